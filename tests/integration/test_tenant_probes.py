"""Randomised isolation probes over real HTTP: 1,000 requests (seeded) over random keys of two tenants (every group,
one group, another group, public only, read-only) and random routes (search, ask, SSE, stats, document lists and
reads, jobs, conversations, deletes, replacements). Each planted document, job and conversation carries a marker
word; no response may name a marker its key may not see, and no key may change what it may not change."""

from __future__ import annotations

import random
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import httpx
import pytest

from spanproof import Spanproof
from tests.integration.server_process import ServerProcess, start_server, wait_for_job

pytestmark = pytest.mark.integration

PROBES = 1000
KEYS = ("a_full", "a_eng", "a_ops", "a_public", "a_readonly", "b_full")
A_READERS = {"a_full", "a_readonly"}
# marker -> (tenant's key that plants it, its access groups, the keys that may see it)
PLANTED: dict[str, tuple[str, list[str], set[str]]] = {
    "qxpublic": ("a_full", [], A_READERS | {"a_eng", "a_ops", "a_public"}),
    "qxengonly": ("a_full", ["eng"], A_READERS | {"a_eng"}),
    "qxopsonly": ("a_full", ["ops"], A_READERS | {"a_ops"}),
    "qxbothgroups": ("a_full", ["eng", "ops"], A_READERS | {"a_eng", "a_ops"}),
    "qxtenantb": ("b_full", [], {"b_full"}),
}
CONVERSATIONS = {"qxconva": "a_full", "qxconvb": "b_full"}  # a question asked in each, under one shared ID
# A conversation is kept per tenant and access groups (not per key): a_readonly holds every group, as a_full does.
CONVERSATION_READERS = {"qxconva": {"a_full", "a_readonly"}, "qxconvb": {"b_full"}}
WRITER_GROUPS: dict[str, set[str] | None] = {"a_full": None, "a_eng": {"eng"}, "a_ops": {"ops"}, "a_public": set()}


def may_change(who: str, marker: str) -> bool:
    """Whether ``who`` may replace or delete the planted document: same tenant, a writer holding all its groups."""
    owner, groups, _ = PLANTED[marker]
    if who == "b_full" or owner == "b_full":
        return who == owner
    if who not in WRITER_GROUPS:
        return False
    held = WRITER_GROUPS[who]
    return held is None or set(groups) <= held


@dataclass
class World:
    url: str
    keys: dict[str, str]
    documents: dict[str, int] = field(default_factory=dict)  # marker -> document id
    jobs: dict[str, str] = field(default_factory=dict)  # marker -> job id
    conversation: str = ""

    def client(self, who: str) -> httpx.Client:
        return httpx.Client(base_url=self.url, headers={"X-API-Key": self.keys[who]}, timeout=120)


@pytest.fixture(scope="module")
def world(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    server: ServerProcess = start_server(tmp_path_factory.mktemp("probes-home"), client.db.url)
    a, b = f"probe-a-{uuid.uuid4().hex[:6]}", f"probe-b-{uuid.uuid4().hex[:6]}"
    keys = {
        "a_full": client.create_api_key(a)[0],
        "a_eng": client.create_api_key(a, groups=["eng"])[0],
        "a_ops": client.create_api_key(a, groups=["ops"])[0],
        "a_public": client.create_api_key(a, groups=[])[0],
        "a_readonly": client.create_api_key(a, can_write=False)[0],
        "b_full": client.create_api_key(b)[0],
    }
    world = World(server.url, keys, conversation=f"conv-{uuid.uuid4().hex[:6]}")
    for owner in ("a_full", "b_full"):
        with world.client(owner) as api:
            assert api.put("/v1/collections/manuals").status_code == 201
    for marker, (owner, groups, _) in PLANTED.items():
        with world.client(owner) as api:
            text = f"# {marker}\n\nPump procedure {marker}: torque the {marker} cap to 12 Nm and check the seal.\n"
            data = {"access_groups": ",".join(groups)} if groups else {}
            sent = api.post("/v1/collections/manuals/documents", files={"file": (f"{marker}.md", text)}, data=data)
            assert sent.status_code == 202, sent.text
            job = wait_for_job(api, sent.json()["id"])
            assert job["status"] == "done", job
            world.jobs[marker] = str(job["id"])
            listed = api.get("/v1/collections/manuals/documents").json()
            world.documents[marker] = next(d["id"] for d in listed if d["document"] == f"{marker}.md")
    for marker, owner in CONVERSATIONS.items():
        with world.client(owner) as api:
            body = {"question": f"How is the {marker} pump cap torqued?", "conversation_id": world.conversation}
            assert api.post("/v1/collections/manuals/ask", json=body).status_code == 200
    yield world
    server.stop()


def _visible(who: str) -> set[str]:
    seen = {marker for marker, (_, _, readers) in PLANTED.items() if who in readers}
    return seen | {marker for marker, readers in CONVERSATION_READERS.items() if who in readers}


# Cheap routes more often than answers and replacements (an ask costs ~50 times a search, an upload more).
ROUTES = ["search"] * 4 + ["stats", "documents", "document", "job", "delete"] * 2
ROUTES += ["ask", "sse", "conversation", "replace"]


def _probe(world: World, rng: random.Random) -> tuple[str, str, set[str], httpx.Response]:
    """One random request: (key, route, the markers the request itself holds, the response)."""
    who = rng.choice(KEYS)
    marker = rng.choice([*PLANTED, *CONVERSATIONS])
    collection = rng.choice(["manuals", "manuals", "other"])
    base = f"/v1/collections/{collection}"
    route = rng.choice(ROUTES)
    sent: set[str] = set()
    with world.client(who) as api:
        if route == "search":  # hits do not repeat the query: a marker in them was found, not echoed
            response = api.get(f"{base}/search", params={"q": rng.choice([marker, f"pump {marker} cap", "torque"])})
        elif route in ("ask", "sse", "conversation"):  # an answer may repeat its question: no marker in it
            body: dict[str, object] = {"question": rng.choice(["How is the pump cap torqued?", "And the seal?"])}
            if route == "conversation":
                body["conversation_id"] = world.conversation
            headers = {"Accept": "text/event-stream"} if route == "sse" else {}
            response = api.post(f"{base}/ask", json=body, headers=headers)
        elif route == "stats":
            response = api.get(f"{base}/stats")
        elif route == "documents":
            response = api.get(f"{base}/documents")
        elif route == "document":
            response = api.get(f"{base}/documents/{world.documents.get(marker, 1)}")
        elif route == "job":
            response = api.get(f"/v1/jobs/{world.jobs.get(marker, uuid.uuid4())}")
        elif route in ("delete", "replace") and (marker not in PLANTED or may_change(who, marker)):
            route = "documents"  # an allowed change would end the probes' world; a read instead
            response = api.get(f"{base}/documents")
        elif route == "delete":
            response = api.delete(f"{base}/documents/{world.documents[marker]}")
        elif PLANTED[marker][0][0] != who[0]:  # replace, across tenants: it would be the key's own new document
            route = "documents"
            response = api.get(f"{base}/documents")
        else:  # replace: upload a file of a planted document's name (its job report names it)
            text = f"Replacement by {who}: torque to 99 Nm."
            response = api.post(f"{base}/documents", files={"file": (f"{marker}.md", text)})
            sent.add(marker)
            if response.status_code == 202:
                wait_for_job(api, response.json()["id"])
    return who, route, sent, response


def test_a_thousand_random_probes_never_show_or_change_what_a_key_may_not_see(world: World) -> None:
    rng = random.Random(12)
    seeds = [rng.randrange(2**32) for _ in range(PROBES)]
    leaks: list[str] = []
    statuses: Counter[str] = Counter()

    def one(seed: int) -> None:
        who, route, sent, response = _probe(world, random.Random(seed))
        statuses[f"{route} {response.status_code}"] += 1
        assert response.status_code < 500, (who, route, response.text[:300])
        body = response.text.lower()
        for marker in {*PLANTED, *CONVERSATIONS} - _visible(who) - sent:
            if marker in body:
                leaks.append(f"{who} {route} {response.request.url} saw {marker}: {body[:200]}")
        statuses["saw what it may"] += any(marker in body for marker in _visible(who) - sent)

    run: Callable[[int], None] = one
    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(run, seeds))
    assert leaks == []
    assert statuses.pop("saw what it may") > PROBES // 4, statuses  # the probes reach the data
    assert sum(statuses.values()) == PROBES
    # Nothing was changed by a key that may not change it: every planted document is there, with its own text.
    for marker, (owner, _, _) in PLANTED.items():
        with world.client(owner) as api:
            hits = api.get("/v1/collections/manuals/search", params={"q": marker}).json()
            texts = [h["text"] for h in hits if h["document"] == f"{marker}.md"]
            assert texts and all("99 Nm" not in t for t in texts), (marker, texts)

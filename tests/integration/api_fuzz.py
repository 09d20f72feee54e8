"""Schemathesis over the service's own OpenAPI, and a Hypothesis state machine over the resources' life cycle
(create collection -> upload -> job -> search/ask/stats -> delete): no 5xx, and every error body in our schema.

Used by tests/integration/test_api_fuzz.py (a few cases) and benchmarks/bench_api_fuzz.py (thousands).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, ClassVar

import httpx
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from hypothesis.stateful import Bundle, RuleBasedStateMachine, consumes, initialize, invariant, rule
from schemathesis import GenerationMode

from spanproof import Spanproof
from tests.integration.server_process import wait_for_job

NAMES = st.from_regex(r"[a-z][a-z0-9_-]{0,20}", fullmatch=True)
WORDS = st.lists(st.sampled_from("pump valve seal E-21 oil filter torque 12 Nm replace check".split()), max_size=30)


KEY_KINDS = ("full", "group", "read-only", "public-only", "other-tenant")


def key_of(sp: Spanproof, tenant: str, kind: str) -> str:
    """A new key of one kind: every group, one group ("eng"), read-only, public documents only, another tenant's."""
    options: dict[str, Any] = {
        "full": {},
        "group": {"groups": ["eng"]},
        "read-only": {"can_write": False},
        "public-only": {"groups": []},
        "other-tenant": {},
    }[kind]
    return sp.create_api_key(f"{tenant}-other" if kind == "other-tenant" else tenant, **options)[0]


def check(status: int, content_type: str, body: bytes, counts: Counter[str], where: str) -> None:
    """No 5xx; an error is ``{"error": {"code", "message"}}``. Counts each status."""
    counts[str(status)] += 1
    assert status < 500, f"{where}: {status} {body[:300]!r}"
    if status >= 400:
        assert content_type.startswith("application/json"), f"{where}: {status} {content_type}"
        error = json.loads(body)
        assert set(error) == {"error"} and set(error["error"]) == {"code", "message"}, f"{where}: {error}"
        assert isinstance(error["error"]["code"], str) and isinstance(error["error"]["message"], str), where


def load_schema(url: str) -> Any:
    return schemathesis.openapi.from_url(f"{url}/openapi.json")


def stateless(url: str, schema: Any, key: str, examples: int, counts: Counter[str]) -> list[str]:
    """Every operation of the service's OpenAPI ``schema``, schema-valid and schema-violating cases; failures as
    text."""
    failures = []
    for result in schema.get_all_operations():
        operation = result.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            try:
                _run_operation(url, key, operation, mode, examples, counts)
            except AssertionError as exc:
                failures.append(str(exc)[:500])
            except Unsatisfiable:  # nothing to get wrong: an operation without parameters, in negative mode
                counts["no_negative_cases"] += 1
    return failures


def _run_operation(
    url: str, key: str, operation: Any, mode: GenerationMode, examples: int, counts: Counter[str]
) -> None:
    where = f"{operation.method.upper()} {operation.path} ({mode.value})"

    @settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(case=operation.as_strategy(generation_mode=mode))
    def call(case: Any) -> None:
        headers = {**(case.headers or {}), "X-API-Key": key}
        response = case.call(base_url=url, headers=headers, timeout=120)
        content_type = (response.headers.get("content-type") or [""])[0]  # lower-case keys, list values
        check(response.status_code, content_type, response.content, counts, where)

    call()


class Lifecycle(RuleBasedStateMachine):
    """One key's collections and documents through their life; the service's answers must stay ours."""

    url = ""
    key = ""
    counts: ClassVar[Counter[str]] = Counter()
    collections = Bundle("collections")
    documents = Bundle("documents")

    def __init__(self) -> None:
        super().__init__()
        self.api = httpx.Client(base_url=self.url, headers={"X-API-Key": self.key}, timeout=120)
        self.made: set[str] = set()

    def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        response = self.api.request(method, path, **kwargs)
        check(response.status_code, response.headers.get("content-type", ""), response.content, self.counts, path)
        return response

    @initialize(target=collections, name=NAMES)
    def first_collection(self, name: str) -> str:
        return self.create(name)

    @rule(target=collections, name=NAMES)
    def create(self, name: str) -> str:
        response = self._send("PUT", f"/v1/collections/{name}")
        if response.status_code in (200, 201):
            self.made.add(name)
        return name

    @rule(target=documents, collection=collections, words=WORDS, as_json=st.booleans())
    def upload(self, collection: str, words: list[str], as_json: bool) -> tuple[str, str]:
        text = " ".join(words) + "."
        path = f"/v1/collections/{collection}/documents"
        if as_json:
            response = self._send("POST", path, json={"title": "Note", "name": f"note-{len(words)}", "text": text})
        else:
            response = self._send("POST", path, files={"file": (f"doc-{len(words)}.md", text.encode())})
        if response.status_code == 202:
            job = wait_for_job(self.api, response.json()["id"])
            assert job["status"] in ("done", "failed"), job
        return collection, text

    @rule(collection=collections, query=WORDS)
    def search(self, collection: str, query: list[str]) -> None:
        self._send("GET", f"/v1/collections/{collection}/search", params={"q": " ".join(query) or "pump"})

    @rule(collection=collections, question=WORDS, stream=st.booleans())
    def ask(self, collection: str, question: list[str], stream: bool) -> None:
        headers = {"Accept": "text/event-stream"} if stream else {}
        body = {"question": (" ".join(question) or "pump") + "?"}
        self._send("POST", f"/v1/collections/{collection}/ask", json=body, headers=headers)

    @rule(collection=collections)
    def stats_and_documents(self, collection: str) -> None:
        self._send("GET", f"/v1/collections/{collection}/stats")
        listed = self._send("GET", f"/v1/collections/{collection}/documents")
        if listed.status_code == 200:
            for document in listed.json()[:3]:
                self._send("GET", f"/v1/collections/{collection}/documents/{document['id']}")

    @rule(document=consumes(documents))
    def delete_a_document(self, document: tuple[str, str]) -> None:
        collection, _ = document
        listed = self._send("GET", f"/v1/collections/{collection}/documents")
        if listed.status_code == 200 and listed.json():
            self._send("DELETE", f"/v1/collections/{collection}/documents/{listed.json()[0]['id']}")

    @rule(collection=consumes(collections))
    def delete_collection(self, collection: str) -> None:
        response = self._send("DELETE", f"/v1/collections/{collection}")
        if response.status_code == 204:
            self.made.discard(collection)
            gone = self._send("GET", f"/v1/collections/{collection}")
            assert gone.status_code == 404, gone.text

    @invariant()
    def made_collections_are_listed(self) -> None:
        listed = self._send("GET", "/v1/collections")
        if listed.status_code == 200 and self.made:
            names = {c["name"] for c in listed.json()}
            assert self.made <= names, (self.made, names)

    def teardown(self) -> None:
        for name in self.made:
            self.api.delete(f"/v1/collections/{name}")
        self.api.close()


def stateful(url: str, key: str, examples: int, steps: int, counts: Counter[str]) -> None:
    """Runs the life-cycle machine; raises on the first failure (Hypothesis shrinks it first)."""
    machine = type("KeyLifecycle", (Lifecycle,), {"url": url, "key": key, "counts": counts})
    runner = machine.TestCase
    runner.settings = settings(
        max_examples=examples,
        stateful_step_count=steps,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    runner("runTest").runTest()

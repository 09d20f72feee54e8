"""Job ownership when several service processes share one database: a running job belongs to the worker whose own
database session holds its lock; a sweep queues it again only once that session is gone, and a job never runs in
two workers at once. Real PostgreSQL sessions; the process deaths themselves are in test_server_resilience.py.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from spanproof import Spanproof
from spanproof.ingest.pipeline import TextDocument
from spanproof.jobs import JobRunner, job, run_job, submit_upload
from spanproof.store import sql

pytestmark = pytest.mark.integration


def queued_job(client: Spanproof) -> tuple[str, str]:
    """(tenant, job id) of a new queued job that no runner has been given."""
    tenant = f"jobs-{uuid.uuid4().hex[:6]}"
    client.create_collection("cards", tenant=tenant)
    card = TextDocument("card.txt", "Torque the oil filter cap to 12 inch-pounds and safety-wire it.", None)
    submitted = submit_upload(client, "cards", tenant=tenant, groups=None, access_groups=[], text=card)
    assert submitted["status"] == "queued"
    return tenant, str(submitted["id"])


def sweep(client: Spanproof, max_attempts: int = 3) -> tuple[list[str], list[str]]:
    with client.db.connection() as conn:
        found = sql.requeue_orphaned_jobs(conn, max_attempts)
        conn.commit()
    return found


def state(client: Spanproof, tenant: str, job_id: str) -> dict[str, Any]:
    return job(client, job_id, tenant=tenant, groups=None)


@contextmanager
def owned(client: Spanproof, job_id: str) -> Iterator[None]:
    """What a worker does first, lock the job on a session of its own and claim it; the block is its life."""
    with client.db.session("test worker") as session:
        assert sql.lock_job(session, job_id)
        with client.db.connection() as conn:
            assert sql.claim_job(conn, job_id)
            conn.commit()
        yield
    # The server ends the session (and frees its locks) a moment after the client closes it: a sweep made at once
    # found the lock still held in 4 of 6 runs here. Wait for the backend to be gone, as a later sweep would.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with client.db.connection() as conn:
            row = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'test worker'"
            ).fetchone()
        if row is not None and row[0] == 0:
            return
        time.sleep(0.02)


def test_a_live_workers_job_is_left_alone_and_an_orphaned_one_runs_again(client: Spanproof) -> None:
    tenant, job_id = queued_job(client)
    with owned(client, job_id):
        queued, failed = sweep(client)  # another process's sweep, while the owner lives
        assert job_id not in queued and job_id not in failed
        run_job(client, job_id)  # another worker given the job: the lock is held, so it does nothing
        running = state(client, tenant, job_id)
        assert (running["status"], running["attempts"]) == ("running", 1)
    # the owner's session has ended, as it does when its process dies

    queued, failed = sweep(client)
    assert job_id in queued and not failed
    assert state(client, tenant, job_id)["status"] == "queued"
    run_job(client, job_id)
    ended = state(client, tenant, job_id)
    assert (ended["status"], ended["attempts"]) == ("done", 2), ended
    assert [f["status"] for f in ended["report"]["files"]] == ["ingested"]
    assert [d["document"] for d in client.documents("cards", tenant=tenant)] == ["card.txt"]


def test_a_job_orphaned_too_often_fails_with_a_reason(client: Spanproof) -> None:
    tenant, job_id = queued_job(client)
    for attempt in (1, 2):
        with owned(client, job_id):
            pass  # the worker dies
        queued, failed = sweep(client, max_attempts=2)
        assert (job_id in queued, job_id in failed) == (attempt < 2, attempt == 2)
    ended = state(client, tenant, job_id)
    assert ended["status"] == "failed"
    assert "interrupted 2 times" in ended["error"]
    run_job(client, job_id)  # a failed job is never claimed again
    assert state(client, tenant, job_id)["attempts"] == 2


def test_a_runner_takes_jobs_it_was_not_given(client: Spanproof) -> None:
    """A job queued through another process (whose runner died before running it) is found by the next sweep."""
    tenant, job_id = queued_job(client)
    runner = JobRunner(client, workers=1, sweep_seconds=0.2)
    try:
        with client.db.connection() as conn:  # not there at the runner's first sweep, on start
            conn.execute("UPDATE jobs SET status = 'failed' WHERE id::text = %s", (job_id,))
            conn.commit()
        runner.start()
        with client.db.connection() as conn:
            conn.execute("UPDATE jobs SET status = 'queued' WHERE id::text = %s", (job_id,))
            conn.commit()
        deadline = time.monotonic() + 60
        while state(client, tenant, job_id)["status"] != "done":
            assert time.monotonic() < deadline, state(client, tenant, job_id)
            time.sleep(0.1)
    finally:
        runner.close()
    assert state(client, tenant, job_id)["attempts"] == 1


def test_a_runner_shutting_down_puts_its_job_back_before_the_next_file(client: Spanproof) -> None:
    tenant, job_id = queued_job(client)
    stopping = threading.Event()
    stopping.set()  # the service is shutting down when the job reaches its first file
    run_job(client, job_id, stopping)
    back = state(client, tenant, job_id)
    assert (back["status"], back["attempts"], back["files_done"]) == ("queued", 0, 0), back
    assert client.documents("cards", tenant=tenant) == []
    queued, _ = sweep(client)  # its lock went with the worker's session: any process may take it
    assert job_id in queued
    run_job(client, job_id)
    done = state(client, tenant, job_id)
    assert (done["status"], done["attempts"]) == ("done", 1), done

"""Nothing an upload leaves behind outlives its job: spool folders go however the job ends, a sweep removes those no
job owns, ended jobs are purged after their retention, and jobs are found by their primary key."""

from __future__ import annotations

import os
import time
import uuid
from typing import Any

import psycopg
import pytest

from spanproof import Spanproof
from spanproof.ingest.pipeline import TextDocument
from spanproof.jobs import run_job, submit_upload, sweep_spool
from spanproof.store import sql

pytestmark = pytest.mark.integration


def submitted(client: Spanproof, tenant: str, text: str = "Torque the cap to 12 inch-pounds.") -> str:
    client.create_collection("cards", tenant=tenant)
    card = TextDocument(f"card-{uuid.uuid4().hex[:6]}.txt", text, None)
    return str(submit_upload(client, "cards", tenant=tenant, groups=None, access_groups=[], text=card)["id"])


def age(path: os.PathLike[str], seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_the_spool_sweep_removes_only_what_no_live_job_owns(client: Spanproof) -> None:
    tenant = f"spool-{uuid.uuid4().hex[:6]}"
    spool = client.settings.spool_dir
    live = submitted(client, tenant)  # queued: its folder is in use
    ended = submitted(client, tenant)
    run_job(client, ended)
    (spool / ended).mkdir()  # as a claim that found its job ended would leave it
    orphan = spool / str(uuid.uuid4())  # its job was deleted with its collection
    orphan.mkdir()
    (orphan / "manual.pdf").write_bytes(b"%PDF")
    stray = spool / "half-written"
    stray.mkdir()
    young = spool / str(uuid.uuid4())
    young.mkdir()  # an upload being written: its job row does not exist yet
    for path in (spool / live, spool / ended, orphan, stray):
        age(path, 3600)
    removed = sweep_spool(client, min_age_seconds=600)
    assert {ended, orphan.name, stray.name} <= set(removed)
    assert (spool / live).is_dir() and young.is_dir()
    assert live not in removed and young.name not in removed
    young.rmdir()


def test_a_job_that_fails_leaves_no_spool_folder(client: Spanproof) -> None:
    tenant = f"spool-{uuid.uuid4().hex[:6]}"
    job_id = submitted(client, tenant, text="\x00 binary")
    run_job(client, job_id)
    with client.db.connection() as conn:
        found = sql.job(conn, job_id, tenant=None)
    assert found is not None and found["status"] == "failed"
    assert not (client.settings.spool_dir / job_id).exists()


def test_ended_jobs_are_purged_after_their_retention(client: Spanproof) -> None:
    tenant = f"purge-{uuid.uuid4().hex[:6]}"
    old, recent, queued = submitted(client, tenant), submitted(client, tenant), submitted(client, tenant)
    run_job(client, old)
    run_job(client, recent)
    with client.db.connection() as conn:
        conn.execute("UPDATE jobs SET finished_at = now() - interval '8 days' WHERE id = %s", (old,))
        sql.purge_jobs(conn, 7 * 24 * 3600)
        conn.commit()
        assert sql.job(conn, old, tenant=None) is None
        assert sql.job(conn, recent, tenant=None) is not None
        assert sql.job(conn, queued, tenant=None) is not None  # never ended: never purged


class _Explain:
    """A connection whose execute runs EXPLAIN of the statement instead and keeps the plan."""

    def __init__(self, conn: psycopg.Connection) -> None:
        self.conn = conn
        self.plans: list[str] = []

    def execute(self, query: Any, params: Any = None) -> Any:
        rows = self.conn.execute(f"EXPLAIN {query}", params).fetchall()
        self.plans.append("\n".join(str(r[0]) for r in rows))
        raise LookupError("explained")

    def cursor(self, **_: Any) -> _Explain:  # the store reads rows through cursors with a row factory
        return self

    def __enter__(self) -> _Explain:
        return self

    def __exit__(self, *_: object) -> None:
        return None


@pytest.mark.parametrize(
    "call",
    [
        lambda c, j: sql.job(c, j, tenant="local"),
        lambda c, j: sql.claim_job(c, j),
        lambda c, j: sql.requeue_job(c, j),
        lambda c, j: sql.job_progress(c, j, "x", 0, 1),
        lambda c, j: sql.finish_job(c, j, "done", None, None),
    ],
    ids=["job", "claim", "requeue", "progress", "finish"],
)
def test_jobs_are_found_by_their_primary_key(client: Spanproof, call: Any) -> None:
    with client.db.connection() as conn:
        conn.execute("SET LOCAL enable_seqscan = off")  # a tiny table would be scanned anyway; the key must be usable
        explain = _Explain(conn)
        with pytest.raises(LookupError):
            call(explain, str(uuid.uuid4()))
        conn.rollback()
    (plan,) = explain.plans
    # compared as a uuid, the key's index can answer it (jobs_pkey, or the status index with it as a filter);
    # "id::text = ..." could only be a filter over every row
    assert "(id)::text" not in plan and "id = '" in plan, plan
    assert "jobs_pkey" in plan or "jobs_status_idx" in plan, plan

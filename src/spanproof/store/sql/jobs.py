"""Ingestion jobs: a queue in PostgreSQL; a running job is owned by the session holding its advisory lock."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from spanproof.store.sql.visibility import groups_param

_JOB_COLUMNS = (
    "j.id::text AS id, c.name AS collection, j.status, j.stage, j.files_done, j.files_total, j.attempts, j.report,"
    " j.error, j.created_at, j.started_at, j.finished_at"
)


def insert_job(
    conn: psycopg.Connection,
    job_id: str,
    collection_id: int,
    access_groups: Sequence[str],
    spool: str,
    request: dict[str, Any],
    files_total: int,
) -> None:
    conn.execute(
        "INSERT INTO jobs (id, tenant_id, collection_id, access_groups, status, spool, request, files_total)"
        " SELECT %s, tenant_id, id, %s, 'queued', %s, %s, %s FROM collections WHERE id = %s",
        (job_id, sorted(set(access_groups)), spool, Jsonb(request), files_total, collection_id),
    )


def job(
    conn: psycopg.Connection, job_id: str, *, tenant: str | None, groups: Sequence[str] | None = None
) -> dict[str, Any] | None:
    """A job the caller may see (its tenant's, and documents of its groups); ``tenant=None`` = any tenant."""
    with conn.cursor(row_factory=dict_row) as cur:
        row = cur.execute(
            f"SELECT {_JOB_COLUMNS}, t.name AS tenant, j.spool, j.request, j.access_groups FROM jobs j"
            " JOIN collections c ON c.id = j.collection_id JOIN tenants t ON t.id = j.tenant_id"
            " WHERE j.id = %(id)s::uuid AND (%(tenant)s::text IS NULL OR t.name = %(tenant)s)"
            " AND (%(groups)s::text[] IS NULL OR j.access_groups = '{}' OR j.access_groups && %(groups)s::text[])",
            {"id": job_id, "tenant": tenant, "groups": groups_param(groups)},
        ).fetchone()
    return None if row is None else {**row, "access_groups": list(row["access_groups"])}


def claim_job(conn: psycopg.Connection, job_id: str) -> bool:
    """Mark a queued job running (once, even with several workers); False when it is not queued."""
    row = conn.execute(
        "UPDATE jobs SET status = 'running', stage = 'starting', attempts = attempts + 1, started_at = now()"
        " WHERE id = %s::uuid AND status = 'queued' RETURNING id",
        (job_id,),
    ).fetchone()
    return row is not None


def requeue_job(conn: psycopg.Connection, job_id: str) -> None:
    """Put a running job back in the queue without counting the attempt (its worker is shutting down)."""
    conn.execute(
        "UPDATE jobs SET status = 'queued', stage = 'queued', attempts = greatest(attempts - 1, 0)"
        " WHERE id = %s::uuid AND status = 'running'",
        (job_id,),
    )


def job_progress(conn: psycopg.Connection, job_id: str, stage: str, done: int, total: int) -> None:
    conn.execute(
        "UPDATE jobs SET stage = %s, files_done = %s, files_total = %s WHERE id = %s::uuid",
        (stage, done, total, job_id),
    )


def finish_job(
    conn: psycopg.Connection, job_id: str, status: str, report: dict[str, Any] | None, error: str | None
) -> None:
    conn.execute(
        "UPDATE jobs SET status = %s, stage = %s, report = %s, error = %s, finished_at = now(),"
        " files_done = CASE WHEN %s = 'done' THEN files_total ELSE files_done END WHERE id = %s::uuid",
        (status, status, Jsonb(report) if report is not None else None, error, status, job_id),
    )


def job_counts(conn: psycopg.Connection) -> dict[str, int]:
    """How many jobs are in each state (queued, running, done, failed), over every tenant."""
    return {str(status): int(n) for status, n in conn.execute("SELECT status, count(*) FROM jobs GROUP BY status")}


def queued_jobs(conn: psycopg.Connection) -> list[tuple[str, str]]:
    """(job id, tenant) of every queued job, oldest first."""
    rows = conn.execute(
        "SELECT j.id::text, t.name FROM jobs j JOIN tenants t ON t.id = j.tenant_id"
        " WHERE j.status = 'queued' ORDER BY j.created_at"
    ).fetchall()
    return [(str(r[0]), str(r[1])) for r in rows]


def live_jobs(conn: psycopg.Connection, job_ids: Sequence[str]) -> set[str]:
    """Those of ``job_ids`` that are queued or running (their spool folders are in use)."""
    rows = conn.execute(
        "SELECT id::text FROM jobs WHERE id = ANY(%s::uuid[]) AND status IN ('queued', 'running')", (list(job_ids),)
    ).fetchall()
    return {str(r[0]) for r in rows}


def purge_jobs(conn: psycopg.Connection, older_than_seconds: float) -> int:
    """Delete the jobs that ended more than ``older_than_seconds`` ago; returns how many."""
    deleted = conn.execute(
        "DELETE FROM jobs WHERE status IN ('done', 'failed') AND finished_at < now() - make_interval(secs => %s)",
        (older_than_seconds,),
    )
    return deleted.rowcount


# A job is running while the worker running it holds this advisory lock (class, hashtext(job id)) on a session of
# its own; the lock ends with that session, however the worker ends, so a running job whose lock is free is orphaned.
_JOB_LOCK_CLASS = 0x4A4F4253  # "JOBS"


def lock_job(session: psycopg.Connection, job_id: str) -> bool:
    """Take the job's ownership lock for this session; False when another session holds it."""
    row = session.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))", (_JOB_LOCK_CLASS, job_id)).fetchone()
    return bool(row and row[0])


def ping(conn: psycopg.Connection) -> None:
    """A round trip: raises if the session is gone."""
    conn.execute("SELECT 1")


def requeue_orphaned_jobs(conn: psycopg.Connection, max_attempts: int) -> tuple[list[str], list[str]]:
    """Jobs marked running whose worker is gone (its process or its database session died) go back to the queue,
    or fail once they have been tried ``max_attempts`` times. A job a live worker holds is left alone, in this
    process or another. Returns (every queued job id, oldest first; ids failed now).
    """
    # The lock is tried only on running jobs (the materialised CTE): trying it on a queued one, even for the instant
    # of this transaction, could make a worker about to claim that job believe another one owns it.
    rows = conn.execute(
        """
        WITH running AS MATERIALIZED (SELECT id, attempts FROM jobs WHERE status = 'running')
        UPDATE jobs j SET
            status = CASE WHEN r.attempts >= %(max)s THEN 'failed' ELSE 'queued' END,
            stage = CASE WHEN r.attempts >= %(max)s THEN 'failed' ELSE 'queued' END,
            finished_at = CASE WHEN r.attempts >= %(max)s THEN now() END,
            error = CASE WHEN r.attempts >= %(max)s THEN 'interrupted ' || r.attempts
                || ' times (the service or its database stopped while ingesting); upload the files again' END
        FROM running r
        WHERE j.id = r.id AND j.status = 'running' AND pg_try_advisory_xact_lock(%(lock)s, hashtext(r.id::text))
        RETURNING j.id::text, j.status
        """,
        {"max": max_attempts, "lock": _JOB_LOCK_CLASS},
    ).fetchall()
    queued = conn.execute("SELECT id::text FROM jobs WHERE status = 'queued' ORDER BY created_at").fetchall()
    return [str(r[0]) for r in queued], [str(r[0]) for r in rows if r[1] == "failed"]

"""Background ingestion: an upload waits in the spool folder as a job, a small thread pool ingests it.

A job is a row in ``jobs`` (queued → running → done | failed) plus a spool folder under the data home holding
the uploaded files. Ingestion commits one document per transaction, so a process killed mid-job leaves whole
documents or nothing. A running job is owned through an advisory lock held by its worker's own database session;
when that worker's process or session dies, a sweep (at start, then every ``job_sweep_seconds``, in every service
process) queues the job again (ingestion skips what is already stored, by content hash) until ``job_max_attempts``,
then marks it failed.
"""

from __future__ import annotations

import logging
import os
import shutil
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from spanproof.api import Spanproof
from spanproof.errors import (
    DatabaseUnavailable,
    InvalidRequest,
    JobNotFound,
    SpanproofError,
    SpoolError,
    UnsupportedFileType,
    public_message,
)
from spanproof.ingest.metadata import parse_metadata
from spanproof.ingest.pipeline import PARSERS, TextDocument
from spanproof.observability import JOB_LOGGER, log_fields
from spanproof.store import sql
from spanproof.types import IngestReport

log = logging.getLogger(__name__)
job_log = logging.getLogger(JOB_LOGGER)

TEXT_FILE = "document.txt"  # a JSON (text) upload, spooled as plain text
# File systems refuse longer names (ENAMETOOLONG); a 300-character name got a 500 and left its spool folder behind.
MAX_NAME_BYTES = 255
MAX_METADATA_DEPTH = 16  # levels of objects and arrays in an upload's metadata


def safe_name(name: str | None) -> str:
    """An uploaded file's name as stored: its last path part, of a supported type."""
    base = Path((name or "").replace("\\", "/")).name.strip()
    if len(base.encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES:
        raise InvalidRequest(f"a file name is longer than {MAX_NAME_BYTES} bytes; rename the file")
    if any(ord(c) < 32 or ord(c) == 127 for c in base):
        raise InvalidRequest("a file name holds control characters; rename the file")
    if not base or base.startswith("."):
        raise UnsupportedFileType(name or "(unnamed)", "an uploaded file needs a name such as manual.pdf")
    if Path(base).suffix.lower() not in PARSERS:
        raise UnsupportedFileType(
            base, f"unsupported file type {Path(base).suffix or '(none)'!r} (supported: {', '.join(sorted(PARSERS))})"
        )
    return base


def _check_depth(value: Any, limit: int = MAX_METADATA_DEPTH) -> None:
    """Refuse metadata nested deeper than ``limit`` (walked without recursion: 10,000 levels got a 500)."""
    level: list[Any] = [value]
    for _ in range(limit):
        level = [v for item in level for v in (item.values() if isinstance(item, dict) else item)]
        level = [v for v in level if isinstance(v, dict | list)]
        if not level:
            return
    raise InvalidRequest(f"metadata is nested more than {limit} levels deep")


def submit_upload(
    sp: Spanproof,
    collection: str,
    *,
    tenant: str,
    groups: Sequence[str] | None,
    access_groups: Sequence[str],
    files: Sequence[tuple[str, BinaryIO]] = (),
    text: TextDocument | None = None,
    metadata: dict[str, Any] | None = None,
    version: str | None = None,
) -> dict[str, Any]:
    """Spool an upload (files, or one text document) and record a queued job; returns the job."""
    if text is not None and metadata is None:
        metadata = text.metadata  # a text upload's metadata travels with the job like a file upload's
    _check_depth(metadata or {})
    parse_metadata(metadata)  # a bad date is a 422 now, not a failed job
    collection_id = sp._collection_id(collection, tenant=tenant)
    names = [safe_name(name) for name, _ in files] if text is None else [text.source]
    if len(set(names)) < len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        raise InvalidRequest(f"two files in one upload have the same name: {', '.join(map(repr, twice))}")
    sp.check_names_free(collection, names, tenant=tenant, groups=groups)
    job_id = str(uuid.uuid4())
    spool = sp.settings.spool_dir / job_id
    # the writer's own groups: checked again when each document is stored (it may replace only what it fully holds)
    writer = None if groups is None else list(groups)
    request: dict[str, Any] = {"metadata": metadata or {}, "version": version, "writer_groups": writer}
    try:
        spool.mkdir(parents=True)
        if text is None:
            for name, stream in zip(names, (s for _, s in files), strict=True):
                with (spool / name).open("wb") as out:
                    shutil.copyfileobj(stream, out)
        else:
            (spool / TEXT_FILE).write_text(text.text, encoding="utf-8")
            request["text"] = {"source": text.source, "title": text.title}
        with sp.db.connection() as conn:
            sql.insert_job(conn, job_id, collection_id, access_groups, str(spool), request, len(names))
            conn.commit()
    except OSError as exc:
        shutil.rmtree(spool, ignore_errors=True)
        raise SpoolError(f"cannot write the upload to {spool}: {exc}") from exc
    except BaseException:
        shutil.rmtree(spool, ignore_errors=True)  # no job owns it
        raise
    return job(sp, job_id, tenant=tenant, groups=groups)


def job(sp: Spanproof, job_id: str, *, tenant: str, groups: Sequence[str] | None) -> dict[str, Any]:
    """A job as its owner sees it; another tenant's job, or one for documents of groups the caller lacks, is 404."""
    try:
        uuid.UUID(job_id)
    except ValueError:
        raise JobNotFound(f"job {job_id!r} does not exist") from None
    with sp.db.connection() as conn:
        found = sql.job(conn, job_id, tenant=tenant, groups=groups)
    if found is None:
        raise JobNotFound(f"job {job_id!r} does not exist")
    public = {k: v for k, v in found.items() if k not in ("tenant", "spool", "request")}
    public["progress"] = round(found["files_done"] / found["files_total"], 3) if found["files_total"] else 0.0
    return {k: v.isoformat() if hasattr(v, "isoformat") else v for k, v in public.items()}


class _Stopping(Exception):
    """The runner is shutting down: the job goes back to the queue before its next file."""


@dataclass
class JobOutcome:
    """How one run of a job ended, for its log line and the metrics: ids, counts and times, no file names."""

    job_id: str
    tenant: str
    collection: str | None
    status: str  # done | failed | requeued (a shutdown) | interrupted (the database went away; swept up again)
    files_total: int = 0
    files_failed: int = 0
    seconds: float = 0.0
    stages_ms: dict[str, float] = field(default_factory=dict)

    def fields(self) -> dict[str, Any]:
        return {
            "job_id": self.job_id,
            "tenant": self.tenant,
            "collection": self.collection,
            "status": self.status,
            "files_total": self.files_total,
            "files_failed": self.files_failed,
            "duration_ms": round(self.seconds * 1000, 2),
            "stages_ms": self.stages_ms,
        }


class _StageClock:
    """Milliseconds spent in each stage a job reports (starting, ingesting, storing), added up over its parts."""

    def __init__(self) -> None:
        self.began = self._then = time.perf_counter()
        self._stage = "starting"
        self.stages: dict[str, float] = {}

    def enter(self, stage: str) -> None:
        now = time.perf_counter()
        self.stages[self._stage] = round(self.stages.get(self._stage, 0.0) + (now - self._then) * 1000, 2)
        self._stage, self._then = stage, now

    def seconds(self) -> float:
        self.enter("done")
        self.stages.pop("done", None)
        return time.perf_counter() - self.began


def run_job(sp: Spanproof, job_id: str, stopping: threading.Event | None = None) -> JobOutcome | None:
    """Ingest a queued job's spool; the job ends done (per-file failures in its report) or failed. Returns how it
    ended (None: another worker has it, or it is not queued).

    The worker owns the job through an advisory lock on a session of its own, held until the job has ended: if the
    process dies, or the database goes away, the lock goes with the session and a sweep queues the job again. Once
    ``stopping`` is set, the job is put back in the queue before its next file (the files done stay done).
    """
    with sp.db.session(f"spanproof job worker {os.getpid()}") as owner:
        if not sql.lock_job(owner, job_id):
            return None  # another worker has it
        with sp.db.connection() as conn:
            if not sql.claim_job(conn, job_id):
                return None  # it ended, or is not queued
            conn.commit()
            found = sql.job(conn, job_id, tenant=None)
        assert found is not None
        spool = Path(found["spool"])
        clock = _StageClock()
        outcome = JobOutcome(job_id, found["tenant"], found["collection"], "running", found["files_total"])

        def progress(stage: str, done: int, total: int, source: str) -> None:
            clock.enter(stage)
            if stage == "ingesting" and stopping is not None and stopping.is_set():
                raise _Stopping
            sql.ping(owner)  # still the owner? Once the session is lost, a sweep may give the job to another worker
            with sp.db.connection() as conn:
                sql.job_progress(conn, job_id, stage, done, total)
                conn.commit()

        try:
            outcome.status, outcome.files_failed = _run_claimed(sp, job_id, found, spool, progress)
        except _Stopping:
            with sp.db.connection() as conn:
                sql.requeue_job(conn, job_id)  # a shutdown is not an interrupted attempt
                conn.commit()
            outcome.status = "requeued"
        outcome.seconds = clock.seconds()
        outcome.stages_ms = clock.stages
        return outcome


def _run_claimed(sp: Spanproof, job_id: str, found: dict[str, Any], spool: Path, progress: Any) -> tuple[str, int]:
    """Ingest the claimed job and end it; its spool folder goes once it has ended, however it ended. Returns its
    status and how many files failed."""
    try:
        report = _ingest_spool(sp, found, spool, progress)
    except (_Stopping, DatabaseUnavailable):
        # not the job's end: a stop queues it again; with the database away it stays running, and is queued again
        # once its lock is seen free. So does anything not ours (the owner session's driver error, seen when the
        # database stopped mid-job): each file's own failures never get here (the pipeline reports them).
        raise
    except SpanproofError as exc:
        _finish(sp, job_id, "failed", None, public_message(exc))
        shutil.rmtree(spool, ignore_errors=True)
        return "failed", found["files_total"]
    if any(f.stored for f in report.files):
        with sp.db.connection() as conn:
            sql.analyze_search_tables(conn)
            conn.commit()
    failed = report.failed
    error = "; ".join(f"{f.source}: {f.error}" for f in failed) if failed else None
    status = "failed" if failed else "done"
    _finish(sp, job_id, status, report.to_dict(), error)
    shutil.rmtree(spool, ignore_errors=True)
    return status, len(failed)


def _ingest_spool(sp: Spanproof, found: dict[str, Any], spool: Path, progress: Any) -> IngestReport:
    request = found["request"]
    common = {
        "collection": found["collection"],
        "progress": progress,
        "tenant": found["tenant"],
        "groups": request.get("writer_groups"),  # absent in jobs queued before it was recorded: checked at upload
    }
    if not spool.is_dir():
        raise SpanproofError("the uploaded files are gone from the spool folder; upload them again")
    if "text" in request:
        text = (spool / TEXT_FILE).read_text(encoding="utf-8")
        described = request["text"]
        document = TextDocument(described["source"], text, described["title"], request["metadata"] or None)
        return sp.ingest_texts([document], access_groups=found["access_groups"], **common)
    files = sorted(p for p in spool.iterdir() if p.is_file())
    return sp.ingest(
        files, metadata=request["metadata"], version=request["version"], access_groups=found["access_groups"], **common
    )


def _finish(sp: Spanproof, job_id: str, status: str, report: dict[str, Any] | None, error: str | None) -> None:
    with sp.db.connection() as conn:
        sql.finish_job(conn, job_id, status, report, error)
        conn.commit()


def _remove(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def _is_job_id(name: str) -> bool:
    try:
        return str(uuid.UUID(name)) == name
    except ValueError:
        return False


def sweep_spool(sp: Spanproof, min_age_seconds: float) -> list[str]:
    """Remove what in the spool folder no queued or running job owns (a job deleted with its collection, a claim
    that found its job ended, an upload that died half-written), once older than ``min_age_seconds``: an upload's
    folder exists a moment before its job does. Returns the names removed."""
    spool = sp.settings.spool_dir
    if not spool.is_dir():
        return []
    now = time.time()
    old = []
    for entry in spool.iterdir():
        try:
            if now - entry.stat().st_mtime > min_age_seconds:
                old.append(entry)
        except FileNotFoundError:  # removed meanwhile by the job that owned it
            continue
    if not old:
        return []
    with sp.db.connection() as conn:
        live = sql.live_jobs(conn, [e.name for e in old if _is_job_id(e.name)])
    removed = [entry for entry in old if entry.name not in live]
    for entry in removed:
        _remove(entry)
    if removed:
        log.info("removed %d spool folders no job owns", len(removed))
    return sorted(e.name for e in removed)


class JobRunner:
    """A bounded pool of ingestion threads over the jobs table, one per service process; several processes (or
    machines) may share one database.

    Jobs uploaded here are run here. Every ``sweep_seconds`` (and at start) the runner also takes what no live
    worker holds: queued jobs, and running jobs whose worker died, queued again (or failed after
    ``job_max_attempts``). A claim is a conditional UPDATE under the job's lock, so each job runs once at a time.
    """

    def __init__(
        self,
        sp: Spanproof,
        workers: int = 1,
        sweep_seconds: float = 30.0,
        on_end: Callable[[JobOutcome], None] | None = None,
    ) -> None:
        """``on_end`` hears how each job run here ended (the service's metrics), after its log line."""
        self._sp = sp
        self._on_end = on_end
        self._sweep_seconds = sweep_seconds
        self._pool = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="spanproof-job")
        self._closed = threading.Event()
        self._waiting: set[str] = set()  # submitted, not started: a sweep does not queue them twice
        # Fairness: waiting jobs queue per tenant and the threads take them round-robin over the tenants, so one
        # tenant's hundred uploads delay another's next one by at most one job per worker.
        self._queues: dict[str, deque[str]] = {}
        self._turns: deque[str] = deque()  # tenants with waiting jobs, in the order of their next turn
        self._lock = threading.Lock()
        self._sweeper = threading.Thread(target=self._sweep_every, name="spanproof-job-sweep", daemon=True)

    def start(self) -> JobRunner:
        self.sweep()
        self._sweeper.start()
        return self

    def sweep(self) -> None:
        """Queue again the jobs whose worker died, and submit every queued job not already waiting here; purge
        old ended jobs and remove spool folders no job owns."""
        settings = self._sp.settings
        with self._sp.db.connection() as conn:
            _, failed = sql.requeue_orphaned_jobs(conn, settings.job_max_attempts)
            purged = sql.purge_jobs(conn, settings.job_retention_hours * 3600)
            queued = sql.queued_jobs(conn)
            conn.commit()
        for job_id in failed:
            log.warning("job %s failed: interrupted too often", job_id)
            _remove(settings.spool_dir / job_id)
        if purged:
            log.info("purged %d jobs that ended over %g hours ago", purged, settings.job_retention_hours)
        sweep_spool(self._sp, settings.spool_orphan_seconds)
        for job_id, tenant in queued:
            self.submit(job_id, tenant)

    def _sweep_every(self) -> None:
        while not self._closed.wait(self._sweep_seconds):
            try:
                self.sweep()
            except SpanproofError as exc:  # the database is away: the next sweep tries again
                log.warning("job sweep: %s", exc)
            except Exception:  # never let the sweeper die silently: jobs would wait for a restart
                log.exception("job sweep failed")

    def submit(self, job_id: str, tenant: str) -> None:
        with self._lock:
            if self._closed.is_set() or job_id in self._waiting:
                return
            self._waiting.add(job_id)
            if tenant not in self._queues:
                self._queues[tenant] = deque()
                self._turns.append(tenant)
            self._queues[tenant].append(job_id)
        self._pool.submit(self._run_next)  # one task per job: each takes whichever job's turn it is

    def _run_next(self) -> None:
        with self._lock:
            tenant = self._turns.popleft()
            waiting = self._queues[tenant]
            job_id = waiting.popleft()
            if waiting:
                self._turns.append(tenant)
            else:
                del self._queues[tenant]
            self._waiting.discard(job_id)
        began = time.perf_counter()
        try:
            outcome = run_job(self._sp, job_id, self._closed)
        except Exception:  # a worker thread must never die silently; the job is swept up again
            log.exception("job %s stopped", job_id)
            outcome = JobOutcome(job_id, tenant, None, "interrupted", seconds=time.perf_counter() - began)
        if outcome is not None:
            self._ended(outcome)

    def _ended(self, outcome: JobOutcome) -> None:
        """One log line per job run, then the observer."""
        log_fields(job_log, f"job {outcome.job_id} {outcome.status}", outcome.fields())
        if self._on_end is not None:
            try:
                self._on_end(outcome)
            except Exception:  # metrics must never stop a worker
                log.exception("job observer failed")

    def close(self) -> None:
        """Stop taking jobs; a job being ingested finishes its current file and goes back to the queue, where
        queued ones wait for a sweep."""
        self._closed.set()
        self._pool.shutdown(wait=True, cancel_futures=True)
        if self._sweeper.is_alive():
            self._sweeper.join()

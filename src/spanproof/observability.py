"""Structured logs and Prometheus metrics of the service and its ingestion jobs.

Logs: one JSON object a line on stderr (``configure_logging``, called by the app factory, never at import). A
request line and a job line carry ids, tenant, route, status and timings; never an API key, never document text,
and never the question (user text that may quote a document or hold what the tenant keeps secret): its length only.

Metrics: a ``Metrics`` per app, on a registry of its own (several apps in one process do not collide). No label
holds a tenant, a collection, a path as sent or any text: routes are templates, refusal reasons the gate's rule
names and degraded causes a fixed list, so the label set is bounded and ``/metrics`` tells no tenant's names.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from spanproof.types import Answer

REQUEST_LOGGER = "spanproof.request"
JOB_LOGGER = "spanproof.job"
_FIELDS = "spanproof_fields"  # the LogRecord attribute that carries a line's structured fields

# --- logs ------------------------------------------------------------------------------------


class JsonFormatter(logging.Formatter):
    """A record as one JSON line: time, level, logger, message, the structured fields, and the exception."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        serving = _CURRENT.get()  # a line logged while serving a request (in its thread too) names the request
        if serving is not None:
            line["request_id"] = serving.request_id
        line.update(getattr(record, _FIELDS, None) or {})
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, default=str, ensure_ascii=False)


class _OurHandler(logging.StreamHandler):
    """Marks the handler ``configure_logging`` installed, so a second call replaces it instead of doubling lines."""


def configure_logging(level: str = "info", fmt: str = "json") -> None:
    """Send every logger's records to stderr, as JSON lines (``fmt="json"``) or plain text; ``level`` is spanproof's
    own (other libraries keep theirs). Idempotent."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if isinstance(h, _OurHandler)]:
        root.removeHandler(handler)
    handler = _OurHandler(sys.stderr)
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level > logging.WARNING or root.level == logging.NOTSET:
        root.setLevel(logging.WARNING)
    logging.getLogger("spanproof").setLevel(level.upper())


def log_fields(logger: logging.Logger, message: str, fields: dict[str, Any], level: int = logging.INFO) -> None:
    logger.log(level, message, extra={_FIELDS: fields})


# --- the record of one request ------------------------------------------------------------------

_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


def request_id(sent: str | None) -> str:
    """The caller's X-Request-ID when it is a plain token (it is echoed and logged), else a new one."""
    return sent if sent and _REQUEST_ID.match(sent) else uuid.uuid4().hex


@dataclass
class RequestRecord:
    """What one request did, filled in as it goes (by the middleware, the caller's dependency and the routes)."""

    request_id: str
    method: str
    tenant: str | None = None
    collection: str | None = None
    answer: dict[str, Any] | None = None  # the answer's outcome: status, reason rule, timings, tokens (no text)
    extra: dict[str, Any] = field(default_factory=dict)


_CURRENT: ContextVar[RequestRecord | None] = ContextVar("spanproof_request", default=None)


def current_request() -> RequestRecord | None:
    """The record of the request being served here (threads started with a copy of the context share it)."""
    return _CURRENT.get()


@contextmanager
def observing(record: RequestRecord) -> Iterator[RequestRecord]:
    """Make ``record`` the current request's inside (the middleware wraps each request in it)."""
    token = _CURRENT.set(record)
    try:
        yield record
    finally:
        _CURRENT.reset(token)


def note_caller(tenant: str) -> None:
    record = _CURRENT.get()
    if record is not None:
        record.tenant = tenant


_RULE = re.compile(r"[a-z][a-z0-9_]{0,39}")
_DEGRADED = {
    "no llm endpoint configured": "not_configured",
    "llm timeout": "timeout",
    "llm connection refused": "connection_refused",
    "llm bad response": "bad_response",
    "llm malformed output twice": "malformed_output",
    "llm empty content": "empty_content",
}


def refusal_reason(signals: dict[str, Any]) -> str:
    """The gate's rule name (``signals.decided_by``): a name from the code, never free text; else ``other``."""
    rule = signals.get("decided_by")
    return rule if isinstance(rule, str) and _RULE.fullmatch(rule) else "other"


def degraded_cause(degraded: str) -> str:
    """``signals.degraded`` (free text) as one of a fixed list of causes: http_NNN, timeout, ..., else ``other``."""
    head = re.split(r"[:;(]", degraded, maxsplit=1)[0].strip().lower()
    status = re.fullmatch(r"llm http (\d{3})", head)
    if status:
        return f"http_{status.group(1)}"
    return _DEGRADED.get(head, "other")


def answer_outcome(answer: Answer) -> dict[str, Any]:
    """What a log line and the metrics keep of an answer: no answer text, no quote, no passage."""
    signals = answer.signals
    tokens = signals.get("tokens") or {}
    degraded = signals.get("degraded")
    return {
        "status": answer.status,
        "answerer": signals.get("answerer"),
        "decided_by": refusal_reason(signals),
        "citations": len(answer.citations),
        "unconfirmed": answer.unconfirmed is not None,
        "degraded": degraded_cause(str(degraded)) if degraded else None,
        "tokens": {"prompt": int(tokens.get("prompt", 0)), "completion": int(tokens.get("completion", 0))}
        if tokens
        else None,
        "timings_ms": {str(k): v for k, v in (signals.get("timings") or {}).items()},
    }


def note_answer(answer: Answer, question: str) -> None:
    """Record an ask's outcome on the current request (the ask route calls it, JSON and event stream alike)."""
    record = _CURRENT.get()
    if record is not None:
        record.answer = {**answer_outcome(answer), "question_chars": len(question)}


# --- metrics ---------------------------------------------------------------------------------

# Seconds: from a cached search (~5 ms) to a slow LLM answer; an ingestion job from a page to a long handbook.
_LATENCY = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
_JOB_SECONDS = (1.0, 5.0, 15.0, 60.0, 300.0, 900.0, 3600.0, 4 * 3600.0)


class _StoreCollector(Collector):
    """Read at scrape time: the connection pool's statistics and the jobs table's count by state."""

    def __init__(self, pool_stats: Callable[[], dict[str, int]], job_counts: Callable[[], dict[str, int]]) -> None:
        self._pool_stats = pool_stats
        self._job_counts = job_counts

    def describe(self) -> list[Metric]:
        return []  # registering does not read the store; these names are unique to this collector

    def collect(self) -> Iterator[Metric]:
        stats = _safely(self._pool_stats)
        if stats is not None:
            gauge = GaugeMetricFamily(
                "spanproof_db_pool_connections", "Pooled PostgreSQL connections (psycopg_pool).", labels=["state"]
            )
            for state, key in (("open", "pool_size"), ("idle", "pool_available"), ("max", "pool_max")):
                gauge.add_metric([state], stats.get(key, 0))
            yield gauge
            yield GaugeMetricFamily(
                "spanproof_db_pool_requests_waiting",
                "Requests waiting for a pooled connection now.",
                value=stats.get("requests_waiting", 0),
            )
            for name, key, doc in (
                ("spanproof_db_pool_requests", "requests_num", "Connections asked of the pool."),
                ("spanproof_db_pool_requests_queued", "requests_queued", "Requests that had to wait for one."),
                ("spanproof_db_pool_requests_errors", "requests_errors", "Requests that got none (timeout)."),
                ("spanproof_db_pool_connections_lost", "connections_lost", "Connections found broken."),
            ):
                yield CounterMetricFamily(name, doc, value=stats.get(key, 0))
            yield CounterMetricFamily(
                "spanproof_db_pool_wait_seconds",
                "Time requests spent waiting for a pooled connection.",
                value=stats.get("requests_wait_ms", 0) / 1000,
            )
        counts = _safely(self._job_counts)
        if counts is not None:
            jobs = GaugeMetricFamily("spanproof_jobs", "Ingestion jobs in the database, by state.", labels=["state"])
            for state in ("queued", "running", "done", "failed"):
                jobs.add_metric([state], counts.get(state, 0))
            yield jobs
        yield GaugeMetricFamily(
            "spanproof_metrics_store_up",
            "1 when the store answered this scrape (pool and jobs metrics are absent otherwise).",
            value=float(stats is not None and counts is not None),
        )


def _safely(read: Callable[[], dict[str, int]]) -> dict[str, int] | None:
    try:
        return read()
    except Exception:  # a scrape never fails for the store: the metric is left out and store_up says so
        logging.getLogger(__name__).warning("metrics: the store could not be read", exc_info=True)
        return None


class Metrics:
    """The service's metrics on a registry of its own; ``render()`` is the text ``/metrics`` serves."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.requests = Counter(
            "spanproof_http_requests",
            "HTTP requests by route template and status.",
            ["method", "route", "status"],
            registry=r,
        )
        self.latency = Histogram(
            "spanproof_http_request_duration_seconds",
            "HTTP request latency by route template.",
            ["method", "route"],
            buckets=_LATENCY,
            registry=r,
        )
        self.stages = Histogram(
            "spanproof_ask_stage_duration_seconds",
            "Time of each stage of an answer (signals.timings): retrieve, sentence_states, statistics, draft, verify.",
            ["stage"],
            buckets=_LATENCY,
            registry=r,
        )
        self.answers = Counter(
            "spanproof_answers", "Answers by status and answerer.", ["status", "answerer"], registry=r
        )
        self.refusals = Counter(
            "spanproof_refusals",
            "Refusals by the gate rule that decided them (signals.decided_by).",
            ["reason"],
            registry=r,
        )
        self.degraded = Counter(
            "spanproof_degraded_answers", "Answers whose LLM draft fell back, by cause.", ["cause"], registry=r
        )
        self.tokens = Counter("spanproof_llm_tokens", "LLM tokens used by answers.", ["kind"], registry=r)
        self.jobs_ended = Counter(
            "spanproof_jobs_ended",
            "Ingestion jobs this process ran, by how they ended (done, failed, requeued).",
            ["status"],
            registry=r,
        )
        self.job_seconds = Histogram(
            "spanproof_job_duration_seconds", "Ingestion job run time.", ["status"], buckets=_JOB_SECONDS, registry=r
        )

    def watch_store(self, pool_stats: Callable[[], dict[str, int]], job_counts: Callable[[], dict[str, int]]) -> None:
        self.registry.register(_StoreCollector(pool_stats, job_counts))

    def request_done(self, method: str, route: str, status: int, seconds: float, record: RequestRecord) -> None:
        self.requests.labels(method, route, str(status)).inc()
        self.latency.labels(method, route).observe(seconds)
        outcome = record.answer
        if outcome is None:
            return
        self.answers.labels(str(outcome["status"]), str(outcome["answerer"])).inc()
        if outcome["status"] == "refused":
            self.refusals.labels(outcome["decided_by"]).inc()
        if outcome["degraded"]:
            self.degraded.labels(outcome["degraded"]).inc()
        for kind, used in (outcome["tokens"] or {}).items():
            self.tokens.labels(kind).inc(used)
        for name, ms in outcome["timings_ms"].items():
            if isinstance(ms, int | float):
                self.stages.labels(name.removesuffix("_ms")).observe(ms / 1000)

    def job_done(self, status: str, seconds: float) -> None:
        self.jobs_ended.labels(status).inc()
        self.job_seconds.labels(status).observe(seconds)

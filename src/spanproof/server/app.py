"""The FastAPI app factory: one ``Spanproof`` facade and one job runner per process, opened in the lifespan."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.concurrency import run_in_threadpool

from spanproof.api import Spanproof
from spanproof.config import Settings
from spanproof.jobs import JobOutcome, JobRunner
from spanproof.observability import Metrics, configure_logging
from spanproof.server import errors
from spanproof.server.limits import BodyLimit, Timeout
from spanproof.server.observe import Observe
from spanproof.server.ratelimit import KeyRateLimiter
from spanproof.server.routes import collections, documents, health, jobs, metrics, query
from spanproof.store import sql

log = logging.getLogger(__name__)


def _open(settings: Settings, metrics: Metrics) -> tuple[Spanproof, JobRunner]:
    sp = Spanproof(settings)
    try:
        sp.embedder.embed_query("warm up")  # load the model now: /ready says so, the first request is not slow

        def job_counts() -> dict[str, int]:
            with sp.db.connection() as conn:
                return sql.job_counts(conn)

        metrics.watch_store(sp.db.pool_stats, job_counts)

        def ended(outcome: JobOutcome) -> None:
            metrics.job_done(outcome.status, outcome.seconds)

        return sp, JobRunner(sp, settings.job_workers, settings.job_sweep_seconds, ended).start()
    except BaseException:
        sp.close()
        raise


def _close(sp: Spanproof, runner: JobRunner) -> None:
    runner.close()
    sp.close()


def create_app(settings: Settings | None = None) -> FastAPI:
    """The HTTP service over the same Python API as the CLI; OpenAPI at /docs."""
    settings = settings or Settings()
    configure_logging(settings.log_level, settings.log_format)
    observed = Metrics()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        sp, runner = await run_in_threadpool(_open, settings, observed)
        app.state.spanproof, app.state.jobs = sp, runner
        try:
            yield
        finally:
            await run_in_threadpool(_close, sp, runner)

    app = FastAPI(
        title="spanproof",
        summary="Answers about technical documents only with verified, verbatim citations.",
        version="1",
        lifespan=lifespan,
    )
    errors.install(app, settings.retry_after)
    app.state.rate_limiter = KeyRateLimiter(settings.rate_limit_per_second, settings.rate_limit_burst)
    app.state.metrics = observed
    token = settings.metrics_token.get_secret_value() if settings.metrics_token else ""
    app.state.metrics_token = token or None  # an empty SPANPROOF_METRICS_TOKEN (compose's default) leaves it open
    for module in (health, collections, documents, query, jobs, metrics):
        app.include_router(module.router)
    # Added innermost first: the observer sees every request (a 504 or 413 too), the timeout covers the rest, the
    # body limit covers reading the body.
    app.add_middleware(BodyLimit, max_bytes=settings.max_upload_bytes)
    app.add_middleware(Timeout, seconds=settings.request_timeout)
    app.add_middleware(Observe, metrics=observed)
    return app

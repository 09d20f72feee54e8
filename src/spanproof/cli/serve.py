"""``spanproof serve``: the HTTP service (FastAPI under uvicorn); OpenAPI at /docs."""

from __future__ import annotations

from typing import Annotated

import typer


def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
) -> None:
    """Serve the JSON API (/v1, API keys in X-API-Key); settings from SPANPROOF_* like every command."""
    import uvicorn

    from spanproof.server import create_app
    from spanproof.store.db import stop_on_sigterm

    # The app opens the embedded server in a worker thread, which cannot install signal handlers. uvicorn
    # re-raises the SIGTERM it caught once it has shut down gracefully; this makes that a clean exit, whose
    # atexit hook stops the embedded PostgreSQL (a plain SIGTERM would leave it running).
    stop_on_sigterm()
    uvicorn.run(create_app(), host=host, port=port, log_level=log_level, timeout_graceful_shutdown=10)


def register(app: typer.Typer) -> None:
    app.command()(serve)

"""``spanproof serve``: the HTTP service (FastAPI under uvicorn); OpenAPI at /docs."""

from __future__ import annotations

import os
from typing import Annotated, Any

import typer


def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    workers: Annotated[
        int, typer.Option(min=1, help="Service processes; one per core serves the most (they share the database).")
    ] = 1,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
) -> None:
    """Serve the JSON API (/v1, API keys in X-API-Key); settings from SPANPROOF_* like every command."""
    import uvicorn

    from spanproof.config import Settings
    from spanproof.observability import configure_logging
    from spanproof.server import create_app
    from spanproof.store.db import start_embedded_server, stop_on_sigterm

    # The app opens the embedded server in a worker thread, which cannot install signal handlers. uvicorn
    # re-raises the SIGTERM it caught once it has shut down gracefully; this makes that a clean exit, whose
    # atexit hook stops the embedded PostgreSQL (a plain SIGTERM would leave it running).
    stop_on_sigterm()
    settings = Settings()
    # uvicorn's own lines go through the same JSON handler (log_config=None below); each request has one line of
    # ours (the app's), so uvicorn's access log is off.
    configure_logging(settings.log_level, settings.log_format)
    if workers == 1:
        app: Any = create_app(settings)
    else:
        if not settings.database_url:
            # This supervising process owns the embedded server (it stops when this process exits); the workers
            # it starts connect to it by URL, like any external database.
            os.environ["SPANPROOF_DATABASE_URL"] = start_embedded_server(settings)
        app = "spanproof.server:create_app"  # each worker process builds its own app
    uvicorn.run(
        app,
        factory=workers > 1,
        workers=workers,
        host=host,
        port=port,
        log_level=log_level,
        log_config=None,
        access_log=False,
        timeout_graceful_shutdown=10,
    )


def register(app: typer.Typer) -> None:
    app.command()(serve)

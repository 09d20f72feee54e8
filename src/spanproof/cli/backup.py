"""``spanproof backup`` / ``spanproof restore``: the whole store to one file and back (pg_dump / pg_restore)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def backup(file: Annotated[Path, typer.Argument(help="The backup file to write (pg_dump custom format).")]) -> None:
    """Back up the store (the embedded PostgreSQL, or SPANPROOF_DATABASE_URL): every tenant, collection, document,
    version, key and job record. Uploads still waiting in the spool folder are not in it."""
    from spanproof import Spanproof

    with Spanproof() as client:
        written = client.backup(file)
    typer.echo(f"backed up to {written} ({written.stat().st_size:,} bytes)")


def restore(
    file: Annotated[Path, typer.Argument(help="A file written by `spanproof backup`.")],
    force: Annotated[
        bool, typer.Option("--force", help="Replace a store that already holds collections or API keys.")
    ] = False,
) -> None:
    """Restore the store from FILE. The file is checked and restored in full into a scratch database first: a
    truncated or foreign file is an error that leaves the store as it was."""
    from spanproof import Spanproof

    with Spanproof() as client:
        client.restore(file, force=force)
    typer.echo(f"restored from {file}")


def register(app: typer.Typer) -> None:
    app.command()(backup)
    app.command()(restore)

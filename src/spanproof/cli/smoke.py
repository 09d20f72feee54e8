"""``spanproof smoke URL --key KEY``: check a running deployment over HTTP, end to end, in under a minute."""

from __future__ import annotations

from typing import Annotated

import typer


def smoke(
    url: Annotated[str, typer.Argument(help="The service's base URL, e.g. https://spanproof.example.com")],
    key: Annotated[str, typer.Option("--key", envvar="SPANPROOF_SMOKE_KEY", help="A read-write key of a tenant.")],
    other_key: Annotated[
        str | None,
        typer.Option("--other-key", envvar="SPANPROOF_SMOKE_OTHER_KEY", help="A key of another tenant (404 check)."),
    ] = None,
    timeout: Annotated[float, typer.Option(help="Seconds the upload jobs may take in all.")] = 60.0,
) -> None:
    """Health and readiness, an upload job, a search with scores, a confirmed answer whose quote is on its cited
    page, a refusal, another tenant's 404, an as-of answer citing the earlier revision; in a collection of its own,
    deleted at the end. Exits 1 at the first failure, with one line saying which and why."""
    from spanproof.smoke import Smoke, SmokeFailure

    try:
        Smoke(url, key, other_key, timeout, report=typer.echo).run()
    except SmokeFailure as exc:
        typer.echo(f"FAIL  {exc}", err=True)
        raise typer.Exit(1) from exc


def register(app: typer.Typer) -> None:
    app.command()(smoke)

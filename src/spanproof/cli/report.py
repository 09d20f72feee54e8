"""``spanproof report``: the content gaps, refused and thumbs-down questions by reason, collection and week."""

from __future__ import annotations

from typing import Annotated

import typer

from spanproof.cli.documents import JsonOption
from spanproof.cli.render import print_json


def report(
    weeks: Annotated[int, typer.Option(min=1, max=520, help="How many weeks back.")] = 12,
    collection: Annotated[str | None, typer.Option("--collection", "-c", help="Only this collection.")] = None,
    tenant: Annotated[str | None, typer.Option("--tenant", "-t", help="The tenant (default: the local one).")] = None,
    as_json: JsonOption = False,
) -> None:
    """List the content gaps: questions the documents could not answer (refused, or sent for review) and answers
    given a thumbs down on the web page, grouped by reason and collection, counted by week."""
    from spanproof.cli.session import open_client
    from spanproof.store.sql import LOCAL_TENANT
    from spanproof.store.sql.feedback import REASONS

    with open_client() as client:
        rows = client.content_gaps(tenant=tenant or LOCAL_TENANT, weeks=weeks, collection=collection)
    if as_json:
        print_json(rows)
        return
    if not rows:
        typer.echo(f"no content gaps in the last {weeks} weeks")
        return
    for row in rows:
        reason = REASONS.get(row["reason"], row["reason"])
        typer.echo(f"week of {row['week']}\t{row['collection']}\t{reason}\t{row['count']}")
        for question in row["questions"]:
            typer.echo(f"    {question}")


def register(app: typer.Typer) -> None:
    app.command()(report)

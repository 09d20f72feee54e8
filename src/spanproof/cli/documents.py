"""Commands that manage what is stored: ingest, stats, collections (list, delete)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from spanproof.cli.session import open_client
from spanproof.defaults import DEFAULT_COLLECTION

if TYPE_CHECKING:
    from spanproof import IngestReport, Spanproof

CollectionOption = Annotated[str, typer.Option("--collection", "-c", help="Collection name.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
MetaOption = Annotated[
    list[str] | None,
    typer.Option(
        "--meta",
        help="Document metadata: a JSON file (document, version, effective_from, effective_to, recorded_at,"
        " supersedes, applicability; a <file>.meta.json sidecar beside a file adds to it), or KEY=VALUE (repeatable).",
    ),
]


def parse_pairs(pairs: list[str] | None) -> dict[str, str] | None:
    """``["variant=A", "model=PX-200"]`` → ``{"variant": "A", "model": "PX-200"}``."""
    if not pairs:
        return None
    parsed = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise typer.BadParameter(f"expected KEY=VALUE, got {pair!r}")
        parsed[key.strip()] = value.strip()
    return parsed


def parse_meta(values: list[str] | None) -> dict[str, Any] | None:
    """``--meta FILE.json`` (a metadata object) and ``--meta KEY=VALUE`` pairs, merged in order."""
    if not values:
        return None
    from spanproof.errors import InvalidMetadata
    from spanproof.ingest.metadata import read_metadata_file

    merged: dict[str, Any] = {}
    for value in values:
        if "=" not in value and value.endswith(".json"):
            try:
                merged.update(read_metadata_file(Path(value)))
            except InvalidMetadata as exc:
                raise typer.BadParameter(str(exc)) from exc
        else:
            merged.update(parse_pairs([value]) or {})
    return merged


def run_ingest(
    client: Spanproof,
    paths: list[Path],
    collection: str,
    show_progress: bool,
    metadata: dict[str, Any] | None = None,
    version: str | None = None,
) -> IngestReport:
    if not show_progress:
        return client.ingest(paths, collection=collection, metadata=metadata, version=version)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, transient=True) as progress:
        task = progress.add_task("ingesting", total=None)

        def update(stage: str, done: int, total: int, source: str) -> None:
            progress.update(task, completed=done, total=total, description=f"{stage} {source}"[:60])

        return client.ingest(paths, collection=collection, metadata=metadata, version=version, progress=update)


def ingest(
    paths: Annotated[list[Path], typer.Argument(help="Files or folders (walked recursively).")],
    collection: CollectionOption = DEFAULT_COLLECTION,
    meta: MetaOption = None,
    version: Annotated[str | None, typer.Option("--version-label", help="Document version label.")] = None,
    as_json: JsonOption = False,
) -> None:
    """Ingest PDF, Markdown, HTML and text files; unchanged files are skipped."""
    from spanproof.cli.render import print_ingest_report, print_json

    with open_client() as client:
        report = run_ingest(client, paths, collection, not as_json, parse_meta(meta), version)
    if as_json:
        print_json(report.to_dict())
    else:
        print_ingest_report(report)
    if report.failed:
        raise typer.Exit(1)


def stats(collection: CollectionOption = DEFAULT_COLLECTION, as_json: JsonOption = False) -> None:
    """Documents, pages, chunks by kind and the index model of a collection."""
    from spanproof.cli.render import print_json

    with open_client() as client:
        data = client.stats(collection)
    if as_json:
        print_json(data)
    else:
        for key, value in data.items():
            typer.echo(f"{key}: {value}")


def collections(
    as_json: JsonOption = False,
    delete: Annotated[
        str | None,
        typer.Option("--delete", metavar="NAME", help="Delete this collection and everything stored in it first."),
    ] = None,
) -> None:
    """List collections (after deleting one, with --delete)."""
    from spanproof.cli.render import print_json

    with open_client() as client:
        if delete is not None:
            client.delete_collection(delete)
            if not as_json:
                typer.echo(f"deleted collection {delete!r}")
        data = client.collections()
    if as_json:
        print_json(data)
    else:
        for row in data:
            typer.echo(f"{row['name']}\t{row['documents']} documents")


def register(app: typer.Typer) -> None:
    app.command()(ingest)
    app.command()(stats)
    app.command()(collections)

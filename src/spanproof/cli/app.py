"""The ``spanproof`` command: groups of subcommands over the Python API, our errors as clean exits."""

from __future__ import annotations

import sys

import typer

from spanproof import SpanproofError
from spanproof.cli import backup, demo, documents, evaluate, keys, mcp, query, serve, smoke
from spanproof.cli.render import errors

app = typer.Typer(
    help="Answers questions about technical documents only with verified, verbatim citations.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
documents.register(app)
query.register(app)
demo.register(app)
evaluate.register(app)
serve.register(app)
keys.register(app)
mcp.register(app)
backup.register(app)
smoke.register(app)


def main() -> None:
    try:
        app()
    except SpanproofError as exc:
        errors.print(f"[red]error:[/] {exc}")
        sys.exit(2)
    except KeyboardInterrupt:
        errors.print("interrupted")
        sys.exit(130)

"""The ``spanproof`` command: groups of subcommands over the Python API, our errors as clean exits.

Only typer and the command modules are imported here, and those import the API inside each command: ``--help``
loads neither the database driver nor numpy nor the answering stack (docs/performance.md, "CLI start").
"""

from __future__ import annotations

import sys

import typer

from spanproof.cli import backup, demo, documents, evaluate, keys, mcp, query, report, serve, server, smoke
from spanproof.errors import SpanproofError

app = typer.Typer(
    help="Answers questions about technical documents only with verified, verbatim citations.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    # Plain help and usage errors: typer's rich formatting imports rich.markdown and markdown-it first, which
    # tripled the time of `spanproof --help` (docs/performance.md, "CLI start"). Every group sets it: typer does
    # not inherit it.
    rich_markup_mode=None,
)
documents.register(app)
query.register(app)
demo.register(app)
evaluate.register(app)
serve.register(app)
server.register(app)
keys.register(app)
report.register(app)
mcp.register(app)
backup.register(app)
smoke.register(app)


def main() -> None:
    try:
        app()
    except SpanproofError as exc:
        from spanproof.cli.render import errors

        errors.print(f"[red]error:[/] {exc}")
        sys.exit(2)
    except KeyboardInterrupt:
        from spanproof.cli.render import errors

        errors.print("interrupted")
        sys.exit(130)

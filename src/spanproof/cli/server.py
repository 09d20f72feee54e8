"""``spanproof server status | stop``: the embedded PostgreSQL the CLI keeps up between commands."""

from __future__ import annotations

from typing import Annotated

import typer

from spanproof.cli.documents import JsonOption

server_app = typer.Typer(
    help="The embedded PostgreSQL under SPANPROOF_HOME, kept up for SPANPROOF_SERVER_IDLE minutes (CLI default 10)"
    " after the last command so that the next one starts at once.",
    no_args_is_help=True,
    rich_markup_mode=None,
)


def _data_dir_and_external() -> tuple[str, bool]:
    from spanproof.cli.session import cli_settings

    settings = cli_settings()
    return str(settings.embedded_data_dir), bool(settings.database_url)


@server_app.command("status")
def status(as_json: JsonOption = False) -> None:
    """Whether the embedded server runs, its PID and URI, whether a watchdog keeps it up, whether it is in use."""
    from pathlib import Path

    from spanproof.cli.render import print_json
    from spanproof.store import embedded

    data_dir, external = _data_dir_and_external()
    state = embedded.status(Path(data_dir)).to_dict()
    state["database_url_set"] = external  # then the commands use that database, not this one
    if as_json:
        print_json(state)
        return
    for key, value in state.items():
        typer.echo(f"{key}: {value}")


@server_app.command("stop")
def stop(
    wait: Annotated[float, typer.Option(help="Seconds to wait for commands still using it.")] = 10.0,
    force: Annotated[bool, typer.Option("--force", help="Stop it even if in use (their sessions are cut).")] = False,
) -> None:
    """Stop the embedded server now (its watchdog exits with it); the next command starts it again."""
    from pathlib import Path

    from spanproof.store import embedded

    data_dir, _ = _data_dir_and_external()
    stopped = embedded.stop(Path(data_dir), wait=wait, force=force)
    typer.echo(f"stopped the server in {data_dir}" if stopped else f"no server running in {data_dir}")


def register(app: typer.Typer) -> None:
    app.add_typer(server_app, name="server")

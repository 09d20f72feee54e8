"""``spanproof keys``: API keys of the HTTP service (create, list, revoke). A key is printed once."""

from __future__ import annotations

from typing import Annotated

import typer

from spanproof.cli.documents import JsonOption
from spanproof.cli.session import open_client

keys_app = typer.Typer(
    help="API keys of the HTTP service: each maps to a tenant and its access groups.", rich_markup_mode=None
)


@keys_app.command("create")
def create(
    tenant: Annotated[str, typer.Option("--tenant", "-t", help="The tenant the key acts for.")],
    group: Annotated[
        list[str] | None,
        typer.Option("--group", "-g", help="An access group (repeatable); without any, the key sees every group."),
    ] = None,
    public_only: Annotated[
        bool, typer.Option("--public-only", help="No groups: the key sees only documents without access groups.")
    ] = False,
    read_only: Annotated[bool, typer.Option("--read-only", help="The key may search and ask, not change.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Create a key for TENANT and print it (only now: the store keeps its hash)."""
    from spanproof.cli.render import print_json

    groups: list[str] | None = [] if public_only else (group or None)
    with open_client() as client:
        key, record = client.create_api_key(tenant, groups=groups, can_write=not read_only)
    if as_json:
        print_json({"key": key, **record})
    else:
        typer.echo(key)
        typer.echo(
            f"tenant {record['tenant']}, groups {record['groups'] if record['groups'] is not None else 'all'},"
            f" {'read-write' if record['can_write'] else 'read-only'}; it is shown only once",
            err=True,
        )


@keys_app.command("revoke")
def revoke(key: Annotated[str, typer.Argument(help="The whole key, or its prefix as `keys list` shows it.")]) -> None:
    """Revoke a key: requests with it get 401 from now on."""
    with open_client() as client:
        prefix = client.revoke_api_key(key)
    typer.echo(f"revoked {prefix}…")


@keys_app.command("list")
def list_keys(
    tenant: Annotated[str | None, typer.Option("--tenant", "-t", help="Only this tenant's keys.")] = None,
    as_json: JsonOption = False,
) -> None:
    """List keys by prefix (the keys themselves are not stored)."""
    from spanproof.cli.render import print_json

    with open_client() as client:
        rows = client.api_keys(tenant)
    if as_json:
        print_json(rows)
        return
    for row in rows:
        groups = ",".join(row["groups"]) if row["groups"] is not None else "*"
        state = f"revoked {row['revoked_at']}" if row["revoked_at"] else "active"
        access = "rw" if row["can_write"] else "ro"
        typer.echo(f"{row['prefix']}…\t{row['tenant']}\tgroups={groups}\t{access}\t{state}")


def register(app: typer.Typer) -> None:
    app.add_typer(keys_app, name="keys")

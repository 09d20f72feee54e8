"""``spanproof mcp``: the Model Context Protocol server on stdio, for agents (docs/mcp.md)."""

from __future__ import annotations

import typer


def mcp() -> None:
    """Serve MCP over stdin/stdout: tools list_collections, search and ask, for the local tenant or the tenant of
    SPANPROOF_API_KEY. Logs go to stderr; stdout carries the protocol only."""
    from spanproof.mcp import serve

    serve()


def register(app: typer.Typer) -> None:
    app.command()(mcp)

"""The MCP server over the facade (``spanproof mcp``): tools ``list_collections``, ``search`` and ``ask`` on stdio.

Results are the HTTP API's JSON: ``list_collections`` the collections as ``GET /v1/collections``, ``search`` the
hits as ``GET /v1/collections/{name}/search`` (every score, null when not computed), ``ask`` ``Answer.to_dict()``
(answered, refused with its ``unconfirmed`` statement when there is one, or review). Each result is one text
block holding that JSON, and the same value as structured content (a list wrapped as ``{"result": [...]}``, as the
protocol wants an object). Bad arguments and failures are tool errors (``isError``) with the message an HTTP
client would read; the server keeps serving.

The server acts for one tenant: the local one, or the tenant (and access groups) of ``SPANPROOF_API_KEY``.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from spanproof.api import Spanproof
from spanproof.config import Settings
from spanproof.errors import SpanproofError, public_message
from spanproof.store.sql import LOCAL_TENANT
from spanproof.tenancy import Principal

MAX_QUERY_CHARS = 2000  # as the HTTP API
MAX_K = 100

INSTRUCTIONS = (
    "spanproof answers questions about technical documents only with citations to the exact document, version,"
    " page and verbatim span, checked against the stored page text; when the documents do not support an answer it"
    " refuses. Call list_collections first, then ask (status answered: the answer and its citations; refused: the"
    " reason, and under 'unconfirmed' the closest verified statement, which is NOT an answer; review: sources"
    " disagree) or search (ranked passages with their scores)."
)

Collection = Annotated[str, Field(min_length=1, max_length=128, description="A collection name (list_collections).")]
Text = Annotated[str, Field(min_length=1, max_length=MAX_QUERY_CHARS)]
AsOf = Annotated[str | None, Field(max_length=40, description="The date, YYYY-MM-DD (default today).")]
KnownAsOf = Annotated[str | None, Field(max_length=40, description="The knowledge time, ISO 8601 (default now).")]
Label = Annotated[str | None, Field(max_length=300)]
Serial = Annotated[int | None, Field(ge=0, description="Only versions for this serial number.")]
Documents = Annotated[list[str] | None, Field(max_length=100, description="Only these documents (source names).")]

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)


def local_principal() -> Principal:
    return Principal(LOCAL_TENANT, None, True)


def principal_for(sp: Spanproof) -> Principal:
    """The local tenant, or the one ``SPANPROOF_API_KEY`` stands for (InvalidApiKey when it stands for none)."""
    key = sp.settings.api_key
    return sp.authenticate(key.get_secret_value()) if key is not None else local_principal()


def _result(payload: dict[str, Any] | list[dict[str, Any]]) -> CallToolResult:
    text = json.dumps(payload, ensure_ascii=False)
    structured = payload if isinstance(payload, dict) else {"result": payload}
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=structured)


def _call(work: Callable[[], dict[str, Any] | list[dict[str, Any]]]) -> CallToolResult:
    """Run a facade call; our errors become the tool error an HTTP client would read (never a crash)."""
    try:
        return _result(work())
    except SpanproofError as exc:
        raise ToolError(public_message(exc)) from exc


def _text(value: str, name: str) -> str:
    if not value.strip():
        raise ToolError(f"{name} is empty")
    return value


def build_server(sp: Spanproof, principal: Principal) -> MCPServer:
    """The MCP server whose tools call ``sp`` for ``principal``."""
    # WARNING: the SDK would log every request and the embedded server every command on stderr at INFO
    server: MCPServer = MCPServer("spanproof", instructions=INSTRUCTIONS, version=_version(), log_level="WARNING")
    tenant, groups = principal.tenant, principal.groups
    caller: dict[str, Any] = {"tenant": tenant, "groups": groups}

    @server.tool(annotations=READ_ONLY)
    def list_collections() -> CallToolResult:
        """The collections this server sees, each with its number of documents and its embedding model."""
        return _call(lambda: sp.collections(tenant=tenant, groups=groups))

    @server.tool(annotations=READ_ONLY)
    def search(
        query: Annotated[Text, Field(description="What to look for (words, part numbers, error codes).")],
        collection: Collection,
        k: Annotated[int, Field(ge=1, le=MAX_K, description="How many hits.")] = 10,
        documents: Documents = None,
        as_of: AsOf = None,
        known_as_of: KnownAsOf = None,
        variant: Label = None,
        serial: Serial = None,
        product: Label = None,
        version: Label = None,
    ) -> CallToolResult:
        """Hybrid search (BM25 and dense, fused, reranked): the best passages, each with its document, version,
        page, offsets and every score. Passages are evidence to read, not answers."""
        _text(query, "query")
        when = _eligibility(as_of, known_as_of, variant, serial, product, version)
        return _call(
            lambda: [
                hit.to_dict()
                for hit in sp.search(query, collection=collection, k=k, documents=documents, **caller, **when)
            ]
        )

    @server.tool(annotations=READ_ONLY)
    def ask(
        question: Annotated[Text, Field(description="The question, in your own words.")],
        collection: Collection,
        documents: Documents = None,
        as_of: AsOf = None,
        known_as_of: KnownAsOf = None,
        variant: Label = None,
        serial: Serial = None,
        product: Label = None,
        version: Label = None,
    ) -> CallToolResult:
        """Answer with verified citations (status "answered"), or refuse (status "refused", with the reason and,
        under "unconfirmed", the closest verified statement, which is not an answer), or "review" when in-force
        sources disagree. Every citation's quote is the exact stored text of its page."""
        _text(question, "question")
        when = _eligibility(as_of, known_as_of, variant, serial, product, version)
        return _call(lambda: sp.ask(question, collection=collection, documents=documents, **caller, **when).to_dict())

    return server


def _eligibility(
    as_of: str | None,
    known_as_of: str | None,
    variant: str | None,
    serial: int | None,
    product: str | None,
    version: str | None,
) -> dict[str, Any]:
    """The optional effectivity arguments, as the facade's keyword arguments."""
    return {
        "as_of": as_of,
        "known_as_of": known_as_of,
        "variant": variant,
        "serial": serial,
        "product": product,
        "version": version,
    }


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("spanproof")
    except PackageNotFoundError:
        return "0"


@contextmanager
def stdout_to_stderr() -> Iterator[None]:
    """While starting, anything written to fd 1 (the embedded server's tools, a library's notice) goes to stderr:
    on stdio, fd 1 carries the protocol and nothing else."""
    sys.stdout.flush()
    saved = os.dup(1)
    try:
        os.dup2(2, 1)
        yield
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)


def serve(settings: Settings | None = None) -> None:
    """Open the store, resolve the tenant, load the models, then serve MCP on stdin/stdout until stdin closes."""
    with Spanproof(settings) as sp:
        with stdout_to_stderr():
            sp.db  # noqa: B018  open (or start) the database now: a store that cannot open fails here, clearly
            principal = principal_for(sp)
            sp.embedder  # noqa: B018  load now, so the first tool call does not wait for it
            sp.pipeline  # noqa: B018
        build_server(sp, principal).run("stdio")

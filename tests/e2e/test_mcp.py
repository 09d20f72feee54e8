"""``spanproof mcp`` driven by the MCP SDK's own client (stdio_client + ClientSession) over stdio: a real subprocess
on the session's real embedded PostgreSQL. Results must be the HTTP API's JSON; bad arguments must be tool errors
while the server keeps serving."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.types import CallToolResult

from spanproof import Spanproof, TextDocument
from tests.conftest import stored_page

pytestmark = pytest.mark.integration

TORQUE = "Main rotor nut. Torque the main rotor retaining nut to 110 Nm, then safety-wire it."
PUMP = (
    "Fault codes. Fault E-21 means the inlet valve is stuck closed. Replace the inlet valve seal and restart the pump."
    "\fLubrication. Change the oil filter every 500 operating hours. Use SAE 30 oil in the gearbox."
)


@pytest.fixture(scope="module")
def corpus(client: Spanproof) -> str:
    name = f"mcp-{uuid.uuid4().hex[:8]}"
    report = client.ingest_texts(
        [TextDocument("rotor.txt", TORQUE, "PX200 rotor"), TextDocument("pump.txt", PUMP, "PX-200 pump")],
        collection=name,
    )
    assert not report.failed, report.to_dict()
    return name


@asynccontextmanager
async def mcp_session(client: Spanproof, home: Path, **env: str) -> AsyncIterator[ClientSession]:
    variables = {k: v for k, v in os.environ.items() if not k.startswith("SPANPROOF_")}
    variables |= {"SPANPROOF_HOME": str(home), "SPANPROOF_DATABASE_URL": client.db.url, **env}
    params = StdioServerParameters(command=sys.executable, args=["-m", "spanproof.cli", "mcp"], env=variables)
    with (home / "mcp-stderr.log").open("w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
            with anyio.fail_after(120):
                await session.initialize()
            yield session


def payload(result: CallToolResult) -> Any:
    assert not result.is_error, result.content
    assert len(result.content) == 1 and result.content[0].type == "text"
    value = json.loads(result.content[0].text)
    wrapped = value if isinstance(value, dict) else {"result": value}
    assert result.structured_content == wrapped  # the same value, structured
    return value


def error_text(result: CallToolResult) -> str:
    assert result.is_error, result
    return " ".join(block.text for block in result.content if block.type == "text")


def test_mcp_tools_over_stdio(client: Spanproof, corpus: str, tmp_path: Path) -> None:
    async def scenario() -> None:
        async with mcp_session(client, tmp_path) as mcp:
            tools = {tool.name: tool for tool in (await mcp.list_tools()).tools}
            assert set(tools) == {"list_collections", "search", "ask"}
            assert set(tools["search"].input_schema["required"]) == {"query", "collection"}
            assert set(tools["ask"].input_schema["required"]) == {"question", "collection"}

            collections = payload(await mcp.call_tool("list_collections", {}))
            assert collections == client.collections()  # the HTTP API's rows: name, documents, model, dim, created_at
            assert {"name": corpus, "documents": 2}.items() <= next(
                c for c in collections if c["name"] == corpus
            ).items()

            hits = payload(await mcp.call_tool("search", {"query": "fault E-21", "collection": corpus, "k": 3}))
            expected = [h.to_dict() for h in client.search("fault E-21", collection=corpus, k=3)]
            assert hits == json.loads(json.dumps(expected))
            assert hits[0]["document"] == "pump.txt" and hits[0]["scores"]["lexical"] is not None

            answer = payload(
                await mcp.call_tool(
                    "ask", {"question": "What is the main rotor retaining nut torque?", "collection": corpus}
                )
            )
            assert answer["status"] == "answered" and "110" in answer["answer"], answer
            assert set(answer) == {"status", "answer", "citations", "reason", "unconfirmed", "signals", "hits"}
            for cited in answer["citations"]:
                page = stored_page(client, corpus, cited["document"], cited["page"])
                assert page[cited["start"] : cited["end"]] == cited["quote"]
            assert answer["unconfirmed"] is None

            refused = payload(
                await mcp.call_tool("ask", {"question": "Who composed the Moonlight Sonata?", "collection": corpus})
            )
            assert refused["status"] == "refused" and refused["citations"] == [] and refused["reason"], refused

            as_of = payload(
                await mcp.call_tool(
                    "search", {"query": "rotor nut torque", "collection": corpus, "as_of": "2020-01-01", "k": 2}
                )
            )
            assert [h["document"] for h in as_of][:1] == ["rotor.txt"]

            for name, arguments, words in (
                ("search", {"query": "torque", "collection": "no-such-collection"}, "does not exist"),
                ("ask", {"question": "torque?", "collection": "no-such-collection"}, "does not exist"),
                ("search", {"query": "torque"}, "collection"),
                ("ask", {"collection": corpus}, "question"),
                ("search", {"query": "", "collection": corpus}, "query"),
                ("search", {"query": "   ", "collection": corpus}, "query is empty"),
                ("search", {"query": "torque", "collection": corpus, "k": 0}, "k"),
                ("search", {"query": "torque", "collection": corpus, "k": 101}, "k"),
                ("search", {"query": "torque", "collection": corpus, "k": "many"}, "k"),
                ("search", {"query": ["torque"], "collection": corpus}, "query"),
                ("ask", {"question": "torque?", "collection": corpus, "as_of": "soon"}, "as_of"),
                ("ask", {"question": "torque?", "collection": 7}, "collection"),
                ("no_such_tool", {}, "no_such_tool"),
            ):
                result = await mcp.call_tool(name, arguments)
                assert words in error_text(result), (name, arguments, result)
            # still serving after every bad call
            assert payload(await mcp.call_tool("list_collections", {}))

    anyio.run(scenario)


def test_mcp_acts_for_the_tenant_of_its_key(client: Spanproof, corpus: str, tmp_path: Path) -> None:
    tenant = f"mcp-tenant-{uuid.uuid4().hex[:8]}"
    key, _ = client.create_api_key(tenant)
    client.ingest_texts(
        [TextDocument("own.txt", "The tenant's own fact: the hangar door code is QX-5.")],
        collection="own",
        tenant=tenant,
    )

    async def scenario() -> None:
        async with mcp_session(client, tmp_path, SPANPROOF_API_KEY=key) as mcp:
            names = [c["name"] for c in payload(await mcp.call_tool("list_collections", {}))]
            assert names == ["own"]  # the local tenant's collections are not this tenant's
            missing = await mcp.call_tool("search", {"query": "torque", "collection": corpus})
            assert "does not exist" in error_text(missing)  # another tenant's collection is a plain "not found"

    anyio.run(scenario)


def test_mcp_with_a_revoked_key_exits_with_a_clear_error(client: Spanproof, tmp_path: Path) -> None:
    key, _ = client.create_api_key(f"gone-{uuid.uuid4().hex[:8]}")
    client.revoke_api_key(key)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SPANPROOF_")}
    env |= {"SPANPROOF_HOME": str(tmp_path), "SPANPROOF_DATABASE_URL": client.db.url, "SPANPROOF_API_KEY": key}
    done = subprocess.run(
        [sys.executable, "-m", "spanproof.cli", "mcp"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2 and "API key is not valid" in done.stderr, done
    assert done.stdout == ""  # nothing but the protocol ever goes to stdout

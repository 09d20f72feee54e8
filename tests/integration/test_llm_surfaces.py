"""``answerer: "llm"`` through every surface: the HTTP service (JSON and SSE) in a subprocess and the CLI, both
pointed at a real scripted loopback server speaking OpenAI's chat completions protocol."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from spanproof import Spanproof, TextDocument
from tests.integration.server_process import ServerProcess, start_server, wait_for_job
from tests.integration.test_server import sse_events
from tests.openai_server import ScriptedLLM, Step, scripted_llm

pytestmark = pytest.mark.integration

KEY = "sk-surface-secret-abcdef987654321"
TEXT = "Fault codes. Fault E-21 means the inlet valve is stuck closed. Replace the inlet valve seal."
QUOTE = "Fault E-21 means the inlet valve is stuck closed."
QUESTION = "What does fault E-21 mean?"


def reply(body: dict[str, object]) -> str:
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")  # type: ignore[attr-defined,index]
    number = next(n for n in range(1, 20) if f"[{n}] document faults.txt" in user)
    claim = {"text": "It means the inlet valve is stuck closed.", "citations": [{"passage": number, "quote": QUOTE}]}
    return json.dumps({"claims": [claim]})


@pytest.fixture(scope="module")
def llm() -> Iterator[ScriptedLLM]:
    with scripted_llm(reply) as server:
        yield server


@pytest.fixture(scope="module")
def tenant_key(client: Spanproof) -> tuple[str, str]:
    tenant = "llm-surfaces"
    client.ingest_texts([TextDocument("faults.txt", TEXT)], collection="faults", tenant=tenant)
    return tenant, client.create_api_key(tenant)[0]


@pytest.fixture(scope="module")
def server(
    client: Spanproof, tmp_path_factory: pytest.TempPathFactory, llm: ScriptedLLM, tenant_key: tuple[str, str]
) -> Iterator[ServerProcess]:
    srv = start_server(
        tmp_path_factory.mktemp("llm-server-home"),
        client.db.url,
        llm_base_url=llm.base_url,
        llm_model="scripted",
        llm_api_key=KEY,
        llm_timeout=2,
    )
    yield srv
    srv.stop()


def test_http_json_and_sse_answer_with_the_llm(
    server: ServerProcess, llm: ScriptedLLM, tenant_key: tuple[str, str]
) -> None:
    llm.script = [reply]
    with httpx.Client(base_url=server.url, headers={"X-API-Key": tenant_key[1]}, timeout=60) as api:
        answer = api.post("/v1/collections/faults/ask", json={"question": QUESTION, "answerer": "llm"}).json()
        streamed = api.post(
            "/v1/collections/faults/ask",
            json={"question": QUESTION, "answerer": "llm"},
            headers={"Accept": "text/event-stream"},
        )
        ready = api.get("/ready")
    assert answer["status"] == "answered", answer["reason"]
    assert answer["signals"]["answerer"] == "llm" and answer["signals"]["degraded"] is None
    assert [c["quote"] for c in answer["citations"]] == [QUOTE]
    events = sse_events(streamed.text)
    names = [e for e, _ in events]
    assert names == ["stage"] * 4 + ["claim", "answer"]
    claim = {"text": "It means the inlet valve is stuck closed.", "citations": answer["citations"], "calculation": None}
    assert events[4][1] == claim
    assert KEY not in streamed.text and KEY not in json.dumps(answer) and KEY not in ready.text
    assert KEY not in server.log_tail()


def test_the_key_is_in_no_job_row_nor_job_response(
    server: ServerProcess, client: Spanproof, tenant_key: tuple[str, str]
) -> None:
    with httpx.Client(base_url=server.url, headers={"X-API-Key": tenant_key[1]}, timeout=60) as api:
        response = api.post("/v1/collections/faults/documents", json={"title": "Memo", "text": "Seal kit SK-9."})
        assert response.status_code == 202, response.text
        job = wait_for_job(api, response.json()["id"])
        listed = api.get(f"/v1/jobs/{job['id']}").text
    with client.db.connection() as conn:
        rows = conn.execute("SELECT row_to_json(j)::text FROM jobs j").fetchall()
    assert rows and all(KEY not in row[0] for row in rows)
    assert KEY not in listed and KEY not in json.dumps(job)


def test_sse_streams_each_agent_step_then_the_claims(
    server: ServerProcess, llm: ScriptedLLM, tenant_key: tuple[str, str]
) -> None:
    search = Step(tool_calls=[("search", {"query": "fault E-21", "k": 2})])
    llm.script = [search, reply, search, reply]
    with httpx.Client(base_url=server.url, headers={"X-API-Key": tenant_key[1]}, timeout=60) as api:
        body = {"question": QUESTION, "answerer": "agent"}
        answer = api.post("/v1/collections/faults/ask", json=body).json()
        streamed = api.post("/v1/collections/faults/ask", json=body, headers={"Accept": "text/event-stream"})
    assert answer["status"] == "answered", answer["reason"]
    assert [s["name"] for s in answer["signals"]["steps"]] == ["search"]
    events = sse_events(streamed.text)
    names = [e for e, _ in events]
    assert names == ["stage", "stage", "stage", "step", "stage", "claim", "answer"]
    step = events[3][1]
    assert step["name"] == "search" and step["arguments"] == {"query": "fault E-21", "k": 2}
    assert set(step) == {"step", "name", "arguments", "outcome", "ms"}  # what was called, never draft text
    assert events[-1][1]["signals"]["steps"][0]["name"] == "search"


def test_http_degrades_rather_than_failing(
    server: ServerProcess, llm: ScriptedLLM, tenant_key: tuple[str, str]
) -> None:
    llm.script = [Step(503, error="overloaded")]
    with httpx.Client(base_url=server.url, headers={"X-API-Key": tenant_key[1]}, timeout=60) as api:
        response = api.post("/v1/collections/faults/ask", json={"question": QUESTION, "answerer": "llm"})
    assert response.status_code == 200
    assert "HTTP 503" in response.json()["signals"]["degraded"]


def test_cli_ask_with_the_llm_answerer(client: Spanproof, home: Path, llm: ScriptedLLM, tmp_path: Path) -> None:
    llm.script = [reply]
    client.ingest_texts([TextDocument("faults.txt", TEXT)], collection="cli-faults")
    env = {
        **os.environ,
        "SPANPROOF_DATABASE_URL": client.db.url,
        "SPANPROOF_LLM_BASE_URL": llm.base_url,
        "SPANPROOF_LLM_MODEL": "scripted",
        "SPANPROOF_LLM_API_KEY": KEY,
    }
    command = [sys.executable, "-m", "spanproof.cli", "ask", QUESTION, "-c", "cli-faults", "--answerer", "llm"]
    done = subprocess.run([*command, "--json"], env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["status"] == "answered" and answer["signals"]["answerer"] == "llm"
    assert [c["quote"] for c in answer["citations"]] == [QUOTE]
    assert KEY not in done.stdout + done.stderr
    # the agent's trace is printed under the answer
    llm.script = [Step(tool_calls=[("search", {"query": "fault E-21"})]), reply]
    command[-1] = "agent"
    shown = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert "trace: 1 steps" in shown.stdout and '1. search({"query": "fault E-21"})' in shown.stdout
    assert QUOTE in shown.stdout


def test_http_conversation_id_rewrites_the_follow_up(
    server: ServerProcess, llm: ScriptedLLM, tenant_key: tuple[str, str]
) -> None:
    llm.script = [json.dumps({"query": "Which seal is replaced for fault E-21?"})]
    body = {"question": QUESTION, "conversation_id": "http-conv-1"}
    with httpx.Client(base_url=server.url, headers={"X-API-Key": tenant_key[1]}, timeout=60) as api:
        first = api.post("/v1/collections/faults/ask", json=body).json()
        follow = api.post("/v1/collections/faults/ask", json={**body, "question": "Which seal?"}).json()
        too_long = api.post("/v1/collections/faults/ask", json={**body, "conversation_id": "x" * 201})
    assert first["signals"]["rewritten_query"] is None and first["signals"]["conversation"]["turn"] == 1
    assert follow["signals"]["rewritten_query"] == "Which seal is replaced for fault E-21?"
    assert follow["signals"]["conversation"] == {"id": "http-conv-1", "turn": 2}
    assert too_long.status_code == 422

"""Structured logs and /metrics over real HTTP: ``spanproof serve`` in a subprocess on the session's embedded
PostgreSQL, its LLM the scripted loopback OpenAI server. The metrics move after an answer, a refusal and a degraded
LLM answer; every log line is JSON with the request's fields, and no line holds an API key, the LLM key, document
text or the question."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from spanproof import Spanproof
from tests.integration.server_process import ServerProcess, start_server, wait_for_job
from tests.openai_server import ScriptedLLM, Step, scripted_llm

pytestmark = pytest.mark.integration

LLM_KEY = "sk-observe-" + uuid.uuid4().hex
METRICS_TOKEN = "metrics-" + uuid.uuid4().hex
QUOTE = "Fault E-21 means the inlet valve is stuck closed."
MANUAL = (
    "# PX-200 pump manual\n\n## Fault codes\n\n" + QUOTE + " Replace the inlet valve seal and restart the pump."
    "\n\n## Lubrication\n\nChange the oil filter every 500 operating hours. Use SAE 30 oil in the gearbox.\n"
)
DOCUMENT_TEXT = ("oil filter every 500", "SAE 30 oil", "inlet valve is stuck closed", "Replace the inlet valve seal")
QUESTION = "What does fault E-21 mean?"
REFUSED = "What is the torque of the QX-9000 flange bolts?"
ASK = "/v1/collections/{name}/ask"
CLAIM = json.dumps({"claims": [{"text": QUOTE, "citations": [{"passage": 1, "quote": QUOTE}]}]})


@dataclass(frozen=True)
class Service:
    server: ServerProcess
    llm: ScriptedLLM
    key: str
    tenant: str


@pytest.fixture(scope="module")
def service(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    # The first LLM request fails (HTTP 500, no retries): a degraded answer; every later one is a verified claim.
    with scripted_llm(Step(status=500), CLAIM) as llm:
        server = start_server(
            tmp_path_factory.mktemp("observed-home"),
            client.db.url,
            llm_base_url=llm.base_url,
            llm_model="scripted",
            llm_api_key=LLM_KEY,
            llm_retries=0,
            metrics_token=METRICS_TOKEN,
        )
        tenant = f"observed-{uuid.uuid4().hex[:8]}"
        try:
            yield Service(server, llm, client.create_api_key(tenant)[0], tenant)
        finally:
            server.stop()


def scrape(service: Service) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    text = httpx.get(f"{service.server.url}/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"}).text
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(samples: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def log_lines(service: Service) -> list[dict[str, Any]]:
    lines = [line for line in service.server.log.read_text().splitlines() if line.strip()]
    parsed = []
    for line in lines:
        try:
            parsed.append(json.loads(line))
        except json.JSONDecodeError:
            pytest.fail(f"a log line is not JSON: {line!r}")
    return parsed


def test_metrics_move_and_log_lines_hold_no_secret(service: Service) -> None:
    api = httpx.Client(base_url=service.server.url, headers={"X-API-Key": service.key}, timeout=120)
    assert api.put("/v1/collections/pumps").status_code == 201
    sent = api.post("/v1/collections/pumps/documents", files={"file": ("pump.md", MANUAL.encode())})
    assert sent.status_code == 202, sent.text
    job = wait_for_job(api, sent.json()["id"])
    assert job["status"] == "done", job

    before = scrape(service)
    answered = api.post("/v1/collections/pumps/ask", json={"question": QUESTION}, headers={"X-Request-ID": "rq-1"})
    assert answered.status_code == 200, answered.text
    status = answered.json()["status"]  # what the gate decides is not this test's concern: it is counted as it is
    assert answered.headers["X-Request-ID"] == "rq-1"
    refused = api.post("/v1/collections/pumps/ask", json={"question": REFUSED}).json()
    assert refused["status"] == "refused", refused
    rule = refused["signals"]["decided_by"]
    degraded = api.post("/v1/collections/pumps/ask", json={"question": QUESTION, "answerer": "llm"}).json()
    assert degraded["signals"]["degraded"], degraded
    by_llm = api.post("/v1/collections/pumps/ask", json={"question": QUESTION, "answerer": "llm"}).json()
    assert by_llm["signals"]["tokens"]["prompt"] > 0, by_llm
    after = scrape(service)

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert moved("spanproof_http_requests_total", method="POST", route=ASK, status="200") == 4
    assert moved("spanproof_http_request_duration_seconds_count", method="POST", route=ASK) == 4
    extractive = {"answered": 0, "refused": 1, "review": 0}
    extractive[status] += 1
    for outcome, count in extractive.items():
        assert moved("spanproof_answers_total", status=outcome, answerer="extractive") == count
    assert moved("spanproof_answers_total", status=by_llm["status"], answerer="llm") >= 1
    assert moved("spanproof_refusals_total", reason=rule) >= 1
    refusals = [name for name, _ in after if name == "spanproof_refusals_total"]
    assert refusals and all(labels for name, labels in after if name == "spanproof_refusals_total")
    answers = [answered.json(), refused, degraded, by_llm]
    total_moved = sum(v - before.get(k, 0.0) for k, v in after.items() if k[0] == "spanproof_refusals_total")
    assert total_moved == sum(a["status"] == "refused" for a in answers)
    assert moved("spanproof_degraded_answers_total", cause="http_500") == 1
    assert moved("spanproof_llm_tokens_total", kind="prompt") == by_llm["signals"]["tokens"]["prompt"]
    assert moved("spanproof_ask_stage_duration_seconds_count", stage="retrieve") == 4
    assert moved("spanproof_ask_stage_duration_seconds_count", stage="draft") == 3  # the refusal had no draft
    assert value(after, "spanproof_jobs_ended_total", status="done") >= 1
    assert value(after, "spanproof_jobs", state="done") >= 1
    assert value(after, "spanproof_db_pool_connections", state="max") >= 1
    assert value(after, "spanproof_metrics_store_up") == 1
    assert value(after, "spanproof_db_pool_requests_total") > value(before, "spanproof_db_pool_requests_total")

    # No label names the tenant or the collection; the metrics need the token.
    text = httpx.get(f"{service.server.url}/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"}).text
    assert service.tenant not in text and "pumps" not in text
    assert httpx.get(f"{service.server.url}/metrics").status_code == 401
    assert httpx.get(f"{service.server.url}/metrics", headers={"Authorization": "Bearer nope"}).status_code == 401

    # An event stream is observed like a JSON answer: its line has the answer, the metrics count it.
    headers = {"Accept": "text/event-stream", "X-Request-ID": "rq-sse"}
    with api.stream("POST", "/v1/collections/pumps/ask", json={"question": QUESTION}, headers=headers) as stream:
        assert stream.status_code == 200 and "event: answer" in stream.read().decode()
    streamed = scrape(service)
    assert sum(v - after.get(k, 0.0) for k, v in streamed.items() if k[0] == "spanproof_answers_total") == 1

    lines = log_lines(service)
    raw = service.server.log.read_text()
    for secret in (service.key, LLM_KEY, METRICS_TOKEN, QUESTION, REFUSED, *DOCUMENT_TEXT):
        assert secret not in raw, f"the service log holds {secret!r}"
    assert service.llm.headers and service.llm.headers[-1]["authorization"] == f"Bearer {LLM_KEY}"  # it was used

    asks = [line for line in lines if line.get("route") == ASK]
    assert len(asks) == 5
    sse = next(line for line in asks if line["request_id"] == "rq-sse")
    assert sse["answer"]["question_chars"] == len(QUESTION) and sse["answer"]["status"] in ("answered", "refused")
    first = next(line for line in asks if line["request_id"] == "rq-1")
    assert first["logger"] == "spanproof.request" and first["status"] == 200 and first["method"] == "POST"
    assert first["tenant"] == service.tenant and first["collection"] == "pumps"
    assert first["duration_ms"] > 0
    assert first["answer"]["status"] == status and first["answer"]["question_chars"] == len(QUESTION)
    assert set(first["answer"]["timings_ms"]) >= {"retrieve_ms", "draft_ms", "verify_and_gate_ms"}
    assert any(line["answer"]["decided_by"] == rule and line["answer"]["status"] == "refused" for line in asks)
    assert any(line["answer"]["degraded"] == "http_500" for line in asks)
    assert any(line["answer"]["tokens"] == by_llm["signals"]["tokens"] for line in asks)

    ended = [line for line in lines if line.get("logger") == "spanproof.job" and line.get("job_id") == job["id"]]
    assert len(ended) == 1, ended
    assert ended[0]["status"] == "done" and ended[0]["tenant"] == service.tenant and ended[0]["files_total"] == 1
    assert {"ingesting", "storing"} <= set(ended[0]["stages_ms"])
    unmatched = httpx.get(f"{service.server.url}/no/such/{uuid.uuid4().hex}")
    assert unmatched.status_code == 404
    assert value(scrape(service), "spanproof_http_requests_total", method="GET", route="unmatched", status="404") >= 1

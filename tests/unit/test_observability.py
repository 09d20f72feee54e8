"""The bounded label sets of the metrics, the JSON log formatter, and apps that do not share a registry."""

from __future__ import annotations

import json
import logging
import re
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from prometheus_client import generate_latest

from spanproof.config import Settings
from spanproof.observability import (
    JsonFormatter,
    Metrics,
    RequestRecord,
    configure_logging,
    degraded_cause,
    log_fields,
    observing,
    refusal_reason,
)
from spanproof.server import create_app

CAUSES = {"not_configured", "timeout", "connection_refused", "bad_response", "malformed_output", "empty_content"}


def test_degraded_causes_are_a_fixed_list() -> None:
    assert degraded_cause("llm HTTP 429: http://x/v1 answered HTTP 429 (too many); answered by the extractive") == (
        "http_429"
    )
    assert degraded_cause("llm timeout: http://x timed out after 60s; answered by the extractive answerer") == "timeout"
    assert degraded_cause("llm malformed output twice (Expecting value); answered by the extractive") == (
        "malformed_output"
    )
    assert degraded_cause("no LLM endpoint configured (set SPANPROOF_LLM_BASE_URL and ...); answered by") == (
        "not_configured"
    )
    assert degraded_cause("the vault combination is ZEBRAFROST-7731") == "other"


@given(st.text(max_size=200))
def test_no_text_becomes_a_label(text: str) -> None:
    cause = degraded_cause(text)
    assert cause in CAUSES | {"other"} or re.fullmatch(r"http_\d{3}", cause)
    reason = refusal_reason({"decided_by": text})
    assert reason == "other" or re.fullmatch(r"[a-z][a-z0-9_]{0,39}", reason)


def test_refusal_reason_is_the_gate_rule() -> None:
    assert refusal_reason({"decided_by": "named_absent"}) == "named_absent"
    assert refusal_reason({"decided_by": "Secret Project X: why"}) == "other"
    assert refusal_reason({"decided_by": "a\n"}) == "other"  # "$" would match before the newline
    assert refusal_reason({}) == "other"


def test_json_lines_carry_fields_request_and_exception() -> None:
    logger = logging.getLogger("spanproof.test.observability")
    formatter = JsonFormatter()
    lines: list[str] = []

    class Keep(logging.Handler):  # formats as it is emitted, in the logging thread, like a stream handler
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(formatter.format(record))

    keep = Keep()
    logger.addHandler(keep)
    logger.setLevel(logging.INFO)
    try:
        with observing(RequestRecord("rq-7", "GET")):
            log_fields(logger, "done", {"status": 200, "route": "/health"})
        try:
            raise ValueError("boom")
        except ValueError:
            logger.exception("failed")
    finally:
        logger.removeHandler(keep)
    first, second = (json.loads(line) for line in lines)
    assert first["message"] == "done" and first["status"] == 200 and first["request_id"] == "rq-7"
    assert first["level"] == "info" and first["logger"] == "spanproof.test.observability"
    assert "request_id" not in second and "ValueError: boom" in second["exception"]


def test_apps_in_one_process_keep_their_own_metrics(tmp_path: Path) -> None:
    root = logging.getLogger()
    handlers = list(root.handlers)
    try:
        first, second = (create_app(Settings(home=tmp_path / name)) for name in ("a", "b"))  # no duplicate error
        configure_logging()  # twice: one handler of ours, not two
        ours = [h for h in root.handlers if h not in handlers]
        assert len(ours) == 1 and ours[0].stream is sys.stderr  # type: ignore[attr-defined]
    finally:
        for handler in [h for h in root.handlers if h not in handlers]:
            root.removeHandler(handler)
    a, b = first.state.metrics, second.state.metrics
    assert isinstance(a, Metrics) and a.registry is not b.registry
    a.answers.labels("answered", "extractive").inc()
    assert b"spanproof_answers_total{" in generate_latest(a.registry)
    assert b"spanproof_answers_total{" not in generate_latest(b.registry)

"""The shared OpenAI-compatible client (encoders/llm_client.py) against a real scripted HTTP server."""

from __future__ import annotations

import logging
import time

import pytest

from spanproof.config import Settings
from spanproof.encoders.llm_client import ChatClient, client_from_settings, load_json_object
from spanproof.errors import LLMError, SpanproofError
from tests.openai_server import Step, refused_port_url, scripted_llm

KEY = "sk-live-abcdef0123456789-secret"
MESSAGES = [{"role": "user", "content": "hello"}]


def test_a_reply_gives_its_content_and_usage_and_sends_the_key_only_as_bearer() -> None:
    with scripted_llm(Step(content='{"ok": true}', usage=(11, 7))) as llm, ChatClient(llm.base_url, "m", KEY) as c:
        completion = c.complete(MESSAGES)
    assert (completion.content, completion.prompt_tokens, completion.completion_tokens) == ('{"ok": true}', 11, 7)
    assert llm.headers[0]["authorization"] == f"Bearer {KEY}"
    body = llm.requests[0]
    assert body["model"] == "m" and body["messages"] == MESSAGES
    assert body["response_format"] == {"type": "json_object"} and body["temperature"] == 0
    assert "max_tokens" not in body
    assert KEY not in repr(c)


def test_the_clients_max_tokens_bounds_every_reply_unless_a_call_sets_its_own() -> None:
    with scripted_llm("{}") as llm, ChatClient(llm.base_url, "m", KEY, max_tokens=300) as c:
        c.complete(MESSAGES)
        c.complete(MESSAGES, max_tokens=50)
    assert [r["max_tokens"] for r in llm.requests] == [300, 50]


def test_429_is_retried_after_the_servers_retry_after() -> None:
    script = (Step(429, headers={"Retry-After": "1"}), '{"ok": 1}')
    with scripted_llm(*script) as llm, ChatClient(llm.base_url, "m", KEY, retries=2, backoff=0.01) as c:
        assert c.complete(MESSAGES).content == '{"ok": 1}'
    assert len(llm.requests) == 2
    assert llm.arrived[1] - llm.arrived[0] >= 0.95  # it waited what the server asked, not its own 0.01 s


def test_5xx_is_retried_a_bounded_number_of_times_with_backoff_then_fails() -> None:
    with (
        scripted_llm(Step(503, error="overloaded")) as llm,
        ChatClient(llm.base_url, "m", KEY, retries=2, backoff=0.2) as c,
        pytest.raises(LLMError) as info,
    ):
        c.complete(MESSAGES)
    assert len(llm.requests) == 3
    gaps = [b - a for a, b in zip(llm.arrived, llm.arrived[1:], strict=False)]
    assert gaps[0] >= 0.19 and gaps[1] >= 0.39  # 0.2 s, then doubled
    assert info.value.cause == "HTTP 503" and "overloaded" in str(info.value)
    assert isinstance(info.value, SpanproofError) and info.value.__cause__ is not None


def test_a_retry_after_longer_than_max_wait_is_not_waited_for() -> None:
    started = time.monotonic()
    with (
        scripted_llm(Step(429, headers={"Retry-After": "120"})) as llm,
        ChatClient(llm.base_url, "m", KEY, max_wait=5) as c,
        pytest.raises(LLMError, match="429"),
    ):
        c.complete(MESSAGES)
    assert time.monotonic() - started < 3 and len(llm.requests) == 1


def test_4xx_is_not_retried_and_the_key_is_blanked_out_of_the_error_and_the_log(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    with (
        scripted_llm(Step(401, error=f"Incorrect API key provided: {KEY}")) as llm,
        ChatClient(llm.base_url, "m", KEY) as c,
        pytest.raises(LLMError) as info,
    ):
        c.complete(MESSAGES)
    assert len(llm.requests) == 1
    assert info.value.cause == "HTTP 401" and "API key" in str(info.value)
    assert KEY not in str(info.value) and "***" in str(info.value)
    assert KEY not in caplog.text


def test_a_timeout_is_an_llm_error_at_once() -> None:
    started = time.monotonic()
    with (
        scripted_llm(Step(delay=5, content="{}")) as llm,
        ChatClient(llm.base_url, "m", KEY, timeout=0.3) as c,
        pytest.raises(LLMError) as info,
    ):
        c.complete(MESSAGES)
    assert info.value.cause == "timeout" and time.monotonic() - started < 3
    assert len(llm.requests) == 1


def test_connection_refused_is_an_llm_error_naming_the_cause() -> None:
    with ChatClient(refused_port_url(), "m", KEY, timeout=2) as c, pytest.raises(LLMError) as info:
        c.complete(MESSAGES)
    assert info.value.cause == "connection refused" and KEY not in str(info.value)


def test_no_key_sends_no_authorization_header() -> None:
    with scripted_llm("{}") as llm, ChatClient(llm.base_url, "m", None) as c:
        c.complete(MESSAGES)
    assert "authorization" not in llm.headers[0]


def test_settings_keep_the_key_secret_and_build_the_client(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPANPROOF_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("SPANPROOF_LLM_MODEL", "qwen")
    monkeypatch.setenv("SPANPROOF_LLM_API_KEY", KEY)
    monkeypatch.setenv("SPANPROOF_LLM_TIMEOUT", "7.5")
    settings = Settings()
    assert KEY not in repr(settings) and KEY not in settings.model_dump_json() and KEY not in str(settings)
    client = client_from_settings(settings)
    assert client is not None and client.model == "qwen" and client.timeout == 7.5 and client.max_tokens == 1024
    assert KEY not in repr(client)
    client.close()
    assert client_from_settings(Settings(llm_base_url=None)) is None


@pytest.mark.parametrize(
    ("content", "expected"),
    [('{"a": 1}', {"a": 1}), ('```json\n{"a": 1}\n```', {"a": 1}), ('Here: {"a": 1} ok', {"a": 1})],
)
def test_load_json_object_accepts(content: str, expected: dict[str, int]) -> None:
    assert load_json_object(content) == expected


@pytest.mark.parametrize("content", ["", "  ", "[1]", "not json", '{"a": NaN}'])
def test_load_json_object_rejects(content: str) -> None:
    with pytest.raises(ValueError):
        load_json_object(content)

"""The one OpenAI-compatible chat client: the LLM reranker, the LLM answerer and the query rewriter share it.

Over the official ``openai`` SDK, pointed at any ``{base_url}/chat/completions`` (OpenAI, Gemini's and
OpenRouter's compatible endpoints, Ollama, vLLM, llama.cpp's server). Retries are ours, not the SDK's
(``max_retries=0`` there), so that their bound and what they wait are plain: a 429 or 5xx is retried at most
``retries`` times, waiting the server's ``Retry-After`` when it sends one (up to ``max_wait``; a longer one is not
waited for) and otherwise ``backoff`` doubling each time. Connection failures and timeouts are not retried: the
caller has a fallback and the user is waiting.

This module is the boundary: every SDK (and httpx) error becomes an ``LLMError`` here, with a short cause
(``timeout``, ``connection refused``, ``HTTP 429``, ...) and a message from which the API key is blanked out.
The key is sent only as ``Authorization: Bearer``; it is never logged and never in a repr.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Any, cast

from spanproof.config import Settings
from spanproof.errors import LLMError

if TYPE_CHECKING:
    import openai

log = logging.getLogger(__name__)

_REASON_CHARS = 200

Message = dict[str, Any]


@dataclass(frozen=True)
class ToolCall:
    """One tool call the assistant asked for; ``arguments`` as the provider sent it (JSON text, unchecked)."""

    id: str
    name: str
    arguments: str


@dataclass(frozen=True)
class Completion:
    """The assistant's text, its tool calls, and what the provider counted (0 when it does not say)."""

    content: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    finish_reason: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()


class ChatClient:
    """A chat completions endpoint; thread-safe (the SDK client and its connection pool are shared)."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 30.0,
        retries: int = 2,
        backoff: float = 0.5,
        max_wait: float = 10.0,
        max_tokens: int | None = None,
    ) -> None:
        # Imported here, not with the module: the SDK is 0.85 s of importing spanproof, which every process pays
        # (the CLI, the forkserver that parses files) and most never call an LLM.
        import openai

        if not base_url:
            raise ValueError("base_url is required")
        if not model:
            raise ValueError("model is required")
        if retries < 0:
            raise ValueError(f"retries must be at least 0, got {retries}")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self.max_wait = max_wait
        self.max_tokens = max_tokens  # the default bound on a reply (a small model can loop until its context ends)
        self._api_key = api_key or None
        # Without a key no Authorization header is sent at all (a local server needs none). The SDK insists on
        # a key (else it reads OPENAI_API_KEY, which is not ours to send): a placeholder, its header omitted.
        self._headers: dict[str, Any] = {} if self._api_key else {"Authorization": openai.Omit()}
        self._sdk = openai.OpenAI(
            base_url=self.base_url, api_key=self._api_key or "no-key", timeout=timeout, max_retries=0
        )

    def __repr__(self) -> str:
        return f"ChatClient(base_url={self.base_url!r}, model={self.model!r})"

    def close(self) -> None:
        self._sdk.close()

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def complete(
        self,
        messages: Sequence[Message],
        *,
        json_mode: bool = True,
        temperature: float = 0.0,
        max_tokens: int | None = None,
        tools: Sequence[dict[str, Any]] | None = None,
        tool_choice: str | None = None,
    ) -> Completion:
        """One chat completion; ``LLMError`` (with ``cause``) once the retries are spent or at once when retrying
        cannot help. ``tools`` (OpenAI function specs) and ``tool_choice`` ("auto", "none") offer tool calls."""
        import openai

        extra: dict[str, Any] = {"response_format": {"type": "json_object"}} if json_mode else {}
        if tools:
            extra["tools"] = list(tools)
            if tool_choice is not None:
                extra["tool_choice"] = tool_choice
        limit = max_tokens if max_tokens is not None else self.max_tokens
        if limit is not None:
            extra["max_tokens"] = limit
        attempt = 0
        while True:
            try:
                response = self._sdk.chat.completions.create(
                    model=self.model,
                    messages=cast(Any, list(messages)),
                    temperature=temperature,
                    extra_headers=self._headers,
                    **extra,
                )
            except openai.APIStatusError as exc:
                status = exc.status_code
                wait = self._wait_before_retry(exc, attempt)
                if wait is None:
                    raise LLMError(
                        f"HTTP {status}",
                        f"{self._url} answered HTTP {status} ({_status_reason(status)}): {self._detail(exc)}",
                    ) from exc
                attempt += 1
                log.warning("LLM %s: HTTP %d, retry %d of %d in %.2fs", self.model, status, attempt, self.retries, wait)
                time.sleep(wait)
                continue
            except openai.APITimeoutError as exc:
                raise LLMError("timeout", f"{self._url} timed out after {self.timeout:g}s") from exc
            except openai.APIConnectionError as exc:
                raise LLMError(
                    "connection refused", f"cannot connect to {self._url}: {self._redact(_root_message(exc))}"
                ) from exc
            except openai.OpenAIError as exc:  # an unreadable body and the like: the provider misbehaved
                raise LLMError("bad response", f"{self._url}: {self._redact(str(exc))[:_REASON_CHARS]}") from exc
            return _completion(response)

    def _wait_before_retry(self, exc: openai.APIStatusError, attempt: int) -> float | None:
        """Seconds to wait before retrying this failure, or None when it is not retried."""
        status = exc.status_code
        if not (status == 429 or status >= 500) or attempt >= self.retries:
            return None
        retry_after = _retry_after(exc.response.headers.get("retry-after"))
        if retry_after is None:
            return min(self.backoff * 2**attempt, self.max_wait)
        return retry_after if retry_after <= self.max_wait else None

    @property
    def _url(self) -> str:
        return f"{self.base_url}/chat/completions"

    def _detail(self, exc: openai.APIStatusError) -> str:
        body = exc.body
        if isinstance(body, dict):
            error = body.get("error", body)
            message = error.get("message") if isinstance(error, dict) else error
            if isinstance(message, str):
                return self._redact(message[:_REASON_CHARS])
        return self._redact((exc.response.text or exc.response.reason_phrase or "").strip()[:_REASON_CHARS])

    def _redact(self, text: str) -> str:
        return text.replace(self._api_key, "***") if self._api_key else text


def client_from_settings(settings: Settings) -> ChatClient | None:
    """The configured endpoint (``SPANPROOF_LLM_*``), or None when there is none."""
    if not settings.llm_base_url or not settings.llm_model:
        return None
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key is not None else None
    return ChatClient(
        settings.llm_base_url,
        settings.llm_model,
        key,
        settings.llm_timeout,
        retries=settings.llm_retries,
        max_tokens=settings.llm_max_tokens,
    )


def _completion(response: Any) -> Completion:
    """The first choice's text; a reply without one is empty content (the caller decides what that means)."""
    content = ""
    finish = None
    calls: list[ToolCall] = []
    choices = getattr(response, "choices", None) or []
    if choices:
        message = getattr(choices[0], "message", None)
        text = getattr(message, "content", None)
        content = text if isinstance(text, str) else ""
        finish = getattr(choices[0], "finish_reason", None)
        for number, call in enumerate(getattr(message, "tool_calls", None) or []):
            function = getattr(call, "function", None)
            name = getattr(function, "name", None)
            arguments = getattr(function, "arguments", None)
            calls.append(
                ToolCall(
                    str(getattr(call, "id", None) or f"call_{number}"),
                    name if isinstance(name, str) else "",
                    arguments if isinstance(arguments, str) else json.dumps(arguments),
                )
            )
    usage = getattr(response, "usage", None)
    prompt = getattr(usage, "prompt_tokens", 0) if usage is not None else 0
    completion = getattr(usage, "completion_tokens", 0) if usage is not None else 0
    return Completion(content, int(prompt or 0), int(completion or 0), finish, tuple(calls))


def _retry_after(value: str | None) -> float | None:
    """Retry-After in seconds (the delta form; an HTTP date is rare from these APIs and treated as absent)."""
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        return None
    return max(seconds, 0.0)


def _root_message(exc: BaseException) -> str:
    """The innermost cause's text: the SDK's own message is only 'Connection error.'."""
    while exc.__cause__ is not None:
        exc = exc.__cause__
    return str(exc)[:_REASON_CHARS] or type(exc).__name__


def _status_reason(status: int) -> str:
    if status in (401, 403):
        return "authentication failed: check the API key"
    if status == 404:
        return "not found: check base_url and the model name"
    if status == 429:
        return "rate limited or out of quota"
    if status >= 500:
        return "server error"
    return "request rejected"


_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)


def load_json_object(content: str) -> dict[str, Any]:
    """The JSON object in a reply: bare, inside ```json fences, or surrounded by stray text (small models wrap
    their JSON so, even in JSON mode); ValueError when there is none."""
    text = content.strip()
    if not text:
        raise ValueError("the reply is empty")
    try:
        whole = json.loads(text, parse_constant=_reject_constant)
    except ValueError:
        pass  # not bare JSON: look for the object inside fences or stray text
    else:  # valid JSON of another shape (a list, a string) is not an object with stray text around it
        if not isinstance(whole, dict):
            raise ValueError(f"the reply is JSON but not an object: {text!r:.120}")
        return whole
    fenced = _FENCE.search(text)
    candidates = [fenced.group(1).strip()] if fenced else []
    start, end = text.find("{"), text.rfind("}")
    if 0 <= start < end:
        candidates.append(text[start : end + 1])
    for candidate in candidates:
        try:
            data = json.loads(candidate, parse_constant=_reject_constant)
        except ValueError:
            continue
        if isinstance(data, dict):
            return data
    raise ValueError(f"the reply is not a JSON object: {text!r:.120}")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")

"""A real HTTP server on loopback that speaks OpenAI's chat completions protocol, replying from a script.

It stands in for the hosted LLM (the one thing that cannot run in the test suite): each request takes the next
step of the script (the last one repeats). A step is a reply's content (``str``), a ``Step`` with an HTTP
status, headers and body, or a callable that builds the content from the request body (to quote what the prompt
really holds). A ``Step`` may carry ``tool_calls`` instead of (or beside) content: ``(name, arguments)`` pairs,
arguments as a dict or as raw text (to send invalid JSON), or a callable building them from the request body (to
use what earlier tool results held); they are sent as OpenAI's ``message.tool_calls`` with finish_reason
``tool_calls``. Every request body and its headers (lower-cased names) are recorded, with the time it arrived.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Content = Callable[[dict[str, Any]], str]
Calls = list[tuple[str, dict[str, Any] | str]]


@dataclass
class Step:
    status: int = 200
    content: str | Content | None = None
    headers: dict[str, str] = field(default_factory=dict)
    error: str = "error"  # the error message of a non-200 reply
    delay: float = 0.0  # seconds to wait before answering (a timeout, when longer than the client's)
    usage: tuple[int, int] = (100, 20)
    tool_calls: Calls | Callable[[dict[str, Any]], Calls] | None = None


@dataclass
class ScriptedLLM:
    script: list[str | Step | Content] = field(default_factory=lambda: ["{}"])
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    arrived: list[float] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)
    base_url: str = ""
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def next_step(self) -> Step:
        with self._lock:
            step = self.script.pop(0) if len(self.script) > 1 else self.script[0]
        return step if isinstance(step, Step) else Step(content=step)

    def user_messages(self, index: int = -1) -> list[str]:
        return [m["content"] for m in self.requests[index]["messages"] if m["role"] == "user"]


def _handler(state: ScriptedLLM) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # keep the test output quiet
            pass

        def _send(self, status: int, body: dict[str, Any], headers: dict[str, str]) -> None:
            raw = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(raw)

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            with state._lock:
                state.requests.append(body)
                state.headers.append({k.lower(): v for k, v in self.headers.items()})
                state.arrived.append(time.monotonic())
            step = state.next_step()
            if step.delay and state.stop.wait(step.delay):
                return
            if not self.path.endswith("/chat/completions"):
                self._send(404, {"error": {"message": f"no route {self.path}"}}, {})
                return
            if step.status != 200:
                self._send(step.status, {"error": {"message": step.error, "type": "server_error"}}, step.headers)
                return
            content = step.content(body) if callable(step.content) else step.content
            message: dict[str, Any] = {"role": "assistant", "content": content}
            finish = "stop"
            if step.tool_calls is not None:
                calls = step.tool_calls(body) if callable(step.tool_calls) else step.tool_calls
                message["tool_calls"] = [
                    {
                        "id": f"call_{len(state.requests)}_{n}",
                        "type": "function",
                        "function": {"name": name, "arguments": args if isinstance(args, str) else json.dumps(args)},
                    }
                    for n, (name, args) in enumerate(calls)
                ]
                finish = "tool_calls"
            prompt, completion = step.usage
            usage = {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}
            reply = {
                "id": "chatcmpl-scripted",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": body.get("model", "scripted"),
                "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                "usage": usage,
            }
            self._send(200, reply, step.headers)

    return Handler


@contextmanager
def serve(handler: type[BaseHTTPRequestHandler], stop: threading.Event) -> Iterator[str]:
    """Serve ``handler`` on a free loopback port; yields the base URL (``.../v1``). ``stop`` is set on exit so
    that a handler still waiting gives up."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        stop.set()
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@contextmanager
def scripted_llm(*script: str | Step | Content) -> Iterator[ScriptedLLM]:
    state = ScriptedLLM(list(script) or ["{}"])
    with serve(_handler(state), state.stop) as state.base_url:
        yield state


def refused_port_url() -> str:
    """A loopback URL nothing listens on (the port was free a moment ago)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"

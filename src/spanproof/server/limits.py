"""Request limits as plain ASGI middleware: a body size limit (413) and a request timeout (504)."""

from __future__ import annotations

import asyncio
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from spanproof.server.errors import error_response
from spanproof.store.db import deadline


class BodyLimit:
    """Refuse request bodies over ``max_bytes``: by Content-Length at once, else while the body streams in."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = error_response(
            413, "payload_too_large", f"the request body is over the limit of {self.max_bytes} bytes"
        )
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.max_bytes:
            await too_large(scope, receive, send)
            return

        seen = 0
        refused = False

        async def counted() -> Message:
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.max_bytes:
                refused = True
                await too_large(scope, receive, send)
                return {"type": "http.disconnect"}
            return message

        async def guarded(message: Message) -> None:
            if not refused:
                await send(message)

        try:
            await self.app(scope, counted, guarded)
        except Exception:
            if not refused:
                raise


class Timeout:
    """Answer 504 when a response has not started within ``seconds``.

    Synchronous work already running in a thread cannot be interrupted; it finishes in the background and its
    response is dropped. A response that has started (a stream) is cut at the limit instead.
    """

    def __init__(self, app: ASGIApp, seconds: float) -> None:
        self.app = app
        self.seconds = seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state: dict[str, Any] = {"started": False, "timed_out": False}

        async def tracked(message: Message) -> None:
            if state["timed_out"]:
                return
            if message["type"] == "http.response.start":
                state["started"] = True
            await send(message)

        with deadline(self.seconds):  # the task copies this context: its statements end by the deadline too
            task = asyncio.ensure_future(self.app(scope, receive, tracked))
        done, _ = await asyncio.wait({task}, timeout=self.seconds)
        if done:
            task.result()
            return
        state["timed_out"] = True
        task.add_done_callback(_consume)
        task.cancel()
        if not state["started"]:
            message = f"the request took longer than {self.seconds:g} s"
            await error_response(504, "request_timeout", message)(scope, receive, send)


def _consume(task: asyncio.Future[Any]) -> None:
    """Read the abandoned request's outcome so asyncio does not report it as never retrieved."""
    if not task.cancelled():
        task.exception()

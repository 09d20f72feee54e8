"""Server-sent events for ``ask``: a ``stage`` event as each stage begins, then one ``answer`` (or ``error``).

The facade runs in a worker thread and reports its stages through a callback; only the final, verified Answer
is ever sent as an answer — no draft text is streamed.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from spanproof.api import StageCallback
from spanproof.server.errors import describe, error_body
from spanproof.types import Answer


def event(name: str, data: Any) -> str:
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


async def ask_events(run: Callable[[StageCallback], Answer]) -> AsyncIterator[str]:
    """Run ``run(on_stage)`` in a thread and yield its stages, then the answer or the error, as SSE frames."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

    def on_stage(stage: str) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, ("stage", {"stage": stage}))

    def work() -> None:
        try:
            outcome: tuple[str, Any] = ("answer", run(on_stage).to_dict())
        except Exception as exc:  # sent as an error event: the stream has already begun with 200
            status, code, message = describe(exc)
            outcome = ("error", {**error_body(code, message), "status": status})
        loop.call_soon_threadsafe(queue.put_nowait, outcome)

    worker = loop.run_in_executor(None, contextvars.copy_context().run, work)  # with the request's deadline
    while True:
        name, data = await queue.get()
        yield event(name, data)
        if name != "stage":
            break
    await worker

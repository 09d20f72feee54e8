"""Server-sent events for ``ask``: a ``stage`` event as each stage begins, a ``step`` event for each tool call of
the ``agent`` answerer as it finishes (its name, arguments, outcome and milliseconds), a ``claim`` event for each
claim once it passed verification and the gate, then one ``answer`` (or ``error``).

The facade runs in a worker thread and reports through callbacks; no draft text is ever streamed: a step says
which tool was called with what, never what the model drafted, and a claim is sent only after its quotes were
checked against the stored pages and the gate let the answer out.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from spanproof.api import ClaimCallback, StageCallback, StepCallback
from spanproof.server.errors import describe, error_body
from spanproof.types import Answer, Claim


def event(name: str, data: Any) -> str:
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


STEP_FIELDS = ("step", "name", "arguments", "outcome", "ms")


async def ask_events(run: Callable[[StageCallback, ClaimCallback, StepCallback], Answer]) -> AsyncIterator[str]:
    """Run ``run(on_stage, on_claim, on_step)`` in a thread and yield its stages, the agent's tool calls, its
    verified claims, then the answer or the error, as SSE frames."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

    def on_stage(stage: str) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, ("stage", {"stage": stage}))

    def on_claim(claim: Claim) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, ("claim", claim.to_dict()))

    def on_step(step: dict[str, Any]) -> None:
        data = {name: step.get(name) for name in STEP_FIELDS}
        loop.call_soon_threadsafe(queue.put_nowait, ("step", data))

    def work() -> None:
        try:
            outcome: tuple[str, Any] = ("answer", run(on_stage, on_claim, on_step).to_dict())
        except Exception as exc:  # sent as an error event: the stream has already begun with 200
            status, code, message = describe(exc)
            outcome = ("error", {**error_body(code, message), "status": status})
        loop.call_soon_threadsafe(queue.put_nowait, outcome)

    worker = loop.run_in_executor(None, contextvars.copy_context().run, work)  # with the request's deadline
    while True:
        name, data = await queue.get()
        yield event(name, data)
        if name not in ("stage", "step", "claim"):
            break
    await worker

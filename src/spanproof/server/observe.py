"""Every request observed once, outermost: a request id (X-Request-ID, echoed), one JSON log line, the metrics."""

from __future__ import annotations

import logging
import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from spanproof.observability import REQUEST_LOGGER, Metrics, RequestRecord, log_fields, observing, request_id

log = logging.getLogger(REQUEST_LOGGER)


def route_of(scope: Scope) -> str:
    """The route template (``/v1/collections/{name}/ask``), never the path as sent: a bounded label that names no
    collection; ``unmatched`` for a path no route has."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    return path if isinstance(path, str) else "unmatched"


class Observe:
    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        began = time.perf_counter()
        headers = dict(scope["headers"])
        sent = headers.get(b"x-request-id", b"").decode("latin-1")
        record = RequestRecord(request_id(sent), scope["method"])
        state: dict[str, Any] = {"status": 500}

        async def tagged(message: Message) -> None:
            if message["type"] == "http.response.start":
                state["status"] = message["status"]
                message["headers"] = [*message.get("headers", []), (b"x-request-id", record.request_id.encode())]
            await send(message)

        try:
            with observing(record):
                await self.app(scope, receive, tagged)
        finally:
            self._done(scope, record, int(state["status"]), time.perf_counter() - began)

    def _done(self, scope: Scope, record: RequestRecord, status: int, seconds: float) -> None:
        route = route_of(scope)
        self.metrics.request_done(record.method, route, status, seconds, record)
        params = scope.get("path_params") or {}
        fields: dict[str, Any] = {
            "request_id": record.request_id,
            "method": record.method,
            "route": route,
            "status": status,
            "duration_ms": round(seconds * 1000, 2),
            "tenant": record.tenant,
            "collection": params.get("name"),
        }
        if record.answer is not None:
            fields["answer"] = record.answer
        log_fields(log, f"{record.method} {route} {status}", fields)

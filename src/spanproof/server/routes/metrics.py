"""Prometheus metrics of this service process (text exposition format)."""

from __future__ import annotations

import hmac
from typing import Annotated

from fastapi import APIRouter, Header, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from spanproof.errors import InvalidApiKey
from spanproof.observability import Metrics

router = APIRouter(tags=["health"])


@router.get("/metrics", include_in_schema=False)
def metrics(request: Request, authorization: Annotated[str | None, Header()] = None) -> Response:
    """Open unless SPANPROOF_METRICS_TOKEN is set, then ``Authorization: Bearer <token>`` (401 without). No label
    names a tenant, a collection or any text (observability.py), so an open endpoint leaks volumes, not names."""
    token: str | None = request.app.state.metrics_token
    if token is not None:
        sent = (authorization or "").removeprefix("Bearer ").strip()
        if not hmac.compare_digest(sent.encode(), token.encode()):
            raise InvalidApiKey("GET /metrics needs Authorization: Bearer <SPANPROOF_METRICS_TOKEN>")
    registry: Metrics = request.app.state.metrics
    return Response(generate_latest(registry.registry), media_type=CONTENT_TYPE_LATEST)

"""Liveness and readiness."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from spanproof.server.deps import FacadeDep
from spanproof.server.errors import error_body

router = APIRouter(tags=["health"])


@router.get("/health", summary="Liveness: the process answers")
def health() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/ready", summary="Readiness: database reachable, migrations applied, models loaded")
def ready(sp: FacadeDep) -> Any:
    checks = sp.readiness()
    if all(checks.values()):
        return {"status": "ready", "checks": checks}
    failing = ", ".join(name for name, ok in checks.items() if not ok)
    return JSONResponse({**error_body("not_ready", f"not ready: {failing}"), "checks": checks}, status_code=503)

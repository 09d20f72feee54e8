"""Our exceptions as JSON error bodies ``{"error": {"code", "message"}}`` with stable codes: one table."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from spanproof import errors

log = logging.getLogger(__name__)

# (exception, HTTP status, stable code, message or None for ``errors.public_message``). First match in MRO order
# wins. Store failures never show their text (public_message hides it: SQL, socket paths, another tenant's names).
ERROR_TABLE: dict[type[Exception], tuple[int, str, str | None]] = {
    errors.InvalidApiKey: (401, "invalid_api_key", None),
    errors.PermissionDenied: (403, "forbidden", None),
    errors.CollectionNotFound: (404, "collection_not_found", None),
    errors.DocumentNotFound: (404, "document_not_found", None),
    errors.JobNotFound: (404, "job_not_found", None),
    errors.NotFound: (404, "not_found", None),
    errors.Conflict: (409, "conflict", None),
    errors.IndexModelMismatch: (409, "index_model_mismatch", None),
    errors.RequestTooLarge: (413, "payload_too_large", None),
    errors.RateLimited: (429, "rate_limited", None),
    errors.InvalidMetadata: (422, "invalid_metadata", None),
    errors.InvalidRequest: (422, "invalid_request", None),
    errors.UnsupportedFileType: (422, "unsupported_file_type", None),
    errors.IngestError: (422, "ingest_error", None),
    errors.ConfigError: (500, "config_error", None),
    errors.DatabaseBusy: (503, "service_busy", None),
    errors.DatabaseUnavailable: (503, "database_unavailable", None),
    errors.StatementTimeout: (504, "request_timeout", None),
    errors.StoreError: (500, "store_error", None),
    errors.SpoolError: (503, "spool_unavailable", None),
    errors.RerankerError: (502, "reranker_error", None),
    errors.LLMError: (502, "llm_error", None),
    errors.SpanproofError: (500, "internal_error", "internal error"),
}

HTTP_CODES = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    413: "payload_too_large",
    415: "unsupported_media_type",
}


def error_body(code: str, message: str) -> dict[str, dict[str, str]]:
    return {"error": {"code": code, "message": message}}


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(error_body(code, message), status_code=status, headers=headers)


def describe(exc: Exception) -> tuple[int, str, str]:
    """(status, code, message) for one of our exceptions."""
    for cls in type(exc).__mro__:
        if cls in ERROR_TABLE:
            status, code, message = ERROR_TABLE[cls]
            return status, code, message or errors.public_message(exc)
    return 500, "internal_error", "internal error"


def validation_message(problems: Sequence[Any]) -> str:
    """Pydantic's validation errors as one line: ``body.question: String should have at least 1 character``."""
    text = "; ".join(f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg', 'invalid')}" for e in problems)
    return text or "invalid request"


def install(app: FastAPI, retry_after: int) -> None:
    async def ours(request: Request, exc: Exception) -> JSONResponse:
        status, code, message = describe(exc)
        if status >= 500:
            log.warning("%s %s: %s: %s", request.method, request.url.path, code, exc)
        headers = {"Retry-After": str(retry_after)} if status == 503 else None
        if isinstance(exc, errors.RateLimited):
            headers = {"Retry-After": str(exc.retry_after)}
        return error_response(status, code, message, headers)

    async def validation(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        return error_response(422, "validation_error", validation_message(exc.errors()))

    async def http(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HTTPException)
        code = HTTP_CODES.get(exc.status_code, f"http_{exc.status_code}")
        return error_response(exc.status_code, code, str(exc.detail), dict(exc.headers or {}))

    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("%s %s failed", request.method, request.url.path)
        return error_response(500, "internal_error", "internal error")

    app.add_exception_handler(errors.SpanproofError, ours)
    app.add_exception_handler(RequestValidationError, validation)
    app.add_exception_handler(HTTPException, http)
    app.add_exception_handler(Exception, unexpected)

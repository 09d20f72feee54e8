"""The exceptions spanproof raises; foreign errors are translated into these at the boundary.

SpanproofError
├── ConfigError                 a setting is invalid
├── StoreError                  the database failed
│   ├── DatabaseUnavailable     it cannot be reached (retry later)
│   │   └── DatabaseBusy        every pooled connection is in use (retry later; the database itself is fine)
│   ├── StatementTimeout        a statement ran past the request's deadline and was cancelled
│   └── IndexModelMismatch      the index was built with another embedding model
├── NotFound                    it does not exist, or the caller may not see it (never told apart)
│   ├── CollectionNotFound
│   ├── DocumentNotFound
│   └── JobNotFound
├── Conflict                    the request contradicts what is stored (a collection's model, a name in use)
├── AccessError                 the caller is not allowed
│   ├── InvalidApiKey           no key, an unknown key or a revoked key
│   └── PermissionDenied        a valid key without the right to this action
├── RequestTooLarge             an upload over the size limit
├── RateLimited                 a key over its request rate (``retry_after`` seconds)
├── InvalidRequest              a request the service cannot act on (malformed upload, bad metadata, a NUL character)
│   └── InvalidMetadata         version metadata that does not hold (a bad date, an inverted range, overlapping
│                               serial ranges, a `supersedes` naming an unknown version, a version label in use)
├── SpoolError                  an upload could not be written to the spool folder (disk full, permissions)
├── BackupError                 a backup could not be written, or a file is not a restorable spanproof backup
├── RerankerError               a reranker (cross-encoder, LLM endpoint) failed or answered nonsense
├── LLMError                    the OpenAI-compatible endpoint failed (``cause``: timeout, HTTP 429, ...); the
│                               answerer never lets it out (it degrades), the reranker reports it as RerankerError
└── IngestError                 one file could not be ingested (the batch goes on)
    ├── UnsupportedFileType
    ├── EmptyDocument
    ├── CorruptDocument
    └── NoTextLayer

What a client may read of an error is ``public_message(exc)``: the text of store, spool and configuration failures
stays in the log (it may hold SQL, the driver's DETAIL, socket or server paths, another tenant's names).
"""

from __future__ import annotations


class SpanproofError(Exception):
    """Base of every error spanproof raises on purpose."""


class ConfigError(SpanproofError):
    pass


class StoreError(SpanproofError):
    pass


class DatabaseUnavailable(StoreError):
    pass


class DatabaseBusy(DatabaseUnavailable):
    pass


class StatementTimeout(StoreError):
    pass


class IndexModelMismatch(StoreError):
    pass


class NotFound(SpanproofError):
    pass


class CollectionNotFound(NotFound):
    pass


class DocumentNotFound(NotFound):
    pass


class JobNotFound(NotFound):
    pass


class Conflict(SpanproofError):
    pass


class AccessError(SpanproofError):
    pass


class InvalidApiKey(AccessError):
    pass


class PermissionDenied(AccessError):
    pass


class RequestTooLarge(SpanproofError):
    pass


class InvalidRequest(SpanproofError):
    pass


class InvalidMetadata(InvalidRequest):
    pass


class RateLimited(SpanproofError):
    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class SpoolError(SpanproofError):
    pass


class BackupError(SpanproofError):
    pass


class RerankerError(SpanproofError):
    pass


class LLMError(SpanproofError):
    """The LLM endpoint failed; ``cause`` is short and stable (``timeout``, ``connection refused``, ``HTTP 500``)."""

    def __init__(self, cause: str, message: str) -> None:
        super().__init__(message)
        self.cause = cause


class IngestError(SpanproofError):
    """A file that cannot be ingested; ``source`` names it."""

    def __init__(self, source: str, message: str) -> None:
        super().__init__(f"{source}: {message}")
        self.source = source
        self.message = message


class UnsupportedFileType(IngestError):
    pass


class EmptyDocument(IngestError):
    pass


class CorruptDocument(IngestError):
    pass


class NoTextLayer(IngestError):
    pass


# The first class in an error's MRO found here gives the message shown instead of the error's own text.
_HIDDEN: dict[type[SpanproofError], str] = {
    DatabaseBusy: "the service is busy; retry later",
    StatementTimeout: "the request took too long",
    DatabaseUnavailable: "the database is unavailable; retry later",
    StoreError: "the database failed",
    SpoolError: "the upload could not be stored; retry later",
    ConfigError: "the service is misconfigured",
}


def public_message(exc: BaseException) -> str:
    """The error's text as a client (an HTTP caller, a job's status) may read it; "internal error" for one not ours."""
    for cls in type(exc).__mro__:
        if cls in _HIDDEN:
            return _HIDDEN[cls]
    return str(exc) if isinstance(exc, SpanproofError) else "internal error"

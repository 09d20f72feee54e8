"""The exceptions spanproof raises; foreign errors are translated into these at the boundary.

SpanproofError
├── ConfigError                 a setting is invalid
├── StoreError                  the database failed
│   ├── DatabaseUnavailable     it cannot be reached (retry later)
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
├── InvalidRequest              a request the service cannot act on (malformed upload, bad metadata)
├── RerankerError               a reranker (cross-encoder, LLM endpoint) failed or answered nonsense
├── LLMError                    the OpenAI-compatible endpoint failed (``cause``: timeout, HTTP 429, ...); the
│                               answerer never lets it out (it degrades), the reranker reports it as RerankerError
└── IngestError                 one file could not be ingested (the batch goes on)
    ├── UnsupportedFileType
    ├── EmptyDocument
    ├── CorruptDocument
    └── NoTextLayer
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

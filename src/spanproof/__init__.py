"""spanproof: answers about long technical documents, only with verified verbatim citations.

The public surface is re-exported here; the implementation lives in private-by-convention modules.
"""

from spanproof.api import DEFAULT_COLLECTION, Spanproof
from spanproof.config import Settings
from spanproof.errors import (
    ConfigError,
    CorruptDocument,
    DatabaseUnavailable,
    EmptyDocument,
    IndexModelMismatch,
    IngestError,
    LLMError,
    NoTextLayer,
    NotFound,
    RerankerError,
    SpanproofError,
    StoreError,
    UnsupportedFileType,
)
from spanproof.ingest.pipeline import TextDocument
from spanproof.types import Answer, Citation, FileReport, Hit, IngestReport, Scores, Unconfirmed

__all__ = [
    "DEFAULT_COLLECTION",
    "Answer",
    "Citation",
    "ConfigError",
    "CorruptDocument",
    "DatabaseUnavailable",
    "EmptyDocument",
    "FileReport",
    "Hit",
    "IndexModelMismatch",
    "IngestError",
    "IngestReport",
    "LLMError",
    "NoTextLayer",
    "NotFound",
    "RerankerError",
    "Scores",
    "Settings",
    "Spanproof",
    "SpanproofError",
    "StoreError",
    "TextDocument",
    "Unconfirmed",
    "UnsupportedFileType",
]

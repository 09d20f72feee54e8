"""spanproof: answers about long technical documents, only with verified verbatim citations.

The public surface is re-exported here; the implementation lives in private-by-convention modules. The names are
resolved on first use (PEP 562), so ``import spanproof`` (and the CLI's ``--help``) does not load the database
driver, numpy and the answering stack; ``from spanproof import Spanproof`` loads what that name needs.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spanproof.api import Spanproof
    from spanproof.config import Settings
    from spanproof.defaults import DEFAULT_COLLECTION
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

# Each public name and the module that defines it.
_SOURCES = {
    "DEFAULT_COLLECTION": "spanproof.defaults",
    "Spanproof": "spanproof.api",
    "Settings": "spanproof.config",
    "ConfigError": "spanproof.errors",
    "CorruptDocument": "spanproof.errors",
    "DatabaseUnavailable": "spanproof.errors",
    "EmptyDocument": "spanproof.errors",
    "IndexModelMismatch": "spanproof.errors",
    "IngestError": "spanproof.errors",
    "LLMError": "spanproof.errors",
    "NoTextLayer": "spanproof.errors",
    "NotFound": "spanproof.errors",
    "RerankerError": "spanproof.errors",
    "SpanproofError": "spanproof.errors",
    "StoreError": "spanproof.errors",
    "UnsupportedFileType": "spanproof.errors",
    "TextDocument": "spanproof.ingest.pipeline",
    "Answer": "spanproof.types",
    "Citation": "spanproof.types",
    "FileReport": "spanproof.types",
    "Hit": "spanproof.types",
    "IngestReport": "spanproof.types",
    "Scores": "spanproof.types",
    "Unconfirmed": "spanproof.types",
}

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


def __getattr__(name: str) -> Any:
    source = _SOURCES.get(name)
    if source is None:
        raise AttributeError(f"module 'spanproof' has no attribute {name!r}")
    value = getattr(import_module(source), name)
    globals()[name] = value  # later lookups are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

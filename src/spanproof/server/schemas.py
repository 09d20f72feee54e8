"""Request and response models of the HTTP API. Hits and answers are the contracts of ``spanproof.types``."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from spanproof.types import Answer, Hit

NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"

__all__ = [
    "NAME_PATTERN",
    "Answer",
    "AskRequest",
    "Collection",
    "CollectionCreate",
    "Document",
    "ErrorBody",
    "Hit",
    "Job",
    "Stats",
    "TextUpload",
]


class ErrorDetail(BaseModel):
    code: str = Field(description="Stable, machine-readable: invalid_api_key, collection_not_found, …")
    message: str


class ErrorBody(BaseModel):
    error: ErrorDetail


class CollectionCreate(BaseModel):
    embedding_model: str | None = Field(
        default=None, description="Must be the service's embedder when given; a different one is 409."
    )


class Collection(BaseModel):
    name: str
    documents: int = Field(description="Documents the caller may see.")
    embedding_model: str
    embedding_dim: int
    created_at: str


class Document(BaseModel):
    id: int
    document: str = Field(description="The document's name in the collection (what citations call it).")
    title: str
    version: str
    media_type: str
    pages: int
    chunks: int
    access_groups: list[str]
    metadata: dict[str, Any]
    created_at: str
    effective_from: str | None = Field(default=None, description="Valid from this date (null: unbounded).")
    effective_to: str | None = Field(default=None, description="Valid until this date, exclusive (null: unbounded).")
    recorded_at: str | None = Field(default=None, description="Known from this time.")
    supersedes: list[str] = Field(default_factory=list, description="The versions this one corrects.")
    superseded: bool = Field(default=False, description="A later version corrects this one.")
    product: str | None = None
    variants: list[str] | None = None
    serials: list[list[int]] | None = Field(default=None, description="Inclusive [first, last] serial ranges.")


class TextUpload(BaseModel):
    title: str = Field(min_length=1, max_length=500)
    text: str = Field(min_length=1, description="Pages split on form feeds (\\f).")
    name: str | None = Field(default=None, max_length=255, description="Document name; default: the title.")
    access_groups: list[str] = Field(default_factory=list, description="Empty: everyone in the tenant.")
    metadata: dict[str, Any] = Field(default_factory=dict)


class Job(BaseModel):
    id: str
    collection: str
    status: Literal["queued", "running", "done", "failed"]
    stage: str
    files_done: int
    files_total: int
    progress: float = Field(description="files_done / files_total")
    attempts: int
    access_groups: list[str]
    report: dict[str, Any] | None
    error: str | None
    created_at: str
    started_at: str | None
    finished_at: str | None


class AskRequest(BaseModel):
    question: str = Field(min_length=1, max_length=2000)
    documents: list[str] | None = Field(default=None, description="Only these documents.")
    metadata: dict[str, Any] | None = Field(default=None, description="Only documents whose metadata has these.")
    answerer: str | None = Field(
        default=None,
        max_length=100,
        description="Who drafts: 'extractive' (offline, the default setting), 'llm' or 'agent' (both the"
        " SPANPROOF_LLM_* endpoint).",
    )
    conversation_id: str | None = Field(
        default=None,
        min_length=1,
        max_length=200,
        description="Keep the turns under this ID (per tenant and access groups): a follow-up is rewritten to stand"
        " alone for retrieval; signals.rewritten_query shows what was searched.",
    )
    as_of: str | None = Field(default=None, max_length=40, description="The date, YYYY-MM-DD (default today).")
    known_as_of: str | None = Field(
        default=None, max_length=40, description="The knowledge time, ISO 8601 (default now)."
    )
    variant: str | None = Field(default=None, max_length=300, description="Only versions for this variant.")
    serial: int | None = Field(default=None, ge=0, description="Only versions for this serial number.")
    product: str | None = Field(default=None, max_length=300, description="Only versions for this product.")
    version: str | None = Field(default=None, max_length=300, description="This version label (an old one too).")


class Stats(BaseModel):
    collection: str
    documents: int
    versions: int = Field(description="Stored versions of the documents (pages and chunks count them all).")
    pages: int
    chunks: int
    chunks_by_kind: dict[str, int]
    tables: int
    ocr_pages: int
    ocr_mean_confidence: float | None
    ocr_low_confidence_pages: list[dict[str, Any]]
    embedding_model: str | None
    embedding_dim: int | None

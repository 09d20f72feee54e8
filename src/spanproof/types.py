"""The contracts between the stages (see DESIGN.md): plain dataclasses, JSON-ready through ``to_dict``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from typing import Any, Literal, get_args

from spanproof.analysis import without_dot_leaders

# navigation: a table of contents, an index or a list of figures (dot leaders, page-number columns): searchable,
# never quoted as an answer, never shown as a refusal's best passage.
ChunkKind = Literal["prose", "table_row", "caption", "code", "ocr", "navigation"]
AnswerStatus = Literal["answered", "refused", "review"]


@dataclass(frozen=True)
class Page:
    """One page exactly as stored; every offset in the system points into ``text``."""

    number: int  # from 1, as in the file
    text: str


@dataclass(frozen=True)
class Block:
    """A structural unit found by a parser: a span of one page with its heading path and kind."""

    page: int
    start: int
    end: int
    kind: ChunkKind
    heading_path: tuple[str, ...]


@dataclass
class ParsedDocument:
    title: str
    pages: list[Page]
    blocks: list[Block]
    metadata: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    tables: int = 0  # tables found (a table continued across pages counts once)
    ocr_pages: dict[int, float] = field(default_factory=dict)  # page number -> mean word confidence (0-100)
    paginated: bool = True  # False for formats without pages (DOCX): page 1 is the whole document


@dataclass(frozen=True)
class Chunk:
    page: int
    start: int
    end: int
    kind: ChunkKind
    heading_path: tuple[str, ...]
    text: str  # == page_text[start:end]

    def embedding_text(self) -> str:
        """What the embedder sees: the heading path gives a chunk its context, and dot leaders (a table of contents'
        or index's ``Oil Systems ........ 6-2``) become one space: each dot is a token, so a contents page spent
        most of its 256 tokens on them, leaving the entries past the cut unread (and cost ~40 % of the demo's
        embedding time). Only the embedder's input changes; the stored text stays verbatim."""
        text = without_dot_leaders(self.text)
        if not self.heading_path:
            return text
        return " > ".join(self.heading_path) + "\n" + text


@dataclass(frozen=True)
class ChunkStates:
    """One chunk's sentence states as stored (encoders/states.py makes and reads them; the layout of each field is
    in migration 0006). ``encoding`` names what made them (model and format)."""

    encoding: str
    spans: bytes
    vectors: bytes
    token_counts: bytes | None = None
    token_codes: bytes | None = None
    token_scales: bytes | None = None


@dataclass(frozen=True)
class Filters:
    """What a query may see of a collection; applied inside the SQL WHERE of every ranking query."""

    collection_id: int
    sources: Sequence[str] | None = None  # restrict to these documents
    metadata: dict[str, Any] | None = None  # documents whose metadata contains this
    groups: Sequence[str] | None = None  # the caller's access groups; None = no restriction
    # Versions and effectivity (DESIGN.md): None = today, now, any product/variant/serial, the eligible version(s).
    as_of: date | None = None  # valid time: versions in force on this date
    known_as_of: datetime | None = None  # knowledge time: versions recorded, and not yet corrected, by then
    product: str | None = None
    variant: str | None = None
    serial: int | None = None
    version: str | None = None  # this version label (an old one included) instead of the eligible ones
    # True when no document of the collection is dated (effectivity, applicability, a given record time or a later
    # correction): then every query sees the latest version of every document. Only the store may say so.
    undated_collection: bool = False

    @property
    def temporal(self) -> bool:
        """True when the query names a date, a knowledge time, an applicability or a version."""
        return any(
            v is not None for v in (self.as_of, self.known_as_of, self.product, self.variant, self.serial, self.version)
        )

    @property
    def restricts_documents(self) -> bool:
        """False when every document of the collection is visible (the statistics are then a lookup).

        A caller with access groups is restricted even if no document has groups today: the per-collection
        statistics count every document, and postings are read unfiltered on that path. So is every query of a
        collection holding dated versions: the collection's statistics count every version.
        """
        return (
            bool(self.sources)
            or bool(self.metadata)
            or self.groups is not None
            or self.temporal
            or not self.undated_collection
        )


@dataclass(frozen=True)
class StoredPage:
    text: str
    version: str
    ocr_confidence: float | None  # set when the text came from OCR
    paginated: bool  # False when the format has no pages (page 1 is the whole document)
    effective_from: str | None = None  # the version's valid time, ISO dates (None: unbounded)
    effective_to: str | None = None
    recorded_at: str | None = None  # when the version became known, ISO 8601 UTC


@dataclass
class Scores:
    lexical: float | None = None
    lexical_rank: int | None = None
    dense: float | None = None
    dense_rank: int | None = None
    fused: float | None = None
    rerank: float | None = None


@dataclass
class Hit:
    chunk_id: int
    document: str
    title: str
    document_version: str
    page: int
    start: int
    end: int
    kind: str
    heading_path: list[str]
    text: str
    scores: Scores
    effective_from: str | None = None  # the version's valid time, ISO dates (None: unbounded)
    effective_to: str | None = None
    recorded_at: str | None = None  # when the version became known, ISO 8601 UTC
    product: str | None = None  # the version's applicability (None: every product / variant)
    variants: list[str] | None = None
    serial_limited: bool = False  # the version applies to listed serial numbers only (a service bulletin)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Citation:
    document: str
    title: str
    document_version: str
    page: int
    start: int
    end: int
    quote: str  # == stored page text[start:end], always
    section: str | None = None  # heading path of the quoted passage, " > "-joined
    note: str | None = None  # e.g. that the quote is OCR text, or that the format has no pages
    effective_from: str | None = None  # the cited version's valid time, ISO dates (None: unbounded)
    effective_to: str | None = None
    recorded_at: str | None = None  # when the cited version became known, ISO 8601 UTC

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class CalculationInput:
    """One number a calculation used, as written in the document, and the citation it was read from."""

    value: str
    citation: Citation

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "citation": self.citation.to_dict()}


@dataclass(frozen=True)
class Calculation:
    """How a computed number was reached (DESIGN.md, "Agent"): the expression, each input with its citation, and
    the result. The verifier checks that every input is in its verified quote and that the expression, recomputed,
    gives the result."""

    expression: str
    inputs: list[CalculationInput]
    result: float

    def to_dict(self) -> dict[str, Any]:
        return {"expression": self.expression, "inputs": [i.to_dict() for i in self.inputs], "result": self.result}


@dataclass
class Claim:
    """One sentence of a draft answer and the citations that should back it (and, for a computed number, how it
    was computed)."""

    text: str
    citations: list[Citation]
    calculation: Calculation | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "citations": [c.to_dict() for c in self.citations],
            "calculation": self.calculation.to_dict() if self.calculation is not None else None,
        }


@dataclass
class Draft:
    claims: list[Claim]
    # What the answerer reports into Answer.signals (degraded, repair_passes, tokens, claims it dropped itself).
    signals: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Unconfirmed:
    """What a refused answer found and verified but the gate did not confirm (DESIGN.md, "Unconfirmed evidence"):
    the closest verified statement, its citations, and why it is not an answer. Never shown as an answer."""

    answer: str
    citations: list[Citation]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"answer": self.answer, "citations": [c.to_dict() for c in self.citations], "reason": self.reason}


@dataclass
class Answer:
    status: AnswerStatus
    answer: str
    citations: list[Citation]
    reason: str | None
    signals: dict[str, Any]
    hits: list[Hit]
    unconfirmed: Unconfirmed | None = None  # only on a refusal whose draft verified but did not pass the gate

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "answer": self.answer,
            "citations": [c.to_dict() for c in self.citations],
            "reason": self.reason,
            "unconfirmed": self.unconfirmed.to_dict() if self.unconfirmed is not None else None,
            "signals": self.signals,
            "hits": [h.to_dict() for h in self.hits],
        }


# What ingesting a file can store; ``FileReport.status`` adds "unchanged" and "failed".
Stored = Literal["ingested", "replaced", "reprocessed"]


@dataclass
class FileReport:
    """What ingesting one file did; ``error`` set means nothing of it was stored."""

    source: str
    # ingested: a new document; replaced: a new version of a stored one; reprocessed: a version an earlier
    # release stored, these very bytes and metadata, read again by this one in its place (its label, dates and
    # place among the versions kept); unchanged: stored already; failed: nothing stored (``error`` says why)
    status: Literal["ingested", "unchanged", "replaced", "reprocessed", "failed"]
    pages: int = 0
    chunks: int = 0
    chunks_by_kind: dict[str, int] = field(default_factory=dict)
    tables: int = 0
    ocr_pages: int = 0
    ocr_mean_confidence: float | None = None
    ocr_low_confidence_pages: list[int] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    error: str | None = None
    seconds: float = 0.0
    document: str | None = None  # the document's stable key (its source name unless metadata names it)
    version: str | None = None  # the label of the version stored (or found unchanged)

    @property
    def stored(self) -> bool:
        """Whether this file's reading was stored (a new document, a new version, or a version read again)."""
        return self.status in get_args(Stored)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class IngestReport:
    collection: str
    files: list[FileReport]
    seconds: float = 0.0

    @property
    def failed(self) -> list[FileReport]:
        return [f for f in self.files if f.status == "failed"]

    def to_dict(self) -> dict[str, Any]:
        return {
            "collection": self.collection,
            "seconds": round(self.seconds, 3),
            "files": [f.to_dict() for f in self.files],
            "totals": {
                status: sum(1 for f in self.files if f.status == status)
                for status in ("ingested", "replaced", "reprocessed", "unchanged", "failed")
            },
        }

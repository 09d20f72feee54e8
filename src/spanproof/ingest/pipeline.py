"""Ingest files into a collection: hash → (skip if unchanged) → parse → chunk → embed → one transaction.

A failure in one file is reported for that file and leaves its previous version intact; the rest of
the batch goes on.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from spanproof.analysis import identifiers
from spanproof.answering.states import SentenceEncoder
from spanproof.config import Settings
from spanproof.encoders.embedder import Embedder
from spanproof.errors import (
    Conflict,
    CorruptDocument,
    DatabaseUnavailable,
    IngestError,
    SpanproofError,
    UnsupportedFileType,
    public_message,
)
from spanproof.ingest.budget import Limits
from spanproof.ingest.chunking import chunk_document
from spanproof.ingest.docx import parse_docx
from spanproof.ingest.html import parse_html
from spanproof.ingest.isolation import ChildLimits, parse_in_child
from spanproof.ingest.markdown import parse_markdown
from spanproof.ingest.pdf import parse_pdf
from spanproof.ingest.text import parse_text
from spanproof.store import sql
from spanproof.store.db import Database
from spanproof.tenancy import may_change
from spanproof.types import Chunk, ChunkStates, FileReport, IngestReport, Page, ParsedDocument

log = logging.getLogger(__name__)

# Bump when parsing, chunking or what is stored per chunk changes: the content hash covers it, so files are
# re-ingested. 3: sentence states stored with each chunk.
PIPELINE_VERSION = "3"


class Parser(Protocol):
    def __call__(self, data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument: ...


PARSERS: dict[str, tuple[str, Parser]] = {
    ".pdf": ("application/pdf", parse_pdf),
    ".docx": ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", parse_docx),
    ".md": ("text/markdown", parse_markdown),
    ".markdown": ("text/markdown", parse_markdown),
    ".html": ("text/html", parse_html),
    ".htm": ("text/html", parse_html),
    ".txt": ("text/plain", parse_text),
    ".text": ("text/plain", parse_text),
}

# NUL cannot be stored in PostgreSQL text; U+FFFD has the same length, so every offset into a page stays exact.
_NUL, _REPLACEMENT = "\x00", "\ufffd"


def _without_nul(parsed: ParsedDocument) -> ParsedDocument:
    """The parsed document with every NUL character (a PDF's or DOCX's text may hold them) replaced."""

    def clean(text: str) -> str:
        return text.replace(_NUL, _REPLACEMENT)

    parsed.title = clean(parsed.title)
    parsed.pages = [Page(p.number, clean(p.text)) if _NUL in p.text else p for p in parsed.pages]
    parsed.blocks = [
        replace(b, heading_path=tuple(clean(h) for h in b.heading_path))
        if any(_NUL in h for h in b.heading_path)
        else b
        for b in parsed.blocks
    ]
    parsed.metadata = {clean(k): clean(v) if isinstance(v, str) else v for k, v in parsed.metadata.items()}
    return parsed


def parse_file(parse: Parser, data: bytes, source: str, limits: Limits) -> ParsedDocument:
    """Run a parser. Whatever else it raises (a library's own error, RecursionError on deep nesting, MemoryError)
    becomes this file's CorruptDocument in our words; the traceback goes to the log."""
    try:
        parsed = parse(data, source, limits)
    except SpanproofError:
        raise
    except RecursionError as exc:
        log.warning("parsing %s: too deeply nested", source, exc_info=True)
        raise CorruptDocument(source, "the file is nested too deeply to read") from exc
    except MemoryError as exc:
        log.warning("parsing %s: out of memory", source, exc_info=True)
        raise CorruptDocument(source, "the file needs more memory to read than is allowed") from exc
    except Exception as exc:
        log.exception("parsing %s failed", source)
        raise CorruptDocument(source, "the file is damaged or is not the type its name says") from exc
    return _without_nul(parsed)


# (stage, files done, files total, source)
ProgressCallback = Callable[[str, int, int, str], None]


@dataclass(frozen=True)
class TextDocument:
    """A document given as text (an API upload, a benchmark corpus): pages split on form feeds."""

    source: str
    text: str
    title: str | None = None
    metadata: dict[str, Any] | None = None


@dataclass(frozen=True)
class SourceFile:
    path: Path
    source: str  # the document's name in the collection


def discover(paths: list[Path]) -> tuple[list[SourceFile], list[FileReport]]:
    """Files to ingest (folders walked recursively, supported types only) and reports for bad paths."""
    found: list[SourceFile] = []
    problems: list[FileReport] = []
    for path in paths:
        if path.is_dir():
            for file in sorted(p for p in path.rglob("*") if p.is_file()):
                relative = file.relative_to(path)
                if any(part.startswith(".") for part in relative.parts):
                    continue
                if file.suffix.lower() in PARSERS:
                    found.append(SourceFile(file, relative.as_posix()))
        elif path.is_file():
            found.append(SourceFile(path, path.name))
        else:
            problems.append(FileReport(str(path), "failed", error="no such file or directory"))
    return found, problems


def content_hash(data: bytes, embedder_id: str, settings: Settings, access_groups: Sequence[str] = ()) -> str:
    """Same bytes, pipeline and settings → same hash; new access groups make a new version."""
    digest = hashlib.sha256(data)
    digest.update(
        f"|pipeline={PIPELINE_VERSION}|embedder={embedder_id}"
        f"|chunk={settings.chunk_chars}/{settings.chunk_overlap_chars}".encode()
    )
    if access_groups:
        digest.update(f"|groups={','.join(sorted(set(access_groups)))}".encode())
    return digest.hexdigest()


@dataclass(frozen=True)
class EmbeddedChunks:
    vectors: np.ndarray  # one per chunk, for search
    sentence_states: list[ChunkStates | None]  # one per chunk, for answering (answering/states.py)

    def part(self, start: int, end: int) -> EmbeddedChunks:
        return EmbeddedChunks(self.vectors[start:end], self.sentence_states[start:end])


class Ingestor:
    """Ingests into one tenant's collections; ``access_groups`` restrict who may see what it stores."""

    def __init__(
        self,
        db: Database,
        embedder: Embedder,
        settings: Settings,
        *,
        tenant: str,
        access_groups: Sequence[str] = (),
        writer_groups: Sequence[str] | None = None,
    ) -> None:
        self._db = db
        self._writer_groups = None if writer_groups is None else sorted(set(writer_groups))
        self._embedder = embedder
        self._settings = settings
        self._tenant = tenant
        self._groups = sorted(set(access_groups))
        self._sentences = SentenceEncoder(embedder)

    def _embed(self, chunks: Sequence[Chunk]) -> EmbeddedChunks:
        """The chunks' vectors for search, and their sentences' states for answering."""
        vectors = self._embedder.embed_documents([chunk.embedding_text() for chunk in chunks])
        return EmbeddedChunks(vectors, self._sentences.encode_chunks([chunk.text for chunk in chunks]))

    def ingest(
        self,
        paths: list[Path],
        collection: str,
        metadata: dict[str, Any] | None = None,
        version: str | None = None,
        progress: ProgressCallback | None = None,
    ) -> IngestReport:
        began = time.perf_counter()
        files, reports = discover(paths)
        collection_id = self._ensure_collection(collection)
        limits = Limits.from_settings(self._settings)  # one OCR budget for the whole ingestion
        for index, file in enumerate(files):
            if progress:
                progress("ingesting", index, len(files), file.source)
            storing = partial(progress, "storing", index, len(files), file.source) if progress else None
            reports.append(self._ingest_file(collection_id, file, metadata or {}, version, limits, storing))
        if progress:
            progress("done", len(files), len(files), "")
        return IngestReport(collection, reports, time.perf_counter() - began)

    def _ensure_collection(self, name: str) -> int:
        with self._db.connection() as conn:
            collection_id = sql.ensure_collection(
                conn, name, self._embedder.model_id, self._embedder.dim, tenant=self._tenant
            )
            conn.commit()
        return collection_id

    def _stored(self, collection_id: int, source: str) -> tuple[int, str] | None:
        """(document id, content hash) of the stored version of ``source``, if any."""
        with self._db.connection() as conn:
            return sql.document_hash(conn, collection_id, source)

    def _stored_under_another_name(self, collection_id: int, digest: str) -> str | None:
        with self._db.connection() as conn:
            return sql.source_with_hash(conn, collection_id, digest)

    def ingest_texts(
        self,
        documents: list[TextDocument],
        collection: str,
        progress: ProgressCallback | None = None,
        batch: int = 64,
    ) -> IngestReport:
        """Ingest text documents, embedding the chunks of up to ``batch`` documents in one call."""
        began = time.perf_counter()
        collection_id = self._ensure_collection(collection)
        limits = Limits.from_settings(self._settings)
        reports: list[FileReport] = []
        for first in range(0, len(documents), batch):
            if progress:
                progress("ingesting", first, len(documents), documents[first].source)
            work = []
            for document in documents[first : first + batch]:
                report = FileReport(document.source, "ingested")
                reports.append(report)
                data = ((document.title or "") + "\x00" + document.text).encode()
                digest = content_hash(data, self._embedder.model_id, self._settings, self._groups)
                existing = self._stored(collection_id, document.source)
                if existing and existing[1] == digest:
                    report.status = "unchanged"
                    continue
                try:
                    parsed = parse_file(parse_text, document.text.encode(), document.source, limits)
                except IngestError as exc:
                    report.status, report.error = "failed", exc.message
                    continue
                if document.title:
                    # A given title is the root heading of every chunk, so each chunk carries its context.
                    parsed.title = document.title
                    parsed.blocks = [replace(b, heading_path=(document.title, *b.heading_path)) for b in parsed.blocks]
                chunks = chunk_document(
                    parsed.pages, parsed.blocks, self._settings.chunk_chars, self._settings.chunk_overlap_chars
                )
                _describe(report, parsed, chunks, self._settings.ocr_low_confidence)
                work.append((document, report, parsed, chunks, digest, existing is not None))
            embedded = self._embed([chunk for *_, chunks, _, _ in work for chunk in chunks])
            if progress and work:
                progress("storing", first, len(documents), documents[first].source)
            at = 0
            for document, report, parsed, chunks, digest, replacing in work:
                file = SourceFile(Path(document.source), document.source)
                with _per_file(report):
                    self._store(
                        collection_id,
                        file,
                        parsed,
                        chunks,
                        embedded.part(at, at + len(chunks)),
                        digest,
                        "text/plain",
                        document.metadata or {},
                        None,
                        report,
                    )
                    report.status = "replaced" if replacing else "ingested"
                at += len(chunks)
        if progress:
            progress("done", len(documents), len(documents), "")
        return IngestReport(collection, reports, time.perf_counter() - began)

    def _ingest_file(
        self,
        collection_id: int,
        file: SourceFile,
        metadata: dict[str, Any],
        version: str | None,
        limits: Limits,
        before_store: Callable[[], None] | None = None,
    ) -> FileReport:
        """Parse, chunk, embed and store one file. ``before_store`` runs once the work is done, just before the
        document is written (a job checks there that it still owns itself)."""
        began = time.perf_counter()
        report = FileReport(file.source, "ingested")
        try:
            self._ingest_parsed(collection_id, file, metadata, version, limits, before_store, report)
        finally:
            report.seconds = round(time.perf_counter() - began, 3)
        return report

    def _ingest_parsed(
        self,
        collection_id: int,
        file: SourceFile,
        metadata: dict[str, Any],
        version: str | None,
        limits: Limits,
        before_store: Callable[[], None] | None,
        report: FileReport,
    ) -> None:
        with _per_file(report):
            kind = PARSERS.get(file.path.suffix.lower())
            if kind is None:
                raise UnsupportedFileType(
                    file.source,
                    f"unsupported file type {file.path.suffix or '(none)'!r} (supported: {', '.join(sorted(PARSERS))})",
                )
            media_type, parse = kind
            try:
                data = file.path.read_bytes()
            except OSError as exc:
                raise IngestError(file.source, f"cannot read: {exc.strerror}") from exc
            digest = content_hash(data, self._embedder.model_id, self._settings, self._groups)
            existing = self._stored(collection_id, file.source)
            if existing and existing[1] == digest:
                report.status = "unchanged"
                return
            if not existing and (twin := self._stored_under_another_name(collection_id, digest)):
                # The same bytes are one document, whatever they are called (a name stays one document's handle:
                # a known name with new bytes is a new version of that document, replaced below).
                report.status = "unchanged"
                report.warnings.append(f"the same file is stored as {twin!r}; not stored again")
                return

            parsed = parse_in_child(parse, data, file.source, limits, ChildLimits.from_settings(self._settings, limits))
            limits.check_pages(file.source, len(parsed.pages))  # the parsers check first; this holds for every one
            chunks = chunk_document(
                parsed.pages, parsed.blocks, self._settings.chunk_chars, self._settings.chunk_overlap_chars
            )
            if not chunks:
                raise IngestError(file.source, "no text to index")
            embedded = self._embed(chunks)
            _describe(report, parsed, chunks, self._settings.ocr_low_confidence)
            if before_store:
                before_store()
            self._store(collection_id, file, parsed, chunks, embedded, digest, media_type, metadata, version, report)
            report.status = "replaced" if existing else "ingested"

    def _store(
        self,
        collection_id: int,
        file: SourceFile,
        parsed: ParsedDocument,
        chunks: list[Chunk],
        embedded: EmbeddedChunks,
        digest: str,
        media_type: str,
        metadata: dict[str, Any],
        version: str | None,
        report: FileReport,
    ) -> None:
        """Replace the old version (if any) and write the new one in a single transaction."""
        with self._db.connection() as conn, conn.transaction():
            sql.lock_collection(conn, collection_id)
            existing = sql.document_hash(conn, collection_id, file.source)
            if existing:
                # checked here, under the collection's lock: a check at upload time could be outrun
                if not may_change(self._writer_groups, sql.document_groups(conn, collection_id, file.source) or []):
                    raise Conflict(f"the document name {file.source!r} is not available; upload under another name")
                sql.delete_document(conn, existing[0])
            document_id = sql.insert_document(
                conn,
                collection_id=collection_id,
                source=file.source,
                title=parsed.title,
                content_hash=digest,
                version=version or parsed.metadata.get("version") or digest[:12],
                media_type=media_type,
                page_count=len(parsed.pages),
                paginated=parsed.paginated,
                metadata={**parsed.metadata, **metadata},
                report=report.to_dict(),
                access_groups=self._groups,
            )
            sql.insert_pages(conn, document_id, parsed.pages, parsed.ocr_pages)
            sql.insert_chunks(
                conn,
                collection_id=collection_id,
                document_id=document_id,
                chunks=chunks,
                embeddings=embedded.vectors,
                identifiers=[identifiers(chunk.text) for chunk in chunks],
                sentence_states=embedded.sentence_states,
            )


@contextmanager
def _per_file(report: FileReport) -> Iterator[None]:
    """Any failure inside is this file's, in our words (the rest of the batch goes on); the database going away is
    not this file's fault and stops the whole ingestion (what is stored stays whole)."""
    try:
        yield
    except IngestError as exc:
        report.status, report.error = "failed", exc.message
    except DatabaseUnavailable:
        raise
    except SpanproofError as exc:
        if public_message(exc) != str(exc):
            log.warning("ingesting %s: %s", report.source, exc)
        report.status, report.error = "failed", public_message(exc)
    except Exception:
        log.exception("ingesting %s failed", report.source)
        report.status, report.error = "failed", "internal error while ingesting this file"


def _describe(report: FileReport, parsed: ParsedDocument, chunks: list[Chunk], low_confidence: float) -> None:
    """Fill the per-file ingest report: pages, chunks by kind, tables, OCR pages and their confidence."""
    report.pages = len(parsed.pages)
    report.chunks = len(chunks)
    for chunk in chunks:
        report.chunks_by_kind[chunk.kind] = report.chunks_by_kind.get(chunk.kind, 0) + 1
    report.tables = parsed.tables
    report.ocr_pages = len(parsed.ocr_pages)
    if parsed.ocr_pages:
        report.ocr_mean_confidence = round(sum(parsed.ocr_pages.values()) / len(parsed.ocr_pages), 2)
        report.ocr_low_confidence_pages = sorted(n for n, c in parsed.ocr_pages.items() if c < low_confidence)
    report.warnings = list(parsed.warnings)
    if report.ocr_low_confidence_pages:
        report.warnings.append(f"low OCR confidence (< {low_confidence:g}) on pages {report.ocr_low_confidence_pages}")

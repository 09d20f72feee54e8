"""Ingest files into a collection: hash → (skip if unchanged) → parse → chunk → embed → one transaction.

A failure in one file is reported for that file and leaves its previous version intact; the rest of
the batch goes on.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from spanproof.analysis import identifiers
from spanproof.config import Settings
from spanproof.encoders.embedder import Embedder
from spanproof.encoders.states import SentenceEncoder
from spanproof.errors import (
    Conflict,
    CorruptDocument,
    DatabaseUnavailable,
    IngestError,
    InvalidMetadata,
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
from spanproof.ingest.metadata import (
    VersionMetadata,
    parse_metadata,
    read_metadata_file,
    sidecar,
    uncovered_days,
)
from spanproof.ingest.pdf import parse_pdf
from spanproof.ingest.text import parse_text
from spanproof.store import sql
from spanproof.store.db import Database
from spanproof.store.originals import Originals
from spanproof.tenancy import may_change
from spanproof.types import Chunk, ChunkStates, FileReport, IngestReport, Page, ParsedDocument, Stored

if TYPE_CHECKING:
    import psycopg

log = logging.getLogger(__name__)

# Bump when parsing, chunking or what is stored per chunk changes: the content hash covers it, so files are
# re-ingested. 3: sentence states stored with each chunk; 4: chunk vectors pooled from those states; 5: PDF statement
# tables (labels and right-aligned figures) read row by row under their title, not as two columns; 6: a short
# paragraph (a heading line) is a sentence of its own, not joined to the next paragraph's first sentence; 7: PDF
# text in a standard font's bold (no weight in the file) read as bold, and a bold line a little larger than the text
# is a heading; 8: a sentence goes on past "Ref.", "Fig.", "No. 2" and the like (the sentences stored); 9: and past
# a unit's full stop before the figure's conversion ("0.25 in. (6.4 mm)"); 10: a part number of figures with dash
# numbers on both sides ("2-1587-7") is an identifier of its chunk; 11: a PDF's numbered procedure with a hanging
# indent is text, not a borderless table, and a sentence goes on past "min.", "max." and "approx." before a figure.
# 12: a table's row is one sentence, its cells' full stops inside it (``analysis._in_row``). 13: plain text's line
# framed or underlined by rules, or numbered in capitals, is a heading. 14: a contents table's row is navigation.
# 16: dot leaders make navigation only where they lead to page references (a card's list of limits is no contents),
# and a line holding one is a sentence with its value (15, the first half alone, was measured and not released).
# 17: a PDF heading repeated as continued ("7 Alarm codes (continued)") resumes its section: the subsection open at
# the page break stays in the heading path of what follows.
# A version stored by an earlier pipeline is read again in its place (``content_hashes``).
PIPELINE_VERSION = "17"


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


@dataclass(frozen=True)
class _Input:
    """One document to ingest, however it came: a file or a text (each has an adapter below)."""

    source: str
    kind: tuple[str, Parser] | None  # media type and parser; None: an unsupported file type
    read: Callable[[], bytes]  # what the parser reads
    hashed: Callable[[bytes], bytes]  # what the content hash covers, from what was read
    metadata: dict[str, Any]
    version: str | None = None
    title: str | None = None  # a given title (the parsed one otherwise)
    suffix: str = ""
    meta_file: Path | None = None  # the file's sidecar, read when the document is prepared (its keys win)
    # Parsed in a child process within limits (ingest/isolation.py); a text document, only split at its form feeds
    # and checked for its page count before it is decoded, is parsed here (a child costs ~36 ms a document).
    parse_in_child: bool = True

    def version_metadata(self) -> VersionMetadata:
        raw = dict(self.metadata)
        if self.meta_file is not None and self.meta_file.is_file():
            raw.update(read_metadata_file(self.meta_file))
        return parse_metadata(raw)


def _file_input(file: SourceFile, metadata: dict[str, Any], version: str | None) -> _Input:
    def read() -> bytes:
        try:
            return file.path.read_bytes()
        except OSError as exc:
            raise IngestError(file.source, f"cannot read: {exc.strerror}") from exc

    kind = PARSERS.get(file.path.suffix.lower())
    return _Input(
        file.source,
        kind,
        read,
        lambda data: data,
        metadata,
        version,
        suffix=file.path.suffix,
        meta_file=sidecar(file.path),
    )


def _text_input(document: TextDocument) -> _Input:
    identity = ((document.title or "") + "\x00" + document.text).encode()
    return _Input(
        document.source,
        ("text/plain", parse_text),
        document.text.encode,
        lambda _: identity,
        document.metadata or {},
        title=document.title,
        parse_in_child=False,
    )


@dataclass
class _Prepared:
    """A document parsed and chunked, waiting for its embeddings."""

    input: _Input
    report: FileReport
    parsed: ParsedDocument
    chunks: list[Chunk]
    digest: str
    media_type: str
    replacing: bool
    # The stored version these very bytes and metadata are, as an earlier release's pipeline read them (its hash
    # names that pipeline): read again in its place, not stored as another version.
    rereading: dict[str, Any] | None
    meta: VersionMetadata
    key: str  # the document's stable key
    identifiers: list[list[str]]  # each chunk's (found while preparing, off the embedding's path)
    data: bytes = b""  # the original bytes, kept by content hash so its pages can be rendered again


@dataclass
class _PreparedBatch:
    reports: list[FileReport]  # one per input, in order
    work: list[_Prepared]  # what is to be stored
    seconds: float  # spent preparing


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
    return content_hashes(data, embedder_id, settings, access_groups)[PIPELINE_VERSION]


def content_hashes(
    data: bytes, embedder_id: str, settings: Settings, access_groups: Sequence[str] = ()
) -> dict[str, str]:
    """The content hash these bytes had under each pipeline version up to this one, by version: a version stored
    by an earlier release is found by its hash (the bytes are hashed once; each version's suffix on a copy)."""
    base = hashlib.sha256(data)
    suffix = f"|embedder={embedder_id}|chunk={settings.chunk_chars}/{settings.chunk_overlap_chars}"
    if access_groups:
        suffix += f"|groups={','.join(sorted(set(access_groups)))}"
    hashes = {}
    for pipeline in map(str, range(1, int(PIPELINE_VERSION) + 1)):
        digest = base.copy()
        digest.update(f"|pipeline={pipeline}{suffix}".encode())
        hashes[pipeline] = digest.hexdigest()
    return hashes


@dataclass(frozen=True)
class EmbeddedChunks:
    vectors: np.ndarray  # one per chunk, for search
    sentence_states: list[ChunkStates | None]  # one per chunk, for answering (encoders/states.py)

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
        return EmbeddedChunks(*self._sentences.encode_chunks(chunks))

    def ingest(
        self,
        paths: list[Path],
        collection: str,
        metadata: dict[str, Any] | None = None,
        version: str | None = None,
        progress: ProgressCallback | None = None,
    ) -> IngestReport:
        """Ingest files and folders, one file at a time."""
        began = time.perf_counter()
        files, problems = discover(paths)
        given = parse_metadata(metadata)
        if len(files) > 1 and (given.document or given.version or version):
            raise InvalidMetadata(
                f"metadata naming a document or a version is for one file, and {len(files)} were given;"
                " give each file a <file>.meta.json sidecar instead"
            )
        inputs = [_file_input(file, metadata or {}, version) for file in files]
        return self._ingest_all(inputs, collection, 1, progress, problems, began)

    def ingest_texts(
        self,
        documents: list[TextDocument],
        collection: str,
        progress: ProgressCallback | None = None,
        batch: int = 64,
    ) -> IngestReport:
        """Ingest text documents, embedding the chunks of up to ``batch`` documents in one call."""
        began = time.perf_counter()
        return self._ingest_all([_text_input(d) for d in documents], collection, batch, progress, [], began)

    def _ingest_all(
        self,
        inputs: list[_Input],
        collection: str,
        batch: int,
        progress: ProgressCallback | None,
        reports: list[FileReport],
        began: float,
    ) -> IngestReport:
        """The one way in: prepare (hash, skip if stored, parse, chunk) -> embed ``batch`` documents at once ->
        store each in its own transaction. ``progress`` gets "ingesting" before each batch and "storing" before
        its documents are written (a job checks there that it still owns itself).

        Three stages overlap, a batch apart: the next batch is prepared (a file is parsed by one core, in its child
        process) and the previous one stored (by the database server) while this one is embedded. At most one
        batch waits on each side, so memory stays bounded. With the changes to the database writes and the lazy
        SDK import, the demo corpus's ingest process took 0.81x the wall time of the commit before, paired
        (docs/decisions.md)."""
        collection_id = self._ensure_collection(collection)
        limits = Limits.from_settings(self._settings)  # one OCR budget for the whole ingestion
        batches = [inputs[first : first + batch] for first in range(0, len(inputs), batch)]
        with (
            ThreadPoolExecutor(1, thread_name_prefix="spanproof-prepare") as preparer,
            ThreadPoolExecutor(1, thread_name_prefix="spanproof-store") as writer,
        ):
            upcoming = preparer.submit(self._prepare_batch, collection_id, batches[0], limits) if batches else None
            storing: Future[list[FileReport]] | None = None
            for number, part in enumerate(batches):
                first = number * batch
                if progress:
                    progress("ingesting", first, len(inputs), part[0].source)
                assert upcoming is not None
                prepared = upcoming.result()  # re-raises what stops the ingestion (the database gone)
                if number + 1 < len(batches):
                    upcoming = preparer.submit(self._prepare_batch, collection_id, batches[number + 1], limits)
                embedded = self._embed_batch(prepared)
                if storing is not None:
                    reports += storing.result()
                if progress and embedded is not None:
                    progress("storing", first, len(inputs), part[0].source)
                storing = writer.submit(self._store_batch, collection_id, prepared, embedded)
            if storing is not None:
                reports += storing.result()
        if progress:
            progress("done", len(inputs), len(inputs), "")
        return IngestReport(collection, reports, time.perf_counter() - began)

    def _ensure_collection(self, name: str) -> int:
        with self._db.connection() as conn:
            collection_id = sql.ensure_collection(
                conn, name, self._embedder.model_id, self._embedder.dim, tenant=self._tenant
            )
            conn.commit()
        return collection_id

    def _prepare_batch(self, collection_id: int, inputs: list[_Input], limits: Limits) -> _PreparedBatch:
        began = time.perf_counter()
        reports = [FileReport(item.source, "ingested") for item in inputs]
        work: list[_Prepared] = []
        for item, report in zip(inputs, reports, strict=True):
            with _per_file(report):
                prepared = self._prepare(collection_id, item, limits, report)
                if prepared is not None:
                    work.append(prepared)
        return _PreparedBatch(reports, work, time.perf_counter() - began)

    def _embed_batch(self, batch: _PreparedBatch) -> EmbeddedChunks | None:
        """The chunks of the whole batch embedded in one call; None when there is nothing to store or the
        embedding failed (then every file of the batch says so)."""
        began = time.perf_counter()
        embedded: EmbeddedChunks | None = None
        if batch.work:
            with _per_batch([p.report for p in batch.work]):
                embedded = self._embed([chunk for p in batch.work for chunk in p.chunks])
        batch.seconds += time.perf_counter() - began
        return embedded

    def _store_batch(
        self, collection_id: int, batch: _PreparedBatch, embedded: EmbeddedChunks | None
    ) -> list[FileReport]:
        began = time.perf_counter()
        if embedded is not None:
            at = 0
            for prepared in batch.work:
                with _per_file(prepared.report):
                    status = self._store(collection_id, prepared, embedded.part(at, at + len(prepared.chunks)))
                    if status is not None:
                        prepared.report.status = status
                at += len(prepared.chunks)
        reports = batch.reports
        seconds = round((batch.seconds + time.perf_counter() - began) / len(reports), 3) if reports else 0.0
        for report in reports:
            report.seconds = seconds
        return reports

    def _prepare(self, collection_id: int, item: _Input, limits: Limits, report: FileReport) -> _Prepared | None:
        """Hash, skip what is stored already, parse and chunk one document; None when there is nothing to store."""
        if item.kind is None:
            raise UnsupportedFileType(
                item.source,
                f"unsupported file type {item.suffix or '(none)'!r} (supported: {', '.join(sorted(PARSERS))})",
            )
        media_type, parse = item.kind
        meta = item.version_metadata()
        key = meta.document or item.source
        report.document = key
        data = item.read()
        hashes = content_hashes(item.hashed(data) + _dated(meta), self._embedder.model_id, self._settings, self._groups)
        digest = hashes.pop(PIPELINE_VERSION)
        with self._db.connection() as conn:
            versions = sql.document_versions(conn, collection_id, key)
            if _stored_already(conn, collection_id, versions, digest, report):
                # stored before originals were kept: keep it now, so its pages can be rendered
                Originals.of(self._settings).put(digest, data)
                return None
        earlier = set(hashes.values())
        rereading = next((v for v in reversed(versions) if v["content_hash"] in earlier), None)
        if item.parse_in_child:
            parsed = parse_in_child(parse, data, item.source, limits, ChildLimits.from_settings(self._settings, limits))
        else:
            parsed = parse_file(parse, data, item.source, limits)
        limits.check_pages(item.source, len(parsed.pages))  # the parsers check first; this holds for every one
        if item.title:
            # A given title is the root heading of every chunk, so each chunk carries its context.
            parsed.title = item.title
            parsed.blocks = [replace(b, heading_path=(item.title, *b.heading_path)) for b in parsed.blocks]
        chunks = chunk_document(
            parsed.pages, parsed.blocks, self._settings.chunk_chars, self._settings.chunk_overlap_chars
        )
        if not chunks:
            raise IngestError(item.source, "no text to index")
        _describe(report, parsed, chunks, self._settings.ocr_low_confidence)
        return _Prepared(
            item,
            report,
            parsed,
            chunks,
            digest,
            media_type,
            bool(versions),
            rereading,
            meta,
            key,
            [identifiers(c.text) for c in chunks],
            data,
        )

    def _store(self, collection_id: int, prepared: _Prepared, embedded: EmbeddedChunks) -> Stored | None:
        """Add the new version of the document (the old ones stay), or put a version stored by an earlier release
        in its own place, read again; in a single transaction. None when it turned out to be stored already."""
        key, parsed, chunks, meta = prepared.key, prepared.parsed, prepared.chunks, prepared.meta
        originals = Originals.of(self._settings)
        with self._db.connection() as conn, conn.transaction():
            sql.lock_collection(conn, collection_id)
            versions = sql.document_versions(conn, collection_id, key)
            # again, under the lock: it may have been stored since it was prepared (by a file earlier in this
            # ingestion with the same bytes, or by another writer)
            if _stored_already(conn, collection_id, versions, prepared.digest, prepared.report):
                return None
            # checked here, under the collection's lock: a check at upload time could be outrun
            if versions and not may_change(self._writer_groups, versions[-1]["access_groups"]):
                raise Conflict(f"the document name {key!r} is not available; upload under another name")
            rereading = prepared.rereading if prepared.rereading in versions else None
            prepared.report.warnings += uncovered_days(
                meta.effective_from,
                meta.effective_to,
                [(v["version"], v["effective_from"], v["effective_to"]) for v in versions if v != rereading],
            )
            read: dict[str, Any] = {
                "title": parsed.title,
                "content_hash": prepared.digest,
                "media_type": prepared.media_type,
                "page_count": len(parsed.pages),
                "paginated": parsed.paginated,
                "metadata": {**parsed.metadata, **meta.extra},
                "report": prepared.report.to_dict(),
            }
            status: Stored
            if rereading is not None:
                document_id = sql.reread_document(conn, rereading["id"], **read)
                label, status = rereading["version"], "reprocessed"
            else:
                label = _version_label(prepared, [v["version"] for v in versions])
                document_id = sql.insert_document(
                    conn,
                    collection_id=collection_id,
                    source=key,
                    version=label,
                    access_groups=self._groups,
                    effective_from=meta.effective_from,
                    effective_to=meta.effective_to,
                    recorded_at=meta.recorded_at,
                    supersedes=_supersedes(meta, key, versions),
                    product=meta.product,
                    variants=meta.variants,
                    serials=meta.serials,
                    **read,
                )
                status = "replaced" if prepared.replacing else "ingested"
            sql.insert_pages(conn, document_id, parsed.pages, parsed.ocr_pages)
            sql.insert_chunks(
                conn,
                collection_id=collection_id,
                document_id=document_id,
                chunks=chunks,
                embeddings=embedded.vectors,
                identifiers=prepared.identifiers,
                sentence_states=embedded.sentence_states,
            )
            sql.refresh_supersession(conn, collection_id, key)
            # Before the commit: a stored version always has its file (a file without a row is removed by the
            # next delete of that hash, or is harmless).
            originals.put(prepared.digest, prepared.data)
        if rereading is not None:
            # the earlier reading's file and pages, unless another stored version (elsewhere) still has that hash
            with self._db.connection() as conn:
                originals.forget_unused(conn, [rereading["content_hash"]])
        prepared.report.version = label
        return status


def _supersedes(meta: VersionMetadata, key: str, versions: Sequence[dict[str, Any]]) -> tuple[str, ...]:
    """What a new version supersedes: what its metadata names (each a stored version), else, for a changed file
    without effectivity, the version before it (a correction)."""
    unknown = [v for v in meta.supersedes if v not in {v["version"] for v in versions}]
    if unknown:
        raise InvalidMetadata(
            f"supersedes names {', '.join(map(repr, unknown))}, not a stored version of {key!r}"
            f" (stored: {', '.join(repr(v['version']) for v in versions) or 'none'})"
        )
    return meta.supersedes or ((versions[-1]["version"],) if versions and not meta.effectivity else ())


def _stored_already(
    conn: psycopg.Connection, collection_id: int, versions: Sequence[dict[str, Any]], digest: str, report: FileReport
) -> bool:
    """Whether these bytes are stored already, as a version of this document or under another name (the report
    says which); then there is nothing to store."""
    same = next((v for v in versions if v["content_hash"] == digest), None)
    if same is not None:
        report.status, report.version = "unchanged", same["version"]
        return True
    twin = None if versions else sql.source_with_hash(conn, collection_id, digest)
    if twin is not None:
        # The same bytes are one document, whatever they are called (a name stays one document's handle:
        # a known name with new bytes is a new version of that document).
        report.status = "unchanged"
        report.warnings.append(f"the same file is stored as {twin!r}; not stored again")
        return True
    return False


def _version_label(prepared: _Prepared, taken: Sequence[str]) -> str:
    """The new version's label: the one given, else the file's own, else the content hash's first 12 characters.
    A given label already used by another version of the document is an error; the file's own falls back."""
    given = prepared.meta.version or prepared.input.version
    if given is not None:
        if given in taken:
            raise InvalidMetadata(
                f"version {given!r} of {prepared.key!r} is stored already with other content;"
                " give the new version another label, or delete that version first"
            )
        return given
    own = prepared.parsed.metadata.get("version")
    return own if isinstance(own, str) and own and own not in taken else prepared.digest[:12]


def _dated(meta: VersionMetadata) -> bytes:
    """What the content hash adds for version metadata: new dates or applicability for the same bytes make a new
    version; a document without any hashes as before."""
    if not meta.effectivity and meta.recorded_at is None:
        return b""
    fields = {
        "effective_from": meta.effective_from,
        "effective_to": meta.effective_to,
        "recorded_at": meta.recorded_at,
        "supersedes": meta.supersedes,
        "product": meta.product,
        "variants": meta.variants,
        "serials": meta.serials,
    }
    return b"|version-metadata=" + json.dumps(fields, sort_keys=True, default=str).encode()


@contextmanager
def _per_file(report: FileReport) -> Iterator[None]:
    """Any failure inside is this file's, in our words (the rest of the batch goes on); the database going away is
    not this file's fault and stops the whole ingestion (what is stored stays whole)."""
    with _per_batch([report]):
        yield


@contextmanager
def _per_batch(reports: Sequence[FileReport]) -> Iterator[None]:
    """As ``_per_file``, for work done for several files at once (their chunks embedded in one call)."""
    try:
        yield
    except DatabaseUnavailable:
        raise
    except Exception as exc:
        for report in reports:
            report.status, report.error = "failed", _failure(report.source, exc)


def _failure(source: str, exc: Exception) -> str:
    if isinstance(exc, IngestError):
        return exc.message
    if isinstance(exc, SpanproofError):
        if public_message(exc) != str(exc):
            log.warning("ingesting %s: %s", source, exc)
        return public_message(exc)
    log.exception("ingesting %s failed", source)
    return "internal error while ingesting this file"


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

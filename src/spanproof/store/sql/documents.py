"""Documents, their pages (verbatim text) and chunks (offsets into the pages, full text, vectors, postings)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

import numpy as np
import psycopg
from psycopg.rows import class_row, dict_row
from psycopg.types.json import Jsonb

from spanproof.store.sql.statistics import index_document_terms
from spanproof.store.sql.visibility import groups_param, groups_visible
from spanproof.types import Chunk, ChunkStates, Page, StoredPage

# A version's dates as the Hit and Citation carry them: ISO dates, and the record time in UTC to the second.
VERSION_FIELDS = (
    "to_char(d.effective_from, 'YYYY-MM-DD') AS effective_from, to_char(d.effective_to, 'YYYY-MM-DD') AS effective_to,"
    " to_char(d.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS recorded_at"
)
# ... and, for a passage (``Hit``), the version's declared applicability: which models its text speaks of unnamed,
# and whether it applies to listed serial numbers only (a service bulletin)
HIT_VERSION_FIELDS = f"{VERSION_FIELDS}, d.product, d.variants, d.serials IS NOT NULL AS serial_limited"


def document_hash(conn: psycopg.Connection, collection_id: int, source: str) -> tuple[int, str] | None:
    """(id, content hash) of the latest stored version of the document ``source``, if any."""
    row = conn.execute(
        "SELECT id, content_hash FROM documents WHERE collection_id = %s AND source = %s ORDER BY id DESC LIMIT 1",
        (collection_id, source),
    ).fetchone()
    return (int(row[0]), str(row[1])) if row else None


def document_versions(conn: psycopg.Connection, collection_id: int, source: str) -> list[dict[str, Any]]:
    """Every stored version of the document ``source``, oldest first."""
    with conn.cursor(row_factory=dict_row) as cur:
        return cur.execute(
            "SELECT id, version, content_hash, access_groups, effective_from, effective_to FROM documents"
            " WHERE collection_id = %s AND source = %s ORDER BY id",
            (collection_id, source),
        ).fetchall()


def refresh_supersession(conn: psycopg.Connection, collection_id: int, source: str) -> None:
    """Derive when each version of ``source`` stopped being known: the earliest recorded_at of a later-stored
    version whose ``supersedes`` names it (NULL: still known). Run after any version is stored or deleted."""
    conn.execute(
        "UPDATE documents d SET superseded_at = (SELECT min(s.recorded_at) FROM documents s"
        "  WHERE s.collection_id = d.collection_id AND s.source = d.source AND s.id > d.id"
        "  AND d.version = ANY(s.supersedes))"
        " WHERE d.collection_id = %(collection_id)s AND d.source = %(source)s",
        {"collection_id": collection_id, "source": source},
    )


def delete_document_versions(conn: psycopg.Connection, collection_id: int, source: str) -> int:
    """Delete every version of the document ``source``; how many there were."""
    return conn.execute(
        "DELETE FROM documents WHERE collection_id = %s AND source = %s", (collection_id, source)
    ).rowcount


def collection_undated(conn: psycopg.Connection, collection_id: int) -> bool:
    """True when no version in the collection is dated (effectivity, applicability, a given record time, a later
    correction): every query then sees every document, and the collection's own statistics are the query's."""
    row = conn.execute(
        "SELECT NOT EXISTS (SELECT 1 FROM documents WHERE collection_id = %s AND dated)", (collection_id,)
    ).fetchone()
    return bool(row and row[0])


def document_source(conn: psycopg.Connection, collection_id: int, document_id: int) -> str | None:
    """The document key of the stored version ``document_id``."""
    row = conn.execute(
        "SELECT source FROM documents WHERE collection_id = %s AND id = %s", (collection_id, document_id)
    ).fetchone()
    return str(row[0]) if row else None


def source_with_hash(conn: psycopg.Connection, collection_id: int, digest: str) -> str | None:
    """The name of a document of the collection stored with this content hash, if any."""
    row = conn.execute(
        "SELECT source FROM documents WHERE collection_id = %s AND content_hash = %s ORDER BY id LIMIT 1",
        (collection_id, digest),
    ).fetchone()
    return str(row[0]) if row else None


def document_groups_by_id(conn: psycopg.Connection, collection_id: int, document_id: int) -> list[str] | None:
    row = conn.execute(
        "SELECT access_groups FROM documents WHERE collection_id = %s AND id = %s", (collection_id, document_id)
    ).fetchone()
    return list(row[0]) if row else None


def delete_document(conn: psycopg.Connection, document_id: int) -> None:
    conn.execute("DELETE FROM documents WHERE id = %s", (document_id,))


def list_documents(
    conn: psycopg.Connection, collection_id: int, groups: Sequence[str] | None = None, document_id: int | None = None
) -> list[dict[str, Any]]:
    """The documents of a collection the caller may see (or the one with ``document_id``)."""
    with conn.cursor(row_factory=dict_row) as cur:
        return cur.execute(
            "SELECT d.id, d.source AS document, d.title, d.version, d.media_type, d.page_count AS pages,"
            f" d.access_groups, d.metadata, d.created_at, {VERSION_FIELDS}, d.supersedes, d.product, d.variants,"
            " d.superseded_at IS NOT NULL AS superseded,"
            " (SELECT array_agg(ARRAY[lower(r), upper(r) - 1] ORDER BY lower(r)) FROM unnest(d.serials) r) AS serials,"
            " (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)::int AS chunks"
            f" FROM documents d WHERE d.collection_id = %(collection_id)s AND {groups_visible('d')}"
            " AND (%(document_id)s::bigint IS NULL OR d.id = %(document_id)s) ORDER BY d.source, d.id",
            {"collection_id": collection_id, "groups": groups_param(groups), "document_id": document_id},
        ).fetchall()


def document_groups(conn: psycopg.Connection, collection_id: int, source: str) -> list[str] | None:
    """The access groups of the latest stored version of the document ``source``, or None when there is none."""
    row = conn.execute(
        "SELECT access_groups FROM documents WHERE collection_id = %s AND source = %s ORDER BY id DESC LIMIT 1",
        (collection_id, source),
    ).fetchone()
    return list(row[0]) if row else None


def insert_document(
    conn: psycopg.Connection,
    *,
    collection_id: int,
    source: str,
    title: str,
    content_hash: str,
    version: str,
    media_type: str,
    page_count: int,
    paginated: bool,
    metadata: dict[str, Any],
    report: dict[str, Any],
    access_groups: Sequence[str] = (),
    effective_from: date | None = None,
    effective_to: date | None = None,
    recorded_at: datetime | None = None,
    supersedes: Sequence[str] = (),
    product: str | None = None,
    variants: Sequence[str] | None = None,
    serials: Sequence[tuple[int, int]] | None = None,
) -> int:
    """Store one version of a document; ``recorded_at`` None: known from now."""
    row = conn.execute(
        "INSERT INTO documents (collection_id, source, title, content_hash, version, media_type,"
        " page_count, paginated, metadata, report, access_groups, effective_from, effective_to, recorded_at,"
        " supersedes, product, variants, serials)"
        " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, coalesce(%s, now()), %s, %s, %s,"
        " %s::int8multirange) RETURNING id",
        (
            collection_id,
            source,
            title,
            content_hash,
            version,
            media_type,
            page_count,
            paginated,
            Jsonb(metadata),
            Jsonb(report),
            sorted(set(access_groups)),
            effective_from,
            effective_to,
            recorded_at,
            list(supersedes),
            product,
            None if variants is None else list(variants),
            None if serials is None else "{" + ",".join(f"[{a},{b}]" for a, b in serials) + "}",
        ),
    ).fetchone()
    assert row is not None
    return int(row[0])


def reread_document(
    conn: psycopg.Connection,
    document_id: int,
    *,
    title: str,
    content_hash: str,
    media_type: str,
    page_count: int,
    paginated: bool,
    metadata: dict[str, Any],
    report: dict[str, Any],
) -> int:
    """Put a new reading of the stored version ``document_id`` in its place: the same row (its id, so its place
    among the document's versions), label, dates, applicability and access groups; new text, pages and chunks to
    follow. The row is deleted (its trigger takes its share out of the collection's statistics; its pages,
    chunks and postings go with it) and inserted again under its id."""
    with conn.cursor(row_factory=dict_row) as cur:
        kept = cur.execute(
            "DELETE FROM documents WHERE id = %s RETURNING id, collection_id, source, version, created_at,"
            " access_groups, effective_from, effective_to, recorded_at, supersedes, superseded_at, product,"
            " variants, serials",
            (document_id,),
        ).fetchone()
    if kept is None:
        raise LookupError(f"no stored version with id {document_id}")
    conn.execute(
        "INSERT INTO documents (id, collection_id, source, version, created_at, access_groups, effective_from,"
        " effective_to, recorded_at, supersedes, superseded_at, product, variants, serials, title, content_hash,"
        " media_type, page_count, paginated, metadata, report)"
        " VALUES (%(id)s, %(collection_id)s, %(source)s, %(version)s, %(created_at)s, %(access_groups)s,"
        " %(effective_from)s, %(effective_to)s, %(recorded_at)s, %(supersedes)s, %(superseded_at)s, %(product)s,"
        " %(variants)s, %(serials)s, %(title)s, %(content_hash)s, %(media_type)s, %(page_count)s, %(paginated)s,"
        " %(metadata)s, %(report)s)",
        {
            **kept,
            "title": title,
            "content_hash": content_hash,
            "media_type": media_type,
            "page_count": page_count,
            "paginated": paginated,
            "metadata": Jsonb(metadata),
            "report": Jsonb(report),
        },
    )
    return document_id


def insert_pages(
    conn: psycopg.Connection, document_id: int, pages: Sequence[Page], ocr_confidence: dict[int, float]
) -> None:
    with conn.cursor() as cur, cur.copy("COPY pages (document_id, number, text, ocr_confidence) FROM STDIN") as copy:
        for page in pages:
            copy.write_row((document_id, page.number, page.text, ocr_confidence.get(page.number)))


def insert_chunks(
    conn: psycopg.Connection,
    *,
    collection_id: int,
    document_id: int,
    chunks: Sequence[Chunk],
    embeddings: np.ndarray,
    identifiers: Sequence[list[str]],
    sentence_states: Sequence[ChunkStates | None] | None = None,
) -> None:
    """Insert chunks with their full text vector, embedding, sentence states and BM25 postings."""
    with conn.cursor() as cur:
        cur.executemany(
            # term_count comes from the same tsvector, in the same statement: an UPDATE after the insert wrote
            # every chunk twice, its vector index entry included (0.7 s of the demo corpus's ingest).
            "INSERT INTO chunks (collection_id, document_id, page, start_offset, end_offset, kind,"
            " heading_path, text, term_count, tsv, embedding)"
            " SELECT %s, %s, %s, %s, %s, %s, %s, %s,"
            " (SELECT coalesce(sum(coalesce(array_length(positions, 1), 1)), 0) FROM unnest(v.tsv)), v.tsv, %s"
            " FROM (SELECT to_tsvector('english', %s) || array_to_tsvector(%s::text[]) AS tsv) v RETURNING id",
            [
                (
                    collection_id,
                    document_id,
                    chunk.page,
                    chunk.start,
                    chunk.end,
                    chunk.kind,
                    list(chunk.heading_path),
                    chunk.text,
                    embedding,
                    " ".join(chunk.heading_path) + "\n" + chunk.text,
                    sorted(set(idents)),
                )
                for chunk, embedding, idents in zip(chunks, embeddings, identifiers, strict=True)
            ],
            returning=True,
        )
        chunk_ids = []
        while True:
            row = cur.fetchone()
            assert row is not None
            chunk_ids.append(int(row[0]))
            if not cur.nextset():
                break
        if sentence_states is not None:
            cur.executemany(
                "INSERT INTO chunk_sentences (chunk_id, encoding, spans, vectors, token_counts, token_codes,"
                " token_scales) VALUES (%s, %s, %s, %s, %s, %s, %s)",
                [
                    (chunk_id, s.encoding, s.spans, s.vectors, s.token_counts, s.token_codes, s.token_scales)
                    for chunk_id, s in zip(chunk_ids, sentence_states, strict=True)
                    if s is not None
                ],
            )
    conn.execute(index_document_terms(), {"collection_id": collection_id, "document_id": document_id})


def sentence_states(
    conn: psycopg.Connection, collection_id: int, chunk_ids: Sequence[int], encoding: str
) -> dict[int, ChunkStates]:
    """The sentence states of these chunks of the collection stored in this encoding (others are left out)."""
    rows = conn.execute(
        "SELECT s.chunk_id, s.spans, s.vectors, s.token_counts, s.token_codes, s.token_scales"
        " FROM chunk_sentences s JOIN chunks c ON c.id = s.chunk_id"
        " WHERE c.collection_id = %s AND s.chunk_id = ANY(%s) AND s.encoding = %s",
        (collection_id, list(chunk_ids), encoding),
    ).fetchall()
    return {
        int(chunk_id): ChunkStates(
            encoding, bytes(spans), bytes(vectors), _bytes(counts), _bytes(codes), _bytes(scales)
        )
        for chunk_id, spans, vectors, counts, codes, scales in rows
    }


def _bytes(value: bytes | memoryview | None) -> bytes | None:
    return None if value is None else bytes(value)


def stored_page(
    conn: psycopg.Connection, collection_id: int, source: str, page: int, version: str | None = None
) -> StoredPage | None:
    """One page exactly as stored, of the version labelled ``version`` (None: the latest stored), or None."""
    with conn.cursor(row_factory=class_row(StoredPage)) as cur:
        return cur.execute(
            f"SELECT p.text, d.version, p.ocr_confidence, d.paginated, {VERSION_FIELDS} FROM pages p"
            " JOIN documents d ON d.id = p.document_id"
            " WHERE d.collection_id = %(collection_id)s AND d.source = %(source)s AND p.number = %(page)s"
            " AND (%(version)s::text IS NULL OR d.version = %(version)s) ORDER BY d.id DESC LIMIT 1",
            {"collection_id": collection_id, "source": source, "page": page, "version": version},
        ).fetchone()


def fetch_chunks(conn: psycopg.Connection, chunk_ids: Sequence[int]) -> dict[int, dict[str, Any]]:
    """The chunks' fields as a Hit holds them (everything but the scores), by chunk id."""
    with conn.cursor(row_factory=dict_row) as cur:
        rows = cur.execute(
            "SELECT c.id AS chunk_id, d.source AS document, d.title, d.version AS document_version, c.page,"
            f" c.start_offset AS start, c.end_offset AS end, c.kind, c.heading_path, c.text, {HIT_VERSION_FIELDS}"
            " FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.id = ANY(%s)",
            (list(chunk_ids),),
        ).fetchall()
    return {int(row["chunk_id"]): {**row, "heading_path": list(row["heading_path"])} for row in rows}

"""Every SQL statement spanproof runs, as SQL with bound parameters, behind small typed functions.

Filters (collection, documents, metadata) sit inside the WHERE clause of both ranking queries, so
ranking and the BM25 statistics only ever see what the caller may see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import psycopg
from psycopg.types.json import Jsonb

from spanproof.errors import IndexModelMismatch, NotFound
from spanproof.types import Chunk, Page


@dataclass(frozen=True)
class Filters:
    collection_id: int
    sources: Sequence[str] | None = None  # restrict to these documents
    metadata: dict[str, Any] | None = None  # documents whose metadata contains this

    def params(self) -> dict[str, Any]:
        return {
            "collection_id": self.collection_id,
            "sources": list(self.sources) if self.sources else None,
            "metadata": Jsonb(self.metadata or {}),
        }


# The one visibility predicate, shared by both ranking queries (aliases: c = chunks, d = documents).
_VISIBLE = """
    c.collection_id = %(collection_id)s
    AND (%(sources)s::text[] IS NULL OR d.source = ANY(%(sources)s::text[]))
    AND d.metadata @> %(metadata)s
"""

# --- collections -------------------------------------------------------------------------------


def ensure_collection(conn: psycopg.Connection, name: str, model: str, dim: int) -> int:
    conn.execute(
        "INSERT INTO collections (name, embedding_model, embedding_dim) VALUES (%s, %s, %s)"
        " ON CONFLICT (name) DO NOTHING",
        (name, model, dim),
    )
    return check_collection(conn, name, model, dim)


def check_collection(conn: psycopg.Connection, name: str, model: str, dim: int) -> int:
    row = conn.execute("SELECT id, embedding_model, embedding_dim FROM collections WHERE name = %s", (name,)).fetchone()
    if row is None:
        raise NotFound(f"collection {name!r} does not exist (ingest something into it first)")
    found_id, index_model, index_dim = row
    if (index_model, index_dim) != (model, dim):
        raise IndexModelMismatch(
            f"collection {name!r} was indexed with {index_model} ({index_dim} dims) but the configured "
            f"embedder is {model} ({dim} dims); re-ingest into a new collection or configure {index_model}"
        )
    return int(found_id)


def collection_id(conn: psycopg.Connection, name: str) -> int:
    row = conn.execute("SELECT id FROM collections WHERE name = %s", (name,)).fetchone()
    if row is None:
        raise NotFound(f"collection {name!r} does not exist (ingest something into it first)")
    return int(row[0])


def list_collections(conn: psycopg.Connection) -> list[tuple[str, int]]:
    rows = conn.execute(
        "SELECT c.name, count(d.id) FROM collections c LEFT JOIN documents d ON d.collection_id = c.id"
        " GROUP BY c.name ORDER BY c.name"
    ).fetchall()
    return [(str(name), int(n)) for name, n in rows]


# --- documents, pages, chunks ------------------------------------------------------------------


def document_hash(conn: psycopg.Connection, collection_id: int, source: str) -> tuple[int, str] | None:
    row = conn.execute(
        "SELECT id, content_hash FROM documents WHERE collection_id = %s AND source = %s",
        (collection_id, source),
    ).fetchone()
    return (int(row[0]), str(row[1])) if row else None


def delete_document(conn: psycopg.Connection, document_id: int) -> None:
    conn.execute("DELETE FROM documents WHERE id = %s", (document_id,))


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
) -> int:
    row = conn.execute(
        "INSERT INTO documents (collection_id, source, title, content_hash, version, media_type,"
        " page_count, paginated, metadata, report) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING id",
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
        ),
    ).fetchone()
    assert row is not None
    return int(row[0])


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
) -> None:
    """Insert chunks with their full text vector, embedding and BM25 postings."""
    with conn.cursor() as cur:
        cur.executemany(
            "INSERT INTO chunks (collection_id, document_id, page, start_offset, end_offset, kind,"
            " heading_path, text, term_count, tsv, embedding) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, 0,"
            " to_tsvector('english', %s) || array_to_tsvector(%s::text[]), %s)",
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
                    " ".join(chunk.heading_path) + "\n" + chunk.text,
                    sorted(set(idents)),
                    embedding,
                )
                for chunk, embedding, idents in zip(chunks, embeddings, identifiers, strict=True)
            ],
        )
    conn.execute(
        "INSERT INTO chunk_terms (term, chunk_id, tf)"
        " SELECT (t).lexeme, id, coalesce(array_length((t).positions, 1), 1)"
        " FROM (SELECT id, unnest(tsv) AS t FROM chunks WHERE document_id = %s) AS s",
        (document_id,),
    )
    conn.execute(
        "UPDATE chunks c SET term_count = s.n FROM"
        " (SELECT t.chunk_id, sum(t.tf) AS n FROM chunk_terms t JOIN chunks k ON k.id = t.chunk_id"
        "  WHERE k.document_id = %s GROUP BY t.chunk_id) AS s WHERE c.id = s.chunk_id",
        (document_id,),
    )


# --- ranking -----------------------------------------------------------------------------------

LEXICAL_BM25 = f"""
WITH q(term) AS (SELECT DISTINCT unnest(%(terms)s::text[])),
visible AS MATERIALIZED (
    SELECT c.id, c.term_count FROM chunks c JOIN documents d ON d.id = c.document_id
    WHERE {_VISIBLE}
),
stats AS (SELECT count(*)::float8 AS n, greatest(avg(term_count), 1)::float8 AS avgdl FROM visible),
postings AS (
    SELECT t.term, t.chunk_id, t.tf, v.term_count
    FROM chunk_terms t JOIN q USING (term) JOIN visible v ON v.id = t.chunk_id
),
df AS (SELECT term, count(*)::float8 AS df FROM postings GROUP BY term)
SELECT p.chunk_id,
       sum(ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5))
           * p.tf * (%(k1)s + 1)
           / (p.tf + %(k1)s * (1 - %(b)s + %(b)s * p.term_count / s.avgdl))) AS score
FROM postings p JOIN df USING (term) CROSS JOIN stats s
GROUP BY p.chunk_id
ORDER BY score DESC, p.chunk_id
LIMIT %(limit)s
"""

DENSE_COSINE = f"""
SELECT c.id, 1 - (c.embedding <=> %(vector)s) AS similarity
FROM chunks c JOIN documents d ON d.id = c.document_id
WHERE {_VISIBLE}
ORDER BY c.embedding <=> %(vector)s, c.id
LIMIT %(limit)s
"""


def query_terms(conn: psycopg.Connection, text: str) -> list[str]:
    """The lexemes PostgreSQL's English configuration makes of ``text`` (same as at indexing)."""
    row = conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (text,)).fetchone()
    return list(row[0]) if row and row[0] else []


def search_lexical(
    conn: psycopg.Connection,
    terms: Sequence[str],
    filters: Filters,
    limit: int,
    k1: float = 1.2,
    b: float = 0.75,
) -> list[tuple[int, float]]:
    if not terms:
        return []
    rows = conn.execute(
        LEXICAL_BM25, {**filters.params(), "terms": list(terms), "limit": limit, "k1": k1, "b": b}
    ).fetchall()
    return [(int(chunk_id), float(score)) for chunk_id, score in rows]


def search_dense(conn: psycopg.Connection, vector: np.ndarray, filters: Filters, limit: int) -> list[tuple[int, float]]:
    rows = conn.execute(DENSE_COSINE, {**filters.params(), "vector": vector, "limit": limit}).fetchall()
    return [(int(chunk_id), float(sim)) for chunk_id, sim in rows]


def document_frequencies(
    conn: psycopg.Connection, terms: Sequence[str], filters: Filters
) -> tuple[int, dict[str, int]]:
    """How many visible chunks there are, and how many contain each term (for IDF weights)."""
    params = {**filters.params(), "terms": list(terms)}
    total_row = conn.execute(
        f"SELECT count(*) FROM chunks c JOIN documents d ON d.id = c.document_id WHERE {_VISIBLE}", params
    ).fetchone()
    rows = conn.execute(
        "SELECT t.term, count(*) FROM chunk_terms t JOIN chunks c ON c.id = t.chunk_id"
        f" JOIN documents d ON d.id = c.document_id WHERE t.term = ANY(%(terms)s::text[]) AND {_VISIBLE}"
        " GROUP BY t.term",
        params,
    ).fetchall()
    return int(total_row[0]) if total_row else 0, {str(term): int(n) for term, n in rows}


def fetch_chunks(conn: psycopg.Connection, chunk_ids: Sequence[int]) -> dict[int, dict[str, Any]]:
    rows = conn.execute(
        "SELECT c.id, d.source, d.title, d.version, c.page, c.start_offset, c.end_offset, c.kind,"
        " c.heading_path, c.text FROM chunks c JOIN documents d ON d.id = c.document_id"
        " WHERE c.id = ANY(%s)",
        (list(chunk_ids),),
    ).fetchall()
    keys = ("chunk_id", "document", "title", "document_version", "page", "start", "end", "kind")
    out = {}
    for row in rows:
        record = dict(zip(keys, row[:8], strict=True))
        record["heading_path"] = list(row[8])
        record["text"] = row[9]
        out[int(row[0])] = record
    return out


@dataclass(frozen=True)
class StoredPage:
    text: str
    version: str
    ocr_confidence: float | None  # set when the text came from OCR
    paginated: bool  # False when the format has no pages (page 1 is the whole document)


def stored_page(conn: psycopg.Connection, collection_id: int, source: str, page: int) -> StoredPage | None:
    """One page exactly as stored, or None."""
    row = conn.execute(
        "SELECT p.text, d.version, p.ocr_confidence, d.paginated FROM pages p"
        " JOIN documents d ON d.id = p.document_id"
        " WHERE d.collection_id = %s AND d.source = %s AND p.number = %s",
        (collection_id, source, page),
    ).fetchone()
    return StoredPage(str(row[0]), str(row[1]), row[2], bool(row[3])) if row else None


# --- statistics --------------------------------------------------------------------------------


def collection_stats(conn: psycopg.Connection, collection_id: int, low_confidence: float) -> dict[str, Any]:
    docs, pages = conn.execute(
        "SELECT count(*), coalesce(sum(page_count), 0) FROM documents WHERE collection_id = %s",
        (collection_id,),
    ).fetchone() or (0, 0)
    by_kind: dict[str, int] = dict(
        conn.execute(
            "SELECT kind, count(*) FROM chunks WHERE collection_id = %s GROUP BY kind ORDER BY kind",
            (collection_id,),
        ).fetchall()
    )
    model = conn.execute(
        "SELECT embedding_model, embedding_dim FROM collections WHERE id = %s", (collection_id,)
    ).fetchone()
    tables = conn.execute(
        "SELECT coalesce(sum((report->>'tables')::int), 0) FROM documents WHERE collection_id = %s",
        (collection_id,),
    ).fetchone()
    ocr = conn.execute(
        "SELECT d.source, p.number, p.ocr_confidence FROM pages p JOIN documents d ON d.id = p.document_id"
        " WHERE d.collection_id = %s AND p.ocr_confidence IS NOT NULL ORDER BY d.source, p.number",
        (collection_id,),
    ).fetchall()
    return {
        "documents": int(docs),
        "pages": int(pages),
        "chunks": int(sum(by_kind.values())),
        "chunks_by_kind": {str(k): int(v) for k, v in by_kind.items()},
        "tables": int(tables[0]) if tables else 0,
        "ocr_pages": len(ocr),
        "ocr_mean_confidence": round(sum(r[2] for r in ocr) / len(ocr), 2) if ocr else None,
        "ocr_low_confidence_pages": [
            {"document": r[0], "page": r[1], "confidence": round(r[2], 2)} for r in ocr if r[2] < low_confidence
        ],
        "embedding_model": model[0] if model else None,
        "embedding_dim": model[1] if model else None,
    }

"""Every SQL statement spanproof runs, as SQL with bound parameters, behind small typed functions.

Filters (collection, documents, metadata, access groups) sit inside the WHERE clause of both ranking queries,
so ranking and the BM25 statistics only ever see what the caller may see. Collections belong to a tenant; every
lookup by name is scoped to one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import psycopg
from psycopg.types.json import Jsonb

from spanproof.errors import CollectionNotFound, IndexModelMismatch
from spanproof.types import Chunk, ChunkStates, Page

LOCAL_TENANT = "local"  # owns everything the CLI and the Python API store (migration 0003)


@dataclass(frozen=True)
class Filters:
    collection_id: int
    sources: Sequence[str] | None = None  # restrict to these documents
    metadata: dict[str, Any] | None = None  # documents whose metadata contains this
    groups: Sequence[str] | None = None  # the caller's access groups; None = no restriction

    @property
    def restricts_documents(self) -> bool:
        """False when every document of the collection is visible (the statistics are then a lookup).

        A caller with access groups is restricted even if no document has groups today: the per-collection
        statistics count every document, and postings are read unfiltered on that path.
        """
        return bool(self.sources) or bool(self.metadata) or self.groups is not None

    def params(self) -> dict[str, Any]:
        return {
            "collection_id": self.collection_id,
            "sources": list(self.sources) if self.sources else None,
            "metadata": Jsonb(self.metadata or {}),
            "groups": _groups(self.groups),
        }


def _groups(groups: Sequence[str] | None) -> list[str] | None:
    return None if groups is None else list(groups)


# Who may see a document (alias d) by its access groups: none on it, one the caller holds, or an unrestricted caller.
_GROUPS_VISIBLE = "(%(groups)s::text[] IS NULL OR d.access_groups = '{}' OR d.access_groups && %(groups)s::text[])"

# The one visibility predicate, shared by both ranking queries and the BM25 statistics. Every condition is on
# the document (alias d); _VISIBLE adds the chunk's collection (alias c).
_DOCUMENT_VISIBLE = f"""
    d.collection_id = %(collection_id)s
    AND (%(sources)s::text[] IS NULL OR d.source = ANY(%(sources)s::text[]))
    AND d.metadata @> %(metadata)s
    AND {_GROUPS_VISIBLE}
"""
_VISIBLE = "c.collection_id = %(collection_id)s AND " + _DOCUMENT_VISIBLE

# --- collections -------------------------------------------------------------------------------


_TENANT_ID = "(SELECT id FROM tenants WHERE name = %(tenant)s)"


def ensure_tenant(conn: psycopg.Connection, tenant: str) -> int:
    conn.execute("INSERT INTO tenants (name) VALUES (%s) ON CONFLICT (name) DO NOTHING", (tenant,))
    row = conn.execute("SELECT id FROM tenants WHERE name = %s", (tenant,)).fetchone()
    assert row is not None
    return int(row[0])


def ensure_collection(conn: psycopg.Connection, name: str, model: str, dim: int, *, tenant: str) -> int:
    create_collection(conn, name, model, dim, tenant=tenant)
    return check_collection(conn, name, model, dim, tenant=tenant)


def create_collection(conn: psycopg.Connection, name: str, model: str, dim: int, *, tenant: str) -> bool:
    """Create the collection if it is new; True when it was created."""
    tenant_id = ensure_tenant(conn, tenant)
    row = conn.execute(
        "INSERT INTO collections (tenant_id, name, embedding_model, embedding_dim) VALUES (%s, %s, %s, %s)"
        " ON CONFLICT (tenant_id, name) DO NOTHING RETURNING id",
        (tenant_id, name, model, dim),
    ).fetchone()
    return row is not None


def _find_collection(conn: psycopg.Connection, name: str, *, tenant: str) -> tuple[int, str, int]:
    """(id, embedding model, embedding dim) of the tenant's collection ``name``; CollectionNotFound otherwise."""
    row = conn.execute(
        f"SELECT id, embedding_model, embedding_dim FROM collections WHERE tenant_id = {_TENANT_ID}"
        " AND name = %(name)s",
        {"tenant": tenant, "name": name},
    ).fetchone()
    if row is None:
        raise CollectionNotFound(f"collection {name!r} does not exist (ingest something into it first)")
    return int(row[0]), str(row[1]), int(row[2])


def check_collection(conn: psycopg.Connection, name: str, model: str, dim: int, *, tenant: str) -> int:
    found_id, index_model, index_dim = _find_collection(conn, name, tenant=tenant)
    if (index_model, index_dim) != (model, dim):
        from spanproof.encoders.embedder import how_to_keep_using

        raise IndexModelMismatch(
            f"collection {name!r} was indexed with {index_model} ({index_dim} dims) but the configured embedder is"
            f" {model} ({dim} dims). To keep using the collection as it is, {how_to_keep_using(index_model)}. To move"
            f" it to {model}, delete the collection (`spanproof collections --delete {name}`) and ingest its"
            " documents again, or ingest them into a new collection."
        )
    return found_id


def collection_id(conn: psycopg.Connection, name: str, *, tenant: str) -> int:
    return _find_collection(conn, name, tenant=tenant)[0]


def list_collections(
    conn: psycopg.Connection, *, tenant: str, groups: Sequence[str] | None = None, name: str | None = None
) -> list[dict[str, Any]]:
    """The tenant's collections (or the one named), counting only the documents the caller may see."""
    rows = conn.execute(
        "SELECT c.name, count(d.id), c.embedding_model, c.embedding_dim, c.created_at FROM collections c"
        f" LEFT JOIN documents d ON d.collection_id = c.id AND {_GROUPS_VISIBLE}"
        f" WHERE c.tenant_id = {_TENANT_ID} AND (%(name)s::text IS NULL OR c.name = %(name)s)"
        " GROUP BY c.id ORDER BY c.name",
        {"tenant": tenant, "groups": _groups(groups), "name": name},
    ).fetchall()
    keys = ("name", "documents", "embedding_model", "embedding_dim", "created_at")
    return [dict(zip(keys, row, strict=True)) for row in rows]


def delete_collection(conn: psycopg.Connection, collection_id: int) -> None:
    conn.execute("DELETE FROM collections WHERE id = %s", (collection_id,))


# --- documents, pages, chunks ------------------------------------------------------------------


def document_hash(conn: psycopg.Connection, collection_id: int, source: str) -> tuple[int, str] | None:
    row = conn.execute(
        "SELECT id, content_hash FROM documents WHERE collection_id = %s AND source = %s",
        (collection_id, source),
    ).fetchone()
    return (int(row[0]), str(row[1])) if row else None


def source_with_hash(conn: psycopg.Connection, collection_id: int, digest: str) -> str | None:
    """The name of a document of the collection stored with this content hash, if any."""
    row = conn.execute(
        "SELECT source FROM documents WHERE collection_id = %s AND content_hash = %s ORDER BY id LIMIT 1",
        (collection_id, digest),
    ).fetchone()
    return str(row[0]) if row else None


def lock_collection(conn: psycopg.Connection, collection_id: int) -> None:
    """Take the collection's row lock for the transaction. Every writer of a collection's documents takes it first:
    replacements then serialise on one row instead of taking collection_terms rows in different orders (the
    delete trigger updates them in no fixed order) and deadlocking; checks made after it hold until commit."""
    conn.execute("SELECT 1 FROM collections WHERE id = %s FOR UPDATE", (collection_id,))


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
    rows = conn.execute(
        "SELECT d.id, d.source, d.title, d.version, d.media_type, d.page_count, d.access_groups, d.metadata,"
        " d.created_at, (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)"
        f" FROM documents d WHERE d.collection_id = %(collection_id)s AND {_GROUPS_VISIBLE}"
        " AND (%(document_id)s::bigint IS NULL OR d.id = %(document_id)s) ORDER BY d.source",
        {"collection_id": collection_id, "groups": _groups(groups), "document_id": document_id},
    ).fetchall()
    keys = ("id", "document", "title", "version", "media_type", "pages", "access_groups", "metadata", "created_at")
    return [{**dict(zip(keys, row[:9], strict=True)), "chunks": int(row[9])} for row in rows]


def document_groups(conn: psycopg.Connection, collection_id: int, source: str) -> list[str] | None:
    """The access groups of the stored document named ``source``, or None when there is none."""
    row = conn.execute(
        "SELECT access_groups FROM documents WHERE collection_id = %s AND source = %s", (collection_id, source)
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
) -> int:
    row = conn.execute(
        "INSERT INTO documents (collection_id, source, title, content_hash, version, media_type,"
        " page_count, paginated, metadata, report, access_groups)"
        " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING id",
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
    sentence_states: Sequence[ChunkStates | None] | None = None,
) -> None:
    """Insert chunks with their full text vector, embedding, sentence states and BM25 postings."""
    with conn.cursor() as cur:
        cur.executemany(
            "INSERT INTO chunks (collection_id, document_id, page, start_offset, end_offset, kind,"
            " heading_path, text, term_count, tsv, embedding) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, 0,"
            " to_tsvector('english', %s) || array_to_tsvector(%s::text[]), %s) RETURNING id",
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
    conn.execute(
        "UPDATE chunks SET term_count = (SELECT coalesce(sum(coalesce(array_length(positions, 1), 1)), 0)"
        " FROM unnest(tsv)) WHERE document_id = %s",
        (document_id,),
    )
    conn.execute(INDEX_DOCUMENT_TERMS, {"collection_id": collection_id, "document_id": document_id})


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


# A new document's postings and its share of the collection's statistics (a trigger takes it back on delete).
# Terms are upserted in order so concurrent ingests into one collection cannot deadlock.
INDEX_DOCUMENT_TERMS = """
WITH doc AS (
    SELECT count(*) AS chunks, coalesce(sum(term_count), 0) AS length FROM chunks WHERE document_id = %(document_id)s
),
avg AS (
    SELECT (c.chunk_length + doc.length)::float8 / greatest(c.chunk_count + doc.chunks, 1) AS avgdl
    FROM collections c, doc WHERE c.id = %(collection_id)s
),
chunk_rows AS (
    INSERT INTO chunk_postings (collection_id, term, chunk_id, document_id, page, tf, dl, impact)
    SELECT %(collection_id)s, (t).lexeme, s.id, %(document_id)s, s.page, coalesce(array_length((t).positions, 1), 1),
           s.term_count, bm25_impact(coalesce(array_length((t).positions, 1), 1), s.term_count, avg.avgdl)
    FROM (SELECT id, page, term_count, unnest(tsv) AS t FROM chunks WHERE document_id = %(document_id)s) s, avg
    RETURNING term
),
page_terms AS (
    SELECT p.number, (l).lexeme AS term, coalesce(array_length((l).positions, 1), 1) AS tf
    FROM pages p, unnest(to_tsvector('english', p.text)) AS l WHERE p.document_id = %(document_id)s
),
page_rows AS (
    INSERT INTO page_postings (collection_id, term, document_id, page, tf, dl)
    SELECT %(collection_id)s, term, %(document_id)s, number, tf, sum(tf) OVER (PARTITION BY number) FROM page_terms
    RETURNING term, tf
),
counted AS (
    UPDATE documents SET chunk_count = doc.chunks, chunk_length = doc.length,
        page_length = (SELECT coalesce(sum(tf), 0) FROM page_rows)
    FROM doc WHERE id = %(document_id)s
    RETURNING chunk_count, chunk_length, page_count, page_length
),
totals AS (
    UPDATE collections c SET chunk_count = c.chunk_count + n.chunk_count,
        chunk_length = c.chunk_length + n.chunk_length, page_count = c.page_count + n.page_count,
        page_length = c.page_length + n.page_length
    FROM counted n WHERE c.id = %(collection_id)s
)
INSERT INTO collection_terms (collection_id, term, chunk_df, page_df)
SELECT %(collection_id)s, term, sum(chunk_df), sum(page_df) FROM (
    SELECT term, 1 AS chunk_df, 0 AS page_df FROM chunk_rows
    UNION ALL SELECT term, 0, 1 FROM page_rows
) AS t
GROUP BY term ORDER BY term
ON CONFLICT (collection_id, term) DO UPDATE
SET chunk_df = collection_terms.chunk_df + excluded.chunk_df, page_df = collection_terms.page_df + excluded.page_df
"""


# --- ranking -----------------------------------------------------------------------------------

# BM25 statistics: chunk and page counts, average lengths and per-term document frequencies. Unfiltered, they
# are kept up to date per collection at ingestion; filtered, they are counted over the visible documents only,
# so what a caller may not see does not shape the scores either.
_STATS_ALL = """
    SELECT chunk_count::float8 AS chunks, greatest(chunk_length::float8 / greatest(chunk_count, 1), 1) AS chunk_avgdl,
           page_count::float8 AS pages, greatest(page_length::float8 / greatest(page_count, 1), 1) AS page_avgdl
    FROM collections WHERE id = %(collection_id)s
"""
_DF_ALL = """
    SELECT term, chunk_df, page_df FROM collection_terms
    WHERE collection_id = %(collection_id)s AND term = ANY(%(terms)s::text[]) AND chunk_df > 0
"""
_STATS_VISIBLE = f"""
    SELECT coalesce(sum(d.chunk_count), 0)::float8 AS chunks,
           greatest(coalesce(sum(d.chunk_length), 0)::float8 / greatest(sum(d.chunk_count), 1), 1) AS chunk_avgdl,
           coalesce(sum(d.page_count), 0)::float8 AS pages,
           greatest(coalesce(sum(d.page_length), 0)::float8 / greatest(sum(d.page_count), 1), 1) AS page_avgdl
    FROM documents d WHERE {_DOCUMENT_VISIBLE}
"""
_DF_VISIBLE = f"""
    SELECT * FROM (
        SELECT q.term,
               (SELECT count(*) FROM chunk_postings cp JOIN documents d ON d.id = cp.document_id
                WHERE cp.collection_id = %(collection_id)s AND cp.term = q.term AND {_DOCUMENT_VISIBLE}) AS chunk_df,
               (SELECT count(*) FROM page_postings pp JOIN documents d ON d.id = pp.document_id
                WHERE pp.collection_id = %(collection_id)s AND pp.term = q.term AND {_DOCUMENT_VISIBLE}) AS page_df
        FROM (SELECT DISTINCT unnest(%(terms)s::text[]) AS term) q
    ) counted WHERE chunk_df > 0
"""
_POSTING_VISIBLE = f"AND EXISTS (SELECT 1 FROM documents d WHERE d.id = cp.document_id AND {_DOCUMENT_VISIBLE})"

# Chunks ranked by BM25 (Okapi, the Lucene idf), then the head re-scored with the BM25 score of the chunk's page
# added as context. Each term's postings are read in impact order, at most %(per_term)s of them: the latency
# bound at scale (a term's lowest-weight postings rarely reach the head); NULL reads them all (exact BM25).
_LEXICAL_BM25 = """
WITH stats AS MATERIALIZED (
    -- BM25's tf part rewritten as tf / (tf + norm + slope * dl): per posting, no logarithm and no division by avgdl
    SELECT %(k1)s * (1 - %(b)s) AS norm, %(k1)s * %(b)s / chunk_avgdl AS chunk_slope,
           %(k1)s * %(b)s / page_avgdl AS page_slope, chunks, pages
    FROM ({stats}) s
),
weights AS MATERIALIZED (
    SELECT df.term, (%(k1)s + 1) * ln(1 + (s.chunks - df.chunk_df + 0.5) / (df.chunk_df + 0.5)) AS chunk_weight,
           (%(k1)s + 1) * ln(1 + (s.pages - df.page_df + 0.5) / (df.page_df + 0.5)) AS page_weight
    FROM ({df}) df CROSS JOIN stats s
),
scored AS MATERIALIZED (
    SELECT p.chunk_id, sum(w.chunk_weight * p.tf / (p.tf + s.norm + s.chunk_slope * p.dl)) AS score
    FROM weights w CROSS JOIN stats s
    CROSS JOIN LATERAL (
        SELECT cp.chunk_id, cp.tf, cp.dl FROM chunk_postings cp
        WHERE cp.collection_id = %(collection_id)s AND cp.term = w.term {visible}
        ORDER BY cp.impact DESC LIMIT %(per_term)s
    ) p
    GROUP BY p.chunk_id
    ORDER BY score DESC, p.chunk_id
    LIMIT %(limit)s
),
context AS MATERIALIZED (
    -- one primary-key probe per (head chunk, term); LIMIT 1 (the key is unique) keeps the planner from turning the
    -- probes into a scan of every term of each page, which it did on a fresh collection
    SELECT h.id AS chunk_id, sum(w.page_weight * pp.tf / (pp.tf + s.norm + s.page_slope * pp.dl)) AS score
    FROM scored sc JOIN chunks h ON h.id = sc.chunk_id CROSS JOIN weights w CROSS JOIN stats s
    CROSS JOIN LATERAL (
        SELECT p.tf, p.dl FROM page_postings p
        WHERE p.document_id = h.document_id AND p.page = h.page AND p.term = w.term LIMIT 1
    ) pp
    GROUP BY h.id
)
SELECT sc.chunk_id, sc.score + %(page_weight)s * coalesce(c.score, 0) AS score
FROM scored sc LEFT JOIN context c USING (chunk_id)
ORDER BY score DESC, sc.chunk_id
"""
LEXICAL_BM25_ALL = _LEXICAL_BM25.format(stats=_STATS_ALL, df=_DF_ALL, visible="")
LEXICAL_BM25_VISIBLE = _LEXICAL_BM25.format(stats=_STATS_VISIBLE, df=_DF_VISIBLE, visible=_POSTING_VISIBLE)

# Nearest chunks by cosine distance. Unfiltered, the query names only the chunks table so the planner can walk the
# HNSW index (iterative scan, set per connection, keeps going until enough rows pass the collection filter); the
# filtered form joins documents. Iterative scans return rows in roughly ascending distance: the outer ORDER BY
# restores the exact order.
_DENSE_COSINE = """
WITH nearest AS MATERIALIZED (
    SELECT c.id, c.embedding <=> %(vector)s AS distance
    FROM chunks c {join}
    WHERE {where}
    ORDER BY c.embedding <=> %(vector)s
    LIMIT %(limit)s
)
SELECT id, 1 - distance AS similarity FROM nearest ORDER BY distance, id
"""
DENSE_COSINE_ALL = _DENSE_COSINE.format(join="", where="c.collection_id = %(collection_id)s")
DENSE_COSINE_VISIBLE = _DENSE_COSINE.format(join="JOIN documents d ON d.id = c.document_id", where=_VISIBLE)


def query_terms(conn: psycopg.Connection, text: str) -> list[str]:
    """The lexemes PostgreSQL's English configuration makes of ``text`` (same as at indexing)."""
    row = conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (text,)).fetchone()
    return list(row[0]) if row and row[0] else []


@dataclass(frozen=True)
class BM25Params:
    k1: float = 0.9
    b: float = 0.4
    page_weight: float = 1.0  # weight of the page's BM25 score added to its chunks' (0 = chunks alone)
    per_term: int | None = None  # postings read per term, in impact order (None = all: exact BM25)


def search_lexical(
    conn: psycopg.Connection, terms: Sequence[str], filters: Filters, limit: int, bm25: BM25Params = BM25Params()
) -> list[tuple[int, float]]:
    """Chunks by BM25 + ``page_weight`` × their page's BM25."""
    if not terms:
        return []
    query = LEXICAL_BM25_VISIBLE if filters.restricts_documents else LEXICAL_BM25_ALL
    params = {
        **filters.params(),
        "terms": list(terms),
        "limit": limit,
        "k1": bm25.k1,
        "b": bm25.b,
        "page_weight": bm25.page_weight,
        "per_term": bm25.per_term,  # LIMIT NULL reads them all
    }
    return [(int(chunk_id), float(score)) for chunk_id, score in conn.execute(query, params).fetchall()]


def search_dense(conn: psycopg.Connection, vector: np.ndarray, filters: Filters, limit: int) -> list[tuple[int, float]]:
    query = DENSE_COSINE_VISIBLE if filters.restricts_documents else DENSE_COSINE_ALL
    # HNSW's candidate list must be well over the rows wanted, or the tail of a deep list is poor: at ef_search 100
    # and 200 rows, SciFact dense nDCG@10 fell 0.011 below the exact scan (docs/decisions.md). pgvector's cap: 1000.
    conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(min(1000, max(100, 2 * limit))),))
    rows = conn.execute(query, {**filters.params(), "vector": vector, "limit": limit}).fetchall()
    return [(int(chunk_id), float(sim)) for chunk_id, sim in rows]


def document_frequencies(
    conn: psycopg.Connection, terms: Sequence[str], filters: Filters
) -> tuple[int, dict[str, int]]:
    """How many visible chunks there are, and how many contain each term (for IDF weights)."""
    params = {**filters.params(), "terms": list(terms)}
    visible = filters.restricts_documents
    stats = conn.execute(_STATS_VISIBLE if visible else _STATS_ALL, params).fetchone()
    rows = conn.execute(_DF_VISIBLE if visible else _DF_ALL, params).fetchall()
    return int(stats[0]) if stats else 0, {str(term): int(chunk_df) for term, chunk_df, _ in rows}


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


def collection_stats(
    conn: psycopg.Connection, collection_id: int, low_confidence: float, groups: Sequence[str] | None = None
) -> dict[str, Any]:
    """What a collection holds, counting only the documents the caller may see."""
    params = {"collection_id": collection_id, "groups": _groups(groups)}
    visible = f"d.collection_id = %(collection_id)s AND {_GROUPS_VISIBLE}"
    docs, pages, tables = conn.execute(
        "SELECT count(*), coalesce(sum(page_count), 0), coalesce(sum((report->>'tables')::int), 0)"
        f" FROM documents d WHERE {visible}",
        params,
    ).fetchone() or (0, 0, 0)
    by_kind: dict[str, int] = dict(
        conn.execute(
            f"SELECT c.kind, count(*) FROM chunks c JOIN documents d ON d.id = c.document_id WHERE {visible}"
            " GROUP BY c.kind ORDER BY c.kind",
            params,
        ).fetchall()
    )
    model = conn.execute(
        "SELECT embedding_model, embedding_dim FROM collections WHERE id = %s", (collection_id,)
    ).fetchone()
    ocr = conn.execute(
        "SELECT d.source, p.number, p.ocr_confidence FROM pages p JOIN documents d ON d.id = p.document_id"
        f" WHERE {visible} AND p.ocr_confidence IS NOT NULL ORDER BY d.source, p.number",
        params,
    ).fetchall()
    return {
        "documents": int(docs),
        "pages": int(pages),
        "chunks": int(sum(by_kind.values())),
        "chunks_by_kind": {str(k): int(v) for k, v in by_kind.items()},
        "tables": int(tables),
        "ocr_pages": len(ocr),
        "ocr_mean_confidence": round(sum(r[2] for r in ocr) / len(ocr), 2) if ocr else None,
        "ocr_low_confidence_pages": [
            {"document": r[0], "page": r[1], "confidence": round(r[2], 2)} for r in ocr if r[2] < low_confidence
        ],
        "embedding_model": model[0] if model else None,
        "embedding_dim": model[1] if model else None,
    }


# --- API keys ----------------------------------------------------------------------------------


def insert_api_key(
    conn: psycopg.Connection, tenant: str, key_hash: str, prefix: str, groups: Sequence[str] | None, can_write: bool
) -> None:
    tenant_id = ensure_tenant(conn, tenant)
    conn.execute(
        "INSERT INTO api_keys (tenant_id, key_hash, prefix, groups, can_write) VALUES (%s, %s, %s, %s, %s)",
        (tenant_id, key_hash, prefix, None if groups is None else sorted(set(groups)), can_write),
    )


_KEY_COLUMNS = "t.name, k.prefix, k.groups, k.can_write, k.created_at, k.revoked_at"
_KEY_KEYS = ("tenant", "prefix", "groups", "can_write", "created_at", "revoked_at")


def api_key(conn: psycopg.Connection, key_hash: str) -> dict[str, Any] | None:
    row = conn.execute(
        f"SELECT {_KEY_COLUMNS} FROM api_keys k JOIN tenants t ON t.id = k.tenant_id WHERE k.key_hash = %s",
        (key_hash,),
    ).fetchone()
    return dict(zip(_KEY_KEYS, row, strict=True)) if row else None


def list_api_keys(conn: psycopg.Connection, tenant: str | None = None) -> list[dict[str, Any]]:
    rows = conn.execute(
        f"SELECT {_KEY_COLUMNS} FROM api_keys k JOIN tenants t ON t.id = k.tenant_id"
        " WHERE %(tenant)s::text IS NULL OR t.name = %(tenant)s ORDER BY k.created_at, k.id",
        {"tenant": tenant},
    ).fetchall()
    return [dict(zip(_KEY_KEYS, row, strict=True)) for row in rows]


def revoke_api_keys(conn: psycopg.Connection, key_hash: str, prefix: str) -> list[str]:
    """Revoke the key with this hash, else the one key with this prefix; the prefixes of the keys matched."""
    rows = conn.execute(
        "SELECT id, prefix FROM api_keys WHERE key_hash = %s OR prefix = %s", (key_hash, prefix)
    ).fetchall()
    if len(rows) == 1:
        conn.execute("UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = %s", (rows[0][0],))
    return [str(row[1]) for row in rows]


# --- ingestion jobs ----------------------------------------------------------------------------

_JOB_KEYS = (
    "id", "collection", "status", "stage", "files_done", "files_total", "attempts", "report", "error",
    "created_at", "started_at", "finished_at",
)  # fmt: skip
_JOB_COLUMNS = (
    "j.id::text, c.name, j.status, j.stage, j.files_done, j.files_total, j.attempts, j.report, j.error,"
    " j.created_at, j.started_at, j.finished_at"
)


def insert_job(
    conn: psycopg.Connection,
    job_id: str,
    collection_id: int,
    access_groups: Sequence[str],
    spool: str,
    request: dict[str, Any],
    files_total: int,
) -> None:
    conn.execute(
        "INSERT INTO jobs (id, tenant_id, collection_id, access_groups, status, spool, request, files_total)"
        " SELECT %s, tenant_id, id, %s, 'queued', %s, %s, %s FROM collections WHERE id = %s",
        (job_id, sorted(set(access_groups)), spool, Jsonb(request), files_total, collection_id),
    )


def job(
    conn: psycopg.Connection, job_id: str, *, tenant: str | None, groups: Sequence[str] | None = None
) -> dict[str, Any] | None:
    """A job the caller may see (its tenant's, and documents of its groups); ``tenant=None`` = any tenant."""
    row = conn.execute(
        f"SELECT {_JOB_COLUMNS}, t.name, j.spool, j.request, j.access_groups FROM jobs j"
        " JOIN collections c ON c.id = j.collection_id JOIN tenants t ON t.id = j.tenant_id"
        " WHERE j.id = %(id)s::uuid AND (%(tenant)s::text IS NULL OR t.name = %(tenant)s)"
        " AND (%(groups)s::text[] IS NULL OR j.access_groups = '{}' OR j.access_groups && %(groups)s::text[])",
        {"id": job_id, "tenant": tenant, "groups": _groups(groups)},
    ).fetchone()
    if row is None:
        return None
    return {
        **dict(zip(_JOB_KEYS, row[:12], strict=True)),
        "tenant": row[12],
        "spool": row[13],
        "request": row[14],
        "access_groups": list(row[15]),
    }


def claim_job(conn: psycopg.Connection, job_id: str) -> bool:
    """Mark a queued job running (once, even with several workers); False when it is not queued."""
    row = conn.execute(
        "UPDATE jobs SET status = 'running', stage = 'starting', attempts = attempts + 1, started_at = now()"
        " WHERE id = %s::uuid AND status = 'queued' RETURNING id",
        (job_id,),
    ).fetchone()
    return row is not None


def requeue_job(conn: psycopg.Connection, job_id: str) -> None:
    """Put a running job back in the queue without counting the attempt (its worker is shutting down)."""
    conn.execute(
        "UPDATE jobs SET status = 'queued', stage = 'queued', attempts = greatest(attempts - 1, 0)"
        " WHERE id = %s::uuid AND status = 'running'",
        (job_id,),
    )


def job_progress(conn: psycopg.Connection, job_id: str, stage: str, done: int, total: int) -> None:
    conn.execute(
        "UPDATE jobs SET stage = %s, files_done = %s, files_total = %s WHERE id = %s::uuid",
        (stage, done, total, job_id),
    )


def finish_job(
    conn: psycopg.Connection, job_id: str, status: str, report: dict[str, Any] | None, error: str | None
) -> None:
    conn.execute(
        "UPDATE jobs SET status = %s, stage = %s, report = %s, error = %s, finished_at = now(),"
        " files_done = CASE WHEN %s = 'done' THEN files_total ELSE files_done END WHERE id = %s::uuid",
        (status, status, Jsonb(report) if report is not None else None, error, status, job_id),
    )


def queued_jobs(conn: psycopg.Connection) -> list[tuple[str, str]]:
    """(job id, tenant) of every queued job, oldest first."""
    rows = conn.execute(
        "SELECT j.id::text, t.name FROM jobs j JOIN tenants t ON t.id = j.tenant_id"
        " WHERE j.status = 'queued' ORDER BY j.created_at"
    ).fetchall()
    return [(str(r[0]), str(r[1])) for r in rows]


def live_jobs(conn: psycopg.Connection, job_ids: Sequence[str]) -> set[str]:
    """Those of ``job_ids`` that are queued or running (their spool folders are in use)."""
    rows = conn.execute(
        "SELECT id::text FROM jobs WHERE id = ANY(%s::uuid[]) AND status IN ('queued', 'running')", (list(job_ids),)
    ).fetchall()
    return {str(r[0]) for r in rows}


def purge_jobs(conn: psycopg.Connection, older_than_seconds: float) -> int:
    """Delete the jobs that ended more than ``older_than_seconds`` ago; returns how many."""
    deleted = conn.execute(
        "DELETE FROM jobs WHERE status IN ('done', 'failed') AND finished_at < now() - make_interval(secs => %s)",
        (older_than_seconds,),
    )
    return deleted.rowcount


def analyze_search_tables(conn: psycopg.Connection) -> None:
    """Refresh the planner's statistics after an ingest: on a fresh collection, stale statistics (autovacuum had
    not run yet) made the BM25 query 6x and the dense query 1.5x slower (measured on the FAA sample)."""
    conn.execute("ANALYZE")  # every table: the search tables change with the lexical arm's design; a sample each


# A job is running while the worker running it holds this advisory lock (class, hashtext(job id)) on a session of
# its own; the lock ends with that session, however the worker ends, so a running job whose lock is free is orphaned.
_JOB_LOCK_CLASS = 0x4A4F4253  # "JOBS"


def lock_job(session: psycopg.Connection, job_id: str) -> bool:
    """Take the job's ownership lock for this session; False when another session holds it."""
    row = session.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))", (_JOB_LOCK_CLASS, job_id)).fetchone()
    return bool(row and row[0])


def ping(conn: psycopg.Connection) -> None:
    """A round trip: raises if the session is gone."""
    conn.execute("SELECT 1")


def requeue_orphaned_jobs(conn: psycopg.Connection, max_attempts: int) -> tuple[list[str], list[str]]:
    """Jobs marked running whose worker is gone (its process or its database session died) go back to the queue,
    or fail once they have been tried ``max_attempts`` times. A job a live worker holds is left alone, in this
    process or another. Returns (every queued job id, oldest first; ids failed now).
    """
    # The lock is tried only on running jobs (the materialised CTE): trying it on a queued one, even for the instant
    # of this transaction, could make a worker about to claim that job believe another one owns it.
    rows = conn.execute(
        """
        WITH running AS MATERIALIZED (SELECT id, attempts FROM jobs WHERE status = 'running')
        UPDATE jobs j SET
            status = CASE WHEN r.attempts >= %(max)s THEN 'failed' ELSE 'queued' END,
            stage = CASE WHEN r.attempts >= %(max)s THEN 'failed' ELSE 'queued' END,
            finished_at = CASE WHEN r.attempts >= %(max)s THEN now() END,
            error = CASE WHEN r.attempts >= %(max)s THEN 'interrupted ' || r.attempts
                || ' times (the service or its database stopped while ingesting); upload the files again' END
        FROM running r
        WHERE j.id = r.id AND j.status = 'running' AND pg_try_advisory_xact_lock(%(lock)s, hashtext(r.id::text))
        RETURNING j.id::text, j.status
        """,
        {"max": max_attempts, "lock": _JOB_LOCK_CLASS},
    ).fetchall()
    queued = conn.execute("SELECT id::text FROM jobs WHERE status = 'queued' ORDER BY created_at").fetchall()
    return [str(r[0]) for r in queued], [str(r[0]) for r in rows if r[1] == "failed"]

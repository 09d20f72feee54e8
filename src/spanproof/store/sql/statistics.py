"""BM25 statistics (chunk and page counts, average lengths, per-term document frequencies) and what a collection
holds. Unfiltered, the BM25 statistics are kept up to date per collection at ingestion; filtered, they are counted
over the visible documents only, so what a caller may not see does not shape the scores either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg

from spanproof.store.sql.queries import query
from spanproof.store.sql.visibility import document_visible, filter_params, groups_param, groups_visible
from spanproof.types import Filters

STATS_ALL = """
    SELECT chunk_count::float8 AS chunks, greatest(chunk_length::float8 / greatest(chunk_count, 1), 1) AS chunk_avgdl,
           page_count::float8 AS pages, greatest(page_length::float8 / greatest(page_count, 1), 1) AS page_avgdl
    FROM collections WHERE id = %(collection_id)s
"""
DF_ALL = """
    SELECT term, chunk_df, page_df FROM collection_terms
    WHERE collection_id = %(collection_id)s AND term = ANY(%(terms)s::text[]) AND chunk_df > 0
"""


def stats_visible() -> str:
    return f"""
    SELECT coalesce(sum(d.chunk_count), 0)::float8 AS chunks,
           greatest(coalesce(sum(d.chunk_length), 0)::float8 / greatest(sum(d.chunk_count), 1), 1) AS chunk_avgdl,
           coalesce(sum(d.page_count), 0)::float8 AS pages,
           greatest(coalesce(sum(d.page_length), 0)::float8 / greatest(sum(d.page_count), 1), 1) AS page_avgdl
    FROM documents d WHERE {document_visible("d")}
"""


def df_visible() -> str:
    visible = document_visible("d")
    return f"""
    SELECT * FROM (
        SELECT q.term,
               (SELECT count(*) FROM chunk_postings cp JOIN documents d ON d.id = cp.document_id
                WHERE cp.collection_id = %(collection_id)s AND cp.term = q.term AND {visible}) AS chunk_df,
               (SELECT count(*) FROM page_postings pp JOIN documents d ON d.id = pp.document_id
                WHERE pp.collection_id = %(collection_id)s AND pp.term = q.term AND {visible}) AS page_df
        FROM (SELECT DISTINCT unnest(%(terms)s::text[]) AS term) q
    ) counted WHERE chunk_df > 0
"""


def index_document_terms() -> str:
    """A new document's postings and its share of the collection's statistics."""
    return query("index_document_terms")


def document_frequencies(
    conn: psycopg.Connection, terms: Sequence[str], filters: Filters
) -> tuple[int, dict[str, int]]:
    """How many visible chunks there are, and how many contain each term (for IDF weights)."""
    params = {**filter_params(filters), "terms": list(terms)}
    visible = filters.restricts_documents
    stats = conn.execute(stats_visible() if visible else STATS_ALL, params).fetchone()
    rows = conn.execute(df_visible() if visible else DF_ALL, params).fetchall()
    return int(stats[0]) if stats else 0, {str(term): int(chunk_df) for term, chunk_df, _ in rows}


def collection_stats(
    conn: psycopg.Connection, collection_id: int, low_confidence: float, groups: Sequence[str] | None = None
) -> dict[str, Any]:
    """What a collection holds, counting only the documents the caller may see."""
    params = {"collection_id": collection_id, "groups": groups_param(groups)}
    visible = f"d.collection_id = %(collection_id)s AND {groups_visible('d')}"
    docs, versions, pages, tables = conn.execute(
        "SELECT count(DISTINCT source), count(*), coalesce(sum(page_count), 0),"
        f" coalesce(sum((report->>'tables')::int), 0) FROM documents d WHERE {visible}",
        params,
    ).fetchone() or (0, 0, 0, 0)
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
        "versions": int(versions),  # every stored version; pages, chunks and tables count them all
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


def analyze_search_tables(conn: psycopg.Connection) -> None:
    """Refresh the planner's statistics after an ingest: on a fresh collection, stale statistics (autovacuum had
    not run yet) made the BM25 query 6x and the dense query 1.5x slower (measured on the FAA sample)."""
    conn.execute("ANALYZE")  # every table: the search tables change with the lexical arm's design; a sample each

"""The two ranking queries, lexical (BM25) and dense (cosine), with the visibility predicate inside each WHERE."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import psycopg

from spanproof.store.sql.queries import query
from spanproof.store.sql.statistics import DF_ALL, STATS_ALL, df_visible, stats_visible
from spanproof.store.sql.visibility import document_visible, filter_params
from spanproof.types import Filters


@dataclass(frozen=True)
class BM25Params:
    k1: float = 0.9
    b: float = 0.4
    page_weight: float = 1.0  # weight of the page's BM25 score added to its chunks' (0 = chunks alone)
    per_term: int | None = None  # postings read per term, in impact order (None = all: exact BM25)


def lexical_sql(restricted: bool) -> str:
    """The BM25 query: over the whole collection (its statistics a lookup), or over the visible documents."""
    if not restricted:
        return query("lexical_bm25").format(stats=STATS_ALL, df=DF_ALL, visible="")
    posting_visible = f"AND EXISTS (SELECT 1 FROM documents d WHERE d.id = cp.document_id AND {document_visible('d')})"
    return query("lexical_bm25").format(stats=stats_visible(), df=df_visible(), visible=posting_visible)


# Below this many eligible chunks the dense arm scans them exactly; above it, it walks the HNSW index. Measured
# (benchmarks/bench_versions_planner.py, results/versions_planner.json): the exact scan of 1k eligible chunks
# beats the index walk, which at 100k is several times faster than the scan; left to itself, the planner
# misjudged how many chunks a filter on documents leaves (it sees documents, not their sizes).
EXACT_SCAN_MAX_CHUNKS = 5000


def dense_sql(restricted: bool, exact: bool = False) -> str:
    """The dense query: the chunks table alone (the planner may walk the HNSW index), or joined with documents,
    walking the index (iterative scan) or, ``exact``, scanning the eligible chunks."""
    order = "(c.embedding <=> %(vector)s) + 0" if exact else "c.embedding <=> %(vector)s"
    if not restricted:
        return query("dense_cosine").format(join="", where="c.collection_id = %(collection_id)s", order=order)
    return query("dense_cosine").format(
        join="JOIN documents d ON d.id = c.document_id",
        where=f"c.collection_id = %(collection_id)s AND {document_visible('d')}",
        order=order,
    )


_SORTING = (
    "SELECT set_config('enable_sort', '{setting}', true), set_config('enable_incremental_sort', '{setting}', true)"
)


def dense_walk_sql() -> str:
    """The dense query that walks the HNSW index over many eligible chunks: each chunk the walk reaches is tested
    against its document by a scalar subquery, which the planner cannot turn into a join driven from documents."""
    visible = f"(SELECT {document_visible('d')} FROM documents d WHERE d.id = c.document_id)"
    return query("dense_cosine").format(
        join="",
        where=f"c.collection_id = %(collection_id)s AND coalesce({visible}, false)",
        order="c.embedding <=> %(vector)s",
    )


def eligible_chunks(conn: psycopg.Connection, filters: Filters) -> int:
    """How many chunks the filters leave (from the documents' own counts: no chunk is read)."""
    row = conn.execute(
        f"SELECT coalesce(sum(d.chunk_count), 0) FROM documents d WHERE {document_visible('d')}", filter_params(filters)
    ).fetchone()
    return int(row[0]) if row else 0


def query_terms(conn: psycopg.Connection, text: str) -> list[str]:
    """The lexemes PostgreSQL's English configuration makes of ``text`` (same as at indexing)."""
    row = conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (text,)).fetchone()
    return list(row[0]) if row and row[0] else []


def indexed_terms(conn: psycopg.Connection, collection_id: int, terms: Sequence[str]) -> set[str]:
    """Which of ``terms`` some chunk of the collection holds (its statistics, as BM25 reads them: no posting read)."""
    rows = conn.execute(DF_ALL, {"collection_id": collection_id, "terms": list(terms)}).fetchall()
    return {str(term) for term, _, _ in rows}


def search_lexical(
    conn: psycopg.Connection, terms: Sequence[str], filters: Filters, limit: int, bm25: BM25Params = BM25Params()
) -> list[tuple[int, float]]:
    """Chunks by BM25 + ``page_weight`` × their page's BM25."""
    if not terms:
        return []
    params = {
        **filter_params(filters),
        "terms": list(terms),
        "limit": limit,
        "k1": bm25.k1,
        "b": bm25.b,
        "page_weight": bm25.page_weight,
        "per_term": bm25.per_term,  # LIMIT NULL reads them all
    }
    rows = conn.execute(lexical_sql(filters.restricts_documents), params).fetchall()
    return [(int(chunk_id), float(score)) for chunk_id, score in rows]


def search_dense(conn: psycopg.Connection, vector: np.ndarray, filters: Filters, limit: int) -> list[tuple[int, float]]:
    # HNSW's candidate list must be well over the rows wanted, or the tail of a deep list is poor: at ef_search 100
    # and 200 rows, SciFact dense nDCG@10 fell 0.011 below the exact scan (docs/decisions.md). pgvector's cap: 1000.
    conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(min(1000, max(100, 2 * limit))),))
    params = {**filter_params(filters), "vector": vector, "limit": limit}
    if not filters.restricts_documents:
        rows = conn.execute(dense_sql(False), params).fetchall()
        return [(int(chunk_id), float(sim)) for chunk_id, sim in rows]
    eligible = eligible_chunks(conn, filters)
    rows = []
    if eligible > EXACT_SCAN_MAX_CHUNKS:
        # Counted, not estimated: the planner sees the filter on documents, not how many chunks it leaves, and in
        # a small table it sorted thousands of eligible chunks where the index walk was faster. The walk's filter
        # is per chunk and sorts are penalised for this one statement, so the walk is taken (docs/decisions.md).
        conn.execute(_SORTING.format(setting="off"))
        rows = conn.execute(dense_walk_sql(), params).fetchall()
        conn.execute(_SORTING.format(setting="on"))
    if len(rows) < min(limit, eligible):
        # few eligible chunks, or an index walk that gave up before finding enough of them (pgvector stops after
        # hnsw.max_scan_tuples): the exact scan, so recall never drops silently
        rows = conn.execute(dense_sql(True, exact=True), params).fetchall()
    return [(int(chunk_id), float(sim)) for chunk_id, sim in rows]

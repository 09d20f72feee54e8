"""Hybrid search: the lexical (BM25) and dense queries run in parallel, then RRF fuses their rankings."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from spanproof.analysis import identifiers
from spanproof.encoders.embedder import Embedder
from spanproof.retrieval.fusion import reciprocal_rank_fusion
from spanproof.store import sql
from spanproof.store.db import Database
from spanproof.types import Hit, Scores


class HybridSearcher:
    def __init__(self, db: Database, embedder: Embedder, candidates: int, rrf_k: int) -> None:
        self._db = db
        self._embedder = embedder
        self._candidates = candidates
        self._rrf_k = rrf_k
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="spanproof-lexical")

    def close(self) -> None:
        self._pool.shutdown(wait=True)

    def lexical(self, query: str, filters: sql.Filters, limit: int) -> list[tuple[int, float]]:
        with self._db.connection() as conn:
            terms = sql.query_terms(conn, query) + identifiers(query)
            return sql.search_lexical(conn, terms, filters, limit)

    def dense(self, query: str, filters: sql.Filters, limit: int) -> list[tuple[int, float]]:
        vector = self._embedder.embed_query(query)
        with self._db.connection() as conn:
            return sql.search_dense(conn, vector, filters, limit)

    def search(self, query: str, filters: sql.Filters, k: int) -> list[Hit]:
        lexical_future = self._pool.submit(self.lexical, query, filters, self._candidates)
        dense = self.dense(query, filters, self._candidates)
        lexical = lexical_future.result()

        fused = reciprocal_rank_fusion([[c for c, _ in lexical], [c for c, _ in dense]], self._rrf_k)[:k]
        lexical_at = {chunk: (rank, score) for rank, (chunk, score) in enumerate(lexical, start=1)}
        dense_at = {chunk: (rank, score) for rank, (chunk, score) in enumerate(dense, start=1)}
        with self._db.connection() as conn:
            records = sql.fetch_chunks(conn, [chunk for chunk, _ in fused])
        hits = []
        for chunk_id, fused_score in fused:
            lex_rank, lex_score = lexical_at.get(chunk_id, (None, None))
            dense_rank, dense_score = dense_at.get(chunk_id, (None, None))
            hits.append(
                Hit(
                    **records[chunk_id],
                    scores=Scores(
                        lexical=lex_score,
                        lexical_rank=lex_rank,
                        dense=dense_score,
                        dense_rank=dense_rank,
                        fused=fused_score,
                    ),
                )
            )
        return hits

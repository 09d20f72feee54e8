"""Core benchmark on the demo corpus: ingestion throughput, unchanged re-ingest, search and ask latency.

Each figure is measured in this one run next to its baseline:
- embedding throughput vs the whole ingest (how much of ingest is the model: chunk vectors, sentence states);
- unchanged re-ingest vs the first ingest, and vs the 1 s target;
- hybrid search vs its two arms alone (lexical BM25, dense) and vs the 50 ms / 100 ms targets;
- ask vs search (what drafting, verifying and gating add), vs ask without the question encoder, and vs the 100 ms /
  250 ms targets; each question is asked once by each: the sentences of the passages found come from the states
  stored at ingest, only the question is embedded (nothing is warmed but the first five searches).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import EXAMPLES, benchmark_queries, latencies_ms, scratch_dir, write_result

from spanproof import Settings, Spanproof
from spanproof.encoders.embedder import TokenEmbedder
from spanproof.store import sql
from spanproof.store.sql import LOCAL_TENANT

COLLECTION = "bench-core"


class TimedEmbedder:
    """Counts the embedding time: chunks for search, and their sentences' states for answering."""

    def __init__(self, inner: TokenEmbedder) -> None:
        self.inner, self.model_id, self.dim = inner, inner.model_id, inner.dim
        self.seconds, self.texts, self.token_seconds = 0.0, 0, 0.0

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        began = time.perf_counter()
        out = self.inner.embed_documents(texts)
        self.seconds += time.perf_counter() - began
        self.texts += len(texts)
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self.inner.embed_query(text)

    def embed_tokens(self, texts: list[str]) -> list[np.ndarray]:
        began = time.perf_counter()
        out = self.inner.embed_tokens(texts)
        self.token_seconds += time.perf_counter() - began
        return out


def main() -> None:
    with scratch_dir(prefix="spanproof-bench-") as home:
        settings = Settings(home=Path(home))
        with Spanproof(settings) as warm:
            base = warm.embedder  # load once; not part of the ingest timing
            base.embed_documents(["warm up"])
        timed = TimedEmbedder(base)
        with Spanproof(settings, embedder=timed) as sp:
            began = time.perf_counter()
            report = sp.ingest([EXAMPLES], collection=COLLECTION)
            ingest_s = time.perf_counter() - began
            embed_s, embedded, states_s = timed.seconds, timed.texts, timed.token_seconds  # ask embeds later
            assert not report.failed, report.to_dict()
            pages = sum(f.pages for f in report.files)
            chunks = sum(f.chunks for f in report.files)

            began = time.perf_counter()
            again = sp.ingest([EXAMPLES], collection=COLLECTION)
            reingest_s = time.perf_counter() - began
            assert all(f.status == "unchanged" for f in again.files)

            with sp.db.connection() as conn:
                queries = benchmark_queries(conn)
                text_bytes, states_bytes = conn.execute(
                    "SELECT (SELECT sum(octet_length(text)) FROM chunks),"
                    " (SELECT sum(octet_length(spans) + octet_length(vectors) + coalesce(octet_length(token_counts), 0)"
                    " + coalesce(octet_length(token_codes), 0) + coalesce(octet_length(token_scales), 0))"
                    " FROM chunk_sentences)"
                ).fetchone()
            for query in queries[:5]:  # warm caches and the query path
                sp.search(query, collection=COLLECTION)

            searcher = sp.searcher
            assert searcher is not None
            filters = sql.Filters(sp._collection_id(COLLECTION, tenant=LOCAL_TENANT))
            search = latencies_ms(lambda q: sp.search(q, collection=COLLECTION), queries)
            lexical = latencies_ms(lambda q: searcher.lexical(q, filters, settings.candidates), queries)
            dense = latencies_ms(lambda q: searcher.dense(q, filters, settings.candidates), queries)

        # Asked through the embedder itself (the question encoder continues it, not a wrapper), then again without
        # the question encoder: its baseline. Each client's caches start empty.
        statuses: dict[str, int] = {}
        with Spanproof(settings, embedder=base) as sp:

            def ask(q: str) -> None:
                status = sp.ask(q, collection=COLLECTION).status
                statuses[status] = statuses.get(status, 0) + 1

            ask_latency = latencies_ms(ask, queries)
            question_encoder = sp.pipeline.scorer.question_encoder is not None
        with Spanproof(settings.model_copy(update={"question_encoder": "none"}), embedder=base) as sp:
            plain_ask = latencies_ms(lambda q: sp.ask(q, collection=COLLECTION), queries)

    result = {
        "corpus": "examples/faa-powerplant (FAA-H-8083-32B sample)",
        "documents": len(report.files),
        "pages": pages,
        "chunks": chunks,
        "ingest": {
            "seconds": round(ingest_s, 2),
            "pages_per_s": round(pages / ingest_s, 2),
            "chunks_per_s": round(chunks / ingest_s, 2),
            # The embedder's share: whole texts (chunks, when their vector is not pooled from the sentences'
            # passes) and word-piece passes (sentences and heading paths: the states and the pooled vectors).
            "embedder_share_of_ingest": round((embed_s + states_s) / ingest_s, 3),
            "whole_text_passes": {"texts": embedded, "share_of_ingest": round(embed_s / ingest_s, 3)},
            "word_piece_passes_share_of_ingest": round(states_s / ingest_s, 3),
            "sentence_states_mb": round(states_bytes / 1e6, 2),
            "ratio_sentence_states_to_chunk_text": round(states_bytes / text_bytes, 2),
        },
        "reingest_unchanged": {
            "seconds": round(reingest_s, 3),
            "ratio_to_first_ingest": round(reingest_s / ingest_s, 5),
            "target_s": 1.0,
            "meets_target": reingest_s <= 1.0,
        },
        "search": {
            **search,
            "queries": len(queries),
            "target_p50_ms": 50,
            "target_p95_ms": 100,
            "meets_target": search["p50_ms"] <= 50 and search["p95_ms"] <= 100,
            "lexical_only": lexical,
            "dense_only": dense,
            "ratio_p50_to_lexical_only": round(search["p50_ms"] / lexical["p50_ms"], 2),
            "ratio_p50_to_dense_only": round(search["p50_ms"] / dense["p50_ms"], 2),
        },
        "ask": {
            **ask_latency,
            "answerer": settings.answerer,
            "embedder": settings.embedding_model,
            "target_p50_ms": 100,
            "target_p95_ms": 250,
            "meets_target": ask_latency["p50_ms"] <= 100 and ask_latency["p95_ms"] <= 250,
            "ratio_p50_to_search": round(ask_latency["p50_ms"] / search["p50_ms"], 2),
            "statuses": statuses,
            "question_encoder": question_encoder,
            "without_question_encoder": plain_ask,
            "ratio_p50_to_without_question_encoder": round(ask_latency["p50_ms"] / plain_ask["p50_ms"], 2),
            "ratio_p95_to_without_question_encoder": round(ask_latency["p95_ms"] / plain_ask["p95_ms"], 2),
        },
    }
    path = write_result("core", result)
    print(path.read_text())


if __name__ == "__main__":
    main()

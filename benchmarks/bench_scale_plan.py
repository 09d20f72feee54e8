"""The measured basis of docs/scaling.md: bytes per chunk of every structure, and HNSW build time and size by N.

1. Storage per chunk: the FAA demo corpus (examples/faa-powerplant, six real PDFs) ingested into a fresh embedded
   store; every table's and index's size over the chunks' text, so each structure can be scaled to 1M-100M chunks.
2. HNSW build on one core (max_parallel_maintenance_workers = 0) at N = 25k, 50k, 100k vectors: the demo corpus's
   real chunk vectors plus small Gaussian noise (clustered like real text, no exact duplicates), the index of
   migration 0001 (vector_cosine_ops, m 16, ef_construction 64), maintenance_work_mem at the server's default and at
   1 GB; seconds, index bytes, and whether the graph outgrew maintenance_work_mem (pgvector's notice).

Run: ``nice -n 19 .venv/bin/python benchmarks/bench_scale_plan.py`` (about 10 minutes on this machine).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np
import psycopg
from common import EXAMPLES, scratch_dir, write_result
from pgvector.psycopg import register_vector

from spanproof import Settings, Spanproof

SIZES = (25_000, 50_000, 100_000)
TABLES = (
    "chunks",
    "chunk_sentences",
    "chunk_postings",
    "page_postings",
    "collection_terms",
    "pages",
    "documents",
)


def relation_sizes(conn: psycopg.Connection) -> dict[str, dict[str, int]]:
    sizes = {}
    for table in TABLES:
        row = conn.execute(
            "SELECT pg_table_size(%s::regclass), pg_indexes_size(%s::regclass), pg_total_relation_size(%s::regclass)",
            (table, table, table),
        ).fetchone()
        assert row is not None
        sizes[table] = {"table_bytes": row[0], "index_bytes": row[1], "total_bytes": row[2]}
    for index in ("chunks_embedding_idx", "chunks_tsv_idx", "chunk_postings_impact_idx", "page_postings_term_idx"):
        row = conn.execute("SELECT pg_relation_size(%s::regclass)", (index,)).fetchone()
        assert row is not None
        sizes[index] = {"index_bytes": row[0]}
    return sizes


def storage(sp: Spanproof) -> tuple[dict[str, Any], np.ndarray]:
    began = time.perf_counter()
    report = sp.ingest(sorted(EXAMPLES.glob("*.pdf")), collection="faa")
    seconds = time.perf_counter() - began
    assert not report.failed, report.to_dict()
    with sp.db.connection() as conn:
        row = conn.execute("SELECT count(*), sum(length(text)), sum(octet_length(text)) FROM chunks").fetchone()
        assert row is not None
        chunks, chars, text_bytes = row
        postings = conn.execute("SELECT count(*) FROM chunk_postings").fetchone()
        terms = conn.execute("SELECT count(*) FROM collection_terms").fetchone()
        pages = conn.execute("SELECT count(*), sum(octet_length(text)) FROM pages").fetchone()
        sizes = relation_sizes(conn)
        rows = conn.execute("SELECT embedding FROM chunks ORDER BY id").fetchall()
        vectors = np.array([r[0].to_numpy() for r in rows], dtype=np.float32)
    per_chunk = {
        name: round(value["total_bytes" if "total_bytes" in value else "index_bytes"] / chunks, 1)
        for name, value in sizes.items()
    }
    return {
        "corpus": "examples/faa-powerplant (6 PDFs)",
        "ingest_seconds": round(seconds, 1),
        "chunks": chunks,
        "chunk_text_chars": chars,
        "chunk_text_bytes": text_bytes,
        "chunk_postings_rows": postings[0] if postings else None,
        "collection_terms_rows": terms[0] if terms else None,
        "pages": pages[0] if pages else None,
        "page_text_bytes": pages[1] if pages else None,
        "relations": sizes,
        "bytes_per_chunk": per_chunk,
        "sentence_states_over_chunk_text": round(sizes["chunk_sentences"]["total_bytes"] / text_bytes, 1),
    }, vectors


def hnsw_builds(url: str, base: np.ndarray) -> list[dict[str, Any]]:
    rng = np.random.default_rng(7)
    results = []
    with psycopg.connect(url, autocommit=True) as conn:
        register_vector(conn)
        default_mwm = conn.execute("SHOW maintenance_work_mem").fetchone()[0]  # type: ignore[index]
        notices: list[str] = []
        conn.add_notice_handler(lambda diag: notices.append(str(diag.message_primary)))
        for n in SIZES:
            conn.execute("DROP TABLE IF EXISTS hnsw_bench")
            conn.execute("CREATE TABLE hnsw_bench (id bigint PRIMARY KEY, embedding vector(384))")
            picks = base[rng.integers(0, len(base), n)] + rng.normal(0, 0.02, (n, base.shape[1])).astype(np.float32)
            picks /= np.linalg.norm(picks, axis=1, keepdims=True)
            with conn.cursor().copy("COPY hnsw_bench (id, embedding) FROM STDIN WITH (FORMAT BINARY)") as copy:
                copy.set_types(["int8", "vector"])
                for i, vector in enumerate(picks):
                    copy.write_row((i, vector))
            conn.execute("VACUUM ANALYZE hnsw_bench")
            for mwm in (default_mwm, "1GB"):
                conn.execute("DROP INDEX IF EXISTS hnsw_bench_idx")
                conn.execute("SET max_parallel_maintenance_workers = 0")
                conn.execute(f"SET maintenance_work_mem = '{mwm}'")
                notices.clear()
                began = time.perf_counter()
                conn.execute("CREATE INDEX hnsw_bench_idx ON hnsw_bench USING hnsw (embedding vector_cosine_ops)")
                seconds = time.perf_counter() - began
                size = conn.execute("SELECT pg_relation_size('hnsw_bench_idx')").fetchone()[0]  # type: ignore[index]
                outgrew = any("maintenance_work_mem" in note for note in notices)
                results.append(
                    {
                        "vectors": n,
                        "maintenance_work_mem": mwm,
                        "seconds": round(seconds, 1),
                        "vectors_per_s": round(n / seconds),
                        "index_bytes": size,
                        "index_bytes_per_vector": round(size / n),
                        "graph_outgrew_maintenance_work_mem": outgrew,
                        "notices": notices[:2],
                    }
                )
                print(results[-1], flush=True)
        conn.execute("DROP TABLE IF EXISTS hnsw_bench")
    return results


def main() -> None:
    with scratch_dir() as folder, Spanproof(Settings(home=Path(folder))) as sp:
        measured, vectors = storage(sp)
        print(measured, flush=True)
        builds = hnsw_builds(sp.db.url, vectors)
    path = write_result("scale_plan", {"storage": measured, "hnsw_build_one_core": builds})
    print(path.read_text())


if __name__ == "__main__":
    main()

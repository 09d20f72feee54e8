"""Which plan the dense arm runs under eligibility filters, at 1k, 10k and 100k eligible chunks.

A store of its own (a temporary SPANPROOF_HOME) holds one collection of 116,020 synthetic chunks in five dated
documents, each for its own variant: 20, 1,000, 5,000, 10,000 and 100,000 chunks. Vectors are clustered (64 centres
plus noise, unit length) so HNSW sees a clustered distribution; each query is one of the variant's chunks plus a
little noise, as a question lies near the passage that answers it. For each variant the dense query is run three
ways with EXPLAIN ANALYZE: as the planner picks it by itself (the index form: ORDER BY distance, the filter on the
joined documents), forced to an exact scan (the form spanproof uses at or below EXACT_SCAN_MAX_CHUNKS), and what
``search_dense`` does; each with its recall@50 against the exact answer computed here in numpy.

    .venv/bin/python benchmarks/bench_versions_planner.py   # -> benchmarks/results/versions_planner.json

Not part of ``make test``: building the 111k-chunk HNSW index takes minutes.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np
from common import write_result

from spanproof import Settings, Spanproof
from spanproof.store import sql
from spanproof.store.sql import LOCAL_TENANT
from spanproof.store.sql.ranking import EXACT_SCAN_MAX_CHUNKS, dense_sql
from spanproof.store.sql.visibility import filter_params
from spanproof.types import Filters

SIZES = {"v20": 20, "v1k": 1_000, "v5k": 5_000, "v10k": 10_000, "v100k": 100_000}
DIM, CENTRES, QUERIES, LIMIT = 384, 64, 20, 50


def plan_uses_index(plan: dict[str, Any]) -> bool:
    if plan.get("Index Name") == "chunks_embedding_idx":
        return True
    return any(plan_uses_index(child) for child in plan.get("Plans", []))


def build(sp: Spanproof, rng: np.random.Generator) -> tuple[int, dict[str, np.ndarray], dict[str, np.ndarray]]:
    """The collection; each variant's vectors and chunk ids."""
    centres = rng.normal(size=(CENTRES, DIM))
    vectors: dict[str, np.ndarray] = {}
    ids: dict[str, np.ndarray] = {}
    with sp.db.connection() as conn:
        collection_id = sql.ensure_collection(conn, "planner", sp.embedder.model_id, DIM, tenant=LOCAL_TENANT)
        conn.execute("DROP INDEX chunks_embedding_idx")  # built once, after the rows are in
        for variant, size in SIZES.items():
            (document_id,) = conn.execute(
                "INSERT INTO documents (collection_id, source, title, content_hash, version, media_type, page_count,"
                " effective_from, product, variants, chunk_count) VALUES (%s, %s, %s, %s, 'Rev A', 'text/plain', 1,"
                " '2020-01-01', 'PX', ARRAY[%s], %s) RETURNING id",
                (collection_id, f"doc-{variant}", variant, variant, variant, size),
            ).fetchone() or (0,)
            conn.execute("INSERT INTO pages (document_id, number, text) VALUES (%s, 1, 'x')", (document_id,))
            data = centres[rng.integers(0, CENTRES, size)] + 0.35 * rng.normal(size=(size, DIM))
            data = (data / np.linalg.norm(data, axis=1, keepdims=True)).astype(np.float32)
            with (
                conn.cursor() as cur,
                cur.copy(
                    "COPY chunks (collection_id, document_id, page, start_offset, end_offset, kind, text, term_count,"
                    " tsv, embedding) FROM STDIN"
                ) as copy,
            ):
                for row in data:
                    copy.write_row(
                        (collection_id, document_id, 1, 0, 1, "prose", "x", 1, "", "[" + ",".join(map(str, row)) + "]")
                    )
            found = conn.execute("SELECT id FROM chunks WHERE document_id = %s ORDER BY id", (document_id,)).fetchall()
            ids[variant] = np.array([r[0] for r in found])
            vectors[variant] = data
        conn.commit()
        began = time.perf_counter()
        conn.execute("SET maintenance_work_mem = '2GB'")
        conn.execute("CREATE INDEX chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops)")
        conn.execute("ANALYZE")
        conn.commit()
        print(f"HNSW index over {sum(SIZES.values())} chunks built in {time.perf_counter() - began:.0f} s")
    return collection_id, vectors, ids


def explain(conn: Any, query: str, params: dict[str, Any]) -> tuple[bool, float, list[int]]:
    """(walks the HNSW index, execution ms, chunk ids returned)."""
    (plan,) = conn.execute("EXPLAIN (ANALYZE, FORMAT JSON) " + query, params).fetchone() or (None,)
    rows = conn.execute(query, params).fetchall()
    return plan_uses_index(plan[0]["Plan"]), float(plan[0]["Execution Time"]), [int(r[0]) for r in rows]


def main() -> None:
    rng = np.random.default_rng(13)
    home = Path(tempfile.mkdtemp(prefix="spanproof-planner-"))
    results: dict[str, Any] = {"chunks_in_table": sum(SIZES.values()), "limit": LIMIT, "queries": QUERIES}
    results["exact_scan_max_chunks"] = EXACT_SCAN_MAX_CHUNKS
    with Spanproof(Settings(home=home)) as sp:
        collection_id, vectors, ids = build(sp, rng)
        for variant, size in SIZES.items():
            # questions near what the documents say (as real questions are): a chunk of the variant plus noise
            near = vectors[variant][rng.integers(0, size, QUERIES)] + 0.03 * rng.normal(size=(QUERIES, DIM))
            queries = (near / np.linalg.norm(near, axis=1, keepdims=True)).astype(np.float32)
            filters = Filters(collection_id, product="PX", variant=variant, as_of=None)
            ways: dict[str, dict[str, list[float]]] = {w: {"ms": [], "recall": [], "index": []} for w in WAYS}
            for vector in queries:
                truth = set(ids[variant][np.argsort(-(vectors[variant] @ vector), kind="stable")[:LIMIT]].tolist())
                params = {**filter_params(filters), "vector": vector, "limit": LIMIT}
                with sp.db.connection() as conn:
                    conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(max(100, 2 * LIMIT)),))
                    for way, exact in (("planner", False), ("exact", True)):
                        index, ms, found = explain(conn, dense_sql(True, exact=exact), params)
                        ways[way]["ms"].append(ms)
                        ways[way]["index"].append(float(index))
                        ways[way]["recall"].append(len(truth & set(found)) / min(LIMIT, size))
                    began = time.perf_counter()
                    chosen = sql.search_dense(conn, vector, filters, LIMIT)
                    ways["search_dense"]["ms"].append(1000 * (time.perf_counter() - began))
                    ways["search_dense"]["recall"].append(len(truth & {c for c, _ in chosen}) / min(LIMIT, size))
                    ways["search_dense"]["index"].append(float(size > EXACT_SCAN_MAX_CHUNKS))
                    conn.rollback()
            results[variant] = {
                "eligible_chunks": size,
                **{
                    way: {
                        "uses_hnsw_index": statistics.mean(m["index"]),
                        "ms_median": round(statistics.median(m["ms"]), 2),
                        "recall_at_50": round(statistics.mean(m["recall"]), 3),
                    }
                    for way, m in ways.items()
                },
            }
            print(variant, json.dumps(results[variant]))
    write_result("versions_planner", results)


WAYS = ("planner", "exact", "search_dense")

if __name__ == "__main__":
    main()

"""Search latency at SciFact size and at >= 100k chunks (no reranking), and SciFact indexing throughput.

The 100k-chunk collection is SciFact's own chunks copied until the target: each copy keeps the real text
(so BM25 postings and document frequencies grow as in a bigger corpus) and the real vector plus small Gaussian
noise (so HNSW sees a realistic, clustered distribution, not exact duplicates). Queries are SciFact's train
claims. Set SPANPROOF_HOME to reuse an index across runs.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np
import psycopg
from common import REPO, latencies_ms, scratch_dir, write_result

from spanproof import Settings, Spanproof
from spanproof.analysis import identifiers
from spanproof.eval.datasets import load_beir
from spanproof.eval.runner import index_beir
from spanproof.store import sql
from spanproof.store.sql import LOCAL_TENANT

SCIFACT = REPO.parent / "shared" / "data" / "scifact"
TARGET_CHUNKS = 100_000
SCALED = "scale-100k"

COPY_SQL = """
WITH new_docs AS (
    INSERT INTO documents (collection_id, source, title, content_hash, version, media_type, page_count, metadata)
    SELECT %(target)s, d.source || '#' || %(copy)s, d.title, d.content_hash, d.version, d.media_type, d.page_count,
           d.metadata
    FROM documents d WHERE d.collection_id = %(source)s
    RETURNING id, split_part(source, '#', 1) AS original
)
INSERT INTO pages (document_id, number, text)
SELECT n.id, p.number, p.text FROM new_docs n
JOIN documents d ON d.collection_id = %(source)s AND d.source = n.original
JOIN pages p ON p.document_id = d.id
"""

CHUNKS_SQL = """
INSERT INTO chunks (collection_id, document_id, page, start_offset, end_offset, kind, heading_path, text,
                    term_count, tsv, embedding)
SELECT %(target)s, n.id, c.page, c.start_offset, c.end_offset, c.kind, c.heading_path, c.text, c.term_count, c.tsv,
       l2_normalize(c.embedding + (SELECT array_agg(0.01 * (random() - 0.5)) FROM generate_series(1, 384)
                                   WHERE c.id IS NOT NULL)::vector)
FROM chunks c JOIN documents d ON d.id = c.document_id
JOIN documents n ON n.collection_id = %(target)s AND n.source = d.source || '#' || %(copy)s
WHERE c.collection_id = %(source)s
"""

# Postings and statistics for the copies, in bulk (ingestion does this per document: sql.INDEX_DOCUMENT_TERMS).
INDEX_SQL = [
    """
    INSERT INTO chunk_postings (collection_id, term, chunk_id, document_id, page, tf, dl, impact)
    SELECT c.collection_id, (l).lexeme, c.id, c.document_id, c.page, coalesce(array_length((l).positions, 1), 1),
           c.term_count, bm25_impact(coalesce(array_length((l).positions, 1), 1), c.term_count, a.avgdl)
    FROM chunks c, unnest(c.tsv) AS l,
         (SELECT avg(term_count)::float8 AS avgdl FROM chunks WHERE collection_id = %(target)s) a
    WHERE c.collection_id = %(target)s
    """,
    """
    INSERT INTO page_postings (collection_id, term, document_id, page, tf, dl)
    SELECT collection_id, term, document_id, number, tf, sum(tf) OVER (PARTITION BY document_id, number)
    FROM (SELECT d.collection_id, p.document_id, p.number, (l).lexeme AS term,
                 coalesce(array_length((l).positions, 1), 1) AS tf
          FROM pages p JOIN documents d ON d.id = p.document_id, unnest(to_tsvector('english', p.text)) AS l
          WHERE d.collection_id = %(target)s) s
    """,
    """
    UPDATE documents d SET chunk_count = s.n, chunk_length = s.len,
        page_length = (SELECT coalesce(sum(tf), 0) FROM page_postings pp WHERE pp.document_id = d.id)
    FROM (SELECT document_id, count(*) AS n, sum(term_count) AS len FROM chunks
          WHERE collection_id = %(target)s GROUP BY document_id) s
    WHERE d.id = s.document_id
    """,
    """
    UPDATE collections c SET chunk_count = s.chunks, chunk_length = s.chunk_length, page_count = s.pages,
        page_length = s.page_length
    FROM (SELECT sum(chunk_count) AS chunks, sum(chunk_length) AS chunk_length, sum(page_count) AS pages,
                 sum(page_length) AS page_length FROM documents WHERE collection_id = %(target)s) s
    WHERE c.id = %(target)s
    """,
    """
    INSERT INTO collection_terms (collection_id, term, chunk_df, page_df)
    SELECT %(target)s, term, sum(c), sum(p) FROM (
        SELECT term, 1 AS c, 0 AS p FROM chunk_postings WHERE collection_id = %(target)s
        UNION ALL SELECT term, 0, 1 FROM page_postings WHERE collection_id = %(target)s
    ) t GROUP BY term
    """,
]


CAPS = (None, 4000, 2000, 1000, 500)  # postings read per query term (None: all, exact BM25)


def _identities(conn: psycopg.Connection, chunk_ids: list[int]) -> list[tuple[str, int, int]]:
    """What each chunk is, whichever copy: (original source, page, offset), deduplicated in rank order."""
    rows = dict(
        (int(r[0]), (str(r[1]), int(r[2]), int(r[3])))
        for r in conn.execute(
            "SELECT c.id, split_part(d.source, '#', 1), c.page, c.start_offset FROM chunks c"
            " JOIN documents d ON d.id = c.document_id WHERE c.id = ANY(%s)",
            (chunk_ids,),
        ).fetchall()
    )
    return list(dict.fromkeys(rows[c] for c in chunk_ids))


def postings_cap_study(sp: Spanproof, collection: str, queries: list[str]) -> dict[str, dict[str, float]]:
    """Lexical SQL alone under each cap: latency, and agreement of its top 10 with exact BM25's.

    Copies of a chunk tie exactly, so rankings are compared by what the chunks are (source, page, offset), not by
    which copy came first."""
    filters = sp._filters(collection, None, None, tenant=LOCAL_TENANT)
    defaults = sp.settings
    with sp.db.connection() as conn:
        terms = [sql.query_terms(conn, q) + identifiers(q) for q in queries]
        out: dict[str, dict[str, float]] = {}
        exact: list[list[tuple[str, int, int]]] = []
        for cap in CAPS:
            bm25 = sql.BM25Params(defaults.bm25_k1, defaults.bm25_b, defaults.bm25_page_weight, cap)
            rankings: list[list[int]] = []

            def run(i: int, params: sql.BM25Params = bm25, into: list[list[int]] = rankings) -> None:
                into.append([c for c, _ in sql.search_lexical(conn, terms[i], filters, defaults.candidates, params)])

            timing = latencies_ms(lambda q: run(int(q)), [str(i) for i in range(len(queries))])
            found = [_identities(conn, r)[:10] for r in rankings]
            if cap is None:
                exact = found
            top10 = [len(set(f) & set(e)) / max(len(e), 1) for f, e in zip(found, exact, strict=True)]
            top1 = [bool(f) and bool(e) and f[0] == e[0] for f, e in zip(found, exact, strict=True)]
            out["all" if cap is None else str(cap)] = {
                **timing,
                "top10_overlap_with_exact": round(float(np.mean(top10)), 4),
                "top1_agreement_with_exact": round(float(np.mean(top1)), 4),
            }
    return out


def main() -> None:
    home = os.environ.get("SPANPROOF_HOME")
    with scratch_dir() as scratch, Spanproof(Settings(home=Path(home or scratch))) as sp:
        data = load_beir(SCIFACT, "train")
        began = time.perf_counter()
        report = index_beir(sp, data, "beir-scifact")
        index_s = time.perf_counter() - began
        fresh = [f for f in report.files if f.status in ("ingested", "replaced")]
        queries = [text for _, text in sorted(data.queries.items())][:200]
        for query in queries[:10]:
            sp.search(query, collection="beir-scifact")

        small = {
            mode: latencies_ms(lambda q, m=mode: sp.search(q, collection="beir-scifact", mode=m, rerank=False), queries)
            for mode in ("hybrid", "lexical", "dense")
        }
        base_chunks = sp.stats("beir-scifact")["chunks"]
        small_caps = postings_cap_study(sp, "beir-scifact", queries)

        with sp.db.connection() as conn:
            source = conn.execute("SELECT id FROM collections WHERE name = 'beir-scifact'").fetchone()[0]
            conn.execute(
                "INSERT INTO collections (tenant_id, name, embedding_model, embedding_dim) SELECT tenant_id, %s,"
                " embedding_model, embedding_dim FROM collections WHERE id = %s ON CONFLICT DO NOTHING",
                (SCALED, source),
            )
            target = conn.execute("SELECT id FROM collections WHERE name = %s", (SCALED,)).fetchone()[0]
            have = conn.execute("SELECT count(*) FROM chunks WHERE collection_id = %s", (target,)).fetchone()[0]
            conn.commit()
        copy = have // max(base_chunks, 1)
        build_began = time.perf_counter()
        while have < TARGET_CHUNKS:
            params = {"source": source, "target": target, "copy": str(copy)}
            with sp.db.connection() as conn:
                conn.execute(COPY_SQL, params)
                conn.execute(CHUNKS_SQL, params)
                have = conn.execute("SELECT count(*) FROM chunks WHERE collection_id = %s", (target,)).fetchone()[0]
            copy += 1
        with sp.db.connection() as conn:
            indexed = conn.execute("SELECT chunk_count FROM collections WHERE id = %s", (target,)).fetchone()[0]
            if indexed != have:
                for statement in INDEX_SQL:
                    conn.execute(statement, {"target": target})
        build_s = time.perf_counter() - build_began
        with psycopg.connect(sp.db.url, autocommit=True) as conn:  # VACUUM cannot run in a transaction
            conn.execute("VACUUM ANALYZE chunks, chunk_postings, page_postings, collection_terms, documents")
        for query in queries[:10]:
            sp.search(query, collection=SCALED)
        large = {
            mode: latencies_ms(lambda q, m=mode: sp.search(q, collection=SCALED, mode=m, rerank=False), queries)
            for mode in ("hybrid", "lexical", "dense")
        }
        large_caps = postings_cap_study(sp, SCALED, queries)
        settings = sp.settings.model_dump(include={"embedding_model", "candidates", "bm25_postings_per_term"})

    if fresh:  # a run over an existing index measures no indexing and leaves the last figures alone
        indexing = {
            "settings": settings,
            "dataset": "BEIR SciFact corpus, end to end (parse, chunk, embed, store, index)",
            "documents": len(data.corpus),
            "newly_indexed": len(fresh),
            "chunks": sum(f.chunks for f in fresh),
            "seconds": round(index_s, 1),
            "docs_per_s": round(len(fresh) / index_s, 2),
            "chunks_per_s": round(sum(f.chunks for f in fresh) / index_s, 2),
        }
        print(write_result("index_scifact", indexing).read_text())
    result = {
        "settings": settings,
        "dataset": "BEIR SciFact (train claims as queries)",
        "scifact_size": {"chunks": base_chunks, **small, "lexical_sql_by_postings_cap": small_caps},
        "scaled": {
            "chunks": have,
            "build_seconds": round(build_s, 1),
            **large,
            "lexical_sql_by_postings_cap": large_caps,
        },
        "ratio_hybrid_p50_large_to_small": round(large["hybrid"]["p50_ms"] / small["hybrid"]["p50_ms"], 2),
        "targets_at_100k": {"p50_ms": 20, "p95_ms": 50},
        "meets_targets": large["hybrid"]["p50_ms"] <= 20 and large["hybrid"]["p95_ms"] <= 50,
    }
    print(write_result("scale", result).read_text())


if __name__ == "__main__":
    main()

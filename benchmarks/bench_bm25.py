"""Does the lexical arm rank like BM25? PostgreSQL BM25 (ours) and ts_rank_cd vs the bm25s reference.

All three rank the same chunks of the demo corpus for the same queries. bm25s gets exactly the terms
PostgreSQL indexed (lexemes with their frequencies, identifiers), so any difference is the ranking
function, not tokenisation. Reported: mean overlap of the top 10 with the reference, and top-1 agreement.
"""

from __future__ import annotations

import sys
from pathlib import Path

import bm25s
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import EXAMPLES, benchmark_queries, scratch_dir, write_result

from spanproof import Settings, Spanproof
from spanproof.analysis import identifiers
from spanproof.store import sql
from spanproof.store.sql import LOCAL_TENANT

TS_RANK_CD = """
SELECT c.id FROM chunks c
WHERE c.collection_id = %(collection_id)s AND c.tsv @@ to_tsquery('simple', %(tsquery)s)
ORDER BY ts_rank_cd(c.tsv, to_tsquery('simple', %(tsquery)s)) DESC, c.id LIMIT 10
"""
# The product's BM25 parameters, chunk scores alone (no page context): the ranking function under test.
CHUNK_BM25 = sql.BM25Params(page_weight=0.0)
K1, B = CHUNK_BM25.k1, CHUNK_BM25.b


def main() -> None:
    with scratch_dir(prefix="spanproof-bm25-") as home, Spanproof(Settings(home=Path(home))) as sp:
        sp.ingest([EXAMPLES], collection="bm25")
        filters = sql.Filters(sp._collection_id("bm25", tenant=LOCAL_TENANT))
        with sp.db.connection() as conn:
            rows = conn.execute(
                "SELECT chunk_id, term, tf FROM chunk_postings WHERE collection_id = %s ORDER BY chunk_id, term",
                (filters.collection_id,),
            ).fetchall()
            queries = benchmark_queries(conn)
            query_terms = [sorted(set(sql.query_terms(conn, q) + identifiers(q))) for q in queries]

            docs: dict[int, list[str]] = {}
            for chunk_id, term, tf in rows:
                docs.setdefault(chunk_id, []).extend([term] * tf)
            ids = sorted(docs)
            reference = bm25s.BM25(k1=K1, b=B, method="lucene")
            reference.index([docs[i] for i in ids], show_progress=False)

            overlaps: dict[str, list[float]] = {"postgres_bm25": [], "ts_rank_cd": []}
            top1: dict[str, list[bool]] = {"postgres_bm25": [], "ts_rank_cd": []}
            for terms in query_terms:
                results, scores = reference.retrieve([terms], k=10, show_progress=False)
                ref = [ids[int(j)] for j, s in zip(results[0], scores[0], strict=True) if s > 0]
                if not ref:
                    continue
                ours = [c for c, _ in sql.search_lexical(conn, terms, filters, 10, CHUNK_BM25)]
                tsq = " | ".join("'" + t.replace("'", "''") + "'" for t in terms)
                cd = [r[0] for r in conn.execute(TS_RANK_CD, {"collection_id": filters.collection_id, "tsquery": tsq})]
                for name, ranking in (("postgres_bm25", ours), ("ts_rank_cd", cd)):
                    overlaps[name].append(len(set(ranking) & set(ref)) / len(ref))
                    top1[name].append(bool(ranking) and ranking[0] == ref[0])

    result = {
        "corpus": "examples/faa-powerplant chunks",
        "queries": len(overlaps["postgres_bm25"]),
        "reference": f"bm25s {bm25s.__version__} lucene k1={K1} b={B} on the same indexed terms",
        **{
            name: {
                "mean_overlap_at_10": round(float(np.mean(overlaps[name])), 4),
                "top1_agreement": round(float(np.mean(top1[name])), 4),
            }
            for name in overlaps
        },
    }
    print(write_result("bm25_vs_reference", result).read_text())


if __name__ == "__main__":
    main()

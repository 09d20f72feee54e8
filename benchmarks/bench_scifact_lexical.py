"""Lexical-only retrieval on SciFact (train): spanproof's BM25 in PostgreSQL vs the bm25s reference.

bm25s indexes whole documents (title + abstract) with its own English tokenizer, stop words and the Snowball
stemmer — the usual BEIR BM25 set-up; spanproof ranks chunks and scores a document by its best chunk. Both are
scored with the same metrics and compared with the paired tests. Set SPANPROOF_HOME to reuse an index.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import bm25s
import snowballstemmer

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import REPO, scratch_dir, write_result

from spanproof import Settings, Spanproof
from spanproof.eval import metrics, stats
from spanproof.eval.datasets import load_beir
from spanproof.eval.runner import CONFIGS, index_beir, run_retrieval

SCIFACT = REPO.parent / "shared" / "data" / "scifact"


# bm25s's own defaults, and the k1/b spanproof uses (Pyserini's BEIR defaults): the better of the two is the bar.
REFERENCE_PARAMS = {"k1=1.2,b=0.75": (1.2, 0.75), "k1=0.9,b=0.4": (0.9, 0.4)}


def bm25s_rankings(data: object, k1: float, b: float, depth: int = 100) -> dict[str, list[str]]:
    assert hasattr(data, "corpus") and hasattr(data, "queries")
    ids = sorted(data.corpus)
    stemmer = snowballstemmer.stemmer("english")
    texts = [f"{data.corpus[i][0]} {data.corpus[i][1]}" for i in ids]
    retriever = bm25s.BM25(k1=k1, b=b, method="lucene")
    retriever.index(bm25s.tokenize(texts, stopwords="en", stemmer=stemmer, show_progress=False), show_progress=False)
    out = {}
    for query_id, text in sorted(data.queries.items()):
        tokens = bm25s.tokenize([text], stopwords="en", stemmer=stemmer, show_progress=False)
        docs, scores = retriever.retrieve(tokens, k=depth, show_progress=False)
        out[query_id] = [ids[int(d)] for d, s in zip(docs[0], scores[0], strict=True) if s > 0]
    return out


def main() -> None:
    data = load_beir(SCIFACT, "train")
    references = {
        name: metrics.per_query(bm25s_rankings(data, *params), data.qrels) for name, params in REFERENCE_PARAMS.items()
    }
    with scratch_dir() as scratch:
        home = Path(os.environ.get("SPANPROOF_HOME") or scratch)
        with Spanproof(Settings(home=home)) as sp:
            index_beir(sp, data, "beir-scifact")
            ours = run_retrieval(sp, data, "beir-scifact", [CONFIGS["lexical"]], per_query=True)
            bm25 = {"k1": sp.settings.bm25_k1, "b": sp.settings.bm25_b, "page_weight": sp.settings.bm25_page_weight}
    ours_per_query = ours["per_query"]["lexical"]
    result: dict[str, object] = {
        "dataset": "scifact",
        "split": "train",
        "spanproof_bm25_postgres": {"params": bm25, **metrics.summarise(ours_per_query)},
        "bm25s_reference": {"version": bm25s.__version__},
    }
    for name, reference in references.items():
        ids = sorted(set(reference) & set(ours_per_query))
        ndcg = stats.paired_randomization(
            [ours_per_query[q]["ndcg@10"] for q in ids], [reference[q]["ndcg@10"] for q in ids]
        )
        hit = stats.mcnemar_exact(
            [ours_per_query[q]["hit@10"] > 0 for q in ids], [reference[q]["hit@10"] > 0 for q in ids]
        )
        result["bm25s_reference"][name] = {  # type: ignore[index]
            **metrics.summarise(reference),
            "queries": len(ids),
            "ndcg@10_difference_ours_minus_reference": round(ndcg.mean_difference, 6),
            "ndcg@10_randomization_p": round(ndcg.p_value, 6),
            "hit@10_mcnemar": {"ours_wins": hit.a_wins, "reference_wins": hit.b_wins, "p_value": round(hit.p_value, 6)},
        }
    print(write_result("scifact_lexical_vs_bm25s", result).read_text())


if __name__ == "__main__":
    main()

"""Per-query retrieval metrics, computed the way BEIR (through pytrec_eval / trec_eval 9) computes them.

Conventions shared by every function:

* ``ranking`` is a sequence of document ids, best first. A repeated id keeps only its first occurrence and
  the later copies are dropped *before* the cut-off, so the documents after it move up (trec_eval scores a
  run given as a dict, so it can never see a duplicate).
* ``qrels`` maps a document id to its graded relevance; a document is relevant when its grade is > 0.
  Unjudged documents count as non-relevant.
* Ranks are 1-based: the first document has rank 1.
* A query with no relevant document scores 0.0 on every metric (``per_query`` skips such queries).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

DEFAULT_KS: tuple[int, ...] = (1, 5, 10, 20, 100)


def _top(ranking: Sequence[str], k: int) -> list[str]:
    """The first ``k`` distinct ids of ``ranking``, in order."""
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    return list(dict.fromkeys(ranking))[:k]


def _relevant(qrels: Mapping[str, int]) -> set[str]:
    return {doc for doc, grade in qrels.items() if grade > 0}


def recall_at(ranking: Sequence[str], qrels: Mapping[str, int], k: int) -> float:
    """Recall@k = |relevant ∩ top-k| / |relevant|  (trec_eval ``recall_k``)."""
    relevant = _relevant(qrels)
    if not relevant:
        return 0.0
    return sum(doc in relevant for doc in _top(ranking, k)) / len(relevant)


def hit_at(ranking: Sequence[str], qrels: Mapping[str, int], k: int) -> bool:
    """Hit@k (success@k): True when at least one relevant document is in the top k."""
    relevant = _relevant(qrels)
    return any(doc in relevant for doc in _top(ranking, k))


def mrr_at(ranking: Sequence[str], qrels: Mapping[str, int], k: int = 10) -> float:
    """MRR@k = 1 / rank of the first relevant document within the top k, else 0 (BEIR's ``MRR@k``)."""
    relevant = _relevant(qrels)
    for rank, doc in enumerate(_top(ranking, k), start=1):
        if doc in relevant:
            return 1.0 / rank
    return 0.0


def ndcg_at(ranking: Sequence[str], qrels: Mapping[str, int], k: int = 10) -> float:
    """nDCG@k = DCG@k / IDCG@k, exactly as trec_eval 9 ``ndcg_cut.k`` (hence pytrec_eval and BEIR).

    DCG@k  = Σ_{r=1..k} rel_r / log2(r + 1), with rel_r the grade of the document at rank r
             (gain = the grade itself, *not* 2^rel - 1; grades <= 0 and unjudged documents gain 0).
    IDCG@k = the same sum over the qrels' positive grades sorted in decreasing order, cut at k.
    nDCG@k = 0 when IDCG@k = 0 (no relevant document).
    """
    top = _top(ranking, k)
    dcg = sum(max(qrels.get(doc, 0), 0) / math.log2(rank + 1) for rank, doc in enumerate(top, start=1))
    ideal = sorted((grade for grade in qrels.values() if grade > 0), reverse=True)[:k]
    idcg = sum(grade / math.log2(rank + 1) for rank, grade in enumerate(ideal, start=1))
    return dcg / idcg if idcg > 0 else 0.0


def per_query(
    rankings: Mapping[str, Sequence[str]],
    qrels: Mapping[str, Mapping[str, int]],
    ks: Iterable[int] = DEFAULT_KS,
) -> dict[str, dict[str, float]]:
    """Metrics for each judged query, keyed by query id (sorted) then metric name.

    Metric names, in this order: ``recall@k`` for each k, ``mrr@10``, ``ndcg@10``, ``hit@k`` for each k
    (1.0 or 0.0). Queries whose qrels hold no relevant document are skipped; a judged query absent from
    ``rankings`` is scored as an empty ranking (all zeros); rankings for unjudged queries are ignored.
    """
    cutoffs = sorted(set(ks))
    results: dict[str, dict[str, float]] = {}
    for query_id in sorted(qrels):
        judged = qrels[query_id]
        if not _relevant(judged):
            continue
        ranking = rankings.get(query_id, ())
        metrics = {f"recall@{k}": recall_at(ranking, judged, k) for k in cutoffs}
        metrics["mrr@10"] = mrr_at(ranking, judged, 10)
        metrics["ndcg@10"] = ndcg_at(ranking, judged, 10)
        metrics.update({f"hit@{k}": float(hit_at(ranking, judged, k)) for k in cutoffs})
        results[query_id] = metrics
    return results


def summarise(per_query_metrics: Mapping[str, Mapping[str, float]]) -> dict[str, float]:
    """Mean of each metric over the queries, rounded to 6 decimals so reruns serialise byte-identically.

    mean(m) = fsum(m_q for q in queries) / |queries|; ``math.fsum`` makes the sum exact, so the result
    does not depend on query order. Metric names come from the first query; every query must have them
    all (KeyError otherwise). An empty input gives an empty dict.
    """
    rows = [per_query_metrics[query_id] for query_id in sorted(per_query_metrics)]
    if not rows:
        return {}
    return {name: round(math.fsum(row[name] for row in rows) / len(rows), 6) for name in rows[0]}

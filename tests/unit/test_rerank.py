"""Rerank stages over hits: ordering, score filling, stability."""

from __future__ import annotations

from collections.abc import Sequence

from spanproof.retrieval.rerank import EvidenceRerank, PairwiseRerank
from spanproof.types import Hit, Scores


def hit(chunk_id: int, text: str, lexical: float | None, dense: float | None) -> Hit:
    return Hit(
        chunk_id, "d.md", "D", "v1", 1, 0, len(text), "prose", ["Pumps"], text, Scores(lexical=lexical, dense=dense)
    )


def test_evidence_rerank_prefers_passages_strong_in_both_arms() -> None:
    hits = [hit(1, "a", 10.0, 0.20), hit(2, "b", 2.0, 0.90), hit(3, "c", 8.0, 0.80), hit(4, "d", None, 0.85)]
    ranked = EvidenceRerank(0.5).rerank("q", hits)
    assert ranked[0].chunk_id == 3
    assert all(h.scores.rerank is not None for h in ranked)
    scores = [h.scores.rerank for h in ranked]
    assert scores == sorted(scores, reverse=True)


class KeywordScorer:
    model_id = "keyword"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def score(self, query: str, passages: Sequence[str]) -> list[float]:
        self.seen = list(passages)
        return [float(p.count("seal")) for p in passages]


def test_pairwise_rerank_uses_the_scorer_and_keeps_ties_in_fused_order() -> None:
    scorer = KeywordScorer()
    hits = [hit(1, "pump", 1, 0.1), hit(2, "seal seal", 1, 0.1), hit(3, "seal", 1, 0.1), hit(4, "motor", 1, 0.1)]
    ranked = PairwiseRerank(scorer).rerank("which seal", hits)
    assert [h.chunk_id for h in ranked] == [2, 3, 1, 4]
    assert scorer.seen[0] == "Pumps\npump"  # the heading path gives the scorer context

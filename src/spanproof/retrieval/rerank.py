"""Rerank stages: reorder the head of the fused list and fill ``scores.rerank``.

``PairwiseRerank`` wraps any (query, passage) scorer — a cross-encoder or an LLM (encoders/). ``EvidenceRerank`` is
the offline default candidate: a convex combination of the two arms' scores, each min-max normalised over the
shortlist, so a passage strong in both arms beats one that only ranks well in one (RRF sees ranks only).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from spanproof.encoders.reranker import Reranker
from spanproof.types import Hit


class RerankStage(Protocol):
    model_id: str

    def rerank(self, query: str, hits: Sequence[Hit]) -> list[Hit]: ...


def _ordered(hits: Sequence[Hit], scores: Sequence[float]) -> list[Hit]:
    for hit, score in zip(hits, scores, strict=True):
        hit.scores.rerank = float(score)
    # stable: equal scores keep the fused order
    return [hit for _, hit in sorted(enumerate(hits), key=lambda pair: (-(pair[1].scores.rerank or 0.0), pair[0]))]


class PairwiseRerank:
    def __init__(self, reranker: Reranker) -> None:
        self.reranker = reranker
        self.model_id = reranker.model_id

    def rerank(self, query: str, hits: Sequence[Hit]) -> list[Hit]:
        passages = [" > ".join(h.heading_path) + "\n" + h.text if h.heading_path else h.text for h in hits]
        return _ordered(hits, self.reranker.score(query, passages))


def _normalised(values: Sequence[float | None]) -> list[float]:
    present = [v for v in values if v is not None]
    if not present:
        return [0.0] * len(values)
    low, high = min(present), max(present)
    span = high - low
    return [0.0 if v is None else ((v - low) / span if span > 0 else 1.0) for v in values]


class EvidenceRerank:
    """score = w · dense' + (1 − w) · lexical', with ' = min-max over the shortlist (absent = 0)."""

    def __init__(self, dense_weight: float = 0.5) -> None:
        self.dense_weight = dense_weight
        self.model_id = f"evidence-convex-{dense_weight:g}"

    def rerank(self, query: str, hits: Sequence[Hit]) -> list[Hit]:
        dense = _normalised([h.scores.dense for h in hits])
        lexical = _normalised([h.scores.lexical for h in hits])
        w = self.dense_weight
        return _ordered(hits, [w * d + (1 - w) * s for d, s in zip(dense, lexical, strict=True)])

"""Reciprocal rank fusion (Cormack et al., 2009): score = Σ 1 / (k + rank), ranks from 1."""

from __future__ import annotations

from collections.abc import Sequence


def reciprocal_rank_fusion(rankings: Sequence[Sequence[int]], k: int = 60) -> list[tuple[int, float]]:
    """Fuse ranked id lists; ties break by first appearance so the result is deterministic."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + 1.0 / (k + rank)
    order: dict[int, int] = {}
    for ranking in rankings:
        for item in ranking:
            order.setdefault(item, len(order))
    return sorted(scores.items(), key=lambda pair: (-pair[1], order[pair[0]]))

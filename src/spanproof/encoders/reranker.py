"""Rerankers: score (query, passage) pairs to reorder the fused shortlist. Implementations live beside it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Reranker(Protocol):
    """Higher score = more relevant. Scores are comparable within one call only."""

    model_id: str

    def score(self, query: str, passages: Sequence[str]) -> list[float]: ...

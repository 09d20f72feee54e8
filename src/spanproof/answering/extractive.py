"""The offline answerer: picks the sentences of the best hits that answer the question, verbatim.

Each candidate sentence is scored by how much of the question it covers (IDF-weighted content terms,
its heading path included) and by its embedding similarity to the question.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from spanproof.analysis import content_terms, sentence_spans, term_in
from spanproof.encoders.embedder import Embedder
from spanproof.types import Citation, Claim, Draft, Hit

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
# A figure/table reference that opens a sentence ("[Figure 6-6] This valve ...") is not part of the answer.
_LEADING_REFERENCE = re.compile(r"\[(?:Figure|Table|Fig\.)[^\]]{0,40}\]\s*")


@dataclass
class Candidate:
    hit: Hit
    start: int  # offsets in the page text
    end: int
    text: str
    coverage: float = 0.0
    missing: tuple[str, ...] = ()
    similarity: float = 0.0
    score: float = 0.0

    def citation(self) -> Citation:
        return Citation(
            document=self.hit.document,
            title=self.hit.title,
            document_version=self.hit.document_version,
            page=self.hit.page,
            start=self.start,
            end=self.end,
            quote=self.text,
            section=" > ".join(self.hit.heading_path) or None,
        )

    def numbers(self) -> set[str]:
        return set(_NUMBER.findall(self.text))


@dataclass(frozen=True)
class TermStats:
    """How many visible chunks there are and how many contain each question term."""

    total: int
    frequencies: dict[str, int]

    def idf(self, term: str) -> float:
        df = self.frequencies.get(term, 0)
        return math.log(1 + (self.total - df + 0.5) / (df + 0.5))

    def share(self, term: str) -> float:
        return self.frequencies.get(term, 0) / self.total if self.total else 0.0


def weighted_coverage(terms: Sequence[str], stats: TermStats, found: set[str]) -> tuple[float, tuple[str, ...]]:
    """Share of the question's IDF weight found in ``found``, and the terms that were not."""
    if not terms:
        return 0.0, ()
    missing = tuple(t for t in terms if not term_in(t, found))
    total = sum(stats.idf(t) for t in terms)
    covered = total - sum(stats.idf(t) for t in missing)
    return covered / total if total else 0.0, missing


def _answer_spans(text: str, min_chars: int) -> list[tuple[int, int]]:
    """Sentences, a short one joined to the next ("Abradable strip. A strip of material ...")."""
    spans: list[tuple[int, int]] = []
    pending: int | None = None
    for s, e in sentence_spans(text):
        start = s if pending is None else pending
        if e - start < min_chars:
            pending = start
            continue
        reference = _LEADING_REFERENCE.match(text, start)
        spans.append((reference.end() if reference and reference.end() < e else start, e))
        pending = None
    return spans


class ExtractiveAnswerer:
    def __init__(self, embedder: Embedder, max_hits: int = 5, min_sentence_chars: int = 40) -> None:
        self._embedder = embedder
        self._max_hits = max_hits
        self._min_chars = min_sentence_chars

    def candidates(self, question: str, hits: Sequence[Hit], stats: TermStats) -> list[Candidate]:
        """Every sentence of the best hits, scored, best first."""
        terms = content_terms(question)
        found: list[Candidate] = []
        for rank, hit in enumerate(hits[: self._max_hits]):
            context = set(content_terms(" ".join(hit.heading_path)))
            for s, e in _answer_spans(hit.text, self._min_chars):
                candidate = Candidate(hit, hit.start + s, hit.start + e, hit.text[s:e])
                candidate.coverage, candidate.missing = weighted_coverage(
                    terms, stats, set(content_terms(candidate.text)) | context
                )
                candidate.score = 0.02 * (self._max_hits - rank)  # a small prior for the better hit
                found.append(candidate)
        if not found:
            return []
        vectors = self._embedder.embed_documents([question] + [c.text for c in found])
        similarities = np.asarray(vectors[1:]) @ np.asarray(vectors[0])
        for candidate, similarity in zip(found, similarities, strict=True):
            candidate.similarity = float(similarity)
            candidate.score += 0.5 * candidate.similarity + 0.5 * candidate.coverage
        return sorted(found, key=lambda c: (-c.score, c.hit.chunk_id, c.start))

    def draft(self, candidates: Sequence[Candidate]) -> Draft:
        """A one-claim draft from the best candidate (with the next sentence when it is a lead-in)."""
        if not candidates:
            return Draft([])
        best = candidates[0]
        claims = [Claim(" ".join(best.text.split()), [best.citation()])]
        if best.text.rstrip().endswith(":"):
            follower = next(
                (
                    c
                    for c in sorted(candidates, key=lambda c: c.start)
                    if c.hit.chunk_id == best.hit.chunk_id and c.start > best.start
                ),
                None,
            )
            if follower is not None:
                claims.append(Claim(" ".join(follower.text.split()), [follower.citation()]))
        return Draft(claims)

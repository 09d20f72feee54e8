"""The answer gate: deterministic signals decide ANSWER, ABSTAIN (refused) or REVIEW.

Refuse when there is no evidence, when the evidence never mentions something the question asks about,
when the best sentence does not state enough of what was asked (a near miss: the entity is there, the
asked-for attribute is not), or when it is too far from the question in meaning. Review when two
documents answer equally well with different figures.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from spanproof.analysis import content_terms, term_in
from spanproof.answering.extractive import Candidate, TermStats
from spanproof.types import AnswerStatus, Hit


@dataclass(frozen=True)
class GateThresholds:
    min_term_coverage: float = 0.75
    # A question term found in at least this share of chunks is common enough to go unstated
    # ("engine" in an engine handbook); any rarer term must be in the cited sentence or its headings.
    common_term_share: float = 0.1
    min_similarity: float = 0.45
    review_margin: float = 0.03  # candidates this close to the best count as equally good


@dataclass
class Decision:
    status: AnswerStatus
    reason: str | None
    signals: dict[str, Any] = field(default_factory=dict)
    rivals: list[Candidate] = field(default_factory=list)  # for review: the disagreeing candidates


def decide(
    question: str,
    hits: Sequence[Hit],
    candidates: Sequence[Candidate],
    stats: TermStats,
    thresholds: GateThresholds,
) -> Decision:
    terms = content_terms(question)
    evidence = {t for hit in hits for t in content_terms(" ".join([hit.text, *hit.heading_path, hit.title]))}
    absent = [t for t in terms if not term_in(t, evidence)]
    best = candidates[0] if candidates else None
    signals: dict[str, Any] = {
        "hits": len(hits),
        "question_terms": terms,
        "terms_absent_from_evidence": absent,
        "top_fused": hits[0].scores.fused if hits else None,
        "top_lexical": max((h.scores.lexical or 0.0 for h in hits), default=None),
        "top_dense": max((h.scores.dense or 0.0 for h in hits), default=None),
        "answer_term_coverage": round(best.coverage, 4) if best else None,
        "answer_missing_terms": list(best.missing) if best else None,
        "answer_similarity": round(best.similarity, 4) if best else None,
    }
    if not hits or best is None:
        return Decision("refused", "no passage in the collection matches the question", signals)
    if not terms:
        return Decision("refused", "the question names nothing to look for", signals)
    if absent:
        return Decision("refused", f"the documents found never mention: {', '.join(absent)}", signals)
    unstated = [t for t in best.missing if stats.share(t) < thresholds.common_term_share]
    signals["answer_unstated_terms"] = unstated
    if unstated:
        return Decision(
            "refused",
            f"the best passage does not state what was asked (missing: {', '.join(unstated)})",
            signals,
        )
    if best.coverage < thresholds.min_term_coverage:
        return Decision(
            "refused",
            f"the best passage does not state what was asked (missing: {', '.join(best.missing)})",
            signals,
        )
    if best.similarity < thresholds.min_similarity:
        return Decision("refused", "the best passage is not close enough to the question", signals)

    rivals = [
        c
        for c in candidates[1:]
        if c.hit.document != best.hit.document
        and best.score - c.score <= thresholds.review_margin
        and c.coverage >= thresholds.min_term_coverage
        and c.similarity >= thresholds.min_similarity
        and c.numbers()
        and best.numbers()
        and c.numbers() != best.numbers()
    ]
    signals["conflicting_sources"] = len(rivals)
    if rivals:
        return Decision(
            "review",
            "sources disagree: equally good passages in different documents give different figures",
            signals,
            rivals[:1],
        )
    return Decision("answered", None, signals)

"""The offline answerer: quotes the sentence (or the run of up to three adjacent sentences) of the best passages
that states what the question asks, verbatim. No model beyond the embedder; nothing is generated.

Candidates are every sentence of the top passages and every window of adjacent sentences (an answer often sits in
the sentence after the one that names the subject). Each is measured against the question (``evidence``) and
ranked by ``selection_score``; the gate, not this module, decides whether the best one is good enough.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from spanproof.analysis import content_terms, quote_sentences
from spanproof.answering.evidence import Assessment, EvidenceScorer, QuestionProfile, abbreviations
from spanproof.answering.objections import (
    applies_to,
    document_exclusions,
    headings_of,
    lists_asked_value,
    naming_first,
    noted_asked_value,
    objection,
    on_page,
    overriding,
    sentence_window,
    states_asked,
)
from spanproof.answering.verify import stated_numbers
from spanproof.types import Citation, Claim, Draft, Hit

# Weights of the selection score: which candidate is quoted. Grid-searched on the candidates of the FAA dev set and
# the first 500 answerable SQuAD questions (docs/decisions.md), share whose best candidate holds the key on the gold
# page: 0.664 / 0.760 with these, 0.598 / 0.744 with whole-window similarity and coverage instead of alignment;
# coverage, soft coverage and answer type add nothing once alignment is in. A fitted logistic or pairwise ranker
# over the features did no better than the grid.
SELECTION_WEIGHTS = {
    "alignment": 1.0,
    "best_sentence_similarity": 0.25,
}
RANK_PRIOR = 0.02  # per place in the passage ranking: a small preference for the better passage
# Per sentence beyond the first, share whose best candidate holds the key on the gold page: FAA dev 0.664 at 0, 0.636
# at 0.02, 0.607 at 0.03; SQuAD 0.760 / 0.754 / 0.750 (docs/decisions.md). At 0.02 an unrelated
# sentence before the answer (a document's injected instruction) still rode along; 0.03 quotes the answer alone.
WINDOW_PENALTY = 0.03
# A window must open on a sentence within this of its best one's similarity to the question. FAA dev: key in the best
# quote 0.664 without the rule, 0.636 with; mean window 1.71 -> 1.44 sentences.
LEAD_MARGIN = 0.2


@dataclass
class Candidate:
    hit: Hit
    rank: int
    start: int  # offsets in the page text
    end: int
    text: str
    sentences: int
    assessment: Assessment | None = None
    best_sentence_similarity: float = 0.0  # of its sentences, the one closest to the question
    # the rule of ``objections`` it breaks: it lacks positive evidence of answering, quoted only if nothing else is
    objected_by: str | None = None
    # it is the line a question about a code, a procedure or a table asks for (``states_asked``,
    # ``lists_asked_value``): quoted first
    states_asked: bool = False
    # a bulletin's candidate for the units asked gives another figure of the quantity asked (``overriding``)
    overridden: bool = False
    evidence: float = 0.0  # how well it states what was asked
    score: float = 0.0  # that, and a small preference for the better-ranked passage: what chooses the quote

    @property
    def objected(self) -> bool:
        return self.objected_by is not None

    @property
    def restates(self) -> bool:
        """A title or heading restating the question: of the objected, shown last (it states nothing at all)."""
        return self.objected_by == "restates_question"

    @property
    def lacks_value(self) -> bool:
        """It holds no value of the kind asked for: of the objected, shown after those that hold one (a sentence
        giving "0.018 inch" whose magneto is named two sentences up is nearer an answer than its heading)."""
        return self.assessment is not None and self.assessment.type_expected and not self.assessment.type_found

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

    def claim(self) -> Claim:
        return Claim(" ".join(self.text.split()), [self.citation()])

    def numbers(self) -> set[str]:
        """The figures, part numbers and codes it states, as the verifier reads them."""
        return stated_numbers(self.text)


def selection_score(assessment: Assessment, best_sentence_similarity: float) -> float:
    features = {**assessment.as_features(), "best_sentence_similarity": best_sentence_similarity}
    return sum(weight * features[name] for name, weight in SELECTION_WEIGHTS.items())


class ExtractiveAnswerer:
    name = "extractive"

    def __init__(
        self,
        profile: QuestionProfile,
        scorer: EvidenceScorer,
        max_hits: int = 5,
        min_sentence_chars: int = 40,
        max_window: int = 3,
        max_window_chars: int = 800,
        review_margin: float = 0.03,
        lead_margin: float = LEAD_MARGIN,
    ) -> None:
        self._profile = profile
        self._scorer = scorer
        self._max_hits = max_hits
        self._min_chars = min_sentence_chars
        self._max_window = max_window
        self._max_window_chars = max_window_chars
        self._review_margin = review_margin
        self._lead_margin = lead_margin

    def features(self, candidate: Candidate) -> dict[str, float]:
        """What ``selection_score`` weighs: the evidence measurements plus where and how long the candidate is."""
        assert candidate.assessment is not None
        words = set(content_terms(candidate.text))
        novel = len(words - set(self._profile.terms)) / len(words) if words else 0.0
        return {
            **candidate.assessment.as_features(),
            "best_sentence_similarity": candidate.best_sentence_similarity,
            "rank_inverse": 1.0 / (1 + candidate.rank),
            "pair": float(candidate.sentences - 1),
            "novelty": novel,
            "log_chars": math.log(1 + len(candidate.text)),
        }

    def candidates(self, passages: Sequence[Hit]) -> list[Candidate]:
        """Every sentence and window of adjacent sentences of the best passages, scored, best first."""
        found: list[Candidate] = []
        members: list[list[str]] = []  # the sentences of each candidate
        # a contents or index line is never an answer
        found_passages = passages
        ranked = naming_first(self._profile, [h for h in passages if h.kind != "navigation"])
        # a passage of a document limited to the serial numbers asked (a service bulletin) is read however far down
        # it ranks: for those units its figures override the manual's (``overriding``)
        covering = [h for h in ranked[self._max_hits :] if h.serial_limited and self._profile.serial is not None]
        passages = ranked[: self._max_hits] + covering
        # what each passage's document says it does not apply to, read once per passage
        excluding = {h.chunk_id: document_exclusions(h, found_passages) for h in passages}
        pages = {h.chunk_id: on_page(h, found_passages) for h in passages}  # a table's notes
        for rank, hit in enumerate(passages):
            spans = quote_sentences(hit.text, self._min_chars)
            for size in range(1, self._max_window + 1):
                for first in range(len(spans) - size + 1):
                    s, e = spans[first][0], spans[first + size - 1][1]
                    if size == 1 or e - s <= self._max_window_chars:
                        found.append(Candidate(hit, rank, hit.start + s, hit.start + e, hit.text[s:e], size))
                        members.append([hit.text[a:b] for a, b in spans[first : first + size]])
        if not found:
            return []
        # Only sentences are embedded (a window is measured through its sentences), each once per process.
        cache = self._scorer.cache
        asked = self._scorer.choosing_states(self._profile.choosing_text)
        question = asked.vector
        kept = []
        for candidate, group in zip(found, members, strict=True):
            similarities = cache.vectors(group) @ question
            candidate.best_sentence_similarity = float(np.max(similarities))
            # A window opens on a sentence about the question, never on an unrelated one that precedes it.
            if similarities[0] >= candidate.best_sentence_similarity - self._lead_margin:
                kept.append(candidate)
        found = kept
        expansions = abbreviations(h.text for h in passages)
        assessments = self._scorer.assess_many(
            self._profile, [c.text for c in found], [" ".join(c.hit.heading_path) for c in found], expansions, asked
        )
        for candidate, assessment in zip(found, assessments, strict=True):
            candidate.assessment = assessment
            candidate.evidence = selection_score(assessment, candidate.best_sentence_similarity) - WINDOW_PENALTY * (
                candidate.sentences - 1
            )
            candidate.score = candidate.evidence + RANK_PRIOR * (self._max_hits - candidate.rank)
            window = sentence_window(candidate.hit, candidate.start, candidate.end)
            headings = headings_of(candidate.hit)
            objected = objection(
                self._profile,
                candidate.text,
                window,
                headings,
                applies_to(candidate.hit),
                excluding[candidate.hit.chunk_id],
                pages[candidate.hit.chunk_id],
            )
            candidate.objected_by = objected.rule if objected else None
            candidate.states_asked = (
                states_asked(self._profile, candidate.text, candidate.hit.text)
                or lists_asked_value(self._profile, candidate.text, headings)
                or noted_asked_value(self._profile, candidate.text, pages[candidate.hit.chunk_id], headings)
            )
        self._mark_overridden(found, expansions)
        return sorted(
            found,
            key=lambda c: (
                c.objected,
                c.overridden,
                c.restates,
                c.objected and c.lacks_value,
                not c.states_asked,
                -c.score,
                c.hit.chunk_id,
                c.start,
                c.end,
            ),
        )

    def _mark_overridden(self, found: Sequence[Candidate], expansions: dict[str, str]) -> None:
        """Marks the candidates of documents not limited to serial numbers that a bulletin's candidate overrides
        (``overriding``): the bulletin's figure is quoted instead (stranger's set 24). Only for a question about a
        unit the filters name by its serial number: a bulletin found for a question naming none may not cover it
        (the gate refuses the manual's figure then, ``bulletin_overrides``)."""
        limited = [c for c in found if c.hit.serial_limited and not c.objected]
        if self._profile.serial is None or not limited:
            return
        texts = [(c.text, applies_to(c.hit)) for c in limited]
        for candidate in found:
            if not candidate.hit.serial_limited and not candidate.objected:
                candidate.overridden = overriding(self._profile, candidate.text, texts, expansions) is not None

    def draft(self, question: str, passages: Sequence[Hit]) -> Draft:
        """The best candidate as one claim (with the next sentence when it is a lead-in ending in ':'), and — when
        another source's (another document's, or another version's) candidate is as good and gives other figures —
        that one too, so the gate can see the disagreement."""
        candidates = self.candidates(passages)
        # which question states chose the quote (the gate measures it with the embedder's either way)
        signals = {"quote_chosen_with": "embedder" if self._scorer.question_encoder is None else "question_encoder"}
        if not candidates:
            return Draft([], signals)
        best = candidates[0]
        claims = [best.claim()]
        if best.text.rstrip().endswith(":"):
            after = (c for c in candidates if c.hit.chunk_id == best.hit.chunk_id and c.start >= best.end)
            follower = min(
                (c for c in after if c.sentences == 1),
                key=lambda c: c.start,
                default=None,
            )
            if follower is not None:
                claims.append(follower.claim())
        rival = next(
            (
                c
                for c in candidates[1:]
                if (c.hit.document, c.hit.document_version) != (best.hit.document, best.hit.document_version)
                # a rival must be a statement that could be confirmed itself (not another model's, not a title)
                and not c.objected
                and not c.overridden  # the bulletin quoted overrides it: no disagreement
                # as good as evidence: the rank prior only breaks ties, it is no sign that two sources agree
                and best.evidence - c.evidence <= self._review_margin
                and c.numbers()
                and best.numbers()
                and c.numbers() != best.numbers()
            ),
            None,
        )
        if rival is not None:
            claims.append(rival.claim())
        return Draft(claims, signals)

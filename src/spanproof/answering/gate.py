"""The answer gate: deterministic signals decide ANSWER, ABSTAIN (refused) or REVIEW — on the *verified* draft.

Whatever answerer drafted it, the gate sees only what survived verification (exact quotes, their sections) plus the
retrieval signals, so every answerer is held to the same rules. In order:

1. no passage found -> refused;
2. the question names nothing to look for -> refused;
3. an identifier or figure the question names (a part number, a fault code, "747") appears in none of the
   passages found -> refused: the documents are about something else;
4. no claim survived verification -> refused;
5. the verified quotes, read with their neighbouring sentences and heading, lack positive evidence of answering
   (``objections``: a title restating the question, an identifier of the question not named near the quote, no value
   of the kind asked for) -> refused, with the quotes kept as the unconfirmed statement;
   then another sentence found, one that could be confirmed itself, states the question better by both margins
   (``better_sentence``) -> refused, unless the quotes are what a structured question asks for (``states_asked``,
   ``lists_asked_value``: the asked code's meaning, the asked step, the asked model's value in a table's row or a
   sentence listing each model's);
6. the answer score — a logistic model over the measurements of ``evidence`` taken on the verified quotes (how
   much of the question they state, by word and by meaning, whether they hold the kind of value asked for) and the
   retrieval signals — is below ``threshold`` -> refused, naming what the quotes leave out; so is one below what a
   question of its form needs (why, how to do a thing: ``GateModel.form_margins``);
7. claims from different documents, each good enough on its own, state different figures -> review;
8. otherwise answered.

The model's coefficients are fitted by ``benchmarks/fit_gate.py`` on the dev sets with cross-validation and
committed as ``gate_model.json``; the threshold is a setting, and its trade-off curve is in ``benchmarks/results``.
Every measurement, each one's contribution to the score, and the rule that decided are in the signals.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from spanproof.analysis import content_terms, folded, in_stated_range, quote_sentences
from spanproof.answering.evidence import (
    Assessment,
    EvidenceScorer,
    QuestionProfile,
    abbreviations,
    covered_terms,
)
from spanproof.answering.objections import (
    Objection,
    applies_to,
    asks_revised,
    containing,
    declared_names,
    document_exclusions,
    headings_of,
    identifiers_absent,
    lists_asked_value,
    looks_like_title,
    named_pattern,
    noted_asked_value,
    objection,
    on_page,
    other_identifiers,
    overriding,
    question_form,
    sentence_window,
    states_asked,
)
from spanproof.answering.verify import VerifiedDraft, stated_numbers
from spanproof.types import AnswerStatus, Citation, Claim, Hit


@dataclass(frozen=True)
class GateModel:
    """score = sigmoid(intercept + sum_i coefficient_i * feature_i)."""

    intercept: float
    coefficients: dict[str, float]
    threshold: float  # the fitted default; Settings.gate_threshold overrides it
    # How far above the threshold the score of an answer to a question of this form ("why", "how":
    # ``objections.question_form``) must be; None: the score never confirms one. Chosen on the strangers' first looks,
    # the only answers scored before any rule was read from their questions: there, with the threshold chosen as
    # for every question, why-answers were right 13 times in 24 and how-to answers 27 in 36, against 263 in 292 for
    # the rest (``fit_gate.py``; docs/decisions.md, 2026-12-07, session 50).
    form_margins: dict[str, float | None] = field(default_factory=dict)

    def needed(self, form: str | None, threshold: float) -> float | None:
        """The score an answer to a question of ``form`` needs, at ``threshold``; None: none is enough."""
        return form_needed(self.form_margins, form, threshold)

    def contributions(self, features: dict[str, float]) -> dict[str, float]:
        return {name: weight * features[name] for name, weight in self.coefficients.items()}

    def score(self, features: dict[str, float]) -> float:
        z = self.intercept + sum(self.contributions(features).values())
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GateModel:
        coefficients = {k: float(v) for k, v in data["coefficients"].items()}
        margins = {k: None if v is None else float(v) for k, v in data.get("form_margins", {}).items()}
        return cls(float(data["intercept"]), coefficients, float(data["threshold"]), margins)


def form_needed(margins: dict[str, float | None], form: str | None, threshold: float) -> float | None:
    """The score an answer to a question of ``form`` needs at ``threshold``, given each form's margin above it
    (``GateModel.form_margins``, and ``fit_gate.py`` choosing them); None: none is enough."""
    if form not in margins:
        return threshold
    margin = margins[form]
    return None if margin is None else threshold + margin


def held_form(question: str, states: bool) -> str | None:
    """The form of question whose own operating point decides an answer (``question_form``; None: the threshold
    alone). An answer to how to do a thing that is what the question asks of a code or a procedure (``states_asked``:
    the code's action, the step asked) is held to the threshold alone: of such answers at the threshold, the
    strangers' sets had 49 right and none wrong, their first looks 11 right and 1 wrong (s26-153, the first half of a
    remedy continued on the next page, quoted since pipeline 17 from the second); of why-answers so marked, 1 right
    and 5 wrong, so a why-question's form holds."""
    form = question_form(question)
    return None if form == "how" and states else form


@cache
def default_gate_model() -> GateModel:
    text = resources.files("spanproof.answering").joinpath("gate_model.json").read_text(encoding="utf-8")
    return GateModel.from_dict(json.loads(text))


@dataclass
class Decision:
    status: AnswerStatus
    reason: str | None
    signals: dict[str, Any] = field(default_factory=dict)


def evidence_texts(hits: Sequence[Hit]) -> list[str]:
    """The passages' texts, each with its heading path and document title."""
    return [t for hit in hits for t in (hit.text, " ".join([*hit.heading_path, hit.title]))]


def gate_features(
    assessment: Assessment,
    passage_coverage: float,
    context_coverage: float,
    absent_weight: float,
    cited_rank: int,
    top_dense: float,
) -> dict[str, float]:
    """What the answer score is computed from (the names ``gate_model.json`` uses): the quotes' measurements,
    how much of the question the passages they come from contain (whole, and in the quotes' neighbouring sentences
    and headings), and the retrieval signals."""
    return {
        **assessment.as_features(),
        "passage_coverage": passage_coverage,
        "context_coverage": context_coverage,
        "absent_from_evidence": absent_weight,
        "cited_rank_inverse": 1.0 / (1 + cited_rank),
        "top_dense": top_dense,
    }


def _refusal(signals: dict[str, Any], rule: str, reason: str) -> Decision:
    signals["decided_by"] = rule
    return Decision("refused", reason, signals)


def _named_absent(profile: QuestionProfile, hits: Sequence[Hit], found: set[str]) -> list[str]:
    """What the question names and no passage found contains: its identifiers and figures, however a passage prints
    them (``identifier_pattern``) or its version declares it applies to them (``applies_to``), or a serial number in
    a range a passage states (``in_stated_range``), then its proper names, whose terms must be among those
    ``found``."""
    text = "\n".join(" ".join([h.text, *h.heading_path, h.title, applies_to(h)]) for h in hits).lower()
    return [
        n
        for n in profile.identifiers
        if not re.search(named_pattern(profile.text, n), text) and not in_stated_range(n, text)
    ] + [name for name in profile.names if set(content_terms(name)).intersection(profile.terms) - found]


def _cited_passages(citations: Sequence[Citation], hits: Sequence[Hit]) -> list[tuple[int, Hit]]:
    """The passages (with their rank, 0 = first) that hold one of the citations."""
    return [
        (rank, hit)
        for rank, hit in enumerate(hits)
        if any(
            hit.document == c.document and hit.page == c.page and hit.start <= c.start and c.end <= hit.end + 1
            for c in citations
        )
    ]


@dataclass(frozen=True)
class Place:
    """Where the verified quotes stand, read once per draft for both the score and the objections: each quote, the
    quote with its neighbouring sentences in the passage found, and the headings over it (its passage's heading path
    and its document's title): a precise quote's subject is often named there. And the models the quoted versions
    declare they apply to (``applies_to``), and what their documents say they do not apply to
    (``document_exclusions``)."""

    quotes: list[str]
    windows: list[str]
    headings: list[str]
    applies: str
    excluding: str
    page: str  # the passages found on the quotes' pages (``on_page``: a table's notes)


def _in_place(citations: Sequence[Citation], hits: Sequence[Hit]) -> Place:
    quotes, windows, headings, applies, excluding, page = [], [], [], [], [], []
    for c in citations:
        hit = containing(hits, c.document, c.document_version, c.page, c.start, c.end)
        quotes.append(c.quote)
        windows.append(sentence_window(hit, c.start, c.end) if hit else c.quote)
        headings += headings_of(hit) if hit else [c.section or "", c.title]
        applies.append(applies_to(hit))
        excluding.append(document_exclusions(hit, hits) if hit else "")
        page.append(on_page(hit, hits) if hit else "")
    joined = ("\n".join(dict.fromkeys(t for t in texts if t)) for texts in (excluding, page))
    return Place(quotes, windows, headings, " ".join(applies), *joined)


# The passages whose other sentences a quote is compared with (as many as the extractive answerer reads), and the
# shortest sentence counted (its own).
RIVAL_PASSAGES = 5
RIVAL_MIN_CHARS = 40


_FIGURES = re.compile(r"\d+(?:[.,]\d+)*")


def _without_figures(text: str) -> str:
    return _FIGURES.sub("#", folded(text))


def _rival_sentences(
    profile: QuestionProfile, citations: Sequence[Citation], hits: Sequence[Hit]
) -> tuple[list[str], list[str], list[bool]]:
    """The sentences of the best passages that no quote overlaps and that do not speak of another model or code of
    the question's (``other_identifiers``), with their passages' headings: what the question could have been
    answered with instead. A fault table's line for E-22 is no rival to the line for E-21, however alike the two
    read. (Leaving out every sentence with an objection made the margin weaker held out: FAA AUC 0.70 against 0.76.)
    With each, whether it could be confirmed itself as far as what it names goes: no heading line, and the question's
    codes and models named near it (a contender, for rule ``better_sentence``)."""
    texts, contexts, contenders = [], [], []
    # the same words in another document, format or revision agree with the quote, and with other figures they are
    # another source's version of it (a conflict, for review): either way no rival answer to it
    quoted = [_without_figures(c.quote) for c in citations]
    for hit in [h for h in hits if h.kind != "navigation"][:RIVAL_PASSAGES]:
        headings = headings_of(hit)
        for a, b in quote_sentences(hit.text, RIVAL_MIN_CHARS):
            start, end = hit.start + a, hit.start + b
            if any(
                c.document == hit.document and c.page == hit.page and c.start < end and start < c.end for c in citations
            ):
                continue
            sentence = _without_figures(hit.text[a:b])
            if other_identifiers(profile, hit.text[a:b]) or any(sentence in q or q in sentence for q in quoted):
                continue
            texts.append(hit.text[a:b])
            contexts.append(" ".join(hit.heading_path))
            contenders.append(
                not looks_like_title(hit.text[a:b], headings)
                and not (
                    profile.identifiers
                    and identifiers_absent(
                        profile, sentence_window(hit, start, end), headings, applies_to(hit), hit.text
                    )
                )
            )
    return texts, contexts, contenders


def _weight_stated(profile: QuestionProfile, texts: Sequence[str], expansions: dict[str, str]) -> float:
    """How much of the question the texts state: the weights of its terms they contain (``covered_terms``)."""
    return sum(profile.weights[t] for t in covered_terms(profile, texts, expansions))


def _documents_stating_most(profile: QuestionProfile, hits: Sequence[Hit], expansions: dict[str, str]) -> set[str]:
    """The documents whose passages found (with their headings and titles) state the most of the question's
    terms, by weight."""
    by_document: dict[str, list[Hit]] = {}
    for hit in hits:
        by_document.setdefault(hit.document, []).append(hit)
    stated = {
        document: _weight_stated(profile, evidence_texts(own), expansions) for document, own in by_document.items()
    }
    most = max(stated.values(), default=0.0)
    return {document for document, weight in stated.items() if weight >= most}


# A product is named by two words or more ("oxygen regulator", "fuel metering unit"), or by one word few passages of
# the collection use ("baler", "intensifier", "fmu"); one common word a title shares with a question ("part" of
# "CMM and IPL", "manual", "test") names none. One uncommon word: 4 wrong answers fewer on the strangers' sets and the
# manuals, 1 right one ("what part do I replace") lost before common words were left out (docs/decisions.md,
# 2026-12-07, session 51).
_PRODUCT_WORDS = 2


def _named_in_another_title(
    profile: QuestionProfile, citations: Sequence[Citation], hits: Sequence[Hit], expansions: dict[str, str]
) -> bool:
    """Whether the question names, by words of its title, another document found than the quotes' — words that no
    passage, heading or title of the quotes' documents found says ("what does FLT 0412 mean on the oxygen
    regulator?" quoted from the fire detection unit's manual): what a code means there is another product's."""
    quoted = {c.document for c in citations}
    own = evidence_texts([h for h in hits if h.document in quoted])
    own += [h.product for h in hits if h.document in quoted and h.product]
    titles = [h.title for h in hits if h.document not in quoted]
    said = covered_terms(profile, own, expansions)
    elsewhere = covered_terms(profile, titles, expansions) - said
    # the product another document declares it applies to is named by any word of it, however many passages of the
    # collection use the word ("ozone generator panel shows F09" quoted from the brazing generator's manual, in a
    # collection a third of whose documents are about ozone; stranger's set 26)
    products = covered_terms(profile, [h.product for h in hits if h.document not in quoted and h.product], expansions)
    return len(elsewhere) >= _PRODUCT_WORDS or bool(elsewhere - profile.common) or bool(products - said)


def overriding_passage(
    profile: QuestionProfile, citations: Sequence[Citation], hits: Sequence[Hit], expansions: dict[str, str]
) -> Hit | None:
    """A passage of a document that applies to listed serial numbers only (a service bulletin; retrieval saw it, so
    it is in force for the question's date and applicability) that overrides the quotes (``overriding``), quoted
    from a document not so limited. For the units it covers the bulletin overrides the manual (a manual's 4.0 Nm
    clamp screw torque where the bulletin for the serial asked gives 4.5 Nm; stranger's set 16): the manual's figure
    is not confirmed."""
    quoted = {c.document for c in citations}
    bulletins = [h for h in hits if h.serial_limited]
    if not bulletins or any(h.document in quoted for h in bulletins):
        return None
    limited = [(h.text, applies_to(h)) for h in bulletins]
    found = overriding(profile, " ".join(c.quote for c in citations), limited, expansions)
    return None if found is None else bulletins[found]


def _form_reason(form: str | None, needed: float | None) -> str:
    asked = {"why": "why", "how": "how to do a thing"}.get(form or "", "this")
    if needed is None:
        return f"an answer to a question asking {asked} is not confirmed by its score alone"
    return f"an answer to a question asking {asked} needs a score of {needed:.2f}"


def _source(claim: Claim) -> tuple[str, str]:
    """The document and version a claim is quoted from."""
    return claim.citations[0].document, claim.citations[0].document_version


def _section(citations: Sequence[Citation]) -> str:
    return " ".join(c.section or "" for c in citations)


class Gate:
    def __init__(self, scorer: EvidenceScorer, model: GateModel, threshold: float | None = None) -> None:
        self._scorer = scorer
        self.model = model
        self.threshold = model.threshold if threshold is None else threshold

    def assess(
        self,
        profile: QuestionProfile,
        claims: Sequence[Claim],
        hits: Sequence[Hit],
        expansions: dict[str, str],
        place: Place | None = None,
    ) -> tuple[float, dict[str, float], Assessment]:
        """The answer score of the verified quotes, its measurements, and the quotes' assessment. ``place``: where
        the quotes stand (``_in_place``), when the caller read it already."""
        citations = [c for claim in claims for c in claim.citations]
        quotes = " ".join(c.quote for c in citations)
        cited = _cited_passages(citations, hits)
        place = place or _in_place(citations, hits)
        windows, headings, applies = place.windows, place.headings, place.applies
        # The quotes alone, and read in place: with the sentence before and after each (a precise quote's subject).
        assessment, in_place = self._scorer.assess_many(
            profile, [quotes, " ".join(windows)], [_section(citations)] * 2, expansions
        )
        # The whole passages the quotes come from, by word only (their meaning is the quotes').
        passage_found = covered_terms(profile, evidence_texts([h for _, h in cited]) or [quotes], expansions)
        found = covered_terms(profile, evidence_texts(hits), expansions)
        total = profile.total_weight
        absent = sum(w for t, w in profile.weights.items() if t not in found) / total if total else 0.0
        passage = sum(profile.weights[t] for t in passage_found) / total if total else 0.0
        # the models the quoted versions declare, unless the quotes' sentences name another of the family
        declared = declared_names(profile, "\n".join(windows), applies)
        in_context = covered_terms(profile, windows + headings + declared, expansions)
        context = sum(profile.weights[t] for t in in_context) / total if total else 0.0
        top_dense = max((h.scores.dense or 0.0 for h in hits), default=0.0)
        cited_rank = min((rank for rank, _ in cited), default=len(hits))
        features = gate_features(assessment, passage, context, absent, cited_rank, top_dense)
        features["context_alignment"] = in_place.alignment
        features["context_similarity"] = in_place.similarity
        # positive evidence no word measure sees: the quote is what the code asked about means, or the step asked
        # for, or the asked model's value where a table's row or a sentence lists each model's, with the rest of the
        # question — in the manual of what the question names (a code's meaning in another product's manual is a near
        # miss: "E-37 on the kestrel fuel metering unit" quoted from the PX200's). Two measurements: fitted as one,
        # the rows' weight moved the others' (FAA 0.947 (18 of 19) against 0.950 (19 of 20), same records;
        # docs/decisions.md).
        quoted = "\n".join(c.quote for c in citations)
        stated = states_asked(profile, quoted, "\n".join(h.text for _, h in cited))
        listed = lists_asked_value(profile, quoted, headings)
        listed = listed or noted_asked_value(profile, quoted, place.page, headings)
        if (stated or listed) and (
            not {c.document for c in citations} <= _documents_stating_most(profile, hits, expansions)
            or _named_in_another_title(profile, citations, hits, expansions)
        ):
            stated = listed = False
        features["states_asked"] = float(stated)
        features["lists_asked_value"] = float(listed)
        # How much better the quotes state the question than the best other sentence of the passages found: a quote
        # that another sentence beats (a neighbour of the answer, one model's value beside another's) is less likely
        # the answer.
        rivals, contexts, contenders = _rival_sentences(profile, citations, hits)
        measured = self._scorer.assess_many(profile, rivals, contexts, expansions)
        features["alignment_margin"] = assessment.alignment - max((m.alignment for m in measured), default=0.0)
        features["similarity_margin"] = assessment.similarity - max((m.similarity for m in measured), default=0.0)
        # the same over the rivals that could be confirmed themselves (rule ``better_sentence``)
        contending = [m for m, contender in zip(measured, contenders, strict=True) if contender]
        alignments, similarities = [m.alignment for m in contending], [m.similarity for m in contending]
        features["contender_alignment_margin"] = assessment.alignment - max(alignments, default=0.0)
        features["contender_similarity_margin"] = assessment.similarity - max(similarities, default=0.0)
        return self.model.score(features), features, assessment

    def objection(
        self, profile: QuestionProfile, claims: Sequence[Claim], hits: Sequence[Hit], place: Place | None = None
    ) -> Objection | None:
        """Why the verified quotes, read in their passages, are no answer (``objections``): judged on all of the
        draft's quotes together, each with its neighbouring sentences and its heading."""
        place = place or _in_place([c for claim in claims for c in claim.citations], hits)
        return objection(
            profile,
            " ".join(place.quotes),
            "\n".join(place.windows),
            place.headings,
            place.applies,
            place.excluding,
            place.page,
        )

    def before_draft(self, profile: QuestionProfile, hits: Sequence[Hit]) -> Decision:
        """Rules 1-3, which need no draft: a refusal, or (status "answered", undecided) the signals so far."""
        found = covered_terms(profile, evidence_texts(hits), abbreviations(h.text for h in hits))
        named_absent = _named_absent(profile, hits, found)
        signals: dict[str, Any] = {
            "hits": len(hits),
            "question_terms": list(profile.terms),
            "expected_answer_type": profile.answer_type.name if profile.answer_type else None,
            "terms_absent_from_evidence": [t for t in profile.terms if t not in found],
            "named_absent_from_evidence": named_absent,
            "top_fused": hits[0].scores.fused if hits else None,
            "top_lexical": max((h.scores.lexical or 0.0 for h in hits), default=None),
            "top_dense": max((h.scores.dense or 0.0 for h in hits), default=None),
        }
        if not hits:
            return _refusal(signals, "no_hits", "no passage in the collection matches the question")
        if not profile.terms and not profile.identifiers:
            return _refusal(signals, "nothing_to_look_for", "the question names nothing to look for")
        if named_absent:
            return _refusal(signals, "named_absent", f"the documents found never mention: {', '.join(named_absent)}")
        return Decision("answered", None, signals)  # not decided yet: the draft is judged next

    def decide(
        self, profile: QuestionProfile, verified: VerifiedDraft, hits: Sequence[Hit], early: Decision | None = None
    ) -> Decision:
        """``early``: what ``before_draft`` decided for these hits, when the caller asked it already."""
        early = early or self.before_draft(profile, hits)
        if early.status == "refused":
            return early
        signals = early.signals
        expansions = abbreviations(h.text for h in hits)

        def refuse(rule: str, reason: str) -> Decision:
            return _refusal(signals, rule, reason)

        if not verified.claims:
            return refuse("nothing_verified", "no claim of the draft could be verified against the documents")

        place = _in_place(verified.citations, hits)
        score, features, assessment = self.assess(profile, verified.claims, hits, expansions, place)
        form = held_form(profile.text, bool(features["states_asked"]))
        needed = self.model.needed(form, self.threshold)
        # The answer is its first source's claims: another source's claim beside them (the extractive answerer's
        # rival, for a conflict) may not lend them what they lack ("replace hydraulic tank breather" in one manual's
        # schedule, a return-air filter's part number in another's parts list: stranger's set 6).
        own = [c for c in verified.claims if _source(c) == _source(verified.claims[0])]
        own_place = place if len(own) == len(verified.claims) else None
        objected = self.objection(profile, own, hits, own_place)
        unstated = [t for t in assessment.missing if t not in profile.common]
        signals.update(
            {
                "answer_term_coverage": round(assessment.coverage, 4),
                "answer_missing_terms": list(assessment.missing),
                "answer_unstated_terms": unstated,
                "answer_similarity": round(assessment.similarity, 4),
                "gate": {
                    "score": round(score, 4),
                    "threshold": self.threshold,
                    "form": form,
                    "needed": needed,
                    "features": {k: round(v, 4) for k, v in features.items()},
                    "contributions": {k: round(v, 4) for k, v in self.model.contributions(features).items()},
                },
            }
        )
        signals["objection"] = objected.rule if objected else None
        if objected is not None:  # positive evidence missing: however well it scores, not an answer
            return refuse(objected.rule, objected.reason)
        # a bulletin for the units asked states another figure than the manual quoted (when the draft cites the
        # bulletin too, the sources' disagreement goes to review below)
        overriding = overriding_passage(profile, verified.citations, hits, expansions)
        if overriding is not None:
            where = f"{overriding.document} p.{overriding.page}"
            return refuse("bulletin_overrides", f"a document limited to serial numbers ({where}) states another figure")
        # a revised figure asked for a unit named by its serial is a bulletin's (``asks_revised``)
        if asks_revised(profile) and not any(h.serial_limited for _, h in _cited_passages(verified.citations, hits)):
            return refuse("not_applicable", "a revised figure is asked, and no service bulletin for the unit is quoted")
        beaten = features["contender_alignment_margin"] < 0 and features["contender_similarity_margin"] < 0
        if beaten and not (features["states_asked"] or features["lists_asked_value"]):
            # Another sentence found, one that could be confirmed, states the question better by word pieces and by
            # meaning: the quote is beside the answer. The extractive answerer's confirmed drafts are almost never
            # such (it chose the best); a quoting provider's neighbouring sentence mostly is (docs/answers.md). What
            # the asked code means, the asked step or row answers however another sentence echoes the question.
            return refuse("better_sentence", "another sentence of the passages found states the question better")
        if score < self.threshold:
            if assessment.type_expected and not assessment.type_found and profile.answer_type:
                why = f"no {profile.answer_type.name} is stated"
            elif unstated or assessment.missing:
                why = f"missing: {', '.join(unstated or assessment.missing)}"
            else:
                why = "too far from the question in meaning"
            return refuse("answer_score", f"the best passage does not state what was asked ({why})")
        if needed is None or score < needed:  # the score is decided by the form's own operating point
            return refuse("answer_score", _form_reason(form, needed))

        conflict = self._conflict(profile, verified.claims, hits, expansions)
        signals["conflicting_sources"] = conflict
        if conflict:
            signals["decided_by"] = "conflicting_sources"
            return Decision(
                "review",
                "sources disagree: equally good passages in different documents or versions give different figures",
                signals,
            )
        signals["decided_by"] = "answer_score"
        return Decision("answered", None, signals)

    def _conflict(
        self, profile: QuestionProfile, claims: Sequence[Claim], hits: Sequence[Hit], expansions: dict[str, str]
    ) -> list[str]:
        """Sources (documents, or versions of one in force together) whose claims each pass the gate alone yet
        state different figures. Every source here is eligible for the question's date, knowledge time and
        applicability: retrieval saw nothing else."""
        by_source: dict[tuple[str, str], list[Claim]] = {}
        for claim in claims:
            by_source.setdefault(_source(claim), []).append(claim)
        twice = {d for d, _ in by_source if sum(1 for other, _ in by_source if other == d) > 1}
        by_document = {f"{d} ({v})" if d in twice else d: own for (d, v), own in by_source.items()}
        if len(by_document) < 2:
            return []
        figures = {}
        for document, own in by_document.items():
            numbers = stated_numbers(" ".join(c.quote for claim in own for c in claim.citations))
            if numbers and self.assess(profile, own, hits, expansions)[0] >= self.threshold:
                figures[document] = numbers
        distinct = {frozenset(n) for n in figures.values()}
        return sorted(figures) if len(figures) >= 2 and len(distinct) >= 2 else []

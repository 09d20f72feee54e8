"""The one answer pipeline: retrieve -> draft -> verify -> gate, the same for every answerer.

An answerer is anything with ``draft(question, passages) -> Draft``, made per question by a factory registered
under a name (``register_answerer``); ``extractive`` is the offline default. Whatever it drafts, only claims whose
quotes verify against the stored pages reach the gate, and the gate decides on them and on the retrieval signals
alone. ``signals`` always carries ``answerer``, ``degraded``, ``claims_dropped`` and ``repair_passes``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from spanproof.answering.agent import AgentAnswerer, StepCallback
from spanproof.answering.evidence import EvidenceScorer, QuestionProfile, TermStats, profile_question, question_terms
from spanproof.answering.extractive import ExtractiveAnswerer
from spanproof.answering.gate import Gate
from spanproof.answering.llm import LLMAnswerer
from spanproof.answering.notes import with_notes
from spanproof.answering.objections import containing
from spanproof.answering.tools import ToolBox
from spanproof.answering.verify import DroppedClaim, PageLookup, VerifiedDraft, verify_draft
from spanproof.encoders.llm_client import ChatClient
from spanproof.errors import InvalidRequest
from spanproof.types import Answer, ChunkStates, Claim, Draft, Hit, Unconfirmed

# The stages of ``ask``, in order, as reported to ``on_stage`` (the HTTP service streams them).
ASK_STAGES = ("retrieving", "ranking", "drafting", "verifying")
StageCallback = Callable[[str], None]
ClaimCallback = Callable[[Claim], None]  # each claim of an answer, once verified and passed by the gate


class Answerer(Protocol):
    name: str

    def draft(self, question: str, passages: Sequence[Hit]) -> Draft: ...


@dataclass(frozen=True)
class AnswerContext:
    """What an answerer may use for one question."""

    profile: QuestionProfile
    scorer: EvidenceScorer
    lookup: PageLookup | None = None  # the verifier's pages: an answerer that repairs checks its quotes first
    llm: ChatClient | None = None  # the configured OpenAI-compatible endpoint, None when there is none
    llm_passages: int = 8  # how many of the best passages an LLM is shown
    tools: ToolBox | None = None  # the agent's tools, bound to the caller's filters (None: no agent)
    on_step: StepCallback | None = None  # each agent tool call as it finishes
    agent_max_steps: int = 6
    agent_max_tokens: int = 30000


AnswererFactory = Callable[[AnswerContext], Answerer]

_ANSWERERS: dict[str, AnswererFactory] = {
    "extractive": lambda context: ExtractiveAnswerer(context.profile, context.scorer),
    "llm": lambda context: LLMAnswerer(context, context.llm_passages),
    "agent": lambda context: AgentAnswerer(
        context,
        context.agent_max_steps,
        context.agent_max_tokens,
        shown=min(5, context.llm_passages),
        on_step=context.on_step,
    ),
}


def register_answerer(name: str, factory: AnswererFactory) -> None:
    """Make an answerer available by name (``ask(..., answerer=name)``, ``SPANPROOF_ANSWERER``)."""
    _ANSWERERS[name] = factory


def answerer_names() -> list[str]:
    return sorted(_ANSWERERS)


def _factory(name: str) -> AnswererFactory:
    try:
        return _ANSWERERS[name]
    except KeyError:
        raise InvalidRequest(f"unknown answerer {name!r}; choose from {', '.join(answerer_names())}") from None


# Retrieval and term statistics bound to one caller's filters; pages looked up in the caller's collection.
Retrieve = Callable[[str], list[Hit]]
Statistics = Callable[[Sequence[str]], TermStats]
SentenceStates = Callable[[Sequence[int]], dict[int, ChunkStates]]  # chunk id -> the states stored at ingest


class AnswerPipeline:
    def __init__(
        self,
        scorer: EvidenceScorer,
        gate: Gate,
        common_term_share: float = 0.1,
        llm: ChatClient | None = None,
        llm_passages: int = 8,
        agent_max_steps: int = 6,
        agent_max_tokens: int = 30000,
    ) -> None:
        self.scorer = scorer
        self.gate = gate
        self._common_share = common_term_share
        self.llm = llm
        self._llm_passages = llm_passages
        self._agent_budget = (agent_max_steps, agent_max_tokens)

    def ask(
        self,
        question: str,
        retrieve: Retrieve,
        statistics: Statistics,
        lookup: PageLookup,
        sentence_states: SentenceStates | None = None,
        answerer: str = "extractive",
        on_stage: StageCallback | None = None,
        on_claim: ClaimCallback | None = None,
        search_query: str | None = None,
        tools: ToolBox | None = None,
        on_step: StepCallback | None = None,
        applied: Sequence[str] = (),
        serial: int | None = None,
        variant: str | None = None,
    ) -> Answer:
        """``sentence_states``: what ingest stored for the passages found; without it (or for chunks stored before
        it was), their sentences are embedded here — the same states, only slower. ``search_query`` (a follow-up
        rewritten to stand alone) is what is retrieved, and what the evidence must cover ("and inside a container?"
        alone names almost nothing to check); the answerer drafts for ``question``, the user's own words.
        ``tools`` are the agent's (bound to the same caller's filters); ``on_step`` hears each of its tool calls.
        ``applied``: figures of the question the caller's filters account for, ``serial`` the serial number and
        ``variant`` the variant they apply (``profile_question``)."""
        factory = _factory(answerer)
        stage = on_stage or (lambda _: None)
        timings: dict[str, float] = {}
        began = time.perf_counter()

        def lap(name: str) -> None:
            nonlocal began
            now = time.perf_counter()
            timings[name] = round((now - began) * 1000, 2)
            began = now

        stage("retrieving")
        asked = search_query or question
        hits = retrieve(asked)
        lap("retrieve_ms")
        if sentence_states is not None and hits:
            self.scorer.remember(hits, sentence_states([hit.chunk_id for hit in hits]))
            lap("sentence_states_ms")
        stage("ranking")
        profile = profile_question(
            asked, statistics(question_terms(asked)), self._common_share, applied, serial, variant
        )
        lap("statistics_ms")
        contract: dict[str, Any] = {"answerer": answerer, "degraded": None, "claims_dropped": [], "repair_passes": 0}
        early = self.gate.before_draft(profile, hits)
        if early.status == "refused":  # nothing the documents found could answer: no draft is made
            signals = {**contract, **early.signals, "timings": timings}
            return Answer("refused", "", [], with_best_passages(early.reason, hits), signals, hits)
        stage("drafting")
        context = AnswerContext(
            profile, self.scorer, lookup, self.llm, self._llm_passages, tools, on_step, *self._agent_budget
        )
        draft = factory(context).draft(question, hits)
        lap("draft_ms")
        stage("verifying")
        verified = without_navigation(with_notes(verify_draft(draft, lookup), lookup), hits)
        decision = self.gate.decide(profile, verified, hits, early)
        lap("verify_and_gate_ms")
        reported = dict(draft.signals)  # what the answerer reports: degraded, repair passes, tokens, ...
        earlier = reported.pop("claims_dropped", [])  # dropped before the draft was final (a repair pass)
        signals = {
            **contract,
            **reported,
            "claims_dropped": earlier + [d.to_dict() for d in verified.dropped],
            "citations_rejected": verified.rejected_citations,
            **decision.signals,
            "calculations": [c.calculation.to_dict() for c in verified.claims if c.calculation is not None],
            "timings": timings,
        }
        text = " ".join(claim.text for claim in verified.claims)
        if decision.status == "refused":
            # What was found and verified but not confirmed: shown under the refusal, never as the answer.
            unconfirmed = None
            if verified.claims:
                unconfirmed = Unconfirmed(text, verified.citations, decision.reason or "not confirmed")
            reason = with_best_passages(decision.reason, hits)
            return Answer("refused", "", [], reason, signals, hits, unconfirmed)
        if on_claim is not None:
            for claim in verified.claims:
                on_claim(claim)
        return Answer(decision.status, text, verified.citations, decision.reason, signals, hits)


def without_navigation(verified: VerifiedDraft, hits: Sequence[Hit]) -> VerifiedDraft:
    """A claim quoted from a table of contents, an index or a list of figures is never an answer, nor the closest
    statement under a refusal: it is dropped like an unverified one."""
    navigation = [h for h in hits if h.kind == "navigation"]
    kept = VerifiedDraft(dropped=list(verified.dropped), rejected_citations=list(verified.rejected_citations))
    for claim in verified.claims:
        if navigation and all(
            containing(navigation, c.document, c.document_version, c.page, c.start, c.end) for c in claim.citations
        ):
            kept.dropped.append(DroppedClaim(claim.text, "quoted from a navigation page (contents, index)"))
        else:
            kept.claims.append(claim)
    return kept


def best_passages(hits: Sequence[Hit], n: int = 3) -> list[Hit]:
    """What a refusal shows it found: the best passages that are not navigation (contents, index)."""
    return [h for h in hits if h.kind != "navigation"][:n]


def with_best_passages(reason: str | None, hits: Sequence[Hit], n: int = 3) -> str:
    best = best_passages(hits, n)
    if not best:
        return reason or "nothing found"
    return f"{reason}. Best passages found: {'; '.join(f'{h.document} p.{h.page}' for h in best)}"

"""Run evaluations through the public facade and report metrics, paired significance and latency.

Metrics are rounded and computed from deterministic rankings (ties broken by chunk id), so two runs over the
same index give byte-identical ``metrics``; latency and environment live in their own fields.
"""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from spanproof.analysis import folded
from spanproof.api import Spanproof
from spanproof.eval import metrics, stats
from spanproof.eval.datasets import BeirDataset, QAItem
from spanproof.eval.judge import Judge, judged, validate
from spanproof.ingest.pipeline import ProgressCallback, TextDocument
from spanproof.retrieval.search import SearchMode
from spanproof.types import Answer, Citation, Claim, IngestReport

Progress = Callable[[str, int, int], None]


@dataclass(frozen=True)
class RetrievalConfig:
    name: str
    mode: SearchMode
    rerank: bool = False


CONFIGS = {
    c.name: c
    for c in (
        RetrievalConfig("lexical", "lexical"),
        RetrievalConfig("dense", "dense"),
        RetrievalConfig("hybrid", "hybrid"),
        RetrievalConfig("hybrid+rerank", "hybrid", rerank=True),
    )
}


def index_beir(
    client: Spanproof, dataset: BeirDataset, collection: str, progress: ProgressCallback | None = None
) -> IngestReport:
    """The corpus as one text document per BEIR document (source = doc id); unchanged ones are skipped."""
    documents = [
        TextDocument(source=doc_id, text=f"{title}\n\n{text}" if title else text, title=title or None)
        for doc_id, (title, text) in sorted(dataset.corpus.items())
    ]
    return client.ingest_texts(documents, collection=collection, progress=progress)


def _percentiles(samples: Sequence[float]) -> dict[str, float]:
    return {
        "p50": round(float(np.percentile(samples, 50)), 2),
        "p95": round(float(np.percentile(samples, 95)), 2),
    }


def run_retrieval(
    client: Spanproof,
    dataset: BeirDataset,
    collection: str,
    configs: Sequence[RetrievalConfig],
    depth: int = 100,
    progress: Progress | None = None,
    per_query: bool = False,
) -> dict[str, Any]:
    """Every query under every configuration; documents ranked by their best chunk.

    ``per_query`` adds every query's metrics under "per_query" (for further paired comparisons)."""
    per_config: dict[str, dict[str, dict[str, float]]] = {}
    report: dict[str, Any] = {"metrics": {}, "latency_ms": {}, "significance": []}
    queries = sorted(dataset.queries.items())
    for config in configs:
        rankings: dict[str, list[str]] = {}
        latencies = []
        for done, (query_id, text) in enumerate(queries):
            began = time.perf_counter()
            hits = client.search(
                text,
                collection=collection,
                k=2 * depth,
                mode=config.mode,
                rerank=config.rerank,
                candidates=2 * depth,
            )
            latencies.append((time.perf_counter() - began) * 1000)
            rankings[query_id] = list(dict.fromkeys(h.document for h in hits))[:depth]
            if progress and done % 50 == 0:
                progress(config.name, done, len(queries))
        per_config[config.name] = metrics.per_query(rankings, dataset.qrels)
        report["metrics"][config.name] = metrics.summarise(per_config[config.name])
        report["latency_ms"][config.name] = _percentiles(latencies)

    for first, second in itertools.combinations([c.name for c in configs], 2):
        a, b = per_config[first], per_config[second]
        ids = sorted(set(a) & set(b))
        hit = stats.mcnemar_exact([a[q]["hit@10"] > 0 for q in ids], [b[q]["hit@10"] > 0 for q in ids])
        ndcg = stats.paired_randomization([a[q]["ndcg@10"] for q in ids], [b[q]["ndcg@10"] for q in ids])
        report["significance"].append(
            {
                "a": first,
                "b": second,
                "hit@10_mcnemar": {"a_wins": hit.a_wins, "b_wins": hit.b_wins, "p_value": round(hit.p_value, 6)},
                "ndcg@10_randomization": {
                    "mean_difference": round(ndcg.mean_difference, 6),
                    "p_value": round(ndcg.p_value, 6),
                    "rounds": ndcg.rounds,
                },
            }
        )
    report["queries"] = len(queries)
    if per_query:
        report["per_query"] = per_config
    return report


# What a dropped claim's reason says, as a stable bucket (reasons name the claim and its quote).
_DROP_KINDS = (
    ("the repair reply was not usable", "failed, and the repair reply was not usable"),
    ("not in that passage", "quote not in the passage it cites"),
    ("cites passage", "cites a passage that was not shown"),
    ("which none of its quotes contains", "states a number its quotes do not"),
    ("not found in the page text", "quote not found in the page"),
    ("no citation", "no citation"),
)


def dropped_kind(reason: str) -> str:
    for marker, kind in _DROP_KINDS:
        if marker in reason:
            return kind
    return reason.split(" (")[0].split(",")[0]


class _Faithfulness:
    """The judge's verdicts on the claims of every answer (nothing without a validated judge)."""

    def __init__(self, judge: Judge | None) -> None:
        self.judge = judge
        self.claims = self.accepted = self.unjudged = 0
        self.rejected: list[dict[str, str]] = []

    def add(self, question: str, claims: Sequence[Claim]) -> None:
        if self.judge is None or not claims:
            return
        verdicts = self.judge.judge(question, judged(claims))
        if verdicts is None:
            self.unjudged += len(claims)
            return
        self.claims += len(verdicts)
        self.accepted += sum(v.accepted for v in verdicts)
        self.rejected += [
            {"question": question, "claim": v.claim, "reason": v.reason} for v in verdicts if not v.accepted
        ]

    def metrics(self) -> dict[str, Any]:
        if self.judge is None:
            return {"used": False, "faithful_claims": None}
        return {
            "used": True,
            "claims_judged": self.claims,
            "faithful_claims": round(self.accepted / self.claims, 6) if self.claims else None,
            "claims_unjudged": self.unjudged,
            "rejected": self.rejected[:50],
            "tokens": dict(self.judge.tokens),
        }


class _LLMTally:
    """What the LLM answerer did over a run: repair passes, degraded answers by cause, tokens."""

    def __init__(self) -> None:
        self.repairs = 0
        self.repaired_questions = 0
        self.degraded: dict[str, int] = {}
        self.prompt = 0
        self.completion = 0

    def add(self, signals: dict[str, Any]) -> None:
        passes = int(signals.get("repair_passes") or 0)
        self.repairs += passes
        self.repaired_questions += int(passes > 0)
        if signals.get("degraded"):
            cause = re.split(r"[:;(]", str(signals["degraded"]))[0].strip()
            self.degraded[cause] = self.degraded.get(cause, 0) + 1
        tokens = signals.get("tokens") or {}
        self.prompt += int(tokens.get("prompt", 0))
        self.completion += int(tokens.get("completion", 0))

    def metrics(self, questions: int) -> dict[str, Any]:
        return {
            "repair_passes": self.repairs,
            "questions_repaired": self.repaired_questions,
            "degraded": dict(sorted(self.degraded.items())),
            "tokens": {
                "prompt": self.prompt,
                "completion": self.completion,
                "prompt_per_question": round(self.prompt / questions, 1) if questions else 0.0,
                "completion_per_question": round(self.completion / questions, 1) if questions else 0.0,
            },
        }


def answer_is_right(item: QAItem, citations: Sequence[Citation]) -> tuple[bool, bool]:
    """(a gold answer inside a cited quote on the gold page, ... inside any cited quote), whitespace and case
    folded."""
    golds = [folded(g) for g in item.answers]
    on_page = " ".join(folded(c.quote) for c in citations if c.document == item.document and c.page == item.page)
    anywhere = " ".join(folded(c.quote) for c in citations)
    return any(g in on_page for g in golds), any(g in anywhere for g in golds)


def answer_record(item: QAItem, answer: Answer) -> dict[str, Any]:
    """One question's row for curves and fitting: its status, rightness, the gate's score and measurements."""
    gate = answer.signals.get("gate") or {}
    # What the answer would be at any threshold: the draft's rightness, whether or not this threshold passed it.
    draft_right, _ = answer_is_right(item, _drafted_citations(answer))
    return {
        "id": item.id,
        "document": item.document,  # the unit of cross-fitting: nothing tuned on a document scores it
        "answerable": item.answerable,
        "kind": item.kind,
        "status": answer.status,
        "right": answer_is_right(item, answer.citations)[0],
        "draft_right": draft_right,
        "decided_by": answer.signals.get("decided_by"),
        "objection": answer.signals.get("objection"),
        "score": gate.get("score"),
        "form": gate.get("form"),  # the question's form, which may hold it to its own operating point
        "features": gate.get("features"),
    }


def run_answers(
    client: Spanproof,
    items: Sequence[QAItem],
    collection: str,
    progress: Progress | None = None,
    answerer: str | None = None,
    judge: Judge | None = None,
) -> dict[str, Any]:
    """Answerable questions must be answered with a gold answer inside a quote cited from the gold page;
    unanswerable ones refused; every citation is checked against the stored page. ``records`` holds one row per
    question (status, rightness, the gate's score and features) for curves and fitting. With a ``judge`` that
    passes its validation (eval/judge.py), each answer's claims are judged for faithfulness too."""
    validation = validate(judge) if judge is not None else None
    faithful = _Faithfulness(judge if validation and validation["passed"] else None)
    counts = dict.fromkeys(("right", "with_gold", "answered", "wrong", "refused_right", "citations", "verbatim"), 0)
    statuses: dict[str, int] = {}
    dropped: dict[str, int] = {}
    llm = _LLMTally()
    latencies = []
    records = []
    for done, item in enumerate(items):
        began = time.perf_counter()
        claims: list[Claim] = []
        answer = client.ask(
            item.question,
            collection=collection,
            answerer=answerer,
            on_claim=claims.append,
            as_of=item.as_of,
            product=item.product,
            variant=item.variant,
            serial=item.serial,
        )
        faithful.add(item.question, claims)
        latencies.append((time.perf_counter() - began) * 1000)
        statuses[answer.status] = statuses.get(answer.status, 0) + 1
        for citation in answer.citations:
            counts["citations"] += 1
            page = client.verify(citation, collection=collection).citation
            counts["verbatim"] += int(page is not None and page.quote == citation.quote)
        for claim in answer.signals.get("claims_dropped", []):
            reason = dropped_kind(str(claim["reason"]))
            dropped[reason] = dropped.get(reason, 0) + 1
        llm.add(answer.signals)
        right, with_gold = answer_is_right(item, answer.citations)
        answered = answer.status != "refused"
        if item.answerable and answered:
            counts["answered"] += 1
            counts["right"] += int(right)
            counts["with_gold"] += int(with_gold)
        counts["wrong"] += int(answered and not (item.answerable and right))
        counts["refused_right"] += int(not item.answerable and not answered)
        records.append(answer_record(item, answer))
        if progress and done % 50 == 0:
            progress("answers", done, len(items))
    answerable = sum(1 for i in items if i.answerable)
    unanswerable = len(items) - answerable
    kinds: dict[str, dict[str, int]] = {}
    for item, record in zip(items, records, strict=True):
        if item.kind:
            tally = kinds.setdefault(item.kind, {"questions": 0, "refused": 0, "right": 0})
            tally["questions"] += 1
            tally["refused"] += int(record["status"] == "refused")
            tally["right"] += int(bool(record["right"]))

    def share(count: int, total: int) -> float:
        return round(count / total, 6) if total else 0.0

    return {
        "metrics": {
            **trust_figures(records),
            "questions": len(items),
            "answerable": answerable,
            "unanswerable": unanswerable,
            "answerable_answered_right": share(counts["right"], answerable),
            "answerable_answered_with_gold": share(counts["with_gold"], answerable),
            "answerable_answered": share(counts["answered"], answerable),
            "unanswerable_refused": share(counts["refused_right"], unanswerable),
            "answered_wrong": share(counts["wrong"], len(items)),
            "citations_verbatim": share(counts["verbatim"], counts["citations"]) if counts["citations"] else 1.0,
            "statuses": dict(sorted(statuses.items())),
            "claims_dropped": dict(sorted(dropped.items())),
            "by_kind": dict(sorted(kinds.items())),
            **llm.metrics(len(items)),
            **({"judge": {"validation": validation, **faithful.metrics()}} if validation is not None else {}),
        },
        "latency_ms": _percentiles(latencies) if latencies else {},
        "records": records,
    }


def trust_figures(records: Sequence[dict[str, Any]]) -> dict[str, float]:
    """The three figures every answerer is reported with (DESIGN.md, "Unconfirmed evidence"), from per-question
    records: ``confirmed_precision`` — of the answers given (answered or review), the share right;
    ``confirmed_recall`` — of answerable questions, the share answered right; ``key_shown_first`` — of answerable
    questions, the share whose key is in the confirmed answer, or else in the unconfirmed statement under the
    refusal (``draft_right``: the drafted quotes hold a key on the gold page). And ``unanswerable_confirmed``: of
    unanswerable questions, the share given an answer."""
    given = [r for r in records if r["status"] != "refused"]
    answerable = [r for r in records if r["answerable"]]
    unanswerable = [r for r in records if not r["answerable"]]
    right = sum(1 for r in given if r["answerable"] and r["right"])

    def share(count: int, total: int) -> float:
        return round(count / total, 4) if total else 0.0

    return {
        "confirmed_precision": share(right, len(given)),
        "confirmed_recall": share(right, len(answerable)),
        "key_shown_first": share(sum(1 for r in answerable if r["draft_right"]), len(answerable)),
        "unanswerable_confirmed": share(sum(1 for r in unanswerable if r["status"] != "refused"), len(unanswerable)),
        "confirmed": len(given),
    }


def _drafted_citations(answer: Answer) -> list[Citation]:
    """The citations an answer has, or for a refusal after drafting, the ones the gate did not confirm."""
    return answer.citations or (answer.unconfirmed.citations if answer.unconfirmed is not None else [])

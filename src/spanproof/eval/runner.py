"""Run evaluations through the public facade and report metrics, paired significance and latency.

Metrics are rounded and computed from deterministic rankings (ties broken by chunk id), so two runs over the
same index give byte-identical ``metrics``; latency and environment live in their own fields.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from spanproof.api import Spanproof
from spanproof.eval import metrics, stats
from spanproof.eval.datasets import BeirDataset, QAItem
from spanproof.ingest.pipeline import ProgressCallback, TextDocument
from spanproof.retrieval.search import SearchMode
from spanproof.types import IngestReport

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


def run_answers(
    client: Spanproof, items: Sequence[QAItem], collection: str, progress: Progress | None = None
) -> dict[str, Any]:
    """Answerable questions answered with a gold answer inside a cited quote; unanswerable ones refused;
    every citation checked against the stored page."""
    answerable = [i for i in items if i.answerable]
    counts = {"answered_with_gold": 0, "answered": 0, "unanswerable_refused": 0, "citations": 0, "verbatim": 0}
    statuses: dict[str, int] = {}
    latencies = []
    for done, item in enumerate(items):
        began = time.perf_counter()
        answer = client.ask(item.question, collection=collection)
        latencies.append((time.perf_counter() - began) * 1000)
        statuses[answer.status] = statuses.get(answer.status, 0) + 1
        quotes = " ".join(c.quote for c in answer.citations).lower()
        for citation in answer.citations:
            counts["citations"] += 1
            page = client.verify(citation, collection=collection).citation
            counts["verbatim"] += int(page is not None and page.quote == citation.quote)
        if item.answerable and answer.status != "refused":
            counts["answered"] += 1
            counts["answered_with_gold"] += int(any(gold.lower() in quotes for gold in item.answers))
        if not item.answerable and answer.status == "refused":
            counts["unanswerable_refused"] += 1
        if progress and done % 50 == 0:
            progress("answers", done, len(items))
    unanswerable = len(items) - len(answerable)
    return {
        "metrics": {
            "questions": len(items),
            "answerable": len(answerable),
            "unanswerable": unanswerable,
            "answerable_answered_with_gold": round(counts["answered_with_gold"] / max(len(answerable), 1), 6),
            "answerable_answered": round(counts["answered"] / max(len(answerable), 1), 6),
            "unanswerable_refused": round(counts["unanswerable_refused"] / max(unanswerable, 1), 6),
            "citations_verbatim": round(counts["verbatim"] / counts["citations"], 6) if counts["citations"] else 1.0,
            "statuses": dict(sorted(statuses.items())),
        },
        "latency_ms": _percentiles(latencies) if latencies else {},
    }

"""Which quote the extractive answerer picks: selection scores compared on the same candidates, in one run.

For every answerable question of each QA set, the candidates of the top five passages (sentences and windows of up
to three sentences) are measured once; each selection score then picks its best candidate, and the share of
questions whose pick holds a gold answer on the gold page is reported (the ceiling: any candidate does). The
shipped score is ``alignment + 0.25 best-sentence cosine`` with a 0.03 penalty per extra sentence
(answering/extractive.py); the others are what it was compared with (docs/decisions.md). The first two scores
compared there (cosine with soft coverage) left with the soft-coverage measurement itself; their figures stay in
results/selection.json of commit 23735e7.

    python benchmarks/bench_selection.py --dataset /tmp/faa-qa --dataset /tmp/squad-qa --limit 500
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import write_result

from spanproof import Spanproof
from spanproof.answering.evidence import profile_question, question_terms
from spanproof.answering.extractive import ExtractiveAnswerer
from spanproof.eval.datasets import load_qa
from spanproof.eval.runner import answer_is_right
from spanproof.store.sql import LOCAL_TENANT

Features = dict[str, float]


def _rank(f: Features) -> float:
    return 1 / f["rank_inverse"] - 1


VARIANTS: dict[str, Callable[[Features], float]] = {
    "alignment alone": lambda f: f["alignment"],
    "alignment + 0.25 best-sentence cosine, no window penalty": lambda f: (
        f["alignment"] + 0.25 * f["best_sentence_similarity"] - 0.02 * _rank(f)
    ),
    "shipped: the same, 0.03 per extra sentence": lambda f: (
        f["alignment"] + 0.25 * f["best_sentence_similarity"] - 0.02 * _rank(f) - 0.03 * f["pair"]
    ),
}


def measure(client: Spanproof, folder: Path, limit: int | None) -> dict[str, object]:
    collection = f"selection-{folder.name}"
    report = client.ingest([folder / "documents"], collection=collection)
    assert not report.failed, [f.error for f in report.failed]
    items = [i for i in load_qa(folder) if i.answerable][:limit]
    picked = dict.fromkeys(VARIANTS, 0)
    reachable = 0
    for item in items:
        filters = client._filters(collection, None, None, tenant=LOCAL_TENANT)
        hits = client.searcher.search(item.question, filters, 10, "hybrid", True)
        profile = profile_question(item.question, client._term_stats(question_terms(item.question), filters))
        answerer = ExtractiveAnswerer(profile, client.pipeline.scorer)  # each variant picks among the same candidates
        candidates = answerer.candidates(hits)
        rows = [(answerer.features(c), answer_is_right(item, [c.citation()])[0]) for c in candidates]
        reachable += any(right for _, right in rows)
        for name, score in VARIANTS.items():
            if rows:
                picked[name] += max(rows, key=lambda row, score=score: score(row[0]))[1]
    return {
        "questions": len(items),
        "ceiling_any_candidate": round(reachable / len(items), 4),
        "best_candidate_holds_the_key": {name: round(count / len(items), 4) for name, count in picked.items()},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", type=Path, action="append", required=True, help="A QA folder (repeatable).")
    parser.add_argument("--limit", type=int, default=None, help="Only the first N answerable questions of each.")
    args = parser.parse_args()
    with Spanproof() as client:
        result = {
            "embedder": client.embedder.model_id,
            "sets": {folder.name: measure(client, folder, args.limit) for folder in args.dataset},
        }
    print(write_result("selection", result).read_text())


if __name__ == "__main__":
    main()

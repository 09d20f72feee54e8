"""Does the tuned question encoder read a quote against the question better than the states the gate reads?

The exact-quoting provider's quotes (the sentence holding the answer) are mostly refused by the score, and the
neighbour-quoting provider's (the sentence beside it) must be. What would tell them apart for a question asking no
typed value is a reading of the quote against the question (docs/decisions.md, 2026-12-04, later). The tuned question
encoder (``encoders/question_encoder.py``) was trained to rank the sentences holding the answer first; the gate reads
the embedder's own states. Measured here on pairs: for each answerable question whose gold page is among the passages
found, the first sentence there holding a gold answer and the sentence after it (else before it) holding none. Each
question is read by its document's fold encoder (one that never saw it), as ``trust_first.sh`` answers. Reported: the
share of pairs where the answer's sentence aligns (late interaction, ``evidence.alignment``) and embeds (cosine)
closer to the question than its neighbour, with the embedder's states and with the tuned ones.

    SPANPROOF_HOME=WORK/home python benchmarks/study_quote_reading.py faa WORK/faa-qa WORK/faa.pkl faa WORK/qe
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.train_question_encoder import folds

from spanproof import Settings, Spanproof
from spanproof.analysis import quote_sentences
from spanproof.answering.evidence import TermStats, profile_question
from spanproof.eval.datasets import QAItem, load_qa
from spanproof.eval.runner import folded

RESULTS = Path(__file__).resolve().parent / "results"


def holds(keys: list[str], sentence: str) -> bool:
    return any(k and k in folded(sentence) for k in keys)


def answer_and_neighbour(sp: Spanproof, item: QAItem, collection: str) -> tuple[str, str] | None:
    """The first sentence of a passage found on the gold page holding a gold answer, and its neighbour holding none."""
    keys = [folded(a) for a in item.answers]
    for hit in sp.search(item.question, collection=collection, k=10):
        if hit.document != item.document or hit.page != item.page:
            continue
        sentences = [hit.text[a:b] for a, b in quote_sentences(hit.text)]
        for i, sentence in enumerate(sentences):
            if holds(keys, sentence):
                beside = [sentences[j] for j in (i + 1, i - 1) if 0 <= j < len(sentences)]
                others = [s for s in beside if not holds(keys, s)]
                return (sentence, others[0]) if others else None
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name")
    parser.add_argument("dataset", type=Path)
    parser.add_argument("dumped", type=Path, help="the set's dump (train_question_encoder.py dump): its folds")
    parser.add_argument("collection")
    parser.add_argument("models", type=Path, help="the fold encoders (fold0.onnx, fold1.onnx)")
    args = parser.parse_args()
    fold_of = folds(pickle.loads(args.dumped.read_bytes()))
    handles: dict[int, Spanproof] = {}
    stats = TermStats(100, {})  # only the states are read, not the terms' weights
    pairs: list[dict[str, Any]] = []
    for item in (i for i in load_qa(args.dataset) if i.answerable):
        fold = fold_of.get(item.document, 0)
        if fold not in handles:
            handles[fold] = Spanproof(Settings(question_encoder=str(args.models / f"fold{fold}.onnx")))
        sp = handles[fold]
        found = answer_and_neighbour(sp, item, args.collection)
        if found is None:
            continue
        scorer = sp.pipeline.scorer
        profile = profile_question(item.question, stats)
        plain = scorer.assess_many(profile, list(found), ["", ""])
        tuned = scorer.assess_many(profile, list(found), ["", ""], asked=scorer.choosing_states(item.question))
        pairs.append(
            {
                "id": item.id,
                "alignment": [a.alignment for a in plain],
                "tuned_alignment": [a.alignment for a in tuned],
                "similarity": [a.similarity for a in plain],
                "tuned_similarity": [a.similarity for a in tuned],
            }
        )
    for handle in handles.values():
        handle.close()
    measures = ("alignment", "tuned_alignment", "similarity", "tuned_similarity")
    summary = {
        "set": args.name,
        "pairs": len(pairs),
        "answer_first": {m: round(sum(p[m][0] > p[m][1] for p in pairs) / len(pairs), 3) for m in measures},
        "mean_gap": {m: round(sum(p[m][0] - p[m][1] for p in pairs) / len(pairs), 4) for m in measures},
    }
    out = RESULTS / f"quote_reading_{args.name}.json"
    out.write_text(json.dumps({"summary": summary, "pairs": pairs}, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()

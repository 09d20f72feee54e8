"""Fit the answer gate's logistic model on the dev sets, choose its threshold, and draw the trade-off curve.

Input: the per-question records of ``spanproof eval answers --records`` on the FAA dev set and on SQuAD 2.0 (each
record: answerable or not, whether the drafted answer holds a gold answer on the gold page, the gate's features).
A record is positive when answering it is right (answerable, and the draft right); unanswerable questions and wrong
drafts are negative. Records refused by a rule before the score (no hits, a named identifier absent...) have no
features: refused at every threshold.

The two sets weigh the same in the fit (SQuAD has twelve times the questions). Scores for the curve and for choosing
the threshold are out-of-fold (5-fold cross-validation, fixed seed), so the curve is not the fit grading itself.
The threshold is the lowest that keeps at least ``--min-refused`` of the FAA unanswerable questions refused.

    python benchmarks/fit_gate.py --faa faa.jsonl --squad squad.jsonl            # writes the model, JSON and PNG
    python benchmarks/fit_gate.py --faa faa.jsonl --squad squad.jsonl \
        --score-with src/spanproof/answering/gate_model.json --out curve.json   # a fitted model's curve, no fit

``--score-with``: the curve of a model already fitted (the shipped one), over records it was not fitted on (a
changed answerer's drafts): its scores as they are, its own threshold marked.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import StratifiedKFold

from spanproof.answering.gate import GateModel

ROOT = Path(__file__).resolve().parents[1]
MODEL = ROOT / "src" / "spanproof" / "answering" / "gate_model.json"
RESULTS = ROOT / "benchmarks" / "results"
THRESHOLDS = [round(t, 2) for t in np.arange(0.0, 1.0001, 0.02)]
# The measurements the model weighs (the gate reports them all). Chosen on out-of-fold results (docs/decisions.md):
# with all twelve, FAA answered right 0.393 at 0.917 refused and SQuAD 0.213 at 0.868; with these five, 0.486 / 0.264
# at 0.917 / 0.853 — fewer weights, less fitted to the dev sets' quirks. Each further one tried alone added nothing.
FEATURES = ("alignment", "similarity", "coverage", "type_missing", "passage_coverage")


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def label(record: dict[str, Any]) -> int:
    return int(record["answerable"] and record["draft_right"])


def curve(records: list[dict[str, Any]], scores: dict[str, float]) -> list[dict[str, float]]:
    answerable = [r for r in records if r["answerable"]]
    unanswerable = [r for r in records if not r["answerable"]]
    points = []
    for t in THRESHOLDS:

        def passes(r: dict[str, Any], t: float = t) -> bool:
            return r["id"] in scores and scores[r["id"]] >= t

        right = sum(1 for r in answerable if passes(r) and r["draft_right"])
        wrong = sum(1 for r in records if passes(r) and not (r["answerable"] and r["draft_right"]))
        points.append(
            {
                "threshold": t,
                "answered_right": round(right / len(answerable), 4),
                "refused_right": round(sum(1 for r in unanswerable if not passes(r)) / len(unanswerable), 4),
                "answered_wrong": round(wrong / len(records), 4),
            }
        )
    return points


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--faa", type=Path, required=True)
    parser.add_argument("--squad", type=Path, required=True)
    parser.add_argument("--min-refused", type=float, default=0.90)
    parser.add_argument("--model", type=Path, default=MODEL)
    parser.add_argument("--out", type=Path, default=RESULTS / "gate_curve.json")
    parser.add_argument("--score-with", type=Path, help="a fitted model: draw its curve over the records, no fit")
    parser.add_argument("--features", default=",".join(FEATURES), help="the measurements fitted on, comma-separated")
    args = parser.parse_args()

    sets = {"faa": load(args.faa), "squad": load(args.squad)}
    if args.score_with:
        score_with(sets, GateModel.from_dict(json.loads(args.score_with.read_text())), args.out)
        return
    scored = [(name, r) for name, rows in sets.items() for r in rows if r["features"]]
    names = args.features.split(",")
    x = np.array([[r["features"][n] for n in names] for _, r in scored])
    y = np.array([label(r) for _, r in scored])
    weight = np.array([1.0 / sum(1 for n, _ in scored if n == name) for name, _ in scored])
    weight *= len(weight) / weight.sum()

    out_of_fold = np.zeros(len(y))
    for train, test in StratifiedKFold(5, shuffle=True, random_state=0).split(x, y):
        fold = LogisticRegression(C=1.0, max_iter=5000).fit(x[train], y[train], sample_weight=weight[train])
        out_of_fold[test] = fold.predict_proba(x[test])[:, 1]
    model = LogisticRegression(C=1.0, max_iter=5000).fit(x, y, sample_weight=weight)

    scores = {name: {} for name in sets}
    for (name, record), score in zip(scored, out_of_fold, strict=True):
        scores[name][record["id"]] = float(score)
    curves = {name: curve(rows, scores[name]) for name, rows in sets.items()}
    eligible = [p for p in curves["faa"] if p["refused_right"] >= args.min_refused]
    threshold = min(p["threshold"] for p in eligible) if eligible else 0.5

    auc = {
        name: round(float(roc_auc_score(y[mask], out_of_fold[mask])), 4)
        for name in sets
        if len(set(y[(mask := np.array([n == name for n, _ in scored]))])) == 2
    }
    fitted = {
        "comment": "fitted by benchmarks/fit_gate.py; do not edit by hand",
        "intercept": round(float(model.intercept_[0]), 6),
        "coefficients": {n: round(float(c), 6) for n, c in zip(names, model.coef_[0], strict=True)},
        "threshold": threshold,
        "fitted_on": {name: len(rows) for name, rows in sets.items()},
        "cross_validated_auc": auc,
    }
    args.model.write_text(json.dumps(fitted, indent=2) + "\n", encoding="utf-8")
    at = write_curves(curves, threshold, args.out, "out-of-fold", {"cross_validated_auc": auc})
    print(json.dumps({"threshold": threshold, "at_threshold": at, "auc": auc}, indent=2))


def score_with(sets: dict[str, list[dict[str, Any]]], model: GateModel, out: Path) -> None:
    scores = {name: {r["id"]: model.score(r["features"]) for r in rows if r["features"]} for name, rows in sets.items()}
    curves = {name: curve(rows, scores[name]) for name, rows in sets.items()}
    threshold = round(model.threshold, 2)
    at = write_curves(curves, threshold, out, "a fitted model's own scores, not refitted")
    print(json.dumps({"threshold": threshold, "at_threshold": at}, indent=2))


def write_curves(
    curves: dict[str, list[dict[str, float]]],
    threshold: float,
    out: Path,
    scores: str,
    extra: dict[str, Any] | None = None,
) -> dict[str, dict[str, float]]:
    """The curves as JSON at ``out`` (with ``extra`` before them) and as a plot beside it; each set's point at
    ``threshold``, returned."""
    at = {name: next(p for p in points if p["threshold"] == threshold) for name, points in curves.items()}
    result = {"threshold": threshold, "at_threshold": at, **(extra or {}), "curves": curves}
    out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    plot(curves, threshold, out.with_suffix(".png"), scores)
    return at


def plot(curves: dict[str, list[dict[str, float]]], threshold: float, path: Path, scores: str = "out-of-fold") -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axis = plt.subplots(figsize=(6.5, 5))
    for name, points in curves.items():
        axis.plot([p["refused_right"] for p in points], [p["answered_right"] for p in points], marker=".", label=name)
        chosen = next(p for p in points if p["threshold"] == threshold)
        axis.annotate(f"t={threshold}", (chosen["refused_right"], chosen["answered_right"]))
    axis.axvline(0.90, color="grey", linestyle=":", linewidth=1)
    axis.axhline(0.75, color="grey", linestyle=":", linewidth=1)
    axis.set_xlabel("unanswerable refused")
    axis.set_ylabel("answerable answered right (key in a quote on the gold page)")
    axis.set_title(f"Answer gate threshold: answered right vs refused right\n({scores})")
    axis.legend()
    axis.grid(alpha=0.3)
    figure.tight_layout()
    figure.savefig(path, dpi=110)


if __name__ == "__main__":
    main()

"""Is a logistic score the right model for the gate? Gradient-boosted trees against it, cross-fitted by document.

Both models are fitted as ``fit_gate.py`` fits the shipped one (each dev set weighing the same, the threshold the
median of those chosen out of fold on bootstrap resamples by document), on the committed records, and each
question is decided by a model and threshold that never saw its document (``fit_gate.cross_fit``). Each model is
tried on the gate's measurements (``fit_gate.FEATURES``) and on every measurement the records hold. Reported per
set: held-out AUC, the confirmed tier's precision and recall at the chosen thresholds, and the most recall the
held-out curve reaches at a precision of 0.95 or more (five answers at least).

    python benchmarks/study_gate_model.py --set faa=... --set squad=... --set manuals=... \
        --set stranger_manuals=a.jsonl,b.jsonl,... [--bags 5]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import fit_gate
import numpy as np
from fit_gate import DEFAULT_PRECISION, FEATURES, RESULTS, Fitted, Record, confirmable, label, load_set
from sklearn.ensemble import HistGradientBoostingClassifier


class Trees(Fitted):
    """Gradient-boosted trees in place of the logistic score, fitted on the same rows with the same weights."""

    def __init__(self, sets: dict[str, list[Record]], names: Sequence[str], provider_weight: float = 1.0) -> None:
        rows = [(name, r) for name, records in sets.items() for r in records if confirmable(r)]
        x = np.array([[r["features"][n] for n in names] for _, r in rows])
        y = np.array([label(r) for _, r in rows])
        counts = {name: sum(1 for n, _ in rows if n == name) for name in sets}
        weight = np.array([1.0 / counts[name] for name, _ in rows])
        self.names = tuple(names)
        self.model = HistGradientBoostingClassifier(
            max_iter=150,
            learning_rate=0.05,
            max_leaf_nodes=8,
            min_samples_leaf=40,
            l2_regularization=1.0,
            random_state=0,
        ).fit(x, y, sample_weight=weight * len(y) / weight.sum())


def summary(result: dict[str, Any]) -> dict[str, Any]:
    sets = {}
    for name, found in result["sets"].items():
        reached = [p for p in found["curve"] if p["confirmed"] >= 5 and p["confirmed_precision"] >= 0.95]
        sets[name] = {
            "held_out_auc": found["held_out_auc"],
            "confirmed_precision": found["confirmed_precision"],
            "confirmed_recall": found["confirmed_recall"],
            "confirmed": found["confirmed"],
            "confirmed_right": found["confirmed_right"],
            "most_recall_at_precision_095": max((p["confirmed_recall"] for p in reached), default=0.0),
        }
    return {"fold_thresholds": result["fold_thresholds"], "sets": sets}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", action="append", required=True, help="NAME=records.jsonl[,more.jsonl] (repeatable)")
    parser.add_argument("--bags", type=int, default=5, help="bootstrap resamples choosing each threshold")
    parser.add_argument("--out", type=Path, default=RESULTS / "gate_model_study.json")
    args = parser.parse_args()
    sets = {name: load_set(paths) for name, paths in (s.split("=", 1) for s in args.set)}
    every = list(next(r for r in sets["faa"] if confirmable(r))["features"])
    fit_gate.BAGS = args.bags
    study: dict[str, Any] = {"bags": args.bags, "models": {}}
    for model, fitted in (("logistic", Fitted), ("trees", Trees)):
        for features, names in (("gate", list(FEATURES)), ("every", every)):
            fit_gate.Fitted = fitted  # cross_fit fits through this name
            found = summary(fit_gate.cross_fit(sets, names, dict(DEFAULT_PRECISION)))
            study["models"][f"{model}, {features} measurements"] = {"features": names, **found}
            print(model, features, json.dumps(found["sets"]), flush=True)
    fit_gate.Fitted = Fitted
    args.out.write_text(json.dumps(study, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

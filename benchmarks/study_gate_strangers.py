"""Should the gate be fitted on the strangers' manuals too? Measured on first looks, the held-out figures there are.

A stranger's set's first look is its questions answered before anything in the set was read, by the code of the day
(``records_stranger_N_first_look.jsonl``: each record with the gate's measurements). For each such set N, two gates
are fitted as ``fit_gate.py`` fits the shipped one, threshold chosen out of fold for precision:

- ``without``: on the dev sets (FAA, SQuAD, the structured manuals), as the gate was shipped until 2026-12-07;
- ``with``: on those and on every other stranger's manuals set (as one set held to 0.95 too), set N left out.

Each gate then re-decides set N's first-look records: a question a rule refused stays refused, one the score decided
is answered when its score reaches the gate's threshold. Nothing fitted on set N scores it. The measurements are those
of the first look's code, not today's; both gates read the same ones.

    python benchmarks/study_gate_strangers.py --set faa=... --set squad=... --set manuals=... \
        --strangers a.jsonl,b.jsonl,... --first-look 10=records_stranger_10_first_look.jsonl ...
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from fit_gate import DEFAULT_PRECISION, FEATURES, RESULTS, Record, confirmable, fit_and_choose, load, load_set


def redecided(records: list[Record], scores: dict[str, float], threshold: float) -> dict[str, Any]:
    """The first look's figures with the score's decisions taken by another gate."""
    given = [
        r
        for r in records
        if (
            scores[r["id"]] >= threshold
            if confirmable(r) and r["decided_by"] == "answer_score"
            else r["status"] != "refused"
        )
    ]
    right = sum(1 for r in given if r["answerable"] and r["draft_right"])
    answerable = sum(1 for r in records if r["answerable"])
    return {
        "confirmed": len(given),
        "confirmed_right": right,
        "confirmed_precision": round(right / len(given), 4) if given else 0.0,
        "confirmed_recall": round(right / answerable, 4) if answerable else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", action="append", required=True, help="NAME=records.jsonl: a dev set")
    parser.add_argument("--strangers", required=True, help="the strangers' manuals' records, comma-separated")
    parser.add_argument("--first-look", action="append", required=True, help="N=records: set N's first look")
    parser.add_argument("--out", type=Path, default=RESULTS / "gate_strangers_study.json")
    args = parser.parse_args()
    dev = {name: load(Path(path)) for name, path in (s.split("=", 1) for s in args.set)}
    strangers = load_set(args.strangers)
    target = dict(DEFAULT_PRECISION)

    without, without_threshold = fit_and_choose(dev, FEATURES, target)
    study: dict[str, Any] = {"sets": {}}
    for number, path in (s.split("=", 1) for s in args.first_look):
        first_look = load(Path(path))
        ids = {r["id"] for r in first_look}
        others = [r for r in strangers if r["id"].split(":", 1)[-1] not in ids]
        fitted, threshold = fit_and_choose({**dev, "stranger_manuals": others}, FEATURES, target)
        study["sets"][number] = {
            "without": {
                "threshold": without_threshold,
                **redecided(first_look, without.scores(first_look), without_threshold),
            },
            "with": {"threshold": threshold, **redecided(first_look, fitted.scores(first_look), threshold)},
        }
    for gate in ("without", "with"):
        given = sum(s[gate]["confirmed"] for s in study["sets"].values())
        right = sum(s[gate]["confirmed_right"] for s in study["sets"].values())
        study[gate] = {"confirmed": given, "confirmed_right": right, "confirmed_precision": round(right / given, 4)}
    args.out.write_text(json.dumps(study, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in study.items() if k != "sets"}, indent=2))


if __name__ == "__main__":
    main()

"""Does the gate gain from knowing the question's form? Measured on first looks, the held-out figures there are.

On the first looks of the strangers' manuals (sets 8 and 10-16, re-decided by the shipped gate), confirmed answers to
why-questions were right 15 times in 24 and to how-to questions 25 in 32, against 247 in 276 for the rest. Two
measurements a question's form gives, added to the score's (``fit_gate.FEATURES``): ``asks_why`` (the question asks
why: ``evidence.WHY``) and ``asks_how`` (it asks how to do a thing, and not why: the how-to pattern of
``objections.denied_asked``). For each variant, the study of ``study_gate_strangers.py`` is made again: for each
first look N, a gate fitted as ``fit_gate.py`` fits the shipped one on the dev sets and every other stranger's manuals
set (set N left out) re-decides set N's first look. Nothing fitted on set N scores it.

    python benchmarks/study_question_form.py --set faa=... --set squad=... --set manuals=... \
        --questions faa-qa/qa.jsonl,squad-qa/qa.jsonl,... --strangers a.jsonl,b.jsonl,... \
        --first-look 10=records_stranger_10_first_look.jsonl ...
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from fit_gate import DEFAULT_PRECISION, FEATURES, RESULTS, Record, fit_and_choose, load, load_set
from study_gate_strangers import redecided

from spanproof.answering.evidence import WHY
from spanproof.answering.objections import _HOW_TO_ASKED

VARIANTS = {
    "shipped": FEATURES,
    "asks_why": (*FEATURES, "asks_why"),
    "asks_why_how": (*FEATURES, "asks_why", "asks_how"),
}


def with_form(records: list[Record], questions: dict[str, str]) -> list[Record]:
    """The records with the question's form among their measurements (an id ``file:id`` is its set's ``id``)."""
    formed = []
    for r in records:
        if r.get("features"):
            question = questions[r["id"].split(":", 1)[-1]]
            why = WHY.search(question) is not None
            how = _HOW_TO_ASKED.search(question.lower()) is not None and not why
            r = {**r, "features": {**r["features"], "asks_why": float(why), "asks_how": float(how)}}
        formed.append(r)
    return formed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", action="append", required=True, help="NAME=records.jsonl: a dev set")
    parser.add_argument("--questions", required=True, help="every set's qa.jsonl, comma-separated")
    parser.add_argument("--strangers", required=True, help="the strangers' manuals' records, comma-separated")
    parser.add_argument("--first-look", action="append", required=True, help="N=records: set N's first look")
    parser.add_argument("--out", type=Path, default=RESULTS / "question_form_study.json")
    args = parser.parse_args()
    questions = {
        item["id"]: item["question"]
        for path in args.questions.split(",")
        for item in map(json.loads, Path(path).read_text(encoding="utf-8").splitlines())
    }
    dev = {name: with_form(load(Path(path)), questions) for name, path in (s.split("=", 1) for s in args.set)}
    strangers = with_form(load_set(args.strangers), questions)
    first_looks = {n: with_form(load(Path(p)), questions) for n, p in (s.split("=", 1) for s in args.first_look)}
    study: dict[str, Any] = {}
    for variant, names in VARIANTS.items():
        sets: dict[str, Any] = {}
        for number, first_look in first_looks.items():
            ids = {r["id"] for r in first_look}
            others = [r for r in strangers if r["id"].split(":", 1)[-1] not in ids]
            fitted, threshold = fit_and_choose({**dev, "stranger_manuals": others}, names, DEFAULT_PRECISION)
            sets[number] = {"threshold": threshold, **redecided(first_look, fitted.scores(first_look), threshold)}
        given = sum(s["confirmed"] for s in sets.values())
        right = sum(s["confirmed_right"] for s in sets.values())
        study[variant] = {
            "features": list(names),
            "confirmed": given,
            "confirmed_right": right,
            "confirmed_precision": round(right / given, 4),
            "sets": sets,
        }
        print(variant, given, right, study[variant]["confirmed_precision"], flush=True)
    args.out.write_text(json.dumps(study, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

"""The shipped gate model is what ``benchmarks/fit_gate.py`` fits on the committed records, and its claimed figures
are the cross-fitted ones it reports (each question scored by a model and a threshold that never saw its document)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "benchmarks" / "results"
SHIPPED = ROOT / "src" / "spanproof" / "answering" / "gate_model.json"
SETS = ("faa", "manuals", "squad")
# the strangers' manuals, fitted on as one set (benchmarks/trust_first.sh)
STRANGER_MANUALS = ",".join(
    str(RESULTS / f"records_stranger{suffix}_shipped.jsonl") for suffix in ["", *(f"_{n}" for n in range(2, 29))]
)
# the strangers' first looks, on which the forms' margins are chosen (trust_first.sh)
DATASETS = ROOT / "benchmarks" / "datasets"
FIRST_LOOKS = [
    arg
    for n in (8, *range(10, 29))
    for arg in (
        "--first-look",
        f"{RESULTS / f'records_stranger_{n}_first_look.jsonl'}={DATASETS / f'stranger-manuals-{n}'}",
    )
]


def test_the_shipped_gate_model_is_refitted_exactly_from_its_records(tmp_path: Path) -> None:
    pytest.importorskip("sklearn", reason="fit_gate.py needs the dev extra")
    pytest.importorskip("matplotlib", reason="fit_gate.py needs the dev extra")
    model, curve = tmp_path / "gate_model.json", tmp_path / "gate_crossfit.json"
    sets = [arg for name in SETS for arg in ("--set", f"{name}={RESULTS / f'records_{name}_cross_fitted.jsonl'}")]
    sets += ["--set", f"stranger_manuals={STRANGER_MANUALS}", *FIRST_LOOKS]
    subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "fit_gate.py"), *sets, "--model", str(model), "--out", str(curve)],
        check=True,
        capture_output=True,
        timeout=900,
    )
    fitted, shipped = json.loads(model.read_text()), json.loads(SHIPPED.read_text())
    # the solver converges to a tolerance: another BLAS may move the last digits, never the model
    assert fitted["coefficients"].keys() == shipped["coefficients"].keys()
    for name, weight in shipped["coefficients"].items():
        assert fitted["coefficients"][name] == pytest.approx(weight, abs=1e-3), name
    assert fitted["intercept"] == pytest.approx(shipped["intercept"], abs=1e-3)
    assert fitted["threshold"] == shipped["threshold"] and fitted["fitted_on"] == shipped["fitted_on"]
    assert fitted["form_margins"] == shipped["form_margins"]
    committed = json.loads((RESULTS / "gate_crossfit.json").read_text())
    for name in (*SETS, "stranger_manuals"):
        for figure in ("confirmed_precision", "confirmed_recall", "key_shown_first", "unanswerable_confirmed"):
            assert fitted["cross_fitted"][name][figure] == shipped["cross_fitted"][name][figure], (name, figure)
            assert committed["sets"][name][figure] == shipped["cross_fitted"][name][figure], (name, figure)


def test_no_question_is_scored_by_a_model_fitted_on_its_document() -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from fit_gate import deal, split

    records = {n: [json.loads(line) for line in (RESULTS / f"records_{n}_cross_fitted.jsonl").open()] for n in SETS}
    fold_of = deal(records)
    for fold in range(5):
        held = split(records, fold_of, fold, held=True)
        train = split(records, fold_of, fold, held=False)
        for name in SETS:
            assert {r["document"] for r in held[name]}.isdisjoint({r["document"] for r in train[name]})


def test_a_bootstrap_resample_draws_whole_documents_and_renames_repeats() -> None:
    import random

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from fit_gate import resample

    records = {"faa": [{"id": f"q{i}", "document": f"d{i % 3}"} for i in range(9)]}
    drawn = resample(records, random.Random(4))["faa"]
    documents = {r["document"] for r in drawn}
    # as many documents as before, each with all its questions; a document drawn twice is two documents
    assert len(documents) == 3 and len({r["id"] for r in drawn}) == len(drawn) == 9
    for document in documents:
        original = document.split("#")[0]
        assert sorted(r["id"].split("#")[0] for r in drawn if r["document"] == document) == sorted(
            r["id"] for r in records["faa"] if r["document"] == original
        )
    assert resample(records, random.Random(4)) == resample(records, random.Random(4))  # seeded: the same draw


def test_a_set_read_from_several_files_keeps_each_files_documents_apart(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from fit_gate import load_set

    for name in ("a", "b"):
        (tmp_path / f"{name}.jsonl").write_text(json.dumps({"id": "q1", "document": "manual.pdf"}) + "\n")
    one = load_set(str(tmp_path / "a.jsonl"))
    both = load_set(f"{tmp_path / 'a.jsonl'},{tmp_path / 'b.jsonl'}")
    assert one == [{"id": "q1", "document": "manual.pdf"}]  # one file: as written
    assert [(r["id"], r["document"]) for r in both] == [("a:q1", "a:manual.pdf"), ("b:q1", "b:manual.pdf")]


def test_a_first_look_re_decided_keeps_the_rules_refusals_and_moves_only_the_scores() -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from study_gate_strangers import redecided

    def record(qid: str, decided_by: str, status: str, answerable: bool = True, right: bool = True) -> dict:
        features = {"coverage": 1.0}
        return {
            "id": qid,
            "decided_by": decided_by,
            "status": status,
            "answerable": answerable,
            "draft_right": right,
            "features": features,
        }

    records = [
        record("scored-high", "answer_score", "refused"),  # refused at the first look's threshold, not at 0.7
        record("scored-low", "answer_score", "answered", right=False),
        record("by-rule", "contrary_qualifier", "refused"),  # a rule's refusal stands whatever its score
        record("unanswerable", "answer_score", "answered", answerable=False, right=False),
    ]
    scores = {"scored-high": 0.9, "scored-low": 0.5, "by-rule": 0.99, "unanswerable": 0.8}
    assert redecided(records, scores, 0.7) == {
        "confirmed": 2,
        "confirmed_right": 1,
        "confirmed_precision": 0.5,
        "confirmed_recall": 0.3333,
    }

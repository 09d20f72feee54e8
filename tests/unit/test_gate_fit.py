"""The shipped gate model is what ``benchmarks/fit_gate.py`` fits on the committed records it was fitted on."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "benchmarks" / "results"
SHIPPED = ROOT / "src" / "spanproof" / "answering" / "gate_model.json"


def test_the_shipped_gate_model_is_refitted_exactly_from_its_records(tmp_path: Path) -> None:
    pytest.importorskip("sklearn", reason="fit_gate.py needs the dev extra")
    pytest.importorskip("matplotlib", reason="fit_gate.py needs the dev extra")
    model, curve = tmp_path / "gate_model.json", tmp_path / "gate_curve.json"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "fit_gate.py"),
            "--faa",
            str(RESULTS / "records_faa_dev_gate_fit.jsonl"),
            "--squad",
            str(RESULTS / "records_squad2_dev_gate_fit.jsonl"),
            "--model",
            str(model),
            "--out",
            str(curve),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    fitted, shipped = json.loads(model.read_text()), json.loads(SHIPPED.read_text())
    # the solver converges to a tolerance: another BLAS may move the last digits, never the model
    assert fitted["coefficients"].keys() == shipped["coefficients"].keys()
    for name, weight in shipped["coefficients"].items():
        assert fitted["coefficients"][name] == pytest.approx(weight, abs=1e-3), name
    assert fitted["intercept"] == pytest.approx(shipped["intercept"], abs=1e-3)
    assert fitted["threshold"] == shipped["threshold"] and fitted["fitted_on"] == shipped["fitted_on"]
    for name, auc in shipped["cross_validated_auc"].items():
        assert fitted["cross_validated_auc"][name] == pytest.approx(auc, abs=2e-3)
    assert (
        json.loads(curve.read_text())["threshold"] == json.loads((RESULTS / "gate_curve.json").read_text())["threshold"]
    )

"""The locked dependency set: constraints.txt pins every package of the default install and the dev tools, the
environment holds exactly those versions, docs/licences.md is current, and pip-audit finds no known vulnerability
in the lock (skipped, saying so, when the advisory database cannot be reached; a finding fails)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[2]
CONSTRAINTS = REPO / "constraints.txt"
BIN = Path(sys.executable).parent
ADVISORIES = "https://pypi.org/pypi/pip/json"  # pip-audit's default vulnerability service is PyPI's JSON API
CANARY = "urllib3==1.24.1"


def licences_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("licences", REPO / "scripts" / "licences.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pins() -> dict[str, str]:
    found = {}
    for line in CONSTRAINTS.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"constraints.txt pins every package exactly: {line!r}"
            found[canonicalize_name(name)] = version
    return found


def test_the_lock_covers_the_install_and_the_environment_matches_it() -> None:
    locked = pins()
    assert "spanproof" not in locked
    needed = licences_script().runtime_closure("spanproof", frozenset({"dev"}))
    for installer in ("pip", "setuptools", "wheel"):  # the venv's own (pip-audit needs pip): not locked, as pip freeze
        needed.pop(installer, None)
    missing = sorted(name for name in needed if name not in locked)
    assert not missing, f"not in constraints.txt (run scripts/lock.sh): {missing}"
    drifted = {name: (d.version, locked[name]) for name, d in needed.items() if d.version != locked[name]}
    assert not drifted, f"installed vs locked (run make setup, or scripts/lock.sh after a change): {drifted}"
    assert "torch" not in locked  # the fp32 extra is optional: the lock is the default install + dev


def test_bootstrap_installs_from_the_lock() -> None:
    bootstrap = (REPO / "scripts" / "bootstrap.sh").read_text()
    assert '-c constraints.txt -e ".[$EXTRAS]"' in bootstrap


def test_licences_page_is_current() -> None:
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "licences.py"), "--check"], capture_output=True)
    assert result.returncode == 0, result.stderr.decode()
    page = (REPO / "docs" / "licences.md").read_text()
    runtime = licences_script().runtime_closure()
    assert all(f"| {d.metadata['Name']} | {d.version} |" in page for d in runtime.values())


def audit(requirements: Path, out: Path) -> tuple[int, dict[str, Any] | None, str]:
    command = [str(BIN / "pip-audit"), "-r", str(requirements), "--no-deps", "--disable-pip", "--progress-spinner"]
    command += ["off", "-f", "json", "-o", str(out)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    report = json.loads(out.read_text()) if out.exists() and out.stat().st_size else None
    return result.returncode, report, result.stderr


def unreachable(stderr: str) -> bool:
    return any(s in stderr for s in ("ConnectionError", "Max retries", "timed out", "Temporary failure", "resolve"))


def test_pip_audit_finds_no_known_vulnerability_in_the_lock(tmp_path: Path) -> None:
    try:
        urllib.request.urlopen(ADVISORIES, timeout=10).close()
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        pytest.skip(f"pip-audit NOT RUN: the advisory database ({ADVISORIES}) cannot be reached: {exc}")
    # A canary first: a release with published advisories (CVE-2019-11324 and more) must be reported, or whatever
    # answered is not the advisory database (a mirror of the index without its vulnerability data answers every
    # release clean): a clean audit from it would be a false green.
    canary = tmp_path / "canary.txt"
    canary.write_text(f"{CANARY}\n")
    code, report, stderr = audit(canary, tmp_path / "canary.json")
    if report is None and unreachable(stderr):
        pytest.skip(f"pip-audit NOT RUN: the advisory database went away: {stderr[-300:]}")
    assert report is not None, f"pip-audit gave no report (exit {code}): {stderr[-2000:]}"
    entries: list[dict[str, Any]] = report["dependencies"]
    if not any(d.get("vulns") for d in entries):
        why = "; ".join(str(d["skip_reason"]) for d in entries if d.get("skip_reason")) or "none reported"
        pytest.skip(
            f"pip-audit NOT RUN: {ADVISORIES} answers but gives no advisory for {CANARY}, which has published"
            f" ones ({why}): this is not the real advisory database, so a clean audit would prove nothing"
        )
    assert code == 1, stderr

    code, report, stderr = audit(CONSTRAINTS, tmp_path / "lock.json")
    if report is None and unreachable(stderr):
        pytest.skip(f"pip-audit NOT RUN: the advisory database went away: {stderr[-300:]}")
    assert report is not None, f"pip-audit gave no report (exit {code}): {stderr[-2000:]}"
    entries = report["dependencies"]
    # pip-audit says "No known vulnerabilities found" and exits 0 even when it skipped a package it could not look
    # up: every pin must have been audited.
    skipped = {d["name"]: d["skip_reason"] for d in entries if d.get("skip_reason")}
    assert not skipped, f"pip-audit could not audit these pins: {skipped}"
    assert {canonicalize_name(d["name"]) for d in entries} == set(pins())
    findings = {f"{d['name']}=={d['version']}": [v["id"] for v in d["vulns"]] for d in entries if d.get("vulns")}
    assert not findings, f"known vulnerabilities in constraints.txt (upgrade, then scripts/lock.sh): {findings}"
    assert code == 0, stderr

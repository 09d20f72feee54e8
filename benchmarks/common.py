"""Helpers shared by the benchmark scripts: timing, percentiles, provenance, result files, scratch folders."""

from __future__ import annotations

import atexit
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
EXAMPLES = REPO / "src" / "spanproof" / "demo_corpus"  # the FAA sample the demo reads


@contextmanager
def scratch_dir(prefix: str = "spanproof-bench-") -> Iterator[str]:
    """A folder for one run (a data folder, files), removed when the process exits rather than when the block ends.

    ``atexit`` runs the last-registered first, and an embedded server registers its stop when it starts, after
    this folder's removal was registered: so the server stops, then its folder goes. A ``TemporaryDirectory``
    deleted the folder first, and the server, unable to stop cleanly, ran on for about a minute until PostgreSQL
    noticed its lock file was gone."""
    folder = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    yield folder


def git_commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def environment() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "git_commit": git_commit(),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def latencies_ms(run: Callable[[str], object], queries: Sequence[str]) -> dict[str, float]:
    samples = []
    for query in queries:
        began = time.perf_counter()
        run(query)
        samples.append((time.perf_counter() - began) * 1000)
    return {
        "n": len(samples),
        "p50_ms": round(float(np.percentile(samples, 50)), 2),
        "p95_ms": round(float(np.percentile(samples, 95)), 2),
        "mean_ms": round(statistics.fmean(samples), 2),
    }


def write_result(name: str, data: dict[str, Any]) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps({**data, "environment": environment()}, indent=2) + "\n", encoding="utf-8")
    return path


# Questions and keyword queries a technician would type about the demo chapters.
HANDWRITTEN = [
    "What is the purpose of the oil pressure relief valve?",
    "What is a direct-cranking electric starter?",
    "What type of fire extinguishing agent is used in engine fire protection systems?",
    "How does a dry sump oil system work?",
    "oil cooler bypass valve",
    "starter-generator",
    "thermocouple fire detection",
    "Halon 1301",
    "What causes a hung start in a turbine engine?",
    "cylinder baffles and deflectors",
    "How is an engine fire detected?",
    "What is the function of the oil filter?",
    "pneumatic starter air supply",
    "cowl flaps",
    "What is oil viscosity?",
]


def benchmark_queries(conn: Any, total: int = 60) -> list[str]:
    """The hand-written queries, then glossary headwords ("Abradable strip.") as short look-ups."""
    pages = conn.execute(
        "SELECT p.text FROM pages p JOIN documents d ON d.id = p.document_id"
        " WHERE d.source = '14_amtp_glossary.pdf' ORDER BY p.number"
    ).fetchall()
    found = list(HANDWRITTEN)
    for (text,) in pages:
        for match in re.finditer(r"(?m)^([A-Z][a-z]+(?: [a-z][a-z-]+){0,3})\. [A-Z]", text):
            if match.group(1) not in found:
                found.append(match.group(1))
    return found[:total]

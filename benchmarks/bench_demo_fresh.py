"""`make demo` on a fresh clone: install seconds, demo ingest seconds, total (issue 10: <= 3 min, ingest <= 20 s).

Clones this repository's committed HEAD into a temporary folder and runs, there, `make setup` (the install: a new
.venv, the default extras, no torch) and then `make demo` (setup again, a no-op, then `spanproof demo`), with
SPANPROOF_HOME and SPANPROOF_CACHE_DIR in fresh temporary folders, so the demo builds a new embedded database,
rewrites the int8 graph once and ingests the FAA sample from nothing. The ingest seconds are the ones the demo
prints for its collection (parse, chunk, embed, store; the embedder's first load included). pip's own download
cache is left as it is (as on any developer machine that installed Python packages before).

Writes ``benchmarks/results/demo_fresh.json``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import REPO, write_result

INGEST_LINE = re.compile(r"collection 'faa-powerplant-demo': (?P<summary>.*) in (?P<seconds>[0-9.]+)s")


def timed(command: list[str], cwd: Path, env: dict[str, str], log: Path) -> float:
    began = time.perf_counter()
    with log.open("w", encoding="utf-8") as out:
        subprocess.run(command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, check=True)
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="Clone into this (new) folder and keep it, instead of a temp one.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="spanproof-demo-") as scratch:
        base = Path(scratch)
        clone = args.keep or base / "clone"
        subprocess.run(["git", "clone", "--quiet", str(REPO), str(clone)], check=True)
        commit = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=clone, capture_output=True, text=True, check=True
        ).stdout.strip()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SPANPROOF_", "VIRTUAL_ENV"))}
        env |= {"SPANPROOF_HOME": str(base / "home"), "SPANPROOF_CACHE_DIR": str(base / "cache")}
        install = timed(["make", "setup"], clone, env, base / "setup.log")
        demo = timed(["make", "demo"], clone, env, base / "demo.log")
        output = (base / "demo.log").read_text(encoding="utf-8")
        match = INGEST_LINE.search(output)
        if match is None:
            raise SystemExit(f"no ingest line in the demo output:\n{output[-3000:]}")
        torch = subprocess.run([str(clone / ".venv" / "bin" / "python"), "-c", "import torch"], capture_output=True)
        answers = output.count("Q: ")
        result: dict[str, Any] = {
            "clone_commit": commit,
            "install_seconds": round(install, 1),
            "demo_seconds": round(demo, 1),
            "ingest_seconds": float(match["seconds"]),
            "ingest": match["summary"],
            "total_seconds": round(install + demo, 1),
            "questions_asked": answers,
            "torch_installed": torch.returncode == 0,
            "targets": {"total_seconds": 180, "ingest_seconds": 20},
        }
    path = write_result("demo_fresh", result)
    print(result)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()

"""The parser properties of tests/unit/test_parser_properties.py over many cases: every parser (PDF, DOCX, HTML,
Markdown, text), every input strategy, each case's outcome counted (parsed, or which of our errors); any other
exception, or a block or chunk that does not slice its page, is a failure, recorded with the case Hypothesis
shrank it to.

    .venv/bin/python benchmarks/bench_fuzz.py [--examples 900]     # -> benchmarks/results/fuzz_parsers.json
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import write_result
from tests.unit.test_parser_properties import STRATEGIES, run_property


def run(suffix: str, kind: str, examples: int) -> dict[str, Any]:
    outcomes: Counter[str] = Counter()
    began = time.perf_counter()
    failure = None
    try:
        run_property(suffix, kind, examples, outcomes)
    except Exception as exc:  # a property failed: record it (Hypothesis printed the shrunk case)
        failure = f"{type(exc).__name__}: {exc}"[:500]
    return {
        "parser": suffix,
        "strategy": kind,
        "cases": sum(outcomes.values()),
        "outcomes": dict(outcomes.most_common()),
        "seconds": round(time.perf_counter() - began, 1),
        "failure": failure,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--examples", type=int, default=900, help="cases per parser and strategy")
    args = parser.parse_args()
    rows = []
    for suffix, strategies in STRATEGIES.items():
        for kind in strategies:
            rows.append(run(suffix, kind, args.examples))
            print(rows[-1], flush=True)
    by_parser: Counter[str] = Counter()
    for row in rows:
        by_parser[row["parser"]] += row["cases"]
    result = {
        "what": "Hypothesis cases per parser and input strategy; outcome 'parsed' or our error's class",
        "examples_per_strategy": args.examples,
        "cases": sum(row["cases"] for row in rows),
        "cases_by_parser": dict(by_parser),
        "failures": sum(1 for row in rows if row["failure"]),
        "runs": rows,
    }
    print(write_result("fuzz_parsers", result))


if __name__ == "__main__":
    main()

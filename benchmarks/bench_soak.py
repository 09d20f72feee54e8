"""A soak on loopback: ``spanproof serve`` (one worker) over two FAA chapters uploaded through the API, then 20
concurrent clients (each with its own key, so the per-key rate limit does not shape the load) ask /search (three
requests in four) and /ask for ``--seconds`` (600), while an uploader sends a small new document every 15 s and waits
for its job. Recorded: requests, errors (any status but 200, and transport errors), p50/p95/p99/max latency per
endpoint, uploads done, and the service's RSS at the start of the load, every 30 s and at the end.

    .venv/bin/python benchmarks/bench_soak.py [--seconds 600]     # -> benchmarks/results/soak.json
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import EXAMPLES, HANDWRITTEN, write_result
from tests.integration.server_process import start_server, wait_for_job

from spanproof import Settings, Spanproof

CLIENTS = 20
CHAPTERS = ["ch05_engine-starting-systems.pdf", "ch09_engine-fire-protection-systems.pdf"]


def _job_outcome(url: str, key: str, job_id: str) -> str:
    with httpx.Client(base_url=url, headers={"X-API-Key": key}, timeout=120) as api:
        return str(wait_for_job(api, job_id)["status"])


def _percentiles(seconds: list[float]) -> dict[str, float]:
    if not seconds:
        return {"n": 0}
    ms = np.array(seconds) * 1000
    return {
        "n": len(seconds),
        "p50_ms": round(float(np.percentile(ms, 50)), 1),
        "p95_ms": round(float(np.percentile(ms, 95)), 1),
        "p99_ms": round(float(np.percentile(ms, 99)), 1),
        "max_ms": round(float(ms.max()), 1),
    }


async def soak(url: str, keys: list[str], uploader_key: str, seconds: float, rss: psutil.Process) -> dict[str, Any]:
    latencies: dict[str, list[float]] = {"search": [], "ask": []}
    errors: Counter[str] = Counter()
    memory: list[tuple[float, float]] = []
    uploads: Counter[str] = Counter()
    began = time.perf_counter()
    deadline = began + seconds

    async def client(key: str, offset: int) -> None:
        async with httpx.AsyncClient(base_url=url, headers={"X-API-Key": key}, timeout=120) as api:
            turn = offset
            while time.perf_counter() < deadline:
                turn += 1
                query = HANDWRITTEN[turn % len(HANDWRITTEN)]
                kind = "ask" if turn % 4 == 0 else "search"
                sent = time.perf_counter()
                try:
                    if kind == "ask":
                        response = await api.post("/v1/collections/faa/ask", json={"question": query})
                    else:
                        response = await api.get("/v1/collections/faa/search", params={"q": query})
                    latencies[kind].append(time.perf_counter() - sent)
                    if response.status_code != 200:
                        errors[f"{kind} {response.status_code}"] += 1
                except httpx.HTTPError as exc:
                    errors[f"{kind} {type(exc).__name__}"] += 1

    async def uploader() -> None:
        async with httpx.AsyncClient(base_url=url, headers={"X-API-Key": uploader_key}, timeout=120) as api:
            number = 0
            while time.perf_counter() < deadline - 15:
                number += 1
                text = f"# Note {number}\n\nSoak note {number}: replace the seal of valve V-{number} every 500 hours.\n"
                response = await api.post(
                    "/v1/collections/uploads/documents", files={"file": (f"note-{number}.md", text.encode())}
                )
                if response.status_code != 202:
                    errors[f"upload {response.status_code}"] += 1
                else:
                    uploads[await asyncio.to_thread(_job_outcome, url, uploader_key, response.json()["id"])] += 1
                await asyncio.sleep(15)

    async def sampler() -> None:
        while time.perf_counter() < deadline:
            memory.append((round(time.perf_counter() - began, 1), round(rss.memory_info().rss / 2**20, 1)))
            await asyncio.sleep(30)

    await asyncio.gather(*(client(key, i * 7) for i, key in enumerate(keys)), uploader(), sampler())
    memory.append((round(time.perf_counter() - began, 1), round(rss.memory_info().rss / 2**20, 1)))
    elapsed = time.perf_counter() - began
    total = sum(len(v) for v in latencies.values())
    return {
        "seconds": round(elapsed, 1),
        "clients": len(keys),
        "requests": total,
        "requests_per_s": round(total / elapsed, 1),
        "errors": sum(errors.values()),
        "errors_by_kind": dict(errors),
        "search": _percentiles(latencies["search"]),
        "ask": _percentiles(latencies["ask"]),
        "all": _percentiles(latencies["search"] + latencies["ask"]),
        "uploads": dict(uploads),
        "rss_mb_over_time": memory,
        "rss_mb_start": memory[0][1],
        "rss_mb_end": memory[-1][1],
        "rss_mb_max": max(m for _, m in memory),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=600)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="spanproof-soak-"))
    try:
        with Spanproof(Settings(home=home / "db")) as sp:
            keys = [sp.create_api_key("soak")[0] for _ in range(CLIENTS)]
            uploader_key = sp.create_api_key("soak")[0]
            server = start_server(home / "service", sp.db.url)
            try:
                with httpx.Client(base_url=server.url, headers={"X-API-Key": keys[0]}, timeout=600) as api:
                    api.put("/v1/collections/faa").raise_for_status()
                    api.put("/v1/collections/uploads").raise_for_status()
                    files = [("file", (name, (EXAMPLES / name).read_bytes())) for name in CHAPTERS]
                    sent = api.post("/v1/collections/faa/documents", files=files)
                    job = wait_for_job(api, sent.raise_for_status().json()["id"], timeout=900)
                    assert job["status"] == "done", job
                    for query in HANDWRITTEN:  # warm: first requests load what is loaded lazily
                        api.get("/v1/collections/faa/search", params={"q": query}).raise_for_status()
                service = psutil.Process(server.proc.pid)
                result = asyncio.run(soak(server.url, keys, uploader_key, args.seconds, service))
                result["service_alive_after"] = server.proc.poll() is None
            finally:
                server.stop()
    finally:
        shutil.rmtree(home, ignore_errors=True)
    result["corpus"] = CHAPTERS
    print(write_result("soak", result))


if __name__ == "__main__":
    main()

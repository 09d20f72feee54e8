"""Why the small local model ran slower than llama.cpp itself: the same ~1,700-token prompt, through xllamacpp's
OpenAI-compatible server, under several thread / polling settings, with llama.cpp's own timings beside the
wall clock. Runs under .venv-llm (xllamacpp is never a dependency of spanproof):

    nice -n 19 .venv-llm/bin/python benchmarks/llm_speed.py MODEL.gguf --out benchmarks/results/llm_speed.json

Each configuration starts its own server (one at a time), sends one warm-up request, then the measured one; what
llama.cpp reports (``timings``: prompt and generated tokens per second) is recorded with the request's wall time,
the process's CPU time, and the machine's load average (the machine is shared: the figures say under what load).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import time
import urllib.request
from pathlib import Path
from typing import Any

CORPUS = Path("/work/shared/data/faa-amt-powerplant/corpus.jsonl")


def prompt(chars: int = 6500) -> list[dict[str, str]]:
    """A spanproof-shaped prompt: a question and numbered passages of real handbook text (about 1,700 tokens)."""
    rows = [json.loads(line) for line in CORPUS.read_text().splitlines()]
    passages = [r for r in rows if r["source"].startswith("08_amtp_ch6")][:40]
    blocks, size = [], 0
    for number, row in enumerate(passages, start=1):
        if size > chars:
            break
        blocks.append(f"[{number}] document {row['source']}, page {row['page']}\n{row['text']}")
        size += len(row["text"])
    user = "Question: What does the oil pressure relief valve do?\n\n" + "\n\n".join(blocks)
    system = 'Answer from the passages only, as one JSON object {"claims": [{"text": "...", "citations": []}]}.'
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def post(base: str, body: dict[str, Any]) -> tuple[dict[str, Any], float]:
    request = urllib.request.Request(
        base + "/chat/completions", json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    began = time.perf_counter()
    with urllib.request.urlopen(request, timeout=1200) as response:
        data = json.loads(response.read())
    return data, time.perf_counter() - began


def run(model: str, threads: int, poll: int, batch: int, ctx: int, max_tokens: int) -> dict[str, Any]:
    import xllamacpp as xlc

    params = xlc.CommonParams()
    params.model.path = model
    params.n_ctx = ctx
    params.n_batch = batch
    params.n_ubatch = min(batch, 512)
    params.cpuparams.n_threads = threads
    params.cpuparams_batch.n_threads = threads
    params.cpuparams.poll = poll
    params.cpuparams_batch.poll = poll
    params.n_parallel = 1
    server = xlc.Server(params)
    base = server.listening_address.rstrip("/") + "/v1"
    messages = prompt()
    body = {"model": "m", "messages": messages, "temperature": 0, "max_tokens": max_tokens, "cache_prompt": False}
    post(base, {**body, "max_tokens": 4, "messages": [{"role": "user", "content": "hi"}]})  # warm-up
    cpu_before = resource.getrusage(resource.RUSAGE_SELF)
    load_before = os.getloadavg()[0]
    data, wall = post(base, body)
    cpu_after = resource.getrusage(resource.RUSAGE_SELF)
    timings = data.get("timings", {})
    usage = data.get("usage", {})
    cpu = (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)
    del server
    return {
        "threads": threads,
        "poll": poll,
        "n_batch": batch,
        "n_ctx": ctx,
        "prompt_tokens": usage.get("prompt_tokens"),
        "completion_tokens": usage.get("completion_tokens"),
        "llama_prompt_tokens_per_s": round(timings.get("prompt_per_second", 0.0), 1),
        "llama_generated_tokens_per_s": round(timings.get("predicted_per_second", 0.0), 1),
        "llama_prompt_ms": round(timings.get("prompt_ms", 0.0)),
        "llama_generation_ms": round(timings.get("predicted_ms", 0.0)),
        "request_wall_s": round(wall, 2),
        "process_cpu_s": round(cpu, 2),
        "load_average_1min_before": round(load_before, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--max-tokens", type=int, default=96)
    parser.add_argument("--configs", default="2:50:2048:4096,1:50:2048:4096,1:0:2048:4096,2:0:2048:4096")
    args = parser.parse_args()
    import xllamacpp as xlc

    results = []
    for config in args.configs.split(","):
        threads, poll, batch, ctx = (int(x) for x in config.split(":"))
        results.append(run(args.model, threads, poll, batch, ctx, args.max_tokens))
        print(json.dumps(results[-1]), flush=True)
    out = {
        "model": Path(args.model).name,
        "system_info": xlc.get_system_info().strip(),
        "cores": os.cpu_count(),
        "nice": os.nice(0),
        "runs": results,
    }
    if args.out:
        args.out.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()

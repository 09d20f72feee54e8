"""Serve a GGUF model on loopback with xllamacpp (llama.cpp's OpenAI-compatible server), for ``make llm-smoke``.

Runs under .venv-llm (xllamacpp is never a dependency of spanproof). Prints the base URL (``.../v1``) on its first
line once the model is loaded, then serves until stdin closes or it is terminated.

    .venv-llm/bin/python scripts/serve_small_llm.py MODEL.gguf [--ctx 4096] [--threads 1] [--poll 0]

One thread and no busy polling by default: on this shared two-core machine two threads made generation ~14x
slower (each token waits at a barrier for a thread the scheduler took away) and polling tripled the wall time of a
niced server (benchmarks/results/llm_speed.json).
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("--ctx", type=int, default=4096)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--poll", type=int, default=0, help="llama.cpp's busy-wait level (0-100) between ops")
    args = parser.parse_args()

    import xllamacpp as xlc

    params = xlc.CommonParams()
    params.model.path = args.model
    params.n_ctx = args.ctx
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.cpuparams.poll = args.poll
    params.cpuparams_batch.poll = args.poll
    params.n_parallel = 1  # one request at a time: the whole context for it
    server = xlc.Server(params)
    print(server.listening_address.rstrip("/") + "/v1", flush=True)

    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()
    done.wait()


if __name__ == "__main__":
    main()

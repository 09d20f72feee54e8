"""Serve a GGUF model on loopback with xllamacpp (llama.cpp's OpenAI-compatible server), for ``make llm-smoke``.

Runs under .venv-llm (xllamacpp is never a dependency of spanproof). Prints the base URL (``.../v1``) on its first
line once the model is loaded, then serves until stdin closes or it is terminated.

    .venv-llm/bin/python scripts/serve_small_llm.py MODEL.gguf [--ctx 4096] [--threads 2]
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
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    import xllamacpp as xlc

    params = xlc.CommonParams()
    params.model.path = args.model
    params.n_ctx = args.ctx
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.n_parallel = 1  # one request at a time: the whole context for it
    server = xlc.Server(params)
    print(server.listening_address.rstrip("/") + "/v1", flush=True)

    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()
    done.wait()


if __name__ == "__main__":
    main()

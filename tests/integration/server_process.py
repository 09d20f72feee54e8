"""The real service (``spanproof serve``) in a subprocess on a free loopback port, for tests and benchmarks."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class ServerProcess:
    proc: subprocess.Popen[bytes]
    url: str
    log: Path

    def log_tail(self, chars: int = 3000) -> str:
        return self.log.read_text(errors="replace")[-chars:]

    def stop(self) -> None:
        """A clean shutdown (SIGTERM), then a kill if it hangs."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()

    def kill(self) -> None:
        """SIGKILL the whole process group: no cleanup of any kind runs."""
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(30)


def start_server(
    home: Path,
    database_url: str | None,
    timeout: float = 180,
    workers: int = 1,
    args: Sequence[str] = (),
    **settings: object,
) -> ServerProcess:
    """Start the service against ``database_url`` (so it never owns the embedded server; None: the embedded
    server under ``home``) and wait for /health.

    ``args`` are more options of ``spanproof serve`` (``--open``).
    ``settings`` become SPANPROOF_* variables (``max_upload_bytes=1000`` → SPANPROOF_MAX_UPLOAD_BYTES=1000).
    """
    port = free_port()
    env = dict(os.environ)
    env["SPANPROOF_HOME"] = str(home)
    env.pop("SPANPROOF_DATABASE_URL", None)
    if database_url is not None:
        env["SPANPROOF_DATABASE_URL"] = database_url
    env.update({f"SPANPROOF_{name.upper()}": str(value) for name, value in settings.items()})
    home.mkdir(parents=True, exist_ok=True)
    log = home / f"server-{port}.log"
    command = [sys.executable, "-m", "spanproof.cli", "serve", "--port", str(port), "--log-level", "warning"]
    command += ["--workers", str(workers), *args]
    with log.open("wb") as out:
        proc = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    server = ServerProcess(proc, f"http://127.0.0.1:{port}", log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the service exited with {proc.returncode}:\n{server.log_tail()}")
        try:
            if httpx.get(f"{server.url}/health", timeout=1).status_code == 200:
                return server
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    server.kill()
    raise RuntimeError(f"the service did not start in {timeout} s:\n{server.log_tail()}")


def wait_for_job(client: httpx.Client, job_id: str, timeout: float = 180) -> dict[str, object]:
    """Poll a job until it is done or failed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job: dict[str, object] = client.get(f"/v1/jobs/{job_id}").raise_for_status().json()
        if job["status"] in ("done", "failed"):
            return job
        time.sleep(0.1)
    raise TimeoutError(f"job {job_id} did not finish in {timeout} s")

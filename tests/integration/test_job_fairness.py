"""One tenant's queue of uploads cannot starve another's: the job threads take waiting jobs round-robin over the
tenants."""

from __future__ import annotations

import threading
import time

import pytest

from spanproof import Spanproof
from spanproof import jobs as jobs_module
from spanproof.jobs import JobRunner

pytestmark = pytest.mark.integration


def test_waiting_jobs_are_taken_round_robin_over_tenants(client: Spanproof, monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[str] = []
    first_started, release = threading.Event(), threading.Event()

    def fake_run(sp: Spanproof, job_id: str, stopping: threading.Event | None = None) -> None:
        ran.append(job_id)
        if job_id == "a1":  # holds the only worker until everything is queued
            first_started.set()
            release.wait(10)

    monkeypatch.setattr(jobs_module, "run_job", fake_run)
    runner = JobRunner(client, workers=1)  # not started: no sweep, only what is submitted here
    try:
        runner.submit("a1", "acme")
        assert first_started.wait(10)
        for job_id in ("a2", "a3", "a4"):
            runner.submit(job_id, "acme")
        runner.submit("b1", "globex")
        runner.submit("b2", "globex")
        release.set()
        deadline = time.monotonic() + 10
        while len(ran) < 6 and time.monotonic() < deadline:
            time.sleep(0.01)
    finally:
        runner.close()
    # first come first served would be a1 a2 a3 a4 b1 b2
    assert ran == ["a1", "a2", "b1", "a3", "b2", "a4"]

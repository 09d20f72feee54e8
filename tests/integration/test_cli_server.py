"""The embedded PostgreSQL kept up between CLI commands: real ``spanproof`` processes on their own data folder.

Shared by concurrent commands, found again after a client is killed with SIGKILL (one postmaster, never two),
stopped by ``spanproof server stop`` or by its watchdog after the idle period, and one per SPANPROOF_HOME.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

pytestmark = pytest.mark.integration

SPANPROOF = [sys.executable, "-m", "spanproof.cli"]
COLLECTION = "kept"
QUESTION = "What gap do the spark plugs need?"
# Long enough that no test sees it expire on its own, unless it sets a shorter one.
IDLE_MINUTES = "5"


def env_for(home: Path, idle: str = IDLE_MINUTES) -> dict[str, str]:
    env = {**os.environ, "SPANPROOF_HOME": str(home), "SPANPROOF_SERVER_IDLE": idle}
    env.pop("SPANPROOF_DATABASE_URL", None)
    return env


def run(home: Path, *args: str, idle: str = IDLE_MINUTES) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([*SPANPROOF, *args], capture_output=True, text=True, env=env_for(home, idle), timeout=300)
    assert done.returncode == 0, (args, done.stdout, done.stderr)
    return done


def status(home: Path) -> dict[str, object]:
    state: dict[str, object] = json.loads(run(home, "server", "status", "--json").stdout)
    return state


def _processes(data_dir: Path) -> list[tuple[int, str, str]]:
    """(pid, name, command line) of processes whose command line names ``data_dir`` (processes that exit while
    being read are skipped by psutil)."""
    found = []
    for proc in psutil.process_iter(attrs=["name", "cmdline"]):
        line = " ".join(proc.info["cmdline"] or [])
        if str(data_dir) in line:
            found.append((proc.pid, proc.info["name"] or "", line))
    return found


def postmasters(home: Path) -> list[int]:
    """Every postmaster on this data folder (its backends' command lines do not name it)."""
    return [pid for pid, name, _ in _processes(home / "pgdata") if name == "postgres"]


def watchdogs(home: Path) -> list[int]:
    return [pid for pid, _, line in _processes(home / "pgdata") if "spanproof.store.watchdog" in line]


def wait_until(check: object, what: str, seconds: float = 90) -> None:
    """Poll (a bound against a hung test, generous for a busy machine; no duration is asserted)."""
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, what
        time.sleep(0.2)


def stop_everything(home: Path) -> None:
    subprocess.run(
        [*SPANPROOF, "server", "stop", "--force"], env=env_for(home), capture_output=True, text=True, timeout=120
    )
    wait_until(lambda: not postmasters(home) and not watchdogs(home), "server and watchdog gone")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A data folder of these tests' own, with one small collection ingested through the CLI."""
    folder = tmp_path_factory.mktemp("kept-home")
    docs = folder.parent / f"{folder.name}-docs"
    docs.mkdir()
    (docs / "plugs.md").write_text("# Spark plugs\n\nGap the spark plugs to 0.016 inch.\n", encoding="utf-8")
    run(folder, "ingest", str(docs), "-c", COLLECTION)
    try:
        yield folder
    finally:
        stop_everything(folder)


def test_a_command_leaves_the_server_up_and_server_stop_stops_it(home: Path) -> None:
    state = status(home)
    assert state["running"] and state["kept_up"] and not state["in_use"], state
    assert state["idle_minutes"] == float(IDLE_MINUTES)
    assert postmasters(home) == [state["pid"]]
    assert len(watchdogs(home)) == 1

    stats = json.loads(run(home, "stats", "-c", COLLECTION, "--json").stdout)
    assert stats["documents"] == 1
    assert postmasters(home) == [state["pid"]], "the next command joins the server, it does not start another"

    stopped = run(home, "server", "stop")
    assert "stopped the server" in stopped.stdout
    assert not status(home)["running"] and postmasters(home) == []
    wait_until(lambda: not watchdogs(home), "the watchdog exits with its server")
    assert "no server running" in run(home, "server", "stop").stdout


def test_two_concurrent_asks_share_one_postmaster(home: Path) -> None:
    stop_everything(home)  # both start from a stopped server: both race to start it
    command = [*SPANPROOF, "ask", QUESTION, "-c", COLLECTION, "--json"]
    procs = [
        subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env_for(home))
        for _ in range(2)
    ]
    outputs = [proc.communicate(timeout=300) for proc in procs]
    for proc, (out, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err
        answer = json.loads(out)
        assert answer["status"] == "answered" and "0.016 inch" in answer["answer"], answer
    found = postmasters(home)
    assert len(found) == 1, found
    assert status(home)["pid"] == found[0]
    assert len(watchdogs(home)) == 1, "one watchdog per server, however many commands started together"


def test_a_client_killed_with_sigkill_leaves_a_server_the_next_command_reuses(home: Path) -> None:
    run(home, "collections")
    before = postmasters(home)
    assert len(before) == 1
    # The CLI's own way of opening the API, in a process that then hangs until it is killed.
    script = (
        "import time\n"
        "from spanproof.cli.session import open_client\n"
        "with open_client() as client:\n"
        f"    client.stats({COLLECTION!r})\n"
        "    print('ready', flush=True)\n"
        "    time.sleep(300)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env_for(home))
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        assert status(home)["in_use"]
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    state = status(home)
    assert state["running"] and not state["in_use"], "the kernel dropped the killed client's lock"
    assert json.loads(run(home, "stats", "-c", COLLECTION, "--json").stdout)["documents"] == 1
    assert postmasters(home) == before, "reused: still the one postmaster"


def test_a_library_process_joins_a_kept_up_server_and_leaves_it_up(home: Path) -> None:
    run(home, "collections")
    before = postmasters(home)
    script = (
        f"from spanproof import Spanproof\nwith Spanproof() as sp:\n    print(sp.stats({COLLECTION!r})['documents'])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env_for(home, idle="0"), timeout=300
    )
    assert done.returncode == 0 and done.stdout.strip() == "1", done.stderr
    assert postmasters(home) == before and status(home)["kept_up"], "left to the CLI's watchdog"


def test_another_home_reaches_another_server(home: Path, tmp_path: Path) -> None:
    run(home, "collections")
    other = tmp_path / "other-home"
    try:
        assert json.loads(run(other, "collections", "--json").stdout) == []  # not the first home's collection
        mine, theirs = status(home), status(other)
        assert mine["pid"] != theirs["pid"] and theirs["running"]
        assert str(other / "pgdata") in str(theirs["uri"]) and str(home / "pgdata") in str(mine["uri"])
        run(other, "server", "stop")
        assert postmasters(other) == [] and postmasters(home) == [mine["pid"]]
    finally:
        stop_everything(other)


def test_the_watchdog_stops_the_server_after_the_idle_period(home: Path) -> None:
    run(home, "collections", idle="0.02")  # the last client's setting: 1.2 s
    wait_until(lambda: not postmasters(home) and not watchdogs(home), "the idle server stopped")
    assert not status(home)["running"]

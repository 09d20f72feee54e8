"""The wheel on its own: built from the repository, installed into a new virtual environment in a temporary folder
(no system site-packages, its dependencies from the package index pip is configured with), and run from there with
the working folder outside the repository. The demo finds its corpus, the migrations, SQL, tokenizer, gate model
and question encoder inside the installed package; ``ask`` and ``serve`` work.

It costs a minute or two, mostly installing the dependencies into the new environment.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import FAA_FILES, REPO
from tests.integration.server_process import free_port

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    # Not under pytest's temporary folder: another pytest run makes it private to root again, and the embedded
    # PostgreSQL's own user could no longer reach a data folder inside it.
    path = Path(tempfile.mkdtemp(prefix="spanproof-wheel-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _wheel(folder: Path) -> Path:
    """The wheel, built from a copy of the sources (a stale build/ in the repository can never leak into it)."""
    source = folder / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc")
    shutil.copytree(REPO / "src", source / "src", ignore=ignore)
    out = folder / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(source)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = out.glob("spanproof-*.whl")
    return wheel


@pytest.fixture(scope="module")
def installed(folder: Path) -> dict[str, str]:
    """A new venv with the wheel installed; the environment to run its commands in."""
    wheel = _wheel(folder)
    venv = folder / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    subprocess.run(
        [str(venv / "bin" / "pip"), "install", "-q", "--no-compile", "--disable-pip-version-check", str(wheel)],
        check=True,
        timeout=1200,
    )
    env = {name: value for name, value in os.environ.items() if not name.startswith(("SPANPROOF_", "PYTHON"))}
    env.pop("VIRTUAL_ENV", None)
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["SPANPROOF_HOME"] = str(folder / "home")
    return env


def _run(folder: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    command = [str(folder / "venv" / "bin" / args[0]), *args[1:]]
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=600)


@pytest.mark.timeout(1800)
def test_the_installed_wheel_runs_the_demo_asks_and_serves_outside_the_repository(
    folder: Path, installed: dict[str, str]
) -> None:
    where = _run(folder, installed, "python", "-c", "import spanproof; print(spanproof.__file__)")
    package = Path(where.stdout.strip()).resolve().parent
    assert package.is_relative_to((folder / "venv").resolve()), where
    assert not package.is_relative_to(REPO)
    corpus = _run(
        folder, installed, "python", "-c", "from spanproof.cli.demo import demo_corpus as d\nwith d() as f: print(f)"
    )
    assert Path(corpus.stdout.strip()).resolve() == package / "demo_corpus", corpus

    demo = _run(folder, installed, "spanproof", "demo")
    assert demo.returncode == 0, demo.stderr[-3000:]
    assert [line.split()[1] for line in demo.stdout.splitlines() if line.startswith("ingested  ")] == FAA_FILES
    # An answer with its citation (document, page, verbatim quote), and the off-corpus question refused.
    assert "ch09_engine-fire-protection-systems.pdf p.1 (" in demo.stdout
    assert '"A “fire zone” is an area or region of an aircraft designated by the manufacturer' in demo.stdout
    assert "Refused: the documents found never mention: 747" in demo.stdout

    question = "What is a Class B fire?"
    ask = _run(folder, installed, "spanproof", "ask", question, "-c", "faa-powerplant-demo", "--json")
    assert ask.returncode == 0, ask.stderr[-3000:]
    answer = json.loads(ask.stdout)
    assert answer["status"] == "answered"
    assert [c["document"] for c in answer["citations"]] == ["14_amtp_glossary.pdf"]
    assert "Class B fire. A fire that has combustible liquids" in answer["citations"][0]["quote"]

    port = free_port()
    log = folder / "serve.log"
    with log.open("wb") as out:
        server = subprocess.Popen(
            [str(folder / "venv" / "bin" / "spanproof"), "serve", "--port", str(port), "--log-level", "warning"],
            cwd=folder,
            env=installed,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        ready = _wait_ready(f"http://127.0.0.1:{port}", server, log)
        assert ready.json()["status"] == "ready"
        assert all(ready.json()["checks"].values())
        assert httpx.get(f"http://127.0.0.1:{port}/health", timeout=30).json() == {"status": "ok"}
    finally:
        server.terminate()
        server.wait(60)


def _wait_ready(url: str, server: subprocess.Popen[bytes], log: Path) -> httpx.Response:
    """/ready once it answers 200; fails if the service exits (or never gets ready within minutes)."""
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        assert server.poll() is None, log.read_text(errors="replace")[-3000:]
        try:
            response = httpx.get(f"{url}/ready", timeout=30)
            if response.status_code == 200:
                return response
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise AssertionError(f"not ready after 300 s: {log.read_text(errors='replace')[-3000:]}")

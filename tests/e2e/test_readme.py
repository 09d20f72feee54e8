"""The README's commands, run as a newcomer runs them, so that the front door cannot rot.

Every fenced block of README.md is taken in order: ``sh`` blocks run in bash (``set -euo pipefail``) in one scratch
folder with ``.venv`` linked into it and a new ``SPANPROOF_HOME``; the ``python`` block runs as a plain script (no
main guard); a ``text`` block after a command is that command's output, and its first line must be in what the
command printed; a ``json`` block parses. The first block is the two commands: ``make demo`` runs from the
repository root, and ``make test`` is what ``.ci/run`` runs (this test is part of it).
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
FENCE = re.compile(r"^```(\w+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)

pytestmark = pytest.mark.integration


def blocks() -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in FENCE.finditer(README.read_text(encoding="utf-8"))]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_the_readme_is_a_front_door_not_a_lab_notebook() -> None:
    assert len(README.read_text(encoding="utf-8").splitlines()) < 300
    kinds = [kind for kind, _ in blocks()]
    assert kinds[0] == "sh" and "python" in kinds and "json" in kinds


def test_every_command_of_the_readme_runs(tmp_path: Path) -> None:
    found = blocks()
    (_, setup), rest = found[0], found[1:]
    assert [line.split("#")[0].strip() for line in setup.strip().splitlines()] == ["make demo", "make test"]
    assert "make test" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")

    work = tmp_path / "newcomer"
    work.mkdir()
    (work / ".venv").symlink_to(ROOT / ".venv")
    port = str(free_port())
    env = {
        **os.environ,
        "SPANPROOF_HOME": str(tmp_path / "home"),
        "SPANPROOF_SERVER_IDLE": "0",
        "PATH": f"{ROOT / '.venv' / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
    }

    def run(script: str, cwd: Path) -> str:
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=1200,
        )
        assert done.returncode == 0, f"{script}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}"
        return done.stdout

    demo = run("make demo", ROOT)
    assert "Refused:" in demo and "p." in demo

    printed = ""
    for kind, body in rest:
        if kind == "sh":
            printed = run(body.replace("8765", port), work)
        elif kind == "text":
            first = body.strip().splitlines()[0]
            assert first in printed, f"the README shows {first!r}; the command printed:\n{printed}"
        elif kind == "python":
            (work / "example.py").write_text(body, encoding="utf-8")
            done = subprocess.run(
                [sys.executable, "example.py"], cwd=work, env=env, capture_output=True, text=True, timeout=600
            )
            assert done.returncode == 0, done.stderr
            assert done.stdout.startswith("answered "), done.stdout
            assert "px200.md p.1" in done.stdout
        elif kind == "json":
            json.loads(body)
        else:
            raise AssertionError(f"a README block of an unknown kind: {kind}")

"""What starting the CLI and importing the package load: real subprocesses, their sys.modules afterwards."""

from __future__ import annotations

import json
import subprocess
import sys

import spanproof

# The answering stack's heavy parts; none of them is needed to print help.
HEAVY = ["psycopg", "numpy", "pydantic", "onnxruntime", "tokenizers", "spanproof.api", "spanproof.store.db"]


def loaded_after(code: str) -> list[str]:
    probe = f"{code}\nimport json, sys\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


def test_help_loads_neither_the_driver_nor_numpy_nor_the_answering_stack() -> None:
    help_run = (
        "import sys\n"
        "sys.argv = ['spanproof', '--help']\n"
        "from spanproof.cli.app import app\n"
        "try:\n    app()\nexcept SystemExit as exc:\n    assert exc.code == 0, exc.code\n"
    )
    assert loaded_after(help_run) == []
    assert loaded_after("import spanproof.cli.app") == []
    # and rich's markdown renderer (typer's rich help imports it) is not loaded for help either
    assert (
        "rich.markdown"
        not in subprocess.run(
            [sys.executable, "-c", help_run + "print(sorted(sys.modules))"], capture_output=True, text=True, timeout=120
        ).stdout
    )


def test_importing_the_package_is_cheap_and_each_name_loads_its_module() -> None:
    assert loaded_after("import spanproof") == []
    assert loaded_after("from spanproof import SpanproofError, DEFAULT_COLLECTION") == []
    assert "spanproof.api" in loaded_after("from spanproof import Spanproof")


def test_every_public_name_resolves_and_is_listed() -> None:
    assert sorted(spanproof._SOURCES) == sorted(spanproof.__all__)
    assert set(spanproof.__all__) <= set(dir(spanproof))
    for name in spanproof.__all__:
        module = __import__(spanproof._SOURCES[name], fromlist=[name])
        assert getattr(spanproof, name) is getattr(module, name)
    try:
        spanproof.NoSuchName  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as exc:
        assert "NoSuchName" in str(exc)
    else:
        raise AssertionError("an unknown name must raise AttributeError")

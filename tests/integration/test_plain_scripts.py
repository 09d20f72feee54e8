"""The Python API from a plain, unguarded user script, as a newcomer writes it: no ``if __name__ == "__main__":``.

Each way of running the same code (a script file, ``python -c``, ``python -m``, a script run through ``runpy``, an
interactive session) ingests a PDF, a DOCX, a text and a Markdown file, answers with a citation and gives the
collection's stats; the parsers' children never run the caller's code, so the top level's side effect (a line
appended to a file) happens exactly once. Real subprocesses, each with its own SPANPROOF_HOME.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import SHARED_DATA

pytestmark = pytest.mark.integration

SAMPLES = SHARED_DATA / "pdf-samples"
FILES = ["handbook_docx_via_libreoffice.pdf", "handbook.docx", "handbook.md", "scan_page5_groundtruth.txt"]

# No blank line inside a block: the same text is typed into an interactive session.
USER_CODE = """\
import json, os
from spanproof import Spanproof

with open(os.environ["SIDE_EFFECTS"], "a") as log:
    log.write("top level ran\\n")

with Spanproof() as sp:
    report = sp.ingest([os.environ["CORPUS"]], collection=os.environ["COLLECTION"])
    answer = sp.ask("Which terminals is the supply connected to?", collection=os.environ["COLLECTION"])
    stats = sp.stats(collection=os.environ["COLLECTION"])
    result = {"files": {f.source: [f.status, f.error] for f in report.files}, "status": answer.status}
    result.update(answer=answer.answer, citations=[c.document for c in answer.citations])
    result.update(documents=stats["documents"])
    print(json.dumps(result))

"""


@pytest.fixture(scope="module")
def home() -> Iterator[Path]:
    """One data folder for this module's scripts (each starts and stops the embedded PostgreSQL in it). Not under
    pytest's temporary folder: another pytest run makes that folder private to root again, and the embedded
    server's own user could no longer reach a data folder inside it."""
    folder = Path(tempfile.mkdtemp(prefix="spanproof-scripts-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def _run(how: str, folder: Path, home: Path) -> subprocess.CompletedProcess[str]:
    corpus = folder / "manuals"
    corpus.mkdir()
    for name in FILES:
        shutil.copy(SAMPLES / name, corpus / name)
    env = {
        **os.environ,
        "SPANPROOF_HOME": str(home),
        "CORPUS": str(corpus),
        "SIDE_EFFECTS": str(folder / "side_effects.log"),
        "COLLECTION": f"script-{how.strip('-')}",  # a new collection each: every file is parsed, none is unchanged
    }
    env.pop("SPANPROOF_DATABASE_URL", None)
    env.pop("PYTHONPATH", None)  # the user's script finds spanproof where it is installed, as a user's would
    stdin = None
    if how == "script":
        (folder / "first.py").write_text(USER_CODE, encoding="utf-8")
        command = [sys.executable, "first.py"]
    elif how == "-c":
        command = [sys.executable, "-c", USER_CODE]
    elif how == "-m":
        (folder / "mymodule.py").write_text(USER_CODE, encoding="utf-8")
        command = [sys.executable, "-m", "mymodule"]
    elif how == "runpy":
        (folder / "inner.py").write_text(USER_CODE, encoding="utf-8")
        (folder / "outer.py").write_text("import runpy\nrunpy.run_path('inner.py', run_name='__main__')\n")
        command = [sys.executable, "outer.py"]
    else:  # an interactive session, its lines typed in
        command = [sys.executable, "-i", "-q"]
        stdin = USER_CODE
    return subprocess.run(command, cwd=folder, env=env, input=stdin, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("how", ["script", "-c", "-m", "runpy", "interactive"])
def test_an_unguarded_script_ingests_every_format_answers_and_runs_its_top_level_once(
    how: str, tmp_path: Path, home: Path
) -> None:
    ran = _run(how, tmp_path, home)
    assert ran.returncode == 0, ran.stderr
    assert "bootstrapping phase" not in ran.stderr
    lines = [line for line in ran.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 1, (ran.stdout, ran.stderr)
    result = json.loads(lines[0])
    assert result["files"] == {name: ["ingested", None] for name in FILES}
    assert result["documents"] == len(FILES)
    assert result["status"] == "answered", result
    assert "terminals L and N" in result["answer"]
    assert result["citations"] and set(result["citations"]) <= set(FILES)
    assert (tmp_path / "side_effects.log").read_text(encoding="utf-8") == "top level ran\n"

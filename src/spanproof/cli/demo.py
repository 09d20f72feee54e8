"""``spanproof demo``: ingest the bundled FAA handbook sample and answer example questions."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import Annotated

import typer

from spanproof.cli.documents import run_ingest
from spanproof.cli.session import open_client

DEMO_COLLECTION = "faa-powerplant-demo"

# Three the gate confirms; one whose right statement it does not confirm (shown under the refusal as not an answer,
# the lower tier); then two it must refuse: off-corpus, and a near miss (the handbook discusses turbine blades but
# never states their melting point). Scores with the gate fitted on 2026-12-08, session 57 (threshold 0.71): 0.77,
# 0.83, 0.87 and 0.68 (the abradable strip's definition, the lower tier's example until 2026-12-05, scores 0.70: too
# close to the threshold to show either tier).
DEMO_QUESTIONS = (
    "What is a fire zone?",
    "What type of fire extinguishing agent is used in engine fire protection systems?",
    "What is a Class B fire?",
    "What is a pitch angle?",
    "How many engines does a Boeing 747 have?",
    "What is the melting point of the turbine blades?",
)


@contextmanager
def demo_corpus() -> Iterator[Path]:
    """The FAA sample, shipped inside the package (spanproof/demo_corpus), as a folder for as long as it is used."""
    with resources.as_file(resources.files("spanproof") / "demo_corpus") as folder:
        yield folder


def demo(
    corpus: Annotated[Path | None, typer.Option(help="Folder to ingest (default: the FAA sample).")] = None,
) -> None:
    """Ingest the FAA Powerplant handbook sample and answer example questions with verified citations."""
    from spanproof.cli.render import console, print_answer, print_ingest_report

    with demo_corpus() as bundled:
        folder = corpus or bundled
        if not folder.is_dir():
            raise typer.BadParameter(f"no folder at {folder}; pass --corpus with a folder of documents")
        with open_client() as client:
            console.rule(f"Ingesting {folder}")
            report = run_ingest(client, [folder], DEMO_COLLECTION, show_progress=True)
            print_ingest_report(report)
            for question in DEMO_QUESTIONS:
                console.rule()
                console.print(f"[bold]Q: {question}[/]")
                print_answer(client.ask(question, collection=DEMO_COLLECTION))
    if report.failed:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command()(demo)

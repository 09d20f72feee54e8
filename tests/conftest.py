"""Shared fixtures: one real embedded PostgreSQL and one real embedder for the whole session.

The data folder (SPANPROOF_HOME) points at a temporary directory, never at the user's own.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from spanproof import Settings, Spanproof
from spanproof.types import Answer, Citation

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"
FAA = REPO / "src" / "spanproof" / "demo_corpus"  # the demo corpus, shipped inside the package
# Its documents, sorted as ingestion walks the folder.
FAA_FILES = [
    "02_amtp_toc.pdf",
    "14_amtp_glossary.pdf",
    "15_amtp_index.pdf",
    "ch05_engine-starting-systems.pdf",
    "ch06_lubrication-and-cooling-systems.pdf",
    "ch09_engine-fire-protection-systems.pdf",
]


@pytest.fixture(scope="session", autouse=True)
def _cli_servers_stop_at_exit() -> None:
    """CLI subprocesses stop the embedded server when they exit, as the Python API does: the CLI's default keeps it
    up for 10 minutes, which would leave servers and watchdogs running after the suite (the tests of keeping it up
    set SPANPROOF_SERVER_IDLE themselves and stop what they started)."""
    os.environ["SPANPROOF_SERVER_IDLE"] = "0"


@pytest.fixture(scope="session")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("spanproof-home")


@pytest.fixture(scope="session")
def settings(home: Path) -> Settings:
    os.environ["SPANPROOF_HOME"] = str(home)  # for CLI subprocesses started by tests
    os.environ.pop("SPANPROOF_DATABASE_URL", None)
    return Settings(home=home)


@pytest.fixture(scope="session")
def client(settings: Settings) -> Iterator[Spanproof]:
    with Spanproof(settings) as sp:
        yield sp


@pytest.fixture
def collection() -> str:
    """A fresh collection name per test, so tests never see each other's documents."""
    return f"t-{uuid.uuid4().hex[:10]}"


@pytest.fixture(scope="session")
def faa_collection(client: Spanproof) -> str:
    """Two real FAA chapters (rendered one PDF page per handbook page) and the real glossary PDF."""
    name = "faa-sample"
    report = client.ingest(
        [
            FAA / "ch05_engine-starting-systems.pdf",
            FAA / "ch06_lubrication-and-cooling-systems.pdf",
            FAA / "14_amtp_glossary.pdf",
        ],
        collection=name,
    )
    assert not report.failed, report.to_dict()
    return name


def shown_citations(answer: Answer) -> list[Citation]:
    """The citations an answer shows: its own when confirmed, else its unconfirmed statement's (may be none)."""
    return list(answer.citations or (answer.unconfirmed.citations if answer.unconfirmed else []))


def stored_page(client: Spanproof, collection: str, document: str, page: int) -> str:
    """Read a page straight from the database (not through the code under test)."""
    with client.db.connection() as conn:
        row = conn.execute(
            "SELECT p.text FROM pages p JOIN documents d ON d.id = p.document_id"
            " JOIN collections c ON c.id = d.collection_id"
            " WHERE c.name = %s AND d.source = %s AND p.number = %s",
            (collection, document, page),
        ).fetchone()
    assert row is not None, (document, page)
    return str(row[0])

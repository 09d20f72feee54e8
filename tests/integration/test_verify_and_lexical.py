"""The verifier against stored pages, exact-identifier search, model mismatch, migrations."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from spanproof import Citation, IndexModelMismatch, NotFound, Settings, Spanproof
from tests.conftest import SHARED_DATA, stored_page

pytestmark = pytest.mark.integration

FASTAPI = SHARED_DATA / "fastapi-docs" / "docs"


@pytest.fixture(scope="module")
def identifiers_collection(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("ids")
    (folder / "faults.txt").write_text(
        "PX-200 fault codes\n\nE-21: inlet pressure below 0.5 bar for 10 s. Check the strainer.\n\n"
        "E-12: motor overtemperature. Let the motor cool down.\n\fPage two\n\nPart 65-1234A is the seal kit.\n",
        encoding="utf-8",
    )
    report = client.ingest(
        [
            folder / "faults.txt",
            FASTAPI / "tutorial" / "response-model.md",
            FASTAPI / "reference" / "status.md",
            FASTAPI / "tutorial" / "body.md",
            FASTAPI / "tutorial" / "query-params.md",
        ],
        collection="identifiers",
    )
    assert not report.failed, report.to_dict()
    return "identifiers"


@pytest.mark.parametrize(
    ("query", "document", "needle"),
    [
        ("E-21", "faults.txt", "E-21"),
        ("e21", "faults.txt", "E-21"),  # a code typed without its hyphen
        ("65-1234A", "faults.txt", "65-1234A"),
        ("response_model_exclude_unset", "response-model.md", "response_model_exclude_unset"),
        ("HTTP_418_IM_A_TEAPOT", "status.md", "HTTP_418_IM_A_TEAPOT"),
    ],
)
def test_lexical_finds_exact_identifiers(
    client: Spanproof, identifiers_collection: str, query: str, document: str, needle: str
) -> None:
    hits = client.search(query, collection=identifiers_collection, k=5)
    top_lexical = next(h for h in hits if h.scores.lexical_rank == 1)
    assert top_lexical.document == document
    assert needle in top_lexical.text


def test_text_pages_split_on_form_feed(client: Spanproof, identifiers_collection: str) -> None:
    hit = client.search("seal kit 65-1234A", collection=identifiers_collection, k=1)[0]
    assert (hit.document, hit.page) == ("faults.txt", 2)


def citation_of(client: Spanproof, collection: str, query: str) -> Citation:
    hit = client.search(query, collection=collection, k=1)[0]
    return Citation(
        hit.document,
        hit.title,
        hit.document_version,
        hit.page,
        hit.start,
        hit.end,
        hit.text,
        effective_from=hit.effective_from,
        effective_to=hit.effective_to,
        recorded_at=hit.recorded_at,
    )


def test_verifier_accepts_exact_and_repairs_normalised_quotes(client: Spanproof, identifiers_collection: str) -> None:
    exact = citation_of(client, identifiers_collection, "E-21 inlet pressure")
    assert client.verify(exact, collection=identifiers_collection).citation == exact

    sloppy = replace(exact, start=0, end=5, quote="  e-21:   INLET pressure\nbelow 0.5 bar ")
    repaired = client.verify(sloppy, collection=identifiers_collection).citation
    assert repaired is not None
    assert repaired.quote == "E-21: inlet pressure below 0.5 bar"
    page = stored_page(client, identifiers_collection, repaired.document, repaired.page)
    assert page[repaired.start : repaired.end] == repaired.quote


def test_verifier_rejects_quotes_not_in_the_page(client: Spanproof, identifiers_collection: str) -> None:
    exact = citation_of(client, identifiers_collection, "E-21 inlet pressure")
    invented = replace(exact, quote="E-21: inlet pressure below 3 bar")
    result = client.verify(invented, collection=identifiers_collection)
    assert result.citation is None and "not found" in (result.reason or "")
    wrong_page = replace(exact, page=99)
    assert client.verify(wrong_page, collection=identifiers_collection).citation is None
    wrong_document = replace(exact, document="other.txt")
    assert client.verify(wrong_document, collection=identifiers_collection).citation is None


class OtherModel:
    model_id = "some-other-model"
    dim = 384

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return np.ones((len(texts), 384), dtype=np.float32) / np.sqrt(384)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]


def test_embedding_model_mismatch_is_a_clear_error(settings: Settings, identifiers_collection: str) -> None:
    with (
        Spanproof(settings, embedder=OtherModel()) as sp,
        pytest.raises(IndexModelMismatch, match="all-MiniLM"),
    ):
        sp.search("E-21", collection=identifiers_collection)


class Fp32Stand:
    """Records a collection as the fp32 model did, without needing torch to run it."""

    model_id = "all-MiniLM-L6-v2"
    dim = 384
    embed_documents = OtherModel.embed_documents
    embed_query = OtherModel.embed_query


@pytest.mark.parametrize("extra_installed", [True, False])
def test_a_collection_indexed_with_fp32_says_how_to_keep_using_it_or_reindex(
    settings: Settings, collection: str, monkeypatch: pytest.MonkeyPatch, extra_installed: bool
) -> None:
    from spanproof.encoders import embedder

    with Spanproof(settings, embedder=Fp32Stand()) as sp:
        assert sp.create_collection(collection)
    monkeypatch.setattr(embedder, "fp32_extra_missing", lambda: [] if extra_installed else ["torch"])
    int8 = settings.model_copy(update={"embedding_model": "all-MiniLM-L6-v2-int8-onnx"})
    with Spanproof(int8) as sp:
        with pytest.raises(IndexModelMismatch) as raised:
            sp.search("E-21", collection=collection)
        message = str(raised.value)
    assert "was indexed with all-MiniLM-L6-v2 (384 dims)" in message
    assert "the configured embedder is all-MiniLM-L6-v2-int8-onnx" in message
    assert "set SPANPROOF_EMBEDDING_MODEL=all-MiniLM-L6-v2" in message
    assert f"spanproof collections --delete {collection}" in message and "ingest its documents again" in message
    if extra_installed:
        assert "which is installed" in message and "pip install" not in message
    else:
        assert "install the 'fp32' extra, not installed here: pip install 'spanproof[fp32]'" in message


def test_the_fp32_model_without_its_extra_is_a_config_error_naming_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    from spanproof.encoders import embedder
    from spanproof.errors import ConfigError

    monkeypatch.setattr(embedder, "fp32_extra_missing", lambda: ["torch", "sentence_transformers"])
    with pytest.raises(ConfigError, match=r"install the 'fp32' extra, pip install 'spanproof\[fp32\]'"):
        embedder.load_embedder("all-MiniLM-L6-v2")


def test_unknown_collection_is_not_found(client: Spanproof) -> None:
    with pytest.raises(NotFound):
        client.search("anything", collection="no-such-collection")


def test_migrations_are_recorded(client: Spanproof) -> None:
    with client.db.connection() as conn:
        rows = conn.execute("SELECT version, name FROM schema_migrations ORDER BY version").fetchall()
        extensions = {r[0] for r in conn.execute("SELECT extname FROM pg_extension")}
    assert rows[0] == (1, "0001_core.sql")
    assert "vector" in extensions


def test_vectors_are_stored_in_their_rows(client: Spanproof, identifiers_collection: str) -> None:
    # An out-of-line vector costs the dense query a TOAST probe per row read (migration 0005).
    with client.db.connection() as conn:
        toasted, chunks = conn.execute(
            "SELECT count(*) FILTER (WHERE pg_column_toast_chunk_id(c.embedding) IS NOT NULL), count(*)"
            " FROM chunks c JOIN collections k ON k.id = c.collection_id WHERE k.name = %s",
            (identifiers_collection,),
        ).fetchone()
    assert chunks > 0
    assert toasted == 0


def _open_together(url: str, home: Path, count: int) -> list[BaseException]:
    """``count`` Database handles opened at the same moment on one URL; the errors they raised."""
    import threading

    from spanproof.store.db import Database

    start = threading.Barrier(count)
    errors: list[BaseException] = []
    opened: list[Database] = []

    def open_one() -> None:
        start.wait()
        try:
            opened.append(Database(Settings(home=home, database_url=url)).open())
        except Exception as exc:
            errors.append(exc)

    threads = [threading.Thread(target=open_one) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for db in opened:
        db.close()
    return errors


def test_processes_starting_together_on_a_fresh_database_all_open_it(client: Spanproof, home: Path) -> None:
    """``serve --workers 2`` on a new database: every process creates the extension and migrates under one lock
    (the second CREATE EXTENSION used to fail on pg_extension's unique index, and the worker with it)."""
    import uuid
    from urllib.parse import urlsplit, urlunsplit

    for _ in range(3):
        name = f"fresh_{uuid.uuid4().hex[:8]}"
        with client.db.connection() as conn:
            conn.autocommit = True
            conn.execute(f"CREATE DATABASE {name}")
        url = urlunsplit(urlsplit(client.db.url)._replace(path=f"/{name}"))
        assert _open_together(url, home, 4) == []

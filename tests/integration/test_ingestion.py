"""Idempotent ingestion, atomic replacement, and bad input that loses nothing."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from spanproof import Settings, Spanproof
from spanproof.encoders.embedder import Embedder
from tests.conftest import SHARED_DATA

pytestmark = pytest.mark.integration

SAMPLES = SHARED_DATA / "pdf-samples"


class CountingEmbedder:
    """Wraps the real embedder and counts how many texts it was asked to embed."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.embedded = 0

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        self.embedded += len(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> np.ndarray:
        return self.inner.embed_query(text)


@pytest.fixture
def counting(client: Spanproof, settings: Settings) -> CountingEmbedder:
    return CountingEmbedder(client.embedder)


def chunk_ids(client: Spanproof, collection: str, source: str) -> list[int]:
    with client.db.connection() as conn:
        rows = conn.execute(
            "SELECT ch.id FROM chunks ch JOIN documents d ON d.id = ch.document_id"
            " JOIN collections c ON c.id = d.collection_id WHERE c.name = %s AND d.source = %s ORDER BY ch.id",
            (collection, source),
        ).fetchall()
    return [r[0] for r in rows]


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_unchanged_reingest_parses_and_embeds_nothing(
    settings: Settings, counting: CountingEmbedder, collection: str, tmp_path: Path
) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    write(
        folder / "pump.md",
        "# Pump\n\nThe PX-200 pump runs at 2900 rpm.\n\n## Faults\n\nFault E-21 means low inlet pressure.\n",
    )
    shutil.copy(SAMPLES / "handbook.html", folder / "handbook.html")
    with Spanproof(settings, embedder=counting) as sp:
        first = sp.ingest([folder], collection=collection)
        assert [f.status for f in first.files] == ["ingested", "ingested"]
        assert counting.embedded > 0
        before = chunk_ids(sp, collection, "pump.md")
        counting.embedded = 0
        second = sp.ingest([folder], collection=collection)
        assert [f.status for f in second.files] == ["unchanged", "unchanged"]
        assert counting.embedded == 0
        assert chunk_ids(sp, collection, "pump.md") == before


def test_changed_file_adds_a_version_that_supersedes_the_old(
    client: Spanproof, collection: str, tmp_path: Path
) -> None:
    doc = write(tmp_path / "notes.md", "# Notes\n\nThe relief valve opens at 85 psi on the PX-200.\n")
    client.ingest([doc], collection=collection)
    old = chunk_ids(client, collection, "notes.md")
    write(doc, "# Notes\n\nThe bypass valve opens at 40 psi on the PX-300.\n")
    report = client.ingest([doc], collection=collection)
    assert report.files[0].status == "replaced"
    both = chunk_ids(client, collection, "notes.md")
    assert set(old) < set(both)  # the old version is kept, for audit
    stats = client.stats(collection)
    assert (stats["documents"], stats["versions"]) == (1, 2)
    texts = " ".join(h.text for h in client.search("valve psi", collection=collection))
    assert "PX-300" in texts and "PX-200" not in texts  # a query sees the latest


def test_failed_replacement_leaves_the_previous_version(client: Spanproof, collection: str, tmp_path: Path) -> None:
    doc = tmp_path / "manual.pdf"
    shutil.copy(SAMPLES / "handbook.pdf", doc)
    assert not client.ingest([doc], collection=collection).failed
    before = chunk_ids(client, collection, "manual.pdf")
    doc.write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 100)
    report = client.ingest([doc], collection=collection)
    assert report.files[0].status == "failed"
    assert chunk_ids(client, collection, "manual.pdf") == before
    assert client.search("PX-200 pump controller", collection=collection, k=1)[0].document == "manual.pdf"


def test_the_same_bytes_twice_in_one_ingestion_are_stored_once(
    client: Spanproof, collection: str, tmp_path: Path
) -> None:
    """The second file is prepared while the first is stored (the ingestion reads ahead), so the check that its
    bytes are stored already must hold at storing time too."""
    for name in ("a-manual.pdf", "b-copy.pdf", "c-copy.pdf"):
        shutil.copy(SAMPLES / "handbook.pdf", tmp_path / name)
    report = client.ingest([tmp_path], collection=collection)
    assert [(f.source, f.status) for f in report.files] == [
        ("a-manual.pdf", "ingested"),
        ("b-copy.pdf", "unchanged"),
        ("c-copy.pdf", "unchanged"),
    ]
    assert all("stored as 'a-manual.pdf'" in f.warnings[0] for f in report.files[1:])
    assert [d["document"] for d in client.documents(collection)] == ["a-manual.pdf"]


def test_bad_inputs_fail_one_by_one_and_the_batch_goes_on(client: Spanproof, collection: str, tmp_path: Path) -> None:
    empty = write(tmp_path / "empty.md", "")
    blank_text = write(tmp_path / "blank.txt", "  \n\n ")
    unsupported = write(tmp_path / "drawing.xyz", "not a document")
    corrupt = tmp_path / "broken.pdf"
    corrupt.write_bytes(b"%PDF-1.4\n1 0 obj << /Type /Catalog >>\ntrailer\n%%EOF")
    not_pdf = tmp_path / "fake.pdf"
    not_pdf.write_bytes(b"PK\x03\x04 this is a zip, not a pdf")
    blank = tmp_path / "blank.pdf"
    blank_pdf(blank)
    fake_docx = tmp_path / "report.docx"
    fake_docx.write_bytes(b"%PDF-1.4 a PDF renamed to .docx")
    good = write(tmp_path / "good.md", "# Good\n\nThe oil filter is replaced every 50 hours.\n")
    missing = tmp_path / "nowhere.pdf"

    report = client.ingest(
        [empty, blank_text, unsupported, corrupt, not_pdf, blank, fake_docx, missing, good], collection=collection
    )
    by_source = {f.source: f for f in report.files}
    assert by_source["good.md"].status == "ingested"
    failed = {f.source: f.error for f in report.failed}
    assert set(failed) == {
        "empty.md",
        "blank.txt",
        "drawing.xyz",
        "broken.pdf",
        "fake.pdf",
        "blank.pdf",
        "report.docx",
        str(missing),
    }
    assert "empty" in (failed["empty.md"] or "")
    assert "unsupported file type" in (failed["drawing.xyz"] or "")
    assert "cannot" in (failed["broken.pdf"] or "")
    assert "not a PDF" in (failed["fake.pdf"] or "")
    assert "OCR found none" in (failed["blank.pdf"] or "")
    assert "not a valid DOCX" in (failed["report.docx"] or "")
    assert "no such file" in (failed[str(missing)] or "")
    assert client.stats(collection)["documents"] == 1


def blank_pdf(path: Path, pages: int = 1) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    for _ in range(pages):
        pdf.add_page()
    pdf.output(str(path))


def test_zero_page_and_broken_xref_pdfs(client: Spanproof, collection: str, tmp_path: Path) -> None:
    zero = tmp_path / "zero.pdf"
    zero.write_bytes(
        b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
        b"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
    )
    broken = tmp_path / "broken_xref.pdf"
    data = (SAMPLES / "handbook.pdf").read_bytes()
    at = data.rindex(b"startxref")
    broken.write_bytes(data[:at] + b"startxref\n999999\n%%EOF\n")  # the cross-reference offset points nowhere
    report = client.ingest([zero, broken], collection=collection)
    by_source = {f.source: f for f in report.files}
    assert by_source["zero.pdf"].status == "failed"
    assert "no pages" in (by_source["zero.pdf"].error or "") or "cannot read" in (by_source["zero.pdf"].error or "")
    # pdfium rebuilds a broken cross-reference table from the objects themselves
    assert by_source["broken_xref.pdf"].status == "ingested"
    assert by_source["broken_xref.pdf"].tables == 3


def test_page_limit_is_a_clear_error(settings: Settings, client: Spanproof, collection: str, tmp_path: Path) -> None:
    doc = tmp_path / "long.txt"
    doc.write_text("\f".join(f"Page {n} text about pumps." for n in range(12)), encoding="utf-8")
    with Spanproof(settings.model_copy(update={"max_pages": 10}), embedder=client.embedder) as sp:
        report = sp.ingest([doc], collection=collection)
    assert report.files[0].status == "failed"
    assert "12 pages is over the limit of 10" in (report.files[0].error or "")


def test_encrypted_pdf_is_a_clear_error(client: Spanproof, collection: str, tmp_path: Path) -> None:
    import pypdfium2 as pdfium  # noqa: F401  (the writer below needs pypdf-free encryption)
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_encryption(owner_password="owner", user_password="secret")
    pdf.add_page()
    pdf.set_font("helvetica", size=12)
    pdf.cell(text="Classified torque table")
    path = tmp_path / "locked.pdf"
    pdf.output(str(path))
    report = client.ingest([path], collection=collection)
    assert report.files[0].status == "failed"
    assert "encrypted" in (report.files[0].error or "")

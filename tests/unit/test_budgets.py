"""Budgets are checked before the work they bound: pages before parsing, a DOCX's inflated size before reading,
rendered pixels before rendering, and OCR pages per ingestion."""

from __future__ import annotations

import io
import time
import zipfile

import docx
import pypdfium2 as pdfium
import pytest

from spanproof import Settings
from spanproof.errors import CorruptDocument, IngestError
from spanproof.ingest import ocr
from spanproof.ingest.budget import Limits
from spanproof.ingest.docx import parse_docx
from spanproof.ingest.pdf import parse_pdf
from spanproof.ingest.text import parse_text


def limits(**settings: object) -> Limits:
    return Limits.from_settings(Settings(**settings))  # type: ignore[arg-type]


def blank_pdf(pages: int, size: tuple[float, float] = (612, 792)) -> bytes:
    pdf = pdfium.PdfDocument.new()
    for _ in range(pages):
        pdf.new_page(*size)
    out = io.BytesIO()
    pdf.save(out)
    return out.getvalue()


def test_a_text_upload_of_millions_of_form_feeds_is_refused_before_pages_are_made() -> None:
    began = time.perf_counter()
    with pytest.raises(IngestError, match="over the limit of 5000"):
        parse_text(b"a\f" * 5_000_000, "feeds.txt", limits(max_pages=5000))
    assert time.perf_counter() - began < 2  # made 5 million pages before


def test_a_pdf_over_the_page_limit_is_refused_from_its_page_tree() -> None:
    with pytest.raises(IngestError, match="20 pages is over the limit of 10"):
        parse_pdf(blank_pdf(20), "long.pdf", limits(max_pages=10))


class FakeOcr:
    """Counts OCR calls and the render scales asked for (tesseract itself is tested in test_ocr.py)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.scales: list[float] = []
        self.reads = 0
        real_render = ocr.render_png

        def render(pdf: pdfium.PdfDocument, index: int, dpi: int = ocr.DPI, scale: float | None = None) -> bytes:
            self.scales.append(scale or dpi / 72)
            return real_render(pdf, index, scale=0.05)  # a thumbnail: the test needs no real pixels

        def read(png: bytes, dpi: int = ocr.DPI, language: str = "eng") -> ocr.OcrPage:
            self.reads += 1
            return ocr.OcrPage("Scanned words here.", 90.0, 3)

        monkeypatch.setattr(ocr, "render_png", render)
        monkeypatch.setattr(ocr, "read_png", read)


def test_blank_pages_past_the_ocr_budget_are_not_rendered(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeOcr(monkeypatch)
    budget = limits(ocr_max_pages=3)
    parsed = parse_pdf(blank_pdf(8), "scan.pdf", budget)
    assert fake.reads == 3 and len(fake.scales) == 3
    assert any("4-8" in w and "OCR budget" in w for w in parsed.warnings), parsed.warnings
    # the budget is the ingestion's, not the file's: a second file finds it spent
    with pytest.raises(IngestError):
        parse_pdf(blank_pdf(2), "more.pdf", budget)  # no text layer and no OCR left
    assert fake.reads == 3


def test_a_huge_page_is_rendered_within_the_pixel_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeOcr(monkeypatch)
    parse_pdf(blank_pdf(1, (14_000, 14_000)), "poster.pdf", limits(max_render_pixels=36_000_000))
    (scale,) = fake.scales
    assert (14_000 * scale) ** 2 <= 36_000_000 * 1.001  # 300 dpi would be 3.4 gigapixels
    parse_pdf(blank_pdf(1), "letter.pdf", limits(max_render_pixels=36_000_000))
    assert fake.scales[1] == pytest.approx(300 / 72)  # an ordinary page keeps 300 dpi


def docx_bytes(text: str) -> bytes:
    document = docx.Document()
    document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_a_docx_zip_bomb_is_refused_before_it_is_inflated() -> None:
    bomb = docx_bytes("a" * 20_000_000)  # 20 MB of text; the whole DOCX is 56 kB
    assert len(bomb) < 200_000
    with zipfile.ZipFile(io.BytesIO(bomb)) as archive:
        assert archive.getinfo("word/document.xml").file_size > 20_000_000
    with pytest.raises(CorruptDocument, match="zip bomb"):
        parse_docx(bomb, "bomb.docx", limits())
    with pytest.raises(CorruptDocument, match="over the limit"):
        parse_docx(docx_bytes("Short text."), "small.docx", limits(docx_max_bytes=1000))
    assert parse_docx(docx_bytes("Short text."), "small.docx", limits()).pages[0].text == "Short text."

"""OCR fallback: tesseract reads the scanned sample page almost exactly; text layers are told apart from scans."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pdfplumber
import pypdfium2
import pytest

from spanproof.ingest.ocr import OcrPage, ocr_pdf_page, tesseract_available, usable_text_layer

SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "pdf-samples"
SCANNED = SAMPLES / "scanned_page_only.pdf"
# The scan carries the handbook's running header; the ground truth holds the page body only.
RUNNING_HEADER = "ACME PX-200 Industrial Pump Controller — Service Handbook, Rev. 3"

needs_tesseract = pytest.mark.skipif(
    not tesseract_available(), reason="tesseract not installed (Debian tesseract-ocr; scripts/bootstrap.sh)"
)


def _normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _levenshtein(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        for j, char_b in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b)))
        previous = current
    return previous[-1]


def test_levenshtein_helper() -> None:
    assert _levenshtein("kitten", "sitting") == 3
    assert _levenshtein("", "abc") == 3
    assert _levenshtein("same", "same") == 0


@pytest.fixture(scope="module")
def scanned_page() -> Iterator[OcrPage]:
    pdf = pypdfium2.PdfDocument(str(SCANNED))
    try:
        yield ocr_pdf_page(pdf, 0)
    finally:
        pdf.close()


@needs_tesseract
def test_scanned_page_character_error_rate(scanned_page: OcrPage) -> None:
    assert scanned_page.text.startswith(RUNNING_HEADER + "\n\n")
    body = _normalise(scanned_page.text.removeprefix(RUNNING_HEADER))
    truth = _normalise((SAMPLES / "scan_page5_groundtruth.txt").read_text(encoding="utf-8"))
    cer = _levenshtein(body, truth) / len(truth)
    assert cer <= 0.01, f"CER {cer:.2%}\n{scanned_page.text}"
    assert "\n\n5.2 Fault code E-34: Motor overtemperature\n\n" in scanned_page.text  # paragraphs kept apart


@needs_tesseract
def test_scanned_page_confidence(scanned_page: OcrPage) -> None:
    assert 80 < scanned_page.mean_confidence <= 100
    assert scanned_page.words > 100


@needs_tesseract
def test_blank_page_gives_no_words() -> None:
    pdf = pypdfium2.PdfDocument.new()
    try:
        pdf.new_page(612, 792)
        page = ocr_pdf_page(pdf, 0, dpi=150)
    finally:
        pdf.close()
    assert page == OcrPage(text="", mean_confidence=0.0, words=0)


def test_usable_text_layer_tells_text_from_scan() -> None:
    with pdfplumber.open(SAMPLES / "handbook.pdf") as pdf:
        assert usable_text_layer(pdf.pages[0].extract_text() or "")
    with pdfplumber.open(SCANNED) as pdf:
        assert not usable_text_layer(pdf.pages[0].extract_text() or "")


@pytest.mark.parametrize("text", ["", "   \n ", "12", "- 7 -\n\x0c", "~~ ## @@ %% && ** (( )) [[ ]] {{ }} << >>"])
def test_usable_text_layer_rejects_stray_glyphs(text: str) -> None:
    assert not usable_text_layer(text)


def test_a_statement_page_of_figures_is_a_usable_text_layer() -> None:
    # Best Buy's 2023 statement of earnings laid out as labelled rows: more figures than letters, yet real text
    # (it went to OCR, which lost its rows, when only letters counted).
    rows = [
        "Revenue | 2023: $ 46,298 | 2022: $ 51,761 | 2021: $ 47,262",
        "Cost of sales | 2023: 36,386 | 2022: 40,121 | 2021: 36,689",
        "Restructuring charges | 2023: 147 | 2022: (34) | 2021: 254",
        "Diluted | 2023: 225.7 | 2022: 249.3 | 2021: 263.0",
    ]
    assert usable_text_layer("\n".join(rows))
    assert not usable_text_layer("~~ ## 12 @@ 7 %% && ** (( )) [[ ]] {{ }} << >> 3")

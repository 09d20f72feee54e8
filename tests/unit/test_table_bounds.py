"""The ruled-table finder is bounded: a page of thousands of rules, or a grid of too many cells, is not a table."""

from __future__ import annotations

import time

import pypdfium2 as pdfium
from fpdf import FPDF

from spanproof.ingest.pdf import parse_pdf
from spanproof.ingest.pdf_text import MAX_RULES, MAX_TABLE_CELLS, page_words, ruled_tables


def _grid_pdf(rows: int, columns: int, step: float = 4.0) -> bytes:
    """One page: a grid of ``rows`` x ``columns`` cells of thin rules, with a word in its first cells."""
    pdf = FPDF(unit="pt", format=(columns * step + 40, rows * step + 40))
    pdf.add_page()
    pdf.set_line_width(0.2)
    for i in range(rows + 1):
        pdf.line(20, 20 + i * step, 20 + columns * step, 20 + i * step)
    for j in range(columns + 1):
        pdf.line(20 + j * step, 20, 20 + j * step, 20 + rows * step)
    pdf.set_font("Helvetica", size=2)
    for i in range(2):
        for j in range(3):
            pdf.text(20 + j * step + 0.2, 20 + (i + 1) * step - 0.3, "x")
    return bytes(pdf.output())


def _tables(data: bytes) -> tuple[list[object], float]:
    doc = pdfium.PdfDocument(data)
    page = doc[0]
    began = time.perf_counter()
    found = ruled_tables(page, page_words(page))
    took = time.perf_counter() - began
    page.close()
    doc.close()
    return list(found), took


def test_a_grid_of_more_cells_than_the_limit_is_not_laid_out_as_a_table() -> None:
    side = int(MAX_TABLE_CELLS**0.5) + 20  # (side x side) cells, 2 x (side + 1) rules: under MAX_RULES
    assert 2 * (side + 1) < MAX_RULES
    found, took = _tables(_grid_pdf(side, side))
    assert found == []
    assert took < 5


def test_a_page_of_more_rules_than_the_limit_is_no_table_and_parses_quickly() -> None:
    data = _grid_pdf(MAX_RULES, 3, step=3.0)
    found, took = _tables(data)
    assert found == []
    assert took < 5
    began = time.perf_counter()
    parse_pdf(data, "rules.pdf", use_ocr=False)
    assert time.perf_counter() - began < 10


def test_a_small_grid_is_still_a_table() -> None:
    pdf = FPDF(unit="pt", format=(300, 200))
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    for i in range(4):
        pdf.line(20, 20 + i * 30, 260, 20 + i * 30)
    for j in range(3):
        pdf.line(20 + j * 120, 20, 20 + j * 120, 110)
    for i, (a, b) in enumerate([("Mode", "Value"), ("Flow", "1"), ("Pressure", "2")]):
        pdf.text(25, 40 + i * 30, a)
        pdf.text(145, 40 + i * 30, b)
    found, _ = _tables(bytes(pdf.output()))
    assert len(found) == 1

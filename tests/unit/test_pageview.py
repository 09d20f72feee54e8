"""The page view's span location: boxes only where stored offsets map exactly to the PDF's characters."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pypdfium2 as pdfium

from spanproof.ingest.pdf import parse_pdf
from spanproof.pageview import MAX_PIXELS, render_png, span_rects
from spanproof.types import ParsedDocument
from tests.conftest import SHARED_DATA

HANDBOOK = SHARED_DATA / "pdf-samples" / "handbook.pdf"


@cache
def handbook() -> tuple[bytes, ParsedDocument]:
    data = HANDBOOK.read_bytes()
    return data, parse_pdf(data, "handbook.pdf", use_ocr=False)


def test_a_prose_span_gets_one_box_per_line_inside_the_page() -> None:
    data, parsed = handbook()
    text = parsed.pages[3].text
    start = text.index("Step 1.")
    end = text.index("\n", text.index("\n", start) + 1)  # two lines
    rects = span_rects(data, 4, text, start, end)
    assert rects is not None and len(rects) == 2
    for rect in rects:
        assert 0 <= rect.left < rect.left + rect.width <= 1 and 0 <= rect.top < rect.top + rect.height <= 1
    assert rects[0].top < rects[1].top  # in reading order, line under line


def test_the_boxes_are_the_characters_pdfium_reports_for_those_words() -> None:
    data, parsed = handbook()
    text = parsed.pages[3].text
    start = text.index("Step 1.")
    end = start + len("Step 1.")
    rects = span_rects(data, 4, text, start, end)
    assert rects is not None and len(rects) == 1
    doc = pdfium.PdfDocument(data)
    page = doc[3]
    width, height = page.get_width(), page.get_height()
    textpage = page.get_textpage()
    found = textpage.search("Step 1.", match_case=True).get_next()
    assert found is not None
    boxes = [textpage.get_charbox(i, loose=True) for i in range(found[0], found[0] + found[1])]
    left = min(b[0] for b in boxes) / width
    top = (height - max(b[3] for b in boxes)) / height
    assert abs(rects[0].left - left) < 1e-6 and abs(rects[0].top - top) < 1e-6
    doc.close()


def test_no_box_when_the_offsets_do_not_map_exactly() -> None:
    data, parsed = handbook()
    page2 = parsed.pages[1].text
    row = page2.index("Mode: Constant Flow")  # a table row is rebuilt from cells: no character mapping
    assert span_rects(data, 2, page2, row, row + 30) is None
    text = parsed.pages[3].text
    start = text.index("Step 1.")
    assert span_rects(data, 4, text.replace("Step", "Stop"), start, start + 7) is None  # not the stored text
    assert span_rects(data, 4, text, start - 1, start) is None


def test_a_rendered_page_is_cached(tmp_path: Path) -> None:
    data, _ = handbook()
    png = render_png(data, 1, tmp_path)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    cached = list(tmp_path.iterdir())
    assert [p.name for p in cached] == ["1@1.5.png"]
    assert render_png(data, 1, tmp_path) == png


def test_a_huge_page_is_rendered_within_the_pixel_bound(tmp_path: Path) -> None:
    pdf = pdfium.PdfDocument.new()
    pdf.new_page(14_400, 14_400)  # 200 inches a side: 466 million pixels at the page view's scale
    path = tmp_path / "huge.pdf"
    pdf.save(path)
    png = render_png(path.read_bytes(), 1, tmp_path / "cache")
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")  # the PNG's IHDR
    assert width * height <= MAX_PIXELS and width == height > 2000

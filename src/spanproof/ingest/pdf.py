"""Digital PDF: pdfplumber for text in reading order, pypdfium2 for the page count and bookmarks.

Pages are read one at a time and released, so memory stays bounded on long files. A page split by a
clear vertical gutter is read column by column (draw order is not reading order).
"""

from __future__ import annotations

import itertools
import logging
from pathlib import PurePath
from typing import Any

import pdfplumber
import pypdfium2 as pdfium

from spanproof.errors import CorruptDocument, EmptyDocument, NoTextLayer
from spanproof.ingest.text import paragraph_blocks
from spanproof.types import Block, Page, ParsedDocument

# pdfminer logs every odd object at WARNING; a corrupt file is reported once, by us.
logging.getLogger("pdfminer").setLevel(logging.ERROR)

_MIN_COLUMN_WORDS = 20


def _bookmarks(data: bytes) -> tuple[int, list[tuple[int, int, str]], dict[str, Any]]:
    """Page count, (page, level, title) bookmarks and metadata; raises for unreadable files."""
    try:
        doc = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        raise ValueError(str(exc)) from exc
    try:
        marks: list[tuple[int, int, str]] = []
        for item in doc.get_toc(max_depth=16):
            dest = item.get_dest()
            title = " ".join(item.get_title().split())
            index = dest.get_index() if dest is not None else None
            # Tagged PDFs expose their structure tree as bookmarks: keep what reads like a heading.
            if index is None or not title or len(title) > 100:
                continue
            if marks and marks[-1][2] == title:
                continue
            marks.append((index + 1, item.level, title))
        return len(doc), marks, doc.get_metadata_dict()
    finally:
        doc.close()


def _heading_path(marks: list[tuple[int, int, str]], page: int) -> tuple[str, ...]:
    path: list[tuple[int, str]] = []
    for mark_page, level, title in marks:
        if mark_page > page:
            break
        path = [(lvl, t) for lvl, t in path if lvl < level] + [(level, title)]
    return tuple(t for _, t in path)


def _gutter(words: list[dict[str, Any]], width: float) -> float | None:
    """The x of an empty vertical band in the middle third with enough words on both sides, if any."""
    if len(words) < 2 * _MIN_COLUMN_WORDS:
        return None
    lo, hi = int(width / 3), int(2 * width / 3)
    covered = bytearray(int(width) + 2)
    for word in words:
        for x in range(max(int(word["x0"]), lo), min(int(word["x1"]) + 1, hi + 1)):
            covered[x] = 1
    free = [x for x in range(lo, hi + 1) if not covered[x]]
    if not free:
        return None
    # the widest run of free x positions
    best_start, best_len, run_start = free[0], 1, free[0]
    for prev, x in itertools.pairwise(free):
        if x != prev + 1:
            run_start = x
        if x - run_start + 1 > best_len:
            best_start, best_len = run_start, x - run_start + 1
    if best_len < 6:
        return None
    split = best_start + best_len / 2
    left = sum(1 for w in words if w["x1"] <= split)
    right = sum(1 for w in words if w["x0"] >= split)
    return split if min(left, right) >= _MIN_COLUMN_WORDS else None


def _page_text(page: Any) -> str:
    words = page.extract_words()
    split = _gutter(words, float(page.width))
    if split is None:
        return str(page.extract_text() or "")
    left = page.crop((0, 0, split, page.height)).extract_text() or ""
    right = page.crop((split, 0, page.width, page.height)).extract_text() or ""
    return f"{left}\n\n{right}"


def parse_pdf(data: bytes, source: str) -> ParsedDocument:
    if not data:
        raise EmptyDocument(source, "the file is empty")
    if not data.lstrip()[:5].startswith(b"%PDF"):
        raise CorruptDocument(source, "not a PDF (no %PDF header)")
    try:
        page_count, marks, info = _bookmarks(data)
    except ValueError as exc:
        message = str(exc)
        if "password" in message.lower():
            raise CorruptDocument(source, "the PDF is encrypted; decrypt it first") from exc
        raise CorruptDocument(source, f"cannot read the PDF: {message}") from exc
    if page_count == 0:
        raise EmptyDocument(source, "the PDF has no pages")

    pages: list[Page] = []
    blocks: list[Block] = []
    try:
        import io

        with pdfplumber.open(io.BytesIO(data)) as pdf:
            for number, plumber_page in enumerate(pdf.pages, start=1):
                page = Page(number, _page_text(plumber_page))
                plumber_page.close()  # release the parsed objects: bounded memory on long files
                pages.append(page)
                blocks.extend(paragraph_blocks(page, _heading_path(marks, number)))
    except Exception as exc:  # pdfminer raises many unrelated types for damaged files
        raise CorruptDocument(source, f"cannot extract text: {type(exc).__name__}: {exc}") from exc

    if not any(page.text.strip() for page in pages):
        raise NoTextLayer(source, f"none of its {page_count} pages has a text layer (scanned? OCR comes later)")
    empty = [page.number for page in pages if not page.text.strip()]
    warnings = [f"pages without text: {empty}"] if empty else []
    title = (info.get("Title") or "").strip() or PurePath(source).stem
    return ParsedDocument(title=title, pages=pages, blocks=blocks, metadata={}, warnings=warnings)

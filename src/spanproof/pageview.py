"""A stored page as a person checks a citation: the PDF page rendered (pypdfium2, cached on disk) with the cited
span's character boxes, or, for every other format, the stored text with the span's offsets.

A box is drawn only where the mapping from stored offsets to characters is exact: the page is laid out again from
the original file exactly as ingestion laid it out, and only when that reproduces the stored page text character
for character, and every non-space character of the span belongs to a line of words joined by single spaces, are
the span's characters given their pdfium boxes. Otherwise (an OCR page, a table row rebuilt from cells, a file
ingested by an older pipeline) there are no boxes and the page view falls back to the stored text, marked by offset.
Offsets are never resolved by re-extraction: the stored text is the reference, the layout only locates it.
"""

from __future__ import annotations

import io
import threading
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium

from spanproof.ingest.pdf_layout import layout
from spanproof.ingest.pdf_text import page_words, ruled_tables

RENDER_SCALE = 1.5  # 108 dpi: a letter page is 918 px wide
MAX_PIXELS = 6_000_000  # a huge page (a PDF page may be 200 inches a side) is rendered smaller, never gigabytes
_PDFIUM = threading.Lock()  # pdfium is not thread-safe; the service renders from its thread pool

Box = tuple[float, float, float, float]  # x0, top, x1, bottom in PDF points, y downwards


@dataclass(frozen=True)
class Rect:
    """A highlight rectangle as fractions of the page's width and height (top-left origin)."""

    left: float
    top: float
    width: float
    height: float

    def to_dict(self) -> dict[str, float]:
        return {"left": self.left, "top": self.top, "width": self.width, "height": self.height}


def span_rects(data: bytes, number: int, stored_text: str, start: int, end: int) -> list[Rect] | None:
    """One rectangle per line the span ``stored_text[start:end]`` covers on page ``number`` (from 1); None when
    the offsets do not map exactly to characters of the page."""
    with _PDFIUM:
        doc = pdfium.PdfDocument(data)
        try:
            page = doc[number - 1]
            try:
                width, height = page.get_width(), page.get_height()
                words = page_words(page, char_boxes=True)
                laid = layout(words, ruled_tables(page, words), width, height)
            finally:
                page.close()
        finally:
            doc.close()
    if laid.text != stored_text:
        return None
    located: dict[int, tuple[int, Box]] = {}  # offset -> (line index, box)
    for index, line in enumerate(laid.lines):
        if line.kind != "text" or not line.words or line.text != " ".join(w["text"] for w in line.words):
            continue
        offset = line.start
        for word in line.words:
            boxes = word.get("boxes", [])
            if len(boxes) != len(word["text"]):
                break  # not one box per character: this line is not located
            for i, box in enumerate(boxes):
                located[offset + i] = (index, box)
            offset += len(word["text"]) + 1
    wanted = [i for i in range(start, end) if not stored_text[i].isspace()]
    if not wanted or any(i not in located for i in wanted):
        return None
    by_line: dict[int, list[Box]] = {}
    for i in wanted:
        line_index, box = located[i]
        by_line.setdefault(line_index, []).append(box)
    rects = []
    for boxes in by_line.values():
        x0, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
        rects.append(Rect(x0 / width, top / height, (x1 - x0) / width, (bottom - top) / height))
    return rects


def render_png(data: bytes, number: int, cache: Path, scale: float = RENDER_SCALE) -> bytes:
    """Page ``number`` (from 1) as PNG, rendered once and then read from ``cache`` (a file per page and scale);
    at most ``MAX_PIXELS`` pixels. The highlights are fractions of the page, so any size carries them."""
    target = cache / f"{number}@{scale:g}.png"
    try:
        return target.read_bytes()
    except FileNotFoundError:
        pass
    with _PDFIUM:
        doc = pdfium.PdfDocument(data)
        try:
            page = doc[number - 1]
            try:
                pixels = max(page.get_width(), 1.0) * max(page.get_height(), 1.0) * scale * scale
                fitted = scale * min(1.0, 0.998 * (MAX_PIXELS / pixels) ** 0.5)  # pdfium rounds pixel sizes up
                image = page.render(scale=fitted).to_pil()
            finally:
                page.close()
        finally:
            doc.close()
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    png = out.getvalue()
    cache.mkdir(parents=True, exist_ok=True)
    part = target.with_suffix(f".{threading.get_ident()}.part")
    part.write_bytes(png)
    part.replace(target)
    return png

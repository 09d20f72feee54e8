"""What pdfium sees on a page: words with their boxes and fonts, and the grids of ruled tables.

pdfium is C, so reading every character with its box costs ~10 ms a page (pdfminer, under pdfplumber,
spent ~100 ms); the layout logic on top is ours (pdf_layout). Coordinates are PDF points with y growing
downwards from the top of the page, like pdfplumber's, so ``top < bottom``.
"""

from __future__ import annotations

import ctypes
import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

Word = dict[str, Any]  # text, x0, x1, top, bottom, size, fontname

_BOLD_WEIGHT = 600
_BOLD_NAME = re.compile(r"bold|black|heavy|semibold", re.I)
_SOFT_HYPHENS = {"\ufffe": "-", "\x02": "-", "\xad": "-"}  # pdfium marks a hyphen at a line end this way
_LINE_TOLERANCE = 2.0  # points: segments this close meet
# A page drawn with more rules than this is a drawing (a chart, a hatched plan, a hostile file), not a table: the
# pairwise crossing test grows with their product. A ruled table of more cells than this is not laid out as one
# (a grid of 300 x 300 rules would allocate 90,000 cells); its words stay ordinary text.
MAX_RULES = 1000
MAX_TABLE_CELLS = 10_000


def page_words(page: pdfium.PdfPage, char_boxes: bool = False) -> list[Word]:
    """Words in content-stream order: characters split on spaces, line changes and wide gaps.

    ``char_boxes``: each word also carries ``boxes``, one (x0, top, x1, bottom) per character of its text, for
    marking a stored span on the rendered page (pageview.py)."""
    height = page.get_height()
    textpage = page.get_textpage()
    try:
        raw = textpage.raw
        box = pdfium_c.FS_RECTF()
        words: list[Word] = []
        current: Word | None = None
        for index in range(pdfium_c.FPDFText_CountChars(raw)):
            char = chr(pdfium_c.FPDFText_GetUnicode(raw, index))
            char = _SOFT_HYPHENS.get(char, char)
            if char.isspace() or char == "\x00":
                current = None
                continue
            pdfium_c.FPDFText_GetLooseCharBox(raw, index, box)
            x0, x1, top, bottom = box.left, box.right, height - box.top, height - box.bottom
            if current is not None:
                size = current["size"]
                if abs(top - current["top"]) > 0.5 * size or x0 - current["x1"] > 0.8 * size or x0 < current["x0"]:
                    current = None
            if current is None:
                current = {
                    "text": char,
                    "x0": x0,
                    "x1": x1,
                    "top": top,
                    "bottom": bottom,
                    "size": round(pdfium_c.FPDFText_GetFontSize(raw, index), 2),
                    "fontname": "Bold" if _bold(raw, index) else "Regular",
                }
                words.append(current)
            else:
                current["text"] += char
                current["x1"] = max(current["x1"], x1)
                current["bottom"] = max(current["bottom"], bottom)
            if char_boxes:
                current.setdefault("boxes", []).append((x0, top, x1, bottom))
        return words
    finally:
        textpage.close()


def _bold(raw: Any, index: int) -> bool:
    """Whether a character is set in a bold face: by its font's weight, or, where the file gives none (the standard
    fonts, "Helvetica-Bold", have no font descriptor: pdfium says 0), by the font's name."""
    weight = pdfium_c.FPDFText_GetFontWeight(raw, index)
    if weight > 0:
        return bool(weight >= _BOLD_WEIGHT)
    flags = ctypes.c_int(0)
    size = pdfium_c.FPDFText_GetFontInfo(raw, index, None, 0, ctypes.byref(flags))
    if size <= 0:
        return False
    name = ctypes.create_string_buffer(size)
    pdfium_c.FPDFText_GetFontInfo(raw, index, name, size, ctypes.byref(flags))
    return is_bold_font(name.value.decode("latin-1"))


def is_bold_font(name: str) -> bool:
    """Whether a font's name says bold ("Helvetica-Bold", "Arial Black", "Inter SemiBold")."""
    return bool(_BOLD_NAME.search(name))


@dataclass(frozen=True)
class RuledTable:
    bbox: tuple[float, float, float, float]  # x0, top, x1, bottom
    rows: list[list[str]]


def _segments(page: pdfium.PdfPage) -> tuple[list[tuple[float, float, float]], list[tuple[float, float, float]]]:
    """Horizontal (y, x0, x1) and vertical (x, top, bottom) rules: thin paths and rectangle edges."""
    height = page.get_height()
    horizontal: list[tuple[float, float, float]] = []
    vertical: list[tuple[float, float, float]] = []
    for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH], max_depth=2):
        if len(horizontal) + len(vertical) > MAX_RULES:
            break  # enough to tell: ruled_tables gives up on this page
        left, low, right, high = obj.get_bounds()
        top, bottom = height - high, height - low
        wide, tall = right - left, bottom - top
        if wide <= 2 and tall > 5:
            vertical.append(((left + right) / 2, top, bottom))
        elif tall <= 2 and wide > 5:
            horizontal.append(((top + bottom) / 2, left, right))
        elif wide > 5 and tall > 5:
            horizontal += [(top, left, right), (bottom, left, right)]
            vertical += [(left, top, bottom), (right, top, bottom)]
    return horizontal, vertical


def _merge(values: list[float]) -> list[float]:
    merged: list[float] = []
    for value in sorted(values):
        if not merged or value - merged[-1] > _LINE_TOLERANCE:
            merged.append(value)
    return merged


def ruled_tables(page: pdfium.PdfPage, words: list[Word]) -> list[RuledTable]:
    """Grids of crossing rules with at least two rows and two columns of text (none on a page of more than
    MAX_RULES rules; a grid of more than MAX_TABLE_CELLS cells is skipped)."""
    horizontal, vertical = _segments(page)
    if len(horizontal) < 3 or len(vertical) < 3 or len(horizontal) + len(vertical) > MAX_RULES:
        return []
    # Union-find over rules that cross: each connected group is one table's grid.
    parent = list(range(len(horizontal) + len(vertical)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    t = _LINE_TOLERANCE
    for h, (y, x0, x1) in enumerate(horizontal):
        for v, (x, top, bottom) in enumerate(vertical):
            if x0 - t <= x <= x1 + t and top - t <= y <= bottom + t:
                parent[find(h)] = find(len(horizontal) + v)
    groups: dict[int, tuple[list[float], list[float]]] = {}
    for h, (y, _, _) in enumerate(horizontal):
        groups.setdefault(find(h), ([], []))[0].append(y)
    for v, (x, _, _) in enumerate(vertical):
        groups.setdefault(find(len(horizontal) + v), ([], []))[1].append(x)

    tables = []
    for ys_raw, xs_raw in groups.values():
        ys, xs = _merge(ys_raw), _merge(xs_raw)
        if len(ys) < 3 or len(xs) < 3 or (len(ys) - 1) * (len(xs) - 1) > MAX_TABLE_CELLS:
            continue
        grid: list[list[list[Word]]] = [[[] for _ in xs[1:]] for _ in ys[1:]]
        for word in words:
            cx, cy = (word["x0"] + word["x1"]) / 2, (word["top"] + word["bottom"]) / 2
            row, col = bisect_right(ys, cy) - 1, bisect_right(xs, cx) - 1  # the band the centre falls in
            if 0 <= row < len(ys) - 1 and 0 <= col < len(xs) - 1:
                grid[row][col].append(word)
        rows = [
            [" ".join(w["text"] for w in sorted(cell, key=lambda w: (round(w["top"]), w["x0"]))) for cell in row]
            for row in grid
        ]
        rows = [row for row in rows if any(rows_cell for rows_cell in row)]
        if len(rows) >= 2 and sum(1 for cell in rows[0] if cell) >= 2:
            tables.append(RuledTable((xs[0], ys[0], xs[-1], ys[-1]), rows))
    return tables

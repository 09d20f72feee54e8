"""Explicit-pagination PDF writer on top of fpdf2 core fonts.

Every element checks the cursor after drawing; content running past the
bottom margin raises PageOverflowError instead of silently breaking pages.
"""

from __future__ import annotations

import datetime as dt

from fpdf import FPDF
from fpdf.enums import XPos, YPos

LEFT = 16.0
RIGHT = 16.0
PAGE_W = 210.0
CONTENT_W = PAGE_W - LEFT - RIGHT
BOTTOM = 278.0
FONT = "Helvetica"


class PageOverflowError(RuntimeError):
    """Raised when content does not fit on the current page."""


class _PDF(FPDF):
    def __init__(self, header_text: str, footer_text: str) -> None:
        super().__init__(format="A4", unit="mm")
        self.core_fonts_encoding = "windows-1252"
        self.header_text = header_text
        self.footer_text = footer_text
        self.set_auto_page_break(False)
        self.set_margins(LEFT, 18, RIGHT)

    def header(self) -> None:
        self.set_font(FONT, "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_xy(LEFT, 8)
        self.cell(CONTENT_W, 4, self.header_text)
        self.set_draw_color(120, 120, 120)
        self.line(LEFT, 13, PAGE_W - RIGHT, 13)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_xy(LEFT, 18)

    def footer(self) -> None:
        self.set_draw_color(120, 120, 120)
        self.line(LEFT, 283, PAGE_W - RIGHT, 283)
        self.set_draw_color(0, 0, 0)
        self.set_font(FONT, "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_xy(LEFT, 284.5)
        self.cell(120, 4, self.footer_text)
        self.cell(CONTENT_W - 120, 4, f"Page {self.page_no()} of {{nb}}", align="R")
        self.set_text_color(0, 0, 0)


class Writer:
    """Small layout vocabulary for manuals: headings, paragraphs, tables."""

    def __init__(
        self,
        name: str,
        header_text: str,
        footer_text: str,
        created: dt.datetime,
        pages: int,
        title: str,
        author: str,
    ) -> None:
        self.name = name
        self.pages = pages
        self.pdf = _PDF(header_text, footer_text)
        self.pdf.set_creation_date(created)
        self.pdf.set_title(title)
        self.pdf.set_author(author)
        self.pdf.set_creator("stranger-manuals-5 generate.py")

    # ------------------------------------------------------------------ basics
    def page(self) -> None:
        if self.pdf.page_no() >= self.pages:
            msg = f"{self.name}: more than {self.pages} pages"
            raise PageOverflowError(msg)
        self.pdf.add_page()

    def _check(self) -> None:
        if self.pdf.get_y() > BOTTOM:
            msg = f"{self.name}: page {self.pdf.page_no()} overflows (y={self.pdf.get_y():.1f} mm > {BOTTOM} mm)"
            raise PageOverflowError(msg)

    def space(self, mm: float = 2.0) -> None:
        self.pdf.set_y(self.pdf.get_y() + mm)
        self._check()

    def _lines(self, w: float, lh: float, text: str) -> int:
        lines = self.pdf.multi_cell(w, lh, text, dry_run=True, output="LINES")
        return max(1, len(lines))

    # ---------------------------------------------------------------- elements
    def title(self, text: str, size: float = 18.0) -> None:
        self.pdf.set_font(FONT, "B", size)
        self.pdf.set_x(LEFT)
        self.pdf.multi_cell(CONTENT_W, size * 0.45, text)
        self._check()

    def h1(self, text: str) -> None:
        self.space(2.5)
        self.pdf.set_font(FONT, "B", 12.5)
        self.pdf.set_x(LEFT)
        self.pdf.cell(CONTENT_W, 6.5, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.pdf.set_draw_color(0, 0, 0)
        self.pdf.line(LEFT, self.pdf.get_y(), PAGE_W - RIGHT, self.pdf.get_y())
        self.space(1.5)

    def h2(self, text: str) -> None:
        self.space(1.8)
        self.pdf.set_font(FONT, "B", 10)
        self.pdf.set_x(LEFT)
        self.pdf.cell(CONTENT_W, 5.5, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self._check()

    def para(self, text: str, size: float = 9.0, style: str = "") -> None:
        self.pdf.set_font(FONT, style, size)
        self.pdf.set_x(LEFT)
        self.pdf.multi_cell(CONTENT_W, size * 0.47, text)
        self.space(1.0)

    def bullets(self, items: list[str], size: float = 9.0) -> None:
        lh = size * 0.47
        self.pdf.set_font(FONT, "", size)
        for item in items:
            self.pdf.set_x(LEFT + 2)
            self.pdf.cell(4, lh, "\u2022")
            self.pdf.multi_cell(CONTENT_W - 6, lh, item)
            self.pdf.set_y(self.pdf.get_y() + 0.6)
        self.space(0.8)

    def steps(self, steps: list[tuple[str, list[str]]], size: float = 9.0) -> None:
        lh = size * 0.47
        self.pdf.set_font(FONT, "", size)
        for number, (text, subs) in enumerate(steps, start=1):
            self.pdf.set_x(LEFT + 1)
            self.pdf.set_font(FONT, "B", size)
            self.pdf.cell(7, lh, f"{number}.")
            self.pdf.set_font(FONT, "", size)
            self.pdf.multi_cell(CONTENT_W - 8, lh, text)
            for letter, sub in zip("abcdefgh", subs, strict=False):
                self.pdf.set_x(LEFT + 8)
                self.pdf.cell(6, lh, f"{letter})")
                self.pdf.multi_cell(CONTENT_W - 14, lh, sub)
            self.pdf.set_y(self.pdf.get_y() + 0.7)
        self.space(0.8)

    def notice(self, label: str, text: str, size: float = 8.5) -> None:
        lh = size * 0.47
        self.pdf.set_font(FONT, "", size)
        label_w = 22.0
        n = self._lines(CONTENT_W - label_w - 3, lh, text)
        h = n * lh + 3
        y = self.pdf.get_y()
        if y + h > BOTTOM:
            msg = f"{self.name}: notice overflows page {self.pdf.page_no()}"
            raise PageOverflowError(msg)
        self.pdf.set_line_width(0.4 if label in {"WARNING", "DANGER"} else 0.2)
        self.pdf.rect(LEFT, y, CONTENT_W, h)
        self.pdf.set_line_width(0.2)
        self.pdf.set_xy(LEFT + 1.5, y + 1.5)
        self.pdf.set_font(FONT, "B", size)
        self.pdf.cell(label_w, lh, label)
        self.pdf.set_font(FONT, "", size)
        self.pdf.set_xy(LEFT + label_w + 1.5, y + 1.5)
        self.pdf.multi_cell(CONTENT_W - label_w - 3, lh, text)
        self.pdf.set_y(y + h)
        self.space(1.5)

    def table(
        self,
        headers: list[str],
        rows: list[list[str]],
        widths: list[float],
        size: float = 8.0,
    ) -> None:
        if abs(sum(widths) - CONTENT_W) > 0.01:
            msg = f"{self.name}: table widths {sum(widths)} != {CONTENT_W}"
            raise ValueError(msg)
        self._row(headers, widths, size, header=True)
        for row in rows:
            self._row(row, widths, size, header=False)
        self.space(1.2)

    def _row(self, cells: list[str], widths: list[float], size: float, *, header: bool) -> None:
        lh = size * 0.45
        self.pdf.set_font(FONT, "B" if header else "", size)
        n = max(self._lines(w, lh, t) for w, t in zip(widths, cells, strict=True))
        h = n * lh + 1.2
        y = self.pdf.get_y()
        if y + h > BOTTOM:
            msg = f"{self.name}: table row overflows page {self.pdf.page_no()}: {cells[0]!r}"
            raise PageOverflowError(msg)
        x = LEFT
        self.pdf.set_fill_color(225, 225, 225)
        for w, text in zip(widths, cells, strict=True):
            self.pdf.rect(x, y, w, h, style="DF" if header else "D")
            self.pdf.set_xy(x, y + 0.6)
            self.pdf.multi_cell(w, lh, text)
            x += w
        self.pdf.set_xy(LEFT, y + h)

    def footnotes(self, notes: list[str], size: float = 7.5) -> None:
        lh = size * 0.47
        self.pdf.set_font(FONT, "", size)
        for note in notes:
            self.pdf.set_x(LEFT)
            self.pdf.multi_cell(CONTENT_W, lh, note)
        self.space(1.0)

    def leader_line(self, left: str, right: str, indent: float, width: float, size: float) -> None:
        self.pdf.set_font(FONT, "", size)
        lh = size * 0.5
        wl = self.pdf.get_string_width(left) + 1.0
        wr = self.pdf.get_string_width(right) + 1.0
        dot = self.pdf.get_string_width(".")
        count = int((width - indent - wl - wr - 2.0) / dot)
        x0 = self.pdf.get_x()
        self.pdf.set_x(x0 + indent)
        self.pdf.cell(wl, lh, left)
        self.pdf.cell(count * dot + 2.0, lh, "." * count)
        self.pdf.cell(wr, lh, right, align="R")

    def toc(self, entries: list[tuple[str, str, int]], size: float = 9.0) -> None:
        for number, title, page in entries:
            indent = 6.0 if "." in number else 0.0
            self.pdf.set_x(LEFT)
            self.leader_line(f"{number}  {title}", str(page), indent, CONTENT_W, size)
            self.pdf.set_xy(LEFT, self.pdf.get_y() + size * 0.5)
        self.space(1.5)

    def index(self, entries: list[tuple[str, str]], size: float = 8.5) -> None:
        half = (len(entries) + 1) // 2
        col_w = CONTENT_W / 2 - 4
        y0 = self.pdf.get_y()
        lh = size * 0.5 + 0.6
        for col, chunk in enumerate((entries[:half], entries[half:])):
            for i, (term, pages) in enumerate(chunk):
                self.pdf.set_xy(LEFT + col * (col_w + 8), y0 + i * lh)
                self.leader_line(term, pages, 0.0, col_w, size)
        self.pdf.set_y(y0 + half * lh)
        self._check()

    def output(self, path: str) -> None:
        if self.pdf.page_no() != self.pages:
            msg = f"{self.name}: produced {self.pdf.page_no()} pages, expected {self.pages}"
            raise PageOverflowError(msg)
        self.pdf.output(path)

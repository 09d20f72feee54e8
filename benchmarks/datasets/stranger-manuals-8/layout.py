"""Page layout helper for the stranger-manuals-8 PDFs.

Every document is described as an explicit list of pages, each a list of blocks.
The renderer never breaks pages by itself: if a page's blocks do not fit above the
bottom margin, or a table cell's text is wider than its column, it raises
``LayoutOverflowError``. That keeps page numbers in ``qa.jsonl`` exact and stops
table cells from wrapping (wrapped cells interleave in extracted text).
"""

from __future__ import annotations

import datetime as _dt
import io
import zipfile
from pathlib import Path

from fpdf import FPDF

FIXED_DATE = _dt.datetime(2024, 1, 15, 12, 0, 0, tzinfo=_dt.UTC)
FIXED_ZIP_TIME = (2024, 1, 15, 12, 0, 0)

PAGE_W = 210.0
PAGE_H = 297.0
MARGIN_X = 18.0
TOP_Y = 24.0
BOTTOM_Y = 276.0  # content must end above this; the footer sits below it
FONT = "Helvetica"


class LayoutOverflowError(Exception):
    """Raised when content does not fit on its page or a table cell is too narrow."""


# ---------------------------------------------------------------- block constructors
def title(text: str, size: float = 18) -> tuple:
    return ("title", text, size)


def h1(text: str) -> tuple:
    return ("h1", text)


def h2(text: str) -> tuple:
    return ("h2", text)


def p(text: str, size: float = 10, style: str = "") -> tuple:
    return ("p", text, size, style)


def small(text: str) -> tuple:
    return ("p", text, 8.5, "")


def steps(items: list[str], start: int = 1) -> tuple:
    return ("steps", items, start)


def bullets(items: list[str]) -> tuple:
    return ("bullets", items)


def table(headers: list[str], widths: list[float], rows: list[list[str]], size: float = 9) -> tuple:
    return ("table", headers, widths, rows, size)


def warn(label: str, text: str) -> tuple:
    return ("warn", label, text)


def toc(entries: list[tuple[str, int]]) -> tuple:
    return ("toc", entries)


def defs(entries: list[tuple[str, str]], term_width: float = 22) -> tuple:
    return ("defs", entries, term_width)


def gap(mm: float) -> tuple:
    return ("gap", mm)


# ---------------------------------------------------------------- renderer
class _Renderer:
    def __init__(self, doc_name: str, header: str, footer: str, n_pages: int) -> None:
        self.doc_name = doc_name
        self.header = header
        self.footer = footer
        self.n_pages = n_pages
        pdf = FPDF(orientation="P", unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(MARGIN_X, TOP_Y, MARGIN_X)
        pdf.set_creation_date(FIXED_DATE)
        pdf.set_creator("stranger-manuals-8 generate.py")
        pdf.set_producer("fpdf2")
        pdf.set_title(header)
        self.pdf = pdf
        self.y = TOP_Y
        self.page_no = 0

    @property
    def width(self) -> float:
        return PAGE_W - 2 * MARGIN_X

    def _font(self, size: float, style: str = "") -> None:
        self.pdf.set_font(FONT, style=style, size=size)

    def _need(self, h: float, what: str) -> None:
        if self.y + h > BOTTOM_Y:
            raise LayoutOverflowError(
                f"{self.doc_name}: page {self.page_no} overflows at block {what[:60]!r} "
                f"(y={self.y:.1f} + {h:.1f} > {BOTTOM_Y})"
            )

    def _wrap(self, text: str, width: float) -> list[str]:
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split()
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if self.pdf.get_string_width(trial) <= width:
                    line = trial
                    continue
                if not line:
                    raise LayoutOverflowError(f"{self.doc_name}: word too wide for line: {word!r}")
                lines.append(line)
                line = word
            lines.append(line)
        return lines

    def _line_h(self, size: float) -> float:
        return size * 0.3528 * 1.45

    def _text_line(self, x: float, text: str, size: float) -> None:
        # baseline placed so that consecutive lines never share a y band
        self.pdf.text(x, self.y + size * 0.3528, text)

    def start_page(self) -> None:
        self.pdf.add_page()
        self.page_no += 1
        self.y = TOP_Y
        self._font(8, "")
        self.pdf.set_text_color(90, 90, 90)
        self.pdf.text(MARGIN_X, 12, self.header)
        self.pdf.set_draw_color(150, 150, 150)
        self.pdf.line(MARGIN_X, 14.5, PAGE_W - MARGIN_X, 14.5)
        self.pdf.line(MARGIN_X, BOTTOM_Y + 4, PAGE_W - MARGIN_X, BOTTOM_Y + 4)
        foot = f"{self.footer}    Page {self.page_no} of {self.n_pages}"
        self.pdf.text(MARGIN_X, BOTTOM_Y + 9, foot)
        self.pdf.set_text_color(0, 0, 0)
        self.pdf.set_draw_color(0, 0, 0)

    # ----- blocks
    def block(self, blk: tuple) -> None:
        kind = blk[0]
        getattr(self, f"_b_{kind}")(*blk[1:])

    def _paragraph(self, text: str, size: float, style: str, indent: float = 0.0, after: float = 2.0) -> None:
        self._font(size, style)
        lines = self._wrap(text, self.width - indent)
        lh = self._line_h(size)
        self._need(lh * len(lines), text)
        for line in lines:
            self._text_line(MARGIN_X + indent, line, size)
            self.y += lh
        self.y += after

    def _b_title(self, text: str, size: float) -> None:
        self._font(size, "B")
        lines = self._wrap(text, self.width)
        lh = self._line_h(size)
        self._need(lh * len(lines) + 3, text)
        for line in lines:
            w = self.pdf.get_string_width(line)
            self._text_line(MARGIN_X + (self.width - w) / 2, line, size)
            self.y += lh
        self.y += 3

    def _b_h1(self, text: str) -> None:
        self._need(self._line_h(13) + 10, text)  # keep a heading with at least one line of text
        self.y += 2
        self._paragraph(text, 13, "B", after=1.5)

    def _b_h2(self, text: str) -> None:
        self._need(self._line_h(11) + 9, text)
        self.y += 1
        self._paragraph(text, 11, "B", after=1.0)

    def _b_p(self, text: str, size: float, style: str) -> None:
        self._paragraph(text, size, style)

    def _hanging(self, marker: str, text: str, size: float, indent: float, style: str = "") -> None:
        self._font(size, style)
        lines = self._wrap(text, self.width - indent)
        lh = self._line_h(size)
        self._need(lh * len(lines), text)
        self._text_line(MARGIN_X, marker, size)
        for line in lines:
            self._text_line(MARGIN_X + indent, line, size)
            self.y += lh
        self.y += 1.2

    def _b_steps(self, items: list[str], start: int) -> None:
        for i, text in enumerate(items, start=start):
            self._hanging(f"{i}.", text, 10, 8)
        self.y += 1

    def _b_bullets(self, items: list[str]) -> None:
        for text in items:
            self._hanging("-", text, 10, 5)
        self.y += 1

    def _b_defs(self, entries: list[tuple[str, str]], term_width: float) -> None:
        size = 10
        lh = self._line_h(size)
        for term, text in entries:
            self._font(size, "B")
            if self.pdf.get_string_width(term) > term_width - 1.5:
                raise LayoutOverflowError(f"{self.doc_name}: term too wide: {term!r}")
            self._font(size, "")
            lines = self._wrap(text, self.width - term_width)
            self._need(lh * len(lines), term)
            self._font(size, "B")
            self._text_line(MARGIN_X, term, size)
            self._font(size, "")
            for line in lines:
                self._text_line(MARGIN_X + term_width, line, size)
                self.y += lh
            self.y += 1.5
        self.y += 1

    def _b_table(self, headers: list[str], widths: list[float], rows: list[list[str]], size: float) -> None:
        if sum(widths) > self.width + 0.01:
            raise LayoutOverflowError(f"{self.doc_name}: table wider than text area: {sum(widths)}")
        row_h = self._line_h(size) + 1.8
        self._need(row_h * (len(rows) + 1) + 3, " | ".join(headers))
        all_rows = [(headers, "B")] + [(r, "") for r in rows]
        for cells, style in all_rows:
            if len(cells) != len(widths):
                raise ValueError(f"{self.doc_name}: row has {len(cells)} cells, expected {len(widths)}: {cells}")
            x = MARGIN_X
            if style == "B":
                self.pdf.set_fill_color(225, 225, 225)
                self.pdf.rect(MARGIN_X, self.y, sum(widths), row_h, style="F")
            for text, w in zip(cells, widths, strict=True):
                self._font(size, style)
                if self.pdf.get_string_width(text) > w - 2.4:
                    raise LayoutOverflowError(f"{self.doc_name}: cell text too wide ({w} mm): {text!r}")
                self.pdf.rect(x, self.y, w, row_h)
                self.pdf.text(x + 1.2, self.y + 0.9 + size * 0.3528, text)
                x += w
            self.y += row_h
        self.y += 3

    def _b_warn(self, label: str, text: str) -> None:
        size = 9.5
        self._font(size, "")
        lines = self._wrap(text, self.width - 6)
        lh = self._line_h(size)
        h = lh * (len(lines) + 1) + 4
        self._need(h, text)
        self.pdf.set_line_width(0.6)
        self.pdf.rect(MARGIN_X, self.y, self.width, h)
        self.pdf.set_line_width(0.2)
        self.y += 2
        self._font(size, "B")
        self._text_line(MARGIN_X + 3, label, size)
        self.y += lh
        self._font(size, "")
        for line in lines:
            self._text_line(MARGIN_X + 3, line, size)
            self.y += lh
        self.y += 2 + 3

    def _b_toc(self, entries: list[tuple[str, int]]) -> None:
        size = 10.5
        lh = self._line_h(size) + 1.5
        self._need(lh * len(entries), "toc")
        self._font(size, "")
        dot_w = self.pdf.get_string_width(".")
        for name, page in entries:
            num = str(page)
            used = self.pdf.get_string_width(name + " ") + self.pdf.get_string_width(" " + num)
            n_dots = int((self.width - used) / dot_w)
            if n_dots < 3:
                raise LayoutOverflowError(f"{self.doc_name}: toc entry too long: {name!r}")
            self._text_line(MARGIN_X, f"{name} {'.' * n_dots} {num}", size)
            self.y += lh
        self.y += 2

    def _b_gap(self, mm: float) -> None:
        self._need(mm, "gap")
        self.y += mm


def render_pdf(path: Path, pages: list[list[tuple]], header: str, footer: str) -> int:
    """Render ``pages`` to ``path``; returns the page count. Raises LayoutOverflowError."""
    r = _Renderer(path.name, header, footer, len(pages))
    for blocks in pages:
        r.start_page()
        for blk in blocks:
            r.block(blk)
    path.parent.mkdir(parents=True, exist_ok=True)
    r.pdf.output(str(path))
    return len(pages)


def normalise_zip(path: Path) -> None:
    """Rewrite a zip container (DOCX) with fixed timestamps and member order for reproducible bytes."""
    with zipfile.ZipFile(path) as zin:
        members = [(info.filename, zin.read(info.filename)) for info in zin.infolist()]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zout:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=FIXED_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, data)
    path.write_bytes(buf.getvalue())

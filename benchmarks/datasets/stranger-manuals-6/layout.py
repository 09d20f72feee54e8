"""Minimal page-explicit PDF layout on top of fpdf2 (core fonts, latin-1 only).

Every page is described explicitly as a list of blocks; nothing flows from one page to the
next, so the page on which a sentence lands is decided by the author, not by the renderer.
If a page's content does not fit, ``PageOverflow`` is raised instead of silently breaking.
"""

from datetime import UTC, datetime

from fpdf import FPDF

FIXED_DATE = datetime(2024, 5, 1, 9, 0, 0, tzinfo=UTC)
PAGE_W = 210.0
PAGE_H = 297.0
MARGIN = 18.0
BOTTOM_LIMIT = PAGE_H - 20.0
BODY = 9.5


class PageOverflow(RuntimeError):
    """Raised when the blocks of one page do not fit on that page."""


def _latin1(text):
    text.encode("latin-1")  # raises UnicodeEncodeError on anything the core fonts cannot show
    return text


class Doc:
    """A PDF whose pages are rendered one explicit block list at a time."""

    def __init__(self, header, footer, title, author, font="Helvetica"):
        self.header = _latin1(header)
        self.footer = _latin1(footer)
        self.font = font
        self.pages = []
        self.pdf = FPDF(orientation="P", unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(MARGIN, MARGIN, MARGIN)
        self.pdf.set_creation_date(FIXED_DATE)
        self.pdf.set_title(_latin1(title))
        self.pdf.set_author(_latin1(author))
        self.pdf.set_creator("stranger-manuals-6 generator")
        self.pdf.set_producer("stranger-manuals-6 generator")

    def add_page(self, blocks):
        self.pages.append(blocks)

    # -- rendering -------------------------------------------------------------------------
    def save(self, path):
        total = len(self.pages)
        for number, blocks in enumerate(self.pages, start=1):
            self.pdf.add_page()
            self._chrome(number, total)
            self.pdf.set_xy(MARGIN, 28)
            for block in blocks:
                self._block(block)
                if self.pdf.get_y() > BOTTOM_LIMIT:
                    raise PageOverflow(f"{path}: page {number} overflows at block {block[0]!r}")
        self.pdf.output(str(path))

    def _chrome(self, number, total):
        pdf = self.pdf
        pdf.set_font(self.font, "", 7.5)
        pdf.set_text_color(90, 90, 90)
        pdf.set_xy(MARGIN, 10)
        pdf.cell(PAGE_W - 2 * MARGIN, 5, self.header, align="L")
        pdf.set_draw_color(120, 120, 120)
        pdf.line(MARGIN, 16, PAGE_W - MARGIN, 16)
        pdf.line(MARGIN, PAGE_H - 15, PAGE_W - MARGIN, PAGE_H - 15)
        pdf.set_xy(MARGIN, PAGE_H - 13)
        pdf.cell(PAGE_W - 2 * MARGIN, 5, f"{self.footer} - page {number} of {total}", align="C")
        pdf.set_text_color(0, 0, 0)
        pdf.set_draw_color(0, 0, 0)

    def _text(self, text, size=BODY, style="", height=None, indent=0.0):
        pdf = self.pdf
        pdf.set_font(self.font, style, size)
        pdf.set_x(MARGIN + indent)
        pdf.multi_cell(
            PAGE_W - 2 * MARGIN - indent, height or size * 0.48, _latin1(text), new_x="LMARGIN", new_y="NEXT"
        )

    def _block(self, block):
        kind, payload = block[0], block[1] if len(block) > 1 else None
        pdf = self.pdf
        if kind == "title":
            self._text(payload, size=16, style="B", height=8)
            pdf.ln(2)
        elif kind == "subtitle":
            self._text(payload, size=10.5, style="I", height=5.5)
            pdf.ln(2)
        elif kind == "h1":
            pdf.ln(2)
            self._text(payload, size=12.5, style="B", height=6.5)
            pdf.ln(1)
        elif kind == "h2":
            pdf.ln(1.5)
            self._text(payload, size=10.5, style="B", height=5.5)
            pdf.ln(0.5)
        elif kind == "p":
            self._text(payload)
            pdf.ln(1.6)
        elif kind == "note":
            self._text(payload, size=8.5, style="I")
            pdf.ln(1.6)
        elif kind == "steps":
            for i, step in enumerate(payload, start=1):
                pdf.set_font(self.font, "", BODY)
                pdf.set_x(MARGIN)
                pdf.cell(7, BODY * 0.48, f"{i}.")
                self._text(step, indent=7)
                pdf.ln(0.6)
            pdf.ln(1.0)
        elif kind == "bullets":
            for item in payload:
                pdf.set_font(self.font, "", BODY)
                pdf.set_x(MARGIN + 1)
                pdf.cell(5, BODY * 0.48, "-")
                self._text(item, indent=6)
                pdf.ln(0.4)
            pdf.ln(1.0)
        elif kind == "table":
            self._table(**payload)
        elif kind == "toc":
            self._toc(payload)
        elif kind == "space":
            pdf.ln(payload)
        else:
            raise ValueError(f"unknown block kind {kind!r}")

    def _table(self, header, rows, widths, size=8.0, align=None):
        pdf = self.pdf
        total = PAGE_W - 2 * MARGIN
        scale = total / sum(widths)
        widths = [w * scale for w in widths]
        lh = size * 0.45
        for r, row in enumerate([header, *rows]):
            style = "B" if r == 0 else ""
            pdf.set_font(self.font, style, size)
            cells = [_latin1(str(c)) for c in row]
            lines = [
                pdf.multi_cell(w - 2, lh, c, dry_run=True, output="LINES") for w, c in zip(widths, cells, strict=True)
            ]
            height = max(len(ls) for ls in lines) * lh + 1.6
            y0 = pdf.get_y()
            x = MARGIN
            if r == 0:
                pdf.set_fill_color(225, 225, 225)
                pdf.rect(MARGIN, y0, total, height, style="F")
            for i, (w, c) in enumerate(zip(widths, cells, strict=True)):
                pdf.rect(x, y0, w, height)
                pdf.set_xy(x + 1, y0 + 0.8)
                a = (align[i] if align else "L") if r else "L"
                pdf.multi_cell(w - 2, lh, c, align=a)
                x += w
            pdf.set_xy(MARGIN, y0 + height)
        pdf.ln(2.5)

    def _toc(self, entries):
        pdf = self.pdf
        pdf.set_font(self.font, "", 10.5)
        width = PAGE_W - 2 * MARGIN
        for title, page, level in entries:
            indent = 6.0 * level
            label = _latin1(title)
            num = str(page)
            room = width - indent - pdf.get_string_width(label) - pdf.get_string_width(num) - 4
            dots = "." * max(3, int(room / pdf.get_string_width(".")))
            pdf.set_x(MARGIN + indent)
            pdf.cell(width - indent, 6.5, f"{label} {dots} {num}", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)

"""Small page-layout helper on top of fpdf2 (core fonts, latin-1 only).

Every page is laid out explicitly; automatic page breaks are disabled and any
element that runs past the bottom margin raises PageOverflowError.
"""

from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.fonts import FontFace

PAGE_H = 297.0
MARGIN = 18.0
BOTTOM = PAGE_H - 20.0
FIXED_DATE = datetime(2024, 1, 15, 9, 0, 0, tzinfo=UTC)


class PageOverflowError(RuntimeError):
    """Raised when content does not fit on the current page."""


class Document:
    def __init__(self, footer, title, author, font="Helvetica"):
        self.footer = footer
        self.font = font
        self.pdf = FPDF(format="A4", unit="mm")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(MARGIN, 16, MARGIN)
        self.pdf.set_creation_date(FIXED_DATE)
        self.pdf.set_title(title)
        self.pdf.set_author(author)
        self.pdf.set_creator("stranger-manuals-7 generator")
        self.pdf.set_producer("stranger-manuals-7 generator")
        self.page_no = 0

    # -- page handling -------------------------------------------------
    def new_page(self):
        self.pdf.add_page()
        self.page_no += 1
        self.pdf.set_font(self.font, "", 7.5)
        self.pdf.set_xy(MARGIN, PAGE_H - 13)
        text = f"{self.footer}  -  Page {self.page_no}"
        self.pdf.cell(0, 4, text, align="C")
        self.pdf.set_xy(MARGIN, 16)

    def _check(self, what):
        if self.pdf.get_y() > BOTTOM:
            raise PageOverflowError(f"{self.footer}: page {self.page_no} overflows after {what!r}")

    # -- elements ------------------------------------------------------
    def title(self, text, size=15):
        self.pdf.set_font(self.font, "B", size)
        self.pdf.multi_cell(0, size * 0.5, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.space(1.5)
        self._check(text)

    def heading(self, text, size=11):
        self.space(1.5)
        self.pdf.set_font(self.font, "B", size)
        self.pdf.multi_cell(0, size * 0.5, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.space(1)
        self._check(text)

    def para(self, text, size=9.5, style="", line=None):
        self.pdf.set_font(self.font, style, size)
        self.pdf.multi_cell(0, line or size * 0.47, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.space(1.6)
        self._check(text[:40])

    def steps(self, items, size=9, start=1):
        self.pdf.set_font(self.font, "", size)
        for n, item in enumerate(items, start):
            self.pdf.set_x(MARGIN)
            self.pdf.cell(7, size * 0.47, f"{n}.")
            self.pdf.multi_cell(0, size * 0.47, item, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.space(0.8)
            self._check(item[:40])
        self.space(1)

    def table(self, headers, rows, widths, size=8.2, caption=None):
        if caption:
            self.pdf.set_font(self.font, "B", size + 0.5)
            self.pdf.multi_cell(0, size * 0.5, caption, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.space(0.8)
        self.pdf.set_font(self.font, "", size)
        head = FontFace(emphasis="BOLD", fill_color=(222, 222, 222))
        with self.pdf.table(
            col_widths=widths,
            text_align="LEFT",
            line_height=size * 0.48,
            padding=0.9,
            headings_style=head,
            first_row_as_headings=True,
        ) as table:
            for row in [headers, *rows]:
                r = table.row()
                for cell in row:
                    r.cell(str(cell))
        self.space(2)
        self._check(caption or headers[0])

    def space(self, h):
        self.pdf.set_y(self.pdf.get_y() + h)

    def save(self, path):
        self.pdf.output(str(path))
        return self.page_no

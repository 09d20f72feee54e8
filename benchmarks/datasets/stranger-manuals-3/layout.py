"""Small explicit-page layout helper on top of fpdf2 (core fonts only).

Every page is built explicitly; automatic page breaks are disabled and a page
whose content runs past the bottom limit raises PageOverflow.
"""

import datetime

from fpdf import FPDF
from fpdf.enums import XPos, YPos

PAGE_H = 297.0
BOTTOM_LIMIT = 279.0  # content must end above this (footer lives below)


class PageOverflow(Exception):
    pass


class ManualPDF(FPDF):
    def __init__(self, header_text, footer_text, total_pages, created):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.set_auto_page_break(False)
        self.set_margins(18, 16, 18)
        self.header_text = header_text
        self.footer_text = footer_text
        self.total_pages = total_pages
        self.set_creation_date(created)
        self.set_author("Technical Publications")
        self.set_creator("stranger-manuals-3 generator")
        self.set_producer("fpdf2")
        self._pages_built = 0

    # ------------------------------------------------------------ frame
    def header(self):
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_xy(self.l_margin, 8)
        self.cell(0, 4, self.header_text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.set_draw_color(150, 150, 150)
        self.line(self.l_margin, 12.5, self.w - self.r_margin, 12.5)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_xy(self.l_margin, 16)

    def footer(self):
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_xy(self.l_margin, PAGE_H - 12)
        self.cell(120, 4, self.footer_text)
        self.set_xy(self.w - self.r_margin - 40, PAGE_H - 12)
        self.cell(40, 4, f"Page {self.page_no()} of {self.total_pages}", align="R")
        self.set_text_color(0, 0, 0)

    # ------------------------------------------------------------ pages
    def build_page(self, fn, *args):
        self.add_page()
        fn(self, *args)
        self.check_fit()
        self._pages_built += 1

    def check_fit(self):
        if self.get_y() > BOTTOM_LIMIT:
            raise PageOverflow(f"page {self.page_no()} overflows: y={self.get_y():.1f} mm")

    def finish(self, path):
        if self._pages_built != self.total_pages:
            raise ValueError(f"{path}: built {self._pages_built} pages, declared {self.total_pages}")
        self.output(path)

    # ------------------------------------------------------------ blocks
    def gap(self, h=2.0):
        self.set_y(self.get_y() + h)

    def title_block(self, company, title, subtitle, lines):
        self.set_font("Helvetica", "B", 10)
        self.cell(0, 5, company, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.gap(1)
        self.set_font("Helvetica", "B", 17)
        self.multi_cell(0, 7.5, title, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.set_font("Helvetica", "B", 12)
        self.multi_cell(0, 6, subtitle, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.set_font("Helvetica", "", 9)
        for ln in lines:
            self.multi_cell(0, 4.4, ln, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.gap(1.5)
        self.line(self.l_margin, self.get_y(), self.w - self.r_margin, self.get_y())
        self.gap(2.5)

    def h1(self, text):
        self.gap(1.5)
        self.set_font("Helvetica", "B", 12)
        self.cell(0, 6.5, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.gap(0.8)

    def h2(self, text):
        self.gap(1.2)
        self.set_font("Helvetica", "B", 10)
        self.cell(0, 5.5, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.gap(0.4)

    def para(self, text, size=9, lh=4.3, style=""):
        self.set_font("Helvetica", style, size)
        self.multi_cell(0, lh, text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.gap(1.2)

    def note(self, label, text, size=8.5, lh=4.0):
        """Boxed WARNING / CAUTION / NOTE."""
        x0, y0 = self.l_margin, self.get_y()
        w = self.w - self.l_margin - self.r_margin
        self.set_font("Helvetica", "B", size)
        lw = self.get_string_width(label + ":") + 2
        self.set_font("Helvetica", "", size)
        lines = self.multi_cell(w - lw - 4, lh, text, align="L", dry_run=True, output="LINES")
        h = len(lines) * lh + 2.4
        self.set_line_width(0.35)
        self.rect(x0, y0, w, h)
        self.set_line_width(0.2)
        self.set_xy(x0 + 1.5, y0 + 1.2)
        self.set_font("Helvetica", "B", size)
        self.cell(lw, lh, label + ":")
        self.set_font("Helvetica", "", size)
        self.set_xy(x0 + 1.5 + lw, y0 + 1.2)
        self.multi_cell(w - lw - 4, lh, text, align="L")
        self.set_xy(self.l_margin, y0 + h + 2.0)

    def steps(self, items, size=8.8, lh=4.1, start=1):
        """items: list of str or (str, [substeps])."""
        n = start
        for it in items:
            if isinstance(it, tuple):
                text, subs = it
            else:
                text, subs = it, []
            self.set_font("Helvetica", "", size)
            self.set_x(self.l_margin + 2)
            self.cell(7, lh, f"{n}.")
            self.multi_cell(
                self.w - self.r_margin - self.get_x(), lh, text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT
            )
            letter = "a"
            for s in subs:
                self.set_x(self.l_margin + 9)
                self.cell(6, lh, letter + ")")
                self.multi_cell(
                    self.w - self.r_margin - self.get_x(), lh, s, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT
                )
                letter = chr(ord(letter) + 1)
            self.gap(0.6)
            n += 1
        self.gap(1.0)

    def bullets(self, items, size=8.8, lh=4.1):
        for it in items:
            self.set_font("Helvetica", "", size)
            self.set_x(self.l_margin + 2)
            self.cell(5, lh, "-")
            self.multi_cell(
                self.w - self.r_margin - self.get_x(), lh, it, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT
            )
            self.gap(0.4)
        self.gap(1.0)

    def table(self, widths, header, rows, size=8, lh=3.7, bold_first=True):
        total = sum(widths)
        avail = self.w - self.l_margin - self.r_margin
        if total > avail + 0.01:
            raise ValueError(f"table too wide: {total:.1f} > {avail:.1f}")
        pad = 1.0

        def draw_row(cells, bold_all=False, fill=False):
            y = self.get_y()
            heights = []
            for i, (w, c) in enumerate(zip(widths, cells, strict=False)):
                self.set_font("Helvetica", "B" if (bold_all or (bold_first and i == 0)) else "", size)
                lines = self.multi_cell(w, lh, c, align="L", dry_run=True, output="LINES")
                heights.append(len(lines) * lh)
            rh = max(heights) + 2 * pad
            x = self.l_margin
            for i, (w, c) in enumerate(zip(widths, cells, strict=False)):
                if fill:
                    self.set_fill_color(225, 225, 225)
                    self.rect(x, y, w, rh, style="DF")
                else:
                    self.rect(x, y, w, rh)
                self.set_font("Helvetica", "B" if (bold_all or (bold_first and i == 0)) else "", size)
                self.set_xy(x, y + pad)
                self.multi_cell(w, lh, c, align="L")
                x += w
            self.set_xy(self.l_margin, y + rh)

        if header:
            draw_row(header, bold_all=True, fill=True)
        for r in rows:
            if len(r) != len(widths):
                raise ValueError(f"row has {len(r)} cells, expected {len(widths)}: {r!r}")
            draw_row(r)
        self.gap(2.5)

    def toc(self, entries, size=9, lh=4.8):
        """entries: (indent_level, title, page)."""
        self.set_font("Helvetica", "", size)
        avail = self.w - self.l_margin - self.r_margin
        dot_w = self.get_string_width(".")
        for level, title, page in entries:
            ind = 6 * level
            pg = str(page)
            tw = self.get_string_width(title)
            pw = self.get_string_width(pg)
            sw = self.get_string_width(" ")
            n = int((avail - ind - tw - pw - 2 * sw - 1) / dot_w)
            self.set_x(self.l_margin + ind)
            self.cell(avail - ind, lh, title + " " + "." * n + " " + pg, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.gap(2)

    def index_columns(self, entries, size=8.5, lh=4.4, cols=2):
        """Alphabetical index in columns; entries: (term, pages)."""
        avail = self.w - self.l_margin - self.r_margin
        colw = (avail - 8 * (cols - 1)) / cols
        per = (len(entries) + cols - 1) // cols
        y0 = self.get_y()
        self.set_font("Helvetica", "", size)
        dot_w = self.get_string_width(".")
        ymax = y0
        for c in range(cols):
            self.set_y(y0)
            x = self.l_margin + c * (colw + 8)
            for term, pages in entries[c * per : (c + 1) * per]:
                tw = self.get_string_width(term)
                pw = self.get_string_width(pages)
                n = int((colw - tw - pw - 3) / dot_w)
                if n < 2:
                    raise ValueError("index term too long: " + term)
                self.set_x(x)
                self.cell(colw, lh, term + " " + "." * n + " " + pages, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            ymax = max(ymax, self.get_y())
        self.set_y(ymax)
        self.gap(2)


def fixed_dt(y, m, d):
    return datetime.datetime(y, m, d, 9, 0, 0, tzinfo=datetime.UTC)

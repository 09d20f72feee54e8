"""Explicit per-page PDF layout helpers built on fpdf2 core fonts.

Every page of a manual is described by a function that draws blocks onto the
current page.  Automatic page breaks are disabled; if a block would run past
the bottom margin an ``OverflowError`` is raised, so a page can never silently
spill onto the next one.
"""

import datetime

from fpdf import FPDF

FIXED_DATE = datetime.datetime(2024, 3, 1, 9, 0, 0, tzinfo=datetime.UTC)

PAGE_W = 210.0
PAGE_H = 297.0
MARGIN = 18.0
BOTTOM_LIMIT = PAGE_H - 20.0
TEXT_W = PAGE_W - 2 * MARGIN


class PageOverflowError(RuntimeError):
    pass


class ManualPDF(FPDF):
    """A4 manual with a running header and a 'Page n of m' footer."""

    def __init__(self, header_left, header_right, total_pages, creation_date=FIXED_DATE):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.core_fonts_encoding = "windows-1252"
        self.header_left = header_left
        self.header_right = header_right
        self.total_pages = total_pages
        self.set_auto_page_break(False)
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_creation_date(creation_date)
        self.set_author("Technical Publications")
        self.set_creator("stranger-manuals-4 generator")
        self.headings = []  # (level, number, title, page)
        self.current_page_name = ""

    # -- running header / footer -------------------------------------------
    def header(self):
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_xy(MARGIN, 8)
        self.cell(TEXT_W / 2, 4, self.header_left, align="L")
        self.cell(TEXT_W / 2, 4, self.header_right, align="R")
        self.set_draw_color(150, 150, 150)
        self.line(MARGIN, 13, PAGE_W - MARGIN, 13)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_xy(MARGIN, MARGIN)

    def footer(self):
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_xy(MARGIN, PAGE_H - 13)
        self.cell(TEXT_W, 4, f"Page {self.page_no()} of {self.total_pages}", align="C")
        self.set_text_color(0, 0, 0)

    # -- overflow guard ------------------------------------------------------
    def guard(self):
        if self.get_y() > BOTTOM_LIMIT + 0.01:
            raise PageOverflowError(
                f"{self.header_right}: page {self.page_no()} overflows "
                f"(y={self.get_y():.1f} mm > {BOTTOM_LIMIT:.1f} mm)"
            )

    def space(self, h=2.0):
        self.set_y(self.get_y() + h)
        self.guard()

    # -- blocks --------------------------------------------------------------
    def title_block(self, lines):
        """lines: list of (text, size, style)."""
        for text, size, style in lines:
            self.set_font("Helvetica", style, size)
            self.multi_cell(TEXT_W, size * 0.5, text, new_x="LMARGIN", new_y="NEXT")
            self.space(1.2)
        self.guard()

    def heading(self, number, title, level=1):
        size = {1: 13, 2: 11, 3: 10}[level]
        self.space(2.5 if level == 1 else 1.5)
        self.set_font("Helvetica", "B", size)
        label = f"{number} {title}" if number else title
        self.multi_cell(TEXT_W, size * 0.5, label, new_x="LMARGIN", new_y="NEXT")
        self.headings.append((level, number, title, self.page_no()))
        self.space(1.0)

    def para(self, text, size=9.5, style=""):
        self.set_font("Helvetica", style, size)
        self.multi_cell(TEXT_W, size * 0.47, text, new_x="LMARGIN", new_y="NEXT")
        self.space(1.2)

    def bullets(self, items, size=9.5, indent=4.0):
        self.set_font("Helvetica", "", size)
        for item in items:
            self.set_x(MARGIN + indent)
            self.cell(4, size * 0.47, "-")
            self.multi_cell(TEXT_W - indent - 4, size * 0.47, item, new_x="LMARGIN", new_y="NEXT")
            self.space(0.6)
        self.space(0.6)

    def steps(self, items, size=9.5, start=1):
        """items: list of str or (str, [substeps])."""
        letters = "abcdefghij"
        for number, item in enumerate(items, start=start):
            text, subs = (item, []) if isinstance(item, str) else item
            self.set_font("Helvetica", "", size)
            self.set_x(MARGIN + 2)
            self.cell(7, size * 0.47, f"{number}.")
            self.multi_cell(TEXT_W - 9, size * 0.47, text, new_x="LMARGIN", new_y="NEXT")
            self.space(0.5)
            for letter, sub in zip(letters, subs, strict=False):
                self.set_x(MARGIN + 9)
                self.cell(6, size * 0.47, f"{letter})")
                self.multi_cell(TEXT_W - 15, size * 0.47, sub, new_x="LMARGIN", new_y="NEXT")
                self.space(0.4)
        self.space(0.8)

    def callout(self, label, text, size=9.0):
        """WARNING / CAUTION / NOTE box with a bold label."""
        self.set_font("Helvetica", "", size)
        body = f"**{label}:** {text}"
        lh = size * 0.47
        lines = self.multi_cell(TEXT_W - 6, lh, body, dry_run=True, output="LINES", markdown=True)
        height = len(lines) * lh + 4
        y0 = self.get_y()
        if y0 + height > BOTTOM_LIMIT:
            raise PageOverflowError(f"{self.header_right}: callout overflows page {self.page_no()}")
        fill = (255, 236, 200) if label.startswith(("WARNING", "CAUTION")) else (228, 236, 248)
        self.set_fill_color(*fill)
        self.rect(MARGIN, y0, TEXT_W, height, style="DF")
        self.set_xy(MARGIN + 3, y0 + 2)
        self.multi_cell(TEXT_W - 6, lh, body, markdown=True)
        self.set_y(y0 + height)
        self.space(1.8)

    def table(self, headers, rows, widths, size=8.5, footnotes=(), header_fill=(215, 215, 215)):
        """Simple grid table; every cell wraps; rows never split."""
        if abs(sum(widths) - TEXT_W) > 0.5:
            scale = TEXT_W / sum(widths)
            widths = [w * scale for w in widths]
        lh = size * 0.45
        all_rows = [(headers, True)] + [(r, False) for r in rows]
        for row, is_header in all_rows:
            self.set_font("Helvetica", "B" if is_header else "", size)
            counts = []
            for text, w in zip(row, widths, strict=True):
                lines = self.multi_cell(w - 2, lh, str(text), dry_run=True, output="LINES")
                counts.append(max(1, len(lines)))
            height = max(counts) * lh + 2.2
            y0 = self.get_y()
            if y0 + height > BOTTOM_LIMIT:
                raise PageOverflowError(f"{self.header_right}: table overflows page {self.page_no()}")
            x = MARGIN
            for text, w in zip(row, widths, strict=True):
                if is_header:
                    self.set_fill_color(*header_fill)
                    self.rect(x, y0, w, height, style="DF")
                else:
                    self.rect(x, y0, w, height)
                self.set_xy(x + 1, y0 + 1.1)
                self.multi_cell(w - 2, lh, str(text), align="L")
                x += w
            self.set_xy(MARGIN, y0 + height)
        self.space(1.0)
        for note in footnotes:
            self.set_font("Helvetica", "I", size - 0.5)
            self.multi_cell(TEXT_W, (size - 0.5) * 0.45, note, new_x="LMARGIN", new_y="NEXT")
            self.space(0.5)
        self.space(1.2)

    def dotted_entries(self, entries, size=9.5, indent_step=6.0):
        """entries: list of (level, label, page). Dot leaders up to the page number."""
        self.set_font("Helvetica", "", size)
        dot_w = self.get_string_width(".")
        for level, label, page in entries:
            indent = (level - 1) * indent_step
            page_txt = str(page)
            self.set_font("Helvetica", "B" if level == 1 else "", size)
            label_w = self.get_string_width(label)
            page_w = self.get_string_width(page_txt)
            avail = TEXT_W - indent - label_w - page_w - 3
            dots = "." * max(3, int(avail / dot_w))
            self.set_x(MARGIN + indent)
            self.cell(label_w + 1, size * 0.5, label)
            self.set_font("Helvetica", "", size)
            self.cell(TEXT_W - indent - label_w - 1 - page_w - 1, size * 0.5, dots)
            self.cell(page_w + 1, size * 0.5, page_txt, align="R", new_x="LMARGIN", new_y="NEXT")
            self.space(0.5)
        self.space(1.0)

    def index_columns(self, entries, size=8.5):
        """Two-column alphabetical index: entries list of (term, pages)."""
        col_w = (TEXT_W - 8) / 2
        half = (len(entries) + 1) // 2
        y0 = self.get_y()
        lh = size * 0.5
        self.set_font("Helvetica", "", size)
        dot_w = self.get_string_width(".")
        y_end = y0
        for col, chunk in enumerate((entries[:half], entries[half:])):
            x0 = MARGIN + col * (col_w + 8)
            self.set_xy(x0, y0)
            for term, pages in chunk:
                ptxt = ", ".join(str(p) for p in pages)
                tw = self.get_string_width(term)
                pw = self.get_string_width(ptxt)
                dots = "." * max(2, int((col_w - tw - pw - 3) / dot_w))
                self.set_x(x0)
                self.cell(tw + 1, lh, term)
                self.cell(col_w - tw - pw - 2, lh, dots)
                self.cell(pw + 1, lh, ptxt, align="R", new_x="LMARGIN", new_y="NEXT")
                self.set_y(self.get_y() + 0.4)
            y_end = max(y_end, self.get_y())
        self.set_xy(MARGIN, y_end)
        self.guard()


def render_manual(header_left, header_right, pages, toc_levels=2):
    """Render a manual twice: pass 1 learns heading pages, pass 2 draws the TOC.

    ``pages`` is a list of callables ``page(pdf, ctx)``.  ``ctx['toc']`` holds a
    list of (level, label, page) entries and ``ctx['pages']`` maps a heading
    number to its page, both taken from pass 1.
    """
    ctx = {"toc": [], "pages": {}}
    for _ in range(2):
        pdf = ManualPDF(header_left, header_right, total_pages=len(pages))
        for draw in pages:
            pdf.add_page()
            draw(pdf, ctx)
            pdf.guard()
        if pdf.page_no() != len(pages):
            raise PageOverflowError(f"{header_right}: expected {len(pages)} pages, got {pdf.page_no()}")
        toc = []
        where = {}
        for level, number, title, page in pdf.headings:
            if number and level <= toc_levels:
                toc.append((level, f"{number} {title}", page))
            if number:
                where[number] = page
            else:
                where[title] = page
        ctx = {"toc": toc, "pages": where}
    return bytes(pdf.output())

"""Small deterministic PDF renderer (fpdf2, core Helvetica, A4).

A document is a list of pages; a page is a list of blocks.  Pagination is
explicit: every block list must fit on its page, otherwise RenderError is
raised (no automatic page breaks, so page numbers in qa.jsonl are stable).

Block types
  ("title", text)            large bold title
  ("subtitle", text)         medium line
  ("h1", text) / ("h2", text)
  ("p", text)                paragraph (wrapped)
  ("small", text)            small paragraph (wrapped)
  ("bullets", [text, ...])   "-" list
  ("steps", [text, ...])     numbered list 1., 2., ... ; ("steps", items, start)
  ("warn", text)             boxed paragraph
  ("table", dict)            widths, header, rows, size (font), notes (list)
  ("space", mm)
"""

import datetime

from fpdf import FPDF

LEFT = 18.0
RIGHT = 18.0
TOP = 24.0
BOTTOM_LIMIT = 297.0 - 20.0
FIXED_DATE = datetime.datetime(2024, 1, 15, 9, 0, 0, tzinfo=datetime.UTC)


class RenderError(Exception):
    pass


class DocPDF(FPDF):
    def __init__(self, company, title, docno, revision, total_pages, created=FIXED_DATE):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.company = company
        self.doc_title = title
        self.docno = docno
        self.revision = revision
        self.total_pages = total_pages
        self.set_auto_page_break(False)
        self.set_margins(LEFT, TOP, RIGHT)
        self.set_creation_date(created)
        self.set_title(title)
        self.set_author(company)
        self.set_creator("s26 generate.py")
        self.set_producer("s26 generate.py (fpdf2)")

    def header(self):
        self.set_font("Helvetica", "B", 8)
        self.set_text_color(40, 40, 40)
        self.set_xy(LEFT, 9)
        self.cell(0, 4, self.company, align="L")
        self.set_xy(LEFT, 9)
        self.cell(0, 4, f"Document {self.docno}  |  {self.revision}", align="R")
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, 13.5)
        self.cell(0, 4, self.doc_title, align="L")
        self.set_draw_color(90, 90, 90)
        self.set_line_width(0.3)
        self.line(LEFT, 18.5, 210 - RIGHT, 18.5)
        self.set_text_color(0, 0, 0)
        self.set_xy(LEFT, TOP)

    def footer(self):
        self.set_draw_color(90, 90, 90)
        self.set_line_width(0.3)
        self.line(LEFT, 297 - 15, 210 - RIGHT, 297 - 15)
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, 297 - 13)
        self.cell(0, 4, f"Page {self.page_no()} of {self.total_pages}", align="C")

    # ------------------------------------------------------------------
    @property
    def body_w(self):
        return 210 - LEFT - RIGHT

    def _check(self, where):
        if self.get_y() > BOTTOM_LIMIT + 0.01:
            raise RenderError(
                f"{self.docno} {self.revision}: page {self.page_no()} overflows at {where!r} (y={self.get_y():.1f})"
            )

    def _para(self, text, size=9.5, style="", lh=4.7, indent=0.0, gap=1.8):
        self.set_font("Helvetica", style, size)
        self.set_x(LEFT + indent)
        self.multi_cell(self.body_w - indent, lh, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(gap)

    def block(self, b):
        kind = b[0]
        if kind == "title":
            self._para(b[1], size=17, style="B", lh=8, gap=2)
        elif kind == "subtitle":
            self._para(b[1], size=12, style="", lh=6, gap=2)
        elif kind == "h1":
            self.ln(1.5)
            self._para(b[1], size=12.5, style="B", lh=6, gap=1.5)
        elif kind == "h2":
            self.ln(0.8)
            self._para(b[1], size=10.5, style="B", lh=5, gap=1)
        elif kind == "p":
            self._para(b[1])
        elif kind == "small":
            self._para(b[1], size=8, lh=3.8, gap=1.2)
        elif kind == "bullets":
            for item in b[1]:
                self.set_font("Helvetica", "", 9.5)
                self.set_x(LEFT + 2)
                self.cell(4, 4.7, "-")
                self.multi_cell(self.body_w - 6, 4.7, item, align="L", new_x="LMARGIN", new_y="NEXT")
                self.ln(0.8)
            self.ln(1)
        elif kind == "steps":
            start = b[2] if len(b) > 2 else 1
            for i, item in enumerate(b[1], start):
                self.set_font("Helvetica", "", 9.5)
                self.set_x(LEFT + 1)
                self.cell(7, 4.7, f"{i}.")
                self.multi_cell(self.body_w - 8, 4.7, item, align="L", new_x="LMARGIN", new_y="NEXT")
                self.ln(0.8)
            self.ln(1)
        elif kind == "warn":
            self.set_font("Helvetica", "B", 9.5)
            lines = self.multi_cell(self.body_w - 6, 4.7, b[1], dry_run=True, output="LINES")
            h = len(lines) * 4.7 + 4
            y0 = self.get_y()
            self.set_draw_color(0, 0, 0)
            self.set_line_width(0.5)
            self.rect(LEFT, y0, self.body_w, h)
            self.set_xy(LEFT + 3, y0 + 2)
            self.multi_cell(self.body_w - 6, 4.7, b[1], align="L", new_x="LMARGIN", new_y="NEXT")
            self.set_y(y0 + h)
            self.ln(2.5)
        elif kind == "table":
            self._table(b[1])
        elif kind == "space":
            self.ln(b[1])
        else:
            raise RenderError(f"unknown block {kind}")
        self._check(b[1] if isinstance(b[1], str) else kind)

    def _table(self, t):
        widths = t["widths"]
        total = sum(widths)
        if total > self.body_w + 0.01:
            raise RenderError(f"table too wide {total}")
        size = t.get("size", 8.5)
        lh = size * 0.48
        if t.get("caption"):
            self.set_font("Helvetica", "B", 9)
            self.cell(0, 5, t["caption"], new_x="LMARGIN", new_y="NEXT")
            self.ln(0.5)
        rows = []
        if t.get("header"):
            rows.append((t["header"], True))
        rows += [(r, False) for r in t["rows"]]
        self.set_draw_color(80, 80, 80)
        self.set_line_width(0.2)
        for cells, is_head in rows:
            if len(cells) != len(widths):
                raise RenderError(f"row has {len(cells)} cells, expected {len(widths)}: {cells}")
            self.set_font("Helvetica", "B" if is_head else "", size)
            nlines = []
            for w, c in zip(widths, cells, strict=False):
                lines = self.multi_cell(w - 2, lh, str(c), dry_run=True, output="LINES")
                nlines.append(max(1, len(lines)))
            h = max(nlines) * lh + 2
            y0 = self.get_y()
            if y0 + h > BOTTOM_LIMIT:
                raise RenderError(
                    f"{self.docno} {self.revision}: table overflows page {self.page_no()} at row {cells[0]!r}"
                )
            x = LEFT
            for w, c in zip(widths, cells, strict=False):
                if is_head:
                    self.set_fill_color(225, 225, 225)
                    self.rect(x, y0, w, h, style="DF")
                else:
                    self.rect(x, y0, w, h)
                self.set_xy(x + 1, y0 + 1)
                self.multi_cell(w - 2, lh, str(c), align="L", new_x="RIGHT", new_y="TOP")
                x += w
            self.set_xy(LEFT, y0 + h)
        self.ln(1.2)
        for note in t.get("notes", []):
            self.set_font("Helvetica", "", 7.8)
            self.multi_cell(self.body_w, 3.7, note, align="L", new_x="LMARGIN", new_y="NEXT")
            self.ln(0.4)
        self.ln(2.5)


def render(path, company, title, docno, revision, pages, created=FIXED_DATE):
    pdf = DocPDF(company, title, docno, revision, len(pages), created)
    for blocks in pages:
        pdf.add_page()
        for b in blocks:
            pdf.block(b)
    pdf.output(path)
    return len(pages)

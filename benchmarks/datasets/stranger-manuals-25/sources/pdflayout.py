"""Small deterministic page-layout helper on top of fpdf2 (core Helvetica, A4).

Each document is given as an explicit list of pages; each page is a list of blocks.
Automatic page breaks are off: a page that overflows raises an error, so every
revision of a document keeps exactly the page layout written in its source.
"""

from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import MethodReturnValue, XPos, YPos

LM, RM, TOP, BOTTOM_LIMIT = 18, 18, 24, 280.0
WIDTH = 210 - LM - RM


class DocPDF(FPDF):
    def __init__(self, company, title, docno, version, npages):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.hdr = (company, title, docno, version)
        self.npages = npages
        self.set_auto_page_break(False)
        self.set_margins(LM, TOP, RM)
        self.c_margin = 1.5

    def header(self):
        company, title, docno, version = self.hdr
        self.set_text_color(0)
        self.set_font("Helvetica", "B", 8.5)
        self.set_xy(LM, 9)
        self.cell(100, 4, company)
        self.set_font("Helvetica", "", 8.5)
        self.set_xy(LM + 90, 9)
        self.cell(WIDTH - 90, 4, f"Doc. {docno} | {version}", align="R")
        self.set_xy(LM, 13.5)
        self.cell(WIDTH, 4, title)
        self.set_line_width(0.3)
        self.line(LM, 19, LM + WIDTH, 19)
        self.set_xy(LM, TOP)

    def footer(self):
        self.set_line_width(0.3)
        self.line(LM, 284, LM + WIDTH, 284)
        self.set_xy(LM, 286)
        self.set_font("Helvetica", "", 8.5)
        self.cell(WIDTH, 4, f"Page {self.page_no()} of {self.npages}", align="C")


def _lines(pdf, w, lh, text):
    return pdf.multi_cell(w, lh, text, dry_run=True, output=MethodReturnValue.LINES, align="L")


def _para(pdf, text, size=9.5, style="", lh=4.6, after=1.8, x=None, w=None):
    pdf.set_font("Helvetica", style, size)
    x = LM if x is None else x
    w = WIDTH if w is None else w
    pdf.set_x(x)
    pdf.multi_cell(w, lh, text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_y(pdf.get_y() + after)


def _table(pdf, spec):
    widths = spec["w"]
    size = spec.get("size", 8.5)
    lh = spec.get("lh", 4.1)
    rows = ([("head", spec["head"])] if spec.get("head") else []) + [("row", r) for r in spec["rows"]]
    pdf.set_line_width(0.2)
    for kind, row in rows:
        assert len(row) == len(widths), row
        pdf.set_font("Helvetica", "B" if kind == "head" else "", size)
        nl = max(len(_lines(pdf, w, lh, str(t))) for w, t in zip(widths, row, strict=False))
        h = nl * lh + 1.6
        y0 = pdf.get_y()
        x = LM
        for w, t in zip(widths, row, strict=False):
            if kind == "head":
                pdf.set_fill_color(222, 222, 222)
                pdf.rect(x, y0, w, h, style="DF")
            else:
                pdf.rect(x, y0, w, h)
            pdf.set_xy(x, y0 + 0.8)
            pdf.multi_cell(w, lh, str(t), align="L", new_x=XPos.RIGHT, new_y=YPos.TOP)
            x += w
        pdf.set_xy(LM, y0 + h)
    pdf.set_y(pdf.get_y() + 1.5)


def _steps(pdf, items, start=1, bullet=False, size=9.5, lh=4.6):
    pdf.set_font("Helvetica", "", size)
    for i, t in enumerate(items, start):
        y = pdf.get_y()
        pdf.set_xy(LM + 2, y)
        pdf.cell(7, lh, "-" if bullet else f"{i}.")
        pdf.set_xy(LM + 9, y)
        pdf.multi_cell(WIDTH - 9, lh, t, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_y(pdf.get_y() + 0.8)
    pdf.set_y(pdf.get_y() + 1.0)


def render_block(pdf, b):
    kind = b[0]
    if kind == "title":
        _para(pdf, b[1], size=17, style="B", lh=8, after=1)
    elif kind == "subtitle":
        _para(pdf, b[1], size=12, style="", lh=6, after=4)
    elif kind == "h1":
        pdf.set_y(pdf.get_y() + 1.5)
        _para(pdf, b[1], size=12, style="B", lh=6, after=1.5)
    elif kind == "h2":
        pdf.set_y(pdf.get_y() + 0.5)
        _para(pdf, b[1], size=10.5, style="B", lh=5, after=1)
    elif kind == "p":
        _para(pdf, b[1])
    elif kind == "pb":
        _para(pdf, b[1], style="B")
    elif kind == "small":
        _para(pdf, b[1], size=7.8, lh=3.7, after=0.6)
    elif kind == "steps":
        _steps(pdf, b[1], start=b[2] if len(b) > 2 else 1)
    elif kind == "bullets":
        _steps(pdf, b[1], bullet=True)
    elif kind == "table":
        _table(pdf, b[1])
    elif kind == "space":
        pdf.set_y(pdf.get_y() + b[1])
    elif kind == "code":
        # ("code", code, title, meaning, [remedy steps], first_step_no)
        _, code, title, meaning, remedy = b[:5]
        first = b[5] if len(b) > 5 else 1
        if code:
            pdf.set_y(pdf.get_y() + 1)
            _para(pdf, f"{code}  {title}", size=10.5, style="B", lh=5, after=0.8)
        if meaning:
            _para(pdf, "Meaning: " + meaning, after=0.8)
        if remedy:
            if first == 1:
                _para(pdf, "Remedy:", style="B", after=0.3)
            _steps(pdf, remedy, start=first)
    else:
        raise ValueError(kind)


def build_pdf(path, company, title, docno, version, pages, created, subject=""):
    pdf = DocPDF(company, title, docno, version, len(pages))
    pdf.set_creation_date(datetime(*created, tzinfo=UTC))
    pdf.set_title(title)
    pdf.set_author(company)
    pdf.set_subject(subject or f"{docno} {version}")
    pdf.set_creator("s25 generate.py")
    pdf.set_producer("s25 generate.py (fpdf2)")
    for n, blocks in enumerate(pages, 1):
        pdf.add_page()
        for b in blocks:
            render_block(pdf, b)
            if pdf.get_y() > BOTTOM_LIMIT:
                raise RuntimeError(f"{path}: page {n} overflows (y={pdf.get_y():.1f} mm) at block {b[:2]}")
    pdf.output(path)

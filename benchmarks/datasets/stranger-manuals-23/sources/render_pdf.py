"""Minimal deterministic page renderer on top of fpdf2 (core Helvetica, A4).

Every document source gives an explicit list of pages; each page is a list of
blocks.  The renderer never paginates on its own: if a page overflows it raises,
so that page numbers used by the questions are fixed by the sources.
"""

from fpdf import FPDF

LEFT = 15.0
WIDTH = 180.0
TOP = 22.0
BOTTOM_LIMIT = 279.0


class _Doc(FPDF):
    def __init__(self, company, title, docno, rev, total):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.h_company = company
        self.h_title = title
        self.h_docno = docno
        self.h_rev = rev
        self.h_total = total
        self.set_auto_page_break(False)
        self.set_margins(LEFT, TOP, LEFT)

    def header(self):
        self.set_font("Helvetica", "", 8)
        self.set_text_color(0, 0, 0)
        self.set_xy(LEFT, 8)
        self.cell(100, 4, self.h_company)
        self.set_xy(LEFT + 100, 8)
        self.cell(80, 4, f"{self.h_docno}  |  {self.h_rev}", align="R")
        self.set_xy(LEFT, 12.5)
        self.cell(WIDTH, 4, self.h_title)
        self.set_line_width(0.3)
        self.line(LEFT, 17.5, LEFT + WIDTH, 17.5)

    def footer(self):
        self.set_line_width(0.2)
        self.line(LEFT, 283, LEFT + WIDTH, 283)
        self.set_xy(LEFT, 285)
        self.set_font("Helvetica", "", 8)
        self.cell(WIDTH, 4, f"Page {self.page_no()} of {self.h_total}", align="C")


def _wrap(pdf, text, width):
    """Split text into lines that fit width (current font). Explicit \n kept."""
    out = []
    for para in str(text).split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if pdf.get_string_width(cand) <= width:
                line = cand
            else:
                if not line:
                    raise ValueError(f"word too wide for column: {w!r}")
                out.append(line)
                line = w
                if pdf.get_string_width(line) > width:
                    raise ValueError(f"word too wide for column: {w!r}")
        out.append(line)
    return out


def _lines(pdf, text, width, lh, indent=0.0):
    for ln in _wrap(pdf, text, width - indent):
        pdf.set_x(LEFT + indent)
        pdf.cell(width - indent, lh, ln)
        pdf.ln(lh)


def _table(pdf, spec):
    size = spec.get("size", 9)
    widths = spec["widths"]
    assert abs(sum(widths) - WIDTH) < 0.01 or spec.get("free"), (sum(widths), spec.get("title"))
    lh = size * 0.45
    if spec.get("title"):
        pdf.set_font("Helvetica", "B", size)
        pdf.set_x(LEFT)
        pdf.cell(WIDTH, lh + 1, spec["title"])
        pdf.ln(lh + 1.5)
    rows = []
    if spec.get("header"):
        rows.append(("B", spec["header"]))
    for r in spec["rows"]:
        rows.append(("", r))
    pdf.set_line_width(0.2)
    for style, row in rows:
        assert len(row) == len(widths), row
        pdf.set_font("Helvetica", style, size)
        cells = [_wrap(pdf, c, w - 2.4) for c, w in zip(row, widths, strict=False)]
        n = max(len(c) for c in cells)
        h = n * lh + 1.6
        y0 = pdf.get_y()
        x = LEFT
        for lines, w in zip(cells, widths, strict=False):
            if style == "B":
                pdf.set_fill_color(225, 225, 225)
                pdf.rect(x, y0, w, h, style="DF")
            else:
                pdf.rect(x, y0, w, h)
            for i, ln in enumerate(lines):
                pdf.set_xy(x + 1.2, y0 + 0.8 + i * lh)
                pdf.cell(w - 2.4, lh, ln)
            x += w
        pdf.set_xy(LEFT, y0 + h)
    pdf.ln(2)


def render(path, meta, pages, creation):
    total = len(pages)
    pdf = _Doc(meta["company"], meta["title"], meta["docno"], meta["rev"], total)
    pdf.set_creation_date(creation)
    pdf.set_title(meta["title"])
    pdf.set_author(meta["company"])
    pdf.set_subject(f"{meta['docno']} {meta['rev']}")
    pdf.set_creator("s23 generate.py")
    pdf.set_producer("s23 generate.py")
    for pno, blocks in enumerate(pages, start=1):
        pdf.add_page()
        pdf.set_xy(LEFT, TOP)
        for b in blocks:
            kind = b[0]
            if kind == "title":
                pdf.set_font("Helvetica", "B", 16)
                _lines(pdf, b[1], WIDTH, 8)
                pdf.ln(2)
            elif kind == "subtitle":
                pdf.set_font("Helvetica", "", 12)
                _lines(pdf, b[1], WIDTH, 6)
                pdf.ln(3)
            elif kind == "h1":
                pdf.ln(1)
                pdf.set_font("Helvetica", "B", 13)
                _lines(pdf, b[1], WIDTH, 6.5)
                pdf.ln(1.5)
            elif kind == "h2":
                pdf.ln(0.5)
                pdf.set_font("Helvetica", "B", 10.5)
                _lines(pdf, b[1], WIDTH, 5.5)
                pdf.ln(0.5)
            elif kind == "p":
                pdf.set_font("Helvetica", "", 10)
                _lines(pdf, b[1], WIDTH, 4.9)
                pdf.ln(2)
            elif kind in ("ol", "ul"):
                pdf.set_font("Helvetica", "", 10)
                start = b[2] if len(b) > 2 else 1
                for i, item in enumerate(b[1]):
                    mark = f"{start + i}." if kind == "ol" else "-"
                    y = pdf.get_y()
                    pdf.set_xy(LEFT + 2, y)
                    pdf.cell(7, 4.9, mark)
                    pdf.set_xy(LEFT, y)
                    _lines(pdf, item, WIDTH, 4.9, indent=9)
                    pdf.ln(0.8)
                pdf.ln(1.2)
            elif kind == "table":
                _table(pdf, b[1])
            elif kind == "kv":
                _table(pdf, {"widths": b[2] if len(b) > 2 else [55, 125], "rows": b[1], "size": 9.5})
            elif kind == "toc":
                pdf.set_font("Helvetica", "", 10)
                for num, title, page in b[1]:
                    y = pdf.get_y()
                    pdf.set_xy(LEFT + 4, y)
                    pdf.cell(12, 5.6, num)
                    pdf.cell(130, 5.6, title)
                    pdf.cell(20, 5.6, str(page), align="R")
                    pdf.ln(5.6)
                pdf.ln(2)
            elif kind == "fn":
                pdf.set_font("Helvetica", "", 8)
                for t in b[1]:
                    _lines(pdf, t, WIDTH, 3.9)
                pdf.ln(2)
            elif kind == "note":
                pdf.set_font("Helvetica", "", 9.5)
                lines = _wrap(pdf, b[1], WIDTH - 6)
                y0 = pdf.get_y()
                h = len(lines) * 4.6 + 3
                pdf.set_line_width(0.4)
                pdf.rect(LEFT, y0, WIDTH, h)
                for i, ln in enumerate(lines):
                    pdf.set_xy(LEFT + 3, y0 + 1.5 + i * 4.6)
                    pdf.cell(WIDTH - 6, 4.6, ln)
                pdf.set_xy(LEFT, y0 + h + 2.5)
            elif kind == "gap":
                pdf.ln(b[1])
            else:
                raise ValueError(kind)
            if pdf.get_y() > BOTTOM_LIMIT:
                raise ValueError(f"{meta['docno']} {meta['rev']}: page {pno} overflows (y={pdf.get_y():.1f})")
    pdf.output(path)
    return total

# ruff: noqa: UP031
"""Deterministic renderers for the invented documents (PDF via fpdf2, DOCX via python-docx).

Block types understood by render_pdf (each block is a tuple):
  ("title", text)            large bold title
  ("subtitle", text)         medium bold line
  ("h1", text) / ("h2", text) headings
  ("p", text)                paragraph, wrapped, left aligned
  ("kv", [(key, value), ...]) two-column key/value lines without borders
  ("toc", [(num, title, page), ...]) contents lines
  ("table", {"w": [...], "head": [...], "rows": [[...], ...], "size": 8.5})
  ("fn", [text, ...])        small footnote lines under a table
  ("steps", [text, ...])     numbered procedure steps
  ("bullets", [text, ...])   bulleted list
  ("box", text)              framed notice
  ("gap", mm)                vertical space
"""

import io
import zipfile

from fpdf import FPDF

LEFT = 15.0
RIGHT = 15.0
TOP_BODY = 25.0
BOTTOM_LIMIT = 280.0
BODY_W = 210.0 - LEFT - RIGHT


class OverflowError_(Exception):
    pass


class _Pdf(FPDF):
    def __init__(self, head, total):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.head = head
        self.total = total
        self.set_auto_page_break(False)
        self.set_margins(LEFT, 10, RIGHT)
        self.c_margin = 1.2

    def header(self):
        h = self.head
        self.set_text_color(60, 60, 60)
        self.set_font("Helvetica", "B", 8)
        self.set_xy(LEFT, 8)
        self.cell(BODY_W / 2, 4, h["company"], align="L")
        self.set_font("Helvetica", "", 8)
        self.cell(BODY_W / 2, 4, "Doc. No. " + h["docno"], align="R")
        self.set_xy(LEFT, 12.5)
        self.cell(BODY_W * 0.7, 4, h["title"], align="L")
        self.cell(BODY_W * 0.3, 4, h["revision"], align="R")
        self.set_draw_color(120, 120, 120)
        self.set_line_width(0.3)
        self.line(LEFT, 18, 210 - RIGHT, 18)
        self.set_text_color(0, 0, 0)

    def footer(self):
        self.set_draw_color(120, 120, 120)
        self.set_line_width(0.3)
        self.line(LEFT, 284, 210 - RIGHT, 284)
        self.set_xy(LEFT, 285.5)
        self.set_font("Helvetica", "", 8)
        self.set_text_color(60, 60, 60)
        self.cell(BODY_W, 4, "Page %d of %d" % (self.page_no(), self.total), align="C")
        self.set_text_color(0, 0, 0)


def _lines(pdf, w, lh, text):
    return pdf.multi_cell(w, lh, text, align="L", dry_run=True, output="LINES")


def _para(pdf, text, size=9.5, style="", indent=0.0, after=1.6):
    pdf.set_font("Helvetica", style, size)
    lh = size * 0.47
    pdf.set_x(LEFT + indent)
    pdf.multi_cell(BODY_W - indent, lh, text, align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(pdf.get_y() + after)


def _table(pdf, spec):
    size = spec.get("size", 8.5)
    lh = size * 0.46
    widths = spec["w"]
    assert abs(sum(widths) - BODY_W) < 0.01 or sum(widths) < BODY_W, widths
    pad = 0.9
    rows = []
    if spec.get("head"):
        rows.append(("B", spec["head"], True))
    for r in spec["rows"]:
        rows.append(("", r, False))
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.2)
    for style, cells, is_head in rows:
        assert len(cells) == len(widths), cells
        pdf.set_font("Helvetica", style, size)
        split = [_lines(pdf, w, lh, str(c)) for w, c in zip(widths, cells, strict=False)]
        n = max(len(s) for s in split)
        height = n * lh + 2 * pad
        y0 = pdf.get_y()
        x = LEFT
        for w, s in zip(widths, split, strict=False):
            if is_head:
                pdf.set_fill_color(225, 225, 225)
                pdf.rect(x, y0, w, height, style="DF")
            else:
                pdf.rect(x, y0, w, height)
            for i, line in enumerate(s):
                pdf.set_xy(x, y0 + pad + i * lh)
                pdf.cell(w, lh, line, align="L")
            x += w
        pdf.set_y(y0 + height)
    pdf.set_y(pdf.get_y() + 1.5)


def render_pdf(path, head, pages, meta):
    """head: dict(company, title, docno, revision); pages: list of block lists."""
    pdf = _Pdf(head, len(pages))
    pdf.set_title(meta["title"])
    pdf.set_author(meta["author"])
    pdf.set_subject(meta.get("subject", meta["title"]))
    pdf.set_creator("s24 generate.py")
    pdf.set_creation_date(meta["date"])
    for pno, blocks in enumerate(pages, start=1):
        pdf.add_page()
        pdf.set_y(TOP_BODY)
        for b in blocks:
            kind = b[0]
            if kind == "title":
                _para(pdf, b[1], size=17, style="B", after=2)
            elif kind == "subtitle":
                _para(pdf, b[1], size=12.5, style="B", after=4)
            elif kind == "h1":
                pdf.set_y(pdf.get_y() + 1.5)
                _para(pdf, b[1], size=11.5, style="B", after=1.2)
            elif kind == "h2":
                pdf.set_y(pdf.get_y() + 0.8)
                _para(pdf, b[1], size=10, style="B", after=1.0)
            elif kind == "p":
                _para(pdf, b[1])
            elif kind == "kv":
                pdf.set_font("Helvetica", "", 9.5)
                for k, v in b[1]:
                    pdf.set_x(LEFT)
                    pdf.set_font("Helvetica", "B", 9.5)
                    pdf.cell(45, 5.2, k, align="L")
                    pdf.set_font("Helvetica", "", 9.5)
                    pdf.cell(BODY_W - 45, 5.2, v, align="L", new_x="LMARGIN", new_y="NEXT")
                pdf.set_y(pdf.get_y() + 2)
            elif kind == "toc":
                pdf.set_font("Helvetica", "", 10)
                for num, title, page in b[1]:
                    pdf.set_x(LEFT)
                    pdf.cell(14, 5.6, num, align="L")
                    pdf.cell(BODY_W - 14 - 25, 5.6, title, align="L")
                    pdf.cell(25, 5.6, "page " + page, align="R", new_x="LMARGIN", new_y="NEXT")
                pdf.set_y(pdf.get_y() + 2)
            elif kind == "table":
                _table(pdf, b[1])
            elif kind == "fn":
                for t in b[1]:
                    _para(pdf, t, size=7.8, after=0.4)
                pdf.set_y(pdf.get_y() + 1.5)
            elif kind in ("steps", "bullets"):
                pdf.set_font("Helvetica", "", 9.5)
                lh = 9.5 * 0.47
                for i, t in enumerate(b[1], start=1):
                    mark = ("%d." % i) if kind == "steps" else "-"
                    y = pdf.get_y()
                    pdf.set_xy(LEFT + 1, y)
                    pdf.cell(7, lh, mark, align="L")
                    pdf.set_xy(LEFT + 8, y)
                    pdf.multi_cell(BODY_W - 8, lh, t, align="L", new_x="LMARGIN", new_y="NEXT")
                    pdf.set_y(pdf.get_y() + 0.9)
                pdf.set_y(pdf.get_y() + 1.2)
            elif kind == "box":
                pdf.set_font("Helvetica", "B", 9.2)
                lh = 9.2 * 0.47
                lines = _lines(pdf, BODY_W - 6, lh, b[1])
                y0 = pdf.get_y()
                hgt = len(lines) * lh + 4
                pdf.set_draw_color(0, 0, 0)
                pdf.set_line_width(0.5)
                pdf.rect(LEFT, y0, BODY_W, hgt)
                for i, line in enumerate(lines):
                    pdf.set_xy(LEFT + 3, y0 + 2 + i * lh)
                    pdf.cell(BODY_W - 6, lh, line, align="L")
                pdf.set_y(y0 + hgt + 2.5)
            elif kind == "gap":
                pdf.set_y(pdf.get_y() + b[1])
            else:
                raise ValueError(kind)
            if pdf.get_y() > BOTTOM_LIMIT:
                raise OverflowError_("%s: page %d overflows (y=%.1f) at block %r" % (path, pno, pdf.get_y(), b[:2]))
    data = bytes(pdf.output())
    with open(path, "wb") as fh:
        fh.write(data)
    return len(pages)


def normalise_zip(path, when):
    """Rewrite a zip (DOCX) with fixed timestamps, attributes and member order."""
    with open(path, "rb") as fh:
        raw = fh.read()
    src = zipfile.ZipFile(io.BytesIO(raw))
    members = [(i.filename, src.read(i.filename)) for i in src.infolist()]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for name, data in members:
            zi = zipfile.ZipInfo(name, date_time=when)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 0
            z.writestr(zi, data)
    with open(path, "wb") as fh:
        fh.write(out.getvalue())


def render_docx(path, spec, meta):
    """spec: list of blocks: ("heading", text, level), ("p", text), ("table", [[...], ...]),
    ("steps", [...])."""
    import docx
    from docx.shared import Pt

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    for b in spec:
        if b[0] == "heading":
            d.add_heading(b[1], level=b[2])
        elif b[0] == "p":
            d.add_paragraph(b[1])
        elif b[0] == "steps":
            for t in b[1]:
                d.add_paragraph(t, style="List Number")
        elif b[0] == "bullets":
            for t in b[1]:
                d.add_paragraph(t, style="List Bullet")
        elif b[0] == "table":
            rows = b[1]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, c in enumerate(r):
                    t.cell(i, j).text = c
                    if i == 0:
                        for run in t.cell(i, j).paragraphs[0].runs:
                            run.bold = True
        else:
            raise ValueError(b[0])
    cp = d.core_properties
    cp.author = meta["author"]
    cp.title = meta["title"]
    cp.subject = meta.get("subject", "")
    cp.last_modified_by = meta["author"]
    cp.created = meta["date"]
    cp.modified = meta["date"]
    cp.last_printed = meta["date"]
    cp.revision = 1
    cp.comments = "Invented test document (CC0 1.0)."
    cp.keywords = ""
    cp.category = "Service bulletin"
    d.save(path)
    dt = meta["date"]
    normalise_zip(path, (dt.year, dt.month, dt.day, 0, 0, 0))

#!/usr/bin/env python3
# ruff: noqa: E402, UP031
"""Deterministically build the s17 evaluation set (documents, sidecars, qa.jsonl).

Run with: /work/main/.venv/bin/python generate.py
Everything is invented. Two runs produce byte-identical output.
"""

import sys

sys.dont_write_bytecode = True
import io
import json
import os
import random
import shutil
import zipfile
from datetime import UTC, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import catalog
import questions
from fpdf import FPDF
from fpdf.enums import XPos, YPos

DOC_DIR = os.path.join(HERE, "documents")
TOP = 25.0
BOTTOM = 279.0
LM = 18.0
WIDTH = 174.0


class OverflowError_(Exception):
    pass


class Renderer:
    def __init__(self, spec):
        self.spec = spec
        pdf = FPDF(orientation="P", unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(LM, 18, LM)
        y, m, d = (int(x) for x in spec["pdf_date"].split("-"))
        pdf.set_creation_date(datetime(y, m, d, 9, 0, 0, tzinfo=UTC))
        pdf.set_title(spec["title"])
        pdf.set_author(spec["company"])
        pdf.set_creator("s17 generate.py")
        pdf.set_producer("s17 generate.py")
        pdf.set_subject(spec["docno"] + " " + spec["rev_label"])
        self.pdf = pdf

    # ---------------------------------------------------------------- page frame
    def frame(self, n, total):
        pdf = self.pdf
        s = self.spec
        pdf.set_text_color(0, 0, 0)
        pdf.set_font("Helvetica", "", 8)
        pdf.set_xy(LM, 9)
        pdf.cell(WIDTH / 2, 4, s["company"], align="L")
        pdf.set_xy(LM + WIDTH / 2, 9)
        pdf.cell(WIDTH / 2, 4, s["docno"] + "  " + s["rev_label"], align="R")
        pdf.set_xy(LM, 13.5)
        pdf.set_font("Helvetica", "B", 8)
        pdf.cell(WIDTH, 4, s["title"], align="L")
        pdf.set_line_width(0.3)
        pdf.line(LM, 19, LM + WIDTH, 19)
        pdf.line(LM, 283, LM + WIDTH, 283)
        pdf.set_font("Helvetica", "", 8)
        pdf.set_xy(LM, 285)
        pdf.cell(WIDTH, 4, "Page %d of %d" % (n, total), align="C")

    # ---------------------------------------------------------------- helpers
    def check(self):
        if self.pdf.get_y() > BOTTOM:
            raise OverflowError_(
                "%s %s page %d overflows (y=%.1f)"
                % (self.spec["docno"], self.spec["rev_label"], self.page_no, self.pdf.get_y())
            )

    def wrap(self, text, width):
        """Greedy word wrap using current font; returns list of lines."""
        pdf = self.pdf
        out = []
        for para in str(text).split("\n"):
            words = para.split(" ")
            line = ""
            for w in words:
                cand = w if not line else line + " " + w
                if pdf.get_string_width(cand) <= width or not line:
                    line = cand
                else:
                    out.append(line)
                    line = w
            out.append(line)
        return out

    def para(self, text, size=9.5, style="", indent=0.0, lh=4.6, after=1.6):
        pdf = self.pdf
        pdf.set_font("Helvetica", style, size)
        for line in self.wrap(text, WIDTH - indent - 1):
            pdf.set_x(LM + indent)
            pdf.cell(WIDTH - indent, lh, line, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_y(pdf.get_y() + after)
        self.check()

    def listing(self, items, numbered, start=1, size=9.5, lh=4.6):
        pdf = self.pdf
        pdf.set_font("Helvetica", "", size)
        for i, item in enumerate(items):
            label = ("%d." % (start + i)) if numbered else "-"
            lines = self.wrap(item, WIDTH - 9)
            y0 = pdf.get_y()
            pdf.set_xy(LM + 1, y0)
            pdf.cell(7, lh, label)
            for j, line in enumerate(lines):
                pdf.set_xy(LM + 8, y0 + j * lh)
                pdf.cell(WIDTH - 8, lh, line)
            pdf.set_y(y0 + len(lines) * lh + 0.8)
        pdf.set_y(pdf.get_y() + 1.0)
        self.check()

    def table(self, widths, header, rows, size=8.5, lh=4.0, bold_first=False, border=True):
        pdf = self.pdf
        assert abs(sum(widths) - WIDTH) < 0.01 or sum(widths) < WIDTH, widths
        pad = 1.6

        def draw_row(cells, style, fill):
            pdf.set_font("Helvetica", style, size)
            wrapped = []
            for k, c in enumerate(cells):
                st = "B" if (bold_first and k == 0 and style == "") else style
                pdf.set_font("Helvetica", st, size)
                wrapped.append((st, self.wrap(c, widths[k] - 2 * pad)))
            n = max(len(w[1]) for w in wrapped)
            h = n * lh + 1.6
            y0 = pdf.get_y()
            x = LM
            for k, (st, lines) in enumerate(wrapped):
                if fill:
                    pdf.set_fill_color(225, 225, 225)
                    pdf.rect(x, y0, widths[k], h, style="F")
                if border:
                    pdf.rect(x, y0, widths[k], h)
                pdf.set_font("Helvetica", st, size)
                for j, line in enumerate(lines):
                    pdf.set_xy(x + pad, y0 + 0.8 + j * lh)
                    pdf.cell(widths[k] - 2 * pad, lh, line)
                x += widths[k]
            pdf.set_y(y0 + h)

        if header:
            draw_row(header, "B", True)
        for r in rows:
            draw_row(r, "", False)
        pdf.set_y(pdf.get_y() + 2.0)
        self.check()

    def note(self, text, size=9):
        pdf = self.pdf
        pdf.set_font("Helvetica", "B", size)
        lines = self.wrap(text, WIDTH - 6)
        lh = 4.4
        y0 = pdf.get_y()
        h = len(lines) * lh + 3
        pdf.set_line_width(0.5)
        pdf.rect(LM, y0, WIDTH, h)
        pdf.set_line_width(0.2)
        for j, line in enumerate(lines):
            pdf.set_xy(LM + 3, y0 + 1.5 + j * lh)
            pdf.cell(WIDTH - 6, lh, line)
        pdf.set_y(y0 + h + 2.5)
        self.check()

    # ---------------------------------------------------------------- blocks
    def block(self, b):
        kind = b[0]
        pdf = self.pdf
        if kind == "title":
            pdf.set_y(pdf.get_y() + 6)
            self.para(b[1], size=18, style="B", lh=8, after=1)
        elif kind == "subtitle":
            self.para(b[1], size=13, style="", lh=6.5, after=4)
        elif kind == "h1":
            pdf.set_y(pdf.get_y() + 2)
            self.para(b[1], size=12.5, style="B", lh=6.5, after=1.5)
        elif kind == "h2":
            pdf.set_y(pdf.get_y() + 1)
            self.para(b[1], size=10.5, style="B", lh=5.5, after=1)
        elif kind == "p":
            self.para(b[1])
        elif kind == "small":
            self.para(b[1], size=8, lh=3.8, after=1.2)
        elif kind == "fn":
            for t in b[1]:
                self.para(t, size=7.8, lh=3.7, after=0.4)
            pdf.set_y(pdf.get_y() + 1.5)
        elif kind == "bullets":
            self.listing(b[1], numbered=False)
        elif kind == "steps":
            self.listing(b[1], numbered=True)
        elif kind == "table":
            opts = b[4] if len(b) > 4 else {}
            self.table(b[1], b[2], b[3], **opts)
        elif kind == "note":
            self.note(b[1])
        elif kind == "space":
            pdf.set_y(pdf.get_y() + b[1])
        else:
            raise ValueError(kind)
        self.check()

    def render(self, path):
        pages = self.spec["pages"]
        total = len(pages)
        for i, blocks in enumerate(pages, start=1):
            self.page_no = i
            self.pdf.add_page()
            self.frame(i, total)
            self.pdf.set_xy(LM, TOP)
            for b in blocks:
                self.block(b)
        self.pdf.output(path)


# -------------------------------------------------------------------- DOCX


def build_docx(spec, path):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    cp = d.core_properties
    cp.author = spec["company"]
    cp.last_modified_by = spec["company"]
    cp.title = spec["title"]
    cp.subject = spec["docno"]
    cp.comments = "Invented test document (CC0 1.0)"
    cp.keywords = ""
    cp.category = "Service bulletin"
    cp.revision = 1
    y, m, dd = (int(x) for x in spec["docx_date"].split("-"))
    fixed = datetime(y, m, dd, 9, 0, 0)
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    for b in spec["blocks"]:
        kind = b[0]
        if kind == "h0":
            d.add_heading(b[1], level=0)
        elif kind == "h1":
            d.add_heading(b[1], level=1)
        elif kind == "h2":
            d.add_heading(b[1], level=2)
        elif kind == "p":
            d.add_paragraph(b[1])
        elif kind == "bullets":
            for t in b[1]:
                d.add_paragraph(t, style="List Bullet")
        elif kind == "steps":
            for t in b[1]:
                d.add_paragraph(t, style="List Number")
        elif kind == "table":
            header, rows = b[1], b[2]
            t = d.add_table(rows=1 + len(rows), cols=len(header))
            t.style = "Table Grid"
            for k, h in enumerate(header):
                t.rows[0].cells[k].text = h
            for r, row in enumerate(rows, start=1):
                for k, c in enumerate(row):
                    t.rows[r].cells[k].text = c
        else:
            raise ValueError(kind)
    buf = io.BytesIO()
    d.save(buf)
    # rewrite the zip with fixed timestamps and fixed member order
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as out:
        for info in src.infolist():
            data = src.read(info.filename)
            zi = zipfile.ZipInfo(info.filename, date_time=(y, m, dd, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            out.writestr(zi, data)


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main():
    if os.path.isdir(DOC_DIR):
        shutil.rmtree(DOC_DIR)
    os.makedirs(DOC_DIR)
    for entry in catalog.DOCUMENTS:
        path = os.path.join(DOC_DIR, entry["file"])
        fmt = entry["format"]
        spec = entry["spec"]
        if fmt == "pdf":
            Renderer(spec).render(path)
        elif fmt == "docx":
            build_docx(spec, path)
        elif fmt in ("html", "md", "txt"):
            write_text(path, spec["text"])
        else:
            raise ValueError(fmt)
        if entry.get("meta") is not None:
            write_text(path + ".meta.json", json.dumps(entry["meta"], indent=2, ensure_ascii=False) + "\n")

    items = questions.build()
    rng = random.Random(1717)
    rng.shuffle(items)
    fields = [
        "id",
        "question",
        "document",
        "page",
        "answers",
        "answerable",
        "kind",
        "as_of",
        "product",
        "variant",
        "serial",
    ]
    lines = []
    for i, q in enumerate(items, start=1):
        rec = {"id": "s17-%03d" % i}
        for f in fields[1:]:
            if (f in q and q[f] is not None) or f in ("page",):
                rec[f] = q.get(f)
        lines.append(json.dumps(rec, ensure_ascii=False))
    write_text(os.path.join(HERE, "qa.jsonl"), "\n".join(lines) + "\n")
    print("wrote %d documents, %d questions" % (len(catalog.DOCUMENTS), len(items)))


if __name__ == "__main__":
    main()

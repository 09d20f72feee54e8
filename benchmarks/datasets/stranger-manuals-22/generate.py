#!/usr/bin/env python3
# ruff: noqa: E402, UP031
"""Deterministically build the s22 held-out evaluation set.

Run with:  /work/main/.venv/bin/python generate.py
Creates documents/ (11 documents + sidecars) and qa.jsonl from the texts in sources/.
Two runs produce byte-identical files (fixed PDF creation dates, fixed DOCX core
properties and zip timestamps, fixed shuffle seed).
"""

import io
import json
import os
import random
import shutil
import sys

sys.dont_write_bytecode = True
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import charger
import docx
import packer
import pellet
import questions
from docx.shared import Pt
from fpdf import FPDF
from fpdf.enums import XPos, YPos

OUT = os.path.join(HERE, "documents")
SEED = 22022
LEFT, RIGHT, TOP, BOTTOM_LIMIT = 15, 195, 22, 280
WIDTH = RIGHT - LEFT


def latin1(text):
    text.encode("latin-1")  # core fonts only support latin-1; fail loudly otherwise
    return text


class SpecPDF(FPDF):
    def __init__(self, spec):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.spec = spec
        self.npages = len(spec["pages"])
        self.set_auto_page_break(False)
        self.set_margins(LEFT, TOP, 210 - RIGHT)

    def header(self):
        s = self.spec
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, 8)
        self.cell(110, 4, latin1(s["company"]))
        self.cell(70, 4, latin1("Document {}   {}".format(s["docno"], s["rev"])), align="R")
        self.set_xy(LEFT, 12)
        self.cell(WIDTH, 4, latin1(s["title"]))
        self.line(LEFT, 17, RIGHT, 17)
        self.set_xy(LEFT, TOP)

    def footer(self):
        self.set_font("Helvetica", "", 8)
        self.line(LEFT, 283, RIGHT, 283)
        self.set_xy(LEFT, 285)
        self.cell(WIDTH, 4, "Page %d of %d" % (self.page_no(), self.npages), align="C")

    # ---- block renderers -------------------------------------------------
    def para(self, text, size=10, style="", x=LEFT, w=WIDTH, h=5, after=1.5):
        self.set_font("Helvetica", style, size)
        self.set_x(x)
        self.multi_cell(w, h, latin1(text), align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.ln(after)

    def table(self, t):
        widths = t["w"]
        assert abs(sum(widths) - WIDTH) < 0.01 or sum(widths) <= WIDTH, widths
        size = t.get("size", 9)

        def row(cells, style, fill):
            self.set_font("Helvetica", style, size)
            self.set_x(LEFT)
            for wdt, c in zip(widths, cells, strict=False):
                c = latin1(c)
                if self.get_string_width(c) > wdt - 2.2:
                    raise ValueError("cell too wide ({}): {!r}".format(self.spec["file"], c))
                self.cell(wdt, 5.6, c, border=1, fill=fill)
            self.ln(5.6)

        if len(t["head"]) != len(widths):
            raise ValueError("head/width mismatch {!r}".format(t["head"]))
        self.set_fill_color(225, 225, 225)
        row(t["head"], "B", True)
        for r in t["rows"]:
            if len(r) != len(widths):
                raise ValueError(f"row/width mismatch {r!r}")
            row(r, "", False)
        self.ln(1.5)
        for n in t.get("notes", []):
            self.para(n, size=8.5, h=4.2, after=0.6)
        self.ln(1.5)

    def block(self, b):
        kind = b[0]
        if kind == "title":
            self.set_font("Helvetica", "B", 18)
            self.set_x(LEFT)
            self.cell(WIDTH, 10, latin1(b[1]), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        elif kind == "sub":
            self.set_font("Helvetica", "", 12)
            self.set_x(LEFT)
            self.cell(WIDTH, 7, latin1(b[1]), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        elif kind == "h1":
            self.ln(2)
            self.set_font("Helvetica", "B", 13)
            self.set_x(LEFT)
            self.cell(WIDTH, 7, latin1(b[1]), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.ln(1)
        elif kind == "h2":
            self.ln(1)
            self.set_font("Helvetica", "B", 11)
            self.set_x(LEFT)
            self.cell(WIDTH, 6, latin1(b[1]), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.ln(0.5)
        elif kind == "h3":
            self.set_font("Helvetica", "B", 10)
            self.set_x(LEFT)
            self.cell(WIDTH, 5.5, latin1(b[1]), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        elif kind == "p":
            self.para(b[1])
        elif kind == "small":
            self.para(b[1], size=8.5, h=4.2)
        elif kind == "bul":
            for item in b[1]:
                self.para("- " + item, x=LEFT + 4, w=WIDTH - 4, after=0.8)
            self.ln(1)
        elif kind == "steps":
            for i, item in enumerate(b[1], 1):
                self.para("%d. %s" % (i, item), x=LEFT + 4, w=WIDTH - 4, after=0.8)
            self.ln(1)
        elif kind == "table":
            self.table(b[1])
        elif kind == "fault":
            _, code, meaning, severity, remedy = b
            self.ln(0.8)
            self.set_font("Helvetica", "B", 10)
            self.set_x(LEFT)
            self.cell(WIDTH, 5.5, latin1(f"{code}   {meaning}   [{severity}]"), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.para(remedy, after=0.8)
        elif kind == "gap":
            self.ln(b[1])
        else:
            raise ValueError(f"unknown block {kind!r}")


def build_pdf(spec):
    pdf = SpecPDF(spec)
    pdf.set_creation_date(spec["created"])
    pdf.set_title(latin1(spec["title"]))
    pdf.set_author(latin1(spec["company"]))
    pdf.set_creator("s22 generate.py")
    pdf.set_producer("s22 generate.py")
    for blocks in spec["pages"]:
        pdf.add_page()
        for b in blocks:
            pdf.block(b)
        if pdf.get_y() > BOTTOM_LIMIT:
            raise ValueError("%s: page %d overflows (y=%.1f)" % (spec["file"], pdf.page_no(), pdf.get_y()))
    pdf.output(os.path.join(OUT, spec["file"]))


def build_docx(spec):
    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10.5)
    sec = d.sections[0]
    sec.header.paragraphs[0].text = spec["header"]
    sec.footer.paragraphs[0].text = spec["footer"]
    for b in spec["blocks"]:
        kind = b[0]
        if kind == "h1":
            d.add_heading(b[1], level=1)
        elif kind == "h2":
            d.add_heading(b[1], level=2)
        elif kind == "title":
            d.add_heading(b[1], level=0)
        elif kind == "p":
            d.add_paragraph(b[1])
        elif kind == "bul":
            for item in b[1]:
                d.add_paragraph(item, style="List Bullet")
        elif kind == "steps":
            for item in b[1]:
                d.add_paragraph(item, style="List Number")
        elif kind == "table":
            t = b[1]
            tab = d.add_table(rows=1 + len(t["rows"]), cols=len(t["head"]))
            tab.style = "Table Grid"
            for j, h in enumerate(t["head"]):
                cell = tab.rows[0].cells[j]
                cell.text = h
                for r in cell.paragraphs[0].runs:
                    r.bold = True
            for i, r in enumerate(t["rows"], 1):
                for j, c in enumerate(r):
                    tab.rows[i].cells[j].text = c
            for n in t.get("notes", []):
                d.add_paragraph(n)
        else:
            raise ValueError(kind)
    cp = d.core_properties
    cp.author = spec["author"]
    cp.title = spec["title"]
    cp.subject = spec["subject"]
    cp.keywords = ""
    cp.comments = ""
    cp.category = "Service bulletin"
    cp.last_modified_by = spec["author"]
    cp.revision = 1
    cp.created = spec["created"]
    cp.modified = spec["created"]
    cp.last_printed = spec["created"]
    cp.identifier = spec["key"]
    cp.language = "en-GB"
    cp.version = spec["version"]
    buf = io.BytesIO()
    d.save(buf)
    buf.seek(0)
    stamp = spec["created"].timetuple()[:6]
    with (
        zipfile.ZipFile(buf) as zin,
        zipfile.ZipFile(os.path.join(OUT, spec["file"]), "w", zipfile.ZIP_DEFLATED) as zout,
    ):
        for item in zin.infolist():
            zi = zipfile.ZipInfo(item.filename, date_time=stamp)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            zout.writestr(zi, zin.read(item.filename))


def write_text(name, text):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def write_meta(filename, meta):
    with open(os.path.join(OUT, filename + ".meta.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(meta, f, indent=2, ensure_ascii=False)
        f.write("\n")


def main():
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    for mod in (pellet, charger, packer):
        for spec in mod.pdf_specs():
            build_pdf(spec)
            write_meta(spec["file"], spec["meta"])
        for spec in mod.docx_specs():
            build_docx(spec)
            write_meta(spec["file"], spec["meta"])
        for name, text, meta in mod.text_files():
            write_text(name, text)
            if meta is not None:
                write_meta(name, meta)

    items = questions.build()
    rng = random.Random(SEED)
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
    with open(os.path.join(HERE, "qa.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i, q in enumerate(items, 1):
            rec = {"id": "s22-%03d" % i}
            for k in fields[1:]:
                if k in q:
                    rec[k] = q[k]
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d documents files and %d questions" % (len(os.listdir(OUT)), len(items)))


if __name__ == "__main__":
    main()

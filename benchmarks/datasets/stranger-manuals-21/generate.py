#!/usr/bin/env python3
# ruff: noqa: E402
"""Build the s21 evaluation set: documents/, sidecars and qa.jsonl.

Deterministic: fixed PDF creation dates, fixed DOCX core properties and zip
timestamps, fixed shuffle seed. Run with /work/main/.venv/bin/python.
"""

import datetime as dt
import io
import json
import os
import random
import sys
import zipfile

sys.dont_write_bytecode = True

import docx
from docx.shared import Pt
from fpdf import FPDF

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import bmt_bulletin
import bmt_manual
import ktc_manual
import ktc_theory
import questions
import text_files
import vas_bulletin
import vas_manual

DOC_DIR = os.path.join(HERE, "documents")
SEED = 2121
FIXED_DATE = dt.datetime(2024, 6, 1, 12, 0, 0, tzinfo=dt.UTC)

# ----------------------------------------------------------------------------
# PDF rendering
# ----------------------------------------------------------------------------
LM, RM, TOP, BOTTOM_LIMIT = 18, 18, 20, 277
BODY_W = 210 - LM - RM


class LayoutError(Exception):
    pass


class DocPDF(FPDF):
    def __init__(self, header_text, n_pages):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.header_text = header_text
        self.n_pages = n_pages
        self.set_margins(LM, TOP, RM)
        self.set_auto_page_break(False)

    def header(self):
        self.set_font("Helvetica", "", 8)
        self.set_text_color(60, 60, 60)
        self.set_xy(LM, 8)
        self.cell(BODY_W, 4, self.header_text, align="L")
        self.set_draw_color(120, 120, 120)
        self.line(LM, 13.5, 210 - RM, 13.5)
        self.set_text_color(0, 0, 0)
        self.set_xy(LM, TOP)

    def footer(self):
        self.set_font("Helvetica", "", 8)
        self.set_text_color(60, 60, 60)
        self.line(LM, 283, 210 - RM, 283)
        self.set_xy(LM, 285)
        self.cell(BODY_W, 4, f"Page {self.page_no()} of {self.n_pages}", align="C")
        self.set_text_color(0, 0, 0)


def _check_y(pdf, where):
    if pdf.get_y() > BOTTOM_LIMIT:
        raise LayoutError(f"page overflow at {where}: y={pdf.get_y():.1f}")


def _hanging(pdf, label, text, indent, label_w, size=9.5, lh=4.6, style=""):
    pdf.set_font("Helvetica", style, size)
    x0 = LM + indent
    pdf.set_x(x0)
    y0 = pdf.get_y()
    pdf.cell(label_w, lh, label)
    pdf.set_xy(x0 + label_w, y0)
    pdf.multi_cell(BODY_W - indent - label_w, lh, text, new_x="LMARGIN", new_y="NEXT")


def render_block(pdf, b):
    kind = b[0]
    if kind == "title":
        pdf.set_font("Helvetica", "B", 18)
        pdf.multi_cell(BODY_W, 9, b[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "subtitle":
        pdf.set_font("Helvetica", "", 12)
        pdf.multi_cell(BODY_W, 6, b[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)
    elif kind == "h1":
        pdf.ln(2.5)
        pdf.set_font("Helvetica", "B", 12)
        pdf.multi_cell(BODY_W, 6.5, b[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "h2":
        pdf.ln(1.5)
        pdf.set_font("Helvetica", "B", 10.5)
        pdf.multi_cell(BODY_W, 5.5, b[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.5)
    elif kind == "p":
        pdf.set_font("Helvetica", "", 9.5)
        pdf.multi_cell(BODY_W, 4.6, b[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "steps":
        for i, t in enumerate(b[1], 1):
            _hanging(pdf, f"{i}.", t, 2, 7)
            pdf.ln(0.8)
        pdf.ln(1)
    elif kind == "bullets":
        for t in b[1]:
            _hanging(pdf, "-", t, 2, 5)
            pdf.ln(0.8)
        pdf.ln(1)
    elif kind == "notes":
        pdf.set_font("Helvetica", "", 8.5)
        for t in b[1]:
            pdf.multi_cell(BODY_W, 4.0, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "table":
        widths, header, rows = b[1], b[2], b[3]
        if abs(sum(widths) - BODY_W) > 0.01 and sum(widths) > BODY_W:
            raise LayoutError(f"table too wide: {sum(widths)}")
        pdf.set_draw_color(120, 120, 120)
        pdf.set_fill_color(225, 225, 225)
        pdf.set_font("Helvetica", "B", 9)
        for w, h in zip(widths, header, strict=False):
            if pdf.get_string_width(h) > w - 2:
                raise LayoutError(f"header cell too long: {h!r}")
            pdf.cell(w, 5.6, h, border=1, fill=True)
        pdf.ln(5.6)
        pdf.set_font("Helvetica", "", 9)
        for row in rows:
            for w, c in zip(widths, row, strict=False):
                if pdf.get_string_width(c) > w - 2:
                    raise LayoutError(f"table cell too long for {w} mm: {c!r}")
                pdf.cell(w, 5.4, c, border=1)
            pdf.ln(5.4)
        pdf.ln(2)
    elif kind in ("code", "cont"):
        if kind == "code":
            _, code, title, meaning, remedy = b
        else:
            _, code, title, remedy = b
            meaning = None
        pdf.ln(0.8)
        pdf.set_font("Helvetica", "B", 10)
        pdf.cell(16, 5.2, code)
        pdf.multi_cell(BODY_W - 16, 5.2, title, new_x="LMARGIN", new_y="NEXT")
        if meaning:
            _hanging(pdf, "Meaning:", meaning, 16, 17, size=9.5, lh=4.5)
        if remedy:
            _hanging(pdf, "Remedy:", remedy, 16, 17, size=9.5, lh=4.5)
        pdf.ln(0.8)
    elif kind == "space":
        pdf.ln(b[1])
    else:
        raise ValueError(kind)


def build_pdf(path, header_text, pages, title, author, subject):
    pdf = DocPDF(header_text, len(pages))
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(title)
    pdf.set_author(author)
    pdf.set_subject(subject)
    pdf.set_creator("s21 generate.py")
    pdf.set_producer("s21 generate.py (fpdf2)")
    for pno, blocks in enumerate(pages, 1):
        pdf.add_page()
        for i, b in enumerate(blocks):
            render_block(pdf, b)
            _check_y(pdf, f"{os.path.basename(path)} page {pno} block {i} ({b[0]})")
    pdf.output(path)


# ----------------------------------------------------------------------------
# DOCX rendering
# ----------------------------------------------------------------------------
def build_docx(path, blocks, meta_title, author, created):
    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(10)
    for b in blocks:
        kind = b[0]
        if kind == "title":
            d.add_heading(b[1], level=0)
        elif kind == "h1":
            d.add_heading(b[1], level=1)
        elif kind == "p":
            d.add_paragraph(b[1])
        elif kind == "steps":
            for t in b[1]:
                d.add_paragraph(t, style="List Number")
        elif kind == "table":
            header, rows = b[1], b[2]
            t = d.add_table(rows=1 + len(rows), cols=len(header))
            t.style = "Table Grid"
            for j, h in enumerate(header):
                t.cell(0, j).text = h
                for r in t.cell(0, j).paragraphs[0].runs:
                    r.bold = True
            for i, row in enumerate(rows, 1):
                for j, c in enumerate(row):
                    t.cell(i, j).text = c
            d.add_paragraph("")
        else:
            raise ValueError(kind)
    cp = d.core_properties
    cp.title = meta_title
    cp.author = author
    cp.last_modified_by = author
    cp.created = created
    cp.modified = created
    cp.last_printed = created
    cp.revision = 1
    cp.subject = "Service bulletin"
    cp.keywords = "press brake; backgauge; service bulletin"
    cp.comments = "Invented test document (CC0 1.0)."
    buf = io.BytesIO()
    d.save(buf)
    # rewrite the zip with fixed timestamps and a stable member order
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    with zipfile.ZipFile(path, "w") as out:
        for info in src.infolist():
            data = src.read(info.filename)
            zi = zipfile.ZipInfo(info.filename, date_time=(2024, 3, 4, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            out.writestr(zi, data)


# ----------------------------------------------------------------------------
def write_json(path, obj):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
        f.write("\n")


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def header_line(company, title, docno, version):
    return f"{company}  |  {title}  |  {docno}  |  {version}"


def build_documents():
    os.makedirs(DOC_DIR, exist_ok=True)
    for name in os.listdir(DOC_DIR):
        os.remove(os.path.join(DOC_DIR, name))

    # 1) revisioned maintenance manual
    m = vas_manual
    for rev, _issued, eff_from, eff_to, rec, fname in m.REVISIONS:
        build_pdf(
            os.path.join(DOC_DIR, fname),
            header_line(m.COMPANY, m.TITLE, m.KEY, f"Rev {rev}"),
            m.pages(rev),
            f"{m.TITLE}, Rev {rev}",
            m.COMPANY,
            m.KEY,
        )
        write_json(
            os.path.join(DOC_DIR, fname + ".meta.json"),
            {
                "document": m.KEY,
                "version": f"Rev {rev}",
                "effective_from": eff_from,
                "effective_to": eff_to,
                "recorded_at": rec,
                "applicability": {"product": m.PRODUCT, "variants": list(m.VARIANTS)},
            },
        )

    # 2) other PDFs
    for mod in (vas_bulletin, ktc_manual, ktc_theory, bmt_manual):
        build_pdf(
            os.path.join(DOC_DIR, mod.FILE),
            header_line(mod.COMPANY, mod.TITLE, mod.KEY, mod.VERSION),
            mod.PAGES,
            f"{mod.TITLE}, {mod.VERSION}",
            mod.COMPANY,
            mod.KEY,
        )
        write_json(os.path.join(DOC_DIR, mod.FILE + ".meta.json"), mod.META)

    # 3) DOCX bulletin
    b = bmt_bulletin
    build_docx(os.path.join(DOC_DIR, b.FILE), b.BLOCKS, b.TITLE, b.COMPANY, dt.datetime(2024, 3, 4, 9, 0, 0))
    write_json(os.path.join(DOC_DIR, b.FILE + ".meta.json"), b.META)

    # 4) HTML, Markdown, text
    t = text_files
    write_text(os.path.join(DOC_DIR, t.HTML_FILE), t.HTML)
    write_json(os.path.join(DOC_DIR, t.HTML_FILE + ".meta.json"), t.HTML_META)
    write_text(os.path.join(DOC_DIR, t.MD_FILE), t.MD)
    write_text(os.path.join(DOC_DIR, t.TXT_FILE), t.TXT)


FIELD_ORDER = [
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


def build_qa():
    qs = [dict(q) for q in questions.QUESTIONS]
    rng = random.Random(SEED)
    rng.shuffle(qs)
    with open(os.path.join(HERE, "qa.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i, q in enumerate(qs, 1):
            rec = {
                "id": f"s21-{i:03d}",
                "question": q["q"],
                "document": q["doc"],
                "page": q.get("page"),
                "answers": list(q.get("ans", [])),
                "answerable": bool(q.get("ans")),
                "kind": q["kind"],
            }
            for k in ("as_of", "product", "variant", "serial"):
                if q.get(k) is not None:
                    rec[k] = q[k]
            rec = {k: rec[k] for k in FIELD_ORDER if k in rec}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return len(qs)


def main():
    build_documents()
    n = build_qa()
    print(f"wrote {len(os.listdir(DOC_DIR))} files in documents/ and {n} questions in qa.jsonl")


if __name__ == "__main__":
    main()

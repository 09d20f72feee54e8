"""Deterministically build documents/ and qa.jsonl for stranger-manuals-15.

Run:  python generate.py
Running it twice gives byte-identical output (fixed PDF creation dates, fixed DOCX
core properties and zip timestamps, fixed shuffle seed).
"""

import datetime
import io
import json
import random
import shutil
import sys
import zipfile
from pathlib import Path

from fpdf import FPDF

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sources import (  # noqa: E402
    concrete_pump,
    dough_sheeter,
    handbrake,
    ice_resurfacer,
    ironer,
    questions,
    snow_gun,
    stage_hoist,
)

DOC_DIR = HERE / "documents"
FIXED_DT = datetime.datetime(2024, 5, 1, 12, 0, 0, tzinfo=datetime.UTC)
ZIP_DT = (2024, 5, 1, 12, 0, 0)
SHUFFLE_SEED = 15


def all_documents():
    docs = []
    for mod in (
        ironer,
        concrete_pump,
        ice_resurfacer,
        snow_gun,
        stage_hoist,
        dough_sheeter,
        handbrake,
    ):
        docs.extend(mod.documents())
    return docs


# --------------------------------------------------------------------------- PDF


class ManualPDF(FPDF):
    def __init__(self, header_text, footer_text):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.header_text = header_text
        self.footer_text = footer_text
        self.set_margins(18, 18, 18)
        self.set_auto_page_break(True, margin=20)
        self.set_creation_date(FIXED_DT)
        self.set_title(header_text)
        self.set_author("stranger-manuals-15 (invented document)")

    def header(self):
        self.set_font("Helvetica", "", 8)
        self.set_text_color(90, 90, 90)
        self.cell(0, 5, self.header_text, new_x="LMARGIN", new_y="NEXT")
        self.set_draw_color(150, 150, 150)
        self.line(18, self.get_y(), 192, self.get_y())
        self.ln(4)
        self.set_text_color(0, 0, 0)

    def footer(self):
        self.set_y(-14)
        self.set_font("Helvetica", "", 8)
        self.set_text_color(90, 90, 90)
        self.cell(0, 5, self.footer_text + "  |  Page " + str(self.page_no()) + " of {nb}", align="C")
        self.set_text_color(0, 0, 0)


def check_latin1(text):
    try:
        text.encode("latin-1")
    except UnicodeEncodeError as exc:
        raise ValueError("non latin-1 character in: " + repr(text)) from exc
    return text


def pdf_table(pdf, spec):
    size = spec.get("font_size", 9)
    pdf.set_font("Helvetica", "", size)
    widths = spec["widths"]
    with pdf.table(
        col_widths=widths,
        text_align="LEFT",
        v_align="TOP",
        line_height=size * 0.5,
        padding=1.2,
        headings_style=None,
        first_row_as_headings=False,
    ) as table:
        row = table.row()
        pdf.set_font("Helvetica", "B", size)
        for cell in spec["header"]:
            row.cell(check_latin1(cell))
        pdf.set_font("Helvetica", "", size)
        for r in spec["rows"]:
            row = table.row()
            for cell in r:
                row.cell(check_latin1(cell))
    pdf.ln(2)


def render_block(pdf, block):
    kind, content = block
    w = pdf.epw
    if kind == "title":
        pdf.set_font("Helvetica", "B", 22)
        pdf.ln(20)
        pdf.multi_cell(w, 11, check_latin1(content), align="L", new_x="LMARGIN", new_y="NEXT")
    elif kind == "subtitle":
        pdf.set_font("Helvetica", "", 13)
        pdf.multi_cell(w, 7, check_latin1(content), align="L", new_x="LMARGIN", new_y="NEXT")
    elif kind == "space":
        pdf.ln(content)
    elif kind == "h1":
        pdf.ln(2)
        pdf.set_font("Helvetica", "B", 14)
        pdf.multi_cell(w, 8, check_latin1(content), align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "h2":
        pdf.ln(1.5)
        pdf.set_font("Helvetica", "B", 11)
        pdf.multi_cell(w, 6, check_latin1(content), align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.5)
    elif kind == "p":
        pdf.set_font("Helvetica", "", 10)
        pdf.multi_cell(w, 5, check_latin1(content), align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    elif kind in ("steps", "bullets"):
        pdf.set_font("Helvetica", "", 10)
        for i, item in enumerate(content, 1):
            label = (str(i) + ".") if kind == "steps" else "-"
            pdf.set_x(pdf.l_margin)
            pdf.cell(8, 5, label)
            pdf.multi_cell(w - 8, 5, check_latin1(item), align="L", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.8)
        pdf.ln(1.5)
    elif kind == "table":
        pdf_table(pdf, content)
    elif kind == "foot":
        pdf.set_font("Helvetica", "I", 8)
        pdf.multi_cell(w, 4, check_latin1(content), align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "note":
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.multi_cell(
            w, 5, check_latin1("NOTE: " + content), border=1, align="L", padding=2, new_x="LMARGIN", new_y="NEXT"
        )
        pdf.ln(2)
    else:
        raise ValueError("unknown block " + kind)


def write_pdf(doc, path):
    pdf = ManualPDF(doc["header"], doc["footer"])
    for index, page in enumerate(doc["pages"], 1):
        pdf.add_page()
        for block in page:
            render_block(pdf, block)
        if pdf.page != index:
            raise RuntimeError(doc["file"] + ": source page " + str(index) + " overflowed onto page " + str(pdf.page))
    data = bytes(pdf.output())
    path.write_bytes(data)


# -------------------------------------------------------------------------- DOCX


def write_docx(doc, path):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    cp = d.core_properties
    naive = FIXED_DT.replace(tzinfo=None)
    cp.created = naive
    cp.modified = naive
    cp.last_printed = naive
    cp.author = "stranger-manuals-15 (invented document)"
    cp.last_modified_by = "stranger-manuals-15"
    cp.title = doc["title"]
    cp.revision = 1
    style = d.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(10)
    for kind, content in doc["blocks"]:
        if kind == "title":
            d.add_heading(content, level=0)
        elif kind == "h1":
            d.add_heading(content, level=1)
        elif kind == "h2":
            d.add_heading(content, level=2)
        elif kind == "p":
            d.add_paragraph(content)
        elif kind == "steps":
            for item in content:
                d.add_paragraph(item, style="List Number")
        elif kind == "bullets":
            for item in content:
                d.add_paragraph(item, style="List Bullet")
        elif kind == "table":
            rows = [content["header"]] + content["rows"]
            t = d.add_table(rows=len(rows), cols=len(content["header"]))
            t.style = "Table Grid"
            for r, row in enumerate(rows):
                for c, text in enumerate(row):
                    cell = t.cell(r, c)
                    cell.text = text
                    if r == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
        elif kind == "foot":
            para = d.add_paragraph()
            run = para.add_run(content)
            run.italic = True
            run.font.size = Pt(8)
        else:
            raise ValueError("unknown docx block " + kind)
    buf = io.BytesIO()
    d.save(buf)
    # Rewrite the zip with fixed timestamps and a fixed member order.
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            dst.writestr(zi, src.read(info.filename))
    path.write_bytes(out.getvalue())


# ------------------------------------------------------------------------ driver


def write_text(doc, path):
    path.write_bytes(doc["text"].encode("utf-8"))


def main():
    if DOC_DIR.exists():
        shutil.rmtree(DOC_DIR)
    DOC_DIR.mkdir()
    docs = all_documents()
    names = set()
    for doc in docs:
        if doc["file"] in names:
            raise RuntimeError("duplicate file " + doc["file"])
        names.add(doc["file"])
        path = DOC_DIR / doc["file"]
        if doc["format"] == "pdf":
            write_pdf(doc, path)
        elif doc["format"] == "docx":
            write_docx(doc, path)
        elif doc["format"] in ("html", "md", "txt"):
            write_text(doc, path)
        else:
            raise ValueError(doc["format"])
        if doc.get("meta") is not None:
            meta_path = DOC_DIR / (doc["file"] + ".meta.json")
            meta_path.write_text(json.dumps(doc["meta"], indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    items = [dict(q) for q in questions.QUESTIONS]
    random.Random(SHUFFLE_SEED).shuffle(items)
    order = ["question", "document", "page", "answers", "answerable", "kind", "as_of", "product", "variant", "serial"]
    lines = []
    for n, q in enumerate(items, 1):
        rec = {"id": f"s15-{n:03d}"}
        for key in order:
            if key in q:
                rec[key] = q[key]
        extra = set(q) - set(order)
        if extra:
            raise ValueError("unexpected question fields: " + ", ".join(sorted(extra)))
        lines.append(json.dumps(rec, ensure_ascii=False))
    (HERE / "qa.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("wrote", len(docs), "document files and", len(lines), "questions")


if __name__ == "__main__":
    main()

"""Build the stranger-manuals-10 documents and qa.jsonl deterministically.

Usage: python generate.py
Writes documents/ (PDF, DOCX, HTML, Markdown, text and .meta.json sidecars)
and qa.jsonl. Running it twice gives byte-identical output.
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
from fpdf.fonts import FontFace

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sources import (  # noqa: E402
    autoclave,
    compressor,
    dishwasher,
    genset,
    governor,
    lift,
    questions,
    robot,
)

DOC_DIR = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"
SEED = 20240610
FIXED_TIME = datetime.datetime(2024, 6, 10, 12, 0, 0, tzinfo=datetime.UTC)
ZIP_TIME = (2024, 6, 10, 12, 0, 0)


def all_documents():
    docs = []
    for module in (lift, genset, compressor, autoclave, dishwasher, robot, governor):
        docs.extend(module.documents())
    return docs


# ---------------------------------------------------------------- PDF


class ManualPDF(FPDF):
    def __init__(self, header_text):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.header_text = header_text
        self.set_margins(15, 18, 15)
        self.set_auto_page_break(True, margin=18)

    def header(self):
        self.set_font("helvetica", "I", 8)
        self.set_text_color(90, 90, 90)
        self.set_xy(15, 8)
        self.cell(0, 5, self.header_text, align="L")
        self.set_text_color(0, 0, 0)
        self.set_xy(15, 18)

    def footer(self):
        self.set_y(-13)
        self.set_font("helvetica", "I", 8)
        self.set_text_color(90, 90, 90)
        self.cell(0, 5, f"Page {self.page_no()} of {{nb}}", align="C")
        self.set_text_color(0, 0, 0)


def _pdf_table(pdf, widths, rows, font_size=9):
    pdf.set_font("helvetica", size=font_size)
    heading = FontFace(emphasis="BOLD", fill_color=(225, 225, 225))
    with pdf.table(
        col_widths=widths,
        width=sum(widths),
        align="LEFT",
        text_align="LEFT",
        line_height=4.6,
        first_row_as_headings=True,
        headings_style=heading,
    ) as table:
        for row in rows:
            r = table.row()
            for cell in row:
                r.cell(str(cell))
    pdf.ln(2)


def render_block(pdf, block):
    kind = block[0]
    w = pdf.epw
    if kind == "title":
        pdf.set_font("helvetica", "B", 20)
        pdf.ln(20)
        pdf.multi_cell(w, 10, block[1], align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    elif kind == "subtitle":
        pdf.set_font("helvetica", "", 14)
        pdf.multi_cell(w, 7, block[1], align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(6)
    elif kind == "h1":
        pdf.set_font("helvetica", "B", 13)
        pdf.ln(1)
        pdf.multi_cell(w, 7, block[1], align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "h2":
        pdf.set_font("helvetica", "B", 11)
        pdf.ln(1)
        pdf.multi_cell(w, 6, block[1], align="L", new_x="LMARGIN", new_y="NEXT")
    elif kind == "p":
        pdf.set_font("helvetica", "", 10)
        pdf.multi_cell(w, 5, block[1], align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "small":
        pdf.set_font("helvetica", "", 8)
        pdf.multi_cell(w, 4, block[1], align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.5)
    elif kind == "steps":
        pdf.set_font("helvetica", "", 10)
        for i, step in enumerate(block[1], 1):
            pdf.set_x(pdf.l_margin)
            pdf.cell(8, 5, f"{i}.")
            pdf.multi_cell(w - 8, 5, step, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "bullets":
        pdf.set_font("helvetica", "", 10)
        for item in block[1]:
            pdf.set_x(pdf.l_margin)
            pdf.cell(6, 5, "-")
            pdf.multi_cell(w - 6, 5, item, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "table":
        _pdf_table(pdf, block[1], block[2])
    else:
        raise ValueError(f"unknown block {kind}")


def write_pdf(doc, path):
    pdf = ManualPDF(doc["header"])
    pdf.set_title(doc["header"])
    pdf.set_author("stranger-manuals-10 (invented)")
    pdf.set_creator("stranger-manuals-10 generate.py")
    pdf.set_producer("fpdf2")
    pdf.creation_date = FIXED_TIME
    for number, page in enumerate(doc["pages"], 1):
        pdf.add_page()
        for block in page:
            render_block(pdf, block)
        if pdf.page != number:
            raise RuntimeError(f"{doc['file']}: logical page {number} overflowed")
    pdf.output(str(path))
    return len(doc["pages"])


# ---------------------------------------------------------------- DOCX


def write_docx(doc, path):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10.5)
    for block in doc["blocks"]:
        kind = block[0]
        if kind == "title":
            d.add_heading(block[1], level=0)
        elif kind == "subtitle":
            d.add_paragraph(block[1], style="Subtitle")
        elif kind == "h1":
            d.add_heading(block[1], level=1)
        elif kind == "h2":
            d.add_heading(block[1], level=2)
        elif kind in ("p", "small"):
            para = d.add_paragraph(block[1])
            if kind == "small":
                for run in para.runs:
                    run.font.size = Pt(8.5)
        elif kind == "steps":
            for i, step in enumerate(block[1], 1):
                d.add_paragraph(f"{i}. {step}")
        elif kind == "bullets":
            for item in block[1]:
                d.add_paragraph(f"- {item}")
        elif kind == "table":
            rows = block[2]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = str(cell)
                    if i == 0:
                        for run in t.cell(i, j).paragraphs[0].runs:
                            run.bold = True
        else:
            raise ValueError(f"unknown block {kind}")
    cp = d.core_properties
    cp.author = "stranger-manuals-10 (invented)"
    cp.title = doc["title"]
    cp.created = FIXED_TIME.replace(tzinfo=None)
    cp.modified = FIXED_TIME.replace(tzinfo=None)
    cp.last_modified_by = "stranger-manuals-10"
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    # Re-pack the zip with fixed timestamps and a stable member order.
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 0
            dst.writestr(zi, data)
    path.write_bytes(out.getvalue())
    return 1


# ---------------------------------------------------------------- main


def write_text(doc, path):
    text = doc["text"]
    if not text.endswith("\n"):
        text += "\n"
    path.write_bytes(text.encode("utf-8"))
    return 1


def main():
    if DOC_DIR.exists():
        shutil.rmtree(DOC_DIR)
    DOC_DIR.mkdir()
    docs = all_documents()
    names = set()
    for doc in docs:
        if doc["file"] in names:
            raise RuntimeError(f"duplicate file {doc['file']}")
        names.add(doc["file"])
        path = DOC_DIR / doc["file"]
        fmt = doc["format"]
        if fmt == "pdf":
            pages = write_pdf(doc, path)
        elif fmt == "docx":
            pages = write_docx(doc, path)
        elif fmt in ("html", "md", "txt"):
            pages = write_text(doc, path)
        else:
            raise ValueError(fmt)
        if doc.get("meta") is not None:
            meta_path = DOC_DIR / (doc["file"] + ".meta.json")
            meta_path.write_text(
                json.dumps(doc["meta"], indent=2, ensure_ascii=False) + "\n",
                encoding="utf-8",
            )
        print(f"{doc['file']}: {pages} page(s)")

    items = questions.items()
    rng = random.Random(SEED)
    rng.shuffle(items)
    lines = []
    for n, item in enumerate(items, 1):
        rec = {"id": f"s10-{n:03d}"}
        rec.update(item)
        lines.append(json.dumps(rec, ensure_ascii=False))
    QA_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")
    answerable = sum(1 for i in items if i["answerable"])
    print(f"qa.jsonl: {len(items)} questions, {answerable} answerable")


if __name__ == "__main__":
    main()

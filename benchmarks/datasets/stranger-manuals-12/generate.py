"""Build the stranger-manuals-12 documents and qa.jsonl.

Deterministic: fixed PDF creation dates, fixed DOCX zip timestamps and core
properties, fixed shuffle seed. Run twice and the output is byte-identical.

Usage:  python generate.py
"""

import datetime as dt
import io
import json
import random
import sys
import zipfile
from pathlib import Path

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt
from fpdf import FPDF
from fpdf.fonts import FontFace

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sources import (  # noqa: E402
    coldroom,
    dental,
    espresso,
    graindryer,
    poolhall,
    pressbrake,
    questions,
    watermaker,
)

OUT = HERE / "documents"
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FIXED_DATE = dt.datetime(2024, 6, 1, 12, 0, 0, tzinfo=dt.UTC)
DOCX_ZIP_TIME = (2024, 6, 1, 12, 0, 0)
SEED = 12


def all_documents():
    docs = []
    for module in (
        watermaker,
        dental,
        espresso,
        graindryer,
        coldroom,
        poolhall,
        pressbrake,
    ):
        docs.extend(module.documents())
    return docs


# --------------------------------------------------------------------------- PDF


class ManualPDF(FPDF):
    def __init__(self, doc):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.doc = doc
        self.set_margins(18, 16, 18)
        self.set_auto_page_break(True, margin=16)
        self.add_font("DV", "", str(FONT_DIR / "DejaVuSans.ttf"))
        self.add_font("DV", "B", str(FONT_DIR / "DejaVuSans-Bold.ttf"))
        self.add_font("DV", "I", str(FONT_DIR / "DejaVuSans-Oblique.ttf"))
        self.add_font("DVC", "", str(FONT_DIR / "DejaVuSansCondensed.ttf"))
        self.add_font("DVC", "B", str(FONT_DIR / "DejaVuSansCondensed-Bold.ttf"))
        self.set_creation_date(FIXED_DATE)
        self.set_title(doc["title"])
        self.set_author(doc["author"])
        self.set_creator("stranger-manuals-12 generate.py")
        self.set_producer("fpdf2")

    def header(self):
        self.set_font("DV", "", 7.5)
        self.set_text_color(90, 90, 90)
        self.cell(0, 4, self.doc["running_head"], align="L")
        self.set_x(self.l_margin)
        self.cell(0, 4, self.doc["running_id"], align="R")
        self.ln(5)
        self.set_draw_color(150, 150, 150)
        self.line(self.l_margin, self.get_y(), self.w - self.r_margin, self.get_y())
        self.ln(4)
        self.set_text_color(0, 0, 0)

    def footer(self):
        self.set_y(-12)
        self.set_font("DV", "", 7.5)
        self.set_text_color(90, 90, 90)
        self.cell(0, 4, self.doc["footer"], align="L")
        self.set_x(self.l_margin)
        self.cell(0, 4, f"Page {self.page_no()} of {{nb}}", align="R")
        self.set_text_color(0, 0, 0)


def toc_entries(pages):
    entries = []
    for number, page in enumerate(pages, start=1):
        for block in page:
            if block[0] in ("h1", "h2"):
                entries.append((block[0], block[1], number))
    return entries


def render_table(pdf, spec):
    size = spec.get("size", 8.3)
    pdf.set_font("DVC", "", size)
    widths = spec.get("widths")
    align = spec.get("align")
    with pdf.table(
        col_widths=widths,
        text_align=align or "LEFT",
        line_height=size * 0.5,
        headings_style=FontFace(emphasis="BOLD", fill_color=(225, 225, 225)),
        padding=1.1,
        width=spec.get("width"),
        align="LEFT",
        first_row_as_headings=spec.get("header") is not None,
    ) as table:
        rows = ([spec["header"]] if spec.get("header") is not None else []) + spec["rows"]
        for cells in rows:
            row = table.row()
            for cell in cells:
                row.cell(cell)
    notes = spec.get("footnotes") or []
    if notes:
        pdf.ln(1)
        pdf.set_font("DV", "", 7.3)
        for note in notes:
            pdf.multi_cell(0, 3.5, note, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)


def render_block(pdf, block, pages):
    kind = block[0]
    epw = pdf.epw
    if kind == "title":
        pdf.ln(14)
        pdf.set_font("DV", "B", 19)
        pdf.multi_cell(0, 9, block[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    elif kind == "subtitle":
        pdf.set_font("DV", "", 12.5)
        pdf.multi_cell(0, 6.5, block[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "h1":
        pdf.ln(2)
        pdf.set_font("DV", "B", 13)
        pdf.multi_cell(0, 6.5, block[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "h2":
        pdf.ln(1)
        pdf.set_font("DV", "B", 10.3)
        pdf.multi_cell(0, 5.2, block[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.8)
    elif kind == "p":
        pdf.set_font("DV", "", 9.2)
        pdf.multi_cell(0, 4.6, block[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    elif kind == "small":
        pdf.set_font("DV", "", 7.8)
        pdf.multi_cell(0, 3.8, block[1], new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind in ("steps", "bullets"):
        pdf.set_font("DV", "", 9.2)
        for i, item in enumerate(block[1], start=1):
            mark = f"{i}." if kind == "steps" else "•"
            y = pdf.get_y()
            pdf.set_x(pdf.l_margin + 1)
            pdf.cell(7, 4.6, mark)
            pdf.set_xy(pdf.l_margin + 8, y)
            pdf.multi_cell(epw - 8, 4.6, item, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.8)
        pdf.ln(1.5)
    elif kind == "note":
        label, text = block[1], block[2]
        pdf.set_font("DV", "B", 8.8)
        pdf.set_fill_color(242, 242, 242)
        pdf.multi_cell(
            0,
            4.4,
            f"{label}: {text}",
            border=1,
            fill=True,
            padding=1.5,
            new_x="LMARGIN",
            new_y="NEXT",
        )
        pdf.ln(2.5)
    elif kind == "table":
        render_table(pdf, block[1])
    elif kind == "toc":
        pdf.set_font("DV", "", 9.5)
        for level, text, number in toc_entries(pages):
            indent = 0 if level == "h1" else 8
            pdf.set_font("DV", "B" if level == "h1" else "", 9.5)
            pdf.set_x(pdf.l_margin + indent)
            pdf.cell(epw - indent - 15, 5.6, text)
            pdf.cell(15, 5.6, str(number), align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)
    elif kind == "kv":
        pdf.set_font("DV", "", 9.2)
        for key, value in block[1]:
            pdf.set_font("DV", "B", 9.2)
            pdf.cell(48, 5, key)
            pdf.set_font("DV", "", 9.2)
            pdf.multi_cell(epw - 48, 5, value, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    elif kind == "space":
        pdf.ln(block[1])
    else:
        raise ValueError(f"unknown block {kind}")


def write_pdf(doc, path):
    pdf = ManualPDF(doc)
    pages = doc["pages"]
    for number, page in enumerate(pages, start=1):
        pdf.add_page()
        for block in page:
            render_block(pdf, block, pages)
            if pdf.page != number:
                raise RuntimeError(
                    f"{doc['file']}: page {number} overflowed while rendering {block[0]} {str(block[1])[:60]!r}"
                )
    pdf.output(str(path))


# -------------------------------------------------------------------------- DOCX


def write_docx(doc, path):
    document = docx.Document()
    style = document.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10)
    props = document.core_properties
    props.author = doc["author"]
    props.title = doc["title"]
    props.created = FIXED_DATE.replace(tzinfo=None)
    props.modified = FIXED_DATE.replace(tzinfo=None)
    props.last_modified_by = doc["author"]
    props.revision = 1
    for block in doc["blocks"]:
        kind = block[0]
        if kind == "title":
            document.add_heading(block[1], level=0)
        elif kind == "h1":
            document.add_heading(block[1], level=1)
        elif kind == "h2":
            document.add_heading(block[1], level=2)
        elif kind == "p":
            document.add_paragraph(block[1])
        elif kind == "bullets":
            for item in block[1]:
                document.add_paragraph(item, style="List Bullet")
        elif kind == "steps":
            for i, item in enumerate(block[1], start=1):
                para = document.add_paragraph(f"{i}. {item}")
                para.paragraph_format.left_indent = Pt(14)
        elif kind == "note":
            para = document.add_paragraph()
            run = para.add_run(f"{block[1]}: ")
            run.bold = True
            para.add_run(block[2])
        elif kind == "table":
            spec = block[1]
            rows = [spec["header"]] + spec["rows"]
            table = document.add_table(rows=len(rows), cols=len(spec["header"]))
            table.style = "Table Grid"
            for r, cells in enumerate(rows):
                for c, text in enumerate(cells):
                    cell = table.cell(r, c)
                    cell.text = text
                    if r == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
            for note in spec.get("footnotes") or []:
                para = document.add_paragraph(note)
                para.runs[0].font.size = Pt(8)
        elif kind == "small":
            para = document.add_paragraph(block[1])
            para.runs[0].font.size = Pt(8)
            para.alignment = WD_ALIGN_PARAGRAPH.LEFT
        else:
            raise ValueError(f"unknown docx block {kind}")
    buffer = io.BytesIO()
    document.save(buffer)
    # Rewrite the zip with fixed timestamps so the file is byte-identical per run.
    buffer.seek(0)
    src = zipfile.ZipFile(buffer)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            fixed = zipfile.ZipInfo(info.filename, date_time=DOCX_ZIP_TIME)
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = 0o644 << 16
            dst.writestr(fixed, data)
    path.write_bytes(out.getvalue())


# ------------------------------------------------------------------------- main


def write_text(text, path):
    path.write_bytes(text.encode("utf-8"))


def main():
    OUT.mkdir(exist_ok=True)
    for old in OUT.iterdir():
        old.unlink()
    docs = all_documents()
    names = set()
    for doc in docs:
        name = doc["file"]
        if name in names:
            raise RuntimeError(f"duplicate file {name}")
        names.add(name)
        path = OUT / name
        fmt = doc["format"]
        if fmt == "pdf":
            write_pdf(doc, path)
        elif fmt == "docx":
            write_docx(doc, path)
        elif fmt in ("html", "md", "txt"):
            write_text(doc["text"], path)
        else:
            raise ValueError(fmt)
        if doc.get("meta") is not None:
            meta_path = OUT / f"{name}.meta.json"
            write_text(json.dumps(doc["meta"], indent=2, ensure_ascii=False) + "\n", meta_path)

    items = [dict(q) for q in questions.QUESTIONS]
    random.Random(SEED).shuffle(items)
    lines = []
    order = ["question", "document", "page", "answers", "answerable", "kind"]
    optional = ["as_of", "product", "variant", "serial"]
    for number, item in enumerate(items, start=1):
        record = {"id": f"s12-{number:03d}"}
        for key in order:
            record[key] = item[key]
        for key in optional:
            if key in item:
                record[key] = item[key]
        unknown = set(item) - set(order) - set(optional)
        if unknown:
            raise RuntimeError(f"unknown keys {unknown} in {item['question']!r}")
        lines.append(json.dumps(record, ensure_ascii=False))
    write_text("\n".join(lines) + "\n", HERE / "qa.jsonl")
    print(f"wrote {len(docs)} documents and {len(lines)} questions")


if __name__ == "__main__":
    main()

"""Build documents/ and qa.jsonl for the stranger-manuals-16 evaluation set.

Deterministic: fixed PDF creation dates, fixed DOCX core properties and zip
timestamps, fixed shuffle seed. Running it twice gives byte-identical output.
"""

import datetime
import io
import json
import random
import sys
import zipfile
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sources import (  # noqa: E402
    anavet,
    flexion,
    kettlewick,
    loamheat,
    myceliq,
    obervald,
    questions,
    yaw,
)

DOCS_DIR = HERE / "documents"
FIXED_DATE = datetime.datetime(2024, 6, 1, 0, 0, 0, tzinfo=datetime.UTC)
ZIP_DATE = (2024, 6, 1, 0, 0, 0)
SHUFFLE_SEED = 16016
MARGIN = 18
LINE = 4.8


class ManualPDF(FPDF):
    def __init__(self, head_left, head_right, foot_left):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.head_left = head_left
        self.head_right = head_right
        self.foot_left = foot_left
        self.set_margins(MARGIN, 20, MARGIN)
        self.set_auto_page_break(True, margin=20)
        self.set_creation_date(FIXED_DATE)
        self.set_author("stranger-manuals-16 (invented documents)")
        self.set_creator("stranger-manuals-16 generate.py")
        self.set_producer("fpdf2")

    def header(self):
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_xy(MARGIN, 9)
        half = self.epw / 2
        self.cell(half, 4, self.head_left, align="L")
        self.cell(half, 4, self.head_right, align="R")
        self.set_draw_color(150, 150, 150)
        self.line(MARGIN, 14, self.w - MARGIN, 14)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_xy(MARGIN, 20)

    def footer(self):
        self.set_y(-14)
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(90, 90, 90)
        half = self.epw / 2
        self.cell(half, 4, self.foot_left, align="L")
        self.cell(half, 4, f"Page {self.page_no()} of {{nb}}", align="R")
        self.set_text_color(0, 0, 0)


def _table(pdf, spec):
    widths = spec["widths"]
    total = sum(widths)
    if total > pdf.epw + 0.01:
        raise ValueError(f"table too wide: {total} > {pdf.epw}")
    pdf.set_font("Helvetica", "", spec.get("size", 8.5))
    head_style = FontFace(emphasis="BOLD", fill_color=(224, 224, 224))
    with pdf.table(
        col_widths=tuple(widths),
        width=total,
        align="LEFT",
        text_align="LEFT",
        line_height=4.3,
        padding=(1.0, 1.2, 1.0, 1.2),
        headings_style=head_style,
        first_row_as_headings=True,
    ) as table:
        row = table.row()
        for h in spec["header"]:
            row.cell(h)
        for r in spec["rows"]:
            if len(r) != len(widths):
                raise ValueError(f"row length mismatch: {r}")
            row = table.row()
            for c in r:
                row.cell(c)
    if spec.get("footnotes"):
        pdf.ln(1.2)
        pdf.set_font("Helvetica", "", 7.5)
        for fn in spec["footnotes"]:
            pdf.multi_cell(total, 3.8, fn, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2.5)


def _block(pdf, kind, data):
    epw = pdf.epw
    if kind == "title":
        pdf.set_font("Helvetica", "B", 17)
        pdf.multi_cell(epw, 8.5, data, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "subtitle":
        pdf.set_font("Helvetica", "", 11.5)
        pdf.multi_cell(epw, 6, data, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)
    elif kind == "h1":
        pdf.ln(1)
        pdf.set_font("Helvetica", "B", 13)
        pdf.multi_cell(epw, 7, data, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "h2":
        pdf.ln(1)
        pdf.set_font("Helvetica", "B", 10.5)
        pdf.multi_cell(epw, 5.5, data, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.8)
    elif kind == "p":
        pdf.set_font("Helvetica", "", 9.5)
        pdf.multi_cell(epw, LINE, data, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    elif kind == "small":
        pdf.set_font("Helvetica", "", 8)
        pdf.multi_cell(epw, 4, data, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)
    elif kind == "note":
        pdf.set_font("Helvetica", "", 9)
        pdf.set_fill_color(240, 240, 240)
        pdf.multi_cell(epw, LINE, data, border=1, fill=True, padding=1.5, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2.5)
    elif kind in ("steps", "bullets"):
        pdf.set_font("Helvetica", "", 9.5)
        for i, text in enumerate(data, 1):
            label = f"{i}." if kind == "steps" else "-"
            pdf.set_x(MARGIN + 2)
            pdf.cell(7, LINE, label)
            pdf.multi_cell(epw - 9, LINE, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.8)
        pdf.ln(1.5)
    elif kind == "contents":
        pdf.set_font("Helvetica", "", 10)
        for num, title, page in data:
            pdf.set_x(MARGIN + 2)
            pdf.cell(14, 6, num)
            pdf.cell(epw - 40, 6, title)
            pdf.cell(24, 6, page, align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)
    elif kind == "table":
        _table(pdf, data)
    elif kind == "footnotes":
        pdf.ln(2)
        pdf.set_draw_color(120, 120, 120)
        y = pdf.get_y()
        pdf.line(MARGIN, y, MARGIN + 50, y)
        pdf.ln(1.5)
        pdf.set_font("Helvetica", "", 7.5)
        for fn in data:
            pdf.multi_cell(epw, 3.8, fn, new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(0, 0, 0)
    else:
        raise ValueError(f"unknown block kind {kind}")


def render_pdf(doc):
    pdf = ManualPDF(doc["head_left"], doc["head_right"], doc["foot_left"])
    pdf.set_title(doc["head_left"])
    for n, blocks in enumerate(doc["pages"], 1):
        pdf.add_page()
        for kind, data in blocks:
            _block(pdf, kind, data)
        if pdf.page != n:
            raise RuntimeError(f"{doc['file']}: content of page {n} overflowed onto page {pdf.page}")
    return bytes(pdf.output())


def render_docx(doc):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10.5)
    cp = d.core_properties
    cp.author = "stranger-manuals-16 (invented documents)"
    cp.last_modified_by = "stranger-manuals-16"
    cp.title = doc["title"]
    cp.created = FIXED_DATE.replace(tzinfo=None)
    cp.modified = FIXED_DATE.replace(tzinfo=None)
    cp.last_printed = FIXED_DATE.replace(tzinfo=None)
    cp.revision = 1
    for kind, data in doc["blocks"]:
        if kind == "h1":
            d.add_heading(data, level=1)
        elif kind == "h2":
            d.add_heading(data, level=2)
        elif kind == "p":
            d.add_paragraph(data)
        elif kind == "steps":
            for text in data:
                d.add_paragraph(text, style="List Number")
        elif kind == "bullets":
            for text in data:
                d.add_paragraph(text, style="List Bullet")
        elif kind == "table":
            rows = [data["header"]] + data["rows"]
            t = d.add_table(rows=len(rows), cols=len(data["header"]))
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, c in enumerate(r):
                    t.cell(i, j).text = c
                    if i == 0:
                        for run in t.cell(i, j).paragraphs[0].runs:
                            run.bold = True
        else:
            raise ValueError(f"unknown docx block {kind}")
    buf = io.BytesIO()
    d.save(buf)
    # rewrite the zip with fixed timestamps so output is byte-identical
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            dst.writestr(zi, src.read(info.filename))
    return out.getvalue()


def all_documents():
    docs = []
    for mod in (yaw, anavet, flexion, loamheat, kettlewick, myceliq, obervald):
        docs.extend(mod.documents())
    return docs


def write_documents():
    DOCS_DIR.mkdir(exist_ok=True)
    for old in DOCS_DIR.iterdir():
        old.unlink()
    for doc in all_documents():
        path = DOCS_DIR / doc["file"]
        fmt = doc["format"]
        if fmt == "pdf":
            path.write_bytes(render_pdf(doc))
        elif fmt == "docx":
            path.write_bytes(render_docx(doc))
        elif fmt in ("html", "md", "txt"):
            path.write_bytes(doc["text"].encode("utf-8"))
        else:
            raise ValueError(fmt)
        if doc.get("meta") is not None:
            side = DOCS_DIR / (doc["file"] + ".meta.json")
            side.write_text(json.dumps(doc["meta"], indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def write_questions():
    items = [dict(q) for q in questions.QUESTIONS]
    random.Random(SHUFFLE_SEED).shuffle(items)
    order = [
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
    for n, q in enumerate(items, 1):
        q["id"] = f"s16-{n:03d}"
        rec = {k: q[k] for k in order if k in q}
        extra = set(q) - set(order)
        if extra:
            raise ValueError(f"unexpected fields {extra} in {q}")
        lines.append(json.dumps(rec, ensure_ascii=False))
    (HERE / "qa.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main():
    write_documents()
    write_questions()
    n_files = len(list(DOCS_DIR.iterdir()))
    print(f"wrote {n_files} files to documents/ and {len(questions.QUESTIONS)} questions to qa.jsonl")


if __name__ == "__main__":
    main()

"""Deterministic generator for the stranger-manuals-11 evaluation set.

Writes documents/ (PDF, DOCX, HTML, Markdown, plain text plus sidecars) and
qa.jsonl from the hand-written text in sources/. Running it twice gives
byte-identical output.
"""

import datetime as dt
import io
import json
import random
import shutil
import sys
import zipfile
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.fonts import FontFace

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sources import (  # noqa: E402
    aerovance_brake,
    aqualis_uv,
    glacewell_ice,
    harrowby_baler,
    kestrin_centrifuge,
    marwick_folder,
    orsanto_slewing,
    pyroline_plasma,
    questions,
    veltrane_bed,
)

DOC_DIR = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"
FIXED_DATE = dt.datetime(2024, 1, 1, 0, 0, 0, tzinfo=dt.UTC)
ZIP_DATE = (2024, 1, 1, 0, 0, 0)
SEED = 11011

LEFT = 18
RIGHT = 18
LINE = 4.8


def latin1(text):
    text.encode("latin-1")
    return text


class ManualPDF(FPDF):
    def __init__(self, spec):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.spec = spec
        self.set_margins(LEFT, 20, RIGHT)
        self.set_auto_page_break(True, margin=20)
        self.set_creation_date(FIXED_DATE)
        self.set_title(latin1(spec["title"]))
        self.set_author(latin1(spec["company"]))
        self.set_subject(latin1(spec["key"] + " " + spec["version"]))
        self.set_creator("stranger-manuals-11 generate.py")
        self.set_producer("fpdf2")

    def header(self):
        self.set_font("Helvetica", "", 8)
        self.set_text_color(90, 90, 90)
        self.set_xy(LEFT, 9)
        self.cell(0, 4, latin1(self.spec["header"]), align="L")
        self.set_xy(LEFT, 9)
        self.cell(0, 4, latin1(self.spec["key"] + "  " + self.spec["version"]), align="R")
        self.set_draw_color(150, 150, 150)
        self.line(LEFT, 14, 210 - RIGHT, 14)
        self.set_text_color(0, 0, 0)
        self.set_xy(LEFT, 20)

    def footer(self):
        self.set_y(-14)
        self.set_font("Helvetica", "", 8)
        self.set_text_color(90, 90, 90)
        self.cell(0, 4, latin1(self.spec["footer"]), align="L")
        self.set_x(LEFT)
        self.cell(0, 4, f"Page {self.page_no()} of {{nb}}", align="R")
        self.set_text_color(0, 0, 0)


def text_block(pdf, size, style, height, text, after=1.5):
    pdf.set_font("Helvetica", style, size)
    pdf.multi_cell(0, height, latin1(text), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    if after:
        pdf.ln(after)


def render_table(pdf, spec, page_ids):
    widths = spec["widths"]
    size = spec.get("size", 8.5)
    pdf.set_font("Helvetica", "", size)
    head_style = FontFace(emphasis="BOLD", fill_color=(222, 222, 222))
    rows = [spec["head"]] + spec["rows"]
    with pdf.table(
        col_widths=widths,
        width=sum(widths),
        align="LEFT",
        text_align="LEFT",
        line_height=size * 0.5,
        first_row_as_headings=True,
        headings_style=head_style,
        padding=1,
    ) as table:
        for row in rows:
            r = table.row()
            for cell in row:
                r.cell(latin1(str(cell)))
    pdf.ln(1.5)
    for note in spec.get("notes", []):
        text_block(pdf, 7.5, "", 3.6, note, after=0.4)
    pdf.ln(2.5)


def render_block(pdf, block, page_ids):
    kind = block[0]
    if kind == "title":
        text_block(pdf, 20, "B", 9, block[1], after=3)
    elif kind == "subtitle":
        text_block(pdf, 13, "", 6.5, block[1], after=2)
    elif kind == "h1":
        pdf.ln(1)
        text_block(pdf, 14, "B", 7, block[1], after=2)
    elif kind == "h2":
        pdf.ln(0.5)
        text_block(pdf, 11, "B", 5.5, block[1], after=1)
    elif kind == "p":
        text_block(pdf, 10, "", LINE, block[1], after=2)
    elif kind == "small":
        text_block(pdf, 8, "", 3.8, block[1], after=1.5)
    elif kind == "space":
        pdf.ln(block[1])
    elif kind == "note":
        label, text = block[1], block[2]
        pdf.set_fill_color(245, 245, 245)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.multi_cell(0, 4.8, latin1(label), fill=True, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.set_font("Helvetica", "", 9.5)
        pdf.multi_cell(0, 4.6, latin1(text), fill=True, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(2.5)
    elif kind in ("steps", "bullets"):
        pdf.set_font("Helvetica", "", 10)
        for i, item in enumerate(block[1], 1):
            mark = f"{i}." if kind == "steps" else "-"
            pdf.set_x(LEFT + 2)
            pdf.cell(8, LINE, mark)
            pdf.multi_cell(0, LINE, latin1(item), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(0.8)
        pdf.ln(1.5)
    elif kind == "table":
        render_table(pdf, block[1], page_ids)
    elif kind == "toc":
        rows = [[num, title, str(page_ids.index(pid) + 1)] for num, title, pid in block[1]]
        render_table(
            pdf,
            {
                "widths": [18, 130, 20],
                "head": ["Section", "Title", "Page"],
                "rows": rows,
                "size": 10,
            },
            page_ids,
        )
    else:
        raise ValueError("unknown block " + kind)


def build_pdf(spec, path):
    pdf = ManualPDF(spec)
    page_ids = [p["id"] for p in spec["pages"]]
    assert len(set(page_ids)) == len(page_ids), spec["file"]
    for number, page in enumerate(spec["pages"], 1):
        pdf.add_page()
        for block in page["blocks"]:
            render_block(pdf, block, page_ids)
        if pdf.page_no() != number:
            raise SystemExit(f"{spec['file']}: page {page['id']!r} overflowed onto page {pdf.page_no()}")
    pdf.output(str(path))


def build_docx(spec, path):
    import docx
    from docx.shared import Pt

    document = docx.Document()
    props = document.core_properties
    props.author = spec["company"]
    props.title = spec["title"]
    props.subject = spec["key"]
    props.last_modified_by = spec["company"]
    props.revision = 1
    props.created = dt.datetime(2024, 1, 1, 0, 0, 0)
    props.modified = dt.datetime(2024, 1, 1, 0, 0, 0)
    props.last_printed = dt.datetime(2024, 1, 1, 0, 0, 0)
    props.comments = ""
    props.keywords = ""
    style = document.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(10)
    for block in spec["blocks"]:
        kind = block[0]
        if kind == "title":
            document.add_heading(block[1], level=0)
        elif kind == "h1":
            document.add_heading(block[1], level=1)
        elif kind == "h2":
            document.add_heading(block[1], level=2)
        elif kind == "p":
            document.add_paragraph(block[1])
        elif kind == "steps":
            for i, item in enumerate(block[1], 1):
                document.add_paragraph(f"{i}. {item}")
        elif kind == "bullets":
            for item in block[1]:
                document.add_paragraph("- " + item)
        elif kind == "note":
            para = document.add_paragraph()
            para.add_run(block[1] + " ").bold = True
            para.add_run(block[2])
        elif kind == "table":
            tspec = block[1]
            table = document.add_table(rows=1, cols=len(tspec["head"]))
            table.style = "Table Grid"
            for cell, text in zip(table.rows[0].cells, tspec["head"], strict=True):
                cell.text = text
                for run in cell.paragraphs[0].runs:
                    run.bold = True
            for row in tspec["rows"]:
                cells = table.add_row().cells
                for cell, text in zip(cells, row, strict=True):
                    cell.text = text
            for note in tspec.get("notes", []):
                para = document.add_paragraph(note)
                for run in para.runs:
                    run.font.size = Pt(8)
        else:
            raise ValueError("unknown docx block " + kind)
    buf = io.BytesIO()
    document.save(buf)
    buf.seek(0)
    out = io.BytesIO()
    with zipfile.ZipFile(buf) as src, zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            new = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
            new.compress_type = zipfile.ZIP_DEFLATED
            new.external_attr = 0o644 << 16
            new.create_system = 3
            dst.writestr(new, data)
    path.write_bytes(out.getvalue())


def write_text(path, text):
    path.write_bytes(text.encode("utf-8"))


def write_meta(path, meta):
    ordered = {
        "document": meta["document"],
        "version": meta["version"],
        "effective_from": meta["effective_from"],
        "effective_to": meta["effective_to"],
        "recorded_at": meta["recorded_at"],
        "applicability": meta["applicability"],
    }
    text = json.dumps(ordered, indent=2, ensure_ascii=False) + "\n"
    write_text(path.with_name(path.name + ".meta.json"), text)


def all_specs():
    specs = []
    specs.append(glacewell_ice.DOC)
    specs.extend(kestrin_centrifuge.DOCS)
    specs.append(harrowby_baler.DOC)
    specs.append(orsanto_slewing.DOC)
    specs.append(aerovance_brake.DOC)
    specs.append(veltrane_bed.DOC)
    specs.append(aqualis_uv.DOC)
    specs.append(pyroline_plasma.DOC)
    specs.append(marwick_folder.DOC)
    return specs


def resolve_revision(specs, key, as_of):
    cands = [s for s in specs if s.get("meta") and s["meta"]["document"] == key]
    if not cands:
        cands = [s for s in specs if s["file"] == key]
        if len(cands) != 1:
            raise SystemExit("unknown document " + key)
        return cands[0]
    for s in cands:
        m = s["meta"]
        if as_of is None:
            if m["effective_to"] is None:
                return s
        elif m["effective_from"] <= as_of and (m["effective_to"] is None or as_of <= m["effective_to"]):
            return s
    return None


def build_questions(specs):
    items = list(questions.QUESTIONS)
    rng = random.Random(SEED)
    rng.shuffle(items)
    out = []
    for n, q in enumerate(items, 1):
        rec = {"id": f"s11-{n:03d}", "question": q["question"], "document": q["doc"]}
        spec = resolve_revision(specs, q["doc"], q.get("as_of"))
        if q["answers"]:
            if spec is None:
                raise SystemExit("no revision for answerable item: " + q["question"])
            if spec["format"] == "pdf":
                ids = [p["id"] for p in spec["pages"]]
                rec["page"] = ids.index(q["page"]) + 1
            else:
                assert q.get("page") in (None, 1), q
                rec["page"] = 1
            rec["answers"] = list(q["answers"])
            rec["answerable"] = True
        else:
            rec["page"] = None
            rec["answers"] = []
            rec["answerable"] = False
        rec["kind"] = q["kind"]
        for field in ("as_of", "product", "variant", "serial"):
            if q.get(field) is not None:
                rec[field] = q[field]
        out.append(rec)
    return out


def main():
    specs = all_specs()
    if DOC_DIR.exists():
        shutil.rmtree(DOC_DIR)
    DOC_DIR.mkdir()
    for spec in specs:
        path = DOC_DIR / spec["file"]
        fmt = spec["format"]
        if fmt == "pdf":
            build_pdf(spec, path)
        elif fmt == "docx":
            build_docx(spec, path)
        elif fmt in ("html", "md", "txt"):
            write_text(path, spec["text"])
        else:
            raise ValueError(fmt)
        if spec.get("meta"):
            write_meta(path, spec["meta"])
    records = build_questions(specs)
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    write_text(QA_PATH, "\n".join(lines) + "\n")
    print(f"wrote {len(specs)} documents and {len(records)} questions")


if __name__ == "__main__":
    main()

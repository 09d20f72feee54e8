"""Build the stranger-manuals-14 evaluation set.

Writes documents/ (PDF, DOCX, HTML, Markdown, plain text plus .meta.json sidecars)
and qa.jsonl from the hand-written modules in sources/. Deterministic: running it
twice gives byte-identical output.
"""

import io
import json
import random
import shutil
import sys
import zipfile
from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sources import (  # noqa: E402
    bloodbank_calloway,
    carwash_aquilant,
    conveyor_lindqvist,
    dialysis_pellucid,
    gpu_meridane,
    hoist_holmgard,
    milking_vossberg,
    questions,
    spraybooth_ferrante,
    sterntube_nordvik,
    taillift_dunmore,
)

OUT = HERE / "documents"
SEED = 1414
FIXED_DATE = datetime(2024, 1, 1, tzinfo=UTC)
FIXED_ZIP_TIME = (2024, 1, 1, 0, 0, 0)

FONT = "Helvetica"
BODY = 9.5
LEFT = 18
RIGHT = 18


def check_latin1(text, where):
    try:
        text.encode("latin-1")
    except UnicodeEncodeError as exc:
        raise SystemExit(f"non latin-1 character in {where}: {text!r}") from exc


class ManualPDF(FPDF):
    def __init__(self, doc):
        super().__init__(format="A4")
        self.doc = doc
        self.set_margins(LEFT, 20, RIGHT)
        self.set_auto_page_break(True, margin=18)
        self.set_creation_date(FIXED_DATE)
        self.set_title(doc["title"])
        self.set_author(doc["company"])
        self.set_subject(f"{doc['key']} {doc['version']}")

    def header(self):
        if self.page_no() == 1:
            return
        self.set_font(FONT, "", 7.5)
        self.set_text_color(90, 90, 90)
        self.set_y(9)
        self.cell(120, 4, self.doc["running_title"])
        self.cell(0, 4, f"{self.doc['key']}  {self.doc['version']}", align="R")
        self.line(LEFT, 14, 210 - RIGHT, 14)
        self.set_text_color(0, 0, 0)
        self.set_y(20)

    def footer(self):
        self.set_y(-13)
        self.set_font(FONT, "", 7.5)
        self.set_text_color(90, 90, 90)
        self.cell(120, 4, f"{self.doc['company']} - {self.doc['footer_note']}")
        self.cell(0, 4, f"Page {self.page_no()} of {{nb}}", align="R")
        self.set_text_color(0, 0, 0)


def lh(size):
    return size * 0.50


def para(pdf, text, size=BODY, style="", gap=1.6):
    pdf.set_font(FONT, style, size)
    pdf.multi_cell(0, lh(size), text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(gap)


def numbered(pdf, items, bullet=False):
    pdf.set_font(FONT, "", BODY)
    for i, item in enumerate(items, 1):
        pdf.set_x(LEFT + 2)
        pdf.cell(7, lh(BODY), "-" if bullet else f"{i}.")
        pdf.multi_cell(0, lh(BODY), item, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(0.8)
    pdf.ln(1.2)


def table(pdf, spec):
    size = spec.get("size", 8.3)
    pdf.set_font(FONT, "", size)
    widths = spec["widths"]
    with pdf.table(
        col_widths=widths,
        width=sum(widths),
        align="LEFT",
        text_align="LEFT",
        line_height=lh(size) + 0.6,
        first_row_as_headings=spec.get("header", True),
        padding=1,
    ) as tab:
        for row in spec["rows"]:
            r = tab.row()
            for cell in row:
                r.cell(cell)
    pdf.ln(1.2)
    for note in spec.get("notes", []):
        para(pdf, note, size=7.3, gap=0.4)
    pdf.ln(2)


def boxed(pdf, label, text):
    pdf.set_font(FONT, "B", BODY)
    pdf.set_fill_color(238, 238, 238)
    pdf.multi_cell(
        0,
        lh(BODY) + 0.4,
        f"{label}: {text}",
        border=1,
        fill=True,
        align="L",
        padding=1.5,
        new_x=XPos.LMARGIN,
        new_y=YPos.NEXT,
    )
    pdf.ln(2.5)


def contents_entries(doc):
    entries = []
    for pno, page in enumerate(doc["pages"], 1):
        for block in page:
            if block[0] in ("h1", "h2"):
                entries.append((block[0], block[1], pno))
    return entries


def render_pdf(doc, path):
    for pno, page in enumerate(doc["pages"], 1):
        for block in page:
            for part in block[1:]:
                if isinstance(part, str):
                    check_latin1(part, f"{path.name} p{pno}")
                elif isinstance(part, list):
                    for item in part:
                        check_latin1(str(item), f"{path.name} p{pno}")
                elif isinstance(part, dict):
                    for row in part.get("rows", []):
                        for cell in row:
                            check_latin1(cell, f"{path.name} p{pno}")
                    for note in part.get("notes", []):
                        check_latin1(note, f"{path.name} p{pno}")
    pdf = ManualPDF(doc)
    pdf.alias_nb_pages()
    toc = contents_entries(doc)
    for pno, page in enumerate(doc["pages"], 1):
        pdf.add_page()
        for block in page:
            kind = block[0]
            if kind == "cover":
                info = block[1]
                pdf.set_y(30)
                pdf.set_font(FONT, "B", 11)
                pdf.cell(0, 6, info["company"], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(22)
                pdf.set_font(FONT, "B", 22)
                pdf.multi_cell(0, 10, info["title"], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(3)
                pdf.set_font(FONT, "", 13)
                pdf.multi_cell(0, 7, info["subtitle"], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(18)
                pdf.set_font(FONT, "", 10)
                for k, v in info["lines"]:
                    pdf.cell(55, 6, k)
                    pdf.cell(0, 6, v, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(20)
                for p in info.get("notice", []):
                    para(pdf, p, size=8.5)
            elif kind == "toc":
                pdf.set_font(FONT, "B", 14)
                pdf.cell(0, 8, "Contents", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(3)
                for level, title, tp in toc:
                    pdf.set_font(FONT, "B" if level == "h1" else "", 9.5)
                    indent = 0 if level == "h1" else 8
                    pdf.set_x(LEFT + indent)
                    pdf.cell(140 - indent, 5.6, title + " " + "." * max(3, 70 - len(title)))
                    pdf.cell(0, 5.6, str(tp), align="R", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(4)
            elif kind == "h1":
                pdf.ln(1)
                pdf.set_font(FONT, "B", 13)
                pdf.multi_cell(0, 7, block[1], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(1.5)
            elif kind == "h2":
                pdf.ln(0.5)
                pdf.set_font(FONT, "B", 10.5)
                pdf.multi_cell(0, 5.5, block[1], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(1)
            elif kind == "h3":
                pdf.set_font(FONT, "B", BODY)
                pdf.multi_cell(0, lh(BODY), block[1], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(0.8)
            elif kind == "p":
                para(pdf, block[1])
            elif kind == "small":
                para(pdf, block[1], size=7.3, gap=0.6)
            elif kind == "ol":
                numbered(pdf, block[1])
            elif kind == "ul":
                numbered(pdf, block[1], bullet=True)
            elif kind == "table":
                table(pdf, block[1])
            elif kind in ("note", "caution", "warning"):
                boxed(pdf, kind.upper(), block[1])
            elif kind == "space":
                pdf.ln(block[1])
            else:
                raise SystemExit(f"unknown block {kind}")
        if pdf.page_no() != pno:
            raise SystemExit(f"{path.name}: content of page {pno} overflowed onto page {pdf.page_no()}")
    pdf.output(str(path))


def render_docx(doc, path):
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
        elif kind == "h1":
            d.add_heading(block[1], level=1)
        elif kind == "h2":
            d.add_heading(block[1], level=2)
        elif kind == "p":
            d.add_paragraph(block[1])
        elif kind == "ol":
            for item in block[1]:
                d.add_paragraph(item, style="List Number")
        elif kind == "ul":
            for item in block[1]:
                d.add_paragraph(item, style="List Bullet")
        elif kind == "table":
            spec = block[1]
            rows = spec["rows"]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = cell
                    if i == 0:
                        for run in t.cell(i, j).paragraphs[0].runs:
                            run.bold = True
            for note in spec.get("notes", []):
                p = d.add_paragraph(note)
                for run in p.runs:
                    run.font.size = Pt(8)
        else:
            raise SystemExit(f"unknown docx block {kind}")
    cp = d.core_properties
    cp.title = doc["title"]
    cp.author = doc["company"]
    cp.last_modified_by = doc["company"]
    cp.created = FIXED_DATE.replace(tzinfo=None)
    cp.modified = FIXED_DATE.replace(tzinfo=None)
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as zin, zipfile.ZipFile(path, "w") as zout:
        for name in sorted(zin.namelist(), key=lambda n: (n != "[Content_Types].xml", n)):
            info = zipfile.ZipInfo(name, date_time=FIXED_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, zin.read(name))


def write_text(path, text):
    path.write_text(text, encoding="utf-8", newline="\n")


def write_sidecar(path, meta):
    side = path.with_name(path.name + ".meta.json")
    write_text(side, json.dumps(meta, indent=2, ensure_ascii=False) + "\n")


def all_documents():
    docs = []
    docs.extend(gpu_meridane.documents())
    docs.extend(hoist_holmgard.documents())
    docs.extend(carwash_aquilant.documents())
    docs.extend(dialysis_pellucid.documents())
    docs.extend(milking_vossberg.documents())
    docs.extend(sterntube_nordvik.documents())
    docs.extend(taillift_dunmore.documents())
    docs.extend(bloodbank_calloway.documents())
    docs.extend(spraybooth_ferrante.documents())
    docs.extend(conveyor_lindqvist.documents())
    return docs


def build_documents():
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir()
    for doc in all_documents():
        path = OUT / doc["file"]
        fmt = doc["format"]
        if fmt == "pdf":
            render_pdf(doc, path)
        elif fmt == "docx":
            render_docx(doc, path)
        elif fmt in ("html", "md", "txt"):
            write_text(path, doc["text"])
        else:
            raise SystemExit(f"unknown format {fmt}")
        if doc.get("meta") is not None:
            write_sidecar(path, doc["meta"])


def build_questions():
    items = [dict(q) for q in questions.QUESTIONS]
    random.Random(SEED).shuffle(items)
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
        q["id"] = f"s14-{n:03d}"
        q.setdefault("page", None)
        q.setdefault("answers", [])
        q["answerable"] = bool(q["answers"])
        row = {k: q[k] for k in order if k in q}
        extra = set(q) - set(order)
        if extra:
            raise SystemExit(f"unexpected fields {extra} in {q}")
        lines.append(json.dumps(row, ensure_ascii=False))
    write_text(HERE / "qa.jsonl", "\n".join(lines) + "\n")
    return len(lines)


def main():
    build_documents()
    n = build_questions()
    print(f"wrote {len(list(OUT.iterdir()))} files to documents/ and {n} questions to qa.jsonl")


if __name__ == "__main__":
    main()

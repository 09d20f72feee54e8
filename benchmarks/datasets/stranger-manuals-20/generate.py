#!/usr/bin/env python3
"""Deterministic generator for the s20 held-out evaluation set.

Builds every file in documents/ (PDF, DOCX, HTML, Markdown, text), the
.meta.json sidecars and qa.jsonl from the hand-written sources in sources/.
Two runs produce byte-identical output (fixed PDF creation dates, fixed DOCX
core properties and zip timestamps, fixed shuffle seed).

Run:  python generate.py
"""

import datetime as dt
import io
import json
import os
import random
import sys
import zipfile

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import doc_bulletins  # noqa: E402
import doc_kestrel  # noqa: E402
import doc_lr_manual  # noqa: E402
import doc_small  # noqa: E402
import doc_sonavel  # noqa: E402
import doc_theory  # noqa: E402
import questions  # noqa: E402
from fpdf import FPDF  # noqa: E402
from fpdf.enums import XPos, YPos  # noqa: E402

DOCS = os.path.join(HERE, "documents")
SHUFFLE_SEED = 20200
LM, RM, TOP = 18.0, 18.0, 18.0
PAGE_W = 210.0
BODY_W = PAGE_W - LM - RM
MAX_Y = 279.0


# --------------------------------------------------------------------------
# PDF rendering
# --------------------------------------------------------------------------
class DocPDF(FPDF):
    def __init__(self, header_left, header_right, total_pages):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.header_left = header_left
        self.header_right = header_right
        self.total_pages = total_pages
        self.set_auto_page_break(False)
        self.set_margins(LM, TOP, RM)

    def header(self):
        self.set_font("Helvetica", "", 8)
        self.set_xy(LM, 8)
        self.cell(BODY_W / 2, 4, self.header_left)
        self.set_xy(LM + BODY_W / 2, 8)
        self.cell(BODY_W / 2, 4, self.header_right, align="R")
        self.set_line_width(0.2)
        self.line(LM, 13.5, PAGE_W - RM, 13.5)
        self.set_xy(LM, TOP)

    def footer(self):
        self.set_font("Helvetica", "", 8)
        self.line(LM, 283, PAGE_W - RM, 283)
        self.set_xy(LM, 285)
        self.cell(BODY_W, 4, f"Page {self.page_no()} of {self.total_pages}", align="C")


def _nl(pdf):
    pdf.set_x(LM)


def _mc(pdf, w, h, text, **kw):
    pdf.multi_cell(w, h, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT, **kw)


def render_table(pdf, spec):
    widths = spec["w"]
    rows = spec["rows"]
    size = spec.get("size", 8.5)
    head = spec.get("head", 1)
    lh = size * 0.45
    total = sum(widths)
    assert total <= BODY_W + 0.01, (total, rows[0])
    for ri, row in enumerate(rows):
        assert len(row) == len(widths), row
        bold = ri < head
        pdf.set_font("Helvetica", "B" if bold else "", size)
        nlines = []
        for w, txt in zip(widths, row, strict=False):
            lines = pdf.multi_cell(w, lh, txt, dry_run=True, output="LINES", padding=(0.8, 1.2))
            nlines.append(max(1, len(lines)))
        rh = max(nlines) * lh + 1.6
        y0 = pdf.get_y()
        x = LM
        for w, txt in zip(widths, row, strict=False):
            if bold:
                pdf.set_fill_color(225, 225, 225)
                pdf.rect(x, y0, w, rh, style="DF")
            else:
                pdf.rect(x, y0, w, rh)
            pdf.set_xy(x, y0)
            pdf.multi_cell(w, lh, txt, padding=(0.8, 1.2), new_x=XPos.RIGHT, new_y=YPos.TOP)
            x += w
        pdf.set_xy(LM, y0 + rh)
    pdf.ln(2)


def render_block(pdf, block):
    kind = block[0]
    if kind == "title":
        pdf.set_font("Helvetica", "B", 18)
        _mc(pdf, BODY_W, 9, block[1])
        pdf.ln(2)
    elif kind == "h1":
        pdf.set_font("Helvetica", "B", 13)
        _mc(pdf, BODY_W, 7, block[1])
        pdf.ln(1.5)
    elif kind == "h2":
        pdf.ln(1)
        pdf.set_font("Helvetica", "B", 10.5)
        _mc(pdf, BODY_W, 5.5, block[1])
        pdf.ln(0.8)
    elif kind == "p":
        pdf.set_font("Helvetica", "", 9.5)
        _mc(pdf, BODY_W, 4.6, block[1])
        pdf.ln(1.6)
    elif kind == "note":
        label, text = block[1], block[2]
        pdf.set_font("Helvetica", "B", 9.5)
        y0 = pdf.get_y()
        pdf.set_xy(LM, y0)
        pdf.cell(22, 4.6, label)
        pdf.set_font("Helvetica", "", 9.5)
        pdf.set_xy(LM + 22, y0)
        pdf.multi_cell(BODY_W - 22, 4.6, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(1.6)
    elif kind in ("bul", "steps"):
        pdf.set_font("Helvetica", "", 9.5)
        for i, item in enumerate(block[1], 1):
            mark = "-" if kind == "bul" else f"{i}."
            y0 = pdf.get_y()
            pdf.set_xy(LM + 2, y0)
            pdf.cell(6, 4.6, mark)
            pdf.set_xy(LM + 8, y0)
            pdf.multi_cell(BODY_W - 8, 4.6, item, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(0.6)
        pdf.ln(1.2)
    elif kind == "fn":
        pdf.set_font("Helvetica", "", 7.8)
        for item in block[1]:
            _mc(pdf, BODY_W, 3.7, item)
        pdf.ln(1.8)
    elif kind == "table":
        render_table(pdf, block[1])
    elif kind == "toc":
        pdf.set_font("Helvetica", "", 10)
        for num, title, page in block[1]:
            y0 = pdf.get_y()
            pdf.set_xy(LM + 2, y0)
            pdf.cell(12, 6, num)
            pdf.set_xy(LM + 14, y0)
            pdf.cell(120, 6, title)
            pdf.set_xy(LM + 140, y0)
            pdf.cell(30, 6, f"page {page}", align="R")
            pdf.set_xy(LM, y0 + 6)
        pdf.ln(2)
    elif kind == "sp":
        pdf.ln(block[1])
    else:
        raise ValueError(kind)
    if pdf.get_y() > MAX_Y:
        raise RuntimeError(f"page overflow on page {pdf.page_no()} at block {block[:2]!r}")


def build_pdf(path, spec):
    pages = spec["pages"]
    pdf = DocPDF(spec["header_left"], spec["header_right"], len(pages))
    pdf.set_title(spec["title"])
    pdf.set_author(spec["author"])
    pdf.set_subject(spec.get("subject", spec["title"]))
    pdf.set_creator("s20 generate.py")
    pdf.set_producer("s20 generate.py")
    pdf.set_creation_date(dt.datetime.fromisoformat(spec["created"] + "T09:00:00+00:00"))
    for blocks in pages:
        pdf.add_page()
        pdf.set_xy(LM, TOP)
        for b in blocks:
            render_block(pdf, b)
    pdf.output(path)


# --------------------------------------------------------------------------
# DOCX rendering
# --------------------------------------------------------------------------
FIXED_ZIP_TIME = (2024, 4, 15, 8, 0, 0)


def build_docx(path, spec):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    cp = d.core_properties
    fixed = dt.datetime.fromisoformat(spec["created"] + "T08:00:00")
    cp.author = spec["author"]
    cp.title = spec["title"]
    cp.subject = spec.get("subject", "")
    cp.keywords = spec.get("keywords", "")
    cp.comments = ""
    cp.category = "Service bulletin"
    cp.last_modified_by = spec["author"]
    cp.revision = 1
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    style = d.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(10)
    for block in spec["blocks"]:
        kind = block[0]
        if kind == "h0":
            d.add_heading(block[1], level=0)
        elif kind == "h1":
            d.add_heading(block[1], level=1)
        elif kind == "h2":
            d.add_heading(block[1], level=2)
        elif kind == "p":
            d.add_paragraph(block[1])
        elif kind == "bul":
            for item in block[1]:
                d.add_paragraph(item, style="List Bullet")
        elif kind == "steps":
            for item in block[1]:
                d.add_paragraph(item, style="List Number")
        elif kind == "table":
            rows = block[1]["rows"]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for r, row in enumerate(rows):
                for c, txt in enumerate(row):
                    cell = t.cell(r, c)
                    cell.text = txt
                    if r == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
        else:
            raise ValueError(kind)
    buf = io.BytesIO()
    d.save(buf)
    # rewrite the zip with fixed timestamps and a fixed member order
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        names = src.namelist()
        order = ["[Content_Types].xml", *sorted(n for n in names if n != "[Content_Types].xml")]
        for n in order:
            zi = zipfile.ZipInfo(n, date_time=FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 0
            z.writestr(zi, src.read(n))
    with open(path, "wb") as f:
        f.write(out.getvalue())


# --------------------------------------------------------------------------
def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def write_meta(path, meta):
    write_text(path + ".meta.json", json.dumps(meta, indent=2, ensure_ascii=False) + "\n")


def all_documents():
    """Yield (file name, kind, spec, meta or None)."""
    for rev in ("A", "B", "C"):
        spec, meta = doc_lr_manual.build(rev)
        yield f"BFS-MM-0412_Rev{rev}.pdf", "pdf", spec, meta
    spec, meta = doc_sonavel.build()
    yield "SNV-SM-090_Rev4.pdf", "pdf", spec, meta
    spec, meta = doc_kestrel.build()
    yield "KBE-SM-31_Issue3.pdf", "pdf", spec, meta
    spec, meta = doc_theory.build()
    yield "BFS-TH-0100_Issue2.pdf", "pdf", spec, meta
    spec, meta = doc_bulletins.build_lr_bulletin()
    yield "BFS-SB-2024-03.docx", "docx", spec, meta
    spec, meta = doc_bulletins.build_sv_bulletin()
    yield "SNV-SB-0033_Rev1.pdf", "pdf", spec, meta
    text, meta = doc_small.quick_guide_html()
    yield "SNV-QG-012_quick_guide.html", "text", text, meta
    text, _ = doc_small.field_notes_md()
    yield "lr_field_notes.md", "text", text, None
    text, _ = doc_small.inspection_card_txt()
    yield "ds_weekly_inspection_card.txt", "text", text, None


def main():
    os.makedirs(DOCS, exist_ok=True)
    produced = set()
    for name, kind, spec, meta in all_documents():
        path = os.path.join(DOCS, name)
        if kind == "pdf":
            build_pdf(path, spec)
        elif kind == "docx":
            build_docx(path, spec)
        else:
            write_text(path, spec)
        produced.add(name)
        if meta is not None:
            write_meta(path, meta)
            produced.add(name + ".meta.json")
    for stale in sorted(set(os.listdir(DOCS)) - produced):
        os.remove(os.path.join(DOCS, stale))

    items = questions.all_questions()
    rng = random.Random(SHUFFLE_SEED)
    rng.shuffle(items)
    lines = []
    for i, q in enumerate(items, 1):
        rec = {
            "id": f"s20-{i:03d}",
            "question": q["question"],
            "document": q["document"],
            "page": q.get("page"),
            "answers": q.get("answers", []),
            "answerable": bool(q.get("answers")),
            "kind": q["kind"],
        }
        for opt in ("as_of", "product", "variant", "serial"):
            if q.get(opt) is not None:
                rec[opt] = q[opt]
        lines.append(json.dumps(rec, ensure_ascii=False))
    write_text(os.path.join(HERE, "qa.jsonl"), "\n".join(lines) + "\n")
    print(f"wrote {len(produced)} files in documents/ and {len(lines)} questions to qa.jsonl")


if __name__ == "__main__":
    main()

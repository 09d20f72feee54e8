#!/usr/bin/env python3
# ruff: noqa: E402, UP031
"""Build the s27 evaluation set deterministically.

Run:  /work/main/.venv/bin/python generate.py
Writes documents/ (documents + .meta.json sidecars) and qa.jsonl. Two runs give byte-identical files.
"""

import datetime
import io
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__
import zipfile
from collections import Counter

from fpdf import FPDF

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from sources import hx_docs, registry, rtp_docs, vpc_docs

DOC_DIR = os.path.join(HERE, "documents")
SHUFFLE_SEED = 2727

LEFT, RIGHT, TOP = 15, 15, 20
WIDTH = 210 - LEFT - RIGHT
BOTTOM_LIMIT = 279


class LayoutError(Exception):
    pass


class ManualPDF(FPDF):
    def __init__(self, spec):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.spec = spec
        self.total = len(spec["pages"])
        self.set_margins(LEFT, TOP, RIGHT)
        self.set_auto_page_break(False)

    def header(self):
        s = self.spec
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, 8)
        self.cell(125, 5, s["company"] + " | " + s["title"], align="L")
        self.cell(WIDTH - 125, 5, "Doc. " + s["docno"] + " | " + s["rev"], align="R")
        self.set_draw_color(120, 120, 120)
        self.line(LEFT, 14, 210 - RIGHT, 14)
        self.set_draw_color(0, 0, 0)

    def footer(self):
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, 285)
        self.cell(WIDTH, 5, "Page %d of %d" % (self.page_no(), self.total), align="C")

    # ------------------------------------------------------------ blocks
    def fits(self, text, w):
        if self.get_string_width(text) > w - 2.2:
            raise LayoutError(f"cell text too wide ({self.get_string_width(text):.1f} > {w - 2.2:.1f}): {text!r}")

    def block(self, b):
        kind = b[0]
        if kind == "title":
            self.set_font("Helvetica", "B", 18)
            self.multi_cell(WIDTH, 9, b[1])
            self.ln(1)
        elif kind == "subtitle":
            self.set_font("Helvetica", "", 12)
            self.multi_cell(WIDTH, 7, b[1])
            self.ln(3)
        elif kind == "h1":
            self.ln(2)
            self.set_font("Helvetica", "B", 13)
            self.multi_cell(WIDTH, 7, b[1])
            self.ln(1)
        elif kind == "h2":
            self.ln(1.5)
            self.set_font("Helvetica", "B", 11)
            self.multi_cell(WIDTH, 6, b[1])
            self.ln(0.5)
        elif kind == "p":
            self.set_font("Helvetica", "", 10)
            self.multi_cell(WIDTH, 5, b[1])
            self.ln(2)
        elif kind == "warn":
            self.set_font("Helvetica", "B", 10)
            self.ln(1)
            self.multi_cell(WIDTH, 7, "WARNING: " + b[1], border=1)
            self.ln(2)
        elif kind in ("steps", "bullets"):
            self.set_font("Helvetica", "", 10)
            for i, item in enumerate(b[1], 1):
                self.set_x(LEFT)
                lab = ("%d." % i) if kind == "steps" else "-"
                self.cell(8, 5, lab)
                self.multi_cell(WIDTH - 8, 5, item)
                self.ln(0.8)
            self.ln(1.5)
        elif kind == "table":
            t = b[1]
            w = t["w"]
            if abs(sum(w) - WIDTH) > 0.01:
                raise LayoutError(f"table widths do not sum to {WIDTH}: {w!r}")
            self.set_font("Helvetica", "B", 9)
            self.set_fill_color(225, 225, 225)
            for txt, cw in zip(t["head"], w, strict=False):
                self.fits(txt, cw)
                self.cell(cw, 6, txt, border=1, fill=True)
            self.ln(6)
            self.set_font("Helvetica", "", 9)
            for row in t["rows"]:
                if len(row) != len(w):
                    raise LayoutError(f"row length mismatch: {row!r}")
                for txt, cw in zip(row, w, strict=False):
                    self.fits(txt, cw)
                    self.cell(cw, 6, txt, border=1)
                self.ln(6)
            if t.get("notes"):
                self.ln(1)
                self.set_font("Helvetica", "", 8.5)
                for n in t["notes"]:
                    self.multi_cell(WIDTH, 4.5, n)
            self.ln(2.5)
        elif kind == "code":
            _, code, title, items = b
            self.set_font("Helvetica", "B", 10)
            self.multi_cell(WIDTH, 5.5, code + ("   " + title if title else ""))
            self.set_font("Helvetica", "", 9.5)
            for lab, txt in items:
                self.set_x(LEFT + 4)
                self.cell(18, 5, lab + ":")
                self.multi_cell(WIDTH - 22, 5, txt)
            self.ln(1.8)
        else:
            raise LayoutError("unknown block " + kind)
        if self.get_y() > BOTTOM_LIMIT:
            raise LayoutError(
                "page %d overflows (y=%.1f) in %s doc %s"
                % (self.page_no(), self.get_y(), kind, self.spec["docno"] + " " + self.spec["rev"])
            )


def build_pdf(spec, created):
    pdf = ManualPDF(spec)
    d = datetime.datetime.strptime(created, "%Y-%m-%d").replace(tzinfo=datetime.UTC)
    pdf.set_creation_date(d)
    pdf.set_title(spec["title"] + " " + spec["docno"] + " " + spec["rev"])
    pdf.set_author(spec["company"])
    pdf.set_creator("s27 generate.py")
    pdf.set_producer("s27 generate.py (fpdf2)")
    for page in spec["pages"]:
        pdf.add_page()
        pdf.set_xy(LEFT, TOP)
        for b in page:
            pdf.block(b)
    return bytes(pdf.output())


def build_docx(bul, created):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    sec = d.sections[0]
    sec.page_height = docx.shared.Mm(297)
    sec.page_width = docx.shared.Mm(210)
    sec.header.paragraphs[0].text = bul["header"]
    d.add_heading(bul["title"], level=0)
    d.add_paragraph(bul["subtitle"])
    for b in bul["blocks"]:
        if b[0] == "h":
            d.add_heading(b[1], level=1)
        elif b[0] == "p":
            d.add_paragraph(b[1])
        elif b[0] == "n":
            d.add_paragraph(b[1], style="List Number")
        elif b[0] == "table":
            rows = b[1]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, txt in enumerate(r):
                    t.cell(i, j).text = txt
                    if i == 0:
                        for run in t.cell(i, j).paragraphs[0].runs:
                            run.bold = True
            d.add_paragraph("")
    for p in d.paragraphs:
        for r in p.runs:
            if r.font.size is None and p.style.name == "Normal":
                r.font.size = Pt(10.5)
    dt = datetime.datetime.strptime(created, "%Y-%m-%d")
    cp = d.core_properties
    cp.author = "Tollund Compaction Equipment A/S"
    cp.last_modified_by = "Tollund Compaction Equipment A/S"
    cp.title = bul["title"]
    cp.subject = bul["subtitle"]
    cp.created = dt
    cp.modified = dt
    cp.last_printed = dt
    cp.revision = 1
    cp.comments = ""
    cp.keywords = ""
    cp.category = "Service bulletin"
    raw = io.BytesIO()
    d.save(raw)
    # rewrite the zip with fixed timestamps and attributes
    src = zipfile.ZipFile(io.BytesIO(raw.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(dt.year, dt.month, dt.day, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 0
            z.writestr(zi, src.read(info.filename))
    return out.getvalue()


def build_document(entry):
    fam, what, rev = entry["build"]
    if fam == "hx":
        if what == "manual":
            return build_pdf(hx_docs.manual_spec(rev), entry["created"])
        if what == "bulletin":
            return build_pdf(hx_docs.bulletin_spec(), entry["created"])
        if what == "theory":
            return build_pdf(hx_docs.theory_spec(), entry["created"])
        if what == "card":
            return hx_docs.INSPECTION_CARD.encode("utf-8")
    if fam == "vpc":
        if what == "manual":
            return build_pdf(vpc_docs.manual_spec(), entry["created"])
        if what == "bulletin":
            return build_docx(vpc_docs.BULLETIN, entry["created"])
        if what == "notes":
            return vpc_docs.FIELD_NOTES.encode("utf-8")
    if fam == "rtp":
        if what == "manual":
            return build_pdf(rtp_docs.manual_spec(), entry["created"])
        if what == "quickguide":
            return rtp_docs.QUICK_GUIDE_HTML.encode("utf-8")
    raise ValueError(entry)


def sidecar(entry):
    return {
        "document": entry["key"],
        "version": entry["version"],
        "effective_from": entry["effective_from"],
        "effective_to": entry["effective_to"],
        "recorded_at": entry["recorded_at"],
        "applicability": entry["applicability"],
    }


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


def build_questions():
    from sources import questions

    qs = [dict(q) for q in questions.QUESTIONS]
    rng = random.Random(SHUFFLE_SEED)
    rng.shuffle(qs)
    out = []
    for i, q in enumerate(qs, 1):
        q["id"] = "s27-%03d" % i
        rec = {}
        for k in FIELD_ORDER:
            if k in q:
                rec[k] = q[k]
            elif k in ("page", "answers", "answerable"):
                raise ValueError(f"missing {k} in {q!r}")
        out.append(rec)
    return out


def main():
    os.makedirs(DOC_DIR, exist_ok=True)
    for entry in registry.DOCS:
        data = build_document(entry)
        with open(os.path.join(DOC_DIR, entry["file"]), "wb") as f:
            f.write(data)
        if entry["key"]:
            with open(os.path.join(DOC_DIR, entry["file"] + ".meta.json"), "w", encoding="utf-8") as f:
                json.dump(sidecar(entry), f, indent=2, ensure_ascii=False)
                f.write("\n")
    qs = build_questions()
    with open(os.path.join(HERE, "qa.jsonl"), "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    kinds = Counter(q["kind"] for q in qs)
    print(
        "documents: %d, questions: %d (answerable %d)" % (len(registry.DOCS), len(qs), sum(q["answerable"] for q in qs))
    )
    for k, n in sorted(kinds.items()):
        print("  %-32s %d" % (k, n))


if __name__ == "__main__":
    main()

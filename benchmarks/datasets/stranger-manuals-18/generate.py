#!/usr/bin/env python3
# ruff: noqa: E402
"""Build the s18 held-out evaluation set: documents/, sidecars and qa.jsonl.

Deterministic: fixed PDF creation dates, fixed DOCX core properties and zip timestamps,
fixed shuffle seed.  Run twice and compare sha256 of all files to confirm.

Usage:  /work/main/.venv/bin/python generate.py
"""

import io
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # keep sources/ free of __pycache__
import zipfile
from datetime import UTC, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import doc_bhs_manual as BHS
import doc_bulletins as SB
import doc_cps_manual as CPS
import doc_small as SMALL
import doc_sre_manual as SRE
import doc_sre_theory as PO
import docx
import questions as Q
from docx.shared import Pt
from fpdf import FPDF

DOCS = os.path.join(HERE, "documents")
SEED = 18018

LM, RM, TOP = 18.0, 18.0, 22.0
BODY_W = 210.0 - LM - RM
BOTTOM_LIMIT = 279.0


# ----------------------------------------------------------------------------- PDF
class DocPDF(FPDF):
    def __init__(self, head, total, created):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.head = head
        self.total = total
        self.set_auto_page_break(False)
        self.set_margins(LM, TOP, RM)
        self.c_margin = 1.2
        self.set_creation_date(created)
        company, title, docno, rev = head
        self.set_title(f"{title} ({docno}, {rev})")
        self.set_author(company)
        self.set_subject(title)
        self.set_creator("s18 generate.py")
        self.set_producer("fpdf2")

    def header(self):
        company, title, docno, rev = self.head
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(60, 60, 60)
        self.set_xy(LM, 9)
        self.cell(BODY_W, 4, f"{company}  |  {title}", align="L")
        self.set_xy(LM, 9)
        self.cell(BODY_W, 4, f"{docno}  |  {rev}", align="R")
        self.set_draw_color(120, 120, 120)
        self.line(LM, 14.5, 210 - RM, 14.5)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_xy(LM, TOP)

    def footer(self):
        self.set_draw_color(120, 120, 120)
        self.line(LM, 283, 210 - RM, 283)
        self.set_font("Helvetica", "", 8)
        self.set_xy(LM, 285)
        self.cell(BODY_W, 4, f"Page {self.page_no()} of {self.total}", align="C")
        self.set_draw_color(0, 0, 0)


def _fit(pdf, text, w, where):
    if pdf.get_string_width(text) > w - 2 * pdf.c_margin + 0.01:
        raise SystemExit(f"text does not fit in cell ({where}): {text!r}")


def render_table(pdf, cols, rows, widths, opts=None):
    opts = opts or {}
    size = opts.get("size", 9)
    h = size * 0.45 + 1.6
    if abs(sum(widths) - BODY_W) > 0.5 and not opts.get("free"):
        raise SystemExit(f"table widths {widths} do not sum to {BODY_W}")
    pdf.set_font("Helvetica", "B", size)
    pdf.set_fill_color(225, 225, 225)
    pdf.set_x(LM)
    for c, w in zip(cols, widths, strict=False):
        _fit(pdf, c, w, "header")
        pdf.cell(w, h, c, border=1, fill=True)
    pdf.ln(h)
    pdf.set_font("Helvetica", "", size)
    for row in rows:
        if len(row) != len(cols):
            raise SystemExit(f"row length mismatch: {row}")
        pdf.set_x(LM)
        for c, w in zip(row, widths, strict=False):
            _fit(pdf, c, w, str(row))
            pdf.cell(w, h, c, border=1)
        pdf.ln(h)


def render_blocks(pdf, blocks, where):
    for b in blocks:
        kind = b[0]
        pdf.set_x(LM)
        if kind == "title":
            pdf.set_font("Helvetica", "B", 18)
            pdf.multi_cell(BODY_W, 9, b[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "subtitle":
            pdf.set_font("Helvetica", "", 13)
            pdf.multi_cell(BODY_W, 7, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif kind == "h1":
            pdf.ln(1)
            pdf.set_font("Helvetica", "B", 12.5)
            pdf.multi_cell(BODY_W, 7, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "h2":
            pdf.ln(1)
            pdf.set_font("Helvetica", "B", 10.5)
            pdf.multi_cell(BODY_W, 6, b[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "p":
            pdf.set_font("Helvetica", "", 9.5)
            pdf.multi_cell(BODY_W, 4.6, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.2)
        elif kind == "foot":
            pdf.ln(0.8)
            pdf.set_font("Helvetica", "", 7.8)
            for line in b[1]:
                pdf.set_x(LM)
                pdf.multi_cell(BODY_W, 3.7, line, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.8)
        elif kind == "bullets":
            pdf.set_font("Helvetica", "", 9.5)
            for item in b[1]:
                pdf.set_x(LM + 2)
                pdf.cell(5, 4.6, "-")
                pdf.multi_cell(BODY_W - 7, 4.6, item, new_x="LMARGIN", new_y="NEXT")
                pdf.ln(0.6)
        elif kind == "steps":
            pdf.set_font("Helvetica", "", 9.5)
            for i, item in enumerate(b[1], 1):
                pdf.set_x(LM + 2)
                pdf.cell(7, 4.6, f"{i}.")
                pdf.multi_cell(BODY_W - 9, 4.6, item, new_x="LMARGIN", new_y="NEXT")
                pdf.ln(0.6)
            pdf.ln(0.8)
        elif kind == "table":
            render_table(pdf, b[1], b[2], b[3], b[4] if len(b) > 4 else None)
            pdf.ln(1.5)
        elif kind == "code":
            _, code, title, meaning, remedy = b
            pdf.ln(0.8)
            pdf.set_font("Helvetica", "B", 9.5)
            pdf.cell(BODY_W, 5, f"{code}   {title}", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Helvetica", "", 9)
            pdf.set_x(LM + 4)
            pdf.cell(18, 4.3, "Meaning:")
            pdf.multi_cell(BODY_W - 22, 4.3, meaning, new_x="LMARGIN", new_y="NEXT")
            for i, r in enumerate(remedy):
                pdf.set_x(LM + 4)
                pdf.cell(18, 4.3, "Remedy:" if i == 0 else "")
                pdf.multi_cell(BODY_W - 22, 4.3, r, new_x="LMARGIN", new_y="NEXT")
        elif kind == "space":
            pdf.ln(b[1])
        else:
            raise SystemExit(f"unknown block {kind}")
    if pdf.get_y() > BOTTOM_LIMIT:
        raise SystemExit(f"page overflow in {where}: y={pdf.get_y():.1f}")


def build_pdf(path, head, pages, created, expect_pages=None):
    if expect_pages is not None and len(pages) != expect_pages:
        raise SystemExit(f"{path}: {len(pages)} pages, expected {expect_pages}")
    pdf = DocPDF(head, len(pages), created)
    for i, blocks in enumerate(pages, 1):
        pdf.add_page()
        render_blocks(pdf, blocks, f"{os.path.basename(path)} page {i}")
    data = bytes(pdf.output())
    with open(path, "wb") as f:
        f.write(data)


# ----------------------------------------------------------------------------- DOCX
FIXED_ZIP_TIME = (2022, 5, 16, 0, 0, 0)


def build_docx(path, blocks, core, created):
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    for b in blocks:
        kind = b[0]
        if kind == "h1":
            d.add_heading(b[1], level=1)
        elif kind == "h2":
            d.add_heading(b[1], level=2)
        elif kind == "p":
            d.add_paragraph(b[1])
        elif kind == "bullets":
            for item in b[1]:
                d.add_paragraph(item, style="List Bullet")
        elif kind == "steps":
            for i, item in enumerate(b[1], 1):
                d.add_paragraph(f"{i}. {item}")
        elif kind == "table":
            cols, rows = b[1], b[2]
            t = d.add_table(rows=1 + len(rows), cols=len(cols))
            t.style = "Table Grid"
            for j, c in enumerate(cols):
                t.rows[0].cells[j].text = c
            for i, row in enumerate(rows, 1):
                for j, c in enumerate(row):
                    t.rows[i].cells[j].text = c
        else:
            raise SystemExit(f"unknown docx block {kind}")
    cp = d.core_properties
    cp.author = core["author"]
    cp.title = core["title"]
    cp.subject = core["subject"]
    cp.keywords = core["keywords"]
    cp.comments = "Invented test document (CC0 1.0)."
    cp.category = "Service bulletin"
    cp.last_modified_by = core["author"]
    cp.created = created
    cp.modified = created
    cp.last_printed = created
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    # rewrite the zip with fixed timestamps and a fixed entry order
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for name in src.namelist():
            zi = zipfile.ZipInfo(name, date_time=FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            z.writestr(zi, src.read(name))
    with open(path, "wb") as f:
        f.write(out.getvalue())


# ----------------------------------------------------------------------------- sidecars
def write_json(path, obj):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")


def sidecar(fname, key, version, eff_from, eff_to, recorded, product, variants, serials=None):
    app = {"product": product, "variants": list(variants)}
    if serials is not None:
        app["serials"] = [list(r) for r in serials]
    write_json(
        os.path.join(DOCS, fname + ".meta.json"),
        {
            "document": key,
            "version": version,
            "effective_from": eff_from,
            "effective_to": eff_to,
            "recorded_at": recorded,
            "applicability": app,
        },
    )


def dt(s):
    y, m, d = (int(x) for x in s.split("-"))
    return datetime(y, m, d, 8, 0, 0, tzinfo=UTC)


# ----------------------------------------------------------------------------- main
FILES = {
    "cps_a": "corvane_cvp520-540_maintenance_revA.pdf",
    "cps_b": "corvane_cvp520-540_maintenance_revB.pdf",
    "cps_c": "corvane_cvp520-540_maintenance_revC.pdf",
    "sre": "strata_thermoline_service_manual.pdf",
    "bhs": "brannock_hj_service_manual.pdf",
    "cps_sb": "corvane_sb014_cvp540.docx",
    "bhs_sb": "brannock_sb2307_hj60-hj80.pdf",
    "po": "strata_thermoplastic_principle_of_operation.pdf",
    "qg": "brannock_hj_quick_guide.html",
    "md": SMALL.FIELD_NOTES_NAME,
    "txt": SMALL.CARD_NAME,
}


def build_documents():
    os.makedirs(DOCS, exist_ok=True)
    for f in os.listdir(DOCS):
        os.remove(os.path.join(DOCS, f))
    # Corvane manual, three revisions
    for rev in "ABC":
        v = CPS.REVS[rev]
        fname = FILES["cps_" + rev.lower()]
        build_pdf(os.path.join(DOCS, fname), CPS.header(rev), CPS.pages(rev), dt(v["issue"]), 8)
        sidecar(
            fname,
            CPS.KEY,
            f"Rev {rev}",
            v["eff_from"],
            v["eff_to"],
            v["issue"] + "T00:00:00Z",
            CPS.PRODUCT,
            CPS.VARIANTS,
        )
    # Strata service manual
    build_pdf(os.path.join(DOCS, FILES["sre"]), SRE.header(), SRE.pages(), dt(SRE.ISSUE_DATE), 8)
    sidecar(
        FILES["sre"], SRE.KEY, SRE.VERSION, "2022-01-10", None, SRE.ISSUE_DATE + "T00:00:00Z", SRE.PRODUCT, SRE.VARIANTS
    )
    # Brannock service manual
    build_pdf(os.path.join(DOCS, FILES["bhs"]), BHS.header(), BHS.pages(), dt(BHS.ISSUE_DATE), 8)
    sidecar(
        FILES["bhs"], BHS.KEY, BHS.VERSION, "2021-06-01", None, BHS.ISSUE_DATE + "T00:00:00Z", BHS.PRODUCT, BHS.VARIANTS
    )
    # Corvane bulletin (DOCX)
    s = SB.CPS_SB
    build_docx(os.path.join(DOCS, FILES["cps_sb"]), SB.CPS_SB_BLOCKS, s["core"], dt(s["effective_from"]))
    sidecar(
        FILES["cps_sb"],
        s["key"],
        s["version"],
        s["effective_from"],
        s["effective_to"],
        s["recorded_at"],
        s["product"],
        s["variants"],
        s["serials"],
    )
    # Brannock bulletin (PDF, 2 pages)
    s = SB.BHS_SB
    build_pdf(
        os.path.join(DOCS, FILES["bhs_sb"]),
        (s["company"], s["title"], s["key"], s["version"]),
        SB.bhs_sb_pages(),
        dt(s["issue"]),
        2,
    )
    sidecar(
        FILES["bhs_sb"],
        s["key"],
        s["version"],
        s["effective_from"],
        s["effective_to"],
        s["recorded_at"],
        s["product"],
        s["variants"],
        s["serials"],
    )
    # Principle of operation (PDF, 6 pages)
    build_pdf(os.path.join(DOCS, FILES["po"]), PO.header(), PO.pages(), dt(PO.ISSUE_DATE), 6)
    sidecar(FILES["po"], PO.KEY, PO.VERSION, "2021-11-01", None, PO.ISSUE_DATE + "T00:00:00Z", PO.PRODUCT, PO.VARIANTS)
    # HTML quick guide
    g = SMALL.QG
    with open(os.path.join(DOCS, FILES["qg"]), "w", encoding="utf-8", newline="\n") as f:
        f.write(SMALL.QG_HTML)
    sidecar(
        FILES["qg"],
        g["key"],
        g["version"],
        g["effective_from"],
        g["effective_to"],
        g["recorded_at"],
        g["product"],
        g["variants"],
    )
    # Markdown and text: no sidecar
    with open(os.path.join(DOCS, FILES["md"]), "w", encoding="utf-8", newline="\n") as f:
        f.write(SMALL.FIELD_NOTES)
    with open(os.path.join(DOCS, FILES["txt"]), "w", encoding="utf-8", newline="\n") as f:
        f.write(SMALL.CARD)


QA_FIELDS = [
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
    items = [dict(q) for q in Q.QUESTIONS]
    rng = random.Random(SEED)
    rng.shuffle(items)
    with open(os.path.join(HERE, "qa.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i, q in enumerate(items, 1):
            rec = {"id": f"s18-{i:03d}"}
            for k in QA_FIELDS[1:]:
                if k in ("as_of", "product", "variant", "serial"):
                    if q.get(k) is not None:
                        rec[k] = q[k]
                else:
                    rec[k] = q.get(k)
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return len(items)


def main():
    build_documents()
    n = build_qa()
    print(f"documents: {len(os.listdir(DOCS))} files in documents/; questions: {n}")
    print(f"theory prose words (chapter 2): {PO.prose_word_count()}")


if __name__ == "__main__":
    main()

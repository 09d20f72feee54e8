#!/usr/bin/env python3
"""Build the s19 held-out evaluation set: documents/, sidecars and qa.jsonl.

Deterministic: fixed PDF creation dates, fixed DOCX core properties and zip timestamps, fixed shuffle seed.
Run with the repository's .venv/bin/python (needs fpdf2 and python-docx).
"""

import io
import json
import os
import random
import sys
import zipfile
from datetime import UTC, datetime

from fpdf import FPDF

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import bls_sm_2208  # noqa: E402
import okt_sb_0719  # noqa: E402
import okt_sm_0716  # noqa: E402
import questions  # noqa: E402
import text_docs  # noqa: E402
import tws_mm_0450  # noqa: E402
import tws_sb_2023_07  # noqa: E402
import tws_td_0101  # noqa: E402

DOC_DIR = os.path.join(HERE, "documents")
SEED = 18018
ID_PREFIX = "s19"

LM = 18.0
RM = 18.0
PAGE_W = 210.0
CONTENT_W = PAGE_W - LM - RM
BOTTOM_LIMIT = 280.0
BODY = 9.5
LH = 4.6


class OverflowErrorPage(Exception):
    pass


class DocPDF(FPDF):
    def __init__(self, company, title, docno, rev_label, total_pages, created):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.company = company
        self.doc_title = title
        self.docno = docno
        self.rev_label = rev_label
        self.total_pages = total_pages
        self.set_margins(LM, 26, RM)
        self.set_auto_page_break(False)
        self.set_creation_date(datetime(*created, 0, 0, 0, tzinfo=UTC))
        self.set_title(f"{title} ({docno} {rev_label})")
        self.set_author(company)
        self.set_subject(title)
        self.set_creator("s18b generate.py")
        self.set_producer("s18b generate.py (fpdf2)")

    # running header / footer -------------------------------------------------------------
    def header(self):
        self.set_xy(LM, 10)
        self.set_font("Helvetica", "B", 8)
        self.cell(100, 4, self.company)
        self.set_font("Helvetica", "", 8)
        self.cell(CONTENT_W - 100, 4, f"{self.docno}  {self.rev_label}", align="R")
        self.set_xy(LM, 14.5)
        self.cell(CONTENT_W, 4, self.doc_title)
        self.set_line_width(0.3)
        self.line(LM, 20, PAGE_W - RM, 20)
        self.set_xy(LM, 26)

    def footer(self):
        self.set_line_width(0.3)
        self.line(LM, 284, PAGE_W - RM, 284)
        self.set_xy(LM, 286)
        self.set_font("Helvetica", "", 8)
        self.cell(CONTENT_W, 4, f"Page {self.page_no()} of {self.total_pages}", align="C")

    # blocks ------------------------------------------------------------------------------
    def _check(self, where):
        if self.get_y() > BOTTOM_LIMIT:
            raise OverflowErrorPage(f"{self.docno} {self.rev_label} page {self.page_no()} overflows at {where}")

    def para(self, text, style="", size=BODY, indent=0.0, lh=LH, after=1.5):
        self.set_font("Helvetica", style, size)
        self.set_x(LM + indent)
        self.multi_cell(CONTENT_W - indent, lh, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.set_y(self.get_y() + after)

    def render_block(self, b):
        kind = b[0]
        if kind == "space":
            self.set_y(self.get_y() + b[1])
        elif kind == "title":
            self.set_font("Helvetica", "B", 18)
            self.set_x(LM)
            self.cell(CONTENT_W, 10, b[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "subtitle":
            self.set_font("Helvetica", "B", 13)
            self.set_x(LM)
            self.cell(CONTENT_W, 8, b[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "h1":
            self.set_y(self.get_y() + 2)
            self.set_font("Helvetica", "B", 12)
            self.set_x(LM)
            self.cell(CONTENT_W, 7, b[1], new_x="LMARGIN", new_y="NEXT")
            self.set_y(self.get_y() + 1)
        elif kind == "h2":
            self.set_y(self.get_y() + 1)
            self.set_font("Helvetica", "B", 10)
            self.set_x(LM)
            self.cell(CONTENT_W, 6, b[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "p":
            self.para(b[1])
        elif kind == "bullets":
            for item in b[1]:
                self.set_font("Helvetica", "", BODY)
                self.set_x(LM)
                self.cell(5, LH, "-")
                self.multi_cell(CONTENT_W - 5, LH, item, align="L", new_x="LMARGIN", new_y="NEXT")
                self.set_y(self.get_y() + 0.8)
            self.set_y(self.get_y() + 0.8)
        elif kind == "steps":
            for n, item in enumerate(b[1], start=1):
                self.set_font("Helvetica", "", BODY)
                self.set_x(LM)
                self.cell(8, LH, f"{n}.")
                self.multi_cell(CONTENT_W - 8, LH, item, align="L", new_x="LMARGIN", new_y="NEXT")
                self.set_y(self.get_y() + 0.6)
            self.set_y(self.get_y() + 1.0)
        elif kind == "footnotes":
            for item in b[1]:
                self.para(item, size=8, lh=3.8, after=0.6)
            self.set_y(self.get_y() + 1.0)
        elif kind == "table":
            self.table_block(b[1])
        elif kind == "code":
            _, code, title, meaning, remedy = b
            self.set_font("Helvetica", "B", BODY)
            self.set_x(LM)
            self.cell(18, 5, code)
            self.cell(CONTENT_W - 18, 5, title, new_x="LMARGIN", new_y="NEXT")
            if meaning:
                self.para("Meaning: " + meaning, indent=18, after=0.3)
            if remedy:
                self.para("Remedy: " + remedy, indent=18, after=0.3)
            self.set_y(self.get_y() + 1.6)
        else:
            raise ValueError(kind)
        self._check(kind)

    def table_block(self, t):
        widths = t["widths"]
        size = t.get("size", 8.5)
        rh = t.get("rh", 5.2)
        assert sum(widths) <= CONTENT_W + 0.01, (self.docno, widths)
        if t.get("caption"):
            self.set_font("Helvetica", "B", 9)
            self.set_x(LM)
            self.cell(CONTENT_W, 6, t["caption"], new_x="LMARGIN", new_y="NEXT")
        rows = [(True, t["header"])] + [(False, r) for r in t["rows"]]
        for is_head, row in rows:
            assert len(row) == len(widths), (self.docno, row)
            self.set_x(LM)
            self.set_font("Helvetica", "B" if is_head else "", size)
            if is_head:
                self.set_fill_color(225, 225, 225)
            for w, text in zip(widths, row, strict=False):
                if self.get_string_width(text) > w - 3.0:
                    raise ValueError(f"cell text too wide for column ({w} mm): {text!r} in {self.docno}")
                self.cell(w, rh, text, border=1, fill=is_head)
            self.set_y(self.get_y() + rh)
        self.set_y(self.get_y() + 2.0)


def check_latin1(pages, name):
    for page in pages:
        for b in page:
            for part in b[1:]:
                texts = []
                if isinstance(part, str):
                    texts.append(part)
                elif isinstance(part, list):
                    texts.extend(x for x in part if isinstance(x, str))
                elif isinstance(part, dict):
                    texts.append(part.get("caption", ""))
                    texts.extend(part["header"])
                    for r in part["rows"]:
                        texts.extend(r)
                for s in texts:
                    s.encode("latin-1")


def build_pdf(path, company, title, docno, rev_label, pages, created):
    check_latin1(pages, path)
    pdf = DocPDF(company, title, docno, rev_label, len(pages), created)
    for page in pages:
        pdf.add_page()
        for b in page:
            pdf.render_block(b)
    data = bytes(pdf.output())
    with open(path, "wb") as f:
        f.write(data)
    return len(pages)


# ---------------------------------------------------------------------------------------------
# DOCX
# ---------------------------------------------------------------------------------------------
def build_docx(path, mod):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    created = datetime(*mod.CREATED, 9, 0, 0)
    cp = d.core_properties
    cp.author = mod.COMPANY
    cp.last_modified_by = mod.COMPANY
    cp.title = mod.TITLE
    cp.subject = "Service bulletin"
    cp.created = created
    cp.modified = created
    cp.last_printed = created
    cp.revision = 1
    cp.comments = "Invented document for an evaluation set (CC0 1.0)."
    cp.keywords = mod.KEY
    cp.category = "Service bulletin"
    cp.identifier = mod.KEY
    cp.version = mod.VERSION
    for b in mod.BLOCKS:
        if b[0] == "h":
            d.add_heading(b[2], level=b[1])
        elif b[0] == "p":
            d.add_paragraph(b[1])
        elif b[0] == "table":
            rows = b[1]
            tbl = d.add_table(rows=len(rows), cols=len(rows[0]))
            tbl.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, text in enumerate(r):
                    cell = tbl.cell(i, j)
                    cell.text = text
                    if i == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
            d.add_paragraph("")
        else:
            raise ValueError(b[0])
    buf = io.BytesIO()
    d.save(buf)
    buf.seek(0)
    zin = zipfile.ZipFile(buf)
    out = io.BytesIO()
    stamp = (*tuple(mod.CREATED), 9, 0, 0)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            zi = zipfile.ZipInfo(item.filename, date_time=stamp)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            zout.writestr(zi, data)
    with open(path, "wb") as f:
        f.write(out.getvalue())


# ---------------------------------------------------------------------------------------------
def write_json(path, obj):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
        f.write("\n")


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def sidecar(file_name, key, version, eff_from, eff_to, recorded, product, variants, serials=None):
    appl = {"product": product, "variants": list(variants)}
    if serials is not None:
        appl["serials"] = [list(r) for r in serials]
    obj = {
        "document": key,
        "version": version,
        "effective_from": eff_from,
        "effective_to": eff_to,
        "recorded_at": recorded,
        "applicability": appl,
    }
    write_json(os.path.join(DOC_DIR, file_name + ".meta.json"), obj)


def build_documents():
    os.makedirs(DOC_DIR, exist_ok=True)
    # revisioned maintenance manual
    m = tws_mm_0450
    for rev in m.REVISIONS:
        meta = m.META[rev]
        pages = m.pages(rev)
        assert len(pages) == m.TOTAL_PAGES
        build_pdf(os.path.join(DOC_DIR, meta["file"]), m.COMPANY, m.TITLE, m.KEY, f"Rev {rev}", pages, meta["created"])
        sidecar(
            meta["file"],
            m.KEY,
            f"Rev {rev}",
            meta["effective_from"],
            meta["effective_to"],
            meta["recorded_at"],
            m.PRODUCT,
            m.VARIANTS,
        )
    # single-version PDFs
    for mod in (bls_sm_2208, okt_sm_0716, okt_sb_0719, tws_td_0101):
        assert len(mod.PAGES) == mod.TOTAL_PAGES, mod.KEY
        build_pdf(os.path.join(DOC_DIR, mod.FILE), mod.COMPANY, mod.TITLE, mod.KEY, mod.VERSION, mod.PAGES, mod.CREATED)
        sidecar(
            mod.FILE,
            mod.KEY,
            mod.VERSION,
            mod.EFFECTIVE_FROM,
            None,
            mod.RECORDED_AT,
            mod.PRODUCT,
            mod.VARIANTS,
            getattr(mod, "SERIALS", None),
        )
    # DOCX bulletin
    b = tws_sb_2023_07
    build_docx(os.path.join(DOC_DIR, b.FILE), b)
    sidecar(b.FILE, b.KEY, b.VERSION, b.EFFECTIVE_FROM, None, b.RECORDED_AT, b.PRODUCT, b.VARIANTS, b.SERIALS)
    # HTML / MD / TXT
    t = text_docs
    write_text(os.path.join(DOC_DIR, t.QG_FILE), t.QG_HTML)
    write_json(os.path.join(DOC_DIR, t.QG_FILE + ".meta.json"), t.QG_META)
    write_text(os.path.join(DOC_DIR, t.MD_FILE), t.MD_TEXT)
    write_text(os.path.join(DOC_DIR, t.TXT_FILE), t.TXT_TEXT)


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
    qs = [dict(q) for q in questions.QUESTIONS]
    rng = random.Random(SEED)
    rng.shuffle(qs)
    lines = []
    for i, q in enumerate(qs, start=1):
        rec = {
            "id": f"{ID_PREFIX}-{i:03d}",
            "question": q["question"],
            "document": q["document"],
            "page": q.get("page"),
            "answers": list(q.get("answers", [])),
            "answerable": bool(q["answerable"]),
            "kind": q["kind"],
        }
        for k in ("as_of", "product", "variant", "serial"):
            if q.get(k) is not None:
                rec[k] = q[k]
        rec = {k: rec[k] for k in FIELD_ORDER if k in rec}
        lines.append(json.dumps(rec, ensure_ascii=False))
    write_text(os.path.join(HERE, "qa.jsonl"), "\n".join(lines) + "\n")
    return len(lines)


def main():
    build_documents()
    n = build_questions()
    print(f"documents written to {DOC_DIR}; {n} questions written to qa.jsonl")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# ruff: noqa: E402
"""Deterministic generator for the s28 evaluation set.

Writes documents/ (PDF, DOCX, HTML, MD, TXT + .meta.json sidecars), qa.jsonl and README.md.
Run twice: the output is byte-identical (fixed PDF creation dates, fixed DOCX core properties
and zip timestamps, fixed shuffle seed).
"""

import sys

sys.dont_write_bytecode = True

import datetime
import io
import json
import os
import random
import zipfile

from fpdf import FPDF

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from sources import blast_manual as AXM
from sources import bulletins as BUL
from sources import liftstation_manual as LSM
from sources import small_docs as SMALL
from sources import sonopress_manual as HSM
from sources import sonopress_theory as HST

DOCDIR = os.path.join(HERE, "documents")
SHUFFLE_SEED = 28028

# ------------------------------------------------------------------ PDF rendering
LEFT = 18.0
RIGHT = 18.0
WIDTH = 210.0 - LEFT - RIGHT
TOP = 24.0
BOTTOM_LIMIT = 297.0 - 18.0


class DocPDF(FPDF):
    def __init__(self, company, title, docno, version, total_pages):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.hdr_company = company
        self.hdr_title = title
        self.hdr_docno = docno
        self.hdr_version = version
        self.total_pages = total_pages
        self.set_margins(LEFT, TOP, RIGHT)
        self.set_auto_page_break(False)
        self.set_title(f"{title} ({docno} {version})")
        self.set_author(company)
        self.set_creator("s28 generate.py")
        self.set_producer("fpdf2")

    def header(self):
        self.set_text_color(60, 60, 60)
        self.set_font("Helvetica", "B", 8)
        self.set_xy(LEFT, 9)
        self.cell(WIDTH / 2, 4, self.hdr_company, align="L")
        self.cell(WIDTH / 2, 4, f"{self.hdr_docno}  {self.hdr_version}", align="R")
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, 13.5)
        self.cell(WIDTH, 4, self.hdr_title, align="L")
        self.set_draw_color(120, 120, 120)
        self.line(LEFT, 19, LEFT + WIDTH, 19)
        self.set_text_color(0, 0, 0)
        self.set_xy(LEFT, TOP)

    def footer(self):
        self.set_draw_color(120, 120, 120)
        self.line(LEFT, 284, LEFT + WIDTH, 284)
        self.set_font("Helvetica", "", 8)
        self.set_text_color(60, 60, 60)
        self.set_xy(LEFT, 285.5)
        self.cell(WIDTH, 4, f"Page {self.page_no()} of {self.total_pages}", align="C")
        self.set_text_color(0, 0, 0)

    # -------------------------------------------------------------- elements
    def _check(self, what):
        if self.get_y() > BOTTOM_LIMIT:
            raise RuntimeError(f"page {self.page_no()} of {self.hdr_docno} {self.hdr_version} overflows at {what!r}")

    def el_title(self, text):
        self.set_font("Helvetica", "B", 22)
        self.multi_cell(WIDTH, 10, text, align="L", new_x="LMARGIN", new_y="NEXT")

    def el_subtitle(self, text):
        self.set_font("Helvetica", "B", 14)
        self.multi_cell(WIDTH, 7.5, text, align="L", new_x="LMARGIN", new_y="NEXT")

    def el_h1(self, text):
        self.ln(1.5)
        self.set_font("Helvetica", "B", 12.5)
        self.multi_cell(WIDTH, 6.5, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(1)

    def el_h2(self, text):
        self.ln(1)
        self.set_font("Helvetica", "B", 10.5)
        self.multi_cell(WIDTH, 5.5, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(0.5)

    def el_caption(self, text):
        self.ln(0.5)
        self.set_font("Helvetica", "B", 9)
        self.multi_cell(WIDTH, 5, text, align="L", new_x="LMARGIN", new_y="NEXT")

    def el_p(self, text):
        self.set_font("Helvetica", "", 9.5)
        self.multi_cell(WIDTH, 4.6, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(1.2)

    def el_foot(self, text):
        self.set_font("Helvetica", "I", 8)
        self.multi_cell(WIDTH, 3.9, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(0.4)

    def el_steps(self, items):
        self.set_font("Helvetica", "", 9.5)
        for i, t in enumerate(items, 1):
            y = self.get_y()
            self.set_xy(LEFT + 2, y)
            self.cell(7, 4.6, f"{i}.")
            self.set_xy(LEFT + 9, y)
            self.multi_cell(WIDTH - 9, 4.6, t, align="L", new_x="LMARGIN", new_y="NEXT")
            self.ln(0.6)
        self.ln(0.8)

    def el_bullets(self, items):
        self.set_font("Helvetica", "", 9.5)
        for t in items:
            y = self.get_y()
            self.set_xy(LEFT + 2, y)
            self.cell(5, 4.6, "-")
            self.set_xy(LEFT + 7, y)
            self.multi_cell(WIDTH - 7, 4.6, t, align="L", new_x="LMARGIN", new_y="NEXT")
            self.ln(0.5)
        self.ln(0.8)

    def el_space(self, mm):
        self.ln(mm)

    def el_table(self, widths, header, rows, opts):
        assert abs(sum(widths) - WIDTH) < 0.01, (widths, sum(widths))
        lh = 4.3
        size = opts.get("size", 8.5)

        def draw_row(cells, bold, fill):
            self.set_font("Helvetica", "B" if bold else "", size)
            nlines = []
            for w, t in zip(widths, cells, strict=False):
                lines = self.multi_cell(w, lh, t, dry_run=True, output="LINES", align="L")
                nlines.append(len(lines))
            h = max(nlines) * lh + 1.6
            y0 = self.get_y()
            x = LEFT
            for w, t in zip(widths, cells, strict=False):
                if fill:
                    self.set_fill_color(225, 225, 225)
                    self.rect(x, y0, w, h, style="DF")
                else:
                    self.rect(x, y0, w, h)
                self.set_xy(x, y0 + 0.8)
                self.multi_cell(w, lh, t, align="L")
                x += w
            self.set_xy(LEFT, y0 + h)

        self.set_draw_color(90, 90, 90)
        self.set_line_width(0.2)
        draw_row(header, True, True)
        for r in rows:
            assert len(r) == len(widths), r
            draw_row(r, False, False)
        self.ln(1.5)

    def render(self, pages):
        assert len(pages) == self.total_pages
        for page in pages:
            self.add_page()
            for el in page:
                kind, args = el[0], el[1:]
                getattr(self, "el_" + kind)(*args)
                self._check(el[:2])


def write_pdf(path, company, title, docno, version, pages, recorded_at):
    pdf = DocPDF(company, title, docno, version, len(pages))
    d = datetime.datetime.strptime(recorded_at[:10], "%Y-%m-%d").replace(tzinfo=datetime.UTC)
    pdf.set_creation_date(d)
    pdf.render(pages)
    data = bytes(pdf.output())
    with open(path, "wb") as f:
        f.write(data)


# ------------------------------------------------------------------ DOCX rendering
def write_docx(path, blocks, recorded_at, title, author):
    import docx
    from docx.shared import Pt

    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(10)
    for b in blocks:
        if b[0] == "heading":
            d.add_heading(b[1], level=b[2])
        elif b[0] == "para":
            d.add_paragraph(b[1])
        elif b[0] == "numbered":
            for t in b[1]:
                d.add_paragraph(t, style="List Number")
        elif b[0] == "table":
            header, rows = b[1], b[2]
            t = d.add_table(rows=1 + len(rows), cols=len(header))
            t.style = "Table Grid"
            for j, h in enumerate(header):
                t.cell(0, j).text = h
                for r in t.cell(0, j).paragraphs[0].runs:
                    r.bold = True
            for i, row in enumerate(rows, 1):
                for j, c in enumerate(row):
                    t.cell(i, j).text = c
        else:
            raise ValueError(b)
    fixed = datetime.datetime.strptime(recorded_at[:10], "%Y-%m-%d")
    cp = d.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.title = title
    cp.subject = "Service bulletin"
    cp.keywords = "service bulletin"
    cp.comments = "Invented document for an evaluation set (CC0 1.0)."
    cp.category = "Service bulletin"
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    # rewrite the zip with fixed timestamps and a fixed member order
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for name in src.namelist():
            zi = zipfile.ZipInfo(name, date_time=(fixed.year, fixed.month, fixed.day, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            z.writestr(zi, src.read(name))
    with open(path, "wb") as f:
        f.write(out.getvalue())


# ------------------------------------------------------------------ sidecars
def sidecar(path, key, version, eff_from, eff_to, recorded, product, variants, serials=None):
    app = {"product": product, "variants": list(variants)}
    if serials is not None:
        app["serials"] = [list(s) for s in serials]
    meta = {
        "document": key,
        "version": version,
        "effective_from": eff_from,
        "effective_to": eff_to,
        "recorded_at": recorded,
        "applicability": app,
    }
    with open(path + ".meta.json", "w", encoding="utf-8") as f:
        json.dump(meta, f, indent=2, ensure_ascii=False)
        f.write("\n")


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


# ------------------------------------------------------------------ main build
def build_documents():
    os.makedirs(DOCDIR, exist_ok=True)
    for name in sorted(os.listdir(DOCDIR)):
        os.remove(os.path.join(DOCDIR, name))
    catalog = []

    # SonoPress maintenance manual, three revisions
    for version, fname, ef, et, rec in HSM.REVISIONS:
        rev = version.split()[-1]
        path = os.path.join(DOCDIR, fname)
        pages = HSM.pages(rev)
        write_pdf(path, HSM.COMPANY, HSM.TITLE, HSM.KEY, version, pages, rec)
        sidecar(path, HSM.KEY, version, ef, et, rec, HSM.PRODUCT, HSM.VARIANTS)
        catalog.append(
            dict(
                file=fname,
                fmt="PDF",
                key=HSM.KEY,
                version=version,
                eff_from=ef,
                eff_to=et,
                product=HSM.PRODUCT,
                variants=HSM.VARIANTS,
                serials=None,
                pages=len(pages),
                features="maintenance manual: contents, revision history, multi-model technical "
                "data with footnotes, intervals, torque table, numbered procedures, "
                "fault codes spanning pages 7-8, spare parts, do-not rules"
                + ("; adds fault code E27" if rev == "C" else ""),
            )
        )

    # theory document
    version, fname, ef, et, rec = HST.VERSION
    path = os.path.join(DOCDIR, fname)
    pages = HST.pages()
    write_pdf(path, HST.COMPANY, HST.TITLE, HST.KEY, version, pages, rec)
    sidecar(path, HST.KEY, version, ef, et, rec, HST.PRODUCT, HST.VARIANTS)
    catalog.append(
        dict(
            file=fname,
            fmt="PDF",
            key=HST.KEY,
            version=version,
            eff_from=ef,
            eff_to=et,
            product=HST.PRODUCT,
            variants=HST.VARIANTS,
            serials=None,
            pages=len(pages),
            features=f"principle of operation; prose chapter 2 ({HST.chapter2_word_count()} words, "
            "pages 3-5) explaining why; component table, weld modes, glossary",
        )
    )

    # two more service manuals
    for M, feat in (
        (
            LSM,
            "3 models (LM-150/220/300): technical data, float levels, controller parameters, "
            "alarm/trip thresholds, intervals, torque table, procedures, alarm codes spanning "
            "pages 7-8, per-model spare parts",
        ),
        (
            AXM,
            "2 models (BC-960/1280): technical data with n/a cells, air consumption and abrasive "
            "tables, intervals, torque table, procedures, fault codes spanning pages 7-8, "
            "spare parts",
        ),
    ):
        version, fname, ef, et, rec = M.VERSION
        path = os.path.join(DOCDIR, fname)
        pages = M.pages()
        write_pdf(path, M.COMPANY, M.TITLE, M.KEY, version, pages, rec)
        sidecar(path, M.KEY, version, ef, et, rec, M.PRODUCT, M.VARIANTS)
        catalog.append(
            dict(
                file=fname,
                fmt="PDF",
                key=M.KEY,
                version=version,
                eff_from=ef,
                eff_to=et,
                product=M.PRODUCT,
                variants=M.VARIANTS,
                serials=None,
                pages=len(pages),
                features="service manual, " + feat,
            )
        )

    # bulletins
    version, fname, ef, et, rec = BUL.BFS_VERSION
    path = os.path.join(DOCDIR, fname)
    write_docx(path, BUL.BFS_BLOCKS, rec, "Service Bulletin SB-2023-07", "Brenmoor Technical Services")
    sidecar(path, BUL.BFS_KEY, version, ef, et, rec, BUL.BFS_PRODUCT, BUL.BFS_VARIANTS, BUL.BFS_SERIALS)
    catalog.append(
        dict(
            file=fname,
            fmt="DOCX",
            key=BUL.BFS_KEY,
            version=version,
            eff_from=ef,
            eff_to=et,
            product=BUL.BFS_PRODUCT,
            variants=BUL.BFS_VARIANTS,
            serials=BUL.BFS_SERIALS,
            pages=1,
            features="service bulletin, two serial ranges, LM-150 excluded; overrides manual "
            "BFS-SM-0440 values (torque, wear limit, interval, nut part)",
        )
    )

    version, fname, ef, et, rec = BUL.AX_VERSION
    path = os.path.join(DOCDIR, fname)
    pages = BUL.ax_pages()
    write_pdf(path, BUL.AX_COMPANY, BUL.AX_TITLE, BUL.AX_KEY, version, pages, rec)
    sidecar(path, BUL.AX_KEY, version, ef, et, rec, BUL.AX_PRODUCT, BUL.AX_VARIANTS, BUL.AX_SERIALS)
    catalog.append(
        dict(
            file=fname,
            fmt="PDF",
            key=BUL.AX_KEY,
            version=version,
            eff_from=ef,
            eff_to=et,
            product=BUL.AX_PRODUCT,
            variants=BUL.AX_VARIANTS,
            serials=BUL.AX_SERIALS,
            pages=len(pages),
            features="service bulletin, one serial range, BC-960 excluded; check, modification, function test, parts",
        )
    )

    # HTML, MD, TXT
    version, fname, ef, et, rec = SMALL.VT_VERSION
    path = os.path.join(DOCDIR, fname)
    write_text(path, SMALL.VT_HTML)
    sidecar(path, SMALL.VT_KEY, version, ef, et, rec, SMALL.VT_PRODUCT, SMALL.VT_VARIANTS)
    catalog.append(
        dict(
            file=fname,
            fmt="HTML",
            key=SMALL.VT_KEY,
            version=version,
            eff_from=ef,
            eff_to=et,
            product=SMALL.VT_PRODUCT,
            variants=SMALL.VT_VARIANTS,
            serials=None,
            pages=1,
            features="quick guide: two-model data table, numbered steps, rules, display codes, care",
        )
    )

    write_text(os.path.join(DOCDIR, SMALL.MD_NAME), SMALL.MD_TEXT)
    catalog.append(
        dict(
            file=SMALL.MD_NAME,
            fmt="Markdown",
            key=SMALL.MD_NAME,
            version="-",
            eff_from="-",
            eff_to="-",
            product="Thermaroll PR-12 / PR-24 roll-in proofers",
            variants=[],
            serials=None,
            pages=1,
            features="technician field notes, no sidecar: setpoint table, lists, reasons",
        )
    )
    write_text(os.path.join(DOCDIR, SMALL.TXT_NAME), SMALL.TXT_TEXT)
    catalog.append(
        dict(
            file=SMALL.TXT_NAME,
            fmt="Text",
            key=SMALL.TXT_NAME,
            version="-",
            eff_from="-",
            eff_to="-",
            product="Kessler WP-500 welding positioner",
            variants=[],
            serials=None,
            pages=1,
            features="inspection card, no sidecar: ratings, checklists, torques, do-nots",
        )
    )
    return catalog


def build_questions():
    from sources.questions import QUESTIONS

    qs = [dict(q) for q in QUESTIONS]
    rng = random.Random(SHUFFLE_SEED)
    rng.shuffle(qs)
    out = []
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
    for i, q in enumerate(qs, 1):
        rec = {"id": f"s28-{i:03d}"}
        rec["question"] = q["question"]
        rec["document"] = q["document"]
        rec["page"] = q.get("page")
        rec["answers"] = list(q.get("answers", []))
        rec["answerable"] = bool(rec["answers"])
        rec["kind"] = q["kind"]
        for k in ("as_of", "product", "variant", "serial"):
            if q.get(k) is not None:
                rec[k] = q[k]
        assert list(rec)[:7] == order[:7]
        out.append(rec)
    with open(os.path.join(HERE, "qa.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return out


def main():
    catalog = build_documents()
    qa = None
    try:
        import sources.questions  # noqa: F401

        have_q = True
    except ImportError:
        have_q = False
    if have_q:
        qa = build_questions()
        from sources.readme import write_readme

        write_readme(os.path.join(HERE, "README.md"), catalog, qa)
    print(f"wrote {len(catalog)} documents" + (f", {len(qa)} questions" if qa else ""))


if __name__ == "__main__":
    main()

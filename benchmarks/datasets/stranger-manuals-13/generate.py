"""Deterministic generator for the stranger-manuals-13 evaluation set.

Writes documents/ (PDF, DOCX, HTML, Markdown, plain text plus .meta.json
sidecars) and qa.jsonl. Running it twice gives byte-identical output.
"""

import datetime as dt
import io
import json
import random
import shutil
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

import docx  # noqa: E402
from docx.shared import Pt  # noqa: E402
from fpdf import FPDF  # noqa: E402
from fpdf.enums import XPos, YPos  # noqa: E402
from sources import (  # noqa: E402
    bandsaw,
    blower,
    condensing,
    dryer,
    fumecupboard,
    hoist,
    questions,
    snowcat,
)

DOC_DIR = ROOT / "documents"
QA_PATH = ROOT / "qa.jsonl"
SEED = 13
FIXED_TIME = dt.datetime(2024, 1, 1, 0, 0, 0, tzinfo=dt.UTC)

LEFT = 18.0
RIGHT = 18.0
TOP = 20.0
BOTTOM_LIMIT = 297.0 - 18.0


class LayoutError(RuntimeError):
    pass


class ManualPDF(FPDF):
    def __init__(self, spec):
        super().__init__(orientation="P", unit="mm", format="A4")
        self.spec = spec
        self.set_auto_page_break(False)
        self.set_margins(LEFT, TOP, RIGHT)
        self.set_creation_date(FIXED_TIME)
        self.set_title(spec["title"])
        self.set_author(spec["company"])
        self.set_subject(spec["header_right"])
        self.set_creator("stranger-manuals-13 generate.py")

    def header(self):
        if self.page_no() == 1:
            return
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, 10)
        self.cell(0, 4, self.spec["header_left"], align="L")
        self.set_xy(LEFT, 10)
        self.cell(0, 4, self.spec["header_right"], align="R")
        self.set_line_width(0.2)
        self.line(LEFT, 15, 210 - RIGHT, 15)
        self.set_xy(LEFT, TOP)

    def footer(self):
        self.set_font("Helvetica", "", 8)
        self.set_xy(LEFT, -13)
        self.cell(0, 4, self.spec["footer_left"], align="L")
        self.set_xy(LEFT, -13)
        self.cell(0, 4, f"Page {self.page_no()} of {self.spec['n_pages']}", align="R")

    # ------------------------------------------------------------ blocks
    def _text(self, text, size=10, style="", lh=5.0, indent=0.0, align="L"):
        self.set_font("Helvetica", style, size)
        self.set_x(LEFT + indent)
        self.multi_cell(
            self.epw - indent,
            lh,
            text,
            align=align,
            new_x=XPos.LMARGIN,
            new_y=YPos.NEXT,
        )

    def block(self, blk, toc):
        kind = blk[0]
        if kind == "cover":
            self._cover(blk[1])
        elif kind == "h1":
            self.ln(2)
            self._text(blk[1], size=13, style="B", lh=7)
            self.ln(1.5)
        elif kind == "h2":
            self.ln(1)
            self._text(blk[1], size=11, style="B", lh=6)
            self.ln(0.5)
        elif kind == "p":
            self._text(blk[1], size=10, lh=5)
            self.ln(1.5)
        elif kind == "small":
            self._text(blk[1], size=8.5, lh=4.2)
            self.ln(1)
        elif kind == "notes":
            self.ln(0.5)
            for note in blk[1]:
                self._text(note, size=8, lh=4)
            self.ln(2)
        elif kind == "steps":
            start = blk[2] if len(blk) > 2 else 1
            for i, step in enumerate(blk[1], start=start):
                self.set_font("Helvetica", "", 10)
                y = self.get_y()
                self.set_xy(LEFT + 2, y)
                self.cell(8, 5, f"{i}.")
                self.set_xy(LEFT + 10, y)
                self.multi_cell(self.epw - 10, 5, step, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                self.ln(0.8)
            self.ln(1)
        elif kind == "bullets":
            for item in blk[1]:
                self.set_font("Helvetica", "", 10)
                y = self.get_y()
                self.set_xy(LEFT + 2, y)
                self.cell(6, 5, "-")
                self.set_xy(LEFT + 8, y)
                self.multi_cell(self.epw - 8, 5, item, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                self.ln(0.5)
            self.ln(1)
        elif kind == "warn":
            self.ln(1)
            self.set_font("Helvetica", "B", 9.5)
            self.set_fill_color(238, 238, 238)
            self.multi_cell(
                self.epw,
                5,
                f"{blk[1]}: {blk[2]}",
                border=1,
                fill=True,
                padding=2,
                new_x=XPos.LMARGIN,
                new_y=YPos.NEXT,
            )
            self.ln(2.5)
        elif kind == "table":
            self._table(blk[1])
        elif kind == "toc":
            self._toc(toc)
        elif kind == "space":
            self.ln(blk[1])
        else:
            raise ValueError(f"unknown block {kind}")

    def _cover(self, c):
        self.set_xy(LEFT, 30)
        self._text(c["company"], size=12, style="B", lh=6)
        self.ln(18)
        self._text(c["title"], size=22, style="B", lh=10)
        self.ln(2)
        self._text(c["subtitle"], size=15, lh=8)
        self.ln(10)
        for line in c["lines"]:
            self._text(line, size=11, lh=6)
        self.ln(8)

    def _toc(self, toc):
        self.set_font("Helvetica", "", 10.5)
        for title, page in toc:
            y = self.get_y()
            self.set_xy(LEFT + 4, y)
            self.cell(140, 6.5, title)
            self.set_xy(LEFT + 144, y)
            self.cell(self.epw - 144, 6.5, f"page {page}", align="R")
            self.set_xy(LEFT, y + 6.5)
        self.ln(4)

    def _table(self, t):
        widths = t["widths"]
        if abs(sum(widths) - self.epw) > 0.01:
            raise LayoutError(f"table widths {sum(widths)} != {self.epw}")
        size = t.get("size", 8.5)
        lh = size * 0.47
        rows = [t["header"]] + t["rows"]
        for ri, row in enumerate(rows):
            if len(row) != len(widths):
                raise LayoutError(f"row length mismatch: {row}")
            style = "B" if ri == 0 else ""
            self.set_font("Helvetica", style, size)
            n_lines = 1
            for w, txt in zip(widths, row, strict=True):
                lines = self.multi_cell(w, lh, str(txt), dry_run=True, output="LINES")
                n_lines = max(n_lines, len(lines))
            h = n_lines * lh + 1.8
            y = self.get_y()
            x = LEFT
            for w, txt in zip(widths, row, strict=True):
                if ri == 0:
                    self.set_fill_color(222, 222, 222)
                    self.rect(x, y, w, h, style="DF")
                else:
                    self.rect(x, y, w, h, style="D")
                self.set_xy(x, y + 0.9)
                self.multi_cell(w, lh, str(txt), align="L")
                x += w
            self.set_xy(LEFT, y + h)
        self.ln(2)


def render_pdf(spec, path):
    pages = spec["pages"]
    spec["n_pages"] = len(pages)
    toc = []
    for i, page in enumerate(pages, start=1):
        for blk in page:
            if blk[0] == "h1":
                toc.append((blk[1], i))
    pdf = ManualPDF(spec)
    for i, page in enumerate(pages, start=1):
        pdf.add_page()
        for blk in page:
            pdf.block(blk, toc)
            if pdf.get_y() > BOTTOM_LIMIT or pdf.page != i:
                raise LayoutError(f"{path.name}: page {i} overflows at block {blk[:2]}")
    pdf.output(str(path))
    return len(pages)


# ------------------------------------------------------------------ DOCX
def render_docx(spec, path):
    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10.5)
    cp = d.core_properties
    cp.author = spec["company"]
    cp.title = spec["title"]
    cp.created = dt.datetime(2023, 6, 5, 0, 0, 0)
    cp.modified = dt.datetime(2023, 6, 5, 0, 0, 0)
    cp.last_printed = dt.datetime(2023, 6, 5, 0, 0, 0)
    cp.revision = 1
    cp.last_modified_by = spec["company"]
    for blk in spec["blocks"]:
        kind = blk[0]
        if kind == "h0":
            d.add_heading(blk[1], level=0)
        elif kind == "h1":
            d.add_heading(blk[1], level=1)
        elif kind == "p":
            d.add_paragraph(blk[1])
        elif kind == "steps":
            for step in blk[1]:
                d.add_paragraph(step, style="List Number")
        elif kind == "bullets":
            for item in blk[1]:
                d.add_paragraph(item, style="List Bullet")
        elif kind == "table":
            t = blk[1]
            table = d.add_table(rows=1 + len(t["rows"]), cols=len(t["header"]))
            table.style = "Table Grid"
            for ci, txt in enumerate(t["header"]):
                cell = table.rows[0].cells[ci]
                cell.text = txt
                for run in cell.paragraphs[0].runs:
                    run.bold = True
            for ri, row in enumerate(t["rows"], start=1):
                for ci, txt in enumerate(row):
                    table.rows[ri].cells[ci].text = txt
        else:
            raise ValueError(kind)
    buf = io.BytesIO()
    d.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2023, 6, 5, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            zout.writestr(zi, zin.read(info.filename))
    path.write_bytes(out.getvalue())


# ------------------------------------------------------------------ main
def all_documents():
    docs = []
    for mod in (blower, condensing, dryer, hoist, bandsaw, snowcat, fumecupboard):
        docs.extend(mod.DOCUMENTS)
    return docs


def write_documents():
    if DOC_DIR.exists():
        shutil.rmtree(DOC_DIR)
    DOC_DIR.mkdir()
    for d in all_documents():
        path = DOC_DIR / d["file"]
        fmt = d["format"]
        if fmt == "pdf":
            render_pdf(d["spec"], path)
        elif fmt == "docx":
            render_docx(d["spec"], path)
        elif fmt in ("html", "md", "txt"):
            text = d["text"]
            if not text.endswith("\n"):
                text += "\n"
            path.write_text(text, encoding="utf-8", newline="\n")
        else:
            raise ValueError(fmt)
        if d.get("meta") is not None:
            meta_path = DOC_DIR / (d["file"] + ".meta.json")
            meta_path.write_text(
                json.dumps(d["meta"], indent=2, ensure_ascii=False) + "\n",
                encoding="utf-8",
                newline="\n",
            )


def write_questions():
    items = [dict(q) for q in questions.QUESTIONS]
    rng = random.Random(SEED)
    rng.shuffle(items)
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
    for n, item in enumerate(items, start=1):
        item["id"] = f"s13-{n:03d}"
        row = {k: item[k] for k in order if k in item}
        extra = set(item) - set(order)
        if extra:
            raise ValueError(f"unexpected fields {extra}")
        lines.append(json.dumps(row, ensure_ascii=False))
    QA_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")


def main():
    write_documents()
    write_questions()
    print(f"wrote {len(all_documents())} documents and {len(questions.QUESTIONS)} questions")


if __name__ == "__main__":
    main()

"""Deterministically build documents/ and qa.jsonl for the stranger-manuals-9 evaluation set.

All document text lives in sources/*.py (hand-written); the questions live in sources/questions.py.
Run with: python generate.py
"""

from __future__ import annotations

import io
import json
import random
import re
import shutil
import sys
import zipfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from docx import Document
from docx.shared import Pt
from fpdf import FPDF

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from sources import ampero, ip400, kernfeld, nordair, thermalis  # noqa: E402
from sources.questions import QUESTIONS  # noqa: E402

DOC_DIR = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"
FIXED_DATE = datetime(2024, 1, 1, 0, 0, 0, tzinfo=UTC)
SHUFFLE_SEED = 9
LINE_H = 5.0
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


class ManualPDF(FPDF):
    """A4 manual page with a running header and a 'Page n of N' footer."""

    def __init__(self, header_text: str, total_pages: int) -> None:
        super().__init__(orientation="P", unit="mm", format="A4")
        self.header_text = header_text
        self.total_pages = total_pages
        self.set_margins(15, 18, 15)
        self.set_auto_page_break(auto=True, margin=18)

    def header(self) -> None:
        self.set_font("Helvetica", size=8)
        self.set_text_color(90, 90, 90)
        self.set_xy(15, 8)
        self.cell(0, 4, self.header_text)
        self.line(15, 13, 195, 13)
        self.set_text_color(0, 0, 0)
        self.set_xy(15, 18)

    def footer(self) -> None:
        self.set_y(-12)
        self.set_font("Helvetica", size=8)
        self.set_text_color(90, 90, 90)
        self.cell(0, 4, f"Page {self.page_no()} of {self.total_pages}", align="C")
        self.set_text_color(0, 0, 0)


def _check_latin1(text: str) -> None:
    text.encode("latin-1")


def _table(pdf: ManualPDF, widths: list[float], header: list[str], rows: list[list[str]]) -> None:
    """Draw a table; only the last column may wrap, so extracted rows keep their reading order."""
    assert sum(widths) <= 180.01, widths
    for r_index, row in enumerate([header, *rows]):
        assert len(row) == len(widths), row
        bold = r_index == 0
        pdf.set_font("Helvetica", style="B" if bold else "", size=9)
        for cell_text, w in zip(row[:-1], widths[:-1], strict=True):
            _check_latin1(cell_text)
            width = pdf.get_string_width(cell_text) + 2 * pdf.c_margin
            if width > w:
                raise ValueError(f"cell too wide ({width:.1f} > {w}): {cell_text!r}")
        _check_latin1(row[-1])
        lines = pdf.multi_cell(widths[-1], LINE_H, row[-1], dry_run=True, output="LINES")
        height = LINE_H * max(1, len(lines))
        if pdf.get_y() + height > pdf.h - 18:
            raise ValueError(f"table overflows page at row {row!r}")
        x0, y0 = pdf.l_margin, pdf.get_y()
        if bold:
            pdf.set_fill_color(225, 225, 225)
        x = x0
        for cell_text, w in zip(row[:-1], widths[:-1], strict=True):
            pdf.rect(x, y0, w, height, style="DF" if bold else "D")
            pdf.set_xy(x, y0)
            pdf.cell(w, LINE_H, cell_text)
            x += w
        pdf.rect(x, y0, widths[-1], height, style="DF" if bold else "D")
        pdf.set_xy(x, y0)
        pdf.multi_cell(widths[-1], LINE_H, row[-1])
        pdf.set_xy(x0, y0 + height)
    pdf.ln(1)


def _render_block(pdf: ManualPDF, block: tuple[Any, ...]) -> None:
    kind = block[0]
    if kind == "space":
        pdf.ln(block[1])
        return
    if kind == "table":
        _table(pdf, block[1], block[2], block[3])
        return
    if kind == "toc":
        pdf.set_font("Helvetica", size=10)
        for text, page in block[1]:
            _check_latin1(text)
            base = pdf.get_string_width(text + "  ")
            dots = "." * int((150 - base) / pdf.get_string_width("."))
            pdf.cell(160, 6, f"{text} {dots}")
            pdf.cell(20, 6, page, align="R", new_x="LMARGIN", new_y="NEXT")
        return
    if kind in ("bullets", "steps"):
        pdf.set_font("Helvetica", size=10)
        for i, item in enumerate(block[1], start=1):
            _check_latin1(item)
            label = "-" if kind == "bullets" else f"{i}."
            pdf.set_x(pdf.l_margin)
            pdf.cell(8, LINE_H, label)
            pdf.multi_cell(0, LINE_H, item, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        pdf.ln(1)
        return
    text = block[1]
    _check_latin1(text)
    if kind == "title":
        pdf.set_font("Helvetica", style="B", size=20)
        pdf.multi_cell(0, 10, text, new_x="LMARGIN", new_y="NEXT")
    elif kind == "subtitle":
        pdf.set_font("Helvetica", size=14)
        pdf.multi_cell(0, 8, text, new_x="LMARGIN", new_y="NEXT")
    elif kind == "small":
        pdf.set_font("Helvetica", size=9)
        pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
    elif kind == "h1":
        pdf.ln(2)
        pdf.set_font("Helvetica", style="B", size=13)
        pdf.multi_cell(0, 7, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "h2":
        pdf.ln(1)
        pdf.set_font("Helvetica", style="B", size=11)
        pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
    elif kind == "p":
        pdf.set_font("Helvetica", size=10)
        pdf.multi_cell(0, LINE_H, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    elif kind == "note":
        pdf.set_font("Helvetica", size=10)
        pdf.multi_cell(0, LINE_H + 0.5, f"NOTE: {text}", border=1, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    else:
        raise ValueError(f"unknown block kind {kind!r}")


def _render_foot(pdf: ManualPDF, block: tuple[Any, ...]) -> None:
    pdf.set_font("Helvetica", size=8)
    for line in block[1]:
        _check_latin1(line)
        pdf.multi_cell(0, 4, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)


def write_pdf(spec: dict[str, Any], path: Path) -> None:
    pages: list[list[tuple[Any, ...]]] = spec["pages"]
    pdf = ManualPDF(spec["header"], len(pages))
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(spec["file"])
    pdf.set_producer("stranger-manuals-9 generate.py")
    for page_blocks in pages:
        pdf.add_page()
        expected = pdf.page_no()
        for block in page_blocks:
            if block[0] == "foot":
                _render_foot(pdf, block)
            else:
                _render_block(pdf, block)
            if pdf.page_no() != expected:
                raise ValueError(f"{spec['file']}: page {expected} overflows at block {block[:2]!r}")
    if pdf.page_no() != len(pages):
        raise ValueError(f"{spec['file']}: expected {len(pages)} pages, got {pdf.page_no()}")
    path.write_bytes(bytes(pdf.output()))


def _normalise_zip(data: bytes) -> bytes:
    """Rewrite a zip (DOCX) with fixed timestamps so the output is byte-identical between runs."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as dst:
        for name in sorted(src.namelist(), key=lambda n: (n != "[Content_Types].xml", n)):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            dst.writestr(info, src.read(name))
    return out.getvalue()


def write_docx(blocks: list[tuple[Any, ...]], path: Path) -> None:
    doc = Document()
    props = doc.core_properties
    props.author = "Nordair Technical Publications"
    props.title = "Nordair RT-Series Maintenance Manual"
    props.created = FIXED_DATE.replace(tzinfo=None)
    props.modified = FIXED_DATE.replace(tzinfo=None)
    props.last_modified_by = "Nordair Technical Publications"
    props.revision = 4
    doc.styles["Normal"].font.name = "Arial"
    doc.styles["Normal"].font.size = Pt(10)
    for block in blocks:
        kind = block[0]
        if kind == "title":
            doc.add_heading(block[1], level=0)
        elif kind == "h1":
            doc.add_heading(block[1], level=1)
        elif kind == "h2":
            doc.add_heading(block[1], level=2)
        elif kind == "p":
            doc.add_paragraph(block[1])
        elif kind == "steps":
            for i, item in enumerate(block[1], start=1):
                doc.add_paragraph(f"{i}. {item}")
        elif kind == "table":
            header, rows = block[1], block[2]
            table = doc.add_table(rows=1 + len(rows), cols=len(header))
            table.style = "Table Grid"
            for r, row in enumerate([header, *rows]):
                for c, text in enumerate(row):
                    cell = table.cell(r, c)
                    cell.text = text
                    if r == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
            doc.add_paragraph("")
        else:
            raise ValueError(f"unknown docx block {kind!r}")
    buf = io.BytesIO()
    doc.save(buf)
    path.write_bytes(_normalise_zip(buf.getvalue()))


def serial_number(serial: str) -> int:
    """The figures of a serial ("TC2104733" -> 2104733): the system under test takes serials as integers."""
    return int(re.sub(r"\D", "", serial))


def write_sidecar(meta: dict[str, Any], doc_path: Path) -> None:
    side = doc_path.with_name(doc_path.name + ".meta.json")
    applicability = meta.get("applicability") or {}
    if "serials" in applicability:
        ranges = [spec.split("-", 1) if "-" in spec else [spec, spec] for spec in applicability["serials"]]
        applicability = {**applicability, "serials": [[serial_number(a), serial_number(b)] for a, b in ranges]}
        meta = {**meta, "applicability": applicability}
    side.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def build_documents() -> None:
    if DOC_DIR.exists():
        shutil.rmtree(DOC_DIR)
    DOC_DIR.mkdir()
    pdf_specs: list[dict[str, Any]] = []
    pdf_specs += ip400.documents()
    pdf_specs += thermalis.documents()
    pdf_specs += nordair.bulletin_documents()
    pdf_specs += ampero.manual_documents()
    pdf_specs += kernfeld.documents()
    for spec in pdf_specs:
        path = DOC_DIR / spec["file"]
        write_pdf(spec, path)
        if spec.get("meta"):
            write_sidecar(spec["meta"], path)

    docx_path = DOC_DIR / nordair.MANUAL_FILE
    write_docx(nordair.MANUAL_BLOCKS, docx_path)
    write_sidecar(nordair.MANUAL_META, docx_path)

    html_path = DOC_DIR / thermalis.BULLETIN_FILE
    html_path.write_text(thermalis.BULLETIN_HTML, encoding="utf-8")
    write_sidecar(thermalis.BULLETIN_META, html_path)

    # The Markdown quick reference deliberately has no sidecar: its document key is its file name.
    md_path = DOC_DIR / ampero.CODES_FILE
    md_path.write_text(ampero.CODES_MD, encoding="utf-8")


QA_KEYS = (
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
)


def build_qa() -> int:
    items = [dict(q) for q in QUESTIONS]
    random.Random(SHUFFLE_SEED).shuffle(items)
    lines = []
    for n, item in enumerate(items, start=1):
        record: dict[str, Any] = {
            "id": f"s9-{n:03d}",
            "question": item["question"],
            "document": item["document"],
            "page": item.get("page"),
            "answers": list(item.get("answers", [])),
            "answerable": bool(item.get("answers")),
            "kind": item["kind"],
        }
        for opt in ("as_of", "product", "variant"):
            if item.get(opt):
                record[opt] = item[opt]
        if item.get("serial"):
            record["serial"] = serial_number(item["serial"])
        assert set(record) <= set(QA_KEYS)
        lines.append(json.dumps(record, ensure_ascii=False))
    QA_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines)


def main() -> None:
    build_documents()
    count = build_qa()
    print(f"wrote {len(list(DOC_DIR.iterdir()))} files to {DOC_DIR.name}/ and {count} questions to {QA_PATH.name}")


if __name__ == "__main__":
    main()

"""One-page DOCX operator quick reference card for the Brennmark TL lathes."""

import io
import zipfile
from datetime import datetime

from docx import Document
from docx.shared import Pt

FILE = "tl-operator-quick-reference.docx"
FIXED = datetime(2024, 5, 1, 9, 0, 0)

M_CODES = [
    ("M00", "Program stop", "Press CYCLE START to continue"),
    ("M01", "Optional stop", "Only with OPT STOP switched on"),
    ("M03", "Spindle forward (clockwise)", "Speed from S word"),
    ("M04", "Spindle reverse (counter-clockwise)", ""),
    ("M05", "Spindle stop", ""),
    ("M08", "Flood coolant on", ""),
    ("M09", "Coolant off", ""),
    ("M10", "Chuck clamp", "Uses active chuck pressure preset"),
    ("M11", "Chuck unclamp", "Spindle must be stopped"),
    ("M19", "Spindle orientation", "Angle from P3111 plus R word"),
    ("M21", "Tailstock quill advance", ""),
    ("M22", "Tailstock quill retract", ""),
    ("M30", "Program end and rewind", "Counts one part"),
    ("M63", "Live tool forward", "TL-250M only"),
    ("M65", "Live tool stop", "TL-250M only"),
]

SETTINGS = [
    ("SET 12", "Work light auto-off delay", "10 min", "0 = light always on"),
    ("SET 20", "Chuck pressure preset 1", "1.2 MPa", "Thin-wall parts"),
    ("SET 21", "Chuck pressure preset 2", "2.0 MPa", "General turning"),
    ("SET 31", "Part counter target", "0", "0 = no stop at target"),
    ("SET 40", "Slideway lube interval", "15 min", "Do not set above 30 min"),
    ("SET 52", "Warm-up reminder after idle", "72 h", "Prompts for program O9001"),
    ("SET 60", "Door lock in manual mode", "ON", "OFF only with key switch in SETUP"),
]


def _table(doc, header, rows):
    table = doc.add_table(rows=1, cols=len(header))
    table.style = "Table Grid"
    for cell, text in zip(table.rows[0].cells, header, strict=True):
        cell.text = text
        for run in cell.paragraphs[0].runs:
            run.bold = True
    for row in rows:
        cells = table.add_row().cells
        for cell, text in zip(cells, row, strict=True):
            cell.text = text


def build(out_dir):
    doc = Document()
    style = doc.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(8.5)
    props = doc.core_properties
    props.title = "Brennmark TL Series Operator Quick Reference"
    props.author = "Brennmark Werkzeugmaschinen (fictional)"
    props.last_modified_by = "stranger-manuals-6 generator"
    props.created = FIXED
    props.modified = FIXED
    props.last_printed = FIXED
    props.revision = 1
    props.comments = ""
    props.keywords = ""
    props.subject = ""
    doc.add_heading("Brennmark TL Series - Operator Quick Reference Card", level=1)
    doc.add_paragraph("Card QR-TL-01, valid for TL-250, TL-250M and TL-320 with control software 4.x.")
    doc.add_heading("Common M-codes", level=2)
    _table(doc, ["Code", "Function", "Note"], M_CODES)
    doc.add_heading("Operator settings (SETTING page, key switch in SETUP)", level=2)
    _table(doc, ["Setting", "Function", "Default", "Note"], SETTINGS)
    doc.add_paragraph(
        "Hold RESET for 2 seconds to clear an alarm after its cause has been removed. The active chuck pressure "
        "preset is chosen with the foot-switch selector on the left of the machine."
    )
    buf = io.BytesIO()
    doc.save(buf)
    # Rewrite the zip with fixed timestamps so the file is byte-for-byte reproducible.
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2024, 5, 1, 9, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = 0o644 << 16
            dst.writestr(fixed, src.read(info.filename))
    (out_dir / FILE).write_bytes(out.getvalue())


def extract_text(path):
    """Paragraph and table text of the card, in document order (one 'page')."""
    doc = Document(str(path))
    parts = [p.text for p in doc.paragraphs]
    for table in doc.tables:
        for row in table.rows:
            parts.append(" ".join(c.text for c in row.cells))
    return "\n".join(parts)

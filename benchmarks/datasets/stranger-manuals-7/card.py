"""One-page DOCX settings and codes card for the CP-40 panel (VL6M engines)."""

import io
import zipfile
from datetime import datetime

from docx import Document
from docx.shared import Pt

FILE = "vl6m_cp40_settings_card.docx"
FIXED = datetime(2023, 6, 1, 8, 0, 0)
ZIP_TIME = (2023, 6, 1, 8, 0, 0)

SETTINGS = [
    ["1.1", "Display units", "Metric", "Metric / Imperial"],
    ["1.2", "Backlight level", "70 %", "10 - 100 %"],
    ["1.3", "Night mode switch-over", "Manual", "Manual / Auto (light sensor)"],
    ["2.1", "Low oil pressure warning delay", "3 s", "1 - 10 s"],
    ["2.2", "Service reminder interval", "250 h", "100 - 500 h"],
    ["2.3", "Alarm buzzer", "On", "On / Off / Red alarms only"],
    ["3.1", "Idle speed trim", "0 rpm", "-50 to +100 rpm"],
    ["3.2", "Troll mode maximum speed", "900 rpm", "700 - 1100 rpm"],
    ["3.3", "Station sync", "Off", "Off / Master / Follower"],
    ["4.1", "CAN node address", "1", "1 - 4"],
    ["4.2", "Engine hours offset", "0 h", "0 - 9999 h (PIN)"],
]

KEYS = [
    ("MENU + UP, hold 5 s", "Enter service menu (PIN 4017)"),
    ("ALARM, hold 3 s", "Alarm history, last 20 events"),
    ("MENU, press twice", "Reset service reminder after service"),
    ("UP + DOWN, hold 2 s", "Lamp and buzzer test"),
]

LEDS = [
    ("Green steady", "Ready, no alarms"),
    ("Green flashing", "Glow plugs preheating - wait before cranking"),
    ("Amber flashing", "Warning active, not yet acknowledged"),
    ("Red steady", "Shutdown alarm; engine stopped or stopping"),
]


def _table(doc, header, rows):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = "Table Grid"
    for cell, text in zip(t.rows[0].cells, header, strict=True):
        cell.text = ""
        run = cell.paragraphs[0].add_run(text)
        run.bold = True
    for row in rows:
        cells = t.add_row().cells
        for cell, text in zip(cells, row, strict=True):
            cell.text = text
    return t


def build(path):
    doc = Document()
    style = doc.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(9)
    for sec in doc.sections:
        sec.top_margin = sec.bottom_margin = Pt(40)
    doc.add_heading("CP-40 Panel - Settings and Codes Card", level=1)
    doc.add_paragraph(
        "VL6M series marine diesel engines. Keep this card at the helm. Settings "
        "in groups 3 and 4 affect engine behaviour and should only be changed by "
        "a Varga-Lind dealer."
    )
    doc.add_heading("Settings (MENU > SETUP)", level=2)
    _table(doc, ["Menu", "Setting", "Default", "Range"], SETTINGS)
    doc.add_heading("Key combinations", level=2)
    _table(doc, ["Keys", "Function"], [list(k) for k in KEYS])
    doc.add_heading("Status LED", level=2)
    _table(doc, ["LED", "Meaning"], [list(x) for x in LEDS])
    doc.add_paragraph(
        "After a factory reset (menu 9.9) all settings return to the defaults "
        "above except the engine hours offset, which cannot be reset."
    )
    props = doc.core_properties
    props.author = "Varga-Lind Marine Engines"
    props.last_modified_by = "Varga-Lind Marine Engines"
    props.title = "CP-40 Settings and Codes Card"
    props.created = FIXED
    props.modified = FIXED
    props.last_printed = FIXED
    props.revision = 1
    buf = io.BytesIO()
    doc.save(buf)
    _normalise_zip(buf.getvalue(), path)
    return 1


def _normalise_zip(data, path):
    src = zipfile.ZipFile(io.BytesIO(data))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            out.writestr(zi, src.read(info.filename))


def docx_text(path):
    d = Document(str(path))
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            parts.extend(c.text for c in row.cells)
    return "\n".join(parts)

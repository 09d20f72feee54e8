"""Family 5: one-page DOCX quick settings card for the (invented) VDX-300 lift controller."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import layout as L
from docx import Document
from docx.shared import Mm, Pt

from families.common import qa, un, with_document, write_sidecar

DOC = "ALT-QRC-0300"
FILE = "alt-qrc-0300-vdx300-quick-settings.docx"
PRODUCT = "VDX-300"
MAX_LINES = 52  # rough one-page budget for A4 at 9-10 pt with 15 mm margins

TITLE = "VDX-300 Quick Settings Card"
INTRO = (
    "Issue 2, March 2022. For use with service manual ALT-SM-0300 Edition 3. Keep this card in the pocket "
    "of the controller cabinet door."
)
KEYPAD = [
    "Open the parameter menu: press MENU for 2 s.",
    "Access level 2: enter code 4417 in parameter P0.01. The level falls back to 1 after 10 min without a key press.",
    "Save parameters: press ENTER and STOP together until the display shows SAVED.",
    "Factory reset: set P0.09 to 1 and confirm with ENTER; motor data P5.xx are kept.",
]
COMMISSIONING = [
    ("1", "P5.01 to P5.03", "Motor nameplate data"),
    ("2", "P5.10", "Encoder direction test: set 1, run down in inspection"),
    ("3", "P5.11", "Autotune: set 1 with the brake closed (static)"),
    ("4", "P1.01", "Rated car speed from the lift data plate"),
    ("5", "P2.01 / P2.02", "Start with 250 ms / 300 ms"),
    ("6", "P1.05", "Adjust until stopping accuracy is within +/-5 mm"),
]
SITE_HEADERS = ("Site type", "P1.02 acceleration", "P3.01 door open time")
SITES = [
    ("Residential", "0.50 m/s²", "3.0 s"),
    ("Office", "0.70 m/s²", "4.0 s"),
    ("Hospital (bed lift)", "0.40 m/s²", "8.0 s"),
]
NOTE = "After any change to P1.xx, run one full trip in each direction before leaving site."


def _estimate_lines() -> int:
    chars_per_line = 95
    lines = 2 + 2  # title + spacing
    for text in [INTRO, NOTE, *KEYPAD]:
        lines += len(text) // chars_per_line + 1
    lines += 3 * 2  # section headings with spacing
    lines += len(COMMISSIONING) + 1 + len(SITES) + 1 + 4
    return lines


def build(doc_dir: Path) -> list[Path]:
    if _estimate_lines() > MAX_LINES:
        raise L.LayoutOverflowError(f"{FILE}: card content exceeds one page ({_estimate_lines()} lines)")
    d = Document()
    sec = d.sections[0]
    sec.page_height, sec.page_width = Mm(297), Mm(210)
    for side in ("left_margin", "right_margin", "top_margin", "bottom_margin"):
        setattr(sec, side, Mm(15))
    style = d.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(10)
    cp = d.core_properties
    cp.title = TITLE
    cp.author = "Aldmoor Lift Technologies"
    cp.created = dt.datetime(2022, 3, 1, 0, 0, 0)
    cp.modified = dt.datetime(2022, 3, 1, 0, 0, 0)
    cp.last_modified_by = "generate.py"
    cp.revision = 2

    d.add_heading(TITLE, level=1)
    d.add_paragraph(INTRO)
    d.add_heading("Keypad", level=2)
    for text in KEYPAD:
        d.add_paragraph(text, style="List Bullet")
    d.add_heading("Commissioning order", level=2)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for cell, text in zip(t.rows[0].cells, ("Step", "Parameter", "Setting"), strict=True):
        cell.text = text
    for row in COMMISSIONING:
        cells = t.add_row().cells
        for cell, text in zip(cells, row, strict=True):
            cell.text = text
    d.add_heading("Typical site values", level=2)
    t2 = d.add_table(rows=1, cols=3)
    t2.style = "Table Grid"
    for cell, text in zip(t2.rows[0].cells, SITE_HEADERS, strict=True):
        cell.text = text
    for row in SITES:
        cells = t2.add_row().cells
        for cell, text in zip(cells, row, strict=True):
            cell.text = text
    d.add_paragraph(NOTE)

    path = doc_dir / FILE
    d.save(str(path))
    L.normalise_zip(path)
    write_sidecar(
        path,
        document=DOC,
        version="Issue 2",
        effective_from="2022-03-01",
        effective_to=None,
        recorded_at="2022-02-25T00:00:00Z",
        product=PRODUCT,
        variants=["VDX-300-11", "VDX-300-18"],
    )
    return [path]


P = PRODUCT

_QUESTIONS = [
    qa("vdx300 level 2 access code?", 1, ["4417"], "spec_lookup", product=P),
    qa("how do i save params on the keypad", 1, ["press ENTER and STOP together"], "procedure_step", product=P),
    qa(
        "factory reset vdx - which param, and do i lose motor data",
        1,
        ["set P0.09 to 1", "motor data P5.xx are kept"],
        "procedure_step",
        product=P,
    ),
    qa("autotune - brake open or closed?", 1, ["set 1 with the brake closed (static)"], "procedure_step", product=P),
    qa("door open time for a hospital bed lift, typical", 1, ["8.0 s"], "spec_lookup", product=P),
    qa("stopping accuracy target when setting levelling", 1, ["within +/-5 mm"], "spec_lookup", product=P),
    qa(
        "commissioning: motor data done, encoder direction next - which param",
        1,
        ["P5.10"],
        "procedure_step",
        product=P,
    ),
]

_UNANSWERABLE = [
    un("typical decel for hospital lifts", "unans_condition_not_covered", product=P),
    un("access code for level 3", "unans_attribute_not_stated", product=P),
    un("typical door open time for a school", "unans_condition_not_covered", product=P),
    un("how to run a rotating autotune with ropes off", "unans_condition_not_covered", product=P),
    un("accel setting for a car park lift", "unans_condition_not_covered", product=P),
]

QUESTIONS = with_document(_QUESTIONS + _UNANSWERABLE, DOC)

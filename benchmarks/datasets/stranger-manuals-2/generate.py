"""Deterministic generator for the stranger-manuals-2 evaluation set.

All products, companies, part numbers and values are invented. Run:

    /work/main/.venv/bin/python generate.py [OUT_DIR]

Writes OUT_DIR/documents/* and OUT_DIR/qa.jsonl (OUT_DIR defaults to this folder).
"""

from __future__ import annotations

import json
import random
import sys
from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF

SEED = 20260
HERE = Path(__file__).resolve().parent
PAGE_BOTTOM = 297 - 18
FIXED_DATE = datetime(2020, 1, 1, tzinfo=UTC)


# ---------------------------------------------------------------------------
# PDF rendering helpers
# ---------------------------------------------------------------------------


class Manual(FPDF):
    def __init__(self, footer_text: str) -> None:
        super().__init__(format="A4")
        self.footer_text = footer_text
        self.set_auto_page_break(False)
        self.set_margins(15, 15, 15)
        self.set_creation_date(FIXED_DATE)
        self.alias_nb_pages()

    def footer(self) -> None:
        self.set_y(-12)
        self.set_font("Helvetica", "", 7)
        self.cell(0, 4, f"{self.footer_text}    Page {self.page_no()} of {{nb}}", align="C")


def _check(pdf: Manual) -> None:
    if pdf.get_y() > PAGE_BOTTOM:
        raise RuntimeError(f"page {pdf.page_no()} overflows ({pdf.get_y():.1f} mm)")


def render(pdf: Manual, blocks: list[tuple]) -> None:
    """Render one page worth of blocks; raise if the page overflows."""
    pdf.add_page()
    width = pdf.w - pdf.l_margin - pdf.r_margin
    for block in blocks:
        kind = block[0]
        if kind == "title":
            pdf.set_font("Helvetica", "B", block[2])
            pdf.multi_cell(0, block[2] * 0.5, block[1], align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "h":
            pdf.ln(2)
            pdf.set_font("Helvetica", "B", 10.5)
            pdf.multi_cell(0, 5.5, block[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "p":
            pdf.set_font("Helvetica", "", 9)
            pdf.multi_cell(0, 4.3, block[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "note":
            pdf.ln(1)
            pdf.set_font("Helvetica", "", 9)
            pdf.set_x(pdf.l_margin + 8)
            pdf.multi_cell(width - 16, 4.3, f"**{block[1]}** {block[2]}", markdown=True, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
        elif kind == "steps":
            pdf.set_font("Helvetica", "", 9)
            for line in block[1]:
                indent = (len(line) - len(line.lstrip(" "))) * 3
                pdf.set_x(pdf.l_margin + 4 + indent)
                pdf.multi_cell(width - 4 - indent, 4.3, line.strip(), new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "table":
            widths, rows = block[1], block[2]
            notes = block[3] if len(block) > 3 else []
            for row_no, row in enumerate(rows):
                pdf.set_font("Helvetica", "B" if row_no == 0 else "", 8)
                for cell_w, text in zip(widths, row, strict=True):
                    if pdf.get_string_width(text) > cell_w - 2:
                        raise RuntimeError(f"cell too narrow for {text!r}")
                    pdf.cell(cell_w, 5, text, border=1)
                pdf.ln(5)
            pdf.set_font("Helvetica", "I", 7.5)
            for note_text in notes:
                pdf.multi_cell(0, 3.8, note_text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif kind == "toc":
            pdf.set_font("Helvetica", "", 9.5)
            for entry, page in block[1]:
                label_w = pdf.get_string_width(entry + " ")
                num_w = pdf.get_string_width(" " + page)
                dots = "." * int((width - label_w - num_w) / pdf.get_string_width("."))
                pdf.cell(0, 5.5, f"{entry} {dots} {page}", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif kind == "space":
            pdf.ln(block[1])
        else:
            raise ValueError(kind)
        _check(pdf)


def write_pdf(path: Path, footer_text: str, title: str, pages: list[list[tuple]]) -> None:
    pdf = Manual(footer_text)
    pdf.set_title(title)
    pdf.set_author("stranger-manuals-2 (invented)")
    for number, blocks in enumerate(pages, start=1):
        render(pdf, blocks)
        if pdf.page_no() != number:
            raise RuntimeError(f"{path.name}: page count drifted at {number}")
    pdf.output(str(path))


def write_meta(path: Path, meta: dict) -> None:
    with (path.parent / (path.name + ".meta.json")).open("w", encoding="utf-8") as handle:
        json.dump(meta, handle, indent=2, sort_keys=False)
        handle.write("\n")


def write_text(path: Path, text: str) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


# ---------------------------------------------------------------------------
# Document 1: Valkenburg TRG-40 tail rotor gearbox CMM (PDF, 7 pages)
# ---------------------------------------------------------------------------

TRG_FILE = "vd-trg40-cmm.pdf"


def trg_pages() -> list[list[tuple]]:
    p1 = [
        ("title", "VALKENBURG DRIVETRAIN AG", 14),
        ("title", "COMPONENT MAINTENANCE MANUAL", 12),
        ("title", "Tail Rotor Gearbox TRG-40 / TRG-40A / TRG-40H", 12),
        ("title", "ATA 65-21-40    Document VD-CMM-6521-40    Revision 7", 9),
        ("space", 6),
        ("h", "CONTENTS"),
        (
            "toc",
            [
                ("1  Description and Operation", "2"),
                ("2  Servicing and Lubrication", "3"),
                ("3  Inspection Limits and Torques", "4"),
                ("4  Fault Isolation", "5"),
                ("5  Removal, Installation and Storage", "6"),
                ("Index", "7"),
            ],
        ),
        (
            "p",
            "This manual covers the three TRG-40 series configurations. Text that applies to one "
            "configuration only is marked with the model in brackets, for example [40H]. Text without "
            "a marking applies to all three configurations.",
        ),
    ]
    p2 = [
        ("h", "1  DESCRIPTION AND OPERATION"),
        ("h", "1.1  General"),
        (
            "p",
            "The TRG-40 series tail rotor gearbox turns the tail drive through 90 degrees and reduces shaft "
            "speed for the tail rotor hub. A single spiral bevel gear set runs in a splash-lubricated "
            "magnesium housing. A magnetic chip detector is installed at the lowest point of the sump.",
        ),
        ("h", "1.2  Configurations"),
        (
            "table",
            [30, 150],
            [
                ["Model", "Difference from the basic unit"],
                ["TRG-40", "Basic unit, local chip detector only"],
                ["TRG-40A", "Remote chip indication circuit to the cockpit caution panel"],
                ["TRG-40H", "High-altitude unit; finned sump, synthetic oil only"],
            ],
        ),
        ("h", "1.3  Leading particulars"),
        (
            "table",
            [75, 35, 35, 35],
            [
                ["Characteristic", "TRG-40", "TRG-40A", "TRG-40H"],
                ["Input speed at 100 % NR (rpm)", "4,850", "4,850", "5,120"],
                ["Output speed (rpm)", "1,212", "1,212", "1,280"],
                ["Reduction ratio", "4.0:1", "4.0:1", "4.0:1"],
                ["Dry weight, kg (lb)", "11.8 (26.0)", "12.1 (26.7)", "12.9 (28.4)"],
                ["Oil capacity from dry, L (US qt)", "0.85 (0.90)", "0.85 (0.90)", "1.10 (1.16)"],
                ["Max continuous input torque (N·m)", "210", "210", "235"],
            ],
            ["Weights exclude oil and the chip detector."],
        ),
        ("h", "1.4  Does the gearbox have a life limit?"),
        (
            "p",
            "The gearbox is maintained on condition. The housing and the gear set are life-limited parts; "
            "their retirement lives are published only in the Airworthiness Limitations section of the "
            "helicopter maintenance manual (HMM) and are not repeated here.",
        ),
        ("h", "1.5  Oil temperature"),
        (
            "p",
            "Normal oil temperature in cruise is 70 to 95 °C. Maximum permissible oil temperature is "
            "110 °C [40, 40A] and 121 °C [40H].",
        ),
    ]
    p3 = [
        ("h", "2  SERVICING AND LUBRICATION"),
        ("h", "2.1  Approved oils"),
        (
            "table",
            [45, 65, 70],
            [
                ["Model", "Oil specification", "Use"],
                ["TRG-40, TRG-40A", "MIL-PRF-23699 (STD class)", "Ambient above -30 °C"],
                ["TRG-40, TRG-40A", "MIL-PRF-7808", "Ambient -30 °C and below"],
                ["TRG-40H", "MIL-PRF-23699 (HTS class)", "All ambient temperatures"],
            ],
        ),
        (
            "note",
            "CAUTION:",
            "Do not mix oils of different specifications or brands. If oils have been mixed, drain and "
            "flush the gearbox twice before refilling.",
        ),
        ("h", "2.2  How often is the oil changed?"),
        (
            "p",
            "Change the oil every 600 flight hours or 12 months, whichever comes first. [40H] Change the oil "
            "every 400 flight hours or 12 months, whichever comes first. After installation of a new or "
            "overhauled gearbox, change the oil after the first 25 flight hours.",
        ),
        ("h", "2.3  Oil level check"),
        (
            "p",
            "Check the level on the sight glass with the helicopter on level ground and at least 15 minutes "
            "after shutdown. The level must be between the ADD and FULL marks.",
        ),
        ("h", "2.4  Oil change procedure"),
        (
            "steps",
            [
                "1. Drain the oil:",
                " a. Put a clean container (1.5 L minimum) under the drain plug.",
                " b. Remove the lockwire and the drain plug; let the oil drain for 10 minutes.",
                " c. Discard the crush washer. Install a new crush washer, P/N VD-4471-2.",
                " d. Install the drain plug, torque to 18 N·m (159 lbf·in) and safety with lockwire C02.",
                "2. Remove the filler plug and fill with approved oil to the FULL mark.",
                "3. Apply anti-seize C03 to the filler plug threads and install the plug.",
                "4. Do a ground run of 5 minutes at flight idle, then check the level again.",
            ],
        ),
        ("h", "2.5  Consumables"),
        (
            "table",
            [20, 80, 80],
            [
                ["Item", "Description", "Specification"],
                ["C01", "Sealant, cover flange", "PR-1422 B2"],
                ["C02", "Lockwire, corrosion resistant", "MS20995C32"],
                ["C03", "Anti-seize compound", "MIL-PRF-907"],
                ["C04", "Preservation oil", "MIL-PRF-6081 Grade 1010"],
            ],
        ),
    ]
    p4 = [
        ("h", "3  INSPECTION LIMITS AND TORQUES"),
        ("h", "3.1  Dimensional limits"),
        (
            "table",
            [75, 35, 35, 35],
            [
                ["Check", "TRG-40", "TRG-40A", "TRG-40H"],
                ["Gear backlash at input (mm)", "0.08 - 0.15", "0.08 - 0.15", "0.10 - 0.18"],
                ["Output shaft end play (mm)", "0.05 max", "0.05 max", "0.07 max"],
                ["Input spline wear, over pins (mm)", "41.20 min", "41.20 min", "N/A"],
                ["Chip detector gap (mm)", "1.5 ± 0.2", "1.5 ± 0.2", "1.5 ± 0.2"],
            ],
            ["N/A: the TRG-40H input spline is hardened; inspect it visually only (see 3.2)."],
        ),
        ("h", "3.2  Visual inspection"),
        (
            "p",
            "Inspect the housing for cracks, corrosion and paint damage. No cracks are permitted. Corrosion "
            "pits up to 0.25 mm deep on non-mating surfaces may be blended out; deeper damage requires "
            "gearbox replacement. [40H] Inspect the input spline for fretting; red oxide powder at the "
            "spline means the unit must be returned for overhaul.",
        ),
        ("h", "3.3  Vibration"),
        (
            "p",
            "Tail gearbox 1/rev vibration, measured at the output flange with the approved balancer, must not "
            "exceed 0.5 ips. Values from 0.3 to 0.5 ips are acceptable but must be rechecked within "
            "50 flight hours.",
        ),
        ("h", "3.4  Torque values"),
        (
            "table",
            [70, 80, 30],
            [
                ["Fastener", "Torque, N·m (lbf·in)", "Note"],
                ["Input flange retaining nut", "95 ± 5 N·m (840 ± 44 lbf·in)", "(1)"],
                ["Cover bolts, M6", "10.5 N·m (93 lbf·in)", "(2)"],
                ["Chip detector body", "12.5 N·m (111 lbf·in)", "-"],
                ["Sight glass retaining ring", "6 N·m (53 lbf·in)", "-"],
                ["Mounting bolts to airframe", "see HMM", "-"],
            ],
            [
                "(1) [40H] 110 ± 5 N·m (975 ± 44 lbf·in). Lubricate the threads with C03 before torquing.",
                "(2) Torque in a cross pattern in two stages; apply C01 to the flange before assembly.",
            ],
        ),
    ]
    p5 = [
        ("h", "4  FAULT ISOLATION"),
        (
            "p",
            "Each fault is given as Cause / Check / Repair. The fault reference (TGB-Fn) is the one used in "
            "the helicopter fault reporting manual.",
        ),
    ]
    faults = [
        (
            "TGB-F1   TGB CHIP caution, steady",
            "Ferrous debris bridging the chip detector gap.",
            "Remove the chip detector and examine the debris under 10x magnification.",
            "Fine fuzz only: clean, reinstall and ground run for 30 minutes, then inspect again. Flakes or "
            "chips longer than 1.0 mm: remove the gearbox for overhaul.",
        ),
        (
            "TGB-F2   TGB CHIP caution, flickering [40A]",
            "Chafed or wet wiring in the remote chip indication circuit.",
            "Disconnect P2 and measure insulation resistance: 2 megohm minimum at 250 V DC.",
            "Replace harness P/N VD-8820-14.",
        ),
        (
            "TGB-F3   TGB OIL HOT",
            "Low oil level, wrong oil, or blocked cooling fins [40H].",
            "Oil level and oil specification; clean the fins.",
            "Service as necessary. If the oil temperature went above 130 °C, replace the gearbox whatever "
            "the duration.",
        ),
        (
            "TGB-F5   Oil at the output seal",
            "Worn output lip seal.",
            "Seepage with the helicopter static: 1 drop per 10 minutes maximum.",
            "Replace the output seal, P/N VD-3310-7. P/N VD-3310-7 supersedes VD-3310-5; do not install "
            "VD-3310-5 seals from old stock.",
        ),
    ]
    for head, cause, check, repair in faults:
        p5.append(("h", head))
        p5.append(("steps", [f"Cause: {cause}", f"Check: {check}", f"Repair: {repair}"]))
    p6 = [
        ("h", "5  REMOVAL, INSTALLATION AND STORAGE"),
        (
            "note",
            "WARNING:",
            "Engage the rotor brake and tie down the tail rotor before you start work on the gearbox.",
        ),
        ("h", "5.1  Removal"),
        (
            "steps",
            [
                "1. Drain the oil (2.4, step 1).",
                "2. [40A] Disconnect connector P2.",
                "3. Disconnect the tail drive shaft coupling.",
                "4. Cut the lockwire, remove the four mounting bolts and lift the gearbox off the pads.",
            ],
        ),
        ("h", "5.2  Installation"),
        (
            "steps",
            [
                "1. Put the gearbox on the mounting pads:",
                " a. Pre-Mod 6521-12: put two spacers, P/N VD-2290-1, under the front feet.",
                " b. Units S/N 4000 and on: do not install spacers (the pads are integral).",
                " c. Install the four mounting bolts and torque them as given in the HMM.",
                " d. Safety the bolts in pairs with lockwire C02.",
                "2. Connect the tail drive shaft coupling; shaft misalignment must be 0.3 mm max.",
                "3. [40A] Connect P2 and do a lamp test of the TGB CHIP caution.",
                "4. Fill with oil (2.4, step 2) and do a ground run.",
            ],
        ),
        ("h", "5.3  Storage"),
        (
            "p",
            "A gearbox may stay in its sealed shipping container for up to 24 months. For longer storage, "
            "drain the gearbox, fill it with preservation oil C04, turn the input shaft 10 turns and drain "
            "it again. Fit a new desiccant bag, P/N VD-9901-1, before you close the container.",
        ),
    ]
    p7 = [
        ("h", "INDEX"),
        (
            "toc",
            [
                ("Backlash limits", "4"),
                ("Chip detector", "2, 4, 5"),
                ("Consumables", "3"),
                ("Fault isolation (TGB-F codes)", "5"),
                ("Installation", "6"),
                ("Life limits", "2"),
                ("Oil capacity", "2"),
                ("Oil change", "3"),
                ("Oil specification", "3"),
                ("Oil temperature", "2, 5"),
                ("Spacers, mounting", "6"),
                ("Storage", "6"),
                ("Torque values", "3, 4"),
                ("Vibration", "4"),
            ],
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7]


# ---------------------------------------------------------------------------
# Document 2: Corvane IX exciter MTM, three issues (PDF, 3 pages each)
# ---------------------------------------------------------------------------

IX_DOC = "cis-ix2xx-mtm"
IX_ISSUES = [
    {
        "file": "cis-ix-mtm-issue2.pdf",
        "issue": "Issue 2",
        "date": "01 Mar 2019",
        "from": "2019-03-01",
        "to": "2021-06-15",
        "recorded": "2019-02-20T00:00:00Z",
        "ix230": False,
        "bleed": "2 minutes",
        "rate225": "0.8 - 1.6",
        "duty": "2 min ON / 3 min OFF",
        "current225": "3.0 A max",
        "lead": "every 1,200 FH",
        "cap": "Input filter capacitor (IX-225): P/N CIS-5512-02.",
        "err8": False,
    },
    {
        "file": "cis-ix-mtm-issue3.pdf",
        "issue": "Issue 3",
        "date": "15 Jun 2021",
        "from": "2021-06-15",
        "to": "2023-09-01",
        "recorded": "2021-06-01T00:00:00Z",
        "ix230": True,
        "bleed": "5 minutes",
        "rate225": "1.0 - 1.8",
        "duty": "2 min ON / 3 min OFF",
        "current225": "3.0 A max",
        "lead": "every 1,000 FH or 24 months, whichever comes first",
        "cap": "Input filter capacitor (IX-225): P/N CIS-5512-02.",
        "err8": False,
    },
    {
        "file": "cis-ix-mtm-issue4.pdf",
        "issue": "Issue 4",
        "date": "01 Sep 2023",
        "from": "2023-09-01",
        "to": None,
        "recorded": "2023-08-20T00:00:00Z",
        "ix230": True,
        "bleed": "5 minutes",
        "rate225": "1.0 - 1.8",
        "duty": "1 min ON / 4 min OFF",
        "current225": "2.6 A max",
        "lead": "every 1,000 FH or 24 months, whichever comes first",
        "cap": "Input filter capacitor (IX-225): P/N CIS-5512-04, which supersedes CIS-5512-02. Both are "
        "interchangeable; use up old stock.",
        "err8": True,
    },
]


def ix_pages(rev: dict) -> list[list[tuple]]:
    models = "IX-220, IX-225 and IX-230" if rev["ix230"] else "IX-220 and IX-225"
    history = [["Issue", "Date", "Reason"], ["1", "10 Jan 2017", "Initial issue"]]
    history.append(["2", "01 Mar 2019", "Bench test limits revised"])
    if rev["issue"] != "Issue 2":
        history.append(["3", "15 Jun 2021", "IX-230 added; safety warning revised; BITE codes added"])
    if rev["issue"] == "Issue 4":
        history.append(["4", "01 Sep 2023", "Test duty cycle and IX-225 current revised; new BITE code"])
    model_rows = [
        ["Model", "Stored energy", "Input power", "Outputs"],
        ["IX-220", "4 J", "18 - 32 V DC", "1"],
        ["IX-225", "12 J", "18 - 32 V DC", "2"],
    ]
    if rev["ix230"]:
        model_rows.append(["IX-230", "20 J", "115 V AC, 400 Hz", "2"])
    p1 = [
        ("title", "CORVANE IGNITION SYSTEMS", 14),
        ("title", "MAINTENANCE AND TEST MANUAL 74-10-20", 11),
        ("title", f"High-Energy Ignition Exciters {models}", 11),
        ("title", f"{rev['issue']}  -  {rev['date']}", 9),
        ("h", "Record of issues"),
        ("table", [20, 35, 125], history),
        ("h", "1  Description"),
        (
            "p",
            "The IX exciters change aircraft electrical power into high-voltage pulses for the engine igniter "
            "plugs. Energy is stored in a sealed capacitor and discharged through a gas-filled spark gap. "
            "The exciters are hermetically sealed and have no user-serviceable parts inside.",
        ),
        ("table", [40, 40, 60, 40], model_rows),
        ("p", "Mounting: four M5 bolts through the base flange, lockwired in pairs."),
    ]
    rows = [["Parameter", "IX-220", "IX-225", "IX-230"]]
    rows.append(["Spark rate at 28 V DC (sparks/s)", "1.5 - 3.0", rev["rate225"], "N/A"])
    rows.append(["Input current at 28 V DC", "1.5 A max", rev["current225"], "N/A"])
    rows.append(["Output voltage, open gap (kV)", "18 min", "22 min", "25 min"])
    if rev["ix230"]:
        rows.append(["Spark rate at 115 V AC (sparks/s)", "N/A", "N/A", "2.0 - 3.5"])
    if not rev["ix230"]:
        rows = [row[:3] for row in rows]
    widths = [75, 35, 35, 35] if rev["ix230"] else [90, 45, 45]
    p2 = [
        ("h", "2  Bench Test"),
        (
            "note",
            "WARNING:",
            f"LETHAL VOLTAGE. After power is removed, wait {rev['bleed']} before you disconnect an output "
            "lead or touch the output connector. Then short the output terminal to the case with an "
            "insulated grounding probe.",
        ),
        (
            "p",
            "Connect the exciter to the test gap CIS-T-71, set to 3.0 mm, and to a regulated power supply. "
            f"Operate the exciter at a duty cycle of {rev['duty']}. Measure spark rate with the counter over "
            "30 seconds.",
        ),
        ("h", "2.1  Test limits"),
        ("table", widths, rows),
        ("note", "NOTE:", "At 18 V DC input the spark rate may be 20 % lower than the value in the table."),
        (
            "p",
            "An exciter that does not meet the limits is rejected and sent to an approved repair station. "
            "Do not open the case.",
        ),
    ]
    p3 = [
        ("h", "3  Inspection, Parts and Storage"),
        ("h", "3.1  Periodic inspection"),
        (
            "p",
            f"Inspect the HT output leads {rev['lead']}: look for chafing, heat damage and cracked ferrules. "
            "Apply a thin film of silicone dielectric compound MIL-S-8660 to the lead ceramic before you "
            "connect it.",
        ),
        ("h", "3.2  Torques"),
        (
            "table",
            [90, 90],
            [
                ["Connection", "Torque"],
                ["Input connector coupling nut", "4.5 N·m (40 lbf·in)"],
                ["HT lead coupling nut", "2.8 N·m (25 lbf·in), then lockwire"],
            ],
        ),
        ("h", "3.3  Parts"),
        ("p", rev["cap"]),
        ("h", "3.4  Storage"),
        (
            "p",
            "Store exciters in the original carton at -40 to +70 °C. If an exciter has been in storage for "
            "more than 12 months, do a bench test before installation.",
        ),
    ]
    if rev["ix230"]:
        codes = [
            "Err 1 - input voltage below 95 V AC.",
            "Err 2 - input frequency outside 360 to 440 Hz.",
            "Err 3 - no discharge on output 1; check lead and igniter plug 1.",
            "Err 5 - no discharge on output 2; check lead and igniter plug 2.",
            "Err 7 - internal over-temperature; let the exciter cool for 30 minutes, then retest.",
        ]
        if rev["err8"]:
            codes.append("Err 8 - storage capacitor leakage; reject the exciter.")
        p3.append(("h", "3.5  IX-230 BITE codes"))
        p3.append(("p", "The IX-230 flashes a code on its BITE LED after a failed self test:"))
        p3.append(("steps", codes))
    return [p1, p2, p3]


# ---------------------------------------------------------------------------
# Document 3: Halden HCR-6 cockpit voice recorder CMM (PDF, 5 pages)
# ---------------------------------------------------------------------------

HCR_FILE = "halden-hcr6-cmm.pdf"


def hcr_pages() -> list[list[tuple]]:
    p1 = [
        ("title", "HALDEN AVIONICS A/S", 14),
        ("title", "HCR-6 SERIES SOLID-STATE COCKPIT VOICE RECORDER", 12),
        ("title", "Component Maintenance Manual 23-71-06    Issue 11", 9),
        ("space", 4),
        ("h", "Contents"),
        (
            "toc",
            [
                ("Section 2  Description", "2"),
                ("Section 3  Maintenance messages", "3"),
                ("Section 4  Testing", "4"),
                ("Section 5  Parts, torques and consumables", "5"),
            ],
        ),
        ("h", "Abbreviations"),
        (
            "table",
            [30, 150],
            [
                ["Term", "Meaning"],
                ["CAM", "Cockpit area microphone"],
                ["CMC", "Central maintenance computer"],
                ["RIPS", "Recorder independent power supply"],
                ["ULB", "Underwater locator beacon"],
            ],
        ),
    ]
    p2 = [
        ("h", "Section 2  Description"),
        (
            "p",
            "The HCR-6 records four audio channels (captain, first officer, observer and CAM) for 2 hours. "
            "The HCR-6E records the same four channels for 25 hours and also records datalink messages. The "
            "HCR-6E can be fitted with a RIPS that keeps the CAM channel recording for 10 minutes after loss "
            "of aircraft power.",
        ),
        ("h", "2.2  Leading particulars"),
        (
            "table",
            [80, 50, 50],
            [
                ["Item", "HCR-6", "HCR-6E"],
                ["Recording duration", "2 h", "25 h"],
                ["Datalink recording", "No", "Yes"],
                ["Power at 28 V DC (W)", "8 max", "11 max"],
                ["Weight, kg (lb)", "4.6 (10.1)", "4.9 (10.8)"],
                ["ULB frequency", "37.5 kHz", "37.5 kHz"],
                ["ULB operating life after immersion", "30 days", "90 days"],
                ["Storage temperature", "-55 to +85 °C", "-55 to +85 °C"],
            ],
            ["Weights are without the mounting tray and without the RIPS."],
        ),
        ("h", "2.3  Underwater locator beacon"),
        (
            "p",
            "Replace the ULB battery every 6 years, or before the expiry date printed on the beacon, "
            "whichever comes first. The HCR-6 uses beacon P/N HA-ULB-30; the HCR-6E uses beacon P/N "
            "HA-ULB-90.",
        ),
    ]
    p3 = [
        ("h", "Section 3  Maintenance messages"),
        (
            "p",
            "The recorder reports faults to the CMC. The CMC shows the message number (MSG) and a short text. "
            "If more than one message is present, troubleshoot the lowest number first.",
        ),
        (
            "table",
            [17, 28, 68, 67],
            [
                ["MSG", "CMC text", "Meaning", "Action"],
                ["23-71", "CVR CAM FAIL", "No signal from the area microphone", "Check CAM connector J3 and CAM"],
                ["23-72", "CVR CH LOW", "A channel below -20 dBm for 60 s", "Do channel test (4.2)"],
                ["23-74", "CVR MEM FAIL", "Crash-protected memory write fault", "Replace the recorder"],
                ["23-75", "CVR ULB DATE", "ULB battery past expiry (HCR-6E)", "Replace the ULB battery"],
                ["23-78", "CVR DL INOP", "No datalink data for 5 min (HCR-6E)", "Check ARINC 429 input on J1"],
                ["23-80", "CVR TEMP", "Internal temperature above 70 °C", "Check tray cooling air"],
            ],
        ),
        (
            "note",
            "NOTE:",
            "MSG 23-74 also turns on the red FAULT lamp on the recorder front panel. Messages stay in the CMC "
            "with a time stamp until they are cleared.",
        ),
    ]
    p4 = [
        ("h", "Section 4  Testing"),
        ("h", "4.1  Operational test"),
        (
            "steps",
            [
                "1. Set the CVR power circuit breaker in.",
                " a. Make sure that the green TEST lamp comes on within 30 seconds.",
                " b. If the FAULT lamp comes on, read the CMC messages (Section 3).",
                "2. Push and hold the TEST button on the control panel for 5 seconds.",
                " a. Listen on the headset: a 600 Hz tone means that all channels pass.",
                " b. No tone: do the channel test (4.2).",
                "3. Release the TEST button.",
            ],
        ),
        ("h", "4.2  Channel test"),
        (
            "p",
            "Inject a 1 kHz signal at -10 dBm into each channel in turn. The replayed level must be within "
            "±3 dB of the input level.",
        ),
        ("h", "4.3  Bulk erase"),
        (
            "p",
            "Bulk erase operates only with the aircraft on ground and the parking brake set. Hold the ERASE "
            "button for 2 seconds.",
        ),
        ("h", "4.4  Readout check"),
        ("p", "Do an intelligibility readout of the recording every 12 months."),
        (
            "note",
            "CAUTION:",
            "Do not test the ULB in a water tank while the recorder is powered.",
        ),
    ]
    p5 = [
        ("h", "Section 5  Parts, torques and consumables"),
        (
            "table",
            [50, 35, 95],
            [
                ["Item", "P/N", "Remarks"],
                ["Mounting tray", "HA-7100-3", "Supersedes HA-7100-1 (-1 may stay until tray removal)"],
                ["Area microphone (CAM)", "HA-2204-2", "-"],
                ["Control panel", "HA-3050-1", "HCR-6"],
                ["Control panel", "HA-3050-5", "HCR-6E (adds ERASE guard)"],
                ["RIPS module", "HA-6610-1", "HCR-6E, optional"],
            ],
        ),
        ("h", "5.2  Torques"),
        (
            "p",
            "Front panel screws: 0.9 N·m (8 lbf·in). Tray hold-down knob: hand tight, then a further 1/4 turn.",
        ),
        ("h", "5.3  Consumables"),
        (
            "p",
            "Clean connectors with isopropyl alcohol to TT-I-735 and let them dry. Do not use contact "
            "lubricant on the recorder connectors.",
        ),
    ]
    return [p1, p2, p3, p4, p5]


# ---------------------------------------------------------------------------
# Document 4: Norrvik FQ-300 fuel quantity indicating system FIM (PDF, 4 pages)
# ---------------------------------------------------------------------------

FQ_FILE = "norrvik-fq300-fim.pdf"


def fq_pages() -> list[list[tuple]]:
    p1 = [
        ("title", "NORRVIK INSTRUMENTS", 14),
        ("title", "FQ-300 Series Fuel Quantity Indicating System", 12),
        ("title", "Fault Isolation and Calibration Manual    FIM 28-41-00    Rev D", 9),
        ("h", "1  System description"),
        (
            "p",
            "Fuel quantity is measured with capacitance probes in each tank. A compensator at the lowest point "
            "of each tank measures the dielectric constant of the fuel, and the signal conditioner corrects "
            "the probe readings for fuel density. The FQ-320 also has a densitometer and a totalizer.",
        ),
        (
            "table",
            [30, 55, 30, 65],
            [
                ["Model", "Tanks", "Probes", "Indicator"],
                ["FQ-300", "L and R wing", "10 probes", "Dual-pointer NI-6200"],
                ["FQ-310", "L and R wing, centre", "14 probes", "Triple display NI-6300"],
                ["FQ-320", "L and R wing, centre, aux", "17 probes", "NI-6300 + totalizer NI-6350"],
            ],
        ),
        (
            "p",
            "System accuracy after calibration is ±2 % of full scale for the FQ-300 and FQ-310, and ±1.5 % of "
            "full scale for the FQ-320.",
        ),
    ]
    p2 = [
        ("h", "2  Probe data and tank capacities"),
        (
            "table",
            [25, 60, 45, 50],
            [
                ["Probe", "Location", "Empty (pF)", "Full (pF)"],
                ["P1", "Wing root", "42.0 ± 0.5", "118.0 ± 1.5"],
                ["P2", "Mid wing", "38.5 ± 0.5", "97.5 ± 1.5"],
                ["P3", "Outboard wing", "26.0 ± 0.5", "61.0 ± 1.0"],
                ["PC", "Centre tank (FQ-310, FQ-320)", "55.0 ± 0.8", "160.0 ± 2.0"],
                ["PA", "Aux tank (FQ-320)", "31.0 ± 0.5", "88.0 ± 1.0"],
                ["Comp.", "Each tank, lowest point", "7.8 ± 0.2", "N/A"],
            ],
            ["Values at 20 °C with Jet A. With JP-4 the full value is approximately 3 % lower."],
        ),
        (
            "table",
            [60, 40, 40, 40],
            [
                ["Usable capacity, lb (kg)", "FQ-300", "FQ-310", "FQ-320"],
                ["Each wing tank", "1,150 (522)", "1,150 (522)", "1,150 (522)"],
                ["Centre tank", "N/A", "640 (290)", "640 (290)"],
                ["Aux tank", "N/A", "N/A", "410 (186)"],
            ],
        ),
        ("h", "2.3  When to calibrate"),
        (
            "p",
            "Calibrate the system every 24 months or 2,000 flight hours, whichever comes first, and after "
            "replacement of any probe, compensator or indicator.",
        ),
    ]
    p3 = [
        ("h", "3  Calibration and fault isolation"),
        ("h", "3.1  Empty-tank calibration"),
        (
            "steps",
            [
                "1. Defuel to unusable fuel only. Level the aircraft within 0.5°.",
                "2. Connect test set NI-TS-40 to connector J7 on the signal conditioner.",
                " a. Select TANK, then EMPTY.",
                " b. Wait for the reading to settle (about 2 minutes).",
                " c. Push STORE. The indicator must then read 0 ± 15 lb.",
                "3. Do step 2 again for each tank.",
            ],
        ),
        ("h", "3.2  Fault codes"),
        (
            "p",
            "The signal conditioner stores faults as a two-digit number followed by a letter. FAULT 11A means "
            "that a probe reads open circuit (capacitance below 5 pF); check the harness connector for that "
            "tank. FAULT 11B means that a probe is short circuit or wet with water; drain the tank sump and "
            "retest.",
        ),
        (
            "p",
            "FAULT 12B is set when the compensator reading is outside 7.0 to 8.6 pF for more than 60 seconds; "
            "replace the compensator. FAULT 14C shows a disagreement of more than 150 lb between the totalizer "
            "and the sum of the tank readings (FQ-320 only); do an empty-tank calibration. FAULT 16A is an "
            "internal failure of the signal conditioner; replace the conditioner.",
        ),
    ]
    p4 = [
        ("h", "4  Wiring, parts and consumables"),
        (
            "p",
            "Disconnect all probes before an insulation test. Harness insulation between each probe lead and "
            "structure must be 100 megohm minimum at 500 V DC.",
        ),
        (
            "table",
            [60, 40, 80],
            [
                ["Description", "P/N", "Note"],
                ["Probe P1", "NI-4410-8", "Supersedes NI-4410-6"],
                ["Compensator", "NI-4490-2", "-"],
                ["Signal conditioner", "NI-5100-3", "-"],
                ["Coax harness, centre tank", "NI-8100-22", "FQ-310, FQ-320"],
            ],
        ),
        (
            "p",
            "Torques: probe mounting screws 3.4 N·m (30 lbf·in); compensator mounting nut 5.6 N·m (50 lbf·in).",
        ),
        (
            "p",
            "Seal the probe flange with fuel-resistant sealant PR-1782 class B. Clean the probe connectors "
            "with isopropyl alcohol only.",
        ),
    ]
    return [p1, p2, p3, p4]


# ---------------------------------------------------------------------------
# Bulletins and letters (Markdown, HTML, text)
# ---------------------------------------------------------------------------

SB_TRG_FILE = "vd-sb-trg-65-014.md"
SB_TRG_TEXT = """# Valkenburg Drivetrain AG — Service Bulletin SB TRG-65-014

**Subject:** Tail rotor gearbox — output seal retainer, change to a stainless steel retainer
**Category:** Recommended
**Date:** 1 February 2024

## 1. Effectivity

TRG-40A and TRG-40H tail rotor gearboxes, serial numbers 2100 through 3999.
Basic TRG-40 units are not affected. Units S/N 4000 and on have the stainless retainer from production.

## 2. Reason

Corrosion has been found under the aluminium output seal retainer on gearboxes operated near the sea.
The corrosion lets oil pass the output seal.

## 3. Compliance

At the next oil change, or within 300 flight hours after receipt of this bulletin, whichever comes first.

## 4. Material

| Qty | New P/N | Old P/N | Description |
|-----|---------|---------|-------------|
| 1 | VD-3315-2 | VD-3315-1 | Output seal retainer, stainless |
| 4 | VD-1104-6 | VD-1104-4 | Screw, retainer |
| 1 | VD-3310-7 | — | Output seal (see CMM) |

Sealant: PR-1422 B2 (CMM item C01) on the retainer face.

## 5. Accomplishment instructions

1. Drain the oil (CMM 2.4, step 1).
2. Remove the four retainer screws and the old retainer. Discard the retainer and the screws.
3. Install a new output seal.
4. Install the new retainer:
   a. Apply a thin bead of sealant to the retainer face.
   b. Install the four new screws and torque them to 7.5 N·m (66 lbf·in).
   c. Remove squeezed-out sealant before it cures.
5. Fill with oil and do a ground run of 10 minutes. Check for leaks.
6. Mark "SB 65-014" on the data plate with a vibro-etcher.

## 6. Labour

Estimated 2.5 man-hours with the gearbox installed on the helicopter.
"""

SL_HCR_FILE = "halden-sl-hcr-012.html"
SL_HCR_TEXT = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Halden Avionics Service Letter SL-HCR-012</title></head>
<body>
<h1>Halden Avionics A/S &ndash; Service Letter SL-HCR-012</h1>
<p><b>Subject:</b> Underwater locator beacon with longer battery life for the HCR-6E</p>
<p><b>Applies to:</b> HCR-6E cockpit voice recorders, serial numbers 5000 to 5799.</p>
<h2>Information</h2>
<p>Beacon P/N HA-ULB-90B replaces HA-ULB-90. The HA-ULB-90B fits the same bracket and needs no wiring
change. Operators may keep an installed HA-ULB-90 in service until its battery expiry.</p>
<table border="1">
<tr><th>Beacon</th><th>Battery replacement</th><th>Operating life after immersion</th></tr>
<tr><td>HA-ULB-90</td><td>6 years</td><td>90 days</td></tr>
<tr><td>HA-ULB-90B</td><td>8 years</td><td>90 days</td></tr>
</table>
<h2>Instructions</h2>
<ol>
<li>Remove the two beacon mounting screws and the old beacon.</li>
<li>Install the HA-ULB-90B and torque the mounting screws to 1.4 N&middot;m (12 lbf&middot;in).</li>
<li>When the battery is due, use battery kit P/N HA-BK-90B.</li>
<li>Record the change in the recorder log card, section 4.</li>
</ol>
</body>
</html>
"""

SB_IX_FILE = "cis-sb-74-031.txt"
SB_IX_TEXT = """CORVANE IGNITION SYSTEMS
SERVICE BULLETIN 74-031          Revision 0          01 Nov 2022

SUBJECT:     IX-225 exciter - HT output lead ferrule crimp inspection

EFFECTIVITY: IX-225 exciters S/N 0001 thru 1450.
             IX-220 and IX-230 exciters are not affected.

REASON:      Two reports of an HT lead ferrule pulling out of the output
             connector, with loss of one igniter.

COMPLIANCE:  Within 500 flight hours or 6 months after receipt of this
             bulletin, whichever occurs first.

INSTRUCTIONS
  1. Remove power and wait the bleed time given in the MTM.
  2. Disconnect both HT leads at the exciter.
  3. Pull test each ferrule:
     a. Hold the lead in the pull tester, P/N CIS-T-88.
     b. Apply an axial load of 45 N (10 lbf) for 10 seconds.
     c. Any movement of the ferrule: replace the lead.
  4. Replacement lead: P/N CIS-7740-11 (supersedes CIS-7740-9).
  5. Reconnect the leads, torque as given in the MTM and do an engine
     ignition test.
  6. Write "74-031" on the exciter label with indelible ink.

MANPOWER:    1.0 hour per exciter.
"""


# ---------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------
# (question, document, page, answers, kind, filters, near_miss_strings)

Q = tuple[str, str, int, list[str], str, dict, list[str]]


def a(question: str, doc: str, page: int, key: str, kind: str, **filters: object) -> Q:
    return (question, doc, page, [key], kind, filters, [])


def u(question: str, doc: str, page: int, kind: str, absent: list[str] | None = None, **filters: object) -> Q:
    return (question, doc, page, [], kind, filters, absent or [])


T, H, F = TRG_FILE, HCR_FILE, FQ_FILE
SBT, SLH, SBI = "vd-sb-trg-65-014", "halden-sl-hcr6-012", "cis-sb-74-031"

QUESTIONS: list[Q] = [
    # --- TRG-40 CMM -------------------------------------------------------
    a("trg-40h oil capacity?", T, 2, "1.10 (1.16)", "table_lookup"),
    a("What oil goes in the TRG-40H tail box?", T, 3, "MIL-PRF-23699 (HTS class)", "table_lookup"),
    a("Operating at -35C ambient, which oil spec for a TRG-40A?", T, 3, "MIL-PRF-7808", "table_lookup"),
    a("how often do we change oil on the 40H tail gearbox", T, 3, "400 flight hours", "interval"),
    a("Oil change interval for the plain TRG-40, in hours?", T, 3, "600 flight hours", "interval"),
    a(
        "We just fitted an overhauled TRG-40. When is the first oil change due?",
        T,
        3,
        "first 25 flight hours",
        "interval",
    ),
    a("drain plug torque trg40 in inch pounds", T, 3, "159 lbf·in", "torque"),
    a("Part number of the crush washer for the TGB drain plug?", T, 3, "VD-4471-2", "part_number"),
    a(
        "Oil change on the tail gearbox: I've let it drain (sub-step b). What's next?",
        T,
        3,
        "Install a new crush washer",
        "procedure",
    ),
    a("which sealant goes on the TGB cover flange", T, 3, "PR-1422 B2", "consumable"),
    a("What size container do I need to drain a TRG-40?", T, 3, "1.5 L minimum", "procedure"),
    a("how long after shutdown before I can read the tgb sight glass", T, 3, "at least 15 minutes", "lookup"),
    a(
        "Somebody topped up with mixed oil brands in the TRG-40A. What do we have to do?",
        T,
        3,
        "flush the gearbox twice",
        "lookup",
    ),
    a("backlash limits for the H model gearbox", T, 4, "0.10 - 0.18", "table_lookup"),
    a("Max output shaft end play, TRG-40H?", T, 4, "0.07 max", "table_lookup"),
    a("minimum over-pins dimension for the input spline on a TRG-40A", T, 4, "41.20 min", "table_lookup"),
    a("what's the torque on the input flange nut for the -H?", T, 4, "110 ± 5 N·m", "torque"),
    a("M6 cover bolt torque, tail rotor gearbox", T, 4, "10.5 N·m", "torque"),
    a("TRG 40 chip detector body torque", T, 4, "12.5 N·m", "torque"),
    a("How deep can corrosion pits be blended out on the TRG-40 housing?", T, 4, "0.25 mm", "limit"),
    a("1/rev vib limit on the tail gearbox?", T, 4, "0.5 ips", "limit"),
    a(
        "Tail gearbox vibes read 0.4 ips after balancing. Can we fly, and is there any follow-up?",
        T,
        4,
        "rechecked within 50 flight hours",
        "limit",
    ),
    a("Found red powder at the input spline of a TRG-40H. What now?", T, 4, "returned for overhaul", "lookup"),
    a("What does TGB-F2 indicate?", T, 5, "TGB CHIP caution, flickering", "fault_code"),
    a(
        "chip light came on, found flakes around 2 mm on the detector. what now",
        T,
        5,
        "remove the gearbox for overhaul",
        "fault_code",
    ),
    a(
        "Minimum insulation resistance for the remote chip circuit on a 40A?",
        T,
        5,
        "2 megohm minimum at 250 V DC",
        "fault_code",
    ),
    a("which p/n replaced the VD-3310-5 output seal?", T, 5, "VD-3310-7", "part_number"),
    a("How much seepage is allowed at the TRG40 output seal?", T, 5, "1 drop per 10 minutes", "limit"),
    a(
        "TGB oil temp went to 135 deg for a few seconds, what do we do?",
        T,
        5,
        "replace the gearbox whatever the duration",
        "fault_code",
    ),
    a("harness p/n for the remote chip indication (TGB-F2 repair)", T, 5, "VD-8820-14", "part_number"),
    a("Pre-Mod 6521-12 gearbox: what goes under the front feet?", T, 6, "VD-2290-1", "effectivity"),
    a("Do we fit spacers on a TRG-40A S/N 4100 when installing?", T, 6, "do not install spacers", "effectivity"),
    a("how long can a TGB sit in its sealed shipping container?", T, 6, "up to 24 months", "interval"),
    a("desiccant bag part number for a stored gearbox", T, 6, "VD-9901-1", "part_number"),
    a("max drive shaft misalignment when installing the TRG-40", T, 6, "0.3 mm max", "limit"),
    a("TRG-40 dry weight?", T, 2, "11.8 (26.0)", "table_lookup"),
    a("What's the max oil temp on a TRG-40A?", T, 2, "110 °C", "limit"),
    a("Chip detector gap spec on these tail boxes?", T, 4, "1.5 ± 0.2", "table_lookup"),
    u("What's the retirement life of the TRG-40 housing in hours?", T, 2, "unstated_attribute"),
    u("filler plug torque on the TRG-40?", T, 3, "unstated_attribute"),
    u("What does TGB-F4 mean?", T, 5, "absent_code", ["TGB-F4"]),
    u("TGB-F6 fault on the tail rotor gearbox - meaning and fix?", T, 5, "absent_code", ["TGB-F6"]),
    u("oil change interval for the TRG-40B", T, 3, "absent_variant", ["TRG-40B"]),
    u("Torque for the TRG-40 mounting bolts into the airframe?", T, 4, "unstated_attribute"),
    u("what colour is the FULL mark on the TGB sight glass?", T, 3, "unstated_attribute"),
    u("weight of harness VD-8820-14?", T, 5, "unstated_attribute"),
    u("Part number of the chip detector on the TRG-40A?", T, 5, "unstated_attribute"),
    u("TRG-40 input overspeed limit in rpm?", T, 2, "unstated_attribute", ["overspeed"]),
    u("Backlash limits for the TRG-45?", T, 4, "absent_variant", ["TRG-45"]),
    u("which grease for the input spline on the TRG-40H", T, 4, "unstated_attribute", ["grease"]),
    u("Shelf life of the MIL-PRF-6081 preservation oil?", T, 3, "unstated_attribute"),
    u("What surface hardness is required on the TRG-40H input spline?", T, 4, "unstated_attribute"),
    u("When was Mod 6521-12 introduced?", T, 6, "unstated_attribute"),
    u("trg40 oil change interval in cycles", T, 3, "unstated_attribute", ["cycles"]),
    u("drain plug torque for the TRG-40C tail box?", T, 3, "absent_variant", ["TRG-40C"]),
    u("Max oil temperature for the TRG-40X?", T, 2, "absent_variant", ["TRG-40X"]),
    u("How many man-hours for a TRG-40H oil change?", T, 3, "unstated_attribute", ["man-hour"]),
    # --- SB TRG-65-014 (Markdown) ------------------------------------------
    a(
        "Retainer screw torque per SB 65-014 on a TRG-40A?",
        SBT,
        1,
        "7.5 N·m",
        "bulletin",
        product="TRG-40",
        variant="TRG-40A",
        serial=2500,
    ),
    a("compliance time for SB TRG-65-014?", SBT, 1, "within 300 flight hours", "bulletin"),
    a(
        "new seal retainer p/n for a 40H, S/N 3120",
        SBT,
        1,
        "VD-3315-2",
        "bulletin",
        product="TRG-40",
        variant="TRG-40H",
        serial=3120,
    ),
    a("which screw p/n supersedes VD-1104-4?", SBT, 1, "VD-1104-6", "part_number"),
    a("How long will the seal retainer SB take? Need it for planning.", SBT, 1, "2.5 man-hours", "bulletin"),
    a("what do we use to mark the data plate after SB 65-014", SBT, 1, "vibro-etcher", "bulletin"),
    a(
        "Why did Valkenburg issue the stainless retainer bulletin?",
        SBT,
        1,
        "aluminium output seal retainer",
        "bulletin",
    ),
    a("SB 65-014: how long is the ground run after fitting the retainer?", SBT, 1, "10 minutes", "bulletin"),
    u(
        "SB 65-014 retainer p/n for a TRG-40A S/N 4350?",
        SBT,
        1,
        "out_of_effectivity",
        product="TRG-40",
        variant="TRG-40A",
        serial=4350,
    ),
    u(
        "new retainer screw torque for a basic TRG-40 S/N 2600 under SB 65-014",
        SBT,
        1,
        "out_of_effectivity",
        product="TRG-40",
        variant="TRG-40",
        serial=2600,
    ),
    u(
        "Seal retainer SB on a TRG-40H S/N 1900 - which retainer p/n?",
        SBT,
        1,
        "out_of_effectivity",
        product="TRG-40",
        variant="TRG-40H",
        serial=1900,
    ),
    u("Weight change after SB TRG-65-014?", SBT, 1, "unstated_attribute", ["weight"]),
    u("what's the cure time of the sealant in SB 65-014", SBT, 1, "unstated_attribute", ["cure time"]),
    u("Character height for the SB 65-014 data plate marking?", SBT, 1, "unstated_attribute", ["height"]),
    # --- Corvane IX exciter MTM (three issues) ------------------------------
    a("bleed time before touching the IX-225 HT lead?", IX_DOC, 2, "5 minutes", "lookup"),
    a(
        "How long must we wait after switching the exciter off before pulling an output lead?",
        IX_DOC,
        2,
        "2 minutes",
        "dated",
        as_of="2020-05-10",
    ),
    a("IX-225 spark rate limits at 28 VDC", IX_DOC, 2, "1.0 - 1.8", "table_lookup"),
    a("ix225 spark rate spec?", IX_DOC, 2, "0.8 - 1.6", "dated", as_of="2020-01-15"),
    a("What duty cycle do we use on the exciter bench test?", IX_DOC, 2, "1 min ON / 4 min OFF", "lookup"),
    a("exciter bench test on/off times", IX_DOC, 2, "2 min ON / 3 min OFF", "dated", as_of="2022-03-01"),
    a("How often are the exciter HT leads inspected?", IX_DOC, 3, "1,000 FH or 24 months", "interval"),
    a("HT lead inspection interval for the IX-220", IX_DOC, 3, "1,200 FH", "dated", as_of="2020-08-01"),
    a("filter capacitor p/n for the IX-225", IX_DOC, 3, "CIS-5512-04", "part_number"),
    a(
        "Which input filter capacitor part number did the IX-225 use?",
        IX_DOC,
        3,
        "CIS-5512-02",
        "dated",
        as_of="2022-10-01",
    ),
    a("IX-230 Err 7 meaning", IX_DOC, 3, "internal over-temperature", "fault_code"),
    a("BITE LED on the IX230 flashes Err 8, what is it", IX_DOC, 3, "storage capacitor leakage", "fault_code"),
    a("what does Err 2 mean on the ix-230?", IX_DOC, 3, "outside 360 to 440 Hz", "fault_code", as_of="2022-01-20"),
    a("IX-230 stored energy?", IX_DOC, 1, "20 J", "table_lookup"),
    a("Minimum open-gap output voltage, IX-225?", IX_DOC, 2, "22 min", "table_lookup"),
    a("IX-230 spark rate on AC", IX_DOC, 2, "2.0 - 3.5", "table_lookup"),
    a("Input current limit for the IX-225 on the bench?", IX_DOC, 2, "2.6 A max", "table_lookup"),
    a("IX-225 max input current at 28 V", IX_DOC, 2, "3.0 A max", "dated", as_of="2021-09-30"),
    a("HT lead coupling nut torque on the Corvane exciters", IX_DOC, 3, "2.8 N·m", "torque"),
    a("exciter input connector torque in lbf.in", IX_DOC, 3, "40 lbf·in", "torque"),
    a("What compound do we put on the HT lead ceramic?", IX_DOC, 3, "MIL-S-8660", "consumable"),
    a(
        "Spare exciter has been on the shelf 14 months. Anything to do before fitting it?",
        IX_DOC,
        3,
        "do a bench test before installation",
        "lookup",
    ),
    a("test gap setting for the exciter bench test", IX_DOC, 2, "3.0 mm", "lookup"),
    a(
        "Spark rate at 18 V input comes out lower than the table - how much lower is OK?",
        IX_DOC,
        2,
        "20 % lower",
        "lookup",
    ),
    a("What input power does the IX-230 take?", IX_DOC, 1, "115 V AC, 400 Hz", "table_lookup"),
    u("What does Err 8 on the IX-230 mean?", IX_DOC, 3, "before_revision", ["Err 8"], as_of="2022-06-01"),
    u("IX-230 Err 7 - how long to let it cool?", IX_DOC, 3, "before_revision", ["Err 7"], as_of="2020-06-01"),
    u("IX-230 BITE code Err 4?", IX_DOC, 3, "absent_code", ["Err 4"]),
    u("Err 6 on an IX-230 - cause?", IX_DOC, 3, "absent_code", ["Err 6"]),
    u("What's the stored energy of the IX-230?", IX_DOC, 1, "before_revision", ["IX-230"], as_of="2020-02-01"),
    u("What does Err 1 mean on the IX-230 exciter?", IX_DOC, 3, "before_revision", ["Err 1"], as_of="2019-11-11"),
    u("Overhaul interval (TBO) of the IX-225?", IX_DOC, 1, "unstated_attribute", ["TBO", "overhaul"]),
    u("How heavy is an IX-220 exciter?", IX_DOC, 1, "unstated_attribute", ["weight"]),
    u("igniter plug part number for the IX-225?", IX_DOC, 3, "unstated_attribute"),
    u("IX-240 spark rate limits", IX_DOC, 2, "absent_variant", ["IX-240"]),
    u("input filter capacitor p/n for the IX-220", IX_DOC, 3, "unstated_attribute"),
    u("torque for the exciter base flange mounting bolts", IX_DOC, 1, "unstated_attribute"),
    u("IX-230 max input current?", IX_DOC, 2, "unstated_attribute"),
    u("Which p/n superseded capacitor CIS-5512-02?", IX_DOC, 3, "before_revision", ["CIS-5512-04"], as_of="2020-04-04"),
    u(
        "has CIS-5512-02 been replaced by a newer capacitor p/n?",
        IX_DOC,
        3,
        "before_revision",
        ["CIS-5512-04"],
        as_of="2023-02-14",
    ),
    u(
        "HT lead inspection calendar limit in months, IX-225?",
        IX_DOC,
        3,
        "before_revision",
        ["24 months"],
        as_of="2021-01-01",
    ),
    u("IX-220 spark rate on 115 V AC", IX_DOC, 2, "unstated_attribute"),
    # --- SB 74-031 (text) ---------------------------------------------------
    a(
        "ix-225 s/n 900: pull test load for the HT lead ferrule?",
        SBI,
        1,
        "45 N (10 lbf)",
        "bulletin",
        product="IX",
        variant="IX-225",
        serial=900,
    ),
    a("How long do you hold the load in the ferrule pull test?", SBI, 1, "10 seconds", "bulletin"),
    a("replacement HT lead p/n per SB 74-031", SBI, 1, "CIS-7740-11", "part_number"),
    a("compliance for Corvane SB 74-031", SBI, 1, "500 flight hours or 6 months", "bulletin"),
    a("Part number of the pull tester for the ferrule check?", SBI, 1, "CIS-T-88", "part_number"),
    a("ferrule moved a bit during the pull test, what now?", SBI, 1, "replace the lead", "procedure"),
    a("manhours for SB 74-031?", SBI, 1, "1.0 hour per exciter", "bulletin"),
    u(
        "Ferrule pull test load for IX-225 S/N 1720?",
        SBI,
        1,
        "out_of_effectivity",
        product="IX",
        variant="IX-225",
        serial=1720,
    ),
    u("SB 74-031 pull load for an IX-230?", SBI, 1, "out_of_effectivity", product="IX", variant="IX-230", serial=400),
    u(
        "Pull test load on an IX-220 S/N 300 per the ferrule SB?",
        SBI,
        1,
        "out_of_effectivity",
        product="IX",
        variant="IX-220",
        serial=300,
    ),
    u("calibration interval of pull tester CIS-T-88", SBI, 1, "unstated_attribute", ["calibrat"]),
    u("How long is HT lead CIS-7740-11?", SBI, 1, "unstated_attribute", ["length"]),
    u("cost of the SB 74-031 lead kit?", SBI, 1, "unstated_attribute", ["price", "cost"]),
    # --- HCR-6 CVR CMM -------------------------------------------------------
    a("hcr6e record time?", H, 2, "25 h", "table_lookup"),
    a("HCR-6 power consumption at 28 V", H, 2, "8 max", "table_lookup"),
    a("How long does the RIPS keep the area mic recording after power loss?", H, 2, "10 minutes", "lookup"),
    a("ULB battery change interval on the CVR?", H, 2, "every 6 years", "interval"),
    a("which beacon p/n for the 6E", H, 2, "HA-ULB-90", "part_number"),
    a("how long does the ULB ping on an HCR-6 once it's in the water", H, 2, "30 days", "table_lookup"),
    a("What does MSG 23-74 mean on the HCR-6?", H, 3, "Crash-protected memory write fault", "fault_code"),
    a("msg 23-78 action?", H, 3, "Check ARINC 429 input on J1", "fault_code"),
    a("At what internal temperature does the CVR TEMP message come up?", H, 3, "above 70 °C", "fault_code"),
    a(
        "CMC shows both 23-71 and 23-80 on the voice recorder. Which do I chase first?",
        H,
        3,
        "lowest number first",
        "fault_code",
    ),
    a("which lamp comes on with MSG 23-74", H, 3, "red FAULT lamp", "fault_code"),
    a("MSG 23-71 - what should I check?", H, 3, "Check CAM connector J3", "fault_code"),
    a(
        "During the CVR ops test, how long until the green TEST lamp should be on?",
        H,
        4,
        "within 30 seconds",
        "procedure",
    ),
    a("how long to hold the TEST button on the HCR-6E", H, 4, "5 seconds", "procedure"),
    a(
        "Step 2 of the CVR op test, no tone in the headset at sub-step a. What next?",
        H,
        4,
        "do the channel test (4.2)",
        "procedure",
    ),
    a("signal to inject for the CVR channel test", H, 4, "1 kHz signal at -10 dBm", "procedure"),
    a("playback tolerance in the HCR channel test", H, 4, "±3 dB", "limit"),
    a("how do I bulk erase an HCR-6E?", H, 4, "Hold the ERASE button for 2 seconds", "procedure"),
    a("CVR readout / intelligibility check - how often?", H, 4, "every 12 months", "interval"),
    a("P/N of the tray that replaced HA-7100-1", H, 5, "HA-7100-3", "part_number"),
    a("control panel p/n for the hcr 6e", H, 5, "HA-3050-5", "part_number"),
    a("front panel screw torque hcr-6 in in-lb", H, 5, "8 lbf·in", "torque"),
    a("What do we clean CVR connectors with?", H, 5, "TT-I-735", "consumable"),
    a("Tray hold-down knob - how tight?", H, 5, "hand tight, then a further 1/4 turn", "torque"),
    u("RIPS module p/n for the HCR-6 (non-E)?", H, 5, "absent_variant"),
    u("What does MSG 23-73 mean on the HCR-6?", H, 3, "absent_code", ["23-73"]),
    u("msg 23-76 on the voice recorder?", H, 3, "absent_code", ["23-76"]),
    u("CVR shows MSG 34-12, what is it?", H, 3, "absent_code", ["34-12"]),
    u("hcr-6e showing MSG 23-81, meaning?", H, 3, "absent_code", ["23-81"]),
    u("MSG 23-79 hcr6e", H, 3, "absent_code", ["23-79"]),
    u("Battery part number inside the HA-ULB-90 beacon?", H, 2, "unstated_attribute"),
    u("What's the weight of the HCR-8?", H, 2, "absent_variant", ["HCR-8"]),
    u("Torque for the CVR mounting tray bolts to the aircraft structure?", H, 5, "unstated_attribute"),
    u("ULB battery shelf life before installation?", H, 2, "unstated_attribute", ["shelf"]),
    u("What colour is the CAM connector J3?", H, 3, "unstated_attribute"),
    u("CVR power circuit breaker rating in amps?", H, 4, "unstated_attribute"),
    u("Which p/n did area microphone HA-2204-2 supersede?", H, 5, "unstated_attribute"),
    u("Max operating altitude for the HCR-6E?", H, 2, "unstated_attribute", ["altitude"]),
    u("What is the frequency tolerance of the ULB?", H, 2, "unstated_attribute", ["tolerance"]),
    u("HCR-6E weight with the RIPS installed?", H, 2, "unstated_attribute"),
    # --- SL-HCR-012 (HTML) --------------------------------------------------
    a(
        "Which beacon replaces HA-ULB-90 on our HCR-6E S/N 5300?",
        SLH,
        1,
        "HA-ULB-90B",
        "bulletin",
        product="HCR-6",
        variant="HCR-6E",
        serial=5300,
    ),
    a("battery replacement interval with the -90B beacon", SLH, 1, "8 years", "bulletin"),
    a("battery kit p/n for the HA-ULB-90B", SLH, 1, "HA-BK-90B", "part_number"),
    a("beacon mounting screw torque per SL-HCR-012", SLH, 1, "1.4 N·m (12 lbf·in)", "torque"),
    a("Can we keep flying with the old HA-ULB-90 installed?", SLH, 1, "until its battery expiry", "bulletin"),
    a("where do we record the beacon change", SLH, 1, "recorder log card, section 4", "bulletin"),
    u(
        "HA-ULB-90B beacon for HCR-6E S/N 6120 - which battery kit?",
        SLH,
        1,
        "out_of_effectivity",
        product="HCR-6",
        variant="HCR-6E",
        serial=6120,
    ),
    u(
        "beacon upgrade for an HCR-6 S/N 5200 (non-E): new beacon p/n?",
        SLH,
        1,
        "out_of_effectivity",
        product="HCR-6",
        variant="HCR-6",
        serial=5200,
    ),
    u("What does the HA-ULB-90B weigh?", SLH, 1, "unstated_attribute", ["weigh"]),
    u("Lead time for battery kit HA-BK-90B?", SLH, 1, "unstated_attribute", ["lead time"]),
    u("Max operating depth of the HA-ULB-90B?", SLH, 1, "unstated_attribute", ["depth"]),
    u("labour hours to fit the new beacon per SL-HCR-012", SLH, 1, "unstated_attribute", ["hour"]),
    # --- FQ-300 FIM ----------------------------------------------------------
    a("fq-320 accuracy?", F, 1, "±1.5 %", "lookup"),
    a("how many probes in an FQ-310 system", F, 1, "14 probes", "table_lookup"),
    a("Which indicator does the FQ-300 use?", F, 1, "NI-6200", "table_lookup"),
    a("empty capacitance of the P2 probe", F, 2, "38.5 ± 0.5", "table_lookup"),
    a("Compensator nominal pF?", F, 2, "7.8 ± 0.2", "table_lookup"),
    a("full-tank reading of the centre tank probe in pF", F, 2, "160.0 ± 2.0", "table_lookup"),
    a("We're on JP-4. How does the full probe value change?", F, 2, "approximately 3 % lower", "lookup"),
    a("How often is the FQIS calibrated?", F, 2, "24 months or 2,000 flight hours", "interval"),
    a("usable aux tank capacity on an FQ-320", F, 2, "410 (186)", "table_lookup"),
    a("centre tank usable fuel, FQ 310 (lb and kg)", F, 2, "640 (290)", "table_lookup"),
    a(
        "Empty-tank cal: after selecting TANK then EMPTY, what do I do?",
        F,
        3,
        "Wait for the reading to settle",
        "procedure",
    ),
    a("what should the gauge read after STORE on the empty cal", F, 3, "0 ± 15 lb", "procedure"),
    a("What does FAULT 12B mean?", F, 3, "compensator reading is outside 7.0 to 8.6 pF", "fault_code"),
    a("fault 11b fix", F, 3, "drain the tank sump and retest", "fault_code"),
    a("FAULT 14C threshold on the FQ-320 totalizer", F, 3, "more than 150 lb", "fault_code"),
    a("test set p/n for fuel quantity calibration", F, 3, "NI-TS-40", "part_number"),
    a("level tolerance for the aircraft during FQ calibration", F, 3, "within 0.5°", "procedure"),
    a("FAULT 11A - below what capacitance?", F, 3, "below 5 pF", "fault_code"),
    a("which p/n supersedes NI-4410-6", F, 4, "NI-4410-8", "part_number"),
    a("fuel probe mounting screw torque", F, 4, "3.4 N·m", "torque"),
    a("what sealant on the fuel probe flange", F, 4, "PR-1782 class B", "consumable"),
    a("Min insulation resistance for the FQ-300 harness?", F, 4, "100 megohm minimum at 500 V DC", "limit"),
    u("What does FAULT 12A mean on the FQ-310?", F, 3, "absent_code", ["12A"]),
    u("fault 13B on the fuel quantity system?", F, 3, "absent_code", ["13B"]),
    u("DTC P0171 on the FQ-310 - what's that?", F, 3, "absent_code", ["P0171"]),
    u("How many tanks does the FQ-330 measure?", F, 1, "absent_variant", ["FQ-330"]),
    u("Aux tank usable capacity for the FQ-310?", F, 2, "absent_variant"),
    u("Centre tank capacity on an FQ-300?", F, 2, "absent_variant"),
    u("P3 probe part number?", F, 4, "unstated_attribute"),
    u("Which old p/n did compensator NI-4490-2 replace?", F, 4, "unstated_attribute"),
    u("Torque for the signal conditioner mounting screws?", F, 4, "unstated_attribute"),
    u("How much does the NI-6300 indicator weigh?", F, 1, "unstated_attribute", ["weigh"]),
    u("FQIS indicator supply voltage?", F, 1, "unstated_attribute", ["28 V"]),
    u("calibration interval for test set NI-TS-40", F, 3, "unstated_attribute"),
    u("densitometer part number for the FQ-320?", F, 4, "unstated_attribute"),
    u("FAULT 16B meaning", F, 3, "absent_code", ["16B"]),
]


def build_qa() -> list[dict]:
    rng = random.Random(SEED)
    order = list(range(len(QUESTIONS)))
    rng.shuffle(order)
    records = []
    for number, index in enumerate(order, start=1):
        question, doc, page, answers, kind, filters, _absent = QUESTIONS[index]
        record: dict = {
            "id": f"s2-{number:03d}",
            "question": question,
            "document": doc,
            "page": page,
            "answers": answers,
            "answerable": bool(answers),
            "kind": kind,
        }
        record.update(filters)
        records.append(record)
    return records


def near_misses() -> dict[str, tuple[str, list[str]]]:
    """Map qa id -> (document, strings that must be absent from the selected document file)."""
    rng = random.Random(SEED)
    order = list(range(len(QUESTIONS)))
    rng.shuffle(order)
    result = {}
    for number, index in enumerate(order, start=1):
        absent = QUESTIONS[index][6]
        if absent:
            result[f"s2-{number:03d}"] = (QUESTIONS[index][1], absent)
    return result


def main(out_dir: Path) -> None:
    docs = out_dir / "documents"
    docs.mkdir(parents=True, exist_ok=True)
    write_pdf(docs / TRG_FILE, "VD-CMM-6521-40  Rev 7", "TRG-40 Tail Rotor Gearbox CMM", trg_pages())
    for rev in IX_ISSUES:
        path = docs / rev["file"]
        write_pdf(path, f"CIS MTM 74-10-20  {rev['issue']}", "IX Exciter Maintenance and Test Manual", ix_pages(rev))
        variants = ["IX-220", "IX-225", "IX-230"] if rev["ix230"] else ["IX-220", "IX-225"]
        meta = {
            "document": IX_DOC,
            "version": rev["issue"],
            "effective_from": rev["from"],
            "effective_to": rev["to"],
            "recorded_at": rev["recorded"],
            "applicability": {"product": "IX", "variants": variants},
        }
        write_meta(path, meta)
    write_pdf(docs / HCR_FILE, "HALDEN CMM 23-71-06  Issue 11", "HCR-6 Cockpit Voice Recorder CMM", hcr_pages())
    write_pdf(docs / FQ_FILE, "NORRVIK FIM 28-41-00  Rev D", "FQ-300 FQIS Fault Isolation Manual", fq_pages())

    write_text(docs / SB_TRG_FILE, SB_TRG_TEXT)
    write_meta(
        docs / SB_TRG_FILE,
        {
            "document": SBT,
            "version": "Original issue",
            "effective_from": "2024-02-01",
            "effective_to": None,
            "recorded_at": "2024-01-25T00:00:00Z",
            "applicability": {"product": "TRG-40", "variants": ["TRG-40A", "TRG-40H"], "serials": [[2100, 3999]]},
        },
    )
    write_text(docs / SL_HCR_FILE, SL_HCR_TEXT)
    write_meta(
        docs / SL_HCR_FILE,
        {
            "document": SLH,
            "version": "Original issue",
            "effective_from": "2023-06-12",
            "effective_to": None,
            "recorded_at": "2023-06-05T00:00:00Z",
            "applicability": {"product": "HCR-6", "variants": ["HCR-6E"], "serials": [[5000, 5799]]},
        },
    )
    write_text(docs / SB_IX_FILE, SB_IX_TEXT)
    write_meta(
        docs / SB_IX_FILE,
        {
            "document": SBI,
            "version": "Revision 0",
            "effective_from": "2022-11-01",
            "effective_to": None,
            "recorded_at": "2022-10-25T00:00:00Z",
            "applicability": {"product": "IX", "variants": ["IX-225"], "serials": [[1, 1450]]},
        },
    )

    with (out_dir / "qa.jsonl").open("w", encoding="utf-8", newline="\n") as handle:
        for record in build_qa():
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)

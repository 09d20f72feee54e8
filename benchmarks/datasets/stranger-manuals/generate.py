#!/usr/bin/env python3
"""Deterministic generator for the "stranger-manuals" evaluation set.

Everything here is invented (products, company, part numbers, values).  Licence: CC0.

Usage:  python generate.py [OUTPUT_DIR]      (default: the folder this file is in)

Writes OUTPUT_DIR/documents/ (PDF, Markdown, HTML, text files and .meta.json sidecars)
and OUTPUT_DIR/qa.jsonl.  Only the standard library and fpdf2 are used; the output is
byte-identical from run to run (fixed creation dates, no randomness beyond a fixed seed).
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import XPos, YPos

SEED = 20261206
random.seed(SEED)  # nothing below draws from it unless seeded here; kept for reproducibility
FIXED_DATE = datetime(2020, 1, 1, tzinfo=UTC)
COMPANY = "Norrland Aerotech AB"

# --------------------------------------------------------------------------------------
# Layout engine.  A document is a list of pages; a page is a list of blocks:
#   ("title", text) ("h", text) ("h2", text) ("p", text) ("note", label, text)
#   ("table", widths_mm, header_cells, rows)  ("toc", [(title, page), ...])  ("sp", mm)
# Each page is rendered on exactly one PDF page; overflow raises.
# --------------------------------------------------------------------------------------


class ManualPDF(FPDF):
    def __init__(self, font: str, header_text: str, footer_text: str):
        super().__init__(orientation="P", unit="mm", format="Letter")
        self.base = font
        self.header_text = header_text
        self.footer_text = footer_text
        self.set_margins(20, 16, 20)
        self.set_auto_page_break(True, margin=18)
        self.set_creation_date(FIXED_DATE)
        self.set_creator("stranger-manuals generate.py")
        self.set_producer("fpdf2")
        self.set_author(COMPANY)

    def header(self):
        self.set_font(self.base, "", 8)
        self.cell(0, 4, self.header_text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.line(20, self.get_y() + 1, self.w - 20, self.get_y() + 1)
        self.ln(5)

    def footer(self):
        self.set_y(-14)
        self.set_font(self.base, "", 8)
        self.cell(0, 4, f"{self.footer_text}   Page {self.page_no()}", align="C")


def _strip_md(text: str) -> str:
    return text.replace("**", "")


def render_pdf(path: str, font: str, header_text: str, footer_text: str, title: str, pages: list) -> list[str]:
    """Render pages; return the source text of each page (for locating gold pages)."""
    pdf = ManualPDF(font, header_text, footer_text)
    pdf.set_title(title)
    texts: list[str] = []
    epw = pdf.w - 40
    for pno, blocks in enumerate(pages, start=1):
        pdf.add_page()
        parts = [header_text, footer_text, f"Page {pno}"]
        for b in blocks:
            kind = b[0]
            if kind == "title":
                pdf.set_font(font, "B", 16)
                pdf.multi_cell(0, 8, b[1], align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(2)
                parts.append(b[1])
            elif kind == "subtitle":
                pdf.set_font(font, "", 11)
                pdf.multi_cell(0, 6, b[1], align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(1)
                parts.append(b[1])
            elif kind == "h":
                pdf.ln(2)
                pdf.set_font(font, "B", 12)
                pdf.multi_cell(0, 6, b[1], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(1)
                parts.append(b[1])
            elif kind == "h2":
                pdf.ln(1)
                pdf.set_font(font, "B", 10)
                pdf.multi_cell(0, 5, b[1], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                parts.append(b[1])
            elif kind == "p":
                pdf.set_font(font, "", 9.5)
                pdf.multi_cell(0, 4.6, b[1], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(1.5)
                parts.append(b[1])
            elif kind == "mono":
                pdf.set_font("Courier", "", 9)
                pdf.multi_cell(0, 4.3, b[1], align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                pdf.ln(1)
                parts.append(b[1])
            elif kind == "note":
                label, text = b[1], b[2]
                pdf.set_font(font, "", 9.5)
                pdf.set_x(28)
                pdf.multi_cell(
                    epw - 16, 4.6, f"**{label}** {text}", align="L", markdown=True, new_x=XPos.LMARGIN, new_y=YPos.NEXT
                )
                pdf.ln(1.5)
                parts.append(f"{label} {text}")
            elif kind == "table":
                widths, header, rows = b[1], b[2], b[3]
                assert abs(sum(widths) - epw) < 0.6 or sum(widths) < epw, (path, widths)
                _table(pdf, font, widths, header, rows)
                pdf.ln(2)
                parts.append(" ".join(header))
                for r in rows:
                    parts.append(" ".join(r))
            elif kind == "toc":
                pdf.set_font(font, "", 10)
                for name, page in b[1]:
                    left = name + " "
                    right = " " + str(page)
                    dot_w = pdf.get_string_width(".")
                    n = int((epw - 10 - pdf.get_string_width(left) - pdf.get_string_width(right)) / dot_w)
                    line = left + "." * max(n, 3) + right
                    pdf.cell(0, 5.5, line, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                    parts.append(line)
                pdf.ln(2)
            elif kind == "sp":
                pdf.ln(b[1])
            else:
                raise ValueError(kind)
            if pdf.page_no() != pno:
                raise RuntimeError(f"{path}: page {pno} overflowed at block {b!r:.60}")
        if pdf.get_y() > pdf.h - 18:
            raise RuntimeError(f"{path}: page {pno} too full")
        texts.append(" ".join(parts))
    pdf.output(path)
    return texts


def _table(pdf: FPDF, font: str, widths, header, rows):
    lh = 4.4

    def row(cells, style, fill):
        pdf.set_font(font, style, 8.5)
        lines = [pdf.multi_cell(w - 2, lh, c, dry_run=True, output="LINES") for w, c in zip(widths, cells, strict=True)]
        n = max(len(x) for x in lines)
        h = n * lh + 1.6
        if pdf.get_y() + h > pdf.h - 18:
            raise RuntimeError("table row would overflow page")
        x0, y0 = pdf.l_margin, pdf.get_y()
        x = x0
        for w, c in zip(widths, cells, strict=True):
            if fill:
                pdf.set_fill_color(225, 225, 225)
                pdf.rect(x, y0, w, h, style="DF")
            else:
                pdf.rect(x, y0, w, h)
            pdf.set_xy(x + 1, y0 + 0.8)
            pdf.multi_cell(w - 2, lh, c, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            x += w
        pdf.set_xy(x0, y0 + h)

    row(header, "B", True)
    for r in rows:
        assert len(r) == len(widths), r
        row(r, "", False)


# --------------------------------------------------------------------------------------
# Document 1: PGV-40 series propeller governor CMM (PDF, Helvetica)
# --------------------------------------------------------------------------------------

PGV_FILE = "pgv-40-governor-cmm.pdf"


def pgv_pages():
    p1 = [
        ("sp", 10),
        ("subtitle", COMPANY.upper()),
        ("title", "COMPONENT MAINTENANCE MANUAL"),
        ("subtitle", "Constant-Speed Propeller Governor, PGV-40 Series"),
        ("subtitle", "Models PGV-40A, PGV-40B and PGV-44"),
        ("subtitle", "ATA 61-20-11   |   Revision 4, 12 March 2022"),
        ("sp", 8),
        ("h", "CONTENTS"),
        (
            "toc",
            [
                ("Description and Operation", 2),
                ("Testing", 3),
                ("Inspection and Check", 4),
                ("Fits, Clearances and Torques", 5),
                ("Troubleshooting", 6),
                ("Index", 7),
            ],
        ),
        (
            "note",
            "NOTE:",
            "This manual covers governors built from 2009. Earlier PGV-30 units are covered by a "
            "separate publication and are not addressed here.",
        ),
        (
            "p",
            "Proprietary to the manufacturer. Pages in this manual are numbered continuously; "
            "references of the form (p. 4) refer to these page numbers.",
        ),
    ]
    p2 = [
        ("h", "DESCRIPTION AND OPERATION"),
        (
            "p",
            "The PGV-40 series governor is a single-acting, flyweight-type constant-speed governor that mounts on "
            "the accessory drive pad of the engine. Engine oil is boosted by an internal gear pump and is "
            "metered by the pilot valve to the propeller hub, where it drives the blades toward low pitch against "
            "the hub return spring and the blade counterweights.",
        ),
        (
            "p",
            "The PGV-40A is driven clockwise when viewed from the drive end; the PGV-40B is the counterclockwise "
            "equivalent and is otherwise identical in construction. The PGV-44 adds an electric unfeathering "
            "solenoid and a beta feedback port for reversing installations.",
        ),
        ("h2", "Table 1. Leading particulars"),
        (
            "table",
            [56, 38, 38, 43.9],
            ["Parameter", "PGV-40A", "PGV-40B", "PGV-44"],
            [
                ["Drive rotation (from drive end)", "Clockwise", "Counterclockwise", "Clockwise"],
                ["Drive ratio, governor : engine", "0.866 : 1", "0.891 : 1", "0.914 : 1"],
                ["Pump output at 2000 rpm, US gal/min", "2.6 gal/min", "2.4 gal/min", "3.1 gal/min"],
                ["Relief valve setting, psi", "265 psi", "280 psi", "310 psi"],
                ["Governing range, propeller rpm", "1800 to 2400 rpm", "1850 to 2450 rpm", "1950 to 2700 rpm"],
                ["Mounting pad", "AND20010 Type XII", "AND20010 Type XII", "AND20010 Type XII-D"],
            ],
        ),
        ("p", "Dry weight: PGV-40A and PGV-40B, 3.4 lb (1.54 kg) each."),
        (
            "p",
            "Operating fluid: engine lubricating oil to MIL-PRF-23699, filtered to 40 micron absolute by the "
            "engine oil system. No separate governor oil filter is fitted.",
        ),
        (
            "note",
            "NOTE:",
            "The PGV-44 unfeathering solenoid is rated for 28 V DC and draws no more than 1.8 A at "
            "25 deg C. It is energised only while the cockpit UNFEATHER switch is held.",
        ),
    ]
    p3 = [
        ("h", "TESTING"),
        (
            "p",
            "Test stand requirements: a variable-speed drive of 0 to 3000 rpm, an oil supply held at 71 to 82 "
            "deg C (160 to 180 deg F), and a calibrated pressure gauge of 0 to 500 psi on the output line.",
        ),
        (
            "note",
            "CAUTION:",
            "Do not exceed 2800 rpm drive speed on the test stand. Higher speeds can crack the flyweight pivot pins.",
        ),
        ("h2", "Bench test procedure (all models)"),
        ("p", "1. Mount the governor on the test stand drive pad with a new mounting gasket, P/N 40-1127."),
        ("p", "2. Set the stand oil inlet pressure to 60 psi and run at 1200 rpm for 5 minutes to purge air."),
        (
            "p",
            "3. Close the output line valve and read the relief pressure. It must agree with Table 1 (p. 2) "
            "within plus or minus 10 psi.",
        ),
        (
            "p",
            "4. Rotate the speed-adjusting screw until the governor cuts in at 2100 rpm (PGV-40A, PGV-40B) or "
            "2250 rpm (PGV-44).",
        ),
        ("p", "5. Measure internal leakage at the output port: no more than 300 cc/min at 200 psi output pressure."),
        (
            "p",
            "6. For the PGV-44 only, apply 28 V DC to the unfeathering solenoid and confirm that output "
            "pressure rises to relief pressure within 2 seconds.",
        ),
        (
            "p",
            "7. Secure the speed-adjusting screw locknut, safety it with lockwire MS20995C32 and apply a torque "
            "stripe across the nut and housing.",
        ),
        ("p", "If any step gives a reading outside its limit, stop the test and refer to Troubleshooting (p. 6)."),
    ]
    p4 = [
        ("h", "INSPECTION AND CHECK"),
        (
            "p",
            "Clean all parts in dry-cleaning solvent and dry with filtered compressed air before inspection. "
            "Examine all parts under 10x magnification.",
        ),
        ("h2", "Flyweights"),
        (
            "p",
            "Measure toe thickness at the contact face. Limits: 0.094 to 0.100 in. (new), 0.088 in. (service "
            "limit). Replace both flyweights as a matched pair if either one is below the service limit.",
        ),
        ("h2", "Pilot valve plunger"),
        (
            "p",
            "Measure the land diameter at three places. Limits: 0.3745 to 0.3750 in. (new), 0.3738 in. "
            "(service limit). Reject a plunger with scoring that can be felt with a fingernail.",
        ),
        ("h2", "Speeder spring"),
        (
            "p",
            "Free length, minimum: 1.625 in. for the PGV-40A and PGV-40B, 1.780 in. for the PGV-44. Replace "
            "the spring if it is shorter, if the coils are not parallel, or if it shows corrosion pitting.",
        ),
        ("h2", "Overhaul period - PGV-40 series"),
        ("p", "Governors are normally removed with the engine and overhauled at the same shop visit."),
        (
            "p",
            "Remove the governor for overhaul at engine TBO or at 2400 flight hours, whichever occurs first. "
            "PGV-44 units in agricultural or fire-fighting operations: 1500 flight hours. There is no "
            "calendar limit for a governor stored in its sealed shipping bag.",
        ),
        (
            "note",
            "NOTE:",
            "Post-SB 61-009 units (identified by a letter S after the serial number) have a "
            "hardened drive gear and may be run to 3000 flight hours.",
        ),
    ]
    p5 = [
        ("h", "FITS, CLEARANCES AND TORQUES"),
        ("h2", "Table 2. Fits and clearances (inches)"),
        (
            "table",
            [64, 37.3, 37.3, 37.3],
            ["Mating parts", "New, min", "New, max", "Service limit"],
            [
                ["Pilot valve plunger to drive gear bore", "0.0004", "0.0009", "0.0014"],
                ["Pump gear end clearance", "0.0010", "0.0025", "0.0035"],
                ["Idler gear shaft to body bore", "0.0006", "0.0012", "0.0018"],
                ["Drive gear journal to head bore", "0.0008", "0.0016", "0.0022"],
            ],
        ),
        ("h2", "Table 3. Torque values"),
        (
            "table",
            [70, 40, 65.9],
            ["Fastener", "Torque, lb-in", "Applicability / remarks"],
            [
                ["Mounting stud nuts, 5/16-24", "150 to 170", "All models; lubricate threads with engine oil"],
                ["Head-to-body screws, 10-32", "32 to 36", "PGV-40A and PGV-40B"],
                ["Head-to-body screws, 12-24", "45 to 50", "PGV-44 only"],
                ["Relief valve plug", "90 to 100", "Fit a new O-ring, P/N MS29513-012"],
                ["Solenoid retaining nut", "60 to 70", "PGV-44 only"],
                ["Speed-adjusting screw locknut", "25 to 30", "All models; lockwire after torquing"],
            ],
        ),
        (
            "note",
            "NOTE:",
            "Torque the head-to-body screws in a cross pattern in two stages: first to half of "
            "the final value, then to the final value.",
        ),
    ]
    p6 = [
        ("h", "TROUBLESHOOTING"),
        (
            "p",
            "Use this table after the bench test or after a pilot report. Complete the corrective action, then "
            "repeat the bench test from step 1.",
        ),
        (
            "table",
            [52, 58, 65.9],
            ["Symptom", "Possible cause", "Corrective action"],
            [
                [
                    "Propeller overspeeds on takeoff",
                    "Speeder spring weak or broken",
                    "Replace the speeder spring and reset the cut-in speed",
                ],
                [
                    "Engine rpm surges (hunting) in cruise",
                    "Air trapped in the governor, or sticking pilot valve",
                    "Purge air; clean the pilot valve and check plunger diameter",
                ],
                [
                    "Slow response to propeller lever",
                    "Worn pump gears",
                    "Check pump gear end clearance; overhaul if over limit",
                ],
                [
                    "Low relief pressure on bench",
                    "Relief valve seat eroded",
                    "Lap the seat or replace the relief valve assembly",
                ],
                [
                    "PGV-44 will not unfeather",
                    "Open circuit in unfeathering solenoid",
                    "Check coil continuity; replace the solenoid",
                ],
                ["Oil leak at drive pad", "Mounting gasket damaged", "Replace the gasket and torque the stud nuts"],
            ],
        ),
        (
            "note",
            "NOTE:",
            "A governor that fails the internal leakage check twice after corrective action is to "
            "be returned for overhaul.",
        ),
    ]
    p7 = [
        ("h", "INDEX"),
        (
            "mono",
            "Bench test procedure ........................ 3\n"
            "Clearances, table .......................... 5\n"
            "Contents ................................... 1\n"
            "Description ................................ 2\n"
            "Flyweights, inspection ..................... 4\n"
            "Leading particulars ........................ 2\n"
            "Overhaul period ............................ 4\n"
            "Pilot valve plunger, inspection ............ 4\n"
            "Solenoid, unfeathering (PGV-44) .......... 2, 3\n"
            "Speeder spring ............................. 4\n"
            "Test stand requirements .................... 3\n"
            "Torque values .............................. 5\n"
            "Troubleshooting ............................ 6",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7]


# --------------------------------------------------------------------------------------
# Document 2: MWB-6 wheel and brake assembly CMM, three revisions (PDF, Times)
# --------------------------------------------------------------------------------------

MWB_DOC = "mwb-6-wheel-brake-cmm"
MWB_REVS = [
    # label, file, effective_from, effective_to, recorded_at
    ("Rev A", "mwb-6-cmm-rev-a.pdf", "2019-03-01", "2021-06-15", "2019-02-20T00:00:00Z"),
    ("Rev B", "mwb-6-cmm-rev-b.pdf", "2021-06-15", "2023-09-01", "2021-06-01T00:00:00Z"),
    ("Rev C", "mwb-6-cmm-rev-c.pdf", "2023-09-01", None, "2023-08-18T00:00:00Z"),
]


def mwb_pages(rev: str):
    ri = "ABC".index(rev[-1])
    history = [
        ["A", "1 Mar 2019", "Initial issue"],
        ["B", "15 Jun 2021", "Revised carbon stack wear limits; tie bolt torque raised"],
        ["C", "1 Sep 2023", "Heat shield added (MWB-6C); steel stack wear pin limit revised"],
    ][: ri + 1]
    pin_a = ["0.25 in. (6.4 mm)", "0.25 in. (6.4 mm)", "0.18 in. (4.6 mm)"][ri]
    pin_c = ["0.20 in. (5.1 mm)", "0.12 in. (3.0 mm)", "0.12 in. (3.0 mm)"][ri]
    stack_c = ["3.62 in. (91.9 mm)", "3.55 in. (90.2 mm)", "3.55 in. (90.2 mm)"][ri]
    tie_nm = ["12 N·m (106 lb-in)", "14 N·m (124 lb-in)", "14 N·m (124 lb-in)"][ri]
    p1 = [
        ("subtitle", COMPANY.upper() + "  -  WHEELS AND BRAKES DIVISION"),
        ("title", "Component Maintenance Manual with IPL Extract"),
        ("subtitle", "Main Wheel and Brake Assembly MWB-6 (models MWB-6A and MWB-6C)"),
        ("subtitle", f"32-42-16   |   {rev}"),
        ("h", "Record of revisions"),
        ("table", [25, 40, 110.9], ["Rev", "Date", "Summary"], history),
        ("h", "Table of contents"),
        ("toc", [("Inspection and wear limits", 2), ("Assembly and torque data", 3), ("Troubleshooting", 4)]),
        (
            "p",
            "The MWB-6A has a steel heat stack with sintered iron linings; the MWB-6C has a carbon-carbon heat "
            "stack. Both use the same wheel half castings and the same piston housing.",
        ),
    ]
    p2 = [
        ("h", "1. Inspection and wear limits"),
        (
            "p",
            "Measure brake wear on the aircraft at the wear pin, with the parking brake set and full system "
            "pressure applied. Measure the pin protrusion from the face of the piston housing.",
        ),
        ("h2", "A. Wear pin"),
        (
            "p",
            f"Minimum wear pin protrusion for the MWB-6A: {pin_a}. Minimum for the MWB-6C: {pin_c}. When the "
            "pin is flush or below the minimum, remove the brake and replace the heat stack.",
        ),
        ("h2", "B. Steel heat stack (MWB-6A)"),
        (
            "p",
            "Rotor disc thickness. Limits: 0.375 to 0.385 in. (new), 0.310 in. (service limit). Rotor drive "
            "key slot wear: 0.030 in. maximum step.",
        ),
        ("h2", "C. Carbon heat stack (MWB-6C)"),
        (
            "p",
            f"Total stack thickness: 4.10 in. (104.1 mm) new. Replace the stack when it measures {stack_c} or "
            "less. Do not mix carbon discs from different stacks.",
        ),
        (
            "note",
            "CAUTION:",
            "Do not use solvent on carbon discs. Clean with a dry, lint-free cloth and low-pressure dry air only.",
        ),
        ("h2", "D. Wheel halves"),
        (
            "p",
            "Eddy-current inspect the bead seat radius of both wheel halves at each tire change. Reject any "
            "wheel half with a crack indication of any length.",
        ),
    ]
    p3 = [
        ("h", "2. Assembly and torque data"),
        ("p", "Lubricate tie bolt threads and nut bearing faces with anti-seize compound before assembly."),
        (
            "table",
            [80, 45, 50.9],
            ["Item", "Torque", "Remarks"],
            [
                ["Wheel tie bolt nuts (8)", tie_nm, "Torque in a star pattern"],
                ["Brake housing bolts (6)", "28 N·m (248 lb-in)", "New self-locking nuts"],
                ["Bleeder valve", "9 N·m (80 lb-in)", "Both models"],
                ["Wear pin retaining nut", "4 N·m (35 lb-in)", "Both models"],
            ],
        ),
        (
            "p",
            "Inflate the assembled tire with dry nitrogen. Service pressure: 55 psi for the MWB-6A installation, "
            "62 psi for the MWB-6C installation, measured cold.",
        ),
    ]
    if ri == 2:
        p3 += [
            ("h2", "Heat shield (MWB-6C only)"),
            (
                "p",
                "Install the heat shield, P/N 6C-2291, between the torque tube and the wheel hub. Secure with four "
                "screws and safety with lockwire.",
            ),
        ]
    p3 += [
        ("h2", "Thermal relief plugs"),
        (
            "p",
            "Each wheel has three thermal relief plugs that melt at 177 deg C (350 deg F) to deflate the tire after "
            "a rejected takeoff. Replace all three plugs if any one has melted.",
        ),
    ]
    rows4 = [
        ["Brake drags after release", "Piston return springs weak", "Replace return spring set; check piston bore"],
        ["Spongy pedal", "Air in brake line", "Bleed the brake at the bleeder valve"],
        ["Brake chatter or squeal", "Glazed linings (MWB-6A)", "Replace the heat stack"],
        ["Uneven wear pin readings, left vs right", "Sticking piston", "Overhaul the piston housing"],
    ]
    if ri == 2:
        rows4.append(["Hub paint discoloured (MWB-6C)", "Heat shield missing or cracked", "Replace the heat shield"])
    p4 = [
        ("h", "3. Troubleshooting"),
        ("table", [55, 55, 65.9], ["Symptom", "Possible cause", "Corrective action"], rows4),
        (
            "p",
            "After any brake overheat event, inspect the thermal relief plugs and the wheel halves before "
            "further flight.",
        ),
    ]
    return [p1, p2, p3, p4]


# --------------------------------------------------------------------------------------
# Document 3: ORX-9 oxygen regulator fault isolation manual (PDF, Helvetica)
# --------------------------------------------------------------------------------------

ORX_FILE = "orx-9-oxygen-regulator-fim.pdf"


def orx_pages():
    p1 = [
        ("subtitle", COMPANY.upper() + "  -  LIFE SUPPORT PRODUCTS"),
        ("title", "Fault Isolation Manual"),
        ("subtitle", "Crew Oxygen Regulator ORX-9 (ORX-9D, ORX-9P, ORX-9PH)"),
        ("subtitle", "ATA 35-12-09   |   Issue 2, 4 October 2021"),
        ("h", "Contents"),
        (
            "toc",
            [
                ("Self-test codes (ORX-9P, ORX-9PH)", 2),
                ("Fault isolation table", 3),
                ("Functional test limits", 4),
                ("Index", 5),
            ],
        ),
        (
            "p",
            "The ORX-9D is a panel-mounted diluter-demand regulator. The ORX-9P adds pressure breathing and an "
            "electronic control module with self-test; the ORX-9PH is the high-altitude version of the ORX-9P "
            "for aircraft certified above 41,000 ft.",
        ),
        (
            "note",
            "WARNING:",
            "Keep oil and grease away from all oxygen equipment. Use only tools cleaned for oxygen service.",
        ),
    ]
    p2 = [
        ("h", "Self-test codes (ORX-9P, ORX-9PH)"),
        (
            "p",
            "Hold the PRESS-TO-TEST knob for 3 seconds. The STATUS light blinks a two-digit code: the number of "
            "long blinks is the first digit, the number of short blinks the second digit. A steady green light "
            "means the test passed.",
        ),
        (
            "p",
            "Code 12 means supply pressure at the regulator inlet is below 50 psig. Check the cylinder valve is "
            "fully open and check the supply line for kinks.",
        ),
        (
            "p",
            "Code 14 means the control module supply voltage is below 22 V DC. Check the circuit breaker and the "
            "aircraft bus before replacing the module.",
        ),
        (
            "p",
            "Code 21 means the pressure-breathing solenoid did not respond. Replace the solenoid valve, P/N 9P-4410.",
        ),
        (
            "p",
            "Code 23 means mask cavity pressure stayed high after the test pulse; the mask hose exhalation path "
            "is blocked.",
        ),
        (
            "p",
            "Code 27 means the aneroid altitude signal disagrees with the aircraft cabin altitude signal by more "
            "than 2500 ft. Recalibrate the aneroid on the bench; if the code returns, replace the aneroid "
            "capsule.",
        ),
        ("p", "Code 31 means the control module failed its internal memory check. Replace the control module."),
        (
            "p",
            "Code 35 (ORX-9PH only) means the high-altitude relief valve opened below its minimum cracking pressure.",
        ),
        (
            "note",
            "NOTE:",
            "A code that is not listed on this page is not a valid code. Repeat the self-test once; "
            "if the unlisted code repeats, replace the control module.",
        ),
    ]
    p3 = [
        ("h", "Fault isolation table"),
        (
            "table",
            [50, 58, 67.9],
            ["Symptom", "Possible cause", "Corrective action"],
            [
                [
                    "No flow when inhaling (all models)",
                    "Supply shut-off valve closed",
                    "Open the supply valve; check the flow indicator blinks",
                ],
                ["Flow indicator stays white", "Demand diaphragm torn", "Replace the diaphragm kit, P/N 9D-1022"],
                [
                    "Continuous free flow with EMERGENCY off",
                    "Demand valve seat contaminated",
                    "Clean the seat; replace the demand valve if flow continues",
                ],
                [
                    "Mask pressure too low above 30,000 ft (ORX-9P)",
                    "Pressure-breathing aneroid out of calibration",
                    "Bench-calibrate the aneroid per Functional test limits",
                ],
                [
                    "Hissing at the panel with the mask stowed",
                    "Outlet check valve leaking",
                    "Replace the outlet check valve",
                ],
                [
                    "STATUS light does not illuminate",
                    "Lamp failed or module unpowered",
                    "Check the 5 A breaker; replace the lamp",
                ],
            ],
        ),
        ("p", "After any corrective action, perform the functional test on page 4 before return to service."),
    ]
    p4 = [
        ("h", "Functional test limits"),
        ("p", "Test on a regulator test bench with dry oxygen or dry nitrogen at 21 +/- 3 deg C."),
        (
            "table",
            [70, 35, 35, 35.9],
            ["Test (units)", "ORX-9D", "ORX-9P", "ORX-9PH"],
            [
                ["Inlet pressure range, psig", "50 to 450", "50 to 500", "70 to 500"],
                ["Outward leakage, max, L/min", "0.010", "0.015", "0.020"],
                ["Safety pressure, in. H2O", "0.5 to 1.5", "1.0 to 2.0", "2.5 to 4.0"],
                ["Pressure breathing onset, cabin ft", "-", "28,000 ft", "30,000 ft"],
                ["Outlet pressure at 45,000 ft, in. H2O", "-", "-", "12.0 to 14.5"],
            ],
        ),
        (
            "p",
            "100% position: with the diluter lever at 100%, each model must deliver not less than 98% oxygen "
            "concentration at all test altitudes.",
        ),
        (
            "p",
            "Normal (diluted) position: oxygen concentration must fall within the band of Figure 3. Figure 3 "
            "is provided on the bench test card and is not reproduced in this manual.",
        ),
        (
            "note",
            "CAUTION:",
            "Do not apply more than 600 psig to the inlet of any model. The inlet filter element "
            "is not designed for higher pressure.",
        ),
    ]
    p5 = [
        ("h", "Index"),
        (
            "mono",
            "Aneroid calibration ................... 3, 4\n"
            "Codes, self-test ......................... 2\n"
            "Diaphragm kit ............................ 3\n"
            "Fault isolation table .................... 3\n"
            "Functional test limits ................... 4\n"
            "Leakage, outward ......................... 4\n"
            "PRESS-TO-TEST knob ....................... 2\n"
            "Safety pressure .......................... 4\n"
            "STATUS light ........................... 2, 3",
        ),
    ]
    return [p1, p2, p3, p4, p5]


# --------------------------------------------------------------------------------------
# Document 4: FDU-12 fire detection control unit manual (PDF, Helvetica + Courier)
# --------------------------------------------------------------------------------------

FDU_FILE = "fdu-12-fire-detection-manual.pdf"


def _flt(code, desc, ind, act):
    return ("mono", f"FLT {code}\n  Description: {desc}\n  Indication:  {ind}\n  Action:      {act}")


def fdu_pages():
    p1 = [
        ("subtitle", COMPANY.upper() + "  -  DETECTION SYSTEMS"),
        ("title", "Fire Detection Control Unit FDU-12"),
        ("subtitle", "Installation, Test and Fault Code Manual   |   Models FDU-12A and FDU-12B"),
        ("subtitle", "ATA 26-12-30   |   Edition 3, 20 January 2020"),
        ("h", "Contents"),
        (
            "toc",
            [
                ("Description and data", 2),
                ("Fault codes FLT 04xx (all models)", 3),
                ("Fault codes FLT 045x (FDU-12B) and lamp test", 4),
                ("Index", 5),
            ],
        ),
        (
            "p",
            "The FDU-12A monitors two continuous-element loops (left and right engine). The FDU-12B monitors "
            "four loops: left engine, right engine, APU compartment and aft cargo smoke-detector loop.",
        ),
    ]
    p2 = [
        ("h", "Description and data"),
        (
            "p",
            "Each loop is a eutectic-salt continuous sensing element. The unit measures loop resistance and "
            "loop capacitance continuously and raises a FIRE output when the element temperature reaches "
            "its alarm point, and a FAULT output when the loop is open or shorted.",
        ),
        (
            "table",
            [70, 52, 53.9],
            ["Characteristic", "FDU-12A", "FDU-12B"],
            [
                ["Supply voltage", "18 to 32 V DC", "18 to 32 V DC"],
                ["Current draw, normal, max", "0.45 A", "0.70 A"],
                ["Loops monitored", "2", "4"],
                ["Mass", "0.86 kg", "1.18 kg"],
                ["Connector", "MS27473T14B35P", "MS27473T16B26P"],
            ],
        ),
        (
            "p",
            "Alarm response: the FIRE output switches within 5 s of any 15 cm of element reaching alarm "
            "temperature. Reset: the FIRE output clears within 20 s after the element cools below the reset "
            "temperature.",
        ),
        (
            "p",
            "Loop continuity resistance, measured at the unit connector with the unit disconnected: 2 to 12 "
            "ohms for each loop. Insulation resistance of a cold loop: not less than 10 megohms at 500 V DC.",
        ),
        (
            "note",
            "NOTE:",
            "Units S/N 2500 and subsequent have conformal-coated boards and are approved for "
            "installation in unpressurised bays.",
        ),
    ]
    p3 = [
        ("h", "Fault codes FLT 04xx (all models)"),
        (
            "p",
            "The unit stores the last 32 fault codes in non-volatile memory. Read them with the maintenance "
            "panel CODE button or through the ARINC 429 maintenance bus, label 350.",
        ),
        _flt(
            "0401",
            "Loop A open circuit.",
            "LOOP A FAULT caution; FAULT lamp steady.",
            "Check connector P1 pins 3 and 4; measure loop continuity.",
        ),
        _flt(
            "0402",
            "Loop B open circuit.",
            "LOOP B FAULT caution; FAULT lamp steady.",
            "Check connector P1 pins 7 and 8; measure loop continuity.",
        ),
        _flt(
            "0405",
            "Loop A and loop B open together.",
            "DET FAIL caution; both FIRE handles inhibited.",
            "Check the P1 connector is mated before any loop test.",
        ),
        _flt(
            "0411",
            "Loop A short to ground.",
            "LOOP A FAULT caution; FAULT lamp flashing.",
            "Inspect element clamps and grommets for chafing.",
        ),
        _flt(
            "0412",
            "Loop B short to ground.",
            "LOOP B FAULT caution; FAULT lamp flashing.",
            "Inspect loop B routing at the firewall pass-through.",
        ),
        _flt(
            "0420",
            "Supply voltage below 18 V for more than 2 s.",
            "No caution; code stored only.",
            "Check the aircraft bus and the 3 A circuit breaker.",
        ),
        _flt(
            "0431",
            "Internal watchdog reset.",
            "DET FAIL caution for 10 s, then clears.",
            "If stored more than 3 times in 50 flight hours, replace the unit.",
        ),
        _flt(
            "0433",
            "Alarm-point drift: loop capacitance outside calibration.",
            "No caution; code stored only.",
            "Run the loop test; replace the sensing element if the code repeats.",
        ),
    ]
    p4 = [
        ("h", "Fault codes FLT 045x (FDU-12B only)"),
        _flt("0451", "APU loop open circuit.", "APU DET FAULT caution.", "Check connector P2 pins 1 and 2."),
        _flt(
            "0452",
            "APU loop short to ground.",
            "APU DET FAULT caution; APU FIRE test inhibited.",
            "Inspect the APU loop at the compartment access door.",
        ),
        _flt(
            "0456",
            "Cargo smoke loop no response.",
            "CARGO DET FAULT caution.",
            "Replace the cargo smoke detector head, P/N 12B-7710.",
        ),
        ("h2", "Lamp and loop test"),
        ("p", "1. Set the FIRE TEST switch to LAMPS. All FIRE handles and the FAULT lamp illuminate."),
        (
            "p",
            "2. Set the FIRE TEST switch to LOOPS. Each FIRE handle illuminates in turn, left engine first, "
            "and the fire bell sounds.",
        ),
        ("p", "3. Release the switch. All lights go out within 20 s and the bell stops."),
        ("p", "4. Press CODE on the maintenance panel and confirm no new FLT codes are stored."),
        (
            "note",
            "CAUTION:",
            "Do not perform the loop test with an engine running on the ground crew's side "
            "without a fire guard posted.",
        ),
    ]
    p5 = [
        ("h", "Index"),
        (
            "mono",
            "ARINC 429 maintenance bus ................. 3\n"
            "Alarm response ............................ 2\n"
            "Connectors ................................ 2\n"
            "Fault codes, all models ................... 3\n"
            "Fault codes, FDU-12B ...................... 4\n"
            "Lamp and loop test ........................ 4\n"
            "Loop continuity resistance ................ 2\n"
            "Supply voltage ............................ 2",
        ),
    ]
    return [p1, p2, p3, p4, p5]


# --------------------------------------------------------------------------------------
# Document 5: GCU-7 generator control unit CMM with IPL (PDF, Times)
# --------------------------------------------------------------------------------------

GCU_FILE = "gcu-7-generator-control-cmm-ipl.pdf"


def gcu_pages():
    p1 = [
        ("subtitle", COMPANY.upper() + "  -  ELECTRICAL POWER"),
        ("title", "Generator Control Unit GCU-7 Series"),
        ("subtitle", "Component Maintenance Manual and Illustrated Parts List"),
        ("subtitle", "Models GCU-7, GCU-7A, GCU-7M   |   ATA 24-22-05   |   Revision 7, 2 May 2023"),
        ("h", "List of chapters"),
        (
            "toc",
            [
                ("Description, data and maintenance intervals", 2),
                ("BITE fault codes", 3),
                ("Illustrated parts list, Figure 1", 4),
                ("Illustrated parts list, Figure 1 (cont.)", 5),
                ("Index", 6),
            ],
        ),
        (
            "p",
            "The GCU-7 regulates and protects one 28 V DC engine-driven generator. The GCU-7A adds "
            "differential (feeder fault) protection. The GCU-7M is the military version with a conformal-"
            "coated board and a rugged connector.",
        ),
    ]
    p2 = [
        ("h", "Description, data and maintenance intervals"),
        ("h2", "Overhaul interval - GCU-7"),
        (
            "p",
            "The unit has no moving parts other than the field relay and the generator line contactor drive "
            "circuit. Regulation and protection thresholds are fixed at manufacture and are not adjustable "
            "in service.",
        ),
        (
            "table",
            [70, 105.9],
            ["Function", "Value"],
            [
                ["Regulation point (point of regulation)", "28.5 V +/- 0.3 V"],
                ["Overvoltage trip", "32.0 V, inverse time; 0.45 s at 40 V"],
                ["Undervoltage trip", "below 22.5 V for 7 s"],
                ["Reverse current trip", "25 A for 0.2 s"],
                ["Differential trip (GCU-7A only)", "20 A difference for 0.1 s"],
                ["Field relay coil", "28 V DC, 175 ohms"],
            ],
        ),
        (
            "p",
            "Time between overhaul is 12,000 operating hours for the GCU-7 and GCU-7A, and 8,000 operating hours "
            "for the GCU-7M. Functional bench test: every 3,000 operating hours or at each generator change, "
            "whichever comes first.",
        ),
        (
            "note",
            "NOTE:",
            "S/N 1200 and subsequent: the field relay is sealed and is not replaced at overhaul "
            "unless it fails the bench test.",
        ),
        ("p", "Units returned under warranty must be shipped in the original conductive bag."),
    ]
    p3 = [
        ("h", "BITE fault codes"),
        (
            "p",
            "BITE codes are shown on the two-digit window on the front face as group-number (for example "
            "BITE 3-14). Codes remain displayed until the RESET button is pressed or power is removed.",
        ),
        (
            "table",
            [26, 80, 69.9],
            ["Code", "Indication", "Action"],
            [
                ["BITE 1-02", "Overvoltage trip occurred", "Check sensing lead; replace GCU if repeated"],
                ["BITE 1-05", "Undervoltage trip occurred", "Check generator drive and field wiring"],
                ["BITE 2-03", "Reverse current trip", "Check line contactor and battery"],
                ["BITE 2-07", "Differential trip (GCU-7A only)", "Inspect feeder cables from generator to bus"],
                ["BITE 3-11", "Field relay failed to close", "Replace field relay (pre-S/N 1200)"],
                ["BITE 3-14", "Line contactor auxiliary contact disagree", "Check contactor aux circuit, pin K"],
                ["BITE 4-01", "Internal power supply fault", "Replace GCU"],
                ["BITE 4-09", "Temperature sensor open (GCU-7M only)", "Replace GCU"],
            ],
        ),
        (
            "p",
            "Code 3-14 means the line contactor was commanded closed but its auxiliary contact still shows open "
            "after 150 ms.",
        ),
        ("note", "NOTE:", "Group 5 codes are reserved for factory test and are never shown in service."),
    ]
    ipl_hdr = ["Fig-Item", "Part number", "Nomenclature", "Units per assy", "Eff. code"]
    w = [22, 34, 75, 24, 20.9]
    p4 = [
        ("h", "Illustrated parts list, Figure 1"),
        ("p", "Effectivity codes: A = GCU-7, B = GCU-7A, C = GCU-7M. Blank effectivity = all models."),
        (
            "table",
            w,
            ipl_hdr,
            [
                ["1-1", "GCU7-1000-01", "Generator control unit, GCU-7", "RF", "A"],
                ["1-1A", "GCU7-1000-02", "Generator control unit, GCU-7A", "RF", "B"],
                ["1-1B", "GCU7-1000-05", "Generator control unit, GCU-7M", "RF", "C"],
                ["1-5", "7-2210-02", "Cover, top (superseded, see note 1)", "1", ""],
                ["1-5A", "7-2210-03", "Cover, top", "1", ""],
                ["1-10", "MS51957-15", "Screw, cover", "8", ""],
                ["1-15", "7-3340-01", "Circuit card assembly, regulator", "1", "A, B"],
                ["1-15A", "7-3340-07", "Circuit card assembly, regulator, coated", "1", "C"],
            ],
        ),
        (
            "p",
            "Note 1: Cover 7-2210-02 is replaced by 7-2210-03 (added ventilation louvres). Parts are "
            "interchangeable; use up existing stock.",
        ),
    ]
    p5 = [
        ("h", "Illustrated parts list, Figure 1 (cont.)"),
        (
            "table",
            w,
            ipl_hdr,
            [
                ["1-20", "7-4105-01", "Relay, field", "1", ""],
                ["1-25", "7-4480-01", "Current transformer, differential", "3", "B"],
                ["1-30", "D38999/24WD35PN", "Connector, receptacle, rugged", "1", "C"],
                ["1-30A", "MS3114E14-19P", "Connector, receptacle", "1", "A, B"],
                ["1-35", "7-5012-01", "Gasket, connector", "1", ""],
                ["1-40", "7-6020-04", "Identification plate", "1", ""],
                ["1-45", "7-6610-01", "Button, RESET", "1", ""],
                ["1-50", "7-6611-01", "Display window, BITE", "1", ""],
            ],
        ),
        (
            "p",
            "Note 2: Relay 7-4105-01 is not procurable separately for S/N 1200 and subsequent; order the "
            "circuit card assembly instead.",
        ),
        ("p", "RF = reference item; units per assembly not applicable."),
    ]
    p6 = [
        ("h", "Index"),
        (
            "mono",
            "BITE codes ................................ 3\n"
            "Bench test interval ....................... 2\n"
            "Connector, receptacle ..................... 5\n"
            "Cover, top ................................ 4\n"
            "Effectivity codes ......................... 4\n"
            "Field relay ............................ 2, 5\n"
            "Protection thresholds ..................... 2\n"
            "RESET button ........................... 3, 5",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


# --------------------------------------------------------------------------------------
# Documents 6-8: service bulletins and a service information letter (one page each)
# --------------------------------------------------------------------------------------

SB_PGV_FILE = "sb-pgv-61-014.md"
SB_PGV_DOC = "sb-pgv-61-014"
SB_PGV_TEXT = """# SERVICE BULLETIN PGV 61-014

**Norrland Aerotech AB - Propeller Systems**
**Subject:** Propeller governor - replacement of speeder spring
**Models affected:** PGV-40B, serial numbers 1200 through 1899 only
**Category:** Recommended
**Date of issue:** 14 November 2022

## 1. Reason

Speeder springs from one production lot, P/N 40-1310-1, have shown fatigue cracks at the end coil after
600 to 900 hours in service. A broken speeder spring lets the propeller overspeed.

## 2. Compliance

Accomplish at the next 100-hour inspection, but not later than 300 flight hours after the date of issue.
Units S/N 1900 and subsequent were built with the new spring and need no action.

## 3. Material

| Item | New P/N | Old P/N | Qty |
|---|---|---|---|
| Speeder spring | 40-1310-2 | 40-1310-1 | 1 |
| Spring seat washer | 40-1312-3 | 40-1312-1 | 1 |
| O-ring, adjusting screw | MS29513-008 | MS29513-008 | 1 |

Parts are supplied as kit K61-014. Kit price and lead time are available from Customer Support.

## 4. Accomplishment instructions

1. Remove the governor from the engine (see the engine maintenance manual).
2. Remove the speed-adjusting screw and the old speeder spring. Discard the spring and the seat washer.
3. Install the new spring seat washer, then the new speeder spring, P/N 40-1310-2.
4. Bench test the governor per the CMM and reset the cut-in speed.
5. Stamp "61-014" on the data plate, next to the serial number, with 1/16 in. characters.

## 5. Labour and weight

Estimated labour: 2.5 man-hours, governor removed. Weight change: none.
"""

SB_FDU_FILE = "sb-fdu-26-007.html"
SB_FDU_DOC = "sb-fdu-26-007"
SB_FDU_TEXT = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Service Bulletin FDU 26-007</title></head>
<body>
<h1>Service Bulletin FDU 26-007 - Software upgrade to version 2.4</h1>
<p>Norrland Aerotech AB - Detection Systems. Issued 3 July 2023. Category: Mandatory.</p>
<h2>Effectivity</h2>
<p>FDU-12B fire detection control units, serial numbers 3000 through 3499. The FDU-12A is not affected.</p>
<h2>Reason</h2>
<p>Under software version 2.3 a momentary loss of the APU loop during APU start can latch the APU DET FAULT
caution until power is cycled. Version 2.4 adds a 1.5 s confirmation time on the APU loop.</p>
<h2>Description</h2>
<p>Software version 2.4 also adds one stored fault code:</p>
<p>FLT 0458 - Description: APU loop fault cleared without reset. Indication: no caution; code stored only.
Action: no action unless stored more than 5 times in 100 APU hours.</p>
<h2>Accomplishment</h2>
<ol>
<li>Open the FDU-12B maintenance port cover and connect the loader cable, P/N 12-9001.</li>
<li>Load software part number 12B-SW-240 with the portable data loader.</li>
<li>Cycle power and read the software version on the maintenance panel; it must show 2.4.</li>
<li>Perform the lamp and loop test from the FDU-12 manual.</li>
<li>Mark the identification plate with "SB 26-007" using permanent ink.</li>
</ol>
<h2>Manpower</h2>
<p>Estimated time to load and test: 0.8 hour per unit. Unit removal is not required.</p>
</body>
</html>
"""

SIL_ACF_FILE = "sil-acf-12-fan-bearings.txt"
SIL_ACF_DOC = "sil-acf-12-04"
SIL_ACF_TEXT = """NORRLAND AEROTECH AB - SERVICE INFORMATION LETTER SIL ACF-12-04
Avionics cooling fan ACF-12H (high-flow model) - bearing life in hot equipment bays
Applicability: ACF-12H, serial numbers 500 through 1499.  Date: 9 February 2021.

PURPOSE
Operators of ACF-12H fans installed in the forward equipment bay have reported
bearing noise before the published bearing replacement interval.  This letter gives
a reduced interval and a simple in-service check.  It does not apply to the
standard ACF-12 fan.

BEARING REPLACEMENT INTERVAL
For fans in bays where the inlet air exceeds 55 deg C for more than 20 percent of
flight time, replace both ball bearings at 6,000 operating hours instead of 10,000
operating hours.  Use bearing kit P/N ACF-BK-12H.

IN-SERVICE CHECK
With 28 V DC applied and the fan in free air, the fan speed must be 11,200 rpm
plus or minus 300 rpm.  Current draw must not exceed 0.9 A after 1 minute of
running.  A fan that draws more than 0.9 A, or is audibly rough when coasting
down, is to be removed for bearing replacement.

FAN FAIL DISCRETE
The FAN FAIL discrete output goes to ground when the fan speed falls below
8,000 rpm for more than 3 seconds.  The discrete is not affected by this letter.

Contact Customer Support, quoting SIL ACF-12-04, for a repair quotation.
"""


# --------------------------------------------------------------------------------------
# Questions.  Answerable: key must appear on exactly one page of the (selected) file.
# Unanswerable: "page" gives the page written from; "absent" lists strings that must
# not appear in that document (checked by check_keys.py).
# --------------------------------------------------------------------------------------


def A(doc, q, key, kind, **kw):
    return dict(
        doc=doc, question=q, answers=[key] if isinstance(key, str) else list(key), answerable=True, kind=kind, **kw
    )


def U(doc, q, page, kind, absent=(), **kw):
    return dict(doc=doc, question=q, page=page, answers=[], answerable=False, kind=kind, absent=list(absent), **kw)


P, M, O, F, G = PGV_FILE, MWB_DOC, ORX_FILE, FDU_FILE, GCU_FILE  # noqa: E741  (O: the oxygen regulator, as P is the governor)
SBP, SBF, SIL = SB_PGV_DOC, SB_FDU_DOC, SIL_ACF_DOC

QUESTIONS = [
    # ---------------- PGV-40 governor CMM ----------------
    A(P, "pgv-40a relief valve setting?", "265 psi", "table_lookup"),
    A(P, "What should the relief valve be set to on the counterclockwise governor?", "280 psi", "table_lookup"),
    A(P, "relief press for a PGV44", "310 psi", "table_lookup"),
    A(P, "What's the governing range on the 40B in prop rpm?", "1850 to 2450 rpm", "table_lookup"),
    A(P, "pump output of the PGV-44 at 2000 rpm", "3.1 gal/min", "table_lookup"),
    A(P, "Which drive ratio does the PGV-40B use?", "0.891 : 1", "table_lookup"),
    A(P, "How heavy is a PGV-40A governor, dry?", "3.4 lb (1.54 kg)", "value_lookup"),
    A(P, "How much current does the unfeather solenoid pull on the -44?", "no more than 1.8 A", "value_lookup"),
    A(P, "What oil spec runs through these governors?", "MIL-PRF-23699", "value_lookup"),
    A(
        P,
        "On the PGV bench test, I've closed the output line valve and checked relief pressure - what's next?",
        "Rotate the speed-adjusting screw",
        "procedure_next",
    ),
    A(P, "cut-in speed to set on a PGV 44 during bench test", "2250 rpm (PGV-44)", "value_lookup"),
    A(P, "max internal leakage allowed at the governor output port?", "300 cc/min at 200 psi", "value_lookup"),
    A(P, "Max drive speed I can run a governor at on the test stand?", "Do not exceed 2800 rpm", "value_lookup"),
    A(P, "What temp should the test stand oil be held at for governor testing?", "71 to 82 deg C", "value_lookup"),
    A(P, "flyweigth toe thickness service limit?", "0.088 in. (service limit)", "limit_lookup"),
    A(P, "new-part limits for pilot valve plunger land dia", "0.3745 to 0.3750 in. (new)", "limit_lookup"),
    A(P, "Min free length of the speeder spring in a PGV-44?", "1.780 in. for the PGV-44", "limit_lookup"),
    A(P, "gov OH interval for a normal PGV-40A", "2400 flight hours", "interval_lookup"),
    A(
        P,
        "We fly a PGV-44 on a crop duster. When does the governor come off for overhaul?",
        "1500 flight hours",
        "interval_lookup",
    ),
    A(P, "How far can post-SB 61-009 governors run before overhaul?", "3000 flight hours", "interval_lookup"),
    A(P, "torqe for head-to-body screws on the 44", "45 to 50", "table_lookup"),
    A(P, "Relief valve plug torque, lb-in?", "90 to 100", "table_lookup"),
    A(P, "service limit, pilot valve plunger to drive gear bore clearance", "0.0014", "table_lookup"),
    A(P, "Pump gear end clearance new max?", "0.0025", "table_lookup"),
    A(
        P,
        "Prop overspeeds on takeoff - probable cause per the governor troubleshooting?",
        "Speeder spring weak or broken",
        "troubleshooting",
    ),
    A(
        P,
        "engine rpm hunting in cruise, what do I do about the governor",
        "Purge air; clean the pilot valve",
        "troubleshooting",
    ),
    A(P, "What gasket part number goes under the governor on the test pad?", "P/N 40-1127", "part_number"),
    A(P, "What lockwire is called out for the speed adjusting screw?", "MS20995C32", "part_number"),
    U(P, "What is the dry weight of the PGV-44?", 2, "unanswerable_attribute", absent=["PGV-44, 3."]),
    U(P, "coil resistance of the PGV-44 unfeathering solenoid?", 2, "unanswerable_attribute", absent=["ohm"]),
    U(
        P,
        "torque on the beta feedback port fitting, PGV-44",
        5,
        "unanswerable_attribute",
        absent=["beta feedback port fitting", "feedback fitting"],
    ),
    U(P, "relief valve setting for an old PGV-30 governor?", 1, "unanswerable_model"),
    U(P, "relief valve setting for the PGV-40C", 2, "unanswerable_model", absent=["PGV-40C"]),
    U(P, "What's the pump output of a PGV-42 at 2000 rpm?", 2, "unanswerable_model", absent=["PGV-42"]),
    U(
        P,
        "What is the calendar overhaul limit for governors installed on an aircraft?",
        4,
        "unanswerable_attribute",
        absent=["years", "calendar limit for a governor installed"],
    ),
    U(
        P,
        "What's the spring rate of the 40B speeder spring in lb/in?",
        4,
        "unanswerable_attribute",
        absent=["lb/in", "spring rate"],
    ),
    U(P, "Drive gear journal to head bore - what torque?", 5, "unanswerable_attribute"),
    U(
        P,
        "What is the part number of the speeder spring for the PGV-44?",
        4,
        "unanswerable_attribute",
        absent=["40-1310"],
    ),
    U(
        P,
        "what voltage tolerance is allowed on the 28 V supply to the pgv-44 solenoid?",
        2,
        "unanswerable_attribute",
        absent=["tolerance"],
    ),
    U(P, "Flyweight pivot pin diameter limits?", 4, "unanswerable_attribute", absent=["pivot pin diameter"]),
    U(P, "What is the relief valve spring free length?", 4, "unanswerable_attribute", absent=["relief valve spring"]),
    U(
        P,
        "Thread size of the beta feedback port on a PGV44?",
        2,
        "unanswerable_attribute",
        absent=["thread size", "-UNF", "UNJF"],
    ),
    U(P, "Idler gear end clearance service limit?", 5, "unanswerable_attribute", absent=["idler gear end"]),
    # ---------------- MWB-6 wheel and brake CMM (3 revisions) ----------------
    A(M, "min wear pin on a 6A brake?", "0.18 in. (4.6 mm)", "value_lookup", product="MWB-6", variant="A"),
    A(
        M,
        "What is the minimum wear pin protrusion for the carbon brake?",
        "0.12 in. (3.0 mm)",
        "value_lookup",
        product="MWB-6",
        variant="C",
    ),
    A(
        M,
        "Back in 2020, what was the minimum wear pin length for the MWB-6C?",
        "0.20 in. (5.1 mm)",
        "dated",
        as_of="2020-08-10",
        product="MWB-6",
        variant="C",
    ),
    A(
        M,
        "As of March 2022, what wear pin minimum applied to a carbon-stack MWB-6C?",
        "0.12 in. (3.0 mm)",
        "dated",
        as_of="2022-03-01",
        product="MWB-6",
        variant="C",
    ),
    A(
        M,
        "In 2022, how much wear pin did the steel brake need as a minimum?",
        "0.25 in. (6.4 mm)",
        "dated",
        as_of="2022-11-30",
        product="MWB-6",
        variant="A",
    ),
    A(
        M,
        "what was the min wear pin for the steel brake in early 2024?",
        "0.18 in. (4.6 mm)",
        "dated",
        as_of="2024-02-01",
        product="MWB-6",
        variant="A",
    ),
    A(
        M,
        "mwb6a wear pin min as of june 2019",
        "0.25 in. (6.4 mm)",
        "dated",
        as_of="2019-06-01",
        product="MWB-6",
        variant="A",
    ),
    A(M, "Tie bolt torque in effect on 1 July 2021?", "14 N·m (124 lb-in)", "dated", as_of="2021-07-01"),
    A(M, "tie bolt nut torque for the MWB-6 wheel", "14 N·m (124 lb-in)", "value_lookup"),
    A(M, "What did the CMM give for wheel tie bolt torque in 2020?", "12 N·m (106 lb-in)", "dated", as_of="2020-01-15"),
    A(
        M,
        "carbon stack replace-at thickness (current)?",
        "3.55 in. (90.2 mm)",
        "limit_lookup",
        product="MWB-6",
        variant="C",
    ),
    A(
        M,
        "As of 2019, at what total thickness did an MWB-6C carbon stack have to be replaced?",
        "3.62 in. (91.9 mm)",
        "dated",
        as_of="2019-10-01",
        product="MWB-6",
        variant="C",
    ),
    A(
        M,
        "Steel rotor disc service limit, 6A",
        "0.310 in. (service limit)",
        "limit_lookup",
        product="MWB-6",
        variant="A",
    ),
    A(M, "new carbon heat stack total thickness", "4.10 in. (104.1 mm)", "limit_lookup"),
    A(M, "Brake housing bolt torque?", "28 N·m (248 lb-in)", "table_lookup"),
    A(M, "What torque goes on the wear pin retaining nut", "4 N·m (35 lb-in)", "table_lookup"),
    A(
        M,
        "Tire pressure for the MWB-6C installation, cold?",
        "62 psi for the MWB-6C",
        "value_lookup",
        product="MWB-6",
        variant="C",
    ),
    A(M, "At what temperature do the thermal plugs in the wheel let go?", "177 deg C (350 deg F)", "value_lookup"),
    A(M, "Which P/N is the heat shield on the 6C?", "P/N 6C-2291", "part_number", product="MWB-6", variant="C"),
    A(M, "Pedal feels spongy on an MWB-6 brake - fix?", "Bleed the brake at the bleeder valve", "troubleshooting"),
    A(M, "what's the max step wear on the rotor drive key slots", "0.030 in. maximum step", "limit_lookup"),
    A(
        M,
        "hub paint discoloured on a carbon brake wheel. likely cause?",
        "Heat shield missing or cracked",
        "troubleshooting",
        product="MWB-6",
        variant="C",
    ),
    U(
        M,
        "In mid-2022, what part number was the MWB-6C heat shield?",
        3,
        "unanswerable_dated",
        as_of="2022-06-01",
        product="MWB-6",
        variant="C",
    ),
    U(
        M,
        "Before September 2023, where was the heat shield fitted on a 6C brake?",
        3,
        "unanswerable_dated",
        as_of="2023-05-01",
        product="MWB-6",
        variant="C",
    ),
    U(M, "Heat shield P/N for the MWB-6A?", 3, "unanswerable_model", product="MWB-6", variant="A"),
    U(M, "What's the wear pin minimum for an MWB-6B brake?", 2, "unanswerable_model", absent=["MWB-6B"]),
    U(M, "tire pressure for the MWB-8 installation", 3, "unanswerable_model", absent=["MWB-8"]),
    U(
        M,
        "What is the carbon disc service limit for an individual disc on the 6C?",
        2,
        "unanswerable_attribute",
        product="MWB-6",
        variant="C",
        absent=["individual disc"],
    ),
    U(M, "What's the axle nut torque for the MWB-6 main wheel?", 3, "unanswerable_attribute", absent=["axle nut"]),
    U(M, "How many landings between brake wear checks?", 2, "unanswerable_attribute", absent=["landings"]),
    U(M, "what ply rating tire goes on the MWB-6 wheel?", 1, "unanswerable_attribute", absent=["ply"]),
    U(
        M,
        "What is the new (unworn) wear pin protrusion on the MWB-6A?",
        2,
        "unanswerable_attribute",
        product="MWB-6",
        variant="A",
    ),
    U(M, "What was the heat shield screw torque when Rev C came out?", 3, "unanswerable_attribute", as_of="2023-10-01"),
    U(M, "Which grease goes on the wheel bearings of the MWB-6?", 3, "unanswerable_attribute", absent=["grease"]),
    U(
        M,
        "In 2020 what did the troubleshooting table say to do for a discoloured hub on a 6C?",
        4,
        "unanswerable_dated",
        as_of="2020-05-05",
        product="MWB-6",
        variant="C",
    ),
    # ---------------- ORX-9 oxygen regulator FIM ----------------
    A(
        O,
        "ORX-9P status light code 27 - what does it mean?",
        "aneroid altitude signal disagrees with the aircraft cabin altitude",
        "fault_code",
    ),
    A(
        O,
        "what's code 12 on the oxygen regulator self test",
        "supply pressure at the regulator inlet is below 50 psig",
        "fault_code",
    ),
    A(O, "Code 21 came up on an ORX-9PH, what part do I replace?", "P/N 9P-4410", "fault_code"),
    A(O, "blink code 14?", "control module supply voltage is below 22 V DC", "fault_code"),
    A(O, "Got code 31 on the regulator. Action?", "memory check. Replace the control module", "fault_code"),
    A(O, "ORX9PH code 35 meaning", "high-altitude relief valve opened below its minimum cracking", "fault_code"),
    A(O, "How long do I hold the press-to-test knob?", "for 3 seconds", "procedure_lookup"),
    A(
        O,
        "Status light gave three long blinks then one short. What's wrong with it?",
        "failed its internal memory check",
        "fault_code",
    ),
    A(O, "Flow indicator stays white on an ORX-9D - what kit?", "P/N 9D-1022", "troubleshooting"),
    A(
        O,
        "continuous free flow with emergency selected off, probable cause",
        "Demand valve seat contaminated",
        "troubleshooting",
    ),
    A(O, "safety pressure limits for the ORX-9PH", "2.5 to 4.0", "table_lookup"),
    A(O, "max outward leakage on the 9P in L/min", "0.015", "table_lookup"),
    A(O, "ORX-9P - at what cabin altitude does pressure breathing begin?", "28,000 ft", "table_lookup"),
    A(O, "Inlet pressure range for the diluter-demand regulator?", "50 to 450", "table_lookup"),
    A(O, "outlet pressure at 45,000 ft for the high altitude regulator", "12.0 to 14.5", "table_lookup"),
    A(O, "min O2 concentration with lever at 100%?", "not less than 98% oxygen", "value_lookup"),
    A(O, "Max pressure I can put on the regulator inlet during bench test?", "more than 600 psig", "value_lookup"),
    U(O, "What does code 22 mean on the ORX-9P?", 2, "unanswerable_code", absent=["Code 22"]),
    U(O, "ORX-9P status code 28?", 2, "unanswerable_code", absent=["Code 28"]),
    U(O, "code 13 on the oxygen regulator, meaning?", 2, "unanswerable_code", absent=["Code 13"]),
    U(
        O,
        "What's the oxygen concentration at 20,000 ft in the Normal (diluted) position for the 9D?",
        4,
        "unanswerable_attribute",
        absent=["20,000"],
    ),
    U(O, "Safety pressure range for the ORX-9E?", 4, "unanswerable_model", absent=["ORX-9E"]),
    U(O, "What is the inlet filter element part number?", 4, "unanswerable_attribute"),
    U(O, "Recalibration interval for the ORX-9P aneroid?", 2, "unanswerable_attribute", absent=["interval"]),
    U(O, "What does FLT 0412 mean on the oxygen regulator?", 2, "unanswerable_code", absent=["0412"]),
    U(O, "Pressure breathing onset altitude for the ORX-9D", 4, "unanswerable_model"),
    U(O, "What is the outlet check valve part number on the ORX-9?", 3, "unanswerable_attribute"),
    U(O, "Torque for the regulator panel mounting screws?", 3, "unanswerable_attribute", absent=["torque"]),
    U(O, "What is the weight of an ORX-9PH regulator?", 1, "unanswerable_attribute", absent=["weight", " kg", " lb"]),
    # ---------------- FDU-12 fire detection manual ----------------
    A(F, "What does FLT 0412 mean?", "Loop B short to ground.", "fault_code"),
    A(F, "FDU flt 0401 - where do I look?", "Check connector P1 pins 3 and 4", "fault_code"),
    A(
        F,
        "What indication goes with FLT 0405 on the fire det unit?",
        "DET FAIL caution; both FIRE handles inhibited",
        "fault_code",
    ),
    A(
        F,
        "fault 0431 keeps coming back, when do we pull the unit?",
        "more than 3 times in 50 flight hours",
        "fault_code",
    ),
    A(F, "What's FLT 0433?", "Alarm-point drift", "fault_code"),
    A(F, "FDU-12B showing FLT 0456, which part?", "P/N 12B-7710", "fault_code", product="FDU-12", variant="B"),
    A(F, "FLT 0452 indication on the four-loop unit", "APU FIRE test inhibited", "fault_code"),
    A(
        F,
        "What does FLT 0420 indicate and is there a caution?",
        "Supply voltage below 18 V for more than 2 s",
        "fault_code",
    ),
    A(F, "normal current draw of an FDU-12B, max?", "0.70 A", "table_lookup"),
    A(F, "FDU12A mass", "0.86 kg", "table_lookup"),
    A(F, "Which connector does the 4-loop FDU use?", "MS27473T16B26P", "part_number"),
    A(F, "loop continuity resistance limits", "2 to 12 ohms", "value_lookup"),
    A(F, "min insulation resistance for a cold detector loop", "not less than 10 megohms at 500 V DC", "value_lookup"),
    A(F, "how fast must FIRE come on once the element hits alarm temp?", "within 5 s", "value_lookup"),
    A(
        F,
        "lamp/loop test: after setting FIRE TEST to LOOPS, what's the next step?",
        "Release the switch",
        "procedure_next",
    ),
    A(F, "How many fault codes does the FDU keep in memory?", "last 32 fault codes", "value_lookup"),
    A(F, "Which ARINC label carries the FDU maintenance data?", "label 350", "value_lookup"),
    A(F, "Which FDU serials are approved for unpressurised bays?", "S/N 2500 and subsequent", "applicability"),
    U(F, "What does FLT 0403 mean on the FDU-12?", 3, "unanswerable_code", absent=["0403"]),
    U(F, "FLT 0414?", 3, "unanswerable_code", absent=["0414"]),
    U(F, "FLT 0453 on the FDU-12B", 4, "unanswerable_code", absent=["0453"], product="FDU-12", variant="B"),
    U(
        F,
        "What's FLT 0458 mean on my FDU-12A?",
        4,
        "unanswerable_effectivity",
        product="FDU-12",
        variant="A",
        absent=["0458"],
    ),
    U(F, "What does code 27 mean on the fire detection unit?", 3, "unanswerable_code", absent=["code 27"]),
    U(F, "MTBF of the FDU-12A?", 2, "unanswerable_attribute", absent=["MTBF", "mean time"]),
    U(F, "What alarm temperature are the engine loops set to?", 2, "unanswerable_attribute", absent=["deg C"]),
    U(F, "Connector part number for the FDU-12C", 2, "unanswerable_model", absent=["FDU-12C"]),
    U(F, "what's the reset temperature of the sensing element?", 2, "unanswerable_attribute"),
    U(F, "How much current does the FDU-12A draw during the loop test?", 2, "unanswerable_attribute"),
    U(
        F,
        "Maximum sensing element length per loop on the FDU-12?",
        2,
        "unanswerable_attribute",
        absent=[" ft ", "metres"],
    ),
    U(F, "What is the fire bell volume or sound level during loop test?", 4, "unanswerable_attribute", absent=["dB"]),
    # ---------------- GCU-7 CMM / IPL ----------------
    A(G, "gcu7 OH interval?", "12,000 operating hours", "interval_lookup"),
    A(G, "TBO of the military GCU-7M", "8,000 operating hours", "interval_lookup"),
    A(G, "How often should a GCU get bench tested?", "every 3,000 operating hours", "interval_lookup"),
    A(G, "GCU POR regulation voltage", "28.5 V +/- 0.3 V", "table_lookup"),
    A(G, "overvoltage trip level and timing on the GCU-7", "32.0 V, inverse time; 0.45 s at 40 V", "table_lookup"),
    A(G, "When does the GCU trip for undervoltage?", "below 22.5 V for 7 s", "table_lookup"),
    A(
        G,
        "differential trip setting on the 7A?",
        "20 A difference for 0.1 s",
        "table_lookup",
        product="GCU-7",
        variant="A",
    ),
    A(G, "reverse current trip threshold", "25 A for 0.2 s", "table_lookup"),
    A(G, "what is BITE 3-14", "Line contactor auxiliary contact disagree", "fault_code"),
    A(G, "GCU shows 2-07. What should I inspect?", "Inspect feeder cables from generator to bus", "fault_code"),
    A(G, "BITE 1-05 on gcu, meaning?", "Undervoltage trip occurred", "fault_code"),
    A(G, "BITE 4-09 on a GCU-7M - what is it telling me?", "Temperature sensor open", "fault_code"),
    A(G, "How long after the close command before 3-14 is set?", "after 150 ms", "fault_code"),
    A(G, "Which part number replaces top cover 7-2210-02?", "replaced by 7-2210-03", "part_number"),
    A(G, "regulator card P/N for the mil version", "7-3340-07", "part_number", product="GCU-7", variant="M"),
    A(G, "P/N of the differential CTs in a GCU-7A?", "7-4480-01", "part_number", product="GCU-7", variant="A"),
    A(G, "Connector receptacle P/N on the GCU-7M", "D38999/24WD35PN", "part_number", product="GCU-7", variant="M"),
    A(G, "Part number of the GCU-7A unit itself?", "GCU7-1000-02", "part_number", product="GCU-7", variant="A"),
    A(G, "field relay coil resistance", "175 ohms", "table_lookup"),
    A(
        G,
        "S/N 1450 GCU - do we replace the field relay at overhaul?",
        "the field relay is sealed and is not replaced",
        "applicability",
    ),
    A(
        G,
        "Relay 7-4105-01 can't be ordered for our S/N 1300 unit, what do we order?",
        "order the circuit card assembly instead",
        "part_number",
    ),
    U(G, "What does BITE 3-12 mean?", 3, "unanswerable_code", absent=["3-12"]),
    U(G, "BITE 5-02 on the GCU - meaning?", 3, "unanswerable_code", absent=["5-02"]),
    U(G, "gcu code 2-05?", 3, "unanswerable_code", absent=["BITE 2-05", "Code 2-05"]),
    U(G, "Differential trip setting for the standard GCU-7?", 2, "unanswerable_model", product="GCU-7"),
    U(G, "What is the overhaul interval of the GCU-9?", 2, "unanswerable_model", absent=["GCU-9"]),
    U(G, "Weight of the GCU-7A?", 2, "unanswerable_attribute", absent=[" lb", " kg", "weight"]),
    U(
        G,
        "What is the torque for the cover screws MS51957-15?",
        4,
        "unanswerable_attribute",
        absent=["torque", "lb-in", "N·m"],
    ),
    U(G, "What's the contact rating of the GCU field relay?", 5, "unanswerable_attribute", absent=["contact rating"]),
    U(
        G,
        "What's the overcurrent trip setting on the GCU-7 (not reverse current)?",
        2,
        "unanswerable_attribute",
        absent=["overcurrent"],
    ),
    U(G, "what is the calendar life limit for the GCU-7?", 2, "unanswerable_attribute", absent=["calendar", "years"]),
    U(
        G,
        "part number of the gasket behind the BITE display window?",
        5,
        "unanswerable_attribute",
        absent=["window gasket", "gasket, display"],
    ),
    U(G, "part number of the BITE display window for the GCU-7C?", 5, "unanswerable_model", absent=["GCU-7C"]),
    # ---------------- SB PGV 61-014 (Markdown, PGV-40B S/N 1200-1899) ----------------
    A(
        SBP,
        "new speeder spring P/N for PGV-40B s/n 1450?",
        "new speeder spring, P/N 40-1310-2",
        "applicability",
        product="PGV-40",
        variant="B",
        serial=1450,
    ),
    A(
        SBP,
        "Which part number replaces the 40-1312-1 spring seat washer?",
        "40-1312-3",
        "part_number",
        product="PGV-40",
        variant="B",
        serial=1230,
    ),
    A(
        SBP,
        "compliance deadline for the speeder spring SB on the 40B",
        "not later than 300 flight hours",
        "applicability",
        product="PGV-40",
        variant="B",
        serial=1777,
    ),
    A(
        SBP,
        "How long does the 61-014 spring change take?",
        "2.5 man-hours",
        "value_lookup",
        product="PGV-40",
        variant="B",
        serial=1600,
    ),
    A(SBP, "what kit number for SB 61-014", "kit K61-014", "part_number", product="PGV-40", variant="B", serial=1201),
    A(
        SBP,
        "SB 61-014 step 3 is done on our PGV-40B, what comes next?",
        "Bench test the governor per the CMM",
        "procedure_next",
        product="PGV-40",
        variant="B",
        serial=1320,
    ),
    A(
        SBP,
        "How should the governor data plate be marked after the spring SB?",
        "with 1/16 in. characters",
        "procedure_lookup",
        product="PGV-40",
        variant="B",
        serial=1899,
    ),
    A(
        SBP,
        "After how many hours did the bad speeder springs crack?",
        "600 to 900 hours",
        "value_lookup",
        product="PGV-40",
        variant="B",
        serial=1500,
    ),
    A(
        SBP,
        "Is SB 61-014 mandatory? what category",
        "Recommended",
        "applicability",
        product="PGV-40",
        variant="B",
        serial=1250,
    ),
    U(
        SBP,
        "In mid-2022, what replacement speeder spring P/N was called up for a PGV-40B S/N 1450?",
        1,
        "unanswerable_dated",
        as_of="2022-06-01",
        product="PGV-40",
        variant="B",
        serial=1450,
    ),
    U(
        SBP,
        "How many man-hours does the speeder spring retrofit take on a PGV-40B S/N 2150?",
        1,
        "unanswerable_effectivity",
        product="PGV-40",
        variant="B",
        serial=2150,
    ),
    U(
        SBP,
        "PGV-40A S/N 1400: what's the new speeder spring part number?",
        1,
        "unanswerable_effectivity",
        product="PGV-40",
        variant="A",
        serial=1400,
    ),
    U(
        SBP,
        "Compliance time for the speeder spring bulletin on a PGV-40B serial 1100?",
        1,
        "unanswerable_effectivity",
        product="PGV-40",
        variant="B",
        serial=1100,
    ),
    U(
        SBP,
        "What's the kit price for K61-014?",
        1,
        "unanswerable_attribute",
        product="PGV-40",
        variant="B",
        serial=1300,
        absent=["$", "EUR", "SEK"],
    ),
    U(
        SBP,
        "SB 61-014 labour estimate if we do it with the governor still on the engine?",
        1,
        "unanswerable_attribute",
        product="PGV-40",
        variant="B",
        serial=1300,
        absent=["installed on the engine"],
    ),
    U(
        SBP,
        "What is the wire diameter of the new 40-1310-2 spring?",
        1,
        "unanswerable_attribute",
        product="PGV-40",
        variant="B",
        serial=1440,
        absent=["wire diameter"],
    ),
    U(
        SBP,
        "lead time on the 61-014 kit?",
        1,
        "unanswerable_attribute",
        product="PGV-40",
        variant="B",
        serial=1300,
        absent=["weeks", "days"],
    ),
    # ---------------- SB FDU 26-007 (HTML, FDU-12B S/N 3000-3499) ----------------
    A(
        SBF,
        "FDU-12B S/N 3120 - what does FLT 0458 mean after the 2.4 load?",
        "APU loop fault cleared without reset",
        "fault_code",
        product="FDU-12",
        variant="B",
        serial=3120,
    ),
    A(
        SBF,
        "Which software P/N do I load for SB 26-007?",
        "12B-SW-240",
        "part_number",
        product="FDU-12",
        variant="B",
        serial=3001,
    ),
    A(
        SBF,
        "loader cable part number for the FDU software upgrade",
        "P/N 12-9001",
        "part_number",
        product="FDU-12",
        variant="B",
        serial=3250,
    ),
    A(
        SBF,
        "What confirmation time did v2.4 add on the APU loop?",
        "1.5 s confirmation time",
        "value_lookup",
        product="FDU-12",
        variant="B",
        serial=3400,
    ),
    A(
        SBF,
        "how long is the FDU 26-007 job per unit?",
        "0.8 hour per unit",
        "value_lookup",
        product="FDU-12",
        variant="B",
        serial=3499,
    ),
    A(
        SBF,
        "After loading 12B-SW-240 what's the next step?",
        "Cycle power and read the software version",
        "procedure_next",
        product="FDU-12",
        variant="B",
        serial=3333,
    ),
    A(
        SBF,
        "How do we mark the FDU plate after the software SB?",
        '"SB 26-007" using permanent ink',
        "procedure_lookup",
        product="FDU-12",
        variant="B",
        serial=3100,
    ),
    A(
        SBF,
        "FLT 0458 stored on s/n 3010 - when is action needed?",
        "more than 5 times in 100 APU hours",
        "fault_code",
        product="FDU-12",
        variant="B",
        serial=3010,
    ),
    A(
        SBF,
        "Is the FDU 2.4 software bulletin mandatory?",
        "Category: Mandatory",
        "applicability",
        product="FDU-12",
        variant="B",
        serial=3050,
    ),
    U(
        SBF,
        "FDU-12B S/N 3600: which software part number do we load for the APU latch fix?",
        1,
        "unanswerable_effectivity",
        product="FDU-12",
        variant="B",
        serial=3600,
    ),
    U(
        SBF,
        "what does FLT 0458 mean on an FDU-12A s/n 3100?",
        1,
        "unanswerable_effectivity",
        product="FDU-12",
        variant="A",
        serial=3100,
    ),
    U(
        SBF,
        "FDU-12B serial 2950: estimated time for the 26-007 software load?",
        1,
        "unanswerable_effectivity",
        product="FDU-12",
        variant="B",
        serial=2950,
    ),
    U(
        SBF,
        "What does FLT 0459 mean after the v2.4 upgrade?",
        1,
        "unanswerable_code",
        product="FDU-12",
        variant="B",
        serial=3200,
        absent=["0459"],
    ),
    U(
        SBF,
        "Which data loader model is required for SB 26-007?",
        1,
        "unanswerable_attribute",
        product="FDU-12",
        variant="B",
        serial=3200,
    ),
    U(
        SBF,
        "What was the software part number for version 2.3?",
        1,
        "unanswerable_attribute",
        product="FDU-12",
        variant="B",
        serial=3200,
        absent=["12B-SW-230"],
    ),
    U(
        SBF,
        "What is the CRC / checksum of the 12B-SW-240 load?",
        1,
        "unanswerable_attribute",
        product="FDU-12",
        variant="B",
        serial=3200,
        absent=["CRC", "checksum"],
    ),
    # ---------------- SIL ACF-12-04 (text, ACF-12H S/N 500-1499) ----------------
    A(
        SIL,
        "reduced bearing replacement interval for ACF-12H fans in hot bays",
        "6,000 operating hours",
        "interval_lookup",
        product="ACF-12",
        variant="H",
        serial=820,
    ),
    A(
        SIL,
        "acf12h fan speed in free air at 28V?",
        "11,200 rpm",
        "value_lookup",
        product="ACF-12",
        variant="H",
        serial=640,
    ),
    A(
        SIL,
        "max current draw of the high-flow fan after a minute running",
        "must not exceed 0.9 A",
        "value_lookup",
        product="ACF-12",
        variant="H",
        serial=1200,
    ),
    A(SIL, "bearing kit p/n for the 12H", "ACF-BK-12H", "part_number", product="ACF-12", variant="H", serial=999),
    A(
        SIL,
        "When does the FAN FAIL discrete go to ground?",
        "below 8,000 rpm for more than 3 seconds",
        "value_lookup",
        product="ACF-12",
        variant="H",
        serial=1010,
    ),
    A(
        SIL,
        "At what inlet air temp does the shorter bearing interval kick in?",
        "exceeds 55 deg C",
        "value_lookup",
        product="ACF-12",
        variant="H",
        serial=750,
    ),
    A(
        SIL,
        "What was the standard bearing interval before this letter for the -H fan?",
        "10,000 operating hours",
        "interval_lookup",
        product="ACF-12",
        variant="H",
        serial=700,
    ),
    A(
        SIL,
        "Fan sounds rough when coasting down - what do we do?",
        "removed for bearing replacement",
        "troubleshooting",
        product="ACF-12",
        variant="H",
        serial=1100,
    ),
    U(
        SIL,
        "bearing replacement interval for the standard ACF-12 in the forward bay?",
        1,
        "unanswerable_model",
        product="ACF-12",
        serial=800,
    ),
    U(
        SIL,
        "ACF-12H S/N 1600 in a hot bay - bearing interval?",
        1,
        "unanswerable_effectivity",
        product="ACF-12",
        variant="H",
        serial=1600,
    ),
    U(
        SIL,
        "ACF-12H airflow in cfm?",
        1,
        "unanswerable_attribute",
        product="ACF-12",
        variant="H",
        serial=900,
        absent=["cfm", "airflow"],
    ),
    U(SIL, "What's the fan speed tolerance for the ACF-12L?", 1, "unanswerable_model", absent=["ACF-12L"]),
    U(
        SIL,
        "Which grease is used in the ACF-BK-12H bearings?",
        1,
        "unanswerable_attribute",
        product="ACF-12",
        variant="H",
        serial=900,
        absent=["grease"],
    ),
    U(
        SIL,
        "Start-up current of the ACF-12H at 28 V?",
        1,
        "unanswerable_attribute",
        product="ACF-12",
        variant="H",
        serial=900,
        absent=["inrush", "start-up current", "starting current"],
    ),
]


# --------------------------------------------------------------------------------------


def norm(s: str) -> str:
    return " ".join(s.split()).casefold()


def main(out_dir: str) -> None:
    docs_dir = os.path.join(out_dir, "documents")
    os.makedirs(docs_dir, exist_ok=True)
    for name in os.listdir(docs_dir):  # regenerate cleanly
        os.remove(os.path.join(docs_dir, name))

    # pages[doc_key] -> list of (file, revision label, eff_from, eff_to, [page texts])
    pages: dict[str, list] = {}

    def add(key, file, texts, rev=None, eff_from=None, eff_to=None):
        pages.setdefault(key, []).append((file, rev, eff_from, eff_to, texts))

    def sidecar(file, meta):
        with open(os.path.join(docs_dir, file + ".meta.json"), "w", encoding="utf-8", newline="\n") as f:
            json.dump(meta, f, indent=2, ensure_ascii=False)
            f.write("\n")

    t = render_pdf(
        os.path.join(docs_dir, PGV_FILE),
        "Helvetica",
        "Norrland Aerotech  |  CMM 61-20-11  |  PGV-40 Series",
        "Rev 4, 12 Mar 2022",
        "PGV-40 Series Propeller Governor CMM",
        pgv_pages(),
    )
    add(PGV_FILE, PGV_FILE, t)
    for label, file, ef, et, rec in MWB_REVS:
        t = render_pdf(
            os.path.join(docs_dir, file),
            "Times",
            f"MWB-6 Wheel and Brake  |  CMM 32-42-16  |  {label}",
            f"{label}",
            f"MWB-6 Wheel and Brake CMM {label}",
            mwb_pages(label),
        )
        add(MWB_DOC, file, t, label, ef, et)
        sidecar(
            file,
            {
                "document": MWB_DOC,
                "version": label,
                "effective_from": ef,
                "effective_to": et,
                "recorded_at": rec,
                "applicability": {"product": "MWB-6", "variants": ["A", "C"]},
            },
        )
    t = render_pdf(
        os.path.join(docs_dir, ORX_FILE),
        "Helvetica",
        "ORX-9 Crew Oxygen Regulator  |  FIM 35-12-09",
        "Issue 2",
        "ORX-9 Oxygen Regulator Fault Isolation Manual",
        orx_pages(),
    )
    add(ORX_FILE, ORX_FILE, t)
    t = render_pdf(
        os.path.join(docs_dir, FDU_FILE),
        "Helvetica",
        "FDU-12 Fire Detection Control Unit  |  26-12-30",
        "Edition 3",
        "FDU-12 Fire Detection Control Unit Manual",
        fdu_pages(),
    )
    add(FDU_FILE, FDU_FILE, t)
    t = render_pdf(
        os.path.join(docs_dir, GCU_FILE),
        "Times",
        "GCU-7 Series Generator Control Unit  |  CMM/IPL 24-22-05",
        "Revision 7",
        "GCU-7 Generator Control Unit CMM and IPL",
        gcu_pages(),
    )
    add(GCU_FILE, GCU_FILE, t)

    for file, key, text, meta in [
        (
            SB_PGV_FILE,
            SB_PGV_DOC,
            SB_PGV_TEXT,
            {
                "version": "Original",
                "effective_from": "2022-11-14",
                "effective_to": None,
                "recorded_at": "2022-11-10T00:00:00Z",
                "applicability": {"product": "PGV-40", "variants": ["B"], "serials": [[1200, 1899]]},
            },
        ),
        (
            SB_FDU_FILE,
            SB_FDU_DOC,
            SB_FDU_TEXT,
            {
                "version": "Original",
                "effective_from": "2023-07-03",
                "effective_to": None,
                "recorded_at": "2023-06-28T00:00:00Z",
                "applicability": {"product": "FDU-12", "variants": ["B"], "serials": [[3000, 3499]]},
            },
        ),
        (
            SIL_ACF_FILE,
            SIL_ACF_DOC,
            SIL_ACF_TEXT,
            {
                "version": "Original",
                "effective_from": "2021-02-09",
                "effective_to": None,
                "recorded_at": "2021-02-05T00:00:00Z",
                "applicability": {"product": "ACF-12", "variants": ["H"], "serials": [[500, 1499]]},
            },
        ),
    ]:
        with open(os.path.join(docs_dir, file), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        sidecar(file, {"document": key, **meta})
        plain = re.sub(r"<[^>]+>", " ", text).replace("**", "") if file.endswith((".html", ".md")) else text
        add(key, file, [plain])

    # ---- questions ----
    rows = []
    for i, q in enumerate(QUESTIONS, start=1):
        revs = pages[q["doc"]]
        if q.get("as_of"):
            sel = [r for r in revs if (r[2] is None or r[2] <= q["as_of"]) and (r[3] is None or q["as_of"] < r[3])]
        else:
            sel = [revs[-1]]
        assert len(sel) == 1, (i, q["question"])
        file, _rev, _, _, texts = sel[0]
        if q["answerable"]:
            hits = [n for n, tx in enumerate(texts, start=1) if all(norm(k) in norm(tx) for k in q["answers"])]
            if len(hits) != 1:
                raise SystemExit(f"question {i} ({q['question']!r}): key found on pages {hits} of {file}")
            page = hits[0]
        else:
            page = q["page"]
            assert 1 <= page <= len(texts), (i, q["question"])
        row = {
            "id": f"st-{i:03d}",
            "question": q["question"],
            "document": q["doc"],
            "page": page,
            "answers": q["answers"],
            "answerable": q["answerable"],
            "kind": q["kind"],
        }
        for k in ("as_of", "product", "variant", "serial"):
            if k in q:
                row[k] = q[k]
        rows.append(row)
    with open(os.path.join(out_dir, "qa.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    n_pages = sum(len(r[4]) for revs in pages.values() for r in revs)
    n_ans = sum(r["answerable"] for r in rows)
    print(
        f"documents: {len(pages)} ({sum(len(v) for v in pages.values())} files, {n_pages} pages); "
        f"questions: {len(rows)} ({n_ans} answerable, {len(rows) - n_ans} unanswerable)"
    )


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))

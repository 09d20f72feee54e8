"""Short documents: a one-page .docx card and three bulletins/notices."""

from __future__ import annotations

import datetime as dt
import io
import zipfile

import docx
from docx.shared import Pt

LC_FILE = "vantor-lc700-parameter-card.docx"
LC_KEY = LC_FILE

ZIP_DATE = (2024, 3, 1, 0, 0, 0)


def build_docx(path: str, created: dt.datetime) -> None:
    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(9.5)
    d.add_heading("Vantor LC-700 Lift Controller: Parameter Quick Reference", level=0)
    d.add_paragraph(
        "Card VLS-QR-07, issue 2. Applies to LC-700 (traction) and LC-700H (hydraulic) "
        "controllers with software V5.x. Vantor Lift Systems."
    )
    d.add_heading("1  Parameters", level=1)
    rows = [
        ("Code", "Parameter", "Default", "Range", "Unit"),
        ("P01", "Rated car speed", "1.00", "0.40 to 2.50", "m/s"),
        ("P02", "Door open dwell time", "3.0", "1.0 to 20.0", "s"),
        ("P03", "Door nudging delay", "20", "10 to 60", "s"),
        ("P05", "Inspection speed", "0.30", "0.10 to 0.50", "m/s"),
        ("P06", "Levelling speed", "0.05", "0.02 to 0.10", "m/s"),
        ("P08", "Fire recall floor", "0", "0 to 31", "floor"),
        ("P09", "Parking floor (return when idle)", "0", "0 to 31", "floor"),
        ("P10", "Idle time before parking", "120", "0 to 900", "s"),
        ("P11", "Motor PTC monitoring", "On", "On, Off", "-"),
        ("P14", "Valve down delay (LC-700H only)", "0.8", "0.2 to 3.0", "s"),
    ]
    table = d.add_table(rows=len(rows), cols=5)
    table.style = "Table Grid"
    for r, values in enumerate(rows):
        for col, value in enumerate(values):
            table.cell(r, col).text = value
    d.add_paragraph(
        "P01, P05 and P06 are read at power-up only: restart the controller after changing "
        "them. On the LC-700H the rated car speed default is 0.63 m/s."
    )
    d.add_heading("2  Fault codes", level=1)
    for text in (
        "Err 21 - Door lock circuit open: check the landing door locks, starting at the floor shown.",
        "Err 24 - Safety chain open at car top: check the car-top stop switch and the slack-rope switch.",
        "Err 31 - Levelling overrun of more than 20 mm: check P06 and the brake air gap.",
        "Err 36 - Motor overtemperature (PTC): allow the motor 30 minutes to cool before reset.",
        "Err 40 - Oil temperature above 70 °C (LC-700H only): reduce trips per hour; check the oil cooler.",
    ):
        d.add_paragraph(text, style="List Bullet")
    d.add_heading("3  Access", level=1)
    d.add_paragraph(
        "Open the parameter menu by holding ESC and ENTER together for 5 s. The level 2 access "
        "code is required for P08 to P14."
    )
    props = d.core_properties
    props.author = "Vantor Lift Systems"
    props.last_modified_by = "Vantor Lift Systems"
    props.title = "LC-700 Parameter Quick Reference"
    props.revision = 2
    props.created = created
    props.modified = created
    props.last_printed = created
    buf = io.BytesIO()
    d.save(buf)
    _rezip(buf.getvalue(), path)


def _rezip(data: bytes, path: str) -> None:
    """Rewrite the package with fixed zip timestamps so output is byte-identical."""
    src = zipfile.ZipFile(io.BytesIO(data))
    with zipfile.ZipFile(path, "w") as out:
        for info in src.infolist():
            new = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
            new.compress_type = zipfile.ZIP_DEFLATED
            new.external_attr = 0o644 << 16
            out.writestr(new, src.read(info.filename))


# ---------------------------------------------------------------------------
SB_FILE = "SB-KPS-2024-03.md"
SB_META = {
    "document": "SB-KPS-2024-03",
    "version": "1",
    "effective_from": "2024-04-15",
    "effective_to": None,
    "recorded_at": "2024-04-15T00:00:00Z",
    "applicability": {
        "product": "KG",
        "variants": ["KG-100", "KG-100S"],
        "serials": [[2210400, 2211899]],
    },
}
SB_TEXT = """# Service Bulletin SB-KPS-2024-03

**Kestrel Power Systems Ltd.** | Issued 2024-04-15 | Category: Recommended

## Subject

Unwanted low coolant level shutdowns (AL-07) caused by water getting into the
connector of the coolant level sensor.

## Applicability

| Model   | Serial numbers       |
|---------|----------------------|
| KG-100  | 2210400 to 2211899   |
| KG-100S | 2210400 to 2211899   |

This bulletin does **not** apply to KG-60, KG-60S or KG-150T generating sets. KG-100
and KG-100S sets outside the serial range above were built with the sealed
connector and need no action.

## Background

The two-pin connector X21 of the coolant level sensor on the radiator top tank was
not sealed on early production. Condensation and washing water can cause a short
between the pins, which the controller reads as low coolant level.

## Action

1. Select OFF on the controller and open the battery isolator.
2. Cut off connector X21 and fit the sealed harness kit **KP-SB2403-K**.
3. Fill both halves of the new connector with dielectric grease KP-DG10 before mating.
4. Fix the harness to the coolant pipe with two cable ties, at least 100 mm away from
   the exhaust.
5. Close the isolator and unplug the sensor: AL-07 must appear within 10 s. Plug it
   back in and reset.

## Compliance

Carry out at the next scheduled service, but not later than 2024-12-31.

## Warranty

Labour allowance 0.8 h per set, claim code W-2403. Parts are free of charge.
"""

# ---------------------------------------------------------------------------
FN_FILE = "VPS-FN-0917.html"
FN_META = {
    "document": "VPS-FN-0917",
    "version": "1",
    "effective_from": "2024-07-02",
    "effective_to": None,
    "recorded_at": "2024-07-02T00:00:00Z",
    "applicability": {
        "product": "Atlas",
        "variants": ["Atlas 20", "Atlas 20 XR"],
        "serials": [[4410000, 4412499]],
    },
}
FN_TEXT = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Field Notice VPS-FN-0917</title>
</head>
<body>
<h1>Field Notice VPS-FN-0917: false &quot;Battery test failed&quot; warnings</h1>
<p>Veridian Power Systems &ndash; Date: 2024-07-02 &ndash; Priority: Recommended</p>
<h2>Affected products</h2>
<table>
<tr><th>Model</th><th>Serial numbers</th><th>Affected firmware</th></tr>
<tr><td>Atlas 20</td><td>4410000 to 4412499</td><td>3.4.0 and 3.4.1</td></tr>
<tr><td>Atlas 20 XR</td><td>4410000 to 4412499</td><td>3.4.0 and 3.4.1</td></tr>
</table>
<p>Not affected: the Atlas 10 and the Atlas 30 HD, which use a different battery
management firmware, and any unit already running firmware 3.4.2 or later.</p>
<h2>Symptom</h2>
<p>After the automatic battery test the UPS shows W:3 although the batteries are good.
It happens mostly when the battery test interval S07 is set shorter than 14 days.</p>
<h2>Corrective action</h2>
<ol>
<li>Download update package VF-FW-342 from the Veridian partner portal.</li>
<li>Transfer the load to the maintenance bypass switch Q3.</li>
<li>Insert the USB stick into service port X9 and select SERVICE &gt; UPDATE.</li>
<li>The update takes about 14 minutes. Do not switch off the UPS during the update.</li>
<li>Check that SERVICE &gt; INFO shows version 3.4.2, clear the event log and run a
manual battery test.</li>
<li>Return the load from maintenance bypass to the inverter.</li>
</ol>
<p><strong>Do not replace batteries because of W:3 on affected units until the firmware
has been updated.</strong></p>
<h2>Time allowance</h2>
<p>0.5 h per unit, claim code FN917.</p>
</body>
</html>
"""

# ---------------------------------------------------------------------------
RN_FILE = "AM-RN-271.txt"
RN_META = {
    "document": "AM-RN-271",
    "version": "2.7.1",
    "effective_from": "2024-05-20",
    "effective_to": None,
    "recorded_at": "2024-05-20T00:00:00Z",
    "applicability": {
        "product": "ST",
        "variants": ["ST-80", "ST-80D"],
        "serials": [[8040100, 8040999]],
    },
}
RN_TEXT = """AURELIS MEDTECH GMBH - FIRMWARE RELEASE NOTES
Document AM-RN-271
Controller firmware 2.7.1 for Steriklav ST-80 and ST-80D
Release date: 2024-05-20

APPLICABILITY
  Models:  ST-80, ST-80D
  Serials: 8040100 to 8040999
  The ST-40 and the ST-160 use a different controller board. They are NOT covered
  by this release and must not be loaded with this file.

CHANGES
  1. Vacuum leak test (T2): acceptance limit tightened to 1.1 mbar/min.
  2. New error E07/3 "Leak test invalid: chamber temperature not stable".
     Remedy: leave the door closed for 15 min so the chamber stabilises, then
     repeat T2.
  3. Default drying time for P1 to P4 raised to 15 min. Values already changed by
     the user are kept.
  4. Fixed: printout showed the wrong date after 29 February.
  5. Fixed: E01/2 appeared briefly when the door was opened.

INSTALLATION
  - Bootloader 1.9 or later is required. Check it in SERVICE > INFO.
  - Copy ST80_FW_271.bin to an SD card formatted FAT32 (max. 32 GB).
  - Installation takes about 6 minutes. Do not switch off the steriliser.
  - Afterwards run T1 and T2 and record the firmware version in the logbook.

KNOWN ISSUES
  - Service tool STS 3.2 cannot read cycle logs from 2.7.1. Use STS 3.3 or later.
"""

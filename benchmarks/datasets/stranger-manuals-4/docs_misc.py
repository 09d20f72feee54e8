"""Short documents: a .docx checklist and three service bulletins / notices.

All companies, products, serial numbers and values are invented.
"""

import datetime
import io
import zipfile

from docx import Document
from docx.shared import Pt

DOCX_FILE = "Corvina_PreDelivery_Inspection.docx"
DOCX_DATE = datetime.datetime(2023, 4, 3, 8, 0, 0, tzinfo=datetime.UTC)
ZIP_DATE = (2023, 4, 3, 8, 0, 0)


def _normalise_zip(data):
    """Rewrite a zip with fixed member timestamps so the bytes are reproducible."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            info = zipfile.ZipInfo(item.filename, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o600 << 16
            dst.writestr(info, src.read(item.filename))
    return out.getvalue()


def build_docx():
    doc = Document()
    style = doc.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(10)
    props = doc.core_properties
    props.author = "Tessary Marine Dealer Services"
    props.last_modified_by = "Tessary Marine Dealer Services"
    props.title = "Corvina Pre-Delivery Inspection"
    props.created = DOCX_DATE
    props.modified = DOCX_DATE
    props.last_printed = DOCX_DATE
    props.revision = 3
    doc.add_heading("Corvina Outboard Pre-Delivery Inspection", level=1)
    doc.add_paragraph(
        "Form TM-PDI-07, issue 3. Complete this checklist for every new Corvina outboard before it is "
        "handed over. The dealer keeps the signed form for 5 years."
    )
    doc.add_heading("1 Rigging checks", level=2)
    rigging = [
        ("Check", "Specification"),
        ("Transom mounting bolts (M12)", "45 Nm, with backing plate"),
        ("Mounting height", "Anti-ventilation plate 0 to 25 mm above the hull bottom"),
        ("Battery cables, run up to 3 m", "16 mm²"),
        ("Battery cables, run 3 m to 5 m", "25 mm²"),
        ("Steering play at the helm", "Maximum 10 mm at the wheel rim"),
        ("Remote control", "Engine starts only with the lever in neutral"),
    ]
    table = doc.add_table(rows=0, cols=3)
    table.style = "Table Grid"
    for number, (check, spec) in enumerate(rigging):
        cells = table.add_row().cells
        cells[0].text = check
        cells[1].text = spec
        cells[2].text = "OK" if number == 0 else ""
    doc.add_heading("2 Running checks", level=2)
    doc.add_paragraph(
        "Run the engine on a flushing device or in a test tank. The tell-tale stream must appear within "
        "20 s of starting. With the kill-switch lanyard pulled the engine must stop at once. Check the "
        "warm idle speed against the service manual and confirm that the full-throttle speed is inside the "
        "specified range with the customer's usual load on board."
    )
    doc.add_heading("3 Customer handover", level=2)
    doc.add_paragraph(
        "Explain the break-in: during the first 10 hours vary the throttle and avoid sustained full throttle. "
        "The first oil and gearcase lubricant change is due at 20 hours. Show the owner how to flush the "
        "cooling system with fresh water after use in salt water."
    )
    doc.add_paragraph("Dealer signature: ____________    Date: ____________")
    buf = io.BytesIO()
    doc.save(buf)
    return _normalise_zip(buf.getvalue())


BULLETINS = {}

BULLETINS["SB-HB-0412.md"] = (
    {
        "document": "SB-HB-0412",
        "version": "Issue 1",
        "effective_from": "2023-05-08",
        "effective_to": None,
        "recorded_at": "2023-05-08T00:00:00Z",
        "applicability": {"product": "HB", "variants": ["HB-7", "HB-11"], "serials": [[5200, 7849]]},
    },
    """# Service Bulletin SB-HB-0412

**Brindlecourt Energy Systems - HomeBolt HB Series wall chargers**

- **Subject:** Main contactor K1 - replacement of contactors that may weld
- **Issue:** 1
- **Date:** 8 May 2023
- **Category:** Mandatory

## Applicability

| Model | Serial numbers |
|-------|----------------|
| HB-7  | 5200 to 7849   |
| HB-11 | 5200 to 7849   |

This bulletin does **not** apply to the HB-7S or to the HB-22. Units with serial numbers
below 5200 or from 7850 onward were built with a different contactor batch and need no action.

## Reason

Contactors from supplier batch 22-41 can weld after repeated switching under load. A welded
contactor is reported as fault F06 and the charger locks out.

## Required action

1. Read the firmware version in the HomeBolt Installer app. If it is older than 2.6.3,
   update to 2.6.3 or later before continuing.
2. Isolate the supply and wait 90 seconds before opening the power compartment.
3. Replace contactor K1 with the bulletin kit:
   - HB-7: contactor kit BES-51126 (2-pole)
   - HB-11: contactor kit BES-51127 (4-pole)
4. Tighten the contactor terminal screws to 2.0 Nm.
5. Run the functional test, then mark the serial number label with a green dot.

## Compliance

Complete within 6 months of the bulletin date or at the next service visit, whichever comes first.

## Warranty

Labour allowance 0.8 h per unit. Use claim code WC-412.
""",
)

BULLETINS["TN-QS-117.html"] = (
    {
        "document": "TN-QS-117",
        "version": "Revision 2",
        "effective_from": "2024-01-22",
        "effective_to": None,
        "recorded_at": "2024-01-22T00:00:00Z",
        "applicability": {
            "product": "QS",
            "variants": ["QS-2410P", "QS-4820XP"],
            "serials": [[3100000, 3158999]],
        },
    },
    """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>TN-QS-117 PoE ports power-cycle connected devices</title>
</head>
<body>
<h1>Technical Notice TN-QS-117</h1>
<p><strong>Quellnet Networks</strong> &ndash; QS Series managed switches<br>
Subject: PoE ports briefly power-cycle connected devices<br>
Revision 2, 22 January 2024</p>

<h2>Affected products</h2>
<table border="1">
<tr><th>Model</th><th>Serial numbers</th><th>Firmware</th></tr>
<tr><td>QS-2410P</td><td>3100000 to 3158999</td><td>3.2.0 to 3.2.4</td></tr>
<tr><td>QS-4820XP</td><td>3100000 to 3158999</td><td>3.2.0 to 3.2.4</td></tr>
</table>
<p>The QS-2410 and QS-4820X have no PoE and are not affected. Switches from serial number
3159000 onward leave the factory with firmware 3.2.5.</p>

<h2>Symptom</h2>
<p>Every 40 to 90 minutes a PoE port removes power for about 2 s, so IP phones, cameras and
access points restart. The log shows no ERR-110 entry.</p>

<h2>Cause</h2>
<p>Class 4 powered devices are re-classified during a periodic power audit.</p>

<h2>Resolution</h2>
<ol>
<li>Upgrade to firmware 3.2.5 using the normal upgrade procedure.</li>
<li>If the upgrade cannot be done yet and the switch runs 3.2.4, enter
<code>poe power-up-mode 802.3at</code> on the affected ports as a workaround.</li>
<li>On 3.2.0 to 3.2.3, set <code>poe priority critical</code> on the affected ports; this reduces
but does not stop the restarts.</li>
</ol>
</body>
</html>
""",
)

BULLETINS["SB-CV-2024-07.txt"] = (
    {
        "document": "SB-CV-2024-07",
        "version": "Original issue",
        "effective_from": "2024-07-15",
        "effective_to": None,
        "recorded_at": "2024-07-15T00:00:00Z",
        "applicability": {
            "product": "Corvina",
            "variants": ["Corvina 60 EFI", "Corvina 90 EFI"],
            "serials": [[1040100, 1046999]],
        },
    },
    """TESSARY MARINE SERVICE BULLETIN
===============================
Bulletin number : SB-CV-2024-07
Date            : 15 July 2024
Subject         : High-pressure fuel line clamp - inspection and replacement

MODELS AFFECTED
  Corvina 60 EFI    serial numbers 1040100 to 1046999
  Corvina 90 EFI    serial numbers 1040100 to 1046999

NOT AFFECTED
  The Corvina 40 (carburetted) and the Corvina 90 EFI CT use a different fuel line and
  are not affected. Engines outside the serial range above are not affected.

DESCRIPTION
  The spring clamp on the high-pressure fuel line at the fuel rail inlet can crack.
  A cracked clamp may allow fuel to seep under pressure.

ACTION
  1. Relieve the fuel pressure: remove the fuel pump relay and crank the engine for 5 s.
  2. Inspect the clamp at the fuel rail inlet for cracks.
  3. Replace the clamp with the screw clamp P/N 32-FC1180, whatever its condition.
  4. Tighten the clamp screw to 3.5 Nm.
  5. Refit the relay, switch the key ON and check for leaks before starting.

COMPLIANCE
  Before the next use of the engine and in any case by 31 December 2024.

PARTS
  32-FC1180  Clamp, fuel line, screw type   Qty 1 (Corvina 60 EFI), Qty 2 (Corvina 90 EFI)

LABOUR
  0.5 h (Corvina 60 EFI), 0.7 h (Corvina 90 EFI)
""",
)

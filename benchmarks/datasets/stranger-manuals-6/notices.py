"""Three short notices: a Markdown service bulletin, an HTML field notice and a plain-text technical note."""

import html
import json
import re

SB_FILE = "sb-efx-23-07.md"
FN_FILE = "fn-0419.html"
TN_FILE = "tn-tl-0612.txt"

SB_META = {
    "document": "SB-EFX-23-07",
    "version": "Issue 1",
    "effective_from": "2023-06-12",
    "effective_to": None,
    "recorded_at": "2023-06-09T00:00:00Z",
    "applicability": {"product": "EFX", "variants": ["EFX-20", "EFX-25"], "serials": [[51000, 51899], [52100, 52240]]},
}
FN_META = {
    "document": "FN-0419",
    "version": "Rev 1",
    "effective_from": "2022-11-07",
    "effective_to": None,
    "recorded_at": "2022-11-03T00:00:00Z",
    "applicability": {"product": "RTX", "variants": ["RTX-048", "RTX-060"], "serials": [[2207100, 2209450]]},
}
TN_META = {
    "document": "TN-TL-0612",
    "version": "1.0",
    "effective_from": "2023-03-20",
    "effective_to": None,
    "recorded_at": "2023-03-16T00:00:00Z",
    "applicability": {"product": "TL", "variants": ["TL-250M", "TL-320"], "serials": [[8800, 9349]]},
}

SB_TEXT = """# Service Bulletin SB-EFX-23-07 - Tilt cylinder hose chafing

**Issued:** 2023-06-12 | **Issue:** 1 | **Category:** Recommended - complete at the next scheduled service

## Applicability

| Model  | Serial numbers                  |
|--------|---------------------------------|
| EFX-20 | 51000 to 51899, 52100 to 52240  |
| EFX-25 | 51000 to 51899, 52100 to 52240  |

Not applicable to EFX-16 or EFX-30 trucks (different hose routing), or to any truck with a serial number
outside the ranges above. Trucks with a black clip stamped "23-07" at the mast pivot were corrected at the factory.

## Problem

On the trucks listed, the left-hand tilt cylinder supply hose can rub against the mast pivot bracket at full
forward tilt. The outer cover wears through over time and the hose can burst, with sudden loss of tilt hold.

## Action

1. Lower the forks, tilt the mast fully back, switch the key off and pull the battery connector.
2. Inspect the LH tilt hose where it passes the mast pivot bracket. If the wire braid is visible, replace the hose
   (part HL-61882) before fitting the clips.
3. Fit the two guide clips from kit HL-SB2307 to the bracket, routing the hose on the outside of the bracket.
4. Tighten the M8 clip bolts to 9 Nm.
5. With the truck switched on, tilt fully forward and back three times and confirm at least 10 mm clearance between
   hose and bracket through the whole stroke.
6. Mark the clips with paint and record the bulletin number in the truck's service log.

## Parts

| Part      | Description                                  | Note                      |
|-----------|----------------------------------------------|---------------------------|
| HL-SB2307 | Kit: 2 guide clips, 2 M8 bolts, 2 lock washers | One kit per truck       |
| HL-61882  | Tilt cylinder hose, LH                        | Only if the braid is exposed |

## Warranty

Labour allowance 0.6 h per truck, or 1.1 h if the hose is replaced. Claim code W-2307.
Claims are accepted until 2024-06-30.
"""

FN_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Field Notice FN-0419 - Condenser fan run capacitor</title>
</head>
<body>
<h1>Field Notice FN-0419: Condenser fan run capacitor, early failure</h1>
<p><b>Norvane Climate Systems</b> - Rev 1 - issued 2022-11-07</p>
<h2>Units affected</h2>
<p>SkyTemp RTX-048 and RTX-060 rooftop units with serial numbers 2207100 through 2209450.</p>
<p>This notice does <b>not</b> apply to the RTX-036, which uses a different fan motor and capacitor lot, nor to the
RTX-072, nor to units outside the serial range above.</p>
<h2>Symptoms</h2>
<ul>
<li>Condenser fan hums or fails to start, most often on hot afternoons.</li>
<li>Fault E07 or E04 on the NC-40 controller.</li>
<li>Capacitor case swollen or leaking.</li>
</ul>
<h2>Cause</h2>
<p>Capacitors from supplier lot 2207 are rated for 70 &deg;C and were mounted close to the compressor discharge line,
where they run hotter than their rating.</p>
<h2>Action</h2>
<ol>
<li>Isolate power and discharge the capacitor through a 20 kohm resistor.</li>
<li>Measure the capacitance. Replace it at once if it reads below 4.5 &micro;F or the case is swollen; otherwise
replace it at the next scheduled maintenance visit.</li>
<li>Fit the replacement capacitor NV-52301R (5 &micro;F, 440 V, rated 85 &deg;C) on the new mounting bracket
NV-52390 on the control box partition, away from the discharge line.</li>
<li>Do not fit standard NV-52301 capacitors from stock to the units listed.</li>
</ol>
<h2>Warranty</h2>
<p>Parts and 0.5 h labour are covered for work completed by 2024-12-31. Claim under reference FN0419.</p>
</body>
</html>
"""

TN_TEXT = """BRENNMARK WERKZEUGMASCHINEN - TECHNICAL NOTE TN-TL-0612
Control firmware 4.2.1 for TL series turning centres
Issue 1.0, 2023-03-20

APPLIES TO
  TL-250M and TL-320, serial numbers 8800 to 9349, with CPU board BMK-CPU4.

DOES NOT APPLY TO
  TL-250 (CPU board BMK-CPU3; stay on firmware 3.9.x).
  Machines with serial 9350 and above (shipped with 4.2.1).
  Machines below serial 8800 (older CPU board; contact Brennmark service).

CHANGES IN 4.2.1
  - Fixes false AL-1007 TURRET INDEX TIMEOUT when the turret indexes straight after a tool change
    with cold hydraulic oil. The turret clamp confirm time is extended from 2.0 s to 2.6 s.
  - TL-250M: live tool acceleration ramp smoothed, reducing AL-1020 at start-up.
  - Default of parameter P1620 changed from 120 ms to 100 ms for new installations. Existing
    parameter values are kept by the update.
  - New operator setting SET 70, spindle load display filter (default 0.5 s).

PREREQUISITES
  Bootloader 2.0 or later (SYSTEM > VERSION > BOOT). Machines with bootloader 1.x must first be
  updated by a Brennmark service engineer.

PROCEDURE
  1. Back up all parameters and part programs to USB (SYSTEM > BACKUP).
  2. Copy TL421.BIN to the root folder of a FAT32 USB stick of 32 GB or less.
  3. Switch the control off, insert the stick in the front-panel port, hold RESET and switch on.
  4. The update takes about 12 minutes. Do not switch off; progress is shown in percent.
  5. After the restart, check that SYSTEM > VERSION shows 4.2.1 build 3317.
  6. Reference all axes and run warm-up program O9001 before production.

DOWNGRADE
  Not supported in the field. Contact Brennmark service.
"""


def build(out_dir):
    for fname, text, meta in ((SB_FILE, SB_TEXT, SB_META), (FN_FILE, FN_HTML, FN_META), (TN_FILE, TN_TEXT, TN_META)):
        (out_dir / fname).write_text(text, encoding="utf-8")
        (out_dir / f"{fname}.meta.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")


def html_text(raw):
    """Visible text of the field notice: tags removed, entities decoded."""
    raw = re.sub(r"<head>.*?</head>", " ", raw, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", raw))

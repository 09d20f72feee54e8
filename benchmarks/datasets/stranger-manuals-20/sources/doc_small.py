# ruff: noqa: E501
"""Small invented documents: HTML quick guide (with sidecar), Markdown field notes
and a plain-text inspection card (no sidecars)."""

QUICK_GUIDE_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sonavel SV Series - Operator Quick Guide SNV-QG-012</title>
<style>
body { font-family: Arial, sans-serif; max-width: 50em; margin: 1em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #888; padding: 0.2em 0.6em; text-align: left; }
.warn { border-left: 4px solid #c00; padding-left: 0.6em; }
</style>
</head>
<body>
<header>
<p>Sonavel Industrial AB</p>
<h1>SV Series Ultrasonic Cleaning Tanks - Operator Quick Guide</h1>
<p>Document SNV-QG-012, version 1.3, September 2022. For models SV-40, SV-90 and SV-160.</p>
</header>

<section id="before">
<h2>1. Before you start</h2>
<ul>
<li>Check that the drain valve is closed and the basket is in the tank.</li>
<li>Fill with water and cleaning agent up to the MAX mark. Mix the agent at 2 to 5 %.</li>
<li>Switch on at the main switch. The green lamp lights when the unit is ready.</li>
</ul>
</section>

<section id="degas">
<h2>2. Degassing fresh liquid</h2>
<ol>
<li>Press DEGAS. The green lamp flashes while degassing runs.</li>
<li>Keep the lid closed until the green lamp stops flashing.</li>
<li>Degas again after every refill, but not after topping up by less than 10 %.</li>
</ol>
</section>

<section id="run">
<h2>3. Running a cleaning programme</h2>
<ol>
<li>Select a programme P1 to P9 with the arrow keys.</li>
<li>Wait until the bath has reached the set temperature (amber lamp off).</li>
<li>Lower the loaded basket slowly into the bath.</li>
<li>Press START. Typical cleaning times are 5 to 15 minutes.</li>
<li>When the buzzer sounds, lift the basket out and let the parts drain over the tank.</li>
</ol>
<p>Factory setting of programme P1: 55 °C, 10 minutes, sweep on.</p>
</section>

<section id="agents">
<h2>4. Bath temperature by cleaning agent</h2>
<table>
<tr><th>Agent</th><th>For</th><th>Bath temperature</th></tr>
<tr><td>SonaClean A</td><td>Steel and stainless steel</td><td>50 to 60 °C</td></tr>
<tr><td>SonaClean N</td><td>Aluminium, brass, zinc die-cast</td><td>40 to 50 °C</td></tr>
<tr><td>Clean water only</td><td>Rinsing</td><td>30 to 40 °C</td></tr>
</table>
</section>

<section id="load">
<h2>5. Maximum basket load</h2>
<table>
<tr><th>Model</th><th>SV-40</th><th>SV-90</th><th>SV-160</th></tr>
<tr><td>Basket load, maximum</td><td>10 kg</td><td>25 kg</td><td>45 kg</td></tr>
</table>
</section>

<section id="lamps">
<h2>6. Lamp signals</h2>
<table>
<tr><th>Lamp</th><th>Meaning</th></tr>
<tr><td>Green, steady</td><td>Ready</td></tr>
<tr><td>Green, flashing</td><td>Degassing in progress</td></tr>
<tr><td>Amber, steady</td><td>Heating to set temperature</td></tr>
<tr><td>Red, steady</td><td>Error - read the E code on the display and call service</td></tr>
<tr><td>Red, flashing</td><td>Unit locked after repeated error - service reset needed</td></tr>
</table>
</section>

<section id="rules" class="warn">
<h2>7. Do not</h2>
<ul>
<li>Do not switch on ultrasound with the tank empty or below the MIN mark.</li>
<li>Do not reach into the bath while ultrasound is on.</li>
<li>Do not use flammable solvents.</li>
<li>Do not lay parts directly on the tank bottom.</li>
</ul>
</section>

<section id="daily">
<h2>8. End of shift</h2>
<p>Skim off floating oil, switch off the heater if the bath is not needed the next morning, and close the lid.
Change the bath at least every 40 operating hours.</p>
</section>
<footer><p>SNV-QG-012 v1.3 - Sonavel Industrial AB</p></footer>
</body>
</html>
"""

FIELD_NOTES_MD = """# AquaRing LR - field service notes

Collected by the Brennmoor field service team, north region. Informal notes, not a controlled document.
Where these notes and the maintenance manual BFS-MM-0412 differ, the manual applies.

## Shims and clearances

- Shim sets come in 0.05 mm steps. Take two sets to every clearance job; one is never enough on an LR-310.
- Measure the float three times and take the middle reading. Dial gauge magnets slip on wet baseplates.
- On pumps with the HB impeller (see bulletin BFS-SB-2024-03) do not set clearance to the manual figures.

## Seal water

- Rotameter FI-1 floats stick in hard-water areas. Tap the glass gently before reading.
- Cooling-tower water in summer is often 28 to 30 °C at the pump. Check the inlet temperature before blaming the pump for poor vacuum.
- A rattling noise at deep vacuum is cavitation until proven otherwise. First check that V5 is open.

## Visit log (extract)

| Date | Site | Pump | Finding | Action |
|------|------|------|---------|--------|
| 2023-02-14 | Hallam paper mill | LR-310 AR3101322 | Rattling at 45 mbar, seal water 29 °C | Opened V5 half a turn; client to add chiller |
| 2023-06-02 | Dunmore dairy | LR-150 AR1500871 | A14 at every start | Replaced SV1 coil |
| 2023-09-19 | Carrow brickworks | LR-220 AR2205411 | Impeller rubbing after cold start | Reset clearance, later covered by SB-2024-03 |
| 2024-01-23 | Ellis timber kiln | LR-220 AR2203987 | A12 bearing temperature | Over-greased; removed surplus, relief plug out 30 min |

## Tools to carry

- Dial gauge with magnetic base, 0.01 mm
- Torque wrench 40 to 340 Nm
- Spare tab washers for every frame size (they are single-use)
- Strainer element BFS-7710-015 (fits LR-150 and LR-220)
"""

INSPECTION_CARD_TXT = """KESTREL DS SERIES DOUGH SHEETER - WEEKLY INSPECTION CARD
Card KBE-IC-04, for DS-520 / DS-640 / DS-640A
Fill in one card per machine per week. Keep cards for 2 years.

Machine serial: ____________    Week no.: ____    Inspector: ____________

ITEM  CHECK                                         ACCEPT IF                               OK / FAIL
 1    Roller guard switches S1 and S2               Rollers stop within 1.5 s of lifting    [ ]
 2    Emergency stop S0                             All drives stop, brake holds            [ ]
 3    Foot switch (DS-640, DS-640A only)            Belts run only while pedal held         [ ]
 4    Belt tracking, both tables                    Belt edge within 5 mm of edge mark      [ ]
 5    Scraper blades                                Edge wear less than 2 mm, no nicks      [ ]
 6    Roller gap at 1.0 mm setting                  Feeler 1.0 mm passes, 1.1 mm does not   [ ]
 7    Power cable and plug                          No cuts, strain relief tight            [ ]
 8    Flour build-up on motor fan cover             Cover clean                             [ ]

If any item fails: hang tag KBE-T-01 "OUT OF SERVICE" on the main switch, unplug the machine
and inform the bakery supervisor the same day. Do not use the machine until a Kestrel
technician or the site fitter has signed the repair below.

Do not oil the rollers. Do not check item 1 with a hand under the guard - use the test
rod KBE-T-02.

Repair signed: ____________   Date: ________
"""


def quick_guide_html():
    meta = {
        "document": "SNV-QG-012",
        "version": "v1.3",
        "effective_from": "2022-09-01",
        "effective_to": None,
        "recorded_at": "2022-08-25T00:00:00Z",
        "applicability": {
            "product": "Sonavel SV industrial ultrasonic cleaning tank",
            "variants": ["SV-40", "SV-90", "SV-160"],
        },
    }
    return QUICK_GUIDE_HTML, meta


def field_notes_md():
    return FIELD_NOTES_MD, None


def inspection_card_txt():
    return INSPECTION_CARD_TXT, None

# ruff: noqa: E501
"""Three small invented documents: HTML quick guide, Markdown field notes, plain-text inspection card."""

# ---------------------------------------------------------------- HTML quick guide (with sidecar)
SAL = {
    "company": "Salinor Pool Systems",
    "docno": "SAL-QG-SC",
    "version": "v2.1",
    "product": "Salinor salt chlorinator",
    "variants": ["SC-40", "SC-60"],
}

SAL_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Salinor SC-40 / SC-60 Salt Chlorinator - Quick Service Guide</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; max-width: 760px; margin: 2em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #999; padding: 3px 8px; text-align: left; }
.warn { border-left: 4px solid #c00; padding-left: 8px; }
</style>
</head>
<body>
<h1>Salinor SC-40 / SC-60 Salt Chlorinator - Quick Service Guide</h1>
<p>Document SAL-QG-SC, version 2.1, valid from 1 July 2022. Salinor Pool Systems.</p>

<h2>1. Model data</h2>
<table>
<tr><th>Item</th><th>SC-40</th><th>SC-60</th></tr>
<tr><td>Max. pool volume</td><td>40 m&sup3;</td><td>60 m&sup3;</td></tr>
<tr><td>Chlorine output at 100 %</td><td>8 g/h</td><td>12 g/h</td></tr>
<tr><td>Cell current at 100 %</td><td>5.0 A</td><td>7.5 A</td></tr>
<tr><td>Min. flow through cell</td><td>3 m&sup3;/h</td><td>4.5 m&sup3;/h</td></tr>
<tr><td>Replacement cell</td><td>83-040C</td><td>83-060C</td></tr>
</table>

<h2>2. Water balance</h2>
<table>
<tr><th>Parameter</th><th>Range</th></tr>
<tr><td>Salt</td><td>3000 - 4500 ppm, ideal 3500 ppm</td></tr>
<tr><td>pH</td><td>7.2 - 7.6</td></tr>
<tr><td>Cyanuric acid (outdoor pools only)</td><td>30 - 50 ppm</td></tr>
<tr><td>Water temperature for full output</td><td>above 15 &deg;C</td></tr>
</table>
<p>Below 15 &deg;C the controller reduces the output to protect the cell coating.</p>

<h2>3. Routine care</h2>
<ul>
<li>Check the salt reading on the display weekly.</li>
<li>Inspect the cell for scale every 2 months.</li>
<li>If scale is visible, soak the cell in 1 part hydrochloric acid to 10 parts water for no more than 10 minutes, then rinse.</li>
<li>Replace the flow switch 83-FS2 every 5 years.</li>
</ul>
<p>The cell changes polarity every 4 hours (adjustable 2 to 8 hours). Reversing the current makes the scale that has built up on one set of plates flake off again, so most cells need acid cleaning only rarely.</p>

<div class="warn">
<h3>Do not</h3>
<ul>
<li>Do not add salt through the skimmer or the pump basket; spread it in the deep end.</li>
<li>Do not scrape the cell plates with metal tools.</li>
<li>Do not run the cell without flow. Never bypass the flow switch.</li>
</ul>
</div>

<h2>4. Error codes</h2>
<table>
<tr><th>Code</th><th>Meaning</th><th>What to do</th></tr>
<tr><td>Err 1</td><td>Salt low, below 2700 ppm</td><td>Add salt; 1 kg raises 10 m&sup3; by about 100 ppm.</td></tr>
<tr><td>Err 2</td><td>Salt high, above 5000 ppm</td><td>Partly drain and refill with fresh water.</td></tr>
<tr><td>Err 3</td><td>No flow</td><td>Check the pump, the filter and the flow switch cable.</td></tr>
<tr><td>Err 4</td><td>Cell over-temperature, water above 40 &deg;C</td><td>Output stops until the water cools below 38 &deg;C.</td></tr>
<tr><td>Err 5</td><td>Cell current low</td><td>Clean the cell; if the code returns, the cell is at end of life.</td></tr>
</table>
</body>
</html>
"""

# ---------------------------------------------------------------- Markdown field notes (no sidecar)
MD_NAME = "aquadose_field_notes.md"
MD_TEXT = """# Field notes - AquaDose FX installs, north region

R. Okafor, service technician, Brenmoor Agritech. Personal notes, kept between 2022 and 2024.
Not an official document; the service manual BAT-SM-FX-07 always wins.

## Sites

| Site | Model | Serial | Commissioned | Notes |
|------|-------|--------|--------------|-------|
| Hollins Nursery, bay 3 | FX-3 | AD3021550 | 2022-09-14 | acid on ch. 3, nitric 38 % |
| Marsh Lane Growers | FX-4 | AD4021020 | 2023-02-02 | inverter capped at 42 Hz |
| Tamsin Leaf Ltd. | FX-2 | AD2019877 | 2023-05-22 | sample line cut to 2 m |
| Oldcastle Herbs | FX-3 | AD3022310 | 2024-03-11 | borehole water, disc filter 120 micron |

## Things that keep coming up

- Injectors go after the disc filter, never before it. Grit from borehole water scours the venturi
  throat within weeks, and the dosing rate creeps up without any alarm.
- Keep the EC/pH sample line short. At Tamsin Leaf a 9 m line gave about 40 s of dead time, and the
  EC loop hunted up and down until we shortened it to 2 m.
- Marsh Lane runs the FX-4 booster inverter capped at 42 Hz; above that the drip lines at the far
  end of the house spurt.
- At Hollins the growers like the alarm delay at 90 s rather than the default, because the first
  minute after a valve change always gives a dip in EC.
- Van stock: 2 x pH probe 62-1105, 1 x check-valve kit 62-2203, spare strap wrench, buffer 4.01 and
  7.00, 1.41 mS/cm solution.

## Winter

Marsh Lane keeps the plant room at 6 °C minimum with a frost heater, so we do not drain there.
Everywhere else: drain loop, pump and injectors in November.
"""

# ---------------------------------------------------------------- plain-text inspection card (no sidecar)
TXT_NAME = "ardent_ic44_inspection_card.txt"
TXT_TEXT = """ARDENT RESCUE EQUIPMENT
INSPECTION CARD IC-44  -  card revision 2, January 2023
Hydraulic spreader SP-44 and hydraulic cutter CU-30
=====================================================

TOOL DATA
  SP-44 spreader:  max. spreading force 44 kN, spreading distance 720 mm, mass 19.8 kg
  CU-30 cutter:    max. cutting force 300 kN, blade opening 180 mm, mass 16.4 kg
  Rated working pressure (both tools): 720 bar
  Hydraulic fluid: Ardent AR-10 mineral oil only

AFTER EACH USE
  1. Clean couplers, check for damage and fit the dust caps.
  2. Check hoses: no cuts, bulges or visible braid.
  3. Check spreader tips for cracks; replace the tips when the teeth are worn flat.
  4. Close the cutter and measure the gap at the blade tips with a feeler gauge: max. 1.0 mm.
  5. Open and close each tool fully twice; look for leaks at the control valve.

MONTHLY
  - Power unit oil level between MIN and MAX, with both tools closed.
  - Relief valve check at the test port: gauge must read 710 to 730 bar.
  - Grease the spreader arm pivots: 2 strokes of lithium EP2 grease per nipple.

EVERY 12 MONTHS
  - Full service and load test by an Ardent-authorised workshop.

REJECT (tag the tool OUT OF SERVICE) IF
  - any crack is found in a blade or a spreader arm,
  - the blade tip gap exceeds 1.0 mm,
  - a hose shows visible braid,
  - oil leaks faster than 1 drop per minute at any joint.

DO NOT
  - Do not connect or disconnect couplers under pressure.
  - Do not cut pressurised gas struts, airbag inflators or gas cylinders.
  - Do not store the tools fully closed; leave the arms or blades 3 to 5 mm open.

Signed: ____________   Date: ________   Tool serial: ________
"""

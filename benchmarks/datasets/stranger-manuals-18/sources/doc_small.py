# ruff: noqa: E501
"""Small documents: HTML quick guide (BHS-HJ-QG), Markdown field notes and a plain-text
inspection card.  Everything here is invented."""

QG = dict(
    key="BHS-HJ-QG",
    version="Rev 2",
    effective_from="2021-06-01",
    effective_to=None,
    recorded_at="2021-05-24T00:00:00Z",
    product="Trailer drain jetter",
    variants=["HJ-40", "HJ-60", "HJ-80"],
)

QG_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>HJ Series Jetter - Quick Start Guide (BHS-HJ-QG Rev 2)</title>
</head>
<body>
<header>
<p>Brannock Hydro Services Co. | BHS-HJ-QG | Rev 2 | Operator quick guide for HJ-40, HJ-60 and HJ-80</p>
</header>
<h1>HJ Series Trailer Jetter - Quick Start Guide</h1>
<p>Keep this guide in the document tube on the trailer drawbar. Service data is in manual BHS-HJ-SM.</p>

<h2>1. Before you start</h2>
<ul>
<li>Park on level ground, apply the handbrake and chock one wheel.</li>
<li>Fill the tank through the air-gap inlet until the float gauge reads FULL.</li>
<li>Check pump oil in the sight glass: it should be clear amber and up to the red dot.</li>
<li>Check the jetting hose for cuts, bulges and damaged couplings.</li>
<li>Place the traffic cones and the manhole guard before lifting the cover.</li>
</ul>

<h2>2. Choosing a nozzle</h2>
<table>
<tr><th>Pipe diameter</th><th>HJ-40</th><th>HJ-60</th><th>HJ-80</th></tr>
<tr><td>50 to 100 mm</td><td>1/4 in, size 040</td><td>1/4 in, size 050</td><td>not recommended</td></tr>
<tr><td>100 to 150 mm</td><td>1/4 in, size 045</td><td>3/8 in, size 055</td><td>3/8 in, size 065</td></tr>
<tr><td>150 to 300 mm</td><td>not recommended</td><td>3/8 in, size 060</td><td>1/2 in, size 070</td></tr>
</table>
<p>Rotating nozzles must be fitted with the bypass plug for HJ-40; without it the nozzle does not reach its speed.</p>

<h2>3. Starting up</h2>
<ol>
<li>Open the tank outlet valve V2.</li>
<li>Set the throttle to idle and start the engine; let it warm up for 2 minutes.</li>
<li>Feed the hose into the pipe until the nozzle is at least 1 m inside.</li>
<li>Engage the pump with the clutch switch, then raise the throttle to full.</li>
<li>Open the jet valve with the foot pedal or remote and let the nozzle pull itself up the pipe.</li>
<li>Reel the hose back slowly so that the rear jets flush the debris towards you.</li>
</ol>

<h2>4. Limits to watch</h2>
<table>
<tr><th>Item</th><th>Limit</th></tr>
<tr><td>Running with the jet valve closed (bypass)</td><td>no more than 5 minutes</td></tr>
<tr><td>Running with an empty tank</td><td>no more than 30 seconds</td></tr>
<tr><td>Water temperature in tank</td><td>40 °C maximum</td></tr>
<tr><td>Distance for radio remote</td><td>100 m, line of sight</td></tr>
</table>

<h2>5. Shutting down</h2>
<ol>
<li>Close the jet valve and reel in the hose, guiding it evenly across the drum.</li>
<li>Reduce to idle and disengage the pump clutch.</li>
<li>Let the engine idle for 1 minute before switching off.</li>
<li>Lock the hose reel and close the tank lid before moving the trailer.</li>
</ol>

<h2>6. Never</h2>
<ul>
<li>Never point the nozzle out of the pipe while the jet valve is open.</li>
<li>Never hold the jetting hose by hand at the manhole without the hose guide roller.</li>
<li>Never leave a running unit unattended at the roadside.</li>
</ul>
<p>Why the rear jets matter: the nozzle is driven forward by its rear-facing jets, and the same jets carry the loosened debris back to the manhole, which is why the hose is reeled in slowly instead of being pulled out quickly.</p>
<footer><p>BHS-HJ-QG Rev 2, effective 2021-06-01. Page 1 of 1.</p></footer>
</body>
</html>
"""

FIELD_NOTES_NAME = "cvp_field_notes.md"
FIELD_NOTES = """# Field notes - Corvane CVP packers (north region)

Kept by the regional service technician. Informal notes, not an official Corvane document.
Values here are what I saw on site; the manual and bulletins take precedence.

## 2022-03-08 - fish processor, line 2 (CVP-540, CV5401122)

- E02 twice a shift. Lid gasket torn at the rear left corner; operators slide the trays in along the gasket.
- Fitted a new CV-22-0160 gasket and showed the crew how to lift trays over the edge.
- Pump oil milky. They never run the conditioning cycle. Ran it 20 min, oil cleared, no change needed.

## 2022-06-21 - bakery (CVP-520, CV5200418)

- E10 at the end of every cycle. Vent valve Y2 seat sticky with sugar dust.
- Cleaned the seat with warm water only, no solvent. Coil measured 44 Ohm, inside the band.
- Suggested they vacuum the dust off the top of the machine weekly.

## 2022-11-02 - ready-meal plant (CVP-540, CV5401530)

- SB-014 done: both elements to CV-31-0415, stainless screws, seal time 3.1 s.
- Customer asked about the gas flush: their machine has no option G, so no gas regulator to set.
- Tip: the peel test is easiest with a pouch cut into 25 mm strips across the seal.

## 2023-04-17 - cheese maker (CVP-520, CV5200902)

- E08 warnings in the afternoon only. Machine pushed against the wall, no gap behind it.
- Pulled it out to give the 100 mm gap, cleaned the fins. No E08 since.
- Oil changed to the new VG 46 grade after full drain, per Rev C.

## General tips

- The reference gauge CV-90-0030 needs its own calibration every 12 months; the due date is on the sticker inside the case lid.
- Take a spare Y2 coil on bakery visits; sugar dust gets into the coil housing too.
- When E13 shows after a power cut, reload from the service key before touching any seal times.
"""

CARD_NAME = "tl_daily_inspection_card.txt"
CARD = """STRATA ROADLINE - THERMOLINE DAILY PRE-START INSPECTION CARD
Models: TL-200 / TL-300 / TL-300S          Card SRE-IC-02
Complete before lighting the burners. Tick each item, sign at the bottom.
Report any NO answer to the supervisor before the machine leaves the depot.

GAS
[ ] Cylinders upright, strap closed, no more than two connected
[ ] Hose date stamp checked - replace if older than 5 years
[ ] Leak fluid applied to all joints - no bubbles
[ ] Regulator gauge reads 1.5 bar (TL-200) or 2.0 bar (TL-300 / TL-300S) with burners lit

KETTLE AND AGITATOR
[ ] Kettle lid closes and latches
[ ] Two spare brass shear pins in the tool box
[ ] Thermometer or controller reads within 5 °C of the hand probe

MACHINE
[ ] Tyre pressures: TL-200 2.0 bar, TL-300 2.5 bar, TL-300S front 2.5 / rear 3.0 bar
[ ] Engine oil level between the marks (TL-300 / TL-300S)
[ ] Bead hopper lid seal intact; bead gun vented before opening (TL-300S)

SAFETY KIT
[ ] 6 kg dry powder extinguisher, gauge needle in the green
[ ] Burns kit with cooling gel, in date
[ ] Face visor and heat-resistant gauntlets for each operator

Signed ______________________   Date __________   Machine serial SR_______
Keep completed cards for 12 months.
"""

# ruff: noqa: E501
"""HTML quick guide, Markdown field notes and plain-text inspection card (all invented)."""

# ---------------------------------------------------------------- HTML quick guide
VT_KEY = "VT-QG-110"
VT_VERSION = ("v2.1", "VT-QG-110.html", "2022-04-01", None, "2022-03-28T00:00:00Z")
VT_PRODUCT = "Velotube PT-110 pneumatic tube station"
VT_VARIANTS = ["PT-110", "PT-110S"]

VT_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Velotube PT-110 Station - Quick Guide (VT-QG-110 v2.1)</title>
</head>
<body>
<header>
<p>Velotube Systems Oy</p>
<h1>PT-110 Pneumatic Tube Station - Quick Guide</h1>
<p>Document VT-QG-110, version 2.1, valid from 2022-04-01. Models PT-110 (standard) and PT-110S (secure delivery with PIN).</p>
</header>

<h2>1. Station data</h2>
<table>
<tr><th>Item</th><th>PT-110</th><th>PT-110S</th></tr>
<tr><td>Carrier outer diameter</td><td>110 mm</td><td>110 mm</td></tr>
<tr><td>Carrier length, max.</td><td>350 mm</td><td>350 mm</td></tr>
<tr><td>Carrier load, max.</td><td>2.5 kg</td><td>2.5 kg</td></tr>
<tr><td>Transport speed</td><td>5 to 7 m/s</td><td>5 to 7 m/s</td></tr>
<tr><td>Soft-landing speed</td><td>1.5 m/s</td><td>1.5 m/s</td></tr>
<tr><td>Receive bin capacity</td><td>3 carriers</td><td>5 carriers</td></tr>
<tr><td>PIN delivery</td><td>no</td><td>yes, 4-digit PIN</td></tr>
<tr><td>Station supply</td><td>24 V DC from the line controller</td><td>24 V DC from the line controller</td></tr>
</table>

<h2>2. Sending a carrier</h2>
<ol>
<li>Put the items in the carrier and close both latches until they click.</li>
<li>Check that the carrier is not heavier than the maximum load in table 1.</li>
<li>Enter the 3-digit destination number on the keypad. On a PT-110S, enter the 4-digit PIN of the receiver after the destination.</li>
<li>Insert the carrier into the send tube with the lid end first.</li>
<li>Press SEND. The green lamp flashes while the carrier waits for the line and goes out when it has left.</li>
</ol>

<h2>3. Rules</h2>
<ul>
<li>Do not send liquids unless they are in a sealed leak-proof bag inside the carrier.</li>
<li>Do not send a carrier with a latch open or a cracked shell.</li>
<li>Do not open the station door while the yellow TRANSIT lamp is lit.</li>
<li>Do not put hands or objects into the send tube.</li>
</ul>

<h2>4. Display codes</h2>
<table>
<tr><th>Code</th><th>Meaning</th><th>What to do</th></tr>
<tr><td>E-31</td><td>Line blocked: carrier did not arrive within 90 s</td><td>Do not send further carriers. Call the maintenance team, who will locate the carrier with the line controller.</td></tr>
<tr><td>E-34</td><td>Receive bin full</td><td>Empty the receive bin; the station accepts carriers again after 5 s.</td></tr>
<tr><td>E-40</td><td>Blower over-temperature at the line controller</td><td>Wait for the blower to cool down; the code clears by itself. Report if it occurs more than twice a day.</td></tr>
<tr><td>E-52</td><td>Diverter position not confirmed</td><td>Press CLEAR once. If the code returns, take the station out of use and call maintenance.</td></tr>
<tr><td>E-61</td><td>PIN not entered within 60 s at receiver (PT-110S)</td><td>The carrier is held in the secure bin. Enter the PIN, or ask the sender to resend the PIN notification.</td></tr>
</table>

<h2>5. Care</h2>
<table>
<tr><th>Task</th><th>Interval</th></tr>
<tr><td>Wipe the send tube and receive bin with a disinfectant wipe</td><td>Daily</td></tr>
<tr><td>Check carrier felt rings for wear and tears</td><td>Weekly</td></tr>
<tr><td>Replace carrier felt rings (part VT-FR-110)</td><td>Every 6 months or when worn below 2 mm</td></tr>
<tr><td>Check the door seal of the station</td><td>Monthly</td></tr>
</table>
<p>Carriers with worn felt rings travel faster and land harder, which stresses the latches.</p>

<footer>
<p>Velotube Systems Oy - VT-QG-110 v2.1 - page 1 of 1</p>
</footer>
</body>
</html>
"""

# ---------------------------------------------------------------- Markdown field notes
MD_NAME = "field_notes_proofers.md"

MD_TEXT = """# Field notes - Thermaroll PR-12 / PR-24 roll-in proofers

Technician: R. Okonkwo, regional service. Notes kept for the team, not an official Thermaroll document.

## Setpoints we use on site

| Product | Model | Temperature | Humidity | Typical time |
|---|---|---|---|---|
| White tin bread | PR-24 | 38 °C | 82 % RH | 55 min |
| Croissant (laminated) | PR-12 | 27 °C | 75 % RH | 120 min |
| Brioche | PR-12 | 30 °C | 80 % RH | 90 min |
| Wholemeal rolls | PR-24 | 36 °C | 85 % RH | 45 min |

Croissants stay below 28 °C on purpose: above that the butter layers start to melt and run out of the dough, and the pastry loses its layers.

## Humidifier pan

- Descale the humidifier pan every 4 weeks in hard-water areas (above 14 °dH), every 8 weeks elsewhere.
- Scale on the heating element insulates it, so the element runs hotter to boil the same water and the thermal fuse trips. Most "no humidity" call-outs we get are really scale.
- Float valve on the pan: the water level should sit 15 mm below the overflow. Higher than that and water splashes onto the floor of the cabinet.
- Use the citric acid descaler (Thermaroll TR-DS-1). We stopped using the hydrochloric one after it pitted two stainless pans at the Hollins Road site.

## Common faults seen this year

- Door gasket torn at the bottom hinge corner on PR-24 - racks clip it when rolled in crooked. Replacement gasket TR-DG-24, fit with the seam at the top.
- RH sensor drifting high by about 5 % after 2 years. Calibrate against the handheld reference; replace the sensor (TR-RH-02) if it is out by more than 4 %.
- Fan motor bearing noise on PR-12 units built before 2019. Replace the whole fan motor (TR-FM-12), bearings alone are not sold.

## Checks at every visit

1. Door closes and latches without slamming; gasket touches all round (paper test).
2. Drain under the cabinet is clear - pour 1 litre of water in and watch it run away.
3. Temperature display agrees with the reference probe within 1 °C.
4. Humidity reaches setpoint within 15 minutes from cold.

## Why we fitted the drip tray heaters

On the PR-24 at the Castle Street bakery the condensate in the drip tray was freezing overnight in winter because the unit backs onto an unheated loading bay. The ice pushed the tray up against the fan shroud. The 40 W tray heater (TR-TH-40) keeps the tray above freezing when the proofer is off.
"""

# ---------------------------------------------------------------- plain-text inspection card
TXT_NAME = "inspection_card_wp500.txt"

TXT_TEXT = """KESSLER WELDTECH - WP-500 WELDING POSITIONER
INSPECTION CARD  IC-WP500-02
Keep this card at the positioner. Sign each check.

RATINGS (see nameplate)
  Rated load ........................ 500 kg
  Centre of gravity offset, max ..... 150 mm from table face
  Eccentricity, max ................. 100 mm from rotation axis
  Tilt range ........................ 0 to 135 degrees
  Rotation speed .................... 0.1 to 2.0 rpm
  Welding current through ground .... 600 A max at 60 % duty

DAILY (before first use)
  [ ] Table clamps and chuck jaws undamaged, no cracks
  [ ] Foot pedal returns to STOP when released
  [ ] Emergency stop stops rotation and tilt
  [ ] Ground cable and clamp tight, insulation undamaged
  [ ] Tilt brake holds loaded table at 90 degrees without creep

WEEKLY
  [ ] Rotary ground brush length - replace when worn to 8 mm
  [ ] Tilt gearbox oil level at sight glass (middle mark)
  [ ] Table backlash at the rim - max 0.5 degrees
  [ ] Clean spatter from table slots and chuck

EVERY 6 MONTHS
  [ ] Change tilt gearbox oil (ISO VG 220, 1.2 litre)
  [ ] Check table mounting bolts - torque 85 N.m
  [ ] Check base anchor bolts - torque 120 N.m

DO NOT
  - Do not exceed the rated load or the centre of gravity offset.
  - Do not weld with the ground cable clamped to the table rim; use the ground stud.
  - Do not tilt beyond 90 degrees with a load over 350 kg.
  - Do not stand under a tilted table.

FAULT? Tag the positioner OUT OF USE and call maintenance, ext. 4412.
"""

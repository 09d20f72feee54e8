# ruff: noqa: E501
"""Texts of the HTML quick guide, the Markdown field notes and the plain-text inspection card (invented)."""

# ---------------------------------------------------------------------------------------------------------
# HTML quick guide (has a sidecar)
# ---------------------------------------------------------------------------------------------------------
QG_KEY = "OKT-QG-0032"
QG_FILE = "okt-qg-0032_vaporchef_quick_guide.html"
QG_META = {
    "document": QG_KEY,
    "version": "Rev 4",
    "effective_from": "2023-01-10",
    "effective_to": None,
    "recorded_at": "2023-01-05T00:00:00Z",
    "applicability": {"product": "VaporChef VC Combi Steamer", "variants": ["VC-61", "VC-101", "VC-201"]},
}

QG_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>VaporChef VC - Daily Quick Guide (OKT-QG-0032 Rev 4)</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; max-width: 46em; margin: 2em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #888; padding: 0.2em 0.6em; text-align: left; }
.warn { border-left: 4px solid #c00; padding-left: 0.8em; }
</style>
</head>
<body>
<header>
<p>Ostervik Kitchen Systems GmbH</p>
<h1>VaporChef VC-61 / VC-101 / VC-201 Daily Quick Guide</h1>
<p>Document OKT-QG-0032, Rev 4, valid from 10 January 2023. For kitchen staff.</p>
</header>

<h2>1. Start of the day</h2>
<ol>
<li>Open the water tap behind the appliance fully.</li>
<li>Switch on at the main switch. The display shows the software version for 3 seconds.</li>
<li>The steam generator fills and heats up. Ready appears after about 8 minutes on the VC-61 and VC-101 and after about 12 minutes on the VC-201.</li>
<li>Before the first load of the day, preheat for at least 10 minutes.</li>
</ol>

<h2>2. Cleaning programmes</h2>
<p>Choose the programme by how dirty the cavity is. Put the cleaner tabs in the tray on the cavity floor, wearing gloves and goggles.</p>
<table>
<tr><th>Programme</th><th>Use it</th><th>Duration</th><th>Tabs VC-61</th><th>Tabs VC-101</th><th>Tabs VC-201</th></tr>
<tr><td>Rinse</td><td>Light soiling, between batches</td><td>12 min</td><td>0</td><td>0</td><td>0</td></tr>
<tr><td>Light</td><td>After steaming vegetables or fish</td><td>45 min</td><td>1</td><td>1</td><td>2</td></tr>
<tr><td>Medium</td><td>After roasting or grilling</td><td>90 min</td><td>2</td><td>2</td><td>3</td></tr>
<tr><td>Strong</td><td>Heavy grease, end of the week</td><td>150 min</td><td>3</td><td>4</td><td>6</td></tr>
</table>
<p>If the cavity is hotter than 70 &deg;C when you start a cleaning programme, the appliance cools down first. This adds up to 15 minutes.</p>

<h2>3. Do not</h2>
<ul class="warn">
<li>Do not hose down the appliance, the control panel or the floor under the rear louvres.</li>
<li>Do not use scouring pads, oven spray or caustic products on the door glass or the gasket.</li>
<li>Do not open the door during a cleaning programme. If you must, stop the programme first and wait for the rinse message.</li>
<li>Do not put cleaner tabs into a hot cavity by hand without gloves.</li>
</ul>

<h2>4. If an error shows</h2>
<table>
<tr><th>Display</th><th>What you can do</th></tr>
<tr><td>Err 20</td><td>Let the appliance cool for 30 minutes with the door open, then switch on again.</td></tr>
<tr><td>Err 25</td><td>Close the door firmly. If the message stays, call service.</td></tr>
<tr><td>Err 34</td><td>Check that the water tap is fully open, then press OK to retry.</td></tr>
<tr><td>Err 36</td><td>Switch off, wait 10 minutes and switch on again.</td></tr>
<tr><td>Any other code</td><td>Write down the code and call service. Do not switch the appliance off and on repeatedly.</td></tr>
</table>
<p>If Err 34 or Err 36 comes back the same day, call service.</p>

<h2>5. End of the day</h2>
<ol>
<li>Run the cleaning programme that matches the day's work.</li>
<li>Wipe the door gasket with a soft cloth and mild detergent.</li>
<li>Switch off. The steam generator drains by itself.</li>
<li>Leave the door ajar overnight so that the cavity and the gasket can dry.</li>
<li>Close the water tap if the kitchen is closed for more than two days.</li>
</ol>
<footer><p>OKT-QG-0032 Rev 4 - Page 1 of 1</p></footer>
</body>
</html>
"""

# ---------------------------------------------------------------------------------------------------------
# Markdown field notes (no sidecar)
# ---------------------------------------------------------------------------------------------------------
MD_FILE = "hydra-dock_field_notes.md"
MD_TEXT = """# Field notes - Hydra-Dock HD levellers, north depot round

Technician: T. Mabaso. Notes kept for the service team, winter and spring 2023. Not an official Brannock
document; where these notes and the service manual BLS-SM-2208 disagree, the manual wins.

## Visit log

| Date | Site | Model | Serial | Complaint | What was done |
|------|------|-------|--------|-----------|---------------|
| 2023-02-07 | Coldline DC, door 4 | HD-80 | HD8031150 | Slow raise in the morning, P04 | Changed to cold-store oil HVLP 15; raise now 9 s |
| 2023-02-21 | Marrow Foods, door 11 | HD-100 | HD1044207 | P03 after the utility worked on the supply | Swapped L1 and L2 at the isolator |
| 2023-03-09 | Pellan Logistics, door 2 | HD-60 | HD6018833 | Lip sinks under load | Fitted lip cylinder seal kit BL-22035-S |
| 2023-04-18 | Coldline DC, door 6 | HD-80 | HD8031162 | P07 comes and goes | Sensor plug full of water; new plug, sealed with heat-shrink |
| 2023-05-03 | Harbrook Cash and Carry, door 1 | HD-100 | HD1044310 | Bumpers worn about 30 mm | Replaced both bumpers, BL-50412 |

## Lowering times measured (empty, full stroke)

| Model | Site | Measured | Oil temperature |
|-------|------|----------|-----------------|
| HD-60 | Pellan, door 2 | 13 s | 18 C |
| HD-80 | Coldline, door 4 | 21 s | 2 C |
| HD-100 | Marrow, door 11 | 16 s | 20 C |

The HD-80 at Coldline is slow because of the cold oil, not because of a fault; it came back to 14 s on a
warm afternoon.

## Tips

- P07 in cold-store and wash-down pits is nearly always water in the sensor plug. The plug hangs at the
  lowest point of the pit, so condensate runs into it. Tie the cable up to the pit wall with the plug
  above the loop, and the water drips off the loop instead.
- Velocity fuse test on your own: put a strip of tape on the pit wall level with the platform edge
  before opening V3, then measure the drop from the tape afterwards.
- Relief adjuster: a quarter turn is roughly 10 bar on the HD-80. Go in small steps and read the gauge
  each time.
- Carry 8 L of HVLP 15 in the van from November to March.
- P14 shows even when the strut is only partly out of its clip. Push it fully home before looking for
  anything else.
- The lip hinge nipples on the HD-100 are hard to reach behind the toe guard; a 300 mm flexible grease
  hose makes it a five-minute job.

## Open items

- Coldline door 6: check the new plug again at the next visit.
- Harbrook: customer asked about a pit heater kit for door 1. Quote sent for the HD-100 kit.
"""

# ---------------------------------------------------------------------------------------------------------
# Plain-text inspection card (no sidecar)
# ---------------------------------------------------------------------------------------------------------
TXT_FILE = "hx50_weekly_inspection_card.txt"
TXT_TEXT = """TREVANNE HX-50 / HX-50D  WEEKLY INSPECTION CARD                         Card TWS-IC-07
Laminate this card and keep it at the pump. One line per week.

Pump serial: ______________   Week: ______   Inspector: ______________

No. CHECK                                     LIMIT / ACCEPTANCE                          OK?
--- ----------------------------------------- ------------------------------------------- ---
 1  Bleed-down valve test                     gauge falls to 0 bar in 10 s or less         [ ]
 2  Weep holes, 5 min watch, pump running     no drips at any weep hole                    [ ]
 3  Inlet filter dP                           below 1.0 bar; change cartridges at 1.0 bar  [ ]
 4  Oil level, pump stopped for 10 min        between LOW and MAX marks                    [ ]
 5  Oil temperature after 1 h at full load    40 to 50 C typical; report if over 52 C      [ ]
 6  HP tubing and clamps                      no chafe marks, no loose clamps              [ ]
 7  Attenuator body temperature               hand-warm; report if hotter than 45 C        [ ]
 8  Stroke rate at full flow (HMI screen 3)   HX-50: 36 to 42 /min                         [ ]
                                              HX-50D: 18 to 21 /min per intensifier
 9  Noise at stroke reversal                  even click, no knocking                      [ ]
10  Hour meter                                record the reading                           [ ]

IF A CHECK FAILS
- Weep hole drips (check 2): book a seal change within 24 h of running. Do not wait
  for the next seal interval.
- Stroke rate above the range (check 8) with dry weep holes: suspect a check valve; tell the
  service engineer at the next visit.
- Bleed-down valve slow (check 1): stop, lock out and report. Do not use the pump until the valve
  has been replaced.

Completed cards go to the maintenance office every month and are kept for 2 years.
"""

# ruff: noqa: E501
"""HTML quick guide (with sidecar), Markdown field notes and a plain-text inspection card (no sidecars).
All invented."""

HTML_META = dict(
    key="BTW-QG-14",
    file="btw-qg-14-tm-quick-guide.html",
    version="v2.1",
    effective_from="2022-04-04",
    effective_to=None,
    recorded_at="2022-03-30T00:00:00Z",
    product="TM Series Power Pipe Threading Machine",
    variants=["TM-250", "TM-400", "TM-400H"],
)

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>TM Series Quick Guide - Cutting a thread (BTW-QG-14 v2.1)</title>
<style>
body { font-family: Arial, Helvetica, sans-serif; max-width: 52em; margin: 2em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #888; padding: 0.2em 0.6em; text-align: left; }
.warn { border: 2px solid #000; padding: 0.5em; }
</style>
</head>
<body>
<header>
<p>Brennard Tool Works &middot; Quick Guide BTW-QG-14 &middot; version 2.1 &middot; 2022-04-04</p>
<h1>TM Series quick guide: cutting a thread</h1>
</header>
<p>For operators of the TM-250, TM-400 and TM-400H. Service and repair work is described in the service manual BTW-SVC-0815.</p>

<h2>Before you start</h2>
<ul>
<li>Check the cutting oil level: it must be visible between MIN and MAX on the sight glass.</li>
<li>Check that the chasers match the pipe size and thread type.</li>
<li>Support any pipe longer than 2 m with pipe stands at both ends.</li>
<li>Make sure the foot switch lies flat where you can step off it at once.</li>
</ul>

<h2>Cutting a thread</h2>
<ol>
<li>Open both chucks and push the pipe through the rear centring chuck.</li>
<li>Close the front chuck by spinning the handwheel, then give it one firm jerk to grip the pipe.</li>
<li>Lower the die head and set the size bar to the pipe size.</li>
<li>Press the foot switch and turn the carriage handwheel with light pressure until the chasers take hold, usually after two or three turns.</li>
<li>Let the die head feed itself. Keep the oil flowing over the chasers.</li>
<li>When the pipe end is flush with the end of the chasers, open the die head with the clamp lever while the spindle is still turning.</li>
<li>Release the foot switch, wind the carriage back and swing the die head up.</li>
<li>Ream the pipe end with the reamer, then deburr the outside if needed.</li>
</ol>

<h2>Thread lengths (taper pipe thread)</h2>
<table>
<tr><th>Pipe size</th><th>Thread length</th><th>Note</th></tr>
<tr><td>1/2 inch</td><td>19 mm</td><td></td></tr>
<tr><td>3/4 inch</td><td>20 mm</td><td></td></tr>
<tr><td>1 inch</td><td>24 mm</td><td></td></tr>
<tr><td>1-1/4 inch</td><td>25 mm</td><td></td></tr>
<tr><td>1-1/2 inch</td><td>25 mm</td><td></td></tr>
<tr><td>2 inch</td><td>26 mm</td><td></td></tr>
<tr><td>3 inch</td><td>37 mm</td><td>TM-400 and TM-400H only</td></tr>
<tr><td>4 inch</td><td>40 mm</td><td>TM-400 and TM-400H only</td></tr>
</table>

<h2>TM-400H display</h2>
<table>
<tr><th>Display</th><th>Meaning</th></tr>
<tr><td>--</td><td>Ready, no speed range selected</td></tr>
<tr><td>Lo</td><td>Low speed range (12 rpm) selected</td></tr>
<tr><td>Hi</td><td>High speed range (26 rpm) selected</td></tr>
<tr><td>E1 to E9</td><td>Error: stop work and call service</td></tr>
</table>

<h2>Do not</h2>
<div class="warn">
<ul>
<li>Do not wear gloves near the turning pipe.</li>
<li>Do not hold the pipe by hand while it turns.</li>
<li>Do not switch the TM-400H between Lo and Hi while the spindle turns.</li>
<li>Do not leave the machine with the plug connected.</li>
</ul>
</div>
<footer><p>&copy; Brennard Tool Works. Quick guide only; the service manual takes precedence.</p></footer>
</body>
</html>
"""

MD_FILE = "ozg-field-notes.md"
MD = """# OZG field notes - southern region

Informal notes kept by R. Okafor, field service engineer. Not an official Aquozon document; the service manual AQZ-SM-210 takes precedence.

## 2023-03-14 Elmbridge waterworks, OZG-40 (AQ4400187)

- A-101 active on arrival; dew point reading -55 °C. The concentrator dryer purge valve was stuck. Freed it and the dew point came back to -66 °C after 40 minutes.
- Brown film on 3 of the 24 tubes. Cleaned with IPA and refitted all of them.
- Destruct catalyst changed (30-4410). Hour meter at 21 340 h.

## 2023-06-02 Hollin Brook, OZG-10 (AQ1100052)

- T-141 heater failure. Heater element measured open circuit, should be 52 ohm. Replaced it from van stock.
- Customer asked about running on dried air instead of concentrator oxygen. Told them not without written Aquozon approval.

## 2023-09-20 Marsh Lane pool plant, OZG-20 (AQ2200311)

- Outlet flange weeping; portable detector read 0.06 ppm at the flange. Re-torqued to 35 N·m. The 24 h re-tighten after installation had never been done.
- Cooling water strainer half blocked with sand. Recommended cleaning it monthly at this site instead of every 3 months.

## Van stock

| Item | Part | Qty |
|---|---|---|
| Tube fuse clip | 30-2250 | 12 |
| Feed gas inlet filter element | 30-3100 | 2 |
| Cover gasket, PTFE | 30-6010 | 4 |
| Destruct heater element | 30-4120 | 1 |

## Tips

- A cracked tube shows a thin bright line when you shine a torch along the glass.
- After any A-101, log the peak dew point: the tube inspection interval is halved (footnote d of Table 4-1 in the manual).
- Always take two spare cover gaskets; in my experience they tear on removal about one time in three.
"""

TXT_FILE = "kh-daily-inspection-card.txt"
TXT = """KALVENOR KH-30 / KH-50 - DAILY INSPECTION CARD                Card KTS-IC-07
Fill in at the start of every shift. Sign, and hand the cards to maintenance every Friday.

No  CHECK                                   EXPECTED / LIMIT                          OK?
1   Coolant level in expansion tank         between MIN and MAX                       [ ]
2   Coolant conductivity (display P-05)     below 8 µS/cm                             [ ]
3   Filter differential pressure            below 0.6 bar                             [ ]
4   Coolant supply temperature B1           18 to 30 °C before RF ON                  [ ]
5   Plant water valves V1 and V2            fully open                                [ ]
6   Cabinet doors                           closed and locked                         [ ]
7   Cabinet air filter mats                 no visible dust layer                     [ ]
8   Emergency stop test                     F15 must appear on the display            [ ]
9   Work head hoses                         no leaks, no kinks, no chafing            [ ]
10  Lamp test (hold key T)                  RF ON lamp lights                         [ ]

Conductivity 8 µS/cm or more: inform maintenance the same day.
Filter differential pressure 0.6 bar or more: ask maintenance to change the filter.
If any check fails: do not switch on RF power; tag the generator OUT OF SERVICE.

Shift: ______   Date: __________   Operator: ________________   Signature: __________
"""

# ruff: noqa: E501
"""Calloway HemaStore blood bank refrigerators - technical note published as an HTML page. All invented."""

from .common import meta

KEY = "CBC-HS-TN-07"
PRODUCT = "Calloway HemaStore blood bank refrigerator"
VARIANTS = ["BR-450", "BR-700"]
COMPANY = "Calloway Biomedical Cold Chain Ltd"
FILE = "calloway-hemastore-alarm-reference.html"

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>HemaStore BR-450 / BR-700 - Alarm and temperature reference (CBC-HS-TN-07)</title>
<style>
body { font-family: Arial, sans-serif; max-width: 60em; margin: 2em auto; line-height: 1.45; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #999; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
th { background: #eee; }
.fn { font-size: 0.85em; color: #444; }
.warn { border-left: 4px solid #c00; padding-left: 0.8em; }
</style>
</head>
<body>
<header>
<p>Calloway Biomedical Cold Chain Ltd &middot; Service portal &middot; Technical notes</p>
<h1>HemaStore BR-450 and BR-700: alarm and temperature reference</h1>
<p>Technical note CBC-HS-TN-07, revision 3, published 2 October 2023. Applies to HemaStore blood bank refrigerators BR-450 (single glass door) and BR-700 (double glass door) with controller firmware 2.4 or later.</p>
</header>

<nav>
<ul>
<li><a href="#temp">1. Temperature settings</a></li>
<li><a href="#alarms">2. Alarm codes</a></li>
<li><a href="#backup">3. Battery backup and remote alarm</a></li>
<li><a href="#cal">4. Calibration check</a></li>
</ul>
</nav>

<section id="temp">
<h2>1. Temperature settings</h2>
<p>Both models are supplied with the control setpoint at 4.0 &deg;C. The alarm limits are factory set and can be changed by a supervisor (PIN level 2) within the limits shown. The alarms are triggered by the monitoring probe, which sits in a 100 mL bottle of glycerol solution on the middle shelf so that it follows the temperature of the blood bags rather than the air.</p>
<table>
<tr><th>Setting</th><th>Factory value</th><th>Adjustable range</th></tr>
<tr><td>Control setpoint</td><td>4.0 &deg;C</td><td>3.0 to 5.0 &deg;C</td></tr>
<tr><td>High temperature alarm</td><td>5.8 &deg;C</td><td>5.0 to 6.0 &deg;C</td></tr>
<tr><td>Low temperature alarm</td><td>2.2 &deg;C</td><td>2.0 to 3.0 &deg;C</td></tr>
<tr><td>Temperature alarm delay</td><td>10 min</td><td>0 to 30 min</td></tr>
<tr><td>Door open alarm delay</td><td>60 s</td><td>30 to 180 s</td></tr>
</table>
<p class="fn">The temperature alarm delay is suppressed for 15 minutes after the door has been closed, so that loading does not cause nuisance alarms. After a power failure the delay starts again when power returns.</p>

<h3>Performance data</h3>
<table>
<tr><th>Item</th><th>BR-450</th><th>BR-700</th></tr>
<tr><td>Storage capacity (450 mL bags)</td><td>216 bags</td><td>336 bags</td></tr>
<tr><td>Pull-down, empty, 25 &deg;C to 4 &deg;C</td><td>45 min</td><td>60 min</td></tr>
<tr><td>Recovery after 30 s door opening</td><td>8 min</td><td>11 min</td></tr>
<tr><td>Temperature uniformity (empty cabinet)</td><td>&plusmn; 1.0 &deg;C</td><td>&plusmn; 1.5 &deg;C</td></tr>
<tr><td>Power consumption</td><td>3.1 kWh/24 h</td><td>4.6 kWh/24 h</td></tr>
</table>
<p class="fn">Performance measured at 25 &deg;C ambient. Permissible ambient range 10 to 32 &deg;C. Defrost is automatic by off-cycle every 6 hours and lasts at most 20 minutes; product temperature stays inside the alarm limits during defrost.</p>
</section>

<section id="alarms">
<h2>2. Alarm codes</h2>
<table>
<tr><th>Code</th><th>Meaning</th><th>What to do</th></tr>
<tr><td>A1</td><td>High temperature (monitoring probe above high limit after delay)</td><td>Check door closure and gasket. Move blood to a back-up refrigerator if the temperature does not fall within 30 minutes.</td></tr>
<tr><td>A2</td><td>Low temperature (monitoring probe below low limit after delay)</td><td>Check the setpoint and the control probe position. Risk of haemolysis if bags freeze: inform the blood bank supervisor.</td></tr>
<tr><td>A3</td><td>Door open longer than door alarm delay</td><td>Close the door. Check the door switch if the alarm continues with the door closed.</td></tr>
<tr><td>A4</td><td>Mains power failure</td><td>Alarm and recording continue on battery. Restore power; move stock if power is not restored within 2 hours.</td></tr>
<tr><td>A5</td><td>Control probe fault (open or short circuit)</td><td>The compressor runs in emergency cycle (10 min on, 10 min off). Replace the control probe.</td></tr>
<tr><td>A6</td><td>Monitoring probe fault</td><td>Temperature alarms are not available. Monitor with a calibrated thermometer every hour until the probe is replaced.</td></tr>
<tr><td>A7</td><td>Condenser temperature high</td><td>Clean the condenser grille; check that the rear clearance is at least 100 mm.</td></tr>
<tr><td>A8</td><td>Backup battery low</td><td>Replace the 12 V battery pack (part CB-HS-5120).</td></tr>
</table>
<p class="warn">Never switch off the alarm system to silence a repeating alarm. The mute key silences the buzzer for 20 minutes; the alarm lamp and the remote alarm stay active.</p>
</section>

<section id="backup">
<h2>3. Battery backup and remote alarm</h2>
<p>A sealed 12 V battery pack keeps the display, the temperature recording and the alarms working for at least 48 hours during a power failure. The battery is tested automatically every 24 hours; code A8 is shown when its capacity falls below 30 %. The battery pack should be replaced every 3 years regardless of the test result.</p>
<p>The remote alarm output is a volt-free changeover contact rated 30 V DC, 1 A. It switches on any active alarm and on loss of both mains and battery power (fail-safe). Connect it to the building management system or to the blood bank's central alarm.</p>
</section>

<section id="cal">
<h2>4. Calibration check</h2>
<p>Check the monitoring probe against a calibrated reference thermometer every 6 months:</p>
<ol>
<li>Place the reference thermometer probe in the glycerol bottle next to the monitoring probe.</li>
<li>Keep the door closed for at least 30 minutes.</li>
<li>Compare the two readings. The difference must not exceed 0.5 &deg;C.</li>
<li>If the difference is larger, enter the correction under SERVICE &gt; OFFSET (maximum correction &plusmn; 1.0 &deg;C). If a larger correction would be needed, replace the probe.</li>
<li>Record the check on the calibration label inside the door.</li>
</ol>
</section>

<footer>
<p>Calloway Biomedical Cold Chain Ltd, 8 Frostgate Way, Elmsbridge EB99 2CL. Technical service: +44 1632 960 532.</p>
</footer>
</body>
</html>
"""


def documents():
    return [
        {
            "format": "html",
            "file": FILE,
            "key": KEY,
            "text": HTML,
            "meta": meta(KEY, "Revision 3", "2023-10-02", None, "2023-10-02", PRODUCT, VARIANTS),
        }
    ]

# ruff: noqa: E501
"""Thalia Rigging ChainLine CH-500 theatre chain hoist: one-page HTML maintenance quick reference.

All names, values, part numbers and phone numbers are invented.
"""

KEY = "THL-CH500-QR"
PRODUCT = "Thalia ChainLine CH-500 chain hoist"
VARIANTS = ["CH-500 S", "CH-500 P"]

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ChainLine CH-500 - Maintenance Quick Reference</title>
<style>
body { font-family: Arial, sans-serif; max-width: 900px; margin: 2em auto; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #888; padding: 4px 8px; text-align: left; vertical-align: top; }
.small { font-size: 0.85em; color: #444; }
.warn { border: 2px solid #b00; padding: 0.5em 1em; }
</style>
</head>
<body>
<header>
<p class="small">Thalia Rigging - Stage Machinery Division</p>
<h1>ChainLine CH-500 point hoist - Maintenance Quick Reference</h1>
<p class="small">Document THL-CH500-QR, version v1.2, valid from 2023-01-10. Applies to CH-500 S (standard, single brake) and CH-500 P (performance, double brake, variable speed).</p>
</header>

<section>
<h2>1. Key data</h2>
<table>
<tr><th>Parameter</th><th>CH-500 S</th><th>CH-500 P</th></tr>
<tr><td>Rated load</td><td>500 kg</td><td>500 kg</td></tr>
<tr><td>Lifting speed</td><td>4 m/min</td><td>0.5 to 8 m/min, variable</td></tr>
<tr><td>Brakes</td><td>1 DC spring-applied brake</td><td>2 independent DC spring-applied brakes</td></tr>
<tr><td>Load chain</td><td>7 x 21 mm, grade 8, zinc-flake coated</td><td>7 x 21 mm, grade 8, zinc-flake coated</td></tr>
<tr><td>Max. lifting height with standard chain bag</td><td>24 m</td><td>30 m</td></tr>
<tr><td>Motor power</td><td>0.75 kW</td><td>1.1 kW</td></tr>
<tr><td>Duty rating</td><td>25 %, 150 starts per hour</td><td>40 %, 240 starts per hour</td></tr>
<tr><td>Weight without chain</td><td>34 kg</td><td>41 kg</td></tr>
<tr><td>Control</td><td>direct control, 400 V</td><td>low-voltage control via hoist controller</td></tr>
</table>
<p class="small">Hoists are supplied for upright or inverted (climbing) use. The P version detects the load with a load pin in the suspension and switches off above 110 % of the rated load.</p>
</section>

<section>
<h2>2. Inspection and service intervals</h2>
<table>
<tr><th>Check</th><th>When</th><th>By</th></tr>
<tr><td>Visual check of chain, hooks, safety latches and chain bag</td><td>before every use</td><td>operator</td></tr>
<tr><td>Brake function test without load and with a light load</td><td>before every show day</td><td>operator</td></tr>
<tr><td>Lubricate the load chain</td><td>every 50 operating hours or monthly</td><td>technician</td></tr>
<tr><td>Measure chain wear with gauge</td><td>every 3 months</td><td>technician</td></tr>
<tr><td>Check brake air gap</td><td>every 12 months or 1000 operating hours</td><td>technician</td></tr>
<tr><td>Periodic examination</td><td>at least once a year</td><td>competent person</td></tr>
<tr><td>General overhaul</td><td>after 10 years of service</td><td>Thalia service centre</td></tr>
</table>
<p>Chain lubricant: penetrating chain oil TH-OIL-3. Wipe off excess oil after lubricating so that it cannot drip onto the stage or the scenery.</p>
</section>

<section>
<h2>3. Chain wear limits</h2>
<ul>
<li>Measure the length over 11 links with the chain gauge. New chain: 231 mm. Replace the chain when the length over 11 links exceeds 233.3 mm.</li>
<li>Replace the chain if the link diameter at the contact points has worn below 6.3 mm.</li>
<li>Replace the chain after any overload event, and whenever a link is bent, cracked or twisted.</li>
</ul>
</section>

<section>
<h2>4. Checking the brake air gap</h2>
<ol>
<li>Lower the hoist to the floor, remove the load and disconnect the power cable.</li>
<li>Remove the brake cover at the non-drive end (four screws).</li>
<li>Measure the air gap between armature plate and magnet body at three points with a feeler gauge.</li>
<li>The nominal gap is 0.3 mm. If the gap exceeds 0.6 mm at any point, readjust it to 0.3 mm with the three adjusting nuts.</li>
<li>If the friction lining is thinner than 1.5 mm, replace the brake rotor (part TH-5210; CH-500 P: both brakes).</li>
<li>Refit the cover and test the brake with the rated load before returning the hoist to service.</li>
</ol>
<p class="warn">Never release the brake manually while a load is suspended above persons. The manual release lever is for rescue lowering of a stuck load over a cleared stage only.</p>
</section>

<section>
<h2>5. Controller codes (CH-500 P)</h2>
<table>
<tr><th>Code</th><th>Meaning</th><th>What to do</th></tr>
<tr><td>H01</td><td>Phase sequence wrong</td><td>Swap two phases at the supply plug, not inside the hoist.</td></tr>
<tr><td>H02</td><td>Upper limit switch reached</td><td>Lower the hoist; check the limit switch setting.</td></tr>
<tr><td>H03</td><td>Lower limit switch reached</td><td>Raise the hoist; check the limit switch setting.</td></tr>
<tr><td>H04</td><td>Overload, load above 110 % of rated load</td><td>Reduce the load; check the load pin calibration.</td></tr>
<tr><td>H05</td><td>Brake 1 does not release</td><td>Check the brake rectifier and the air gap.</td></tr>
<tr><td>H06</td><td>Brake 2 does not release</td><td>Check the second brake rectifier and the air gap.</td></tr>
<tr><td>H07</td><td>Motor thermal contact open</td><td>Let the motor cool for at least 20 minutes and reduce the number of starts.</td></tr>
<tr><td>H08</td><td>Inverter fault</td><td>Switch off for 60 s; if the code returns, contact Thalia service.</td></tr>
<tr><td>H09</td><td>Slack chain detected</td><td>Check that the load hangs free and the chain is not caught in the bag.</td></tr>
</table>
</section>

<section>
<h2>6. Parts</h2>
<table>
<tr><th>Part no.</th><th>Description</th></tr>
<tr><td>TH-5210</td><td>Brake rotor with friction lining</td></tr>
<tr><td>TH-5230</td><td>Brake rectifier</td></tr>
<tr><td>TH-6107</td><td>Load chain 7 x 21 mm, per metre</td></tr>
<tr><td>TH-6150</td><td>Chain bag 30 m</td></tr>
<tr><td>TH-OIL-3</td><td>Chain oil, 500 ml spray</td></tr>
</table>
</section>

<footer>
<p class="small">Thalia Rigging service desk +44 1632 960 265. This quick reference does not replace the full operating and maintenance manual.</p>
</footer>
</body>
</html>
"""


def documents():
    return [
        {
            "file": "thalia_ch500_quick_reference.html",
            "format": "html",
            "text": HTML,
            "meta": {
                "document": KEY,
                "version": "v1.2",
                "effective_from": "2023-01-10",
                "effective_to": None,
                "recorded_at": "2023-01-10T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
            },
            "features": "2-variant data table; interval table; wear limits; numbered procedure; controller codes; parts",
        }
    ]

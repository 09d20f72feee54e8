# ruff: noqa: E501  (document text and questions, kept as written)
"""Brenmoor HT-560 hood-type dishwasher service quick reference, as an HTML page (invented)."""

PRODUCT = "Brenmoor HT-560 hood-type dishwasher"
KEY = "BWW-HT560-QR"

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Brenmoor HT-560 / HT-560R - Service Quick Reference</title>
<style>
body { font-family: Arial, sans-serif; max-width: 60em; margin: 1em auto; }
table { border-collapse: collapse; margin: 0.5em 0 1em 0; }
th, td { border: 1px solid #999; padding: 0.25em 0.6em; text-align: left; }
th { background: #e8e8e8; }
.note { font-size: 0.85em; color: #444; }
</style>
</head>
<body>
<header>
<p>Brenmoor Warewash Service Portal</p>
<h1>HT-560 and HT-560R hood-type dishwashers: service quick reference</h1>
<p>Document BWW-HT560-QR, version v1.4, published 2023-01-09. Applies to the HT-560 (standard) and the HT-560R (with exhaust heat recovery).</p>
</header>

<main>
<section id="data">
<h2>1. Technical data</h2>
<table>
<tr><th>Item</th><th>HT-560</th><th>HT-560R</th></tr>
<tr><td>Cycle times (programme 1 / 2 / 3)</td><td>60 / 90 / 150 s</td><td>60 / 90 / 150 s</td></tr>
<tr><td>Maximum output</td><td>60 baskets per hour</td><td>60 baskets per hour</td></tr>
<tr><td>Wash tank capacity</td><td>24 L</td><td>24 L</td></tr>
<tr><td>Wash tank temperature, setpoint</td><td>60 &deg;C</td><td>60 &deg;C</td></tr>
<tr><td>Final rinse temperature, setpoint</td><td>85 &deg;C</td><td>85 &deg;C</td></tr>
<tr><td>Final rinse water per cycle</td><td>2.4 L</td><td>2.0 L</td></tr>
<tr><td>Boiler heating power</td><td>9.0 kW</td><td>7.8 kW</td></tr>
<tr><td>Total connected load, 400 V 3N~</td><td>10.4 kW</td><td>9.2 kW</td></tr>
<tr><td>Main fuse</td><td>3 x 20 A</td><td>3 x 16 A</td></tr>
<tr><td>Water inlet pressure</td><td>max. 6 bar</td><td>max. 6 bar</td></tr>
<tr><td>Inlet water temperature</td><td>max. 60 &deg;C</td><td>cold water only, max. 20 &deg;C</td></tr>
<tr><td>Clearance under hood</td><td>440 mm</td><td>440 mm</td></tr>
</table>
<p class="note">The final rinse will not start until the boiler has reached 82 &deg;C (rinse temperature guarantee). The wash tank setpoint can be adjusted between 55 and 65 &deg;C in service menu S2.</p>
<p class="note">The HT-560R pre-heats its cold inlet water in a heat exchanger in the hood exhaust; this is why it needs cold water and why its boiler power is lower.</p>
</section>

<section id="codes">
<h2>2. Error codes</h2>
<table>
<tr><th>Code</th><th>Meaning</th><th>What to do</th></tr>
<tr><td>E03</td><td>Wash tank not filled within 5 minutes</td><td>Open the water tap fully; clean the inlet strainer; check the inlet valve coil</td></tr>
<tr><td>E06</td><td>Boiler did not reach temperature within 20 minutes</td><td>Check the boiler heating element and its contactor; check the safety thermostat</td></tr>
<tr><td>E12</td><td>Rinse pressure too low</td><td>Clean the rinse nozzles; descale the rinse arms; check the rinse pump</td></tr>
<tr><td>E21</td><td>Hood position switch fault</td><td>Check the reed switch and magnet on the hood; adjust the gap to 3 to 5 mm</td></tr>
<tr><td>E24</td><td>Detergent container empty</td><td>Replace the detergent container and prime the dosing pump (service menu S5)</td></tr>
<tr><td>E30</td><td>Heat recovery fan fault (HT-560R only)</td><td>Check the fan fuse F4 and the fan plug; clean the heat exchanger fins</td></tr>
</table>
</section>

<section id="dosing">
<h2>3. Chemical dosing</h2>
<p>Factory settings: detergent 2.5 mL per litre of tank water, rinse aid 0.3 mL per litre of rinse water. Change the settings in service menu S4 after a titration of the tank water. Use only non-foaming detergents for commercial machines.</p>
</section>

<section id="cleaning">
<h2>4. Cleaning and maintenance intervals</h2>
<table>
<tr><th>Task</th><th>Interval</th></tr>
<tr><td>Drain the wash tank, remove and clean the tank strainers and pump filter</td><td>daily, at end of service</td></tr>
<tr><td>Remove and rinse the wash and rinse arms; clear blocked nozzles</td><td>daily</td></tr>
<tr><td>Clean the hood seals and the inside of the hood</td><td>weekly</td></tr>
<tr><td>Descale boiler and rinse system (water hardness above 7 &deg;dH)</td><td>every 3 months</td></tr>
<tr><td>Clean the heat exchanger fins (HT-560R)</td><td>every 6 months</td></tr>
<tr><td>Service visit: check heating elements, contactors, dosing hoses</td><td>every 12 months</td></tr>
</table>
</section>

<section id="shutdown">
<h2>5. Daily shutdown procedure</h2>
<ol>
<li>Switch off the machine with the main button and open the hood.</li>
<li>Pull the overflow pipe; the wash tank drains by gravity or by the drain pump.</li>
<li>Take out the tank strainers and rinse them under running water, never by knocking them on a hard edge.</li>
<li>Unscrew the wash and rinse arms, rinse them and check that every nozzle is clear.</li>
<li>Wipe the tank with a damp cloth; do not use a high-pressure hose on the machine.</li>
<li>Refit all parts, leave the hood open to let the interior dry and switch off the wall isolator.</li>
</ol>
</section>
</main>

<footer>
<p class="note">Brenmoor Warewash Ltd, service hotline +44 1632 960 233. Spare parts are ordered through the Brenmoor service portal quoting the machine number on the rating plate.</p>
</footer>
</body>
</html>
"""


def documents():
    return [
        {
            "file": "brenmoor-ht560-service-quick-reference.html",
            "format": "html",
            "text": HTML,
            "meta": {
                "document": KEY,
                "version": "v1.4",
                "effective_from": "2023-01-09",
                "effective_to": None,
                "recorded_at": "2023-01-10T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": ["HT-560", "HT-560R"]},
            },
        }
    ]

# ruff: noqa: E501
"""Aqualis Lumatrix LX UV reactors - lamp and sleeve maintenance web page (invented)."""

KEY = "AQS-LX-LSM"

TEXT = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Lumatrix LX UV Reactors - Lamp and Sleeve Maintenance (AQS-LX-LSM v2.1)</title>
<style>
body { font-family: Arial, sans-serif; max-width: 60em; margin: 2em auto; line-height: 1.45; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #999; padding: 0.3em 0.6em; text-align: left; }
.note { background: #f3f3f3; padding: 0.6em; border-left: 4px solid #c60; }
small { color: #555; }
</style>
</head>
<body>
<header>
<p><small>Aqualis Systems AB &middot; Service documentation &middot; AQS-LX-LSM &middot; version 2.1 &middot; valid from 1 June 2024</small></p>
<h1>Lumatrix LX UV Reactors: Lamp and Sleeve Maintenance</h1>
</header>

<p>This page covers routine lamp replacement, quartz sleeve cleaning and the UV intensity alarms of the Lumatrix LX-40, LX-80 and LX-160 reactors used for drinking-water and process-water disinfection. Work must be done by staff trained in lockout procedures and in the handling of low-pressure amalgam lamps.</p>

<h2>1. Model data</h2>
<table>
<thead>
<tr><th>Model</th><th>Lamps</th><th>Lamp part no.</th><th>Lamp power</th><th>Max. flow at 40 mJ/cm²</th><th>Max. flow at 25 mJ/cm²</th><th>Sleeve part no.</th></tr>
</thead>
<tbody>
<tr><td>LX-40</td><td>1</td><td>AQ-L340</td><td>95 W</td><td>9.5 m³/h</td><td>14.8 m³/h</td><td>AQ-Q340</td></tr>
<tr><td>LX-80</td><td>2</td><td>AQ-L340</td><td>2 x 95 W</td><td>19.0 m³/h</td><td>29.5 m³/h</td><td>AQ-Q340</td></tr>
<tr><td>LX-160</td><td>4</td><td>AQ-L360</td><td>4 x 160 W</td><td>58 m³/h</td><td>88 m³/h</td><td>AQ-Q360</td></tr>
</tbody>
</table>
<p><small>Flows are for a UV transmittance (UVT) of 94 % at 254 nm, end-of-lamp-life and fouling factors included. For UVT 90 % reduce the flows by 22 %.</small></p>

<h2>2. Service intervals</h2>
<table>
<thead><tr><th>Task</th><th>Interval</th><th>Remark</th></tr></thead>
<tbody>
<tr><td>Replace UV lamps</td><td>12,000 operating hours</td><td>or after 4,000 switching cycles, whichever comes first</td></tr>
<tr><td>Clean quartz sleeves</td><td>every 6 months</td><td>every 3 months if hardness exceeds 150 mg/l CaCO3 or iron exceeds 0.1 mg/l</td></tr>
<tr><td>Replace sleeve O-rings</td><td>at every sleeve removal</td><td>O-ring kit AQ-R340 (LX-40, LX-80) or AQ-R360 (LX-160)</td></tr>
<tr><td>Replace quartz sleeves</td><td>every 5 years</td><td>or when scratched or etched</td></tr>
<tr><td>Check UV sensor against reference sensor</td><td>every 12 months</td><td>reference sensor kit AQ-S900</td></tr>
</tbody>
</table>

<h2>3. UV intensity alarms and controller messages</h2>
<p>The UV sensor reading is shown as a percentage of the reference value stored at commissioning with new lamps and clean sleeves.</p>
<table>
<thead><tr><th>Message</th><th>Meaning</th><th>Action</th></tr></thead>
<tbody>
<tr><td>U1</td><td>UV intensity below 65 % (warning)</td><td>Clean the sleeves; if no improvement, replace the lamps</td></tr>
<tr><td>U2</td><td>UV intensity below 50 % (alarm; dosing relay opens the bypass-stop valve)</td><td>Stop supply to consumers; clean the sleeves and replace lamps before restarting</td></tr>
<tr><td>U3</td><td>Lamp failure</td><td>Check lamp connector; replace lamp; replace ballast AQ-B095 or AQ-B160 if a new lamp does not start</td></tr>
<tr><td>U4</td><td>Reactor water temperature above 45 °C</td><td>Ensure flow through the reactor; the lamps switch off until the temperature falls below 40 °C</td></tr>
<tr><td>U5</td><td>Lamp hours exceeded</td><td>Replace lamps and reset the hour counter</td></tr>
</tbody>
</table>

<div class="note"><strong>Never look at a lit lamp.</strong> UV-C radiation damages eyes and skin within seconds. Do not switch lamps on outside the reactor.</div>

<h2>4. Replacing a lamp</h2>
<ol>
<li>Switch off the reactor at the controller and isolate the supply at the local switch; wait 10 minutes for lamps to cool.</li>
<li>Remove the lamp end cap and pull the lamp connector straight off the lamp pins.</li>
<li>Wearing clean cotton gloves, withdraw the lamp from the sleeve, supporting it along its length.</li>
<li>Insert the new lamp without touching the glass with bare hands, and push the connector fully home.</li>
<li>Refit the end cap, restore power and wait for the warm-up of 5 minutes before judging the UV reading.</li>
<li>Reset the lamp hour counter in the menu SERVICE &gt; LAMPS &gt; RESET (password 4711 is the factory default; change it at commissioning).</li>
</ol>
<p>Used amalgam lamps contain mercury. Return them in the packaging of the new lamps to a collection point for mercury-containing waste.</p>

<h2>5. Cleaning the quartz sleeves</h2>
<ol>
<li>Remove the lamps as above and close the inlet and outlet valves.</li>
<li>Drain the reactor through the drain valve and open the vent.</li>
<li>Unscrew the sleeve nuts and withdraw each sleeve carefully with a twisting motion.</li>
<li>Clean with a lint-free cloth and a 5 % citric acid solution; for iron deposits use 5 % oxalic acid. Rinse with clean water.</li>
<li>Refit each sleeve with new O-rings and tighten the sleeve nuts by hand until the O-ring just compresses, then a further quarter turn.</li>
<li>Fill the reactor slowly with the vent open, check for leaks, then refit the lamps.</li>
</ol>
<p>Do not use abrasive pads or cleaners containing hydrofluoric acid; they etch quartz and reduce UV transmission permanently.</p>

<footer>
<p><small>Aqualis Systems AB, Kvarnbacken 7, 441 99 Lillsjo. Service desk +46 555 260 310. Page version 2.1.</small></p>
</footer>
</body>
</html>
"""

DOC = {
    "file": "aqualis-lumatrix-lamp-sleeve-maintenance.html",
    "format": "html",
    "key": KEY,
    "text": TEXT,
    "meta": {
        "document": KEY,
        "version": "v2.1",
        "effective_from": "2024-06-01",
        "effective_to": None,
        "recorded_at": "2024-05-27T00:00:00Z",
        "applicability": {
            "product": "Aqualis Lumatrix LX UV reactor",
            "variants": ["LX-40", "LX-80", "LX-160"],
        },
    },
}

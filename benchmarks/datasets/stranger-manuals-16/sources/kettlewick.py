# ruff: noqa: E501
"""Kettlewick Brewcraft CPF-6 / CPF-12 counter-pressure bottle filler.

Cleaning, CIP and format changeover guide (single HTML page).
Everything here is invented.
"""

KEY = "KBC-CPF-CC"
PRODUCT = "CPF counter-pressure bottle filler"

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>CPF-6 / CPF-12 Cleaning, CIP and Format Changeover Guide</title>
<style>
body { font-family: Arial, sans-serif; max-width: 60em; margin: 2em auto; line-height: 1.45; }
table { border-collapse: collapse; margin: 0.8em 0; }
th, td { border: 1px solid #999; padding: 0.25em 0.6em; text-align: left; }
th { background: #e6e6e6; }
.note { border-left: 4px solid #c60; padding-left: 0.8em; }
</style>
</head>
<body>
<h1>Kettlewick Brewcraft CPF-6 and CPF-12 Counter-Pressure Bottle Fillers</h1>
<p>Cleaning, CIP and Format Changeover Guide &ndash; document KB-CG-31, Rev 2, April 2023.</p>
<p>Applies to the CPF-6 (6 filling valves) and the CPF-12 (12 filling valves). Kettlewick Brewcraft Ltd, Tannery Row, Otley. Brewer support line +44 1632 960 613.</p>

<h2>1. CIP cycle</h2>
<p>Run the CIP cycle at the end of every production day and before the first fill after a stop of more than 48 hours. The filler is cleaned in place with the bottle rail guards closed and all filling valves in the CIP position (CIP cups fitted).</p>
<table>
<tr><th>Step</th><th>Medium</th><th>Temperature</th><th>Time</th></tr>
<tr><td>1 Pre-rinse</td><td>potable water</td><td>40 to 45 &deg;C</td><td>10 min</td></tr>
<tr><td>2 Caustic wash</td><td>sodium hydroxide 1.5 %</td><td>75 &deg;C</td><td>20 min (CPF-12: 25 min)</td></tr>
<tr><td>3 Intermediate rinse</td><td>potable water</td><td>ambient</td><td>8 min</td></tr>
<tr><td>4 Acid wash</td><td>phosphoric/nitric acid 1.0 %</td><td>55 &deg;C</td><td>15 min</td></tr>
<tr><td>5 Final rinse</td><td>potable water</td><td>ambient</td><td>8 min</td></tr>
<tr><td>6 Sanitise</td><td>peracetic acid 150 ppm</td><td>ambient</td><td>10 min, no rinse afterwards</td></tr>
</table>
<p>The CIP flow at the filler inlet must be at least 3.5 m&sup3;/h on the CPF-6 and at least 6 m&sup3;/h on the CPF-12. Lower flows do not reach the turbulent velocity needed to clean the product bowl ceiling.</p>
<p class="note">Never exceed 80 &deg;C in any CIP step. The centring bell rubbers harden above that temperature and then no longer seal on the bottle mouth, which causes foaming at the snift.</p>

<h2>2. Daily cleaning after production</h2>
<ol>
<li>Run the filler empty and close the product supply valve.</li>
<li>Depressurise the product bowl through the snift valve until the bowl gauge shows 0 bar.</li>
<li>Rinse the outside of the filling valves and the bottle star wheels with warm water from the hose reel.</li>
<li>Fit the CIP cups on all filling valves and start the CIP cycle (section 1).</li>
<li>After CIP, remove the CIP cups, drain them and store them on the rack.</li>
<li>Wipe the centring bells with a cloth moistened with sanitiser; do not use solvent cleaners.</li>
</ol>

<h2>3. Format changeover (bottle size)</h2>
<ol>
<li>Finish the current batch and run the filler empty.</li>
<li>Switch the filler to SETUP on the operator panel.</li>
<li>Remove the infeed star wheel, the centre star wheel and the discharge star wheel (one knurled nut each).</li>
<li>Fit the star wheels for the new bottle (see table) with the part number facing upwards.</li>
<li>Replace the vent tubes on all filling valves with the length for the new bottle.</li>
<li>Set the lifting table height with the handwheel until the bottle scale shows the new bottle height.</li>
<li>Run ten bottles in manual mode and check the fill level with the level gauge.</li>
</ol>
<table>
<tr><th>Bottle</th><th>Star wheel set</th><th>Vent tube</th><th>Nominal fill level below mouth</th></tr>
<tr><td>330 mL long neck</td><td>KB-SW-330</td><td>KB-VT-180</td><td>38 mm</td></tr>
<tr><td>500 mL euro</td><td>KB-SW-500</td><td>KB-VT-215</td><td>45 mm</td></tr>
<tr><td>750 mL champagne</td><td>KB-SW-750</td><td>KB-VT-260</td><td>62 mm</td></tr>
</table>
<p>The vent tube length sets the fill level: beer rises until it closes the vent tube opening and the gas return stops. A longer vent tube therefore gives a lower fill level.</p>

<h2>4. Seal replacement intervals</h2>
<table>
<tr><th>Seal</th><th>Interval</th><th>Part no.</th></tr>
<tr><td>Filling valve main seal</td><td>6 months or 500,000 fills</td><td>KB-FV-201</td></tr>
<tr><td>Centring bell rubber</td><td>12 months</td><td>KB-CB-044</td></tr>
<tr><td>Snift valve O-ring</td><td>3 months</td><td>KB-SV-012</td></tr>
<tr><td>Product bowl lid gasket</td><td>24 months</td><td>KB-PB-310</td></tr>
</table>

<h2>5. Panel messages</h2>
<table>
<tr><th>Message</th><th>Meaning</th><th>Action</th></tr>
<tr><td>M-01</td><td>CIP return temperature too low</td><td>Check the CIP heater and the return line insulation; the step timer restarts when the temperature is reached.</td></tr>
<tr><td>M-02</td><td>CIP flow below minimum</td><td>Check the CIP supply pump and open the return valve fully.</td></tr>
<tr><td>M-05</td><td>CIP cup missing on a valve</td><td>Fit the cup on the valve shown; CIP will not start until all cups are detected.</td></tr>
<tr><td>M-07</td><td>Counter-pressure not reached (below 1.8 bar)</td><td>Check the CO2 supply pressure and the bottle centring bell seal.</td></tr>
<tr><td>M-09</td><td>Bowl level probe fault</td><td>Clean the probe; check its cable. Filling is blocked until the probe is OK.</td></tr>
</table>
<p>Messages that remain after the action above should be reported to brewer support with the filler serial number.</p>
</body>
</html>
"""


def documents():
    return [
        {
            "file": "kettlewick-cpf-cleaning-changeover.html",
            "format": "html",
            "text": HTML,
            "meta": {
                "document": KEY,
                "version": "Rev 2",
                "effective_from": "2023-04-03",
                "effective_to": None,
                "recorded_at": "2023-03-29T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": ["CPF-6", "CPF-12"]},
            },
        }
    ]

# ruff: noqa: E501
"""NCM-QG-0045: HTML quick guide for the Nettora SD-45 / SD-55 walk-behind scrubber-dryers (invented)."""

DOCNO = "NCM-QG-0045"
VERSION = "v3"
EFFECTIVE = "2023-02-01"
RECORDED = "2023-01-26"

TEXT = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Nettora SD-45 / SD-55 Scrubber-Dryer - Quick Guide (NCM-QG-0045 v3)</title>
</head>
<body>
<header>
<p>Nettora Cleaning Machines S.r.l. &middot; Quick guide NCM-QG-0045 &middot; version v3 &middot; valid from 2023-02-01</p>
<h1>SD-45 / SD-55 walk-behind scrubber-dryer &ndash; quick guide</h1>
</header>

<section id="before-start">
<h2>1. Before you start</h2>
<ul>
<li>Check that the recovery tank is empty and its float shut-off is free to move.</li>
<li>Fill the solution tank with clean water no warmer than 50 &deg;C and add detergent at 1 to 3 % as instructed on the label.</li>
<li>Check the squeegee blades: the rear blade must touch the floor along its whole length and be bent back by 3 to 5 mm while moving.</li>
<li>Check the battery charge indicator: at least two green bars are needed for a full shift.</li>
</ul>
</section>

<section id="start">
<h2>2. Starting and scrubbing</h2>
<ol>
<li>Turn the key switch to position I.</li>
<li>Lower the brush deck with the pedal on the right.</li>
<li>Lower the squeegee with the lever at the rear.</li>
<li>Select the brush pressure level with the button P (see table 3).</li>
<li>Squeeze the drive handle; the brush starts and the solution valve opens.</li>
<li>After use, raise the squeegee last so that the remaining water is picked up.</li>
</ol>
</section>

<section id="settings">
<h2>3. Machine data and settings</h2>
<table>
<thead><tr><th>Setting</th><th>SD-45</th><th>SD-55</th></tr></thead>
<tbody>
<tr><td>Working width (brush)</td><td>450 mm</td><td>550 mm</td></tr>
<tr><td>Squeegee width</td><td>720 mm</td><td>820 mm</td></tr>
<tr><td>Solution tank</td><td>40 l</td><td>55 l</td></tr>
<tr><td>Recovery tank</td><td>45 l</td><td>60 l</td></tr>
<tr><td>Brush pressure, level 1 / level 2<sup>2</sup></td><td>18 kg / 27 kg</td><td>22 kg / 34 kg</td></tr>
<tr><td>Solution flow, min / max</td><td>0.8 / 3.0 l/min</td><td>1.0 / 3.6 l/min</td></tr>
<tr><td>Battery (gel, maintenance-free)<sup>1</sup></td><td>24 V 105 Ah</td><td>24 V 140 Ah</td></tr>
<tr><td>Brush speed</td><td>140 rpm</td><td>140 rpm</td></tr>
<tr><td>Max. gradient when cleaning</td><td>2 %</td><td>2 %</td></tr>
</tbody>
</table>
<p class="footnote"><sup>1</sup> Wet lead-acid batteries may be fitted only with the charger set to curve WET-24; with the gel curve they are undercharged.</p>
<p class="footnote"><sup>2</sup> Use brush pressure level 2 only on heavily soiled floors; it shortens the running time per charge by about one third.</p>
</section>

<section id="indicators">
<h2>4. Indicator lights</h2>
<table>
<thead><tr><th>Indicator</th><th>Meaning</th><th>What to do</th></tr></thead>
<tbody>
<tr><td>Red battery LED flashing</td><td>Battery below 21.5 V; brush motor switched off</td><td>Drive to the charger and charge fully</td></tr>
<tr><td>Red battery LED steady</td><td>Battery below 20.5 V; traction switched off after 30 s</td><td>Push the machine to the charger</td></tr>
<tr><td>Yellow spanner LED</td><td>Brush motor overload</td><td>Reduce brush pressure level; remove string or debris from the brush</td></tr>
<tr><td>Blue tank LED</td><td>Recovery tank full, vacuum motor stopped by float</td><td>Empty and rinse the recovery tank</td></tr>
<tr><td>All LEDs flashing</td><td>Emergency stop pressed or key switch fault</td><td>Release the emergency stop; turn the key off and on</td></tr>
</tbody>
</table>
</section>

<section id="charging">
<h2>5. Charging</h2>
<p>Charge after every use, even after a short run. A full charge takes about 8 hours with the on-board charger. Charge in a ventilated area only.</p>
<p>Do not interrupt a charge to use the machine unless it is unavoidable. Do not charge with the battery compartment closed.</p>
</section>

<section id="daily">
<h2>6. Daily care</h2>
<ul>
<li>Empty and rinse the recovery tank, then leave its lid open to dry.</li>
<li>Rinse the solution filter under the tank (turn anticlockwise to open).</li>
<li>Wipe the squeegee blades; turn or replace the rear blade when its edge is rounded.</li>
<li>Clean the brush; replace it when the bristles are shorter than 15 mm.</li>
</ul>
<p>Weekly: clean the float of the recovery tank and check the vacuum hose for blockage. Every 200 hours: have the carbon brushes of the brush motor checked by a Nettora technician.</p>
<p>Never use the machine to pick up flammable liquids or solvents, and never clean with a high-pressure washer.</p>
</section>
<footer><p>Nettora Cleaning Machines S.r.l., Via dei Tessitori 12, Borgovalle. This guide does not replace the operator manual.</p></footer>
</body>
</html>
"""


def meta():
    return {
        "document": DOCNO,
        "version": VERSION,
        "effective_from": EFFECTIVE,
        "effective_to": None,
        "recorded_at": RECORDED + "T00:00:00Z",
        "applicability": {"product": "SD walk-behind scrubber-dryer", "variants": ["SD-45", "SD-55"]},
    }

# ruff: noqa: E501
"""VGE-QG-TC5 - HTML quick guide for the TC 500 series tyre changers. Invented document."""

KEY = "VGE-QG-TC5"
FILE = "VGE-QG-TC5.html"
VERSION = "v1.2"
EFFECTIVE_FROM = "2023-04-03"
RECORDED_AT = "2023-03-30T00:00:00Z"
PRODUCT = "TC 500 series tyre changer"
VARIANTS = ["TC-520", "TC-540", "TC-560"]

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>TC 500 Series Tyre Changer - Quick Guide (VGE-QG-TC5 v1.2)</title>
<style>
body { font-family: Arial, sans-serif; max-width: 52em; margin: 2em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #888; padding: 0.2em 0.6em; }
.warn { border: 2px solid #c00; padding: 0.5em; }
</style>
</head>
<body>
<header>
<p>Vantor Garage Equipment S.r.l.</p>
<h1>TC 500 Series Tyre Changer - Quick Guide</h1>
<p>Document VGE-QG-TC5, version 1.2, valid from 3 April 2023. For TC-520, TC-540 and TC-560.</p>
</header>

<h2>Before the first wheel of the day</h2>
<ul>
<li>Check that the supply gauge shows 8 to 10 bar.</li>
<li>Drain the water separator and check the oil level in the lubricator.</li>
<li>Press the clamp pedal twice with no wheel fitted: the jaws must open and close smoothly.</li>
<li>TC-560 only: switch on and wait until the display shows READY before pressing a pedal.</li>
</ul>

<h2>Demounting a tyre</h2>
<ol>
<li>Let all the air out and remove the valve core and every balance weight.</li>
<li>Break both beads, keeping the blade about 1 cm away from the rim edge.</li>
<li>Coat both beads with tyre paste. The paste lets the bead slide over the rim flange instead of tearing on it.</li>
<li>Clamp the wheel: steel rims from the inside, alloy rims from the outside with the rim protectors fitted.</li>
<li>Bring the mounting head down onto the rim and lock it.</li>
<li>Lever the upper bead over the head knob and turn the turntable clockwise until the bead is off.</li>
<li>Lift the lower bead to the drop centre and repeat.</li>
</ol>

<h2>Mounting a tyre</h2>
<ol>
<li>Check the tyre size and direction arrow against the rim.</li>
<li>Paste both beads and the rim seats.</li>
<li>Place the lower bead under the head tail and over the knob, then turn clockwise.</li>
<li>Push the upper bead down into the drop centre opposite the head (use the bead pusher on the TC-540 and TC-560) and turn clockwise again.</li>
</ol>

<h2>Inflating</h2>
<p class="warn">Stand beside the machine, never over the wheel. The inflation limiter cuts off at 3.5 bar. If the beads have not seated by then, let the air out, paste the beads again and repeat. Do not try to defeat the limiter.</p>
<p>On the TC-540 and TC-560, use the bead seating jets for tubeless tyres that will not seal: press the jet pedal briefly with the tyre lifted against the upper rim flange. When the beads have seated, fit the valve core and set the pressure given on the vehicle placard.</p>

<h2>Clamping ranges</h2>
<table>
<tr><th>Model</th><th>From outside</th><th>From inside</th><th>Max. wheel diameter</th></tr>
<tr><td>TC-520</td><td>10 to 20 in</td><td>12 to 22 in</td><td>1,000 mm</td></tr>
<tr><td>TC-540</td><td>11 to 22 in</td><td>13 to 24 in</td><td>1,100 mm</td></tr>
<tr><td>TC-560</td><td>12 to 26 in</td><td>14 to 28 in</td><td>1,200 mm</td></tr>
</table>

<h2>Never</h2>
<ul>
<li>Never put your hand between the rim and the mounting head while the turntable turns.</li>
<li>Never use the bead breaker on the rim flange.</li>
<li>Never fit a tyre that does not match the rim diameter exactly.</li>
<li>Never use the TC-520 on run-flat tyres.</li>
</ul>

<h2>End of the day</h2>
<ul>
<li>Wipe tyre paste off the turntable and the jaws.</li>
<li>Leave the jaws closed and the bead breaker arm against its stop.</li>
<li>Close the air inlet valve if the compressor is switched off overnight, so that the machine does not leak down.</li>
</ul>
<footer><p>VGE-QG-TC5 v1.2 - one page quick guide. The Service Manual VGE-SM-TC5 gives settings and torque values.</p></footer>
</body>
</html>
"""

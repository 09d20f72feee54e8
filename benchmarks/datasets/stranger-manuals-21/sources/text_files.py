# ruff: noqa: E501
"""HTML quick guide, Markdown field notes and plain-text inspection card. Invented content."""

HTML_KEY = "BMT-QG-0531"
HTML_FILE = "BMT-QG-0531_quick_guide.html"
HTML_META = {
    "document": HTML_KEY,
    "version": "1.2",
    "effective_from": "2023-01-10",
    "effective_to": None,
    "recorded_at": "2023-01-05T00:00:00Z",
    "applicability": {
        "product": "PB-Series hydraulic press brake",
        "variants": ["PB-60", "PB-100", "PB-160"],
    },
}

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>PB-Series Operator Quick Guide - BMT-QG-0531</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; max-width: 50em; margin: 2em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #888; padding: 0.3em 0.6em; text-align: left; }
</style>
</head>
<body>
<h1>PB-Series Operator Quick Guide</h1>
<p>Brenholt Machine Tools - BMT-QG-0531 - Version 1.2 - January 2023</p>
<p>For operators of PB-60, PB-100 and PB-160 press brakes. Keep this guide at the machine.</p>

<h2>Before the first bend of the shift</h2>
<ol>
<li>Check the oil level. With the ram at top dead centre it must be between MIN and MAX on the sight glass.</li>
<li>Switch on the control and wait for the reference run prompt.</li>
<li>Press the reference key. The ram and the backgauge move to their reference positions.</li>
<li>Test the light curtain with the 14 mm test rod at the left, the centre and the right.</li>
<li>If the oil is colder than 20 &deg;C, let the machine make idle strokes for 5 minutes before bending.</li>
</ol>

<h2>Changing the upper tools</h2>
<ol>
<li>Move the ram to the tool change position with key F7.</li>
<li>Open the clamps with the clamp key. Hold each segment while it is released.</li>
<li>Slide the segments out sideways.</li>
<li>Insert the new segments with the safety tang in the clamp groove, then close the clamps.</li>
<li>Make one reference stroke at low speed before bending.</li>
</ol>
<p>Do not lift upper tool segments heavier than 25 kg by hand; use the tool trolley.</p>

<h2>Daily checks</h2>
<table>
<tr><th>Check</th><th>OK when</th></tr>
<tr><td>Oil level</td><td>Between MIN and MAX</td></tr>
<tr><td>Light curtain</td><td>Field indicator red at all three test positions</td></tr>
<tr><td>Tool clamps</td><td>No chips or oil on the clamp faces</td></tr>
<tr><td>Emergency stops</td><td>Test one button per day, in rotation</td></tr>
<tr><td>Foot pedal</td><td>Cover moves freely and springs back</td></tr>
</table>

<h2>Messages you may see</h2>
<table>
<tr><th>Message</th><th>What to do</th></tr>
<tr><td>E101</td><td>Release the emergency stop, then press reset</td></tr>
<tr><td>E102</td><td>Clear the light curtain field and start the stroke again</td></tr>
<tr><td>E105</td><td>Stop bending and wait for the oil to cool; tell maintenance if it happens again</td></tr>
<tr><td>E106</td><td>Tell maintenance; the return filter must be replaced</td></tr>
<tr><td>E110</td><td>Do not top up the oil yourself; call maintenance</td></tr>
</table>

<h2>Never</h2>
<ul>
<li>Never put your hands between the tools while the machine is in operating mode.</li>
<li>Never mute or cover the light curtain by hand.</li>
<li>Never grease the tool clamps; clean them dry with a cloth.</li>
<li>Never leave the foot pedal lying in the walkway.</li>
</ul>
<p>Maintenance intervals and alarm details are in the service manual BMT-SM-0530.</p>
</body>
</html>
"""

MD_FILE = "hm-melter-field-notes.md"
MD = """# HM melter field notes

Collected by the Veltrane regional service team, 2023 to 2024. Informal notes, not a controlled document. Where these notes and the maintenance manual disagree, the manual wins.

## Site visits

- **Carton sealing plant, three HM-40:** repeated F09 a few days after every filter change. The plant had switched to a chalk-filled adhesive but kept fitting the standard 100 mesh cartridge. Fitted the 50 mesh VA-21151 and halved the change interval as the manual says. No F09 since.
- **Bookbinder, one HM-20:** F16 twice in one week. The coupling set screw had backed out. Cleaned the shaft flat with solvent, used medium-strength threadlocker and torqued to the manual value. Fixed.
- **Mattress line, HM-40 s/n VA2305412:** customer asked about SB-2023-04. This serial is outside the bulletin range, so the relief setting was left at the manual value.
- **Label printer, HM-20:** black specks in the tank every Monday. The melter had been left at full temperature over the weekend. Suggested the weekly timer; specks gone after one flush.

## Handy numbers

- Heat-up from cold, HM-40 full of EVA: about 40 minutes to ready.
- Hose sensor check at the connector: a 6 m hose reads about 110 ohm at room temperature.
- Flushing: allow roughly 1 kg of extra cleaning adhesive per metre of heated hose.

## Tips

- Keep a spare tank sensor VA-70110 in the van. F01 after a slammed lid is common on older units.
- The brass scraper edge wears round; file it square again rather than ordering a new one.
- When replacing SSR1, always use fresh heat-sink compound. A relay fitted dry overheats within weeks.
- Do not trust the panel pressure display below 5 bar; use the test gauge VA-90012 instead.
"""

TXT_FILE = "tw-monthly-inspection-card.txt"
TXT = """KORVATH THERMAL CONTROLS
TW-SERIES MONTHLY INSPECTION CARD  (TW-9 / TW-12 / TW-18)
Card KTC-IC-03

Unit no: ____________   Date: ____________   Inspector: ____________

[ ] 1. Cooling water strainer cleaned; strainer basket intact.
[ ] 2. System pressure, pump stopped, unit cold: 1.5 to 2.5 bar.
[ ] 3. Mould hoses: no blisters, no kinks; couplings lock fully. Replace any hose older than 3 years.
[ ] 4. Flow at full pump speed with the mould connected: record it. Investigate if below 70% of the commissioning value.
[ ] 5. Pump: no grinding noise; seal leakage no more than 2 drops per minute.
[ ] 6. Cooling valve: cooling water outlet line stays cold while cooling is off.
[ ] 7. Alarm history (menu S-40): note every A03 and A08 entry since the last card.
[ ] 8. Electrical cabinet: no discoloured terminals; cabinet fan running.

REJECT THE UNIT (red tag, inform the shift supervisor) IF:
  - any mould coupling leaks under pressure
  - the safety valve drips
  - the STB has been reset more than once since the last card

File the completed card in the unit folder and keep it for 2 years.
"""

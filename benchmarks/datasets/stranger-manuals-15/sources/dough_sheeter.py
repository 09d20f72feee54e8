# ruff: noqa: E501
"""Pastorin DS-650 reversible dough sheeter: Markdown care and adjustment notes (no sidecar).

All names, values, part numbers and phone numbers are invented.
"""

FILE = "pastorin_ds650_care_notes.md"

TEXT = """# Pastorin DS-650 reversible dough sheeter - care and adjustment notes

Workshop notes for bakery technicians and head bakers. Pastorin Bakery Equipment, notes issue 2, June 2022.
These notes cover the floor-standing DS-650 with the folding tables. They do not replace the installation manual.

## Main data

| Item | Value |
|---|---|
| Belt width | 650 mm |
| Table length (each side) | 1400 mm |
| Roller gap | 0.2 to 40 mm |
| Roller diameter | 80 mm |
| Belt speed | 0.6 m/s |
| Motor | 0.75 kW, 400 V 3~ or 230 V 1~ |
| Max. dough piece | 6 kg |

The roller gap is set with the handle on the right-hand column. The scale shows the gap in millimetres; the fine stop on the handle gives steps of 0.1 mm below 5 mm.

## Daily cleaning

1. Open the roller gap fully to 40 mm.
2. Switch off at the main switch and pull the mains plug.
3. Pull the upper and lower flour scrapers out sideways.
4. Brush dry flour and dough remains off both belts and the rollers with a soft brush and a plastic spatula.
5. Wipe the tables and the frame with a damp cloth and a food-safe cleaner, then dry them.
6. Refit the scrapers. The upper scraper has the notch on the right-hand side.

> Never clean the sheeter with a water jet, a pressure washer or a steam cleaner. Water gets into the roller bearings and the gap scale, and the belts shrink.

Do not soak the belts. If dough has dried on, let it soften under a damp cloth for ten minutes and then scrape it off.

## Periodic care

- **Weekly:** grease the gap adjustment spindle with food-grade grease (NSF H1 class), part PD-00-090.
- **Monthly:** check the scrapers for nicks; a nicked scraper leaves stripes of dough on the rollers.
- **Every 6 months:** check the tension of the drive chain and oil it lightly with food-grade oil; check the belt tension.
- **Yearly:** electrical safety test of the machine and the foot switch.

## Belt tracking and sheet problems

| Symptom | Likely cause | What to do |
|---|---|---|
| Belt drifts to the left | Tension uneven | Turn the left tensioning screw a quarter turn clockwise, run for 2 minutes, repeat if needed |
| Belt drifts to the right | Tension uneven | Turn the right tensioning screw a quarter turn clockwise, run for 2 minutes, repeat if needed |
| Dough sticks to the upper roller | Scraper worn or not touching the roller | Check scraper contact; replace worn scraper PD-65-310 |
| Sheet thicker on one side | Rollers not parallel | Have the eccentric of the right roller bearing adjusted by Pastorin service |
| Gap scale does not match the measured sheet | Scale out of calibration | Close the gap to the 0.2 mm stop, hold the button on the handle for 5 seconds |

## Replacing a belt

1. Open the roller gap fully, switch off and pull the mains plug.
2. Fold up the table on the side of the belt to be changed.
3. Slacken both tensioning screws of that table until the belt is loose.
4. Remove the retaining clip at the outer end of the table and slide the old belt off sideways.
5. Slide on the new belt with the arrow pointing in the direction of travel towards the rollers.
6. Tighten both tensioning screws evenly until the belt no longer slips when a 5 kg dough piece is sheeted.
7. Refit the retaining clip, lower the table and correct the tracking as shown above.

## Parts

| Part no. | Description |
|---|---|
| PD-65-210 | Conveyor belt 650 x 2950 mm |
| PD-65-310 | Upper flour scraper |
| PD-65-311 | Lower flour scraper |
| PD-65-420 | Foot switch with cable |
| PD-00-090 | Food-grade grease NSF H1, 400 g |

Service: Pastorin Bakery Equipment, +44 1632 960 390.
"""


def documents():
    return [
        {
            "file": FILE,
            "format": "md",
            "text": TEXT,
            "meta": None,
            "features": "Markdown without sidecar; data table; steps; troubleshooting table; parts",
        }
    ]

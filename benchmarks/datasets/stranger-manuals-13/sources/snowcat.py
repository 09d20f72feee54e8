# ruff: noqa: E501
"""Kesselfjord T-9 snow groomer tiller: field maintenance notes (Markdown, no
sidecar). All names and values invented."""

FILE = "kesselfjord-t9-tiller-notes.md"

TEXT = """# Kesselfjord T-9 Tiller - Field Maintenance Notes

Applies to the T-9 tiller fitted behind Kesselfjord PB-600 snow groomers. Reference KF-FN-T9, issue 2, October 2023. These notes are for the depot mechanic; the full workshop manual covers overhaul of the tiller motor and chain case.

## 1. Quick specs

| Item | Value |
|---|---|
| Working width | 6.2 m with wings out, 5.4 m with wings folded |
| Tiller shaft speed | 0 to 1,150 rpm, reversible |
| Tines | 132, on four helical rows |
| Tiller motor | axial piston, 55 cm3/rev |
| Maximum working pressure | 380 bar |
| Case drain flow, new motor | max. 1.5 l/min at 60 °C oil temperature |
| Case drain flow, replace motor when above | 4.0 l/min at 60 °C oil temperature |
| Finisher flap pressure | 0 to 45 bar, set from the cab |
| Mass of tiller | 1,180 kg |

## 2. Daily checks (before the first shift)

- Walk round the tiller and count missing or bent tines. With up to 4 tines missing the tiller may finish the shift; with more than 4 missing, replace them before use.
- Chain case oil: the level must be at least half-way up the sight glass.
- Grease the four wing pivot nipples, two strokes of the gun each.
- Look for tears in the finisher rubber; replace the rubber if any tear is longer than 50 mm.
- Check the hydraulic hoses for chafing where they cross the hitch.

> Never run the tiller shaft above 600 rpm with the tiller lifted. The tines throw ice lumps far enough to injure people behind the vehicle.

## 3. Service intervals

| Interval | Work |
|---|---|
| first 50 h after new tines | re-torque all new tine bolts |
| every 100 h | grease shaft bearings, 3 strokes each side; check chain tension |
| every 250 h | change chain case oil, 4.5 l of gear oil KF-GO-90 |
| every 500 h | take a hydraulic oil sample; measure case drain flow |
| end of each season | wash down, touch up paint, store with wings folded |

## 4. Replacing tines

1. Lower the tiller onto wooden blocks, stop the engine, take the key and open the bleed valve on the hitch block to vent the tiller circuit.
2. Clear snow and ice off the shaft with a plastic scraper. Do not use a flame anywhere near the shaft seals.
3. Remove the M12 tine bolt and nut and throw the nut away; the self-locking nuts are single use.
4. Fit the new tine with its tip pointing in the direction of forward rotation.
5. Fit a new nut and tighten to 105 Nm.
6. Check all new tines again after 50 h of work.

## 5. Torque values

| Joint | Torque |
|---|---|
| Tine bolt M12, class 10.9 | 105 Nm |
| Shaft end plate bolts M16 | 240 Nm |
| Finisher comb bolts M10 | 48 Nm |
| Hitch pin retainer M20 | 300 Nm |
| Tiller motor flange bolts M14 | 165 Nm |

## 6. Troubleshooting

| Symptom | Likely cause | What to do |
|---|---|---|
| Uneven corduroy across the width | missing tines, or finisher pressure too low | replace tines; raise finisher pressure in 5 bar steps |
| Tiller stalls in hard pack | relief valve set low, or worn motor | measure case drain; the relief valve must crack at 380 bar |
| Knocking from chain case | chain slack | adjust the tensioner to 8 to 12 mm chain deflection |
| Shaft turns forward but not in reverse | reverse solenoid Y2 | check coil voltage (24 V) and plug |
| Oil on the outer bearing housing | shaft seal failed | fit seal kit KF-SK-09 |

Questions to the Kesselfjord depot desk: +47 23 96 04 18.
"""

DOCUMENTS = [{"file": FILE, "format": "md", "text": TEXT, "meta": None}]

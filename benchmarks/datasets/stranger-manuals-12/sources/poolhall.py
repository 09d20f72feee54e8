# ruff: noqa: E501
"""Aerotide Climate - PD series pool-hall dehumidifiers.

Commissioning notes as a Markdown file WITHOUT a sidecar. Everything here is
invented.
"""

FILE = "aerotide_pd_commissioning_notes.md"

TEXT = """# Aerotide PD Series Pool-Hall Dehumidifiers – Commissioning Notes

*Aerotide Climate Oy · Field engineering notes FE-PD-011 · Version 1.3, January 2024*

These notes collect what our field engineers check when commissioning PD-40, PD-65 and PD-100 units in indoor pools. They do not replace the installation manual. Questions to field engineering: +358 9 5550 4471.

## 1. Unit data

| | PD-40 | PD-65 | PD-100 |
|---|---|---|---|
| Dehumidification at 30 °C / 60 % RH | 4.2 kg/h | 6.8 kg/h | 10.5 kg/h |
| Nominal airflow | 1,800 m³/h | 3,000 m³/h | 4,600 m³/h |
| Max. external static pressure | 250 Pa | 300 Pa | 350 Pa |
| Refrigerant charge (R410A) | 2.1 kg | 3.4 kg | 5.2 kg |
| Compressor power input | 1.9 kW | 3.1 kW | 4.8 kW |
| Pool water heat exchanger, max. output | 3.5 kW | 5.5 kW | 8.5 kW |
| Supply | 230 V 1~ | 400 V 3N~ | 400 V 3N~ |
| Fuse | 16 A | 3 × 16 A | 3 × 20 A |

Capacities are for the stated hall condition with the outdoor air damper closed. At 28 °C / 60 % RH expect about 12 % less.

## 2. Hall conditions to aim for

- Air temperature 1 to 2 K **above** the pool water temperature. Air colder than the water makes the pool evaporate much faster and the unit cannot keep up.
- Relative humidity set-point 55 to 62 %. Do not go below 50 %: it increases evaporation and the energy bill without any benefit to the building.
- Night set-back: keep the pool cover on and let the humidity set-point rise to 65 %.

## 3. Commissioning checklist

1. Check that the condensate drain has a trap and that the trap height is at least 60 mm plus the fan negative pressure in mm of water gauge. Fill the trap before starting.
2. Check that the filter frames are closed and the G4 return filters are fitted.
3. Measure the supply voltage at the unit terminals with the compressor off and again with it running.
4. Start the fan only and measure airflow at the supply grille; adjust the fan speed setting until it is within 10 % of nominal.
5. Start the compressor. After 15 minutes, measure superheat at the evaporator outlet: it should be 5 to 8 K.
6. Open the pool water valve and check the water flow through the heat exchanger: 0.8 m³/h for PD-40, 1.2 m³/h for PD-65 and 1.9 m³/h for PD-100.
7. Set the humidity and temperature set-points and enable the BMS interface if used.
8. Fill in the commissioning record and leave a copy in the plant room.

## 4. Alarm codes on the unit display

| Code | What it means | What to do |
|---|---|---|
| AL1 | High refrigerant pressure | Check airflow, filters and the pool water flow through the heat exchanger. |
| AL2 | Low refrigerant pressure | Check for leaks; check the evaporator for ice. |
| AL3 | Condensate overflow switch | Clear the drain and the trap; check the trap height. |
| AL5 | Evaporator frost | Unit runs a defrost; if repeated, check airflow and return air temperature. |
| AL7 | Filter dirty (pressure switch) | Replace the return filters. |
| AL9 | Water flow switch open | Check the pool water valve and the circulation pump. |

## 5. Things that often go wrong

- Drain trap too shallow: the fan sucks air through the drain, the condensate cannot leave the tray and the unit trips on AL3.
- Heat exchanger connected downstream of the chlorine dosing point: the titanium exchanger can handle pool water, but freshly dosed water is too concentrated at low flow, so this position is not allowed. Connect after the filter and before the chlorine dosing point.
- Unit installed with the outdoor air damper fully open during commissioning: capacity readings look poor. Close it for the tests, then set it to the design value.

## 6. Maintenance intervals (for the handover)

| Task | Interval |
|---|---|
| Replace G4 return filters | every 3 months |
| Clean condensate tray and trap | every 6 months |
| Check refrigerant circuit for leaks | every 12 months |
| Inspect heat exchanger for scaling | every 12 months |
"""


def documents():
    return [
        {
            "file": FILE,
            "format": "md",
            "title": "Aerotide PD commissioning notes",
            "author": "Aerotide Climate Oy",
            "text": TEXT,
            "meta": None,
        }
    ]

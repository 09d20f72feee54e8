# ruff: noqa: E501
"""Ferrante SB-6200 paint spray booth - maintenance notes as a Markdown file (no sidecar). All invented."""

FILE = "ferrante-sb6200-filter-airflow-notes.md"

TEXT = """# Ferrante SB-6200 spray booth - filter and airflow maintenance notes

*Ferrante Finishing Systems S.r.l. - service notes for body shops, version 2.3 (June 2023). Applies to SB-6200 and SB-6200 XL downdraft paint booths with the BC-4 booth controller.*

These notes cover the filters, airflow checks and bake cycle of the booth. Burner service and the electrical panel are covered in the installation manual.

## 1. Operating modes

| Mode | Supply air | Exhaust | Burner |
|---|---|---|---|
| Spray | 100 % fresh air | on | keeps air at 20 to 23 °C |
| Flash-off | 100 % fresh air | on | 30 °C |
| Bake | 80 % recirculated | 20 % | heats to bake setpoint |
| Purge | 100 % fresh air | on | off |

The booth always runs a purge of 3 minutes before the burner may ignite and when changing from bake to spray. Recirculation is blocked in spray mode so that solvent vapour is never returned to the booth.

## 2. Airflow

- Average downdraft velocity in the empty booth: **0.30 to 0.45 m/s**, measured at nine points on a grid 1.5 m above the floor.
- No single point may read below 0.25 m/s.
- Booth pressure in spray mode: slight overpressure of +10 to +20 Pa. The BC-4 controller adjusts the exhaust fan speed to hold it.
- SB-6200 XL (7.0 m cabin): supply fan 30 000 m³/h. SB-6200 (6.0 m cabin): supply fan 24 000 m³/h.

## 3. Filters

| Filter | Class | Change at differential pressure | or at the latest |
|---|---|---|---|
| Intake pre-filter | ISO Coarse 60 % (G4) | 150 Pa | every 6 months |
| Ceiling filter | ISO ePM10 50 % (M5) | 250 Pa | every 1 000 spray hours |
| Floor paint-arrest filter | fibreglass, 50 mm | 120 Pa | every 100 spray hours |
| Exhaust filter (pocket) | ISO ePM10 60 % | 200 Pa | every 12 months |

Notes:

1. The differential pressure of each filter stage is shown on the BC-4 under MENU > FILTERS. Code P03 appears when any stage reaches its limit.
2. Replace the ceiling filter as a complete set; never clean or vacuum it.
3. Used floor filters contain paint overspray and must be disposed of as hazardous waste.

### Replacing the floor paint-arrest filters

1. Finish the job in the booth and let the booth run in purge for at least 10 minutes.
2. Switch the booth to OFF and wear gloves and a dust mask.
3. Lift the floor grating sections starting from the door end.
4. Roll up the used filter mats towards the centre so that the dirty side is inside.
5. Vacuum the filter support grid and the floor pit.
6. Lay the new mats with the printed side (tacky side) facing up and without gaps at the joints.
7. Refit the gratings and reset the floor filter counter under MENU > FILTERS > RESET.

## 4. Bake cycle

The standard bake for 2K clearcoat is **60 °C panel temperature for 30 minutes**. The air temperature limit is 80 °C; the high-limit thermostat shuts the burner off at 90 °C and needs a manual reset. Do not start a bake with spray guns or solvent containers inside the booth.

## 5. Controller messages

| Code | Meaning | Action |
|---|---|---|
| P03 | Filter differential pressure limit reached | Change the filter stage shown on the display. |
| P05 | Booth pressure outside +5 to +30 Pa for 60 s | Check doors and door seals; check exhaust damper. |
| P07 | Burner flame failure | Check gas supply; reset the burner relay. After three failures call service. |
| P09 | Exhaust fan fault (motor protection) | Check the fan belt and motor protection switch. Spraying is blocked. |
| P11 | High-limit thermostat tripped | Let the booth cool; find the cause before pressing the manual reset. |

Service line: +39 0555 018 420 (Ferrante service, weekdays 8:00 to 18:00).
"""


def documents():
    return [{"format": "md", "file": FILE, "text": TEXT, "meta": None}]

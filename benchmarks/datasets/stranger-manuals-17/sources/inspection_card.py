# ruff: noqa: E501
"""scissor-lift-inspection-card.txt: daily pre-use inspection card for Elvator SL-08E / SL-10E (invented; no sidecar)."""

FILE = "scissor-lift-inspection-card.txt"

TEXT = """ELVATOR SL-08E / SL-10E ELECTRIC SCISSOR LIFT
DAILY PRE-USE INSPECTION CARD                      Card EL-IC-08, edition 2022

Carry out all checks at the start of each shift, on level ground, platform fully lowered.
Tick each item. If any item fails: tag the machine OUT OF SERVICE and report it. Do not use.

MACHINE DATA (for reference)
  Model ................................. SL-08E            SL-10E
  Max. platform height .................. 6.1 m             8.0 m
  Rated load (platform + extension) ..... 230 kg            230 kg
  Max. persons indoors / outdoors ....... 2 / 1             2 / 1
  Max. wind speed outdoors .............. 12.5 m/s          12.5 m/s
  Tilt alarm (side / front) ............. 1.5 deg / 3 deg   1.5 deg / 3 deg
  Drive speed, platform raised .......... 0.5 km/h          0.5 km/h

A. WALK-AROUND
  [ ] A1  Tyres: no cuts deeper than 5 mm, no chunks missing. Non-marking tyres only.
  [ ] A2  Hydraulic oil level between MIN and MAX marks with the platform lowered.
  [ ] A3  No hydraulic leaks under the chassis or at the lift cylinder.
  [ ] A4  Pothole guards: free to move, no bent plates.
  [ ] A5  Scissor arms and pins: no cracks, retaining clips in place.
  [ ] A6  Decals and capacity plate legible.

B. BATTERY
  [ ] B1  Charge indicator shows at least 50 % before use.
  [ ] B2  Resting voltage after charging: 25.4 V or higher (24 V pack).
  [ ] B3  Electrolyte above the plates - top up with distilled water only after charging.

C. FUNCTION TESTS (from the ground control box first, then from the platform)
  [ ] C1  Emergency stop on both control boxes stops all movement.
  [ ] C2  Raise and lower from the ground box; lowering must stop at about 2 m for the
          anti-crush pause (3 s) before the final descent.
  [ ] C3  Emergency lowering valve: platform comes down when the knob is pulled.
  [ ] C4  Tilt alarm: raise platform 1 m on the test ramp - alarm sounds, lift and drive are cut.
  [ ] C5  Overload sensing: beacon flashes and lift is cut with the test weight (card EL-TW).
  [ ] C6  Brakes hold the machine on the 25 % test ramp.
  [ ] C7  Gate closes by itself and latches.

D. PLATFORM
  [ ] D1  Guardrails complete, all pins in. Do not stand on the guardrails or use ladders on the platform.
  [ ] D2  Extension deck slides and locks in both end positions (extension load max. 115 kg).
  [ ] D3  Lanyard anchor points present (2).

NOTES
  * Never drive with the platform raised on slopes, kerbs or soft ground.
  * Outdoor use with 2 persons is not allowed on either model.
  * Annual thorough examination is due 12 months after the date on the green tag.

Inspected by: ______________  Date: __________  Hour meter: ________
"""

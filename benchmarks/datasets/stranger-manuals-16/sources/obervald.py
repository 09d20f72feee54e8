"""Obervald Ropeways DG-6 detachable grip - monthly inspection card.

Plain text file without a sidecar. Everything here is invented.
"""

FILE = "obervald-dg6-grip-inspection-card.txt"

TEXT = """OBERVALD ROPEWAYS - DG-6 DETACHABLE GRIP
MONTHLY INSPECTION CARD (form OR-DG6-M, issue 4)
======================================================================

Applies to: DG-6 grips on 6-seat chairs and 8-seat gondola cabins.
Rope diameter range for DG-6: 38 to 44 mm.
Inspect every carrier once a month. Use one card per carrier and keep
the cards for at least 10 years in the ropeway log.

----------------------------------------------------------------------
A. REFERENCE VALUES
----------------------------------------------------------------------
Grip force, nominal (new spring pack) ............ 44 kN
Grip force, minimum in service ................... 39.5 kN
  (below 39.5 kN the carrier must be taken off the line)
Grip force, maximum .............................. 48 kN
Jaw wear limit, moving jaw ....................... 1.2 mm
Jaw wear limit, fixed jaw ........................ 0.8 mm
Opening lever roller diameter, new ............... 62 mm
Opening lever roller diameter, minimum ........... 59 mm
Running wheel tyre diameter, minimum ............. 196 mm

Note: The grip force is measured automatically by the grip force
test device in the station every time the carrier passes. The card
only records the lowest value shown in the monthly printout.

----------------------------------------------------------------------
B. CHECKS
----------------------------------------------------------------------
B1  Grip force (lowest value from monthly printout)   ____ kN
B2  Jaw wear, moving jaw, with gauge OR-G12           ____ mm
B3  Jaw wear, fixed jaw, with gauge OR-G12            ____ mm
B4  Opening lever roller diameter                     ____ mm
B5  Running wheel tyres - cracks, flats, diameter     OK / not OK
B6  Spring pack - visible corrosion or broken disc    OK / not OK
B7  Hanger bolt and jaw pin nut - torque marks intact OK / not OK
B8  Grip tongue - visual check for cracks             OK / not OK

----------------------------------------------------------------------
C. TORQUES (only if a torque mark is broken)
----------------------------------------------------------------------
Jaw pin nut M24 ..................... 220 Nm
Hanger bolt M30 ..................... 410 Nm
Running wheel axle nut M20 .......... 180 Nm
Opening lever roller bolt M16 ....... 95 Nm
Apply new torque marks after tightening.

----------------------------------------------------------------------
D. OTHER INTERVALS (not part of the monthly check)
----------------------------------------------------------------------
Magnetic particle test of grip tongue and jaws ... every 3 years
Spring pack replacement .......................... 1,000,000 grip cycles
                                                   or 8 years
Complete grip overhaul ........................... 15,000 operating hours

----------------------------------------------------------------------
E. DO NOT
----------------------------------------------------------------------
- Do not grease the jaw contact surfaces. Grease lowers the friction
  between jaw and rope and so reduces the slip resistance of the grip.
- Do not mix spring discs from different packs.
- Do not return a carrier to the line after a grip force below the
  minimum, even if a second measurement is higher.

Inspector: ____________________   Date: ____________   Carrier no.: ______
Obervald Ropeways service: +43 5552 7301 88
"""


def documents():
    return [{"file": FILE, "format": "txt", "text": TEXT, "meta": None}]

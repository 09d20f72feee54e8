"""Ferrodyne HB-7 freight wagon screw handbrake: plain-text workshop inspection card (no sidecar).

All names, values and phone numbers are invented.
"""

FILE = "ferrodyne_hb7_inspection_card.txt"

TEXT = """FERRODYNE RAIL COMPONENTS
HB-7 SCREW HANDBRAKE FOR FREIGHT WAGONS - WORKSHOP INSPECTION CARD
Card FRC-HB7-IC, issue 4, March 2023

Applies to:  HB-7   handbrake with platform handwheel
             HB-7V  handbrake with vertical handwheel on the wagon side
Use this card at every periodic wagon inspection and after any repair to the
handbrake linkage. Record results on the wagon inspection sheet.

------------------------------------------------------------------------------
1  VISUAL CHECK
------------------------------------------------------------------------------
  - Handwheel: no cracks, no bent spokes, locking pawl present.
    Cracked handwheels must be replaced; welding is not permitted.
  - Spindle guard tube and brackets: no cracks, all bolts present.
  - Linkage to the brake rigging: split pins fitted and opened.
  - Handbrake marking plate legible ("HB-7" or "HB-7V", year of manufacture).

------------------------------------------------------------------------------
2  FUNCTION TEST (wagon empty, air brake released)
------------------------------------------------------------------------------
  a) Apply the handbrake. Full application must be reached after
     14 to 18 turns of the handwheel.
  b) Force at the handwheel rim at full application:
        HB-7   max. 350 N
        HB-7V  max. 400 N
  c) All brake blocks worked by the handbrake must be firmly against the
     wheel treads.
  d) Release the handbrake fully. Each block must then stand clear of its
     wheel tread by at least 5 mm.

------------------------------------------------------------------------------
3  WEAR LIMITS
------------------------------------------------------------------------------
  Item                               New          Limit
  Spindle axial play                 0.3 mm       max. 1.5 mm
  Spindle nut radial play            0.2 mm       max. 0.8 mm
  Pivot pin diameter                 25.0 mm      min. 23.0 mm
  Pivot bush inner diameter          25.2 mm      max. 26.5 mm
  Chain elongation over 10 links     -            max. 3 %   (HB-7V only)

  Replace parts that have reached the limit. Pivot pins and bushes are
  always replaced in pairs.

------------------------------------------------------------------------------
4  LUBRICATION
------------------------------------------------------------------------------
  Spindle and spindle nut: grease FR-G2 at every periodic inspection,
  at the latest every 2 years. Clean the old grease off the thread first.
  Pivot pins: a few drops of oil at every inspection.
  Do not grease the handwheel pawl; grease collects dirt and the pawl sticks.

------------------------------------------------------------------------------
5  TIGHTENING TORQUES
------------------------------------------------------------------------------
  Handwheel nut M20                  180 Nm
  Guard tube bracket bolts M16       200 Nm
  Linkage clevis bolts M24           castle nut, finger tight + split pin

------------------------------------------------------------------------------
6  AFTER REPAIR
------------------------------------------------------------------------------
  1. Repeat the function test in section 2.
  2. Apply a white paint mark across spindle nut and guard tube.
  3. Enter card number, date and inspector's stamp on the wagon sheet.

Questions: Ferrodyne wagon components hotline +44 1632 960 507
"""


def documents():
    return [
        {
            "file": FILE,
            "format": "txt",
            "text": TEXT,
            "meta": None,
            "features": "plain text without sidecar; function test limits by variant; wear limit table; torques",
        }
    ]

"""Vestbro Maskin - HPB series hydraulic press brakes.

Maintenance card as a plain .txt file WITHOUT a sidecar. Everything here is
invented.
"""

FILE = "vestbro_hpb_maintenance_card.txt"

TEXT = """VESTBRO MASKIN AS - HYDRAULIC PRESS BRAKES, HPB SERIES
MAINTENANCE CARD VM-HPB-MC-07, revision 4 (2023)
Models: HPB 80-25, HPB 135-31, HPB 220-40
Service: +47 5555 0192

Keep this card at the machine. Tick each check in the machine log book.
Lock out the main switch and lower the ram onto wooden blocks before any
work inside the guards.

------------------------------------------------------------------------
1. MACHINE DATA
------------------------------------------------------------------------
                              HPB 80-25     HPB 135-31    HPB 220-40
Press force                   800 kN        1350 kN       2200 kN
Bending length                2550 mm       3100 mm       4050 mm
Distance between housings     2150 mm       2600 mm       3600 mm
Ram stroke                    215 mm        265 mm        315 mm
Approach speed                180 mm/s      160 mm/s      140 mm/s
Working speed, max            10 mm/s       10 mm/s       9 mm/s
Hydraulic oil volume          95 L          160 L         240 L
Main motor                    11 kW         15 kW         22 kW

Hydraulic oil: HM 46 (ISO VG 46 with anti-wear additives). Do not mix brands.

------------------------------------------------------------------------
2. DAILY CHECKS (operator)
------------------------------------------------------------------------
 a) Oil level in the sight glass between MIN and MAX with the ram at top.
 b) Test the light curtain: with the ram closing at approach speed, put
    the 14 mm test rod into the protected zone. The ram must stop and the
    display must show "LC STOP".
 c) Test the foot pedal emergency stop and the rear guard door switch.
 d) Look for oil leaks at the cylinders and the valve block.

------------------------------------------------------------------------
3. WEEKLY CHECKS (operator)
------------------------------------------------------------------------
 a) Clean the back gauge rails and wipe them with a light oil film.
 b) Check the stopping distance with the built-in test (menu SERVICE >
    STOP TEST). Maximum allowed: 8 mm at approach speed. Call service if
    the result is above 6 mm two weeks in a row.
 c) Check that the top tool clamps are tight. Clamp screws: 35 Nm.

------------------------------------------------------------------------
4. SERVICE INTERVALS (maintenance staff)
------------------------------------------------------------------------
 Return filter element ............... every 1000 h, or when the
                                       clogging indicator is red
 Suction strainer (clean) ............ every 2000 h
 Hydraulic oil change ................ every 4000 h or 2 years
 Air breather filter on the tank ..... every 2000 h
 Ram gib adjustment check ............ every 12 months
 Y1/Y2 linear scale check ............ every 12 months
 Light curtain certification ......... every 12 months (by service)

 Filter elements: return filter VM-F-1120 (HPB 80-25 and 135-31),
 VM-F-1160 (HPB 220-40). Breather VM-F-0210 (all models).

------------------------------------------------------------------------
5. OIL TEMPERATURE
------------------------------------------------------------------------
 The oil temperature is shown on the SERVICE page. Normal running range
 is 35 to 55 C. Above 60 C the control gives message M17 and reduces the
 working speed to half; above 70 C the pump stops (alarm A41). Do not
 open the tank cap while the oil is hot.

------------------------------------------------------------------------
6. MESSAGES AND ALARMS
------------------------------------------------------------------------
 M12  Back gauge not referenced      Run the reference cycle (HOME).
 M17  Oil temperature high           Speed halved. Check the oil cooler fan
                                     and the oil level.
 A21  Y1/Y2 deviation > 0.2 mm       Ram tilted. Stop bending; run the
                                     synchronisation check; call service
                                     if it returns.
 A33  Light curtain fault            Clean the front windows; check the
                                     alignment LEDs.
 A41  Oil temperature too high       Pump stopped. Let the oil cool; check
                                     the cooler and the relief valve.
 A44  Return filter clogged          Replace the return filter element.
 A52  Pressure transducer fault      Check the cable; call service.

------------------------------------------------------------------------
7. RAM PARALLELISM
------------------------------------------------------------------------
 After any work on the cylinders or the Y-axis scales, check that the ram
 is parallel to the table: measure at both ends with the ram at bottom
 dead centre. Permitted difference: 0.05 mm over the full length. Adjust
 with the Y2 offset in menu SERVICE > AXES, never by shimming the
 linear scale.

 NEVER bypass the light curtain by muting it for normal bending. Muting
 is only for the last 6 mm of the stroke, and the control does it.
"""


def documents():
    return [
        {
            "file": FILE,
            "format": "txt",
            "title": "Vestbro HPB maintenance card",
            "author": "Vestbro Maskin AS",
            "text": TEXT,
            "meta": None,
        }
    ]

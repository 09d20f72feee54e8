# ruff: noqa: E501
"""ORM-SM-GX - Service Manual, GX series single-shaft granulators (GX-250, GX-400, GX-550).

Invented document, one revision in the set (Rev 4).
"""

KEY = "ORM-SM-GX"
COMPANY = "Orvane Recycling Machinery B.V."
TITLE = "Service Manual - GX Series Granulators"
PRODUCT = "GX series granulator"
VARIANTS = ["GX-250", "GX-400", "GX-550"]
REV = "Rev 4"
FILE = "ORM-SM-GX_Rev4.pdf"
EFFECTIVE_FROM = "2022-09-01"
RECORDED_AT = "2022-08-29T00:00:00Z"


def pages():
    p1 = [
        ("title", "GX Series Granulators"),
        ("subtitle", "Service Manual for GX-250, GX-400 and GX-550"),
        (
            "kv",
            [
                ("Document", KEY),
                ("Revision", "Rev 4, issued 2022-09-01"),
                ("Models", "GX-250, GX-400, GX-550"),
                ("Manufacturer", "Orvane Recycling Machinery B.V., Industrieweg 88, Brakkendam, Netherlands"),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety rules", 2),
                ("2", "Revision record", 2),
                ("3", "Technical data", 3),
                ("4", "Knife setting", 4),
                ("5", "Torque values", 5),
                ("6", "Lubrication and service intervals", 5),
                ("7", "Screen and belt service", 6),
                ("8", "Alarm codes", 7),
                ("9", "Spare parts", 8),
            ],
        ),
        ("h1", "Introduction"),
        (
            "p",
            "GX granulators are single-shaft cutting mills for sprues, runners and rejected mouldings beside the "
            "injection moulding machine. Material falls from the hopper into the cutting chamber, is cut between "
            "the rotor knives and the bed knives and leaves through the screen into the collection bin or the "
            "evacuation blower.",
        ),
        (
            "p",
            "The number in the model designation is the width of the cutting chamber opening in millimetres. "
            "The GX-400 and GX-550 have a flywheel on the rotor shaft; the GX-250 has none.",
        ),
        (
            "p",
            "This manual is for service technicians. Operating instructions are in the separate Operator Manual ORM-OM-GX.",
        ),
    ]
    p2 = [
        ("h1", "1  Safety rules"),
        (
            "p",
            "The rotor knives are sharp enough to cause serious injury even when the rotor is turned by hand. "
            "Wear cut-resistant gloves for all work in the cutting chamber.",
        ),
        ("h2", "1.1  Lockout"),
        (
            "p",
            "Switch off the main isolator and lock it. Wait until the standstill lamp lights before opening the "
            "chamber; the door lock releases only when the speed sensor reports standstill. On the GX-550, also "
            "insert the rotor locking pin before touching the knives.",
        ),
        ("h2", "1.2  Do not"),
        (
            "ul",
            [
                "Do not open the cutting chamber before the standstill lamp is lit.",
                "Do not reach into the feed hopper. Use the push stick kept on the hopper side.",
                "Do not feed metal inserts, glass or parts with a glass-fibre content above 30 %.",
                "Do not regrind rotor knives below the minimum width in Table 4-1.",
                "Do not fit new and reground knives on the same rotor.",
                "Do not run the granulator without the screen fitted.",
                "Do not defeat or bridge the hopper or chamber interlock switches.",
                "Do not lift the machine by the hopper; use the lifting eyes on the base frame.",
            ],
        ),
        ("h1", "2  Revision record"),
        (
            "table",
            dict(
                widths=[22, 32, 126],
                header=["Rev", "Date", "Changes"],
                rows=[
                    ["1", "2017-05-02", "First issue (GX-250, GX-400)."],
                    ["2", "2018-11-19", "GX-550 added."],
                    ["3", "2020-08-03", "Rotor bearing temperature monitoring added (alarms A06 and A07)."],
                    [
                        "4",
                        "2022-09-01",
                        "Knife gap values revised. Torque table re-arranged by model. Alarm A13 added.",
                    ],
                ],
            ),
        ),
    ]
    p3 = [
        ("h1", "3  Technical data"),
        (
            "table",
            dict(
                title="Table 3-1  Main data",
                widths=[75, 35, 35, 35],
                header=["Item", "GX-250", "GX-400", "GX-550"],
                rows=[
                    ["Cutting chamber opening (mm)", "250 x 310", "400 x 460", "550 x 610"],
                    ["Rotor diameter (mm)", "260", "330", "410"],
                    ["Rotor knives / bed knives", "3 / 2", "5 / 2", "5 / 3"],
                    ["Rotor speed (rpm)", "580", "520", "460"],
                    ["Drive motor (kW)", "5.5", "11", "22"],
                    ["Throughput, PP sprues (kg/h) (1)", "80 to 120", "200 to 300", "450 to 600"],
                    ["Standard screen holes (mm)", "8", "10", "12"],
                    ["Optional screen holes (mm)", "5, 6, 10", "6, 8, 12", "8, 10, 16"],
                    ["V-belts, number x section", "2 x SPA", "3 x SPB", "4 x SPB"],
                    ["Sound pressure level, dB(A) (2)", "92", "95", "98"],
                    ["Mass without blower (kg) (3)", "340", "720", "1,380"],
                    ["Evacuation blower, option (kW)", "1.5", "2.2", "4.0"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(1) Throughput depends on material, part shape and screen. Values are for polypropylene sprues with the standard screen.",
                "(2) Measured 1 m from the hopper with the chamber empty. The acoustic hopper option lowers the level by about 8 dB(A).",
                "(3) Add 45 kg (GX-250), 60 kg (GX-400) or 90 kg (GX-550) for the acoustic hopper.",
            ],
        ),
        (
            "table",
            dict(
                title="Table 3-2  Electrical data",
                widths=[75, 35, 35, 35],
                header=["Item", "GX-250", "GX-400", "GX-550"],
                rows=[
                    ["Supply", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Main fuse (gG)", "16 A", "32 A", "63 A"],
                    ["Starting method", "Direct on line", "Star-delta", "Soft starter"],
                    ["Motor brake", "DC injection", "DC injection", "DC injection"],
                    ["Control voltage", "24 V DC", "24 V DC", "24 V DC"],
                ],
            ),
        ),
        (
            "p",
            "Permitted ambient temperature in operation: +5 to +40 °C. Relative humidity up to 85 %, non-condensing.",
        ),
    ]
    p4 = [
        ("h1", "4  Knife setting"),
        (
            "p",
            "The cut quality, the amount of fines and the power draw all depend on the gap between rotor knives and "
            "bed knives. Check the gap at the interval in Table 6-1 and after every knife change.",
        ),
        (
            "table",
            dict(
                title="Table 4-1  Knife gap and knife width",
                widths=[28, 34, 34, 40, 44],
                header=["Model", "Gap, minimum", "Gap, maximum", "New rotor knife width", "Min. width after regrind"],
                rows=[
                    ["GX-250", "0.15 mm", "0.25 mm", "50 mm", "42 mm"],
                    ["GX-400", "0.20 mm", "0.30 mm", "60 mm", "51 mm"],
                    ["GX-550", "0.25 mm", "0.40 mm", "70 mm", "59 mm"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(1) For soft materials such as TPE or LDPE film, set the gap at the minimum value.",
                "(2) Measure with a feeler gauge at both ends of every knife; the two readings may differ by 0.05 mm at most.",
                "(3) Bed knives may be reground to 4 mm less than their new width on all models.",
            ],
        ),
        ("h2", "4.2  Setting the rotor knife gap"),
        (
            "ol",
            [
                "Lock out the granulator (1.1). On the GX-550 fit the rotor locking pin.",
                "Tilt the hopper back and swing the chamber front open.",
                "Clean the knife seats with a brass brush; no regrind or dust may remain under a knife.",
                "Fit the rotor knives with their bolts finger tight.",
                "Turn the adjusting screws until each rotor knife just touches the setting gauge laid on the bed knife.",
                "Remove the gauge and tighten the knife bolts from the centre outwards to the value in Table 5-1.",
                "Turn the rotor slowly by hand and check the gap at both ends of every rotor knife against each bed knife.",
                "If any reading is outside Table 4-1, loosen the bolts and repeat from step 5.",
                "Turn the rotor one full turn by hand, remove all tools and close the chamber.",
            ],
        ),
        (
            "p",
            "The setting gauge is supplied with the machine: 0.20 mm for the GX-250, 0.25 mm for the GX-400 and "
            "0.30 mm for the GX-550.",
        ),
    ]
    p5 = [
        ("h1", "5  Torque values"),
        (
            "table",
            dict(
                title="Table 5-1  Tightening torques",
                widths=[66, 38, 38, 38],
                header=["Fastener", "GX-250", "GX-400", "GX-550"],
                rows=[
                    ["Rotor knife bolts (1) (2)", "95 Nm (M12)", "230 Nm (M16)", "230 Nm (M16)"],
                    ["Bed knife bolts (1)", "85 Nm (M12)", "85 Nm (M12)", "210 Nm (M16)"],
                    ["Screen cradle bolts", "45 Nm (M10)", "45 Nm (M10)", "80 Nm (M12)"],
                    ["Rotor bearing housing bolts", "80 Nm (M12)", "195 Nm (M16)", "195 Nm (M16)"],
                    ["Motor pulley taper bush", "20 Nm", "31 Nm", "49 Nm"],
                    ["Chamber hinge bolts", "45 Nm (M10)", "80 Nm (M12)", "80 Nm (M12)"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(1) Threads lightly oiled with SAE 30 engine oil. Do not use anti-seize compound on knife bolts.",
                "(2) Tighten in two stages: first to half the value, then to the full value. Replace knife bolts at every second knife change.",
            ],
        ),
        ("h1", "6  Lubrication and service intervals"),
        (
            "table",
            dict(
                title="Table 6-1  Service schedule",
                widths=[70, 55, 55],
                header=["Task", "Interval", "Material / remark"],
                rows=[
                    ["Test hopper and chamber interlocks", "Daily, before first start", "Each switch separately"],
                    ["Check knife gap", "Every 40 operating hours", "Table 4-1"],
                    ["Turn or regrind rotor knives", "Every 250 h (1)", "Always as a set"],
                    ["Grease rotor bearings", "Every 160 h", "Lithium EP2 grease (2)"],
                    ["Check V-belt tension", "Every 250 h", "Table 7-1"],
                    ["Replace V-belts", "Every 4,000 h", "Replace the whole set"],
                    ["Inspect screen for wear", "Every 500 h", "Section 7.2"],
                    ["Drive motor bearings", "No action", "Sealed for life"],
                    ["Replace rotor bearings", "Every 20,000 h", "Both bearings together"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(1) With glass-filled or mineral-filled materials, halve the interval.",
                "(2) 15 g per bearing on the GX-250 and GX-400, 25 g per bearing on the GX-550. Too much grease raises "
                "the bearing temperature and can trigger alarm A06.",
            ],
        ),
    ]
    p6 = [
        ("h1", "7  Screen and belt service"),
        ("h2", "7.1  Changing the screen"),
        (
            "ol",
            [
                "Lock out the granulator and open the chamber.",
                "Support the screen cradle with the lifting bar and remove the two cradle bolts.",
                "Lower the cradle and slide the screen out towards the operator side.",
                "Clean the cradle seats and the chamber sides of regrind.",
                "Slide in the new screen with the stamped arrow pointing in the direction of rotor rotation.",
                "Raise the cradle and tighten the cradle bolts to the value in Table 5-1.",
            ],
        ),
        ("h2", "7.2  Screen wear limits"),
        (
            "p",
            "Replace the screen when the web between two holes has worn to less than 1.5 mm, or when any hole has "
            "grown more than 1 mm larger than its nominal diameter. A worn screen lets oversize particles through "
            "and should not be turned round to extend its life.",
        ),
        ("h2", "7.3  V-belt tension"),
        (
            "table",
            dict(
                title="Table 7-1  Belt deflection at mid-span",
                widths=[40, 40, 50, 50],
                header=["Model", "Test force per belt", "Deflection, new belts", "Deflection, used belts"],
                rows=[
                    ["GX-250", "25 N", "6.5 mm", "7.5 mm"],
                    ["GX-400", "50 N", "8.0 mm", "9.0 mm"],
                    ["GX-550", "50 N", "9.5 mm", "10.5 mm"],
                ],
            ),
        ),
        (
            "fn",
            [
                "New-belt values apply for the first 8 running hours. Re-tension to the used-belt value after this run-in period."
            ],
        ),
        (
            "ol",
            [
                "Loosen the four motor base bolts.",
                "Turn the tensioning screw until the deflection in Table 7-1 is reached with the test force applied.",
                "Check pulley alignment with a straight edge; the offset must not exceed 1 mm.",
                "Tighten the motor base bolts and refit the belt guard before switching on.",
            ],
        ),
        (
            "p",
            "Do not lever belts over the pulley flanges. Slacken the motor base until the belts can be fitted by hand.",
        ),
    ]
    alarm_cols = dict(widths=[18, 66, 96], header=["Alarm", "Meaning", "Action"], size=8.5)
    p7 = [
        ("h1", "8  Alarm codes"),
        (
            "p",
            "Alarms are shown on the operator panel as Axx with a short text. Alarms marked with * stop the rotor; "
            "the others allow the current cycle to finish. Acknowledge with the RESET button after the cause has been removed.",
        ),
        (
            "table",
            dict(
                title="Table 8-1  Alarm list",
                rows=[
                    [
                        "A01",
                        "Hopper interlock open (hopper not latched)",
                        "Lower and latch the hopper; check alignment of the actuator of switch S11.",
                    ],
                    [
                        "A02",
                        "Chamber front open (interlock S12)",
                        "Close the chamber and tighten the handwheel until the switch makes.",
                    ],
                    [
                        "A03 *",
                        "Drive motor overload relay tripped",
                        "Let the motor cool for 10 minutes; check feed rate and knife sharpness; reset relay F3.",
                    ],
                    [
                        "A04 *",
                        "Rotor jammed: anti-jam reversal failed three times",
                        "Lock out, open the chamber and free the rotor with the turning tool; remove the blocking part.",
                    ],
                    [
                        "A05 *",
                        "Emergency stop pressed",
                        "Remove the cause, release the emergency stop and press RESET.",
                    ],
                    [
                        "A06",
                        "Rotor bearing temperature high (above 85 °C)",
                        "Reduce the feed; check the grease quantity and the belt tension.",
                    ],
                    [
                        "A07 *",
                        "Rotor bearing temperature trip (above 95 °C)",
                        "Let the bearing cool; turn by hand and replace the bearing if it feels rough or is discoloured.",
                    ],
                    [
                        "A08",
                        "No signal from rotor speed sensor B21",
                        "Set the sensor gap to 1.0 to 1.5 mm; replace B21 if its LED does not flash when the rotor turns.",
                    ],
                    [
                        "A09 *",
                        "Phase failure or wrong phase sequence",
                        "Check the supply fuses. If the sequence is wrong, have an electrician swap two phases at the "
                        "main isolator. Never swap phases at the motor terminals, because the brake module is wired "
                        "to the motor side.",
                    ],
                ],
                **alarm_cols,
            ),
        ),
    ]
    p8 = [
        (
            "table",
            dict(
                title="Table 8-1  Alarm list (continued)",
                rows=[
                    [
                        "A10",
                        "Braking time exceeded (no standstill within 40 s)",
                        "Check brake resistor R5 and the DC brake module. Do not open the chamber until standstill is confirmed.",
                    ],
                    ["A11", "Collection bin full", "Empty the bin; clean the level sensor."],
                    [
                        "A12 *",
                        "Evacuation blower overload",
                        "Clear the blower inlet and the conveying pipe; reset relay F7.",
                    ],
                    [
                        "A13",
                        "Feed conveyor stopped (option)",
                        "Check the conveyor interlock plug X9 and the conveyor motor.",
                    ],
                ],
                **alarm_cols,
            ),
        ),
        ("h1", "9  Spare parts"),
        (
            "table",
            dict(
                title="Table 9-1  Spare parts",
                widths=[28, 100, 52],
                size=8.5,
                header=["Part no.", "Description", "Model"],
                rows=[
                    ["7104-250", "Rotor knife set, 3 pieces", "GX-250"],
                    ["7104-400", "Rotor knife set, 5 pieces", "GX-400"],
                    ["7104-550", "Rotor knife set, 5 pieces", "GX-550"],
                    ["7106-250", "Bed knife set, 2 pieces", "GX-250"],
                    ["7106-400", "Bed knife set, 2 pieces", "GX-400"],
                    ["7106-550", "Bed knife set, 3 pieces", "GX-550"],
                    ["7112-12", "Knife bolt M12 x 40, grade 12.9, pack of 10", "GX-250, GX-400"],
                    ["7112-16", "Knife bolt M16 x 50, grade 12.9, pack of 10", "GX-400, GX-550"],
                    ["7130-330", "Rotor bearing, spherical roller", "GX-400"],
                    ["7130-410", "Rotor bearing, spherical roller", "GX-550"],
                    ["7150-08", "Screen, 8 mm holes", "GX-250"],
                    ["7165-2", "Interlock switch with coded actuator", "All models"],
                    ["7171-21", "Rotor speed sensor B21", "All models"],
                    ["7190-550", "Rotor locking pin", "GX-550"],
                ],
            ),
        ),
        ("fn", ["Knife sets are supplied balanced. Always replace all rotor knives of a rotor together."]),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


def meta():
    return dict(company=COMPANY, title=TITLE, docno=KEY, rev=REV)

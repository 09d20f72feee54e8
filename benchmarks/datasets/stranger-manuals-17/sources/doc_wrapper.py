# ruff: noqa: E501
"""PPS-SM-0418: RTW turntable stretch wrappers service manual, Issue 2 (invented). Three models."""

COMPANY = "Palvorn Packaging Systems B.V."
DOCNO = "PPS-SM-0418"
TITLE = "RTW Turntable Stretch Wrappers - Service Manual"
VERSION = "Issue 2"
EFFECTIVE = "2021-03-01"
RECORDED = "2021-02-19"


def build():
    p1 = [
        ("title", "RTW Turntable Stretch Wrappers"),
        ("subtitle", "Service Manual - RTW-1500, RTW-1800 and RTW-2000HD"),
        (
            "table",
            [50, 124],
            None,
            [
                ["Document number", DOCNO],
                ["Issue", VERSION + ", effective " + EFFECTIVE],
                ["Models covered", "RTW-1500, RTW-1800, RTW-2000HD (serial prefix PW)"],
                ["Intended readers", "Service technicians of Palvorn and authorised partners"],
            ],
            {"bold_first": True, "size": 9, "lh": 4.4},
        ),
        ("h1", "Contents"),
        (
            "table",
            [20, 134, 20],
            ["Chapter", "Title", "Page"],
            [
                ["1", "Safety rules", "2"],
                ["2", "Model overview", "2"],
                ["3", "Electrical data", "3"],
                ["4", "Parameters and adjustment limits", "4"],
                ["5", "Maintenance schedule", "5"],
                ["6", "Service procedures and torques", "6"],
                ["7", "Alarm codes", "7"],
                ["8", "Spare parts list", "8"],
            ],
            {"size": 9, "lh": 4.4},
        ),
        ("h1", "Revision history"),
        (
            "table",
            [22, 28, 124],
            ["Issue", "Date", "Changes"],
            [
                ["Issue 1", "2019-05-06", "First issue for RTW-1500 and RTW-1800."],
                [
                    "Issue 2",
                    "2021-03-01",
                    "RTW-2000HD added; alarm list extended to A16; chain tension procedure rewritten.",
                ],
            ],
            {"size": 8.5},
        ),
        (
            "small",
            "Palvorn Packaging Systems B.V., Kanaalweg 41, Oosterbrug. Translations of this manual are made "
            "from the English original.",
        ),
    ]

    p2 = [
        ("h1", "1 Safety rules"),
        (
            "p",
            "The wrapper starts automatically when a pallet is detected in automatic mode. Before any service "
            "work switch the machine to manual mode, turn the main switch Q0 off and lock it.",
        ),
        (
            "bullets",
            [
                "Do not enter the wrapping area while the machine is in automatic mode.",
                "Do not defeat the safety light curtain or the door switch S3 in any way.",
                "Do not stand or ride on the turntable, not even at creep speed.",
                "Do not cut film under tension at the pre-stretch carriage with a knife; use the film-cut tool.",
                "Do not lubricate the pre-stretch rollers or clean them with solvent-based cleaners.",
                "Do not load the turntable with the forklift forks resting on the turntable plate.",
            ],
        ),
        ("h1", "2 Model overview"),
        (
            "table",
            [64, 36.666, 36.667, 36.667],
            ["Item", "RTW-1500", "RTW-1800", "RTW-2000HD"],
            [
                ["Turntable diameter", "1500 mm", "1800 mm", "2000 mm"],
                ["Maximum load", "1500 kg", "2000 kg", "3000 kg"],
                ["Turntable speed, adjustable", "4 to 12 rpm", "4 to 12 rpm", "3 to 10 rpm"],
                ["Max. pallet height, standard mast (1)", "2200 mm", "2400 mm", "2800 mm"],
                ["Turntable height above floor", "80 mm", "80 mm", "95 mm"],
                ["Film width", "500 mm", "500 mm", "500 mm"],
                ["Pre-stretch ratio, fixed (2)", "200 %", "250 %", "300 %"],
                ["Supply", "230 V 1~ 50 Hz", "230 V 1~ 50 Hz", "400 V 3~ 50 Hz"],
                ["Machine weight", "640 kg", "710 kg", "985 kg"],
            ],
            {"bold_first": True},
        ),
        (
            "fn",
            [
                "(1) Extended mast adds 600 mm on all models.",
                "(2) An optional gear set for 150 % pre-stretch is available for RTW-1500 and RTW-1800 only.",
            ],
        ),
    ]

    p3 = [
        ("h1", "3 Electrical data"),
        (
            "table",
            [64, 36.666, 36.667, 36.667],
            ["Item", "RTW-1500", "RTW-1800", "RTW-2000HD"],
            [
                ["Turntable motor", "0.55 kW", "0.75 kW", "1.1 kW"],
                ["Carriage lift motor", "0.25 kW", "0.25 kW", "0.37 kW"],
                ["Pre-stretch motor", "0.37 kW", "0.37 kW", "0.55 kW"],
                ["Main fuse", "16 A", "16 A", "3 x 10 A"],
                ["Control voltage", "24 V DC", "24 V DC", "24 V DC"],
                ["Turntable drive", "Gear motor, direct", "Gear motor, direct", "Inverter, 0-50 Hz"],
                ["Cold-store heater (1)", "-", "150 W", "150 W"],
            ],
            {"bold_first": True},
        ),
        (
            "fn",
            [
                "(1) Cold-store version, suitable down to -25 °C, is not available for the RTW-1500.",
            ],
        ),
        ("h2", "3.2 Insulation test"),
        (
            "p",
            "Measure the insulation resistance of each motor at 500 V DC between the windings and earth. The "
            "insulation resistance must be at least 2 MOhm. Disconnect the inverter of the RTW-2000HD before the "
            "test.",
        ),
        ("h2", "3.3 Pallet height photo-eye B5"),
        (
            "p",
            "B5 is a diffuse sensor with a switching range of 300 to 1500 mm. Adjust the sensitivity so that "
            "black film is still detected at 1200 mm. The output is PNP, light-on.",
        ),
        ("h2", "3.4 Safety circuit"),
        (
            "p",
            "The light curtain and the door switch S3 are wired to the safety relay K10 (two channels). A "
            "single-channel fault locks the relay until both channels have opened and closed again; this detects "
            "a welded contact before the next start.",
        ),
        (
            "note",
            "WARNING: Terminals X1:1 to X1:3 remain live when Q0 is off if the optional top-sheet "
            "dispenser is fed from a separate supply.",
        ),
    ]

    p4 = [
        ("h1", "4 Parameters and adjustment limits"),
        (
            "p",
            "Parameters are changed at the operator panel in service level 2. The limits below are enforced by "
            "the controller; entries outside the range are refused.",
        ),
        (
            "table",
            [18, 66, 22, 22, 22, 24],
            ["No.", "Parameter", "Default", "Min.", "Max.", "Unit"],
            [
                ["P01", "Top wraps", "2", "0", "9", "wraps"],
                ["P02", "Bottom wraps", "2", "0", "9", "wraps"],
                ["P03", "Carriage speed up", "2.0", "0.5", "4.0", "m/min"],
                ["P04", "Carriage speed down", "3.0", "0.5", "5.0", "m/min"],
                ["P05", "Film tension (1)", "40", "10", "90", "%"],
                ["P06", "Turntable soft-start ramp", "3.0", "1.0", "6.0", "s"],
                ["P07", "Reinforcement wraps at height", "0", "0", "5", "wraps"],
                ["P08", "Photo-eye delay at top", "0.8", "0.2", "3.0", "s"],
                ["P09", "Turntable speed (2)", "8", "3", "12", "rpm"],
                ["P10", "Film-break detection delay", "1.5", "0.5", "4.0", "s"],
            ],
        ),
        (
            "fn",
            [
                "(1) P05 is not used on machines with the fixed pre-stretch gear; it then only controls the brake of the film reel.",
                "(2) Speeds above 10 rpm are permitted only for loads below 1000 kg. The RTW-2000HD is limited to 10 rpm "
                "by its inverter.",
            ],
        ),
        ("h2", "4.2 Home position"),
        (
            "p",
            "The turntable must stop within +/- 15 mm of the home mark. If the stopping error is larger, "
            "increase P06 in steps of 0.5 s and check the brake air gap.",
        ),
        ("h2", "4.3 Film carriage"),
        (
            "p",
            "The pre-stretch rollers must be parallel within 0.3 mm over the film width. The minimum film "
            "thickness for automatic operation is 12 micrometres.",
        ),
    ]

    p5 = [
        ("h1", "5 Maintenance schedule"),
        (
            "p",
            "Hours refer to the operating hour counter in the service menu. Daily checks are done by the "
            "operator; all other tasks by a trained technician.",
        ),
        (
            "table",
            [84, 40, 50],
            ["Task", "Interval", "Models"],
            [
                ["Clean photo-eye B5 lens", "Daily", "All"],
                ["Test light curtain and door switch S3", "Daily, start of shift", "All"],
                ["Clean pre-stretch rollers with soapy water", "Weekly (1)", "All"],
                ["Lubricate turntable drive chain", "500 h", "All"],
                ["Check turntable chain tension", "500 h", "All"],
                ["Grease turntable support rollers", "1000 h", "RTW-1500, RTW-1800"],
                ["Grease turntable support rollers", "500 h", "RTW-2000HD"],
                ["Check carriage lift belt and pulleys", "1000 h", "All"],
                ["Check gearbox oil level", "2000 h", "All"],
                ["Change gearbox oil", "10000 h or 5 years", "All"],
                ["Replace pre-stretch rollers", "8000 h (2)", "All"],
                ["Check inverter cooling fan", "4000 h", "RTW-2000HD"],
            ],
        ),
        (
            "fn",
            [
                "(1) In freezer and cold-store installations clean the rollers daily, because ice crystals reduce grip.",
                "(2) Replace earlier if the rubber coating is cracked or the film slips at the set pre-stretch.",
            ],
        ),
        ("h2", "5.2 Lubricants"),
        (
            "p",
            "Chain: adhesive chain spray PL-C1. Support rollers: lithium grease NLGI 2. Gearbox: synthetic gear "
            "oil ISO VG 220, 0.6 l (RTW-1500 and RTW-1800) or 1.1 l (RTW-2000HD).",
        ),
    ]

    p6 = [
        ("h1", "6 Service procedures and torques"),
        ("h2", "6.1 Adjusting the turntable chain tension"),
        (
            "steps",
            [
                "Switch to manual mode, turn Q0 off and lock it.",
                "Remove the turntable access cover at the drive side (four M6 screws).",
                "Loosen the four motor mounting bolts by one turn.",
                "Turn the tensioning screw until the chain deflects 12 to 15 mm midway between the sprockets under a "
                "force of 20 N.",
                "Tighten the motor mounting bolts to the torque in table 6.3.",
                "Turn the turntable by hand through one full revolution and re-check the deflection at the tightest point.",
                "Refit the cover and run three cycles in manual mode.",
            ],
        ),
        ("h2", "6.2 Replacing the pre-stretch rollers"),
        (
            "steps",
            [
                "Cut the film with the film-cut tool and remove the film reel.",
                "Remove the carriage guard and slacken the roller drive belt.",
                "Unscrew the roller shaft nuts and pull the rollers out upwards.",
                "Fit the new rollers as a pair; never fit one new roller with one used roller.",
                "Tighten the shaft nuts, tension the belt and refit the guard.",
            ],
        ),
        ("h2", "6.3 Tightening torques"),
        (
            "table",
            [84, 45, 45],
            ["Joint", "RTW-1500 / RTW-1800", "RTW-2000HD"],
            [
                ["Turntable drive sprocket set screw", "16 Nm", "25 Nm"],
                ["Turntable motor mounting bolts", "22 Nm", "45 Nm"],
                ["Mast base bolts M12 (1)", "80 Nm", "80 Nm"],
                ["Pre-stretch roller shaft nut", "30 Nm", "30 Nm"],
                ["Carriage guide roller axle", "40 Nm", "40 Nm"],
                ["Access cover screws M6", "6 Nm", "6 Nm"],
            ],
        ),
        ("fn", ["(1) Use new anchor bolts when the mast has been moved. Values are for lightly oiled threads."]),
    ]

    codes1 = [
        ["A01", "Emergency stop active", "Release the emergency stop and press RESET twice."],
        ["A02", "Light curtain interrupted in automatic mode", "Clear the area; check alignment of the light curtain."],
        ["A03", "Turntable not in home position at start", "Jog the turntable to the home mark in manual mode."],
        ["A04", "Film break detected", "Re-thread the film; check P10 and the film reel brake."],
        [
            "A05",
            "Carriage top limit switch overrun",
            "Check limit switch S21 and the lift belt; move down in manual mode.",
        ],
        ["A06", "Carriage bottom limit switch not reached", "Check S22; remove obstructions under the carriage."],
        ["A07", "Turntable motor overload", "Check load weight and chain tension; reset motor protection Q11."],
        ["A08", "Pre-stretch motor overload", "Check rollers for film wrapped around them; reset Q13."],
        ["A09", "Photo-eye B5 gives no signal", "Clean the lens; check sensitivity (section 3.3) and the cable."],
    ]
    codes2 = [
        ["A10", "Inverter fault (RTW-2000HD only)", "Read the inverter fault number; switch off Q0 for 60 s."],
        ["A11", "Air pressure low (top-sheet option)", "Set the air supply to at least 5 bar."],
        ["A12", "Door switch S3 open", "Close the access door; check actuator of S3."],
        ["A13", "Film reel empty", "Fit a new film reel and thread it as shown on the carriage label."],
        ["A14", "Turntable encoder signal missing", "Check encoder B8 gap (1 to 2 mm) and its cable."],
        ["A16", "Controller backup battery low", "Replace battery (CR2032) within 2 weeks with power on."],
    ]

    p7 = [
        ("h1", "7 Alarm codes"),
        (
            "p",
            "Active alarms are shown with their code on the operator panel and stored in the alarm log (last "
            "100 entries). Alarms A01 to A08 stop the cycle immediately. The list continues on the next page.",
        ),
        ("table", [16, 70, 88], ["Alarm", "Meaning", "What to do"], codes1),
        ("small", "If an alarm cannot be reset, read the alarm log in service level 2 before calling Palvorn support."),
    ]

    p8 = [
        ("h1", "7 Alarm codes (continued)"),
        ("table", [16, 70, 88], ["Alarm", "Meaning", "What to do"], codes2),
        ("h1", "8 Spare parts list"),
        (
            "table",
            [64, 36.666, 36.667, 36.667],
            ["Part", "RTW-1500", "RTW-1800", "RTW-2000HD"],
            [
                ["Pre-stretch roller, driven", "41-1010", "41-1010", "41-1012"],
                ["Pre-stretch roller, idle", "41-1011", "41-1011", "41-1013"],
                ["Turntable drive chain", "41-2201", "41-2202", "41-2203"],
                ["Turntable drive sprocket", "41-2210", "41-2211", "41-2212"],
                ["Carriage lift belt", "41-3100", "41-3101", "41-3102"],
                ["Photo-eye B5", "41-5005", "41-5005", "41-5005"],
                ["Limit switch S21 / S22", "41-5021", "41-5021", "41-5021"],
                ["Film-cut tool", "41-9001", "41-9001", "41-9001"],
            ],
            {"bold_first": True},
        ),
        ("small", "Rollers are supplied as matched pairs only when ordered with suffix -P, for example 41-1010-P."),
    ]

    return {
        "company": COMPANY,
        "docno": DOCNO,
        "rev_label": VERSION,
        "title": TITLE,
        "pdf_date": RECORDED,
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }


def meta():
    return {
        "document": DOCNO,
        "version": VERSION,
        "effective_from": EFFECTIVE,
        "effective_to": None,
        "recorded_at": RECORDED + "T00:00:00Z",
        "applicability": {
            "product": "RTW turntable stretch wrapper",
            "variants": ["RTW-1500", "RTW-1800", "RTW-2000HD"],
        },
    }

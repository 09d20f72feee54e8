# ruff: noqa: E501
"""Kestrel DS series reversible dough sheeters, service manual KBE-SM-31 Issue 3.

Invented document. Covers three models in multi-model tables. The fault code
table runs over pages 7 and 8, with fault F07 split across the page break.
"""

KEY = "KBE-SM-31"
PRODUCT = "Kestrel DS reversible dough sheeter"
VARIANTS = ["DS-520", "DS-640", "DS-640A"]


def build():
    p1 = [
        ("title", "Kestrel DS Series Reversible Dough Sheeters"),
        ("h1", "Service Manual - DS-520, DS-640 and DS-640A"),
        (
            "p",
            "Document KBE-SM-31, Issue 3, February 2021. The DS-520 is the bench model; the DS-640 is the floor "
            "model with manual reversing; the DS-640A is the floor model with automatic programme control. "
            "The older DS-400 and the croissant line CL-12 are not covered by this manual.",
        ),
        ("p", "Kestrel Bakery Engineering Ltd, 9 Millrace Road, Ashby Holme. Service hotline 0115 496 0731."),
        ("h2", "Contents"),
        (
            "toc",
            [
                ("1", "Title page and contents", 1),
                ("2", "Safety rules", 2),
                ("3", "Technical data", 3),
                ("4", "Roller gap calibration", 4),
                ("5", "Lubrication and maintenance intervals", 5),
                ("6", "Belts, chains and tightening torques", 6),
                ("7", "Fault codes F01 to F07", 7),
                ("8", "Fault codes F07 to F13 and spare parts", 8),
            ],
        ),
        ("h2", "Issue record"),
        (
            "table",
            {
                "w": [18, 28, 128],
                "rows": [
                    ["Issue", "Date", "Change"],
                    ["1", "2016-05-01", "First issue, DS-520 and DS-640."],
                    ["2", "2018-09-01", "DS-640A added. Fault codes F10 to F13 added."],
                    ["3", "2021-02-01", "Scraper blade material changed. Belt tension values revised."],
                ],
            },
        ),
    ]

    p2 = [
        ("h1", "2 Safety rules"),
        (
            "bul",
            [
                "Do not reach under the roller guard while the rollers turn. The guard interlock must never be bridged.",
                "Do not clean the machine with a water jet or steam cleaner. Wipe with a damp cloth only.",
                "Do not remove the scrapers while the machine is connected to the mains.",
                "Do not use flour as a release agent on the conveyor belts under the rollers; it packs into the "
                "belt tracking rollers.",
                "Do not fold the tables up while a dough piece is on a belt.",
                "Do not run the rollers at a gap below 0.5 mm without dough.",
            ],
        ),
        ("h2", "2.1 Safety devices"),
        (
            "table",
            {
                "w": [56, 74, 44],
                "rows": [
                    ["Device", "Function", "Test interval"],
                    ["Roller guard switches S1, S2", "Stop rollers and belts when a guard is lifted", "Daily"],
                    ["Emergency stop S0", "Stops all drives, brake applied", "Daily"],
                    ["Foot switch (DS-640, DS-640A)", "Hold-to-run reversing", "Weekly"],
                    ["Motor thermal protection", "Trips drive at winding 140 °C", "-"],
                ],
            },
        ),
        (
            "p",
            "After a guard has been lifted, the drive restarts only after the START key is pressed again. If the "
            "rollers coast for more than 1.5 s after a guard is lifted, the brake must be adjusted (section 6).",
        ),
        ("h2", "2.2 Hygiene"),
        (
            "p",
            "Parts in contact with dough are food grade. Lubricants used above the belts must be H1-registered. "
            "Remove all dough residues at the end of each shift with the plastic scraper supplied.",
        ),
    ]

    p3 = [
        ("h1", "3 Technical data"),
        (
            "table",
            {
                "w": [62, 37, 37, 38],
                "rows": [
                    ["Parameter", "DS-520", "DS-640", "DS-640A"],
                    ["Roller working width", "520 mm", "640 mm", "640 mm"],
                    ["Roller diameter", "70 mm", "80 mm", "80 mm"],
                    ["Roller gap range (1)", "0.5 to 35 mm", "0.5 to 40 mm", "0.5 to 40 mm"],
                    ["Belt speed", "0.70 m/s", "0.80 m/s", "0.20 to 0.90 m/s"],
                    ["Drive motor", "0.55 kW", "0.75 kW", "1.1 kW"],
                    ["Table length, each side", "800 mm", "1200 mm", "1400 mm"],
                    ["Maximum dough piece (2)", "4 kg", "7 kg", "8 kg"],
                    ["Supply", "230 V 1~", "400 V 3~", "400 V 3~"],
                    ["Noise level", "< 68 dB(A)", "< 70 dB(A)", "< 70 dB(A)"],
                    ["Net weight", "165 kg", "255 kg", "290 kg"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Gap read on the scale of the gap lever. The DS-640A also shows the gap on the display.",
                "(2) Dough with 50 to 60 % hydration. Reduce by 25 % for stiff doughs such as puff pastry base.",
            ],
        ),
        ("h2", "3.1 Operating limits"),
        (
            "table",
            {
                "w": [110, 64],
                "rows": [
                    ["Limit", "Value"],
                    ["Ambient temperature, minimum", "+5 °C"],
                    ["Ambient temperature, maximum", "+38 °C"],
                    ["Dough temperature, maximum", "28 °C"],
                    ["Continuous operation, maximum", "4 h, then 30 min pause (DS-520)"],
                    ["Roller surface temperature rise, maximum", "15 K above ambient"],
                ],
            },
        ),
        ("p", "The DS-640 and DS-640A are rated for continuous operation. The DS-520 motor is rated S3 40 %."),
    ]

    p4 = [
        ("h1", "4 Roller gap calibration"),
        (
            "p",
            "Calibrate the roller gap after replacing a roller, a roller bearing or the gap adjustment "
            "eccentric, and whenever the scale reading differs from the measured gap by more than 0.2 mm.",
        ),
        ("h2", "4.1 Procedure"),
        (
            "steps",
            [
                "Switch off and unplug the machine. Remove both scrapers.",
                "Set the gap lever to 1.0 mm on the scale.",
                "Insert a 1.0 mm feeler gauge between the rollers at the left end, then at the right end.",
                "If the gap differs between the ends by more than 0.05 mm, loosen the two M8 clamp screws of the "
                "right-hand eccentric and turn the eccentric until both ends are equal.",
                "Tighten the clamp screws to the torque in section 6.",
                "If the scale does not show 1.0 mm, loosen the pointer screw and set the pointer to 1.0 mm.",
                "Check at 10 mm with a slip gauge. The permitted deviation at 10 mm is 0.3 mm.",
                "Refit the scrapers and run the machine for 1 minute without dough at a gap of 5 mm.",
            ],
        ),
        ("h2", "4.2 Calibration limits"),
        (
            "table",
            {
                "w": [110, 64],
                "rows": [
                    ["Check", "Permitted deviation"],
                    ["Gap at 1.0 mm setting", "+/- 0.05 mm"],
                    ["Gap at 10 mm setting", "+/- 0.3 mm"],
                    ["Parallelism, left end to right end", "0.05 mm"],
                    ["Roller run-out (radial)", "0.03 mm"],
                ],
            },
        ),
        (
            "p",
            "On the DS-640A the display value is corrected in service menu P-07 after the mechanical calibration. "
            "Enter the measured gap at the 1.0 mm and 10 mm settings when prompted.",
        ),
    ]

    p5 = [
        ("h1", "5 Lubrication and maintenance intervals"),
        (
            "table",
            {
                "w": [36, 104, 34],
                "rows": [
                    ["Interval", "Task", "Lubricant"],
                    ["Daily", "Clean rollers, scrapers and belts; test guard switches", "-"],
                    ["Weekly", "Check belt tracking and belt tension (a)", "-"],
                    ["Monthly", "Lubricate gap adjustment spindle", "H1 grease KL-2"],
                    ["Every 3 months", "Lubricate roller drive chain", "H1 chain oil KL-7"],
                    ["Every 6 months", "Check scraper blade wear (b)", "-"],
                    ["Every 12 months", "Replace gearbox oil (DS-640, DS-640A)", "H1 gear oil KL-220"],
                    ["Every 2,000 h", "Check brake air gap", "-"],
                    ["Every 3 years", "Replace conveyor belts", "-"],
                ],
            },
        ),
        (
            "fn",
            [
                "(a) New belts stretch: re-check tension after the first 8 hours of operation.",
                "(b) Replace the blade when the edge is worn back by 2 mm or shows nicks. Issue 3 blades are "
                "acetal; older PTFE blades must be replaced by acetal blades as a set.",
            ],
        ),
        ("h2", "5.1 Lubricant quantities"),
        (
            "table",
            {
                "w": [80, 31, 31, 32],
                "rows": [
                    ["Point", "DS-520", "DS-640", "DS-640A"],
                    ["Gearbox oil fill", "no gearbox", "0.35 l", "0.45 l"],
                    ["Gap spindle grease", "2 g", "3 g", "3 g"],
                    ["Drive chain oil", "5 ml", "8 ml", "8 ml"],
                ],
            },
        ),
        (
            "p",
            "The DS-520 has a belt reduction drive with sealed-for-life bearings and no gearbox. Only H1 "
            "(incidental food contact) lubricants may be used anywhere on the machine.",
        ),
    ]

    p6 = [
        ("h1", "6 Belts, chains and tightening torques"),
        ("h2", "6.1 Belt and chain tension"),
        (
            "table",
            {
                "w": [80, 31, 31, 32],
                "rows": [
                    ["Item", "DS-520", "DS-640", "DS-640A"],
                    ["Conveyor belt elongation when tensioned", "0.3 %", "0.4 %", "0.4 %"],
                    ["Drive V-belt deflection at 25 N", "6 mm", "8 mm", "8 mm"],
                    ["Roller chain slack, mid-span", "4 mm", "5 mm", "5 mm"],
                ],
            },
        ),
        (
            "p",
            "Measure belt elongation with two marks 1000 mm apart on the slack belt; when tensioned the marks "
            "must be 1003 mm apart for 0.3 % and 1004 mm apart for 0.4 %.",
        ),
        ("h2", "6.2 Brake adjustment"),
        (
            "steps",
            [
                "Remove the motor fan cover.",
                "Measure the air gap between armature plate and magnet body at three points.",
                "Adjust with the three hollow screws to 0.3 mm. Replace the friction disc when the gap cannot be "
                "set or the disc is thinner than 8.5 mm.",
            ],
        ),
        ("h2", "6.3 Tightening torques"),
        (
            "table",
            {
                "w": [80, 30, 30, 34],
                "rows": [
                    ["Joint", "Thread", "Torque", "Note"],
                    ["Eccentric clamp screws", "M8", "25 Nm", "(1)"],
                    ["Roller bearing housing screws", "M10", "45 Nm", "-"],
                    ["Scraper holder knobs", "M6", "hand-tight", "(2)"],
                    ["Drive sprocket set screw", "M6", "9 Nm", "(1)"],
                    ["Table hinge bolts", "M10", "35 Nm", "-"],
                    ["Motor mounting bolts", "M8", "22 Nm", "-"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Secure with thread locker KL-TL2.",
                "(2) Do not use tools on the scraper holder knobs.",
            ],
        ),
    ]

    codes1 = [
        ["Code", "Meaning", "Remedy"],
        ["F01", "Roller guard open (S1 or S2).", "Close the guard. Check switch actuator alignment."],
        [
            "F02",
            "Emergency stop pressed or circuit open.",
            "Release the emergency stop. Check the safety relay K0 LED.",
        ],
        ["F03", "Motor overtemperature.", "Allow 20 minutes to cool. Check the fan cover for flour build-up."],
        [
            "F04",
            "Inverter overcurrent (DS-640A).",
            "Check for dough jam between rollers. Check motor cable. Reset by switching off for 30 s.",
        ],
        [
            "F05",
            "Foot switch stuck or cable damaged (DS-640, DS-640A).",
            "Check the foot switch cable and plug X9. Replace the foot switch KBE-7002-11.",
        ],
        [
            "F06",
            "Gap sensor signal out of range (DS-640A).",
            "Check potentiometer R3 on the gap spindle. Recalibrate in menu P-07.",
        ],
        [
            "F07",
            "Belt drive slipping: belt speed below 80 % of set speed for 2 s.",
            "Check belt tension (section 6.1). Clean flour and fat from the drive roller. If the drive roller "
            "lagging is worn smooth, replace the drive roller.",
        ],
    ]
    p7 = [
        ("h1", "7 Fault codes F01 to F07"),
        (
            "p",
            "Fault codes appear on the two-digit display of the DS-640 and on the text display of the DS-640A. "
            "The DS-520 has no display; it signals faults with the red lamp only (see section 7.1).",
        ),
        ("table", {"w": [16, 70, 88], "rows": codes1}),
        ("h2", "7.1 DS-520 lamp signals"),
        (
            "table",
            {
                "w": [60, 114],
                "rows": [
                    ["Red lamp", "Meaning"],
                    ["Steady", "Guard open or emergency stop"],
                    ["Flashing slowly", "Motor overtemperature"],
                    ["Flashing fast", "Foot pedal input fault (not fitted on DS-520; check jumper X9)"],
                ],
            },
        ),
        ("p", "F07 continues on page 8."),
    ]

    codes2 = [
        ["Code", "Meaning", "Remedy"],
        ["F07 (cont.)", "", "After replacing the drive roller, run in for 10 minutes without dough and re-tension."],
        ["F08", "Supply phase missing (DS-640, DS-640A).", "Check the supply fuses and the plug."],
        ["F09", "Programme memory error (DS-640A).", "Reload programmes from the USB backup."],
        ["F10", "Brake not released.", "Check brake rectifier and air gap (section 6.2)."],
        ["F11", "Table fold sensor: table not fully lowered.", "Lower both tables fully. Check sensor B4."],
        ["F12", "Inverter DC bus undervoltage (DS-640A).", "Check supply voltage under load. Minimum 360 V."],
        [
            "F13",
            "Flour duster motor blocked (DS-640A with duster option).",
            "Clean the duster brush. Use only dry, sieved flour.",
        ],
    ]
    p8 = [
        ("h1", "8 Fault codes F07 to F13 and spare parts"),
        ("table", {"w": [20, 66, 88], "rows": codes2}),
        ("h2", "8.1 Spare parts"),
        (
            "table",
            {
                "w": [56, 39, 39, 40],
                "size": 8,
                "rows": [
                    ["Part", "DS-520", "DS-640", "DS-640A"],
                    ["Roller, upper", "KBE-1101-52", "KBE-1101-64", "KBE-1101-64"],
                    ["Roller, lower", "KBE-1102-52", "KBE-1102-64", "KBE-1102-64"],
                    ["Scraper blade, acetal (set of 2)", "KBE-1150-52", "KBE-1150-64", "KBE-1150-64"],
                    ["Conveyor belt, each side", "KBE-2201-08", "KBE-2201-12", "KBE-2201-14"],
                    ["Drive V-belt", "KBE-2300-A33", "KBE-2300-A38", "KBE-2300-A38"],
                    ["Roller chain", "KBE-2400-081", "KBE-2400-081", "KBE-2400-082"],
                    ["Guard switch", "KBE-7001-05", "KBE-7001-05", "KBE-7001-05"],
                    ["Foot switch", "-", "KBE-7002-11", "KBE-7002-11"],
                    ["Brake friction disc", "KBE-3100-05", "KBE-3100-07", "KBE-3100-07"],
                    ["Gap potentiometer R3", "-", "-", "KBE-7100-03"],
                ],
            },
        ),
        ("p", "State the machine serial number, printed on the plate under the left table, e.g. KD6408812."),
    ]

    spec = {
        "title": "Kestrel DS Series Service Manual KBE-SM-31 Issue 3",
        "author": "Kestrel Bakery Engineering Ltd",
        "created": "2021-02-01",
        "header_left": "Kestrel Bakery Engineering Ltd - DS Series Service Manual",
        "header_right": "KBE-SM-31  Issue 3",
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }
    meta = {
        "document": KEY,
        "version": "Issue 3",
        "effective_from": "2021-02-01",
        "effective_to": None,
        "recorded_at": "2021-01-25T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    }
    return spec, meta

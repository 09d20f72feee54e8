# ruff: noqa: E501
"""Corvane Packaging Systems GmbH - CVP-520 / CVP-540 chamber vacuum packer,
maintenance manual CPS-SM-520, revisions A, B and C.  Everything here is invented.

Page layout is identical in every revision; only the values in REVS change and
fault code E17 is added on page 8 in Rev C."""

KEY = "CPS-SM-520"
COMPANY = "Corvane Packaging Systems GmbH"
TITLE = "CVP-520 / CVP-540 Maintenance Manual"
PRODUCT = "Chamber vacuum packer"
VARIANTS = ["CVP-520", "CVP-540"]

REVS = {
    "A": dict(
        issue="2020-03-20",
        eff_from="2020-04-01",
        eff_to="2021-09-30",
        up520="2.0 mbar",
        st540="2.8 s",
        hinge="9 Nm",
        elem540="CV-31-0410",
        tape="5,000 cycles",
        oilchg="500 h",
        exh="1,000 h",
        oil="ISO VG 68",
        oilpn="CV-50-0080",
        warn="95 °C",
    ),
    "B": dict(
        issue="2021-09-22",
        eff_from="2021-10-01",
        eff_to="2023-02-28",
        up520="2.0 mbar",
        st540="2.6 s",
        hinge="11 Nm",
        elem540="CV-31-0412",
        tape="4,000 cycles",
        oilchg="500 h",
        exh="1,000 h",
        oil="ISO VG 68",
        oilpn="CV-50-0080",
        warn="90 °C",
    ),
    "C": dict(
        issue="2023-02-17",
        eff_from="2023-03-01",
        eff_to=None,
        up520="1.5 mbar",
        st540="2.6 s",
        hinge="11 Nm",
        elem540="CV-31-0412",
        tape="4,000 cycles",
        oilchg="750 h",
        exh="800 h",
        oil="ISO VG 46",
        oilpn="CV-50-0082",
        warn="90 °C",
    ),
}

HISTORY = [
    ("Rev A", "2020-03-20", "First issue."),
    ("Rev B", "2021-09-22", "New 540 mm element; CVP-540 seal time, hinge torque, tape and warning limit changed."),
    ("Rev C", "2023-02-17", "Pump oil grade and oil change interval changed; exhaust filter interval; code E17 added."),
]


def pages(rev):
    v = REVS[rev]
    hist = [list(h) for h in HISTORY[: "ABC".index(rev) + 1]]
    p = []
    # ------------------------------------------------------------ page 1
    p.append(
        [
            ("title", "CVP-520 / CVP-540 Chamber Vacuum Packer"),
            ("subtitle", "Maintenance Manual"),
            ("p", f"Document CPS-SM-520, Revision {rev}, issued {v['issue']}."),
            ("space", 3),
            (
                "p",
                "This manual covers scheduled maintenance, adjustment and fault finding for the floor-standing "
                "chamber vacuum packers CVP-520 and CVP-540. It is written for trained service technicians. "
                "Operating instructions are in the separate operator handbook CPS-OH-520 and are not repeated here.",
            ),
            ("space", 2),
            ("h2", "Models covered"),
            (
                "table",
                ["Model", "Description", "Serial prefix"],
                [
                    ["CVP-520", "Single chamber, one 520 mm seal bar", "CV52"],
                    ["CVP-540", "Single chamber, two 540 mm seal bars, option G gas flush", "CV54"],
                ],
                [30, 110, 34],
            ),
            ("space", 4),
            ("h2", "Contents"),
            (
                "table",
                ["Section", "Title", "Page"],
                [
                    ["1", "Revision history", "page 2"],
                    ["2", "Safety rules", "page 2"],
                    ["3", "Technical data and operating limits", "page 3"],
                    ["4", "Maintenance intervals", "page 4"],
                    ["5", "Lubricants and consumables", "page 4"],
                    ["6", "Tightening torques", "page 5"],
                    ["7", "Changing the vacuum pump oil", "page 5"],
                    ["8", "Replacing the seal bar element", "page 6"],
                    ["9", "Checking the vacuum sensor", "page 6"],
                    ["10", "Fault codes", "page 7"],
                    ["11", "Spare parts", "page 8"],
                ],
                [24, 120, 30],
            ),
            ("space", 4),
            ("h2", "Conventions"),
            (
                "bullets",
                [
                    "Hours (h) are vacuum pump running hours as shown on hour meter H1 (menu 4.1).",
                    "Menu numbers refer to the service level of the display; enter it with the service key.",
                    "Torques are for clean, dry threads unless a footnote says otherwise.",
                ],
            ),
        ]
    )
    # ------------------------------------------------------------ page 2
    p.append(
        [
            ("h1", "1  Revision history"),
            ("table", ["Revision", "Issued", "Summary of changes"], hist, [22, 26, 126], {"size": 8}),
            ("space", 4),
            ("h1", "2  Safety rules"),
            (
                "p",
                "Only persons who have completed the Corvane service course may open the rear panel or the "
                "pump compartment. Read these rules before starting any task in this manual.",
            ),
            (
                "bullets",
                [
                    "Isolate the machine at the main switch and wait 60 s before removing the rear panel, because "
                    "the seal transformer capacitor holds a charge after switch-off.",
                    "Wear cut-resistant gloves when handling the seal bars; the element edges are sharp.",
                    "Keep the chamber lid open and supported by its gas springs while working inside the chamber.",
                ],
            ),
            ("h2", "Do not"),
            (
                "bullets",
                [
                    "Do not run the vacuum pump without oil, not even for a short rotation check.",
                    "Do not bridge or bypass the lid switch S3.",
                    "Do not top up the pump with a different oil grade; drain completely and refill instead.",
                    "Do not clean the chamber or lid with chlorinated cleaners, scouring pads or steel wool.",
                    "Do not lift or move the machine by the lid, the seal bars or the lid handle.",
                    "Do not dismantle a gas spring; they are charged to high pressure and are replaced as a pair.",
                    "Do not use the pump to evacuate containers of hot liquid above 40 °C.",
                ],
            ),
            ("space", 2),
            (
                "p",
                "Hot liquid boils under vacuum, and the vapour condenses in the pump oil where it causes "
                "corrosion and foaming. If the oil has already turned milky, see footnote (a) in section 4.",
            ),
        ]
    )
    # ------------------------------------------------------------ page 3
    p.append(
        [
            ("h1", "3  Technical data"),
            (
                "table",
                ["Parameter", "CVP-520", "CVP-540"],
                [
                    ["Chamber internal size (W x D x H)", "540 x 560 x 200 mm", "560 x 600 x 230 mm"],
                    ["Seal bars", "1 x 520 mm", "2 x 540 mm"],
                    ["Seal width", "3.5 mm", "3.5 mm"],
                    ["Vacuum pump nominal flow", "63 m3/h", "100 m3/h"],
                    ["Ultimate pressure (1)", v["up520"], "1.0 mbar"],
                    ["Pump oil volume", "0.9 l", "1.2 l"],
                    ["Default seal time (2)", "2.2 s", v["st540"]],
                    ["Seal time setting, minimum", "0.5 s", "0.5 s"],
                    ["Seal time setting, maximum", "4.0 s", "4.5 s"],
                    ["Gas flush pressure (3)", "not available", "0.8 bar"],
                    ["Supply", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Rated current", "6.5 A", "10 A"],
                    ["Main fuse", "10 A gL", "16 A gL"],
                    ["Weight, empty", "182 kg", "246 kg"],
                    ["Typical cycle time (4)", "25 to 30 s", "30 to 40 s"],
                    ["Sound pressure level", "68 dB(A)", "71 dB(A)"],
                ],
                [74, 50, 50],
            ),
            (
                "foot",
                [
                    "(1) Measured in the chamber with a cold pump and the blank-off plate fitted, after 10 minutes of running.",
                    "(2) Factory setting for 90 µm PA/PE pouches. Thicker pouches need a longer time, see section 8.",
                    "(3) CVP-540 with option G only. Dry nitrogen or food-grade mixed gas at the regulator outlet.",
                    "(4) At 20 °C room temperature with the standard insert plates fitted.",
                ],
            ),
            ("space", 3),
            ("h2", "3.1  Operating limits"),
            (
                "table",
                ["Limit", "Value"],
                [
                    ["Pump oil temperature, warning (code E08)", v["warn"]],
                    ["Pump oil temperature, trip (code E09)", "110 °C"],
                    ["Chamber leak test: pressure rise in 60 s, maximum", "3 mbar"],
                    ["Vacuum sensor deviation from reference gauge, maximum", "±2 mbar"],
                    ["Insulation resistance, seal circuit to earth, minimum", "2 MOhm"],
                    ["Seal transformer secondary voltage, maximum", "36 V AC"],
                    ["Room temperature, operation", "+5 to +35 °C"],
                    ["Relative humidity, maximum (non-condensing)", "80 %"],
                ],
                [124, 50],
            ),
        ]
    )
    # ------------------------------------------------------------ page 4
    p.append(
        [
            ("h1", "4  Maintenance intervals"),
            (
                "table",
                ["Task", "Interval", "Note"],
                [
                    ["Wipe chamber, lid and seal bar covers", "daily", ""],
                    ["Check pump oil level and colour", "daily", "(a)"],
                    ["Inspect lid gasket for cuts and flat spots", "weekly", ""],
                    ["Change PTFE tape on the seal bars", f"{v['tape']} or monthly", "(b)"],
                    ["Change vacuum pump oil", f"{v['oilchg']} or 12 months", "(b) (c)"],
                    ["Replace oil mist exhaust filter", v["exh"], "(b)"],
                    ["Check vacuum sensor against reference gauge", "6 months", ""],
                    ["Replace lid gasket", "12 months", ""],
                    ["Measure insulation resistance of seal circuit", "12 months", ""],
                    ["Replace lid gas springs (as a pair)", "36 months", ""],
                ],
                [92, 56, 26],
            ),
            (
                "foot",
                [
                    "(a) Milky or foaming oil means water in the oil. Run the conditioning cycle (menu 5.1) for 20 minutes "
                    "and check again before changing the oil.",
                    "(b) Whichever comes first. The cycle counter is in menu 4.2, the oil counter in menu 4.3.",
                    "(c) Halve the interval when the machine packs moist, marinated or brined products.",
                ],
            ),
            ("space", 4),
            ("h1", "5  Lubricants and consumables"),
            (
                "table",
                ["Item", "Specification", "Quantity"],
                [
                    ["Vacuum pump oil", f"{v['oil']}, Corvane part {v['oilpn']}", "0.9 l / 1.2 l"],
                    ["Lid hinge pins", "Food-grade H1 grease, NLGI 2", "thin film"],
                    ["Seal bar tape", "PTFE, self-adhesive, 0.13 x 10 mm", "per bar"],
                    ["Lid gasket lubricant", "Silicone grease, food grade", "thin film"],
                ],
                [48, 92, 34],
            ),
            ("p", "Pump oil quantities are for CVP-520 / CVP-540 respectively. Never mix oil grades in one pump."),
        ]
    )
    # ------------------------------------------------------------ page 5
    p.append(
        [
            ("h1", "6  Tightening torques"),
            (
                "table",
                ["Fastener", "Thread", "Torque"],
                [
                    ["Seal bar element clamp screws", "M4", "1.8 Nm"],
                    ["Lid hinge screws", "M8", v["hinge"]],
                    ["Gas spring ball studs", "M8", "14 Nm"],
                    ["Vacuum pump mounting bolts *", "M10", "38 Nm"],
                    ["Pump oil drain plug", "G 3/8", "12 Nm"],
                    ["Protective earth terminal", "M6", "6 Nm"],
                    ["Castor mounting bolts", "M10", "45 Nm"],
                ],
                [100, 34, 40],
            ),
            (
                "foot",
                [
                    "* Apply medium-strength thread-locking compound to the pump mounting bolts only.",
                    "Replace the seal bar clamp screws after they have been removed twice.",
                ],
            ),
            ("space", 4),
            ("h1", "7  Changing the vacuum pump oil"),
            ("p", "Tools: 8 mm hexagon key, container of at least 2 l, new drain plug sealing ring CV-50-0091."),
            (
                "steps",
                [
                    "Run the conditioning cycle (menu 5.1) for 15 minutes so that the oil is warm and drains fully.",
                    "Switch off at the main switch and lock it in the off position.",
                    "Remove the rear panel and place the container under the drain plug.",
                    "Remove the oil fill plug first, then the drain plug. Let the oil drain for 10 minutes.",
                    "Fit the drain plug with a new sealing ring and tighten it to 12 Nm.",
                    "Fill with fresh oil until the level is in the middle of the sight glass. Do not overfill.",
                    "Refit the fill plug, run the conditioning cycle for 5 minutes and check the level again.",
                    "Reset the oil counter in menu 4.3 and note the change on the service label.",
                ],
            ),
            (
                "p",
                "Dispose of used oil as hazardous waste. Oil from machines packing raw meat or fish may contain "
                "organic residue and must be kept in a closed container.",
            ),
        ]
    )
    # ------------------------------------------------------------ page 6
    p.append(
        [
            ("h1", "8  Replacing the seal bar element"),
            ("p", f"Parts: element CV-31-0310 (CVP-520) or {v['elem540']} (CVP-540), PTFE tape CV-72-0003."),
            (
                "steps",
                [
                    "Isolate the machine and wait 60 s.",
                    "Lift the seal bar off its two locating pins and disconnect the plug connectors at both ends.",
                    "Peel off the PTFE tape and remove the old element after loosening the clamp screws.",
                    "Fit the new element with the flat side up. Pull it tight until the tension spring at the right "
                    "end is compressed by 4 mm.",
                    "Tighten the clamp screws to the torque in section 6.",
                    "Apply new PTFE tape without creases, overlapping the bar ends by 10 mm.",
                    "Refit the bar and make three test seals at the default seal time.",
                ],
            ),
            (
                "p",
                "A good seal is 3.5 mm wide, clear and free of bubbles. If the seal is cloudy or wrinkled, reduce "
                "the seal time in steps of 0.2 s. If the seal peels open by hand, increase it in steps of 0.2 s.",
            ),
            ("space", 4),
            ("h1", "9  Checking the vacuum sensor"),
            ("p", "Tool: reference vacuum gauge CV-90-0030 with valid calibration."),
            (
                "steps",
                [
                    "Place the reference gauge in the middle of the chamber and close the lid.",
                    "Set the vacuum setpoint to 5 mbar and start a cycle with sealing switched off (menu 6.2).",
                    "At the end of evacuation compare the display reading with the reference gauge.",
                    "If the difference is larger than the limit in section 3.1, adjust the sensor offset in menu 6.4 "
                    "in steps of 0.5 mbar and repeat the check.",
                    "If an offset of more than 6 mbar would be needed, replace the sensor (CV-41-0205).",
                ],
            ),
            ("p", "Record the reading before and after adjustment on the service report."),
        ]
    )
    # ------------------------------------------------------------ page 7
    codes7 = [
        (
            "E01",
            "Lid switch S3 open at start",
            "The lid was not detected closed within 10 s after the start button was pressed.",
            [
                "Check that the lid closes fully and that nothing is trapped under the gasket.",
                "Adjust the S3 actuator; check wiring at terminal X3.",
            ],
        ),
        (
            "E02",
            "Vacuum setpoint not reached",
            "The chamber did not reach the set vacuum within 60 s.",
            [
                "Check the lid gasket and the pump oil level.",
                "Check the vent valve Y2 for leakage; perform the chamber leak test.",
            ],
        ),
        (
            "E03",
            "Vacuum sensor signal out of range",
            "Sensor output below 0.5 V or above 4.8 V.",
            ["Check the sensor plug and cable; replace the sensor CV-41-0205."],
        ),
        (
            "E04",
            "Seal current too low",
            "Open circuit in a seal bar element or its connectors.",
            ["Check the element for breaks and the plug connectors for burn marks; replace the element."],
        ),
        (
            "E05",
            "Seal current too high",
            "Short circuit in the seal circuit.",
            ["Check that the element does not touch the bar frame; renew the insulating tape under the element."],
        ),
        (
            "E06",
            "Seal transformer over-temperature *",
            "Thermal switch in the seal transformer has opened.",
            ["Allow 20 minutes to cool; check the transformer fan; reduce the seal time if it is above default."],
        ),
        (
            "E07",
            "Pump motor overload",
            "Motor protection switch Q2 has tripped.",
            ["Reset Q2; check the pump turns freely by hand; check that the correct oil grade is used."],
        ),
        (
            "E08",
            "Pump oil temperature warning",
            "Oil temperature has passed the warning limit; cycles continue.",
            ["Clean the pump cooling fins; check room temperature and ventilation gap (100 mm at rear)."],
        ),
        (
            "E09",
            "Pump oil temperature trip *",
            "Oil temperature has reached the trip limit; the pump is stopped.",
            ["Let the pump cool; check the oil level; check the exhaust filter for blockage."],
        ),
        (
            "E10",
            "Vent valve Y2 does not open",
            "Chamber still under vacuum 8 s after the seal phase ended.",
            ["Measure the Y2 coil: 40 to 48 Ohm. Clean the valve seat; replace valve CV-88-0101."],
        ),
        (
            "E11",
            "Gas flush pressure low (CVP-540 option G)",
            "Gas pressure switch B4 did not close during the flush phase.",
            ["Check the gas cylinder and set the regulator to the value in section 3."],
        ),
    ]
    pg7 = [
        ("h1", "10  Fault codes"),
        (
            "p",
            "Codes appear on the display and in the fault log (menu 7.1). Codes marked * lock the machine "
            "until they are reset with the service key. Codes E12 to E16 are on the next page.",
        ),
    ]
    for c in codes7:
        pg7.append(("code", *c))
    pg7.append(
        (
            "code",
            "E12",
            "Phase failure or wrong phase sequence",
            "One supply phase is missing, or the phase sequence is reversed.",
            ["Measure all three phases at the main switch (400 V +/- 10 %)."],
        )
    )
    p.append(pg7)
    # ------------------------------------------------------------ page 8
    pg8 = [
        ("h2", "E12  Phase failure or wrong phase sequence (continued)"),
        (
            "bullets",
            [
                "If the pump runs backwards after a supply change, swap two phases at the supply plug, not inside the machine.",
                "Check the phase monitoring relay K9; its yellow LED must be lit.",
            ],
        ),
        (
            "code",
            "E13",
            "Parameter memory checksum error",
            "Stored parameters are corrupt.",
            ["Reload the parameter set from the service key (menu 8.3) and check the default seal times."],
        ),
        (
            "code",
            "E14",
            "PTFE tape change due",
            "The cycle counter has reached the tape change interval.",
            ["Change the PTFE tape and reset the cycle counter in menu 4.2."],
        ),
        (
            "code",
            "E15",
            "Oil change due",
            "The oil counter has reached the oil change interval.",
            ["Change the pump oil (section 7) and reset the oil counter in menu 4.3."],
        ),
        (
            "code",
            "E16",
            "Display communication fault",
            "No data between display and control board for 3 s.",
            ["Check ribbon cable X10 and its locking latches; replace the display if the fault stays."],
        ),
    ]
    if rev == "C":
        pg8.append(
            (
                "code",
                "E17",
                "Exhaust back-pressure high",
                "Pressure switch B5 on the oil mist exhaust filter has closed.",
                ["Replace the exhaust filter; check for oil carry-over and an overfilled pump."],
            )
        )
    pg8 += [
        ("space", 3),
        ("h1", "11  Spare parts"),
        (
            "table",
            ["Part number", "Description", "Fits"],
            [
                ["CV-31-0310", "Seal bar element 520 mm", "CVP-520"],
                [v["elem540"], "Seal bar element 540 mm", "CVP-540"],
                ["CV-31-0330", "Clamp screw M4, pack of 10", "both"],
                ["CV-22-0150", "Lid gasket", "CVP-520"],
                ["CV-22-0160", "Lid gasket", "CVP-540"],
                ["CV-41-0205", "Vacuum sensor 0 to 1000 mbar", "both"],
                ["CV-50-0071", "Oil mist exhaust filter", "CVP-520"],
                ["CV-50-0073", "Oil mist exhaust filter", "CVP-540"],
                [v["oilpn"], f"Vacuum pump oil {v['oil']}, 1 l", "both"],
                ["CV-61-0012", "Lid gas springs, pair", "CVP-520"],
                ["CV-61-0014", "Lid gas springs, pair", "CVP-540"],
                ["CV-72-0003", "PTFE tape roll, 10 m x 10 mm", "both"],
                ["CV-88-0101", "Vent valve Y2, complete", "both"],
                ["CV-90-0030", "Reference vacuum gauge (tool)", "both"],
            ],
            [40, 98, 36],
            {"size": 8.5},
        ),
    ]
    p.append(pg8)
    return p


def header(rev):
    return (COMPANY, TITLE, KEY, f"Rev {rev}")

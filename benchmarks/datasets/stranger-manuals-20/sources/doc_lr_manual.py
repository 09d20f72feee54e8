# ruff: noqa: E501
"""Brennmoor AquaRing LR maintenance manual, BFS-MM-0412, revisions A, B and C.

Invented document. All three revisions share the same page layout; a handful
of values change between revisions and alarm A19 is added in Rev C.
"""

KEY = "BFS-MM-0412"
PRODUCT = "AquaRing LR liquid ring vacuum pump"
VARIANTS = ["LR-150", "LR-220", "LR-310"]

REVS = {
    "A": {"from": "2019-03-01", "to": "2021-06-14", "recorded": "2019-02-18", "date_text": "1 March 2019"},
    "B": {"from": "2021-06-15", "to": "2023-10-31", "recorded": "2021-06-02", "date_text": "15 June 2021"},
    "C": {"from": "2023-11-01", "to": None, "recorded": "2023-10-20", "date_text": "1 November 2023"},
}

# values that change between revisions
VALUES = {
    "flow220": {"A": "18 l/min", "B": "21 l/min", "C": "21 l/min"},
    "clr150": {"A": "0.15-0.25 mm", "B": "0.15-0.25 mm", "C": "0.12-0.20 mm"},
    "sealT": {"A": "35 °C", "B": "35 °C", "C": "32 °C"},
    "gasalarm": {"A": "75 °C", "B": "70 °C", "C": "70 °C"},
    "regrease": {"A": "Every 2,000 h", "B": "Every 1,500 h", "C": "Every 1,500 h"},
    "tiebolt": {"A": "190 Nm", "B": "205 Nm", "C": "205 Nm"},
}

HISTORY = [
    ["A", "2019-03-01", "First issue."],
    [
        "B",
        "2021-06-15",
        "Seal water flow for LR-220 revised. Bearing regrease interval shortened. "
        "Casing tie bolt torque revised. Inlet gas temperature alarm setpoint revised.",
    ],
    [
        "C",
        "2023-11-01",
        "Impeller clearance for LR-150 revised. Seal liquid inlet temperature limit lowered. "
        "Alarm A19 (cavitation protection) added.",
    ],
]


def build(rev):
    r = REVS[rev]
    v = {k: val[rev] for k, val in VALUES.items()}
    hist = [["Rev", "Date", "Description of change"], *HISTORY[: "ABC".index(rev) + 1]]

    p1 = [
        ("title", "AquaRing LR Series Liquid Ring Vacuum Pumps"),
        ("h1", "Maintenance Manual - Models LR-150, LR-220 and LR-310"),
        (
            "p",
            f"Document number BFS-MM-0412, Revision {rev}, effective {r['date_text']}. This manual applies to "
            "single-stage AquaRing pumps supplied with the VCU-4 vacuum control unit. Two-stage LR-D pumps "
            "and pumps with the older VCU-2 controller are covered by separate manuals.",
        ),
        ("p", "Brennmoor Fluid Systems Ltd, Unit 4 Fellside Works, Kendrick Vale. Service line +44 1632 960 412."),
        ("h2", "Contents"),
        (
            "toc",
            [
                ("1", "Title page and contents", 1),
                ("2", "Revision history and safety rules", 2),
                ("3", "Technical data and operating limits", 3),
                ("4", "Maintenance intervals", 4),
                ("5", "Torque values and consumables", 5),
                ("6", "Maintenance procedures", 6),
                ("7", "VCU-4 alarm codes", 7),
                ("8", "Alarm codes (continued) and spare parts", 8),
            ],
        ),
        (
            "note",
            "NOTE:",
            "Keep this manual with the pump. Where a Brennmoor service bulletin applies to the "
            "model and serial number of a pump, the values in the bulletin take precedence over "
            "the values in this manual.",
        ),
        (
            "note",
            "Serials:",
            "The serial number is stamped on the nameplate on the drive-end bearing housing, "
            "for example AR2205123. The first figure after the letters identifies the frame size.",
        ),
    ]

    p2 = [
        ("h1", "2 Revision history and safety rules"),
        ("h2", "2.1 Revision history"),
        ("table", {"w": [14, 26, 134], "rows": hist}),
        ("h2", "2.2 Safety rules"),
        (
            "bul",
            [
                "Do not start the pump with the casing filled above the shaft centreline.",
                "Do not run the pump without seal water flow, not even briefly for a rotation check.",
                "Do not throttle or close the discharge line while the pump is running.",
                "Do not open the casing until the pump is isolated, drained and the suction line is vented to atmosphere.",
                "Do not lift the complete pump set by the lifting eye of the motor.",
                "Do not exceed the maximum seal water supply pressure; excess pressure forces water past the "
                "mechanical seal faces and floods the bearing housing.",
                "Do not carry out electric welding on the baseplate while the VCU-4 is connected.",
                "Do not reuse impeller locknuts or tab washers.",
            ],
        ),
        ("h2", "2.3 Isolation"),
        (
            "p",
            "Before any work, lock out the motor starter at the isolator, close seal water isolating valve V2 "
            "and vent the suction line. Allow the casing to cool below 40 °C before touching it. Pumps handling "
            "solvent vapours must be purged with nitrogen for 10 minutes before the casing is opened.",
        ),
    ]

    p3 = [
        ("h1", "3 Technical data and operating limits"),
        (
            "table",
            {
                "w": [62, 37, 37, 38],
                "rows": [
                    ["Parameter", "LR-150", "LR-220", "LR-310"],
                    ["Motor power", "5.5 kW", "11 kW", "18.5 kW"],
                    ["Rated speed (50 Hz)", "1450 rpm", "1450 rpm", "980 rpm"],
                    ["Suction capacity (1)", "150 m³/h", "220 m³/h", "310 m³/h"],
                    ["Ultimate pressure", "33 mbar abs", "33 mbar abs", "40 mbar abs"],
                    ["Seal water flow (2)", "12 l/min", v["flow220"], "27 l/min"],
                    ["Impeller to port plate clearance (3)", v["clr150"], "0.20-0.30 mm", "0.25-0.35 mm"],
                    ["Sound pressure level at 1 m", "72 dB(A)", "75 dB(A)", "78 dB(A)"],
                    ["Mass, pump without motor", "145 kg", "210 kg", "340 kg"],
                    ["Suction and discharge flanges", "DN 50", "DN 65", "DN 80"],
                    ["Casing material", "EN-GJL-250", "EN-GJL-250", "EN-GJS-400"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Dry air at 100 mbar abs suction pressure and seal water at 15 °C.",
                "(2) Once-through operation with seal water at 15 °C. In partial recirculation mode the make-up flow "
                "may be reduced by 30 %.",
                "(3) Clearance on each side of the impeller, measured cold.",
            ],
        ),
        ("h2", "3.1 Operating limits (all models)"),
        (
            "table",
            {
                "w": [110, 64],
                "rows": [
                    ["Limit", "Value"],
                    ["Seal water supply pressure, minimum", "1.5 bar g"],
                    ["Seal water supply pressure, maximum", "3.0 bar g"],
                    ["Seal liquid inlet temperature, maximum", v["sealT"]],
                    ["Gas inlet temperature, dry gas, maximum", "80 °C"],
                    ["Gas inlet temperature, saturated gas, maximum", "100 °C"],
                    ["Discharge pressure, maximum", "1.1 bar abs"],
                    ["Ambient temperature", "+5 °C to +40 °C"],
                    ["Starts per hour, maximum", "6"],
                    ["Inlet gas temperature alarm setpoint (VCU-4, A11)", v["gasalarm"]],
                ],
            },
        ),
        (
            "p",
            "Operation against a closed suction valve is permitted only with the anti-cavitation valve V5 open. "
            "Continuous operation below 60 mbar abs requires the optional cavitation kit BFS-4120-390.",
        ),
    ]

    p4 = [
        ("h1", "4 Maintenance intervals"),
        (
            "p",
            "Intervals are given in operating hours (h) read from the VCU-4 hour counter, or in calendar time. "
            "Where two intervals are given for one task, the one reached first applies.",
        ),
        (
            "table",
            {
                "w": [38, 118, 18],
                "rows": [
                    ["Interval", "Task", "Ref."],
                    ["Daily", "Check seal water flow on rotameter FI-1 and record suction pressure", "6.1"],
                    ["Weekly", "Clean seal water strainer Y-1 (a)", "-"],
                    ["Monthly", "Measure bearing vibration at drive end and non-drive end (b)", "-"],
                    [v["regrease"], "Regrease pump bearings, 15 g per bearing (c)", "6.3"],
                    ["8,000 h or 12 months", "Check impeller to port plate clearance", "6.2"],
                    ["16,000 h", "Replace mechanical seal", "6.4"],
                    ["24 months", "Replace flexible coupling element", "-"],
                    ["48 months", "Replace anti-cavitation valve V5 diaphragm", "-"],
                ],
            },
        ),
        (
            "fn",
            [
                "(a) Where untreated river or borehole water is used as seal water, clean the strainer daily.",
                "(b) Alarm and trip values for vibration are given under codes A06 and A07 in section 7.",
                "(c) Use only the grease given in section 5.2. For pumps on a 60 Hz supply reduce the interval by 20 %.",
            ],
        ),
        ("h2", "4.1 Records"),
        (
            "p",
            "Record all work in the pump log sheet BFS-F-112. Vibration is recorded as velocity in mm/s RMS. "
            "Keep at least the last three clearance readings so that impeller wear can be trended.",
        ),
        ("h2", "4.2 Storage and standstill"),
        (
            "p",
            "During standstill of more than four weeks, drain the casing completely and turn the shaft by hand "
            "a few revolutions once a month. Before restart after storage, check the impeller turns freely.",
        ),
    ]

    p5 = [
        ("h1", "5 Torque values and consumables"),
        ("h2", "5.1 Tightening torques"),
        (
            "table",
            {
                "w": [66, 30, 40, 38],
                "rows": [
                    ["Joint", "Thread", "Torque", "Note"],
                    ["Port plate cap screws", "M10", "48 Nm", "(1)"],
                    ["Casing tie bolts", "M16", v["tiebolt"], "(2)"],
                    ["Impeller locknut", "M36 x 1.5", "160 Nm", "(3)"],
                    ["Bearing cover screws", "M8", "22 Nm", "-"],
                    ["Pump foot bolts", "M20", "280 Nm", "-"],
                    ["Coupling hub set screw", "M8", "18 Nm", "(1)"],
                    ["Seal water connection nut", "G 1/2", "35 Nm", "-"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Apply medium-strength thread locker BFS-TL-243.",
                "(2) Tighten in a cross pattern in three stages: 30 %, 70 % and 100 % of the final torque.",
                "(3) Always fit a new locknut and tab washer. Threads lightly oiled.",
            ],
        ),
        ("h2", "5.2 Consumables"),
        (
            "table",
            {
                "w": [44, 96, 34],
                "rows": [
                    ["Item", "Specification", "Quantity"],
                    ["Bearing grease", "Lithium-complex grease, NLGI 2, Brennmoor BFS-GR-2", "15 g per bearing"],
                    ["Seal water", "Clean water, pH 6 to 9, max. 25 mg/l suspended solids", "see section 3"],
                    ["O-ring lubricant", "Silicone grease BFS-SG-10", "as required"],
                    ["Thread locker", "BFS-TL-243, medium strength", "as required"],
                    ["Casing gaskets", "Fit dry. Jointing compound is not permitted.", "-"],
                ],
            },
        ),
        (
            "note",
            "CAUTION:",
            "Mineral-oil based greases swell the EPDM O-rings of the mechanical seal. Do not use "
            "them on any seal part.",
        ),
    ]

    p6 = [
        ("h1", "6 Maintenance procedures"),
        ("h2", "6.1 Seal water flow check"),
        (
            "steps",
            [
                "With the pump running at normal operating vacuum, read the flow on rotameter FI-1.",
                "Compare the reading with the seal water flow in section 3 for the model.",
                "If the flow is low, clean strainer Y-1 and check the supply pressure on gauge PI-2.",
                "Adjust the flow with regulating valve V3 only; isolating valve V2 must stay fully open.",
            ],
        ),
        ("h2", "6.2 Impeller clearance check"),
        (
            "steps",
            [
                "Isolate and drain the pump. Remove the non-drive end bearing cover.",
                "Set a dial gauge against the shaft end.",
                "Push the rotor fully towards the drive end, zero the gauge, then pull it fully towards the non-drive end.",
                "Half of the total axial float is the clearance on each side. Compare it with section 3.",
                "Correct the setting with shim set BFS-4120-207 behind the non-drive end bearing housing.",
            ],
        ),
        ("h2", "6.3 Bearing regreasing"),
        (
            "steps",
            [
                "Wipe the grease nipple clean.",
                "With the pump running, inject 15 g of grease slowly.",
                "Remove the grease relief plug, run for 30 minutes, then refit the plug.",
            ],
        ),
        ("h2", "6.4 Mechanical seal replacement"),
        (
            "steps",
            [
                "Isolate, drain and vent the pump as described in section 2.3.",
                "Remove the coupling guard and the coupling spacer.",
                "Remove the drive end bearing housing complete with bearing.",
                "Withdraw the seal rotating unit; do not lever on the seal faces.",
                "Clean the shaft sleeve and check it for grooves deeper than 0.1 mm.",
                "Lubricate the new O-rings with silicone grease and fit the new seal by hand pressure only.",
                "Reassemble in reverse order and prove seal water flow before the first start.",
            ],
        ),
    ]

    codes_a = [
        ["Code", "Meaning", "Remedy"],
        [
            "A01",
            "Motor overload relay tripped.",
            "Check motor current against nameplate. Check for liquid carry-over into the casing. Reset relay F2.",
        ],
        [
            "A02",
            "Seal water flow below 70 % of set value for more than 10 s.",
            "Clean strainer Y-1. Check solenoid valve SV1. Confirm supply pressure at PI-2.",
        ],
        [
            "A03",
            "Seal liquid outlet temperature above 45 °C (warning).",
            "Check seal water inlet temperature. Increase flow with valve V3.",
        ],
        [
            "A04",
            "Seal liquid outlet temperature above 50 °C (trip).",
            "As A03. In recirculation mode also check heat exchanger HX-1 for fouling.",
        ],
        [
            "A05",
            "Suction pressure transmitter PT-1 signal below 3.6 mA or above 21 mA.",
            "Check wiring at terminals X2:5 and X2:6. Replace PT-1 (part BFS-7710-040) if faulty.",
        ],
        [
            "A06",
            "Bearing vibration above 7.1 mm/s RMS (alarm).",
            "Check alignment and pump foot bolts. Check bearing condition at next stop.",
        ],
        [
            "A07",
            "Bearing vibration above 11.0 mm/s RMS (trip).",
            "Do not restart until the cause is found. Check impeller for erosion, rubbing or deposits.",
        ],
    ]
    p7 = [
        ("h1", "7 VCU-4 alarm codes"),
        (
            "p",
            "The VCU-4 shows alarms as a code on the display and on the fault relay. Warnings leave the pump "
            "running; trips stop the motor and must be reset with the RESET key after the cause is removed. The "
            "last 50 alarms are stored in menu 6.1 with hour-counter stamp.",
        ),
        ("table", {"w": [20, 66, 88], "rows": codes_a}),
        ("p", "Alarm A07 continues on the next page."),
    ]

    codes_b = [
        ["Code", "Meaning", "Remedy"],
        [
            "A07 (cont.)",
            "",
            "If the impeller is rubbing, check clearance as in 6.2. Replace both bearings if vibration persists.",
        ],
        ["A08", "Separator level high.", "Check separator drain valve V7 and level switch LSH-1."],
        ["A09", "Separator level low (recirculation mode).", "Top up through make-up valve V8. Check for leaks."],
        [
            "A11",
            "Inlet gas temperature above alarm setpoint.",
            "Check the process upstream. Check setpoint in menu 4.2.",
        ],
        ["A12", "Bearing temperature above 95 °C.", "Check for over-greasing. Check alignment."],
        [
            "A14",
            "Seal water not proven within 30 s of start command.",
            "Check coil of SV1 and flow switch FS-1. Check that V2 is open.",
        ],
        ["A15", "24 V DC supply below 20.4 V or above 28.8 V.", "Check power supply PS-1 and fuse F4."],
    ]
    if rev == "C":
        codes_b.append(
            [
                "A19",
                "Cavitation protection active: suction pressure within 10 mbar of vapour pressure.",
                "Open anti-cavitation valve V5. Lower the seal water temperature.",
            ]
        )
    p8 = [
        ("h1", "8 Alarm codes (continued) and spare parts"),
        ("table", {"w": [20, 66, 88], "rows": codes_b}),
        ("h2", "8.1 Spare parts"),
        (
            "table",
            {
                "w": [56, 39, 39, 40],
                "size": 8,
                "rows": [
                    ["Part", "LR-150", "LR-220", "LR-310"],
                    ["Mechanical seal kit", "BFS-4120-118", "BFS-4120-122", "BFS-4120-131"],
                    ["Impeller, bronze", "BFS-4120-150", "BFS-4120-152", "BFS-4120-160"],
                    ["Port plate gasket set", "BFS-4120-170", "BFS-4120-172", "BFS-4120-180"],
                    ["Bearing, drive end", "6309-2Z-C3", "6311-2Z-C3", "6314-C3"],
                    ["Bearing, non-drive end", "6307-2Z-C3", "6309-2Z-C3", "6312-C3"],
                    ["Impeller locknut and tab washer", "BFS-4120-211", "BFS-4120-211", "BFS-4120-214"],
                    ["Coupling element", "BFS-5530-028", "BFS-5530-038", "BFS-5530-048"],
                    ["Strainer element Y-1", "BFS-7710-015", "BFS-7710-015", "BFS-7710-016"],
                    ["Flow switch FS-1", "BFS-7710-022", "BFS-7710-022", "BFS-7710-022"],
                ],
            },
        ),
        ("p", "Order spare parts with the pump serial number. Parts marked with the same number are interchangeable."),
    ]

    spec = {
        "title": f"AquaRing LR Maintenance Manual BFS-MM-0412 Rev {rev}",
        "author": "Brennmoor Fluid Systems Ltd",
        "created": r["from"],
        "header_left": "Brennmoor Fluid Systems Ltd - AquaRing LR Maintenance Manual",
        "header_right": f"BFS-MM-0412  Rev {rev}",
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }
    meta = {
        "document": KEY,
        "version": f"Rev {rev}",
        "effective_from": r["from"],
        "effective_to": r["to"],
        "recorded_at": r["recorded"] + "T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    }
    return spec, meta

# ruff: noqa: E501
"""BAS-MM-1140: BRS 22/30/37 rotary screw compressor maintenance manual, Rev A/B/C (invented)."""

COMPANY = "Brennick Air Systems Ltd"
DOCNO = "BAS-MM-1140"
TITLE = "BRS 22 / 30 / 37 Rotary Screw Compressors - Maintenance Manual"

REVS = {
    "A": {"effective": "2019-04-01", "to": "2020-10-31", "recorded": "2019-03-27"},
    "B": {"effective": "2020-11-01", "to": "2022-08-14", "recorded": "2020-10-22"},
    "C": {"effective": "2022-08-15", "to": None, "recorded": "2022-08-09"},
}

HISTORY = [
    ["Rev A", "2019-04-01", "First issue."],
    [
        "Rev B",
        "2020-11-01",
        "Separator differential pressure limit and discharge temperature alarm revised; BRS-37 oil capacity corrected.",
    ],
    [
        "Rev C",
        "2022-08-15",
        "Oil change and intake filter intervals shortened; motor terminal nut torque revised; "
        "minimum ambient temperature raised; fault code E21 added.",
    ],
]


def build(rev):
    def v(a, b, c):
        return {"A": a, "B": b, "C": c}[rev]

    hist = HISTORY[: "ABC".index(rev) + 1]

    p1 = [
        ("title", "BRS 22 / 30 / 37 Rotary Screw Compressors"),
        ("subtitle", "Maintenance Manual for fixed-speed, air-cooled units"),
        (
            "table",
            [50, 124],
            None,
            [
                ["Document number", DOCNO],
                ["Revision", "Rev " + rev],
                ["Effective date", REVS[rev]["effective"]],
                ["Applies to", "BRS-22, BRS-30 and BRS-37 (serial prefix BR)"],
                ["Issued by", "Brennick Air Systems Ltd, Technical Publications, Halden Road, Kettleby"],
            ],
            {"bold_first": True, "size": 9, "lh": 4.4},
        ),
        ("h1", "Contents"),
        (
            "table",
            [20, 134, 20],
            ["Section", "Title", "Page"],
            [
                ["1", "Safety and general rules", "2"],
                ["2", "Model data", "2"],
                ["3", "Operating limits", "3"],
                ["4", "Maintenance intervals", "4"],
                ["5", "Maintenance procedures", "5"],
                ["6", "Tightening torques", "6"],
                ["7", "Fault codes", "7"],
                ["8", "Spare parts", "8"],
            ],
            {"size": 9, "lh": 4.4},
        ),
        ("h1", "Revision history"),
        ("table", [22, 28, 124], ["Revision", "Date", "Description of change"], hist, {"size": 8.5}),
        (
            "small",
            "This manual does not replace the installation instructions BAS-IN-1139. Keep it with the compressor. "
            "Values in this manual are valid for units built to the revision level shown on the data plate.",
        ),
    ]

    p2 = [
        ("h1", "1 Safety and general rules"),
        (
            "p",
            "Work on the compressor may be carried out only by persons trained on BRS units. Read this section "
            "completely before starting any maintenance task. The unit contains oil and air under pressure, hot "
            "surfaces and live electrical parts.",
        ),
        (
            "bullets",
            [
                "Do not open the oil filler plug while the separator vessel is under pressure; wait until the sump "
                "pressure gauge shows 0 bar.",
                "Do not bridge or bypass the high discharge temperature switch B12, not even for a short test run.",
                "Do not mix mineral and synthetic compressor oils.",
                "Do not use compressed air from a BRS unit as breathing air.",
                "Do not start the unit with the canopy side panels removed.",
                "Do not weld, drill or grind on the separator vessel.",
            ],
        ),
        (
            "note",
            "WARNING: If automatic restart (parameter P07) is enabled, the compressor restarts by itself when "
            "the supply returns after a power failure. Isolate and lock the main switch before work.",
        ),
        ("h1", "2 Model data"),
        (
            "table",
            [58, 38.666, 38.667, 38.667],
            ["Item", "BRS-22", "BRS-30", "BRS-37"],
            [
                ["Motor rated power", "22 kW", "30 kW", "37 kW"],
                ["Maximum working pressure (1)", "10 bar", "10 bar", "13 bar"],
                ["Free air delivery at 7 bar (2)", "3.62 m³/min", "5.05 m³/min", "6.38 m³/min"],
                ["Oil capacity, total", "12.0 l", "15.5 l", v("18.5 l", "19.0 l", "19.0 l")],
                ["Cooling air flow", "4,100 m³/h", "5,300 m³/h", "6,200 m³/h"],
                ["Sound pressure level (3)", "68 dB(A)", "69 dB(A)", "71 dB(A)"],
                ["Main fuse, 400 V supply", "63 A gL", "80 A gL", "100 A gL"],
                ["Motor starts per hour, max.", "10", "8", "8"],
            ],
            {"bold_first": True},
        ),
        (
            "fn",
            [
                "(1) 13 bar versions of the BRS-22 and BRS-30 are available on request; the data plate always takes precedence.",
                "(2) Measured to ISO 1217, Annex C, at 20 °C intake temperature; tolerance +/- 5 %.",
                "(3) Measured at 1 m distance in free field; tolerance 3 dB(A).",
            ],
        ),
    ]

    p3 = [
        ("h1", "3 Operating limits"),
        (
            "p",
            "The controller monitors the values below. Operating the compressor outside these limits voids the "
            "warranty and shortens the life of the airend bearings and the oil.",
        ),
        (
            "table",
            [64, 34, 38, 38],
            ["Parameter", "Minimum", "Normal", "Maximum"],
            [
                ["Ambient temperature (1)", v("+1 °C", "+1 °C", "+3 °C"), "-", "+46 °C"],
                ["Discharge temperature, airend outlet", "-", "80 to 95 °C", "see alarm / trip"],
                ["Discharge temperature alarm (E03)", "-", "-", v("105 °C", "103 °C", "103 °C")],
                ["Discharge temperature trip (E04)", "-", "-", "110 °C"],
                ["Sump pressure in unload", "1.6 bar", "2.0 bar", "2.6 bar"],
                ["Separator differential pressure", "-", "0.2 bar (new)", v("1.0 bar", "0.8 bar", "0.8 bar")],
                ["Oil filter differential pressure", "-", "0.3 bar", "1.4 bar (2)"],
                ["Intake vacuum, filter element", "-", "15 mbar", "50 mbar"],
                ["Supply voltage (400 V units)", "360 V", "400 V", "440 V"],
                ["Phase voltage imbalance", "-", "-", "2 %"],
            ],
        ),
        (
            "fn",
            [
                "(1) Below the minimum ambient temperature the controller blocks the start and shows E13.",
                "(2) Applies with oil at operating temperature. During a cold start the oil filter bypass may open "
                "briefly; this is normal.",
            ],
        ),
        ("h2", "3.2 Pressure settings"),
        (
            "p",
            "The unload pressure is set at the factory to 0.5 bar below the maximum working pressure. The "
            "difference between load pressure and unload pressure must not be set smaller than 0.5 bar.",
        ),
        ("h2", "3.3 Unloaded running time"),
        (
            "p",
            "After the last load cycle the motor keeps running unloaded for 6 minutes before it stops. This "
            "run-on time limits the number of motor starts, because frequent starts overheat the motor windings. "
            "Do not shorten the run-on time below 4 minutes (parameter P12).",
        ),
        ("h2", "3.4 Safety valve"),
        (
            "p",
            "The safety valve on the separator vessel opens at 1.1 times the maximum working pressure. Test it "
            "by raising the pressure with the test screw, never by blocking the minimum pressure valve.",
        ),
    ]

    p4 = [
        ("h1", "4 Maintenance intervals"),
        (
            "p",
            "Intervals are given in running hours (h) or calendar time, whichever comes first. The controller "
            "shows E15 when a service interval has expired. Reset the service counter only after the work has "
            "been done.",
        ),
        (
            "table",
            [80, 46, 48],
            ["Task", "Interval", "Remarks"],
            [
                ["Check oil level in sight glass", "Daily", "Unit stopped, 5 min after stop"],
                ["Check condensate drain function", "Weekly", "Test button on drain valve"],
                ["Clean oil cooler fins", "500 h (1)", "Blow out against air flow"],
                [
                    "Replace intake filter element",
                    v("2,000 h / 12 months (1)", "2,000 h / 12 months (1)", "1,500 h / 12 months (1)"),
                    "Check vacuum indicator",
                ],
                ["Replace oil filter", "2,000 h / 12 months", "Service kit"],
                [
                    "Change oil (SynAir 46)",
                    v("4,000 h / 24 months (2)", "4,000 h / 24 months (2)", "3,000 h / 24 months (2)"),
                    "See section 5.1",
                ],
                ["Replace separator element", "4,000 h / 24 months", "See section 5.2"],
                ["Test safety valve", "12 months", "See section 3.4"],
                ["Regrease motor bearings (BRS-37 only)", "3,000 h", "15 g per bearing"],
                ["Replace minimum pressure valve kit", "16,000 h", "-"],
                ["Replace coupling insert", "24,000 h", "Check alignment"],
                ["Overhaul airend bearings", "40,000 h", "Factory exchange only"],
            ],
        ),
        (
            "fn",
            [
                "(1) In dusty surroundings, for example in sawmills or cement works, halve this interval.",
                "(2) With mineral oil BRS-M32 (only permitted on units built before 2015) change the oil every 1,000 h.",
            ],
        ),
        ("h2", "4.2 Oil"),
        (
            "p",
            "Fill only Brennick SynAir 46 synthetic compressor oil. When converting a unit from mineral oil to "
            "SynAir 46, drain the old oil completely, replace the oil filter and the separator element and "
            "change the first fill of SynAir 46 again after 500 h.",
        ),
        (
            "p",
            "Oil samples for laboratory analysis should be taken every 2,000 h from the sampling point on the "
            "oil filter head, with the unit running unloaded.",
        ),
    ]

    p5 = [
        ("h1", "5 Maintenance procedures"),
        ("h2", "5.1 Changing the oil"),
        (
            "steps",
            [
                "Run the compressor until the discharge temperature is above 60 °C, then stop it and isolate the supply.",
                "Wait at least 5 minutes and check that the sump pressure gauge reads 0 bar.",
                "Place a container of at least 25 l capacity under the drain valve.",
                "Open the drain valve slowly and let the oil run out; also drain the oil cooler at plug X4.",
                "Replace the oil filter. Lightly oil the new gasket and tighten the filter by hand only.",
                "Close the drain valve and fill with oil through the filler plug up to the upper mark of the sight glass.",
                "Run the unit for 3 minutes, stop it, wait until it is depressurised and top up to the upper mark.",
            ],
        ),
        (
            "p",
            "Warm oil drains faster and carries more of the suspended dirt out of the separator vessel, which "
            "is why the unit is run up to temperature first.",
        ),
        ("h2", "5.2 Replacing the separator element"),
        (
            "steps",
            [
                "Stop the unit, isolate it and wait until the sump pressure gauge reads 0 bar.",
                "Disconnect the scavenge line and the service line from the separator cover.",
                "Remove the cover bolts and lift the cover off with the lifting eye.",
                "Remove the old element and clean both sealing faces.",
                "Insert the new element with its earthing staple in place. Do not remove the staple.",
                "Refit the cover and tighten the bolts crosswise to the torque given in section 6.",
                "Reconnect the lines and check for leaks during the first start.",
            ],
        ),
        (
            "note",
            "NOTE: The earthing staple conducts static charge from the element to the vessel. Without it a "
            "spark can ignite the oil mist inside the vessel.",
        ),
        ("h2", "5.3 Cleaning the oil cooler"),
        (
            "p",
            "Blow compressed air through the cooler fins against the normal direction of air flow at no more than "
            "6 bar. Do not use a pressure washer on the cooler.",
        ),
    ]

    p6 = [
        ("h1", "6 Tightening torques"),
        ("p", "Use a calibrated torque wrench. Values apply to dry threads unless stated otherwise."),
        (
            "table",
            [64, 26, 30, 54],
            ["Joint", "Thread", "Torque", "Locking / remarks"],
            [
                ["Separator cover bolts", "M12", "45 Nm", "Crosswise, two passes"],
                ["Motor terminal nuts", "M8", v("12 Nm", "12 Nm", "10 Nm"), "-"],
                ["Airend mounting bolts", "M16", "180 Nm", "Thread-lock, medium (1)"],
                ["Motor foot bolts", "M12", "85 Nm", "-"],
                ["Oil drain plug", "G 1/2", "35 Nm", "New sealing ring"],
                ["Coupling hub clamp screws", "M10", "69 Nm", "Thread-lock, medium (1)"],
                ["Oil cooler mounting screws", "M6", "9 Nm", "-"],
                ["Minimum pressure valve cap", "M36 x 1.5", "80 Nm", "Lightly oiled (2)"],
                ["Protective earth terminal", "M10", "25 Nm", "Serrated washer"],
                ["Sensor B7 / B8 (pressure)", "G 1/4", "20 Nm", "PTFE tape not allowed"],
            ],
        ),
        (
            "fn",
            [
                "(1) Clean threads with solvent before applying thread-lock. Allow 24 h curing before full load.",
                "(2) Use clean compressor oil, not grease.",
            ],
        ),
        ("h2", "6.2 Coupling alignment"),
        (
            "p",
            "After replacing the coupling insert or the motor, check the alignment with a dial gauge. The maximum "
            "permissible radial offset is 0.15 mm and the maximum angular misalignment is 0.1 degrees.",
        ),
        ("h2", "6.3 Self-locking nuts"),
        ("p", "Replace self-locking nuts on the airend inlet valve each time they are removed."),
    ]

    codes1 = [
        ["E01", "Emergency stop pressed", "Release the emergency stop button, then reset with key R."],
        [
            "E02",
            "Motor overload relay F1 tripped",
            "Check supply voltage and motor current; reset F1 after 5 min cooling.",
        ],
        [
            "E03",
            "Discharge temperature alarm",
            "Check oil level, clean cooler fins, check cooling air inlet; unit keeps running.",
        ],
        [
            "E04",
            "Discharge temperature trip",
            "Unit stops. Let it cool, check thermostatic valve and oil level before restart.",
        ],
        ["E05", "Phase sequence wrong or phase missing", "Swap two phases at the incoming terminals; check fuses."],
        [
            "E06",
            "Temperature sensor B12 open circuit",
            "Check plug and cable of B12; replace sensor if resistance is infinite.",
        ],
        ["E07", "Sump pressure too high in unload", "Check blow-down valve Y2 and its silencer for blockage."],
        ["E08", "Separator differential pressure high", "Replace separator element (section 5.2)."],
        ["E09", "Oil filter differential pressure high", "Replace oil filter; check oil grade."],
        ["E10", "Intake vacuum high", "Replace intake filter element; check intake valve opens fully."],
    ]
    codes2 = [
        ["E11", "Fan motor overload", "Check fan for free rotation and motor protection switch Q2."],
        ["E12", "Too many motor starts", "Increase receiver volume or widen load / unload pressure band."],
        ["E13", "Ambient temperature below minimum", "Heat the compressor room; start is blocked until above limit."],
        ["E14", "Restart after power failure", "Information only; shown for 60 s when P07 restarts the unit."],
        ["E15", "Service interval expired", "Carry out the due service (section 4), then reset the counter."],
        ["E16", "Controller memory error", "Switch off for 30 s. If E16 returns, replace the controller board."],
        ["E18", "Canopy door open (option)", "Close the canopy doors; check door switch S9."],
        ["E19", "Drain valve alarm", "Clean strainer of the condensate drain; check coil."],
    ]
    if rev == "C":
        codes2.append(
            [
                "E21",
                "Pressure sensor B7 signal implausible",
                "Compare B7 with gauge; check cable; replace sensor 5000-2217.",
            ]
        )

    p7 = [
        ("h1", "7 Fault codes"),
        (
            "p",
            "Fault codes are shown on the controller display. Codes E01 to E10 stop the compressor unless stated "
            "otherwise in the remedy column. The table continues on the next page.",
        ),
        ("table", [16, 62, 96], ["Code", "Meaning", "Remedy"], codes1),
        (
            "small",
            "After removing the cause, acknowledge a stop fault with key R. A fault that cannot be "
            "acknowledged is still present.",
        ),
    ]

    p8 = [
        ("h1", "7 Fault codes (continued)"),
        ("table", [16, 62, 96], ["Code", "Meaning", "Remedy"], codes2),
        ("h1", "8 Spare parts"),
        (
            "table",
            [58, 38.666, 38.667, 38.667],
            ["Part", "BRS-22", "BRS-30", "BRS-37"],
            [
                ["Intake filter element", "5000-1102", "5000-1103", "5000-1103"],
                ["Oil filter", "5000-1210", "5000-1210", "5000-1211"],
                ["Separator element", "5000-1305", "5000-1306", "5000-1307"],
                ["Separator cover gasket", "5000-1330", "5000-1330", "5000-1330"],
                ["Service kit 2,000 h", "5000-9022", "5000-9030", "5000-9037"],
                ["Coupling insert", "5000-1420", "5000-1421", "5000-1421"],
                ["Pressure sensor B7 / B8", "5000-2217", "5000-2217", "5000-2217"],
                ["Temperature sensor B12", "5000-2230", "5000-2230", "5000-2230"],
                ["SynAir 46 oil, 20 l drum", "5000-0046", "5000-0046", "5000-0046"],
            ],
            {"bold_first": True},
        ),
        ("small", "Order parts quoting the model and the serial number from the data plate."),
    ]

    return {
        "company": COMPANY,
        "docno": DOCNO,
        "rev_label": "Rev " + rev,
        "title": TITLE,
        "pdf_date": REVS[rev]["recorded"],
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }


def meta(rev):
    r = REVS[rev]
    return {
        "document": DOCNO,
        "version": "Rev " + rev,
        "effective_from": r["effective"],
        "effective_to": r["to"],
        "recorded_at": r["recorded"] + "T00:00:00Z",
        "applicability": {"product": "BRS rotary screw compressor", "variants": ["BRS-22", "BRS-30", "BRS-37"]},
    }

# ruff: noqa: E501
"""KFS-MM-0412 - Maintenance Manual, PulseJet PJ series cartridge dust collectors.

Invented document. Three revisions with the same page layout; a handful of values
change between revisions and fault code E17 is added in Rev C.
"""

KEY = "KFS-MM-0412"
COMPANY = "Kestrel Filtration Systems Ltd."
TITLE = "Maintenance Manual - PulseJet PJ Series Cartridge Dust Collectors"
PRODUCT = "PulseJet cartridge dust collector"
VARIANTS = ["PJ-8", "PJ-12", "PJ-16"]

REVS = {
    "Rev A": dict(
        file="KFS-MM-0412_RevA.pdf",
        effective_from="2021-03-01",
        effective_to="2022-06-14",
        recorded_at="2021-02-22T00:00:00Z",
        pulse="150 ms",
        interval="10 s",
        alarm="1,800 Pa",
        clamp="12 N·m",
        cart="8,000 h",
        header="6.0 bar",
    ),
    "Rev B": dict(
        file="KFS-MM-0412_RevB.pdf",
        effective_from="2022-06-15",
        effective_to="2023-11-30",
        recorded_at="2022-06-08T00:00:00Z",
        pulse="120 ms",
        interval="12 s",
        alarm="1,800 Pa",
        clamp="14 N·m",
        cart="6,000 h",
        header="6.0 bar",
    ),
    "Rev C": dict(
        file="KFS-MM-0412_RevC.pdf",
        effective_from="2023-12-01",
        effective_to=None,
        recorded_at="2023-11-24T00:00:00Z",
        pulse="100 ms",
        interval="12 s",
        alarm="1,600 Pa",
        clamp="14 N·m",
        cart="6,000 h",
        header="5.5 bar",
    ),
}

HISTORY = [
    ("A", "2021-03-01", "First issue."),
    (
        "B",
        "2022-06-15",
        "Section 6 cleaning settings revised. Section 4 cartridge interval and Section 5 clamp nut torque revised.",
    ),
    (
        "C",
        "2023-12-01",
        "Section 3 header pressure and Section 6 alarm setting revised for the Type H2 header. Fault code E17 added.",
    ),
]


def pages(rev):
    v = REVS[rev]
    n_hist = "ABC".index(rev[-1]) + 1
    p1 = [
        ("title", "PulseJet PJ Series Cartridge Dust Collectors"),
        ("subtitle", "Maintenance Manual"),
        (
            "kv",
            [
                ("Document number", KEY),
                ("Revision", rev),
                ("Effective date", v["effective_from"]),
                ("Models covered", "PJ-8, PJ-12, PJ-16"),
                ("Manufacturer", "Kestrel Filtration Systems Ltd., Harrow Mill Road, Wexcombe, United Kingdom"),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety and general rules", 2),
                ("2", "Revision history", 2),
                ("3", "Technical data", 3),
                ("4", "Maintenance intervals", 4),
                ("5", "Cartridge replacement and torque values", 5),
                ("6", "Controller settings and pulse valves", 6),
                ("7", "Fault codes", 7),
                ("8", "Spare parts", 8),
            ],
        ),
        ("h1", "About this manual"),
        (
            "p",
            "This manual is written for trained maintenance staff. It covers routine maintenance, cartridge "
            "replacement, controller settings and fault finding for the PulseJet PJ-8, PJ-12 and PJ-16 collectors. "
            "Installation and commissioning are described in the Installation Manual KFS-IM-0410. The reasons behind "
            "the cleaning settings are explained in the technical note KFS-TH-0100.",
        ),
        (
            "p",
            "The model number gives the number of filter cartridges. All three models use the same cartridge, "
            "the same controller and the same clamp yoke; they differ in housing length, pulse valve count and fan size.",
        ),
        (
            "note",
            "Where a Kestrel service bulletin applies to a collector, the values given in the bulletin take "
            "precedence over the values in this manual.",
        ),
    ]
    p2 = [
        ("h1", "1  Safety and general rules"),
        (
            "p",
            "Read this section before any work on the collector. The collected dust may be combustible. Treat the "
            "inside of the housing and the hopper as a zone 22 hazardous area.",
        ),
        ("h2", "1.1  Lockout"),
        (
            "p",
            "Before opening any door or cover, isolate the fan motor, the controller supply and the compressed-air "
            "supply and lock each isolator. Then vent the pulse header through its drain valve until the header "
            "gauge reads 0 bar. The header holds enough air to fire several pulses after the supply is closed.",
        ),
        ("h2", "1.2  Do not"),
        (
            "ul",
            [
                "Do not open the clean-air plenum door while the fan is running.",
                "Do not set the pulse header regulator above 7.0 bar.",
                "Do not use compressed air with an oil content above 0.1 mg/m³.",
                "Do not blow cartridges clean with a hand-held air lance. A cartridge cleaned in this way must not be refitted.",
                "Do not reuse a cartridge gasket once it has been compressed.",
                "Do not weld on the housing until all cartridges have been removed and the hopper is empty.",
                "Do not enter the dirty-air plenum or the hopper without a confined-space entry permit.",
                "Do not bridge the access door switch to run the fan with a door open.",
                "Do not fit explosion vent panels of a burst rating different from those listed in Section 8.",
            ],
        ),
        ("h1", "2  Revision history"),
        (
            "table",
            dict(
                widths=[20, 30, 130],
                header=["Rev", "Effective", "Description"],
                rows=[list(r) for r in HISTORY[:n_hist]],
            ),
        ),
    ]
    p3 = [
        ("h1", "3  Technical data"),
        (
            "table",
            dict(
                title="Table 3-1  Main data",
                widths=[78, 34, 34, 34],
                header=["Parameter", "PJ-8", "PJ-12", "PJ-16"],
                rows=[
                    ["Number of filter cartridges", "8", "12", "16"],
                    ["Filter area, total (m²)", "184", "276", "368"],
                    ["Nominal airflow (m³/h)", "9,000", "13,500", "18,000"],
                    ["Maximum airflow (m³/h) (1)", "11,000", "16,500", "22,000"],
                    ["Pulse valves, quantity x size", "4 x 1 in", "6 x 1 in", "8 x 1.5 in"],
                    ["Fan motor rating (kW)", "11", "15", "22"],
                    ["Air used per pulse (normal litres) (2)", "45", "45", "70"],
                    ["Hopper volume (litres)", "180", "260", "340"],
                    ["Explosion vent area (m²) (3)", "0.40", "0.55", "0.75"],
                    ["Maximum gas temperature at inlet", "70 °C", "70 °C", "70 °C"],
                    ["Sound pressure at 1 m, dB(A)", "78", "80", "82"],
                    ["Empty mass (kg)", "1,150", "1,540", "1,980"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(1) Maximum airflow applies with new cartridges and an inlet dust load below 5 g/m³.",
                "(2) At the nominal header pressure and the factory pulse duration.",
                "(3) Vent panels are rated Pstat 0.1 bar. The vent must discharge to a safe area outside the building.",
            ],
        ),
        (
            "table",
            dict(
                title="Table 3-2  Compressed-air supply for pulse cleaning",
                widths=[90, 90],
                header=["Item", "Value"],
                rows=[
                    ["Pulse header supply pressure, nominal", v["header"]],
                    ["Pulse header supply pressure, maximum", "7.0 bar"],
                    ["Header pressure low alarm (P08)", "4.0 bar"],
                    ["Pressure dew point (4)", "+3 °C or lower"],
                    ["Oil content", "0.1 mg/m³ or lower"],
                    ["Supply pipe to header, minimum bore", "1 in (25 mm)"],
                    ["Header volume", "PJ-8: 38 l, PJ-12: 52 l, PJ-16: 75 l"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(4) Where the collector stands outdoors and the ambient temperature can fall below 0 °C, a pressure dew "
                "point of -20 °C or lower is required.",
            ],
        ),
        (
            "p",
            "Electrical supply: 400 V, 3 phase, 50 Hz for the fan; controller 24 V DC from the built-in power supply.",
        ),
    ]
    p4 = [
        ("h1", "4  Maintenance intervals"),
        (
            "p",
            "Intervals are given in fan running hours or in calendar time, whichever comes first. The controller "
            "counts fan running hours; read them in the menu Service > Hours.",
        ),
        (
            "table",
            dict(
                title="Table 4-1  Maintenance schedule",
                widths=[88, 42, 50],
                header=["Task", "Interval", "Remarks"],
                rows=[
                    ["Read and record the differential pressure", "Daily", "See note (a)"],
                    ["Open the header drain valve and let it blow", "Daily", "Until no water is seen"],
                    ["Empty the dust bin under the rotary valve", "Every shift", "Bin must not overfill"],
                    ["Listen for each pulse valve firing", "Weekly", "One crisp pulse per valve"],
                    ["Inspect door seals and hopper gaskets", "Monthly", ""],
                    ["Check fan belt tension", "500 h", ""],
                    ["Grease fan bearings", "2,000 h", "See note (b)"],
                    ["Inspect explosion vent panel", "6 months", "Look for dents and corrosion"],
                    ["Calibrate the dP transmitter", "12 months", "Reference manometer"],
                    ["Replace pulse valve diaphragms", "16,000 h or 2 years", ""],
                    ["Replace filter cartridges", v["cart"], "See note (c)"],
                    ["Replace rotary valve tip seals", "10,000 h", "See note (d)"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(a) A rise of more than 300 Pa within one week points to cartridge blinding; check the compressed-air quality.",
                "(b) Lithium complex grease NLGI 2, 12 g per bearing. Run the fan for 10 minutes after greasing.",
                "(c) Replace earlier if the differential pressure stays above the high dP alarm value after three off-line "
                "cleaning cycles. Always replace all cartridges of a collector at the same time.",
                "(d) Only collectors fitted with the RV-200 rotary valve.",
            ],
        ),
        ("h2", "4.2  Daily log"),
        (
            "p",
            "Keep a log next to the controller. Record the differential pressure, the header pressure and any fault "
            "codes at the start of each shift. The log is the first thing a Kestrel service engineer will ask for.",
        ),
    ]
    p5 = [
        ("h1", "5  Cartridge replacement and torque values"),
        ("h2", "5.1  Before you start"),
        (
            "p",
            "You need a 24 mm socket, a torque wrench (5 to 50 N·m), disposal bags, a dust mask of class FFP3 "
            "and new gaskets. Cartridges are removed from the dirty-air side through the side access covers.",
        ),
        ("h2", "5.2  Replacing a cartridge"),
        (
            "ol",
            [
                "Stop the fan and let the controller finish its post-clean cycles.",
                "Lock out as described in 1.1 and vent the header until the gauge reads 0 bar.",
                "Release the four star knobs and remove the cartridge access cover.",
                "Unscrew the clamp nut and withdraw the yoke.",
                "Pull the cartridge out horizontally and bag it at the opening.",
                "Wipe the tube sheet sealing face. A dust trail on the clean side shows a leaking gasket.",
                "Slide the new cartridge in with the gasket towards the tube sheet.",
                "Refit the yoke and tighten the clamp nut to the value in Table 5-1.",
                "Refit the cover, restore air and run two off-line cleaning cycles before starting the fan.",
                "Enter the cartridge batch number in the log.",
            ],
        ),
        (
            "table",
            dict(
                title="Table 5-1  Torque values",
                widths=[80, 30, 70],
                header=["Fastener", "Thread", "Torque"],
                rows=[
                    ["Cartridge clamp nut", "M16", v["clamp"] + " (5)"],
                    ["Access cover star knob", "M10", "Hand tight"],
                    ["Pulse valve body bolts", "M8", "9 N·m"],
                    ["Blowpipe clamp", "M10", "22 N·m"],
                    ["Explosion vent frame bolts", "M8", "18 N·m"],
                    ["Fan impeller taper bush", "3/8 in BSW", "30 N·m"],
                    ["Rotary valve mounting bolts", "M12", "55 N·m"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(5) Clean, dry threads. Do not lubricate the clamp nut thread. Tighten in one smooth pull; "
                "do not re-tighten after the gasket has settled.",
            ],
        ),
    ]
    p6 = [
        ("h1", "6  Controller settings and pulse valves"),
        (
            "p",
            "The controller cleans on demand by default: it starts pulsing at the cleaning ON value and stops at "
            "the cleaning OFF value. Parameters are set in the menu Settings > Cleaning with the service code.",
        ),
        (
            "table",
            dict(
                title="Table 6-1  Cleaning parameters (factory settings)",
                widths=[72, 22, 40, 46],
                header=["Setting", "Parameter", "Factory value", "Adjustable range"],
                rows=[
                    ["Pulse duration (valve on-time)", "P01", v["pulse"], "50 to 300 ms"],
                    ["Pulse interval (pause between valves)", "P02", v["interval"], "4 to 60 s"],
                    ["Cleaning ON (start)", "P03", "1,100 Pa", "400 to 2,000 Pa"],
                    ["Cleaning OFF (stop)", "P04", "900 Pa", "300 to 1,900 Pa"],
                    ["High dP alarm", "P05", v["alarm"], "500 to 3,000 Pa"],
                    ["High-high dP trip (fan stop)", "P06", "2,500 Pa", "1,000 to 4,000 Pa"],
                    ["Post-clean cycles after fan stop", "P07", "6 cycles", "0 to 20 cycles"],
                    ["Header pressure low alarm", "P08", "4.0 bar", "2.0 to 6.0 bar"],
                ],
            ),
        ),
        (
            "p",
            "P04 must always be at least 100 Pa lower than P03. If the dP transmitter fails, switch the controller "
            "to timed cleaning (menu Settings > Mode); it then fires one valve every P02 seconds regardless of dP.",
        ),
        ("h2", "6.2  Replacing a pulse valve diaphragm"),
        (
            "ol",
            [
                "Lock out and vent the header as described in 1.1.",
                "Remove the four pilot cover screws and lift off the cover.",
                "Take out the spring and the diaphragm; note which way the bleed hole faces.",
                "Inspect the valve seat. If the seat is scored, replace the complete valve body.",
                "Fit the new diaphragm with its bleed hole over the pilot port and refit the spring.",
                "Refit the cover and tighten the screws crosswise to the value in Table 5-1.",
                "Restore air and fire the valve from the test menu. It must give one short, crisp pulse; "
                "a continuous hiss means the diaphragm is not seated.",
            ],
        ),
        ("h2", "6.3  Solenoid coils"),
        ("p", "All pulse valves use 24 V DC coils rated 9 W. The coil resistance at 20 °C is 60 to 68 ohm."),
    ]
    faults_p7 = [
        [
            "E01",
            "Fan motor overload tripped",
            "Check motor current against the nameplate; check the inlet damper position; reset the overload at the fan starter.",
        ],
        [
            "E02",
            "High dP alarm (P05 exceeded)",
            "Check that every valve fires; run off-line cleaning; if dP stays high, replace the cartridges.",
        ],
        [
            "E03",
            "High-high dP trip, fan stopped (P06)",
            "Do not restart until the cause is found. Check for blinded cartridges and a closed outlet damper.",
        ],
        [
            "E04",
            "dP transmitter signal out of range (below 3.5 mA or above 20.5 mA)",
            "Check the 4-20 mA wiring and the sensing tubes for water or dust; switch to timed cleaning until repaired.",
        ],
        [
            "E05",
            "Pulse valve coil open circuit",
            "Measure coil resistance (6.3); check the connector on the valve; replace the coil.",
        ],
        [
            "E06",
            "Header pressure low (below P08)",
            "Check the compressor, the supply isolator and the regulator; check the header drain valve is closed.",
        ],
        ["E07", "Hopper level high", "Empty the bin; check that the rotary valve turns and the level probe is clean."],
        [
            "E08",
            "Rotary valve not turning (no signal from motion sensor)",
            "Check the rotary valve motor and chain; check the sensor gap is 2 to 4 mm.",
        ],
        [
            "E09",
            "Explosion vent burst indicator open",
            "The fan stops. Do not reset the controller. Treat the event as a dust explosion or "
            "fire: keep the doors closed, inform the site safety officer and check for smouldering dust through "
            "the inspection port only. (continued on next page)",
        ],
    ]
    faults_p8 = [
        [
            "E09 (cont.)",
            "Explosion vent burst indicator open",
            "After clearance, replace the vent panel and the indicator "
            "wire, inspect all cartridges and the tube sheet, then reset with the service code.",
        ],
        [
            "E10",
            "Access door open while fan running",
            "Close the door; check the door switch actuator. The fan restarts only after a manual reset.",
        ],
        ["E11", "Controller memory fault", "Reload the factory settings and re-enter the site values from the log."],
        [
            "E12",
            "Controller supply voltage low (below 20 V DC)",
            "Check the power supply output and the wiring to terminals X1.",
        ],
        [
            "E13",
            "Spark detector triggered (option)",
            "Check the inlet duct for sparks or hot particles; check the spark arrestor.",
        ],
        ["E14", "Fan not at speed within 30 s of start", "Check the star-delta timer, belt slip and the speed sensor."],
        ["E15", "Communication lost with fan drive", "Check the RS-485 cable and the drive address (factory 7)."],
        ["E16", "Ambient temperature below -25 °C", "Cleaning is blocked; heat the valve enclosure before resuming."],
    ]
    if rev == "Rev C":
        faults_p8.append(
            [
                "E17",
                "Emission monitor high (broken or leaking cartridge)",
                "Stop the fan; look for dust trails on the clean side of the tube sheet; replace the leaking cartridge and its neighbours.",
            ]
        )
    fault_cols = dict(widths=[22, 58, 100], header=["Code", "Meaning", "Remedy"], size=8.5)
    p7 = [
        ("h1", "7  Fault codes"),
        (
            "p",
            "The controller shows the active code on the display and opens the alarm relay. Codes E03, E09 and E10 "
            "also stop the fan. Codes are cleared with the RESET key once the cause has been removed, except where "
            "stated otherwise.",
        ),
        ("table", dict(title="Table 7-1  Fault codes", rows=faults_p7, **fault_cols)),
    ]
    p8 = [
        ("table", dict(title="Table 7-1  Fault codes (continued)", rows=faults_p8, **fault_cols)),
        ("h1", "8  Spare parts"),
        (
            "table",
            dict(
                title="Table 8-1  Recommended spare parts",
                widths=[28, 112, 40],
                size=8.5,
                header=["Part no.", "Description", "Used on"],
                rows=[
                    ["KF-20311", "Filter cartridge, polyester with PTFE membrane, 23 m²", "All models"],
                    ["KF-20318", "Filter cartridge, antistatic, 23 m²", "All models"],
                    ["KF-40117", "Cartridge gasket (pack of 4)", "All models"],
                    ["KF-33120", "Clamp yoke with nut", "All models"],
                    ["KF-51002", "Diaphragm kit for 1 in pulse valve", "PJ-8, PJ-12"],
                    ["KF-51003", "Diaphragm kit for 1.5 in pulse valve", "PJ-16"],
                    ["KF-51040", "Solenoid coil 24 V DC, 9 W", "All models"],
                    ["KF-60210", "dP transmitter 0 to 5 kPa, 4-20 mA", "All models"],
                    ["KF-70005", "Explosion vent panel 0.40 m², Pstat 0.1 bar", "PJ-8"],
                    ["KF-70006", "Explosion vent panel 0.55 m², Pstat 0.1 bar", "PJ-12"],
                    ["KF-70007", "Explosion vent panel 0.75 m², Pstat 0.1 bar", "PJ-16"],
                    ["KF-80400", "Door seal strip, per metre", "All models"],
                ],
            ),
        ),
        (
            "fn",
            ["Order by part number and quote the collector serial number from the nameplate on the controller door."],
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


def meta(rev):
    return dict(company=COMPANY, title=TITLE, docno=KEY, rev=rev)

# ruff: noqa: E501
"""SonoPress 20 ultrasonic welding press - maintenance manual HS-MM-0207, revisions A, B and C.

Invented document. The page layout is identical in every revision; only a handful of values
change, and fault code E27 is added in Rev C (page 8).
"""

KEY = "HS-MM-0207"
COMPANY = "Halvorsen Sonics AB"
TITLE = "SonoPress 20 Ultrasonic Welding Press - Maintenance Manual"
PRODUCT = "SonoPress 20 ultrasonic welding press"
VARIANTS = ["SP-20", "SP-20X"]

REVISIONS = [
    # version, file, effective_from, effective_to, recorded_at
    ("Rev A", "HS-MM-0207_RevA.pdf", "2019-03-01", "2021-06-14", "2019-02-22T00:00:00Z"),
    ("Rev B", "HS-MM-0207_RevB.pdf", "2021-06-15", "2023-09-30", "2021-06-08T00:00:00Z"),
    ("Rev C", "HS-MM-0207_RevC.pdf", "2023-10-01", None, "2023-09-25T00:00:00Z"),
]


def pages(rev):
    """Return the 8 pages of revision `rev` ('A', 'B' or 'C')."""

    def v(a, b, c):
        return {"A": a, "B": b, "C": c}[rev]

    eff = {"A": "2019-03-01", "B": "2021-06-15", "C": "2023-10-01"}[rev]

    # ---------------- page 1: title and contents ----------------
    p1 = [
        ("title", "SonoPress 20"),
        ("subtitle", "Ultrasonic Welding Press"),
        ("subtitle", "Maintenance Manual"),
        ("space", 4),
        ("p", f"Document number HS-MM-0207, Revision {rev}, effective {eff}."),
        (
            "p",
            "Models covered: SP-20 (2000 W generator) and SP-20X (3300 W generator). Both models "
            "operate at 20 kHz and use the same actuator frame. Where values differ, tables give "
            "one column per model.",
        ),
        (
            "p",
            "This manual is written for trained maintenance technicians. Operating instructions are "
            "given in the Operator Guide HS-OG-0206. The physical background of the welding process "
            "is described in the Principle of Operation HS-PO-0210.",
        ),
        ("space", 3),
        ("h1", "Contents"),
        (
            "table",
            [22, 122, 30],
            ["Section", "Title", "Page"],
            [
                ["-", "Revision history", "2"],
                ["1", "General information and safety rules", "2"],
                ["2", "Technical data", "3"],
                ["3", "Maintenance intervals", "4"],
                ["4", "Torque values and stack assembly", "5"],
                ["5", "Inspection and adjustment procedures", "6"],
                ["6", "Fault and alarm codes", "7"],
                ["7", "Spare parts", "8"],
            ],
            {},
        ),
        ("space", 4),
        ("h2", "Serial number plate"),
        (
            "p",
            "The serial number plate is on the rear of the actuator column. SP-20 presses carry serial "
            "numbers starting HS20, SP-20X presses serial numbers starting HS33, followed by five figures. "
            "Quote the model and the full serial number when ordering parts.",
        ),
    ]

    # ---------------- page 2: revision history and safety ----------------
    hist = [["A", "2019-03-01", "Initial issue."]]
    if rev in "BC":
        hist.append(
            [
                "B",
                "2021-06-15",
                "Horn stud torque increased. Horn face flatness limit tightened. "
                "Frequency scan window narrowed. Overload threshold lowered.",
            ]
        )
    if rev == "C":
        hist.append(
            [
                "C",
                "2023-10-01",
                "Fault code E27 added. Maximum supply air pressure reduced. "
                "Stack re-torque interval shortened. Air filter element part "
                "number changed.",
            ]
        )
    p2 = [
        ("h1", "Revision history"),
        ("table", [18, 30, 126], ["Rev", "Effective", "Summary of changes"], hist, {}),
        ("space", 3),
        ("h1", "1 General information and safety rules"),
        ("h2", "1.1 Intended use"),
        (
            "p",
            "The SonoPress 20 joins thermoplastic parts by ultrasonic vibration. It may be used only with "
            "tooling designed for it by Halvorsen or approved by Halvorsen in writing. Metal parts, "
            "foams and films thinner than 0.1 mm are outside the intended use.",
        ),
        ("h2", "1.2 Safety rules"),
        (
            "bullets",
            [
                "Do not trigger ultrasonics while the horn touches the anvil or the fixture (metal-to-metal contact).",
                "Do not apply grease, anti-seize or thread locker to stud threads or joint faces of the stack.",
                "Do not clamp the horn or booster in a bench vice to tighten a joint; use the stack holding block.",
                "Do not run the press with the acoustic enclosure door open or with the door interlock bridged.",
                "Do not connect or disconnect the converter cable while the generator is switched on.",
                "Do not machine, grind or file the horn face. Return damaged horns to Halvorsen for re-tuning.",
                "Do not store a horn resting on its face; lay it on its side on a rubber mat.",
                "Do not use the press for metal parts or metal inserts unless the tooling is marked for it.",
            ],
        ),
        (
            "p",
            "Wear hearing protection when working inside the enclosure with the door open for setting. "
            "Before any work on the stack, switch off the generator and close the air supply valve.",
        ),
        ("h2", "1.3 Personnel"),
        (
            "p",
            "Maintenance work on the generator may be done only by persons with an electrical "
            "qualification. Stack work and pneumatic work require the Halvorsen service course "
            "HS-TR-20 or equivalent factory training.",
        ),
    ]

    # ---------------- page 3: technical data ----------------
    pmax = v("6.5 bar", "6.5 bar", "6.0 bar")
    window = v("±500 Hz", "±400 Hz", "±400 Hz")
    p3 = [
        ("h1", "2 Technical data"),
        ("caption", "Table 2-1 Technical data"),
        (
            "table",
            [78, 48, 48],
            ["Parameter", "SP-20", "SP-20X"],
            [
                ["Operating frequency", "20 kHz", "20 kHz"],
                ["Rated generator output", "2000 W", "3300 W"],
                ["Supply voltage", "200-240 V AC, 1 ph", "380-415 V AC, 3 ph"],
                ["Mains fuse, slow blow", "16 A", "3 x 10 A"],
                ["Amplitude setting range", "40 to 100 %", "30 to 100 %"],
                ["Peak-to-peak amplitude at horn face (a)", "20 to 65 µm", "20 to 90 µm"],
                ["Weld force range", "100 to 2500 N", "150 to 4500 N"],
                ["Cylinder bore / stroke", "50 mm / 100 mm", "63 mm / 125 mm"],
                ["Supply air pressure, minimum", "4.0 bar", "4.5 bar"],
                ["Supply air pressure, maximum (b)", pmax, pmax],
                ["Converter cooling air", "0.8 bar, 60 l/min", "1.0 bar, 90 l/min"],
                ["Frequency scan window (c)", window, window],
                ["Converter housing temperature, max.", "60 °C", "60 °C"],
                ["Cycle rate, max.", "40 cycles/min", "30 cycles/min"],
                ["Press mass without tooling", "148 kg", "196 kg"],
                ["Sound pressure level at 1 m (d)", "78 dB(A)", "82 dB(A)"],
            ],
            {},
        ),
        ("foot", "(a) Measured with the standard 1:1.5 booster and a horn of gain 1:2 at 100 % amplitude."),
        (
            "foot",
            "(b) Higher pressure does not raise the weld force above the rated range and shortens cylinder seal life.",
        ),
        (
            "foot",
            "(c) Window around the nominal frequency stored for the fitted horn. A horn whose resonance is "
            "outside the window is rejected with code E04.",
        ),
        ("foot", "(d) Idle press with the enclosure closed. Welding noise depends on the part and can be much higher."),
        ("space", 3),
        ("h2", "2.2 Ambient conditions"),
        (
            "table",
            [78, 96],
            ["Condition", "Permitted range"],
            [
                ["Ambient temperature, operation", "+5 to +40 °C"],
                ["Ambient temperature, storage", "-20 to +55 °C"],
                ["Relative humidity", "85 % max., non-condensing"],
                ["Altitude", "up to 2000 m above sea level"],
                ["Floor load", "stand on level floor, 1000 kg/m² min."],
            ],
            {},
        ),
        ("h2", "2.3 Compressed air quality"),
        (
            "p",
            "Supply air must be filtered to 5 µm, dried to a pressure dew point of +3 °C or lower and be "
            "free of oil mist. Air from a lubricator must not be connected to the press.",
        ),
    ]

    # ---------------- page 4: maintenance intervals ----------------
    retorque = v("Every 500 h", "Every 500 h", "Every 250 h")
    p4 = [
        ("h1", "3 Maintenance intervals"),
        (
            "p",
            "Intervals in hours refer to the ultrasonic-on hour counter shown on the generator Service "
            "screen, not to mains-on time. Record every task in the press logbook.",
        ),
        ("caption", "Table 3-1 Maintenance schedule"),
        (
            "table",
            [96, 52, 26],
            ["Task", "Interval", "Ref."],
            [
                ["Check supply air pressure, drain filter bowl", "Daily", "5.2"],
                ["Inspect horn face for cracks, wear and marking", "Weekly or 40 h (a)", "5.1"],
                ["Clean acoustic enclosure, test door interlock", "Weekly", "-"],
                ["Run frequency scan and record the result", "Monthly", "5.3"],
                ["Check stack joint torque (re-torque)", retorque, "4.2"],
                ["Check horn face flatness", "Every 1000 h", "5.1"],
                ["Replace air filter element", "2000 h or 12 months (b)", "5.2"],
                ["Replace converter cooling-air filter", "Every 6 months", "-"],
                ["Lubricate cylinder guide rods (c)", "Every 3 months", "-"],
                ["Calibrate force sensor", "Annually", "-"],
                ["Replace cylinder seals", "Every 4 million cycles", "-"],
                ["Replace Mylar joint washers", "At every stack opening", "4.2"],
            ],
            {},
        ),
        ("foot", "(a) Whichever comes first. When welding glass-filled resins inspect the horn face daily."),
        ("foot", "(b) Whichever comes first. Replace earlier if the differential indicator shows red."),
        ("foot", "(c) Use only grease HS-LUB-02. Do not lubricate the piston rod."),
        ("space", 3),
        ("h2", "3.2 Logbook"),
        (
            "p",
            "The logbook records the date, the hour counter reading, the task done, the measured values "
            "(scan frequency, scan power, flatness) and the technician's initials. A frequency that has "
            "moved by more than 150 Hz since the previous scan must be investigated before production "
            "continues (see 5.3).",
        ),
        ("h2", "3.3 Tooling changes"),
        (
            "p",
            "Each horn carries an engraved nominal frequency. After a horn change, enter this frequency "
            "under Service > Horn > Nominal before the first scan, otherwise the scan window is centred on "
            "the previous horn.",
        ),
    ]

    # ---------------- page 5: torque values and stack assembly ----------------
    stud = v("40 N·m", "45 N·m", "45 N·m")
    p5 = [
        ("h1", "4 Torque values and stack assembly"),
        ("caption", "Table 4-1 Torque values"),
        (
            "table",
            [64, 34, 46, 30],
            ["Joint or fastener", "Thread", "Torque", "Note"],
            [
                ["Horn to booster stud", "3/8-24 UNF", stud, "a"],
                ["Booster to converter stud", "1/2-20 UNF", "55 N·m", "a"],
                ["Booster clamp ring screws", "M6", "9 N·m", "b"],
                ["Converter housing screws", "M5", "5.5 N·m", "-"],
                ["Fixture plate screws", "M8", "22 N·m", "-"],
                ["Cylinder mounting bolts", "M10", "48 N·m", "c"],
                ["Column clamp bolts", "M12", "80 N·m", "c"],
            ],
            {},
        ),
        ("foot", "a. Stud threads and joint faces clean and dry. Tighten in one smooth pull; do not tighten in steps."),
        ("foot", "b. Tighten crosswise in two passes."),
        ("foot", "c. Threads lightly oiled with machine oil."),
        ("space", 3),
        ("h2", "4.2 Stack disassembly and reassembly"),
        (
            "steps",
            [
                "Switch off the generator, close the air supply valve and disconnect the converter cable.",
                "Remove the stack from the press and place it in the stack holding block HS-20-931.",
                "Separate the joints with the spanner set HS-20-930. Discard the Mylar washers.",
                "Clean the joint faces with isopropyl alcohol and a lint-free cloth. Inspect for fretting marks; "
                "faces with fretting deeper than 0.02 mm must be lapped flat by Halvorsen.",
                "Fit a new Mylar washer HS-20-118 over the stud at each joint.",
                "Thread the studs in by hand until they seat, then assemble the components by hand.",
                "Torque the horn to booster joint to Table 4-1, then the booster to converter joint.",
                "Refit the stack, connect the converter cable and run a frequency scan (5.3). "
                "Enter the frequency in the logbook.",
            ],
        ),
        (
            "p",
            "If the stack squeals or the scan frequency differs from the previous value by more than "
            "150 Hz after reassembly, open the joints again and check the faces.",
        ),
    ]

    # ---------------- page 6: procedures ----------------
    flat = v("0.05 mm", "0.03 mm", "0.03 mm")
    p6 = [
        ("h1", "5 Inspection and adjustment procedures"),
        ("h2", "5.1 Horn face inspection"),
        (
            "steps",
            [
                "Isolate the press and wipe the horn face clean.",
                "Inspect the face and the slot ends under a 10x loupe. A cracked horn must be withdrawn from service.",
                f"Check flatness on a surface plate with a feeler gauge. Maximum out-of-flatness: {flat}.",
                "Light marking may be removed with 400-grit abrasive cloth on the surface plate, "
                "moving the horn in one direction only. Remove no more than 0.01 mm.",
            ],
        ),
        ("h2", "5.2 Pneumatic checks"),
        (
            "steps",
            [
                "Read the pressure gauge at the filter-regulator with the press at rest. The reading must lie "
                "between the minimum and maximum in Table 2-1.",
                "Open the drain of the filter bowl until no more water comes out.",
                "Check the differential indicator of the filter. Red means the element must be replaced.",
                "Make a dry cycle with ultrasonics disabled. The down stroke must be smooth, without jerks.",
                "Check the cooling-air flow meter on the converter housing against Table 2-1.",
            ],
        ),
        ("h2", "5.3 Frequency scan"),
        (
            "steps",
            [
                "Select Service > Horn > Scan on the generator panel.",
                "Make sure the horn is clear of the part, the fixture and any tools.",
                "Press START. The generator sweeps the scan window and shows resonance frequency and scan power.",
                "Accept the result if the frequency lies within the window and the scan power is below 8 %.",
                "Record the frequency. A shift of more than 150 Hz since the last scan indicates a loose joint or a cracked horn.",
            ],
        ),
        (
            "p",
            "A scan power between 8 % and 15 % usually means dirty or fretted joint faces; above 15 % the "
            "horn is probably cracked. In both cases do not weld until the cause is found.",
        ),
    ]

    # ---------------- page 7: fault codes ----------------
    ovl = v("110 %", "105 %", "105 %")
    hdr = ["Code", "Meaning", "Remedy"]
    w = [16, 62, 96]
    p7 = [
        ("h1", "6 Fault and alarm codes"),
        (
            "p",
            "Codes beginning with E stop the cycle and are cleared with the RESET key after the cause has "
            "been removed. Codes beginning with W are warnings: the part is flagged as suspect and the "
            "cycle continues.",
        ),
        ("caption", "Table 6-1 Fault and alarm codes"),
        (
            "table",
            w,
            hdr,
            [
                [
                    "E01",
                    f"Overload: generator output above {ovl} of rated power.",
                    "Check the stack torque (4.2). Inspect the horn for cracks (5.1). Reduce amplitude or "
                    "trigger force. Run a frequency scan.",
                ],
                [
                    "E02",
                    "Frequency lock lost during the weld.",
                    "Check for loose stack joints and for contact between horn and fixture. Run a frequency scan.",
                ],
                [
                    "E03",
                    "Generator heat sink above 75 °C.",
                    "Check the generator fan and clean its inlet filter. Check ambient temperature (2.2).",
                ],
                [
                    "E04",
                    "Horn resonance outside the scan window.",
                    "Check that the correct horn is fitted and that its nominal frequency is entered (3.3). "
                    "If both are correct, return the horn for re-tuning.",
                ],
                [
                    "E05",
                    "No stack detected: converter not connected or cable open.",
                    "Check that the converter cable is plugged in at both ends. Check the cable for damage.",
                ],
                [
                    "E07",
                    "Supply air pressure below minimum.",
                    "Check compressor and filter-regulator. Drain the filter bowl.",
                ],
                ["E08", "Supply air pressure above maximum.", "Lower the regulator setting to the range of Table 2-1."],
                [
                    "E09",
                    "Enclosure door open or door interlock open.",
                    "Close the door. If the code remains, check the interlock switch and its actuator.",
                ],
                ["E10", "Emergency stop circuit open.", "Release the emergency stop button and press RESET twice."],
                [
                    "E11",
                    "Trigger force not reached within 2.0 s after start.",
                    "Check part position, down speed and trigger force setting. Check air pressure.",
                ],
                [
                    "E12",
                    "Ground detect: horn touched anvil or fixture with ultrasonics on.",
                    "Check fixture height and stroke limit. Check the insulating kit of the fixture plate. "
                    "Inspect the horn face.",
                ],
                [
                    "W13",
                    "Scan power above 8 %.",
                    "Open the stack, clean and check the joint faces (4.2). Check the horn for cracks (5.1).",
                ],
                [
                    "W14",
                    "Weld energy below the lower limit.",
                    "Check part fit and amplitude setting. Check the material batch.",
                ],
                [
                    "W15",
                    "Weld energy above the upper limit.",
                    "Check for oversize parts or wrong material. Check trigger force.",
                ],
                [
                    "E16",
                    "Force sensor signal out of range.",
                    "Check the force sensor cable and plug. Calibrate the force sensor.",
                ],
                [
                    "E17",
                    "Converter impedance out of range.",
                    "1. Check the converter cable plugs for bent pins and moisture. "
                    "2. Measure the cable insulation at 500 V DC; it must exceed 100 Mohm. "
                    "(continued on page 8)",
                ],
            ],
            {},
        ),
    ]

    # ---------------- page 8: fault codes continued and spare parts ----------------
    codes8 = [
        [
            "E17",
            "(continued)",
            "3. Replace the converter cable (HS-20-520 or HS-20-521, see Table 7-1). "
            "4. If the code persists with a new cable, replace the converter.",
        ],
        [
            "E18",
            "Stroke end reached before the weld was finished.",
            "Check that a part is present. Check the collapse and absolute distance limits.",
        ],
        [
            "E20",
            "Mains voltage below the permitted range.",
            "Check the supply voltage at the generator terminals (Table 2-1).",
        ],
        [
            "E22",
            "Converter cooling-air flow low.",
            "Check cooling air pressure (Table 2-1). Replace the cooling-air filter HS-20-415.",
        ],
        [
            "E23",
            "Parameter memory checksum error.",
            "Reload the settings from the backup card. If the code returns, replace the control board.",
        ],
    ]
    if rev == "C":
        codes8.append(
            [
                "E27",
                "Converter over-temperature: housing above 60 °C.",
                "Let the converter cool with the generator on standby. Check cooling air flow and filter. "
                "Reduce the cycle rate. Never cool the converter with water.",
            ]
        )
    filt = v(
        ["HS-20-402", "Air filter element, 5 µm", "x", "x"],
        ["HS-20-402", "Air filter element, 5 µm", "x", "x"],
        ["HS-20-403", "Air filter element, 5 µm (replaces HS-20-402)", "x", "x"],
    )
    p8 = [
        ("caption", "Table 6-1 Fault and alarm codes (continued)"),
        ("table", w, hdr, codes8, {}),
        ("space", 3),
        ("h1", "7 Spare parts"),
        ("caption", "Table 7-1 Spare parts (x = used on model)"),
        (
            "table",
            [30, 100, 22, 22],
            ["Part number", "Description", "SP-20", "SP-20X"],
            [
                ["HS-20-117", "Horn stud 3/8-24 UNF, titanium", "x", "x"],
                ["HS-20-118", "Mylar joint washer, pack of 10", "x", "x"],
                ["HS-20-119", "Booster stud 1/2-20 UNF", "x", "x"],
                ["HS-20-204", "Booster 1:1.5, titanium, gold ring", "x", "x"],
                ["HS-20-205", "Booster 1:2.0, titanium, silver ring", "x", "x"],
                filt,
                ["HS-20-415", "Cooling-air filter", "x", "x"],
                ["HS-20-520", "Converter cable, 3 m", "x", "-"],
                ["HS-20-521", "Converter cable, 3 m, high power", "-", "x"],
                ["HS-20-601", "Converter CV-20", "x", "-"],
                ["HS-20-602", "Converter CV-20H", "-", "x"],
                ["HS-20-744", "Cylinder seal kit, 50 mm bore", "x", "-"],
                ["HS-20-745", "Cylinder seal kit, 63 mm bore", "-", "x"],
                ["HS-20-930", "Stack spanner set", "x", "x"],
                ["HS-20-931", "Stack holding block", "x", "x"],
                ["HS-LUB-02", "Guide rod grease, 100 g tube", "x", "x"],
            ],
            {},
        ),
        (
            "foot",
            "Order parts from Halvorsen Sonics service, quoting model and serial number. Boosters and horns "
            "are supplied tuned; do not modify them.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

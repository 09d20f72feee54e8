"""PolyJoin PJ-250 / PJ-315 butt-fusion machines - Maintenance Manual KFS-MM-0412.

Invented document. Three revisions (Rev A, B, C) share one page layout; only the
values in REV_VALUES, the revision-history rows and fault code E14 (Rev C) differ.
"""

COMPANY = "Kestrel Fusion Systems Ltd."
TITLE = "PolyJoin PJ-250 / PJ-315 Butt-Fusion Machines - Maintenance Manual"
DOCNO = "KFS-MM-0412"
PRODUCT = "PolyJoin butt-fusion welding machine"
VARIANTS = ["PJ-250", "PJ-315"]

REVISIONS = {
    "A": {"from": "2020-09-01", "to": "2022-03-31", "recorded": "2020-08-24", "created": (2020, 8, 24, 9, 0, 0)},
    "B": {"from": "2022-04-01", "to": "2023-11-14", "recorded": "2022-03-28", "created": (2022, 3, 28, 9, 0, 0)},
    "C": {"from": "2023-11-15", "to": None, "recorded": "2023-11-09", "created": (2023, 11, 9, 9, 0, 0)},
}

# values that change between revisions
REV_VALUES = {
    "A": {
        "tol": "±10 °C",
        "oil": "Every 500 operating hours, at least annually",
        "blade": "0.30 mm",
        "hp_screw": "9 N·m",
        "pmax315": "150 bar",
        "cutout": "270 °C",
    },
    "B": {
        "tol": "±7 °C",
        "oil": "Every 500 operating hours, at least annually",
        "blade": "0.20 mm",
        "hp_screw": "9 N·m",
        "pmax315": "160 bar",
        "cutout": "270 °C",
    },
    "C": {
        "tol": "±7 °C",
        "oil": "Every 400 operating hours, at least annually",
        "blade": "0.20 mm",
        "hp_screw": "7.5 N·m",
        "pmax315": "160 bar",
        "cutout": "260 °C",
    },
}

HISTORY = [
    ("A", "2020-09-01", "First issue."),
    (
        "B",
        "2022-04-01",
        "Heater plate tolerance tightened; facing blade wear limit reduced; PJ-315 relief valve setting raised.",
    ),
    (
        "C",
        "2023-11-15",
        "Oil change interval shortened; heater plate screw torque and thermal "
        "cut-out setting revised; fault code E14 added.",
    ),
]


def pages(rev):
    v = REV_VALUES[rev]
    hist = [list(h) for h in HISTORY if h[0] <= rev]
    p1 = [
        ("title", "PolyJoin Butt-Fusion Welding Machines"),
        ("subtitle", "Models PJ-250 and PJ-315 - Maintenance Manual"),
        (
            "p",
            "This manual covers scheduled maintenance, adjustment and fault finding for the "
            "PolyJoin hydraulic butt-fusion machines PJ-250 (pipe range 63 to 250 mm OD) and "
            "PJ-315 (pipe range 90 to 315 mm OD). It is written for technicians who have "
            "completed Kestrel service training. Operating instructions and pipe-specific "
            "welding tables are in the separate Operator Handbook KFS-OH-0410.",
        ),
        (
            "p",
            "Serial numbers: PJ-250 machines carry serials beginning KP5, PJ-315 machines "
            "serials beginning KP6. The serial is stamped on the rating plate at the rear of "
            "the basic frame.",
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [22, 120, 22],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety and general rules", "2"],
                    ["2", "Technical data", "2"],
                    ["3", "Machine check limits", "3"],
                    ["4", "Maintenance intervals", "3"],
                    ["5", "Torque values", "4"],
                    ["6", "Maintenance procedures", "4"],
                    ["7", "Fault codes", "6"],
                    ["8", "Spare parts", "8"],
                    ["9", "Storage and transport", "8"],
                ],
            },
        ),
        ("h1", "Revision history"),
        ("table", {"w": [16, 28, 120], "head": ["Rev", "Effective", "Change"], "rows": hist}),
    ]
    p2 = [
        ("h1", "1 Safety and general rules"),
        (
            "p",
            "Disconnect the machine from the mains and release all hydraulic pressure before "
            "any maintenance work. The heater plate stays hot for a long time after switch-off; "
            "treat it as hot until it has been checked with a thermometer.",
        ),
        (
            "bullets",
            [
                "Do not clean the heater plate with steel wool, scrapers or any abrasive pad; use "
                "only a lint-free cloth and isopropyl alcohol.",
                "Do not run the facing tool outside the machine frame. The facing tool interlock must "
                "never be bridged.",
                "Do not lift the machine by the hydraulic hoses or by the heater plate cable.",
                "Do not top up the hydraulic unit with oil of a different grade. If the grade in the "
                "tank is unknown, drain and refill completely.",
                "Do not cool a finished joint with water or compressed air.",
            ],
        ),
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "w": [70, 47, 47],
                "head": ["Parameter", "PJ-250", "PJ-315"],
                "rows": [
                    ["Pipe outside diameter range", "63 - 250 mm", "90 - 315 mm"],
                    ["Heater plate power", "2.4 kW", "3.6 kW"],
                    ["Facing tool motor power", "0.9 kW", "1.1 kW"],
                    ["Supply", "230 V 1~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Cylinder effective area (1)", "6.26 cm²", "10.21 cm²"],
                    ["Max. hydraulic pressure (2)", "130 bar", v["pmax315"]],
                    ["Hydraulic tank capacity", "2.5 l", "3.8 l"],
                    ["Mass of basic frame", "46 kg", "71 kg"],
                    ["Mass of hydraulic unit (3)", "28 kg", "32 kg"],
                    ["Mass of heater plate", "7.5 kg", "11.2 kg"],
                ],
            },
        ),
        (
            "small",
            "(1) Total area of both carriage cylinders. Use this value to convert the "
            "required fusion force into gauge pressure.",
        ),
        ("small", "(2) Setting of the pressure relief valve on the hydraulic unit."),
        ("small", "(3) Without oil. Add 2.2 kg for a full tank on the PJ-250 or 3.3 kg on the PJ-315."),
    ]
    p3 = [
        ("h1", "3 Machine check limits"),
        (
            "p",
            "The values below are used when the machine is checked after maintenance or repair. "
            "They are machine limits, not welding parameters for a particular pipe.",
        ),
        (
            "table",
            {
                "w": [110, 54],
                "head": ["Parameter", "Value"],
                "rows": [
                    ["Heater plate set temperature, PE100", "220 °C"],
                    ["Heater plate set temperature, PE80", "210 °C"],
                    ["Heater plate surface temperature tolerance (1)", v["tol"]],
                    ["Heater over-temperature alarm (E03)", "245 °C"],
                    ["Thermal cut-out, trips heater supply (E04)", v["cutout"]],
                    ["Max. drag pressure (2)", "8 bar"],
                    ["Max. changeover time, wall up to 20 mm", "8 s"],
                    ["Max. changeover time, wall over 20 mm", "12 s"],
                    ["Facing blade edge wear limit", v["blade"]],
                    ["Max. pressure drop in 10 min, cylinders blocked (3)", "5 bar"],
                ],
            },
        ),
        (
            "small",
            "(1) Measured with a contact thermometer at 8 points per side, 30 mm in from the "
            "plate edge, after 10 minutes at set temperature.",
        ),
        ("small", "(2) A higher value points to worn carriage bushings or a sticking cylinder; see E07."),
        ("small", "(3) Test at 100 bar with the oil at operating temperature."),
        ("h1", "4 Maintenance intervals"),
        (
            "table",
            {
                "w": [104, 60],
                "head": ["Task", "Interval"],
                "rows": [
                    ["Clean heater plate surfaces", "Before each welding shift"],
                    ["Check heater plate temperature (6.1)", "Weekly"],
                    ["Inspect PTFE coating of heater plate", "Monthly"],
                    ["Check facing blades for wear", "Every 200 welds"],
                    ["Check hydraulic oil level", "Weekly"],
                    ["Change hydraulic oil and return filter (6.3)", v["oil"]],
                    ["Inspect clamp inserts and screws", "Every 3 months"],
                    ["Calibrate pressure gauge and transducer", "Every 12 months"],
                    ["Replace hydraulic hoses (1)", "Every 6 years"],
                ],
            },
        ),
        (
            "small",
            "(1) Replace earlier if the outer cover is cracked or a hose has been crushed. "
            "Hose age counts from the date stamped on the ferrule.",
        ),
    ]
    p4 = [
        ("h1", "5 Torque values"),
        (
            "table",
            {
                "w": [84, 30, 50],
                "head": ["Fastener", "Thread", "Torque"],
                "rows": [
                    ["Heater plate fixing screws (1)", "M6", v["hp_screw"]],
                    ["Clamp insert screws", "M8", "18 N·m"],
                    ["Facing blade screws", "M5", "6 N·m"],
                    ["Carriage bushing housings", "M8", "22 N·m"],
                    ["Hydraulic cylinder end caps", "M10", "40 N·m"],
                    ["Hose fittings, 1/4 in BSP (2)", "-", "25 N·m"],
                ],
            },
        ),
        ("small", "(1) Values apply to clean, dry threads. No lubricant or thread locker on the heater plate screws."),
        (
            "small",
            "(2) Fittings with bonded seals. Tighten by hand, then to the torque value. Bonded "
            "seals must not be re-used.",
        ),
        ("h1", "6 Maintenance procedures"),
        ("h2", "6.1 Heater plate temperature check"),
        (
            "steps",
            [
                "Switch on the heater plate, set 220 °C and wait at least 10 minutes after the ready lamp comes on.",
                "Wipe both plate faces with a lint-free cloth moistened with isopropyl alcohol.",
                "Measure the surface temperature at the eight marked points on each side with a "
                "calibrated contact thermometer.",
                "Enter all sixteen readings on record sheet KFS-F-17.",
                "If any reading is outside the tolerance in Section 3, stop the check and recalibrate "
                "the controller with service software KFS-Cal.",
                "Repeat the complete check after recalibration and file the sheet with the machine records.",
            ],
        ),
    ]
    p5 = [
        ("h2", "6.2 Facing blade replacement"),
        (
            "steps",
            [
                "Unplug the facing tool and place it on a stable bench with the blades upwards.",
                "Remove the M5 blade screws and take out both blades.",
                "Clean the blade seats with a soft brush. Do not use compressed air.",
                "Fit new blades, part no. 40-1172, with the cutting edge towards the direction of rotation.",
                "Tighten the blade screws to the value in Section 5.",
                "Refit the facing tool in the frame and face a pipe offcut. A continuous shaving must "
                "come off both ends.",
            ],
        ),
        ("h2", "6.3 Hydraulic oil and filter change"),
        (
            "steps",
            [
                "Run the hydraulic unit for 5 minutes to warm the oil, then release all pressure.",
                "Place a container of at least 5 litres under the drain plug and remove the plug.",
                "Unscrew the return filter bowl and replace the element, part no. 40-2210.",
                "Refit the drain plug with a new copper sealing ring and tighten it to 20 N·m.",
                "Fill with HLP 32 hydraulic oil until the level reaches the upper mark of the dipstick.",
                "Move the carriage over its full stroke five times, then check the level again and top "
                "up with the same oil.",
            ],
        ),
        (
            "p",
            "Used oil and filter elements are hazardous waste and must be returned through an "
            "approved disposal company.",
        ),
        ("h2", "6.4 Resetting fault codes"),
        (
            "p",
            "After the cause has been removed, hold the STOP key for 3 seconds to clear the "
            "displayed code. E04 additionally needs the reset button on the heater plate handle. "
            "All codes remain stored in the weld log.",
        ),
    ]
    fault_rows_1 = [
        [
            "E01",
            "Heater plate thermocouple open circuit",
            "Check the thermocouple plug; replace sensor 40-3305 if the circuit is open.",
        ],
        [
            "E02",
            "Heater plate thermocouple short circuit",
            "Inspect the plate cable for crush damage; replace sensor 40-3305.",
        ],
        [
            "E03",
            "Heater over-temperature alarm, plate above alarm limit",
            "Switch off the heater; check the solid-state relay for welded contacts.",
        ],
        [
            "E04",
            "Thermal cut-out tripped, heater supply disconnected",
            "Let the plate cool below 150 °C, press the reset button on the handle, then find the "
            "cause of the preceding E03.",
        ],
        [
            "E05",
            "Heater plate does not reach set temperature within 20 minutes",
            "Check the supply voltage under load and the heating element resistance.",
        ],
        [
            "E06",
            "Hydraulic pressure not reached",
            "Check the oil level, the pump coupling and the relief valve setting.",
        ],
        ["E07", "Drag pressure above limit", "Clean the guide rods; replace the carriage bushings with kit 40-4410."],
        [
            "E08",
            "Pressure transducer signal out of range, below 4 mA or above 20 mA",
            "Check the transducer cable and connector; replace transducer 40-5120.",
        ],
    ]
    fault_rows_2 = [
        ["E09", "Facing tool motor overload", "Reduce the closing pressure while facing; check the blades for wear."],
        ["E10", "Facing tool interlock open", "Seat the facing tool fully in the frame; check the interlock switch."],
        ["E11", "Changeover time exceeded", "Check that the heater plate release is not sticking; brief the operator."],
        ["E12", "Weld log memory full", "Download the weld records to a USB stick, then clear the memory."],
        ["E13", "Real-time clock battery low", "Replace the CR2032 cell on the controller board."],
    ]
    if rev >= "C":
        fault_rows_2.append(
            [
                "E14",
                "Temperature difference between the two plate faces above 6 °C",
                "Check the second thermocouple and clean the plate; if the difference remains, "
                "replace the heater plate assembly (Section 8).",
            ]
        )
    p6 = [
        ("h1", "7 Fault codes"),
        (
            "p",
            "Codes are shown on the controller display and written to the weld log with date and "
            "time. A weld recorded with E03, E04 or E11 active must be cut out and remade.",
        ),
        ("table", {"w": [16, 68, 80], "head": ["Code", "Meaning", "Remedy"], "rows": fault_rows_1}),
    ]
    p7 = [
        ("h1", "7 Fault codes (continued)"),
        ("table", {"w": [16, 68, 80], "head": ["Code", "Meaning", "Remedy"], "rows": fault_rows_2}),
        ("space", 4),
        (
            "p",
            "If a code returns after two resets within one shift, take the machine out of "
            "service and report the code, the serial number and the weld log file to Kestrel "
            "service.",
        ),
    ]
    p8 = [
        ("h1", "8 Spare parts"),
        (
            "table",
            {
                "w": [24, 90, 50],
                "head": ["Part no.", "Description", "Used on"],
                "rows": [
                    ["40-1172", "Facing blade, standard (set of 2)", "PJ-250, PJ-315"],
                    ["40-1174", "Facing blade, heavy duty (set of 2)", "PJ-315"],
                    ["40-2210", "Return filter element", "PJ-250, PJ-315"],
                    ["40-3300", "Heater plate assembly 250", "PJ-250"],
                    ["40-3301", "Heater plate assembly 315", "PJ-315"],
                    ["40-3305", "Thermocouple sensor, type K", "PJ-250, PJ-315"],
                    ["40-4410", "Carriage bushing kit", "PJ-250, PJ-315"],
                    ["40-5120", "Pressure transducer 0 - 250 bar", "PJ-250, PJ-315"],
                    ["40-6018", "Clamp insert set, 160 mm", "PJ-250, PJ-315"],
                    ["40-9002", "Hydraulic oil HLP 32, 5 l", "PJ-250, PJ-315"],
                ],
            },
        ),
        ("h1", "9 Storage and transport"),
        (
            "p",
            "Store the machine dry and frost-free. Retract the cylinders fully before transport "
            "and secure the carriage with the transport pin.",
        ),
        (
            "p",
            "Put the heater plate in its protective bag only after it has cooled below 50 °C. "
            "Do not transport the machine with the heater plate or the facing tool in the frame.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

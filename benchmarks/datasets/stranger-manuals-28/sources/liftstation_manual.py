# ruff: noqa: E501
"""LiftMaster packaged wastewater lift stations - service manual BFS-SM-0440 Rev D (invented).
Covers three models in multi-model tables."""

KEY = "BFS-SM-0440"
COMPANY = "Brenmoor Fluid Systems Ltd"
TITLE = "LiftMaster Packaged Wastewater Lift Stations - Service Manual"
PRODUCT = "LiftMaster packaged wastewater lift station"
VARIANTS = ["LM-150", "LM-220", "LM-300"]
VERSION = ("Rev D", "BFS-SM-0440_RevD.pdf", "2022-01-17", None, "2022-01-10T00:00:00Z")

W3 = [62, 37, 37, 38]
H3 = ["Item", "LM-150", "LM-220", "LM-300"]


def pages():
    p1 = [
        ("title", "LiftMaster"),
        ("subtitle", "Packaged Wastewater Lift Stations"),
        ("subtitle", "Service Manual"),
        ("space", 3),
        (
            "p",
            "Document BFS-SM-0440, Revision D, effective 2022-01-17. Models LM-150, LM-220 and LM-300, "
            "duplex stations with two submersible pumps and the LC-4 level controller.",
        ),
        (
            "p",
            "Serial numbers are printed on the plate inside the control panel door and on each pump. The "
            "format is BF followed by seven figures; the first four figures give year and week of build.",
        ),
        ("space", 3),
        ("h1", "Contents"),
        (
            "table",
            [22, 122, 30],
            ["Section", "Title", "Page"],
            [
                ["1", "Safety rules and description", "2"],
                ["2", "Technical data and level settings", "3"],
                ["3", "Controller settings and protection thresholds", "4"],
                ["4", "Maintenance intervals and torque values", "5"],
                ["5", "Service procedures", "6"],
                ["6", "Alarm codes", "7"],
                ["7", "Spare parts", "8"],
            ],
            {},
        ),
        ("space", 3),
        ("h2", "Revision D"),
        (
            "p",
            "Revision D adds the LM-300 model, the seal leak trip threshold and alarm codes A13 and A14. "
            "Service bulletins issued after this revision take precedence over the values given here for the "
            "serial numbers they name.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety rules and description"),
        ("h2", "1.1 Rules"),
        (
            "bullets",
            [
                "Do not enter the wet well. All work is done from the surface, with the pumps lifted on the guide rails.",
                "Do not lift a pump by its power cable or float cables; use the lifting chain only.",
                "Do not run a pump dry for more than 30 seconds.",
                "Do not pressure-wash the float switches; wipe them with a damp cloth.",
                "Do not bridge or disconnect the high level alarm float, even for a short time.",
                "Do not open the control panel while the main isolator is on.",
                "Do not swap the phase sequence at the pump motor terminals.",
            ],
        ),
        ("h2", "1.2 Gas hazard"),
        (
            "p",
            "Sewage gives off hydrogen sulphide, which can be fatal. After opening the chamber cover, let "
            "the chamber ventilate for at least 10 minutes before working over the opening, and wear a "
            "personal gas monitor set to alarm at 5 ppm H2S. Never work alone at an open chamber.",
        ),
        ("h2", "1.3 Description"),
        (
            "p",
            "Each LiftMaster station has a polyethylene wet well, two submersible pumps on guide rails with "
            "automatic duckfoot couplings, a valve chamber with a check valve and a gate valve per pump, and "
            "the LC-4 controller. Level is sensed by four float switches: stop, lead start, lag start and "
            "high level alarm. The controller alternates the lead pump and starts the lag pump when the "
            "inflow exceeds the capacity of one pump.",
        ),
        (
            "p",
            "The pumps have an oil chamber between two mechanical seals. A conductivity probe in the oil "
            "chamber detects water that has passed the lower seal, long before it reaches the motor.",
        ),
    ]
    p3 = [
        ("h1", "2 Technical data and level settings"),
        ("caption", "Table 2-1 Technical data (values per pump where applicable)"),
        (
            "table",
            W3,
            H3,
            [
                ["Motor rated power", "1.5 kW", "2.2 kW", "3.0 kW"],
                ["Rated current at 400 V", "3.4 A", "4.9 A", "6.5 A"],
                ["Rated flow (a)", "6.5 l/s", "9.0 l/s", "12.5 l/s"],
                ["Maximum head", "14 m", "19 m", "24 m"],
                ["Impeller type", "Vortex", "Vortex", "Semi-open (b)"],
                ["Impeller diameter", "142 mm", "158 mm", "171 mm"],
                ["Free solids passage", "65 mm", "65 mm", "50 mm"],
                ["Discharge connection", "DN 65", "DN 80", "DN 80"],
                ["Wet well inner diameter", "1200 mm", "1500 mm", "1800 mm"],
                ["Starts per hour, max. (c)", "15", "15", "12"],
                ["Motor insulation class", "F", "F", "H"],
                ["Pump mass", "41 kg", "52 kg", "68 kg"],
                ["Standard cable length", "10 m", "10 m", "15 m"],
                ["Oil chamber filling", "0.45 l", "0.60 l", "0.85 l"],
            ],
            {},
        ),
        ("foot", "(a) At half the maximum head, clean water at 20 °C."),
        ("foot", "(b) A cutter impeller kit BF-K-3050 is available for LM-300 stations receiving rag-laden sewage."),
        (
            "foot",
            "(c) Per pump. More frequent starts overheat the motor windings; widen the start-stop band "
            "instead of shortening run times.",
        ),
        ("space", 3),
        ("h2", "2.2 Float levels"),
        ("caption", "Table 2-2 Float switching heights above the well floor"),
        (
            "table",
            W3,
            ["Float", "LM-150", "LM-220", "LM-300"],
            [
                ["Pump stop", "350 mm", "400 mm", "450 mm"],
                ["Lead pump start", "750 mm", "850 mm", "950 mm"],
                ["Lag pump start", "900 mm", "1000 mm", "1150 mm"],
                ["High level alarm", "1000 mm", "1100 mm", "1300 mm"],
            ],
            {},
        ),
        (
            "foot",
            "The lag start float must hang at least 100 mm above the lead start float. The stop level "
            "must keep the pump motor housing submerged.",
        ),
    ]
    p4 = [
        ("h1", "3 Controller settings and protection thresholds"),
        (
            "p",
            "Parameters are changed on the LC-4 in menu SET after entering the service code. Factory "
            "settings suit most stations; record every change in the station logbook.",
        ),
        ("caption", "Table 3-1 LC-4 parameters"),
        (
            "table",
            [18, 70, 40, 46],
            ["Par.", "Function", "Factory setting", "Range"],
            [
                ["P01", "Pump alternation", "Every start", "Every start / 24 h / off"],
                ["P04", "Lag pump start delay", "5 s", "1 to 60 s"],
                ["P05", "Run-on after stop float", "10 s", "0 to 120 s"],
                ["P07", "Maximum run time per start", "20 min", "5 to 60 min"],
                ["P09", "Dry-run protection", "On", "On / Off"],
                ["P11", "Exercise run after idle", "10 s every 72 h", "Off / 24 to 168 h"],
                ["P12", "High level alarm delay", "30 s", "0 to 300 s"],
                ["P15", "Motor overload setting", "see Table 3-3", "0.5 to 10.0 A"],
            ],
            {},
        ),
        ("space", 2),
        ("caption", "Table 3-2 Protection thresholds"),
        (
            "table",
            [70, 52, 52],
            ["Monitored value", "Alarm", "Trip (pump stops)"],
            [
                ["Motor winding temperature (a)", "130 °C", "150 °C"],
                ["Seal leak probe resistance (b)", "below 30 kohm", "below 10 kohm"],
                ["Motor current, % of rated", "110 %", "125 %"],
                ["Supply voltage deviation", "±10 %", "±15 %"],
                ["Insulation resistance at start", "below 20 Mohm", "below 2 Mohm"],
            ],
            {},
        ),
        (
            "foot",
            "(a) Measured by the PT100 sensor in the stator winding. After a trip the pump is locked out "
            "until the winding has cooled below 100 °C.",
        ),
        ("foot", "(b) Measured between probe and pump earth with 12 V DC."),
        ("space", 2),
        ("caption", "Table 3-3 Motor overload setting P15"),
        (
            "table",
            W3,
            ["Setting", "LM-150", "LM-220", "LM-300"],
            [
                ["Overload current, P15", "3.6 A", "5.2 A", "6.9 A"],
            ],
            {},
        ),
    ]
    p5 = [
        ("h1", "4 Maintenance intervals and torque values"),
        ("caption", "Table 4-1 Maintenance schedule"),
        (
            "table",
            [110, 64],
            ["Task", "Interval"],
            [
                ["Visual check of station, alarm lamp and controller log", "Weekly"],
                ["Float switch function test (5.3)", "Monthly"],
                ["Clean floats and check float cables", "Every 3 months"],
                ["Inspect check valves; exercise gate valves", "Every 6 months"],
                ["Impeller and wear ring clearance check (5.2) (a)", "Every 12 months"],
                ["Oil change in seal oil chamber (b)", "12 months or 4000 h"],
                ["Insulation resistance test of motors", "Every 12 months"],
                ["Replace controller backup battery", "Every 5 years"],
                ["Replace lifting chains", "Every 5 years or when damaged"],
            ],
            {},
        ),
        ("foot", "(a) Every 6 months at stations that receive grit or sand, for example from yard drains."),
        (
            "foot",
            "(b) Whichever comes first. Milky oil or oil with water in it means the lower mechanical seal "
            "must be replaced.",
        ),
        ("space", 3),
        ("caption", "Table 4-2 Torque values"),
        (
            "table",
            [76, 34, 34, 30],
            ["Fastener", "Size", "Torque", "Note"],
            [
                ["Impeller nut", "M12", "38 N·m", "a"],
                ["Volute bolts", "M10", "42 N·m", "-"],
                ["Motor housing clamp screws", "M8", "24 N·m", "-"],
                ["Discharge flange bolts, DN 65", "M16", "90 N·m", "b"],
                ["Discharge flange bolts, DN 80", "M16", "110 N·m", "b"],
                ["Guide rail bracket anchors", "M12", "60 N·m", "-"],
                ["Oil chamber plug", "G 1/4", "12 N·m", "c"],
            ],
            {},
        ),
        ("foot", "a. Use a new nylock nut every time; shaft thread clean and dry."),
        ("foot", "b. Tighten crosswise in three stages: 30 %, 70 %, 100 %."),
        ("foot", "c. Fit a new copper sealing washer every time."),
    ]
    p6 = [
        ("h1", "5 Service procedures"),
        ("h2", "5.1 Lifting a pump out"),
        (
            "steps",
            [
                "Set the pump to OFF on the LC-4 and lock off its motor isolator.",
                "Open the chamber cover and ventilate as described in 1.2.",
                "Close the gate valve of the pump in the valve chamber.",
                "Hook the hoist to the lifting chain and raise the pump along its guide rails. The pump "
                "separates from the duckfoot coupling by itself.",
                "Hose the pump down over the well opening before putting it on a drip tray.",
            ],
        ),
        ("h2", "5.2 Impeller and wear ring clearance check"),
        (
            "steps",
            [
                "Lay the pump on its side and remove the volute bolts. Lift the motor unit off the volute.",
                "Measure the gap between impeller and wear ring at four points 90° apart with feeler gauges.",
                "Nominal clearance is 0.30 to 0.50 mm. Replace the wear ring when the gap exceeds 0.80 mm at any point.",
                "Check the vane tips; replace the impeller if any vane is worn by more than 3 mm.",
                "Refit the motor unit and tighten the volute bolts crosswise to Table 4-2.",
                "Turn the impeller by hand through the inlet. It must turn freely without rubbing.",
            ],
        ),
        ("h2", "5.3 Float switch function test"),
        (
            "steps",
            [
                "Leave the LC-4 in AUTO. Lift the stop float, then the lead start float: the lead pump starts.",
                "Lift the lag start float: the second pump starts after the P04 delay.",
                "Lift the high level float: the alarm lamp lights after the P12 delay and the alarm relay drops out.",
                "Release the floats in reverse order. The pumps stop when the P05 run-on has elapsed.",
            ],
        ),
        (
            "p",
            "If a pump does not start during the test, check the float cable at the junction box before "
            "replacing the float. Floats are replaced as complete units; do not shorten float cables.",
        ),
    ]
    hdr = ["Code", "Meaning", "Remedy"]
    w = [16, 62, 96]
    p7 = [
        ("h1", "6 Alarm codes"),
        (
            "p",
            "Alarm codes are shown on the LC-4 display and stored with date and time in the log (last 200 "
            "events). Codes A02, A04 and A10 lock the pump out until reset with the RESET key.",
        ),
        ("h2", "6.1 Alarm outputs"),
        (
            "p",
            "The LC-4 has two volt-free alarm relays. Relay K1 (common alarm) drops out on every code. "
            "Relay K2 (urgent alarm) drops out only on A02, A04, A07 and A10 and is normally wired to the "
            "telemetry outstation or to a beacon at the station gate. Both relays are fail-safe: they are "
            "energised in the healthy state, so a loss of controller supply is also signalled.",
        ),
        ("h2", "6.2 Reading the log"),
        (
            "p",
            "Press LOG to scroll through the stored events, newest first. Each entry shows the code, the "
            "pump number, the date and time, and the motor current at the moment of the event. Export the "
            "log to a USB stick with SET > LOG > EXPORT before any software update.",
        ),
        ("caption", "Table 6-1 Alarm codes"),
        (
            "table",
            w,
            hdr,
            [
                [
                    "A01",
                    "Motor winding temperature above alarm level.",
                    "Check for a blocked impeller and for too many starts per hour. Check supply voltage.",
                ],
                [
                    "A02",
                    "Motor winding temperature trip.",
                    "Pump locked out until cooled (Table 3-2, note a). Investigate as for A01 before reset.",
                ],
                [
                    "A03",
                    "Seal leak alarm: probe resistance below alarm level.",
                    "Change the seal chamber oil within two weeks and check it for water.",
                ],
                [
                    "A04",
                    "Seal leak trip: probe resistance below trip level.",
                    "Lift the pump (5.1) and replace the lower mechanical seal. Change the oil.",
                ],
                [
                    "A05",
                    "Motor overcurrent.",
                    "Check the impeller for rags and solids. Check supply voltage and the P15 setting.",
                ],
                [
                    "A06",
                    "Dry run: current below 40 % of rated for more than 10 s.",
                    "Check stop float height and position. Check that the check valve is not stuck open.",
                ],
                [
                    "A07",
                    "High level in the wet well.",
                    "Check that both pumps run. Check gate valves are open. Check inflow against station capacity.",
                ],
                [
                    "A08",
                    "Float sequence error: upper float closed while a lower float is open.",
                    "Float tangled or faulty. Clean and test the floats (5.3).",
                ],
                [
                    "A09",
                    "Maximum run time per start (P07) exceeded.",
                    "Pump running against a closed valve or impeller worn. Check clearance (5.2).",
                ],
                [
                    "A10",
                    "Phase failure or wrong phase sequence.",
                    "Check the supply. Swap two phases at the incoming terminals of the panel, not at the motor.",
                ],
                [
                    "A11",
                    "Supply voltage outside the alarm band.",
                    "Check the supply with the network operator. Record voltages at both pumps running.",
                ],
                [
                    "A12",
                    "Insulation resistance low at start.",
                    "1. Lift the pump and let the cable end dry. 2. Measure each winding to earth at 500 V DC. "
                    "(continued on page 8)",
                ],
            ],
            {},
        ),
    ]
    p8 = [
        ("caption", "Table 6-1 Alarm codes (continued)"),
        (
            "table",
            w,
            hdr,
            [
                [
                    "A12",
                    "(continued)",
                    "3. If the reading is below 2 Mohm, return the pump to a Brenmoor service centre. "
                    "4. Do not dry the motor by running it.",
                ],
                [
                    "A13",
                    "Controller backup battery low.",
                    "Replace the CR2032 cell within 30 days. Settings are kept in memory while the battery is changed.",
                ],
                [
                    "A14",
                    "Telemetry link lost for more than 15 min.",
                    "Check the modem aerial and SIM. The station keeps running in AUTO.",
                ],
            ],
            {},
        ),
        ("space", 3),
        ("h1", "7 Spare parts"),
        ("caption", "Table 7-1 Spare parts by model"),
        (
            "table",
            [58, 38, 38, 40],
            ["Part", "LM-150", "LM-220", "LM-300"],
            [
                ["Impeller", "BF-I-150", "BF-I-220", "BF-I-300"],
                ["Wear ring", "BF-W-150", "BF-W-220", "BF-W-300"],
                ["Mechanical seal kit", "BF-S-415", "BF-S-415", "BF-S-430"],
                ["Impeller nut, nylock M12", "BF-N-012", "BF-N-012", "BF-N-012"],
                ["Volute gasket", "BF-G-150", "BF-G-220", "BF-G-300"],
                ["Float switch, 10 m cable", "BF-F-110", "BF-F-110", "BF-F-110"],
                ["Seal oil, 1 l", "BF-O-015", "BF-O-015", "BF-O-015"],
                ["Check valve ball", "BF-V-065", "BF-V-080", "BF-V-080"],
                ["Lifting chain, 6 m", "BF-L-206", "BF-L-206", "BF-L-210"],
                ["LC-4 controller", "BF-C-004", "BF-C-004", "BF-C-004"],
            ],
            {},
        ),
        (
            "foot",
            "Seal oil BF-O-015 is a medical white oil of viscosity class ISO VG 15. Do not use motor oil "
            "or hydraulic oil in the seal chamber.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

# ruff: noqa: E501
"""Meridane AeroVolt AV-90 400 Hz ground power unit - operation and maintenance manual.

One document key in three revisions (Rev A, Rev B, Rev C) with non-overlapping
effective dates. Protection settings, service intervals, a torque value, the
cable length limit, the cold-start limit and the fault code list change between
revisions (code E47 first appears in Rev C). Everything here is invented.
"""

from .common import meta

KEY = "MGE-AV90-OM"
PRODUCT = "Meridane AeroVolt AV-90 ground power unit"
VARIANTS = ["AV-90D", "AV-90D/28"]
COMPANY = "Meridane Ground Equipment Ltd"

REVISIONS = {
    "A": {
        "version": "Rev A",
        "file": "meridane-av90-om-revA.pdf",
        "effective_from": "2021-03-01",
        "effective_to": "2022-06-30",
        "recorded_at": "2021-02-19",
        "issued": "19 February 2021",
        "ov_trip": "130 V",
        "ov_delay": "1.0 s",
        "uv_trip": "100 V",
        "uv_delay": "7 s",
        "of_trip": "420 Hz",
        "uf_trip": "380 Hz",
        "oil_interval": "500 h or 12 months",
        "air_interval": "250 h",
        "fuel_interval": "500 h",
        "coolant_interval": "every 2 years",
        "cable_max": "30 m",
        "stud_torque": "12 N·m",
        "cold_start": "-25 °C",
        "e47": False,
        "history": [
            ["Rev A", "19 Feb 2021", "First issue."],
        ],
    },
    "B": {
        "version": "Rev B",
        "file": "meridane-av90-om-revB.pdf",
        "effective_from": "2022-07-01",
        "effective_to": "2023-11-14",
        "recorded_at": "2022-06-24",
        "issued": "24 June 2022",
        "ov_trip": "128 V",
        "ov_delay": "1.0 s",
        "uv_trip": "102 V",
        "uv_delay": "7 s",
        "of_trip": "420 Hz",
        "uf_trip": "380 Hz",
        "oil_interval": "400 h or 12 months",
        "air_interval": "250 h",
        "fuel_interval": "500 h",
        "coolant_interval": "every 3 years",
        "cable_max": "30 m",
        "stud_torque": "14 N·m",
        "cold_start": "-30 °C",
        "e47": False,
        "history": [
            ["Rev A", "19 Feb 2021", "First issue."],
            [
                "Rev B",
                "24 Jun 2022",
                "Protection settings (3.3), service intervals (5.1), terminal stud torque (5.2) and cold start limit (3.1) revised.",
            ],
        ],
    },
    "C": {
        "version": "Rev C",
        "file": "meridane-av90-om-revC.pdf",
        "effective_from": "2023-11-15",
        "effective_to": None,
        "recorded_at": "2023-11-08",
        "issued": "8 November 2023",
        "ov_trip": "128 V",
        "ov_delay": "0.5 s",
        "uv_trip": "102 V",
        "uv_delay": "5 s",
        "of_trip": "415 Hz",
        "uf_trip": "385 Hz",
        "oil_interval": "400 h or 12 months",
        "air_interval": "300 h",
        "fuel_interval": "400 h",
        "coolant_interval": "every 3 years",
        "cable_max": "25 m",
        "stud_torque": "14 N·m",
        "cold_start": "-30 °C",
        "e47": True,
        "history": [
            ["Rev A", "19 Feb 2021", "First issue."],
            [
                "Rev B",
                "24 Jun 2022",
                "Protection settings (3.3), service intervals (5.1), terminal stud torque (5.2) and cold start limit (3.1) revised.",
            ],
            [
                "Rev C",
                "8 Nov 2023",
                "Trip delays and frequency limits (3.3), air and fuel filter intervals (5.1), output cable length (4.1) revised; output insulation monitoring and code E47 added (6).",
            ],
        ],
    },
}


def pages(r):
    cover = [
        (
            "cover",
            {
                "company": COMPANY,
                "title": "AeroVolt AV-90 Ground Power Unit",
                "subtitle": "Operation and Maintenance Manual - 90 kVA, 115/200 V, 400 Hz diesel ground power unit, models AV-90D and AV-90D/28",
                "lines": [
                    ("Document number", KEY),
                    ("Revision", r["version"]),
                    ("Date of issue", r["issued"]),
                    ("Effective from", r["effective_from"]),
                    ("Applies to", "AV-90D, AV-90D/28 (all serial numbers)"),
                ],
                "notice": [
                    "Read this manual completely before operating or servicing the unit. Keep it with the unit. This revision replaces all earlier revisions from the effective date shown above.",
                    "Meridane Ground Equipment Ltd, Unit 14 Halden Park, Kettering Road, Corby NN99 4TQ. Technical support: +44 1632 960 271. Spares: +44 1632 960 288.",
                ],
            },
        )
    ]
    contents = [
        ("toc",),
        ("h3", "Revision record"),
        ("table", {"widths": [22, 28, 124], "rows": [["Revision", "Date", "Changes"]] + r["history"]}),
        (
            "p",
            "Sections that change between revisions are identified in the revision record. Side bars are not used in this manual.",
        ),
    ]

    safety_desc = [
        ("h1", "1 Safety"),
        (
            "p",
            "The AV-90 produces voltages that are lethal. Only personnel trained on the unit and authorised by the airport operator may connect it to an aircraft. Never connect or disconnect the output plug while the output contactor K1 is closed: the contactor must be open and the OUTPUT lamp off before the plug is moved.",
        ),
        (
            "ul",
            [
                "Do not operate the unit inside a hangar unless the exhaust is ducted to the outside.",
                "Keep a minimum clearance of 1.5 m between the exhaust outlet and the aircraft skin.",
                "Chock the unit and apply the parking brake before the output cable is run out.",
                "Refuelling is permitted only with the engine stopped and at least 15 m from any aircraft fuel vent.",
            ],
        ),
        (
            "warning",
            "Do not bypass the interlock (E/F) circuit. The interlock is the only means by which the aircraft can disconnect ground power in an emergency.",
        ),
        ("h1", "2 Description"),
        (
            "p",
            "The AV-90 is a trailer-mounted ground power unit. A four-cylinder liquid-cooled diesel engine drives a brushless synchronous alternator at 2 000 min-1 through a flexible coupling; the alternator output is regulated by the digital voltage regulator A3 and switched to the aircraft through the output contactor K1. Protection is provided by the protection and monitoring module A5, which trips K1 when voltage or frequency leave the limits in 3.3.",
        ),
        ("h2", "2.1 Variants"),
        (
            "table",
            {
                "widths": [30, 144],
                "rows": [
                    ["Variant", "Description"],
                    ["AV-90D", "400 Hz AC output only, single output cable (115/200 V, 4-wire plus E/F interlock)."],
                    [
                        "AV-90D/28",
                        "As AV-90D plus a 28 V DC transformer-rectifier output module (TRU) with a second cable for DC start and servicing.",
                    ],
                ],
            },
        ),
        ("h2", "2.2 Controls"),
        (
            "p",
            "The control panel on the left-hand side carries the key switch, the START and STOP buttons, the OUTPUT ON/OFF buttons, the emergency stop, and the display of module A5. The display shows output voltage per phase, current per phase, frequency, engine hours and the active fault code. The last 50 fault codes are stored with engine hours and can be read under MENU > LOG.",
        ),
    ]

    tech = [
        ("h1", "3 Technical data"),
        ("h2", "3.1 General"),
        (
            "table",
            {
                "widths": [74, 50, 50],
                "rows": [
                    ["Item", "AV-90D", "AV-90D/28"],
                    ["Continuous output, up to 40 °C ambient", "90 kVA at 0.8 pf (72 kW)", "90 kVA at 0.8 pf (72 kW)"],
                    ["Continuous output at 50 °C ambient 1)", "81 kVA", "81 kVA"],
                    ["DC output (28 V module)", "-", "28.5 V DC, 600 A continuous"],
                    ["DC starting peak", "-", "2 000 A for 5 s 2)"],
                    ["Engine", "4-cyl. diesel, 67 kW", "4-cyl. diesel, 67 kW"],
                    ["Fuel tank", "180 L", "180 L"],
                    ["Fuel consumption, 25 % load", "6.1 L/h", "6.1 L/h"],
                    ["Fuel consumption, 75 % load", "14.2 L/h", "14.9 L/h"],
                    ["Fuel consumption, 100 % load", "18.6 L/h", "19.4 L/h"],
                    ["Noise level at 7 m", "72 dB(A)", "73 dB(A)"],
                    ["Mass, ready to operate", "1 640 kg", "1 725 kg"],
                    ["Operating ambient range", "-20 °C to +50 °C", "-20 °C to +50 °C"],
                    ["Minimum cold start ambient 3)", r["cold_start"], r["cold_start"]],
                ],
                "notes": [
                    "1) Linear derating between 40 °C and 50 °C. Above 50 °C the unit is not rated; module A5 reduces the current limit automatically.",
                    "2) Maximum three start attempts within 10 minutes, then 20 minutes cooling.",
                    "3) With the optional 1.5 kW engine block heater connected for at least 2 hours. Without the heater the limit is -10 °C.",
                ],
            },
        ),
        ("h2", "3.2 AC output quality"),
        (
            "table",
            {
                "widths": [74, 100],
                "rows": [
                    ["Parameter", "Value"],
                    ["Nominal voltage", "115 V phase-neutral / 200 V phase-phase, 400 Hz"],
                    ["Steady-state voltage regulation", "± 1 % (no load to full load)"],
                    ["Steady-state frequency", "400 Hz ± 0.5 %"],
                    ["Transient recovery after 100 % load step", "within 50 ms"],
                    ["Total harmonic distortion (linear load)", "max. 3 %"],
                    ["Overload capability", "125 % for 10 min; 150 % for 2 min; 200 % for 10 s"],
                ],
            },
        ),
        ("h2", "3.3 Protection settings (module A5)"),
        (
            "table",
            {
                "widths": [74, 50, 50],
                "rows": [
                    ["Protection", "Trip value", "Time delay"],
                    ["Overvoltage (any phase, phase-neutral)", r["ov_trip"], r["ov_delay"]],
                    ["Undervoltage (any phase, phase-neutral)", r["uv_trip"], r["uv_delay"]],
                    ["Overfrequency", r["of_trip"], "2 s"],
                    ["Underfrequency", r["uf_trip"], "2 s"],
                    ["Overload (any phase)", "125 % of rated current", "10 min"],
                ],
                "notes": [
                    "Settings are factory set and password protected. Changing them invalidates the aircraft power quality declaration for the unit.",
                ],
            },
        ),
    ]

    operation = [
        ("h1", "4 Operation"),
        ("h2", "4.1 Before use"),
        (
            "p",
            "Check engine oil, coolant and fuel levels, the condition of the output cable and plug, and that the unit is chocked. The output cable must not be extended: the maximum permissible cable length between the unit and the aircraft receptacle is "
            + r["cable_max"]
            + ". Longer cables cause a voltage drop at the aircraft that the regulator cannot compensate for.",
        ),
        ("h2", "4.2 Starting and connecting to an aircraft"),
        (
            "ol",
            [
                "Position the unit so that the output cable reaches the aircraft receptacle without tension and apply the parking brake.",
                "Turn the key switch to ON and wait until the display completes its self test (about 5 s).",
                "Press START. If the engine does not start within 10 s, release START and wait 30 s before the next attempt.",
                "Allow the engine to warm up at idle for at least 3 minutes; the unit changes to rated speed automatically.",
                "Check on the display that all three phase voltages read 115 V ± 2 V and the frequency reads 400 Hz.",
                "Connect the output plug fully to the aircraft receptacle; the plug must seat over the full length of the pins.",
                "Press OUTPUT ON. The contactor K1 closes only when the aircraft returns the 28 V interlock signal on pins E and F.",
                "Check that the OUTPUT lamp is lit and that the aircraft confirms external power available.",
                "Stay within sight of the unit for the first 5 minutes of supply.",
            ],
        ),
        ("h2", "4.3 Disconnecting and shutdown"),
        (
            "ol",
            [
                "Ask the flight crew or the aircraft technician to switch the aircraft to internal power.",
                "Press OUTPUT OFF and check that the OUTPUT lamp goes out.",
                "Withdraw the plug and stow the cable on the cable rack.",
                "Let the engine run at idle for 3 minutes to cool the turbocharger.",
                "Press STOP and turn the key switch to OFF.",
            ],
        ),
        ("h2", "4.4 DC start (AV-90D/28 only)"),
        (
            "p",
            "Connect the DC cable before starting the engine. Select DC on the panel, then press OUTPUT ON. During the aircraft engine start the current may reach the starting peak given in 3.1; do not exceed three attempts within 10 minutes.",
        ),
    ]

    maint_rows = [
        ["Task", "Interval"],
        ["Check oil, coolant, fuel, cable and plug", "Daily / before use"],
        ["Change engine oil and oil filter", r["oil_interval"]],
        ["Replace air filter element", r["air_interval"]],
        ["Replace fuel filter and drain water separator", r["fuel_interval"]],
        ["Check alternator coupling and engine mounts", "1 000 h"],
        ["Replace engine coolant", r["coolant_interval"]],
        ["Load test with resistive load bank, 1 h at 100 %", "12 months"],
    ]
    if r["e47"]:
        maint_rows.append(["Test insulation monitor (TEST button on module A5)", "Monthly"])
    maintenance = [
        ("h1", "5 Maintenance"),
        ("h2", "5.1 Maintenance schedule"),
        (
            "table",
            {
                "widths": [120, 54],
                "rows": maint_rows,
                "notes": [
                    "Intervals in hours refer to engine hours shown on the display. Whichever comes first applies where two limits are given. Units used for fewer than 200 h per year: change the oil every 12 months regardless of hours.",
                ],
            },
        ),
        ("h2", "5.2 Tightening torques"),
        (
            "table",
            {
                "widths": [88, 28, 58],
                "rows": [
                    ["Joint", "Thread", "Torque"],
                    ["Output terminal studs (alternator terminal board)", "M10", r["stud_torque"]],
                    ["Output cable lug nuts on contactor K1", "M8", "9 N·m"],
                    ["Alternator coupling bolts", "M10, 10.9", "55 N·m"],
                    ["Engine mount bolts", "M12, 8.8", "85 N·m"],
                    ["Trailer wheel nuts", "M14 x 1.5", "120 N·m"],
                    ["Battery terminal clamps", "M6", "6 N·m"],
                ],
                "notes": [
                    "Values apply to clean, lightly oiled threads. Re-check wheel nuts after the first 50 km of towing.",
                ],
            },
        ),
        ("h2", "5.3 Consumables"),
        (
            "table",
            {
                "widths": [88, 40, 46],
                "rows": [
                    ["Item", "Part number", "Quantity / grade"],
                    ["Engine oil filter", "MGE-20417", "1"],
                    ["Air filter element (outer)", "MGE-20433", "1"],
                    ["Fuel filter", "MGE-20452", "1"],
                    ["Engine oil", "-", "9.5 L, SAE 15W-40"],
                    ["Coolant (50 % glycol)", "-", "14 L"],
                ],
            },
        ),
    ]

    codes = [
        ["Code", "Meaning", "Remedy"],
        [
            "E11",
            "Output overvoltage - trip",
            "Check voltage sensing leads to A5 and A3. Check regulator A3 setting; replace A3 if the voltage cannot be adjusted.",
        ],
        [
            "E12",
            "Output undervoltage - trip",
            "Check for overload and for a loose output cable. Check exciter fuse F3.",
        ],
        ["E13", "Overfrequency - trip", "Check engine speed setting and the speed sensor gap (0.8 mm)."],
        ["E14", "Underfrequency - trip", "Check fuel supply and fuel filter. Check for overload."],
        [
            "E21",
            "Phase sequence wrong at aircraft plug",
            "Output cable wired incorrectly after repair. Correct the cable; do not swap phases at the terminal board.",
        ],
        [
            "E22",
            "Interlock signal (E/F) lost",
            "Check plug pins E and F and the interlock wiring. Aircraft may have selected internal power.",
        ],
        ["E31", "Low engine oil pressure - shutdown", "Check oil level. Do not restart until the cause is found."],
        [
            "E32",
            "Coolant temperature high (above 105 °C) - shutdown",
            "Check coolant level, radiator fins and fan belt.",
        ],
        ["E35", "Low fuel level (10 %)", "Refuel. The unit shuts down at 3 % remaining."],
        ["E38", "Battery charging failure", "Check alternator belt and charging alternator output (27-28.5 V)."],
        [
            "E41",
            "Contactor K1 feedback fault",
            "Auxiliary contact of K1 does not confirm position. Check K1 and its auxiliary contact block.",
        ],
        ["E44", "DC output overload (AV-90D/28 only)", "Reduce DC load. Check the TRU cooling fan."],
    ]
    if r["e47"]:
        codes.append(
            [
                "E47",
                "Output insulation fault - insulation resistance of the AC output below 50 kOhm",
                "Disconnect the aircraft. Check output cable and plug for damage or moisture. Measure insulation at 500 V DC before return to service.",
            ]
        )
    faults = [
        ("h1", "6 Fault codes and remedies"),
        (
            "p",
            "Trip codes open contactor K1; shutdown codes also stop the engine. Reset a fault by pressing OUTPUT OFF and then the RESET key on module A5 once the cause has been removed.",
        ),
        (
            "table",
            {
                "widths": [14, 62, 98],
                "rows": codes,
                "notes": [
                    "Codes not listed here are internal to module A5. Note the code and the engine hours and contact Meridane technical support.",
                ],
            },
        ),
    ]
    return [cover, contents, safety_desc, tech, operation, maintenance, faults]


def documents():
    out = []
    for rev in ("A", "B", "C"):
        r = REVISIONS[rev]
        out.append(
            {
                "format": "pdf",
                "file": r["file"],
                "key": KEY,
                "version": r["version"],
                "title": "AeroVolt AV-90 Ground Power Unit - Operation and Maintenance Manual",
                "running_title": "AeroVolt AV-90 - Operation and Maintenance Manual",
                "company": COMPANY,
                "footer_note": "Effective " + r["effective_from"],
                "pages": pages(r),
                "meta": meta(
                    KEY, r["version"], r["effective_from"], r["effective_to"], r["recorded_at"], PRODUCT, VARIANTS
                ),
            }
        )
    return out

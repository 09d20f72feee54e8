# ruff: noqa: E501
"""Harrowgate Rail Dynamics TMB-640 traction motor blower, maintenance manual.

Invented document, three revisions (Rev A, Rev B, Rev C) of the same key.
Values that change between revisions are collected in REVS.
"""

KEY = "HRD-MM-640"
PRODUCT = "TMB-640 traction motor blower"
VARIANTS = ["TMB-640", "TMB-640H"]

REVS = {
    "A": {
        "file": "hrd-mm-640-rev-a.pdf",
        "from": "2019-04-01",
        "to": "2021-08-15",
        "recorded": "2019-03-18",
        "inlet_h": "50 °C",
        "screen": "every 30 days",
        "regrease": "1,500 h",
        "de_g": "25 g",
        "nde_g": "15 g",
        "vib_check": "3 months",
        "bearing_life": "24,000 h",
        "vib_alert": "7.1 mm/s",
        "vib_trip": "11.2 mm/s",
        "bt_alarm": "95 °C",
        "bt_trip": "105 °C",
        "ir_min": "5 megohm",
        "hub": "210 Nm",
        "cap": "44 Nm",
        "grease": "HRD-GR-220",
        "run": "10 minutes",
    },
    "B": {
        "file": "hrd-mm-640-rev-b.pdf",
        "from": "2021-08-16",
        "to": "2023-11-30",
        "recorded": "2021-08-02",
        "inlet_h": "55 °C",
        "screen": "every 14 days",
        "regrease": "1,200 h",
        "de_g": "20 g",
        "nde_g": "15 g",
        "vib_check": "3 months",
        "bearing_life": "24,000 h",
        "vib_alert": "6.3 mm/s",
        "vib_trip": "10.0 mm/s",
        "bt_alarm": "90 °C",
        "bt_trip": "100 °C",
        "ir_min": "10 megohm",
        "hub": "230 Nm",
        "cap": "44 Nm",
        "grease": "HRD-GR-220",
        "run": "15 minutes",
    },
    "C": {
        "file": "hrd-mm-640-rev-c.pdf",
        "from": "2023-12-01",
        "to": None,
        "recorded": "2023-11-20",
        "inlet_h": "55 °C",
        "screen": "every 14 days",
        "regrease": "1,000 h",
        "de_g": "20 g",
        "nde_g": "12 g",
        "vib_check": "2 months",
        "bearing_life": "20,000 h",
        "vib_alert": "6.3 mm/s",
        "vib_trip": "9.0 mm/s",
        "bt_alarm": "90 °C",
        "bt_trip": "100 °C",
        "ir_min": "10 megohm",
        "hub": "230 Nm",
        "cap": "49 Nm",
        "grease": "HRD-GR-260",
        "run": "15 minutes",
    },
}

HISTORY = [
    ("A", "2019-04-01", "First issue."),
    (
        "B",
        "2021-08-16",
        "Lubrication quantities, vibration and bearing temperature limits revised; inlet screen pressure code added; hub nut torque revised.",
    ),
    (
        "C",
        "2023-12-01",
        "Lubrication and bearing replacement intervals revised; grease changed; sensor deviation code added; remedy for bearing temperature alarm revised.",
    ),
]


def _fault_rows(rev):
    if rev == "C":
        f23 = "Do not add grease. Check that the relief port is clear and confirm the quantity last applied; over-greasing is the usual cause. If the alarm returns within 50 h, replace the bearing."
    else:
        f23 = "Regrease the affected bearing as in 5.1 and monitor. If the alarm returns within 50 h, replace the bearing."
    rows = [
        [
            "F11",
            "BMU supply undervoltage (below 18 V DC)",
            "Check the 24 V auxiliary supply and fuse F3 inside the BMU housing.",
        ],
        ["F12", "BMU internal fault", "Cycle BMU power. If the code persists, replace the BMU."],
        [
            "F21",
            "Vibration alert level exceeded",
            "Inspect impeller for debris, ice or missing balance weights; check motor mounting bolts.",
        ],
        [
            "F22",
            "Vibration trip level exceeded",
            "Do not restart. Inspect bearings and impeller; remove impeller as in 5.2 if damaged.",
        ],
        ["F23", "Bearing temperature alarm", f23],
        [
            "F24",
            "Bearing temperature trip",
            "Blower stopped by BMU. Allow to cool; replace the bearing before return to service.",
        ],
        [
            "F31",
            "Motor winding overtemperature",
            "Check inlet screen for blockage and check converter output current and frequency.",
        ],
        [
            "F35",
            "Cooling air inlet overtemperature",
            "Converter derating active. Look for exhaust recirculation into the blower inlet.",
        ],
        [
            "F42",
            "Speed feedback lost",
            "Check sensor air gap against Section 4; replace speed sensor if gap is correct.",
        ],
    ]
    if rev in ("B", "C"):
        rows.append(
            [
                "F47",
                "Inlet screen differential pressure high (above 400 Pa)",
                "Clean the inlet screen; check for leaves, snow or sanding dust packed on the mesh.",
            ]
        )
    if rev == "C":
        rows.append(
            [
                "F52",
                "Bearing sensor deviation: DE and NDE differ by more than 25 K at standstill",
                "Check PT100 wiring and connector X7; replace the sensor that reads out of line.",
            ]
        )
    return rows


def _regrease_steps(v, rev):
    steps = [
        "Isolate the auxiliary converter supply to the blower and apply the locomotive lock-out.",
        "Remove the dust caps from the DE and NDE grease nipples and unscrew both grease relief plugs.",
        f"Wipe the DE nipple clean and inject {v['de_g']} of grease {v['grease']} with a calibrated grease gun.",
        f"Inject {v['nde_g']} of the same grease into the NDE bearing.",
        f"Remove the lock-out and run the blower at rated speed for {v['run']} with the relief ports open, so that surplus grease can escape.",
    ]
    if rev == "C":
        steps.append(
            "Watch the BMU display: both bearing temperatures must settle below 80 °C within 60 minutes of the run. If they do not, see code F23."
        )
    steps.append(
        "Refit the relief plugs and dust caps and enter date, running hours and quantities in the maintenance log."
    )
    return steps


def build(rev):
    v = REVS[rev]
    history_rows = [[r, d, s] for r, d, s in HISTORY if r <= rev]
    supersedes = {"A": "None (first issue)", "B": "Rev A", "C": "Rev B"}[rev]
    pages = []

    # Page 1: cover
    pages.append(
        [
            (
                "cover",
                {
                    "company": "HARROWGATE RAIL DYNAMICS LTD",
                    "title": "TMB-640 Traction Motor Blower",
                    "subtitle": "Maintenance Manual",
                    "lines": [
                        f"Document {KEY}, Revision {rev}",
                        f"Effective from {v['from']}",
                        f"Supersedes: {supersedes}",
                        "Applies to TMB-640 and TMB-640H blowers on HX-series freight locomotives",
                    ],
                },
            ),
            ("h2", "Record of revisions"),
            (
                "table",
                {
                    "widths": [16, 28, 130],
                    "header": ["Rev", "Effective", "Summary of change"],
                    "rows": history_rows,
                    "size": 9,
                },
            ),
            (
                "small",
                "Printed copies are uncontrolled. Before starting work confirm that this is the revision in force for the date of the work. Harrowgate Rail Dynamics Ltd, Unit 4 Stanbridge Works, Coldharbour Lane, Halvergate. Technical helpline +44 1632 960418.",
            ),
        ]
    )

    # Page 2: contents and introduction
    pages.append(
        [
            ("h2", "Contents"),
            ("toc",),
            ("h1", "1 Introduction"),
            ("h2", "1.1 Scope"),
            (
                "p",
                "This manual covers scheduled maintenance, limits, fault codes and component replacement for the TMB-640 and TMB-640H traction motor blowers. Overhaul of the motor stator and rewinding are workshop tasks covered by the separate overhaul manual and are not described here.",
            ),
            ("h2", "1.2 Abbreviations"),
            (
                "table",
                {
                    "widths": [30, 144],
                    "header": ["Term", "Meaning"],
                    "rows": [
                        [
                            "BMU",
                            "Blower monitoring unit, mounted on the blower scroll, reporting to the locomotive control system",
                        ],
                        ["DE / NDE", "Drive end (impeller side) / non-drive end of the motor"],
                        ["PT100", "Platinum resistance temperature sensor in each bearing housing"],
                        ["h.run", "BMU running-hours counter, readable on the driver display"],
                    ],
                    "size": 9,
                },
            ),
            ("h2", "1.3 Safety"),
            (
                "warn",
                "WARNING",
                "Isolate the auxiliary converter supply before opening the inlet or terminal box. After isolation the impeller keeps turning for up to 90 s; wait until it has stopped.",
            ),
            (
                "p",
                "The TMB-640H is the high-ambient version for locomotives operating in desert service. It has a larger, 13-blade impeller and a higher-rated motor; where values differ the tables give both.",
            ),
        ]
    )

    # Page 3: technical data
    pages.append(
        [
            ("h1", "2 Technical data"),
            (
                "p",
                "Both versions are single-inlet centrifugal fans with a backward-curved impeller mounted directly on the shaft of a totally enclosed induction motor. Air is drawn through the roof inlet screen and delivered through a flexible duct into the traction motor frames.",
            ),
            (
                "table",
                {
                    "widths": [84, 45, 45],
                    "header": ["Parameter", "TMB-640", "TMB-640H"],
                    "rows": [
                        ["Rated airflow", "3.4 m³/s", "3.1 m³/s"],
                        ["Static pressure at rated airflow", "2.6 kPa", "2.9 kPa"],
                        ["Motor rated output", "22 kW", "26 kW"],
                        ["Supply", "3~ 400 V 50 Hz", "3~ 400 V 50 Hz"],
                        ["Rated current", "39.5 A", "46.0 A"],
                        ["Rated speed", "2,940 rpm", "2,955 rpm"],
                        ["Impeller diameter / blades", "560 mm / 11", "580 mm / 13"],
                        ["DE bearing / NDE bearing", "6314-C3 / 6312-C3", "6314-C3 / 6312-C3"],
                        ["Insulation class", "H", "H"],
                        ["Sound power level ¹", "98 dB(A)", "101 dB(A)"],
                        ["Max. cooling air inlet temperature ²", "45 °C", v["inlet_h"]],
                        ["Mass, complete ³", "312 kg", "338 kg"],
                    ],
                    "size": 9,
                },
            ),
            (
                "notes",
                [
                    "¹ Measured to ISO 3744 at rated speed, inlet ducted, outlet free.",
                    "² Above this temperature the BMU requests converter derating and reports code F35.",
                    "³ Mass excludes the inlet flexible bellows, which weigh 9 kg.",
                ],
            ),
            (
                "p",
                "The motor is rated for continuous duty S1. The BMU monitors speed, DE radial vibration, both bearing temperatures and the inlet air temperature, and passes fault codes to the locomotive control system (Section 6).",
            ),
        ]
    )

    # Page 4: maintenance intervals
    pages.append(
        [
            ("h1", "3 Maintenance intervals"),
            (
                "p",
                "Intervals are maximums. Where two limits are given, the task is due at whichever comes first. Record every task in the locomotive maintenance log.",
            ),
            (
                "table",
                {
                    "widths": [80, 52, 42],
                    "header": ["Task", "Interval", "Reference"],
                    "rows": [
                        ["Clean inlet screen ¹", v["screen"], "-"],
                        ["Regrease DE and NDE bearings", f"{v['regrease']} ²", "5.1"],
                        ["Vibration measurement, DE housing", f"every {v['vib_check']}", "Section 4"],
                        ["Insulation resistance test", "every 12 months", "Section 4"],
                        ["Inspect impeller and inlet cone gap", "every 24 months", "5.2, Section 4"],
                        ["Replace DE and NDE bearings", f"{v['bearing_life']} ² or 8 years", "-"],
                        ["Check speed sensor air gap", "every 24 months", "Section 4"],
                    ],
                    "size": 9,
                },
            ),
            (
                "notes",
                [
                    "¹ During leaf-fall (October to December) and on routes with heavy sanding, halve the inlet screen interval.",
                    "² Running hours as shown by the BMU counter h.run, not locomotive hours.",
                ],
            ),
            (
                "p",
                "Use only the grease listed in Section 7.2. Mixing greases of different thickener type can soften the grease and lead to bearing failure; if the grease type has changed, purge the bearing by running step 5 of procedure 5.1 twice.",
            ),
        ]
    )

    # Page 5: limits
    pages.append(
        [
            ("h1", "4 Limits and acceptance values"),
            (
                "table",
                {
                    "widths": [62, 52, 30, 30],
                    "header": ["Parameter", "Condition", "Minimum", "Maximum"],
                    "rows": [
                        ["DE radial vibration velocity", "alert (code F21)", "-", v["vib_alert"]],
                        ["DE radial vibration velocity", "trip (code F22)", "-", v["vib_trip"]],
                        ["Bearing temperature", "alarm (code F23)", "-", v["bt_alarm"]],
                        ["Bearing temperature", "trip (code F24)", "-", v["bt_trip"]],
                        ["Insulation resistance", "1,000 V DC, 1 min", v["ir_min"], "-"],
                        ["Polarisation index", "1,000 V DC", "2.0", "-"],
                        ["Impeller-to-cone radial gap", "cold, any point", "2.5 mm", "4.0 mm"],
                        ["Impeller axial overlap", "cold", "5.0 mm", "7.0 mm"],
                        ["Shaft runout at impeller seat", "dial gauge", "-", "0.05 mm"],
                        ["Speed sensor air gap", "to target wheel", "0.8 mm", "1.2 mm"],
                    ],
                    "size": 9,
                },
            ),
            (
                "p",
                "Vibration is measured as RMS velocity in the band 10 Hz to 1,000 Hz, radially at the DE bearing housing, with the blower at rated speed and the locomotive stationary. Take three readings one minute apart and use the highest.",
            ),
            (
                "p",
                "Measure insulation resistance with the motor cables disconnected at the terminal box and the PT100 leads shorted to earth. Correct readings to 40 °C winding temperature before comparing with the limit.",
            ),
        ]
    )

    # Page 6: procedures
    pages.append(
        [
            ("h1", "5 Procedures"),
            ("h2", "5.1 Regreasing the motor bearings"),
            ("steps", _regrease_steps(v, rev)),
            ("h2", "5.2 Removing and refitting the impeller"),
            (
                "steps",
                [
                    "Isolate and lock out as in 5.1 step 1, and wait until the impeller has stopped.",
                    "Release the inlet bellows clamp, remove the eight M8 screws holding the inlet cone and lift the cone away.",
                    "Insert locking pin HRD-T-114 through the impeller balance hole into the motor flange.",
                    "Remove the hub nut. The nut has a left-hand thread: turn it clockwise to undo it.",
                    "Fit puller HRD-T-120 to the three M12 holes in the hub and draw the impeller off the taper. Never heat the hub to free it.",
                    f"On refitting, clean the taper dry, apply thread locker HRD-TL-2 to the hub nut and tighten to {v['hub']}.",
                    "Check radial gap and axial overlap against Section 4 before refitting the inlet cone.",
                ],
            ),
            (
                "warn",
                "CAUTION",
                "Impellers of the TMB-640 and TMB-640H are not interchangeable. Fitting the wrong impeller overloads the motor.",
            ),
        ]
    )

    # Page 7: fault codes
    pages.append(
        [
            ("h1", "6 Fault codes"),
            (
                "p",
                "The BMU shows fault codes on the driver display with the prefix BLW. Codes ending in 2 or 4 stop the blower; the others are warnings and the blower keeps running.",
            ),
            (
                "table",
                {
                    "widths": [14, 60, 100],
                    "header": ["Code", "Meaning", "Remedy"],
                    "rows": _fault_rows(rev),
                    "size": 8.5,
                },
            ),
            (
                "small",
                "Stop codes are latched in the BMU and must be acknowledged from the driver display after the cause has been removed.",
            ),
        ]
    )

    # Page 8: torque and spares
    pages.append(
        [
            ("h1", "7 Torque values and spare parts"),
            ("h2", "7.1 Tightening torques"),
            (
                "table",
                {
                    "widths": [64, 34, 30, 46],
                    "header": ["Fastener", "Thread", "Torque", "Remarks"],
                    "rows": [
                        ["Impeller hub nut", "M36 x 2 LH", v["hub"], "thread locker HRD-TL-2"],
                        ["Motor mounting bolts", "M16", "195 Nm", "property class 8.8"],
                        ["Bearing cap screws", "M10", v["cap"], "cross pattern"],
                        ["Inlet cone screws", "M8", "22 Nm", "-"],
                        ["Speed sensor lock nut", "M18 x 1.5", "35 Nm", "-"],
                        ["Earth strap", "M12", "70 Nm", "clean contact faces"],
                        ["Terminal box cover", "M6", "8 Nm", "renew gasket"],
                    ],
                    "size": 9,
                },
            ),
            ("h2", "7.2 Spare parts"),
            (
                "table",
                {
                    "widths": [78, 44, 22, 30],
                    "header": ["Description", "Part number", "Qty", "Applies to"],
                    "rows": [
                        ["Bearing 6314-C3, DE", "HRD-1314-C3", "1", "both"],
                        ["Bearing 6312-C3, NDE", "HRD-1312-C3", "1", "both"],
                        ["Grease cartridge, 400 g", v["grease"], "-", "both"],
                        ["Inlet screen panel", "HRD-5520-04", "2", "both"],
                        ["Impeller, 11 blades", "HRD-6400-11", "1", "TMB-640"],
                        ["Impeller, 13 blades", "HRD-6400-13", "1", "TMB-640H"],
                        ["Blower monitoring unit", "HRD-7712-01", "1", "both"],
                        ["Speed sensor", "HRD-4410-02", "1", "both"],
                        ["PT100 bearing sensor", "HRD-4402-03", "2", "both"],
                        ["Hub nut M36 x 2 LH", "HRD-9036-L", "1", "both"],
                    ],
                    "size": 9,
                },
            ),
        ]
    )

    spec = {
        "title": "TMB-640 Traction Motor Blower - Maintenance Manual",
        "company": "Harrowgate Rail Dynamics Ltd",
        "header_left": "Harrowgate Rail Dynamics - TMB-640 Maintenance Manual",
        "header_right": f"{KEY} Rev {rev}",
        "footer_left": f"{KEY} Rev {rev} - effective {v['from']}",
        "pages": pages,
    }
    meta = {
        "document": KEY,
        "version": f"Rev {rev}",
        "effective_from": v["from"],
        "effective_to": v["to"],
        "recorded_at": f"{v['recorded']}T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    }
    return {"file": v["file"], "format": "pdf", "spec": spec, "meta": meta}


DOCUMENTS = [build(r) for r in ("A", "B", "C")]

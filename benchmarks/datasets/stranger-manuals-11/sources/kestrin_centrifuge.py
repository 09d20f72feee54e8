# ruff: noqa: E501
"""Kestrin Orvane R refrigerated benchtop centrifuge - service manual in three revisions (invented).

The three revisions share one document key and page layout; the values that change
between revisions are collected in REV_VALUES.
"""

KEY = "KSC-ORV-SM"

REV_VALUES = {
    "A": {
        "version": "Rev A",
        "effective_from": "2021-03-01",
        "effective_to": "2022-06-30",
        "recorded_at": "2021-02-22T00:00:00Z",
        "date_text": "1 March 2021",
        "r24_speed": "15,200 rpm",
        "r24_rcf": "21,440 x g",
        "temp_range": "-10 to +40 °C",
        "precool_r16": "9 min",
        "precool_r24": "12 min",
        "imbalance": "10 g",
        "ra24_cycles": "50,000",
        "lidlock_interval": "Every 12 months",
        "elsafety_interval": "Every 24 months",
        "rotor_nut": "3.5 Nm",
        "e22_time": "30 min",
        "has_e27": False,
        "history": [
            ["Rev A", "1 March 2021", "First issue."],
        ],
    },
    "B": {
        "version": "Rev B",
        "effective_from": "2022-07-01",
        "effective_to": "2023-12-14",
        "recorded_at": "2022-06-20T00:00:00Z",
        "date_text": "1 July 2022",
        "r24_speed": "15,200 rpm",
        "r24_rcf": "21,440 x g",
        "temp_range": "-20 to +40 °C",
        "precool_r16": "8 min",
        "precool_r24": "10 min",
        "imbalance": "6 g",
        "ra24_cycles": "40,000",
        "lidlock_interval": "Every 12 months",
        "elsafety_interval": "Every 12 months",
        "rotor_nut": "4.0 Nm",
        "e22_time": "30 min",
        "has_e27": True,
        "history": [
            ["Rev A", "1 March 2021", "First issue."],
            [
                "Rev B",
                "1 July 2022",
                "New refrigeration unit; imbalance tolerance, rotor life and rotor nut torque revised; fault E-27 added.",
            ],
        ],
    },
    "C": {
        "version": "Rev C",
        "effective_from": "2023-12-15",
        "effective_to": None,
        "recorded_at": "2023-12-08T00:00:00Z",
        "date_text": "15 December 2023",
        "r24_speed": "14,800 rpm",
        "r24_rcf": "20,330 x g",
        "temp_range": "-20 to +40 °C",
        "precool_r16": "8 min",
        "precool_r24": "10 min",
        "imbalance": "6 g",
        "ra24_cycles": "40,000",
        "lidlock_interval": "Every 6 months",
        "elsafety_interval": "Every 12 months",
        "rotor_nut": "4.0 Nm",
        "e22_time": "25 min",
        "has_e27": True,
        "history": [
            ["Rev A", "1 March 2021", "First issue."],
            [
                "Rev B",
                "1 July 2022",
                "New refrigeration unit; imbalance tolerance, rotor life and rotor nut torque revised; fault E-27 added.",
            ],
            [
                "Rev C",
                "15 December 2023",
                "R24 maximum speed derated; lid-lock inspection interval shortened; E-22 time limit revised.",
            ],
        ],
    },
}


def _pages(v):
    faults = [
        [
            "E-01",
            "Mains interrupted during a run",
            "Check supply; run resumes braking to stop. Confirm samples are intact before restarting.",
        ],
        [
            "E-05",
            "Chamber over-temperature (above 45 °C)",
            "Let the chamber cool with the lid open; check condenser fan and air vents.",
        ],
        [
            "E-11",
            "Imbalance detected",
            "Re-balance tubes by mass in opposing positions; check the rotor sits fully on the taper.",
        ],
        [
            "E-14",
            "Overspeed (more than 5 % above set speed)",
            "Do not restart. Replace the speed sensor board KS-4471 and run the overspeed test.",
        ],
        [
            "E-19",
            "Lid lock did not engage",
            "Clean the lock hooks; check the lid gas struts; test the lock actuator.",
        ],
        [
            "E-22",
            "Chamber did not reach set temperature within " + v["e22_time"],
            "Check condenser for dust; confirm ambient below 30 °C; check refrigerant pressure.",
        ],
    ]
    if v["has_e27"]:
        faults.append(
            [
                "E-27",
                "Lid lock sensors disagree (one reports locked, the other open)",
                "Check wiring to both sensors at connector X9; replace the sensor that does not change state.",
            ]
        )
    faults += [
        [
            "E-31",
            "Drive motor over-temperature",
            "Let the motor cool for 30 min; check that the motor fan runs.",
        ],
        [
            "E-40",
            "Rotor not identified",
            "Clean the rotor code magnets; use only Kestrin rotors; replace rotor ID sensor KS-4480.",
        ],
    ]
    return [
        {
            "id": "cover",
            "blocks": [
                ("space", 16),
                ("title", "Kestrin Orvane R Refrigerated Centrifuge"),
                ("subtitle", "Service Manual - Orvane R16 and Orvane R24"),
                ("space", 4),
                (
                    "p",
                    f"Document KSC-ORV-SM, {v['version']}, effective {v['date_text']}. For use by service engineers trained by Kestrin Scientific or its authorised distributors.",
                ),
                ("space", 4),
                ("h2", "Revision history"),
                (
                    "table",
                    {
                        "widths": [22, 36, 116],
                        "head": ["Revision", "Date", "Description"],
                        "rows": v["history"],
                    },
                ),
                ("space", 6),
                (
                    "note",
                    "WARNING",
                    "A rotor failure at speed releases very high energy. Never operate the centrifuge with the lid interlock defeated, and remove from service any rotor showing corrosion, cracks or exceeded cycle life.",
                ),
                (
                    "small",
                    "Kestrin Scientific GmbH, Wendelsteg 31, 70412 Talbruck. Service hotline +49 5555 1827 340.",
                ),
            ],
        },
        {
            "id": "contents",
            "blocks": [
                ("h1", "Contents"),
                (
                    "toc",
                    [
                        ("1", "Technical data", "techdata"),
                        ("2", "Rotors and adapters", "rotors"),
                        ("3", "Fault codes", "faults"),
                        ("4.1", "Rotor inspection", "procedures"),
                        ("4.2", "Imbalance detection test", "procedures"),
                        ("4.3", "Emergency lid release", "procedures"),
                        ("5", "Maintenance intervals", "maint"),
                        ("6", "Torque values and spare parts", "maint"),
                    ],
                ),
            ],
        },
        {
            "id": "techdata",
            "blocks": [
                ("h1", "1 Technical Data"),
                (
                    "table",
                    {
                        "widths": [74, 50, 50],
                        "head": ["Parameter", "Orvane R16", "Orvane R24"],
                        "rows": [
                            ["Maximum speed", "14,000 rpm", v["r24_speed"]],
                            ["Maximum RCF (1)", "16,430 x g", v["r24_rcf"]],
                            ["Maximum capacity", "16 x 2.0 ml", "24 x 2.0 ml"],
                            ["Temperature range", v["temp_range"], v["temp_range"]],
                            [
                                "Pre-cool time, 22 °C to 4 °C (2)",
                                v["precool_r16"],
                                v["precool_r24"],
                            ],
                            [
                                "Permissible imbalance, opposing positions",
                                v["imbalance"],
                                v["imbalance"],
                            ],
                            ["Acceleration to maximum speed", "14 s", "18 s"],
                            ["Braking from maximum speed", "16 s", "20 s"],
                            ["Supply", "230 V 50/60 Hz", "230 V 50/60 Hz"],
                            ["Power consumption", "1150 W", "1400 W"],
                            ["Refrigerant", "R449A, 210 g", "R449A, 240 g"],
                            ["Noise at maximum speed", "56 dB(A)", "58 dB(A)"],
                            ["Weight without rotor", "52 kg", "61 kg"],
                        ],
                        "notes": [
                            "(1) With the standard angle rotor: RA-16x2 (radius 7.5 cm) for R16, RA-24x2 (radius 8.3 cm) for R24.",
                            "(2) Empty standard rotor with lid closed, at 22 °C ambient, using the FAST COOL key.",
                        ],
                    },
                ),
                (
                    "p",
                    "The permissible imbalance is the largest difference in mass between tubes in opposing positions that the drive accepts without an E-11 stop. Balancing to within 0.1 g is still recommended for the longest drive life.",
                ),
            ],
        },
        {
            "id": "rotors",
            "blocks": [
                ("h1", "2 Rotors and Adapters"),
                (
                    "table",
                    {
                        "widths": [30, 46, 22, 34, 42],
                        "head": [
                            "Rotor",
                            "Description",
                            "Model",
                            "Maximum speed",
                            "Cycle life (3)",
                        ],
                        "rows": [
                            [
                                "RA-16x2",
                                "Angle rotor 16 x 2.0 ml",
                                "R16",
                                "14,000 rpm",
                                "60,000 cycles",
                            ],
                            [
                                "RA-24x2",
                                "Angle rotor 24 x 2.0 ml",
                                "R24",
                                v["r24_speed"],
                                v["ra24_cycles"] + " cycles",
                            ],
                            [
                                "RA-36x05",
                                "Angle rotor 36 x 0.5 ml",
                                "R24",
                                "13,500 rpm",
                                "30,000 cycles",
                            ],
                            [
                                "RP-8PCR",
                                "Rotor for 8 PCR strips",
                                "R16, R24",
                                "6,000 rpm",
                                "not limited (4)",
                            ],
                        ],
                        "notes": [
                            "(3) One cycle is one acceleration and deceleration, whatever the speed. The controller counts cycles for coded rotors and shows the count in the service menu.",
                            "(4) Inspect at every annual service; replace if cracked or if the lid seal no longer closes.",
                        ],
                    },
                ),
                (
                    "p",
                    "Aerosol-tight lids must be used closed and are rated for the maximum speed of their rotor. Autoclave rotors at 121 °C for no longer than 20 min, with the lid removed.",
                ),
            ],
        },
        {
            "id": "faults",
            "blocks": [
                ("h1", "3 Fault Codes"),
                (
                    "p",
                    "Fault codes appear on the display together with an audible alarm. Press STOP to silence the alarm. A code that returns after restart must be investigated before further use.",
                ),
                (
                    "table",
                    {
                        "widths": [16, 64, 94],
                        "head": ["Code", "Meaning", "Action"],
                        "rows": faults,
                    },
                ),
            ],
        },
        {
            "id": "procedures",
            "blocks": [
                ("h1", "4 Procedures"),
                ("h2", "4.1 Rotor inspection"),
                (
                    "steps",
                    [
                        "Remove the rotor by turning the central knob anticlockwise until the rotor lifts from the taper.",
                        "Clean rotor and chamber with a neutral detergent; dry the rotor upside down.",
                        "Inspect all tube bores under good light for corrosion pits, cracks and discolouration.",
                        "Read the cycle count in the service menu (code 0714) and compare with the cycle life in section 2.",
                        "Smear a thin film of taper grease KS-9002 on the drive taper.",
                        "Refit the rotor and tighten the central nut to the torque in section 6 with torque key KS-7710.",
                    ],
                ),
                ("h2", "4.2 Imbalance detection test"),
                (
                    "steps",
                    [
                        "Fit the standard rotor and load two opposing tubes filled with water to 1.5 g each.",
                        "Add a test mass to one tube so that the difference equals the permissible imbalance from section 1 plus 2 g.",
                        "Start a run at maximum speed. The run must stop with E-11 before 2,000 rpm.",
                        "Remove the test mass and confirm that a normal run to maximum speed completes.",
                    ],
                ),
                ("h2", "4.3 Emergency lid release"),
                (
                    "steps",
                    [
                        "Switch off at the mains switch and pull out the mains plug.",
                        "Wait at least 5 minutes until the rotor has stopped. Look through the lid window to confirm.",
                        "Insert the release key into the opening on the right-hand side and turn it a quarter turn.",
                        "Lift the lid and remove the samples.",
                    ],
                ),
                (
                    "note",
                    "WARNING",
                    "Never open the lid while the rotor is turning, and never slow the rotor by hand.",
                ),
            ],
        },
        {
            "id": "maint",
            "blocks": [
                ("h1", "5 Maintenance Intervals"),
                (
                    "table",
                    {
                        "widths": [84, 44, 46],
                        "head": ["Task", "Interval", "By"],
                        "rows": [
                            ["Clean chamber and rotor", "Weekly", "User"],
                            ["Grease drive taper", "Monthly", "User"],
                            ["Clean condenser fins", "Every 6 months", "User"],
                            [
                                "Inspect lid lock and gas struts",
                                v["lidlock_interval"],
                                "Service engineer",
                            ],
                            [
                                "Electrical safety test",
                                v["elsafety_interval"],
                                "Service engineer",
                            ],
                            [
                                "Check speed accuracy (+/- 20 rpm)",
                                "Every 12 months",
                                "Service engineer",
                            ],
                            [
                                "Check temperature accuracy (+/- 2 K)",
                                "Every 12 months",
                                "Service engineer",
                            ],
                        ],
                    },
                ),
                ("h1", "6 Torque Values and Spare Parts"),
                (
                    "table",
                    {
                        "widths": [100, 74],
                        "head": ["Fastener", "Torque"],
                        "rows": [
                            ["Rotor central nut", v["rotor_nut"]],
                            ["Motor mounting screws M6", "8 Nm"],
                            ["Lid hinge screws M5", "4.5 Nm"],
                        ],
                    },
                ),
                (
                    "table",
                    {
                        "widths": [30, 104, 40],
                        "head": ["Part no.", "Description", "Model"],
                        "rows": [
                            ["KS-4471", "Speed sensor board", "R16, R24"],
                            ["KS-4480", "Rotor ID sensor", "R16, R24"],
                            ["KS-5210", "Lid gas strut, 300 N", "R16"],
                            ["KS-5211", "Lid gas strut, 350 N", "R24"],
                            ["KS-5302", "Lid lock actuator", "R16, R24"],
                            ["KS-7710", "Torque key for rotor nut", "R16, R24"],
                            ["KS-9002", "Taper grease, 10 g tube", "R16, R24"],
                        ],
                    },
                ),
            ],
        },
    ]


def _doc(letter):
    v = REV_VALUES[letter]
    return {
        "file": f"kestrin-orvane-r-service-manual-rev{letter}.pdf",
        "format": "pdf",
        "key": KEY,
        "version": v["version"],
        "title": "Kestrin Orvane R Refrigerated Centrifuge - Service Manual",
        "company": "Kestrin Scientific GmbH",
        "header": "Kestrin Orvane R - Service Manual",
        "footer": "Kestrin Scientific GmbH - service use only",
        "pages": _pages(v),
        "meta": {
            "document": KEY,
            "version": v["version"],
            "effective_from": v["effective_from"],
            "effective_to": v["effective_to"],
            "recorded_at": v["recorded_at"],
            "applicability": {
                "product": "Kestrin Orvane R refrigerated centrifuge",
                "variants": ["R16", "R24"],
            },
        },
    }


DOCS = [_doc("A"), _doc("B"), _doc("C")]

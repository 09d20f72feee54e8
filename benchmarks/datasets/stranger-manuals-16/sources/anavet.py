# ruff: noqa: E501
"""Pellamy Veterinary Systems AnaVet anaesthesia workstations.

Service manual (PDF) and technical service bulletin TSB-AV-019 (DOCX).
Everything here is invented.
"""

PRODUCT = "AnaVet veterinary anaesthesia workstation"
MODELS = ["AV-210", "AV-310", "AV-360"]

SM_KEY = "PVS-AV-SM"
SM_DOC_NO = "PVS-SM-0087"
SM_TITLE = "AnaVet AV-210, AV-310 and AV-360 Anaesthesia Workstations"

TSB_KEY = "PVS-TSB-019"


def manual_pages():
    return [
        # page 1
        [
            ("title", SM_TITLE),
            ("subtitle", f"Service Manual - document {SM_DOC_NO}, Rev D"),
            (
                "p",
                "Pellamy Veterinary Systems Ltd, Unit 7 Caddon Works, Kelso Road, Melrose. Service hotline +44 1632 960 418 (08:00 to 18:00 on working days).",
            ),
            (
                "note",
                "For trained service engineers only. The workstation is a life-support device: after any repair that opens the gas path, carry out the leak test in 3.1 and the O2 sensor calibration in 3.2 before the unit is returned to clinical use.",
            ),
            ("h2", "Contents"),
            (
                "contents",
                [
                    ("1", "Technical data", "2"),
                    ("2", "Alarm codes", "3"),
                    ("2.1", "Alarm limits (factory defaults)", "4"),
                    ("3", "Service procedures", "5"),
                    ("4", "Maintenance schedule and torques", "7"),
                    ("5", "Spare parts", "8"),
                ],
            ),
            (
                "p",
                "Rev D supersedes Rev C. Changes in Rev D: AV-360 added to all tables; battery replacement interval changed; alarm A-140 added.",
            ),
        ],
        # page 2
        [
            ("h1", "1 Technical data"),
            (
                "table",
                {
                    "header": ["Parameter", "AV-210", "AV-310", "AV-360"],
                    "widths": [56, 39, 40, 39],
                    "size": 8,
                    "rows": [
                        ["Intended patients", "Cats, small dogs", "Dogs, sheep, goats", "Foals, pigs, large dogs"],
                        ["Patient weight range", "0.5 to 25 kg", "5 to 120 kg", "40 to 300 kg"],
                        ["O2 flowmeter range", "0.05 to 4 L/min", "0.1 to 10 L/min", "0.5 to 15 L/min"],
                        ["Air flowmeter range", "not fitted", "0.1 to 10 L/min", "0.5 to 15 L/min"],
                        ["Ventilator tidal volume", "10 to 400 mL", "50 to 1,500 mL", "300 to 3,000 mL"],
                        ["Respiratory rate", "6 to 80 bpm", "4 to 60 bpm", "4 to 40 bpm"],
                        ["Inspiratory pressure limit, max", "40 cmH2O", "60 cmH2O", "80 cmH2O"],
                        ["APL valve range", "0.5 to 30 cmH2O", "0.5 to 60 cmH2O", "1 to 70 cmH2O"],
                        ["O2 flush flow (1)", "25 L/min", "35 L/min", "60 L/min"],
                        ["Pipeline supply pressure", "280 to 600 kPa", "280 to 600 kPa", "280 to 600 kPa"],
                        ["Absorbent canister capacity", "0.7 kg", "1.4 kg", "2.8 kg"],
                        [
                            "Breathing system leak at 30 cmH2O (2)",
                            "below 50 mL/min",
                            "below 100 mL/min",
                            "below 150 mL/min",
                        ],
                        ["Battery backup time (3)", "60 min", "45 min", "30 min"],
                        ["Mains supply", "100-240 V, 150 VA", "100-240 V, 250 VA", "100-240 V, 400 VA"],
                        ["Mass without cylinders", "48 kg", "86 kg", "142 kg"],
                        ["Vaporiser positions", "1", "2", "2"],
                    ],
                    "footnotes": [
                        "(1) Measured at the common gas outlet with a pipeline pressure of 400 kPa.",
                        "(2) Measured with the absorber fitted and the ventilator in standby, as described in procedure 3.1.",
                        "(3) New battery at 20 °C, ventilator running at default settings (AV-210: 200 mL x 20 bpm; AV-310: 600 mL x 15 bpm; AV-360: 2,000 mL x 10 bpm).",
                    ],
                },
            ),
            (
                "p",
                "Electrical safety class I, type BF applied parts. Operating ambient temperature 10 to 35 °C; storage -20 to 50 °C.",
            ),
        ],
        # page 3
        [
            ("h1", "2 Alarm codes"),
            (
                "p",
                "Priority H (high) is shown in red with a continuous tone, M (medium) in yellow with three beeps every 15 s, and L (low) in cyan with a single beep. High-priority alarms can be silenced for 60 s only.",
            ),
            (
                "table",
                {
                    "header": ["Code", "Prio", "Meaning", "Remedy"],
                    "widths": [15, 11, 66, 82],
                    "rows": [
                        [
                            "A-101",
                            "H",
                            "O2 supply pressure low (below 200 kPa)",
                            "Check pipeline connection and cylinder contents; open the reserve cylinder.",
                        ],
                        [
                            "A-102",
                            "H",
                            "Apnoea: no breath within the apnoea delay",
                            "Check the patient and circuit; check the flow sensor connection.",
                        ],
                        [
                            "A-103",
                            "H",
                            "Airway pressure above the high limit",
                            "Check for a kinked tube, a closed APL valve or a blocked absorber.",
                        ],
                        [
                            "A-104",
                            "H",
                            "Sustained pressure above 15 cmH2O for 15 s",
                            "Open the APL valve; check the exhalation valve diaphragm.",
                        ],
                        [
                            "A-105",
                            "M",
                            "Airway pressure low or circuit disconnected",
                            "Check circuit connections, reservoir bag and absorber seal.",
                        ],
                        ["A-106", "M", "FiO2 below the low limit", "Check the O2 flow; calibrate the O2 sensor (3.2)."],
                        [
                            "A-107",
                            "L",
                            "O2 sensor not calibrated or expired",
                            "Calibrate the O2 sensor; replace it if calibration fails.",
                        ],
                        [
                            "A-110",
                            "M",
                            "Mains failure, running on battery",
                            "Restore mains; note the remaining battery time.",
                        ],
                        [
                            "A-111",
                            "H",
                            "Battery low, less than 10 min remaining",
                            "Connect mains at once and prepare for manual ventilation.",
                        ],
                        ["A-112", "L", "Battery capacity below 60 %", "Replace the battery pack (section 5)."],
                    ],
                },
            ),
        ],
        # page 4
        [
            ("h1", "2 Alarm codes (continued)"),
            (
                "table",
                {
                    "header": ["Code", "Prio", "Meaning", "Remedy"],
                    "widths": [15, 11, 66, 82],
                    "rows": [
                        [
                            "A-113",
                            "M",
                            "Bellows not reaching full excursion",
                            "Check the bellows for holes; carry out leak test 3.1.",
                        ],
                        [
                            "A-114",
                            "M",
                            "Drive gas pressure low",
                            "Check the drive gas selector and supply; inspect the drive gas regulator.",
                        ],
                        [
                            "A-120",
                            "H",
                            "Ventilator controller fault",
                            "Switch to manual ventilation and restart; replace the ventilator control board if it persists.",
                        ],
                        [
                            "A-121",
                            "M",
                            "Inspiratory and expiratory flow differ by more than 20 %",
                            "Clean or replace the flow sensors; check their orientation.",
                        ],
                        [
                            "A-125",
                            "L",
                            "Absorbent exhausted (inspired CO2 above 5 mmHg)",
                            "Replace the absorbent; check the dome valves.",
                        ],
                        [
                            "A-130",
                            "M",
                            "Vaporiser interlock not engaged (AV-310, AV-360)",
                            "Reseat the vaporiser; check the interlock rods.",
                        ],
                        [
                            "A-140",
                            "L",
                            "Internal temperature above 55 °C",
                            "Check the cooling fan and clean its filter.",
                        ],
                    ],
                },
            ),
            ("h2", "2.1 Alarm limits (factory defaults)"),
            (
                "table",
                {
                    "header": ["Alarm limit", "AV-210", "AV-310", "AV-360"],
                    "widths": [74, 33, 33, 34],
                    "rows": [
                        ["Airway pressure high", "30 cmH2O", "40 cmH2O", "50 cmH2O"],
                        ["Apnoea delay", "30 s", "30 s", "45 s"],
                        ["FiO2 low", "25 %", "25 %", "25 %"],
                        ["Minute volume low", "0.3 L/min", "1.0 L/min", "4.0 L/min"],
                        ["Minute volume high", "6 L/min", "18 L/min", "45 L/min"],
                    ],
                    "footnotes": [
                        "Limits can be changed by the user for each case. A factory reset in the service menu (access code 7731) restores the defaults above.",
                    ],
                },
            ),
        ],
        # page 5
        [
            ("h1", "3 Service procedures"),
            ("h2", "3.1 Low-pressure leak test (breathing system)"),
            (
                "steps",
                [
                    "Set all flowmeters to zero and the vaporiser to OFF.",
                    "Close the APL valve fully and occlude the patient Y-piece with test plug PV-1905.",
                    "Press the O2 flush button until the airway pressure gauge reads 30 cmH2O.",
                    "Adjust the O2 flowmeter until the pressure stays constant at 30 cmH2O; the flow set is the leak rate.",
                    "Compare the leak rate with the limit in section 1. If it is exceeded, check the absorber canister seal, the bellows housing O-ring and the hose connections one at a time.",
                    "Open the APL valve and confirm that the pressure falls below 2 cmH2O within 5 s.",
                    "Record the result in the service log.",
                ],
            ),
            ("h2", "3.2 O2 sensor calibration"),
            (
                "steps",
                [
                    "Remove the O2 sensor from the inspiratory valve dome and expose it to room air for 3 minutes.",
                    "Select Service > Sensors > O2 cal 21 % and confirm.",
                    "Refit the sensor, occlude the circuit and set the O2 flow to 5 L/min (AV-210: 2 L/min); wait 2 minutes.",
                    "Select O2 cal 100 %. The reading must settle between 97 % and 103 %.",
                    "If calibration fails twice, replace the O2 sensor.",
                ],
            ),
        ],
        # page 6
        [
            ("h2", "3.3 Vaporiser mount block replacement (AV-310 and AV-360)"),
            (
                "steps",
                [
                    "Remove the vaporisers and switch the workstation off.",
                    "Disconnect the pipeline hoses and close the cylinder valves.",
                    "Remove the rear cover (six M4 screws).",
                    "Undo the two M6 socket screws holding the mount block to the manifold.",
                    "Lift off the mount block and discard its two O-rings.",
                    "Fit the new block with new O-rings lightly greased with PTFE grease only.",
                    "Tighten the M6 screws to the torque given in 4.2.",
                    "Carry out the high-pressure and the low-pressure leak tests.",
                ],
            ),
            ("h2", "3.4 Absorber canister seal replacement"),
            (
                "steps",
                [
                    "Release the canister clamp lever and lower the canister.",
                    "Pull the old seal out of its groove with a plastic pick; metal tools damage the groove.",
                    "Clean the groove with water and dry it.",
                    "Press in the new seal, starting at the locating tab.",
                    "Raise the canister, close the clamp and carry out leak test 3.1.",
                ],
            ),
            (
                "note",
                "Never apply oil or hydrocarbon grease to any part that carries oxygen. Oil in contact with oxygen under pressure can ignite.",
            ),
        ],
        # page 7
        [
            ("h1", "4 Maintenance schedule and torques"),
            ("h2", "4.1 Maintenance schedule"),
            (
                "table",
                {
                    "header": ["Task", "Interval"],
                    "widths": [110, 64],
                    "rows": [
                        ["Leak test 3.1", "daily before the first case (user) and at every service"],
                        ["O2 sensor calibration 3.2", "monthly"],
                        ["Replace O2 sensor", "12 months, or when calibration fails"],
                        ["Replace absorber canister seal", "12 months"],
                        ["Replace exhalation valve diaphragm", "12 months"],
                        ["Replace bellows", "24 months"],
                        ["Replace flow sensors", "24 months"],
                        ["Replace battery pack", "30 months"],
                        ["Preventive maintenance visit", "12 months"],
                        ["Overhaul pipeline and cylinder regulators", "60 months"],
                    ],
                },
            ),
            ("h2", "4.2 Tightening torques"),
            (
                "table",
                {
                    "header": ["Joint", "Thread", "Torque"],
                    "widths": [104, 30, 40],
                    "rows": [
                        ["Vaporiser mount block to manifold", "M6", "6.5 Nm"],
                        ["Regulator body to manifold", "M5", "5.5 Nm"],
                        ["Bellows housing base screws", "M5", "4.0 Nm"],
                        ["Absorber canister hinge pin nut", "M8", "12 Nm"],
                        ["Pipeline inlet fitting", "-", "18 Nm"],
                        ["Castor bolts", "M12", "40 Nm"],
                        ["Cylinder yoke T-handle", "-", "hand-tight only"],
                    ],
                    "footnotes": [
                        "Do not use thread-locking compound on any joint that carries oxygen.",
                    ],
                },
            ),
        ],
        # page 8
        [
            ("h1", "5 Spare parts"),
            (
                "table",
                {
                    "header": ["Part no.", "Description", "Models"],
                    "widths": [26, 98, 50],
                    "rows": [
                        ["PV-1905", "Leak test plug, 22 mm", "all"],
                        ["PV-2260", "O2 sensor, galvanic", "all"],
                        ["PV-3318", "O-ring set for vaporiser mount block (2 pcs)", "AV-310, AV-360"],
                        ["PV-3402", "Absorber canister seal", "AV-210"],
                        ["PV-3403", "Absorber canister seal", "AV-310"],
                        ["PV-3405", "Absorber canister seal", "AV-360"],
                        ["PV-4470", "Battery pack 12 V 7 Ah", "AV-210, AV-310"],
                        ["PV-4475", "Battery pack 24 V 9 Ah", "AV-360"],
                        ["PV-5120", "Bellows, paediatric 0.5 L", "AV-210"],
                        ["PV-5130", "Bellows, adult 1.6 L", "AV-310"],
                        ["PV-5160", "Bellows, large animal 3.5 L", "AV-360"],
                        ["PV-5510", "Flow sensor pair", "all"],
                        ["PV-5620", "Exhalation valve diaphragm", "all"],
                        ["PV-6001", "Ventilator control board", "all"],
                    ],
                    "footnotes": [
                        "Seals and O-rings age in storage; keep no more than one year's stock.",
                    ],
                },
            ),
        ],
    ]


TSB_BLOCKS = [
    ("h1", "Technical Service Bulletin TSB-AV-019"),
    ("p", "Pellamy Veterinary Systems Ltd - Technical Service - issued 6 February 2023"),
    (
        "table",
        {
            "header": ["Item", "Details"],
            "rows": [
                ["Subject", "Bellows housing latch spring replacement"],
                ["Models affected", "AV-310 serial AV3102200 to AV3102649; AV-360 serial AV3600480 to AV3600615"],
                ["Models not affected", "AV-210 (all serials); AV-310 and AV-360 outside the ranges above"],
                ["Urgency", "Mandatory - complete within 90 days of this bulletin"],
                ["Time required", "0.75 h per workstation"],
                ["Parts", "Kit PV-5188 (2 latch springs, 2 retaining clips), free of charge"],
            ],
        },
    ),
    ("h2", "Problem"),
    (
        "p",
        "On workstations in the affected ranges, the springs that hold the bellows housing latch closed may lose tension after repeated autoclaving of the housing. A weak latch lets the housing lift slightly at peak inspiratory pressure. The resulting leak shows as alarm A-113 or as a leak test result above the limit in section 1 of the service manual.",
    ),
    ("h2", "Identification"),
    (
        "p",
        "The serial plate is on the rear panel above the pipeline inlets. Affected units also have a latch spring without a colour mark; the replacement springs are colour-coded yellow.",
    ),
    ("h2", "Action"),
    (
        "steps",
        [
            "Put the ventilator in standby and remove the bellows housing.",
            "Remove the two retaining clips with snap-ring pliers and take out the old springs.",
            "Fit the new yellow springs and new retaining clips from kit PV-5188.",
            "Refit the housing. The latch must need 25 to 35 N to open, measured with a spring balance at the latch tip.",
            "Carry out leak test 3.1 of the service manual.",
            "Return the completion card and write TSB-019 on the rear label.",
        ],
    ),
    ("h2", "Additional information"),
    (
        "p",
        "Do not autoclave the bellows housing above 121 °C. The earlier recommendation of 134 °C in the user guide is withdrawn. Units that have already had the springs replaced under a repair order need no further action if the latch opening force is within the range in step 4.",
    ),
    ("p", "Questions: Technical Service, +44 1632 960 422, quoting the bulletin number and the serial number."),
]


def documents():
    return [
        {
            "file": "pellamy-anavet-service-manual-revd.pdf",
            "format": "pdf",
            "head_left": f"Pellamy Veterinary Systems - {SM_TITLE}",
            "head_right": f"{SM_DOC_NO} Rev D",
            "foot_left": "Service Manual - Rev D, May 2022",
            "pages": manual_pages(),
            "meta": {
                "document": SM_KEY,
                "version": "Rev D",
                "effective_from": "2022-05-01",
                "effective_to": None,
                "recorded_at": "2022-04-22T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(MODELS)},
            },
        },
        {
            "file": "pellamy-tsb-av-019-latch-spring.docx",
            "format": "docx",
            "title": "TSB-AV-019 Bellows housing latch spring replacement",
            "blocks": TSB_BLOCKS,
            "meta": {
                "document": TSB_KEY,
                "version": "Issue 1",
                "effective_from": "2023-02-06",
                "effective_to": None,
                "recorded_at": "2023-02-06T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["AV-310", "AV-360"],
                    "serials": [[3102200, 3102649], [3600480, 3600615]],
                },
            },
        },
    ]

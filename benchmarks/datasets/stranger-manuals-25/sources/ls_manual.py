"""LabSafe LS-1200 / LS-1500 / LS-1800 ducted fume cupboards - Service Manual CVL-SM-LS-210 Issue 4.

Invented document.
"""

COMPANY = "Corvale Laboratory Systems Ltd."
TITLE = "LabSafe LS-1200 / LS-1500 / LS-1800 Ducted Fume Cupboards - Service Manual"
DOCNO = "CVL-SM-LS-210"
VERSION = "Issue 4"
PRODUCT = "LabSafe ducted fume cupboard"
VARIANTS = ["LS-1200", "LS-1500", "LS-1800"]
CREATED = (2021, 8, 9, 8, 30, 0)


def pages():
    p1 = [
        ("title", "LabSafe Ducted Fume Cupboards"),
        ("subtitle", "LS-1200, LS-1500 and LS-1800 - Service Manual"),
        (
            "p",
            "This manual is for service engineers who test, adjust and repair LabSafe ducted fume "
            "cupboards. The cupboards are connected to a building extract system; they have no fan "
            "of their own. An airflow monitor on the right-hand pillar shows the face velocity and "
            "gives the alarms described in Sections 3 and 7.",
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [22, 120, 22],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety rules", "2"],
                    ["2", "Technical data", "2"],
                    ["3", "Airflow monitor settings", "3"],
                    ["4", "Service intervals", "4"],
                    ["5", "Torque settings", "4"],
                    ["6", "Airflow test and calibration", "5"],
                    ["7", "Alarm codes", "6"],
                    ["8", "Sash cable replacement", "7"],
                    ["9", "Spare parts", "8"],
                    ["10", "Decommissioning", "8"],
                ],
            },
        ),
        ("h1", "Revision record"),
        (
            "table",
            {
                "w": [20, 28, 116],
                "head": ["Issue", "Date", "Change"],
                "rows": [
                    ["1", "2016-03-01", "First issue."],
                    ["2", "2017-11-20", "LS-1200 added."],
                    ["3", "2019-06-03", "New airflow monitor with thermal sensor; alarm codes F1 to F9."],
                    ["4", "2021-08-16", "Split sash for LS-1800; cable replacement procedure revised."],
                ],
            },
        ),
    ]
    p2 = [
        ("h1", "1 Safety rules"),
        (
            "bullets",
            [
                "Do not remove or disable the airflow monitor, and do not bridge its alarm relay, not "
                "even for a short time during commissioning.",
                "Do not use LabSafe cupboards for perchloric acid work. They have no wash-down system.",
                "Do not lubricate the sash guide rails. The sash runs dry on acetal slides.",
                "Do not raise the sash above the working height while work is in progress.",
                "Do not store chemicals or waste containers inside the cupboard.",
            ],
        ),
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "w": [64, 33, 33, 34],
                "head": ["Parameter", "LS-1200", "LS-1500", "LS-1800"],
                "rows": [
                    ["External width", "1200 mm", "1500 mm", "1800 mm"],
                    ["Internal working width", "1040 mm", "1340 mm", "1640 mm"],
                    ["Working sash height (sash stop)", "500 mm", "500 mm", "500 mm"],
                    ["Maximum sash opening (1)", "750 mm", "750 mm", "750 mm"],
                    ["Split sash panel width", "-", "-", "2 x 830 mm"],
                    ["Nominal face velocity", "0.5 m/s", "0.5 m/s", "0.5 m/s"],
                    ["Extract volume at working height", "940 m³/h", "1210 m³/h", "1480 m³/h"],
                    ["Duct spigot diameter", "250 mm", "250 mm", "315 mm"],
                    ["Pressure drop at nominal extract (2)", "60 Pa", "75 Pa", "95 Pa"],
                    ["Mass without base unit", "210 kg", "255 kg", "300 kg"],
                ],
            },
        ),
        ("small", "(1) Only with the sash stop released, for loading equipment with the extract running."),
        ("small", "(2) Static pressure measured at the duct spigot with clean baffles."),
    ]
    p3 = [
        ("h1", "3 Airflow monitor settings"),
        (
            "p",
            "The monitor measures air speed with a thermal sensor in the side-wall bypass and converts "
            "it to face velocity using the calibration described in Section 6.2.",
        ),
        (
            "table",
            {
                "w": [110, 54],
                "head": ["Setting", "Value"],
                "rows": [
                    ["Face velocity, nominal", "0.50 m/s"],
                    ["Low warning, amber lamp", "0.40 m/s"],
                    ["Low alarm, red lamp and buzzer", "0.30 m/s"],
                    ["High alarm (1)", "0.80 m/s"],
                    ["Alarm delay", "10 s"],
                    ["Buzzer mute time (2)", "5 min"],
                    ["Sash alarm", "above 520 mm for more than 30 s"],
                    ["Alarm relay contact rating", "1 A at 30 V DC"],
                ],
            },
        ),
        (
            "small",
            "(1) Too high a face velocity creates eddies at the sash edge, and these can carry fumes "
            "out towards the operator.",
        ),
        ("small", "(2) After the mute time the buzzer sounds again if the alarm condition is still present."),
        ("h2", "3.1 Sash balance"),
        (
            "p",
            "The sash is balanced by a counterweight on two stainless steel cables of 3 mm diameter. "
            "A correctly balanced sash stays at any height between 100 mm and 750 mm and does not "
            "drift more than 10 mm in one minute.",
        ),
    ]
    p4 = [
        ("h1", "4 Service intervals"),
        (
            "table",
            {
                "w": [110, 54],
                "head": ["Task", "Interval"],
                "rows": [
                    ["Face velocity test, 9-point grid (6.1)", "Every 6 months"],
                    ["Airflow monitor calibration check (6.2)", "Every 12 months"],
                    ["Sash cable inspection", "Every 6 months"],
                    ["Sash cable replacement (1)", "Every 5 years"],
                    ["Clean rear baffles", "Every 3 months"],
                    ["Check work surface sealant", "Annually"],
                    ["Tracer gas containment test (2)", "Every 3 years"],
                ],
            },
        ),
        ("small", "(1) Replace both cables at once if a broken wire is found at an inspection."),
        ("small", "(2) Also after the cupboard has been moved or the extract system has been altered."),
        ("h1", "5 Torque settings"),
        (
            "table",
            {
                "w": [110, 54],
                "head": ["Fastener", "Torque"],
                "rows": [
                    ["Sash cable clamp screws, M5", "4 N·m"],
                    ["Counterweight cable eye nuts, M8", "12 N·m"],
                    ["Duct spigot band clamp", "8 N·m"],
                    ["Airflow sensor housing screws, M4", "2 N·m"],
                    ["Work surface fixing bolts, M8", "15 N·m"],
                    ["Rear baffle fixing knobs", "hand-tight"],
                ],
            },
        ),
    ]
    p5 = [
        ("h1", "6 Airflow test and calibration"),
        ("h2", "6.1 Face velocity test"),
        (
            "steps",
            [
                "Remove all equipment from the cupboard and set the sash to the working height of 500 mm.",
                "Divide the sash opening into a grid of three rows and three columns and mark the centre "
                "of each field.",
                "Hold a calibrated vane anemometer at each point for at least 10 s and note the average reading.",
                "Calculate the mean of the nine readings.",
                "Accept the cupboard if the mean lies between 0.45 and 0.55 m/s and no single reading "
                "differs from the mean by more than 20 %.",
                "Compare the mean with the monitor display. If they differ by more than 0.05 m/s, carry out 6.2.",
            ],
        ),
        ("h2", "6.2 Airflow monitor calibration"),
        (
            "steps",
            [
                "Press SET and MUTE together for 5 s. The display shows CAL 1.",
                "With the sash at working height, enter the mean velocity from 6.1 with the arrow keys and press SET.",
                "Lower the sash to 250 mm and wait 60 s. The display shows CAL 2; press SET.",
                "Wait for the display to show CAL OK, then raise the sash and check that the reading "
                "returns to the measured value.",
            ],
        ),
        (
            "p",
            "If the display shows CAL ERR, the two calibration points were too close together. "
            "Check that the extract damper did not move during the calibration and repeat it.",
        ),
    ]
    p6 = [
        ("h1", "7 Alarm codes"),
        (
            "p",
            "The code is shown on the monitor display while the red lamp is lit. Codes F4, F5 and F6 "
            "also close the alarm relay to the building management system.",
        ),
        (
            "table",
            {
                "w": [16, 68, 80],
                "head": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "F1",
                        "Face velocity below the low alarm setting",
                        "Check that the building extract fan runs; check the damper and the rear baffles for blockage.",
                    ],
                    [
                        "F2",
                        "Face velocity above the high alarm setting",
                        "Check the damper position and the extract system setpoint.",
                    ],
                    ["F3", "Sash above the working height", "Lower the sash to 500 mm or below; check the sash stop."],
                    [
                        "F4",
                        "Airflow sensor fault, signal below 0.5 V",
                        "Check the sensor cable and plug; replace sensor 71-2050.",
                    ],
                    [
                        "F5",
                        "Sash position switch fault",
                        "Check the switch actuator on the sash; replace switch 71-2210.",
                    ],
                    ["F6", "Memory checksum error", "Load the defaults with parameter d-00 and recalibrate as in 6.2."],
                ],
            },
        ),
    ]
    p7 = [
        ("h1", "7 Alarm codes (continued)"),
        (
            "table",
            {
                "w": [16, 68, 80],
                "head": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "F7",
                        "Extract run signal missing",
                        "Check the volt-free contact from the building management system.",
                    ],
                    [
                        "F8",
                        "Supply voltage below 195 V",
                        "Check the supply to the monitor and the mains adapter 71-2105.",
                    ],
                    [
                        "F9",
                        "Mute key held for more than 60 s",
                        "Free the key; replace the display unit 71-2100 if the key is stuck.",
                    ],
                ],
            },
        ),
        ("h1", "8 Sash cable replacement"),
        (
            "steps",
            [
                "Lower the sash fully and fix it to the frame with two G-clamps.",
                "Remove the top front panel (six screws) to reach the pulleys.",
                "Support the counterweight on the hardwood block supplied with the cable set.",
                "Replace both cables as a pair, even if only one is damaged.",
                "Tighten the cable clamp screws and the eye nuts to the values in Section 5.",
                "Remove the block and the clamps, then check the sash balance as in 3.1.",
            ],
        ),
        (
            "p",
            "LS-1800 split sash: the two sliding panels run in their own frame and are not carried "
            "by the cables. Lift the panels out before step 1.",
        ),
    ]
    p8 = [
        ("h1", "9 Spare parts"),
        (
            "table",
            {
                "w": [24, 96, 44],
                "head": ["Part no.", "Description", "Model"],
                "rows": [
                    ["71-1030", "Sash glass, laminated 6.4 mm", "LS-1200"],
                    ["71-1031", "Sash glass, laminated 6.4 mm", "LS-1500"],
                    ["71-1032", "Sash glass, laminated 6.4 mm, split", "LS-1800"],
                    ["71-1100", "Sash cable set (2 cables, clamps)", "all"],
                    ["71-2050", "Airflow sensor, thermal", "all"],
                    ["71-2100", "Airflow monitor display unit", "all"],
                    ["71-2105", "Mains adapter 24 V DC", "all"],
                    ["71-2210", "Sash position switch", "all"],
                    ["71-3300", "Rear baffle set", "LS-1200, LS-1500"],
                    ["71-3301", "Rear baffle set", "LS-1800"],
                ],
            },
        ),
        ("h1", "10 Decommissioning"),
        (
            "p",
            "Before a cupboard is moved or scrapped it must be decontaminated by the user, and a "
            "signed clearance certificate must be handed to the service engineer. Do not dismantle "
            "ductwork without this certificate.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

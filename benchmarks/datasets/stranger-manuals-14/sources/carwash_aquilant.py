# ruff: noqa: E501
"""Aquilant AquaPort GW gantry car wash - installation and service manual (multi-model). All invented."""

from .common import meta

KEY = "AWT-GW-SM"
PRODUCT = "Aquilant AquaPort gantry car wash"
VARIANTS = ["GW-300", "GW-400", "GW-500 Duo"]
COMPANY = "Aquilant Washtechnik GmbH"
FILE = "aquilant-aquaport-gw-service-manual.pdf"

COVER = [
    (
        "cover",
        {
            "company": COMPANY,
            "title": "AquaPort Gantry Car Wash",
            "subtitle": "Installation and Service Manual - GW-300, GW-400 and GW-500 Duo",
            "lines": [
                ("Document number", KEY),
                ("Issue", "Issue 3"),
                ("Date of issue", "September 2022"),
                ("Applies to", "GW-300, GW-400, GW-500 Duo, software 5.x"),
            ],
            "notice": [
                "For authorised service partners only. The operator instructions (AWT-GW-OM) describe daily operation, programme selection and cleaning of the wash bay.",
                "Aquilant Washtechnik GmbH, Am Spuelfeld 12, 99998 Neuwerden. Service line +49 30 5550 3918.",
            ],
        },
    )
]

CONTENTS = [
    ("toc",),
    ("h3", "About this issue"),
    (
        "p",
        "Issue 3 covers machines with controller software 5.x. For machines with software 4.x, fault codes W140 to W160 are shown with the prefix 4 (for example 4140) and the dosing menu is located under SERVICE > CHEM instead of SETUP > DOSING.",
    ),
]

PAGE3 = [
    ("h1", "1 Technical data"),
    (
        "table",
        {
            "widths": [68, 35, 35, 36],
            "rows": [
                ["Item", "GW-300", "GW-400", "GW-500 Duo"],
                ["Max. vehicle height 1)", "2.40 m", "2.70 m", "3.00 m"],
                ["Max. vehicle width, mirror to mirror", "2.30 m", "2.50 m", "2.60 m"],
                ["Washing length, max.", "5.6 m", "6.0 m", "6.4 m"],
                ["Number of brushes", "3 (1 roof, 2 side)", "3 (1 roof, 2 side)", "5 (1 roof, 4 side)"],
                ["Brush motor power, each", "0.55 kW", "0.75 kW", "0.75 kW"],
                ["Dryer blowers", "2 x 4.0 kW", "3 x 4.0 kW", "3 x 5.5 kW"],
                ["High-pressure pump pressure 2)", "70 bar", "80 bar", "90 bar"],
                ["High-pressure pump flow", "28 L/min", "36 L/min", "42 L/min"],
                ["Fresh water per wash, programme Standard 3)", "140 L", "160 L", "190 L"],
                ["Gantry travel speed, washing", "0.18 m/s", "0.20 m/s", "0.22 m/s"],
                ["Gantry travel speed, drying", "0.10 m/s", "0.12 m/s", "0.12 m/s"],
                ["Total connected load", "16 kW", "22 kW", "34 kW"],
                ["Mains fuse", "3 x 35 A", "3 x 50 A", "3 x 63 A"],
                ["Rail gauge (centre to centre)", "3.42 m", "3.62 m", "3.82 m"],
                ["Gantry mass", "2 450 kg", "2 900 kg", "3 600 kg"],
            ],
            "notes": [
                "1) With standard roof brush. With the roof brush raised to the high position (option HR) add 0.20 m on GW-400 and GW-500 Duo; option HR is not available for GW-300.",
                "2) Measured at the pump outlet. Pressure at the nozzles is about 10 bar lower.",
                "3) Without water reclaim. With reclaim unit WR-2 the fresh water demand falls to about 60 L per wash on all models.",
                "Supply voltage for all models: 400 V 3N~ 50 Hz. Compressed air: 6 to 8 bar, dry and oil-free, 150 L/min.",
            ],
        },
    ),
    ("h2", "1.1 Site requirements"),
    (
        "p",
        "The rails must be level within 2 mm over their full length and parallel within 3 mm. The bay floor must fall towards the drain channel at 1.5 % to 2 %. Minimum clear ceiling height is the maximum vehicle height plus 0.9 m.",
    ),
]

PAGE4 = [
    ("h1", "2 Water and chemical supply"),
    ("h2", "2.1 Water quality"),
    (
        "table",
        {
            "widths": [70, 52, 52],
            "rows": [
                ["Parameter", "Wash water", "Spot-free final rinse"],
                ["Total hardness", "max. 8 °dH", "max. 0.5 °dH"],
                ["Conductivity", "max. 800 µS/cm", "max. 20 µS/cm"],
                ["Chloride", "max. 150 mg/L", "max. 5 mg/L"],
                ["Supply pressure at the inlet", "3 to 6 bar", "2 to 4 bar"],
                ["Water temperature", "5 to 30 °C", "5 to 30 °C"],
            ],
            "notes": [
                "Spot-free rinse water is normally produced by a reverse osmosis unit. If the conductivity of the rinse water rises above the limit, white spots remain on dark paint after drying.",
            ],
        },
    ),
    ("h2", "2.2 Chemical dosing"),
    (
        "p",
        "Chemicals are drawn from the canisters in the technical room by dosing pumps P21 to P25 and injected into the water line downstream of the solenoid valves. Concentrations are set under SETUP > DOSING as a percentage of the water flow. Factory settings:",
    ),
    (
        "table",
        {
            "widths": [50, 24, 40, 60],
            "rows": [
                ["Chemical", "Pump", "Factory setting", "Range"],
                ["Pre-wash (alkaline)", "P21", "1.5 %", "0.8 to 3.0 %"],
                ["Shampoo", "P22", "0.8 %", "0.4 to 1.5 %"],
                ["Wheel cleaner (acidic)", "P23", "2.0 %", "1.0 to 4.0 %"],
                ["Hot wax", "P24", "0.4 %", "0.2 to 0.8 %"],
                ["Drying aid", "P25", "0.3 %", "0.1 to 0.6 %"],
            ],
            "notes": [
                "Use only chemicals approved for brush washes with polyethylene foam brushes. Acidic wheel cleaner must never be mixed with the alkaline pre-wash in the same canister.",
            ],
        },
    ),
    ("h2", "2.3 Frost protection"),
    (
        "p",
        "When the bay temperature sensor B7 measures below +3 °C, the controller starts the frost programme: all water lines on the gantry are blown out with compressed air after each wash and the machine shows code W151. Below -15 °C the wash is blocked completely.",
    ),
]

PAGE5 = [
    ("h1", "3 Maintenance"),
    ("h2", "3.1 Maintenance schedule"),
    (
        "table",
        {
            "widths": [44, 130],
            "rows": [
                ["Interval", "Work"],
                [
                    "Daily",
                    "Clean photocells and vehicle position sensors; check canister levels; check brushes for foreign bodies.",
                ],
                [
                    "Weekly",
                    "Clean the water inlet strainer; check high-pressure nozzles for blockage; check dryer nozzle position.",
                ],
                [
                    "Every 5 000 washes",
                    "Check brush bristle length; check travel drive chain tension; grease rail wheel bearings (2 strokes each).",
                ],
                ["Every 20 000 washes", "Change high-pressure pump oil; replace pump valve seals."],
                [
                    "Annually",
                    "Electrical safety test; check RCD trip time; check all bolted connections on brush arms.",
                ],
            ],
            "notes": [
                "The wash counter is shown under INFO > COUNTERS. High-pressure pump oil: 0.9 L SAE 20W-50 on GW-300 and GW-400, 1.2 L on GW-500 Duo.",
            ],
        },
    ),
    ("h2", "3.2 Brush wear limits"),
    (
        "p",
        "New polyethylene foam bristles are 500 mm long on side brushes and 450 mm on the roof brush. Replace the bristle segments when side brush bristles are shorter than 420 mm or roof brush bristles are shorter than 380 mm. Worn brushes reduce cleaning on the lower sills and increase the current of the brush motor.",
    ),
    ("h2", "3.3 Replacing side brush segments"),
    (
        "ol",
        [
            "Drive the gantry to the service position (SERVICE > POSITION > BRUSH) and press the emergency stop.",
            "Swing the side brush to the outside position by hand and secure it with the locking pin.",
            "Remove the lower brush flange (six screws) and pull off the segment stack downwards.",
            "Clean the brush shaft and check the shaft seal for leaks.",
            "Slide on the new segments with the bristle directions alternating from segment to segment.",
            "Refit the lower flange and tighten the screws crosswise to the torque in 4.",
            "Remove the locking pin, release the emergency stop and run the brush test (SERVICE > TEST > BRUSH).",
            "Reset the brush counter under INFO > COUNTERS.",
        ],
    ),
]

PAGE6 = [
    ("h2", "3.4 Checking the high-pressure nozzles"),
    (
        "ol",
        [
            "Select SERVICE > TEST > HP; the high-pressure pump runs for 20 s with the gantry stationary.",
            "Check that each nozzle produces a flat, even fan without side jets.",
            "Read the pump pressure on gauge PI-3. It must be within 5 bar of the value in 1 for the model.",
            "Replace any nozzle with an uneven fan. Do not clean nozzles with wire or needles.",
            "If all nozzles are correct but the pressure is low, check the pump valves and the bypass valve.",
        ],
    ),
    ("h2", "3.5 Tensioning the travel drive chain"),
    (
        "p",
        "The travel drive chain on each side must sag 10 to 15 mm at the middle of the free span when pressed by hand. Adjust with the tensioner screw on the idler bracket and lock with the counter-nut. Lubricate the chain with spray chain grease after adjustment.",
    ),
    ("h1", "4 Tightening torques"),
    (
        "table",
        {
            "widths": [90, 24, 60],
            "rows": [
                ["Joint", "Thread", "Torque"],
                ["Brush flange screws (side and roof brushes)", "M8", "20 N·m"],
                ["Brush arm pivot bolt", "M16", "160 N·m"],
                ["Brush motor to gearbox flange", "M10", "40 N·m"],
                ["Rail wheel axle nut", "M24", "300 N·m"],
                ["Rail clamp bolts to foundation anchors", "M16", "120 N·m"],
                ["Dryer blower mounting", "M10", "35 N·m"],
                ["High-pressure nozzle in nozzle bar", "1/4 in BSP", "15 N·m"],
            ],
            "notes": [
                "Stainless steel screws: apply anti-seize paste; the values above already allow for it. Check rail clamp bolts again after the first 1 000 washes.",
            ],
        },
    ),
    ("h2", "4.1 Rail wheel bearings"),
    (
        "p",
        "The rail wheels run on sealed taper roller bearings that are re-greased every 5 000 washes. Bearing play is checked annually by lifting the gantry with the jacking points; axial play must not exceed 0.3 mm.",
    ),
]

PAGE7 = [
    ("h1", "5 Fault codes"),
    (
        "p",
        "Faults are shown on the operator display and stored in the log (INFO > LOG, last 200 events). Codes W1xx are machine faults. Codes marked STOP stop the wash and move the brushes to the parking position; the customer's vehicle may then be driven out.",
    ),
    (
        "table",
        {
            "widths": [16, 62, 96],
            "rows": [
                ["Code", "Meaning", "Remedy"],
                [
                    "W101",
                    "Emergency stop pressed (STOP)",
                    "Release the emergency stop, check the bay is clear, acknowledge on the display.",
                ],
                [
                    "W104",
                    "Vehicle position photocell blocked for more than 30 s",
                    "Clean photocell B1/B2 and the reflector. Check for dirt film or condensation.",
                ],
                [
                    "W108",
                    "Gantry travel blocked (STOP)",
                    "Check the rails for obstacles; check drive motor protection switch Q4.",
                ],
                [
                    "W110",
                    "Roof brush overcurrent",
                    "Check roof brush height sensor and bristle condition. Check for a roof box or aerial on the vehicle.",
                ],
                [
                    "W112",
                    "Side brush overcurrent",
                    "Check side brush tilt sensors; check brush segments for entangled objects.",
                ],
                ["W115", "Side brush tilt sensor fault", "Check sensor S15/S16 gap (3 mm) and cable."],
                [
                    "W120",
                    "High-pressure pump pressure low",
                    "Check inlet water pressure and strainer; check nozzles (3.4); check pump valves.",
                ],
                [
                    "W122",
                    "High-pressure pump running dry (no water)",
                    "Open the water supply; bleed the pump; check inlet solenoid valve Y1.",
                ],
                [
                    "W130",
                    "Chemical canister empty (level switch)",
                    "Replace canister; bleed the dosing pump via SERVICE > TEST > DOSING.",
                ],
            ],
        },
    ),
]

PAGE8 = [
    ("h2", "5.1 Fault codes (continued)"),
    (
        "table",
        {
            "widths": [16, 62, 96],
            "rows": [
                ["Code", "Meaning", "Remedy"],
                [
                    "W140",
                    "Travel encoder signal missing (STOP)",
                    "Check encoder on the travel drive motor and its plug; check encoder supply 24 V.",
                ],
                ["W145", "Dryer nozzle height sensor fault", "Check the ultrasonic sensor face for dirt; check cable."],
                [
                    "W151",
                    "Frost programme active",
                    "Information only. Washing continues with blow-out of the lines after each wash.",
                ],
                [
                    "W155",
                    "Compressed air pressure low (below 5 bar)",
                    "Check compressor and air dryer; check for leaks in the air hoses.",
                ],
                ["W160", "Entry or exit door not closed", "Check door limit switches; check the door drive."],
            ],
        },
    ),
    ("h1", "6 Spare parts"),
    (
        "table",
        {
            "widths": [62, 37, 37, 38],
            "size": 7.8,
            "rows": [
                ["Part", "GW-300", "GW-400", "GW-500 Duo"],
                ["Side brush segment set (PE foam)", "AQ-310-205", "AQ-310-205", "AQ-310-206"],
                ["Roof brush segment set", "AQ-311-180", "AQ-311-200", "AQ-311-200"],
                ["High-pressure nozzle 15°", "AQ-520-015", "AQ-520-015", "AQ-520-015"],
                ["High-pressure pump valve kit", "AQ-530-070", "AQ-530-080", "AQ-530-090"],
                ["Photocell B1/B2 with reflector", "AQ-610-001", "AQ-610-001", "AQ-610-001"],
                ["Travel encoder", "AQ-640-024", "AQ-640-024", "AQ-640-024"],
                ["Travel drive chain, per side", "AQ-710-342", "AQ-710-362", "AQ-710-382"],
                ["Dosing pump head", "AQ-820-010", "AQ-820-010", "AQ-820-010"],
            ],
            "notes": [
                "Order brush segments in complete sets per brush. Mixing new and worn segments on one brush leads to unbalance.",
            ],
        },
    ),
]


def documents():
    return [
        {
            "format": "pdf",
            "file": FILE,
            "key": KEY,
            "version": "Issue 3",
            "title": "AquaPort Gantry Car Wash - Installation and Service Manual",
            "running_title": "AquaPort GW - Installation and Service Manual",
            "company": COMPANY,
            "footer_note": "Issue 3, 2022-09",
            "pages": [COVER, CONTENTS, PAGE3, PAGE4, PAGE5, PAGE6, PAGE7, PAGE8],
            "meta": meta(KEY, "Issue 3", "2022-09-01", None, "2022-08-30", PRODUCT, VARIANTS),
        }
    ]

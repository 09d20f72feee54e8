"""PB-Series hydraulic press brake service manual, BMT-SM-0530 Rev 3 (PDF, 8 pages).

Invented content; multi-model tables for PB-60, PB-100 and PB-160.
"""

KEY = "BMT-SM-0530"
COMPANY = "Brenholt Machine Tools"
TITLE = "PB-Series Press Brake Service Manual"
VERSION = "Rev 3"
FILE = "BMT-SM-0530_Rev3.pdf"
META = {
    "document": KEY,
    "version": VERSION,
    "effective_from": "2022-04-01",
    "effective_to": None,
    "recorded_at": "2022-03-25T00:00:00Z",
    "applicability": {
        "product": "PB-Series hydraulic press brake",
        "variants": ["PB-60", "PB-100", "PB-160"],
    },
}

PAGES = [
    [
        ("title", "PB-Series Hydraulic Press Brakes"),
        ("subtitle", "Service Manual - Models PB-60, PB-100 and PB-160"),
        ("p", "Document BMT-SM-0530, Revision 3, issued 2022-03-18."),
        (
            "p",
            "For maintenance technicians trained on hydraulic press brakes. Operating instructions and "
            "CNC programming are described in the operator manual BMT-OM-0520.",
        ),
        ("h1", "Contents"),
        (
            "table",
            [130, 30],
            ["Section", "Page"],
            [
                ["1  Safety", "page 2"],
                ["2  Technical data", "page 3"],
                ["3  Maintenance schedule", "page 4"],
                ["4  Torque values", "page 5"],
                ["5  Service procedures", "page 5"],
                ["6  Alarm messages", "page 7"],
                ["7  Spare parts", "page 8"],
            ],
        ),
        ("h1", "Revision history"),
        (
            "table",
            [14, 26, 134],
            ["Rev", "Date", "Changes"],
            [
                ["1", "2019-05-06", "First issue."],
                ["2", "2020-10-01", "PB-160 added; alarm list extended."],
                ["3", "2022-03-18", "Light curtain test and return filter intervals revised."],
            ],
        ),
    ],
    [
        ("h1", "1  Safety"),
        (
            "p",
            "The press brake can exert its full force anywhere along the bending line. Treat every "
            "hydraulic or electrical fault as a possible cause of unexpected ram movement.",
        ),
        (
            "bullets",
            [
                "Do not reach between the tools unless the ram rests on the safety blocks BM-7702 and the "
                "main motor is locked out.",
                "Do not set the light curtain muting point more than 6 mm above the sheet surface.",
                "Do not start the main motor with the oil level below the MIN mark on the sight glass.",
                "Do not mix hydraulic oils of different brands or grades.",
                "Do not disconnect the linear encoders Y1 or Y2 while the control is switched on.",
                "Do not use tools whose rated load in kN/m is lower than the bending force per metre of the job.",
                "Do not weld on the machine frame or on the ram.",
            ],
        ),
        ("h2", "1.2  Stopping performance"),
        (
            "p",
            "The safety controller measures the stopping distance of the ram at every stroke. From full "
            "approach speed the stopping distance must not exceed 10 mm. If it does, the controller "
            "raises alarm E111 and blocks further strokes.",
        ),
        ("h2", "1.3  General description"),
        (
            "p",
            "Two hydraulic cylinders, Y1 and Y2, drive the ram. Each cylinder has its own proportional "
            "valve and linear encoder, so the control can keep the ram parallel to the bed. The "
            "backgauge has a CNC X axis and, on PB-100 and PB-160, an optional R axis.",
        ),
    ],
    [
        ("h1", "2  Technical data"),
        (
            "table",
            [71, 34, 34, 35],
            ["Parameter", "PB-60", "PB-100", "PB-160"],
            [
                ["Nominal force", "600 kN", "1000 kN", "1600 kN"],
                ["Bending length", "2050 mm", "3100 mm", "3100 mm"],
                ["Distance between side frames", "1700 mm", "2600 mm", "2600 mm"],
                ["Ram stroke", "200 mm", "250 mm", "250 mm"],
                ["Open height (daylight)", "420 mm", "470 mm", "470 mm"],
                ["Approach speed", "180 mm/s", "160 mm/s", "140 mm/s"],
                ["Working speed, max. (1)", "10 mm/s", "10 mm/s", "9 mm/s"],
                ["Return speed", "150 mm/s", "140 mm/s", "120 mm/s"],
                ["Max. working pressure", "280 bar", "290 bar", "300 bar"],
                ["Main relief valve setting (2)", "300 bar", "310 bar", "320 bar"],
                ["Oil tank volume", "110 L", "160 L", "220 L"],
                ["Main motor", "7.5 kW", "11 kW", "15 kW"],
                ["Backgauge X travel", "600 mm", "750 mm", "750 mm"],
                ["Backgauge R travel (3)", "-", "150 mm", "150 mm"],
                ["Hydraulic crowning range (4)", "-", "1.5 mm", "2.0 mm"],
                ["Machine weight", "5.2 t", "8.4 t", "11.6 t"],
            ],
        ),
        (
            "notes",
            [
                "(1) With the light curtain muted, the safety controller limits the speed to 10 mm/s on all models.",
                "(2) Factory setting, sealed. Check with a gauge at test point MP1; do not adjust without the "
                "pressure test kit BM-9901.",
                "(3) The R axis is an option on PB-100 and PB-160 and is not available on PB-60.",
                "(4) Hydraulic crowning is standard on PB-100 and PB-160 only.",
            ],
        ),
        ("p", "Hydraulic oil: HLP 46 (ISO VG 46) to DIN 51524-2. Maximum oil temperature in operation: 60 °C."),
    ],
    [
        ("h1", "3  Maintenance schedule"),
        (
            "table",
            [88, 52, 34],
            ["Task", "Interval", "Note"],
            [
                ["Check oil level", "Daily", "-"],
                ["Light curtain test with test rod", "Each shift", "(1), 5.4"],
                ["Clean tool clamping surfaces", "Weekly", "-"],
                ["Lubricate backgauge ball screws and guides", "250 h", "(2)"],
                ["Check ram gib clearance", "1000 h", "max. 0.1 mm"],
                ["Check backgauge belt tension", "1000 h", "5.3"],
                ["Replace return filter element", "500 h first, then 2000 h", "(3)"],
                ["Inspect cylinder rods for scoring", "2000 h", "-"],
                ["Replace hydraulic oil", "4000 h or 2 years", "5.1"],
                ["Stopping distance check with test tool", "12 months", "(4)"],
            ],
        ),
        (
            "notes",
            [
                "(1) Use the 14 mm test rod BM-7714 for the standard light curtain. Machines with the optional "
                "long-range light curtain need the 30 mm test rod BM-7730.",
                "(2) Use lithium grease NLGI 2. Do not grease the linear encoder scales.",
                "(3) Replace the element at once, regardless of hours, if the clogging indicator shows red "
                "with the oil at working temperature.",
                "(4) Performed by a person authorised for safety inspections. Record the results in the machine log.",
            ],
        ),
        ("h2", "3.2  Oil sampling"),
        (
            "p",
            "Take an oil sample from sampling valve SV3 every 2000 h. Change the oil early if the "
            "cleanliness is worse than ISO 4406 class 19/17/14 or the water content exceeds 500 ppm.",
        ),
    ],
    [
        ("h1", "4  Torque values"),
        (
            "table",
            [71, 34, 34, 35],
            ["Fastener", "PB-60", "PB-100", "PB-160"],
            [
                ["Cylinder flange bolts", "M16, 210 Nm", "M20, 410 Nm", "M24, 710 Nm"],
                ["Lower die holder bolts", "M12, 85 Nm", "M12, 85 Nm", "M16, 210 Nm"],
                ["Upper tool clamp screws", "35 Nm", "35 Nm", "35 Nm"],
                ["Backgauge beam bolts", "M10, 49 Nm", "M10, 49 Nm", "M10, 49 Nm"],
                ["Hydraulic block screws", "M8, 25 Nm", "M10, 49 Nm", "M10, 49 Nm"],
                ["Encoder scale bracket screws", "6 Nm", "6 Nm", "6 Nm"],
            ],
        ),
        (
            "notes",
            [
                "Bolts of property class 10.9, lightly oiled. Tighten cylinder flange bolts in a cross pattern "
                "in two stages (50%, then 100%).",
            ],
        ),
        ("h1", "5  Service procedures"),
        ("h2", "5.1  Changing the hydraulic oil"),
        (
            "steps",
            [
                "Run the machine for about 10 minutes so that the oil is at 30 to 40 °C; warm oil drains "
                "faster and carries more dirt out.",
                "Lower the ram onto the safety blocks BM-7702, stop the main motor and lock out the main switch.",
                "Drain the tank through drain valve DV1 into a suitable container.",
                "Remove the tank cover and wipe out any sludge with a lint-free cloth.",
                "Replace the return filter element and the breather filter.",
                "Fill with new HLP 46 oil through a 10 micron filter cart up to the middle of the sight glass.",
                "Start the motor in jog mode and cycle the ram 10 times over its full stroke to vent the cylinders.",
                "Top up to the MAX mark with the ram at top dead centre.",
            ],
        ),
    ],
    [
        ("h2", "5.2  Checking and calibrating ram parallelism"),
        (
            "steps",
            [
                "Move the ram to top dead centre and switch the control to service mode (code 2712).",
                "Place two gauge blocks of equal height on the bed, at 100 mm from each end of the bed.",
                "Lower the ram in slow mode until the upper tool touches both blocks.",
                "Read Y1 and Y2 on the service screen. The difference must not exceed 0.02 mm.",
                "If it does, enter the measured difference in parameter P-114 (Y2 offset) and repeat steps 3 and 4.",
                "Save the parameters and switch back to operating mode.",
            ],
        ),
        ("h2", "5.3  Checking the backgauge belt tension"),
        (
            "p",
            "Remove the rear cover of the backgauge beam. Press the belt in the middle of the free span "
            "with a spring gauge. The deflection must be 4 mm at 20 N. Adjust with the tensioner clamp "
            "screws and tighten them to 20 Nm.",
        ),
        ("h2", "5.4  Light curtain test"),
        (
            "steps",
            [
                "Select the light curtain test screen (menu 6.1).",
                "Pass the test rod slowly through the protected field at three positions: near the left end, "
                "in the centre and near the right end.",
                "At each position the field indicator must turn red and the ram must not move when the pedal "
                "is pressed.",
                "If any position fails, lock out the machine and report the fault. Do not continue working.",
            ],
        ),
    ],
    [
        ("h1", "6  Alarm messages"),
        (
            "p",
            "Alarms appear on the control screen as Exxx with a short text. All alarms listed here stop "
            "the ram. Acknowledge with the reset key after the cause has been removed.",
        ),
        (
            "code",
            "E101",
            "Emergency stop",
            "An emergency stop button or the rear guard switch is open.",
            "Release the button or close the rear guard, then press reset.",
        ),
        (
            "code",
            "E102",
            "Light curtain interrupted",
            "The light curtain was interrupted during a closing movement above the muting point.",
            "Remove the obstruction. If the alarm repeats with a clear field, clean the front screens and "
            "check the alignment.",
        ),
        (
            "code",
            "E103",
            "Parallelism warning",
            "The difference between Y1 and Y2 exceeds 0.3 mm during a stroke.",
            "Check the parallelism (Section 5.2). Check the proportional valve of the lagging cylinder.",
        ),
        (
            "code",
            "E104",
            "Parallelism fault",
            "The difference between Y1 and Y2 exceeds 1.0 mm. The ram stops and returns to top dead centre.",
            "Do not restart before the cause is found. Check the encoders and their scale brackets, then "
            "the proportional valves.",
        ),
        (
            "code",
            "E105",
            "Oil temperature high",
            "The oil temperature has reached 65 °C. The current stroke is completed, then the main motor stops.",
            "Check the oil cooler and the oil level. Let the oil cool below 55 °C before restarting.",
        ),
        (
            "code",
            "E106",
            "Return filter clogged",
            "The clogging indicator switch has been closed for more than 60 seconds with the oil above 30 °C.",
            "Replace the return filter element (see Section 7).",
        ),
        (
            "code",
            "E107",
            "Encoder signal lost",
            "The signal from linear encoder Y1 or Y2 is missing or implausible.",
            "Check the encoder cable and the connector at the side frame. Check the scale for dirt.",
        ),
        (
            "code",
            "E108",
            "Pressure not reached",
            "During bending, the system pressure has not reached the value calculated for the job within 2 seconds.",
            "1) Check the oil level and look for air leaks in the suction line (foam in the tank). "
            "(Continued on page 8.)",
        ),
    ],
    [
        (
            "cont",
            "E108",
            "Pressure not reached (continued)",
            "2) Check the main relief valve setting at test point MP1 (see Section 2). 3) Check the "
            "proportional valve coils: 10.5 ohm +/-10% at 20 °C. 4) If the pump is noisy, check the "
            "insert of the pump coupling for wear.",
        ),
        (
            "code",
            "E109",
            "Backgauge following error",
            "The X axis deviates from its target position by more than 0.5 mm while moving.",
            "Check the belt tension (Section 5.3) and the lubrication of the ball screw.",
        ),
        (
            "code",
            "E110",
            "Oil level low",
            "The float switch in the oil tank has opened.",
            "Top up with HLP 46 and look for leaks.",
        ),
        (
            "code",
            "E111",
            "Stopping distance exceeded",
            "The ram stopping distance measured by the safety controller was more than 10 mm.",
            "Lock out the machine. A safety inspection is required before further use.",
        ),
        ("h1", "7  Spare parts"),
        (
            "table",
            [68, 35, 35, 36],
            ["Description", "PB-60", "PB-100", "PB-160"],
            [
                ["Return filter element", "BM-3310", "BM-3310", "BM-3316"],
                ["Breather filter", "BM-3340", "BM-3340", "BM-3340"],
                ["Safety blocks, pair", "BM-7702", "BM-7702", "BM-7702"],
                ["Test rod 14 mm", "BM-7714", "BM-7714", "BM-7714"],
                ["Linear encoder Y1, Y2", "BM-5120", "BM-5120", "BM-5125"],
                ["Backgauge drive belt", "BM-6040", "BM-6055", "BM-6055"],
                ["Cylinder seal kit", "BM-2206", "BM-2210", "BM-2216"],
                ["Proportional valve coil", "BM-4418", "BM-4418", "BM-4418"],
                ["Hydraulic oil HLP 46, 20 L", "BM-9046", "BM-9046", "BM-9046"],
            ],
        ),
    ],
]

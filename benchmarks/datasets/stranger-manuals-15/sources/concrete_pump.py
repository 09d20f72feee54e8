# ruff: noqa: E501
"""Korvath KBP truck-mounted concrete pumps: service manual and one service bulletin (PDF).

All names, values, part numbers, serials and phone numbers are invented.
"""

PRODUCT = "Korvath KBP truck-mounted concrete pump"
MODELS = ["KBP 28-4", "KBP 36-4", "KBP 42-5", "KBP 47-5"]

MANUAL_KEY = "KOR-KBP-SM"
SB_KEY = "KOR-SB-2023-014"

HEADER = "Korvath Machinery - KBP Truck-Mounted Concrete Pumps - Service Manual"

manual_pages = [
    # page 1
    [
        ("title", "KBP Truck-Mounted Concrete Pumps"),
        ("subtitle", "KBP 28-4 / KBP 36-4 / KBP 42-5 / KBP 47-5"),
        ("subtitle", "Service Manual - Boom, Pumping Unit and Hydraulics"),
        ("space", 6),
        (
            "table",
            {
                "header": ["Document", "Revision", "Valid from"],
                "rows": [[MANUAL_KEY, "Rev D", "2022-02-01"]],
                "widths": [2, 1, 1.5],
            },
        ),
        ("space", 4),
        (
            "p",
            "This manual describes inspection, adjustment and repair of the placing boom, the twin-cylinder pumping unit with S-transfer tube, and the hydraulic system. Work on the truck chassis, engine and power take-off is covered by the chassis manufacturer's documentation.",
        ),
        (
            "p",
            "Only persons who have completed the Korvath service course level 2 may carry out the procedures in chapters 5 and 6. Boom structural repairs (welding) are reserved for the Korvath factory service.",
        ),
        (
            "p",
            "Korvath Machinery Service, 24-hour breakdown line +44 1632 960 733. Spare parts orders: parts desk +44 1632 960 734.",
        ),
    ],
    # page 2
    [
        ("h1", "Contents"),
        (
            "table",
            {
                "header": ["Chapter", "Title", "Page"],
                "rows": [
                    ["1", "Safety rules for boom and pump service", "3"],
                    ["2", "Technical data", "4"],
                    ["3", "Pumping unit: hydraulic settings", "5"],
                    ["4", "Maintenance intervals", "6"],
                    ["5", "Service procedures", "7"],
                    ["6", "Torque values", "8"],
                    ["7", "Alarm codes", "9"],
                    ["8", "Spare parts", "10"],
                ],
                "widths": [1, 5, 1],
            },
        ),
        ("h2", "How to use this manual"),
        (
            "p",
            "Values that differ between models are given in columns. Where a value applies to a group of models, the group is named in the column heading, for example 'KBP 28-4 / 36-4'. Footnotes are numbered in brackets and printed directly under the table they belong to.",
        ),
        (
            "p",
            "Operating hours refer to the pump hour meter (pumping hours), not to the engine hour meter of the chassis. Volumes in m³ refer to the pumped concrete volume recorded by the stroke counter.",
        ),
    ],
    # page 3
    [
        ("h1", "1 Safety rules for boom and pump service"),
        (
            "bullets",
            [
                "Never stand or work under a boom that is not folded and resting on its support.",
                "The boom must not be unfolded at wind speeds above 60 km/h (3-second gust). Fold the boom if gusts exceed this value during work.",
                "Never reach into the hopper, the water box or the S-tube housing while the engine is running or while the changeover accumulator is charged.",
                "Never open a delivery line that is under pressure. Relieve the pressure first by pumping in reverse for two to three strokes.",
                "Blockages must not be cleared by striking the pipeline with a hammer while the line is under pressure; the pipe may burst.",
                "Keep at least 5 m between any part of the boom and overhead power lines up to 30 kV.",
            ],
        ),
        ("h2", "1.1 Lock-out before service"),
        (
            "steps",
            [
                "Fold the boom onto its support and retract the outriggers, or leave the outriggers fully supported if the boom must stay unfolded for the work.",
                "Stop the engine and remove the ignition key.",
                "Open accumulator drain valve V7 and wait until the accumulator gauge reads 0 bar.",
                "Hang the 'Do not operate' tag on the main control panel and on the radio remote box.",
            ],
        ),
        (
            "p",
            "The radio remote transmitter must be switched off and kept by the person doing the work, so that nobody else can start the boom or the pump.",
        ),
    ],
    # page 4
    [
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "header": ["Parameter", "KBP 28-4", "KBP 36-4", "KBP 42-5", "KBP 47-5"],
                "rows": [
                    ["Vertical reach (1)", "27.6 m", "35.7 m", "41.8 m", "46.9 m"],
                    ["Horizontal reach (1)", "23.8 m", "31.6 m", "37.5 m", "42.6 m"],
                    ["Unfolding height", "6.9 m", "7.8 m", "8.4 m", "9.6 m"],
                    ["Boom sections", "4", "4", "5", "5"],
                    ["Slewing angle", "370°", "370°", "365°", "365°"],
                    ["Delivery line", "DN 125", "DN 125", "DN 125", "DN 125"],
                    ["End hose length", "3 m", "4 m", "4 m", "4 m"],
                    ["Max. output, rod side (2)", "140 m³/h", "160 m³/h", "160 m³/h", "180 m³/h"],
                    ["Max. output, piston side (2)", "95 m³/h", "110 m³/h", "110 m³/h", "125 m³/h"],
                    ["Max. concrete pressure, rod side", "72 bar", "72 bar", "75 bar", "70 bar"],
                    ["Max. concrete pressure, piston side", "108 bar", "108 bar", "112 bar", "104 bar"],
                    [
                        "Delivery cylinder bore x stroke",
                        "230 x 2100 mm",
                        "230 x 2100 mm",
                        "250 x 2100 mm",
                        "260 x 2300 mm",
                    ],
                    ["Hopper capacity", "550 l", "600 l", "600 l", "650 l"],
                    ["Outrigger spread, front", "5.4 m", "6.9 m", "8.1 m", "8.6 m"],
                    ["Outrigger spread, rear", "5.6 m", "7.2 m", "8.3 m", "9.9 m"],
                    ["Hydraulic oil tank", "450 l", "500 l", "550 l", "600 l"],
                    ["Min. carrier gross weight (3)", "26 t", "32 t", "32 t", "41 t"],
                ],
                "widths": [2.8, 1.4, 1.4, 1.4, 1.4],
                "font_size": 8.5,
            },
        ),
        ("foot", "(1) Measured with the boom fully extended; the end hose is not included."),
        (
            "foot",
            "(2) Theoretical values. The output actually reached depends on the concrete mix, the slump and the filling ratio of the delivery cylinders.",
        ),
        (
            "foot",
            "(3) Chassis-dependent. Observe the axle load limits of the carrier vehicle in addition to this minimum.",
        ),
        (
            "p",
            "Rod side and piston side describe which side of the hydraulic drive cylinders receives pressure oil. Switching to piston side gives a higher concrete pressure at a lower output; the changeover is made with the selector valve on the pumping unit and must only be done with the pump stopped.",
        ),
    ],
    # page 5
    [
        ("h1", "3 Pumping unit: hydraulic settings"),
        (
            "table",
            {
                "header": ["Setting", "KBP 28-4 / 36-4", "KBP 42-5 / 47-5", "Test point"],
                "rows": [
                    ["Pumping circuit max. pressure", "350 bar", "360 bar", "M1"],
                    ["Boom circuit pressure relief", "280 bar", "300 bar", "M4"],
                    ["Agitator circuit", "150 bar", "150 bar", "M6"],
                    ["Water pump circuit", "20 bar", "20 bar", "M8"],
                    ["Accumulator nitrogen precharge at 20 °C", "110 bar", "120 bar", "V7 block"],
                    ["Changeover accumulator volume", "10 l", "10 l", "-"],
                ],
                "widths": [3.2, 1.8, 1.8, 1.2],
            },
        ),
        (
            "foot",
            "Measure pressures with the oil at operating temperature (50 to 60 °C) and the engine at pumping speed. Gauges must be accurate to class 1.0 or better.",
        ),
        ("h2", "3.1 Hydraulic oil and filtration"),
        (
            "p",
            "Use hydraulic oil ISO VG 46 HV. The return filter has a 10 µm element with a clogging indicator; the pressure filter in the pumping circuit has a 6 µm element. Pumping stops automatically when the oil temperature exceeds 80 °C (alarm A-121); boom movements remain possible so that the boom can be folded.",
        ),
        ("h2", "3.2 Stroke changeover"),
        (
            "p",
            "At the end of each stroke a proximity switch (B21 or B22) on the drive cylinder signals the control. The control then reverses the drive cylinders and, at the same moment, the accumulator swings the S-transfer tube to the other delivery cylinder. The accumulator provides the high flow needed for a changeover time of about 0.2 s; the main pump alone could not move the S-tube that quickly against the concrete in the hopper.",
        ),
    ],
    # page 6
    [
        ("h1", "4 Maintenance intervals"),
        (
            "table",
            {
                "header": ["Task", "Interval", "Remarks"],
                "rows": [
                    ["Grease S-tube bearings and agitator bearings", "daily, before work", "via central lubrication"],
                    ["Check water box level and condition", "every shift", "cloudy water: check pistons"],
                    ["Grease boom pivot pins and slewing ring", "every 40 h or weekly", "whichever comes first"],
                    ["Check gap between wear ring and wear plate", "every 5,000 m³", "adjust if gap exceeds 1.5 mm"],
                    ["Measure delivery line wall thickness", "every 10,000 m³", "replace DN 125 pipe below 2.5 mm"],
                    ["Check accumulator precharge", "every 250 h", "see 5.2"],
                    ["Replace return filter element", "every 500 h", "first change after 50 h"],
                    ["Change hydraulic oil", "every 1,500 h or 2 years", "take an oil sample first"],
                    ["Replace delivery piston seals", "according to condition", "no fixed interval"],
                    ["Boom structural inspection", "annually", "by a qualified inspector"],
                ],
                "widths": [3.2, 2, 2.6],
            },
        ),
        (
            "p",
            "Intervals counted in m³ are taken from the stroke counter on the control display (menu 'Statistics'). Where both an hour value and a calendar value are given, the one reached first applies.",
        ),
        (
            "p",
            "After the annual boom inspection the inspector signs the boom log book. Cracks in welded seams, bulges in the boom box sections or play in pivot pins above 1 mm must be reported to Korvath before the machine is used again.",
        ),
    ],
    # page 7
    [
        ("h1", "5 Service procedures"),
        ("h2", "5.1 Checking and adjusting the wear ring gap"),
        (
            "steps",
            [
                "Pump the hopper empty and wash it out. Carry out the lock-out in 1.1, including draining the accumulator to 0 bar.",
                "Open the hopper grille and secure it with the retaining pin.",
                "Measure the gap between wear ring and wear plate at four points around the ring with a feeler gauge.",
                "If the gap exceeds 1.5 mm at any point, loosen the lock nut of the adjusting sleeve on the S-tube shaft.",
                "Turn the adjusting sleeve in steps of a quarter turn until the gap is 0.2 to 0.5 mm all round.",
                "Tighten the lock nut to the torque in chapter 6 and check that the S-tube swings freely by hand-operating the changeover valve.",
                "Close the grille, refill the accumulator by starting the engine and carry out a test run with water.",
            ],
        ),
        (
            "note",
            "Replace the wear ring when its thickness has dropped below 18 mm (new: 25 mm), and always replace the wear plate together with the ring.",
        ),
        ("h2", "5.2 Checking the accumulator precharge"),
        (
            "steps",
            [
                "Stop the engine and open valve V7 until the gauge reads 0 bar.",
                "Remove the protective cap and fit the charging and testing device with a 0-250 bar gauge.",
                "Read the nitrogen precharge. The table value in chapter 3 applies at 20 °C; add 0.4 bar for every kelvin above 20 °C.",
                "Top up with dry nitrogen only. Oxygen or compressed air must never be used.",
                "Remove the device, refit the cap and close V7.",
            ],
        ),
    ],
    # page 8
    [
        ("h1", "6 Torque values"),
        (
            "table",
            {
                "header": ["Joint", "Thread / grade", "Torque"],
                "rows": [
                    ["Slewing ring to turret, KBP 28-4 / 36-4 (1)", "M24, 10.9", "950 Nm"],
                    ["Slewing ring to turret, KBP 42-5 / 47-5 (1)", "M27, 10.9", "1400 Nm"],
                    ["Boom pin retaining plate", "M16, 8.8", "210 Nm"],
                    ["Delivery cylinder flange", "M20, 10.9", "560 Nm"],
                    ["S-tube adjusting sleeve lock nut", "M64 x 3", "600 Nm"],
                    ["Outrigger leg pin bolts", "M20, 8.8", "410 Nm"],
                    ["Agitator bearing flange", "M12, 8.8", "86 Nm"],
                    ["Hydraulic pump to PTO flange", "M16, 10.9", "300 Nm"],
                ],
                "widths": [3.8, 1.6, 1.2],
            },
        ),
        (
            "foot",
            "(1) Slewing ring bolts must be replaced after they have been loosened twice. Re-tighten all slewing ring bolts after the first 100 h of a new or repaired machine.",
        ),
        (
            "foot",
            "All values apply to lightly oiled threads (friction coefficient 0.12). Tighten in a cross pattern in at least two passes.",
        ),
        ("h2", "6.1 Pipeline couplings"),
        (
            "p",
            "Delivery line couplings are quick-release clamp couplings. They are closed by hand and secured with the safety pin; they have no torque value. Check the seal ring each time a coupling is opened.",
        ),
    ],
    # page 9
    [
        ("h1", "7 Alarm codes"),
        (
            "p",
            "Alarm codes are shown on the main control display and on the radio remote. Pumping stops on every alarm; boom movements are locked only where the table says so.",
        ),
        (
            "table",
            {
                "header": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "A-101",
                        "Emergency stop actuated (pump or remote)",
                        "Release all emergency stops and reset at the control panel.",
                    ],
                    [
                        "A-104",
                        "Radio remote signal lost",
                        "Check transmitter battery, move into line of sight or use the cable remote.",
                    ],
                    [
                        "A-108",
                        "Outrigger not fully extended or not supported",
                        "Extend and support outriggers; check sensors B61 to B64. Boom locked.",
                    ],
                    [
                        "A-112",
                        "Stability limit reached",
                        "Move the boom back towards the vehicle. Boom movements outwards locked.",
                    ],
                    [
                        "A-115",
                        "Changeover pressure not reached",
                        "Check accumulator precharge; check proximity switches B21/B22.",
                    ],
                    [
                        "A-121",
                        "Hydraulic oil temperature above 80 °C",
                        "Reduce output, clean the oil cooler fins, check the cooler fan.",
                    ],
                    ["A-123", "Return filter clogged", "Replace the return filter element."],
                    [
                        "A-130",
                        "Water box level low",
                        "Refill the water box; cement slurry in the water means worn piston seals.",
                    ],
                    ["A-133", "Central lubrication fault", "Refill the grease reservoir; check the pump element."],
                    ["A-140", "Engine speed signal missing", "Check PTO speed sensor B5 and its cable."],
                    [
                        "A-145",
                        "Boom angle sensor implausible",
                        "Compare both angle sensors; recalibrate in the service menu.",
                    ],
                ],
                "widths": [0.9, 2.8, 3.6],
                "font_size": 8.5,
            },
        ),
    ],
    # page 10
    [
        ("h1", "8 Spare parts"),
        (
            "table",
            {
                "header": ["Part no.", "Description", "Models"],
                "rows": [
                    ["KR-30-2250", "Wear ring, hard-faced, for 230 mm cylinders", "KBP 28-4, 36-4"],
                    ["KR-30-2260", "Wear ring, hard-faced, for 250/260 mm cylinders", "KBP 42-5, 47-5"],
                    ["KR-30-2310", "Wear plate", "all"],
                    ["KR-31-0120", "Delivery piston, 230 mm", "KBP 28-4, 36-4"],
                    ["KR-31-0125", "Delivery piston, 250 mm", "KBP 42-5"],
                    ["KR-31-0126", "Delivery piston, 260 mm", "KBP 47-5"],
                    ["KR-44-0017", "Return filter element 10 µm", "all"],
                    ["KR-44-0021", "Pressure filter element 6 µm", "all"],
                    ["KR-52-0300", "Changeover accumulator 10 l, complete", "all"],
                    ["KR-60-1005", "Proximity switch B21/B22", "all"],
                    ["KR-71-0430", "End hose DN 125, 3 m", "KBP 28-4"],
                    ["KR-71-0440", "End hose DN 125, 4 m", "KBP 36-4, 42-5, 47-5"],
                    ["KR-80-0002", "Battery pack for radio transmitter", "all"],
                ],
                "widths": [1.5, 3.8, 1.8],
            },
        ),
        (
            "p",
            "Wear parts for the pumping unit are also available as kits; ask the parts desk for the current kit contents for your serial number.",
        ),
    ],
]

sb_pages = [
    [
        ("title", "Service Bulletin SB-2023-014"),
        ("subtitle", "Changeover accumulator precharge and pressure switch"),
        ("space", 4),
        (
            "table",
            {
                "header": ["Bulletin", "Issue", "Date", "Category"],
                "rows": [[SB_KEY, "Issue 1", "2023-05-15", "Mandatory"]],
                "widths": [2, 1, 1.3, 1.3],
            },
        ),
        ("h2", "Affected machines"),
        (
            "table",
            {
                "header": ["Model", "Serial from", "Serial to"],
                "rows": [
                    ["KBP 36-4", "KP3604100", "KP3604899"],
                    ["KBP 42-5", "KP4205001", "KP4205350"],
                ],
                "widths": [2, 2, 2],
            },
        ),
        (
            "p",
            "Not affected: KBP 28-4 and KBP 47-5 of any serial number, and machines of the ranges above that left the factory with pressure switch KR-60-2210 (marked with a green dot on the switch housing).",
        ),
        ("h2", "Reason"),
        (
            "p",
            "Field reports show alarm A-115 (changeover pressure not reached) on machines working at low ambient temperatures. On the affected machines the original accumulator pressure switch KR-60-2200 drifts at low temperature, and the precharge set at the factory leaves too little reserve.",
        ),
        ("h2", "Action"),
        (
            "bullets",
            [
                "Replace pressure switch KR-60-2200 with KR-60-2210.",
                "Raise the accumulator nitrogen precharge at 20 °C to 120 bar on KBP 36-4 and to 130 bar on KBP 42-5.",
                "Fit the new precharge label next to the accumulator.",
            ],
        ),
        ("h2", "Compliance"),
        (
            "p",
            "Carry out at the next 250 h service, at the latest by 2023-12-31. Labour time allowed: 1.5 h per machine. Warranty claim code: W-SB14.",
        ),
    ],
    [
        ("h1", "Procedure"),
        (
            "steps",
            [
                "Carry out the lock-out described in section 1.1 of the service manual and drain the accumulator to 0 bar through valve V7.",
                "Disconnect plug X33 from the pressure switch on the accumulator block.",
                "Unscrew pressure switch KR-60-2200 and discard it together with its O-ring.",
                "Fit the new O-ring from kit KR-52-0315 and screw in pressure switch KR-60-2210; tighten to 45 Nm.",
                "Reconnect plug X33.",
                "Set the nitrogen precharge to the new value with the charging and testing device, correcting for temperature as in section 5.2 of the service manual.",
                "Stick the new precharge label KR-99-0014 next to the accumulator, over the old label.",
                "Start the engine and pump water for at least 20 strokes; alarm A-115 must not appear.",
                "Record the bulletin number and the new precharge value in the machine log book.",
            ],
        ),
        ("h2", "Parts required per machine"),
        (
            "table",
            {
                "header": ["Part no.", "Description", "Qty"],
                "rows": [
                    ["KR-60-2210", "Accumulator pressure switch, green dot", "1"],
                    ["KR-52-0315", "O-ring kit for accumulator block", "1"],
                    ["KR-99-0014", "Precharge label 120/130 bar", "1"],
                ],
                "widths": [1.6, 4, 0.8],
            },
        ),
        (
            "foot",
            "The kit is supplied free of charge to dealers within the compliance period. The removed switches need not be returned.",
        ),
        ("h2", "Sign-off"),
        (
            "p",
            "Dealer name, technician, date, machine serial number and pump hours must be entered on the claim form and sent with the warranty claim.",
        ),
    ],
]


def documents():
    return [
        {
            "file": "korvath_kbp_service_manual.pdf",
            "format": "pdf",
            "header": HEADER,
            "footer": MANUAL_KEY + " Rev D",
            "pages": manual_pages,
            "meta": {
                "document": MANUAL_KEY,
                "version": "Rev D",
                "effective_from": "2022-02-01",
                "effective_to": None,
                "recorded_at": "2022-02-07T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(MODELS)},
            },
            "features": "4-model data table with footnotes; contents; settings table; intervals; numbered procedures; torque table with footnotes; alarm codes; parts",
        },
        {
            "file": "korvath_sb_2023_014.pdf",
            "format": "pdf",
            "header": "Korvath Machinery - Service Bulletin",
            "footer": SB_KEY + " Issue 1",
            "pages": sb_pages,
            "meta": {
                "document": SB_KEY,
                "version": "Issue 1",
                "effective_from": "2023-05-15",
                "effective_to": None,
                "recorded_at": "2023-05-16T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["KBP 36-4", "KBP 42-5"],
                    "serials": [[3604100, 3604899], [4205001, 4205350]],
                },
            },
            "features": "serial-limited service bulletin; applicability table; procedure; parts table",
        },
    ]

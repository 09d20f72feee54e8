# ruff: noqa: E501
"""Iskant IR ice-resurfacing machines: service manual (PDF) and service bulletin SB-031 (DOCX).

All names, values, part numbers, serials and phone numbers are invented.
"""

PRODUCT = "Iskant IR ice resurfacer"
MODELS = ["IR-450 E", "IR-450 LPG", "IR-520 E", "IR-600 E"]
MANUAL_KEY = "ISK-IR-SM"
SB_KEY = "ISK-SB-031"

manual_pages = [
    # page 1
    [
        ("title", "Iskant IR Ice Resurfacers"),
        ("subtitle", "IR-450 E / IR-450 LPG / IR-520 E / IR-600 E"),
        ("subtitle", "Workshop and Service Manual"),
        ("space", 6),
        (
            "table",
            {
                "header": ["Document", "Issue", "Valid from"],
                "rows": [[MANUAL_KEY, "Issue 3", "2021-10-01"]],
                "widths": [2, 1, 1.5],
            },
        ),
        ("space", 4),
        (
            "p",
            "This manual is written for rink technicians and Iskant service partners. It assumes that the reader knows the daily operation of the machine as described in the driver's handbook. Battery charging equipment has its own manual and is not covered here.",
        ),
        (
            "p",
            "Iskant Rink Machines, technical support +44 1632 960 552. Outside the ice season (April to August) support is available on weekdays only.",
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
                    ["1", "Technical data", "3"],
                    ["2", "Ice-making settings", "4"],
                    ["3", "Maintenance schedule", "5"],
                    ["4", "Blade change and storage procedures", "6"],
                    ["5", "Torque values", "7"],
                    ["6", "Display codes", "8"],
                    ["7", "Spare parts", "9"],
                ],
                "widths": [1, 5, 1],
            },
        ),
        ("h2", "Safety"),
        (
            "bullets",
            [
                "The conditioner blade is razor sharp. Always fit the blade guard before handling the conditioner and wear cut-resistant gloves.",
                "Never work under a raised conditioner or a raised snow tank unless the mechanical safety props are in place.",
                "On IR-450 LPG machines, service the LPG system only outdoors or in a ventilated workshop, and never near the ice-make water heater flame.",
                "Disconnect the traction battery plug before any work on electric machines.",
            ],
        ),
    ],
    # page 3
    [
        ("h1", "1 Technical data"),
        (
            "table",
            {
                "header": ["Parameter", "IR-450 E", "IR-450 LPG", "IR-520 E", "IR-600 E"],
                "rows": [
                    ["Drive", "Electric", "LPG engine 2.4 l", "Electric", "Electric"],
                    ["Traction power", "15 kW", "41 kW", "18 kW", "22 kW"],
                    ["Traction battery", "80 V, 560 Ah lead-acid", "-", "80 V, 230 Ah LFP", "96 V, 280 Ah LFP"],
                    ["Snow tank capacity", "3.0 m³", "3.0 m³", "3.5 m³", "4.2 m³"],
                    ["Wash water tank", "450 l", "450 l", "600 l", "700 l"],
                    ["Ice-make water tank", "800 l", "800 l", "950 l", "1150 l"],
                    ["Conditioner width (1)", "2080 mm", "2080 mm", "2180 mm", "2330 mm"],
                    ["Blade length", "2100 mm", "2100 mm", "2200 mm", "2350 mm"],
                    ["Max. speed (2)", "14 km/h", "14 km/h", "15 km/h", "15 km/h"],
                    ["Outer turning radius", "4.8 m", "4.8 m", "5.1 m", "5.6 m"],
                    ["Weight, tanks empty", "3950 kg", "3700 kg", "3600 kg", "4400 kg"],
                    ["Resurfacings per charge (3)", "10 to 12", "-", "14 to 16", "16 to 18"],
                ],
                "widths": [2.3, 1.5, 1.5, 1.5, 1.5],
                "font_size": 8.5,
            },
        ),
        (
            "foot",
            "(1) Measured at the blade edge. With the optional side cushion brush the cleaned width increases by 120 mm.",
        ),
        ("foot", "(2) Forward speed, electronically limited. Reverse speed is limited to 6 km/h on all models."),
        (
            "foot",
            "(3) Standard 60 x 30 m rink at 9 km/h resurfacing speed, battery in good condition, ambient 10 °C.",
        ),
        (
            "p",
            "LFP = lithium iron phosphate battery with integrated battery management system (BMS). The lead-acid battery of the IR-450 E is a wet-cell traction battery and needs regular electrolyte checks (chapter 3).",
        ),
    ],
    # page 4
    [
        ("h1", "2 Ice-making settings"),
        (
            "p",
            "The table gives starting values for a well-kept ice sheet of 35 to 40 mm thickness. Adjust in small steps and keep a record; the ideal values depend on the rink's refrigeration and the water quality.",
        ),
        (
            "table",
            {
                "header": ["Setting", "Ice hockey game", "Figure skating", "Public session"],
                "rows": [
                    ["Blade cut per pass", "0.8 mm", "0.5 mm", "1.0 mm"],
                    ["Ice-make water temperature", "60 °C", "65 °C", "55 °C"],
                    ["Ice-make water per resurfacing", "450 l", "550 l", "400 l"],
                    ["Driving speed", "9 km/h", "8 km/h", "10 km/h"],
                    ["Wash water", "on", "on", "as needed"],
                ],
                "widths": [2.6, 1.6, 1.6, 1.6],
            },
        ),
        (
            "foot",
            "For rinks with a brine temperature below -7 °C reduce the ice-make water quantity by 10 %. Figures for the IR-450; larger machines need about 15 % more water for the same rink.",
        ),
        ("h2", "2.1 Blade depth adjustment"),
        (
            "p",
            "Blade depth is set with the two handwheels on the conditioner. One eighth of a turn of a handwheel changes the cut by about 0.2 mm. Turn both handwheels by the same amount so that the blade stays parallel to the ice.",
        ),
        (
            "p",
            "A cut that is too deep leaves grooves at the outer edge of each pass and fills the snow tank early; a cut that is too shallow leaves skate marks under the new ice.",
        ),
    ],
    # page 5
    [
        ("h1", "3 Maintenance schedule"),
        (
            "table",
            {
                "header": ["Task", "Interval", "Models / remarks"],
                "rows": [
                    ["Check blade edge and hydraulic oil level", "daily", "all"],
                    ["Empty and rinse snow tank, clean screen", "after every shift", "all"],
                    ["Clean wash water screen", "daily", "all"],
                    ["Change conditioner blade", "after 40 to 60 resurfacings", "earlier if the edge is damaged"],
                    ["Lubricate conditioner pivot points", "every 50 h", "all"],
                    ["Check battery electrolyte level", "weekly", "IR-450 E only"],
                    ["Read BMS log", "every 500 h", "IR-520 E and IR-600 E"],
                    ["Replace hydraulic return filter", "every 500 h", "all"],
                    ["Change hydraulic oil", "every 1000 h or annually", "all"],
                    ["Change drive axle gear oil", "every 2000 h", "all"],
                    ["Check LPG hoses and regulator", "monthly", "IR-450 LPG"],
                    ["Replace LPG hoses", "every 5 years", "IR-450 LPG"],
                ],
                "widths": [3.2, 2.2, 2.4],
            },
        ),
        (
            "p",
            "Top up the lead-acid battery with distilled water only after charging, never before: the electrolyte level rises during charging and an overfilled cell will spill acid.",
        ),
        (
            "p",
            "A blade that is used beyond its interval does not cut cleanly and tears the ice surface. Send used blades for regrinding; a blade can normally be reground four to six times.",
        ),
    ],
    # page 6
    [
        ("h1", "4 Blade change and storage procedures"),
        ("h2", "4.1 Changing the conditioner blade"),
        (
            "steps",
            [
                "Park the machine on a level floor in the workshop, raise the conditioner and lower it onto the blade change trolley.",
                "Switch off, remove the key and disconnect the traction battery plug (LPG: close the tank valve).",
                "Fit the blade guard over the edge of the old blade and put on cut-resistant gloves.",
                "Loosen the blade clamp bolts, starting in the centre and working outwards alternately left and right. Leave the two outermost bolts finger tight.",
                "Hook the blade handling bar into the blade, remove the two outermost bolts and lift the blade out.",
                "Clean the blade seat and the clamp bar; remove ice, rust and old shavings.",
                "Insert the new blade with its guard fitted and set it parallel to the bottom plate within 0.2 mm using the two adjusting screws.",
                "Tighten the clamp bolts from the centre outwards to the torque in chapter 5, using new spring washers.",
                "Remove the blade guard, set the blade depth with the handwheels and carry out a test pass.",
            ],
        ),
        ("h2", "4.2 Draining the water systems for summer storage"),
        (
            "steps",
            [
                "Empty the ice-make water tank and the wash water tank through their drain valves.",
                "Open the ice-make water distribution pipe drain plug and blow the pipe dry with low-pressure air (max. 2 bar).",
                "Rinse the snow tank and leave the tipping lid open to let it dry.",
                "Charge the battery fully and switch off the battery main switch (LFP) or charge every four weeks (lead-acid).",
            ],
        ),
    ],
    # page 7
    [
        ("h1", "5 Torque values"),
        (
            "table",
            {
                "header": ["Joint", "Thread", "IR-450 E / IR-450 LPG", "IR-520 E / IR-600 E"],
                "rows": [
                    ["Blade clamp bolts (2)", "M10", "40 Nm", "45 Nm"],
                    ["Wheel nuts (1)", "M18 x 1.5", "270 Nm", "300 Nm"],
                    ["Conditioner hinge pin bolts", "M12", "85 Nm", "85 Nm"],
                    ["Vertical auger flange", "M10", "49 Nm", "49 Nm"],
                    ["Battery terminal", "M8", "10 Nm", "12 Nm"],
                    ["Traction motor mount", "M16", "210 Nm", "210 Nm"],
                ],
                "widths": [2.6, 1.2, 1.8, 1.8],
            },
        ),
        ("foot", "(1) Re-check wheel nuts after the first 10 h and after every wheel change."),
        ("foot", "(2) Use new spring washers at every blade change."),
        (
            "p",
            "Battery terminal torque for the IR-450 LPG refers to the 12 V starter battery. Never use an impact wrench on the blade clamp bolts; the clamp bar distorts and the blade will no longer sit flat.",
        ),
    ],
    # page 8
    [
        ("h1", "6 Display codes"),
        (
            "table",
            {
                "header": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "E10",
                        "Traction battery voltage low",
                        "Finish the pass at reduced speed and recharge the battery.",
                    ],
                    ["E12", "Traction motor overtemperature", "Let the motor cool; clean the motor cooling fins."],
                    [
                        "E13",
                        "Traction controller fault",
                        "Switch off for 30 s; if the code returns, read the controller log.",
                    ],
                    [
                        "E17",
                        "Hydraulic oil temperature above 75 °C",
                        "Check oil level and oil cooler; reduce auger load.",
                    ],
                    [
                        "E21",
                        "Horizontal auger overload",
                        "Stop the augers, run them briefly in reverse and remove the ice lump.",
                    ],
                    [
                        "E22",
                        "Vertical auger overload",
                        "Empty the snow tank; check the vertical auger for ice build-up.",
                    ],
                    ["E25", "Ice-make water temperature sensor fault", "Check sensor B14 and its plug."],
                    ["E28", "Snow tank full", "Dump the snow before continuing."],
                    ["E30", "BMS communication lost (LFP models)", "Check CAN connector X9 at the battery; restart."],
                    ["E31", "LPG pressure low (IR-450 LPG)", "Open the tank valve fully or change the LPG tank."],
                    ["E33", "Conditioner position sensor fault", "Recalibrate the conditioner end positions."],
                ],
                "widths": [0.7, 2.8, 3.8],
                "font_size": 8.5,
            },
        ),
        (
            "p",
            "Codes E10 to E13 reduce the driving speed to 3 km/h so that the machine can still leave the ice. All other codes stop the augers and the water flow but leave traction available.",
        ),
    ],
    # page 9
    [
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "header": ["Part no.", "Description", "Models"],
                "rows": [
                    ["IS-2100-01", "Conditioner blade 2100 mm", "IR-450 E, IR-450 LPG"],
                    ["IS-2200-01", "Conditioner blade 2200 mm", "IR-520 E"],
                    ["IS-2350-01", "Conditioner blade 2350 mm", "IR-600 E"],
                    ["IS-3105", "Blade guard (edge protector)", "all"],
                    ["IS-4520", "Conditioner hinge pin", "all"],
                    ["IS-5120", "Hydraulic return filter", "all"],
                    ["IS-5230", "Ice-make towel, per metre", "all"],
                    ["IS-6015", "Wash water screen", "all"],
                    ["IS-7002", "Water temperature sensor B14", "all"],
                    ["IS-8801", "LPG hose assembly", "IR-450 LPG"],
                    ["IS-9104", "Spring washer set for blade clamp", "all"],
                ],
                "widths": [1.5, 3.8, 2],
            },
        ),
        (
            "p",
            "Blades are supplied sharpened and with a blade guard. Regrinding service: send the blade in its guard to the Iskant service centre.",
        ),
    ],
]

sb_blocks = [
    ("title", "Service Bulletin SB-031"),
    ("p", "Iskant Rink Machines - Service Bulletin - Issue A - 2024-02-01"),
    ("h1", "Conditioner hinge pin wear"),
    (
        "table",
        {
            "header": ["Bulletin", "Issue", "Date", "Type"],
            "rows": [[SB_KEY, "A", "2024-02-01", "Recommended, free of charge"]],
        },
    ),
    ("h2", "Affected machines"),
    (
        "table",
        {
            "header": ["Model", "First serial", "Last serial"],
            "rows": [
                ["IR-520 E", "IR52-001800", "IR52-002299"],
                ["IR-600 E", "IR60-000400", "IR60-000655"],
            ],
        },
    ),
    (
        "p",
        "IR-450 E and IR-450 LPG machines are not affected; they use a different hinge design.",
    ),
    ("h2", "Symptom"),
    (
        "p",
        "A clicking noise when the conditioner is lowered onto the ice, and uneven blade cut across the width. The conditioner hinge pins on the machines listed above can wear oval within one season.",
    ),
    ("h2", "Action"),
    (
        "steps",
        [
            "Raise the conditioner and fit the mechanical safety props.",
            "Remove both hinge pins IS-4520 and the four hinge bushings.",
            "Fit four new bushings IS-4521 and two hardened hinge pins IS-4520-H with grease nipples.",
            "Tighten the hinge pin bolts to 95 Nm (this replaces the 85 Nm in the service manual for these machines).",
            "Grease the new pins until fresh grease appears at both ends.",
        ],
    ),
    ("h2", "Parts and labour"),
    (
        "table",
        {
            "header": ["Part no.", "Description", "Qty"],
            "rows": [
                ["IS-4520-H", "Hinge pin, hardened, with grease nipple", "2"],
                ["IS-4521", "Hinge bushing", "4"],
                ["IS-9230", "Hinge pin bolt M12 x 40, 10.9", "2"],
            ],
        },
    ),
    (
        "p",
        "Labour time: 2.5 h. Complete the work before the start of the next ice season, at the latest by 2024-09-30.",
    ),
    ("h2", "Lubrication after the modification"),
    (
        "p",
        "After this bulletin has been carried out, grease the hinge pins every 25 h instead of the 50 h interval given for the conditioner pivot points in the service manual. Use the same grease as for the other pivot points.",
    ),
    (
        "foot",
        "Questions: Iskant technical support +44 1632 960 552. Quote the bulletin number and the machine serial number.",
    ),
]


def documents():
    return [
        {
            "file": "iskant_ir_service_manual.pdf",
            "format": "pdf",
            "header": "Iskant Rink Machines - IR Ice Resurfacers - Workshop and Service Manual",
            "footer": MANUAL_KEY + " Issue 3",
            "pages": manual_pages,
            "meta": {
                "document": MANUAL_KEY,
                "version": "Issue 3",
                "effective_from": "2021-10-01",
                "effective_to": None,
                "recorded_at": "2021-10-04T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(MODELS)},
            },
            "features": "4-model data table with footnotes; settings table by use; contents; schedule; procedures; torque table by model group; display codes; parts",
        },
        {
            "file": "iskant_sb_031_hinge_pin.docx",
            "format": "docx",
            "title": "Iskant Service Bulletin SB-031 - Conditioner hinge pin wear",
            "blocks": sb_blocks,
            "meta": {
                "document": SB_KEY,
                "version": "Issue A",
                "effective_from": "2024-02-01",
                "effective_to": None,
                "recorded_at": "2024-02-02T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["IR-520 E", "IR-600 E"],
                    "serials": [[52001800, 52002299], [60000400, 60000655]],
                },
            },
            "features": "serial-limited service bulletin (DOCX); applicability table; steps; parts table",
        },
    ]

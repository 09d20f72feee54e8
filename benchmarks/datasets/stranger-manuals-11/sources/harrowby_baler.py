# ruff: noqa: E501
"""Harrowby RB round balers - workshop manual (invented)."""

KEY = "HAM-RB-WM"

MODELS = ["RB-120", "RB-150", "RB-155N", "RB-180"]

PAGES = [
    {
        "id": "cover",
        "blocks": [
            ("space", 20),
            ("title", "Harrowby RB Series Round Balers"),
            ("subtitle", "Workshop Manual - RB-120, RB-150, RB-155N, RB-180"),
            ("space", 4),
            (
                "p",
                "Document HAM-RB-WM, Issue 3, effective 1 February 2024. Applies to machines built from model year 2022. Keep this manual with the workshop copy of the operator's manual.",
            ),
            (
                "note",
                "WARNING",
                "Before any work on the baler: disengage the PTO, stop the tractor engine, remove the key, lower the pickup and close the tailgate cylinder isolating tap. Never enter the bale chamber while the tailgate is raised unless the tailgate safety stops are engaged.",
            ),
            ("space", 10),
            (
                "small",
                "Harrowby Agri-Machinery Ltd, Fellgate Works, Amberlow, Northmoor AM4 7RD. Service line +44 1632 960 775.",
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
                    ("1.2", "Tyres, pressures and drawbar loads", "tyres"),
                    ("2", "Lubrication and maintenance intervals", "lube"),
                    ("3", "BaleView alarm codes", "alarms"),
                    ("4.1", "Main drive chain tension", "chains"),
                    ("4.2", "Pickup shear bolt (RB-120)", "chains"),
                    ("4.3", "Net brake and wrap settings", "net"),
                    ("4.4", "Bale density settings", "net"),
                    ("5", "Torque values", "torque"),
                    ("6", "Spare parts", "parts"),
                ],
            ),
            (
                "small",
                "Hydraulic and electrical schematics are in the separate Schematics Supplement HAM-RB-SS.",
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
                    "widths": [50, 31, 31, 31, 31],
                    "head": ["Item", *MODELS],
                    "rows": [
                        ["Chamber type", "fixed", "variable", "variable", "variable"],
                        [
                            "Bale diameter",
                            "1.20 m",
                            "0.90-1.50 m",
                            "0.90-1.55 m",
                            "0.90-1.80 m",
                        ],
                        ["Bale width", "1.20 m", "1.20 m", "1.20 m", "1.20 m"],
                        ["Pickup width (1)", "1.80 m", "2.00 m", "2.20 m", "2.20 m"],
                        ["Tine bars", "4", "5", "5", "5"],
                        ["Minimum tractor power (2)", "37 kW", "48 kW", "55 kW", "66 kW"],
                        ["PTO speed", "540 rpm", "540 rpm", "540 rpm", "540 rpm (3)"],
                        [
                            "Driveline protection",
                            "shear bolt",
                            "cam clutch 1,400 Nm",
                            "cam clutch 1,700 Nm",
                            "cam clutch 1,700 Nm",
                        ],
                        [
                            "Tractor valves needed",
                            "1 DA + 1 SA",
                            "2 DA",
                            "2 DA",
                            "2 DA",
                        ],
                        [
                            "Max. hydraulic pressure",
                            "180 bar",
                            "200 bar",
                            "200 bar",
                            "200 bar",
                        ],
                        ["Main drive chain", "ASA 80", "ASA 100", "ASA 100", "ASA 100"],
                        ["Wrapping", "twine", "twine / net", "net", "twine / net"],
                        ["Rotor cutter knives", "-", "-", "13", "-"],
                        ["Standard tyres", "11.5/80-15.3", "15.0/55-17", "15.0/55-17", "19.0/45-17"],
                        ["Weight", "2,150 kg", "2,780 kg", "2,920 kg", "3,340 kg"],
                        ["Transport width (4)", "2.35 m", "2.48 m", "2.62 m", "2.62 m"],
                    ],
                    "notes": [
                        "(1) Measured tine tip to tine tip.",
                        "(2) At 540 rpm on level ground. Add 15 % on slopes steeper than 10 %, and add 10 kW on the RB-155N when all 13 knives are engaged.",
                        "(3) A 1000 rpm PTO kit, part HR-9110, is available for the RB-180 only.",
                        "(4) With pickup gauge wheels in the transport position.",
                    ],
                },
            ),
        ],
    },
    {
        "id": "tyres",
        "blocks": [
            ("h1", "1.2 Tyres, Pressures and Drawbar Loads"),
            (
                "table",
                {
                    "widths": [40, 44, 30, 30, 30],
                    "head": [
                        "Tyre",
                        "Fitted to",
                        "Road (5)",
                        "Field",
                        "Wheel nuts",
                    ],
                    "rows": [
                        ["11.5/80-15.3", "RB-120", "3.2 bar", "2.4 bar", "6 x M18"],
                        ["15.0/55-17", "RB-150, RB-155N", "2.5 bar", "1.8 bar", "6 x M18"],
                        ["19.0/45-17", "RB-180 (standard)", "2.0 bar", "1.5 bar", "8 x M20"],
                        ["500/50-17", "RB-180 (option)", "1.6 bar", "1.2 bar", "8 x M20"],
                    ],
                    "notes": [
                        "(5) Road pressures allow a maximum speed of 40 km/h. Set pressures with cold tyres.",
                    ],
                },
            ),
            (
                "table",
                {
                    "widths": [70, 26, 26, 26, 26],
                    "head": ["Drawbar data", *MODELS],
                    "rows": [
                        [
                            "Static vertical load on hitch, empty",
                            "1,050 kg",
                            "1,250 kg",
                            "1,300 kg",
                            "1,480 kg",
                        ],
                        [
                            "Static vertical load with full bale",
                            "1,210 kg",
                            "1,420 kg",
                            "1,480 kg",
                            "1,690 kg",
                        ],
                        ["Drawbar eye diameter", "40 mm", "40 mm", "50 mm", "50 mm"],
                    ],
                },
            ),
            ("h2", "Hitching"),
            (
                "steps",
                [
                    "Set the drawbar height with the baler standing level so that the pickup frame is parallel to the ground.",
                    "Couple the drawbar eye and secure the hitch pin with its retaining clip.",
                    "Connect the PTO shaft with the wide-angle joint at the tractor end and check the overlap: at least 150 mm in the working position.",
                    "Connect the hydraulic couplings, the 7-pin lighting plug and the ISOBUS or BaleView power cable.",
                    "Raise and fold the jack stand.",
                ],
            ),
        ],
    },
    {
        "id": "lube",
        "blocks": [
            ("h1", "2 Lubrication and Maintenance Intervals"),
            (
                "table",
                {
                    "widths": [66, 40, 68],
                    "head": ["Item", "Interval", "Lubricant / note"],
                    "rows": [
                        [
                            "Chain oiler reservoir",
                            "Check daily",
                            "Chain oil ISO VG 100; 6 l reservoir",
                        ],
                        [
                            "Drive chains not served by the oiler",
                            "Every 10 h",
                            "Chain oil by brush",
                        ],
                        ["Rotor bearings (2 nipples)", "Every 10 h", "EP2 grease"],
                        ["PTO shaft cross journals", "Every 8 h", "EP2 grease"],
                        ["PTO shaft profile tubes", "Every 20 h", "EP2 grease"],
                        ["Pickup cam track bearings", "Every 50 h", "EP2 grease"],
                        ["Tailgate hinge pins", "Every 50 h", "EP2 grease"],
                        [
                            "Main gearbox oil level",
                            "Every 50 h",
                            "SAE 80W-90; 3.2 l (RB-120), 4.5 l (other models)",
                        ],
                        [
                            "Main gearbox oil change",
                            "First 50 h, then 500 h",
                            "or yearly, whichever is first",
                        ],
                        ["Knife edges (RB-155N)", "Every 50 h", "Sharpen or turn knives"],
                        ["Wheel bearings", "Every 500 h", "Repack with EP2 grease"],
                    ],
                    "notes": [
                        "Intervals are in PTO operating hours as counted by the BaleView terminal. Shorten grease intervals by half in wet silage.",
                    ],
                },
            ),
            ("h2", "End of season"),
            (
                "bullets",
                [
                    "Clean the baler thoroughly; crop residues hold moisture and cause corrosion.",
                    "Run the chain oiler for five minutes with the chains turning slowly, then remove the oiler pump filter and clean it.",
                    "Release the tension from the chamber belts or chains as described in 4.1 and store the baler under cover.",
                ],
            ),
        ],
    },
    {
        "id": "alarms",
        "blocks": [
            ("h1", "3 BaleView Alarm Codes"),
            (
                "p",
                "Alarms are shown on the BaleView terminal with a code, a symbol and a buzzer. Acknowledge an alarm with the OK key. Alarms A-152 and A-160 also stop the net or twine cycle until cleared.",
            ),
            (
                "table",
                {
                    "widths": [17, 67, 90],
                    "head": ["Code", "Meaning", "Remedy"],
                    "size": 8,
                    "rows": [
                        ["A-101", "Bale at set diameter - stop and wrap", "Stop forward travel; start wrapping"],
                        ["A-104", "Net not cut", "Check knife spring; sharpen net knife"],
                        ["A-112", "Twine arm not in home position", "Check arm sensor gap 3 mm; free the arm"],
                        ["A-120", "Tailgate not latched", "Clean latch hooks; check latch sensor"],
                        [
                            "A-131",
                            "Knife bank position wrong (RB-155N)",
                            "Cycle knife bank; check knife selector sensor",
                        ],
                        ["A-140", "Chain oiler level low", "Fill reservoir with ISO VG 100 chain oil"],
                        ["A-152", "Pickup overload (clutch slip)", "Reduce speed; clear blockage; check cam clutch"],
                        ["A-160", "PTO speed out of range (below 450 rpm)", "Raise tractor engine speed"],
                        ["A-175", "Supply voltage below 11 V", "Check tractor battery and power cable"],
                        ["A-188", "Bale density sensor fault", "Check sensor HR-7780 and its plug"],
                    ],
                },
            ),
        ],
    },
    {
        "id": "chains",
        "blocks": [
            ("h1", "4 Adjustments and Repairs"),
            ("h2", "4.1 Main drive chain tension"),
            (
                "steps",
                [
                    "Stop the baler as described on the cover and remove the right-hand front guard.",
                    "Turn the driveline by hand until the tightest point of the chain is in the free span.",
                    "Measure the spring length of the chain tensioner between the washers.",
                    "Adjust the tensioner nut until the spring length is 118 mm on RB-150, RB-155N and RB-180, or 102 mm on RB-120.",
                    "Check the chain deflection at the middle of the span: 10 to 15 mm with a 50 N push.",
                    "Tighten the lock nut and refit the guard.",
                ],
            ),
            (
                "p",
                "Replace the chain when it has stretched by 3 % or more, measured over 20 links.",
            ),
            ("h2", "4.2 Pickup shear bolt (RB-120)"),
            (
                "steps",
                [
                    "Disengage the PTO and stop the engine.",
                    "Remove the broken bolt pieces from the shear hub.",
                    "Line up the holes in the hub and the flange by turning the pickup by hand.",
                    "Fit a new M10 x 60 shear bolt, grade 8.8 (HR-2201), with its nut on the chain side.",
                    "Tighten the nut to 45 Nm.",
                ],
            ),
            (
                "note",
                "CAUTION",
                "Never replace the shear bolt with a bolt of a higher grade or larger diameter. The pickup drive will then be unprotected.",
            ),
        ],
    },
    {
        "id": "net",
        "blocks": [
            ("h2", "4.3 Net brake and wrap settings"),
            (
                "p",
                "The number of net wraps is set on the BaleView terminal. The factory setting is 2.5 wraps for hay and straw. Use 3.0 wraps for silage bales that will be handled many times, and 2.0 wraps only for bales used within a week.",
            ),
            (
                "steps",
                [
                    "Fit a full net roll and thread the net as shown on the decal inside the net box lid.",
                    "Set the net brake spring length to 95 mm for standard net rolls of 1.23 m width.",
                    "Start a wrap cycle with an empty chamber and measure the net width across the rollers.",
                    "If the net narrows by more than 50 mm, shorten the brake spring by 5 mm and repeat.",
                ],
            ),
            ("h2", "4.4 Bale density settings"),
            (
                "table",
                {
                    "widths": [44, 44, 44, 42],
                    "head": ["Crop", "RB-150 / RB-155N", "RB-180", "RB-120"],
                    "rows": [
                        ["Hay", "120 bar", "130 bar", "by spring (notch 2)"],
                        ["Straw", "140 bar", "150 bar", "by spring (notch 3)"],
                        ["Silage", "150 bar", "160 bar", "by spring (notch 4)"],
                    ],
                    "notes": [
                        "Density pressure is shown on the tailgate gauge and on the BaleView terminal. Reduce by 10 bar for the outer 10 cm of silage bales (soft-shell setting).",
                    ],
                },
            ),
        ],
    },
    {
        "id": "torque",
        "blocks": [
            ("h1", "5 Torque Values"),
            (
                "table",
                {
                    "widths": [86, 38, 50],
                    "head": ["Joint", "Thread / grade", "Torque"],
                    "rows": [
                        ["Wheel nuts (RB-120, RB-150, RB-155N)", "M18 x 1.5", "270 Nm"],
                        ["Wheel nuts (RB-180)", "M20 x 1.5", "350 Nm"],
                        ["Drawbar to chassis", "M20, 10.9", "560 Nm"],
                        ["Main gearbox to frame", "M16, 8.8", "210 Nm"],
                        ["Pickup cam track", "M12, 8.8", "85 Nm"],
                        ["Rotor knife holders (RB-155N)", "M10, 10.9", "65 Nm"],
                        ["Pickup shear bolt nut (RB-120)", "M10, 8.8", "45 Nm"],
                        ["Tailgate cylinder pins, retaining bolt", "M12, 8.8", "80 Nm"],
                    ],
                    "notes": [
                        "Values for clean, lightly oiled threads. Re-check wheel nuts after the first 10 hours and after every wheel change.",
                    ],
                },
            ),
            ("h2", "General torque values, bolts with coarse thread"),
            (
                "table",
                {
                    "widths": [40, 67, 67],
                    "head": ["Thread", "Grade 8.8", "Grade 10.9"],
                    "rows": [
                        ["M8", "25 Nm", "35 Nm"],
                        ["M10", "49 Nm", "69 Nm"],
                        ["M12", "86 Nm", "120 Nm"],
                        ["M16", "210 Nm", "295 Nm"],
                    ],
                },
            ),
        ],
    },
    {
        "id": "parts",
        "blocks": [
            ("h1", "6 Spare Parts"),
            (
                "table",
                {
                    "widths": [26, 92, 56],
                    "head": ["Part no.", "Description", "Models"],
                    "rows": [
                        ["HR-2201", "Shear bolt M10 x 60, 8.8, with nut (pack of 10)", "RB-120"],
                        ["HR-3140", "Pickup tine, 5.5 mm wire", "RB-120, RB-150"],
                        ["HR-3142", "Pickup tine, 6.0 mm wire, heavy duty", "RB-155N, RB-180"],
                        ["HR-4410", "Main drive chain ASA 80, 112 links", "RB-120"],
                        ["HR-4412", "Main drive chain ASA 100, 96 links", "RB-150, RB-155N, RB-180"],
                        ["HR-5520", "Rotor cutter knife (1)", "RB-155N"],
                        ["HR-6015", "Net brake spring", "RB-150, RB-155N, RB-180"],
                        ["HR-7780", "Bale density pressure sensor", "RB-150, RB-155N, RB-180"],
                        ["HR-8802", "Chain oiler pump (2)", "All"],
                        ["HR-9110", "1000 rpm PTO kit", "RB-180"],
                    ],
                    "notes": [
                        "(1) 13 knives per machine. Order knives in complete sets to keep the rotor balanced.",
                        "(2) Pump supplied without filter; order filter HR-8803 separately.",
                    ],
                },
            ),
        ],
    },
]

DOC = {
    "file": "harrowby-rb-workshop-manual.pdf",
    "format": "pdf",
    "key": KEY,
    "version": "Issue 3",
    "title": "Harrowby RB Series Round Balers - Workshop Manual",
    "company": "Harrowby Agri-Machinery Ltd",
    "header": "Harrowby RB Series - Workshop Manual",
    "footer": "Harrowby Agri-Machinery Ltd",
    "pages": PAGES,
    "meta": {
        "document": KEY,
        "version": "Issue 3",
        "effective_from": "2024-02-01",
        "effective_to": None,
        "recorded_at": "2024-01-22T00:00:00Z",
        "applicability": {
            "product": "Harrowby RB round baler",
            "variants": MODELS,
        },
    },
}

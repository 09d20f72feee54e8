# ruff: noqa: E501
"""Orsanto SD slewing drives for tower cranes - service bulletin (invented)."""

KEY = "OLC-SB-23-07"

PAGES = [
    {
        "id": "p1",
        "blocks": [
            ("title", "Service Bulletin OLC-SB-23-07"),
            (
                "subtitle",
                "SD-series slewing drives: inspection and replacement of pinion flange bolts",
            ),
            (
                "table",
                {
                    "widths": [46, 128],
                    "head": ["Item", "Detail"],
                    "rows": [
                        ["Issued", "4 September 2023, Rev A"],
                        ["Category", "Mandatory - safety related"],
                        ["Products", "Orsanto SD-60 and SD-60H slewing drives"],
                        [
                            "Compliance",
                            "Within 250 operating hours or 3 months of the issue date, whichever comes first",
                        ],
                        ["Labour estimate", "3.5 h per drive, two technicians"],
                        ["Warranty claim code", "W-2307"],
                    ],
                },
            ),
            ("h2", "1 Reason"),
            (
                "p",
                "A batch of flange bolts used to fix the output pinion to the drive shaft flange did not reach the specified core hardness. Under the reversing loads of slewing, bolts from this batch can lose preload. Loss of preload shows first as increased backlash at the pinion and as a knocking noise when the slewing direction changes. If ignored, bolts can fracture and the pinion can separate from the drive.",
            ),
            ("h2", "2 Affected units"),
            (
                "table",
                {
                    "widths": [30, 78, 66],
                    "head": ["Model", "Serial numbers (rating plate)", "Built"],
                    "rows": [
                        ["SD-60", "OS6021100 to OS6021899", "March to June 2022"],
                        ["SD-60H", "OS6030001 to OS6030450", "April to July 2022"],
                    ],
                    "notes": [
                        "SD-45 drives of any serial number are not affected; they use a different pinion flange. SD-60 drives from OS6021900 onward were built with bolts from a different batch and are not affected.",
                    ],
                },
            ),
            ("h2", "3 Parts required"),
            (
                "table",
                {
                    "widths": [32, 92, 50],
                    "head": ["Kit", "Contents", "For"],
                    "rows": [
                        ["OLC-K6072", "12 bolts M16 x 70, 10.9, 12 wedge-lock washer pairs", "SD-60"],
                        ["OLC-K6075", "12 bolts M18 x 75, 10.9, 12 wedge-lock washer pairs", "SD-60H"],
                    ],
                    "notes": [
                        "Bolts and washers are single-use. Do not re-use old wedge-lock washers even if they look undamaged.",
                    ],
                },
            ),
        ],
    },
    {
        "id": "p2",
        "blocks": [
            ("h2", "4 Inspection"),
            (
                "p",
                "Measure the backlash at the pinion with a dial indicator on a tooth flank at the pitch circle, with the slewing brake released and the jib weathervaning freely in calm wind (below 5 m/s).",
            ),
            (
                "table",
                {
                    "widths": [60, 57, 57],
                    "head": ["Backlash", "SD-60", "SD-60H"],
                    "rows": [
                        ["New drive", "0.20 to 0.30 mm", "0.25 to 0.35 mm"],
                        ["Maximum permitted", "0.45 mm", "0.55 mm"],
                    ],
                    "notes": [
                        "If backlash exceeds the maximum, take the crane out of service and contact Orsanto before replacing the bolts; the pinion and flange must be inspected.",
                    ],
                },
            ),
            ("h2", "5 Bolt replacement procedure"),
            (
                "steps",
                [
                    "Put the crane out of service, lower the hook and apply the slewing brake. Lock out the slewing drive supply.",
                    "Remove the pinion guard (four M10 screws).",
                    "Mark the position of the pinion relative to the flange with paint.",
                    "Replace the bolts one at a time, working in a cross pattern, so that the pinion is never held by fewer than 11 bolts.",
                    "Fit each new bolt with its wedge-lock washer pair, outer faces facing the head and the flange.",
                    "Tighten all bolts in a cross pattern to 50 % of the final torque.",
                    "Tighten all bolts to the final torque: 265 Nm for M16 bolts (SD-60) or 370 Nm for M18 bolts (SD-60H).",
                    "Check that the paint marks still line up, refit the guard and tighten its screws to 45 Nm.",
                    "Slew through two full turns in each direction at low speed and re-measure the backlash.",
                ],
            ),
            ("h2", "6 Records"),
            (
                "p",
                "Record the bulletin number, the date and the operating hours in the crane log book and on the rating plate tag supplied with the kit. Return the removed bolts to Orsanto in the bag supplied with the kit; they are needed for the batch investigation.",
            ),
            (
                "small",
                "Orsanto Lifting Components S.r.l., Via dei Tessitori 18, 25099 Valdorsa. Technical service +39 0555 731 208.",
            ),
        ],
    },
]

DOC = {
    "file": "orsanto-sb-23-07-slewing-drive.pdf",
    "format": "pdf",
    "key": KEY,
    "version": "Rev A",
    "title": "Service Bulletin OLC-SB-23-07 - SD slewing drive pinion flange bolts",
    "company": "Orsanto Lifting Components S.r.l.",
    "header": "Orsanto Lifting Components - Service Bulletin",
    "footer": "Orsanto Lifting Components S.r.l.",
    "pages": PAGES,
    "meta": {
        "document": KEY,
        "version": "Rev A",
        "effective_from": "2023-09-04",
        "effective_to": None,
        "recorded_at": "2023-09-04T00:00:00Z",
        "applicability": {
            "product": "Orsanto SD slewing drive",
            "variants": ["SD-60", "SD-60H"],
            "serials": [[6021100, 6021899], [6030001, 6030450]],
        },
    },
}

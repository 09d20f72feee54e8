# ruff: noqa: E501
"""Tallack BS-1600 sawmill log band saw: maintenance manual (PDF). All invented."""

PRODUCT = "Tallack BS-1600 band saw"
VARIANTS = ["BS-1600", "BS-1600T"]
KEY = "TSM-MM-BS1600"

_pages = []

_pages.append(
    [
        (
            "cover",
            {
                "company": "TALLACK SAWMILL MACHINERY LTD",
                "title": "BS-1600 Log Band Saw",
                "subtitle": "Maintenance Manual",
                "lines": [
                    "Models BS-1600 and BS-1600T",
                    f"Document {KEY}, Issue 2, effective 2022-09-01",
                ],
            },
        ),
        ("h2", "Contents"),
        ("toc",),
        (
            "small",
            "Tallack Sawmill Machinery Ltd, Forge Road, Penhallow. Spares and service +44 1632 960771.",
        ),
    ]
)

_pages.append(
    [
        ("h1", "1 Specifications"),
        (
            "p",
            "The BS-1600T is the heavy version of the BS-1600, with wider wheels, a larger main motor and a hydraulic top-wheel tilt for tracking. The standard BS-1600 has a manual tilt screw.",
        ),
        (
            "table",
            {
                "widths": [84, 45, 45],
                "header": ["Item", "BS-1600", "BS-1600T"],
                "rows": [
                    ["Wheel diameter", "1,600 mm", "1,600 mm"],
                    ["Wheel face width", "230 mm", "280 mm"],
                    ["Blade width range", "180 to 230 mm", "210 to 280 mm"],
                    ["Blade thickness", "1.47 mm", "1.65 mm"],
                    ["Blade length", "11,200 mm", "11,400 mm"],
                    ["Main motor", "90 kW", "110 kW"],
                    ["Blade speed", "45 m/s", "48 m/s"],
                    ["Maximum cutting height", "1,050 mm", "1,200 mm"],
                    ["Maximum strain pressure", "95 bar", "110 bar"],
                    ["Stopping time, max. ¹", "15 s", "18 s"],
                    ["Hydraulic oil volume ²", "60 l", "75 l"],
                    ["Machine weight", "14,200 kg", "16,800 kg"],
                ],
                "size": 9,
            },
        ),
        (
            "notes",
            [
                "¹ From full blade speed with a blade fitted, using the electro-hydraulic brake. Check monthly.",
                "² Hydraulic oil HLP 46. The tank on the BS-1600T also feeds the tilt cylinder.",
            ],
        ),
        (
            "p",
            "The saw needs a foundation to the Tallack foundation drawing for the model. Anchor bolts must be grouted at least 28 days before the machine is levelled and the anchor nuts finally tightened.",
        ),
    ]
)

_pages.append(
    [
        ("h1", "2 Blade strain and tracking"),
        (
            "p",
            "The blade is strained hydraulically by lifting the top wheel. The strain pressure depends on blade size; set it from the table with the blade cold, at about 20 °C.",
        ),
        (
            "table",
            {
                "widths": [70, 52, 52],
                "header": ["Blade width x thickness", "Strain pressure", "Model"],
                "rows": [
                    ["180 x 1.47 mm", "62 bar", "BS-1600"],
                    ["200 x 1.47 mm", "68 bar", "BS-1600"],
                    ["230 x 1.47 mm", "76 bar", "BS-1600"],
                    ["210 x 1.65 mm", "80 bar", "BS-1600T"],
                    ["250 x 1.65 mm", "92 bar", "BS-1600T"],
                    ["280 x 1.65 mm", "104 bar", "BS-1600T"],
                ],
                "size": 9,
            },
        ),
        (
            "p",
            "At the end of every shift release the strain to 20 bar. A blade that cools down while fully strained shrinks and overloads the wheel shafts and bearings; at reduced strain it can shrink freely.",
        ),
        ("h2", "2.1 Tracking the blade"),
        (
            "steps",
            [
                "Fit the blade with the main motor isolated and set the strain pressure from the table.",
                "Turn the top wheel by hand for at least three revolutions.",
                "Adjust the top wheel tilt until the tooth gullets run 3 to 5 mm in front of the front edge of both wheels.",
                "Lock the tilt screw (BS-1600) or close the tilt valve (BS-1600T).",
                "Start the main motor for 2 s only, stop it, and check the blade position again.",
                "Set the blade guides as in Section 3.",
            ],
        ),
    ]
)

_pages.append(
    [
        ("h1", "3 Guides, wheels and lubrication"),
        (
            "p",
            "Set the pressure guides 0.05 to 0.10 mm clear of the blade body on each side. Replace the guide pads when they are worn to 6 mm; new pads are 12 mm thick. Wheel faces are crowned: new crown height is 0.6 mm, and the wheel must be re-ground when the crown is below 0.3 mm.",
        ),
        (
            "table",
            {
                "widths": [56, 42, 30, 46],
                "header": ["Point", "Lubricant", "Quantity", "Interval"],
                "rows": [
                    ["Top wheel bearings", "grease TSM-LG2", "30 g", "every 250 h"],
                    ["Bottom wheel bearings", "grease TSM-LG2", "45 g", "every 250 h"],
                    ["Guide arm slide", "grease TSM-LG2", "5 g", "every 40 h"],
                    ["Strain cylinder rod", "oil film", "-", "daily"],
                    ["Hydraulic oil", "HLP 46", "see Section 1", "change every 2,000 h"],
                    ["Hydraulic return filter", "-", "-", "change every 500 h"],
                ],
                "size": 9,
            },
        ),
        (
            "p",
            "Blade lubricator: fill the tank with a mixture of 1 part saw lubricant TSM-SL to 30 parts water. In frost use 1 part to 10 parts so that the mixture does not freeze in the nozzles.",
        ),
    ]
)

_pages.append(
    [
        ("h1", "4 Alarm messages"),
        (
            "p",
            "Alarms are shown on the operator panel as AL followed by two figures. The main motor cannot be started while any alarm is active.",
        ),
        (
            "table",
            {
                "widths": [16, 66, 92],
                "header": ["Alarm", "Meaning", "Action"],
                "rows": [
                    ["AL-01", "Emergency stop pressed", "Find the cause, release the button, press RESET."],
                    ["AL-02", "Wheel cover open", "Close both wheel covers; check interlock switches."],
                    [
                        "AL-03",
                        "Strain pressure below 85 % of set value",
                        "Check accumulator pre-charge (40 bar) and look for leaks.",
                    ],
                    ["AL-04", "Strain pressure above maximum", "Check pressure reducing valve; lower the setting."],
                    ["AL-05", "Blade break detected", "Keep motor stopped, wear cut gloves, remove the blade."],
                    ["AL-06", "Main motor overload", "Reduce feed speed; check blade sharpness."],
                    ["AL-07", "Brake not released", "Check brake hydraulic pressure and solenoid Y4."],
                    ["AL-08", "Blade lubricator tank empty", "Refill the tank with the correct mixture."],
                    ["AL-09", "Hydraulic oil above 65 °C", "Clean the oil cooler; check oil level."],
                    ["AL-11", "Top wheel tilt sensor out of range", "BS-1600T only: recalibrate the tilt sensor."],
                ],
                "size": 8.5,
            },
        ),
    ]
)

_pages.append(
    [
        ("h1", "5 Torque values and spare parts"),
        (
            "table",
            {
                "widths": [104, 70],
                "header": ["Joint", "Torque"],
                "rows": [
                    ["Wheel hub clamp bolts M20", "390 Nm"],
                    ["Bottom wheel shaft nut M64 x 3", "600 Nm"],
                    ["Guide arm clamp bolts M16", "160 Nm"],
                    ["Taper bush screws M12", "60 Nm"],
                    ["Wheel cover hinge bolts M10", "40 Nm"],
                ],
                "size": 9,
            },
        ),
        (
            "table",
            {
                "widths": [70, 52, 52],
                "header": ["Spare part", "BS-1600", "BS-1600T"],
                "rows": [
                    ["Guide pad set", "TSM-GP-12", "TSM-GP-12"],
                    ["Top wheel bearing", "TSM-B22220", "TSM-B22222"],
                    ["Bottom wheel bearing", "TSM-B22224", "TSM-B22226"],
                    ["Strain accumulator", "TSM-AC-2L", "TSM-AC-4L"],
                    ["Drive belt set", "TSM-SPC-5", "TSM-SPC-6"],
                    ["Blade lubricator pump", "TSM-LP-24", "TSM-LP-24"],
                    ["Wheel cover interlock switch", "TSM-IS-7", "TSM-IS-7"],
                    ["Brake pad set", "TSM-BP-90", "TSM-BP-110"],
                    ["Hydraulic return filter", "TSM-RF-10", "TSM-RF-10"],
                ],
                "size": 9,
            },
        ),
    ]
)

MANUAL = {
    "file": "tallack-bs1600-maintenance-issue2.pdf",
    "format": "pdf",
    "spec": {
        "title": "BS-1600 Log Band Saw - Maintenance Manual",
        "company": "Tallack Sawmill Machinery Ltd",
        "header_left": "Tallack BS-1600 Log Band Saw - Maintenance Manual",
        "header_right": f"{KEY} Issue 2",
        "footer_left": "Tallack Sawmill Machinery Ltd",
        "pages": _pages,
    },
    "meta": {
        "document": KEY,
        "version": "Issue 2",
        "effective_from": "2022-09-01",
        "effective_to": None,
        "recorded_at": "2022-08-22T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    },
}

DOCUMENTS = [MANUAL]

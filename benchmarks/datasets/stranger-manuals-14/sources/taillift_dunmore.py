# ruff: noqa: E501
"""Dunmore CL column tail-lift - service bulletin (DOCX) limited by model and serial range. All invented."""

from .common import meta

KEY = "DTL-SB-019"
PRODUCT = "Dunmore CL column tail-lift"
VARIANTS = ["CL-1000", "CL-1500"]
SERIALS = [(418200, 419450), (420001, 420380)]
COMPANY = "Dunmore Tail-Lifts Ltd"
FILE = "dunmore-cl-taillift-sb-019.docx"

BLOCKS = [
    ("title", "Service Bulletin DTL-SB-019"),
    ("p", "Dunmore Tail-Lifts Ltd - Technical Services - Issue B - Date of issue: 14 March 2024"),
    ("h1", "Subject"),
    (
        "p",
        "CL column tail-lifts: replacement of the lift cylinder supply hose and reduced pressure relief valve setting.",
    ),
    ("h1", "Applicability"),
    (
        "p",
        "This bulletin applies to CL-1000 and CL-1500 column tail-lifts with serial numbers DT418200 to DT419450 and DT420001 to DT420380. The CL-750 is not affected, whatever its serial number, because it uses a different hose routing. Lifts outside these serial ranges were built with the revised hose clamp and need no action.",
    ),
    (
        "table",
        {
            "rows": [
                [
                    "Model",
                    "Rated capacity",
                    "Serial numbers",
                    "Relief valve setting (old)",
                    "Relief valve setting (new)",
                    "Hose kit",
                ],
                ["CL-750", "750 kg", "all", "160 bar", "no change", "not required"],
                [
                    "CL-1000",
                    "1 000 kg",
                    "DT418200 to DT419450, DT420001 to DT420380",
                    "180 bar",
                    "170 bar",
                    "DTL-K1019-10",
                ],
                [
                    "CL-1500",
                    "1 500 kg",
                    "DT418200 to DT419450, DT420001 to DT420380",
                    "200 bar",
                    "190 bar",
                    "DTL-K1019-15",
                ],
            ],
            "notes": [
                "The serial number is on the nameplate on the inside of the left-hand column and is also stamped on the platform hinge plate.",
            ],
        },
    ),
    ("h1", "Background"),
    (
        "p",
        "Reports from fleet operators showed chafing of the lift cylinder supply hose where it passes the upper column bracket. In two cases the outer cover was worn through to the reinforcement within two years. The new hose kit has a longer hose with an abrasion sleeve and a repositioned clamp. Because the new hose routing has a slightly higher pressure drop, the relief valve setting is reduced so that the pump motor current stays within the rating of the 24 V power pack.",
    ),
    ("h1", "Compliance"),
    (
        "p",
        "Carry out this bulletin at the next scheduled service, but not later than 6 months after the date of issue. If the hose shows wear through the outer cover, take the tail-lift out of service immediately and fit the kit before further use.",
    ),
    ("h1", "Procedure"),
    (
        "ol",
        [
            "Lower the platform to the ground, open it fully and switch off the tail-lift at the cab switch; disconnect the battery isolator.",
            "Relieve the hydraulic pressure by operating the lower control twice with the power off.",
            "Remove the left-hand column cover (four M6 screws).",
            "Disconnect the old supply hose at the power pack and at the lift cylinder; cap the open ports.",
            "Fit the new hose from the kit with the abrasion sleeve centred on the upper column bracket.",
            "Fit the new clamp to the upper column bracket in the lower hole position and tighten the clamp bolt to 22 N·m.",
            "Tighten both hose end fittings to 45 N·m.",
            "Reconnect the battery, then reset the relief valve on the power pack to the new setting in the table, using a test gauge on port G.",
            "Lift a test load of 1.25 times the rated capacity and hold for 10 minutes; the platform must not sink more than 15 mm.",
            "Refit the column cover, fit the bulletin label on the nameplate and record the work in the tail-lift logbook.",
        ],
    ),
    ("h1", "Parts, time and warranty"),
    (
        "table",
        {
            "rows": [
                ["Item", "CL-1000", "CL-1500"],
                ["Hose kit part number", "DTL-K1019-10", "DTL-K1019-15"],
                ["Hose length", "1 850 mm", "2 050 mm"],
                ["Allowed labour time", "1.5 h", "1.8 h"],
                ["Hydraulic oil top-up", "0.4 L", "0.5 L"],
            ],
            "notes": [
                "Parts and the allowed labour time are covered by Dunmore warranty when the claim quotes DTL-SB-019 and the tail-lift serial number. Hydraulic oil: ISO VG 32 (summer and winter).",
            ],
        },
    ),
    ("h1", "Contact"),
    (
        "p",
        "Dunmore Tail-Lifts Ltd, Technical Services, Brackwater Industrial Estate, Lanmore LM99 7DX. Telephone +44 1632 960 844.",
    ),
]


def documents():
    return [
        {
            "format": "docx",
            "file": FILE,
            "key": KEY,
            "version": "Issue B",
            "title": "Service Bulletin DTL-SB-019",
            "company": COMPANY,
            "blocks": BLOCKS,
            "meta": meta(KEY, "Issue B", "2024-03-14", None, "2024-03-14", PRODUCT, VARIANTS, SERIALS),
        }
    ]

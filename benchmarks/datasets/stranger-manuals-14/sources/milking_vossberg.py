# ruff: noqa: E501
"""Vossberg RoboMilk VM-2 milking robot - milking system service guide. All invented."""

from .common import meta

KEY = "VAT-VM2-SG"
PRODUCT = "Vossberg RoboMilk VM-2 milking robot"
VARIANTS = ["VM-2", "VM-2 Twin"]
COMPANY = "Vossberg Agritech GmbH"
FILE = "vossberg-robomilk-vm2-service-guide.pdf"

COVER = [
    (
        "cover",
        {
            "company": COMPANY,
            "title": "RoboMilk VM-2 Milking Robot",
            "subtitle": "Service Guide - vacuum system, pulsation, teat cups and milk line, VM-2 and VM-2 Twin",
            "lines": [
                ("Document number", KEY),
                ("Revision", "Rev 1"),
                ("Date of issue", "May 2023"),
                ("Applies to", "VM-2 (one box), VM-2 Twin (two boxes, shared vacuum)"),
            ],
            "notice": [
                "Work on the milking system must be done between milkings with the box in SERVICE mode. Cows must not be in the box.",
                "Vossberg Agritech GmbH, Melkweg 4, 99993 Grasdorf. Dealer support +49 40 5551 2260.",
            ],
        },
    )
]

CONTENTS = [
    ("toc",),
    (
        "p",
        "This guide supplements the operator manual VAT-VM2-OM. Robot arm, camera and feeding system are covered in the separate service guides VAT-VM2-SA and VAT-VM2-SF.",
    ),
]

PAGE3 = [
    ("h1", "1 Vacuum and pulsation data"),
    (
        "table",
        {
            "widths": [80, 47, 47],
            "rows": [
                ["Item", "VM-2", "VM-2 Twin"],
                ["System vacuum (set at the regulator)", "44 kPa", "44 kPa"],
                ["Vacuum pump capacity at 50 kPa", "1 100 L/min", "1 900 L/min"],
                ["Vacuum pump motor", "3.0 kW", "5.5 kW"],
                ["Pulsation rate", "60 cycles/min", "60 cycles/min"],
                ["Pulsation ratio, front quarters", "60:40", "60:40"],
                ["Pulsation ratio, rear quarters", "65:35", "65:35"],
                ["Vacuum reserve, min. 1)", "350 L/min", "600 L/min"],
                ["Milk line diameter", "DN 40", "DN 50"],
                ["Milkings per day, max. 2)", "180", "2 x 170"],
            ],
            "notes": [
                "1) Measured with all teat cups attached and the vacuum reserve test described in ISO 6690 procedures; below this value code M-14 is raised.",
                "2) At an average milking time of 6 minutes; actual numbers depend on herd and box time.",
            ],
        },
    ),
    ("h2", "1.1 Vacuum regulator"),
    (
        "p",
        "The servo vacuum regulator keeps the system vacuum within ± 1.0 kPa of the setpoint during attachment and milking. During cleaning the controller raises the vacuum to 48 kPa to increase the slug velocity in the milk line. The setpoint may only be changed in steps of 0.5 kPa under SERVICE > VACUUM; do not set it above 46 kPa for milking.",
    ),
    ("h2", "1.2 Pulsation"),
    (
        "p",
        "Each teat cup has its own pulsator valve. The rear quarters use a wider ratio because they usually carry more milk. Check the pulsation curves with a pulsation tester every 6 months: the b-phase (open liner) of the rear quarters must be at least 550 ms at 60 cycles/min and the d-phase (closed liner) at least 150 ms on all quarters.",
    ),
]

PAGE4 = [
    ("h1", "2 Teat cup liners and milk hoses"),
    ("h2", "2.1 Replacement intervals"),
    (
        "table",
        {
            "widths": [80, 94],
            "rows": [
                ["Part", "Replace after"],
                ["Teat cup liners (silicone)", "10 000 milkings or 6 months, whichever comes first"],
                ["Teat cup liners (rubber, option)", "2 500 milkings or 60 days, whichever comes first"],
                ["Short milk tubes", "Together with every second liner change"],
                ["Long milk hoses", "12 months"],
                ["Pulse tubes", "12 months, or when cracked"],
                ["Milk pump diaphragm", "18 months"],
            ],
            "notes": [
                "The milkings counter is kept per box; on VM-2 Twin the liners of each box are counted separately. Reset the counter under SERVICE > LINERS after replacement.",
            ],
        },
    ),
    ("h2", "2.2 Replacing the teat cup liners"),
    (
        "ol",
        [
            "Set the box to SERVICE mode and wait until the cleaning cycle has finished.",
            "Press TEAT CUPS OUT on the service panel; the cups are released from the magazine.",
            "Pull the liner mouthpiece off the shell and push the liner out of the shell from the bottom.",
            "Wet the new liner with clean water; never use oil or grease as a lubricant.",
            "Pull the new liner through the shell until the marking ring locates in the shell bottom.",
            "Check that the liner is not twisted: the printed line must run straight from the mouthpiece to the short milk tube.",
            "Replace all four liners of a box at the same time.",
            "Reset the liner counter and run one cleaning cycle before the next milking.",
        ],
    ),
    (
        "caution",
        "Do not mix liners of different types or manufacturers in one box. Different liner stiffness changes milk flow and increases teat end damage.",
    ),
    ("h2", "2.3 Milk line cleaning"),
    (
        "p",
        "The system is cleaned three times per day. Main wash water temperature at the start of the cycle must be at least 75 °C and at the end at least 45 °C; if the end temperature is lower, fat deposits can remain in the line. Alkaline detergent dosage 0.5 % and acid detergent 0.3 %.",
    ),
]

PAGE5 = [
    ("h1", "3 Alarm codes"),
    (
        "table",
        {
            "widths": [16, 66, 92],
            "rows": [
                ["Code", "Meaning", "Remedy"],
                [
                    "M-11",
                    "Vacuum too low (more than 3 kPa below setpoint for 10 s)",
                    "Check vacuum pump belt and oil; check for open hoses or a teat cup fallen off.",
                ],
                [
                    "M-12",
                    "Vacuum too high (more than 3 kPa above setpoint)",
                    "Check the vacuum regulator sensor line and the regulator diaphragm.",
                ],
                [
                    "M-14",
                    "Vacuum reserve too low",
                    "Check pump capacity and for air leaks; check the interceptor drain valve.",
                ],
                [
                    "M-21",
                    "Pulsation fault on one quarter",
                    "Check pulsator valve and pulse tube for that quarter; replace cracked pulse tube.",
                ],
                [
                    "M-23",
                    "Teat cup kick-off",
                    "Information only. If repeated with the same cow, check the teat coordinates in the cow record.",
                ],
                [
                    "M-31",
                    "Milk pump running dry",
                    "Check level sensor in the milk receiver and the milk pump diaphragm.",
                ],
                [
                    "M-35",
                    "Cleaning temperature too low",
                    "Check the water heater and the hot water supply (min. 80 °C at the tap).",
                ],
                ["M-40", "Liner counter limit reached", "Replace all liners of the box (2.2) and reset the counter."],
            ],
        },
    ),
    ("h1", "4 Tightening torques and spare parts"),
    (
        "table",
        {
            "widths": [100, 30, 44],
            "rows": [
                ["Joint", "Thread", "Torque"],
                ["Vacuum pump to base frame", "M10", "45 N·m"],
                ["Vacuum pump pulley", "M8", "25 N·m"],
                ["Milk pump housing screws", "M6", "8 N·m"],
                ["Teat cup magazine bracket", "M8", "18 N·m"],
            ],
        },
    ),
    (
        "table",
        {
            "widths": [100, 74],
            "rows": [
                ["Part", "Part number"],
                ["Silicone liner, set of 4", "VA-LS-2040"],
                ["Rubber liner, set of 4", "VA-LR-2041"],
                ["Short milk tube", "VA-SM-0312"],
                ["Pulse tube, twin, per metre", "VA-PT-0810"],
                ["Pulsator valve", "VA-PV-0024"],
                ["Milk pump diaphragm", "VA-MP-0155"],
                ["Vacuum regulator diaphragm", "VA-VR-0062"],
            ],
            "notes": [
                "Vacuum pump oil, belts and filters: see the pump manufacturer's documentation supplied with the robot.",
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
            "version": "Rev 1",
            "title": "RoboMilk VM-2 Milking Robot - Service Guide",
            "running_title": "RoboMilk VM-2 - Service Guide (milking system)",
            "company": COMPANY,
            "footer_note": "Rev 1, 2023-05",
            "pages": [COVER, CONTENTS, PAGE3, PAGE4, PAGE5],
            "meta": meta(KEY, "Rev 1", "2023-05-15", None, "2023-05-10", PRODUCT, VARIANTS),
        }
    ]

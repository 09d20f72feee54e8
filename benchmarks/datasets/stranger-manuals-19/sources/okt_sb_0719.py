"""OKT-SB-0719 - Service bulletin for VaporChef VC-101 / VC-201, 2 pages (invented)."""

KEY = "OKT-SB-0719"
COMPANY = "Ostervik Kitchen Systems GmbH"
TITLE = "Service Bulletin - Drain valve and quench hose clamps"
PRODUCT = "VaporChef VC Combi Steamer"
VARIANTS = ["VC-101", "VC-201"]
SERIALS = [[7104500, 7105999], [7107200, 7107480]]
VERSION = "Issue 1"
FILE = "okt-sb-0719_vaporchef_bulletin.pdf"
EFFECTIVE_FROM = "2023-05-02"
RECORDED_AT = "2023-04-28T00:00:00Z"
CREATED = (2023, 4, 28)
TOTAL_PAGES = 2

PAGES = []

PAGES.append(
    [
        ("title", "Service Bulletin OKT-SB-0719"),
        ("subtitle", "Steam generator drain valve and quench hose clamps"),
        ("space", 3),
        (
            "table",
            {
                "widths": [48, 126],
                "header": ["Item", "Details"],
                "rows": [
                    ["Bulletin number", "OKT-SB-0719, Issue 1"],
                    ["Date of issue", "2 May 2023"],
                    ["Category", "Mandatory at the next service visit"],
                    ["Models affected", "VC-101 and VC-201"],
                    ["Serial ranges", "OV7104500 to OV7105999 and OV7107200 to OV7107480"],
                    ["Not affected", "VC-61 (all serials); VC-101 and VC-201 outside the ranges above"],
                    ["Manual reference", "OKT-SM-0716 Issue 3 (values in the manual are unchanged)"],
                ],
            },
        ),
        ("space", 3),
        ("h2", "1 Background"),
        (
            "p",
            "Drain valves from one supplier batch were fitted to the units listed above. After descaling, some of "
            "these valves close slowly. Water left in the generator can then run into the quench line and raise "
            "Err 36 or Err 45. On the same units the quench hose was fitted with a worm-drive clamp that can "
            "loosen when it is heated and cooled many times.",
        ),
        ("h2", "2 Identification"),
        (
            "p",
            "Valves from the affected batch have a grey actuator cap. Corrected valves have a black cap with the "
            "marking R2 moulded into it. Units that already have the black cap still need the new hose clamps.",
        ),
        ("h2", "3 Parts required"),
        (
            "table",
            {
                "caption": "Table 1 Parts per appliance",
                "widths": [36, 112, 18],
                "header": ["Part no.", "Description", "Qty"],
                "rows": [
                    ["OK-V233-R2", "Drain valve, revised (black cap, marked R2)", "1"],
                    ["OK-G045", "Drain valve gasket", "1"],
                    ["OK-C018", "Quench hose clamp, stainless, spring type, 16 to 27 mm", "2"],
                ],
            },
        ),
        (
            "p",
            "Return replaced valves with the returns label enclosed in the kit. Do not return the old hose "
            "clamps; scrap them.",
        ),
    ]
)

PAGES.append(
    [
        ("h2", "4 Procedure"),
        (
            "steps",
            [
                "Run the drain programme, switch off and isolate. Wait 10 minutes.",
                "Remove the left side panel (six screws).",
                "Look at the colour of the drain valve actuator cap. If the cap is black and marked R2, go to step 9.",
                "Unplug the valve connector and disconnect both hoses from the valve.",
                "Remove the valve (two M5 screws) and discard the old gasket.",
                "Fit the revised valve with a new gasket. Tighten the M5 screws to 3.0 Nm.",
                "Reconnect the hoses and plug in the connector.",
                "Run service test T6. The generator must be empty within 45 s.",
                "Replace both quench hose clamps with the new spring clamps and tighten them to 2.5 Nm.",
                "Refit the side panel and write the bulletin number on the service label inside the control panel "
                "door.",
            ],
        ),
        ("h2", "5 Labour and warranty"),
        (
            "table",
            {
                "widths": [60, 60],
                "header": ["Model", "Allowed time"],
                "rows": [
                    ["VC-101", "0.8 h"],
                    ["VC-201", "1.0 h"],
                ],
            },
        ),
        (
            "p",
            "Claim the work under warranty code W-0719 until 31 December 2024. After that date the parts are "
            "still supplied free of charge, but labour is not refunded.",
        ),
        ("h2", "6 Units outside this bulletin"),
        (
            "p",
            "Appliances with serial numbers outside the listed ranges, and all VC-61 appliances, are not "
            "affected. No action is needed on them.",
        ),
    ]
)

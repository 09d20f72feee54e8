"""TWS-SB-2023-07 - Service bulletin (DOCX) for HX-50 pumps with forged end caps (invented).

Gives values that override TWS-MM-0450 Rev C for the listed serial ranges.
"""

KEY = "TWS-SB-2023-07"
COMPANY = "Trevanne Waterjet Systems Ltd."
TITLE = "Service Bulletin TWS-SB-2023-07"
PRODUCT = "HX-50 Series Intensifier Pump"
VARIANTS = ["HX-50"]
SERIALS = [[5012200, 5012899], [5013400, 5013650]]
VERSION = "Issue 1"
FILE = "tws-sb-2023-07_hx50_bulletin.docx"
EFFECTIVE_FROM = "2023-03-20"
RECORDED_AT = "2023-03-16T00:00:00Z"
CREATED = (2023, 3, 16)

BLOCKS = [
    ("h", 0, "Service Bulletin TWS-SB-2023-07"),
    ("p", "Trevanne Waterjet Systems Ltd. - Technical Service"),
    ("p", "Subject: Forged hydraulic end caps - revised end-cap torque, seal interval and seal kit"),
    (
        "table",
        [
            ["Item", "Details"],
            ["Bulletin", "TWS-SB-2023-07, Issue 1"],
            ["Date", "20 March 2023"],
            ["Category", "Mandatory"],
            ["Applies to", "HX-50 (single intensifier) only"],
            ["Serial ranges", "TW5012200 to TW5012899 and TW5013400 to TW5013650"],
            ["Not affected", "HX-50D (all serials); HX-50 outside the ranges above"],
            ["Manual reference", "TWS-MM-0450 Revision C"],
        ],
    ),
    ("h", 1, "1 Background"),
    (
        "p",
        "The pumps in the serial ranges above were built with forged hydraulic end caps. A forged cap can be "
        "recognised by the letter F next to the lifting eye. Its flange is stiffer than that of the cast "
        "cap, so the bolts need a higher torque to reach the same clamp load. Bench tests also showed a "
        "higher seal temperature on these pumps, which shortens seal life.",
    ),
    ("h", 1, "2 Superseded values"),
    (
        "p",
        "For the pumps listed, the following values replace those in the maintenance manual. All other values "
        "in TWS-MM-0450 remain valid.",
    ),
    (
        "table",
        [
            ["Item", "Manual TWS-MM-0450 Rev C", "This bulletin"],
            ["End-cap bolt torque, M20", "285 Nm", "310 Nm"],
            ["HP seal replacement interval", "500 h", "350 h"],
            ["HP seal kit", "TW-40211-C", "TW-40211-F"],
            ["Gland nut torque re-check after a seal change", "after 8 h", "after 4 h"],
        ],
    ),
    ("h", 1, "3 Actions"),
    ("p", "1. Check each end cap for the F mark next to the lifting eye."),
    (
        "p",
        "2. At the next seal change, fit seal kit TW-40211-F and tighten the end-cap bolts to the bulletin "
        "value in the usual three-stage cross pattern.",
    ),
    ("p", "3. Set the seal counter on the HMI (Service > Counters > Seal) to the bulletin interval."),
    ("p", "4. Fix the sticker TW-L07, supplied with the kit, to the pump data plate."),
    ("h", 1, "4 Compliance"),
    ("p", "Carry out the actions at the next seal change, and in any case no later than 30 September 2023."),
    ("h", 1, "5 Labour and warranty"),
    ("p", "Allowed time: 1.0 h per pump in addition to the normal seal change. Claim under warranty code W-HX23-07."),
    ("p", "Pumps outside the listed serial ranges keep the values of the maintenance manual."),
]

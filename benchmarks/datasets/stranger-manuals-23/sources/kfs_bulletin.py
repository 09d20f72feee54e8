# ruff: noqa: E501
"""KFS-SB-0412-07 - Service bulletin (DOCX) for PulseJet PJ-12 / PJ-16 collectors with the Type H1 header.

Invented document. Its values override KFS-MM-0412 for the affected serial range.
"""

KEY = "KFS-SB-0412-07"
FILE = "KFS-SB-0412-07.docx"
VERSION = "Issue 1"
EFFECTIVE_FROM = "2024-03-18"
RECORDED_AT = "2024-03-11T00:00:00Z"
PRODUCT = "PulseJet cartridge dust collector"
VARIANTS = ["PJ-12", "PJ-16"]
SERIALS = [[2304100, 2304899]]

BLOCKS = [
    ("heading0", "Kestrel Filtration Systems Ltd."),
    ("heading1", "SERVICE BULLETIN SB-0412-07"),
    (
        "p",
        "Subject: Pulse cleaning settings, header pressure and diaphragm kits for PulseJet collectors with the Type H1 pulse header",
    ),
    (
        "table",
        [
            ["Bulletin number", "KFS-SB-0412-07"],
            ["Issue", "Issue 1"],
            ["Date of issue", "2024-03-11"],
            ["Effective from", "2024-03-18"],
            ["Classification", "Recommended - carry out at the next scheduled service"],
            ["Applies to", "PulseJet PJ-12 and PJ-16, serial numbers KF2304100 to KF2304899 inclusive"],
            [
                "Does not apply to",
                "PJ-8 (any serial number). PJ-12 and PJ-16 outside the serial range above (these have the Type H2 header).",
            ],
            ["Manual affected", "KFS-MM-0412 Rev C, Sections 3, 4, 5 and 6"],
        ],
    ),
    ("heading2", "1. Background"),
    (
        "p",
        "Collectors in the serial range above were built with the Type H1 pulse header, which is round and holds less "
        "air than the square Type H2 header introduced later. With the settings of KFS-MM-0412 Rev C the H1 header "
        "does not recover fully between pulses, so the last rows of cartridges are cleaned at reduced pressure and "
        "the differential pressure creeps upwards over several weeks.",
    ),
    ("heading2", "2. Revised values"),
    ("p", "For affected collectors the values in the right-hand column replace the values in the manual."),
    (
        "table",
        [
            ["Item", "KFS-MM-0412 Rev C", "This bulletin (affected units)"],
            ["Pulse duration, P01", "100 ms", "130 ms"],
            ["Pulse interval, P02", "12 s", "18 s"],
            ["Pulse header supply pressure, nominal", "5.5 bar", "6.0 bar"],
            ["High dP alarm, P05", "1,600 Pa", "1,600 Pa (no change)"],
            ["Pulse valve diaphragm replacement interval", "16,000 h or 2 years", "8,000 h or 1 year"],
            ["Pulse valve body bolt torque", "9 N·m", "11 N·m"],
        ],
    ),
    ("heading2", "3. Parts"),
    (
        "table",
        [
            ["Part no.", "Description", "Quantity"],
            [
                "KF-51012",
                "Diaphragm kit, reinforced, 1 in valve (replaces KF-51002 on affected PJ-12)",
                "6 per collector",
            ],
            [
                "KF-51013",
                "Diaphragm kit, reinforced, 1.5 in valve (replaces KF-51003 on affected PJ-16)",
                "8 per collector",
            ],
            ["KF-52100", "Automatic header drain valve, 24 V DC", "1 per collector"],
            ["KF-99507", "Label 'SB-0412-07 completed'", "1 per collector"],
        ],
    ),
    ("heading2", "4. Procedure"),
    (
        "p",
        "1. Check the header: the Type H1 header is a round tube of 114 mm diameter; the Type H2 header is square. "
        "If a square header is fitted, the bulletin does not apply even inside the serial range; record this in the log.",
    ),
    ("p", "2. Lock out the collector and vent the header as described in KFS-MM-0412, section 1.1."),
    (
        "p",
        "3. Replace all diaphragms with kit KF-51012 (PJ-12) or KF-51013 (PJ-16). Tighten the valve body bolts to 11 N·m.",
    ),
    (
        "p",
        "4. Replace the manual header drain valve with the automatic drain valve KF-52100 and connect it to controller output DO4.",
    ),
    ("p", "5. Restore air and set the header regulator to 6.0 bar with no valve firing."),
    ("p", "6. Set P01 and P02 to the values in section 2 (menu Settings > Cleaning, service code required)."),
    ("p", "7. Fire each valve from the test menu and confirm one crisp pulse per valve."),
    ("p", "8. Stick label KF-99507 next to the nameplate and record the work in the collector log."),
    ("heading2", "5. Compliance and labour"),
    (
        "p",
        "Carry out this bulletin at the next scheduled service and no later than 2024-09-30. "
        "Estimated labour: 2.5 hours for a PJ-12, 3.5 hours for a PJ-16. Parts are free of charge for affected "
        "units; claim labour under warranty code W-0412-07.",
    ),
    ("p", "Questions: Kestrel Technical Support, service bulletin desk."),
]

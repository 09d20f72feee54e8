"""Service bulletin SB-2023-04 for HM-40 melters (PDF, 2 pages). Invented content.

Overrides values of the maintenance manual VAS-MM-0410 for a serial range.
"""

KEY = "VAS-SB-2023-04"
COMPANY = "Veltrane Adhesive Systems"
TITLE = "Service Bulletin SB-2023-04"
VERSION = "Issue 1"
FILE = "VAS-SB-2023-04.pdf"
META = {
    "document": KEY,
    "version": VERSION,
    "effective_from": "2023-06-01",
    "effective_to": None,
    "recorded_at": "2023-05-24T00:00:00Z",
    "applicability": {
        "product": "HM-Series hot-melt melter",
        "variants": ["HM-40"],
        "serials": [[2210400, 2304999], [2306100, 2306450]],
    },
}

PAGES = [
    [
        ("title", "Service Bulletin SB-2023-04"),
        ("subtitle", "Gear pump shaft seal: lower relief setting and shorter intervals"),
        (
            "table",
            [44, 130],
            ["Item", "Detail"],
            [
                ["Issued", "2023-05-22"],
                ["Effective", "2023-06-01"],
                ["Category", "Recommended"],
                ["Product", "HM-Series hot-melt melters, model HM-40 only"],
                ["Manual affected", "VAS-MM-0410, Sections 2, 3 and 6"],
            ],
        ),
        ("h1", "1  Reason"),
        (
            "p",
            "A number of HM-40 melters were built with gear pumps VA-33092 from production lot 22-K. "
            "The shaft seals in this lot have a lower pressure rating than specified. At the standard "
            "relief setting these seals can start to leak after about 1500 service hours.",
        ),
        ("h1", "2  Applicability"),
        (
            "p",
            "This bulletin applies to HM-40 melters with serial numbers VA2210400 to VA2304999 "
            "and VA2306100 to VA2306450.",
        ),
        (
            "p",
            "HM-20 melters are not affected, whatever their serial number, because they use the "
            "4.6 cm3/rev pump from a different supplier.",
        ),
        ("p", "The serial number is printed on the rating plate on the right-hand side panel."),
        ("h1", "3  Revised values"),
        (
            "p",
            "For the melters listed in Section 2, the values below replace the values in the "
            "maintenance manual VAS-MM-0410. All other values in the manual remain valid.",
        ),
        (
            "table",
            [70, 52, 52],
            ["Item", "Manual value", "New value"],
            [
                ["Pressure relief valve setting", "60 bar", "50 bar"],
                ["F09 warning threshold", "90% of relief setting", "85% of relief setting"],
                ["Pump shaft seal replacement", "4000 h", "2500 h"],
                ["Outlet filter cartridge replacement", "400 h", "300 h"],
                ["Relief valve lock nut torque", "not stated", "15 Nm"],
            ],
        ),
        ("h1", "4  Compliance"),
        ("p", "Carry out the work at the next filter change, but no later than 2023-09-30."),
    ],
    [
        ("h1", "5  Procedure"),
        (
            "steps",
            [
                "Heat the melter to working temperature and release the pressure as described in "
                "VAS-MM-0410, Section 5.1, steps 1 to 3.",
                "Connect the test gauge VA-90012 (0 to 100 bar) to gauge port G1 on the manifold.",
                "Loosen the relief valve lock nut with a 19 mm spanner.",
                "Close all guns. Run the pump at 20 rpm and turn the relief valve adjusting screw with a "
                "6 mm hex key until the gauge shows 50 bar. Turning clockwise raises the pressure.",
                "Hold the adjusting screw and tighten the lock nut to 15 Nm.",
                "Enter the new F09 threshold of 85% in service menu 9.3 (service password required).",
                "Set the seal counter in menu 7.5 to 2500 h and the filter counter in menu 7.4 to 300 h.",
                "If the pump shaft seal shows any leakage, fit the reinforced seal kit VA-33017 now; "
                "otherwise fit it at the next seal change.",
                "Fix the compliance label VA-99104 next to the rating plate and write the bulletin number "
                "and the date on it.",
            ],
        ),
        ("h1", "6  Parts"),
        (
            "table",
            [96, 44, 34],
            ["Part", "Part no.", "Qty"],
            [
                ["Pump shaft seal kit, reinforced", "VA-33017", "1"],
                ["Compliance label", "VA-99104", "1"],
                ["Test gauge 0 to 100 bar (loan tool)", "VA-90012", "1"],
            ],
        ),
        ("h1", "7  Labour and warranty"),
        ("p", "Allowed time: 1.5 hours per melter."),
        (
            "p",
            "Claim parts and labour under warranty code W-2304 within 60 days of completing the "
            "work. Claims are accepted until 2024-03-31.",
        ),
        ("p", "Send questions to Veltrane Technical Service, quoting the melter serial number."),
    ],
]

"""Service bulletin SB 24-03 for PB-100 and PB-160 press brakes (DOCX). Invented content.

DOCX has no fixed pagination; the whole document is treated as page 1.
"""

KEY = "BMT-SB-24-03"
COMPANY = "Brenholt Machine Tools"
TITLE = "Service Bulletin SB 24-03"
VERSION = "Issue A"
FILE = "BMT-SB-24-03.docx"
META = {
    "document": KEY,
    "version": VERSION,
    "effective_from": "2024-03-15",
    "effective_to": None,
    "recorded_at": "2024-03-06T00:00:00Z",
    "applicability": {
        "product": "PB-Series hydraulic press brake",
        "variants": ["PB-100", "PB-160"],
        "serials": [[1904200, 2011399]],
    },
}

BLOCKS = [
    ("title", "Brenholt Machine Tools - Service Bulletin SB 24-03"),
    ("p", "Backgauge belt tensioner: bracket replacement"),
    (
        "table",
        ["Item", "Detail"],
        [
            ["Document", "BMT-SB-24-03, Issue A"],
            ["Issued", "2024-03-04"],
            ["Effective", "2024-03-15"],
            ["Category", "Mandatory"],
            ["Manual affected", "BMT-SM-0530, Section 5.3"],
        ],
    ),
    ("h1", "1 Applicability"),
    (
        "p",
        "This bulletin applies to PB-100 and PB-160 press brakes with serial numbers BK1904200 to "
        "BK2011399. The serial number is stamped on the plate at the left side frame.",
    ),
    ("p", "PB-60 machines are not affected: they use the earlier cast tensioner."),
    ("h1", "2 Reason"),
    (
        "p",
        "The welded tensioner bracket BM-6062 can crack at the weld after about 3000 operating hours. "
        "A cracked bracket lets the belt go slack; the backgauge then loses position and raises alarm E109.",
    ),
    ("h1", "3 Procedure"),
    (
        "steps",
        [
            "Switch off the main switch and lock it out.",
            "Remove the rear cover of the backgauge beam (8 screws).",
            "Release the belt tension by loosening the tensioner clamp screws.",
            "Remove the old bracket BM-6062 and scrap it. Do not reuse its screws.",
            "Fit the new machined bracket from kit BM-6071 with the new M8 screws supplied and tighten them to 24 Nm.",
            "Tension the belt to 3 mm deflection under 25 N at the middle of the free span.",
            "Move the X axis over its full travel five times. Check the position at 250 mm with a gauge "
            "block; the deviation must be no more than 0.05 mm.",
            "Refit the rear cover and record the bulletin number in the machine log.",
        ],
    ),
    ("h1", "4 Revised values"),
    (
        "p",
        "On machines fitted with the new bracket, the belt tension in step 6 replaces the value of "
        "4 mm at 20 N given in BMT-SM-0530, Section 5.3. Check the belt tension every 500 h for the "
        "first 2000 h after the modification, then return to the interval in the service manual.",
    ),
    ("h1", "5 Parts and labour"),
    (
        "table",
        ["Model", "Kit BM-6071", "Labour"],
        [
            ["PB-100", "1 kit", "1.0 h"],
            ["PB-160", "2 kits (one per X-axis drive)", "1.8 h"],
        ],
    ),
    (
        "p",
        "Kit BM-6071 contains one machined bracket, four M8 x 25 screws of property class 10.9 and a "
        "belt tension card.",
    ),
    ("h1", "6 Warranty"),
    ("p", "Parts and labour are free of charge until 2025-03-31. Use claim code SB2403."),
]

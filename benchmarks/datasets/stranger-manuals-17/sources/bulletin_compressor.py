# ruff: noqa: E501
"""BAS-SB-2023-07: service bulletin (DOCX) for BRS-30 / BRS-37 in two serial ranges (invented).
Overrides the separator cover bolt torque and the oil change interval of BAS-MM-1140."""

COMPANY = "Brennick Air Systems Ltd"
DOCNO = "BAS-SB-2023-07"
TITLE = "Service Bulletin BAS-SB-2023-07 - Separator cover gasket and oil change interval"
VERSION = "Issue 1"
EFFECTIVE = "2023-06-12"
RECORDED = "2023-06-05"
SERIALS = [[2205001, 2207450], [2301001, 2302880]]
VARIANTS = ["BRS-30", "BRS-37"]


def build():
    blocks = [
        ("h0", "Service Bulletin BAS-SB-2023-07"),
        ("p", "Brennick Air Systems Ltd - Technical Service - Issue 1 - Date of issue: 2023-06-12"),
        (
            "p",
            "Subject: Separator cover gasket of softer grade; revised cover bolt torque and temporary oil change "
            "interval.",
        ),
        (
            "p",
            "Category: Recommended. Compliance: at the next scheduled service, but not later than 6 months "
            "after the date of issue.",
        ),
        ("h1", "1 Affected units"),
        (
            "table",
            ["Model", "Serial numbers (data plate)", "Gasket kit"],
            [
                ["BRS-30", "BR2205001 to BR2207450 and BR2301001 to BR2302880", "5000-9307"],
                ["BRS-37", "BR2205001 to BR2207450 and BR2301001 to BR2302880", "5000-9308"],
            ],
        ),
        (
            "p",
            "BRS-22 compressors are not affected, whatever their serial number. Units outside the serial ranges "
            "above were built with the graphite gasket and need no action.",
        ),
        ("h1", "2 Reason"),
        (
            "p",
            "Units in the serial ranges above left the factory with a separator cover gasket of a softer grade "
            "(brown, part 5000-1330). Under repeated heating and cooling this gasket can settle, the cover bolts "
            "lose preload and oil mist may escape at the cover. Two cases of oil leaking onto the motor have been "
            "reported.",
        ),
        ("h1", "3 Revised values"),
        (
            "p",
            "For affected units the following values replace the values in the maintenance manual BAS-MM-1140 "
            "until the work in section 4 has been done.",
        ),
        (
            "table",
            ["Item", "Manual BAS-MM-1140", "This bulletin"],
            [
                ["Separator cover bolts (with graphite gasket 5000-1332)", "45 Nm", "52 Nm"],
                ["Oil change interval (until gasket replaced)", "3,000 h / 24 months", "2,000 h / 12 months"],
                ["Re-check of cover bolt torque", "-", "after 50 running hours"],
            ],
        ),
        (
            "p",
            "After the gasket has been replaced, the oil change interval of the maintenance manual applies again; "
            "the cover bolt torque remains 52 Nm for the life of the unit.",
        ),
        ("h1", "4 Work instructions"),
        (
            "steps",
            [
                "Stop the compressor, lock the main switch and wait until the sump pressure gauge reads 0 bar.",
                "Remove the separator cover as described in section 5.2 of BAS-MM-1140.",
                "Discard the brown gasket and clean both sealing faces with a plastic scraper; do not use a wire brush.",
                "Fit the grey graphite gasket 5000-1332 dry, without sealant or grease.",
                "Fit the new cover bolts from the kit and tighten them crosswise in three passes: 20 Nm, 40 Nm, 52 Nm.",
                "Run the unit loaded for 30 minutes and check the cover for leaks.",
                "After 50 running hours re-check the bolts at 52 Nm with the unit cold.",
                "Mark the data plate with a punch at the field 'SB' and enter 'SB 2023-07' in the service log.",
            ],
        ),
        ("h1", "5 Parts and labour"),
        (
            "table",
            ["Item", "BRS-30", "BRS-37"],
            [
                ["Gasket kit (graphite gasket 5000-1332 and 8 bolts M12 x 40, grade 10.9)", "5000-9307", "5000-9308"],
                ["Labour time allowed", "1.2 h", "1.5 h"],
                ["Warranty claim code", "W-2307", "W-2307"],
            ],
        ),
        (
            "p",
            "The gasket kit and the labour time are covered by warranty until 2024-06-30 when the claim quotes "
            "the serial number and the code W-2307.",
        ),
        ("p", "Do not reuse the old cover bolts: they may have stretched."),
    ]
    return {"company": COMPANY, "docno": DOCNO, "title": TITLE, "docx_date": RECORDED, "blocks": blocks}


def meta():
    return {
        "document": DOCNO,
        "version": VERSION,
        "effective_from": EFFECTIVE,
        "effective_to": None,
        "recorded_at": RECORDED + "T00:00:00Z",
        "applicability": {"product": "BRS rotary screw compressor", "variants": VARIANTS, "serials": SERIALS},
    }

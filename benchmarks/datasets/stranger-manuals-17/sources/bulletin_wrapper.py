# ruff: noqa: E501
"""PPS-SB-22-03: service bulletin (PDF, 2 pages) for RTW-1800 / RTW-2000HD in two serial ranges (invented).
Overrides the chain deflection and chain lubrication interval of PPS-SM-0418."""

COMPANY = "Palvorn Packaging Systems B.V."
DOCNO = "PPS-SB-22-03"
TITLE = "Service Bulletin - Turntable drive chain and sprocket upgrade"
VERSION = "Rev 0"
EFFECTIVE = "2022-04-04"
RECORDED = "2022-03-30"
SERIALS = [[2104300, 2106150], [2201001, 2201480]]
VARIANTS = ["RTW-1800", "RTW-2000HD"]


def build():
    p1 = [
        ("title", "Service Bulletin PPS-SB-22-03"),
        ("subtitle", "Turntable drive chain and sprocket upgrade"),
        (
            "table",
            [50, 124],
            None,
            [
                ["Bulletin number", DOCNO + ", " + VERSION],
                ["Date of issue", EFFECTIVE],
                ["Classification", "Mandatory - safety related"],
                ["Products", "RTW turntable stretch wrappers"],
                ["Models", "RTW-1800 and RTW-2000HD"],
                ["Serial numbers", "PW2104300 to PW2106150 and PW2201001 to PW2201480"],
                ["Not affected", "RTW-1500 (uses a different chain size); all units outside the serial ranges"],
                ["Related document", "Service manual PPS-SM-0418, Issue 2"],
            ],
            {"bold_first": True, "size": 9, "lh": 4.4},
        ),
        ("h1", "1 Background"),
        (
            "p",
            "Machines in the serial ranges above were fitted with a drive chain from a supplier batch with "
            "insufficient case hardening. The chain stretches faster than expected, jumps on the drive sprocket "
            "under heavy loads and can stop the turntable abruptly. Three cases of damaged sprocket teeth have "
            "been reported; in one case a pallet load shifted.",
        ),
        ("h1", "2 Action required"),
        (
            "bullets",
            [
                "Replace the drive chain and the drive sprocket with the upgrade kit listed on page 2.",
                "Complete the work within 60 days of the date of issue or before the next 250 operating hours, "
                "whichever comes first.",
                "Until the kit is fitted, limit the load on the turntable to 1200 kg and set P09 to 6 rpm or less.",
            ],
        ),
        ("h1", "3 Revised maintenance values"),
        (
            "p",
            "For the affected machines the following values replace those in PPS-SM-0418, both before and after "
            "the upgrade kit is fitted.",
        ),
        (
            "table",
            [74, 50, 50],
            ["Item", "PPS-SM-0418", "This bulletin"],
            [
                ["Chain deflection midway between sprockets (20 N)", "12 to 15 mm", "8 to 10 mm"],
                ["Lubricate turntable drive chain", "500 h", "250 h"],
                ["Drive sprocket set screw, RTW-1800", "16 Nm", "25 Nm"],
                ["Drive sprocket set screw, RTW-2000HD", "25 Nm", "25 Nm (unchanged)"],
            ],
        ),
        ("fn", ["The chain tension check interval stays at 500 h."]),
    ]
    p2 = [
        ("h1", "4 Fitting the upgrade kit"),
        (
            "steps",
            [
                "Switch to manual mode, turn Q0 off and lock it. Remove the turntable access cover.",
                "Slacken the motor mounting bolts and release the chain tension completely.",
                "Separate the old chain at the connecting link and pull it out; keep it for return to Palvorn.",
                "Remove the old sprocket. Clean the motor shaft and check the key for wear.",
                "Fit the new hardened sprocket (marked with a yellow dot) flush with the shaft end.",
                "Tighten the sprocket set screw to 25 Nm with medium thread-lock.",
                "Fit the new chain with the closed end of the spring clip facing the direction of travel.",
                "Tension the chain to a deflection of 8 to 10 mm and tighten the motor mounting bolts.",
                "Refit the cover, reset the load limit and P09, and run five cycles with a full load.",
            ],
        ),
        ("h1", "5 Parts"),
        (
            "table",
            [74, 50, 50],
            ["Item", "RTW-1800", "RTW-2000HD"],
            [
                ["Upgrade kit (chain, sprocket, clip, label)", "41-2208-K", "41-2209-K"],
                ["Chain only (hardened)", "41-2208", "41-2209"],
                ["Sprocket only (hardened)", "41-2218", "41-2219"],
                ["Labour time allowed", "1.5 h", "2.0 h"],
            ],
        ),
        (
            "fn",
            [
                "Kits are supplied free of charge. Return the removed chain and sprocket with the return label from the kit."
            ],
        ),
        ("h1", "6 Records"),
        (
            "p",
            "Stick the label 'SB 22-03 done' from the kit next to the machine data plate and record the date and "
            "the operating hours in the machine log. Report completion to Palvorn service quoting the serial "
            "number.",
        ),
        ("note", "WARNING: Do not operate an affected machine above 1200 kg load before the upgrade kit is fitted."),
    ]
    return {
        "company": COMPANY,
        "docno": DOCNO,
        "rev_label": VERSION,
        "title": TITLE,
        "pdf_date": RECORDED,
        "pages": [p1, p2],
    }


def meta():
    return {
        "document": DOCNO,
        "version": VERSION,
        "effective_from": EFFECTIVE,
        "effective_to": None,
        "recorded_at": RECORDED + "T00:00:00Z",
        "applicability": {"product": "RTW turntable stretch wrapper", "variants": VARIANTS, "serials": SERIALS},
    }

# ruff: noqa: E501
"""ORM-TSB-GX-2305 - Technical service bulletin (PDF, 2 pages) for GX-400 / GX-550 granulators.

Invented document.
"""

KEY = "ORM-TSB-GX-2305"
COMPANY = "Orvane Recycling Machinery B.V."
TITLE = "Technical Service Bulletin - Rotor Bearing Housing Inspection"
REV = "Issue 1"
FILE = "ORM-TSB-GX-2305.pdf"
EFFECTIVE_FROM = "2023-06-12"
RECORDED_AT = "2023-06-05T00:00:00Z"
PRODUCT = "GX series granulator"
VARIANTS = ["GX-400", "GX-550"]
SERIALS = [[5520300, 5520749]]


def pages():
    p1 = [
        ("title", "Technical Service Bulletin TSB-GX-2305"),
        ("subtitle", "Rotor bearing housing inspection and bolt replacement"),
        (
            "kv",
            [
                ("Bulletin", KEY + ", Issue 1"),
                ("Date of issue", "2023-06-05"),
                ("Effective from", "2023-06-12"),
                ("Classification", "Mandatory"),
                ("Models affected", "GX-400 and GX-550"),
                ("Serial numbers", "OR5520300 to OR5520749 (inclusive)"),
                (
                    "Not affected",
                    "GX-250, all serial numbers. GX-400 and GX-550 with serial numbers outside the range above.",
                ),
                ("Compliance", "Within 250 operating hours or 3 months from the effective date, whichever comes first"),
                ("Manual affected", "ORM-SM-GX Rev 4, Table 5-1 (rotor bearing housing bolts)"),
            ],
            [50, 130],
        ),
        ("h1", "1  Reason"),
        (
            "p",
            "Rotor bearing housings from casting lot 22-17 may contain porosity next to the bolt bosses. On two "
            "machines a crack started at a boss after repeated rotor jams (alarm A04). A cracked housing lets the "
            "rotor shift, which changes the knife gap and can lead to knife contact.",
        ),
        ("h1", "2  Identification"),
        (
            "p",
            "The casting lot number is cast into the top face of each bearing housing, next to the grease nipple. "
            "Only housings marked 22-17 must be replaced. Housings with other lot numbers are inspected and get "
            "new bolts only.",
        ),
        ("p", "Each machine has two bearing housings: drive side (DS) and non-drive side (NDS). Check both."),
        ("h1", "3  Summary of actions"),
        (
            "table",
            dict(
                widths=[70, 110],
                header=["Finding", "Action"],
                rows=[
                    ["Housing marked 22-17", "Replace the housing with 7132-400R and fit new bolts 7133-16"],
                    ["Other lot number, no crack", "Fit new bolts 7133-16"],
                    [
                        "Any housing with a crack indication",
                        "Stop the machine and replace the housing before further use",
                    ],
                ],
            ),
        ),
    ]
    p2 = [
        ("h1", "4  Procedure"),
        (
            "ol",
            [
                "Lock out the granulator as described in ORM-SM-GX, 1.1. On the GX-550 fit the rotor locking pin.",
                "Remove the belt guard and the V-belts (drive side only).",
                "Clean the bearing housing bosses with solvent and let them dry.",
                "Carry out a dye-penetrant test on all bolt bosses of both housings with kit 7180-DP.",
                "Replace the housing if it is marked 22-17 or shows any crack indication.",
                "Remove the old housing bolts one at a time and fit the new grade 10.9 bolts 7133-16.",
                "Tighten the new housing bolts to 215 Nm. This value replaces the 195 Nm in ORM-SM-GX Table 5-1 for "
                "affected machines only.",
                "Refit the belts, tension them to Table 7-1 of the service manual and refit the guard.",
                "Run the granulator empty for 15 minutes and check that the bearing temperature stays below 60 °C.",
                "Enter the bulletin number in the machine log and fix the blue TSB label to the control cabinet door.",
            ],
        ),
        ("h1", "5  Parts"),
        (
            "table",
            dict(
                widths=[30, 100, 50],
                header=["Part no.", "Description", "Quantity"],
                rows=[
                    ["7132-400R", "Rotor bearing housing, revised casting, with bearing", "As required"],
                    ["7133-16", "Bolt kit M16 x 70, grade 10.9, 8 bolts with washers", "1 per machine"],
                    ["7180-DP", "Dye-penetrant test kit", "1 per 4 machines"],
                    ["7199-TSB", "Blue TSB label", "1 per machine"],
                ],
            ),
        ),
        ("h1", "6  Labour and warranty"),
        (
            "p",
            "Allow 1.5 hours per machine for inspection and bolt replacement, plus 2 hours for each housing that is "
            "replaced. Parts and labour are covered by Orvane for machines in the serial range; use claim code WC-2305.",
        ),
        (
            "p",
            "Send the completed report form (last page of the bulletin pack) to service@orvane.example within 10 days.",
        ),
    ]
    return [p1, p2]


def meta():
    return dict(company=COMPANY, title=TITLE, docno=KEY, rev=REV)

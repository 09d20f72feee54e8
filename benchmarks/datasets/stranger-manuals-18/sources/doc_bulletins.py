# ruff: noqa: E501
"""Two invented service bulletins.

CPS-SB-014 (DOCX): Corvane CVP-540, serial-limited; overrides values of CPS-SM-520.
BHS-SB-2307 (PDF, 2 pages): Brannock HJ-60 / HJ-80, serial-limited; overrides BHS-HJ-SM values."""

# ---------------------------------------------------------------- CPS-SB-014 (DOCX)
CPS_SB = dict(
    key="CPS-SB-014",
    version="Issue 1",
    effective_from="2022-05-16",
    effective_to=None,
    recorded_at="2022-05-16T00:00:00Z",
    product="Chamber vacuum packer",
    variants=["CVP-540"],
    serials=[[5400900, 5401260], [5401500, 5401549]],
    title="Service Bulletin CPS-SB-014",
    core=dict(
        author="Corvane Packaging Systems GmbH - Technical Service",
        title="CPS-SB-014 Seal bar element and seal time - CVP-540",
        subject="Service bulletin",
        keywords="CVP-540; seal bar; SB-014",
    ),
)

# list of blocks: ("h1"|"h2"|"p"|"bullets"|"steps"|"table", ...)
CPS_SB_BLOCKS = [
    ("h1", "Service Bulletin CPS-SB-014"),
    ("h2", "Seal bar element and seal time - CVP-540"),
    ("p", "Corvane Packaging Systems GmbH, Technical Service"),
    ("p", "Bulletin date: 2022-05-16. Issue 1."),
    ("p", "Category: Recommended. Carry out at the next scheduled service, at the latest within 90 days."),
    ("h2", "1 Applicability"),
    ("p", "CVP-540 chamber vacuum packers with serial numbers CV5400900 to CV5401260 and CV5401500 to CV5401549."),
    (
        "p",
        "CVP-520 machines are not affected, whatever their serial number. CVP-540 machines outside the two "
        "ranges above left the factory with the revised element holder and need no action.",
    ),
    ("h2", "2 Reason"),
    (
        "p",
        "A production batch of 540 mm seal bar elements CV-31-0412 fitted to these machines has a thinner "
        "heating strip. With the seal time of the maintenance manual, seals at the outer 30 mm of the bar "
        "can be weak and may open in the freezer.",
    ),
    ("h2", "3 Action"),
    (
        "steps",
        [
            "Replace both seal bar elements with the reinforced element CV-31-0415.",
            "Fit the new stainless clamp screws CV-31-0420 and tighten them to 2.2 Nm.",
            "Set the default seal time to 3.1 s in menu 3.2.",
            "Set the cooling time to 2.5 s in menu 3.4.",
            "Make three test seals and check the bar ends with the peel test.",
            "Write SB-014 and the date on the service label inside the rear panel.",
        ],
    ),
    ("h2", "4 Values that replace the maintenance manual"),
    (
        "p",
        "For the machines in section 1 the following values replace those in CPS-SM-520 from the date of this "
        "bulletin. All other values in the manual remain valid.",
    ),
    (
        "table",
        ["Item", "CPS-SM-520 value", "Value after SB-014"],
        [
            ["540 mm seal bar element", "CV-31-0412", "CV-31-0415"],
            ["Clamp screw torque", "1.8 Nm", "2.2 Nm"],
            ["Default seal time", "2.6 s", "3.1 s"],
            ["Cooling time", "2.0 s", "2.5 s"],
            ["PTFE tape change", "4,000 cycles", "3,000 cycles"],
        ],
    ),
    (
        "p",
        "Do not fit element CV-31-0415 with the old zinc-plated clamp screws; they do not hold the higher clamping torque.",
    ),
    ("h2", "5 Parts and labour"),
    (
        "table",
        ["Part number", "Description", "Quantity"],
        [
            ["CV-SB014-K", "Bulletin kit, complete", "1"],
            ["CV-31-0415", "Seal bar element 540 mm, reinforced (in kit)", "2"],
            ["CV-31-0420", "Clamp screw M4, stainless (in kit)", "4"],
            ["CV-72-0003", "PTFE tape roll (in kit)", "1"],
        ],
    ),
    ("p", "Labour allowance: 0.8 h per machine. Claim under warranty code W14 within the 90-day period."),
    ("p", "Questions: service.hotline@corvane.invalid"),
]

# ---------------------------------------------------------------- BHS-SB-2307 (PDF)
BHS_SB = dict(
    key="BHS-SB-2307",
    version="Issue 1",
    issue="2023-07-03",
    effective_from="2023-07-03",
    effective_to=None,
    recorded_at="2023-07-03T00:00:00Z",
    product="Trailer drain jetter",
    variants=["HJ-60", "HJ-80"],
    serials=[[6004100, 6004399], [8001500, 8001749]],
    company="Brannock Hydro Services Co.",
    title="Service Bulletin: Reel Swivel and Unloader Setting",
)


def bhs_sb_pages():
    p = []
    p.append(
        [
            ("title", "Service Bulletin BHS-SB-2307"),
            ("subtitle", "Hose reel swivel upgrade and revised unloader setting"),
            ("p", "Issued 2023-07-03 by Brannock Hydro Services Co., Product Support."),
            ("p", "Category: Mandatory. Complete at the next service and no later than 2023-12-31."),
            ("space", 3),
            ("h1", "1  Applicability"),
            (
                "table",
                ["Model", "Serial numbers", "Affected"],
                [
                    ["HJ-40", "all", "no - not affected"],
                    ["HJ-60", "BH6004100 to BH6004399", "yes"],
                    ["HJ-80", "BH8001500 to BH8001749", "yes"],
                ],
                [34, 90, 50],
            ),
            ("p", "Units of these models outside the serial ranges shown were built with the upgraded parts."),
            ("space", 3),
            ("h1", "2  Reason"),
            (
                "p",
                "The swivel O-rings fitted to these units came from a compound batch that hardens after about 300 "
                "hours, which lets the swivel weep and can score the shaft. The same units have pump valves with a "
                "higher lift, which produce a pressure spike when the jet valve closes. Lowering the unloader "
                "setting keeps the spike below the opening pressure of the safety relief valve.",
            ),
            ("space", 3),
            ("h1", "3  Revised values"),
            ("p", "For affected units these values replace those in service manual BHS-HJ-SM, Edition 4."),
            (
                "table",
                ["Item", "HJ-60", "HJ-80", "Manual value"],
                [
                    ["Unloader setting", "185 bar", "155 bar", "190 / 160 bar"],
                    ["Maximum working pressure", "175 bar", "145 bar", "180 / 150 bar"],
                    ["Swivel retaining nut torque", "45 Nm", "45 Nm", "35 Nm"],
                    ["Swivel seal kit", "BHS-7715", "BHS-7716", "BHS-7710"],
                    ["Swivel inspection", "every 100 h", "every 100 h", "not listed"],
                ],
                [60, 36, 36, 42],
            ),
            (
                "foot",
                [
                    "Safety relief valve settings are unchanged. The relief valve stays sealed; do not adjust it.",
                ],
            ),
        ]
    )
    p.append(
        [
            ("h1", "4  Procedure"),
            (
                "steps",
                [
                    "Check the serial plate on the drawbar. Continue only if the unit is in the range in section 1.",
                    "Replace the swivel seals as in section 8 of the service manual, using the kit for the model.",
                    "Fit the new hardened swivel shaft supplied in the kit; the old shaft must be scrapped.",
                    "Tighten the swivel retaining nut to the revised torque in section 3.",
                    "Set the unloader valve to the revised setting, following section 6 of the service manual.",
                    "Close the jet valve five times at full throttle. The gauge must not exceed the relief valve opening.",
                    "Fix the yellow label SB-2307 next to the serial plate.",
                ],
            ),
            ("space", 3),
            ("h1", "5  Parts"),
            (
                "table",
                ["Part number", "Description", "Model"],
                [
                    ["BHS-7715", "Swivel kit: shaft, O-rings, back-up ring", "HJ-60"],
                    ["BHS-7716", "Swivel kit: shaft, O-rings, back-up ring, 3/4 in", "HJ-80"],
                    ["BHS-9923", "Label SB-2307 (pack of 10)", "both"],
                ],
                [40, 100, 34],
            ),
            ("space", 3),
            ("h1", "6  Labour and warranty"),
            (
                "p",
                "Labour allowance 1.5 h per unit. Claim under code SB2307 with the serial number and the hour meter "
                "reading. Claims received after 2024-01-31 will not be paid.",
            ),
            ("space", 3),
            ("h1", "7  Sign-off"),
            (
                "table",
                ["Field", "Entry"],
                [
                    ["Serial number", ""],
                    ["Hour meter reading", ""],
                    ["Unloader pressure measured", ""],
                    ["Technician and date", ""],
                ],
                [80, 94],
            ),
        ]
    )
    return p

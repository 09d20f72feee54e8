"""Two invented service bulletins.

KFS-SB-031 (DOCX): PolyJoin PJ-315, two serial ranges; overrides values of KFS-MM-0412.
BAT-SB-FX-14 (PDF, 2 pages): AquaDose FX-3 and FX-4, one serial range each; FX-2 excluded.
"""

# ---------------------------------------------------------------- KFS-SB-031 (DOCX)
KFS_SB = {
    "company": "Kestrel Fusion Systems Ltd.",
    "docno": "KFS-SB-031",
    "version": "Issue 1",
    "title": "Service Bulletin SB-031: Heater plate set temperatures and thermocouple clip, PJ-315",
    "product": "PolyJoin butt-fusion welding machine",
    "variants": ["PJ-315"],
    "serials": [[6004100, 6004399], [6005000, 6005149]],
    "created": (2023, 2, 6, 8, 0, 0),
}

# list of ("heading"|"para"|"bullets"|"steps"|"table", payload)
KFS_SB_BODY = [
    ("heading1", "Service Bulletin SB-031"),
    ("para", "Kestrel Fusion Systems Ltd. - PolyJoin butt-fusion machines"),
    ("para", "Subject: Heater plate set temperatures and thermocouple retention clip"),
    ("para", "Bulletin no. KFS-SB-031, Issue 1, dated 6 February 2023. Category: Mandatory."),
    ("heading2", "1 Applicability"),
    (
        "table",
        [
            ["Model", "Serial numbers", "Status"],
            ["PJ-315", "KP6004100 to KP6004399", "Affected"],
            ["PJ-315", "KP6005000 to KP6005149", "Affected"],
            ["PJ-315", "all other serials", "Not affected"],
            ["PJ-250", "all serials", "Not affected"],
        ],
    ),
    ("para", "PJ-250 machines use a different heater plate and are not covered by this bulletin."),
    ("heading2", "2 Reason"),
    (
        "para",
        "Heater plates from production batch HP-22 were fitted to the machines listed above. "
        "These plates have a thinner aluminium core, and their rim runs hotter than the value "
        "shown by the controller. In addition, the thermocouple retention clip of this batch can "
        "work loose and give a low reading, which makes the controller overheat the plate.",
    ),
    ("heading2", "3 Revised values"),
    (
        "para",
        "For the affected machines the following values replace those in Maintenance Manual KFS-MM-0412, Section 3:",
    ),
    (
        "table",
        [
            ["Parameter", "KFS-MM-0412", "Affected machines"],
            ["Heater plate set temperature, PE100", "220 °C", "215 °C"],
            ["Heater plate set temperature, PE80", "210 °C", "205 °C"],
            ["Heater over-temperature alarm (E03)", "245 °C", "240 °C"],
            ["Thermocouple clip screw torque", "not listed", "2.5 N·m"],
        ],
    ),
    ("para", "All other values in KFS-MM-0412 remain valid for these machines."),
    ("heading2", "4 Parts and labour"),
    (
        "table",
        [
            ["Part no.", "Description", "Qty"],
            ["40-3309", "Thermocouple retention clip kit", "1"],
            ["40-9931", "Label SB-031 completed", "1"],
        ],
    ),
    ("para", "Estimated labour: 0.75 h per machine. Warranty claims: quote code W-031."),
    ("heading2", "5 Procedure"),
    (
        "steps",
        [
            "Switch off and let the heater plate cool below 50 °C.",
            "Remove the four screws of the heater plate handle cover.",
            "Replace the thermocouple clip with the clip from kit 40-3309 and tighten its screw to 2.5 N·m.",
            "In the controller service menu set parameter P-01 (PE100) to 215, P-02 (PE80) to 205 and "
            "P-05 (alarm) to 240.",
            "Carry out the heater plate temperature check of manual Section 6.1 at 215 °C.",
            "Stick label 40-9931 next to the rating plate.",
        ],
    ),
    ("heading2", "6 Compliance"),
    (
        "para",
        "Complete before the machine is next used for PE100 welding, and in any case by 30 June "
        "2023. Machines that have not been modified must not be used for contract work after "
        "that date.",
    ),
]

# ---------------------------------------------------------------- BAT-SB-FX-14 (PDF, 2 pages)
FX_SB = {
    "company": "Brenmoor Agritech Ltd.",
    "docno": "BAT-SB-FX-14",
    "version": "Issue 1",
    "title": "Service Bulletin SB-FX-14: Flow meter floats and check valves, FX-3 / FX-4",
    "product": "AquaDose fertigation dosing unit",
    "variants": ["FX-3", "FX-4"],
    "serials": [[3021400, 3021999], [4020800, 4021350]],
    "created": (2023, 3, 13, 9, 0, 0),
}


def fx_sb_pages():
    p1 = [
        ("title", "Service Bulletin SB-FX-14"),
        ("subtitle", "Dosing flow meter floats and injector check valves"),
        ("p", "Issued 20 March 2023. Category: Recommended. Applies to AquaDose units listed in Section 1 only."),
        ("h1", "1 Applicability"),
        (
            "table",
            {
                "w": [30, 90, 44],
                "head": ["Model", "Serial numbers", "Status"],
                "rows": [
                    ["FX-3", "AD3021400 to AD3021999", "Affected"],
                    ["FX-4", "AD4020800 to AD4021350", "Affected"],
                    ["FX-2", "all serials", "Not affected (1)"],
                ],
            },
        ),
        ("small", "(1) FX-2 units were built with floats and check-valve balls from another supplier."),
        ("h1", "2 Reason"),
        (
            "p",
            "Some dosing flow meters in the units listed above were fitted with floats from a "
            "batch that swells slightly in nitrate stock solutions. A swollen float sticks in the "
            "tube and the channel then shows alarm A11. The check-valve balls supplied in the same "
            "period wear faster than specified.",
        ),
        ("h1", "3 Parts required"),
        (
            "table",
            {
                "w": [24, 96, 44],
                "head": ["Part no.", "Description", "For"],
                "rows": [
                    ["62-4405", "Float kit for flow meter 62-4400", "FX-3"],
                    ["62-4406", "Float kit for flow meter 62-4401", "FX-4"],
                    ["62-2208", "Check-valve kit, ceramic balls", "FX-3, FX-4"],
                    ["62-9914", "Label SB-FX-14", "FX-3, FX-4"],
                ],
            },
        ),
        ("p", "Kit 62-2208 replaces kit 62-2203 for the affected units. One float kit is needed per dosing channel."),
        ("h1", "4 Labour and compliance"),
        (
            "table",
            {
                "w": [82, 82],
                "head": ["Item", "Value"],
                "rows": [
                    ["Labour time, FX-3", "1.5 h"],
                    ["Labour time, FX-4", "2.0 h"],
                    ["Complete by", "next scheduled service, at the latest 31 December 2023"],
                    ["Warranty claim code", "WC-FX14"],
                ],
            },
        ),
    ]
    p2 = [
        ("h1", "5 Procedure"),
        (
            "steps",
            [
                "Select MANUAL, stop the booster pump and close the isolating valves of all channels.",
                "Remove each flow meter tube at its clamp screws and take out the old float.",
                "Rinse the tube with clean water and insert the new float with the marked end upwards.",
                "Refit the tube and tighten the clamp screws to 3 N·m.",
                "Replace the balls and O-rings of every injector check valve with kit 62-2208.",
                "Open the valves, start the pump and run each channel at 100 l/h for 10 minutes.",
                "Stick label 62-9914 on the rating plate and record the work in the unit logbook.",
            ],
        ),
        ("h1", "6 Acceptance"),
        (
            "p",
            "After step 6 the flow reading of each channel must be steady and within 5 % of the set "
            "rate. A channel that still shows A11 after the float change needs a new flow meter.",
        ),
        ("h1", "7 Revised maintenance interval"),
        (
            "p",
            "For the affected units, replace the injector check-valve balls and O-rings every "
            "6 months instead of the annual interval given in Service Manual BAT-SM-FX-07. All other "
            "intervals remain unchanged.",
        ),
    ]
    return [p1, p2]

"""Two service bulletins (invented).

BFS-SB-2023-07 (DOCX): Brenmoor LiftMaster LM-220 / LM-300, two serial ranges; overrides manual values.
AX-SB-031 (PDF, 2 pages): Abravex BlastCab BC-1280, one serial range; door interlock parts.
"""

# ---------------------------------------------------------------- Brenmoor DOCX bulletin
BFS_KEY = "BFS-SB-2023-07"
BFS_VERSION = ("Issue 1", "BFS-SB-2023-07.docx", "2023-07-10", None, "2023-07-07T00:00:00Z")
BFS_PRODUCT = "LiftMaster packaged wastewater lift station"
BFS_VARIANTS = ["LM-220", "LM-300"]
BFS_SERIALS = [[2204150, 2205899], [2301000, 2301750]]

# Each block: ("heading", text, level) | ("para", text) | ("numbered", [..]) | ("table", header, rows)
BFS_BLOCKS = [
    ("heading", "Brenmoor Fluid Systems Ltd - Service Bulletin SB-2023-07", 1),
    ("para", "Issue 1, dated 2023-07-10. Category: mandatory at the next scheduled service."),
    ("heading", "Subject", 2),
    ("para", "Loosening of the impeller nut on LiftMaster LM-220 and LM-300 pumps."),
    ("heading", "Applicability", 2),
    (
        "para",
        "Models LM-220 and LM-300 with serial numbers BF2204150 to BF2205899 inclusive and "
        "BF2301000 to BF2301750 inclusive. The serial number applies to the station plate inside the "
        "control panel door.",
    ),
    (
        "para",
        "LM-150 stations are not affected, whatever their serial number. LM-220 and LM-300 stations "
        "outside the ranges above need no action.",
    ),
    ("heading", "Background", 2),
    (
        "para",
        "Pumps built with impeller hubs from one casting batch have a slightly shorter thread "
        "engagement. On a small number of stations the impeller nut worked loose after 6 to 14 months, "
        "the impeller moved on the shaft and the wear ring was damaged. No motor damage has been "
        "reported.",
    ),
    ("heading", "Changed values for affected stations", 2),
    (
        "para",
        "For the stations named above the following values replace those in Service Manual "
        "BFS-SM-0440 Rev D. All other values in the manual remain valid.",
    ),
    (
        "table",
        ["Item", "Service manual value", "New value"],
        [
            ["Impeller nut torque", "38 N·m, dry thread", "44 N·m with thread locker BF-TL-243"],
            ["Impeller nut", "BF-N-012", "BF-N-012H"],
            ["Wear ring replacement limit", "0.80 mm", "0.60 mm"],
            ["Impeller clearance check interval", "12 months", "6 months"],
        ],
    ),
    ("heading", "Action", 2),
    (
        "numbered",
        [
            "At the next scheduled service, and not later than 2023-12-31, lift each pump as described in "
            "section 5.1 of the service manual.",
            "Remove the impeller nut and discard it. Clean the shaft thread with solvent cleaner and let it dry.",
            "Check the wear ring clearance. Replace the wear ring if the gap exceeds 0.60 mm at any point.",
            "Apply one drop of thread locker BF-TL-243 to the shaft thread and fit a new nut BF-N-012H.",
            "Tighten the nut to 44 N·m and let the thread locker cure for 30 minutes before running the pump.",
            "Mark the nut and the shaft end with a yellow paint stripe.",
            "Write 'SB-2023-07 done' and the date in the station logbook.",
        ],
    ),
    ("heading", "Parts", 2),
    (
        "table",
        ["Part number", "Description", "Quantity per station"],
        [
            ["BF-K-2207", "Impeller nut kit: 2 nuts BF-N-012H, thread locker BF-TL-243 (5 ml), 2 labels", "1"],
            ["BF-W-220", "Wear ring LM-220 (only if limit exceeded)", "as needed"],
            ["BF-W-300", "Wear ring LM-300 (only if limit exceeded)", "as needed"],
        ],
    ),
    ("heading", "Labour and warranty", 2),
    (
        "para",
        "Estimated labour time: 1.5 h per station (two pumps), excluding travel. Parts and labour for "
        "this bulletin are covered by Brenmoor until 2024-06-30 for the serial numbers listed; claim "
        "with warranty code W-2307.",
    ),
    ("para", "Questions: Brenmoor Technical Services, quoting the station serial number."),
]

# ---------------------------------------------------------------- Abravex PDF bulletin
AX_KEY = "AX-SB-031"
AX_COMPANY = "Abravex Surface Technik GmbH"
AX_TITLE = "Service Bulletin AX-SB-031 - BC-1280 Door Interlock"
AX_VERSION = ("Issue A", "AX-SB-031.pdf", "2022-05-16", None, "2022-05-12T00:00:00Z")
AX_PRODUCT = "BlastCab abrasive blast cabinet"
AX_VARIANTS = ["BC-1280"]
AX_SERIALS = [[2105500, 2106249]]


def ax_pages():
    p1 = [
        ("title", "Service Bulletin AX-SB-031"),
        ("subtitle", "Door interlock actuator bracket - BC-1280"),
        ("space", 3),
        (
            "table",
            [50, 124],
            ["Item", "Details"],
            [
                ["Issue / date", "Issue A, 2022-05-16"],
                ["Category", "Safety - mandatory"],
                ["Models", "BC-1280 only. BC-960 cabinets are not affected."],
                ["Serial numbers", "AB2105500 to AB2106249 inclusive"],
                ["Compliance", "Within 30 days of receipt of this bulletin"],
                ["Labour time", "0.8 h per cabinet"],
            ],
            {},
        ),
        ("space", 3),
        ("h2", "Reason"),
        (
            "p",
            "On cabinets of the serial range above the door interlock actuator is held by a bracket made "
            "of 1.5 mm sheet. Vibration from the blast vessel can crack this bracket at its bend. A cracked "
            "bracket lets the actuator sag, so that the right-hand door can be opened by up to 25 mm before "
            "the interlock switch opens. No injuries have been reported.",
        ),
        ("h2", "Check before the modification"),
        (
            "steps",
            [
                "Switch the cabinet off and let the blast vessel vent fully.",
                "Open the right-hand door and look at the actuator bracket at the top of the door frame.",
                "If the bracket is cracked, bent or loose, put the cabinet out of use until the modification "
                "is done and attach the red tag supplied with the kit.",
            ],
        ),
        ("h2", "Modification"),
        (
            "steps",
            [
                "Isolate the cabinet at the main switch and lock it off.",
                "Remove the two screws of the old bracket and the interlock switch AX-IS-100.",
                "Fit the new bracket AX-BR-112 (3 mm stainless steel) with the two new M5 screws and spring washers "
                "from the kit. Tighten to 4 N·m.",
                "Fit the new interlock switch AX-IS-110 and connect it with the plug-in lead; no wiring changes "
                "are needed.",
                "Adjust the actuator so that it enters the switch by 6 to 8 mm with the door closed.",
            ],
        ),
        ("p", "Continue with the function test on page 2."),
    ]
    p2 = [
        ("h2", "Function test"),
        (
            "steps",
            [
                "Switch on and select blasting with the foot pedal released.",
                "Open the right-hand door by 10 mm. The BG-2 must show F01 and blasting must not start when the "
                "pedal is pressed.",
                "Repeat with the left-hand door.",
                "Close both doors. F01 must clear and blasting must start normally.",
            ],
        ),
        ("p", "If blasting starts with a door open by 10 mm, the cabinet must not be used. Contact Abravex service."),
        ("h2", "Parts"),
        (
            "table",
            [34, 110, 30],
            ["Part number", "Description", "Qty"],
            [
                ["AX-K-031", "Modification kit, complete (contains the items below)", "1"],
                ["AX-BR-112", "Actuator bracket, 3 mm stainless steel", "1"],
                ["AX-IS-110", "Door interlock switch, coded actuator", "1"],
                ["AX-SC-05", "Screw M5 x 12 with spring washer", "2"],
                ["AX-TAG-R", "Red out-of-use tag", "1"],
            ],
            {},
        ),
        (
            "p",
            "The interlock switch AX-IS-110 replaces AX-IS-100 on the serial numbers named in this "
            "bulletin only. Other cabinets continue to use AX-IS-100.",
        ),
        ("h2", "Records and returns"),
        (
            "p",
            "Enter 'AX-SB-031 done' with the date on the inspection label inside the left-hand door. "
            "Return the removed bracket and switch to Abravex in the pre-paid bag supplied with the kit; "
            "they are needed for the failure investigation.",
        ),
        ("p", "Cost: kit and labour are free of charge when the work is done by 2022-12-31."),
    ]
    return [p1, p2]

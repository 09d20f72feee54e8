# ruff: noqa: E501
"""Vortland Packaging Systems (invented): SB-620 strapping machine maintenance manual (Rev A/B/C),
service bulletin SB-620-014 (DOCX) and the principle-of-operation document.
Everything here is invented test material; it is not engineering guidance."""

import datetime

COMPANY = "Vortland Packaging Systems B.V."

# ---------------------------------------------------------------------------
# Maintenance manual, three revisions with identical page layout
# ---------------------------------------------------------------------------
MM_KEY = "VPS-MM-0620"
MM_TITLE = "SB-620 Series Automatic Strapping Machine - Maintenance Manual"

MM_REVS = {
    "A": dict(
        file="vps_sb620_maintenance_manual_revA.pdf",
        eff_from="2021-04-01",
        eff_to="2022-08-31",
        recorded="2021-03-26",
        date=datetime.datetime(2021, 3, 22, 9, 0, 0, tzinfo=datetime.UTC),
        weld="1.6 s",
        cool="0.8 s",
        xmax="2,200 N",
        torque="24 Nm",
        blade_int="250,000 cycles",
        gap="0.30 mm",
        blade_pn="VP-20418",
    ),
    "B": dict(
        file="vps_sb620_maintenance_manual_revB.pdf",
        eff_from="2022-09-01",
        eff_to="2024-01-14",
        recorded="2022-08-25",
        date=datetime.datetime(2022, 8, 19, 9, 0, 0, tzinfo=datetime.UTC),
        weld="1.8 s",
        cool="0.8 s",
        xmax="2,500 N",
        torque="24 Nm",
        blade_int="250,000 cycles",
        gap="0.25 mm",
        blade_pn="VP-20418B",
    ),
    "C": dict(
        file="vps_sb620_maintenance_manual_revC.pdf",
        eff_from="2024-01-15",
        eff_to=None,
        recorded="2024-01-09",
        date=datetime.datetime(2024, 1, 5, 9, 0, 0, tzinfo=datetime.UTC),
        weld="1.8 s",
        cool="1.0 s",
        xmax="2,500 N",
        torque="26 Nm",
        blade_int="200,000 cycles",
        gap="0.25 mm",
        blade_pn="VP-20418B",
    ),
}

REV_HISTORY = [
    ("A", "2021-04-01", "First issue."),
    (
        "B",
        "2022-09-01",
        "SB-620 weld time changed. Tension wheel gap changed. SB-620X maximum tension raised. "
        "New part number for the sealing blade.",
    ),
    (
        "C",
        "2024-01-15",
        "SB-620 cooling time changed. Sealing head bolt torque changed. Blade replacement "
        "interval shortened. Fault code E15 added.",
    ),
]


def mm_pages(rev):
    v = MM_REVS[rev]
    hist = [r for r in REV_HISTORY if r[0] <= rev]
    p1 = [
        ("title", "SB-620 Series Automatic Strapping Machine"),
        ("subtitle", "Maintenance Manual"),
        (
            "kv",
            [
                ("Document number", MM_KEY),
                ("Revision", "Rev " + rev),
                ("Effective from", v["eff_from"]),
                ("Models covered", "SB-620, SB-620X"),
                ("Manufacturer", COMPANY + ", Industrieweg 41, 7431 HK Hoeksmeer"),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("", "Revision history", "2"),
                ("", "Safety rules", "2"),
                ("1", "Technical data", "3"),
                ("2", "Maintenance intervals and lubrication", "4"),
                ("3", "Torque values", "5"),
                ("4.1", "Replacing the sealing blade", "5"),
                ("4.2", "Tension wheel gap adjustment", "6"),
                ("4.3", "Wear limits", "6"),
                ("5", "Fault codes and warnings", "6"),
                ("6", "Spare parts", "8"),
                ("7", "Storage and disposal", "8"),
            ],
        ),
        ("h1", "About this manual"),
        (
            "p",
            "This manual is written for maintenance technicians who have completed the Vortland level 1 "
            "service course. It covers routine maintenance, adjustment and fault finding of the standard "
            "SB-620 and the heavy-duty SB-620X. Installation and commissioning are described in the separate "
            "installation manual VPS-IM-0620.",
        ),
        (
            "p",
            "Values in this manual supersede those printed on labels inside the machine. Where a service "
            "bulletin applies to a machine, the bulletin takes precedence for the serial numbers it lists.",
        ),
    ]
    p2 = [
        ("h1", "Revision history"),
        ("table", {"w": [20, 30, 130], "head": ["Rev", "Effective", "Changes"], "rows": [list(r) for r in hist]}),
        ("h1", "Safety rules"),
        ("p", "Read these rules before any maintenance work. They apply to both models."),
        (
            "bullets",
            [
                "Do not reach into the strap arch while the machine is in automatic mode; the arch can fire a "
                "strap without warning.",
                "Do not bridge, bypass or tape over the arch guard switch S3.",
                "Do not oil or grease the strap guide rails.",
                "Do not clean the sealing head with compressed air.",
                "Do not weld PP strap onto PET strap, and do not mix strap materials on one coil holder.",
                "Do not lift the machine by the arch; use the fork pockets in the base frame.",
                "Do not run the machine with the sealing head front cover removed.",
                "Do not exceed the maximum strap tension of the model in use.",
            ],
        ),
        (
            "box",
            "Lock-out: switch off the main isolator Q1 and secure it with a personal padlock before "
            "opening any cover. The capacitors in the servo drive discharge within 3 minutes; wait at least "
            "3 minutes before touching any terminal.",
        ),
    ]
    p3 = [
        ("h1", "1 Technical data"),
        (
            "p",
            "The table lists the data for both models. Values marked with a number in brackets are "
            "explained in the notes below the table.",
        ),
        (
            "table",
            {
                "w": [70, 55, 55],
                "head": ["Parameter", "SB-620", "SB-620X"],
                "rows": [
                    ["Strap material", "PP or PET", "PET only"],
                    ["Strap width", "9 to 16 mm", "12 to 19 mm"],
                    ["Strap thickness", "0.50 to 1.00 mm", "0.60 to 1.27 mm"],
                    ["Strap tension, adjustable", "300 to 1,800 N", "500 to " + v["xmax"]],
                    ["Friction weld time (1)", v["weld"], "2.0 s"],
                    ["Cooling time", v["cool"], "1.2 s"],
                    ["Cycle time, no load (2)", "3.5 s", "4.2 s"],
                    ["Arch inside width x height", "1,650 x 1,200 mm", "1,850 x 1,400 mm"],
                    ["Working table height", "750 mm", "820 mm"],
                    ["Supply", "400 V 3~ 50 Hz, 16 A", "400 V 3~ 50 Hz, 16 A"],
                    ["Rated power", "1.1 kW", "1.5 kW"],
                    ["Ambient temperature, operation", "+5 to +40 \u00b0C", "+5 to +40 \u00b0C"],
                    ["Relative humidity, max", "85 %, non-condensing", "85 %, non-condensing"],
                    ["Sound pressure level (3)", "74 dB(A)", "76 dB(A)"],
                    ["Mass without strap", "410 kg", "520 kg"],
                    ["Strap coil core diameter", "200 or 406 mm (4)", "406 mm"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) The weld time shown is for PP strap. For PET strap on the SB-620 add 0.2 s.",
                "(2) Measured on a 1,200 mm pallet with one strap at a tension of 1,000 N.",
                "(3) Measured 1 m from the arch at the operator position.",
                "(4) A 200 mm core needs the core adaptor VP-31077.",
            ],
        ),
        ("h2", "Electrical limits"),
        (
            "table",
            {
                "w": [110, 70],
                "head": ["Check", "Limit"],
                "rows": [
                    ["Supply voltage tolerance", "+/- 10 %"],
                    ["Motor insulation resistance at 500 V DC, min", "5 MOhm"],
                    ["Protective earth resistance, max", "0.1 Ohm"],
                    ["Weld motor current, max", "6.5 A"],
                    ["Feed motor brake air gap", "0.2 to 0.4 mm"],
                ],
            },
        ),
    ]
    p4 = [
        ("h1", "2 Maintenance intervals and lubrication"),
        (
            "p",
            "Intervals are counted by the HMI (operating hours and strap cycles, service menu 2). Carry "
            "out the tasks at whichever limit is reached first.",
        ),
        (
            "table",
            {
                "w": [95, 60, 25],
                "head": ["Task", "Interval", "See"],
                "rows": [
                    ["Remove strap dust from the arch channel and sealing head", "Daily", "-"],
                    ["Test emergency stop and arch guard switch S3", "Daily, before the first shift", "-"],
                    ["Inspect sealing blade serrations (1)", "Weekly", "4.3"],
                    ["Check drive belt deflection", "Monthly", "4.3"],
                    ["Grease tension wheel bearings", "Every 500 operating hours", "2.1"],
                    ["Replace sealing blade", "Every " + v["blade_int"], "4.1"],
                    ["Replace tension wheel", "Every 1,000,000 cycles or at the wear limit", "4.3"],
                    ["Check electrical cabinet, retighten terminals", "Every 2,000 operating hours", "-"],
                    ["Change gearmotor oil (2)", "Every 10,000 operating hours", "2.1"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) On machines running three shifts a day, inspect the blade daily.",
                "(2) Not required on machines from serial VP6202000 onward; their gearmotors are filled for life.",
            ],
        ),
        ("h2", "2.1 Lubrication"),
        (
            "table",
            {
                "w": [70, 65, 45],
                "head": ["Point", "Lubricant", "Quantity"],
                "rows": [
                    ["Tension wheel bearings (2 nipples)", "Lithium grease EP2", "2 strokes per nipple"],
                    ["Gearmotor", "Synthetic gear oil ISO VG 220", "0.6 L"],
                    ["Cutter cam", "Lithium grease EP2", "Thin film"],
                    ["Strap guide rails", "None - keep dry", "-"],
                ],
            },
        ),
        (
            "p",
            "Wipe the grease nipples clean before greasing. Surplus grease that reaches the tension wheel "
            "makes the strap slip and leads to fault E14.",
        ),
    ]
    p5 = [
        ("h1", "3 Torque values"),
        ("p", "Use a calibrated torque wrench. Tighten in a cross pattern where there are four or more bolts."),
        (
            "table",
            {
                "w": [75, 30, 35, 40],
                "head": ["Fastener", "Thread", "Torque", "Note"],
                "rows": [
                    ["Sealing head mounting bolts", "M10", v["torque"], "(a)"],
                    ["Sealing blade clamp screws", "M5", "6 Nm", "(b)"],
                    ["Tension wheel hub nut", "M16 x 1.5", "80 Nm", "(a)"],
                    ["Arch section joint bolts", "M8", "18 Nm", "-"],
                    ["Gearmotor flange bolts", "M8", "22 Nm", "-"],
                    ["Motor terminal screws", "M4", "1.2 Nm", "-"],
                ],
            },
        ),
        ("fn", ["(a) Values apply to clean, dry threads.", "(b) Apply medium-strength threadlocker (blue)."]),
        ("h1", "4 Procedures"),
        ("h2", "4.1 Replacing the sealing blade"),
        (
            "steps",
            [
                "Switch off the main isolator Q1 and lock it (see Safety rules).",
                "Let the sealing head cool for at least 10 minutes; the friction plate can exceed 80 \u00b0C.",
                "Remove the four screws of the sealing head front cover and lift the cover off.",
                "Loosen the two blade clamp screws by two turns. Do not remove them.",
                "Pull the old blade out towards you with flat-nose pliers.",
                "Wipe the blade seat with a dry, lint-free cloth.",
                "Slide the new blade in with the serrated face towards the strap and the part number facing out.",
                "Tighten the clamp screws to 6 Nm with threadlocker.",
                "Refit the cover, run five test straps in manual mode and check each weld (see 4.3).",
                "Reset the blade cycle counter in service menu 5.",
            ],
        ),
    ]
    p6 = [
        ("h2", "4.2 Tension wheel gap adjustment"),
        (
            "p",
            "The gap between the tension wheel and the anvil plate decides how firmly the strap is gripped. "
            "Check it whenever E14 appears and after every tension wheel replacement.",
        ),
        (
            "steps",
            [
                "Isolate the machine.",
                "Remove the tension unit cover (three M6 screws).",
                "Turn the tension wheel by hand until a tooth tip is opposite the anvil plate.",
                "Measure the gap with a feeler gauge. Set value: " + v["gap"] + ".",
                "Adjust with the eccentric bolt, then lock the eccentric with the M6 locknut.",
                "Refit the cover and check the strap tension with a tension meter; the reading must be within "
                "10 % of the value set on the HMI.",
            ],
        ),
        ("h2", "4.3 Wear limits"),
        (
            "table",
            {
                "w": [80, 45, 55],
                "head": ["Part", "New", "Wear limit"],
                "rows": [
                    ["Tension wheel tooth height", "1.0 mm", "0.6 mm"],
                    ["Sealing blade serration depth", "0.35 mm", "0.15 mm"],
                    ["Drive belt deflection at 20 N", "4 to 6 mm", "8 mm"],
                    ["Cut-off blade edge", "Sharp", "Replace when strap ends fray"],
                ],
            },
        ),
        ("p", "A good test weld has an overlap of at least 12 mm and shows no loose fibres at its edges."),
        ("h1", "5 Fault codes and warnings"),
        (
            "p",
            "Faults stop the machine and are shown in red on the HMI. Clear the cause, then press RESET. "
            "Codes E01 to E07 are listed on this page; the list continues on the next page.",
        ),
        (
            "table",
            {
                "w": [16, 74, 90],
                "head": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "E01",
                        "Strap did not reach the arch end within 2 s",
                        "Check the strap path for jams; clean the arch channel.",
                    ],
                    ["E02", "Strap end sensor B12 did not switch", "Clean the lens of B12 and check its alignment."],
                    ["E03", "Set tension not reached within 3 s", "Check tension wheel wear and the coil brake."],
                    [
                        "E04",
                        "Sealing head not in home position",
                        "Check proximity switch B21; run homing from service menu 3.",
                    ],
                    [
                        "E05",
                        "Weld motor overcurrent",
                        "Remove strap jammed in the sealing head; measure the motor current (max 6.5 A).",
                    ],
                    ["E06", "Cut-off stroke not completed", "Replace the cutter return spring; check the cutter cam."],
                    [
                        "E07",
                        "Strap coil empty or strap broken before the feed wheels",
                        "Load a new coil; thread the strap as shown on the coil holder label.",
                    ],
                ],
            },
        ),
    ]
    rows7 = [
        ["E08", "Arch guard open", "Close the guard; check safety switch S3."],
        ["E09", "Emergency stop pressed", "Release the emergency stop and press RESET twice."],
        ["E10", "Motor thermal protection tripped", "Let the motor cool for 30 min; clean the cooling fins."],
        ["E11", "No communication between HMI and PLC", "Check cable X5; switch off for 1 min and restart."],
        ["E12", "Supply voltage below 360 V", "Have the supply checked by an electrician."],
        ["E13", "Feed motor brake did not release", "Check the brake air gap and the brake rectifier."],
        [
            "E14",
            "Strap slips during tensioning",
            "Clean the tension wheel; replace it if the teeth are below the wear limit; check the gap (4.2).",
        ],
    ]
    if rev >= "C":
        rows7.append(
            [
                "E15",
                "Strap end not held by the gripper",
                "Clean strap dust from the gripper jaws; replace the gripper springs VP-20533.",
            ]
        )
    p7 = [
        ("h2", "5 Fault codes (continued)"),
        ("table", {"w": [16, 74, 90], "head": ["Code", "Meaning", "Remedy"], "rows": rows7}),
        ("h2", "Warnings"),
        (
            "p",
            "Warnings do not stop the machine. They are shown in yellow and clear themselves once the "
            "condition has gone or the counter has been reset.",
        ),
        (
            "table",
            {
                "w": [16, 164],
                "head": ["Code", "Meaning"],
                "rows": [
                    ["W01", "Sealing blade cycle counter has reached the replacement interval"],
                    ["W02", "Strap coil nearly empty (less than 50 m left)"],
                    ["W03", "Electrical cabinet temperature above 50 \u00b0C"],
                    ["W04", "Tension wheel greasing due (500 h counter)"],
                ],
            },
        ),
    ]
    p8 = [
        ("h1", "6 Spare parts"),
        (
            "table",
            {
                "w": [14, 80, 50, 36],
                "head": ["Item", "Description", "Part number", "Qty per machine"],
                "rows": [
                    ["1", "Sealing blade, serrated", v["blade_pn"], "1"],
                    ["2", "Cut-off blade", "VP-20420", "1"],
                    ["3", "Cutter return spring", "VP-20427", "1"],
                    ["4", "Tension wheel", "VP-20455", "1"],
                    ["5", "Gripper spring", "VP-20533", "2"],
                    ["6", "Drive belt", "VP-11902", "1"],
                    ["7", "Strap end sensor B12", "VP-40112", "1"],
                    ["8", "Proximity switch B21", "VP-40121", "1"],
                    ["9", "Core adaptor, 200 mm", "VP-31077", "-"],
                ],
            },
        ),
        (
            "fn",
            [
                "Recommended one-year spares kit: VP-KIT-620 (items 1, 2, 5 and 6).",
                "Quote the machine serial number with every order; the serial plate is on the left leg of the arch.",
            ],
        ),
        ("h1", "7 Storage and disposal"),
        (
            "p",
            "Store the machine indoors and dry, at -10 to +50 \u00b0C. Before storage for more than three "
            "months, release the strap tension, remove the strap coil and cover the sealing head.",
        ),
        (
            "p",
            "Dispose of gear oil, batteries and electronic assemblies through licensed collectors. The frame "
            "and arch are steel and can be recycled as scrap metal once the electrical parts are removed.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


MM_APPLIC = {"product": "Automatic strapping machine", "variants": ["SB-620", "SB-620X"]}

# ---------------------------------------------------------------------------
# Service bulletin SB-620-014 (DOCX)
# ---------------------------------------------------------------------------
SB_KEY = "VPS-SB-620-014"
SB_FILE = "vps_service_bulletin_sb620-014.docx"
SB_META = dict(
    version="Issue 1",
    eff_from="2023-03-01",
    eff_to=None,
    recorded="2023-02-24",
    date=datetime.datetime(2023, 2, 20, 8, 0, 0),
    applicability={
        "product": "Automatic strapping machine",
        "variants": ["SB-620"],
        "serials": [[6201400, 6201899], [6203000, 6203249]],
    },
)

SB_SPEC = [
    ("p", COMPANY),
    ("heading", "Service Bulletin SB-620-014", 0),
    ("p", "Subject: Revised weld settings and gripper springs for SB-620 machines with friction plate batch FP-22"),
    (
        "table",
        [
            ["Item", "Details"],
            ["Product", "Automatic strapping machine"],
            ["Model", "SB-620"],
            ["Serial numbers affected", "VP6201400 to VP6201899 and VP6203000 to VP6203249"],
            ["Not affected", "SB-620X (all serial numbers); SB-620 machines outside the ranges above"],
            ["Issue", "Issue 1, effective 2023-03-01"],
            ["Compliance", "At the next scheduled service, and no later than 2023-06-30"],
            ["Labour time", "45 minutes per machine"],
        ],
    ),
    ("heading", "Reason", 1),
    (
        "p",
        "Sealing heads built with friction plate batch FP-22 run slightly cooler than the standard head. "
        "With the settings given in the maintenance manual VPS-MM-0620, welds on these machines may reach "
        "only about 70 % of the required strength.",
    ),
    ("heading", "Revised values", 1),
    (
        "p",
        "For the machines listed above, the following values replace the values in the maintenance manual. "
        "All other values in the manual remain valid.",
    ),
    (
        "table",
        [
            ["Setting", "Manual reference", "New value"],
            ["Friction weld time, PP strap", "Section 1", "2.1 s"],
            ["Friction weld time, PET strap", "Section 1", "2.3 s"],
            ["Cooling time", "Section 1", "1.1 s"],
            ["Tension wheel gap", "Section 4.2", "0.20 mm"],
            ["Sealing head mounting bolts", "Section 3", "28 Nm"],
        ],
    ),
    ("heading", "Actions", 1),
    (
        "steps",
        [
            "Check the controller software version in service menu 1. It must be V3.12 or later; update the "
            "software before changing any setting.",
            "Enter the new weld time and cooling time in service menu 4 and save them.",
            "Reset the tension wheel gap to the new value as described in section 4.2 of the manual.",
            "Replace both gripper springs with the stronger spring VP-20533A (blue paint mark).",
            "Retighten the sealing head mounting bolts to the new torque.",
            "Make three test welds and peel-test them; each weld must hold at least 80 % of the strap break strength.",
            "Complete the bulletin record card and fix the yellow SB-014 label next to the serial plate.",
        ],
    ),
    ("heading", "Parts", 1),
    (
        "table",
        [
            ["Part number", "Description", "Qty"],
            ["VP-20533A", "Gripper spring, reinforced, blue mark", "2"],
            ["VP-KIT-014", "Bulletin kit: 2 x VP-20533A and SB-014 label", "1"],
        ],
    ),
    ("heading", "Warranty", 1),
    (
        "p",
        "Parts and labour are free of charge when the work is done by 2023-06-30. Claim under warranty "
        "code WC-014 and attach the record card.",
    ),
    ("p", "Do not fit VP-20533A springs to SB-620X machines; their gripper uses a different spring rate."),
]

# ---------------------------------------------------------------------------
# Principle of operation (PDF, 6 pages)
# ---------------------------------------------------------------------------
PO_KEY = "VPS-PO-0620"
PO_FILE = "vps_sb620_principle_of_operation.pdf"
PO_TITLE = "SB-620 Series - Principle of Operation"
PO_META = dict(
    version="Issue 2",
    eff_from="2022-01-10",
    eff_to=None,
    recorded="2022-01-04",
    date=datetime.datetime(2022, 1, 3, 10, 0, 0, tzinfo=datetime.UTC),
)

PO_CH2 = [
    (
        "2.1 Friction welding rather than a heated blade",
        "Older strapping machines joined the two strap ends with a heated blade that melted both surfaces before "
        "they were pressed together. A heated blade needs several minutes to reach working temperature after "
        "switch-on, and it keeps drawing power between cycles. It also leaves a film of burnt polymer that has to "
        "be scraped off regularly. The SB-620 uses friction instead. The lower strap end is held still while the "
        "upper end is rubbed against it at high frequency by the serrated sealing blade. Heat is produced only in "
        "the thin layer where the two straps touch, so the rest of the strap stays cool and keeps its strength, "
        "and the machine is ready to weld the moment it is switched on. Because nothing stays hot between cycles, "
        "a strap left in the head during a stop cannot be scorched.",
    ),
    (
        "2.2 Why tension is applied in two stages",
        "The strap is first pulled back quickly by the feed wheels until it lies against the load. Only then does "
        "the tension wheel take over and pull slowly up to the set value. Pulling fast all the way would overshoot "
        "the set tension, because the load and the strap both behave like springs and the drive cannot stop the "
        "wheel quickly enough. Pulling slowly all the way would make the cycle far too long. The two stages give "
        "a short cycle and a repeatable final tension. The fast stage also takes the slack strap out of the "
        "arch, so the slow stage only has to stretch the strap. The changeover point is found from the current drawn by "
        "the feed motor: when the strap touches the load the current rises sharply, and the controller hands over "
        "to the tension wheel.",
    ),
    (
        "2.3 Why the weld needs a cooling phase",
        "When the blade stops moving, the melted layer is still soft. If the gripper released the strap at that "
        "moment, the strap tension would pull the two ends apart and the weld would shear. During the cooling "
        "time the ends are held together under pressure so that the melted layer can solidify into one piece. "
        "A cooling time that is too short gives a weld that looks correct but fails at a fraction of the normal "
        "load, while a cooling time that is too long only costs cycle time. For this reason the cooling time is "
        "lengthened, never shortened, when weld strength complaints are investigated. The cooling time is counted "
        "from the moment the blade stops, and the friction plate keeps its pressure until the time has run out.",
    ),
    (
        "2.4 Why the tension wheel gap matters",
        "The tension wheel grips the strap with small teeth that bite into its surface. If the gap to the anvil "
        "plate is too large, the teeth do not bite deep enough and the strap slips at high tension, which the "
        "controller reports as a slipping strap. If the gap is too small, the teeth cut into the strap and weaken "
        "it at exactly the point that will later lie across the edge of the pallet. The set gap is therefore a "
        "compromise between grip and strap damage. As the teeth wear, the effective gap grows, which is why a "
        "worn wheel causes slipping even when the eccentric has not been moved.",
    ),
    (
        "2.5 Why the guide rails stay dry",
        "Polypropylene and polyester strap both shed a fine dust as they slide through the arch. On a dry rail "
        "this dust falls away or is pushed out by the next strap. Oil or grease on the rails turns the dust into "
        "a sticky paste that builds up in the corners of the channel. After a few hundred cycles the paste slows "
        "the strap so much that it no longer reaches the end of the arch in time, and the machine stops with a "
        "feed fault. Cleaning oiled rails also takes far longer than cleaning dry ones, so the rails are never "
        "lubricated.",
    ),
    (
        "2.6 Why the sealing head is not blown out with compressed air",
        "Blowing the sealing head out with compressed air seems quick, but the air stream drives strap dust past "
        "the shaft seals into the eccentric bearing of the blade drive. That bearing runs at high speed and has "
        "only a small grease reservoir. Dust in the grease shortens its life sharply, and a dry, stiff bearing "
        "is the most common cause of weld motor overcurrent. A vacuum cleaner or a dry brush removes the dust "
        "without forcing it inwards. The dust blown out of the head also settles on sensor B12 a few seconds later.",
    ),
    (
        "2.7 Why strap materials are never mixed",
        "PP melts at about 165 \u00b0C and PET at about 255 \u00b0C. When a PP end is rubbed against a PET end, "
        "the PP melts long before the surface of the PET softens, and the two materials do not fuse into a "
        "common layer. The weld looks closed but has almost no strength. The weld time of the SB-620 is tuned "
        "for PP; PET needs a slightly longer time because more energy must go into the joint before its surface "
        "melts.",
    ),
    (
        "2.8 Why the gripper spring matters",
        "At the start of each cycle the strap tip is shot round the arch and back into the sealing head, where "
        "the gripper clamps it. Everything that follows depends on this grip: without it the tension wheel would "
        "simply pull the strap back out of the arch. The gripper spring supplies the clamping force. A spring "
        "that has lost force may still hold the strap at low tension but lets it slide out as the tension rises, "
        "so a weak spring shows itself first on heavy loads.",
    ),
    (
        "2.9 Why the controller watches the supply voltage",
        "The friction weld depends on the blade reaching full oscillation speed within a few milliseconds. On a "
        "low supply voltage the weld motor accelerates more slowly, the friction phase delivers less energy and "
        "the weld is weaker, although the cycle looks normal. Rather than produce weak straps without warning, "
        "the controller stops with a fault when the supply falls below its limit. A supply that sags only during "
        "the weld, for example because of a long and thin supply cable, causes the same weak welds and is harder to "
        "find.",
    ),
    (
        "2.10 Why the blade is changed on a cycle count",
        "The serrations of the sealing blade wear gradually, and a worn blade still produces welds that look "
        "normal. Their strength, however, falls steadily as the serrations flatten, because less strap material "
        "is set in motion. Visual inspection alone would therefore replace blades too late. Counting cycles gives "
        "a replacement point that lies before the strength drops below the required level, while the weekly "
        "inspection catches blades that wear faster than usual, for example on dirty or recycled strap. The "
        "counter also shows how much life the blade has left, which makes it easier to plan the change into a "
        "break in production.",
    ),
    (
        "2.11 Why the feed motor has a brake",
        "At the end of the feed phase the strap in the arch is slightly compressed, like a bent ruler. If the feed "
        "motor simply coasted to a stop, the strap would spring back a few millimetres and its tip would no longer "
        "sit in the jaws of the gripper. The brake holds the strap still the instant the motor stops, so the gripper "
        "closes on a tip that is exactly in position. A brake that fails to release makes the motor drive against "
        "it; the motor then heats up, and the controller reports the brake fault before the winding is damaged.",
    ),
    (
        "2.12 Why the tension wheel bearings get only a little grease",
        "Grease pumped into a bearing beyond its needs is pushed out past the seals. On the tension unit it lands "
        "on the face of the wheel, mixes with strap dust and lowers the friction between the teeth and the strap. "
        "The result is the same slipping strap that a worn wheel produces, and technicians often replace a good "
        "wheel before they find the real cause. A small, regular quantity replaces the grease that the bearing "
        "loses between services without overfilling it.",
    ),
    (
        "2.13 Why the electrical cabinet temperature is watched",
        "The servo drive and the PLC age faster when they run hot; the electrolytic capacitors in the drive are "
        "the first parts to suffer. A blocked cabinet filter or a machine placed next to a heater can raise the "
        "cabinet temperature gradually over weeks without anybody noticing. The warning gives the operator time to "
        "clean the filter or improve ventilation before the drive protects itself by stopping in the middle of a "
        "production run.",
    ),
    (
        "2.14 Why a hot sealing head is left to cool before a blade change",
        "Although friction welding heats only the strap surfaces, the friction plate and the blade carrier absorb "
        "a little heat from every weld, and after a long run they can be too hot to touch. A warm blade carrier is "
        "also slightly expanded. A blade clamped while the carrier is hot sits loosely once everything has cooled, "
        "and a loose blade rubs the strap unevenly and gives weak welds on one side of the joint.",
    ),
]


def po_pages():
    p1 = [
        ("title", "SB-620 Series"),
        ("subtitle", "Principle of Operation"),
        (
            "kv",
            [
                ("Document number", PO_KEY),
                ("Issue", "Issue 2"),
                ("Effective from", "2022-01-10"),
                ("Models covered", "SB-620, SB-620X"),
                ("Publisher", COMPANY),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "System overview", "2"),
                ("2", "Why the machine works the way it does", "3"),
                ("3", "Cycle sequence", "6"),
                ("4", "Glossary", "6"),
            ],
        ),
        ("h1", "Scope"),
        (
            "p",
            "This document explains how the SB-620 and SB-620X form, tension and seal a strap, and why the "
            "maintenance rules in the maintenance manual VPS-MM-0620 are written as they are. It contains no "
            "settings; for all values use the maintenance manual in force and any applicable service bulletin.",
        ),
        (
            "p",
            "The document is intended for service technicians and for trainers preparing the level 1 service course.",
        ),
    ]
    p2 = [
        ("h1", "1 System overview"),
        (
            "p",
            "A strapping cycle starts when the pallet reaches the arch and the photo sensor signals that it is "
            "in position. The feed unit shoots the strap round the arch, the gripper in the sealing head "
            "catches its tip, the strap is pulled back and tensioned around the load, and the two overlapping "
            "ends are friction-welded. Finally the strap is cut from the coil and the head returns to its "
            "home position, ready for the next cycle.",
        ),
        (
            "p",
            "The machine is built from five main assemblies. Each of them can be exchanged as a unit, which "
            "keeps downtime short when a fault cannot be cleared on site.",
        ),
        (
            "table",
            {
                "w": [40, 80, 60],
                "head": ["Assembly", "Function", "Main parts"],
                "rows": [
                    ["Feed unit", "Drives the strap into and out of the arch", "Feed wheels, feed motor with brake"],
                    ["Tension unit", "Applies the final strap tension", "Tension wheel, anvil plate, eccentric"],
                    [
                        "Sealing head",
                        "Grips, welds and cuts the strap",
                        "Gripper, sealing blade, cutter, friction plate",
                    ],
                    ["Arch", "Guides the strap round the load", "Guide rails, arch guard switch S3"],
                    ["Control", "Sequences the cycle and monitors it", "PLC, HMI, servo drive, sensors B12 and B21"],
                ],
            },
        ),
        (
            "p",
            "The SB-620X differs from the SB-620 mainly in the larger arch, the stronger tension unit and a "
            "sealing head designed for thicker PET strap. The sequence of the cycle is the same on both models.",
        ),
    ]
    secs = PO_CH2
    p3 = [
        ("h1", "2 Why the machine works the way it does"),
        (
            "p",
            "This chapter explains the reasoning behind the design and behind several maintenance rules. "
            "It is written as background; the procedures themselves are in the maintenance manual.",
        ),
    ]
    for t, body in secs[0:4]:
        p3 += [("h2", t), ("p", body)]
    p4 = []
    for t, body in secs[4:8]:
        p4 += [("h2", t), ("p", body)]
    p5 = []
    for t, body in secs[8:12]:
        p5 += [("h2", t), ("p", body)]
    p6 = []
    for t, body in secs[12:14]:
        p6 += [("h2", t), ("p", body)]
    p6 += [
        ("h2", "2.15 Monitoring during the cycle"),
        (
            "p",
            "Each phase of the cycle has a time window. If a phase does not end within its window, the "
            "controller stops the machine and shows the fault for that phase. The table lists the signal "
            "that ends each phase.",
        ),
        (
            "table",
            {
                "w": [40, 80, 60],
                "head": ["Phase", "Ended by", "Watched by"],
                "rows": [
                    ["Feed", "Strap tip reaches the arch end", "Strap end sensor B12"],
                    ["Retract", "Rise in feed motor current", "Servo drive"],
                    ["Tension", "Set tension reached", "Tension unit load cell"],
                    ["Weld", "Weld time elapsed", "PLC timer"],
                    ["Cut", "Cutter back at rest", "Proximity switch B21"],
                ],
            },
        ),
    ]
    p6 += [
        ("h1", "3 Cycle sequence"),
        (
            "table",
            {
                "w": [20, 100, 60],
                "head": ["Step", "Action", "Typical duration"],
                "rows": [
                    ["1", "Feed: strap shot round the arch", "0.6 s"],
                    ["2", "Grip: strap tip clamped in the sealing head", "0.1 s"],
                    ["3", "Retract: fast pull-back until the strap lies on the load", "0.5 s"],
                    ["4", "Tension: slow pull to the set value", "0.4 to 1.0 s"],
                    ["5", "Weld: friction phase", "See maintenance manual"],
                    ["6", "Cool: ends held under pressure", "See maintenance manual"],
                    ["7", "Cut and release, head returns home", "0.3 s"],
                ],
            },
        ),
        ("h1", "4 Glossary"),
        (
            "table",
            {
                "w": [40, 140],
                "head": ["Term", "Meaning"],
                "rows": [
                    ["Anvil plate", "Hardened plate opposite the tension wheel; the strap runs between the two"],
                    ["Eccentric", "Adjustable bolt that sets the tension wheel gap"],
                    ["Friction plate", "Plate in the sealing head that presses the lower strap end against the blade"],
                    ["Gripper", "Spring-loaded jaw that holds the strap tip during tensioning"],
                    ["HMI", "Operator panel (human-machine interface)"],
                    ["PET", "Polyester strap"],
                    ["PP", "Polypropylene strap"],
                    ["Serration", "Fine teeth on the sealing blade that carry the upper strap end"],
                    ["Strap break strength", "Tensile force at which a new, unwelded strap breaks"],
                ],
            },
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


PO_APPLIC = {"product": "Automatic strapping machine", "variants": ["SB-620", "SB-620X"]}

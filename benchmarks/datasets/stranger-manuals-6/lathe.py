"""Brennmark TL series CNC lathe maintenance manual (single PDF with a contents page)."""

from layout import Doc

FILE = "brennmark-tl-maintenance-manual.pdf"


def _page1():
    return [
        ("title", "Brennmark TL Series CNC Turning Centres"),
        ("subtitle", "Maintenance Manual - TL-250, TL-250M and TL-320 - BMK-MM-TL edition 3"),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("Foreword and safety", 1, 0),
                ("1 Spindle data", 2, 0),
                ("2 Lubrication chart", 2, 0),
                ("3 Alarm list", 3, 0),
                ("4 Axis parameters", 3, 0),
                ("5 Backlash check and compensation", 4, 0),
                ("6 Periodic procedures", 4, 0),
                ("6.1 Turret gearbox oil change", 4, 1),
                ("6.2 Encoder battery replacement", 4, 1),
                ("6.3 Chuck service", 4, 1),
            ],
        ),
        ("h1", "Foreword and safety"),
        (
            "p",
            "This manual is written for maintenance personnel who have completed Brennmark operator training. The "
            "TL-250M is the TL-250 with driven (live) tools and a C axis; everything said about the TL-250 applies "
            "to it unless stated otherwise.",
        ),
        (
            "bullets",
            [
                "Switch off the main isolator and lock it before opening the electrical cabinet. The spindle drive "
                "DC bus needs 8 minutes to discharge; confirm below 30 V at the bus terminals.",
                "The hydraulic accumulator stays charged after power-off. Open bleed valve V3 before working on the "
                "chuck or tailstock circuit.",
                "Never run the spindle with the chuck jaws unclamped or with jaws protruding beyond the chuck body.",
            ],
        ),
    ]


def _page2():
    return [
        ("h1", "1 Spindle data"),
        (
            "table",
            {
                "header": ["Item", "TL-250", "TL-250M", "TL-320"],
                "rows": [
                    ["Maximum spindle speed", "4500 rpm", "4500 rpm", "3500 rpm"],
                    ["Spindle motor, 30 min / continuous", "11 / 7.5 kW", "11 / 7.5 kW", "18.5 / 15 kW"],
                    ["Spindle nose", "A2-6", "A2-6", "A2-8"],
                    ["Spindle bore", "62 mm", "62 mm", "87 mm"],
                    ["Bar capacity", "51 mm", "51 mm", "76 mm"],
                    ["Standard hydraulic chuck", "210 mm, 3-jaw", "210 mm, 3-jaw", "254 mm, 3-jaw"],
                    ["Live tool speed", "N/A", "4000 rpm", "N/A"],
                    ["Live tool motor power", "N/A", "3.7 kW", "N/A"],
                    ["C-axis resolution", "N/A", "0.001°", "N/A"],
                ],
                "widths": [60, 32, 32, 32],
            },
        ),
        (
            "p",
            "After the spindle has stood idle for more than 72 hours, run warm-up program O9001 before production. "
            "It takes 20 minutes and steps the spindle from 500 rpm up to maximum speed.",
        ),
        ("h1", "2 Lubrication chart"),
        (
            "table",
            {
                "header": ["Point", "Lubricant", "Quantity", "Interval"],
                "rows": [
                    ["Slideway lube reservoir", "ISO VG 68 slideway oil", "2.0 L", "Check daily; top up at MIN"],
                    ["Spindle bearings", "Sealed, grease-packed for life", "-", "No service"],
                    ["Hydraulic unit (chuck, tailstock)", "ISO VG 32 anti-wear oil", "20 L", "Change every 4000 h"],
                    ["Turret indexing gearbox", "ISO VG 220 gear oil", "0.6 L", "Change every 2000 h"],
                    [
                        "Live tool drive (TL-250M only)",
                        "ISO VG 150 synthetic gear oil",
                        "0.25 L",
                        "Change every 3000 h",
                    ],
                    ["Tailstock quill", "NLGI 2 lithium grease", "2 strokes of gun", "Weekly"],
                    ["Chuck jaws and wedge", "Molybdenum chuck paste", "Thin film", "Every 40 h"],
                    [
                        "Coolant tank",
                        "5 % water-soluble emulsion",
                        "180 L (TL-250, TL-250M); 240 L (TL-320)",
                        "Check concentration weekly; renew every 6 months",
                    ],
                ],
                "widths": [42, 46, 34, 42],
                "size": 8.0,
            },
        ),
        (
            "note",
            "The slideway pump delivers 0.8 cm3 per shot, once every 15 minutes of axis motion. The interval is set "
            "on the operator panel.",
        ),
    ]


def _page3():
    alarms = [
        ["AL-1001", "EMERGENCY STOP", "E-stop pressed or safety relay open. Release the button and press RESET."],
        [
            "AL-1002",
            "SLIDEWAY LUBE LEVEL LOW",
            "Reservoir below MIN. The current cycle is completed, then feed hold. Refill the reservoir.",
        ],
        [
            "AL-1003",
            "SLIDEWAY LUBE PRESSURE",
            "Pressure switch not made within 20 s of pump start; check lines and pump.",
        ],
        ["AL-1005", "HYDRAULIC PRESSURE LOW", "Below 2.5 MPa. Check oil level, pump and pressure setting."],
        ["AL-1006", "CHUCK CLAMP NOT CONFIRMED", "Clamp proximity switch not made; set the switch gap to 0.8 mm."],
        ["AL-1007", "TURRET INDEX TIMEOUT", "Turret not clamped within 2.0 s; check clamp pressure and switch."],
        ["AL-1010", "SPINDLE DRIVE FAULT", "Read the code on the spindle drive display; see the drive manual."],
        ["AL-1011", "SPINDLE OVERLOAD", "Load above 120 % for more than 10 s. Reduce the cut; check belt tension."],
        ["AL-1012", "COOLANT LEVEL LOW", "Top up the tank; the pump is stopped to protect its seal."],
        ["AL-1014", "DOOR OPEN IN AUTO", "Interlock opened during automatic operation. Close door, press CYCLE START."],
        ["AL-1016", "X AXIS OVERTRAVEL", "Press OT RELEASE and jog the axis away from the limit."],
        ["AL-1017", "Z AXIS OVERTRAVEL", "As AL-1016."],
        ["AL-1020", "LIVE TOOL MOTOR OVERHEAT", "TL-250M only. Let the motor cool; reduce live tool duty."],
        [
            "AL-1021",
            "ENCODER BATTERY LOW",
            "Replace the absolute encoder batteries within 2 weeks, with power ON, or axis positions are lost.",
        ],
    ]
    params = [
        ["P1420", "Rapid traverse rate, X", "m/min", "24 (TL-320: 20)", "1-30"],
        ["P1421", "Rapid traverse rate, Z", "m/min", "30 (TL-320: 24)", "1-36"],
        ["P1620", "Acceleration time constant, rapid", "ms", "120", "40-400"],
        ["P1825", "Position loop gain, X", "0.01/s", "3000", "1000-8000"],
        ["P1851", "Backlash compensation, X", "µm", "4", "0-30"],
        ["P1852", "Backlash compensation, Z", "µm", "6", "0-30"],
        ["P2010", "Reference return speed", "mm/min", "300", "50-1000"],
        ["P3111", "Spindle orientation offset", "0.01°", "0", "0-35999"],
    ]
    return [
        ("h1", "3 Alarm list"),
        (
            "table",
            {"header": ["Alarm", "Message", "Cause / remedy"], "rows": alarms, "widths": [18, 46, 100], "size": 7.8},
        ),
        ("h1", "4 Axis parameters"),
        (
            "table",
            {
                "header": ["No.", "Description", "Unit", "Default", "Range"],
                "rows": params,
                "widths": [14, 62, 18, 32, 22],
                "size": 8.0,
            },
        ),
        (
            "note",
            "To write parameters, set PWE = 1 on the SETTING page. Switch the control off and on again after changing "
            "P1620 or P1825.",
        ),
    ]


def _page4():
    return [
        ("h1", "5 Backlash check and compensation"),
        (
            "steps",
            [
                "Warm up the axes for 15 minutes with program O9002.",
                "Mount a dial indicator with 0.001 mm resolution on the turret, touching a block clamped in the chuck.",
                "Move the axis 10 mm in the positive direction with the handwheel at x10 and zero the indicator.",
                "Move a further 5 mm positive, then return 5 mm. The indicator reading is the backlash.",
                "Repeat five times and average the readings.",
                "Acceptance limits: X axis 0.008 mm, Z axis 0.012 mm. Within the limit, add the measured value in "
                "micrometres to P1851 (X) or P1852 (Z). Above the limit, do not compensate: inspect the ballscrew "
                "support bearing preload and the ballscrew nut.",
                "Switch the control off and on and repeat the measurement to confirm.",
            ],
        ),
        ("h1", "6 Periodic procedures"),
        ("h2", "6.1 Turret gearbox oil change"),
        (
            "steps",
            [
                "Index the turret to station 1 and switch off the main isolator.",
                "Remove the drain plug under the turret housing and drain the oil into a tray.",
                "Refit the drain plug with a new copper washer and tighten to 25 Nm.",
                "Fill through the top plug until the oil reaches the centre of the sight glass.",
            ],
        ),
        ("h2", "6.2 Encoder battery replacement"),
        (
            "steps",
            [
                "Leave the control switched ON for the whole procedure; otherwise the absolute positions are lost "
                "and every axis must be referenced again.",
                "Open the battery case on the servo amplifier and unplug the old batteries one at a time.",
                "Fit new 3.6 V lithium AA cells (Brennmark part BMK-BAT-36) and close the case.",
                "Press RESET to clear AL-1021.",
            ],
        ),
        ("h2", "6.3 Chuck service"),
        (
            "p",
            "Every 1000 hours, remove the jaws and the chuck from the spindle, clean the wedge and jaw slots and "
            "re-grease. Tighten the chuck mounting bolts to 64 Nm in a cross pattern. Chuck clamping pressure must "
            "never exceed 3.5 MPa, and the clamping force falls at high speed: consult the chuck speed-force chart "
            "before running above 3000 rpm.",
        ),
    ]


def build(out_dir):
    doc = Doc(
        header="Brennmark Werkzeugmaschinen - TL Series Maintenance Manual - BMK-MM-TL ed. 3",
        footer="BMK-MM-TL ed. 3",
        title="Brennmark TL Series Maintenance Manual",
        author="Brennmark Werkzeugmaschinen (fictional)",
    )
    for page in (_page1, _page2, _page3, _page4):
        doc.add_page(page())
    doc.save(out_dir / FILE)

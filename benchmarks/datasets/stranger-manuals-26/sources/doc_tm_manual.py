# ruff: noqa: E501
"""BTW-SVC-0815 - TM Series Power Pipe Threading Machine, Service Manual (Rev 3).  Invented."""

COMPANY = "Brennard Tool Works"
TITLE = "TM Series Power Pipe Threading Machine - Service Manual"
DOCNO = "BTW-SVC-0815"
KEY = "BTW-SVC-0815"
VERSION = "Rev 3"
FILE = "btw-svc-0815-rev-3.pdf"
EFFECTIVE_FROM = "2021-01-11"
RECORDED_AT = "2021-01-05T00:00:00Z"
PRODUCT = "TM Series Power Pipe Threading Machine"
VARIANTS = ["TM-250", "TM-400", "TM-400H"]


def pages():
    p1 = [
        ("title", "TM Series Power Pipe Threading Machine"),
        ("subtitle", "Service Manual - TM-250, TM-400 and TM-400H"),
        ("p", f"Document {DOCNO}, {VERSION}. Brennard Tool Works, 220 Foundry Lane, Castleford Vale."),
        ("h1", "About this manual"),
        (
            "p",
            "This manual is for service technicians who maintain and repair TM Series threading machines. "
            "The TM-250 and TM-400 have a universal (brush) motor and a mechanical switch circuit. The "
            "TM-400H has a two-speed three-phase motor controlled by the BTC-2 electronic controller. "
            "Chaser sets and die heads are listed in catalogue BTW-CAT-22.",
        ),
        ("h1", "Contents"),
        (
            "table",
            dict(
                widths=[22, 118, 34],
                header=["Section", "Title", "Page"],
                rows=[
                    ["1", "Safety rules", "2"],
                    ["2", "Specifications", "3"],
                    ["3", "Lubrication and cutting oil", "4"],
                    ["4", "Die head service and service intervals", "5"],
                    ["5", "Torque values and wear limits", "6"],
                    ["6", "Controller error codes (TM-400H)", "7"],
                    ["7", "Spare parts", "8"],
                ],
                size=9,
            ),
        ),
        (
            "p",
            "Serial numbers have the form BW followed by seven digits and are stamped on the gearbox "
            "housing below the chuck.",
        ),
    ]

    p2 = [
        ("h1", "1 Safety rules"),
        (
            "p",
            "A threading machine turns the pipe with high torque. Most serious injuries happen when "
            "clothing, gloves or rags are wound onto the rotating pipe. Read these rules before any test run.",
        ),
        (
            "bullets",
            [
                "Do not wear loose gloves, loose sleeves or jewellery when the spindle can turn.",
                "Do not bypass, wedge or tie down the foot switch. The machine must stop when the foot is lifted.",
                "Do not cut threads with dry dies; the oil must flow over the chasers during every cut.",
                "Do not reverse the spindle while it is turning. Wait until it has stopped.",
                "Do not thread pipe longer than 2 m without pipe support stands.",
                "Do not change the TM-400H speed range while the spindle is running.",
                "Disconnect the plug before changing dies, cleaning the chip tray or opening covers.",
            ],
        ),
        ("h2", "1.2 Electrical safety"),
        (
            "p",
            "Connect the TM-250 and TM-400 only to a socket protected by a 30 mA residual current device. "
            "Extension cables must have a conductor cross-section of at least 2.5 mm² and a maximum length "
            "of 25 m. After any repair, test earth continuity and insulation resistance before returning "
            "the machine to the user.",
        ),
    ]

    p3 = [
        ("h1", "2 Specifications"),
        (
            "table",
            dict(
                caption="Table 2-1 Technical data",
                widths=[62, 37, 37, 38],
                header=["Parameter", "TM-250", "TM-400", "TM-400H"],
                rows=[
                    ["Pipe capacity", '1/2" to 2"', '1/2" to 4"', '1/2" to 4"'],
                    ["Spindle speed, no load", "36 rpm", "26 rpm", "12 / 26 rpm (a)"],
                    ["Motor rated power", "1.1 kW", "1.7 kW", "2.0 kW"],
                    ["Power supply", "230 V 1~", "230 V 1~", "400 V 3~"],
                    ["Cutting oil reservoir (b)", "4.5 L", "7.0 L", "7.0 L"],
                    ["Oil pump delivery", "2 L/min", "3 L/min", "3 L/min"],
                    ["Gearbox oil quantity", "0.8 L", "1.3 L", "1.3 L"],
                    ["Weight with die head", "68 kg", "132 kg", "145 kg"],
                    ["Controller", "none", "none", "BTC-2"],
                    ["Sound pressure level at operator", "84 dB(A)", "86 dB(A)", "82 dB(A)"],
                ],
                notes=[
                    '(a) TM-400H low speed (12 rpm) is for 2-1/2" to 4" pipe; high speed (26 rpm) for 1/2" to 2" pipe.',
                    "(b) Capacity up to the MAX mark on the sight glass.",
                ],
            ),
        ),
        ("h2", "2.2 Motor"),
        (
            "p",
            "The universal motor of the TM-250 and TM-400 is protected by a thermal cut-out in the field "
            "winding that resets automatically after cooling. The TM-400H motor has a PTC sensor that is "
            "read by the BTC-2 controller (error E3).",
        ),
    ]

    p4 = [
        ("h1", "3 Lubrication and cutting oil"),
        (
            "p",
            "Cutting oil cools the chasers, carries the chips out of the thread and gives the thread a "
            "clean finish. Use BTW ThreadCut mineral cutting oil or an equivalent oil for pipe threading. "
            "Water-soluble oil may be used on the TM-250 only, because its pump and reservoir are made of "
            "corrosion-resistant materials.",
        ),
        (
            "table",
            dict(
                caption="Table 3-1 Lubrication points",
                widths=[56, 64, 54],
                header=["Point", "Lubricant", "Interval"],
                rows=[
                    ["Gearbox", "Gear oil ISO VG 220", "check level monthly"],
                    ["Carriage rails", "Lithium grease NLGI 2", "weekly"],
                    ["Chuck jaws and scroll", "Light machine oil", "daily"],
                    [
                        "Cutting oil reservoir",
                        "ThreadCut or equivalent",
                        "change every 100 h of threading or when milky",
                    ],
                ],
            ),
        ),
        ("h2", "3.2 Changing the cutting oil"),
        (
            "steps",
            [
                "Disconnect the plug.",
                "Remove the chip tray and empty it.",
                "Place a drain pan of at least 8 L under the reservoir drain plug.",
                "Unscrew the drain plug (17 mm) and let the oil drain. Dispose of used oil according to local rules.",
                "Remove the pump suction strainer and clean it in solvent. The strainer mesh is 0.5 mm.",
                "Refit the drain plug with a new sealing washer and tighten it to the torque in Table 5-1.",
                "Fill with fresh oil up to the MAX mark on the sight glass.",
                "Run the pump for 1 minute with the die head open and check that oil flows at the die head.",
            ],
        ),
        ("p", "Never mix mineral cutting oil with water-soluble oil in the same reservoir."),
    ]

    p5 = [
        ("h1", "4 Die head service and service intervals"),
        ("h2", "4.1 Changing the chasers"),
        (
            "steps",
            [
                "Disconnect the plug and swing the die head up.",
                "Loosen the clamp lever and open the die head fully with the size bar.",
                "Slacken the four chaser screws and remove the chasers.",
                "Insert the new chasers in numbered order: chaser 1 in slot 1, and so on.",
                "Set the size bar to the pipe size and tighten the clamp lever.",
                "Cut a test thread and check it with a ring gauge. Adjust the size bar if necessary.",
            ],
        ),
        ("p", "Always replace chasers as a complete numbered set."),
        (
            "table",
            dict(
                caption="Table 4-1 Service intervals",
                widths=[68, 35, 35, 36],
                header=["Task", "TM-250", "TM-400", "TM-400H"],
                rows=[
                    ["Inspect chasers", "daily", "daily", "daily"],
                    ["Inspect chuck jaw inserts", "50 h", "50 h", "50 h"],
                    ["Replace motor brushes", "300 h", "400 h", "n/a (c)"],
                    ["Change gearbox oil", "1000 h", "800 h", "800 h"],
                    ["Calibrate controller torque limit", "n/a", "n/a", "12 months"],
                    ["Earth continuity and insulation test", "6 months", "6 months", "6 months"],
                    ["Replace foot switch cable", "on condition", "on condition", "24 months"],
                ],
                notes=[
                    "(c) The TM-400H motor is an induction motor without brushes.",
                    "Hours are spindle running hours shown on the hour meter.",
                ],
            ),
        ),
    ]

    p6 = [
        ("h1", "5 Torque values and wear limits"),
        (
            "table",
            dict(
                caption="Table 5-1 Torque values",
                widths=[92, 32, 50],
                header=["Joint", "Thread", "Torque"],
                rows=[
                    ["Die head mounting bolts", "M8", "22 N·m"],
                    ["Chuck jaw insert screws", "M5", "6 N·m"],
                    ["Motor mounting bolts", "M10", "45 N·m"],
                    ["Gearbox cover screws", "M6", "9 N·m"],
                    ["Reservoir drain plug", "M16 x 1.5", "25 N·m"],
                    ["Carriage rail clamp screws", "M12", "70 N·m"],
                ],
            ),
        ),
        (
            "table",
            dict(
                caption="Table 5-2 Wear limits",
                widths=[92, 82],
                header=["Item", "Limit"],
                rows=[
                    ["Motor brush length (d)", "min. 8 mm (new: 16 mm)"],
                    ["Chuck jaw insert tooth height", "min. 0.6 mm"],
                    ["Spindle radial run-out at the chuck", "max. 0.15 mm"],
                    ["Carriage rail bushing radial play", "max. 0.40 mm"],
                    ["Gearbox backlash at the spindle", "max. 2 degrees"],
                    ["Die head clamp lever free play", "max. 5 mm"],
                ],
                notes=[
                    "(d) Measure on the shorter side of the brush. Always replace brushes as a pair.",
                ],
            ),
        ),
        (
            "p",
            "Parts at or beyond a wear limit must be replaced before the machine is returned to service. "
            "Chuck jaw inserts are always replaced as a set of three.",
        ),
    ]

    p7 = [
        ("h1", "6 Controller error codes (TM-400H)"),
        (
            "p",
            "The BTC-2 controller shows errors on its two-digit display as E followed by a number. The "
            "TM-250 and TM-400 have no controller and no error codes.",
        ),
        (
            "table",
            dict(
                caption="Table 6-1 BTC-2 error codes",
                widths=[16, 64, 94],
                header=["Code", "Meaning", "Remedy"],
                rows=[
                    ["E1", "Supply phase sequence wrong", "Have a qualified electrician swap two phases in the plug."],
                    [
                        "E2",
                        "Motor overload (torque limit reached)",
                        "Check the chasers for wear and the oil flow at the die head. Check the torque limit calibration.",
                    ],
                    [
                        "E3",
                        "Motor overtemperature (PTC sensor)",
                        "Let the motor cool for at least 20 minutes. Clean the motor cooling slots.",
                    ],
                    [
                        "E4",
                        "Foot switch fault (channels disagree)",
                        "Check the foot switch cable and connector X3. Replace the foot switch if the fault remains.",
                    ],
                    [
                        "E5",
                        "Spindle speed sensor signal missing",
                        "Check the sensor gap; it must be 0.5 to 1.0 mm. Check the sensor cable.",
                    ],
                    ["E6", "Emergency stop pressed", "Release the emergency stop and press reset."],
                    ["E7", "Oil pump not running", "Check pump fuse F3 (1 A T) and the pump motor."],
                    [
                        "E8",
                        "Controller internal fault",
                        "Switch off for 30 seconds. If E8 remains, replace the BTC-2 board.",
                    ],
                    [
                        "E9",
                        "Speed change requested while the spindle is running",
                        "Stop the spindle, then select the speed range again.",
                    ],
                ],
                size=8.5,
            ),
        ),
    ]

    p8 = [
        ("h1", "7 Spare parts"),
        (
            "table",
            dict(
                caption="Table 7-1 Spare parts",
                widths=[22, 80, 24, 24, 24],
                header=["Part No.", "Description", "TM-250", "TM-400", "TM-400H"],
                rows=[
                    ["62-1102", "Motor brush pair", "1", "n/a", "n/a"],
                    ["62-1104", "Motor brush pair", "n/a", "1", "n/a"],
                    ["62-2310", "Chuck jaw insert set (3 pieces)", "1", "n/a", "n/a"],
                    ["62-2410", "Chuck jaw insert set (3 pieces)", "n/a", "1", "1"],
                    ["62-4410", "Carriage rail bushing", "2", "2", "2"],
                    ["62-5001", "Oil pump assembly", "1", "n/a", "n/a"],
                    ["62-5003", "Oil pump assembly", "n/a", "1", "1"],
                    ["70-2002", "BTC-2 controller board", "n/a", "n/a", "1"],
                    ["70-3005", "Foot switch, single channel", "1", "1", "n/a"],
                    ["70-3010", "Foot switch, dual channel (e)", "n/a", "n/a", "1"],
                    ["99-1017", "Drain plug sealing washer", "1", "1", "1"],
                    ["80-0005", "ThreadCut cutting oil, 5 L", "-", "-", "-"],
                ],
                notes=[
                    "(e) The dual-channel foot switch must not be replaced by the single-channel type; the BTC-2 "
                    "reports E4.",
                    "Chaser sets, die heads and reamers: see catalogue BTW-CAT-22.",
                ],
            ),
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

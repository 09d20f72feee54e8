# ruff: noqa: E501
"""Brenvik FlatPress FI-33 heated-chest flatwork ironer - service manual in three revisions.

All names, values, part numbers and phone numbers are invented.
Each revision is rendered from the same hand-written text; the values that change
between revisions are collected in REVISIONS below.
"""

KEY = "BRV-FI33-SM"
PRODUCT = "FlatPress FI-33"
VARIANTS = ["FI-33E", "FI-33G", "FI-33S"]

REVISIONS = {
    "Rev A": {
        "file": "brenvik_fi33_service_manual_revA.pdf",
        "effective_from": "2019-04-01",
        "effective_to": "2021-08-31",
        "recorded_at": "2019-04-01T00:00:00Z",
        "history": [["Rev A", "2019-04-01", "First issue."]],
        "speed": "2 - 14 m/min",
        "chest_max_eg": "185 °C",
        "chest_max_s": "180 °C",
        "gas_nozzle": "9.5 mbar",
        "interlock": "130 °C",
        "lube_interval": "every 500 h",
        "grease": "lithium EP2 grease (cartridge 33-9002)",
        "grease_note": "Lithium EP2, max. 8 g per bearing",
        "slack": "8 to 12 mm",
        "padding_interval": "every 2000 h",
        "bearing_torque": "180 Nm",
        "cool_to": "50 °C",
        "f09_remedy": "Check supply valve and strainer. Reset when pressure is restored.",
        "f14": False,
        "grease_part": ["33-9002", "Lithium EP2 grease cartridge, 400 g", "all"],
        "sensor_b7": False,
    },
    "Rev B": {
        "file": "brenvik_fi33_service_manual_revB.pdf",
        "effective_from": "2021-09-01",
        "effective_to": "2023-11-19",
        "recorded_at": "2021-09-01T00:00:00Z",
        "history": [
            ["Rev A", "2019-04-01", "First issue."],
            ["Rev B", "2021-09-01", "Chapters 2, 3, 4 and 5 updated."],
        ],
        "speed": "2 - 16 m/min",
        "chest_max_eg": "185 °C",
        "chest_max_s": "180 °C",
        "gas_nozzle": "10.2 mbar",
        "interlock": "140 °C",
        "lube_interval": "every 400 h",
        "grease": "lithium EP2 grease (cartridge 33-9002)",
        "grease_note": "Lithium EP2, max. 8 g per bearing",
        "slack": "6 to 10 mm",
        "padding_interval": "every 2000 h",
        "bearing_torque": "195 Nm",
        "cool_to": "60 °C",
        "f09_remedy": "Check supply valve, strainer and steam trap ST2. Pressure must exceed 6 bar within 10 min of opening the supply valve.",
        "f14": False,
        "grease_part": ["33-9002", "Lithium EP2 grease cartridge, 400 g", "all"],
        "sensor_b7": False,
    },
    "Rev C": {
        "file": "brenvik_fi33_service_manual_revC.pdf",
        "effective_from": "2023-11-20",
        "effective_to": None,
        "recorded_at": "2023-11-20T00:00:00Z",
        "history": [
            ["Rev A", "2019-04-01", "First issue."],
            ["Rev B", "2021-09-01", "Chapters 2, 3, 4 and 5 updated."],
            ["Rev C", "2023-11-20", "New bearing grease; chapters 2, 3, 5 and 6 updated; code F14 added."],
        ],
        "speed": "2 - 16 m/min",
        "chest_max_eg": "180 °C",
        "chest_max_s": "175 °C",
        "gas_nozzle": "10.2 mbar",
        "interlock": "140 °C",
        "lube_interval": "every 300 h",
        "grease": "polyurea high-temperature grease BRV-G7 (cartridge 33-9007)",
        "grease_note": "BRV-G7 only, max. 6 g per bearing",
        "slack": "6 to 10 mm",
        "padding_interval": "every 2500 h",
        "bearing_torque": "195 Nm",
        "cool_to": "60 °C",
        "f09_remedy": "Check supply valve, strainer and steam trap ST2. Pressure must exceed 6 bar within 10 min of opening the supply valve.",
        "f14": True,
        "grease_part": ["33-9007", "BRV-G7 polyurea grease cartridge, 400 g", "all"],
        "sensor_b7": True,
    },
}


def pages(rev, v):
    """Return the seven pages of one revision as lists of blocks."""
    p1 = [
        ("title", "FlatPress FI-33"),
        ("subtitle", "Heated-chest flatwork ironer, 3300 mm working width"),
        ("subtitle", "Service Manual"),
        ("space", 6),
        (
            "table",
            {
                "header": ["Document", "Revision", "Effective from"],
                "rows": [[KEY, rev, v["effective_from"]]],
                "widths": [2, 1, 1.5],
            },
        ),
        ("space", 4),
        (
            "p",
            "This manual is intended for trained laundry service technicians. It covers the three heating variants of the FlatPress FI-33: FI-33E (electrically heated chest), FI-33G (gas-fired thermal chest) and FI-33S (steam-heated chest). Operating instructions for ironing staff are published separately.",
        ),
        (
            "p",
            "Brenvik Laundry Systems, Service Department. Technical hotline +44 1632 960 418 (weekdays 07:00 to 17:00). Please quote the machine serial number printed on the type plate at the rear left frame.",
        ),
        ("h2", "Revision history"),
        (
            "table",
            {
                "header": ["Revision", "Date", "Changes"],
                "rows": v["history"],
                "widths": [1, 1.2, 4],
            },
        ),
    ]
    p2 = [
        ("h1", "Contents"),
        (
            "table",
            {
                "header": ["Chapter", "Title", "Page"],
                "rows": [
                    ["1", "Safety and document conventions", "2"],
                    ["2", "Technical data", "3"],
                    ["3", "Maintenance schedule and torque values", "4"],
                    ["4", "Padding and drive chain procedures", "5"],
                    ["5", "Fault codes", "6"],
                    ["6", "Spare parts", "7"],
                ],
                "widths": [1, 5, 1],
            },
        ),
        ("h1", "1 Safety and document conventions"),
        (
            "p",
            "Before any service work, switch off the main isolator Q1 and secure it with a personal padlock. On FI-33G machines also close the manual gas cock; on FI-33S machines close and lock the steam supply valve and the condensate return valve.",
        ),
        (
            "bullets",
            [
                "The chest and roll stay hot for a long time after switch-off. Never open the chest cover while the chest temperature is above 60 °C.",
                "The finger guard safety bar at the feed side must never be bridged or bypassed, not even for test runs. A machine with a defective finger guard must be taken out of service.",
                "Do not clean the burner or the heating zones with compressed air; lint dust can ignite on hot surfaces.",
                "Use only the original chest wax. Silicone-based sprays damage the padding and leave stains on the linen.",
            ],
        ),
        ("h2", "Conventions"),
        (
            "p",
            "Temperatures are chest surface temperatures unless stated otherwise. Operating hours (h) are read from the hour counter in the service menu (menu 9.2). Values marked with a variant code apply to that variant only.",
        ),
    ]
    p3 = [
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "header": ["Parameter", "FI-33E", "FI-33G", "FI-33S"],
                "rows": [
                    ["Working width", "3300 mm", "3300 mm", "3300 mm"],
                    ["Roll diameter", "800 mm", "800 mm", "800 mm"],
                    ["Heating", "Electric, 12 elements", "Gas burner (1)", "Steam, max. 10 bar"],
                    ["Heat input", "54 kW", "62 kW", "58 kW at 10 bar"],
                    ["Max. chest temperature (2)", v["chest_max_eg"], v["chest_max_eg"], v["chest_max_s"]],
                    ["Ironing speed", v["speed"], v["speed"], v["speed"]],
                    ["Electrical connected load", "58 kW", "6.5 kW", "5.2 kW"],
                    ["Exhaust air flow", "900 m³/h", "1250 m³/h", "900 m³/h"],
                    ["Steam supply pressure", "-", "-", "8 to 10 bar"],
                    ["Weight (3)", "3480 kg", "3620 kg", "3550 kg"],
                    ["Sound pressure level", "< 70 dB(A)", "< 70 dB(A)", "< 70 dB(A)"],
                ],
                "widths": [2.4, 1.6, 1.6, 1.6],
            },
        ),
        (
            "foot",
            "(1) Burner nozzle pressure for natural gas G20 at 20 mbar supply pressure: "
            + v["gas_nozzle"]
            + ". For propane G31 use the value on the burner label.",
        ),
        (
            "foot",
            "(2) Measured at the centre sensor B2. The outer zones may read up to 8 K lower than the centre.",
        ),
        ("foot", "(3) Weight without packing, with padding fitted and chest empty."),
        ("h2", "Feed interlock"),
        (
            "p",
            "The feed ribbons only start when the chest has reached "
            + v["interlock"]
            + ". Below this temperature the display shows 'HEATING' and the feed pedal is ignored, so that damp linen cannot be wound onto a cold roll.",
        ),
        (
            "p",
            "Supply voltage for all variants is 400 V 3~ 50 Hz with neutral and protective earth. Control voltage is 24 V DC.",
        ),
    ]
    p4 = [
        ("h1", "3 Maintenance schedule and torque values"),
        ("h2", "3.1 Maintenance schedule"),
        (
            "table",
            {
                "header": ["Task", "Interval", "Remarks"],
                "rows": [
                    ["Clean feed ribbons, check for tears", "daily", "all variants"],
                    ["Wax the chest", "every 8 h of ironing", "chest wax kit 33-5001"],
                    ["Check finger guard bar", "start of each shift", "machine must stop at once"],
                    ["Clean lint filter and exhaust fan", "weekly", "more often with towels"],
                    ["Lubricate roll bearings", v["lube_interval"], v["grease_note"]],
                    ["Check drive chain slack", "every 250 h", "see 4.2"],
                    ["Replace roll padding", v["padding_interval"], "earlier if ironing result poor"],
                    ["Clean ionisation electrode, inspect burner", "every 1000 h", "FI-33G only"],
                    ["Test steam trap ST2", "every 1000 h", "FI-33S only"],
                    ["Insulation test of heating elements", "every 2000 h", "FI-33E only, min. 2 MOhm at 500 V DC"],
                ],
                "widths": [3, 1.8, 2.6],
            },
        ),
        (
            "p",
            "Roll bearings are lubricated through the two grease nipples on each bearing housing using "
            + v["grease"]
            + ". Do not mix grease types.",
        ),
        ("h2", "3.2 Torque values"),
        (
            "table",
            {
                "header": ["Joint", "Thread", "Torque"],
                "rows": [
                    ["Roll bearing housing bolts", "M16, 8.8", v["bearing_torque"]],
                    ["Chest mounting bolts", "M20, 8.8", "320 Nm"],
                    ["Drive sprocket clamp screws", "M10, 10.9", "49 Nm"],
                    ["Motor base bolts", "M12, 8.8", "85 Nm"],
                    ["Burner flange nuts (FI-33G)", "M8", "22 Nm"],
                    ["Heating element terminal nuts (FI-33E)", "M6, brass", "4.5 Nm"],
                    ["Steam inlet flange bolts (FI-33S)", "M12, A2-70", "60 Nm"],
                ],
                "widths": [3.4, 1.6, 1.2],
            },
        ),
        (
            "foot",
            "Torque values apply to dry threads. For lubricated threads reduce the value by 15 %. Never re-use self-locking nuts on the burner flange.",
        ),
    ]
    p5 = [
        ("h1", "4 Padding and drive chain procedures"),
        ("h2", "4.1 Replacing the roll padding"),
        (
            "steps",
            [
                "Run the roll at 2 m/min with heating switched off until the chest temperature has dropped below "
                + v["cool_to"]
                + " (typically 90 minutes).",
                "Switch off the main isolator Q1 and lock it out.",
                "Raise the chest to the service position with key switch S12 on the rear panel.",
                "Cut the old padding along the roll seam and pull it off together with the spring-steel underlay.",
                "Clean the roll perforation with a nylon brush. Wire brushes must not be used.",
                "Fit the new spring-steel underlay, then the needle felt, starting at the feed side with the start strip held under the clamp bar.",
                "Lower the chest, heat to 120 °C and run the roll at 4 m/min for 30 minutes without linen to set the padding.",
                "Wax the chest and check the ironing result with a test sheet.",
            ],
        ),
        ("h2", "4.2 Checking and adjusting the drive chain"),
        (
            "steps",
            [
                "Switch off and lock out the main isolator Q1.",
                "Remove the right-hand side guard (six screws).",
                "Press the chain down midway between the sprockets. The slack must be " + v["slack"] + ".",
                "If the slack is outside this range, loosen the four motor base bolts and turn the tensioning screw until the slack is correct.",
                "Tighten the motor base bolts to the value in 3.2 and check that the sprockets are in line with a straight edge.",
                "Refit the guard, run the machine for 10 minutes and check the slack again.",
            ],
        ),
        (
            "note",
            "Replace the chain and both sprockets together when the chain elongation exceeds 2 % or when sprocket teeth are hooked.",
        ),
    ]
    fault_rows = [
        [
            "F01",
            "Chest temperature sensor B2 open circuit",
            "Check connector X21. Replace B2 if its resistance is not 100 to 120 Ohm at room temperature.",
        ],
        [
            "F02",
            "Chest overtemperature (more than 10 K above maximum)",
            "Check heating contactor K3 and the setpoint. Let the machine cool down.",
        ],
        [
            "F03",
            "Safety thermostat STB1 tripped",
            "Let the chest cool, press the reset button of STB1 behind the rear panel and find the cause.",
        ],
        ["F04", "Finger guard bar actuated", "Release the bar, check switch S5 and its actuator, then press RESET."],
        [
            "F05",
            "Roll drive inverter fault",
            "Read the inverter code on display page 4 and see the inverter documentation.",
        ],
        ["F06", "Emergency stop pressed", "Release all emergency stop buttons and press RESET."],
        [
            "F07",
            "Exhaust airflow switch not closed",
            "Clean the lint filter, check the fan belt and the airflow switch hose.",
        ],
        [
            "F08",
            "Burner lockout (FI-33G)",
            "Press burner reset. Check gas supply pressure (min. 17 mbar) and clean the ionisation electrode.",
        ],
        ["F09", "Steam pressure low (FI-33S)", v["f09_remedy"]],
        ["F10", "Chest lift end switch not reached", "Check end switches S12 and S13 and the lift spindle."],
        [
            "F11",
            "Temperature difference between zones above 25 K",
            "Check heating groups or steam distribution; check padding for worn areas.",
        ],
        ["F12", "Communication fault between HMI and PLC", "Check cable X40 and its plugs; restart the control."],
    ]
    if v["f14"]:
        fault_rows.append(
            [
                "F14",
                "Roll bearing temperature high (sensor B7 above 95 °C)",
                "Lubricate the roll bearings with BRV-G7. If the alarm repeats within 50 h, replace the bearing.",
            ]
        )
    p6 = [
        ("h1", "5 Fault codes"),
        (
            "p",
            "Fault codes appear on the operator display with a red frame. A fault stops the feed ribbons at once; the roll keeps turning at minimum speed so that the padding does not scorch.",
        ),
        (
            "table",
            {
                "header": ["Code", "Meaning", "Remedy"],
                "rows": fault_rows,
                "widths": [0.7, 2.6, 3.8],
                "font_size": 8.5,
            },
        ),
        (
            "foot",
            "Codes not listed here are inverter or burner-control codes; see the supplier documentation.",
        ),
    ]
    part_rows = [
        ["33-1101", "Needle felt padding 3300 mm (aramid)", "all"],
        ["33-1102", "Spring-steel underlay set", "all"],
        ["33-1120", "Feed ribbon 25 mm, set of 20", "all"],
        ["33-2040", "Chest temperature sensor B2 (Pt100)", "all"],
        ["33-2045", "Safety thermostat STB1", "all"],
        ["33-3010", "Drive chain 16B-1, 142 links", "all"],
        ["33-3015", "Drive sprocket 16B, 19 teeth", "all"],
        ["33-4100", "Heating element 4.5 kW", "FI-33E"],
        ["33-4210", "Ionisation electrode", "FI-33G"],
        ["33-4220", "Burner nozzle, natural gas G20", "FI-33G"],
        ["33-4310", "Steam trap ST2", "FI-33S"],
        ["33-5001", "Chest wax kit, 2 kg", "all"],
        v["grease_part"],
    ]
    if v["sensor_b7"]:
        part_rows.append(["33-2060", "Roll bearing temperature sensor B7", "all"])
    p7 = [
        ("h1", "6 Spare parts"),
        (
            "p",
            "Order spare parts quoting the part number, the description and the machine serial number.",
        ),
        (
            "table",
            {
                "header": ["Part no.", "Description", "Variant"],
                "rows": part_rows,
                "widths": [1.2, 4, 1.2],
            },
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7]


def documents():
    docs = []
    for rev, v in REVISIONS.items():
        docs.append(
            {
                "file": v["file"],
                "format": "pdf",
                "header": "Brenvik Laundry Systems - FlatPress FI-33 Service Manual",
                "footer": KEY + " " + rev,
                "pages": pages(rev, v),
                "meta": {
                    "document": KEY,
                    "version": rev,
                    "effective_from": v["effective_from"],
                    "effective_to": v["effective_to"],
                    "recorded_at": v["recorded_at"],
                    "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
                },
                "features": "3 revisions; 3-variant data table with footnotes; contents; schedule; torque table; procedures; fault codes; parts",
            }
        )
    return docs

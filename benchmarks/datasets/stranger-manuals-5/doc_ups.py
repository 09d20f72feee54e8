"""Veridian Power Atlas series online UPS: service manual (single issue)."""

from __future__ import annotations

import datetime as dt

from layout import Writer

FILE = "veridian-atlas-ups-service-manual.pdf"
DOC_KEY = FILE
PAGES = 6
MODELS = ["Atlas 10", "Atlas 20", "Atlas 20 XR", "Atlas 30 HD"]


def build(path: str, created: dt.datetime) -> None:
    w = Writer(
        name=FILE,
        header_text="Veridian Power Systems  |  Atlas Series Online UPS  |  Service Manual",
        footer_text="VPS-SM-2290  Issue 4  (2024-02-12)  -  Service personnel only",
        created=created,
        pages=PAGES,
        title="Atlas Series Online UPS Service Manual",
        author="Veridian Power Systems",
    )

    # ------------------------------------------------------------------ page 1
    w.page()
    w.title("Atlas Series Online UPS")
    w.para("Service Manual - Atlas 10, Atlas 20, Atlas 20 XR, Atlas 30 HD", size=12, style="B")
    w.para(
        "Document VPS-SM-2290, Issue 4. This manual is intended for trained service engineers. "
        "Installation and daily operation are described in the user guide supplied with each unit."
    )
    w.h2("Contents")
    w.toc(
        [
            ("1", "Safety", 1),
            ("2", "Specifications", 2),
            ("2.1", "Electrical data", 2),
            ("2.2", "Environmental limits", 2),
            ("3", "Configuration", 3),
            ("3.1", "Service parameters", 3),
            ("3.2", "Changing a parameter", 3),
            ("4", "Preventive maintenance", 4),
            ("4.1", "Maintenance intervals", 4),
            ("4.2", "Battery replacement", 4),
            ("4.3", "Spare parts", 4),
            ("5", "Faults and warnings", 5),
            ("5.1", "Fault codes", 5),
            ("5.2", "Warnings", 5),
            ("5.3", "Troubleshooting", 5),
            ("6", "Index", 6),
        ],
        size=9,
    )
    w.h1("1  Safety")
    w.notice(
        "DANGER",
        "Lethal voltages are present inside the UPS even when the input is disconnected: the "
        "battery string and the DC bus capacitors remain charged. After isolating mains and "
        "battery, wait at least 5 minutes before removing any internal cover (Atlas 30 HD: "
        "wait at least 12 minutes) and verify with a meter that the DC bus is below 50 V.",
    )
    w.notice(
        "WARNING",
        "Batteries can deliver very high short-circuit currents. Remove watches and rings and "
        "use insulated tools. Never short-circuit battery terminals.",
    )
    w.notice(
        "CAUTION",
        "The UPS has a high earth leakage current. Connect the protective earth before connecting the mains supply.",
    )
    w.notice(
        "NOTE",
        "The Atlas 20 XR has no internal batteries. It is always installed with at least one "
        "external BC-40 battery cabinet.",
    )
    w.para(
        "Model naming: the number is the rated output in kVA. XR = extended runtime model for "
        "external battery cabinets; HD = high-density model with unity power factor."
    )

    # ------------------------------------------------------------------ page 2
    w.page()
    w.h1("2  Specifications")
    w.h2("2.1  Electrical data")
    widths = [50.0, 32.0, 32.0, 32.0, 32.0]
    rows = [
        ["Rated output", "10 kVA / 9 kW", "20 kVA / 18 kW", "20 kVA / 18 kW", "30 kVA / 30 kW"],
        ["Input connection", "1-phase, 230 V", "3-phase, 400 V", "3-phase, 400 V", "3-phase, 400 V"],
        ["Input voltage range at full load", "176 to 276 V", "305 to 478 V", "305 to 478 V", "320 to 478 V"],
        ["Input frequency range", "40 to 70 Hz", "40 to 70 Hz", "40 to 70 Hz", "40 to 70 Hz"],
        ["Output voltage", "230 V, 1-phase", "230 V, 1-phase", "230 V, 1-phase", "400 V, 3-phase"],
        ["Efficiency, online mode", "94.1 %", "95.2 %", "95.2 %", "96.3 %"],
        ["Efficiency, ECO mode", "98.4 %", "98.7 %", "98.7 %", "99.0 %"],
        ["Recommended input breaker", "50 A, type C", "40 A, type C", "40 A, type C", "63 A, type C (a)"],
        ["Input cable, Cu", "10 mm²", "6 mm²", "6 mm²", "16 mm²"],
        ["Nominal battery voltage", "240 V DC", "384 V DC", "480 V DC", "480 V DC"],
        ["Internal battery", "20 x 12 V 9 Ah", "32 x 12 V 9 Ah", "N/A", "40 x 12 V 9 Ah"],
        ["Runtime at 100 % load (1)", "7.5 min", "6.2 min", "38 min (b)", "5.4 min"],
        ["Runtime at 50 % load (1)", "19 min", "16.5 min", "92 min (b)", "14.5 min"],
        ["Max. charger current", "2 A", "4 A", "8 A", "6 A"],
        ["Heat dissipation, online, full load", "560 W", "910 W", "910 W", "1,150 W"],
        ["Weight", "68 kg", "112 kg", "74 kg", "188 kg"],
    ]
    w.table(["", *MODELS], rows, widths, size=8)
    w.footnotes(
        [
            "(1) Typical values at 25 °C with new, fully charged batteries, load power factor 0.9.",
            "(a) Atlas 30 HD with separate bypass input: 63 A rectifier breaker plus 50 A bypass breaker.",
            "(b) With one BC-40 battery cabinet (40 x 12 V 40 Ah). With two BC-40 cabinets the runtime "
            "at 100 % load is 81 min.",
        ]
    )
    w.para(
        "Transfer time mains to battery and battery to mains: 0 ms. Transfer from ECO mode to "
        "inverter: less than 4 ms. Inverter overload capability: 105 to 125 % for 10 minutes, "
        "125 to 150 % for 60 seconds, above 150 % for 300 ms; after that the load is "
        "transferred to bypass."
    )
    w.h2("2.2  Environmental limits")
    w.bullets(
        [
            "Operating temperature: 0 to 40 °C. Recommended for battery life: 20 to 25 °C.",
            "Relative humidity: 5 to 95 %, non-condensing.",
            "Altitude: up to 1000 m without derating; derate by 1 % per 100 m above.",
            "Battery design life: 5 years at 20 °C. Battery life halves for every 10 °C above 25 °C.",
        ]
    )

    # ------------------------------------------------------------------ page 3
    w.page()
    w.h1("3  Configuration")
    w.h2("3.1  Service parameters")
    params = [
        ["S01", "Output voltage", "230 V (Atlas 30 HD: 400 V)", "220 / 230 / 240 V"],
        ["S02", "Output frequency", "Auto (follows input)", "50 Hz, 60 Hz, Auto"],
        ["S03", "Operating mode", "Online", "Online, ECO, Frequency converter"],
        ["S04", "Bypass voltage window", "+/-15 %", "+/-5 to +/-20 %"],
        ["S05", "Battery low warning (W:2)", "11.2 V per block", "10.8 to 11.8 V per block"],
        ["S06", "End-of-discharge voltage", "10.5 V per block (2)", "10.0 to 10.8 V per block"],
        ["S07", "Automatic battery test interval", "30 days", "7 to 90 days; 0 = off"],
        ["S08", "Auto restart after end of discharge", "Enabled", "Enabled, Disabled"],
        ["S09", "Restart delay after mains return", "10 s", "0 to 300 s"],
        ["S10", "Audible alarm", "On", "On, Off, Silent on battery"],
        ["S11", "Number of external battery cabinets", "0 (Atlas 20 XR: 1)", "0 to 4"],
        ["S13", "EPO input contact", "Normally closed", "Normally closed, Normally open"],
    ]
    w.table(["No.", "Parameter", "Default", "Range / options"], params, [14, 62, 48, 54], size=8)
    w.footnotes(
        [
            "(2) Atlas 30 HD default: 10.2 V per block.",
            "Parameters S06 to S13 are protected by the service password. S11 must match the "
            "number of BC-40 cabinets actually connected, otherwise runtime is calculated wrongly.",
        ]
    )
    w.h2("3.2  Changing a parameter")
    w.steps(
        [
            ("Press and hold the MENU key for 3 seconds until SETUP is displayed.", []),
            (
                "Select SERVICE with the arrow keys and confirm with ENTER.",
                ["Enter the service password.", "SERVICE is shown in the top line when access is granted."],
            ),
            ("Scroll to the parameter number (S01 to S13) and press ENTER.", []),
            ("Change the value with the arrow keys and press ENTER to store it.", []),
            (
                "For S01, S02 and S03 the UPS must be on bypass: select BYPASS in the OPERATION menu first.",
                [],
            ),
            (
                "Press ESC twice to leave the menu. The new value is written to memory after 20 seconds.",
                ["Do not switch off the UPS during this time."],
            ),
        ]
    )
    w.notice(
        "NOTE",
        "A parameter set can be exported to a USB stick from SERVICE > BACKUP before changes "
        "are made. Restore it with SERVICE > RESTORE.",
    )

    # ------------------------------------------------------------------ page 4
    w.page()
    w.h1("4  Preventive maintenance")
    w.h2("4.1  Maintenance intervals")
    pm = [
        ["Clean or replace the front air filter mats", "Every 3 months", "More often in dusty rooms."],
        ["Visual check, event log review", "Every 6 months", ""],
        ["Battery test with load bank", "Every 12 months", "Record voltage of each block."],
        ["Replace cooling fans", "Every 5 years", "All fans at the same time."],
        ["Replace DC bus capacitors", "Every 7 years", "Factory-trained engineers only."],
        ["Replace batteries", "Every 4 years", "At 20 to 25 °C; sooner if W:3 recurs."],
    ]
    w.table(["Task", "Interval", "Remarks"], pm, [80, 40, 58], size=8)
    w.h2("4.2  Battery replacement")
    w.para(
        "The internal batteries of the Atlas 10, Atlas 20 and Atlas 30 HD are hot-swappable "
        "in trays of four blocks. The load stays supplied from mains through the inverter."
    )
    w.steps(
        [
            ("Check that the UPS is in online mode and no fault is active.", []),
            (
                "Open the front door and switch off battery breaker Q4.",
                ["The display shows W:1 BATT OFF.", "This is expected."],
            ),
            ("Unplug the Anderson connector of the first tray and pull the tray out.", []),
            (
                "Replace the four blocks in the tray with blocks of the same date code.",
                [
                    "Observe polarity: red lead to the positive terminal.",
                    "Tighten the terminal bolts to 4.5 N·m.",
                    "Fit the terminal covers.",
                ],
            ),
            ("Slide the tray back in and reconnect its connector. Repeat for each tray.", []),
            ("Switch on Q4, then run a manual battery test from the TEST menu.", []),
            ("Reset the battery installation date in SERVICE > BATTERY DATE.", []),
        ]
    )
    w.notice(
        "CAUTION",
        "Do not mix old and new blocks in one string. Return used lead-acid batteries for recycling.",
    )
    w.h2("4.3  Spare parts")
    spares = [
        ["Battery replacement kit", "VB-KIT-20-09", "VB-KIT-32-09", "N/A", "VB-KIT-40-09"],
        ["Battery block for BC-40 cabinet", "N/A", "N/A", "VB-12-40", "N/A"],
        ["Cooling fan", "VF-092", "VF-120", "VF-120", "VF-172"],
        ["Air filter mat", "VF-M10", "VF-M20", "VF-M20", "VF-M30"],
        ["Battery fuse F2", "VF-F25", "VF-F40", "VF-F40", "VF-F50"],
    ]
    w.table(["Part", *MODELS], spares, [50.0, 32.0, 32.0, 32.0, 32.0], size=8)

    # ------------------------------------------------------------------ page 5
    w.page()
    w.h1("5  Faults and warnings")
    w.h2("5.1  Fault codes")
    w.para(
        "Faults stop the inverter and transfer the load to bypass if the bypass supply is within "
        "the window set by S04. The fault number is shown as Fault nnn and stored in the event log."
    )
    faults = [
        ["Fault 101", "Rectifier overtemperature", "Check fans and air filter mats; room temperature max. 40 °C."],
        ["Fault 104", "DC bus overvoltage", "Check input voltage; replace the rectifier board if it recurs."],
        ["Fault 106", "DC bus undervoltage", "Check the battery string and battery fuse F2."],
        ["Fault 109", "Inverter overtemperature", "Check load and fans; reduce load below 100 %."],
        [
            "Fault 112",
            "Inverter output short circuit",
            "Find and remove the short circuit in the load wiring, then reset.",
        ],
        ["Fault 115", "Battery charger failure", "Replace the charger board CB-3."],
        ["Fault 117", "Fan failure", "Replace the fan indicated in the event log."],
        ["Fault 121", "Static bypass switch failure", "Replace the static bypass module; call technical support."],
    ]
    w.table(["Fault", "Description", "Action"], faults, [22, 52, 104], size=8)
    w.h2("5.2  Warnings")
    w.para("Warnings do not stop the inverter. They are shown as W:n in the status line:")
    w.bullets(
        [
            "W:1 - Mains failure, load on battery (also shown when Q4 is off).",
            "W:2 - Battery low: the S05 threshold has been reached; shut down the load.",
            "W:3 - Battery test failed. Replace the battery string. If W:3 appears within 6 months "
            "of a battery replacement, first check battery fuse F2 and the tray connectors.",
            "W:4 - Overload: output above 105 %.",
            "W:6 - Site wiring fault: phase and neutral swapped at the input, or no earth.",
            "W:7 - ECO mode inhibited because the bypass supply is outside the S04 window.",
        ],
        size=8.6,
    )
    w.h2("5.3  Troubleshooting")
    trouble = [
        [
            "UPS does not start on battery (cold start)",
            "Battery breaker Q4 off",
            "Switch on Q4, then press and hold ON for 5 s.",
        ],
        [
            "Runtime much shorter than the table",
            "Aged batteries or S11 set wrong",
            "Run a battery test; check S11 against the installed cabinets.",
        ],
        [
            "UPS stays on bypass after mains return",
            "Restart delay running or overload",
            "Wait for the S09 delay; reduce the load.",
        ],
        ["Fan noise very loud", "Fan bearings worn", "Replace the cooling fans as a set."],
        [
            "Frequent short transfers to battery",
            "Input voltage outside range",
            "Measure the input voltage; widen S04 only if the load tolerates it.",
        ],
    ]
    w.table(["Symptom", "Possible cause", "Remedy"], trouble, [56, 50, 72], size=8)

    # ------------------------------------------------------------------ page 6
    w.page()
    w.h1("6  Index")
    entries = [
        ("Air filter mats", "4"),
        ("Altitude derating", "2"),
        ("Battery breaker Q4", "4, 5"),
        ("Battery design life", "2"),
        ("Battery fuse F2", "4, 5"),
        ("Battery replacement", "4"),
        ("Battery test, automatic", "3"),
        ("BC-40 battery cabinet", "1, 2, 4"),
        ("Bypass voltage window", "3"),
        ("Capacitors, DC bus", "1, 4"),
        ("Charger current", "2"),
        ("Cold start", "5"),
        ("ECO mode", "2, 3, 5"),
        ("Efficiency", "2"),
        ("End-of-discharge voltage", "3"),
        ("EPO input", "3"),
        ("Event log", "4, 5"),
        ("Fans", "4, 5"),
        ("Fault codes", "5"),
        ("Heat dissipation", "2"),
        ("Input breaker", "2"),
        ("Overload capability", "2"),
        ("Parameters, changing", "3"),
        ("Password, service", "3"),
        ("Restart delay", "3"),
        ("Runtime", "2"),
        ("Safety", "1"),
        ("Spare parts", "4"),
        ("Transfer time", "2"),
        ("Troubleshooting", "5"),
        ("USB backup of parameters", "3"),
        ("Warnings", "5"),
        ("Weights", "2"),
    ]
    w.index(entries)
    w.output(path)

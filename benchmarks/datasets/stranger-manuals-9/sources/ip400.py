"""Velora IP-400 volumetric infusion pump service manual, revisions A, B and C (invented)."""

from __future__ import annotations

from typing import Any

KEY = "VLM-IP400-SM"
PRODUCT = "Velora IP-400"

REVISIONS: dict[str, dict[str, Any]] = {
    "A": {
        "version": "Rev A",
        "effective_from": "2019-03-01",
        "effective_to": "2020-10-31",
        "recorded_at": "2019-02-18T00:00:00Z",
        "date_text": "1 March 2019",
        "occl_high": "900 mmHg (120 kPa)",
        "kvo": "5 mL/h",
        "air": "100 microlitres",
        "accuracy": "\u00b15 %",
        "pv_interval": "Every 12 months",
        "batt_interval": "Every 24 months",
        "batt_pn": "VB-2210",
        "batt_desc": "NiMH, 9.6 V, 2.1 Ah",
        "runtime": "6 h at 25 mL/h",
        "torque": "0.6 Nm",
        "charge": "8 hours",
        "pv_accept": "95.0 to 105.0 mL",
        "occl_time": "120 s",
        "e16": False,
    },
    "B": {
        "version": "Rev B",
        "effective_from": "2020-11-01",
        "effective_to": "2022-06-30",
        "recorded_at": "2020-10-20T00:00:00Z",
        "date_text": "1 November 2020",
        "occl_high": "750 mmHg (100 kPa)",
        "kvo": "3 mL/h",
        "air": "50 microlitres",
        "accuracy": "\u00b15 %",
        "pv_interval": "Every 18 months",
        "batt_interval": "Every 24 months",
        "batt_pn": "VB-2210",
        "batt_desc": "NiMH, 9.6 V, 2.1 Ah",
        "runtime": "6 h at 25 mL/h",
        "torque": "0.45 Nm",
        "charge": "8 hours",
        "pv_accept": "95.0 to 105.0 mL",
        "occl_time": "90 s",
        "e16": False,
    },
    "C": {
        "version": "Rev C",
        "effective_from": "2022-07-01",
        "effective_to": None,
        "recorded_at": "2022-06-21T00:00:00Z",
        "date_text": "1 July 2022",
        "occl_high": "750 mmHg (100 kPa)",
        "kvo": "3 mL/h",
        "air": "50 microlitres",
        "accuracy": "\u00b14 %",
        "pv_interval": "Every 24 months",
        "batt_interval": "Every 36 months",
        "batt_pn": "VB-2240",
        "batt_desc": "Li-ion, 7.2 V, 3.4 Ah",
        "runtime": "9 h at 25 mL/h",
        "torque": "0.45 Nm",
        "charge": "5 hours",
        "pv_accept": "96.0 to 104.0 mL",
        "occl_time": "90 s",
        "e16": True,
    },
}

HISTORY = [
    ("A", "2019-03-01", "Initial release."),
    ("B", "2020-11-01", "Occlusion limits, KVO rate and air-in-line sensitivity revised; case screw torque corrected."),
    (
        "C",
        "2022-07-01",
        "Lithium-ion battery pack introduced; verification interval and acceptance limits revised; code E16 added.",
    ),
]


def file_name(rev: str) -> str:
    return f"velora-ip400-service-manual-rev{rev.lower()}.pdf"


def pages(rev: str) -> list[list[tuple[Any, ...]]]:
    v = REVISIONS[rev]
    order = "ABC"
    history_rows = [[f"Rev {r}", d, s] for r, d, s in HISTORY if order.index(r) <= order.index(rev)]
    tech_last = "E16" if v["e16"] else "E15"

    p1: list[tuple[Any, ...]] = [
        ("space", 20),
        ("small", "Velora Medical Systems Ltd."),
        ("title", "IP-400 Volumetric Infusion Pump"),
        ("subtitle", "Service Manual"),
        ("space", 4),
        ("p", f"Document VLM-IP400-SM, {v['version']}. Effective {v['date_text']}."),
        (
            "p",
            "This manual is intended for biomedical engineering technicians who have completed Velora service "
            "training course VT-40. It does not replace the Instructions for Use supplied with each pump.",
        ),
        ("space", 4),
        ("h2", "Revision history"),
        ("table", [25, 30, 125], ["Revision", "Date", "Summary of changes"], history_rows),
        ("space", 4),
        (
            "p",
            "Velora Technical Support: +44 1632 960418 (Monday to Friday, 08:00 to 18:00 UK time). "
            "Quote the pump serial number and the software version shown at switch-on when you call.",
        ),
    ]

    p2: list[tuple[Any, ...]] = [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1  Safety", "2"),
                ("2  Specifications", "3"),
                ("3  Alarm and error codes", "4"),
                ("4  Preventive maintenance and performance verification", "5"),
                ("5  Battery pack replacement", "6"),
                ("6  Spare parts", "6"),
            ],
        ),
        ("space", 6),
        ("h1", "1  Safety"),
        (
            "bullets",
            [
                "Disconnect the pump from the patient before any service activity. Service mode must never be "
                "entered while an infusion is running.",
                "Wear an earthed wrist strap whenever the rear case is open. The pressure sensor board (PCB-3) is "
                "particularly sensitive to electrostatic discharge.",
                "Use only the Velora VT-40 test set or an equivalent calibrated flow analyser with an accuracy of "
                "\u00b11 % or better.",
                "Do not autoclave the pump and do not immerse it in any liquid. Clean external surfaces with a cloth "
                "moistened with 70 % isopropyl alcohol or a mild detergent solution.",
                "After any repair that requires opening the case, perform the electrical safety test (Section 4.3) "
                "before returning the pump to clinical use.",
            ],
        ),
    ]

    p3: list[tuple[Any, ...]] = [
        ("h1", "2  Specifications"),
        (
            "table",
            [80, 100],
            ["Parameter", "Value"],
            [
                ["Flow rate range", "0.1 to 999.9 mL/h"],
                ["Flow rate increment", "0.1 mL/h below 100 mL/h; 1 mL/h from 100 mL/h"],
                ["Volume accuracy [1]", v["accuracy"]],
                ["KVO (keep vein open) rate", v["kvo"]],
                ["Occlusion pressure, Low", "300 mmHg (40 kPa)"],
                ["Occlusion pressure, Medium", "500 mmHg (67 kPa)"],
                ["Occlusion pressure, High", v["occl_high"]],
                ["Air-in-line, single bubble", v["air"]],
                ["Air-in-line, cumulative [2]", "1.0 mL in 15 min"],
                ["Battery pack", f"{v['batt_pn']} ({v['batt_desc']})"],
                ["Battery run time [3]", v["runtime"]],
                ["Mains supply", "100 to 240 V AC, 50/60 Hz, 25 VA"],
                ["Protection", "Class II, Type CF, IP33"],
                ["Weight (without pole clamp)", "2.3 kg"],
                ["Operating temperature", "+5 to +40 \u00b0C"],
                ["Alarm sound level", "65 dB(A) at 1 m (maximum setting), 45 dB(A) (minimum setting)"],
            ],
        ),
        ("space", 3),
        (
            "note",
            "The pump is calibrated only for Velora VS-series administration sets. Accuracy with "
            "administration sets from other manufacturers is not specified.",
        ),
        ("space", 2),
        (
            "foot",
            [
                "[1] Measured with VS-20 administration sets at 25 mL/h over 8 h, water at 20 \u00b0C.",
                "[2] Sum of all bubbles larger than 20 microlitres detected within any rolling 15-minute window.",
                "[3] New, fully charged battery pack at 20 \u00b0C, display backlight at minimum.",
            ],
        ),
    ]

    codes = [
        ["E01", "Upstream occlusion", "Check roller clamp above the pump and that the container is not empty."],
        ["E02", "Downstream occlusion", "Check the line for kinks or closed clamps below the pump."],
        ["E03", "Air in line", "Remove air from the set according to hospital protocol, then restart."],
        ["E04", "Door opened during infusion", "Close the door fully; check the door latch."],
        ["E05", "Set not loaded correctly", "Reload the set; check that the anti-free-flow clip is seated."],
        ["E06", "Battery low (approx. 30 min left)", "Connect the pump to mains power."],
        ["E07", "Battery depleted", "Connect to mains immediately; the infusion has stopped."],
        ["E08", "Infusion complete (VTBI reached)", "Acknowledge the alarm; the pump continues at the KVO rate."],
        ["E09", "Drop sensor not detected", "Check the drop sensor cable and connector J4."],
        ["E10", "Pumping motor stall", "Remove from service; replace the pumping motor assembly."],
        ["E11", "Pressure sensor out of range", "Recalibrate the pressure sensor; if persistent, replace PCB-3."],
        ["E12", "Memory checksum error", "Reload the firmware with service tool VST-4."],
        ["E13", "Real-time clock battery failure", "Replace coin cell BT2 (CR2032)."],
        ["E14", "Internal temperature above 60 \u00b0C", "Allow to cool; check that the rear vent is not blocked."],
        ["E15", "Watchdog reset", "Record the event log; if repeated, return the pump to the depot."],
    ]
    if v["e16"]:
        codes.append(["E16", "Door latch sensor mismatch", "Check alignment of latch sensor S3; replace S3 if needed."])
    p4: list[tuple[Any, ...]] = [
        ("h1", "3  Alarm and error codes"),
        ("p", "Operator alarms (E01 to E09) are cleared by correcting the cause and pressing SILENCE, then START."),
        ("table", [16, 62, 102], ["Code", "Meaning", "Action"], codes),
        ("space", 3),
        (
            "note",
            f"Codes E10 to {tech_last} are technical alarms. The pump cannot be restarted until the fault "
            "has been cleared in service mode.",
        ),
        (
            "p",
            "To view the last 200 events, open service mode and select LOG. The log is kept when the battery "
            "is disconnected.",
        ),
    ]

    p5: list[tuple[Any, ...]] = [
        ("h1", "4  Preventive maintenance and performance verification"),
        ("h2", "4.1  Maintenance intervals"),
        (
            "table",
            [110, 70],
            ["Task", "Interval"],
            [
                ["Visual inspection of case, door and pole clamp", "Before each use (user)"],
                ["Performance verification (Section 4.2)", v["pv_interval"]],
                ["Electrical safety test (Section 4.3)", "Every 12 months and after any case opening"],
                ["Battery pack replacement", v["batt_interval"]],
                ["Real-time clock coin cell BT2", "Every 5 years"],
                ["Pumping mechanism inspection", "Every 10,000 operating hours"],
            ],
        ),
        ("h2", "4.2  Performance verification"),
        (
            "steps",
            [
                "Enter service mode: hold INFO and STOP while switching on, then enter access code 4071.",
                "Load a new VS-20 administration set primed with distilled water at room temperature.",
                "Connect the set outlet to the flow analyser, or to a calibrated 250 mL graduated cylinder placed at "
                "the same height as the pump.",
                "Select test program T2 (100 mL/h for 60 min) and start it.",
                f"At the end of the program read the delivered volume. Acceptance: {v['pv_accept']}.",
                "Select test program T5 and clamp the line below the pump. Alarm E02 must sound within "
                f"{v['occl_time']} at the High occlusion setting.",
                "Inject a 0.2 mL air bolus above the air sensor. Alarm E03 must sound before the air reaches "
                "the set outlet.",
                "Record all results on form VLM-F12 and apply a new calibration label.",
            ],
        ),
        ("h2", "4.3  Electrical safety test"),
        (
            "p",
            "Test to IEC 62353 for Class II equipment with a Type CF applied part. Equipment leakage current "
            "(direct method): max. 0.1 mA. Applied part leakage current: max. 0.05 mA.",
        ),
    ]

    steps6 = [
        "Switch the pump off and disconnect the mains cable.",
        "Remove the pole clamp (two M4 screws).",
        "Remove the six T10 screws of the rear case and lift off the rear case.",
        "Disconnect battery connector J7. Do not pull on the wires.",
        f"Fit the new battery pack {v['batt_pn']} and reconnect J7.",
        f"Refit the rear case and tighten the screws in a cross pattern to {v['torque']}.",
        f"Charge the pump for at least {v['charge']} before the performance verification.",
        "Perform the electrical safety test (Section 4.3).",
    ]
    parts = [
        [v["batt_pn"], f"Battery pack, {v['batt_desc']}"],
        ["VK-0311", "Door latch assembly with spring"],
        ["VK-0420", "Pumping motor assembly"],
        ["PCB-3-02", "Pressure sensor board"],
        ["VK-0550", "Air-in-line sensor assembly"],
        ["VC-0118", "Rear case screw set (6 x T10)"],
        ["VK-0612", "Pole clamp, complete"],
        ["VS-20", "Administration set, box of 50 (consumable)"],
    ]
    if v["e16"]:
        parts.append(["VK-0716", "Door latch sensor S3"])
    p6: list[tuple[Any, ...]] = [
        ("h1", "5  Battery pack replacement"),
        ("steps", steps6),
    ]
    if rev == "C":
        p6.append(
            (
                "note",
                "Pumps with a main board earlier than revision MB-07 must be upgraded with kit VK-0712 "
                "before the VB-2240 lithium-ion pack is fitted.",
            )
        )
    p6 += [
        ("h1", "6  Spare parts"),
        ("table", [40, 140], ["Part no.", "Description"], parts),
        ("space", 2),
        (
            "foot",
            [
                "Parts not listed (for example the front case and the keypad) are depot-repair items and are "
                "not supplied to field service."
            ],
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


def documents() -> list[dict[str, Any]]:
    out = []
    for rev, v in REVISIONS.items():
        out.append(
            {
                "file": file_name(rev),
                "header": f"Velora IP-400 Service Manual  |  VLM-IP400-SM {v['version']}",
                "pages": pages(rev),
                "meta": {
                    "document": KEY,
                    "version": v["version"],
                    "effective_from": v["effective_from"],
                    "effective_to": v["effective_to"],
                    "recorded_at": v["recorded_at"],
                    "applicability": {"product": PRODUCT},
                },
            }
        )
    return out

"""Kernfeld SP-52 / SP-65 lathe cartridge spindle maintenance manual (invented)."""

from __future__ import annotations

from typing import Any

FILE = "kernfeld-sp-spindle-maintenance-manual.pdf"

META: dict[str, Any] = {
    "document": "KRF-SP-MM",
    "version": "Version 1.3",
    "effective_from": "2023-03-01",
    "effective_to": None,
    "recorded_at": "2023-02-20T00:00:00Z",
    "applicability": {"product": "Kernfeld SP", "variants": ["SP-52", "SP-65"]},
}


def pages() -> list[list[tuple[Any, ...]]]:
    p1: list[tuple[Any, ...]] = [
        ("space", 20),
        ("small", "Kernfeld Spindeltechnik GmbH"),
        ("title", "SP-52 and SP-65 Cartridge Spindles"),
        ("subtitle", "Maintenance Manual for CNC Turning Centres"),
        ("p", "Document KRF-SP-MM, Version 1.3, March 2023."),
        ("space", 4),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1  Specifications", "2"),
                ("2  Run-in procedure", "3"),
                ("3  Inspection and adjustment", "4"),
                ("4  Monitoring alarms, torques and parts", "5"),
            ],
        ),
        ("space", 4),
        (
            "p",
            "Work on the spindle cartridge itself (bearing replacement, preload setting) is carried out only at "
            "the Kernfeld service centre. This manual covers maintenance that can be done with the cartridge "
            "installed in the machine.",
        ),
    ]

    p2: list[tuple[Any, ...]] = [
        ("h1", "1  Specifications"),
        (
            "table",
            [70, 55, 55],
            ["Parameter", "SP-52", "SP-65"],
            [
                ["Spindle nose", "A2-5", "A2-6"],
                ["Bar capacity", "52 mm", "65 mm"],
                ["Maximum speed", "6,000 rpm", "4,500 rpm"],
                ["Front bearing set", "KB-1020", "KB-1026"],
                ["Rear bearing", "KB-1090", "KB-1096"],
                ["Bearing lubrication", "Grease KL-22", "Grease KL-22"],
                ["Radial runout at nose (max.)", "0.002 mm", "0.003 mm"],
                ["Axial runout at nose (max.)", "0.002 mm", "0.002 mm"],
                ["Drawbar clamping force", "45 kN", "62 kN"],
                ["Clamping cylinder pressure (max.)", "3.0 MPa", "2.5 MPa"],
                ["Drive motor (belt drive)", "15 kW", "18.5 kW"],
                ["Max. housing temperature rise", "20 K above ambient", "20 K above ambient"],
                ["Weight", "78 kg", "112 kg"],
            ],
        ),
        ("space", 3),
        (
            "p",
            "Thermal growth of the SP-65 at maximum speed is approximately 0.018 mm in Z after 60 minutes. Set "
            "the control's thermal compensation parameter 2306 accordingly.",
        ),
        ("p", "Grease KL-22 is a lithium-complex grease with synthetic base oil. Do not mix it with other greases."),
    ]

    p3: list[tuple[Any, ...]] = [
        ("h1", "2  Run-in procedure"),
        (
            "p",
            "Run the spindle in after installation, after storage of more than 3 months, and after the "
            "cartridge has been returned from overhaul. During storage the grease settles in the bearings. "
            "Run-in distributes it evenly; starting at full speed immediately can cause a temperature spike "
            "that degrades the grease and can damage the bearing raceways.",
        ),
        (
            "table",
            [20, 50, 50, 60],
            ["Stage", "SP-52 speed", "SP-65 speed", "Duration"],
            [
                ["1", "500 rpm", "400 rpm", "10 min"],
                ["2", "1,500 rpm", "1,100 rpm", "10 min"],
                ["3", "3,000 rpm", "2,200 rpm", "15 min"],
                ["4", "4,500 rpm", "3,400 rpm", "15 min"],
                ["5", "6,000 rpm", "4,500 rpm", "20 min"],
            ],
        ),
        ("space", 2),
        (
            "steps",
            [
                "Fit a temperature sensor to the front housing next to the front bearing.",
                "Run the machine hydraulics for 10 minutes so that the clamping cylinder is at operating temperature.",
                "Clamp an empty collet or chuck with no workpiece.",
                "Run each stage of the table in order, without interruption between stages.",
                "If the housing temperature rises more than 20 K above ambient at any stage, stop the spindle, let "
                "it cool to ambient temperature and repeat the previous stage.",
                "After stage 5, record the final housing temperature and the vibration level on form KRF-07.",
            ],
        ),
    ]

    p4: list[tuple[Any, ...]] = [
        ("h1", "3  Inspection and adjustment"),
        ("h2", "3.1  Maintenance intervals"),
        (
            "table",
            [110, 70],
            ["Task", "Interval"],
            [
                ["Inspect rotary union for leakage", "Monthly"],
                ["Check drawbar clamping force", "Every 6 months"],
                ["Check drive belt tension", "Every 6 months"],
                ["Check runout", "Every 12 months"],
                ["Cartridge overhaul at service centre", "20,000 operating hours"],
            ],
        ),
        ("h2", "3.2  Runout check"),
        (
            "steps",
            [
                "Clean the spindle nose taper and face with a lint-free cloth.",
                "Mount a dial indicator with a resolution of 0.001 mm on the turret.",
                "Rotate the spindle slowly by hand and read the radial runout at the nose taper and the axial "
                "runout at the face.",
                "Mount test mandrel KT-300 and measure radial runout 300 mm from the nose: max. 0.005 mm.",
            ],
        ),
        ("h2", "3.3  Drawbar clamping force"),
        (
            "p",
            "Measure with force gauge KF-50 clamped in place of a workpiece, at the maximum clamping cylinder "
            "pressure. The clamping force must be at least 90 % of the value in Section 1. If it is lower, "
            "check the hydraulic pressure first, then the disc spring pack of the drawbar.",
        ),
        ("h2", "3.4  Drive belt tension"),
        (
            "p",
            "The poly-V drive belt is tensioned by frequency measurement with meter KF-12. Target frequency of "
            "the free span: 95 to 105 Hz on the SP-52 and 80 to 90 Hz on the SP-65. Replace the belt "
            "(part KB-8PK) if cracks or glazing are visible.",
        ),
    ]

    p5: list[tuple[Any, ...]] = [
        ("h1", "4  Monitoring alarms, torques and parts"),
        ("p", "Alarms from the SC-7 spindle monitor are shown on the machine control with the prefix AL."),
        (
            "table",
            [30, 150],
            ["Alarm", "Meaning"],
            [
                ["AL-501", "Housing temperature above 60 \u00b0C (warning)"],
                ["AL-502", "Housing temperature above 70 \u00b0C (spindle stops)"],
                ["AL-510", "Drawbar unclamp position not reached"],
                ["AL-511", "Drawbar clamp position not reached (no part clamped or collet worn)"],
                ["AL-520", "Vibration velocity above 4.5 mm/s (warning)"],
                ["AL-521", "Vibration velocity above 7.1 mm/s (spindle stops)"],
                ["AL-530", "Rotary union leakage detected"],
                ["AL-540", "Spindle encoder signal lost"],
            ],
        ),
        ("space", 3),
        (
            "table",
            [110, 70],
            ["Fastener [1]", "Torque"],
            [
                ["Chuck mounting bolts, A2-5 nose (M10)", "70 Nm"],
                ["Chuck mounting bolts, A2-6 nose (M12)", "120 Nm"],
                ["Cartridge housing flange bolts (M12)", "85 Nm"],
                ["Clamping cylinder mounting screws (M8)", "30 Nm"],
                ["Pulley clamping screws (M8)", "35 Nm"],
            ],
        ),
        ("foot", ["[1] Values for lightly oiled threads. Do not use molybdenum disulphide paste."]),
        ("space", 3),
        (
            "table",
            [40, 140],
            ["Part no.", "Description"],
            [
                ["KL-22-100", "Grease KL-22, 100 g tube"],
                ["KR-3340", "Rotary union seal kit"],
                ["KB-8PK", "Poly-V drive belt"],
                ["KT-300", "Test mandrel, 300 mm"],
                ["KF-50", "Clamping force gauge, 0-80 kN"],
            ],
        ),
    ]
    return [p1, p2, p3, p4, p5]


def documents() -> list[dict[str, Any]]:
    return [
        {
            "file": FILE,
            "header": "Kernfeld SP-52 / SP-65  |  Maintenance Manual  |  KRF-SP-MM Version 1.3",
            "pages": pages(),
            "meta": META,
        }
    ]

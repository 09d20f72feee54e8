# ruff: noqa: E501
"""Hallvard Drivetech HYS-4 yaw drive and brake system - maintenance manual.

One document key in three revisions (Rev A, Rev B, Rev C). Everything here is
invented: company, product, values, codes, part numbers and phone numbers.
"""

KEY = "HDT-HYS4-MM"
PRODUCT = "HYS-4 yaw drive and brake system"
VARIANTS = ["HYS-4/40", "HYS-4/55"]
TITLE = "HYS-4 Yaw Drive and Brake System"
SUBTITLE = "Maintenance Manual"
DOC_NO = "HDT-MM-0412"

REVISIONS = {
    "A": {
        "version": "Rev A",
        "effective_from": "2019-03-01",
        "effective_to": "2021-06-30",
        "recorded_at": "2019-02-20T00:00:00Z",
        "issued": "1 March 2019",
        "wind": "15 m/s",
        "p40": "160 bar",
        "p55": "175 bar",
        "resid": "20 to 25 bar",
        "padmin": "4 mm",
        "padinsp": "6 months",
        "accum": "12 months",
        "oilchg": "5 years",
        "t_drive": "1,450 Nm",
        "t_caliper": "2,600 Nm",
        "y08": "Yaw misalignment above 12° for more than 90 s",
        "history": [
            ("A", "1 March 2019", "First issue."),
        ],
    },
    "B": {
        "version": "Rev B",
        "effective_from": "2021-07-01",
        "effective_to": "2023-09-14",
        "recorded_at": "2021-06-18T00:00:00Z",
        "issued": "1 July 2021",
        "wind": "12 m/s",
        "p40": "150 bar",
        "p55": "165 bar",
        "resid": "18 to 24 bar",
        "padmin": "5 mm",
        "padinsp": "6 months",
        "accum": "24 months",
        "oilchg": "4 years",
        "t_drive": "1,520 Nm",
        "t_caliper": "2,600 Nm",
        "y08": "Yaw misalignment above 10° for more than 60 s",
        "history": [
            ("A", "1 March 2019", "First issue."),
            (
                "B",
                "1 July 2021",
                "Wind limit for work, brake pressures, pad wear limit, oil change and accumulator intervals, drive bolt torque and Y-08 threshold revised.",
            ),
        ],
    },
    "C": {
        "version": "Rev C",
        "effective_from": "2023-09-15",
        "effective_to": None,
        "recorded_at": "2023-09-05T00:00:00Z",
        "issued": "15 September 2023",
        "wind": "12 m/s",
        "p40": "150 bar",
        "p55": "165 bar",
        "resid": "15 to 20 bar",
        "padmin": "5 mm",
        "padinsp": "3 months",
        "accum": "24 months",
        "oilchg": "4 years",
        "t_drive": "1,520 Nm",
        "t_caliper": "2,750 Nm",
        "y08": "Yaw misalignment above 10° for more than 60 s",
        "history": [
            ("A", "1 March 2019", "First issue."),
            (
                "B",
                "1 July 2021",
                "Wind limit for work, brake pressures, pad wear limit, oil change and accumulator intervals, drive bolt torque and Y-08 threshold revised.",
            ),
            (
                "C",
                "15 September 2023",
                "Residual yaw pressure band, caliper bolt torque and pad inspection interval revised; code Y-23 and wear sensor part added.",
            ),
        ],
    },
}


def pages(rev):
    v = REVISIONS[rev]
    fault_rows = [
        [
            "Y-01",
            "Yaw motor overload (motor protection switch tripped)",
            "Compare motor currents of all drives; look for a jammed pinion or a dragging brake.",
        ],
        [
            "Y-02",
            "Yaw motor over-temperature (PTC sensor)",
            "Let the motor cool; clear the fan cover; check for brake drag.",
        ],
        [
            "Y-03",
            "Brake pressure too low while stopped",
            "Check accumulator precharge and pump delivery; look for leaks at the calipers.",
        ],
        [
            "Y-04",
            "Brake pressure not released during yawing",
            "Check pressure-reducing valve V7 and solenoid valve Y2.",
        ],
        ["Y-05", "Hydraulic oil level low", "Top up with HV 32 oil and find the leak before restarting."],
        ["Y-06", "Residual pressure outside the set band", "Reset V7 to the band given in section 2."],
        ["Y-07", "Return filter differential pressure high", "Replace the return filter element."],
        [
            "Y-08",
            v["y08"],
            "Check wind vane and its heating; verify the yaw encoder reading against the nacelle position.",
        ],
        [
            "Y-11",
            "Cable twist pre-limit (2.5 turns)",
            "The controller unwinds automatically; if it repeats daily, check the twist counter.",
        ],
        [
            "Y-12",
            "Cable twist hard limit switch tripped",
            "Unwind manually at the yaw control cabinet; inspect the limit switch cam.",
        ],
        [
            "Y-14",
            "Yaw encoder signal lost",
            "Check encoder cable and 24 V supply; replace the encoder if the signal stays lost.",
        ],
        ["Y-15", "Drive torque imbalance above 20 %", "Check pinion backlash and the motor brakes of each drive."],
        ["Y-17", "Brake pad wear switch open (pad worn)", "Measure all pads and replace the complete set."],
    ]
    if rev == "C":
        fault_rows.append(
            [
                "Y-23",
                "Brake pad wear sensor open circuit",
                "Check connector X23 and the sensor cable; replace the wear sensor.",
            ]
        )

    parts_rows = [
        ["HD-40-1102", "Brake pad set (2 pads with wear pin)", "both", "1 per caliper"],
        ["HD-40-1140", "Caliper seal kit", "both", "1 per caliper"],
        ["HD-40-2210", "Yaw drive, complete, ratio 1:1,246", "HYS-4/40", "-"],
        ["HD-55-2210", "Yaw drive, complete, ratio 1:1,408", "HYS-4/55", "-"],
        ["HD-40-3301", "Yaw motor 2.2 kW, 400 V", "HYS-4/40", "-"],
        ["HD-55-3301", "Yaw motor 3.0 kW, 690 V", "HYS-4/55", "-"],
        ["HD-00-4410", "Return filter element, 10 µm", "both", "1"],
        ["HD-00-4425", "Accumulator bladder kit, 4 L", "both", "1"],
        ["HD-00-5120", "Yaw lock pin", "both", "1 (2 on HYS-4/55)"],
        ["HD-00-5801", "Magnetic drain plug D1 with sealing ring", "both", "1 per drive"],
        ["HD-00-6008", "Pressure-reducing valve V7, cartridge", "both", "1"],
    ]
    if rev == "C":
        parts_rows.append(["HD-00-7023", "Brake pad wear sensor with 3 m cable", "both", "1 per caliper"])

    return [
        # page 1
        [
            ("title", TITLE),
            ("subtitle", f"{SUBTITLE} - document {DOC_NO}, {v['version']}"),
            (
                "p",
                f"Issued {v['issued']} by Hallvard Drivetech AS, Service Division, Bryggeveien 14, Haugesund. Service hotline +47 5190 3382. This revision replaces all earlier revisions from its date of issue.",
            ),
            ("p", "Applies to yaw systems HYS-4/40 (4 drives) and HYS-4/55 (6 drives) in all turbine installations."),
            ("h2", "Contents"),
            (
                "contents",
                [
                    ("1", "Safety and general rules", "2"),
                    ("2", "Technical data", "3"),
                    ("3", "Maintenance intervals", "4"),
                    ("4", "Tightening torques", "5"),
                    ("5", "Procedures", "6"),
                    ("6", "Fault codes", "7"),
                    ("7", "Spare parts", "8"),
                ],
            ),
            ("h2", "Revision history"),
            (
                "table",
                {
                    "header": ["Rev", "Date", "Summary of changes"],
                    "widths": [12, 32, 130],
                    "rows": [list(h) for h in v["history"]],
                },
            ),
        ],
        # page 2
        [
            ("h1", "1 Safety and general rules"),
            (
                "p",
                "The yaw system keeps the rotor facing the wind. Electrically driven planetary yaw drives turn the nacelle on the slewing ring, and hydraulic brake calipers clamp the yaw brake disc whenever the nacelle is not being turned. During yawing the calipers are held at a reduced residual pressure so that the nacelle is damped and cannot oscillate in gusts.",
            ),
            ("h2", "1.1 Conditions for work"),
            (
                "bullets",
                [
                    f"Do not start work on the yaw brakes or yaw drives when the 10-minute mean wind speed at hub height is above {v['wind']}.",
                    "Insert the yaw lock pin (two pins on HYS-4/55) before any brake caliper is opened. The lock pin is designed to hold the nacelle only with the rotor stopped and the blades feathered.",
                    "Isolate the yaw motor supply at breaker Q12 and lock it off. The yaw control cabinet remains energised from the UPS for up to 20 minutes after mains isolation.",
                    "Never release the brake pressure while the yaw lock pin is removed and the yaw motors are isolated at the same time: the nacelle can then turn freely under wind load.",
                    "Two technicians must be present in the nacelle for all work on the hydraulic unit.",
                ],
            ),
            ("h2", "1.2 Hydraulic safety"),
            (
                "p",
                "The brake circuit is fed from a bladder accumulator and stays under pressure after the pump has stopped. Always discharge the accumulator through needle valve V3 and read gauge G2 before opening any hydraulic connection. Wear a face shield and oil-resistant gloves; an oil jet at brake pressure can penetrate skin.",
            ),
            ("h2", "1.3 Fluids"),
            (
                "p",
                "Use only HV 32 hydraulic oil with a cleanliness of 17/15/12 to ISO 4406 or better in the brake circuit. Yaw drive gearboxes are filled with ISO VG 220 synthetic (PAO) gear oil. Mixing mineral and synthetic gear oil is not permitted.",
            ),
        ],
        # page 3
        [
            ("h1", "2 Technical data"),
            (
                "table",
                {
                    "header": ["Parameter", "HYS-4/40", "HYS-4/55"],
                    "widths": [84, 45, 45],
                    "rows": [
                        ["Yaw bearing pitch diameter", "4,000 mm", "5,500 mm"],
                        ["Number of yaw drives", "4", "6"],
                        ["Yaw motor rated power (each)", "2.2 kW", "3.0 kW"],
                        ["Yaw motor supply", "400 V, 50 Hz", "690 V, 50 Hz"],
                        ["Yaw drive gearbox ratio", "1:1,246", "1:1,408"],
                        ["Nacelle yaw speed", "0.50 °/s", "0.42 °/s"],
                        ["Number of brake calipers", "10", "14"],
                        ["Brake pressure, full braking (1)", v["p40"], v["p55"]],
                        ["Residual brake pressure during yawing (2)", v["resid"], v["resid"]],
                        ["Pressure relief valve setting", "190 bar", "200 bar"],
                        ["Accumulator nitrogen precharge", "90 bar", "100 bar"],
                        ["Hydraulic unit oil volume", "28 L", "36 L"],
                        ["Brake pad thickness, new", "12 mm", "12 mm"],
                        ["Brake pad minimum thickness (3)", v["padmin"], v["padmin"]],
                        ["Gear oil volume per yaw drive", "14 L", "19 L"],
                        ["Gear oil grade", "ISO VG 220 PAO", "ISO VG 220 PAO"],
                    ],
                    "footnotes": [
                        "(1) Measured at test point MP1 on the hydraulic unit with the pump running and the oil at 30 to 50 °C.",
                        "(2) Set with pressure-reducing valve V7. A residual pressure outside the band is reported as fault Y-06.",
                        "(3) Measured at the thinnest point of the friction material, not including the steel backing plate.",
                    ],
                },
            ),
        ],
        # page 4
        [
            ("h1", "3 Maintenance intervals"),
            (
                "p",
                "Intervals are counted from commissioning of the turbine. Calendar intervals apply regardless of operating hours. The references point to the procedures in section 5 or the torque table in section 4.",
            ),
            (
                "table",
                {
                    "header": ["Task", "Interval", "Ref."],
                    "widths": [120, 36, 18],
                    "rows": [
                        ["Visual check of brake pads and disc for oil contamination", v["padinsp"], "5.1"],
                        ["Measure brake pad thickness on every caliper", v["padinsp"], "5.1"],
                        ["Check accumulator nitrogen precharge", v["accum"], "-"],
                        ["Change yaw drive gear oil", v["oilchg"], "5.2"],
                        ["Take gear oil sample for laboratory analysis", "12 months", "-"],
                        ["Refill yaw bearing automatic lubrication unit", "6 months", "-"],
                        ["Grease open gear teeth (yaw ring and pinions)", "6 months", "-"],
                        ["Check pinion backlash (0.6 to 1.1 mm)", "12 months", "-"],
                        ["Check yaw drive mounting bolts (10 % sample)", "12 months", "4"],
                        ["Replace hydraulic return filter element", "24 months", "-"],
                        ["Replace hydraulic oil", "60 months", "-"],
                    ],
                    "footnotes": [
                        "After any brake pad replacement, measure the pad thickness again after 500 operating hours.",
                        "If one bolt in the 10 % sample has lost preload, check all bolts of that joint.",
                    ],
                },
            ),
        ],
        # page 5
        [
            ("h1", "4 Tightening torques"),
            (
                "p",
                "Torques apply to threads and head bearing faces lightly coated with MoS2 paste. Use a calibrated torque wrench or hydraulic tensioning tool with an accuracy of ±3 % or better.",
            ),
            (
                "table",
                {
                    "header": ["Joint", "Thread / class", "Quantity", "Torque"],
                    "widths": [74, 34, 36, 30],
                    "rows": [
                        ["Yaw drive to main frame (a)", "M30 10.9", "12 per drive", v["t_drive"]],
                        ["Brake caliper to main frame (a)(b)", "M36 10.9", "4 per caliper", v["t_caliper"]],
                        ["Brake disc segment to tower flange", "M24 10.9", "8 per segment", "750 Nm"],
                        ["Yaw motor to gearbox flange", "M12 8.8", "8 per motor", "79 Nm"],
                        ["Hydraulic unit base frame", "M16 8.8", "4", "195 Nm"],
                        ["Lubrication pump bracket", "M10 8.8", "4", "46 Nm"],
                        ["Pinion cover", "M8 8.8", "6 per drive", "25 Nm"],
                    ],
                    "footnotes": [
                        "(a) Tighten in three passes (30 %, 70 % and 100 % of the final torque) in a cross pattern.",
                        "(b) Caliper bolts that have been loosened twice must be replaced by new bolts.",
                    ],
                },
            ),
        ],
        # page 6
        [
            ("h1", "5 Procedures"),
            ("h2", "5.1 Brake pad replacement (one caliper at a time)"),
            (
                "steps",
                [
                    "Yaw the nacelle until the caliper to be serviced can be reached from the service platform, then stop yawing.",
                    "Insert the yaw lock pin(s) and isolate the yaw motors at breaker Q12.",
                    "Switch off the hydraulic pump and open needle valve V3 to discharge the accumulator. Confirm 0 bar on gauge G2.",
                    "Remove the pad retaining plate (two M10 screws) and pull out the upper pad with extraction tool HT-220.",
                    "Push the caliper pistons fully back with piston reset tool HT-231. Never lever against the brake disc.",
                    "Fit the new pads with the friction material towards the disc and refit the retaining plate.",
                    "Close V3, start the pump and build up full brake pressure. Check the caliper bleed screws for leaks.",
                    "Repeat for the next caliper. Change the pads on all calipers during the same visit; do not mix new and worn pads.",
                    "Remove the yaw lock pin(s) and carry out a bedding-in run of one full 360° turn at reduced yaw speed.",
                ],
            ),
            ("h2", "5.2 Yaw drive gear oil change"),
            (
                "steps",
                [
                    "Run the yaw system for 10 minutes to warm the gear oil.",
                    "Isolate the yaw motor of the drive to be serviced.",
                    "Place a 25 L drip tray below drain plug D1 and connect the drain hose.",
                    "Remove breather B1 and drain plug D1 and let the oil drain for at least 15 minutes.",
                    "Clean the magnetic drain plug and record the amount of debris in the service report.",
                    "Refit D1 with a new sealing ring (60 Nm) and fill through the breather port to the centre of the sight glass.",
                    "Refit the breather, run the drive for 5 minutes and check the level again.",
                ],
            ),
        ],
        # page 7
        [
            ("h1", "6 Fault codes"),
            (
                "p",
                "Fault codes are shown on the turbine controller display with the prefix Y. Codes not listed below are not used by the yaw system.",
            ),
            (
                "table",
                {
                    "header": ["Code", "Meaning", "Remedy"],
                    "widths": [16, 70, 88],
                    "rows": fault_rows,
                },
            ),
        ],
        # page 8
        [
            ("h1", "7 Spare parts"),
            (
                "table",
                {
                    "header": ["Part no.", "Description", "Used on", "Quantity"],
                    "widths": [28, 82, 28, 36],
                    "rows": parts_rows,
                    "footnotes": [
                        "Extraction tool HT-220 and piston reset tool HT-231 are lent by the service division on request.",
                    ],
                },
            ),
        ],
    ]


def documents():
    out = []
    for rev, v in REVISIONS.items():
        out.append(
            {
                "file": f"hallvard-hys4-yaw-maintenance-rev{rev.lower()}.pdf",
                "format": "pdf",
                "head_left": f"Hallvard Drivetech - {TITLE}",
                "head_right": f"{DOC_NO} {v['version']}",
                "foot_left": f"{SUBTITLE} - {v['version']}, issued {v['issued']}",
                "pages": pages(rev),
                "meta": {
                    "document": KEY,
                    "version": v["version"],
                    "effective_from": v["effective_from"],
                    "effective_to": v["effective_to"],
                    "recorded_at": v["recorded_at"],
                    "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
                },
            }
        )
    return out

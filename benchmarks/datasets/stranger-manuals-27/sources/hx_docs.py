"""Brennmoor Fluid Systems: HX-40 hose pump documents (all invented).

- maintenance manual BFS-MM-0440 in three revisions (Rev A, B, C)
- service bulletin BFS-SB-HX-017 (PDF, 2 pages)
- principle of operation BFS-TD-0402 (PDF, 6 pages)
- daily/weekly inspection card (plain text)
"""

COMPANY = "Brennmoor Fluid Systems GmbH"

# Values that change between revisions of BFS-MM-0440.
REVS = {
    "A": dict(
        hose_int="2,000 h",
        lube="2.5 L",
        leak_delay="5 s",
        shoe_torque="85 N·m",
        t_speed="55 rpm",
        gear_int="8,000 h",
        date="2021-03-01",
    ),
    "B": dict(
        hose_int="1,800 h",
        lube="2.8 L",
        leak_delay="3 s",
        shoe_torque="85 N·m",
        t_speed="55 rpm",
        gear_int="8,000 h",
        date="2022-07-01",
    ),
    "C": dict(
        hose_int="1,800 h",
        lube="2.8 L",
        leak_delay="3 s",
        shoe_torque="90 N·m",
        t_speed="50 rpm",
        gear_int="6,000 h",
        date="2023-10-15",
    ),
}

REV_HISTORY = [
    ("Rev A", "2021-03-01", "Initial issue"),
    ("Rev B", "2022-07-01", "Hose interval and lubricant volume revised; E-05 delay shortened"),
    ("Rev C", "2023-10-15", "Shoe bolt torque, HX-40T speed, gearbox oil interval; E-15 added"),
]


def manual_pages(rev):
    v = REVS[rev]
    hist = [list(r) for r in REV_HISTORY[: "ABC".index(rev) + 1]]
    p1 = [
        ("title", "HX-40 Peristaltic Hose Pump"),
        ("subtitle", "Maintenance Manual  -  Document BFS-MM-0440, Rev " + rev),
        (
            "p",
            "This manual covers routine maintenance of the HX-40 standard pump and of the HX-40T "
            "high-temperature variant, both fitted with the HX-C pump controller. Installation and "
            "commissioning are described in the separate installation manual BFS-IM-0441. Read "
            "Section 1 before starting any work on the pump.",
        ),
        ("h2", "Revision history"),
        ("table", {"w": [22, 30, 128], "head": ["Revision", "Effective", "Changes"], "rows": hist}),
        ("h2", "Contents"),
        (
            "table",
            {
                "w": [20, 130, 30],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety rules", "2"],
                    ["2", "Technical data", "2"],
                    ["3", "Maintenance intervals", "3"],
                    ["3.1", "Lubricant level", "3"],
                    ["4", "Hose replacement", "4"],
                    ["5", "Shoe shimming and torque values", "5"],
                    ["6", "Fault codes", "6"],
                    ["6.2", "Hose leak (E-05) remedy procedure", "7"],
                    ["7", "Spare parts", "8"],
                ],
            },
        ),
        (
            "p",
            "The pump serial number is stamped on the rating plate on the base frame. It consists of "
            "the letters HX followed by seven digits, for example HX4001533.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety rules"),
        (
            "bullets",
            [
                "Do not open the pump head cover while the motor isolator is switched on.",
                "Do not run the pump dry for more than 30 seconds.",
                "Do not operate the pump against a closed discharge valve.",
                "Do not use mineral oil or grease as hose lubricant. Use only HL-2 hose lubricant.",
                "Do not reverse the pump while the discharge line is under pressure.",
                "Do not lift the pump by the pump head. Use the two lifting eyes on the base frame.",
            ],
        ),
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "w": [80, 50, 50],
                "head": ["Parameter", "HX-40", "HX-40T"],
                "rows": [
                    ["Hose inner diameter", "40 mm", "40 mm"],
                    ["Hose material", "Natural rubber (NR)", "EPDM"],
                    ["Displacement per revolution", "1.25 L", "1.25 L"],
                    ["Maximum continuous speed (1)", "60 rpm", v["t_speed"]],
                    ["Maximum intermittent speed (2)", "75 rpm", "60 rpm"],
                    ["Maximum discharge pressure (3)", "15 bar", "10 bar"],
                    ["Maximum fluid temperature", "80 °C", "110 °C"],
                    ["Maximum suction lift", "9.0 m water column", "7.5 m water column"],
                    ["Motor rating", "4.0 kW, 400 V, 50 Hz", "4.0 kW, 400 V, 50 Hz"],
                    ["Hose lubricant fill volume", v["lube"], v["lube"]],
                    ["Dry weight", "310 kg", "318 kg"],
                ],
                "notes": [
                    "(1) HX-40T: at fluid temperatures above 90 °C limit continuous speed to 40 rpm.",
                    "(2) Intermittent duty: not more than 2 hours in any 8-hour period.",
                    "(3) Gauge pressure measured at the discharge port flange.",
                ],
            },
        ),
    ]
    p3 = [
        ("h1", "3 Maintenance intervals"),
        (
            "p",
            "Intervals are given in operating hours as shown on the HX-C hour counter, or as a calendar "
            "period, whichever comes first. Shorter intervals may be required by the plant operator.",
        ),
        (
            "table",
            {
                "w": [92, 58, 30],
                "head": ["Task", "Interval", "Section"],
                "rows": [
                    ["Check hose lubricant level in sight glass", "Daily", "3.1"],
                    ["Inspect hose ends for external bulging", "Weekly", "4"],
                    ["Clean leak detector float chamber", "Monthly", "6.2"],
                    ["Replace hose, HX-40 (1)", v["hose_int"], "4"],
                    ["Replace hose, HX-40T (1)", "1,200 h", "4"],
                    ["Change hose lubricant", "At every hose change", "4"],
                    ["Inspect rotor shoes for wear (2)", "4,000 h or 12 months", "5"],
                    ["Change gearbox oil", v["gear_int"] + " or 24 months", "-"],
                    ["Check motor mounting bolts", "12 months", "5.3"],
                    ["Replace breather filter", "6 months", "-"],
                ],
                "notes": [
                    "(1) Halve the interval when pumping abrasive slurries with more than 20 % solids by weight.",
                    "(2) Replace a shoe when its wear face is more than 1.5 mm below the original profile.",
                ],
            },
        ),
        ("h2", "3.1 Lubricant level"),
        (
            "p",
            "Check the level with the pump stopped and the rotor shoes at the 12 o'clock and 6 o'clock "
            "positions. The level must be between the MIN and MAX marks of the sight glass. Top up "
            "through the breather opening with HL-2 only. A level above MAX after a period of "
            "operation indicates that product is entering the pump head; stop the pump and proceed "
            "as for fault code E-05.",
        ),
        (
            "p",
            "Lubricant that has turned dark grey or contains visible product must be replaced, and the "
            "hose must be inspected for damage.",
        ),
    ]
    p4 = [
        ("h1", "4 Hose replacement"),
        (
            "p",
            "Required: new hose (see Section 7), HL-2 lubricant, a drain container of at least 5 L, "
            "torque wrench, lint-free cloths. Time required: approximately 90 minutes.",
        ),
        (
            "steps",
            [
                "Stop the pump, then switch off and lock the motor isolator.",
                "Close the suction and discharge valves and relieve the pressure in the discharge line "
                "through drain valve V3.",
                "Drain the hose lubricant through the drain plug at the bottom of the pump head.",
                "Remove the two port flanges and the hose clamp inserts from both ports.",
                "Unlock and switch on the isolator. Select JOG on the HX-C and run forward at no more than "
                "5 rpm until the old hose has left the discharge port.",
                "Lock the isolator again. Clean the inside of the pump head through the ports and inspect "
                "the rotor shoes.",
                "Coat the whole outside of the new hose with HL-2 lubricant.",
                "Push the new hose into the suction port and feed it in with JOG at no more than 5 rpm "
                "until it protrudes equally from both ports.",
                "Fit the clamp inserts and port flanges. Tighten the flange bolts to the value in Table 5.2.",
                "Fill the pump head with " + v["lube"] + " of HL-2 through the breather opening.",
                "Refit the breather, open both valves and run the pump at 20 rpm against an open discharge "
                "for 10 minutes.",
                "Check the flange bolt torque again after 8 operating hours.",
            ],
        ),
        (
            "p",
            "Record every hose change in the pump log together with the hour counter reading, then "
            "reset the service counter with parameter P-22.",
        ),
        ("warn", "Do not use a screwdriver or lever to guide the hose into the port."),
    ]
    p5 = [
        ("h1", "5 Shoe shimming and torque values"),
        (
            "p",
            "Hose compression is set with shims fitted between the rotor and each shoe. Always fit the "
            "same number of shims under both shoes. Shim thickness is 0.5 mm (part BFS-40-2310).",
        ),
        ("h2", "Table 5.1 Shims per shoe"),
        (
            "table",
            {
                "w": [60, 60, 60],
                "head": ["Discharge pressure", "Up to 30 rpm", "Above 30 rpm"],
                "rows": [
                    ["0 to 5 bar", "2 shims", "1 shim"],
                    ["above 5 to 10 bar", "3 shims", "2 shims"],
                    ["above 10 to 15 bar (1)", "4 shims", "3 shims"],
                ],
                "notes": [
                    "(1) HX-40 only. The HX-40T is limited to 10 bar discharge pressure.",
                ],
            },
        ),
        ("h2", "Table 5.2 Torque values"),
        (
            "table",
            {
                "w": [80, 40, 60],
                "head": ["Joint", "Thread", "Torque"],
                "rows": [
                    ["Rotor shoe bolts", "M12", v["shoe_torque"]],
                    ["Rotor hub clamp bolts", "M16", "210 N·m"],
                    ["Port flange bolts", "M12", "45 N·m"],
                    ["Front cover screws (1)", "M10", "35 N·m"],
                    ["Motor mounting bolts", "M16", "180 N·m"],
                    ["Pump head to base frame", "M20", "320 N·m"],
                ],
                "notes": [
                    "Values apply to lightly oiled threads, property class 8.8.",
                    "(1) Tighten the front cover screws crosswise in two passes.",
                ],
            },
        ),
        ("h2", "5.3 Motor mounting check"),
        (
            "p",
            "Set the torque wrench to 90 % of the value in Table 5.2 and apply it to each motor mounting "
            "bolt. If any bolt turns, tighten all motor mounting bolts to the full value.",
        ),
    ]
    p6 = [
        ("h1", "6 Fault codes"),
        (
            "p",
            "The HX-C controller shows fault codes on its display. Codes marked (S) stop the pump and "
            "must be reset at the controller after the cause has been removed. All other codes are "
            "warnings; the pump continues to run.",
        ),
        (
            "code",
            "E-01 (S)",
            "Motor overload",
            [
                ("Meaning", "Motor current has exceeded the set limit for more than 10 s."),
                (
                    "Remedy",
                    "Check for a blocked discharge line or closed valve. Check the shim pack against "
                    "Table 5.1. Reset at the HX-C.",
                ),
            ],
        ),
        (
            "code",
            "E-02",
            "Lubricant low",
            [
                ("Meaning", "The level switch in the pump head reports a low lubricant level."),
                ("Remedy", "Top up with HL-2 to the MAX mark. Check the drain plug seal for leaks."),
            ],
        ),
        (
            "code",
            "E-03 (S)",
            "Discharge overpressure trip",
            [
                ("Meaning", "Pressure switch PS2 has tripped. Trip setting 16 bar (HX-40), 11 bar (HX-40T)."),
                (
                    "Remedy",
                    "Open the discharge valve and clear the line. Reset only when the discharge "
                    "pressure has fallen below 2 bar.",
                ),
            ],
        ),
        (
            "code",
            "E-04",
            "Discharge pressure high",
            [
                ("Meaning", "Warning level reached: 14 bar (HX-40), 9 bar (HX-40T)."),
                ("Remedy", "Reduce pump speed or check the discharge line for a partial blockage."),
            ],
        ),
        (
            "code",
            "E-05 (S)",
            "Hose leak detected",
            [
                (
                    "Meaning",
                    "The leak detector float has risen, which means that pumped fluid has entered "
                    "the pump head through a damaged hose. The code is raised when the float has "
                    "been up for " + v["leak_delay"] + ".",
                ),
                ("Remedy", "See 6.2 on the next page."),
            ],
        ),
        (
            "code",
            "E-06",
            "Speed deviation",
            [
                ("Meaning", "Measured speed differs from the set speed by more than 10 % for 30 s."),
                ("Remedy", "Check the encoder coupling and encoder cable X12."),
            ],
        ),
        (
            "code",
            "E-07 (S)",
            "Pump head over-temperature",
            [
                ("Meaning", "Pump head sensor TS1 above 95 °C (HX-40) or 125 °C (HX-40T)."),
                (
                    "Remedy",
                    "Let the pump cool down. Check the lubricant level and the shim pack; "
                    "excessive compression heats the hose.",
                ),
            ],
        ),
        (
            "code",
            "E-08",
            "Service due",
            [
                ("Meaning", "The hour counter has reached the hose change interval set in parameter P-21."),
            ],
        ),
    ]
    p7 = [
        (
            "code",
            "E-08 (continued)",
            "",
            [
                ("Remedy", "Replace the hose (Section 4) and reset the service counter with parameter P-22."),
            ],
        ),
        (
            "code",
            "E-09 (S)",
            "Emergency stop active",
            [
                ("Meaning", "An emergency stop button in the safety circuit has been pressed."),
                ("Remedy", "Release the button, check the reason for the stop and press RESET."),
            ],
        ),
        (
            "code",
            "E-11",
            "Encoder signal fault",
            [
                ("Meaning", "No encoder pulses received while the motor is running."),
                ("Remedy", "Check encoder supply (24 V DC) at terminal X12:1 and the cable shield."),
            ],
        ),
        (
            "code",
            "E-12 (S)",
            "Motor phase loss",
            [
                ("Meaning", "One supply phase to the motor is missing."),
                ("Remedy", "Check the supply fuses F1 to F3 and the motor terminal box."),
            ],
        ),
    ]
    if rev == "C":
        p7.append(
            (
                "code",
                "E-15 (S)",
                "Lubricant over-temperature",
                [
                    ("Meaning", "Lubricant temperature sensor TS3 reads above 100 °C."),
                    ("Remedy", "Stop the pump and let it cool. Reduce speed or duty; check the shim pack."),
                ],
            )
        )
    p7 += [
        ("h2", "6.2 Hose leak (E-05) remedy procedure"),
        (
            "steps",
            [
                "Keep the pump isolated. Do not try to clear the code by restarting the pump.",
                "Close the suction and discharge valves.",
                "Drain the pump head. Dispose of the drained liquid as product waste.",
                "Flush the pump head with clean water until the water runs clear.",
                "Replace the hose as described in Section 4 and fill with new HL-2.",
                "Clean and dry the float chamber, then press RESET for 3 s to clear E-05.",
            ],
        ),
    ]
    p8 = [
        ("h1", "7 Spare parts"),
        ("p", "Order parts quoting the part number and the pump serial number from the rating plate."),
        (
            "table",
            {
                "w": [36, 90, 30, 24],
                "head": ["Part no.", "Description", "Model", "Qty"],
                "rows": [
                    ["BFS-40-1001", "Hose, natural rubber, 40 mm", "HX-40", "1"],
                    ["BFS-40-1002", "Hose, EPDM, 40 mm, high temperature", "HX-40T", "1"],
                    ["BFS-40-2200", "Rotor shoe", "both", "2"],
                    ["BFS-40-2250", "Rotor shoe bolt M12x40", "both", "4"],
                    ["BFS-40-2310", "Shim 0.5 mm", "both", "8"],
                    ["BFS-40-3050", "Hose clamp insert", "both", "2"],
                    ["BFS-40-3110", "Port flange gasket", "both", "2"],
                    ["BFS-40-4400", "Leak detector float", "both", "1"],
                    ["BFS-40-4410", "Lubricant level switch", "both", "1"],
                    ["BFS-40-5020", "Breather filter", "both", "1"],
                    ["BFS-40-6001", "Gearbox oil ISO VG 220, 4 L", "both", "1"],
                    ["HL-2-05", "HL-2 hose lubricant, 5 L can", "both", "1"],
                    ["HL-2-20", "HL-2 hose lubricant, 20 L drum", "both", "-"],
                ],
                "notes": [
                    "Qty is the quantity installed in one pump.",
                ],
            },
        ),
        (
            "p",
            "Recommended stock for one pump in continuous service: two hoses, one set of clamp "
            "inserts, two port flange gaskets and 20 L of HL-2.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


def manual_spec(rev):
    return {
        "company": COMPANY,
        "title": "HX-40 Maintenance Manual",
        "docno": "BFS-MM-0440",
        "rev": "Rev " + rev,
        "pages": manual_pages(rev),
    }


# ---------------------------------------------------------------- service bulletin (PDF, 2 pages)


def bulletin_spec():
    p1 = [
        ("title", "Service Bulletin SB-HX-017"),
        ("subtitle", "Revised hose interval and rotor shoe bolt torque"),
        (
            "table",
            {
                "w": [50, 130],
                "head": ["Item", "Detail"],
                "rows": [
                    ["Date of issue", "2024-02-01"],
                    ["Category", "Recommended"],
                    ["Models affected", "HX-40 only"],
                    ["Serial numbers", "HX4001200 to HX4001899"],
                    ["", "HX4002300 to HX4002450"],
                    ["Not affected", "HX-40T (all serial numbers)"],
                    ["Related documents", "Maintenance manual BFS-MM-0440 Rev C"],
                ],
            },
        ),
        ("h2", "1 Reason"),
        (
            "p",
            "Pumps in the serial ranges above were built with rotor hub type B. On this hub the shoe "
            "bolts engage fewer threads, and field reports show shoe bolts working loose after "
            "long periods at high discharge pressure. Hose life on these pumps is also shorter "
            "because the hub runs slightly eccentric.",
        ),
        ("h2", "2 Values superseded"),
        (
            "p",
            "For affected pumps, the following values replace the values in the maintenance manual. "
            "All other values in the manual remain valid.",
        ),
        (
            "table",
            {
                "w": [70, 50, 60],
                "head": ["Item", "Manual value", "New value"],
                "rows": [
                    ["Hose replacement interval", "1,800 h", "1,500 operating hours"],
                    ["Rotor shoe bolt torque", "90 N·m", "95 N·m with threadlocker"],
                    ["Rotor shoe bolt", "BFS-40-2250", "BFS-40-2251 (M12x45)"],
                    ["E-05 delay, parameter P-35", "3 s", "2 s"],
                    ["Service counter, parameter P-21", "1800", "1500"],
                ],
            },
        ),
        ("p", "Threadlocker: medium strength, BFS part TL-243. Apply to the bolt threads only."),
    ]
    p2 = [
        ("h2", "3 Procedure"),
        (
            "steps",
            [
                "Carry out steps 1 to 6 of the hose replacement procedure in the maintenance manual.",
                "Remove the four rotor shoe bolts and discard them. Keep the shim packs with their shoes.",
                "Clean the threads in the rotor hub with solvent and let them dry.",
                "Fit new bolts BFS-40-2251 with threadlocker TL-243 and tighten to 95 N·m.",
                "Continue with steps 7 to 12 of the hose replacement procedure.",
                "Set parameter P-21 to 1500 and parameter P-35 to 2 s on the HX-C.",
                "Stamp SB17 next to the serial number on the rating plate.",
            ],
        ),
        ("h2", "4 Parts"),
        (
            "table",
            {
                "w": [40, 100, 40],
                "head": ["Part no.", "Description", "Qty per pump"],
                "rows": [
                    ["BFS-40-2251", "Rotor shoe bolt M12x45", "4"],
                    ["TL-243", "Threadlocker, medium strength, 10 ml", "1"],
                    ["BFS-40-1001", "Hose, natural rubber, 40 mm", "1"],
                ],
            },
        ),
        ("h2", "5 Compliance"),
        (
            "table",
            {
                "w": [60, 120],
                "head": ["Item", "Detail"],
                "rows": [
                    ["Compliance", "At the next hose change, at the latest by 2024-08-31"],
                    ["Labour", "1.5 h in addition to the hose change"],
                    ["Warranty", "Bolts and threadlocker free of charge, claim code W-HX17"],
                ],
            },
        ),
        (
            "p",
            "Pumps that have already had the rotor hub replaced with type C (marked C on the hub face) "
            "need only the parameter changes in step 6.",
        ),
    ]
    return {
        "company": COMPANY,
        "title": "Service Bulletin",
        "docno": "BFS-SB-HX-017",
        "rev": "Issue 1",
        "pages": [p1, p2],
    }


# ---------------------------------------------------------------- principle of operation (PDF, 6 pages)

THEORY_CH2 = [
    ("h2", "2.1 How the hose pumps"),
    (
        "p",
        "The HX pump has no valves and no seals in contact with the product. A single reinforced hose "
        "lies in a U-shaped track inside the pump head. Two rotor shoes, mounted opposite each other on "
        "the rotor, squeeze the hose flat against the track. As the rotor turns, each shoe pushes the "
        "trapped volume of product ahead of it towards the discharge port. Behind the shoe the hose "
        "springs back to its round shape, and the vacuum this creates draws new product in from the "
        "suction side. Because one shoe always closes the hose before the other shoe leaves it, there is "
        "never an open path between suction and discharge, so the pump cannot siphon or run back when "
        "it stops. The flow depends almost only on speed, which is why the displacement per revolution "
        "can be quoted as a fixed volume in the technical data.",
    ),
    ("h2", "2.2 Why the shoes are shimmed"),
    (
        "p",
        "The hose must be squeezed just enough to close completely, and no more. If the compression is "
        "too low, the hose does not seal under the shoe and product slips back from the pressure side to "
        "the suction side. This slip does not show up as a fault at first; the pump simply delivers less "
        "than its speed suggests, and the product rushing through the narrow gap erodes the inner liner "
        "of the hose. If the compression is too high, every pass of the shoe crushes the rubber harder "
        "than necessary. The flexing turns into heat, the hose wall runs hot, and the fatigue life of "
        "the reinforcement layers falls sharply. An over-compressed hose can lose more than half of its "
        "service life.",
    ),
    (
        "p",
        "The correct compression depends on the discharge pressure, because a higher pressure tries to "
        "push the hose walls apart under the shoe. That is why the shim table asks for more shims at "
        "higher pressures. It also depends on speed: at higher speeds the hose has less time to relax "
        "between shoe passes and stays partly flattened, so fewer shims are needed to reach full "
        "closure. Shims are always fitted in equal numbers under both shoes so that the rotor stays "
        "balanced and both halves of the hose are loaded alike.",
    ),
    ("h2", "2.3 Why the lubricant matters"),
    (
        "p",
        "The pump head is partly filled with HL-2 lubricant. Its first job is to reduce friction "
        "between the shoe and the outer surface of the hose; without it the shoe would tear the outer "
        "rubber layer within minutes. Its second job, which is often overlooked, is to carry heat away "
        "from the hose. Most of the energy that the motor puts into the pump head and that is not turned "
        "into pressure ends up as heat in the hose wall. The lubricant moves this heat to the pump head "
        "casing, which gives it off to the surrounding air.",
    ),
    (
        "p",
        "HL-2 is based on glycerine. Mineral oils and most greases are not allowed because they make "
        "natural rubber and EPDM swell and soften, and a swollen hose is over-compressed by the same "
        "shim pack that was correct before. The lubricant is renewed at every hose change because it "
        "collects fine rubber particles worn from the hose. Left in the pump head, these particles act "
        "like a grinding paste on the new hose and on the shoe faces.",
    ),
    ("h2", "2.4 Why the pump must not run dry or against a closed valve"),
    (
        "p",
        "When product flows through the hose it also cools the hose from the inside. During a dry run "
        "this inner cooling is missing, and the temperature of the inner liner rises quickly even "
        "though the lubricant outside is still in place. Thirty seconds is a safe limit for a hose at "
        "room temperature. After that the bond between the liner and the first reinforcement layer can "
        "begin to fail, and the hose later delaminates in service, often weeks after the dry run that "
        "caused the damage.",
    ),
    (
        "p",
        "Running against a closed discharge valve is more dangerous still. A hose pump is a positive "
        "displacement pump, so it does not stop delivering when the line is closed: the pressure rises "
        "with every turn of the rotor until something gives way, usually the hose or a flange gasket. "
        "The pressure switch PS2 is a last line of protection and not an operating control. For the "
        "same reason the pump must not be reversed while the discharge line is under pressure: the "
        "trapped pressure would then act on the suction side, which is not built for it.",
    ),
    ("h2", "2.5 Why hoses are changed by hours"),
    (
        "p",
        "A hose seldom fails without some warning, but in a busy plant the warning is easy to miss. "
        "Rubber fatigue is cumulative: each compression cycle uses up a small part of the hose life, and "
        "the rate depends on speed, pressure, temperature and the abrasiveness of the product. Replacing "
        "the hose at a fixed number of operating hours is much cheaper than a rupture, because a rupture "
        "fills the pump head with product, spoils the lubricant and may score the shoes. Abrasive "
        "slurries wear the liner from the inside while fatigue works from the outside, which is why the "
        "interval is halved for such products.",
    ),
    ("h2", "2.6 Why the leak detector stops the pump"),
    (
        "p",
        "If the hose ruptures, product enters the pump head and mixes with the lubricant. The leak "
        "detector float sits in a small chamber at the lowest point of the pump head and rises when the "
        "liquid level goes above the normal lubricant level. The pump is stopped rather than only "
        "warned, because every further turn of the rotor forces more product into the head and out "
        "through the breather, and many products attack the cover seals. A short delay before the code "
        "is raised prevents false alarms from lubricant that surges when the rotor starts.",
    ),
    ("h2", "2.7 Why hot fluids need lower speeds"),
    (
        "p",
        "Hose rubber loses stiffness as it warms up. A warm hose recovers its round shape more slowly "
        "after the shoe has passed, so at high speed it does not refill completely and the flow becomes "
        "uneven. At the same time the heat produced by flexing adds to the heat brought in by the "
        "product. Limiting the speed when the fluid is above 90 °C keeps the hose wall within the "
        "temperature range for which the EPDM compound was designed.",
    ),
    ("h2", "2.8 Why the run-in and the second torque check"),
    (
        "p",
        "A new hose is stiffer than a used one, and its outer surface is not yet fully wetted by "
        "lubricant. Running it for ten minutes at low speed against an open discharge lets the hose "
        "settle into the track and lets the lubricant spread before the hose sees full pressure. The "
        "flange gaskets and clamp inserts also settle during the first hours of operation, because the "
        "rubber under the clamp creeps slightly. This is why the port flange bolts are checked again "
        "after eight operating hours. When a new hose is fed in with JOG, the speed is kept low so that "
        "the technician can stop at once if the hose end catches on the port edge.",
    ),
    ("h2", "2.9 Why the hose ends are checked for bulging"),
    (
        "p",
        "The hose is bent sharply where it leaves the clamp insert and enters the curved track, and this "
        "is where the reinforcement layers work hardest. When the reinforcement begins to break up, the "
        "internal pressure pushes the outer rubber outwards at that point before any product escapes. A "
        "bulge at the hose end is therefore an early sign of a coming rupture, and it can be seen from "
        "outside without opening the pump head. A hose with a bulge should be changed at the next "
        "planned stop even if it has not reached its replacement hours.",
    ),
    ("h2", "2.10 Why the HX-40T hose has a shorter life"),
    (
        "p",
        "The EPDM hose of the HX-40T is chosen for its resistance to heat, not for its resistance to "
        "fatigue. At the fluid temperatures for which the HX-40T is used, the rubber is softer and each "
        "compression cycle does more damage than in a natural rubber hose pumping cold water. The "
        "replacement interval for the HX-40T is therefore shorter than for the HX-40, and it does not "
        "depend on whether the pump actually ran hot during the period.",
    ),
]


def theory_spec():
    p1 = [
        ("title", "HX Series Hose Pumps"),
        ("subtitle", "Principle of Operation  -  Training Document BFS-TD-0402"),
        (
            "p",
            "This document explains how HX series hose pumps work and why the maintenance tasks in the "
            "maintenance manual BFS-MM-0440 are carried out the way they are. It is intended for "
            "training. It does not replace the maintenance manual; where values differ, the manual "
            "and any applicable service bulletin take precedence.",
        ),
        ("h2", "Contents"),
        (
            "table",
            {
                "w": [20, 130, 30],
                "head": ["Chapter", "Title", "Page"],
                "rows": [
                    ["1", "Purpose and scope", "1"],
                    ["2", "Why the HX pump is maintained the way it is", "2"],
                    ["3", "Flow and pressure", "5"],
                    ["4", "Hose lubricant properties", "6"],
                    ["5", "Glossary", "6"],
                ],
            },
        ),
        ("h1", "1 Purpose and scope"),
        (
            "p",
            "The document applies to the HX-40 and HX-40T. The larger HX-65 uses the same principle but "
            "has a different shim system and is not covered here.",
        ),
    ]
    # chapter 2 split over pages 2-4
    ch = THEORY_CH2
    p2 = [("h1", "2 Why the HX pump is maintained the way it is"), *ch[0:5]]
    p3 = ch[5:10]
    p4 = ch[10:15]
    p5 = [
        *ch[15:],
        ("h1", "3 Flow and pressure"),
        (
            "p",
            "Theoretical flow is the displacement per revolution multiplied by the speed. Real flow is "
            "lower because of slip at the shoes and incomplete refilling of the hose. The table shows "
            "typical flows for water at 20 °C with the recommended shim pack.",
        ),
        (
            "table",
            {
                "w": [45, 45, 45, 45],
                "head": ["Speed", "Theoretical", "At 2 bar", "At 10 bar"],
                "rows": [
                    ["10 rpm", "0.75 m3/h", "0.74 m3/h", "0.71 m3/h"],
                    ["20 rpm", "1.50 m3/h", "1.47 m3/h", "1.41 m3/h"],
                    ["40 rpm", "3.00 m3/h", "2.91 m3/h", "2.76 m3/h"],
                    ["60 rpm", "4.50 m3/h", "4.32 m3/h", "4.05 m3/h"],
                ],
            },
        ),
        (
            "p",
            "Flow falls with pressure because the hose walls are pushed slightly apart under the shoe. "
            "A fall of more than 15 % against this table at the same speed and pressure points to wrong "
            "shimming or a worn hose.",
        ),
        ("h2", "3.1 Suction"),
        (
            "p",
            "The hose recovery creates the suction. The HX-40 can lift water up to 9.0 m at low speed; "
            "viscous products need flooded suction. Suction lines should be at least one size larger "
            "than the hose bore.",
        ),
    ]
    p6 = [
        ("h1", "4 Hose lubricant properties"),
        (
            "table",
            {
                "w": [80, 100],
                "head": ["Property", "HL-2"],
                "rows": [
                    ["Base", "Glycerine with additives"],
                    ["Density at 20 °C", "1.20 kg/L"],
                    ["Usable temperature range", "-20 °C to +130 °C"],
                    ["Water miscible", "Yes"],
                    ["Food contact", "Suitable (NSF H1 equivalent)"],
                ],
            },
        ),
        ("h1", "5 Glossary"),
        (
            "table",
            {
                "w": [50, 130],
                "head": ["Term", "Meaning"],
                "rows": [
                    ["Compression", "Amount by which the shoe squeezes the hose beyond closure"],
                    ["Slip", "Flow lost back past the shoe from pressure to suction side"],
                    ["Liner", "Inner rubber layer of the hose in contact with the product"],
                    ["Shim pack", "Set of 0.5 mm shims fitted between rotor and shoe"],
                    ["Delamination", "Separation of liner and reinforcement layers"],
                ],
            },
        ),
    ]
    return {
        "company": COMPANY,
        "title": "HX Principle of Operation",
        "docno": "BFS-TD-0402",
        "rev": "Issue 2",
        "pages": [p1, p2, p3, p4, p5, p6],
    }


INSPECTION_CARD = """\
BRENNMOOR FLUID SYSTEMS - INSPECTION CARD IC-40 (issue 3)
HX-40 / HX-40T hose pump - daily and weekly checks
=================================================================

Pump tag: ____________   Serial: HX_______   Week no.: ____

DAILY (every shift start)
 [ ] D1  Lubricant level in sight glass between MIN and MAX (pump stopped)
 [ ] D2  No product in lubricant (colour normal, amber to light brown)
 [ ] D3  Discharge gauge reading below E-04 warning level:
         HX-40 max 14 bar / HX-40T max 9 bar
 [ ] D4  Pump head surface temp (IR gun): not more than 30 degC above fluid temp
 [ ] D5  No drips at port flanges or drain plug
 [ ] D6  HX-C display: no active codes, hour counter noted below

WEEKLY
 [ ] W1  Hose ends at both ports: no bulging, no cracks in outer layer
 [ ] W2  Test leak detector once a week: lift test knob, E-05 must appear
         and pump must stop
 [ ] W3  Breather clear, no lubricant mist around breather
 [ ] W4  Gearbox: no oil leaks, oil level at centre of sight plug

LIMITS - STOP PUMP AND CALL MAINTENANCE IF:
 - lubricant is grey or has product in it
 - surface temperature more than 30 degC above fluid temperature
 - noise changes to knocking once per shoe pass (loose shoe bolt)
 - hose end bulge larger than 5 mm at port

Do not top up with anything but HL-2. Do not bypass the leak detector.

Hour counter: Mon ____ Tue ____ Wed ____ Thu ____ Fri ____ Sat ____
Checked by: ______________  Countersigned: ______________
"""

# ruff: noqa: E501
"""Avelin Aerolift AL-272 rescue hoist: component maintenance manual (PDF)
with a long description-and-operation (theory) chapter. All invented."""

PRODUCT = "AL-272 rescue hoist"
VARIANTS = ["AL-272-1", "AL-272-3"]
KEY = "AAL-CMM-25-62-41"

THEORY_P3 = [
    ("h2", "1.1 General"),
    (
        "p",
        "The AL-272 rescue hoist lifts and lowers a person or a load of up to 272 kg on a steel cable from a hovering helicopter. It is mounted on a boom above the cabin door and is controlled either from the pilot's collective grip or from the hoist operator's pendant. The hoist is a self-contained unit: a 28 V DC motor drives a cable drum through a planetary gear train and an overload clutch, a brake holds the load whenever the hoist is not commanded to move, and a level wind mechanism guides the cable on and off the drum. A hoist control unit (HCU) in the cabin supplies the motor, limits speed near the ends of travel and monitors temperatures and cycles.",
    ),
    ("h2", "1.2 Motor and gear train"),
    (
        "p",
        "The motor is a brushless DC machine with electronic commutation in the HCU. A brushless motor was chosen because there are no brushes to wear or to arc in salt-laden air over the sea, and because the HCU can control motor torque directly by controlling motor current. Motor speed is reduced by a two-stage planetary gear train with a ratio of 142:1 on the AL-272-1 and 188:1 on the AL-272-3. The higher ratio of the -3 lets the same motor lift the rated load with a lower peak current, at the cost of cable speed. It is intended for helicopters whose electrical system cannot supply the 210 A that the -1 draws at rated load.",
    ),
]

THEORY_P4 = [
    ("h2", "1.3 Brake"),
    (
        "p",
        "The brake is a spring-applied, electrically released disc brake on the motor shaft. Springs clamp the friction disc whenever the brake coil is not energised, so the load is held automatically if electrical power fails, if the operator lets go of the control, or if the HCU detects a fault. Placing the brake on the high-speed motor shaft means that it only has to resist the load torque divided by the gear ratio, so a small and light brake is enough. To release the brake the HCU first applies a pull-in voltage of at least 18 V and then drops the coil to a lower holding voltage, which keeps the coil cool during long lowering operations.",
    ),
    ("h2", "1.4 Overload clutch"),
    (
        "p",
        "Between the output of the gear train and the drum sits a stack of friction plates loaded by disc springs: the overload clutch. Its purpose is to protect the cable, the boom and the airframe from loads that the hoist could otherwise impose. If the cable snags on an obstacle, or if the helicopter climbs suddenly while the load is still attached to the ground, the cable tension rises faster than any operator could react. When the tension exceeds the slip setting, between 1.3 and 1.6 times the rated load, the clutch plates slip and the drum pays out cable against the friction torque instead of letting the tension climb further. Because the brake is on the motor side of the clutch, it is the clutch and not the brake that limits the load the cable can see, even when the hoist is stopped.",
    ),
    (
        "p",
        "The slip setting is a compromise. If it were lower, the normal dynamic loads caused by aircraft motion in turbulence would make the clutch slip during an ordinary lift. If it were higher, a snag could load the cable close to its breaking strength, which is only about nine times the rated load. Friction plates lose torque when they are contaminated or glazed, and the disc springs relax with age. For this reason the clutch must be slip-tested at every shop visit and is never assumed to keep its setting.",
    ),
    ("h2", "1.5 Drum and level wind"),
    (
        "p",
        "The drum carries the cable in several layers. A level wind carriage moves along the drum axis as the drum turns, laying each wrap next to the previous one. It is driven from the drum by a chain and a reversing screw with crossed helical grooves, so the carriage changes direction by itself at each end of the drum without any switches. The carriage advances one cable diameter for each drum revolution. Even winding matters because a cable that crosses over itself, or is pulled down between the wraps of the layer below, can be crushed and kinked, and the load may then drop with a sudden jerk when the trapped wrap pulls free.",
    ),
    (
        "p",
        "For the same reason the cable must always be wound in under tension. A cable reeled in slack lies loosely on the drum, and when a load is applied later the outer layers cut down into the loose inner layers. After any reeling-in without load the cable must be run out and wound back under a tension of at least 20 kg before the next mission. At full extension at least three dead wraps remain on the drum. Their friction carries most of the cable tension, so the cable anchor in the drum flange sees only a small part of the load.",
    ),
]

THEORY_P5 = [
    ("h2", "1.6 Cable and hook"),
    (
        "p",
        "The cable is a rotation-resistant stainless steel cable of 4.8 mm diameter. In an ordinary stranded cable, tension makes the strands try to unlay, and the hook would spin the cable and the person beneath it. In a rotation-resistant cable the outer strands are laid in the opposite direction to the inner strands so that their torques largely cancel. The hook is fitted with a swivel on a thrust bearing as a second defence against spin; a hook that does not swivel freely lets torque build up in the cable and leads to birdcaging near the hook. The last 3 m of cable at the hook end carries most of the fatigue from bending over the boom sheave and from the shock when a load is picked up, which is why broken wires in that zone are judged more strictly (Section 3.1).",
    ),
    ("h2", "1.7 Speed control and travel limits"),
    (
        "p",
        "The operator commands speed with a thumbwheel: the further it is turned, the higher the speed demand. The HCU ramps the speed up and down over 0.5 s so that the load does not swing or bounce. The position of the hook is known from a drum revolution counter and from the level wind position sensor, which must agree. In the up-limit zone, the last 3 m before the hook reaches the boom, speed is limited to 0.3 m/s, and at the full-up position the hoist stops and the brake is applied. A similar slow zone begins 3 m before full out, so that the dead wraps are never paid out in flight. The up limit can be overridden only with the guarded override switch, which is used for stowing the hook.",
    ),
    ("h2", "1.8 Thermal protection and duty cycle"),
    (
        "p",
        "Lifting at rated load draws a heavy current and heats the motor windings much faster than they can cool. The HCU therefore calculates the winding temperature from current and time and compares it with a sensor in the motor housing. When the calculated temperature approaches the limit, the HCU first shows an amber caution and then reduces speed to half. This protects the winding insulation and also the brake coil, which sits in the same housing. The permitted duty is 10 full-length lifts at rated load followed by a 30 minute cool-down. Crews who need more lifts in one mission should use lighter loads or shorter cable lengths, because the heating rises with the square of the current.",
    ),
    ("h2", "1.9 Cable cutter"),
    (
        "p",
        "A pyrotechnic cable cutter is installed at the cable exit. If the cable fouls an obstacle and the load cannot be freed any other way, firing the cutter severs the cable so that the helicopter cannot be pulled down. The cutter has two independent firing circuits, one from the pilot and one from the operator, each behind a guarded switch. A single wiring fault or switch failure therefore cannot prevent firing, and a single careless action cannot fire it. The cartridge has a limited life and must be replaced by the date marked on it, whether or not it has been fired.",
    ),
]

THEORY_BLOCKS = THEORY_P3 + THEORY_P4 + THEORY_P5

_pages = []

_pages.append(
    [
        (
            "cover",
            {
                "company": "AVELIN AEROLIFT AB",
                "title": "Rescue Hoist AL-272",
                "subtitle": "Component Maintenance Manual with Illustrated Parts List",
                "lines": [
                    "Part numbers AL-272-1 and AL-272-3",
                    f"Manual {KEY}, Revision 4, dated 2020-10-01",
                    "Revision 4 replaces all previous revisions in full.",
                ],
            },
        ),
        (
            "p",
            "This manual contains the information needed to test, fault-isolate, repair and re-assemble the AL-272 rescue hoist in an approved workshop. Work on the aircraft is covered by the aircraft maintenance manual.",
        ),
        (
            "small",
            "Avelin Aerolift AB, Hangarvagen 3, Norrbacka. Product support +46 8 555 019 73.",
        ),
    ]
)

_pages.append(
    [
        ("h2", "Contents"),
        ("toc",),
        ("h2", "Introduction"),
        (
            "p",
            "Dash numbers: AL-272-1 carries 90 m of usable cable; AL-272-3 carries 75 m and has a higher gear ratio. Where values differ, both are given. Torques are given in Nm with lbf-in in brackets.",
        ),
        (
            "table",
            {
                "widths": [30, 144],
                "header": ["Abbreviation", "Meaning"],
                "rows": [
                    ["HCU", "Hoist control unit, installed in the cabin"],
                    ["IPL", "Illustrated parts list"],
                    ["RF", "Reference only (assembly, not a spare part)"],
                    ["Dead wraps", "Wraps of cable that always stay on the drum at full extension"],
                ],
                "size": 9,
            },
        ),
    ]
)

_pages.append(
    [
        ("h1", "1 Description and operation"),
        (
            "table",
            {
                "widths": [84, 45, 45],
                "header": ["Leading particulars", "AL-272-1", "AL-272-3"],
                "rows": [
                    ["Rated load", "272 kg", "272 kg"],
                    ["Usable cable length", "90 m", "75 m"],
                    ["Cable diameter", "4.8 mm", "4.8 mm"],
                    ["Cable speed, no load", "1.8 m/s", "1.3 m/s"],
                    ["Cable speed, rated load", "1.5 m/s", "1.1 m/s"],
                    ["Peak motor current, rated load", "210 A", "165 A"],
                    ["Gear ratio", "142:1", "188:1"],
                    ["Mass with cable", "47.5 kg", "44.0 kg"],
                    ["Operating temperature", "-40 to +55 °C", "-40 to +55 °C"],
                ],
                "size": 9,
            },
        ),
        *THEORY_P3,
    ]
)

_pages.append(THEORY_P4)
_pages.append(THEORY_P5)

_pages.append(
    [
        ("h1", "2 Testing and fault isolation"),
        (
            "p",
            "Carry out all tests on test stand AL-TS-40 with a 28 V DC bench supply rated at least 250 A. Do the tests after every repair and at every shop visit.",
        ),
        (
            "table",
            {
                "widths": [50, 64, 60],
                "header": ["Test", "Condition", "Requirement"],
                "rows": [
                    ["Brake holding", "408 kg static for 5 min", "creep not more than 5 mm"],
                    ["Clutch slip", "load raised slowly", "slip starts at 354 to 435 kg"],
                    ["Cable speed, no load", "full thumbwheel", "-1: 1.8 m/s, -3: 1.3 m/s, each ± 0.1"],
                    ["Cable speed, rated load", "272 kg, full thumbwheel", "-1: 1.5 m/s, -3: 1.1 m/s, each ± 0.1"],
                    ["Up-limit slow zone", "hook in from 5 m", "0.3 m/s ± 0.05 in last 3 m"],
                    ["Motor insulation", "500 V DC", "not less than 20 megohm"],
                ],
                "size": 9,
            },
        ),
        ("h2", "2.1 HCU fault codes"),
        (
            "table",
            {
                "widths": [16, 66, 92],
                "header": ["Code", "Fault", "Action"],
                "rows": [
                    [
                        "HC-11",
                        "Motor winding overtemperature",
                        "Allow 30 min cool-down. If on a cold start, check the sensor.",
                    ],
                    ["HC-14", "Brake release failure", "Check brake coil resistance (9.5 to 11 ohm) and connector P3."],
                    [
                        "HC-17",
                        "Level wind sensor and drum counter disagree",
                        "Check carriage for jamming; re-index counter at full-in.",
                    ],
                    ["HC-21", "Drum counter signal lost", "Check counter sensor gap, 1.5 mm."],
                    ["HC-23", "Overspeed, cable above 2.2 m/s", "Ground the hoist. Test brake and HCU motor output."],
                    ["HC-30", "Clutch slip during lift", "Reduce load. After the mission, do the clutch slip test."],
                    [
                        "HC-35",
                        "Cutter circuit continuity fault",
                        "Check squib and wiring. Hoist not to be used until clear.",
                    ],
                    ["HC-42", "Supply voltage low, below 22 V", "Check aircraft bus and hoist power connector."],
                ],
                "size": 8.5,
            },
        ),
    ]
)

_pages.append(
    [
        ("h1", "3 Cable inspection and replacement"),
        ("h2", "3.1 Rejection criteria"),
        (
            "p",
            "Inspect the full length of cable under good light, running it through a clean cloth. Reject the cable if any of the following is found:",
        ),
        (
            "bullets",
            [
                "any broken wire within 3 m of the hook end;",
                "more than 2 broken wires in any 300 mm length elsewhere;",
                "diameter below 4.5 mm at any point;",
                "any kink, birdcage, crushed section, heat discoloration or corrosion pitting.",
            ],
        ),
        (
            "p",
            "Replace the cable after 5 years in service or 2,000 lift cycles, whichever comes first, and after any event in which the overload clutch slipped with a person attached.",
        ),
        ("h2", "3.2 Cable replacement"),
        (
            "steps",
            [
                "Mount the hoist on test stand AL-TS-40 and connect the 28 V DC bench supply.",
                "Pay out the cable fully, then hold the override switch and run out the dead wraps until the anchor screw is visible.",
                "Remove the anchor screw and withdraw the old cable end from the drum flange.",
                "Insert the new cable end in the anchor pocket, fit a new anchor screw, torque it to 12 Nm and lockwire it.",
                "Wind on three dead wraps by hand, each wrap lying against the previous one.",
                "Reel in the rest of the cable under a tension of 20 to 30 kg, watching the level wind at each reversal.",
                "Reset the drum revolution counter to zero at full-in (HCU maintenance menu 4).",
                "Do the brake holding test and both cable speed tests of Section 2.",
            ],
        ),
    ]
)

_pages.append(
    [
        ("h1", "4 Fits, clearances and torques"),
        (
            "table",
            {
                "widths": [84, 30, 30, 30],
                "header": ["Item", "New", "Minimum", "Maximum"],
                "rows": [
                    ["Brake air gap", "0.25 mm", "-", "0.40 mm"],
                    ["Brake friction disc thickness", "4.0 mm", "3.2 mm", "-"],
                    ["Carriage to guide rod clearance", "0.05 mm", "-", "0.15 mm"],
                    ["Clutch plate stack height", "19.4 mm", "18.6 mm", "-"],
                    ["Hook swivel axial play", "0.1 mm", "-", "0.5 mm"],
                ],
                "size": 9,
            },
        ),
        ("h2", "4.1 Torque values"),
        (
            "table",
            {
                "widths": [104, 70],
                "header": ["Fastener", "Torque"],
                "rows": [
                    ["Cable anchor screw", "12 Nm (106 lbf-in)"],
                    ["Drum retaining nut", "95 Nm (840 lbf-in)"],
                    ["Brake housing screws", "9 Nm (80 lbf-in)"],
                    ["Motor mounting screws", "14 Nm (124 lbf-in)"],
                    ["Gearbox cover screws", "7.5 Nm (66 lbf-in)"],
                    ["Hook swivel nut", "40 Nm (354 lbf-in)"],
                    ["Boom mounting bolts", "68 Nm (602 lbf-in)"],
                ],
                "size": 9,
            },
        ),
        (
            "p",
            "The clutch disc spring adjusting nut has no torque value: it is set by the clutch slip test and then locked with its tab washer. Lockwire all screws in the drum and brake housings after torquing.",
        ),
    ]
)

_pages.append(
    [
        ("h1", "5 Illustrated parts list"),
        (
            "table",
            {
                "widths": [14, 36, 84, 16, 24],
                "header": ["Item", "Part number", "Nomenclature", "Units", "Effectivity"],
                "rows": [
                    ["1", "AL-272-1", "Rescue hoist assembly, 90 m cable", "RF", "-1"],
                    ["1A", "AL-272-3", "Rescue hoist assembly, 75 m cable", "RF", "-3"],
                    ["5", "AL-4010-90", "Cable assembly, 90 m, with hook", "1", "-1"],
                    ["5A", "AL-4010-75", "Cable assembly, 75 m, with hook", "1", "-3"],
                    ["10", "AL-3200-02", "Brake assembly", "1", "all"],
                    ["15", "AL-3310-01", "Overload clutch assembly", "1", "all"],
                    ["20", "AL-2800-04", "Motor, brushless, 28 V DC", "1", "all"],
                    ["25", "AL-2150-142", "Planetary gear train, 142:1", "1", "-1"],
                    ["25A", "AL-2150-188", "Planetary gear train, 188:1", "1", "-3"],
                    ["30", "AL-5120-00", "Cartridge, cable cutter", "1", "all"],
                    ["35", "AL-6100-03", "Hook and swivel assembly", "1", "all"],
                    ["40", "AL-7705-01", "Level wind carriage", "1", "all"],
                    ["45", "AL-9012-21", "Screw, cable anchor", "1", "all"],
                    ["50", "AL-3205-11", "Friction disc, brake", "1", "all"],
                ],
                "size": 9,
            },
        ),
    ]
)

MANUAL = {
    "file": "avelin-al272-cmm-25-62-41-rev4.pdf",
    "format": "pdf",
    "spec": {
        "title": "Rescue Hoist AL-272 - Component Maintenance Manual",
        "company": "Avelin Aerolift AB",
        "header_left": "Avelin Aerolift - Rescue Hoist AL-272 CMM",
        "header_right": f"{KEY} Rev 4",
        "footer_left": "Avelin Aerolift AB - 2020-10-01",
        "pages": _pages,
    },
    "meta": {
        "document": KEY,
        "version": "Rev 4",
        "effective_from": "2020-10-01",
        "effective_to": None,
        "recorded_at": "2020-09-21T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    },
}


def theory_word_count():
    return sum(len(b[1].split()) for b in THEORY_BLOCKS if b[0] == "p")


DOCUMENTS = [MANUAL]

# ruff: noqa: E501
"""Holmgard HLX electric wire rope hoist series - service manual (multi-model). All invented."""

from .common import meta

KEY = "HLS-HLX-SM"
PRODUCT = "Holmgard HLX wire rope hoist"
VARIANTS = ["HLX 3.2", "HLX 5", "HLX 8", "HLX 12.5"]
COMPANY = "Holmgard Lifting Systems AB"
FILE = "holmgard-hlx-hoist-service-manual.pdf"

COVER = [
    (
        "cover",
        {
            "company": COMPANY,
            "title": "HLX Wire Rope Hoists",
            "subtitle": "Service Manual - models HLX 3.2, HLX 5, HLX 8 and HLX 12.5 for single-girder and double-girder overhead cranes",
            "lines": [
                ("Document number", KEY),
                ("Edition", "Edition 4"),
                ("Date of issue", "March 2023"),
                ("Applies to", "HLX 3.2, HLX 5, HLX 8, HLX 12.5"),
                ("Language", "English (original: Swedish)"),
            ],
            "notice": [
                "This manual is intended for trained service technicians. Operating instructions for crane drivers are supplied separately (HLS-HLX-OI).",
                "Holmgard Lifting Systems AB, Verkstadsgatan 7, SE-999 31 Lindholmen. Service hotline +46 31 555 0174.",
            ],
        },
    )
]

CONTENTS = [
    ("toc",),
    ("h3", "Symbols used"),
    (
        "p",
        "WARNING marks a hazard that can cause death or serious injury. NOTE marks information that helps to avoid damage or makes work easier. Footnote numbers in tables refer to the notes directly below the table.",
    ),
]

PAGE3 = [
    ("h1", "1 Safety and intended use"),
    (
        "p",
        "HLX hoists are designed for lifting and lowering freely suspended loads up to the rated load on the nameplate. Diagonal pulling, dragging of loads and operation with persons on the load are not permitted. Service work is only allowed with the hoist unloaded and the mains isolator locked in the OFF position.",
    ),
    (
        "warning",
        "Never work on the brake while a load is suspended. The brake is the only element holding the load when the motor is de-energised.",
    ),
    ("h1", "2 Technical data"),
    ("h2", "2.1 Mechanical data"),
    (
        "table",
        {
            "widths": [58, 29, 29, 29, 29],
            "rows": [
                ["Item", "HLX 3.2", "HLX 5", "HLX 8", "HLX 12.5"],
                ["Rated load", "3 200 kg", "5 000 kg", "8 000 kg", "12 500 kg"],
                ["Mechanism group (ISO 4301)", "M5", "M5", "M4", "M4"],
                ["Reeving", "2/1", "4/1", "4/1", "4/1"],
                ["Lifting speed, main 1)", "8.0 m/min", "5.0 m/min", "4.0 m/min", "3.2 m/min"],
                ["Lifting speed, creep 1)", "1.3 m/min", "0.8 m/min", "0.7 m/min", "0.5 m/min"],
                ["Hook path, standard drum 2)", "12 m", "12 m", "9 m", "9 m"],
                ["Rope diameter", "9 mm", "11 mm", "13 mm", "16 mm"],
                ["Minimum breaking force of rope", "73.5 kN", "108 kN", "151 kN", "226 kN"],
                ["Static brake torque 3)", "95 N·m", "120 N·m", "150 N·m", "190 N·m"],
                ["Duty cycle (ED) 4)", "40 %", "40 %", "40 %", "25 %"],
                ["Starts per hour, max.", "240", "240", "180", "150"],
                ["Mass without trolley", "265 kg", "410 kg", "590 kg", "880 kg"],
            ],
            "notes": [
                "1) At 50 Hz supply. With a 60 Hz supply the lifting speeds are 20 % higher; the rated load does not change.",
                "2) Long drum (option L) adds 6 m of hook path on all models.",
                "3) At nominal air gap, with new friction lining after run-in.",
                "4) Relative duty cycle at 10 min cycle time. The thermal protection (code H05) trips when it is exceeded for a sustained period.",
            ],
        },
    ),
]

PAGE4 = [
    ("h2", "2.2 Electrical data"),
    (
        "table",
        {
            "widths": [58, 29, 29, 29, 29],
            "rows": [
                ["Item", "HLX 3.2", "HLX 5", "HLX 8", "HLX 12.5"],
                ["Hoist motor power, main speed", "4.8 kW", "6.3 kW", "7.5 kW", "9.5 kW"],
                ["Hoist motor power, creep speed", "0.8 kW", "1.0 kW", "1.2 kW", "1.5 kW"],
                ["Rated current at 400 V, main", "10.5 A", "13.5 A", "16.0 A", "21.5 A"],
                ["Starting current at 400 V", "38 A", "52 A", "64 A", "86 A"],
                ["Recommended supply fuse 5)", "20 A", "25 A", "32 A", "40 A"],
                ["Brake coil voltage (DC, via rectifier)", "190 V", "190 V", "190 V", "190 V"],
            ],
            "notes": [
                "5) Time-lag fuses class gG. Cross-travel and long-travel motors of the crane are not included.",
                "Supply: 400 V 3~ 50 Hz, tolerance ± 10 %. Control voltage: 48 V AC from control transformer T1.",
            ],
        },
    ),
    ("h2", "2.3 Hook and rope"),
    (
        "p",
        "The bottom block carries a forged single hook to DIN 15401 with a safety latch. Hook sizes are No. 2.5 (HLX 3.2), No. 5 (HLX 5), No. 8 (HLX 8) and No. 12 (HLX 12.5). The wire rope is a 16-strand compacted rope, right-hand lay, galvanised, with a tensile grade of 1960 N/mm2. Only ropes supplied by Holmgard may be fitted; the rope end is secured on the drum by three clamp plates and must have at least two dead turns remaining on the drum at the lowest hook position.",
    ),
    ("h2", "2.4 Oil fill"),
    (
        "table",
        {
            "widths": [58, 29, 29, 29, 29],
            "rows": [
                ["Item", "HLX 3.2", "HLX 5", "HLX 8", "HLX 12.5"],
                ["Hoist gear oil quantity", "2.1 L", "3.4 L", "5.5 L", "8.0 L"],
                ["Oil grade", "ISO VG 220 CLP", "ISO VG 220 CLP", "ISO VG 320 CLP", "ISO VG 320 CLP"],
            ],
            "notes": [
                "The gear is filled at the factory. Oil quantities are approximate; fill to the middle of the sight glass with the hoist hanging level.",
            ],
        },
    ),
    ("h2", "2.5 Ambient conditions"),
    (
        "p",
        "Permissible ambient temperature during operation is -20 °C to +40 °C. Relative humidity up to 80 %. Enclosure class of motors and electrical panel IP55. For use in explosive atmospheres the HLX range is not approved.",
    ),
]

PAGE5 = [
    ("h1", "3 Inspection and maintenance"),
    ("h2", "3.1 Intervals"),
    (
        "table",
        {
            "widths": [46, 128],
            "rows": [
                ["Interval", "Work"],
                [
                    "Daily, before first lift",
                    "Function test of brake, upper limit switch and emergency stop; visual check of rope and hook latch.",
                ],
                [
                    "Monthly",
                    "Check rope for broken wires and deformation; check rope guide for wear; lubricate rope if dry.",
                ],
                [
                    "Every 3 months",
                    "Measure brake air gap (see 4.1); check bottom block sheaves; check tightness of rope clamp plates.",
                ],
                [
                    "Every 12 months",
                    "Inspection by a competent person, including load test and overload device check; record in crane logbook.",
                ],
                [
                    "Gear oil",
                    "First change after 500 operating hours, then every 3 000 h or 5 years, whichever comes first.",
                ],
            ],
            "notes": [
                "In heavy use (more than 8 operating hours per day) halve the monthly and 3-monthly intervals.",
            ],
        },
    ),
    ("h2", "3.2 Brake"),
    (
        "p",
        "The hoist brake is a spring-applied DC disc brake. The air gap between armature plate and magnet body is 0.4 mm nominal when set. It increases as the friction lining wears. Readjust when the air gap reaches 0.8 mm. Replace the friction disc when the lining thickness has fallen to 7.0 mm (new: 9.0 mm).",
    ),
    ("h2", "3.3 Rope discard criteria"),
    (
        "p",
        "Discard the rope if any of the following is found: the number of visible broken wires over a length of 6 x d exceeds 4; the rope diameter has decreased by 7 % or more from nominal at any point; kinks, birdcaging, core protrusion or heat damage; corrosion with pitting. Always replace the rope guide together with the rope on HLX 8 and HLX 12.5.",
    ),
    ("h2", "3.4 Hook"),
    (
        "p",
        "Replace the hook if the throat opening has increased by more than 10 % or the wear at the bottom of the hook exceeds 5 % of the original section. Hooks must not be welded, heated or straightened.",
    ),
    ("h2", "3.5 Safe working period"),
    (
        "p",
        "The controller counts full-load equivalent operating hours. When the theoretical safe working period for the mechanism group is used up, code H11 is shown and a general overhaul is required. The counter can only be reset with the service key after the overhaul.",
    ),
]

PAGE6 = [
    ("h1", "4 Service procedures"),
    ("h2", "4.1 Adjusting the brake air gap"),
    (
        "ol",
        [
            "Lower the hook block to the floor until the rope is slack, switch off and lock the mains isolator.",
            "Remove the fan cowl of the hoist motor (four M6 screws).",
            "Measure the air gap at three points 120° apart with a feeler gauge.",
            "If the gap is 0.8 mm or more, slacken the three hollow adjusting screws by one turn.",
            "Turn the three fixing screws evenly until a 0.4 mm feeler gauge can just be pulled through at all three points.",
            "Tighten the hollow adjusting screws against the magnet body to the torque in section 5.",
            "Re-check the gap at all three points; the difference between points must not exceed 0.05 mm.",
            "Refit the fan cowl, switch on and carry out a brake test with rated load.",
        ],
    ),
    ("h2", "4.2 Replacing the wire rope"),
    (
        "ol",
        [
            "Lower the bottom block onto a pallet and unload the rope completely.",
            "Mark the position of the rope anchor (HLX 5 to HLX 12.5: rope anchor on the girder side).",
            "Switch off and lock the isolator, then remove the rope clamp plates on the drum.",
            "Unwind the old rope in creep speed with the limit switch bypassed using the service key.",
            "Pass the new rope through the rope guide and attach it with the three clamp plates, leaving 50 mm of rope end protruding.",
            "Wind on the rope under light tension (about 2 % of rated load) so that it lies correctly in the grooves.",
            "Reeve the bottom block and fit the rope end to the anchor with a new wedge socket.",
            "Set the upper and lower limit switches as described in HLS-HLX-OI, then remove the service key.",
            "Carry out a test lift with rated load and check that at least two dead turns remain on the drum.",
            "Record the rope change in the crane logbook.",
        ],
    ),
    (
        "note",
        "Never use a rope with a different lay direction or diameter. A rope of the wrong lay twists the bottom block under load.",
    ),
]

PAGE7 = [
    ("h1", "5 Tightening torques"),
    (
        "table",
        {
            "widths": [80, 24, 24, 46],
            "rows": [
                ["Joint", "Thread", "Class", "Torque"],
                ["Rope clamp plates on drum (HLX 3.2, HLX 5)", "M10", "8.8", "45 N·m"],
                ["Rope clamp plates on drum (HLX 8, HLX 12.5)", "M12", "8.8", "78 N·m"],
                ["Brake hollow adjusting screws", "M8", "8.8", "22 N·m"],
                ["Brake fixing screws", "M8", "8.8", "25 N·m"],
                ["Gear housing to drum frame", "M16", "10.9", "280 N·m"],
                ["Hoist frame to trolley side plates", "M20", "10.9", "550 N·m"],
                ["Bottom block cross-head nut locking screw", "M6", "8.8", "10 N·m"],
            ],
            "notes": [
                "Torques apply to lightly oiled threads. Self-locking nuts must be replaced each time they are removed.",
            ],
        },
    ),
    ("h1", "6 Fault codes"),
    (
        "p",
        "Codes are shown on the two-digit display of the hoist controller HC-2 behind the panel window. A code with a flashing decimal point is a warning; the hoist continues to run. A steady code is a stop; lifting is blocked until the cause is cleared.",
    ),
    (
        "table",
        {
            "widths": [14, 66, 94],
            "rows": [
                ["Code", "Meaning", "Remedy"],
                [
                    "H01",
                    "Overload - load above 110 % of rated load",
                    "Reduce the load. If the load is within rating, recalibrate the load cell with a test weight (HC-2 menu P4).",
                ],
                [
                    "H02",
                    "Upper limit switch actuated",
                    "Lower the hook in creep speed. Check the limit switch setting if the code appears before the highest permitted hook position.",
                ],
                [
                    "H03",
                    "Slack rope / lower limit",
                    "Lift the hook slowly to tension the rope. Check that the rope lies in the drum grooves.",
                ],
                [
                    "H05",
                    "Motor thermal protection (PTC) tripped",
                    "Let the motor cool for at least 20 minutes. Check the duty cycle and the number of starts per hour against 2.1.",
                ],
                [
                    "H07",
                    "Brake does not release (brake monitor)",
                    "Check the air gap (4.1), the brake rectifier and the brake coil resistance.",
                ],
            ],
        },
    ),
]

PAGE8 = [
    ("h2", "6.1 Fault codes (continued)"),
    (
        "table",
        {
            "widths": [14, 66, 94],
            "rows": [
                ["Code", "Meaning", "Remedy"],
                [
                    "H09",
                    "Phase failure or wrong phase sequence",
                    "Check supply fuses and the supply cable; swap two phases at the main terminals if the sequence is wrong.",
                ],
                [
                    "H11",
                    "Safe working period used up",
                    "General overhaul required. Contact Holmgard service; reset only with the service key after overhaul.",
                ],
                [
                    "H12",
                    "Main contactor welded (contact monitoring)",
                    "Switch off at the isolator immediately. Replace the contactor set.",
                ],
                [
                    "H14",
                    "Control voltage low (below 40 V AC)",
                    "Check control transformer T1 and its secondary fuse F2.",
                ],
                [
                    "H15",
                    "No communication with pendant or radio receiver",
                    "Check the pendant cable plug; with radio control check the receiver battery and pairing.",
                ],
            ],
        },
    ),
    ("h1", "7 Spare parts"),
    (
        "table",
        {
            "widths": [54, 30, 30, 30, 30],
            "size": 7.8,
            "rows": [
                ["Part", "HLX 3.2", "HLX 5", "HLX 8", "HLX 12.5"],
                ["Wire rope, complete with end", "HL-41-0909", "HL-41-1111", "HL-41-1313", "HL-41-1616"],
                ["Brake friction disc", "HL-22-0310", "HL-22-0310", "HL-22-0415", "HL-22-0415"],
                ["Brake rectifier", "HL-23-0190", "HL-23-0190", "HL-23-0190", "HL-23-0190"],
                ["Rope guide", "HL-44-0090", "HL-44-0110", "HL-44-0130", "HL-44-0160"],
                ["Bottom block, complete", "HL-50-0320", "HL-50-0500", "HL-50-0800", "HL-50-1250"],
                ["Upper limit switch", "HL-61-0002", "HL-61-0002", "HL-61-0003", "HL-61-0003"],
                ["Contactor set (main/creep)", "HL-70-0410", "HL-70-0412", "HL-70-0416", "HL-70-0422"],
                ["Pendant, 6 buttons", "HL-80-0006", "HL-80-0006", "HL-80-0006", "HL-80-0006"],
            ],
            "notes": [
                "Always quote the hoist serial number from the nameplate when ordering. Parts not listed are available on request.",
            ],
        },
    ),
]


def documents():
    return [
        {
            "format": "pdf",
            "file": FILE,
            "key": KEY,
            "version": "Edition 4",
            "title": "HLX Wire Rope Hoists - Service Manual",
            "running_title": "HLX Wire Rope Hoists - Service Manual",
            "company": COMPANY,
            "footer_note": "Edition 4, 2023-03",
            "pages": [COVER, CONTENTS, PAGE3, PAGE4, PAGE5, PAGE6, PAGE7, PAGE8],
            "meta": meta(KEY, "Edition 4", "2023-03-01", None, "2023-02-27", PRODUCT, VARIANTS),
        }
    ]

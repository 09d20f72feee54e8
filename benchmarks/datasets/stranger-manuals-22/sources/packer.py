# ruff: noqa: E501
"""Packwell Automation - VF series vertical form-fill-seal packaging machines (all invented).

PKW-SM-VF  service manual, Edition 2 (PDF, 8 pages) covering VF-250, VF-320, VF-400
vf_field_notes.md  technician field notes (Markdown, no sidecar)
"""

import datetime as dt

UTC = dt.UTC
COMPANY = "Packwell Automation Ltd."
PRODUCT = "VF Series Vertical Form-Fill-Seal Machine"
MODELS = ["VF-250", "VF-320", "VF-400"]


def manual_pages():
    p1 = [
        ("title", "VF Series Form-Fill-Seal Machines"),
        ("sub", "Service Manual - VF-250, VF-320, VF-400"),
        ("sub", "Document PKW-SM-VF, Edition 2"),
        ("gap", 3),
        (
            "p",
            "The VF series forms bags from a flat reel of heat-sealable film around a forming tube, fills "
            "them with product dosed by an upstream weigher or auger filler, and closes them with heated "
            "sealing jaws. The model number gives the maximum film width in millimetres.",
        ),
        ("h1", "Edition history"),
        (
            "table",
            {
                "w": [25, 30, 125],
                "head": ["Edition", "Date", "Change"],
                "rows": [
                    ["1", "2020-10-12", "First issue."],
                    ["2", "2022-11-01", "VF-400 added; alarm list and spare parts revised."],
                ],
            },
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [25, 120, 35],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety", "page 2"],
                    ["2", "Technical data", "page 2"],
                    ["2.2", "Sealing settings and operating limits", "page 3"],
                    ["3", "Maintenance intervals", "page 4"],
                    ["4", "Tightening torques", "page 5"],
                    ["5", "Service procedures", "page 6"],
                    ["6", "Alarm codes", "page 7"],
                    ["7", "Spare parts", "page 8"],
                ],
            },
        ),
        (
            "small",
            "Packwell Automation Ltd., Mill Lane Business Park, Castlebrook. Serial numbers are printed "
            "as PK followed by seven digits, for example PK3200771.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety"),
        (
            "p",
            "The sealing jaws close with up to 3 kN and run at up to 200 °C. The film pull belts and the "
            "knife are driven by servo motors that can start without warning when the machine is in AUTO.",
        ),
        (
            "bul",
            [
                "Do not reach into the jaw area unless the machine is in SAFE STOP and the air is dumped.",
                "Do not override the guard door switches or the jaw obstruction sensor.",
                "Do not clean the jaws with a steel wire brush or a metal scraper.",
                "Do not run the machine with the pull belt guard removed.",
                "Do not splice film with adhesive tape thicker than 50 microns.",
                "Do not leave the jaw heaters switched on when the machine is unattended for more than 30 minutes.",
            ],
        ),
        ("h1", "2 Technical data"),
        ("h2", "2.1 Main data"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Item", "VF-250", "VF-320", "VF-400"],
                "rows": [
                    ["Maximum film width", "250 mm", "320 mm", "400 mm"],
                    ["Bag width range", "50-120 mm", "80-150 mm", "100-190 mm"],
                    ["Bag length range (1)", "60-300 mm", "80-400 mm", "100-450 mm"],
                    ["Maximum speed, pillow bags", "90 bags/min", "75 bags/min", "60 bags/min"],
                    ["Film reel outside diameter, max", "350 mm", "400 mm", "450 mm"],
                    ["Film reel core diameter", "76 mm", "76 mm", "76 mm"],
                    ["Installed power", "4.5 kW", "5.5 kW", "7.0 kW"],
                    ["Compressed air consumption (2)", "120 NL/min", "150 NL/min", "190 NL/min"],
                ],
                "notes": [
                    "(1) Longer bags possible with double pull, which halves the maximum speed.",
                    "(2) At 6 bar and maximum speed, including the bag deflator.",
                ],
            },
        ),
    ]
    p3 = [
        ("h2", "2.2 Sealing settings and operating limits"),
        (
            "table",
            {
                "w": [76, 34, 35, 35],
                "head": ["Setting", "Film", "Minimum", "Maximum"],
                "rows": [
                    ["Cross jaw temperature", "PE mono", "125 °C", "150 °C"],
                    ["Cross jaw temperature", "OPP/CPP laminate", "140 °C", "175 °C"],
                    ["Cross jaw temperature", "PET/PE laminate", "160 °C", "195 °C"],
                    ["Longitudinal sealer temperature", "PE mono", "120 °C", "145 °C"],
                    ["Longitudinal sealer temperature", "Laminates", "150 °C", "190 °C"],
                    ["Jaw dwell time (3)", "All", "80 ms", "400 ms"],
                    ["Jaw closing pressure", "All", "2.0 bar", "5.0 bar"],
                    ["Supply air pressure", "All", "5.5 bar", "7.0 bar"],
                    ["Film tension, dancer setting", "All", "20 %", "60 %"],
                ],
                "notes": [
                    "(3) Dwell time longer than 250 ms reduces the maximum speed shown in 2.1.",
                ],
            },
        ),
        (
            "p",
            "Start with the lowest temperature in the range and raise it in 5 °C steps until the seal passes "
            "the peel test in 5.3. Seals made hotter than necessary become brittle and crack at the edges.",
        ),
        ("h2", "2.3 Ambient conditions"),
        (
            "table",
            {
                "w": [90, 45, 45],
                "head": ["Condition", "Minimum", "Maximum"],
                "rows": [
                    ["Room temperature", "5 °C", "35 °C"],
                    ["Relative humidity, non-condensing", "-", "85 %"],
                ],
            },
        ),
        (
            "p",
            "The VF-400 needs a floor that can carry 1200 kg on its four feet. Level the frame to within "
            "1 mm per metre before the first start.",
        ),
    ]
    p4 = [
        ("h1", "3 Maintenance intervals"),
        (
            "table",
            {
                "w": [72, 36, 36, 36],
                "head": ["Task", "VF-250", "VF-320", "VF-400"],
                "rows": [
                    ["Clean jaws and knife (4)", "Every shift", "Every shift", "Every shift"],
                    ["Check pull belts for wear", "Weekly", "Weekly", "Weekly"],
                    ["Replace pull belts", "2000 h", "2000 h", "1500 h"],
                    ["Replace jaw PTFE cover tape", "500 h", "500 h", "400 h"],
                    ["Lubricate jaw linear guides", "250 h", "250 h", "200 h"],
                    ["Drain air filter bowl", "Daily", "Daily", "Daily"],
                    ["Replace air filter element", "6 months", "6 months", "6 months"],
                    ["Check thermocouple connections", "Monthly", "Monthly", "Monthly"],
                    ["Replace knife blade", "3 million cuts", "3 million cuts", "2 million cuts"],
                    ["Check servo gearbox oil", "12 months", "12 months", "12 months"],
                ],
                "notes": [
                    "(4) Clean hot jaws with the brass brush PK-T-022 only. Products with sugar or cheese dust may "
                    "need cleaning every 2 hours.",
                ],
            },
        ),
        ("h2", "3.1 Lubricants"),
        (
            "p",
            "Jaw linear guides: food-grade grease NSF H1, Packwell PK-L-H1, 2 strokes of the grease gun per "
            "nipple. Servo gearboxes are filled for life with food-grade synthetic oil; top up only.",
        ),
        ("p", "The pull belts must never be treated with belt dressing or silicone spray."),
    ]
    p5 = [
        ("h1", "4 Tightening torques"),
        (
            "table",
            {
                "w": [70, 26, 28, 28, 28],
                "head": ["Joint", "Thread", "VF-250", "VF-320", "VF-400"],
                "rows": [
                    ["Forming tube clamp screws", "M8", "15 Nm", "15 Nm", "18 Nm"],
                    ["Cross jaw fixing screws (5)", "M8", "22 Nm", "22 Nm", "25 Nm"],
                    ["Heater cartridge clamp screws", "M5", "4 Nm", "4 Nm", "4 Nm"],
                    ["Knife blade screws", "M6", "9 Nm", "9 Nm", "9 Nm"],
                    ["Pull belt pulley set screws", "M6", "10 Nm", "10 Nm", "10 Nm"],
                    ["Reel shaft brake caliper", "M10", "35 Nm", "35 Nm", "40 Nm"],
                    ["Jaw servo motor flange", "M8", "25 Nm", "25 Nm", "25 Nm"],
                ],
                "notes": [
                    "(5) Tighten with the jaws closed and cold so that the faces align. Use thread locker "
                    "of medium strength.",
                ],
            },
        ),
        (
            "p",
            "Heater cartridge clamp screws are tightened cold and checked again after the first hour at "
            "working temperature, because the jaw block expands when it heats up.",
        ),
        ("h2", "4.1 Thread locking"),
        (
            "p",
            "Medium-strength thread locker is used on all jaw and knife screws. High-strength thread locker "
            "must not be used anywhere on the jaw assembly.",
        ),
    ]
    p6 = [
        ("h1", "5 Service procedures"),
        ("h2", "5.1 Replacing a jaw heater cartridge"),
        (
            "steps",
            [
                "Switch off the jaw heaters and let the jaws cool below 50 °C.",
                "Put the machine in SAFE STOP, dump the air and lock the main switch off.",
                "Disconnect the heater leads at the jaw terminal box.",
                "Loosen the two clamp screws and push the old cartridge out with the 8 mm drift PK-T-008.",
                "Coat the new cartridge with heat-transfer paste PK-L-HT and slide it in fully.",
                "Tighten the clamp screws to the torque in section 4.",
                "Reconnect the leads, restore power and check that the jaw reaches set temperature within 15 minutes.",
            ],
        ),
        ("h2", "5.2 Changing the forming tube"),
        (
            "steps",
            [
                "Run the film out of the machine or cut it above the forming shoulder.",
                "Loosen the forming tube clamp screws and lift the forming set up and out.",
                "Fit the new forming set and set the tube-to-jaw gap to 3 mm with the gauge PK-T-031.",
                "Tighten the clamp screws, thread the film and enter the new bag width in the recipe.",
            ],
        ),
        ("h2", "5.3 Seal peel test"),
        (
            "p",
            "Cut a 15 mm wide strip across the cross seal and pull the two layers apart by hand. A good "
            "seal tears the film next to the seal rather than peeling open in the seal area.",
        ),
    ]
    a13 = (
        "fault",
        "A-13",
        "Knife not in home position",
        "stop",
        "Remedy: 1. Put the machine in SAFE STOP and dump the air. 2. Check for film or product caught in "
        "the knife slot.",
    )
    p7 = [
        ("h1", "6 Alarm codes"),
        (
            "p",
            "Alarms are shown on the HMI with a number and a short text. Stop alarms halt the machine at the "
            "end of the cycle; warnings allow production to continue.",
        ),
        (
            "fault",
            "A-01",
            "Film break detected",
            "stop",
            "Remedy: Rethread the film following the threading diagram inside the reel guard.",
        ),
        (
            "fault",
            "A-02",
            "Film reel nearly empty",
            "warning",
            "Remedy: Prepare a new reel and splice it at the splice table when the alarm A-01 is imminent.",
        ),
        (
            "fault",
            "A-03",
            "Cross jaw temperature below setpoint band",
            "stop",
            "Remedy: Check the heater fuse F21 and the heater cartridge resistance (about 48 ohm when cold).",
        ),
        (
            "fault",
            "A-04",
            "Cross jaw temperature above setpoint band",
            "stop",
            "Remedy: Check the solid-state relay K21 for a short circuit and check the thermocouple position.",
        ),
        (
            "fault",
            "A-05",
            "Thermocouple open circuit",
            "stop",
            "Remedy: Check the plug at the jaw terminal box; replace the thermocouple type J if it is broken.",
        ),
        (
            "fault",
            "A-06",
            "Jaw obstruction detected",
            "stop",
            "Remedy: Remove the product or film from between the jaws and reset from the HMI.",
        ),
        (
            "fault",
            "A-07",
            "Supply air pressure low",
            "stop",
            "Remedy: Check the main air supply and drain the filter bowl; the limit is given in 2.2.",
        ),
        (
            "fault",
            "A-08",
            "Registration mark not found",
            "warning",
            "Remedy: Clean the lens of the print-mark sensor and teach the mark again in the film menu.",
        ),
        (
            "fault",
            "A-09",
            "Pull belt slip",
            "warning",
            "Remedy: Check the belt vacuum and belt wear; clean the belts with warm water only.",
        ),
        (
            "fault",
            "A-10",
            "Guard door open",
            "stop",
            "Remedy: Close the door; check the coded door switch if the alarm stays.",
        ),
        (
            "fault",
            "A-11",
            "Servo drive fault",
            "stop",
            "Remedy: Read the drive code on the HMI drive page and follow the drive manual.",
        ),
        (
            "fault",
            "A-12",
            "No ready signal from the filler",
            "warning",
            "Remedy: Check the filler is in automatic and the interface cable X40 is plugged in.",
        ),
        a13,
    ]
    p8 = [
        ("h3", "A-13 (continued from page 7)"),
        (
            "p",
            "3. Turn the knife by hand with the handwheel until the home sensor B33 lights. 4. If the sensor "
            "does not light, set its gap to 1.5 mm and try again.",
        ),
        (
            "fault",
            "A-14",
            "Date coder not ready",
            "warning",
            "Remedy: Check the ribbon of the thermal transfer coder and its ready signal.",
        ),
        (
            "fault",
            "A-15",
            "Bag length deviation over 5 mm",
            "warning",
            "Remedy: Check film tension and the print-mark sensor; reteach the bag length.",
        ),
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Description", "VF-250", "VF-320", "VF-400"],
                "rows": [
                    ["Cross jaw set, serrated", "PK-J-2501", "PK-J-3201", "PK-J-4001"],
                    ["Heater cartridge, 400 W", "PK-H-0400", "PK-H-0400", "-"],
                    ["Heater cartridge, 630 W (6)", "-", "-", "PK-H-0630"],
                    ["Thermocouple type J", "PK-S-0010", "PK-S-0010", "PK-S-0010"],
                    ["Pull belt, vacuum (pair)", "PK-B-1250", "PK-B-1320", "PK-B-1400"],
                    ["Knife blade, serrated", "PK-K-0250", "PK-K-0320", "PK-K-0400"],
                    ["PTFE cover tape, 10 m", "PK-T-0110", "PK-T-0110", "PK-T-0112"],
                    ["Air filter element", "PK-A-0505", "PK-A-0505", "PK-A-0505"],
                ],
                "notes": [
                    "(6) The VF-400 jaw block takes only the 630 W cartridge.",
                ],
            },
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


FIELD_NOTES = """# VF series - field notes (service team north)

Informal notes kept by the Packwell field service team. Not a controlled document; the service manual PKW-SM-VF wins where they disagree.

## 2023-01-17 - snack plant, line 3, VF-320 PK3200771

- Complaint: A-08 every few minutes after the customer changed film supplier.
- Found: print mark on the new film is dark blue on silver, sensor was taught on black on white.
- Fix: cleaned the sensor lens and re-taught the mark, then raised the sensor gain from 40 to 55.
- Tip: always re-teach the mark after any change of film supplier, even if the artwork looks the same.

## 2023-03-02 - frozen vegetables, VF-400 PK4000128

- Complaint: leaking cross seals, mainly at the bag corners.
- Found: jaw PTFE tape worn through at the ends; customer had stretched the tape change to about 900 h.
- Fix: new PTFE tape PK-T-0112 both jaws; cross jaw at 170 °C for their PET/PE film.
- Why the corners go first: the tape is thinnest where it wraps round the jaw ends, so wear shows there first.

## 2023-06-21 - coffee roaster, VF-250 PK2500346

- Complaint: A-09 pull belt slip with the 90 g coffee bags.
- Found: belts glazed; someone had sprayed silicone on them to stop squeaking.
- Fix: replaced the pull belt pair PK-B-1250 and set the vacuum to 0.45 bar.
- Told the customer: never use silicone or dressing on the belts; the vacuum belts grip by friction and the spray kills it for good.

## 2023-09-05 - sugar packer, VF-320 PK3200902

- Jaws were being cleaned every 8 hours; sugar was caramelising on the serrations and causing leaks.
- Changed their routine to a jaw clean every 2 hours with the brass brush.
- Knife blade had done 2.4 million cuts and was still fine.

## 2024-02-13 - cheese grater line, VF-400 PK4000215

- A-03 alarms on cold mornings in the first 10 minutes.
- Heater cartridge read 71 ohm cold, so it was failing. Replaced with PK-H-0630.
- Reminder: the VF-400 must not be fitted with the 400 W cartridge from the smaller machines; it will never reach the PET/PE temperature at full speed.

## 2024-05-28 - training note

- Jaw dwell: start at 150 ms for laminates, then tune.
- Air: customer compressors often sag below 5.5 bar at shift start - check with a gauge at the machine, not at the compressor.
- Brass brush only on jaws: a steel brush scratches the serrations and the scratches become leak paths.
"""


def _meta(key, version, frm, to, rec):
    return {
        "document": key,
        "version": version,
        "effective_from": frm,
        "effective_to": to,
        "recorded_at": rec + "T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(MODELS)},
    }


def pdf_specs():
    return [
        {
            "file": "PKW-SM-VF_Edition2.pdf",
            "company": COMPANY,
            "title": "VF Series Form-Fill-Seal Machines - Service Manual",
            "docno": "PKW-SM-VF",
            "rev": "Edition 2",
            "created": dt.datetime(2022, 10, 24, 9, tzinfo=UTC),
            "pages": manual_pages(),
            "meta": _meta("PKW-SM-VF", "Edition 2", "2022-11-01", None, "2022-10-24"),
        }
    ]


def docx_specs():
    return []


def text_files():
    return [("vf_field_notes.md", FIELD_NOTES, None)]

"""Tollund Compaction Equipment: VPC plate compactors (all invented).

- service manual TCE-SM-1120 Rev 3 (PDF, 8 pages, models VPC-60, VPC-80, VPC-100R)
- technical service bulletin TCE-TSB-2023-04 (DOCX)
- technician field notes (Markdown, no sidecar)
"""

COMPANY = "Tollund Compaction Equipment A/S"


def manual_spec():
    p1 = [
        ("title", "VPC Series Vibratory Plate Compactors"),
        ("subtitle", "Service Manual  -  TCE-SM-1120, Rev 3"),
        (
            "p",
            "This manual applies to the forward-running plates VPC-60 and VPC-80 with petrol engines and "
            "to the reversible plate VPC-100R with diesel engine and TCE InfoPanel display. It is written "
            "for trained service technicians. Operating instructions are in the operator manual supplied "
            "with each machine.",
        ),
        ("h2", "Revision history"),
        (
            "table",
            {
                "w": [22, 30, 128],
                "head": ["Revision", "Date", "Changes"],
                "rows": [
                    ["Rev 1", "2019-04-01", "Initial issue, VPC-60 and VPC-80"],
                    ["Rev 2", "2020-11-15", "VPC-100R added"],
                    ["Rev 3", "2022-09-01", "Exciter oil quantities, InfoPanel codes F12 and F14 added"],
                ],
            },
        ),
        ("h2", "Contents"),
        (
            "table",
            {
                "w": [20, 130, 30],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety", "2"],
                    ["2", "Specifications", "2"],
                    ["3", "Maintenance schedule", "3"],
                    ["4", "Engine and drive", "4"],
                    ["5", "Exciter", "5"],
                    ["5.2", "Torque values", "5"],
                    ["6", "InfoPanel fault codes (VPC-100R)", "6"],
                    ["6.2", "Troubleshooting without a code", "7"],
                    ["7", "Spare parts", "8"],
                ],
            },
        ),
        (
            "p",
            "Serial numbers have the form TC followed by seven digits and are printed on the identification "
            "plate on the guard frame. Quote model and serial number with every parts order.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety"),
        (
            "bullets",
            [
                "Do not run the engine in trenches or closed rooms without forced ventilation.",
                "Do not lift the machine by the guide handle; use the central lifting point on the guard frame.",
                "Do not tilt a VPC-60 or VPC-80 by more than 20 degrees with fuel in the tank.",
                "Do not operate the plate on set concrete or rock; the exciter bearings are overloaded.",
                "Do not fill the exciter with engine oil. Use TCE exciter oil EX-10 only.",
                "Do not alter the clutch engagement speed by changing the governor spring.",
            ],
        ),
        ("h1", "2 Specifications"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Parameter", "VPC-60", "VPC-80", "VPC-100R"],
                "rows": [
                    ["Operating weight (1)", "64 kg", "92 kg", "318 kg"],
                    ["Plate width", "400 mm", "500 mm", "600 mm"],
                    ["Centrifugal force", "11 kN", "15 kN", "42 kN"],
                    ["Vibration frequency", "98 Hz", "95 Hz", "69 Hz"],
                    ["Travel speed, forward", "24 m/min", "26 m/min", "22 m/min"],
                    ["Travel speed, reverse", "-", "-", "20 m/min"],
                    ["Engine", "TE-140 petrol", "TE-200 petrol", "TD-420 diesel"],
                    ["Engine power (2)", "3.1 kW", "4.1 kW", "7.0 kW"],
                    ["Fuel tank", "3.1 L", "3.6 L", "5.0 L"],
                    ["Engine oil quantity", "0.45 L", "0.60 L", "1.60 L"],
                    ["Exciter oil quantity", "0.20 L", "0.25 L", "0.90 L"],
                    ["Max. gradeability (3)", "30 %", "30 %", "35 %"],
                ],
                "notes": [
                    "(1) Without water sprinkler kit. The sprinkler kit adds 6 kg (VPC-60, VPC-80 only).",
                    "(2) Net power at 3,600 rpm (petrol) or 3,000 rpm (diesel).",
                    "(3) On dry granular soil. On cohesive soil do not exceed 20 % with any model.",
                ],
            },
        ),
    ]
    p3 = [
        ("h1", "3 Maintenance schedule"),
        (
            "p",
            "Intervals are engine operating hours from the hour meter. Carry out each task at the interval "
            "shown or once a year, whichever comes first.",
        ),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Task", "VPC-60", "VPC-80", "VPC-100R"],
                "rows": [
                    ["Check engine oil level", "Daily", "Daily", "Daily"],
                    ["Clean air filter element (1)", "25 h", "25 h", "50 h"],
                    ["Change engine oil", "50 h", "50 h", "250 h"],
                    ["Change exciter oil (2)", "200 h", "200 h", "500 h"],
                    ["Check V-belt tension", "50 h", "50 h", "100 h"],
                    ["Inspect shock mounts", "100 h", "100 h", "100 h"],
                    ["Replace spark plug", "300 h", "300 h", "-"],
                    ["Replace fuel filter", "300 h", "300 h", "500 h"],
                    ["Check valve clearance", "300 h", "300 h", "500 h"],
                    ["Change hydraulic oil", "-", "-", "1,000 h"],
                ],
                "notes": [
                    "(1) Clean daily when working in very dusty conditions.",
                    "(2) First exciter oil change on a new or rebuilt exciter after 25 h.",
                ],
            },
        ),
        ("h2", "3.1 Lubricants"),
        (
            "table",
            {
                "w": [66, 114],
                "head": ["Use", "Specification"],
                "rows": [
                    ["Engine oil, TE-140 and TE-200", "SAE 10W-30, API SN"],
                    ["Engine oil, TD-420", "SAE 15W-40, API CK-4"],
                    ["Exciter", "TCE exciter oil EX-10 (SAE 10 hydraulic type)"],
                    ["Hydraulic reversing system", "HVLP 46"],
                ],
            },
        ),
    ]
    p4 = [
        ("h1", "4 Engine and drive"),
        ("h2", "4.1 Engine speed settings"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Setting", "VPC-60", "VPC-80", "VPC-100R"],
                "rows": [
                    ["Idle speed", "1,400 rpm", "1,400 rpm", "1,200 rpm"],
                    ["Clutch engagement speed", "2,200 rpm", "2,200 rpm", "1,900 rpm"],
                    ["Maximum no-load speed", "3,600 rpm", "3,600 rpm", "3,000 rpm"],
                ],
            },
        ),
        (
            "p",
            "The centrifugal clutch must be fully disengaged at idle. If the plate creeps at idle speed, "
            "check the idle speed first, then the clutch springs.",
        ),
        ("h2", "4.2 V-belt tension"),
        (
            "steps",
            [
                "Stop the engine and let it cool. Remove the belt guard (four M6 screws).",
                "Press the belt down at the centre of the free span with a force of 50 N.",
                "Measure the deflection: 10 to 12 mm on VPC-60 and VPC-80, 8 to 10 mm on VPC-100R.",
                "To adjust, loosen the four engine mounting bolts and move the engine with the tension screw.",
                "Tighten the engine mounting bolts to the torque in Table 5.2 and check the alignment.",
                "Refit the belt guard. Never run the machine without the belt guard.",
            ],
        ),
        (
            "p",
            "Replace the belt if it shows cracks on the inner side, is glazed, or cannot be tensioned "
            "within the adjustment range. Always replace the belt and not only re-tension it after a "
            "clutch failure.",
        ),
    ]
    p5 = [
        ("h1", "5 Exciter"),
        ("h2", "5.1 Exciter oil change"),
        (
            "steps",
            [
                "Run the machine for 5 minutes so that the oil is warm, then stop the engine.",
                "Tilt the machine so that the drain plug is at the lowest point, or place it on blocks.",
                "Remove the drain plug and let the oil drain completely into a container.",
                "Fit a new sealing ring and refit the drain plug.",
                "Fill with EX-10 through the filler plug, using the quantity in Section 2.",
                "Refit the filler plug and run the machine for 2 minutes; check for leaks.",
            ],
        ),
        ("h2", "5.2 Torque values"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Fastener", "VPC-60", "VPC-80", "VPC-100R"],
                "rows": [
                    ["Engine mounting bolts", "M8, 24 Nm", "M8, 24 Nm", "M10, 45 Nm"],
                    ["Exciter to base plate (1)", "M10, 49 Nm", "M12, 85 Nm", "M16, 210 Nm"],
                    ["Shock mount nuts (2)", "M10, 40 Nm", "M10, 40 Nm", "M12, 70 Nm"],
                    ["Exciter cover screws", "M6, 10 Nm", "M6, 10 Nm", "M8, 25 Nm"],
                    ["Belt guard screws", "M6, 8 Nm", "M6, 8 Nm", "M6, 8 Nm"],
                    ["Handle pivot bolts", "M12, 60 Nm", "M12, 60 Nm", "M12, 60 Nm"],
                ],
                "notes": [
                    "(1) Apply medium-strength threadlocker to the exciter bolts.",
                    "(2) Use new self-locking nuts every time a shock mount is removed.",
                ],
            },
        ),
        (
            "p",
            "Torque values are for dry threads. Check all fasteners in this table after the first "
            "10 hours of a new or repaired machine.",
        ),
    ]
    p6 = [
        ("h1", "6 InfoPanel fault codes (VPC-100R)"),
        (
            "p",
            "The VPC-100R shows codes on the TCE InfoPanel. The VPC-60 and VPC-80 have no display; their "
            "faults are found with the table in 6.2. Codes with (STOP) shut the engine down.",
        ),
        (
            "code",
            "F01 (STOP)",
            "Engine oil pressure low",
            [
                ("Meaning", "Oil pressure switch open with engine running for more than 3 s."),
                (
                    "Remedy",
                    "Check the engine oil level. Top up with SAE 15W-40. If the level is correct, "
                    "test the oil pressure switch.",
                ),
            ],
        ),
        (
            "code",
            "F02 (STOP)",
            "Engine temperature high",
            [
                ("Meaning", "Cylinder head temperature above 180 °C."),
                ("Remedy", "Clean the cooling fins and the fan intake screen. Check the fan belt."),
            ],
        ),
        (
            "code",
            "F03",
            "Charging fault",
            [
                ("Meaning", "Battery voltage below 12.2 V with engine running."),
                ("Remedy", "Check the alternator connector and the 30 A fuse on the panel rear."),
            ],
        ),
        (
            "code",
            "F04",
            "Hydraulic oil temperature high",
            [
                ("Meaning", "Hydraulic oil above 85 °C in the reversing system."),
                ("Remedy", "Check the oil level and clean the oil cooler fins."),
            ],
        ),
        (
            "code",
            "F05",
            "Air filter restricted",
            [
                ("Meaning", "Vacuum switch in the intake reports restriction above 6 kPa."),
                ("Remedy", "Clean or replace the air filter element."),
            ],
        ),
        (
            "code",
            "F07",
            "Exciter service due",
            [
                ("Meaning", "Hour meter has reached the exciter oil change interval."),
                ("Remedy", "Change exciter oil (5.1), then hold the INFO key for 5 s to reset."),
            ],
        ),
        (
            "code",
            "F12",
            "Reversing valve solenoid open circuit",
            [
                (
                    "Meaning",
                    "The control unit measures no current in solenoid Y2 when reverse is selected. "
                    "The plate can still travel forward but cannot reverse.",
                ),
            ],
        ),
    ]
    p7 = [
        (
            "code",
            "F12 (continued)",
            "",
            [
                (
                    "Remedy",
                    "Measure the coil resistance of Y2 at its plug: 7 to 9 ohm is correct. Replace "
                    "the coil if open. Check connector X5 for corrosion.",
                ),
            ],
        ),
        (
            "code",
            "F14",
            "Low fuel",
            [
                ("Meaning", "Fuel level below 0.5 L."),
                ("Remedy", "Refuel with diesel to EN 590. Bleed the fuel system if the engine has stalled."),
            ],
        ),
        ("h2", "6.2 Troubleshooting without a code"),
        (
            "table",
            {
                "w": [58, 62, 60],
                "head": ["Symptom", "Likely cause", "Action"],
                "rows": [
                    ["Plate creeps at idle", "Idle speed too high", "Set idle speed (4.1)"],
                    ["", "Clutch springs weak", "Replace clutch"],
                    ["Weak vibration", "V-belt slipping", "Tension belt (4.2)"],
                    ["", "Exciter oil overfilled", "Correct oil quantity"],
                    ["Plate jumps, poor travel", "Soil too wet", "Let soil dry"],
                    ["Handle vibration high", "Shock mounts worn", "Replace mounts"],
                    ["Engine will not start", "Fuel tap closed", "Open fuel tap"],
                    ["", "Oil alert switch", "Check oil level"],
                    ["Exciter runs hot", "Wrong or too much oil", "Drain and refill EX-10"],
                ],
            },
        ),
        (
            "p",
            "A hot exciter housing is normal up to about 80 °C after long work. Above that, check the oil "
            "quantity and grade first; bearing damage is the next likely cause.",
        ),
    ]
    p8 = [
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "w": [60, 40, 40, 40],
                "head": ["Description", "VPC-60", "VPC-80", "VPC-100R"],
                "rows": [
                    ["Air filter element", "TC-401-2210", "TC-401-2210", "TC-403-2290"],
                    ["V-belt", "TC-401-3105", "TC-402-3108", "TC-403-3112"],
                    ["Shock mount", "TC-401-4400", "TC-401-4400", "TC-403-4420"],
                    ["Spark plug", "TC-401-5001", "TC-401-5001", "-"],
                    ["Fuel filter", "TC-401-5120", "TC-401-5120", "TC-403-5150"],
                    ["Exciter seal kit", "TC-401-6030", "TC-402-6035", "TC-403-6060"],
                    ["Centrifugal clutch", "TC-401-7010", "TC-402-7012", "TC-403-7020"],
                    ["Base plate wear plate", "TC-401-8000", "TC-402-8000", "TC-403-8004"],
                    ["Reversing solenoid coil Y2", "-", "-", "TC-403-9120"],
                    ["Exciter oil EX-10, 1 L", "TC-900-0010", "TC-900-0010", "TC-900-0010"],
                ],
                "notes": [
                    "Base plate wear plates are supplied with new countersunk screws.",
                ],
            },
        ),
        (
            "p",
            "Use genuine TCE parts only. Shock mounts from other suppliers may have a different rubber "
            "hardness and change the vibration transmitted to the handle.",
        ),
    ]
    return {
        "company": COMPANY,
        "title": "VPC Series Service Manual",
        "docno": "TCE-SM-1120",
        "rev": "Rev 3",
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }


# ---------------------------------------------------------------- DOCX bulletin (structure for python-docx)

BULLETIN = {
    "title": "Technical Service Bulletin TCE-TSB-2023-04",
    "subtitle": "Shock mount replacement - VPC-80 and VPC-100R",
    "header": "Tollund Compaction Equipment A/S | Technical Service Bulletin | TCE-TSB-2023-04 | Issue 1",
    "blocks": [
        (
            "table",
            [
                ["Item", "Detail"],
                ["Date of issue", "2023-06-12"],
                ["Category", "Mandatory"],
                ["Models affected", "VPC-80 and VPC-100R"],
                ["Serial numbers", "TC2210400 to TC2211250"],
                ["Not affected", "VPC-60, all serial numbers"],
                ["Related documents", "Service manual TCE-SM-1120 Rev 3"],
            ],
        ),
        ("h", "1 Reason"),
        (
            "p",
            "One production batch of shock mounts (rubber date codes 22-31 to 22-40) was made with a "
            "lower rubber hardness than specified. These mounts can tear at the bonding line after "
            "about 150 operating hours, which lets the upper mass knock against the base plate.",
        ),
        ("h", "2 Identification"),
        (
            "p",
            "Affected mounts carry a date code between 22-31 and 22-40 moulded on the rubber flank. "
            "Mounts with other date codes need not be replaced, but the nut torque below still applies.",
        ),
        ("h", "3 Values superseded"),
        ("p", "For affected machines the following values replace those in the service manual:"),
        (
            "table",
            [
                ["Item", "Model", "Manual value", "New value"],
                ["Shock mount", "VPC-80", "TC-401-4400", "TC-401-4405"],
                ["Shock mount", "VPC-100R", "TC-403-4420", "TC-403-4425"],
                ["Shock mount nut torque", "VPC-80", "40 Nm", "45 Nm"],
                ["Shock mount nut torque", "VPC-100R", "70 Nm", "78 Nm"],
                ["Shock mount inspection", "both", "100 h", "50 h until mounts replaced"],
            ],
        ),
        ("h", "4 Procedure"),
        ("n", "Park the machine on level ground, stop the engine and let the exciter cool."),
        ("n", "Support the upper mass on wooden blocks so that the mounts are unloaded."),
        ("n", "Remove the nuts and the old mounts one at a time, never all four together."),
        ("n", "Fit the new mount with new self-locking nuts and tighten to the new torque value."),
        ("n", "After all four mounts are replaced, run the machine for 10 minutes and re-check the torque."),
        ("n", "Write TSB 23-04 and the date on the service label inside the guard frame."),
        ("h", "5 Compliance and warranty"),
        (
            "table",
            [
                ["Item", "Detail"],
                ["Compliance", "Before the next hire or use, at the latest by 2023-09-30"],
                ["Labour time", "VPC-80: 0.8 h; VPC-100R: 1.5 h"],
                ["Warranty claim code", "W-2304 (parts and labour)"],
            ],
        ),
        ("p", "Return the removed mounts with the warranty claim. Do not reuse the removed self-locking nuts."),
    ],
}


FIELD_NOTES = """\
# Field notes - VPC plates, Harbour Road hire depot

Kept by the depot workshop. Informal notes, not a TCE document. Check the service manual
TCE-SM-1120 for official values.

## Exciter oil

- On the hire fleet we change VPC-80 exciter oil every 150 h instead of the book 200 h.
  Reason: hire customers run them on hard hardcore and half-set ground, and the oil comes
  out black by 150 h.
- Overfilling is the usual cause of a "weak" plate after a service. The VPC-80 takes 0.25 L,
  not a full 1 L bottle. Measure it.
- Warm the exciter first (5 min run), cold EX-10 drains slowly.

## Shock mounts

- Look for cracks along the bonding line between rubber and steel, not in the middle of
  the rubber. That is where they let go.
- Machines in the TSB 23-04 range: all done by Sept 2023, label inside the guard.

## VPC-100R

- TD-420 cold start below 5 degC: hold the glow key for 8 s before cranking.
- F12 nearly always turns out to be connector X5 full of water after pressure washing.
  Keep the lance at least 50 cm from the InfoPanel and X5.
- Hydraulic oil: HVLP 46 only, we keep a 20 L drum on the bench.

## Petrol plates

- Fuel tap OFF for transport, every time. Flooded TE-200 = 20 min lost on site.
- Spark plug gap on TE-140/TE-200: 0.7 mm.
- Belt: if you have to re-tension a VPC-60 belt more than twice between services, the
  clutch is dragging - check it before fitting a new belt.

## Returns check (every machine back from hire)

1. Engine oil level
2. Air filter - knock out, replace if torn
3. Handle: shake it, any knock = shock mounts
4. Base plate edges - wear plate change when the edge is down to 3 mm
5. Tag it green (ready) or red (workshop)
"""

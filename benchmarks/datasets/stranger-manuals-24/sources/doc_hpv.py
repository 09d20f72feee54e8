# ruff: noqa: E501
"""Harlow & Pike Vending (invented): Cresta vending machine service manual (PDF) and a technician's
Markdown field-notes file. Invented test material, not engineering guidance."""

import datetime

COMPANY = "Harlow & Pike Vending Ltd"
SM_KEY = "HPV-SM-3000"
SM_FILE = "hpv_cresta_service_manual.pdf"
SM_TITLE = "Cresta 36 / 48 / 60 Vending Machines - Service Manual"
SM_META = dict(
    version="Issue 3",
    eff_from="2022-05-01",
    eff_to=None,
    recorded="2022-04-21",
    date=datetime.datetime(2022, 4, 14, 11, 0, 0, tzinfo=datetime.UTC),
    applicability={"product": "Snack and can vending machine", "variants": ["Cresta 36", "Cresta 48", "Cresta 60"]},
)


def sm_pages():
    W4 = [63, 39, 39, 39]
    p1 = [
        ("title", "Cresta Vending Machines"),
        ("subtitle", "Service Manual - Cresta 36, Cresta 48, Cresta 60"),
        (
            "kv",
            [
                ("Document number", SM_KEY),
                ("Issue", "Issue 3"),
                ("Effective from", "2022-05-01"),
                ("Manufacturer", COMPANY + ", Unit 7 Ferrow Park, Bexby"),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety", "2"),
                ("2", "Model overview", "2"),
                ("3", "Technical data", "3"),
                ("4", "Controller parameters", "4"),
                ("5", "Maintenance intervals and cleaning", "5"),
                ("6", "Service procedures", "6"),
                ("7", "Error codes", "7"),
                ("8", "Spare parts", "8"),
            ],
        ),
        ("h1", "Introduction"),
        (
            "p",
            "This manual is for service engineers trained on Cresta machines. It covers all three cabinet "
            "sizes, which share the controller, the spiral trays and the refrigeration design. Where a value "
            "differs between models, the tables give one column per model.",
        ),
        (
            "p",
            "Operator tasks such as filling, price setting and cash collection are described in the "
            "operator guide HPV-OG-3000 and are not repeated here.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety"),
        (
            "p",
            "The refrigeration circuit contains R290 (propane), a flammable refrigerant. Read the following "
            "rules before opening the machine.",
        ),
        (
            "bullets",
            [
                "Do not work on the refrigeration circuit unless you hold a qualification for flammable refrigerants.",
                "Do not use a naked flame or a heat gun near the refrigeration unit.",
                "Do not tip the cabinet more than 30 degrees in transport. If it has been tipped further, leave it "
                "upright for 4 hours before switching on.",
                "Do not stand on the trays or the delivery bin.",
                "Do not bridge the door switch to run spirals with the door open; use the test vend in service "
                "menu 2 instead.",
                "Do not spray water into the delivery flap area; the drop sensor board is not waterproof.",
            ],
        ),
        ("h1", "2 Model overview"),
        (
            "table",
            {
                "w": [45, 30, 25, 40, 40],
                "head": ["Model", "Selections", "Trays", "Can chute", "Cashless ready"],
                "rows": [
                    ["Cresta 36", "36", "6", "No", "Yes"],
                    ["Cresta 48", "48", "6", "Yes", "Yes"],
                    ["Cresta 60", "60", "7", "Yes", "Yes"],
                ],
            },
        ),
        (
            "p",
            "All models use the same controller board, the same spiral motors and the same drop sensor. The "
            "Cresta 48 and Cresta 60 have a can chute on the right-hand side of the cabinet.",
        ),
    ]
    p3 = [
        ("h1", "3 Technical data"),
        (
            "table",
            {
                "w": W4,
                "head": ["Parameter", "Cresta 36", "Cresta 48", "Cresta 60"],
                "rows": [
                    ["Height", "1,830 mm", "1,830 mm", "1,830 mm"],
                    ["Width", "760 mm", "900 mm", "1,050 mm"],
                    ["Depth, door closed", "880 mm", "880 mm", "880 mm"],
                    ["Mass, empty", "265 kg", "298 kg", "334 kg"],
                    ["Supply", "230 V 50 Hz", "230 V 50 Hz", "230 V 50 Hz"],
                    ["Rated current", "4.2 A", "4.6 A", "5.3 A"],
                    ["Refrigerant charge, R290", "75 g", "90 g", "110 g"],
                    ["Cabinet temperature (1)", "+3 to +12 \u00b0C", "+3 to +12 \u00b0C", "+3 to +12 \u00b0C"],
                    ["Ambient operating temperature", "+10 to +32 \u00b0C", "+10 to +32 \u00b0C", "+10 to +32 \u00b0C"],
                    ["Relative humidity, max", "65 %", "65 %", "65 %"],
                    ["Pull-down time to +5 \u00b0C (2)", "90 min", "110 min", "130 min"],
                    ["Energy use per 24 h (2)", "3.1 kWh", "3.6 kWh", "4.2 kWh"],
                    ["Can chute capacity (3)", "-", "40 cans", "60 cans"],
                    ["Spiral motor supply", "24 V DC", "24 V DC", "24 V DC"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Set with controller parameter P01. The full range can only be held at ambient temperatures "
                "up to +25 \u00b0C.",
                "(2) At +25 \u00b0C ambient and 60 % relative humidity, door closed, cabinet empty.",
                "(3) 330 ml cans. The Cresta 36 has no can chute.",
            ],
        ),
        ("h2", "Electrical safety test limits"),
        (
            "table",
            {
                "w": [120, 60],
                "head": ["Test", "Limit"],
                "rows": [
                    ["Earth continuity, plug to cabinet, max", "0.2 Ohm"],
                    ["Insulation resistance at 500 V DC, min", "2 MOhm"],
                    ["Touch current, max", "0.75 mA"],
                ],
            },
        ),
    ]
    p4 = [
        ("h1", "4 Controller parameters"),
        (
            "p",
            "Enter the parameter menu by holding PROG for 5 seconds with the door open. Parameters P09 to "
            "P12 are reserved for factory use and must not be changed.",
        ),
        (
            "table",
            {
                "w": [16, 84, 42, 38],
                "head": ["Code", "Parameter", "Range", "Factory setting"],
                "rows": [
                    ["P01", "Cabinet setpoint (a)", "+3 to +12 \u00b0C", "+5 \u00b0C"],
                    ["P02", "Differential: compressor starts this far above the setpoint", "1 to 5 K", "2 K"],
                    ["P03", "Defrost interval", "2 to 12 h", "6 h"],
                    ["P04", "Maximum defrost duration", "10 to 45 min", "20 min"],
                    ["P05", "Defrost end temperature", "+5 to +15 \u00b0C", "+8 \u00b0C"],
                    ["P06", "High temperature alarm", "+8 to +20 \u00b0C", "+12 \u00b0C"],
                    ["P07", "High temperature alarm delay", "0 to 120 min", "45 min"],
                    ["P08", "Compressor restart delay", "1 to 10 min", "3 min"],
                    ["P13", "Food-safety lockout temperature (b)", "+6 to +10 \u00b0C", "+8 \u00b0C"],
                    ["P14", "Food-safety lockout delay", "30 to 240 min", "120 min"],
                    ["P15", "Evaporator fan during defrost (0 = off, 1 = on)", "0 or 1", "0"],
                ],
            },
        ),
        (
            "fn",
            [
                "(a) After changing P01, wait 2 hours before loading chilled products so that the cabinet and the "
                "trays have reached the new temperature.",
                "(b) P13 must be set at least 2 K above P01, otherwise the lockout can trigger during normal "
                "compressor cycling.",
            ],
        ),
        ("h2", "Service menus"),
        (
            "table",
            {
                "w": [30, 150],
                "head": ["Menu", "Content"],
                "rows": [
                    ["1", "Counters, error log with date and time, software version"],
                    ["2", "Test vend per selection, tray power on/off"],
                    ["3", "Drop sensor calibration"],
                    ["4", "Prices and selection mapping"],
                    ["5", "Payment devices (coin mechanism, note reader, cashless reader)"],
                ],
            },
        ),
    ]
    p5 = [
        ("h1", "5 Maintenance intervals and cleaning"),
        (
            "table",
            {
                "w": [120, 60],
                "head": ["Task", "Interval"],
                "rows": [
                    ["Clean the delivery flap and the delivery bin", "Weekly"],
                    ["Empty and wash the condensate tray", "Monthly"],
                    ["Clean the condenser coil (1)", "Every 3 months"],
                    ["Check the door gasket with the paper test", "Every 6 months"],
                    ["Test the coin mechanism with test coins", "Every 6 months"],
                    ["Electrical safety test", "Every 12 months"],
                    ["Test run every spiral from service menu 2", "At every service visit"],
                    ["Replace the battery of the electronic door lock", "Every 2 years"],
                ],
            },
        ),
        ("fn", ["(1) On dusty sites such as workshops and building sites, clean the condenser coil every month."]),
        ("h2", "5.1 Cleaning"),
        (
            "p",
            "Use warm water with a neutral detergent and a soft cloth. Do not use solvent-based or abrasive "
            "cleaners on the front glazing; they cloud the polycarbonate within a few cleanings.",
        ),
        (
            "p",
            "Clean the condenser coil with a soft brush and a vacuum cleaner from the front of the machine. "
            "Switch the machine off at the wall socket before removing the lower grille.",
        ),
        ("h2", "5.2 Door gasket paper test"),
        (
            "p",
            "Close the door on a strip of paper at about ten points round the gasket. At each point the strip "
            "must not pull out freely. Replace the gasket if it fails at two or more points.",
        ),
    ]
    p6 = [
        ("h1", "6 Service procedures"),
        ("h2", "6.1 Replacing a spiral motor"),
        (
            "steps",
            [
                "Put the machine in service mode and switch off the tray power in service menu 2.",
                "Pull the tray out to the stop, lift it at the front and pull it out completely.",
                "Unplug the motor from the tray harness at connector J4.",
                "Remove the two motor screws and take the motor off together with its spiral.",
                "Move the spiral onto the new motor HP-3172, fit the motor and tighten the screws to 1.5 Nm.",
                "Refit the tray and test the selection with a test vend from service menu 2.",
            ],
        ),
        ("h2", "6.2 Calibrating the drop sensor"),
        ("p", "Calibrate after replacing the drop sensor board, or when E23 or E25 appears without an obvious cause."),
        (
            "steps",
            [
                "Empty the delivery bin and wipe both sensor windows with a dry cloth.",
                "Open service menu 3 and select CAL.",
                "Keep hands and objects out of the bin; calibration takes about 20 seconds.",
                "Read the signal value on the display. It must be between 40 and 60 counts.",
                "If the value is below 40 counts, clean the windows again and repeat. If it stays low, replace the "
                "drop sensor board.",
            ],
        ),
        ("h2", "6.3 Tightening torques"),
        (
            "table",
            {
                "w": [120, 60],
                "head": ["Fastener", "Torque"],
                "rows": [
                    ["Spiral motor screws", "1.5 Nm"],
                    ["Tray runner screws", "2.5 Nm"],
                    ["Earth stud nut", "4 Nm"],
                    ["Compressor mounting nuts", "7 Nm"],
                ],
            },
        ),
    ]
    p7 = [
        ("h1", "7 Error codes"),
        (
            "p",
            "Errors are shown on the customer display as Exx and stored in service menu 1 with date and time. "
            "The list continues on the next page.",
        ),
        (
            "table",
            {
                "w": [16, 74, 90],
                "head": ["Code", "Meaning", "Action"],
                "rows": [
                    [
                        "E21",
                        "Spiral did not return to its home switch within 6 s",
                        "Remove jammed product. If the error repeats, replace the spiral motor.",
                    ],
                    [
                        "E22",
                        "Spiral motor open circuit",
                        "Check tray connector J4. Motor coil resistance must be 18 to 26 Ohm.",
                    ],
                    [
                        "E23",
                        "Drop sensor blocked for more than 10 s",
                        "Clean the sensor windows and remove debris from the delivery bin.",
                    ],
                    [
                        "E25",
                        "No product drop detected after 3 attempts",
                        "Credit is returned automatically. Check that the product suits the spiral; calibrate the drop "
                        "sensor (6.2).",
                    ],
                    ["E27", "Coin mechanism not responding", "Check the MDB cable and reseat the coin mechanism."],
                    ["E28", "Note reader jammed or not responding", "Clear the note path; check the MDB cable."],
                    [
                        "E30",
                        "Cabinet temperature sensor T1 open or short circuit",
                        "Measure T1: 10 kOhm at 25 \u00b0C. Replace T1 if outside 9 to 11 kOhm.",
                    ],
                ],
            },
        ),
    ]
    p8 = [
        ("h2", "7 Error codes (continued)"),
        (
            "table",
            {
                "w": [16, 74, 90],
                "head": ["Code", "Meaning", "Action"],
                "rows": [
                    [
                        "E31",
                        "Cabinet above P06 for longer than P07",
                        "Clean the condenser coil; check the door gasket and the compressor.",
                    ],
                    [
                        "E33",
                        "Food-safety lockout: cabinet above P13 for longer than P14",
                        "Chilled selections are blocked. Remove affected products, correct the cause and clear the "
                        "lockout with the service key.",
                    ],
                    [
                        "E35",
                        "Defrost ended on the time limit P04",
                        "Check the evaporator fan and the defrost end sensor T2.",
                    ],
                    ["E36", "Door open for more than 10 min in sales mode", "Close the door; check door switch S1."],
                    ["E38", "Cashless reader not responding", "Check the 24 V supply to the reader and its MDB cable."],
                ],
            },
        ),
        ("h1", "8 Spare parts"),
        (
            "table",
            {
                "w": [85, 40, 55],
                "head": ["Description", "Part number", "Models"],
                "rows": [
                    ["Spiral motor, 24 V DC", "HP-3172", "All"],
                    ["Spiral, 18 products", "HP-2218", "All"],
                    ["Spiral, 12 products", "HP-2212", "All"],
                    ["Drop sensor board", "HP-5140", "All"],
                    ["Controller board", "HP-5100", "All"],
                    ["Cabinet temperature sensor T1", "HP-5311", "All"],
                    ["Door gasket", "HP-6036", "Cresta 36"],
                    ["Door gasket", "HP-6048", "Cresta 48"],
                    ["Door gasket", "HP-6060", "Cresta 60"],
                    ["Can chute release solenoid", "HP-7208", "Cresta 48, Cresta 60"],
                ],
            },
        ),
        ("fn", ["Door gaskets are specific to the cabinet width and are not interchangeable between models."]),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


MD_FILE = "cresta_field_notes.md"
MD_TEXT = """# Field notes - Cresta vending machines

*Kept by the south-west service team. Informal notes; the service manual HPV-SM-3000 wins where anything here disagrees.*

## Installation

- Level the cabinet with the spirit level on the top tray; the bubble must sit inside the centre marks. Cabinets that lean forward give E25 on the bottom tray.
- Leave at least 100 mm free behind the cabinet for condenser air. Two sites with only 50 mm clearance logged E31 every summer.
- A Cresta 60 will not pass a standard 800 mm doorway with the front door fitted. Take the door off first (4 hinge bolts, 13 mm socket) and use a pallet truck.
- Plug into a dedicated socket. Extension reels caused random controller resets at the Marsh Lane depot.

## Firmware

| Version | What changed |
|---|---|
| 4.05 | Release fitted to most of our fleet |
| 4.07 | Fixes false E25 on the top tray with very light products |
| 4.10 | Adds a timeout setting for the cashless reader |

- Update from a USB stick with the file named CRESTA.BIN in the root folder. It takes about 4 minutes.
- Never switch the machine off during an update; a half-written controller has to go back to the factory.

## Spirals and products

- Crisp bags: 18-product spiral HP-2218 with the pusher clip fitted.
- 500 ml bottles on Cresta 48 and 60: 12-product spiral HP-2212 plus the bottle guide rail.
- Chocolate bars thicker than 30 mm jam in the 18-product spiral; move them to the 12-product spiral.

## Odds and ends

- The drop sensor calibration fails if the bin is dusty. Wipe it out before running CAL.
- Electronic door lock batteries have lasted about 20 months in practice, so we change them at the yearly visit.
- Keep two spare spiral motors in the van; they are the most common failure after coin jams.
"""

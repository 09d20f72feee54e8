# ruff: noqa: E501
"""Verrano Dental Systems - Celestra dental treatment centres, service manual Rev D.

Multi-model technical data (CT-300, CT-500, CT-500S, CT-700), footnotes,
contents page, torque table, numbered procedures, error codes, maintenance
schedule, spare parts and fuses. Everything here is invented.
"""

KEY = "VDS-CEL-SM"
PRODUCT = "Celestra dental treatment centre"
VARIANTS = ["CT-300", "CT-500", "CT-500S", "CT-700"]


def _pages():
    title = [
        ("title", "Celestra Dental Treatment Centres"),
        ("subtitle", "Technical Service Manual"),
        ("subtitle", "CT-300 · CT-500 · CT-500S · CT-700"),
        ("space", 6),
        (
            "kv",
            [
                ("Document", KEY),
                ("Revision", "Rev D"),
                ("Effective from", "2023-05-15"),
                ("Manufacturer", "Verrano Dental Systems GmbH, Lindenhofweg 9, Talbrück"),
                ("Service hotline", "+49 30 555 01 72 (Mon to Fri, 07:00 to 18:00 CET)"),
            ],
        ),
        ("space", 4),
        (
            "p",
            "This manual is for service technicians trained and authorised by Verrano. It covers installation checks, adjustment, troubleshooting and periodic maintenance of the chair, the delivery unit, the cuspidor unit and the operating light. Installation of the water and air supply and of the electrical connection must follow local regulations.",
        ),
        (
            "p",
            "Rev D replaces Rev C. Changes: new error codes E31 and E33, revised anchor torque for screed floors, CT-500S suction data added.",
        ),
        (
            "note",
            "IMPORTANT",
            "Only original Verrano parts keep the unit within its type approval. Record every intervention in the unit logbook with date, meter reading and technician ID.",
        ),
    ]

    contents = [
        ("h2", "Contents"),
        ("toc",),
        ("h2", "Symbols used"),
        (
            "bullets",
            [
                "WARNING - risk of serious injury to patient, user or technician.",
                "CAUTION - risk of damage to the unit or to property.",
                "NOTE - information that makes the work easier.",
            ],
        ),
        ("h2", "Tools required"),
        (
            "p",
            "Torque wrench 5 to 60 N·m, digital multimeter, manometer 0 to 10 bar, test weight set (75 kg), service cable VD-T-0450 with the Celestra Service Tool software, lux meter.",
        ),
    ]

    techdata = [
        ("h1", "1 Technical data"),
        ("h2", "1.1 Model comparison"),
        (
            "table",
            {
                "header": ["", "CT-300", "CT-500", "CT-500S", "CT-700"],
                "rows": [
                    ["Max. patient weight¹", "160 kg", "185 kg", "185 kg", "200 kg"],
                    ["Seat height, lowest", "390 mm", "370 mm", "370 mm", "350 mm"],
                    ["Seat height, highest", "780 mm", "800 mm", "800 mm", "820 mm"],
                    ["Backrest tilt", "0 to 80°", "0 to 85°", "0 to 85°", "0 to 90°"],
                    ["Lift time, bottom to top", "11 s", "9 s", "9 s", "8 s"],
                    ["Rated power input²", "800 VA", "1,100 VA", "1,400 VA", "1,600 VA"],
                    ["Instrument positions", "4", "5", "5", "6"],
                    ["Light illuminance³", "25,000 lx", "35,000 lx", "35,000 lx", "50,000 lx"],
                    ["Light colour temperature", "5,000 K", "5,000 K", "5,000 K", "5,500 K"],
                    ["Integrated wet suction", "no", "no", "300 L/min", "no"],
                    ["Net weight", "175 kg", "198 kg", "221 kg", "236 kg"],
                ],
                "widths": (54, 30, 30, 30, 30),
            },
        ),
        (
            "small",
            "¹ Static load on the seat with the backrest upright. The lift mechanism moves patients up to 135 kg on all models; above that, position the patient before raising the chair.",
        ),
        (
            "small",
            "² The CT-500S figure includes the 300 VA wet-suction motor. Add 250 VA on any model when the optional intra-oral camera and monitor are powered from the unit.",
        ),
        (
            "small",
            "³ Measured 700 mm from the light head. Composite mode reduces the output to 8,000 lx to delay curing of light-curing materials.",
        ),
        ("h2", "1.2 Supply data (all models)"),
        (
            "table",
            {
                "header": ["Supply", "Requirement"],
                "rows": [
                    ["Mains", "230 V ±10 %, 50/60 Hz, single phase"],
                    ["Compressed air", "5.5 to 7.0 bar, oil-free, dew point below +3 °C"],
                    ["Air consumption", "55 NL/min at 5.5 bar"],
                    ["Water supply", "2.5 to 5.0 bar, 8 L/min, with backflow prevention"],
                    ["Drain", "40 mm, fall at least 1 %"],
                    ["Operating conditions", "+10 to +40 °C, 30 to 75 % RH"],
                    ["Storage conditions", "-10 to +60 °C, 10 to 90 % RH"],
                ],
                "widths": (54, 120),
            },
        ),
    ]

    install = [
        ("h1", "2 Installation checks"),
        ("h2", "2.1 Floor and anchoring"),
        (
            "p",
            "The chair base carries the patient, the chair and the delivery arm as a cantilever load. Anchor it to a concrete floor of strength class C20/25 or better with the four M12 anchors supplied. Floor flatness under the base plate must be within 2 mm; use the shims from kit VD-I-2230 to correct it. Do not anchor into a floating screed without the screed base plate kit.",
        ),
        ("h2", "2.2 Tightening torques"),
        (
            "table",
            {
                "header": ["Joint", "Thread", "Torque"],
                "rows": [
                    ["Chair base to floor anchors⁴", "M12", "40 N·m"],
                    ["Chair base to base plate", "M10", "48 N·m"],
                    ["Backrest hinge screws", "M10", "42 N·m"],
                    ["Delivery arm pivot bolt", "M16", "55 N·m"],
                    ["Light post clamp screws", "M8", "18 N·m"],
                    ["Headrest locking lever", "M8", "12 N·m"],
                    ["Cuspidor bowl bracket", "M6", "9 N·m"],
                    ["Foot control cable gland", "M16 × 1.5", "2.5 N·m"],
                ],
                "widths": (94, 40, 40),
            },
        ),
        (
            "small",
            "⁴ On screed floors use the screed base plate kit VD-I-2210 and tighten its through-bolts to 25 N·m. Check the torque again after 4 weeks of use.",
        ),
        ("h2", "2.3 Connection checks before first switch-on"),
        (
            "steps",
            [
                "Check that the air and water supply valves in the floor box are closed.",
                "Flush the supply lines into a bucket for 2 minutes before connecting them, to remove swarf and debris.",
                "Connect air, water, drain and suction and open the supply valves.",
                "Check the air pressure at the delivery unit manometer: it must read between 5.5 and 7.0 bar.",
                "Measure protective earth resistance between the chair base and the mains plug earth: at most 0.2 Ω.",
                "Switch on and check that the display shows the software version and no error code.",
            ],
        ),
    ]

    procedures = [
        ("h1", "3 Adjustment procedures"),
        ("h2", "3.1 Calibrating the seat height limits"),
        (
            "steps",
            [
                "Switch the unit on while holding the 0 key and the chair-up key until the display shows CAL.",
                "Remove any load from the seat and set the backrest upright.",
                "Hold chair-down until the chair stops at the lower mechanical stop.",
                "Check that the seat height is within 5 mm of the lowest value in Table 1.1, then press P1 to store the lower limit.",
                "Hold chair-up until the chair stops at the upper mechanical stop, then lower it by about 10 mm with short presses.",
                "Press P2 to store the upper limit.",
                "Press 0 to leave calibration. Two beeps confirm that the limits are saved.",
                "Load the seat with the 75 kg test weight and run the chair through its full travel twice.",
            ],
        ),
        ("h2", "3.2 Replacing an instrument hose"),
        (
            "steps",
            [
                "Switch the unit off and close the air and water supply valves.",
                "Press the foot control for 5 seconds to release residual pressure in the instrument circuit.",
                "Unscrew the hose from the instrument coupling by hand.",
                "Remove the hose guide cover (two T20 screws) under the delivery unit.",
                "Release the hose from the quick connector on the valve block by pressing the blue collar.",
                "Fit the new hose, routing it through the spring balancer, and push it into the connector until it clicks.",
                "Refit the cover and run the instrument for 30 seconds to check for leaks.",
            ],
        ),
        ("h2", "3.3 Waterline disinfection (intensive)"),
        (
            "steps",
            [
                "Fill the bottle system with VeraClean WL solution mixed at 2 % with distilled water.",
                "Remove all handpieces and place the hoses in the disinfection holder.",
                "Start program DIS on the delivery unit. The unit fills the lines and the display counts down the 30-minute contact time.",
                "After the contact time, refill the bottle with distilled water and run the rinse program RIN.",
            ],
        ),
        (
            "note",
            "CAUTION",
            "Do not use chlorine-based products in the bottle system. They attack the proportional valves and void the warranty of the water module.",
        ),
    ]

    errors = [
        ("h1", "4 Error codes"),
        (
            "p",
            "Error codes appear on the delivery unit display. Codes marked with an asterisk block all chair movement until cleared. Read the event log with the Celestra Service Tool for the time and meter reading of each event.",
        ),
        (
            "table",
            {
                "header": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "E04*",
                        "Chair motor overcurrent",
                        "Check the lift for mechanical blockage; measure motor current (max. 6 A).",
                    ],
                    [
                        "E07*",
                        "Backrest potentiometer signal missing",
                        "Check connector X12 on the chair board; replace the potentiometer.",
                    ],
                    [
                        "E11",
                        "Foot control not detected",
                        "Check the foot control cable and connector X4; try a known-good foot control.",
                    ],
                    ["E12", "Foot control key pressed at power-up", "Release the pedal; clean under the pedal cover."],
                    [
                        "E15",
                        "Water heater overtemperature",
                        "Heater above 48 °C. Check the NTC sensor and the heater relay.",
                    ],
                    ["E17", "Air pressure low", "Supply below 4.5 bar. Check the compressor and the inlet filter."],
                    [
                        "E19",
                        "Suction motor thermal cut-out",
                        "CT-500S only. Let the motor cool 20 min; check the separator filter.",
                    ],
                    [
                        "E22",
                        "Light head LED driver fault",
                        "Check the 24 V supply at the light post; replace the driver board.",
                    ],
                    [
                        "E26*",
                        "Instrument not parked during chair move",
                        "Park all instruments; check the holder reed switches.",
                    ],
                    ["E28*", "Base collision sensor activated", "Remove the obstruction; check the base safety plate."],
                    ["E31", "CAN bus timeout chair/delivery unit", "Check the CAN cable and the 120 Ω terminators."],
                    [
                        "E33",
                        "Disinfection program interrupted",
                        "Restart DIS from the beginning; do not treat patients meanwhile.",
                    ],
                ],
                "widths": (16, 60, 98),
            },
        ),
        (
            "p",
            "If an error returns after the remedy, download the event log and contact the Verrano service hotline with the unit serial number.",
        ),
    ]

    maintenance = [
        ("h1", "5 Maintenance"),
        ("h2", "5.1 Maintenance schedule"),
        (
            "table",
            {
                "header": ["Interval", "Work", "By"],
                "rows": [
                    ["Daily", "Purge all waterlines for 2 minutes at start of day", "Practice staff"],
                    ["Daily", "Clean the suction filters and the cuspidor strainer", "Practice staff"],
                    ["Weekly", "Run the intensive waterline disinfection (3.3)", "Practice staff"],
                    ["Monthly", "Drain the compressed-air water trap", "Practice staff"],
                    ["Every 6 months", "Replace the amalgam separator cartridge⁵", "Practice staff"],
                    ["Every 12 months", "Replace the 3-way syringe O-rings", "Technician"],
                    ["Every 12 months", "Check lift cylinder oil level and all torques", "Technician"],
                    ["Every 12 months", "Electrical safety test to IEC 62353", "Technician"],
                    ["Every 24 months", "Replace the water module inlet filter", "Technician"],
                ],
                "widths": (34, 104, 36),
            },
        ),
        (
            "small",
            "⁵ Or earlier when the separator display reports 95 % full. The full cartridge is hazardous waste and must be returned in its sealed transport container.",
        ),
        ("h2", "5.2 Lift hydraulics"),
        (
            "p",
            "The lift cylinder of the CT-300, CT-500 and CT-500S holds 1.1 L of HLP 22 hydraulic oil. Check the level with the chair at its lowest position: the level must reach the upper mark on the dipstick. A chair that sinks by more than 10 mm in 10 minutes under the 75 kg test load needs a new check valve.",
        ),
        ("h2", "5.3 Fuses (chair board)"),
        (
            "table",
            {
                "header": ["Fuse", "Circuit", "Rating"],
                "rows": [
                    ["F1", "Mains input", "T 6.3 A H"],
                    ["F2", "Chair motor", "T 4 A"],
                    ["F3", "Operating light 24 V", "T 2.5 A"],
                    ["F4", "Control electronics", "T 1 A"],
                    ["F5", "Suction motor (CT-500S only)", "T 3.15 A"],
                ],
                "widths": (20, 110, 44),
            },
        ),
    ]

    parts = [
        ("h1", "6 Spare parts"),
        (
            "table",
            {
                "header": ["Description", "Part number", "Models"],
                "rows": [
                    ["3-way syringe O-ring set", "VD-S-1012", "All"],
                    ["Instrument hose, 4-hole, 1.6 m", "VD-H-2241", "All"],
                    ["Instrument hose, 6-hole with light, 1.6 m", "VD-H-2261", "All"],
                    ["Foot control, multi-function", "VD-F-0710", "CT-300, CT-500, CT-500S"],
                    ["Foot control, wireless", "VD-F-0720", "CT-700"],
                    ["Backrest potentiometer", "VD-E-3307", "All"],
                    ["Water module inlet filter", "VD-W-0118", "All"],
                    ["Amalgam separator cartridge", "VD-A-0500", "All"],
                    ["Suction separator filter", "VD-A-0512", "CT-500S"],
                    ["LED driver board, operating light", "VD-E-4410", "CT-300, CT-500, CT-500S"],
                    ["LED driver board, operating light", "VD-E-4420", "CT-700"],
                    ["Lift check valve", "VD-L-0093", "All"],
                    ["Screed base plate kit", "VD-I-2210", "All"],
                    ["Floor shim kit", "VD-I-2230", "All"],
                    ["Service cable (USB to CAN)", "VD-T-0450", "All"],
                ],
                "widths": (92, 36, 46),
            },
        ),
        (
            "p",
            "Order spare parts through the Verrano dealer network. Give the unit serial number from the type plate under the seat; parts for units built before 2019 may differ from this list.",
        ),
    ]

    return [title, contents, techdata, install, procedures, errors, maintenance, parts]


def documents():
    return [
        {
            "file": "celestra_service_manual_rev_d.pdf",
            "format": "pdf",
            "title": "Celestra Technical Service Manual Rev D",
            "author": "Verrano Dental Systems GmbH",
            "running_head": "Verrano Dental Systems · Celestra treatment centres · Technical service manual",
            "running_id": f"{KEY} Rev D",
            "footer": f"{KEY} Rev D · 2023-05-15 · for authorised technicians",
            "pages": _pages(),
            "meta": {
                "document": KEY,
                "version": "Rev D",
                "effective_from": "2023-05-15",
                "effective_to": None,
                "recorded_at": "2023-05-22T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": VARIANTS},
            },
        }
    ]

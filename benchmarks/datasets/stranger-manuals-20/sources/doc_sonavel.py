# ruff: noqa: E501
"""Sonavel SV series industrial ultrasonic cleaning tanks, service manual SNV-SM-090 Rev 4.

Invented document. Covers three models in multi-model tables.
"""

KEY = "SNV-SM-090"
PRODUCT = "Sonavel SV industrial ultrasonic cleaning tank"
VARIANTS = ["SV-40", "SV-90", "SV-160"]


def build():
    p1 = [
        ("title", "Sonavel SV Series Industrial Ultrasonic Cleaning Tanks"),
        ("h1", "Service Manual - Models SV-40, SV-90 and SV-160"),
        (
            "p",
            "Document SNV-SM-090, Revision 4, issued 1 September 2022. For trained service technicians only. "
            "Operating instructions for the user are given in the separate operator quick guide SNV-QG-012.",
        ),
        ("p", "Sonavel Industrial AB, Verkstadsgatan 18, Norrvik. Technical support: support@sonavel.example"),
        ("h2", "Contents"),
        (
            "toc",
            [
                ("1", "Title page and contents", 1),
                ("2", "Safety and description", 2),
                ("3", "Technical data", 3),
                ("4", "Maintenance schedule and consumables", 4),
                ("5", "Service procedures", 5),
                ("6", "Error codes E01 to E08", 6),
                ("7", "Error codes E09 to E16 and tightening torques", 7),
                ("8", "Spare parts", 8),
            ],
        ),
        ("h2", "Revision history"),
        (
            "table",
            {
                "w": [16, 28, 130],
                "rows": [
                    ["Rev", "Date", "Change"],
                    ["1", "2017-02-01", "First issue (SV-40 and SV-90 only)."],
                    ["2", "2018-11-15", "SV-160 added."],
                    ["3", "2020-06-10", "Error codes E14 to E16 added. Spare parts list updated."],
                    ["4", "2022-09-01", "New generator board GB-7. Transducer test limits revised."],
                ],
            },
        ),
    ]

    p2 = [
        ("h1", "2 Safety and description"),
        ("h2", "2.1 Safety rules"),
        (
            "bul",
            [
                "Do not switch on the ultrasonic generator with the tank empty or below the MIN mark.",
                "Do not put hands into the bath while ultrasound is on.",
                "Do not use flammable solvents or liquids with a flash point below 60 °C in the tank.",
                "Do not place parts directly on the tank bottom; always use the basket or a suspension frame.",
                "Do not open the generator housing within 5 minutes of switching off; the DC bus needs time to discharge.",
                "Do not connect an SV-90 or SV-160 to a single-phase supply.",
            ],
        ),
        ("h2", "2.2 Description"),
        (
            "p",
            "Each SV tank is a welded stainless steel vessel (AISI 316L, 2 mm) with piezoelectric transducers "
            "bonded to the underside of the bottom. The generator board GB-7 drives the transducers in sweep "
            "mode around the nominal frequency. A PT100 sensor in the tank wall controls the heater. The "
            "filter circuit (SV-90 and SV-160 only) circulates the bath through a 25 micron bag filter.",
        ),
        (
            "p",
            "The degas function runs the generator in pulsed mode for a set time after filling, to remove "
            "dissolved air from fresh liquid. Cleaning results are poor until degassing is complete.",
        ),
        ("h2", "2.3 Identification"),
        (
            "p",
            "The rating plate is on the right-hand side panel. The serial number has the form SN plus seven "
            "figures, for example SN4902517. The generator board has its own label with board revision and "
            "firmware version.",
        ),
    ]

    p3 = [
        ("h1", "3 Technical data"),
        (
            "table",
            {
                "w": [62, 37, 37, 38],
                "rows": [
                    ["Parameter", "SV-40", "SV-90", "SV-160"],
                    ["Tank volume (1)", "40 l", "90 l", "160 l"],
                    ["Nominal ultrasonic frequency", "40 kHz", "40 kHz", "25 kHz"],
                    ["Ultrasonic power, RMS", "600 W", "1200 W", "2000 W"],
                    ["Ultrasonic power, peak (2)", "2400 W", "4800 W", "8000 W"],
                    ["Number of transducers", "12", "24", "32"],
                    ["Heater power", "1.5 kW", "3.0 kW", "4.5 kW"],
                    ["Bath temperature setting range", "20-80 °C", "20-80 °C", "20-70 °C"],
                    ["Supply", "230 V 1~ 50 Hz", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Mains fuse", "16 A", "3 x 10 A", "3 x 16 A"],
                    ["Drain connection", "G 3/4", "G 1", "G 1 1/4"],
                    ["Filter pump flow (3)", "-", "18 l/min", "30 l/min"],
                    ["Mass, empty", "38 kg", "74 kg", "121 kg"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Working volume up to the MAX mark. The MIN mark is 60 mm below the MAX mark on all models.",
                "(2) Peak values are reached in pulsed (degas) mode only.",
                "(3) With a clean filter bag. SV-40 has no filter circuit.",
            ],
        ),
        ("h2", "3.1 Electrical test limits"),
        (
            "table",
            {
                "w": [104, 70],
                "rows": [
                    ["Test", "Limit"],
                    ["Transducer capacitance, each, at 1 kHz", "3.8 to 4.6 nF"],
                    ["Insulation resistance, transducer to tank, minimum", "20 MOhm at 500 V DC"],
                    ["Heater element resistance, SV-40", "35.3 Ohm +/- 5 %"],
                    ["Protective earth resistance, maximum", "0.1 Ohm"],
                    ["Generator output frequency tolerance", "+/- 1.5 kHz of nominal"],
                    ["Earth leakage current, maximum", "3.5 mA"],
                ],
            },
        ),
        (
            "p",
            "Measure transducer capacitance with the generator disconnected at plug X4. A transducer whose "
            "capacitance is outside the limits has a cracked ceramic or a failed bond and must be replaced as "
            "part of a complete transducer set.",
        ),
    ]

    p4 = [
        ("h1", "4 Maintenance schedule and consumables"),
        (
            "table",
            {
                "w": [40, 110, 24],
                "rows": [
                    ["Interval", "Task", "Models"],
                    ["Daily", "Skim floating oil from the bath surface; check liquid level", "all"],
                    ["Weekly", "Change filter bag (1)", "SV-90, SV-160"],
                    ["Monthly", "Clean the heatsink fan grille of the generator", "all"],
                    ["Every 3 months", "Foil test for cavitation pattern (section 5.2)", "all"],
                    ["Every 6 months", "Check transducer capacitance and insulation resistance", "all"],
                    ["Every 12 months", "Replace drain valve seal and filter pump shaft seal", "SV-90, SV-160"],
                    ["Every 12 months", "Electrical safety test (earth resistance, leakage)", "all"],
                    ["Every 5,000 h", "Replace heatsink fan", "all"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Change the filter bag earlier if the filter pump flow falls below 50 % of the value in section 3.",
            ],
        ),
        ("h2", "4.1 Bath liquid"),
        (
            "p",
            "Use only water-based cleaning agents approved by Sonavel (SonaClean A for steel, SonaClean N for "
            "aluminium and brass). Concentration 2 to 5 %. Change the bath when the cleaning result drops or at "
            "least every 40 operating hours. Fresh liquid must be degassed before use: 10 minutes for the "
            "SV-40, 15 minutes for the SV-90 and 20 minutes for the SV-160.",
        ),
        ("h2", "4.2 Consumables"),
        (
            "table",
            {
                "w": [70, 60, 44],
                "rows": [
                    ["Item", "Part number", "Note"],
                    ["Filter bag 25 micron", "SNV-3300-25", "pack of 10"],
                    ["Filter bag 5 micron", "SNV-3300-05", "pack of 10"],
                    ["Drain valve seal kit", "SNV-2210-14", "SV-90, SV-160"],
                    ["Test foil, aluminium 20 micron", "SNV-9010-02", "roll 10 m"],
                    ["Transducer epoxy adhesive", "SNV-9020-01", "factory use only (2)"],
                ],
            },
        ),
        ("fn", ["(2) Transducers are not re-bonded in the field. Replace the tank bottom assembly instead."]),
    ]

    p5 = [
        ("h1", "5 Service procedures"),
        ("h2", "5.1 Generator replacement"),
        (
            "steps",
            [
                "Switch off and isolate the unit at the mains isolator. Wait at least 5 minutes.",
                "Remove the rear panel (six M5 screws).",
                "Disconnect the transducer cable at plug X4 and the PT100 at plug X7.",
                "Remove the four board fixings and lift out the generator board GB-7.",
                "Fit the new board, reconnect X4 and X7 and refit the panel.",
                "Run the auto-tune function (service menu S3) with the tank filled to the MAX mark.",
            ],
        ),
        ("h2", "5.2 Foil test"),
        (
            "steps",
            [
                "Fill the tank to the MAX mark with fresh liquid and degas it.",
                "Bring the bath to 50 °C.",
                "Hang a strip of test foil vertically in the centre of the tank, 20 mm above the bottom.",
                "Run ultrasound for 3 minutes and remove the foil.",
                "The foil must show an even pattern of perforations and dents. Areas without marks larger than "
                "30 x 30 mm point to a failed transducer group.",
            ],
        ),
        ("h2", "5.3 Draining and cleaning the tank"),
        (
            "steps",
            [
                "Switch off the generator and the heater. Let the bath cool below 40 °C.",
                "Open the drain valve fully and drain into a suitable container.",
                "Rinse the tank with clean water and wipe the bottom with a soft cloth.",
                "Close the drain valve. The E09 check will fail if the valve is not fully closed.",
            ],
        ),
        ("note", "NOTE:", "Do not scrape the tank bottom with metal tools. Scratches become cavitation erosion sites."),
    ]

    codes1 = [
        ["Code", "Meaning", "Remedy"],
        [
            "E01",
            "Liquid level below MIN mark. Generator and heater blocked.",
            "Top up the bath. Check level switch LS1 for deposits.",
        ],
        [
            "E02",
            "Bath temperature above 85 °C.",
            "Check PT100 reading against a thermometer. Check heater contactor K2 for welded contacts.",
        ],
        [
            "E03",
            "Heater thermal cut-out open.",
            "Let the unit cool. Reset the cut-out on the heater flange. Check that the tank was not run dry.",
        ],
        [
            "E04",
            "Generator overcurrent.",
            "Check transducer cable and plug X4 for water ingress. Measure transducer capacitance (section 3.1).",
        ],
        [
            "E05",
            "Frequency lock lost: generator cannot find resonance within the sweep range.",
            "Check liquid level and degas state. Run auto-tune S3. If E05 remains, replace generator board GB-7.",
        ],
        [
            "E06",
            "Transducer circuit open.",
            "Check plug X4 and the transducer cable. Measure capacitance of each transducer group.",
        ],
        [
            "E07",
            "Generator heatsink temperature above 75 °C.",
            "Clean the fan grille. Check that the heatsink fan runs. Check ambient temperature is below 35 °C.",
        ],
        [
            "E08",
            "Lid interlock open during a programme (SV-160 with auto-lid only).",
            "Close the lid. Check interlock switch S4 and its actuator.",
        ],
    ]
    p6 = [
        ("h1", "6 Error codes E01 to E08"),
        (
            "p",
            "Errors are shown on the HMI as E followed by two figures. Errors E01 to E08 stop the ultrasonic "
            "output. The error log (service menu S6) stores the last 30 events with date and time.",
        ),
        ("table", {"w": [16, 72, 86], "rows": codes1}),
        (
            "p",
            "To clear an error, remove the cause and press STOP for 3 seconds. If the same error occurs three "
            "times within one hour, the unit locks and can be reset only in service menu S6.",
        ),
    ]

    codes2 = [
        ["Code", "Meaning", "Remedy"],
        [
            "E09",
            "Drain valve not closed (SV-90, SV-160).",
            "Close the drain valve fully. Adjust the position switch S5 on the valve lever.",
        ],
        ["E10", "Mains phase missing.", "Check the three mains fuses and the supply phases."],
        [
            "E11",
            "PT100 sensor fault (open or short circuit).",
            "Check plug X7. Sensor resistance at 20 °C should be about 108 Ohm. Replace sensor SNV-4410-10.",
        ],
        ["E12", "Degas cycle aborted.", "Restart degas. Check that the lid is not opened during degas."],
        [
            "E13",
            "Filter pump dry-running (SV-90, SV-160).",
            "Check the bath level and the filter bag. Bleed the pump casing.",
        ],
        [
            "E14",
            "No communication between HMI and generator board.",
            "Check ribbon cable X1. Reseat the HMI connector.",
        ],
        [
            "E16",
            "Parameter memory checksum error.",
            "Load factory settings in service menu S9, then re-enter the customer programmes.",
        ],
    ]
    p7 = [
        ("h1", "7 Error codes E09 to E16 and tightening torques"),
        ("table", {"w": [16, 72, 86], "rows": codes2}),
        (
            "p",
            "Errors E09 to E16 are warnings; the current programme finishes but a new programme cannot be started "
            "until the error is cleared.",
        ),
        ("h2", "7.1 Tightening torques"),
        (
            "table",
            {
                "w": [80, 30, 30, 34],
                "rows": [
                    ["Joint", "Thread", "Torque", "Note"],
                    ["Heater flange nuts", "M6", "6 Nm", "(1)"],
                    ["Drain valve body to tank", "G 1 / G 1 1/4", "40 Nm", "(2)"],
                    ["Transducer cable gland", "M20 x 1.5", "5 Nm", "-"],
                    ["Generator board fixings", "M4", "1.2 Nm", "-"],
                    ["Rear panel screws", "M5", "3 Nm", "-"],
                    ["Filter pump motor bolts", "M8", "20 Nm", "-"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) Always fit a new flange gasket. Tighten diagonally.",
                "(2) SV-90 and SV-160. Use PTFE tape, three turns. The SV-40 drain (G 3/4) is hand-tight plus half a turn.",
            ],
        ),
    ]

    p8 = [
        ("h1", "8 Spare parts"),
        (
            "table",
            {
                "w": [56, 39, 39, 40],
                "size": 8,
                "rows": [
                    ["Part", "SV-40", "SV-90", "SV-160"],
                    ["Generator board GB-7", "SNV-5100-40", "SNV-5100-90", "SNV-5100-16"],
                    ["Tank bottom assembly with transducers", "SNV-1200-40", "SNV-1200-90", "SNV-1200-16"],
                    ["Heater element", "SNV-4200-15", "SNV-4200-30", "SNV-4200-45"],
                    ["PT100 sensor", "SNV-4410-10", "SNV-4410-10", "SNV-4410-10"],
                    ["Level switch LS1", "SNV-4500-01", "SNV-4500-01", "SNV-4500-02"],
                    ["Heatsink fan 24 V", "SNV-5300-08", "SNV-5300-12", "SNV-5300-12"],
                    ["Drain valve complete", "SNV-2200-34", "SNV-2200-01", "SNV-2200-54"],
                    ["Filter pump", "-", "SNV-3400-18", "SNV-3400-30"],
                    ["Basket, stainless", "SNV-6100-40", "SNV-6100-90", "SNV-6100-16"],
                    ["Lid", "SNV-6200-40", "SNV-6200-90", "SNV-6200-16 (3)"],
                ],
            },
        ),
        ("fn", ["(3) Manual lid. The auto-lid kit for the SV-160 is SNV-6250-16 and includes interlock switch S4."]),
        (
            "p",
            "Quote the serial number from the rating plate and the generator board revision when ordering. "
            "Generator boards of revision GB-5 and GB-6 are no longer available; order GB-7 together with "
            "adapter cable SNV-5190-01.",
        ),
    ]

    spec = {
        "title": "Sonavel SV Series Service Manual SNV-SM-090 Rev 4",
        "author": "Sonavel Industrial AB",
        "created": "2022-09-01",
        "header_left": "Sonavel Industrial AB - SV Series Service Manual",
        "header_right": "SNV-SM-090  Rev 4",
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }
    meta = {
        "document": KEY,
        "version": "Rev 4",
        "effective_from": "2022-09-01",
        "effective_to": None,
        "recorded_at": "2022-08-25T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    }
    return spec, meta

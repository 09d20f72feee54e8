# ruff: noqa: E501  (document text and questions, kept as written)
"""Quarrenby QS rotary screw compressors: operator/service manual and a DOCX bulletin.

Everything here is invented for the benchmark. Latin-1 text only (PDF core font).
"""

PRODUCT = "Quarrenby QS rotary screw compressor"
MANUAL_KEY = "QAC-QS-OM"
SB_KEY = "QAC-SB-0419"
VARIANTS = ["QS-15", "QS-22", "QS-30", "QS-37"]


def _manual_pages():
    cover = [
        ("title", "Quarrenby QS Rotary Screw Compressors"),
        ("subtitle", "Operator and Service Manual - QS-15, QS-22, QS-30, QS-37"),
        ("p", f"Document {MANUAL_KEY}, Issue 3, valid from 2022-02-01."),
        (
            "p",
            "Quarrenby Air Ltd, 3 Foundry Row, Hexley Bridge. Customer service "
            "+44 1632 960 320. Serial numbers are printed on the data plate "
            "inside the electrical cabinet door as QR followed by seven "
            "figures, for example QR3180200.",
        ),
        (
            "small",
            "Keep this manual with the compressor. It applies to fixed-speed "
            "units only; variable-speed QS-V units have their own manual.",
        ),
    ]
    contents = [
        ("h1", "Contents"),
        (
            "table",
            (20, 130, 30),
            [
                ("Section", "Title", "Page"),
                ("1", "Safety instructions", "2"),
                ("2", "Technical data", "3"),
                ("3", "Installation and operating limits", "4"),
                ("4", "Maintenance intervals", "5"),
                ("5", "Controller messages", "6"),
                ("6", "Maintenance procedures", "7"),
                ("7", "Tightening torques and spare parts", "8"),
            ],
        ),
        ("h1", "1 Safety instructions"),
        (
            "p",
            "Compressed air and hot oil can cause serious injury. Before any "
            "work: stop the unit with the STOP key, wait for the blow-down to "
            "finish, open and lock the main isolator and check that the "
            "separator tank gauge reads 0 bar.",
        ),
        (
            "p",
            "The unit may restart automatically after a power failure if "
            "auto-restart (menu 3.6) is enabled. A warning label on the door "
            "shows when this function is active.",
        ),
        (
            "p",
            "Never use the compressed air for breathing unless it has been "
            "treated to a breathing air standard by suitable equipment.",
        ),
    ]
    tech = [
        ("h1", "2 Technical data"),
        (
            "table",
            (60, 30, 30, 30, 30),
            [
                ("Item", "QS-15", "QS-22", "QS-30", "QS-37"),
                ("Motor rated power (kW)", "15", "22", "30", "37"),
                ("Drive", "belt", "belt", "gear", "gear"),
                ("FAD at 7.5 bar (m³/min) (a)", "2.45", "3.62", "5.10", "6.28"),
                ("FAD at 10 bar (m³/min) (a)", "2.08", "3.05", "4.36", "5.41"),
                ("FAD at 13 bar (m³/min) (b)", "-", "2.51", "3.58", "4.49"),
                ("Oil fill (L)", "8.5", "12", "18", "20"),
                ("Sound pressure, dB(A) (c)", "67", "68", "70", "71"),
                ("Cooling air flow (m³/h)", "3200", "4500", "6100", "7300"),
                ("Recoverable heat (kW)", "12", "18", "24", "30"),
                ("Air outlet", 'G 1"', 'G 1 1/4"', 'G 1 1/2"', 'G 1 1/2"'),
                ("Weight (kg) (d)", "395", "520", "760", "815"),
            ],
        ),
        (
            "small",
            "(a) Free air delivery to ISO 1217:2009 Annex C at the stated working pressure, tolerance ±5 %.",
        ),
        ("small", "(b) 13 bar versions are not built for the QS-15."),
        ("small", "(c) At 1 m to ISO 2151, free field, at maximum working pressure."),
        ("small", "(d) Units with the integrated refrigeration dryer (suffix -D) weigh 45 kg more."),
        (
            "p",
            "All models are supplied for 400 V 3~ 50 Hz. Other voltages are "
            "available to order; see the data plate for the actual supply.",
        ),
    ]
    install = [
        ("h1", "3 Installation and operating limits"),
        ("h2", "3.1 Compressor room"),
        (
            "p",
            "Permitted ambient temperature: +2 °C to +46 °C. Up to 1000 m "
            "altitude no derating is needed. Leave at least 800 mm free in front "
            "of the unit and 500 mm on the other sides. The cooling air must "
            "leave the room; if a duct is fitted its pressure drop must not "
            "exceed 30 Pa.",
        ),
        ("h2", "3.2 Electrical supply"),
        (
            "table",
            (60, 30, 30, 30, 30),
            [
                ("Item (400 V 50 Hz)", "QS-15", "QS-22", "QS-30", "QS-37"),
                ("Main fuse, gG (A)", "40", "50", "80", "100"),
                ("Star-delta changeover (s)", "6", "6", "8", "8"),
                ("Max. motor starts per hour", "10", "10", "6", "6"),
            ],
        ),
        ("h2", "3.3 Pressure and temperature settings"),
        (
            "p",
            "The unload pressure equals the maximum working pressure on the "
            "data plate. The load pressure is the unload pressure minus the "
            "pressure band, default 0.8 bar, adjustable from 0.5 to 1.5 bar "
            "in menu 2.1.",
        ),
        (
            "p",
            "Discharge temperature: warning at 105 °C (E07) and trip at "
            "110 °C (E09). The thermostatic valve starts to open at 74 °C so "
            "that the oil reaches its working temperature quickly.",
        ),
        (
            "p",
            "The unit is designed for continuous duty. If the demand is very "
            "low, increase the pressure band rather than the number of starts.",
        ),
    ]
    maint = [
        ("h1", "4 Maintenance intervals"),
        (
            "table",
            (110, 70),
            [
                ("Task", "Interval (running hours)"),
                ("Check oil level, drain condensate if no auto drain", "daily"),
                ("Clean cooler fins", "500 h (sooner if dusty)"),
                ("Replace air filter element", "2000 h or 12 months"),
                ("Replace oil filter", "2000 h"),
                ("Change oil, Quarrenby SC-46 synthetic (a)", "4000 h or 2 years"),
                ("Replace separator element", "4000 h"),
                ("Check belt tension (QS-15, QS-22)", "1000 h"),
                ("Replace drive belts (QS-15, QS-22)", "8000 h"),
                ("Service minimum pressure valve (kit)", "8000 h"),
                ("Regrease motor bearings (QS-30, QS-37)", "4000 h, 20 g per bearing"),
                ("Test safety valve", "every 12 months"),
            ],
        ),
        (
            "small",
            "(a) Mineral oil is permitted on the QS-15 only; with mineral oil the oil change interval is 1000 h.",
        ),
        (
            "p",
            "QS-15 and QS-22 motors have bearings greased for life and need "
            "no regreasing. The service counter (menu 4.2) counts down to the "
            "next service and raises message E18 when it reaches zero.",
        ),
    ]
    codes = [
        ("h1", "5 Controller messages"),
        (
            "p",
            "Warnings (W) are shown and logged; the unit keeps running. Trips "
            "(T) stop the unit and must be acknowledged with the RESET key "
            "after the cause has been removed.",
        ),
        (
            "table",
            (14, 10, 66, 90),
            [
                ("Code", "Type", "Meaning", "Remedy"),
                ("E02", "T", "Wrong phase sequence", "Swap two incoming phases at the isolator"),
                ("E05", "T", "Motor overload relay tripped", "Check supply voltage and relay setting; reset"),
                ("E07", "W", "Discharge temperature 105 °C", "Clean cooler; check oil level and room air"),
                ("E09", "T", "Discharge temperature 110 °C", "Let cool; check thermostatic valve and fan"),
                ("E11", "T", "Pressure sensor fault", "Check connector and 4-20 mA signal"),
                ("E14", "W", "Separator pressure drop over 1.0 bar", "Replace separator element (6.1)"),
                ("E16", "W", "Air filter restriction", "Replace air filter element"),
                ("E18", "W", "Service due", "Carry out service; reset counter in menu 4.2"),
            ],
        ),
        (
            "small",
            "A trip that occurs three times within 24 h locks the unit. The "
            "lock can be cleared only with the service code.",
        ),
    ]
    procs = [
        ("h1", "6 Maintenance procedures"),
        ("h2", "6.1 Replacing the separator element"),
        (
            "steps",
            [
                "Stop the unit, then open and lock the main isolator.",
                "Close the outlet valve and wait until the tank gauge reads 0 bar (blow-down takes about 60 s).",
                "Disconnect the scavenge line from the separator cover.",
                "Undo the cover bolts and lift the cover off.",
                "Remove the old element and both gaskets. Leave the metal staple in the gasket: it earths the element.",
                "Fit the new element with new gaskets.",
                "Refit the cover and tighten the bolts crosswise to the torque in table 7-1.",
                "Reconnect the scavenge line and check that the scavenge orifice is clear.",
                "Start the unit, check for leaks and reset the service counter.",
            ],
        ),
        ("h2", "6.2 Checking and adjusting belt tension (QS-15, QS-22)"),
        (
            "steps",
            [
                "Stop the unit and lock off the isolator.",
                "Remove the left-hand side panel.",
                "Press the belt midway between the pulleys with 50 N; the deflection must be 6 mm on the QS-15 or 8 mm on the QS-22.",
                "To adjust, loosen the four motor base bolts and turn the tensioning screw.",
                "Check pulley alignment with a straight edge; maximum offset 0.5 mm.",
                "Tighten the motor base bolts to the torque in table 7-1 and refit the panel.",
            ],
        ),
        (
            "p",
            "New belts stretch during running-in; check the tension again after 50 h.",
        ),
    ]
    parts = [
        ("h1", "7 Tightening torques and spare parts"),
        ("h2", "Table 7-1 Tightening torques"),
        (
            "table",
            (110, 70),
            [
                ("Fastener", "Torque"),
                ("Separator cover bolts M12", "70 N·m"),
                ("Oil drain plug 1/2 in BSP", "40 N·m"),
                ("Motor base bolts M12", "75 N·m"),
                ("Air end mounting bolts M16", "180 N·m"),
                ("Oil filter", "hand tight + 3/4 turn"),
            ],
        ),
        ("h2", "Table 7-2 Spare parts"),
        (
            "table",
            (70, 55, 55),
            [
                ("Part", "QS-15 / QS-22", "QS-30 / QS-37"),
                ("Air filter element", "6211-0152", "6211-0187"),
                ("Oil filter", "6212-0040", "6212-0061"),
                ("Separator element with gaskets", "6213-0225", "6213-0290"),
                ("Minimum pressure valve kit", "6250-0310", "6250-0330"),
                ("Thermostatic element 74 °C", "6260-0074", "6260-0075"),
                ("Drive belt set", "6240-1522 (QS-15)", "not applicable"),
                ("Drive belt set", "6240-1540 (QS-22)", "not applicable"),
                ("SC-46 oil, 5 L can", "6290-0005", "6290-0005"),
                ("SC-46 oil, 20 L drum", "6290-0020", "6290-0020"),
            ],
        ),
        (
            "small",
            "Use only Quarrenby parts; other separator elements may lack the earthing staple.",
        ),
    ]
    return [cover, contents, tech, install, maint, codes, procs, parts]


def _bulletin_blocks():
    return [
        ("title", "Technical Service Bulletin 0419"),
        ("subtitle", "Minimum pressure valve spring - slow pressure build-up"),
        (
            "p",
            f"Document {SB_KEY}, Issue 1, dated 2022-10-10. Issued by Quarrenby "
            "Air Ltd, Product Support. Classification: mandatory at next service.",
        ),
        ("h1", "Applicability"),
        (
            "p",
            "This bulletin applies to QS-22 and QS-30 compressors with serial "
            "numbers QR3180200 to QR3182450 inclusive. QS-15 and QS-37 "
            "compressors are not affected, whatever their serial number.",
        ),
        ("h1", "Symptoms and cause"),
        (
            "p",
            "Affected units may take longer than normal to build up network "
            "pressure after a cold start, and the minimum pressure valve may "
            "chatter during the first minutes of running. A batch of springs "
            "with a low spring rate was fitted to the minimum pressure valve, "
            "so the valve opens at about 2.8 bar instead of the design value.",
        ),
        ("h1", "Parts and labour"),
        (
            "table",
            None,
            [
                ("Model", "Spring kit", "Valve opening pressure after fix", "Labour"),
                ("QS-22", "7790-0412", "4.5 bar", "0.8 h"),
                ("QS-30", "7790-0413", "4.5 bar", "1.0 h"),
            ],
        ),
        ("h1", "Procedure"),
        (
            "steps",
            [
                "Stop the unit, lock off the isolator and wait until the tank gauge reads 0 bar.",
                "Remove the minimum pressure valve cap; it is under spring load, so hold it while undoing the last threads.",
                "Take out the old spring and piston; check the piston O-ring and replace it from the kit.",
                "Fit the new spring (marked with a blue paint dot) and the piston.",
                "Refit the cap and tighten it to 55 N·m.",
                "Start the unit and check that the network pressure rises within 40 s of the motor reaching speed.",
                "Mark the data plate with a blue dot and record TSB 0419 in the service log.",
            ],
        ),
        ("h1", "Compliance and warranty"),
        (
            "p",
            "Carry out the work at the next 2000 h service or within 6 months "
            "of this bulletin, whichever is sooner. Parts and labour are "
            "covered by Quarrenby; claim with reference TSB0419-W on the "
            "service report.",
        ),
        (
            "small",
            "Units whose data plate already carries a blue dot were corrected at the factory and need no action.",
        ),
    ]


def documents():
    return [
        {
            "file": "quarrenby-qs-operator-service-manual.pdf",
            "format": "pdf",
            "header": f"Quarrenby QS Rotary Screw Compressors - {MANUAL_KEY} Issue 3",
            "pages": _manual_pages(),
            "meta": {
                "document": MANUAL_KEY,
                "version": "Issue 3",
                "effective_from": "2022-02-01",
                "effective_to": None,
                "recorded_at": "2022-02-03T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
            },
        },
        {
            "file": "quarrenby-tsb-0419.docx",
            "format": "docx",
            "title": "Technical Service Bulletin 0419",
            "blocks": _bulletin_blocks(),
            "meta": {
                "document": SB_KEY,
                "version": "Issue 1",
                "effective_from": "2022-10-10",
                "effective_to": None,
                "recorded_at": "2022-10-12T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["QS-22", "QS-30"],
                    "serials": [[3180200, 3182450]],
                },
            },
        },
    ]

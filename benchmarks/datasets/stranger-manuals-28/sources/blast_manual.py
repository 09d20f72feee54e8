# ruff: noqa: E501
"""BlastCab abrasive blast cabinets - service manual AX-SM-117 Rev 3 (invented). Two models."""

KEY = "AX-SM-117"
COMPANY = "Abravex Surface Technik GmbH"
TITLE = "BlastCab Abrasive Blast Cabinets - Service Manual"
PRODUCT = "BlastCab abrasive blast cabinet"
VARIANTS = ["BC-960", "BC-1280"]
VERSION = ("Rev 3", "AX-SM-117_Rev3.pdf", "2021-02-01", None, "2021-01-26T00:00:00Z")

W2 = [78, 48, 48]


def pages():
    p1 = [
        ("title", "BlastCab"),
        ("subtitle", "Abrasive Blast Cabinets BC-960 and BC-1280"),
        ("subtitle", "Service Manual"),
        ("space", 3),
        (
            "p",
            "Document AX-SM-117, Revision 3, effective 2021-02-01. The BC-960 is a suction-fed cabinet "
            "with a venturi blast gun. The BC-1280 is a pressure-fed cabinet with a 28 litre blast vessel. "
            "Both models use the BlastGuard BG-2 controller and a cartridge dust collector with manual shaker.",
        ),
        ("p", "Serial numbers: AB followed by seven figures, on the plate at the right-hand side of the cabinet."),
        ("space", 3),
        ("h1", "Contents"),
        (
            "table",
            [22, 122, 30],
            ["Section", "Title", "Page"],
            [
                ["1", "Safety rules", "2"],
                ["2", "Technical data", "3"],
                ["3", "Nozzles, air consumption and abrasives", "4"],
                ["4", "Maintenance intervals and torque values", "5"],
                ["5", "Service procedures", "6"],
                ["6", "BlastGuard fault codes", "7"],
                ["7", "Spare parts", "8"],
            ],
            {},
        ),
    ]
    p2 = [
        ("h1", "1 Safety rules"),
        (
            "bullets",
            [
                "Do not use abrasives that contain free crystalline silica.",
                "Do not blast with a door open. Never bridge or bypass the door interlock.",
                "Do not blast parts that are wet with flammable solvents.",
                "Do not point the blast gun at the viewing window or at the glove ports.",
                "Do not use air from the blast line for breathing apparatus or for cleaning clothing.",
                "Do not mix different abrasive types in the hopper.",
                "Do not blast unless the dust collector fan is running.",
                "Do not open the blast vessel of the BC-1280 before the pressure gauge reads zero.",
            ],
        ),
        (
            "p",
            "Wear safety glasses when loading abrasive and when emptying the dust drawer. Use a dust "
            "mask of class FFP2 or better when changing filter cartridges.",
        ),
        ("h2", "1.2 Electrical"),
        (
            "p",
            "Isolate the cabinet at the main switch before opening the controller or the fan terminal box. "
            "The BC-1280 has a 400 V three-phase fan motor; check the direction of rotation after any work "
            "on the supply. A fan turning backwards delivers about a third of its rated airflow.",
        ),
    ]
    p3 = [
        ("h1", "2 Technical data"),
        ("caption", "Table 2-1 Technical data"),
        (
            "table",
            W2,
            ["Parameter", "BC-960", "BC-1280"],
            [
                ["Feed system", "Suction, venturi gun", "Pressure vessel"],
                ["Blast vessel volume", "-", "28 l"],
                ["Working chamber W x D x H", "960 x 650 x 600 mm", "1280 x 850 x 800 mm"],
                ["Working air pressure", "4 to 7 bar", "2 to 6 bar (a)"],
                ["Maximum supply pressure", "8 bar", "8 bar"],
                ["Standard nozzle bore", "8 mm", "6 mm (b)"],
                ["Air demand, standard nozzle at 6 bar", "1.6 m³/min", "1.2 m³/min"],
                ["Dust collector airflow", "900 m³/h", "1400 m³/h"],
                ["Filter cartridges", "2", "4"],
                ["Abrasive charge", "25 kg", "60 kg"],
                ["Lighting", "LED 30 W", "LED 2 x 30 W"],
                ["Supply", "230 V, 1 ph, 10 A", "400 V, 3 ph, 10 A"],
                ["Cabinet mass, empty", "185 kg", "340 kg"],
                ["Turntable load, max.", "80 kg (c)", "200 kg"],
                ["Noise at operator position (d)", "79 dB(A)", "83 dB(A)"],
            ],
            {},
        ),
        ("foot", "(a) Pressure in the blast vessel, set with the vessel regulator."),
        ("foot", "(b) An 8 mm nozzle can be fitted if the compressor can deliver 2.2 m³/min."),
        ("foot", "(c) Only with the optional turntable kit AX-TT-960."),
        ("foot", "(d) Blasting glass bead at 5 bar with the standard nozzle."),
        ("space", 3),
        ("h2", "2.2 Compressed air supply"),
        (
            "p",
            "Connect the cabinet with a hose of at least 19 mm bore. Supply air must be dry: moisture makes "
            "the abrasive clump and causes an irregular blast stream. A water separator is fitted at the "
            "cabinet inlet and must be drained daily.",
        ),
    ]
    p4 = [
        ("h1", "3 Nozzles, air consumption and abrasives"),
        ("caption", "Table 3-1 Air consumption in m³/min by nozzle bore and pressure"),
        (
            "table",
            [34, 35, 35, 35, 35],
            ["Nozzle bore", "4 bar", "5 bar", "6 bar", "7 bar"],
            [
                ["5 mm", "0.6", "0.7", "0.8", "0.9"],
                ["6 mm", "0.9", "1.0", "1.2", "1.4"],
                ["8 mm", "1.3", "1.5", "1.6", "1.9"],
                ["10 mm", "2.0", "2.4", "2.8", "3.1"],
            ],
            {},
        ),
        ("foot", "Values for new nozzles. A nozzle worn by 1 mm over its nominal bore uses about 30 % more air."),
        (
            "p",
            "Replace a boron carbide nozzle when its bore has worn 1.6 mm over nominal, for example an "
            "8 mm nozzle that gauges 9.6 mm. Check the bore with the nozzle gauge AX-NG-01; never with a "
            "drill bit, which scratches the liner.",
        ),
        ("space", 2),
        ("caption", "Table 3-2 Abrasives"),
        (
            "table",
            [40, 40, 34, 60],
            ["Abrasive", "Size", "Pressure", "Typical use"],
            [
                ["Glass bead", "70 to 140 mesh", "3 to 5 bar", "Cleaning, satin finish"],
                ["Aluminium oxide", "F36 to F120", "4 to 7 bar", "Rust and scale removal"],
                ["Plastic media", "20 to 40 mesh", "2 to 3 bar", "Paint stripping"],
                ["Walnut shell", "12 to 20 mesh", "3 to 4 bar", "Delicate parts, moulds"],
                ["Steel grit (e)", "G40 to G80", "5 to 7 bar", "Heavy descaling"],
            ],
            {},
        ),
        ("foot", "(e) BC-1280 only, and only with the rubber wear liner kit AX-WL-1280 fitted."),
        (
            "p",
            "Glass bead can be reused until it is broken down to dust; on average a charge lasts 10 to 20 "
            "cycles through the reclaimer. Replace the whole charge when the finish becomes dull and "
            "uneven.",
        ),
    ]
    p5 = [
        ("h1", "4 Maintenance intervals and torque values"),
        ("caption", "Table 4-1 Maintenance schedule"),
        (
            "table",
            [112, 62],
            ["Task", "Interval"],
            [
                ["Empty dust drawer", "Daily"],
                ["Check gloves for holes and wear", "Daily"],
                ["Drain water separator at air inlet", "Daily"],
                ["Shake filter cartridges with the manual shaker", "Every 4 h of blasting"],
                ["Gauge nozzle bore (a)", "Weekly"],
                ["Test door interlock", "Weekly"],
                ["Replace viewing window cover lens", "When vision is poor, at least weekly"],
                ["Inspect blast hose and couplings", "Monthly"],
                ["Check pop-up valve seal (BC-1280)", "Monthly"],
                ["Replace filter cartridges (b)", "Every 12 months"],
                ["Replace door seals", "Every 12 months"],
                ["Blast vessel inspection (BC-1280)", "Every 2 years (c)"],
            ],
            {},
        ),
        ("foot", "(a) Daily when blasting with aluminium oxide or steel grit."),
        ("foot", "(b) Earlier if the filter differential pressure stays above 150 mm WG after shaking."),
        ("foot", "(c) Or more often if national pressure equipment rules require it."),
        ("space", 3),
        ("caption", "Table 4-2 Torque values"),
        (
            "table",
            [90, 40, 44],
            ["Fastener", "Size", "Torque"],
            [
                ["Viewing window frame screws", "M6", "6 N·m"],
                ["Door hinge bolts", "M8", "18 N·m"],
                ["Blast vessel inspection cover bolts (f)", "M12", "65 N·m"],
                ["Nozzle holder on gun body", "M24 x 1.5", "30 N·m"],
                ["Fan motor mounting bolts", "M10", "35 N·m"],
                ["Reclaimer inlet flange screws", "M8", "14 N·m"],
            ],
            {},
        ),
        ("foot", "(f) New gasket every time the cover is opened; tighten crosswise."),
    ]
    p6 = [
        ("h1", "5 Service procedures"),
        ("h2", "5.1 Replacing the viewing window cover lens"),
        (
            "steps",
            [
                "Stop blasting and let the dust collector run for 2 minutes to clear the cabinet air.",
                "Undo the window frame screws and lift the frame away.",
                "Remove the used cover lens. Clean the glass with water and a soft cloth; do not use solvents.",
                "Place a new cover lens on the glass with the printed side facing the operator.",
                "Refit the frame and tighten the screws crosswise to Table 4-2.",
            ],
        ),
        ("h2", "5.2 Setting the abrasive flow (BC-960)"),
        (
            "steps",
            [
                "Set the working pressure to 5 bar at the cabinet regulator.",
                "Close the air bleed collar on the pick-up tube fully, then open it by two turns.",
                "Blast a test piece. If the stream pulses, open the collar in quarter turns until it is steady.",
                "If the stream is thin and fast, close the collar by a quarter turn at a time.",
            ],
        ),
        ("h2", "5.3 Replacing the filter cartridges"),
        (
            "steps",
            [
                "Switch off the fan and isolate the cabinet at the main switch.",
                "Shake the cartridges for one minute, then wait 10 minutes for the dust to settle.",
                "Empty the dust drawer into a sealed bag.",
                "Release the cartridge clamp wheels and pull the cartridges down and out.",
                "Fit new cartridges AX-FC-325 with new sealing rings and tighten the clamp wheels by hand.",
                "Run the fan and check the differential pressure gauge: new cartridges read 30 to 60 mm WG.",
            ],
        ),
    ]
    hdr = ["Code", "Meaning", "Remedy"]
    w = [16, 62, 96]
    p7 = [
        ("h1", "6 BlastGuard fault codes"),
        (
            "p",
            "The BG-2 controller shows fault codes on its two-digit display. Blasting is blocked while a "
            "fault is shown. Faults clear themselves when the cause is removed, except F08 and F12, which "
            "need the RESET button.",
        ),
        ("caption", "Table 6-0 BG-2 status lamps"),
        (
            "table",
            [40, 134],
            ["Lamp", "Meaning"],
            [
                ["Green, steady", "Ready to blast: doors closed, fan running, air pressure present."],
                ["Green, flashing", "Fan running up; blasting is enabled after 20 s."],
                ["Yellow", "Filter differential pressure high; shake the cartridges at the next pause."],
                ["Red", "Fault: read the code on the display and see Table 6-1."],
            ],
            {},
        ),
        ("caption", "Table 6-1 BlastGuard fault codes"),
        (
            "table",
            w,
            hdr,
            [
                [
                    "F01",
                    "Door open or door interlock not made.",
                    "Close both doors fully. Check the interlock actuator alignment and the switch fixing.",
                ],
                ["F02", "Dust collector fan not running.", "Check the fan motor protection switch and the fan supply."],
                [
                    "F03",
                    "Filter differential pressure above 150 mm WG.",
                    "Shake the cartridges. If the fault returns within an hour, replace the cartridges (5.3).",
                ],
                [
                    "F04",
                    "Air pressure at cabinet inlet below 2 bar.",
                    "Check compressor, supply hose and inlet valve. Drain the water separator.",
                ],
                [
                    "F05",
                    "Foot pedal pressed at power-up.",
                    "Release the pedal. If the fault remains, check the pedal switch and its cable.",
                ],
                [
                    "F06",
                    "Blast vessel still pressurised at door opening request (BC-1280).",
                    "Wait until the vessel is vented. Check the exhaust valve and silencer for blockage.",
                ],
                [
                    "F07",
                    "Lighting circuit fault.",
                    "Check the LED driver fuse (1 A). Replace the LED strip if the fuse is intact.",
                ],
                [
                    "F08",
                    "Fan motor overload tripped.",
                    "Check fan direction and impeller for abrasive build-up. Reset the motor protection switch, "
                    "then press RESET.",
                ],
                [
                    "F09",
                    "Abrasive level low in blast vessel (BC-1280).",
                    "1. Top up with the same abrasive type. 2. If the level is correct, clean the level sensor window. "
                    "(continued on page 8)",
                ],
            ],
            {},
        ),
    ]
    p8 = [
        ("caption", "Table 6-1 BlastGuard fault codes (continued)"),
        (
            "table",
            w,
            hdr,
            [
                [
                    "F09",
                    "(continued)",
                    "3. Check the sensor cable plug at the BG-2. 4. Replace the level sensor AX-LS-28 if the fault persists.",
                ],
                [
                    "F11",
                    "Emergency stop pressed.",
                    "Find the reason for the stop, release the button by turning it, then restart.",
                ],
                [
                    "F12",
                    "Internal relay self-test failed.",
                    "Switch off for 30 s. If F12 returns at power-up, replace the BG-2 controller.",
                ],
            ],
            {},
        ),
        ("space", 3),
        ("h1", "7 Spare parts"),
        ("caption", "Table 7-1 Spare parts (x = used on model)"),
        (
            "table",
            [32, 98, 22, 22],
            ["Part number", "Description", "BC-960", "BC-1280"],
            [
                ["AX-NZ-06", "Nozzle, boron carbide, 6 mm", "x", "x"],
                ["AX-NZ-08", "Nozzle, boron carbide, 8 mm", "x", "x"],
                ["AX-NG-01", "Nozzle bore gauge", "x", "x"],
                ["AX-GL-32", "Gloves, pair, size 10, 800 mm", "x", "x"],
                ["AX-VL-960", "Cover lens, pack of 10, 520 x 320 mm", "x", "-"],
                ["AX-VL-1280", "Cover lens, pack of 10, 700 x 420 mm", "-", "x"],
                ["AX-FC-325", "Filter cartridge 325 x 600 mm", "x", "x"],
                ["AX-DS-10", "Door seal, per metre", "x", "x"],
                ["AX-IS-100", "Door interlock switch", "x", "x"],
                ["AX-PV-28", "Pop-up valve seal", "-", "x"],
                ["AX-LS-28", "Abrasive level sensor", "-", "x"],
                ["AX-BH-25", "Blast hose 25 mm, per metre", "-", "x"],
                ["AX-BH-19", "Suction hose 19 mm, per metre", "x", "-"],
            ],
            {},
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

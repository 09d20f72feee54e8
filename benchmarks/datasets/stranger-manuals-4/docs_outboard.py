"""Tessary Marine Corvina outboard service manual (invented company and values)."""

from layout import render_manual

FILE = "Tessary_Corvina_Service_Manual.pdf"
MODELS = ["Corvina 40", "Corvina 60 EFI", "Corvina 90 EFI", "Corvina 90 EFI CT"]


def build():
    def p1(pdf, ctx):
        pdf.title_block(
            [
                ("Tessary Marine", 10, "B"),
                ("Corvina Outboard Service Manual", 20, "B"),
                ("Corvina 40 | Corvina 60 EFI | Corvina 90 EFI | Corvina 90 EFI CT", 11, ""),
                ("Publication TM-SM-2208, 2nd edition, March 2023", 10, ""),
            ]
        )
        pdf.heading("", "Contents")
        pdf.dotted_entries(ctx["toc"])
        pdf.heading("", "About this manual", level=2)
        pdf.para(
            "This manual is written for trained marine technicians. The Corvina 90 EFI CT (Command Thrust) "
            "shares its power head with the Corvina 90 EFI but has a larger gearcase and a different gear "
            "ratio. The serial number plate is on the starboard side of the transom bracket; the engine "
            "serial number is also stamped on the cylinder block above the oil filter."
        )
        pdf.callout(
            "WARNING",
            "Remove the kill-switch lanyard and disconnect the battery negative cable before working on the "
            "ignition or fuel system. EFI fuel lines stay under pressure after the engine is stopped.",
        )
        pdf.callout(
            "CAUTION",
            "Never run the engine without a water supply, not even briefly: the water pump impeller can be "
            "destroyed within 15 seconds.",
        )

    def p2(pdf, ctx):
        pdf.heading("1", "Specifications")
        rows = [
            ["Rated power", "29.4 kW (40 hp)", "44.1 kW (60 hp)", "66.2 kW (90 hp)", "66.2 kW (90 hp)"],
            ["Displacement", "747 cm³", "996 cm³", "1596 cm³", "1596 cm³"],
            ["Cylinders, valve train", "3, SOHC 6-valve", "3, SOHC 12-valve", "4, DOHC 16-valve", "4, DOHC 16-valve"],
            ["Fuel system", "Carburettor (x3)", "Multi-point EFI", "Multi-point EFI", "Multi-point EFI"],
            ["Full-throttle range", "5500-6000 rpm", "5500-6000 rpm (b)", "5000-6000 rpm", "5000-6000 rpm"],
            ["Idle speed, neutral, engine warm", "900 ± 50 rpm", "800 ± 50 rpm", "750 ± 50 rpm", "750 ± 50 rpm"],
            ["Spark plug", "Sparvik SR-6", "Sparvik SR-7", "Sparvik IX-6L", "Sparvik IX-6L"],
            ["Spark plug gap", "0.8-0.9 mm", "0.8-0.9 mm", "1.0-1.1 mm", "1.0-1.1 mm"],
            ["Engine oil, with filter change", "2.2 L", "2.6 L", "4.5 L", "4.5 L"],
            ["Engine oil, without filter change", "2.0 L", "2.4 L", "4.1 L", "4.1 L"],
            ["Gearcase lubricant", "430 mL", "610 mL", "800 mL", "see (a)"],
            ["Gear ratio", "2.00:1", "2.08:1", "2.33:1", "2.50:1"],
            ["Thermostat opening temperature", "52 °C", "52 °C", "60 °C", "60 °C"],
            ["Alternator output", "12 A", "17 A", "35 A", "35 A"],
            ["Minimum battery", "465 CCA", "550 CCA", "800 CCA", "800 CCA"],
            [
                "Trim and tilt",
                "Manual tilt, 5 positions",
                "Power trim & tilt",
                "Power trim & tilt",
                "Power trim & tilt",
            ],
            ["Weight, L shaft", "94 kg", "112 kg", "165 kg", "171 kg"],
        ]
        pdf.table(["Item", *MODELS], rows, [46, 32, 32, 32, 32], size=8.2)
        pdf.para("(a) Corvina 90 EFI CT: 980 mL (larger gearcase).", size=8.5, style="I")
        pdf.para("(b) Corvina 60 EFI from S/N 1046000: 5600-6200 rpm.", size=8.5, style="I")
        pdf.heading("1.1", "Valve clearance (engine cold)", level=2)
        valves = [
            ["Corvina 40", "0.15-0.25 mm", "0.25-0.35 mm"],
            ["Corvina 60 EFI", "0.17-0.23 mm", "0.27-0.33 mm"],
            ["Corvina 90 EFI, 90 EFI CT", "0.20-0.26 mm", "0.31-0.37 mm"],
        ]
        pdf.table(["Model", "Intake", "Exhaust"], valves, [70, 52, 52], size=8.5)
        pdf.para("Measure with the piston at top dead centre on the compression stroke.", size=9)

    def p3(pdf, ctx):
        pdf.heading("2", "Maintenance schedule")
        pdf.para(
            "Service at the operating hours or the calendar interval, whichever comes first. Commercial "
            "operation needs a specific schedule: contact Tessary Marine service."
        )
        sched = [
            [
                "Engine oil and oil filter",
                "After the first 20 hours, then every 100 hours or 12 months",
                "Replace (see 4.1)",
            ],
            ["Gearcase lubricant", "After the first 20 hours, then every 150 hours or 12 months", "Replace (see 4.2)"],
            ["Spark plugs", "Replace every 200 hours or 24 months", "Check the gap on new plugs"],
            ["On-engine fuel filter (water separating)", "Replace every 250 hours or 24 months", "EFI models only"],
            ["Water pump impeller", "Replace every 300 hours or 3 years", "Also replace the wear plate if scored"],
            ["Valve clearance", "Check every 400 hours or 4 years", "Engine cold, see 1.1"],
            [
                "Timing belt (Corvina 90 EFI and 90 EFI CT)",
                "Replace every 1000 hours or 6 years",
                "Inspect at every oil change",
            ],
            ["Power trim fluid level", "Check every 120 hours", "Outboard fully tilted up"],
            ["Grease points (swivel bracket, tilt tube, steering)", "Every 60 hours; in salt water every 30 hours", ""],
            ["Sacrificial anodes (salt water)", "Inspect every 50 hours", "Replace when reduced to half their size"],
            ["Thermostat", "Inspect every 500 hours", "Replace if it does not open at the rated temperature"],
        ]
        pdf.table(["Item", "Interval", "Action / notes"], sched, [58, 70, 46], size=8.3)
        pdf.heading("2.1", "Fuel and lubricants", level=2)
        fluids = [
            ["Engine oil", "SAE 10W-30, FC-W certified", "92-FS1030"],
            ["Gearcase lubricant", "SAE 80W-90 hypoid, API GL-5", "92-GL8090"],
            ["Power trim fluid", "ATF, Dexron III type", "92-PT0300"],
            ["Grease", "Water-resistant marine grease", "92-WG0450"],
            ["Thread locker", "Medium strength", "92-TL0242"],
            ["Fogging oil (winter storage)", "Aerosol", "92-FO0100"],
            ["Fuel", "Unleaded petrol, minimum 91 RON, up to 10 % ethanol", "-"],
        ]
        pdf.table(["Product", "Specification", "Part number"], fluids, [50, 84, 40], size=8.4)

    def p4(pdf, ctx):
        pdf.heading("3", "Torque specifications")
        torque = [
            ["Spark plug", "18 Nm", "18 Nm", "25 Nm"],
            ["Oil drain plug (new gasket)", "23 Nm", "23 Nm", "28 Nm"],
            ["Oil filter", "3/4 turn after gasket contact", "17 Nm", "19 Nm"],
            ["Gearcase drain/fill and vent screws", "7 Nm", "7 Nm", "9 Nm"],
            ["Propeller nut (1)", "35 Nm", "55 Nm", "75 Nm"],
            ["Flywheel nut (2)", "157 Nm", "186 Nm", "235 Nm"],
            ["Cylinder head bolts (3)", "15 Nm, then 30 Nm", "20 Nm, then 42 Nm", "30 Nm, then 60 Nm, then +90°"],
            ["Fuel rail bolts", "-", "10 Nm", "12 Nm"],
            ["Anode screws", "6.5 Nm", "6.5 Nm", "6.5 Nm"],
            ["Engine mounting bolts", "48 Nm", "54 Nm", "70 Nm"],
        ]
        pdf.table(
            ["Fastener", "Corvina 40", "Corvina 60 EFI", "Corvina 90 EFI / 90 EFI CT"],
            torque,
            [52, 38, 38, 46],
            size=8.4,
        )
        pdf.para("(1) Corvina 90 EFI CT: 82 Nm.", size=8.5, style="I")
        pdf.para("(2) Clean the taper; apply medium-strength thread locker to the nut threads.", size=8.5, style="I")
        pdf.para(
            "(3) Tighten on a cold engine in a spiral sequence starting from the centre bolts.",
            size=8.5,
            style="I",
        )
        pdf.heading("3.1", "Propeller installation", level=2)
        pdf.steps(
            [
                "Shift to neutral and remove the kill-switch lanyard.",
                "Coat the propeller shaft splines with marine grease.",
                "Fit the forward thrust washer, the propeller, the spacer and the propeller nut.",
                (
                    "Tighten the propeller nut:",
                    [
                        "Wedge a block of wood between the propeller blade and the anti-ventilation plate.",
                        "Tighten to the specified torque.",
                        "If the cotter pin holes do not line up, tighten further to the next hole; never loosen.",
                    ],
                ),
                "Fit a new stainless cotter pin and bend both legs around the nut.",
                "Remove the wood block and check that the propeller turns freely in neutral.",
            ]
        )
        pdf.callout(
            "NOTE",
            "Re-check the propeller nut after the first 10 hours of operation with a new propeller.",
        )

    def p5(pdf, ctx):
        pdf.heading("4", "Service procedures")
        pdf.heading("4.1", "Engine oil and filter change", level=2)
        pdf.steps(
            [
                "Run the engine at idle for 5 minutes to warm the oil, then stop it and remove the lanyard.",
                "Tilt the outboard to the vertical position.",
                (
                    "Drain the oil:",
                    [
                        "Place a drain pan under the drain plug on the port side of the lower cowl.",
                        "Remove the drain plug and discard its gasket.",
                        "Let the oil drain for at least 10 minutes.",
                    ],
                ),
                "Remove the oil filter with filter wrench 91-FW076.",
                (
                    "Fit the new oil filter:",
                    [
                        "Wipe the filter seat clean.",
                        "Coat the new filter gasket lightly with engine oil.",
                        "Screw the filter on by hand until the gasket touches, then tighten as in Section 3.",
                    ],
                ),
                "Refit the drain plug with a new gasket, part number 90-DG014.",
                "Fill oil through the filler cap up to the upper dipstick mark (capacities in Section 1).",
                "Start the engine, check for leaks, stop it and check the oil level again after 5 minutes.",
            ]
        )
        pdf.heading("4.2", "Gearcase lubricant change", level=2)
        pdf.steps(
            [
                "Put the outboard in the vertical position.",
                "Remove the lower drain/fill screw, then the upper vent screw.",
                (
                    "Inspect the old lubricant:",
                    [
                        "Milky lubricant means water has entered: pressure-test the gearcase.",
                        "Metal flakes on the magnetic drain screw: inspect the gears and bearings.",
                    ],
                ),
                "Pump new lubricant in through the drain/fill hole until it flows out of the vent hole.",
                "Fit the vent screw first, then remove the pump and quickly fit the drain/fill screw.",
                "Tighten both screws with new sealing washers (Section 3).",
            ]
        )
        pdf.callout(
            "NOTE",
            "Gearcase pressure test: apply 0.7 bar through the vent hole; the pressure must not drop for 5 minutes.",
        )

    def p6(pdf, ctx):
        pdf.heading("5", "EFI fault diagnosis")
        pdf.para(
            "Applies to the Corvina 60 EFI, 90 EFI and 90 EFI CT; the carburetted Corvina 40 has no engine "
            "control unit. Connect the DiagLink interface (P/N 91-DL200) to the 4-pin diagnostic connector "
            "under the flywheel cover. DiagLink shows stored faults as hexadecimal codes."
        )
        pdf.heading("5.1", "DiagLink fault codes", level=2)
        codes = [
            ["Fault 0x11", "Crankshaft position sensor: no signal", "Engine stops or will not start"],
            ["Fault 0x14", "Engine temperature sensor circuit high", "Default temperature used"],
            ["Fault 0x15", "Engine temperature sensor circuit low", "Default temperature used"],
            ["Fault 0x22", "Throttle position sensor out of range", "Limp-home: maximum 2500 rpm"],
            ["Fault 0x2A", "Overheat: cylinder head above 94 °C", "Guardian mode: maximum 2000 rpm"],
            ["Fault 0x31", "Oil pressure below 0.5 bar at idle", "Guardian mode, continuous horn"],
            ["Fault 0x3C", "Fuel pump relay circuit open", "Engine stops"],
            ["Fault 0x41", "Battery voltage below 10.5 V while cranking", "None"],
            ["Fault 0x47", "Water in fuel (90 EFI and 90 EFI CT only)", "Intermittent horn"],
            ["Fault 0x5B", "Trim position sender open circuit", "Trim gauge reads zero"],
        ]
        pdf.table(["Code", "Fault", "Engine reaction"], codes, [28, 86, 60], size=8.4)
        pdf.heading("5.2", "Check-engine lamp blink codes", level=2)
        pdf.para("Without DiagLink, turn the key to ON and count the blinks of the check-engine lamp:", size=9.5)
        pdf.bullets(
            [
                "Code 1 (red LED blinks once): no fault stored",
                "Code 2 (red LED blinks 2 times): engine temperature sensor circuit",
                "Code 3 (red LED blinks 3 times): overheat",
                "Code 4 (red LED blinks 4 times): low oil pressure",
                "Code 6 (red LED blinks 6 times): throttle position sensor",
                "Code 8 (red LED blinks 8 times): crankshaft position sensor",
            ]
        )
        pdf.para(
            "Stored codes are cleared with DiagLink or automatically after 20 fault-free starts. Four short "
            "beeps at key-on mean the horn self-test passed. DiagLink reports its own faults as E codes: "
            "E 03 means the DiagLink software is older than the ECU calibration and must be updated first; "
            "E 07 means no communication with the ECU, so check the 4-pin connector and that the key is ON.",
            size=9.5,
        )
        pdf.heading("5.3", "Sensor checks", level=2)
        checks = [
            ["Engine temperature sensor", "Sensor at 20 °C", "2.45 kOhm"],
            ["Engine temperature sensor", "Sensor at 80 °C", "0.32 kOhm"],
            ["Crankshaft position sensor", "Air gap to reluctor", "0.75-1.25 mm"],
            ["Fuel pressure", "Key ON, engine stopped", "290-310 kPa"],
            ["Fuel pressure", "Idle, in neutral", "250-270 kPa"],
        ]
        pdf.table(["Check", "Condition", "Specification"], checks, [60, 64, 50], size=8.4)

    def p7(pdf, ctx):
        pdf.heading("6", "Troubleshooting")
        trouble = [
            [
                "Engine cranks but will not start (EFI)",
                "No fuel pressure; Fault 0x3C stored",
                "Check the fuel pump relay and fuse F3 (15 A)",
            ],
            [
                "Engine cranks but will not start (Corvina 40)",
                "Cold engine without choke, or flooded",
                "Pull the choke knob when cold; if flooded, crank at full throttle",
            ],
            [
                "Starter does not turn",
                "Not in neutral, lanyard missing or battery flat",
                "Shift to neutral, fit the lanyard, charge the battery",
            ],
            [
                "Overheat horn at high speed",
                "Blocked water intake or worn impeller",
                "Clean the intake screens; fit impeller kit 47-WP6090",
            ],
            ["Weak or no tell-tale stream", "Blocked tell-tale outlet", "Clear the outlet with a thin nylon line"],
            [
                "Rough idle, speed hunting (EFI)",
                "Dirty idle air control valve",
                "Clean the IAC valve with throttle body cleaner",
            ],
            ["Milky gear lubricant", "Leaking propeller shaft seal", "Fit seal kit 26-SK4090 and pressure-test"],
            ["Battery not charging", "Rectifier/regulator fault", "Charging voltage must be 13.8-14.6 V at 2000 rpm"],
            [
                "Engine over-revs, slow planing",
                "Propeller hub slipping or ventilation",
                "Check trim angle; replace the propeller hub kit",
            ],
        ]
        pdf.table(["Symptom", "Likely cause", "Remedy"], trouble, [54, 56, 64], size=8.4)
        pdf.heading("", "Index")
        where = ctx["pages"]
        terms = [
            ("Blink codes", ["5.2"]),
            ("Capacities", ["1"]),
            ("DiagLink", ["5", "5.1"]),
            ("Fluids and lubricants", ["2.1"]),
            ("Fuel pressure", ["5.3"]),
            ("Gearcase lubricant change", ["4.2"]),
            ("Maintenance schedule", ["2"]),
            ("Oil change", ["4.1"]),
            ("Propeller", ["3.1"]),
            ("Sensor checks", ["5.3"]),
            ("Specifications", ["1"]),
            ("Torque values", ["3"]),
            ("Troubleshooting", ["6"]),
            ("Valve clearance", ["1.1"]),
        ]
        entries = [(t, sorted({where.get(s, 0) for s in secs})) for t, secs in terms]
        pdf.index_columns(entries)

    return render_manual(
        "Tessary Marine - Corvina Outboards", "TM-SM-2208 Service Manual", [p1, p2, p3, p4, p5, p6, p7]
    )

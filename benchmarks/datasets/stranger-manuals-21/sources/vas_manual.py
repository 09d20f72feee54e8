"""HM-Series hot-melt melter maintenance manual, VAS-MM-0410, Revisions A, B and C.

Invented content. Every revision has the same page layout (8 pages); only the
values in VALUES change, and fault code F17 is added on page 7 in Rev C.
"""

KEY = "VAS-MM-0410"
COMPANY = "Veltrane Adhesive Systems"
TITLE = "HM-Series Hot-Melt Melter Maintenance Manual"
PRODUCT = "HM-Series hot-melt melter"
VARIANTS = ["HM-20", "HM-40"]

REVISIONS = [
    # rev, issued, effective_from, effective_to (inclusive), recorded_at, file
    ("A", "2021-02-15", "2021-03-01", "2022-08-14", "2021-02-22T00:00:00Z", "VAS-MM-0410_RevA.pdf"),
    ("B", "2022-08-01", "2022-08-15", "2024-01-31", "2022-08-09T00:00:00Z", "VAS-MM-0410_RevB.pdf"),
    ("C", "2024-01-22", "2024-02-01", None, "2024-01-26T00:00:00Z", "VAS-MM-0410_RevC.pdf"),
]

VALUES = {
    "setmax": {"A": "204 °C", "B": "200 °C", "C": "200 °C"},
    "trip": {"A": "232 °C", "B": "230 °C", "C": "225 °C"},
    "relief": {"A": "55 bar", "B": "60 bar", "C": "60 bar"},
    "filter_h": {"A": "500 h", "B": "400 h", "C": "400 h"},
    "coupling": {"A": "9 Nm", "B": "9 Nm", "C": "11 Nm"},
    "gasket": {"A": "VA-31207", "B": "VA-31207", "C": "VA-31244"},
}

HISTORY = [
    ("A", "2021-02-15", "First issue."),
    ("B", "2022-08-01", "Setpoint limit and TS1 trip lowered; filter interval and relief setting revised."),
    ("C", "2024-01-22", "Fault code F17 added; coupling torque, TS1 trip and lid gasket part updated."),
]


def pages(rev):
    v = {k: d[rev] for k, d in VALUES.items()}
    issued = next(r[1] for r in REVISIONS if r[0] == rev)
    hist_rows = [list(h) for h in HISTORY if h[0] <= rev]

    p1 = [
        ("title", "HM-Series Hot-Melt Melter"),
        ("subtitle", "Maintenance Manual - Models HM-20 and HM-40"),
        ("p", f"Document VAS-MM-0410, Revision {rev}, issued {issued}."),
        (
            "p",
            "This manual is for trained maintenance personnel. It covers scheduled maintenance, fault "
            "finding and spare parts for HM-Series melters. Installation, adhesive selection and the "
            "programming of pattern controllers are covered in separate documents.",
        ),
        ("h1", "Contents"),
        (
            "table",
            [130, 30],
            ["Section", "Page"],
            [
                ["1  Safety rules", "page 2"],
                ["2  Specifications", "page 2"],
                ["3  Maintenance intervals", "page 3"],
                ["4  Torque values", "page 4"],
                ["5  Maintenance procedures", "page 4"],
                ["    5.1  Replacing the outlet filter cartridge", "page 4"],
                ["    5.2  Draining and flushing the tank", "page 5"],
                ["    5.3  Checking hose connector pins", "page 5"],
                ["    5.4  Replacing the pump shaft seal", "page 5"],
                ["6  Fault codes", "page 6"],
                ["7  Spare parts", "page 8"],
            ],
        ),
        ("h1", "Revision history"),
        ("table", [14, 26, 134], ["Rev", "Date", "Changes"], hist_rows),
        (
            "p",
            "The revision in force is the latest revision whose effective date has passed. Destroy "
            "superseded copies or mark them clearly as superseded.",
        ),
    ]

    p2 = [
        ("h1", "1  Safety rules"),
        ("p", "Read this section before any work on the melter. The rules below apply to both models."),
        (
            "bullets",
            [
                "1.1  Do not loosen a hose fitting or the filter plug while the system is under pressure. "
                "Release the pressure first (Section 5.1, step 3).",
                "1.2  Do not fill the tank above the MAX mark on the level window; the adhesive expands "
                "by about 10% when it melts.",
                "1.3  Do not use a steel scraper in the tank. The PTFE coating scratches easily; use the "
                "brass scraper VA-40118.",
                "1.4  Do not bypass or bridge the TS1 over-temperature thermostat, not even for test purposes.",
                "1.5  Do not clean the tank with water or with water-based cleaners.",
                "1.6  Wear heat-resistant gloves and a full face shield when working on hot parts.",
            ],
        ),
        ("h1", "2  Specifications"),
        (
            "table",
            [84, 45, 45],
            ["Parameter", "HM-20", "HM-40"],
            [
                ["Tank capacity", "20 L", "40 L"],
                ["Melt rate (1)", "24 kg/h", "45 kg/h"],
                ["Tank setpoint range", f"40 to {v['setmax']}", f"40 to {v['setmax']}"],
                ["Over-temperature trip, TS1 (2)", v["trip"], v["trip"]],
                ["Heated hose and gun channels", "4", "8"],
                ["Max. load per hose channel", "1000 W", "1000 W"],
                ["Gear pump displacement", "4.6 cm3/rev", "9.2 cm3/rev"],
                ["Pump speed range", "5 to 90 rpm", "5 to 90 rpm"],
                ["Pressure relief valve setting (3)", v["relief"], v["relief"]],
                ["Supply", "400 V 3~ 50/60 Hz", "400 V 3~ 50/60 Hz"],
                ["Max. connected load", "9.5 kW", "16.8 kW"],
                ["Weight, empty", "68 kg", "104 kg"],
            ],
        ),
        (
            "notes",
            [
                "(1) Measured with EVA adhesive of 1100 mPa.s at 177 °C. Other adhesives give different rates.",
                "(2) TS1 is an independent capillary thermostat. Its trip point is fixed at the factory and "
                "cannot be changed from the control panel.",
                "(3) Pumps with the high-viscosity gear set (suffix -HV) are set to 45 bar.",
            ],
        ),
        (
            "p",
            "Ambient temperature in operation: 5 to 40 °C. Keep at least 300 mm free space around "
            "the melter for ventilation.",
        ),
    ]

    p3 = [
        ("h1", "3  Maintenance intervals"),
        (
            "p",
            "Intervals are given in service hours (h) as counted by the controller, or in calendar time, "
            "whichever comes first. Service hours are counted only while the tank heater is enabled; "
            "read them in menu 7.2.",
        ),
        (
            "table",
            [92, 36, 46],
            ["Task", "Interval", "Note"],
            [
                ["Check adhesive level and condition in tank", "Every shift", "-"],
                ["Clean the tank lid seal face", "Weekly", "-"],
                ["Replace outlet filter cartridge", v["filter_h"], "(1)"],
                ["Inspect hose connector pins", "Monthly", "Section 5.3"],
                ["Drain and flush tank", "2000 h", "(2), Section 5.2"],
                ["Replace pump shaft seal", "4000 h", "Section 5.4"],
                ["Check manifold heater cartridges", "12 months", "(3)"],
                ["Functional test of TS1 thermostat", "12 months", "(4)"],
                ["Replace tank lid gasket", "24 months", "-"],
            ],
        ),
        (
            "notes",
            [
                "(1) Halve this interval when running filled or pigmented adhesives, and fit the 50 mesh "
                "cartridge VA-21151 instead of the standard one.",
                "(2) Also drain and flush whenever you change to a different adhesive family, for example "
                "from EVA to a polyolefin (PO) grade. Mixed families can form gel particles that block the filter.",
                "(3) The 230 V, 400 W cartridge must read 115 to 127 ohm at room temperature.",
                "(4) Only a qualified electrician may test TS1, using the calibrated test heater VA-90021.",
            ],
        ),
        ("h2", "3.2  Recording maintenance"),
        (
            "p",
            "Record each task in the log at the back of the operator manual. Reset the filter counter "
            "in menu 7.4 after fitting a new cartridge; the panel then shows the hours remaining until "
            "the next change.",
        ),
        ("h2", "3.3  Charred adhesive"),
        (
            "p",
            "Dark brown or black particles in the tank are charred adhesive. Charring gets worse when "
            "the tank is held at temperature for long periods without throughput, because the same "
            "adhesive stays in contact with the hot tank walls. Use the standby function, which lowers "
            "all zones by 50 °C, during breaks longer than 30 minutes.",
        ),
    ]

    p4 = [
        ("h1", "4  Torque values"),
        (
            "table",
            [84, 45, 45],
            ["Fastener", "Thread", "Torque"],
            [
                ["Filter plug (1)", "M24 x 1.5", "25 Nm"],
                ["Gear pump mounting screws", "M8", "22 Nm"],
                ["Pump drive coupling set screw", "M6", v["coupling"]],
                ["Hose fitting, JIC 9/16 in (2)", "9/16-18 UNF", "18 Nm"],
                ["Tank heater terminal screws", "M5", "3.5 Nm"],
                ["Manifold-to-tank bolts", "M10", "40 Nm"],
                ["Pressure-release valve body", "M16 x 1.5", "30 Nm"],
            ],
        ),
        (
            "notes",
            [
                "(1) Apply a thin coat of anti-seize compound VA-50030 to the filter plug thread only.",
                "(2) Retighten hose fittings to the same torque after the first heat-up.",
                "Torques apply to clean threads at room temperature unless stated otherwise.",
            ],
        ),
        ("h1", "5  Maintenance procedures"),
        ("h2", "5.1  Replacing the outlet filter cartridge"),
        ("p", "Tools: 32 mm socket, torque wrench, drip tray, heat-resistant gloves."),
        (
            "steps",
            [
                "Heat the system to working temperature and wait 15 minutes so that the adhesive in the "
                "manifold is fully molten.",
                "Stop the pump with key P on the panel.",
                "Open the pressure-release valve slowly, with the outlet pointing into the drip tray. Wait "
                "until the pressure gauge reads 0 bar.",
                "Place the drip tray under the filter plug.",
                "Unscrew the filter plug with the 32 mm socket and pull the cartridge out with the plug.",
                "Check the plug O-ring VA-21162. Replace it if it is flattened, cut or hard.",
                "Fit a new cartridge: 100 mesh (VA-21150) as standard.",
                "Refit the plug and tighten it to 25 Nm.",
                "Close the pressure-release valve. Run the pump at 10 rpm until the adhesive from the "
                "purge outlet is free of bubbles.",
                "Reset the filter counter in menu 7.4.",
            ],
        ),
    ]

    p5 = [
        ("h2", "5.2  Draining and flushing the tank"),
        (
            "steps",
            [
                "Set the tank to 20 °C above the normal working temperature, but not higher than 190 °C.",
                "Connect the drain hose VA-60412 to the drain valve and lead it into a metal container.",
                "Open the drain valve and let the tank empty completely.",
                "Close the drain valve and add cleaning adhesive: 5 kg for HM-20, 10 kg for HM-40.",
                "Run the pump at 30 rpm for 10 minutes with all guns triggered into a waste container.",
                "Drain again. Repeat steps 4 and 5 until the adhesive leaving the guns is clear.",
                "Close the drain valve and refill with the new adhesive.",
            ],
        ),
        ("p", "Do not drain into plastic containers or cardboard boxes."),
        ("h2", "5.3  Checking hose connector pins"),
        (
            "p",
            "Switch off and lock out the main switch. Unplug each hose connector and inspect the pins. "
            "Replace the connector if any pin shows blue or brown discolouration, or if the contact "
            "resistance between pin and socket is more than 0.5 ohm. Discoloured pins run hot and "
            "sooner or later cause F06 faults.",
        ),
        ("h2", "5.4  Replacing the pump shaft seal"),
        (
            "steps",
            [
                "Heat the system and release the pressure (Section 5.1, steps 1 to 3).",
                "Remove the coupling guard and loosen the coupling set screw.",
                "Remove the four gear pump mounting screws and lift the pump off the manifold.",
                "Pull the old seal with the seal hook from kit VA-33015. Do not scratch the shaft.",
                "Press in the new seal with the lip facing the pump body, using the mounting sleeve from the kit.",
                "Refit the pump and tighten the mounting screws crosswise to 22 Nm.",
                f"Align the coupling, tighten the set screw to {v['coupling']} and refit the guard.",
            ],
        ),
    ]

    p6 = [
        ("h1", "6  Fault codes"),
        (
            "p",
            "Faults are shown on the panel as Fxx. Codes marked (L) latch: the heaters stay off until the "
            "cause is removed and the fault is reset with key R. Other codes reset themselves.",
        ),
        (
            "code",
            "F01",
            "Tank sensor open circuit",
            "The tank Pt100 sensor reads above 400 ohm or is disconnected. All heaters switch off.",
            "Check plug X3 on the control board. The sensor should read about 108 ohm at 20 °C. "
            "Replace sensor VA-70110 if it is open.",
        ),
        (
            "code",
            "F02",
            "Tank sensor short circuit",
            "The tank sensor reads below 80 ohm.",
            "Check the sensor cable where it passes the lid hinge; it can be pinched when the lid is "
            "closed. Replace the sensor if the cable is sound.",
        ),
        (
            "code",
            "F03",
            "Tank not ready in time",
            "The tank did not reach setpoint minus 10 °C within 60 minutes of switching on.",
            "Measure the tank heater elements: 26 ohm each on HM-20, 18 ohm each on HM-40. Check SSR1 "
            "and contactor K1.",
        ),
        (
            "code",
            "F04",
            "Tank over-temperature (L)",
            "The tank sensor reads more than 15 °C above the setpoint.",
            "SSR1 has probably failed short-circuit. Replace SSR1 (VA-80025) and renew the heat-sink "
            "compound under it.",
        ),
        (
            "code",
            "F05",
            "TS1 thermostat open (L)",
            "The independent thermostat TS1 has opened and contactor K1 has dropped out.",
            "Let the tank cool below 150 °C, then press the reset button on TS1. Find the cause before "
            "restarting; a TS1 trip always means that the normal control has failed.",
        ),
        (
            "code",
            "F06",
            "Hose or gun sensor fault",
            "The sensor of a hose or gun channel is open or short-circuited. The channel number follows "
            "the code, for example F06-3.",
            "Inspect the connector pins of that channel (Section 5.3). Swap the hose to another channel "
            "to see whether the fault follows the hose.",
        ),
        (
            "code",
            "F07",
            "Hose or gun over-temperature",
            "A hose or gun channel is more than 20 °C above its setpoint.",
            "Check the solid-state relay of that channel on the hose module. Replace the module if the "
            "relay is shorted.",
        ),
        (
            "code",
            "F08",
            "Pump motor overload (L)",
            "The motor drive has measured overcurrent for longer than 2 seconds.",
            "Make sure that the adhesive in the tank is fully molten. With the system hot and the "
            "pressure released, check that the pump turns freely by hand at the coupling.",
        ),
        (
            "code",
            "F09",
            "Pump pressure high",
            "The outlet pressure has been above 90% of the relief valve setting for more than 30 seconds. "
            "The pump speed is reduced to 5 rpm.",
            "Work through the checks below in order. 1) Check the outlet filter cartridge; a blocked "
            "cartridge is the most common cause. (Continued on page 7.)",
        ),
    ]

    p7 = [
        (
            "cont",
            "F09",
            "Pump pressure high (continued)",
            "2) Check that the guns open; a gun with a failed solenoid keeps the line closed. "
            "3) Look for charred adhesive in the manifold bores. "
            "4) With the pressure released, the pressure transducer must read 0 bar; replace transducer "
            "VA-70305 if it reads more than 2 bar.",
        ),
        (
            "code",
            "F10",
            "Tank level low",
            "The level probe has detected adhesive below the 25% mark for more than 5 minutes.",
            "Refill the tank. If the tank is full, clean the level probe with the brass scraper.",
        ),
        (
            "code",
            "F11",
            "Level probe fault",
            "The level probe signal is outside the 4 to 20 mA range.",
            "Check plug X7 and the probe cable. Replace the probe if the signal stays out of range.",
        ),
        (
            "code",
            "F12",
            "Cabinet temperature high",
            "The temperature inside the electrical cabinet is above 55 °C.",
            "Check that the cabinet vents are not blocked and that the melter has 300 mm free space on all sides.",
        ),
        (
            "code",
            "F13",
            "Hose module communication fault",
            "The controller has lost contact with a hose module on the internal bus for more than 1 second.",
            "Check the bus cable. The terminating resistor switch on the last module must be set to ON.",
        ),
        (
            "code",
            "F14",
            "Supply phase missing",
            "One phase of the 400 V supply is missing or below 340 V.",
            "Check the main fuses and measure the supply voltage at terminal strip X1.",
        ),
        (
            "code",
            "F15",
            "Parameter memory error",
            "The stored parameters failed the checksum test at power-up. Factory defaults have been loaded.",
            "Re-enter the setpoints from the commissioning record. Replace the control board if the fault returns.",
        ),
        (
            "code",
            "F16",
            "Pump not turning",
            "The pump speed feedback shows 0 rpm for more than 3 seconds although the pump is enabled.",
            "Check the coupling set screw; a loose set screw lets the motor turn without the pump.",
        ),
    ]
    if rev >= "C":
        p7.append(
            (
                "code",
                "F17",
                "Heater current imbalance",
                "The current on one tank heater phase differs from the other two by more than 20%.",
                "Measure the tank heater elements (see F03). Check the three poles of SSR1 and the contacts of K1.",
            )
        )

    p8 = [
        ("h1", "7  Spare parts"),
        (
            "p",
            "Quote the serial number from the rating plate on the right-hand side panel with every "
            "order. Parts marked * are recommended spares to keep on site.",
        ),
        (
            "table",
            [80, 34, 30, 30],
            ["Description", "Part no.", "HM-20", "HM-40"],
            [
                ["Outlet filter cartridge, 100 mesh *", "VA-21150", "1", "1"],
                ["Outlet filter cartridge, 50 mesh", "VA-21151", "1", "1"],
                ["Filter plug O-ring *", "VA-21162", "1", "1"],
                ["Tank lid gasket", v["gasket"], "1", "1"],
                ["Pump shaft seal kit *", "VA-33015", "1", "1"],
                ["Gear pump, 4.6 cm3/rev", "VA-33046", "1", "-"],
                ["Gear pump, 9.2 cm3/rev", "VA-33092", "-", "1"],
                ["Tank sensor Pt100 *", "VA-70110", "1", "1"],
                ["Pressure transducer", "VA-70305", "1", "1"],
                ["Solid-state relay SSR1", "VA-80025", "1", "1"],
                ["Thermostat TS1", "VA-80040", "1", "1"],
                ["Hose module, 2 channels", "VA-80210", "2", "4"],
                ["Brass scraper", "VA-40118", "1", "1"],
                ["Drain hose, 1.5 m", "VA-60412", "1", "1"],
                ["Anti-seize compound, 50 g", "VA-50030", "1", "1"],
            ],
        ),
        ("notes", ["Quantities are the number fitted per melter, not the number to stock."]),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

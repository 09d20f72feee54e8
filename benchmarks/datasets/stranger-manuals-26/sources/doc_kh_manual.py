# ruff: noqa: E501
"""KTS-MM-0442 - KH Series Induction Brazing Generator, Maintenance Manual (Rev A, B, C).

Everything here is invented.  The page layout is identical in all three
revisions; only the values in REV_VALUES, the revision history rows and the
fault code F17 (Rev C only) differ.
"""

COMPANY = "Kalvenor Thermal Systems"
TITLE = "KH Series Induction Brazing Generator - Maintenance Manual"
DOCNO = "KTS-MM-0442"
KEY = "KTS-MM-0442"
PRODUCT = "KH Series Induction Brazing Generator"
VARIANTS = ["KH-30", "KH-50"]

REVISIONS = [
    # rev, file, effective_from, effective_to, recorded_at
    ("A", "kts-mm-0442-rev-a.pdf", "2019-04-01", "2020-10-14", "2019-03-25T00:00:00Z"),
    ("B", "kts-mm-0442-rev-b.pdf", "2020-10-15", "2022-06-30", "2020-10-09T00:00:00Z"),
    ("C", "kts-mm-0442-rev-c.pdf", "2022-07-01", None, "2022-06-24T00:00:00Z"),
]

REV_VALUES = {
    "A": dict(
        cond="max. 20 µS/cm",
        filt="2000 h",
        torque10="38 N·m",
        capinsp="12 months",
        flow50="8.0 L/min",
        inlet="35 °C",
        filtpn="7410-220",
    ),
    "B": dict(
        cond="max. 10 µS/cm",
        filt="1500 h",
        torque10="42 N·m",
        capinsp="6 months",
        flow50="8.0 L/min",
        inlet="32 °C",
        filtpn="7410-220",
    ),
    "C": dict(
        cond="max. 10 µS/cm",
        filt="1000 h",
        torque10="42 N·m",
        capinsp="6 months",
        flow50="9.5 L/min",
        inlet="30 °C",
        filtpn="7410-225",
    ),
}

HISTORY = [
    ("A", "2019-04-01", "First issue."),
    (
        "B",
        "2020-10-15",
        "Coolant conductivity limit tightened. Filter change interval and output busbar torque "
        "revised. Capacitor bank inspection interval shortened.",
    ),
    (
        "C",
        "2022-07-01",
        "Fault code F17 added. KH-50 minimum coolant flow raised. Maximum coolant inlet "
        "temperature lowered. New particle filter cartridge part number.",
    ),
]


def pages(rev):
    v = REV_VALUES[rev]
    order = "ABC".index(rev)
    hist_rows = [list(h) for h in HISTORY[: order + 1]]

    p1 = [
        ("title", "KH Series Induction Brazing Generator"),
        ("subtitle", "Maintenance Manual - Models KH-30 (30 kW) and KH-50 (50 kW)"),
        ("p", f"Document {DOCNO}, Revision {rev}. Kalvenor Thermal Systems, Industriestrasse 14, Talbruck."),
        ("h1", "Scope of this manual"),
        (
            "p",
            "This manual is written for trained maintenance technicians. It covers routine servicing, care of "
            "the closed coolant circuit, fault diagnosis and spare parts for the power unit of the KH-30 and "
            "KH-50 generators. The work head, the induction coils and the part-handling fixtures are covered "
            "in separate documents and are not described here.",
        ),
        (
            "p",
            "Keep this manual with the generator. Values given in Kalvenor service bulletins take precedence "
            "over the values in this manual for the serial numbers named in the bulletin.",
        ),
        ("h1", "Contents"),
        (
            "table",
            dict(
                widths=[22, 118, 34],
                header=["Section", "Title", "Page"],
                rows=[
                    ["1", "Revision history and safety rules", "2"],
                    ["2", "Technical data", "3"],
                    ["3", "Coolant circuit service", "4"],
                    ["4", "Maintenance intervals and torque values", "5"],
                    ["5", "Fault codes and remedies", "6"],
                    ["6", "Spare parts", "8"],
                ],
                size=9,
            ),
        ),
        ("h2", "Related documents"),
        (
            "bullets",
            [
                "KTS-OP-0440 Operating Instructions, KH Series",
                "KTS-WH-0450 Work Head and Coil Manual",
                "Kalvenor service bulletins (see the service portal for the current list)",
            ],
        ),
    ]

    p2 = [
        ("h1", "1 Revision history and safety rules"),
        ("h2", "1.1 Revision history"),
        (
            "table",
            dict(widths=[16, 28, 130], header=["Rev", "Date", "Description of change"], rows=hist_rows, size=8.5),
        ),
        ("h2", "1.2 Safety rules"),
        (
            "p",
            "Before any work inside the cabinet, switch off the generator, open the main disconnect Q1 and fit "
            "your personal lock. The DC link capacitors stay charged after isolation.",
        ),
        (
            "bullets",
            [
                "Do not open the power cabinet until the DC link indicator LED H3 has been off for at least "
                "5 minutes after isolation.",
                "Do not run the generator with the coolant circuit drained, not even for a short functional test.",
                "Do not bridge or bypass the coolant flow switch S4.",
                "Do not fill the coolant circuit with tap water, and do not use a glycol mixture stronger than "
                "30 % by volume.",
                "Do not remove the capacitor bank covers while the coolant circuit is pressurised.",
                "Do not touch the output busbars or the coil terminals while the RF ON lamp is lit.",
                "Do not reset fault F05 more than twice without finding its cause.",
            ],
        ),
        (
            "warn",
            "High-frequency output: the coil and busbars carry up to 800 V at 10 to 45 kHz. Wearers of "
            "cardiac pacemakers must keep at least 2 m away from a running work head.",
        ),
    ]

    p3 = [
        ("h1", "2 Technical data"),
        (
            "p",
            "Table 2-1 lists the rated data of both models. Ratings apply at the stated ambient conditions "
            "with coolant meeting Table 3-1.",
        ),
        (
            "table",
            dict(
                caption="Table 2-1 Rated data",
                widths=[78, 48, 48],
                header=["Parameter", "KH-30", "KH-50"],
                rows=[
                    ["Rated output power", "30 kW", "50 kW"],
                    ["Output frequency range", "15 to 45 kHz", "10 to 30 kHz"],
                    ["Supply voltage", "400 V 3~ ±10 %, 50/60 Hz", "400 V 3~ ±10 %, 50/60 Hz"],
                    ["Rated input current", "52 A", "85 A"],
                    ["Recommended supply fuse (a)", "63 A gL", "100 A gL"],
                    ["Minimum coolant flow (b)", "6.0 L/min", v["flow50"]],
                    ["Maximum coolant inlet temperature", v["inlet"], v["inlet"]],
                    ["Maximum coolant pressure", "6 bar", "6 bar"],
                    ["Pressure drop at minimum flow", "1.2 bar", "1.6 bar"],
                    ["Duty cycle at rated power (c)", "100 %", "80 %"],
                    ["Internal coolant volume", "approx. 18 L", "approx. 26 L"],
                    ["Degree of protection", "IP54", "IP54"],
                    ["Ambient temperature in operation", "5 to 40 °C", "5 to 40 °C"],
                ],
                notes=[
                    "(a) Time-delay fuses of class gL/gG. Fast-acting semiconductor fuses must not be used at the supply.",
                    "(b) Measured in the return line of the power unit with the work head connected.",
                    "(c) At 40 °C ambient. At 25 °C ambient the KH-50 is also rated for 100 % duty.",
                ],
            ),
        ),
        ("h2", "2.2 Coolant temperature monitoring"),
        (
            "p",
            "Sensor B1 measures the coolant supply temperature and sensor B2 the return temperature. A "
            "return temperature of 45 °C gives the warning F02; at 50 °C the generator trips with F04. The flow "
            "switch S4 prevents RF start below the minimum flow in Table 2-1 and trips the generator with F03 "
            "if the flow drops below it in operation.",
        ),
    ]

    p4 = [
        ("h1", "3 Coolant circuit service"),
        (
            "p",
            "The power unit has a closed internal coolant circuit that cools the inverter modules, the output "
            "transformer, the capacitor bank and the work head. Heat is passed to the plant water through a "
            "stainless plate heat exchanger. Fill the internal circuit with deionised or distilled water "
            "only. The water flows through live copper parts, so low conductivity matters: conductive water "
            "leaks current to earth and attacks the cooling blocks by electrolysis.",
        ),
        (
            "table",
            dict(
                caption="Table 3-1 Coolant quality limits",
                widths=[70, 52, 52],
                header=["Parameter", "Limit", "Check"],
                rows=[
                    ["Conductivity at 25 °C", v["cond"], "monthly"],
                    ["pH value", "6.5 to 8.5", "monthly"],
                    ["Total hardness", "max. 1.0 °dH", "when refilling"],
                    ["Glycol content (d)", "max. 30 % by volume", "before winter"],
                    ["Particle filter differential pressure", "max. 0.8 bar", "weekly"],
                ],
                notes=[
                    "(d) Inhibited propylene glycol only. Automotive antifreeze is not permitted in the circuit.",
                ],
            ),
        ),
        ("h2", "3.2 Draining and refilling the coolant circuit"),
        (
            "steps",
            [
                "Switch off the generator, isolate it at Q1 and wait until LED H3 is off.",
                "Close the plant water valves V1 and V2 on the primary side of the heat exchanger.",
                "Connect a hose to drain valve V7 and remove the filler cap of the expansion tank.",
                "Open V7 and drain the internal circuit into a clean container.",
                "Replace the particle filter cartridge, and the deioniser cartridge if its indicator has turned "
                "from blue to amber.",
                "Close V7 and fill with fresh deionised water through the expansion tank until the level is "
                "between the MIN and MAX marks.",
                "Start the coolant pump alone in service mode P-02 and let it run for 10 minutes to purge air. "
                "Top up as needed.",
                "After 30 minutes of circulation, measure the conductivity at sample valve V9. It must be within "
                "Table 3-1 before RF power is enabled.",
            ],
        ),
        (
            "p",
            "Never vent the circuit by loosening the capacitor bank hose fittings; use the vent screw on "
            "top of the filter housing.",
        ),
    ]

    p5 = [
        ("h1", "4 Maintenance intervals and torque values"),
        (
            "table",
            dict(
                caption="Table 4-1 Maintenance intervals",
                widths=[84, 48, 42],
                header=["Task", "Interval", "Remarks"],
                rows=[
                    ["Check coolant level and filter differential pressure", "weekly", ""],
                    ["Measure coolant conductivity and pH", "monthly", "see Table 3-1"],
                    ["Replace particle filter cartridge", f"{v['filt']} or 12 months", "whichever comes first (f)"],
                    ["Replace deioniser cartridge", "when indicator is amber, at the latest every 6 months", ""],
                    ["Inspect capacitor bank for leaks and bulging", v["capinsp"], ""],
                    ["Clean cabinet air filter mats", "monthly", "weekly in dusty areas"],
                    [
                        "Re-torque busbar and output connections",
                        "after the first 50 h, then every 12 months",
                        "see Table 4-2",
                    ],
                    ["Replace coolant pump", "20 000 h (KH-50)", "KH-30: on condition"],
                    ["Calibrate temperature sensors B1 and B2", "every 24 months", ""],
                ],
                notes=[
                    "(f) Operating hours are read from the hour counter in service menu P-11.",
                ],
            ),
        ),
        (
            "table",
            dict(
                caption="Table 4-2 Torque values",
                widths=[92, 32, 50],
                header=["Joint", "Thread", "Torque"],
                rows=[
                    ["Output busbar to transformer", "M10", v["torque10"]],
                    ["Capacitor bank bus links", "M8", "20 N·m"],
                    ["Inverter module DC terminals", "M6", "8 N·m"],
                    ["Earth stud in cabinet", "M8", "18 N·m"],
                    ["Work head flange bolts", "M6", "10 N·m"],
                    ["Coolant hose clamps (e)", "-", "4 N·m"],
                ],
                notes=[
                    "(e) Worm-drive clamps on EPDM hose. Do not over-tighten; re-check after the first heat-up.",
                    "Use a calibrated torque wrench. Threads must be clean and dry unless stated otherwise.",
                ],
            ),
        ),
    ]

    f17 = [
        "F17",
        "Coil earth leakage current above 30 mA (early warning)",
        "Check work head insulation and coolant conductivity. Plan cleaning of the coil before F09 occurs.",
    ]

    p6 = [
        ("h1", "5 Fault codes and remedies"),
        (
            "p",
            "Faults are shown on the front display as the letter F followed by two digits. Latched faults "
            "are reset with key R after the cause has been removed. F02 is a warning only and clears "
            "itself when the temperature falls.",
        ),
        (
            "table",
            dict(
                caption="Table 5-1 Fault codes",
                widths=[16, 62, 96],
                header=["Code", "Meaning", "Remedy"],
                rows=[
                    [
                        "F01",
                        "Supply phase missing or phase imbalance above 5 %",
                        "Check the supply fuses and main contactor K1. Measure all three phases at terminal X1.",
                    ],
                    [
                        "F02",
                        "Coolant return temperature high (warning at 45 °C)",
                        "Check the plant water supply to the heat exchanger. If the primary inlet is below 25 °C and the "
                        "warning persists, clean the heat exchanger plates.",
                    ],
                    [
                        "F03",
                        "Coolant flow below minimum (flow switch S4 open)",
                        "Check the filter differential pressure and replace the particle filter if needed. Check pump "
                        "rotation and the position of valve V5.",
                    ],
                    [
                        "F04",
                        "Coolant return temperature trip (50 °C)",
                        "Let the circuit cool down. Find the cause as for F02 before restarting.",
                    ],
                    [
                        "F05",
                        "Inverter overcurrent",
                        "Check the coil for a short circuit or touching turns. Check the output busbar torque. If F05 "
                        "repeats, replace inverter module A2.",
                    ],
                    [
                        "F06",
                        "DC link overvoltage",
                        "Check the supply voltage. Check braking resistor R3 (nominal 33 ohm).",
                    ],
                    [
                        "F07",
                        "DC link undervoltage",
                        "Check the supply voltage under load. Check precharge resistor R1 and contactor K2.",
                    ],
                    [
                        "F08",
                        "Output frequency out of range (load not tuned)",
                        "The coil and part resonate outside the output frequency range. Change the capacitor tap "
                        "selection on terminal block X8 or use a coil with a different number of turns.",
                    ],
                    [
                        "F09",
                        "Earth fault in the output circuit",
                        "1. Isolate the generator at Q1. 2. Disconnect the work head at X5. 3. Measure the insulation "
                        "resistance from the output busbar to earth with a 500 V tester; the minimum is 2 MOhm. "
                        "(continued on next page)",
                    ],
                ],
                size=8.3,
            ),
        ),
    ]

    rows7 = [
        [
            "F09 (cont.)",
            "Earth fault in the output circuit",
            "4. If the resistance is low with the work head disconnected, dry the capacitor bank with warm air "
            "for 2 hours and measure again. 5. Check the coolant conductivity; conductive coolant is the most "
            "common cause of F09. 6. If the resistance is low only with the work head connected, send the head "
            "for repair.",
        ],
        ["F10", "24 V control supply fault", "Check fuse F21 (2 A T) and power supply unit G1."],
        [
            "F11",
            "Communication lost to inverter module",
            "Check the fibre-optic link between control board A1 and module A2. Clean the connectors.",
        ],
        [
            "F12",
            "Capacitor bank overtemperature (thermal switch S7)",
            "Check the coolant flow through the capacitor bank. Inspect the bank for an internal leak.",
        ],
        ["F13", "Cabinet door interlock open", "Close the cabinet doors. Check door switches S1 and S2."],
        [
            "F14",
            "Cabinet air temperature above 55 °C",
            "Clean the air filter mats. Check that cabinet fan M2 is running.",
        ],
        ["F15", "Emergency stop active", "Release the emergency stop button and reset with key R."],
        [
            "F16",
            "Temperature sensor B1 or B2 defective (open or short circuit)",
            "Measure the sensor resistance. PT100 sensors read about 110 ohm at 25 °C.",
        ],
    ]
    if rev == "C":
        rows7.append(f17)
    p7 = [
        ("h1", "5 Fault codes and remedies (continued)"),
        (
            "table",
            dict(
                caption="Table 5-1 Fault codes (continued)",
                widths=[16, 62, 96],
                header=["Code", "Meaning", "Remedy"],
                rows=rows7,
                size=8.3,
            ),
        ),
        ("h2", "5.2 Reset rules"),
        (
            "p",
            "F05 may be reset with key R twice. After a third F05 within one hour the generator locks out; "
            "the lockout can only be cleared with the service key in menu P-20.",
        ),
    ]

    p8 = [
        ("h1", "6 Spare parts"),
        (
            "p",
            "Order spare parts from your Kalvenor service partner, quoting the generator model, the serial "
            "number from the rating plate and the part number.",
        ),
        (
            "table",
            dict(
                caption="Table 6-1 Spare parts",
                widths=[26, 96, 26, 26],
                header=["Part No.", "Description", "KH-30", "KH-50"],
                rows=[
                    [v["filtpn"], "Particle filter cartridge, 25 µm", "1", "1"],
                    ["7410-310", "Deioniser cartridge, mixed-bed resin (h)", "1", "2"],
                    ["7420-118", "Flow switch S4, complete", "1", "1"],
                    ["7430-045", "Coolant pump 0.55 kW", "1", "-"],
                    ["7430-075", "Coolant pump 0.75 kW", "-", "1"],
                    ["7440-600", "Inverter module A2, 30 kW", "1", "-"],
                    ["7440-650", "Inverter module A2, 50 kW", "-", "1"],
                    ["7450-012", "Capacitor 1.0 µF 1200 V, conduction cooled (g)", "12", "20"],
                    ["7460-201", "Temperature sensor PT100 (B1, B2)", "2", "2"],
                    ["7470-033", "Cabinet air filter mat set", "1", "1"],
                    ["7480-010", "Fibre-optic cable 1.5 m", "1", "1"],
                ],
                notes=[
                    "(g) Capacitors are replaced as matched sets per bank section; order in multiples of 4.",
                    "(h) Use only Kalvenor cartridges. Third-party resin sheds fine particles that block the 25 µm "
                    "particle filter.",
                ],
            ),
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

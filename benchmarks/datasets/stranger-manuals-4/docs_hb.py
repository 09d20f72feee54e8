"""HomeBolt HB series wall charger - Installation & Service Manual, Rev A/B/C.

Brindlecourt Energy Systems and every model, value and part number in this
file are invented.
"""

from layout import render_manual

DOC_KEY = "brindlecourt-hb-install-service-manual"

REVISIONS = {
    "A": {
        "version": "Rev A",
        "file": "HB_Install_Service_Manual_RevA.pdf",
        "month": "April 2021",
        "effective_from": "2021-04-12",
        "recorded_at": "2021-04-09T00:00:00Z",
        "models": ["HB-7", "HB-7S", "HB-11"],
    },
    "B": {
        "version": "Rev B",
        "file": "HB_Install_Service_Manual_RevB.pdf",
        "month": "September 2022",
        "effective_from": "2022-09-05",
        "recorded_at": "2022-09-01T00:00:00Z",
        "models": ["HB-7", "HB-7S", "HB-11"],
    },
    "C": {
        "version": "Rev C",
        "file": "HB_Install_Service_Manual_RevC.pdf",
        "month": "February 2024",
        "effective_from": "2024-02-19",
        "recorded_at": "2024-02-14T00:00:00Z",
        "models": ["HB-7", "HB-7S", "HB-11", "HB-22"],
    },
}
REV_ORDER = ["A", "B", "C"]


def meta(rev):
    info = REVISIONS[rev]
    idx = REV_ORDER.index(rev)
    nxt = REVISIONS[REV_ORDER[idx + 1]]["effective_from"] if idx + 1 < len(REV_ORDER) else None
    return {
        "document": DOC_KEY,
        "version": info["version"],
        "effective_from": info["effective_from"],
        "effective_to": nxt,
        "recorded_at": info["recorded_at"],
        "applicability": {"product": "HB", "variants": list(info["models"])},
    }


def _at_least(rev, first):
    return REV_ORDER.index(rev) >= REV_ORDER.index(first)


def build(rev):
    info = REVISIONS[rev]
    has22 = "HB-22" in info["models"]
    b_plus = _at_least(rev, "B")
    c_plus = _at_least(rev, "C")
    models = info["models"]

    def pick(row):
        """row: dict model -> text; returns the cells for the models of this rev."""
        return [row[m] for m in models]

    def p1(pdf, ctx):
        pdf.title_block(
            [
                ("Brindlecourt Energy Systems", 10, "B"),
                ("HomeBolt HB Series Wall Charger", 20, "B"),
                ("Installation & Service Manual", 15, ""),
                (f"Document BES-IM-0147, {info['version']} - {info['month']}", 10, ""),
                ("Models covered: " + ", ".join(models), 10, ""),
            ]
        )
        pdf.heading("", "Contents")
        pdf.dotted_entries(ctx["toc"])
        pdf.heading("", "Revision history", level=2)
        history = [
            ["Rev A", "April 2021", "First issue."],
            [
                "Rev B",
                "September 2022",
                "Randomised delay parameter added. RCD module superseded. X1 terminal torque and "
                "maintenance intervals revised.",
            ],
            [
                "Rev C",
                "February 2024",
                "HB-22 added. New fault codes for load balancing and auxiliary supply. Larger cable "
                "gland. New control board.",
            ],
        ]
        pdf.table(["Revision", "Date", "Summary of changes"], history[: REV_ORDER.index(rev) + 1], [22, 30, 122])
        pdf.callout(
            "WARNING",
            "Installation and servicing must only be carried out by a qualified electrician. After "
            "isolating the supply, wait 90 seconds before removing the power compartment cover so "
            "that the DC link capacitors can discharge.",
        )
        pdf.callout(
            "NOTE",
            "The serial number label is on the underside of the enclosure, next to the cable gland. "
            "Quote the serial number and the firmware version in every support request.",
        )

    def p2(pdf, ctx):
        pdf.heading("1", "Technical specifications")
        pdf.para("Values apply at 230 V / 400 V nominal supply and 25 °C ambient unless stated otherwise.")
        rows = [
            ("Rated output power", {"HB-7": "7.4 kW", "HB-7S": "7.4 kW", "HB-11": "11 kW", "HB-22": "22 kW"}),
            (
                "Supply",
                {
                    "HB-7": "1-phase, 230 V AC",
                    "HB-7S": "1-phase, 230 V AC",
                    "HB-11": "3-phase, 400 V AC",
                    "HB-22": "3-phase, 400 V AC",
                },
            ),
            (
                "Rated current",
                {"HB-7": "32 A", "HB-7S": "32 A", "HB-11": "16 A per phase", "HB-22": "32 A per phase"},
            ),
            (
                "Upstream MCB",
                {
                    "HB-7": "40 A, curve B, 2-pole",
                    "HB-7S": "40 A, curve B, 2-pole",
                    "HB-11": "20 A, curve B, 4-pole",
                    "HB-22": "40 A, curve B, 4-pole",
                },
            ),
            (
                "Upstream RCD",
                {"HB-7": "30 mA Type A", "HB-7S": "30 mA Type A (b)", "HB-11": "30 mA Type A", "HB-22": "30 mA Type A"},
            ),
            (
                "Min. copper cable cross-section, run up to 25 m (a)",
                {"HB-7": "6 mm²", "HB-7S": "6 mm²", "HB-11": "2.5 mm²", "HB-22": "10 mm²"},
            ),
            (
                "Charging outlet",
                {
                    "HB-7": "Tethered Type 2, 5 m cable",
                    "HB-7S": "Type 2 socket with shutter",
                    "HB-11": "Tethered Type 2, 5 m cable",
                    "HB-22": "Tethered Type 2, 7.5 m cable",
                },
            ),
            (
                "Integrated energy meter",
                {"HB-7": "MID class B", "HB-7S": "MID class B", "HB-11": "MID class B", "HB-22": "N/A"},
            ),
            (
                "Enclosure rating",
                {"HB-7": "IP55, IK08", "HB-7S": "IP54, IK08", "HB-11": "IP55, IK08", "HB-22": "IP55, IK10"},
            ),
            (
                "Weight incl. cable",
                {"HB-7": "4.1 kg", "HB-7S": "3.6 kg", "HB-11": "4.4 kg", "HB-22": "5.3 kg"},
            ),
            (
                "Operating temperature",
                {
                    "HB-7": "-25 °C to +50 °C",
                    "HB-7S": "-25 °C to +50 °C",
                    "HB-11": "-25 °C to +50 °C",
                    "HB-22": "-25 °C to +45 °C (c)",
                },
            ),
            (
                "Standby consumption",
                {
                    "HB-7": "4.0 W" if rev == "A" else "3.2 W",
                    "HB-7S": "2.9 W",
                    "HB-11": "3.8 W",
                    "HB-22": "4.5 W",
                },
            ),
            (
                "Wi-Fi / Ethernet",
                {
                    "HB-7": "2.4 GHz / 10/100",
                    "HB-7S": "2.4 GHz / 10/100",
                    "HB-11": "2.4 GHz / 10/100",
                    "HB-22": "2.4 GHz / 10/100",
                },
            ),
        ]
        n = len(models)
        widths = [52] + [(174 - 52) / n] * n
        pdf.table(["Parameter", *models], [[label, *pick(vals)] for label, vals in rows], widths)
        notes = [
            "(a) For cable runs of 25 m to 50 m use at least 10 mm² (HB-7, HB-7S) or 4 mm² (HB-11). "
            "Runs above 50 m need a voltage-drop calculation.",
            "(b) HB-7S units with S/N below 5200 have no integrated 6 mA DC detection; a 30 mA Type B "
            "RCD is required upstream.",
        ]
        if has22:
            notes.append("(c) HB-22: output is derated to 20 A per phase above 40 °C ambient.")
        for note in notes:
            pdf.para(note, size=8.5, style="I")
        pdf.heading("1.1", "Dimensions", level=2)
        dims = "HB-7, HB-7S and HB-11: 320 x 210 x 115 mm (H x W x D)."
        if has22:
            dims += " HB-22: 360 x 230 x 130 mm."
        pdf.para(dims)

    def p3(pdf, ctx):
        pdf.heading("2", "Installation")
        pdf.heading("2.1", "Mounting location", level=2)
        clearance = "Keep at least 300 mm free on each side and 500 mm above the enclosure" + (
            " (HB-22: 400 mm on each side)." if has22 else "."
        )
        pdf.para(
            "Mount the charger on a solid vertical surface so that the bottom edge of the enclosure is "
            "between 0.9 m and 1.2 m above finished ground level. " + clearance + " Fix the wall bracket "
            "with the four M6 x 60 screws and wall plugs supplied."
        )
        pdf.heading("2.2", "Cable entry", level=2)
        if c_plus:
            gland = (
                "The supply cable enters from below through the M32 cable gland. Tighten the gland dome nut to 6.5 Nm."
            )
        else:
            gland = (
                "The supply cable enters from below through the M25 cable gland. Tighten the gland dome nut to 5 Nm."
            )
        pdf.para(gland + " Seal unused knock-outs with the blanking plugs supplied.")
        pdf.heading("2.3", "Connecting the supply", level=2)
        torque = "3.2 Nm" if b_plus else "2.5 Nm"
        pdf.steps(
            [
                "Isolate the supply at the distribution board, lock off and prove dead at the charger end.",
                "Remove the four T20 screws and lift off the front cover.",
                (
                    "Prepare the supply cable:",
                    [
                        "Remove the outer sheath over 120 mm.",
                        "Strip each conductor by 14 mm.",
                        "Fit bootlace ferrules to fine-stranded conductors.",
                    ],
                ),
                (
                    "Connect the conductors to terminal block X1:",
                    [
                        "L (L1, L2, L3 on three-phase models) and N.",
                        "PE to the terminal marked with the earth symbol.",
                        f"Tighten all X1 terminals to {torque}.",
                    ],
                ),
                "Set the installation current limit with DIP switch S1 (see 2.4).",
                "Refit the front cover and tighten the T20 screws to 1.2 Nm.",
                "Continue with commissioning (Section 3).",
            ]
        )
        if b_plus:
            pdf.callout(
                "NOTE",
                "The HB-11 may be connected to a single-phase supply only with firmware 2.4 or later and "
                "with the parameter Supply type set to 1P (see 3.2).",
            )
        else:
            pdf.callout("NOTE", "Three-phase models must be connected to a three-phase supply.")
        pdf.heading("2.4", "Current limit DIP switch S1", level=2)
        s1 = [
            ["OFF-OFF-OFF", "6 A", "Test and commissioning only"],
            ["ON-OFF-OFF", "10 A", "Weak supplies, long cable runs"],
            ["OFF-ON-OFF", "13 A", "Load-limited installations"],
            ["ON-ON-OFF", "16 A", "Factory setting; maximum for HB-11"],
            ["OFF-OFF-ON", "25 A", ""],
            ["ON-OFF-ON", "32 A", "Maximum for single-phase models" + (" and HB-22" if has22 else "")],
            ["Any other", "-", "Invalid: charger will not start"],
        ]
        pdf.table(["S1 position (1-2-3)", "Current limit", "Typical use"], s1, [45, 35, 94])

    def p4(pdf, ctx):
        pdf.heading("3", "Commissioning and configuration")
        pdf.heading("3.1", "First power-up", level=2)
        pdf.para(
            "Switch on the supply. The status LED stays white while the self-test runs (about 20 s) and then "
            "turns green. The set-up hotspot HB-xxxx is open for 30 minutes after power-up; connect to it with "
            "the HomeBolt Installer app or browse to 192.168.4.1."
        )
        pdf.heading("3.2", "Configuration parameters", level=2)
        params = [
            ["Maximum charge current", "S1 setting", "6 A to S1 setting", "Cannot exceed the DIP switch limit"],
        ]
        if b_plus:
            params.append(["Supply type (HB-11 only)", "3P", "3P, 1P", "Single-phase operation, see 2.3"])
        params += [
            ["Load balancing", "Off", "On, Off", "Needs the CT clamp kit"],
            ["Main fuse rating", "60 A", "40 A to 100 A", "Used by load balancing only"],
        ]
        if b_plus:
            params.append(["Randomised delay", "600 s", "0 s to 1800 s", "Required for installations in Great Britain"])
        params += [
            ["OCPP heartbeat interval", "300 s" if b_plus else "900 s", "60 s to 3600 s", ""],
            ["Offline charging", "Enabled", "Enabled, Disabled", "Free charging while the backend is unreachable"],
            ["PEN fault detection", "On", "On, Off", "Off only on TT earthing with a local earth electrode"],
            ["LED brightness", "70 %", "10 % to 100 %", ""],
            ["Firmware auto-update", "On", "On, Off", "Checks for updates daily at 03:00"],
        ]
        pdf.table(["Parameter", "Default", "Range", "Notes"], params, [46, 26, 36, 66], size=8.2)
        pdf.heading("3.3", "Fault codes", level=2)
        pdf.para("Active faults are shown in the app and signalled by a steady red status LED.", size=9)
        faults = [
            ["F01", "Supply voltage below 195 V or above 253 V", "Check the voltage at X1; retries every 5 minutes"],
            ["F02", "Phase missing or wrong phase sequence", "Check L2 and L3 connections"],
            ["F03", "PEN fault detected", "Check the earthing arrangement"],
            ["F05", "DC residual current above 6 mA", "Disconnect the vehicle; if repeated, replace the RCD module"],
            ["F06", "Welded contactor contact", "Replace contactor K1; do not re-energise"],
            ["F08", "Power board over-temperature (above 85 °C)", "Check clearances; charging resumes below 70 °C"],
            ["F11", "Control pilot short circuit to PE", "Inspect the tethered cable and vehicle connector"],
            ["F12", "Proximity pilot resistance invalid (HB-7S only)", "Try a different charging cable"],
            ["F14", "Energy meter not responding", "Replace the control board"],
            ["F21", "Socket lock actuator failure (HB-7S only)", "Replace the lock actuator assembly"],
        ]
        if c_plus:
            faults += [
                ["F27", "CT clamp not detected while load balancing is on", "Check CT clamp plug and arrow direction"],
                ["F28", "Internal 12 V auxiliary supply fault", "Replace the power board"],
            ]
        pdf.table(["Code", "Meaning", "Action"], faults, [16, 78, 80], size=8.2)

    def p5(pdf, ctx):
        pdf.heading("4", "Troubleshooting")
        trouble = [
            [
                "No LEDs lit",
                "No supply; upstream MCB or RCD tripped",
                "Reset the MCB or RCD; measure the voltage at X1",
            ],
            [
                "Upstream RCD trips when charging starts",
                "Type AC RCD installed upstream",
                "Replace it with a 30 mA Type A RCD",
            ],
            [
                "LED blue, vehicle does not charge",
                "Vehicle timer or charge limit active",
                "Check the vehicle's charging schedule",
            ],
            [
                "Charging slower than expected",
                "Load balancing active or S1 set low",
                "Check the parameters and the S1 position",
            ],
            [
                "Cable cannot be removed from the socket (HB-7S)",
                "Lock pin jammed",
                "Hold the pause button for 8 seconds to force the lock open",
            ],
            [
                "Charger shown offline in the app",
                "Router offers only a 5 GHz network",
                "Use a 2.4 GHz network or Ethernet",
            ],
            [
                "Charging stops every few minutes",
                "Main fuse rating parameter set too low",
                "Set it to the rating of the service fuse",
            ],
        ]
        pdf.table(["Symptom", "Possible cause", "Remedy"], trouble, [55, 55, 64], size=8.4)
        pdf.heading("5", "Spare parts")
        parts = [
            ["Front cover, tethered models", "BES-10311", "HB-7, HB-11"],
            ["Front cover, socket model", "BES-10312", "HB-7S"],
        ]
        if has22:
            parts.append(["Front cover, HB-22", "BES-10318", "HB-22"])
        parts += [
            ["Contactor K1, 2-pole", "BES-51118", "HB-7, HB-7S"],
            ["Contactor K1, 4-pole", "BES-51120", "HB-11" + (", HB-22" if has22 else "")],
            ["RCD / DC leakage module", "BES-40385 (supersedes BES-40217)" if b_plus else "BES-40217", "All models"],
            ["Control board", "BES-30442 (supersedes BES-30410)" if c_plus else "BES-30410", "All models"],
            ["Power board, single-phase", "BES-30520", "HB-7, HB-7S"],
            ["Power board, three-phase", "BES-30530", "HB-11" + (", HB-22" if has22 else "")],
            ["Socket lock actuator", "BES-22604", "HB-7S"],
            ["Tethered cable assembly, 5 m", "BES-61705", "HB-7, HB-11"],
        ]
        if has22:
            parts.append(["Tethered cable assembly, 7.5 m", "BES-61775", "HB-22"])
        parts += [
            [
                "Cable gland kit, M32" if c_plus else "Cable gland kit, M25",
                "BES-90032" if c_plus else "BES-90025",
                "All models",
            ],
            ["CT clamp kit (load balancing)", "BES-CT100", "All models"],
        ]
        pdf.table(["Item", "Part number", "Used on"], parts, [70, 62, 42], size=8.4)

    def p6(pdf, ctx):
        pdf.heading("6", "Periodic maintenance")
        retorque = "Every 24 months" if rev == "A" else "12 months after installation, then every 36 months"
        tasks = [
            ["Visual check of enclosure, cable and connector", "Every 6 months", "Replace damaged cables at once"],
            ["Press the test button of the upstream RCD", "Every 3 months", "Can be done by the owner"],
            ["Re-tighten terminal block X1", retorque, "Isolate first"],
            ["Functional test with an EV test adapter", "Annually", "Check CP states A to C and PE continuity"],
        ]
        if has22:
            tasks.append(["Clean the air inlet filter (HB-22 only)", "Every 4 months in dusty locations", ""])
        tasks.append(["Replace tethered cable and connector", "After 10,000 mating cycles", "Or when damaged"])
        pdf.table(["Task", "Interval", "Notes"], tasks, [70, 52, 52], size=8.6)
        pdf.heading("6.1", "Insulation resistance test", level=2)
        pdf.para(
            "Disconnect the charger from X1 before testing the supply cable. Test at 500 V DC between each "
            "live conductor and PE; the minimum acceptable value is 2 MOhm. Never test across the "
            "charger electronics."
        )
        pdf.heading("", "Index")
        where = ctx["pages"]
        terms = [
            ("Cable cross-section", ["1"]),
            ("Cable entry", ["2.2"]),
            ("Clearances", ["2.1"]),
            ("Commissioning", ["3"]),
            ("Configuration parameters", ["3.2"]),
            ("Current limit", ["2.4", "3.2"]),
            ("Dimensions", ["1.1"]),
            ("Fault codes", ["3.3"]),
            ("Insulation test", ["6.1"]),
            ("Load balancing", ["3.2"]),
            ("Maintenance", ["6"]),
            ("Mounting height", ["2.1"]),
            ("Revision history", ["Revision history"]),
            ("Spare parts", ["5"]),
            ("Specifications", ["1"]),
            ("Supply connection", ["2.3"]),
            ("Troubleshooting", ["4"]),
        ]
        entries = [(t, sorted({where.get(s, 0) for s in secs})) for t, secs in terms]
        pdf.index_columns(entries)

    header_left = "Brindlecourt Energy Systems - HomeBolt HB Series"
    header_right = f"BES-IM-0147 {info['version']}"
    return render_manual(header_left, header_right, [p1, p2, p3, p4, p5, p6])

"""Norvane SkyTemp RTX rooftop unit manual (NVN-RTX-IOM), three revisions."""

from layout import Doc

DOC_KEY = "NVN-RTX-IOM"
REVISIONS = [
    # letter, version, effective_from, effective_to (inclusive), recorded_at, file name
    ("A", "Rev A", "2021-04-01", "2022-08-31", "2021-03-24T00:00:00Z", "nvn-rtx-iom-rev-a.pdf"),
    ("B", "Rev B", "2022-09-01", "2024-01-14", "2022-08-25T00:00:00Z", "nvn-rtx-iom-rev-b.pdf"),
    ("C", "Rev C", "2024-01-15", None, "2024-01-08T00:00:00Z", "nvn-rtx-iom-rev-c.pdf"),
]


def _models(rev):
    return ["RTX-036", "RTX-048", "RTX-060"] + (["RTX-072"] if rev != "A" else [])


def _page1(rev):
    if rev == "A":
        scope_models = "RTX-036, RTX-048 and RTX-060"
        caps = "3, 4 and 5 tons (10.5, 14.1 and 17.6 kW)"
    else:
        scope_models = "RTX-036, RTX-048, RTX-060 and RTX-072"
        caps = "3, 4, 5 and 6 tons (10.5, 14.1, 17.6 and 21.1 kW)"
    history = [["Rev A", "2021-04-01", "Initial release."]]
    if rev in "BC":
        history.append(
            [
                "Rev B",
                "2022-09-01",
                "New model added; refrigerant charge table, fault list and tightening torques updated.",
            ]
        )
    if rev == "C":
        history.append(
            [
                "Rev C",
                "2024-01-15",
                "Parts list supersession; one controller default changed; fault list and belt tension updated.",
            ]
        )
    return [
        ("title", "SkyTemp RTX Series Packaged Rooftop Units"),
        ("subtitle", f"Installation, Operation and Service Manual - NVN-RTX-IOM Rev {rev}"),
        ("h2", "1.1 Scope"),
        (
            "p",
            f"This manual covers the Norvane SkyTemp {scope_models} single-packaged rooftop units charged with "
            f"R-454B refrigerant and controlled by the NC-40 unit controller. Nominal cooling capacities are {caps}. "
            "Units ship from the factory fully charged, wired and run-tested.",
        ),
        ("h2", "1.2 Safety"),
        (
            "bullets",
            [
                "Open and lock out the unit disconnect before removing any access panel. The NC-40 controller remains "
                "powered from the 24 V control transformer (75 VA) whenever line voltage is present.",
                "The condenser fan run capacitor can hold a charge. Wait at least 5 minutes after isolation before "
                "touching the capacitor terminals.",
                "R-454B is classed A2L (lower flammability). Use recovery machines, vacuum pumps and leak detectors "
                "approved for A2L refrigerants, and never braze on a circuit that has not been recovered and purged "
                "with dry nitrogen.",
                "Wear cut-resistant gloves when handling coil fins and sheet-metal edges.",
            ],
        ),
        ("h2", "1.3 Model nomenclature"),
        (
            "p",
            "Example: RTX-048-H3. RTX = series; 048 = nominal cooling capacity in thousands of Btu/h; H = heating "
            "option (H = gas heat, E = electric heat, C = cooling only); 3 = electrical code (1 = 208/230-1-60, "
            "3 = 208/230-3-60, 4 = 460-3-60).",
        ),
        ("h2", "1.4 Serial number"),
        (
            "p",
            "The serial number is the seven-digit number on the unit rating plate, located inside the control box "
            "door. The first two digits give the year of manufacture and the next two the week of manufacture.",
        ),
        ("h2", "Revision history"),
        ("table", {"header": ["Revision", "Date", "Summary"], "rows": history, "widths": [18, 22, 100]}),
    ]


def _page2(rev):
    weights = [
        ["RTX-036", "268 kg", "255 kg", "74 kg"],
        ["RTX-048", "302 kg", "288 kg", "83 kg"],
        ["RTX-060", "331 kg", "316 kg", "92 kg"],
    ]
    elec = [
        ["RTX-036", "208/230-3-60", "10.4", "1.4", "3.2", "17.6", "25 A"],
        ["RTX-036", "460-3-60", "N/A", "N/A", "N/A", "N/A", "N/A"],
        ["RTX-048", "208/230-3-60", "13.7", "1.4", "4.1", "22.6", "35 A"],
        ["RTX-048", "460-3-60", "6.8", "0.8", "2.1", "11.4", "15 A"],
        ["RTX-060", "208/230-3-60", "16.0", "2.1", "5.0", "27.1", "45 A"],
        ["RTX-060", "460-3-60", "7.9", "1.1", "2.5", "13.5", "20 A"],
    ]
    if rev != "A":
        weights.append(["RTX-072", "389 kg", "372 kg", "108 kg"])
        elec += [
            ["RTX-072", "208/230-3-60", "19.6", "2.1", "6.2", "32.8", "50 A"],
            ["RTX-072", "460-3-60", "9.8", "1.1", "3.1", "16.4", "25 A"],
        ]
    return [
        ("h1", "2 Installation"),
        ("h2", "2.1 Clearances"),
        (
            "table",
            {
                "header": ["Location", "Minimum clearance"],
                "rows": [
                    ["Control box / compressor access side", "1070 mm"],
                    ["Condenser coil side", "915 mm"],
                    ["Flue outlet side (gas heat units)", "1220 mm"],
                    ["Side opposite the control box", "460 mm"],
                    ["Above unit (no overhang permitted)", "2440 mm"],
                ],
                "widths": [100, 40],
            },
        ),
        (
            "note",
            "Clearances are for service access and free airflow. Units placed side by side need 1830 mm between "
            "condenser coils.",
        ),
        ("h2", "2.2 Weights and rigging"),
        (
            "table",
            {
                "header": ["Model", "Shipping weight", "Operating weight", "Max. corner weight"],
                "rows": weights,
                "widths": [30, 35, 35, 40],
            },
        ),
        (
            "note",
            "Weights are for gas heat units without economizer. Add 32 kg when the factory economizer is fitted.",
        ),
        (
            "p",
            "Lift only with spreader bars at least 100 mm wider than the unit, using all four lifting lugs. The fork "
            "slots in the base rail are for forklift handling at ground level only and must not be used for crane "
            "lifts. The roof curb must be level within 6 mm over its full length; apply the supplied 25 mm "
            "closed-cell gasket to the top of every curb rail before setting the unit.",
        ),
        ("h2", "2.3 Electrical data"),
        (
            "table",
            {
                "header": ["Model", "Supply", "Compr. RLA", "Cond. fan FLA", "Blower FLA", "MCA", "MOCP"],
                "rows": elec,
                "widths": [20, 26, 18, 20, 18, 16, 16],
            },
        ),
        (
            "note",
            "RLA, FLA and MCA in amperes. The RTX-036 is not offered for 460-3-60. For units with electrical code 1, "
            "use the values on the unit rating plate.",
        ),
        (
            "p",
            "Connect the ground conductor to the ground lug in the control box. Tighten the field power lugs on the "
            "terminal block to 5.6 Nm. Use copper conductors rated 75 °C minimum.",
        ),
    ]


def _page3(rev):
    charge048 = "3.90 kg" if rev == "A" else "4.15 kg"
    rows = [
        ["RTX-036", "2.65 kg", "5.5 K", "590 L/s", "470 L/s", "250 Pa", "Direct"],
        ["RTX-048", charge048, "5.5 K", "755 L/s", "605 L/s", "250 Pa", "Direct"],
        ["RTX-060", "4.70 kg", "7.0 K", "945 L/s", "760 L/s", "300 Pa", "Belt"],
    ]
    if rev != "A":
        rows.append(["RTX-072", "5.35 kg", "8.0 K", "1130 L/s", "905 L/s", "300 Pa", "Belt"])
    belt_models = "RTX-060" if rev == "A" else "RTX-060 and RTX-072"
    return [
        ("h1", "3 Refrigerant system and airflow"),
        (
            "table",
            {
                "header": [
                    "Model",
                    "Factory charge (R-454B)",
                    "Target subcooling",
                    "Nominal airflow",
                    "Min. cooling airflow",
                    "Max. external static",
                    "Blower drive",
                ],
                "rows": rows,
                "widths": [18, 22, 20, 20, 20, 20, 18],
            },
        ),
        (
            "note",
            "Subcooling targets apply with outdoor air between 13 and 46 °C, measured at the liquid line "
            "service valve.",
        ),
        ("h2", "3.1 Charging procedure"),
        (
            "steps",
            [
                "If the outdoor temperature is below 13 °C, do not charge by subcooling: recover the charge and weigh "
                "in the full factory charge shown in the table above.",
                "Install all panels and run the unit in cooling mode at full airflow for at least 15 minutes.",
                "Measure liquid line pressure and temperature at the liquid line service valve and calculate "
                "subcooling.",
                "If subcooling is low, add refrigerant in liquid form through the suction port in steps of no more "
                "than 50 g, waiting 5 minutes between additions.",
                "If subcooling is more than 1.5 K above target, recover refrigerant until it is within range.",
                "Record the final charge, pressures and temperatures on the start-up sheet.",
            ],
        ),
        ("h2", "3.2 Pressure switches"),
        (
            "p",
            "High-pressure switch: opens at 4480 kPa, closes at 3450 kPa, automatic reset. Low-pressure switch: opens "
            "at 170 kPa, closes at 310 kPa. The low-pressure switch is ignored by the controller for the first 120 s "
            "after compressor start so that cold-weather starts do not nuisance-trip.",
        ),
        ("h2", "3.3 Airflow adjustment"),
        (
            "p",
            "Direct-drive blowers (RTX-036 and RTX-048) have five speed taps; the factory setting is tap 3. "
            f"Belt-drive blowers ({belt_models}) use an adjustable motor pulley, factory set 2.5 turns open from "
            "fully closed. Never set airflow below the minimum cooling airflow in the table, or the evaporator coil "
            "may freeze.",
        ),
    ]


def _page4(rev):
    econ = "16 °C" if rev == "C" else "18 °C"
    if rev == "C":
        e07 = (
            "Check the run capacitor (see also field notice FN-0419); measure motor winding resistance and replace the "
            "motor if out of range."
        )
    else:
        e07 = "Check the run capacitor and that the fan blade turns freely; replace the motor if it trips again."
    faults = [
        ["E01", "Supply air sensor open or shorted", "Check plug J4; replace sensor if not 10 kohm +/- 5% at 25 °C."],
        ["E02", "Return air sensor open or shorted", "As E01, connector J5."],
        ["E03", "Outdoor air sensor open or shorted", "As E01, connector J6. Economizer held at minimum position."],
        [
            "E04",
            "High-pressure switch open",
            "Check condenser fan, clean condenser coil, check for overcharge or non-condensables.",
        ],
        ["E05", "Low-pressure switch open", "Check for low charge, dirty filters, low airflow or a frozen coil."],
        [
            "E06",
            "High-pressure lockout",
            "Repeated E04 (see S06). Correct the cause, then hold RESET for 5 s or cycle the thermostat call.",
        ],
        ["E07", "Condenser fan motor overload", e07],
        ["E08", "Blower proving switch not closed within 60 s", "Check belt, blower wheel and proving switch tubing."],
        [
            "E10",
            "Ignition failure after 3 trials",
            "Check gas supply, igniter and flame sensor. Lockout clears by itself after 60 minutes.",
        ],
        [
            "E11",
            "Flame rollout switch open",
            "Manual-reset switch. Inspect heat exchanger and flue for blockage before resetting.",
        ],
        [
            "E12",
            "Freeze protection",
            "Supply air below S07 for 5 min; compressor held off 10 min. Check filters and airflow.",
        ],
        [
            "E14",
            "Shutdown input open",
            "Smoke detector or fire alarm contact SD1-SD2 open; unit stays off until closed.",
        ],
        ["E15", "Communication lost", "No valid Modbus or thermostat data for 120 s; check cabling and S09/S10."],
    ]
    if rev != "A":
        faults.append(
            [
                "E16",
                "Refrigerant leak detected",
                "A2L sensor above 15% LFL: compressor off, blower forced to high speed. Ventilate, repair the leak, "
                "then cycle power.",
            ]
        )
    if rev == "C":
        faults.append(
            ["E17", "A2L sensor fault", "Sensor failed its self-test or is unplugged; blower runs continuously."]
        )
    settings = [
        ["S01", "Economizer changeover, dry bulb", "10 to 24 °C", econ],
        ["S02", "Compressor minimum off time", "3 to 10 min", "5 min"],
        ["S03", "Compressor minimum run time", "2 to 6 min", "3 min"],
        ["S04", "Blower off delay, cooling", "0 to 180 s", "60 s"],
        ["S05", "Blower off delay, heating", "30 to 240 s", "90 s"],
        ["S06", "High-pressure trips before lockout (in 60 min)", "1 to 4", "3"],
        ["S07", "Supply air low limit (freeze protection)", "4 to 12 °C", "7 °C"],
        ["S08", "Display units", "°C or °F", "°C"],
        ["S09", "Modbus address", "1 to 247", "12"],
        ["S10", "Modbus baud rate", "9600, 19200 or 38400", "19200"],
    ]
    return [
        ("h1", "4 NC-40 controller"),
        (
            "p",
            "To change a setting, hold MENU for 3 seconds, enter installer code 0451, then scroll with the arrow keys "
            "and confirm with ENTER. Settings are kept in non-volatile memory through power failures.",
        ),
        (
            "table",
            {
                "header": ["Code", "Setting", "Range", "Factory default"],
                "rows": settings,
                "widths": [12, 70, 35, 25],
                "size": 7.8,
            },
        ),
        ("h2", "4.1 Fault codes"),
        (
            "table",
            {
                "header": ["Code", "Meaning", "Action"],
                "rows": faults,
                "widths": [12, 50, 90],
                "size": 7.6,
            },
        ),
    ]


def _page5(rev):
    tasks = [
        ["Replace return air filters", "Every 3 months"],
        ["Check blower belt condition and tension (belt-drive units)", "Every 6 months"],
        ["Clean condensate drain pan and trap", "Every 6 months"],
        ["Check economizer damper linkage and actuator stroke", "Every 6 months"],
        ["Clean condenser coil", "Annually; quarterly at coastal sites"],
        ["Inspect burners, heat exchanger and flue", "Annually, before the heating season"],
        ["Check electrical connections for tightness", "Annually"],
        ["Replace blower belt", "Every 3 years, or sooner if cracked or glazed"],
        ["Blower and fan motor bearings", "Permanently lubricated; no service required"],
    ]
    if rev != "A":
        tasks.insert(6, ["Bump-test the A2L refrigerant sensor with test gas", "Every 12 months"])
    belt_title = "RTX-060" if rev == "A" else "RTX-060 and RTX-072"
    if rev == "C":
        tension = (
            "Set the belt deflection to 10 mm at mid-span under a force of 2.7 kg. Re-check new belts after 24 hours "
            "of running."
        )
    else:
        tension = "Set the belt deflection to 13 mm at mid-span under a force of 2.3 kg."
    return [
        ("h1", "5 Maintenance"),
        ("table", {"header": ["Task", "Interval"], "rows": tasks, "widths": [95, 60]}),
        ("h2", "5.1 Replacing return air filters"),
        (
            "steps",
            [
                "Switch the unit off at the thermostat and open the disconnect.",
                "Remove the filter access panel (marked FILTER) on the return air side.",
                "Slide out the old filters, noting the direction of the airflow arrows.",
                "Fit new 50 mm pleated filters, MERV 8 minimum, with the arrows pointing toward the blower.",
                "Refit the panel and restore power.",
            ],
        ),
        ("h2", f"5.2 Blower belt tension ({belt_title})"),
        (
            "steps",
            [
                "Lock out power and remove the blower access panel.",
                "Loosen the four motor mounting bolts and move the motor base with the adjusting screw.",
                tension,
                "Check pulley alignment with a straightedge; misalignment must not exceed 1.5 mm.",
                "Tighten the motor mounting bolts (see section 6) and refit the panel.",
            ],
        ),
        ("h2", "5.3 Condenser coil cleaning"),
        (
            "steps",
            [
                "Isolate power and lift off the top fan grille with the fan motor attached; do not disconnect the "
                "motor leads.",
                "Spray an alkaline, non-acid coil cleaner from the inside of the coil outward and allow 10 minutes "
                "of dwell time.",
                "Rinse with low-pressure water, below 700 kPa at the nozzle, holding the spray square to the fins.",
                "Straighten any bent fins with a fin comb before refitting the grille.",
            ],
        ),
    ]


def _page6(rev):
    fan_set = "3.4 Nm" if rev == "A" else "4.5 Nm"
    drier = "NV-41207B (supersedes NV-41207)" if rev == "C" else "NV-41207"
    parts = [
        ["Filter drier, liquid line", drier, "All models"],
        ["Return air filter 406 x 635 x 50 mm, MERV 8", "NV-60144", "Qty 2: RTX-036, RTX-048; qty 4: larger models"],
        ["Supply air sensor, 10 kohm", "NV-30511", "All models"],
        ["Return air / outdoor air sensor, 10 kohm", "NV-30512", "All models"],
        ["Condenser fan motor, 1/4 hp", "NV-52108", "RTX-036, RTX-048"],
        ["Condenser fan motor, 1/3 hp", "NV-52110", "RTX-060" if rev == "A" else "RTX-060, RTX-072"],
        ["Condenser fan run capacitor, 5 µF 440 V", "NV-52301", "All models"],
        ["Blower belt, A38", "NV-22140", "RTX-060"],
        ["Hot surface igniter", "NV-71020", "Gas heat units"],
        ["Compressor contactor, 40 A", "NV-44012", "All models"],
        ["NC-40 unit controller", "NV-40040", "All models"],
    ]
    if rev != "A":
        parts.insert(8, ["Blower belt, A42", "NV-22145", "RTX-072"])
        parts.append(["A2L refrigerant sensor", "NV-30590", "All models"])
    return [
        ("h1", "6 Tightening torques and replacement parts"),
        (
            "table",
            {
                "header": ["Fastener", "Torque"],
                "rows": [
                    ["Compressor mounting bolts", "9.5 Nm"],
                    ["Condenser fan blade hub set screw", fan_set],
                    ["Blower pulley set screws", "7.9 Nm"],
                    ["Blower motor mounting bolts", "22 Nm"],
                    ["Service valve caps", "8.1 Nm"],
                    ["Schrader valve cores", "0.4 Nm"],
                    ["Gas valve inlet pipe union", "34 Nm"],
                ],
                "widths": [100, 40],
            },
        ),
        ("h2", "6.1 Replacement parts"),
        ("table", {"header": ["Item", "Part number", "Used on"], "rows": parts, "widths": [70, 45, 60]}),
        (
            "note",
            "Order parts through an authorised Norvane distributor, quoting the model and the seven-digit serial "
            "number from the rating plate.",
        ),
    ]


def build(out_dir):
    """Write the three revisions and their sidecars; return {file name: meta}."""
    import json

    written = {}
    for rev, version, start, end, recorded, fname in REVISIONS:
        doc = Doc(
            header=f"Norvane Climate Systems - SkyTemp RTX IOM - NVN-RTX-IOM {version}",
            footer=f"NVN-RTX-IOM {version}",
            title=f"SkyTemp RTX Installation, Operation and Service Manual {version}",
            author="Norvane Climate Systems (fictional)",
        )
        for page in (_page1, _page2, _page3, _page4, _page5, _page6):
            doc.add_page(page(rev))
        doc.save(out_dir / fname)
        meta = {
            "document": DOC_KEY,
            "version": version,
            "effective_from": start,
            "effective_to": end,
            "recorded_at": recorded,
            "applicability": {"product": "RTX", "variants": _models(rev)},
        }
        (out_dir / f"{fname}.meta.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
        written[fname] = meta
    return written

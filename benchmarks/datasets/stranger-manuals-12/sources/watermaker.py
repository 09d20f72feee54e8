# ruff: noqa: E501
"""Keldrin Marine Systems - Saltwing SW reverse-osmosis watermakers.

One service manual in three revisions (Rev A, Rev B, Rev C) sharing the
document key KMS-SW-SM. Page layout is identical across revisions; several
values, limits, intervals, a torque, a part number and one fault code change.
Everything here is invented.
"""

KEY = "KMS-SW-SM"
PRODUCT = "Saltwing SW watermaker"
VARIANTS = ["SW-45", "SW-70", "SW-110"]

REVISIONS = [
    {
        "letter": "A",
        "version": "Rev A",
        "from": "2021-04-01",
        "to": "2022-08-31",
        "recorded": "2021-04-06T00:00:00Z",
        "pf20": "250 h",
        "flush": "7 days",
        "pickle": "30 days",
        "oil": "500 h",
        "tds": "750 ppm",
        "lowfeed": "below 1.5 bar",
        "lowfeed_delay": "10 s",
        "head_torque": "24 N·m",
        "probe_pn": "KM-S-1180",
        "smbs": "10 g",
        "e24": False,
    },
    {
        "letter": "B",
        "version": "Rev B",
        "from": "2022-09-01",
        "to": "2024-02-29",
        "recorded": "2022-09-05T00:00:00Z",
        "pf20": "200 h",
        "flush": "5 days",
        "pickle": "21 days",
        "oil": "500 h",
        "tds": "600 ppm",
        "lowfeed": "below 1.2 bar",
        "lowfeed_delay": "15 s",
        "head_torque": "24 N·m",
        "probe_pn": "KM-S-1180",
        "smbs": "10 g",
        "e24": False,
    },
    {
        "letter": "C",
        "version": "Rev C",
        "from": "2024-03-01",
        "to": None,
        "recorded": "2024-03-04T00:00:00Z",
        "pf20": "150 h",
        "flush": "5 days",
        "pickle": "21 days",
        "oil": "750 h",
        "tds": "500 ppm",
        "lowfeed": "below 1.2 bar",
        "lowfeed_delay": "15 s",
        "head_torque": "28 N·m",
        "probe_pn": "KM-S-1185",
        "smbs": "15 g",
        "e24": True,
    },
]

HISTORY = {
    "A": "First issue.",
    "B": "Pre-filter and idle-flush intervals shortened; pickling limit changed; product salinity alarm lowered; low feed pressure trip (E-12) revised.",
    "C": "Pre-filter interval shortened again; HP pump oil interval extended; pump head bolt torque raised; product salinity alarm lowered; metabisulphite dose raised; fault code E-24 added; conductivity probe superseded.",
}


def _pages(r):
    letters = [x["letter"] for x in REVISIONS]
    upto = letters[: letters.index(r["letter"]) + 1]
    history_rows = [[f"Rev {x['letter']}", x["from"], HISTORY[x["letter"]]] for x in REVISIONS if x["letter"] in upto]

    title = [
        ("title", "Saltwing SW Series Reverse-Osmosis Watermakers"),
        ("subtitle", "Installation, Operation and Service Manual"),
        ("subtitle", "Models SW-45, SW-70 and SW-110"),
        ("space", 6),
        (
            "kv",
            [
                ("Document", KEY),
                ("Revision", r["version"]),
                ("Effective from", r["from"]),
                ("Manufacturer", "Keldrin Marine Systems Ltd., 14 Tarrow Quay, Port Ellery"),
                ("Technical support", "+44 1632 960 418 (office hours, UTC)"),
            ],
        ),
        ("space", 4),
        (
            "p",
            "This manual is written for boat builders, marine electricians and service technicians who install and maintain Saltwing watermakers. Owners should use the separate Owner's Guide for day-to-day operation. Keep this manual on board with the unit; it supersedes all earlier revisions from its effective date.",
        ),
        ("h2", "Revision history"),
        (
            "table",
            {
                "header": ["Revision", "Effective", "Summary of changes"],
                "rows": history_rows,
                "widths": (22, 26, 126),
            },
        ),
    ]

    contents = [
        ("h2", "Contents"),
        ("toc",),
        ("h2", "Safety summary"),
        (
            "note",
            "WARNING",
            "The high-pressure circuit runs at up to 66 bar. Never loosen a fitting, hose or end-plug while the HP pump is running or while the pressure gauge shows any pressure.",
        ),
        (
            "note",
            "WARNING",
            "Never close the brine overboard valve while the HP pump is running. The pump will dead-head and the safety relief valve will lift at 70 bar.",
        ),
        (
            "note",
            "CAUTION",
            "Never let chlorinated water (shore water, dock hoses) reach the membranes. Chlorine destroys the thin-film composite layer within hours. The flush circuit must pass through the carbon filter.",
        ),
        (
            "p",
            "Isolate the electrical supply at the main breaker and close the sea cock before opening any part of the feed circuit below the waterline.",
        ),
    ]

    techdata = [
        ("h1", "1 Technical data"),
        ("h2", "1.1 Model data"),
        (
            "table",
            {
                "header": ["Parameter", "SW-45", "SW-70", "SW-110"],
                "rows": [
                    ["Rated product output¹", "45 L/h", "70 L/h", "110 L/h"],
                    ["Membrane elements", "1 × 2.5 in × 40 in", "2 × 2.5 in × 40 in", "2 × 4 in × 40 in"],
                    ["Nominal operating pressure", "55 bar", "56 bar", "57 bar"],
                    ["Maximum operating pressure", "62 bar", "64 bar", "66 bar"],
                    ["Feed flow to membranes", "6.5 L/min", "9.8 L/min", "15.5 L/min"],
                    ["Boost pump flow", "8 L/min", "12 L/min", "20 L/min"],
                    ["HP pump motor", "1.5 kW", "2.2 kW", "3.0 kW"],
                    ["Supply²", "230 V 1~ 50/60 Hz", "230 V 1~ or 400 V 3~", "400 V 3~ 50/60 Hz"],
                    ["Rated current", "9.6 A", "13.8 A / 5.1 A", "6.9 A"],
                    ["Maximum feed salinity", "45,000 ppm", "45,000 ppm", "45,000 ppm"],
                    ["Feed water temperature", "2 to 35 °C", "2 to 35 °C", "2 to 35 °C"],
                    ["Dry weight³", "38 kg", "52 kg", "81 kg"],
                ],
                "widths": (58, 38, 40, 38),
            },
        ),
        (
            "small",
            "¹ At 25 °C feed water of 35,000 ppm TDS and nominal operating pressure. Output falls by roughly 3 % for each °C below 25 °C; do not raise pressure above nominal to make up the loss.",
        ),
        (
            "small",
            "² SW-70 is built either single-phase (suffix -S) or three-phase (suffix -T). State the suffix when ordering a replacement HP pump motor.",
        ),
        (
            "small",
            "³ Without pre-filter housings and hoses. Add 6 kg for the optional fresh-water flush kit.",
        ),
        ("h2", "1.2 Alarm and trip thresholds (all models)"),
        (
            "table",
            {
                "header": ["Function", "Threshold", "Delay", "Code"],
                "rows": [
                    ["Product salinity alarm (product diverted overboard)", f"above {r['tds']}", "30 s", "E-11"],
                    ["Low feed pressure trip", r["lowfeed"], r["lowfeed_delay"], "E-12"],
                    ["High operating pressure trip", "above model maximum", "2 s", "E-05"],
                    ["Pre-filter differential pressure warning", "above 0.7 bar", "60 s", "E-06"],
                    ["HP pump oil temperature trip", "above 75 °C", "5 s", "E-14"],
                    ["Product flow low warning", "below 60 % of rated", "5 min", "E-07"],
                ],
                "widths": (82, 42, 22, 28),
            },
        ),
    ]

    maintenance = [
        ("h1", "2 Maintenance"),
        ("h2", "2.1 Maintenance intervals"),
        (
            "table",
            {
                "header": ["Task", "Interval", "Remarks"],
                "rows": [
                    ["Inspect and clean sea strainer", "Daily in use", "More often in harbour water"],
                    ["Replace 20 µm pre-filter cartridge", f"Every {r['pf20']}", "Or at warning E-06, whichever first"],
                    ["Replace 5 µm pre-filter cartridge", "Every 500 h", "Or at warning E-06, whichever first"],
                    ["Fresh-water flush when idle", f"Every {r['flush']}", "Automatic if flush kit fitted"],
                    ["HP pump oil change", f"Every {r['oil']}", "First change after 50 h"],
                    ["Replace HP pump seals", "Every 2,000 h", "Seal kit, see Section 5"],
                    ["Replace flush carbon cartridge", "Every 6 months", "Regardless of hours"],
                    ["Membrane chemical cleaning", "When output is 15 % low", "After temperature correction"],
                    ["Pickle membranes for storage", f"Idle longer than {r['pickle']}", "Procedure 3.3"],
                ],
                "widths": (70, 48, 56),
            },
        ),
        ("h2", "2.2 Tightening torques"),
        (
            "table",
            {
                "header": ["Fastener", "Thread", "Torque"],
                "rows": [
                    ["HP pump head bolts⁴", "M8", r["head_torque"]],
                    ["HP pump crankcase cover screws", "M6", "10 N·m"],
                    ["Pressure vessel end-plug retaining ring screws", "M5", "4.5 N·m"],
                    ["HP hose fittings (JIC -6)", "9/16-18 UNF", "25 N·m"],
                    ["Motor to pump bell housing", "M10", "45 N·m"],
                    ["High-pressure manifold clamps", "M8", "20 N·m"],
                ],
                "widths": (98, 36, 40),
            },
        ),
        (
            "small",
            "⁴ Values for threads lubricated with the anti-seize supplied in the seal kit. Tighten in a cross pattern in two stages, the first stage at half the final torque.",
        ),
        ("h2", "2.3 HP pump oil"),
        (
            "p",
            "Use SAE 30 non-detergent oil. Crankcase capacity is 0.35 L on SW-45 and SW-70 and 0.6 L on SW-110. Fill to the centre of the sight glass with the unit level. Milky oil means that sea water is passing the plunger seals; replace the seals before the next run.",
        ),
    ]

    procedures1 = [
        ("h1", "3 Procedures"),
        ("h2", "3.1 Start-up after installation or storage"),
        (
            "steps",
            [
                "Open the sea cock and the brine overboard valve.",
                "Turn the pressure-regulating valve fully anticlockwise (open).",
                "Switch on the boost pump and vent air from both pre-filter housings until the bleed screws discharge water free of bubbles.",
                "Start the HP pump and let it run unloaded for 3 minutes.",
                "Close the pressure-regulating valve slowly, over about 30 seconds, until the gauge shows the nominal operating pressure for the model.",
                "Wait for product salinity to fall below the alarm threshold; the diverter valve then switches product to the tank by itself.",
                "Record feed pressure, operating pressure, product flow and product TDS in the service log.",
            ],
        ),
        (
            "note",
            "NOTE",
            "After pickling, run the first 20 minutes of product water overboard even if the salinity reading is already below the threshold, to clear the preservative.",
        ),
        ("h2", "3.2 Fresh-water flush"),
        (
            "steps",
            [
                "Stop the HP pump and the boost pump.",
                "Set the three-way inlet valve to FLUSH.",
                "Press FLUSH on the control panel. The flush pump runs for 4 minutes and pushes about 25 litres of carbon-filtered product water through the membranes.",
                "Return the three-way inlet valve to RUN once the cycle ends.",
            ],
        ),
        (
            "p",
            "Flush after every run and repeat it at the idle-flush interval in Section 2.1 while the boat is in use. If the boat will be left longer than the pickling limit, pickle the membranes instead.",
        ),
    ]

    procedures2 = [
        ("h2", "3.3 Pickling for storage"),
        (
            "steps",
            [
                "Carry out a fresh-water flush (3.2).",
                f"Fill a clean bucket with 12 litres of product water and dissolve sodium metabisulphite at {r['smbs']} per litre.",
                "Set the three-way inlet valve to SERVICE and lead the brine hose and the product test hose into the bucket.",
                "Run the boost pump and the HP pump with the pressure-regulating valve fully open for 10 minutes, recirculating the solution.",
                "Stop the pumps and close the three-way inlet valve and the brine overboard valve.",
                "Label the unit with the pickling date. Repeat the pickling every 6 months of storage.",
            ],
        ),
        (
            "note",
            "CAUTION",
            "Do not pickle with chlorine or with any bleach-based solution. Propylene glycol may be added only when the unit will be exposed to frost, at one part in five of the pickling solution.",
        ),
        ("h2", "3.4 Replacing the pre-filter cartridges"),
        (
            "steps",
            [
                "Stop the unit and close the sea cock.",
                "Open the bleed screw on top of each pre-filter housing to release pressure.",
                "Unscrew the housing bowls with the filter wrench.",
                "Discard the cartridges. Clean the bowls with fresh water; do not use solvents.",
                "Lubricate the bowl O-rings with silicone grease and fit new cartridges, 20 µm in the first housing and 5 µm in the second.",
                "Refit the bowls hand-tight plus a quarter turn with the wrench.",
                "Open the sea cock, vent both housings and check for leaks.",
                "Reset the filter hour counter by holding SET and FLUSH together for 5 seconds.",
            ],
        ),
    ]

    fault_rows = [
        [
            "E-01",
            "Boost pump overload",
            "Check the boost pump for a seized impeller or blocked strainer; reset the motor protection switch.",
        ],
        [
            "E-02",
            "HP pump motor overload",
            "Check the supply voltage under load and the belt or coupling; measure motor current against Table 1.1.",
        ],
        [
            "E-03",
            "Supply voltage out of range",
            "Voltage more than 10 % from nominal. Check the generator or inverter output and the cable size.",
        ],
        [
            "E-05",
            "Operating pressure high",
            "Open the pressure-regulating valve; check for a closed brine valve or a fouled brine restriction.",
        ],
        ["E-06", "Pre-filter differential pressure", "Replace the pre-filter cartridges (Procedure 3.4)."],
        [
            "E-07",
            "Product flow low",
            "Check feed temperature; clean the membranes if output is 15 % low after temperature correction.",
        ],
        ["E-08", "Flush tank empty", "Refill the product tank above the flush pick-up; check the tank level sender."],
        [
            "E-11",
            "Product salinity high",
            "Check the membrane O-rings and product tube seals; clean or replace the membranes.",
        ],
        [
            "E-12",
            "Low feed pressure",
            "Clean the sea strainer; check that the sea cock is fully open and the boost pump primed.",
        ],
        [
            "E-13",
            "No brine flow",
            "Check the brine flow switch and the brine overboard valve; look for a kinked brine hose.",
        ],
        [
            "E-14",
            "HP pump oil temperature high",
            "Check the oil level and grade; allow the pump to cool for 30 minutes before restarting.",
        ],
        ["E-15", "Pickling overdue", "Unit idle beyond the pickling limit; flush, inspect and pickle (Procedure 3.3)."],
        [
            "E-21",
            "Feed pressure transducer fault",
            "Signal below 4 mA or above 20 mA. Check the connector; replace the transducer.",
        ],
        [
            "E-22",
            "Operating pressure transducer fault",
            "Signal below 4 mA or above 20 mA. Check the connector; replace the transducer.",
        ],
        [
            "E-23",
            "Remote panel communication lost",
            "Check the RS-485 cable and the 120 Ω terminator at the remote panel.",
        ],
    ]
    if r["e24"]:
        fault_rows.append(
            [
                "E-24",
                "Conductivity probe out of range",
                "Probe reads outside 0 to 5,000 µS/cm or its temperature sensor is open. Clean the probe; replace if the fault returns.",
            ]
        )
    faults = [
        ("h1", "4 Fault codes"),
        (
            "p",
            "The control panel shows the code and stops or warns as listed. Codes E-05, E-12, E-13 and E-14 stop the HP pump; the others warn only. Press SET to acknowledge after the cause is cleared.",
        ),
        (
            "table",
            {
                "header": ["Code", "Meaning", "Remedy"],
                "rows": fault_rows,
                "widths": (16, 56, 102),
            },
        ),
    ]

    parts = [
        ("h1", "5 Spare parts"),
        (
            "table",
            {
                "header": ["Item", "Part number", "Fits"],
                "rows": [
                    ["20 µm pre-filter cartridge (pack of 2)", "KM-F-2020", "All models"],
                    ["5 µm pre-filter cartridge (pack of 2)", "KM-F-0520", "All models"],
                    ["Carbon cartridge, flush kit", "KM-F-C010", "All models"],
                    ["HP pump seal kit", "KM-P-4471", "SW-45, SW-70"],
                    ["HP pump seal kit", "KM-P-4472", "SW-110"],
                    ["Membrane element 2.5 in × 40 in", "KM-M-2540", "SW-45, SW-70"],
                    ["Membrane element 4 in × 40 in", "KM-M-4040", "SW-110"],
                    ["Product conductivity probe", r["probe_pn"], "All models"],
                    ["Pressure-regulating valve repair kit", "KM-V-0662", "All models"],
                    ["Brine flow switch", "KM-S-0913", "All models"],
                    ["Filter wrench", "KM-T-0031", "All models"],
                    ["HP pump oil, SAE 30 non-detergent, 1 L", "KM-O-0030", "All models"],
                ],
                "widths": (88, 40, 46),
            },
        ),
        ("h2", "5.1 Warranty conditions"),
        (
            "p",
            "Keldrin warrants the watermaker for 24 months from commissioning or 2,000 running hours, whichever comes first. Membranes are covered for 12 months only. The warranty is void if the service log shows that the unit was left unpickled beyond the pickling limit, or if chlorinated water has reached the membranes.",
        ),
        (
            "p",
            "Return the commissioning report within 30 days of installation. Warranty claims must quote the unit serial number from the rating plate on the pump frame.",
        ),
    ]

    return [title, contents, techdata, maintenance, procedures1, procedures2, faults, parts]


def documents():
    docs = []
    for r in REVISIONS:
        docs.append(
            {
                "file": f"saltwing_sw_service_manual_rev_{r['letter'].lower()}.pdf",
                "format": "pdf",
                "title": f"Saltwing SW Service Manual {r['version']}",
                "author": "Keldrin Marine Systems Ltd.",
                "running_head": "Keldrin Marine Systems · Saltwing SW watermakers · Service manual",
                "running_id": f"{KEY} {r['version']}",
                "footer": f"{KEY} {r['version']} · effective {r['from']}",
                "pages": _pages(r),
                "meta": {
                    "document": KEY,
                    "version": r["version"],
                    "effective_from": r["from"],
                    "effective_to": r["to"],
                    "recorded_at": r["recorded"],
                    "applicability": {"product": PRODUCT, "variants": VARIANTS},
                },
            }
        )
    return docs

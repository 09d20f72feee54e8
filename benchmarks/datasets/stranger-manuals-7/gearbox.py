"""Belmara Drive Systems BD-3 gearbox component maintenance manual (3 revisions)."""

from layout import Document

DOC_KEY = "BDS-CMM-6320"

REVISIONS = [
    {
        "rev": "A",
        "file": "bds_cmm_6320_rev_a.pdf",
        "effective_from": "2019-04-01",
        "effective_to": "2020-09-30",
        "recorded_at": "2019-03-20T00:00:00Z",
    },
    {
        "rev": "B",
        "file": "bds_cmm_6320_rev_b.pdf",
        "effective_from": "2020-10-01",
        "effective_to": "2022-05-14",
        "recorded_at": "2020-09-22T00:00:00Z",
    },
    {
        "rev": "C",
        "file": "bds_cmm_6320_rev_c.pdf",
        "effective_from": "2022-05-15",
        "effective_to": None,
        "recorded_at": "2022-05-06T00:00:00Z",
    },
]

RECORD = [
    ["A", "2019-04-01", "Initial issue."],
    [
        "B",
        "2020-10-01",
        "Section 2: MGB-3A refill quantity revised. Section 4: TGB-3T chip "
        "detector inspection interval reduced. Section 5: MGB chip detector "
        "superseded.",
    ],
    [
        "C",
        "2022-05-15",
        "New variant added throughout (S-220HT). Section 4: MGB overhaul "
        "interval extended. Section 5: filter element superseded.",
    ],
]


def build(rev, path):
    r = "ABC".index(rev)
    has_c = r >= 2
    doc = Document(
        f"BDS-CMM-6320  Revision {rev}",
        f"BD-3 Series Gearboxes CMM Rev {rev}",
        "Belmara Drive Systems Ltd.",
    )

    # ---------------------------------------------------------------- page 1
    doc.new_page()
    doc.para("BELMARA DRIVE SYSTEMS LTD.", size=9, style="B")
    doc.title("Component Maintenance Manual\nBD-3 Series Main and Tail Rotor Gearboxes")
    doc.para(
        f"Document BDS-CMM-6320, Revision {rev}. Applicable to gearboxes installed "
        "on Serin S-220 series light helicopters.",
        style="I",
    )
    doc.heading("1  INTRODUCTION")
    doc.para(
        "This manual gives servicing data, fault indications, scheduled "
        "inspections and on-aircraft procedures for the BD-3 series gearboxes. "
        "Shop-level disassembly and overhaul are covered by the separate overhaul "
        "manual and are not repeated here. Where a value applies to one variant "
        "only, the variant is named in the table column or in a footnote."
    )
    doc.table(
        ["Rev", "Effective", "Summary of change"],
        RECORD[: r + 1],
        [10, 22, 100],
        caption="1.1  Record of revisions",
    )
    variants = [
        ["MGB-3A", "3B-1000-01", "Main rotor, S-220", "15.2:1", "61.5 kg"],
        [
            "MGB-3B",
            "3B-1000-03",
            "Main rotor, S-220L (lightweight magnesium sump option)",
            "15.2:1",
            "58.9 kg",
        ],
        ["TGB-3T", "3B-2000-01", "Tail rotor, all S-220 models", "2.41:1", "7.8 kg"],
    ]
    if has_c:
        variants.append(
            [
                "MGB-3C",
                "3B-1000-07",
                "Main rotor, S-220HT (hot-and-high)",
                "16.0:1",
                "64.2 kg",
            ]
        )
    doc.table(
        ["Variant", "Assembly P/N", "Position / aircraft", "Ratio", "Dry weight"],
        variants,
        [20, 26, 56, 15, 20],
        caption="1.2  Gearbox variants covered",
    )
    doc.para(
        "The intermediate gearbox fitted to the two S-220 pre-production prototypes is not covered by this manual.",
        size=8.8,
    )
    doc.heading("1.3  Safety")
    doc.para(
        "WARNING: Gearbox oil can remain hot enough to cause burns for a long time "
        "after shutdown. Wear heat-resistant gloves and eye protection when "
        "removing chip detectors, drain plugs or the filler cap. Synthetic gearbox "
        "oil is harmful to skin; wash off promptly."
    )

    # ---------------------------------------------------------------- page 2
    doc.new_page()
    doc.heading("2  SERVICING DATA")
    cols = ["Item", "MGB-3A", "MGB-3B", "TGB-3T"] + (["MGB-3C"] if has_c else [])
    w = [52, 22, 22, 22] + ([22] if has_c else [])
    refill_a = "5.8 L" if r == 0 else "6.1 L"
    oil = [
        ["Refill quantity (drain and refill)", refill_a, "5.5 L", "0.42 L"],
        ["Dry fill quantity (after overhaul)", "7.2 L", "6.9 L (1)", "0.55 L"],
        ["Sight glass ADD to FULL", "0.6 L", "0.6 L", "0.08 L"],
        ["Oil grade", "BL-523", "BL-523", "BL-523 (2)"],
    ]
    if has_c:
        for row, val in zip(oil, ["7.3 L", "8.6 L", "0.7 L", "BL-523"], strict=True):
            row.append(val)
    doc.table(cols, oil, w, caption="Table 2-1  Oil quantities and grade")
    doc.para(
        "(1) MGB-3B with the extended sump kit 3B-1150-KIT embodied: 7.5 L.\n"
        "(2) TGB-3T operated at outside air temperatures below -25 °C: use BL-509 "
        "low-temperature gear oil. Do not mix BL-509 with BL-523.",
        size=8.3,
    )
    lim = [
        ["Oil pressure, normal (cruise)", "2.8 - 4.1 bar", "3.0 - 4.4 bar", "N/A"],
        ["Oil pressure, minimum at ground idle", "1.2 bar", "1.4 bar", "N/A"],
        ["Oil temperature, max continuous", "110 °C", "115 °C", "N/A"],
        ["Oil temperature, transient max (2 min)", "125 °C", "127 °C", "N/A"],
        ["Input speed, max continuous", "6000 rpm", "6000 rpm", "4890 rpm"],
    ]
    if has_c:
        for row, val in zip(lim, ["3.2 - 4.6 bar", "1.5 bar", "118 °C", "130 °C", "6240 rpm"], strict=True):
            row.append(val)
    doc.table(cols, lim, w, caption="Table 2-2  Operating limits")
    doc.para(
        "The TGB-3T is splash lubricated and has no pressure or temperature "
        "transmitter. Its condition is monitored by the chip detector only.",
        size=8.8,
    )
    doc.heading("2.3  Oil level check")
    doc.para(
        "Check the oil level with the rotor stopped and the aircraft on level "
        "ground, not less than 15 minutes and not more than 2 hours after "
        "shutdown. A level read immediately after shutdown is low because oil is "
        "still draining from the upper bearings. Top up only with oil of the grade "
        "already in the gearbox; if the grade is unknown, drain and refill."
    )

    # ---------------------------------------------------------------- page 3
    doc.new_page()
    doc.heading("3  CHIP DETECTORS AND FAULT INDICATIONS")
    txt = (
        "The MGB-3A and MGB-3B each have two electric chip detectors: one in the "
        "sump (position S) and one at the input pinion housing (position I). "
    )
    if has_c:
        txt += "The MGB-3C adds a third detector at the planetary carrier (position P). "
    txt += (
        "All MGB detectors are mounted in self-closing valve housings, so a "
        "detector can be withdrawn without loss of oil. The TGB-3T has a single "
        "detector in the output housing without a self-closing valve; expect to "
        "lose about 0.05 L of oil when it is removed and top up afterwards."
    )
    doc.para(txt)
    codes = [
        [
            "CD-01",
            "MGB CHIP caution, steady",
            "Debris bridging the sump (S) detector gap",
            "Land as soon as practicable. Inspect detector per 4.3 before next flight.",
        ],
        [
            "CD-02",
            "MGB CHIP caution, flashing 1 Hz",
            "Input pinion (I) detector indication",
            "Land as soon as practicable. Inspect both MGB detectors.",
        ],
        [
            "CD-03",
            "TGB CHIP caution",
            "Debris at the TGB-3T detector",
            "Land as soon as possible. No further flight until the TGB-3T is inspected.",
        ],
        [
            "CD-04",
            "MGB OIL PRESS warning",
            "Oil pressure below ground idle minimum",
            "Land immediately. Check oil level and filter bypass indicator.",
        ],
        [
            "CD-05",
            "MGB OIL TEMP caution",
            "Oil temperature above max continuous",
            "Reduce power. Land as soon as practicable if not cleared within 2 minutes.",
        ],
        [
            "CD-07",
            "MGB FILTER (maintenance panel)",
            "Filter differential pressure above 1.8 bar, bypass imminent",
            "Replace filter element and inspect chip detectors before next flight.",
        ],
        [
            "CD-08",
            "CHIP DET FAIL (maintenance panel)",
            "Detector circuit open during power-up test",
            "Check connector and harness continuity; replace detector if open.",
        ],
    ]
    if has_c:
        codes.append(
            [
                "CD-09",
                "MGB CHIP caution, double flash",
                "Planetary carrier (P) detector indication, MGB-3C only",
                "Land as soon as practicable. Inspect P detector and carrier magnetic plug.",
            ]
        )
    doc.table(
        ["Code", "Indication", "Meaning", "Action"],
        codes,
        [14, 38, 45, 77],
        caption="Table 3-1  Caution and maintenance codes",
    )
    debris = [
        [
            "Category 1",
            "Fine fuzz or paste, particles smaller than 0.25 mm",
            "Clean and refit detector. Ground run 20 minutes and re-inspect.",
        ],
        [
            "Category 2",
            "Flakes or slivers 0.25 mm to 1.0 mm, total area less than 4 mm²",
            "Drain oil, replace filter, send debris for laboratory analysis. "
            "Inspect detectors every 10 FH until five consecutive inspections "
            "are clean.",
        ],
        [
            "Category 3",
            "Chunks larger than 1.0 mm, or any non-ferrous metal on the filter",
            "Remove gearbox from service and return it for overhaul.",
        ],
    ]
    doc.table(
        ["Debris", "Description", "Action"],
        debris,
        [22, 70, 82],
        caption="Table 3-2  Debris assessment",
    )

    # ---------------------------------------------------------------- page 4
    doc.new_page()
    doc.heading("4  SCHEDULED INSPECTIONS AND PROCEDURES")
    icols = ["Task", "MGB-3A / MGB-3B", "TGB-3T"] + (["MGB-3C"] if has_c else [])
    iw = [60, 34, 34] + ([34] if has_c else [])
    tgb_chip = "50 FH" if r == 0 else "25 FH"
    mgb_tbo = "3500 FH" if has_c else "3000 FH"
    ints = [
        ["Chip detector inspection", "100 FH", tgb_chip],
        ["Oil sample for spectrometric analysis", "50 FH", "N/A"],
        ["Oil change", "600 FH or 24 months", "1200 FH or 24 months"],
        ["Filter element replacement", "300 FH", "N/A"],
        ["Mount bushing inspection", "1200 FH", "600 FH"],
        ["Overhaul (TBO)", mgb_tbo, "2400 FH"],
    ]
    if has_c:
        for row, val in zip(
            ints,
            ["75 FH", "50 FH", "500 FH or 24 months", "300 FH", "1200 FH", "3000 FH"],
            strict=True,
        ):
            row.append(val)
    doc.table(
        icols,
        ints,
        iw,
        caption="Table 4-1  Inspection intervals (whichever comes first)",
    )
    doc.heading("4.3  Chip detector removal and inspection (MGB)", size=10)
    doc.steps(
        [
            "Open the CHIP DET circuit breaker on the overhead panel.",
            "Disconnect the electrical connector and fit a protective cap.",
            "Push the detector in, turn it 30 degrees counter-clockwise and "
            "withdraw it. The valve housing closes and retains the oil.",
            "Examine the magnetic tip under 10x magnification and classify any debris per Table 3-2.",
            "Clean the tip with a lint-free cloth only. Never use a wire brush, which scratches the pole faces.",
            "Fit a new O-ring (item 3, Table 5-2) lubricated with clean gearbox oil.",
            "Insert the detector, push and turn clockwise until the locking pins "
            "engage. Pull gently to confirm it is locked.",
            "Reconnect, close the circuit breaker and press CHIP TEST. The caution must come on within 3 seconds.",
        ]
    )
    doc.heading("4.4  Oil drain and refill", size=10)
    doc.steps(
        [
            "Ground run until the oil is at least 60 °C so that debris stays in suspension, then shut down.",
            "Remove the drain plug and allow to drain for not less than 20 minutes.",
            "Fit the drain plug with a new crush washer and torque per Table 5-1.",
            "Replace the filter element if it is due (Table 4-1).",
            "Fill through the filler port to the FULL mark, using the refill quantity in Table 2-1 as a guide.",
            "Ground run for 5 minutes at flight idle, shut down and recheck the "
            "level after the waiting time given in 2.3.",
        ]
    )

    # ---------------------------------------------------------------- page 5
    doc.new_page()
    doc.heading("5  TORQUE VALUES AND PARTS")
    torques = [
        ["Chip detector valve housing", "45 N.m", "45 N.m", "N/A"],
        ["TGB chip detector body", "N/A", "N/A", "16 N.m"],
        ["Drain plug", "38 N.m", "38 N.m *", "14 N.m"],
        ["Filler cap", "20 N.m", "20 N.m", "9 N.m"],
        ["Filter bowl", "27 N.m", "27 N.m", "N/A"],
        ["Gearbox mounting bolts", "96 N.m", "104 N.m", "52 N.m"],
    ]
    doc.table(
        ["Fastener", "MGB-3A", "MGB-3B", "TGB-3T"],
        torques,
        [62, 28, 28, 28],
        caption="Table 5-1  Torque values (clean, lightly oiled threads)",
    )
    note = (
        "* MGB-3B with magnesium sump P/N 3B-1150-02: 31 N.m, dry threads. "
        "Exceeding this value can crack the sump boss."
    )
    if has_c:
        note += " Torque values for the MGB-3C are given in supplement BDS-CMM-6320-S1."
    doc.para(note, size=8.5)
    qty = "2 (3 on MGB-3C)" if has_c else "2"
    if r == 0:
        det = ["1", "Chip detector, electric (MGB)", "3B-4410-02", qty, "-"]
    else:
        det = [
            "1",
            "Chip detector, electric (MGB)",
            "3B-4410-05",
            qty,
            "Supersedes 3B-4410-02. Fully interchangeable.",
        ]
    if has_c:
        filt = [
            "5",
            "Filter element",
            "3B-5210-04",
            "1",
            "Supersedes 3B-5210-03. Use only with filter bowl 3B-5200-02.",
        ]
    else:
        filt = ["5", "Filter element", "3B-5210-03", "1", "-"]
    parts = [
        det,
        ["2", "Chip detector, electric (TGB-3T)", "3B-4430-01", "1", "-"],
        ["3", "O-ring, chip detector", "OR-2-014-V", "1 per detector", "Discard at every removal."],
        ["4", "Valve housing, self-closing", "3B-4420-01", qty, "MGB only."],
        filt,
        ["6", "Crush washer, drain plug", "CW-14-CU", "1", "Replace at every removal."],
        ["7", "Sight glass assembly", "3B-5300-01", "1", "MGB only."],
    ]
    doc.table(
        ["Item", "Description", "P/N", "Qty per gearbox", "Remarks"],
        parts,
        [10, 50, 26, 28, 60],
        caption="Table 5-2  Parts list (line-replaceable items)",
    )
    doc.para(
        "Order parts by P/N from Belmara customer support. Superseded parts may be "
        "used until stock is exhausted unless the remarks column says otherwise.",
        size=8.8,
    )
    return doc.save(path)

"""Norrvik Windtech HPX hydraulic pitch system service manual (with index)."""

from layout import Document

DOC_KEY = "NWT-SM-HPX"
FILE = "nwt_sm_hpx_pitch_system.pdf"
META = {
    "document": DOC_KEY,
    "version": "Rev 4",
    "effective_from": "2023-03-01",
    "effective_to": None,
    "recorded_at": "2023-02-27T00:00:00Z",
    "applicability": {"product": "HPX", "variants": ["HPX-150", "HPX-220", "HPX-300"]},
}

INDEX = [
    ("Accumulator, bladder replacement", "2"),
    ("Accumulator, nitrogen precharge", "2"),
    ("Accumulator, volume per variant", "1"),
    ("Blade asymmetry", "3, 4"),
    ("Bleeding a pitch cylinder", "4"),
    ("Charging kit", "2"),
    ("Cylinder stroke", "1"),
    ("Emergency feather, principle", "1"),
    ("Emergency feather test", "4"),
    ("Encoder mismatch", "3, 4"),
    ("Error codes", "4"),
    ("Feather position", "3"),
    ("Fine pitch limit", "3"),
    ("Hydraulic oil, grade and reservoir", "1"),
    ("Low pressure trip", "3, 4"),
    ("Oil heater thresholds", "3"),
    ("Parameters, list", "3"),
    ("Pitch control unit (PCU)", "1, 3"),
    ("Pitch rate limit", "3"),
    ("Precharge check procedure", "2"),
    ("Proportional valve", "1, 4"),
    ("Rotor lock", "2, 4"),
    ("Safety chain", "1, 4"),
    ("Service mode", "2, 3"),
    ("System pressure setpoint", "3"),
]


def build(path):
    doc = Document(
        "NWT-SM-HPX  HPX Pitch System Service Manual  Rev 4",
        "HPX Hydraulic Pitch System Service Manual",
        "Norrvik Windtech AB",
    )
    # ---------------------------------------------------------------- page 1
    doc.new_page()
    doc.para("NORRVIK WINDTECH", size=9, style="B")
    doc.title("HPX Hydraulic Pitch System\nService Manual")
    doc.para("Document NWT-SM-HPX, Rev 4. For trained service technicians only.", style="I")
    doc.heading("1  SYSTEM OVERVIEW")
    doc.para(
        "The HPX system turns each rotor blade independently with a hydraulic "
        "cylinder supplied through a rotary union from the hydraulic power unit "
        "in the nacelle. In normal operation the pitch control unit (PCU) drives "
        "one proportional valve per blade axis. If grid power is lost, the PCU "
        "fails or the safety chain opens, the emergency feather valves de-energise "
        "and the hub accumulators drive all three blades to feather without any "
        "electrical power. For this reason the accumulator precharge is the most "
        "safety-critical maintenance item on the turbine."
    )
    doc.table(
        ["Variant", "Turbine class", "Accumulators per blade", "Accumulator volume", "Cylinder stroke", "Reservoir"],
        [
            ["HPX-150", "1.5 MW", "1", "20 L", "410 mm", "60 L"],
            ["HPX-220", "2.2 MW", "2", "20 L each", "455 mm", "80 L"],
            ["HPX-300", "3.0 MW", "2", "32 L each", "520 mm", "110 L"],
        ],
        [24, 26, 34, 32, 30, 28],
        caption="Table 1-1  Variants",
    )
    doc.para(
        "Hydraulic oil: ISO VG 32 high viscosity index (HVI) mineral oil, "
        "cleanliness ISO 4406 17/15/12 or better. Do not mix with biodegradable "
        "ester oils."
    )

    # ---------------------------------------------------------------- page 2
    doc.new_page()
    doc.heading("2  ACCUMULATORS")
    doc.para(
        "Each accumulator is a bladder type with a nitrogen gas side and an oil "
        "side. Charge only with dry nitrogen, purity 99.8 % or better. Never use "
        "compressed air or oxygen: oxygen and oil under pressure can explode."
    )
    doc.table(
        ["Variant", "Nominal precharge at 20 °C", "Tolerance", "Recharge or replace bladder below"],
        [
            ["HPX-150", "95 bar", "+/- 3 bar", "88 bar"],
            ["HPX-220", "110 bar", "+/- 3 bar", "102 bar"],
            ["HPX-300", "125 bar", "+/- 4 bar", "116 bar"],
        ],
        [30, 50, 30, 64],
        caption="Table 2-1  Nitrogen precharge",
    )
    doc.para(
        "The values in Table 2-1 apply at a gas temperature of 20 °C. Check the "
        "precharge only when the hub temperature is between 15 °C and 25 °C; "
        "outside this band postpone the check.",
        size=9,
    )
    doc.para(
        "Intervals: precharge check every 6 months. Bladder replacement every "
        "8 years or when the precharge has fallen below the replacement value "
        "twice within 12 months.",
        size=9,
    )
    doc.heading("2.3  Precharge check procedure", size=10)
    doc.steps(
        [
            "Stop the turbine, pitch all blades to feather and engage the rotor lock.",
            "Set the PCU to service mode (P9.01 = 1).",
            "Open accumulator drain valve V12 to release the oil-side pressure; confirm 0 bar on gauge G3.",
            "Wait at least 2 hours so that the gas temperature settles to hub temperature.",
            "Fit charging kit NWT-CK-7 to the gas valve and read the precharge.",
            "If the reading is below nominal minus tolerance but above the "
            "replacement value, charge slowly with nitrogen to nominal. If it is "
            "below the replacement value, replace the bladder.",
            "Refit the gas valve cap, tighten to 30 N.m and leak-check with leak detection spray.",
            "Close V12, set P9.01 = 0 and run a manual emergency feather test (4.2).",
        ]
    )

    # ---------------------------------------------------------------- page 3
    doc.new_page()
    doc.heading("3  PARAMETERS")
    doc.para(
        "Parameters are set with the PitchLink service tool. Group P2 needs "
        "access level 2. Defaults are the same for all variants except where "
        "marked."
    )
    params = [
        ["P1.01", "Max pitch rate, normal operation", "7.5", "2.0 to 9.0", "deg/s"],
        ["P1.02", "Feather rate, PCU controlled stop", "10.0", "6.0 to 12.0", "deg/s"],
        ["P1.05", "Feather position", "89.0", "86.0 to 91.0", "deg"],
        ["P1.06", "Fine pitch limit", "-2.0", "-4.0 to 0.0", "deg"],
        ["P2.10", "System pressure setpoint", "185 (a)", "170 to 200", "bar"],
        ["P2.11", "Low pressure warning", "150", "140 to 170", "bar"],
        ["P2.12", "Low pressure trip (emergency feather)", "135", "120 to 145", "bar"],
        ["P2.20", "Pump restart hysteresis", "10", "5 to 20", "bar"],
        ["P3.05", "Oil heater ON below", "5", "0 to 15", "°C"],
        ["P3.06", "Oil heater OFF above", "15", "5 to 25", "°C"],
        ["P3.07", "Oil temperature high warning", "65", "50 to 70", "°C"],
        ["P4.01", "Blade asymmetry trip", "2.0", "1.0 to 3.0", "deg"],
        ["P4.02", "Encoder mismatch threshold", "0.8", "0.3 to 1.5", "deg"],
        ["P9.01", "Service mode", "0", "0 or 1", "-"],
    ]
    doc.table(
        ["Par", "Description", "Default", "Range", "Unit"],
        params,
        [16, 70, 22, 40, 26],
        caption="Table 3-1  Parameter list",
    )
    doc.para(
        "(a) HPX-300: default 195 bar.\n"
        "P3.05 must always be set at least 5 °C lower than P3.06, otherwise the "
        "heater will cycle rapidly. Parameter changes take effect after the next "
        "PCU restart.",
        size=8.8,
    )

    # ---------------------------------------------------------------- page 4
    doc.new_page()
    doc.heading("4  ERROR CODES AND PROCEDURES")
    errors = [
        ["E101", "System pressure below P2.11", "Warning", "Check pump, leaks and accumulator precharge."],
        ["E102", "System pressure below P2.12", "Emergency feather", "As E101; do not reset until the cause is found."],
        ["E103", "Pump motor overload", "Pump stop", "Check motor current and thermal relay Q4."],
        ["E104", "Oil level low", "Warning", "Top up; look for leaks at the rotary union."],
        ["E106", "Oil temperature above P3.07", "Power derated to 50 %", "Check cooler fan and pressure filter."],
        ["E107", "Pressure filter clogged (dP above 5 bar)", "Warning", "Replace pressure filter element."],
        [
            "E110",
            "Blade asymmetry above P4.01",
            "Emergency feather",
            "Check cylinder and valve of the deviating blade.",
        ],
        ["E111", "Encoder mismatch above P4.02", "Stop and feather", "Check both encoders and couplings of the axis."],
        [
            "E112",
            "Proportional valve feedback fault",
            "Emergency feather",
            "Check valve connector; replace valve if the fault persists.",
        ],
        ["E120", "Emergency feather test failed", "Turbine blocked", "Check accumulator precharge and feather valves."],
        [
            "E121",
            "Safety chain open",
            "Emergency feather",
            "Find the opened contact, then reset at the tower base controller.",
        ],
    ]
    doc.table(
        ["Code", "Description", "Reaction", "Action"],
        errors,
        [14, 58, 34, 68],
        caption="Table 4-1  Error codes",
    )
    doc.heading("4.2  Emergency feather test", size=10)
    doc.para(
        "The PCU runs an automatic emergency feather test every 7 days at low "
        "wind. A manual test is required after any work on accumulators, "
        "feather valves or cylinders. Pass criterion: all blades reach 85 deg "
        "within 14 s on HPX-150 and HPX-220, or within 16 s on HPX-300, "
        "with the pump switched off."
    )
    doc.heading("4.3  Bleeding a pitch cylinder", size=10)
    doc.steps(
        [
            "Engage the rotor lock and set service mode (P9.01 = 1).",
            "Connect a transparent hose from the cylinder bleed nipple to a clean container.",
            "Jog the blade between 0 deg and 30 deg with the PitchLink tool while "
            "opening the bleed nipple a quarter turn at each end stop.",
            "Close when oil flows free of bubbles; tighten the nipple to 12 N.m.",
            "Top up the reservoir and clear error codes.",
        ],
        size=8.8,
    )

    # ---------------------------------------------------------------- page 5
    doc.new_page()
    doc.heading("INDEX")
    doc.table(
        ["Term", "Page"],
        [[t, p] for t, p in INDEX],
        [120, 30],
        size=8.8,
    )
    return doc.save(path)

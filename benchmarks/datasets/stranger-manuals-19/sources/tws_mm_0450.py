"""TWS-MM-0450 - HX-50 Series Intensifier Pump, Maintenance Manual, Revisions A, B and C.

Everything here is invented. The page layout is identical in every revision; only the values in
REV_VALUES change, and fault code E31 exists only in Revision C.
"""

KEY = "TWS-MM-0450"
COMPANY = "Trevanne Waterjet Systems Ltd."
TITLE = "HX-50 Series Intensifier Pump - Maintenance Manual"
PRODUCT = "HX-50 Series Intensifier Pump"
VARIANTS = ["HX-50", "HX-50D"]
TOTAL_PAGES = 8

REVISIONS = ["A", "B", "C"]

META = {
    "A": {
        "effective_from": "2019-04-01",
        "effective_to": "2020-10-31",
        "recorded_at": "2019-03-26T00:00:00Z",
        "file": "tws-mm-0450_revA.pdf",
        "created": (2019, 3, 26),
    },
    "B": {
        "effective_from": "2020-11-01",
        "effective_to": "2022-07-14",
        "recorded_at": "2020-10-22T00:00:00Z",
        "file": "tws-mm-0450_revB.pdf",
        "created": (2020, 10, 22),
    },
    "C": {
        "effective_from": "2022-07-15",
        "effective_to": None,
        "recorded_at": "2022-07-08T00:00:00Z",
        "file": "tws-mm-0450_revC.pdf",
        "created": (2022, 7, 8),
    },
}

REV_VALUES = {
    "A": dict(
        date="1 April 2019",
        seal="400 h",
        oilfilter="1,000 h",
        endcap="270 Nm",
        trip="60 \u00b0C",
        inlet_min="2.5 bar",
        cv="95 Nm",
        sealkit="TW-40211",
    ),
    "B": dict(
        date="1 November 2020",
        seal="500 h",
        oilfilter="1,000 h",
        endcap="285 Nm",
        trip="60 \u00b0C",
        inlet_min="2.8 bar",
        cv="95 Nm",
        sealkit="TW-40211",
    ),
    "C": dict(
        date="15 July 2022",
        seal="500 h",
        oilfilter="1,500 h",
        endcap="285 Nm",
        trip="57 \u00b0C",
        inlet_min="2.8 bar",
        cv="110 Nm",
        sealkit="TW-40211-C",
    ),
}

REV_HISTORY = [
    ["A", "2019-04-01", "First issue."],
    ["B", "2020-11-01", "Seal interval, end-cap torque and minimum inlet pressure revised."],
    ["C", "2022-07-15", "Oil filter interval, oil trip, check valve torque, seal kit revised; E31 added."],
]

DEG = "\u00b0"
MU = "\u00b5"


def pages(rev):
    v = REV_VALUES[rev]
    hist = [r for r in REV_HISTORY if r[0] <= rev]
    p1 = [
        ("space", 6),
        ("title", "HX-50 Series Intensifier Pump"),
        ("subtitle", "Maintenance Manual"),
        ("space", 3),
        ("p", "Models covered: HX-50 (single intensifier) and HX-50D (dual intensifier)."),
        ("p", f"Document TWS-MM-0450, Revision {rev}, effective {v['date']}."),
        ("space", 4),
        ("h1", "Contents"),
        (
            "table",
            {
                "widths": [22, 120, 22],
                "header": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety and revision record", "2"],
                    ["2", "Specifications and protective settings", "3"],
                    ["3", "Maintenance intervals and fluids", "4"],
                    ["4", "Tightening torques", "5"],
                    ["5", "Procedures", "6"],
                    ["6", "Fault codes", "7"],
                    ["7", "Spare parts", "8"],
                ],
            },
        ),
        ("space", 4),
        ("h1", "About this manual"),
        (
            "p",
            "This manual is written for trained service technicians who maintain HX-50 series pumps in "
            "waterjet cutting cells. It does not cover installation or the cutting head; these are described "
            "in the installation guide and in the cutting head manual.",
        ),
        (
            "p",
            "Hours (h) always refer to the pump hour meter on the HMI status screen, not to calendar time. "
            "Torque values are given in newton-metres (Nm). Pressures are gauge pressures in bar unless "
            "stated otherwise.",
        ),
        (
            "p",
            "WARNING identifies a hazard that can cause death or serious injury. CAUTION identifies a hazard "
            "that can damage the equipment.",
        ),
        (
            "p",
            "The principle of operation is described in TWS-TD-0101. Where this manual and a service bulletin "
            "differ, the service bulletin applies to the pumps it lists.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety and revision record"),
        ("h2", "1.1 Revision record"),
        ("table", {"widths": [14, 26, 134], "header": ["Rev", "Effective", "Description"], "rows": hist, "size": 8}),
        ("space", 3),
        ("h2", "1.2 Safety rules"),
        ("p", "WARNING: Water at 4,000 bar penetrates skin and cuts steel. Observe the following rules at all times."),
        (
            "bullets",
            [
                "Do not loosen any high-pressure fitting, end cap or cover while the HP gauge shows any pressure. "
                "Open the bleed-down valve (BDV) and wait for 0 bar.",
                "Do not run the pump with the HP outlet plugged or with the dump valve isolated.",
                "Do not reuse a high-pressure seal, backup ring or hoop ring once it has been removed.",
                "Do not use PTFE tape or thread sealant on high-pressure threads.",
                "Do not run the pump without inlet water for more than 10 seconds.",
                "Do not strike the plunger or the HP cylinder with a steel hammer; use a soft-face mallet.",
                "Do not weld on the pump frame while the controller cables are connected.",
                "Do not clean the ceramic plunger with abrasive pads or with any solvent other than isopropyl alcohol.",
            ],
        ),
        ("h2", "1.3 Lock-out"),
        (
            "p",
            "Before any work, switch off the main isolator, fit a personal padlock and tag, and close the inlet "
            "water valve. The HMI stop button is not an isolation device.",
        ),
        ("h2", "1.4 Abbreviations"),
        (
            "table",
            {
                "widths": [24, 100],
                "header": ["Term", "Meaning"],
                "rows": [
                    ["BDV", "Bleed-down valve"],
                    ["dP", "Differential pressure"],
                    ["HMI", "Human-machine interface (operator panel)"],
                    ["HP", "High pressure (water side)"],
                    ["LP", "Low pressure (water supply side)"],
                    ["TDS", "Total dissolved solids"],
                ],
            },
        ),
    ]
    p3 = [
        ("h1", "2 Specifications and protective settings"),
        ("h2", "2.1 Performance data"),
        (
            "table",
            {
                "caption": "Table 2-1 Performance data",
                "widths": [84, 40, 40],
                "header": ["Parameter", "HX-50", "HX-50D"],
                "rows": [
                    ["Maximum outlet pressure", "4,150 bar", "4,150 bar"],
                    ["Nominal operating pressure", "3,800 bar", "3,800 bar"],
                    ["Outlet flow at nominal pressure", "3.8 L/min", "7.6 L/min"],
                    ["Main motor rating", "37 kW", "75 kW"],
                    ["Hydraulic relief valve setting", "207 bar", "207 bar"],
                    ["Intensification ratio", "20:1", "20:1"],
                    ["Maximum stroke rate (1)", "62 /min", "62 /min"],
                    ["Plunger diameter", "22 mm", "22 mm"],
                    ["Stroke length", "203 mm", "203 mm"],
                    ["Hydraulic reservoir capacity", "190 L", "300 L"],
                    ["Sound pressure level at 1 m", "76 dB(A)", "79 dB(A)"],
                    ["Mass, dry", "1,350 kg", "2,080 kg"],
                ],
            },
        ),
        (
            "footnotes",
            ["(1) Counted per intensifier. On the HX-50D each intensifier is monitored separately against this limit."],
        ),
        ("h2", "2.2 Water supply"),
        (
            "table",
            {
                "caption": "Table 2-2 Inlet and cooling water",
                "widths": [84, 40, 40],
                "header": ["Parameter", "Minimum", "Maximum"],
                "rows": [
                    ["Inlet water pressure (2)", v["inlet_min"], "6.0 bar"],
                    ["Inlet water temperature", f"5 {DEG}C", f"25 {DEG}C"],
                    ["pH", "6.5", "8.5"],
                    ["Total dissolved solids (TDS)", "-", "200 mg/L"],
                    ["Free chlorine", "-", "0.5 mg/L"],
                    ["Silica", "-", "15 mg/L"],
                    ["Cooling water flow (3)", "12 L/min", "-"],
                    ["Cooling water inlet temperature", "-", f"28 {DEG}C"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(2) Measured at the inlet filter housing with the pump running at full flow.",
                "(3) Value for the HX-50. The HX-50D needs 20 L/min as a minimum.",
            ],
        ),
        ("h2", "2.3 Protective settings"),
        (
            "table",
            {
                "caption": "Table 2-3 Alarm and trip settings",
                "widths": [84, 40, 40],
                "header": ["Function", "Alarm", "Trip"],
                "rows": [
                    ["Hydraulic oil temperature", f"52 {DEG}C", v["trip"]],
                    ["Inlet water pressure, low", "2.0 bar", "1.4 bar"],
                    ["HP outlet pressure, high", "4,250 bar", "4,350 bar"],
                    ["Motor winding temperature", f"140 {DEG}C", f"155 {DEG}C"],
                    ["Hydraulic oil level", "LOW mark", "MIN mark"],
                ],
            },
        ),
        (
            "p",
            "Alarms are shown on the HMI and the pump keeps running. A trip stops the main motor and opens the "
            "dump valve. Settings are protected by the service password and must not be raised above the "
            "values in Table 2-3.",
        ),
    ]
    p4 = [
        ("h1", "3 Maintenance intervals and fluids"),
        ("h2", "3.1 Intervals"),
        (
            "table",
            {
                "caption": "Table 3-1 Maintenance intervals",
                "widths": [104, 46, 24],
                "header": ["Task", "Interval", "See"],
                "rows": [
                    ["Check hydraulic oil level at the sight glass", "Daily", "-"],
                    ["Drain the water trap on the inlet filter housing", "Daily", "-"],
                    ["Inspect weep holes for leakage (4)", "Daily", "6"],
                    ["Test the bleed-down valve", "Weekly", "5.1"],
                    ["Inspect HP tubing for chafing and loose clamps", "3 months", "-"],
                    ["Replace inlet filter cartridges (5)", "250 h", "7"],
                    ["Replace HP seals, backup rings and hoop rings", v["seal"], "5.2"],
                    ["Replace check valve seat and poppet", "1,200 h", "7"],
                    ["Replace hydraulic oil filter element", v["oilfilter"], "7"],
                    ["Hydraulic oil sample analysis", "2,000 h or 6 months", "-"],
                    ["Change hydraulic oil (6)", "6,000 h or 2 years", "3.2"],
                    ["Grease main motor bearings", "4,000 h", "3.2"],
                    ["Calibrate HP pressure transducer", "12 months", "-"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(4) Water at a weep hole points to a failing HP seal; oil points to a failing hydraulic rod seal.",
                "(5) Or when the filter housing dP reaches 1.0 bar, whichever comes first.",
                "(6) Change the oil earlier if the sample is worse than ISO 4406 class 18/16/13.",
            ],
        ),
        (
            "p",
            "Intervals in hours assume up to 16 h of operation per day. For continuous three-shift operation, "
            "shorten all hour-based intervals by 20 %.",
        ),
        ("h2", "3.2 Fluids and consumables"),
        (
            "table",
            {
                "caption": "Table 3-2 Fluids and consumables",
                "widths": [62, 72, 40],
                "header": ["Use", "Specification", "Trevanne ref."],
                "rows": [
                    ["Hydraulic oil", "ISO VG 46 anti-wear, zinc-free", "TW-HO46"],
                    ["HP thread anti-seize", "Nickel-based paste", "TW-AS7"],
                    ["HP seal assembly lubricant", "Silicone-free seal grease", "TW-SL2"],
                    ["Motor bearing grease", "Polyurea NLGI 2", "TW-GP2"],
                    ["Thread locker", "Anaerobic, medium strength", "TW-TL3"],
                ],
            },
        ),
        (
            "p",
            "Do not mix hydraulic oil brands. If topping up with a different brand cannot be avoided, change "
            "the complete oil charge at the next service.",
        ),
    ]
    p5 = [
        ("h1", "4 Tightening torques"),
        (
            "p",
            f"Use a calibrated torque wrench with an accuracy of {chr(177)}4 % or better. Values apply to the "
            "thread condition given in the last column of Table 4-1 (7).",
        ),
        (
            "table",
            {
                "caption": "Table 4-1 Tightening torques",
                "widths": [66, 32, 26, 50],
                "header": ["Joint", "Thread", "Torque", "Thread condition"],
                "rows": [
                    ["Hydraulic end-cap bolts (8)", "M20 x 2.5", v["endcap"], "TW-AS7 on threads"],
                    ["HP cylinder gland nut (9)", "M64 x 3", "340 Nm", "TW-AS7 on threads"],
                    ["HP outlet check valve body", "M36 x 2", v["cv"], "Dry"],
                    ["HP inlet check valve cap", "M30 x 1.5", "80 Nm", "Dry"],
                    ["HP tube gland, 1/4 in tube", "9/16-18 UNF", "34 Nm", "TW-AS7 on threads"],
                    ["HP tube gland, 3/8 in tube", "3/4-16 UNF", "68 Nm", "TW-AS7 on threads"],
                    ["HP tube gland, 9/16 in tube", "1 1/8-12 UNF", "150 Nm", "TW-AS7 on threads"],
                    ["Attenuator clamp bolts", "M12", "55 Nm", "Dry"],
                    ["Plunger coupling set screw", "M10", "45 Nm", "TW-TL3"],
                    ["Hydraulic manifold bolts", "M10", "62 Nm", "Lightly oiled"],
                    ["Main motor foot bolts", "M16", "210 Nm", "Dry"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(7) A listed value applied to a dry thread where a lubricant is specified gives too little clamp "
                "force. Never tighten such a joint dry.",
                "(8) Tighten in a cross pattern in three stages: 30 %, 70 % and 100 % of the final value.",
                "(9) Re-check the gland nut torque after the first 8 h of running following any seal change.",
            ],
        ),
        ("h2", "4.2 Joints not covered"),
        (
            "p",
            "Torque values for the cutting head, the orifice mount and the on/off valve are given in the "
            "cutting head manual, not in this manual.",
        ),
        (
            "p",
            "When a crowfoot adapter is used on the HP tube glands, keep the adapter at a right angle to the "
            "wrench so that the effective length of the wrench does not change.",
        ),
    ]
    p6 = [
        ("h1", "5 Procedures"),
        ("h2", "5.1 Depressurising the high-pressure circuit"),
        (
            "steps",
            [
                "Stop the pump from the HMI.",
                "Open the bleed-down valve (BDV) by turning the handle a quarter turn anticlockwise.",
                "Watch the HP gauge; it must fall to 0 bar within 10 s.",
                "If the pressure stays above 0 bar after 10 s, the BDV is faulty. Replace it before any other work.",
                "Switch off and lock the main isolator.",
            ],
        ),
        ("h2", "5.2 Replacing the high-pressure seals"),
        (
            "p",
            "Special tools: cylinder puller TW-T118 and seal carrier insertion sleeve TW-T121. Allow about "
            "90 minutes for each intensifier end.",
        ),
        (
            "steps",
            [
                "Depressurise the HP circuit as described in 5.1.",
                "Disconnect the HP tube from the outlet check valve body.",
                "Remove the hydraulic end-cap bolts in the reverse of the tightening pattern.",
                "Withdraw the HP cylinder with puller TW-T118. Support the cylinder; it weighs about 14 kg.",
                "Pull off the seal carrier. Discard the seal, the backup ring and the hoop ring.",
                "Inspect the plunger. Reject it if a scratch can be felt with a fingernail.",
                "Clean the carrier bore with isopropyl alcohol and a lint-free cloth.",
                "Apply a thin film of TW-SL2 to the new seal. Fit it with the sealing lip towards the HP cylinder.",
                "Slide the carrier onto the plunger using sleeve TW-T121.",
                "Refit the HP cylinder and the end cap. Tighten the bolts as given in Table 4-1.",
                "Run in: 5 minutes at 1,000 bar, then 5 minutes at 2,500 bar, then raise to working pressure.",
                "After 30 minutes of running, check the weep holes. Re-check the gland nut torque after 8 h.",
            ],
        ),
        (
            "p",
            "Do not use hydraulic pressure to push a stuck cylinder off the plunger. Do not lubricate the seal "
            "with hydraulic oil.",
        ),
        ("h2", "5.3 Bleeding air from the hydraulic circuit"),
        (
            "steps",
            [
                "Fill the reservoir to the MAX mark with TW-HO46.",
                "Jog the main motor three times for 2 s each with the pressure setpoint at minimum.",
                "Run at minimum setpoint with the cutting head open for 5 minutes.",
                "Stop the pump and top up to the MAX mark.",
            ],
        ),
    ]
    p7 = [
        ("h1", "6 Fault codes"),
        (
            "p",
            "Codes are shown on the HMI alarm banner. Codes marked (T) are trips: the pump stops and must be "
            "reset at the HMI after the cause has been removed. All other codes are alarms.",
        ),
        (
            "code",
            "E01",
            "(T) Emergency stop",
            "An emergency stop button is pressed or the stop circuit is open.",
            "Release the button, check the safety relay LEDs and reset at the HMI.",
        ),
        (
            "code",
            "E02",
            "(T) Main motor overload",
            "The motor protection relay has tripped.",
            "Check the supply voltage on all three phases and the motor current. Wait 5 minutes before reset.",
        ),
        (
            "code",
            "E03",
            "Oil temperature high",
            "Reservoir oil temperature has reached the alarm setting in Table 2-3.",
            "Check cooling water flow and inlet temperature (Table 2-2). Clean the heat exchanger if the "
            "oil-to-water temperature difference is above 15 K.",
        ),
        (
            "code",
            "E04",
            "(T) Oil temperature trip",
            "Reservoir oil temperature has reached the trip setting in Table 2-3.",
            "Let the oil cool below the alarm setting, then proceed as for E03. Check that the cooling water "
            "solenoid valve opens.",
        ),
        (
            "code",
            "E05",
            "(T) Hydraulic oil level low",
            "The level switch at the MIN mark has opened.",
            "Look for external leaks and for oil at the weep holes before topping up with TW-HO46.",
        ),
        (
            "code",
            "E06",
            "Hydraulic filter clogged",
            "The filter differential switch has closed at 2.5 bar.",
            "Replace the oil filter element. If the alarm returns within 100 h, take an oil sample.",
        ),
        (
            "code",
            "E07",
            "Inlet pressure low",
            "Inlet water pressure is below the alarm setting.",
            "Check the inlet filter dP, the booster pump and the supply valve.",
        ),
        (
            "code",
            "E08",
            "(T) Inlet pressure trip",
            "Inlet water pressure has been below the trip setting for more than 3 s.",
            "As E07. Do not restart until the pressure at the filter housing is above the minimum in Table 2-2.",
        ),
        (
            "code",
            "E09",
            "Inlet filter dP high",
            "The dP across the inlet filter housing has reached 1.0 bar.",
            "Replace both filter cartridges.",
        ),
        (
            "code",
            "E11",
            "HP pressure high",
            "HP outlet pressure is above the alarm setting.",
            "Check for a blocked orifice at the cutting head and for a sticking dump valve.",
        ),
        (
            "code",
            "E12",
            "(T) HP pressure trip",
            "HP outlet pressure is above the trip setting.",
            "Inspect the dump valve and the pressure transducer. Replace the orifice if it is blocked.",
        ),
        (
            "code",
            "E14",
            "Stroke rate high, left intensifier",
            "The left intensifier is stroking faster than the limit expected for the present flow demand. "
            "Remedy: see next page.",
            None,
        ),
    ]
    p8 = [
        (
            "code",
            "E14",
            "(continued)",
            None,
            "Look at the weep holes first. Water at a weep hole: replace the HP seals (5.2). No water: replace "
            "the check valve seat and poppet on that intensifier. If E14 persists, have the hydraulic "
            "directional valve tested.",
        ),
        (
            "code",
            "E15",
            "Stroke rate high, right intensifier",
            "As E14, for the right intensifier. HX-50D only.",
            "As E14.",
        ),
        (
            "code",
            "E17",
            "(T) Stroke reversal not detected",
            "No proximity switch signal within 4 s of the previous reversal.",
            "Check the switch gap (0.8 to 1.2 mm) and its cable. Replace switch TW-60210 if its LED stays dark.",
        ),
        (
            "code",
            "E19",
            "(T) Pressure transducer fault",
            "Transducer signal below 3.8 mA or above 20.5 mA.",
            "Check the connector and the cable shield. Replace transducer TW-60344.",
        ),
        (
            "code",
            "E21",
            "(T) Motor winding temperature",
            "The winding thermistor has reached the trip setting.",
            "Check the motor fan and the room temperature. Let the motor cool for at least 30 minutes.",
        ),
        (
            "code",
            "E22",
            "Cooling water flow low",
            "Cooling flow switch open for 10 s.",
            "Open the cooling water valve fully and clean the strainer upstream of the heat exchanger.",
        ),
        (
            "code",
            "E24",
            "HMI communication lost",
            "No data from the controller for 5 s.",
            "Check the Ethernet cable between HMI and controller, then cycle the control power.",
        ),
    ]
    if rev >= "C":
        p8.append(
            (
                "code",
                "E31",
                "Attenuator pressure deviation",
                "The transducers before and after the attenuator differ by more than 150 bar for 10 s.",
                "Check the attenuator for an internal leak at its end fittings. Compare both transducers "
                "with a test gauge.",
            )
        )
    p8 += [
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "caption": "Table 7-1 Spare parts (quantity per pump)",
                "widths": [32, 102, 20, 20],
                "header": ["Part no.", "Description", "HX-50", "HX-50D"],
                "rows": [
                    [v["sealkit"], "HP seal kit (seal, backup ring, hoop ring)", "2", "4"],
                    ["TW-40310", "Check valve repair kit (seat, poppet, spring)", "2", "4"],
                    ["TW-40455", "Plunger, ceramic, 22 mm", "2", "4"],
                    ["TW-50120", f"Hydraulic oil filter element, 10 {MU}m", "1", "2"],
                    ["TW-50133", f"Inlet filter cartridge, 1 {MU}m", "1", "1"],
                    ["TW-50134", f"Inlet filter cartridge, 0.45 {MU}m", "1", "1"],
                    ["TW-60210", "Proximity switch, M12", "2", "4"],
                    ["TW-60344", "HP pressure transducer, 0 to 6,000 bar", "2", "2"],
                    ["TW-60400", "Phase synchroniser module", "-", "1"],
                    ["TW-T118", "HP cylinder puller (tool)", "-", "-"],
                    ["TW-T121", "Seal carrier insertion sleeve (tool)", "-", "-"],
                ],
            },
        ),
        ("footnotes", ["Seals are supplied only as complete kits; single seals cannot be ordered."]),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

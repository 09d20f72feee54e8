"""TW-Series water temperature control units service manual, KTC-SM-0217 Rev D (PDF, 8 pages).

Invented content; multi-model tables for TW-9, TW-12 and TW-18.
"""

KEY = "KTC-SM-0217"
COMPANY = "Korvath Thermal Controls"
TITLE = "TW-Series Temperature Control Units Service Manual"
VERSION = "Rev D"
FILE = "KTC-SM-0217_RevD.pdf"
META = {
    "document": KEY,
    "version": VERSION,
    "effective_from": "2023-05-01",
    "effective_to": None,
    "recorded_at": "2023-04-20T00:00:00Z",
    "applicability": {
        "product": "TW-Series water temperature control unit",
        "variants": ["TW-9", "TW-12", "TW-18"],
    },
}

PAGES = [
    [
        ("title", "TW-Series Water Temperature Control Units"),
        ("subtitle", "Service Manual - Models TW-9, TW-12 and TW-18"),
        ("p", "Document KTC-SM-0217, Revision D, issued 2023-04-12."),
        (
            "p",
            "This manual is intended for service technicians. It covers technical data, maintenance, "
            "alarm handling and spare parts for TW-Series units with controller firmware 3.x. The "
            "principle of operation is described in document KTC-PO-0218.",
        ),
        ("h1", "Contents"),
        (
            "table",
            [130, 30],
            ["Section", "Page"],
            [
                ["1  Safety", "page 2"],
                ["2  Technical data", "page 3"],
                ["3  Maintenance intervals", "page 4"],
                ["4  Torque values", "page 5"],
                ["5  Service procedures", "page 5"],
                ["6  Alarm codes", "page 7"],
                ["7  Spare parts", "page 8"],
            ],
        ),
        ("h1", "Revision history"),
        (
            "table",
            [14, 26, 134],
            ["Rev", "Date", "Changes"],
            [
                ["A", "2018-09-03", "First issue."],
                ["B", "2019-11-20", "TW-18 added."],
                ["C", "2021-06-14", "Alarm list for firmware 3.x."],
                ["D", "2023-04-12", "Torque table and pump seal intervals revised."],
            ],
        ),
    ],
    [
        ("h1", "1  Safety"),
        (
            "p",
            "TW units contain water at up to 160 °C under pressure. Escaping water flashes to steam and "
            "can cause severe scalds. Only trained service technicians may open the unit.",
        ),
        (
            "bullets",
            [
                "Do not disconnect the mould hoses until the supply temperature is below 50 °C and the "
                "pressure gauge shows 0 bar.",
                "Do not run the unit with both mould valves closed; the pump would then run against a closed circuit.",
                "Do not bridge or bypass the flow switch FS1 or the pressure switch PS1.",
                "Do not fill the system with de-ionised water. Use mains water or softened water only.",
                "Do not add more than 30% glycol to the system water.",
                "Do not run the pump dry for more than 5 seconds, also when checking the direction of rotation.",
                "Do not open the heater tank drain valve V5 while the unit is hot.",
            ],
        ),
        ("h2", "1.2  Operating limits"),
        (
            "p",
            "Ambient temperature: up to 40 °C. Relative humidity: up to 90%, non-condensing. "
            "Cooling water hardness: 8 °dH maximum. Cooling water must be filtered to 0.1 mm or finer.",
        ),
        ("h2", "1.3  General description"),
        (
            "p",
            "The pump circulates the system water through the heater tank, the mould and the plate heat "
            "exchanger. The controller switches the heaters through solid-state relays and opens the "
            "cooling solenoid valve when the supply temperature is above the setpoint. Supply and "
            "return temperatures are measured with Pt100 sensors T1 and T2.",
        ),
    ],
    [
        ("h1", "2  Technical data"),
        (
            "table",
            [74, 33, 33, 34],
            ["Parameter", "TW-9", "TW-12", "TW-18"],
            [
                ["Heating power", "9 kW", "12 kW", "18 kW"],
                ["Cooling capacity (1)", "40 kW", "60 kW", "85 kW"],
                ["Max. supply temperature", "140 °C", "140 °C", "160 °C"],
                ["Pump flow, max.", "60 L/min", "60 L/min", "90 L/min"],
                ["Pump pressure, max.", "3.8 bar", "3.8 bar", "5.2 bar"],
                ["Safety valve setting", "10 bar", "10 bar", "12 bar"],
                ["Cooling water pressure, min.", "2.0 bar", "2.0 bar", "2.5 bar"],
                ["Cooling water pressure, max.", "6.0 bar", "6.0 bar", "6.0 bar"],
                ["System fill pressure, min. (2)", "1.5 bar", "1.5 bar", "1.5 bar"],
                ["Safety thermostat STB", "175 °C", "175 °C", "190 °C"],
                ["Heater resistance per phase (3)", "17.6 ohm", "13.2 ohm", "8.8 ohm"],
                ["Pump motor current at 400 V", "2.1 A", "2.1 A", "3.4 A"],
                ["Buffer tank (option)", "-", "25 L", "25 L"],
                ["Mould connections", "G 3/4", "G 3/4", "G 1"],
                ["Supply", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                ["Weight", "62 kg", "66 kg", "85 kg"],
            ],
        ),
        (
            "notes",
            [
                "(1) At 90 °C supply temperature and 15 °C cooling water inlet temperature.",
                "(2) Static pressure at the system water inlet with the pump stopped. Below this value the "
                "controller limits the setpoint to 90 °C.",
                "(3) Measured cold between the heater terminals with the contactor removed. Tolerance +/-5%.",
            ],
        ),
    ],
    [
        ("h1", "3  Maintenance intervals"),
        (
            "p",
            "Intervals are in pump operating hours (h) from the hour counter in menu S-04, or in calendar "
            "time, whichever comes first.",
        ),
        (
            "table",
            [76, 34, 34, 30],
            ["Task", "TW-9, TW-12", "TW-18", "Note"],
            [
                ["Clean cooling water strainer", "Monthly", "Monthly", "-"],
                ["Inspect mould hoses and couplings", "Weekly", "Weekly", "-"],
                ["Descale heater tank and heat exchanger", "2000 h", "1500 h", "(1)"],
                ["Replace pump mechanical seal", "8000 h", "6000 h", "-"],
                ["Safety valve lift test", "6 months", "6 months", "Section 5.4"],
                ["Flow switch check", "12 months", "12 months", "Section 5.2"],
                ["Heater insulation resistance test", "12 months", "12 months", "(2)"],
                ["Replace cooling valve diaphragm", "5000 h", "5000 h", "-"],
                ["Replace safety valve", "5 years", "5 years", "(3)"],
            ],
        ),
        (
            "notes",
            [
                "(1) Halve the descaling interval if the cooling water hardness is above 6 °dH.",
                "(2) At least 2 megohm at 500 V DC, measured between each heater terminal and earth.",
                "(3) Replace regardless of the test results. Do not attempt to repair a safety valve.",
            ],
        ),
        ("h2", "3.2  System water"),
        (
            "p",
            "Fill the system with mains water or softened water with a pH between 7.5 and 9.0 and a "
            "chloride content below 50 mg/L. Glycol is only needed for setpoints below 8 °C; use an "
            "inhibited propylene glycol.",
        ),
    ],
    [
        ("h1", "4  Torque values"),
        (
            "table",
            [84, 45, 45],
            ["Fastener", "TW-9, TW-12", "TW-18"],
            [
                ["Heater flange bolts", "M8: 20 Nm", "M10: 38 Nm"],
                ["Pump housing bolts", "M8: 16 Nm", "M10: 24 Nm"],
                ["Heater terminal nuts", "M5: 2.5 Nm", "M6: 4 Nm"],
                ["Sensor fittings G 1/4 (1)", "15 Nm", "15 Nm"],
                ["Mould manifold plugs", "45 Nm", "60 Nm"],
                ["Heat exchanger connections", "35 Nm", "50 Nm"],
            ],
        ),
        ("notes", ["(1) Fit a new copper sealing ring every time a sensor fitting is opened."]),
        ("h1", "5  Service procedures"),
        ("h2", "5.1  Replacing a heater element"),
        (
            "steps",
            [
                "Let the unit cool below 50 °C, switch off and lock out the main isolator.",
                "Close the water inlet and return valves and drain the heater tank through valve V5.",
                "Disconnect the heater wiring and note the terminal positions.",
                "Undo the flange bolts and pull out the element. TW-18: replace its two 9 kW elements one at a time.",
                "Clean the flange face and fit a new gasket KT-1190.",
                "Insert the new element and tighten the flange bolts crosswise in three stages to the "
                "torque in Section 4.",
                "Reconnect the wiring and measure the resistance per phase (see Section 2).",
                "Refill and vent the system (Section 5.3) before switching the heaters on.",
            ],
        ),
    ],
    [
        ("h2", "5.2  Checking the flow switch FS1"),
        (
            "steps",
            [
                "Connect a short hose bridge between the mould supply and return connections.",
                "Start the pump in manual mode with the heaters disabled (menu S-11).",
                "Close the return valve slowly while watching the flow display.",
                "FS1 must open when the flow falls below 8 L/min on TW-9 and TW-12, or below 12 L/min on "
                "TW-18. The display then shows A03.",
                "If FS1 opens above 10 L/min (TW-9, TW-12) or above 15 L/min (TW-18), clean the paddle. "
                "If it still opens too early, replace FS1 (see Section 7).",
            ],
        ),
        ("h2", "5.3  Filling and venting"),
        (
            "steps",
            [
                "Open the system water inlet valve. The unit fills to the pressure set on the pressure "
                "reducer (factory setting 2.0 bar).",
                "Start the venting program (menu S-12). The pump runs in 10 second pulses while the vent "
                "valve on top of the heater tank is open.",
                "Venting ends automatically after 3 minutes, or earlier if the pressure is stable for 30 seconds.",
                "Repeat the venting program every time a different mould is connected.",
            ],
        ),
        ("h2", "5.4  Safety valve lift test"),
        (
            "p",
            "With the unit cold and the system at fill pressure, turn the test cap of the safety valve a "
            "quarter turn anticlockwise until water runs into the drain funnel, then release it. The "
            "valve must reseat and stop dripping within 10 seconds. If it keeps dripping, replace it; "
            "do not try to clean the seat.",
        ),
        ("h2", "5.5  Autotuning"),
        (
            "p",
            "Start autotuning in menu S-15 with the production mould connected and the unit at the "
            "working setpoint. The procedure takes 15 to 40 minutes. The new parameters are stored "
            "automatically when the display shows TUNE END.",
        ),
    ],
    [
        ("h1", "6  Alarm codes"),
        (
            "p",
            "Alarms are shown as Axx with a red lamp. Warnings (W) keep the unit running. Trips (T) "
            "switch off the heaters; the pump keeps running for cool-down unless stated otherwise.",
        ),
        (
            "code",
            "A01",
            "Supply sensor T1 fault (T)",
            "T1 reads below -20 °C or above 250 °C, or is disconnected.",
            "Check terminal block X4. T1 should read about 108 ohm at 20 °C. Replace it with KT-6101.",
        ),
        (
            "code",
            "A02",
            "Return sensor T2 fault (W)",
            "T2 is open or short-circuited. Control continues on T1 only.",
            "As for A01, at terminal block X5.",
        ),
        (
            "code",
            "A03",
            "Low flow (T)",
            "The flow switch FS1 has been open for more than 5 seconds. Heaters off.",
            "Open the mould valves and check the mould circuit for blockages. Check the flow switch (Section 5.2).",
        ),
        (
            "code",
            "A04",
            "Low system pressure (T)",
            "The pressure switch PS1 has opened at 0.8 bar. Heaters and pump off.",
            "Check the water supply and the pressure reducer. Look for leaks at the mould couplings.",
        ),
        (
            "code",
            "A05",
            "High temperature warning (W)",
            "The supply temperature has been 10 K above the setpoint for more than 60 seconds.",
            "Check the cooling water supply and the cooling solenoid valve.",
        ),
        (
            "code",
            "A06",
            "High temperature trip (T)",
            "The supply temperature has exceeded the maximum supply temperature by 5 K, or the safety "
            "thermostat STB has opened.",
            "Reset STB only after the unit has cooled below 100 °C. Check the solid-state relays for a short circuit.",
        ),
        (
            "code",
            "A07",
            "Pump motor overload (T)",
            "The thermal overload relay F2 has tripped. Heaters and pump off.",
            "Measure the pump current (see Section 2). Check the pump for a seized bearing.",
        ),
        (
            "code",
            "A08",
            "Heating time-out (W)",
            "The supply temperature has risen by less than 2 K in 10 minutes with the heaters fully on.",
            "1) Measure the heater resistance per phase (Section 2). An open element gives an infinite "
            "reading on that phase. (Continued on page 8.)",
        ),
    ],
    [
        (
            "cont",
            "A08",
            "Heating time-out (continued)",
            "2) Check the solid-state relays: with heat called for, each relay output must show less "
            "than 2 V drop. 3) Check whether the cooling valve leaks through: the cooling water return "
            "line must stay cold while heating. Replace the diaphragm KT-5505 if it is warm. 4) For very "
            "large moulds the time-out can be extended in menu S-20, up to 30 minutes.",
        ),
        (
            "code",
            "A09",
            "Cooling valve fault (W)",
            "The supply temperature did not fall within 5 minutes although the cooling valve was open.",
            "Check the cooling water pressure (Section 2) and clean the cooling water strainer.",
        ),
        (
            "code",
            "A10",
            "Phase sequence wrong (T)",
            "The supply phases are in the wrong order and the pump would run backwards. The unit does not start.",
            "Swap two phases at the supply plug, not inside the unit.",
        ),
        (
            "code",
            "A11",
            "Host communication lost (W)",
            "No message from the moulding machine for 10 seconds with remote control enabled.",
            "Check the interface cable and the baud rate in menu S-30 (default 9600).",
        ),
        ("h1", "7  Spare parts"),
        (
            "table",
            [68, 35, 35, 36],
            ["Description", "TW-9", "TW-12", "TW-18"],
            [
                ["Heater element", "KT-1109", "KT-1112", "KT-1109 (x2)"],
                ["Heater flange gasket", "KT-1190", "KT-1190", "KT-1190"],
                ["Pump mechanical seal", "KT-2240", "KT-2240", "KT-2260"],
                ["Flow switch FS1", "KT-3310", "KT-3310", "KT-3318"],
                ["Pressure switch PS1", "KT-3320", "KT-3320", "KT-3320"],
                ["Safety valve", "KT-4410", "KT-4410", "KT-4412"],
                ["Cooling valve diaphragm", "KT-5505", "KT-5505", "KT-5505"],
                ["Sensor Pt100, T1 and T2", "KT-6101", "KT-6101", "KT-6101"],
                ["Safety thermostat STB", "KT-6120", "KT-6120", "KT-6125"],
            ],
        ),
    ],
]

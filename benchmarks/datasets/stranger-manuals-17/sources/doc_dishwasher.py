"""AQW-SM-0260: HX-50 / HX-60 hood-type dishwashers service manual, Rev 4 (invented). Two models."""

COMPANY = "Aquaveld Kitchen Systems AB"
DOCNO = "AQW-SM-0260"
TITLE = "HX-50 / HX-60 Hood-Type Dishwashers - Service Manual"
VERSION = "Rev 4"
EFFECTIVE = "2022-01-10"
RECORDED = "2022-01-04"


def build():
    p1 = [
        ("title", "HX-50 / HX-60 Hood-Type Dishwashers"),
        ("subtitle", "Service Manual for installers and service technicians"),
        (
            "table",
            [50, 124],
            None,
            [
                ["Document", DOCNO + ", " + VERSION],
                ["Valid from", EFFECTIVE],
                ["Machines", "HX-50 and HX-60, all voltages, serial prefix AQ"],
                ["Not covered", "Hood-type machines with integrated heat recovery (HXR series), see AQW-SM-0275"],
            ],
            {"bold_first": True, "size": 9, "lh": 4.4},
        ),
        ("h1", "Contents"),
        (
            "table",
            [20, 134, 20],
            ["No.", "Chapter", "Page"],
            [
                ["1", "Safety instructions", "2"],
                ["2", "Technical data", "2"],
                ["3", "Operating values and water quality", "3"],
                ["4", "Service parameters", "4"],
                ["5", "Maintenance plan", "5"],
                ["6", "Repair procedures and torques", "6"],
                ["7", "Error codes", "7"],
                ["8", "Spare parts", "8"],
            ],
            {"size": 9, "lh": 4.4},
        ),
        ("h1", "Revision history"),
        (
            "table",
            [22, 28, 124],
            ["Rev", "Date", "Change"],
            [
                ["Rev 1", "2016-09-12", "First edition."],
                ["Rev 2", "2018-02-01", "Error codes F10 to F12 added."],
                ["Rev 3", "2020-06-15", "New wash pump for HX-60; descaling procedure changed."],
                ["Rev 4", "2022-01-10", "Boiler setpoint of HX-60 raised to 87 °C; F14 added; spare parts updated."],
            ],
            {"size": 8.5},
        ),
    ]

    p2 = [
        ("h1", "1 Safety instructions"),
        (
            "p",
            "Isolate the machine at the wall isolator and close the water supply before opening the front "
            "panel. The boiler and the tank stay hot for a long time after switching off.",
        ),
        (
            "bullets",
            [
                "Do not spray water on the control panel or into the louvres of the hood.",
                "Do not run the machine with the tank strainer or the pump filter removed.",
                "Do not descale with hydrochloric acid or with products containing chlorine.",
                "Do not open the boiler drain while the boiler heating element is energised.",
                "Do not use the machine to wash items other than dishes, glasses, trays and cutlery.",
                "Do not lift the hood by the rinse arm or the wash arm.",
            ],
        ),
        ("h1", "2 Technical data"),
        (
            "table",
            [84, 45, 45],
            ["Data", "HX-50", "HX-60"],
            [
                ["Basket size", "500 x 500 mm", "500 x 500 mm"],
                ["Clearance under hood", "410 mm", "440 mm"],
                ["Wash tank capacity", "22 l", "30 l"],
                ["Boiler capacity", "6 l", "9 l"],
                ["Boiler heating power", "6.0 kW", "9.0 kW"],
                ["Tank heating power", "2.5 kW", "3.0 kW"],
                ["Wash pump power", "0.6 kW", "0.9 kW"],
                ["Cycle times (programmes 1 / 2 / 3)", "60 / 90 / 180 s", "60 / 120 / 240 s"],
                ["Final rinse water per cycle (1)", "2.4 l", "2.8 l"],
                ["Baskets per hour, max. (2)", "55", "60"],
                ["Connected load, 400 V 3N~", "6.9 kW", "10.2 kW"],
            ],
            {"bold_first": True},
        ),
        (
            "fn",
            [
                "(1) At 2.0 bar dynamic supply pressure with the rinse booster pump switched off.",
                "(2) With programme 1 and the boiler at setpoint; inlet water at 50 °C or warmer.",
            ],
        ),
    ]

    p3 = [
        ("h1", "3 Operating values and water quality"),
        (
            "table",
            [74, 33, 33, 34],
            ["Value", "Minimum", "Setpoint", "Maximum"],
            [
                ["Wash water temperature", "55 °C", "60 °C", "65 °C"],
                ["Final rinse temperature", "82 °C", "85 °C", "90 °C"],
                ["Water supply pressure, dynamic", "1.5 bar", "-", "6.0 bar"],
                ["Inlet water temperature", "10 °C", "-", "60 °C"],
                ["Total hardness of inlet water (1)", "-", "-", "7 °dH"],
                ["Chloride content of inlet water", "-", "-", "100 mg/l"],
                ["Conductivity of inlet water (2)", "-", "-", "800 µS/cm"],
            ],
        ),
        (
            "fn",
            [
                "(1) Above 7 °dH install a water softener upstream of the machine.",
                "(2) For glass washing with a reverse osmosis unit, 30 µS/cm or less is recommended.",
            ],
        ),
        ("h2", "3.2 Why the rinse temperature matters"),
        (
            "p",
            "The final rinse must reach at least 82 °C at the rinse arm. The hot rinse raises the surface "
            "temperature of the dishes so that the remaining water evaporates within about a minute, and it "
            "completes the thermal disinfection of the load. A lower rinse temperature leaves the dishes wet "
            "and is a hygiene risk.",
        ),
        ("h2", "3.3 Rinse booster pump"),
        (
            "p",
            "If the dynamic supply pressure is below 2.0 bar, activate the rinse booster pump (parameter b1 = 1). "
            "The booster pump is standard on the HX-60 and an accessory for the HX-50.",
        ),
        ("h2", "3.4 Noise"),
        ("p", "The sound pressure level at the operator position does not exceed 65 dB(A)."),
    ]

    p4 = [
        ("h1", "4 Service parameters"),
        (
            "p",
            "Service parameters are opened by pressing the programme keys 1 and 3 together for 5 seconds with "
            "the machine switched on and entering the service code. Write down every change in the machine log.",
        ),
        (
            "table",
            [18, 84, 36, 36],
            ["Code", "Parameter", "HX-50 default", "HX-60 default"],
            [
                ["d1", "Detergent dose", "2.0 ml/l", "2.0 ml/l"],
                ["d2", "Rinse aid dose", "0.20 ml/l", "0.25 ml/l"],
                ["t1", "Wash tank setpoint", "60 °C", "60 °C"],
                ["t2", "Boiler setpoint", "85 °C", "87 °C"],
                ["t3", "Rinse wait for boiler temperature", "On", "On"],
                ["c1", "Rinse delay after wash", "2 s", "3 s"],
                ["r1", "Drain pump run time", "90 s", "120 s"],
                ["b1", "Rinse booster pump", "0 (off)", "1 (on)"],
                ["h1", "Hood auto-start", "On", "On"],
            ],
        ),
        ("h2", "4.2 Dosing pump calibration"),
        (
            "p",
            "The detergent dosing pump delivers 1.1 ml per second. To check the dose, run ten cycles with the "
            "suction tube in a measuring cylinder and compare the consumption with the value in d1. The "
            "permitted deviation is 10 %.",
        ),
        ("h2", "4.3 Rinse wait (t3)"),
        (
            "p",
            "With t3 = On the final rinse does not start until the boiler has reached its setpoint, so the wash "
            "phase may be extended. Keep t3 switched on in all commercial kitchens.",
        ),
    ]

    p5 = [
        ("h1", "5 Maintenance plan"),
        (
            "table",
            [94, 40, 40],
            ["Task", "Interval", "By"],
            [
                ["Empty and clean tank strainers and pump filter", "After each shift", "Operator"],
                ["Remove and rinse wash and rinse arms", "Daily", "Operator"],
                ["Descale boiler and tank (1)", "Every 3 months", "Technician"],
                ["Check rinse nozzles and spray pattern", "6 months", "Technician"],
                ["Check safety thermostats of boiler and tank", "12 months", "Technician"],
                ["Check hood counterbalance springs", "12 months", "Technician"],
                ["Replace dosing pump tubes (2)", "12 months", "Technician"],
                ["Check door and hood micro-switch", "6 months", "Technician"],
                ["Check electrical connections of heating elements", "12 months", "Technician"],
            ],
        ),
        (
            "fn",
            [
                "(1) Applies to inlet water of 3 to 7 °dH. With softened water below 3 °dH descale every 12 months.",
                "(2) Replace the detergent tube every 6 months if a chlorinated detergent is used.",
            ],
        ),
        ("h2", "5.2 Filling the wash tank"),
        (
            "p",
            "After cleaning, refill the tank with the drain standpipe fitted. The fill stops automatically at "
            "the level electrode; do not top up by hand.",
        ),
    ]

    p6 = [
        ("h1", "6 Repair procedures and torques"),
        ("h2", "6.1 Descaling the boiler and the tank"),
        (
            "steps",
            [
                "Switch the machine off, drain the tank and refit the standpipe.",
                "Remove the detergent suction tube from the container and put it in clean water.",
                "Fill the tank and add 1.5 l of Aquaveld DS-10 descaler (HX-60: 2 l).",
                "Run programme 3 five times without baskets; the hood may stay closed between runs.",
                "Drain the tank, refill with clean water and run programme 1 twice to rinse.",
                "Put the detergent suction tube back into the detergent container.",
            ],
        ),
        ("h2", "6.2 Replacing the boiler heating element"),
        (
            "steps",
            [
                "Isolate the machine and let the boiler cool below 40 °C.",
                "Drain the boiler through the boiler drain valve.",
                "Disconnect the element wires and note their positions.",
                "Remove the flange nuts and pull out the element; fit a new flange gasket.",
                "Fit the new element and tighten the flange nuts crosswise.",
                "Fill the boiler before switching the element on; check for leaks.",
            ],
        ),
        (
            "note",
            "CAUTION: Never energise the heating element with an empty boiler. A dry-fired element burns out "
            "within seconds.",
        ),
        ("h2", "6.3 Tightening torques"),
        (
            "table",
            [94, 40, 40],
            ["Joint", "Thread", "Torque"],
            [
                ["Boiler element flange nuts", "M6", "6 Nm"],
                ["Tank element flange nuts", "M5", "4 Nm"],
                ["Wash pump housing screws", "M6", "8 Nm"],
                ["Rinse arm bearing nut", "M16 x 1", "12 Nm"],
                ["Element terminal screws", "M4", "2 Nm"],
            ],
        ),
    ]

    codes1 = [
        ["F01", "Tank not filled within 8 minutes", "Check water supply, inlet solenoid valve and level electrode."],
        ["F02", "Boiler below setpoint after 15 minutes", "Check boiler element, contactor K2 and safety thermostat."],
        ["F03", "Tank temperature sensor fault", "Check sensor B1 (1.1 kOhm at 25 °C); replace if open."],
        ["F04", "Boiler temperature sensor fault", "Check sensor B2 (1.1 kOhm at 25 °C); replace if open."],
        ["F05", "Boiler safety thermostat tripped", "Find the cause of overheating, then press the reset pin."],
        ["F06", "Drain time exceeded", "Clean drain pump and drain hose; check r1."],
        ["F07", "Rinse aid container empty", "Refill the rinse aid; the machine keeps running."],
    ]
    codes2 = [
        ["F08", "Detergent container empty", "Refill detergent and prime the pump with key 2."],
        ["F09", "Hood micro-switch fault", "Check switch S1 and its magnet; adjust the switching point."],
        ["F10", "Supply pressure too low for rinse", "Check pressure; activate booster pump (b1 = 1)."],
        ["F11", "Boiler level switch fault", "Descale the level switch; check float for free movement."],
        ["F12", "Wash pump overload", "Remove debris from the impeller; reset motor protection."],
        ["F14", "Display board communication lost", "Check ribbon cable X7; replace display board."],
    ]

    p7 = [
        ("h1", "7 Error codes"),
        (
            "p",
            "Error codes flash in the temperature display. F07 and F08 are warnings; all other codes stop the "
            "programme. The list is continued on the next page.",
        ),
        ("table", [16, 70, 88], ["Code", "Meaning", "Action"], codes1),
        (
            "p",
            "To clear an error, switch the machine off and on again at the main key after the cause has been removed.",
        ),
    ]

    p8 = [
        ("h1", "7 Error codes (continued)"),
        ("table", [16, 70, 88], ["Code", "Meaning", "Action"], codes2),
        ("h1", "8 Spare parts"),
        (
            "table",
            [84, 45, 45],
            ["Part", "HX-50", "HX-60"],
            [
                ["Boiler heating element", "260-4106", "260-4109"],
                ["Tank heating element", "260-4225", "260-4230"],
                ["Wash pump", "260-5060", "260-5090"],
                ["Rinse booster pump", "260-5120 (kit)", "260-5121"],
                ["Hood micro-switch S1", "260-6010", "260-6010"],
                ["Rinse nozzle (set of 6)", "260-7001", "260-7001"],
                ["Tank strainer", "260-8050", "260-8060"],
                ["Flange gasket, boiler element", "260-4190", "260-4190"],
                ["Hood counterbalance spring", "260-3305", "260-3306"],
            ],
            {"bold_first": True},
        ),
    ]

    return {
        "company": COMPANY,
        "docno": DOCNO,
        "rev_label": VERSION,
        "title": TITLE,
        "pdf_date": RECORDED,
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }


def meta():
    return {
        "document": DOCNO,
        "version": VERSION,
        "effective_from": EFFECTIVE,
        "effective_to": None,
        "recorded_at": RECORDED + "T00:00:00Z",
        "applicability": {"product": "HX hood-type dishwasher", "variants": ["HX-50", "HX-60"]},
    }

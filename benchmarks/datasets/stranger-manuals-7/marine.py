"""Varga-Lind VL6M marine diesel engine operator and service manual."""

from layout import Document

DOC_KEY = "VLM-OSM-06"
FILE = "vlm_osm_06_vl6m_marine_diesel.pdf"
META = {
    "document": DOC_KEY,
    "version": "Edition 3",
    "effective_from": "2022-11-01",
    "effective_to": None,
    "recorded_at": "2022-10-24T00:00:00Z",
    "applicability": {
        "product": "VL6M",
        "variants": ["VL6M-260", "VL6M-315", "VL6M-370"],
    },
}


def build(path):
    doc = Document(
        "VLM-OSM-06  VL6M Operator and Service Manual  Edition 3",
        "VL6M Marine Diesel Operator and Service Manual",
        "Varga-Lind Marine Engines",
    )

    # ---------------------------------------------------------------- page 1
    doc.new_page()
    doc.para("VARGA-LIND MARINE ENGINES", size=9, style="B")
    doc.title("VL6M Series Marine Diesel Engines\nOperator and Service Manual")
    doc.para(
        "Publication VLM-OSM-06, Edition 3. Covers propulsion engines VL6M-260, "
        "VL6M-315 and VL6M-370 with the CP-40 control panel.",
        style="I",
    )
    doc.heading("1  GENERAL AND RATINGS")
    doc.para(
        "All VL6M engines are 6.7 litre inline six-cylinder, common-rail, "
        "turbocharged and aftercooled diesels with a heat exchanger cooling "
        "system. The model number gives the metric horsepower at the light duty "
        "rating. The duty class stamped on the engine data plate must match the "
        "vessel's operating profile; an engine run outside its duty class loses "
        "warranty cover."
    )
    doc.table(
        ["Duty class", "Definition"],
        [
            [
                "HD - heavy duty",
                "Unrestricted continuous operation at rated power (ferries, tugs, trawlers).",
            ],
            [
                "MD - medium duty",
                "Full power no more than 4 h in each 12 h; up to 3000 h per year (patrol, charter, pilot boats).",
            ],
            [
                "LD - light duty",
                "Full power no more than 1 h in each 12 h; up to 500 h per year (pleasure craft).",
            ],
        ],
        [30, 144],
        caption="Table 1-1  Duty classes",
    )
    doc.table(
        ["Model", "Duty class", "Rated speed", "Rated power"],
        [
            ["VL6M-260", "HD", "2100 rpm", "150 kW"],
            ["VL6M-260", "MD", "2300 rpm", "176 kW"],
            ["VL6M-260", "LD", "2500 rpm", "191 kW"],
            ["VL6M-315", "HD", "N/A", "N/A"],
            ["VL6M-315", "MD", "2450 rpm", "207 kW"],
            ["VL6M-315", "LD", "2600 rpm", "232 kW"],
            ["VL6M-370", "HD", "N/A", "N/A"],
            ["VL6M-370", "MD", "N/A", "N/A"],
            ["VL6M-370", "LD", "2800 rpm", "272 kW"],
        ],
        [40, 40, 40, 40],
        caption="Table 1-2  Ratings (ISO 3046, fuel stop power)",
    )
    doc.table(
        ["Engine speed", "VL6M-260", "VL6M-315", "VL6M-370"],
        [
            ["1800 rpm", "98 kW", "112 kW", "121 kW"],
            ["2000 rpm", "139 kW", "158 kW", "170 kW"],
            ["2400 rpm", "178 kW", "201 kW", "219 kW"],
        ],
        [40, 40, 40, 40],
        caption="Table 1-3  Propeller curve power, LD rating only",
    )

    # ---------------------------------------------------------------- page 2
    doc.new_page()
    doc.heading("2  SPECIFICATIONS AND CAPACITIES")
    doc.table(
        ["Item", "VL6M-260", "VL6M-315", "VL6M-370"],
        [
            ["Bore x stroke", "107 x 124 mm", "107 x 124 mm", "107 x 124 mm"],
            ["Displacement", "6.69 L", "6.69 L", "6.69 L"],
            ["Firing order", "1-5-3-6-2-4", "1-5-3-6-2-4", "1-5-3-6-2-4"],
            ["Compression ratio", "17.3:1", "17.3:1", "16.8:1"],
            ["Dry weight, without marine gear", "612 kg", "618 kg", "631 kg"],
            ["Low idle speed", "650 rpm", "650 rpm", "700 rpm"],
        ],
        [60, 38, 38, 38],
        caption="Table 2-1  Engine data",
    )
    doc.table(
        ["Fluid", "VL6M-260", "VL6M-315", "VL6M-370"],
        [
            ["Engine oil, sump and filter", "17.5 L", "19.0 L", "21.5 L"],
            ["Engine oil, dipstick MIN to MAX", "3.0 L", "3.0 L", "3.5 L"],
            ["Coolant, engine and heat exchanger", "24 L", "24 L", "27 L"],
            ["Coolant, expansion tank only", "2.2 L", "2.2 L", "2.6 L"],
            [
                "Marine gear oil",
                "See gear manual",
                "See gear manual",
                "See gear manual",
            ],
        ],
        [60, 38, 38, 38],
        caption="Table 2-2  Fluid capacities",
    )
    doc.para(
        "Capacities for keel-cooled installations depend on the keel cooler and "
        "piping and are not listed; fill and bleed until the expansion tank level "
        "is stable.",
        size=8.8,
    )
    doc.heading("2.3  Fluids", size=10)
    doc.para(
        "Engine oil: API CK-4, SAE 15W-40. Where the engine is started regularly "
        "below -10 °C use SAE 10W-30 of the same API class. Coolant: 50/50 mix of "
        "OAT ethylene glycol antifreeze and demineralised water; never add plain "
        "tap water. Fuel: diesel to EN 590 or ASTM D975 grade No. 2-D with no more "
        "than 7 % biodiesel (B7)."
    )
    doc.table(
        ["Parameter", "Limit"],
        [
            ["Oil pressure at low idle, minimum", "1.0 bar"],
            ["Oil pressure at rated speed", "3.5 - 5.5 bar"],
            ["Coolant temperature, normal operation", "80 - 90 °C"],
            ["Exhaust back pressure at rated power, max", "12 kPa"],
            ["Raw water pump suction lift, max", "1.5 m"],
            ["Installation angle, static, max (flywheel down)", "12 deg"],
            ["Fuel return line restriction, max", "20 kPa"],
        ],
        [110, 64],
        caption="Table 2-3  Operating limits",
    )

    # ---------------------------------------------------------------- page 3
    doc.new_page()
    doc.heading("3  ALARMS")
    doc.para(
        "Alarms appear on the CP-40 panel as a code with either the amber "
        "(warning) or the red (shutdown) lamp. A red alarm stops the engine after "
        "10 seconds unless the OVERRIDE button is held; use the override only to "
        "get the vessel out of immediate danger. Acknowledge an alarm with the "
        "ALARM key; the code stays in the alarm history."
    )
    alarms = [
        [
            "A01",
            "Low oil pressure",
            "Below 1.0 bar at idle or below 2.5 bar above 1200 rpm",
            "Red",
            "Stop engine. Check oil level, filter and sender.",
        ],
        [
            "A02",
            "High coolant temperature",
            "98 °C",
            "Red",
            "Reduce load, check raw water flow and coolant level when cool.",
        ],
        [
            "A03",
            "Raw water flow low",
            "Flow switch open for more than 5 s",
            "Amber",
            "Check seacock, strainer and impeller.",
        ],
        [
            "A04",
            "High wet exhaust temperature",
            "85 °C after mixing elbow",
            "Amber",
            "Reduce load at once; a failed impeller is the usual cause.",
        ],
        ["A05", "Low coolant level", "Level probe dry for 10 s", "Amber", "Top up when cool; look for leaks."],
        ["A06", "Water in fuel", "WIF probe in primary filter bowl", "Amber", "Drain the primary filter bowl."],
        ["A08", "High charge air temperature", "75 °C", "Amber", "Clean aftercooler raw water side."],
        ["A09", "Overspeed", "3100 rpm", "Red", "Check governor settings and propeller; report to dealer."],
        [
            "A10",
            "Low battery voltage",
            "Below 11.5 V for 30 s (12 V system)",
            "Amber",
            "Check alternator belt, charging and battery.",
        ],
        [
            "A11",
            "Sensor fault",
            "Open or short circuit on an analogue sensor",
            "Amber",
            "Read the sub-code in the alarm history; check wiring.",
        ],
        ["A12", "ECU communication lost", "No CAN message for 2 s", "Amber", "Check CAN terminators and panel cable."],
        [
            "A14",
            "Service due",
            "Service reminder interval reached",
            "None",
            "Carry out the due service, then reset the reminder.",
        ],
    ]
    doc.table(
        ["Code", "Alarm", "Trip point", "Lamp", "Action"],
        alarms,
        [12, 36, 48, 14, 64],
        caption="Table 3-1  Alarm codes",
    )
    doc.para(
        "After any red alarm, find and correct the cause before restarting. "
        "Repeated use of OVERRIDE is recorded by the ECU.",
        size=8.8,
    )

    # ---------------------------------------------------------------- page 4
    doc.new_page()
    doc.heading("4  MAINTENANCE SCHEDULE")
    sched = [
        [
            "Daily, before first start",
            "Check engine oil level and coolant level "
            "in the expansion tank. Check and clean the raw water strainer. Drain "
            "water from the primary fuel filter bowl. Look for leaks and loose "
            "belts.",
        ],
        [
            "Every 250 h or 12 months",
            "Change engine oil and oil filter. Replace "
            "secondary fuel filter. Inspect zinc anodes and replace any that are "
            "more than 50 % consumed. Check drive belt tension.",
        ],
        [
            "Every 500 h or 24 months",
            "Replace the raw water pump impeller. "
            "Replace the primary fuel filter element. Clean the air filter; replace "
            "it if damaged.",
        ],
        [
            "Every 1000 h",
            "Adjust valve clearances (engine cold): intake "
            "0.30 mm, exhaust 0.50 mm. Clean heat exchanger and aftercooler tube "
            "stacks.",
        ],
        [
            "Every 2000 h or 4 years",
            "Replace coolant. Test injectors. Inspect "
            "turbocharger for shaft play and oil leaks. Inspect exhaust mixing "
            "elbow for internal scale.",
        ],
    ]
    doc.table(
        ["Interval", "Tasks"],
        sched,
        [42, 132],
        caption="Table 4-1  Maintenance schedule (whichever comes first)",
    )
    doc.para(
        "Belt tension: 10 to 12 mm deflection at the midpoint of the longest span "
        "under a thumb load of about 40 N. Engines rated HD or used in dusty "
        "conditions: halve the air filter interval.",
        size=9,
    )
    doc.heading("4.2  Lay-up (winterizing)", size=10)
    doc.steps(
        [
            "Run the engine to operating temperature, then change the oil and "
            "oil filter so that acidic used oil does not stay in the engine.",
            "Top up the fuel tank to limit condensation and add a fuel stabiliser.",
            "Close the seacock, remove the raw water pump cover and take out the impeller; store it in a dark place.",
            "Drain the raw water side at the heat exchanger and aftercooler drain "
            "cocks, or draw non-toxic propylene glycol antifreeze through the "
            "raw water circuit.",
            "Check that the coolant protects to at least -25 °C with a refractometer.",
            "Disconnect the batteries and charge them every 8 weeks.",
            "Hang a tag on the ignition switch: ENGINE LAID UP - IMPELLER REMOVED.",
        ]
    )

    # ---------------------------------------------------------------- page 5
    doc.new_page()
    doc.heading("5  TROUBLESHOOTING")
    trouble = [
        [
            "Engine cranks but will not start",
            "Air in fuel system after filter change or running dry",
            "Bleed the fuel system (6.1).",
        ],
        ["", "Tank valve closed or fuel tank empty", "Open valve, refuel, bleed."],
        [
            "Engine starts, then stops after a few seconds",
            "Blocked primary fuel filter or fuel pick-up",
            "Replace filter; check tank pick-up screen.",
        ],
        [
            "Cannot reach rated speed at full throttle",
            "Fouled hull or propeller with too much pitch",
            "Clean hull; the engine must reach rated speed to +50 rpm at full throttle, otherwise re-pitch propeller.",
        ],
        ["", "Clogged air filter", "Clean or replace the air filter."],
        [
            "Black smoke",
            "Overload or restricted air supply",
            "Reduce load; check air filter and engine room ventilation.",
        ],
        [
            "Blue smoke",
            "Oil burning: worn turbo seals or piston rings",
            "Check turbocharger; do a compression test (min 24 bar at cranking speed).",
        ],
        ["White smoke, cold start only", "Normal condensation", "No action if it clears within 2 minutes."],
        [
            "Overheating (A02) with good coolant level",
            "Raw water impeller vanes broken",
            "Replace impeller (6.2) and find missing vane pieces in the heat exchanger inlet.",
        ],
        ["Oil in coolant", "Leaking oil cooler", "Pressure test the oil cooler at 3 bar; replace if it leaks."],
    ]
    doc.table(
        ["Symptom", "Possible cause", "Remedy"],
        trouble,
        [48, 56, 70],
        size=8,
        caption="Table 5-1  Troubleshooting",
    )
    doc.heading("6.1  Bleeding the fuel system", size=10)
    doc.steps(
        [
            "Check that the tank valve is open and there is fuel in the tank.",
            "Open the bleed screw on top of the secondary filter head one turn.",
            "Operate the hand primer on the lift pump until fuel without bubbles comes out of the bleed screw.",
            "Close the bleed screw and tighten it to 8 N.m.",
            "Crank for no more than 20 seconds at a time, with 2 minutes for the "
            "starter to cool between attempts. Do not loosen injector pipes; the "
            "high-pressure side bleeds itself.",
        ],
        size=8.8,
    )

    # ---------------------------------------------------------------- page 6
    doc.new_page()
    doc.heading("6.2  Replacing the raw water pump impeller", size=10)
    doc.steps(
        [
            "Close the seacock.",
            "Remove the six cover screws, the cover plate and the gasket.",
            "Pull the impeller out with impeller puller VL-T4410. Do not lever it "
            "out with screwdrivers, which damage the wear plate.",
            "Lubricate the new impeller (kit VL-18320) with glycerine or soapy "
            "water only. Petroleum grease attacks the impeller rubber.",
            "Push the impeller in with the vanes bent counter-clockwise as seen from the cover side.",
            "Fit a new cover gasket and tighten the cover screws to 5 N.m.",
            "Open the seacock, start the engine and check for raw water flow at the exhaust outlet within 30 seconds.",
        ]
    )
    doc.heading("6.3  Checking and adjusting the drive belt", size=10)
    doc.para(
        "Stop the engine and remove the key. Measure the deflection as given in "
        "section 4. To adjust, slacken the alternator pivot bolt and the "
        "adjusting arm bolt, move the alternator, then tighten the pivot bolt to "
        "45 N.m and the adjusting arm bolt to 25 N.m. A new belt must be "
        "re-tensioned after the first 20 running hours."
    )
    doc.heading("6.4  Zinc anodes", size=10)
    doc.para(
        "Zinc anodes are fitted in the heat exchanger end cap, the aftercooler "
        "and the oil cooler. Use zinc anodes in salt water and magnesium anodes "
        "only in fresh water. Replace the sealing washer each time an anode is "
        "removed, and do not paint anodes."
    )
    return doc.save(path)

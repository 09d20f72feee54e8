# ruff: noqa: E501
"""Brennholt TD industrial tumble dryers: service manual (PDF) and service
bulletin BLS-SB-2023-14 (DOCX). All names and values invented."""

PRODUCT = "Brennholt TD tumble dryer"
VARIANTS = ["TD-55", "TD-75", "TD-110"]
KEY = "BLS-SM-TD"
SB_KEY = "BLS-SB-2023-14"

_pages = []

# Page 1: cover
_pages.append(
    [
        (
            "cover",
            {
                "company": "BRENNHOLT LAUNDRY SYSTEMS GMBH",
                "title": "TD Series Industrial Tumble Dryers",
                "subtitle": "Service Manual",
                "lines": [
                    "Models TD-55, TD-75, TD-110",
                    "Gas, electric and steam heated versions",
                    f"Document {KEY}, Rev 3, effective 2021-02-01",
                ],
            },
        ),
        (
            "p",
            "This manual is for trained service technicians. Operators will find daily care instructions in the separate operating instructions supplied with each machine.",
        ),
        (
            "small",
            "Brennholt Laundry Systems GmbH, Werkstrasse 9, Oberhollen. Technical service +49 511 000 4417.",
        ),
    ]
)

# Page 2: contents and safety
_pages.append(
    [
        ("h2", "Contents"),
        ("toc",),
        ("h2", "General safety"),
        (
            "bullets",
            [
                "Switch off and lock the main isolator before removing any panel. On gas and steam models also close the supply valve.",
                "The heater box, exhaust collar and drum stay hot for a long time after a cycle. Allow at least 30 minutes of cooling before work on the heater side.",
                "Never bridge the door switch, the lint drawer switch or the airflow switch, not even for testing.",
                "Lint is combustible. Keep the lint compartment, heater box and exhaust duct clean.",
            ],
        ),
    ]
)

# Page 3: technical data
_pages.append(
    [
        ("h1", "1 Technical data"),
        (
            "table",
            {
                "widths": [75, 33, 33, 33],
                "header": ["Parameter", "TD-55", "TD-75", "TD-110"],
                "rows": [
                    ["Drum volume (l)", "550", "750", "1,100"],
                    ["Load at fill factor 1:18 (kg dry)", "30", "42", "61"],
                    ["Load at fill factor 1:25 (kg dry)", "22", "30", "44"],
                    ["Drum diameter x depth (mm)", "1,000 x 700", "1,150 x 720", "1,300 x 830"],
                    ["Drum speed (rpm)", "36", "33", "30"],
                    ["Drum drive motor (kW)", "0.75", "1.1", "1.5"],
                    ["Fan motor (kW)", "1.1", "1.5", "2.2"],
                    ["Gas heating, nominal input (kW) ¹", "52", "70", "98"],
                    ["Electric heating (kW)", "36", "48", "not available"],
                    ["Steam consumption (kg/h) ²", "70", "95", "130"],
                    ["Exhaust airflow, max. (m³/h)", "1,800", "2,600", "3,600"],
                    ["Exhaust connection dia. (mm)", "200", "250", "300"],
                    ["Max. exhaust back pressure (Pa) ³", "250", "250", "300"],
                    ["Door opening dia. (mm)", "690", "760", "820"],
                    ["Net weight (kg)", "410", "520", "705"],
                ],
                "size": 9,
            },
        ),
        (
            "notes",
            [
                "¹ Natural gas G20 at 20 mbar. Propane G31 versions have the same input; nozzle pressures are in 2.3.",
                "² Saturated steam at 8 bar(g). A condensate return line is needed; the steam trap is not supplied.",
                "³ Measured at the exhaust collar with the drum empty and the lint filter clean.",
            ],
        ),
        (
            "p",
            "Fill factor is the ratio of dry load in kg to drum volume in litres. Use 1:18 for towels and bulky items and 1:25 for delicate items or when the shortest drying time is wanted.",
        ),
        (
            "p",
            "Electrical supply for gas and steam models: 3~ 400 V 50 Hz + N + PE, fuse 16 A. Electrically heated TD-55 needs a 63 A supply and electrically heated TD-75 an 80 A supply.",
        ),
    ]
)

# Page 4: installation
_pages.append(
    [
        ("h1", "2 Installation"),
        ("h2", "2.1 Exhaust duct"),
        (
            "p",
            "Each dryer needs its own exhaust duct. Never join dryers into a common duct unless a booster fan approved by Brennholt is fitted. Use rigid metal duct with smooth inside walls. The maximum equivalent length is 15 m for TD-55 and TD-75 and 12 m for TD-110. Each 90° bend counts as 2 m and each 45° bend as 1 m. End the duct outdoors with a cowl that cannot be closed, and do not fit a mesh screen over the outlet, because lint builds up on it.",
        ),
        ("h2", "2.2 Make-up air"),
        (
            "p",
            "The room must receive as much fresh air as the dryers exhaust. The free area of the make-up air opening must be at least four times the cross-section of the exhaust duct: 0.13 m² for TD-55, 0.20 m² for TD-75 and 0.28 m² for TD-110, per dryer.",
        ),
        ("h2", "2.3 Gas supply and nozzle pressures"),
        (
            "table",
            {
                "widths": [36, 42, 32, 32, 32],
                "header": ["Gas", "Supply pressure", "TD-55 nozzle", "TD-75 nozzle", "TD-110 nozzle"],
                "rows": [
                    ["G20 natural gas", "20 mbar (17 to 25)", "9.5 mbar", "10.2 mbar", "11.0 mbar"],
                    ["G31 propane", "37 mbar (25 to 45)", "27.5 mbar", "28.0 mbar", "29.0 mbar"],
                ],
                "size": 9,
            },
        ),
        (
            "p",
            "Measure nozzle pressure at test point P2 on the gas valve with the burner at full fire, 2 minutes after ignition. Converting a natural gas dryer to propane needs nozzle kit BLS-NK-G31 and a new data label; the conversion must be done by a gas-registered technician.",
        ),
        ("h2", "2.4 Levelling"),
        (
            "p",
            "Level the dryer front to back and side to side within 2 mm per metre using the four adjustable feet, then lock the feet with their nuts. A dryer that leans backwards pushes the load against the rear drum wall and dries unevenly.",
        ),
    ]
)

# Page 5: maintenance
_pages.append(
    [
        ("h1", "3 Maintenance schedule"),
        (
            "table",
            {
                "widths": [92, 50, 32],
                "header": ["Task", "Interval", "By"],
                "rows": [
                    ["Clean lint filter", "after every load", "operator"],
                    ["Vacuum lint compartment and heater box", "weekly", "operator"],
                    ["Check door seal and door lock", "monthly", "operator"],
                    ["Check drive belts for tension and wear", "every 3 months", "technician"],
                    ["Inspect and clean exhaust duct ¹", "every 6 months", "technician"],
                    ["Clean burner, check ignition electrode", "every 6 months", "technician"],
                    ["Grease drum bearings", "1,000 h or 12 months", "technician"],
                    ["Test safety thermostat and airflow switch", "every 12 months", "technician"],
                ],
                "size": 9,
            },
        ),
        (
            "notes",
            [
                "¹ Every 3 months when the dryer is used for mops or for textiles treated with oil or wax.",
            ],
        ),
        ("h2", "3.1 Belt tension"),
        (
            "table",
            {
                "widths": [92, 40, 42],
                "header": ["Belt", "Test force, mid-span", "Deflection"],
                "rows": [
                    ["Drum drive belt (motor to reduction pulley)", "25 N", "8 to 10 mm"],
                    ["Reduction belt (reduction pulley to drum)", "40 N", "5 to 6 mm"],
                    ["Fan belt (TD-110 only)", "25 N", "6 to 8 mm"],
                ],
                "size": 9,
            },
        ),
        (
            "p",
            "New belts stretch during the first 50 operating hours. Check and adjust the tension again after 50 h. TD-55 and TD-75 have a direct-driven fan without a belt.",
        ),
    ]
)

# Page 6: procedures
_pages.append(
    [
        ("h1", "4 Procedures"),
        ("h2", "4.1 Replacing the drum drive belt"),
        (
            "steps",
            [
                "Switch off at the main isolator, lock it off and close the gas or steam supply valve.",
                "Let the dryer cool for at least 30 minutes.",
                "Remove the lower rear panel (six screws).",
                "Slacken the four motor base bolts and push the motor towards the reduction pulley to release the belt.",
                "Take off the old belt and check both pulleys for wear and alignment; misalignment must not exceed 1 mm over a straight-edge.",
                "Fit the new belt by hand. Do not lever it over the pulley rims.",
                "Pull the motor back until the deflection is as given in 3.1, then tighten the motor base bolts to 45 Nm.",
                "Refit the panel, run an empty cycle for 5 minutes and check the tension again.",
            ],
        ),
        ("h2", "4.2 Adjusting the drum front gap"),
        (
            "p",
            "The gap between the drum front rim and the felt seal on the front panel must be 3 to 4 mm all round. A larger gap lets small items slip behind the drum; a smaller gap wears the felt quickly.",
        ),
        (
            "steps",
            [
                "Open the door and measure the gap with feeler gauges at the 12, 3, 6 and 9 o'clock positions.",
                "If top and bottom readings differ by more than 1 mm, slacken the four bearing housing bolts at the rear.",
                "Turn the two adjusting screws on the bearing housing; turning them clockwise raises the drum front.",
                "Tighten the bearing housing bolts to 80 Nm and measure the gap again.",
            ],
        ),
    ]
)

# Page 7: error codes
_pages.append(
    [
        ("h1", "5 Error codes"),
        (
            "p",
            "Codes E05, E06 and E18 need a manual reset. All other codes clear themselves once the cause is removed and the door has been opened and closed.",
        ),
        (
            "table",
            {
                "widths": [14, 66, 94],
                "header": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "E01",
                        "Door opened during cycle",
                        "Close the door and press START. If closed, check door switch S1.",
                    ],
                    ["E02", "Lint filter drawer open", "Push the drawer fully home; check switch S2 and its magnet."],
                    [
                        "E05",
                        "Ignition failure after 3 attempts (gas)",
                        "Check supply pressure (2.3) and electrode gap 3.5 mm; reset burner.",
                    ],
                    ["E06", "Flame lost during heating (gas)", "Check gas pressure under load; clean the flame rod."],
                    [
                        "E10",
                        "Airflow switch not closed 10 s after fan start",
                        "Clean lint filter; check exhaust duct and switch tube.",
                    ],
                    ["E11", "Airflow switch closed before fan start", "Contacts sticking; replace the airflow switch."],
                    ["E14", "Exhaust sensor open circuit", "Check NTC sensor and plug X4."],
                    ["E15", "Exhaust sensor short circuit", "Check sensor wiring for chafing; replace sensor."],
                    [
                        "E18",
                        "Safety thermostat tripped (above 170 °C)",
                        "Press reset button at rear; look for a blocked exhaust.",
                    ],
                    ["E22", "No drum rotation detected", "Check belts; set rotation sensor gap to 2 mm."],
                    ["E27", "Drum drive motor overload", "Look for jammed items; check motor current and belts."],
                    [
                        "E30",
                        "Display board communication lost",
                        "Check ribbon cable display to main board; power-cycle.",
                    ],
                    [
                        "E33",
                        "Steam valve did not close (steam)",
                        "Check valve coil and strainer; close manual steam valve.",
                    ],
                ],
                "size": 8.5,
            },
        ),
    ]
)

# Page 8: torque and lubrication
_pages.append(
    [
        ("h1", "6 Torque values and lubrication"),
        (
            "table",
            {
                "widths": [92, 40, 42],
                "header": ["Fastener", "Thread", "Torque"],
                "rows": [
                    ["Drum shaft nut", "M30", "180 Nm"],
                    ["Drum spider bolts, class 8.8", "M12", "85 Nm"],
                    ["Bearing housing bolts", "M12", "80 Nm"],
                    ["Motor base bolts", "M10", "45 Nm"],
                    ["Fan impeller set screw", "M8", "20 Nm"],
                    ["Door hinge screws", "M8", "24 Nm"],
                    ["Burner manifold screws", "M6", "9 Nm"],
                    ["Heater element terminals (electric)", "M5", "3.5 Nm"],
                ],
                "size": 9,
            },
        ),
        ("h2", "6.1 Lubrication"),
        (
            "p",
            "Give each drum bearing 10 g of grease BLS-GR-2 through the nipple on the bearing housing, with the drum turning slowly. Motor and fan bearings are sealed for life and need no grease.",
        ),
        ("h2", "6.2 Sensor check values"),
        (
            "p",
            "Exhaust NTC sensor: about 10 kohm at 25 °C and about 1.8 kohm at 70 °C. Safety thermostat: opens at 170 °C, manual reset. Rotation sensor: inductive, switching distance 2 mm.",
        ),
    ]
)

# Page 9: spare parts
_pages.append(
    [
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "widths": [75, 33, 33, 33],
                "header": ["Description", "TD-55", "TD-75", "TD-110"],
                "rows": [
                    ["Drum drive belt", "BLS-V1250", "BLS-V1400", "BLS-V1600"],
                    ["Reduction belt", "BLS-R0900", "BLS-R0900", "BLS-R1100"],
                    ["Lint filter screen", "BLS-LF-55", "BLS-LF-75", "BLS-LF-110"],
                    ["Door seal", "BLS-DS-69", "BLS-DS-76", "BLS-DS-82"],
                    ["Drum bearing", "BLS-BR-6208", "BLS-BR-6208", "BLS-BR-6210"],
                    ["Exhaust NTC sensor", "BLS-NTC-05", "BLS-NTC-05", "BLS-NTC-05"],
                    ["Safety thermostat 170 °C", "BLS-ST-170", "BLS-ST-170", "BLS-ST-170"],
                    ["Airflow switch", "BLS-AFS-60", "BLS-AFS-60", "BLS-AFS-90"],
                    ["Ignition electrode (gas)", "BLS-IE-3", "BLS-IE-3", "BLS-IE-3"],
                    ["Door lock solenoid", "BLS-DLS-1", "BLS-DLS-2", "BLS-DLS-2"],
                    ["Grease cartridge", "BLS-GR-2", "BLS-GR-2", "BLS-GR-2"],
                ],
                "size": 9,
            },
        ),
        (
            "p",
            "Steam valves and steam traps depend on the supply pressure at the site; quote the rating plate data when ordering them.",
        ),
    ]
)

MANUAL = {
    "file": "brennholt-td-service-manual-rev3.pdf",
    "format": "pdf",
    "spec": {
        "title": "TD Series Industrial Tumble Dryers - Service Manual",
        "company": "Brennholt Laundry Systems GmbH",
        "header_left": "Brennholt TD Series - Service Manual",
        "header_right": f"{KEY} Rev 3",
        "footer_left": "Brennholt Laundry Systems GmbH",
        "pages": _pages,
    },
    "meta": {
        "document": KEY,
        "version": "Rev 3",
        "effective_from": "2021-02-01",
        "effective_to": None,
        "recorded_at": "2021-01-25T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    },
}

BULLETIN = {
    "file": "bls-sb-2023-14-door-lock.docx",
    "format": "docx",
    "spec": {
        "title": "Service Bulletin BLS-SB-2023-14",
        "company": "Brennholt Laundry Systems GmbH",
        "blocks": [
            ("p", "Brennholt Laundry Systems GmbH - Technical Service"),
            ("h0", "Service Bulletin BLS-SB-2023-14"),
            ("p", "Door lock solenoid and harness replacement, TD-75 and TD-110 tumble dryers"),
            ("p", "Issue 1, effective 2023-06-12. Category: recommended."),
            ("h1", "1 Applicability"),
            (
                "p",
                "This bulletin applies to TD-75 and TD-110 dryers with the serial numbers in the table below, in all heating versions. Serial numbers are printed on the rating plate behind the lint drawer as BT followed by seven figures. TD-55 dryers use a different solenoid (BLS-DLS-1) and are not affected.",
            ),
            (
                "table",
                {
                    "header": ["Model", "Serial from", "Serial to", "Kit", "Labour allowance"],
                    "rows": [
                        ["TD-75", "BT2207100", "BT2207480", "BLS-KIT-1475", "0.8 h"],
                        ["TD-110", "BT2209015", "BT2209260", "BLS-KIT-1410", "1.0 h"],
                    ],
                },
            ),
            ("h1", "2 Reason"),
            (
                "p",
                "Door lock solenoids BLS-DLS-2 from one supplier batch can stick in the locked position after the cool-down phase. The door then stays locked although the cycle has ended, and operators may force the handle and bend the lock bracket. The display shows END and no error code; in some cases E01 appears at the next start.",
            ),
            (
                "p",
                "Until the kit is fitted, a stuck door can be released with the emergency release cord behind the lint filter drawer, with the dryer switched off.",
            ),
            ("h1", "3 Compliance"),
            (
                "p",
                "Carry out this bulletin at the next scheduled maintenance visit and no later than 2023-12-31.",
            ),
            ("h1", "4 Kit contents"),
            (
                "bullets",
                [
                    "Door lock solenoid BLS-DLS-2R (replaces BLS-DLS-2)",
                    "Wiring harness BLS-WH-DL7",
                    "Two cable ties and one warning label",
                ],
            ),
            ("h1", "5 Procedure"),
            (
                "steps",
                [
                    "Switch off and lock the main isolator; close the gas or steam supply valve.",
                    "Open the door and remove the six screws from the top cover of the front panel.",
                    "Disconnect plug X12 from the old solenoid and remove the two M5 screws that hold it.",
                    "Fit the new solenoid BLS-DLS-2R with the same two M5 screws, tightened to 4 Nm.",
                    "Replace the harness between plug X12 and main board connector J9 with harness BLS-WH-DL7, routed along the existing clips and away from the heater box.",
                    "Refit the cover, restore power and run a 5-minute test cycle. The door must unlock within 60 s of END appearing.",
                    "Stick the warning label inside the front cover and enter the bulletin number in the machine log.",
                ],
            ),
            ("h1", "6 Warranty"),
            (
                "p",
                "Claim under warranty code W23-14. Parts and the labour allowance in the table above are covered; claims must reach Brennholt within 30 days of the work.",
            ),
            ("p", "Technical service hotline: +49 511 000 4420."),
        ],
    },
    "meta": {
        "document": SB_KEY,
        "version": "Issue 1",
        "effective_from": "2023-06-12",
        "effective_to": None,
        "recorded_at": "2023-06-05T00:00:00Z",
        "applicability": {
            "product": PRODUCT,
            "variants": ["TD-75", "TD-110"],
            "serials": [[2207100, 2207480], [2209015, 2209260]],
        },
    },
}

DOCUMENTS = [MANUAL, BULLETIN]

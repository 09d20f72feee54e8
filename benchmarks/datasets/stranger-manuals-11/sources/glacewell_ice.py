# ruff: noqa: E501
"""Glacewell Tessera modular cube ice machines - service manual (invented)."""

KEY = "GLW-TM-SM"

THEORY_1 = [
    ("h1", "3 Principle of Operation"),
    ("h2", "3.1 Overview"),
    (
        "p",
        "A Tessera machine makes ice in batches. Each batch, called a cycle, has a freeze phase, during which a slab of interconnected cubes grows on a vertical evaporator grid, and a harvest phase, during which the slab is released and falls into the storage bin below. The controller repeats the cycle until the bin is full and then waits. Understanding why each phase behaves the way it does makes most faults easy to place: nearly every problem shows up first as a freeze phase that lasts too long or a harvest that does not finish.",
    ),
    ("h2", "3.2 The refrigeration circuit"),
    (
        "p",
        "The hermetic compressor draws low-pressure R290 vapour from the evaporator and compresses it to a pressure at which it can condense at a temperature well above that of the surrounding air. In the condenser the hot vapour gives up its heat to air moved by the condenser fan (or, on water-cooled units, to water flowing through a coaxial tube) and turns into liquid. The liquid passes through the filter drier, which traps moisture and particles that would otherwise freeze or lodge in the metering device, and then reaches the thermostatic expansion valve (TXV).",
    ),
    (
        "p",
        "The TXV is the reason a Tessera machine holds its production across a wide range of conditions. At the start of a freeze the water on the grid is relatively warm and the evaporator absorbs heat quickly; towards the end the growing ice acts as an insulating layer and the heat load drops steadily. A fixed restriction such as a capillary tube would pass roughly the same amount of refrigerant throughout, so it would starve the evaporator early in the cycle and flood it late in the cycle, returning liquid to the compressor. The TXV instead senses the temperature of the suction line at the evaporator outlet through its bulb and opens or closes to keep the superheat - the difference between that temperature and the boiling temperature - roughly constant. As the load falls the valve throttles down, and suction pressure falls with it.",
    ),
    (
        "p",
        "That steady fall in suction pressure during freeze is normal, and it is one of the most useful things a technician can watch. A suction pressure that stays high signals a load the evaporator cannot pull down, such as a leaking inlet valve adding warm water to the sump, while a suction pressure that collapses early in the freeze points to a restriction or a shortage of refrigerant.",
    ),
    (
        "p",
        "On the TM-610 and TM-880 the two halves of the evaporator are fed by two fully independent circuits, each with its own compressor, condenser section, drier and TXV. Splitting the system keeps each charge of R290 below the limit that applies to a single sealed circuit, and it means that a failure on one side still lets the other side produce ice at roughly half capacity while a repair is arranged.",
    ),
]

THEORY_2 = [
    ("h2", "3.3 How clear ice is formed"),
    (
        "p",
        "The water pump lifts water from the sump to the distribution tube above the grid, and the water runs down the face of the grid in a thin, continuous film. Water that touches the cold metal freezes layer by layer. As water molecules lock into the crystal lattice of ice they exclude almost everything else: dissolved minerals, and the air that would otherwise appear as white, cloudy cores. Because the film keeps moving, the rejected minerals and bubbles are washed down into the sump instead of being trapped at the freezing front. The result is hard, clear ice, grown from the back wall of each cell outwards.",
    ),
    (
        "p",
        "The price of this purity is that the water left in the sump becomes more concentrated with every minute of freezing. If that water were kept and simply topped up, the concentration would climb from one cycle to the next until scale formed on the grid and the ice itself turned cloudy. For this reason the controller opens the purge valve at the start of each harvest and sends the remaining sump water to drain before the sump is refilled with fresh water. The purge time is fixed by the controller for each model and can be doubled with DIP switch SW1 where the supply is very hard; a longer purge uses more water but carries away more minerals. It is also why the water consumption quoted in the technical data is noticeably larger than the mass of ice produced.",
    ),
    (
        "p",
        "Freezing slows as the slab grows. Ice conducts heat far less well than the nickel-plated copper of the grid, so each millimetre of ice adds thermal resistance between the water film and the refrigerant. This is why the last part of a freeze takes much longer than the first part, and why a small change in the thickness setting can produce a surprisingly large change in cycle time.",
    ),
    ("h2", "3.4 Ice thickness sensing"),
    (
        "p",
        "The controller ends the freeze phase when the slab is thick enough, not after a fixed time. The ice thickness probe carries two stainless steel fingers set a short distance in front of the grid face. While the ice is thin, the water film flows past without touching them. As the slab grows, the film is pushed outward until it bridges the fingers, and a small alternating current flows through the water between them. The controller does not accept a single contact: the film must bridge the fingers without interruption for 10 seconds before harvest is called. The delay rejects splashes and the brief contact made when a ripple passes the probe, either of which would otherwise start an early harvest and give thin, hollow cubes.",
    ),
    (
        "p",
        "Because the probe detects conduction through the water, the water must contain at least some dissolved minerals. Very pure water, for example the permeate of a reverse-osmosis unit without remineralisation, may conduct too poorly for the probe to notice it, in which case the freeze simply continues until the maximum freeze time runs out. The controller then records E44 rather than E21, because it can tell a probe that never saw water from a freeze that merely lasted too long. A supply conductivity of at least 10 µS/cm is needed for reliable sensing. Where this cannot be provided, DIP switch SW3 changes the controller to timed freeze, in which the freeze length is calculated from the evaporator temperature measured by sensor T2.",
    ),
]

THEORY_3 = [
    ("h2", "3.5 Harvest"),
    (
        "p",
        "To release the slab the controller energises the hot gas valve. This valve connects the compressor discharge directly to the evaporator inlet, so hot vapour bypasses the condenser and the TXV and flows straight through the evaporator tubing. The grid warms above 0 °C within a few tens of seconds, a thin film of melt water forms between the ice and the metal, and the slab slides off under its own weight. The condenser fan is switched off during harvest: with the fan stopped, less heat is rejected at the condenser, the discharge pressure stays high and more heat arrives at the grid in the gas, which shortens the harvest and reduces the amount of ice melted back into the sump.",
    ),
    (
        "p",
        "The water pump stays off during harvest so that no new water freezes onto a grid that is being warmed, while the inlet valve refills the sump after the purge. On its way to the bin the slab swings open a hinged curtain in front of the grid. A magnet in the curtain and a reed switch on the frame tell the controller when the slab has fallen; when the curtain swings closed again, the next freeze begins. If the curtain is held open because ice has piled up against it in a full bin, the controller stops the machine and waits. This is the Tessera bin control. It needs no separate bin thermostat, and it is the reason a curtain that has been removed, or refitted the wrong way round, stops the machine.",
    ),
    ("h2", "3.6 Effects of air and water temperature"),
    (
        "p",
        "Production falls as the surroundings get warmer for two separate reasons. Warmer air at an air-cooled condenser raises the condensing temperature and pressure, so the compressor works against a higher pressure ratio and moves less refrigerant per stroke; its capacity drops just when more is needed. Warmer inlet water must also be cooled all the way to 0 °C before any ice can form, and that sensible heat has to be removed by the same compressor. The two production rows in the technical data show the combined effect. On water-cooled units a water-regulating valve modulates the flow through the condenser to hold the discharge pressure nearly constant. Holding the pressure steady keeps harvest times consistent, because the harvest depends on the heat carried by the discharge gas, and it avoids wasting water when the condenser water is cold.",
    ),
    ("h2", "3.7 Hygiene and materials"),
    (
        "p",
        "Damp surfaces in the splash zone, the distribution tube and the sump are ideal places for biofilm: a layer of bacteria and yeasts bound in a slime that shields them from the occasional rinse of cold water. Biofilm is only removed by mechanical cleaning combined with a sanitiser that stays in contact long enough, which is why the cleaning procedure includes taking out and washing the curtain, distribution tube and float as well as circulating solutions. The evaporator grid is nickel-plated. The plating gives a smooth surface from which the slab releases easily, but it is attacked by strong mineral acids and by chloride-rich cleaners, and once the plating is pierced the exposed copper corrodes and ice begins to stick. Only the phosphoric-acid based ScaleAway cleaner listed in section 8 is approved for descaling.",
    ),
]

PAGES = [
    {
        "id": "cover",
        "blocks": [
            ("space", 20),
            ("title", "Glacewell Tessera Modular Cube Ice Machines"),
            ("subtitle", "Service Manual - Models TM-320, TM-460, TM-610, TM-880"),
            ("space", 6),
            (
                "p",
                "Document GLW-TM-SM, Rev D. Effective 1 May 2023. This manual is intended for trained refrigeration technicians. It replaces Rev C in full.",
            ),
            (
                "note",
                "WARNING - FLAMMABLE REFRIGERANT",
                "All Tessera machines contain R290 (propane). Work on the sealed system only in a ventilated area, with a leak detector suitable for hydrocarbons and with all ignition sources removed.",
            ),
            ("space", 8),
            (
                "table",
                {
                    "widths": [50, 120],
                    "head": ["Revision", "Summary of changes"],
                    "rows": [
                        ["Rev A (2019)", "First issue."],
                        ["Rev B (2020)", "TM-880 added."],
                        ["Rev C (2021)", "Timed-freeze option (SW3) described."],
                        [
                            "Rev D (2023)",
                            "Fault E60 added; parts list updated; torque table extended.",
                        ],
                    ],
                },
            ),
            ("space", 10),
            (
                "small",
                "Glacewell Refrigeration Systems Ltd, Unit 14 Harlin Park, Dunmere Road, Kestleton KT9 4QW. Technical support: +44 1632 960 418.",
            ),
        ],
    },
    {
        "id": "contents",
        "blocks": [
            ("h1", "Contents"),
            (
                "toc",
                [
                    ("1", "Safety and conventions", "safety"),
                    ("2", "Technical data", "techdata"),
                    ("2.3", "Installation clearances and supplies", "install"),
                    ("3", "Principle of operation", "theory1"),
                    ("3.5", "Harvest and bin control", "theory3"),
                    ("4", "Controller and sequence of operation", "sequence"),
                    ("5", "Fault codes", "faults"),
                    ("6.1", "Cleaning and sanitising the water system", "clean"),
                    ("6.2", "Replacing the water pump", "pump"),
                    ("6.3", "Replacing the ice thickness probe", "pump"),
                    ("6.4", "Preventive maintenance schedule", "maint"),
                    ("7", "Torque values", "torque"),
                    ("8", "Spare parts", "parts"),
                ],
            ),
            (
                "small",
                "Wiring diagrams are supplied inside the front panel of each machine and are not reproduced in this manual.",
            ),
        ],
    },
    {
        "id": "safety",
        "blocks": [
            ("h1", "1 Safety and Conventions"),
            (
                "p",
                "Disconnect the electrical supply and close the water supply before removing any panel, except where a procedure tells you to carry out a check with the machine running. Capacitors in the compressor start circuit may hold a charge for several minutes after the supply is switched off.",
            ),
            ("h2", "1.1 Symbols used"),
            (
                "bullets",
                [
                    "WARNING - a hazard that could cause serious injury or death.",
                    "CAUTION - a hazard that could damage the machine or contaminate the ice.",
                    "NOTE - information that makes a task easier.",
                ],
            ),
            ("h2", "1.2 Conventions"),
            (
                "p",
                "Left and right are seen from the front of the machine. Pressures are gauge pressures in bar unless stated. Torque values are in newton metres (Nm). Times shown on the controller display are in minutes and seconds (m:ss).",
            ),
            ("h2", "1.3 Refrigerant handling"),
            (
                "p",
                "The sealed system may only be opened by a technician certified for flammable refrigerants. Recover the charge into a cylinder marked for R290; never vent it. After any repair the circuit must be evacuated to 2 mbar or below and held for 15 minutes before charging by weight to the value on the rating plate.",
            ),
            (
                "note",
                "CAUTION",
                "Do not use the machine to cool bottles or food. Ice from the first two harvests after any service must be discarded.",
            ),
        ],
    },
    {
        "id": "techdata",
        "blocks": [
            ("h1", "2 Technical Data"),
            ("h2", "2.1 Main data"),
            (
                "table",
                {
                    "widths": [52, 29, 29, 31, 33],
                    "head": ["Parameter", "TM-320", "TM-460", "TM-610", "TM-880"],
                    "rows": [
                        [
                            "Ice production, air 21 °C / water 10 °C (1)",
                            "148 kg/24 h",
                            "205 kg/24 h",
                            "279 kg/24 h",
                            "402 kg/24 h",
                        ],
                        [
                            "Ice production, air 32 °C / water 21 °C (1)",
                            "112 kg/24 h",
                            "158 kg/24 h",
                            "214 kg/24 h",
                            "309 kg/24 h",
                        ],
                        ["Ice per harvest", "1.9 kg", "2.6 kg", "3.4 kg", "4.8 kg"],
                        [
                            "Cube size (W x D x H)",
                            "22 x 22 x 22 mm",
                            "22 x 22 x 22 mm",
                            "22 x 22 x 22 mm",
                            "28 x 28 x 22 mm",
                        ],
                        [
                            "Electrical supply",
                            "230 V 1~ 50 Hz",
                            "230 V 1~ 50 Hz",
                            "230 V 1~ 50 Hz",
                            "400 V 3N~ 50 Hz",
                        ],
                        ["Rated current (2)", "4.6 A", "6.1 A", "8.3 A", "5.2 A"],
                        ["Fuse, time-delay", "10 A", "10 A", "16 A", "3 x 10 A"],
                        [
                            "Refrigerant charge R290 (3)",
                            "145 g",
                            "150 g",
                            "2 x 138 g",
                            "2 x 149 g",
                        ],
                        [
                            "Condenser",
                            "air",
                            "air",
                            "air or water",
                            "air or water",
                        ],
                        [
                            "Water use per 100 kg ice (4)",
                            "140 l",
                            "135 l",
                            "130 l",
                            "125 l",
                        ],
                        ["Net weight", "58 kg", "71 kg", "94 kg", "128 kg"],
                        [
                            "W x D x H (mm)",
                            "560 x 690 x 720",
                            "760 x 690 x 720",
                            "760 x 690 x 900",
                            "1070 x 690 x 900",
                        ],
                        [
                            "Sound power level",
                            "62 dB(A)",
                            "64 dB(A)",
                            "66 dB(A)",
                            "69 dB(A)",
                        ],
                    ],
                    "notes": [
                        "(1) Air-cooled condenser, clean air filter, measured over three consecutive cycles after the machine has stabilised; tolerance +/- 8 %.",
                        "(2) TM-880: current per phase at 400 V.",
                        "(3) Per circuit. TM-610 and TM-880 have two independent circuits, each with its own compressor.",
                        "(4) Includes purge water. Water-cooled units use in addition about 6 l/min of condenser water at a condenser water inlet temperature of 21 °C.",
                    ],
                },
            ),
            ("h2", "2.2 Operating limits (all models)"),
            (
                "table",
                {
                    "widths": [80, 94],
                    "head": ["Limit", "Value"],
                    "rows": [
                        ["Ambient air temperature, maximum", "43 °C"],
                        ["Water inlet temperature", "5 to 35 °C"],
                        ["Water inlet pressure", "0.1 to 0.6 MPa (1 to 6 bar)"],
                        ["Supply water conductivity, minimum", "10 µS/cm"],
                        ["Voltage tolerance", "+/- 10 % of nominal"],
                    ],
                },
            ),
        ],
    },
    {
        "id": "install",
        "blocks": [
            ("h1", "2.3 Installation Clearances and Supplies"),
            (
                "p",
                "The machine must stand level within 3 mm across its width and depth; adjust the bin feet, not the machine. Air-cooled machines draw air in at the front and discharge it at the rear and sides, so clearances for air-cooled units are larger.",
            ),
            (
                "table",
                {
                    "widths": [60, 57, 57],
                    "head": [
                        "Minimum clearance",
                        "Air-cooled units",
                        "Water-cooled units",
                    ],
                    "rows": [
                        ["Left and right sides", "150 mm", "50 mm"],
                        ["Rear", "200 mm", "100 mm"],
                        ["Top", "300 mm", "150 mm"],
                    ],
                    "notes": [
                        "Clearances apply to the ice machine head. Bins and dispensers have their own requirements."
                    ],
                },
            ),
            ("h2", "Water supply"),
            (
                "bullets",
                [
                    "Potable water connection 3/4 in BSP, with a shut-off valve within reach of the machine.",
                    "Fit a scale-inhibiting filter where total hardness exceeds 180 mg/l as CaCO3.",
                    "Water-cooled units need a separate condenser water supply; do not tee it from the ice-making supply after the filter.",
                ],
            ),
            ("h2", "Drain"),
            (
                "p",
                "Run the 22 mm drain with a fall of at least 20 mm per metre to an open tundish with an air gap of 25 mm. The bin drain and the machine drain must not be joined before the tundish.",
            ),
            ("h2", "Electrical supply"),
            (
                "p",
                "Connect each machine to a dedicated circuit protected by a residual current device with a rated residual operating current of 30 mA. TM-880 units need a neutral conductor because the controller and water pump run at 230 V.",
            ),
            ("h2", "Stacking"),
            (
                "p",
                "Two TM-610 or two TM-880 heads may be stacked with stacking kit GW-90012. A TM-320 must not be stacked.",
            ),
        ],
    },
    {"id": "theory1", "blocks": THEORY_1},
    {"id": "theory2", "blocks": THEORY_2},
    {"id": "theory3", "blocks": THEORY_3},
    {
        "id": "sequence",
        "blocks": [
            ("h1", "4 Controller and Sequence of Operation"),
            (
                "p",
                "At power-up the controller runs a 60 s self-test, during which the water inlet valve fills the sump and the display shows the software version. The sequence then runs as follows; times are fixed by the controller and cannot be adjusted on site except through the DIP switches listed below.",
            ),
            (
                "table",
                {
                    "widths": [58, 28, 28, 28, 30],
                    "head": ["Phase / limit", "TM-320", "TM-460", "TM-610", "TM-880"],
                    "rows": [
                        ["Pre-chill (pump off)", "30 s", "30 s", "30 s", "45 s"],
                        ["Freeze time, minimum", "8 min", "9 min", "10 min", "11 min"],
                        [
                            "Freeze time, maximum (E21)",
                            "35 min",
                            "38 min",
                            "40 min",
                            "45 min",
                        ],
                        [
                            "Harvest time, maximum (E23)",
                            "3.0 min",
                            "3.5 min",
                            "3.5 min",
                            "4.0 min",
                        ],
                        ["Purge (dump) time", "20 s", "25 s", "25 s", "30 s"],
                        ["Restart delay after bin full", "3 min", "3 min", "3 min", "3 min"],
                    ],
                    "notes": [
                        "If the probe is reached before the minimum freeze time, the controller continues freezing until the minimum time has elapsed.",
                    ],
                },
            ),
            ("h2", "4.1 DIP switches (controller board, bank S1)"),
            (
                "table",
                {
                    "widths": [22, 76, 76],
                    "head": ["Switch", "OFF (factory setting)", "ON"],
                    "rows": [
                        ["SW1", "Standard purge time", "Purge time doubled (hard water)"],
                        ["SW2", "Display in °C", "Display in °F"],
                        ["SW3", "Probe-controlled freeze", "Timed freeze using sensor T2"],
                        ["SW4", "Audible alarm on", "Audible alarm muted"],
                    ],
                },
            ),
            ("h2", "4.2 Buttons"),
            (
                "p",
                "POWER starts and stops ice making at the end of the current cycle. Holding POWER for 5 s stops the machine immediately. CLEAN starts the cleaning program (section 6.1). Pressing CLEAN and POWER together for 3 s shows the fault memory, which holds the last eight codes.",
            ),
        ],
    },
    {
        "id": "faults",
        "blocks": [
            ("h1", "5 Fault Codes"),
            (
                "p",
                "A fault code is shown on the display and the red LED flashes. Codes marked (L) lock the machine out and need a reset: switch off at the POWER button, wait 10 s, switch on. Other codes reset automatically when the condition clears.",
            ),
            (
                "table",
                {
                    "widths": [14, 50, 46, 64],
                    "head": ["Code", "Meaning", "Likely cause", "Remedy"],
                    "size": 8,
                    "rows": [
                        [
                            "E11 (L)",
                            "High discharge pressure (27 bar)",
                            "Dirty condenser or air filter, fan failed, condenser water off",
                            "Clean condenser and filter; check fan motor; restore condenser water",
                        ],
                        [
                            "E12",
                            "Low suction pressure in freeze",
                            "Refrigerant leak, blocked drier, TXV stuck closed",
                            "Leak test the circuit; replace drier; check TXV bulb contact",
                        ],
                        [
                            "E21 (L)",
                            "Maximum freeze time exceeded",
                            "Water leaking from sump, dirty evaporator, low charge",
                            "Check sump level and distribution tube; clean evaporator; check charge",
                        ],
                        [
                            "E23 (L)",
                            "Maximum harvest time exceeded",
                            "Hot gas valve coil open, curtain jammed",
                            "Check hot gas valve coil (about 28 ohm); free the curtain",
                        ],
                        [
                            "E31",
                            "Sump not full within 120 s",
                            "Supply closed, inlet strainer clogged, low pressure",
                            "Open supply; clean inlet strainer; check inlet pressure",
                        ],
                        [
                            "E32",
                            "Float switch stuck high",
                            "Scale on float, float fitted upside down",
                            "Clean or refit float switch",
                        ],
                        [
                            "E41",
                            "Thickness probe open or short",
                            "Probe lead damaged, connector loose",
                            "Check lead and connector J7; replace probe",
                        ],
                        [
                            "E44",
                            "No probe contact by max. freeze",
                            "Supply conductivity below 10 µS/cm",
                            "Fit a remineralising cartridge or set SW3 ON",
                        ],
                        [
                            "E52",
                            "Sensor T2 open or short",
                            "Sensor or lead failed",
                            "Replace sensor T2 (10 kohm at 25 °C)",
                        ],
                        [
                            "E60",
                            "Curtain open at start of freeze",
                            "Curtain jammed or missing, magnet lost",
                            "Refit curtain correctly; check magnet and reed switch",
                        ],
                    ],
                    "notes": [
                        "E60 is set when the curtain stays open for more than 7 s after a freeze has started.",
                        "Three E11 codes within 24 h lock the machine out permanently; a technician must clear the fault memory.",
                    ],
                },
            ),
        ],
    },
    {
        "id": "clean",
        "blocks": [
            ("h1", "6 Service Procedures"),
            ("h2", "6.1 Cleaning and sanitising the water system"),
            (
                "p",
                "Carry out this procedure at the intervals in section 6.4 and whenever the ice is cloudy or E21 appears on a machine with a clean condenser. Wear gloves and eye protection.",
            ),
            (
                "steps",
                [
                    "Wait until the end of a harvest, then press and hold CLEAN for 3 s. The display shows CL.",
                    "Empty the bin, or cover the ice if it is to be discarded later.",
                    "Wait until the sump has drained and the water pump stops, which takes about 45 s.",
                    "Pour ScaleAway cleaner (GW-80417) into the sump: 200 ml for TM-320 and TM-460, 300 ml for TM-610 and TM-880.",
                    "Press CLEAN again. The machine circulates the cleaner for 10 min and then runs three rinse cycles automatically.",
                    "When the display changes from CL to SA, switch off and remove the curtain, the distribution tube and the float switch.",
                    "Wash the removed parts in a solution of 30 ml cleaner per litre of warm water, no hotter than 40 °C, using a soft brush. Rinse them in clean water.",
                    "Refit the parts, switch on and press CLEAN. Add 60 ml of sanitiser (GW-80418) to the sump when the display flashes SA.",
                    "Let the sanitiser circulate for 20 min; the machine then rinses twice and returns to ice making.",
                    "Discard the ice from the first two harvests and write the date on the service label inside the front panel.",
                ],
            ),
            (
                "note",
                "CAUTION",
                "Never mix cleaner and sanitiser in the same container. Do not use the cleaning program to defrost the bin.",
            ),
        ],
    },
    {
        "id": "pump",
        "blocks": [
            ("h2", "6.2 Replacing the water pump"),
            (
                "steps",
                [
                    "Switch off at the POWER button, isolate the supply and close the water supply.",
                    "Remove the front panel and the splash shield.",
                    "Drain the sump by removing the sump plug, then refit the plug.",
                    "Disconnect the pump lead at connector J3 and pull the discharge hose off the pump outlet.",
                    "Remove the two bracket screws and lift the pump out of the sump.",
                    "Fit the new pump (GW-21450 for TM-320 and TM-460, GW-21452 for TM-610 and TM-880) and tighten the bracket screws to 2.0 Nm.",
                    "Reconnect hose and lead, restore the supplies and check for leaks over one complete cycle.",
                ],
            ),
            ("h2", "6.3 Replacing the ice thickness probe"),
            (
                "steps",
                [
                    "Stop the machine at the end of a harvest and isolate the supply.",
                    "Unplug the probe lead at connector J7 on the controller board.",
                    "Squeeze the mounting clip and lift the probe off its bracket.",
                    "Clip the new probe (GW-33108) to the bracket.",
                    "Set the gap between the probe fingers and the grid face to 6 mm using the feeler gauge supplied with the probe.",
                    "Run two cycles and check the bridge thickness of the slab: it should be 3 mm. Move the probe away from the grid for a thicker bridge.",
                ],
            ),
            (
                "p",
                "A bridge thinner than 2 mm makes the slab break up in the bin; a bridge thicker than 5 mm makes the cubes fuse together.",
            ),
        ],
    },
    {
        "id": "maint",
        "blocks": [
            ("h2", "6.4 Preventive maintenance schedule"),
            (
                "table",
                {
                    "widths": [72, 42, 60],
                    "head": ["Task", "Interval", "Notes"],
                    "rows": [
                        ["Clean condenser air filter", "Monthly", "Air-cooled units"],
                        [
                            "Clean condenser coil",
                            "Every 6 months",
                            "Soft brush and vacuum; never use a pressure washer",
                        ],
                        [
                            "Clean and sanitise water system",
                            "Every 6 months",
                            "Every 3 months where hardness exceeds 180 mg/l",
                        ],
                        [
                            "Replace water filter cartridge",
                            "Every 6 months",
                            "or after 25,000 l, whichever is first",
                        ],
                        [
                            "Check water-regulating valve",
                            "Every 12 months",
                            "Water-cooled units; set discharge pressure 10.5 bar",
                        ],
                        [
                            "Leak test sealed system",
                            "Every 12 months",
                            "Hydrocarbon detector, all joints",
                        ],
                        ["Check harvest time", "Every 12 months", "Compare with section 4"],
                        [
                            "Inspect curtain magnet and reed switch",
                            "Every 12 months",
                            "Replace curtain if magnet is loose",
                        ],
                    ],
                    "notes": [
                        "Intervals are for normal use in a kitchen. In bakeries and other flour-laden air, clean the air filter weekly.",
                    ],
                },
            ),
        ],
    },
    {
        "id": "torque",
        "blocks": [
            ("h1", "7 Torque Values"),
            (
                "table",
                {
                    "widths": [82, 40, 52],
                    "head": ["Fastener", "Thread", "Torque"],
                    "rows": [
                        ["Compressor mounting bolts", "M8", "12 Nm"],
                        ["Evaporator grid mounting screws", "M5", "3.5 Nm"],
                        ["Hot gas valve coil retaining nut", "M6", "2.5 Nm"],
                        ["Water pump bracket screws", "M4", "2.0 Nm"],
                        ["Condenser fan blade hub set screw", "M6", "4.5 Nm"],
                        ["Earth stud nut", "M6", "5 Nm"],
                        ["Service valve caps", "1/4 in SAE", "10 Nm"],
                        ["Stacking kit bolts (GW-90012)", "M10", "25 Nm"],
                    ],
                    "notes": [
                        "Values are for clean, dry threads. Tighten plastic-housing screws by hand only.",
                    ],
                },
            ),
        ],
    },
    {
        "id": "parts",
        "blocks": [
            ("h1", "8 Spare Parts"),
            (
                "table",
                {
                    "widths": [28, 86, 60],
                    "head": ["Part no.", "Description", "Models"],
                    "rows": [
                        ["GW-21450", "Water pump 230 V", "TM-320, TM-460"],
                        ["GW-21452", "Water pump 230 V, high head", "TM-610, TM-880"],
                        ["GW-33108", "Ice thickness probe assembly", "All"],
                        ["GW-33120", "Evaporator sensor T2, 10 kohm", "All"],
                        ["GW-41002", "Hot gas valve coil 230 V", "All"],
                        ["GW-41003", "Hot gas valve body kit", "All"],
                        ["GW-52210", "Water inlet valve 3/4 in", "All"],
                        ["GW-52215", "Inlet strainer washer, pack of 5", "All"],
                        ["GW-60741", "Condenser fan motor 10 W", "TM-320"],
                        ["GW-60745", "Condenser fan motor 18 W", "TM-460, TM-610, TM-880"],
                        ["GW-70090", "Curtain with magnet, 560 mm", "TM-320"],
                        ["GW-70092", "Curtain with magnet, 760 mm (1)", "TM-460, TM-610, TM-880"],
                        ["GW-80417", "ScaleAway cleaner, 1 l", "All"],
                        ["GW-80418", "Sanitiser, 1 l", "All"],
                        ["GW-88001", "Controller board (2)", "All"],
                        ["GW-90012", "Stacking kit", "TM-610, TM-880"],
                    ],
                    "notes": [
                        "(1) TM-880 uses two curtains.",
                        "(2) Quote the software version shown at power-up when ordering; boards are supplied with the latest version.",
                    ],
                },
            ),
        ],
    },
]

DOC = {
    "file": "glacewell-tessera-service-manual.pdf",
    "format": "pdf",
    "key": KEY,
    "version": "Rev D",
    "title": "Glacewell Tessera Modular Cube Ice Machines - Service Manual",
    "company": "Glacewell Refrigeration Systems Ltd",
    "header": "Glacewell Tessera - Service Manual",
    "footer": "Glacewell Refrigeration Systems Ltd - for trained technicians only",
    "pages": PAGES,
    "theory_pages": ["theory1", "theory2", "theory3"],
    "meta": {
        "document": KEY,
        "version": "Rev D",
        "effective_from": "2023-05-01",
        "effective_to": None,
        "recorded_at": "2023-04-18T00:00:00Z",
        "applicability": {
            "product": "Glacewell Tessera modular cube ice machine",
            "variants": ["TM-320", "TM-460", "TM-610", "TM-880"],
        },
    },
}

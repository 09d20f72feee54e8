# ruff: noqa: E501
"""Strata Roadline Equipment Ltd - ThermoLine TL-200 / TL-300 / TL-300S thermoplastic
line markers, service manual SRE-TL-SM, Issue 2.  Everything here is invented."""

KEY = "SRE-TL-SM"
COMPANY = "Strata Roadline Equipment Ltd"
TITLE = "ThermoLine TL-200 / TL-300 / TL-300S Service Manual"
VERSION = "Issue 2"
PRODUCT = "Thermoplastic line marker"
VARIANTS = ["TL-200", "TL-300", "TL-300S"]
ISSUE_DATE = "2021-12-15"


def pages():
    p = []
    p.append(
        [
            ("title", "ThermoLine TL-200 / TL-300 / TL-300S"),
            ("subtitle", "Service Manual - Thermoplastic Line Markers"),
            ("p", f"Document SRE-TL-SM, {VERSION}, dated {ISSUE_DATE}."),
            ("space", 3),
            (
                "p",
                "This manual is for workshop and field service staff. It covers the hand-pushed TL-200 and the "
                "self-propelled TL-300 and TL-300S. The TL-300S adds a pressurised bead gun, a twin-burner kettle "
                "and an electrically heated screed box. The theory behind the settings is explained in the "
                "companion document SRE-TL-PO.",
            ),
            ("space", 2),
            ("h2", "Contents"),
            (
                "table",
                ["Section", "Title", "Page"],
                [
                    ["1", "Safety and prohibited practices", "page 2"],
                    ["2", "Specifications", "page 3"],
                    ["3", "Service intervals", "page 4"],
                    ["4", "Lubrication chart", "page 4"],
                    ["5", "Torque settings", "page 5"],
                    ["6", "Gas system leak test", "page 5"],
                    ["7", "Agitator shear pin replacement", "page 6"],
                    ["8", "Lighting and adjusting the burners", "page 6"],
                    ["9", "Controller alarm codes", "page 7"],
                    ["10", "Parts list", "page 8"],
                ],
                [24, 120, 30],
            ),
            ("space", 4),
            ("h2", "Serial number location"),
            (
                "p",
                "The serial plate is riveted to the left side of the chassis, below the gas cylinder cradle. "
                "Serial numbers have the form SR followed by seven figures, for example SR3021456.",
            ),
            (
                "table",
                ["Model", "Serial range built", "Controller"],
                [
                    ["TL-200", "SR2000001 to SR2009999", "TC-1 (display only)"],
                    ["TL-300", "SR3000001 to SR3049999", "TC-3"],
                    ["TL-300S", "SR3500001 to SR3529999", "TC-3S"],
                ],
                [40, 84, 50],
            ),
        ]
    )
    p.append(
        [
            ("h1", "1  Safety and prohibited practices"),
            (
                "p",
                "Molten thermoplastic causes severe burns and sticks to skin. Wear heat-resistant gauntlets, a full "
                "face visor, safety boots and long sleeves whenever the kettle is above 100 °C. A 6 kg dry powder "
                "extinguisher must be carried on the machine at all times.",
            ),
            ("h2", "Prohibited practices"),
            (
                "bullets",
                [
                    "Never transport the machine on a trailer or vehicle with a burner lit.",
                    "Do not use a flame to search for gas leaks. Use leak detection fluid only.",
                    "Do not heat the material above the maximum material temperature in section 2.",
                    "Do not engage the agitator until the material has reached 160 °C.",
                    "Do not fill the bead hopper of the TL-300S while the bead gun is pressurised.",
                    "Do not lay a gas cylinder on its side or connect more than two cylinders.",
                    "Do not clean the screed box with solvent while it is hot.",
                    "Do not replace the brass shear pin with a steel pin or a bolt.",
                    "Do not run the TL-300 or TL-300S engine in an enclosed workshop without exhaust extraction.",
                ],
            ),
            ("h2", "Gas cylinders"),
            (
                "p",
                "Use propane only. Butane does not vaporise fast enough in cold weather and the burners lose output. "
                "The TL-200 carries up to two 11 kg cylinders; the TL-300 and TL-300S carry up to two 19 kg cylinders. "
                "Cylinders must stand upright in the cradle with the strap closed.",
            ),
            ("h2", "Before working on the machine"),
            (
                "bullets",
                [
                    "Turn off both cylinder valves and burn off the gas in the hoses.",
                    "Remove the ignition key (TL-300, TL-300S) and disconnect the battery for electrical work.",
                    "Let the kettle cool below 60 °C before reaching inside the kettle lid opening.",
                ],
            ),
        ]
    )
    p.append(
        [
            ("h1", "2  Specifications"),
            (
                "table",
                ["Parameter", "TL-200", "TL-300", "TL-300S"],
                [
                    ["Drive", "hand-pushed", "hydrostatic", "hydrostatic"],
                    ["Kettle capacity", "80 l", "120 l", "150 l"],
                    ["Burner rating", "14 kW", "22 kW", "2 x 16 kW"],
                    ["Gas pressure at regulator (1)", "1.5 bar", "2.0 bar", "2.0 bar"],
                    ["Working material temperature", "190 to 210 °C", "190 to 210 °C", "200 to 220 °C"],
                    ["Maximum material temperature", "230 °C", "230 °C", "230 °C"],
                    ["Heat-up time from cold (2)", "45 min", "60 min", "50 min"],
                    ["Screed box widths", "100 / 150 mm", "100 / 150 / 200 mm", "100 to 300 mm (3)"],
                    ["Line thickness", "1.5 to 3.0 mm", "1.5 to 3.0 mm", "1.5 to 3.0 mm"],
                    ["Bead dispenser", "gravity", "gravity", "pressurised (4)"],
                    ["Engine", "none", "petrol 4.0 kW", "petrol 6.6 kW"],
                    ["Tyre pressure, front", "2.0 bar", "2.5 bar", "2.5 bar"],
                    ["Tyre pressure, rear", "2.0 bar", "2.5 bar", "3.0 bar"],
                    ["Maximum working speed", "walking pace", "4 km/h", "5 km/h"],
                    ["Weight, empty", "165 kg", "390 kg", "455 kg"],
                    ["Battery", "none", "12 V 24 Ah", "12 V 44 Ah"],
                ],
                [62, 36, 40, 36],
                {"size": 8.5},
            ),
            (
                "foot",
                [
                    "(1) Running pressure with all burners lit. The static pressure may read up to 0.3 bar higher.",
                    "(2) At 20 °C ambient with a full kettle of block material. Pre-heated granules cut the time by about one third.",
                    "(3) Adjustable in 10 mm steps with shim set SRE-4410.",
                    "(4) Air at 1.2 bar from the on-board compressor. Gravity mode is possible with valve V7 open.",
                ],
            ),
            ("space", 3),
            ("h2", "2.1  Controller set points"),
            (
                "table",
                ["Set point", "TL-200", "TL-300 / TL-300S"],
                [
                    ["Temperature warning (A03)", "not fitted", "220 °C"],
                    ["Over-temperature cut-out (A02)", "230 °C", "230 °C"],
                    ["Agitator release temperature", "160 °C", "160 °C"],
                    ["Low gas pressure alarm (A05)", "1.0 bar", "1.0 bar"],
                    ["Low battery alarm (A11)", "not fitted", "11.5 V"],
                ],
                [74, 46, 54],
            ),
            ("p", "The TL-200 cut-out is a mechanical thermostat with a manual reset button under the burner cover."),
        ]
    )
    p.append(
        [
            ("h1", "3  Service intervals"),
            (
                "table",
                ["Task", "TL-200", "TL-300 / TL-300S"],
                [
                    ["Check gas hoses and joints with leak fluid", "daily", "daily"],
                    ["Clean screed box and runner plates (hot)", "daily", "daily"],
                    ["Check agitator shear pin and carry spares", "weekly", "weekly"],
                    ["Grease agitator shaft bearing (a)", "50 h", "50 h"],
                    ["Clean engine air filter", "-", "25 h"],
                    ["Change engine oil (b)", "-", "100 h"],
                    ["Replace burner nozzles", "500 h", "500 h"],
                    ["Change hydrostatic drive oil", "-", "500 h"],
                    ["Check kettle thermocouple calibration", "3 months", "3 months"],
                    ["Replace gas hoses (c)", "5 years", "5 years"],
                    ["Pressure-test bead gun air tank (TL-300S)", "-", "12 months"],
                ],
                [94, 32, 48],
            ),
            (
                "foot",
                [
                    "(a) Use high-temperature grease only. Ordinary lithium grease carbonises above 150 °C and blocks the bearing.",
                    "(b) First change after 20 h on a new or rebuilt engine.",
                    "(c) Counted from the date of manufacture printed on the hose, or sooner if the hose is cracked or stiff.",
                ],
            ),
            ("space", 4),
            ("h1", "4  Lubrication chart"),
            (
                "table",
                ["Point", "Lubricant", "Quantity"],
                [
                    ["Agitator shaft bearing", "High-temperature grease SRE-G250", "2 strokes"],
                    ["Engine crankcase (TL-300)", "SAE 10W-30", "0.6 l"],
                    ["Engine crankcase (TL-300S)", "SAE 10W-30", "1.1 l"],
                    ["Hydrostatic drive", "Hydraulic oil HV 46", "4.5 l"],
                    ["Wheel bearings", "Lithium grease EP2", "on rebuild"],
                    ["Agitator drive chain", "Dry PTFE chain spray", "light coat"],
                ],
                [60, 80, 34],
            ),
        ]
    )
    p.append(
        [
            ("h1", "5  Torque settings"),
            (
                "table",
                ["Joint", "Size", "Torque"],
                [
                    ["Kettle lid hinge bolts", "M8", "20 Nm"],
                    ["Agitator paddle bolts", "M10", "35 Nm"],
                    ["Burner mounting nuts", "M6", "8 Nm"],
                    ["Screed box clamp studs", "M10", "30 Nm"],
                    ["Wheel nuts (TL-300, TL-300S)", "M12", "65 Nm"],
                    ["Gas fittings (1)", "3/8 BSP", "25 Nm"],
                    ["Thermocouple gland nut", "M14", "18 Nm"],
                ],
                [100, 34, 40],
            ),
            (
                "foot",
                [
                    "(1) Use gas-rated thread sealant on tapered threads only; flare and compression joints are assembled dry.",
                    "Re-torque the agitator paddle bolts after the first 10 hours of a new or rebuilt kettle.",
                ],
            ),
            ("space", 4),
            ("h1", "6  Gas system leak test"),
            ("p", "Carry out this test after any work on the gas system and at least once a month."),
            (
                "steps",
                [
                    "Close all burner valves. Connect one full cylinder and open its valve fully.",
                    "Set the regulator to the running pressure for the model (section 2).",
                    "Close the cylinder valve and note the gauge reading.",
                    "Wait 10 minutes. The reading must not fall by more than 0.1 bar.",
                    "If it falls further, brush leak detection fluid on every joint from the cylinder to the burner valves.",
                    "Tighten or replace the leaking part, then repeat the whole test.",
                ],
            ),
            (
                "p",
                "A regulator that creeps (pressure rises slowly with the burners shut) must be replaced, not adjusted.",
            ),
        ]
    )
    p.append(
        [
            ("h1", "7  Agitator shear pin replacement"),
            ("p", "Shear pin SRE-3102 is brass, 8 x 45 mm. Carry at least two spares on the machine."),
            (
                "steps",
                [
                    "Bring the material to at least 180 °C so that the paddles turn freely, then shut off the burners.",
                    "Switch off the agitator drive and remove the ignition key.",
                    "Remove the guard over the agitator drive sprocket.",
                    "Drive out both halves of the broken pin with a 7 mm pin punch.",
                    "Turn the sprocket by hand to line up the holes and fit a new brass pin.",
                    "Refit the guard before restarting the drive.",
                ],
            ),
            (
                "p",
                "If pins break repeatedly, check the material temperature at the kettle floor and the paddle clearance "
                "(5 mm to the kettle wall).",
            ),
            ("space", 4),
            ("h1", "8  Lighting and adjusting the burners"),
            (
                "steps",
                [
                    "Open the burner inspection flap and the cylinder valve; check the regulator pressure.",
                    "Turn the burner valve to PILOT, press and hold the flame failure button and press the piezo igniter.",
                    "Keep the flame failure button pressed for 20 s after the pilot lights, then release it.",
                    "Turn the burner valve to MAIN and close the inspection flap.",
                    "If the flame goes out, close the valve and wait 5 minutes before trying again.",
                ],
            ),
            (
                "p",
                "Adjust the air shutter so that the flame is blue with yellow tips no longer than 20 mm. "
                "A lazy yellow flame soots the kettle jacket and slows heat-up.",
            ),
        ]
    )
    p.append(
        [
            ("h1", "9  Controller alarm codes"),
            ("p", "TL-300 and TL-300S controllers show the codes below. The TL-200 indicator shows A01 to A05 only."),
            (
                "code",
                "A01",
                "Thermocouple open circuit",
                "No signal from the kettle thermocouple; burners are shut off.",
                ["Check the plug and cable; replace thermocouple SRE-5120."],
            ),
            (
                "code",
                "A02",
                "Material over-temperature",
                "Material has reached the cut-out temperature; gas valves close.",
                ["Let the material cool to 210 °C, then check the set point and that the gas valve closes fully."],
            ),
            (
                "code",
                "A03",
                "Material temperature warning",
                "Material is above the warning set point; heating continues.",
                ["Lower the set point or turn the burner down; stir in cold material if the kettle is not full."],
            ),
            (
                "code",
                "A04",
                "Flame failure, burner 1",
                "The flame failure device has closed the gas to burner 1.",
                ["Relight (section 8). If it repeats, check the flame failure thermocouple and the gas supply."],
            ),
            (
                "code",
                "A05",
                "Low gas pressure",
                "Regulator outlet pressure is below the alarm set point.",
                ["Connect the second cylinder or change the cylinder; check the regulator for icing."],
            ),
            (
                "code",
                "A06",
                "Flame failure, burner 2 (TL-300S only)",
                "The flame failure device has closed the gas to burner 2.",
                ["As for A04, on burner 2."],
            ),
            (
                "code",
                "A07",
                "Agitator stalled",
                "No rotation pulses from the agitator sensor for 5 s while the drive is on.",
                ["Check the shear pin; check that the material is above the release temperature."],
            ),
            (
                "code",
                "A08",
                "Bead gun air pressure low (TL-300S)",
                "Air tank pressure is below 1.0 bar.",
                ["Check the compressor intake filter and hose joints; check pressure switch setting."],
            ),
            (
                "code",
                "A09",
                "Hydrostatic oil temperature high",
                "Drive oil above 85 °C.",
                ["Clean the oil cooler; check oil level; avoid long climbs at full load."],
            ),
            (
                "code",
                "A10",
                "Engine oil pressure low",
                "Engine is stopped by its oil pressure switch.",
                ["Check engine oil level before restarting. Do not restart if the level is correct; call service."],
            ),
        ]
    )
    p.append(
        [
            (
                "code",
                "A11",
                "Battery voltage low",
                "Battery below the alarm set point for 30 s.",
                ["Check the charging circuit and battery terminals."],
            ),
            (
                "code",
                "A12",
                "Screed heater fault (TL-300S)",
                "Screed heater current outside 6 to 9 A.",
                [
                    "Check heater fuse F4 (15 A).",
                    "Measure the heater element: 26 to 30 Ohm cold.",
                    "Replace the screed heater SRE-6620 if out of range.",
                ],
            ),
            (
                "code",
                "A13",
                "Wheel speed sensor fault",
                "No speed signal while the drive lever is forward.",
                ["Check the sensor gap (1.5 mm) and the cable at connector X6."],
            ),
            (
                "code",
                "A14",
                "Controller internal fault",
                "Self-test failed at power-up.",
                ["Switch off for 30 s and on again. If it repeats, replace the controller."],
            ),
            ("space", 3),
            ("h1", "10  Parts list"),
            (
                "table",
                ["Part number", "Description", "Fits"],
                [
                    ["SRE-3102", "Agitator shear pin, brass 8 x 45 mm", "all"],
                    ["SRE-4410", "Screed shim set, 10 mm steps", "TL-300S"],
                    ["SRE-5120", "Kettle thermocouple, type K", "all"],
                    ["SRE-5140", "Flame failure thermocouple", "all"],
                    ["SRE-2214", "Burner nozzle 14 kW", "TL-200"],
                    ["SRE-2222", "Burner nozzle 22 kW", "TL-300"],
                    ["SRE-2216", "Burner nozzle 16 kW", "TL-300S"],
                    ["SRE-1901", "Gas hose assembly 1.5 m", "all"],
                    ["SRE-1955", "Regulator 1.5 bar", "TL-200"],
                    ["SRE-1960", "Regulator 2.0 bar", "TL-300, TL-300S"],
                    ["SRE-6620", "Screed heater element", "TL-300S"],
                    ["SRE-G250", "High-temperature grease, 400 g", "all"],
                    ["SRE-7008", "Bead gun nozzle", "TL-300S"],
                ],
                [40, 98, 36],
                {"size": 8.5},
            ),
        ]
    )
    return p


def header():
    return (COMPANY, TITLE, KEY, VERSION)

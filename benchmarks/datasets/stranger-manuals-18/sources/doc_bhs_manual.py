# ruff: noqa: E501
"""Brannock Hydro Services Co. - HJ-40 / HJ-60 / HJ-80 trailer drain jetters,
service manual BHS-HJ-SM, Edition 4.  Everything here is invented."""

KEY = "BHS-HJ-SM"
COMPANY = "Brannock Hydro Services Co."
TITLE = "HJ-40 / HJ-60 / HJ-80 Trailer Jetter Service Manual"
VERSION = "Edition 4"
PRODUCT = "Trailer drain jetter"
VARIANTS = ["HJ-40", "HJ-60", "HJ-80"]
ISSUE_DATE = "2021-05-20"


def pages():
    p = []
    p.append(
        [
            ("title", "HJ-40 / HJ-60 / HJ-80 Trailer Drain Jetters"),
            ("subtitle", "Service Manual"),
            ("p", f"Document BHS-HJ-SM, {VERSION}, dated {ISSUE_DATE}. Supersedes Edition 3."),
            ("space", 3),
            (
                "p",
                "The HJ range are trailer-mounted high-pressure water jetters for clearing drains and sewers from "
                "50 mm to 300 mm diameter. Each unit has a water tank, an engine-driven triplex plunger pump, an "
                "unloader valve, a sealed safety relief valve and a powered hose reel. This manual gives service "
                "data for all three models; the operator quick guide BHS-HJ-QG covers daily use.",
            ),
            ("space", 2),
            ("h2", "Models"),
            (
                "table",
                ["Model", "Engine", "Serial numbers"],
                [
                    ["HJ-40", "Petrol, 15 kW", "BH4000001 onwards"],
                    ["HJ-60", "Petrol, 20 kW", "BH6000001 onwards"],
                    ["HJ-80", "Diesel, 26 kW", "BH8000001 onwards"],
                ],
                [34, 60, 80],
            ),
            ("space", 4),
            ("h2", "Contents"),
            (
                "table",
                ["Section", "Title", "Page"],
                [
                    ["1", "Safety and prohibited practices", "page 2"],
                    ["2", "Specifications", "page 3"],
                    ["3", "Service schedule", "page 4"],
                    ["4", "Fluids and capacities", "page 4"],
                    ["5", "Torque values", "page 5"],
                    ["6", "Setting the unloader valve", "page 5"],
                    ["7", "Winterising", "page 6"],
                    ["8", "Hose reel swivel seal", "page 6"],
                    ["9", "Fault codes", "page 7"],
                    ["10", "Parts", "page 8"],
                ],
                [24, 120, 30],
            ),
        ]
    )
    p.append(
        [
            ("h1", "1  Safety and prohibited practices"),
            (
                "p",
                "A water jet at these pressures cuts skin and can inject water and dirt under it. Any jet injury "
                "must be treated in hospital even if the wound looks small. Wear a visor, waterproof gloves and "
                "safety boots; use the foot pedal or radio remote so that the jet stops when you let go.",
            ),
            ("h2", "Prohibited practices"),
            (
                "bullets",
                [
                    "Never point the nozzle or an open hose end at a person or animal.",
                    "Do not start jetting until the nozzle is at least 1 m inside the pipe.",
                    "Do not adjust, re-seal or remove the safety relief valve.",
                    "Do not run the pump without water for more than 30 seconds.",
                    "Do not use antifreeze that contains methanol or ethylene glycol.",
                    "Do not tow the trailer with the hose reel lock released or the tank lid open.",
                    "Do not connect the inlet directly to a drinking-water main; fill through the air-gap inlet only.",
                    "Do not use a nozzle rated for a higher flow than the unit delivers.",
                ],
            ),
            (
                "p",
                "The safety relief valve is sealed at the factory because it is the last protection against a hose "
                "burst if the unloader valve sticks. A broken seal voids the pressure-equipment certificate.",
            ),
            ("h2", "Towing"),
            (
                "p",
                "Check the nose weight, tyre pressures and lights before every journey. Drain the tank to less than "
                "one quarter before towing on public roads with the HJ-80; a full tank exceeds the permitted "
                "gross weight. Maximum towing speed is 80 km/h.",
            ),
        ]
    )
    p.append(
        [
            ("h1", "2  Specifications"),
            (
                "table",
                ["Parameter", "HJ-40", "HJ-60", "HJ-80"],
                [
                    ["Rated flow", "40 l/min", "60 l/min", "80 l/min"],
                    ["Maximum working pressure", "200 bar", "180 bar", "150 bar"],
                    ["Unloader setting (1)", "210 bar", "190 bar", "160 bar"],
                    ["Safety relief valve opening", "230 bar", "210 bar", "175 bar"],
                    ["Water tank", "400 l", "600 l", "900 l"],
                    ["Hose on reel", "60 m x 1/2 in", "80 m x 1/2 in", "100 m x 3/4 in"],
                    ["Pump speed", "1,450 rpm", "1,450 rpm", "1,000 rpm"],
                    ["Engine speed, full throttle", "3,600 rpm", "3,600 rpm", "3,000 rpm"],
                    ["Minimum inlet pressure (2)", "0.3 bar", "0.3 bar", "0.5 bar"],
                    ["Maximum water temperature", "40 °C", "40 °C", "40 °C"],
                    ["Trailer gross weight, max", "750 kg", "1,300 kg", "1,800 kg"],
                    ["Nose weight, max", "50 kg", "75 kg", "100 kg"],
                    ["Tyre pressure", "3.2 bar", "3.5 bar", "4.0 bar"],
                ],
                [62, 36, 38, 38],
                {"size": 8.5},
            ),
            (
                "foot",
                [
                    "(1) Set with the standard test nozzle at full throttle. Always 10 bar above the maximum working pressure.",
                    "(2) Measured at the pump inlet with the pump running. Below this the pump cavitates and the plungers wear.",
                ],
            ),
            ("space", 3),
            ("h2", "2.1  Standard test nozzles"),
            (
                "table",
                ["Model", "Test nozzle", "Pressure at full throttle"],
                [
                    ["HJ-40", "size 045", "200 bar +/- 5"],
                    ["HJ-60", "size 055", "180 bar +/- 5"],
                    ["HJ-80", "size 070", "150 bar +/- 5"],
                ],
                [40, 60, 74],
            ),
            (
                "p",
                "A worn nozzle lowers the pressure. Replace a jetting nozzle when it gives 15 % less pressure than "
                "a new nozzle of the same size.",
            ),
        ]
    )
    p.append(
        [
            ("h1", "3  Service schedule"),
            (
                "table",
                ["Task", "Interval", "Note"],
                [
                    ["Check pump oil level and colour", "daily", ""],
                    ["Clean tank outlet strainer", "daily", "(a)"],
                    ["Inspect jetting hose and couplings", "before each use", ""],
                    ["Grease hose reel bearings", "50 h", ""],
                    ["Change engine oil, HJ-40 and HJ-60", "100 h", ""],
                    ["Change engine oil, HJ-80", "250 h", ""],
                    ["Check unloader setting", "250 h", ""],
                    ["Replace inlet filter element", "250 h", ""],
                    ["Change pump oil", "first 50 h, then 500 h", "(b)"],
                    ["Check trailer brakes, lights and coupling", "3 months", ""],
                    ["Replace jetting hose", "3 years", "(c)"],
                ],
                [96, 50, 28],
            ),
            (
                "foot",
                [
                    "(a) Twice a day when the tank is filled from hydrants or open water.",
                    "(b) Or every 12 months if sooner. Grey or milky oil means a leaking plunger seal; change the seals before the oil.",
                    "(c) Or at once if the outer cover is cut through to the braid.",
                ],
            ),
            ("space", 4),
            ("h1", "4  Fluids and capacities"),
            (
                "table",
                ["Fluid", "Specification", "HJ-40", "HJ-60", "HJ-80"],
                [
                    ["Pump crankcase oil", "BHS PO-30 (SAE 30)", "0.8 l", "1.1 l", "1.6 l"],
                    ["Engine oil", "10W-30 / 15W-40 diesel", "1.1 l", "1.4 l", "2.8 l"],
                    ["Fuel tank", "petrol E5 / diesel", "25 l", "25 l", "40 l"],
                    ["Winterising mix", "propylene glycol 40 %", "12 l", "15 l", "20 l"],
                ],
                [46, 56, 24, 24, 24],
                {"size": 8.5},
            ),
            ("p", "The HJ-80 uses 15W-40 diesel engine oil; the petrol models use 10W-30."),
        ]
    )
    p.append(
        [
            ("h1", "5  Torque values"),
            (
                "table",
                ["Joint", "Size", "Torque"],
                [
                    ["Pump head bolts", "M10", "40 Nm"],
                    ["Pump to engine coupling bolts", "M8", "25 Nm"],
                    ["Unloader valve lock nut", "M24", "60 Nm"],
                    ["Hose reel swivel retaining nut", "M30", "35 Nm"],
                    ["High-pressure fittings 1/2 in", "-", "55 Nm"],
                    ["High-pressure fittings 3/4 in", "-", "80 Nm"],
                    ["Wheel nuts (1)", "M12 x 1.5", "90 Nm"],
                ],
                [100, 34, 40],
            ),
            (
                "foot",
                [
                    "(1) Re-check the wheel nuts after the first 50 km following a wheel change.",
                ],
            ),
            ("space", 4),
            ("h1", "6  Setting the unloader valve"),
            ("p", "Tools: 0 to 400 bar test gauge, standard test nozzle (section 2.1), new seal wire."),
            (
                "steps",
                [
                    "Fit the test gauge at port G1 on the pump head.",
                    "Fit the standard test nozzle to the end of the jetting hose and place it in a drain or a tank.",
                    "Start the engine and run at full throttle with the jet valve open.",
                    "Loosen the lock nut and turn the adjusting screw until the gauge shows the unloader setting.",
                    "Close the jet valve. The pressure must not rise more than 15 bar above the setting.",
                    "Tighten the lock nut to its torque and fit a new seal wire through the adjuster.",
                ],
            ),
            (
                "p",
                "If the pressure spikes when the jet valve closes, the unloader piston is sticking. Clean it and "
                "fit seal kit BHS-7230 before setting again.",
            ),
        ]
    )
    p.append(
        [
            ("h1", "7  Winterising"),
            (
                "p",
                "Winterise whenever the unit will stand below 3 °C. Water left in the pump head freezes and cracks it.",
            ),
            (
                "steps",
                [
                    "Drain the tank through valve V1 and leave V1 open for 5 minutes.",
                    "Close V1 and pour the winterising mix into the empty tank.",
                    "Run the engine at idle with the reel valve open until coloured mix comes out of the nozzle.",
                    "Open the bypass valve for 10 s so that the mix also fills the unloader circuit.",
                    "Stop the engine. Leave the mix in the pump, hose and reel.",
                    "Collect the returned mix in a clean drum for re-use.",
                ],
            ),
            (
                "p",
                "The mix may be re-used for two winters if a refractometer shows a freezing point of -20 °C or lower.",
            ),
            ("space", 4),
            ("h1", "8  Hose reel swivel seal"),
            ("p", "A leaking swivel shows as a drip from the reel hub weep hole while jetting."),
            (
                "steps",
                [
                    "Stop the engine and open the jet valve to release pressure.",
                    "Remove the reel hub guard and undo the swivel retaining nut.",
                    "Pull out the swivel shaft and replace both O-rings and the back-up ring with kit BHS-7710.",
                    "Lubricate the new seals with silicone grease only; mineral grease swells them.",
                    "Refit the shaft and tighten the retaining nut to its torque (section 5).",
                    "Run at working pressure for 5 minutes and check the weep hole stays dry.",
                ],
            ),
        ]
    )
    p.append(
        [
            ("h1", "9  Fault codes"),
            (
                "p",
                "Codes appear on the control box display. The engine stops for codes F02, F04, F07 and F14; "
                "the others stop the pump clutch or show a warning only.",
            ),
            (
                "code",
                "F01",
                "Low tank level",
                "Float switch in the tank has dropped; the pump clutch disengages.",
                ["Refill the tank. If the tank is full, check the float for sticking."],
            ),
            (
                "code",
                "F02",
                "Engine oil pressure low",
                "Engine stopped by its oil pressure switch.",
                ["Check engine oil level and grade. Do not restart with low oil pressure."],
            ),
            (
                "code",
                "F03",
                "Pump inlet pressure low",
                "Inlet pressure below the minimum for more than 10 s.",
                ["Clean the tank outlet strainer and inlet filter; check the feed hose for kinks."],
            ),
            (
                "code",
                "F04",
                "Over-pressure",
                "Pump outlet pressure more than 20 bar above the unloader setting.",
                ["Check for a blocked nozzle; clean or repair the unloader valve (section 6)."],
            ),
            (
                "code",
                "F05",
                "Pump oil temperature high",
                "Pump crankcase above 80 °C.",
                ["Check pump oil level; do not run in bypass for more than 5 minutes at a time."],
            ),
            (
                "code",
                "F06",
                "Reel brake engaged",
                "Reel motor commanded while the reel brake is on.",
                ["Release the reel brake lever; adjust the brake switch."],
            ),
            (
                "code",
                "F07",
                "Engine over-speed",
                "Engine speed more than 10 % above full throttle speed.",
                ["Check throttle linkage and governor; do not run until repaired."],
            ),
            (
                "code",
                "F08",
                "Frost protection",
                "Water temperature in the pump head below 3 °C; pump clutch disengaged.",
                ["Move the unit to a warm place or winterise (section 7)."],
            ),
            (
                "code",
                "F09",
                "Remote control signal lost",
                "No signal from the radio remote for 2 s; the jet valve closes.",
                [
                    "Check the remote battery; re-pair the remote (hold PAIR for 5 s).",
                    "Keep within 100 m of the unit with a clear line of sight.",
                ],
            ),
        ]
    )
    p.append(
        [
            ("h2", "F09  Remote control signal lost (continued)"),
            (
                "bullets",
                [
                    "If the signal drops near the reel, check the antenna cable at the control box for water ingress.",
                ],
            ),
            (
                "code",
                "F10",
                "Service due",
                "Hour meter has reached a service interval.",
                ["Carry out the service (section 3); reset with the service key."],
            ),
            (
                "code",
                "F11",
                "Battery voltage low",
                "Battery below 11.8 V with the engine running.",
                ["Check the charging circuit and the battery terminals."],
            ),
            (
                "code",
                "F12",
                "Pressure sensor fault",
                "Pressure sensor signal below 4 mA or above 20 mA.",
                ["Check connector P1; replace the sensor BHS-5510."],
            ),
            (
                "code",
                "F13",
                "Fuel level low",
                "Less than 10 % fuel in the tank.",
                ["Refuel; check the fuel sender if the gauge reads wrong."],
            ),
            (
                "code",
                "F14",
                "Emergency stop pressed",
                "An emergency stop button is pressed or its circuit is open.",
                ["Release the button; check the circuit at terminal X2."],
            ),
            ("space", 3),
            ("h1", "10  Parts"),
            (
                "table",
                ["Part number", "Description", "Fits"],
                [
                    ["BHS-7710", "Reel swivel seal kit", "all"],
                    ["BHS-7230", "Unloader valve seal kit", "all"],
                    ["BHS-5510", "Pressure sensor 0 to 400 bar", "all"],
                    ["BHS-3104", "Plunger seal kit", "HJ-40, HJ-60"],
                    ["BHS-3108", "Plunger seal kit", "HJ-80"],
                    ["BHS-2045", "Test nozzle size 045", "HJ-40"],
                    ["BHS-2055", "Test nozzle size 055", "HJ-60"],
                    ["BHS-2070", "Test nozzle size 070", "HJ-80"],
                    ["BHS-1260", "Jetting hose 60 m x 1/2 in", "HJ-40"],
                    ["BHS-1280", "Jetting hose 80 m x 1/2 in", "HJ-60"],
                    ["BHS-1300", "Jetting hose 100 m x 3/4 in", "HJ-80"],
                    ["BHS-0930", "Pump oil PO-30, 1 l", "all"],
                ],
                [40, 98, 36],
                {"size": 8.5},
            ),
        ]
    )
    return p


def header():
    return (COMPANY, TITLE, KEY, VERSION)

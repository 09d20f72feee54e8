# ruff: noqa: E501
"""AQZ-SM-210 - OZG Series Ozone Generator, Service Manual (Issue 4).  Invented."""

COMPANY = "Aquozon Systems Ltd"
TITLE = "OZG Series Ozone Generator - Service Manual"
DOCNO = "AQZ-SM-210"
KEY = "AQZ-SM-210"
VERSION = "Issue 4"
FILE = "aqz-sm-210-issue-4.pdf"
EFFECTIVE_FROM = "2022-02-01"
RECORDED_AT = "2022-01-20T00:00:00Z"
PRODUCT = "OZG Series Ozone Generator"
VARIANTS = ["OZG-10", "OZG-20", "OZG-40"]


def pages():
    p1 = [
        ("title", "OZG Series Ozone Generator"),
        ("subtitle", "Service Manual - OZG-10, OZG-20 and OZG-40"),
        ("p", f"Document {DOCNO}, {VERSION}. Aquozon Systems Ltd, Unit 7 Harbour Trade Park, Wexmouth."),
        ("h1", "Scope"),
        (
            "p",
            "The OZG-10, OZG-20 and OZG-40 are water-cooled corona-discharge ozone generators for oxygen "
            "feed gas. This manual covers the generator cabinet: feed gas conditioning inside the cabinet, "
            "the generator cell, the high-voltage (HV) supply, cooling and the off-gas destruct unit. The "
            "oxygen concentrator, the injection system and the contact tank are supplied by others and are "
            "not covered. The physics behind the design is explained in AQZ-TH-005, Principle of Operation.",
        ),
        ("h1", "Contents"),
        (
            "table",
            dict(
                widths=[22, 118, 34],
                header=["Section", "Title", "Page"],
                rows=[
                    ["1", "Safety rules", "2"],
                    ["2", "Specifications", "3"],
                    ["3", "Feed gas and cooling water", "4"],
                    ["4", "Service intervals and tightening torques", "5"],
                    ["5", "Alarm and trip codes", "6"],
                    ["6", "Replacement parts", "8"],
                ],
                size=9,
            ),
        ),
        ("h2", "Model identification"),
        (
            "p",
            "The model and serial number are on the rating plate inside the left-hand cabinet door. Serial "
            "numbers have the form AQ followed by seven digits.",
        ),
    ]

    p2 = [
        ("h1", "1 Safety rules"),
        (
            "p",
            "Ozone is a toxic gas. Its sharp smell can be noticed well below harmful concentrations, but the "
            "sense of smell tires quickly, so never rely on it. A fixed ambient ozone monitor must be "
            "installed in every generator room. Its alarm is set at 0.1 ppm and it shuts the generator down "
            "at 0.3 ppm.",
        ),
        (
            "bullets",
            [
                "Do not operate the generator unless the off-gas destruct unit is running.",
                "Do not open the generator cell housing until the cell has been purged with dry feed gas for at "
                "least 10 minutes after shutdown.",
                "Do not use grease or oil on any part that is in contact with oxygen or ozone.",
                "Do not fit PVC parts or nitrile (NBR) seals in any ozone-carrying line.",
                "Do not start the generator with the cooling water flow below the minimum in Table 2-1.",
                "Do not work on the HV section before the HV busbar has been earthed with the earthing rod kept "
                "in the cabinet door.",
                "Do not enter the generator room when the red beacon is flashing.",
            ],
        ),
        ("h2", "1.2 Personal protective equipment"),
        (
            "p",
            "Wear safety glasses and nitrile gloves when handling dielectric tubes. A portable ozone detector "
            "must be carried when working on ozone lines. Oxygen-enriched atmospheres increase the fire "
            "risk: no smoking and no open flames within 5 m of the cabinet.",
        ),
        ("h2", "1.3 Lockout"),
        (
            "p",
            "Isolate the HV supply at isolator Q2 and the cabinet at main switch Q1. Fit personal locks to both. "
            "Close the feed gas valve V1 and the ozone outlet valve V10.",
        ),
    ]

    p3 = [
        ("h1", "2 Specifications"),
        (
            "table",
            dict(
                caption="Table 2-1 Technical data",
                widths=[68, 35, 35, 36],
                header=["Parameter", "OZG-10", "OZG-20", "OZG-40"],
                rows=[
                    ["Ozone production (a)", "100 g/h", "200 g/h", "400 g/h"],
                    ["Ozone concentration at rated output", "10 % wt", "10 % wt", "10 % wt"],
                    ["Oxygen feed flow at rated output", "0.7 Nm³/h", "1.4 Nm³/h", "2.8 Nm³/h"],
                    ["Feed gas pressure at inlet", "1.5 to 2.5 bar(g)", "1.5 to 2.5 bar(g)", "1.5 to 2.5 bar(g)"],
                    ["Ozone outlet pressure, maximum", "1.0 bar(g)", "1.0 bar(g)", "1.2 bar(g)"],
                    ["Specific energy consumption (b)", "10 kWh/kg", "9.5 kWh/kg", "9.0 kWh/kg"],
                    ["Power supply", "230 V 1~ 50 Hz", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Cooling water flow, minimum", "2 L/min", "4 L/min", "8 L/min"],
                    ["Cooling water inlet temperature, maximum", "25 °C", "25 °C", "25 °C"],
                    ["Number of dielectric tubes", "6", "12", "24"],
                    ["Cell supply frequency", "1.8 kHz", "1.8 kHz", "2.2 kHz"],
                    ["Turndown range", "10 to 100 %", "10 to 100 %", "10 to 100 %"],
                ],
                notes=[
                    "(a) With 93 % oxygen feed gas and 15 °C cooling water.",
                    "(b) Generator cell and HV supply only; the oxygen concentrator and any chiller are excluded.",
                ],
            ),
        ),
        (
            "p",
            "Ratings apply at up to 1000 m above sea level and 35 °C room temperature. The generator room "
            "must be ventilated with at least 6 air changes per hour.",
        ),
    ]

    p4 = [
        ("h1", "3 Feed gas and cooling water"),
        (
            "table",
            dict(
                caption="Table 3-1 Feed gas limits",
                widths=[90, 84],
                header=["Parameter", "Limit"],
                rows=[
                    ["Oxygen purity", "min. 90 %"],
                    ["Dew point at atmospheric pressure", "max. -60 °C"],
                    ["Hydrocarbons (as methane)", "max. 5 ppm"],
                    ["Particle filtration", "1 µm absolute"],
                ],
            ),
        ),
        (
            "table",
            dict(
                caption="Table 3-2 Cooling water limits",
                widths=[90, 84],
                header=["Parameter", "Limit"],
                rows=[
                    ["Inlet temperature", "max. 25 °C"],
                    ["Supply pressure", "max. 4 bar"],
                    ["Chloride (c)", "max. 50 mg/L"],
                    ["Suspended solids", "max. 10 mg/L"],
                ],
                notes=[
                    "(c) The cooling jacket is made of 316L stainless steel. Above this chloride level pitting of the "
                    "jacket is likely.",
                ],
            ),
        ),
        ("h2", "3.3 Inspecting the dielectric tubes"),
        (
            "steps",
            [
                "Stop ozone production and let the automatic purge run for 10 minutes.",
                "Switch off and lock out the HV supply at isolator Q2 and the cabinet at Q1.",
                "Earth the HV busbar with the earthing rod.",
                "Remove the cell end cover (eight M8 nuts).",
                "Withdraw one dielectric tube at a time, holding it by its fuse clip. Never pull on the HV brush.",
                "Inspect the tube for cracks, discoloration and a blown fuse. A brown film on the glass points to "
                "nitric acid from wet feed gas.",
                "Clean the tube with isopropyl alcohol and a lint-free cloth. Do not use water.",
                "Refit the tube with the fuse clip towards the HV terminal.",
                "Fit a new cover gasket and tighten the cover nuts crosswise to the torque in Table 4-2.",
                "Purge the cell with feed gas for 15 minutes before switching the HV supply on.",
            ],
        ),
    ]

    p5 = [
        ("h1", "4 Service intervals and tightening torques"),
        (
            "table",
            dict(
                caption="Table 4-1 Service intervals",
                widths=[71, 34, 34, 35],
                header=["Task", "OZG-10", "OZG-20", "OZG-40"],
                rows=[
                    ["Check feed gas dew point reading", "monthly", "monthly", "monthly"],
                    ["Replace feed gas inlet filter element", "12 months", "12 months", "6 months"],
                    ["Inspect dielectric tubes (d)", "4000 h", "4000 h", "3000 h"],
                    ["Replace off-gas destruct catalyst", "24 months", "24 months", "18 months"],
                    ["Calibrate ambient ozone monitor", "6 months", "6 months", "6 months"],
                    ["Clean cooling water strainer", "3 months", "3 months", "monthly"],
                    ["Replace tube fuses", "on condition", "on condition", "on condition"],
                    ["Test HV earthing rod and cable", "12 months", "12 months", "12 months"],
                ],
                notes=[
                    "(d) Halve the tube inspection interval if the feed gas dew point has been above -60 °C at any time "
                    "since the last inspection.",
                ],
            ),
        ),
        (
            "table",
            dict(
                caption="Table 4-2 Tightening torques",
                widths=[92, 32, 50],
                header=["Joint", "Thread", "Torque"],
                rows=[
                    ["Cell end cover nuts", "M8", "12 N·m"],
                    ["HV transformer terminals", "M6", "6 N·m"],
                    ["Ozone outlet flange bolts (PTFE gasket) (e)", "M12", "35 N·m"],
                    ["Earth connection, cell", "M8", "15 N·m"],
                    ["Cooling water unions", "G 3/4", "40 N·m"],
                ],
                notes=[
                    "(e) PTFE gaskets creep. Re-tighten the ozone outlet flange after the first 24 hours of operation.",
                ],
            ),
        ),
        (
            "p",
            "Record every service action in the generator log book, together with the hour meter reading "
            "and the feed gas dew point at the time of the visit.",
        ),
    ]

    p6 = [
        ("h1", "5 Alarm and trip codes"),
        (
            "p",
            "Codes beginning with A are alarms: the generator keeps running, in some cases at reduced output. "
            "Codes beginning with T are trips: the HV supply is switched off and the cell is purged. A trip "
            "must be acknowledged on the touch panel before restart.",
        ),
        (
            "table",
            dict(
                caption="Table 5-1 Alarm and trip codes",
                widths=[18, 62, 94],
                header=["Code", "Meaning", "Remedy"],
                rows=[
                    [
                        "A-101",
                        "Feed gas dew point above -60 °C",
                        "Check the oxygen concentrator dryer and its purge valve. Output is limited to 70 % until the dew "
                        "point is back below -60 °C.",
                    ],
                    [
                        "T-101",
                        "Feed gas dew point above -50 °C",
                        "Find and correct the moisture source. Purge the cell with dry gas for 60 minutes before restart.",
                    ],
                    [
                        "A-102",
                        "Feed gas pressure low (below 1.5 bar(g))",
                        "Check the concentrator output pressure and the inlet filter element.",
                    ],
                    [
                        "T-102",
                        "Feed gas pressure below 1.0 bar(g)",
                        "Check feed gas valve V1 and the supply line for leaks. Replace a blocked inlet filter element.",
                    ],
                    ["A-110", "Cooling water flow low", "Clean the cooling water strainer. Check the supply pressure."],
                    [
                        "T-110",
                        "Cooling water flow below the minimum in Table 2-1",
                        "Check the cooling water pump and valve V20. Do not restart until the flow is restored.",
                    ],
                    [
                        "A-115",
                        "Cooling water outlet temperature high (30 °C)",
                        "Check the inlet temperature and the flow. Output is reduced in steps of 10 %.",
                    ],
                    [
                        "T-115",
                        "Cooling water outlet temperature above 35 °C",
                        "Let the cell cool with water flowing. Find the cause as for A-115.",
                    ],
                    [
                        "T-120",
                        "HV overcurrent or tube fuse failure",
                        "1. Lock out Q2 and Q1 and earth the HV busbar. 2. Open the cell end cover. 3. Check all tube "
                        "fuses; a blown fuse shows a black window. (continued on next page)",
                    ],
                ],
                size=8.3,
            ),
        ),
    ]

    p7 = [
        ("h1", "5 Alarm and trip codes (continued)"),
        (
            "table",
            dict(
                caption="Table 5-1 Alarm and trip codes (continued)",
                widths=[18, 62, 94],
                header=["Code", "Meaning", "Remedy"],
                rows=[
                    [
                        "T-120 (cont.)",
                        "HV overcurrent or tube fuse failure",
                        "4. Withdraw each tube with a blown fuse and inspect it as in 3.3. 5. Replace cracked tubes; a "
                        "tube with an intact glass body may be refitted with a new fuse clip. 6. If no fuse has blown, "
                        "measure the HV transformer secondary insulation to earth with a 5 kV tester.",
                    ],
                    [
                        "A-130",
                        "Ambient ozone 0.1 ppm (room monitor alarm)",
                        "Ventilate the room. Search for leaks with the portable detector, starting at the outlet flange.",
                    ],
                    [
                        "T-130",
                        "Ambient ozone 0.3 ppm (room monitor shutdown)",
                        "Leave the room at once. Re-enter only with breathing protection once the monitor reads below "
                        "0.1 ppm.",
                    ],
                    [
                        "A-140",
                        "Off-gas destruct unit temperature low",
                        "Check the destruct heater and its thermostat. The unit needs 10 minutes of warm-up.",
                    ],
                    [
                        "T-141",
                        "Off-gas destruct heater failure",
                        "Check heater fuse F14 and the heater element (nominal 52 ohm). Replace the heater if open.",
                    ],
                    [
                        "A-150",
                        "Ozone concentration below setpoint by more than 15 % for 10 minutes",
                        "Check the feed gas purity and dew point. Inspect the dielectric tubes.",
                    ],
                    ["T-160", "Cabinet door opened during operation", "Close the door and acknowledge the trip."],
                    [
                        "T-170",
                        "Cell pressure above maximum ozone outlet pressure",
                        "Check that the outlet valve V10 is open and the injector is not blocked.",
                    ],
                ],
                size=8.3,
            ),
        ),
        ("h2", "5.2 Repeated trips"),
        (
            "p",
            "If the same trip occurs three times within 24 hours, the panel blocks further restarts. Contact "
            "Aquozon service; the block is cleared with the service password.",
        ),
    ]

    p8 = [
        ("h1", "6 Replacement parts"),
        (
            "table",
            dict(
                caption="Table 6-1 Replacement parts",
                widths=[22, 80, 24, 24, 24],
                header=["Part No.", "Description", "OZG-10", "OZG-20", "OZG-40"],
                rows=[
                    ["30-2201", "Dielectric tube assembly, 300 mm (f)", "6", "12", "n/a"],
                    ["30-2202", "Dielectric tube assembly, 450 mm (f)", "n/a", "n/a", "24"],
                    ["30-2250", "Tube fuse clip", "6", "12", "24"],
                    ["30-3100", "Feed gas inlet filter element, 1 µm", "1", "1", "2"],
                    ["30-4400", "Destruct catalyst cartridge, standard", "1", "1", "n/a"],
                    ["30-4410", "Destruct catalyst cartridge, large", "n/a", "n/a", "1"],
                    ["30-5120", "HV transformer, 1.8 kHz", "1", "1", "n/a"],
                    ["30-5140", "HV transformer, 2.2 kHz", "n/a", "n/a", "1"],
                    ["30-6010", "Cell end cover gasket, PTFE (g)", "2", "2", "2"],
                    ["30-7001", "Ambient ozone sensor head", "1", "1", "1"],
                    ["30-7200", "HV earthing rod with cable", "1", "1", "1"],
                ],
                notes=[
                    "(f) Tube assemblies are supplied with the fuse clip fitted.",
                    "(g) Fit new gaskets every time the cover is removed.",
                ],
            ),
        ),
        ("p", "Quote the model and the serial number (AQ plus seven digits) with every order."),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

"""Harrowgate Agri Mistral trailed field sprayers: operator's manual."""

from __future__ import annotations

import datetime as dt

from layout import Writer

FILE = "harrowgate-mistral-sprayer-operators-manual.pdf"
DOC_KEY = FILE
PAGES = 4
MODELS = ["Mistral 2400", "Mistral 3200", "Mistral 4000 HD"]


def build(path: str, created: dt.datetime) -> None:
    w = Writer(
        name=FILE,
        header_text="Harrowgate Agri Ltd.  |  Mistral Trailed Field Sprayers  |  Operator's Manual",
        footer_text="HA-OM-M24  Edition 3  (2024-01)",
        created=created,
        pages=PAGES,
        title="Mistral Trailed Field Sprayers Operator's Manual",
        author="Harrowgate Agri Ltd.",
    )

    # ------------------------------------------------------------------ page 1
    w.page()
    w.title("Mistral Trailed Field Sprayers")
    w.para("Operator's Manual - Mistral 2400, Mistral 3200, Mistral 4000 HD", size=12, style="B")
    w.para(
        "Document HA-OM-M24, edition 3. Read this manual and the instructions of the plant "
        "protection product before using the sprayer. HD = heavy-duty chassis with steering axle."
    )
    w.h2("Contents")
    w.toc(
        [
            ("1", "Specifications", 1),
            ("2", "Operation", 2),
            ("2.1", "Controller settings", 2),
            ("2.2", "Calibrating the flow meter", 2),
            ("2.3", "Nozzle output", 2),
            ("3", "Maintenance", 3),
            ("3.1", "Service schedule", 3),
            ("3.2", "Lubricants, torques and parts", 3),
            ("3.3", "Winter storage", 3),
            ("4", "Fault finding", 4),
        ]
    )
    w.h1("1  Specifications")
    widths = [58.0, 40.0, 40.0, 40.0]
    rows = [
        ["Main tank, nominal capacity", "2400 L", "3200 L", "4000 L"],
        ["Rinse water tank", "240 L", "320 L", "400 L"],
        ["Hand-wash tank", "15 L", "15 L", "15 L"],
        ["Boom working widths", "18 / 21 / 24 m", "21 / 24 / 28 m", "24 / 28 / 36 m"],
        ["Boom sections", "7", "9", "9 (1)"],
        ["Pump", "Diaphragm, 260 L/min", "Diaphragm, 300 L/min", "Diaphragm, 380 L/min (a)"],
        ["Max. working pressure", "15 bar", "15 bar", "20 bar"],
        ["Min. tractor power", "75 kW (100 hp)", "90 kW (120 hp)", "110 kW (150 hp)"],
        ["Max. drawbar load, full tank", "1,450 kg", "1,800 kg", "2,300 kg"],
        ["Weight, empty", "2,350 kg", "2,780 kg", "3,640 kg"],
        ["Standard tyres", "340/85 R38", "380/85 R38", "420/85 R42"],
        ["Track width, adjustable", "1.50 to 2.25 m", "1.50 to 2.25 m", "1.80 to 2.25 m"],
        ["Steering axle", "\u2014", "Option", "Standard"],
    ]
    w.table(["", *MODELS], rows, widths, size=8)
    w.footnotes(
        [
            "Pump output at 540 rpm PTO speed.",
            "(1) Mistral 4000 HD with 36 m boom: 11 sections.",
            "(a) Mistral 4000 HD with the 1000 rpm PTO gearbox option: 410 L/min.",
        ]
    )
    w.notice(
        "WARNING",
        "Never exceed 40 km/h on the road, and never exceed 25 km/h with a full tank. The sprayer "
        "brakes must be connected to the tractor before driving.",
    )

    # ------------------------------------------------------------------ page 2
    w.page()
    w.h1("2  Operation")
    w.h2("2.1  Controller settings")
    settings = [
        ["Target application rate", "200 L/ha", "50 to 800 L/ha"],
        ["Nozzle spacing", "0.50 m", "0.25 to 1.00 m"],
        ["Flow meter calibration factor", "600 pulses/L", "100 to 2000 pulses/L"],
        ["High pressure alarm", "8.0 bar", "2.0 to 20.0 bar"],
        ["Low tank level warning", "10 % of tank", "0 to 50 %"],
        ["Speed source", "Wheel sensor", "Wheel sensor, Radar, GNSS"],
        ["Section control overlap", "20 %", "0 to 100 %"],
        ["Boom fold lockout speed", "6 km/h", "2 to 10 km/h"],
    ]
    w.table(["Setting", "Default", "Range"], settings, [76, 46, 56], size=8)
    w.h2("2.2  Calibrating the flow meter")
    w.para("Calibrate at the start of each season and after replacing the flow meter.")
    w.steps(
        [
            ("Fill the main tank with at least 500 L of clean water.", []),
            (
                "Park the sprayer on level ground with the boom unfolded and the PTO at 540 rpm.",
                [],
            ),
            (
                "On the controller select CALIB > FLOW and press START.",
                ["The counter resets to zero.", "All sections open automatically."],
            ),
            (
                "Spray until about 200 L have been used, then press STOP.",
                ["Do not move the sprayer during the test."],
            ),
            (
                "Measure the volume actually used with the tank sight gauge or by refilling from a meter.",
                [],
            ),
            ("Enter the measured volume. The controller calculates the new pulses/L factor.", []),
            ("Repeat once; the two factors should agree within 2 %.", []),
        ]
    )
    w.h2("2.3  Nozzle output")
    w.para(
        "Output per nozzle in L/min with water. Choose the nozzle so that the target rate is reached at 2.5 to 3.5 bar."
    )
    nozzles = [
        ["02 (yellow)", "0.66", "0.80", "0.93"],
        ["025 (lilac)", "0.82", "1.01", "1.16"],
        ["03 (blue)", "0.99", "1.21", "1.39"],
        ["04 (red)", "1.32", "1.62", "1.87"],
        ["05 (brown)", "1.65", "2.02", "2.33"],
    ]
    w.table(["Nozzle size (colour)", "2 bar", "3 bar", "4 bar"], nozzles, [58, 40, 40, 40], size=8)

    # ------------------------------------------------------------------ page 3
    w.page()
    w.h1("3  Maintenance")
    w.h2("3.1  Service schedule")
    sched = [
        ["After each day", "Rinse the spray circuit with water from the rinse tank; clean the suction filter."],
        ["Daily", "Check pump oil level and the pressure filter; check tyre pressures."],
        ["After the first 10 h", "Re-torque the wheel nuts and drawbar eye bolts."],
        ["Every 50 h", "Grease the boom pivots, the drawbar eye and the steering axle pins."],
        ["After the first 50 h, then every 400 h or yearly", "Change the pump oil."],
        ["Every 200 h", "Check the pump diaphragms and valves; replace if the oil looks milky."],
        ["End of season", "Clean the whole sprayer inside and out and prepare it for winter storage (3.3)."],
    ]
    w.table(["Interval", "Task"], sched, [62, 116], size=8)
    w.h2("3.2  Lubricants, torques and parts")
    lub = [
        ["Pump oil", "SAE 30 non-detergent, 1.6 L", "SAE 30 non-detergent, 1.9 L", "SAE 30 non-detergent, 2.6 L"],
        ["Grease", "Lithium EP2", "Lithium EP2", "Lithium EP2"],
        ["Wheel nuts M22 x 1.5", "490 N·m", "490 N·m", "560 N·m"],
        ["Drawbar eye bolts", "310 N·m", "310 N·m", "310 N·m"],
        ["Tyre pressure, field", "1.6 bar", "1.4 bar", "1.8 bar"],
        ["Pump diaphragm kit", "HA-DK260", "HA-DK300", "HA-DK380"],
        ["Suction filter element, 32 mesh", "HA-SF32", "HA-SF32", "HA-SF40"],
        ["Pressure filter element, 50 mesh", "HA-PF50", "HA-PF50", "HA-PF50"],
    ]
    w.table(["", *MODELS], lub, [58.0, 40.0, 40.0, 40.0], size=8)
    w.para(
        "Pulsation damper: set the air pre-charge to one third of the normal spraying pressure, "
        "with the pump stopped and the circuit depressurised."
    )
    w.h2("3.3  Winter storage")
    w.steps(
        [
            ("Rinse the tank and the whole circuit and drain all water.", []),
            (
                "Put 40 L of antifreeze mixture (1 part automotive antifreeze, 2 parts water) into the tank.",
                [],
            ),
            (
                "Run the pump at low speed and open each section until antifreeze comes out of the nozzles.",
                ["Also run antifreeze through the rinse circuit.", "Operate every valve once."],
            ),
            ("Remove the controller and the display and store them in a dry, frost-free room.", []),
            ("Relieve the pressure in the pulsation damper.", []),
        ]
    )

    # ------------------------------------------------------------------ page 4
    w.page()
    w.h1("4  Fault finding")
    w.para("The controller shows alarms with a hexadecimal code in the top line. The most frequent codes are:")
    w.bullets(
        [
            "code 0x1A - no pulses from the flow meter: check the flow meter plug and clean the turbine.",
            "code 0x21 - pressure sensor signal out of range: check the sensor cable; replace the sensor "
            "if the signal stays below 4 mA.",
            "code 0x2F - speed signal lost: check the wheel sensor gap (2 to 4 mm) or the GNSS connection.",
            "code 0x3C - section valve did not report its end position within 3 s: clean the valve; "
            "check the motor supply voltage (minimum 11 V).",
            "code 0x44 - tank level sensor fault: check the sensor connector in the tank dome.",
        ]
    )
    w.para(
        "Any other code: switch the controller off and on. If the code comes back, note it and "
        "contact your Harrowgate dealer."
    )
    trouble = [
        [
            "Pressure cannot be reached",
            "Suction filter blocked or pump valves worn",
            "Clean the suction filter; check the pump valves.",
        ],
        [
            "Pressure fluctuates strongly",
            "Wrong pre-charge in the pulsation damper",
            "Set the pre-charge as described in 3.2.",
        ],
        ["Application rate too high at all speeds", "Wrong flow meter factor", "Calibrate the flow meter (2.2)."],
        [
            "Boom does not unfold",
            "Fold lockout active",
            "Reduce speed below the lockout setting; check the hydraulic coupling.",
        ],
        ["Foam coming out of the tank lid", "Agitation too strong", "Reduce agitation; add anti-foam agent."],
        ["Pump oil milky", "Diaphragm damaged", "Stop at once; replace the diaphragms and change the oil."],
    ]
    w.table(["Symptom", "Possible cause", "Remedy"], trouble, [52, 56, 70], size=8)
    w.notice(
        "CAUTION",
        "Wear gloves and eye protection when cleaning filters or nozzles. Rinse the circuit "
        "before opening any part that has contained spray liquid.",
    )
    w.output(path)

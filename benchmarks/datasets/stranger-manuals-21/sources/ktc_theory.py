"""TW-Series principle of operation, KTC-PO-0218 Issue 2 (PDF, 6 pages). Invented content.

Chapter 2 (pages 3 to 5) is a prose chapter of about 1,400 words explaining why
things are done; several explanation questions are answered from it.
"""

KEY = "KTC-PO-0218"
COMPANY = "Korvath Thermal Controls"
TITLE = "TW-Series Principle of Operation"
VERSION = "Issue 2"
FILE = "KTC-PO-0218_Issue2.pdf"
META = {
    "document": KEY,
    "version": VERSION,
    "effective_from": "2022-11-01",
    "effective_to": None,
    "recorded_at": "2022-10-26T00:00:00Z",
    "applicability": {
        "product": "TW-Series water temperature control unit",
        "variants": ["TW-9", "TW-12", "TW-18"],
    },
}

PROSE = {
    "intro": [
        "The service manual KTC-SM-0217 tells you what to do. This chapter explains why. Knowing the "
        "reasons helps when a situation is not covered by a procedure, and it shows why some rules that "
        "look over-cautious must still be followed.",
    ],
    "2.1  Why the circuit is kept under pressure": [
        "Water boils at 100 °C only at atmospheric pressure. At 140 °C it needs an absolute pressure of "
        "about 3.6 bar to stay liquid, and at 160 °C about 6.2 bar. The TW unit therefore fills the closed "
        "circuit from the mains through a pressure reducer, and the pump adds its own pressure on top. "
        "The controller compares the measured system pressure with the vapour pressure at the current "
        "supply temperature. If the margin becomes too small it limits the setpoint, because water that "
        "starts to boil inside the heater tank forms steam pockets. Steam carries very little heat away "
        "from the element surface, so the sheath temperature rises sharply and the element can fail "
        "within minutes.",
        "This is also why a unit connected to a low-pressure water supply cannot reach its full rated "
        "temperature. The setpoint limit of 90 °C described in the service manual keeps the water well "
        "below boiling at that pressure.",
    ],
    "2.2  Why the pump starts first and stops last": [
        "The heater elements deliver up to 18 kW into a tank of a few litres. Without circulation the "
        "water next to the elements would boil locally within seconds, even while the average tank "
        "temperature is still low. For this reason the heaters are released only after the flow switch "
        "FS1 has confirmed circulation, and they are switched off the moment FS1 opens.",
        "The same reasoning applies when the unit is stopped. The elements and the tank wall hold enough "
        "stored heat to raise the temperature of the stagnant water in the tank by more than 20 K. The "
        "pump therefore keeps running after a stop until the supply temperature has fallen below 70 °C. "
        "Switching off the main isolator straight after a stop defeats this after-run, and it is a "
        "common cause of a tripped safety thermostat or a lifted safety valve on the next start.",
    ],
    "2.3  Why air must be vented": [
        "Air in the circuit causes three separate problems. First, air collects at the highest point, "
        "usually the top of the heater tank, and leaves the upper part of the elements without water "
        "contact. Second, an air bubble at a temperature sensor insulates it from the water, so the "
        "controller sees a lower temperature than the real one and keeps heating. Third, air drawn into "
        "the pump impeller causes cavitation noise and a drop in flow that can open the flow switch. "
        "The venting program runs the pump in short pulses so that bubbles are carried to the vent "
        "valve instead of being broken up into a fine foam that stays in suspension.",
    ],
    "2.4  Why cooling is indirect": [
        "Some temperature controllers cool by injecting mains water directly into the circuit and "
        "draining hot water. This responds quickly, but it brings fresh, hard water into the circuit "
        "with every cooling cycle, and the scale it leaves behind builds up in the mould channels. The "
        "TW series uses a plate heat exchanger instead, so that the mould circuit remains a closed loop. "
        "The water in the mould circuit is filled once and afterwards only topped up, which keeps scale "
        "in the mould to a minimum. The price is a slightly slower response to a sudden heat load, "
        "which the controller compensates by opening the cooling valve earlier.",
    ],
    "2.5  Why the glycol content is limited": [
        "Glycol lowers the freezing point and is needed for setpoints close to or below the cooling "
        "water temperature. However, a water-glycol mixture has a lower specific heat and a higher "
        "viscosity than water. At 30% glycol the pump delivers roughly 10% less flow, and heat transfer "
        "at the heater sheath falls. Above that concentration the flow through a mould with narrow "
        "channels can fall below the flow switch limit, so the unit trips with A03 even though nothing "
        "is blocked.",
    ],
    "2.6  Why scale matters": [
        "Scale conducts heat about twenty times worse than steel. A layer of 1 mm on a heater sheath "
        "can raise the sheath temperature by more than 100 K at full load, which shortens the life of "
        "the element dramatically. In the heat exchanger, scale on the cooling water side reduces the "
        "cooling capacity, and the unit can then no longer hold low setpoints. Scale builds up in "
        "proportion to the water hardness and to the amount of heat transferred. That is why the "
        "descaling interval is shorter for the larger TW-18 and is halved for hard water.",
    ],
    "2.7  Why the return temperature is measured": [
        "The controller regulates on the supply temperature T1. The return temperature T2 is not needed "
        "for control, but the difference between T1 and T2 tells the technician how much heat the mould "
        "takes up or gives off. For a given flow, a large difference means a high heat load. A difference "
        "that grows over weeks while the process stays the same points to falling flow, usually from a "
        "blocked strainer or from scale in the mould channels.",
    ],
    "2.8  Why the safety valve is set well above pump pressure": [
        "The safety valve protects the circuit if the pressure reducer fails, or if water trapped "
        "between closed valves is heated. It is set several bar above the highest pressure that occurs "
        "in normal operation, which is the fill pressure plus the pump pressure. If it were set close "
        "to the working pressure, every pressure peak at pump start would lift it slightly. A valve that "
        "lifts often does not reseat cleanly, because scale and dirt settle on the seat. This is also "
        "why a dripping safety valve is replaced and not cleaned: once the seat is damaged, it will "
        "not seal reliably again.",
    ],
    "2.9  Why autotuning needs the mould connected": [
        "The control parameters depend mainly on how much heat the circuit can store and how quickly it "
        "can exchange heat. The unit itself holds only a few litres of water, while a large mould with "
        "its steel mass and hoses stores many times more heat. Autotuning with a short hose bridge "
        "instead of the mould therefore produces parameters that are far too aggressive for the real "
        "process, and the temperature oscillates once the mould is connected.",
    ],
    "2.10  Why cooling pulses are shortened at high temperature": [
        "When the supply temperature is well above 100 °C, cold water entering the heat exchanger can "
        "boil on the hot plates and cause pressure shocks, and the sudden temperature change stresses "
        "the brazed joints. At setpoints above 120 °C the controller therefore limits cooling to short "
        "pulses and lets the exchanger warm up again between pulses.",
    ],
    "2.11  Why hoses are disconnected only when cool": [
        "Water above about 60 °C scalds skin within a few seconds, and pressurised water above 100 °C "
        "partly flashes into steam the moment it escapes, spraying a much larger area than a simple "
        "leak. Waiting until the supply is below 50 °C and the gauge reads zero removes both hazards. "
        "The quick couplings are designed to seal under pressure; they are not designed to be opened "
        "under pressure.",
    ],
    "2.12  Why both mould valves must never be closed": [
        "With both mould valves closed the pump moves no water. All of the motor power is then turned "
        "into heat inside the pump casing, and the small volume of water trapped there heats up quickly. "
        "Within a few minutes the mechanical seal runs dry on a film of steam and its faces crack. The "
        "flow switch would switch the heaters off, but it cannot protect the pump itself. That is why "
        "the manual forbids this operating state instead of relying on an alarm.",
    ],
    "2.13  Why the STB is reset only after cooling": [
        "The safety thermostat STB is a capillary device with a mechanical reset. If it is reset while "
        "the water is still close to its trip point, the heaters can restart at once and drive the "
        "temperature up again before the controller has settled, so the STB trips again and again. "
        "Every trip wears its contacts. Waiting until the unit has cooled below 100 °C gives a clear "
        "margin, and it also makes sure that the pump after-run has removed the stored heat from the "
        "elements.",
    ],
}


def _section(title):
    return [("h2", title)] + [("p", t) for t in PROSE[title]]


PAGES = [
    [
        ("title", "TW-Series Principle of Operation"),
        ("subtitle", "Temperature control units TW-9, TW-12 and TW-18"),
        ("p", "Document KTC-PO-0218, Issue 2, October 2022."),
        ("h1", "About this document"),
        (
            "p",
            "This document explains how TW-Series units work and why the service procedures in "
            "KTC-SM-0217 are written the way they are. It is background reading for service "
            "technicians and trainers. It contains no setting values that override the service manual.",
        ),
        ("h1", "Contents"),
        (
            "table",
            [130, 30],
            ["Chapter", "Page"],
            [
                ["1  System overview", "page 2"],
                ["2  Why the unit works the way it does", "page 3"],
                ["3  Control", "page 6"],
                ["4  Glossary", "page 6"],
            ],
        ),
        ("h1", "Issue history"),
        (
            "table",
            [20, 26, 128],
            ["Issue", "Date", "Changes"],
            [
                ["1", "2019-12-02", "First issue."],
                ["2", "2022-10-18", "Chapter 2 rewritten; glossary added."],
            ],
        ),
    ],
    [
        ("h1", "1  System overview"),
        ("h2", "1.1  Water circuit"),
        (
            "p",
            "The TW unit is a closed, pressurised water circuit. The pump draws water from the heater "
            "tank and sends it to the mould through the supply line. The water returns through the "
            "plate heat exchanger, where heat can be removed into the cooling water, and flows back "
            "into the heater tank.",
        ),
        (
            "table",
            [40, 134],
            ["Item", "Function"],
            [
                ["P1 Circulation pump", "Circulates the system water through tank, mould and heat exchanger"],
                ["H1 Heater tank", "Holds the heater elements; 4.5 L on TW-9 and TW-12, 7 L on TW-18"],
                ["HX1 Heat exchanger", "Plate type; transfers heat from the system water to the cooling water"],
                ["Y1 Cooling valve", "Solenoid valve; opens the cooling water flow through HX1"],
                ["FS1 Flow switch", "Confirms circulation before the heaters are released"],
                ["PS1 Pressure switch", "Switches the unit off at low system pressure"],
                ["T1, T2 Sensors", "Pt100 sensors for supply and return temperature"],
                ["STB Thermostat", "Independent over-temperature cut-out with manual reset"],
                ["SV1 Safety valve", "Limits the system pressure"],
                ["V5 Drain valve", "Drains the heater tank"],
            ],
        ),
        ("h2", "1.2  Start sequence"),
        (
            "p",
            "At start the controller opens the fill valve until the system pressure is reached, starts "
            "P1, waits until FS1 reports flow and PS1 reports pressure, and only then releases the "
            "heaters. The sequence is the same in local and remote mode.",
        ),
    ],
    [("h1", "2  Why the unit works the way it does")]
    + [("p", t) for t in PROSE["intro"]]
    + _section("2.1  Why the circuit is kept under pressure")
    + _section("2.2  Why the pump starts first and stops last")
    + _section("2.3  Why air must be vented"),
    _section("2.4  Why cooling is indirect")
    + _section("2.5  Why the glycol content is limited")
    + _section("2.6  Why scale matters")
    + _section("2.7  Why the return temperature is measured"),
    _section("2.8  Why the safety valve is set well above pump pressure")
    + _section("2.9  Why autotuning needs the mould connected")
    + _section("2.10  Why cooling pulses are shortened at high temperature")
    + _section("2.11  Why hoses are disconnected only when cool")
    + _section("2.12  Why both mould valves must never be closed")
    + _section("2.13  Why the STB is reset only after cooling"),
    [
        ("h1", "3  Control"),
        (
            "p",
            "The controller uses a PID algorithm on the supply temperature T1. Heating and cooling "
            "share one output: positive output drives the heaters, negative output pulses the cooling "
            "valve. Default parameters are listed below; autotuning replaces them.",
        ),
        (
            "table",
            [84, 40, 50],
            ["Parameter", "Default", "Range"],
            [
                ["Proportional band", "8 K", "1 to 50 K"],
                ["Integral time", "120 s", "10 to 900 s"],
                ["Derivative time", "20 s", "0 to 300 s"],
                ["Cooling pulse period", "10 s", "2 to 30 s"],
                ["After-run stop temperature", "70 °C", "fixed"],
            ],
        ),
        ("h1", "4  Glossary"),
        (
            "table",
            [40, 134],
            ["Term", "Meaning"],
            [
                ["After-run", "Pump operation after a stop, until the water has cooled"],
                ["Autotuning", "Automatic measurement of the control parameters"],
                ["Cavitation", "Formation and collapse of vapour bubbles in the pump"],
                ["Fill pressure", "Static system pressure set by the pressure reducer"],
                ["°dH", "German degree of water hardness"],
                ["Supply", "Water flowing from the unit to the mould"],
                ["Return", "Water flowing from the mould back to the unit"],
            ],
        ),
    ],
]

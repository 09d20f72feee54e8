"""AQZ-TH-005 - Principle of Operation, OZG ozone generators (Issue 2).  Invented.

Chapter 2 is the prose chapter (about 1,400 words) that explains why the
generator is built and run the way it is.
"""

COMPANY = "Aquozon Systems Ltd"
TITLE = "Principle of Operation - Corona-Discharge Ozone Generation in OZG Generators"
DOCNO = "AQZ-TH-005"
KEY = "AQZ-TH-005"
VERSION = "Issue 2"
FILE = "aqz-th-005-principle-of-operation.pdf"
EFFECTIVE_FROM = "2021-09-01"
RECORDED_AT = "2021-08-27T00:00:00Z"
PRODUCT = "OZG Series Ozone Generator"
VARIANTS = ["OZG-10", "OZG-20", "OZG-40"]

CH2 = [
    ("h2", "2.1 How ozone is made in the cell"),
    (
        "p",
        "Ozone is formed when oxygen molecules are split by electrons in a silent electrical discharge. In "
        "the OZG cell each glass dielectric tube sits inside a stainless steel tube that forms the earthed "
        "electrode, leaving a narrow ring-shaped gap through which the feed gas flows. A high alternating "
        "voltage on the inner electrode makes tiny discharges cross the gap thousands of times per second. "
        "Each discharge breaks some oxygen molecules into single atoms, and each free atom then joins an "
        "oxygen molecule to form ozone.",
    ),
    (
        "p",
        "The glass dielectric is essential. It limits the charge that each micro-discharge can carry, so the "
        "discharge stays spread out as a cold corona instead of collapsing into a hot arc. An arc would "
        "heat the gas locally and destroy more ozone than it makes.",
    ),
    (
        "p",
        "The gap is kept narrow, well under one millimetre. A narrow gap lets the discharge start at a "
        "moderate voltage and keeps all of the gas close to a cooled wall. A wider gap would need a higher "
        "voltage, which stresses the glass, and the gas in the middle of the gap would run hotter.",
    ),
    (
        "p",
        "The cell is supplied at medium frequency instead of mains frequency. The amount of ozone made in "
        "each cycle is set mainly by the voltage, so a higher frequency gives more discharges per second "
        "and more ozone from the same cell at the same peak voltage. Working at a moderate peak voltage "
        "protects the glass and lets the tubes last longer.",
    ),
    ("h2", "2.2 Why the feed gas must be dry"),
    (
        "p",
        "Moisture is the most common cause of poor output and early failure. Water vapour in the discharge "
        "forms hydroxyl radicals, which destroy ozone, so the yield falls as the dew point rises. Worse, "
        "concentrator oxygen always contains some nitrogen, and the discharge turns part of it into "
        "nitrogen oxides. With moisture present these form nitric acid, which settles on the glass as a "
        "brown film, corrodes the stainless electrodes and finally leads to tracking and tube failure. "
        "The dew point is measured continuously at the cell inlet, since a dryer fault can show up within "
        "minutes.",
    ),
    (
        "p",
        "This is why the feed gas dew point must stay at -60 °C or lower, why the controller limits the "
        "output when the dew point rises, and why it trips the generator when the dew point rises further. "
        "After a wet-gas event the cell is purged with dry gas for a long time, to drive moisture and acid "
        "out of the gap before the high voltage is switched on again. For the same reason the cell is "
        "purged with dry gas at every shutdown. A cell left standing with ozone and humid room air inside "
        "would collect moisture on the glass surfaces overnight.",
    ),
    ("h2", "2.3 Why the cell is water-cooled"),
    (
        "p",
        "Only a small part of the electrical energy ends up in ozone; most of it becomes heat in the gap. "
        "Ozone breaks down faster as its temperature rises, so a warm cell destroys part of its own "
        "product. Holding the gas temperature low is therefore the most effective way to keep the yield "
        "high. The water jacket carries the heat away from the outer electrodes. The water must also be "
        "clean: sludge and scale on the outside of the electrodes insulate them and raise the gas "
        "temperature even when the water itself is cold, which is why the strainer is cleaned regularly.",
    ),
    (
        "p",
        "When the cooling water becomes too warm, the generator first reduces its output and then trips. "
        "A hot cell makes less ozone for the same power and ages the dielectric faster. The cooling water "
        "flow is monitored as well as its temperature, because a loss of flow overheats the electrodes "
        "within seconds, long before a water temperature sensor would notice the change.",
    ),
    ("h2", "2.4 Why the output is ramped up"),
    (
        "p",
        "When the generator starts, the HV supply raises the power over about two minutes instead of "
        "switching straight to the setpoint. The glass tubes are at room temperature when the discharge "
        "starts. A sudden step to full power heats the inner surface of the glass faster than the outer "
        "surface and sets up thermal stress that can crack the tube. The ramp also gives the cooling water "
        "and the destruct unit time to reach steady conditions before the full ozone flow arrives.",
    ),
    ("h2", "2.5 Why the concentration is limited"),
    (
        "p",
        "The ozone concentration leaving the cell rises when the gas flow is reduced. Above about 10 % by "
        "weight, however, ozone is destroyed in the discharge almost as fast as it is made, and the energy "
        "used per kilogram climbs steeply. The OZG generators are therefore rated at 10 % wt. Higher "
        "concentrations can be reached, but they waste power and run the cell hotter. In practice most "
        "water treatment plants run their generators between 6 and 10 % wt.",
    ),
    ("h2", "2.6 Why the materials matter"),
    (
        "p",
        "Ozone is one of the strongest oxidising agents in everyday industrial use, and it attacks most "
        "rubbers and plastics. Nitrile and natural rubber crack within days, and PVC turns brittle and "
        "gives off chlorinated products. That is why only PTFE, PVDF and FKM seals and 316L stainless "
        "steel are used in the gas path. Oil and grease are banned for a different reason: in oxygen-rich "
        "gas they can ignite, and a thin oil film on a valve seat can start a fire inside the pipe.",
    ),
    ("h2", "2.7 Why the off-gas is destroyed"),
    (
        "p",
        "Only part of the ozone dissolves in the water of the contact tank. The rest leaves with the vent "
        "gas, and releasing it would soon push the room above the exposure limit. The destruct unit passes "
        "the vent gas over a heated catalyst that turns ozone back into oxygen. The catalyst is heated to "
        "stop water droplets from condensing on it, because a wet catalyst loses its activity. The "
        "catalyst also loses activity slowly as dust and traces of oil build up on it. It is replaced on a "
        "fixed schedule rather than when it fails, because a spent catalyst gives no warning until ozone "
        "is already escaping.",
    ),
    (
        "p",
        "A check valve and a moisture trap sit between the injector and the generator. If the pressure in "
        "the ozone line drops, they stop water from flowing back into the cell. Water in the cell would "
        "crack hot tubes and short-circuit the high voltage to earth.",
    ),
    ("h2", "2.8 Why oxygen is used as feed gas"),
    (
        "p",
        "The OZG generators are designed for oxygen from a concentrator rather than dried air. Air contains "
        "only about 21 % oxygen, so the same cell makes roughly half as much ozone from air, and at a much "
        "lower concentration. Air also brings about four times more nitrogen into the discharge, which means "
        "more nitrogen oxides and a greater risk of nitric acid if the dryer falters. A little nitrogen is "
        "still useful: concentrator oxygen of about 93 % purity gives a slightly higher yield than pure "
        "bottled oxygen, because the nitrogen helps to sustain the discharge.",
    ),
    ("h2", "2.9 Why each tube has its own fuse"),
    (
        "p",
        "The cell contains many tubes connected in parallel to one HV supply. If the glass of one tube "
        "cracks, the discharge in that tube turns into an arc and draws a large current. Without a fuse, "
        "this single fault would trip the whole generator. The fuse clip on each tube opens and takes only "
        "that tube out of service, so the generator can keep running at slightly reduced output until the "
        "next planned stop. The blown fuse also shows the technician at a glance which tube has failed.",
    ),
    ("h2", "2.10 Why the cell is purged before it is opened"),
    (
        "p",
        "Ozone remains in the gap and in the manifolds after the high voltage is switched off. It decays "
        "only slowly at room temperature, and opening the housing would release it straight into the face "
        "of the technician. The purge pushes the remaining ozone through the destruct unit. Purging with "
        "dry feed gas rather than room air also keeps moisture off the glass while the cover is open.",
    ),
    ("h2", "2.11 Why alarms come before trips"),
    (
        "p",
        "Most conditions have two levels. The first level, an alarm, gives the operator time to react while "
        "the plant keeps treating water, often at reduced output. The second level, a trip, protects the "
        "cell when the condition becomes serious enough to cause damage. Water treatment plants depend on "
        "a steady ozone dose, so an unplanned trip can cost as much as the fault itself; the two-step "
        "approach keeps trips for the cases where they are really needed.",
    ),
    (
        "p",
        "The production can be turned down to 10 % of rated output but no further. Below that, the voltage "
        "is too close to the level at which the discharge starts, and some tubes stop discharging while "
        "others carry the whole load. The result is uneven wear of the tubes and an unsteady ozone dose.",
    ),
]


def pages():
    p1 = [
        ("title", "Principle of Operation"),
        ("subtitle", "Corona-discharge ozone generation in OZG-10, OZG-20 and OZG-40 generators"),
        ("p", f"Document {DOCNO}, {VERSION}. Aquozon Systems Ltd, Unit 7 Harbour Trade Park, Wexmouth."),
        ("h1", "1 Purpose and scope"),
        (
            "p",
            "This document explains how the OZG generators make ozone and why they are built, operated and "
            "maintained the way they are. It is intended for service technicians, plant operators and "
            "trainers. It gives background only: for limits, intervals, codes and procedures always use the "
            "Service Manual AQZ-SM-210 and any service bulletins in force.",
        ),
        ("h1", "Contents"),
        (
            "table",
            dict(
                widths=[22, 118, 34],
                header=["Chapter", "Title", "Page"],
                rows=[
                    ["1", "Purpose and scope", "1"],
                    ["2", "Why the generator works the way it does", "2"],
                    ["3", "Control loops and interlocks", "5"],
                    ["4", "Glossary", "6"],
                    ["5", "References", "6"],
                ],
                size=9,
            ),
        ),
        ("h2", "How to read this document"),
        (
            "p",
            "Chapter 2 follows the gas through the generator: from the feed gas inlet, through the cell and "
            "its cooling, to the off-gas destruct unit. Each section answers one question that trainees "
            "often ask. Chapter 3 shows how the controller turns these rules into alarms, trips and limits.",
        ),
    ]
    ch2 = [("h1", "2 Why the generator works the way it does"), *CH2]
    # explicit split of chapter 2 over pages 2-4
    p2 = ch2[:9]
    p3 = ch2[9:16]
    p4 = ch2[16:]

    p5 = [
        ("h1", "3 Control loops and interlocks"),
        (
            "p",
            "The OZG controller runs three closed loops and a set of interlocks. The loops adjust the HV "
            "power and the gas flow; the interlocks switch the HV supply off when a condition from chapter "
            "2 is no longer met.",
        ),
        (
            "table",
            dict(
                caption="Table 3-1 Control loops",
                widths=[44, 50, 44, 36],
                header=["Loop", "Measured value", "Actuator", "Loop type"],
                rows=[
                    ["Ozone production", "Ozone analyser QT-30 in the outlet line", "HV power setpoint", "PI"],
                    ["Cell pressure", "Pressure transmitter PT-02", "Outlet control valve CV-10", "PI"],
                    ["Feed gas flow", "Mass flow meter FT-01", "Feed gas control valve CV-01", "PI"],
                ],
            ),
        ),
        (
            "table",
            dict(
                caption="Table 3-2 Interlocks",
                widths=[60, 60, 54],
                header=["Condition", "Sensor", "Action"],
                rows=[
                    ["Feed gas too wet", "Dew point transmitter DT-01", "limit output, then trip"],
                    ["Cooling water flow lost", "Flow switch FS-20", "trip"],
                    ["Cooling water too warm", "Temperature transmitter TT-21", "reduce output, then trip"],
                    ["Destruct unit not ready", "Thermostat TS-40", "block start"],
                    ["Room ozone high", "Ambient monitor AT-50", "trip and ventilate"],
                    ["Cabinet door open", "Door switches S1, S2", "trip"],
                ],
            ),
        ),
        (
            "p",
            "The concentration setpoint is entered in % wt on the touch panel. The production loop keeps the "
            "measured concentration at the setpoint by changing the HV power; the feed gas flow loop holds "
            "the gas flow at the value calculated from the production setpoint.",
        ),
    ]

    p6 = [
        ("h1", "4 Glossary"),
        (
            "table",
            dict(
                widths=[44, 130],
                header=["Term", "Meaning"],
                rows=[
                    [
                        "Corona discharge",
                        "Silent electrical discharge through a gas, spread over many micro-discharges",
                    ],
                    ["Dielectric", "Insulating layer (here glass) between the electrodes that limits each discharge"],
                    ["Dew point", "Temperature at which the moisture in the gas would start to condense"],
                    ["% wt", "Ozone concentration as a percentage of the gas mass"],
                    ["Nm³/h", "Gas flow in normal cubic metres per hour (0 °C, 1.013 bar)"],
                    ["Specific energy", "Electrical energy used per kilogram of ozone produced"],
                    ["Tracking", "Conductive path formed on an insulating surface by discharges and deposits"],
                ],
            ),
        ),
        ("h1", "5 References"),
        (
            "bullets",
            [
                "AQZ-SM-210 OZG Series Ozone Generator - Service Manual",
                "AQZ-IN-212 OZG Installation Instructions",
                "AQZ-TR-020 Training module: ozone safety in water treatment",
            ],
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


def chapter2_word_count():
    return sum(len(b[1].split()) for b in CH2 if b[0] == "p")

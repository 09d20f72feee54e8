# ruff: noqa: E501
"""Brennlund Agri Machines - Tornfield MF mixed-flow grain dryers.

"Principle of Operation and Control Settings", Issue 2 (PDF). Chapter 1 is a
prose theory chapter (well over 1,200 words) explaining why and how the dryer
works; chapter 2 holds crop temperature limits, model data and alarms.
Everything here is invented.
"""

KEY = "BAM-TMF-PO"
PRODUCT = "Tornfield MF mixed-flow grain dryer"
VARIANTS = ["MF-12", "MF-18", "MF-24"]

THEORY_1 = [
    ("h1", "1 Principle of operation"),
    ("h2", "1.1 What the dryer has to do"),
    (
        "p",
        "Freshly harvested grain often holds more water than it can safely keep in store. Wheat harvested at 20 % moisture will heat, grow mould and lose germination within days, while the same wheat at 14.5 % keeps for a year. The dryer removes the difference. It does this with air, and the whole design of the Tornfield follows from two facts about air.",
    ),
    (
        "p",
        "The first fact is that warm air can carry much more water vapour than cold air. When outside air is heated by the burner, the amount of water it holds does not change, but its relative humidity falls sharply, because its capacity has grown. Air at 15 °C and 80 % relative humidity, heated to 70 °C, leaves the burner at less than 5 % relative humidity. Such dry air pulls moisture out of the kernel surface quickly. The higher the air temperature, the less air the dryer needs to move for every kilogram of water removed, and fan power is one of the largest running costs.",
    ),
    (
        "p",
        "The second fact is that evaporation uses heat. Every kilogram of water that leaves the grain takes about 2.4 MJ with it as latent heat, and that heat comes out of the air. The air therefore cools as it passes through wet grain and warms less as the grain gets drier. This is why the exhaust air temperature is such a useful signal: cold exhaust air means the grain column is still giving up a lot of water, warm exhaust air means the grain is nearly dry. The controller described in 1.4 uses this directly.",
    ),
    ("h2", "1.2 Why mixed flow"),
    (
        "p",
        "In a simple cross-flow dryer, the grain falls in a straight column and hot air blows across it from one side. The kernels next to the hot-air side meet the hottest, driest air all the way down and are overdried and overheated, while the kernels on the exhaust side only ever meet air that is already cool and moist, and come out too wet. The average moisture may be right, but the spread is wide and the hot side limits the air temperature that can be used.",
    ),
    (
        "p",
        "The Tornfield column is instead filled with rows of roof-shaped ducts. Inlet ducts, open to the hot-air plenum, alternate with outlet ducts, open to the exhaust side. As the grain flows down between them, each kernel passes close to an inlet duct, then close to an outlet duct, then close to an inlet duct again, many times over. Part of the time it meets hot air moving in the same direction as the grain, part of the time against it, and part of the time across it. Every kernel receives nearly the same treatment, so the moisture spread at the outlet is small. Because no kernel stays next to the hot air for long, the grain itself stays much cooler than the air, and the dryer can use a higher air temperature for the same grain temperature limit. That is where most of the fuel saving of a mixed-flow dryer comes from.",
    ),
    (
        "p",
        "The roof ducts also keep the grain moving as a mass. There are no screens for fines and chaff to block, and the grain flow is the same across the whole width of the column, provided that the column is kept full. If the level in the garner bin falls below the top level sensor, air short-circuits through the empty upper ducts, and the controller stops the burner.",
    ),
]

THEORY_2 = [
    ("h2", "1.3 Heating zone, cooling zone and recirculation"),
    (
        "p",
        "The column is divided by a sealed partition into a heating zone above and a cooling zone below. In the cooling zone the fans draw unheated outside air through the grain. Grain must be cooled before it goes into store because warm grain keeps respiring: it loses dry matter, it gives off moisture that condenses on cold silo walls and roofs, and it offers ideal conditions to insects and moulds. The target is grain that leaves the dryer within 5 °C of the outside air temperature. In very warm weather the cooling zone cannot reach this, and the grain must then be cooled further by aeration in store.",
    ),
    (
        "p",
        "Cooling the grain also recovers heat. The air leaving the cooling zone has taken up the heat of the grain and is dry, because it has passed through grain that is already dry. Instead of throwing this warm air away, the Tornfield ducts it back to the burner inlet. The lowest section of the heating zone exhausts air of the same kind, warm and far from saturated, and it is recirculated as well. Together these return flows cut fuel use by 10 to 20 % depending on the weather. The upper heating zone is never recirculated: its exhaust air is cool and close to saturation, and returning it to the burner would only add water to the drying air.",
    ),
    ("h2", "1.4 How moisture is controlled"),
    (
        "p",
        "The burner holds the hot-air temperature at its setpoint. The moisture of the grain leaving the dryer is not controlled by the burner but by how long the grain stays in the heating zone, and that depends only on the speed of the discharge metering rollers at the bottom of the column. Slower rollers mean a longer residence time and drier grain; faster rollers mean a shorter time and wetter grain, with more throughput.",
    ),
    (
        "p",
        "The controller sets the roller speed from the exhaust air temperature measured in the lower heating zone, for the reason given in 1.1. When a batch of wetter grain enters the column, evaporation increases, the exhaust air cools, and the controller slows the rollers before the wet grain has reached the outlet. A moisture sensor at the discharge would react too late: by the time it sees wet grain, the whole column is already full of it. Capacitive moisture sensors are also affected by grain temperature and need several minutes of readings to settle. The Tornfield therefore uses the outlet moisture sensor only to trim the exhaust temperature setpoint slowly, by at most 0.5 °C every 15 minutes, while the exhaust temperature loop does the fast work. Operators who switch the moisture trim off will find that the dryer still works, but the outlet moisture drifts with the weather.",
    ),
    (
        "p",
        "Starting with the column full of cold wet grain is the one situation in which the exhaust temperature is misleading, because the upper grain has not yet been heated. For the first 30 minutes after a cold start the controller runs the rollers at a fixed minimum speed and ignores the exhaust signal.",
    ),
]

THEORY_3 = [
    ("h2", "1.5 Why the temperature limits differ between crops"),
    (
        "p",
        "What the air temperature may be depends on what the grain will be used for. Grain for feed only has to keep its nutritional value, and starch and protein tolerate high temperatures, so feed wheat may be dried with hot air up to the limit in Table 2.1. Seed grain and malting barley must still germinate after drying. The living embryo is damaged if the kernel itself gets too hot, so for these crops the limit is really a grain temperature limit, and the air temperature is set low enough to keep the kernel below it. Milling wheat lies between the two: too much heat damages the gluten and the baking quality of the flour.",
    ),
    (
        "p",
        "Maize can be dried with very hot air, but it cracks when it is dried or cooled too fast, because the outer layers shrink before the centre. Stress-cracked kernels break in handling and give broken maize and dust. For this reason maize above 28 % moisture should be dried in two passes, with the grain resting in a holding bin for at least 6 hours between them so that moisture can move from the centre of the kernel to the surface.",
    ),
    (
        "p",
        "Oilseed rape is a small seed with a high oil content. It dries easily, but its fine particles and the oily dust it sheds collect in the ducts and on hot surfaces, where they can start a fire. The limit for rape is therefore low, and the ducts and the plenum must be inspected and cleaned daily while rape is being dried.",
    ),
    ("h2", "1.6 Why the fans pull instead of push"),
    (
        "p",
        "The Tornfield exhaust fans are mounted on the exhaust side and draw air through the column, so the whole column runs slightly below atmospheric pressure. Any leak in the casing therefore draws air in instead of blowing dust out, which keeps the dryer surroundings clean. The burner also stays on the clean-air side of the grain, away from dust and chaff, which lowers the risk of fire. The exhaust passes through a settling chamber where most of the dust drops out before the air leaves the building.",
    ),
    ("h2", "1.7 Fire in the dryer"),
    (
        "p",
        "A grain dryer fire almost always starts in accumulated fines, not in the flowing grain. The most reliable early sign is a rapid rise in exhaust temperature that the burner setpoint cannot explain. The controller watches the rate of rise in every exhaust section and raises alarm AL-03 when it exceeds the limit in Table 2.3. On AL-03 the burner shuts off and the fans stop, because air feeds a fire, but the discharge rollers keep running at full speed so that burning grain is moved out of the column and into the emergency discharge chute rather than left in place.",
    ),
]


def _pages():
    title = [
        ("title", "Tornfield MF Mixed-Flow Grain Dryers"),
        ("subtitle", "Principle of Operation and Control Settings"),
        ("subtitle", "Models MF-12, MF-18 and MF-24"),
        ("space", 6),
        (
            "kv",
            [
                ("Document", KEY),
                ("Issue", "Issue 2"),
                ("Date of issue", "2023-02-01"),
                ("Manufacturer", "Brennlund Agri Machines AB, Kvarnvägen 12, Östra Lidby"),
                ("Service", "+46 8 555 204 60"),
            ],
        ),
        ("space", 4),
        (
            "p",
            "This document explains how the Tornfield dryer works and why it is built and controlled as it is. It is intended for dryer operators, farm managers and service technicians. Installation, electrical connection and burner commissioning are covered in separate manuals. Read Chapter 1 before changing any control setting in Chapter 2.",
        ),
        (
            "p",
            "Issue 2 adds the oilseed rape settings, the recirculation description and alarm AL-07.",
        ),
    ]
    contents = [
        ("h2", "Contents"),
        ("toc",),
        (
            "note",
            "WARNING",
            "Never enter the garner bin, the column or the discharge hopper while the dryer is running or can be started. Lock out the main isolator and the burner supply first.",
        ),
    ]
    settings = [
        ("h1", "2 Control settings"),
        ("h2", "2.1 Temperature limits by crop"),
        (
            "table",
            {
                "header": ["Crop and end use", "Max. hot-air temperature", "Max. grain temperature"],
                "rows": [
                    ["Wheat, feed", "85 °C", "55 °C"],
                    ["Wheat, milling", "70 °C", "50 °C"],
                    ["Malting barley", "55 °C", "43 °C"],
                    ["Seed grain (all cereals)", "50 °C", "38 °C"],
                    ["Oats, feed", "80 °C", "55 °C"],
                    ["Maize, feed or industrial", "105 °C", "60 °C"],
                    ["Oilseed rape", "65 °C", "40 °C"],
                ],
                "widths": (74, 52, 48),
            },
        ),
        (
            "small",
            "Table 2.1 applies to single-pass drying. For two-pass drying, set the first pass 10 °C below the listed hot-air temperature. Grain temperature is measured at the lowest heating-zone probe.",
        ),
        ("h2", "2.2 Model data"),
        (
            "table",
            {
                "header": ["", "MF-12", "MF-18", "MF-24"],
                "rows": [
                    ["Drying capacity¹", "12 t/h", "18 t/h", "24 t/h"],
                    ["Holding capacity", "28 t", "41 t", "55 t"],
                    ["Burner maximum output", "1.1 MW", "1.6 MW", "2.2 MW"],
                    ["Exhaust fans", "2 × 15 kW", "2 × 22 kW", "3 × 22 kW"],
                    ["Total airflow", "62,000 m³/h", "93,000 m³/h", "128,000 m³/h"],
                    ["Discharge rollers", "4", "6", "8"],
                    ["Height above foundation", "17.2 m", "21.4 m", "25.9 m"],
                ],
                "widths": (62, 37, 37, 38),
            },
        ),
        (
            "small",
            "¹ Wheat dried from 20 % to 15 % moisture with 85 °C hot air and 10 °C outside air. Maize dried from 30 % to 15 % at 105 °C gives about 40 % of this figure.",
        ),
        ("h2", "2.3 Controller setpoints and alarms"),
        (
            "table",
            {
                "header": ["Setting or alarm", "Value"],
                "rows": [
                    ["Exhaust temperature setpoint (default)", "38 °C"],
                    ["Moisture trim, maximum correction", "0.5 °C per 15 min"],
                    ["Cold-start fixed roller speed period", "30 min"],
                    ["AL-01 Burner flame failure", "3 restart attempts, then lockout"],
                    ["AL-02 Hot air above setpoint", "more than 8 °C for 30 s"],
                    ["AL-03 Fire (exhaust rate of rise)", "more than 15 °C per minute"],
                    ["AL-04 Discharge roller stopped", "no rotation pulse for 20 s"],
                    ["AL-05 Column not full", "top level sensor uncovered for 60 s"],
                    ["AL-06 Exhaust fan overload", "motor protection tripped"],
                    ["AL-07 Outlet moisture sensor fault", "reading outside 8 to 35 %"],
                ],
                "widths": (94, 80),
            },
        ),
        (
            "p",
            "On AL-05 the burner stops but the fans keep running for 10 minutes to cool the plenum. On AL-07 the dryer continues on the exhaust temperature loop alone with the last trimmed setpoint.",
        ),
    ]
    return [title, contents, THEORY_1, THEORY_2, THEORY_3, settings]


def documents():
    return [
        {
            "file": "tornfield_mf_principle_of_operation.pdf",
            "format": "pdf",
            "title": "Tornfield MF Principle of Operation and Control Settings",
            "author": "Brennlund Agri Machines AB",
            "running_head": "Brennlund Agri Machines · Tornfield MF grain dryers · Principle of operation",
            "running_id": f"{KEY} Issue 2",
            "footer": f"{KEY} Issue 2 · 2023-02-01",
            "pages": _pages(),
            "meta": {
                "document": KEY,
                "version": "Issue 2",
                "effective_from": "2023-02-01",
                "effective_to": None,
                "recorded_at": "2023-02-03T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": VARIANTS},
            },
        }
    ]


def theory_word_count():
    words = 0
    for block in THEORY_1 + THEORY_2 + THEORY_3:
        if block[0] == "p":
            words += len(block[1].split())
    return words

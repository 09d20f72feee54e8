# ruff: noqa: E501
"""BAS-TH-0902: Principle of operation, BDX heatless desiccant dryers (invented). Chapter 2 is the prose chapter."""

COMPANY = "Brennick Air Systems Ltd"
DOCNO = "BAS-TH-0902"
TITLE = "BDX Heatless Desiccant Dryers - Principle of Operation"
VERSION = "Issue 1"
EFFECTIVE = "2021-09-01"
RECORDED = "2021-08-24"

CH2 = [
    ("h2", "2.1 Adsorption and pressure swing"),
    (
        "p",
        "A desiccant dryer does not cool the air or absorb water into a liquid. The activated alumina beads hold "
        "water molecules on the walls of their very fine pores, a process called adsorption. How much water a "
        "bead can hold depends on the partial pressure of the water vapour around it and on its temperature. "
        "The BDX dryer exploits the first of these effects. In the drying tower the air is at line pressure, so "
        "the water vapour is concentrated and the beads load up readily. In the regenerating tower the pressure "
        "is released to atmosphere, the same water vapour is spread over a much larger volume and its partial "
        "pressure falls sharply. The beads then give the water back. Because the swing in pressure, and not a "
        "heater, drives the water out, the process is called heatless or pressure swing regeneration.",
    ),
    ("h2", "2.2 Why part of the dry air is used as purge"),
    (
        "p",
        "Releasing the pressure alone would leave the desorbed water inside the tower, where it would simply be "
        "taken up again. A small stream of the dried product air is therefore expanded through the purge orifice "
        "and passed through the regenerating tower. After expansion to atmospheric pressure this air is extremely "
        "dry, because the volume of each kilogram of air has grown roughly eightfold while the water it contains has "
        "not. The purge stream sweeps the released water out through the exhaust silencer. Without it the "
        "regenerating bed would never become dry enough to reach the design pressure dew point of -40 °C. The "
        "purge is the price of heatless regeneration: at 7 bar about 15 % of the inlet flow leaves the dryer as "
        "purge and is not available to the user.",
    ),
    ("h2", "2.3 Why the towers change over every few minutes"),
    (
        "p",
        "Adsorption releases heat, and desorption needs heat. In a heatless dryer there is no heater, so the "
        "energy for desorption has to come from the heat of adsorption that was stored in the bed during the "
        "drying phase. If the drying phase lasted for hours, this heat would be carried away by the air flow and "
        "lost. The BDX controller therefore changes over every 5 minutes, a complete cycle taking 10 minutes. "
        "The short cycle keeps the heat of adsorption inside the bed, so that it is still there when the same "
        "tower is regenerated. A second reason is that the bed is never loaded more than a fraction of its "
        "capacity; the moisture front stays in the lower part of the tower and the upper part remains as a "
        "reserve that protects the outlet dew point.",
    ),
    ("h2", "2.4 Why the air flows upwards and the purge flows downwards"),
    (
        "p",
        "During drying the wet air enters at the bottom of the tower and leaves at the top. Most of the water is "
        "therefore held in the lower layers, while the top layers stay almost dry. The purge flows in the "
        "opposite direction, from top to bottom. This counterflow arrangement means that the top layers, which "
        "decide the outlet dew point, are regenerated with the driest purge air, and the water from the lower "
        "layers is pushed out by the shortest possible route. If purge and drying flowed in the same direction, "
        "the water would be dragged through the whole bed and part of it would remain near the outlet. Upward "
        "flow during drying also lets condensed droplets fall back into the inlet chamber instead of being "
        "carried into the bed.",
    ),
    ("h2", "2.5 Why the tower is repressurised before changeover"),
    (
        "p",
        "At the end of regeneration the purge exhaust valve closes and the regenerated tower is brought back to "
        "line pressure through the purge orifice. This takes about 40 seconds. Only when both towers are at "
        "the same pressure does the controller switch the inlet valves. If the valves were switched with one "
        "tower still at atmospheric pressure, the sudden inrush would lift and churn the beads. The beads would "
        "rub against each other and turn into dust, the outlet pressure would dip for the user, and the "
        "afterfilter would soon be blocked. For the same reason the exhaust valve opens through a silencer "
        "with a limited flow area, so that the tower depressurises over several seconds rather than at once.",
    ),
    ("h2", "2.6 Why the inlet air must be free of oil and liquid water"),
    (
        "p",
        "Liquid water entering the bed fills the pores so completely that the beads can crack, and the "
        "regeneration, which is designed for water vapour only, cannot remove it within one cycle. Oil is "
        "worse. Oil aerosol from the compressor coats the surface of the beads and blocks the pores for good, "
        "because the purge air cannot carry oil away. Each gram of oil destroys capacity permanently, and the "
        "dew point slowly rises until the desiccant has to be replaced. This is why every BDX dryer needs a "
        "coalescing prefilter with an automatic drain, and why the prefilter element must be changed on time. "
        "The afterfilter, in contrast, is there to catch the fine desiccant dust that every bed produces in "
        "normal service.",
    ),
    ("h2", "2.7 Why inlet temperature and pressure change the capacity"),
    (
        "p",
        "Warm air carries more water vapour than cold air. Saturated air at 35 °C holds about twice as much water "
        "as saturated air at 25 °C, so a dryer fed with warmer air receives a much larger load of water in "
        "every cycle. At the same time the beads hold less water when they are warm. Both effects reduce the "
        "margin, which is why the inlet temperature is limited to 50 °C and why the capacity correction "
        "factors in chapter 3 fall as the temperature rises. Inlet pressure acts in the same direction. At lower "
        "pressure the same mass flow of air occupies a larger volume and carries more water per cubic metre of "
        "free air delivered. In addition the pressure swing is smaller, so the purge air is less dry after "
        "expansion. A dryer operated at 5 bar therefore needs a larger purge share than at 7 bar, and its "
        "capacity has to be derated.",
    ),
    ("h2", "2.8 Why dew point dependent switching saves energy"),
    (
        "p",
        "The fixed cycle is designed for full flow at the worst permitted inlet conditions. Most compressed air "
        "systems run at part load for long periods, and then the bed is far from loaded when the fixed cycle "
        "changes over. With the optional dew point sensor the controller keeps the drying tower on line until "
        "the measured pressure dew point approaches the limit, up to a maximum of 30 minutes. The regenerated "
        "tower waits pressurised, without purge, during this extended time. Because purge is only used when a "
        "bed actually needs regenerating, the average purge consumption falls roughly in proportion to the load.",
    ),
    ("h2", "2.9 Why the dryer is started slowly"),
    (
        "p",
        "When a dryer is started after a shutdown, its towers are often at atmospheric pressure while the "
        "network downstream is still under pressure, or the reverse. If the inlet valve were simply opened, the "
        "air would rush through the empty tower at many times its design velocity. Gas velocity through a bed is "
        "what lifts beads; at low pressure the same mass flow has a much larger volume and therefore a much "
        "higher velocity. The start-up routine of the controller therefore opens the slow-fill valve first and "
        "brings the towers to line pressure over about two minutes before the normal cycle begins. For the same "
        "reason the outlet isolating valve should be opened slowly by hand after maintenance, never in one "
        "movement.",
    ),
    ("h2", "2.10 Why the exhaust silencer must be kept clean"),
    (
        "p",
        "The silencer collects desiccant dust and traces of oil from every depressurisation. As it clogs, it "
        "throttles the exhaust, and the regenerating tower no longer falls to atmospheric pressure. A tower that "
        "is regenerated at 0.5 bar instead of 0 bar sees a much smaller pressure swing; the purge is less dry, "
        "less water is removed in each cycle and the outlet dew point creeps upwards over weeks. A technician who "
        "finds a rising dew point with a clean prefilter and a correct purge orifice should therefore check the "
        "back pressure of the silencer during the purge phase before suspecting the desiccant. A reading above "
        "0.2 bar means the silencer element is due for replacement.",
    ),
    ("h2", "2.11 Why the desiccant is changed as a complete charge"),
    (
        "p",
        "Beads age evenly only in theory. In practice the lower layers see the oil and the liquid water first, "
        "and the upper layers wear by abrasion. Topping up a tower with new beads mixes material of different "
        "size and capacity; the smaller old beads migrate into the gaps and raise the pressure drop. The charge "
        "of both towers is therefore always replaced completely and at the same time.",
    ),
]


def build():
    p1 = [
        ("title", "BDX Heatless Desiccant Dryers"),
        ("subtitle", "Principle of Operation - background for service technicians"),
        (
            "table",
            [50, 124],
            None,
            [
                ["Document number", DOCNO],
                ["Issue", VERSION + " (" + EFFECTIVE + ")"],
                ["Models", "BDX-10, BDX-25, BDX-40"],
                ["Type of document", "Explanatory; it does not replace the maintenance manual BAS-MM-0915"],
            ],
            {"bold_first": True, "size": 9, "lh": 4.4},
        ),
        ("h1", "Contents"),
        (
            "table",
            [20, 134, 20],
            ["Chapter", "Title", "Page"],
            [
                ["1", "The dryer in the compressed air system", "2"],
                ["2", "How and why the dryer works", "3"],
                ["3", "Capacity correction factors", "5"],
                ["4", "Cycle sequence and valve states", "6"],
                ["5", "Glossary", "6"],
            ],
            {"size": 9, "lh": 4.4},
        ),
        ("h1", "About this document"),
        (
            "p",
            "This document explains the reasons behind the design and the service rules of the BDX dryers. It is "
            "written for technicians who already know the maintenance manual and want to understand why the "
            "dryer behaves as it does, so that faults can be found by reasoning rather than by replacing parts.",
        ),
        (
            "p",
            "Values quoted in the explanations are typical values for illustration. Binding limits are given "
            "in chapters 3 and 4 and in the maintenance manual.",
        ),
    ]

    p2 = [
        ("h1", "1 The dryer in the compressed air system"),
        (
            "p",
            "A BDX dryer is installed downstream of the compressor, its aftercooler and the air receiver. It "
            "consists of two identical towers filled with activated alumina, a valve block at the bottom, a "
            "purge orifice and check valves at the top, and a controller. One tower dries the compressed air "
            "while the other tower is regenerated.",
        ),
        (
            "table",
            [16, 58, 100],
            ["Item", "Component", "Function"],
            [
                ["1", "Coalescing prefilter", "Removes oil aerosol and liquid water down to 0.01 mg/m³"],
                ["2", "Inlet valve block Y1 / Y2", "Directs the wet air to the tower that is on line"],
                ["3", "Towers A and B", "Each filled with activated alumina beads, 2 to 5 mm"],
                ["4", "Outlet check valves", "Let dry air leave the tower that is on line"],
                ["5", "Purge orifice", "Meters the dry purge air into the regenerating tower"],
                ["6", "Exhaust valves Y3 / Y4 and silencer", "Release pressure and purge air to atmosphere"],
                ["7", "Particulate afterfilter", "Retains desiccant dust, 1 micrometre"],
                ["8", "Dew point sensor (option)", "Measures the outlet pressure dew point"],
            ],
        ),
        ("h2", "1.2 Model data"),
        (
            "table",
            [64, 36.666, 36.667, 36.667],
            ["Data", "BDX-10", "BDX-25", "BDX-40"],
            [
                ["Nominal inlet flow at 7 bar, 35 °C", "1.0 m³/min", "2.5 m³/min", "4.0 m³/min"],
                ["Pressure dew point", "-40 °C", "-40 °C", "-40 °C"],
                ["Desiccant per tower", "11 kg", "26 kg", "41 kg"],
                ["Working pressure", "4 to 16 bar", "4 to 16 bar", "4 to 16 bar"],
                ["Connections", "G 3/4", "G 1", "G 1 1/2"],
                ["Controller supply", "230 V AC", "230 V AC", "230 V AC"],
            ],
            {"bold_first": True},
        ),
        (
            "p",
            "The dryer must not be installed upstream of the air receiver, where it would see the full pulsation "
            "of the compressor load cycles.",
        ),
    ]

    # chapter 2 starts on page 3 and runs onto page 4; chapter 3 follows on page 5
    p3 = [("h1", "2 How and why the dryer works"), *CH2[0:8]]
    p4 = CH2[8:16]
    p5 = [
        *CH2[16:],
        ("h1", "3 Capacity correction factors"),
        (
            "p",
            "Multiply the nominal inlet flow from section 1.2 by both factors to find the maximum permissible "
            "inlet flow for the actual conditions.",
        ),
        ("h2", "3.1 Inlet pressure factor"),
        (
            "table",
            [58, 14.5, 14.5, 14.5, 14.5, 14.5, 14.5, 14.5, 14.5],
            ["Inlet pressure (bar)", "4", "5", "6", "7", "8", "10", "13", "16"],
            [
                ["Factor", "0.63", "0.75", "0.88", "1.00", "1.12", "1.37", "1.72", "2.07"],
                ["Purge share (%)", "22", "19", "17", "15", "14", "12", "10", "9"],
            ],
        ),
        ("h2", "3.2 Inlet temperature factor"),
        (
            "table",
            [58, 19.33, 19.33, 19.33, 19.33, 19.34, 19.34],
            ["Inlet temperature (°C)", "25", "30", "35", "40", "45", "50"],
            [["Factor", "1.00", "1.00", "1.00", "0.84", "0.71", "0.60"]],
        ),
        (
            "fn",
            [
                "Example: BDX-25 at 6 bar and 40 °C: 2.5 x 0.88 x 0.84 = 1.85 m³/min.",
                "Inlet temperatures above 50 °C are not permitted. Below 25 °C use the factor 1.00; do not extrapolate.",
            ],
        ),
        ("h2", "3.3 Ambient conditions"),
        ("p", "The dryer is designed for ambient temperatures from +2 °C to +45 °C. The controller housing is IP54."),
    ]
    p6 = [
        ("h1", "4 Cycle sequence and valve states"),
        (
            "p",
            "The sequence below applies to the fixed 10-minute cycle. Times are measured from the start of the "
            "cycle. Y1 to Y4 are energised when shown as 'open'.",
        ),
        (
            "table",
            [22, 38, 28, 28, 28, 30],
            ["Time", "Step", "Y1 inlet A", "Y2 inlet B", "Y3 exhaust A", "Y4 exhaust B"],
            [
                ["0:00", "A drying, B purging", "open", "closed", "closed", "open"],
                ["4:20", "B repressurising", "open", "closed", "closed", "closed"],
                ["5:00", "B drying, A purging", "closed", "open", "open", "closed"],
                ["9:20", "A repressurising", "closed", "open", "closed", "closed"],
                ["10:00", "Cycle restarts", "open", "closed", "closed", "open"],
            ],
        ),
        ("fn", ["With the dew point sensor option the drying phase of either tower may be extended up to 30 minutes."]),
        ("h1", "5 Glossary"),
        (
            "table",
            [50, 124],
            ["Term", "Meaning"],
            [
                ["Adsorption", "Binding of water molecules to the surface of a solid"],
                ["Desorption", "Release of adsorbed water from the solid"],
                ["Pressure dew point", "Temperature at which water would condense at line pressure"],
                ["Purge", "Dry product air used to regenerate the off-line tower"],
                ["Moisture front", "Boundary between loaded and unloaded desiccant in a tower"],
                ["Fluidisation", "Lifting and movement of the desiccant beads by a gas flow"],
            ],
            {"bold_first": True},
        ),
    ]
    return {
        "company": COMPANY,
        "docno": DOCNO,
        "rev_label": VERSION,
        "title": TITLE,
        "pdf_date": RECORDED,
        "pages": [p1, p2, p3, p4, p5, p6],
    }


def prose_word_count():
    return sum(len(b[1].split()) for b in CH2 if b[0] == "p")


def meta():
    return {
        "document": DOCNO,
        "version": VERSION,
        "effective_from": EFFECTIVE,
        "effective_to": None,
        "recorded_at": RECORDED + "T00:00:00Z",
        "applicability": {"product": "BDX heatless desiccant dryer", "variants": ["BDX-10", "BDX-25", "BDX-40"]},
    }

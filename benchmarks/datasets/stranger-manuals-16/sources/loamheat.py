# ruff: noqa: E501
"""Ashgrove Thermal Loamheat greenhouse biomass boilers.

Principle of operation and commissioning guide (PDF), with a prose theory
chapter. Everything here is invented.
"""

KEY = "ATH-LH-POC"
DOC_NO = "ATH-POC-LH"
PRODUCT = "Loamheat greenhouse biomass boiler"
MODELS = ["LH-150", "LH-250", "LH-400"]
TITLE = "Loamheat LH-150, LH-250 and LH-400 Greenhouse Biomass Boilers"

# Chapter 1 - principle of operation (prose, split over pages 2 to 4)
CH1_1 = [
    "A Loamheat boiler burns wood chips on a moving step grate inside a refractory-lined combustion chamber. Wood does not burn as a solid block. When a chip is heated it first dries, then releases combustible gases (pyrolysis), and only the charcoal that remains burns on the grate as a glowing bed. Roughly four fifths of the energy in wood chips is released from these gases, which burn as flames above the bed, and only about one fifth from the charcoal. The combustion chamber is therefore designed around the gas phase: the grate only has to dry, gasify and burn out the fuel, while the space above it must give the gases enough time, temperature and turbulence to burn completely.",
    "The stoker auger pushes chips from the hopper onto the upper end of the grate. The grate bars move back and forth in alternating rows, so the fuel bed travels slowly downwards and is loosened as it goes. Drying takes place at the top of the grate, gasification in the middle and burn-out of the charcoal at the bottom, where the ash drops into the ash auger trough. The grate speed is coupled to the fuel feed rate. If the grate moved too fast, unburnt charcoal would reach the ash auger; if it moved too slowly, the bed would grow thick, the air would find channels through it, and the charcoal would sinter into clinker.",
    "Wet fuel needs more energy to dry before it can gasify. With chips of 35 % moisture about a tenth of the fuel energy is spent evaporating water, and the water vapour also cools the flames. This is why the minimum output rises with wet fuel (see the footnote to the technical data) and why the controller lengthens the drying zone by slowing the grate when the combustion chamber temperature falls.",
]

CH1_2 = [
    "Combustion air is divided into primary air, which is blown through the grate from below, and secondary air, which enters through nozzles above the bed. Primary air is deliberately kept below the amount needed to burn the bed completely. Starving the bed of oxygen keeps its temperature below the ash softening point of typical wood chips, about 1,000 °C, so that the ash stays loose instead of forming slag, and it limits the conversion of the nitrogen in the fuel into nitrogen oxides. The gases leaving the bed are therefore rich in carbon monoxide, hydrogen and hydrocarbons.",
    "The secondary air is injected at high velocity into this gas stream where it is hottest. The jets create the turbulence that mixes fuel gas and oxygen. Complete burn-out of the gases needs three conditions at the same time: a temperature above roughly 850 °C, a residence time of about one second or more, and good mixing. If any one of them is missing, carbon monoxide and fine soot leave the chamber unburnt, however much air is supplied.",
    "The amount of excess air is measured by the lambda probe in the flue gas outlet. The probe reports the residual oxygen content, and the controller trims the secondary air fan so that the residual oxygen matches the setpoint. Too little excess air leaves fuel gas without oxygen to burn with, and carbon monoxide rises steeply. Too much excess air cools the flames and carries heat up the chimney, so efficiency falls. The setpoint is higher at minimum load than at nominal load because at low load the gas velocities are lower and the mixing is poorer; a little extra air keeps the carbon monoxide down.",
]

CH1_2B = [
    "Flue gas recirculation, fitted to the LH-250 and LH-400, returns part of the cooled flue gas to the primary air. The recirculated gas contains little oxygen but adds mass flow, so it carries heat away from the bed without feeding it more oxygen. This allows dry fuel to be burnt without the grate overheating, and it is the main reason why the two larger models accept a wider moisture range than the LH-150.",
]

CH1_3 = [
    "The hot gases leave the combustion chamber and pass through a vertical fire-tube heat exchanger. Spiral turbulators hang inside the tubes. They force the gas into a swirling path that breaks up the slow boundary layer on the tube wall and so increases heat transfer. The turbulators are lifted and dropped pneumatically at intervals, which knocks fly ash deposits off the tube walls; an ash layer only one millimetre thick noticeably raises the flue gas temperature and lowers efficiency.",
    "The water side of the boiler must never be colder than the minimum return temperature. Flue gas from wood contains water vapour, both from the moisture in the fuel and from the burning of the hydrogen in the wood. If the tube wall is colder than the dew point of the flue gas, the vapour condenses on the wall together with acids and tar-forming compounds. The condensate attacks the steel, and the tar binds fly ash into a hard, sticky layer that the turbulators cannot remove. The return temperature mixing valve therefore adds hot flow water to the cold return from the greenhouse until the water entering the boiler reaches its setpoint. When the boiler starts from cold, the mixing valve stays fully on bypass so that the boiler passes quickly through the critical temperature range instead of spending a long time at condensing temperatures.",
    "The minimum return temperature is higher on the LH-400 because its heat exchanger has longer tubes with a larger temperature drop along them. The coldest part of the tube wall would otherwise fall below the dew point even with a return temperature that is safe on the smaller models.",
]

CH1_4 = [
    "The fuel in the stoker tube is in direct contact with the hot grate. If the feed stops while the boiler is hot, for example after a power cut, the glow can creep back along the auger towards the hopper. Three independent measures prevent this. First, a rotary valve between the hopper auger and the stoker auger forms a cell-wheel barrier, so that the chips never form a continuous path from the hopper into the furnace. Second, a thermostat on the stoker tube starts an emptying run: the stoker auger keeps turning for a set time and pushes the fuel in the tube onto the grate, where it burns harmlessly. Third, a self-acting thermal valve floods the stoker tube with water when the tube reaches the valve's opening temperature.",
    "The emptying run only works while electricity is available, so after a power cut the rotary valve and the thermal valve are the only protection for the hopper. The thermal valve needs no electricity at all, which is why its water supply must never be fitted with a shut-off valve and why it is tested at every service. It is the last line of defence and must never be bypassed.",
]

CH1_5 = [
    "Greenhouse heat demand changes quickly. On a clear night the glass radiates heat to the sky and the demand can double within an hour; at sunrise the solar gain can cut it to almost nothing faster than the boiler can reduce its output. A biomass boiler, unlike a gas boiler, cannot simply switch off: the fuel on the grate keeps burning long after the feed stops, and frequent starts cause most of the carbon monoxide and dust emitted in a heating season. The buffer tank decouples the boiler from the greenhouse. The boiler charges the tank at a steady output within its modulation range, and the heating circuits draw from the tank. When the tank is fully charged, the boiler changes to ember-keeping mode instead of shutting down, so that it can resume quickly.",
    "A buffer tank that is too small forces the boiler down to its minimum output and then to stop, which increases emissions and wears out the ignition element. A tank that is much too large takes so long to charge that the temperature layers in it mix and the stored heat is at too low a temperature to be useful. The recommended volumes in the technical data are based on about 40 litres per kilowatt of nominal output.",
]

CH1_6 = [
    "Growers often enrich greenhouse air with carbon dioxide to raise photosynthesis, and gas-fired boilers are widely used for this because cleaned flue gas from natural gas can be fed into the greenhouse. Flue gas from wood chips must not be used in this way. It carries fine particles that settle on leaves and glass, and it contains nitrogen oxides and traces of ethylene, which even at low concentrations cause flower drop and early ripening in many crops. The multicyclone and the optional electrostatic filter of a Loamheat boiler are designed to meet emission limits at the chimney, not to make the gas safe for plants. Where CO2 enrichment is wanted, use liquid CO2 or a separate gas-fired unit.",
]


def _paras(items):
    return [("p", t) for t in items]


def pages():
    return [
        # page 1
        [
            ("title", TITLE),
            ("subtitle", f"Principle of Operation and Commissioning Guide - document {DOC_NO}, Rev A"),
            (
                "p",
                "Ashgrove Thermal Ltd, Mill Yard, Wisbech Road, March. Commissioning desk +44 1632 960 530. This guide is for commissioning engineers and for growers' maintenance staff who want to understand how the boiler works.",
            ),
            ("h2", "Contents"),
            (
                "contents",
                [
                    ("1", "Principle of operation", "2"),
                    ("1.1", "Fuel and combustion on the grate", "2"),
                    ("1.2", "Air staging and lambda control", "2"),
                    ("1.3", "Heat exchanger and return temperature protection", "3"),
                    ("1.4", "Burn-back protection", "4"),
                    ("1.5", "Buffer storage and greenhouse heat demand", "4"),
                    ("1.6", "Flue gas and CO2 enrichment", "4"),
                    ("2", "Technical data", "5"),
                    ("3", "Commissioning", "6"),
                ],
            ),
        ],
        # page 2
        [
            ("h1", "1 Principle of operation"),
            ("h2", "1.1 Fuel and combustion on the grate"),
            *_paras(CH1_1),
            ("h2", "1.2 Air staging and lambda control"),
            *_paras(CH1_2[:1]),
        ],
        # page 3
        [
            *_paras(CH1_2[1:]),
            *_paras(CH1_2B),
            ("h2", "1.3 Heat exchanger and return temperature protection"),
            *_paras(CH1_3),
        ],
        # page 4
        [
            ("h2", "1.4 Burn-back protection"),
            *_paras(CH1_4),
            ("h2", "1.5 Buffer storage and greenhouse heat demand"),
            *_paras(CH1_5),
            ("h2", "1.6 Flue gas and CO2 enrichment"),
            *_paras(CH1_6),
        ],
        # page 5
        [
            ("h1", "2 Technical data"),
            (
                "table",
                {
                    "header": ["Parameter", "LH-150", "LH-250", "LH-400"],
                    "widths": [68, 35, 35, 36],
                    "rows": [
                        ["Nominal heat output", "150 kW", "250 kW", "400 kW"],
                        ["Minimum heat output (1)", "45 kW", "75 kW", "120 kW"],
                        ["Wood chip moisture content (2)", "15 to 35 %", "15 to 40 %", "15 to 45 %"],
                        ["Boiler efficiency at nominal output", "91.5 %", "92.0 %", "92.5 %"],
                        ["Boiler water content", "480 L", "720 L", "1,150 L"],
                        ["Max operating pressure", "3 bar", "3 bar", "4 bar"],
                        ["Max flow temperature", "95 °C", "95 °C", "95 °C"],
                        ["Safety temperature limiter", "110 °C", "110 °C", "110 °C"],
                        ["Minimum return temperature (3)", "60 °C", "60 °C", "65 °C"],
                        ["Flue gas temperature, nominal output", "150 °C", "155 °C", "160 °C"],
                        ["Flue gas temperature, minimum output", "95 °C", "100 °C", "105 °C"],
                        ["Required chimney draught", "10 to 20 Pa", "15 to 25 Pa", "15 to 30 Pa"],
                        ["Recommended buffer tank volume", "6,000 L", "10,000 L", "16,000 L"],
                        ["Electrical power consumption", "1.6 kW", "2.4 kW", "3.8 kW"],
                        ["Ash container", "240 L", "240 L", "2 x 240 L"],
                        ["Flue gas recirculation", "no", "yes", "yes"],
                    ],
                    "footnotes": [
                        "(1) With chips of up to 30 % moisture. With wetter chips the minimum output rises by about 10 %.",
                        "(2) Moisture on a wet basis, chip size class P16S to P31S.",
                        "(3) Held by the return temperature mixing valve; see 1.3.",
                    ],
                },
            ),
        ],
        # page 6
        [
            ("h1", "3 Commissioning"),
            ("h2", "3.1 Commissioning settings"),
            (
                "table",
                {
                    "header": ["Setting", "Value"],
                    "widths": [110, 64],
                    "rows": [
                        ["Combustion chamber temperature setpoint", "850 °C"],
                        ["Residual O2 setpoint at nominal output", "6.5 %"],
                        ["Residual O2 setpoint at minimum output", "9.0 %"],
                        ["Stoker tube thermostat (starts emptying run)", "75 °C"],
                        ["Thermal valve opening temperature", "95 °C"],
                        ["Return mixing valve setpoint", "minimum return temperature + 5 K"],
                        ["Grate ash removal cycle", "every 45 min (LH-400: every 30 min)"],
                        ["Turbulator cleaning cycle at nominal output", "every 2 h"],
                    ],
                },
            ),
            ("h2", "3.2 Commissioning procedure"),
            (
                "steps",
                [
                    "Check that the cold system pressure is between 1.5 and 2.5 bar.",
                    "Vent the boiler and the buffer tank circuit.",
                    "Check the thermal valve and its water supply: at least 2 bar, with no shut-off valve in the line.",
                    "With the fan running and no fire, calibrate the lambda probe in air (20.9 % O2).",
                    "Fill the hopper with at least 1 m³ of chips and run the feed until chips reach the grate.",
                    "Start ignition in manual mode and confirm the combustion chamber reaches 600 °C within 25 minutes.",
                    "Run at nominal output for 2 hours and measure flue gas O2, CO and temperature.",
                    "Enter the measured values in the commissioning report and hand a copy to the operator.",
                ],
            ),
            (
                "note",
                "Do not commission the boiler without a charged buffer tank circuit: the boiler needs somewhere to put its heat while the combustion settles.",
            ),
        ],
    ]


def documents():
    return [
        {
            "file": "ashgrove-loamheat-operation-commissioning.pdf",
            "format": "pdf",
            "head_left": f"Ashgrove Thermal - {TITLE}",
            "head_right": f"{DOC_NO} Rev A",
            "foot_left": "Principle of Operation and Commissioning - Rev A, September 2020",
            "pages": pages(),
            "meta": {
                "document": KEY,
                "version": "Rev A",
                "effective_from": "2020-09-01",
                "effective_to": None,
                "recorded_at": "2020-08-24T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(MODELS)},
            },
        }
    ]


def theory_word_count():
    text = " ".join(CH1_1 + CH1_2 + CH1_2B + CH1_3 + CH1_4 + CH1_5 + CH1_6)
    return len(text.split())

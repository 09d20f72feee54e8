# ruff: noqa: E501
"""Nivalto Arcus F9 fan snow generator: operation and theory manual with a long
principle-of-operation chapter.

All names, values and phone numbers are invented.
"""

KEY = "NIV-ARCUS-OT"
PRODUCT = "Nivalto Arcus fan snow generator"
VARIANTS = ["Arcus F9", "Arcus F9 T"]

pages = [
    # page 1
    [
        ("title", "Arcus F9 Fan Snow Generator"),
        ("subtitle", "Arcus F9 (mobile) and Arcus F9 T (tower)"),
        ("subtitle", "Operation and Theory Manual"),
        ("space", 6),
        (
            "table",
            {
                "header": ["Document", "Edition", "Valid from"],
                "rows": [[KEY, "Edition 2", "2022-09-01"]],
                "widths": [2, 1, 1.5],
            },
        ),
        ("space", 4),
        (
            "p",
            "This manual explains how the Arcus fan snow generator works and what limits apply to its operation. It is meant for snowmaking crews and slope technicians. Mechanical repair of the fan, the compressor and the oscillation drive is described in the separate repair manual.",
        ),
        (
            "p",
            "Nivalto Snow Systems, snowmaking support line +44 1632 960 871 (24 h from November to March).",
        ),
    ],
    # page 2
    [
        ("h1", "Contents"),
        (
            "table",
            {
                "header": ["Chapter", "Title", "Page"],
                "rows": [
                    ["1", "About this manual", "2"],
                    ["2", "Principle of operation", "3"],
                    ["3", "Operating limits and snow output", "6"],
                    ["4", "Technical data", "7"],
                    ["5", "Alarms and end of season", "8"],
                ],
                "widths": [1, 5, 1],
            },
        ),
        ("h1", "1 About this manual"),
        (
            "p",
            "Chapter 2 is deliberately written as an explanation rather than as instructions. Crews who understand why the gun behaves as it does make better decisions on marginal nights than crews who only know which buttons to press.",
        ),
        (
            "bullets",
            [
                "Never stand in front of the fan outlet when the gun is in automatic mode; it may start without warning when the wet-bulb temperature falls.",
                "Switch the gun to 'local off' and lock the isolator before opening the fan guard or the nozzle head cover.",
                "Close the hydrant valve and relieve the water pressure before uncoupling the water hose.",
            ],
        ),
    ],
    # page 3
    [
        ("h1", "2 Principle of operation"),
        ("h2", "2.1 What technical snow is"),
        (
            "p",
            "Technical snow is not made by cooling water inside a machine. The Arcus fan gun has no refrigeration circuit at all. It does three things: it breaks water into small droplets, it seeds part of those droplets with ice crystals, and it throws the whole cloud far enough through cold air that each droplet can give up its heat before it lands. All of the cooling is done by the surrounding air; the machine only decides how well that air can be used.",
        ),
        (
            "p",
            "A water droplet leaving the nozzle ring at 1 to 3 °C must lose two quantities of heat before it becomes snow. First it must be cooled to the freezing point, which is a small amount of heat. Then it must give up the latent heat of fusion, about 334 kJ for every kilogram of water, roughly eighty times the heat removed by cooling the same water by one kelvin. The latent heat is the real work of snowmaking, and it is the reason why output falls so sharply as conditions become marginal: the air must absorb that heat during the few seconds the droplet is in flight.",
        ),
        (
            "p",
            "The droplet loses heat in two ways. Part is carried away by convection into the colder air. The larger part, in most conditions, is removed by evaporation: a small fraction of each droplet evaporates, and every gram that evaporates takes about 2,500 J with it. This evaporative cooling is why dry air makes snow so much better than humid air at the same thermometer reading.",
        ),
        ("h2", "2.2 Wet-bulb temperature"),
        (
            "p",
            "Because evaporation matters so much, the Arcus control does not use the ordinary air temperature (the dry-bulb temperature) to decide whether and how much snow can be made. It uses the wet-bulb temperature, which combines air temperature and relative humidity into one figure. The wet-bulb temperature is the lowest temperature that a wet surface can reach by evaporation in that air. It is therefore a direct measure of the cooling capacity that the droplets will meet.",
        ),
        (
            "p",
            "Two examples show the difference. At -2 °C air temperature and 30 % relative humidity the wet-bulb temperature is about -5 °C, and the gun can run with two or three stages open. At -2 °C and 90 % humidity the wet-bulb temperature is about -2.3 °C, and the gun does not start at all. A gun controlled by the thermometer alone would either waste water in humid weather or stand idle in dry weather when good snow could be made.",
        ),
        (
            "p",
            "The weather station on the Arcus measures the dry-bulb temperature and the humidity and calculates the wet-bulb temperature every 10 seconds. To avoid frequent switching, the control works with a rolling 2-minute average and a hysteresis of 0.5 K: the gun starts at a wet-bulb temperature of -2.5 °C or colder and stops when it rises above -2.0 °C.",
        ),
    ],
    # page 4
    [
        ("h2", "2.3 Nucleation"),
        (
            "p",
            "Pure water droplets do not freeze at 0 °C. Without a trigger they can stay liquid, or supercooled, down to -10 °C and below, because an ice crystal needs a starting point - a nucleus - on which the water molecules can arrange themselves. In natural clouds, dust particles play this role. In a snow gun the droplets are in the air for too short a time to wait for chance: a droplet that has not started to freeze by the time it lands reaches the slope as water or as a wet, icy pellet.",
        ),
        (
            "p",
            "The Arcus therefore produces its own nuclei. The nucleator nozzles, twelve small nozzles on the inner ring, mix water with compressed air from the on-board compressor. The air expands suddenly as it leaves the nozzle, and this expansion cools the mixture so strongly that the very fine droplets freeze at once, forming a mist of tiny ice crystals. The mist is blown into the main water cloud, where the ice crystals collide with the larger droplets and start freezing them from the outside. Once a shell of ice has formed, the droplet finishes freezing during the rest of its flight.",
        ),
        (
            "p",
            "This is why the nucleators work with compressed air rather than with water pressure alone, and why the compressor runs whenever the gun makes snow. If the nucleator air pressure falls below 5 bar, the seeding becomes unreliable and the control closes the water stages (alarm AL 07). No chemical additives are needed or permitted for the Arcus; its nucleation is purely mechanical.",
        ),
        ("h2", "2.4 Atomisation and droplet size"),
        (
            "p",
            "The second design choice is the droplet size. A small droplet has a large surface in relation to its mass, so it exchanges heat quickly and freezes in a short flight. A large droplet carries more water but may still be liquid at its core when it lands. The main water nozzles of the Arcus produce droplets of mainly 200 to 400 µm diameter at the design pressure of 25 bar. A higher water pressure gives smaller droplets, which is why the output at marginal temperatures improves when the pump station supplies the upper end of the pressure range.",
        ),
        (
            "p",
            "Droplets that are too small, however, are easily carried away by the wind and evaporate completely before they can freeze; this wastes water and may drift snow onto places where it is not wanted. The nozzle sizes on the outer ring are a compromise between these two effects. Replacing nozzles with larger bores to increase the output is therefore not recommended: it increases the water flow, but not the amount of water the air can freeze.",
        ),
    ],
    # page 5
    [
        ("h2", "2.5 Fan and throw"),
        (
            "p",
            "The fan has two jobs. It carries the droplet cloud far away from the gun, so that each droplet has a long flight time through cold air, and it mixes fresh, unsaturated air into the plume. Without this mixing, the air around the plume would quickly become saturated with vapour and warmed by the released latent heat, and evaporation would stop. The 15 kW axial fan of the Arcus moves about 22 m³ of air per second, many times more air than water by mass.",
        ),
        (
            "p",
            "The throw depends on the elevation angle of the barrel. At about 25° elevation the flight time is greatest; a flatter angle shortens the flight, and a steeper one lifts the plume into the wind. In wind, point the gun with the wind, never against it, because a plume blown back over the gun ices the fan guard and the weather station.",
        ),
        ("h2", "2.6 Water stages"),
        (
            "p",
            "The water is not switched on all at once. The outer nozzle ring is divided into four stages that the control opens one by one as the wet-bulb temperature falls. Each additional stage adds water only when the air can freeze it. At the starting threshold only stage 1 is open; at -8 °C wet-bulb or colder all four stages may be open. This staged control keeps the snow quality constant: if too much water is added for the conditions, the snow becomes wet and heavy and may form ice lenses in the slope, and if too little is added, the capacity of a cold night is wasted.",
        ),
        (
            "p",
            "The snow quality can be trimmed with the quality setting (dry, standard, wet). 'Dry' shifts every stage threshold 1 K colder and 'wet' shifts them 1 K warmer. Wet snow is sometimes wanted for a base layer on stony ground because it packs well.",
        ),
        ("h2", "2.7 Heating and draining"),
        (
            "p",
            "A fan gun stops and starts many times in a season, and every stop leaves water in pipes and nozzles that would freeze. The heating ring around the nozzle head keeps the nozzles above freezing while the gun waits for suitable conditions. When the gun stops, the control first closes the water stages, then opens the drain valve and blows the pipes dry with compressor air. The nucleators are blown out last, because their small bores are the first to block with ice. For this reason the compressor runs on for 90 seconds after the water stages have closed.",
        ),
    ],
    # page 6
    [
        ("h1", "3 Operating limits and snow output"),
        (
            "table",
            {
                "header": ["Wet-bulb temp.", "Open stages", "Water flow", "Snow output F9 (1)", "Snow output F9 T (1)"],
                "rows": [
                    ["-2.5 °C", "1", "2.8 l/s", "24 m³/h", "22 m³/h"],
                    ["-4 °C", "2", "5.0 l/s", "45 m³/h", "42 m³/h"],
                    ["-6 °C", "3", "7.6 l/s", "68 m³/h", "64 m³/h"],
                    ["-8 °C", "4", "10.2 l/s", "92 m³/h", "86 m³/h"],
                    ["-10 °C", "4", "11.8 l/s", "106 m³/h", "100 m³/h"],
                    ["-15 °C", "4", "13.5 l/s", "121 m³/h", "115 m³/h"],
                ],
                "widths": [1.5, 1.2, 1.3, 1.7, 1.7],
            },
        ),
        (
            "foot",
            "(1) Snow output at a snow density of 400 kg/m³, water pressure 25 bar, wind below 10 km/h and quality setting 'standard'.",
        ),
        ("h2", "3.1 Limits"),
        (
            "table",
            {
                "header": ["Limit", "Value"],
                "rows": [
                    ["Start threshold (wet-bulb)", "-2.5 °C or colder"],
                    ["Stop threshold (wet-bulb)", "above -2.0 °C"],
                    ["Water pressure at the gun", "10 to 40 bar"],
                    ["Water supply temperature", "max. 3 °C"],
                    ["Nucleator air pressure", "min. 5 bar"],
                    ["Wind speed for operation", "max. 50 km/h"],
                ],
                "widths": [3, 3],
            },
        ),
        (
            "p",
            "Do not try to run the gun in manual mode above the stop threshold. The control blocks the water stages above -2.0 °C wet-bulb in every mode, because the water would reach the slope unfrozen and form ice.",
        ),
    ],
    # page 7
    [
        ("h1", "4 Technical data"),
        (
            "table",
            {
                "header": ["Parameter", "Arcus F9", "Arcus F9 T"],
                "rows": [
                    ["Installation", "mobile chassis, 2 wheels", "tower, 4 to 10 m"],
                    ["Fan motor", "15 kW", "15 kW"],
                    ["Nucleator compressor", "4.0 kW", "5.5 kW"],
                    ["Heating ring", "1.2 kW", "1.2 kW"],
                    ["Total connected load (1)", "21 kW", "22.5 kW"],
                    ["Power supply", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Main nozzles / nucleators", "36 / 12", "36 / 12"],
                    ["Water connection", "DN 50 coupling", "DN 50 flange"],
                    ["Oscillation range", "0 to 360°", "0 to 360°"],
                    ["Barrel elevation", "10 to 40°", "0 to 35°"],
                    ["Weight (2)", "1150 kg", "860 kg"],
                    ["Sound pressure at 50 m", "58 dB(A)", "57 dB(A)"],
                ],
                "widths": [2.6, 2, 2],
            },
        ),
        ("foot", "(1) Including the oscillation drive (0.37 kW) and the control cabinet heating."),
        ("foot", "(2) Arcus F9 T weight is the gun head without tower and tower adapter."),
        (
            "p",
            "The Arcus F9 T is mounted on a tower so that it can stand at the edge of narrow trails and keep the plume clear of skiers and grooming machines. It is supplied with a longer compressed-air line to the nucleator ring, which is why it uses a larger compressor.",
        ),
    ],
    # page 8
    [
        ("h1", "5 Alarms and end of season"),
        (
            "table",
            {
                "header": ["Alarm", "Meaning", "Action"],
                "rows": [
                    [
                        "AL 01",
                        "Weather station fault",
                        "Check the sensor cable; the gun stops until the station reads again.",
                    ],
                    ["AL 03", "Water pressure below 10 bar", "Check the hydrant valve and the pump station."],
                    [
                        "AL 04",
                        "Water pressure above 40 bar",
                        "Reduce the pump station pressure; check the pressure sensor.",
                    ],
                    ["AL 05", "Fan motor overload", "Check the fan for ice; reset the motor protection switch."],
                    ["AL 07", "Nucleator air pressure below 5 bar", "Check the compressor and the air filter."],
                    ["AL 08", "Heating ring fault", "Check the heating fuse F4; the gun will not start below 0 °C."],
                    ["AL 09", "Oscillation drive blocked", "Remove ice or snow from the turntable."],
                ],
                "widths": [0.8, 2.6, 3.8],
            },
        ),
        ("h2", "5.1 End of season"),
        (
            "steps",
            [
                "Switch the gun to 'local off' and run the manual drain cycle twice.",
                "Close the hydrant valve, uncouple the hose and blow it dry.",
                "Remove the nucleator nozzles, clean them in a descaling bath and refit them.",
                "Drain the compressor condensate and change the compressor air filter.",
                "Point the barrel downwards at its lowest elevation and fit the summer cover.",
            ],
        ),
    ],
]


def documents():
    return [
        {
            "file": "nivalto_arcus_f9_operation_theory.pdf",
            "format": "pdf",
            "header": "Nivalto Snow Systems - Arcus F9 Fan Snow Generator - Operation and Theory",
            "footer": KEY + " Edition 2",
            "pages": pages,
            "meta": {
                "document": KEY,
                "version": "Edition 2",
                "effective_from": "2022-09-01",
                "effective_to": None,
                "recorded_at": "2022-09-05T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
            },
            "features": "principle-of-operation chapter (about 1,330 words over pages 3-5); output table by wet-bulb temperature with footnote; limits; 2-variant data table; alarms",
        }
    ]

"""Strata Roadline Equipment Ltd - principle of operation for hot-applied thermoplastic
road marking, document SRE-TL-PO, Issue 1.  Everything here is invented."""

KEY = "SRE-TL-PO"
COMPANY = "Strata Roadline Equipment Ltd"
TITLE = "Principle of Operation - Hot-Applied Thermoplastic Marking"
VERSION = "Issue 1"
PRODUCT = "Thermoplastic line marker"
VARIANTS = ["TL-200", "TL-300", "TL-300S"]
ISSUE_DATE = "2021-10-18"

# Chapter 2 prose: list of (subheading, [paragraphs])
PROSE = [
    (
        "2.1  Melting the material",
        [
            "Thermoplastic marking material is solid at road temperature and becomes workable only when its resin "
            "binder melts. The binder begins to soften at about 90 °C, yet the mix does not flow evenly until it is "
            "well above 180 °C. The reason is that fillers, pigment and glass beads make up roughly four fifths of "
            "the mass, and every particle has to be carried along by a thin film of binder.",
            "The kettle is therefore heated indirectly, through an oil-filled jacket, and never by a flame playing "
            "directly on the kettle wall. A direct flame creates a hot spot where the binder scorches and turns "
            "brown long before the bulk of the material is fluid. The oil jacket spreads the heat over the whole "
            "wall, so the wall never runs more than about 15 °C ahead of the material next to it.",
        ],
    ),
    (
        "2.2  Why the agitator runs all the time",
        [
            "Agitation is not only about melting faster. Glass beads and heavy fillers are denser than the molten "
            "binder, and if the material is left standing they settle to the floor of the kettle within a few "
            "minutes. A settled layer conducts heat poorly, so it overheats against the kettle floor and discolours. "
            "Continuous stirring keeps the mix uniform, so the last metre of a run has the same bead content and "
            "whiteness as the first.",
            "The agitator must not be started while the material is still solid. The paddles are driven through a "
            "brass shear pin that is deliberately the weakest link in the drive. If the paddles are forced against "
            "unmelted blocks, the pin shears before the gearbox or the paddle arms are damaged. That is the reason "
            "for the 160 °C release temperature, and it is also why a steel pin must never be fitted in its place: "
            "a steel pin moves the weak point into the gearbox.",
        ],
    ),
    (
        "2.3  The temperature window",
        [
            "The working window of 190 to 210 °C is a compromise between flow and durability. Below the window the "
            "material is too viscous to leave the screed box as an even film; the line shows drag marks and thin, "
            "ragged edges. Above 230 °C the binder starts to break down. It yellows, loses bond strength and gives "
            "off fumes. This damage is permanent: overheated material cannot be rescued by letting it cool back "
            "into the window, and a whole kettle may have to be discarded.",
            "The controller warning at 220 °C exists to give the operator time to act before the cut-out removes "
            "the heat altogether. Turning the burner down, or adding cold material, brings the temperature back "
            "without the long wait that follows a cut-out. The TL-300S works higher in the window because its "
            "wider screed box loses more heat before the material reaches the road.",
        ],
    ),
    (
        "2.4  Surface condition and primer",
        [
            "Thermoplastic bonds to the road partly through heat and partly by wetting the surface, much as solder "
            "wets a clean joint. Moisture on the road turns to steam under the hot material and leaves blisters and "
            "a weak bond. This is why marking is not laid on a damp surface or when the road is colder than 5 °C: "
            "a cold road chills the underside of the line before the binder has wetted it.",
            "On concrete and on old, polished asphalt a primer is sprayed first, because these surfaces offer too "
            "little texture for the binder to key into. The primer must be allowed to become tacky but not fully "
            "dry, otherwise it acts as a release layer instead of a bond coat.",
            "The surface must also be swept and blown clean. Dust and loose grit act like a layer of flour between "
            "the binder and the road: the line looks perfect on the day it is laid and then lifts in sheets after "
            "the first frost, when water gets under the edge and freezes.",
        ],
    ),
    (
        "2.5  Glass beads and night visibility",
        [
            "Retroreflection comes from glass beads that return headlight beams towards the driver. The beads are "
            "dropped onto the line immediately behind the screed box so that they arrive while the surface is "
            "still molten and sink to between half and two thirds of their diameter. A bead that sinks deeper "
            "returns no light, and a bead that only sits on the surface is knocked off by the first few tyres.",
            "On the TL-300S the beads are blown out by air rather than dropped by gravity. At 5 km/h the line "
            "skins over quickly, and the pressurised gun places the beads within a fraction of a second of the "
            "material leaving the screed, which gravity feed cannot do reliably at that speed. Beads that are "
            "premixed into the material only become effective once traffic has worn away the top layer.",
            "Bead size is chosen for the weather as well as the road. On a wet night a film of water covers small "
            "beads completely and they stop working, so routes with frequent rain are given a coarser grade whose "
            "beads stand proud of the water film.",
        ],
    ),
    (
        "2.6  Line thickness and the screed box",
        [
            "The screed box lays the line by letting material flow out under a gate whose height sets the "
            "thickness. Thickness matters for more than appearance. A line of 1.5 mm wears through quickly where "
            "traffic is heavy, while a line thicker than 3 mm stays soft for too long and can be rutted by the "
            "next vehicle that crosses it.",
            "The screed box is kept hot so that the line does not start cold. A cold screed chills the material "
            "against its walls, the edge of the line tears, and the first metre has to be removed by hand. On the "
            "TL-300S an electric heater holds the screed temperature; on the other models the screed is warmed "
            "by dipping it in the kettle before the first run.",
        ],
    ),
    (
        "2.7  Gas supply in cold weather",
        [
            "Propane leaves the cylinder as vapour. As it evaporates the remaining liquid cools, and on a long job "
            "in cold weather the cylinder pressure falls until the burner can no longer hold its rating. Coupling "
            "two cylinders halves the draw on each, which is why a low gas pressure alarm is usually cured by "
            "connecting the second cylinder rather than by changing the regulator. Frost on the lower half of a "
            "cylinder shows that it is being drawn too hard.",
            "The flame failure device uses a thermocouple in the pilot flame. Until the thermocouple is hot it "
            "produces too little voltage to hold the gas valve open, which is why the button has to be held for "
            "about 20 seconds after the pilot lights.",
            "A regulator that ices up is a symptom rather than a fault. The expansion of the gas through the "
            "regulator cools it further, and moisture in the air freezes on the body. Replacing the regulator does "
            "not help; reducing the draw on the cylinder does.",
        ],
    ),
    (
        "2.8  End of day",
        [
            "Material left in the kettle overnight is reheated the next morning, and every reheat shortens its "
            "life. Crews are therefore asked to run the kettle down to the minimum level at the end of the day. "
            "The screed box is emptied and cleaned while it is still hot, because cold thermoplastic sets hard in "
            "the gate; a gate that has to be freed with a torch warps and never seals evenly again.",
            "Solvent is kept away from a hot screed box for a simple reason: the metal is well above the flash "
            "point of common cleaning solvents, and the vapour can ignite on the burner pilot nearby.",
        ],
    ),
    (
        "2.9  Forward speed and the hydrostatic drive",
        [
            "Line thickness depends on the balance between the flow through the gate and the forward speed of the "
            "machine. If the machine slows on a gradient the line thickens, and if it speeds up the line thins and "
            "its edges break. The TL-300 and TL-300S use a hydrostatic drive because it holds a set speed under "
            "changing load far better than a clutch and gearbox, and it lets the operator creep at well under "
            "1 km/h around tight radii and arrows without stalling.",
        ],
    ),
    (
        "2.10  Keeping the kettle lid closed",
        [
            "The kettle lid is kept closed while heating, and not only to save heat. Fumes form at the surface of "
            "the melt; with the lid closed the vapour condenses on the underside of the lid and runs back into the "
            "kettle. An open lid lets the surface oxidise into a dark skin, and once that skin is stirred into the "
            "melt it shows as grey streaks in a white line.",
        ],
    ),
]


def prose_word_count():
    return sum(len(par.split()) for _, pars in PROSE for par in pars)


def pages():
    p = []
    p.append(
        [
            ("title", "Hot-Applied Thermoplastic Marking"),
            ("subtitle", "Principle of Operation"),
            (
                "p",
                f"Document SRE-TL-PO, {VERSION}, dated {ISSUE_DATE}. Applies to ThermoLine TL-200, TL-300 and TL-300S.",
            ),
            ("space", 3),
            ("h2", "Contents"),
            (
                "table",
                ["Chapter", "Title", "Page"],
                [
                    ["1", "Introduction", "page 1"],
                    ["2", "Why the process works the way it does", "page 2"],
                    ["3", "Material composition", "page 5"],
                    ["4", "Heat balance of the kettle", "page 5"],
                    ["5", "Glossary", "page 6"],
                ],
                [24, 120, 30],
            ),
            ("space", 4),
            ("h1", "1  Introduction"),
            (
                "p",
                "A thermoplastic road line is laid hot, as a liquid, and becomes a solid marking within a minute or "
                "two as it cools on the road. Almost every setting on a ThermoLine machine exists to control one of "
                "three things: how hot the material is, how evenly it is mixed, and what happens in the few seconds "
                "between the screed box and the road. This document explains those settings. Values for "
                "adjustment and service are in the service manual SRE-TL-SM and are repeated here only where the "
                "explanation needs them.",
            ),
            (
                "p",
                "The document is intended for trainers, supervisors and service staff. It contains no procedures "
                "and no part numbers.",
            ),
        ]
    )
    # Chapter 2 across pages 2-4
    ch = PROSE
    p.append([("h1", "2  Why the process works the way it does"), *_sec(ch[0]), *_sec(ch[1]), *_sec(ch[2])])
    p.append(_sec(ch[3]) + _sec(ch[4]) + _sec(ch[5]))
    p.append(_sec(ch[6]) + _sec(ch[7]) + _sec(ch[8]) + _sec(ch[9]))
    p.append(
        [
            ("h1", "3  Material composition"),
            ("p", "Typical composition of a white road-grade thermoplastic by mass:"),
            (
                "table",
                ["Component", "Share by mass", "Purpose"],
                [
                    ["Resin binder", "18 to 22 %", "holds the mix together, bonds to road"],
                    ["Plasticiser", "2 to 4 %", "flexibility in cold weather"],
                    ["Titanium dioxide pigment", "6 to 10 %", "whiteness and opacity"],
                    ["Premixed glass beads", "20 to 30 %", "retroreflection after wear"],
                    ["Calcium carbonate filler", "balance", "body and abrasion resistance"],
                ],
                [56, 40, 78],
            ),
            ("foot", ["Yellow material replaces part of the titanium dioxide with organic yellow pigment."]),
            ("space", 4),
            ("h1", "4  Heat balance of the kettle"),
            (
                "table",
                ["Quantity", "TL-200", "TL-300", "TL-300S"],
                [
                    ["Material mass, full kettle", "170 kg", "255 kg", "320 kg"],
                    ["Energy to melt from 20 °C", "about 13 kWh", "about 20 kWh", "about 25 kWh"],
                    ["Burner input", "14 kW", "22 kW", "32 kW"],
                    ["Jacket oil volume", "18 l", "26 l", "31 l"],
                    ["Heat-up time from cold", "45 min", "60 min", "50 min"],
                ],
                [62, 36, 38, 38],
            ),
            (
                "p",
                "Burner efficiency into the jacket oil is about 55 to 60 %, which explains why the heat-up times are "
                "longer than the energy figures alone would suggest.",
            ),
        ]
    )
    p.append(
        [
            ("h1", "5  Glossary"),
            (
                "table",
                ["Term", "Meaning"],
                [
                    ["Binder", "Resin and plasticiser that melt and hold the other components"],
                    ["Drop-on beads", "Glass beads applied to the surface of the fresh line"],
                    ["Premix beads", "Glass beads mixed into the material in the factory"],
                    ["Screed box", "Heated box with an adjustable gate that forms the line"],
                    ["Release temperature", "Lowest material temperature at which the agitator may run"],
                    ["Retroreflection", "Return of light towards its source"],
                    ["Skinning", "Formation of a solid surface film on the cooling line"],
                    ["Working window", "Temperature range in which the material is applied"],
                ],
                [50, 124],
            ),
            ("space", 4),
            ("h2", "Further reading"),
            (
                "bullets",
                [
                    "SRE-TL-SM ThermoLine Service Manual, Issue 2.",
                    "SRE-TR-01 Operator training notes, module 3: application faults.",
                ],
            ),
        ]
    )
    return p


def _sec(sec):
    head, pars = sec
    out = [("h2", head)]
    for par in pars:
        out.append(("p", par))
    return out


def header():
    return (COMPANY, TITLE, KEY, VERSION)

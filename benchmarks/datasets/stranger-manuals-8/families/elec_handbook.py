"""Family 4: explanatory handbook chapter on aircraft electrical power systems (prose, no sidecar).

The chapter explains what components are, why things are done and how alternatives compare.
It is original text written for this dataset; the handbook and publisher are invented.
"""

from __future__ import annotations

from pathlib import Path

import layout as L

from families.common import qa, un, with_document

FILE = "airframe-handbook-ch5-electrical-power.pdf"
HEADER = "The Airframe Technician's Handbook - Chapter 5: Aircraft Electrical Power Systems"


def _pages() -> list[list[tuple]]:
    p1 = [
        L.title("Chapter 5  Aircraft Electrical Power Systems"),
        L.small(
            "From The Airframe Technician's Handbook, 2nd edition, Kestrel Ridge Technical Press. This chapter "
            "explains principles for training purposes. Always follow the maintenance data for the aircraft."
        ),
        L.h1("5.1 Why aircraft need an electrical system"),
        L.p(
            "Early aircraft needed electricity only for the ignition, and the magneto supplied that without help "
            "from the rest of the aircraft. A modern aircraft, even a small training type, relies on electrical "
            "power for radios, navigation equipment, lighting, flap motors, fuel pumps and engine instruments. "
            "The electrical power system exists to generate that power, to store enough of it for starting and "
            "for emergencies, to distribute it to the loads in a controlled way, and to protect the wiring when "
            "something goes wrong."
        ),
        L.p(
            "Most light aircraft use a direct current (DC) system at a nominal 14 V or 28 V. The higher voltage "
            "is preferred in larger aircraft because, for the same power, it halves the current, and a lower "
            "current allows thinner and lighter wiring. Transport aircraft generate alternating current (AC) as "
            "their main supply, usually 115 V at 400 Hz, because AC generators are lighter for a given output "
            "and transformers make it easy to obtain other voltages. The 400 Hz frequency is chosen because "
            "motors and transformers designed for it are much smaller than 50 or 60 Hz equipment of the same "
            "rating."
        ),
        L.h1("5.2 Batteries"),
        L.p(
            "The aircraft battery has three jobs. It supplies the high current needed to crank the engine or "
            "to start an auxiliary power unit; it acts as a reserve of power that keeps essential equipment "
            "running for a limited time if the generating system fails; and, while the generator is running, it "
            "helps to hold the bus voltage steady by absorbing short voltage spikes and supplying brief load "
            "surges. A battery is therefore not just a starting device: a battery that is flat or disconnected "
            "in flight removes the only backup the pilot has."
        ),
        L.p(
            "Two battery types are common. Lead-acid batteries are cheap, simple to maintain and tolerant of "
            "being left on float charge, but they are heavy for their capacity and their voltage falls steadily "
            "as they discharge. Nickel-cadmium (NiCd) batteries are lighter for the same capacity, deliver very "
            "high currents for engine starting, and keep an almost constant voltage until they are nearly empty. "
            "That last property is both an advantage and a trap: because the voltage gives little warning, a "
            "crew may not notice that a NiCd battery is close to exhaustion."
        ),
    ]
    p2 = [
        L.p(
            "NiCd batteries need workshop care that lead-acid batteries do not. Over many shallow charge cycles "
            "the individual cells drift apart in their state of charge. The workshop therefore performs a deep "
            "cycle: the battery is fully discharged, each cell is shorted out for a time to bring it to zero, "
            "and the battery is then recharged at a controlled rate. This equalises the cells and restores the "
            "usable capacity. The electrolyte level in a NiCd cell must only be adjusted when the battery is "
            "fully charged, because the level falls as the cell discharges and the electrolyte is absorbed into "
            "the plates; topping up a discharged cell leads to spillage when it is recharged."
        ),
        L.p(
            "The main hazard with NiCd batteries is thermal runaway. When a cell becomes hot its internal "
            "resistance falls, so on a constant-voltage charge it draws more current, which heats it further. "
            "If the cycle is not broken the battery can boil its electrolyte, swell and even catch fire. "
            "Aircraft with NiCd batteries therefore carry a battery temperature sensor and a warning light, and "
            "the crew procedure is to disconnect the battery from the charging bus when the warning appears."
        ),
        L.p(
            "Both battery types give off gas when they are charged: lead-acid batteries release hydrogen and "
            "oxygen, and any battery under heavy charge can release corrosive electrolyte vapour. The battery "
            "box is vented overboard, often with a ram-air inlet and an outlet on the fuselage, so that hydrogen "
            "cannot collect and explode and so that the vapour does not corrode the surrounding structure. "
            "Lead-acid and NiCd batteries must never be serviced in the same room, because the sulphuric acid "
            "of one and the potassium hydroxide of the other neutralise and contaminate each other."
        ),
        L.h1("5.3 Generators and alternators"),
        L.p(
            "A generator produces DC directly through its commutator and brushes. An alternator produces AC in "
            "its stator windings, and in a DC aircraft system that AC is converted to DC by a set of diodes "
            "inside the alternator. Alternators have largely replaced DC generators in light aircraft because "
            "they are lighter, deliver useful output even at engine idle, and have no commutator to wear. Their "
            "disadvantage is that they need some current from the battery to excite the field: an alternator "
            "cannot normally bring itself back on line if the battery is completely flat."
        ),
    ]
    p3 = [
        L.p(
            "The output voltage of a generator or alternator depends on its speed and on the current in its "
            "field winding. Because engine speed changes all the time, a voltage regulator is used to vary the "
            "field current so that the system voltage stays at the set value, typically 14.2 V in a 12 V system "
            "or 28.5 V in a 24 V system, whatever the engine speed and load. The regulator sets the voltage "
            "slightly above the nominal battery voltage so that the battery is charged while the engine runs."
        ),
        L.p(
            "A DC generator also needs a reverse-current cutout, sometimes called a reverse-current relay. When "
            "the engine slows, the generator voltage can fall below the battery voltage, and current would then "
            "flow backwards from the battery into the generator, discharging the battery and possibly damaging "
            "the generator. The cutout disconnects the generator from the bus whenever this happens. Alternator "
            "systems do not need a cutout because the rectifier diodes already block reverse current."
        ),
        L.p(
            "An overvoltage relay protects the loads if the regulator fails and drives the field to full "
            "current. It opens the field circuit when the bus voltage exceeds a set limit, taking the alternator "
            "off line; the pilot sees an alternator warning and the battery carries the loads."
        ),
        L.p(
            "Aircraft with two or more generators usually run them in parallel on a common bus. Paralleling "
            "only works if the generators share the load equally; otherwise one generator carries most of the "
            "load and overheats while the other does little work. DC systems use an equalising circuit between "
            "the regulators for this purpose. AC generators must in addition be matched in frequency and phase "
            "before they are connected together, which is why many transport aircraft keep each AC generator on "
            "its own bus instead and connect the buses only when a generator fails."
        ),
        L.h1("5.4 Bus bars and power distribution"),
        L.p(
            "A bus bar is a conductor, often a solid copper or aluminium strip, that collects power from the "
            "sources and distributes it to many circuits. Each load is connected to a bus through its own "
            "circuit breaker or fuse. Dividing the loads between several buses lets the designer decide which "
            "equipment keeps power when a source fails."
        ),
    ]
    p4 = [
        L.p(
            "The main bus carries most of the aircraft's loads. The essential bus carries only the equipment "
            "needed to keep flying and to land safely, such as one communication radio, the basic flight "
            "instruments and the landing gear indication. In normal operation the essential bus is fed from the "
            "main bus. After a generator failure the pilot or an automatic relay sheds the main bus loads and "
            "the battery then feeds only the essential bus, which makes the limited battery capacity last much "
            "longer. This deliberate removal of non-essential loads is called load shedding."
        ),
        L.p(
            "Many light aircraft have a separate avionics bus controlled by an avionics master switch. The "
            "switch is kept off during engine start and shutdown. The starter motor draws a very high current, "
            "and the alternator can produce voltage spikes when it comes on line or is switched off; sensitive "
            "radios and navigation units are protected from these transients by being disconnected from the "
            "supply while they occur."
        ),
        L.p(
            "A bus tie connects two buses so that one source can feed both. In a twin-generator aircraft the bus "
            "tie relay is normally closed, so both generators feed both buses. If a fault appears on one bus the "
            "tie opens, isolating the faulty bus so that the healthy side keeps its power. The bus tie therefore "
            "gives both redundancy and fault isolation."
        ),
        L.h1("5.5 Circuit protection"),
        L.p(
            "Fuses and circuit breakers protect the wiring, not the equipment. They are sized to open before the "
            "wire they protect overheats, which prevents smoke and fire in hidden parts of the airframe. A fuse "
            "is simple and fast but must be replaced after it blows; a circuit breaker can be reset and shows "
            "the crew which circuit has tripped. Aircraft circuit breakers are of the trip-free type, which "
            "means that the breaker opens on an overload even if its button is held in."
        ),
        L.p(
            "Crew procedures normally allow a tripped breaker to be reset only once, and only if the equipment "
            "is needed for the flight. A breaker that trips a second time indicates a real fault. Repeatedly "
            "resetting a breaker, or holding it in, defeats the protection and has caused in-flight fires."
        ),
    ]
    p5 = [
        L.h1("5.6 Bonding and static discharge"),
        L.p(
            "Bonding connects the metal parts of the airframe electrically so that they stay at the same "
            "potential. It has several purposes: it gives a low-resistance return path for current in "
            "single-wire DC systems, where the airframe serves as the negative conductor; it prevents sparks "
            "between parts that have built up different static charges; it reduces radio interference; and it "
            "carries lightning current through the structure instead of through control cables and hinges. "
            "Bonding straps across hinges and shock mounts are therefore as important as any other wire and must "
            "be inspected for fraying and corrosion."
        ),
        L.p(
            "Static dischargers, the thin wicks on the trailing edges of the wings and tail, release the static "
            "charge that builds up on the airframe in flight. Without them the charge leaks away as corona "
            "discharge at sharp points, which causes noise in the radio receivers."
        ),
        L.h1("5.7 External power and inverters"),
        L.p(
            "An external power receptacle lets ground equipment supply the aircraft during maintenance and "
            "engine start, so that the aircraft battery is not run down. The receptacle usually has a short "
            "third pin that controls the external power relay. Because the short pin is the last to make "
            "contact and the first to break, the relay is never switched under load, which prevents arcing at "
            "the main pins. A reverse-polarity protection circuit keeps the relay open if the ground unit is "
            "connected with the wrong polarity, which would otherwise damage diodes and electronic equipment."
        ),
        L.p(
            "Aircraft with a DC main system may still need AC for some instruments and avionics. An inverter "
            "converts DC from the bus into AC at the required voltage and frequency. Older aircraft used rotary "
            "inverters, which are DC motors driving AC generators; modern aircraft use static inverters built "
            "from solid-state switches, which are lighter, quieter and have no brushes to wear."
        ),
        L.h2("Key points"),
        L.bullets(
            [
                "The battery starts the engine, backs up the generating system and steadies the bus voltage.",
                "Regulators hold the voltage constant; cutouts and overvoltage relays protect battery and loads.",
                "Buses group loads so that essential equipment keeps power after a failure.",
                "Circuit protection is there for the wiring.",
            ]
        ),
    ]
    return [p1, p2, p3, p4, p5]


def build(doc_dir: Path) -> list[Path]:
    path = doc_dir / FILE
    L.render_pdf(path, _pages(), HEADER, "Kestrel Ridge Technical Press - Chapter 5")
    return [path]


_QUESTIONS = [
    qa(
        "why 28V instead of 14V on bigger aircraft",
        1,
        ["halves the current", "thinner and lighter wiring"],
        "prose_purpose",
    ),
    qa("why do transport aircraft use 400 Hz", 1, ["much smaller than 50 or 60 Hz equipment"], "prose_purpose"),
    qa(
        "nicad vs lead acid, main differences",
        1,
        ["lighter for the same capacity", "keep an almost constant voltage"],
        "prose_comparison",
    ),
    qa(
        "what does a deep cycle on a nicad do",
        2,
        ["equalises the cells and restores the usable capacity"],
        "prose_definition",
    ),
    qa(
        "what is thermal runaway",
        2,
        ["internal resistance falls", "draws more current, which heats it further"],
        "prose_definition",
    ),
    qa("why vent the battery box overboard", 2, ["so that hydrogen cannot collect and explode"], "prose_purpose"),
    qa(
        "why did alternators replace generators in light aircraft",
        2,
        ["deliver useful output even at engine idle"],
        "prose_comparison",
    ),
    qa("what does a voltage regulator do", 3, ["vary the field current"], "prose_purpose"),
    qa("purpose of reverse current relay", 3, ["disconnects the generator from the bus"], "prose_purpose"),
    qa("what does the overvoltage relay do when regulator fails", 3, ["opens the field circuit"], "prose_purpose"),
    qa(
        "what is a buss bar exactly",
        3,
        ["collects power from the sources and distributes it to many circuits"],
        "prose_definition",
    ),
    qa("whats on the essential bus", 4, ["needed to keep flying and to land safely"], "prose_definition"),
    qa("load shedding meaning", 4, ["deliberate removal of non-essential loads"], "prose_definition"),
    qa("why avionics master off for engine start", 4, ["protected from these transients"], "prose_purpose"),
    qa("what's the bus tie for", 4, ["both redundancy and fault isolation"], "prose_purpose"),
    qa("trip free breaker meaning", 4, ["opens on an overload even if its button is held in"], "prose_definition"),
    qa("fuse vs breaker", 4, ["must be replaced after it blows", "can be reset"], "prose_comparison"),
    qa("why bond the airframe parts", 5, ["low-resistance return path", "reduces radio interference"], "prose_purpose"),
    qa("why is one ext power pin shorter", 5, ["the relay is never switched under load"], "prose_purpose"),
    qa("rotary vs static inverter", 5, ["lighter, quieter and have no brushes to wear"], "prose_comparison"),
]

_UNANSWERABLE = [
    un("max charge current for a nicad battery", "unans_attribute_not_stated"),
    un("how long will the essential bus run on battery after gen failure, minutes", "unans_attribute_not_stated"),
    un("at what voltage does the overvoltage relay trip on a 28v system", "unans_attribute_not_stated"),
    un("wire gauge for a 20 A breaker", "unans_attribute_not_stated"),
    un("how long to short each cell during nicad deep cycle", "unans_attribute_not_stated"),
    un("how often should a nicad be deep cycled", "unans_attribute_not_stated"),
    un("brush replacement interval on a DC generator", "unans_attribute_not_stated"),
    un("typical Ah rating of a light aircraft battery", "unans_attribute_not_stated"),
    un("specific gravity of a fully charged lead acid cell", "unans_attribute_not_stated"),
    un("static wick resistance check value", "unans_attribute_not_stated"),
    un("output frequency of a rotary inverter", "unans_attribute_not_stated"),
    un("how long to wait before resetting a popped breaker", "unans_condition_not_covered"),
    un("bonding strap max resistance in milliohm", "unans_attribute_not_stated"),
]

QUESTIONS = with_document(_QUESTIONS + _UNANSWERABLE, FILE)

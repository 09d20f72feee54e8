"""Harlow Point aircraft systems training handbook, chapter on fuel systems."""

from layout import Document

FILE = "harlow_point_handbook_ch5_fuel_systems.pdf"

PAGES = [
    [
        ("title", "Chapter 5\nAircraft Fuel Systems"),
        ("h", "5.1  Purpose of the fuel system"),
        (
            "p",
            "The fuel system stores fuel and delivers it to the engines in the "
            "right quantity, at the right pressure and free of contamination, in "
            "every attitude and phase of flight that the aircraft is certified "
            "for. A good system also lets the crew know how much fuel remains, "
            "allows fuel to be moved or selected between tanks, and can be "
            "serviced quickly on the ground. Because an interruption of fuel flow "
            "stops the engine almost immediately, designers duplicate the "
            "critical parts: two pumps instead of one, two paths to each engine, "
            "and indications that warn of trouble before the engine notices it.",
        ),
        (
            "p",
            "It helps to think of the fuel system as three parts in series: the "
            "storage part (tanks, vents and drains), the delivery part (pumps, "
            "valves, lines and filters) and the indicating part (quantity, flow, "
            "pressure and temperature). Faults in any part show up at the engine, "
            "so a technician troubleshooting a rough-running engine should work "
            "back along this chain rather than start with the engine itself.",
        ),
        ("h", "5.2  Fuel tanks"),
        (
            "p",
            "Three kinds of tank are common. A rigid removable tank is a "
            "self-contained metal or composite container strapped into a bay of "
            "the structure; it is simple and easy to replace, and is typical of "
            "older light aircraft. A bladder tank is a flexible cell of "
            "reinforced rubber or nylon laced or snapped into a cavity, which "
            "lets fuel be carried in awkward spaces without cutting large "
            "openings in the structure. An integral tank uses the structure "
            "itself as the tank: the wing spars, ribs and skins are sealed with "
            "sealant so that the wing box holds the fuel directly. Integral tanks "
            "give the greatest capacity for the least weight, which is why almost "
            "all transport aircraft use them, but a leak means finding and "
            "resealing a seam inside a confined space.",
        ),
        (
            "p",
            "Figure 5-1 shows a cutaway of an integral wing tank. Access panels "
            "on the lower skin let a technician enter the tank, and each bay is "
            "separated by ribs with holes to let the fuel flow inboard. The "
            "lowest point of each tank carries a sump with a quick drain valve.",
        ),
        ("h", "5.3  Tank venting"),
        (
            "p",
            "Every tank must be vented to the atmosphere. As fuel is used, air "
            "must enter to take its place; without a vent the pressure in the "
            "tank falls until the pumps can no longer draw fuel, and in extreme "
            "cases the tank can collapse inward. The vent also relieves pressure "
            "when fuel expands in the heat of the day or when the aircraft "
            "climbs. On many light aircraft the vent is a small tube that faces "
            "into the airflow, so that ram air slightly pressurises the tank and "
            "helps push fuel toward the engine. Larger aircraft use a vent "
            "system with a surge tank near each wing tip, which catches fuel "
            "that is pushed into the vent lines during manoeuvres and returns it "
            "to the main tank.",
        ),
    ],
    [
        ("h", "5.4  Gravity feed and pressure feed"),
        (
            "p",
            "In a gravity feed system the tanks sit above the engine and fuel "
            "simply flows down to the carburettor or fuel control. High-wing "
            "light aircraft often work this way, and the only pump may be the one "
            "driven by the engine itself. Figure 5-2 shows a typical high-wing "
            "arrangement in which both wing tanks feed a selector valve marked "
            "LEFT, RIGHT, BOTH and OFF, followed by a strainer and the engine "
            "fuel pump.",
        ),
        (
            "p",
            "When the tanks are level with or below the engine, as in low-wing "
            "aircraft and all larger types, gravity is not enough and the system "
            "is pressure fed. Electrically driven boost pumps move fuel from the "
            "tank to the engine-driven pump. Boost pumps on transport aircraft "
            "are usually centrifugal pumps mounted in the bottom of the tank. "
            "They are placed in the tank rather than in the engine nacelle so "
            "that the whole line to the engine is under positive pressure, which "
            "prevents vapour lock. A centrifugal pump also has a useful property: "
            "if it stops, fuel can still be drawn through it by the engine-driven "
            "pump, so a single pump failure does not cut off the supply.",
        ),
        (
            "p",
            "Vapour lock is a condition in which fuel vaporizes in the lines or "
            "at a pump inlet, forming bubbles that interrupt the flow of liquid "
            "fuel. It is most likely when fuel is hot, when the aircraft is at "
            "high altitude where the pressure acting on the fuel is low, or "
            "where a line passes close to a hot engine component. Keeping the "
            "lines pressurised from the tank outward raises the pressure on the "
            "fuel above its vapour pressure and so keeps it liquid.",
        ),
        (
            "p",
            "Boost pumps are also switched on for take-off and landing in many "
            "light aircraft as a back-up to the engine-driven pump, because these "
            "are the phases in which an engine failure leaves the least time to "
            "react. The pressure gauge or low pressure light downstream of the "
            "pumps tells the pilot that the supply is being maintained.",
        ),
        ("h", "5.5  Baffles, flapper valves and collector tanks"),
        (
            "p",
            "Fuel in a partly empty tank moves with every turn, climb and "
            "descent. Baffles are partial ribs inside the tank that slow this "
            "sloshing, reduce the loads on the structure and keep fuel from "
            "rushing away from the pump inlet. Flapper valves are one-way hinged "
            "doors in the ribs nearest the pump; they let fuel flow inboard "
            "toward the pump but close to stop it flowing outboard again. Many "
            "aircraft go further and build a small collector tank around the "
            "pump inlets so that the pumps remain covered with fuel even in a "
            "prolonged sideslip with low fuel quantity.",
        ),
    ],
    [
        ("h", "5.6  Crossfeed and fuel management"),
        (
            "p",
            "A crossfeed system connects the feed lines of the left and right "
            "sides through a crossfeed valve. Its purpose is to allow any engine "
            "to be fed from any tank. The crew use it to correct a fuel "
            "imbalance, for example after an engine has been shut down in flight "
            "and the fuel on that side is no longer being used, and to make the "
            "fuel in a tank available to an engine whose own pumps have failed. "
            "Because an open crossfeed valve connects both sides, a leak on one "
            "side can drain fuel from the other, so checklists call for the "
            "crossfeed to be closed whenever a leak is suspected.",
        ),
        (
            "p",
            "Fuel management in larger aircraft follows a set sequence. Fuel in "
            "the centre tank is normally used first while the wing tanks are "
            "kept full, because fuel in the wings bends the wings downward and "
            "counteracts the upward bending caused by lift. This wing bending "
            "relief allows a lighter wing structure. For the same reason, fuel "
            "is usually loaded into the wing tanks first and into the centre tank "
            "last. Figure 5-3 shows a three-tank transport layout with the centre "
            "tank pumps having a higher output pressure than the wing tank pumps, "
            "so that with all pumps running the engines draw from the centre tank "
            "automatically.",
        ),
        (
            "p",
            "Modern aircraft refuel through a single-point refuelling adaptor, "
            "usually under the wing or in the fuselage fairing. Fuel enters a "
            "manifold and is distributed to each tank through refuel valves that "
            "close automatically when a high level sensor in the tank is wetted. "
            "This shortens turnaround time and avoids the spillage and "
            "contamination risks of filling each tank through an open filler cap "
            "on top of the wing.",
        ),
        ("h", "5.7  Fuel quantity indication"),
        (
            "p",
            "Simple light aircraft use a float connected to a variable resistor. "
            "As the float rises and falls, the resistance changes and the gauge "
            "moves. Float systems are cheap but their reading changes with "
            "aircraft attitude and they are least accurate when it matters most, "
            "near empty.",
        ),
        (
            "p",
            "Larger aircraft use capacitance probes: vertical tubes mounted in "
            "the tank, each forming a capacitor in which the space between two "
            "concentric tubes is filled partly by fuel and partly by air. Fuel "
            "has a higher dielectric constant than air, so the capacitance of "
            "each probe increases as the fuel level rises. Several probes are "
            "spread through each tank so that the system can compute the volume "
            "in any attitude. Because the dielectric constant of fuel rises with "
            "its density, a capacitance system can indicate the mass of the fuel "
            "rather than its volume. Mass is what the crew need, since the "
            "energy available and the weight of the aircraft both depend on it. "
            "A compensator probe that is always fully immersed corrects the "
            "reading for differences between fuel batches.",
        ),
    ],
    [
        ("h", "5.8  Contamination, sampling and microbial growth"),
        (
            "p",
            "Water is the most common contaminant. It enters with the fuel "
            "delivered, and it condenses from moist air drawn in through the "
            "vents as the tank cools. Water is heavier than fuel and collects at "
            "the lowest point of each tank, which is why sumps and drain valves "
            "are placed there. A fuel sample should be drawn from each drain "
            "before the first flight of the day and after every refuelling, into "
            "a clear container, and examined for water, sediment and the correct "
            "colour and smell. Water shows as clear droplets or a separate layer "
            "at the bottom of the sample.",
        ),
        (
            "p",
            "Where free water stands in a tank, microorganisms can grow at the "
            "interface between water and fuel, living on the fuel and using the "
            "water. The resulting dark, slimy mats block filters and drain "
            "valves, foul the quantity probes and produce acids that attack the "
            "tank sealant and the aluminium structure. The best defence is to "
            "remove water regularly; once growth is found, the tank must be "
            "cleaned and treated with an approved biocide.",
        ),
        (
            "p",
            "Solid contamination such as rust, sealant flakes and dirt is caught "
            "by strainers at the tank outlet and by the main fuel filter ahead of "
            "the engine. Most filters have a bypass valve so that a blocked "
            "element does not starve the engine; a differential pressure switch "
            "warns the crew that the filter is about to bypass, because "
            "unfiltered fuel will then reach the fuel control and nozzles.",
        ),
        ("h", "5.9  Chapter summary"),
        (
            "p",
            "The fuel system stores, moves, filters and measures fuel. Tanks "
            "must be vented so that they neither collapse nor burst. Boost pumps "
            "in the tanks keep the delivery lines under positive pressure and "
            "prevent vapour lock. Baffles, flapper valves and collector tanks "
            "keep the pump inlets covered. Crossfeed lets any engine draw from "
            "any tank. Capacitance probes measure fuel mass across all "
            "attitudes. Finally, draining the sumps is the simplest and most "
            "effective protection against water and the microbial growth that "
            "water makes possible.",
        ),
        (
            "p",
            "Review questions for this chapter are in Appendix B. The next "
            "chapter describes the engine fuel control and fuel metering "
            "components that lie downstream of the airframe fuel system.",
        ),
    ],
]


def build(path):
    doc = Document(
        "Harlow Point Aircraft Systems Handbook  Chapter 5  Fuel Systems",
        "Aircraft Systems Handbook - Chapter 5 Aircraft Fuel Systems",
        "Harlow Point Aviation Press",
        font="Times",
    )
    for page in PAGES:
        doc.new_page()
        for kind, text in page:
            if kind == "title":
                doc.para("HARLOW POINT AIRCRAFT SYSTEMS HANDBOOK", size=9, style="B")
                doc.title(text, size=17)
            elif kind == "h":
                doc.heading(text, size=12)
            else:
                doc.para(text, size=11, line=5.2)
    return doc.save(path)

"""Prose training-handbook chapter on aircraft landing gear (single PDF, no sidecar)."""

from layout import Doc

FILE = "meridian-handbook-ch7-landing-gear.pdf"

P1 = [
    ("title", "Chapter 7  Landing Gear Systems"),
    ("subtitle", "Meridian Aviation Maintenance Training Handbook, Volume 2 - Airframe"),
    ("h2", "Introduction"),
    (
        "p",
        "The landing gear is the part of the airframe that supports the aircraft whenever it is not flying. It must "
        "carry the full weight of the aircraft while parked, allow it to be steered and braked on the ground, and, "
        "most demanding of all, absorb the energy of touchdown without passing destructive loads into the "
        "structure. Because a landing gear spends most of each flight as dead weight, designers try to make it as "
        "light as the loads allow, and it is this compromise that gives the maintenance technician much of the work "
        "described in this chapter.",
    ),
    ("h2", "Gear arrangements"),
    (
        "p",
        "Two arrangements dominate. The conventional or tailwheel arrangement places two main wheels ahead of the "
        "centre of gravity and a small wheel or skid under the tail. It is light and tolerant of rough fields, but "
        "because the centre of gravity is behind the main wheels, any swerve on the ground tends to grow rather than "
        "correct itself. A tailwheel aircraft that is allowed to swing may turn sharply through a half circle, a "
        "manoeuvre known as a ground loop, and pilots must fly a tailwheel aircraft all the way to a stop.",
    ),
    (
        "p",
        "The tricycle arrangement places the main wheels slightly behind the centre of gravity and adds a nose wheel. "
        "The aircraft sits level on the ground, which gives the pilot a good view forward and allows harder braking "
        "without the risk of nosing over. The tricycle aircraft is directionally stable on the ground: a swerve "
        "creates forces that tend to straighten it again. Large and heavy aircraft may add further main wheels in "
        "tandem or in bogies of four or six, spreading the load so that the aircraft can use pavements that would "
        "otherwise be overloaded.",
    ),
    ("h2", "Fixed and retractable gear"),
    (
        "p",
        "Fixed gear is simple, cheap and almost free of maintenance, but the wheels, legs and fairings hang in the "
        "airflow for the whole flight. At low speeds the resulting drag is a fair price for simplicity; as cruise "
        "speed rises, drag grows with the square of speed and a retractable gear soon repays its extra weight and "
        "complexity. Wheel fairings, often called wheel pants, are a halfway step that recovers part of the drag of "
        "a fixed gear at the cost of hiding the tyres and brakes from inspection and trapping mud and slush.",
    ),
    (
        "p",
        "A retractable gear is raised into wheel wells after take-off by hydraulic, electric or, on older types, "
        "manual power. The wells are closed by doors that restore a smooth surface. Every retractable gear must also "
        "provide a way of lowering the gear if the normal system fails, a way of telling the crew that the gear is "
        "down and locked, and protection against retraction while the aircraft is on the ground. These safety "
        "features are described later in the chapter.",
    ),
]

P2 = [
    ("h2", "Absorbing the landing shock"),
    (
        "p",
        "The energy of a landing must be absorbed and then dissipated, not merely stored. A spring that stores the "
        "energy and returns it at once throws the aircraft back into the air, which is why simple spring gears bounce. "
        "The simplest gears are rigid and rely on the tyre alone; many light aircraft use a single leaf of spring "
        "steel or a tapered steel tube that flexes on touchdown. Older designs used bungee cord, a bundle of rubber "
        "strands in a woven cover, which stretches under load. Bungee loses its elasticity with age and sunlight, so "
        "the cords carry a colour-coded date of manufacture and are replaced at fixed calendar intervals.",
    ),
    (
        "p",
        "The oleo-pneumatic shock strut is the standard on most aircraft above the light-training class. It combines "
        "a gas spring with a hydraulic damper in one telescoping unit. The upper cylinder is attached to the "
        "airframe and the lower piston carries the axle. Hydraulic fluid fills the lower part of the strut and "
        "compressed dry air or nitrogen fills the upper part. On touchdown the piston is driven upward and the fluid "
        "is forced through a small orifice into the upper chamber. Forcing fluid through the orifice converts much of "
        "the landing energy into heat, which is the damping action that prevents the bounce of a plain spring.",
    ),
    (
        "p",
        "Many struts place a tapered metering pin in the orifice. As the strut compresses, the thicker part of the "
        "pin moves into the orifice and the opening becomes smaller, so resistance rises progressively through the "
        "stroke rather than arriving all at once. Once the aircraft has settled, the compressed gas carries the "
        "weight and cushions taxiing bumps, while a recoil or snubbing valve slows the return stroke so that the "
        "strut does not extend violently when the load is removed.",
    ),
    ("h2", "Servicing shock struts"),
    (
        "p",
        "A strut is serviced in two quantities, fluid and gas, and the correct proportion matters as much as the "
        "total. A strut that is short of fluid will usually still hold the aircraft at the correct height when "
        "static, because the gas pressure makes up the difference, but it will bottom on a firm landing. For this "
        "reason the fluid level is checked with the strut fully deflated and compressed, and extension alone is "
        "never taken as proof of a correctly serviced strut.",
    ),
    (
        "p",
        "Before the air valve core is loosened, the gas pressure must be released slowly through the valve. A valve "
        "core removed under pressure can be blown out like a bullet. After fluid has been added, the strut is "
        "cycled through several full strokes to purge trapped air, topped up again, and then inflated until the "
        "extension matches the chart for the aircraft weight. Nitrogen is preferred because dry gas does not carry "
        "moisture into the strut, where it would cause corrosion and freeze at altitude.",
    ),
    (
        "p",
        "A thin film of fluid on the exposed chrome piston is normal and keeps the seal lubricated. The "
        "technician should wipe the piston clean and inspect it for pits and scores, since a damaged chrome surface "
        "will cut the seals on every stroke.",
    ),
]

P3 = [
    ("h2", "Torque links and shimmy dampers"),
    (
        "p",
        "Because the piston of an oleo strut is round, nothing inside the strut stops it from rotating in the "
        "cylinder. Torque links, also called scissors, connect the cylinder to the piston and keep the wheel aligned "
        "with the aircraft while still letting the strut telescope. Wear in the torque link bushings shows up as free "
        "play at the wheel and can be a cause of shimmy.",
    ),
    (
        "p",
        "Shimmy is a rapid side-to-side oscillation of a nose or tail wheel, usually felt in a particular band of "
        "taxi or landing speed. Left alone it can become violent enough to damage the gear. A shimmy damper is a "
        "small hydraulic cylinder, or on some types a friction or elastomer unit, fitted between the steering "
        "collar and the strut; it does not prevent the wheel from turning, but it resists rapid movement and so "
        "absorbs the energy of the oscillation.",
    ),
    ("h2", "Nose wheel steering and centring"),
    (
        "p",
        "Light aircraft are usually steered through linkages from the rudder pedals, while large aircraft use a "
        "hydraulic steering actuator commanded by a tiller. In either case the nose wheel must be straight before it "
        "enters the wheel well, since a wheel that is turned will jam against the structure. Centring cams inside "
        "the strut engage as the strut extends after lift-off and turn the wheel to the straight-ahead position "
        "before retraction begins. Towing an aircraft beyond the marked steering limits can break the steering "
        "stops or the torque links, which is why tow bars carry shear pins and steering must be disconnected or "
        "bypassed for towing.",
    ),
    ("h2", "Retraction systems and their safeguards"),
    (
        "p",
        "In a typical hydraulic system, selecting gear up sends pressure to the retract side of each actuator; the "
        "uplocks catch the gear in the well and the doors close behind it. Selecting gear down reverses the flow. "
        "Sequence valves ensure that the doors are open before a gear leg moves and that they close only when it has "
        "stopped. When the gear is down, downlocks - often an overcentre brace held by a spring and a lock actuator - "
        "hold each leg extended so that it cannot fold under load even if hydraulic pressure is lost.",
    ),
    (
        "p",
        "A squat switch, also called a weight-on-wheels switch, senses that a strut is compressed. While the aircraft "
        "is on the ground it prevents the gear selector from being moved to the up position and it tells other "
        "systems, such as pressurisation and thrust reversers, whether the aircraft is airborne. On the ground, "
        "removable ground locks - pins or collars with red streamers - are fitted to the gear so that it cannot "
        "collapse during towing or maintenance; they must be removed before flight.",
    ),
    (
        "p",
        "Position indication is normally one green light per leg for down and locked, a red or amber light while "
        "the gear is in transit or disagrees with the selector, and no light when the gear is up and locked. An "
        "aural warning sounds if the throttles are retarded for landing, or the flaps are extended beyond the "
        "approach setting, while any gear is not down and locked.",
    ),
    (
        "p",
        "If normal extension fails, an alternate system lowers the gear. The most common method is free fall: the "
        "crew releases the uplocks mechanically and the gear drops under its own weight, helped by airflow, until the "
        "downlocks engage. Other designs use a hand pump, a separate hydraulic system or a bottle of compressed "
        "nitrogen that blows the gear down.",
    ),
]

P4 = [
    ("h2", "Wheels and brakes"),
    (
        "p",
        "Aircraft wheels are usually forged aluminium or magnesium alloy and are made in two halves bolted together, "
        "so that a tubeless tyre can be fitted without stretching the bead over a rim. The split wheel must always "
        "be deflated before the tie bolts are loosened; a wheel separated under pressure can cause fatal injuries. "
        "Wheels of high-performance aircraft carry fusible plugs, whose centres melt and release the tyre pressure "
        "if the heat soaking out of the brakes after a hard stop threatens to burst the tyre.",
    ),
    (
        "p",
        "Light aircraft typically use a single-disc brake in which a caliper squeezes a disc that turns with the "
        "wheel. Heavier aircraft use a multiple-disc brake, a stack of stationary stator plates keyed to the axle "
        "alternating with rotating rotor plates keyed to the wheel, all clamped by pistons in the brake housing. "
        "Wear is checked with a wear indicator pin: when the pin is flush with its housing with the brakes applied, "
        "the stack has reached its wear limit. Air in a brake line makes the pedal spongy, so after any line has "
        "been opened the brake is bled, either from the top down using the reservoir or from the bottom up by "
        "pressure bleeding through the bleed valve.",
    ),
    (
        "p",
        "An anti-skid system compares the speed of each braked wheel with the speed of the aircraft. When a wheel "
        "begins to slow faster than the aircraft - the first sign of a skid - the system briefly releases brake "
        "pressure to that wheel and then reapplies it. The purpose is to obtain the shortest stopping distance the "
        "runway surface allows while avoiding the flat spots and blow-outs caused by locked wheels. Most systems "
        "also include touchdown protection, which holds the brakes off until the wheels have spun up after landing.",
    ),
    ("h2", "Tyres"),
    (
        "p",
        "Aircraft tyres work at high pressures and very high deflections, and their greatest enemy is heat from "
        "underinflation. A tyre that runs underinflated flexes more with every revolution and builds up heat in the "
        "sidewalls, so pressure is checked daily and only when the tyre is cold - at least two hours after flight. "
        "Tyres on larger aircraft are inflated with dry nitrogen, which will not support combustion inside a hot "
        "tyre and does not carry water vapour that could freeze or corrode the wheel.",
    ),
    (
        "p",
        "During inspection the technician looks for cuts, bulges, embedded objects and tread wear. A bulge in the "
        "sidewall or tread indicates separation of the plies and is cause for immediate removal. Tyres are worn to "
        "the limit when the tread reaches the bottom of any groove at any point, unless the manufacturer's data "
        "say otherwise. Retreading is permitted on most aircraft tyres, and the number of retreads is recorded on the "
        "sidewall.",
    ),
    (
        "p",
        "When tyres are mounted, the red balance mark on the tyre is aligned with the valve stem, and a new tyre is "
        "left inflated for twelve hours before use so that any slow leak or stretch of the carcass can be detected "
        "and the pressure adjusted.",
    ),
]


def build(out_dir):
    doc = Doc(
        header="Meridian Aviation Maintenance Training Handbook - Volume 2 - Chapter 7",
        footer="Meridian AMT Handbook Vol. 2, Ch. 7",
        title="Meridian Aviation Maintenance Training Handbook, Chapter 7: Landing Gear Systems",
        author="Meridian Aviation Training (fictional)",
        font="Times",
    )
    for page in (P1, P2, P3, P4):
        doc.add_page(page)
    doc.save(out_dir / FILE)

"""SonoPress 20 principle of operation HS-PO-0210 (invented). Chapter 2 is the prose chapter that
explains why the maintenance rules exist."""

KEY = "HS-PO-0210"
COMPANY = "Halvorsen Sonics AB"
TITLE = "SonoPress 20 - Principle of Operation"
PRODUCT = "SonoPress 20 ultrasonic welding press"
VARIANTS = ["SP-20", "SP-20X"]
VERSION = ("Issue 2", "HS-PO-0210_Issue2.pdf", "2020-09-01", None, "2020-08-28T00:00:00Z")

CH2 = {
    "intro": (
        "This chapter explains the reasons behind the rules in the Maintenance Manual HS-MM-0207. "
        "Technicians who understand why a rule exists are less tempted to take short cuts, and they "
        "recognise early the symptoms that appear when a rule has been broken. Numbers quoted in this chapter "
        "illustrate the reasoning; the binding limits are those of the Maintenance Manual."
    ),
    "2.1": (
        "2.1 Resonance and why the generator follows it",
        "The converter, the booster and the horn together form one mechanical resonator, called the stack. "
        "Each component is made exactly one half-wavelength long at 20 kHz, so that the joint faces lie at "
        "points of maximum motion, the antinodes, and the clamp ring of the booster lies at a point of zero "
        "motion, the node. The piezoelectric converter can deliver its rated power efficiently only when it "
        "is driven at the series resonance of the whole stack. Away from resonance the current in the "
        "ceramic discs rises while the mechanical amplitude falls, and the difference is turned into heat "
        "inside the converter. That is why the generator never runs at a fixed frequency: a phase-locked "
        "loop compares voltage and current at the converter continuously and moves the drive frequency "
        "until the two are in phase. A loose joint or a crack shifts the resonance so far that the loop can "
        "no longer hold it. For this reason a loss of frequency lock nearly always points to the stack and "
        "only rarely to the generator.",
    ),
    "2.2": (
        "2.2 Why a frequency scan is run before production",
        "The resonance of a titanium horn is not a fixed number. The elastic modulus of titanium falls as "
        "the metal warms, so a horn that has been welding for an hour resonates lower than the same horn "
        "when cold, typically by 30 to 60 Hz. The scan at start-up and after every tool change lets the "
        "generator find the actual resonance before the first weld, instead of hunting for it under load. "
        "Hunting under load is undesirable because the first parts of a shift would see a short ramp of "
        "uncontrolled amplitude, which shows up as weak or over-melted welds. The scan window is kept "
        "narrow on purpose: a horn that resonates far from its stored nominal frequency is either the wrong "
        "horn or a damaged one, and it is safer to stop with a code than to weld with it.",
    ),
    "2.3": (
        "2.3 Why joint faces must be clean, flat and dry",
        "Vibration passes from one component to the next across faces that move at full amplitude. For the "
        "energy to cross, the two faces must stay in intimate contact during the whole cycle. A grain of "
        "dust, a burr or a film of grease holds the faces apart over a small area, and there the faces "
        "hammer against each other twenty thousand times a second. The result is local heating, fretting "
        "that appears as dark brown or black marks, an audible squeal and in the end a broken stud. Grease "
        "and anti-seize compounds are especially harmful because they do not squeeze out completely under "
        "the preload, and they carbonise in the heat into a hard deposit that is difficult to remove. The "
        "thin Mylar washer is the exception: it is a stable film of known thickness that fills the "
        "microscopic roughness of the faces without creeping and so protects them from fretting. It is "
        "replaced at every opening of the stack because it stays permanently compressed after the first "
        "torque-up and cannot seal a second time.",
    ),
    "2.4": (
        "2.4 Why the studs are tightened to a specified torque",
        "The stud does not carry the vibration; the faces do. The task of the stud is to press the faces "
        "together with a preload greater than the force that tries to pull them apart at peak amplitude. "
        "If the preload is too low, the faces separate on every cycle and the hammering described above "
        "begins. If the preload is too high, the stud yields, the threads in the titanium are pulled, and "
        "the face around the threaded hole bulges slightly, so that contact is lost at the outer edge "
        "where the motion matters most. The specified torque lies between these limits with a margin for "
        "the scatter of thread friction. Tightening in one smooth pull matters because a torque spanner "
        "that is stopped and restarted must first overcome static friction, so the final preload ends up "
        "lower than the spanner suggests. For the same reason the stack is held in the holding block and "
        "never in a vice: vice jaws mark the horn and cannot resist the torque without slipping.",
    ),
    "2.5": (
        "2.5 Why the horn must not touch the anvil with ultrasonics on",
        "A horn vibrating against a hardened anvil puts its full energy into a contact area of almost zero. "
        "The local stresses exceed the fatigue strength of both titanium and tool steel within a few "
        "cycles. The horn face is pitted, the anvil is marked, and fatigue cracks can start at the face and "
        "grow towards the slots. The generator therefore watches for electrical contact between horn and "
        "anvil, which are insulated from each other by the fixture plate kit, and stops the cycle at once. "
        "The same reasoning explains why the horn may never be run in air while any metal object, including "
        "a spanner, rests against it.",
    ),
    "2.6": (
        "2.6 Why amplitude is changed with a booster",
        "The generator regulates amplitude, not power. When the operator sets 80 %, the generator holds the "
        "converter amplitude at 80 % of its maximum and supplies whatever power the load demands. A part "
        "that needs more amplitude than the generator range provides cannot be welded by turning up a power "
        "setting, because there is none. The booster is a mechanical transformer: a 1:1.5 booster raises "
        "the amplitude by half and a 1:2.0 booster doubles it. Choosing the booster moves the whole "
        "amplitude range up or down, while the generator setting trims within it. The booster is clamped "
        "at its nodal ring because the node does not move; a clamp anywhere else would absorb vibration "
        "and become hot.",
    ),
    "2.7": (
        "2.7 Why the weld is triggered by force",
        "Moulded parts vary in height and fixtures wear. If ultrasound started at a fixed actuator "
        "position, a tall part would already be crushed when the energy arrived and a short part would not "
        "yet be touched. Starting at a set force means that every part begins with the same contact "
        "pressure, which gives the same acoustic coupling and so the same heating rate in the energy "
        "director. The trigger force must be high enough to seat the part but low enough not to deform it "
        "before melting starts.",
    ),
    "2.8": (
        "2.8 Why there is a hold time",
        "When ultrasound stops, the plastic in the joint is still molten. If the horn lifted at once, the "
        "elastic spring-back of the parts would pull the joint open before it solidifies, leaving a weak "
        "weld with voids. During the hold time the actuator keeps the force on while the melt cools. "
        "Semi-crystalline resins generally need a longer hold than amorphous ones.",
    ),
    "2.9": (
        "2.9 Why the converter is cooled",
        "The ceramic discs in the converter slowly lose their piezoelectric properties if they are held at "
        "high temperature, a process called depolarisation, and the loss is permanent. The converter also "
        "produces heat of its own at every weld. Filtered cooling air carries this heat away and keeps the "
        "housing below the stated limit. Water or oil in the cooling air does harm because it settles on "
        "the ceramic stack and can cause electrical tracking at the high drive voltage, which is why the "
        "cooling air passes its own filter.",
    ),
    "2.10": (
        "2.10 Why scan power is recorded",
        "During a scan the stack is unloaded, so the power it draws is spent only on internal losses: "
        "friction in the joints, damping in the Mylar washers and hysteresis in the titanium. A healthy "
        "stack needs only a few percent of rated power to vibrate in air. Any rise in scan power therefore "
        "measures losses that would otherwise go unnoticed until they caused a failure. Dirty or fretted "
        "joints add friction at the faces, and a crack adds rubbing between the crack walls, which is the "
        "largest loss of all. Because these losses grow quickly once they start, recording the scan power "
        "at every scan gives a trend, and a steadily rising trend is an earlier and more reliable warning "
        "than any single reading.",
    ),
}


def pages():
    p1 = [
        ("title", "SonoPress 20"),
        ("subtitle", "Principle of Operation"),
        ("space", 3),
        ("p", "Document HS-PO-0210, Issue 2, effective 2020-09-01. Applies to models SP-20 and SP-20X."),
        ("space", 3),
        ("h1", "Contents"),
        (
            "table",
            [22, 122, 30],
            ["Chapter", "Title", "Page"],
            [
                ["1", "The welding system", "2"],
                ["2", "Why the rules exist", "3"],
                ["3", "Weld modes", "6"],
                ["-", "Glossary", "6"],
            ],
            {},
        ),
        ("space", 4),
        ("h1", "Foreword"),
        (
            "p",
            "This document is a companion to the Maintenance Manual HS-MM-0207 and the Operator Guide "
            "HS-OG-0206. It contains no settings or limits of its own; where numbers are quoted they are "
            "examples, and the values in the Maintenance Manual always prevail.",
        ),
        ("p", "Issue 2 adds section 2.9 on converter cooling and the table of weld modes."),
    ]
    p2 = [
        ("h1", "1 The welding system"),
        (
            "p",
            "A SonoPress 20 consists of a generator, an acoustic stack, a pneumatic actuator and a "
            "controller. The table names the function of each part.",
        ),
        ("caption", "Table 1-1 Main components"),
        (
            "table",
            [40, 134],
            ["Component", "Function"],
            [
                ["Generator", "Converts mains power into a 20 kHz electrical signal of controlled amplitude."],
                ["Converter", "Piezoelectric ceramic discs turn the electrical signal into mechanical vibration."],
                ["Booster", "Mechanical transformer that raises or lowers the amplitude; holds the stack at its node."],
                ["Horn", "Titanium tool that delivers the vibration to the part; its face is shaped to the part."],
                ["Actuator", "Pneumatic cylinder that brings the stack down and applies the weld force."],
                ["Controller", "Sets the weld sequence, monitors limits and stores the fault log."],
                ["Anvil / fixture", "Holds the lower part; insulated from the press frame by the fixture plate kit."],
            ],
            {},
        ),
        ("space", 3),
        ("h2", "1.2 The weld cycle"),
        (
            "steps",
            [
                "Down stroke: the actuator lowers the stack at the set down speed.",
                "Trigger: when the force sensor reaches the trigger force, ultrasound is switched on.",
                "Weld: the energy director melts and the parts collapse together.",
                "Hold: ultrasound is off and the force is held while the joint solidifies.",
                "Return: the actuator lifts the stack to the top position.",
            ],
        ),
        (
            "p",
            "The controller records energy, peak power, weld time and collapse distance for every cycle. "
            "Limits on these values are used to flag suspect parts.",
        ),
    ]
    p3 = [
        ("h1", "2 Why the rules exist"),
        ("p", CH2["intro"]),
    ]
    for k in ("2.1", "2.2", "2.3"):
        p3 += [("h2", CH2[k][0]), ("p", CH2[k][1])]
    p4 = []
    for k in ("2.4", "2.5", "2.6"):
        p4 += [("h2", CH2[k][0]), ("p", CH2[k][1])]
    p5 = []
    for k in ("2.7", "2.8", "2.9", "2.10"):
        p5 += [("h2", CH2[k][0]), ("p", CH2[k][1])]
    p6 = [
        ("h1", "3 Weld modes"),
        ("caption", "Table 3-1 Weld modes"),
        (
            "table",
            [40, 70, 64],
            ["Mode", "Ultrasound stops when", "Typical use"],
            [
                ["Time", "the set weld time has elapsed", "Stable parts, simple set-up"],
                ["Energy", "the set energy has been delivered", "Parts with varying fit"],
                ["Peak power", "the power reaches a set value", "Staking and swaging"],
                ["Collapse", "the stack has travelled a set distance", "Hermetic seals"],
                ["Absolute", "the stack reaches a set height", "Final height critical"],
            ],
            {},
        ),
        ("space", 3),
        ("h1", "Glossary"),
        (
            "table",
            [40, 134],
            ["Term", "Meaning"],
            [
                ["Antinode", "Point of maximum vibration amplitude along the stack."],
                ["Node", "Point of zero vibration amplitude along the stack."],
                ["Energy director", "Moulded ridge on one part that concentrates the vibration and melts first."],
                ["Fretting", "Surface damage caused by small repeated sliding between two faces."],
                ["Scan power", "Power drawn by the unloaded stack during a frequency scan."],
                ["Depolarisation", "Permanent loss of the piezoelectric effect in the converter ceramics."],
            ],
            {},
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


def chapter2_word_count():
    words = len(CH2["intro"].split())
    for k, val in CH2.items():
        if k != "intro":
            words += len(val[0].split()) + len(val[1].split())
    return words

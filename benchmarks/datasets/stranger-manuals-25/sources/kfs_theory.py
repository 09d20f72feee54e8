"""PolyJoin heated-tool butt fusion - Principle of Operation KFS-TH-0090 Issue 2.

Invented document. Chapter 2 is continuous prose (about 1,400 words) that explains why
each step of the butt fusion cycle is done.
"""

COMPANY = "Kestrel Fusion Systems Ltd."
TITLE = "PolyJoin Heated-Tool Butt Fusion - Principle of Operation"
DOCNO = "KFS-TH-0090"
VERSION = "Issue 2"
PRODUCT = "PolyJoin butt-fusion welding machine"
VARIANTS = ["PJ-250", "PJ-315"]
CREATED = (2021, 5, 20, 11, 0, 0)

# Chapter 2 prose, split into the pages on which it is printed.
CH2 = [
    [  # page 2
        ("h1", "2 Why butt fusion works, step by step"),
        ("h2", "2.1 What happens in a fusion joint"),
        (
            "p",
            "Polyethylene is a semi-crystalline thermoplastic. Below its melting range the long "
            "molecular chains are held in small crystals; above roughly 130 °C the crystals melt "
            "and the chains are free to move. A butt fusion joint is made by melting a thin layer at "
            "each pipe end and pressing the two melt layers together, so that chains from one side "
            "wander into the other. When the joint cools, new crystals grow across the former "
            "interface and the two pipes become, in effect, one continuous piece. Everything the "
            "machine does serves one of three purposes: to give clean and parallel end faces, to "
            "build a melt layer of the right depth, and to hold the melt together under controlled "
            "pressure while the crystals form again.",
        ),
        ("h2", "2.2 Facing"),
        (
            "p",
            "The facing tool planes both pipe ends at the same time. It removes the oxidised outer "
            "skin, any dirt and any out-of-square saw cut. Oxidised polyethylene does not mix with "
            "the opposite melt and leaves a weak plane inside the joint. Grease from skin has the "
            "same effect, which is why facing is done immediately before heating and why nobody "
            "should touch the faced ends afterwards. Facing is complete when a continuous shaving "
            "comes off both ends for at least one full turn; a broken shaving shows that a low spot "
            "remains. After facing, the ends are brought together to check the gap and the "
            "high-low misalignment. A gap would be filled only by melt squeezed in from its edges, "
            "and that thin, partly cooled melt does not bond.",
        ),
        ("h2", "2.3 Drag pressure"),
        (
            "p",
            "The pressure on the machine gauge is not the pressure acting on the joint. Part of it "
            "is used only to move the carriage and the clamped pipe, which may be many metres long "
            "and may lie on rough ground. This part is the drag pressure. It is measured before every "
            "weld by moving the carriage slowly and reading the gauge, and it is added to the "
            "calculated fusion pressure. If it were left out, the joint would be made with less "
            "interface pressure than the welding table requires and the bead would be too small. "
            "Drag changes with pipe length, with the use of pipe rollers and with the slope of the "
            "site, so it cannot be copied from a previous weld. A drag pressure that keeps rising "
            "from weld to weld on the same pipe string usually means that the carriage itself is "
            "getting stiffer, and the machine should then be checked.",
        ),
    ],
    [  # page 3
        ("h2", "2.4 Bead-up"),
        (
            "p",
            "In the bead-up phase the pipe ends are pressed against the heater plate at full fusion "
            "pressure until a small bead has formed all round both ends. The high pressure at this "
            "stage forces every point of the end face against the plate, so that any remaining "
            "unevenness is melted away. The bead height reached at the end of bead-up, typically "
            "1 to 2 mm for common wall thicknesses, is the visible proof that the whole "
            "circumference is in contact with the plate. A bead that forms on one side only "
            "tells the welder that the ends were not parallel after all.",
        ),
        ("h2", "2.5 Heat soak"),
        (
            "p",
            "Once the bead has formed, the pressure is reduced almost to zero, just enough to keep "
            "the pipe ends touching the plate. This is the heat soak. Its purpose is to let heat "
            "travel into the pipe wall so that the melt layer grows to the required depth. If the "
            "pressure stayed high, the melt would be squeezed out into the bead as fast as it "
            "formed and the melt layer would remain thin. The soak time therefore depends on wall "
            "thickness: heat conduction in polyethylene is slow, and a thick wall needs more time "
            "to reach the same depth of melt. Shortening the soak to save time is a false economy, "
            "because the shortfall cannot be seen from the outside of the finished joint.",
        ),
        ("h2", "2.6 Changeover"),
        (
            "p",
            "At the end of the heat soak the carriage opens, the heater plate is taken out and the "
            "ends are brought together again. This changeover must be as short as possible. The "
            "melt surface starts to cool the moment it leaves the plate, and a cooled skin forms "
            "within seconds, more quickly still in wind or at low ambient temperature. Two skins "
            "pressed together do not fuse properly; the joint may look correct from the outside "
            "yet fail in a bend test. This is why the controller times every changeover and raises "
            "E11 when the limit is exceeded, and why a sticking plate release deserves attention "
            "whenever that code appears.",
        ),
        ("h2", "2.7 Joining and cooling under pressure"),
        (
            "p",
            "The ends are joined and the pressure is raised smoothly to the fusion pressure. A "
            "sudden rise would push the hot melt out of the interface into the bead and leave a cold "
            "joint. The pressure is then held for the whole cooling time. As the melt crystallises "
            "it shrinks, and if the pressure were released early the shrinkage would pull the "
            "interface apart on a microscopic scale and leave voids. The joint must not be cooled "
            "with water or compressed air. Rapid cooling freezes the surface while the inside is "
            "still molten, and the internal stress that results lowers the long-term strength of "
            "the joint even though it passes a visual check.",
        ),
    ],
    [  # page 4
        ("h2", "2.8 Heater plate temperature and coating"),
        (
            "p",
            "The heater plate temperature is a compromise. Too low, and the melt layer grows slowly "
            "and may not reach the required depth within the soak time. Too high, and the "
            "polyethylene at the surface begins to degrade, and degraded material does not bond. "
            "Both the average temperature and the difference between the two faces matter, "
            "because an uneven plate gives two melt layers of different depth and the joint is only "
            "as good as the thinner one. The PTFE coating stops the melt from sticking to the plate. "
            "Once the coating is scratched, melt sticks to the damaged area and tears away when the "
            "plate is removed, leaving a rough and partly cooled surface. That is the reason "
            "abrasive cleaning is forbidden and the coating is inspected regularly.",
        ),
        ("h2", "2.9 Ambient conditions"),
        (
            "p",
            "Wind and low temperature increase the heat lost from the pipe ends and from the plate. "
            "The controller compensates for the plate, but nothing compensates for the pipe. A "
            "welding shelter keeps the changeover conditions close to those for which the welding "
            "tables were written. Closing the far pipe ends with caps stops cold air from flowing "
            "through the pipe, which would otherwise cool the inside of the joint faster than the "
            "outside.",
        ),
        ("h2", "2.10 Why the weld log matters"),
        (
            "p",
            "Most faults in a butt fusion joint cannot be seen once the bead has cooled. The weld "
            "log therefore records the heater temperature, the pressures, the phase times and any "
            "fault codes for every joint. A log entry outside the limits is evidence that the joint "
            "must be cut out, and a complete log is the only way to show afterwards that a joint "
            "was made correctly.",
        ),
        ("h2", "2.11 Alignment and clamping"),
        (
            "p",
            "Pipe taken from a coil or stored in the sun is seldom perfectly round. The clamps "
            "re-round the ends before facing, and they must stay closed until the joint has cooled, "
            "because a pipe released too early springs back towards its old shape while the joint is "
            "still soft. High-low misalignment reduces the wall area that carries load across the "
            "joint; the outer bead also becomes lopsided, and a notch forms where the thinner wall "
            "meets the bead. For this reason the faced ends are checked again after any re-clamping, "
            "even if only one clamp was loosened.",
        ),
        ("h2", "2.12 Why the machine itself is checked"),
        (
            "p",
            "The welding tables assume that the machine delivers the pressure shown and that the "
            "plate is at the temperature shown. A worn bushing adds friction that the welder reads "
            "as drag, a drifting transducer makes every logged pressure wrong, and a plate with a "
            "loose thermocouple runs hotter than the display. None of these faults is visible during "
            "a normal weld. The maintenance manual therefore asks for a temperature check with an "
            "independent thermometer and a regular calibration of the gauge and transducer: the "
            "controller can only be as accurate as the sensors that feed it. A pressure holding test "
            "with the cylinders blocked reveals internal leakage in the hydraulic unit, which would "
            "otherwise let the fusion pressure decay slowly during a long cooling time.",
        ),
    ],
]


def pages():
    p1 = [
        ("title", "Heated-Tool Butt Fusion"),
        ("subtitle", "Principle of operation for PolyJoin PJ-250 and PJ-315 machines"),
        ("h1", "1 Scope"),
        (
            "p",
            "This document explains the physical principles behind the butt fusion cycle and the "
            "reasons for the rules in the PolyJoin manuals. It contains no service values; for "
            "limits, intervals and torques use the Maintenance Manual KFS-MM-0412, and for pipe "
            "welding parameters the Operator Handbook KFS-OH-0410.",
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [22, 120, 22],
                "head": ["Chapter", "Title", "Page"],
                "rows": [
                    ["1", "Scope", "1"],
                    ["2", "Why butt fusion works, step by step", "2"],
                    ["3", "Machine functions", "5"],
                    ["4", "Glossary", "6"],
                ],
            },
        ),
        ("h1", "Issue record"),
        (
            "table",
            {
                "w": [20, 28, 116],
                "head": ["Issue", "Date", "Change"],
                "rows": [
                    ["1", "2018-04-16", "First issue."],
                    ["2", "2021-06-01", "Sections 2.9 and 2.10 added; PJ-315 included."],
                ],
            },
        ),
    ]
    p5 = [
        ("h1", "3 Machine functions"),
        (
            "p",
            "The PolyJoin machine consists of four functional groups. The table shows which phase of "
            "the cycle each group serves.",
        ),
        (
            "table",
            {
                "w": [44, 60, 60],
                "head": ["Group", "Function", "Phases"],
                "rows": [
                    ["Basic frame", "Clamps and aligns the pipes; carriage moved by two cylinders", "all phases"],
                    [
                        "Hydraulic unit",
                        "Supplies and holds the pressure; pressure transducer feeds the log",
                        "bead-up, soak, joining, cooling",
                    ],
                    ["Facing tool", "Planes both pipe ends at the same time", "preparation"],
                    ["Heater plate", "PTFE-coated aluminium plate with two thermocouples", "bead-up, heat soak"],
                ],
            },
        ),
        (
            "p",
            "The controller guides the welder through the cycle, calculates the gauge pressure from "
            "the required interface force and the cylinder area, and times each phase. It does not "
            "measure the melt depth directly; correct melt depth follows from correct temperature, "
            "pressure and time.",
        ),
        ("h2", "3.1 Pressure calculation"),
        (
            "p",
            "Gauge pressure = drag pressure + (interface pressure x pipe annulus area / cylinder "
            "area). The pipe annulus area is calculated from the outside diameter and the wall "
            "thickness entered by the welder.",
        ),
    ]
    p6 = [
        ("h1", "4 Glossary"),
        (
            "table",
            {
                "w": [44, 120],
                "head": ["Term", "Meaning"],
                "rows": [
                    ["Bead", "Ring of displaced melt that forms at the joint on the inside and the outside"],
                    ["Bead-up", "First heating phase at full pressure until the bead has formed"],
                    ["Changeover", "Time between removal of the heater plate and contact of the melted ends"],
                    ["Drag pressure", "Gauge pressure needed only to move the carriage and the clamped pipe"],
                    ["Heat soak", "Heating phase at very low pressure in which the melt layer grows"],
                    ["High-low", "Radial offset between the outside surfaces of the two pipe ends"],
                    ["Interface pressure", "Pressure acting on the joint face, independent of the machine"],
                    ["SDR", "Standard dimension ratio: outside diameter divided by wall thickness"],
                ],
            },
        ),
    ]
    return [p1, *CH2, p5, p6]

# ruff: noqa: E501
"""TWS-TD-0101 - HX-50 Series Intensifier Pumps, Principle of Operation, Rev 1 (invented).

Chapter 2 is a prose chapter of about 1,400 words explaining why the pump is built and maintained as it is.
"""

KEY = "TWS-TD-0101"
COMPANY = "Trevanne Waterjet Systems Ltd."
TITLE = "HX-50 Series - Principle of Operation"
PRODUCT = "HX-50 Series Intensifier Pump"
VARIANTS = ["HX-50", "HX-50D"]
VERSION = "Rev 1"
FILE = "tws-td-0101_hx50_principle_of_operation.pdf"
EFFECTIVE_FROM = "2021-02-01"
RECORDED_AT = "2021-01-25T00:00:00Z"
CREATED = (2021, 1, 25)
TOTAL_PAGES = 6
MU = "\u00b5"
DEG = "\u00b0"

CH2 = {
    "intro": "This chapter explains the reasons behind the design of the HX-50 and behind the rules in the "
    "maintenance manual. It is meant to be read once, before a technician first works on the pump. "
    "Figures are rounded; the binding values are those in TWS-MM-0450.",
    "2.1 Pressure by area ratio": "The HX-50 does not squeeze water with a pump in the usual sense. Hydraulic oil at up to 207 bar "
    "pushes on a large piston, and the piston drives two small ceramic plungers, one at each end. Because "
    "the piston face is twenty times larger than the plunger face, the force that the oil makes on the "
    "piston becomes a water pressure twenty times higher at the plunger, a little over 4,100 bar. This is "
    "why the hydraulic relief valve setting and the maximum outlet pressure are so closely tied: raising "
    "the oil pressure raises the water pressure in the same proportion, so the oil side is limited in "
    "order to protect the water side. Nothing in the water circuit is rated for more than the oil side "
    "can produce.",
    "2.2 Reversal and the attenuator": "The piston moves back and forth. While it travels to the left, the left plunger delivers water and "
    "the right plunger draws in fresh water; at the end of the stroke a proximity switch tells the "
    "controller to reverse the directional valve. For a few milliseconds during each reversal neither "
    "plunger is delivering, and the outlet pressure dips. A cutting stream reacts to this dip at once, "
    "so the attenuator is fitted to even it out. The attenuator is simply a thick-walled vessel holding "
    "about 1.5 litres of compressed water. It gives up a little of this stored water while the plungers "
    "change over, so the pressure at the cutting head stays nearly steady. Without it the pressure would "
    "swing by several hundred bar at every stroke, which leaves visible marks on the cut edge and "
    "fatigues the high-pressure tubing.",
    "2.3 Water compresses": "At ordinary pressures water is treated as incompressible, but at 4,000 bar its volume shrinks by "
    "about 12 %. Each stroke therefore spends its first part only compressing the water in the cylinder "
    "before any of it leaves through the outlet check valve. This has a useful side effect. If a seal or "
    "a check valve leaks, some of the compressed water escapes backwards, the piston has to travel "
    "further to deliver the same flow, and the stroke rate rises. The controller compares the measured "
    "stroke rate with the rate expected for the present flow demand. A rate that is too high is the "
    "earliest sign of internal leakage, long before the cut quality suffers, and that is the reason for "
    "codes E14 and E15.",
    "2.4 Inlet pressure": "On the suction stroke the plunger withdraws quickly, and the cylinder must fill completely before "
    "the next delivery stroke begins. Atmospheric pressure alone cannot push water through the inlet "
    "check valve fast enough to keep up with the plunger, so the booster pump keeps the inlet above a "
    "minimum pressure. If the inlet pressure falls too low, the water cannot follow the plunger, small "
    "vapour bubbles form in the cylinder, and they collapse violently on the next compression. This "
    "cavitation erodes the check valve seats and the plunger surface, and the partly filled cylinder "
    "makes the stroke rate unsteady. The limit is measured at the filter housing with the pump at full "
    "flow, because that is when the pressure drop across the filters is largest.",
    "2.5 Water quality": "Particles and dissolved minerals do most of the damage in a high-pressure pump. A hard particle "
    "caught between a check valve poppet and its seat is hammered into the surface at every stroke and "
    "soon cuts a leak path. This is why the inlet water passes a 1 " + MU + "m cartridge and then a "
    "0.45 " + MU + "m cartridge. Dissolved minerals are a slower problem. When water at 4,000 bar is "
    "released through the orifice, or leaks past a seal, the pressure drop heats it, and minerals come "
    "out of solution as a hard deposit. High TDS therefore shortens seal and orifice life. Very pure "
    "water is not the answer either: fully deionised water is aggressive towards stainless steel and "
    "leaches metal from the high-pressure parts. The water should be softened or treated, but not "
    "stripped of all its minerals.",
    "2.6 Oil temperature": "Hydraulic oil thins as it warms. Above about 55 "
    + DEG
    + "C the oil film in the directional valve "
    "and between piston and cylinder becomes so thin that internal leakage rises and the pump loses "
    "efficiency, which heats the oil further. Heat also hardens the hydraulic rod seals and speeds up "
    "oxidation of the oil; as a rule of thumb the oil life halves for every 10 K of extra temperature. "
    "The alarm warns the operator while there is still time to correct a cooling problem, and the trip "
    "protects oil and seals if nobody reacts. The cooling water limits exist for the same reason: the "
    "heat exchanger can only remove the heat if the cooling water is cold enough and flows fast enough.",
    "2.7 Running in a new seal": "A new high-pressure seal is made slightly oversize. On its first strokes it must flow into its final "
    "shape against the plunger and the backup ring. If full pressure is applied at once, the soft seal "
    "material is forced into the small gap between the backup ring and the plunger before it has "
    "settled. This is called extrusion, and an extruded seal fails within hours. Raising the pressure in "
    "steps gives the seal time to seat evenly. The same logic explains the torque re-check on the gland "
    "nut: as the seal settles, the clamp load on the joint falls slightly.",
    "2.8 Seals are changed as a set": "The seal, the backup ring and the hoop ring wear together. The backup ring supports the seal against "
    "extrusion, and its inner edge wears as the seal does. If only the seal were replaced, the new seal "
    "would be pressed against a worn backup ring with an enlarged gap and would soon extrude. For this "
    "reason the three parts are always changed as one kit, and a removed seal is never fitted again, "
    "even when it looks undamaged.",
    "2.9 Bleeding down": "Compressed water stores a great deal of energy. At 4,000 bar the water in the attenuator, the "
    "cylinders and the tubing behaves like a compressed spring, and it stays compressed after the pump "
    "stops because the check valves hold it in. Loosening a fitting under pressure releases this energy "
    "as a jet that can cut through a glove and a hand. The bleed-down valve vents the stored water to "
    "drain in a controlled way, and the gauge must read zero before any joint is touched.",
    "2.10 Two intensifiers out of step": "The HX-50D has two intensifiers feeding one outlet. The controller runs them half a stroke apart, "
    "so that one of them is always in the middle of a delivery stroke while the other reverses. The "
    "dip of one reversal is then filled by the other intensifier, and the remaining ripple is much "
    "smaller than on a single unit. For the same reason each intensifier has its own proximity switches "
    "and its own stroke-rate check: a leak in one intensifier would otherwise be hidden by the other.",
    "2.11 Tightening the end cap": "The hydraulic end cap holds the high-pressure cylinder against the seal carrier. If one bolt is "
    "pulled fully tight before the others, the cap tilts and clamps the cylinder slightly out of line. "
    "The plunger then runs against one side of the seal, which wears unevenly and leaks early. "
    "Tightening in a cross pattern and in three stages brings the cap down squarely, so that the clamp "
    "load is shared equally by all the bolts.",
    "2.12 The dump valve": "When the pump trips, the main motor stops but the water circuit is still under pressure. The dump "
    "valve opens on every trip and at every normal stop, so that the cutting head does not go on cutting "
    "at falling pressure, which would spoil the edge, and so that the pump never starts against a full "
    "circuit. The dump valve is normally open: it needs air and power to close, so a failure of either "
    "one lets the pressure go. The short hiss heard from the dump valve at every stop is therefore normal and "
    "is not a sign of a fault.",
}


def _section(name):
    return [("h2", name), ("p", CH2[name])]


PAGES = []

PAGES.append(
    [
        ("space", 6),
        ("title", "HX-50 Series Intensifier Pumps"),
        ("subtitle", "Principle of Operation"),
        ("space", 3),
        ("p", "Document TWS-TD-0101, Revision 1, effective 1 February 2021. Applies to the HX-50 and the HX-50D."),
        ("space", 4),
        ("h1", "Contents"),
        (
            "table",
            {
                "widths": [22, 120, 22],
                "header": ["Chapter", "Title", "Page"],
                "rows": [
                    ["1", "Purpose and scope", "1"],
                    ["2", "Why the pump works the way it does", "2"],
                    ["3", "Circuit components", "5"],
                    ["4", "Key figures and glossary", "6"],
                ],
            },
        ),
        ("space", 4),
        ("h1", "1 Purpose and scope"),
        (
            "p",
            "This document describes how the HX-50 series produces ultra-high-pressure water and why the "
            "maintenance rules are what they are. It is a training document. It does not replace the "
            "maintenance manual TWS-MM-0450 or any service bulletin, and it gives no settings or intervals "
            "of its own.",
        ),
        (
            "p",
            "Readers should already know basic hydraulics: pressure, flow, and the function of check valves and "
            "relief valves.",
        ),
    ]
)

PAGES.append(
    [
        ("h1", "2 Why the pump works the way it does"),
        ("p", CH2["intro"]),
        *_section("2.1 Pressure by area ratio"),
        *_section("2.2 Reversal and the attenuator"),
        *_section("2.3 Water compresses"),
        *_section("2.4 Inlet pressure"),
    ]
)
PAGES.append(
    _section("2.5 Water quality")
    + _section("2.6 Oil temperature")
    + _section("2.7 Running in a new seal")
    + _section("2.8 Seals are changed as a set")
)
PAGES.append(
    _section("2.9 Bleeding down")
    + _section("2.10 Two intensifiers out of step")
    + _section("2.11 Tightening the end cap")
    + _section("2.12 The dump valve")
)

PAGES.append(
    [
        ("h1", "3 Circuit components"),
        (
            "table",
            {
                "caption": "Table 3-1 Main components",
                "widths": [52, 122],
                "header": ["Component", "Function"],
                "rows": [
                    ["Main motor and pump", "Drives the variable hydraulic pump that supplies oil to the piston"],
                    ["Directional valve", "Sends oil to one side of the piston, then the other"],
                    ["Proximity switches", "Signal the end of each stroke to the controller"],
                    ["Piston and plungers", "Turn oil pressure into water pressure (area ratio 20:1)"],
                    ["Inlet check valves", "Let water into the cylinder on the suction stroke"],
                    ["Outlet check valves", "Let water out on the delivery stroke, block it on suction"],
                    ["Attenuator", "Stores compressed water to smooth the outlet pressure"],
                    ["Bleed-down valve", "Vents the HP circuit to drain by hand"],
                    ["Dump valve", "Vents the HP circuit on a stop or trip; normally open"],
                    ["Booster pump", "Raises the inlet water pressure above the minimum"],
                    ["Heat exchanger", "Removes heat from the hydraulic oil into the cooling water"],
                ],
            },
        ),
        ("space", 3),
        ("h2", "3.2 Flow path"),
        (
            "p",
            "Water enters through the booster pump and the two inlet filter cartridges, passes an inlet check "
            "valve into one end of the high-pressure cylinder, and leaves through the outlet check valve to "
            "the attenuator. From the attenuator one HP tube leads to the cutting head and a branch leads to "
            "the dump valve and the bleed-down valve.",
        ),
    ]
)

PAGES.append(
    [
        ("h1", "4 Key figures and glossary"),
        (
            "table",
            {
                "caption": "Table 4-1 Design figures (for understanding only)",
                "widths": [90, 42],
                "header": ["Item", "Figure"],
                "rows": [
                    ["Piston diameter", "98 mm"],
                    ["Plunger diameter", "22 mm"],
                    ["Area ratio, piston to plunger", "about 19.8"],
                    ["Design pressure of 9/16 in HP tubing", "4,200 bar"],
                    ["Design pressure of the attenuator", "4,300 bar"],
                    ["Rated pressure of hydraulic hoses", "280 bar"],
                    ["Rated pressure of the directional valve", "315 bar"],
                    ["Typical orifice diameter range", "0.10 to 0.40 mm"],
                ],
            },
        ),
        ("space", 3),
        ("h2", "4.2 Glossary"),
        (
            "table",
            {
                "widths": [40, 134],
                "header": ["Term", "Meaning"],
                "rows": [
                    ["Attenuator", "Pressure vessel that smooths the outlet pressure"],
                    ["Backup ring", "Hard ring that stops the seal from extruding"],
                    ["Cavitation", "Forming and collapse of vapour bubbles in low-pressure water"],
                    ["Extrusion", "Seal material forced into a gap under pressure"],
                    ["Hoop ring", "Ring that holds the seal carrier together under pressure"],
                    ["Intensifier", "Piston and plunger unit that multiplies pressure"],
                    ["Weep hole", "Small drilling that shows leakage past a seal"],
                ],
            },
        ),
    ]
)

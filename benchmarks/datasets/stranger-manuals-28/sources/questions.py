"""Hand-written questions for the s28 set (invented, CC0 1.0).

Fields written to qa.jsonl: question, document, page, answers, kind, as_of, product, variant, serial.
Checker-only fields (not written to qa.jsonl):
  absent    strings that must NOT occur in the document (revision in force; for most kinds in any revision)
  present   strings that must occur in the revision in force (e.g. the forbidding rule)
  elsewhere (document key, string) pairs that must occur in another document
"""

HS = "HS-MM-0207"
TH = "HS-PO-0210"
LM = "BFS-SM-0440"
BSB = "BFS-SB-2023-07"
AX = "AX-SM-117"
ASB = "AX-SB-031"
VT = "VT-QG-110"
MD = "field_notes_proofers.md"
TXT = "inspection_card_wp500.txt"

P_HS = "SonoPress 20 ultrasonic welding press"
P_LM = "LiftMaster packaged wastewater lift station"
P_AX = "BlastCab abrasive blast cabinet"
P_VT = "Velotube PT-110 pneumatic tube station"

QUESTIONS = []


def q(kind, question, document, page=None, answers=(), **kw):
    d = dict(kind=kind, question=question, document=document, page=page, answers=list(answers))
    product = {HS: P_HS, TH: P_HS, LM: P_LM, BSB: P_LM, AX: P_AX, ASB: P_AX, VT: P_VT}.get(document)
    if kw.get("variant") is not None or kw.get("serial") is not None:
        kw.setdefault("product", product)
    d.update(kw)
    QUESTIONS.append(d)


# =====================================================================================
# ANSWERABLE (120)
# =====================================================================================

# ---- table_value (16)
q("table_value", "sp-20x generator - how many watts rated?", HS, 3, ["3300 W"], variant="SP-20X")
q("table_value", "fuse size for the single phase sonopress?", HS, 3, ["16 A"], variant="SP-20")
q(
    "table_value",
    "SP20X converter needs cooling air - what flow?",
    HS,
    3,
    ["1.0 bar, 90 l/min", "90 l/min"],
    variant="SP-20X",
)
q("table_value", "lm-220 impeller diamter", LM, 3, ["158 mm"], variant="LM-220")
q(
    "table_value",
    "At what height off the well bottom does the duty pump kick in on an LM-300?",
    LM,
    3,
    ["950 mm"],
    variant="LM-300",
)
q("table_value", "P15 overload amps for an LM150?", LM, 4, ["3.6 A"], variant="LM-150")
q(
    "table_value",
    "how much oil goes in the seal chamber of the 3 kW liftmaster pump",
    LM,
    3,
    ["0.85 l"],
    variant="LM-300",
)
q("table_value", "LC-4 default wait before the second pump comes on", LM, 4, ["5 s"])
q("table_value", "extraction airflow on the BC-1280 dust collector", AX, 3, ["1400 m³/h"], variant="BC-1280")
q("table_value", "how many kilos of media does the small blastcab take", AX, 3, ["25 kg"], variant="BC-960")
q("table_value", "air use of a 10mm nozzle @ 5 bar, m3/min", AX, 4, ["2.4"])
q("table_value", "what pressure should glass beads be blasted at", AX, 4, ["3 to 5 bar"])
q(
    "table_value",
    "PT-110S - how many carriers fit in the receiving bin before it's full?",
    VT,
    1,
    ["5 carriers"],
    variant="PT-110S",
)
q("table_value", "longest carrier the velotube station will take?", VT, 1, ["350 mm"])
q("table_value", "RH setpoint for croissant in the proofers?", MD, 1, ["75 % RH"])
q("table_value", "wp-500 table turning speed range", TXT, 1, ["0.1 to 2.0 rpm"])

# ---- spec_limit (12)
q("spec_limit", "lowest air supply pressure allowed on an SP-20X", HS, 3, ["4.5 bar"], variant="SP-20X")
q("spec_limit", "how hot can the converter body get before it's out of spec", HS, 3, ["60 °C"])
q("spec_limit", "room humidity limit for running the sonopress?", HS, 3, ["85 % max., non-condensing", "85 % max."])
q("spec_limit", "max dry running time for a liftmaster pump", LM, 2, ["30 seconds"])
q("spec_limit", "winding temp where the LM pump actually trips (not the warning)", LM, 4, ["150 °C"])
q("spec_limit", "seal leak probe: which resistance shuts the pump down?", LM, 4, ["below 10 kohm"])
q("spec_limit", "highest inlet air pressure the blast cabinets can be fed with", AX, 3, ["8 bar"])
q("spec_limit", "bc1280 pot pressure range", AX, 3, ["2 to 6 bar"], variant="BC-1280")
q("spec_limit", "how much can a boron carbide nozzle wear before I bin it", AX, 4, ["1.6 mm over nominal"])
q("spec_limit", "weight limit on the WP500 positioner table", TXT, 1, ["500 kg"])
q("spec_limit", "how much play is acceptable at the positioner table rim?", TXT, 1, ["max 0.5 degrees"])
q("spec_limit", "heaviest carrier allowed in the tube system", VT, 1, ["2.5 kg"])

# ---- revision_value (10), all with as_of
q("revision_value", "horn-to-booster stud torque?", HS, 5, ["40 N·m"], as_of="2021-06-14")
q(
    "revision_value",
    "torque spec for the stud between horn and booster on an SP-20",
    HS,
    5,
    ["45 N·m"],
    as_of="2021-06-15",
    variant="SP-20",
)
q("revision_value", "horn face out of flat - max allowed", HS, 6, ["0.05 mm"], as_of="2020-02-10")
q(
    "revision_value",
    "Checking a horn on the surface plate, what flatness deviation is the reject limit?",
    HS,
    6,
    ["0.03 mm"],
    as_of="2023-09-30",
)
q("revision_value", "how wide is the frequency scan window", HS, 3, ["±500 Hz"], as_of="2019-03-01")
q("revision_value", "E01 overload triggers at what percent of rated power", HS, 7, ["105 %"], as_of="2022-05-03")
q("revision_value", "max air pressure to the press", HS, 3, ["6.0 bar"], as_of="2023-10-01")
q("revision_value", "upper limit for supply air on the SP-20", HS, 3, ["6.5 bar"], as_of="2023-09-30", variant="SP-20")
q("revision_value", "how often do I need to re-torque the stack joints", HS, 4, ["Every 250 h"], as_of="2024-08-19")
q("revision_value", "stack retorque interval (hours)?", HS, 4, ["Every 500 h"], as_of="2020-11-30")

# ---- bulletin (16)
q("bulletin", "impeller nut torque for this station?", BSB, 1, ["44 N·m"], variant="LM-220", serial=2204388)
q(
    "bulletin",
    "at what gap do i replace the wear ring on this one",
    BSB,
    1,
    ["0.60 mm"],
    variant="LM-300",
    serial=2301200,
)
q(
    "bulletin",
    "how often should impeller clearance be checked on this unit now",
    BSB,
    1,
    ["6 months"],
    variant="LM-220",
    serial=2205899,
)
q("bulletin", "kit p/n for the impeller nut fix?", BSB, 1, ["BF-K-2207"], variant="LM-300", serial=2204150)
q(
    "bulletin",
    "latest date to get the impeller nut bulletin done",
    BSB,
    1,
    ["2023-12-31"],
    variant="LM-220",
    serial=2301750,
)
q(
    "bulletin",
    "How long does the SB-2023-07 job take per station (labour)?",
    BSB,
    1,
    ["1.5 h per station"],
    variant="LM-300",
    serial=2205012,
)
q(
    "bulletin",
    "after doing the nut job how do I mark it",
    BSB,
    1,
    ["yellow paint stripe"],
    variant="LM-220",
    serial=2301000,
)
q(
    "bulletin",
    "which threadlocker goes on the pump shaft for the nut mod",
    BSB,
    1,
    ["BF-TL-243"],
    variant="LM-300",
    serial=2204777,
)
q(
    "bulletin",
    "how long to wait before running the pump after re-fitting the nut?",
    BSB,
    1,
    ["30 minutes"],
    variant="LM-220",
    serial=2204999,
)
q(
    "bulletin",
    "new door interlock switch part no for my cabinet",
    ASB,
    2,
    ["AX-IS-110"],
    variant="BC-1280",
    serial=2105500,
)
q("bulletin", "torque for the screws on the new actuator bracket", ASB, 1, ["4 N·m"], variant="BC-1280", serial=2106249)
q(
    "bulletin",
    "how soon does the interlock bracket mod have to be done",
    ASB,
    1,
    ["Within 30 days of receipt"],
    variant="BC-1280",
    serial=2105873,
)
q(
    "bulletin",
    "function test after the mod - how far do I open the door?",
    ASB,
    2,
    ["10 mm"],
    variant="BC-1280",
    serial=2106001,
)
q(
    "bulletin",
    "labour allowance for the interlock bracket change",
    ASB,
    1,
    ["0.8 h per cabinet"],
    variant="BC-1280",
    serial=2105640,
)
q(
    "bulletin",
    "how deep should the actuator go into the new switch with door shut",
    ASB,
    1,
    ["6 to 8 mm"],
    variant="BC-1280",
    serial=2106100,
)
q(
    "bulletin",
    "what happens to the old bracket and switch once I've swapped them?",
    ASB,
    2,
    ["Return the removed bracket", "pre-paid bag supplied with the kit"],
    variant="BC-1280",
    serial=2105999,
)

# ---- explanation (13): 10 from the theory prose, 2 from the field notes, 1 from a manual footnote
q(
    "explanation",
    "why doesn't the generator just run at a fixed 20kHz?",
    TH,
    3,
    [
        "the current in the ceramic discs rises while the mechanical amplitude falls",
        "into heat inside the converter",
        "a phase-locked loop",
    ],
)
q(
    "explanation",
    "whats the point of doing a freq scan before starting production",
    TH,
    3,
    ["elastic modulus of titanium falls as the metal warms", "short ramp of uncontrolled amplitude"],
)
q(
    "explanation",
    "Why is anti-seize or grease on the stack joints such a bad idea?",
    TH,
    3,
    ["they do not squeeze out completely", "carbonise in the heat into a hard deposit"],
)
q("explanation", "why cant the mylar washer be reused", TH, 3, ["permanently compressed after the first torque-up"])
q(
    "explanation",
    "reason for doing the stud up in a single pull rather than in stages?",
    TH,
    4,
    ["overcome static friction", "final preload ends up lower than the spanner suggests"],
)
q(
    "explanation",
    "what goes wrong if the horn stud is overtightened",
    TH,
    4,
    ["the stud yields", "contact is lost at the outer edge"],
)
q(
    "explanation",
    "why is it so bad if the horn hits the anvil while US is on",
    TH,
    4,
    ["exceed the fatigue strength of both titanium and tool steel"],
)
q(
    "explanation",
    "why is the booster held by its nodal ring and not somewhere else",
    TH,
    4,
    ["the node does not move", "absorb vibration and become hot"],
)
q(
    "explanation",
    "what's the benefit of starting ultrasound on a force trigger instead of at a position",
    TH,
    5,
    ["every part begins with the same contact pressure"],
)
q(
    "explanation",
    "why keep pressure on after the ultrasound stops?",
    TH,
    5,
    ["pull the joint open before it solidifies", "leaving a weak weld with voids"],
)
q("explanation", "why do croissants get proofed cooler than the bread", MD, 1, ["butter layers start to melt"])
q(
    "explanation",
    "what was the reason for the drip tray heater on the castle st PR-24",
    MD,
    1,
    ["condensate in the drip tray was freezing overnight"],
)
q(
    "explanation",
    "why not just cut the pump run time if it's starting too often?",
    LM,
    3,
    ["More frequent starts overheat the motor windings"],
)

# ---- code_meaning (8)
q(
    "code_meaning",
    "sonopress error E12 meaning",
    HS,
    7,
    ["Ground detect: horn touched anvil or fixture", "Ground detect"],
)
q("code_meaning", "W13 warning on the welder - what is it", HS, 7, ["Scan power above 8 %"])
q("code_meaning", "what's E27 on the sonopress?", HS, 8, ["Converter over-temperature"])
q("code_meaning", "LC-4 showing A08, what does that mean", LM, 7, ["Float sequence error"])
q("code_meaning", "A06 alarm liftmaster?", LM, 7, ["Dry run: current below 40 % of rated"])
q("code_meaning", "what is alarm A13 on the lift station controller", LM, 8, ["Controller backup battery low"])
q("code_meaning", "BlastGuard says F06 - meaning?", AX, 7, ["Blast vessel still pressurised"], variant="BC-1280")
q("code_meaning", "tube station display shows E-34", VT, 1, ["Receive bin full"])

# ---- code_remedy (8)
q("code_remedy", "E17 still there after fitting a new converter cable, what next", HS, 8, ["replace the converter"])
q("code_remedy", "how do i clear E10", HS, 7, ["press RESET twice"])
q("code_remedy", "fix for E22 on the sonopress", HS, 8, ["Replace the cooling-air filter"])
q("code_remedy", "A03 seal leak alarm came up - what do I do?", LM, 7, ["Change the seal chamber oil within two weeks"])
q("code_remedy", "A12 and the megger reading is under 2 Mohm - what then", LM, 8, ["return the pump to a Brenmoor"])
q("code_remedy", "F07 on the cabinet, lights out - what to check first", AX, 7, ["Check the LED driver fuse (1 A)"])
q(
    "code_remedy",
    "F09 keeps coming back even though the pot is full and I cleaned the sensor window",
    AX,
    8,
    ["Check the sensor cable plug at the BG-2"],
    variant="BC-1280",
)
q("code_remedy", "E-52 on the pneumatic tube station what do i do", VT, 1, ["Press CLEAR once"])

# ---- procedure_step (7)
q("procedure_step", "what do I clean the stack joint faces with", HS, 5, ["isopropyl alcohol"])
q("procedure_step", "light marks on horn face - how to take them off", HS, 6, ["400-grit abrasive cloth"])
q("procedure_step", "first step before pulling a liftmaster pump", LM, 6, ["lock off its motor isolator"])
q("procedure_step", "where do I measure the impeller to wear ring gap", LM, 6, ["four points 90° apart"])
q(
    "procedure_step",
    "after shaking the cartridges how long before I take them out",
    AX,
    6,
    ["wait 10 minutes for the dust to settle"],
)
q(
    "procedure_step",
    "BC-960 pick-up tube bleed collar - starting setting?",
    AX,
    6,
    ["open it by two turns"],
    variant="BC-960",
)
q("procedure_step", "which way round does the carrier go into the send tube", VT, 1, ["lid end first"])

# ---- footnote (8)
q("footnote", "the 20-65 um amplitude figure - measured with which booster?", HS, 3, ["standard 1:1.5 booster"])
q("footnote", "horn face check when running glass filled material - how often", HS, 4, ["inspect the horn face daily"])
q("footnote", "what grease for the cylinder guide rods", HS, 4, ["Use only grease HS-LUB-02"])
q("footnote", "rated flow on the liftmaster table, at what head is that", LM, 3, ["At half the maximum head"])
q(
    "footnote",
    "gritty sewage site - how often impeller clearance check?",
    LM,
    5,
    ["Every 6 months at stations that receive grit or sand"],
)
q("footnote", "tightening sequence for the discharge flange bolts?", LM, 5, ["30 %, 70 %, 100 %"])
q(
    "footnote",
    "can the BC-960 turntable really take 80kg? any conditions",
    AX,
    3,
    ["Only with the optional turntable kit AX-TT-960", "AX-TT-960"],
    variant="BC-960",
)
q("footnote", "is steel grit ok in the blastcab", AX, 4, ["rubber wear liner kit AX-WL-1280", "BC-1280 only"])

# ---- interval (8)
q("interval", "cylinder seal change interval sonopress", HS, 4, ["Every 4 million cycles"])
q("interval", "how often to change the converter cooling air filter", HS, 4, ["Every 6 months"])
q("interval", "seal chamber oil change - how often", LM, 5, ["12 months or 4000 h"])
q("interval", "LC-4 backup batt replacement interval?", LM, 5, ["Every 5 years"])
q("interval", "how often shake the filter cartridges", AX, 5, ["Every 4 h of blasting"])
q(
    "interval",
    "how often does the pressure pot on the 1280 need inspecting",
    AX,
    5,
    ["Every 2 years"],
    variant="BC-1280",
)
q(
    "interval",
    "descaling frequency of the humidifier pan, hard water area",
    MD,
    1,
    ["every 4 weeks in hard-water areas"],
)
q("interval", "when do I change the tilt gearbox oil on the positioner", TXT, 1, ["EVERY 6 MONTHS"])

# ---- torque (5)
q("torque", "booster->converter stud torque", HS, 5, ["55 N·m"])
q("torque", "volute bolt torque liftmaster", LM, 5, ["42 N·m"])
q("torque", "LM-220 discharge flange bolts, what torque", LM, 5, ["110 N·m"], variant="LM-220")
q("torque", "torque on the blast pot inspection cover bolts", AX, 5, ["65 N·m"], variant="BC-1280")
q("torque", "wp500 table mounting bolt torque", TXT, 1, ["85 N.m"])

# ---- part_number (6)
q("part_number", "converter cable part number for an SP-20X", HS, 8, ["HS-20-521"], variant="SP-20X")
q("part_number", "p/n for the air filter element on the press regulator", HS, 8, ["HS-20-402"], as_of="2022-03-01")
q("part_number", "wear ring part # for LM-300", LM, 8, ["BF-W-300"], variant="LM-300")
q("part_number", "mech seal kit number, LM-220 pump", LM, 8, ["BF-S-415"], variant="LM-220")
q("part_number", "cover lenses for the big cabinet - order number?", AX, 8, ["AX-VL-1280"], variant="BC-1280")
q("part_number", "replacement felt rings for the carriers, part no", VT, 1, ["VT-FR-110"])

# ---- contents (3)
q("contents", "which page is the spare parts list on in the sonopress maint manual", HS, 1, ["Spare parts 8"])
q(
    "contents",
    "where in the liftmaster manual are the controller parameters",
    LM,
    1,
    ["Controller settings and protection thresholds 4"],
)
q(
    "contents",
    "principle of operation doc - which chapter/page explains the reasons for the rules?",
    TH,
    1,
    ["Why the rules exist 3"],
)

# =====================================================================================
# UNANSWERABLE (80)
# =====================================================================================

# ---- unans_unstated_attribute (19)
q("unans_unstated_attribute", "how heavy is a standard sonopress horn", HS)
q("unans_unstated_attribute", "warranty period on a new SP-20?", HS, variant="SP-20", absent=["warranty"])
q("unans_unstated_attribute", "IP rating of the sonopress generator enclosure", HS, absent=["IP5", "IP6", "IP4"])
q("unans_unstated_attribute", "what thread length do the booster clamp ring screws have", HS)
q("unans_unstated_attribute", "curie temp of the converter ceramics?", TH, absent=["curie"])
q("unans_unstated_attribute", "how deep is the LM-220 wet well", LM, variant="LM-220")
q("unans_unstated_attribute", "pump speed in rpm for the LM-150", LM, variant="LM-150", absent=["rpm"])
q("unans_unstated_attribute", "what make of modem does the LC-4 telemetry use", LM)
q("unans_unstated_attribute", "safe working load of the liftmaster lifting chain?", LM, absent=["WLL", "safe working"])
q("unans_unstated_attribute", "glove port diameter on the BC-960", AX, variant="BC-960")
q("unans_unstated_attribute", "compressor kW needed to run a bc-960", AX, variant="BC-960")
q("unans_unstated_attribute", "micron rating of the AX-FC-325 filter cartridge", AX, absent=["micron"])
q(
    "unans_unstated_attribute",
    "how many stations were hit by the loose impeller nut problem",
    BSB,
    variant="LM-220",
    serial=2205300,
)
q(
    "unans_unstated_attribute",
    "what material was the original 1.5 mm interlock bracket made from",
    ASB,
    variant="BC-1280",
    serial=2105800,
)
q("unans_unstated_attribute", "vacuum/pressure the tube system blower runs at", VT, absent=["mbar", "kPa"])
q("unans_unstated_attribute", "what colour lamp comes on with an E-31 line blocked", VT)
q("unans_unstated_attribute", "electrical rating (kW) of the PR-24 proofer", MD)
q("unans_unstated_attribute", "max tilt speed of the WP-500", TXT, absent=["tilt speed"])
q("unans_unstated_attribute", "rotation gearbox oil grade on the positioner", TXT, absent=["rotation gearbox"])

# ---- unans_negated_premise (10)
q(
    "unans_negated_premise",
    "what grease should go on the horn stud threads before assembly?",
    HS,
    present=["Do not apply grease, anti-seize or thread locker"],
)
q(
    "unans_negated_premise",
    "how do I jumper out the enclosure door interlock during setup",
    HS,
    present=["door interlock bridged"],
)
q(
    "unans_negated_premise",
    "best way to regrind a worn horn face in the lathe?",
    HS,
    present=["Do not machine, grind or file the horn face"],
)
q(
    "unans_negated_premise",
    "procedure for climbing down into the wet well to free a stuck float",
    LM,
    present=["Do not enter the wet well"],
)
q(
    "unans_negated_premise",
    "how short can I cut the float cable when fitting a new float",
    LM,
    present=["do not shorten float cables"],
)
q(
    "unans_negated_premise",
    "A12 low insulation - how long should I run the pump to dry the motor out",
    LM,
    present=["Do not dry the motor by running it"],
)
q(
    "unans_negated_premise",
    "what grade of silica sand works best in the BC-960",
    AX,
    variant="BC-960",
    present=["free crystalline silica"],
)
q("unans_negated_premise", "which solvent cleans the viewing window glass best", AX, present=["do not use solvents"])
q(
    "unans_negated_premise",
    "TRANSIT lamp on but I need a carrier out - how do I get the station door open?",
    VT,
    present=["Do not open the station door while the yellow TRANSIT lamp is lit"],
)
q(
    "unans_negated_premise",
    "how should the ground clamp be fixed to the table rim on the positioner",
    TXT,
    present=["Do not weld with the ground cable clamped to the table rim"],
)

# ---- unans_model_outside (7)
q("unans_model_outside", "SP-35 generator output?", HS, variant="SP-35", absent=["SP-35"])
q("unans_model_outside", "horn stud torque on the SP-15", HS, variant="SP-15", absent=["SP-15"])
q("unans_model_outside", "impeller diameter LM-400", LM, variant="LM-400", absent=["LM-400"])
q("unans_model_outside", "float heights for an LM-110 station?", LM, variant="LM-110", absent=["LM-110"])
q("unans_model_outside", "air demand of the BC-1600 with standard nozzle", AX, variant="BC-1600", absent=["BC-1600"])
q("unans_model_outside", "PT-160 max carrier weight", VT, variant="PT-160", absent=["PT-160"])
q("unans_model_outside", "turntable capacity of a BC-640", AX, variant="BC-640", absent=["BC-640"])

# ---- unans_nonexistent_code (7)
q("unans_nonexistent_code", "what does E31 mean on the sonopress", HS, absent=["E31"], elsewhere=[(VT, "E-31")])
q("unans_nonexistent_code", "A07 showing on the welder generator?", HS, absent=["A07"], elsewhere=[(LM, "A07")])
q("unans_nonexistent_code", "LC-4 is showing F03, meaning?", LM, absent=["F03"], elsewhere=[(AX, "F03")])
q("unans_nonexistent_code", "liftmaster alarm A16", LM, absent=["A16"])
q("unans_nonexistent_code", "what's fault F10 on the BG-2", AX, absent=["F10"])
q("unans_nonexistent_code", "blast cabinet shows E12 what now", AX, absent=["E12"], elsewhere=[(HS, "E12")])
q("unans_nonexistent_code", "tube station code E-45?", VT, absent=["E-45"])

# ---- unans_other_condition (6)
q(
    "unans_other_condition",
    "column clamp bolt torque with dry, unoiled threads",
    HS,
    present=["Threads lightly oiled with machine oil"],
)
q(
    "unans_other_condition",
    "SP-20 noise level at 1 m while it's actually welding",
    HS,
    variant="SP-20",
    present=["Idle press with the enclosure closed"],
)
q("unans_other_condition", "LM-220 flow at its max head?", LM, variant="LM-220", present=["At half the maximum head"])
q("unans_other_condition", "8 mm nozzle air consumption at 3 bar", AX, present=["Nozzle bore 4 bar 5 bar 6 bar 7 bar"])
q(
    "unans_other_condition",
    "noise at the operator position on a BC-1280 blasting alu oxide at 7 bar",
    AX,
    variant="BC-1280",
    present=["Blasting glass bead at 5 bar with the standard nozzle"],
)
q(
    "unans_other_condition",
    "what's the WP500 rated load if the centre of gravity sits 250 mm off the table",
    TXT,
    absent=["250 mm"],
)

# ---- unans_min_only_max (6)
q("unans_min_only_max", "minimum room humidity for the sonopress", HS, present=["85 % max., non-condensing"])
q("unans_min_only_max", "lowest converter housing temp allowed", HS, present=["Converter housing temperature, max."])
q("unans_min_only_max", "scan power lower limit - below what is it too low", HS, present=["scan power is below 8 %"])
q(
    "unans_min_only_max",
    "min number of starts per hour for LM-220 pumps",
    LM,
    variant="LM-220",
    present=["Starts per hour, max."],
)
q("unans_min_only_max", "smallest load the WP-500 can handle", TXT, present=["Rated load"])
q("unans_min_only_max", "minimum weight a carrier must have to travel", VT, present=["Carrier load, max."])

# ---- unans_unexplained_why (6)
q(
    "unans_unexplained_why",
    "why must horns be laid on their side and not on the face",
    HS,
    present=["Do not store a horn resting on its face"],
)
q("unans_unexplained_why", "why shouldn't the piston rod be greased?", HS, present=["Do not lubricate the piston rod"])
q(
    "unans_unexplained_why",
    "reason for swapping phases at the panel rather than at the motor",
    LM,
    present=["not at the motor"],
)
q(
    "unans_unexplained_why",
    "why does the lag float need to be 100mm+ above the lead float",
    LM,
    present=["at least 100 mm above the lead start float"],
)
q("unans_unexplained_why", "why no silica abrasives in the blastcab", AX, present=["free crystalline silica"])
q(
    "unans_unexplained_why",
    "why can't I tilt past 90 deg with over 350 kg on the positioner",
    TXT,
    present=["Do not tilt beyond 90 degrees with a load over 350 kg"],
)

# ---- unans_swapped_number (5)
q("unans_swapped_number", "what is part HS-20-251", HS, absent=["HS-20-251"])
q("unans_swapped_number", "what does parameter P51 on the LC-4 set", LM, absent=["P51"])
q("unans_swapped_number", "AX-VL-690 cover lens fits which cabinet", AX, absent=["AX-VL-690"])
q("unans_swapped_number", "contents of kit BF-K-2702?", BSB, variant="LM-300", serial=2205500, absent=["BF-K-2702"])
q("unans_swapped_number", "fan motor TR-FM-21 - which proofer is it for", MD, absent=["TR-FM-21"])

# ---- unans_bulletin_out_of_range (5): serial just outside the printed ranges
q(
    "unans_bulletin_out_of_range",
    "which kit do I order for the impeller nut fix on this station?",
    BSB,
    variant="LM-220",
    serial=2205900,
)
q(
    "unans_bulletin_out_of_range",
    "deadline for the impeller nut bulletin on this unit",
    BSB,
    variant="LM-300",
    serial=2300999,
)
q("unans_bulletin_out_of_range", "warranty claim code for the nut job here?", BSB, variant="LM-300", serial=2204149)
q(
    "unans_bulletin_out_of_range",
    "how do I mark the impeller nut after the SB work on this one",
    BSB,
    variant="LM-220",
    serial=2301751,
)
q(
    "unans_bulletin_out_of_range",
    "part number of the new interlock switch for this cabinet",
    ASB,
    variant="BC-1280",
    serial=2106250,
)

# ---- unans_other_model (3): value given only for a neighbouring model
q(
    "unans_other_model",
    "pressure pot volume on the BC-960",
    AX,
    variant="BC-960",
    present=["Blast vessel volume - 28 l"],
)
q(
    "unans_other_model",
    "cutter impeller kit number for an LM-220",
    LM,
    variant="LM-220",
    present=["for LM-300 stations receiving rag-laden sewage"],
)
q(
    "unans_other_model",
    "how many digits is the PIN on a standard PT-110",
    VT,
    variant="PT-110",
    present=["PIN delivery no yes, 4-digit PIN"],
)

# ---- unans_bulletin_excluded_model (2)
q(
    "unans_bulletin_excluded_model",
    "impeller nut kit part number for this station",
    BSB,
    variant="LM-150",
    serial=2204500,
    present=["LM-150 stations are not affected"],
)
q(
    "unans_bulletin_excluded_model",
    "new actuator bracket p/n for my cabinet",
    ASB,
    variant="BC-960",
    serial=2105900,
    present=["BC-960 cabinets are not affected"],
)

# ---- unans_before_first_revision (2)
q("unans_before_first_revision", "horn stud torque spec", HS, as_of="2018-11-05")
q("unans_before_first_revision", "max flatness error on the horn face", HS, as_of="2019-02-28")

# ---- unans_code_later_revision (2)
q("unans_code_later_revision", "what's E27 mean", HS, as_of="2022-08-08", absent=["E27"])
q("unans_code_later_revision", "E27 on the press - how to fix", HS, as_of="2021-01-15", absent=["E27"])

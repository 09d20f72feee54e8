# ruff: noqa: E501
"""Hand-written questions for the s20 evaluation set.

Each entry: kind, document (sidecar key, or file name for .md/.txt), page
(1-based page of the revision in force, None if unanswerable), answers (verbatim
spans from that page; empty if unanswerable), question text, and optional as_of,
product, variant, serial. generate.py shuffles them with a fixed seed and
assigns the ids.
"""

LR = "BFS-MM-0412"
SV = "SNV-SM-090"
DS = "KBE-SM-31"
TH = "BFS-TH-0100"
SBL = "BFS-SB-2024-03"
SBS = "SNV-SB-0033"
QG = "SNV-QG-012"
MD = "lr_field_notes.md"
TXT = "ds_weekly_inspection_card.txt"

P_LR = "AquaRing LR liquid ring vacuum pump"
P_SV = "Sonavel SV industrial ultrasonic cleaning tank"
P_DS = "Kestrel DS reversible dough sheeter"

_Q = []


def q(kind, doc, page, answers, text, **kw):
    rec = {"kind": kind, "document": doc, "page": page, "answers": list(answers), "question": text}
    rec.update(kw)
    _Q.append(rec)


def u(kind, doc, text, **kw):
    q(kind, doc, None, [], text, **kw)


# ---------------------------------------------------------------- table_value (16)
q("table_value", LR, 3, ["18.5 kW"], "LR-310 motor kW?", variant="LR-310")
q("table_value", LR, 3, ["980 rpm"], "whats the rated speed of the 310 on a 50hz supply", variant="LR-310")
q("table_value", LR, 3, ["40 mbar abs"], "ultimate press. for LR310 - the big one", variant="LR-310")
q("table_value", LR, 3, ["145 kg"], "how heavy is an LR-150 pump if I leave the motor off", variant="LR-150")
q("table_value", LR, 3, ["DN 65"], "flange size suction/discharge on LR 220?", variant="LR-220")
q("table_value", SV, 3, ["25 kHz"], "SV-160 what frequency does it run at", variant="SV-160")
q("table_value", SV, 3, ["4800 W"], "peak ultrasonc output of an SV-90 (not the rms figure)", variant="SV-90")
q("table_value", SV, 3, ["4.5 kW"], "heating element rating sv160", variant="SV-160")
q("table_value", SV, 3, ["3 x 10 A"], "what size mains fuses for the SV-90 tank", variant="SV-90")
q("table_value", DS, 3, ["0.20 to 0.90 m/s"], "ds-640A belt speed range?", variant="DS-640A")
q("table_value", DS, 3, ["7 kg"], "biggest dough piece a DS-640 can take", variant="DS-640")
q("table_value", DS, 5, ["0.45 l"], "gearbox oil qty for the 640A sheeter", variant="DS-640A")
q("table_value", DS, 3, ["80 mm"], "roller dia on a DS 640", variant="DS-640")
q("table_value", QG, 1, ["25 kg"], "max weight of parts in the basket, SV-90", variant="SV-90")
q("table_value", QG, 1, ["40 to 50 °C"], "bath temp to use with sonaclean N?")
q(
    "table_value",
    MD,
    1,
    ["Replaced SV1 coil"],
    "the LR-150 at the dairy that threw A14 every time it started - what did the engineer do about it?",
)

# ---------------------------------------------------------------- spec_limit (12)
q("spec_limit", LR, 3, ["1.5 bar g"], "lowest seal water supply pressure allowed on AquaRing pumps")
q("spec_limit", LR, 3, ["100 °C"], "max inlet gas temp if the gas is saturated (wet)?")
q("spec_limit", LR, 3, ["1.1 bar abs"], "upper limit for pressure at the discharge, LR series")
q("spec_limit", LR, 3, ["Starts per hour, maximum 6"], "how many times an hour can I start one of these LR pumps")
q("spec_limit", SV, 3, ["3.8 to 4.6 nF"], "acceptable capacitance per transducer sonavel")
q("spec_limit", SV, 3, ["20 MOhm at 500 V DC"], "min insulation resistance between transducers and tank?")
q(
    "spec_limit",
    SV,
    3,
    ["+/- 1.5 kHz of nominal"],
    "how far can the generator output freq drift from nominal before its out of spec",
)
q("spec_limit", DS, 3, ["28 °C"], "dough temp limit for the DS sheeters")
q("spec_limit", DS, 3, ["+38 °C"], "max room temperature for running a kestrel sheeter")
q("spec_limit", DS, 4, ["+/- 0.3 mm"], "tolerance on the gap when lever is set to 10mm")
q("spec_limit", DS, 4, ["0.03 mm"], "radial runout limit of rollers")
q("spec_limit", TXT, 1, ["Belt edge within 5 mm of edge mark"], "weekly card - belt tracking, what counts as a pass?")

# ---------------------------------------------------------------- revision_value (10)
q("revision_value", LR, 3, ["18 l/min"], "seal water flow for an LR-220?", as_of="2019-03-01", variant="LR-220")
q("revision_value", LR, 3, ["21 l/min"], "LR220 seal water l/min", as_of="2021-06-15", variant="LR-220")
q("revision_value", LR, 4, ["Every 2,000 h"], "bearing regrease interval (hours) for the LR pumps", as_of="2021-06-14")
q(
    "revision_value",
    LR,
    4,
    ["Every 1,500 h"],
    "how many running hours between greasing the pump bearings",
    as_of="2023-10-31",
)
q(
    "revision_value",
    LR,
    3,
    ["0.15-0.25 mm"],
    "LR-150 impeller / port plate clearance spec",
    as_of="2023-10-31",
    variant="LR-150",
)
q(
    "revision_value",
    LR,
    3,
    ["0.12-0.20 mm"],
    "what cleareance should the impeller have to the port plates on a 150",
    as_of="2023-11-01",
    variant="LR-150",
)
q("revision_value", LR, 3, ["35 °C"], "max temp of seal liquid going into the pump", as_of="2020-08-20")
q("revision_value", LR, 3, ["32 °C"], "seal water inlet temperature limit?", as_of="2024-09-09")
q("revision_value", LR, 5, ["190 Nm"], "torque for the M16 tie bolts on the casing", as_of="2020-01-15")
q("revision_value", LR, 3, ["70 °C"], "VCU-4 setpoint for the inlet gas temp alarm", as_of="2022-03-03")

# ---------------------------------------------------------------- bulletin (16)
q(
    "bulletin",
    SBL,
    1,
    ["0.30-0.40 mm"],
    "LR-220 serial AR2205311 - impeller clearance to set?",
    product=P_LR,
    variant="LR-220",
    serial=2205311,
)
q(
    "bulletin",
    SBL,
    1,
    ["0.35-0.45 mm"],
    "we have an LR-310, plate says AR3101420. what gap between impeller and port plate do we use now",
    product=P_LR,
    variant="LR-310",
    serial=3101420,
)
q("bulletin", SBL, 1, ["24 l/min"], "seal water flow LR220 sn 2205000", product=P_LR, variant="LR-220", serial=2205000)
q(
    "bulletin",
    SBL,
    1,
    ["31 l/min"],
    "flow of seal water for LR-310 #AR3101649?",
    product=P_LR,
    variant="LR-310",
    serial=3101649,
)
q(
    "bulletin",
    SBL,
    1,
    ["190 Nm"],
    "impeller nut torqe on LR-310 AR3101200 with the HB impeller",
    product=P_LR,
    variant="LR-310",
    serial=3101200,
)
q(
    "bulletin",
    SBL,
    1,
    ["4,000 h or 6 months"],
    "how often should clearance be checked on LR-220 AR2205899",
    product=P_LR,
    variant="LR-220",
    serial=2205899,
)
q(
    "bulletin",
    SBL,
    1,
    ["BFS-4120-215"],
    "part no. for the new locknut, LR-220 s/n AR2205640",
    product=P_LR,
    variant="LR-220",
    serial=2205640,
)
q(
    "bulletin",
    SBL,
    1,
    ["4.5 h for an LR-310"],
    "how many labour hours can we claim for doing the HB impeller mod on LR-310 AR3101333?",
    product=P_LR,
    variant="LR-310",
    serial=3101333,
)
q(
    "bulletin",
    SBS,
    2,
    ["7 Nm"],
    "SV-90 SN4902517 cable gland torque after the mod",
    product=P_SV,
    variant="SV-90",
    serial=4902517,
)
q(
    "bulletin",
    SBS,
    1,
    ["SNV-5300-16"],
    "which fan part goes in SV-160 serial SN6160350",
    product=P_SV,
    variant="SV-160",
    serial=6160350,
)
q(
    "bulletin",
    SBS,
    1,
    ["SNV-5300-15"],
    "high flow fan p/n for sv-90 sn 4902300",
    product=P_SV,
    variant="SV-90",
    serial=4902300,
)
q(
    "bulletin",
    SBS,
    2,
    ["Every 8,000 h"],
    "fan replacement interval now for SV-160 SN6160388?",
    product=P_SV,
    variant="SV-160",
    serial=6160388,
)
q(
    "bulletin",
    SBS,
    2,
    ["80 °C"],
    "what should S4.07 be set to on SV-90 SN4902749 once the new fan is in",
    product=P_SV,
    variant="SV-90",
    serial=4902749,
)
q(
    "bulletin",
    SBS,
    2,
    ["2.0 h"],
    "labour allowance for the fan/gland bulletin on an SV-160, serial SN6160100",
    product=P_SV,
    variant="SV-160",
    serial=6160100,
)
q(
    "bulletin",
    SBS,
    2,
    ["at least 80 mm"],
    "how long a drip loop under the gland? SV-90 sn 4902600",
    product=P_SV,
    variant="SV-90",
    serial=4902600,
)
q(
    "bulletin",
    SBS,
    2,
    ["WC-0033-16"],
    "warranty claim code to quote, SV160 SN6160211",
    product=P_SV,
    variant="SV-160",
    serial=6160211,
)

# ---------------------------------------------------------------- explanation (13)
q(
    "explanation",
    TH,
    3,
    ["because at that point the liquid itself boils"],
    "why cant the pump pull a deeper vacuum when the seal water is warm?",
)
q(
    "explanation",
    TH,
    3,
    ["it is the hottest liquid in the pump"],
    "Why do the VCU temp warning/trip look at the outlet liquid temp rather than the inlet temp?",
)
q(
    "explanation",
    TH,
    3,
    ["as a cushion when the vapour bubbles collapse"],
    "how does letting air in through V5 stop cavitation?",
)
q(
    "explanation",
    TH,
    4,
    [
        "the impeller must accelerate a solid mass of water from rest",
        "needed for this is several times the running torque",
    ],
    "whats actually the problem with starting an LR pump with the casing full of water",
)
q(
    "explanation",
    TH,
    4,
    ["the face temperature rises by several hundred kelvin within seconds"],
    "my colleague says a quick bump to check rotation without seal water is harmless. why would that kill a new mech seal?",
)
q(
    "explanation",
    TH,
    4,
    ["the rotor can sit anywhere between the two port plates"],
    "why measure total axial float and halve it instead of just measuring one side",
)
q(
    "explanation",
    TH,
    4,
    ["If the clearance is set too tight, the impeller rubs on the port"],
    "if a smaller gap gives more capacity why not set clearance below the range?",
)
q(
    "explanation",
    TH,
    5,
    ["the ring must do more work to push the gas out"],
    "why does closing down the discharge valve load up the motor",
)
q(
    "explanation",
    TH,
    5,
    ["the surface of the ring breaks up into spray"],
    "reason the LR-310 spins at 980 and not 1450 like the smaller ones?",
    variant="LR-310",
)
q(
    "explanation",
    TH,
    5,
    ["so that surplus grease can escape"],
    "after regreasing why leave the relief plug out and run it for a while",
)
q(
    "explanation",
    LR,
    2,
    ["excess pressure forces water past the mechanical", "floods the bearing housing"],
    "what happens if seal water supply pressure is too high",
)
q(
    "explanation",
    SV,
    5,
    ["Scratches become cavitation erosion sites."],
    "why shouldnt I use a metal scraper on the bottom of the tank",
)
q(
    "explanation",
    DS,
    2,
    ["it packs into the belt tracking"],
    "why no flour on the belts under the rollers as a release agent?",
)

# ---------------------------------------------------------------- code_meaning (8)
q(
    "code_meaning",
    LR,
    7,
    ["Suction pressure transmitter PT-1 signal below", "3.6 mA or above 21 mA."],
    "VCU-4 shows A05 - meaning?",
)
q("code_meaning", LR, 8, ["Seal water not proven within 30 s of start"], "what does a14 mean on the vcu4")
q(
    "code_meaning",
    LR,
    8,
    ["Cavitation protection active: suction pressure"],
    "alarm A19 came up on our LR-220, what is it telling me",
)
q(
    "code_meaning",
    LR,
    7,
    ["Bearing vibration above 7.1 mm/s RMS (alarm)."],
    "A06 - what vibration level triggers that one?",
)
q("code_meaning", SV, 6, ["Frequency lock lost: generator cannot find"], "sonavel error E05?")
q("code_meaning", SV, 7, ["Filter pump dry-running (SV-90, SV-160)."], "E13 on an SV-90 display means what")
q(
    "code_meaning",
    DS,
    8,
    ["Table fold sensor: table not fully lowered."],
    "DS-640 shows F11. meaning?",
    variant="DS-640",
)
q("code_meaning", DS, 7, ["Gap sensor signal out of range (DS-640A)."], "what is fault F06 on the kestrel")

# ---------------------------------------------------------------- code_remedy (8)
q(
    "code_remedy",
    LR,
    7,
    ["Clean strainer Y-1", "Check solenoid valve SV1"],
    "A02 keeps coming up on the LR pump, what should I check first",
)
q(
    "code_remedy",
    LR,
    8,
    ["both bearings if vibration persists"],
    "A07 vib trip: already checked the impeller clearance and its fine but the vibration is still there. next step?",
)
q("code_remedy", LR, 8, ["Check power supply PS-1 and fuse F4."], "how to fix A15 on VCU-4")
q("code_remedy", SV, 7, ["Load factory settings in service menu S9"], "E16 fix?")
q(
    "code_remedy",
    SV,
    6,
    ["Clean the fan grille. Check that the heatsink fan runs."],
    "we have a sonavel tank in a hot wash room and it keeps throwing E07 half way through the cycle, what is the fix for that",
)
q("code_remedy", SV, 7, ["Check plug X7", "Replace sensor SNV-4410-10"], "remedy for E11 pt100 fault")
q("code_remedy", DS, 7, ["Allow 20 minutes to cool."], "sheeter showing F03, what do i do")
q(
    "code_remedy",
    DS,
    8,
    ["Check supply voltage under load. Minimum 360 V."],
    "F12 on a 640A - how to clear it",
    variant="DS-640A",
)

# ---------------------------------------------------------------- procedure_step (7)
q(
    "procedure_step",
    LR,
    6,
    ["Push the rotor fully towards the drive end, zero the gauge"],
    "clearance check: which way do i shove the rotor before zeroing the dial indicator",
)
q(
    "procedure_step",
    LR,
    6,
    ["Lubricate the new O-rings with silicone grease"],
    "when putting a new mechanical seal in, what goes on the o rings?",
)
q(
    "procedure_step",
    LR,
    6,
    ["Adjust the flow with regulating valve V3 only"],
    "which valve am I supposed to use to set seal water flow",
)
q("procedure_step", SV, 5, ["20 mm above the bottom"], "foil test - how high above the tank floor does the foil hang")
q(
    "procedure_step",
    SV,
    5,
    ["Run the auto-tune function (service menu S3)"],
    "after swapping the GB-7 board what needs to be run before handing back",
)
q(
    "procedure_step",
    DS,
    4,
    ["loosen the two M8 clamp screws of the right-hand"],
    "calibrating roller gap, left and right end differ by 0.1mm. what do I loosen",
)
q(
    "procedure_step",
    MD,
    1,
    ["take the middle reading"],
    "field tip on measuring rotor float - how many readings and which one do you use?",
)

# ---------------------------------------------------------------- footnote (8)
q(
    "footnote",
    LR,
    3,
    ["may be reduced by 30 %"],
    "in partial recirc mode can I reduce the seal water make up flow, by how much",
)
q(
    "footnote",
    LR,
    3,
    ["Dry air at 100 mbar abs suction pressure"],
    "the m3/h capacity figures in the LR data table - at what conditions are they measured",
)
q(
    "footnote",
    LR,
    4,
    ["clean the strainer daily"],
    "we run on borehole water, how often does strainer Y-1 need cleaning?",
)
q("footnote", LR, 4, ["reduce the interval by 20 %"], "our pumps are on 60 Hz, does the greasing interval change?")
q("footnote", LR, 5, ["30 %, 70 % and 100 % of the final torque"], "tie bolt tightening stages?")
q("footnote", SV, 3, ["60 mm below the MAX mark"], "distance between min and max level marks on SV tanks")
q("footnote", SV, 7, ["hand-tight plus half a turn"], "how tight should the drain on an sv-40 be", variant="SV-40")
q(
    "footnote",
    DS,
    3,
    ["Reduce by 25 %"],
    "for stiff dough like puff pastry base, how much lower is the max dough piece weight",
)

# ---------------------------------------------------------------- interval (8)
q("interval", LR, 4, ["16,000 h"], "when is the mech seal due for replacement (hours)")
q("interval", LR, 4, ["24 months"], "coupling element replacement intervall")
q("interval", LR, 4, ["48 months"], "how often does the diaphragm of the anti cavitation valve get replaced?")
q("interval", SV, 4, ["Every 3 months"], "foil test frequency")
q(
    "interval",
    QG,
    1,
    ["Change the bath at least every 40 operating hours."],
    "how many hours of use before the cleaning liquid has to be replaced",
)
q("interval", DS, 5, ["Every 12 months"], "gearbox oil change on DS-640, how often", variant="DS-640")
q("interval", DS, 5, ["Every 3 months"], "drive chain lube interval on the sheeters")
q("interval", TXT, 1, ["Keep cards for 2 years."], "how long do we have to hang on to completed weekly cards")

# ---------------------------------------------------------------- torque (5)
q("torque", LR, 5, ["160 Nm"], "impeller lock nut tightening torque")
q("torque", LR, 5, ["280 Nm"], "M20 foot bolt torque on the LR pump")
q(
    "torque",
    SV,
    7,
    ["6 Nm"],
    "changing a heater element on one of the sonavel tanks, what torque do the nuts on the heater flange get?",
)
q("torque", DS, 6, ["25 Nm"], "eccentric clamp screws - what torque")
q("torque", DS, 6, ["35 Nm"], "table hinge bolts tighten to?")

# ---------------------------------------------------------------- part_number (6)
q("part_number", LR, 8, ["BFS-4120-122"], "mech seal kit part number for LR-220", variant="LR-220")
q("part_number", LR, 8, ["6312-C3"], "non drive end bearing for an LR-310?", variant="LR-310")
q("part_number", SV, 8, ["SNV-5100-90"], "part no generator board SV-90", variant="SV-90")
q("part_number", SV, 8, ["SNV-6250-16"], "what do I order to retrofit an automatic lid on the SV-160", variant="SV-160")
q("part_number", DS, 8, ["KBE-2201-14"], "conveyor belt for a DS-640A, part #", variant="DS-640A")
q("part_number", DS, 8, ["KBE-3100-05"], "brake disc p/n DS-520", variant="DS-520")

# ---------------------------------------------------------------- contents (3)
q("contents", LR, 1, ["page 5"], "which page of the LR maintenance manual has the torque table")
q("contents", SV, 1, ["page 6"], "where do the error codes start in the sonavel service manual? page?")
q("contents", TH, 1, ["page 3"], "theory doc: what page does the chapter on why the pump is run the way it is start")

# ================================================================ unanswerable
# ---------------------------------------------------------------- unans_unstated_attribute (19)
u("unans_unstated_attribute", LR, "LR-220 impeller diameter?", variant="LR-220")
u("unans_unstated_attribute", LR, "full load amps of the LR-310 motor at 400V", variant="LR-310")
u("unans_unstated_attribute", LR, "how much does the motor for an LR-150 weigh", variant="LR-150")
u("unans_unstated_attribute", LR, "liquid fill volume of the LR-220 casing in litres", variant="LR-220")
u("unans_unstated_attribute", LR, "which VCU-4 firmware version is needed for alarm A19")
u("unans_unstated_attribute", SV, "inside dimensions of the SV-90 tank (l x w x depth)?", variant="SV-90")
u("unans_unstated_attribute", SV, "how long does an SV-160 take to heat up from 20 to 60 C", variant="SV-160")
u("unans_unstated_attribute", SV, "IP rating of the SV-40 generator housing", variant="SV-40")
u(
    "unans_unstated_attribute",
    SV,
    "what's the wall thickness of the tank bottom under the transducers on the SV-160",
    variant="SV-160",
)
u("unans_unstated_attribute", DS, "what are the DS-640 rollers made of", variant="DS-640")
u("unans_unstated_attribute", DS, "motor rpm on the DS-520", variant="DS-520")
u("unans_unstated_attribute", DS, "conveyor belt thickness DS-640?", variant="DS-640")
u("unans_unstated_attribute", DS, "gearbox ratio on the 640A", variant="DS-640A")
u("unans_unstated_attribute", TH, "how many blades does the LR-220 impeller have", variant="LR-220")
u(
    "unans_unstated_attribute",
    SBL,
    "LR-220 AR2205120 - does the bulletin change the casing tie bolt torque, and to what?",
    product=P_LR,
    variant="LR-220",
    serial=2205120,
)
u(
    "unans_unstated_attribute",
    SBS,
    "noise level of the new high flow fan? SV-90 SN4902410",
    product=P_SV,
    variant="SV-90",
    serial=4902410,
)
u("unans_unstated_attribute", QG, "longest cleaning time you can program on the SV tanks")
u("unans_unstated_attribute", TXT, "weekly card: torque for guard switch mounting screws")
u("unans_unstated_attribute", MD, "what seal water supply pressure was measured at the dunmore dairy visit")

# ---------------------------------------------------------------- unans_negated_premise (10)
u("unans_negated_premise", LR, "which jointing compound do you recommend on the casing gaskets")
u("unans_negated_premise", LR, "how many seconds can I jog the motor with no seal water to check rotation direction")
u(
    "unans_negated_premise",
    LR,
    "how far should i close the discharge valve while running to bring the motor current down?",
)
u("unans_negated_premise", LR, "which mineral oil grease is ok to use on the mech seal o-rings")
u("unans_negated_premise", LR, "how many times can an impeller locknut be reused before replacing it")
u("unans_negated_premise", SV, "best low flash point solvent to use in an SV-90 for degreasing?", variant="SV-90")
u("unans_negated_premise", SV, "procedure for re-bonding a loose transducer on site, what cure time for the epoxy")
u("unans_negated_premise", DS, "what pressure setting on the jet washer for cleaning the DS sheeter")
u("unans_negated_premise", DS, "how do I bridge the roller guard interlock so i can watch the rollers running")
u("unans_negated_premise", TXT, "which oil should be used on the rollers during the weekly check")

# ---------------------------------------------------------------- unans_model_outside (7)
u("unans_model_outside", LR, "regrease interval for the two-stage LR-D pump", variant="LR-D")
u("unans_model_outside", LR, "seal water flow LR-450?", variant="LR-450")
u("unans_model_outside", SV, "heater power of the SV-250", variant="SV-250")
u("unans_model_outside", SV, "SV-25 tank volume", variant="SV-25")
u("unans_model_outside", DS, "roller gap range on the old DS-400", variant="DS-400")
u("unans_model_outside", DS, "belt speed of the CL-12 croissant line", variant="CL-12")
u("unans_model_outside", QG, "max basket load for the SV-250 model", variant="SV-250")

# ---------------------------------------------------------------- unans_nonexistent_code (7)
u("unans_nonexistent_code", LR, "what does alarm A10 on the VCU-4 mean")
u("unans_nonexistent_code", LR, "LR pump controller showing E05 - meaning?")
u("unans_nonexistent_code", LR, "remedy for A13")
u("unans_nonexistent_code", SV, "sonavel E15 error what is it")
u("unans_nonexistent_code", SV, "SV-160 display says F07, what do I do", variant="SV-160")
u("unans_nonexistent_code", DS, "fault code F14 on DS-640A?", variant="DS-640A")
u("unans_nonexistent_code", DS, "what does A02 mean on the kestrel sheeter")

# ---------------------------------------------------------------- unans_other_condition (6)
u("unans_other_condition", LR, "LR-150 suction capacity at 50 mbar abs?", variant="LR-150")
u("unans_other_condition", LR, "rated speed of LR-220 when run on a 60 Hz supply", variant="LR-220")
u("unans_other_condition", SV, "SV-90 filter pump flow when the filter bag is dirty", variant="SV-90")
u("unans_other_condition", SV, "what should each transducer's capacitance read when measured at 40 kHz")
u("unans_other_condition", DS, "V-belt deflection on a DS-640 with 40 N test force", variant="DS-640")
u("unans_other_condition", DS, "max dough piece DS-640A with 70% hydration dough", variant="DS-640A")

# ---------------------------------------------------------------- unans_min_only_max (6)
u("unans_min_only_max", LR, "minimum discharge pressure for LR pumps")
u("unans_min_only_max", LR, "lowest allowed seal liquid inlet temp")
u("unans_min_only_max", LR, "min gas inlet temp (dry gas)")
u("unans_min_only_max", DS, "minimum dough temperature for sheeting on the DS range")
u("unans_min_only_max", DS, "smallest dough piece the DS-640 can handle", variant="DS-640")
u(
    "unans_min_only_max",
    SBS,
    "maximum air flow of the new fan, SV-160 SN6160150",
    product=P_SV,
    variant="SV-160",
    serial=6160150,
)

# ---------------------------------------------------------------- unans_unexplained_why (6)
u("unans_unexplained_why", LR, "why do 60 Hz pumps need greasing 20% sooner")
u("unans_unexplained_why", LR, "why a 10 minute nitrogen purge before opening pumps on solvent duty - why 10 min?")
u("unans_unexplained_why", SV, "why must a bad transducer be replaced with the whole set rather than just the one")
u("unans_unexplained_why", DS, "why were the scraper blades changed from PTFE to acetal")
u("unans_unexplained_why", TH, "why is the impeller bronze and not stainless steel")
u("unans_unexplained_why", QG, "how come you can skip the degas after a small top-up (under ten percent)?")

# ---------------------------------------------------------------- unans_swapped_number (5)
u("unans_swapped_number", LR, "torque for the M12 bearing cover screws")
u("unans_swapped_number", LR, "what maintenance task is due at 12,000 h on the LR pumps")
u("unans_swapped_number", SV, "tightening torque for the M8 heater flange nuts")
u("unans_swapped_number", DS, "step 9 of the roller gap calibration procedure?")
u("unans_swapped_number", DS, "torque for the M12 table hinge bolts")

# ---------------------------------------------------------------- unans_bulletin_out_of_range (5)
u(
    "unans_bulletin_out_of_range",
    SBL,
    "LR-220 AR2205900 - new clearance values?",
    product=P_LR,
    variant="LR-220",
    serial=2205900,
)
u(
    "unans_bulletin_out_of_range",
    SBL,
    "seal water flow for LR-310 serial AR3101199 under the HB bulletin",
    product=P_LR,
    variant="LR-310",
    serial=3101199,
)
u(
    "unans_bulletin_out_of_range",
    SBS,
    "SV-90 SN4902750 gland torque per the bulletin",
    product=P_SV,
    variant="SV-90",
    serial=4902750,
)
u(
    "unans_bulletin_out_of_range",
    SBS,
    "fan part number for SV-160 SN6160389",
    product=P_SV,
    variant="SV-160",
    serial=6160389,
)
u(
    "unans_bulletin_out_of_range",
    SBS,
    "labour time claim for sv-90 sn4902299",
    product=P_SV,
    variant="SV-90",
    serial=4902299,
)

# ---------------------------------------------------------------- unans_other_model (3)
u("unans_other_model", SV, "heater element resistance for the SV-90", variant="SV-90")
u("unans_other_model", SV, "auto lid kit part number for an SV-90", variant="SV-90")
u("unans_other_model", MD, "what was the finding on the LR-220 at the Hallam paper mill")

# ---------------------------------------------------------------- unans_bulletin_excluded_model (2)
u(
    "unans_bulletin_excluded_model",
    SBL,
    "LR-150 AR1505120: revised seal water flow?",
    product=P_LR,
    variant="LR-150",
    serial=1505120,
)
u(
    "unans_bulletin_excluded_model",
    SBS,
    "SV-40 SN4002410 - new cable gland torque from the bulletin",
    product=P_SV,
    variant="SV-40",
    serial=4002410,
)

# ---------------------------------------------------------------- unans_before_first_revision (2)
u("unans_before_first_revision", LR, "LR-220 seal water flow", as_of="2018-11-02", variant="LR-220")
u("unans_before_first_revision", LR, "casing tie bolt torque", as_of="2019-02-28")

# ---------------------------------------------------------------- unans_code_later_revision (2)
u("unans_code_later_revision", LR, "meaning of alarm A19?", as_of="2022-05-10")
u("unans_code_later_revision", LR, "what should i do about A19 on the VCU-4", as_of="2023-10-31")


def all_questions():
    return [dict(x) for x in _Q]

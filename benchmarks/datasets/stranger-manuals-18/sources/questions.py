"""Hand-written questions for the s18 set (invented; CC0 1.0).

Each entry becomes one line of qa.jsonl after a seeded shuffle (ids are assigned after shuffling).
Extra keys used only by check_keys.py and stripped by generate.py:
  absent             strings that must NOT occur in the document (revision in force)
  present_elsewhere  (document, string) pairs that must occur in another document
"""

CPS = "CPS-SM-520"
CSB = "CPS-SB-014"
SRE = "SRE-TL-SM"
PO = "SRE-TL-PO"
BHS = "BHS-HJ-SM"
BSB = "BHS-SB-2307"
QG = "BHS-HJ-QG"
MD = "cvp_field_notes.md"
TXT = "tl_daily_inspection_card.txt"

P_CPS = "Chamber vacuum packer"
P_TL = "Thermoplastic line marker"
P_HJ = "Trailer drain jetter"

QUESTIONS = []


def A(kind, doc, page, answers, question, **kw):
    QUESTIONS.append(
        dict(question=question, document=doc, page=page, answers=list(answers), answerable=True, kind=kind, **kw)
    )


def U(kind, doc, question, **kw):
    QUESTIONS.append(dict(question=question, document=doc, page=None, answers=[], answerable=False, kind=kind, **kw))


# =============================================================================== answerable
# ---- table_value (16)
A(
    "table_value",
    CPS,
    3,
    ["560 x 600 x 230 mm"],
    "cvp540 chamber inside dims WxDxH?",
    as_of="2022-01-12",
    product=P_CPS,
    variant="CVP-540",
)
A(
    "table_value",
    CPS,
    3,
    ["63 m3/h"],
    "whats the pump flow on the smaller corvane, the 520",
    as_of="2023-08-02",
    product=P_CPS,
    variant="CVP-520",
)
A(
    "table_value",
    CPS,
    3,
    ["16 A gL"],
    "main fuse size for a CVP540 pls",
    as_of="2021-05-05",
    product=P_CPS,
    variant="CVP-540",
)
A(
    "table_value",
    CPS,
    3,
    ["182 kg"],
    "Need to move a CVP-520 with the pallet truck. How heavy is it with nothing in it?",
    as_of="2024-01-09",
    product=P_CPS,
    variant="CVP-520",
)
A("table_value", SRE, 3, ["150 l"], "kettle volume TL-300S", product=P_TL, variant="TL-300S")
A(
    "table_value",
    SRE,
    3,
    ["22 kW"],
    "burner output for the plain TL300 (not the S version)",
    product=P_TL,
    variant="TL-300",
)
A(
    "table_value",
    SRE,
    3,
    ["45 min"],
    "how long does a tl-200 take to get up to temp from stone cold",
    product=P_TL,
    variant="TL-200",
)
A("table_value", SRE, 3, ["3.0 bar"], "back tyre psi... sorry bar, on a 300S", product=P_TL, variant="TL-300S")
A(
    "table_value",
    SRE,
    4,
    ["1.1 l"],
    "engine sump capacity tl-300s, how much oil do i put in",
    product=P_TL,
    variant="TL-300S",
)
A("table_value", BHS, 3, ["600 l"], "water tank size hj60?", product=P_HJ, variant="HJ-60")
A("table_value", BHS, 3, ["100 kg"], "max noseweight on the towball for the big HJ-80", product=P_HJ, variant="HJ-80")
A("table_value", BHS, 4, ["1.6 l"], "HJ-80 pump crankcase oil qty", product=P_HJ, variant="HJ-80")
A(
    "table_value",
    BHS,
    3,
    ["60 m x 1/2 in"],
    "how much hose comes on the reel of an HJ-40 and what bore",
    product=P_HJ,
    variant="HJ-40",
)
A("table_value", BHS, 3, ["3,000 rpm"], "engine revs at full throttle on the diesel one", product=P_HJ, variant="HJ-80")
A(
    "table_value",
    PO,
    5,
    ["255 kg"],
    "how many kg of material in a full TL-300 kettle roughly",
    product=P_TL,
    variant="TL-300",
)
A(
    "table_value",
    QG,
    1,
    ["3/8 in, size 055"],
    "HJ-60, 125mm line - which jet nozzle do i grab?",
    product=P_HJ,
    variant="HJ-60",
)

# ---- spec_limit (12)
A(
    "spec_limit",
    CPS,
    3,
    ["3 mbar"],
    "chamber leak test on the packer - how much can the pressure creep up in a minute before it's a fail",
    as_of="2022-09-01",
    product=P_CPS,
)
A(
    "spec_limit",
    CPS,
    3,
    ["110 °C"],
    "at what oil temp does the pump shut down (the E09 one, not the warning)",
    as_of="2020-11-11",
    product=P_CPS,
)
A(
    "spec_limit",
    CPS,
    3,
    ["2 MOhm"],
    "lowest acceptable insulation reading seal circuit to earth?",
    as_of="2023-05-15",
    product=P_CPS,
)
A(
    "spec_limit",
    SRE,
    3,
    ["230 °C"],
    "hottest i'm allowed to take the thermoplastic in a TL-300",
    product=P_TL,
    variant="TL-300",
)
A("spec_limit", SRE, 5, ["0.1 bar"], "gas leak test, 10 min hold, what drop is still a pass", product=P_TL)
A(
    "spec_limit",
    SRE,
    3,
    ["200 to 220 °C"],
    "material temp range to work at on the 300S",
    product=P_TL,
    variant="TL-300S",
)
A("spec_limit", BHS, 3, ["210 bar"], "relief valve lift pressure HJ 60", product=P_HJ, variant="HJ-60")
A(
    "spec_limit",
    BHS,
    3,
    ["0.5 bar"],
    "whats the least inlet pressure the HJ-80 pump needs so it doesnt cavitate",
    product=P_HJ,
    variant="HJ-80",
)
A(
    "spec_limit",
    BHS,
    5,
    ["15 bar"],
    "when setting the unloader and I shut the jet valve, how much overshoot above the set value is acceptable?",
    product=P_HJ,
)
A(
    "spec_limit",
    QG,
    1,
    ["no more than 5 minutes"],
    "how long can the jetter sit running in bypass with the gun shut",
    product=P_HJ,
)
A("spec_limit", BHS, 2, ["80 km/h"], "top towing speed for these jetter trailers?", product=P_HJ)
A(
    "spec_limit",
    CPS,
    3,
    ["4.5 s"],
    "longest seal time you can dial in on a 540",
    as_of="2021-03-03",
    product=P_CPS,
    variant="CVP-540",
)

# ---- revision_value (10)  (Rev A 2020-04-01..2021-09-30, Rev B 2021-10-01..2023-02-28, Rev C 2023-03-01..)
A(
    "revision_value",
    CPS,
    3,
    ["2.8 s"],
    "default seal time CVP-540 factory setting",
    as_of="2020-04-01",
    product=P_CPS,
    variant="CVP-540",
)
A("revision_value", CPS, 5, ["9 Nm"], "lid hinge screw torque", as_of="2021-09-30", product=P_CPS)
A("revision_value", CPS, 5, ["11 Nm"], "torque for the M8 screws on the lid hinges?", as_of="2021-10-01", product=P_CPS)
A(
    "revision_value",
    CPS,
    4,
    ["500 h"],
    "how many pump hours between oil changes on the vac packer",
    as_of="2023-02-28",
    product=P_CPS,
)
A(
    "revision_value",
    CPS,
    4,
    ["750 h"],
    "oil change intrval for the vacuum pump (hrs)?",
    as_of="2023-03-01",
    product=P_CPS,
)
A(
    "revision_value",
    CPS,
    6,
    ["CV-31-0412"],
    "p/n for the 540mm heating element",
    as_of="2022-08-15",
    product=P_CPS,
    variant="CVP-540",
)
A(
    "revision_value",
    CPS,
    4,
    ["5,000 cycles"],
    "after how many cycles should the teflon tape on the seal bars be swapped",
    as_of="2021-02-10",
    product=P_CPS,
)
A(
    "revision_value",
    CPS,
    4,
    ["ISO VG 46"],
    "what viscosity oil goes in the vacuum pump",
    as_of="2024-05-20",
    product=P_CPS,
)
A(
    "revision_value",
    CPS,
    3,
    ["95 °C"],
    "E08 pump oil temp warning comes on at what temperature",
    as_of="2020-12-01",
    product=P_CPS,
)
A(
    "revision_value",
    CPS,
    3,
    ["1.5 mbar"],
    "ultimate vacuum the CVP-520 should pull",
    as_of="2023-06-30",
    product=P_CPS,
    variant="CVP-520",
)

# ---- bulletin (16)
A(
    "bulletin",
    CSB,
    1,
    ["3.1 s"],
    "what seal time do i set now after the SB-014 job",
    product=P_CPS,
    variant="CVP-540",
    serial=5400900,
)
A(
    "bulletin",
    CSB,
    1,
    ["2.2 Nm"],
    "clamp screw torque with the new element fitted",
    product=P_CPS,
    variant="CVP-540",
    serial=5401260,
)
A(
    "bulletin",
    CSB,
    1,
    ["CV-31-0415"],
    "which element part number goes in this machine under the bulletin",
    product=P_CPS,
    variant="CVP-540",
    serial=5401020,
)
A(
    "bulletin",
    CSB,
    1,
    ["2.5 s"],
    "cooling time setting after the bulletin?",
    product=P_CPS,
    variant="CVP-540",
    serial=5401500,
)
A(
    "bulletin",
    CSB,
    1,
    ["3,000 cycles"],
    "how often ptfe tape now on this unit",
    product=P_CPS,
    variant="CVP-540",
    serial=5401549,
)
A(
    "bulletin",
    CSB,
    1,
    ["CV-SB014-K"],
    "Is there a single kit I can order for the SB-014 rework? part no?",
    product=P_CPS,
    variant="CVP-540",
    serial=5401133,
)
A(
    "bulletin",
    CSB,
    1,
    ["0.8 h"],
    "how much labour time can I claim for doing sb14",
    product=P_CPS,
    variant="CVP-540",
    serial=5400977,
)
A(
    "bulletin",
    CSB,
    1,
    ["CV-31-0420"],
    "part number of the stainless clamp screws",
    product=P_CPS,
    variant="CVP-540",
    serial=5401517,
)
A(
    "bulletin",
    BSB,
    1,
    ["185 bar"],
    "new unloader pressure for this HJ-60",
    product=P_HJ,
    variant="HJ-60",
    serial=6004100,
)
A("bulletin", BSB, 1, ["155 bar"], "what do I set the unloader to now", product=P_HJ, variant="HJ-80", serial=8001749)
A(
    "bulletin",
    BSB,
    1,
    ["45 Nm"],
    "swivel retaining nut torque after the upgrade",
    product=P_HJ,
    variant="HJ-60",
    serial=6004250,
)
A("bulletin", BSB, 1, ["BHS-7716"], "swivel kit part no for my unit", product=P_HJ, variant="HJ-80", serial=8001622)
A(
    "bulletin",
    BSB,
    1,
    ["every 100 h"],
    "how often should the reel swivel get looked at on this jetter from now on",
    product=P_HJ,
    variant="HJ-60",
    serial=6004399,
)
A("bulletin", BSB, 1, ["175 bar"], "max working press. after SB-2307?", product=P_HJ, variant="HJ-60", serial=6004188)
A(
    "bulletin",
    BSB,
    1,
    ["2023-12-31"],
    "deadline for getting the bulletin done",
    product=P_HJ,
    variant="HJ-80",
    serial=8001500,
)
A(
    "bulletin",
    BSB,
    2,
    ["1.5 h"],
    "labour allowance for the swivel/unloader bulletin job",
    product=P_HJ,
    variant="HJ-80",
    serial=8001555,
)

# ---- explanation (13; 10 from the theory prose)
A(
    "explanation",
    PO,
    2,
    ["A direct flame creates a hot spot where the binder scorches"],
    "why heat the kettle via an oil jacket and not just put the flame on the pot wall?",
    product=P_TL,
)
A(
    "explanation",
    PO,
    2,
    ["they settle to the floor of the kettle", "Continuous stirring keeps the mix uniform"],
    "whats the point of keeping the mixer going the whole time once it's all melted",
    product=P_TL,
)
A(
    "explanation",
    PO,
    2,
    ["before the gearbox or the paddle arms are damaged", "deliberately the weakest link in the drive"],
    "why is the agitator pin made of brass anyway",
    product=P_TL,
)
A(
    "explanation",
    PO,
    2,
    ["the binder starts to break down", "It yellows, loses bond strength and gives off fumes"],
    "what actually goes wrong if the mix goes past 230? why is that the limit",
    product=P_TL,
)
A(
    "explanation",
    PO,
    3,
    ["Moisture on the road turns to steam"],
    "why cant we lay lines when the tarmac is damp",
    product=P_TL,
)
A(
    "explanation",
    PO,
    3,
    ["these surfaces offer too little texture"],
    "why do concrete roads need primer sprayed down first",
    product=P_TL,
)
A(
    "explanation",
    PO,
    3,
    ["while the surface is still molten"],
    "reason the beads have to go down straight after the screed?",
    product=P_TL,
)
A(
    "explanation",
    PO,
    3,
    ["At 5 km/h the line skins over quickly"],
    "On the 300S why do they blow the glass beads out with air instead of just letting them drop like the other "
    "models do?",
    product=P_TL,
    variant="TL-300S",
)
A(
    "explanation",
    PO,
    4,
    ["the remaining liquid cools", "the cylinder pressure falls"],
    "why does hooking up the 2nd propane bottle fix the low gas alarm on cold days",
    product=P_TL,
)
A(
    "explanation",
    PO,
    4,
    ["cold thermoplastic sets hard in the gate"],
    "why empty + clean the screed box while its still hot at end of shift",
    product=P_TL,
)
A(
    "explanation",
    CPS,
    2,
    ["transformer capacitor holds a charge after switch-off"],
    "why do I have to wait a minute after isolating before taking the back panel off",
    as_of="2022-04-04",
    product=P_CPS,
)
A(
    "explanation",
    BHS,
    2,
    ["it is the last protection against a hose burst"],
    "why is the relief valve wired/sealed shut from the factory?",
    product=P_HJ,
)
A(
    "explanation",
    QG,
    1,
    ["the same jets carry the loosened debris back to the manhole"],
    "why pull the hose back in slowly when jetting",
    product=P_HJ,
)

# ---- code_meaning (8)
A(
    "code_meaning",
    CPS,
    7,
    ["Vent valve Y2 does not open", "Chamber still under vacuum 8 s after the seal phase ended"],
    "E10 on the vac packer display - what is it telling me",
    as_of="2022-10-10",
    product=P_CPS,
)
A(
    "code_meaning",
    CPS,
    8,
    ["Exhaust back-pressure high", "Pressure switch B5 on the oil mist exhaust filter has closed"],
    "got code E17, meaning?",
    as_of="2023-09-09",
    product=P_CPS,
)
A(
    "code_meaning",
    CPS,
    7,
    ["Seal transformer over-temperature", "Thermal switch in the seal transformer has opened"],
    "what's fault E06",
    as_of="2021-01-20",
    product=P_CPS,
)
A("code_meaning", SRE, 7, ["Agitator stalled"], "TL-300 showing A07", product=P_TL, variant="TL-300")
A(
    "code_meaning",
    SRE,
    8,
    ["Screed heater fault", "Screed heater current outside 6 to 9 A"],
    "alarm A12 what does that mean",
    product=P_TL,
    variant="TL-300S",
)
A(
    "code_meaning",
    SRE,
    7,
    ["Low gas pressure", "Regulator outlet pressure is below the alarm set point"],
    "a05 on the controller?",
    product=P_TL,
)
A(
    "code_meaning",
    BHS,
    7,
    ["Frost protection", "Water temperature in the pump head below 3 °C"],
    "jetter display says F08 and the pump wont engage",
    product=P_HJ,
)
A("code_meaning", BHS, 8, ["Pressure sensor fault"], "meaning of F12 on HJ control box", product=P_HJ)

# ---- code_remedy (8)
A(
    "code_remedy",
    CPS,
    7,
    ["Check the lid gasket and the pump oil level"],
    "E02 keeps coming up, what should i check first",
    as_of="2022-06-06",
    product=P_CPS,
)
A(
    "code_remedy",
    CPS,
    8,
    ["swap two phases at the supply plug"],
    "moved the packer to a new socket, now E12 and the pump spins the wrong way round. fix?",
    as_of="2023-11-30",
    product=P_CPS,
)
A(
    "code_remedy",
    CPS,
    8,
    ["Reload the parameter set from the service key"],
    "how do you clear an E13 checksum fault",
    as_of="2020-08-08",
    product=P_CPS,
)
A("code_remedy", SRE, 7, ["Let the material cool to 210 °C"], "A02 tripped the burners out, what now", product=P_TL)
A("code_remedy", SRE, 8, ["Check the sensor gap (1.5 mm)"], "remedy for A13?", product=P_TL)
A(
    "code_remedy",
    BHS,
    7,
    ["Clean the tank outlet strainer and inlet filter"],
    "F03 low inlet pressure - what do I do about it",
    product=P_HJ,
)
A(
    "code_remedy",
    BHS,
    8,
    ["check the antenna cable at the control box for water ingress"],
    "F09 keeps happening but only when I'm stood close to the hose reel, batteries are new. what else?",
    product=P_HJ,
)
A(
    "code_remedy",
    MD,
    1,
    ["Cleaned the seat with warm water only, no solvent"],
    "the bakery packer with E10 - what did the tech do to sort it",
)

# ---- procedure_step (7)
A(
    "procedure_step",
    CPS,
    5,
    ["Let the oil drain for 10 minutes"],
    "pump oil change - how long do I leave it draining",
    as_of="2021-12-01",
    product=P_CPS,
)
A(
    "procedure_step",
    CPS,
    6,
    ["4 mm"],
    "fitting a new seal element, how far do you compress the tensioning spring",
    as_of="2023-04-04",
    product=P_CPS,
)
A("procedure_step", SRE, 6, ["7 mm pin punch"], "what punch do i need to knock the old shear pin out", product=P_TL)
A(
    "procedure_step",
    SRE,
    6,
    ["20 s"],
    "lighting the burner - how long do i keep the FFD button held in after it lights",
    product=P_TL,
)
A("procedure_step", BHS, 6, ["10 s"], "winterizing: how long is the bypass valve opened for", product=P_HJ)
A(
    "procedure_step",
    BHS,
    5,
    ["port G1 on the pump head"],
    "where does the test gauge screw in when setting the unloader",
    product=P_HJ,
)
A("procedure_step", QG, 1, ["2 minutes"], "how long to warm the engine up before I engage the pump", product=P_HJ)

# ---- footnote (8)
A(
    "footnote",
    CPS,
    3,
    ["with a cold pump and the blank-off plate fitted"],
    "ultimate pressure figure - under what conditions is that measured?",
    as_of="2022-02-02",
    product=P_CPS,
)
A(
    "footnote",
    CPS,
    4,
    ["Halve the interval"],
    "customer packs brined meat all day, does that change the oil change interval?",
    as_of="2020-06-15",
    product=P_CPS,
)
A(
    "footnote",
    CPS,
    5,
    ["the pump mounting bolts only"],
    "which bolts get threadlocker",
    as_of="2023-03-15",
    product=P_CPS,
)
A(
    "footnote",
    SRE,
    3,
    ["up to 0.3 bar higher"],
    "regulator gauge shows more than spec when burners are off, how much higher is normal",
    product=P_TL,
)
A(
    "footnote",
    SRE,
    4,
    ["Ordinary lithium grease carbonises above 150 °C"],
    "can i use normal lithium grease on the agitator shaft bearing?",
    product=P_TL,
)
A("footnote", SRE, 3, ["Air at 1.2 bar"], "what air pressure does the bead gun run at", product=P_TL, variant="TL-300S")
A(
    "footnote",
    BHS,
    4,
    ["a leaking plunger seal"],
    "pump oil on the jetter has gone grey/milky - what's that a sign of",
    product=P_HJ,
)
A("footnote", BHS, 5, ["after the first 50 km"], "after swapping a wheel when do I recheck the nuts", product=P_HJ)

# ---- interval (8)
A("interval", CPS, 4, ["36 months"], "gas struts on the lid, how often replaced?", as_of="2022-03-03", product=P_CPS)
A(
    "interval",
    CPS,
    4,
    ["6 months"],
    "how often should the vac sensor be checked against the ref gauge",
    as_of="2024-02-02",
    product=P_CPS,
)
A("interval", SRE, 4, ["25 h"], "air filter cleaning freq on the tl300 engine", product=P_TL, variant="TL-300")
A("interval", SRE, 4, ["5 years"], "how long before gas hoses must be changed", product=P_TL)
A("interval", BHS, 4, ["first 50 h, then 500 h"], "pump crankcase oil change schedule", product=P_HJ)
A("interval", BHS, 4, ["250 h"], "HJ-80 engine oil - every how many hours", product=P_HJ, variant="HJ-80")
A("interval", MD, 1, ["every 12 months"], "how often does the CV-90-0030 gauge itself need calibrating")
A("interval", TXT, 1, ["12 months"], "how long do we hang on to the filled-in daily check cards")

# ---- torque (5)
A("torque", CPS, 5, ["38 Nm"], "vac pump mounting bolt torque", as_of="2022-11-11", product=P_CPS)
A("torque", SRE, 5, ["35 Nm"], "torque for the mixer paddle bolts M10", product=P_TL)
A("torque", SRE, 5, ["65 Nm"], "wheel nut torque on a TL300", product=P_TL, variant="TL-300")
A("torque", BHS, 5, ["60 Nm"], "unloader locknut tightening torque", product=P_HJ)
A("torque", BHS, 5, ["80 Nm"], "3/4 inch high pressure fitting torque?", product=P_HJ)

# ---- part_number (6)
A(
    "part_number",
    CPS,
    8,
    ["CV-22-0160"],
    "lid seal gasket part number for CVP540",
    as_of="2021-07-07",
    product=P_CPS,
    variant="CVP-540",
)
A(
    "part_number",
    CPS,
    8,
    ["CV-50-0071"],
    "oil mist filter part no., 520 model",
    as_of="2023-10-10",
    product=P_CPS,
    variant="CVP-520",
)
A("part_number", SRE, 8, ["SRE-5120"], "kettle thermocouple part #", product=P_TL)
A(
    "part_number",
    SRE,
    8,
    ["SRE-1955"],
    "need a new gas regulator for a TL-200, what do i order",
    product=P_TL,
    variant="TL-200",
)
A("part_number", BHS, 8, ["BHS-3108"], "plunger seals kit for the 80", product=P_HJ, variant="HJ-80")
A("part_number", BHS, 8, ["BHS-2055"], "part number test nozzle HJ60", product=P_HJ, variant="HJ-60")

# ---- contents (3)
A(
    "contents",
    CPS,
    1,
    ["Checking the vacuum sensor page 6", "page 6"],
    "what page is the vacuum sensor check on",
    as_of="2022-07-19",
    product=P_CPS,
)
A(
    "contents",
    SRE,
    1,
    ["Gas system leak test page 5", "page 5"],
    "where in the thermoline manual is the gas leak test",
    product=P_TL,
)
A("contents", BHS, 1, ["Winterising page 6", "page 6"], "which page covers winterizing the jetter", product=P_HJ)

# =============================================================================== unanswerable
# ---- unans_unstated_attribute (19)
U("unans_unstated_attribute", CPS, "lid gasket hardness shore A?", as_of="2022-05-05", product=P_CPS)
U(
    "unans_unstated_attribute",
    CPS,
    "vacuum pump motor kW on the CVP-540",
    as_of="2023-07-07",
    product=P_CPS,
    variant="CVP-540",
    absent=["kW"],
)
U(
    "unans_unstated_attribute",
    CPS,
    "what IP rating is the 520's control box",
    as_of="2021-04-04",
    product=P_CPS,
    variant="CVP-520",
)
U(
    "unans_unstated_attribute",
    CPS,
    "how long is the warranty on a new CVP-520",
    as_of="2020-10-10",
    product=P_CPS,
    variant="CVP-520",
    absent=["warranty"],
)
U(
    "unans_unstated_attribute",
    SRE,
    "petrol tank capacity on the TL-300",
    product=P_TL,
    variant="TL-300",
    absent=["fuel tank"],
)
U(
    "unans_unstated_attribute",
    SRE,
    "how loud is a TL-300S running, dB(A)?",
    product=P_TL,
    variant="TL-300S",
    absent=["dB"],
)
U(
    "unans_unstated_attribute",
    SRE,
    "how many litres of oil are in the kettle jacket on a TL-300",
    product=P_TL,
    variant="TL-300",
    absent=["jacket oil"],
    present_elsewhere=[(PO, "Jacket oil volume")],
)
U("unans_unstated_attribute", SRE, "spark plug gap tl300 engine", product=P_TL, variant="TL-300", absent=["spark plug"])
U(
    "unans_unstated_attribute",
    BHS,
    "how much hydraulic oil does the hose reel motor on an HJ-60 take",
    product=P_HJ,
    variant="HJ-60",
    absent=["hydraulic"],
)
U(
    "unans_unstated_attribute",
    BHS,
    "unladen weight of an HJ-40, tank empty",
    product=P_HJ,
    variant="HJ-40",
    absent=["unladen", "empty weight"],
)
U(
    "unans_unstated_attribute",
    BHS,
    "plunger diameter on the HJ-80 triplex pump",
    product=P_HJ,
    variant="HJ-80",
    absent=["diameter of the plunger", "plunger diameter"],
)
U("unans_unstated_attribute", BHS, "battery Ah rating HJ60", product=P_HJ, variant="HJ-60", absent=["Ah"])
U("unans_unstated_attribute", PO, "what temp do the glass beads themselves melt at", product=P_TL)
U("unans_unstated_attribute", PO, "how many minutes should primer be left before laying the line over it", product=P_TL)
U("unans_unstated_attribute", QG, "fuel burn per hour at full throttle?", product=P_HJ, absent=["fuel"])
U(
    "unans_unstated_attribute",
    BSB,
    "what size are the O-rings in the new swivel kit (ID x section)?",
    product=P_HJ,
    variant="HJ-60",
    serial=6004200,
)
U(
    "unans_unstated_attribute",
    CSB,
    "resistance in ohms of the reinforced element",
    product=P_CPS,
    variant="CVP-540",
    serial=5401100,
    absent=["ohm"],
)
U("unans_unstated_attribute", TXT, "what pressure in bar should the extinguisher gauge show")
U("unans_unstated_attribute", MD, "how many pump hours had the fish plant machine run when its oil went milky")

# ---- unans_negated_premise (10)
U(
    "unans_negated_premise",
    CPS,
    "how do i bridge out S3 so I can run a cycle with the lid up for testing",
    as_of="2022-12-12",
    product=P_CPS,
)
U(
    "unans_negated_premise",
    CPS,
    "run out of VG 46 - how much VG 68 can I top the pump up with to get by?",
    as_of="2023-05-05",
    product=P_CPS,
)
U("unans_negated_premise", CPS, "procedure to strip down and regas a lid gas spring", as_of="2021-06-06", product=P_CPS)
U(
    "unans_negated_premise",
    CPS,
    "which chlorine based cleaner works best on the chamber",
    as_of="2020-09-09",
    product=P_CPS,
)
U(
    "unans_negated_premise",
    SRE,
    "ran out of brass pins - what size steel bolt can go in the agitator drive instead",
    product=P_TL,
)
U("unans_negated_premise", SRE, "whats the safe way to check for gas leaks with a lighter", product=P_TL)
U(
    "unans_negated_premise",
    SRE,
    "how do I keep the burner going on low while we drive the marker on the truck to the next job so it stays hot",
    product=P_TL,
)
U(
    "unans_negated_premise",
    BHS,
    "how to wind the safety relief valve up a bit on an hj-60",
    product=P_HJ,
    variant="HJ-60",
)
U("unans_negated_premise", BHS, "mixing ratio for methanol antifreeze when winterising", product=P_HJ)
U(
    "unans_negated_premise",
    BHS,
    "can you tell me the steps for hooking the jetter inlet straight onto the "
    "drinking water main so we don't have to fill the tank",
    product=P_HJ,
)

# ---- unans_model_outside (7)
U(
    "unans_model_outside",
    CPS,
    "default seal time on a CVP-560",
    as_of="2022-02-22",
    product=P_CPS,
    variant="CVP-560",
    absent=["CVP-560"],
)
U(
    "unans_model_outside",
    CPS,
    "pump oil volume CVP-510?",
    as_of="2023-12-12",
    product=P_CPS,
    variant="CVP-510",
    absent=["CVP-510"],
)
U("unans_model_outside", SRE, "kettle capacity of the TL-400", product=P_TL, variant="TL-400", absent=["TL-400"])
U("unans_model_outside", SRE, "tyre pressures for a TL-250", product=P_TL, variant="TL-250", absent=["TL-250"])
U("unans_model_outside", BHS, "unloader setting for the HJ-100", product=P_HJ, variant="HJ-100", absent=["HJ-100"])
U("unans_model_outside", BHS, "how big is the water tank on an HJ-50", product=P_HJ, variant="HJ-50", absent=["HJ-50"])
U(
    "unans_model_outside",
    QG,
    "nozzle to use in a 200 mm sewer with the HJ-120",
    product=P_HJ,
    variant="HJ-120",
    absent=["HJ-120"],
)

# ---- unans_nonexistent_code (7; some exist in another document)
U(
    "unans_nonexistent_code",
    CPS,
    "E21 on a CVP-540 - meaning?",
    as_of="2022-04-20",
    product=P_CPS,
    variant="CVP-540",
    absent=["E21"],
)
U(
    "unans_nonexistent_code",
    CPS,
    "packer threw F03, what does that mean",
    as_of="2023-09-01",
    product=P_CPS,
    absent=["F03"],
    present_elsewhere=[(BHS, "F03")],
)
U("unans_nonexistent_code", SRE, "alarm A15 on tc-3 controller", product=P_TL, absent=["A15"])
U(
    "unans_nonexistent_code",
    SRE,
    "thermoline controller shows E05 - what's the remedy",
    product=P_TL,
    absent=["E05"],
    present_elsewhere=[(CPS, "E05")],
)
U("unans_nonexistent_code", BHS, "F15 fault code jetter", product=P_HJ, absent=["F15"])
U(
    "unans_nonexistent_code",
    BHS,
    "what does code A08 mean on an HJ-80",
    product=P_HJ,
    variant="HJ-80",
    absent=["A08"],
    present_elsewhere=[(SRE, "A08")],
)
U("unans_nonexistent_code", BHS, "F16??", product=P_HJ, absent=["F16"])

# ---- unans_other_condition (6)
U(
    "unans_other_condition",
    SRE,
    "heat up time for a TL-300 when it's -5 outside in the morning",
    product=P_TL,
    variant="TL-300",
)
U(
    "unans_other_condition",
    SRE,
    "what temperature range should yellow material be laid at with the TL-300",
    product=P_TL,
    variant="TL-300",
    absent=["yellow material"],
)
U(
    "unans_other_condition",
    CPS,
    "default seal time for thick 150 micron bags on the 520",
    as_of="2022-03-30",
    product=P_CPS,
    variant="CVP-520",
    absent=["150 µm"],
)
U(
    "unans_other_condition",
    CPS,
    "cycle time for a CVP-540 in a 35 degree room",
    as_of="2023-04-01",
    product=P_CPS,
    variant="CVP-540",
)
U(
    "unans_other_condition",
    BHS,
    "what pressure does an HJ-40 make at idle with the 045 test nozzle",
    product=P_HJ,
    variant="HJ-40",
)
U(
    "unans_other_condition",
    PO,
    "energy needed to melt a full TL-300 kettle if the material starts at 0 °C",
    product=P_TL,
    variant="TL-300",
    absent=["from 0 °C"],
)

# ---- unans_min_only_max (6)
U("unans_min_only_max", CPS, "minimum room humidity for running the packer", as_of="2022-07-07", product=P_CPS)
U("unans_min_only_max", CPS, "lowest acceptable seal transformer secondary voltage", as_of="2023-01-15", product=P_CPS)
U(
    "unans_min_only_max",
    CPS,
    "minimum pump oil temp before I'm allowed to start running cycles",
    as_of="2020-05-05",
    product=P_CPS,
)
U("unans_min_only_max", BHS, "minimum nose weight for towing an HJ-60", product=P_HJ, variant="HJ-60")
U("unans_min_only_max", BHS, "lowest working pressure for the HJ-80", product=P_HJ, variant="HJ-80")
U("unans_min_only_max", SRE, "slowest working speed for the TL-300 while laying", product=P_TL, variant="TL-300")

# ---- unans_unexplained_why (6)
U("unans_unexplained_why", PO, "why does yellow thermoplastic swap some of the TiO2 for organic pigment", product=P_TL)
U("unans_unexplained_why", SRE, "why do the paddle bolts need re-torquing after 10 h on a new kettle", product=P_TL)
U(
    "unans_unexplained_why",
    SRE,
    "why is the cutout on the TL-200 a mechanical stat rather than electronic",
    product=P_TL,
    variant="TL-200",
)
U("unans_unexplained_why", CPS, "why must clamp screws be binned after 2 removals", as_of="2022-09-19", product=P_CPS)
U(
    "unans_unexplained_why",
    BHS,
    "why does the HJ-80 pump run slower (1000 rpm) than the other two",
    product=P_HJ,
    variant="HJ-80",
)
U(
    "unans_unexplained_why",
    CPS,
    "why did corvane switch the pump oil to the thinner grade",
    as_of="2024-03-03",
    product=P_CPS,
)

# ---- unans_swapped_number (5)
U(
    "unans_swapped_number",
    CPS,
    "what does menu 2.4 do on the cvp",
    as_of="2023-03-20",
    product=P_CPS,
    absent=["menu 2.4"],
)
U("unans_swapped_number", SRE, "A41 alarm meaning", product=P_TL, absent=["A41"])
U("unans_swapped_number", BHS, "what is part BHS-7170", product=P_HJ, absent=["BHS-7170"])
U("unans_swapped_number", CPS, "what's CV-31-0421", as_of="2021-08-08", product=P_CPS, absent=["CV-31-0421"])
U("unans_swapped_number", BHS, "torque for the M42 unloader lock nut", product=P_HJ, absent=["M42"])

# ---- unans_bulletin_out_of_range (5)
U(
    "unans_bulletin_out_of_range",
    CSB,
    "seal time to use after SB-014 on this one?",
    product=P_CPS,
    variant="CVP-540",
    serial=5400899,
)
U(
    "unans_bulletin_out_of_range",
    CSB,
    "element part number per the bulletin for my machine",
    product=P_CPS,
    variant="CVP-540",
    serial=5401261,
)
U(
    "unans_bulletin_out_of_range",
    CSB,
    "what clamp screw torque does sb-014 give for my 540",
    product=P_CPS,
    variant="CVP-540",
    serial=5401550,
)
U(
    "unans_bulletin_out_of_range",
    BSB,
    "revised unloader setting for this unit",
    product=P_HJ,
    variant="HJ-60",
    serial=6004400,
)
U("unans_bulletin_out_of_range", BSB, "swivel nut torque under SB-2307", product=P_HJ, variant="HJ-80", serial=8001499)

# ---- unans_other_model (3)
U(
    "unans_other_model",
    CPS,
    "gas flush pressure to set on a CVP-520",
    as_of="2022-10-01",
    product=P_CPS,
    variant="CVP-520",
)
U("unans_other_model", SRE, "bead gun air pressure on the TL-200", product=P_TL, variant="TL-200")
U("unans_other_model", SRE, "engine oil change interval TL-200", product=P_TL, variant="TL-200")

# ---- unans_bulletin_excluded_model (2)
U(
    "unans_bulletin_excluded_model",
    CSB,
    "new seal time from SB-014 for my CVP-520",
    product=P_CPS,
    variant="CVP-520",
    serial=5200418,
)
U(
    "unans_bulletin_excluded_model",
    BSB,
    "revised unloader value for HJ-40",
    product=P_HJ,
    variant="HJ-40",
    serial=4002210,
)

# ---- unans_before_first_revision (2)
U("unans_before_first_revision", CPS, "default seal time CVP-540", as_of="2019-11-15", product=P_CPS, variant="CVP-540")
U("unans_before_first_revision", CPS, "hinge screw torque for the lid", as_of="2020-03-31", product=P_CPS)

# ---- unans_code_later_revision (2)
U("unans_code_later_revision", CPS, "what does E17 mean", as_of="2022-06-01", product=P_CPS, absent=["E17"])
U("unans_code_later_revision", CPS, "E17 came up, how do i fix it", as_of="2023-02-28", product=P_CPS, absent=["E17"])

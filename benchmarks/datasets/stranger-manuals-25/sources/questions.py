# ruff: noqa: E501
"""Hand-written questions for the s25 set (written in source order; generate.py shuffles them).

A(...) = answerable: page (1-based, of the revision in force) and 1-3 verbatim answer spans.
U(...) = unanswerable: page None, answers [].
`absent` / `present` are check hints only (not written to qa.jsonl): check_keys.py verifies that
each `absent` pattern (regex, word-bounded, case-insensitive) does NOT occur anywhere in the
resolved document, and that each `present` string DOES occur in it (the rule or value that makes
the question a trap).
"""

KFS = "KFS-MM-0412"
KFSSB = "KFS-SB-031"
KFSTH = "KFS-TH-0090"
FX = "BAT-SM-FX-07"
FXSB = "BAT-SB-FX-14"
LS = "CVL-SM-LS-210"
SAL = "SAL-QG-SC"
MD = "aquadose_field_notes.md"
TXT = "ardent_ic44_inspection_card.txt"

PJ = "PolyJoin butt-fusion welding machine"
AQ = "AquaDose fertigation dosing unit"

QUESTIONS = []


def A(kind, doc, page, answers, question, **kw):
    QUESTIONS.append(
        dict(question=question, document=doc, page=page, answers=list(answers), answerable=True, kind=kind, **kw)
    )


def U(kind, doc, question, absent=(), present=(), **kw):
    QUESTIONS.append(
        dict(
            question=question,
            document=doc,
            page=None,
            answers=[],
            answerable=False,
            kind=kind,
            absent=list(absent),
            present=list(present),
            **kw,
        )
    )


# =============================================================== KFS-MM-0412 (3 revisions)
A("table_value", KFS, 2, ["3.6 kW"], "pj315 heater plate wattage?")
A("table_value", KFS, 2, ["2.5 l"], "How much oil does the hydraulic tank hold on the smaller PolyJoin, the 250?")
A("table_value", KFS, 2, ["6.26 cm²"], "PJ-250 cyl effective area (cm2) for working out gauge pressure")
A("spec_limit", KFS, 3, ["8 bar"], "whats the highest drag pressure thats still ok on a polyjoin")
A("spec_limit", KFS, 3, ["245 °C"], "PolyJoin heater over temp alarm - the alarm value please, not the cut-out")
A("spec_limit", KFS, 3, ["12 s"], "changeover time limit for pipe with wall thicker than 20mm?")
A("code_meaning", KFS, 6, ["Heater plate does not reach set temperature"], "E05 polyjoin = ?")
A("code_meaning", KFS, 7, ["Weld log memory full"], "controller on our butt welder is showing E12, what does that mean")
A(
    "code_meaning",
    KFS,
    7,
    ["Temperature difference between the two plate"],
    "meaning of fault E14 on a PJ-315",
    as_of="2024-02-20",
)
A("code_remedy", KFS, 6, ["Check the transducer cable and connector"], "E08 pressure transducer out of range - fix?")
A(
    "code_remedy",
    KFS,
    7,
    ["Replace the CR2032 cell on the controller board"],
    "pj-250 throwing E13 (clock batt low). what do i do",
)
A(
    "procedure_step",
    KFS,
    4,
    ["record sheet KFS-F-17"],
    "heater plate temp check: where am I supposed to write the 16 readings down?",
)
A(
    "procedure_step",
    KFS,
    5,
    ["hold the STOP key for 3 seconds"],
    "how do you clear a fault code on the polyjoin controller once its fixed",
)
A("footnote", KFS, 2, ["3.3 kg on the PJ-315"], "hyd unit weight excludes oil - what does a full tank add on the 315?")
A(
    "footnote",
    KFS,
    3,
    ["30 mm in from the plate edge"],
    "when checking heater plate tolerance how far from the edge do the thermometer points go",
)
A(
    "footnote",
    KFS,
    3,
    ["Test at 100 bar"],
    "the 10 min pressure drop test with cylinders blocked - what pressure is that done at?",
)
A("interval", KFS, 3, ["Every 6 years"], "polyjoin hydralic hose change interval")
A("interval", KFS, 3, ["Monthly"], "how often should the teflon coating on the heating plate be inspected")
A("torque", KFS, 4, ["18 N·m"], "torque for the M8 clamp insert screws, PolyJoin")
A("torque", KFS, 5, ["20 N·m"], "drain plug torque after a hydraulic oil change on the PJ?")
A("part_number", KFS, 8, ["40-1174"], "p/n heavy duty facer blades PJ-315")
A("part_number", KFS, 8, ["40-6018"], "part number for the 160mm clamp insert set")
A("contents", KFS, 1, ["Torque values 4"], "which page of the PolyJoin maintenance manual has the torque values")

# revision-dependent values (as_of selects the revision; boundary days included)
A("revision_value", KFS, 3, ["±10 °C"], "heater plate surface temp tolerence, polyjoin", as_of="2020-09-01")
A(
    "revision_value",
    KFS,
    3,
    ["±7 °C"],
    "what tolerance applied to the heating plate surface temperature",
    as_of="2022-04-01",
)
A(
    "revision_value",
    KFS,
    3,
    ["Every 500 operating hours"],
    "hyd oil + return filter change interval PJ-315?",
    as_of="2023-11-14",
)
A(
    "revision_value",
    KFS,
    3,
    ["Every 400 operating hours"],
    "how many hours between oil changes on the polyjoin hydraulic unit",
    as_of="2023-11-15",
)
A(
    "revision_value",
    KFS,
    3,
    ["0.30 mm"],
    "max wear on the facing blade cutting edge before it must be changed?",
    as_of="2022-03-31",
)
A("revision_value", KFS, 3, ["0.20 mm"], "facer blade edge wear limit", as_of="2024-06-10")
A("revision_value", KFS, 4, ["9 N·m"], "torque for heater plate fixing screws M6", as_of="2021-07-19")
A(
    "revision_value",
    KFS,
    4,
    ["7.5 N·m"],
    "Tightening torque of the screws holding the heater plate (M6) on a PJ-250?",
    as_of="2025-01-08",
)
A(
    "revision_value",
    KFS,
    2,
    ["150 bar"],
    "relief valve setting / max hydraulic pressure on the PJ-315",
    as_of="2020-12-02",
)
A(
    "revision_value",
    KFS,
    3,
    ["270 °C"],
    "at what temp does the thermal cutout trip the heater supply",
    as_of="2022-11-30",
)

U("unans_unstated_attribute", KFS, "noise level in dB(A) of the PJ-315 power pack?", absent=["dB"])
U(
    "unans_unstated_attribute",
    KFS,
    "IP rating of the polyjoin control box",
    absent=["IP rating", "IP4\\d", "IP5\\d", "IP6\\d", "ingress"],
)
U("unans_unstated_attribute", KFS, "what ambient temperature range is the PJ-250 allowed to run in", absent=["ambient"])
U("unans_unstated_attribute", KFS, "which grease goes on the guide rods of the carriage", absent=["grease", "greased"])
U(
    "unans_negated_premise",
    KFS,
    "what grade of steel wool for cleaning the heater plate on a PJ-250?",
    present=["Do not clean the heater plate with steel wool"],
)
U(
    "unans_negated_premise",
    KFS,
    "how do I jumper the facing tool interlock so I can run the facer on the bench",
    present=["interlock must never be bridged"],
)
U(
    "unans_negated_premise",
    KFS,
    "how long to spray water on a finished PE joint to cool it down faster",
    present=["Do not cool a finished joint with water"],
)
U("unans_model_outside", KFS, "pipe OD range of the PJ-160", absent=["PJ-160"])
U("unans_model_outside", KFS, "heater plate power polyjoin PJ-450?", absent=["PJ-450"])
U("unans_nonexistent_code", KFS, "E15 on polyjoin, meaning?", absent=["E15"])
U("unans_nonexistent_code", KFS, "our fusion welder shows A07 - what is that fault", absent=["A07"])
U(
    "unans_other_condition",
    KFS,
    "heater plate set temp for PP (polypropylene) pipe on the polyjoin",
    absent=["PP", "polypropylene"],
    present=["PE100", "PE80"],
)
U(
    "unans_other_condition",
    KFS,
    "allowed pressure drop over 10 min with the cylinders blocked, if I run the test at 150 bar",
    present=["Test at 100 bar"],
)
U(
    "unans_min_only_max",
    KFS,
    "minimum drag pressure on the polyjoin carriage",
    present=["Max. drag pressure"],
    absent=["min\\. drag", "minimum drag"],
)
U(
    "unans_min_only_max",
    KFS,
    "shortest allowed changeover time for thin-wall pipe?",
    present=["Max. changeover time"],
    absent=["min\\. changeover", "minimum changeover"],
)
U(
    "unans_unexplained_why",
    KFS,
    "why cant the bonded seals on the hose fittings be reused?",
    present=["Bonded seals must not be re-used"],
)
U(
    "unans_unexplained_why",
    KFS,
    "whats the reason for not blowing out the facer blade seats with an air gun",
    present=["Do not use compressed air"],
)
U("unans_swapped_number", KFS, "what is part 40-1127 on the polyjoin", absent=["40-1127"])
U("unans_swapped_number", KFS, "PolyJoin spare 40-2201 - what is it?", absent=["40-2201"])
U(
    "unans_other_model",
    KFS,
    "heavy-duty facing blade part number for a PJ-250",
    present=["40-1174", "Facing blade, heavy duty"],
    variant="PJ-250",
)
U("unans_before_first_revision", KFS, "polyjoin heater plate temperature tolerance", as_of="2020-08-31")
U("unans_before_first_revision", KFS, "oil change interval on the PJ hydraulic unit", as_of="2019-05-14")
U("unans_code_later_revision", KFS, "what does E14 mean on a PJ-315?", as_of="2022-10-10", present=["E13"])
U("unans_code_later_revision", KFS, "fusion machine code E14, how to fix", as_of="2021-03-03", present=["E13"])

# =============================================================== KFS-SB-031 (DOCX bulletin)
A(
    "bulletin",
    KFSSB,
    1,
    ["215 °C"],
    "PE100 heater set temp for my machine?",
    product=PJ,
    variant="PJ-315",
    serial=6004100,
)
A("bulletin", KFSSB, 1, ["205 °C"], "pe80 set point heater plate", product=PJ, variant="PJ-315", serial=6005149)
A(
    "bulletin",
    KFSSB,
    1,
    ["240 °C"],
    "what should the over-temperature alarm (E03) be set at",
    product=PJ,
    variant="PJ-315",
    serial=6004250,
)
A(
    "bulletin",
    KFSSB,
    1,
    ["40-3309"],
    "part no. of the thermocouple retaining clip kit",
    product=PJ,
    variant="PJ-315",
    serial=6005010,
)
A(
    "bulletin",
    KFSSB,
    1,
    ["2.5 N·m"],
    "torque on the thermocouple clip screw?",
    product=PJ,
    variant="PJ-315",
    serial=6004399,
)
A(
    "bulletin",
    KFSSB,
    1,
    ["0.75 h"],
    "how much labour time is allowed for the heater plate clip job",
    product=PJ,
    variant="PJ-315",
    serial=6005075,
)
A(
    "bulletin",
    KFSSB,
    1,
    ["by 30 June 2023"],
    "we have a PJ-315 affected by the heater plate bulletin - what's the latest date to get it done?",
    product=PJ,
    variant="PJ-315",
    serial=6004333,
)
A(
    "bulletin",
    KFSSB,
    1,
    ["P-01 (PE100) to 215"],
    "which controller parameter do i change for the PE100 temperature and to what",
    product=PJ,
    variant="PJ-315",
    serial=6004150,
)
U(
    "unans_unstated_attribute",
    KFSSB,
    "price of clip kit 40-3309?",
    absent=["price", "cost", "£", "EUR"],
    product=PJ,
    variant="PJ-315",
    serial=6004200,
)
U(
    "unans_bulletin_out_of_range",
    KFSSB,
    "part number of the thermocouple clip kit for this machine",
    product=PJ,
    variant="PJ-315",
    serial=6004400,
)
U(
    "unans_bulletin_out_of_range",
    KFSSB,
    "warranty claim code for the heater plate clip retrofit?",
    product=PJ,
    variant="PJ-315",
    serial=6004099,
)
U(
    "unans_bulletin_out_of_range",
    KFSSB,
    "labour allowance for the SB-031 thermocouple clip work",
    product=PJ,
    variant="PJ-315",
    serial=6005150,
)
U(
    "unans_bulletin_excluded_model",
    KFSSB,
    "clip kit p/n from the heater plate thermocouple bulletin, for my unit",
    product=PJ,
    variant="PJ-250",
    serial=5004200,
)

# =============================================================== KFS-TH-0090 (theory)
A(
    "explanation",
    KFSTH,
    2,
    ["Drag changes with pipe length", "so it cannot be copied from a previous weld"],
    "why do we have to measure drag before every single weld, can't I just use the figure from the last joint?",
)
A(
    "explanation",
    KFSTH,
    3,
    ["the melt would be squeezed out into the bead"],
    "whats the reason pressure is dropped to almost nothing during heat soak",
)
A("explanation", KFSTH, 3, ["a cooled skin forms within seconds"], "why does the changeover have to be so quick")
A(
    "explanation",
    KFSTH,
    3,
    ["the shrinkage would pull the interface"],
    "why keep the pressure on the whole time the joint is cooling?",
)
A(
    "explanation",
    KFSTH,
    3,
    ["freezes the surface while the inside is still molten"],
    "what's actually wrong with cooling the bead with a wet rag to speed things up",
)
A(
    "explanation",
    KFSTH,
    2,
    ["It removes the oxidised outer skin", "leaves a weak plane inside"],
    "pipe ends are already cut square, so why bother facing them",
)
A(
    "explanation",
    KFSTH,
    4,
    ["Once the coating is scratched, melt sticks to the"],
    "how come you're not allowed to scrub the heating plate with something abrasive?",
)
A(
    "explanation",
    KFSTH,
    3,
    ["forces every point of the end face against the"],
    "why is the bead-up stage done at high force?",
)
A(
    "explanation",
    KFSTH,
    4,
    ["cool the inside of the joint faster than the outside"],
    "why put caps on the far ends of the pipe string when fusing",
)
A(
    "explanation",
    KFSTH,
    4,
    ["a pipe released too early springs back towards its old"],
    "why leave the clamps shut until the weld has cooled, instead of unclamping early",
)
A("contents", KFSTH, 1, ["Glossary 6"], "butt fusion principles doc: what page is the glossary on")
U(
    "unans_unstated_attribute",
    KFSTH,
    "according to the fusion theory document what soak time do I use for 110 SDR11?",
    absent=["SDR ?11", "110 mm"],
)
U(
    "unans_unstated_attribute",
    KFSTH,
    "how many years does the PTFE coating on the heater plate last",
    absent=["lifetime", "service life", "years"],
)

# =============================================================== BAT-SM-FX-07 (fertigation)
A("table_value", FX, 2, ["0.75 kW"], "booster pump motor size on the FX-3?", variant="FX-3")
A(
    "table_value",
    FX,
    2,
    ["6 - 30 m³/h"],
    "We are speccing an FX-4 for a new glasshouse block with a fairly big main line - what irrigation flow range is the unit actually good for?",
)
A("table_value", FX, 2, ["channel 3"], "on the 3 channel aquadose which channel is the acid one")
A("table_value", FX, 2, ["58 kg"], "fx2 empty weight")
A("spec_limit", FX, 3, ["4.5"], "default pH low TRIP (where acid dosing stops), not the alarm")
A("spec_limit", FX, 2, ["2.0 / 6.0 bar"], "max inlet pressure for an FX-4 dosing unit?")
A("spec_limit", FX, 3, ["setpoint + 0.5"], "ec high alarm default - how far above setpoint? (alarm only, not the trip)")
A("code_meaning", FX, 7, ["Sensor signal fault"], "AquaDose A09")
A("code_meaning", FX, 6, ["No main flow"], "fertigation unit flashing alarm A06, what does it mean?")
A(
    "code_remedy",
    FX,
    7,
    ["check the mechanical seal for leakage"],
    "A07 booster pump fault - I reset the motor protection and it tripped again. next step?",
)
A(
    "code_remedy",
    FX,
    6,
    ["4.8 A on FX-3"],
    "for A07 what should the motor protection switch be set to on a 3-channel unit",
)
A(
    "code_remedy",
    FX,
    7,
    ["controller address (parameter P-40)"],
    "aquadose lost comms with the climate computer (A10), what to check",
)
A("procedure_step", FX, 5, ["pH 7.00 buffer"], "ph probe 2 point cal - which buffer goes first?")
A("procedure_step", FX, 5, ["at most 40 °C"], "cleaning the venturi injectors, how hot can the soak water be")
A(
    "footnote",
    FX,
    2,
    ["falls by about 30 %"],
    "what happens to the dosing rate if there's only 1 bar differential over the injector",
)
A("footnote", FX, 3, ["Trips act without delay"], "does the 60 s alarm delay also apply to the trips on the AquaDose?")
A("interval", FX, 4, ["Every 2 weeks"], "how often to calibrte the ph probe on FX units")
A("interval", FX, 4, ["Every 3 months"], "venturi injector cleaning interval aquadose")
A("torque", FX, 4, ["45 N·m"], "FX-4 booster pump mounting bolts torque (M10)", variant="FX-4")
A("part_number", FX, 8, ["62-0416"], "part no for the 1 inch PVDF acid injector")
A("part_number", FX, 8, ["62-3302"], "mechanical seal for the booster pump on an FX4, part number?")
U("unans_unstated_attribute", FX, "aquadose FX-3 noise level dB?", absent=["dB"])
U(
    "unans_unstated_attribute",
    FX,
    "max cable length between the AquaDose controller and the climate computer",
    absent=["cable length", "max\\. length", "maximum length"],
)
U(
    "unans_unstated_attribute",
    FX,
    "shelf life of the pH 4.01 / 7.00 buffer solutions once opened?",
    absent=["shelf life", "expiry", "expires"],
)
U(
    "unans_negated_premise",
    FX,
    "quickest way to bump the FX-3 booster pump dry to see which way it turns?",
    present=["Do not run the booster pump dry"],
)
U(
    "unans_negated_premise",
    FX,
    "mixing ratio if I put the acid and the fertiliser concentrate together in one stock tank",
    present=["Do not mix acid and fertiliser concentrates"],
)
U("unans_model_outside", FX, "FX-6 per-channel dosing capacity l/h?", absent=["FX-6"])
U("unans_model_outside", FX, "weight of an AquaDose FX-1", absent=["FX-1"])
U("unans_nonexistent_code", FX, "aquadose alarm A12?", absent=["A12"])
U("unans_nonexistent_code", FX, "meaning of E07 on the aquadose controller", absent=["E07"])
U(
    "unans_other_condition",
    FX,
    "FX-3 dosing rate per channel with 0.5 bar across the injector?",
    present=["At 1.5 bar differential", "At 1.0 bar differential"],
    absent=["0\\.5 bar"],
)
U("unans_min_only_max", FX, "minimum water temp for soaking the injectors when cleaning", present=["at most 40 °C"])
U(
    "unans_unexplained_why",
    FX,
    "why is it bad to keep the pH electrode in distilled water?",
    present=["Never store it in distilled water"],
)
U("unans_swapped_number", FX, "what's AquaDose part 62-0421", absent=["62-0421"])
U(
    "unans_other_model",
    FX,
    "inverter frequency range for the booster pump on FX-3",
    present=["20 - 50 Hz"],
    variant="FX-3",
)

# =============================================================== BAT-SB-FX-14 (PDF bulletin)
A("bulletin", FXSB, 1, ["62-4405"], "float kit part number for my unit", product=AQ, variant="FX-3", serial=3021400)
A("bulletin", FXSB, 1, ["62-4406"], "which float kit do i order", product=AQ, variant="FX-4", serial=4021350)
A(
    "bulletin",
    FXSB,
    1,
    ["2.0 h"],
    "labour time for the flow meter float / check valve bulletin?",
    product=AQ,
    variant="FX-4",
    serial=4020800,
)
A(
    "bulletin",
    FXSB,
    2,
    ["every 6 months"],
    "how often do the check valve balls need replacing now",
    product=AQ,
    variant="FX-3",
    serial=3021999,
)
A(
    "bulletin",
    FXSB,
    2,
    ["within 5 % of the set rate"],
    "after swapping the floats, how close to setpoint must each channel's flow read",
    product=AQ,
    variant="FX-3",
    serial=3021700,
)
A(
    "bulletin",
    FXSB,
    1,
    ["WC-FX14"],
    "warranty claim code for the float replacement",
    product=AQ,
    variant="FX-4",
    serial=4021111,
)
A(
    "bulletin",
    FXSB,
    2,
    ["with the marked end upwards"],
    "which way round does the new float go in the flow meter tube",
    product=AQ,
    variant="FX-3",
    serial=3021550,
)
A("bulletin", FXSB, 1, ["31 December 2023"], "deadline for doing SB-FX-14", product=AQ, variant="FX-4", serial=4020950)
U(
    "unans_bulletin_out_of_range",
    FXSB,
    "float kit p/n for this unit per the float bulletin",
    product=AQ,
    variant="FX-3",
    serial=3022000,
)
U(
    "unans_bulletin_out_of_range",
    FXSB,
    "how many labour hours for the SB-FX-14 work on my unit",
    product=AQ,
    variant="FX-4",
    serial=4020799,
)
U(
    "unans_bulletin_excluded_model",
    FXSB,
    "which float kit do I need from the flow meter float bulletin?",
    product=AQ,
    variant="FX-2",
    serial=2021500,
)

# =============================================================== CVL-SM-LS-210 (fume cupboards)
A("table_value", LS, 2, ["1210 m³/h"], "LS-1500 extract air volume at working sash hight", variant="LS-1500")
A("table_value", LS, 2, ["315 mm"], "duct connection diameter for the 1800 wide labsafe")
A("table_value", LS, 2, ["1040 mm"], "inside working width LS1200?")
A("table_value", LS, 2, ["75 Pa"], "pressure drop of an LS-1500 at nominal extract flow")
A("spec_limit", LS, 3, ["0.30 m/s"], "fume cupboard low airflow ALARM (red + buzzer), not the amber warning")
A("spec_limit", LS, 3, ["0.80 m/s"], "labsafe monitor: face velocity at which the high alarm goes off")
A(
    "spec_limit",
    LS,
    5,
    ["between 0.45 and 0.55 m/s"],
    "face velocity test pass criteria - what mean velocity is acceptable?",
)
A(
    "explanation",
    LS,
    3,
    ["creates eddies at the sash edge"],
    "why would there be an alarm for too MUCH face velocity? surely more extract is safer",
)
A("code_meaning", LS, 6, ["Sash position switch fault"], "F5 on a labsafe hood?")
A("code_meaning", LS, 7, ["Mute key held for more than 60 s"], "monitor shows F9 what does it mean")
A(
    "code_remedy",
    LS,
    6,
    ["Load the defaults with parameter d-00"],
    "F6 memory checksum error on the airflow monitor, how to clear it",
)
A(
    "code_remedy",
    LS,
    7,
    ["Check the supply to the monitor and the mains adapter"],
    "what to do about F8 (low supply voltage) on the fume cupboard monitor",
)
A(
    "procedure_step",
    LS,
    5,
    ["Lower the sash to 250 mm"],
    "calibrating the airflow monitor - where do I put the sash for the second cal point?",
)
A(
    "procedure_step",
    LS,
    7,
    ["hardwood block"],
    "changing sash cables: what do you rest the counterweight on while they're off",
)
A(
    "footnote",
    LS,
    2,
    ["for loading equipment with the extract running"],
    "the 750mm max sash opening - when is it ok to open that far",
)
A(
    "footnote",
    LS,
    2,
    ["measured at the duct spigot with clean baffles"],
    "where's the pressure drop figure measured on these fume hoods?",
)
A(
    "footnote",
    LS,
    3,
    ["the buzzer sounds again if the alarm condition is still present"],
    "if I mute the alarm buzzer does it come back on by itself",
)
A("interval", LS, 4, ["Every 5 years"], "how often are labsafe sash cables replaced")
A("interval", LS, 4, ["Every 3 months"], "rear baffle cleaning freq")
A("torque", LS, 4, ["4 N·m"], "sash cable clamp screw torque (M5)")
A("torque", LS, 4, ["15 N·m"], "torque for the M8 bolts that fix the worksurface")
A("part_number", LS, 8, ["71-1031"], "replacement sash glass for an LS-1500, p/n?")
A(
    "contents",
    LS,
    1,
    ["Sash cable replacement 7"],
    "what page in the labsafe service manual is the sash cable replacement on",
)
U("unans_unstated_attribute", LS, "LS-1800 noise level at the operator position in dB(A)", absent=["dB"])
U("unans_unstated_attribute", LS, "lux level of the cupboard lighting on the work surface", absent=["lux", "lighting"])
U("unans_unstated_attribute", LS, "how many electrical sockets are fitted in the LS-1500", absent=["socket", "sockets"])
U(
    "unans_negated_premise",
    LS,
    "how to temporarily bridge the airflow alarm relay while we commission the extract",
    present=["do not bridge its alarm relay"],
)
U(
    "unans_negated_premise",
    LS,
    "which grease is recomended for the sash guide rails?",
    present=["Do not lubricate the sash guide rails"],
)
U("unans_model_outside", LS, "extract volume for the LS-2100 at working height", absent=["LS-2100"])
U("unans_model_outside", LS, "LS-900 mass", absent=["LS-900"])
U("unans_nonexistent_code", LS, "labsafe alarm F10?", absent=["F10"])
U("unans_nonexistent_code", LS, "airflow monitor on the fume cupboard shows E04, what's that", absent=["E04"])
U(
    "unans_other_condition",
    LS,
    "LS-1800 extract volume with the sash fully open at 750 mm",
    present=["Extract volume at working height"],
)
U("unans_other_condition", LS, "pressure drop of an LS-1500 when the baffles are dirty", present=["with clean baffles"])
U("unans_min_only_max", LS, "minimum switching current for the alarm relay contacts", present=["1 A at 30 V DC"])
U(
    "unans_unexplained_why",
    LS,
    "why do both sash cables have to be changed if only one is frayed?",
    present=["Replace both cables as a pair"],
)
U("unans_swapped_number", LS, "labsafe part 71-2005 what is it", absent=["71-2005"])
U("unans_other_model", LS, "split sash panel width on the LS-1500", present=["2 x 830 mm"], variant="LS-1500")

# =============================================================== SAL-QG-SC (HTML quick guide)
A("table_value", SAL, 1, ["12 g/h"], "chlorine output of the SC-60 at full")
A("table_value", SAL, 1, ["3 m³/h"], "minimum flow through the cell on SC-40?")
A(
    "spec_limit",
    SAL,
    1,
    ["4500 ppm"],
    "upper limit for salt level in the pool with a salinor (normal range, not the error)",
)
A(
    "explanation",
    SAL,
    1,
    ["makes the scale that has built up on one set of plates flake off again"],
    "why does the salinor keep reversing the cell polarity",
)
A("code_meaning", SAL, 1, ["Cell over-temperature, water above 40 °C"], "salinor Err 4?")
A("code_remedy", SAL, 1, ["Clean the cell"], "chlorinator showing err 5 what do i do")
A("interval", SAL, 1, ["every 2 months"], "how often should the chlorinator cell be looked at for scale")
A("part_number", SAL, 1, ["83-040C"], "replacement cell p/n for the sc40")
U(
    "unans_unstated_attribute",
    SAL,
    "power consumption in watts of the SC-60?",
    absent=["watt", "watts", "power consumption", "\\d+ W"],
)
U("unans_unstated_attribute", SAL, "warranty on salinor cells, how long", absent=["warranty"])
U(
    "unans_negated_premise",
    SAL,
    "how much salt can i tip into the skimmer at one go",
    present=["Do not add salt through the skimmer"],
)
U(
    "unans_negated_premise",
    SAL,
    "how do you bypass the flow switch to bench test the cell",
    present=["Never bypass the flow switch"],
)
U("unans_model_outside", SAL, "chlorine output of the salinor SC-80", absent=["SC-80"])
U("unans_nonexistent_code", SAL, "salinor Err 7 meaning", absent=["Err 7"])
U(
    "unans_other_condition",
    SAL,
    "SC-40 chlorine output when the water is only 10 °C",
    present=["Below 15 °C the controller reduces the output"],
)
U(
    "unans_min_only_max",
    SAL,
    "minimum soak time in the acid when descaling the cell",
    present=["no more than 10 minutes"],
)
U(
    "unans_unexplained_why",
    SAL,
    "why should salt be spread in the deep end and not put in the skimmer",
    present=["spread it in the deep end"],
)
U("unans_swapped_number", SAL, "what is salinor part 83-006C", absent=["83-006C"])

# =============================================================== aquadose_field_notes.md
A("table_value", MD, 1, ["AD3021550"], "serial of the aquadose at hollins nursery bay 3")
A("table_value", MD, 1, ["42 Hz"], "what frequency did they cap the booster inverter at Marsh Lane?")
A(
    "explanation",
    MD,
    1,
    ["Grit from borehole water scours the venturi"],
    "field notes say injectors after the disc filter - why not before?",
)
U("unans_unstated_attribute", MD, "when was the Oldcastle Herbs unit last serviced", absent=["serviced"])
U("unans_unstated_attribute", MD, "what EC setpoint do they run at Hollins?", absent=["setpoint", "set point"])

# =============================================================== ardent_ic44_inspection_card.txt
A("table_value", TXT, 1, ["16.4 kg"], "how heavy is the CU-30 cutter")
A("spec_limit", TXT, 1, ["max. 1.0 mm"], "CU-30 shut: how big can the tip gap between the blades be")
A(
    "spec_limit",
    TXT,
    1,
    ["710 to 730 bar"],
    "monthly relief valve check on the ardent power unit, what range should the gauge show",
)
A(
    "procedure_step",
    TXT,
    1,
    ["2 strokes of lithium EP2 grease"],
    "how much grease goes in each spreader arm pivot nipple",
)
A("interval", TXT, 1, ["EVERY 12 MONTHS"], "how often do the ardent tools need a full service + load test")
U("unans_unstated_attribute", TXT, "max pulling force of the SP-44", absent=["pulling", "pull"])
U(
    "unans_unstated_attribute",
    TXT,
    "length of the hoses supplied with the SP-44 / CU-30",
    absent=["hose length", "\\d+ m hose", "m long"],
)
U(
    "unans_negated_premise",
    TXT,
    "best way to uncouple the spreader hose while it's still pressurised?",
    present=["Do not connect or disconnect couplers under pressure"],
)
U("unans_min_only_max", TXT, "minimum blade tip gap on the CU-30 cutter", present=["max. 1.0 mm"])
U(
    "unans_unexplained_why",
    TXT,
    "why must the spreader be stored a few mm open rather than shut",
    present=["leave the arms or blades 3 to 5 mm open"],
)

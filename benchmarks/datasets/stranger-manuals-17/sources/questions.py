"""Hand-written questions for the s17 set (200: 120 answerable, 80 unanswerable).

Keys starting with "_" are checker probes and are not written to qa.jsonl:
  _absent      strings that must NOT occur in the document (revision in force) - supports "unanswerable"
  _present     strings that MUST occur in the document (revision in force), e.g. the "do not" rule
  _present_in  [file, string] pairs that must occur in another document (e.g. a code that exists elsewhere)
"""

C = "BAS-MM-1140"  # compressor maintenance manual, Rev A / B / C
W = "PPS-SM-0418"  # stretch wrapper service manual
D = "AQW-SM-0260"  # dishwasher service manual
SBC = "BAS-SB-2023-07"  # compressor bulletin (DOCX)
SBW = "PPS-SB-22-03"  # wrapper bulletin (PDF, 2 pages)
T = "BAS-TH-0902"  # desiccant dryer principle of operation
Q = "NCM-QG-0045"  # scrubber-dryer quick guide (HTML)
MD = "barrier-gate-field-notes.md"
TXT = "scissor-lift-inspection-card.txt"

PC = "BRS rotary screw compressor"
PW = "RTW turntable stretch wrapper"
PD = "HX hood-type dishwasher"
PT = "BDX heatless desiccant dryer"
PQ = "SD walk-behind scrubber-dryer"

_ITEMS = []


def A(kind, doc, page, answers, question, **kw):
    d = {
        "question": question,
        "document": doc,
        "page": page,
        "answers": list(answers),
        "answerable": True,
        "kind": kind,
    }
    d.update(kw)
    _ITEMS.append(d)


def U(kind, doc, question, **kw):
    d = {"question": question, "document": doc, "page": None, "answers": [], "answerable": False, "kind": kind}
    d.update(kw)
    _ITEMS.append(d)


# =====================================================================================================
# ANSWERABLE (120)
# =====================================================================================================

# ---- table_value (16)
A("table_value", C, 2, ["15.5 l"], "brs-30 total oil fill, how many litres?", variant="BRS-30")
A("table_value", C, 2, ["6.38 m³/min"], "FAD of the 37 kW Brennick screw at 7 bar g?", variant="BRS-37", product=PC)
A("table_value", C, 2, ["63 A gL"], "what fuse rating on the incomer for a BRS22 (400V)", variant="BRS-22")
A("table_value", W, 2, ["3000 kg"], "heaviest pallet the RTW-2000HD turntable is rated for?", variant="RTW-2000HD")
A("table_value", W, 2, ["95 mm"], "HD wrapper - how high does the turntable sit above the floor", variant="RTW-2000HD")
A("table_value", W, 2, ["640 kg"], "rtw1500 machine mass?", variant="RTW-1500")
A("table_value", D, 2, ["30 l"], "wash tank volume on the HX-60", variant="HX-60")
A("table_value", D, 2, ["6.0 kW"], "Whats the boiler element rating (kW) in an HX50?", variant="HX-50")
A("table_value", D, 2, ["60 / 120 / 240 s"], "hx60 cycle durations for the three programmes", variant="HX-60")
A("table_value", D, 4, ["0.25 ml/l"], "factory default for rinse-aid dosing, HX-60 machine", variant="HX-60")
A("table_value", D, 4, ["90 s"], "Default run time of the drain pump on an HX-50 (param r1)?", variant="HX-50")
A("table_value", T, 2, ["26 kg"], "how much alumina goes in each tower of a BDX-25", variant="BDX-25")
A("table_value", T, 5, ["1.37"], "capacity correction for 10 bar inlet pressure on BDX dryers?", product=PT)
A("table_value", Q, 1, ["60 l"], "SD-55 dirty water (recovery) tank capacity", variant="SD-55")
A("table_value", MD, 1, ["4.0 s"], "how long does a BX-8 boom take to open fully")
A("table_value", TXT, 1, ["8.0 m"], "max working platform hieght on the SL-10E?")

# ---- spec_limit (12)
A(
    "spec_limit",
    C,
    3,
    ["110 °C"],
    "at what airend outlet temp does the BRS actually shut down (not the warning)?",
    product=PC,
)
A("spec_limit", C, 3, ["1.4 bar (2)", "1.4 bar"], "max allowable dp across the oil filter on brs units")
A("spec_limit", C, 3, ["360 V"], "lowest supply voltage a 400V BRS compressor tolerates?")
A(
    "spec_limit",
    C,
    3,
    ["2.0 bar"],
    "normal sump pressure when the compressor is running unloaded, BRS-30",
    variant="BRS-30",
)
A("spec_limit", C, 6, ["0.15 mm"], "permissible radial misalignment motor/airend coupling after changing the insert?")
A("spec_limit", W, 3, ["at least 2 MOhm"], "megger test on wrapper motors - what's the pass value?")
A("spec_limit", W, 4, ["+/- 15 mm"], "tolerance for turntable stopping at the home mark")
A("spec_limit", D, 3, ["82 °C"], "lowest acceptable final rinse temp HX dishwasher", product=PD)
A("spec_limit", D, 3, ["6.0 bar"], "upper limit flowing water pressure to the HX-50", variant="HX-50")
A("spec_limit", D, 3, ["100 mg/l"], "max chloride in feed watter?")
A(
    "spec_limit",
    Q,
    1,
    ["Battery below 21.5 V"],
    "below what battery voltage does the SD-45 stop the brush motor?",
    variant="SD-45",
)
A("spec_limit", TXT, 1, ["1.5 deg"], "scissor lift tilt alarm - side-to-side angle setting")

# ---- revision_value (10), all on BAS-MM-1140 with as_of
A(
    "revision_value",
    C,
    4,
    ["4,000 h / 24 months (2)"],
    "oil change interval on BRS with synthetic oil?",
    as_of="2019-04-01",
)
A(
    "revision_value",
    C,
    4,
    ["3,000 h / 24 months"],
    "how many running hrs between oil changes (SynAir 46), BRS-22",
    as_of="2022-08-15",
    variant="BRS-22",
)
A("revision_value", C, 3, ["105 °C"], "discharge temperature alarm setpoint E03", as_of="2020-10-31")
A(
    "revision_value",
    C,
    3,
    ["103 °C"],
    "at what temp does the hi discharge temp warning come up on a BRS-37?",
    as_of="2020-11-01",
    variant="BRS-37",
)
A("revision_value", C, 3, ["1.0 bar"], "separator element differential pressure upper limit", as_of="2020-02-14")
A("revision_value", C, 3, ["0.8 bar"], "max dp over the oil separator before it must be changed", as_of="2022-08-14")
A("revision_value", C, 2, ["18.5 l"], "BRS-37 oil quantity, complete system", as_of="2019-11-20", variant="BRS-37")
A("revision_value", C, 6, ["12 Nm"], "tightening torque M8 motor terminal nuts?", as_of="2022-08-14")
A(
    "revision_value",
    C,
    4,
    ["1,500 h / 12 months (1)"],
    "intake air filter element replacement interval, brs30",
    as_of="2024-01-10",
    variant="BRS-30",
)
A(
    "revision_value",
    C,
    3,
    ["+1 °C"],
    "whats the lowest room temperature the BRS is allowed to run in",
    as_of="2021-01-15",
)

# ---- bulletin (16)
A(
    "bulletin",
    SBC,
    1,
    ["52 Nm"],
    "BRS-37 s/n BR2206118 - separator lid bolt torque?",
    product=PC,
    variant="BRS-37",
    serial=2206118,
)
A(
    "bulletin",
    SBC,
    1,
    ["2,000 h / 12 months"],
    "oil change interval for our BRS-30 (BR2301544) until the new gasket goes in",
    product=PC,
    variant="BRS-30",
    serial=2301544,
)
A(
    "bulletin",
    SBC,
    1,
    ["5000-9308"],
    "gasket kit number for a BRS 37, serial 2302001",
    product=PC,
    variant="BRS-37",
    serial=2302001,
)
A(
    "bulletin",
    SBC,
    1,
    ["1.2 h"],
    "how much labour time can I claim for the gasket job on BRS-30 BR2207400?",
    product=PC,
    variant="BRS-30",
    serial=2207400,
)
A(
    "bulletin",
    SBC,
    1,
    ["W-2307"],
    "warranty claim code for the cover gasket retrofit, brs37 sn 2205002",
    product=PC,
    variant="BRS-37",
    serial=2205002,
)
A(
    "bulletin",
    SBC,
    1,
    ["after 50 running hours"],
    "once the graphite gasket is fitted on BRS-30 BR2301001, when do the cover bolts get re-torqued?",
    product=PC,
    variant="BRS-30",
    serial=2301001,
)
A(
    "bulletin",
    SBC,
    1,
    ["20 Nm, 40 Nm, 52 Nm"],
    "torque sequence (passes) for the separator cover bolts on BRS-37 BR2207450 with the new gasket",
    product=PC,
    variant="BRS-37",
    serial=2207450,
)
A(
    "bulletin",
    SBC,
    1,
    ["not later than 6 months after the date of issue"],
    "BRS-30 serial 2206000 is in the affected batch - whats the latest we can do the gasket change?",
    product=PC,
    variant="BRS-30",
    serial=2206000,
)
A(
    "bulletin",
    SBW,
    1,
    ["8 to 10 mm"],
    "chain slack spec for RTW-1800 PW2105010",
    product=PW,
    variant="RTW-1800",
    serial=2105010,
)
A(
    "bulletin",
    SBW,
    1,
    ["250 h"],
    "how often lube the turntable chain, RTW-2000HD serial PW2201200",
    product=PW,
    variant="RTW-2000HD",
    serial=2201200,
)
A(
    "bulletin",
    SBW,
    1,
    ["25 Nm"],
    "sprocket grub screw torque rtw 1800 serial PW2104300",
    product=PW,
    variant="RTW-1800",
    serial=2104300,
)
A(
    "bulletin",
    SBW,
    2,
    ["41-2209-K"],
    "upgrade kit p/n for RTW-2000HD sn PW2106150",
    product=PW,
    variant="RTW-2000HD",
    serial=2106150,
)
A(
    "bulletin",
    SBW,
    1,
    ["1200 kg"],
    "we haven't fitted the chain kit yet on RTW-1800 PW2201480 - what load can we still put on it?",
    product=PW,
    variant="RTW-1800",
    serial=2201480,
)
A(
    "bulletin",
    SBW,
    1,
    ["6 rpm or less"],
    "turntable speed restriction before the fix, 2000HD serial 2105555",
    product=PW,
    variant="RTW-2000HD",
    serial=2105555,
)
A(
    "bulletin",
    SBW,
    2,
    ["marked with a yellow dot"],
    "how do I recognise the hardened sprocket? RTW-1800 PW2201010",
    product=PW,
    variant="RTW-1800",
    serial=2201010,
)
A(
    "bulletin",
    SBW,
    1,
    ["within 60 days of the date of issue"],
    "deadline for doing the chain upgrade on our RTW-2000HD, PW2104999?",
    product=PW,
    variant="RTW-2000HD",
    serial=2104999,
)

# ---- explanation (13: 10 from the theory prose, 3 from elsewhere)
A(
    "explanation",
    T,
    3,
    ["would leave the desorbed water inside the tower"],
    "why cant the dryer just vent the off-line tower, why does it need to waste dry air as purge?",
    product=PT,
)
A(
    "explanation",
    T,
    3,
    ["The short cycle keeps the heat of adsorption", "this heat would be carried away by the air flow"],
    "whats the reason the BDX swaps towers every 5 min instead of running each one for hours?",
)
A(
    "explanation",
    T,
    3,
    [
        "the water from the lower layers is pushed out by the shortest possible route",
        "the top layers, which decide the outlet dew point, are regenerated",
    ],
    "purge goes top to bottom but the wet air goes bottom to top - why is it done in counterflow like that?",
)
A(
    "explanation",
    T,
    4,
    ["the sudden inrush would lift and churn the beads"],
    "Why does the controller bring the regenerated tower back up to line pressure before it switches over?",
)
A(
    "explanation",
    T,
    4,
    ["because the purge air cannot carry oil away", "blocks the pores for good"],
    "why is oil carryover permanent damage to the desiccant when water isnt",
)
A(
    "explanation",
    T,
    4,
    ["Warm air carries more water vapour than cold air", "the beads hold less water when they are warm"],
    "reason for the 50 deg C inlet temperature limit on heatless dryers?",
)
A(
    "explanation",
    T,
    4,
    ["the pressure swing is smaller", "carries more water per cubic metre of free air delivered"],
    "My site only runs at 5 bar. why does the dryer need a bigger purge share then?",
)
A(
    "explanation",
    T,
    4,
    ["purge is only used when a bed actually needs regenerating"],
    "Our energy auditor suggested retrofitting the dew point sensor on the BDX. Can someone explain how that is "
    "supposed to reduce the amount of compressed air the dryer eats?",
)
A(
    "explanation",
    T,
    5,
    ["Gas velocity through a bed is what lifts beads"],
    "after servicing a BDX, why must the outlet isolating valve be cracked open gradually?",
)
A(
    "explanation",
    T,
    5,
    ["the regenerating tower no longer falls to atmospheric pressure"],
    "dew point slowly getting worse, prefilter is clean. how can a dirty exhaust silencer cause that?",
)
A(
    "explanation",
    C,
    3,
    ["frequent starts overheat the motor windings"],
    "why does the brs motor keep spinning unloaded for 6 min instead of stopping straight away",
)
A(
    "explanation",
    C,
    5,
    ["Warm oil drains faster and carries more of the suspended dirt out of the separator vessel"],
    "whats the point of getting the unit up to temp before I drain the oil?",
)
A(
    "explanation",
    D,
    3,
    [
        "it completes the thermal disinfection of the load",
        "so that the remaining water evaporates within about a minute",
    ],
    "why do they insist on 82 C minimum for the final rinse on the HX machines?",
)

# ---- code_meaning (8)
A("code_meaning", C, 7, ["Sump pressure too high in unload"], "E07 on the brs controller?")
A("code_meaning", C, 8, ["Controller memory error"], "what does fault E16 mean on a BRS-22", variant="BRS-22")
A("code_meaning", C, 8, ["Pressure sensor B7 signal implausible"], "brs showing E21, meaning?", as_of="2023-04-18")
A("code_meaning", W, 7, ["Carriage top limit switch overrun"], "wrapper alarm A05 - what is it telling me?")
A(
    "code_meaning",
    W,
    8,
    ["Turntable encoder signal missing"],
    "RTW-1800 threw A14, what does that mean",
    variant="RTW-1800",
)
A("code_meaning", D, 7, ["Boiler below setpoint after 15 minutes"], "F02 flashing on HX-60 display", variant="HX-60")
A("code_meaning", D, 8, ["Boiler level switch fault"], "what's error F11 on these dishwashers?", product=PD)
A("code_meaning", MD, 1, ["Encoder error"], "GC-3 red led blinking 4 times = ?")

# ---- code_remedy (8)
A(
    "code_remedy",
    C,
    7,
    ["Swap two phases at the incoming terminals"],
    "brs-30 E05 after rewiring, fix?",
    variant="BRS-30",
)
A(
    "code_remedy",
    C,
    8,
    ["Increase receiver volume or widen load / unload pressure band"],
    "keep getting E12 (too many starts) - what should be changed?",
)
A("code_remedy", W, 7, ["Re-thread the film; check P10 and the film reel brake"], "A04 on the wrapper, what do i do")
A(
    "code_remedy",
    W,
    8,
    ["Replace battery (CR2032) within 2 weeks with power on"],
    "remedy for alarm A16 on an RTW-2000HD?",
    variant="RTW-2000HD",
)
A(
    "code_remedy",
    D,
    7,
    ["Find the cause of overheating, then press the reset pin"],
    "HX-50 shows F05, how do I get it going again",
    variant="HX-50",
)
A("code_remedy", D, 8, ["Check ribbon cable X7; replace display board"], "corrective action for F14")
A(
    "code_remedy",
    Q,
    1,
    ["Empty and rinse the recovery tank"],
    "blue light came on on my SD55 - what now?",
    variant="SD-55",
)
A(
    "code_remedy",
    MD,
    1,
    ["Replaced loop - slot sealant was cracked"],
    "barrier controller giving 2 red blinks, what sorted it last time?",
)

# ---- procedure_step (7)
A("procedure_step", C, 5, ["at least 25 l capacity"], "how big a drain pan do I need for a BRS oil change")
A(
    "procedure_step",
    C,
    5,
    ["clean both sealing faces"],
    "separator element swap: after the old element is out, what's next before fitting the new one?",
)
A(
    "procedure_step",
    W,
    6,
    ["Loosen the four motor mounting bolts by one turn"],
    "chain tensioning on the RTW - how far do I back off the motor bolts?",
)
A(
    "procedure_step",
    W,
    6,
    ["Fit the new rollers as a pair"],
    "only one pre-stretch roller is worn, can I just swap that one or what does the procedure say",
)
A("procedure_step", D, 6, ["HX-60: 2 l"], "how much DS-10 descaler do I add for the HX-60 tank", variant="HX-60")
A(
    "procedure_step",
    D,
    6,
    ["Run programme 3 five times without baskets"],
    "descaling an HX - which programme do I run and how many times?",
)
A(
    "procedure_step",
    Q,
    1,
    ["raise the squeegee last"],
    "when finishing a scrub, which do I lift last on the SD-45?",
    variant="SD-45",
)

# ---- footnote (8)
A("footnote", C, 2, ["tolerance +/- 5 %"], "how accurate are the brs free air delivery numbers?")
A(
    "footnote",
    C,
    4,
    ["halve this interval"],
    "unit sits in a cement works, very dusty. does that change the cooler cleaning interval?",
)
A(
    "footnote",
    C,
    4,
    ["change the oil every 1,000 h"],
    "old BRS still on mineral oil BRS-M32, how often do oil changes?",
    as_of="2023-09-01",
)
A("footnote", W, 2, ["Extended mast adds 600 mm on all models"], "how much extra wrap height with the long mast")
A(
    "footnote",
    W,
    4,
    ["Speeds above 10 rpm are permitted only for loads below 1000 kg"],
    "can I run the RTW-1800 turntable at 12 rpm with a 1400 kg pallet?",
    variant="RTW-1800",
)
A(
    "footnote",
    W,
    5,
    ["clean the rollers daily"],
    "wrapper in a freezer warehouse: pre-stretch roller cleaning frequency?",
)
A(
    "footnote",
    D,
    5,
    ["descale every 12 months"],
    "we have a softener, water is ~2 dH. how often descale the HX-60",
    variant="HX-60",
)
A(
    "footnote",
    Q,
    1,
    ["curve WET-24"],
    "fitted flooded lead acid batts in an SD-45, what charger setting?",
    variant="SD-45",
)

# ---- interval (8)
A("interval", C, 4, ["3,000 h"], "motor bearing regreasing interval on the BRS-37", variant="BRS-37")
A("interval", C, 4, ["4,000 h / 24 months"], "separator elemnt change interval?")
A(
    "interval",
    C,
    4,
    ["every 2,000 h"],
    "We've started an oil analysis programme for all the screw compressors on site. How often does Brennick want a "
    "sample taken from the BRS units for the lab?",
)
A("interval", W, 5, ["500 h"], "support roller greasing interval RTW-2000HD", variant="RTW-2000HD")
A("interval", W, 5, ["10000 h or 5 years"], "when is the gearbox oil due for a change on the RTW wrappers", product=PW)
A("interval", D, 5, ["6 months"], "how often should rinse nozzles/spray pattern be checked on the HX")
A("interval", D, 5, ["After each shift"], "pump filter + tank strainers: cleaning frequency?")
A(
    "interval",
    TXT,
    1,
    ["12 months after the date on the green tag"],
    "when is the yearly thorough exam due on the scissor lift",
)

# ---- torque (5)
A("torque", C, 6, ["69 Nm"], "coupling hub clamp screw Nm BRS")
A("torque", C, 6, ["180 Nm"], "how tight do the M16 airend mount bolts go?")
A("torque", W, 6, ["45 Nm"], "turntable motor mounting bolt torque on the HD version", variant="RTW-2000HD")
A(
    "torque",
    D,
    6,
    ["8 Nm"],
    "just swapped the wash pump on an HX and need to close the housing up again - what torque for those screws?",
)
A("torque", MD, 1, ["40 Nm"], "what torque on the boom clamp bolts (M10)?")

# ---- part_number (6)
A("part_number", C, 8, ["5000-1211"], "oil filter part no. BRS-37", variant="BRS-37")
A("part_number", C, 8, ["5000-1306"], "seperator element p/n for a brs 30", variant="BRS-30")
A("part_number", W, 8, ["41-1013"], "non-driven pre-stretch roller for the 2000HD, part number?", variant="RTW-2000HD")
A("part_number", W, 8, ["41-2202"], "turntable chain part# RTW1800 (standard chain, no bulletin)", variant="RTW-1800")
A("part_number", D, 8, ["260-4109"], "boiler heater element spare for HX-60", variant="HX-60")
A("part_number", D, 8, ["260-8050"], "part number tank strainer hx-50", variant="HX-50")

# ---- contents (3)
A("contents", C, 1, ["6 Tightening torques"], "which section of the BRS maintenance manual has the torque values?")
A("contents", W, 1, ["7 Alarm codes"], "in the RTW service manual, what chapter lists the alarms")
A(
    "contents",
    T,
    1,
    ["Capacity correction factors 5"],
    "what page do the derating / correction factors start on in the BDX theory doc",
)

# =====================================================================================================
# UNANSWERABLE (80)
# =====================================================================================================

# ---- unans_unstated_attribute (19)
U("unans_unstated_attribute", C, "how much does a BRS-30 weigh?", variant="BRS-30", _absent=["weight", " kg"])
U(
    "unans_unstated_attribute",
    C,
    "which grease type / NLGI grade for BRS-37 motor bearings",
    variant="BRS-37",
    _absent=["NLGI", "lithium"],
)
U(
    "unans_unstated_attribute",
    C,
    "footprint dimensions L x W x H of the BRS-22?",
    variant="BRS-22",
    _absent=["dimension", "length", "height"],
)
U("unans_unstated_attribute", C, "password to change P12 on the BRS controller", _absent=["password", "access code"])
U(
    "unans_unstated_attribute",
    C,
    "recomended air receiver size in litres for a BRS-37",
    variant="BRS-37",
    _absent=["receiver of", "litre receiver"],
)
U("unans_unstated_attribute", W, "what core diameter film reels does the RTW carriage take?", _absent=["core"])
U("unans_unstated_attribute", W, "how loud is the RTW-1800 (dBA) while wraping", variant="RTW-1800", _absent=["dB"])
U(
    "unans_unstated_attribute",
    W,
    "IP rating of the control cabinet on the wrappers",
    _absent=["IP5", "IP6", "IP rating"],
)
U(
    "unans_unstated_attribute",
    W,
    "chain pitch / size on the rtw-1500 turntable drive",
    variant="RTW-1500",
    _absent=["pitch", "08B", "ISO 606"],
)
U("unans_unstated_attribute", D, "shipping weight of the HX-60?", variant="HX-60", _absent=["weight", " kg"])
U(
    "unans_unstated_attribute",
    D,
    "what is the actual service code number to get into the HX service params",
    _present=["entering the service code"],
)
U("unans_unstated_attribute", D, "wash pump flow in l/min on the HX-50", variant="HX-50", _absent=["l/min"])
U("unans_unstated_attribute", T, "weight of a BDX-40 with desiccant filled", variant="BDX-40", _absent=["weight"])
U(
    "unans_unstated_attribute",
    T,
    "how often should the alumina charge be replaced on a BDX-25 (years/hours)?",
    variant="BDX-25",
    _absent=["months", "years", "every 2", "every 3"],
)
U(
    "unans_unstated_attribute",
    T,
    "purge orifice bore diameter for the BDX-10",
    variant="BDX-10",
    _absent=["orifice diameter", "mm orifice", "bore"],
)
U("unans_unstated_attribute", Q, "SD-55 total weight incl. batteries", variant="SD-55", _absent=["weight"])
U(
    "unans_unstated_attribute",
    Q,
    "charging current of the onboard charger (amps)",
    _absent=["charging current", "amps", "output current"],
)
U("unans_unstated_attribute", MD, "IP rating of the BX-6 housing", _absent=["IP5", "IP6", "IP4"])
U("unans_unstated_attribute", TXT, "how heavy is the SL-08E - floor loading?", _absent=["machine weight", "floor load"])

# ---- unans_negated_premise (10)
U(
    "unans_negated_premise",
    C,
    "how do I jumper the B12 temp switch so I can do a quick test run?",
    _present=["Do not bridge or bypass the high discharge temperature switch B12"],
)
U(
    "unans_negated_premise",
    C,
    "procedure for topping up oil via the filler plug while the sump is still under pressure",
    _present=["Do not open the oil filler plug while"],
)
U(
    "unans_negated_premise",
    C,
    "which filter do I need to use air from the BRS for breathing masks?",
    _present=["as breathing air"],
)
U(
    "unans_negated_premise",
    C,
    "what welding rod/procedure to weld a bracket onto the separator vessel",
    _present=["Do not weld, drill or grind on the separator vessel"],
)
U(
    "unans_negated_premise",
    C,
    "recommended pressure washer pressure for cleaning the BRS oil cooler fins?",
    _present=["Do not use a pressure washer on the cooler"],
)
U(
    "unans_negated_premise",
    W,
    "how to bridge door switch S3 so the wrapper runs in auto with the door open",
    _present=["Do not defeat the safety light curtain or the door switch S3"],
)
U(
    "unans_negated_premise",
    W,
    "best oil or grease to put on the pre-stretch rollers?",
    _present=["Do not lubricate the pre-stretch rollers"],
)
U(
    "unans_negated_premise",
    D,
    "mixing ratio when descaling the HX boiler with hydrochloric acid",
    _present=["Do not descale with hydrochloric acid"],
)
U(
    "unans_negated_premise",
    MD,
    "which grease should go on the breakaway coupling of the BX-6 boom?",
    _present=["Do not grease the breakaway coupling"],
)
U(
    "unans_negated_premise",
    TXT,
    "max ladder height allowed on the SL-10E platform to reach higher?",
    _present=["use ladders on the platform"],
)

# ---- unans_model_outside (7)
U("unans_model_outside", C, "oil capacity of the BRS-45", variant="BRS-45", product=PC, _absent=["BRS-45"])
U("unans_model_outside", C, "main fuse rating for BRS-55 at 400 V?", variant="BRS-55", _absent=["BRS-55"])
U("unans_model_outside", W, "turntable diameter of the RTW-2400", variant="RTW-2400", product=PW, _absent=["RTW-2400"])
U("unans_model_outside", D, "service intervals for the HXR-60 with heat recovery", variant="HXR-60", _absent=["HXR-60"])
U("unans_model_outside", D, "tank capacity HX-40?", variant="HX-40", _absent=["HX-40"])
U("unans_model_outside", T, "nominal inlet flow of a BDX-60 at 7 bar", variant="BDX-60", product=PT, _absent=["BDX-60"])
U("unans_model_outside", Q, "brush pressure settings for the SD-65", variant="SD-65", _absent=["SD-65"])

# ---- unans_nonexistent_code (7)
U("unans_nonexistent_code", C, "E17 on BRS display what does it mean")
U("unans_nonexistent_code", C, "brs-37 threw fault E20, remedy?", variant="BRS-37")
U("unans_nonexistent_code", C, "compressor shows F05 - what's that?", _present_in=[["AQW-SM-0260_Rev4.pdf", "F05"]])
U("unans_nonexistent_code", W, "meaning of alarm A15 on the wrapper")
U(
    "unans_nonexistent_code",
    W,
    "RTW-1800 panel says E04, what to do",
    variant="RTW-1800",
    _present_in=[["BAS-MM-1140_RevC.pdf", "E04"]],
)
U("unans_nonexistent_code", D, "HX-60 error F13?", variant="HX-60")
U(
    "unans_nonexistent_code",
    D,
    "dishwasher displaying A02, how to reset",
    product=PD,
    _present_in=[["PPS-SM-0418_Issue2.pdf", "A02"]],
)

# ---- unans_other_condition (6)
U(
    "unans_other_condition",
    C,
    "FAD of the BRS-30 at 10 bar?",
    variant="BRS-30",
    _absent=["at 10 bar"],
    _present=["Free air delivery at 7 bar"],
)
U(
    "unans_other_condition",
    C,
    "what oil filter dp is acceptable during a cold start?",
    _present=["Applies with oil at operating temperature"],
    _absent=["cold start the limit"],
)
U(
    "unans_other_condition",
    W,
    "min insulation resistance if I megger the motors at 1000 V DC",
    _absent=["1000 V"],
    _present=["at 500 V DC"],
)
U(
    "unans_other_condition",
    D,
    "final rinse water usage per cycle on HX-60 with the booster pump running",
    variant="HX-60",
    _present=["with the rinse booster pump switched off"],
)
U("unans_other_condition", T, "purge share needed at 3 bar inlet pressure?", _absent=["3 bar"])
U(
    "unans_other_condition",
    Q,
    "charge time for SD-45 using an external charger",
    variant="SD-45",
    _present=["with the on-board charger"],
    _absent=["external charger"],
)

# ---- unans_min_only_max (6)
U(
    "unans_min_only_max",
    C,
    "minimum working pressure of a BRS-22",
    variant="BRS-22",
    _absent=["minimum working pressure"],
)
U(
    "unans_min_only_max",
    W,
    "what's the smallest pallet height an RTW-1500 (std mast) can wrap",
    variant="RTW-1500",
    _absent=["min. pallet height", "minimum pallet height"],
)
U("unans_min_only_max", D, "min conductivity of the inlet water for HX machines?", _absent=["minimum conductivity"])
U(
    "unans_min_only_max",
    T,
    "lowest inlet air temperature allowed into a BDX",
    _absent=["minimum inlet temperature"],
    _present=["ambient temperatures from +2 °C"],
)
U(
    "unans_min_only_max",
    Q,
    "is there a lower limit on how cold the water in the solution tank may be?",
    _present=["no warmer than 50"],
)
U("unans_min_only_max", MD, "shortest boom you can fit on a BX-8", _absent=["min. boom", "minimum boom"])

# ---- unans_unexplained_why (6)
U(
    "unans_unexplained_why",
    C,
    "why must the locknuts on the BRS inlet valve always be renewed, never reused?",
    _present=["Replace self-locking nuts on the airend inlet valve each time they are removed"],
)
U(
    "unans_unexplained_why",
    C,
    "why is PTFE tape forbidden on the B7/B8 pressure sensor threads?",
    _present=["PTFE tape not allowed"],
)
U(
    "unans_unexplained_why",
    W,
    "why does the 2000HD need its support rollers greased twice as often as the others",
    _present=["Grease turntable support rollers 500 h RTW-2000HD"],
)
U(
    "unans_unexplained_why",
    D,
    "why can't I use the rinse arm as a handle to raise the hood?",
    _present=["Do not lift the hood by the rinse arm"],
)
U(
    "unans_unexplained_why",
    T,
    "why do they use activated alumina rather than molecular sieve in the BDX?",
    _absent=["molecular sieve", "silica"],
)
U(
    "unans_unexplained_why",
    Q,
    "why should the battery compartment be open during charging",
    _present=["Do not charge with the battery compartment closed"],
)

# ---- unans_swapped_number (5)
U("unans_swapped_number", C, "what does parameter P21 set on the BRS?", _absent=["P21"])
U(
    "unans_swapped_number",
    W,
    "pre-stretch roller replacement on the RTW: what does step 7 say?",
    _present=["5. Tighten the shaft nuts, tension the belt and refit the guard."],
)
U("unans_swapped_number", SBC, "which BRS model is gasket kit 5000-9370 meant for?", product=PC, _absent=["5000-9370"])
U("unans_swapped_number", TXT, "what's checked under item A7 of the inspection card?", _absent=["A7"])
U("unans_swapped_number", D, "what does error F41 mean on an HX-50", variant="HX-50", _absent=["F41"])

# ---- unans_bulletin_out_of_range (5)
U(
    "unans_bulletin_out_of_range",
    SBC,
    "SB 2023-07 gasket kit number for my BRS-37, serial BR2205000?",
    product=PC,
    variant="BRS-37",
    serial=2205000,
)
U(
    "unans_bulletin_out_of_range",
    SBC,
    "warranty code for the gasket retrofit on BRS-30 s/n BR2207451",
    product=PC,
    variant="BRS-30",
    serial=2207451,
)
U(
    "unans_bulletin_out_of_range",
    SBC,
    "labour allowance for the cover gasket bulletin work, BRS-37 sn 2302881",
    product=PC,
    variant="BRS-37",
    serial=2302881,
)
U(
    "unans_bulletin_out_of_range",
    SBW,
    "chain upgrade kit p/n for RTW-1800 serial PW2104299",
    product=PW,
    variant="RTW-1800",
    serial=2104299,
)
U(
    "unans_bulletin_out_of_range",
    SBW,
    "labour time allowed for the chain + sprocket upgrade on RTW-2000HD PW2201481",
    product=PW,
    variant="RTW-2000HD",
    serial=2201481,
)

# ---- unans_other_model (3)
U(
    "unans_other_model",
    W,
    "cold store heater wattage for the RTW-1500",
    variant="RTW-1500",
    _present=["is not available for the RTW-1500"],
)
U(
    "unans_other_model",
    W,
    "optional 150 % pre-stretch gear set for the 2000HD - part no?",
    variant="RTW-2000HD",
    _present=["available for RTW-1500 and RTW-1800 only"],
)
U(
    "unans_other_model",
    C,
    "regreasing interval for the motor bearings on a BRS-22",
    variant="BRS-22",
    _present=["Regrease motor bearings (BRS-37 only)"],
)

# ---- unans_bulletin_excluded_model (2)
U(
    "unans_bulletin_excluded_model",
    SBC,
    "new cover bolt torque per the gasket bulletin for BRS-22 serial BR2206000",
    product=PC,
    variant="BRS-22",
    serial=2206000,
)
U(
    "unans_bulletin_excluded_model",
    SBW,
    "revised chain deflection from SB 22-03 for an RTW-1500, PW2105000",
    product=PW,
    variant="RTW-1500",
    serial=2105000,
)

# ---- unans_before_first_revision (2)
U("unans_before_first_revision", C, "BRS-30 oil change interval", as_of="2019-03-31", variant="BRS-30")
U("unans_before_first_revision", C, "discharge temp trip setting on the BRS", as_of="2018-11-05")

# ---- unans_code_later_revision (2)
U("unans_code_later_revision", C, "what does E21 mean on a BRS-30", as_of="2021-05-05", variant="BRS-30")
U("unans_code_later_revision", C, "E21 came up on our BRS-37, what should we do?", as_of="2022-08-14", variant="BRS-37")


def build():
    """Return a fresh copy of all question dicts (probe keys included)."""
    return [dict(q) for q in _ITEMS]

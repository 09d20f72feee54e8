# ruff: noqa: E501
"""Hand-written questions for the s26 set (unshuffled, grouped by kind).

Keys starting with "_" are used only by check_keys.py and are not written to qa.jsonl:
  _code / _number  token that must NOT occur in the target document (nonexistent code, swapped number)
                   or, for unans_code_later_revision, the code that only exists in a later revision
  _elsewhere       the nonexistent code does exist in another document of the set
  _real            the real number that the swapped number was made from
  _model           model name that must not occur in the target document
  _absent          strings that must not occur in the target document (sanity check for unstated facts)
"""

KH = "KTS-MM-0442"
KHSB = "KTS-SB-KH-019"
OZ = "AQZ-SM-210"
TH = "AQZ-TH-005"
TM = "BTW-SVC-0815"
TMSB = "BTW-SB-TM-07"
QG = "BTW-QG-14"
MD = "ozg-field-notes.md"
TXT = "kh-daily-inspection-card.txt"

KHP = "KH Series Induction Brazing Generator"
OZP = "OZG Series Ozone Generator"
TMP = "TM Series Power Pipe Threading Machine"

QUESTIONS = []


def A(kind, doc, page, answers, q, **kw):
    d = dict(question=q, document=doc, page=page, answers=list(answers), answerable=True, kind=kind)
    d.update(kw)
    QUESTIONS.append(d)


def U(kind, doc, q, **kw):
    d = dict(question=q, document=doc, page=None, answers=[], answerable=False, kind=kind)
    d.update(kw)
    QUESTIONS.append(d)


# ============================================================ answerable
# ---- table_value (16)
A("table_value", KH, 3, ["85 A"], "kh50 input current at rated load?", product=KHP, variant="KH-50")
A(
    "table_value",
    KH,
    3,
    ["63 A gL"],
    "What size supply fuse do Kalvenor recommend upstream of a KH-30?",
    variant="KH-30",
)
A("table_value", KH, 3, ["15 to 45 kHz"], "freq range of the 30kW brazing generator output", variant="KH-30")
A(
    "table_value",
    KH,
    3,
    ["80 %"],
    "KH-50 duty cyle when running at full rated power (standard table value)",
    variant="KH-50",
)
A("table_value", OZ, 3, ["200 g/h"], "ozone output OZG-20 in grams per hour", product=OZP, variant="OZG-20")
A("table_value", OZ, 3, ["2.8 Nm³/h"], "oxygen flow needed by the OZG-40 at full output, Nm3/h?", variant="OZG-40")
A(
    "table_value",
    OZ,
    3,
    ["9.5 kWh/kg"],
    "specific energy of the mid-size OZG (the 20) - kWh per kg ozone",
    variant="OZG-20",
)
A("table_value", OZ, 3, ["2.2 kHz"], "what frequency is the cell of the biggest OZG model fed at", variant="OZG-40")
A(
    "table_value",
    MD,
    1,
    ["Hour meter at 21 340 h"],
    "elmbridge OZG-40 visit in the field notes - what were the running hours when the catalyst got swapped?",
    product=OZP,
)
A(
    "table_value",
    TM,
    3,
    ["145 kg"],
    "how much does a TM-400H weigh with the die head fitted",
    product=TMP,
    variant="TM-400H",
)
A("table_value", TM, 3, ["4.5 L"], "tm250 cutting oil tank capacity", variant="TM-250")
A("table_value", TM, 3, ["26 rpm"], "no load spindle speed on the plain TM-400 (not the H version)?", variant="TM-400")
A("table_value", TM, 3, ["0.8 L"], "how much gear oil goes in the gearbox of the small TM", variant="TM-250")
A("table_value", QG, 1, ["24 mm"], 'quick guide - thread length to cut on 1" pipe?', product=TMP)
A(
    "table_value",
    MD,
    1,
    ["30-6010 | 4", "Cover gasket, PTFE | 30-6010 | 4"],
    "field notes van stock: how many PTFE cover gaskets does the engineer carry?",
    product=OZP,
)
A(
    "table_value",
    TXT,
    1,
    ["F15 must appear on the display"],
    "daily inspection card item 8, e-stop test - what result is expected?",
    product=KHP,
)

# ---- spec_limit (12)
A("spec_limit", KH, 4, ["6.5 to 8.5"], "acceptable pH band for the water in the KH internal loop")
A("spec_limit", KH, 4, ["max. 0.8 bar"], "how much dP across the particle filter is too much on a KH?")
A("spec_limit", KH, 4, ["max. 1.0 °dH"], "KH coolant hardnes limit (dH)")
A("spec_limit", OZ, 4, ["max. -60 °C"], "feed gas dewpoint spec for OZG generators", product=OZP)
A("spec_limit", OZ, 4, ["min. 90 %"], "lowest O2 purity the OZG will accept in the feed gas")
A("spec_limit", OZ, 4, ["max. 50 mg/L"], "chlorides in OZG cooling water - what's the upper limit")
A(
    "spec_limit",
    TM,
    6,
    ["min. 8 mm"],
    "TM-250 motor brushes: shortest length before they must be replaced?",
    variant="TM-250",
)
A("spec_limit", TM, 6, ["max. 0.15 mm"], "allowable spindel runout at the chuck, TM series")
A("spec_limit", TM, 6, ["min. 0.6 mm"], "chuck jaw inserts worn - what minimum tooth height is allowed")
A(
    "spec_limit",
    TM,
    2,
    ["maximum length of 25 m"],
    "longest extension lead I'm allowed to run a TM-400 on",
    variant="TM-400",
)
A("spec_limit", TXT, 1, ["below 8 µS/cm"], "daily card: conductivity on P-05 has to be under what?")
A(
    "spec_limit",
    TXT,
    1,
    ["18 to 30 °C before RF ON"],
    "per the KH shift check card what supply temp (B1) should the coolant be at before you switch the RF on",
)

# ---- revision_value (10), all with as_of
A("revision_value", KH, 4, ["max. 20 µS/cm"], "KH coolant conductivty limit?", as_of="2019-04-01")
A("revision_value", KH, 4, ["max. 10 µS/cm"], "max allowed conductivity of KH coolant (at 25C)", as_of="2020-10-15")
A(
    "revision_value",
    KH,
    5,
    ["2000 h"],
    "how many operating hrs between particle filter changes on a KH",
    as_of="2020-10-14",
)
A(
    "revision_value",
    KH,
    5,
    ["1000 h"],
    "particle filter cartridge replacement interval in hours, KH-30",
    as_of="2022-07-01",
    variant="KH-30",
)
A("revision_value", KH, 5, ["1500 h"], "filter cartridge change - hour interval for KH generators?", as_of="2021-03-10")
A("revision_value", KH, 5, ["38 N·m"], "torque for the M10 busbar to transformer joint on KH", as_of="2020-03-02")
A("revision_value", KH, 3, ["8.0 L/min"], "kh-50 min coolant flow", as_of="2022-06-30", variant="KH-50")
A(
    "revision_value",
    KH,
    3,
    ["9.5 L/min"],
    "Need the lowest coolant flow a KH-50 is allowed to run with, measured on the return side.",
    as_of="2023-02-14",
    variant="KH-50",
)
A("revision_value", KH, 3, ["32 °C"], "max coolant inlet temp KH series", as_of="2021-11-30")
A(
    "revision_value",
    KH,
    8,
    ["7410-220"],
    "part number for the 25 micron particle filter cartridge (KH)",
    as_of="2020-12-01",
)

# ---- bulletin (16)
A(
    "bulletin",
    KHSB,
    1,
    ["7.0 L/min"],
    "min coolant flow for my KH-30, serial KT3012150?",
    product=KHP,
    variant="KH-30",
    serial=3012150,
)
A(
    "bulletin",
    KHSB,
    1,
    ["max. 5 µS/cm"],
    "KH-30 s/n KT3013100 - is the coolant conductivity limit still the manual one or different?",
    product=KHP,
    variant="KH-30",
    serial=3013100,
)
A(
    "bulletin",
    KHSB,
    1,
    ["7420-131K"],
    "which retrofit kit do i order for the S4 flow switch on KT3012399",
    product=KHP,
    variant="KH-30",
    serial=3012399,
)
A(
    "bulletin",
    KHSB,
    1,
    ["25 N·m"],
    "torque for the G1/2 union when fitting the new paddle flow switch",
    product=KHP,
    variant="KH-30",
    serial=3013150,
)
A(
    "bulletin",
    KHSB,
    1,
    ["every 3 months"],
    "how often should the flow switch be function tested after the retrofit?",
    product=KHP,
    variant="KH-30",
    serial=3012008,
)
A(
    "bulletin",
    KHSB,
    1,
    ["1.5 hours"],
    "labour time allowed for swapping S4 on a KH-30",
    product=KHP,
    variant="KH-30",
    serial=3012222,
)
A(
    "bulletin",
    KHSB,
    1,
    ["between 6.7 and 7.3 L/min"],
    "after changing the flow switch, at what flow reading should F03 trip during the check",
    product=KHP,
    variant="KH-30",
    serial=3013180,
)
A(
    "bulletin",
    KHSB,
    1,
    ["at the latest by 2021-11-30"],
    "deadline for doing SB-KH-019",
    product=KHP,
    variant="KH-30",
    serial=3012050,
)
A(
    "bulletin",
    TMSB,
    1,
    ["max. 0.25 mm"],
    "carriage bushing play limit TM-400 BW2104777",
    product=TMP,
    variant="TM-400",
    serial=2104777,
)
A(
    "bulletin",
    TMSB,
    2,
    ["0.8 hours per machine"],
    "standard labour time for the bushing bulletin job",
    product=TMP,
    variant="TM-400H",
    serial=2201000,
)
A(
    "bulletin",
    TMSB,
    2,
    ["5 N·m"],
    "what do I torque the bushing retaining screws to?",
    product=TMP,
    variant="TM-400",
    serial=2105199,
)
A(
    "bulletin",
    TMSB,
    2,
    ["62-4419"],
    "p/n of the tool for pressing the new carriage bushings in",
    product=TMP,
    variant="TM-400H",
    serial=2201249,
)
A(
    "bulletin",
    TMSB,
    1,
    ["only step 10 of the procedure is carried out"],
    "My TM-400 (BW2104500) has a green paint spot on the carriage. Do I still have to do the whole bushing job?",
    product=TMP,
    variant="TM-400",
    serial=2104500,
)
A(
    "bulletin",
    TMSB,
    1,
    ["grease the carriage rails daily instead of weekly"],
    "how often grease the rails until the new bushings go in",
    product=TMP,
    variant="TM-400H",
    serial=2104999,
)
A(
    "bulletin",
    TMSB,
    2,
    ["about 50 N"],
    "how much force to lift the carriage with when checking radial play",
    product=TMP,
    variant="TM-400",
    serial=2201111,
)
A("bulletin", TMSB, 2, ["W-TM07"], "warranty claim code for sb-tm-07", product=TMP, variant="TM-400H", serial=2105000)

# ---- explanation (13; 10 from the theory prose)
A(
    "explanation",
    TH,
    2,
    ["spread out as a cold corona instead of collapsing into a hot arc"],
    "what is the glass dielectric actually for in the ozone cell?",
)
A(
    "explanation",
    TH,
    2,
    ["a higher frequency gives more discharges per second"],
    "why do they run the cell at a couple of kHz rather than plain mains frequency",
)
A(
    "explanation",
    TH,
    2,
    ["which destroy ozone, so the yield falls as the dew point rises", "corrodes the stainless electrodes"],
    "why is moisture in the O2 feed such a big deal for an ozone generator?",
)
A(
    "explanation",
    TH,
    3,
    ["a loss of flow overheats the electrodes within seconds"],
    "whats the point of a flow switch on the cooling water when there's already a temperature sensor",
)
A(
    "explanation",
    TH,
    3,
    ["sets up thermal stress that can crack the tube"],
    "Why does the HV come up slowly over a couple of minutes at start-up instead of going straight to setpoint?",
)
A(
    "explanation",
    TH,
    3,
    ["the energy used per kilogram climbs steeply"],
    "why not just turn the gas flow down and run above 10 %wt to get more concentrated ozone",
)
A(
    "explanation",
    TH,
    4,
    ["Nitrile and natural rubber crack within days"],
    "reason you can't use NBR o-rings in the ozone gas path",
)
A(
    "explanation",
    TH,
    4,
    ["heated to stop water droplets from condensing on it", "wet catalyst loses its activity"],
    "why is the off gas destructor catalyst kept warm?",
)
A(
    "explanation",
    TH,
    4,
    ["takes only that tube out of service"],
    "purpose of the individual fuse clip on each dielectric tube?",
)
A(
    "explanation",
    TH,
    4,
    ["stop water from flowing back into the cell"],
    "what's the check valve + moisture trap between injector and generator there for",
)
A(
    "explanation",
    KH,
    4,
    ["attacks the cooling blocks by electrolysis", "conductive water leaks current to earth"],
    "why does the KH coolant need to be low conductivity water - what happens otherwise?",
)
A(
    "explanation",
    KH,
    8,
    ["Third-party resin sheds fine particles that block the 25 µm particle filter"],
    "why are non-Kalvenor deioniser cartridges a problem?",
)
A(
    "explanation",
    TM,
    4,
    ["its pump and reservoir are made of corrosion-resistant materials"],
    "how come water soluble cutting oil is ok in a TM-250 but not the bigger machines?",
)

# ---- code_meaning (8)
A("code_meaning", KH, 6, ["DC link undervoltage"], "F07 on the kh display")
A(
    "code_meaning",
    KH,
    7,
    ["Capacitor bank overtemperature"],
    "KH-30 throwing F12, what does that indicate",
    variant="KH-30",
)
A(
    "code_meaning",
    KH,
    7,
    ["Coil earth leakage current above 30 mA"],
    "new code F17 showing on a KH-50 - meaning?",
    as_of="2023-05-01",
    variant="KH-50",
)
A("code_meaning", OZ, 6, ["Feed gas pressure low"], "OZG alarm A-102 = ?")
A("code_meaning", OZ, 7, ["Cell pressure above maximum ozone outlet"], "whats trip T-170 on an ozone genrator")
A("code_meaning", OZ, 7, ["Off-gas destruct heater failure"], "T-141 on the touch panel means what exactly")
A("code_meaning", TM, 7, ["Spindle speed sensor signal missing"], "E5 error TM-400H", variant="TM-400H")
A("code_meaning", TM, 7, ["Foot switch fault"], "btc-2 controller shows E4. meaning?", variant="TM-400H")

# ---- code_remedy (8)
A(
    "code_remedy",
    KH,
    7,
    ["capacitor bank with warm air for 2 hours"],
    "F09 earth fault and the insulation reading is still low with the work head unplugged - what next?",
)
A(
    "code_remedy",
    KH,
    6,
    ["a 500 V tester; the minimum is 2 MOhm"],
    "for an F09 what tester do i use on the output busbar and what reading is the minimum",
)
A("code_remedy", KH, 6, ["Check braking resistor R3"], "KH-30 F06 overvoltage fix?", variant="KH-30")
A(
    "code_remedy",
    OZ,
    6,
    ["60 minutes before restart"],
    "after a T-101 trip how long do I have to purge before restarting",
)
A(
    "code_remedy",
    OZ,
    7,
    ["transformer secondary insulation to earth with a 5 kV tester"],
    "T-120 but none of the tube fuses are blown, what should I check",
)
A("code_remedy", OZ, 7, ["Leave the room at once"], "room monitor went to T-130, what do we do")
A(
    "code_remedy",
    TM,
    7,
    ["Let the motor cool for at least 20 minutes"],
    "TM-400H E3 - how to clear it",
    variant="TM-400H",
)
A(
    "code_remedy",
    TM,
    7,
    ["Switch off for 30 seconds", "replace the BTC-2 board"],
    "remedy for E8 on the threader controller",
)

# ---- procedure_step (7)
A(
    "procedure_step",
    KH,
    4,
    ["let it run for 10 minutes to purge air"],
    "when refilling the kh coolant, how long do you run the pump on its own in P-02?",
)
A("procedure_step", KH, 4, ["sample valve V9"], "where is the conductivity sample taken after a coolant refill")
A(
    "procedure_step",
    OZ,
    4,
    ["isopropyl alcohol and a lint-free cloth"],
    "what shoud the dielectric tubes be wiped clean with during an inspection",
)
A(
    "procedure_step",
    OZ,
    4,
    ["Purge the cell with feed gas for 15 minutes"],
    "after putting the tubes back in, how long purge before HV on?",
)
A("procedure_step", TM, 4, ["clean it in solvent"], "oil change on a TM: what do you do with the suction strainer")
A(
    "procedure_step",
    TM,
    5,
    ["check it with a ring gauge"],
    "after putting new chasers in, how do you verify the thread is right",
)
A(
    "procedure_step",
    QG,
    1,
    ["When the pipe end is flush with the end of the chasers"],
    "at what point during the cut do I open the die head?",
)

# ---- footnote (8)
A(
    "footnote",
    KH,
    3,
    ["Fast-acting semiconductor fuses must not be used at the supply"],
    "can I put fast semiconductor fuses on the KH mains feed",
)
A(
    "footnote",
    KH,
    3,
    ["At 25 °C ambient the KH-50 is also rated for 100 % duty"],
    "KH-50 duty cycle if the shop is only 25 degrees?",
    variant="KH-50",
)
A("footnote", KH, 4, ["Inhibited propylene glycol only"], "which glycol type is allowed in the KH cooling loop")
A(
    "footnote",
    OZ,
    3,
    ["With 93 % oxygen feed gas and 15 °C cooling water"],
    "under what conditions are the OZG ozone production figures quoted",
)
A(
    "footnote",
    OZ,
    5,
    ["after the first 24 hours of operation"],
    "when do I need to retighten the ozone outlet flange with PTFE gasket?",
)
A(
    "footnote",
    OZ,
    5,
    ["Halve the tube inspection interval"],
    "dew point went above -60 at some point - does that change the dielectric tube inspection interval?",
)
A(
    "footnote",
    TM,
    3,
    ["TM-400H low speed (12 rpm) is for 2-1/2"],
    "which speed range for threading 3 inch on the TM-400H",
    variant="TM-400H",
)
A(
    "footnote",
    TM,
    8,
    ["must not be replaced by the single-channel type"],
    "can a single channel foot switch be fitted to a tm-400h as a replacement?",
    variant="TM-400H",
)

# ---- interval (8)
A(
    "interval",
    KH,
    5,
    ["weekly in dusty areas"],
    "cabinet filter mats on a KH in a very dusty workshop - how often to clean",
)
A("interval", KH, 5, ["every 24 months"], "calibraton interval for the B1/B2 temp sensors")
A("interval", OZ, 5, ["6 months"], "OZG-40 feed gas inlet filter element replacement interval", variant="OZG-40")
A("interval", OZ, 5, ["18 months"], "how often change destruct catalyst on ozg40", variant="OZG-40")
A("interval", OZ, 5, ["3 months"], "cooling water strainer cleaning frequency OZG-10", variant="OZG-10")
A("interval", TM, 5, ["800 h"], "gearbox oil change interval on a TM-400", variant="TM-400")
A("interval", TM, 5, ["300 h"], "TM-250: how many hours between motor brush changes", variant="TM-250")
A(
    "interval",
    MD,
    1,
    ["Recommended cleaning it monthly at this site"],
    "field notes - Marsh Lane pool OZG-20, what strainer cleaning interval did the engineer suggest?",
)

# ---- torque (5)
A("torque", KH, 5, ["18 N·m"], "earth stud torque inside the KH cabinet")
A("torque", KH, 5, ["20 N·m"], "KH capacitor bank bus link screws - tightening torque?")
A("torque", OZ, 5, ["35 N·m"], "tightening torque for the M12 bolts on the ozone outlet flange")
A("torque", TM, 6, ["22 N·m"], "die head mounting bolt torque, TM threader")
A("torque", TM, 6, ["70 N·m"], "what torque for the carriage rail clamp screws")

# ---- part_number (6)
A("part_number", KH, 8, ["7440-650"], "part no. for the 50 kW inverter module", variant="KH-50")
A("part_number", KH, 8, ["7460-201"], "PT100 temp sensor part number KH")
A("part_number", OZ, 8, ["30-2202"], "450 mm dielectric tube assy part number for the OZG-40", variant="OZG-40")
A("part_number", OZ, 8, ["30-5120"], "replacement HV transformer for an OZG-20, p/n?", variant="OZG-20")
A("part_number", TM, 8, ["62-1104"], "brush pair part number TM-400", variant="TM-400")
A("part_number", TM, 8, ["70-2002"], "controller board p/n for the TM-400H", variant="TM-400H")

# ---- contents (3)
A("contents", KH, 1, ["Spare parts 8"], "which page of the KH maintenance manual does the spare parts list start on")
A(
    "contents",
    OZ,
    1,
    ["Service intervals and tightening torques"],
    "OZG service manual - which section has the torque values in it?",
)
A(
    "contents",
    TH,
    1,
    ["Control loops and interlocks 5"],
    "in the ozone principle of operation doc, where are the control loops covered (chapter/page)?",
)

# ============================================================ unanswerable
# ---- unans_unstated_attribute (19)
U("unans_unstated_attribute", KH, "how heavy is a KH-50 power unit", variant="KH-50", _absent=["weight", " kg"])
U(
    "unans_unstated_attribute",
    KH,
    "cabinet dimensions (w x d x h) of the kh30?",
    variant="KH-30",
    _absent=["dimension", "width", "height"],
)
U("unans_unstated_attribute", KH, "What warranty period do KH generators come with?", _absent=["warranty"])
U(
    "unans_unstated_attribute",
    KH,
    "noise level in dB(A) of a KH-30 running at full power",
    variant="KH-30",
    _absent=["db(a)", "noise"],
)
U(
    "unans_unstated_attribute",
    KH,
    "delivery head of the coolant pump in the KH-50 (metres)?",
    variant="KH-50",
    _absent=["delivery head"],
)
U("unans_unstated_attribute", OZ, "OZG-40 shipping weight?", variant="OZG-40", _absent=["weight"])
U("unans_unstated_attribute", OZ, "how loud is an OZG-20, dB", variant="OZG-20", _absent=["db(a)", "noise"])
U(
    "unans_unstated_attribute",
    OZ,
    "what voltage (kV) is actually applied across the dielectric tubes in the OZG cell",
    _absent=["kv peak", "kv rms"],
)
U("unans_unstated_attribute", OZ, "IP rating of the OZG cabinet enclosure", _absent=["ip54", "ip55", "ip65", "ip44"])
U(
    "unans_unstated_attribute",
    MD,
    "what did the field engineer charge Hollin Brook for the heater callout",
    product=OZP,
    _absent=["invoice", "charge", "price"],
)
U(
    "unans_unstated_attribute",
    TM,
    "max bolt threading capacity of the TM-400",
    variant="TM-400",
    _absent=["bolt capacity"],
)
U(
    "unans_unstated_attribute",
    TM,
    "ingress protection rating of the TM-250 motor",
    variant="TM-250",
    _absent=["ip2", "ip4", "ip5"],
)
U("unans_unstated_attribute", TM, "part number for a set of 1 inch NPT chasers?", _absent=["npt"])
U(
    "unans_unstated_attribute",
    TM,
    "motor shaft speed of the TM-400H motor in rpm (not spindle)",
    variant="TM-400H",
    _absent=["motor speed", "shaft speed"],
)
U(
    "unans_unstated_attribute",
    TH,
    "what material is the destruct catalyst - manganese dioxide or something else?",
    _absent=["manganese", "palladium", "platinum"],
)
U(
    "unans_unstated_attribute",
    TMSB,
    "who was the supplier of the bad bronze bushings",
    product=TMP,
    variant="TM-400",
    serial=2104600,
    _absent=["supplier"],
)
U(
    "unans_unstated_attribute",
    KHSB,
    "price of retrofit kit 7420-131K?",
    product=KHP,
    variant="KH-30",
    serial=3012300,
    _absent=["price", "eur", "cost"],
)
U(
    "unans_unstated_attribute",
    QG,
    "recommended spindle speed / settings for threading stainless steel pipe",
    _absent=["stainless"],
)
U(
    "unans_unstated_attribute",
    TXT,
    "how long do completed daily inspection cards have to be kept on file",
    _absent=["archive", "retain", "years"],
)

# ---- unans_negated_premise (10)
U("unans_negated_premise", KH, "how do I jumper out flow switch S4 so I can test the KH without water flowing")
U("unans_negated_premise", KH, "quickest way to do a short dry run of the generator with the coolant drained?")
U("unans_negated_premise", KH, "what mixing ratio of car antifreeze should go in the KH loop for winter")
U(
    "unans_negated_premise",
    KH,
    "To bleed air out of the KH circuit, which of the capacitor bank hose fittings should be loosened first?",
)
U("unans_negated_premise", OZ, "which grease should I use on the O-rings of the ozone outlet valve")
U(
    "unans_negated_premise",
    OZ,
    "procedure for opening the ozone cell housing straight after shutdown, without waiting for the purge",
)
U("unans_negated_premise", OZ, "what size nitrile o-ring goes in the OZG ozone line union")
U(
    "unans_negated_premise",
    TM,
    "best way to tie the foot switch down for long production runs on a TM-400",
    variant="TM-400",
)
U("unans_negated_premise", TM, "how to reverse the spindle while it's still turning to back the die head off quickly")
U("unans_negated_premise", QG, "tips for holding a short nipple by hand while it turns in the TM-250")

# ---- unans_model_outside (7)
U("unans_model_outside", KH, "rated output power of the KH-80", _model="KH-80")
U("unans_model_outside", KH, "KH-15 minimum coolant flow?", _model="KH-15")
U("unans_model_outside", OZ, "ozone production of the OZG-80 in g/h", _model="OZG-80")
U("unans_model_outside", OZ, "how many dielectric tubes in an OZG-5", _model="OZG-5")
U("unans_model_outside", TM, "pipe capacity TM-600", _model="TM-600")
U("unans_model_outside", TM, "spindle speed ranges of the TM-250H", _model="TM-250H")
U("unans_model_outside", QG, "can the TM-150 thread 2 inch pipe according to the quick guide?", _model="TM-150")

# ---- unans_nonexistent_code (7)
U("unans_nonexistent_code", KH, "KH-30 showing F19, what does it mean", variant="KH-30", _code="F19")
U("unans_nonexistent_code", KH, "fault F24 on the brazing generator - remedy?", _code="F24")
U("unans_nonexistent_code", KH, "what is error E3 on a KH-50", variant="KH-50", _code="E3", _elsewhere=True)
U("unans_nonexistent_code", OZ, "meaning of alarm A-120 on OZG", _code="A-120")
U("unans_nonexistent_code", OZ, "ozone generator panel shows F09, what now", _code="F09", _elsewhere=True)
U("unans_nonexistent_code", TM, "E12 on the BTC-2 display", variant="TM-400H", _code="E12")
U(
    "unans_nonexistent_code",
    TM,
    "TM-400H controller reports T-110 - what's the fix",
    variant="TM-400H",
    _code="T-110",
    _elsewhere=True,
)

# ---- unans_other_condition (6)
U(
    "unans_other_condition",
    OZ,
    "OZG-20 ozone output if the cooling water is at 25 °C rather than the rating condition",
    variant="OZG-20",
)
U("unans_other_condition", KH, "KH-50 duty cycle at 45 deg C ambient", variant="KH-50")
U("unans_other_condition", KH, "coolant conductivity limit measured at 50 °C (not corrected to 25)")
U("unans_other_condition", TM, "TM-400 spindle speed under full cutting load", variant="TM-400")
U(
    "unans_other_condition",
    OZ,
    "specific energy use of an OZG-20 counting the oxygen concentrator as well, kWh/kg",
    variant="OZG-20",
)
U(
    "unans_other_condition",
    KH,
    "pressure drop across a KH-30 at maximum pump flow (not at the minimum flow)",
    variant="KH-30",
)

# ---- unans_min_only_max (6)
U("unans_min_only_max", KH, "minimum coolant pressure for KH-50?", variant="KH-50")
U("unans_min_only_max", OZ, "lowest allowed cooling water inlet temperature for the OZG")
U("unans_min_only_max", OZ, "min cooling water supply pressure OZG")
U("unans_min_only_max", TM, "what's the minimum free play the die head clamp lever should have")
U("unans_min_only_max", KH, "what's the lowest glycol percentage allowed in the KH coolant")
U("unans_min_only_max", OZ, "minimum ozone outlet pressure for OZG-40", variant="OZG-40")

# ---- unans_unexplained_why (6)
U("unans_unexplained_why", KH, "why does the KH-30 have a higher output frequency range than the KH-50?")
U("unans_unexplained_why", KH, "why is F05 limited to two resets before lockout")
U("unans_unexplained_why", OZ, "why does the OZG room need at least 6 air changes an hour")
U("unans_unexplained_why", OZ, "why has the ambient ozone monitor got to be calibrated every 6 months")
U("unans_unexplained_why", TM, "why must the chasers always be swapped as a complete set")
U(
    "unans_unexplained_why",
    TM,
    "Why is the foot switch cable on the TM-400H replaced every 24 months when the other two models only do it on condition?",
    variant="TM-400H",
)

# ---- unans_swapped_number (5)
U("unans_swapped_number", KH, "what is part 7440-560 in the KH parts list", _number="7440-560", _real="7440-650")
U(
    "unans_swapped_number",
    KH,
    "KH part no 7410-130 - what is it and how many per unit",
    _number="7410-130",
    _real="7410-310",
)
U("unans_swapped_number", OZ, "what is OZG part 30-5210", _number="30-5210", _real="30-5120")
U("unans_swapped_number", TM, "TM part 62-4140, what's that for", _number="62-4140", _real="62-4410")
U("unans_swapped_number", TM, "which machines use part 99-1071", _number="99-1071", _real="99-1017")

# ---- unans_bulletin_out_of_range (5)
U(
    "unans_bulletin_out_of_range",
    KHSB,
    "SB-KH-019 labour allowance for KH-30 KT3012400",
    product=KHP,
    variant="KH-30",
    serial=3012400,
)
U(
    "unans_bulletin_out_of_range",
    KHSB,
    "flow switch function test interval per the bulletin, KH-30 serial KT3013099",
    product=KHP,
    variant="KH-30",
    serial=3013099,
)
U(
    "unans_bulletin_out_of_range",
    KHSB,
    "S4 retrofit kit number for KT3011999",
    product=KHP,
    variant="KH-30",
    serial=3011999,
)
U(
    "unans_bulletin_out_of_range",
    TMSB,
    "standard time for the SB-TM-07 bushing job on BW2105200",
    product=TMP,
    variant="TM-400",
    serial=2105200,
)
U(
    "unans_bulletin_out_of_range",
    TMSB,
    "pressing mandrel part number for the bushing bulletin, TM-400H BW2200999",
    product=TMP,
    variant="TM-400H",
    serial=2200999,
)

# ---- unans_other_model (3)
U("unans_other_model", OZ, "part no. of the 300 mm dielectric tube for OZG-40", variant="OZG-40")
U("unans_other_model", TM, "dual channel foot switch part number for a TM-250", variant="TM-250")
U("unans_other_model", KH, "part number of the 0.55 kW coolant pump for the KH-50", variant="KH-50")

# ---- unans_bulletin_excluded_model (2)
U(
    "unans_bulletin_excluded_model",
    KHSB,
    "which retrofit kit does SB-KH-019 call for on KH-50 serial KT3012210",
    product=KHP,
    variant="KH-50",
    serial=3012210,
)
U(
    "unans_bulletin_excluded_model",
    TMSB,
    "SB-TM-07 warranty claim code for my TM-250, BW2104800",
    product=TMP,
    variant="TM-250",
    serial=2104800,
)

# ---- unans_before_first_revision (2)
U("unans_before_first_revision", KH, "particle filter change interval on KH generators?", as_of="2019-02-10")
U("unans_before_first_revision", OZ, "OZG-20 cooling water minimum flow", as_of="2021-11-15", variant="OZG-20")

# ---- unans_code_later_revision (2)
U("unans_code_later_revision", KH, "what does F17 mean on a KH", as_of="2021-06-01", _code="F17")
U("unans_code_later_revision", KH, "KH-50 showing F17 - remedy?", as_of="2020-01-20", variant="KH-50", _code="F17")

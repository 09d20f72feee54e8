# ruff: noqa: E501
"""Hand-written questions for the s19 evaluation set.

Written in logical order; generate.py shuffles them with a fixed seed and assigns ids s19-001..s19-200.
Extra keys used only by check_keys.py (never written to qa.jsonl):
  probe      - strings that must NOT occur in the target document (for the revision in force, for
               unans_code_later_revision), e.g. a non-existent code or a swapped part number;
  exists_in  - for unans_nonexistent_code: the other document in which the code does exist.
"""

MM = "TWS-MM-0450"
BLS = "BLS-SM-2208"
OKT = "OKT-SM-0716"
SBT = "TWS-SB-2023-07"
SBO = "OKT-SB-0719"
TD = "TWS-TD-0101"
QG = "OKT-QG-0032"
MD = "hydra-dock_field_notes.md"
TXT = "hx50_weekly_inspection_card.txt"

P_HX = "HX-50 Series Intensifier Pump"
P_HD = "Hydra-Dock HD Series Dock Leveller"
P_VC = "VaporChef VC Combi Steamer"
PRODUCT = {MM: P_HX, SBT: P_HX, TD: P_HX, BLS: P_HD, OKT: P_VC, SBO: P_VC, QG: P_VC}

QUESTIONS = []


def A(kind, doc, page, answers, question, **kw):
    q = {"question": question, "document": doc, "page": page, "answers": answers, "answerable": True, "kind": kind}
    if doc in PRODUCT and ("variant" in kw or "serial" in kw or kind == "bulletin"):
        q["product"] = PRODUCT[doc]
    q.update(kw)
    QUESTIONS.append(q)


def U(kind, doc, question, **kw):
    q = {"question": question, "document": doc, "page": None, "answers": [], "answerable": False, "kind": kind}
    if doc in PRODUCT and ("variant" in kw or "serial" in kw):
        q["product"] = PRODUCT[doc]
    q.update(kw)
    QUESTIONS.append(q)


# =====================================================================================================
# ANSWERABLE (120)
# =====================================================================================================

# ---- table_value (16) -------------------------------------------------------------------------------
A("table_value", MM, 3, ["7.6 L/min"], "hx-50d flow out at normal working pressure? l/min", variant="HX-50D")
A(
    "table_value",
    MM,
    3,
    ["37 kW"],
    "What size main motor is fitted on the single intensifer HX-50, in kW?",
    variant="HX-50",
)
A("table_value", MM, 3, ["300 L"], "oil tank volume on the dual pump (50D)", variant="HX-50D")
A(
    "table_value",
    MM,
    4,
    ["Polyurea NLGI 2", "TW-GP2"],
    "what grease goes in the main motor bearings on these trevanne pumps",
)
A("table_value", BLS, 3, ["3,500 mm"], "platform length hd100", variant="HD-100")
A("table_value", BLS, 3, ["1.1 kW"], "power pack motor - how many kW on an HD-80 leveller?", variant="HD-80")
A("table_value", BLS, 4, ["11 L/min"], "at what flow does the velocity fuse shut off on the HD-80", variant="HD-80")
A(
    "table_value",
    BLS,
    4,
    ["HVLP 15"],
    "Which hydraulic oil should go into a Hydra-Dock that is installed at a freezer warehouse?",
)
A("table_value", OKT, 3, ["9.0 L"], "how many litres does the steam generator hold in a VC-101", variant="VC-101")
A("table_value", OKT, 3, ["3 x 63 A"], "fuse rating needed for vc201 (400V 3N)", variant="VC-201")
A("table_value", OKT, 4, ["120 s"], "factory default for how often the fan flips direction on a vaporchef")
A("table_value", OKT, 3, ["63 mm"], "shelf spacing in the 20-tray VaporChef?", variant="VC-201")
A("table_value", QG, 1, ["90 min"], "how long does the medium clean take on the combi")
A(
    "table_value",
    QG,
    1,
    ["150 min"],
    "We do a heavy degrease on fridays with the Strong programme. Roughly how long is the oven out of action "
    "for that cycle?",
)
A("table_value", MD, 1, ["21 s"], "Mabaso notes - what lowering time was measured on the HD-80 at Coldline door 4?")
A(
    "table_value",
    TXT,
    1,
    ["HX-50D: 18 to 21 /min per intensifier"],
    "weekly card: normal stroke rate range for a 50D at full flow",
)

# ---- spec_limit (12) --------------------------------------------------------------------------------
A("spec_limit", MM, 3, ["25 \u00b0C"], "max inlet water temp for hx-50?")
A("spec_limit", MM, 3, ["4,350 bar"], "At what HP outlet pressure does the pump actually trip out (not just alarm)?")
A("spec_limit", MM, 3, ["200 mg/L"], "TDS limit feed water hx50")
A("spec_limit", MM, 3, ["140 \u00b0C"], "motor winding temp - when does the warning (alarm) come on")
A("spec_limit", BLS, 4, ["140 bar"], "relief valve setting HD-60?", variant="HD-60")
A(
    "spec_limit",
    BLS,
    4,
    ["-20 \u00b0C to +40 \u00b0C"],
    "ambient temp range when running the normal (non cold store) oil in a hydra-dock",
)
A("spec_limit", OKT, 3, ["7 \u00b0dH"], "whats the max water hardness allowed for the combi steamer")
A("spec_limit", OKT, 3, ["1.5 bar"], "minimum water flow pressure for a VC-61", variant="VC-61")
A("spec_limit", OKT, 3, ["60 mg/L"], "chloride max in supply water - vaporchef")
A("spec_limit", TXT, 1, ["hotter than 45 C"], "HX50 weekly checks: at what attenuator body temperature do I report it?")
A("spec_limit", TD, 6, ["4,300 bar"], "what pressure is the attenuator vessel designed for (principle of op doc)?")
A(
    "spec_limit",
    QG,
    1,
    ["70 \u00b0C"],
    "above what cavity temp does the oven cool itself down before a cleaning cycle starts",
)

# ---- revision_value (10, all with as_of) ------------------------------------------------------------
A(
    "revision_value",
    MM,
    4,
    ["400 h"],
    "HP seal change interval (hours) on the hx-50 per the manual in force 1 Apr 2019",
    as_of="2019-04-01",
)
A("revision_value", MM, 5, ["270 Nm"], "end cap bolt torque M20, manual as of 31 Oct 2020", as_of="2020-10-31")
A(
    "revision_value",
    MM,
    5,
    ["285 Nm"],
    "What torque did the manual give for the hydraulic end-cap bolts on 1 Nov 2020?",
    as_of="2020-11-01",
)
A("revision_value", MM, 3, ["60 \u00b0C"], "oil temperature trip point hx50 on 14/07/2022", as_of="2022-07-14")
A("revision_value", MM, 3, ["57 \u00b0C"], "oil temp trip setting, 15 July 2022", as_of="2022-07-15")
A("revision_value", MM, 3, ["2.8 bar"], "min inlet water press at the filter housing (june 2021)", as_of="2021-06-10")
A(
    "revision_value",
    MM,
    3,
    ["2.5 bar"],
    "what was the lowest permitted inlet water pressure back in December 2019",
    as_of="2019-12-02",
)
A(
    "revision_value",
    MM,
    4,
    ["1,000 h"],
    "how many hrs between hydraulic oil filter element changes - end of may 2022",
    as_of="2022-05-31",
)
A(
    "revision_value",
    MM,
    5,
    ["110 Nm"],
    "torque for the outlet check valve body on the HP side, jan 2023",
    as_of="2023-01-20",
)
A("revision_value", MM, 8, ["TW-40211-C"], "part number of the HP seal kit in sept 2022", as_of="2022-09-01")

# ---- bulletin (16) ----------------------------------------------------------------------------------
A(
    "bulletin",
    SBT,
    1,
    ["310 Nm"],
    "HX-50 s/n TW5012200 - what's the end cap bolt torque now?",
    variant="HX-50",
    serial=5012200,
)
A(
    "bulletin",
    SBT,
    1,
    ["350 h"],
    "seal change interval for our HX-50, serial TW5013650",
    variant="HX-50",
    serial=5013650,
)
A("bulletin", SBT, 1, ["TW-40211-F"], "which seal kit do i order for hx-50 TW5012555", variant="HX-50", serial=5012555)
A(
    "bulletin",
    SBT,
    1,
    ["after 4 h"],
    "after a seal swap on HX-50 #TW5013401, when do I go back and re-torque the gland nut",
    variant="HX-50",
    serial=5013401,
)
A(
    "bulletin",
    SBT,
    1,
    ["30 September 2023"],
    "deadline for doing the forged end cap bulletin on TW5012899?",
    variant="HX-50",
    serial=5012899,
)
A(
    "bulletin",
    SBT,
    1,
    ["letter F next to the lifting eye"],
    "how can I tell whether the end cap on pump TW5012731 is the forged type",
    variant="HX-50",
    serial=5012731,
)
A(
    "bulletin",
    SBT,
    1,
    ["W-HX23-07"],
    "warranty claim code for the end cap / seal bulletin work, HX-50 TW5013520",
    variant="HX-50",
    serial=5013520,
)
A(
    "bulletin",
    SBT,
    1,
    ["TW-L07"],
    "what sticker goes on the data plate after doing the bulletin? hx50 sn TW5012300",
    variant="HX-50",
    serial=5012300,
)
A(
    "bulletin",
    SBO,
    1,
    ["OK-V233-R2"],
    "part no for the new drain valve, VC-101 serial OV7104500",
    variant="VC-101",
    serial=7104500,
)
A(
    "bulletin",
    SBO,
    2,
    ["3.0 Nm"],
    "tightening torque for the drain valve screws, VC-201 OV7107480",
    variant="VC-201",
    serial=7107480,
)
A("bulletin", SBO, 2, ["2.5 Nm"], "quench hose clamp torque on VC-101 s/n OV7105999", variant="VC-101", serial=7105999)
A(
    "bulletin",
    SBO,
    1,
    ["black cap with the marking R2"],
    "vc201 OV7107200 - how do I recognise a drain valve that's already the fixed version?",
    variant="VC-201",
    serial=7107200,
)
A(
    "bulletin",
    SBO,
    2,
    ["1.0 h"],
    "labour time allowed for the drain valve bulletin on a VC-201 (OV7105020)",
    variant="VC-201",
    serial=7105020,
)
A(
    "bulletin",
    SBO,
    2,
    ["empty within 45 s"],
    "I've fitted the new drain valve on a VC-101, OV7104833. How quickly does the generator have to drain in the T6 test?",
    variant="VC-101",
    serial=7104833,
)
A(
    "bulletin",
    SBO,
    2,
    ["31 December 2024"],
    "until when can I claim warranty (W-0719) on VC-101 OV7105410",
    variant="VC-101",
    serial=7105410,
)
A(
    "bulletin",
    SBO,
    1,
    ["OK-C018"],
    "quench hose clamp part number for a VC-201, OV7104999",
    variant="VC-201",
    serial=7104999,
)

# ---- explanation (13; 10 from the theory prose) -----------------------------------------------------
A(
    "explanation",
    TD,
    2,
    ["raising the oil pressure raises the water pressure"],
    "why is the hydraulic relief setting tied so closely to the max water pressure on the hx-50?",
)
A(
    "explanation",
    TD,
    2,
    ["several hundred bar at every stroke"],
    "what would happen to the outlet pressure if the attenuator wasnt there",
)
A(
    "explanation",
    TD,
    2,
    ["earliest sign of internal leakage"],
    "why does the controller bother keeping an eye on the stroke rate?",
)
A(
    "explanation",
    TD,
    2,
    ["small vapour bubbles form in the cylinder", "This cavitation erodes the check valve seats"],
    "whats the point of the booster pump keeping a minimum inlet pressure - what goes wrong if it's too low",
)
A(
    "explanation",
    TD,
    3,
    ["soon cuts a leak path"],
    "why bother with the 0.45 micron filter, what does dirt actually do to the check valves",
)
A(
    "explanation",
    TD,
    3,
    ["aggressive towards stainless steel"],
    "can't we just feed the intensifier fully deionised water? why not",
)
A(
    "explanation",
    TD,
    3,
    ["gives the seal time to seat evenly"],
    "reason for ramping the pressure up in stages after fitting new HP seals?",
)
A(
    "explanation",
    TD,
    3,
    ["worn backup ring with an enlarged gap"],
    "Why do the backup ring and hoop ring have to be changed along with the seal - why not only the seal itself?",
)
A(
    "explanation",
    TD,
    4,
    ["always in the middle of a delivery stroke"],
    "why are the 2 intensifiers on a 50D run half a stroke apart from each other",
)
A(
    "explanation",
    TD,
    4,
    ["the cap tilts and clamps the cylinder slightly out of line"],
    "what's the reason for tightening the end cap criss-cross in 3 goes instead of just going round",
)
A(
    "explanation",
    BLS,
    4,
    ["the fuse closes and the platform stops"],
    "what is the velocity fuse actually for on a dock leveller",
)
A(
    "explanation",
    OKT,
    3,
    ["The level probes need a minimum conductivity to detect water"],
    "why can't the combi run on fully demineralised / RO water?",
)
A("explanation", MD, 1, ["water in the sensor plug"], "why do the levellers in the cold stores keep throwing P07")

# ---- code_meaning (8) -------------------------------------------------------------------------------
A("code_meaning", MM, 8, ["No proximity switch signal within 4 s"], "E17 on the HMI, what does it mean")
A("code_meaning", MM, 8, ["Cooling flow switch open for 10 s"], "hx50 alarm E22?")
A("code_meaning", MM, 7, ["stroking faster than the limit expected"], "what does E14 indicate on the intensifier")
A("code_meaning", BLS, 7, ["Lip sensor not made within 8 s"], "leveller display says P05 - meaning?")
A("code_meaning", BLS, 7, ["outside 0.5 to 4.5 V"], "P07 fault on a hydra dock, what is it telling me")
A("code_meaning", OKT, 7, ["two door switch channels disagree"], "Err 25 combi oven meaning")
A("code_meaning", OKT, 7, ["not empty 90 s after the drain valve has opened"], "what triggers Err 36 on the VaporChef?")
A("code_meaning", OKT, 8, ["drain water is above P-22 + 15 K"], "err45 vaporchef whats it mean")

# ---- code_remedy (8) --------------------------------------------------------------------------------
A(
    "code_remedy",
    MM,
    8,
    ["Water at a weep hole: replace the HP seals", "replace the check valve seat and poppet on that intensifier"],
    "E14 keeps showing on the left intensifier - how do I fix it?",
)
A(
    "code_remedy",
    MM,
    8,
    ["Check the attenuator for an internal leak at its end fittings"],
    "E31 attenuator deviation alarm, what should I check",
    as_of="2024-02-01",
)
A(
    "code_remedy",
    MM,
    7,
    ["Look for external leaks and for oil at the weep holes"],
    "pump tripped on low oil level (E05) - anything to check before I just top it up?",
)
A("code_remedy", BLS, 7, ["Swap two phases at the supply terminals"], "P03 came up after the electrician was in. fix?")
A(
    "code_remedy",
    BLS,
    8,
    ["replace sensor BL-40721", "Check the sensor connector in the pit for water and corrosion"],
    "how to clear a P07 position sensor fault",
)
A(
    "code_remedy",
    OKT,
    8,
    ["under the cap on the rear panel", "Find the cause first"],
    "Err 52 on the steamer, how do i reset it",
)
A("code_remedy", OKT, 7, ["Check the fan wheel for grease build-up"], "fan speed low error (Err 21), what's the fix")
A(
    "code_remedy",
    QG,
    1,
    ["Switch off, wait 10 minutes and switch on again."],
    "kitchen staff here: what are we supposed to do when Err 36 comes up",
)

# ---- procedure_step (7) -----------------------------------------------------------------------------
A(
    "procedure_step",
    MM,
    6,
    ["5 minutes at 2,500 bar"],
    "after new seals, what pressure for the 2nd run-in step and for how long",
)
A(
    "procedure_step",
    MM,
    6,
    ["a quarter turn anticlockwise"],
    "which way + how far do i turn the BDV handle to bleed down",
)
A("procedure_step", BLS, 4, ["clockwise to increase"], "relief valve adjuster: which direction raises the pressure?")
A(
    "procedure_step",
    BLS,
    6,
    ["drive out the pin with a brass drift"],
    "main cylinder swap - how do I get the upper clevis pin out",
)
A(
    "procedure_step",
    OKT,
    4,
    ["at least 50 mm deep"],
    "core probe calibration: how far into the ice water does the probe go",
)
A(
    "procedure_step",
    OKT,
    6,
    ["at least 3 mm all round"],
    "after fitting a new fan wheel what clearance to the baffle should there be",
)
A(
    "procedure_step",
    TXT,
    1,
    ["book a seal change within 24 h of running"],
    "inspection card - weep hole is dripping during the weekly check, what now?",
)

# ---- footnote (8) -----------------------------------------------------------------------------------
A("footnote", MM, 3, ["20 L/min"], "minimum cooling water flow for the HX-50D specifically", variant="HX-50D")
A("footnote", MM, 4, ["18/16/13"], "what oil cleanliness code means I change the oil early regardless of hours?")
A("footnote", MM, 5, ["30 %, 70 % and 100 %"], "end-cap bolt tightening stages - what percentages?")
A("footnote", BLS, 3, ["derate by 25 %"], "capacity reduction for forklifts on solid tyres, hydra dock?")
A(
    "footnote",
    BLS,
    5,
    ["the platform must stop within 75 mm"],
    "velocity fuse yearly test: max allowed drop once V3 is opened",
)
A("footnote", OKT, 3, ["VC-201: 2.0 bar minimum."], "min flow pressure for a VC-201", variant="VC-201")
A(
    "footnote",
    OKT,
    4,
    ["Set P-11 to 120 h"],
    "Hard water site, softener still on order. What should the descale reminder be set to in the meantime?",
)
A("footnote", OKT, 6, ["turn clockwise to loosen"], "fan wheel nut - which way do I turn to loosen it")

# ---- interval (8) -----------------------------------------------------------------------------------
A("interval", MM, 4, ["250 h"], "how often to change the inlet water filter cartridges (hours)")
A("interval", MM, 4, ["4,000 h"], "motor bearing regrease interval hx-50")
A("interval", MM, 4, ["12 months"], "pressure transducer calibration - how often?")
A("interval", MM, 4, ["6,000 h or 2 years"], "oil change interval for the hx50 hydraulics")
A("interval", BLS, 5, ["3 months"], "how often should I grease the lip hinge on a hydra-dock")
A("interval", BLS, 5, ["6 years"], "hydraulic hose replacement interval for the dock levellers?")
A("interval", OKT, 5, ["3 months"], "how often should the electronics compartment air filter on the combi be cleaned")
A("interval", OKT, 5, ["6 months"], "level probe cleaning interval, vaporchef")

# ---- torque (5) -------------------------------------------------------------------------------------
A("torque", MM, 5, ["340 Nm"], "gland nut torque on the HP cylinder")
A("torque", MM, 5, ["68 Nm"], 'torque for a 3/8" HP tube gland?')
A("torque", BLS, 6, ["210 Nm"], "bumper bolt torque HD-100", variant="HD-100")
A("torque", BLS, 6, ["35 Nm"], "how tight does the velocity fuse go into the cylinder port on an HD60", variant="HD-60")
A("torque", OKT, 6, ["22 Nm"], "fan wheel nut torque VC-201", variant="VC-201")

# ---- part_number (6) --------------------------------------------------------------------------------
A("part_number", MM, 8, ["TW-60210"], "proximity switch part no?")
A("part_number", MM, 8, ["TW-50134"], "P/N for the 0.45 micron inlet cartridge")
A("part_number", BLS, 8, ["BL-23013"], "velocity fuse part number for an HD-100", variant="HD-100")
A("part_number", BLS, 8, ["BL-21060"], "main cyl p/n HD-80", variant="HD-80")
A("part_number", OKT, 8, ["OK-D101"], "door gasket part number vc-101", variant="VC-101")
A("part_number", OKT, 8, ["OK-S415"], "spare core probe - what's the part number")

# ---- contents (3) -----------------------------------------------------------------------------------
A("contents", MM, 1, ["Tightening torques 5"], "which page in the HX-50 maintenance manual has the torque table?")
A("contents", BLS, 1, ["Controller codes 7"], "on which page do the P codes start in the dock leveller service manual")
A("contents", TD, 1, ["Key figures and glossary 6"], "page of the glossary in the hx50 principle-of-operation doc")

# =====================================================================================================
# UNANSWERABLE (80)
# =====================================================================================================

# ---- unans_unstated_attribute (19) ------------------------------------------------------------------
U("unans_unstated_attribute", MM, "warranty period on a new HX-50?", probe=["warranty"])
U("unans_unstated_attribute", MM, "IP rating of the hx50 electrical cabinet", probe=["IP54", "IP55", "IP65", "ingress"])
U(
    "unans_unstated_attribute",
    MM,
    "what supply voltage does the HX-50 main motor need",
    probe=["400 V", "415 V", "460 V", "480 V", "690 V"],
)
U("unans_unstated_attribute", MM, "shelf life of the TW-SL2 seal grease once the tin is opened", probe=["shelf life"])
U("unans_unstated_attribute", MM, "whats the torque for the orifice mount on the cutting head")
U("unans_unstated_attribute", MM, "max ambient room temperature the HX-50 may be installed in", probe=["ambient"])
U("unans_unstated_attribute", BLS, "RAL colour of the hydra-dock platform paint", probe=["RAL", "colour"])
U(
    "unans_unstated_attribute",
    MD,
    "field notes: what was the oil temperature at Harbrook when the bumpers got replaced?",
)
U(
    "unans_unstated_attribute",
    BLS,
    "required pit depth for an HD-80 install",
    variant="HD-80",
    probe=["pit depth", "depth"],
)
U(
    "unans_unstated_attribute",
    BLS,
    "how heavy is just the lip on an HD-60?",
    variant="HD-60",
    probe=["lip mass", "lip weight"],
)
U("unans_unstated_attribute", BLS, "how many years warranty do Hydra-Dock levellers come with", probe=["warranty"])
U(
    "unans_unstated_attribute",
    OKT,
    "water consumption per hour in steam mode on a VC-101",
    variant="VC-101",
    probe=["consumption"],
)
U("unans_unstated_attribute", TXT, "weekly inspection card: what torque do the HP tube clamps get?", probe=["Nm"])
U(
    "unans_unstated_attribute",
    OKT,
    "for the HVAC guys - how much heat does a VC-201 give off into the kitchen while cooking?",
    variant="VC-201",
    probe=["heat emission", "heat output", "latent", "sensible heat"],
)
U("unans_unstated_attribute", OKT, "thickness of the door glass on the vaporchef", probe=["glass"])
U("unans_unstated_attribute", TD, "what is the attenuator vessel actually made of, material-wise?")
U("unans_unstated_attribute", QG, "what brand / product code are the cleaner tabs we should buy", probe=["OK-"])
U("unans_unstated_attribute", SBT, "how much heavier is the forged end cap than the old cast one? (SB 2023-07)")
U("unans_unstated_attribute", SBO, "which supplier made the faulty batch of drain valves")

# ---- unans_negated_premise (10) ---------------------------------------------------------------------
U("unans_negated_premise", MM, "which PTFE tape should I use on the high pressure threads")
U("unans_negated_premise", MM, "procedure for cracking the end cap loose while the system is still pressurised?")
U("unans_negated_premise", MM, "how should I clean the old backup rings so they can go back in")
U("unans_negated_premise", MM, "what grade of hydraulic oil do I smear on the new HP seal before fitting it")
U("unans_negated_premise", BLS, "how do I bridge the door interlock temporarily while I'm testing the leveller")
U(
    "unans_negated_premise",
    BLS,
    "my leveller is really slow - how many bar over the table value can I wind the relief up to speed it up?",
)
U("unans_negated_premise", BLS, "steps for using the dock leveller to raise a pallet up to truck bed height")
U("unans_negated_premise", OKT, "best way to jumper out the door switch for testing on a VC-101", variant="VC-101")
U("unans_negated_premise", OKT, "which oven cleaner spray is ok to use on the door gasket")
U("unans_negated_premise", QG, "what pressure should the hose be set to when rinsing down the control panel")

# ---- unans_model_outside (7) ------------------------------------------------------------------------
U("unans_model_outside", MM, "HX-80 delivery flow at normal working pressure?", variant="HX-80")
U("unans_model_outside", MM, "main motor kW on an HX-30?", variant="HX-30")
U("unans_model_outside", BLS, "relief valve pressure for a HD-120", variant="HD-120")
U("unans_model_outside", BLS, "lip length on the HD-40 leveller", variant="HD-40")
U("unans_model_outside", OKT, "fuse size for a VC-41 combi", variant="VC-41")
U("unans_model_outside", OKT, "gas burner rating of the VC-101G (gas version)", variant="VC-101G")
U("unans_model_outside", QG, "number of tabs for a strong clean on a VC-401", variant="VC-401")

# ---- unans_nonexistent_code (7) ---------------------------------------------------------------------
U("unans_nonexistent_code", MM, "hx-50 showing E10, what does that mean", probe=["E10"])
U("unans_nonexistent_code", MM, "intensifier HMI shows P03 - remedy?", probe=["P03"], exists_in=BLS)
U("unans_nonexistent_code", MM, "Err 34 on the waterjet pump, what is it", probe=["Err 34"], exists_in=OKT)
U("unans_nonexistent_code", BLS, "dock leveller display reads P10. meaning?", probe=["P10"])
U("unans_nonexistent_code", BLS, "what does E22 mean on a hydra-dock panel", probe=["E22"], exists_in=MM)
U("unans_nonexistent_code", OKT, "Err 33 on the combi steamer - cause?", probe=["Err 33"])
U("unans_nonexistent_code", OKT, "vaporchef error 47 what to do", probe=["Err 47", "error 47"])

# ---- unans_other_condition (6) ----------------------------------------------------------------------
U("unans_other_condition", MM, "end cap bolt torque if the threads are dry (no anti-seize on them)")
U(
    "unans_other_condition",
    BLS,
    "how long should an HD-80 take to raise fully when it's -20 C in the pit",
    variant="HD-80",
)
U(
    "unans_other_condition",
    BLS,
    "full load motor current for the HD-80 on a 460 V 60 Hz supply",
    variant="HD-80",
    probe=["60 Hz", "460 V"],
)
U("unans_other_condition", OKT, "max static water pressure (no flow) at the combi connection")
U("unans_other_condition", OKT, "what should the core probe read in boiling water when calibrating it")
U(
    "unans_other_condition",
    MM,
    "outlet flow of the single HX-50 when it is running at 4150 bar rather than nominal",
    variant="HX-50",
)

# ---- unans_min_only_max (6) -------------------------------------------------------------------------
U("unans_min_only_max", MM, "minimum TDS for hx50 feed water")
U("unans_min_only_max", MM, "lowest allowed cooling water inlet temp for the intensifier")
U("unans_min_only_max", MM, "min silica content in the inlet water?")
U("unans_min_only_max", OKT, "minimum chloride in the vaporchef supply water")
U("unans_min_only_max", OKT, "lowest water supply temperature allowed for the combi")
U("unans_min_only_max", OKT, "minimum free chlorine level for the steamer water supply")

# ---- unans_unexplained_why (6) ----------------------------------------------------------------------
U("unans_unexplained_why", MM, "why does the pressure transducer need calibrating every 12 months")
U("unans_unexplained_why", MM, "why shouldn't you mix different brands of hydraulic oil in the HX-50")
U("unans_unexplained_why", BLS, "on P03 why must the phases be swapped at the supply and never at the motor end?")
U("unans_unexplained_why", BLS, "why do the hoses have to be renewed every 6 years even when they look fine")
U("unans_unexplained_why", OKT, "why is the fan wheel nut single use only")
U("unans_unexplained_why", OKT, "why does the convection fan reverse direction every couple of minutes")

# ---- unans_swapped_number (5) -----------------------------------------------------------------------
U("unans_swapped_number", MM, "what is part TW-40130 used for", probe=["TW-40130"])
U("unans_swapped_number", MM, "what does step 21 of the HP seal replacement say?", probe=["step 21"])
U("unans_swapped_number", BLS, "whats part number BL-21006", probe=["BL-21006"])
U("unans_swapped_number", OKT, "default value of parameter P-13 on the vaporchef", probe=["P-13"])
U("unans_swapped_number", OKT, "which model is door gasket OK-D110 for", probe=["OK-D110"])

# ---- unans_bulletin_out_of_range (5) ----------------------------------------------------------------
U(
    "unans_bulletin_out_of_range",
    SBT,
    "HX-50 TW5012199: new end-cap torque per the forged cap bulletin?",
    variant="HX-50",
    serial=5012199,
)
U(
    "unans_bulletin_out_of_range",
    SBT,
    "does the seal interval change for HX-50 serial TW5012900 - what's the bulletin value",
    variant="HX-50",
    serial=5012900,
)
U("unans_bulletin_out_of_range", SBT, "seal kit per the bulletin for HX-50 TW5013651", variant="HX-50", serial=5013651)
U(
    "unans_bulletin_out_of_range",
    SBO,
    "drain valve screw torque for VC-101 OV7106000 under the drain valve bulletin",
    variant="VC-101",
    serial=7106000,
)
U(
    "unans_bulletin_out_of_range",
    SBO,
    "VC-201 OV7107199 - allowed labour time for the drain valve bulletin",
    variant="VC-201",
    serial=7107199,
)

# ---- unans_other_model (3) --------------------------------------------------------------------------
U("unans_other_model", BLS, "pit heater kit part number for the HD-60", variant="HD-60")
U("unans_other_model", OKT, "torque on the lower fan motor bracket, VC-101", variant="VC-101")
U("unans_other_model", MM, "part no of the phase synchroniser module for the single HX-50", variant="HX-50")

# ---- unans_bulletin_excluded_model (2) --------------------------------------------------------------
U(
    "unans_bulletin_excluded_model",
    SBT,
    "HX-50D serial TW5012500 - revised end cap torque from the bulletin?",
    variant="HX-50D",
    serial=5012500,
)
U(
    "unans_bulletin_excluded_model",
    SBO,
    "VC-61 OV7105100: which drain valve part do I fit per the bulletin",
    variant="VC-61",
    serial=7105100,
)

# ---- unans_before_first_revision (2) ----------------------------------------------------------------
U(
    "unans_before_first_revision",
    MM,
    "HP seal replacement interval per the HX-50 manual in Nov 2018",
    as_of="2018-11-20",
)
U(
    "unans_before_first_revision",
    MM,
    "oil filter element interval according to the maintenance manual on 31 March 2019",
    as_of="2019-03-31",
)

# ---- unans_code_later_revision (2) ------------------------------------------------------------------
U(
    "unans_code_later_revision",
    MM,
    "E31 on the HMI, what does it mean? (manual in force March 2021)",
    as_of="2021-03-15",
    probe=["E31"],
)
U("unans_code_later_revision", MM, "remedy for code E31, per the jan 2020 manual", as_of="2020-01-10", probe=["E31"])

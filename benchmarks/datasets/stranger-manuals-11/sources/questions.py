# ruff: noqa: E501
"""Hand-written questions for stranger-manuals-11.

Each entry: doc (sidecar key, or file name for .md/.txt), page (page id inside the
revision in force, None when unanswerable), answers (verbatim spans, [] when
unanswerable), kind, question, and optional as_of / product / variant / serial.
generate.py shuffles them with a fixed seed and numbers them s11-001..s11-200.
"""

GLW = "GLW-TM-SM"
KSC = "KSC-ORV-SM"
HAM = "HAM-RB-WM"
OLC = "OLC-SB-23-07"
VTM = "VTM-FSB-0117"
AQS = "AQS-LX-LSM"
AVB = "AVB-CMM-32-42-41"
PYR = "pyroline-hx125-consumables-guide.md"
MAR = "marwick-fx78-folder-jam-notes.txt"

P_GLW = "Glacewell Tessera modular cube ice machine"
P_KSC = "Kestrin Orvane R refrigerated centrifuge"
P_HAM = "Harrowby RB round baler"
P_OLC = "Orsanto SD slewing drive"
P_VTM = "Veltrane CareFrame 5 hospital bed"
P_AQS = "Aqualis Lumatrix LX UV reactor"
P_AVB = "Aerovance main wheel brake assembly 2-1587"


def q(doc, page, answers, kind, question, **extra):
    item = {
        "doc": doc,
        "page": page,
        "answers": answers,
        "kind": kind,
        "question": question,
    }
    item.update(extra)
    return item


def na(doc, kind, question, **extra):
    return q(doc, None, [], kind, question, **extra)


QUESTIONS = [
    # ------------------------------------------------------------------
    # Glacewell Tessera ice machines - answerable (30)
    # ------------------------------------------------------------------
    q(
        GLW,
        "techdata",
        ["205 kg/24 h"],
        "table_value",
        "tm-460 ice output per day at 21 air / 10 water?",
        product=P_GLW,
        variant="TM-460",
    ),
    q(
        GLW,
        "techdata",
        ["309 kg/24 h"],
        "table_value",
        "TM880 production in hot conditions, 32C room and 21C water",
        variant="TM-880",
    ),
    q(GLW, "techdata", ["94 kg"], "table_value", "how heavy is a TM-610 head net", variant="TM-610"),
    q(GLW, "techdata", ["145 g"], "table_value", "r290 charge tm320", product=P_GLW, variant="TM-320"),
    q(
        GLW,
        "techdata",
        ["about 6 l/min"],
        "footnote",
        "water cooled tessera - how much extra condenser water does it use on top of the ice water?",
    ),
    q(
        GLW,
        "techdata",
        ["TM-880: current per phase at 400 V"],
        "footnote",
        "is the 5.2 A rating on the TM-880 total or per phase",
        variant="TM-880",
    ),
    q(GLW, "techdata", ["43 °C"], "spec_limit", "max room temp a tessera ice maker is rated for"),
    q(GLW, "install", ["200 mm"], "spec_limit", "clearance behind an air cooled tessera?"),
    q(
        GLW,
        "sequence",
        ["40 min"],
        "spec_limit",
        "how long can a TM-610 freeze before it gives up with E21",
        variant="TM-610",
    ),
    q(GLW, "sequence", ["3.0 min"], "spec_limit", "tm 320 harvest time limit", variant="TM-320"),
    q(
        GLW,
        "sequence",
        ["SW2"],
        "setting",
        "which dip switch flips the display to fahrenheit on the tessera controller",
    ),
    q(
        GLW,
        "clean",
        ["300 ml for TM-610 and TM-880"],
        "procedure_step",
        "how much scaleaway do i pour into the sump when descaling a TM-610",
        variant="TM-610",
    ),
    q(
        GLW,
        "clean",
        ["switch off and remove the curtain, the distribution tube and the float switch"],
        "procedure_step",
        "cleaning program - display just went from CL to SA, what now?",
    ),
    q(GLW, "pump", ["6 mm"], "procedure_step", "new ice thickness probe, what gap to the grid face"),
    q(GLW, "faults", ["Sump not full within 120 s"], "code_meaning", "tessera E31 meaning"),
    q(
        GLW,
        "faults",
        ["Fit a remineralising cartridge or set SW3 ON"],
        "code_remedy",
        "E44 keeps coming up on our TM-460 fed from an RO unit - fix?",
        variant="TM-460",
    ),
    q(GLW, "faults", ["Replace sensor T2"], "code_remedy", "E52 ice machine what do i replace"),
    q(
        GLW,
        "faults",
        ["more than 7 s"],
        "footnote",
        "how long does the curtain have to stay open before the tessera throws E60",
    ),
    q(
        GLW,
        "theory2",
        ["becomes more concentrated with every minute of freezing", "scale formed on the grid"],
        "explanation",
        "why does the ice machine dump all the sump water at every harvest instead of just topping it up? seems wasteful",
    ),
    q(
        GLW,
        "theory1",
        ["starve the evaporator early in the cycle and flood it late in the cycle", "keep the superheat"],
        "explanation",
        "why a TXV on these and not a cheap cap tube",
    ),
    q(
        GLW,
        "theory3",
        ["the discharge pressure stays high", "shortens the harvest"],
        "explanation",
        "why does the condenser fan stop during harvest on the tessera",
    ),
    q(
        GLW,
        "theory3",
        ["ice has piled up against it in a full bin", "needs no separate bin thermostat"],
        "explanation",
        "how does the tessera know the bin is full if there's no bin stat",
    ),
    q(
        GLW,
        "theory2",
        [
            "it can tell a probe that never saw water from a freeze that merely lasted too long",
            "conduct too poorly for the probe to notice it",
        ],
        "explanation",
        "with reverse osmosis water why do we get E44 and not E21",
    ),
    q(
        GLW,
        "theory3",
        ["moves less refrigerant per stroke", "sensible heat"],
        "explanation",
        "explain why ice production drops so much in a hot kitchen in summer",
    ),
    q(GLW, "parts", ["GW-60745"], "part_number", "condenser fan motor part # for TM-460", variant="TM-460"),
    q(GLW, "torque", ["12 Nm"], "torque", "compressor mount bolt torque, tessera"),
    q(
        GLW,
        "maint",
        ["Every 6 months", "25,000 l"],
        "interval",
        "how often should the water filter cartridge be swapped on a glacewell",
    ),
    q(
        GLW,
        "maint",
        ["Every 3 months"],
        "interval",
        "hard water site (about 250 mg/l) - how often to clean/sanitise the tessera water system",
    ),
    q(GLW, "contents", ["Torque values"], "contents", "what's in section 7 of the tessera service manual"),
    q(
        GLW,
        "contents",
        ["supplied inside the front panel of each machine"],
        "contents",
        "where do I find the wiring diagram for the tessera, it's not in the contents",
    ),
    # ------------------------------------------------------------------
    # Glacewell - unanswerable (16)
    # ------------------------------------------------------------------
    na(GLW, "unstated_attribute", "torque for the ice thickness probe mounting screw on a TM-460", variant="TM-460"),
    na(GLW, "unstated_attribute", "part number of the float switch tessera"),
    na(GLW, "unstated_attribute", "condenser air filter part no for TM-610", variant="TM-610"),
    na(GLW, "unstated_attribute", "list price of controller board GW-88001"),
    na(GLW, "other_condition", "TM-610 daily ice production at 27 °C air and 15 °C water", variant="TM-610"),
    na(
        GLW,
        "swapped_number",
        "water-cooled TM-880: condenser water flow when the condenser water comes in at 30 °C",
        variant="TM-880",
    ),
    na(GLW, "min_vs_max", "minimum ambient temperature the tessera machines can be installed in"),
    na(GLW, "min_vs_max", "TM-880 minimum harvest time", variant="TM-880"),
    na(GLW, "model_outside", "glacewell TM-1200 ice production per 24 h"),
    na(GLW, "nonexistent_code", "tessera showing E27 - what is it"),
    na(GLW, "nonexistent_code", "what does code E22 mean on a TM-460", variant="TM-460"),
    na(GLW, "unexplained_why", "why does the TM-880 make bigger 28 mm cubes than the rest of the range"),
    na(GLW, "unexplained_why", "why isn't a TM-320 allowed to be stacked?", variant="TM-320"),
    na(
        GLW, "negated_premise", "what dilution of hydrochloric acid should I use to descale the tessera evaporator grid"
    ),
    na(
        GLW,
        "negated_premise",
        "what pressure washer setting is ok for the condenser coil on a TM-610",
        variant="TM-610",
    ),
    na(GLW, "other_model", "part number of the stacking kit for stacking two TM-460 heads", variant="TM-460"),
    # ------------------------------------------------------------------
    # Kestrin Orvane R centrifuge (3 revisions) - answerable (22)
    # ------------------------------------------------------------------
    q(
        KSC,
        "techdata",
        ["10 g"],
        "revision_value",
        "max imbalance allowed between opposite tubes orvane",
        as_of="2022-06-30",
    ),
    q(
        KSC,
        "techdata",
        ["6 g"],
        "revision_value",
        "orvane permissible imbalance opposing positions?",
        as_of="2022-07-01",
    ),
    q(
        KSC,
        "techdata",
        ["15,200 rpm"],
        "revision_value",
        "R24 top speed",
        as_of="2023-12-14",
        product=P_KSC,
        variant="R24",
    ),
    q(
        KSC,
        "techdata",
        ["14,800 rpm"],
        "revision_value",
        "whats the max rpm on the orvane R24",
        as_of="2023-12-15",
        variant="R24",
    ),
    q(KSC, "techdata", ["20,330 x g"], "revision_value", "max rcf R24", variant="R24"),
    q(
        KSC,
        "techdata",
        ["-10 to +40 °C"],
        "revision_value",
        "how cold can the orvane chamber be set",
        as_of="2021-03-01",
    ),
    q(
        KSC,
        "techdata",
        ["-20 to +40 °C"],
        "revision_value",
        "orvane R16 temperature range",
        as_of="2022-09-15",
        variant="R16",
    ),
    q(
        KSC,
        "techdata",
        ["9 min"],
        "revision_value",
        "R16 precool time 22 to 4 degrees",
        as_of="2021-05-10",
        variant="R16",
    ),
    q(
        KSC,
        "rotors",
        ["50,000 cycles"],
        "revision_value",
        "cycle life of the RA-24x2 rotor",
        as_of="2021-11-02",
        variant="R24",
    ),
    q(
        KSC,
        "rotors",
        ["40,000 cycles"],
        "revision_value",
        "how many runs before the RA-24x2 angle rotor must be retired",
        as_of="2023-03-03",
        variant="R24",
    ),
    q(KSC, "maint", ["3.5 Nm"], "revision_value", "rotor nut torque orvane", as_of="2022-01-10"),
    q(KSC, "maint", ["4.0 Nm"], "torque", "torque for the central rotor nut on the Orvane R16", variant="R16"),
    q(KSC, "maint", ["Every 12 months"], "revision_value", "lid lock inspection how often", as_of="2023-06-01"),
    q(
        KSC,
        "maint",
        ["Every 6 months"],
        "interval",
        "service interval for inspecting the lid lock & gas struts on orvane centrifuges",
    ),
    q(
        KSC,
        "maint",
        ["Every 24 months"],
        "revision_value",
        "electrical safety test frequency for the orvane",
        as_of="2021-08-20",
    ),
    q(KSC, "faults", ["Lid lock sensors disagree"], "code_meaning", "orvane E-27 ??", as_of="2023-01-15"),
    q(
        KSC,
        "faults",
        ["connector X9"],
        "code_remedy",
        "E-27 on an R24 - where do i start checking the wiring",
        variant="R24",
    ),
    q(
        KSC,
        "faults",
        ["25 min"],
        "revision_value",
        "E-22 - how long does it wait for the chamber to reach setpoint before alarming",
    ),
    q(
        KSC,
        "faults",
        ["Do not restart", "speed sensor board KS-4471"],
        "code_remedy",
        "centrifuge shows E-14 overspeed, what should I do",
    ),
    q(
        KSC,
        "procedures",
        ["at least 5 minutes"],
        "procedure_step",
        "power cut with samples inside, emergency lid release - how long do i wait after unplugging",
    ),
    q(
        KSC,
        "techdata",
        ["radius 8.3 cm"],
        "footnote",
        "the R24 max RCF figure is calculated at which rotor radius",
        variant="R24",
    ),
    q(KSC, "maint", ["KS-5211"], "part_number", "lid gas strut part number for an R24", variant="R24"),
    # ------------------------------------------------------------------
    # Kestrin - unanswerable (16)
    # ------------------------------------------------------------------
    na(KSC, "before_first_revision", "orvane max imbalance between opposing tubes", as_of="2020-11-20"),
    na(KSC, "before_first_revision", "rotor central nut torque for orvane R24", as_of="2021-02-28", variant="R24"),
    na(KSC, "code_later_revision", "what does E-27 mean on the orvane", as_of="2022-04-12"),
    na(KSC, "code_later_revision", "orvane R16 threw E-27, how do I fix it", as_of="2021-06-30", variant="R16"),
    na(KSC, "nonexistent_code", "orvane centrifuge code E-44"),
    na(KSC, "nonexistent_code", "E-12 on the R24 what does it mean", variant="R24"),
    na(KSC, "model_outside", "max speed of the Orvane R30"),
    na(KSC, "unstated_attribute", "torque for the lid lock actuator screws on orvane"),
    na(KSC, "unstated_attribute", "max RCF for the RA-36x05 rotor", variant="R24"),
    na(KSC, "swapped_number", "R24 pre-cool time down to 4 °C when the lab is at 30 °C", variant="R24"),
    na(KSC, "min_vs_max", "minimum speed setting R16", variant="R16"),
    na(KSC, "negated_premise", "can i pop the orvane lid open while it's still spinning down? need my samples faster"),
    na(KSC, "unexplained_why", "why was the R24 max speed cut to 14,800 rpm in rev C", variant="R24"),
    na(KSC, "unexplained_why", "why does the orvane use R449A refrigerant"),
    na(KSC, "other_condition", "noise level of the R24 when running at 10,000 rpm", variant="R24"),
    na(KSC, "unstated_attribute", "part number for the aerosol-tight lid of the RA-24x2 rotor", variant="R24"),
    # ------------------------------------------------------------------
    # Harrowby RB balers - answerable (22)
    # ------------------------------------------------------------------
    q(HAM, "techdata", ["55 kW"], "table_value", "min tractor kw for a rb-155n", product=P_HAM, variant="RB-155N"),
    q(HAM, "techdata", ["3,340 kg"], "table_value", "how much does the RB-180 weigh", variant="RB-180"),
    q(HAM, "techdata", ["2.00 m"], "table_value", "pickup width rb150", variant="RB-150"),
    q(
        HAM,
        "techdata",
        ["cam clutch 1,400 Nm"],
        "table_value",
        "what driveline protection does the RB-150 have and at what setting",
        variant="RB-150",
    ),
    q(
        HAM,
        "techdata",
        ["HR-9110", "RB-180 only"],
        "footnote",
        "harrowby baler on a 1000 rpm tractor pto - is there a kit, which model",
    ),
    q(
        HAM,
        "techdata",
        ["add 10 kW"],
        "footnote",
        "extra hp needed on a 155N when running with all knives in",
        variant="RB-155N",
    ),
    q(HAM, "tyres", ["2.5 bar"], "spec_limit", "rb-150 tyre pressure for road", variant="RB-150"),
    q(
        HAM,
        "tyres",
        ["1.2 bar"],
        "spec_limit",
        "RB-180 on the optional 500/50-17 flotation tyres - field pressure?",
        variant="RB-180",
    ),
    q(
        HAM,
        "tyres",
        ["1,690 kg"],
        "table_value",
        "nose weight on the hitch for an RB-180 carrying a full bale",
        variant="RB-180",
    ),
    q(
        HAM,
        "tyres",
        ["at least 150 mm"],
        "procedure_step",
        "hitching up the baler, how much pto shaft overlap do i need",
    ),
    q(
        HAM,
        "lube",
        ["First 50 h, then 500 h", "or yearly"],
        "interval",
        "gearbox oil change interval harrowby round baler",
    ),
    q(HAM, "alarms", ["Knife bank position wrong"], "code_meaning", "baleview A-131??", variant="RB-155N"),
    q(
        HAM,
        "alarms",
        ["Check arm sensor gap 3 mm"],
        "code_remedy",
        "twine arm alarm A-112 keeps popping up what do i check",
    ),
    q(
        HAM,
        "alarms",
        ["PTO speed out of range", "below 450 rpm"],
        "code_meaning",
        "A-160 on the baleview terminal means?",
    ),
    q(
        HAM,
        "chains",
        ["102 mm"],
        "procedure_step",
        "main drive chain tensioner spring length on the rb120",
        variant="RB-120",
    ),
    q(HAM, "net", ["95 mm"], "procedure_step", "what should the net brake spring be set to for a normal 1.23 m roll"),
    q(HAM, "torque", ["350 Nm"], "torque", "wheel nut torque RB-180", variant="RB-180"),
    q(HAM, "torque", ["65 Nm"], "torque", "rotor knife holder bolts on the 155N, torque?", variant="RB-155N"),
    q(HAM, "parts", ["HR-3142"], "part_number", "heavy duty pickup tine part number for an RB-180", variant="RB-180"),
    q(
        HAM,
        "parts",
        ["HR-8803"],
        "footnote",
        "does the chain oiler pump come with a filter? if not whats the filter part no",
    ),
    q(HAM, "net", ["160 bar"], "table_value", "density pressure for silage on the rb180", variant="RB-180"),
    q(HAM, "contents", ["4.4"], "contents", "which section of the harrowby workshop manual covers bale density"),
    # ------------------------------------------------------------------
    # Harrowby - unanswerable (14)
    # ------------------------------------------------------------------
    na(HAM, "other_model", "density pressure in bar for hay on the RB-120", variant="RB-120"),
    na(HAM, "model_outside", "bale diameter range of the harrowby RB-200"),
    na(HAM, "nonexistent_code", "BaleView alarm A-145"),
    na(HAM, "nonexistent_code", "baler terminal showing E-11, what does it mean"),
    na(HAM, "swapped_number", "RB-150 tyre pressure for road transport at 50 km/h", variant="RB-150"),
    na(HAM, "min_vs_max", "minimum hydraulic pressure the tractor must supply for an RB-180", variant="RB-180"),
    na(HAM, "unstated_attribute", "torque for the pickup gauge wheel axle bolts"),
    na(
        HAM,
        "negated_premise",
        "can i fit a 10.9 shear bolt on the RB-120 pickup so it stops shearing - what torque then",
        variant="RB-120",
    ),
    na(
        HAM, "unexplained_why", "why is the RB-120 a fixed chamber baler when the others are variable", variant="RB-120"
    ),
    na(HAM, "unexplained_why", "why can only the RB-180 take the 1000 rpm PTO kit"),
    na(HAM, "unstated_attribute", "part number for the net knife that cuts the net (the one in alarm A-104)"),
    na(HAM, "swapped_number", "how much should the main drive chain deflect with a 100 N push"),
    na(HAM, "other_model", "PTO speed for the RB-150 fitted with the 1000 rpm kit", variant="RB-150"),
    na(HAM, "unstated_attribute", "after how many hours should the main drive chain be replaced"),
    # ------------------------------------------------------------------
    # Orsanto slewing drive bulletin - answerable (7)
    # ------------------------------------------------------------------
    q(
        OLC,
        "p1",
        ["OLC-K6072"],
        "bulletin",
        "SD-60 slewing drive s/n OS6021345 - is it in the bolt bulletin and which kit do i order",
        product=P_OLC,
        variant="SD-60",
        serial=6021345,
    ),
    q(
        OLC,
        "p2",
        ["370 Nm"],
        "bulletin",
        "final torque for the new pinion flange bolts, SD-60H serial OS6030220",
        variant="SD-60H",
        serial=6030220,
    ),
    q(
        OLC,
        "p2",
        ["0.45 mm"],
        "bulletin",
        "max allowed pinion backlash SD60 OS6021899",
        variant="SD-60",
        serial=6021899,
    ),
    q(
        OLC,
        "p1",
        ["250 operating hours", "3 months of the issue date"],
        "bulletin",
        "deadline to do the flange bolt bulletin on our SD-60H no. OS6030001",
        variant="SD-60H",
        serial=6030001,
    ),
    q(
        OLC,
        "p1",
        ["3.5 h per drive"],
        "bulletin",
        "labour allowance for bolt replacement on SD-60 6021500",
        variant="SD-60",
        serial=6021500,
    ),
    q(
        OLC,
        "p2",
        ["0.25 to 0.35 mm"],
        "bulletin",
        "what backlash should a new SD-60H have? ours is serial OS6030450",
        variant="SD-60H",
        serial=6030450,
    ),
    q(
        OLC,
        "p1",
        ["W-2307"],
        "bulletin",
        "warranty claim code for the pinion bolt job on SD-60 OS6021100",
        variant="SD-60",
        serial=6021100,
    ),
    # ------------------------------------------------------------------
    # Orsanto - unanswerable (7)
    # ------------------------------------------------------------------
    na(
        OLC,
        "bulletin_out_of_range",
        "which bolt kit do I need for SD-60 serial OS6021950 under the pinion bolt bulletin",
        variant="SD-60",
        serial=6021950,
    ),
    na(
        OLC,
        "bulletin_out_of_range",
        "SD-60H OS6030512 - kit and torque for the bulletin bolt swap",
        variant="SD-60H",
        serial=6030512,
    ),
    na(
        OLC,
        "bulletin_excluded_model",
        "max backlash limit under the bulletin for an SD-45, serial OS6021200",
        variant="SD-45",
        serial=6021200,
    ),
    na(OLC, "bulletin_excluded_model", "replacement bolt kit part number for SD-45 slewing drive", variant="SD-45"),
    na(OLC, "unstated_attribute", "price of bolt kit OLC-K6075"),
    na(
        OLC,
        "negated_premise",
        "fastest way to swap all 12 pinion bolts at once on SD-60 OS6021400",
        variant="SD-60",
        serial=6021400,
    ),
    na(
        OLC,
        "unstated_attribute",
        "part number of a replacement pinion if backlash is over the limit on SD-60H OS6030100",
        variant="SD-60H",
        serial=6030100,
    ),
    # ------------------------------------------------------------------
    # Veltrane CareFrame 5 bulletin (DOCX) - answerable (7)
    # ------------------------------------------------------------------
    q(
        VTM,
        1,
        ["VT-KP-5521"],
        "bulletin",
        "CF5-S bed serial VM230812, which retrofit kit",
        product=P_VTM,
        variant="CF5-S",
        serial=230812,
    ),
    q(
        VTM,
        1,
        ["26 Nm"],
        "bulletin",
        "torque on the new clevis pin screw for a careframe XL, VM240100",
        variant="CF5-XL",
        serial=240100,
    ),
    q(
        VTM,
        1,
        ["35 min"],
        "bulletin",
        "how long per bed to do the backrest retrofit on CF5-XL VM240380",
        variant="CF5-XL",
        serial=240380,
    ),
    q(
        VTM,
        1,
        ["135 kg", "45 s"],
        "bulletin",
        "after fitting the new pin on CF5-S VM231650 what load and max cycle time for the backrest test",
        variant="CF5-S",
        serial=231650,
    ),
    q(
        VTM,
        1,
        ["take the bed out of service", "red DO NOT USE tag"],
        "bulletin",
        "nurse found the clip missing on CF5-S VM230400 before the fix was done - what should happen",
        variant="CF5-S",
        serial=230400,
    ),
    q(
        VTM,
        1,
        ["foot end of the bed frame, below the brake pedal"],
        "bulletin",
        "where is the serial label on a careframe 5 XL (need it for the form), ours starts VM24000..",
        variant="CF5-XL",
        serial=240001,
    ),
    q(
        VTM,
        1,
        ["within 30 days"],
        "bulletin",
        "deadline for sending back the response form, CF5-S VM231000",
        variant="CF5-S",
        serial=231000,
    ),
    # ------------------------------------------------------------------
    # Veltrane - unanswerable (7)
    # ------------------------------------------------------------------
    na(VTM, "bulletin_out_of_range", "retrofit kit needed for CF5-S serial VM231700?", variant="CF5-S", serial=231700),
    na(VTM, "bulletin_out_of_range", "clevis pin screw torque for CF5-XL VM240500", variant="CF5-XL", serial=240500),
    na(
        VTM,
        "bulletin_excluded_model",
        "which kit for the backrest pin fix on our low rise careframe (CF5 LR) VM230900",
        variant="CF5-LR",
        serial=230900,
    ),
    na(VTM, "unstated_attribute", "part number of the backrest service prop on its own"),
    na(
        VTM,
        "swapped_number",
        "max backrest cycle time when testing with 200 kg on the platform, CF5-XL VM240200",
        variant="CF5-XL",
        serial=240200,
    ),
    na(
        VTM,
        "negated_premise",
        "clip missing on CF5-S VM230500 - how do I safely raise the backrest to move the patient",
        variant="CF5-S",
        serial=230500,
    ),
    na(VTM, "unexplained_why", "why do the clevis pin clips work loose on careframe 5 beds"),
    # ------------------------------------------------------------------
    # Aqualis Lumatrix (HTML) - answerable (8)
    # ------------------------------------------------------------------
    q(AQS, 1, ["19.0 m³/h"], "table_value", "LX-80 flow limit for a 40 mJ/cm2 dose", product=P_AQS, variant="LX-80"),
    q(AQS, 1, ["AQ-L360"], "part_number", "replacement lamp p/n for lumatrix LX-160", variant="LX-160"),
    q(AQS, 1, ["reduce the flows by 22 %"], "footnote", "our UVT is only 90%, how do the max flows change"),
    q(AQS, 1, ["12,000 operating hours", "4,000 switching cycles"], "interval", "when to change UV lamps lumatrix"),
    q(AQS, 1, ["every 3 months"], "interval", "sleeve cleaning frequency with hard water ~200 mg/l"),
    q(AQS, 1, ["UV intensity below 50 %"], "code_meaning", "lumatrix U2 alarm meaning"),
    q(AQS, 1, ["5 minutes"], "procedure_step", "after a lamp change how long before the UV reading means anything"),
    q(AQS, 1, ["AQ-R360"], "part_number", "o-ring kit for LX-160 sleeves", variant="LX-160"),
    # ------------------------------------------------------------------
    # Aqualis - unanswerable (5)
    # ------------------------------------------------------------------
    na(AQS, "model_outside", "how many lamps in a lumatrix LX-320"),
    na(AQS, "swapped_number", "LX-40 maximum flow at a dose of 30 mJ/cm2", variant="LX-40"),
    na(AQS, "unstated_attribute", "warranty period on AQ-L340 UV lamps"),
    na(AQS, "negated_premise", "what strength hydrofluoric acid to use for cleaning lumatrix quartz sleeves"),
    na(AQS, "nonexistent_code", "lumatrix controller shows C-07, what's that"),
    # ------------------------------------------------------------------
    # Pyroline HX-125 (Markdown, no sidecar) - answerable (8)
    # ------------------------------------------------------------------
    q(PYR, 1, ["PX-2285"], "part_number", "nozzle part number 85 amp hx-125"),
    q(PYR, 1, ["1,720 mm/min"], "table_value", "cut speed 12mm mild steel at 85A"),
    q(PYR, 1, ["4.5 mm"], "table_value", "pierce height for 10 mm plate, mild steel 85 A"),
    q(PYR, 1, ["6.2 bar"], "spec_limit", "plasma gas pressure when cutting stainless at 125A"),
    q(PYR, 1, ["pitted deeper than 1.0 mm"], "spec_limit", "when is the electrode worn out"),
    q(PYR, 1, ["Gas pressure low at torch", "below 4.5 bar"], "code_meaning", "C-04 on the pyroline power source"),
    q(
        PYR,
        1,
        ["Increase cut speed by 10 %"],
        "code_remedy",
        "getting bubbly dross on the bottom that knocks off easily, what do i change",
    ),
    q(PYR, 1, ["must not be run above 50 A"], "spec_limit", "how many amps max on the 45A fine cut nozzle"),
    # ------------------------------------------------------------------
    # Pyroline - unanswerable (5)
    # ------------------------------------------------------------------
    na(PYR, "swapped_number", "cut speed for 8 mm mild steel at 85 A"),
    na(PYR, "other_condition", "hx-125 cut speed for 10 mm aluminium"),
    na(PYR, "nonexistent_code", "HX-125 showing E-05 what does it mean"),
    na(PYR, "other_condition", "expected electrode life in pierces at 125 A"),
    na(PYR, "negated_premise", "what drill bit size to clean out the nozzle orifice on the 85A nozzle"),
    # ------------------------------------------------------------------
    # Marwick FX-78 folder (.txt, no sidecar) - answerable (7)
    # ------------------------------------------------------------------
    q(MAR, 1, ["Cross fold knife unit", "Knife timing"], "code_meaning", "fx78 J08 jam"),
    q(MAR, 1, ["reduce blast air", "fan the pile again"], "code_remedy", "J01 double sheet at the feeder, fix?"),
    q(
        MAR,
        1,
        ["3 x sheet thickness"],
        "spec_limit",
        "roller gap on the 2nd fold station (sheet already has 1 fold in it)",
    ),
    q(
        MAR,
        1,
        ["Turn the handwheel backwards"],
        "procedure_step",
        "sheet stuck in buckle plate no.2 - step 3 of getting it out?",
    ),
    q(MAR, 1, ["0.4 bar"], "spec_limit", "feeder blast air pressure for 60gsm paper"),
    q(MAR, 1, ["every 40 operating hours"], "interval", "how often clean the vacuum pump filter on the marwick"),
    q(MAR, 1, ["FX-5502"], "part_number", "cross fold knife blade part number"),
    # ------------------------------------------------------------------
    # Marwick - unanswerable (5)
    # ------------------------------------------------------------------
    na(MAR, "nonexistent_code", "marwick folder panel says A-104, what is it"),
    na(MAR, "negated_premise", "best way to pull a stuck sheet out of the fold rollers while they run at crawl speed"),
    na(MAR, "swapped_number", "fold roller gap for a roller pair after the sheet has been folded three times"),
    na(MAR, "unstated_attribute", "part number for buckle plate 2 itself"),
    na(MAR, "unexplained_why", "why close the buckle stop by half a mm on heavy paper"),
    # ------------------------------------------------------------------
    # Aerovance brake CMM - answerable (9)
    # ------------------------------------------------------------------
    q(AVB, "check", ["0.080 in"], "table_value", "wear pin limit 2-1587-5 brake", product=P_AVB, variant="2-1587-5"),
    q(AVB, "check", ["2.630 in"], "table_value", "min worn heat stack thickness for the -3", variant="2-1587-3"),
    q(AVB, "assembly", ["340 to 360 lb-in"], "torque", "housing bolt torque on the -5 brake", variant="2-1587-5"),
    q(
        AVB,
        "testing",
        ["4,500 psi", "2 minutes"],
        "procedure_step",
        "brake proof pressure test - what pressure and for how long",
    ),
    q(
        AVB,
        "testing",
        ["1 drop at any piston"],
        "spec_limit",
        "allowable leakage during the 50 psi low pressure leak check",
    ),
    q(AVB, "ipl", ["AV-P218"], "part_number", "part number of the piston preformed packing (o-ring)"),
    q(
        AVB,
        "disassembly",
        ["piston puller tool AV-T1587"],
        "procedure_step",
        "during disassembly how are the pistons supposed to come out",
    ),
    q(AVB, "contents", ["5000"], "contents", "which page block is the Check section in the 32-42-41 CMM"),
    q(AVB, "check", ["within 0.020 in"], "spec_limit", "stator flatness limit aerovance brake"),
    # ------------------------------------------------------------------
    # Aerovance - unanswerable (5)
    # ------------------------------------------------------------------
    na(AVB, "min_vs_max", "minimum cylinder bore diameter for the 2-1587-3 housing", variant="2-1587-3"),
    na(AVB, "unstated_attribute", "torque value for the back plate attachment bolts"),
    na(AVB, "model_outside", "wear pin limit for brake assembly 2-1587-7"),
    na(AVB, "unexplained_why", "why must anti-seize not be used on the housing bolts"),
    na(AVB, "negated_premise", "what shop air pressure do I use to blow the pistons out of the housing"),
]

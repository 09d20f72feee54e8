"""Question bank: answerable questions with verbatim keys, and near-miss unanswerable questions.

Answerable entries carry the 1-based page of the answer in the selected file and short verbatim keys.
Unanswerable entries carry ``absent``: would-be answer strings that must not occur anywhere in the selected
document (checked by check_keys.py).
"""

H = "NVN-RTX-IOM"
F = "halvorsen-efx-service-manual.pdf"
L = "brennmark-tl-maintenance-manual.pdf"
B = "meridian-handbook-ch7-landing-gear.pdf"
Q = "tl-operator-quick-reference.docx"
SB = "SB-EFX-23-07"
FN = "FN-0419"
TN = "TN-TL-0612"

BANK = []


def A(question, document, page, answers, kind, **extra):
    BANK.append(
        {"question": question, "document": document, "page": page, "answers": answers, "answerable": True, "kind": kind}
        | extra
    )


def U(question, document, kind, absent, **extra):
    BANK.append(
        {
            "question": question,
            "document": document,
            "page": None,
            "answers": [],
            "answerable": False,
            "kind": kind,
            "absent": absent,
        }
        | extra
    )


# ---------------------------------------------------------------------------------------------------------------
# Rooftop unit manual, three revisions (as_of selects the revision; no as_of = latest)
# ---------------------------------------------------------------------------------------------------------------
A("r454b charge rtx-048?", H, 3, ["3.90 kg"], "spec-table", as_of="2022-05-03")
A("factory refrigerant charge for the RTX-048", H, 3, ["4.15 kg"], "spec-table")
A("RTX-048 charge amount, kg", H, 3, ["4.15 kg"], "revision-value", as_of="2023-03-10")
A("How much refrigerant does an RTX-072 hold from the factory?", H, 3, ["5.35 kg"], "spec-table", as_of="2023-07-22")
A("economizer changeover default on the NC-40", H, 4, ["18 °C"], "default-setting", as_of="2023-07-22")
A("what's the factory dry bulb changeover setpoint now", H, 4, ["16 °C"], "default-setting")
A("fan blade set screw torque rtx", H, 6, ["3.4 Nm"], "torque", as_of="2022-02-20")
A("condenser fan blade hub set screw torque?", H, 6, ["4.5 Nm"], "torque")
A("filter drier p/n", H, 6, ["NV-41207B"], "part-number")
A("what replaced part NV-41207", H, 6, ["NV-41207B"], "supersession")
A("filter drier part number for an RTX-060", H, 6, ["NV-41207"], "part-number", as_of="2021-11-15")
A("belt deflection spec RTX-060", H, 5, ["10 mm at mid-span", "2.7 kg"], "procedure")
A("blower belt tension - how much deflection?", H, 5, ["13 mm at mid-span", "2.3 kg"], "procedure", as_of="2022-12-05")
A("what does E07 mean on the rooftop", H, 4, ["Condenser fan motor overload"], "fault-code")
A("E07 keeps coming back, what should I check", H, 4, ["see also field notice FN-0419"], "fault-code")
A("E07 what to check", H, 4, ["fan blade turns freely"], "fault-code", as_of="2021-08-30")
A("NC-40 showing E16, what now?", H, 4, ["Refrigerant leak detected"], "fault-code")
A("E17 fault rtx", H, 4, ["A2L sensor fault"], "fault-code")
A("how do I reset an E06 lockout", H, 4, ["hold RESET for 5 s"], "fault-code")
A("after an E12 freeze trip how long is the compressor kept off", H, 4, ["compressor held off 10 min"], "fault-code")
A("installer code for the NC-40 menu", H, 4, ["0451"], "setting")
A("MCA for RTX-060 on 208/230 three phase", H, 2, ["27.1"], "electrical")
A("MOCP rtx-048 460v", H, 2, ["15 A"], "electrical")
A("how much clearance on the condenser coil side", H, 2, ["915 mm"], "spec")
A("operating weight RTX-072", H, 2, ["372 kg"], "spec-table")
A("high pressure switch cut out", H, 3, ["opens at 4480 kPa"], "setting")
A("target subcooling for the 5 ton", H, 3, ["7.0 K"], "spec-table")
A("It's 8 °C outside, can I still charge by subcooling?", H, 3, ["weigh in the full factory charge"], "procedure")
A("Why does the controller ignore the low pressure switch right after start?", H, 3, ["nuisance-trip"], "why")
A("return filter change interval rooftop", H, 5, ["Every 3 months"], "interval")
A("what size filters go in an RTX-036", H, 6, ["406 x 635 x 50 mm"], "part-number")
A("how often do I bump test the A2L sensor", H, 5, ["Every 12 months"], "interval")
A("what does the 4 mean at the end of RTX-060-E4", H, 1, ["4 = 460-3-60"], "nomenclature")
A("blower belt part no for the 072", H, 6, ["NV-22145"], "part-number", as_of="2023-09-14")

U("MOCP for RTX-036 at 460 V", H, "unans-na-cell", ["RTX-036-H4", "RTX-036-C4", "RTX-036-E4"])
U("refrigerant charge for the RTX-084", H, "unans-nonexistent-model", ["RTX-084"])
U("NC-40 fault E09?", H, "unans-missing-code", ["E09"])
U("what's E13 on the rooftop controller", H, "unans-missing-code", ["E13"])
U("E18 meaning rtx", H, "unans-missing-code", ["E18"])
U("sound power level of the RTX-060", H, "unans-missing-attribute", ["dB(A)", "dBA", "sound power"])
U("how much charge for an RTX-048 with the hot gas reheat option", H, "unans-uncovered-condition", ["reheat"])
U("MCA for a single phase RTX-048 (208/230-1-60)?", H, "unans-uncovered-condition", ["single-phase", "single phase"])
U("factory charge RTX-072", H, "unans-before-revision", ["RTX-072", "5.35 kg"], as_of="2022-03-14")
U("what does E16 mean", H, "unans-before-revision", ["E16", "leak detected"], as_of="2021-09-09")
U("E17 on the display, meaning?", H, "unans-before-revision", ["E17", "A2L sensor fault"], as_of="2023-05-18")
U(
    "part number of the A2L refrigerant sensor",
    H,
    "unans-before-revision",
    ["NV-30590", "A2L refrigerant sensor"],
    as_of="2022-06-30",
)
U("condenser fan motor rpm on the RTX-048", H, "unans-missing-attribute", ["rpm", "r/min"])
U("compressor part number rtx-048", H, "unans-missing-attribute", ["compressor assembly", "scroll compressor"])
U(
    "what size fuse protects the 24 V control transformer",
    H,
    "unans-missing-attribute",
    ["transformer fuse", "fuse rating"],
)
U(
    "minimum airflow in gas heat mode for the RTX-060",
    H,
    "unans-uncovered-condition",
    ["heating airflow", "min. heating"],
)
U("enthalpy changeover setpoint default", H, "unans-missing-attribute", ["enthalpy"])
U(
    "operating weight of an RTX-060 with electric heat",
    H,
    "unans-uncovered-condition",
    ["electric heat units weigh", "electric heater weight"],
)
U("torque for the ground lug", H, "unans-missing-attribute", ["ground lug to", "ground lug torque"])
U("blower belt part number for the RTX-048", H, "unans-other-model", ["NV-22138", "belt, RTX-048", "A36"])
U(
    "max external static for the RTX-060 with the economizer fitted",
    H,
    "unans-uncovered-condition",
    ["static with economizer", "economizer pressure drop"],
)
U(
    "how often should the filter drier be replaced",
    H,
    "unans-missing-attribute",
    ["replace filter drier", "filter drier every"],
)
U("charge for an RTX-036 on R-410A", H, "unans-uncovered-condition", ["R-410A"])

# ---------------------------------------------------------------------------------------------------------------
# Electric forklift service manual
# ---------------------------------------------------------------------------------------------------------------
A("what does F17 mean", F, 4, ["Hydraulic pressure sensor out of range"], "fault-code")
A("F25 on the EFX, truck only crawls at 4 km/h", F, 4, ["recalibrate the sensor in menu A7"], "fault-code")
A("F12 won't clear when I cycle the key, why", F, 4, ["needs the line contactor to be replaced first"], "fault-code")
A("how often should I change the hydraulic filter on the 2.5 t truck", F, 5, ["Every 1000 h"], "interval")
A("hydraulic oil grade efx", F, 3, ["ISO VG 32 HLP"], "fluid")
A("which hyd oil in a cold store at -20", F, 3, ["HVLP 22"], "fluid")
A("hydraulic tank capacity EFX-30", F, 2, ["31 L"], "footnote")
A("hyd tank capacity on the EFX-20?", F, 2, ["24 L"], "spec-table")
A("relief valve pressure EFX-25 with side shift", F, 2, ["18.0 MPa"], "footnote")
A("main relief setting efx-30", F, 2, ["19.0 MPa"], "spec-table")
A("how much does one turn of the relief adjuster change the pressure", F, 2, ["approximately 1.4 MPa"], "procedure")
A("laden lift speed for the EFX-20", F, 2, ["0.36 m/s"], "spec-table")
A("battery Ah on the 3 tonne model", F, 2, ["775 Ah"], "spec-table")
A("drive wheel nut torque 3 ton", F, 6, ["270 Nm"], "torque")
A("what do I torque the chain anchor nuts to", F, 6, ["Lock the anchor nuts to 100 Nm"], "torque")
A("when do the mast chains need replacing", F, 6, ["exceeds 2 % of the nominal length"], "limit")
A("can I just replace the one stretched lift chain?", F, 6, ["Never replace a single chain of a pair"], "procedure")
A("hydraulic tank drain plug torque", F, 5, ["tighten it to 45 Nm"], "torque")
A("part number for the hydraulic return filter", F, 5, ["HL-60231"], "part-number")
A("drive axle oil spec and how much", F, 3, ["SAE 80W-90, API GL-5", "1.9 L"], "fluid")
A("service menu PIN efx", F, 1, ["2718"], "setting")
A("how do I discharge the controller capacitors before working on it", F, 1, ["100 ohm, 25 W"], "procedure")
A("where is the serial number stamped on an EFX", F, 1, ["right-hand frame member behind the operator step"], "general")
A("how high do I top up battery water", F, 3, ["6 mm above the separator protector"], "procedure")
A("battery connector colour 48 V", F, 3, ["grey housing"], "spec-table")

U("F06 error efx", F, "unans-missing-code", ["F06"])
U("what is F09", F, "unans-missing-code", ["F09"])
U("F19 on the display what does it mean", F, "unans-missing-code", ["F19"])
U("rated capacity of the EFX-35", F, "unans-nonexistent-model", ["EFX-35"])
U("max gradeability efx-25 laden", F, "unans-missing-attribute", ["gradeability"])
U("unladen lift speed EFX-20", F, "unans-missing-attribute", ["lift speed, unladen", "lift speed unladen"])
U(
    "relief valve setting EFX-20 with the side-shift option",
    F,
    "unans-other-model",
    ["EFX-20 fitted with", "EFX-20 with side-shift"],
)
U(
    "capacity of the lithium-ion battery option for the EFX-16",
    F,
    "unans-uncovered-condition",
    ["lithium-ion", "li-ion"],
)
U("which hydraulic oil if ambient is above 40 °C", F, "unans-uncovered-condition", ["VG 46", "HLP 46"])
U("battery connector colour on the 80 V trucks", F, "unans-other-model", ["SB350, blue", "blue housing", "red housing"])
U(
    "part number for the hydraulic tank breather",
    F,
    "unans-missing-attribute",
    ["breather, part", "breather part", "breather (part"],
)
U("forward tilt angle of the mast, EFX-20", F, "unans-missing-attribute", ["forward tilt angle", "tilt angle"])
U(
    "how many hours before mast chains must be replaced regardless of wear",
    F,
    "unans-missing-attribute",
    ["replace chains every", "chain replacement interval"],
)
U("steer wheel nut torque with cushion tyres", F, "unans-uncovered-condition", ["cushion", "press-on"])
U("minimum brake lining thickness", F, "unans-missing-attribute", ["lining thickness", "minimum lining"])
U("hydraulic tank capacity with triplex mast efx-30", F, "unans-uncovered-condition", ["triplex"])

# ---------------------------------------------------------------------------------------------------------------
# CNC lathe maintenance manual
# ---------------------------------------------------------------------------------------------------------------
A("TL-320 max rpm", L, 2, ["3500 rpm"], "spec-table")
A("spindle nose on the TL-320?", L, 2, ["A2-8"], "spec-table")
A("live tool speed 250M", L, 2, ["4000 rpm"], "spec-table")
A("what oil goes in the turret gearbox and how much", L, 2, ["ISO VG 220 gear oil", "0.6 L"], "lubrication")
A("hydraulic unit oil change interval lathe", L, 2, ["Change every 4000 h"], "interval")
A("coolant tank capacity TL-320", L, 2, ["240 L (TL-320)"], "lubrication")
A("how often do the chuck jaws get greased", L, 2, ["Every 40 h"], "interval")
A(
    "machine sat over a long weekend, anything to run before production?",
    L,
    2,
    ["run warm-up program O9001"],
    "procedure",
)
A("AL-1005", L, 3, ["HYDRAULIC PRESSURE LOW", "Below 2.5 MPa"], "alarm")
A("AL-1021 encoder battery low - how urgent", L, 3, ["within 2 weeks, with power ON"], "alarm")
A("chuck clamp not confirmed alarm, prox switch gap?", L, 3, ["set the switch gap to 0.8 mm"], "alarm")
A("at what load does the spindle overload alarm trip", L, 3, ["Load above 120 % for more than 10 s"], "alarm")
A("rapid traverse X default on TL-320", L, 3, ["TL-320: 20"], "parameter")
A("how do I enable parameter writing", L, 3, ["set PWE = 1"], "parameter")
A("X axis backlash limit", L, 4, ["X axis 0.008 mm"], "limit")
A("measured backlash is over the limit, should I just increase the comp?", L, 4, ["do not compensate"], "procedure")
A("turret gearbox drain plug torque", L, 4, ["tighten to 25 Nm"], "torque")
A("which batteries for the absolute encoders", L, 4, ["3.6 V lithium AA cells"], "part-number")
A("Why must the control stay on when swapping the encoder batteries?", L, 4, ["absolute positions are lost"], "why")
A("max chuck clamping pressure", L, 4, ["never exceed 3.5 MPa"], "limit")
A("how long does the spindle drive bus take to discharge", L, 1, ["8 minutes"], "safety")

U("AL-1004 on the TL", L, "unans-missing-code", ["AL-1004"])
U("what is alarm AL-1013", L, "unans-missing-code", ["AL-1013"])
U("AL-1018", L, "unans-missing-code", ["AL-1018"])
U("live tool max speed on a TL-320", L, "unans-na-cell", ["TL-320: 4000", "TL-320 live tool"])
U("spindle bore TL-400", L, "unans-nonexistent-model", ["TL-400"])
U(
    "how often to change the hydraulic unit filter element on the lathe",
    L,
    "unans-missing-attribute",
    ["filter element", "hydraulic filter"],
)
U("Y axis backlash acceptance limit", L, "unans-uncovered-condition", ["Y axis 0.", "Y-axis", "P1853"])
U("default position loop gain for Z", L, "unans-missing-attribute", ["loop gain, Z"])
U("part number for the way lube filter", L, "unans-missing-attribute", ["lube filter", "BMK-LF"])
U("coolant concentration for cast iron", L, "unans-uncovered-condition", ["cast iron"])
U("TL-250 spindle motor rating at S3 duty", L, "unans-uncovered-condition", ["S3", "S6"])
U(
    "how much clamping force do I lose at 4000 rpm with the 210 chuck",
    L,
    "unans-missing-attribute",
    ["kN", "clamping force at"],
)
U("max tailstock thrust", L, "unans-missing-attribute", ["thrust"])
U("torque for the turret tool clamp bolts", L, "unans-missing-attribute", ["tool clamp bolt", "clamp bolts to"])

# ---------------------------------------------------------------------------------------------------------------
# Prose handbook chapter on landing gear
# ---------------------------------------------------------------------------------------------------------------
A("what is a ground loop", B, 1, ["turn sharply through a half circle"], "definition")
A("why is a taildragger unstable on the ground", B, 1, ["centre of gravity is behind the main wheels"], "why")
A("why do heavy aircraft have so many main wheels", B, 1, ["spreading the load"], "why")
A("Why does retractable gear become worth it at higher speeds?", B, 1, ["drag grows with the square of speed"], "why")
A("why do simple spring steel gears bounce", B, 2, ["stores the energy and returns it at once"], "why")
A("how do you know how old a bungee cord is", B, 2, ["colour-coded date of manufacture"], "how")
A("How does an oleo strut actually absorb the landing?", B, 2, ["converts much of the landing energy into heat"], "how")
A("what is the purpose of the metering pin", B, 2, ["resistance rises progressively through the stroke"], "purpose")
A(
    "if the strut is at the right extension is it serviced ok?",
    B,
    2,
    ["short of fluid will usually still hold the aircraft at the correct height"],
    "what-happens",
)
A(
    "what happens if you remove a strut valve core with pressure in it",
    B,
    2,
    ["blown out like a bullet"],
    "what-happens",
)
A("why use nitrogen in shock struts", B, 2, ["does not carry moisture into the strut"], "why")
A("what are torque links for", B, 3, ["keep the wheel aligned with the aircraft"], "purpose")
A("what is shimmy", B, 3, ["rapid side-to-side oscillation"], "definition")
A("how does a shimmy damper work", B, 3, ["resists rapid movement"], "how")
A("why must the nose wheel be centred before retraction", B, 3, ["will jam against the structure"], "why")
A("squat switch purpose", B, 3, ["prevents the gear selector from being moved to the up position"], "purpose")
A("what happens in a free fall gear extension", B, 3, ["drops under its own weight"], "what-happens")
A("what is the purpose of fusible plugs in wheels", B, 4, ["melt and release the tyre pressure"], "purpose")
A("how do I tell the multi disc brake is worn out", B, 4, ["flush with its housing"], "how")
A("What is the purpose of an anti-skid system?", B, 4, ["shortest stopping distance"], "purpose")
A("when should tyre pressure be checked", B, 4, ["at least two hours after flight"], "how")

U("At what temperature do wheel fusible plugs melt?", B, "unans-not-in-chapter", ["°C", "°F", "degrees"])
U("what nitrogen pressure goes in a main gear strut", B, "unans-not-in-chapter", ["psi", "kPa"])
U(
    "how many times can an aircraft tyre be retreaded",
    B,
    "unans-not-in-chapter",
    ["retreads are allowed", "maximum number of retreads"],
)
U("how often do bungee cords have to be replaced", B, "unans-not-in-chapter", ["years", "every three"])
U("which hydraulic fluid spec goes in an oleo strut", B, "unans-not-in-chapter", ["MIL-PRF", "5606"])
U("what is the maximum towing angle for the nose gear", B, "unans-not-in-chapter", ["degrees", "°"])
U("how do carbon brakes differ from steel brakes", B, "unans-not-in-chapter", ["carbon"])
U("what does the ply rating on a tyre mean", B, "unans-not-in-chapter", ["ply rating", "speed rating"])
U(
    "how is the anti-skid system functionally tested",
    B,
    "unans-not-in-chapter",
    ["test the anti-skid", "anti-skid test"],
)
U("what causes brake fade", B, "unans-not-in-chapter", ["fade"])
U("tread depth limit in mm", B, "unans-not-in-chapter", ["tread depth", "inch"])
U(
    "how much free play is allowed at the torque link bushings",
    B,
    "unans-not-in-chapter",
    ["maximum free play", "free play is"],
)
U("what is trailing link gear", B, "unans-not-in-chapter", ["trailing link", "levered"])
U("how does hydroplaning affect braking", B, "unans-not-in-chapter", ["hydroplaning", "aquaplaning"])

# ---------------------------------------------------------------------------------------------------------------
# DOCX quick reference card
# ---------------------------------------------------------------------------------------------------------------
A("M19?", Q, 1, ["Spindle orientation"], "code")
A("chuck pressure preset 1 default", Q, 1, ["1.2 MPa"], "default-setting")
A("how do I clear an alarm on the TL", Q, 1, ["Hold RESET for 2 seconds"], "procedure")
A("highest I can set the way lube interval", Q, 1, ["Do not set above 30 min"], "setting")
A("m code live tool on", Q, 1, ["Live tool forward"], "code")
A("want the work light to stay on permanently", Q, 1, ["0 = light always on"], "setting")
A("does M30 count parts", Q, 1, ["Counts one part"], "code")
A("how is the chuck pressure preset picked", Q, 1, ["foot-switch selector"], "procedure")

U("M07 mist coolant on the TL?", Q, "unans-missing-code", ["M07"])
U("chuck pressure preset 3 setting number", Q, "unans-missing-code", ["SET 22", "preset 3"])
U("password for the setting page", Q, "unans-missing-attribute", ["password"])
U("max value for the work light delay", Q, "unans-missing-attribute", ["SET 12 range", "maximum delay"])
U("M63 live tool on the TL-320", Q, "unans-other-model", ["TL-250M and TL-320 only", "all models"])

# ---------------------------------------------------------------------------------------------------------------
# Notices (asker's own machine given as product / variant / serial)
# ---------------------------------------------------------------------------------------------------------------
A(
    "is my truck covered by the tilt hose bulletin",
    SB,
    1,
    ["51000 to 51899"],
    "notice-applicability",
    product="EFX",
    variant="EFX-25",
    serial=51123,
)
A("sb-efx-23-07 clip bolt torque", SB, 1, ["9 Nm"], "notice-action", product="EFX", variant="EFX-20", serial=51877)
A(
    "what kit do I order for the tilt hose bulletin",
    SB,
    1,
    ["HL-SB2307"],
    "notice-action",
    product="EFX",
    variant="EFX-25",
    serial=52130,
)
A(
    "labour allowance if the hose has to be replaced",
    SB,
    1,
    ["1.1 h"],
    "notice-action",
    product="EFX",
    variant="EFX-20",
    serial=52200,
)
A(
    "how much clearance between hose and bracket after the clips",
    SB,
    1,
    ["at least 10 mm clearance"],
    "notice-action",
    product="EFX",
    variant="EFX-25",
    serial=51500,
)
A(
    "warranty claim code for the tilt hose fix",
    SB,
    1,
    ["W-2307"],
    "notice-action",
    product="EFX",
    variant="EFX-20",
    serial=51010,
)

U(
    "which kit do I need for the tilt hose bulletin",
    SB,
    "unans-outside-applicability",
    ["all EFX models", "EFX-30 serial"],
    product="EFX",
    variant="EFX-30",
    serial=51500,
)
U(
    "do I need to do SB-EFX-23-07, which parts",
    SB,
    "unans-outside-applicability",
    ["all EFX models", "EFX-16 serial"],
    product="EFX",
    variant="EFX-16",
    serial=51200,
)
U(
    "clip torque for the tilt hose bulletin",
    SB,
    "unans-outside-applicability",
    ["all serial numbers", "51000 to 52240"],
    product="EFX",
    variant="EFX-20",
    serial=51950,
)
U(
    "labour allowance tilt hose SB",
    SB,
    "unans-outside-applicability",
    ["all serial numbers", "52100 to 52400"],
    product="EFX",
    variant="EFX-25",
    serial=52300,
)
U(
    "torque for the hose end fittings when replacing the tilt hose",
    SB,
    "unans-missing-attribute",
    ["hose fitting torque", "fittings to"],
    product="EFX",
    variant="EFX-20",
    serial=51300,
)

A(
    "capacitor field notice - does it cover my unit",
    FN,
    1,
    ["2207100 through 2209450"],
    "notice-applicability",
    product="RTX",
    variant="RTX-060",
    serial=2208815,
)
A(
    "replacement capacitor part FN-0419",
    FN,
    1,
    ["NV-52301R"],
    "notice-action",
    product="RTX",
    variant="RTX-048",
    serial=2207355,
)
A(
    "below what capacitance do I swap it right away",
    FN,
    1,
    ["below 4.5 µF"],
    "notice-action",
    product="RTX",
    variant="RTX-060",
    serial=2209001,
)
A(
    "where does the new fan cap get mounted",
    FN,
    1,
    ["bracket NV-52390"],
    "notice-action",
    product="RTX",
    variant="RTX-048",
    serial=2208000,
)
A(
    "FN-0419 warranty - until when",
    FN,
    1,
    ["2024-12-31"],
    "notice-action",
    product="RTX",
    variant="RTX-060",
    serial=2207777,
)

U(
    "do I have to swap the fan capacitor per FN-0419, which part",
    FN,
    "unans-outside-applicability",
    ["all RTX models", "all SkyTemp"],
    product="RTX",
    variant="RTX-036",
    serial=2208100,
)
U(
    "replacement capacitor for the field notice",
    FN,
    "unans-outside-applicability",
    ["all RTX models", "RTX-072 units"],
    product="RTX",
    variant="RTX-072",
    serial=2208500,
)
U(
    "is FN-0419 capacitor swap covered under warranty for my unit",
    FN,
    "unans-outside-applicability",
    ["all serial numbers", "2210"],
    product="RTX",
    variant="RTX-048",
    serial=2210220,
)
U(
    "fan capacitor notice - what do I fit",
    FN,
    "unans-outside-applicability",
    ["all serial numbers", "2206"],
    product="RTX",
    variant="RTX-060",
    serial=2206999,
)
U(
    "capacitor part number for 575 V units under the field notice",
    FN,
    "unans-uncovered-condition",
    ["575 V", "575-3-60"],
    product="RTX",
    variant="RTX-048",
    serial=2208222,
)

A(
    "firmware 4.2.1 - how long does the update take",
    TN,
    1,
    ["about 12 minutes"],
    "notice-action",
    product="TL",
    variant="TL-320",
    serial=9012,
)
A(
    "which bootloader do I need for 4.2.1",
    TN,
    1,
    ["Bootloader 2.0 or later"],
    "notice-action",
    product="TL",
    variant="TL-250M",
    serial=8850,
)
A(
    "what did 4.2.1 change for P1620",
    TN,
    1,
    ["from 120 ms to 100 ms"],
    "notice-action",
    product="TL",
    variant="TL-320",
    serial=9300,
)
A(
    "how do I confirm the update worked",
    TN,
    1,
    ["4.2.1 build 3317"],
    "notice-action",
    product="TL",
    variant="TL-250M",
    serial=9100,
)
A(
    "usb stick requirements for the firmware",
    TN,
    1,
    ["FAT32 USB stick of 32 GB or less"],
    "notice-action",
    product="TL",
    variant="TL-320",
    serial=8801,
)
A(
    "does 4.2.1 fix the turret index timeout alarm? what changed",
    TN,
    1,
    ["extended from 2.0 s to 2.6 s"],
    "notice-action",
    product="TL",
    variant="TL-250M",
    serial=9349,
)

U(
    "can I load firmware 4.2.1",
    TN,
    "unans-outside-applicability",
    ["TL-250 and TL-250M", "all TL models"],
    product="TL",
    variant="TL-250",
    serial=8900,
)
U(
    "update procedure for 4.2.1",
    TN,
    "unans-outside-applicability",
    ["all TL models", "all serial numbers"],
    product="TL",
    variant="TL-320",
    serial=9400,
)
U(
    "how long does the 4.2.1 update take on my machine",
    TN,
    "unans-outside-applicability",
    ["all TL models", "8700"],
    product="TL",
    variant="TL-250M",
    serial=8700,
)
U(
    "range of SET 70 spindle load filter",
    TN,
    "unans-missing-attribute",
    ["SET 70 range", "0.1 to"],
    product="TL",
    variant="TL-320",
    serial=9000,
)
U(
    "checksum of TL421.BIN",
    TN,
    "unans-missing-attribute",
    ["checksum", "MD5", "CRC"],
    product="TL",
    variant="TL-250M",
    serial=8900,
)

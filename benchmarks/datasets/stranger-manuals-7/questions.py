"""Question bank for stranger-manuals-7.

A(...) is an answerable question: document key, gold page, question, verbatim
answer keys and kind.  U(...) is an unanswerable near miss: document key,
question, near-miss strings that must not occur anywhere in the selected
document (for notice questions outside applicability: in any other document of
the same product), and kind.
"""

CMM = "BDS-CMM-6320"
OSM = "VLM-OSM-06"
HPX = "NWT-SM-HPX"
HB = "harlow_point_handbook_ch5_fuel_systems.pdf"
CARD = "vl6m_cp40_settings_card.docx"
SB = "BDS-SB-63-014"
SN = "VLM-SN-2023-04"
RN = "HPX-PCU-FW-5.2.0-RN"

NOTICE_KINDS = ("notice-wrong-variant", "notice-serial-out-of-range")


def A(doc, page, question, answers, kind, **extra):
    return dict(
        document=doc,
        page=page,
        question=question,
        answers=answers,
        answerable=True,
        kind=kind,
        near_miss=[],
        **extra,
    )


def U(doc, question, near_miss, kind, **extra):
    return dict(
        document=doc,
        page=None,
        question=question,
        answers=[],
        answerable=False,
        kind=kind,
        near_miss=near_miss,
        **extra,
    )


def _bd3(variant, serial):
    return {"product": "BD-3", "variant": variant, "serial": serial}


def _vl6m(variant, serial):
    return {"product": "VL6M", "variant": variant, "serial": serial}


def _hpx(variant, serial):
    return {"product": "HPX", "variant": variant, "serial": serial}


GEARBOX = [
    # ---- answerable, page 1
    A(CMM, 1, "dry weight MGB-3B", ["58.9 kg"], "variant-value"),
    A(CMM, 1, "assy p/n for the hot and high main box", ["3B-1000-07"], "part-number"),
    A(CMM, 1, "Is the intermediate gearbox covered by the BD-3 CMM at all?", ["pre-production prototypes"], "scope"),
    A(
        CMM,
        1,
        "what changed in rev B of the gearbox CMM",
        ["MGB-3A refill quantity revised"],
        "revision-record",
        as_of="2021-07-19",
    ),
    # ---- page 2
    A(CMM, 2, "MGB-3A oil qty for a drain and refill", ["6.1 L"], "variant-value"),
    A(CMM, 2, "how much oil for an oil change on the MGB-3A?", ["5.8 L"], "revision-value", as_of="2020-02-11"),
    A(CMM, 2, "tail rotor gearbox oil qty?", ["0.42 L"], "variant-value"),
    A(CMM, 2, "We embodied the extended sump kit on our 3B. What's the dry fill now?", ["7.5 L"], "footnote-value"),
    A(CMM, 2, "TGB oil when it's below -25 outside", ["BL-509"], "footnote-value"),
    A(CMM, 2, "oil grade main gearbox", ["BL-523"], "spec-lookup"),
    A(CMM, 2, "min MGB oil pressure at ground idle on a 3B", ["1.4 bar"], "variant-value"),
    A(CMM, 2, "normal cruise oil pressure band for MGB-3C", ["3.2 - 4.6 bar"], "variant-value"),
    A(CMM, 2, "3B transient oil temp limit", ["127 °C"], "variant-value"),
    A(
        CMM,
        2,
        "how long after shutdown should I wait before reading the MGB sight glass",
        ["not less than 15 minutes"],
        "procedure",
    ),
    A(
        CMM,
        2,
        "why is the oil level low if I check it right after landing?",
        ["still draining from the upper bearings"],
        "why",
    ),
    # ---- page 3
    A(CMM, 3, "what does CD-02 mean", ["Input pinion (I) detector indication"], "fault-code"),
    A(
        CMM,
        3,
        "MGB FILTER light on maintenance panel (CD-07) - what's the trigger?",
        ["above 1.8 bar, bypass imminent"],
        "fault-code",
    ),
    A(
        CMM,
        3,
        "got a TGB CHIP caution on the way back. can we fly it to base after landing?",
        ["No further flight until the TGB-3T is inspected"],
        "fault-code",
    ),
    A(CMM, 3, "CD-09 on the S-220HT?", ["Planetary carrier (P) detector"], "fault-code"),
    A(
        CMM,
        3,
        "found grey paste on the sump chip plug, tiny particles. what now",
        ["Ground run 20 minutes and re-inspect"],
        "action",
    ),
    A(CMM, 3, "how much oil do I lose pulling the tail box chip detector", ["about 0.05 L"], "spec-lookup"),
    A(CMM, 3, "how many chip detectors does the 3C have", ["adds a third detector"], "variant-value"),
    # ---- page 4
    A(CMM, 4, "TGB-3T chip detector inspection interval", ["25 FH"], "interval"),
    A(
        CMM,
        4,
        "how often do I pull the tail rotor gearbox chip detector?",
        ["50 FH"],
        "revision-value",
        as_of="2019-09-03",
    ),
    A(CMM, 4, "MGB TBO", ["3500 FH"], "interval"),
    A(CMM, 4, "what was the main gearbox overhaul interval", ["3000 FH"], "revision-value", as_of="2021-04-20"),
    A(CMM, 4, "oil change interval tail rotor gearbox", ["1200 FH or 24 months"], "interval"),
    A(
        CMM,
        4,
        "which way do I twist the MGB chip detector to get it out",
        ["30 degrees counter-clockwise"],
        "procedure",
    ),
    A(CMM, 4, "Why can't I use a wire brush on the chip detector tip?", ["scratches the pole faces"], "why"),
    A(CMM, 4, "why warm up the gearbox before draining the oil", ["debris stays in suspension"], "why"),
    # ---- page 5
    A(CMM, 5, "drain plug torque, 3B with the magnesium sump", ["31 N.m"], "footnote-value"),
    A(CMM, 5, "MGB-3A mounting bolt torque", ["96 N.m"], "torque"),
    A(CMM, 5, "p/n for the MGB chip detector", ["3B-4410-05"], "part-number"),
    A(CMM, 5, "MGB chip detector part number?", ["3B-4410-02"], "revision-value", as_of="2020-06-01"),
    A(
        CMM,
        5,
        "we still have some 3B-4410-02 detectors on the shelf, ok to fit?",
        ["Fully interchangeable"],
        "supersession",
    ),
    A(CMM, 5, "filter element PN", ["3B-5210-04"], "part-number"),
    A(CMM, 5, "filter element part no. for the main gearbox", ["3B-5210-03"], "revision-value", as_of="2021-09-09"),
    A(CMM, 5, "any catch with the new filter element?", ["Use only with filter bowl 3B-5200-02"], "supersession"),
    # ---- unanswerable
    U(CMM, "oil capacity of the intermediate gearbox", ["IGB", "intermediate gearbox oil"], "missing-attribute"),
    U(CMM, "TGB-3T max oil temp", ["TGB-3T maximum oil temperature", "temperature-sensitive label"], "na-cell"),
    U(
        CMM,
        "minimum oil pressure at idle for the tail rotor gearbox",
        ["TGB-3T minimum oil pressure", "TGB-3T oil pressure"],
        "na-cell",
    ),
    U(CMM, "what does CD-06 mean", ["CD-06"], "missing-code"),
    U(CMM, "got CD-10 on the 3C, meaning?", ["CD-10"], "missing-code"),
    U(CMM, "MGB-3D refill quantity", ["MGB-3D"], "nonexistent-variant"),
    U(CMM, "TGB-3U chip detector interval", ["TGB-3U"], "nonexistent-variant"),
    U(
        CMM,
        "mounting bolt torque for the MGB-3C",
        ["MGB-3C mounting bolts", "3C mounting bolt torque"],
        "other-variant-only",
    ),
    U(CMM, "filter bowl torque on the TGB-3T", ["TGB-3T filter bowl", "TGB-3T oil filter"], "na-cell"),
    U(CMM, "refill qty for the MGB-3C", ["MGB-3C"], "before-revision", as_of="2021-03-03"),
    U(CMM, "what does CD-09 mean", ["CD-09"], "before-revision", as_of="2020-05-05"),
    U(CMM, "TBO of the S-220HT main gearbox", ["MGB-3C", "S-220HT"], "before-revision", as_of="2019-12-12"),
    U(CMM, "is filter element 3B-5210-04 ok to use in the MGB", ["3B-5210-04"], "before-revision", as_of="2021-05-05"),
    U(CMM, "what material is the chip detector O-ring", ["Viton", "FKM", "nitrile"], "missing-attribute"),
    U(CMM, "dry fill for MGB-3A with the extended sump kit", ["MGB-3A with the extended sump"], "other-variant-only"),
    U(CMM, "drain plug torque for a 3A with a magnesium sump", ["MGB-3A with magnesium sump"], "other-variant-only"),
    U(CMM, "oil sample interval for the TGB-3T", ["TGB-3T oil sample", "spectrometric analysis of the TGB"], "na-cell"),
    U(CMM, "chip detector resistance check value - how many ohms?", ["ohm", "kohm"], "missing-attribute"),
    U(CMM, "what colour is the MGB CHIP caution light", ["amber", "yellow"], "missing-attribute"),
    U(CMM, "lockwire size for the MGB drain plug", ["lockwire", "safety wire"], "missing-attribute"),
    U(CMM, "shelf life of BL-523 once opened", ["shelf life", "once opened"], "missing-attribute"),
    U(CMM, "sight glass torque MGB", ["sight glass nut", "sight glass retaining"], "missing-attribute"),
    U(CMM, "MGB-3A refill qty with the oil cooler kit fitted", ["oil cooler"], "uncovered-condition"),
    U(CMM, "oil change interval MGB for desert ops", ["desert", "sand", "dusty"], "uncovered-condition"),
]

MARINE = [
    A(OSM, 1, "VL6M-315 MD rating kW", ["207 kW"], "rating"),
    A(OSM, 1, "heavy duty continuous rating for the VL6M-260", ["150 kW"], "rating"),
    A(OSM, 1, "what rpm is the 370 rated at", ["2800 rpm"], "rating"),
    A(OSM, 1, "pleasure boat duty class - how many hours a year is allowed", ["up to 500 h per year"], "spec-lookup"),
    A(OSM, 1, "power of a VL6M-315 at 2000 rpm on the prop curve", ["158 kW"], "rating"),
    A(OSM, 1, "what does the 260 in VL6M-260 stand for", ["metric horsepower at the light duty rating"], "definition"),
    A(OSM, 1, "what happens if we run an LD engine on a workboat", ["loses warranty cover"], "what-happens"),
    A(OSM, 2, "engine oil capacity VL6M-370", ["21.5 L"], "variant-value"),
    A(OSM, 2, "dipstick min to max on the 370?", ["3.5 L"], "variant-value"),
    A(OSM, 2, "compression ratio on the 370", ["16.8:1"], "variant-value"),
    A(
        OSM,
        2,
        "Which oil should I use if the boat is started regularly in sub-zero weather, say -15?",
        ["SAE 10W-30"],
        "spec-lookup",
    ),
    A(OSM, 2, "max exhaust back pressure VL6M", ["12 kPa"], "spec-lookup"),
    A(OSM, 2, "can I top up the coolant with water from the hose", ["never add plain tap water"], "spec-lookup"),
    A(OSM, 3, "A04 alarm on the panel what's it mean", ["High wet exhaust temperature"], "fault-code"),
    A(OSM, 3, "charge air temp alarm setpoint", ["75 °C"], "fault-code"),
    A(OSM, 3, "red alarm - how long before the engine shuts itself down", ["after 10 seconds"], "fault-code"),
    A(OSM, 3, "A12 ECU comm lost, what triggers it?", ["No CAN message for 2 s"], "fault-code"),
    A(OSM, 4, "valve clearances VL6M", ["intake 0.30 mm, exhaust 0.50 mm"], "procedure"),
    A(OSM, 4, "how often should the raw water impeller be changed", ["Every 500 h or 24 months"], "interval"),
    A(OSM, 4, "when do the zincs need replacing", ["more than 50 % consumed"], "interval"),
    A(
        OSM,
        4,
        "During winter lay-up how often should the batteries be charged?",
        ["charge them every 8 weeks"],
        "procedure",
    ),
    A(OSM, 4, "why change the oil before laying the boat up", ["acidic used oil"], "why"),
    A(
        OSM,
        5,
        "won't make rated rpm at WOT, how much margin should it have",
        ["to +50 rpm at full throttle"],
        "troubleshooting",
    ),
    A(OSM, 5, "oil in the coolant - what test pressure for the oil cooler", ["at 3 bar"], "troubleshooting"),
    A(OSM, 5, "bleed screw torque secondary filter", ["tighten it to 8 N.m"], "procedure"),
    A(OSM, 6, "impeller kit part number", ["VL-18320"], "part-number"),
    A(OSM, 6, "what can I lube the new impeller with", ["glycerine or soapy water"], "procedure"),
    A(OSM, 6, "anodes for a fresh water lake boat?", ["magnesium anodes"], "spec-lookup"),
    # ---- unanswerable
    U(OSM, "VL6M-315 HD continuous rating", ["VL6M-315 HD 2", "315 heavy duty rating"], "na-cell"),
    U(OSM, "medium duty power for the VL6M-370", ["VL6M-370 MD 2", "370 medium duty rating"], "na-cell"),
    U(OSM, "power output of the 260 at 1500 rpm", ["1500 rpm"], "uncovered-condition"),
    U(
        OSM,
        "propeller curve power at 2000 rpm for an MD rated 315",
        ["MD propeller curve", "Propeller curve power, MD"],
        "uncovered-condition",
    ),
    U(OSM, "how much oil goes in the marine gear", ["gear oil capacity", "gear oil quantity"], "missing-attribute"),
    U(
        OSM,
        "coolant capacity of a keel cooled 370",
        ["keel-cooled capacity", "keel cooler volume"],
        "uncovered-condition",
    ),
    U(OSM, "alarm A07?", ["A07"], "missing-code"),
    U(OSM, "what's A13", ["A13"], "missing-code"),
    U(OSM, "A10 low voltage trip point on a 24V boat", ["24 V"], "uncovered-condition"),
    U(OSM, "oil filter part number for VL6M", ["oil filter P/N", "oil filter part number"], "missing-attribute"),
    U(OSM, "valve clearance spec with the engine hot", ["engine hot", "hot engine"], "uncovered-condition"),
    U(OSM, "VL6M-420 rated power", ["VL6M-420"], "nonexistent-variant"),
    U(OSM, "fuel consumption at rated power for the 315", ["fuel consumption", "g/kWh", "l/h"], "missing-attribute"),
    U(OSM, "injector opening pressure VL6M", ["opening pressure"], "missing-attribute"),
    U(OSM, "thermostat opening temperature", ["thermostat"], "missing-attribute"),
    U(
        OSM,
        "coolant capacity if a calorifier / water heater is plumbed in",
        ["calorifier", "water heater"],
        "uncovered-condition",
    ),
]

PITCH = [
    A(HPX, 1, "accumulator size on HPX-300", ["32 L each"], "variant-value"),
    A(HPX, 1, "cylinder stroke HPX-220", ["455 mm"], "variant-value"),
    A(HPX, 1, "hyd oil cleanliness requirement pitch system", ["17/15/12"], "spec-lookup"),
    A(
        HPX,
        1,
        "Why is the accumulator precharge considered so important on the HPX?",
        ["most safety-critical maintenance item"],
        "why",
    ),
    A(HPX, 2, "pitch accumulator precharge HPX-220", ["110 bar"], "variant-value"),
    A(HPX, 2, "precharge tolerance on the 300", ["+/- 4 bar"], "variant-value"),
    A(HPX, 2, "HPX-150 accumulator reads 86 bar, recharge or new bladder?", ["88 bar"], "variant-value"),
    A(HPX, 2, "how often do I check the pitch accumulator precharge", ["precharge check every 6 months"], "interval"),
    A(HPX, 2, "bladder replacement interval", ["every 8 years"], "interval"),
    A(
        HPX,
        2,
        "can I top up the accumulators from the shop air line?",
        ["Never use compressed air or oxygen"],
        "procedure",
    ),
    A(HPX, 2, "hub temp window for doing the precharge check", ["between 15 °C and 25 °C"], "procedure"),
    A(HPX, 2, "gas valve cap torque", ["30 N.m"], "torque"),
    A(HPX, 3, "P1.01 range", ["2.0 to 9.0"], "parameter"),
    A(HPX, 3, "default system pressure setpoint on a 300", ["default 195 bar"], "footnote-value"),
    A(HPX, 3, "low pressure trip adjustable range", ["120 to 145"], "parameter"),
    A(HPX, 3, "why does P3.05 need to be lower than P3.06", ["heater will cycle rapidly"], "why"),
    A(HPX, 3, "changed a parameter but nothing happened?", ["after the next PCU restart"], "parameter"),
    A(HPX, 4, "E107 pitch", ["dP above 5 bar"], "fault-code"),
    A(HPX, 4, "what does the turbine do on E106", ["Power derated to 50 %"], "fault-code"),
    A(HPX, 4, "feather test pass time for HPX-300", ["within 16 s"], "spec-lookup"),
    # ---- unanswerable
    U(
        HPX,
        "HPX-220 precharge if the hub is at 0 °C",
        ["temperature correction", "per °C", "at 0 °C"],
        "uncovered-condition",
    ),
    U(HPX, "E105 pitch error", ["E105"], "missing-code"),
    U(HPX, "what's E108", ["E108"], "missing-code"),
    U(HPX, "HPX-400 precharge", ["HPX-400"], "nonexistent-variant"),
    U(HPX, "accumulator shell recertification interval", ["recertif"], "missing-attribute"),
    U(HPX, "P2.13 default", ["P2.13"], "missing-code"),
    U(HPX, "hydraulic pump motor power", ["kW"], "missing-attribute"),
    U(
        HPX,
        "how often should the pitch hydraulic oil be changed",
        ["oil change", "oil replacement"],
        "missing-attribute",
    ),
    U(HPX, "nominal precharge HPX-300 at 30 degrees C", ["at 30 °C"], "uncovered-condition"),
    U(HPX, "pitch bearing grease type", ["grease"], "missing-attribute"),
    U(HPX, "rotary union seal kit part number", ["seal kit"], "missing-attribute"),
    U(
        HPX,
        "feather test pass time with the pump running",
        ["with the pump running", "pump switched on"],
        "uncovered-condition",
    ),
]

HANDBOOK = [
    A(HB, 2, "what is vapour lock", ["interrupt the flow of liquid fuel"], "definition"),
    A(
        HB,
        2,
        "why are boost pumps put inside the tank instead of the nacelle",
        ["whole line to the engine is under positive pressure"],
        "why",
    ),
    A(HB, 2, "what happens if a centrifugal boost pump stops", ["fuel can still be drawn through it"], "what-happens"),
    A(HB, 3, "what is the purpose of a crossfeed system", ["allow any engine to be fed from any tank"], "purpose"),
    A(HB, 3, "why is centre tank fuel burned first", ["counteracts the upward bending caused by lift"], "why"),
    A(HB, 1, "what happens if a fuel tank has no vent", ["the tank can collapse inward"], "what-happens"),
    A(
        HB,
        1,
        "what does the surge tank in the vent system do",
        ["catches fuel that is pushed into the vent lines"],
        "purpose",
    ),
    A(HB, 1, "what is an integral fuel tank", ["uses the structure itself as the tank"], "definition"),
    A(HB, 1, "advantage of bladder tanks", ["without cutting large openings in the structure"], "why"),
    A(HB, 2, "what are flapper valves", ["one-way hinged doors"], "definition"),
    A(
        HB,
        2,
        "what's the point of a collector tank",
        ["remain covered with fuel even in a prolonged sideslip"],
        "purpose",
    ),
    A(
        HB,
        3,
        "how can a capacitance gauge show fuel mass not volume",
        ["dielectric constant of fuel rises with its density"],
        "how",
    ),
    A(HB, 3, "compensator probe purpose", ["corrects the reading for differences between fuel batches"], "purpose"),
    A(
        HB,
        4,
        "when should fuel samples be drained",
        ["before the first flight of the day and after every refuelling"],
        "procedure",
    ),
    A(
        HB,
        4,
        "what damage does microbial growth in fuel tanks do",
        ["produce acids that attack the tank sealant"],
        "what-happens",
    ),
    A(
        HB,
        4,
        "why warn the crew when the fuel filter is about to bypass",
        ["unfiltered fuel will then reach the fuel control"],
        "why",
    ),
    A(HB, 1, "why does the vent tube on light aircraft face forward", ["ram air slightly pressurises the tank"], "why"),
    A(
        HB,
        3,
        "What happens during single-point refuelling when a tank is full?",
        ["close automatically when a high level sensor"],
        "what-happens",
    ),
    # ---- unanswerable
    U(HB, "what is fuel jettison used for", ["jettison", "dump"], "not-in-chapter"),
    U(HB, "freezing point of Jet A-1", ["freezing", "-47"], "not-in-chapter"),
    U(HB, "what colour is 100LL avgas", ["blue", "100LL"], "not-in-chapter"),
    U(
        HB,
        "what pressure is used for single point refuelling",
        ["psi", "kPa", "refuelling pressure"],
        "missing-attribute",
    ),
    U(HB, "how does a fuel heater stop ice crystals blocking the filter", ["heater", "ice crystal"], "not-in-chapter"),
    U(HB, "what is fuel tank inerting", ["inert", "nitrogen"], "not-in-chapter"),
    U(
        HB,
        "how long should you wait after refuelling before taking a sump sample",
        ["minutes after", "wait"],
        "missing-attribute",
    ),
    U(
        HB,
        "how many capacitance probes are in a typical wing tank",
        ["probes per tank", "probes in each wing"],
        "missing-attribute",
    ),
    U(HB, "what is FSII and why is it added to jet fuel", ["FSII", "additive", "icing"], "not-in-chapter"),
    U(HB, "why must the aircraft be bonded to the fuel truck", ["static", "bonding", "earthing"], "not-in-chapter"),
    U(
        HB,
        "what is the maximum allowed fuel imbalance between wings",
        ["maximum imbalance", "imbalance limit"],
        "missing-attribute",
    ),
    U(HB, "how does a jet pump (ejector) scavenge fuel", ["jet pump", "ejector", "motive flow"], "not-in-chapter"),
    U(HB, "typical output pressure of a boost pump", ["psi", "bar"], "missing-attribute"),
]

CARDQ = [
    A(CARD, 1, "CP-40 troll mode max default", ["900 rpm"], "setting"),
    A(CARD, 1, "service menu PIN cp-40", ["PIN 4017"], "setting"),
    A(CARD, 1, "how many alarms does the history keep", ["last 20 events"], "setting"),
    A(CARD, 1, "how do I reset the service reminder on the panel", ["MENU, press twice"], "procedure"),
    A(CARD, 1, "green LED flashing on the CP-40", ["Glow plugs preheating"], "fault-code"),
    A(CARD, 1, "idle trim range", ["-50 to +100 rpm"], "setting"),
    A(CARD, 1, "does a factory reset clear the hours offset?", ["cannot be reset"], "setting"),
    U(CARD, "CP-40 menu 3.4 default", ["3.4"], "missing-code"),
    U(CARD, "red LED flashing meaning", ["Red flashing"], "missing-code"),
    U(CARD, "buzzer volume default", ["volume"], "missing-attribute"),
    U(CARD, "backlight level in night mode", ["night backlight", "Night mode level"], "missing-attribute"),
    U(CARD, "amber steady LED on the panel", ["Amber steady"], "missing-code"),
    U(CARD, "station sync follower delay setting", ["sync delay", "follower delay"], "missing-attribute"),
    U(CARD, "default CAN baud rate CP-40", ["baud", "kbit"], "missing-attribute"),
]

NOTICES = [
    A(SB, 1, "replacement valve housing PN per SB 63-014", ["3B-4420-03"], "notice", **_bd3("MGB-3B", 1122)),
    A(SB, 1, "torque for the new valve housing from the SB", ["48 N.m"], "notice", **_bd3("MGB-3A", 1300)),
    A(
        SB,
        1,
        "when's the first inspection due for the valve housing SB",
        ["within 25 flight hours or 30 days"],
        "notice",
        **_bd3("MGB-3A", 1045),
    ),
    A(
        SB,
        1,
        "how often do we repeat the lug inspection until the housing is replaced",
        ["every 100 flight hours"],
        "notice",
        **_bd3("MGB-3B", 1389),
    ),
    A(
        SB,
        1,
        "man-hours incl replacement for BDS-SB-63-014",
        ["3.0 man-hours including replacement"],
        "notice",
        **_bd3("MGB-3A", 1040),
    ),
    A(
        SN,
        1,
        "which gasket do I need for the elbow safety notice",
        ["VL-21877-B"],
        "notice",
        **_vl6m("VL6M-370", 7310555),
    ),
    A(SN, 1, "elbow bolt torque per the CO safety notice", ["32 N.m"], "notice", **_vl6m("VL6M-315", 7311499)),
    A(
        SN,
        1,
        "when do the elbow bolts need re-torquing",
        ["after the first 10 running hours"],
        "notice",
        **_vl6m("VL6M-315", 7310200),
    ),
    A(
        SN,
        1,
        "deadline for replacing the mixing elbow gasket if no soot found",
        ["Within 20 engine hours"],
        "notice",
        **_vl6m("VL6M-370", 7311020),
    ),
    A(RN, 1, "what is E131", ["Accumulator precharge estimate low"], "notice", **_hpx("HPX-300", 40100)),
    A(
        RN,
        1,
        "P2.11 default after the 5.2.0 update",
        ["raised from 150 to 155 bar"],
        "notice",
        **_hpx("HPX-220", 41200),
    ),
    A(RN, 1, "how long does the PCU firmware flash take", ["about 12 minutes"], "notice", **_hpx("HPX-220", 41850)),
    A(
        RN,
        1,
        "range for the new feather test interval parameter",
        ["range 1 to 14 days"],
        "notice",
        **_hpx("HPX-300", 40777),
    ),
    A(
        RN,
        1,
        "which PitchLink version do I need for fw 5.2.0",
        ["PitchLink 3.4 or later"],
        "notice",
        **_hpx("HPX-220", 40500),
    ),
    U(
        SB,
        "does SB 63-014 apply to our tail box, whats the replacement housing PN",
        ["3B-4420-03"],
        "notice-wrong-variant",
        **_bd3("TGB-3T", 1200),
    ),
    U(SB, "valve housing torque per the SB", ["48 N.m"], "notice-wrong-variant", **_bd3("MGB-3C", 1100)),
    U(SB, "SB 63-014 inspection deadline for us", ["30 days"], "notice-serial-out-of-range", **_bd3("MGB-3A", 1390)),
    U(
        SB,
        "repeat interval for the valve housing crack inspection",
        ["every 100 flight hours"],
        "notice-serial-out-of-range",
        **_bd3("MGB-3B", 1020),
    ),
    U(
        SN,
        "elbow gasket part number for the carbon monoxide notice",
        ["VL-21877-B"],
        "notice-wrong-variant",
        **_vl6m("VL6M-260", 7310800),
    ),
    U(
        SN,
        "exhaust elbow bolt torque from the safety notice",
        ["32 N.m"],
        "notice-serial-out-of-range",
        **_vl6m("VL6M-315", 7311500),
    ),
    U(
        SN,
        "do I have to swap the mixing elbow gasket within 20 hours?",
        ["20 engine hours"],
        "notice-serial-out-of-range",
        **_vl6m("VL6M-370", 7309999),
    ),
    U(
        SN,
        "warranty cut-off date for the elbow gasket job",
        ["2024-06-30"],
        "notice-wrong-variant",
        **_vl6m("VL6M-260", 7311100),
    ),
    U(RN, "what does E131 mean", ["E131"], "notice-wrong-variant", **_hpx("HPX-150", 40200)),
    U(
        RN,
        "new default for P2.11 after the firmware update",
        ["155 bar"],
        "notice-serial-out-of-range",
        **_hpx("HPX-220", 42000),
    ),
    U(
        RN,
        "how long does flashing PCU fw 5.2.0 take",
        ["12 minutes"],
        "notice-serial-out-of-range",
        **_hpx("HPX-300", 40050),
    ),
    U(RN, "P4.10 range?", ["P4.10"], "notice-wrong-variant", **_hpx("HPX-150", 41000)),
    U(
        RN,
        "known issues with 5.2.0 on our turbine",
        ["rounded to whole degrees"],
        "notice-serial-out-of-range",
        **_hpx("HPX-300", 39990),
    ),
]


def bank():
    """All questions in authoring order (generate.py shuffles with a seed)."""
    return [dict(q) for q in GEARBOX + MARINE + PITCH + HANDBOOK + CARDQ + NOTICES]

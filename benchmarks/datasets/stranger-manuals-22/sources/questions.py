# ruff: noqa: E501
"""Hand-written questions for the s22 set (all invented, written for the invented documents).

build() returns the questions in writing order; generate.py shuffles them with a fixed seed and
assigns the ids s22-001..s22-200. Keys starting with "_" are for check_keys.py only and are not
written to qa.jsonl:
  _code       fault code a question is about (nonexistent / later-revision checks)
  _elsewhere  document key in which a "nonexistent" code does exist
  _absent     strings that must not occur in the target document (unstated attributes)
"""

MM = "GVP-MM-420"  # pellet mill maintenance manual, Rev A/B/C
SB = "GVP-SB-2024-07"  # pellet mill bulletin (PDF)
TO = "GVP-TO-420"  # principles of operation
CARD = "pm420_daily_inspection_card.txt"
DCX = "VRS-SM-DCX"  # charger service manual
SB2 = "VRS-SB-118"  # charger bulletin (DOCX)
QG = "VRS-QG-DCX"  # charger quick guide (HTML)
VF = "PKW-SM-VF"  # form-fill-seal service manual
NOTES = "vf_field_notes.md"

P_MM = "PM-420 Ring-Die Pellet Mill"
P_DCX = "DCX Series DC Fast Charger"
P_VF = "VF Series Vertical Form-Fill-Seal Machine"


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
    return d


def U(kind, doc, question, **kw):
    d = {"question": question, "document": doc, "page": None, "answers": [], "answerable": False, "kind": kind}
    d.update(kw)
    return d


def mm(v):
    return {"product": P_MM, "variant": v}


def dcx(v):
    return {"product": P_DCX, "variant": v}


def vf(v):
    return {"product": P_VF, "variant": v}


def answerable():
    q = []
    # ---- table_value (16)
    k = "table_value"
    q += [
        A(k, MM, 2, ["160 kW"], "pm420h main motor - how many kw?", **mm("PM-420H")),
        A(k, MM, 2, ["140 mm"], "Die working width on the 420S ring die??", **mm("PM-420S")),
        A(
            k,
            MM,
            2,
            ["44 L"],
            "how much gear oil does the H model gearbox take when filling from empty",
            **mm("PM-420H"),
        ),
        A(k, MM, 2, ["DN 50"], "steam inlet flange size, PM-420S", **mm("PM-420S")),
        A(k, MM, 3, ["18.5 kW"], "wats the conditioner motor rating on a PM-420H", **mm("PM-420H")),
        A(k, DCX, 2, ["250 A"], "dcx120 max dc amps out", **dcx("DCX-120")),
        A(
            k,
            DCX,
            2,
            ["280 A"],
            "I'm sizing the upstream breaker for a DCX-180 and need to know what current "
            "it pulls from the grid at its rated load. What figure does the manual give?",
            **dcx("DCX-180"),
        ),
        A(k, DCX, 2, ["4.5 m"], "How long is the charging lead on the 180 kW unit", **dcx("DCX-180")),
        A(k, DCX, 2, ["IP55"], "ingress protection of the DCX-180 enclosure", **dcx("DCX-180")),
        A(k, VF, 2, ["75 bags/min"], "VF320 top speed making pillow packs?", **vf("VF-320")),
        A(k, VF, 2, ["100-450 mm"], "vf-400 min/max bag length, normal single pull", **vf("VF-400")),
        A(k, VF, 2, ["350 mm"], "biggest film roll OD that'll fit on a VF-250", **vf("VF-250")),
        A(k, VF, 2, ["190 NL/min"], "air usage vf 400 flat out?", **vf("VF-400")),
        A(k, TO, 5, ["54 mm"], "recommended effective bore lenght for a high-fibre cattle feed die"),
        A(k, QG, 1, ["Charging session in progress"], "front light on the dcx is pulsing blue, what does that mean"),
        A(k, MM, 4, ["ISO VG 220"], "what oil grade goes in the feeder gearmotor on the pellet mill"),
    ]
    # ---- spec_limit (12)
    k = "spec_limit"
    q += [
        A(k, MM, 3, ["95 °C"], "PM420 main brg temp - at what temp does it actually trip (not the alarm)"),
        A(k, MM, 3, ["4.0 bar"], "highest steam pressure allowed at the conditioner control valve?"),
        A(k, MM, 3, ["300 A"], "420H max motor amps before it trips out on overcurrent", **mm("PM-420H")),
        A(
            k,
            CARD,
            1,
            ["knife-to-die distance 3 - 8 mm"],
            "daily card: what gap between knives and die for 3.5mm pellets",
        ),
        A(k, DCX, 3, ["360 V"], "lowest mains voltage the DCX chargers will tolerate"),
        A(k, DCX, 3, ["100 kOhm"], "min insulation resistance dc output to earth, dcx"),
        A(k, DCX, 3, ["90 °C"], "at what connector pin temp does the charger stop charging altogether?"),
        A(k, DCX, 3, ["2.5 bar"], "max coolant pressure in the cable loop on the 180", **dcx("DCX-180")),
        A(k, VF, 3, ["175 °C"], "upper limit cross jaw temp for OPP/CPP laminate film"),
        A(k, VF, 3, ["5.5 bar"], "min supply air pressure for vf machines?"),
        A(
            k,
            NOTES,
            1,
            ["set the vacuum to 0.45 bar"],
            "field notes - what vacuum did they set on the pull belts at the coffee roaster job",
        ),
        A(
            k,
            CARD,
            1,
            ["report above 70 °C"],
            "on the daily inspection card, at what main bearing temp am I supposed to flag it?",
        ),
    ]
    # ---- revision_value (10), all with as_of
    k = "revision_value"
    q += [
        A(k, MM, 5, ["280 Nm"], "die clamp bolt torque pm-420", as_of="2022-06-14"),
        A(k, MM, 5, ["310 Nm"], "torque for the M20 die clamp bolts?", as_of="2022-06-15"),
        A(k, MM, 3, ["85 °C"], "main bearing temp alarm setpoint", as_of="2021-03-01"),
        A(k, MM, 3, ["80 °C"], "what temp should the main bearing alarm be set to on the PM-420", as_of="2023-02-10"),
        A(k, MM, 4, ["Every 250 h"], "how often do the main shaft bearings get greased", as_of="2023-11-30"),
        A(k, MM, 4, ["Every 200 h"], "main shaft bearng regrease intervall (hrs)", as_of="2023-12-01"),
        A(k, MM, 3, ["90 °C"], "upper limit for conditioner discharge temp", as_of="2024-06-30"),
        A(k, MM, 4, ["40 g per roller"], "grams of grease per roller each shift", as_of="2021-11-05"),
        A(k, MM, 3, ["0.4 mm"], "max cold roller gap", as_of="2022-09-09"),
        A(k, MM, 3, ["3.5 mm/s RMS"], "vibration limit on the main bearings mm/s", as_of="2024-01-15"),
    ]
    # ---- bulletin (16): model + serial inside the range
    k = "bulletin"
    h = dict(product=P_MM, variant="PM-420H")
    q += [
        A(
            k,
            SB,
            2,
            ["720 Nm"],
            "roller shaft locknut torque for 420H s/n GV4201388 after the bearing upgrade",
            serial=4201388,
            **h,
        ),
        A(
            k,
            SB,
            2,
            ["HT-3, 25 g per roller"],
            "how much grease per roller now on our mill GV4202050?",
            serial=4202050,
            **h,
        ),
        A(
            k,
            SB,
            2,
            ["Every 12 h"],
            "roller bearing greasing frequency once SB-2024-07 is done, serial GV4201200",
            serial=4201200,
            **h,
        ),
        A(k, SB, 2, ["75 °C"], "new main bearing alarm setting for GV4201649", serial=4201649, **h),
        A(
            k,
            SB,
            2,
            ["0.15 to 0.3 mm"],
            "cold roller gap range on 420H no. GV4202099 which had the bearing kit fitted",
            serial=4202099,
            **h,
        ),
        A(
            k,
            SB,
            1,
            ["GV-K-3320"],
            "part no. of the roller bearing upgrade kit for mill GV4201500",
            serial=4201500,
            **h,
        ),
        A(
            k,
            SB,
            2,
            ["120 g of HT-3 grease"],
            "when fitting the new roller bearings on GV4202011 how much grease do I pack into each one",
            serial=4202011,
            **h,
        ),
        A(
            k,
            SB,
            1,
            ["2024-12-31"],
            "deadline to get the bearing bulletin done on our PM-420H GV4201302?",
            serial=4201302,
            **h,
        ),
    ]
    c = dict(product=P_DCX)
    q += [
        A(
            k,
            SB2,
            1,
            ["firmware 4.6.2"],
            "which firmware should go on DCX-120 VR2204377 per the contactor bulletin",
            variant="DCX-120",
            serial=2204377,
            **c,
        ),
        A(
            k,
            SB2,
            1,
            ["VR-C-3251"],
            "new aux contact block p/n for dcx-180 serial VR2204100",
            variant="DCX-180",
            serial=2204100,
            **c,
        ),
        A(
            k,
            SB2,
            1,
            ["0.8 Nm"],
            "torque on the aux block terminal screws, DCX-120 s/n VR2204899",
            variant="DCX-120",
            serial=2204899,
            **c,
        ),
        A(
            k,
            SB2,
            1,
            ["all five cycles must pass"],
            "after fitting the revised block on my DCX-180 (VR2204555) "
            "how many of the contactor test runs have to pass?",
            variant="DCX-180",
            serial=2204555,
            **c,
        ),
        A(
            k,
            SB2,
            1,
            ["1.5 h per charger"],
            "labour time for SB-118 on DCX-120 VR2204222",
            variant="DCX-120",
            serial=2204222,
            **c,
        ),
        A(
            k,
            SB2,
            1,
            ["from 20 ms to 50 ms"],
            "what does the new firmware change the feedback debounce to? unit is a DCX-180, VR2204710",
            variant="DCX-180",
            serial=2204710,
            **c,
        ),
        A(
            k,
            SB2,
            1,
            ["Mandatory - complete within 90 days"],
            "is SB-118 optional or compulsory for DCX-120 VR2204640, and how long have we got",
            variant="DCX-120",
            serial=2204640,
            **c,
        ),
        A(
            k,
            SB2,
            1,
            ["W118"],
            "warranty claim code for the aux contact job on a DCX-180, serial VR2204101",
            variant="DCX-180",
            serial=2204101,
            **c,
        ),
    ]
    # ---- explanation (13): 10 from the theory prose, 3 from other documents
    k = "explanation"
    q += [
        A(
            k,
            TO,
            2,
            ["moisture acts as a lubricant in the die bores", "act as the binder that holds a pellet together"],
            "why do we steam the mash before it goes into the die, what does it actually do",
        ),
        A(
            k,
            TO,
            2,
            ["the die can plug within minutes", "The wet lumps stick to the conditioner paddles"],
            "whats the problem with wet steam in the conditoner?",
        ),
        A(
            k,
            TO,
            3,
            ["both surfaces wear in use, the gap opens slowly"],
            "roller gap - why does it need checking every single shift?",
        ),
        A(
            k,
            TO,
            3,
            ["push the contaminated grease out past the seals"],
            "why grease the roller bearings so often if they're not actually short of grease",
        ),
        A(
            k,
            TO,
            3,
            ["stays soft when cold", "the mash loses moisture and sets hard"],
            "reason for running oily mix thru the die before shutting down?",
        ),
        A(
            k,
            TO,
            3,
            ["Those marks raise the friction of the pellet column", "The abrasive run-in mix polishes the"],
            "why does a brand new die need a run in with sand and oil",
        ),
        A(
            k,
            TO,
            4,
            ["a broken pin costs far less than a damaged gear set", "would pass the shock on to the gearbox"],
            "our shear pins keep snapping - why can't I just fit a beefier one?",
        ),
        A(
            k,
            TO,
            4,
            ["keeps the current below the overload"],
            "why ramp the feeder up slowly after a start instead of going straight to full rate",
        ),
        A(
            k,
            TO,
            4,
            ["the starch sets and the pellets become hard and durable"],
            "what's the point of the cooler after the pellet mill",
        ),
        A(
            k,
            TO,
            4,
            ["the die sits on a conical seat"],
            "why tighten the die clamp bolts criss-cross in steps rather than one at a time",
        ),
        A(k, MM, 4, ["their thickeners are not compatible"], "can I mix HT-2 with EP-2 grease - why not?"),
        A(
            k,
            NOTES,
            1,
            ["the tape is thinnest where it wraps round the jaw ends"],
            "why do the cross seals start leaking at the corners first when the ptfe tape wears",
        ),
        A(
            k,
            VF,
            5,
            ["because the jaw block expands when it heats up"],
            "why re-check the heater cartridge clamp screws after an hour hot?",
        ),
    ]
    # ---- code_meaning (8)
    k = "code_meaning"
    q += [
        A(k, MM, 7, ["Gearbox oil temperature high"], "pellet mill panel says E10 - what is it"),
        A(k, MM, 8, ["Steam valve position feedback mismatch"], "E15 fault on PM-420, meaning?", as_of="2024-03-01"),
        A(k, MM, 8, ["Roller not turning"], "e13 warning on the mill"),
        A(k, DCX, 7, ["Contactor feedback does not match command"], "DCX F-109 what does it mean"),
        A(k, DCX, 7, ["Power module overtemperature"], "f105 on a dcx-120?", **dcx("DCX-120")),
        A(k, DCX, 8, ["Plug-in cycle limit reached"], "charger logged F-122, is that serious / what is it"),
        A(k, VF, 7, ["Pull belt slip"], "alarm A-09 on vf320", **vf("VF-320")),
        A(k, VF, 8, ["Bag length deviation over 5 mm"], "What is the A-15 warning on the form fill seal?"),
    ]
    # ---- code_remedy (8)
    k = "code_remedy"
    q += [
        A(
            k,
            MM,
            8,
            ["Drill out the plugged bores from the outside", "3 mm drill"],
            "E12 plugged die: rollers backed off and the loose stuff cleared out by hand, what do I do next?",
        ),
        A(k, MM, 7, ["set the S12 actuator gap to 2 to 4 mm"], "E02 keeps coming back even with the door shut, fix?"),
        A(k, MM, 7, ["Do not restart until the bearing is below 60 °C"], "mill tripped on E05. when can I restart"),
        A(
            k,
            DCX,
            8,
            ["replace the pump cartridge VR-P-5108"],
            "F-118 on dcx-180 - tank is full, pump is running, bled it at V4, flow still low. next step?",
            **dcx("DCX-180"),
        ),
        A(
            k,
            DCX,
            7,
            ["Do not energise the charger again", "Replace the contactor and check the precharge circuit"],
            "what to do about F-107 welded contactor",
        ),
        A(k, QG, 1, ["check the air filters first"], "quick guide - F-116 cabinet too hot, what should I look at 1st"),
        A(
            k,
            VF,
            8,
            ["its gap to 1.5 mm and try again"],
            "A-13: knife home sensor B33 never lights when I turn the handwheel, what then",
        ),
        A(
            k,
            VF,
            7,
            ["about 48 ohm when cold", "Check the heater fuse F21"],
            "A-03 jaw temp below band - how to troubleshoot",
        ),
    ]
    # ---- procedure_step (7)
    k = "procedure_step"
    q += [
        A(k, MM, 6, ["by two turns"], "adjusting roller gap: how far do I back off the adjuster clamp screw"),
        A(k, MM, 6, ["GV-T-210"], "die swap - what fixture is used to pull the die out?"),
        A(
            k,
            DCX,
            6,
            ["In menu 4.3 assign the module address"],
            "after swapping a power module where do I set its address",
        ),
        A(
            k,
            DCX,
            6,
            ["bleed the circuit at valve V4"],
            "replacing the cable on a DCX-180: once it's refilled with coolant, where do i get the air out",
            **dcx("DCX-180"),
        ),
        A(
            k,
            VF,
            6,
            ["let the jaws cool below 50 °C"],
            "We are about to swap a burnt-out heater cartridge in the cross jaw on one of our VF machines. How far do the jaws have to cool down before we can start on it?",
        ),
        A(k, VF, 6, ["set the tube-to-jaw gap to 3 mm"], "forming set change: gap between tube and jaws?"),
        A(k, QG, 1, ["Choose Actions, then Soft reset"], "how do I soft reset a DCX remotely from the portal"),
    ]
    # ---- footnote (8)
    k = "footnote"
    q += [
        A(
            k,
            MM,
            2,
            ["3.5 mm pellets", "16 % moisture after conditioning"],
            "the rated t/h figure in the data table - what pellet size and moisture is it based on",
        ),
        A(k, MM, 4, ["make the first change after 500 h"], "first gearbox oil change on a freshly rebuilt box - when?"),
        A(k, MM, 5, ["Fit new self-locking screws every time"], "can the coupling hub screws be reused?"),
        A(
            k,
            DCX,
            2,
            ["limits the current to 300 A"],
            "dcx-180 when coolant return is over 40C what current does it drop to",
            **dcx("DCX-180"),
        ),
        A(
            k,
            DCX,
            4,
            ["Halve the interval at dusty sites"],
            "air filter change interval at a quarry site - same as normal?",
        ),
        A(
            k,
            DCX,
            5,
            ["DCX-180 uses M12 input terminals"],
            "AC input terminal thread size on the 180?",
            **dcx("DCX-180"),
        ),
        A(k, VF, 2, ["halves the maximum speed"], "running double pull for extra long bags - what does it do to speed"),
        A(k, VF, 3, ["longer than 250 ms"], "does a long jaw dwell time knock down max speed, and from what point?"),
    ]
    # ---- interval (8)
    k = "interval"
    q += [
        A(k, MM, 4, ["Every 2000 h"], "how often shud the gearbox oil filter be changed on a pm420"),
        A(k, NOTES, 1, ["a jaw clean every 2 hours"], "sugar packer job - how often did we end up cleaning the jaws"),
        A(k, DCX, 4, ["6 months"], "dcx-60 cabinet filter change frequency", **dcx("DCX-60")),
        A(k, DCX, 4, ["36 months"], "coolant replacement interval on the liquid cooled cable", **dcx("DCX-180")),
        A(k, DCX, 4, ["12 months"], "how often to torque-check the DC busbars on the DCX-180", **dcx("DCX-180")),
        A(k, VF, 4, ["400 h"], "PTFE tape change interval for the vf-400 jaws", **vf("VF-400")),
        A(k, VF, 4, ["250 h"], "jaw linear guide greasing, VF 320 - every how many hours", **vf("VF-320")),
        A(k, CARD, 1, ["Mondays only"], "the shear pin witness mark check on the daily card - is that every day?"),
    ]
    # ---- torque (5)
    k = "torque"
    q += [
        A(k, MM, 5, ["45 Nm"], "cutter knife bolt torque M10"),
        A(k, MM, 5, ["160 Nm"], "what do I torque the roller adjuster clamp screw to"),
        A(k, DCX, 5, ["20 Nm"], "M8 dc busbar joint torque DCX-180", **dcx("DCX-180")),
        A(k, VF, 5, ["25 Nm"], "torque for the cross jaw fixing screws on a VF-400", **vf("VF-400")),
        A(k, VF, 5, ["35 Nm"], "reel shaft brake caliper bolts vf320 torqe?", **vf("VF-320")),
    ]
    # ---- part_number (6)
    k = "part_number"
    q += [
        A(k, MM, 8, ["GV-K-3312"], "part number for the roller bearing set, 420H", **mm("PM-420H")),
        A(k, MM, 8, ["GV-P-016"], "shear pin pn for PM-420S", **mm("PM-420S")),
        A(k, DCX, 8, ["VR-C-4518"], "order code for a replacement charging cable DCX-180", **dcx("DCX-180")),
        A(k, DCX, 8, ["VR-F-1210"], "which filter set do I order for a dcx 120", **dcx("DCX-120")),
        A(k, VF, 8, ["PK-K-0320"], "knife blade part no VF-320", **vf("VF-320")),
        A(k, VF, 8, ["PK-H-0630"], "heater cartridge p/n for the VF-400 jaws", **vf("VF-400")),
    ]
    # ---- contents (3)
    k = "contents"
    q += [
        A(
            k,
            MM,
            1,
            ["Tightening torques page 5", "page 5"],
            "sorry if obvious - I have the PM-420 maintenance manual open and cannot find the bolt torque figures anywhere, which page are they on?",
        ),
        A(k, DCX, 1, ["Fault codes page 7", "page 7"], "where in the dcx service manual do the fault codes start"),
        A(
            k,
            TO,
            1,
            ["Die selection and compression ratio page 5", "page 5"],
            "principles of operation doc - what page covers choosing a die / compression ratio",
        ),
    ]
    return q


def unanswerable():
    q = []
    k = "unans_unstated_attribute"
    q += [
        U(k, MM, "total weight of a PM-420H mill?", _absent=["weigh"], **mm("PM-420H")),
        U(k, MM, "noise level of the pellet mill in dB(A) at 1 m", _absent=["db(a)", "noise level"]),
        U(k, MM, "who makes the soft starter on the PM-420S, what brand is it", _absent=["brand"], **mm("PM-420S")),
        U(k, MM, "how many holes in a 3.5mm die for the 420", _absent=["holes"]),
        U(k, MM, "how much EP-2 for the initial fill of a brand new main bearing"),
        U(k, TO, "what moisture % should pellets come out of the cooler at", _absent=["%"]),
        U(k, DCX, "DCX-120 cabinet weight kg", _absent=["kg"], **dcx("DCX-120")),
        U(k, DCX, "efficiency of the dcx-180 at full load?", _absent=["efficien"], **dcx("DCX-180")),
        U(k, DCX, "does the DCX-60 come with a CHAdeMO gun as well", _absent=["chademo"], **dcx("DCX-60")),
        U(k, DCX, "standby power draw of a DCX charger sitting idle", _absent=["standby"]),
        U(k, VF, "what film thickness range can a vf-320 run", _absent=["thickness"], **vf("VF-320")),
        U(k, VF, "noise level VF-400 in operation", _absent=["db(a)", "noise"], **vf("VF-400")),
        U(k, VF, "which PLC is used in the VF machines", _absent=["plc"]),
        U(k, SB, "price of the GV-K-3320 bearing kit", _absent=["price"]),
        U(k, SB2, "how long does the firmware 4.6.2 upload itself take"),
        U(k, QG, "what does a flashing red status light mean on the DCX", _absent=["flashing red"]),
        U(k, CARD, "how long to run the shutdown mix, according to the inspection card?", _absent=["minute"]),
        U(k, NOTES, "what sensor gain did they use at the frozen veg site on the VF-400"),
        U(k, TO, "what steel grade are the ring dies made from", _absent=["stainless", "grade"]),
    ]
    k = "unans_negated_premise"
    q += [
        U(k, MM, "how do I bridge S11/S12 so I can watch the die run with the door open"),
        U(k, MM, "best welding rod for building up worn roller shells?"),
        U(k, MM, "what grade bolt can I use instead of the shear pin on the 420S", **mm("PM-420S")),
        U(k, DCX, "how to jumper out the insulation monitor so the charger stops faulting"),
        U(k, DCX, "what tape is best for wrapping a nicked charging cable jacket"),
        U(k, DCX, "which solvent should I use to clean the connector pins on the DCX"),
        U(k, VF, "what grit wire brush for getting burnt film off the jaws"),
        U(k, VF, "which silicone spray to stop the pull belts squeaking on the vf250?", **vf("VF-250")),
        U(k, VF, "how to disable the jaw obstruction sensor while testing"),
        U(k, QG, "what tool do I use to pry a stuck connector out of a car"),
    ]
    k = "unans_model_outside"
    q += [
        U(k, DCX, "max output current on the DCX-240", variant="DCX-240"),
        U(k, DCX, "filter change interval for a DCX-90", variant="DCX-90"),
        U(k, VF, "top speed of a VF-500", variant="VF-500"),
        U(k, VF, "bag width range on VF-200", variant="VF-200"),
        U(k, MM, "die clamp bolt torque for PM-520", variant="PM-520"),
        U(k, MM, "roller gap setting on a PM-350 mill", variant="PM-350"),
        U(k, QG, "status light meanings for the little DCX-30 wallbox", variant="DCX-30"),
    ]
    k = "unans_nonexistent_code"
    q += [
        U(k, MM, "pellet mill showing E21 what does it mean", _code="E21"),
        U(k, MM, "F-107 came up on our pm-420 HMI, what's the fix", _code="F-107", _elsewhere=DCX),
        U(k, DCX, "F-103 meaning on dcx", _code="F-103"),
        U(k, DCX, "remedy for F-111?", _code="F-111"),
        U(k, DCX, "DCX-120 showing E05 - what to do", _code="E05", _elsewhere=MM, **dcx("DCX-120")),
        U(k, VF, "A-16 alarm VF-320", _code="A-16", **vf("VF-320")),
        U(k, VF, "E08 on the vf-400 screen, what is it", _code="E08", _elsewhere=MM, **vf("VF-400")),
    ]
    k = "unans_other_condition"
    q += [
        U(k, MM, "die speed of the PM-420 on a 60 Hz supply"),
        U(k, MM, "rated throughput of the 420S when making cattle feed", **mm("PM-420S")),
        U(k, VF, "cross jaw temp range for paper-based film"),
        U(k, DCX, "rated input current of a DCX-120 fed from 480 V 60 Hz", **dcx("DCX-120")),
        U(k, VF, "max speed for a VF-320 making gusseted bags", **vf("VF-320")),
        U(k, MM, "what roller gap to set with the mill hot at operating temp"),
    ]
    k = "unans_min_only_max"
    q += [
        U(k, MM, "minimum gearbox oil temp before starting the mill"),
        U(k, MM, "lowest allowed main bearing temperature during running"),
        U(k, DCX, "minimum coolant conductivity for the DCX-180 cable circuit", **dcx("DCX-180")),
        U(k, DCX, "min cabinet air temp inside the DCX"),
        U(k, VF, "minimum relative humidity for the VF packing room"),
        U(k, CARD, "lowest acceptable main bearing temp on the daily card"),
    ]
    k = "unans_unexplained_why"
    q += [
        U(k, MM, "why is the die speed 226 rpm and not faster"),
        U(k, MM, "why must coupling hub screws be new each time"),
        U(k, MM, "why are impact guns banned on the die clamp bolts"),
        U(k, DCX, "why not blow the connector out with compressed air"),
        U(k, VF, "why is high strength threadlocker not allowed on the jaw assembly"),
        U(k, VF, "why is there a 50 micron limit on splice tape"),
    ]
    k = "unans_swapped_number"
    q += [
        U(k, MM, "what's step 11 in the roller gap adjustment procedure"),
        U(k, MM, "what does footnote 14 under the torque table say"),
        U(k, DCX, "which page is section 9 of the dcx service manual on"),
        U(k, VF, "step 6 of the forming tube change procedure?"),
        U(k, DCX, "what's in service menu 4.9 on the DCX"),
    ]
    k = "unans_bulletin_out_of_range"
    h = dict(product=P_MM, variant="PM-420H")
    c = dict(product=P_DCX)
    q += [
        U(k, SB, "revised roller locknut torque from SB-2024-07 for PM-420H GV4201650", serial=4201650, **h),
        U(k, SB, "grease quantity per roller after the bulletin on GV4202009", serial=4202009, **h),
        U(k, SB, "new main bearing alarm value per the bearing bulletin, mill GV4202100", serial=4202100, **h),
        U(k, SB2, "which firmware does SB-118 want on DCX-120 VR2204099", variant="DCX-120", serial=2204099, **c),
        U(
            k,
            SB2,
            "aux contact block part number under SB-118 for DCX-180 VR2204900",
            variant="DCX-180",
            serial=2204900,
            **c,
        ),
    ]
    k = "unans_other_model"
    q += [
        U(k, VF, "how heavy is a VF-250", **vf("VF-250")),
        U(k, DCX, "coolant change interval for DCX-120", **dcx("DCX-120")),
        U(k, DCX, "coolant pump cartridge part no for DCX-60", **dcx("DCX-60")),
    ]
    k = "unans_bulletin_excluded_model"
    q += [
        U(
            k,
            SB,
            "SB-2024-07 locknut torque for PM-420S serial GV4201300",
            product=P_MM,
            variant="PM-420S",
            serial=4201300,
        ),
        U(
            k,
            SB2,
            "fitting the revised aux block on DCX-60 VR2204500 - which part no?",
            product=P_DCX,
            variant="DCX-60",
            serial=2204500,
        ),
    ]
    k = "unans_before_first_revision"
    q += [
        U(k, MM, "die clamp bolt torque", as_of="2020-11-15"),
        U(k, MM, "main bearing temperature alarm value", as_of="2021-02-28"),
    ]
    k = "unans_code_later_revision"
    q += [
        U(k, MM, "what does E15 mean on the mill", as_of="2022-01-20", _code="E15"),
        U(k, MM, "fix for fault E15 on the PM-420", as_of="2023-11-30", _code="E15"),
    ]
    return q


def build():
    return answerable() + unanswerable()

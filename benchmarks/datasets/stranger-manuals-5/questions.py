"""Question bank for stranger-manuals-5.

Answerable questions carry verbatim keys that must appear on the gold page only.
Unanswerable questions carry near-miss strings that must be absent from the
document (the revision selected by as_of, else the latest one).
"""

from __future__ import annotations

from dataclasses import dataclass, field

G = "KPS-OM-0612"
U = "veridian-atlas-ups-service-manual.pdf"
S = "aurelis-steriklav-technical-manual.pdf"
H = "harrowgate-mistral-sprayer-operators-manual.pdf"
L = "vantor-lc700-parameter-card.docx"
SB = "SB-KPS-2024-03"
FN = "VPS-FN-0917"
RN = "AM-RN-271"


@dataclass
class Q:
    question: str
    document: str
    page: int | None
    answers: list[str]
    kind: str
    absent: list[str] = field(default_factory=list)
    as_of: str | None = None
    product: str | None = None
    variant: str | None = None
    serial: int | None = None

    def record(self) -> dict:
        rec = {
            "question": self.question,
            "document": self.document,
            "page": self.page,
            "answers": list(self.answers),
            "answerable": self.page is not None,
            "kind": self.kind,
        }
        for name in ("as_of", "product", "variant", "serial"):
            value = getattr(self, name)
            if value is not None:
                rec[name] = value
        return rec


def a(doc: str, page: int, question: str, answers: list[str], kind: str, **kw: object) -> Q:
    return Q(question, doc, page, answers, kind, **kw)


def u(doc: str, question: str, kind: str, absent: list[str], **kw: object) -> Q:
    return Q(question, doc, None, [], kind, absent=absent, **kw)


def _genset() -> list[Q]:
    return [
        # ----- answerable, latest revision (Rev C)
        a(G, 2, "KG-100S prime rating at 50 Hz?", ["100 kVA"], "table_lookup"),
        a(G, 2, "standby kva of the kg 150t", ["165 kVA"], "table_lookup"),
        a(G, 2, "What is the prime rating of a KG-60S when it runs at 60 Hz?", ["68 kVA"], "table_lookup"),
        a(G, 2, "how much oil does a kg100 take incl the filter", ["18.5 L"], "table_lookup"),
        a(
            G,
            2,
            "Total oil capacity on a KG-150T that has the OMT-25 make-up tank fitted?",
            ["31.5 L"],
            "table_lookup",
        ),
        a(
            G,
            2,
            "Customer has a KG-60S, serial 2148811. How big is its base frame fuel tank?",
            ["180 L"],
            "table_lookup",
        ),
        a(G, 2, "fuel burn kg-100 at 75% prime", ["20.3 L/h"], "table_lookup"),
        a(G, 2, "what size output breaker is fitted on the KG150T", ["250 A"], "table_lookup"),
        a(G, 2, "min cable size per phase for a KG-100S output?", ["50 mm²"], "table_lookup"),
        a(G, 2, "How loud is the canopy version of the KG-60 at 7 metres?", ["67 dB(A)"], "table_lookup"),
        a(G, 2, "starter batteries on the KG-150T - what capacity?", ["2 x 180 Ah"], "table_lookup"),
        a(G, 2, "max ambient temp a KG set may be operated at", ["55 °C"], "limit"),
        a(G, 3, "how often should I drain the water separator on a KG-60?", ["Every 50 h"], "interval"),
        a(G, 3, "KG series oil and filter change interval", ["500 h or 12 months"], "interval"),
        a(G, 3, "coolant change interval KG-100 (current manual)", ["6000 h or 48 months"], "interval"),
        a(G, 3, "oil filter p/n for a KG60S", ["KP-40117"], "part_number"),
        a(
            G,
            3,
            "We still stock KPF-3318 fuel filters. What is the part number that replaced it?",
            ["KPF-3342"],
            "part_number",
        ),
        a(G, 3, "Which oil grade for a KG set running in -20 C winter?", ["SAE 5W-40"], "consumable"),
        a(G, 4, "oil change on the KG - what's after step 4?", ["strap wrench"], "procedure_step"),
        a(
            G,
            4,
            "How long do I leave the oil draining before refitting the plug?",
            ["at least 10 minutes"],
            "procedure_step",
        ),
        a(G, 4, "torque for the sump drain plug KG-100", ["45 N·m"], "torque"),
        a(G, 4, "anti vibration mount bolt torque", ["180 N·m"], "torque"),
        a(
            G,
            4,
            "roughly how many strokes on the hand primer after a fuel filter change?",
            ["40 strokes"],
            "procedure_step",
        ),
        a(
            G,
            5,
            "KG controller shows AL-07 again after topping up. What part do I replace?",
            ["KP-61522"],
            "code_remedy",
        ),
        a(G, 5, "AL-14 on a new install, what's the fix", ["Swap two phases"], "code_remedy"),
        a(G, 5, "default trip point for low oil pressure shutdown", ["1.4 bar"], "default_setting"),
        a(G, 5, "cool down timer default after offload?", ["180 s"], "default_setting"),
        a(
            G,
            5,
            "KG-100 frequency hunting when lightly loaded, what do I adjust?",
            ["Reduce the governor GAIN by one step"],
            "code_remedy",
        ),
        # ----- answerable, dated (as_of selects an older revision)
        a(G, 2, "lube oil capacity incl filter for KG-100", ["17.0 L"], "dated_value", as_of="2021-09-15"),
        a(G, 2, "Output breaker rating on a KG-100S?", ["150 A"], "dated_value", as_of="2022-01-10"),
        a(G, 3, "What was the engine oil change interval?", ["250 h or 6 months"], "dated_value", as_of="2021-11-30"),
        a(G, 3, "fuel filter element part no KG-60", ["KPF-3318"], "dated_value", as_of="2023-05-20"),
        a(
            G,
            3,
            "coolant replacement interval for the KG range",
            ["3000 h or 36 months"],
            "dated_value",
            as_of="2022-11-03",
        ),
        a(G, 3, "water separator draining interval", ["Every 100 h"], "dated_value", as_of="2023-02-14"),
        a(G, 4, "drain plug tightening torque", ["40 N·m"], "dated_value", as_of="2021-06-07"),
        a(G, 5, "Default cooldown run time?", ["120 s"], "dated_value", as_of="2022-03-03"),
        a(
            G,
            5,
            "AL-07 keeps coming back - which radiator cap part number?",
            ["KP-61500"],
            "dated_value",
            as_of="2023-08-08",
        ),
        a(G, 2, "kg-100 oil qty with filter", ["18.5 L"], "dated_value", as_of="2022-12-01"),
        a(G, 4, "torque spec oil drain plug M18", ["45 N·m"], "dated_value", as_of="2023-01-25"),
        a(G, 5, "what does AL-07 mean", ["Low coolant level"], "dated_value", as_of="2021-12-12"),
        a(G, 2, "KG-150T fuel consumption at full prime load", ["39.5 L/h"], "dated_value", as_of="2024-03-05"),
        # ----- unanswerable
        u(G, "KG controller alarm AL-12 - what is it?", "missing_code", ["AL-12"]),
        u(G, "what does AL-15 mean on a KG set", "missing_code", ["AL-15"]),
        u(G, "What is the prime rating of the KG-150T at 60 Hz?", "na_cell", ["KG-150T 60 Hz", "KG-150T at 60 Hz"]),
        u(G, "fuel consumption KG-200 at 75% prime", "nonexistent_model", ["KG-200"]),
        u(G, "Oil capacity of a KG-60T?", "nonexistent_model", ["KG-60T"]),
        u(G, "base frame fuel tank size for the KG-150TS", "nonexistent_model", ["KG-150TS"]),
        u(G, "KG-150T lube oil capacity incl filter", "before_revision", ["KG-150T"], as_of="2022-09-01"),
        u(G, "What does alarm AL-11 mean?", "before_revision", ["AL-11", "water in fuel"], as_of="2023-03-01"),
        u(G, "torque for the turbo oil feed banjo bolt", "before_revision", ["banjo"], as_of="2021-10-10"),
        u(
            G,
            "Which part number supersedes the KPF-3318 fuel filter?",
            "before_revision",
            ["KPF-3342", "supersedes"],
            as_of="2022-04-04",
        ),
        u(G, "KG-100 fuel consumption at 50 % load?", "wrong_condition", ["50 % prime", "50 % load"]),
        u(
            G,
            "fuel consumption of a KG-60 running at its standby rating",
            "wrong_condition",
            ["100 % standby", "consumption at standby"],
        ),
        u(G, "KG-100S sound pressure level at 1 m", "wrong_condition", ["at 1 m"]),
        u(
            G,
            "oil capacity KG-100 without the filter",
            "wrong_condition",
            ["without filter", "excl. filter", "excluding filter"],
        ),
        u(G, "AL-09 battery undervoltage setpoint for the 24 V sets (KG-100)?", "wrong_condition", ["24 V sets"]),
        u(
            G,
            "total oil capacity of a KG-60 with the OMT-25 make-up tank",
            "wrong_model",
            ["KG-60 fitted with", "KG-60 with OMT"],
        ),
        u(G, "KG valve clearances inlet / exhaust in mm?", "unstated_attribute", ["inlet", "exhaust valve"]),
        u(G, "part number of the OMT-25 oil make-up tank", "unstated_attribute", ["OMT-25 part", "KP-OMT"]),
        u(G, "injector holder torque on the KD4-38 engine", "unstated_attribute", ["injector"]),
        u(G, "normal oil pressure at idle for a KG-60?", "unstated_attribute", ["idle"]),
        u(G, "high coolant temp pre-alarm setpoint", "unstated_attribute", ["pre-alarm", "prealarm"]),
        u(
            G,
            "KG-100 coolant capacity with the remote radiator / heat exchanger option",
            "unstated_attribute",
            ["heat exchanger", "remote radiator"],
        ),
    ]


def _ups() -> list[Q]:
    return [
        a(U, 1, "atlas 30hd - how long to wait after isolation before I pull the covers?", ["12 minutes"], "limit"),
        a(U, 1, "What DC bus voltage should the meter show before I touch anything inside?", ["below 50 V"], "limit"),
        a(U, 2, "online mode efficiency of the Atlas 30 HD", ["96.3 %"], "table_lookup"),
        a(U, 2, "recommended input breaker atlas10", ["50 A, type C"], "table_lookup"),
        a(
            U,
            2,
            "Atlas 30 HD with a separate bypass feed - what size bypass breaker?",
            ["50 A bypass breaker"],
            "table_lookup",
        ),
        a(U, 2, "runtime at full load Atlas 20 (internal batts)", ["6.2 min"], "table_lookup"),
        a(U, 2, "Atlas 30 HD backup time at half load?", ["14.5 min"], "table_lookup"),
        a(U, 2, "Atlas 20XR with TWO BC-40 cabinets, runtime at 100% load?", ["81 min"], "table_lookup"),
        a(U, 2, "atlas 20 xr 50% load runtime, one cabinet", ["92 min"], "table_lookup"),
        a(U, 2, "max charger current on the 30 HD", ["6 A"], "table_lookup"),
        a(U, 2, "How fast does it switch from ECO to inverter?", ["less than 4 ms"], "limit"),
        a(U, 3, "Atlas 30 HD end of discharge voltage default", ["10.2 V per block"], "default_setting"),
        a(U, 3, "bypass voltage window factory setting", ["+/-15 %"], "default_setting"),
        a(U, 3, "how long do I hold MENU to get into setup", ["3 seconds"], "procedure_step"),
        a(
            U,
            3,
            "changing a parameter on an Atlas: what comes after step 4?",
            ["select BYPASS in the OPERATION menu"],
            "procedure_step",
        ),
        a(U, 4, "how often should the UPS fans be replaced", ["Every 5 years"], "interval"),
        a(U, 4, "torque for the battery block terminal bolts?", ["4.5 N·m"], "torque"),
        a(U, 4, "battery kit part number for an Atlas 20", ["VB-KIT-32-09"], "part_number"),
        a(U, 4, "F2 battery fuse part no, Atlas 10", ["VF-F25"], "part_number"),
        a(U, 5, "Fault 112 on the display - meaning?", ["Inverter output short circuit"], "code_meaning"),
        a(U, 5, "atlas20 Fault 115 what needs replacing", ["charger board CB-3"], "code_remedy"),
        a(U, 5, "what is W:6", ["Site wiring fault"], "code_meaning"),
        a(
            U,
            5,
            "Got W:3 two months after we fitted new batteries. What should I check first?",
            ["check battery fuse F2 and the tray connectors"],
            "code_remedy",
        ),
        a(
            U,
            5,
            "UPS won't cold start from battery, Q4 is on now - what next?",
            ["press and hold ON for 5 s"],
            "code_remedy",
        ),
        # ----- unanswerable
        u(U, "Atlas W:5 warning meaning?", "missing_code", ["W:5"]),
        u(U, "what is Fault 110 on an Atlas 20", "missing_code", ["Fault 110"]),
        u(U, "Default value of parameter S12?", "missing_code", ["S12"]),
        u(U, "Atlas 20 XR runtime at 75 % load with one cabinet", "wrong_condition", ["75 %"]),
        u(U, "Atlas 40 weight", "nonexistent_model", ["Atlas 40"]),
        u(
            U,
            "battery replacement kit part number for the Atlas 20 XR",
            "na_cell",
            ["Atlas 20 XR battery replacement kit", "VB-KIT-40-40"],
        ),
        u(U, "what's the Atlas service password", "unstated_attribute", ["password is", "default password"]),
        u(
            U,
            "Atlas 20 efficiency at half load in online mode?",
            "wrong_condition",
            ["half load", "efficiency at 50 %"],
        ),
        u(U, "runtime of an Atlas 10 at 40 °C room temperature", "wrong_condition", ["runtime at 40"]),
        u(U, "How loud is an Atlas 30 HD (dBA)?", "unstated_attribute", ["dB(A)", "acoustic"]),
        u(U, "bypass input cable size for Atlas 30 HD with split bypass", "unstated_attribute", ["bypass cable"]),
        u(U, "part number of the fan in the BC-40 battery cabinet", "unstated_attribute", ["BC-40 fan", "cabinet fan"]),
        u(U, "MTBF of the Atlas 20?", "unstated_attribute", ["MTBF"]),
        u(
            U,
            "Which firmware version fixes the false W:3 battery test warnings?",
            "unstated_attribute",
            ["3.4.2", "firmware 3.4"],
        ),
        u(
            U,
            "Atlas 20 XR weight including the BC-40 cabinet",
            "wrong_condition",
            ["including cabinet", "with cabinet"],
        ),
        u(
            U,
            "heat dissipation of the Atlas 20 in ECO mode at full load",
            "wrong_condition",
            ["dissipation in ECO", "ECO mode, full load"],
        ),
    ]


def _steri() -> list[Q]:
    return [
        a(S, 1, "chamber volume ST-160", ["160 L"], "table_lookup"),
        a(S, 1, "How much heater power has the ST-80D steam generator?", ["9 kW"], "table_lookup"),
        a(S, 1, "what breaker does an ST-80 /60 (60 Hz) need", ["25 A breaker"], "table_lookup"),
        a(S, 1, "vacuum pump cooling water consumption ST160 per cycle", ["19 L per cycle"], "table_lookup"),
        a(S, 1, "Steriklav safety valve opening pressure?", ["2.6 bar gauge"], "limit"),
        a(S, 2, "holding time for the rubber and plastics prog (P3)", ["20 min"], "table_lookup"),
        a(S, 2, "typical P2 total cycle time on an ST80", ["52 min"], "table_lookup"),
        a(S, 2, "ST-40 cold start, how much extra cycle time?", ["add 7 min"], "table_lookup"),
        a(S, 2, "sterilisation pressure at 121 C", ["2.05 bar absolute"], "limit"),
        a(S, 2, "vacuum leak test pass criterion", ["1.3 mbar/min"], "limit"),
        a(S, 2, "Default drying time P1-P4 on the ST-160?", ["ST-160: 18 min"], "default_setting"),
        a(S, 2, "what range can the conductivity alarm be set to", ["5 to 30 µS/cm"], "default_setting"),
        a(S, 3, "steriliser says E07/2", ["Vacuum leak test failed"], "code_meaning"),
        a(S, 3, "E02/3 on ST-80, what to do?", ["Replace the demineraliser cartridge"], "code_remedy"),
        a(S, 3, "E04/2 - which sensor should I check?", ["PT1"], "code_remedy"),
        a(
            S,
            3,
            "Instruments come out wet. What do they recommend?",
            ["increase drying time in steps of 2 min"],
            "code_remedy",
        ),
        a(S, 4, "bacteria filter change interval", ["Every 1000 cycles or 12 months"], "interval"),
        a(S, 4, "door seal p/n for ST-80D", ["AM-DS080"], "part_number"),
        a(S, 4, "fitting a new door gasket - where do I start pressing it in?", ["top centre"], "procedure_step"),
        a(S, 4, "How cool must the chamber be before changing the door seal?", ["cool below 40 °C"], "limit"),
        # ----- unanswerable
        u(S, "Steriklav E09/1?", "missing_code", ["E09"]),
        u(S, "What does E07/3 mean on a Steriklav?", "missing_code", ["E07/3"]),
        u(S, "P5 unwrapped cycle time on an ST-80", "na_cell", ["P5 on the ST-80", "ST-80: 21"]),
        u(S, "chamber volume of the ST-120", "nonexistent_model", ["ST-120"]),
        u(S, "ST-40 vacuum pump cooling water per cycle", "na_cell", ["ST-40 cooling water"]),
        u(S, "which breaker for an ST-160 on 60 Hz supply", "wrong_model", ["ST-160 for 60 Hz", "ST-160/60"]),
        u(S, "safety valve part number", "unstated_attribute", ["safety valve part", "AM-SV"]),
        u(S, "heater element resistance ST-80", "unstated_attribute", ["ohm", "resistance"]),
        u(S, "vacuum pump oil change interval?", "unstated_attribute", ["vacuum pump oil"]),
        u(
            S,
            "max load of rubber/plastic items in an ST-40",
            "wrong_condition",
            ["load, rubber", "rubber and plastics, max"],
        ),
        u(S, "rating of steam generator fuse F4", "unstated_attribute", ["F4 (", "time-lag"]),
        u(S, "leak test limit after the firmware 2.7.1 update", "wrong_condition", ["1.1 mbar", "2.7.1"]),
        u(S, "ST-40 water consumption per cycle", "unstated_attribute", ["water consumption"]),
    ]


def _sprayer() -> list[Q]:
    return [
        a(H, 1, "rinse tank size mistral 3200", ["320 L"], "table_lookup"),
        a(H, 1, "What boom widths are available for the Mistral 4000HD?", ["24 / 28 / 36 m"], "table_lookup"),
        a(H, 1, "how many sections with the 36 m boom", ["11 sections"], "table_lookup"),
        a(H, 1, "pump output mistral 2400", ["260 L/min"], "table_lookup"),
        a(H, 1, "Mistral 4000 HD pump output with the 1000 rpm PTO gearbox?", ["410 L/min"], "table_lookup"),
        a(H, 1, "tractor size needed for a Mistral 3200", ["90 kW (120 hp)"], "table_lookup"),
        a(H, 1, "max speed on the road with a full tank", ["25 km/h"], "limit"),
        a(H, 2, "default target rate on the sprayer controller", ["200 L/ha"], "default_setting"),
        a(H, 2, "flowmeter calibration factor default", ["600 pulses/L"], "default_setting"),
        a(H, 2, "boom fold lockout speed default?", ["6 km/h"], "default_setting"),
        a(H, 2, "flow meter calibration, what's after step 3", ["about 200 L"], "procedure_step"),
        a(H, 2, "blue 03 nozzle flow at 3 bar", ["1.21"], "table_lookup"),
        a(H, 3, "wheel nut torque Mistral 4000 HD", ["560 N·m"], "torque"),
        a(H, 3, "What torque for the wheel nuts on a Mistral 2400?", ["490 N·m"], "torque"),
        a(H, 3, "pump oil qty mistral 3200", ["1.9 L"], "consumable"),
        a(H, 3, "how often change the pump oil", ["every 400 h or yearly"], "interval"),
        a(H, 3, "diaphragm kit for the 4000 HD pump", ["HA-DK380"], "part_number"),
        a(H, 3, "pulsation damper air pressure setting?", ["one third of the normal spraying pressure"], "limit"),
        a(H, 4, "controller shows code 0x3C", ["end position within 3 s"], "code_meaning"),
        a(H, 4, "0x2F speed signal lost - what gap for the wheel sensor?", ["2 to 4 mm"], "code_remedy"),
        # ----- unanswerable
        u(H, "Mistral controller code 0x3B?", "missing_code", ["0x3B"]),
        u(
            H,
            "pump output of a Mistral 2400 at 1000 rpm PTO",
            "wrong_model",
            ["Mistral 2400 with the 1000", "2400 with 1000"],
        ),
        u(H, "Mistral 5000 tank capacity", "nonexistent_model", ["Mistral 5000"]),
        u(
            H,
            "turning circle of the Mistral 2400 with the steering axle",
            "na_cell",
            ["turning", "Mistral 2400 steering"],
        ),
        u(
            H,
            "tyre pressure for road transport on the 3200",
            "wrong_condition",
            ["road pressure", "tyre pressure, road"],
        ),
        u(H, "which grease for the PTO shaft", "unstated_attribute", ["PTO shaft"]),
        u(H, "flow of an 06 grey nozzle at 3 bar", "missing_code", ["06 (grey)", "grey"]),
        u(H, "lilac 025 nozzle output at 1.5 bar", "wrong_condition", ["1.5 bar"]),
        u(
            H,
            "Mistral 3200 with the 36 m boom - how many sections?",
            "wrong_model",
            ["Mistral 3200 with 36", "21 / 24 / 28 / 36"],
        ),
        u(H, "brim capacity of the main tank on a 4000 HD", "wrong_condition", ["brim"]),
        u(H, "part number of the pressure sensor", "unstated_attribute", ["sensor part", "HA-PS"]),
        u(H, "wheel hub oil change interval", "unstated_attribute", ["hub"]),
    ]


def _lift() -> list[Q]:
    return [
        a(L, 1, "LC700 door dwell time default", ["3.0"], "default_setting"),
        a(L, 1, "what's the default rated speed on a hydraulic LC-700H", ["0.63 m/s"], "default_setting"),
        a(L, 1, "P14 valve delay default?", ["0.8"], "default_setting"),
        a(L, 1, "Err 24 on the vantor controller", ["Safety chain open at car top"], "code_meaning"),
        a(L, 1, "Err 36 motor too hot - how long to let it cool?", ["30 minutes"], "code_remedy"),
        a(L, 1, "LC-700H Err 40 oil temperature limit", ["70 °C"], "limit"),
        a(
            L,
            1,
            "How do I get into the parameter menu on the LC-700?",
            ["holding ESC and ENTER together for 5 s"],
            "procedure_step",
        ),
        a(L, 1, "door nudging delay adjustable range", ["10 to 60"], "default_setting"),
        # ----- unanswerable
        u(L, "LC-700 parameter P04 - what is it?", "missing_code", ["P04"]),
        u(L, "default of P07 on the LC-700", "missing_code", ["P07"]),
        u(L, "vantor Err 22", "missing_code", ["Err 22"]),
        u(L, "P14 valve down delay default on a traction LC-700", "wrong_model", ["P14 (LC-700)", "traction only"]),
        u(L, "what is the level 2 access code number", "unstated_attribute", ["access code number", "access code: "]),
        u(L, "inspection speed default for the LC-800", "nonexistent_model", ["LC-800"]),
    ]


def _bulletins() -> list[Q]:
    kg = {"product": "KG"}
    at = {"product": "Atlas"}
    st = {"product": "ST"}
    return [
        a(
            SB,
            1,
            "KG-100 s/n 2210877 keeps tripping AL-07. Which kit does the bulletin call for?",
            ["KP-SB2403-K"],
            "bulletin",
            variant="KG-100",
            serial=2210877,
            **kg,
        ),
        a(
            SB,
            1,
            "deadline for the coolant sensor connector bulletin on our KG-100S 2211500",
            ["2024-12-31"],
            "bulletin",
            variant="KG-100S",
            serial=2211500,
            **kg,
        ),
        a(
            SB,
            1,
            "labour time allowed for SB-KPS-2024-03?",
            ["0.8 h per set"],
            "bulletin",
            variant="KG-100S",
            serial=2210400,
            **kg,
        ),
        a(
            SB,
            1,
            "what grease goes in the new X21 connector",
            ["KP-DG10"],
            "bulletin",
            variant="KG-100",
            serial=2211899,
            **kg,
        ),
        a(
            SB,
            1,
            "after fitting the sealed harness, how quickly must AL-07 show when the sensor is unplugged?",
            ["within 10 s"],
            "bulletin",
            variant="KG-100",
            serial=2210950,
            **kg,
        ),
        a(
            FN,
            1,
            "Atlas 20 sn 4411250 false W:3 after battery test - which firmware fixes it?",
            ["3.4.2"],
            "bulletin",
            variant="Atlas 20",
            serial=4411250,
            **at,
        ),
        a(
            FN,
            1,
            "name of the update package for FN-0917",
            ["VF-FW-342"],
            "bulletin",
            variant="Atlas 20 XR",
            serial=4410003,
            **at,
        ),
        a(
            FN,
            1,
            "How long does the W:3 firmware update take on an Atlas 20?",
            ["about 14 minutes"],
            "bulletin",
            variant="Atlas 20",
            serial=4412499,
            **at,
        ),
        a(
            FN,
            1,
            "during the FN-0917 update where does the load go",
            ["maintenance bypass switch Q3"],
            "bulletin",
            variant="Atlas 20 XR",
            serial=4411800,
            **at,
        ),
        a(
            RN,
            1,
            "new vacuum leak test limit with fw 2.7.1 on ST-80 8040555",
            ["1.1 mbar/min"],
            "bulletin",
            variant="ST-80",
            serial=8040555,
            **st,
        ),
        a(
            RN,
            1,
            "ST-80D 8040999: what's the new default drying time after the 2.7.1 update?",
            ["raised to 15 min"],
            "bulletin",
            variant="ST-80D",
            serial=8040999,
            **st,
        ),
        a(
            RN,
            1,
            "E07/3 after firmware update, meaning?",
            ["chamber temperature not stable"],
            "bulletin",
            variant="ST-80",
            serial=8040120,
            **st,
        ),
        a(
            RN,
            1,
            "minimum bootloader for installing 2.7.1",
            ["1.9 or later"],
            "bulletin",
            variant="ST-80D",
            serial=8040300,
            **st,
        ),
        a(
            RN,
            1,
            "which STS service tool version can read 2.7.1 logs",
            ["STS 3.3"],
            "bulletin",
            variant="ST-80",
            serial=8040777,
            **st,
        ),
        # ----- unanswerable
        u(
            SB,
            "Do I need to fit the sealed harness kit on KG-100 serial 2212040, and by when?",
            "bulletin_out_of_scope_serial",
            ["2212040"],
            variant="KG-100",
            serial=2212040,
            **kg,
        ),
        u(
            SB,
            "KG-100S 2210399 - what's the SB-KPS-2024-03 action deadline?",
            "bulletin_out_of_scope_serial",
            ["2210399"],
            variant="KG-100S",
            serial=2210399,
            **kg,
        ),
        u(
            SB,
            "coolant level connector kit for our KG-150T, serial 2210500?",
            "bulletin_out_of_scope_variant",
            ["2210500"],
            variant="KG-150T",
            serial=2210500,
            **kg,
        ),
        u(
            SB,
            "KG-60S s/n 2211000 - labour allowance for the X21 connector bulletin?",
            "bulletin_out_of_scope_variant",
            ["2211000"],
            variant="KG-60S",
            serial=2211000,
            **kg,
        ),
        u(
            SB,
            "what does the sealed harness kit cost",
            "unstated_attribute",
            ["price", "cost", "EUR"],
            variant="KG-100",
            serial=2210800,
            **kg,
        ),
        u(
            FN,
            "Atlas 10 serial 4411000 shows W:3 - which firmware package should I load?",
            "bulletin_out_of_scope_variant",
            ["4411000"],
            variant="Atlas 10",
            serial=4411000,
            **at,
        ),
        u(
            FN,
            "Atlas 30 HD 4412000: time allowance for the W:3 firmware notice?",
            "bulletin_out_of_scope_variant",
            ["4412000"],
            variant="Atlas 30 HD",
            serial=4412000,
            **at,
        ),
        u(
            FN,
            "Atlas 20 s/n 4409990 - is the FN-0917 update needed, how long does it take?",
            "bulletin_out_of_scope_serial",
            ["4409990"],
            variant="Atlas 20",
            serial=4409990,
            **at,
        ),
        u(
            FN,
            "Atlas 20 XR serial 4412500, which update package?",
            "bulletin_out_of_scope_serial",
            ["4412500"],
            variant="Atlas 20 XR",
            serial=4412500,
            **at,
        ),
        u(
            FN,
            "minimum USB stick size for the FN-0917 update",
            "unstated_attribute",
            ["GB"],
            variant="Atlas 20",
            serial=4411111,
            **at,
        ),
        u(
            RN,
            "ST-40 s/n 8040200: new leak test limit with 2.7.1?",
            "bulletin_out_of_scope_variant",
            ["8040200"],
            variant="ST-40",
            serial=8040200,
            **st,
        ),
        u(
            RN,
            "ST-160 8040777 default drying time after the firmware update",
            "bulletin_out_of_scope_variant",
            ["8040777"],
            variant="ST-160",
            serial=8040777,
            **st,
        ),
        u(
            RN,
            "ST-80 serial 8041200 - what's the new leak test limit?",
            "bulletin_out_of_scope_serial",
            ["8041200"],
            variant="ST-80",
            serial=8041200,
            **st,
        ),
        u(
            RN,
            "release notes 2.7.1: what does E07/4 mean?",
            "missing_code",
            ["E07/4"],
            variant="ST-80",
            serial=8040500,
            **st,
        ),
    ]


def all_questions() -> list[Q]:
    return [*_genset(), *_ups(), *_steri(), *_sprayer(), *_lift(), *_bulletins()]

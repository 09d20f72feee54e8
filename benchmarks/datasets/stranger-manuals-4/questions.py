"""Question definitions for stranger-manuals-4.

A(...) is an answerable question: gold page and short verbatim answer keys.
U(...) is an unanswerable near miss: ``absent`` lists strings that must NOT occur
in the document (the revision selected by ``as_of`` if given, else the latest
revision; ``absent_in`` overrides the documents to check, e.g. for bulletins
whose applicability filters exclude the asked unit).
"""

from docs_hb import DOC_KEY as HB_KEY
from docs_misc import DOCX_FILE
from docs_outboard import FILE as OB_FILE
from docs_switch import FILE as SW_FILE

DOCS = {
    "HB": HB_KEY,
    "OB": OB_FILE,
    "SW": SW_FILE,
    "PDI": DOCX_FILE,
    "SBHB": "SB-HB-0412",
    "TNQS": "TN-QS-117",
    "SBCV": "SB-CV-2024-07",
}


def A(doc, page, question, answers, kind, **extra):
    return {
        "question": question,
        "document": DOCS[doc],
        "page": page,
        "answers": list(answers),
        "answerable": True,
        "kind": kind,
        **extra,
    }


def U(doc, question, kind, absent, absent_in=None, **extra):
    rec = {
        "question": question,
        "document": DOCS[doc],
        "page": None,
        "answers": [],
        "answerable": False,
        "kind": "unanswerable_" + kind,
        "absent": list(absent),
        **extra,
    }
    if absent_in:
        rec["absent_in"] = [DOCS[d] for d in absent_in]
    return rec


def hb_filters(variant, serial):
    return {"product": "HB", "variant": variant, "serial": serial}


def qs_filters(variant, serial):
    return {"product": "QS", "variant": variant, "serial": serial}


def cv_filters(variant, serial):
    return {"product": "Corvina", "variant": variant, "serial": serial}


def build():
    q = []
    # ------------------------------------------------------------------ HB charger, latest revision
    q += [
        A("HB", 2, "What size MCB goes upstream of an HB-11?", ["20 A, curve B"], "table_lookup"),
        A("HB", 2, "hb22 breker size", ["40 A, curve B, 4-pole"], "table_lookup"),
        A("HB", 2, "min cable csa for a HB-11, run is about 15 m", ["2.5 mm²"], "table_lookup"),
        A(
            "HB",
            2,
            "Installing an HB7 roughly 40 m from the consumer unit - what cable size do I need?",
            ["10 mm²"],
            "table_lookup",
        ),
        A(
            "HB",
            2,
            "Customer has an older HB-7S, serial 4130. What RCD has to go upstream of it?",
            ["30 mA Type B"],
            "lookup",
        ),
        A(
            "HB",
            2,
            "What current does the HB-22 drop to when it's over 40 degrees ambient?",
            ["20 A per phase"],
            "lookup",
        ),
        A(
            "HB",
            1,
            "How long do I have to wait after isolating before I take the power compartment cover off?",
            ["90 seconds"],
            "lookup",
        ),
        A(
            "HB",
            3,
            "mounting height for the homebolt? bottom of the box above floor",
            ["between 0.9 m and 1.2 m"],
            "lookup",
        ),
        A("HB", 3, "side clearance needed for a HB-22", ["400 mm on each side"], "lookup"),
        A("HB", 3, "torqe for the cable gland dome nut", ["6.5 Nm"], "torque"),
        A("HB", 3, "X1 terminal torque hb charger", ["3.2 Nm"], "torque"),
        A(
            "HB",
            3,
            "Connecting the supply: I've done step 4 (conductors into X1). What's next?",
            ["Set the installation current limit"],
            "procedure_step",
        ),
        A("HB", 3, "Which S1 dip positions give a 13 A limit?", ["OFF-ON-OFF"], "table_lookup"),
        A("HB", 3, "whats the factory setting of dip switch S1 on the homebolt", ["ON-ON-OFF"], "default_setting"),
        A("HB", 5, "HB7S lock actuator pn", ["BES-22604"], "part_number"),
        A("HB", 4, "Default randomized delay on the HB seris?", ["600 s"], "default_setting"),
        A("HB", 4, "max value I can set the randomized delay to", ["1800 s"], "limit"),
        A("HB", 4, "load balancing - what main fuse ratings can I enter?", ["40 A to 100 A"], "limit"),
        A("HB", 4, "F05 on a HB-7, what does it mean", ["DC residual current above 6 mA"], "code_meaning"),
        A("HB", 4, "hb-11 showing F08??", ["Power board over-temperature"], "code_meaning"),
        A("HB", 4, "What do I replace for F21?", ["lock actuator assembly"], "code_remedy"),
        A("HB", 4, "HB-22 with load balancing throws F27 - meaning?", ["CT clamp not detected"], "code_meaning"),
        A("HB", 4, "fix for F28 on the wallbox", ["Replace the power board"], "code_remedy"),
        A("HB", 4, "F01 voltage thresholds?", ["below 195 V or above 253 V"], "code_meaning"),
        A(
            "HB",
            4,
            "after an F08 trip, at what temperature does it start charging again?",
            ["below 70 °C"],
            "code_remedy",
        ),
        A("HB", 5, "Cable stuck in the HB-7S socket after charging, how do I get it out?", ["8 seconds"], "lookup"),
        A(
            "HB",
            5,
            "I have an old control board BES-30410 on the shelf, what's the current part number?",
            ["BES-30442"],
            "part_number",
        ),
        A("HB", 5, "7.5m tethered cable assembly part number", ["BES-61775"], "part_number"),
        A("HB", 6, "how often should the X1 terminals be re-tightened", ["every 36 months"], "interval"),
        A("HB", 6, "HB-22 air filter cleaning interval, dusty farm site", ["Every 4 months"], "interval"),
        A("HB", 6, "When should the tethered cable be replaced?", ["10,000 mating cycles"], "interval"),
        A("HB", 3, "Can an HB-11 go on a single-phase supply?", ["firmware 2.4 or later"], "lookup"),
    ]
    # ------------------------------------------------------------------ HB charger, dated questions
    q += [
        A("HB", 3, "As of Oct 2021, what torque for the X1 terminals?", ["2.5 Nm"], "dated_value", as_of="2021-10-14"),
        A("HB", 5, "RCD module part number", ["BES-40217"], "dated_value", as_of="2022-03-02"),
        A("HB", 5, "RCD/DC leakage module p/n?", ["BES-40385"], "dated_value", as_of="2023-06-20"),
        A("HB", 5, "control board part number for the HB series", ["BES-30410"], "dated_value", as_of="2023-02-11"),
        A("HB", 4, "default ocpp heartbeat interval", ["900 s"], "dated_value", as_of="2021-08-30"),
        A("HB", 4, "OCPP heartbeat default?", ["300 s"], "dated_value", as_of="2023-11-05"),
        A("HB", 4, "what was the randomised delay default back then", ["600 s"], "dated_value", as_of="2022-12-01"),
        A("HB", 3, "gland nut torque", ["dome nut to 5 Nm"], "dated_value", as_of="2022-01-19"),
        A("HB", 6, "how often re-torque the X1 terminal block", ["Every 24 months"], "dated_value", as_of="2021-06-15"),
        A("HB", 2, "HB-7 standby consumption", ["4.0 W"], "dated_value", as_of="2022-07-07"),
        A(
            "HB",
            3,
            "HB-11 on a single-phase supply - is that allowed?",
            ["firmware 2.4 or later"],
            "dated_value",
            as_of="2023-01-09",
        ),
        A("HB", 4, "F21 meaning", ["Socket lock actuator failure"], "dated_value", as_of="2021-12-12"),
        A("HB", 3, "x1 torque", ["3.2 Nm"], "dated_value", as_of="2024-05-02"),
    ]
    # ------------------------------------------------------------------ HB charger, near misses
    q += [
        U("HB", "what does F09 mean on the homebolt", "code_gap", ["F09"]),
        U("HB", "HB-11 error F16", "code_gap", ["F16"]),
        U("HB", "HB-22 fault code F24?", "code_gap", ["F24"]),
        U("HB", "F04 on a HB-7S - meaning and fix", "code_gap", ["F04"]),
        U("HB", "breaker size for a HB-9, cant find it in the table", "no_such_model", ["HB-9"]),
        U("HB", "HB-11S weight?", "no_such_model", ["HB-11S"]),
        U("HB", "HB-22 MID meter accuracy class", "na_cell", ["MID class A", "HB-22: MID", "MID class B (HB-22"]),
        U("HB", "cable size for an HB-22 with a 40 m run", "wrong_model", ["16 mm²", "(HB-22)"]),
        U(
            "HB",
            "how many kW does an HB-11 give on single phase?",
            "wrong_condition",
            ["3.7 kW", "single-phase output"],
        ),
        U(
            "HB",
            "does the HB-7S derate at high ambient, and to what current?",
            "wrong_model",
            ["HB-7S: output is derated", "HB-7S derat"],
        ),
        U("HB", "max extension length for the CT clamp lead", "attribute_missing", ["extension", "clamp lead"]),
        U("HB", "HB-22 standby power", "before_revision", ["HB-22"], as_of="2023-03-01"),
        U("HB", "F27 on the charger, what is it", "before_revision", ["F27"], as_of="2023-07-01"),
        U("HB", "randomised delay default?", "before_revision", ["Randomised delay", "randomised"], as_of="2021-11-20"),
        U("HB", "HB-22 front cover part number", "before_revision", ["HB-22", "BES-10318"], as_of="2022-10-10"),
        U(
            "HB",
            "what firmware do I need to run an HB-11 on single phase",
            "before_revision",
            ["firmware 2.4", "1P"],
            as_of="2022-02-02",
        ),
        U(
            "HB",
            "torque for the wall bracket screws on the HB",
            "attribute_missing",
            ["M6 x 60 screws to", "wall plugs to", "bracket screws"],
        ),
        U(
            "HB",
            "part number for a 7.5 m tethered cable on an HB-7",
            "wrong_model",
            ["7.5 m cable for HB-7", "HB-7, HB-22"],
        ),
        U(
            "HB",
            "HB-7 weight without the cable",
            "wrong_condition",
            ["without cable", "excl. cable", "excluding cable"],
        ),
        U("HB", "insulation test min value if I test at 250 V", "wrong_condition", ["250 V"]),
        U("HB", "default password for the HB-xxxx setup hotspot", "attribute_missing", ["password"]),
        U("HB", "S1 setting for a 20 A limit", "attribute_missing", ["ON-ON-ON", "OFF-ON-ON"]),
        U(
            "HB",
            "homebolt red LED blinking 3 times, what does that mean",
            "attribute_missing",
            ["blinks 3 times", "blinking red"],
        ),
        U("HB", "OCPP heartbeat default for the HB-22", "before_revision", ["HB-22"], as_of="2022-11-15"),
        U(
            "HB",
            "What MCB does the HB-7S need on a three-phase supply?",
            "wrong_condition",
            ["HB-7S on a three-phase", "three-phase HB-7S"],
        ),
    ]
    # ------------------------------------------------------------------ Corvina outboard service manual
    q += [
        A("OB", 2, "corvina 60 efi plug gap", ["0.8-0.9 mm"], "table_lookup"),
        A("OB", 2, "spark plug for the 90 EFI?", ["Sparvik IX-6L"], "consumable"),
        A("OB", 3, "corvina engine oil part no", ["92-FS1030"], "part_number"),
        A(
            "OB",
            2,
            "How much oil does a Corvina 60 EFI take if I'm not changing the filter?",
            ["2.4 L"],
            "table_lookup",
        ),
        A("OB", 2, "gear lube qty corvina 90 EFI CT", ["980 mL"], "table_lookup"),
        A("OB", 2, "idle rpm corvina 40 warm in nuetral", ["900 ± 50 rpm"], "table_lookup"),
        A("OB", 2, "WOT rpm range for a 60 EFI, s/n 1047210", ["5600-6200 rpm"], "table_lookup"),
        A("OB", 2, "exhaust valve clearance Corvina 60 EFI cold", ["0.27-0.33 mm"], "limit"),
        A("OB", 3, "impellor change interval corvina", ["every 300 hours or 3 years"], "interval"),
        A("OB", 3, "timing belt replacement on the 90", ["every 1000 hours or 6 years"], "interval"),
        A("OB", 3, "how often grease the swivel bracket in salt water", ["every 30 hours"], "interval"),
        A("OB", 3, "wich gear oil spec goes in the lower unit?", ["SAE 80W-90 hypoid"], "consumable"),
        A("OB", 3, "is it ok to run E15 in a Corvina?", ["up to 10 % ethanol"], "consumable"),
        A("OB", 4, "prop nut torque Corvina 90 EFI CT", ["82 Nm"], "torque"),
        A("OB", 4, "prop nut torque 90 efi (the non-CT one)", ["75 Nm"], "torque"),
        A("OB", 4, "flywheel nut torque 60", ["186 Nm"], "torque"),
        A("OB", 4, "Head bolt torque for the Corvina 60 EFI", ["20 Nm, then 42 Nm"], "torque"),
        A("OB", 4, "drain plug torque C90", ["28 Nm"], "torque"),
        A("OB", 4, "How tight should the oil filter be on a Corvina 40?", ["3/4 turn after gasket contact"], "torque"),
        A("OB", 4, "Prop install - whats after step 4", ["new stainless cotter pin"], "procedure_step"),
        A(
            "OB",
            4,
            "cotter pin holes don't line up after torquing the prop nut, can I back it off a bit?",
            ["never loosen"],
            "procedure_step",
        ),
        A("OB", 5, "drain plug gasket part no", ["90-DG014"], "part_number"),
        A(
            "OB",
            5,
            "gear lube change - what's the step after pumping the new lube in",
            ["Fit the vent screw first"],
            "procedure_step",
        ),
        A("OB", 5, "what pressure for the gearcase pressure test", ["0.7 bar"], "limit"),
        A(
            "OB",
            5,
            "milky gear oil came out when I drained it, what now?",
            ["pressure-test the gearcase"],
            "procedure_step",
        ),
        A("OB", 6, "Fault 0x2A corvina", ["cylinder head above 94 °C"], "code_meaning"),
        A("OB", 6, "diaglink shows fault 0x3C", ["Fuel pump relay circuit open"], "code_meaning"),
        A("OB", 6, "0x22 what rpm limit does it go into", ["maximum 2500 rpm"], "code_meaning"),
        A("OB", 6, "check engine light blinks 4 times on a 60 efi", ["low oil pressure"], "code_meaning"),
        A("OB", 6, "how do the stored codes clear if I don't have diaglink", ["20 fault-free starts"], "lookup"),
        A("OB", 6, "fuel pressure key on engine off", ["290-310 kPa"], "limit"),
        A("OB", 6, "What should fuel pressure be at idle?", ["250-270 kPa"], "limit"),
        A("OB", 7, "overheat horn at WOT - impeller kit pn", ["47-WP6090"], "part_number"),
        A("OB", 7, "charging voltage spec corvina", ["13.8-14.6 V"], "limit"),
        A("OB", 7, "EFI cranks no start, which fuse should I check", ["F3 (15 A)"], "code_remedy"),
    ]
    q += [
        U("OB", "Fault 0x2B on the DiagLink", "code_gap", ["0x2B"]),
        U("OB", "corvina fault 0x30", "code_gap", ["0x30"]),
        U("OB", "what is fault 0x12 on the 60 efi", "code_gap", ["0x12"]),
        U("OB", "DiagLink shows E 05, what's that", "code_gap", ["E 05", "E05"]),
        U("OB", "check engine lamp blinks 5 times", "code_gap", ["Code 5", "blinks 5 times"]),
        U("OB", "blink code 7 on a Corvina 90 EFI", "code_gap", ["Code 7", "blinks 7 times"]),
        U("OB", "oil capacity on a Corvina 75", "no_such_model", ["Corvina 75"]),
        U("OB", "Corvina 60 EFI CT gear ratio", "no_such_model", ["Corvina 60 EFI CT", "60 EFI CT"]),
        U(
            "OB",
            "fuel rail bolt torque Corvina 40",
            "na_cell",
            ["Corvina 40 fuel rail", "fuel rail bolts (Corvina 40"],
        ),
        U(
            "OB",
            "on-engine fuel filter interval for the carb Corvina 40",
            "na_cell",
            ["Corvina 40 fuel filter", "carburettor fuel filter"],
        ),
        U(
            "OB",
            "timing belt change interval Corvina 60 EFI",
            "wrong_model",
            ["Corvina 60 EFI timing belt", "timing chain"],
        ),
        U("OB", "valve clearance with a hot engine?", "wrong_condition", ["engine hot", "hot engine"]),
        U("OB", "idle speed in gear, corvina 60", "wrong_condition", ["in gear"]),
        U(
            "OB",
            "fuel pressure at full throttle",
            "wrong_condition",
            ["fuel pressure at full", "Full throttle, in gear", "WOT"],
        ),
        U("OB", "engine temp sensor resistance at 50 deg C", "wrong_condition", ["50 °C"]),
        U("OB", "anode inspection interval in fresh water", "wrong_condition", ["fresh water"]),
        U(
            "OB",
            "oil change interval for commercial use (water taxi)",
            "attribute_missing",
            ["commercial operation: every", "commercial use every"],
        ),
        U(
            "OB",
            "do I need to retorque the head bolts after the first run?",
            "attribute_missing",
            ["retorque", "re-torque"],
        ),
        U(
            "OB",
            "oil filter part number corvina 60",
            "attribute_missing",
            ["oil filter P/N", "oil filter part", "35-OF"],
        ),
        U(
            "OB",
            "how much power trim fluid does the system hold",
            "attribute_missing",
            ["trim fluid capacity", "trim fluid quantity"],
        ),
        U(
            "OB",
            "alternator output at idle on the 90",
            "wrong_condition",
            ["alternator output at", "at idle, alternator"],
        ),
        U(
            "OB",
            "thermostat part number for the Corvina 60 EFI",
            "attribute_missing",
            ["thermostat kit", "thermostat part"],
        ),
        U("OB", "weight of a Corvina 60 EFI XL shaft", "wrong_condition", ["XL shaft", "X shaft", "extra-long"]),
    ]
    # ------------------------------------------------------------------ Quellnet switch admin guide
    q += [
        A("SW", 2, "poe budget 2410P", ["370 W"], "table_lookup"),
        A("SW", 2, "QS-4820XP PoE budget with both PSUs installed", ["1440 W"], "table_lookup"),
        A("SW", 2, "4820XP PoE budget when it's hot, above 35C", ["520 W"], "limit"),
        A("SW", 2, "max per-port PoE on the 4820XP", ["60 W"], "table_lookup"),
        A("SW", 2, "SYS led amber steady meaning", ["Hardware fault"], "code_meaning"),
        A("SW", 3, "fallback ip if no dhcp", ["192.168.77.1/24"], "default_setting"),
        A("SW", 3, "part no. for the usb-c console cable", ["QN-CBL-RJ45U"], "part_number"),
        A("SW", 3, "console baud rate QS series", ["115200 baud"], "default_setting"),
        A("OB", 6, "DiagLink interface part number", ["91-DL200"], "part_number"),
        A("OB", 6, "diaglink screen just says E 07", ["no communication with the ECU"], "code_meaning"),
        A("SW", 3, "what's the longest web session timeout I can set", ["120 min"], "limit"),
        A("SW", 3, "lockout duration after failed logins, default", ["900 s"], "default_setting"),
        A("SW", 4, "defualt bridge priority", ["32768"], "default_setting"),
        A("SW", 4, "stp foward delay default", ["15 s"], "default_setting"),
        A("SW", 4, "max jumbo frame size QS", ["9216 bytes"], "limit"),
        A("SW", 4, "default PoE power-up mode", ["802.3af"], "default_setting"),
        A("SW", 4, "how many saved configs does the switch keep as backup", ["last 3 saved configurations"], "lookup"),
        A("SW", 5, "image file name for a QS-2410P", ["qs24-3.2.5.bin"], "lookup"),
        A("SW", 5, "we're still on 2.x, can we go straight to 3.2.5?", ["bridge release 3.0.4"], "procedure_step"),
        A(
            "SW",
            5,
            "upgrade procedure: image is copied and checksum OK, what's the next step",
            ["boot system inactive"],
            "procedure_step",
        ),
        A("SW", 5, "command to roll back firmware", ["boot system alternate"], "lookup"),
        A("SW", 5, "factory reset - how long to hold the button", ["more than 12 s"], "lookup"),
        A("SW", 6, "ERR-104 on a 4820X - what do I replace", ["QS-FAN48"], "code_remedy"),
        A("SW", 6, "ERR-107 meaning", ["Inlet temperature above 65 °C"], "code_meaning"),
        A("SW", 6, "quellnet ERR-115", ["Startup configuration checksum error"], "code_meaning"),
    ]
    q += [
        U("SW", "ERR-103 on a QS-4820XP", "code_gap", ["ERR-103"]),
        U("SW", "what does ERR-105 mean", "code_gap", ["ERR-105"]),
        U("SW", "WRN-212 quellnet", "code_gap", ["WRN-212"]),
        U("SW", "ERR-108 in the log, meaning?", "code_gap", ["ERR-108"]),
        U("SW", "port count QS-2450", "no_such_model", ["QS-2450"]),
        U("SW", "PoE budget of the QS-4820P", "no_such_model", ["QS-4820P"]),
        U("SW", "QS-2410X uplinks", "no_such_model", ["QS-2410X"]),
        U("SW", "PoE budget for the plain QS-2410", "na_cell", ["PoE budget of the QS-2410", "QS-2410: 370"]),
        U("SW", "max PoE per port on a QS-4820X", "na_cell", ["QS-4820X: 60 W", "per port on the QS-4820X"]),
        U(
            "SW",
            "QS-2410P PoE budget with a second PSU",
            "wrong_model",
            ["QS-2410P with", "second power supply for the QS-2410P"],
        ),
        U(
            "SW",
            "4820XP PoE budget above 35 °C when running on two PSUs",
            "wrong_condition",
            ["two power supplies", "dual power"],
        ),
        U("SW", "max concurrent web sessions", "attribute_missing", ["web sessions", "concurrent web"]),
        U("SW", "default snmp comunity string", "attribute_missing", ["community"]),
        U(
            "SW",
            "what happens if I hold reset for 8 seconds",
            "wrong_condition",
            ["5 to 12 s", "6 to 12 s", "8 seconds"],
        ),
        U(
            "SW",
            "default PoE power-up mode on firmware 3.2.3",
            "wrong_condition",
            ["3.2.3 or later", "power-up mode on 3.2.3"],
        ),
        U("SW", "which NTP server does the switch use by default", "attribute_missing", ["NTP"]),
        U("SW", "max members in a LAG", "attribute_missing", ["link aggregation groups", "LAG members"]),
        U(
            "SW",
            "total power draw of a QS-4820XP with all PoE ports fully loaded",
            "wrong_condition",
            ["draw with PoE", "with full PoE load"],
        ),
        U("SW", "syslog over TCP, which port", "wrong_condition", ["TCP 514", "TCP 601"]),
    ]
    # ------------------------------------------------------------------ Corvina PDI checklist (.docx)
    q += [
        A("PDI", 1, "PDI: torque for the M12 transom bolts?", ["45 Nm"], "torque"),
        A("PDI", 1, "battery cable size if the run is 4 m", ["25 mm²"], "table_lookup"),
        A("PDI", 1, "how long do we keep the signed PDI form", ["5 years"], "lookup"),
        A("PDI", 1, "tell-tale must show within how long on the PDI run test?", ["within 20 s"], "limit"),
        A("PDI", 1, "outboard mounting height spec for the AV plate", ["0 to 25 mm above the hull bottom"], "limit"),
    ]
    q += [
        U("PDI", "battery cable size for a 7 m run", "wrong_condition", ["7 m", "35 mm²"]),
        U(
            "PDI",
            "PDI transom bolt torque without a backing plate",
            "wrong_condition",
            ["without backing", "without a backing"],
        ),
        U(
            "PDI",
            "how many minutes should the engine run on the flushing device during PDI",
            "attribute_missing",
            ["minutes"],
        ),
        U("PDI", "PDI: what is the spec for the trim fluid level", "attribute_missing", ["trim"]),
        U("PDI", "steering play limit for tiller models on the PDI", "wrong_condition", ["tiller"]),
    ]
    # ------------------------------------------------------------------ bulletins and notices
    q += [
        A(
            "SBHB",
            1,
            "HB-11 S/N 6120 - which contactor kit does SB-HB-0412 call for?",
            ["BES-51127"],
            "bulletin",
            **hb_filters("HB-11", 6120),
        ),
        A("SBHB", 1, "sb-hb-0412 kit for HB7 serial 7700", ["BES-51126"], "bulletin", **hb_filters("HB-7", 7700)),
        A(
            "SBHB",
            1,
            "Min firmware before doing the K1 swap bulletin on an HB-7 (sn 5230)?",
            ["2.6.3"],
            "bulletin",
            **hb_filters("HB-7", 5230),
        ),
        A(
            "SBHB",
            1,
            "contactor terminal screw torque in the contactor bulletin",
            ["2.0 Nm"],
            "bulletin",
            **hb_filters("HB-11", 6999),
        ),
        A("SBHB", 1, "deadline to complete SB-HB-0412", ["within 6 months"], "bulletin", **hb_filters("HB-7", 6001)),
        A(
            "SBHB",
            1,
            "warranty claim code for the contactor bulletin",
            ["WC-412"],
            "bulletin",
            **hb_filters("HB-11", 7849),
        ),
        A(
            "SBHB",
            1,
            "how do I mark the unit once the K1 bulletin work is done",
            ["green dot"],
            "bulletin",
            **hb_filters("HB-7", 5200),
        ),
        A(
            "TNQS",
            1,
            "QS-2410P sn 3120455 - phones reboot every hour or so, which firmware fixes it?",
            ["3.2.5"],
            "bulletin",
            **qs_filters("QS-2410P", 3120455),
        ),
        A(
            "TNQS",
            1,
            "TN-QS-117 workaround on 3.2.4 if we can't upgrade yet",
            ["poe power-up-mode 802.3at"],
            "bulletin",
            **qs_filters("QS-4820XP", 3101234),
        ),
        A(
            "TNQS",
            1,
            "how long do the ports drop power for, per TN-QS-117",
            ["about 2 s"],
            "bulletin",
            **qs_filters("QS-4820XP", 3158999),
        ),
        A(
            "TNQS",
            1,
            "switch is on 3.2.2, what can I set to cut down the PoE restarts",
            ["poe priority critical"],
            "bulletin",
            **qs_filters("QS-2410P", 3150000),
        ),
        A(
            "TNQS",
            1,
            "which firmware versions are hit by TN-QS-117",
            ["3.2.0 to 3.2.4"],
            "bulletin",
            **qs_filters("QS-2410P", 3100000),
        ),
        A(
            "SBCV",
            1,
            "Corvina 60 EFI sn 1043321 - part number for the fuel line clamp in the bulletin?",
            ["32-FC1180"],
            "bulletin",
            **cv_filters("Corvina 60 EFI", 1043321),
        ),
        A(
            "SBCV",
            1,
            "SB-CV-2024-07 clamp screw torque",
            ["3.5 Nm"],
            "bulletin",
            **cv_filters("Corvina 90 EFI", 1046999),
        ),
        A(
            "SBCV",
            1,
            "how many clamps does a Corvina 90 EFI need for the fuel line bulletin",
            ["Qty 2"],
            "bulletin",
            **cv_filters("Corvina 90 EFI", 1040100),
        ),
        A("SBCV", 1, "labour time 90 EFI fuel clamp", ["0.7 h"], "bulletin", **cv_filters("Corvina 90 EFI", 1041777)),
        A(
            "SBCV",
            1,
            "how do I relieve the fuel pressure before doing the clamp",
            ["crank the engine for 5 s"],
            "bulletin",
            **cv_filters("Corvina 60 EFI", 1040500),
        ),
    ]
    q += [
        U(
            "SBHB",
            "SB-HB-0412 contactor kit for my HB-7S",
            "bulletin_scope",
            ["BES-51126", "BES-51127"],
            absent_in=["HB"],
            **hb_filters("HB-7S", 6000),
        ),
        U(
            "SBHB",
            "HB-11 serial 8120, which kit from the K1 contactor bulletin?",
            "bulletin_scope",
            ["BES-51126", "BES-51127"],
            absent_in=["HB"],
            **hb_filters("HB-11", 8120),
        ),
        U(
            "SBHB",
            "contactor bulletin kit number for an HB-22",
            "bulletin_scope",
            ["BES-51126", "BES-51127"],
            absent_in=["HB"],
            **hb_filters("HB-22", 6000),
        ),
        U(
            "SBHB",
            "HB-7 serial 7850 - do I fit the SB-HB-0412 contactor kit, which one?",
            "bulletin_scope",
            ["BES-51126", "BES-51127"],
            absent_in=["HB"],
            **hb_filters("HB-7", 7850),
        ),
        U(
            "SBHB",
            "HB-7 s/n 5100: compliance deadline for SB-HB-0412?",
            "bulletin_scope",
            ["within 6 months", "WC-412"],
            absent_in=["HB"],
            **hb_filters("HB-7", 5100),
        ),
        U(
            "TNQS",
            "QS-2410 ports power-cycling, what's the TN-QS-117 workaround command",
            "bulletin_scope",
            ["poe power-up-mode 802.3at", "poe priority critical"],
            absent_in=["SW"],
            **qs_filters("QS-2410", 3120000),
        ),
        U(
            "TNQS",
            "QS-2410P s/n 3159500 on 3.2.4 - TN-QS-117 workaround?",
            "bulletin_scope",
            ["poe power-up-mode 802.3at", "poe priority critical"],
            absent_in=["SW"],
            **qs_filters("QS-2410P", 3159500),
        ),
        U(
            "TNQS",
            "QS-4820XP serial 3170000 - how long do PoE ports drop out per the notice",
            "bulletin_scope",
            ["about 2 s", "40 to 90 minutes"],
            absent_in=["SW"],
            **qs_filters("QS-4820XP", 3170000),
        ),
        U(
            "TNQS",
            "QS-4820X: which PoE priority should I set for the power-cycle issue",
            "bulletin_scope",
            ["poe priority critical"],
            absent_in=["SW"],
            **qs_filters("QS-4820X", 3120000),
        ),
        U(
            "SBCV",
            "Corvina 90 EFI CT sn 1042000 fuel clamp part number",
            "bulletin_scope",
            ["32-FC1180"],
            absent_in=["OB"],
            **cv_filters("Corvina 90 EFI CT", 1042000),
        ),
        U(
            "SBCV",
            "fuel line clamp screw torque on my Corvina 40 (sn 1041000)",
            "bulletin_scope",
            ["32-FC1180", "3.5 Nm"],
            absent_in=["OB"],
            **cv_filters("Corvina 40", 1041000),
        ),
        U(
            "SBCV",
            "Corvina 60 EFI s/n 1047500 - fuel clamp bulletin part?",
            "bulletin_scope",
            ["32-FC1180"],
            absent_in=["OB"],
            **cv_filters("Corvina 60 EFI", 1047500),
        ),
        U(
            "SBCV",
            "labour allowance for the fuel clamp job, Corvina 90 EFI serial 1039999",
            "bulletin_scope",
            ["0.7 h"],
            absent_in=["OB"],
            **cv_filters("Corvina 90 EFI", 1039999),
        ),
    ]
    return q

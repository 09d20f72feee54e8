"""Family 2: service manual for the (invented) VDX-300 lift drive and controller.

Six pages: cover, contents with dot leaders, safety and inspection intervals, parameter tables,
error codes, rescue procedure and brake/encoder checks.
"""

from __future__ import annotations

from pathlib import Path

import layout as L

from families.common import qa, un, with_document, write_sidecar

DOC = "ALT-SM-0300"
FILE = "alt-sm-0300-vdx300-service-manual.pdf"
PRODUCT = "VDX-300"
V11, V18 = "VDX-300-11", "VDX-300-18"
HEADER = "Aldmoor Lift Technologies - VDX-300 Service Manual ALT-SM-0300"


def _pages() -> list[list[tuple]]:
    cover = [
        L.gap(20),
        L.title("Aldmoor Lift Technologies", 20),
        L.title("VDX-300 Lift Drive and Controller", 16),
        L.title("Service Manual", 14),
        L.gap(6),
        L.p("Document ALT-SM-0300, Edition 3, January 2022."),
        L.p(
            "Applies to the VDX-300-11 (11 kW motor output) and the VDX-300-18 (18.5 kW motor output) "
            "controllers with firmware 2.x."
        ),
        L.p(
            "This manual is written for trained lift technicians who are authorised to work on the lift "
            "installation. It does not replace the risk assessment of the site or the instructions of the lift "
            "machine manufacturer."
        ),
        L.h2("About this edition"),
        L.p(
            "Edition 3 adds the automatic rescue device (ARD) checks and revises the error code list for firmware 2.10."
        ),
        L.h2("Conventions"),
        L.bullets(
            [
                "Parameters are written Pn.nn, for example P1.01.",
                "Error codes are shown on the keypad display as E-nnn.",
                "WARNING marks a hazard that can cause death or serious injury. CAUTION marks a hazard that can "
                "damage equipment.",
            ]
        ),
    ]
    contents = [
        L.h1("Contents"),
        L.toc(
            [
                ("1 Safety", 3),
                ("2 Inspection intervals", 3),
                ("3 Motion parameters", 4),
                ("4 Brake and door parameters", 4),
                ("5 Variant-dependent defaults", 4),
                ("6 Error codes", 5),
                ("7 Rescue operation", 6),
                ("8 Brake and encoder checks", 6),
            ]
        ),
        L.h1("Abbreviations"),
        L.defs(
            [
                (
                    "ARD",
                    "Automatic rescue device: battery-backed unit that moves the car to the nearest floor "
                    "after a mains failure.",
                ),
                (
                    "UCM",
                    "Unintended car movement: the car moves away from a landing while the doors are not "
                    "closed and locked.",
                ),
                ("PTC", "Temperature sensor with positive temperature coefficient in the motor winding."),
                ("STO", "Safe torque off input of the drive."),
                ("DC bus", "Intermediate DC circuit of the drive between rectifier and inverter."),
            ]
        ),
    ]
    safety = [
        L.h1("1 Safety"),
        L.warn(
            "WARNING",
            "The DC bus capacitors stay charged for up to 5 minutes after the mains is isolated. Before you "
            "touch any terminal, measure the voltage between +DC and -DC and wait until it is below 50 V DC.",
        ),
        L.warn(
            "WARNING",
            "Never release the brake by hand with the car unbalanced by more than 20 % of rated load. Use the "
            "ARD or the rescue procedure in section 7.",
        ),
        L.warn(
            "CAUTION",
            "Do not insulation-test the motor with the drive connected. Disconnect U, V and W at the drive "
            "terminals first.",
        ),
        L.p(
            "Lock off the main switch and fit your personal padlock before any work in the controller cabinet. "
            "Before working on the car roof, switch on inspection control and press the stop switch on the roof."
        ),
        L.h1("2 Inspection intervals"),
        L.table(
            ["Item", "Interval", "Notes"],
            [80, 34, 60],
            [
                ["Cooling fan filter, clean", "3 months", "Monthly in dusty sites"],
                ["Brake lining wear, check", "6 months", "See section 8"],
                ["Brake air gap, measure", "6 months", "See section 8"],
                ["Encoder coupling, inspect", "12 months", "Check for radial play"],
                ["Brake torque test", "12 months", "Record in the lift logbook"],
                ["ARD battery capacity test", "12 months", "Minimum 30 min runtime"],
                ["ARD battery, replace", "4 years", "Or after a failed test"],
                ["DC bus capacitors, replace", "10 years", ""],
                ["Error log, read and clear", "Each visit", "Note repeated codes"],
            ],
        ),
    ]
    params = [
        L.h1("3 Motion parameters"),
        L.table(
            ["Code", "Name", "Default", "Range"],
            [18, 58, 38, 60],
            [
                ["P1.01", "Rated car speed", "1.00 m/s", "0.10 to 2.50 m/s"],
                ["P1.02", "Acceleration", "0.60 m/s²", "0.20 to 1.20 m/s²"],
                ["P1.03", "Deceleration", "0.55 m/s²", "0.20 to 1.20 m/s²"],
                ["P1.04", "Jerk", "0.80 m/s³", "0.30 to 1.50 m/s³"],
                ["P1.05", "Levelling speed", "0.05 m/s", "0.01 to 0.10 m/s"],
                ["P1.06", "Inspection speed", "0.30 m/s", "0.10 to 0.63 m/s"],
                ["P1.07", "Rescue speed", "0.10 m/s", "0.05 to 0.30 m/s"],
                ["P1.08", "Overspeed trip", "115 %", "105 to 120 %"],
            ],
        ),
        L.h1("4 Brake and door parameters"),
        L.table(
            ["Code", "Name", "Default", "Range"],
            [18, 58, 38, 60],
            [
                ["P2.01", "Brake open delay", "250 ms", "50 to 800 ms"],
                ["P2.02", "Brake close delay", "300 ms", "100 to 1000 ms"],
                ["P2.07", "Brake feedback filter time", "150 ms", "50 to 300 ms"],
                ["P3.01", "Door open time", "3.0 s", "1.0 to 20.0 s"],
                ["P3.02", "Door nudging time", "20 s", "5 to 60 s"],
                ["P3.04", "Fire recall floor", "0", "0 to 63"],
            ],
        ),
        L.h1("5 Variant-dependent defaults"),
        L.p("The drive loads these defaults from the power module type. Check them against the motor nameplate."),
        L.table(
            ["Parameter", V11, V18],
            [94, 40, 40],
            [
                ["P5.01 Motor rated current", "24.0 A", "38.5 A"],
                ["P5.02 Motor rated power", "11.0 kW", "18.5 kW"],
                ["P5.03 Motor rated speed", "1460 rpm", "1470 rpm"],
                ["P5.04 Switching frequency", "8 kHz", "6 kHz"],
                ["P5.06 Braking resistor, minimum", "28 ohm", "18 ohm"],
                ["P5.08 Current limit", "150 %", "140 %"],
            ],
        ),
    ]
    errors = [
        L.h1("6 Error codes"),
        L.p(
            "Errors are shown as E-nnn on the keypad and stored in the error log (menu L1) with floor and time. "
            "Errors marked (L) lock the drive out; they can only be reset with access level 2 after the cause "
            "has been found."
        ),
        L.defs(
            [
                ("E-101", "DC bus overvoltage (above 820 V DC). Check the braking resistor and its fuse F4."),
                (
                    "E-104",
                    "DC bus undervoltage (below 400 V DC) while running. Check the mains supply and input "
                    "fuses F1 to F3.",
                ),
                (
                    "E-112",
                    "Motor overcurrent. Check the motor cables for earth faults and check that P5.01 "
                    "matches the motor nameplate.",
                ),
                (
                    "E-120",
                    "Encoder signal lost. Check the encoder cable, the shield clamp at the drive and the "
                    "encoder coupling.",
                ),
                (
                    "E-131 (L)",
                    "Brake feedback mismatch: switch S1 or S2 did not change state within P2.07 after "
                    "the brake command. Check both switches and their adjustment (section 8).",
                ),
                (
                    "E-140 (L)",
                    "Overspeed: car speed above P1.08. Check the encoder and the rated speed setting "
                    "P1.01 before reset.",
                ),
                (
                    "E-152 (L)",
                    "Unintended car movement detected. Do not reset until the brake has passed the brake torque test.",
                ),
                (
                    "E-160",
                    "Heat sink over temperature (above 85 °C). Clean the cooling fan filter and check that "
                    "the fan runs.",
                ),
                ("E-171", "ARD battery voltage low (below 44 V DC). Charge for 12 h, then repeat the capacity test."),
                (
                    "E-180",
                    "Motor PTC over temperature. Let the motor cool and check the machine room "
                    "ventilation. Never bridge the PTC input.",
                ),
            ],
            term_width=24,
        ),
    ]
    rescue = [
        L.h1("7 Rescue operation"),
        L.p("Use this procedure only if the ARD has not brought the car to a floor. Two persons are needed."),
        L.steps(
            [
                "Make sure all landing doors are closed and locked, and tell the passengers that the car will move.",
                "Switch off and lock off the main switch.",
                "Find the car position from the rope markings or the position display on the ARD panel.",
                "Fit the brake release lever and open the brake in short steps of no more than 2 s, letting the car "
                "move in the light-load direction towards the nearest floor.",
                "Stop when the car sill is within 150 mm of the landing sill.",
                "Open the landing door with the emergency unlocking key and help the passengers out.",
                "Record the rescue in the lift logbook and find the cause before returning the lift to service.",
            ]
        ),
        L.h1("8 Brake and encoder checks"),
        L.table(
            ["Check", "Limit"],
            [104, 70],
            [
                ["Brake air gap", "0.30 to 0.50 mm"],
                ["Brake lining thickness, minimum", "3.0 mm"],
                ["Brake coil resistance, each coil", "118 to 132 ohm"],
                ["Brake torque test load", "125 % of rated load"],
                ["Encoder resolution", "2048 pulses/rev"],
                ["Encoder supply", "12 V DC"],
                ["Encoder coupling radial play, maximum", "0.05 mm"],
            ],
        ),
        L.p(
            "Measure the air gap at three points 120° apart with feeler gauges. If one point is out of limits, "
            "adjust the whole brake. Brake switches S1 and S2 must change state when the armature has moved "
            "0.10 to 0.15 mm."
        ),
    ]
    return [cover, contents, safety, params, errors, rescue]


def build(doc_dir: Path) -> list[Path]:
    path = doc_dir / FILE
    L.render_pdf(path, _pages(), HEADER, "ALT-SM-0300 Edition 3")
    write_sidecar(
        path,
        document=DOC,
        version="Edition 3",
        effective_from="2022-01-10",
        effective_to=None,
        recorded_at="2022-01-03T00:00:00Z",
        product=PRODUCT,
        variants=[V11, V18],
    )
    return [path]


P = PRODUCT

_QUESTIONS = [
    qa("default inspection speed vdx300", 4, ["0.30 m/s"], "spec_lookup", product=P),
    qa("rated speed P1.01 - what range can i set", 4, ["0.10 to 2.50 m/s"], "spec_lookup", product=P),
    qa("decel default P1.03", 4, ["0.55 m/s²"], "spec_lookup", product=P),
    qa("brake open delay how high can it go", 4, ["50 to 800 ms"], "spec_lookup", product=P),
    qa("P5.01 motor current default on the 18 kW drive", 4, ["38.5 A"], "variant_value", product=P, variant=V18),
    qa("switching freq default -11", 4, ["8 kHz"], "variant_value", product=P, variant=V11),
    qa("smallest braking resistor allowed 18.5kW unit", 4, ["18 ohm"], "variant_value", product=P, variant=V18),
    qa("E-160 on the keypad, fix?", 5, ["Clean the cooling fan filter"], "fault_code", product=P),
    qa(
        "lift stuck w/ E-120",
        5,
        ["Check the encoder cable, the shield clamp at the drive and the encoder coupling"],
        "fault_code",
        product=P,
    ),
    qa(
        "E-152 - can i just reset it",
        5,
        ["Do not reset until the brake has passed the brake torque test"],
        "fault_code",
        product=P,
    ),
    qa("E-131 lockout, what to check", 5, ["Check both switches and their adjustment"], "fault_code", product=P),
    qa("how do i clear a lockout error, what access", 5, ["access level 2"], "fault_code", product=P),
    qa(
        "after isolating mains how long till DC bus safe",
        3,
        ["up to 5 minutes", "below 50 V DC"],
        "spec_lookup",
        product=P,
    ),
    qa("fan filter on a dusty site how often", 3, ["Monthly in dusty sites"], "interval", product=P),
    qa("ARD battery replacement interval", 3, ["4 years"], "interval", product=P),
    qa("brake torque test - what load", 6, ["125 % of rated load"], "spec_lookup", product=P),
    qa("brake air gap limts", 6, ["0.30 to 0.50 mm"], "spec_lookup", product=P),
    qa("S1/S2 brake switch adjustment, armature travel?", 6, ["0.10 to 0.15 mm"], "spec_lookup", product=P),
    qa(
        "manual rescue - brake lever fitted, how long can i hold it open",
        6,
        ["no more than 2 s"],
        "procedure_step",
        product=P,
    ),
    qa(
        "hand winding car to floor, when do i stop",
        6,
        ["within 150 mm of the landing sill"],
        "procedure_step",
        product=P,
    ),
    qa("what's ARD", 2, ["Automatic rescue device"], "spec_lookup", product=P),
    qa("max out-of-balance for manual brake release", 3, ["20 % of rated load"], "spec_lookup", product=P),
]

_UNANSWERABLE = [
    un("E-125 on the keypad", "unans_code_not_exist", product=P),
    un("what is E-145 on vdx-300", "unans_code_not_exist", product=P),
    un("default value for P1.09", "unans_code_not_exist", product=P),
    un("P5.05 default on the 11 kW", "unans_code_not_exist", product=P, variant=V11),
    un("brake coil voltage vdx300", "unans_attribute_not_stated", product=P),
    un("fuse F4 rating", "unans_attribute_not_stated", product=P),
    un("ARD battery part number", "unans_attribute_not_stated", product=P),
    un("encoder supply current draw", "unans_attribute_not_stated", product=P),
    un("max ambient temp in the machine room for the controller", "unans_attribute_not_stated", product=P),
    un("switching freq adjustable range on the -18?", "unans_attribute_not_stated", product=P, variant=V18),
    un("brake lining part no", "unans_attribute_not_stated", product=P),
    un("torque for the U V W motor terminals on the drive", "unans_attribute_not_stated", product=P),
    un("how many rescues can the ARD do on one charge", "unans_attribute_not_stated", product=P),
    un("max rope slip allowed on traction sheave", "unans_condition_not_covered", product=P),
    un("motor rated current default for VDX-300-22", "unans_variant_not_covered", product=P, variant="VDX-300-22"),
    un("E-140 reset procedure on a VDX-500", "unans_other_product", product="VDX-500"),
]

QUESTIONS = with_document(_QUESTIONS + _UNANSWERABLE, DOC)

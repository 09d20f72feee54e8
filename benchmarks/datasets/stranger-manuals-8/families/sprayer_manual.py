"""Family 3: operator's manual for the (invented) TSX trailed field sprayer.

Six pages: intended use and safety, capacities with footnote marks (notes give the TSX-3600E its own values),
nozzle output by pressure, speeds, calibration procedure, maintenance schedule, troubleshooting.
"""

from __future__ import annotations

from pathlib import Path

import layout as L

from families.common import qa, un, with_document, write_sidecar

DOC = "BAM-OM-TSX"
FILE = "bam-om-tsx-operators-manual.pdf"
PRODUCT = "TSX"
V28, V36, V36E = "TSX-2800", "TSX-3600", "TSX-3600E"
HEADER = "Brenholt Agri Machinery - TSX Trailed Sprayer - Operator's Manual BAM-OM-TSX"


def _pages() -> list[list[tuple]]:
    p1 = [
        L.title("TSX Trailed Field Sprayer"),
        L.title("Operator's Manual", 14),
        L.p(
            "Brenholt Agri Machinery, document BAM-OM-TSX, Issue 4, February 2023. Models TSX-2800, TSX-3600 "
            "and TSX-3600E (the TSX-3600 with electronic rate control and automatic section switching)."
        ),
        L.h1("1 Intended use"),
        L.p(
            "The TSX is a trailed sprayer for applying approved plant protection products and liquid "
            "fertiliser to field crops. Tow it with a tractor that has a 540 rpm PTO, a hitch rated for the "
            "drawbar load of the sprayer and a hydraulic supply for the boom functions. Any other use is not "
            "intended and is at the owner's risk."
        ),
        L.h1("2 Safety"),
        L.bullets(
            [
                "Wear the PPE stated on the product label when filling, spraying and cleaning. As a minimum wear "
                "chemical-resistant gloves and eye protection.",
                "Never enter the main tank. Clean it from outside with the tank rinse nozzles.",
                "Fold the boom and engage the transport latches before driving on public roads.",
                "Do not spray when the wind speed at boom height is above 4 m/s.",
                "Relieve the pressure in the spray line before you remove a nozzle or a filter.",
                "Keep clear of overhead power lines when folding or unfolding the boom.",
            ]
        ),
        L.warn(
            "WARNING",
            "The PTO shaft guard must be complete and its retaining chains fitted. Never step over a turning "
            "PTO shaft.",
        ),
    ]
    p2 = [
        L.h1("3 Technical data"),
        L.h2("Table 3.1 Capacities, dimensions and masses"),
        L.table(
            ["Item", V28, V36],
            [94, 40, 40],
            [
                ["Main tank, nominal", "2800 L", "3600 L"],
                ["Main tank, maximum fill", "2950 L", "3780 L"],
                ["Rinse water tank", "280 L", "360 L (1)"],
                ["Hand-wash tank", "18 L", "18 L"],
                ["Induction hopper", "45 L", "45 L"],
                ["Boom working width", "18 m or 21 m", "24 m (2)"],
                ["Empty mass with boom", "2150 kg", "2640 kg (3)"],
                ["Permissible total mass", "5400 kg", "6700 kg"],
                ["Drawbar load, maximum", "1500 kg", "2000 kg"],
                ["Track width, adjustable", "1.50 to 2.25 m", "1.80 to 2.25 m"],
            ],
        ),
        L.small("(1) TSX-3600E: 400 L rinse water tank."),
        L.small("(2) TSX-3600E: 24 m or 28 m; the 28 m boom needs the reinforced centre frame."),
        L.small("(3) TSX-3600E: 2710 kg with 24 m boom, 2790 kg with 28 m boom."),
        L.p("Values for the TSX-3600E without a note mark are the same as for the TSX-3600."),
        L.h2("Table 3.2 Pump and hydraulics"),
        L.table(
            ["Item", "Value"],
            [94, 80],
            [
                ["Pump type", "6-diaphragm pump BP-260"],
                ["Pump output at 540 rpm", "260 L/min"],
                ["Maximum working pressure", "15 bar"],
                ["Pressure relief valve setting", "20 bar"],
                ["Hydraulic supply required", "min. 40 L/min at 180 bar"],
            ],
        ),
    ]
    p3 = [
        L.h1("4 Nozzles, pressures and speeds"),
        L.p(
            "Nozzles are spaced 0.50 m apart on the boom. Table 4.1 gives the output of one ISO flat-fan nozzle "
            "at the pressure measured at the boom. Air-induction nozzles of the same size give the same output "
            "but need at least 3.0 bar to form a proper spray."
        ),
        L.h2("Table 4.1 Output per nozzle"),
        L.table(
            ["Nozzle size (colour)", "2.0 bar", "3.0 bar", "4.0 bar", "5.0 bar"],
            [54, 30, 30, 30, 30],
            [
                ["015 (green)", "0.49 L/min", "0.60 L/min", "0.69 L/min", "0.77 L/min"],
                ["02 (yellow)", "0.65 L/min", "0.80 L/min", "0.92 L/min", "1.03 L/min"],
                ["025 (lilac)", "0.82 L/min", "1.00 L/min", "1.15 L/min", "1.29 L/min"],
                ["03 (blue)", "0.98 L/min", "1.20 L/min", "1.39 L/min", "1.55 L/min"],
                ["04 (red)", "1.31 L/min", "1.60 L/min", "1.85 L/min", "2.07 L/min"],
                ["05 (brown)", "1.63 L/min", "2.00 L/min", "2.31 L/min", "2.58 L/min"],
            ],
        ),
        L.p(
            "Application rate (L/ha) = nozzle output (L/min) x 1200 / forward speed (km/h). The factor 1200 "
            "applies only to 0.50 m nozzle spacing."
        ),
        L.h2("Table 4.2 Speeds"),
        L.table(
            ["Item", "Value"],
            [114, 60],
            [
                ["Working speed, recommended", "6 to 12 km/h"],
                ["Working speed, maximum with 28 m boom", "10 km/h"],
                ["Road speed, maximum, braked axle", "40 km/h"],
                ["Road speed, maximum, unbraked axle", "25 km/h"],
                ["Turning speed with boom unfolded, maximum", "4 km/h"],
                ["PTO speed", "540 rpm"],
            ],
        ),
        L.p(
            "On the TSX-3600E the rate controller keeps the application rate constant between 4 and 14 km/h. "
            "Outside this range it holds the last pressure and shows RATE LIMIT."
        ),
    ]
    p4 = [
        L.h1("5 Calibration"),
        L.p(
            "Calibrate the sprayer at the start of each season, after fitting new nozzles, and whenever the "
            "measured rate differs from the target by more than 5 %. Use clean water only."
        ),
        L.h2("5.1 Nozzle output check"),
        L.steps(
            [
                "Fill the main tank with at least 500 L of clean water and park on level ground.",
                "Run the PTO at 540 rpm and set the working pressure on the pressure regulator.",
                "Collect the output of three nozzles on each boom section for exactly 60 s in a graduated jug.",
                "Work out the mean output of all the nozzles collected.",
                "Replace any nozzle whose output differs from the mean by more than 10 %, and any nozzle more "
                "than 15 % above the Table 4.1 value for its size.",
            ]
        ),
        L.h2("5.2 Forward speed check"),
        L.steps(
            [
                "Mark out 100 m on the field, not on a road or track, with the tank half full.",
                "Drive the 100 m in the gear and at the engine speed you will spray with, PTO running, and time "
                "the run.",
                "Forward speed (km/h) = 360 / time (s).",
            ],
            start=6,
        ),
        L.h2("5.3 Setting the rate"),
        L.steps(
            [
                "Work out the nozzle output needed: output (L/min) = rate (L/ha) x speed (km/h) / 1200.",
                "Adjust the pressure until a collected nozzle gives that output, then repeat steps 3 and 4.",
                "TSX-3600E only: run the flow meter calibration in menu CAL > FLOW with 200 L of water.",
            ],
            start=9,
        ),
        L.p(
            "Example: a target of 150 L/ha at 8 km/h needs 1.00 L/min per nozzle, which a 025 nozzle gives at 3.0 bar."
        ),
    ]
    p5 = [
        L.h1("6 Maintenance"),
        L.h2("Table 6.1 Maintenance schedule"),
        L.table(
            ["Task", "Interval"],
            [104, 70],
            [
                ["Clean suction filter and pressure filter", "Daily"],
                ["Check pump oil level", "Daily"],
                ["Check nozzles and nozzle line filters", "Daily"],
                ["Grease boom hinges and fold rams", "Every 50 h"],
                ["Check wheel nut torque", "After first 10 h, then every 50 h"],
                ["Check tyre pressure", "Weekly"],
                ["Change pump oil", "Every 400 h or yearly"],
                ["Replace pump diaphragms", "Every 800 h or 3 years"],
                ["Check pressure gauge against a reference gauge", "Yearly"],
            ],
        ),
        L.h2("Table 6.2 Service data"),
        L.table(
            ["Item", "Value"],
            [104, 70],
            [
                ["Wheel nut torque (M22 x 1.5)", "450 Nm"],
                ["Tyre pressure, 380/90 R46", "2.4 bar"],
                ["Tyre pressure, 520/85 R42", "1.6 bar"],
                ["Pump oil, grade and quantity", "SAE 30, 1.6 L"],
                ["Grease", "Lithium EP2"],
                ["Suction filter mesh", "50 mesh"],
                ["Nozzle line filter mesh", "80 mesh"],
            ],
        ),
        L.h2("Winter storage"),
        L.p(
            "Drain the tank, pump and all lines. Then pump 30 L of antifreeze mixture through the system until "
            "it comes out of every nozzle. Store the sprayer under cover with the boom folded and the pressure "
            "regulator fully open."
        ),
    ]
    p6 = [
        L.h1("7 Troubleshooting"),
        L.h2("Pressure unstable or falling while spraying"),
        L.bullets(
            [
                "Suction filter blocked: clean it.",
                "Air leak on the suction side: check the hose clamps and the suction valve seal.",
                "Pulsation damper pressure wrong: set it to 1/3 of the working pressure.",
            ]
        ),
        L.h2("Pump does not prime"),
        L.bullets(
            [
                "Suction valve closed or tank empty.",
                "Air lock: open the pressure regulator fully and run the pump at low PTO speed.",
            ]
        ),
        L.h2("Uneven spray pattern"),
        L.bullets(
            [
                "Nozzle worn or blocked: clean it with a soft brush, never with wire.",
                "Boom height wrong: set the boom 50 cm above the crop for 110° nozzles.",
            ]
        ),
        L.h2("Boom does not fold"),
        L.bullets(
            [
                "Transport latches still engaged.",
                "Tractor hydraulic flow too low: the boom needs at least 40 L/min.",
            ]
        ),
        L.h2("RATE LIMIT shown (TSX-3600E)"),
        L.bullets(
            [
                "Forward speed outside 4 to 14 km/h.",
                "Nozzles too small for the target rate: fit the next larger size.",
            ]
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


def build(doc_dir: Path) -> list[Path]:
    path = doc_dir / FILE
    L.render_pdf(path, _pages(), HEADER, "BAM-OM-TSX Issue 4")
    write_sidecar(
        path,
        document=DOC,
        version="Issue 4",
        effective_from="2023-02-01",
        effective_to=None,
        recorded_at="2023-01-20T00:00:00Z",
        product=PRODUCT,
        variants=[V28, V36, V36E],
    )
    return [path]


P = PRODUCT

_QUESTIONS = [
    qa("tank size tsx 3600", 2, ["3600 L"], "variant_value", product=P, variant=V36),
    qa("how much can i actually fill the 2800 to", 2, ["2950 L"], "variant_value", product=P, variant=V28),
    qa("rinse tank volume on the E model", 2, ["400 L"], "footnote_value", product=P, variant=V36E),
    qa("empty weight 3600E with the 28m boom", 2, ["2790 kg"], "footnote_value", product=P, variant=V36E),
    qa("boom widths available on the 3600E", 2, ["24 m or 28 m"], "footnote_value", product=P, variant=V36E),
    qa("max gross weight tsx-3600e", 2, ["6700 kg"], "variant_value", product=P, variant=V36E),
    qa("pump flow at 540", 2, ["260 L/min"], "spec_lookup", product=P),
    qa("blue nozzels at 4 bar output per nozzle", 3, ["1.39 L/min"], "spec_lookup", product=P),
    qa("02 yellow @ 3 bar l/min?", 3, ["0.80 L/min"], "spec_lookup", product=P),
    qa("air induction tips - min pressure", 3, ["at least 3.0 bar"], "spec_lookup", product=P),
    qa("max forward speed w/ 28 m boom", 3, ["10 km/h"], "spec_lookup", product=P, variant=V36E),
    qa("road speed if the axle has no brakes", 3, ["25 km/h"], "spec_lookup", product=P),
    qa(
        "3600E rate control works between what speeds",
        3,
        ["between 4 and 14 km/h"],
        "spec_lookup",
        product=P,
        variant=V36E,
    ),
    qa(
        "calibration - got 60 s from 3 nozzles per section, next?",
        4,
        ["Work out the mean output"],
        "procedure_step",
        product=P,
    ),
    qa(
        "calib: one nozzle 12% off the mean, keep it?",
        4,
        ["differs from the mean by more than 10 %"],
        "procedure_step",
        product=P,
    ),
    qa("timed 100m run, how do i get km/h", 4, ["360 / time (s)"], "procedure_step", product=P),
    qa(
        "3600E extra calibration step",
        4,
        ["menu CAL > FLOW with 200 L of water"],
        "procedure_step",
        product=P,
        variant=V36E,
    ),
    qa("wheel nut torqe", 5, ["450 Nm"], "torque", product=P),
    qa("pump oil type + how much", 5, ["SAE 30, 1.6 L"], "spec_lookup", product=P),
    qa("when to change diaphragms", 5, ["Every 800 h or 3 years"], "interval", product=P),
    qa("wind limit for spraying", 1, ["above 4 m/s"], "spec_lookup", product=P),
    qa(
        "pressure hunting while spraying, damper setting?",
        6,
        ["1/3 of the working pressure"],
        "procedure_step",
        product=P,
    ),
    qa("streaky pattern, how high should the boom be", 6, ["50 cm above the crop"], "spec_lookup", product=P),
    qa("winterising - how much antifreeze to pump thru", 5, ["30 L of antifreeze mixture"], "spec_lookup", product=P),
]

_UNANSWERABLE = [
    un("pump output at 1000 rpm pto", "unans_condition_not_covered", product=P),
    un("output of an 06 grey nozzle at 3 bar", "unans_condition_not_covered", product=P),
    un("02 nozzle flow at 6 bar", "unans_condition_not_covered", product=P),
    un("tyre pressure for 420/85 R38", "unans_condition_not_covered", product=P),
    un("tank rinse nozzle part number", "unans_attribute_not_stated", product=P),
    un("what hydraulic oil for the boom rams", "unans_attribute_not_stated", product=P),
    un("max slope for spraying with full tank", "unans_attribute_not_stated", product=P),
    un("pump diaphragm kit part no", "unans_attribute_not_stated", product=P),
    un("residual volume left in tank after spraying out", "unans_attribute_not_stated", product=P),
    un("torque for the boom hinge pins", "unans_attribute_not_stated", product=P),
    un("antifreeze mix ratio for winter storage", "unans_attribute_not_stated", product=P),
    un("how often to replace the suction filter", "unans_attribute_not_stated", product=P),
    un("noise level at the driver seat", "unans_attribute_not_stated", product=P),
    un("pressure gauge accuracy class required", "unans_attribute_not_stated", product=P),
    un("tank capacity TSX-4200", "unans_other_product", product=P, variant="TSX-4200"),
    un(
        "empty weight of a plain 3600 (not E) fitted with the 28m boom",
        "unans_variant_not_covered",
        product=P,
        variant=V36,
    ),
]

QUESTIONS = with_document(_QUESTIONS + _UNANSWERABLE, DOC)

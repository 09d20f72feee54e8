#!/usr/bin/env python3
"""Deterministic generator for the stranger-manuals-3 held-out QA set.

Usage:  python generate.py [OUTPUT_DIR]
Writes OUTPUT_DIR/documents/* and OUTPUT_DIR/qa.jsonl (default: this folder).

All companies, products, part numbers, codes and values are invented.
Licence: CC0 1.0.
"""

import datetime
import io
import json
import os
import random
import shutil
import sys
import zipfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from layout import ManualPDF, fixed_dt  # noqa: E402

SEED = 3303

# ---------------------------------------------------------------------------
# Document keys and file names
# ---------------------------------------------------------------------------
KR = "kestrel-kr-service-manual"  # revisioned manual (sidecars)
KR_FILES = {
    "A": "kestrel_kr_service_manual_revA.pdf",
    "B": "kestrel_kr_service_manual_revB.pdf",
    "C": "kestrel_kr_service_manual_revC.pdf",
}
AQ = "vantor_aquila_tsm.pdf"
CM = "thermaline_combimaster_install_service.pdf"
CE = "laborex_centra_user_manual.pdf"
NX = "nordvik_ncx_fw_release_notes.docx"
SB = "kestrel-sb-kr-024"
SB_FILE = "kestrel_sb-kr-024.md"
FN = "vantor-fn-2024-011"
FN_FILE = "vantor_fn-2024-011.html"
FS = "laborex-fsn-lx-23-02"
FS_FILE = "laborex_fsn-lx-23-02.txt"

KR_REVS = {
    "A": dict(
        label="Rev A", eff="2021-03-01", to="2022-06-15", rec="2021-02-22", models=["KR-22", "KR-30", "KR-37V"], pages=5
    ),
    "B": dict(
        label="Rev B", eff="2022-06-15", to="2023-11-01", rec="2022-06-03", models=["KR-22", "KR-30", "KR-37V"], pages=5
    ),
    "C": dict(
        label="Rev C",
        eff="2023-11-01",
        to=None,
        rec="2023-10-20",
        models=["KR-22", "KR-30", "KR-37V", "KR-45"],
        pages=6,
    ),
}


def _d(s):
    y, m, d = (int(x) for x in s.split("-"))
    return fixed_dt(y, m, d)


# ===========================================================================
# 1. Kestrel KR Series rotary screw compressor service manual (Rev A/B/C)
# ===========================================================================
def kr_sel(rev, a, b=None, c=None):
    """Value by revision: a for Rev A, b (default a) for Rev B, c (default b)."""
    if b is None:
        b = a
    if c is None:
        c = b
    return {"A": a, "B": b, "C": c}[rev]


def kr_cols(rev, row):
    """row: label, KR-22, KR-30, KR-37V, KR-45 -> cells for this revision."""
    return list(row[:4]) + ([row[4]] if rev == "C" else [])


def kr_p1(pdf, rev):
    r = KR_REVS[rev]
    models = r["models"]
    mtext = ", ".join(models[:-1]) + " and " + models[-1]
    pdf.title_block(
        "KESTREL PNEUMATIK GMBH",
        "KR Series Oil-Injected Rotary Screw Air Compressors",
        "Service Manual",
        [
            "Models: " + mtext,
            "Document KPS-SM-0412, {}, effective {}".format(r["label"], r["eff"]),
            "Original instructions. Read the complete manual before carrying out any service work.",
        ],
    )
    pdf.h1("Contents")
    toc = [
        (0, "1  About this manual", 1),
        (0, "2  Technical data", 2),
        (1, "2.1  Performance and electrical data by model", 2),
        (1, "2.2  Ambient and installation limits", 2),
        (0, "3  Maintenance schedule and consumables", 3),
        (1, "3.1  How often must each item be serviced?", 3),
        (1, "3.2  Consumables and service kits", 3),
        (0, "4  Alarm and warning codes", 4),
        (0, "5  Service procedures", 5),
        (1, "5.1  Oil change", 5),
        (1, "5.2  Separator element replacement", 5),
        (1, "5.3  Troubleshooting", 5),
    ]
    if rev == "C":
        toc.append((0, "Index", 6))
    pdf.toc(toc)
    pdf.h1("1  About this manual")
    pdf.para(
        f"This manual covers the KR Series oil-injected rotary screw compressors {mtext}. "
        "It is intended for service technicians trained by Kestrel Pneumatik. The KR-37V is the "
        "variable speed version with an integrated frequency converter (VSD); all other models are "
        "fixed speed, star-delta started."
    )
    eff = "Effectivity: KR-22 S/N 22001 and subsequent; KR-30 S/N 30101 and subsequent; KR-37V S/N 37001 and subsequent"
    if rev == "C":
        eff += "; KR-45 S/N 45001 and subsequent"
    pdf.para(eff + ".")
    pdf.h2("Revision record")
    rows = [["Rev A", "2021-03-01", "First issue."]]
    if rev in "BC":
        rows.append(
            [
                "Rev B",
                "2022-06-15",
                "Oil capacity of one model, oil grade and service intervals revised; "
                "separator elements and one sensor superseded.",
            ]
        )
    if rev == "C":
        rows.append(
            [
                "Rev C",
                "2023-11-01",
                "KR-45 added throughout; one VSD alarm added; separator cover "
                "torque revised; maximum pressure footnote; index added.",
            ]
        )
    pdf.table([22, 28, 124], ["Revision", "Effective", "Description of change"], rows)
    pdf.note(
        "WARNING",
        "Compressed air and hot oil. Before any service work stop the unit, isolate and lock out "
        "the electrical supply and vent the system completely. The separator vessel remains "
        "pressurised after a stop until the blow-down valve has vented it.",
    )
    pdf.note("NOTE", "Use only genuine Kestrel parts and lubricants. Part numbers are listed in section 3.2.")


def kr_p2(pdf, rev):
    pdf.h1("2  Technical data")
    pdf.h2("2.1  Performance and electrical data by model")
    kr37p = kr_sel(rev, "12.0 bar", "12.0 bar", "12.5 bar (1)")
    rows = [
        ("Motor rated power", "22 kW", "30 kW", "37 kW", "45 kW"),
        ("Maximum working pressure", "10.5 bar", "9.8 bar", kr37p, "11.2 bar"),
        ("Free air delivery at 7 bar(e)", "3.62 m3/min", "5.05 m3/min", "1.60-6.40 m3/min", "7.48 m3/min"),
        ("Oil capacity (system incl. cooler)", "14.5 L", kr_sel(rev, "18.0 L", "19.5 L"), "21.5 L", "26.0 L"),
        ("Main fuse, gG, at 400 V", "63 A", "80 A", "100 A", "125 A"),
        ("Full-load current at 400 V", "41 A", "55 A", "67 A", "82 A"),
        ("VSD motor speed range", "N/A", "N/A", "1050-3600 rpm", "N/A"),
        ("Sound pressure level at 1 m", "67 dB(A)", "69 dB(A)", "66 dB(A)", "72 dB(A)"),
        ("Cooling air flow", "3900 m3/h", "5200 m3/h", "6100 m3/h", "7400 m3/h"),
        ("Net weight", "495 kg", "610 kg", "685 kg", "840 kg"),
        ("Air outlet connection", 'G 1"', 'G 1 1/4"', 'G 1 1/4"', 'G 1 1/2"'),
    ]
    hdr = ["Quantity", "KR-22", "KR-30", "KR-37V", "KR-45"]
    widths = [50, 31, 31, 31, 31] if rev == "C" else [56, 39, 39, 40]
    pdf.table(widths, kr_cols(rev, hdr), [kr_cols(rev, r) for r in rows], size=8.3, lh=3.9)
    pdf.para("N/A = not applicable (fixed-speed model). Electrical values apply to a 400 V / 50 Hz supply.", size=8)
    if rev == "C":
        pdf.para(
            "(1) 12.5 bar applies to KR-37V units with controller firmware 2.4 or later; earlier "
            "KR-37V units are limited to 12.0 bar.",
            size=8,
        )
    pdf.h2("2.2  Ambient and installation limits")
    pdf.bullets(
        [
            "Permissible ambient temperature during operation: +2 °C to +46 °C (all models).",
            "Below +2 °C the frost protection kit KP-8800-01 must be fitted.",
            "Maximum installation altitude without derating: 1000 m above sea level.",
            "Supply voltage tolerance: 400 V ±10 %, three phases and PE.",
            "Minimum free space for service access: 800 mm in front of the control panel and on the filter side.",
        ]
    )
    pdf.note(
        "NOTE",
        "Cooling air must not be recirculated. If the compressor room temperature exceeds the "
        "permissible range, fit a ducted air outlet sized for the cooling air flow stated above.",
    )


def kr_p3(pdf, rev):
    pdf.h1("3  Maintenance schedule and consumables")
    pdf.h2("3.1  How often must each item be serviced?")
    bearing_models = "KR-37V and KR-45 only" if rev == "C" else "KR-37V only"
    rows = [
        ["Check oil level at the sight glass", "Daily"],
        ["Clean cooler fins (blow out with dry compressed air)", "1000 h or 3 months"],
        ["Replace air filter element", "2000 h or 12 months"],
        ["Replace oil filter", "4000 h or 12 months"],
        ["Change compressor oil", kr_sel(rev, "4000 h or 12 months", "6000 h or 24 months")],
        [
            "Replace separator element",
            kr_sel(rev, "8000 h or 24 months", "8000 h or 24 months", "10000 h or 36 months"),
        ],
        ["Inspect coupling insert (fixed-speed models)", "8000 h"],
        ["Replace minimum pressure valve kit", "16000 h"],
        [f"Regrease main motor bearings ({bearing_models}), 15 g per bearing", "4000 h"],
        ["Check safety valve function (lift by hand)", "12 months"],
    ]
    pdf.table([118, 56], ["Task", "Interval (whichever first)"], rows, size=8.3, lh=3.9)
    pdf.note(
        "NOTE",
        "Intervals are valid for ambient temperatures up to 35 °C and normal dust levels. In "
        "dusty environments replace the air filter element at half the stated interval.",
    )
    pdf.h2("3.2  Consumables and service kits")
    sep = kr_sel(
        rev,
        ("KP-3310-01", "KP-3310-02", "KP-3310-03", ""),
        ("KP-3310-11", "KP-3310-12", "KP-3310-13", ""),
        ("KP-3310-11", "KP-3310-12", "KP-3310-13", "KP-3310-14"),
    )
    rows = [
        ("Air filter element", "KP-1120-22", "KP-1120-30", "KP-1120-30", "KP-1120-45"),
        ("Oil filter", "KP-2240-01", "KP-2240-02", "KP-2240-02", "KP-2240-03"),
        ("Separator element", *sep),
        ("Minimum pressure valve kit", "KP-5150-00", "KP-5150-00", "KP-5150-01", "KP-5150-02"),
        ("Coupling insert", "KP-6605-22", "KP-6605-30", "N/A", "KP-6605-45"),
    ]
    hdr = ["Item", "KR-22", "KR-30", "KR-37V", "KR-45"]
    widths = [50, 31, 31, 31, 31] if rev == "C" else [56, 39, 39, 40]
    pdf.table(widths, kr_cols(rev, hdr), [kr_cols(rev, r) for r in rows], size=8.3, lh=3.9)
    if rev == "A":
        pdf.para("Compressor oil (all models): KLube S-46 synthetic compressor fluid, 20 L can P/N KP-9020-46.")
    else:
        pdf.para(
            "Compressor oil (all models): KLube S-46 Plus synthetic compressor fluid, 20 L can "
            "P/N KP-9020-47. Do not mix with the former grade; flush the oil system when converting."
        )
        pdf.note(
            "NOTE",
            "Separator elements KP-3310-11, KP-3310-12 and KP-3310-13 supersede KP-3310-01, "
            "KP-3310-02 and KP-3310-03 (improved drainage layer). Remaining stock of the old elements "
            "may be fitted until exhausted.",
        )
    pdf.para(
        "Thermostatic valve element (all models): P/N KP-4410-71. Pressure sensor PT20: see alarm "
        "ALM 214 in section 4.",
        size=8.5,
    )


def kr_p4(pdf, rev):
    pdf.h1("4  Alarm and warning codes")
    scope = (
        "apply to the KR-37V only and are not applicable to KR-22, KR-30 and KR-45"
        if rev == "C"
        else "apply to the KR-37V only"
    )
    pdf.para(
        "Alarms are displayed on the KC-7 controller as 'ALM' followed by a three-digit number and a "
        "message. 1xx codes are warnings: the unit keeps running. 2xx codes are shutdowns and must be "
        f"reset after the cause has been corrected. 3xx codes relate to the variable speed drive and {scope}."
    )
    pt20 = kr_sel(rev, "KP-7702-20", "KP-7702-21")
    rows = [
        ["ALM 101", "Air filter differential pressure above 50 mbar", "Replace the air filter element."],
        ["ALM 102", "Oil filter differential pressure above 1.4 bar", "Replace oil filter."],
        ["ALM 103", "Separator differential pressure above 0.8 bar", "Replace the separator element (5.2)."],
        ["ALM 104", "Service interval expired", "Carry out the scheduled service, then reset the counter."],
        [
            "ALM 106",
            "Discharge temperature above 105 °C (warning)",
            "Clean the cooler; check room temperature and ventilation.",
        ],
        ["ALM 201", "Discharge temperature above 110 °C (shutdown)", "Check oil level, cooler and thermostatic valve."],
        ["ALM 202", "Main motor overload relay tripped", "Check supply voltage and motor current; reset relay F1."],
        [
            "ALM 204",
            "Phase failure or wrong phase sequence",
            "Check the supply; swap two phases at the main terminals.",
        ],
        ["ALM 205", "Emergency stop button pressed", "Release the button, then reset the controller."],
        ["ALM 207", "Sump pressure above 13.0 bar", "Check the minimum pressure valve and pressure set points."],
        ["ALM 209", "Fan motor overload (KR-30 and larger)", "Check the fan for obstruction; reset relay F3."],
        ["ALM 214", "Pressure sensor PT20 signal below 4 mA", f"Check wiring; replace the sensor, P/N {pt20}."],
        ["ALM 301", "VSD communication lost", "Check the RS-485 link between controller and VSD."],
        ["ALM 302", "VSD output overcurrent", "Check motor cable and motor insulation."],
        ["ALM 303", "VSD DC bus undervoltage", "Check supply voltage and the DC bus fuses."],
    ]
    if rev == "C":
        rows.append(
            [
                "ALM 305",
                "VSD DC bus overvoltage (above 780 V DC)",
                "Check the supply for overvoltage; lengthen the deceleration ramp.",
            ]
        )
    pdf.table([20, 72, 82], ["Code", "Message / condition", "Action"], rows, size=8.2, lh=3.8)
    pdf.h2("4.1  Resetting an alarm")
    pdf.para(
        "Shutdown alarms are reset by holding the RESET key for 3 s once the cause has been removed. "
        "Warnings clear automatically when the condition disappears, except ALM 104, which is cleared "
        "by resetting the service counter."
    )


def kr_p5(pdf, rev):
    pdf.h1("5  Service procedures")
    pdf.h2("5.1  Oil change")
    pdf.note("WARNING", "Hot oil can cause burns. Wear gloves and eye protection.", size=8.2)
    pdf.steps(
        [
            "Run the compressor until the oil reaches operating temperature, then stop it and isolate the "
            "main supply (lock-out / tag-out).",
            "Wait until the sump pressure gauge shows zero. Never open a plug while the system is pressurised.",
            (
                "Drain the oil:",
                [
                    "Place a container of sufficient capacity under the drain hose.",
                    "Open the sump drain valve V4 and let the oil drain completely.",
                    "Remove the cooler drain plug and drain the cooler; refit the plug with a new sealing washer.",
                ],
            ),
            "Replace the oil filter: oil the new gasket lightly, screw the filter on until the gasket touches, "
            "then tighten a further 3/4 turn by hand.",
            "Fill with fresh oil through the filler opening until the level is at the top of the green band "
            "of the sight glass.",
            "Refit the filler plug and tighten it to 40 Nm.",
            "Start the unit, run it loaded for 10 minutes, stop, check for leaks and top up to the green band.",
            "Reset the oil service counter (menu Service > Counters > Oil).",
        ],
        size=8.5,
        lh=3.9,
    )
    pdf.h2("5.2  Separator element replacement")
    torque = kr_sel(rev, "62 Nm", "62 Nm", "68 Nm")
    pdf.steps(
        [
            "Stop, isolate and depressurise the unit as in 5.1, steps 1 and 2.",
            "Disconnect the scavenge line and the pressure line from the separator cover.",
            "Remove the cover bolts, lift the cover off and remove the old element and gaskets.",
            "Fit the new element with new gaskets. Do not remove the metal staple in the gasket; it provides "
            "electrical earthing of the element.",
            f"Refit the cover and tighten the bolts crosswise to {torque}.",
            "Cut the scavenge tube so that its end is 4 mm above the bottom of the element, then reconnect the lines.",
        ],
        size=8.5,
        lh=3.9,
    )
    pdf.h2("5.3  Troubleshooting")
    rows = [
        [
            "Unit does not reach working pressure",
            "Air demand too high or leaks; inlet valve not fully open; air filter clogged",
            "Check for leaks; check inlet valve solenoid Y1; replace the air filter.",
        ],
        [
            "Oil in the compressed air (high carry-over)",
            "Separator element damaged; scavenge line or orifice blocked; oil level too high",
            "Replace separator; clean scavenge orifice (1.2 mm bore); correct oil level.",
        ],
        [
            "Safety valve blows off",
            "Minimum pressure valve stuck closed; unloading pressure set too high",
            "Service the MPV; set unloading pressure no higher than the maximum working pressure.",
        ],
        [
            "Frequent load/unload cycling",
            "Receiver too small; pressure band too narrow",
            "Widen the pressure band to at least 0.6 bar; add receiver volume.",
        ],
        [
            "Trips on ALM 201 after about 30 minutes",
            "Cooler fouled; thermostatic valve element stuck",
            "Clean the cooler; replace the thermostatic valve element.",
        ],
    ]
    pdf.table([50, 62, 62], ["Symptom", "Probable cause", "Remedy"], rows, size=8, lh=3.6)
    pdf.note(
        "NOTE",
        "KR-30 S/N 30500 and subsequent: inlet valve solenoid Y1 has a 24 V DC coil. "
        "Earlier KR-30 units use a 230 V AC coil.",
        size=8.2,
    )


KR_INDEX = [
    ("About this manual", "1"),
    ("Air filter element", "3"),
    ("Air outlet connection", "2"),
    ("Alarm codes, list", "4"),
    ("Alarm reset", "4"),
    ("Altitude", "2"),
    ("Ambient limits", "2"),
    ("Consumables", "3"),
    ("Cooler drain plug", "5"),
    ("Cooling air flow", "2"),
    ("Coupling insert", "3"),
    ("Effectivity", "1"),
    ("Filler plug", "5"),
    ("Free air delivery", "2"),
    ("Frost protection kit", "2"),
    ("Fuses, main", "2"),
    ("Inlet valve solenoid", "5"),
    ("KR-45 data", "2, 3"),
    ("Maintenance schedule", "3"),
    ("Minimum pressure valve", "3, 5"),
    ("Motor bearings", "3"),
    ("Noise (sound pressure)", "2"),
    ("Oil capacity", "2"),
    ("Oil change procedure", "5"),
    ("Oil filter", "3, 5"),
    ("Oil grade", "3"),
    ("Revision record", "1"),
    ("Safety valve", "3, 5"),
    ("Scavenge tube", "5"),
    ("Separator element", "3, 5"),
    ("Service access", "2"),
    ("Technical data", "2"),
    ("Thermostatic valve", "3, 4, 5"),
    ("Troubleshooting", "5"),
    ("VSD alarms", "4"),
    ("Warnings", "1, 5"),
    ("Weights", "2"),
]


def kr_p6(pdf, rev):
    pdf.h1("Index")
    pdf.index_columns(KR_INDEX)


def build_kr(outdir):
    for rev, r in KR_REVS.items():
        pdf = ManualPDF(
            "Kestrel Pneumatik  |  KR Series Service Manual  |  KPS-SM-0412 {}".format(r["label"]),
            "KPS-SM-0412 {}  -  Kestrel Pneumatik GmbH".format(r["label"]),
            r["pages"],
            _d(r["eff"]),
        )
        pdf.set_title("KR Series Service Manual {}".format(r["label"]))
        for fn in (kr_p1, kr_p2, kr_p3, kr_p4, kr_p5, kr_p6)[: r["pages"]]:
            pdf.build_page(fn, rev)
        path = os.path.join(outdir, KR_FILES[rev])
        pdf.finish(path)
        meta = {
            "document": KR,
            "version": r["label"],
            "effective_from": r["eff"],
            "effective_to": r["to"],
            "recorded_at": r["rec"] + "T00:00:00Z",
            "applicability": {"product": "KR", "variants": list(r["models"])},
        }
        write_json(path + ".meta.json", meta)


# ===========================================================================
# 2. Vantor Medical Aquila infusion pump technical service manual
# ===========================================================================
def aq_p1(pdf):
    pdf.title_block(
        "VANTOR MEDICAL SYSTEMS",
        "Aquila Volumetric Infusion Pump",
        "Technical Service Manual",
        [
            "Models IP-300, IP-300P (PCA) and IP-310 (dual channel)",
            "Document VMS-TSM-3001, Edition 4, 2023-05",
            "For use by qualified biomedical engineering personnel only.",
        ],
    )
    pdf.h1("Contents")
    pdf.toc(
        [
            (0, "1  Safety and applicability", 1),
            (0, "2  Specifications", 2),
            (0, "3  Technical error codes", 3),
            (0, "4  Preventive maintenance and calibration", 4),
            (1, "4.1  Preventive maintenance", 4),
            (1, "4.2  Downstream pressure sensor calibration", 4),
            (1, "4.3  Volumetric accuracy test", 4),
            (1, "4.4  Torque values", 4),
            (0, "5  Troubleshooting and spare parts", 5),
            (0, "Index", 6),
        ]
    )
    pdf.h1("1  Safety and applicability")
    pdf.para(
        "This edition applies to Aquila pumps running firmware 4.0 and later. For pumps with firmware "
        "3.x refer to Edition 3 of this manual. The IP-300P adds patient-controlled analgesia (PCA) "
        "functions; the IP-310 has two independent pumping channels (A and B) in one housing."
    )
    pdf.note(
        "WARNING",
        "Disconnect the pump from the patient and from the administration set before "
        "opening the housing or starting any service procedure.",
    )
    pdf.note(
        "CAUTION",
        "The main PCB and the pressure sensors contain electrostatic-sensitive devices. "
        "Work at an ESD-protected workstation and wear a grounded wrist strap.",
    )
    pdf.note(
        "NOTE",
        "After any repair that involves the pumping mechanism or the pressure sensors, carry "
        "out the calibration in 4.2 and the accuracy test in 4.3 before returning the pump to use.",
    )


def aq_p2(pdf):
    pdf.h1("2  Specifications")
    rows = [
        ["Flow rate range", "0.1-999 mL/h", "0.5-500 mL/h", "0.1-1200 mL/h per channel"],
        ["Volume accuracy (1)", "±5 %", "±5 %", "±3 %"],
        ["KVO rate", "1.0 mL/h", "0.5 mL/h", "1.5 mL/h"],
        ["PCA bolus volume", "N/A", "0.1-20 mL", "N/A"],
        ["PCA lockout interval", "N/A", "5-240 min", "N/A"],
        ["Occlusion limit, setting L", "300 mmHg", "250 mmHg", "350 mmHg"],
        ["Occlusion limit, setting M", "550 mmHg", "450 mmHg", "600 mmHg"],
        ["Occlusion limit, setting H", "900 mmHg", "750 mmHg", "1000 mmHg"],
        ["Air-in-line, single bubble", "50 µL", "50 µL", "20 µL"],
        ["Battery", "Li-ion 7.4 V, 2600 mAh", "Li-ion 7.4 V, 2600 mAh", "Li-ion 7.4 V, 5200 mAh"],
        ["Battery run time (2)", "9.5 h", "9.5 h", "7.5 h"],
        ["Battery charge time to 90 %", "4.5 h", "4.5 h", "6.5 h"],
        ["Mains supply", "100-240 V~, 25 VA", "100-240 V~, 25 VA", "100-240 V~, 40 VA"],
        ["Mains fuses", "2 x T1.6AL 250V", "2 x T1.6AL 250V", "2 x T2AL 250V"],
        ["Weight without pole clamp", "2.1 kg", "2.2 kg", "3.6 kg"],
    ]
    pdf.table([52, 40, 40, 42], ["Parameter", "IP-300", "IP-300P", "IP-310"], rows, size=8.3, lh=3.9)
    pdf.para(
        "(1) At 25 mL/h, 20 °C, with Vantor AQ-series administration sets.   (2) New, fully charged "
        "battery at 20 °C, infusing at 25 mL/h.   N/A = function not available on this model.",
        size=8,
    )
    pdf.h2("Environmental limits")
    pdf.bullets(
        [
            "Operating temperature: +5 °C to +40 °C; relative humidity 20-90 % non-condensing.",
            "Storage and transport: -20 °C to +50 °C.",
            "Ingress protection: IP34 (pump in upright position).",
        ]
    )


def aq_p3(pdf):
    pdf.h1("3  Technical error codes")
    pdf.para(
        "Technical errors are displayed as 'E.xx.y' with a three-tone alarm. The pump stops infusing "
        "and must be taken out of clinical use until the error has been cleared by service. Record the "
        "code and the event log before starting repairs."
    )
    rows = [
        ["E.01.1", "Watchdog reset of main processor", "Replace the main PCB assembly."],
        ["E.01.2", "Program memory checksum failure", "Reload firmware; if it recurs, replace the main PCB."],
        ["E.02.1", "Pumping motor stalled", "Check mechanism for obstruction; replace pumping mechanism."],
        [
            "E.02.3",
            "Motor encoder count mismatch (more than 3 % deviation)",
            "Clean the encoder disc; replace the pumping mechanism if the error recurs.",
        ],
        ["E.03.1", "Downstream pressure sensor out of range", "Calibrate the downstream sensor (4.2)."],
        ["E.03.2", "Upstream pressure sensor out of range", "Replace the upstream sensor."],
        ["E.04.1", "Air-in-line detector self-test failure", "Replace the air-in-line detector assembly."],
        [
            "E.04.2",
            "Air-in-line detector signal drift",
            "Clean the detector channel with 70 % isopropyl alcohol; repeat the self-test.",
        ],
        ["E.05.1", "Battery not detected", "Check battery connector J9; replace the battery pack."],
        ["E.05.3", "Battery temperature above 60 °C", "Remove pump from service; replace the battery pack."],
        ["E.06.1", "Door latch sensor signals inconsistent", "Adjust latch sensor; replace door assembly."],
        ["E.07.1", "A key held pressed for more than 30 s", "Replace the keypad membrane."],
        ["E.08.1", "Channel B communication failure (IP-310 only)", "Reseat the inter-channel ribbon cable."],
    ]
    pdf.table([20, 74, 80], ["Code", "Description", "Service action"], rows, size=8.3, lh=3.9)
    pdf.para(
        "E.07.1 is reported only by pumps with firmware 4.1 or later; earlier firmware ignores a stuck "
        "key. Codes E.08.x apply to the IP-310 only. E.09.x codes are reserved and are not used by the "
        "current firmware."
    )
    pdf.note(
        "NOTE",
        "Operational alarms (occlusion, air-in-line, end of infusion, low battery) are not "
        "technical errors; they are explained in the Instructions for Use.",
    )


def aq_p4(pdf):
    pdf.h1("4  Preventive maintenance and calibration")
    pdf.h2("4.1  Preventive maintenance")
    pdf.para(
        "Perform a safety and performance check every 12 months or after 4000 pumping hours, whichever "
        "occurs first. Replace the battery pack every 36 months regardless of its condition. The "
        "equipment leakage current (alternative method) must not exceed 500 µA."
    )
    pdf.h2("4.2  Downstream pressure sensor calibration")
    pdf.para("Tools: calibration fixture VM-T110, hand pump and reference manometer (accuracy ±2 mmHg).")
    pdf.steps(
        [
            "Enter service mode: hold MENU and STOP while switching on, then enter service PIN 7426.",
            "Select CAL > PRESSURE > DOWNSTREAM.",
            "Load the calibration fixture into the pumping channel and close the door.",
            ("Zero point:", ["Open the fixture vent valve.", "Confirm that the display shows 0 mmHg and press OK."]),
            (
                "Span:",
                [
                    "Close the vent and apply 800 mmHg with the hand pump.",
                    "Wait 30 s for the reading to stabilise, then press OK.",
                ],
            ),
            "Verify: apply 400 mmHg; the displayed value must be within ±12 mmHg.",
            "Exit service mode and record the result in the device history file.",
        ],
        size=8.5,
        lh=3.9,
    )
    pdf.h2("4.3  Volumetric accuracy test")
    pdf.para(
        "Prime an AQ-series set, infuse at 120 mL/h for 30 min into a tared beaker on a balance "
        "(1 g = 1 mL). Expected volume 60.0 mL."
    )
    pdf.table(
        [60, 114],
        ["Model", "Acceptance range"],
        [["IP-300 / IP-300P", "57.0-63.0 mL"], ["IP-310 (each channel)", "58.2-61.8 mL"]],
        size=8.3,
        lh=3.9,
    )
    pdf.h2("4.4  Torque values")
    pdf.table(
        [110, 64],
        ["Fastener", "Torque"],
        [
            ["Rear housing screws (M2.5)", "0.8 Nm"],
            ["Door hinge screws", "0.5 Nm"],
            ["Pumping mechanism mounting screws", "1.2 Nm"],
        ],
        size=8.3,
        lh=3.9,
    )


def aq_p5(pdf):
    pdf.h1("5  Troubleshooting and spare parts")
    pdf.h2("5.1  Troubleshooting")
    rows = [
        [
            "Frequent false occlusion alarms",
            "Downstream sensor out of calibration; set other than AQ-series",
            "Calibrate (4.2); use approved administration sets.",
        ],
        [
            "Air alarm with no air visible",
            "Dirty detector channel; detector drift",
            "Clean the detector channel; see E.04.2.",
        ],
        [
            "Battery run time much shorter than specified",
            "Battery pack aged",
            "Replace the battery pack; check charge current.",
        ],
        [
            "Pump does not start on mains",
            "Mains fuses blown",
            "Replace both mains fuses; check the power supply board.",
        ],
        ["Display flickers or stays blank", "Display flex cable loose", "Reseat display cable J4."],
    ]
    pdf.table([50, 62, 62], ["Symptom", "Probable cause", "Remedy"], rows, size=8.2, lh=3.8)
    pdf.h2("5.2  Spare parts")
    rows = [
        ["Door assembly", "VM-2201-A", "IP-300, IP-300P"],
        ["Door assembly", "VM-2201-B", "IP-310"],
        ["Pumping mechanism", "VM-3105", "All models"],
        ["Air-in-line detector assembly", "VM-4410", "All models"],
        ["Battery pack 2600 mAh (supersedes VM-5510)", "VM-5520", "IP-300, IP-300P"],
        ["Battery pack 5200 mAh", "VM-5530", "IP-310"],
        ["Main PCB assembly", "VM-7001", "IP-300, IP-300P"],
        ["Main PCB assembly", "VM-7002", "IP-310"],
        ["Keypad membrane", "VM-2650", "All models"],
        ["Mains fuse T1.6AL (pack of 10)", "VM-9016", "IP-300, IP-300P"],
        ["Pole clamp", "VM-8801", "All models"],
    ]
    pdf.table([84, 40, 50], ["Description", "Part number", "Models"], rows, size=8.3, lh=3.9)
    pdf.note(
        "NOTE",
        "Order parts quoting the pump serial number. Parts not listed here are not field "
        "replaceable; return the pump to a Vantor service centre.",
    )


AQ_INDEX = [
    ("Accuracy test", "4"),
    ("Administration sets", "2, 5"),
    ("Air-in-line detector", "2, 3, 5"),
    ("Applicability", "1"),
    ("Battery pack", "2, 4, 5"),
    ("Calibration, pressure", "4"),
    ("Channel B (IP-310)", "3"),
    ("Door assembly", "5"),
    ("Electrostatic discharge", "1"),
    ("Environmental limits", "2"),
    ("Error codes", "3"),
    ("Firmware versions", "1, 3"),
    ("Fuses", "2, 5"),
    ("Keypad", "3, 5"),
    ("KVO", "2"),
    ("Leakage current", "4"),
    ("Main PCB", "3, 5"),
    ("Occlusion limits", "2"),
    ("PCA functions", "1, 2"),
    ("Pole clamp", "2, 5"),
    ("Preventive maintenance", "4"),
    ("Pumping mechanism", "3, 4, 5"),
    ("Service mode", "4"),
    ("Spare parts", "5"),
    ("Specifications", "2"),
    ("Torque values", "4"),
    ("Troubleshooting", "5"),
    ("Weights", "2"),
]


def aq_p6(pdf):
    pdf.h1("Index")
    pdf.index_columns(AQ_INDEX)


def build_aq(outdir):
    pdf = ManualPDF(
        "Vantor Medical Systems  |  Aquila Technical Service Manual  |  VMS-TSM-3001 Ed. 4",
        "VMS-TSM-3001 Edition 4  -  Vantor Medical Systems",
        6,
        fixed_dt(2023, 5, 12),
    )
    pdf.set_title("Aquila Technical Service Manual")
    for fn in (aq_p1, aq_p2, aq_p3, aq_p4, aq_p5, aq_p6):
        pdf.build_page(fn)
    pdf.finish(os.path.join(outdir, AQ))


# ===========================================================================
# 3. Thermaline CombiMaster combi oven installation & service manual
# ===========================================================================
def cm_p1(pdf):
    pdf.title_block(
        "THERMALINE FOODSERVICE EQUIPMENT",
        "CombiMaster Combi Steamers",
        "Installation and Service Manual",
        ["Models CM-061, CM-101, CM-101G (gas-heated) and CM-201", "Manual TF-ISM-22, issue 2022-09"],
    )
    pdf.h1("Contents")
    pdf.toc(
        [
            (0, "1  Installation", 1),
            (1, "1.1  Positioning and clearances", 1),
            (1, "1.2  Water supply", 1),
            (1, "1.3  Drain", 1),
            (0, "2  Electrical and gas connection", 2),
            (0, "3  Error messages", 3),
            (0, "4  Service", 4),
            (1, "4.1  Maintenance intervals", 4),
            (1, "4.2  Descaling the steam generator", 4),
            (1, "4.3  Door gasket replacement", 4),
            (1, "4.4  Torque values", 4),
        ]
    )
    pdf.h1("1  Installation")
    pdf.h2("1.1  Positioning and clearances")
    pdf.para(
        "Install the oven on a level, non-combustible stand. Minimum clearances: left side 50 mm "
        "(500 mm recommended to allow service access to the left side panel), right side 100 mm, "
        "rear 100 mm, and 500 mm from the top of the unit to the ceiling. Keep at least 350 mm from "
        "fryers, griddles and other heat sources, or fit heat shield kit TL-HS10."
    )
    pdf.h2("1.2  Water supply")
    pdf.para(
        'Connect to cold drinking water only, via the supplied hose with G 3/4" union. Dynamic flow '
        "pressure 150-600 kPa; minimum flow rate 12 L/min. Total hardness 4-7 °dH; chloride content "
        "max. 60 mg/L. Fit the non-return valve supplied in the accessory bag."
    )
    pdf.h2("1.3  Drain")
    pdf.para(
        "Fixed drain DN 50 with a minimum fall of 3 %, or an open drain with an air gap of at least "
        "20 mm above the flood level. Do not reduce the drain diameter."
    )
    pdf.note(
        "WARNING",
        "Installation, gas connection and commissioning must be carried out by an "
        "authorised installer in accordance with local regulations.",
    )


def cm_p2(pdf):
    pdf.h1("2  Electrical and gas connection")
    rows = [
        ["Supply voltage", "3N~ 400 V 50 Hz", "3N~ 400 V 50 Hz", "1N~ 230 V 50 Hz", "3N~ 400 V 50 Hz"],
        ["Rated electrical power", "10.8 kW", "18.6 kW", "1.1 kW", "37.2 kW"],
        ["Fuse protection", "16 A", "32 A", "10 A", "63 A"],
        ["Supply cable (H07RN-F)", "5 x 2.5 mm2", "5 x 6 mm2", "3 x 1.5 mm2", "5 x 16 mm2"],
        ["Steam generator power", "9 kW", "18 kW", "N/A", "36 kW"],
        ["Nominal gas heat input", "N/A", "N/A", "21 kW", "N/A"],
        ["Gas connection", "N/A", "N/A", 'R 3/4"', "N/A"],
        ["Gas supply pressure G20 / G31", "N/A", "N/A", "20 mbar / 37 mbar", "N/A"],
        ["Net weight", "118 kg", "142 kg", "155 kg", "268 kg"],
    ]
    pdf.table([46, 32, 32, 32, 32], ["", "CM-061", "CM-101", "CM-101G", "CM-201"], rows, size=8.3, lh=3.9)
    pdf.para("N/A = not applicable to this model.", size=8)
    pdf.h2("2.1  Electrical protection")
    pdf.para(
        "A residual current device of type B, 30 mA is required for every model because the "
        "convection fan is driven by a frequency converter. Connect the potential equalisation "
        "terminal with a conductor of at least 10 mm2."
    )
    pdf.h2("2.2  Gas models")
    pdf.para(
        "The CM-101G must be installed under an extraction hood. The unit is factory-set for natural "
        "gas G20. Conversion to propane G31 requires nozzle kit TL-GK31 and an adjustment of the gas "
        "valve offset; conversion may only be carried out by a Thermaline-certified technician. Check "
        "gas tightness of all joints with leak detection spray after connection."
    )
    pdf.note("CAUTION", "Do not operate the CM-101G if the flue outlet is obstructed.")


def cm_p3(pdf):
    pdf.h1("3  Error messages")
    pdf.para(
        "The controller shows faults as 'Err' followed by a number. Faults marked (L) are latching: "
        "cooking is blocked until a service technician has cleared the cause. Non-latching faults "
        "clear when the cause disappears."
    )
    msgs = [
        "Err 3 - the cooking chamber temperature sensor B1 is open or short-circuited. Steam mode stays "
        "available (chamber temperature max. 100 °C). Replace sensor B1, P/N TL-31003.",
        "Err 4 - the core temperature probe B4 gives an implausible reading. Cooking by time remains "
        "possible; check the probe plug and replace the probe if necessary.",
        "Err 5 (L) - the safety temperature limiter F2 has tripped because the chamber exceeded 320 °C. "
        "Allow the unit to cool down, then press the reset button on the limiter, which is located "
        "behind the lower left side panel.",
        "Err 7 - the steam generator did not reach its minimum water level within 6 minutes. Check that "
        "the water tap is open and the inlet strainer is clean, and check solenoid valve Y1. If Err 7 "
        "persists, replace the level electrode, P/N TL-40217.",
        "Err 9 - descaling of the steam generator is due. The message appears at every power-up until the "
        "descaling program in 4.2 has been completed.",
        "Err 12 (L) - convection fan motor M1 blocked or its thermal switch is open. Check that the fan "
        "wheel turns freely; the motor winding resistance should be approx. 28 ohm between phases.",
        "Err 31 (L, CM-101G only) - no flame detected after three ignition attempts. Check the gas supply "
        "pressure and the ignition electrode gap, which must be 3-4 mm.",
        "Err 34 (CM-101G only) - the flame ionisation current is below 1.5 µA. Clean the ionisation "
        "electrode and check the burner earth connection.",
        "Err 40 - communication between control panel and power board lost. Check ribbon cable X20 at both ends.",
    ]
    for m in msgs:
        pdf.para(m, size=9, lh=4.3)
    pdf.note("NOTE", "Write down the error number and the displayed operating hours before calling Thermaline service.")


def cm_p4(pdf):
    pdf.h1("4  Service")
    pdf.h2("4.1  Maintenance intervals")
    pdf.table(
        [110, 34, 30],
        ["Task", "Interval", "By"],
        [
            ["Clean cooking chamber and door glass", "Daily", "Operator"],
            ["Check door gasket for cracks and damage", "Weekly", "Operator"],
            ["Descale steam generator (water hardness above 7 °dH)", "Every 3 months", "Operator"],
            ["Clean air filter of the electrical compartment", "Every 6 months", "Operator"],
            ["Safety limiter test, gas tightness check, full inspection", "Annually", "Technician"],
        ],
        size=8.3,
        lh=3.9,
    )
    pdf.h2("4.2  Descaling the steam generator")
    pdf.steps(
        [
            "Switch the oven off and let the steam generator cool below 60 °C.",
            "Select Service > Descaling on the control panel and confirm draining of the steam generator.",
            "Remove the descaler filler cap on top of the left side panel.",
            (
                "Pour in Thermaline DS-200 liquid descaler:",
                ["CM-061: 1.5 L", "CM-101 and CM-101G: 2.5 L", "CM-201: 4.0 L"],
            ),
            "Refit the cap and start the descaling program (duration approx. 70 minutes).",
            "The program rinses the generator three times; check that Err 9 is no longer shown.",
        ],
        size=8.5,
        lh=3.9,
    )
    pdf.h2("4.3  Door gasket replacement")
    pdf.steps(
        [
            "Open the door fully and pull the old gasket out of its retaining groove.",
            "Clean the groove with warm soapy water and dry it.",
            "Press the new gasket into the groove, starting at the top centre and working outwards.",
            "Close the door and check the closing force; if necessary adjust the door hinge bolts.",
        ],
        size=8.5,
        lh=3.9,
    )
    pdf.table(
        [58, 58, 58],
        ["Model", "Door gasket P/N", "Descaler DS-200 P/N"],
        [
            ["CM-061", "TL-50061", "TL-DS200-5"],
            ["CM-101 / CM-101G", "TL-50101", "TL-DS200-5"],
            ["CM-201", "TL-50201", "TL-DS200-10"],
        ],
        size=8.3,
        lh=3.9,
    )
    pdf.h2("4.4  Torque values")
    pdf.para("Door hinge bolts: 9 Nm.   Fan wheel nut (left-hand thread): 25 Nm.", size=8.8)


def build_cm(outdir):
    pdf = ManualPDF(
        "Thermaline  |  CombiMaster Installation and Service Manual  |  TF-ISM-22",
        "TF-ISM-22  -  Thermaline Foodservice Equipment",
        4,
        fixed_dt(2022, 9, 1),
    )
    pdf.set_title("CombiMaster Installation and Service Manual")
    for fn in (cm_p1, cm_p2, cm_p3, cm_p4):
        pdf.build_page(fn)
    pdf.finish(os.path.join(outdir, CM))


# ===========================================================================
# 4. Laborex Centra centrifuge user manual
# ===========================================================================
def ce_p1(pdf):
    pdf.title_block(
        "LABOREX INSTRUMENTS",
        "Centra Benchtop Centrifuges",
        "User Manual",
        ["Centra 14, Centra 14R (refrigerated) and Centra 16R (refrigerated)", "Document LX-UM-140, version 3.1"],
    )
    pdf.h1("Contents")
    pdf.toc(
        [
            (0, "1  Technical data", 1),
            (0, "2  Rotors and operation", 2),
            (1, "2.1  Rotor table", 2),
            (1, "2.2  Loading the rotor", 2),
            (1, "2.3  Pre-cooling", 2),
            (1, "2.4  Emergency lid release", 2),
            (0, "3  Alarm codes", 3),
            (0, "4  Care and maintenance", 3),
        ]
    )
    pdf.h1("1  Technical data")
    rows = [
        ["Maximum speed", "14,000 rpm", "14,000 rpm", "16,500 rpm"],
        ["Temperature range", "N/A", "-10 to +40 °C", "-20 to +40 °C"],
        ["Acceleration / braking time (max. speed)", "15 s / 14 s", "16 s / 15 s", "24 s / 22 s"],
        ["Power consumption", "380 W", "950 W", "1250 W"],
        ["Mains fuse", "T6.3AH", "T10AH", "T10AH"],
        ["Noise level at maximum speed", "54 dB(A)", "56 dB(A)", "58 dB(A)"],
        ["Dimensions W x D x H", "330 x 450 x 260 mm", "380 x 620 x 290 mm", "470 x 680 x 340 mm"],
        ["Weight without rotor", "24 kg", "49 kg", "71 kg"],
    ]
    pdf.table([62, 37, 37, 38], ["", "Centra 14", "Centra 14R", "Centra 16R"], rows, size=8.3, lh=3.9)
    pdf.para("N/A = not applicable (non-refrigerated model). Supply: 230 V, 50/60 Hz.", size=8)
    pdf.note(
        "WARNING",
        "Never operate the centrifuge with a rotor or accessory that is not listed in the "
        "rotor table, or with a rotor that has reached its life limit.",
    )


def ce_p2(pdf):
    pdf.h1("2  Rotors and operation")
    pdf.h2("2.1  Rotor table")
    rows = [
        [
            "F-24x2",
            "Fixed angle 45°",
            "24 x 2.0 mL",
            "14,000 rpm",
            "20,817 x g",
            "All models",
            "50,000 cycles or 7 years",
        ],
        [
            "F-12x5",
            "Fixed angle 40°",
            "12 x 5.0 mL",
            "16,500 rpm",
            "25,830 x g",
            "Centra 16R",
            "40,000 cycles or 7 years",
        ],
        [
            "A-8x50",
            "Aerosol-tight, 35°",
            "8 x 50 mL",
            "9,500 rpm",
            "10,100 x g",
            "Centra 14R, 16R",
            "30,000 cycles or 7 years",
        ],
        ["S-4x100", "Swing-out", "4 x 100 mL", "4,700 rpm", "3,950 x g", "Centra 16R", "20,000 cycles or 10 years"],
    ]
    pdf.table(
        [18, 28, 22, 22, 24, 26, 34],
        ["Rotor", "Type", "Capacity", "Max. speed", "Max. RCF", "Usable on", "Life limit"],
        rows,
        size=8,
        lh=3.7,
    )
    pdf.para(
        "The unit identifies the rotor automatically by its code magnets, counts its runs and shows "
        "ROTOR LIFE when the cycle limit is reached. The lid seal of the aerosol-tight rotor A-8x50 "
        "must be replaced every 12 months or after 50 autoclave cycles.",
        size=8.8,
    )
    pdf.h2("2.2  Loading the rotor")
    pdf.para(
        "Always load the rotor symmetrically. Opposing tubes must not differ in weight by more than "
        "0.5 g. Fill unused opposite positions with tubes of water."
    )
    pdf.h2("2.3  Pre-cooling (Centra 14R and 16R only)")
    pdf.steps(
        [
            "Install the rotor with its lid and close the centrifuge lid.",
            "Set the required temperature and press FAST TEMP.",
            (
                "The unit runs the rotor at 2,000 rpm until the set temperature is reached:",
                [
                    "approx. 12 min from 22 °C to 4 °C with rotor F-24x2;",
                    "approx. 25 min with the swing-out rotor S-4x100.",
                ],
            ),
            "Stop the pre-cooling run, load the samples and start the run.",
        ],
        size=8.5,
        lh=3.9,
    )
    pdf.h2("2.4  Emergency lid release")
    pdf.steps(
        [
            "Switch off the centrifuge and disconnect the mains plug.",
            "Wait until the rotor has come to a complete stop; check through the viewing window.",
            "Insert the release key in the opening on the right-hand side and turn it counter-clockwise until "
            "the lid springs open.",
        ],
        size=8.5,
        lh=3.9,
    )


def ce_p3(pdf):
    pdf.h1("3  Alarm codes")
    pdf.para(
        "When a fault occurs the display shows 'Alarm code:' followed by a hexadecimal number, the "
        "rotor brakes to a stop and the buzzer sounds. Acknowledge with the STOP key."
    )
    pdf.bullets(
        [
            "Alarm code: 0x01 - lid not closed or lid lock not engaged. Close the lid firmly.",
            "Alarm code: 0x02 - rotor not identified. Check that the rotor is seated and its code magnets are clean.",
            "Alarm code: 0x04 - imbalance detected. Open the lid after stop and re-balance the load.",
            "Alarm code: 0x08 - drive motor overtemperature. Let the unit cool for 30 min before restarting.",
            "Alarm code: 0x10 - speed sensor fault. Switch off and contact Laborex service.",
            "Alarm code: 0x1F - overspeed: the measured speed exceeded the rotor limit by more than 5 %. "
            "Switch off, do not restart, contact Laborex service.",
            "Alarm code: 0x22 - chamber temperature more than 5 °C from set point for 10 min (refrigerated "
            "models). Clean the condenser grille and check the ventilation clearance.",
            "Alarm code: 0x2A - mains interruption during a run. Check the samples; restart the run.",
        ]
    )
    pdf.h1("4  Care and maintenance")
    pdf.bullets(
        [
            "Clean the rotor chamber and rotors monthly with a neutral detergent; rinse and dry.",
            "Rotor lids (not the rotor bodies) may be autoclaved at 121 °C for 20 min.",
            "Refrigerated models: clean the condenser grille every 6 months.",
            "Check the lid gas springs every 12 months; replacement gas spring P/N LX-3370.",
            "Have a safety inspection carried out by Laborex service once a year.",
            "Keep a ventilation clearance of 300 mm around the unit.",
        ]
    )
    pdf.note(
        "NOTE",
        "If a rotor shows corrosion, cracks or deformation, take it out of service at once, "
        "regardless of its cycle count.",
    )


def build_ce(outdir):
    pdf = ManualPDF(
        "Laborex Instruments  |  Centra User Manual  |  LX-UM-140 v3.1",
        "LX-UM-140 version 3.1  -  Laborex Instruments",
        3,
        fixed_dt(2022, 2, 14),
    )
    pdf.set_title("Centra User Manual")
    for fn in (ce_p1, ce_p2, ce_p3):
        pdf.build_page(fn)
    pdf.finish(os.path.join(outdir, CE))


# ===========================================================================
# 5. Nordvik NCX chiller controller firmware release notes (.docx)
# ===========================================================================
def build_nx(outdir):
    import docx

    d = docx.Document()
    cp = d.core_properties
    fixed = datetime.datetime(2024, 4, 8, 10, 0, 0)
    cp.author = "Nordvik Klima Technical Publications"
    cp.last_modified_by = "Nordvik Klima Technical Publications"
    cp.title = "NCX Chiller Controller Firmware Release Notes"
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    cp.revision = 1
    from docx.shared import Cm, Pt

    for sec in d.sections:
        sec.page_height, sec.page_width = Cm(29.7), Cm(21.0)
        sec.top_margin = sec.bottom_margin = Cm(2.0)
        sec.left_margin = sec.right_margin = Cm(2.0)
    d.styles["Normal"].font.size = Pt(10)
    d.add_heading("Nordvik Klima NCX Chiller Controller - Firmware Release Notes", level=1)
    d.add_paragraph(
        "Applies to NCX-40, NCX-60 and NCX-80H air-cooled chillers with controller board NC-B7. "
        "Document NK-RN-0318, issued 2024-04-08."
    )
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, txt in zip(t.rows[0].cells, ["Version", "Release date", "Type", "Applicable units"], strict=False):
        c.text = txt
    for row in [
        ["3.1.4", "2023-02-14", "Maintenance", "NCX-40, NCX-60"],
        ["3.2.0", "2023-09-05", "Feature", "NCX-40, NCX-60, NCX-80H"],
        ["3.2.1", "2024-03-19", "Bug fix", "NCX-40, NCX-60, NCX-80H"],
    ]:
        cells = t.add_row().cells
        for c, txt in zip(cells, row, strict=False):
            c.text = txt
    d.add_heading("Version 3.2.1", level=2)
    d.add_paragraph(
        "Fixed: alarm A-17 (condenser fan VFD fault) was raised falsely at fan speeds below 15 %.", style="List Bullet"
    )
    d.add_paragraph(
        "Changed: default trip point of anti-freeze alarm A-03 lowered from 3.0 °C to 2.5 °C "
        "leaving water temperature.",
        style="List Bullet",
    )
    d.add_heading("Version 3.2.0", level=2)
    d.add_paragraph(
        "New alarm A-12: evaporator flow switch open for more than 5 s while the pump is running.", style="List Bullet"
    )
    d.add_paragraph("New alarm A-17: condenser fan VFD fault (NCX-80H only).", style="List Bullet")
    d.add_paragraph("Minimum compressor off time increased from 180 s to 240 s.", style="List Bullet")
    d.add_paragraph("Requires boot loader 1.6 or later on board NC-B7.", style="List Bullet")
    d.add_heading("Version 3.1.4", level=2)
    d.add_paragraph("Fixed: display froze after 49 days of continuous operation.", style="List Bullet")
    d.add_heading("Upgrade procedure", level=2)
    for s in [
        "Copy the file NCX_3_2_1.nbf to the root folder of a FAT32-formatted USB stick.",
        "Switch the unit to OFF at the controller; do not isolate the power supply.",
        "Insert the stick into USB port X14 on board NC-B7; the upgrade starts automatically.",
        "Wait until the status LED turns steady green (approx. 6 minutes). Do not remove power during this time.",
        "Check the version in menu 9.1 and restore customer parameters if necessary.",
    ]:
        d.add_paragraph(s, style="List Number")
    d.add_paragraph("Known issue: the trend log is cleared when upgrading from any 3.1.x version.")
    buf = io.BytesIO()
    d.save(buf)
    write_zip_deterministic(buf.getvalue(), os.path.join(outdir, NX))


def write_zip_deterministic(data, path):
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2024, 4, 8, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            z.writestr(zi, src.read(info.filename))
    with open(path, "wb") as f:
        f.write(out.getvalue())


# ===========================================================================
# 6-8. Service bulletin (Markdown), field notice (HTML), field safety notice (text)
# ===========================================================================
SB_MD = """# Kestrel Pneumatik Service Bulletin SB-KR-024

**Subject:** Minimum pressure valve (MPV) - replacement of the valve spring
**Issue:** 1, dated 2024-02-12
**Category:** Recommended

## Applicability

KR-30 compressors S/N 30450 to 30999 and KR-37V compressors S/N 37100 to 37380.
Not applicable to KR-22 and KR-45 compressors.

## Reason

Valve springs from one supplier batch may lose preload early. The MPV then chatters at light load
and, in some cases, the unit shuts down on ALM 207.

## Action

1. Stop, isolate and depressurise the compressor as described in the service manual, section 5.1.
2. Unscrew the MPV cap and remove the old spring KP-5151-10.
3. Fit the new spring KP-5151-20 (identified by a green paint mark) and a new O-ring.
4. Refit the cap and tighten it to 85 Nm.
5. Run the unit and check that the MPV opens at 4.5 bar ±0.3 bar.
6. Mark the MPV body with a yellow paint dot to show that this bulletin has been carried out.

## Compliance

Within 500 operating hours or at the next scheduled service, whichever comes first.

## Parts and labour

| Part | P/N | Qty |
|------|-----|-----|
| MPV spring | KP-5151-20 | 1 |
| O-ring 42 x 3 | KP-0042-3 | 1 |

Labour allowance: 0.75 h per compressor. Warranty claim code: W-24-07.
"""

FN_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Vantor Medical Systems - Urgent Field Safety Notice FN-2024-011</title>
</head>
<body>
<h1>Urgent Field Safety Notice FN-2024-011</h1>
<p><b>Product:</b> Aquila volumetric infusion pump, models IP-300P and IP-310<br>
<b>Subject:</b> Swelling of battery packs<br>
<b>Date:</b> 2024-06-03</p>

<h2>Affected devices</h2>
<p>Aquila IP-300P and IP-310 pumps with serial numbers 72000 through 73499 that are fitted with battery
pack VM-5510 (IP-300P) or VM-5530 rev. A (IP-310). The Aquila IP-300 is not affected.</p>

<h2>Description of the problem</h2>
<p>Cells from one production lot may swell when packs are stored fully charged at elevated temperature.
A swollen pack can deform the battery compartment cover and, in rare cases, interrupt battery operation.</p>

<h2>Actions for users</h2>
<ul>
<li>Check the battery compartment cover. If it does not sit flush, take the pump out of use and inform
biomedical engineering.</li>
</ul>

<h2>Actions for biomedical engineering</h2>
<ol>
<li>Measure the battery pack thickness with a caliper. Packs thicker than 21.5 mm must be replaced
immediately.</li>
<li>Replace VM-5510 with VM-5520 (IP-300P), or VM-5530 rev. A with VM-5530 rev. C (IP-310).</li>
<li>Install firmware 4.1.3, which adds continuous battery temperature monitoring.</li>
<li>Return the completed reply form to Vantor within 30 days of receipt of this notice.</li>
</ol>

<h2>Deadline</h2>
<p>All affected pumps must be corrected by 2024-09-30.</p>
</body>
</html>
"""

FS_TXT = """LABOREX INSTRUMENTS - FIELD SAFETY NOTICE FSN-LX-23-02
Date: 2023-08-21

Product:           Centra 14R and Centra 16R refrigerated centrifuges
Affected units:    serial numbers 1420100 - 1421850
Not affected:      Centra 14 (non-refrigerated) and all units outside the serial range above

ISSUE
At chamber temperatures below 0 °C, condensation can freeze in the lid lock actuator. The lock
may then fail to engage fully while the lid switch reports the lid as closed, so alarm 0x01 is
not raised.

INTERIM MEASURE (until the actuator has been replaced)
Do not set chamber temperatures below +2 °C.

CORRECTIVE ACTION
Laborex service will replace the lid lock actuator LX-6620-A with the redesigned actuator
LX-6620-B. The replacement takes approx. 45 minutes per unit. After the replacement the
engineer runs the lid test (Menu > Service > Lid test) and attaches label FSN-2302 next to the
rating plate.

COMPLIANCE
All affected units are to be corrected by 2023-12-31.

CONTACT
Laborex Instruments Service, fsn@laborex.example
"""

BULLETINS = [
    (
        SB_FILE,
        SB_MD,
        {
            "document": SB,
            "version": "Issue 1",
            "effective_from": "2024-02-12",
            "effective_to": None,
            "recorded_at": "2024-02-12T00:00:00Z",
            "applicability": {
                "product": "KR",
                "variants": ["KR-30", "KR-37V"],
                "serials": [[30450, 30999], [37100, 37380]],
            },
        },
    ),
    (
        FN_FILE,
        FN_HTML,
        {
            "document": FN,
            "version": "Issue 1",
            "effective_from": "2024-06-03",
            "effective_to": None,
            "recorded_at": "2024-06-03T00:00:00Z",
            "applicability": {"product": "Aquila", "variants": ["IP-300P", "IP-310"], "serials": [[72000, 73499]]},
        },
    ),
    (
        FS_FILE,
        FS_TXT,
        {
            "document": FS,
            "version": "Issue 1",
            "effective_from": "2023-08-21",
            "effective_to": None,
            "recorded_at": "2023-08-21T00:00:00Z",
            "applicability": {
                "product": "Centra",
                "variants": ["Centra 14R", "Centra 16R"],
                "serials": [[1420100, 1421850]],
            },
        },
    ),
]


def build_bulletins(outdir):
    for fname, text, meta in BULLETINS:
        path = os.path.join(outdir, fname)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        write_json(path + ".meta.json", meta)


def write_json(path, obj):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


# ===========================================================================
# Questions
# ===========================================================================
# Each entry: dict with question, document, page, answers, kind, plus optional
# as_of / product / variant / serial.  Unanswerable entries carry "absent"
# (strings that must NOT occur in the selected document file) and optionally
# "present" (strings proving the near-miss item is really there).  absent and
# present are used by check_keys.py and are not written to qa.jsonl.
QA = []


def A(q, doc, page, answers, kind, **kw):
    if isinstance(answers, str):
        answers = [answers]
    QA.append(dict(question=q, document=doc, page=page, answers=answers, answerable=True, kind=kind, **kw))


def U(q, doc, kind, absent, present=(), **kw):
    QA.append(
        dict(
            question=q,
            document=doc,
            page=None,
            answers=[],
            answerable=False,
            kind=kind,
            absent=list(absent),
            present=list(present),
            **kw,
        )
    )


from questions import add_questions  # noqa: E402

add_questions(A, U, globals())

QA_FIELDS = [
    "id",
    "question",
    "document",
    "page",
    "answers",
    "answerable",
    "kind",
    "as_of",
    "product",
    "variant",
    "serial",
]


def qa_records():
    items = [dict(x) for x in QA]
    random.Random(SEED).shuffle(items)
    out = []
    for i, it in enumerate(items, 1):
        it["id"] = f"s3-{i:03d}"
        out.append(it)
    return out


def write_qa(path):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for it in qa_records():
            rec = {k: it[k] for k in QA_FIELDS if k in it}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


def main(argv):
    outroot = os.path.abspath(argv[1]) if len(argv) > 1 else HERE
    docdir = os.path.join(outroot, "documents")
    if os.path.isdir(docdir):
        shutil.rmtree(docdir)
    os.makedirs(docdir)
    build_kr(docdir)
    build_aq(docdir)
    build_cm(docdir)
    build_ce(docdir)
    build_nx(docdir)
    build_bulletins(docdir)
    write_qa(os.path.join(outroot, "qa.jsonl"))
    print(f"wrote {len(os.listdir(docdir))} documents files and {len(QA)} questions to {outroot}")


if __name__ == "__main__":
    main(sys.argv)

"""Family 1: component maintenance manual for the (invented) BCU-7 railway brake control unit.

Three revisions of one document (CRD-CMM-3207 Rev A, B, C) with consecutive effectivity.
Values and task steps change between revisions; Rev C adds the BCU-7H variant, code B-35 and task FI-06.
"""

from __future__ import annotations

from pathlib import Path

import layout as L

from families.common import qa, un, with_document, write_sidecar

DOC = "CRD-CMM-3207"
PRODUCT = "BCU-7"
HEADER = "Corvane Rail Dynamics - Component Maintenance Manual CRD-CMM-3207"

REVS = {
    "A": {
        "version": "Rev A",
        "file": "crd-cmm-3207-rev-a.pdf",
        "from": "2019-04-01",
        "to": "2021-08-31",
        "recorded": "2019-03-18T00:00:00Z",
        "date": "1 April 2019",
    },
    "B": {
        "version": "Rev B",
        "file": "crd-cmm-3207-rev-b.pdf",
        "from": "2021-09-01",
        "to": "2023-05-14",
        "recorded": "2021-08-23T00:00:00Z",
        "date": "1 September 2021",
    },
    "C": {
        "version": "Rev C",
        "file": "crd-cmm-3207-rev-c.pdf",
        "from": "2023-05-15",
        "to": None,
        "recorded": "2023-05-02T00:00:00Z",
        "date": "15 May 2023",
    },
}


def _variants(rev: str) -> list[str]:
    return ["BCU-7S", "BCU-7W", "BCU-7H"] if rev == "C" else ["BCU-7S", "BCU-7W"]


def _page1(rev: str) -> list[tuple]:
    r = REVS[rev]
    var_rows = [
        ["BCU-7S", "7200-100", "Standard unit, one per car"],
        ["BCU-7W", "7200-200", "Winterised, with valve block heater"],
    ]
    if rev == "C":
        var_rows.append(["BCU-7H", "7200-300", "High-speed, with wheel-slide dump valve"])
    km = "1,200,000 km" if rev == "A" else "1,500,000 km"
    overhaul = f"Overhaul the unit every 8 years or {km}, whichever comes first."
    if rev == "C":
        overhaul += " The BCU-7H has its own overhaul interval, given in section 9."
    record = [["A", "2019-04-01", "First issue"]]
    if rev in ("B", "C"):
        record.append(["B", "2021-09-01", "Limits, torques, code B-14 and task FI-03 revised"])
    if rev == "C":
        record.append(["C", "2023-05-15", "BCU-7H added, code B-35, task FI-06, new grease"])
    return [
        L.title("Component Maintenance Manual"),
        L.title("BCU-7 Brake Control Unit", 15),
        L.p(
            f"Document CRD-CMM-3207, Revision {rev}, effective {r['date']}. "
            "Corvane Rail Dynamics, Brake Systems Division."
        ),
        L.h1("1 Applicability"),
        L.p(
            "This manual covers in-service maintenance, fault isolation and bench testing of the following "
            "brake control units fitted to multiple-unit passenger cars:"
        ),
        L.table(["Variant", "Part number", "Description"], [30, 34, 110], var_rows),
        L.h1("2 Description"),
        L.p(
            "The BCU-7 converts the electrical brake demand from the train control system into brake cylinder "
            "pressure. Two EP valves (apply and release) control a pilot pressure that drives the relay valve; "
            "the relay valve supplies air from the main reservoir to the brake cylinders. A load-weigh input "
            "from the air suspension sets the maximum service pressure to suit the car load. The electronics "
            "module monitors pressure through transducers PT1 (supply) and PT2 (brake cylinder) and stores "
            "fault codes."
        ),
        L.h1("3 Overhaul interval"),
        L.p(overhaul),
        L.warn(
            "WARNING",
            "Vent the main reservoir supply and confirm 0 bar on gauge G1 before you disconnect any pneumatic "
            "fitting. Trapped air can eject a fitting with enough force to cause injury.",
        ),
        L.h2("Revision record"),
        L.table(["Rev", "Date", "Summary of change"], [16, 30, 128], record),
    ]


def _page2(rev: str) -> list[tuple]:
    def row(name: str, a: list[str], b: list[str], c: list[str]) -> list[str]:
        return [name] + {"A": a, "B": b, "C": c}[rev]

    rows = [
        row("Supply pressure, minimum", ["7.0 bar"] * 2, ["7.0 bar"] * 2, ["7.0 bar", "7.0 bar", "7.5 bar"]),
        row("Supply pressure, maximum", ["10.0 bar"] * 2, ["10.0 bar"] * 2, ["10.0 bar"] * 3),
        row(
            "BC pressure, full service, tare",
            ["2.9 bar", "3.0 bar"],
            ["3.1 bar", "3.2 bar"],
            ["3.1 bar", "3.2 bar", "3.6 bar"],
        ),
        row(
            "BC pressure, full service, crush load",
            ["4.6 bar", "4.7 bar"],
            ["4.8 bar", "4.9 bar"],
            ["4.8 bar", "4.9 bar", "5.4 bar"],
        ),
        row(
            "BC pressure, emergency",
            ["5.2 bar", "5.3 bar"],
            ["5.2 bar", "5.3 bar"],
            ["5.2 bar", "5.3 bar", "5.8 bar"],
        ),
        row("BC pressure tolerance", ["±0.15 bar"] * 2, ["±0.10 bar"] * 2, ["±0.10 bar"] * 3),
        row("Application time to 90 %", ["1.8 s", "2.0 s"], ["1.6 s", "1.8 s"], ["1.6 s", "1.8 s", "1.3 s"]),
        row("Release time to 0.4 bar", ["2.5 s", "2.8 s"], ["2.4 s", "2.6 s"], ["2.4 s", "2.6 s", "2.0 s"]),
        row(
            "Operating temperature",
            ["-25 to +55 °C", "-40 to +55 °C"],
            ["-25 to +55 °C", "-40 to +55 °C"],
            ["-25 to +55 °C", "-40 to +55 °C", "-25 to +60 °C"],
        ),
        row("Valve block heater power", ["n/a", "120 W"], ["n/a", "150 W"], ["n/a", "150 W", "n/a"]),
        row("Mass, complete unit", ["18.4 kg", "19.6 kg"], ["18.4 kg", "19.6 kg"], ["18.4 kg", "19.6 kg", "18.9 kg"]),
        row(
            "Leakage in 5 min at 5.0 bar",
            ["max. 0.3 bar"] * 2,
            ["max. 0.2 bar"] * 2,
            ["max. 0.2 bar"] * 3,
        ),
    ]
    variants = _variants(rev)
    widths = [84.0, 30.0, 30.0, 30.0] if rev == "C" else [84.0, 45.0, 45.0]
    coil = "180 to 220 ohm" if rev == "A" else "190 to 230 ohm"
    return [
        L.h1("4 Technical data and limits"),
        L.p(
            "Values apply at 20 °C unless stated. Pressures are gauge pressures measured at test point TP2 "
            "(brake cylinder) or at gauge G1 (supply). BC = brake cylinder; n/a = not applicable to the variant."
        ),
        L.h2("Table 2 - Limits by variant"),
        L.table(["Parameter", *variants], widths, rows),
        L.h2("Table 3 - Electrical data"),
        L.table(
            ["Item", "Value"],
            [104, 70],
            [
                ["Supply voltage, nominal", "110 V DC"],
                ["Supply voltage, operating range", "77 to 137.5 V DC"],
                ["Power consumption without heater", "35 W"],
                ["EP valve coil resistance at 20 °C", coil],
                ["Load-weigh input signal", "4 to 20 mA"],
                ["Heater thermostat switch-on (BCU-7W)", "+5 °C"],
            ],
        ),
    ]


def _page3(rev: str) -> list[tuple]:
    b14 = "below 6.2 bar for more than 15 s" if rev == "A" else "below 6.5 bar for more than 10 s"
    heater_r = "95 to 110 ohm" if rev == "A" else "75 to 90 ohm"
    blocks = [
        L.h1("5 Fault codes"),
        L.p(
            "The electronics module shows active faults on the car diagnostic display as a code B-xx. If more "
            "than one code is active, deal with the lowest code number first. A code that clears by itself is "
            "stored as an event; it needs no task unless it returns three times within 24 h."
        ),
        L.p("Meaning of B-11: EP apply valve coil open circuit (coil resistance above 400 ohm).", style="B"),
        L.p(
            "Action: Check connector X1 pins 1 and 2. If the coil resistance is above 400 ohm, replace the EP "
            "apply valve (part number 7220-210)."
        ),
        L.p("Meaning of B-12: EP release valve coil open circuit (coil resistance above 400 ohm).", style="B"),
        L.p(
            "Action: Check connector X1 pins 3 and 4. If the coil resistance is above 400 ohm, replace the EP "
            "release valve (part number 7220-220)."
        ),
        L.p(f"Meaning of B-14: Supply pressure at PT1 {b14}.", style="B"),
        L.p("Action: Do task FI-02."),
        L.p(
            "Meaning of B-17: Brake cylinder pressure differs from the demanded value by more than 0.4 bar for "
            "more than 3 s.",
            style="B",
        ),
        L.p("Action: Do task FI-03."),
        L.p("Meaning of B-22: Load-weigh signal out of range (below 3.6 mA or above 20.4 mA).", style="B"),
        L.p("Action: The unit uses crush-load pressure as a fail-safe default. Do task FI-04."),
        L.p("Meaning of B-26: Valve block heater circuit open or thermostat failed (BCU-7W only).", style="B"),
        L.p(
            f"Action: Measure the heater resistance at connector X4; it must be {heater_r}. If it is not, "
            "replace the heater element (part number 7240-150)."
        ),
        L.p("Meaning of B-31: Electronics module watchdog reset.", style="B"),
        L.p(
            "Action: Read the event counter. If there are more than 3 resets in 24 h, replace the electronics "
            "module (part number 7250-001)."
        ),
    ]
    if rev == "C":
        blocks += [
            L.p("Meaning of B-35: Wheel-slide dump valve response time above 150 ms (BCU-7H only).", style="B"),
            L.p("Action: Do task FI-06 (section 9)."),
        ]
    return blocks


def _page4(rev: str) -> list[tuple]:
    thr = "6.2 bar" if rev == "A" else "6.5 bar"
    fi02 = [
        "Connect a test gauge to G1 at the supply port and read the supply pressure with the compressor running.",
        f"If G1 shows less than {thr}, the fault is outside the unit: check the main reservoir pipe, "
        "isolating cock C3 and supply filter F1.",
        f"If G1 shows {thr} or more, disconnect connector X2 and measure the PT1 output between pins 3 and 4.",
        "Compare the output with the gauge reading. PT1 gives 4 mA at 0 bar and 20 mA at 16 bar.",
        "If the PT1 reading differs from the gauge by more than 0.2 bar, replace PT1 (part number 7210-044).",
        "Clear the code and do the leakage test (para 7.3).",
    ]
    relay_pn = "7220-310; BCU-7H: 7220-330" if rev == "C" else "7220-310"
    fi03 = [
        "Close cock C5 to isolate the brake cylinders of this car and connect a test gauge to TP2.",
        "Command a full service brake from the cab.",
        "Compare the TP2 reading with the full service value in Table 2 for the variant and load condition.",
    ]
    if rev != "A":
        fi03.append(
            "Spray the brake cylinder hose connections with leak detector (CRD-C-0342) and repair any leak "
            "before you continue."
        )
    fi03 += [
        "If the deviation is more than 0.4 bar, clean the relay valve filter F2.",
        f"Repeat step 3. If the reading is still out of limits, replace the relay valve (part number {relay_pn}).",
        "If the reading is within limits, measure the EP apply valve coil resistance (Table 3).",
    ]
    tare = "5.5 to 6.5 mA" if rev == "A" else "6.0 to 7.0 mA"
    fi04 = [
        "Check the air suspension pressure at load-weigh test point LW1.",
        "Disconnect connector X3 and measure the load-weigh current with the car at tare.",
        f"At tare the current must be {tare}.",
        "If the current is correct, replace the connector X3 contacts or the harness. If it is not, replace the "
        "load-weigh transducer (part number 7210-061).",
    ]
    return [
        L.h1("6 Fault isolation tasks"),
        L.h2("FI-02 Low supply pressure (B-14)"),
        L.steps(fi02),
        L.h2("FI-03 Brake cylinder pressure deviation (B-17)"),
        L.steps(fi03),
        L.h2("FI-04 Load-weigh signal fault (B-22)"),
        L.steps(fi04),
    ]


def _page5(rev: str) -> list[tuple]:
    torques = [
        ["Unit mounting bolts", "M12", "45 Nm" if rev == "A" else "52 Nm"],
        ["Relay valve cover screws", "M6", "9 Nm" if rev == "A" else "10 Nm"],
        ["EP valve retaining screws", "M5", "5.5 Nm"],
        ["Supply port P1 fitting", "M22 x 1.5", "60 Nm"],
        ["Brake cylinder port P2 fitting", "M18 x 1.5", "40 Nm"],
        ["Transducers PT1 and PT2", "G 1/4", "25 Nm"],
        ["Earth stud nut", "M8", "12 Nm"],
        ["Electronics module screws", "M4", "2.8 Nm"],
    ]
    if rev == "C":
        torques.append(["Dump valve DV1 flange bolts (BCU-7H)", "M8", "18 Nm"])
    grease = "CRD-C-0125" if rev == "C" else "CRD-C-0117"
    consumables = [
        ["Pneumatic grease", grease, "O-rings and valve bores"],
        ["Thread sealant, medium strength", "CRD-C-0231", "Port fitting threads"],
        ["Leak detector spray", "CRD-C-0342", "Leak checks"],
        ["Cleaning solvent", "CRD-C-0410", "Filter F2 and valve parts"],
        ["Filter element F2", "7220-318", "Relay valve filter"],
        ["O-ring kit, relay valve", "7220-390", "Relay valve overhaul"],
    ]
    blocks = [
        L.h1("7 Bench tests"),
        L.h2("7.3 Leakage test"),
        L.steps(
            [
                "Fit blanking plugs to ports P2 and P3.",
                "Pressurise port P1 to 5.0 bar and close the supply valve.",
                "Wait 1 min for the air temperature to settle, then record the G1 reading.",
                "After a further 5 min record G1 again. The drop must not exceed the leakage limit in Table 2.",
            ]
        ),
        L.h1("8 Torque values and consumables"),
        L.h2("Table 5 - Tightening torques"),
        L.table(["Item", "Thread", "Torque"], [104, 40, 30], torques),
        L.p(
            "Apply thread sealant CRD-C-0231 to the P1 and P2 fitting threads. Fit the mounting bolts dry; do "
            "not lubricate them."
        ),
        L.h2("Table 6 - Consumables and spares"),
        L.table(["Item", "Part number", "Used for"], [74, 36, 64], consumables),
    ]
    if rev == "C":
        blocks.append(L.p("Do not mix greases CRD-C-0117 and CRD-C-0125 in one valve. Clean off old grease first."))
    return blocks


def _page6_rev_c() -> list[tuple]:
    return [
        L.h1("9 BCU-7H supplementary data"),
        L.p(
            "The BCU-7H has a wheel-slide dump valve DV1 on the brake cylinder port. The train's wheel-slide "
            "protection system opens DV1 for short pulses to reduce brake cylinder pressure when a wheelset "
            "starts to slide. The limits below apply to the BCU-7H only."
        ),
        L.table(
            ["Item", "Value"],
            [104, 70],
            [
                ["Dump valve DV1 part number", "7230-120"],
                ["Dump valve response time, maximum", "150 ms"],
                ["Dump valve coil resistance at 20 °C", "38 to 46 ohm"],
                ["Overhaul interval, BCU-7H", "6 years or 1,500,000 km"],
            ],
        ),
        L.h2("FI-06 Dump valve slow response (B-35)"),
        L.steps(
            [
                "Connect the WSP test set WT-7 to connector X6.",
                "Command a full service brake and confirm that TP2 shows the BCU-7H full service value.",
                "Command a 500 ms dump pulse from the test set and record the response time.",
                "If the response time is above 150 ms, clean the DV1 exhaust silencer and repeat step 3.",
                "If it is still above 150 ms, replace DV1 and tighten the flange bolts to the value in Table 5.",
            ]
        ),
        L.warn(
            "CAUTION",
            "Do not command dump pulses while the car is moving. A dump pulse removes the brake on that car.",
        ),
    ]


def build(doc_dir: Path) -> list[Path]:
    paths = []
    for rev, r in REVS.items():
        pages = [_page1(rev), _page2(rev), _page3(rev), _page4(rev), _page5(rev)]
        if rev == "C":
            pages.append(_page6_rev_c())
        path = doc_dir / r["file"]
        L.render_pdf(path, pages, HEADER, f"CRD-CMM-3207 {r['version']}")
        write_sidecar(
            path,
            document=DOC,
            version=r["version"],
            effective_from=r["from"],
            effective_to=r["to"],
            recorded_at=r["recorded"],
            product=PRODUCT,
            variants=_variants(rev),
        )
        paths.append(path)
    return paths


P = PRODUCT
S, W, H = "BCU-7S", "BCU-7W", "BCU-7H"

_QUESTIONS = [
    # ---- revision-dependent values (as_of selects the revision)
    qa(
        "full svc BC press at tare, 7S unit?",
        2,
        ["2.9 bar"],
        "revision_value",
        as_of="2020-06-15",
        product=P,
        variant=S,
    ),
    qa(
        "7S full service tare pressure - what should TP2 read",
        2,
        ["3.1 bar"],
        "revision_value",
        as_of="2022-04-10",
        product=P,
        variant=S,
    ),
    qa(
        "crush load full service BC pressure for the winterised unit",
        2,
        ["4.9 bar"],
        "revision_value",
        as_of="2022-11-03",
        product=P,
        variant=W,
    ),
    qa("torque for the BCU mounting bolts M12", 5, ["45 Nm"], "revision_value", as_of="2020-02-01", product=P),
    qa("relay valve cover screw torqe?", 5, ["9 Nm"], "revision_value", as_of="2020-09-09", product=P),
    qa(
        "allowed leakage on bench leak test, 5 min @ 5 bar",
        2,
        ["max. 0.3 bar"],
        "revision_value",
        as_of="2019-11-20",
        product=P,
    ),
    qa(
        "B-14 trigger - what pressure & how long",
        3,
        ["below 6.2 bar for more than 15 s"],
        "revision_value",
        as_of="2020-01-10",
        product=P,
    ),
    qa("heater wattage on a 7W valve block", 2, ["120 W"], "revision_value", as_of="2020-03-30", product=P, variant=W),
    qa("EP valve coil resistance spec @20C", 2, ["180 to 220 ohm"], "revision_value", as_of="2021-02-02", product=P),
    qa(
        "FI-03 done step 3, TP2 compared - what's next",
        4,
        ["clean the relay valve filter F2"],
        "revision_value",
        as_of="2020-05-05",
        product=P,
    ),
    qa(
        "B-17 task, after comparing TP2 with table 2 what do i do next",
        4,
        ["Spray the brake cylinder hose connections with leak detector"],
        "revision_value",
        as_of="2022-02-14",
        product=P,
    ),
    qa("pneumatic grease part no for o-rings", 5, ["CRD-C-0117"], "revision_value", as_of="2022-01-01", product=P),
    qa("overhaul interval bcu-7", 1, ["8 years or 1,200,000 km"], "revision_value", as_of="2020-10-10", product=P),
    qa("loadweigh current at tare should be?", 4, ["5.5 to 6.5 mA"], "revision_value", as_of="2020-07-01", product=P),
    # ---- current revision (no as_of -> Rev C)
    qa("mounting bolt torque BCU-7", 5, ["52 Nm"], "torque", product=P),
    qa(
        "B-14 on car 2 - what's the threshold that sets it",
        3,
        ["below 6.5 bar for more than 10 s"],
        "fault_code",
        product=P,
    ),
    qa("heater power 7W", 2, ["150 W"], "variant_value", product=P, variant=W),
    qa("which grease for relay valve o rings now", 5, ["CRD-C-0125"], "part_number", product=P),
    qa("overhaul intvl on the high speed unit", 6, ["6 years or 1,500,000 km"], "interval", product=P, variant=H),
    qa("load weigh mA at tare, FI-04", 4, ["6.0 to 7.0 mA"], "spec_lookup", product=P),
    qa("BCU-7H full service pressure empty car", 2, ["3.6 bar"], "variant_value", product=P, variant=H),
    qa("emergency BC pressure on the H unit", 2, ["5.8 bar"], "variant_value", product=P, variant=H),
    qa("min supply press for 7H", 2, ["7.5 bar"], "variant_value", product=P, variant=H),
    # ---- fault codes
    qa("B-17 came up on car 3, what now", 3, ["Do task FI-03"], "fault_code", product=P),
    qa("what does B-22 mean?? car 5", 3, ["Load-weigh signal out of range"], "fault_code", product=P),
    qa(
        "got B-22 - what pressure does the unit fall back to meanwhile",
        3,
        ["uses crush-load pressure as a fail-safe default"],
        "fault_code",
        product=P,
    ),
    qa(
        "B-31 five times since this morning, what gets swapped",
        3,
        ["replace the electronics module", "7250-001"],
        "fault_code",
        product=P,
    ),
    qa(
        "B-11 and B-17 both showing, which one first?",
        3,
        ["deal with the lowest code number first"],
        "fault_code",
        product=P,
    ),
    qa("7W throwing B-26, heater resistance spec at X4?", 3, ["75 to 90 ohm"], "fault_code", product=P, variant=W),
    qa(
        "B-35 on a 7H unit meaning",
        3,
        ["Wheel-slide dump valve response time above 150 ms"],
        "fault_code",
        product=P,
        variant=H,
    ),
    # ---- procedure steps
    qa(
        "B-14 active but G1 reads 6.8 bar. next step?",
        4,
        ["disconnect connector X2 and measure the PT1 output between pins 3 and 4"],
        "procedure_step",
        product=P,
    ),
    qa("PT1 reading is 0.3 bar off the gauge, what now", 4, ["replace PT1", "7210-044"], "procedure_step", product=P),
    qa(
        "cleaned F2 on a 7H, TP2 still out of limits - which relay valve pn",
        4,
        ["7220-330"],
        "procedure_step",
        product=P,
        variant=H,
    ),
    qa(
        "FI-06 response 170ms on first try, what do i do",
        6,
        ["clean the DV1 exhaust silencer"],
        "procedure_step",
        product=P,
        variant=H,
    ),
    qa(
        "B-22 and tare current is in spec. now what",
        4,
        ["replace the connector X3 contacts or the harness"],
        "procedure_step",
        product=P,
    ),
    # ---- part numbers
    qa("leak detector spray p/n", 5, ["CRD-C-0342"], "part_number", product=P),
    qa("part no. for the relay valve filter element", 5, ["7220-318"], "part_number", product=P),
    qa("DV1 dump vlave part number", 6, ["7230-120"], "part_number", product=P, variant=H),
    # ---- torques
    qa("P1 supply fitting torque", 5, ["60 Nm"], "torque", product=P),
    qa("torque DV1 flange bolts", 5, ["18 Nm"], "torque", product=P, variant=H),
]

_UNANSWERABLE = [
    un("heater power for a 7S", "unans_variant_not_covered", product=P, variant=S),
    un("valve block heater wattage BCU-7H", "unans_variant_not_covered", product=P, variant=H),
    un("B-19 on the diag display, meaning?", "unans_code_not_exist", product=P),
    un("what does B-40 mean on bcu-7", "unans_code_not_exist", product=P),
    un("B-35 showing, what is it", "unans_before_revision", as_of="2022-08-01", product=P),
    un("full service tare pressure for the 7H", "unans_before_revision", as_of="2021-12-01", product=P, variant=H),
    un("DV1 flange bolt torque", "unans_before_revision", as_of="2022-03-03", product=P, variant=H),
    un("operating temp range for the 7W", "unans_before_revision", as_of="2018-06-01", product=P, variant=W),
    un("how much does the relay valve weigh on its own", "unans_attribute_not_stated", product=P),
    un("torque for the load weigh transducer fitting", "unans_attribute_not_stated", product=P),
    un("part number of connector X1 mating plug", "unans_attribute_not_stated", product=P),
    un("max storage temperature for spare BCU-7 units", "unans_attribute_not_stated", product=P),
    un("shelf life of grease CRD-C-0125?", "unans_attribute_not_stated", product=P),
    un("how often do we replace filter element F2", "unans_attribute_not_stated", product=P),
    un("IP rating of the BCU-7 housing", "unans_attribute_not_stated", product=P),
    un("torque for the heater element screws on 7W", "unans_attribute_not_stated", product=P, variant=W),
    un("what's the emergency BC pressure if supply is down at 6 bar", "unans_condition_not_covered", product=P),
    un("full service pressure at half load on 7S?", "unans_condition_not_covered", product=P, variant=S),
    un("B-14 threshold on a BCU-5 unit", "unans_other_product", product="BCU-5"),
    un("mounting bolt torque for BCU-9", "unans_other_product", product="BCU-9"),
    un("PT2 part number", "unans_attribute_not_stated", product=P),
    un("dump valve response limit for 7W", "unans_variant_not_covered", product=P, variant=W),
]

QUESTIONS = with_document(_QUESTIONS + _UNANSWERABLE, DOC)

"""Kestrel Power Systems KG Series generating sets: O&M manual, Rev A/B/C."""

from __future__ import annotations

import datetime as dt

from layout import Writer

DOC_KEY = "KPS-OM-0612"
PAGES = 5

REVISIONS = {
    "A": {
        "file": "kestrel-kg-om-rev-a.pdf",
        "issued": "2021-03-01",
        "effective_from": "2021-03-01",
        "effective_to": "2022-06-14",
        "recorded_at": "2021-02-22T00:00:00Z",
        "variants": ["KG-60", "KG-60S", "KG-100", "KG-100S"],
    },
    "B": {
        "file": "kestrel-kg-om-rev-b.pdf",
        "issued": "2022-06-15",
        "effective_from": "2022-06-15",
        "effective_to": "2023-10-31",
        "recorded_at": "2022-06-08T00:00:00Z",
        "variants": ["KG-60", "KG-60S", "KG-100", "KG-100S"],
    },
    "C": {
        "file": "kestrel-kg-om-rev-c.pdf",
        "issued": "2023-11-01",
        "effective_from": "2023-11-01",
        "effective_to": None,
        "recorded_at": "2023-10-26T00:00:00Z",
        "variants": ["KG-60", "KG-60S", "KG-100", "KG-100S", "KG-150T"],
    },
}

HISTORY = [
    ("A", "2021-03-01", "First issue."),
    (
        "B",
        "2022-06-15",
        "Lube oil capacity of KG-100/KG-100S corrected; oil change interval extended; "
        "KG-100/KG-100S output breaker changed; drain plug torque revised; cooldown "
        "timer default changed.",
    ),
    (
        "C",
        "2023-11-01",
        "KG-150T added; fuel filter element superseded; coolant change interval for "
        "OAT coolant; water separator drain interval; new alarm for water in fuel; "
        "radiator cap part number changed.",
    ),
]


def meta(rev: str) -> dict:
    r = REVISIONS[rev]
    return {
        "document": DOC_KEY,
        "version": f"Rev {rev}",
        "effective_from": r["effective_from"],
        "effective_to": r["effective_to"],
        "recorded_at": r["recorded_at"],
        "applicability": {"product": "KG", "variants": list(r["variants"])},
    }


def build(rev: str, path: str, created: dt.datetime) -> None:
    r = REVISIONS[rev]
    c = rev == "C"
    a = rev == "A"
    variants = r["variants"]
    w = Writer(
        name=r["file"],
        header_text="Kestrel Power Systems Ltd.  |  KG Series Diesel Generating Sets  |  Operation and Maintenance",
        footer_text=f"KPS-OM-0612  Rev {rev}  ({r['issued']})",
        created=created,
        pages=PAGES,
        title=f"KG Series Operation and Maintenance Manual Rev {rev}",
        author="Kestrel Power Systems Ltd.",
    )

    # ------------------------------------------------------------------ page 1
    w.page()
    w.title("KG Series Diesel Generating Sets")
    w.para("Operation and Maintenance Manual", size=12, style="B")
    w.para(
        f"Document KPS-OM-0612, Revision {rev}, issued {r['issued']}. "
        f"Models covered by this revision: {', '.join(variants)}."
    )
    designation = (
        "Model designation: the number after KG- is the prime rating in kVA at 50 Hz. "
        "Suffix S denotes the sound-attenuated canopy with enlarged base-frame fuel tank."
    )
    if c:
        designation += " Suffix T denotes the turbocharged engine with charge-air cooler."
    w.para(designation)
    w.h1("1  General and safety")
    w.h2("1.1  Revision history")
    hist = [[h[0], h[1], h[2]] for h in HISTORY if h[0] <= rev]
    w.table(["Rev", "Date", "Summary of changes"], hist, [12, 24, 142], size=8)
    w.h2("Contents")
    toc = [
        ("1", "General and safety", 1),
        ("1.1", "Revision history", 1),
        ("1.2", "Safety instructions", 1),
        ("2", "Technical data", 2),
        ("2.1", "Ratings and capacities", 2),
        ("2.2", "Site conditions and derating", 2),
        ("2.3", "Electrical connection", 2),
        ("3", "Maintenance", 3),
        ("3.1", "Maintenance schedule", 3),
        ("3.2", "Consumables and service parts", 3),
        ("4", "Service procedures", 4),
        ("4.1", "Changing engine oil and oil filter", 4),
        ("4.2", "Replacing the fuel filter and bleeding the fuel system", 4),
        ("4.3", "Tightening torques", 4),
        ("5", "Alarms and fault finding", 5),
        ("5.1", "Controller alarm codes", 5),
        ("5.2", "Protection settings", 5),
        ("5.3", "Troubleshooting", 5),
    ]
    w.toc(toc, size=8.5)
    w.h2("1.2  Safety instructions")
    w.notice(
        "WARNING",
        "Exhaust gas contains carbon monoxide. Never run the set in a closed room "
        "unless the exhaust is piped outdoors and the room is ventilated.",
    )
    w.notice(
        "WARNING",
        "Hot coolant under pressure. Do not open the radiator filler cap while the coolant is hotter than 50 °C.",
    )
    w.notice(
        "CAUTION",
        "When removing the starter battery, disconnect the negative lead first and reconnect it last.",
    )
    w.notice(
        "NOTE",
        "The set can start automatically on a remote start signal. Before any work, "
        "select OFF on the controller, open the battery isolator and tag it.",
    )

    # ------------------------------------------------------------------ page 2
    w.page()
    w.h1("2  Technical data")
    w.h2("2.1  Ratings and capacities")
    cols = variants
    n = len(cols)
    first = 50.0
    widths = [first] + [(178.0 - first) / n] * n

    def row(label: str, values: list[str]) -> list[str]:
        return [label, *values[:n]]

    oil100 = "17.0 L" if a else "18.5 L"
    brk100 = "150 A" if a else "160 A"
    rows = [
        row("Standby rating, 50 Hz (1)", ["66 kVA", "66 kVA", "110 kVA", "110 kVA", "165 kVA"]),
        row("Prime rating, 50 Hz (1)", ["60 kVA", "60 kVA", "100 kVA", "100 kVA", "150 kVA"]),
        row("Standby rating, 60 Hz", ["75 kVA", "75 kVA", "125 kVA", "125 kVA", "\u2014 (c)"]),
        row("Prime rating, 60 Hz", ["68 kVA", "68 kVA", "114 kVA", "114 kVA", "\u2014 (c)"]),
        row("Engine model", ["KD4-38", "KD4-38", "KD6-61", "KD6-61", "KD6-61TA"]),
        row("Lube oil capacity incl. filter", ["11.5 L", "11.5 L", oil100, oil100, "24.0 L (a)"]),
        row("Coolant capacity, engine and radiator", ["13.2 L", "13.2 L", "21.6 L", "21.6 L", "29.0 L"]),
        row("Base-frame fuel tank", ["120 L", "210 L (b)", "200 L", "340 L", "400 L"]),
        row("Fuel consumption, 100 % prime", ["16.4 L/h", "16.4 L/h", "26.9 L/h", "26.9 L/h", "39.5 L/h"]),
        row("Fuel consumption, 75 % prime", ["12.6 L/h", "12.6 L/h", "20.3 L/h", "20.3 L/h", "29.8 L/h"]),
        row("Output circuit breaker, 3-pole", ["100 A", "100 A", brk100, brk100, "250 A"]),
        row("Min. output cable, Cu, per phase (2)", ["25 mm²", "25 mm²", "50 mm²", "50 mm²", "95 mm²"]),
        row(
            "Starting battery",
            ["12 V, 95 Ah", "12 V, 95 Ah", "24 V, 2 x 120 Ah", "24 V, 2 x 120 Ah", "24 V, 2 x 180 Ah"],
        ),
        row("Sound pressure at 7 m, 75 % prime", ["83 dB(A)", "67 dB(A)", "86 dB(A)", "70 dB(A)", "72 dB(A)"]),
        row("Dry weight", ["1,040 kg", "1,310 kg", "1,620 kg", "1,980 kg", "2,450 kg"]),
    ]
    w.table(["Item", *cols], rows, widths, size=7.8)
    notes = [
        "(1) Standby rating: emergency supply for the duration of a mains failure, no overload "
        "capability, maximum 200 h of operation per year. Prime rating: unlimited hours at "
        "variable load, 10 % overload available for 1 h in every 12 h.",
        "(2) Single-core copper, PVC insulated, run in free air up to 30 m at 30 °C. Larger sizes "
        "are required for longer runs or grouped cables.",
    ]
    if c:
        notes.append("(a) KG-150T fitted with the oil make-up tank option OMT-25: 31.5 L in total.")
    notes.append("(b) KG-60S sets with serial numbers below 2150000 have a 180 L base-frame tank.")
    if c:
        notes.append("(c) The KG-150T is built for 50 Hz only.")
    w.footnotes(notes)
    w.h2("2.2  Site conditions and derating")
    w.para(
        "Ratings apply up to 1000 m above sea level and 40 °C ambient temperature. Above "
        "1000 m derate output by 4 % for every further 500 m; above 40 °C derate by 2 % for "
        "every further 5 °C. Do not operate the set above 55 °C ambient."
    )
    w.h2("2.3  Electrical connection")
    w.para(
        "Connect the load to the output terminals of the circuit breaker. Earth the base frame "
        "with a copper protective conductor of at least 16 mm². The neutral-earth link is "
        "fitted at the factory for TN-S systems; remove it only when an upstream transfer switch "
        "switches the neutral. Rated output voltage is 400 V between phases at 50 Hz and 480 V "
        "between phases at 60 Hz."
    )

    # ------------------------------------------------------------------ page 3
    w.page()
    w.h1("3  Maintenance")
    w.h2("3.1  Maintenance schedule")
    w.para(
        "Carry out each task at the interval shown, whichever limit is reached first. Hours "
        "are engine running hours read from the controller."
    )
    oil_int = "250 h or 6 months" if a else "500 h or 12 months"
    sep_int = "Every 50 h" if c else "Every 100 h"
    cool_int = "6000 h or 48 months" if c else "3000 h or 36 months"
    sched = [
        ["Check engine oil and coolant levels", "Daily before start", "Top up as required."],
        ["Drain water from fuel water separator", sep_int, "More often with poor fuel quality."],
        ["Change engine oil and oil filter", oil_int, "Procedure 4.1."],
        ["Replace fuel filter element", "750 h or 12 months", "Procedure 4.2."],
        [
            "Replace air filter element",
            "1000 h or 24 months",
            "Earlier if the restriction indicator shows red.",
        ],
        ["Check fan belt tension and condition", "Every 250 h", "Deflection 10 to 12 mm at mid-span."],
        ["Replace fan belt", "Every 2000 h", ""],
        ["Check and adjust valve clearances", "Every 1500 h", "Engine cold."],
        ["Drain and replace coolant", cool_int, "Flush the system before refilling."],
        ["Check battery terminals and charger output", "Monthly", ""],
        [
            "Exercise run (standby sets)",
            "Monthly, 30 minutes",
            "With at least 40 % of prime rating connected.",
        ],
    ]
    w.table(["Task", "Interval", "Remarks"], sched, [78, 42, 58], size=8)
    w.h2("3.2  Consumables and service parts")
    pcols = ["KG-60, KG-60S", "KG-100, KG-100S"] + (["KG-150T"] if c else [])
    pn = len(pcols)
    pwidths = [46.0] + [132.0 / pn] * pn
    ff = "KPF-3342 (3)" if c else "KPF-3318"
    parts = [
        ["Engine oil", *["API CK-4, SAE 15W-40 (4)"] * pn],
        ["Coolant", *["Kestrel OAT premix 50/50, KP-COOL-50"] * pn],
        ["Oil filter", "KP-40117", "KP-40231", "KP-40388"][: pn + 1],
        ["Fuel filter element", ff, ff, "KPF-3342 (3)"][: pn + 1],
        ["Water separator element", "KPF-3105", "KPF-3105", "KPF-3160"][: pn + 1],
        ["Air filter element", "KPA-5021", "KPA-5030", "KPA-5044"][: pn + 1],
        ["Fan belt", "KPB-7712", "KPB-7730", "KPB-7745"][: pn + 1],
        ["Drain plug sealing washer", *["KP-11018"] * pn],
    ]
    w.table(["Item", *pcols], parts, pwidths, size=8)
    pnotes = []
    if c:
        pnotes.append(
            "(3) KPF-3342 supersedes KPF-3318 from this revision. Remaining stock of the "
            "earlier element may be used up."
        )
    pnotes.append(
        "(4) Below -15 °C ambient use SAE 5W-40 of the same API category. Do not mix coolant "
        "types; OAT coolant must not be topped up with conventional silicate coolant."
    )
    w.footnotes(pnotes)

    # ------------------------------------------------------------------ page 4
    w.page()
    w.h1("4  Service procedures")
    w.h2("4.1  Changing engine oil and oil filter")
    w.steps(
        [
            (
                "Run the set off-load for 5 minutes to warm the oil, then stop it.",
                ["Select OFF on the controller.", "Open the battery isolator and tag it."],
            ),
            ("Place a container of at least 30 L capacity under the drain hose on the base frame.", []),
            ("Remove the drain plug and let the oil drain for at least 10 minutes.", []),
            (
                "Fit a new sealing washer and refit the drain plug. Tighten it to the torque in 4.3.",
                [],
            ),
            (
                "Unscrew the oil filter with a strap wrench.",
                ["Clean the sealing face of the filter head.", "Wipe clean oil onto the new filter gasket."],
            ),
            (
                "Screw on the new filter until the gasket touches, then tighten a further "
                "three-quarters of a turn by hand.",
                [],
            ),
            ("Fill with engine oil through the rocker cover filler to the MAX mark of the dipstick.", []),
            ("Close the battery isolator, run the set for 2 minutes and check for leaks.", []),
            ("Stop the set, wait 5 minutes, check the level again and top up to MAX.", []),
        ],
        size=8.6,
    )
    w.h2("4.2  Replacing the fuel filter and bleeding the fuel system")
    w.steps(
        [
            ("Close the fuel supply valve on the base-frame tank.", []),
            ("Unscrew the filter element and drain it into a suitable container.", []),
            ("Fill the new element with clean fuel and lightly oil its seal.", []),
            ("Screw on the new element by hand until the seal touches, plus half a turn.", []),
            ("Open the fuel supply valve and loosen the bleed screw on the filter head.", []),
            (
                "Operate the hand primer until fuel free of air bubbles comes out of the bleed screw.",
                ["Approximately 40 strokes are needed after a filter change.", "Catch the fuel with a rag."],
            ),
            ("Tighten the bleed screw and operate the primer until resistance is felt.", []),
            ("Start the set and run it for 5 minutes at no load; check for leaks.", []),
        ],
        size=8.6,
    )
    w.h2("4.3  Tightening torques")
    torques = [
        ["Oil drain plug", "M18 x 1.5", "40 N·m" if a else "45 N·m"],
        ["Fuel filter head bleed screw", "M8", "8 N·m"],
        ["Battery terminal clamps", "M8", "6 N·m"],
        ["Alternator main output terminals", "M12", "42 N·m"],
        ["Exhaust elbow nuts", "M10", "52 N·m"],
        ["Engine anti-vibration mount bolts", "M16", "180 N·m"],
    ]
    if c:
        torques.append(["Turbocharger oil feed banjo bolt (KG-150T)", "M12 x 1.5", "24 N·m"])
    w.table(["Fastener", "Thread", "Torque"], torques, [100, 38, 40], size=8)
    w.para("Torques apply to clean, lightly oiled threads unless stated otherwise.", size=8)

    # ------------------------------------------------------------------ page 5
    w.page()
    w.h1("5  Alarms and fault finding")
    w.h2("5.1  Controller alarm codes")
    cap = "KP-61522" if c else "KP-61500"
    alarms = [
        ["AL-01", "Low oil pressure", "Shutdown", "Check oil level. If correct, check the oil pressure sender."],
        [
            "AL-02",
            "High coolant temperature",
            "Shutdown",
            "Let the engine cool; check coolant level, radiator core and fan belt.",
        ],
        ["AL-03", "Overspeed", "Shutdown", "Check the governor actuator and speed setting before reset."],
        ["AL-04", "Fail to start", "Lockout", "Check fuel level, fuel filter and starting battery."],
        ["AL-05", "Charge alternator failure", "Warning", "Check fan belt and the D+ wire of the charging alternator."],
        ["AL-06", "Low fuel level", "Warning", "Refuel the base-frame tank."],
        [
            "AL-07",
            "Low coolant level",
            "Shutdown",
            f"Top up coolant. If the level drops again, pressure test the system and replace the radiator cap {cap}.",
        ],
        [
            "AL-08",
            "Emergency stop pressed",
            "Shutdown",
            "Release the emergency stop button, then reset on the controller.",
        ],
        ["AL-09", "Battery undervoltage", "Warning", "Check battery charger fuse F3 and the battery."],
        ["AL-10", "Generator overload", "Shutdown", "Reduce the load below the prime rating."],
    ]
    if c:
        alarms.append(
            ["AL-11", "Water in fuel", "Warning", "Drain the water separator bowl; check the tank for water."]
        )
    alarms += [
        ["AL-13", "Earth fault", "Shutdown", "Isolate the load and test cable insulation before reset."],
        ["AL-14", "Phase sequence wrong", "Lockout", "Swap two phases at the load side of the transfer switch."],
    ]
    w.table(["Code", "Alarm", "Type", "Action"], alarms, [16, 42, 20, 100], size=7.8)
    w.para(
        "Shutdown alarms stop the engine immediately, Lockout alarms prevent a restart until reset, "
        "and Warning alarms only sound the horn.",
        size=8,
    )
    w.h2("5.2  Protection settings")
    settings = [
        ["Low oil pressure shutdown (AL-01)", "1.4 bar", "1.0 to 2.5 bar"],
        ["High coolant temperature shutdown (AL-02)", "104 °C", "95 to 110 °C"],
        ["Overspeed shutdown (AL-03)", "112 % of rated speed", "105 to 120 %"],
        ["Crank attempts before AL-04", "3", "1 to 6"],
        ["Crank time / rest between attempts", "10 s / 15 s", "5 to 30 s / 5 to 60 s"],
        ["Cooldown run after off-load", "120 s" if a else "180 s", "0 to 900 s"],
        ["Low fuel warning (AL-06)", "15 % tank level", "5 to 50 %"],
        ["Battery undervoltage (AL-09), 12 V sets", "11.6 V", "10.5 to 12.5 V"],
    ]
    w.table(["Setting", "Default", "Range"], settings, [86, 46, 46], size=7.8)
    w.h2("5.3  Troubleshooting")
    trouble = [
        [
            "Engine cranks but does not start",
            "Air in the fuel system after a filter change",
            "Bleed the fuel system (4.2).",
        ],
        [
            "Engine does not crank",
            "Battery isolator open or battery discharged",
            "Close the isolator; charge or replace the battery.",
        ],
        ["Black smoke under load", "Air filter restricted", "Replace the air filter element."],
        [
            "Frequency hunts at light load",
            "Governor gain too high",
            "Reduce the governor GAIN by one step and retest at 25 % load.",
        ],
        [
            "Output voltage low at no load",
            "AVR trimmer out of adjustment",
            "Adjust the AVR VOLT trimmer to rated voltage at no load.",
        ],
        ["Battery flat after a standby period", "Charger fuse F3 blown", "Replace F3 with a 4 A time-lag fuse."],
    ]
    w.table(["Symptom", "Possible cause", "Remedy"], trouble, [52, 56, 70], size=7.8)
    w.output(path)

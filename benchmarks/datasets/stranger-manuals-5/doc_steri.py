"""Aurelis Medtech Steriklav ST series steam sterilisers: technical manual."""

from __future__ import annotations

import datetime as dt

from layout import Writer

FILE = "aurelis-steriklav-technical-manual.pdf"
DOC_KEY = FILE
PAGES = 4
MODELS = ["ST-40", "ST-80", "ST-80D", "ST-160"]


def build(path: str, created: dt.datetime) -> None:
    w = Writer(
        name=FILE,
        header_text="Aurelis Medtech GmbH  |  Steriklav ST Series Steam Sterilisers  |  Technical Manual",
        footer_text="AM-TM-0418  Version 2.1  (2023-09-04)",
        created=created,
        pages=PAGES,
        title="Steriklav ST Series Technical Manual",
        author="Aurelis Medtech GmbH",
    )

    # ------------------------------------------------------------------ page 1
    w.page()
    w.title("Steriklav ST Series Steam Sterilisers")
    w.para("Technical Manual - ST-40, ST-80, ST-80D, ST-160", size=12, style="B")
    w.para(
        "Document AM-TM-0418, version 2.1, for controller firmware 2.6.x. The ST-80D is the "
        "double-door (pass-through) version of the ST-80 for installation in a wall between the "
        "unclean and the clean zone."
    )
    w.h2("Contents")
    w.toc(
        [
            ("1", "Technical data", 1),
            ("2", "Programmes and settings", 2),
            ("2.1", "Programme table", 2),
            ("2.2", "User settings", 2),
            ("3", "Error codes", 3),
            ("4", "Maintenance", 4),
            ("4.1", "Maintenance schedule", 4),
            ("4.2", "Replacing the door seal", 4),
            ("4.3", "Parts", 4),
        ]
    )
    w.h1("1  Technical data")
    widths = [50.0, 32.0, 32.0, 32.0, 32.0]
    rows = [
        ["Chamber volume", "40 L", "80 L", "80 L", "160 L"],
        ["Chamber size, diameter x depth", "320 x 500 mm", "400 x 640 mm", "400 x 640 mm", "500 x 820 mm"],
        ["Doors", "1", "1", "2 (pass-through)", "1"],
        ["Electrical supply", "230 V 1N~ 50/60 Hz", "400 V 3N~ 50 Hz (1)", "400 V 3N~ 50 Hz (1)", "400 V 3N~ 50 Hz"],
        ["Steam generator heater power", "3.2 kW", "9 kW", "9 kW", "18 kW"],
        ["Supply circuit breaker", "16 A", "20 A (1)", "20 A (1)", "32 A"],
        ["Max. load, wrapped instruments", "6 kg", "12 kg", "12 kg", "25 kg"],
        ["Max. load, textiles", "2 kg", "4.5 kg", "4.5 kg", "9 kg"],
        [
            "Water supply",
            "Manual fill",
            "Demineralised, 1.5 to 5 bar",
            "Demineralised, 1.5 to 5 bar",
            "Demineralised, 1.5 to 5 bar",
        ],
        ["Cooling water for vacuum pump", "\u2014", "11 L per cycle", "11 L per cycle", "19 L per cycle"],
        ["Max. water conductivity", "15 µS/cm (a)", "15 µS/cm (a)", "15 µS/cm (a)", "15 µS/cm (a)"],
        ["Weight, empty", "72 kg", "210 kg", "265 kg", "390 kg"],
    ]
    w.table(["", *MODELS], rows, widths, size=8)
    w.footnotes(
        [
            "(1) ST-80 and ST-80D for 60 Hz supplies (order suffix /60): 440 V 3~ 60 Hz, 25 A breaker.",
            "(a) Alarm threshold; the default can be changed in the user settings (2.2).",
        ]
    )
    w.para(
        "Safety valve opening pressure: 2.6 bar gauge. Maximum allowable chamber pressure: "
        "2.8 bar gauge. Chamber and jacket are made of AISI 316L stainless steel."
    )

    # ------------------------------------------------------------------ page 2
    w.page()
    w.h1("2  Programmes and settings")
    w.h2("2.1  Programme table")
    w.para(
        "Total cycle times are typical values for a full load with a preheated chamber "
        "(standby heating on). For a cold start add the time in footnote (b)."
    )
    prog = [
        ["P1", "Wrapped instruments", "134 °C", "4 min", "38 min", "46 min", "58 min"],
        ["P2", "Porous loads, textiles", "134 °C", "7 min", "44 min", "52 min", "65 min"],
        ["P3", "Rubber and plastics", "121 °C", "20 min", "55 min", "63 min", "76 min"],
        ["P4", "Prion programme", "134 °C", "18 min", "51 min", "59 min", "73 min"],
        ["P5", "Unwrapped solid instruments", "134 °C", "3 min", "21 min", "N/A", "N/A"],
        ["T1", "Bowie-Dick test", "134 °C", "3.5 min", "24 min", "27 min", "31 min"],
        ["T2", "Vacuum leak test", "\u2014", "\u2014", "22 min", "22 min", "25 min"],
    ]
    w.table(
        ["Prog.", "Name", "Temperature", "Holding time", "ST-40", "ST-80, ST-80D", "ST-160"],
        prog,
        [14, 48, 24, 24, 20, 26, 22],
        size=8,
    )
    w.footnotes(
        [
            "(b) Cold start (chamber below 40 °C): add 12 min; ST-40: add 7 min.",
            "Sterilisation pressure is 3.04 bar absolute at 134 °C and 2.05 bar absolute at 121 °C.",
            "Vacuum leak test acceptance: pressure rise not more than 1.3 mbar/min over the 10 min measuring period.",
        ]
    )
    w.h2("2.2  User settings")
    w.para("Open SETTINGS with the key switch in position 1. Values outside the range are rejected.")
    settings = [
        ["Drying time, P1 to P4", "12 min (ST-160: 18 min)", "0 to 30 min"],
        ["Drying time, P5", "2 min", "0 to 10 min"],
        ["Standby heating", "On, 06:30 to 18:00", "Off, or any time window"],
        ["Conductivity alarm threshold", "15 µS/cm", "5 to 30 µS/cm"],
        ["Printer", "On", "On, Off, Summary only"],
        ["Automatic Bowie-Dick reminder", "Daily at first start", "Off, Daily"],
        ["Door opening after cycle", "Manual", "Manual, Automatic"],
    ]
    w.table(["Setting", "Default", "Range"], settings, [70, 56, 52], size=8)
    w.notice(
        "NOTE",
        "Changes to drying times affect load dryness. Document any change in the validation file of the steriliser.",
    )

    # ------------------------------------------------------------------ page 3
    w.page()
    w.h1("3  Error codes")
    w.para(
        "Error codes are shown as Eaa/b: aa is the error group, b the sub-code. Errors marked "
        "NOT STERILE abort the cycle; the load must be reprocessed."
    )
    errs = [
        ["E01/1", "Door not closed or not locked", "Close the door firmly. If it recurs, adjust door switch S1."],
        ["E01/2", "Door seal pressure too low", "Check the door seal for damage; replace it (4.2)."],
        ["E02/1", "Water reservoir empty", "Fill the reservoir with demineralised water."],
        ["E02/3", "Water conductivity above threshold", "Replace the demineraliser cartridge AM-DM110."],
        ["E03/1", "Heating time-out", "Check steam generator fuse F4 and the heater element."],
        ["E04/2", "Chamber over-temperature, NOT STERILE", "Check temperature sensor PT1 and its wiring."],
        ["E05/1", "Pressure sensor signal out of range", "Check connector X12; replace pressure sensor PS1."],
        ["E06/1", "Vacuum not reached within 10 min", "Clean the chamber drain filter; check the vacuum pump."],
        ["E07/1", "Power failure during cycle, NOT STERILE", "Reprocess the load after power returns."],
        ["E07/2", "Vacuum leak test failed", "Check the door seal and drain valve V6; repeat test T2."],
        ["E08/4", "Temperature/pressure mismatch, NOT STERILE", "Air in the chamber: run a Bowie-Dick test (T1)."],
        ["E10/1", "Printer fault", "Check paper roll; the cycle continues."],
    ]
    w.table(["Code", "Meaning", "Remedy"], errs, [18, 66, 94], size=8)
    w.h2("Fault finding")
    trouble = [
        [
            "Instruments wet after cycle",
            "Overloaded chamber or drying time too short",
            "Reduce load; increase drying time in steps of 2 min.",
        ],
        ["Stains on instruments", "Water quality poor", "Check conductivity; replace cartridge AM-DM110."],
        ["Bowie-Dick test sheet not uniform", "Air leak or non-condensable gases", "Run T2; check door seal."],
        ["Cycle takes much longer than table", "Standby heating off, cold start", "Switch on standby heating."],
    ]
    w.table(["Symptom", "Possible cause", "Remedy"], trouble, [48, 60, 70], size=8)

    # ------------------------------------------------------------------ page 4
    w.page()
    w.h1("4  Maintenance")
    w.h2("4.1  Maintenance schedule")
    sched = [
        ["Daily", "Clean the door seal and chamber with a lint-free cloth; run the Bowie-Dick test (T1)."],
        ["Weekly", "Clean the chamber drain filter; run the vacuum leak test (T2)."],
        ["Every 500 cycles or 6 months", "Clean the water reservoir; check the door locking pins."],
        ["Every 1000 cycles or 12 months", "Replace the bacteria-retentive air filter."],
        ["Every 2500 cycles or 24 months", "Replace the door seal."],
        ["Every 24 months", "Test the safety valve; revalidate the steriliser."],
    ]
    w.table(["Interval", "Task"], sched, [58, 120], size=8)
    w.h2("4.2  Replacing the door seal")
    w.notice("WARNING", "Risk of burns. Let the chamber cool below 40 °C before starting.")
    w.steps(
        [
            ("Switch off the steriliser at the main switch and open the door.", []),
            ("Pull the old seal out of the groove, starting at the bottom.", []),
            (
                "Clean the groove with isopropyl alcohol and a lint-free cloth.",
                ["Remove all residues.", "Let the groove dry for 5 minutes."],
            ),
            ("Lightly coat the new seal with silicone grease AM-SG05.", []),
            (
                "Press the seal into the groove, starting at the top centre and working down both sides evenly.",
                ["Do not stretch the seal.", "The joint must end up at the bottom."],
            ),
            ("Close the door and run the vacuum leak test (T2).", []),
            ("Record the replacement in the logbook.", []),
        ]
    )
    w.h2("4.3  Parts")
    parts = [
        ["Door seal", "AM-DS040", "AM-DS080", "AM-DS080 (2 needed)", "AM-DS160"],
        ["Bacteria-retentive air filter", "AM-BF022", "AM-BF022", "AM-BF022", "AM-BF030"],
        ["Chamber drain filter", "AM-DF10", "AM-DF12", "AM-DF12", "AM-DF12"],
        ["Demineraliser cartridge", "AM-DM110", "AM-DM110", "AM-DM110", "AM-DM110"],
        ["Silicone grease, 5 g", "AM-SG05", "AM-SG05", "AM-SG05", "AM-SG05"],
    ]
    w.table(["Part", *MODELS], parts, [50.0, 32.0, 32.0, 32.0, 32.0], size=8)
    w.output(path)

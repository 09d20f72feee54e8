# ruff: noqa: E501
"""Granverd Machinery Ltd. - PM-420 ring-die pellet mill documents (all invented).

GVP-MM-420  maintenance manual, Rev A / Rev B / Rev C (PDF, 8 pages each, same layout)
GVP-SB-2024-07  service bulletin (PDF, 2 pages) - overrides some manual values
GVP-TO-420  principles of operation (PDF, 6 pages, prose chapter)
pm420_daily_inspection_card.txt  plain-text inspection card (no sidecar)
"""

import datetime as dt

UTC = dt.UTC
COMPANY = "Granverd Machinery Ltd."
PRODUCT = "PM-420 Ring-Die Pellet Mill"
VARIANTS = ["PM-420S", "PM-420H"]

# values that change between revisions of GVP-MM-420
REV = {
    "A": dict(
        date="2021-03-01",
        to="2022-06-14",
        rec="2021-02-22",
        clamp="280 Nm",
        alarm="85 °C",
        grease_roller="40 g",
        main_interval="Every 250 h",
        cond_max="88 °C",
        gap_min="0.2 mm",
        gap_max="0.4 mm",
        vib="4.5 mm/s RMS",
    ),
    "B": dict(
        date="2022-06-15",
        to="2023-11-30",
        rec="2022-06-08",
        clamp="310 Nm",
        alarm="80 °C",
        grease_roller="35 g",
        main_interval="Every 250 h",
        cond_max="88 °C",
        gap_min="0.2 mm",
        gap_max="0.4 mm",
        vib="4.5 mm/s RMS",
    ),
    "C": dict(
        date="2023-12-01",
        to=None,
        rec="2023-11-24",
        clamp="310 Nm",
        alarm="80 °C",
        grease_roller="35 g",
        main_interval="Every 200 h",
        cond_max="90 °C",
        gap_min="0.1 mm",
        gap_max="0.3 mm",
        vib="3.5 mm/s RMS",
    ),
}

HISTORY = [
    ["A", "2021-03-01", "First issue."],
    ["B", "2022-06-15", "Die clamp bolt torque raised; bearing alarm lowered; roller grease reduced."],
    ["C", "2023-12-01", "Main bearing interval, conditioner limit, roller gap, vibration limit; E15 added."],
]


def manual_pages(r):
    v = REV[r]
    hist = [h for h in HISTORY if h[0] <= r]
    p1 = [
        ("title", "PM-420 Ring-Die Pellet Mill"),
        ("sub", "Maintenance Manual"),
        ("sub", "Document GVP-MM-420, Revision {}, effective {}".format(r, v["date"])),
        ("gap", 3),
        (
            "p",
            "This manual applies to the PM-420S and PM-420H ring-die pellet mills, all serial numbers, "
            "unless a Granverd service bulletin states otherwise for a particular serial range. Where a "
            "service bulletin and this manual differ, the bulletin takes precedence for the units it lists.",
        ),
        (
            "p",
            "Keep this manual at the machine. Maintenance must be carried out by trained personnel only. "
            "Values in this revision replace those of all earlier revisions.",
        ),
        ("h1", "Revision history"),
        (
            "table",
            {
                "w": [20, 30, 130],
                "head": ["Rev", "Date", "Summary of change"],
                "rows": hist + [["", "", ""]] * (3 - len(hist)),
            },
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [25, 120, 35],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety rules and prohibited actions", "page 2"],
                    ["2", "Technical data", "page 2"],
                    ["2.3", "Operating limits", "page 3"],
                    ["3", "Maintenance intervals and lubrication", "page 4"],
                    ["4", "Tightening torques", "page 5"],
                    ["5", "Die and roller procedures", "page 6"],
                    ["6", "Fault codes", "page 7"],
                    ["7", "Spare parts", "page 8"],
                ],
            },
        ),
        (
            "small",
            "Granverd Machinery Ltd., Unit 4 Harrowfield Works, Tollbridge. Technical support line open "
            "06:00 to 22:00 on working days. Quote the mill serial number (for example GV4201275) "
            "with every enquiry.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety rules and prohibited actions"),
        (
            "p",
            "The die turns at more than 220 rpm and the rollers develop very high nip forces. Before any work "
            "inside the die chamber, isolate the main motor, the feeder and the conditioner drives, and lock "
            "the steam isolating valve closed.",
        ),
        (
            "bul",
            [
                "Do not open the die chamber door while the die is turning. Never bridge or defeat the door "
                "interlock switches S11 and S12.",
                "Do not run the mill with an empty die for more than 30 seconds.",
                "Do not strike the die face with a steel hammer; use the soft-faced drift GV-T-118.",
                "Do not weld on roller shells or dies.",
                "Do not replace the shear pin with a bolt or with a pin of a higher strength grade.",
                "Do not grease the main shaft bearings with the mill stopped and cold; grease them with the mill "
                "idling.",
                "Do not admit steam to the conditioner while the feeder is stopped.",
            ],
        ),
        ("h1", "2 Technical data"),
        ("h2", "2.1 General data"),
        (
            "table",
            {
                "w": [80, 50, 50],
                "head": ["Item", "PM-420S", "PM-420H"],
                "rows": [
                    ["Main motor rating", "132 kW", "160 kW"],
                    ["Die inside diameter", "420 mm", "420 mm"],
                    ["Die working width", "140 mm", "165 mm"],
                    ["Number of rollers", "2", "2"],
                    ["Die speed, 50 Hz supply", "226 rpm", "226 rpm"],
                    ["Rated throughput, broiler feed (1)", "12 t/h", "15 t/h"],
                    ["Shear pin diameter", "16 mm", "18 mm"],
                    ["Gearbox oil capacity (2)", "38 L", "44 L"],
                    ["Steam inlet connection", "DN 50", "DN 65"],
                ],
                "notes": [
                    "(1) For 3.5 mm pellets from mash at 16 % moisture after conditioning. Other formulations may "
                    "differ by 30 % or more.",
                    "(2) Fill to the centre of the sight glass with the mill stopped. Synthetic ISO VG 320 gear oil only.",
                ],
            },
        ),
    ]
    p3 = [
        ("h2", "2.2 Electrical data"),
        (
            "table",
            {
                "w": [80, 50, 50],
                "head": ["Item", "PM-420S", "PM-420H"],
                "rows": [
                    ["Supply", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Main motor starting method", "Soft starter", "Soft starter"],
                    ["Feeder motor", "2.2 kW, VFD", "3.0 kW, VFD"],
                    ["Conditioner motor", "15 kW", "18.5 kW"],
                    ["Control voltage", "24 V DC", "24 V DC"],
                ],
            },
        ),
        ("h2", "2.3 Operating limits"),
        (
            "table",
            {
                "w": [75, 35, 35, 35],
                "head": ["Parameter", "Minimum", "Nominal", "Maximum"],
                "rows": [
                    ["Main motor current, PM-420S (3)", "-", "228 A", "250 A"],
                    ["Main motor current, PM-420H (3)", "-", "276 A", "300 A"],
                    ["Main bearing temperature, alarm", "-", "-", v["alarm"]],
                    ["Main bearing temperature, trip", "-", "-", "95 °C"],
                    ["Conditioner discharge temperature", "70 °C", "82 °C", v["cond_max"]],
                    ["Steam pressure at conditioner valve", "1.5 bar", "2.5 bar", "4.0 bar"],
                    ["Gearbox oil temperature (4)", "-", "-", "75 °C"],
                    ["Roller gap, cold", v["gap_min"], "-", v["gap_max"]],
                    ["Feeder screw speed", "5 rpm", "-", "60 rpm"],
                    ["Main bearing vibration velocity", "-", "-", v["vib"]],
                ],
                "notes": [
                    "(3) Current above the maximum for more than 20 s trips the main motor and shows fault E03.",
                    "(4) Read at the sump thermometer during continuous running. Short peaks up to 82 °C during die "
                    "run-in are acceptable.",
                ],
            },
        ),
        ("h2", "2.4 Steam quality"),
        (
            "p",
            "Supply dry saturated steam. Steam with a dryness fraction below 0.95 must not be fed to the "
            "conditioner; fit a separator upstream of the control valve Y21 if the supply is wet.",
        ),
    ]
    p4 = [
        ("h1", "3 Maintenance intervals and lubrication"),
        ("h2", "3.1 Intervals"),
        (
            "table",
            {
                "w": [64, 52, 64],
                "head": ["Task", "Interval", "Note"],
                "rows": [
                    ["Check roller gap (5)", "Every 8 h shift", "Feeler gauge, see 5.1"],
                    ["Grease roller bearings", "Every 8 h shift", v["grease_roller"] + " per roller"],
                    ["Grease main shaft bearings", v["main_interval"], "60 g per bearing"],
                    ["Inspect cutter knives", "Daily", "Replace if edge rounded"],
                    ["Clean feeder inlet magnet", "Daily", "-"],
                    ["Check shear pin and coupling", "Weekly", "-"],
                    ["Check steam trap operation", "Monthly", "-"],
                    ["Vibration check, main bearings", "Every 500 h", "Limit in 2.3"],
                    ["Replace gearbox oil filter", "Every 2000 h", "Part GV-F-2040"],
                    ["Change gearbox oil (6)", "4000 h or 12 months", "ISO VG 320"],
                    ["Inspect die for wear and cracks", "At every die change", "Record bore wear"],
                ],
                "notes": [
                    "(5) After each die change, check the gap again after the first 30 minutes of production.",
                    "(6) Whichever comes first. On a new or rebuilt gearbox, make the first change after 500 h.",
                ],
            },
        ),
        ("h2", "3.2 Lubricants"),
        (
            "table",
            {
                "w": [50, 85, 45],
                "head": ["Point", "Lubricant", "Grade"],
                "rows": [
                    ["Roller bearings", "Granverd HT-2 high-temperature grease", "NLGI 2"],
                    ["Main shaft bearings", "Granverd EP-2 grease", "NLGI 2"],
                    ["Gearbox", "Synthetic gear oil", "ISO VG 320"],
                    ["Feeder gear motor", "Mineral gear oil", "ISO VG 220"],
                ],
            },
        ),
        (
            "p",
            "Do not mix HT-2 and EP-2 greases: their thickeners are not compatible and the mixture softens "
            "and runs out of the bearing.",
        ),
    ]
    p5 = [
        ("h1", "4 Tightening torques"),
        (
            "table",
            {
                "w": [70, 35, 35, 40],
                "head": ["Joint", "Thread", "Torque", "Note"],
                "rows": [
                    ["Die clamp bolts", "M20 x 1.5", v["clamp"], "(7)"],
                    ["Roller shaft lock nut", "M64 x 3", "650 Nm", "(8)"],
                    ["Roller adjuster clamp screw", "M16", "160 Nm", "-"],
                    ["Cutter knife bolts", "M10", "45 Nm", "-"],
                    ["Die cover screws", "M12", "70 Nm", "-"],
                    ["Feeder hanger bolts", "M12", "80 Nm", "-"],
                    ["Coupling hub screws", "M16", "210 Nm", "(9)"],
                    ["Main motor mounting bolts", "M24", "620 Nm", "-"],
                ],
                "notes": [
                    "(7) Tighten crosswise in three stages: 30 %, 70 % and 100 % of the final torque. Re-tighten after "
                    "the first hour of running.",
                    "(8) Coat thread and contact face with anti-seize compound GV-L-07 before tightening.",
                    "(9) Fit new self-locking screws every time; used screws must be scrapped.",
                ],
            },
        ),
        (
            "p",
            "All torques apply to lightly oiled threads unless a note states otherwise. Use a calibrated torque "
            "wrench; impact tools are not permitted on the die clamp bolts.",
        ),
        ("h2", "4.1 Torque check after a die change"),
        (
            "p",
            "After the first hour of production with a newly fitted die, stop and isolate the mill and check "
            "the die clamp bolts at full torque. A bolt that turns more than 30 degrees before reaching torque "
            "indicates a poorly seated die: remove the die and clean the seat before continuing.",
        ),
    ]
    p6 = [
        ("h1", "5 Die and roller procedures"),
        ("h2", "5.1 Adjusting the roller gap"),
        (
            "steps",
            [
                "Stop the mill, isolate all drives and lock the steam isolating valve closed.",
                "Open the die chamber door and remove the feeder cone.",
                "Slacken the roller adjuster clamp screw by two turns.",
                "Turn the eccentric adjuster until a feeler gauge of the required thickness passes between roller "
                "shell and die with light drag.",
                "Turn the die by hand through one full revolution and check the gap at four points.",
                "Tighten the adjuster clamp screw to the torque in section 4.",
                "Repeat steps 3 to 6 for the second roller.",
                "Refit the feeder cone, close the door and remove the locks.",
            ],
        ),
        ("p", "Measure the gap cold at the highest point of the die. The permitted range is given in 2.3."),
        ("h2", "5.2 Changing the die"),
        (
            "steps",
            [
                "Before stopping, run the shutdown mix described in 5.3 through the die.",
                "Isolate and lock out as in 5.1, step 1.",
                "Back off both rollers fully with the eccentric adjusters.",
                "Remove the die clamp bolts crosswise.",
                "Fit the die lifting fixture GV-T-210 and withdraw the die.",
                "Clean the die seat and clamp ring and inspect them for fretting marks.",
                "Fit the new die, tighten the clamp bolts as in section 4 and reset the roller gap.",
                "Run in the new die with the run-in mix for 20 to 30 minutes.",
            ],
        ),
        ("h2", "5.3 Run-in mix and shutdown mix"),
        (
            "p",
            "Run-in mix: 40 kg made of 70 % fine ground meal, 20 % fine sand and 10 % vegetable oil. Feed it "
            "slowly until pellets leave all bores evenly.",
        ),
        (
            "p",
            "Shutdown mix: 15 kg of meal with 10 % vegetable oil and no sand, fed during the last minute of "
            "production.",
        ),
    ]
    e12 = (
        "fault",
        "E12",
        "Die blocked (plugged die)",
        "trip",
        "Remedy: 1. Isolate the mill and lock out the steam valve. 2. Back off both rollers. 3. Remove loose "
        "mash from the die chamber by hand; never run the rollers against a plugged die to clear it.",
    )
    p7 = [
        ("h1", "6 Fault codes"),
        (
            "p",
            "Fault codes appear on the operator panel. A trip stops the main motor; a warning lights the "
            "amber beacon only. Reset a fault with the RESET key once the cause has been removed.",
        ),
        (
            "fault",
            "E01",
            "Emergency stop pressed or safety circuit open",
            "trip",
            "Remedy: Release the emergency stop button, check door switches S11 and S12, then reset.",
        ),
        (
            "fault",
            "E02",
            "Die chamber door not closed",
            "trip",
            "Remedy: Close the door. If the fault remains, set the S12 actuator gap to 2 to 4 mm.",
        ),
        (
            "fault",
            "E03",
            "Main motor overcurrent",
            "trip",
            "Remedy: Lower the feeder speed by 20 %, check the roller gap and look for tramp metal. Wait 5 minutes "
            "before restarting so the motor can cool.",
        ),
        (
            "fault",
            "E04",
            "Main bearing temperature above alarm limit",
            "warning",
            "Remedy: Grease the main shaft bearings with the mill idling, check vibration and reduce throughput.",
        ),
        (
            "fault",
            "E05",
            "Main bearing temperature above trip limit",
            "trip",
            "Remedy: Do not restart until the bearing is below 60 °C. Replace the bearing if it is discoloured.",
        ),
        (
            "fault",
            "E06",
            "Shear pin broken (die slip)",
            "trip",
            "Remedy: Find and clear the cause of the overload, then fit a new genuine shear pin (see section 7).",
        ),
        (
            "fault",
            "E07",
            "Conditioner temperature low",
            "warning",
            "Remedy: Check steam pressure, the steam trap and valve Y21.",
        ),
        (
            "fault",
            "E08",
            "Conditioner temperature high",
            "warning",
            "Remedy: Check the temperature probe B21; reduce the steam setpoint.",
        ),
        (
            "fault",
            "E09",
            "Feeder drive fault",
            "trip",
            "Remedy: Read the drive fault number on the VFD display and check the feeder screw for jamming.",
        ),
        (
            "fault",
            "E10",
            "Gearbox oil temperature high",
            "warning",
            "Remedy: Check the oil level and clean the oil cooler fins.",
        ),
        (
            "fault",
            "E11",
            "Gearbox oil level low",
            "trip",
            "Remedy: Top up with the gear oil given in 3.2 and look for leaks at the shaft seals.",
        ),
        e12,
    ]
    p8 = [
        ("h3", "E12 (continued from page 7)"),
        (
            "p",
            "4. Drill out the plugged bores from the outside with a 3 mm drill in the pellet press drill jig "
            "GV-T-330. 5. Run the run-in mix for 10 minutes. 6. Reset the roller gap before production.",
        ),
        (
            "fault",
            "E13",
            "Roller not turning",
            "warning",
            "Remedy: Check the roller gap and the roller bearings; a seized bearing must be replaced at once.",
        ),
        (
            "fault",
            "E14",
            "Steam valve communication lost",
            "warning",
            "Remedy: Check the fieldbus cable to Y21 and the 24 V DC supply to the valve positioner.",
        ),
    ]
    if r >= "C":
        p8.append(
            (
                "fault",
                "E15",
                "Steam valve position feedback mismatch",
                "warning",
                "Remedy: Stroke valve Y21 from the service menu and recalibrate the positioner end stops.",
            )
        )
    else:
        p8.append(("gap", 12.6))
    p8 += [
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "w": [80, 50, 50],
                "head": ["Description", "PM-420S", "PM-420H"],
                "rows": [
                    ["Die clamp bolt M20 x 1.5", "GV-B-2015", "GV-B-2015"],
                    ["Roller shell, fluted (10)", "GV-R-1402", "GV-R-1652"],
                    ["Roller bearing set", "GV-K-3310", "GV-K-3312"],
                    ["Shear pin", "GV-P-016", "GV-P-018"],
                    ["Cutter knife", "GV-N-0440", "GV-N-0440"],
                    ["Gearbox oil filter", "GV-F-2040", "GV-F-2040"],
                    ["Door interlock switch", "GV-E-0112", "GV-E-0112"],
                    ["Steam valve positioner", "GV-E-0730", "GV-E-0730"],
                ],
                "notes": [
                    "(10) Dimpled and closed-end roller shells are listed in parts catalogue GVP-PC-420.",
                ],
            },
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


def bulletin_pages():
    p1 = [
        ("title", "Service Bulletin SB-2024-07"),
        ("sub", "Roller bearing upgrade and revised lubrication, PM-420H"),
        ("gap", 2),
        (
            "table",
            {
                "w": [55, 125],
                "head": ["Item", "Detail"],
                "rows": [
                    ["Bulletin number", "GVP-SB-2024-07, Issue 1"],
                    ["Date of issue", "2024-04-15"],
                    ["Category", "Recommended - complete at the next die change"],
                    ["Compliance deadline", "2024-12-31"],
                    ["Models affected", "PM-420H only"],
                    ["Models not affected", "PM-420S (different roller bearing arrangement)"],
                    ["Labour estimate", "6 h per mill, two fitters"],
                ],
            },
        ),
        ("h1", "1 Reason"),
        (
            "p",
            "Some PM-420H mills built with the original roller bearing set GV-K-3312 have shown early roller "
            "bearing failures when running high-fat formulations. A bearing set with a larger internal "
            "clearance and an improved lip seal has been introduced. Affected mills also change to the new "
            "HT-3 grease and to a revised lubrication quantity.",
        ),
        ("h1", "2 Affected units"),
        (
            "table",
            {
                "w": [50, 65, 65],
                "head": ["Model", "Serial from", "Serial to"],
                "rows": [
                    ["PM-420H", "GV4201200", "GV4201649"],
                    ["PM-420H", "GV4202010", "GV4202099"],
                ],
            },
        ),
        (
            "p",
            "Mills with serial numbers outside these ranges already have the upgraded bearings from the "
            "factory and need no action. PM-420S mills are excluded whatever their serial number.",
        ),
        ("h1", "3 Parts required per mill"),
        (
            "table",
            {
                "w": [45, 95, 40],
                "head": ["Part number", "Description", "Quantity"],
                "rows": [
                    ["GV-K-3320", "Roller bearing upgrade kit (two rollers)", "1"],
                    ["GV-S-3321", "Roller lip seal, improved", "4"],
                    ["GV-L-HT3", "Granverd HT-3 grease, 18 kg pail", "1"],
                    ["GV-B-6403", "Roller shaft lock nut M64 x 3, new", "2"],
                ],
            },
        ),
    ]
    p2 = [
        ("h1", "4 Revised values for affected units"),
        (
            "p",
            "For the mills listed in section 2, the following values replace those in maintenance manual "
            "GVP-MM-420 once the upgrade kit is fitted.",
        ),
        (
            "table",
            {
                "w": [70, 55, 55],
                "head": ["Item", "Manual GVP-MM-420", "After this bulletin"],
                "rows": [
                    ["Roller shaft lock nut torque", "650 Nm", "720 Nm"],
                    ["Roller bearing grease", "HT-2, 35 g per roller", "HT-3, 25 g per roller"],
                    ["Roller bearing greasing interval", "Every 8 h shift", "Every 12 h"],
                    ["Main bearing temperature alarm", "80 °C", "75 °C"],
                    ["Roller gap, cold", "0.1 to 0.3 mm", "0.15 to 0.3 mm"],
                ],
            },
        ),
        ("h1", "5 Procedure"),
        (
            "steps",
            [
                "Carry out 5.2 of the maintenance manual up to removal of the die.",
                "Remove both roller assemblies and take them to a clean bench.",
                "Press out the old bearings and discard them together with the old lock nuts.",
                "Fit the new bearings from kit GV-K-3320 with the lip seals GV-S-3321, lips facing outwards.",
                "Pack each bearing with 120 g of HT-3 grease before assembly.",
                "Fit the new lock nut and tighten to the revised torque in section 4 with anti-seize on the thread.",
                "Refit the rollers and die, set the roller gap and change the bearing alarm setpoint in the "
                "service menu.",
                "Purge all old HT-2 grease from the roller grease lines with HT-3 before the first run.",
            ],
        ),
        ("h1", "6 Record of compliance"),
        (
            "p",
            "Enter the bulletin number, date and fitter's name in the mill log book and stick the blue label "
            "SB-2024-07 supplied in the kit next to the rating plate.",
        ),
    ]
    return [p1, p2]


THEORY_P2 = [
    "This chapter explains the reasons behind the main settings and rules in the maintenance manual. It does "
    "not replace the manual; the values quoted in the manual and in any service bulletin always take "
    "precedence over the examples used here.",
    "A ring-die pellet mill forms pellets by forcing conditioned mash through radial bores in a rotating die. "
    "Two rollers, mounted on fixed shafts inside the die, are turned by the mash and by the die itself. As "
    "the die turns, a thin layer of mash is drawn into the wedge-shaped space in front of each roller and is "
    "pressed into the bores. The material already in a bore resists being pushed along because of friction "
    "against the bore wall. That friction is what builds the pressure needed to bond the particles. When the "
    "pressure from the roller exceeds the friction of the column, the column moves outwards by the thickness "
    "of one layer, and the stationary knives break the emerging strand into pellets.",
    "The mash is conditioned with steam before it reaches the die because steam brings both heat and water "
    "at the same time. The heat partly gelatinises the starch and softens proteins and fibres, and these "
    "softened components act as the binder that holds a pellet together once it cools. The condensed water "
    "forms a thin film on each particle, and that moisture acts as a lubricant in the die bores, so the mill "
    "needs less power per tonne and the die wears more slowly. Conditioning also raises the temperature of "
    "the mash enough to reduce the number of harmful bacteria in the finished feed.",
    "Only dry steam gives this result. Wet steam carries free droplets of water that are not spread evenly "
    "through the mash. The wet lumps stick to the conditioner paddles and to the die face, the rollers start "
    "to slip on the sticky layer, and the die can plug within minutes. With dry steam, the water enters the "
    "mash by condensation, which distributes it evenly and gives a predictable rise in moisture for each "
    "degree of temperature gained.",
    "The conditioner discharge temperature has a lower limit as well as an upper one. Below the lower limit "
    "too little starch is gelatinised to bind the pellet, and the pellets leave the cooler soft and dusty "
    "however well the die is set. Above the upper limit the mash turns so soft and sticky that it smears on "
    "the die face instead of entering the bores, and heat-sensitive vitamins in the feed start to break down.",
]
THEORY_P3 = [
    "The roller gap is kept within a narrow band for two opposite reasons. If the gap is too small, the "
    "roller shell touches the die face, the steel surfaces wear each other away, and the mill becomes noisy "
    "and draws current without producing pellets. If the gap is too large, a thick cushion of mash builds "
    "up between roller and die. The roller then slides on this cushion instead of pressing it into the "
    "bores, output falls, and the cushion eventually compacts into a solid ring that plugs the die. Because "
    "both surfaces wear in use, the gap opens slowly during production, which is why it is checked on every "
    "shift and again shortly after a die change, when the new die is still settling into its seat.",
    "The roller bearings run in a hot, damp and dusty space. Steam and fine particles of meal work their way "
    "past the seals, and water in the grease shortens bearing life sharply. Frequent greasing is done not so "
    "much to add lubricant as to push the contaminated grease out past the seals with fresh grease. A small "
    "quantity given often is therefore better than a large quantity given rarely; too much grease at once "
    "can overheat the bearing by churning.",
    "A mill that is simply stopped at the end of production leaves every bore full of conditioned mash. As "
    "the die cools, the mash loses moisture and sets hard, and the next start-up meets a die in which many "
    "bores are plugged. Running the oily shutdown mix for the last minute of production leaves the bores "
    "filled with a soft, oily material that stays soft when cold and is pushed out easily at the next "
    "start. The oil also protects the bore surfaces against corrosion while the mill stands idle.",
    "A new die has fine machining marks in every bore. Those marks raise the friction of the pellet column, "
    "so a new die often produces little or nothing until the bores have been smoothed. The abrasive run-in "
    "mix polishes the bores in a controlled way within half an hour; the sand does the polishing and the oil "
    "stops the mix from setting hard in the bores while this happens. Without run-in, the operator tends to "
    "tighten the roller gap to force material through, which wears the die and rollers instead.",
]
THEORY_P4 = [
    "The shear pin is a deliberate weak link. Tramp metal, such as a bolt or a piece of wire, can reach the "
    "die despite the inlet magnet. When it is caught between roller and die, the load rises almost "
    "instantly. The pin breaks before the peak load can reach the gearbox and motor, and a broken pin costs "
    "far less than a damaged gear set. A stronger pin or a bolt would pass the shock on to the gearbox, "
    "which is why only the genuine pin may be fitted.",
    "The feeder is brought up to speed gradually after a start. A cold die that is suddenly loaded at full "
    "rate cannot warm evenly, and the resistance of the cold bores makes the main motor current rise "
    "steeply. A gradual ramp lets the die reach working temperature, keeps the current below the overload "
    "limit and reduces the risk of plugging during the first minutes.",
    "The mill must not run for long with an empty die because nothing then separates the rollers from the "
    "die face. The rollers are driven by the die through metal contact alone, which polishes the flutes off "
    "the roller shells and heats both parts without any useful work being done.",
    "The bearing temperature has two thresholds. The lower one, the alarm, warns the operator while there is "
    "still time to grease the bearing or reduce the load. The upper one, the trip, stops the mill to save "
    "the bearing. Keeping a clear margin between them means a rising temperature is normally dealt with "
    "before the mill stops with a full die, which would then have to be cleared by hand.",
    "Pellets leave the die at roughly 80 to 90 °C and carry more moisture than is safe for storage. They "
    "are soft at this point because the gelatinised starch has not yet set. The counterflow cooler after "
    "the mill removes the heat and the surplus moisture together; as the pellets cool, the starch sets and "
    "the pellets become hard and durable, and the lower moisture content prevents mould growth in the bins.",
    "The clamp bolts are tightened crosswise and in stages because the die sits on a conical seat. "
    "Tightening one side fully before the other tilts the die on the cone, and the die is then clamped "
    "out of round. A die held out of round runs with an uneven roller gap and can crack at the thinnest "
    "section of the ring.",
    "The knives do not cut the pellets in the usual sense. The strand leaving a bore is broken off when it "
    "meets the edge of a stationary knife, so the distance between knife and die face sets the pellet "
    "length. A sharp edge snaps the strand cleanly. A rounded edge bends the strand before it breaks, which "
    "leaves ragged ends that crumble into fines in the cooler and during transport. Blunt knives therefore "
    "show up first as a poor durability result rather than as a change in pellet length.",
    "Steam must never be admitted to the conditioner while the feeder is stopped. With no mash to absorb it, "
    "the steam condenses on the cold paddles and walls and collects as free water in the trough. When the "
    "feeder starts, the first mash soaks up this water and reaches the die far wetter than intended, which "
    "is one of the most common causes of a plugged die at start-up. The control system therefore opens "
    "valve Y21 only while the feeder runs.",
]


def theory_pages():
    p1 = [
        ("title", "PM-420 Principles of Operation"),
        ("sub", "Theory document GVP-TO-420, Edition 2"),
        ("gap", 3),
        (
            "p",
            "This document describes how the PM-420 ring-die pellet mill works and why it is operated and "
            "maintained as described in maintenance manual GVP-MM-420. It is intended for maintenance "
            "technicians, production supervisors and trainers. It contains no settings of its own that "
            "override the manual.",
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [25, 120, 35],
                "head": ["Chapter", "Title", "Page"],
                "rows": [
                    ["1", "Purpose and scope", "page 1"],
                    ["2", "Why the mill is run the way it is", "page 2"],
                    ["3", "Die selection and compression ratio", "page 5"],
                    ["4", "Glossary", "page 6"],
                ],
            },
        ),
        ("h1", "1 Purpose and scope"),
        (
            "p",
            "The process line described here consists of a mash bin, a variable-speed feeder screw, a "
            "steam conditioner with paddle shaft, the pellet mill itself and a counterflow cooler. The "
            "crumbler and the sieve after the cooler are not covered.",
        ),
        (
            "p",
            "Edition 2 adds the explanation of the conical die seat and the section on bearing temperature thresholds.",
        ),
    ]
    p2 = [("h1", "2 Why the mill is run the way it is")] + [("p", t) for t in THEORY_P2]
    p3 = [("h2", "2 Why the mill is run the way it is (continued)")] + [("p", t) for t in THEORY_P3]
    p4 = [("h2", "2 Why the mill is run the way it is (continued)")] + [("p", t) for t in THEORY_P4]
    p5 = [
        ("h1", "3 Die selection and compression ratio"),
        (
            "p",
            "The compression ratio of a die is the effective bore length divided by the bore diameter "
            "(L/D). A longer effective length means more friction and harder pellets, but also more power "
            "and a higher risk of plugging.",
        ),
        (
            "table",
            {
                "w": [60, 30, 45, 45],
                "head": ["Feed type", "Bore", "Effective length", "L/D ratio"],
                "rows": [
                    ["Broiler grower", "3.5 mm", "42 mm", "1:12"],
                    ["Layer mash to pellet", "4.0 mm", "44 mm", "1:11"],
                    ["Cattle feed, high fibre (11)", "6.0 mm", "54 mm", "1:9"],
                    ["Pig feed, high fat (12)", "4.0 mm", "56 mm", "1:14"],
                    ["Fish feed, sinking", "3.0 mm", "42 mm", "1:14"],
                ],
                "notes": [
                    "(11) Fibre-rich mash has a high natural friction; a short bore avoids plugging.",
                    "(12) Added fat lubricates the bore and lowers friction; a longer bore is needed to "
                    "keep the pellets hard.",
                ],
            },
        ),
        (
            "p",
            "Choose the die for the formulation that is run most often. Changing dies for small batches "
            "costs more in downtime and run-in than is gained in pellet quality.",
        ),
    ]
    p6 = [
        ("h1", "4 Glossary"),
        (
            "table",
            {
                "w": [50, 130],
                "head": ["Term", "Meaning"],
                "rows": [
                    ["Mash", "Ground, mixed raw material before pelleting"],
                    ["Conditioning", "Adding steam to mash before it reaches the die"],
                    ["Gelatinisation", "Swelling of starch granules under heat and moisture"],
                    ["Effective length", "Part of the die bore that builds pressure"],
                    ["Relief", "Counterbore at the outlet side that does not build pressure"],
                    ["Tramp metal", "Stray metal objects carried in with the raw material"],
                    ["Shear pin", "Pin in the drive that breaks at a set overload"],
                    ["Durability", "Resistance of pellets to breaking into fines"],
                    ["Roller gap", "Clearance between roller shell and die face"],
                ],
            },
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


INSPECTION_CARD = """GRANVERD PM-420 PELLET MILL - DAILY INSPECTION CARD
Card GVP-IC-420 issue 4 (matches maintenance manual GVP-MM-420 Rev C)
Mill serial: ____________   Date: ________   Shift: A / B / C   Inspector: ________

Tick each item. Any item marked FAIL must be reported to the shift supervisor before the mill is started.

BEFORE START (mill isolated and locked out)
[ ] 1. Feeder inlet magnet cleaned; record the amount of tramp metal found (grams).
[ ] 2. Roller gap checked cold with feeler gauge, both rollers: 0.1 - 0.3 mm.
[ ] 3. Cutter knives: no chipped edges, knife-to-die distance 3 - 8 mm for 3.5 mm pellets.
[ ] 4. Gearbox oil visible in the middle of the sight glass.
[ ] 5. Door interlock: with the door open the START key must do nothing.
[ ] 6. Shear pin witness mark lined up (Mondays only).

AFTER START (mill running, guards closed)
[ ] 7. Steam at conditioner valve between 1.5 and 4.0 bar.
[ ] 8. Conditioner discharge 70 - 90 °C; note the reading: ______ °C
[ ] 9. Steam trap discharging (hot pipe after trap, audible cycling).
[ ] 10. Main bearing temperatures, drive side and non-drive side: ______ / ______ °C (report above 70 °C).
[ ] 11. No unusual noise, knocking or smell of hot oil.

END OF SHIFT
[ ] 12. Roller bearings greased, 35 g each roller, HT-2 only.
[ ] 13. Shutdown mix run before a stop longer than 4 hours.
[ ] 14. Die chamber and cooler inlet swept; no wet mash left on the floor.

Never open the die chamber door to inspect the die while it is still turning.
Never top up the gearbox with the mill running.

Signature: ________________   Supervisor check: ________________
"""


def _meta(key, version, frm, to, rec, serials=None):
    app = {"product": PRODUCT, "variants": list(VARIANTS)}
    if serials is not None:
        app = {"product": PRODUCT, "variants": ["PM-420H"], "serials": serials}
    return {
        "document": key,
        "version": version,
        "effective_from": frm,
        "effective_to": to,
        "recorded_at": rec + "T00:00:00Z",
        "applicability": app,
    }


def pdf_specs():
    specs = []
    for r in "ABC":
        v = REV[r]
        specs.append(
            {
                "file": f"GVP-MM-420_Rev{r}.pdf",
                "company": COMPANY,
                "title": "PM-420 Ring-Die Pellet Mill - Maintenance Manual",
                "docno": "GVP-MM-420",
                "rev": f"Rev {r}",
                "created": dt.datetime.fromisoformat(v["rec"]).replace(hour=9, tzinfo=UTC),
                "pages": manual_pages(r),
                "meta": _meta("GVP-MM-420", f"Rev {r}", v["date"], v["to"], v["rec"]),
            }
        )
    specs.append(
        {
            "file": "GVP-SB-2024-07.pdf",
            "company": COMPANY,
            "title": "Service Bulletin - PM-420H roller bearing upgrade",
            "docno": "GVP-SB-2024-07",
            "rev": "Issue 1",
            "created": dt.datetime(2024, 4, 12, 9, tzinfo=UTC),
            "pages": bulletin_pages(),
            "meta": _meta(
                "GVP-SB-2024-07",
                "Issue 1",
                "2024-04-15",
                None,
                "2024-04-12",
                serials=[[4201200, 4201649], [4202010, 4202099]],
            ),
        }
    )
    specs.append(
        {
            "file": "GVP-TO-420_Principles_of_Operation.pdf",
            "company": COMPANY,
            "title": "PM-420 Principles of Operation",
            "docno": "GVP-TO-420",
            "rev": "Edition 2",
            "created": dt.datetime(2023, 2, 6, 9, tzinfo=UTC),
            "pages": theory_pages(),
            "meta": _meta("GVP-TO-420", "Edition 2", "2023-02-13", None, "2023-02-06"),
        }
    )
    return specs


def docx_specs():
    return []


def text_files():
    return [("pm420_daily_inspection_card.txt", INSPECTION_CARD, None)]

# ruff: noqa: E501
"""Merivale Pharmatech: RTP rotary tablet presses (all invented).

- service manual MPT-SM-3302 Issue 4 (PDF, 8 pages, models RTP-16, RTP-26, RTP-36)
- operator quick guide MPT-QG-3310 (HTML)
"""

COMPANY = "Merivale Pharmatech Ltd"


def manual_spec():
    p1 = [
        ("title", "RTP Rotary Tablet Presses"),
        ("subtitle", "Service Manual  -  MPT-SM-3302, Issue 4"),
        (
            "p",
            "This manual covers the single-sided rotary tablet presses RTP-16, RTP-26 and RTP-36. It "
            "describes maintenance, tooling changes, adjustment of the compression station and the "
            "alarm codes of the press HMI. Cleaning validation and product changeover documentation "
            "are the responsibility of the user and are not covered.",
        ),
        ("h2", "Revision history"),
        (
            "table",
            {
                "w": [22, 30, 128],
                "head": ["Issue", "Date", "Changes"],
                "rows": [
                    ["Issue 1", "2018-02-20", "Initial issue, RTP-16 and RTP-26"],
                    ["Issue 2", "2019-10-01", "RTP-36 added"],
                    ["Issue 3", "2021-04-12", "Alarm list updated for HMI software 3.x"],
                    ["Issue 4", "2023-05-15", "Torque table and punch wear limits revised"],
                ],
            },
        ),
        ("h2", "Contents"),
        (
            "table",
            {
                "w": [20, 130, 30],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety rules", "2"],
                    ["2", "Technical data", "2"],
                    ["3", "Lubrication and maintenance intervals", "3"],
                    ["4", "Turret and tooling", "4"],
                    ["4.3", "Punch wear limits", "4"],
                    ["5", "Compression station", "5"],
                    ["6", "HMI alarm codes", "6"],
                    ["6.2", "Procedure for alarm A-162", "7"],
                    ["7", "Spare parts", "8"],
                ],
            },
        ),
        (
            "p",
            "Machine serial numbers have the form MP followed by six digits and are shown on the type "
            "plate inside the lower cabinet door.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety rules"),
        (
            "bullets",
            [
                "Do not run the turret with the guard doors open. Bypassing the door interlock is prohibited.",
                "Do not turn the turret with the handwheel while the main motor is energised.",
                "Do not clean the die table with compressed air; use the vacuum extraction nozzle.",
                "Do not exceed the rated force of the punch tooling, even if the press allows a higher setting.",
                "Do not mix punches from different tooling sets in one turret.",
            ],
        ),
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Parameter", "RTP-16", "RTP-26", "RTP-36"],
                "rows": [
                    ["Number of stations", "16", "26", "36"],
                    ["Tooling standard", "EU D", "EU B", "EU BB"],
                    ["Max. main compression force", "100 kN", "80 kN", "60 kN"],
                    ["Max. pre-compression force", "20 kN", "20 kN", "10 kN"],
                    ["Turret speed", "5 to 40 rpm", "5 to 60 rpm", "5 to 75 rpm"],
                    ["Max. output (1)", "38,400 tab/h", "93,600 tab/h", "162,000 tab/h"],
                    ["Max. tablet diameter", "25 mm", "16 mm", "13 mm"],
                    ["Max. fill depth", "20 mm", "17 mm", "17 mm"],
                    ["Max. tablet thickness", "8.5 mm", "8.5 mm", "7.0 mm"],
                    ["Main motor", "4.0 kW", "5.5 kW", "7.5 kW"],
                    ["Machine weight", "1,450 kg", "1,900 kg", "2,400 kg"],
                    ["Noise level (2)", "76 dB(A)", "78 dB(A)", "80 dB(A)"],
                ],
                "notes": [
                    "(1) At maximum turret speed, one tablet per station and revolution.",
                    "(2) Measured 1 m from the guard, running empty at maximum speed.",
                ],
            },
        ),
    ]
    p3 = [
        ("h1", "3 Lubrication and maintenance intervals"),
        (
            "p",
            "Running hours are read from the HMI service page. Use only food-grade lubricants with NSF H1 "
            "registration on parts that can come into contact with product.",
        ),
        (
            "table",
            {
                "w": [70, 46, 64],
                "head": ["Task", "Interval", "Lubricant or note"],
                "rows": [
                    ["Oil upper punch heads and barrels (1)", "Every 2 h running", "H1 oil, 2 drops per punch"],
                    ["Oil lower punch barrels", "Every 8 h", "H1 oil, 1 drop per punch"],
                    ["Grease cam tracks", "Every shift", "MPT-G2 grease, thin film"],
                    ["Clean turret completely", "Product change or 120 h", "-"],
                    ["Replace vacuum extraction filter", "Weekly", "Part MPT-7710"],
                    ["Grease compression roller bearings", "1,000 h", "MPT-G2, 3 g per bearing"],
                    ["Check punch working length", "500 h", "See 4.3"],
                    ["Change main drive gearbox oil", "5,000 h", "ISO VG 320 synthetic, 6 L"],
                    ["Check central lubrication pump", "Monthly", "Pressure 12 to 18 bar"],
                ],
                "notes": [
                    "(1) For products with more than 15 % fines, oil the upper punches every hour.",
                    "(2) Do not over-oil: oil that runs into the die bores causes black spots on tablets.",
                ],
            },
        ),
        (
            "p",
            "Record every lubrication task in the machine log. The HMI reminds the operator of the "
            "2-hour punch oiling but not of the other tasks.",
        ),
    ]
    p4 = [
        ("h1", "4 Turret and tooling"),
        ("h2", "4.1 Removing the upper punches"),
        (
            "steps",
            [
                "Stop the press, switch off the main isolator and lock it.",
                "Remove the feeder and the upper guard ring.",
                "Remove the upper cam segment at the punch removal position (two screws).",
                "Turn the turret with the handwheel until a punch is at the removal position.",
                "Lift the punch out, wipe it and place it in its numbered tray position.",
                "Repeat for every station, then refit the cam segment and tighten to Table 5.2.",
            ],
        ),
        ("h2", "4.2 Removing the dies"),
        (
            "p",
            "Loosen the die locking screw by one turn only, then push the die out from below with the "
            "die drift and a plastic mallet. Never strike the die directly with a steel hammer.",
        ),
        ("h2", "4.3 Punch wear limits"),
        (
            "table",
            {
                "w": [110, 70],
                "head": ["Check", "Limit"],
                "rows": [
                    ["Working length difference within one set", "max. 0.05 mm"],
                    ["Working length below nominal (discard)", "0.10 mm"],
                    ["Punch tip edge chipping", "none allowed"],
                    ["Head flat wear (EU B, EU BB)", "max. 0.30 mm"],
                    ["Head flat wear (EU D)", "max. 0.40 mm"],
                ],
            },
        ),
        ("p", "Measure the working length with the punch length gauge MPT-9100 at 20 °C +/- 2 °C."),
    ]
    p5 = [
        ("h1", "5 Compression station"),
        ("h2", "5.1 Roller adjustment"),
        (
            "p",
            "The upper and lower compression rollers are set at the factory. After replacing a roller or "
            "its bearings, set the roller gap with the setting gauge so that the upper roller turns freely "
            "with 0.02 to 0.05 mm axial play. The pre-compression rollers use the same method.",
        ),
        ("h2", "Table 5.2 Torque values"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Fastener", "RTP-16", "RTP-26", "RTP-36"],
                "rows": [
                    ["Die locking screws (1)", "12 Nm", "10 Nm", "10 Nm"],
                    ["Upper cam segment screws", "25 Nm", "25 Nm", "25 Nm"],
                    ["Lower cam segment screws", "25 Nm", "25 Nm", "30 Nm"],
                    ["Turret clamp nut (2)", "350 Nm", "420 Nm", "420 Nm"],
                    ["Compression roller axle nut", "180 Nm", "180 Nm", "220 Nm"],
                    ["Feeder mounting knobs", "hand-tight", "hand-tight", "hand-tight"],
                ],
                "notes": [
                    "(1) Tighten die locking screws in two passes: first 5 Nm, then the final value.",
                    "(2) Left-hand thread. Use the turret locking tool MPT-9200.",
                ],
            },
        ),
        ("h2", "5.3 Force calibration"),
        (
            "p",
            "Calibrate the main and pre-compression force measurement every 12 months and after any "
            "repair to the compression station, using the calibration load cell MPT-9500.",
        ),
    ]
    p6 = [
        ("h1", "6 HMI alarm codes"),
        (
            "p",
            "Alarms marked TRIP stop the turret immediately. Warnings are shown in yellow and the press "
            "keeps running. Acknowledge alarms on the HMI after removing the cause.",
        ),
        (
            "code",
            "A-101 TRIP",
            "Guard door open",
            [
                ("Meaning", "A guard door switch has opened while the turret was turning."),
                ("Remedy", "Close the door. Check the switch actuator if the alarm repeats."),
            ],
        ),
        (
            "code",
            "A-104 TRIP",
            "Main compression force exceeded",
            [
                ("Meaning", "Main compression force above the set maximum on three stations in a row."),
                ("Remedy", "Reduce fill depth or increase tablet thickness setting. Check the punches."),
            ],
        ),
        (
            "code",
            "A-105",
            "Main compression force high",
            [
                ("Meaning", "Warning at 90 % of the set maximum main compression force."),
                ("Remedy", "Watch tablet weight; adjust fill depth if the trend continues."),
            ],
        ),
        (
            "code",
            "A-112 TRIP",
            "Pre-compression overload",
            [
                ("Meaning", "Pre-compression force above the set maximum."),
                ("Remedy", "Reduce pre-compression setting; check the pre-compression roller."),
            ],
        ),
        (
            "code",
            "A-120 TRIP",
            "Lubrication pressure missing",
            [
                ("Meaning", "Central lubrication pump pressure below 12 bar for 60 s."),
                ("Remedy", "Refill the lubricant reservoir and check the pump for air."),
            ],
        ),
        (
            "code",
            "A-131",
            "Turret speed deviation",
            [
                ("Meaning", "Actual turret speed differs from set speed by more than 5 %."),
                ("Remedy", "Check the drive belt tension and the speed sensor gap (1.0 mm)."),
            ],
        ),
        (
            "code",
            "A-140",
            "Reject rate high",
            [
                ("Meaning", "More than 2 % of tablets rejected over the last 1,000 tablets."),
                ("Remedy", "Check tablet weight and the rejection gate setting."),
            ],
        ),
        (
            "code",
            "A-162 TRIP",
            "Turret drive torque high (tight punches)",
            [
                (
                    "Meaning",
                    "Turret drive torque above 140 % of the running average, usually caused by "
                    "punches sticking in their guides.",
                ),
            ],
        ),
    ]
    p7 = [
        (
            "code",
            "A-162 (continued)",
            "",
            [
                (
                    "Remedy",
                    "Follow the procedure in 6.2 below. Do not restart the press before the cause has been found.",
                ),
            ],
        ),
        (
            "code",
            "A-170",
            "Feeder motor overload",
            [
                ("Meaning", "Feeder paddle motor current above rated value."),
                ("Remedy", "Check for caked product in the feeder frame and clean it."),
            ],
        ),
        (
            "code",
            "A-181 TRIP",
            "Emergency stop",
            [
                ("Meaning", "An emergency stop button has been pressed."),
                ("Remedy", "Release the button and acknowledge on the HMI."),
            ],
        ),
        ("h2", "6.2 Procedure for alarm A-162"),
        (
            "steps",
            [
                "Lock out the main isolator.",
                "Turn the turret one full revolution by hand and note any station where the handwheel stiffens.",
                "Remove the upper and lower punches from those stations (see 4.1).",
                "Clean the punch guides with a lint-free cloth and isopropyl alcohol; do not use abrasives.",
                "Check the punches for scoring; replace scored punches as a complete set.",
                "Oil the barrels lightly, refit the punches and turn the turret by hand twice.",
                "Start at minimum turret speed and increase in steps of 10 rpm while watching the torque.",
            ],
        ),
        (
            "p",
            "If A-162 returns within 30 minutes with clean tooling, the turret guides may be worn. Contact "
            "Merivale service; turret guide bushes must be replaced at the factory.",
        ),
    ]
    p8 = [
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "w": [60, 40, 40, 40],
                "head": ["Description", "RTP-16", "RTP-26", "RTP-36"],
                "rows": [
                    ["Upper compression roller", "MPT-3116", "MPT-3126", "MPT-3136"],
                    ["Lower compression roller", "MPT-3117", "MPT-3127", "MPT-3137"],
                    ["Roller bearing set", "MPT-3200", "MPT-3200", "MPT-3210"],
                    ["Upper cam segment", "MPT-4116", "MPT-4126", "MPT-4136"],
                    ["Feeder paddle set", "MPT-5016", "MPT-5026", "MPT-5026"],
                    ["Die locking screw", "MPT-6012", "MPT-6010", "MPT-6010"],
                    ["Guard door switch", "MPT-8050", "MPT-8050", "MPT-8050"],
                    ["Vacuum extraction filter", "MPT-7710", "MPT-7710", "MPT-7710"],
                    ["Speed sensor", "MPT-8120", "MPT-8120", "MPT-8120"],
                ],
                "notes": [
                    "Tooling (punches and dies) is not supplied by Merivale; order from the tooling maker.",
                ],
            },
        ),
        (
            "p",
            "Special tools: punch length gauge MPT-9100, turret locking tool MPT-9200, calibration load cell MPT-9500.",
        ),
    ]
    return {
        "company": COMPANY,
        "title": "RTP Service Manual",
        "docno": "MPT-SM-3302",
        "rev": "Issue 4",
        "pages": [p1, p2, p3, p4, p5, p6, p7, p8],
    }


QUICK_GUIDE_HTML = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>RTP Operator Quick Guide - MPT-QG-3310</title>
</head>
<body>
<header>
<p>Merivale Pharmatech Ltd | RTP Operator Quick Guide | MPT-QG-3310 | Version 2.1</p>
</header>
<h1>RTP Series Operator Quick Guide</h1>
<p>For RTP-16, RTP-26 and RTP-36 presses. Keep this guide at the press. Full details are in service manual MPT-SM-3302.</p>

<h2>Before start-up</h2>
<ul>
<li>Check that the tooling set number on the tray matches the batch record.</li>
<li>Check the lubricant reservoir: level above the lower mark.</li>
<li>Check the vacuum extraction is switched on and the filter indicator is green.</li>
</ul>

<h2>Start-up sequence</h2>
<ol>
<li>Close all guard doors and reset the door interlock on the HMI.</li>
<li>Select the product recipe on the HMI and confirm the tooling set number.</li>
<li>Turn the turret one revolution by hand with the handwheel, then remove the handwheel.</li>
<li>Start the turret at 10 rpm with the feeder empty.</li>
<li>Open the hopper slide and start the feeder.</li>
<li>Take 10 tablets and check weight, thickness and hardness before raising speed.</li>
<li>Raise speed in steps of no more than 10 rpm up to the recipe speed.</li>
</ol>

<h2>In-process limits</h2>
<table>
<tr><th>Check</th><th>Frequency</th><th>Action limit</th></tr>
<tr><td>Tablet weight</td><td>Every 15 min</td><td>Stop if more than 3 % from target</td></tr>
<tr><td>Tablet hardness</td><td>Every 30 min</td><td>Per batch record</td></tr>
<tr><td>Main compression force</td><td>Continuous (HMI)</td><td>Warning A-105 at 90 % of set maximum</td></tr>
<tr><td>Punch oiling</td><td>Every 2 h running</td><td>HMI reminder</td></tr>
</table>

<h2>Status lamp</h2>
<table>
<tr><th>Colour</th><th>Meaning</th></tr>
<tr><td>Green</td><td>Running, no alarms</td></tr>
<tr><td>Yellow</td><td>Warning active, press keeps running</td></tr>
<tr><td>Red</td><td>Trip, turret stopped</td></tr>
<tr><td>Blue flashing</td><td>Punch oiling due</td></tr>
</table>

<h2>Do not</h2>
<ul>
<li>Do not open a guard door to take samples; use the sample chute.</li>
<li>Do not leave the handwheel fitted when starting the turret.</li>
<li>Do not acknowledge a TRIP alarm without finding the cause.</li>
</ul>

<h2>Shutdown</h2>
<ol>
<li>Close the hopper slide and run the feeder empty.</li>
<li>Reduce speed to 10 rpm and run until no more tablets are ejected.</li>
<li>Stop the turret and switch the vacuum extraction off after 5 minutes.</li>
</ol>
<footer><p>MPT-QG-3310 Version 2.1, 2023-06-01</p></footer>
</body>
</html>
"""

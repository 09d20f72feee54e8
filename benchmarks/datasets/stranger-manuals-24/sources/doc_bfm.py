# ruff: noqa: E501
"""Brennick Forestry Machines (invented): BX drum wood chipper service manual (PDF), technical bulletin
TB-22-07 (PDF, 2 pages) and an HTML daily start-up quick guide. Invented test material, not guidance."""

import datetime

COMPANY = "Brennick Forestry Machines Ltd"
SM_KEY = "BFM-SM-BX"
SM_FILE = "bfm_bx_chipper_service_manual.pdf"
SM_TITLE = "BX Series Drum Wood Chippers - Service Manual"
SM_META = dict(
    version="Rev 2",
    eff_from="2021-09-01",
    eff_to=None,
    recorded="2021-08-27",
    date=datetime.datetime(2021, 8, 23, 7, 30, 0, tzinfo=datetime.UTC),
    applicability={"product": "Wood chipper", "variants": ["BX-150", "BX-190", "BX-230"]},
)


def sm_pages():
    W4 = [63, 39, 39, 39]
    p1 = [
        ("title", "BX Series Drum Wood Chippers"),
        ("subtitle", "Service Manual - BX-150, BX-190, BX-230"),
        (
            "kv",
            [
                ("Document number", SM_KEY),
                ("Revision", "Rev 2"),
                ("Effective from", "2021-09-01"),
                ("Manufacturer", COMPANY + ", Carrow Lane, Hexley"),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety", "2"),
                ("2", "Technical data and operating limits", "3"),
                ("3", "Service intervals and lubricants", "4"),
                ("4", "Torque values", "5"),
                ("5", "Knife change", "5"),
                ("6", "Feed system and no-stress settings", "6"),
                ("7", "Alarm codes", "7"),
                ("8", "Spare parts", "8"),
            ],
        ),
        ("h1", "Introduction"),
        (
            "p",
            "This manual covers the three towed drum chippers of the BX series. The BX-150 has a petrol "
            "engine; the BX-190 and BX-230 have diesel engines. Engine servicing is described in the engine "
            "manufacturer's handbook supplied with each machine.",
        ),
        (
            "p",
            "Keep this manual with the machine. Quote the model and the serial number from the drawbar plate "
            "whenever you order parts or ask for technical help.",
        ),
    ]
    p2 = [
        ("h1", "1 Safety"),
        (
            "p",
            "A wood chipper pulls material in faster than a person can let go. Every rule below has been "
            "written after an accident.",
        ),
        (
            "bullets",
            [
                "Do not reach past the feed hopper flap while the drum is turning.",
                "Do not stand directly in line with the feed hopper; feed from the side.",
                "Do not feed stones, metal, roots with soil, or building timber containing nails.",
                "Do not open the drum cover until the drum has stopped; it runs on for up to 90 seconds after the "
                "engine stops.",
                "Do not run the machine without the discharge chute, or with the chute aimed at people, roads or "
                "buildings.",
                "Do not tie down, wedge or bridge the bottom trip bar.",
                "Do not reuse knife bolts.",
                "Do not tow the machine with the feed hopper unfolded.",
            ],
        ),
        ("h2", "Protective equipment"),
        (
            "p",
            "Wear a helmet with visor and ear defenders, close-fitting gloves without cuffs, and safety boots. "
            "Do not wear loose clothing, scarves or jewellery near the feed hopper.",
        ),
        ("h2", "Drum cover interlock"),
        (
            "p",
            "The drum cover is held by an interlock bolt. The bolt can only be withdrawn when the drum speed "
            "sensor reports standstill, so a sensor fault keeps the cover locked.",
        ),
    ]
    p3 = [
        ("h1", "2 Technical data and operating limits"),
        (
            "table",
            {
                "w": W4,
                "head": ["Parameter", "BX-150", "BX-190", "BX-230"],
                "rows": [
                    ["Maximum branch diameter", "150 mm", "190 mm", "230 mm"],
                    ["Engine", "Petrol, 15 kW", "Diesel, 26 kW", "Diesel, 36 kW"],
                    ["Drum diameter", "380 mm", "420 mm", "480 mm"],
                    ["Number of knives", "2", "2", "4"],
                    ["Drum speed at full throttle", "2,300 rpm", "2,100 rpm", "1,900 rpm"],
                    ["Feed roller speed, max", "36 m/min", "40 m/min", "42 m/min"],
                    ["Hydraulic tank capacity", "18 L", "24 L", "30 L"],
                    ["Hydraulic relief valve setting", "160 bar", "175 bar", "190 bar"],
                    ["Fuel tank", "25 L", "40 L", "50 L"],
                    ["Mass (1)", "720 kg", "1,180 kg", "1,640 kg"],
                    ["Towing speed, max (2)", "80 km/h", "80 km/h", "80 km/h"],
                    ["Sound power level", "116 dB(A)", "118 dB(A)", "119 dB(A)"],
                    ["Winch pull (3)", "-", "-", "1.5 t"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) With full fuel and hydraulic tanks, without the winch.",
                "(2) Where national law allows; check the plate on the drawbar.",
                "(3) The winch is an option for the BX-230 only.",
            ],
        ),
        ("h2", "Operating limits (all models)"),
        (
            "table",
            {
                "w": [120, 60],
                "head": ["Limit", "Value"],
                "rows": [
                    ["Ambient temperature in operation", "-15 to +40 \u00b0C"],
                    ["Working slope, max", "15 degrees"],
                    ["Hydraulic oil temperature, alarm", "75 \u00b0C"],
                    ["Hydraulic oil temperature, shutdown", "85 \u00b0C"],
                    ["Battery voltage at rest, min", "12.2 V"],
                    ["Drum bearing temperature, max (BX-230)", "90 \u00b0C"],
                ],
            },
        ),
    ]
    p4 = [
        ("h1", "3 Service intervals and lubricants"),
        (
            "table",
            {
                "w": [110, 70],
                "head": ["Task", "Interval"],
                "rows": [
                    ["Check knife edges and knife bolt tightness", "Daily, or every 8 hours"],
                    ["Grease feed roller bearings (4 nipples)", "Every 10 hours"],
                    ["Grease drum bearings (1)", "Every 25 hours"],
                    ["Check and adjust drive belt tension", "After the first 5 hours, then every 50 hours"],
                    ["Check anvil edge; turn or replace", "Every 100 hours"],
                    ["Change hydraulic return filter", "First at 50 hours, then every 500 hours"],
                    ["Change hydraulic oil", "Every 1,000 hours or 2 years, whichever comes first"],
                    ["Check wheel nut torque", "After the first 50 km following a wheel change"],
                    ["Engine service (2)", "See engine handbook"],
                ],
            },
        ),
        (
            "fn",
            [
                "(1) BX-230: grease the drum bearings every 10 hours; they carry the heavier four-knife drum.",
                "(2) Follow the engine manufacturer's handbook supplied with the machine.",
            ],
        ),
        ("h2", "3.1 Lubricants"),
        (
            "table",
            {
                "w": [70, 65, 45],
                "head": ["Point", "Product", "Quantity"],
                "rows": [
                    ["Hydraulic system", "Hydraulic oil ISO VG 46 HV", "See tank capacity"],
                    ["Feed roller bearings", "Lithium complex grease EP2", "2 strokes"],
                    ["Drum bearings, BX-150 and BX-190", "Lithium complex grease EP2", "3 strokes"],
                    ["Drum bearings, BX-230", "Lithium complex grease EP2", "5 strokes"],
                    ["Hinges and hopper flap pivots", "Multi-purpose spray oil", "Light film"],
                ],
            },
        ),
        (
            "p",
            "Do not mix hydraulic oil grades. If the oil has been topped up with a different grade, change "
            "the complete fill and the return filter.",
        ),
    ]
    p5 = [
        ("h1", "4 Torque values"),
        (
            "table",
            {
                "w": W4,
                "head": ["Fastener", "BX-150", "BX-190", "BX-230"],
                "rows": [
                    ["Knife bolts (a)", "M12, 85 Nm", "M12, 85 Nm", "M14, 135 Nm"],
                    ["Anvil bolts", "M12, 80 Nm", "M12, 80 Nm", "M16, 190 Nm"],
                    ["Drum bearing housing bolts", "M12, 85 Nm", "M14, 135 Nm", "M16, 210 Nm"],
                    ["Wheel nuts", "90 Nm", "90 Nm", "120 Nm"],
                    ["Drawbar bolts", "M16, 210 Nm", "M16, 210 Nm", "M20, 390 Nm"],
                ],
            },
        ),
        (
            "fn",
            [
                "(a) Knife bolts are single-use because they stretch when tightened; always fit new bolts.",
                "All values apply to lightly oiled threads and grade 10.9 bolts.",
            ],
        ),
        ("h1", "5 Knife change"),
        (
            "steps",
            [
                "Stop the engine, remove the key and wait for the drum to stop; confirm standstill through the "
                "inspection window.",
                "Open the drum cover and insert the drum locking pin.",
                "Scrape resin and chips out of the knife pockets.",
                "Remove the knife bolts and lift out the knife with its clamp plate.",
                "Fit the sharpened or new knife with new bolts and tighten them to the torque in section 4.",
                "Set the clearance between knife and anvil to 1.0 to 1.5 mm.",
                "Turn the drum one full turn by hand and check that nothing touches.",
                "Remove the locking pin, close the drum cover and run the machine empty for 1 minute.",
            ],
        ),
        ("h2", "5.1 Regrinding"),
        (
            "p",
            "Regrind knives at 30 degrees. Minimum knife width after grinding: 72 mm on the BX-150 and BX-190, "
            "88 mm on the BX-230. Always regrind or replace the knives of one drum as a set so that the drum "
            "stays balanced; the knives in a set must not differ in weight by more than 5 g.",
        ),
    ]
    p6 = [
        ("h1", "6 Feed system and no-stress settings"),
        (
            "p",
            "The no-stress controller watches the engine speed. When a heavy branch pulls the engine down "
            "below the stop speed, the feed rollers stop. When the engine has recovered above the restart "
            "speed, the rollers run again.",
        ),
        (
            "table",
            {
                "w": [45, 45, 45, 45],
                "head": ["Model", "Feed stops below", "Feed restarts above", "Full-throttle speed"],
                "rows": [
                    ["BX-150", "2,900 rpm", "3,150 rpm", "3,400 rpm"],
                    ["BX-190", "2,350 rpm", "2,550 rpm", "2,800 rpm"],
                    ["BX-230", "2,150 rpm", "2,350 rpm", "2,600 rpm"],
                ],
            },
        ),
        (
            "fn",
            [
                "Thresholds are set in controller menu 3.1. Do not set the stop speed closer than 100 rpm to "
                "the full-throttle speed."
            ],
        ),
        ("h2", "6.1 Drive belt tension"),
        (
            "steps",
            [
                "Stop the engine and remove the belt guard.",
                "Press each belt midway between the pulleys with a force of 50 N; the deflection must be 8 to 10 mm.",
                "Adjust with the two tensioner bolts, keeping the engine pulley in line with the drum pulley.",
                "Refit the belt guard. On new belts, check the tension again after 5 hours.",
            ],
        ),
        ("h2", "6.2 Feed roller sensor and springs"),
        (
            "p",
            "The feed roller speed sensor must sit 1.5 to 2.0 mm from the target wheel. Check the two "
            "down-pressure springs of the upper feed roller for cracks every 100 hours, and replace both "
            "springs together.",
        ),
    ]
    p7 = [
        ("h1", "7 Alarm codes"),
        (
            "p",
            "Alarms are shown on the controller display next to the hour meter. Codes marked as shutdown stop "
            "the engine; all others only stop the feed rollers.",
        ),
        (
            "table",
            {
                "w": [16, 74, 90],
                "head": ["Code", "Meaning", "Action"],
                "rows": [
                    [
                        "A10",
                        "Hydraulic oil temperature above 75 \u00b0C",
                        "Reduce the feed rate; clean the oil cooler fins.",
                    ],
                    [
                        "A11",
                        "Hydraulic oil above 85 \u00b0C - shutdown",
                        "Let the oil cool; check the oil level and the cooler; check that the relief valve is not "
                        "blowing off.",
                    ],
                    ["A20", "Hydraulic oil level low", "Top up with ISO VG 46 HV and look for leaks."],
                    ["A31", "No signal from feed roller speed sensor", "Check the sensor gap and cable (section 6.2)."],
                    [
                        "A32",
                        "No signal from drum speed sensor",
                        "Check the sensor and its cable. The drum cover stays locked until the signal returns.",
                    ],
                    [
                        "A40",
                        "Bottom trip bar operated",
                        "Pull the trip bar back to its set position and press the reset button.",
                    ],
                    [
                        "A41",
                        "Trip bar circuit open",
                        "Check trip bar switch BF-6622 and its wiring. Do not run the machine.",
                    ],
                    [
                        "A52",
                        "Battery voltage below 11.8 V with the engine running",
                        "Check the alternator belt and the charging circuit.",
                    ],
                    ["A60", "Service due (hour meter)", "Carry out the service and reset the counter in menu 4.2."],
                    [
                        "A63",
                        "Drum bearing temperature above 90 \u00b0C - shutdown (BX-230 only)",
                        "Grease the drum bearings; inspect them for damage before restarting.",
                    ],
                ],
            },
        ),
    ]
    p8 = [
        ("h1", "8 Spare parts"),
        (
            "table",
            {
                "w": W4,
                "head": ["Description", "BX-150", "BX-190", "BX-230"],
                "rows": [
                    ["Knife set", "BF-7712 (2 knives)", "BF-7712 (2 knives)", "BF-7714 (4 knives)"],
                    ["Knife bolt kit", "BF-7720 (M12)", "BF-7720 (M12)", "BF-7722 (M14)"],
                    ["Anvil", "BF-7730", "BF-7730", "BF-7731"],
                    ["Drive belt set", "BF-3305", "BF-3306", "BF-3307"],
                    ["Hydraulic return filter", "BF-5502", "BF-5502", "BF-5502"],
                    ["Feed roller speed sensor", "BF-6610", "BF-6610", "BF-6610"],
                    ["Trip bar switch", "BF-6622", "BF-6622", "BF-6622"],
                    ["Drum locking pin", "BF-1108", "BF-1108", "BF-1109"],
                ],
            },
        ),
        ("fn", ["Knife sets are weight-matched at the factory; single knives are not supplied."]),
        ("h2", "Warranty note"),
        (
            "p",
            "Wear parts such as knives, anvils, belts and filters are not covered by the machine warranty. "
            "Damage caused by feeding stones or metal is not covered either.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


TB_KEY = "BFM-TB-22-07"
TB_FILE = "bfm_technical_bulletin_tb-22-07.pdf"
TB_TITLE = "Technical Bulletin TB-22-07 - Feed roller spring brackets"
TB_META = dict(
    version="Issue 1",
    eff_from="2022-10-03",
    eff_to=None,
    recorded="2022-09-29",
    date=datetime.datetime(2022, 9, 27, 14, 0, 0, tzinfo=datetime.UTC),
    applicability={
        "product": "Wood chipper",
        "variants": ["BX-190", "BX-230"],
        "serials": [[1904001, 1904350], [2301001, 2301180]],
    },
)


def tb_pages():
    p1 = [
        ("title", "Technical Bulletin TB-22-07"),
        ("subtitle", "Feed roller spring brackets - inspection and replacement"),
        (
            "kv",
            [
                ("Bulletin", TB_KEY),
                ("Issue", "Issue 1"),
                ("Effective from", "2022-10-03"),
                ("Classification", "Mandatory - safety related"),
                ("Publisher", COMPANY),
            ],
        ),
        ("h1", "Applicability"),
        (
            "table",
            {
                "w": [45, 135],
                "head": ["Model", "Serial numbers affected (inclusive)"],
                "rows": [
                    ["BX-190", "BF1904001 to BF1904350"],
                    ["BX-230", "BF2301001 to BF2301180"],
                    ["BX-150", "Not affected (different feed housing)"],
                ],
            },
        ),
        ("p", "Machines outside these serial ranges were built with the reinforced bracket and need no action."),
        ("h1", "Background"),
        (
            "p",
            "The upper feed roller is pressed down by two tension springs anchored to welded brackets on the "
            "feed housing. On the machines listed, the bracket welds can crack after long use with heavy "
            "timber. A cracked bracket lets the roller lift, and material may then be pulled in unevenly or "
            "kick back.",
        ),
        ("h1", "Compliance"),
        (
            "bullets",
            [
                "Inspect both brackets within the next 25 operating hours.",
                "Replace both brackets at the next 250-hour service or before 2023-03-31, whichever comes first.",
                "Until the brackets have been replaced, inspect the bracket welds every 50 operating hours.",
            ],
        ),
    ]
    p2 = [
        ("h1", "Inspection"),
        (
            "steps",
            [
                "Stop the engine, remove the key and wait until the drum has stopped.",
                "Lower the feed roller fully and release the spring tension with the tensioning screw.",
                "Clean both brackets and inspect the welds with a torch and a mirror.",
                "If any crack is longer than 5 mm, take the machine out of service until the brackets are replaced.",
                "If a crack is 5 mm or shorter, mark its ends with paint and re-inspect every 10 operating hours.",
            ],
        ),
        ("h1", "Replacement"),
        (
            "table",
            {
                "w": [35, 40, 105],
                "head": ["Model", "Bracket kit", "Kit contents"],
                "rows": [
                    ["BX-190", "BF-7745", "2 brackets, 4 bolts M10 x 30 grade 10.9, 4 lock nuts"],
                    ["BX-230", "BF-7746", "2 brackets, 4 bolts M10 x 35 grade 10.9, 4 lock nuts"],
                ],
            },
        ),
        (
            "steps",
            [
                "Unhook both springs and remove the old brackets (grind off the tack welds if fitted).",
                "Fit the new brackets with the bolts from the kit and tighten them to 55 Nm on oiled threads.",
                "Re-hook the springs and set the spring length under pre-load: 42 mm on the BX-190, 46 mm on the "
                "BX-230.",
                "Run the feed rollers forward and reverse for 1 minute and check that the roller lifts evenly.",
            ],
        ),
        ("h1", "Labour and warranty"),
        (
            "p",
            "Allow 1.5 hours per machine. Claim parts and labour under warranty code W-2207; claims are "
            "accepted until 2023-04-30. Record TB-22-07 in the machine service log.",
        ),
    ]
    return [p1, p2]


QG_KEY = "BFM-QG-BX"
QG_FILE = "bfm_bx_daily_quick_guide.html"
QG_META = dict(
    version="v1.3",
    eff_from="2023-04-01",
    eff_to=None,
    recorded="2023-03-28",
    applicability={"product": "Wood chipper", "variants": ["BX-150", "BX-190", "BX-230"]},
)

QG_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>BX Series Wood Chipper - Daily Start-up Quick Guide</title>
</head>
<body>
<h1>BX Series Wood Chipper - Daily Start-up Quick Guide</h1>
<p>Brennick Forestry Machines Ltd - document BFM-QG-BX, version 1.3, valid from 2023-04-01.</p>
<p>For the BX-150, BX-190 and BX-230. Full details are in the service manual BFM-SM-BX.</p>
<h2>Before starting</h2>
<ul>
<li>Park on firm ground, apply the handbrake and chock the wheels on slopes.</li>
<li>Check the hydraulic oil in the sight glass with the feed roller lowered; it must be between the MIN and MAX marks.</li>
<li>Check the tyre pressures (see quick reference).</li>
<li>Look over the knives through the inspection window; chipped knives must be changed before work.</li>
<li>Make sure the discharge chute is locked and points away from roads and people.</li>
</ul>
<h2>Start-up</h2>
<ol>
<li>Set the feed control lever to STOP (centre position).</li>
<li>Start the engine at idle.</li>
<li>Let the engine warm up at idle for 3 minutes.</li>
<li>Move the throttle to full; the drum engages through the centrifugal clutch at about 1,800 rpm.</li>
<li>Test the bottom trip bar: run the feed rollers, push the bar, and check that the rollers stop within 1 second.</li>
<li>Wait for the no-stress lamp to turn green before feeding material.</li>
</ol>
<h2>No-stress lamp</h2>
<table>
<tr><th>Lamp</th><th>Meaning</th><th>What to do</th></tr>
<tr><td>Green</td><td>Engine speed is above the restart speed; feeding allowed</td><td>Feed material butt end first</td></tr>
<tr><td>Amber, flashing</td><td>Engine speed falling towards the stop speed</td><td>Feed thinner pieces</td></tr>
<tr><td>Red</td><td>Feed rollers stopped by the no-stress controller</td><td>Wait; feeding restarts by itself</td></tr>
<tr><td>Red with buzzer</td><td>Bottom trip bar or emergency stop operated</td><td>Pull the bar back and press reset</td></tr>
</table>
<h2>Quick reference</h2>
<table>
<tr><th>Item</th><th>BX-150</th><th>BX-190</th><th>BX-230</th></tr>
<tr><td>Tyre pressure</td><td>2.8 bar</td><td>3.2 bar</td><td>3.2 bar</td></tr>
<tr><td>Engine idle speed</td><td>1,400 rpm</td><td>1,200 rpm</td><td>1,200 rpm</td></tr>
<tr><td>Full-throttle speed</td><td>3,400 rpm</td><td>2,800 rpm</td><td>2,600 rpm</td></tr>
<tr><td>Refuelling interval at full load</td><td>about 3 h</td><td>about 5 h</td><td>about 4.5 h</td></tr>
</table>
<h2>End of the day</h2>
<ol>
<li>Run the machine empty for 30 seconds to clear the drum.</li>
<li>Return to idle and let the engine run for 2 minutes before switching off.</li>
<li>Wait for the drum to stop, then brush chips off the engine cover and the cooler.</li>
<li>Grease the feed roller bearings if 10 hours have passed since the last greasing.</li>
</ol>
<p>Never leave the machine running unattended, and never clear a blocked hopper with your hands or feet - use a wooden push stick after stopping the engine.</p>
</body>
</html>
"""

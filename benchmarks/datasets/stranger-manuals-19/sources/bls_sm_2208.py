# ruff: noqa: E501
"""BLS-SM-2208 - Hydra-Dock HD Series hydraulic dock levellers, Service Manual, Rev 3 (invented)."""

KEY = "BLS-SM-2208"
COMPANY = "Brannock Loading Systems Inc."
TITLE = "Hydra-Dock HD Series Dock Levellers - Service Manual"
PRODUCT = "Hydra-Dock HD Series Dock Leveller"
VARIANTS = ["HD-60", "HD-80", "HD-100"]
VERSION = "Rev 3"
FILE = "bls-sm-2208_hydra-dock_service_manual.pdf"
EFFECTIVE_FROM = "2021-09-01"
RECORDED_AT = "2021-08-27T00:00:00Z"
CREATED = (2021, 8, 27)
TOTAL_PAGES = 8
DEG = "\u00b0"

PAGES = []

PAGES.append(
    [
        ("space", 6),
        ("title", "Hydra-Dock HD Series Dock Levellers"),
        ("subtitle", "Service Manual"),
        ("space", 3),
        ("p", "Models covered: HD-60, HD-80 and HD-100 hydraulic dock levellers with hinged lip."),
        ("p", "Document BLS-SM-2208, Revision 3, effective 1 September 2021."),
        ("space", 4),
        ("h1", "Contents"),
        (
            "table",
            {
                "widths": [22, 120, 22],
                "header": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety and identification", "2"],
                    ["2", "Technical data", "3"],
                    ["3", "Hydraulic settings", "4"],
                    ["4", "Maintenance schedule", "5"],
                    ["5", "Torques and cylinder replacement", "6"],
                    ["6", "Controller codes", "7"],
                    ["7", "Spare parts", "8"],
                ],
            },
        ),
        ("space", 4),
        ("h1", "About this manual"),
        (
            "p",
            "This manual covers the hydraulic, mechanical and control parts of the leveller. Dock shelters, "
            "door seals and door operators are covered by their own documentation.",
        ),
        (
            "p",
            "The model number gives the nominal capacity in hundreds of kilograms, so the HD-60 is rated for "
            "6,000 kg. Where a table gives one value for all models, it applies to every model listed above.",
        ),
        ("p", "Only persons trained by Brannock or an authorised dealer may carry out the work in sections 3 to 6."),
    ]
)

PAGES.append(
    [
        ("h1", "1 Safety and identification"),
        ("h2", "1.1 Rules for service work"),
        (
            "bullets",
            [
                "Do not enter the pit or reach under the platform unless the maintenance strut is swung into place and "
                "the platform rests on it.",
                "Do not use the leveller to lift goods, people or vehicles.",
                "Do not raise the relief valve setting above the value in Table 3-1 to make a slow leveller faster.",
                "Do not weld on the leveller unless the controller is disconnected and the hoses within 1 m of the "
                "weld have been removed.",
                "Do not bridge the door interlock contact, not even for a test.",
                "Do not let a forklift drive over the leveller while the controller is in service mode.",
            ],
        ),
        ("h2", "1.2 Identification"),
        (
            "p",
            "The serial plate is riveted to the front header on the left-hand side. Serial numbers have the form "
            "HD followed by seven digits, for example HD8031150. The first digit after HD is the capacity "
            "class: 6, 8, or 1 for the HD-100.",
        ),
        ("h2", "1.3 Operating conditions"),
        (
            "p",
            "The permitted ambient range depends on the hydraulic oil; see Table 3-2. In cold stores a pit "
            "heater kit is recommended in addition to the cold-store oil.",
        ),
        ("h2", "1.4 Tools required"),
        (
            "table",
            {
                "widths": [80, 60],
                "header": ["Tool", "Use"],
                "rows": [
                    ["Test gauge 0 to 250 bar with M1 adapter", "Relief valve check"],
                    ["Brass drift, 20 mm", "Clevis pins"],
                    ["Torque wrench 20 to 250 Nm", "All bolted joints"],
                    ["Grease gun with EP2 lithium grease", "Hinges"],
                ],
            },
        ),
    ]
)

PAGES.append(
    [
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "caption": "Table 2-1 Technical data",
                "widths": [68, 35, 35, 35],
                "header": ["Parameter", "HD-60", "HD-80", "HD-100"],
                "rows": [
                    ["Nominal capacity (1)", "6,000 kg", "8,000 kg", "10,000 kg"],
                    ["Platform length", "2,500 mm", "3,000 mm", "3,500 mm"],
                    ["Platform width", "2,000 mm", "2,000 mm", "2,250 mm"],
                    ["Lip length (2)", "400 mm", "400 mm", "500 mm"],
                    ["Working range above dock", "300 mm", "350 mm", "400 mm"],
                    ["Working range below dock", "300 mm", "300 mm", "350 mm"],
                    ["Pump motor rating", "0.75 kW", "1.1 kW", "1.5 kW"],
                    ["Main cylinder bore", "50 mm", "60 mm", "70 mm"],
                    ["Lip cylinder bore", "35 mm", "35 mm", "40 mm"],
                    ["Hydraulic oil volume", "6 L", "8 L", "8 L"],
                    ["Deck / lip plate thickness (3)", "6 / 13 mm", "8 / 16 mm", "8 / 16 mm"],
                    ["Mass without pit frame", "780 kg", "1,020 kg", "1,310 kg"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(1) Dynamic rated load to EN 1398 for a forklift with pneumatic tyres. For solid tyres derate by 25 %.",
                "(2) A 500 mm lip is available for the HD-60 and HD-80 as option L5.",
                "(3) Tread plate thickness of the deck, followed by the thickness of the lip plate.",
            ],
        ),
        ("h2", "2.2 Electrical data"),
        (
            "table",
            {
                "caption": "Table 2-2 Electrical data",
                "widths": [68, 35, 35, 35],
                "header": ["Parameter", "HD-60", "HD-80", "HD-100"],
                "rows": [
                    ["Supply", "3 x 400 V 50 Hz", "3 x 400 V 50 Hz", "3 x 400 V 50 Hz"],
                    ["Motor full-load current", "1.9 A", "2.6 A", "3.4 A"],
                    ["Supply fuse", "10 A", "10 A", "10 A"],
                    ["Control voltage", "24 V DC", "24 V DC", "24 V DC"],
                ],
            },
        ),
        (
            "p",
            "The controller checks the phase sequence at every start. The pump must not run in reverse, even "
            "briefly, because the gear pump is not designed to be driven backwards.",
        ),
    ]
)

PAGES.append(
    [
        ("h1", "3 Hydraulic settings"),
        (
            "p",
            "The power pack holds the pump, the relief valve, the lip sequence valve and the lowering "
            "restrictors. Velocity fuses are screwed directly into the cylinder ports.",
        ),
        (
            "table",
            {
                "caption": "Table 3-1 Hydraulic settings",
                "widths": [68, 35, 35, 35],
                "header": ["Setting", "HD-60", "HD-80", "HD-100"],
                "rows": [
                    ["Relief valve pressure", "140 bar", "155 bar", "170 bar"],
                    ["Lip sequence valve opening", "60 bar", "60 bar", "75 bar"],
                    ["Velocity fuse closing flow", "9 L/min", "11 L/min", "13 L/min"],
                    ["Platform raise time, full stroke (4)", "6 to 9 s", "7 to 10 s", "8 to 11 s"],
                    ["Lip extension time (4)", "2 to 4 s", "2 to 4 s", "3 to 5 s"],
                    ["Lowering time, empty, full stroke", "12 to 16 s", "12 to 16 s", "14 to 18 s"],
                ],
            },
        ),
        (
            "footnotes",
            ["(4) With oil at 20 " + DEG + "C or warmer. At 0 " + DEG + "C the times may be up to 50 % longer."],
        ),
        (
            "table",
            {
                "caption": "Table 3-2 Hydraulic oil",
                "widths": [50, 50, 60],
                "header": ["Application", "Oil", "Ambient range"],
                "rows": [
                    ["Standard", "HVLP 32", "-20 " + DEG + "C to +40 " + DEG + "C"],
                    ["Cold store", "HVLP 15", "-35 " + DEG + "C to +20 " + DEG + "C"],
                    ["Biodegradable option", "HEES 32", "-15 " + DEG + "C to +40 " + DEG + "C"],
                ],
            },
        ),
        ("h2", "3.2 Velocity fuses"),
        (
            "p",
            "Each velocity fuse is a spring-held valve that closes when the oil leaving the cylinder exceeds "
            "the closing flow in Table 3-1. If a hose bursts while a truck is on the platform, the fuse closes "
            "and the platform stops after a short drop instead of falling to the pit floor.",
        ),
        ("h2", "3.3 Setting the relief valve"),
        (
            "steps",
            [
                "Connect the test gauge to test point M1 on the power pack.",
                "Hold the RAISE button until the platform is at full height and the pump runs against the relief "
                "valve.",
                "Read the gauge. Do not hold RAISE for more than 10 s at a time.",
                "Loosen the lock nut. Turn the adjuster clockwise to increase or anticlockwise to decrease the "
                "pressure.",
                "Tighten the lock nut, repeat step 2 and confirm the value in Table 3-1.",
                "Apply a paint mark across the lock nut and the adjuster.",
            ],
        ),
    ]
)

PAGES.append(
    [
        ("h1", "4 Maintenance schedule"),
        (
            "table",
            {
                "caption": "Table 4-1 Maintenance schedule",
                "widths": [120, 44],
                "header": ["Task", "Interval"],
                "rows": [
                    ["Clean the pit and remove debris", "Monthly"],
                    ["Check toe guards and warning stripes", "Monthly"],
                    ["Lubricate the lip hinge (5)", "3 months"],
                    ["Lubricate the rear hinge pins", "6 months"],
                    ["Check the oil level with the platform fully lowered", "6 months"],
                    ["Inspect hoses for cracks and chafing", "6 months"],
                    ["Test the velocity fuses (6)", "12 months"],
                    ["Check the relief valve setting", "12 months"],
                    ["Inspect bumpers; replace if worn by more than 25 mm", "12 months"],
                    ["Change the hydraulic oil (7)", "3 years"],
                    ["Replace all hydraulic hoses", "6 years"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(5) Use EP2 lithium grease. The HD-100 lip hinge has seven grease nipples; the HD-60 and HD-80 have five.",
                "(6) With the platform empty and fully raised, open test valve V3; the platform must stop within 75 mm.",
                "(7) Every 2 years in cold stores and where the leveller makes more than 100 cycles a day.",
            ],
        ),
        (
            "p",
            "Record every service in the log book kept in the controller cabinet. The controller shows code P11 "
            "when 20,000 cycles or 12 months have passed since the service counter was last reset.",
        ),
        ("h2", "4.2 Annual service checklist"),
        (
            "bullets",
            [
                "All items in Table 4-1 that are due.",
                "Check that the lip rests on both keepers when the platform is in the parked position.",
                "Check the maintenance strut for bending and its switch for correct function (code P14).",
                "Reset the service counter in menu 4.2 and enter the date in the log book.",
            ],
        ),
    ]
)

PAGES.append(
    [
        ("h1", "5 Torques and cylinder replacement"),
        (
            "table",
            {
                "caption": "Table 5-1 Tightening torques",
                "widths": [62, 26, 28, 28, 28],
                "header": ["Joint", "Thread", "HD-60", "HD-80", "HD-100"],
                "rows": [
                    ["Rear hinge pin retainer", "M12", "80 Nm", "80 Nm", "80 Nm"],
                    ["Cylinder clevis pin lock bolt", "M10", "45 Nm", "45 Nm", "45 Nm"],
                    ["Lip hinge pin end plate", "M8", "25 Nm", "25 Nm", "25 Nm"],
                    ["Bumper fixing bolts (8)", "M16", "180 Nm", "180 Nm", "210 Nm"],
                    ["Power pack mounting bolts", "M10", "40 Nm", "40 Nm", "40 Nm"],
                    ["Hose fitting", "1/4 in BSP", "30 Nm", "30 Nm", "30 Nm"],
                    ["Hose fitting", "3/8 in BSP", "45 Nm", "45 Nm", "45 Nm"],
                    ["Velocity fuse in cylinder port", "3/8 in BSP", "35 Nm", "35 Nm", "40 Nm"],
                ],
            },
        ),
        ("footnotes", ["(8) The HD-100 uses bolts of grade 10.9 for the bumpers; the other models use grade 8.8."]),
        ("h2", "5.2 Replacing the main cylinder"),
        (
            "steps",
            [
                "Raise the platform fully and swing the maintenance strut into place.",
                "Lower the platform onto the strut until the cylinder is unloaded.",
                "Switch off and lock the main isolator.",
                "Open the tank cap to release any residual pressure.",
                "Disconnect the hose at the cylinder and cap both openings.",
                "Remove the upper clevis pin lock bolt and drive out the pin with a brass drift.",
                "Remove the lower clevis pin in the same way and lift out the cylinder.",
                "Transfer the velocity fuse to the new cylinder with a new sealing washer.",
                "Fit the new cylinder, the pins and the lock bolts. Tighten to Table 5-1.",
                "Reconnect the hose, top up the oil and run the platform up and down five times to purge air.",
                "Remove the strut and check the relief valve setting as in 3.3.",
            ],
        ),
    ]
)

PAGES.append(
    [
        ("h1", "6 Controller codes"),
        (
            "p",
            "The two-digit display on the control panel shows P followed by a number. Codes P01 to P09 stop the "
            "leveller; codes P11 to P14 are warnings and the leveller can still be used.",
        ),
        (
            "code",
            "P01",
            "Emergency stop",
            "The stop button on the panel, or a remote stop input, is open.",
            "Release the button and press RESET.",
        ),
        (
            "code",
            "P02",
            "Motor overload",
            "The thermal overload in the motor starter has tripped.",
            "Wait 10 minutes and reset the starter. Check that the relief valve is not set too high and that the "
            "pump does not run against it for long periods.",
        ),
        (
            "code",
            "P03",
            "Wrong phase sequence",
            "The phase monitor relay has detected reversed phase order.",
            "Swap two phases at the supply terminals, never at the motor terminals.",
        ),
        (
            "code",
            "P04",
            "Raise timeout",
            "The platform has not reached the top position within 20 s.",
            "Check the oil level, the relief valve setting and the top position sensor.",
        ),
        (
            "code",
            "P05",
            "Lip not extended",
            "Lip sensor not made within 8 s after the platform reached the top.",
            "Check the lip sequence valve setting and the lip hinge for seizure; lubricate the hinge.",
        ),
        (
            "code",
            "P06",
            "Door interlock open",
            "The dock door is not fully open, so the leveller will not operate.",
            "Open the door fully. Check the alignment of the door contact; the gap must not exceed 5 mm.",
        ),
        (
            "code",
            "P07",
            "Position sensor fault",
            "The platform position sensor gives a signal outside 0.5 to 4.5 V. Remedy on the next page.",
            None,
        ),
    ]
)

PAGES.append(
    [
        (
            "code",
            "P07",
            "(continued)",
            None,
            "Check the sensor connector in the pit for water and corrosion. If the signal is still outside the "
            "range, replace sensor BL-40721.",
        ),
        (
            "code",
            "P09",
            "Low oil level (option)",
            "The float switch in the tank has opened.",
            "Look for leaks, then top up with the oil given in Table 3-2.",
        ),
        (
            "code",
            "P11",
            "Service due",
            "The service counter has passed 20,000 cycles, or 12 months have passed.",
            "Carry out the annual service and reset the counter in menu 4.2.",
        ),
        (
            "code",
            "P12",
            "Control voltage low",
            "The 24 V DC supply is below 21 V.",
            "Check the power supply unit and fuse F2.",
        ),
        (
            "code",
            "P14",
            "Maintenance strut engaged",
            "The strut switch shows the strut out of its parked position. Lowering is blocked.",
            "Raise the platform slightly and swing the strut back into its parking clip.",
        ),
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "caption": "Table 7-1 Spare parts",
                "widths": [62, 37, 37, 37],
                "header": ["Description", "HD-60", "HD-80", "HD-100"],
                "rows": [
                    ["Main cylinder", "BL-21050", "BL-21060", "BL-21070"],
                    ["Lip cylinder", "BL-22035", "BL-22035", "BL-22040"],
                    ["Lip cylinder seal kit", "BL-22035-S", "BL-22035-S", "BL-22040-S"],
                    ["Velocity fuse (9)", "BL-23009", "BL-23011", "BL-23013"],
                    ["Hose set", "BL-24100", "BL-24100", "BL-24120"],
                    ["Power pack, complete", "BL-30075", "BL-30110", "BL-30150"],
                    ["Position sensor", "BL-40721", "BL-40721", "BL-40721"],
                    ["Control panel, complete", "BL-41000", "BL-41000", "BL-41000"],
                    ["Bumper, pair", "BL-50410", "BL-50410", "BL-50412"],
                    ["Maintenance strut", "BL-51025", "BL-51030", "BL-51035"],
                    ["Pit heater kit (option)", "-", "BL-60080", "BL-60100"],
                ],
            },
        ),
        ("footnotes", ["(9) Velocity fuses are calibrated for one model only. Never fit a fuse from another model."]),
    ]
)

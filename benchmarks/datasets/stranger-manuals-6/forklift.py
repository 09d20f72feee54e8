"""Halvorsen EFX electric counterbalance truck service manual (single PDF, no sidecar)."""

from layout import Doc

FILE = "halvorsen-efx-service-manual.pdf"
MODELS = ["EFX-16", "EFX-20", "EFX-25", "EFX-30"]


def _page1():
    return [
        ("title", "Halvorsen EFX Series Electric Counterbalance Trucks"),
        ("subtitle", "Service Manual - models EFX-16, EFX-20, EFX-25 and EFX-30 - publication HLV-SM-EFX-02"),
        ("h2", "1.1 About this manual"),
        (
            "p",
            "This manual is for trained service technicians. It covers the four-wheel EFX trucks with AC traction "
            "and pump motors and the MC-4 truck controller. Rated capacities are 1.6, 2.0, 2.5 and 3.0 tonnes. "
            "Values marked on the truck's capacity plate always take precedence over this manual.",
        ),
        ("h2", "1.2 Identification"),
        (
            "p",
            "The truck serial number is a five-digit number stamped on the right-hand frame member behind the "
            "operator step and repeated on the data plate on the left overhead guard leg. Trucks with serial "
            "numbers below 50000 use the earlier MC-2 controller and are not covered by this manual.",
        ),
        ("h2", "1.3 Safety"),
        (
            "bullets",
            [
                "Lower the forks fully, apply the parking brake, switch the key off and pull the battery connector "
                "before any service work.",
                "Never work under raised forks or carriage supported only by hydraulic pressure. Block the mast with "
                "timber or a safety chain.",
                "After disconnecting the battery, discharge the controller capacitors by connecting a 100 ohm, 25 W "
                "resistor across the controller B+ and B- terminals for 10 seconds.",
                "Charge batteries only in a ventilated area. Hydrogen released during charging is explosive; keep "
                "sparks and flames at least 2 m away.",
                "Lift the truck only at the marked jacking points, and chock the wheels that remain on the ground.",
            ],
        ),
        ("h2", "1.4 Service menu"),
        (
            "p",
            "To open the service menu, hold the horn button and the right arrow key while switching the key on, then "
            "enter the service PIN (factory PIN 2718). Menu A3 calibrates the accelerator, menu A7 the steering "
            "angle sensor and menu L1 shows the event log.",
        ),
    ]


def _page2():
    rows = [
        ["Rated capacity", "1600 kg", "2000 kg", "2500 kg", "3000 kg"],
        ["Load centre", "500 mm", "500 mm", "500 mm", "500 mm"],
        ["Max. lift height, standard duplex mast", "4800 mm", "4800 mm", "4800 mm", "4500 mm"],
        [
            "Travel speed laden / unladen",
            "14.5 / 16.0 km/h",
            "14.0 / 16.0 km/h",
            "16.0 / 17.5 km/h",
            "15.5 / 17.0 km/h",
        ],
        ["Lift speed, laden", "0.40 m/s", "0.36 m/s", "0.42 m/s", "0.38 m/s"],
        ["Lowering speed, laden", "0.50 m/s", "0.50 m/s", "0.52 m/s", "0.52 m/s"],
        ["Service weight without battery", "2480 kg", "2950 kg", "3610 kg", "4120 kg"],
        ["Outer turning radius", "1980 mm", "2050 mm", "2240 mm", "2310 mm"],
        ["Battery voltage", "48 V", "48 V", "80 V", "80 V"],
        ["Battery capacity (5 h rate)", "560 Ah", "700 Ah", "600 Ah", "775 Ah"],
        ["Minimum battery weight", "1050 kg", "1290 kg", "1520 kg", "1780 kg"],
        ["Hydraulic tank capacity", "24 L", "24 L", "24 L", "see (2)"],
        ["Main relief valve setting", "17.5 MPa", "17.5 MPa", "17.5 MPa (1)", "19.0 MPa"],
    ]
    return [
        ("h1", "2 Specifications"),
        (
            "table",
            {
                "header": ["Item", "EFX-16", "EFX-20", "EFX-25", "EFX-30"],
                "rows": rows,
                "widths": [52, 26, 26, 26, 26],
                "size": 8.2,
            },
        ),
        ("note", "(1) EFX-25 fitted with the optional integral side-shift: 18.0 MPa."),
        ("note", "(2) EFX-30: 31 L, because of the larger tilt cylinders."),
        (
            "p",
            "Capacities apply with the mast vertical, the load centred and the forks fully lowered before travel. "
            "Residual capacity at full lift height is shown on the truck's capacity plate; do not use this table "
            "for trucks with attachments.",
        ),
        ("h2", "2.1 Checking the main relief valve"),
        (
            "steps",
            [
                "Warm the hydraulic oil to 45-55 °C by cycling the tilt function.",
                "Fit a 0-25 MPa gauge to test point MP1 on the control valve block.",
                "Hold the tilt lever at full back tilt and read the gauge.",
                "If the reading is outside the specified value +/- 0.5 MPa, remove the cap nut and turn the relief "
                "adjuster: one full turn changes the setting by approximately 1.4 MPa.",
                "Refit the cap nut and seal the adjuster with lacquer.",
            ],
        ),
    ]


def _page3():
    return [
        ("h1", "3 Battery"),
        (
            "p",
            "All EFX trucks use a lead-acid traction battery, which also acts as part of the counterweight. Never fit "
            "a battery lighter than the minimum weight given in the specification table, or the truck's stability "
            "rating is void.",
        ),
        (
            "table",
            {
                "header": ["Item", "48 V trucks (EFX-16, EFX-20)", "80 V trucks (EFX-25, EFX-30)"],
                "rows": [
                    ["Number of cells", "24", "40"],
                    ["Battery connector", "SB350, grey housing", "SB350"],
                    ["Standard charger output", "48 V / 100 A", "80 V / 90 A"],
                    ["Lift cut-out voltage (under load)", "41.5 V", "69.2 V"],
                    ["Specific gravity, fully charged", "1.285 at 30 °C", "1.285 at 30 °C"],
                    ["Compartment L x W x H", "830 x 1000 x 627 mm", "1030 x 1000 x 787 mm"],
                ],
                "widths": [50, 50, 50],
            },
        ),
        (
            "p",
            "Recharge when the discharge indicator reaches 20 %. Give an equalising charge once a week. Check the "
            "electrolyte level after charging, never before, and top up with distilled or deionised water to 6 mm "
            "above the separator protector.",
        ),
        ("h2", "3.1 Removing the battery (side extraction)"),
        (
            "steps",
            [
                "Park on level ground, lower the forks and switch the key off.",
                "Pull the battery connector and raise the seat and hood assembly until the gas strut locks.",
                "Remove the battery retainer plate on the right-hand side (two M12 bolts).",
                "Slide the battery out onto a roller stand of matching height. Batteries of the 80 V trucks must be "
                "lifted with a spreader beam at all four lifting eyes.",
                "Install in reverse order and tighten the retainer plate bolts to 80 Nm.",
            ],
        ),
        ("h1", "4 Fluids and lubricants"),
        (
            "table",
            {
                "header": ["Application", "Specification", "Quantity"],
                "rows": [
                    [
                        "Hydraulic system",
                        "ISO VG 32 HLP; cold store below -10 °C: HVLP 22",
                        "See tank capacity in section 2",
                    ],
                    ["Drive axle gearbox, each side", "SAE 80W-90, API GL-5", "1.9 L"],
                    ["Service brake reservoir", "DOT 4 brake fluid", "0.4 L"],
                    ["Mast channels and lift chains", "Chain spray HL-CS1", "As required"],
                    [
                        "Steer axle and tilt cylinder pins",
                        "Lithium complex EP grease, NLGI 2",
                        "Until fresh grease shows",
                    ],
                ],
                "widths": [45, 70, 40],
            },
        ),
    ]


def _page4():
    codes = [
        [
            "F01",
            "Controller overtemperature (heat sink above 85 °C)",
            "Performance reduced. Clean heat sink fins, check controller fan.",
        ],
        [
            "F02",
            "Traction motor overtemperature (above 145 °C)",
            "Check for dragging brakes; thermal sensor should read about 600 ohm at 25 °C.",
        ],
        ["F03", "Battery undervoltage", "Battery below lift cut-out; recharge. If voltage is normal, check connector."],
        ["F04", "Battery overvoltage", "Wrong battery fitted, or charger connected while the truck is switched on."],
        [
            "F05",
            "Accelerator signal out of range (below 0.5 V or above 4.5 V)",
            "Check potentiometer wiring, then recalibrate in menu A3.",
        ],
        ["F07", "Seat switch open with travel requested", "Travel disabled. Check seat switch and harness."],
        ["F08", "Direction selected at key-on", "Return the direction lever to neutral and select again."],
        ["F11", "Traction motor speed encoder fault", "Check encoder connector X14 and its 5 V supply."],
        ["F12", "Line contactor welded", "Replace the line contactor; check the pre-charge resistor."],
        ["F13", "Line contactor does not close", "Check coil voltage, key switch circuit and fuse F3 (10 A)."],
        ["F14", "Pump motor overtemperature", "Check oil level and for continuous relief valve operation."],
        [
            "F17",
            "Hydraulic pressure sensor out of range",
            "Check connector X22; replace the sensor if it does not read 0.5 V at zero pressure.",
        ],
        [
            "F18",
            "Load above rated capacity (load weighing option)",
            "Lifting disabled above 300 mm fork height. Remove part of the load.",
        ],
        ["F21", "CAN communication lost with display", "Check CAN wiring and the two 120 ohm terminating resistors."],
        [
            "F22",
            "Electric parking brake fault",
            "Check brake coil resistance (24 ohm +/- 10 %) and connector X9. Travel limited to creep speed.",
        ],
        [
            "F25",
            "Steering angle sensor fault",
            "Travel speed limited to 4 km/h; recalibrate the sensor in menu A7.",
        ],
    ]
    return [
        ("h1", "5 Error codes"),
        (
            "p",
            "Errors appear on the display as the letter F followed by two digits. The controller stores the last 32 "
            "codes with the hour meter reading in the event log. An error that is no longer present clears when the "
            "key is cycled, except F12, which needs the line contactor to be replaced first.",
        ),
        (
            "table",
            {
                "header": ["Code", "Description", "Cause / action"],
                "rows": codes,
                "widths": [12, 62, 90],
                "size": 7.8,
            },
        ),
    ]


def _page5():
    return [
        ("h1", "6 Maintenance schedule"),
        (
            "table",
            {
                "header": ["Interval", "Operations"],
                "rows": [
                    [
                        "Daily / every shift",
                        "Check battery charge and electrolyte level, horn, brakes, steering, forks, chains, lights "
                        "and seat belt.",
                    ],
                    [
                        "Every 250 h",
                        "Blow out motors and controller with dry air (max. 200 kPa); check chain tension and "
                        "lubricate chains; check drive axle oil level; grease steer axle and tilt cylinder pins.",
                    ],
                    [
                        "Every 500 h",
                        "Check mast rollers and channel wear; check wheel nut torque; check brake lining wear; "
                        "inspect hydraulic hoses.",
                    ],
                    [
                        "Every 1000 h",
                        "Replace hydraulic return filter element; replace hydraulic tank breather; measure chain "
                        "elongation.",
                    ],
                    ["Every 2000 h", "Change hydraulic oil; change drive axle oil; renew brake fluid."],
                ],
                "widths": [30, 130],
            },
        ),
        (
            "note",
            "Halve the hour intervals in cold store, foundry or dusty applications. Trucks that run few hours must "
            "still receive the 1000-hour service at least once a year.",
        ),
        ("h2", "6.1 Changing the hydraulic oil"),
        (
            "steps",
            [
                "Lower the forks, tilt the mast fully back and switch the key off.",
                "Place a container of at least 35 L under the tank drain plug.",
                "Remove the magnetic drain plug, let the oil drain and clean the plug.",
                "Refit the drain plug with a new sealing washer and tighten it to 45 Nm.",
                "Replace the return filter element (part HL-60231): screw on by hand until the seal touches, then "
                "a further three-quarters of a turn.",
                "Fill through the breather port to the MAX mark on the dipstick with the forks lowered.",
                "Run lift and tilt to full stroke five times, then recheck the level.",
            ],
        ),
    ]


def _page6():
    return [
        ("h1", "7 Mast chains"),
        (
            "p",
            "Measure chain elongation over a length of ten pitches in the section that runs over the chain sheave. "
            "Replace both chains of a pair if elongation exceeds 2 % of the nominal length, or if any link plate is "
            "cracked or any pin turns in its plate. Never replace a single chain of a pair.",
        ),
        (
            "p",
            "To equalise chain tension, raise the carriage about 100 mm, press each chain at mid-height and adjust the "
            "anchor nuts until both deflect equally. Lock the anchor nuts to 100 Nm.",
        ),
        ("h1", "8 Tightening torques"),
        (
            "table",
            {
                "header": ["Fastener", "Torque"],
                "rows": [
                    ["Drive wheel nuts, EFX-16 and EFX-20", "195 Nm"],
                    ["Drive wheel nuts, EFX-25 and EFX-30", "270 Nm"],
                    ["Steer wheel nuts, all models", "155 Nm"],
                    ["Counterweight mounting bolts", "410 Nm"],
                    ["Overhead guard mounting bolts", "90 Nm"],
                    ["Traction motor mounting bolts", "120 Nm"],
                    ["Controller power cable terminals (M8)", "11 Nm"],
                ],
                "widths": [100, 40],
            },
        ),
        (
            "note",
            "Torques are for clean, dry threads. Re-check wheel nut torque after the first 50 hours following any "
            "wheel change.",
        ),
    ]


def build(out_dir):
    doc = Doc(
        header="Halvorsen Lift AB - EFX Series Service Manual - HLV-SM-EFX-02",
        footer="HLV-SM-EFX-02",
        title="Halvorsen EFX Series Service Manual",
        author="Halvorsen Lift AB (fictional)",
    )
    for page in (_page1, _page2, _page3, _page4, _page5, _page6):
        doc.add_page(page())
    doc.save(out_dir / FILE)

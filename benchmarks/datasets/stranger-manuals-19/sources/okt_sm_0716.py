"""OKT-SM-0716 - VaporChef VC combi steamers, Service Manual, Issue 3 (invented)."""

KEY = "OKT-SM-0716"
COMPANY = "Ostervik Kitchen Systems GmbH"
TITLE = "VaporChef VC Combi Steamers - Service Manual"
PRODUCT = "VaporChef VC Combi Steamer"
VARIANTS = ["VC-61", "VC-101", "VC-201"]
VERSION = "Issue 3"
FILE = "okt-sm-0716_vaporchef_service_manual.pdf"
EFFECTIVE_FROM = "2022-02-14"
RECORDED_AT = "2022-02-09T00:00:00Z"
CREATED = (2022, 2, 9)
TOTAL_PAGES = 8
DEG = "\u00b0"
MU = "\u00b5"

PAGES = []

PAGES.append(
    [
        ("space", 6),
        ("title", "VaporChef VC Combi Steamers"),
        ("subtitle", "Service Manual"),
        ("space", 3),
        ("p", "Models covered: VC-61, VC-101 and VC-201, electric, with boiler-type steam generator."),
        ("p", "Document OKT-SM-0716, Issue 3, effective 14 February 2022."),
        ("space", 4),
        ("h1", "Contents"),
        (
            "table",
            {
                "widths": [22, 120, 22],
                "header": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety and identification", "2"],
                    ["2", "Technical data and water quality", "3"],
                    ["3", "Service parameters and calibration", "4"],
                    ["4", "Maintenance schedule and descaling", "5"],
                    ["5", "Torques and component replacement", "6"],
                    ["6", "Error codes", "7"],
                    ["7", "Spare parts", "8"],
                ],
            },
        ),
        ("space", 4),
        ("h1", "About this manual"),
        (
            "p",
            "This manual is for service technicians authorised by Ostervik. Daily cleaning and operation are "
            "described in the quick guide OKT-QG-0032; installation is described in OKT-IM-0715.",
        ),
        (
            "p",
            "The service level is opened with the technician key card. It cannot be reached from the operator "
            "menu. The model number gives the number of GN 1/1 shelves followed by a digit for the generation.",
        ),
    ]
)

PAGES.append(
    [
        ("h1", "1 Safety and identification"),
        ("h2", "1.1 Rules for service work"),
        (
            "bullets",
            [
                "Do not open the door beyond the first latch position while the cavity is above 60 " + DEG + "C; wait "
                "5 s at the latch for the steam to vent.",
                "Do not spray water or use a hose on the control panel or on the rear panel louvres.",
                "Do not use oven cleaner or any caustic cleaner on the door gasket.",
                "Do not run the descaling programme with the door open.",
                "Do not connect the appliance to fully demineralised water.",
                "Do not bypass the door switch for test purposes; use service test T4 instead.",
                "Do not remove the rear panel within 10 minutes of switching off. The heating elements and the steam "
                "generator stay hot.",
            ],
        ),
        ("h2", "1.2 Identification"),
        (
            "p",
            "The rating plate is on the left side panel, behind the control panel door. Serial numbers have the "
            "form OV followed by seven digits, for example OV7104650. The first digit after OV is 7 for all "
            "electric VC models.",
        ),
        ("h2", "1.3 Service tests"),
        (
            "table",
            {
                "widths": [20, 110],
                "header": ["Test", "Function"],
                "rows": [
                    ["T1", "Heaters one by one, with current reading"],
                    ["T2", "Fan in both directions and at both speeds"],
                    ["T3", "Safety thermostats (heats until the thermostat opens)"],
                    ["T4", "Door switch channels A and B"],
                    ["T5", "Filling valve and level probes"],
                    ["T6", "Drain valve and drain time"],
                ],
            },
        ),
    ]
)

PAGES.append(
    [
        ("h1", "2 Technical data and water quality"),
        (
            "table",
            {
                "caption": "Table 2-1 Technical data",
                "widths": [68, 35, 35, 35],
                "header": ["Parameter", "VC-61", "VC-101", "VC-201"],
                "rows": [
                    ["Capacity (GN 1/1 shelves)", "6", "10", "20"],
                    ["Rack spacing", "68 mm", "68 mm", "63 mm"],
                    ["Total connected load (1)", "10.8 kW", "18.9 kW", "37.5 kW"],
                    ["Steam generator heater", "9.0 kW", "18.0 kW", "36.0 kW"],
                    ["Convection heater", "10.5 kW", "18.0 kW", "36.0 kW"],
                    ["Supply fuse, 3N AC 400 V", "3 x 16 A", "3 x 32 A", "3 x 63 A"],
                    ["Steam generator volume", "5.5 L", "9.0 L", "16.0 L"],
                    ["Fan speed, high", "2,800 rpm", "2,800 rpm", "2,700 rpm"],
                    ["Fan speed, low", "1,400 rpm", "1,400 rpm", "1,350 rpm"],
                    ["Drain connection", "DN 40", "DN 50", "DN 50"],
                    ["Net weight", "118 kg", "146 kg", "265 kg"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(1) The controller never switches the steam generator heater and the convection heater fully "
                "on at the same time."
            ],
        ),
        (
            "table",
            {
                "caption": "Table 2-2 Water supply",
                "widths": [68, 50, 50],
                "header": ["Parameter", "Minimum", "Maximum"],
                "rows": [
                    ["Flow pressure at the connection (2)", "1.5 bar", "6.0 bar"],
                    ["Total hardness", "4 " + DEG + "dH", "7 " + DEG + "dH"],
                    ["Conductivity (3)", "50 " + MU + "S/cm", "1,500 " + MU + "S/cm"],
                    ["Chloride", "-", "60 mg/L"],
                    ["Free chlorine", "-", "0.2 mg/L"],
                    ["pH", "6.5", "8.5"],
                    ["Water temperature", "-", "30 " + DEG + "C"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(2) VC-201: 2.0 bar minimum.",
                "(3) The level probes need a minimum conductivity to detect water. Below 50 " + MU + "S/cm the steam "
                "generator cannot find its level and shows Err 34.",
            ],
        ),
        (
            "p",
            "Where the hardness exceeds the maximum, fit a softener or a mixed-bed cartridge with bypass. "
            "Connect the appliance with the hose set supplied; old hoses must not be reused.",
        ),
    ]
)

PAGES.append(
    [
        ("h1", "3 Service parameters and calibration"),
        (
            "p",
            "Open the service level with the technician key card and select Parameters. Parameters marked * are "
            "reset to their default value after a software update.",
        ),
        (
            "table",
            {
                "caption": "Table 3-1 Service parameters",
                "widths": [20, 82, 30, 42],
                "header": ["No.", "Function", "Default", "Range"],
                "rows": [
                    ["P-03", "Level probe sensitivity", "3", "1 to 5"],
                    ["P-07", "Core probe offset", "0.0 K", "-3.0 to +3.0 K"],
                    ["P-11*", "Descaling reminder threshold (4)", "180 h", "60 to 400 h"],
                    ["P-15", "Fan reversing interval", "120 s", "60 to 300 s"],
                    ["P-22", "Quench water setpoint (drain cooling)", "58 " + DEG + "C", "50 to 65 " + DEG + "C"],
                    ["P-28*", "Fan stop delay after the door opens", "0 s", "0 to 5 s"],
                    ["P-31", "Maximum cavity temperature", "300 " + DEG + "C", "250 to 300 " + DEG + "C"],
                    ["P-40", "Steam generator standby temperature", "90 " + DEG + "C", "70 to 95 " + DEG + "C"],
                ],
            },
        ),
        (
            "footnotes",
            [
                "(4) Hours of steam generator heating. Set P-11 to 120 h while the hardness is above "
                "7 " + DEG + "dH and a softener is on order."
            ],
        ),
        ("h2", "3.2 Calibrating the core probe"),
        (
            "steps",
            [
                "Fill an insulated container with crushed ice and a little water. Stir for 2 minutes.",
                "Insert the core probe at least 50 mm deep into the ice water.",
                "In the service level, open Sensors and read the core temperature after 60 s.",
                "If the reading is outside -0.5 to +0.5 " + DEG + "C, set P-07 to the negative of the reading.",
                "Repeat steps 2 to 4. The reading must now be between -0.5 and +0.5 " + DEG + "C.",
                "If an offset larger than 3.0 K would be needed, replace the core probe.",
            ],
        ),
    ]
)

PAGES.append(
    [
        ("h1", "4 Maintenance schedule and descaling"),
        (
            "table",
            {
                "caption": "Table 4-1 Maintenance schedule",
                "widths": [100, 44, 30],
                "header": ["Task", "Interval", "By"],
                "rows": [
                    ["Cleaning programme (see quick guide)", "Daily", "Operator"],
                    ["Clean the door gasket with mild detergent", "Daily", "Operator"],
                    ["Drain and flush the steam generator", "Daily, automatic", "-"],
                    ["Inspect the door gasket for cracks", "Monthly", "Operator"],
                    ["Clean the air filter of the electronics bay", "3 months", "Operator"],
                    ["Clean the level probes", "6 months", "Technician"],
                    ["Inspect fan wheel and fan motor bearing", "6 months", "Technician"],
                    ["Check the quench valve and the drain", "6 months", "Technician"],
                    ["Replace the door gasket (5)", "12 months", "Technician"],
                    ["Replace the water inlet strainer", "12 months", "Technician"],
                    ["Test the safety thermostats (test T3)", "12 months", "Technician"],
                    ["Check protective earth and insulation", "12 months", "Technician"],
                ],
            },
        ),
        ("footnotes", ["(5) Earlier if the gasket is cracked or if steam escapes at the door during cooking."]),
        ("h2", "4.2 Descaling the steam generator"),
        (
            "p",
            "Scale forms on the heating elements because the generator boils water away and leaves the hardness "
            "behind. Scale insulates the element sheath, so the sheath runs hotter for the same output; in the "
            "end the generator safety thermostat opens (Err 52) or the element fails. The descaling reminder "
            "(P-11) counts hours of generator heating.",
        ),
        (
            "steps",
            [
                "Select Service, then Descale. The generator drains and cools to 60 " + DEG + "C.",
                "When prompted, pour descaler OK-DS5 into the funnel behind the front panel flap: 1.5 L for the "
                "VC-61, 2.5 L for the VC-101 or 4.0 L for the VC-201.",
                "Close the flap. The programme runs for about 70 minutes and rinses three times by itself.",
                "When the display shows End, check that the drain water is clear.",
            ],
        ),
    ]
)

PAGES.append(
    [
        ("h1", "5 Torques and component replacement"),
        (
            "table",
            {
                "caption": "Table 5-1 Tightening torques",
                "widths": [74, 33, 33, 33],
                "header": ["Joint", "VC-61", "VC-101", "VC-201"],
                "rows": [
                    ["Fan wheel nut, M8 left-hand (6)", "18 Nm", "18 Nm", "22 Nm"],
                    ["Convection heater flange nuts, M6", "4.5 Nm", "4.5 Nm", "4.5 Nm"],
                    ["Steam generator element flange, M8", "12 Nm", "12 Nm", "12 Nm"],
                    ["Door hinge bolts, M8", "22 Nm", "22 Nm", "28 Nm"],
                    ["Level probe nuts, M5", "2.5 Nm", "2.5 Nm", "2.5 Nm"],
                    ["Lower fan motor bracket, M6", "-", "-", "9 Nm"],
                    ["Earth stud, M6", "6 Nm", "6 Nm", "6 Nm"],
                ],
            },
        ),
        ("footnotes", ["(6) Left-hand thread: turn clockwise to loosen. The nut is single-use."]),
        ("h2", "5.2 Replacing the fan wheel"),
        (
            "steps",
            [
                "Switch off, isolate and wait 10 minutes.",
                "Remove the racks and the air baffle (two knurled nuts).",
                "Hold the fan wheel with tool OK-W12 and undo the nut.",
                "Pull off the fan wheel with extractor OK-W14. Never lever against the cavity wall.",
                "Clean the shaft taper. Fit the new wheel and a new nut.",
                "Tighten the nut to Table 5-1.",
                "Turn the wheel by hand; the gap to the baffle must be at least 3 mm all round.",
                "Refit the baffle and run service test T2.",
            ],
        ),
        ("h2", "5.3 Replacing the door gasket"),
        (
            "steps",
            [
                "Pull the old gasket out of its groove, starting at a corner.",
                "Clean the groove with warm soapy water. Do not use a blade or a scraper.",
                "Press the new gasket in, starting at the middle of the top edge, and finish with the joint at the "
                "bottom centre.",
                "Close the door and check with a strip of paper that the gasket grips all round.",
            ],
        ),
    ]
)

PAGES.append(
    [
        ("h1", "6 Error codes"),
        (
            "p",
            "Errors are shown as Err followed by a number. The buzzer sounds until the error is acknowledged. "
            "Errors marked (L) lock the appliance until a technician clears them in the service level.",
        ),
        (
            "code",
            "Err 10",
            "Cavity sensor open circuit",
            "The cavity sensor reads above 400 " + DEG + "C or gives no signal.",
            "Check the sensor plug on the control board and measure the sensor (Pt1000, about 1,000 ohm at "
            "0 " + DEG + "C). Replace sensor OK-S210 if faulty.",
        ),
        (
            "code",
            "Err 11",
            "Cavity sensor short circuit",
            "The cavity sensor reads below -20 " + DEG + "C.",
            "As Err 10.",
        ),
        (
            "code",
            "Err 12",
            "(L) Cavity over-temperature",
            "The cavity temperature is 20 K above the value of P-31.",
            "Check the convection heater contactor for welded contacts and replace it if necessary.",
        ),
        (
            "code",
            "Err 20",
            "Fan motor thermal contact",
            "The thermal contact in the fan motor winding has opened.",
            "Allow 30 minutes to cool. Check that the fan turns freely and that the motor cooling fan behind the "
            "rear panel runs.",
        ),
        (
            "code",
            "Err 21",
            "Fan speed low",
            "The fan speed has been below 60 % of the setpoint for 15 s.",
            "Check the fan wheel for grease build-up and clean it. Check the parameter set of the fan inverter.",
        ),
        (
            "code",
            "Err 25",
            "Door switch implausible",
            "The two door switch channels disagree for more than 2 s.",
            "Adjust the door switch magnet. Replace switch OK-S330 if one channel stays open (test T4).",
        ),
        (
            "code",
            "Err 32",
            "(L) Steam generator dry-boil",
            "The steam generator temperature is above 140 " + DEG + "C.",
            "Check the filling valve and the level probes, descale the generator and reset its safety thermostat.",
        ),
        (
            "code",
            "Err 34",
            "Steam generator fill timeout",
            "The water level has not been reached within 5 minutes of filling.",
            "Open the water tap fully, clean the inlet strainer, check the flow pressure (Table 2-2) and clean "
            "the level probes.",
        ),
        (
            "code",
            "Err 36",
            "Drain not confirmed",
            "The generator is not empty 90 s after the drain valve has opened. Remedy on the next page.",
            None,
        ),
    ]
)

PAGES.append(
    [
        (
            "code",
            "Err 36",
            "(continued)",
            None,
            "Check the drain valve and the drain pipe for scale and descale if necessary. Then run service test T6.",
        ),
        (
            "code",
            "Err 41",
            "Core probe fault",
            "The core probe reading is outside -20 to +150 " + DEG + "C.",
            "Check the probe plug. Calibrate the probe as in 3.2 or replace it.",
        ),
        (
            "code",
            "Err 45",
            "Quench water temperature high",
            "The drain water is above P-22 + 15 K for 2 minutes.",
            "Check the quench valve OK-V140 and the water supply to it.",
        ),
        (
            "code",
            "Err 50",
            "Internal communication",
            "No data between the control board and the power board for 3 s.",
            "Check the ribbon cable and its plugs. Replace the power board if the fault stays.",
        ),
        (
            "code",
            "Err 52",
            "(L) Safety thermostat tripped",
            "A manual-reset safety thermostat of the steam generator or the cavity has opened.",
            "Find the cause first (usually scale; look for Err 32 in the history). Then press the reset button "
            "under the cap on the rear panel.",
        ),
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "caption": "Table 7-1 Spare parts",
                "widths": [68, 35, 35, 35],
                "header": ["Description", "VC-61", "VC-101", "VC-201"],
                "rows": [
                    ["Door gasket", "OK-D061", "OK-D101", "OK-D201"],
                    ["Fan wheel", "OK-F300", "OK-F300", "OK-F420"],
                    ["Fan wheel nut (single-use)", "OK-F011", "OK-F011", "OK-F011"],
                    ["Steam generator element (7)", "OK-H090", "OK-H180", "OK-H180"],
                    ["Cavity sensor, Pt1000", "OK-S210", "OK-S210", "OK-S210"],
                    ["Core probe", "OK-S415", "OK-S415", "OK-S415"],
                    ["Door switch", "OK-S330", "OK-S330", "OK-S330"],
                    ["Quench valve", "OK-V140", "OK-V140", "OK-V140"],
                    ["Water inlet strainer", "OK-V020", "OK-V020", "OK-V020"],
                    ["Descaler, 10 L canister", "OK-DS5", "OK-DS5", "OK-DS5"],
                ],
            },
        ),
        ("footnotes", ["(7) The VC-201 needs two elements OK-H180."]),
    ]
)

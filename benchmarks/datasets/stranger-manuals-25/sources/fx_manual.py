"""AquaDose FX-2 / FX-3 / FX-4 fertigation dosing units - Service Manual BAT-SM-FX-07 Rev 3.

Invented document. Alarm A07 runs from page 6 onto page 7.
"""

COMPANY = "Brenmoor Agritech Ltd."
TITLE = "AquaDose FX-2 / FX-3 / FX-4 Fertigation Dosing Units - Service Manual"
DOCNO = "BAT-SM-FX-07"
VERSION = "Rev 3"
PRODUCT = "AquaDose fertigation dosing unit"
VARIANTS = ["FX-2", "FX-3", "FX-4"]
CREATED = (2022, 4, 22, 10, 0, 0)


def pages():
    p1 = [
        ("title", "AquaDose Fertigation Dosing Units"),
        ("subtitle", "FX-2, FX-3 and FX-4 - Service Manual"),
        (
            "p",
            "AquaDose units inject liquid fertiliser and acid from stock tanks into the irrigation "
            "water of greenhouses and nurseries. Each dosing channel has a venturi injector, a "
            "dosing valve and a flow meter. A booster pump drives the mixing loop, and the "
            "controller regulates EC and pH from two in-line sensors.",
        ),
        (
            "p",
            "The model number gives the number of dosing channels. Serial numbers are printed on "
            "the rating plate inside the control cabinet door and begin AD2, AD3 or AD4.",
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [22, 120, 22],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety notes", "2"],
                    ["2", "Technical data", "2"],
                    ["3", "Controller setpoints and alarm limits", "3"],
                    ["4", "Maintenance intervals", "4"],
                    ["5", "Tightening torques", "4"],
                    ["6", "Service procedures", "5"],
                    ["7", "Alarm codes", "6"],
                    ["8", "Spare parts", "8"],
                    ["9", "Storage and winter shutdown", "8"],
                ],
            },
        ),
        ("h1", "Revision history"),
        (
            "table",
            {
                "w": [16, 28, 120],
                "head": ["Rev", "Date", "Change"],
                "rows": [
                    ["1", "2019-02-11", "First issue (FX-2 and FX-3)."],
                    ["2", "2020-10-05", "FX-4 added."],
                    [
                        "3",
                        "2022-05-02",
                        "Alarm A11 added; pH probe calibration interval changed; spare parts list updated.",
                    ],
                ],
            },
        ),
    ]
    p2 = [
        ("h1", "1 Safety notes"),
        (
            "bullets",
            [
                "Wear acid-resistant gloves and a face shield when working on the acid channel or on stock tanks.",
                "Do not mix acid and fertiliser concentrates in the same stock tank.",
                "Do not open injector unions or sensor holders while the mixing loop is under pressure.",
                "Do not run the booster pump dry, not even briefly to check the direction of rotation.",
            ],
        ),
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "w": [64, 33, 33, 34],
                "head": ["Parameter", "FX-2", "FX-3", "FX-4"],
                "rows": [
                    ["Dosing channels", "2", "3", "4"],
                    ["Max. dosing rate per channel (1)", "250 l/h", "250 l/h", "400 l/h"],
                    ["Irrigation main flow range", "2 - 12 m³/h", "4 - 20 m³/h", "6 - 30 m³/h"],
                    ["Inlet pressure, min. / max.", "1.5 / 4.0 bar", "1.5 / 4.0 bar", "2.0 / 6.0 bar"],
                    ["Booster pump power", "0.55 kW", "0.75 kW", "1.1 kW"],
                    ["Booster pump inverter", "-", "-", "20 - 50 Hz"],
                    ["Acid channel (2)", "channel 2", "channel 3", "channel 4"],
                    ["Mixing loop pipe size", "DN 32", "DN 40", "DN 50"],
                    ["Supply", "230 V 1~", "230 V 1~", "400 V 3~"],
                    ["Mass, empty", "58 kg", "74 kg", "96 kg"],
                ],
            },
        ),
        (
            "small",
            "(1) At 1.5 bar differential across the injector. At 1.0 bar differential the rate falls by about 30 %.",
        ),
        (
            "small",
            "(2) The acid channel has a PVDF injector and FKM seals. Fertiliser channels have PVC "
            "injectors and EPDM seals.",
        ),
    ]
    p3 = [
        ("h1", "3 Controller setpoints and alarm limits"),
        (
            "p",
            "Factory defaults are loaded when the controller is reset with parameter P-99. EC "
            "limits are entered relative to the active EC setpoint.",
        ),
        (
            "table",
            {
                "w": [82, 40, 42],
                "head": ["Parameter", "Default", "Adjustable range"],
                "rows": [
                    ["EC setpoint", "2.0 mS/cm", "0.5 - 5.0 mS/cm"],
                    ["EC high alarm (1)", "setpoint + 0.5", "+0.2 to +1.5"],
                    ["EC high trip, all channels stop (1)", "setpoint + 1.0", "+0.5 to +2.5"],
                    ["EC low alarm (1)", "setpoint - 0.5", "-0.2 to -1.5"],
                    ["pH setpoint", "5.8", "4.5 - 7.5"],
                    ["pH high alarm", "6.8", "6.0 - 8.0"],
                    ["pH low alarm", "5.0", "4.0 - 6.0"],
                    ["pH low trip, acid channel stops", "4.5", "3.5 - 5.5"],
                    ["Alarm delay (2)", "60 s", "10 - 600 s"],
                    ["Dosing enable, main flow (3)", "20 % of max. flow", "fixed"],
                    ["EC temperature compensation", "2.0 %/°C", "0 - 3.0 %/°C"],
                ],
            },
        ),
        ("small", "(1) Values in mS/cm. Limits follow the setpoint automatically when the recipe changes."),
        ("small", "(2) Applies to the EC and pH alarms. Trips act without delay."),
        (
            "small",
            "(3) Below this flow all injectors are closed so that concentrated fertiliser cannot "
            "enter the dripper lines.",
        ),
        ("h2", "3.1 Sensor checks"),
        (
            "p",
            "Accept a pH probe when its slope after calibration lies between 90 % and 105 % and its "
            "offset is within ±25 mV. Accept the EC sensor when the reading in 1.41 mS/cm "
            "calibration solution is within ±0.05 mS/cm.",
        ),
    ]
    p4 = [
        ("h1", "4 Maintenance intervals"),
        (
            "table",
            {
                "w": [110, 54],
                "head": ["Task", "Interval"],
                "rows": [
                    ["Clean stock tank suction strainers", "Weekly"],
                    ["Calibrate pH probe, two-point (6.1)", "Every 2 weeks"],
                    ["Calibrate EC sensor", "Monthly"],
                    ["Replace pH probe (1)", "Every 12 months"],
                    ["Clean venturi injectors (6.2)", "Every 3 months"],
                    ["Replace injector check-valve balls and O-rings", "Annually"],
                    ["Inspect booster pump mechanical seal", "Every 6 months"],
                    ["Flush mixing loop with clean water", "At end of season"],
                ],
            },
        ),
        ("small", "(1) Replace earlier if the slope stays below 90 % after cleaning and recalibration."),
        ("h1", "5 Tightening torques"),
        (
            "table",
            {
                "w": [84, 40, 40],
                "head": ["Joint", "FX-2 / FX-3", "FX-4"],
                "rows": [
                    ["Mixing loop flange bolts, M12", "25 N·m", "30 N·m"],
                    ["Booster pump mounting bolts, M10", "35 N·m", "45 N·m"],
                    ["Injector union nuts, PVC (1)", "6 N·m", "6 N·m"],
                    ["Flow meter clamp screws, M5", "3 N·m", "3 N·m"],
                    ["pH and EC sensor holders", "hand-tight", "hand-tight"],
                ],
            },
        ),
        ("small", "(1) Use only the strap wrench supplied with the unit. Metal pipe wrenches crack PVC union nuts."),
    ]
    p5 = [
        ("h1", "6 Service procedures"),
        ("h2", "6.1 pH probe two-point calibration"),
        (
            "steps",
            [
                "Select MANUAL on the controller so that no acid is dosed, then close the sampling valve.",
                "Take out the probe and rinse it with distilled water. Do not wipe the glass bulb; dab "
                "it dry with a tissue.",
                "Place the probe in pH 7.00 buffer. When the reading has been stable for 30 s, confirm with CAL 1.",
                "Rinse again, place the probe in pH 4.01 buffer and confirm with CAL 2.",
                "Read the slope and offset from the display and compare them with Section 3.1.",
                "Refit the probe hand-tight, open the sampling valve and select AUTO.",
            ],
        ),
        ("h2", "6.2 Venturi injector cleaning"),
        (
            "steps",
            [
                "Close both isolating valves of the channel and open the flush port to drain the injector.",
                "Undo the two union nuts with the strap wrench and lift the injector out.",
                "Soak the injector in warm water, at most 40 °C, for 30 minutes and brush the inlet cone.",
                "Try the throat with gauge pin 62-0440. If the pin passes through the throat, the "
                "injector is worn and must be replaced.",
                "Fit new O-rings, refit the injector and tighten the union nuts to 6 N·m.",
                "Open the isolating valves and check the dosing rate at 100 l/h for 5 minutes.",
            ],
        ),
    ]
    p6 = [
        ("h1", "7 Alarm codes"),
        (
            "p",
            "Alarms are acknowledged with the bell key. Trips stop dosing and must be reset with "
            "ACK followed by RESET after the cause has been removed.",
        ),
        (
            "code",
            "A01",
            "EC high alarm",
            "Measured EC above the high alarm limit for longer than the alarm delay.",
            [
                "Check the concentration of the stock solution.",
                "Check the dosing valves for leakage in the closed position.",
                "Check the EC sensor with calibration solution.",
            ],
        ),
        (
            "code",
            "A02",
            "EC high trip",
            "EC above the trip limit; all fertiliser channels stopped.",
            ["Flush the mixing loop before restarting.", "Then proceed as for A01."],
        ),
        (
            "code",
            "A03",
            "EC low alarm",
            "Measured EC below the low alarm limit for longer than the alarm delay.",
            ["Check stock tank levels and suction strainers.", "Clean the injectors as described in 6.2."],
        ),
        (
            "code",
            "A04",
            "pH low alarm",
            "Measured pH below the low alarm limit for longer than the alarm delay.",
            ["Check the acid stock concentration and the acid dosing valve."],
        ),
        (
            "code",
            "A05",
            "pH low trip",
            "pH below the trip limit; the acid channel is stopped.",
            ["Check the pH probe against a hand-held meter before restarting acid dosing."],
        ),
        (
            "code",
            "A06",
            "No main flow",
            "Irrigation flow below the dosing enable threshold while a valve group is open.",
            ["Check the irrigation valves and the main flow meter pulse cable."],
        ),
        (
            "code",
            "A07",
            "Booster pump fault",
            "The motor protection switch has tripped, or the pump has not confirmed running within "
            "5 s of the start command.",
            [
                "Check the motor protection switch setting: 3.6 A on FX-2, 4.8 A on FX-3, 2.6 A on FX-4.",
                "Reset the switch and restart the pump once while watching the pressure gauge.",
            ],
        ),
    ]
    p7 = [
        ("h1", "7 Alarm codes (continued)"),
        (
            "code",
            "",
            "",
            "",
            [
                "If the switch trips again, check the mechanical seal for leakage and the pump shaft "
                "for free rotation.",
                "Measure the winding resistance; the three readings must not differ by more than 5 %.",
                "Replace the mechanical seal or the pump if the fault persists.",
            ],
            3,
        ),
        (
            "code",
            "A08",
            "Stock tank low level",
            "Level switch in one of the stock tanks has opened.",
            ["Refill the stock tank; the alarm clears automatically."],
        ),
        (
            "code",
            "A09",
            "Sensor signal fault",
            "EC or pH transmitter signal below 3.6 mA or above 21 mA.",
            ["Check the transmitter supply and cable; replace the transmitter if the signal stays out of range."],
        ),
        (
            "code",
            "A10",
            "Communication lost",
            "No data from the climate computer for 30 s.",
            ["Check the network cable and the controller address (parameter P-40)."],
        ),
        (
            "code",
            "A11",
            "Channel flow deviation",
            "Measured flow of a dosing channel differs by more than 25 % from its setpoint for 120 s.",
            ["Check the flow meter float for sticking.", "Check the injector and check valve of that channel."],
        ),
    ]
    p8 = [
        ("h1", "8 Spare parts"),
        (
            "table",
            {
                "w": [24, 96, 44],
                "head": ["Part no.", "Description", "Fits"],
                "rows": [
                    ["62-0410", "Venturi injector 3/4 in, PVC", "FX-2, FX-3"],
                    ["62-0412", "Venturi injector 1 in, PVC", "FX-4"],
                    ["62-0415", "Venturi injector 3/4 in, PVDF, acid", "FX-2, FX-3"],
                    ["62-0416", "Venturi injector 1 in, PVDF, acid", "FX-4"],
                    ["62-0440", "Injector throat gauge pin", "all"],
                    ["62-1105", "pH probe, gel filled", "all"],
                    ["62-1120", "EC sensor, 4-electrode", "all"],
                    ["62-2203", "Check-valve kit (balls and O-rings)", "all"],
                    ["62-3301", "Booster pump mechanical seal", "FX-2, FX-3"],
                    ["62-3302", "Booster pump mechanical seal", "FX-4"],
                    ["62-4400", "Dosing flow meter 10 - 250 l/h", "FX-2, FX-3"],
                    ["62-4401", "Dosing flow meter 20 - 400 l/h", "FX-4"],
                ],
            },
        ),
        ("h1", "9 Storage and winter shutdown"),
        (
            "p",
            "Drain the mixing loop, the booster pump and all injectors if frost is possible in the "
            "plant room. Leave the drain valves open.",
        ),
        (
            "p",
            "Keep the pH probe wet in its protective cap filled with 3 mol/l KCl solution. Never store "
            "it in distilled water.",
        ),
        ("p", "Stock tanks with fertiliser residues must be rinsed before the winter shutdown."),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]

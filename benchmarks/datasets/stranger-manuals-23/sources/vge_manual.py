# ruff: noqa: E501
"""VGE-SM-TC5 - Service Manual, TC 500 series tyre changers (TC-520, TC-540, TC-560).

Invented document, one issue in the set (Issue 2).
"""

KEY = "VGE-SM-TC5"
COMPANY = "Vantor Garage Equipment S.r.l."
TITLE = "Service Manual - TC 500 Series Tyre Changers"
PRODUCT = "TC 500 series tyre changer"
VARIANTS = ["TC-520", "TC-540", "TC-560"]
REV = "Issue 2"
FILE = "VGE-SM-TC5_Issue2.pdf"
EFFECTIVE_FROM = "2023-04-03"
RECORDED_AT = "2023-03-28T00:00:00Z"


def pages():
    p1 = [
        ("title", "TC 500 Series Tyre Changers"),
        ("subtitle", "Service Manual - TC-520, TC-540, TC-560"),
        (
            "kv",
            [
                ("Document", KEY),
                ("Issue", "Issue 2 (2023-04-03)"),
                ("Models", "TC-520 (fixed tower), TC-540 (tilting tower), TC-560 (leverless, variable speed)"),
                ("Manufacturer", "Vantor Garage Equipment S.r.l., Via dei Tornitori 14, Corvara Emilia, Italy"),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Safety", 2),
                ("2", "Revision history", 2),
                ("3", "Technical data", 3),
                ("4", "Maintenance schedule", 4),
                ("5", "Adjustments", 5),
                ("6", "Pneumatic settings and torque values", 6),
                ("7", "Fault codes (TC-560)", 7),
                ("8", "Spare parts", 8),
            ],
        ),
        ("h1", "Scope"),
        (
            "p",
            "This manual covers service and adjustment of the TC 500 series centre-clamp tyre changers for car and "
            "light commercial wheels. Daily use is described in the Quick Guide VGE-QG-TC5 and the operator manual "
            "delivered with the machine. Only the TC-560 has an inverter drive and shows fault codes on its display; "
            "the TC-520 and TC-540 have a single-speed motor with a belt drive and a reversing pedal.",
        ),
    ]
    p2 = [
        ("h1", "1  Safety"),
        (
            "p",
            "Tyre inflation is the most dangerous part of tyre changing. A bead that lets go during seating can "
            "throw the tyre upwards with great force.",
        ),
        ("h2", "1.1  Do not"),
        (
            "ul",
            [
                "Do not inflate above 3.5 bar while seating the beads, and never above the pressure marked on the sidewall.",
                "Do not lean over the tyre during bead seating; stand at the side of the machine.",
                "Do not put the bead breaker blade on the rim flange.",
                "Do not clamp alloy rims from the outside without the plastic rim protectors.",
                "Do not connect the machine to a compressed-air supply above 12 bar.",
                "Do not press the turntable pedal while a hand is inside the rim.",
                "Do not remove or adjust the inflation pressure limiter.",
                "Do not work on motorcycle wheels without the motorcycle adaptor kit.",
                "Do not use the TC-520 for run-flat tyres.",
            ],
        ),
        ("h2", "1.2  Before service work"),
        (
            "p",
            "Unplug the machine and close the air inlet valve. Press the clamp and bead breaker pedals several times "
            "to empty the cylinders before you loosen any pneumatic fitting.",
        ),
        ("h1", "2  Revision history"),
        (
            "table",
            dict(
                widths=[25, 30, 125],
                header=["Issue", "Date", "Changes"],
                rows=[
                    ["1", "2021-10-04", "First issue."],
                    [
                        "2",
                        "2023-04-03",
                        "TC-560 fault codes added (Section 7). Lubrication intervals revised. Torque table extended.",
                    ],
                ],
            ),
        ),
    ]
    p3 = [
        ("h1", "3  Technical data"),
        (
            "table",
            dict(
                title="Table 3-1  Main data",
                widths=[66, 38, 38, 38],
                header=["Item", "TC-520", "TC-540", "TC-560"],
                rows=[
                    ["Rim clamping from outside", "10 to 20 in", "11 to 22 in", "12 to 26 in"],
                    ["Rim clamping from inside", "12 to 22 in", "13 to 24 in", "14 to 28 in"],
                    ["Maximum wheel diameter", "1,000 mm", "1,100 mm", "1,200 mm"],
                    ["Maximum wheel width", "12 in", "14 in", "16 in"],
                    ["Bead breaker force at 10 bar", "25,000 N", "25,000 N", "30,000 N"],
                    ["Turntable torque", "1,100 Nm", "1,100 Nm", "1,500 Nm"],
                    ["Turntable speed (1)", "7 rpm", "7 rpm", "7 and 14 rpm"],
                    ["Motor", "0.75 kW, 230 V", "0.75 kW, 230 V", "1.1 kW, inverter"],
                    ["Tower", "Fixed", "Tilting", "Leverless arm"],
                    ["Bead seating jets", "No", "Yes", "Yes"],
                    ["Noise level, dB(A)", "below 70", "below 70", "below 72"],
                    ["Mass (kg)", "195", "235", "310"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(1) On the TC-560 the 14 rpm speed is available only when the turntable turns clockwise.",
                "(2) Clamping ranges are measured at the rim flange. Reversible jaws add 2 in to the inside range.",
            ],
        ),
        (
            "table",
            dict(
                title="Table 3-2  Supply and inflation",
                widths=[90, 90],
                header=["Item", "Value"],
                rows=[
                    ["Compressed-air supply, working range", "8 to 10 bar"],
                    ["Compressed-air supply, maximum", "12 bar"],
                    ["Air consumption per wheel change", "about 70 litres"],
                    ["Inflation limiter setting", "3.5 bar (± 0.1 bar)"],
                    ["Inflation gauge range", "0 to 12 bar"],
                    ["Electrical supply", "230 V, 1 phase, 50/60 Hz, 16 A"],
                ],
            ),
        ),
    ]
    p4 = [
        ("h1", "4  Maintenance schedule"),
        (
            "table",
            dict(
                title="Table 4-1  Routine maintenance",
                widths=[85, 40, 55],
                header=["Task", "Interval", "Note"],
                rows=[
                    ["Clean turntable, jaws and slides", "Daily", "Remove tyre paste and dirt"],
                    ["Drain the water separator", "Daily", "Automatic drain: check it"],
                    ["Check lubricator oil level", "Weekly", "ISO VG 32 oil"],
                    ["Lubricate jaw slides and tower shafts", "Weekly (1)", ""],
                    ["Check bead breaker blade for burrs", "Monthly", "Smooth with fine file"],
                    ["Check drive belt tension", "6 months", "TC-520 and TC-540"],
                    ["Check inflation gauge against reference", "12 months (2)", ""],
                    ["Replace turntable clamp cylinder seals", "3 years", "Or when leaking"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(1) Lithium grease NLGI 2. Do not grease the jaw contact faces.",
                "(2) Replace the gauge if it reads more than 0.2 bar high or low at 3 bar.",
            ],
        ),
        ("h2", "4.2  Lubricator setting"),
        (
            "p",
            "Set the lubricator to give one drop of oil every three to five pedal operations. Too much oil reaches "
            "the exhaust silencers and blocks them; the bead breaker then returns slowly.",
        ),
        ("h2", "4.3  Long periods out of use"),
        (
            "p",
            "If the machine will stand unused for more than one month, disconnect the air and power supplies, "
            "grease the tower shafts and cover the machine.",
        ),
    ]
    p5 = [
        ("h1", "5  Adjustments"),
        ("h2", "5.1  Mounting head clearance (TC-520 and TC-540)"),
        (
            "ol",
            [
                "Clamp a 15 in steel rim at the centre of the turntable.",
                "Lower the mounting head onto the rim and lock the vertical and horizontal shafts.",
                "Measure the clearance: 2 mm vertically between head and rim flange, and 3 mm horizontally between the "
                "head roller and the rim edge.",
                "If needed, loosen the locking plate screw and move the head to the correct position.",
                "Tighten the locking plate screw to the value in Table 6-2.",
                "Check again on an 18 in rim. The clearances may differ from the 15 in values by 1 mm at most.",
            ],
        ),
        ("h2", "5.2  Leverless arm (TC-560)"),
        (
            "p",
            "The leverless arm is set at the factory. After replacing the arm cylinder, set the arm stop so that the "
            "hook tip stands 5 mm below the rim flange in the working position.",
        ),
        ("h2", "5.3  Turntable drive belt (TC-520 and TC-540)"),
        (
            "p",
            "The belt is correctly tensioned when it deflects 5 mm under a force of 30 N at mid-span. The TC-560 "
            "has a direct gear motor without a belt.",
        ),
        ("h2", "5.4  Bead breaker cylinder seals"),
        (
            "ol",
            [
                "Empty the system (1.2) and remove the bead breaker arm pivot bolt.",
                "Remove the cylinder end cap and pull out the piston rod.",
                "Replace the piston seal, the rod seal and the end cap O-ring from the seal kit.",
                "Grease the seals lightly with the grease supplied in the kit.",
                "Reassemble and tighten the pivot bolt to the value in Table 6-2.",
            ],
        ),
    ]
    p6 = [
        ("h1", "6  Pneumatic settings and torque values"),
        (
            "table",
            dict(
                title="Table 6-1  Pressure settings",
                widths=[100, 80],
                header=["Item", "Setting"],
                rows=[
                    ["Bead breaker cylinder", "Line pressure, not regulated"],
                    ["Tilting tower lock (TC-540)", "6 bar"],
                    ["Leverless arm (TC-560)", "6.5 bar"],
                    ["Inflation limiter", "3.5 bar"],
                    ["Bead seating tank safety valve opening pressure", "11 bar"],
                    ["Bead seating tank, maximum filling pressure", "10 bar"],
                ],
            ),
        ),
        (
            "table",
            dict(
                title="Table 6-2  Tightening torques",
                widths=[100, 40, 40],
                header=["Fastener", "Thread", "Torque"],
                rows=[
                    ["Turntable centre bolt", "M20", "180 Nm (3)"],
                    ["Clamp cylinder rod nuts", "M16", "90 Nm"],
                    ["Tower base bolts", "M12", "75 Nm"],
                    ["Bead breaker arm pivot bolt", "M16", "120 Nm"],
                    ["Mounting head locking plate screw", "M8", "22 Nm"],
                    ["Motor mounting bolts", "M8", "25 Nm"],
                    ["Leverless arm cylinder clevis bolt (TC-560)", "M12", "60 Nm"],
                ],
            ),
        ),
        (
            "fn",
            [
                "(3) Apply medium-strength thread locker to the turntable centre bolt. All other values are for dry threads.",
            ],
        ),
        ("h2", "6.3  Checking the inflation limiter"),
        (
            "ol",
            [
                "Connect a reference gauge to the inflation hose with the test adaptor.",
                "Press the inflation pedal fully and hold it.",
                "The limiter must cut off between 3.4 and 3.6 bar.",
                "If it does not, replace the limiter (part 9431-00). The limiter cannot be adjusted.",
            ],
        ),
    ]
    fcols = dict(widths=[18, 66, 96], header=["Code", "Meaning", "Remedy"], size=8.5)
    p7 = [
        ("h1", "7  Fault codes (TC-560)"),
        (
            "p",
            "The TC-560 inverter shows faults on the display at the back of the column as Fxx. The TC-520 and "
            "TC-540 have no inverter and no fault codes; see Table 7-2 for mechanical faults on all models.",
        ),
        (
            "table",
            dict(
                title="Table 7-1  Inverter fault codes",
                rows=[
                    [
                        "F01",
                        "Inverter overcurrent",
                        "The turntable stalled. Reverse the turntable, lubricate the bead again and retry at low speed.",
                    ],
                    ["F02", "DC bus overvoltage", "Deceleration too fast. Check the braking resistor (100 ohm)."],
                    [
                        "F03",
                        "DC bus undervoltage",
                        "Check the supply: 230 V plus or minus 10 %. Check the plug and the extension lead.",
                    ],
                    [
                        "F04",
                        "Inverter overtemperature (heat sink above 90 °C)",
                        "Let the inverter cool; clean the cooling fins; room temperature must stay below 40 °C.",
                    ],
                    [
                        "F05",
                        "Motor overload (I x t limit)",
                        "Wait 5 minutes before the next wheel; check the gear motor for stiffness.",
                    ],
                    [
                        "F06",
                        "Pedal potentiometer fault",
                        "Check connector X4. The potentiometer must read 4.7 kohm between its outer pins.",
                    ],
                    ["F07", "Motor phase missing", "Check the motor cable and connector X2 for loose pins."],
                    ["F08", "Both direction pedals pressed", "Release both pedals and press one at a time."],
                ],
                **fcols,
            ),
        ),
    ]
    p8 = [
        (
            "table",
            dict(
                title="Table 7-1  Inverter fault codes (continued)",
                rows=[
                    [
                        "F09",
                        "Parameter memory fault",
                        "Load factory settings (parameter P99 = 1). If the fault returns, replace the control board.",
                    ],
                    [
                        "F10",
                        "Earth fault",
                        "Disconnect the motor and measure its insulation: at least 1 Mohm at 500 V.",
                    ],
                ],
                **fcols,
            ),
        ),
        (
            "table",
            dict(
                title="Table 7-2  Mechanical faults (all models)",
                widths=[60, 60, 60],
                size=8.5,
                header=["Symptom", "Likely cause", "Remedy"],
                rows=[
                    ["Turntable jerks under load", "Drive belt slipping", "Re-tension the belt (5.3)"],
                    ["Bead breaker weak", "Cylinder seal leaking", "Replace seals (5.4)"],
                    ["Jaws do not close fully", "Clamp valve leaking", "Replace the valve O-rings"],
                    ["Tower does not lock (TC-540)", "Lock pressure too low", "Set lock to 6 bar"],
                ],
            ),
        ),
        ("h1", "8  Spare parts"),
        (
            "table",
            dict(
                title="Table 8-1  Spare parts",
                widths=[28, 100, 52],
                size=8.5,
                header=["Part no.", "Description", "Model"],
                rows=[
                    ["9401-MC", "Motorcycle adaptor kit", "All models"],
                    ["9402-P", "Rim protectors, plastic, set of 4", "All models"],
                    ["9410-520", "Mounting head, steel", "TC-520"],
                    ["9411-540", "Mounting head, polymer", "TC-540"],
                    ["9412-560", "Leverless hook tip", "TC-560"],
                    ["9420-25", "Bead breaker cylinder seal kit", "TC-520, TC-540"],
                    ["9420-30", "Bead breaker cylinder seal kit", "TC-560"],
                    ["9431-00", "Inflation pressure limiter", "All models"],
                    ["9440-12", "Inflation gauge 0 to 12 bar", "All models"],
                    ["9450-V", "Drive belt", "TC-520, TC-540"],
                    ["9510-560", "Inverter control board", "TC-560"],
                    ["9512-P", "Pedal potentiometer", "TC-560"],
                ],
            ),
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


def meta():
    return dict(company=COMPANY, title=TITLE, docno=KEY, rev=REV)

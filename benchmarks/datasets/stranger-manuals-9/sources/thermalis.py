"""Thermalis CX combi steamer installation and service manual and service bulletin (invented)."""

from __future__ import annotations

from typing import Any

PRODUCT = "Thermalis CX"
VARIANTS = ["CX-061", "CX-101", "CX-201"]


def manual_pages() -> list[list[tuple[Any, ...]]]:
    p1: list[tuple[Any, ...]] = [
        ("space", 25),
        ("small", "Thermalis Foodservice Equipment GmbH"),
        ("title", "CX Series Combi Steamer"),
        ("subtitle", "Installation and Service Manual"),
        ("space", 4),
        ("p", "Electric models CX-061, CX-101 and CX-201. Document THM-CX-ISM, Issue 3, April 2021."),
        (
            "p",
            "For authorised service technicians only. Gas-heated models (suffix G) are covered by the separate "
            "manual THM-CXG-ISM and are not described here.",
        ),
        ("space", 4),
        (
            "p",
            "The rating plate is located on the lower left side panel. Always quote the model and the serial "
            "number (format TCyyww###, for example TC2104733) when ordering parts or submitting claims.",
        ),
        ("space", 4),
        ("p", "Thermalis Service Hotline: +49 30 5558 2710"),
    ]

    p2: list[tuple[Any, ...]] = [
        ("h1", "Contents"),
        (
            "toc",
            [
                ("Safety information", "2"),
                ("1  Technical data", "3"),
                ("2  Installation", "4"),
                ("    2.1  Positioning and clearances", "4"),
                ("    2.2  Water connection and water quality", "4"),
                ("    2.3  Electrical connection", "4"),
                ("3  Fault codes", "5"),
                ("4  Maintenance", "6"),
                ("    4.1  Maintenance intervals", "6"),
                ("    4.2  Descaling the steam generator", "6"),
                ("5  Principle of operation", "7"),
                ("6  Spare parts and tightening torques", "8"),
            ],
        ),
        ("space", 6),
        ("h1", "Safety information"),
        (
            "bullets",
            [
                "Isolate the oven at the wall isolator and wait 10 minutes before opening the control compartment. "
                "The fan motor inverter holds a dangerous charge after switch-off.",
                "Surfaces inside the cooking chamber can exceed 260 \u00b0C. Let the oven cool below 60 \u00b0C "
                "before working in the chamber.",
                "Descaling agent DescaleX is acidic (pH 1.5). Wear protective gloves and goggles.",
                "Only original Thermalis spare parts may be used on safety-related components (thermostats, door "
                "switch, heating elements).",
            ],
        ),
    ]

    p3: list[tuple[Any, ...]] = [
        ("h1", "1  Technical data"),
        (
            "table",
            [60, 40, 40, 40],
            ["Parameter", "CX-061", "CX-101", "CX-201"],
            [
                ["Capacity (GN 1/1)", "6", "10", "20"],
                ["Rated power", "10.8 kW", "18.6 kW", "36.2 kW"],
                ["Supply", "3N~ 400 V 50 Hz", "3N~ 400 V 50 Hz", "3N~ 400 V 50 Hz"],
                ["Rated current", "16.2 A", "27.4 A", "53.0 A"],
                ["Recommended fuse [1]", "3 x 20 A", "3 x 32 A", "3 x 63 A"],
                ["Supply cable (min.)", "5 x 2.5 mm\u00b2", "5 x 6 mm\u00b2", "5 x 16 mm\u00b2"],
                ["Steam production", "Direct injection", "Steam generator", "Steam generator"],
                ["Steam generator volume", "-", "6.5 L", "11.0 L"],
                ["Water inlet pressure [2]", "150-600 kPa", "150-600 kPa", "200-600 kPa"],
                ["Water inlets", "G 3/4 (x1)", "G 3/4 (x2)", "G 3/4 (x2)"],
                ["Drain connection", "DN 40", "DN 50", "DN 50"],
                ["Peak water flow", "8 L/min", "12 L/min", "18 L/min"],
                ["Net weight", "98 kg", "132 kg", "265 kg"],
                ["Convection range", "30-300 \u00b0C", "30-300 \u00b0C", "30-300 \u00b0C"],
                ["Noise emission", "< 62 dB(A)", "< 62 dB(A)", "< 62 dB(A)"],
            ],
        ),
        ("space", 3),
        ("p", "Heat-up time from cold to 200 \u00b0C in convection mode is approximately 9 minutes on the CX-101."),
        ("space", 2),
        (
            "foot",
            [
                "[1] Type C circuit breakers. Each oven requires its own residual current device, type B, 30 mA.",
                "[2] Dynamic pressure, measured at the inlet with the water solenoid open.",
            ],
        ),
    ]

    p4: list[tuple[Any, ...]] = [
        ("h1", "2  Installation"),
        ("h2", "2.1  Positioning and clearances"),
        (
            "p",
            "Minimum clearances: 50 mm at the rear, 50 mm on the right-hand side and 500 mm on the left-hand "
            "side for service access to the control compartment. If a fryer, chargrill or other heat source is "
            "placed to the left of the oven, fit heat shield kit 61-9040. Level the oven to within 0.5\u00b0 "
            "front to back and side to side.",
        ),
        ("h2", "2.2  Water connection and water quality"),
        (
            "p",
            "The CX-101 and CX-201 have two inlets: inlet A (treated water, steam generator) and inlet B "
            "(untreated water, drain quench and hand shower). The CX-061 has inlet A only. The limits below "
            "apply to the water at inlet A.",
        ),
        (
            "table",
            [90, 90],
            ["Parameter (inlet A)", "Limit"],
            [
                ["Total hardness", "4-7 \u00b0dH (70-125 ppm CaCO3)"],
                ["Chloride", "max. 60 mg/L"],
                ["Free chlorine", "max. 0.2 mg/L"],
                ["pH", "6.5-8.5"],
                ["Silica", "max. 13 mg/L"],
                ["Inlet water temperature", "max. 30 \u00b0C"],
            ],
        ),
        ("foot", ["Reverse-osmosis water without remineralisation must not be used at inlet A."]),
        ("h2", "2.3  Electrical connection"),
        (
            "steps",
            [
                "Check that the supply matches the data on the rating plate.",
                "Remove the lower right side panel (four screws) to reach terminal block X1.",
                "Pass the supply cable through the cable gland and connect L1, L2, L3, N and PE to X1.",
                "Tighten the terminal screws to 2.5 Nm.",
                "Connect the equipotential bonding conductor (min. 10 mm\u00b2) to the stud marked with the "
                "bonding symbol.",
                "Switch on and confirm that the display shows the software version (for example C4.12) within "
                "30 seconds.",
            ],
        ),
    ]

    p5: list[tuple[Any, ...]] = [
        ("h1", "3  Fault codes"),
        (
            "p",
            "Fault codes are shown on the display with an audible signal. To read the fault history, press and "
            "hold the SERVICE key for 5 seconds and enter code 2580.",
        ),
        (
            "table",
            [14, 78, 88],
            ["Code", "Description", "Remedy"],
            [
                ["F01", "Chamber temperature sensor B1 open or short", "Check B1 (PT1000, 1097 ohm at 25 \u00b0C)."],
                ["F02", "Core probe B4 faulty", "Check the probe plug; replace probe 61-2204."],
                ["F03", "Steam generator sensor B2 fault", "Check B2 and connector X12."],
                ["F04", "Steam generator safety thermostat tripped", "Descale the generator; reset the thermostat."],
                ["F05", "Steam generator not filled within 3 min", "Check water supply, solenoid Y1, inlet pressure."],
                ["F06", "Fan motor overtemperature", "Check the control compartment cooling fan M3."],
                ["F07", "Inverter fault or phase loss", "Check supply phases; read the inverter sub-code."],
                ["F08", "Drain blocked, water level in drain too high", "Clean the drain and the air break."],
                ["F09", "Control compartment above 70 \u00b0C", "Check cooling fan M3 and its air filter."],
                ["F10", "Door switch S1 signal implausible", "Adjust or replace door switch S1."],
                ["F11", "Humidity measurement implausible", "Check the pressure tube to sensor B6."],
                ["F12", "Steam generator level probe short-circuit", "Clean level probe B5; check wiring."],
                ["F13", "No communication, control panel to power board", "Check ribbon cable X20."],
                ["F14", "Steam generator level signal erratic", "Clean probe B5; check earth connection."],
                ["F15", "Descaling pump run time exceeded", "Check the descaler container and pump M5."],
                ["F20", "Cleaning cycle interrupted by mains failure", "Restart the cleaning program; keep door shut."],
                ["F22", "CleanCare detergent cartridge empty", "Replace cartridge 61-8800."],
            ],
        ),
        ("space", 3),
        ("note", "Codes F03, F04, F05, F12 and F14 do not occur on the CX-061, which has no steam generator."),
    ]

    p6: list[tuple[Any, ...]] = [
        ("h1", "4  Maintenance"),
        ("h2", "4.1  Maintenance intervals"),
        (
            "table",
            [85, 70, 25],
            ["Task", "Interval", "By"],
            [
                ["Clean chamber and door gasket", "Daily", "User"],
                ["Clean air filter of control compartment", "Monthly", "User"],
                ["Check door gasket for damage", "Monthly", "User"],
                ["Descale steam generator [1]", "When prompted, at least every 6 months", "Technician"],
                ["Check door hinge and door closure", "Every 12 months", "Technician"],
                ["Safety check (thermostats, earth bonding)", "Every 12 months", "Technician"],
                ["Replace door gasket", "Every 24 months or when damaged", "Technician"],
            ],
        ),
        (
            "foot",
            ["[1] The controller calculates the descaling interval from the water hardness entered in parameter P-34."],
        ),
        ("h2", "4.2  Descaling the steam generator (CX-101 and CX-201 only)"),
        (
            "steps",
            [
                "Select SERVICE > DESCALE on the control panel.",
                "Wait until the steam generator has drained and cooled below 60 \u00b0C; the display shows READY.",
                "Connect the descaling pump hose to the descaling connector on the left side panel.",
                "Place the hose pick-up in a container holding 5 L (CX-101) or 8 L (CX-201) of DescaleX.",
                "Start the program. It takes approximately 45 min on the CX-101 and 70 min on the CX-201.",
                "When prompted, replace the container with 10 L of fresh water for the rinse cycle.",
                "On completion, check the drain for residue and reset the descaling counter.",
            ],
        ),
        ("note", "Never pour descaling agent into the chamber drain."),
    ]

    p7: list[tuple[Any, ...]] = [
        ("h1", "5  Principle of operation"),
        (
            "p",
            "The CX series cooks with dry heat, with steam, or with a combination of both. In convection mode "
            "the heating elements behind the fan baffle heat the air, which the fan wheel circulates through "
            "the chamber. The fan reverses its direction every 2 minutes so that products brown evenly on both "
            "sides of the tray.",
        ),
        (
            "p",
            "On the CX-101 and CX-201, steam is produced in a separate stainless steel steam generator in the "
            "control compartment. Solenoid Y1 admits water until level probe B5 reports the working level; the "
            "immersion heaters then boil the water and the steam enters the chamber behind the fan. As the "
            "water evaporates it leaves its minerals behind, so scale builds up on the heaters and on the "
            "level probe. Scale insulates the heaters and raises their surface temperature. If descaling is "
            "neglected, the safety thermostat trips (F04) and in the long term the heater sheath can crack. "
            "This is why the descaling interval is linked to the water hardness setting.",
        ),
        (
            "p",
            "The CX-061 has no steam generator. Water is sprayed directly onto the rotating fan wheel, where it "
            "is atomised and evaporates on the hot heating elements. Direct injection reaches steam mode "
            "faster but cannot reach the same steam saturation at low chamber temperatures.",
        ),
        (
            "p",
            "Humidity in the chamber is measured indirectly. A differential pressure sensor (B6) compares the "
            "chamber pressure with ambient pressure through a small tube at the drain. When steam is added "
            "the chamber pressure rises slightly, and the controller regulates the steam supply to reach the "
            "humidity set point. A kinked or blocked pressure tube therefore produces false humidity readings "
            "and causes F11.",
        ),
        (
            "p",
            "Excess steam and condensate leave through the drain, which is cooled by a quench spray of "
            "untreated water from inlet B. Quenching condenses the steam so that hot vapour does not escape "
            "into the kitchen, and it cools the waste water below 60 \u00b0C before it reaches the building "
            "drain. The oven drain must never be connected rigidly to the building drain: an open air break "
            "of at least 20 mm prevents waste water from being siphoned back into the chamber.",
        ),
        (
            "p",
            "At the end of a steam cycle the door should be opened in two stages: first to the safety latch "
            "position, then fully after a few seconds. The first stage lets the steam escape upwards, away "
            "from the operator's face.",
        ),
    ]

    p8: list[tuple[Any, ...]] = [
        ("h1", "6  Spare parts and tightening torques"),
        ("p", "Part numbers for the CX-061 are listed in the separate parts catalogue TPC-061."),
        (
            "table",
            [80, 50, 50],
            ["Part", "CX-101", "CX-201"],
            [
                ["Door gasket", "61-4410", "61-4420"],
                ["Fan wheel", "61-3310", "61-3320 (2 required)"],
                ["Convection heating element", "61-5102", "61-5202"],
                ["Steam generator heater", "61-5610", "61-5620"],
                ["Level probe B5", "61-7720", "61-7720"],
                ["Inlet solenoid Y1 (double)", "61-6050", "61-6050"],
                ["Chamber sensor B1 (PT1000)", "61-2201", "61-2201"],
                ["Core probe, single point", "61-2204", "61-2204"],
            ],
        ),
        ("space", 4),
        (
            "table",
            [110, 70],
            ["Fastener", "Torque"],
            [
                ["Fan wheel nut (M10, left-hand thread)", "25 Nm"],
                ["Heating element flange nuts (M6)", "6 Nm"],
                ["Steam generator heater flange (M8)", "12 Nm"],
                ["Level probe B5", "4 Nm"],
                ["Door hinge bolts (M8)", "20 Nm"],
                ["Terminal block X1 screws", "2.5 Nm"],
            ],
        ),
        ("space", 3),
        (
            "p",
            "The fan wheel nut has a left-hand thread: turn it clockwise to loosen. Always fit a new "
            "self-locking nut after the fan wheel has been removed.",
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


def documents() -> list[dict[str, Any]]:
    return [
        {
            "file": "thermalis-cx-installation-service-manual.pdf",
            "header": "Thermalis CX Series  |  Installation and Service Manual  |  THM-CX-ISM Issue 3",
            "pages": manual_pages(),
            "meta": {
                "document": "THM-CX-ISM",
                "version": "Issue 3",
                "effective_from": "2021-04-01",
                "effective_to": None,
                "recorded_at": "2021-03-22T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
            },
        }
    ]


BULLETIN_FILE = "thermalis-service-bulletin-sb-2022-07.html"

BULLETIN_META: dict[str, Any] = {
    "document": "THM-SB-2022-07",
    "version": "1",
    "effective_from": "2022-09-15",
    "effective_to": None,
    "recorded_at": "2022-09-12T00:00:00Z",
    "applicability": {
        "product": PRODUCT,
        "variants": ["CX-101", "CX-201"],
        "serials": ["TC2104500-TC2105199", "TC2201000-TC2201450"],
    },
}

BULLETIN_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Service Bulletin SB-2022-07 - Thermalis CX</title>
<style>
body { font-family: Arial, sans-serif; max-width: 820px; margin: 2em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #888; padding: 4px 8px; text-align: left; }
.box { border: 2px solid #c00; padding: 6px 10px; }
</style>
</head>
<body>
<p>Thermalis Foodservice Equipment GmbH - Technical Service</p>
<h1>Service Bulletin SB-2022-07</h1>
<h2>Steam generator level probe: erratic level signal (fault F14)</h2>
<table>
<tr><th>Bulletin number</th><td>SB-2022-07, version 1</td></tr>
<tr><th>Issue date</th><td>15 September 2022</td></tr>
<tr><th>Category</th><td>B - carry out at the next scheduled service or on failure</td></tr>
<tr><th>Models</th><td>CX-101 and CX-201 (electric)</td></tr>
<tr><th>Serial numbers</th><td>TC2104500 to TC2105199 and TC2201000 to TC2201450</td></tr>
</table>

<h3>Units not affected</h3>
<p>Units with serial numbers outside the ranges above were built with the revised probe and are not affected.
The CX-061 is not affected because it has no steam generator.</p>

<h3>Symptoms</h3>
<ul>
<li>Intermittent fault F14 during steam or combi mode.</li>
<li>Steam generator overfills; water runs out of the chamber drain while steaming.</li>
</ul>

<h3>Cause</h3>
<p>The insulating sleeve of level probe B5 from one supplier batch (date codes 21/33 to 22/04) can absorb water
through a seam. This causes a leakage path to earth and an unstable level signal.</p>

<h3>Parts required</h3>
<table>
<tr><th>Part no.</th><th>Description</th><th>Qty</th></tr>
<tr><td>61-7730-K</td>
<td>Level probe kit, revised (probe B5 with PTFE sleeve, gasket, cable tie, label)</td>
<td>1</td></tr>
</table>

<h3>Procedure</h3>
<ol>
<li>Drain the steam generator with SERVICE &gt; DRAIN GENERATOR and let it cool below 40 &deg;C.</li>
<li>Isolate the oven at the wall isolator and wait 10 minutes.</li>
<li>Remove the left side panel.</li>
<li>Disconnect the probe lead at connector X14 and unscrew the old probe.</li>
<li>Fit the new probe from kit 61-7730-K with the new gasket and tighten it to 4 Nm.
Do not use thread sealant.</li>
<li>Reconnect X14. Secure the lead with the cable tie supplied, at least 30 mm away from the heater terminals.</li>
<li>Restore power, run SERVICE &gt; FILL TEST and check that the generator stops filling at the MAX mark
without overflowing.</li>
<li>Apply the label SB07 from the kit next to the rating plate.</li>
</ol>

<h3>Warranty and claims</h3>
<div class="box">
<p>Labour allowance: 0.8 h per oven. Warranty claim code: W-SB2207.</p>
<p>Kits are supplied free of charge for affected serial numbers until 31 December 2023.
Claims must be submitted within 60 days of completing the work.</p>
</div>
<p>Questions: service.bulletins@thermalis.example</p>
</body>
</html>
"""

# ruff: noqa: E501
"""Voltreach Systems - DCX series DC fast chargers (all invented).

VRS-SM-DCX  service manual, Issue 3 (PDF, 8 pages) covering DCX-60, DCX-120, DCX-180
VRS-SB-118  service bulletin (DOCX) - DCX-120 / DCX-180, serial range
VRS-QG-DCX  site technician quick guide (HTML)
"""

import datetime as dt

UTC = dt.UTC
COMPANY = "Voltreach Systems"
PRODUCT = "DCX Series DC Fast Charger"
MODELS = ["DCX-60", "DCX-120", "DCX-180"]


def manual_pages():
    p1 = [
        ("title", "DCX Series DC Fast Charger"),
        ("sub", "Service Manual - DCX-60, DCX-120, DCX-180"),
        ("sub", "Document VRS-SM-DCX, Issue 3"),
        ("gap", 3),
        (
            "p",
            "This manual is for authorised service technicians holding a Voltreach high-voltage service "
            "certificate. It covers the three current DCX models. The DCX-240 dual-cabinet system has its "
            "own manual and is not covered here.",
        ),
        ("h1", "Issue history"),
        (
            "table",
            {
                "w": [25, 30, 125],
                "head": ["Issue", "Date", "Change"],
                "rows": [
                    ["1", "2021-05-03", "First issue, DCX-60 and DCX-120."],
                    ["2", "2022-04-19", "DCX-180 with liquid-cooled cable added."],
                    ["3", "2023-09-01", "Fault list extended to F-122; coolant interval revised."],
                ],
            },
        ),
        ("h1", "Contents"),
        (
            "table",
            {
                "w": [25, 120, 35],
                "head": ["Section", "Title", "Page"],
                "rows": [
                    ["1", "Safety rules", "page 2"],
                    ["2", "Technical data", "page 2"],
                    ["2.2", "Operating limits", "page 3"],
                    ["3", "Maintenance schedule", "page 4"],
                    ["4", "Tightening torques", "page 5"],
                    ["5", "Service procedures", "page 6"],
                    ["6", "Fault codes", "page 7"],
                    ["7", "Spare parts", "page 8"],
                ],
            },
        ),
        (
            "small",
            "Voltreach Systems, 18 Quayside Park, Lenmouth. Service desk: quote model and serial number "
            "(printed on the rating plate as VR followed by seven digits, e.g. VR2204377).",
        ),
    ]
    p2 = [
        ("h1", "1 Safety rules"),
        (
            "p",
            "The DC link capacitors of each power module stay charged after the charger is switched off. "
            "Wait at least 5 minutes after isolation and confirm zero voltage at the DC busbar test points "
            "before touching any part inside the power cabinet.",
        ),
        (
            "bul",
            [
                "Do not bypass or bridge the residual current monitor or the insulation monitoring device.",
                "Do not carry out an insulation test with the power modules connected to the DC bus.",
                "Do not clean the vehicle connector with solvents, and do not blow it out with compressed air.",
                "Do not repair a damaged charging cable jacket with tape; replace the cable assembly.",
                "Do not mix coolant types in the liquid-cooled cable circuit (DCX-180).",
                "Do not open the power cabinet in rain or snow without a weather shelter.",
            ],
        ),
        ("h1", "2 Technical data"),
        ("h2", "2.1 Ratings"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Item", "DCX-60", "DCX-120", "DCX-180"],
                "rows": [
                    ["Rated DC output power", "60 kW", "120 kW", "180 kW"],
                    ["Output voltage range", "150-1000 V", "150-1000 V", "150-1000 V"],
                    ["Maximum output current (1)", "150 A", "250 A", "400 A"],
                    ["Power modules, 30 kW each", "2", "4", "6"],
                    ["AC input", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz", "400 V 3~ 50 Hz"],
                    ["Rated input current", "95 A", "190 A", "280 A"],
                    ["Charging cable cooling", "Natural", "Natural", "Liquid"],
                    ["Charging cable length", "5.0 m", "5.0 m", "4.5 m"],
                    ["Enclosure rating (2)", "IP54", "IP54", "IP55"],
                ],
                "notes": [
                    "(1) DCX-180: 400 A only with coolant below 40 °C at the cable return; otherwise the charger limits "
                    "the current to 300 A.",
                    "(2) With the cabinet doors closed and all cable glands fitted.",
                ],
            },
        ),
    ]
    p3 = [
        ("h2", "2.2 Operating limits"),
        (
            "table",
            {
                "w": [80, 30, 35, 35],
                "head": ["Parameter", "Models", "Minimum", "Maximum"],
                "rows": [
                    ["Ambient temperature, operating", "All", "-30 °C", "+50 °C"],
                    ["Ambient for full power (3)", "DCX-60", "-", "45 °C"],
                    ["Ambient for full power (3)", "DCX-120", "-", "40 °C"],
                    ["Ambient for full power (3)", "DCX-180", "-", "40 °C"],
                    ["AC supply voltage", "All", "360 V", "440 V"],
                    ["Insulation resistance, DC out to PE", "All", "100 kOhm", "-"],
                    ["Coolant pressure, cable circuit", "DCX-180", "0.8 bar", "2.5 bar"],
                    ["Cabinet air temperature, warning", "All", "-", "65 °C"],
                    ["Cabinet air temperature, shutdown", "All", "-", "75 °C"],
                    ["Connector pin temperature, derate", "All", "-", "80 °C"],
                    ["Connector pin temperature, stop", "All", "-", "90 °C"],
                    ["Installation altitude (4)", "All", "-", "2000 m"],
                ],
                "notes": [
                    "(3) Above this ambient temperature the output power is reduced by 2 % per kelvin.",
                    "(4) Higher sites need the high-altitude fan kit VR-K-7700; contact Voltreach before installation.",
                ],
            },
        ),
        ("h2", "2.3 Coolant (DCX-180 only)"),
        (
            "p",
            "Liquid-cooled cable circuit: 50/50 mix of monoethylene glycol and deionised water, Voltreach "
            "coolant VR-L-5050. Circuit volume 3.2 litres. Electrical conductivity of the coolant must stay "
            "below 50 microsiemens per cm.",
        ),
    ]
    p4 = [
        ("h1", "3 Maintenance schedule"),
        (
            "table",
            {
                "w": [72, 36, 36, 36],
                "head": ["Task", "DCX-60", "DCX-120", "DCX-180"],
                "rows": [
                    ["Replace cabinet air filters (5)", "6 months", "3 months", "3 months"],
                    ["Inspect cable and vehicle connector", "Monthly", "Monthly", "Monthly"],
                    ["Check coolant level and pressure", "-", "-", "Monthly"],
                    ["Replace coolant", "-", "-", "36 months"],
                    ["Insulation resistance test", "12 months", "12 months", "12 months"],
                    ["Torque check, DC busbars", "24 months", "24 months", "12 months"],
                    ["Clean power module heat sinks", "12 months", "12 months", "6 months"],
                    ["Replace cabinet fans", "5 years", "5 years", "4 years"],
                    ["Replace cable assembly (6)", "50 000 cycles", "50 000 cycles", "30 000 cycles"],
                    ["Test RCM and emergency stop", "6 months", "6 months", "6 months"],
                ],
                "notes": [
                    "(5) Halve the interval at dusty sites such as quarries, farms and unpaved car parks.",
                    "(6) Plug-in cycles, shown in service menu 4.2. Replace earlier if the wear marker on the "
                    "connector latch is visible.",
                ],
            },
        ),
        (
            "p",
            "Record every maintenance visit in the charger's service log (service menu 4.5) so that the "
            "back office sees the date of the last visit.",
        ),
        ("h2", "3.1 Visual inspection of the vehicle connector"),
        (
            "bul",
            [
                "Pins straight and free of pitting; silver plating not worn through to copper.",
                "Latch moves freely and springs back; wear marker not visible.",
                "Handle housing free of cracks; seal ring on the connector face present.",
                "Cable jacket free of cuts and crushing, especially within 1 m of the handle.",
            ],
        ),
    ]
    p5 = [
        ("h1", "4 Tightening torques"),
        (
            "table",
            {
                "w": [60, 24, 32, 32, 32],
                "head": ["Joint", "Thread", "DCX-60", "DCX-120", "DCX-180"],
                "rows": [
                    ["AC input terminals (7)", "M10", "30 Nm", "30 Nm", "45 Nm"],
                    ["DC busbar joints (8)", "M8", "18 Nm", "18 Nm", "20 Nm"],
                    ["PE busbar", "M10", "40 Nm", "40 Nm", "40 Nm"],
                    ["Power module fixing screws", "M6", "8 Nm", "8 Nm", "8 Nm"],
                    ["DC output contactor terminals", "M8", "12 Nm", "12 Nm", "14 Nm"],
                    ["Charging cable gland nut", "M40", "12 Nm", "12 Nm", "15 Nm"],
                    ["Connector handle screws", "M4", "1.5 Nm", "1.5 Nm", "1.5 Nm"],
                    ["Cabinet door hinge bolts", "M8", "22 Nm", "22 Nm", "22 Nm"],
                ],
                "notes": [
                    "(7) DCX-180 uses M12 input terminals; the 45 Nm value applies to M12.",
                    "(8) Fit new conical spring washers and apply a torque stripe after tightening.",
                ],
            },
        ),
        (
            "p",
            "Check the torque of the DC busbar joints with the charger isolated and cold. A joint that "
            "shows heat discoloration must be dismantled, the contact faces cleaned with a fibre pad and the "
            "joint remade with new washers.",
        ),
        ("h2", "4.1 Torque tools"),
        (
            "p",
            "Use an insulated torque wrench rated for 1000 V DC for all work on live-capable parts. The "
            "wrench calibration must not be older than 12 months.",
        ),
    ]
    p6 = [
        ("h1", "5 Service procedures"),
        ("h2", "5.1 Replacing a power module"),
        (
            "steps",
            [
                "Stop any charging session and switch the charger to service mode in menu 4.1.",
                "Open the AC input isolator and lock it off.",
                "Wait 5 minutes, then confirm zero voltage at the DC busbar test points.",
                "Disconnect the module's DC output plug and its communication cable.",
                "Remove the four M6 fixing screws and slide the module out on its rails.",
                "Slide in the new module and fit the screws to the torque in section 4.",
                "Reconnect the plugs, close the cabinet and restore the supply.",
                "In menu 4.3 assign the module address; the new module takes the slot number automatically.",
                "Run the self-test in menu 4.4 and check that no fault is shown.",
            ],
        ),
        ("h2", "5.2 Replacing the charging cable assembly"),
        (
            "steps",
            [
                "Isolate the charger as in 5.1, steps 2 and 3.",
                "DCX-180: drain the cable coolant into a clean container through the drain valve V3.",
                "Disconnect the DC cable lugs at the output contactor and the pilot and PE wires at terminal X12.",
                "Loosen the cable gland nut and draw the cable out of the cabinet.",
                "Fit the new cable, tighten the gland nut and connect the lugs to the torque in section 4.",
                "DCX-180: refill with new coolant, bleed the circuit at valve V4 and check the pressure.",
                "Reset the plug-in cycle counter in service menu 4.2.",
            ],
        ),
        ("h2", "5.3 Insulation resistance test"),
        (
            "p",
            "Disconnect all power modules from the DC bus. Apply 1000 V DC between the shorted DC output "
            "poles and PE for 60 seconds and read the value at the end of the test. Compare with the "
            "minimum in 2.2.",
        ),
    ]
    f118 = (
        "fault",
        "F-118",
        "Cable coolant flow low (DCX-180 only)",
        "stop",
        "Remedy: 1. Check the coolant level in the expansion tank. 2. Check that the pump runs (green LED "
        "on the pump driver). 3. Bleed the circuit at valve V4.",
    )
    p7 = [
        ("h1", "6 Fault codes"),
        (
            "p",
            "Faults are shown on the screen and logged with date and time. A stop fault ends the session "
            "and blocks new sessions until cleared; a limit fault reduces power; a notice is logged only.",
        ),
        (
            "fault",
            "F-101",
            "Insulation fault on DC output",
            "stop",
            "Remedy: Unplug the vehicle and run the insulation test in 5.3. If the value is low with no vehicle "
            "connected, replace the charging cable assembly.",
        ),
        (
            "fault",
            "F-102",
            "Residual current detected on AC side",
            "stop",
            "Remedy: Reset the residual current monitor. If it trips again, measure the insulation of the AC "
            "input cables and of each power module.",
        ),
        (
            "fault",
            "F-104",
            "Power module not responding",
            "limit",
            "Remedy: Check the module communication cable; if the module stays offline, replace it (5.1).",
        ),
        (
            "fault",
            "F-105",
            "Power module overtemperature",
            "limit",
            "Remedy: Clean the module heat sink and check the cabinet fans and air filters.",
        ),
        (
            "fault",
            "F-107",
            "DC output contactor welded",
            "stop",
            "Remedy: Do not energise the charger again. Replace the contactor and check the precharge circuit.",
        ),
        (
            "fault",
            "F-109",
            "Contactor feedback does not match command",
            "stop",
            "Remedy: Check the auxiliary contact wiring at X7. See service bulletins for affected serials.",
        ),
        (
            "fault",
            "F-110",
            "Connector pin overtemperature",
            "limit",
            "Remedy: Inspect the pins for pitting and the crimps for heat damage; replace the cable if needed.",
        ),
        (
            "fault",
            "F-112",
            "Communication with vehicle lost",
            "notice",
            "Remedy: Usually vehicle-side. Repeat the session; if it recurs with several vehicles, check the "
            "pilot wire and terminal X12.",
        ),
        (
            "fault",
            "F-114",
            "AC supply voltage out of range",
            "stop",
            "Remedy: Measure the supply at the input terminals and contact the site operator or grid company.",
        ),
        (
            "fault",
            "F-116",
            "Cabinet air temperature high",
            "limit",
            "Remedy: Replace the air filters and check fan operation.",
        ),
        f118,
    ]
    p8 = [
        ("h3", "F-118 (continued from page 7)"),
        (
            "p",
            "4. If flow stays low, replace the pump cartridge VR-P-5108. 5. Measure the coolant conductivity "
            "and replace the coolant if it is above the limit in 2.3.",
        ),
        (
            "fault",
            "F-120",
            "Emergency stop pressed",
            "stop",
            "Remedy: Release the button by turning it clockwise and clear the fault on the screen.",
        ),
        (
            "fault",
            "F-122",
            "Plug-in cycle limit reached",
            "notice",
            "Remedy: Replace the cable assembly (5.2) and reset the cycle counter.",
        ),
        ("h1", "7 Spare parts"),
        (
            "table",
            {
                "w": [66, 38, 38, 38],
                "head": ["Description", "DCX-60", "DCX-120", "DCX-180"],
                "rows": [
                    ["Power module 30 kW", "VR-M-3000", "VR-M-3000", "VR-M-3000"],
                    ["Cabinet air filter set", "VR-F-0610", "VR-F-1210", "VR-F-1210"],
                    ["Charging cable assembly", "VR-C-5005", "VR-C-5005", "VR-C-4518"],
                    ["DC output contactor", "VR-C-3200", "VR-C-3250", "VR-C-3250"],
                    ["Cabinet fan", "VR-V-0120", "VR-V-0120", "VR-V-0172"],
                    ["Coolant pump cartridge", "-", "-", "VR-P-5108"],
                    ["Coolant, 5 litres", "-", "-", "VR-L-5050"],
                    ["Residual current monitor", "VR-E-0030", "VR-E-0030", "VR-E-0030"],
                ],
                "notes": [
                    "(9) Filter sets contain inlet and outlet mats for one cabinet.",
                ],
            },
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7, p8]


def bulletin_blocks():
    return [
        ("title", "Service Bulletin VRS-SB-118"),
        ("p", "Subject: DC output contactor auxiliary contact block and firmware 4.6.2"),
        (
            "table",
            {
                "head": ["Item", "Detail"],
                "rows": [
                    ["Bulletin", "VRS-SB-118, Issue 1"],
                    ["Issued", "2024-02-01"],
                    ["Classification", "Mandatory - complete within 90 days"],
                    ["Models", "DCX-120 and DCX-180"],
                    ["Not applicable", "DCX-60 (uses contactor VR-C-3200 with sealed auxiliary contacts)"],
                    ["Serial range", "VR2204100 to VR2204899"],
                    ["Time required", "1.5 h per charger"],
                ],
            },
        ),
        ("h1", "1 Background"),
        (
            "p",
            "Chargers in the serial range above were built with contactor VR-C-3250 fitted with an auxiliary "
            "contact block from a single production lot. Contact bounce in that block can produce a false "
            "F-109 fault and end charging sessions at random.",
        ),
        ("h1", "2 Parts"),
        (
            "table",
            {
                "head": ["Part number", "Description", "Qty"],
                "rows": [
                    ["VR-C-3251", "Auxiliary contact block, revised", "1"],
                    ["VR-W-0718", "Cable tie and marker kit", "1"],
                ],
            },
        ),
        ("h1", "3 Procedure"),
        (
            "steps",
            [
                "Switch the charger to service mode and isolate it as described in section 5.1 of the service manual.",
                "Wait 5 minutes and confirm zero voltage at the DC busbar test points.",
                "Unclip the old auxiliary contact block from the side of contactor K1 and disconnect connector X7.",
                "Clip on the revised block VR-C-3251 and reconnect X7; the block is keyed and fits one way only.",
                "Tighten the block's terminal screws to 0.8 Nm.",
                "Restore the supply and install firmware 4.6.2 from the service laptop (menu 4.6).",
                "Run the contactor test in menu 4.4 five times; all five cycles must pass.",
                "Mark the rating plate with the yellow SB-118 sticker from kit VR-W-0718.",
            ],
        ),
        ("h1", "4 Notes"),
        (
            "p",
            "Firmware 4.6.2 also raises the contactor feedback debounce time from 20 ms to 50 ms. Do not load "
            "firmware 4.6.2 on chargers outside the listed range: it is not released for them.",
        ),
        ("p", "Warranty claims: use claim code W118 and attach the self-test report."),
    ]


QUICK_GUIDE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>DCX Charger - Site Technician Quick Guide</title>
</head>
<body>
<h1>DCX Charger - Site Technician Quick Guide</h1>
<p>Document VRS-QG-DCX, version 1.2, for DCX-60, DCX-120 and DCX-180. Use together with service manual VRS-SM-DCX.</p>

<h2>Status light on the front panel</h2>
<table>
<tr><th>Light</th><th>Meaning</th></tr>
<tr><td>Steady green</td><td>Ready, no vehicle connected</td></tr>
<tr><td>Pulsing blue</td><td>Charging session in progress</td></tr>
<tr><td>Steady blue</td><td>Session finished, vehicle still plugged in</td></tr>
<tr><td>Flashing amber</td><td>Power reduced (limit fault or temperature derating)</td></tr>
<tr><td>Steady red</td><td>Stop fault, charger blocked</td></tr>
<tr><td>White, slow flash</td><td>Firmware update running - do not switch off</td></tr>
</table>

<h2>Remote reset</h2>
<ol>
<li>Log in to the Voltreach operator portal and open the charger page.</li>
<li>Choose Actions, then Soft reset. The charger restarts in about 90 seconds.</li>
<li>If the same stop fault returns within one hour, do not reset again remotely; send a technician.</li>
</ol>
<p>A remote reset never clears F-107. That fault needs a visit.</p>

<h2>Five most common faults</h2>
<ul>
<li>F-112 - vehicle communication lost: ask the driver to re-plug; mostly a vehicle issue.</li>
<li>F-116 - cabinet too hot: check the air filters first, they are blocked in most cases.</li>
<li>F-110 - connector pins hot: look at the pins; pitted pins mean a new cable.</li>
<li>F-104 - module offline: re-seat the communication cable before ordering a module.</li>
<li>F-122 - plug-in cycles used up: order the cable assembly for the model concerned.</li>
</ul>

<h2>On-site checks before leaving</h2>
<ul>
<li>Cabinet doors closed and locked with the triangular key.</li>
<li>Cable hung on its holder, connector in the dock, no loop on the ground.</li>
<li>Test session of at least 2 minutes with the Voltreach test load VR-T-900.</li>
<li>Visit logged in service menu 4.5.</li>
</ul>

<h2>Things you must not do</h2>
<ul>
<li>Never leave the charger in service mode at the end of a visit: it refuses all sessions.</li>
<li>Never unlock a connector from a vehicle with a tool; use the emergency release in the vehicle.</li>
</ul>
<p>Support hotline for site technicians: press 3 for the high-voltage desk. Version 1.2 replaces version 1.1 of the guide.</p>
</body>
</html>
"""


def _meta(key, version, frm, to, rec, variants=None, serials=None):
    app = {"product": PRODUCT, "variants": list(variants or MODELS)}
    if serials is not None:
        app["serials"] = serials
    return {
        "document": key,
        "version": version,
        "effective_from": frm,
        "effective_to": to,
        "recorded_at": rec + "T00:00:00Z",
        "applicability": app,
    }


def pdf_specs():
    return [
        {
            "file": "VRS-SM-DCX_Issue3.pdf",
            "company": COMPANY,
            "title": "DCX Series DC Fast Charger - Service Manual",
            "docno": "VRS-SM-DCX",
            "rev": "Issue 3",
            "created": dt.datetime(2023, 8, 25, 9, tzinfo=UTC),
            "pages": manual_pages(),
            "meta": _meta("VRS-SM-DCX", "Issue 3", "2023-09-01", None, "2023-08-25"),
        }
    ]


def docx_specs():
    return [
        {
            "file": "VRS-SB-118.docx",
            "key": "VRS-SB-118",
            "version": "Issue 1",
            "author": COMPANY,
            "title": "Service Bulletin VRS-SB-118",
            "subject": "DCX contactor auxiliary contact block and firmware 4.6.2",
            "header": "Voltreach Systems - Service Bulletin VRS-SB-118 - Issue 1",
            "footer": "Voltreach Systems - confidential to authorised service partners",
            "created": dt.datetime(2024, 1, 29, 9, 0, 0),
            "blocks": bulletin_blocks(),
            "meta": _meta(
                "VRS-SB-118",
                "Issue 1",
                "2024-02-01",
                None,
                "2024-01-29",
                variants=["DCX-120", "DCX-180"],
                serials=[[2204100, 2204899]],
            ),
        }
    ]


def text_files():
    return [("VRS-QG-DCX_quick_guide.html", QUICK_GUIDE, _meta("VRS-QG-DCX", "v1.2", "2024-01-10", None, "2024-01-08"))]

# ruff: noqa: E501
"""Polvara Coldline CX condensing units: installation and service manual (PDF)
and service bulletin PCL-SB-031 (HTML). All names and values invented."""

PRODUCT = "Coldline CX condensing unit"
VARIANTS = ["CX-18", "CX-26", "CX-34", "CX-42"]
KEY = "PCL-ISM-CX"
SB_KEY = "PCL-SB-031"

_pages = []

# Page 1: cover
_pages.append(
    [
        (
            "cover",
            {
                "company": "POLVARA REFRIGERATION OY",
                "title": "Coldline CX Condensing Units",
                "subtitle": "Installation and Service Manual",
                "lines": [
                    "Models CX-18, CX-26, CX-34, CX-42",
                    "Refrigerant R-449A",
                    f"Document {KEY}, Rev D, effective 2022-05-09",
                ],
            },
        ),
        (
            "p",
            "Keep this manual with the unit for the whole of its service life and hand it to the next owner. Installation, commissioning and service must be carried out by technicians certified for handling fluorinated refrigerants.",
        ),
        (
            "small",
            "Polvara Refrigeration Oy, Kaarnatie 17, Vahaluoto. Service line +358 29 170 4482. Rev D replaces Rev C in full.",
        ),
    ]
)

# Page 2: contents
_pages.append(
    [
        ("h2", "Contents"),
        ("toc",),
        ("h2", "About this manual"),
        (
            "p",
            "Values that differ between models are given in the tables in Sections 2 and 8. Pressures are gauge pressures in bar(g). Temperatures of refrigerant are dew point values unless stated otherwise.",
        ),
    ]
)

# Page 3: safety and general
_pages.append(
    [
        ("h1", "1 Safety and general information"),
        ("h2", "1.1 Intended use"),
        (
            "p",
            "Coldline CX units are air-cooled condensing units for cold rooms and cabinets. They are suitable for medium temperature (MT) duty with evaporating temperatures from -15 °C to +5 °C and for low temperature (LT) duty from -35 °C to -15 °C. They must not be used for process cooling of liquids or with any refrigerant other than R-449A.",
        ),
        ("h2", "1.2 Refrigerant"),
        (
            "p",
            "R-449A is a non-flammable blend of safety class A1 with a temperature glide of about 4 K. Because the components evaporate at different rates, the unit must always be charged with liquid drawn from the cylinder; charging vapour changes the composition of the blend.",
        ),
        (
            "p",
            "Maximum allowable pressure PS: high side 32 bar(g), low side 19 bar(g).",
        ),
        ("h2", "1.3 Safety"),
        (
            "warn",
            "WARNING",
            "Isolate the mains supply and lock the isolator open before opening the electrical box. The fan speed controller keeps a charge for 3 minutes after isolation.",
        ),
        (
            "bullets",
            [
                "Wear gloves and eye protection when connecting hoses; liquid refrigerant causes frostbite.",
                "Never braze on a circuit that still holds refrigerant. Recover the charge and purge with nitrogen first.",
                "Do not touch the discharge line and compressor top during operation; surfaces can exceed 100 °C.",
            ],
        ),
        ("h2", "1.4 Transport and storage"),
        (
            "p",
            "Transport and store the unit upright in its packaging, at -25 °C to +50 °C. Do not stack more than two packed units. Lift CX-34 and CX-42 only by the base frame with a fork-lift; the lifting eyes on the top panel are for CX-18 and CX-26.",
        ),
    ]
)

# Page 4: technical data
_pages.append(
    [
        ("h1", "2 Technical data"),
        (
            "table",
            {
                "widths": [70, 26, 26, 26, 26],
                "header": ["Parameter", "CX-18", "CX-26", "CX-34", "CX-42"],
                "rows": [
                    ["Cooling capacity, Te -10 °C (kW) ¹", "4.6", "6.9", "9.1", "11.8"],
                    ["Cooling capacity, Te -25 °C (kW) ¹", "2.3", "3.4", "4.5", "5.9"],
                    ["Compressor", "scroll", "scroll", "scroll", "tandem scroll"],
                    ["Power supply", "230 V 1~", "400 V 3~", "400 V 3~", "400 V 3~"],
                    ["Maximum operating current (A)", "14.8", "9.6", "12.1", "16.4"],
                    ["Locked rotor current (A)", "61", "46", "58", "74"],
                    ["Recommended fuse (A) ²", "20", "16", "16", "25"],
                    ["Factory charge R-449A (kg)", "2.4", "3.1", "3.9", "4.6"],
                    ["Receiver volume (l)", "4.0", "5.5", "7.0", "9.5"],
                    ["Condenser fans, qty x dia (mm)", "1 x 450", "1 x 500", "2 x 450", "2 x 500"],
                    ["Condenser airflow (m³/h)", "3,200", "4,100", "6,400", "8,200"],
                    ["Sound pressure at 10 m, dB(A) ³", "38", "40", "42", "44"],
                    ["Liquid connection (in)", "3/8", "3/8", "1/2", "1/2"],
                    ["Suction connection (in)", "5/8", "3/4", "7/8", "1-1/8"],
                    ["Crankcase heater (W)", "40", "55", "55", "2 x 55"],
                    ["Net weight (kg)", "78", "96", "131", "168"],
                ],
                "size": 9,
            },
        ),
        (
            "notes",
            [
                "¹ Ambient +32 °C, suction gas superheat 10 K, no liquid subcooling, rated to EN 13215.",
                "² Time-delay fuse or type C circuit breaker. Follow local wiring regulations for cable size.",
                "³ Free field, measured on the fan discharge side at 1.5 m height.",
            ],
        ),
        ("h2", "2.1 Operating limits"),
        (
            "p",
            "Ambient temperature in operation: -20 °C to +46 °C. Below +5 °C ambient the fan speed controller must be enabled so that condensing pressure does not fall too low for the expansion valve. Supply voltage tolerance: plus or minus 10 % of nominal; phase imbalance on 400 V models not more than 2 %.",
        ),
    ]
)

# Page 5: installation
_pages.append(
    [
        ("h1", "3 Installation"),
        ("h2", "3.1 Location and clearances"),
        (
            "p",
            "Install the unit outdoors or in a well-ventilated plant room on a level base. Wall brackets PCL-WB-1 may be used for CX-18 and CX-26 only; CX-34 and CX-42 must stand on the ground or on a roof frame.",
        ),
        (
            "table",
            {
                "widths": [100, 74],
                "header": ["Side of unit", "Minimum free space"],
                "rows": [
                    ["Air inlet (coil) side", "400 mm"],
                    ["Fan discharge side", "1,500 mm"],
                    ["Service side (electrical box)", "800 mm"],
                    ["Opposite the service side", "300 mm"],
                    ["Above the unit", "1,000 mm"],
                ],
                "size": 9,
            },
        ),
        (
            "small",
            "Where two units face each other discharge to discharge, keep at least 3,000 mm between them.",
        ),
        ("h2", "3.2 Refrigerant piping"),
        (
            "p",
            "Maximum equivalent pipe length between unit and evaporator is 40 m. Maximum height difference is 12 m with the unit above the evaporator and 6 m with the unit below the evaporator. Fit an oil trap at the foot of every suction riser and a further trap every 4 m of rise. Slope horizontal suction lines at least 1 % towards the unit.",
        ),
        ("h2", "3.3 Pressure test of field piping"),
        (
            "steps",
            [
                "Leave the liquid and suction service valves of the unit closed; the factory charge stays in the receiver.",
                "Pressurise field piping and evaporator with dry nitrogen through the Schrader ports to 17.0 bar(g).",
                "Hold the pressure for 24 h and record the ambient temperature at start and finish.",
                "Accept the test if the drop, after temperature correction, is not more than 0.2 bar.",
                "Release the nitrogen to atmosphere outdoors before evacuating.",
            ],
        ),
    ]
)

# Page 6: commissioning
_pages.append(
    [
        ("h1", "4 Commissioning"),
        ("h2", "4.1 Before start-up"),
        (
            "p",
            "Switch on the supply so that the crankcase heater is energised for at least 12 hours before the first start (24 hours for CX-42 when the ambient is below 0 °C). Check direction of fan rotation on 400 V models with a short jog.",
        ),
        ("h2", "4.2 Evacuation and charging"),
        (
            "steps",
            [
                "Connect the vacuum pump to both Schrader ports on the field side with short, large-bore hoses.",
                "Evacuate to below 500 micron (67 Pa).",
                "Isolate the pump and hold for 30 minutes. The rise must not exceed 250 micron; if it does, look for moisture or a leak and repeat.",
                "Open the suction service valve fully, then the liquid service valve.",
                "Start the unit from the controller with the room at least 10 K above setpoint.",
                "If the sight glass shows bubbles after 15 minutes of running, add R-449A as liquid through the suction port slowly, using a metering valve.",
                "Adjust the charge until liquid subcooling at the unit outlet is 4 to 6 K.",
                "Record the values of 4.3 in the commissioning report.",
            ],
        ),
        ("h2", "4.3 Target values"),
        (
            "table",
            {
                "widths": [84, 45, 45],
                "header": ["Quantity", "Target", "Limit"],
                "rows": [
                    ["Superheat at evaporator outlet", "5 to 7 K", "-"],
                    ["Superheat at compressor suction", "8 to 12 K", "min. 5 K"],
                    ["Liquid subcooling at unit outlet", "4 to 6 K", "-"],
                    ["Discharge line temperature", "-", "max. 115 °C"],
                    ["Compressor current", "-", "see Section 2"],
                ],
                "size": 9,
            },
        ),
    ]
)

# Page 7: controller and safety settings
_pages.append(
    [
        ("h1", "5 Controller and safety settings"),
        (
            "p",
            "All models use controller PCL-CTR-7. To enter the parameter menu hold SET and DOWN together for 5 s; the display shows P01. Settings are stored when the display returns to room temperature after 30 s without a key press.",
        ),
        (
            "table",
            {
                "widths": [72, 18, 36, 48],
                "header": ["Parameter", "Code", "Factory setting", "Range"],
                "rows": [
                    ["Room temperature setpoint", "P01", "+2 °C", "-30 to +12 °C"],
                    ["Switching differential", "P02", "2 K", "1 to 6 K"],
                    ["Defrost interval", "P05", "6 h", "0 (off) to 24 h"],
                    ["Maximum defrost duration", "P06", "25 min", "5 to 60 min"],
                    ["Compressor minimum off time", "P07", "180 s", "60 to 600 s"],
                    ["High temperature alarm offset", "P09", "5 K", "1 to 15 K"],
                    ["Temperature alarm delay", "P10", "60 min", "0 to 240 min"],
                    ["Door alarm delay", "P11", "30 min", "1 to 120 min"],
                    ["Pump-down at stop", "P12", "on", "on / off"],
                ],
                "size": 9,
            },
        ),
        ("h2", "5.1 Pressure switches and fan speed control"),
        (
            "table",
            {
                "widths": [52, 52, 35, 35],
                "header": ["Device", "Application", "Cut-out", "Cut-in"],
                "rows": [
                    ["High-pressure switch", "all", "28.0 bar(g)", "manual reset"],
                    ["Low-pressure switch", "MT (Te above -15 °C)", "1.0 bar(g)", "2.6 bar(g)"],
                    ["Low-pressure switch", "LT (Te -15 °C and below)", "0.3 bar(g)", "1.4 bar(g)"],
                ],
                "size": 9,
            },
        ),
        (
            "p",
            "The fan speed controller holds the condensing pressure at a setpoint of 15.5 bar(g) with a proportional band of 4.0 bar. Never set the high-pressure switch above 28.0 bar(g).",
        ),
    ]
)

# Page 8: alarm codes
_pages.append(
    [
        ("h1", "6 Alarm codes"),
        (
            "p",
            "Active alarms flash on the controller display, alternating with the room temperature. The alarm relay drops out for every code except A10.",
        ),
        (
            "table",
            {
                "widths": [14, 62, 98],
                "header": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "A01",
                        "Room probe open or short circuit",
                        "Check probe S1 and its plug; replace probe PCL-PR-10K.",
                    ],
                    [
                        "A02",
                        "Evaporator probe open or short circuit",
                        "Check probe S2. Defrost then ends on time (P06) only.",
                    ],
                    [
                        "A03",
                        "High-pressure switch tripped",
                        "Clean condenser coil, check fans; reset the switch by hand below 20 bar(g).",
                    ],
                    [
                        "A04",
                        "Low-pressure lock-out (3 trips in 1 h)",
                        "Check charge, liquid solenoid valve and expansion valve.",
                    ],
                    [
                        "A05",
                        "Compressor motor protector open",
                        "Let the compressor cool for 60 min; check supply voltage and current.",
                    ],
                    [
                        "A06",
                        "Phase loss or wrong phase sequence",
                        "400 V models: swap two phases at the mains terminal block.",
                    ],
                    [
                        "A07",
                        "Discharge temperature above 120 °C",
                        "Check suction superheat and charge; check for a blocked filter drier.",
                    ],
                    [
                        "A08",
                        "Room temperature high",
                        "Check door, defrost and load; alarm after P10 delay above P01 + P09.",
                    ],
                    ["A09", "Room temperature low", "Check probe position and setpoint; check for a stuck contactor."],
                    ["A10", "Door open too long", "Close the door. Time set by P11; message only, no relay action."],
                    [
                        "A11",
                        "Fan speed controller fault",
                        "Check the 0-10 V signal and fuse F2; replace the fan speed controller.",
                    ],
                    [
                        "A12",
                        "Crankcase heater circuit open",
                        "Measure heater resistance; replace heater if open circuit.",
                    ],
                ],
                "size": 8.5,
            },
        ),
    ]
)

# Page 9: maintenance and torque
_pages.append(
    [
        ("h1", "7 Maintenance"),
        (
            "table",
            {
                "widths": [104, 70],
                "header": ["Task", "Interval"],
                "rows": [
                    ["Clean condenser coil from the fan side ¹", "every 3 months"],
                    ["Leak check of the complete circuit ²", "every 12 months"],
                    ["Tighten electrical connections", "every 12 months"],
                    ["Inspect fan blades and fan motor bearings", "every 12 months"],
                    ["Oil acid test", "every 24 months"],
                    ["Replace filter drier", "each time the circuit is opened"],
                    ["Check crankcase heater", "before each winter"],
                ],
                "size": 9,
            },
        ),
        (
            "notes",
            [
                "¹ At coastal sites and next to roads or bakeries clean monthly. Never use a pressure washer above 10 bar on the fins.",
                "² Or more often where national rules require it for the charge installed.",
            ],
        ),
        ("h2", "7.1 Tightening torques"),
        (
            "table",
            {
                "widths": [104, 70],
                "header": ["Connection", "Torque"],
                "rows": [
                    ["Flare nut 1/4 in", "16 Nm"],
                    ["Flare nut 3/8 in", "40 Nm"],
                    ["Flare nut 1/2 in", "55 Nm"],
                    ["Flare nut 5/8 in", "70 Nm"],
                    ["Service valve cap, liquid valve", "12 Nm"],
                    ["Service valve cap, suction valve", "20 Nm"],
                    ["Compressor mounting bolts", "13 Nm"],
                    ["Fan blade hub screw", "6 Nm"],
                    ["Terminal screws M4 / M5", "1.8 Nm / 2.5 Nm"],
                ],
                "size": 9,
            },
        ),
        (
            "small",
            "Suction connections of 3/4 in and larger are brazed; no flare nut is used on them.",
        ),
    ]
)

# Page 10: spare parts
_pages.append(
    [
        ("h1", "8 Spare parts"),
        (
            "p",
            "Quote the model and serial number from the rating plate on the electrical box door with every order.",
        ),
        (
            "table",
            {
                "widths": [58, 29, 29, 29, 29],
                "header": ["Description", "CX-18", "CX-26", "CX-34", "CX-42"],
                "rows": [
                    ["Compressor", "PCL-C18-S", "PCL-C26-S", "PCL-C34-S", "PCL-C42-T"],
                    ["Condenser fan motor", "PCL-FM450-1", "PCL-FM500-1", "PCL-FM450-1", "PCL-FM500-1"],
                    ["Fans per unit", "1", "1", "2", "2"],
                    ["Filter drier", "PCL-FD-163", "PCL-FD-163", "PCL-FD-305", "PCL-FD-305"],
                    ["Sight glass", "PCL-SG-10", "PCL-SG-10", "PCL-SG-12", "PCL-SG-12"],
                    ["Controller", "PCL-CTR-7", "PCL-CTR-7", "PCL-CTR-7", "PCL-CTR-7"],
                    ["High-pressure switch", "PCL-HP-28", "PCL-HP-28", "PCL-HP-28", "PCL-HP-28"],
                    ["Low-pressure switch", "PCL-LP-03", "PCL-LP-03", "PCL-LP-03", "PCL-LP-03"],
                    ["Crankcase heater", "PCL-CH-40", "PCL-CH-55", "PCL-CH-55", "PCL-CH-55"],
                    ["Fan speed controller", "PCL-FSC-2", "PCL-FSC-2", "PCL-FSC-4", "PCL-FSC-4"],
                    ["Room probe", "PCL-PR-10K", "PCL-PR-10K", "PCL-PR-10K", "PCL-PR-10K"],
                ],
                "size": 9,
            },
        ),
        (
            "small",
            "CX-42 needs two crankcase heaters. Compressors are supplied without oil charge for CX-42 only; order oil PCL-OIL-32 separately.",
        ),
    ]
)

MANUAL = {
    "file": "polvara-coldline-cx-ism-rev-d.pdf",
    "format": "pdf",
    "spec": {
        "title": "Coldline CX Condensing Units - Installation and Service Manual",
        "company": "Polvara Refrigeration Oy",
        "header_left": "Polvara Coldline CX - Installation and Service Manual",
        "header_right": f"{KEY} Rev D",
        "footer_left": "Polvara Refrigeration Oy",
        "pages": _pages,
    },
    "meta": {
        "document": KEY,
        "version": "Rev D",
        "effective_from": "2022-05-09",
        "effective_to": None,
        "recorded_at": "2022-05-02T00:00:00Z",
        "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
    },
}

BULLETIN_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>PCL-SB-031 Fan speed controller replacement - Coldline CX-26 and CX-34</title>
<style>
body { font-family: Arial, sans-serif; max-width: 860px; margin: 2em auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #888; padding: 4px 8px; text-align: left; }
</style>
</head>
<body>
<header>
<p>Polvara Refrigeration Oy - Technical Service</p>
<h1>Service Bulletin PCL-SB-031</h1>
<p>Fan speed controller replacement on Coldline CX-26 and CX-34 condensing units</p>
<p>Issue 1, effective 2024-02-19. Category: recommended, with a compliance deadline.</p>
</header>

<h2>1. Affected units</h2>
<p>This bulletin applies only to the units listed below. Check the serial number on the rating plate (format PC followed by seven figures).</p>
<table>
<tr><th>Model</th><th>Serial numbers from</th><th>Serial numbers to</th><th>Replacement controller</th><th>Labour allowance</th></tr>
<tr><td>CX-26</td><td>PC4218000</td><td>PC4218749</td><td>PCL-FSC-2B</td><td>0.75 h</td></tr>
<tr><td>CX-34</td><td>PC4221300</td><td>PC4221655</td><td>PCL-FSC-4B</td><td>1.0 h</td></tr>
</table>
<p>CX-18 and CX-42 units are not affected, whatever their serial number, because their controllers come from a different production lot.</p>

<h2>2. Reason</h2>
<p>Fan speed controllers from one production lot can latch at minimum fan speed when the ambient falls below -5 &deg;C and then rises again quickly, for example when a unit in morning shade comes into direct sun. The condensing pressure then climbs until the high-pressure switch trips and the controller shows alarm A03. No damage to the compressor has been reported, but repeated trips can cause a warm cold room.</p>
<p>As an interim measure, before the controller is replaced, the fault can be cleared by switching the unit off at the isolator for at least 3 minutes.</p>

<h2>3. Compliance</h2>
<p>Replace the controller at the next service visit, and at the latest by 2024-10-31. Units that have shown A03 more than once in a month should be done first.</p>

<h2>4. Parts</h2>
<ul>
<li>CX-26: one fan speed controller PCL-FSC-2B and one adapter lead PCL-AL-07.</li>
<li>CX-34: one fan speed controller PCL-FSC-4B; no adapter lead is required.</li>
<li>Old controllers need not be returned; dispose of them as electronic waste.</li>
</ul>

<h2>5. Procedure</h2>
<ol>
<li>Isolate the unit at the mains isolator, lock it off and wait 3 minutes for the controller to discharge.</li>
<li>Remove the electrical box cover (four screws) and photograph the existing wiring.</li>
<li>Disconnect the pressure transducer plug, the fan motor leads and the supply leads from the old controller.</li>
<li>Remove the old controller from the DIN rail and clip the new one in its place.</li>
<li>On CX-26 only, fit adapter lead PCL-AL-07 between the transducer plug and the new controller.</li>
<li>Reconnect the fan and supply leads and tighten the terminal screws to 1.2 Nm.</li>
<li>Set the DIP switches of the new controller: switch 1 ON, switch 2 OFF, switch 3 ON.</li>
<li>Refit the cover, restore the supply and check that the fan ramps up as the condensing pressure rises above 15.5 bar(g).</li>
<li>Mark the rating plate with a green dot next to the serial number to show that the bulletin has been done.</li>
</ol>

<h2>6. Warranty</h2>
<p>Claim parts and the labour allowance under warranty code W-031-FSC within 60 days of the work. Travel time is not covered by this bulletin.</p>

<footer>
<p>Questions: Polvara technical service, +358 29 170 4490, service bulletin desk.</p>
</footer>
</body>
</html>
"""

BULLETIN = {
    "file": "pcl-sb-031-fan-speed-controller.html",
    "format": "html",
    "text": BULLETIN_HTML,
    "meta": {
        "document": SB_KEY,
        "version": "Issue 1",
        "effective_from": "2024-02-19",
        "effective_to": None,
        "recorded_at": "2024-02-12T00:00:00Z",
        "applicability": {
            "product": PRODUCT,
            "variants": ["CX-26", "CX-34"],
            "serials": [[4218000, 4218749], [4221300, 4221655]],
        },
    },
}

DOCUMENTS = [MANUAL, BULLETIN]

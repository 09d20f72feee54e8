# ruff: noqa: E501
"""Vellacorte Macchine - Arcadia multi-boiler espresso machines.

Two documents:
* Technical service manual, Edition 3 (PDF, multi-model table, settings,
  safety devices, torques, procedures, alarm codes, maintenance, spare parts).
* Technical bulletin TB-ARC-24-02 (HTML), limited by model and serial range.
Everything here is invented.
"""

MANUAL_KEY = "VLC-ARC-TSM"
BULLETIN_KEY = "VLC-TB-ARC-24-02"
PRODUCT = "Arcadia espresso machine"
VARIANTS = ["AR1", "AR2", "AR2-T", "AR3"]


def _manual_pages():
    title = [
        ("title", "Arcadia Multi-Boiler Espresso Machines"),
        ("subtitle", "Technical Service Manual"),
        ("subtitle", "Models AR1, AR2, AR2-T and AR3"),
        ("space", 6),
        (
            "kv",
            [
                ("Document", MANUAL_KEY),
                ("Edition", "Edition 3"),
                ("Valid from", "2022-11-01"),
                ("Manufacturer", "Vellacorte Macchine S.r.l., Via dei Tessitori 41, Borgo Alzano"),
                ("Technical service", "+39 02 5550 3318"),
            ],
        ),
        ("space", 4),
        (
            "p",
            "Arcadia machines have one service boiler for steam and hot water and one independent brew boiler for each group. This manual describes settings, safety devices, adjustment and repair work for technicians who hold a Vellacorte service certificate. Edition 3 adds the AR2-T tall-cup model and the revised alarm list for power board firmware 4.x.",
        ),
        (
            "note",
            "WARNING",
            "Both boilers are pressure vessels. Before opening any hydraulic connection, switch the machine off, unplug it and open the steam wand until the service boiler gauge reads 0 bar.",
        ),
    ]

    contents = [
        ("h2", "Contents"),
        ("toc",),
        ("h2", "Abbreviations"),
        (
            "table",
            {
                "header": ["Term", "Meaning"],
                "rows": [
                    ["SB", "Service boiler (steam and hot water)"],
                    ["BB", "Brew boiler (one per group)"],
                    ["OPV", "Over-pressure (expansion) valve in the brew circuit"],
                    ["PB", "Power board"],
                    ["UI", "User interface (display board)"],
                ],
                "widths": (30, 144),
            },
        ),
    ]

    techdata = [
        ("h1", "1 Technical data"),
        ("h2", "1.1 Models"),
        (
            "table",
            {
                "header": ["", "AR1", "AR2", "AR2-T", "AR3"],
                "rows": [
                    ["Groups", "1", "2", "2", "3"],
                    ["Service boiler capacity", "6 L", "11 L", "11 L", "17 L"],
                    ["Brew boiler capacity (each)", "0.6 L", "0.6 L", "0.6 L", "0.6 L"],
                    ["SB heating element", "2,000 W", "3,500 W", "3,500 W", "5,000 W"],
                    ["BB heating element (each)", "800 W", "800 W", "800 W", "800 W"],
                    ["Total power, 230 V 1N~", "2,800 W", "3,600 W¹", "3,600 W¹", "not available"],
                    ["Total power, 400 V 3N~", "not available²", "5,100 W", "5,100 W", "7,400 W"],
                    ["Maximum cup height", "95 mm", "95 mm", "160 mm", "95 mm"],
                    [
                        "Width × depth × height",
                        "480 × 560 × 470 mm",
                        "720 × 560 × 470 mm",
                        "720 × 560 × 535 mm",
                        "960 × 560 × 470 mm",
                    ],
                    ["Net weight", "38 kg", "58 kg", "61 kg", "76 kg"],
                ],
                "widths": (46, 32, 32, 32, 32),
            },
        ),
        (
            "small",
            "¹ On single-phase supply the AR2 and AR2-T share power: the service boiler element is limited to 2,400 W while any brew boiler is heating, so steam recovery is slower.",
        ),
        ("small", "² AR1 is built for single-phase supply only."),
        (
            "p",
            "Heat-up time from cold to ready is 18 minutes for the AR1 and 25 minutes for the AR2 and AR2-T, measured with 15 °C inlet water.",
        ),
        ("h2", "1.2 Water supply"),
        (
            "table",
            {
                "header": ["Item", "Requirement"],
                "rows": [
                    ["Inlet pressure", "1.5 to 6.0 bar; fit a pressure reducer set to 3 bar above 6 bar"],
                    ["Carbonate hardness", "3 to 5 °dH after treatment"],
                    ["Chloride", "below 30 mg/L"],
                    ["Inlet connection", "3/8 in BSP, with non-return valve"],
                    ["Drain", "Hose 20 mm, continuous fall to an open drain"],
                ],
                "widths": (46, 128),
            },
        ),
        (
            "p",
            "Water outside these limits shortens the life of the boilers and heating elements and is excluded from the warranty. Soft water below 3 °dH is corrosive to the boilers; do not bypass the blending valve of the softener.",
        ),
    ]

    settings = [
        ("h1", "2 Settings and safety devices"),
        ("h2", "2.1 Factory settings (technician menu)"),
        (
            "table",
            {
                "header": ["Parameter", "Default", "Adjustable range"],
                "rows": [
                    ["Brew temperature (each group)", "93.0 °C", "88.0 to 96.0 °C"],
                    ["Service boiler pressure", "1.2 bar", "0.8 to 1.5 bar"],
                    ["Brew pressure at the group", "9 bar", "set at the pump bypass"],
                    ["Pre-infusion time", "3 s", "0 to 8 s"],
                    ["Standby temperature (eco mode)", "75 °C", "60 to 85 °C"],
                    ["Steam wand auto-purge", "2 s", "0 to 5 s"],
                ],
                "widths": (74, 40, 60),
            },
        ),
        ("h2", "2.2 Safety devices"),
        (
            "table",
            {
                "header": ["Device", "Setting"],
                "rows": [
                    ["OPV (expansion valve), brew circuit", "opens at 12 bar"],
                    ["Brew boiler safety valve", "opens at 14 bar"],
                    ["Service boiler safety valve", "opens at 1.8 bar"],
                    ["SB thermal cut-out (manual reset)", "165 °C"],
                    ["BB thermal cut-out (manual reset)", "135 °C"],
                    ["Pump motor thermal protector", "auto reset, 130 °C"],
                ],
                "widths": (94, 80),
            },
        ),
        (
            "p",
            "Never adjust or block a safety valve. A valve that has discharged must be inspected; a valve that leaks after closing must be replaced, not cleaned.",
        ),
        ("h2", "2.3 Tightening torques"),
        (
            "table",
            {
                "header": ["Joint", "Torque"],
                "rows": [
                    ["Group head to chassis bolts (M8)", "22 N·m"],
                    ["Shower screen screw (M5)", "2.5 N·m"],
                    ["SB heating element flange nuts (M6)", "8 N·m"],
                    ["BB heating element (1/2 in BSP)", "30 N·m"],
                    ["Steam valve body to boiler", "40 N·m"],
                    ["Safety valves (3/8 in BSP)³", "25 N·m"],
                ],
                "widths": (110, 64),
            },
        ),
        (
            "small",
            "³ Seal with the anaerobic thread sealant from the valve kit. Do not use PTFE tape on boiler fittings; loose strands can hold a safety valve open.",
        ),
    ]

    procedures = [
        ("h1", "3 Procedures"),
        ("h2", "3.1 Replacing the group gasket and shower screen"),
        (
            "steps",
            [
                "Switch the machine off and let the brew boiler pressure fall to 0 bar.",
                "Remove the portafilter and the cup tray above the group.",
                "Remove the shower screen screw (Torx T20) and take off the screen and the dispersion plate.",
                "Lever out the old gasket with the gasket pick, working round the groove.",
                "Clean the groove with a brass brush. Do not use steel tools, which scratch the sealing face.",
                "Fit the new gasket with the chamfered edge facing down, towards the portafilter.",
                "Refit the dispersion plate and screen; tighten the screw to the torque in 2.3.",
                "Lock in a portafilter with a blind basket and run the pump for 10 seconds to check for leaks.",
            ],
        ),
        ("h2", "3.2 Calibrating a flowmeter"),
        (
            "steps",
            [
                "Enter the technician menu (hold the STEAM and 1-CUP keys for 8 seconds) and select FLOW CAL.",
                "Select the group. Place a cup of known weight on a scale under the group.",
                "Press START. The group delivers water until 300 pulses are counted.",
                "Weigh the water and enter the weight in grams. The board stores the pulses per millilitre.",
                "Repeat if the stored value differs more than 5 % from the previous calibration.",
            ],
        ),
        ("h2", "3.3 Scale"),
        (
            "p",
            "Arcadia boilers must not be descaled with acid in the field. The brew boilers are stainless steel with brazed fittings that acid attacks. If scale is found on a heating element, replace the element and check the water treatment; a boiler with heavy scale is exchanged through the Vellacorte workshop programme.",
        ),
    ]

    alarms = [
        ("h1", "4 Alarm codes"),
        (
            "p",
            "Alarms appear on the UI as the letter A and two digits. The machine keeps running where it is safe to do so; alarms that stop heating are marked H.",
        ),
        (
            "table",
            {
                "header": ["Code", "Meaning", "Remedy"],
                "rows": [
                    [
                        "A01 H",
                        "SB fill timeout",
                        "Level not reached in 120 s. Check inlet pressure, fill solenoid and level probe.",
                    ],
                    ["A02 H", "BB1 temperature probe open", "Check the probe connector on PB; replace the NTC probe."],
                    ["A03 H", "BB2 temperature probe open", "As A02, group 2."],
                    ["A04 H", "BB3 temperature probe open", "As A02, group 3 (AR3 only)."],
                    [
                        "A05 H",
                        "SB overpressure",
                        "Transducer reads above 1.7 bar. Check the transducer and the SB heating relay.",
                    ],
                    [
                        "A07",
                        "Flowmeter 1 no pulses",
                        "No pulses for 5 s while dispensing. Check the flowmeter and its filter.",
                    ],
                    ["A08", "Flowmeter 2 no pulses", "As A07, group 2."],
                    [
                        "A10",
                        "Softener regeneration due",
                        "Litre counter expired. Regenerate or replace the softener; reset the counter.",
                    ],
                    [
                        "A11",
                        "Power board overtemperature",
                        "Heatsink above 85 °C. Check the cooling fan and the vents.",
                    ],
                    ["A12 H", "Mains voltage low", "Below 200 V for 10 s. Check the supply and the cable size."],
                    ["A14", "Steam wand purge blocked", "Clean the steam tip; check the purge solenoid."],
                    [
                        "A16",
                        "UI/PB communication error",
                        "Check the ribbon cable; update both boards to the same firmware.",
                    ],
                ],
                "widths": (17, 55, 102),
            },
        ),
        (
            "p",
            "Alarm history (last 50 events with dispense counter) is shown in the technician menu under LOG.",
        ),
    ]

    maintenance = [
        ("h1", "5 Maintenance"),
        ("h2", "5.1 Preventive maintenance"),
        (
            "table",
            {
                "header": ["Work", "Interval"],
                "rows": [
                    ["Replace group gaskets and shower screens", "every 6 months or 15,000 cycles per group"],
                    ["Replace softener resin / filter cartridge", "per litre counter (A10)"],
                    ["Check pump brew pressure and OPV", "every 12 months"],
                    ["Replace SB vacuum breaker seal", "every 12 months"],
                    ["Replace steam valve seals", "every 24 months"],
                    ["Inspect safety valves (test lift)", "every 24 months"],
                    ["Replace flowmeter inlet filters", "every 24 months"],
                ],
                "widths": (104, 70),
            },
        ),
        ("h2", "5.2 Spare parts"),
        (
            "table",
            {
                "header": ["Part", "Part number", "Note"],
                "rows": [
                    ["Group gasket 8.5 mm", "VL-G-0085", "standard"],
                    ["Group gasket 8.0 mm", "VL-G-0080", "for worn groove seats"],
                    ["Shower screen 58 mm", "VL-G-0210", ""],
                    ["Dispersion plate", "VL-G-0220", ""],
                    ["Flowmeter complete", "VL-E-0401", ""],
                    ["Flowmeter inlet filter", "VL-E-0405", "pack of 5"],
                    ["SB safety valve 1.8 bar", "VL-V-1810", ""],
                    ["BB safety valve 14 bar", "VL-V-1400", ""],
                    ["SB heating element 3,500 W", "VL-R-3500", "AR2, AR2-T"],
                    ["SB heating element 5,000 W", "VL-R-5000", "AR3"],
                    ["SB heating element 2,000 W", "VL-R-2000", "AR1"],
                    ["BB NTC probe", "VL-E-0310", ""],
                    ["Steam valve seal kit", "VL-V-0770", ""],
                    ["Gasket pick", "VL-T-0012", "tool"],
                ],
                "widths": (74, 40, 60),
            },
        ),
    ]

    return [title, contents, techdata, settings, procedures, alarms, maintenance]


BULLETIN_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>TB-ARC-24-02 Brew boiler safety valve replacement - Vellacorte Technical Bulletin</title>
<style>
body { font-family: Arial, sans-serif; max-width: 900px; margin: 2em auto; line-height: 1.45; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #999; padding: 4px 8px; text-align: left; }
th { background: #e8e8e8; }
.box { border: 2px solid #b00; padding: 0.6em 1em; }
</style>
</head>
<body>
<header>
<p>Vellacorte Macchine S.r.l. &middot; Technical Service</p>
<h1>Technical Bulletin TB-ARC-24-02</h1>
<p><strong>Subject:</strong> Brew boiler safety valve replacement &ndash; Arcadia AR2, AR2-T and AR3<br>
<strong>Revision:</strong> Rev 1 &middot; <strong>Issued:</strong> 2024-04-08 &middot; <strong>Category:</strong> Mandatory (safety)</p>
</header>

<h2>1. Reason</h2>
<p>A batch of brew boiler safety valves from one supplier was found to open late. In bench tests several valves of lot 23B did not open until the boiler reached 16.5 bar instead of the specified 14 bar. No field failure has been reported, but the valves must be replaced before the machine is next serviced, and in any case by the completion date below.</p>

<h2>2. Affected machines</h2>
<table>
<thead><tr><th>Model</th><th>Serial numbers (inclusive)</th><th>Valves per machine</th><th>Labour allowance</th></tr></thead>
<tbody>
<tr><td>AR2</td><td>VC2302001 to VC2302850</td><td>2</td><td>0.7 h</td></tr>
<tr><td>AR2-T</td><td>VC2302901 to VC2302960</td><td>2</td><td>0.8 h</td></tr>
<tr><td>AR3</td><td>VC2303001 to VC2303420</td><td>3</td><td>1.0 h</td></tr>
</tbody>
</table>
<p>Machines outside these serial ranges were built with valves from another lot and are not affected. The AR1 is not affected at any serial number: its brew boiler uses a different valve body with a 1/4 in thread.</p>
<p>To confirm, look at the hex of the valve on top of each brew boiler. Affected valves are stamped <strong>23B</strong> next to the pressure marking. If a machine inside the range already has valves stamped 24A or later, no action is needed apart from recording the check.</p>

<h2>3. Parts</h2>
<ul>
<li>Valve kit <strong>VL-K-2402</strong>: one 14 bar brew boiler safety valve (lot 24A or later), one copper washer and 2 mL of anaerobic thread sealant. Order one kit per valve.</li>
<li>Green check label <strong>VL-L-0242</strong>, one per machine.</li>
</ul>

<h2>4. Procedure</h2>
<ol>
<li>Switch off and unplug the machine. Let the brew boilers cool below 40 &deg;C; open each group briefly to confirm 0 bar.</li>
<li>Close the water inlet tap and drain the brew boilers through the drain screws.</li>
<li>Remove the top cover and the cup tray.</li>
<li>Unscrew the old valve with a 22 mm spanner while holding the boiler fitting with a second spanner.</li>
<li>Clean the female thread. Apply the sealant to the first three threads of the new valve; do not use PTFE tape.</li>
<li>Fit the new valve and tighten to 25 N&middot;m, with the discharge port pointing to the drip tray.</li>
<li>Refill, heat up and check each valve for leaks at working pressure.</li>
<li>Stick the green check label VL-L-0242 beside the type plate and record the bulletin number in the service log.</li>
</ol>

<div class="box">
<p><strong>Do not</strong> test the new valves by blocking the OPV or by raising the pump pressure. The valves are factory tested; a field lift test is not required by this bulletin.</p>
</div>

<h2>5. Completion and warranty claim</h2>
<p>Complete the bulletin by <strong>2024-09-30</strong>. Claim parts and the labour allowance from the table in Section 2 under warranty code <strong>W-TB2402</strong>, quoting the machine serial number and the stamped lot of the removed valves. Return the removed valves to Vellacorte within 30 days for analysis.</p>

<footer>
<p>Questions: Vellacorte Technical Service, +39 02 5550 3318, Monday to Friday.</p>
</footer>
</body>
</html>
"""


def documents():
    return [
        {
            "file": "arcadia_technical_service_manual_ed3.pdf",
            "format": "pdf",
            "title": "Arcadia Technical Service Manual Edition 3",
            "author": "Vellacorte Macchine S.r.l.",
            "running_head": "Vellacorte Macchine · Arcadia espresso machines · Technical service manual",
            "running_id": f"{MANUAL_KEY} Ed. 3",
            "footer": f"{MANUAL_KEY} Edition 3 · valid from 2022-11-01",
            "pages": _manual_pages(),
            "meta": {
                "document": MANUAL_KEY,
                "version": "Edition 3",
                "effective_from": "2022-11-01",
                "effective_to": None,
                "recorded_at": "2022-11-07T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": VARIANTS},
            },
        },
        {
            "file": "vellacorte_tb_arc_24_02.html",
            "format": "html",
            "title": "TB-ARC-24-02",
            "author": "Vellacorte Macchine S.r.l.",
            "text": BULLETIN_HTML,
            "meta": {
                "document": BULLETIN_KEY,
                "version": "Rev 1",
                "effective_from": "2024-04-08",
                "effective_to": None,
                "recorded_at": "2024-04-10T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["AR2", "AR2-T", "AR3"],
                    "serials": [[2302001, 2302850], [2302901, 2302960], [2303001, 2303420]],
                },
            },
        },
    ]

"""Ampero HF3 forklift battery charger: error code quick reference (Markdown) and service manual (invented)."""

from __future__ import annotations

from typing import Any

PRODUCT = "Ampero HF3"
VARIANTS = ["HF3-24/80", "HF3-48/120", "HF3-80/100"]

CODES_FILE = "ampero-hf3-error-codes.md"

CODES_MD = """# Ampero HF3 Battery Charger - Error Code Quick Reference

Applies to HF3-24/80, HF3-48/120 and HF3-80/100 chargers with firmware 3.x.
Chargers with firmware 2.x use a different code list (ask Ampero support for sheet QR-HF3-V2).

## Status LEDs

| LED | Meaning |
|-----|---------|
| Green, steady | Charge complete, battery ready for use |
| Green, flashing | Equalising charge in progress |
| Yellow, steady | Main charge in progress |
| Yellow, flashing | Delayed start active (waiting for start time) |
| Red, steady | Error - code shown on the display |
| Red, flashing | Output current reduced because of high charger temperature |

## Error codes

| Code | Meaning | What to do |
|------|---------|------------|
| E01 | Mains voltage too low (below 180 V) | Check the supply. The charger restarts automatically. |
| E02 | Mains voltage too high (above 265 V) | Check the supply. The charger restarts automatically. |
| E03 | Phase missing (three-phase models) | Check the input fuses and the isolator. |
| E10 | Battery voltage too low to start (below 1.6 V/cell) | Use recovery mode (service manual, section 4.4). |
| E11 | Battery voltage too high for the selected profile | Check that the battery voltage matches the charger. |
| E12 | Reverse polarity at the output | Check the connector wiring. Output fuse F2 may have blown. |
| E13 | Battery disconnected during charge | Reconnect the battery; the charge resumes. |
| E20 | Charger overtemperature (heatsink above 85 C) | Clean the air inlets and check the fan. |
| E21 | Cooling fan failure | Replace fan module AP-3105. |
| E22 | Battery temperature above 55 C (probe fitted) | Let the battery cool down before charging. |
| E30 | Safety timer expired (charge longer than 14 h) | Check the capacity setting P.02; the battery may be faulty. |
| E31 | Ah limit exceeded (more than 130 % of capacity returned) | Gassing voltage not reached; check cells. |
| E40 | CAN communication lost with battery BMS | Check the BMS cable and the CAN termination. |
| E41 | Charge refused by battery BMS | Read the BMS fault and contact the battery supplier. |
| E50 | Output power stage fault | Service: replace the power module. |
| E51 | Output current measurement fault | Service: recalibrate (service manual, section 4.3). |

## Notes

- After E12 the charger stays locked until the mains supply is switched off and on again.
- E40 and E41 can only occur when a lithium profile (L1 or L2) is selected.
- E22 is only reported when battery temperature probe AP-3300 is connected.
- Codes not listed here are reserved. Send the event log (menu 9.2) to Ampero support.
"""

MANUAL_FILE = "ampero-hf3-service-manual.pdf"

MANUAL_META: dict[str, Any] = {
    "document": "AMP-HF3-SM",
    "version": "Edition 2",
    "effective_from": "2022-02-01",
    "effective_to": None,
    "recorded_at": "2022-01-25T00:00:00Z",
    "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
}


def manual_pages() -> list[list[tuple[Any, ...]]]:
    p1: list[tuple[Any, ...]] = [
        ("space", 15),
        ("small", "Ampero Power Electronics"),
        ("title", "HF3 High-Frequency Battery Charger"),
        ("subtitle", "Installation and Service Manual"),
        ("p", "Models HF3-24/80, HF3-48/120 and HF3-80/100. Document AMP-HF3-SM, Edition 2, February 2022."),
        ("space", 4),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1  Technical data", "2"),
                ("2  Installation", "3"),
                ("3  How the HF3 charges a battery", "4"),
                ("4  Service", "5"),
                ("    4.1  Periodic checks", "5"),
                ("    4.2  Replacing the output cable", "5"),
                ("    4.3  Calibration check", "5"),
                ("    4.4  Recovery mode", "5"),
                ("5  Spare parts and tightening torques", "6"),
            ],
        ),
        ("space", 4),
        ("p", "For error codes see the separate quick reference sheet supplied with the charger."),
    ]

    p2: list[tuple[Any, ...]] = [
        ("h1", "1  Technical data"),
        (
            "table",
            [54, 42, 42, 42],
            ["Parameter", "HF3-24/80", "HF3-48/120", "HF3-80/100"],
            [
                ["Nominal battery voltage", "24 V", "48 V", "80 V"],
                ["Maximum charge current", "80 A", "120 A", "100 A"],
                ["Mains input", "1~ 230 V 50/60 Hz", "3~ 400 V 50/60 Hz", "3~ 400 V 50/60 Hz"],
                ["Maximum input current", "13.5 A", "11.2 A", "15.0 A"],
                ["Input fuse (slow)", "16 A", "3 x 16 A", "3 x 20 A"],
                ["Efficiency", "93 %", "94 %", "94 %"],
                ["Battery capacity range [1]", "200-800 Ah", "300-1200 Ah", "400-1000 Ah"],
                ["Output cable, standard", "25 mm\u00b2, 5 m", "35 mm\u00b2, 5 m", "35 mm\u00b2, 5 m"],
                ["Battery connector", "PX-160 grey", "PX-320 blue", "PX-320 green"],
                ["Weight", "14 kg", "24 kg", "27 kg"],
                ["Enclosure", "IP21", "IP21", "IP21"],
                ["Ambient temperature", "0 to 40 \u00b0C", "0 to 40 \u00b0C", "0 to 40 \u00b0C"],
            ],
        ),
        ("space", 2),
        ("foot", ["[1] Lead-acid profiles. For lithium profiles the capacity is set by the battery BMS."]),
        ("p", "Output cables longer than 5 m are not approved: the voltage drop would falsify the charge termination."),
    ]

    p3: list[tuple[Any, ...]] = [
        ("h1", "2  Installation"),
        ("h2", "2.1  Mounting"),
        (
            "steps",
            [
                "Mount the charger on its wall bracket with the bottom edge 1.0 to 1.5 m above the floor.",
                "Leave at least 300 mm of free space above the charger and 100 mm on each side.",
                "Connect the mains supply through a lockable isolator and the input fuse given in Section 1.",
                "Set the battery profile with parameter P.01 and the battery capacity in Ah with parameter P.02.",
                "Connect a battery and check that charging starts within 10 seconds (yellow LED steady).",
            ],
        ),
        ("h2", "2.2  Ventilation of the charging area"),
        (
            "p",
            "Lead-acid batteries release hydrogen while charging. The charging area must have natural or forced "
            "ventilation of at least Q = 0.05 x n x If (m\u00b3/h), where n is the number of cells and If is "
            "the finishing current in A. Do not mount the charger directly above the battery.",
        ),
        ("h2", "2.3  Battery profiles (parameter P.01)"),
        (
            "table",
            [30, 150],
            ["P.01", "Profile"],
            [
                ["1", "Lead-acid, flooded, IUIa (default)"],
                ["2", "Lead-acid, flooded, with electrolyte circulation (air pump output active)"],
                ["3", "Lead-acid, gel, IUI"],
                ["4", "Lead-acid, AGM"],
                ["L1", "Lithium iron phosphate (LFP) with CAN BMS"],
                ["L2", "Lithium NMC with CAN BMS"],
            ],
        ),
        (
            "p",
            "Other parameters: P.05 equalising interval (default every 7th charge), P.09 delayed start time, "
            "P.12 temperature compensation on/off (requires probe AP-3300).",
        ),
    ]

    p4: list[tuple[Any, ...]] = [
        ("h1", "3  How the HF3 charges a battery"),
        (
            "p",
            "For flooded lead-acid batteries the HF3 uses an IUIa characteristic. In the first phase (I) the "
            "charger delivers a constant current, limited by the model rating and by the capacity setting P.02, "
            "until the battery reaches the gassing voltage of 2.40 V per cell. In the second phase (U) the "
            "voltage is held at 2.40 V per cell and the current falls as the battery fills.",
        ),
        (
            "p",
            "When the current has fallen to 4 A per 100 Ah, the charger switches to the finishing phase (Ia): "
            "a constant current of 4 A per 100 Ah for a fixed time of 2.5 hours, during which the cell voltage "
            "is allowed to rise to about 2.65 V. The finishing phase makes the battery gas. The gas bubbles mix "
            "the electrolyte, which would otherwise separate into layers of heavy acid at the bottom of the "
            "cells and weak acid at the top (acid stratification). Stratified cells sulphate in the lower part "
            "of the plates and gradually lose usable capacity.",
        ),
        (
            "p",
            "An equalising charge is added every 7th charge by default (parameter P.05): after the charge is "
            "complete the charger applies 2 A per 100 Ah for 2 hours. Equalising brings lagging cells up to "
            "the same state of charge as the rest of the battery.",
        ),
        (
            "p",
            "Gassing starts at a lower voltage when the battery is warm. With temperature probe AP-3300 fitted "
            "and P.12 switched on, the charger lowers the gassing voltage by 4 mV per cell for each \u00b0C "
            "above 30 \u00b0C. Without compensation a warm battery would be overcharged, losing water and "
            "heating up further.",
        ),
        (
            "p",
            "Most hydrogen is produced in the finishing phase. A hydrogen concentration of 4 % by volume in air "
            "is flammable, which is why the ventilation requirement in Section 2.2 is based on the finishing "
            "current and not on the main charge current.",
        ),
        (
            "p",
            "With a lithium profile (L1 or L2) the charger follows the current and voltage requested by the "
            "battery management system over CAN. There is no finishing phase and no equalising charge, because "
            "lithium cells do not gas and are balanced by the BMS.",
        ),
    ]

    p5: list[tuple[Any, ...]] = [
        ("h1", "4  Service"),
        ("h2", "4.1  Periodic checks"),
        (
            "table",
            [110, 70],
            ["Check", "Interval"],
            [
                ["Clean air inlets and filter mat", "Every 3 months (monthly in dusty areas)"],
                ["Inspect output cable, connector and strain relief", "Every 6 months"],
                ["Check tightness of power connections", "Every 12 months"],
                ["Calibration check (Section 4.3)", "Every 24 months"],
            ],
        ),
        ("h2", "4.2  Replacing the output cable"),
        (
            "steps",
            [
                "Switch off the mains isolator and disconnect the battery.",
                "Wait 5 minutes for the output capacitors to discharge, then remove the front cover (six screws).",
                "Undo the output terminal nuts and the cable gland, and pull out the old cable.",
                "Fit the new cable. Red conductor to terminal +, black conductor to terminal -.",
                "Tighten the output terminal nuts to the torque given in Section 5 and tighten the cable gland.",
                "Refit the front cover and check polarity with a test charge before returning to service.",
            ],
        ),
        ("h2", "4.3  Calibration check"),
        (
            "p",
            "Connect a reference meter with an accuracy of 0.2 % or better. Select menu 8.1. Output voltage "
            "reading tolerance: \u00b10.5 % of nominal. Output current reading tolerance: \u00b11 % of the "
            "maximum charge current. Adjust in menu 8.3 if outside tolerance.",
        ),
        ("h2", "4.4  Recovery mode"),
        (
            "p",
            "If the battery voltage is below 1.6 V per cell (E10), recovery mode can be started by holding the "
            "STOP key for 10 seconds. The charger then charges at 5 % of its maximum current until the battery "
            "reaches 1.9 V per cell, and then continues with a normal charge. Recovery mode must not be used "
            "with lithium profiles.",
        ),
    ]

    p6: list[tuple[Any, ...]] = [
        ("h1", "5  Spare parts and tightening torques"),
        (
            "table",
            [40, 140],
            ["Part no.", "Description"],
            [
                ["AP-1010", "Control board (all models)"],
                ["AP-2024", "Power module, HF3-24/80"],
                ["AP-2048", "Power module, HF3-48/120 and HF3-80/100"],
                ["AP-3105", "Fan module"],
                ["AP-3110", "Air filter mat (pack of 5)"],
                ["AP-3300", "Battery temperature probe"],
                ["AP-4025", "Output cable 25 mm\u00b2, 5 m, with PX-160 connector"],
                ["AP-4035", "Output cable 35 mm\u00b2, 5 m, without connector"],
                ["AP-5100", "Output fuse F2, 100 A (HF3-24/80)"],
                ["AP-5150", "Output fuse F2, 150 A (HF3-48/120)"],
            ],
        ),
        ("p", "On the HF3-80/100, fuse F2 is part of power module AP-2048 and is not supplied separately."),
        ("space", 3),
        (
            "table",
            [110, 70],
            ["Connection", "Torque"],
            [
                ["Output terminal nuts M8 (HF3-24/80)", "10 Nm"],
                ["Output terminal nuts M10 (HF3-48/120, HF3-80/100)", "18 Nm"],
                ["Mains terminal screws", "1.2 Nm"],
                ["Power module fixing screws M5", "4 Nm"],
                ["Front cover screws", "2 Nm"],
            ],
        ),
        ("space", 2),
        (
            "foot",
            [
                "Connector housings PX-160 and PX-320 are colour-coded by battery voltage. Do not fit a "
                "connector of a different colour."
            ],
        ),
    ]
    return [p1, p2, p3, p4, p5, p6]


def manual_documents() -> list[dict[str, Any]]:
    return [
        {
            "file": MANUAL_FILE,
            "header": "Ampero HF3  |  Installation and Service Manual  |  AMP-HF3-SM Edition 2",
            "pages": manual_pages(),
            "meta": MANUAL_META,
        }
    ]

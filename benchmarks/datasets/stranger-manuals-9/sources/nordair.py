"""Nordair RT-series packaged rooftop units: maintenance manual (DOCX) and service bulletin 114 (invented)."""

from __future__ import annotations

from typing import Any

PRODUCT = "Nordair RT"

MANUAL_FILE = "nordair-rt-maintenance-manual.docx"

MANUAL_META: dict[str, Any] = {
    "document": "NRD-RT-MM",
    "version": "Rev 4",
    "effective_from": "2020-01-15",
    "effective_to": None,
    "recorded_at": "2020-01-10T00:00:00Z",
    "applicability": {"product": PRODUCT, "variants": ["RT-075", "RT-100", "RT-125"]},
}

# Blocks for the DOCX body: ("title"|"h1"|"h2"|"p", text), ("table", header, rows), ("steps", items)
MANUAL_BLOCKS: list[tuple[Any, ...]] = [
    ("title", "Nordair RT-Series Packaged Rooftop Units"),
    ("p", "Maintenance Manual - models RT-075, RT-100 and RT-125. Document NRD-RT-MM, Rev 4, January 2020."),
    (
        "p",
        "This manual covers routine maintenance of cooling-only and heat-pump units. Installation, "
        "commissioning and gas-fired heating sections are covered by separate documents.",
    ),
    ("h1", "1 Safety"),
    (
        "p",
        "Lock out and tag out the unit disconnect before opening any access panel. The supply fan may start "
        "at any time under control of the building management system (BMS).",
    ),
    (
        "p",
        "The units use refrigerant R-454B, which is classified A2L (mildly flammable). Only technicians "
        "certified for A2L refrigerants may open the refrigerant circuit. No open flames or brazing within "
        "3 m of the unit until the circuit has been recovered and purged with nitrogen.",
    ),
    ("p", "The roof curb is not an anchorage point for fall protection equipment."),
    ("h1", "2 Maintenance schedule"),
    (
        "table",
        ["Task", "Interval"],
        [
            ["Replace return-air filters", "Every 3 months, or when the filter pressure drop reaches 250 Pa"],
            ["Check supply fan belt tension and wear", "Every 3 months"],
            ["Clean condenser coil", "Every 6 months (every 3 months at coastal or dusty sites)"],
            ["Clean condensate drain pan and trap", "Every 6 months"],
            ["Check economiser damper linkage and actuator", "Every 6 months"],
            ["Check refrigerant pressures, superheat and subcooling", "Every 12 months"],
            ["Re-torque electrical connections", "Every 12 months"],
            ["Function test of A2L leak detector RD-40", "Every 12 months, with test gas kit NRD-TG1"],
            ["Replace A2L leak detector sensor module", "Every 5 years"],
            ["Replace supply fan belt", "When worn, at the latest every 24 months"],
            ["Lubricate fan bearings", "Not required (bearings sealed for life)"],
        ],
    ),
    ("h1", "3 Model data"),
    (
        "table",
        ["Item", "RT-075", "RT-100", "RT-125"],
        [
            ["Nominal cooling capacity", "26.4 kW", "35.2 kW", "44.0 kW"],
            ["Refrigerant circuits", "1", "2", "2"],
            ["R-454B charge per circuit", "4.1 kg", "2.9 kg", "3.6 kg"],
            ["Return-air filters (qty x size, mm)", "4 x 500x500x50", "6 x 500x500x50", "6 x 625x500x50"],
            ["Filter class", "ISO ePM10 60 %", "ISO ePM10 60 %", "ISO ePM10 60 %"],
            ["Supply fan belt", "SPA 1250", "SPA 1400", "SPA 1500"],
            ["Belt deflection at 25 N", "8 mm", "9 mm", "10 mm"],
            ["Maximum fuse (MOCP)", "40 A", "50 A", "63 A"],
            ["Operating weight", "410 kg", "520 kg", "640 kg"],
        ],
    ),
    (
        "p",
        "Note: the RT-075 uses one EC condenser fan; the RT-100 and RT-125 use two PSC condenser fan motors "
        "(M3 and M4) with run capacitors C3 and C4.",
    ),
    ("h1", "4 Supply fan belt tension"),
    (
        "steps",
        [
            "Isolate and lock out the unit.",
            "Remove the supply fan access panel.",
            "Apply a force of 25 N at the centre of the belt span, perpendicular to the belt, and measure the "
            "deflection.",
            "Compare the measured deflection with the value in Section 3 for the model.",
            "To adjust, loosen the four motor base bolts, turn the adjuster screw, then retighten the motor base "
            "bolts to 22 Nm.",
            "Check pulley alignment with a straight edge. Misalignment must not exceed 1 mm across the pulley faces.",
            "After fitting a new belt, check the tension again after 24 hours of operation.",
        ],
    ),
    ("h1", "5 Tightening torques"),
    (
        "table",
        ["Connection", "Torque"],
        [
            ["Main disconnect terminals", "6 Nm"],
            ["Contactor terminals (K1, K2)", "2.5 Nm"],
            ["Compressor terminal block", "3 Nm"],
            ["Motor base bolts (M10)", "22 Nm"],
            ["Fan pulley taper bush screws", "20 Nm"],
            ["Service valve caps", "11 Nm"],
        ],
    ),
    ("h1", "6 Controller alarm codes (NC-2 controller)"),
    (
        "table",
        ["Code", "Meaning"],
        [
            ["A101", "High-pressure switch trip, circuit 1"],
            ["A102", "High-pressure switch trip, circuit 2 (RT-100 and RT-125)"],
            ["A111", "Low-pressure switch trip, circuit 1"],
            ["A112", "Low-pressure switch trip, circuit 2 (RT-100 and RT-125)"],
            ["A120", "Compressor motor protector open"],
            ["A201", "Supply fan airflow not proven within 60 s"],
            ["A205", "Dirty filter: filter pressure drop above 250 Pa"],
            ["A301", "Supply-air temperature sensor fault"],
            ["A302", "Return-air temperature sensor fault"],
            ["A303", "Outdoor-air temperature sensor fault"],
            ["A310", "Refrigerant leak detected by RD-40: supply fan to maximum, compressors locked out"],
            ["A401", "Economiser damper position feedback error"],
            ["A501", "Condensate overflow switch open"],
            ["A600", "Communication with BMS lost"],
        ],
    ),
    (
        "p",
        "Alarms A101 to A120 lock out the compressor after three trips within 60 minutes. A manual reset at the "
        "controller is then required. All other alarms reset automatically when the cause has cleared.",
    ),
    ("h1", "7 Refrigerant leak detection"),
    (
        "p",
        "Each unit has an RD-40 A2L leak detector in the indoor section. If the detector senses refrigerant "
        "above its alarm threshold, the controller raises alarm A310, runs the supply fan at maximum speed to "
        "dilute the refrigerant and locks out the compressors. The alarm remains active for at least 5 minutes "
        "after the concentration has fallen below the threshold.",
    ),
]

BULLETIN_FILE = "nordair-service-bulletin-114.pdf"

BULLETIN_META: dict[str, Any] = {
    "document": "NRD-SB-114",
    "version": "Rev 1",
    "effective_from": "2021-06-01",
    "effective_to": None,
    "recorded_at": "2021-05-27T00:00:00Z",
    "applicability": {
        "product": PRODUCT,
        "variants": ["RT-100", "RT-125"],
        "serials": ["NR1907000-NR1909999", "NR2001000-NR2001499"],
    },
}


def bulletin_pages() -> list[list[tuple[Any, ...]]]:
    p1: list[tuple[Any, ...]] = [
        ("small", "Nordair Climate Systems - Product Support"),
        ("title", "Service Bulletin 114"),
        ("subtitle", "Condenser fan motor run capacitor - incorrect rating"),
        ("space", 3),
        (
            "table",
            [50, 130],
            ["Item", "Details"],
            [
                ["Bulletin", "NRD-SB-114, Rev 1, issued 1 June 2021"],
                ["Priority", "Mandatory before the next cooling season"],
                ["Models", "RT-100 and RT-125"],
                ["Serial numbers", "NR1907000 to NR1909999 and NR2001000 to NR2001499"],
            ],
        ),
        ("h2", "Issue"),
        (
            "p",
            "Units in the serial ranges above were fitted with 4.0 MFD run capacitors on condenser fan motors M3 "
            "and M4 instead of the specified 6.0 MFD. The fans run at reduced speed and may fail to start at low "
            "ambient temperature. At high ambient temperature this can lead to high-pressure alarms A101 or A102.",
        ),
        ("h2", "Identification"),
        (
            "p",
            "Open the condenser section control box. The affected capacitors are grey and labelled 4.0 MFD "
            "370 VAC. Correct capacitors are labelled 6.0 MFD 440 VAC.",
        ),
        ("h2", "Units not affected"),
        (
            "p",
            "RT-075 units are not affected because they use a single EC condenser fan without a run capacitor. "
            "RT-100 and RT-125 units outside the serial ranges above left the factory with the correct "
            "capacitors.",
        ),
        ("h2", "Parts"),
        (
            "table",
            [40, 110, 30],
            ["Part no.", "Description", "Qty"],
            [
                ["3022-0060", "Run capacitor 6.0 MFD, 440 VAC, with mounting strap", "2"],
            ],
        ),
    ]
    p2: list[tuple[Any, ...]] = [
        ("h2", "Procedure"),
        (
            "steps",
            [
                "Isolate the unit at the disconnect and apply lock-out.",
                "Open the condenser section control box.",
                "Discharge each capacitor through a 20 kohm, 5 W resistor before handling it.",
                "Note the wire positions, then replace capacitors C3 and C4 with part 3022-0060.",
                "Secure each capacitor with its strap and tighten the strap screw to 2 Nm.",
                "Restore power and run the condenser fans at full speed. Motor current must be between 1.6 A and "
                "2.0 A per motor.",
                'Record "SB-114 completed" with the date in the unit service log.',
            ],
        ),
        ("h2", "Warranty"),
        (
            "p",
            "Labour allowance: 0.5 h per unit. Claim code: NW-114. Return the removed capacitors only if "
            "requested by Nordair Product Support.",
        ),
        (
            "p",
            "Units that have already had both capacitors replaced with 6.0 MFD parts during a previous repair "
            "need only the inspection and the service log entry.",
        ),
    ]
    return [p1, p2]


def bulletin_documents() -> list[dict[str, Any]]:
    return [
        {
            "file": BULLETIN_FILE,
            "header": "Nordair Service Bulletin NRD-SB-114  |  Rev 1",
            "pages": bulletin_pages(),
            "meta": BULLETIN_META,
        }
    ]

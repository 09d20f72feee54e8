# ruff: noqa: E501
"""Aerovance main wheel brake assembly - component maintenance manual (invented)."""

KEY = "AVB-CMM-32-42-41"

PAGES = [
    {
        "id": "title",
        "blocks": [
            ("space", 16),
            ("title", "Component Maintenance Manual with Illustrated Parts List"),
            ("subtitle", "Main Wheel Brake Assembly, Part Numbers 2-1587-3 and 2-1587-5"),
            ("space", 4),
            (
                "p",
                "ATA chapter 32-42-41. Revision 4, dated 15 November 2022. This revision supersedes all earlier revisions; remove and destroy superseded pages.",
            ),
            (
                "table",
                {
                    "widths": [40, 134],
                    "head": ["Revision", "Highlights"],
                    "rows": [
                        ["Revision 3", "Added the -5 brake assembly."],
                        [
                            "Revision 4",
                            "Wear pin limit for -5 changed; low-pressure leak test added; IPL items 45 and 95 added.",
                        ],
                    ],
                },
            ),
            ("space", 6),
            (
                "small",
                "Aerovance Braking Systems Inc., 4410 Calder Field Road, Northgate, OH 45999. Product support +1 555 0142 7780.",
            ),
        ],
    },
    {
        "id": "contents",
        "blocks": [
            ("h1", "Table of Contents"),
            (
                "toc",
                [
                    ("-", "Description and operation", "description"),
                    ("1000", "Testing and fault isolation", "testing"),
                    ("3000", "Disassembly", "disassembly"),
                    ("5000", "Check", "check"),
                    ("7000", "Assembly", "assembly"),
                    ("7000", "Torque values", "assembly"),
                    ("10000", "Illustrated parts list", "ipl"),
                ],
            ),
            (
                "small",
                "Page blocks 2000 (Cleaning), 4000 (Repair) and 6000 (Storage) are not used in this CMM; clean parts in accordance with the aircraft maintenance manual.",
            ),
        ],
    },
    {
        "id": "description",
        "blocks": [
            ("h1", "Description and Operation"),
            (
                "p",
                "The brake is a hydraulically operated, multiple-disc brake with a steel heat sink. The -3 assembly has three rotors and is fitted to the standard main wheel. The -5 assembly has four rotors and is fitted to the heavy-weight option main wheel.",
            ),
            (
                "p",
                "When hydraulic pressure is applied, the pistons in the housing push the pressure plate against the stack of rotors and stators, which is held by the back plate. The rotors are keyed to the wheel and the stators to the torque tube, so clamping the stack converts kinetic energy into heat in the discs. When pressure is released, the automatic adjusters pull the pistons back by a fixed distance, so the running clearance stays the same as the discs wear.",
            ),
            (
                "table",
                {
                    "widths": [74, 50, 50],
                    "head": ["Data", "2-1587-3", "2-1587-5"],
                    "rows": [
                        ["Number of pistons", "4", "6"],
                        ["Number of rotors", "3", "4"],
                        ["Maximum operating pressure", "3,000 psi", "3,000 psi"],
                        ["Running clearance", "0.030 to 0.060 in", "0.040 to 0.070 in"],
                        ["Weight, dry", "18.6 lb", "24.9 lb"],
                        ["Hydraulic fluid", "MIL-PRF-5606", "MIL-PRF-5606"],
                    ],
                },
            ),
        ],
    },
    {
        "id": "testing",
        "blocks": [
            ("h1", "Testing and Fault Isolation (1000)"),
            ("h2", "A. Test equipment"),
            (
                "p",
                "Hand pump or test stand able to deliver 4,500 psi, with a calibrated gauge; bleeder hose; clean fluid to MIL-PRF-5606.",
            ),
            ("h2", "B. Tests"),
            (
                "steps",
                [
                    "Bleed the brake at the bleeder valve until fluid flows free of air.",
                    "Proof pressure test: apply 4,500 psi and hold for 2 minutes. No external leakage or permanent deformation is allowed.",
                    "High-pressure leak test: apply 3,000 psi and hold for 3 minutes. No leakage is allowed.",
                    "Low-pressure leak test: apply 50 psi and hold for 5 minutes. Leakage must not exceed 1 drop at any piston.",
                    "Running clearance check: apply and release 3,000 psi five times, then measure the clearance between the pressure plate and the first rotor.",
                ],
            ),
            ("h2", "C. Fault isolation"),
            (
                "table",
                {
                    "widths": [54, 60, 60],
                    "head": ["Trouble", "Probable cause", "Correction"],
                    "rows": [
                        ["Leak at piston", "Damaged preformed packing", "Replace packing (IPL 35)"],
                        ["Leak at bleeder valve", "Valve loose or seat damaged", "Tighten valve; replace valve"],
                        ["Clearance too small", "Adjuster spring broken", "Replace automatic adjuster"],
                        ["Clearance too large", "Adjuster pin bent", "Replace automatic adjuster"],
                        ["Brake drags after release", "Piston seized in bore", "Overhaul housing; check bore"],
                    ],
                },
            ),
        ],
    },
    {
        "id": "disassembly",
        "blocks": [
            ("h1", "Disassembly (3000)"),
            (
                "note",
                "CAUTION",
                "Do not use compressed air to remove pistons. Pistons ejected under air pressure can cause injury and damage the bore.",
            ),
            (
                "steps",
                [
                    "Drain the fluid from the housing through the bleeder valve.",
                    "Remove the safety wire and the six housing bolts (IPL 100) with their washers (IPL 110).",
                    "Lift the housing assembly off the torque tube.",
                    "Remove the pressure plate, rotors and stators in order and tag each disc with its position.",
                    "Remove the wear pin (IPL 50) from the housing.",
                    "Withdraw the pistons with the piston puller tool AV-T1587 and discard all preformed packings.",
                    "Remove the automatic adjusters only if they failed the running clearance check.",
                ],
            ),
        ],
    },
    {
        "id": "check",
        "blocks": [
            ("h1", "Check (5000)"),
            (
                "table",
                {
                    "widths": [80, 47, 47],
                    "head": ["Check", "2-1587-3", "2-1587-5"],
                    "rows": [
                        [
                            "Wear pin protrusion, remove brake when less than",
                            "0.050 in",
                            "0.080 in",
                        ],
                        ["Heat stack thickness, new", "3.210 in", "3.760 in"],
                        ["Heat stack thickness, minimum (worn)", "2.630 in", "3.105 in"],
                        ["Cylinder bore diameter, maximum", "1.2520 in", "1.5020 in"],
                        ["Pressure plate warp, maximum", "0.015 in", "0.015 in"],
                        ["Piston insulator thickness, minimum (1)", "0.180 in", "0.180 in"],
                    ],
                    "notes": [
                        "(1) Replace insulators that are cracked or chipped regardless of thickness.",
                    ],
                },
            ),
            (
                "p",
                "Inspect rotor drive keys for cracks with fluorescent penetrant. Rotors with cracks between key slots that extend more than 0.25 in from the slot root must be rejected. Stators must be flat within 0.020 in.",
            ),
            (
                "p",
                "Measure the wear pin protrusion with brake pressure applied at 3,000 psi, from the end of the pin to the face of the housing boss.",
            ),
        ],
    },
    {
        "id": "assembly",
        "blocks": [
            ("h1", "Assembly (7000)"),
            (
                "steps",
                [
                    "Lubricate new preformed packings with clean MIL-PRF-5606 fluid and install them on the pistons.",
                    "Install the pistons in the housing by hand pressure only.",
                    "Install the wear pin and tighten the wear pin nut.",
                    "Stack the stators and rotors on the torque tube in the order tagged at disassembly, followed by the pressure plate.",
                    "Install the housing and the six housing bolts with their washers; tighten in a cross pattern and safety-wire in pairs.",
                    "Install the bleeder valve and do the tests in Testing and Fault Isolation.",
                ],
            ),
            ("h2", "Torque values"),
            (
                "table",
                {
                    "widths": [84, 45, 45],
                    "head": ["Item", "2-1587-3", "2-1587-5"],
                    "rows": [
                        ["Housing bolts (IPL 100)", "290 to 310 lb-in", "340 to 360 lb-in"],
                        ["Bleeder valve (IPL 40)", "60 to 70 lb-in", "60 to 70 lb-in"],
                        ["Wear pin nut (IPL 55)", "25 to 30 lb-in", "25 to 30 lb-in"],
                        ["Adjuster retaining nut (IPL 70)", "45 to 55 lb-in", "45 to 55 lb-in"],
                    ],
                    "notes": [
                        "Torque values are for threads lubricated with the hydraulic fluid. Do not use anti-seize compound on housing bolts.",
                    ],
                },
            ),
        ],
    },
    {
        "id": "ipl",
        "blocks": [
            ("h1", "Illustrated Parts List (10000)"),
            (
                "table",
                {
                    "widths": [14, 36, 86, 19, 19],
                    "head": ["IPL", "Part number", "Nomenclature", "-3", "-5"],
                    "rows": [
                        ["10", "2-1590-1", "Housing assembly (-3)", "1", "-"],
                        ["10A", "2-1590-2", "Housing assembly (-5)", "-", "1"],
                        ["20", "2-1592", "Piston", "4", "6"],
                        ["30", "2-1594", "Piston insulator", "4", "6"],
                        ["35", "AV-P218", "Preformed packing", "4", "6"],
                        ["40", "2-1601", "Bleeder valve", "1", "1"],
                        ["45", "2-1602", "Bleeder valve cap", "1", "1"],
                        ["50", "2-1605-1", "Wear pin (-3)", "1", "-"],
                        ["50A", "2-1605-2", "Wear pin (-5)", "-", "1"],
                        ["55", "2-1606", "Wear pin nut", "1", "1"],
                        ["60", "2-1610", "Pressure plate", "1", "1"],
                        ["70", "2-1615", "Automatic adjuster assembly", "2", "3"],
                        ["80", "2-1620", "Rotor", "3", "4"],
                        ["90", "2-1622", "Stator", "2", "3"],
                        ["95", "2-1623", "Back plate", "1", "1"],
                        ["100", "2-1630", "Housing bolt", "6", "6"],
                        ["110", "2-1631", "Washer", "6", "6"],
                    ],
                    "notes": [
                        "Quantities are per brake assembly. Order preformed packings in sets of one per piston.",
                    ],
                },
            ),
        ],
    },
]

DOC = {
    "file": "aerovance-brake-cmm-32-42-41.pdf",
    "format": "pdf",
    "key": KEY,
    "version": "Revision 4",
    "title": "CMM 32-42-41 Main Wheel Brake Assembly 2-1587",
    "company": "Aerovance Braking Systems Inc.",
    "header": "CMM 32-42-41 - Main Wheel Brake Assembly",
    "footer": "Aerovance Braking Systems Inc. - 32-42-41",
    "pages": PAGES,
    "meta": {
        "document": KEY,
        "version": "Revision 4",
        "effective_from": "2022-11-15",
        "effective_to": None,
        "recorded_at": "2022-11-09T00:00:00Z",
        "applicability": {
            "product": "Aerovance main wheel brake assembly 2-1587",
            "variants": ["2-1587-3", "2-1587-5"],
        },
    },
}

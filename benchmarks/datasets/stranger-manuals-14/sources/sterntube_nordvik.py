# ruff: noqa: E501
"""Nordvik AquaGuard stern-tube seal - service bulletin limited by model and serial range. All invented."""

from .common import meta

KEY = "NMS-SB-23-07"
PRODUCT = "Nordvik AquaGuard stern-tube seal"
VARIANTS = ["AG-340", "AG-400"]
SERIALS = [(2207150, 2209980), (2301001, 2301420)]
COMPANY = "Nordvik Marine Seals AS"
FILE = "nordvik-aquaguard-sb-23-07.pdf"

PAGE1 = [
    ("h1", "SERVICE BULLETIN SB-23-07"),
    ("h2", "AquaGuard stern-tube seals: replacement of aft seal rings from compound lot FK-2207"),
    (
        "table",
        {
            "widths": [48, 126],
            "header": False,
            "rows": [
                ["Bulletin number", "SB-23-07, Revision 1"],
                ["Date", "1 August 2023"],
                ["Category", "Mandatory - safety of propulsion"],
                ["Models affected", "AquaGuard AG-340 and AG-400 (aft seal assemblies only)"],
                ["Serial numbers affected", "NS2207150 to NS2209980 and NS2301001 to NS2301420"],
                ["Models not affected", "AG-280 (all serial numbers); forward seals of all models"],
                [
                    "Compliance",
                    "At the next dry-docking, and in any case within 30 months of the date of this bulletin",
                ],
                ["Supersedes", "SB-23-07 Revision 0 of 12 June 2023"],
            ],
        },
    ),
    ("h2", "1 Reason"),
    (
        "p",
        "A number of aft seal rings moulded from fluoroelastomer compound lot FK-2207 have shown a reduced elongation at break. In service these rings harden prematurely at the sealing lip, which can lead to radial cracks and to an increase in oil leakage to sea and water ingress into the stern-tube oil. No case of sudden seal failure has been reported, but two vessels have found oil consumption above the normal level within 18 months of installation.",
    ),
    ("h2", "2 Symptoms"),
    (
        "ul",
        [
            "Oil consumption from the aft seal header tank above 0.5 L per day at normal draught.",
            "Water content of the stern-tube oil above 2 % in the oil analysis.",
            "Visible oil film at the stern while the vessel is at anchor.",
        ],
    ),
    ("h2", "3 Interim measures until the rings are replaced"),
    (
        "p",
        "Record the header tank level daily in the engine log. Take an oil sample from the stern-tube drain cock every month and send it for water content analysis. If the oil consumption exceeds 1.5 L per day or the water content exceeds 5 %, contact Nordvik service without delay; the vessel may continue to the next port at reduced shaft speed (maximum 70 % of MCR shaft speed).",
    ),
    (
        "note",
        "Increasing the header tank height to reduce water ingress is not permitted as an interim measure. It raises the oil pressure on the aft rings and accelerates leakage to sea.",
    ),
]

PAGE2 = [
    ("h2", "4 Identifying affected seals"),
    (
        "p",
        'The serial number is stamped on the outer face of the seal housing flange and shown on the nameplate in the shaft tunnel. It consists of the letters NS followed by seven digits, for example NS2208411. Only seals whose serial number lies within the ranges below and whose model is AG-340 or AG-400 are affected. Seals that have already had their aft rings replaced with rings from another compound lot carry a yellow label marked "SB-23-07 DONE".',
    ),
    (
        "table",
        {
            "widths": [28, 36, 56, 54],
            "rows": [
                ["Model", "Shaft diameter", "Serial range", "Action"],
                ["AG-280", "250 to 300 mm", "all", "None - not affected"],
                ["AG-340", "300 to 360 mm", "NS2207150 to NS2209980", "Replace aft seal rings (kit 340-SB7)"],
                ["AG-340", "300 to 360 mm", "NS2301001 to NS2301420", "Replace aft seal rings (kit 340-SB7)"],
                ["AG-400", "360 to 420 mm", "NS2207150 to NS2209980", "Replace aft seal rings (kit 400-SB7)"],
                ["AG-400", "360 to 420 mm", "NS2301001 to NS2301420", "Replace aft seal rings (kit 400-SB7)"],
            ],
            "notes": [
                "Serial numbers NS2209981 to NS2300999 were not assigned to stern-tube seals. Seals from NS2301421 onwards were built with rings from a different lot.",
            ],
        },
    ),
    ("h2", "5 Parts and warranty"),
    (
        "table",
        {
            "widths": [60, 57, 57],
            "rows": [
                ["Item", "AG-340", "AG-400"],
                ["Replacement kit", "340-SB7", "400-SB7"],
                ["Kit contents", "3 aft rings, 1 liner O-ring, 12 bolts", "3 aft rings, 1 liner O-ring, 16 bolts"],
                ["Estimated labour (dry dock)", "14 h", "18 h"],
                ["Labour reimbursed", "12 h", "16 h"],
            ],
            "notes": [
                "Kits are supplied free of charge on presentation of the seal serial number. Labour is reimbursed at the rate agreed in the service partner contract. Travel costs are not reimbursed.",
            ],
        },
    ),
    ("h2", "6 Oil"),
    (
        "p",
        "After replacement, drain the stern-tube oil completely and refill with fresh oil of the grade specified on the nameplate. The old oil may contain hardened particles from the rings and must not be reused.",
    ),
]

PAGE3 = [
    ("h2", "7 Procedure (vessel in dry dock)"),
    (
        "ol",
        [
            "Drain the stern-tube oil through the drain cock and the aft seal oil lines.",
            "Remove the rope guard and clean marine growth from the seal housing.",
            "Mark the position of the clamp ring against the liner, then remove the clamp ring bolts.",
            "Withdraw the housing rings one by one aft along the liner and remove the old seal rings.",
            "Inspect the liner running surface; grooves deeper than 0.3 mm require liner reconditioning before new rings are fitted.",
            "Fit the new liner O-ring, then the three new aft rings with the lips facing as marked on the rings (ring 1 and 2 towards the sea, ring 3 towards the oil).",
            "Refit the housing rings and tighten the new clamp ring bolts in a crosswise sequence in three stages to the final torque in the table below.",
            "Refill the stern-tube with fresh oil and pressure test the seal at 0.5 bar above header tank pressure for 30 minutes; no leakage is permitted.",
            'Fit the yellow label "SB-23-07 DONE" next to the nameplate and report completion to Nordvik service with the serial number.',
        ],
    ),
    (
        "table",
        {
            "widths": [60, 57, 57],
            "rows": [
                ["Clamp ring bolts", "AG-340", "AG-400"],
                ["Thread", "M12", "M16"],
                ["Stage 1", "20 N·m", "40 N·m"],
                ["Stage 2", "40 N·m", "80 N·m"],
                ["Final torque", "60 N·m", "115 N·m"],
            ],
            "notes": [
                "Bolts are supplied pre-coated with thread locker. Do not reuse the old bolts and do not add lubricant.",
            ],
        },
    ),
    ("h2", "8 Contact"),
    (
        "p",
        "Nordvik Marine Seals AS, Service Department, Havnegata 18, N-9990 Kjeldvik. Service hotline (24 h): +47 555 01 877. Please quote SB-23-07 and the seal serial number in all correspondence.",
    ),
]


def documents():
    return [
        {
            "format": "pdf",
            "file": FILE,
            "key": KEY,
            "version": "Revision 1",
            "title": "Service Bulletin SB-23-07 - AquaGuard aft seal rings",
            "running_title": "Service Bulletin SB-23-07 - AquaGuard aft seal rings",
            "company": COMPANY,
            "footer_note": "SB-23-07 Rev 1, 2023-08-01",
            "pages": [PAGE1, PAGE2, PAGE3],
            "meta": meta(KEY, "Revision 1", "2023-08-01", None, "2023-07-28", PRODUCT, VARIANTS, SERIALS),
        }
    ]

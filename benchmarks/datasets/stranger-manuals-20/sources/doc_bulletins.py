"""Two invented service bulletins.

* BFS-SB-2024-03 (DOCX): AquaRing LR-220 and LR-310 pumps in given serial
  ranges; its values override BFS-MM-0412 for those pumps.
* SNV-SB-0033 Rev 1 (PDF, 2 pages): Sonavel SV-90 and SV-160 in given serial
  ranges; SV-40 excluded.
"""


def build_lr_bulletin():
    blocks = [
        ("h0", "Service Bulletin BFS-SB-2024-03"),
        ("p", "Brennmoor Fluid Systems Ltd - AquaRing LR liquid ring vacuum pumps"),
        (
            "p",
            "Subject: Revised impeller clearance, seal water flow and impeller locknut for pumps with the HB "
            "high-capacity impeller",
        ),
        ("p", "Issue 1, dated 15 April 2024. Category: Recommended."),
        (
            "p",
            "Compliance: at the next impeller clearance check, but not later than 6 months after receipt of "
            "this bulletin.",
        ),
        ("h1", "1 Applicability"),
        (
            "table",
            {
                "rows": [
                    ["Model", "Serial numbers (inclusive)", "Impeller fitted"],
                    ["LR-220", "AR2205000 to AR2205899", "HB-220 high-capacity bronze"],
                    ["LR-310", "AR3101200 to AR3101649", "HB-310 high-capacity bronze"],
                ]
            },
        ),
        (
            "p",
            "This bulletin does not apply to the LR-150, which was never fitted with the HB impeller, nor to "
            "LR-220 and LR-310 pumps outside the serial ranges above.",
        ),
        ("h1", "2 Reason"),
        (
            "p",
            "Pumps fitted at the factory with the HB impeller showed port plate rubbing after cold starts in "
            "plants with seal water below 10 °C. The HB impeller has a longer hub and grows more in length "
            "when it warms up, so the clearance values in section 3 of manual BFS-MM-0412 are too tight for "
            "these pumps.",
        ),
        ("h1", "3 Revised values"),
        (
            "p",
            "For the pumps listed in section 1 the following values replace the values in BFS-MM-0412 (all revisions):",
        ),
        (
            "table",
            {
                "rows": [
                    ["Parameter", "LR-220 (affected serials)", "LR-310 (affected serials)", "Manual value replaced"],
                    ["Impeller to port plate clearance", "0.30-0.40 mm", "0.35-0.45 mm", "0.20-0.30 mm / 0.25-0.35 mm"],
                    ["Seal water flow", "24 l/min", "31 l/min", "21 l/min / 27 l/min"],
                    ["Impeller locknut torque", "175 Nm", "190 Nm", "160 Nm"],
                    ["Clearance check interval", "4,000 h or 6 months", "4,000 h or 6 months", "8,000 h or 12 months"],
                    ["Seal liquid inlet temperature, maximum", "30 °C", "30 °C", "32 °C"],
                ]
            },
        ),
        ("h1", "4 Parts"),
        (
            "table",
            {
                "rows": [
                    ["Part", "LR-220", "LR-310"],
                    ["Impeller locknut and tab washer, HB type", "BFS-4120-215", "BFS-4120-216"],
                    ["Shim set, 0.05 mm steps", "BFS-4120-208", "BFS-4120-209"],
                    ["Nameplate marking punches, 3 mm", "BFS-T-0033", "BFS-T-0033"],
                ]
            },
        ),
        ("p", "The HB locknuts replace BFS-4120-211 and BFS-4120-214 for the affected pumps only."),
        ("h1", "5 Procedure"),
        (
            "steps",
            [
                "Check the model and serial number on the nameplate against section 1.",
                "Isolate, drain and vent the pump as in BFS-MM-0412 section 2.3.",
                "Measure the impeller clearance as in BFS-MM-0412 section 6.2.",
                "If the clearance is below the revised range, add shims behind the non-drive end bearing housing.",
                "Fit a new HB locknut and tab washer and tighten to the revised torque.",
                "Start the pump and set the seal water flow with valve V3 to the revised value.",
                "Stamp SB03 on the nameplate next to the serial number.",
                "Record the work and the measured clearance in log sheet BFS-F-112.",
            ],
        ),
        ("h1", "6 Labour and warranty"),
        ("p", "Allowed labour time: 3.5 h for an LR-220, 4.5 h for an LR-310."),
        (
            "p",
            "Parts and labour are covered by Brennmoor until 31 December 2025 for pumps within the serial "
            "ranges of section 1, whether or not the pump is still under warranty.",
        ),
        ("p", "Questions: Brennmoor service engineering, service line +44 1632 960 412."),
    ]
    spec = {
        "title": "Service Bulletin BFS-SB-2024-03",
        "author": "Brennmoor Fluid Systems Ltd",
        "subject": "AquaRing LR-220 and LR-310 with HB impeller",
        "keywords": "AquaRing, LR-220, LR-310, impeller clearance",
        "created": "2024-04-15",
        "blocks": blocks,
    }
    meta = {
        "document": "BFS-SB-2024-03",
        "version": "Issue 1",
        "effective_from": "2024-04-15",
        "effective_to": None,
        "recorded_at": "2024-04-12T00:00:00Z",
        "applicability": {
            "product": "AquaRing LR liquid ring vacuum pump",
            "variants": ["LR-220", "LR-310"],
            "serials": [[2205000, 2205899], [3101200, 3101649]],
        },
    }
    return spec, meta


def build_sv_bulletin():
    p1 = [
        ("title", "Service Bulletin SNV-SB-0033"),
        ("h1", "Generator cooling fan and transducer cable gland - SV-90 and SV-160"),
        (
            "p",
            "Revision 1, 2 May 2023. Supersedes Revision 0 of 10 March 2023. Category: Mandatory at the next "
            "service visit.",
        ),
        ("h2", "1 Applicability"),
        (
            "table",
            {
                "w": [30, 70, 74],
                "rows": [
                    ["Model", "Serial numbers (inclusive)", "Generator board"],
                    ["SV-90", "SN4902300 to SN4902749", "GB-7, board revision 7.0 or 7.1"],
                    ["SV-160", "SN6160100 to SN6160388", "GB-7, board revision 7.0 or 7.1"],
                ],
            },
        ),
        (
            "p",
            "Not applicable to the SV-40: its generator housing is cooled by natural convection and has no "
            "fan. Not applicable to units that already carry the label SB33 next to the rating plate.",
        ),
        ("h2", "2 Reason"),
        (
            "p",
            "Field reports of error E07 (heatsink over-temperature) and error E04 from units installed in warm "
            "wash rooms. The original fan gives too little air flow at room temperatures above 30 °C, and the "
            "original M20 cable gland lets condensate run along the transducer cable into plug X4.",
        ),
        ("h2", "3 Parts"),
        (
            "table",
            {
                "w": [90, 50, 34],
                "rows": [
                    ["Item", "Part number", "Quantity"],
                    ["Heatsink fan 24 V, high-flow (SV-90)", "SNV-5300-15", "1"],
                    ["Heatsink fan 24 V, high-flow (SV-160)", "SNV-5300-16", "1"],
                    ["Fan guard", "SNV-5310-15", "1"],
                    ["Cable gland M20 x 1.5 with drip loop kit", "SNV-2350-20", "1"],
                    ["Label SB33", "SNV-9900-33", "1"],
                ],
            },
        ),
        (
            "p",
            "The high-flow fans replace SNV-5300-12 in the spare parts list of SNV-SM-090 for the units listed "
            "in section 1. Return the removed fan with the warranty claim form.",
        ),
        ("h2", "4 Changes in Revision 1"),
        (
            "p",
            "The serial range of the SV-160 has been extended; Revision 0 ended at SN6160299. Units between "
            "SN6160300 and SN6160388 that were not covered by Revision 0 must now also be modified.",
        ),
    ]
    p2 = [
        ("h2", "5 Procedure"),
        (
            "steps",
            [
                "Switch off and isolate the unit. Wait at least 5 minutes before opening the rear panel.",
                "Remove the old fan and fit the high-flow fan with the air flow towards the heatsink.",
                "Fit the fan guard with the four clips supplied.",
                "Drain the tank. Replace the transducer cable gland with the new gland from kit SNV-2350-20.",
                "Form a drip loop of at least 80 mm in the cable below the gland and fix it with the clip.",
                "Tighten the new gland to the torque in section 6.",
                "Fill the tank, run auto-tune S3 and run a 30 minute test at 60 °C bath temperature.",
                "Fix label SB33 next to the rating plate and record the work in the service report.",
            ],
        ),
        ("h2", "6 Revised values"),
        ("p", "For the units in section 1 these values replace those in service manual SNV-SM-090:"),
        (
            "table",
            {
                "w": [78, 40, 56],
                "rows": [
                    ["Item", "New value", "Value replaced (SNV-SM-090)"],
                    ["Transducer cable gland torque", "7 Nm", "5 Nm"],
                    ["Heatsink fan replacement interval", "Every 8,000 h", "Every 5,000 h"],
                    ["E07 heatsink temperature limit (parameter S4.07)", "80 °C", "75 °C"],
                    ["Fan air flow, minimum", "42 m³/h", "not stated"],
                ],
            },
        ),
        (
            "p",
            "Set parameter S4.07 in the service menu after the new fan is fitted. Do not raise S4.07 on units "
            "that still have the original fan.",
        ),
        ("h2", "7 Labour and warranty"),
        (
            "table",
            {
                "w": [60, 50, 64],
                "rows": [
                    ["Model", "Labour time", "Warranty claim code"],
                    ["SV-90", "1.5 h", "WC-0033-90"],
                    ["SV-160", "2.0 h", "WC-0033-16"],
                ],
            },
        ),
        (
            "p",
            "Claims must reach Sonavel within 60 days of the work. Claims for units outside the serial ranges "
            "in section 1 will be rejected.",
        ),
    ]
    spec = {
        "title": "Service Bulletin SNV-SB-0033 Rev 1",
        "author": "Sonavel Industrial AB",
        "created": "2023-05-02",
        "header_left": "Sonavel Industrial AB - Service Bulletin",
        "header_right": "SNV-SB-0033  Rev 1",
        "pages": [p1, p2],
    }
    meta = {
        "document": "SNV-SB-0033",
        "version": "Rev 1",
        "effective_from": "2023-05-02",
        "effective_to": None,
        "recorded_at": "2023-04-28T00:00:00Z",
        "applicability": {
            "product": "Sonavel SV industrial ultrasonic cleaning tank",
            "variants": ["SV-90", "SV-160"],
            "serials": [[4902300, 4902749], [6160100, 6160388]],
        },
    }
    return spec, meta

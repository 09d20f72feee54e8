# ruff: noqa: E501
"""Kryoterm Refrigeration - CondensaPak CX cold-room condensing units.

Service bulletin SB-CX-23-07 (DOCX, with tables), limited by model and
serial range. Everything here is invented.
"""

KEY = "KTR-SB-CX-23-07"
PRODUCT = "CondensaPak CX condensing unit"

BLOCKS = [
    ("title", "Service Bulletin SB-CX-23-07"),
    ("p", "Kryoterm Refrigeration Ltd. · After-Sales Engineering · Unit 3, Brindle Park, Colnford"),
    ("p", "Subject: High-pressure switch set-point drift on CondensaPak CX condensing units"),
    ("p", "Issue 1 · Date of issue: 2023-10-02 · Classification: Recommended, complete at next service visit"),
    ("h1", "1 Background"),
    (
        "p",
        "Kryoterm has found that high-pressure switches type PS-28A with date codes 2231 to 2246 can drift upwards by up to 3 bar during their first year. A drifted switch still stops the compressor, but later than designed, so the compressor may run at a discharge pressure above its envelope on hot days with a fouled condenser. There have been no refrigerant releases, but two compressor failures in warm climates are being investigated.",
    ),
    ("h1", "2 Units affected"),
    (
        "table",
        {
            "header": ["Model", "Refrigerant", "Serial numbers", "Action"],
            "rows": [
                ["CX-45", "R448A", "KT2231000 to KT2234999", "Replace HP switch"],
                ["CX-60", "R448A", "KT2240000 to KT2242499", "Replace HP switch"],
                ["CX-60L", "R449A", "KT2245000 to KT2245799", "Check set-point; replace only if out of tolerance"],
            ],
        },
    ),
    (
        "p",
        "The CX-30 is not affected: it uses a switch from a different supplier. CX-45 and CX-60 units outside the serial ranges above left the factory with switches from earlier or later date codes and need no action.",
    ),
    ("h1", "3 Parts and labour"),
    (
        "table",
        {
            "header": ["Item", "Part number", "Quantity"],
            "rows": [
                ["HP switch kit (PS-28B switch, copper gasket, cable ties, label)", "KT-K-0728", "1 per unit"],
                ["Schrader valve core", "KT-V-0014", "1 per unit (if leaking)"],
            ],
        },
    ),
    (
        "table",
        {
            "header": ["Model", "Labour allowance", "Warranty claim code"],
            "rows": [
                ["CX-45", "1.2 h", "WC-728R"],
                ["CX-60", "1.4 h", "WC-728R"],
                ["CX-60L (check only)", "0.4 h", "WC-728C"],
                ["CX-60L (check and replace)", "1.4 h", "WC-728R"],
            ],
        },
    ),
    ("h1", "4 Procedure"),
    ("h2", "4.1 Replacing the switch (CX-45, CX-60)"),
    (
        "steps",
        [
            "Isolate the unit at the local isolator and lock it off. Allow the condenser fans to stop.",
            "Disconnect the switch cable at terminals 11 and 12 in the unit control box.",
            "The switch is mounted on a Schrader port with a valve core depressor, so no refrigerant recovery is needed. Wearing gloves and goggles, unscrew the old switch quickly by hand.",
            "Check that the Schrader core has closed. If it leaks, fit a new core with a core tool under pressure.",
            "Fit the new PS-28B switch with the new copper gasket and tighten the 1/4 in flare nut to 16 N·m.",
            "Reconnect the cable to terminals 11 and 12 and secure it with the cable ties from the kit.",
            "Carry out the cut-out test in 4.3 and stick the label from the kit on the control box door.",
        ],
    ),
    ("h2", "4.2 Checking the set-point (CX-60L)"),
    (
        "p",
        "On CX-60L units, carry out the cut-out test in 4.3 with the existing switch. If the switch opens within tolerance, record the reading and leave it fitted. If it opens outside tolerance, replace it as in 4.1.",
    ),
    ("h2", "4.3 Cut-out test"),
    (
        "table",
        {
            "header": ["Model", "Cut-out", "Tolerance", "Manual reset below"],
            "rows": [
                ["CX-45, CX-60 (R448A)", "28.0 bar(g)", "±0.5 bar", "22.0 bar(g)"],
                ["CX-60L (R449A)", "27.0 bar(g)", "±0.5 bar", "21.0 bar(g)"],
            ],
        },
    ),
    (
        "p",
        "Fit a calibrated gauge to the discharge service port. Run the unit and slowly block the condenser air inlet with a sheet of card until the switch opens. Read the gauge at the moment the compressor stops. Remove the card, let the pressure fall and press the reset button on the switch.",
    ),
    (
        "note",
        "WARNING",
        "Never test the switch by disconnecting the condenser fan motors. The fan motor circuit also feeds the crankcase heater interlock on these units.",
    ),
    ("h1", "5 Records"),
    (
        "p",
        "Enter the bulletin number, the serial number, the measured cut-out pressure and the date in the unit log. Submit warranty claims within 60 days of the work with the claim code from Section 3.",
    ),
    ("p", "Kryoterm After-Sales Engineering, +44 1632 960 733, aftersales (at) kryoterm.example"),
]


def documents():
    return [
        {
            "file": "kryoterm_sb_cx_23_07.docx",
            "format": "docx",
            "title": "Service Bulletin SB-CX-23-07",
            "author": "Kryoterm Refrigeration Ltd.",
            "blocks": BLOCKS,
            "meta": {
                "document": KEY,
                "version": "Issue 1",
                "effective_from": "2023-10-02",
                "effective_to": None,
                "recorded_at": "2023-10-04T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["CX-45", "CX-60", "CX-60L"],
                    "serials": [[2231000, 2234999], [2240000, 2242499], [2245000, 2245799]],
                },
            },
        }
    ]

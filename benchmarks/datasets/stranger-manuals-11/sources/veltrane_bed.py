# ruff: noqa: E501
"""Veltrane CareFrame 5 hospital beds - field safety service bulletin, DOCX (invented)."""

KEY = "VTM-FSB-0117"

BLOCKS = [
    ("title", "Field Safety Service Bulletin VTM-FSB-0117"),
    (
        "p",
        "Veltrane Medical B.V. - CareFrame 5 acute care beds - Backrest actuator clevis pin retention. Issue 1, 11 March 2024.",
    ),
    ("h1", "1 Summary"),
    (
        "p",
        "On a limited number of CareFrame 5 beds the spring clip that retains the clevis pin at the lower end of the backrest actuator can work loose. If the clip falls out, the pin can migrate and the backrest can drop suddenly when it is raised under load. No injuries have been reported. Veltrane is replacing the clevis pin and clip with a pin that is secured by a screw and washer.",
    ),
    ("h1", "2 Affected beds"),
    (
        "table",
        {
            "head": ["Variant", "Serial numbers", "Retrofit kit", "Time per bed"],
            "rows": [
                ["CF5-S", "VM230400 to VM231650", "VT-KP-5521", "25 min"],
                ["CF5-XL", "VM240001 to VM240380", "VT-KP-5523", "35 min"],
            ],
            "notes": [
                "The serial number is on the label at the foot end of the bed frame, below the brake pedal. CareFrame 5 LR (low-rise) beds are not affected because they use a different actuator mount.",
            ],
        },
    ),
    ("h1", "3 Until the bed is modified"),
    (
        "p",
        "Nursing staff may continue to use affected beds. Before each use, check through the inspection window under the backrest that the clip is present. If the clip is missing, do not raise the backrest, take the bed out of service and attach the red DO NOT USE tag supplied with this bulletin.",
    ),
    ("h1", "4 Retrofit procedure"),
    (
        "steps",
        [
            "Lower the bed to its lowest height, lower the backrest fully and apply the castor brakes.",
            "Disconnect the mains plug and switch off the battery with the isolator under the foot end.",
            "Remove the backrest cover (four quarter-turn fasteners).",
            "Support the backrest on the service prop supplied in the kit so that the actuator carries no load.",
            "Remove the old clip and clevis pin and discard them.",
            "Fit the new pin from the kit with its washer and M8 screw, using the thread-locking compound already applied to the screw.",
            "Tighten the screw to 22 Nm (CF5-S) or 26 Nm (CF5-XL).",
            "Remove the service prop, refit the cover, reconnect mains and battery.",
            "Run the backrest through three full up-and-down cycles with a load of 135 kg on the mattress platform; each cycle must take no longer than 45 s.",
            "Attach the green FSB-0117 DONE label next to the serial number label.",
        ],
    ),
    ("h1", "5 Safe working load"),
    (
        "table",
        {
            "head": ["Variant", "Safe working load", "Maximum patient weight"],
            "rows": [
                ["CF5-S", "250 kg", "215 kg"],
                ["CF5-XL", "320 kg", "285 kg"],
            ],
            "notes": [
                "Safe working load includes the mattress and accessories. Values are unchanged by this bulletin.",
            ],
        },
    ),
    ("h1", "6 Returning the response form"),
    (
        "p",
        "Return the completed response form within 30 days of receiving this bulletin, listing the serial numbers of all beds held, including beds in storage. Contact Veltrane Service at +31 555 019 4472.",
    ),
]

DOC = {
    "file": "veltrane-cf5-field-safety-bulletin.docx",
    "format": "docx",
    "key": KEY,
    "version": "Issue 1",
    "title": "Field Safety Service Bulletin VTM-FSB-0117",
    "company": "Veltrane Medical B.V.",
    "blocks": BLOCKS,
    "meta": {
        "document": KEY,
        "version": "Issue 1",
        "effective_from": "2024-03-11",
        "effective_to": None,
        "recorded_at": "2024-03-11T00:00:00Z",
        "applicability": {
            "product": "Veltrane CareFrame 5 hospital bed",
            "variants": ["CF5-S", "CF5-XL"],
            "serials": [[230400, 231650], [240001, 240380]],
        },
    },
}

# ruff: noqa: E501
"""Corrigan Tubeworks Flexion CNC rotary-draw tube benders.

Service manual (PDF) and service bulletin SB-FB-24-07 (PDF).
Everything here is invented.
"""

PRODUCT = "Flexion CNC rotary-draw tube bender"
MODELS = ["FB-38", "FB-60", "FB-90"]

SM_KEY = "CTW-FB-SM"
SM_DOC_NO = "CTW-SM-FB-02"
SM_TITLE = "Flexion FB-38, FB-60 and FB-90 CNC Tube Benders"

SB_KEY = "CTW-SB-24-07"


def manual_pages():
    return [
        # page 1
        [
            ("title", SM_TITLE),
            ("subtitle", f"Service Manual - document {SM_DOC_NO}, Rev C"),
            (
                "p",
                "Corrigan Tubeworks Ltd, Forge Lane, Halesworth. Technical support +44 1632 960 775. Keep this manual with the machine and hand it on if the machine is sold.",
            ),
            ("h2", "Contents"),
            (
                "contents",
                [
                    ("1", "Technical data", "2"),
                    ("2", "Hydraulic system", "3"),
                    ("3", "Alarm codes", "4"),
                    ("4", "Procedures", "6"),
                    ("5", "Torques and maintenance intervals", "7"),
                    ("6", "Spare parts", "8"),
                ],
            ),
            (
                "note",
                "Only persons who have completed the Flexion service course may work with guards removed or in setup mode with the light curtain muted.",
            ),
        ],
        # page 2
        [
            ("h1", "1 Technical data"),
            (
                "table",
                {
                    "header": ["Parameter", "FB-38", "FB-60", "FB-90"],
                    "widths": [62, 37, 37, 38],
                    "rows": [
                        ["Max tube size, mild steel (1)", "38 x 2.0 mm", "60.3 x 3.0 mm", "88.9 x 4.0 mm"],
                        ["Max tube size, stainless 304 (1)", "32 x 1.5 mm", "50.8 x 2.0 mm", "76.1 x 3.0 mm"],
                        ["Centreline radius (CLR) range", "20 to 150 mm", "40 to 250 mm", "80 to 400 mm"],
                        ["Max bend angle", "190°", "190°", "185°"],
                        ["Bend arm speed, max", "60 °/s", "40 °/s", "25 °/s"],
                        ["Bend torque, max", "4.5 kNm", "14 kNm", "38 kNm"],
                        ["Carriage stroke (Y axis)", "2,500 mm", "3,200 mm", "4,000 mm"],
                        ["Repeatability, bend (B) axis", "±0.1°", "±0.1°", "±0.15°"],
                        ["Repeatability, rotation (C) axis", "±0.1°", "±0.1°", "±0.1°"],
                        ["Main system pressure (2)", "140 bar", "160 bar", "180 bar"],
                        ["Hydraulic tank capacity", "80 L", "150 L", "250 L"],
                        ["Pump motor power", "5.5 kW", "11 kW", "18.5 kW"],
                        ["Supply", "400 V, 32 A", "400 V, 40 A", "400 V, 63 A"],
                        ["Mass", "1,450 kg", "3,900 kg", "7,800 kg"],
                    ],
                    "footnotes": [
                        "(1) Largest wall at that diameter, bent with mandrel, tensile strength up to 450 N/mm² (mild steel) or 600 N/mm² (stainless).",
                        "(2) Factory setting of relief valve RV1. Do not set higher than this value.",
                    ],
                },
            ),
            (
                "p",
                "Noise emission at the operator position is below 78 dB(A) on all models. The bend head of the FB-38 is driven by a rack and pinion; FB-60 and FB-90 use twin bend cylinders.",
            ),
        ],
        # page 3
        [
            ("h1", "2 Hydraulic system"),
            (
                "p",
                "The hydraulic power unit supplies the bend drive, the clamp die cylinder, the pressure die cylinder, the collet and the mandrel extraction cylinder. The clamp and pressure die circuits have their own pressure-reducing valves, PRV2 and PRV3, so that the force at each die can be set independently of the main system pressure.",
            ),
            ("h2", "2.1 Pressure settings"),
            (
                "table",
                {
                    "header": ["Circuit", "FB-38", "FB-60", "FB-90"],
                    "widths": [62, 37, 37, 38],
                    "rows": [
                        ["Clamp die (PRV2)", "80 bar", "110 bar", "130 bar"],
                        ["Pressure die (PRV3)", "40 to 90 bar", "50 to 120 bar", "60 to 140 bar"],
                        ["Mandrel extraction", "60 bar", "70 bar", "90 bar"],
                        ["Collet closing", "35 bar", "45 bar", "50 bar"],
                    ],
                    "footnotes": [
                        "Starting values for mild steel. For stainless steel raise the pressure die setting by 10 to 15 % and reduce the bend speed to 60 %.",
                    ],
                },
            ),
            ("h2", "2.2 Hydraulic oil and temperatures"),
            (
                "p",
                "Fill with HLP 46 mineral hydraulic oil. Target cleanliness is 18/16/13 to ISO 4406. The normal operating temperature range is 20 to 55 °C. The controller raises alarm E-121 at 60 °C and stops the pump at 65 °C.",
            ),
            (
                "p",
                "The oil cooler fan switches on at 45 °C and off again at 38 °C. Below 15 °C the bend cycle is blocked and warning W-05 is shown until idle circulation has warmed the oil.",
            ),
            (
                "p",
                "When topping up, fill through the filler filter only. Never pour oil directly into the tank through the inspection cover.",
            ),
        ],
        # page 4
        [
            ("h1", "3 Alarm codes"),
            (
                "p",
                "Codes with prefix E stop the machine immediately. Codes with prefix W are warnings; the current bend cycle is completed and no new cycle can be started until the warning is acknowledged.",
            ),
            (
                "table",
                {
                    "header": ["Code", "Meaning", "Remedy"],
                    "widths": [16, 70, 88],
                    "rows": [
                        [
                            "E-101",
                            "Emergency stop circuit open",
                            "Release the E-stop, check guard door switches S11 to S14, then reset.",
                        ],
                        [
                            "E-102",
                            "Light curtain interrupted during bend",
                            "Clear the protected area; check the light curtain alignment.",
                        ],
                        ["E-105", "Pump motor overload", "Check motor current and pump; reset overload relay Q3."],
                        ["E-108", "Clamp pressure not reached within 3 s", "Check PRV2 and the clamp cylinder seals."],
                        [
                            "E-110",
                            "Bend axis following error above 2°",
                            "Check the encoder coupling and the servo valve.",
                        ],
                        ["E-111", "Bend axis encoder signal lost", "Check encoder cable X31; replace the encoder."],
                        [
                            "E-114",
                            "Rotation (C) axis overtorque",
                            "Check the collet for tube slip; check the C-axis gearbox.",
                        ],
                        [
                            "E-117",
                            "Mandrel not in position at bend start",
                            "Check mandrel proximity switch B17; correct the mandrel advance.",
                        ],
                        [
                            "E-121",
                            "Hydraulic oil temperature high",
                            "Check the cooler fan and clean the cooler fins; check the oil level.",
                        ],
                        ["E-122", "Hydraulic oil level low", "Top up with HLP 46 and look for leaks."],
                        ["E-125", "Return filter clogged", "Replace the return filter element (section 6)."],
                    ],
                },
            ),
        ],
        # page 5
        [
            ("h1", "3 Alarm codes (continued)"),
            (
                "table",
                {
                    "header": ["Code", "Meaning", "Remedy"],
                    "widths": [16, 70, 88],
                    "rows": [
                        ["E-130", "Carriage (Y) axis overtravel", "Jog back in manual mode; check the limit switches."],
                        [
                            "E-133",
                            "Pressure die not retracted",
                            "Check the pressure die cylinder and proximity switch B22.",
                        ],
                        ["E-140", "PLC battery low", "Replace the battery within 2 weeks with mains switched on."],
                        ["W-03", "Central lubrication reservoir low", "Refill with NLGI 2 grease."],
                        ["W-05", "Oil temperature below 15 °C", "Wait for warm-up; check the optional tank heater."],
                        ["W-09", "Tool life counter reached", "Inspect bend die and wiper die; reset the counter."],
                        ["W-12", "Service interval due", "Carry out the maintenance in 5.2 and reset the interval."],
                    ],
                },
            ),
            ("h2", "3.1 Resetting alarms"),
            (
                "p",
                "Remove the cause first, then press RESET on the operator panel. After E-101 and E-102 the cycle start button must also be pressed twice before the machine accepts a new cycle. If the same E-code appears three times within one shift, record it in the machine log and contact technical support.",
            ),
        ],
        # page 6
        [
            ("h1", "4 Procedures"),
            ("h2", "4.1 Clamp die changeover"),
            (
                "steps",
                [
                    "Move the bend arm to the home position and select setup mode.",
                    "Switch off main hydraulic pressure with key switch S2.",
                    "Loosen the four clamp die screws and slide the clamp die out of the dovetail.",
                    "Clean the dovetail and the clamp insert; check the grip surface for wear.",
                    "Fit the new clamp die and tighten the screws to the torque in 5.1.",
                    "Enter the new tool set number on the tooling page and confirm.",
                    "Make one bend at 10 % speed with a scrap tube.",
                ],
            ),
            ("h2", "4.2 Mandrel position setting"),
            (
                "steps",
                [
                    "Fit the mandrel ball assembly on the mandrel rod and tighten the rod nut.",
                    "In setup mode, jog the mandrel forward until the tangent point of the first ball lies 1 to 3 mm past the bend die tangent (FB-90: 3 to 5 mm).",
                    "Save the position as the mandrel advance value.",
                    "Lubricate the mandrel with drawing lubricant only.",
                ],
            ),
            ("h2", "4.3 Bend axis encoder zeroing"),
            (
                "steps",
                [
                    "Move the bend arm to the mechanical reference stop at 0° at 5 % jog speed.",
                    "Insert reference pin CT-4401 through the arm and the base plate.",
                    "Under Service > Axes > B-axis select Set zero and confirm with the key switch.",
                    "Remove the reference pin and run to 90°. Check with a digital protractor; the tolerance is ±0.05°.",
                ],
            ),
        ],
        # page 7
        [
            ("h1", "5 Torques and maintenance intervals"),
            ("h2", "5.1 Tightening torques"),
            (
                "table",
                {
                    "header": ["Joint", "FB-38", "FB-60", "FB-90"],
                    "widths": [62, 37, 37, 38],
                    "rows": [
                        ["Clamp die screws", "85 Nm (M12)", "120 Nm (M14)", "210 Nm (M16)"],
                        ["Bend die to spindle", "120 Nm", "290 Nm", "560 Nm"],
                        ["Wiper die holder (a)", "45 Nm", "45 Nm", "85 Nm"],
                        ["Pressure die slide gib screws", "25 Nm", "35 Nm", "35 Nm"],
                        ["Mandrel rod nut", "60 Nm", "110 Nm", "180 Nm"],
                        ["Encoder coupling clamp screws", "2.5 Nm", "2.5 Nm", "4.0 Nm"],
                    ],
                    "footnotes": [
                        "Values for oiled threads, property class 10.9. (a) Secure with medium-strength thread locker.",
                    ],
                },
            ),
            ("h2", "5.2 Maintenance intervals"),
            (
                "table",
                {
                    "header": ["Task", "Interval"],
                    "widths": [120, 54],
                    "rows": [
                        ["Check oil level and look for leaks", "daily"],
                        ["Grease collet and carriage guides", "every 40 h"],
                        ["Inspect clamp die and pressure die surfaces", "every 40 h"],
                        ["Check encoder coupling for play", "every 500 h"],
                        ["Clean oil cooler fins", "every 250 h"],
                        ["Replace return filter element", "1,000 h or at alarm E-125"],
                        ["Take oil sample for analysis", "every 2,000 h"],
                        ["Change hydraulic oil", "4,000 h or 2 years"],
                        ["Replace PLC battery", "every 2 years"],
                    ],
                },
            ),
        ],
        # page 8
        [
            ("h1", "6 Spare parts"),
            (
                "table",
                {
                    "header": ["Part no.", "Description", "Models"],
                    "widths": [26, 98, 50],
                    "rows": [
                        ["CT-4401", "Reference pin, bend axis", "all"],
                        ["CT-5230", "Bend axis encoder", "FB-38"],
                        ["CT-5231", "Bend axis encoder", "FB-60, FB-90"],
                        ["CT-5240", "Encoder coupling, bellows type", "FB-38"],
                        ["CT-5241", "Encoder coupling, bellows type", "FB-60, FB-90"],
                        ["CT-7712", "Return filter element 10 µm", "FB-38, FB-60"],
                        ["CT-7714", "Return filter element 10 µm", "FB-90"],
                        ["CT-7801", "Pressure-reducing valve cartridge (PRV2, PRV3)", "all"],
                        ["CT-8110", "Clamp cylinder seal kit", "FB-38"],
                        ["CT-8120", "Clamp cylinder seal kit", "FB-60"],
                        ["CT-8130", "Clamp cylinder seal kit", "FB-90"],
                        ["CT-9005", "PLC battery 3.6 V lithium", "all"],
                        ["CT-9350", "Light curtain pair, 900 mm", "all"],
                    ],
                    "footnotes": [
                        "Tooling (bend dies, clamp dies, wiper dies and mandrels) is ordered by tube size from the tooling catalogue and is not listed here.",
                    ],
                },
            ),
        ],
    ]


def bulletin_pages():
    return [
        # page 1
        [
            ("title", "Service Bulletin SB-FB-24-07"),
            ("subtitle", "Bend axis encoder coupling - replacement with reinforced coupling"),
            (
                "table",
                {
                    "header": ["Item", "Details"],
                    "widths": [40, 134],
                    "rows": [
                        ["Issued", "11 March 2024, Issue 1"],
                        [
                            "Classification",
                            "Recommended - carry out at the next service, at the latest within 6 months",
                        ],
                        ["Applies to", "FB-60 serial CT6004100 to CT6004399"],
                        ["Applies to", "FB-90 serial CT9001850 to CT9002049"],
                        ["Not affected", "FB-38 (all serials); FB-60 and FB-90 outside the ranges above"],
                        ["Labour", "1.5 h per machine"],
                        ["Parts", "Kit CT-5241K: reinforced coupling CT-5241B, two clamp screws, thread locker"],
                    ],
                },
            ),
            ("h2", "Background"),
            (
                "p",
                "Machines in the listed ranges were built with bend axis encoder couplings from a batch whose bellows wall is thinner than specified. At high bend torque the coupling twists elastically, so the encoder lags behind the bend arm. This shows as alarm E-110 (following error) or, in rare cases, as bend angle errors of up to 0.6° without any alarm. Two couplings from the batch have cracked after about 1,800 operating hours.",
            ),
            ("h2", "Identification"),
            (
                "p",
                "Affected couplings carry a blue paint dot on the hub. Couplings with a green dot, or with CT-5241B engraved on the hub, are already of the reinforced type and need no action.",
            ),
            (
                "p",
                "Operators may continue to use affected machines until the coupling is replaced, but should check the first bend of every batch with a protractor.",
            ),
        ],
        # page 2
        [
            ("h2", "Procedure"),
            (
                "steps",
                [
                    "Move the bend arm to 0° and insert reference pin CT-4401.",
                    "Switch off and lock the main isolator; wait 5 minutes for the servo drive DC bus to discharge.",
                    "Remove the encoder cover (four M5 screws).",
                    "Loosen the coupling clamp screws and pull the encoder off together with the old coupling.",
                    "Fit the reinforced coupling CT-5241B to the encoder shaft, leaving a gap of 0.5 mm to the encoder housing.",
                    "Refit the encoder and tighten the coupling clamp screws with thread locker from the kit to 3.0 Nm (FB-60) or 4.5 Nm (FB-90).",
                    "Zero the bend axis as described in procedure 4.3 of the service manual.",
                    "Bend a test tube to 90° and check the angle with a digital protractor.",
                    "Mark the coupling hub with a green paint dot and record the bulletin number in the machine log.",
                ],
            ),
            (
                "note",
                "The torques in step 6 apply to the reinforced coupling only. They replace the encoder coupling values in section 5.1 of the service manual for machines fitted with CT-5241B.",
            ),
            ("h2", "Warranty"),
            (
                "p",
                "Parts and labour are free of charge for work reported by 30 September 2024. Use claim code W-2407 on the warranty form. Work reported later is charged at normal rates.",
            ),
        ],
    ]


def documents():
    return [
        {
            "file": "corrigan-flexion-fb-service-manual-revc.pdf",
            "format": "pdf",
            "head_left": f"Corrigan Tubeworks - {SM_TITLE}",
            "head_right": f"{SM_DOC_NO} Rev C",
            "foot_left": "Service Manual - Rev C, November 2021",
            "pages": manual_pages(),
            "meta": {
                "document": SM_KEY,
                "version": "Rev C",
                "effective_from": "2021-11-01",
                "effective_to": None,
                "recorded_at": "2021-10-25T00:00:00Z",
                "applicability": {"product": PRODUCT, "variants": list(MODELS)},
            },
        },
        {
            "file": "corrigan-sb-fb-24-07-encoder-coupling.pdf",
            "format": "pdf",
            "head_left": "Corrigan Tubeworks - Service Bulletin",
            "head_right": "SB-FB-24-07 Issue 1",
            "foot_left": "SB-FB-24-07 - 11 March 2024",
            "pages": bulletin_pages(),
            "meta": {
                "document": SB_KEY,
                "version": "Issue 1",
                "effective_from": "2024-03-11",
                "effective_to": None,
                "recorded_at": "2024-03-11T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["FB-60", "FB-90"],
                    "serials": [[6004100, 6004399], [9001850, 9002049]],
                },
            },
        },
    ]

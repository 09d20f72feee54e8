"""Two invented service bulletins.

SB-KH-019 (DOCX) - Kalvenor, KH-30 only, two serial ranges; overrides values of KTS-MM-0442.
SB-TM-07  (PDF, 2 pages) - Brennard, TM-400 / TM-400H, two serial ranges; overrides one wear limit of
BTW-SVC-0815 and adds a retrofit procedure.
"""

# ---------------------------------------------------------------------------- SB-KH-019 (DOCX)
KH_SB = dict(
    key="KTS-SB-KH-019",
    file="kts-sb-kh-019.docx",
    version="Issue 1",
    effective_from="2021-05-03",
    effective_to=None,
    recorded_at="2021-04-28T00:00:00Z",
    product="KH Series Induction Brazing Generator",
    variants=["KH-30"],
    serials=[[3012000, 3012399], [3013100, 3013180]],
)

# DOCX body: ("heading", text, level) / ("para", text) / ("table", header, rows)
KH_SB_BODY = [
    ("heading", "Kalvenor Thermal Systems - Service Bulletin SB-KH-019", 0),
    ("para", "KH-30 Induction Brazing Generator: replacement of coolant flow switch S4 and revised coolant limits"),
    (
        "table",
        ["Item", "Details"],
        [
            ["Bulletin number", "SB-KH-019"],
            ["Issue", "1"],
            ["Date of issue", "2021-05-03"],
            ["Category", "2 - Recommended"],
            ["Product", "KH Series Induction Brazing Generator"],
            ["Models affected", "KH-30"],
            ["Serial numbers affected", "KT3012000 to KT3012399 and KT3013100 to KT3013180"],
            ["Models not affected", "KH-50 (all serial numbers)"],
            ["Manual reference", "KTS-MM-0442, Tables 2-1, 3-1 and 6-1"],
            ["Compliance", "At the next particle filter change, at the latest by 2021-11-30"],
        ],
    ),
    ("heading", "1 Reason", 1),
    (
        "para",
        "The reed-type flow switch S4 (part 7420-118) fitted to the generators listed above can stick in "
        "the closed position after long operation with coolant above 10 µS/cm. A stuck switch hides a "
        "low-flow condition, so the inverter module can overheat without fault F03 being shown.",
    ),
    ("heading", "2 Revised values", 1),
    (
        "para",
        "For the affected serial numbers only, the values below replace the values in the maintenance "
        "manual KTS-MM-0442. All other values in the manual remain valid.",
    ),
    (
        "table",
        ["Item", "Manual value", "New value for affected units"],
        [
            ["Minimum coolant flow (KH-30)", "6.0 L/min", "7.0 L/min"],
            ["Coolant conductivity at 25 °C", "max. 10 µS/cm", "max. 5 µS/cm"],
            ["Flow switch S4 part number", "7420-118", "7420-131"],
            ["Flow switch function test", "not specified", "every 3 months"],
        ],
    ),
    ("heading", "3 Parts", 1),
    ("para", "Order one retrofit kit 7420-131K per generator. The kit contains:"),
    (
        "table",
        ["Part No.", "Description", "Qty"],
        [
            ["7420-131", "Flow switch, paddle type, G1/2", "1"],
            ["7420-132", "Adapter cable for connector X14", "1"],
            ["9901-224", "O-ring 22 x 2.5, EPDM", "2"],
            ["7420-139", "Label SB-019 for the rating plate", "1"],
        ],
    ),
    ("heading", "4 Procedure", 1),
    ("para", "1. Switch off the generator, isolate it at Q1 and wait until LED H3 has been off for 5 minutes."),
    (
        "para",
        "2. Close valves V1 and V2 and drain about 4 litres through V7, enough to bring the level below the "
        "flow switch.",
    ),
    ("para", "3. Unplug connector X14 and unscrew the old flow switch."),
    (
        "para",
        "4. Fit the new flow switch with new O-rings, with the arrow on the housing pointing in the "
        "direction of flow. Tighten the G1/2 union to 25 N·m.",
    ),
    ("para", "5. Connect adapter cable 7420-132 between X14 and the new switch."),
    ("para", "6. Refill and purge the circuit as described in section 3.2 of the manual. Check for leaks."),
    ("para", "7. In service menu P-07, set the flow trip threshold to 7.0 L/min."),
    (
        "para",
        "8. Function test: close valve V5 slowly while watching the flow display. F03 must appear "
        "between 6.7 and 7.3 L/min.",
    ),
    ("para", "9. Stick the SB-019 label on the rating plate and record the work in the generator log book."),
    ("heading", "5 Labour and warranty", 1),
    (
        "para",
        "Allow 1.5 hours of labour per generator. For generators under warranty, labour is reimbursed "
        "when the claim is submitted by 2021-12-31 with claim code W-019.",
    ),
    ("para", "Return the removed flow switch to Kalvenor for analysis, using the packaging of the new kit."),
]

# ---------------------------------------------------------------------------- SB-TM-07 (PDF)
TM_SB = dict(
    key="BTW-SB-TM-07",
    file="btw-sb-tm-07.pdf",
    version="Issue 1",
    effective_from="2023-09-18",
    effective_to=None,
    recorded_at="2023-09-12T00:00:00Z",
    product="TM Series Power Pipe Threading Machine",
    variants=["TM-400", "TM-400H"],
    serials=[[2104500, 2105199], [2201000, 2201249]],
    company="Brennard Tool Works",
    title="Service Bulletin SB-TM-07 - Carriage rail bushing wear",
    docno="SB-TM-07",
)


def tm_sb_pages():
    p1 = [
        ("title", "Service Bulletin SB-TM-07"),
        ("subtitle", "TM-400 and TM-400H: carriage rail bushing wear"),
        (
            "table",
            dict(
                widths=[54, 120],
                header=["Item", "Details"],
                rows=[
                    ["Bulletin number", "SB-TM-07"],
                    ["Issue / date", "Issue 1, 2023-09-18"],
                    ["Classification", "Mandatory at the next service"],
                    ["Models affected", "TM-400, TM-400H"],
                    ["Serial numbers affected", "BW2104500 to BW2105199 and BW2201000 to BW2201249"],
                    ["Models not affected", "TM-250"],
                    ["Manual reference", "BTW-SVC-0815, Tables 3-1 and 5-2"],
                ],
                size=9,
            ),
        ),
        ("h1", "1 Background"),
        (
            "p",
            "Carriage rail bushings 62-4410 from one production lot were made of a sintered bronze with too "
            "little oil content. They wear quickly and let the carriage tilt, which causes die chatter and "
            "tapered threads. The replacement bushing 62-4415 is made of a polymer-bronze composite.",
        ),
        ("h1", "2 Machines already corrected"),
        (
            "p",
            "Machines in the serial ranges above that carry a green paint dot on the carriage were fitted "
            "with the new bushings at the factory. On these machines only step 10 of the procedure is "
            "carried out.",
        ),
        ("h1", "3 Revised values"),
        (
            "p",
            "For the affected machines the carriage rail bushing radial play limit is max. 0.25 mm. This "
            "replaces the value of 0.40 mm in BTW-SVC-0815 Table 5-2.",
        ),
        ("p", "Until the new bushings have been fitted, grease the carriage rails daily instead of weekly."),
    ]
    p2 = [
        ("h1", "4 Procedure"),
        (
            "steps",
            [
                "Disconnect the plug.",
                "Remove the die head, the reamer and the pipe cutter from the carriage.",
                "Slide the carriage to the tail end of the rails.",
                "Mount a dial indicator on the front rail. Lift the carriage at the handle end by hand with a "
                "force of about 50 N and read the radial play.",
                "If the play is more than 0.25 mm, replace both bushings (steps 6 to 8). Otherwise go to step 9.",
                "Remove the two M5 retaining screws and press the old bushings out.",
                "Press the new bushings in with pressing mandrel 62-4419 until they are flush with the carriage.",
                "Apply medium-strength thread locker and tighten the retaining screws to 5 N·m.",
                "Grease the rails with lithium grease NLGI 2. Check that the carriage slides freely over the full "
                "length of the rails.",
                "Write SB-TM-07 and the measured play on the service label.",
            ],
        ),
        ("h1", "5 Parts and tools"),
        (
            "table",
            dict(
                widths=[30, 110, 34],
                header=["Part No.", "Description", "Qty"],
                rows=[
                    ["62-4415K", "Bushing kit: 2 bushings 62-4415, 2 screws M5 x 12", "1 per machine"],
                    ["62-4419", "Pressing mandrel (loan tool, return within 30 days)", "1"],
                    ["99-0512", "Screw M5 x 12 (spare)", "as needed"],
                ],
                size=9,
            ),
        ),
        ("h1", "6 Labour and warranty"),
        (
            "p",
            "Standard time: 0.8 hours per machine, including a test cut. Submit warranty claims with claim "
            "code W-TM07. Machines with a green paint dot are not eligible for a labour claim.",
        ),
    ]
    return [p1, p2]

# ruff: noqa: E501  (document text and questions, kept as written)
"""Cleravex Steriq 18/23 B-class steam steriliser technical manual (invented).

Contains the prose 'Principle of operation' chapter (section 3, pages 3 to 5).
Latin-1 text only (PDF core font).
"""

PRODUCT = "Cleravex Steriq B-class steam steriliser"
KEY = "CVX-STQ-TM"

THEORY_1 = [
    ("h1", "3 Principle of operation"),
    (
        "p",
        "This chapter explains what happens inside the Steriq during a cycle "
        "and why each phase is needed. It is written for service technicians "
        "and for practice staff who want to understand the test results and "
        "alarms, and it should be read before any fault finding.",
    ),
    ("h2", "3.1 Why saturated steam sterilises"),
    (
        "p",
        "Micro-organisms are killed by heat because their proteins and enzymes "
        "lose their structure and stop working. Dry heat does this slowly: "
        "hot air is a poor carrier of energy and it takes a long time to warm "
        "a metal instrument right through. Moist heat is far more effective. "
        "When saturated steam touches a cooler surface it condenses, and in "
        "doing so it gives up its latent heat of vaporisation, roughly 2100 kJ "
        "for every kilogram of steam at sterilising temperature. This is many "
        "times the energy that the same mass of hot air could deliver, and it "
        "is released exactly where it is needed, on the surface of the load. "
        "The thin film of condensate also hydrates the cell proteins, and "
        "hydrated proteins coagulate at a much lower temperature than dry ones.",
    ),
    (
        "p",
        "The steam must be saturated, that is, in equilibrium with liquid "
        "water at the same temperature. Superheated steam, which is hotter "
        "than its saturation temperature for the pressure, has to cool down "
        "before it can condense; until it does, it behaves much like dry air "
        "and the sterilising effect drops sharply. Very wet steam is also "
        "undesirable, because the excess water soaks packs and leaves them wet "
        "at the end of the cycle. The Steriq therefore generates steam in a "
        "separate generator and feeds it into the chamber only when the "
        "generator is at the right pressure, instead of boiling water on the "
        "chamber floor.",
    ),
    ("h2", "3.2 Why the air must be removed first"),
    (
        "p",
        "Air is the main enemy of steam sterilisation. Air and steam do not "
        "mix readily, and air that remains in the chamber collects in the "
        "coldest and least accessible places: inside wrapped packs, in the "
        "lumen of a handpiece or a cannula, and in the bottom of cavities. "
        "Where air is trapped, steam cannot reach the surface, no condensation "
        "takes place and the temperature rises only by slow conduction. A "
        "small pocket of air can leave an instrument unsterile even though the "
        "chamber thermometer shows the correct value.",
    ),
    (
        "p",
        "A type B cycle removes the air by fractionated vacuum. The vacuum "
        "pump lowers the chamber pressure to about 0.08 bar absolute, then "
        "steam is admitted until the pressure rises to about 1.5 bar "
        "absolute, and the sequence is repeated three times. Each pulse "
        "dilutes the remaining air, and each steam injection heats the load "
        "so that the next evacuation draws air out of the packs and lumens. "
        "After three pulses the residual air is well below the level that "
        "could shield a surface. This is why the Steriq can process hollow "
        "and porous loads, which gravity-displacement sterilisers cannot.",
    ),
]

THEORY_2 = [
    ("h2", "3.3 How the controller checks for air"),
    (
        "p",
        "For pure saturated steam, pressure and temperature are tied together: "
        "at 3.04 bar absolute the saturation temperature is 134 °C, and at "
        "2.05 bar absolute it is 121 °C. The controller uses this "
        "relationship as a continuous check. During the plateau it reads the "
        "chamber pressure transducer, calculates the theoretical saturation "
        "temperature for that pressure and compares it with the temperature "
        "measured by the chamber probe. If air is present, part of the "
        "pressure is made up by air, and the measured temperature is lower "
        "than the theoretical value. A difference of more than 2 K for longer "
        "than 10 s aborts the cycle with alarm C12. The same check detects a "
        "faulty probe or transducer, which is why a C12 alarm is followed by "
        "a vacuum test before the cause is sought elsewhere.",
    ),
    (
        "p",
        "The daily Helix test adds an independent check of air removal. The "
        "Helix device is a long, narrow tube closed at one end, with a "
        "chemical indicator strip in a capsule at the closed end. Steam "
        "reaches the indicator only if the vacuum pulses have removed the air "
        "from the whole tube, so a full colour change shows that hollow "
        "instruments in the same cycle will also have been reached by steam.",
    ),
    ("h2", "3.4 Why the vacuum leak test is done every day"),
    (
        "p",
        "A leak that lets air into the chamber during the vacuum phases undoes "
        "the air removal, and the leak is invisible during the pressurised "
        "part of the cycle because steam then flows outwards. The vacuum test "
        "evacuates the empty, cold chamber, closes all valves and measures "
        "how fast the pressure rises over ten minutes. A rise of no more than "
        "1.3 mbar per minute is accepted. The usual causes of a failed test "
        "are a dirty or damaged door seal, a worn valve seat and loose hose "
        "clamps on the vacuum side.",
    ),
    ("h2", "3.5 The steam generator and water quality"),
    (
        "p",
        "The generator is a small stainless vessel with an external heating "
        "element, fed by a dosing pump from the clean water tank. It produces "
        "steam on demand in short bursts, which keeps the steam close to "
        "saturation and lets the chamber heat up quickly. Everything that is "
        "dissolved in the feed water stays behind when the water evaporates. "
        "With tap water, calcium and magnesium salts would form scale on the "
        "heating element, which then overheats, and chlorides would be carried "
        "with droplets onto the instruments, where they cause pitting and "
        "stains. The Steriq must therefore be filled with demineralised or "
        "distilled water. A conductivity cell in the tank measures the water "
        "quality before each cycle, and the cycle does not start when the "
        "conductivity exceeds 15 µS/cm (alarm C22). The used water is "
        "collected in a separate tank and never returned to the generator.",
    ),
]

THEORY_3 = [
    ("h2", "3.6 Temperature, time and the choice of cycle"),
    (
        "p",
        "Killing micro-organisms is a matter of both temperature and time. "
        "Raising the temperature shortens the time needed dramatically, so "
        "the 134 °C cycle needs only 4 minutes of holding time while the "
        "121 °C cycle needs 20 minutes for the same safety margin. The 134 °C "
        "cycle is the normal choice for metal instruments. The 121 °C cycle "
        "exists for items that would be damaged at 134 °C, such as some "
        "plastics, rubber parts and certain textiles, which soften or age "
        "quickly at the higher temperature. The holding time only starts "
        "when every sensor confirms the plateau conditions; the heating-up "
        "time before that point does not count.",
    ),
    ("h2", "3.7 Why the load is dried under vacuum"),
    (
        "p",
        "At the end of the holding time the load is covered with condensate. "
        "Wet packs must not be stored: a wet wrap lets micro-organisms travel "
        "through it by capillary action, and the pack becomes contaminated "
        "again within hours. The Steriq dries by pulling a vacuum while the "
        "load is still hot. Lowering the pressure lowers the boiling point of "
        "water, so the remaining condensate boils off using the heat stored in "
        "the instruments and the chamber wall, which is kept warm by its "
        "band heater. Dense metal loads dry easily because they store a lot of "
        "heat; textiles and plastics store little, which is why the drying "
        "phase is extended when the textile programme is chosen.",
    ),
    ("h2", "3.8 Venting through the bacteriological filter"),
    (
        "p",
        "When drying is complete the chamber is still under vacuum and must be "
        "brought back to atmospheric pressure before the door can open. The "
        "air that flows in would recontaminate the dry, sterile load if it "
        "came straight from the room, so it is drawn through a "
        "bacteriological filter with a retention rating of 0.3 µm. The filter "
        "slowly clogs with dust, which lengthens the venting phase, and it "
        "can be wetted by a fault; both are reasons for its replacement "
        "interval.",
    ),
    ("h2", "3.9 Door locking"),
    (
        "p",
        "At 134 °C the door carries a force of well over one tonne from the "
        "chamber pressure. The door is therefore locked by an electric bolt "
        "as soon as the cycle starts, and the controller releases the bolt "
        "only when the chamber pressure is within 0.1 bar of atmospheric and "
        "the chamber temperature is below 100 °C. A separate pressure switch "
        "blocks the bolt mechanically, so the door stays locked even if the "
        "controller fails. A spring-loaded safety valve set to 2.6 bar gauge "
        "protects the chamber against overpressure.",
    ),
]


def _pages():
    cover = [
        ("title", "Cleravex Steriq 18 / Steriq 23"),
        ("subtitle", "Technical Manual - B-class steam sterilisers for dental practice"),
        ("p", f"Document {KEY}, Rev 2, effective 2020-01-15."),
        (
            "p",
            "Cleravex Medical Devices, 21 Hollin Court, Marrowby. Technical service +44 1632 960 905.",
        ),
        ("h1", "Contents"),
        (
            "table",
            (20, 130, 30),
            [
                ("Section", "Title", "Page"),
                ("1", "Introduction and intended use", "1"),
                ("2", "Specifications and cycles", "2"),
                ("3", "Principle of operation", "3"),
                ("4", "Routine tests and maintenance", "6"),
                ("5", "Alarm codes", "7"),
                ("6", "Replacing the door seal", "7"),
                ("7", "Spare parts", "7"),
            ],
        ),
        ("h1", "1 Introduction and intended use"),
        (
            "p",
            "The Steriq is a bench-top steam steriliser with type B cycles for "
            "wrapped and unwrapped solid, hollow and porous dental instruments. "
            "It must not be used for liquids, for waste or for items that are "
            "not declared steam-sterilisable by their manufacturer.",
        ),
    ]
    specs = [
        ("h1", "2 Specifications and cycles"),
        (
            "table",
            (80, 50, 50),
            [
                ("Item", "Steriq 18", "Steriq 23"),
                ("Chamber volume", "18 L", "23 L"),
                ("Chamber diameter x depth", "250 x 360 mm", "250 x 450 mm"),
                ("Chamber material", "stainless steel 316L", "stainless steel 316L"),
                ("Rated power", "2000 W", "2300 W"),
                ("Supply", "230 V 50/60 Hz", "230 V 50/60 Hz"),
                ("Max. load, solid instruments", "4.5 kg", "6.0 kg"),
                ("Max. load, textiles", "1.2 kg", "1.5 kg"),
                ("Clean water tank", "4.0 L", "4.0 L"),
                ("Water use per cycle", "0.35 to 0.50 L", "0.40 to 0.60 L"),
                ("Weight, empty", "46 kg", "50 kg"),
                ("Bench space W x D", "450 x 600 mm", "450 x 690 mm"),
            ],
        ),
        ("h2", "2.1 Cycles"),
        (
            "table",
            (50, 26, 30, 24, 50),
            [
                ("Cycle", "Temperature", "Pressure (abs)", "Hold", "Total time 18 / 23 (a)"),
                ("134 Standard (B)", "134 °C", "3.04 bar", "4 min", "38 / 45 min"),
                ("134 Prion (B)", "134 °C", "3.04 bar", "18 min", "52 / 59 min"),
                ("121 Textile (B)", "121 °C", "2.05 bar", "20 min", "55 / 62 min"),
                ("134 Quick (S) (b)", "134 °C", "3.04 bar", "3.5 min", "18 / 21 min"),
            ],
        ),
        (
            "small",
            "(a) Half load, machine warm. A cold start adds about 8 minutes.",
        ),
        (
            "small",
            "(b) Unwrapped solid instruments only. Not validated for hollow items or wrapped loads.",
        ),
    ]
    maint = [
        ("h1", "4 Routine tests and maintenance"),
        (
            "table",
            (105, 75),
            [
                ("Task", "Frequency"),
                ("Vacuum leak test (max. 1.3 mbar/min)", "daily, before the first cycle"),
                ("Helix test", "daily"),
                ("Wipe chamber, trays and door seal", "daily"),
                ("Inspect door seal for cracks", "weekly"),
                ("Empty and clean both water tanks", "weekly"),
                ("Replace bacteriological filter", "400 cycles or 12 months"),
                ("Replace door seal", "1000 cycles or 12 months"),
                ("Replace rear dust filter", "every 6 months"),
                ("Safety valve test (technician)", "every 12 months"),
                ("Validation and calibration (technician)", "every 12 months"),
            ],
        ),
        (
            "small",
            "Whichever limit is reached first applies. The display shows a "
            "reminder 20 cycles before a cycle-based item is due.",
        ),
        ("h2", "4.1 Water"),
        (
            "p",
            "Fill the clean water tank with demineralised or distilled water "
            "only, conductivity max. 15 µS/cm. Empty the used water tank when "
            "the display asks for it, and at least once a week.",
        ),
        ("h2", "4.2 Loading"),
        (
            "p",
            "Place pouches on edge with paper facing plastic, leave space "
            "between packs and never exceed the load limits in section 2. "
            "Overloading is the most common cause of wet packs.",
        ),
    ]
    codes = [
        ("h1", "5 Alarm codes"),
        (
            "table",
            (15, 75, 90),
            [
                ("Code", "Meaning", "Remedy"),
                ("C04", "Clean water tank empty", "Fill with demineralised water to MAX"),
                ("C07", "Used water tank full", "Drain via the front quick coupling"),
                ("C12", "Air detected (temperature 2 K below theory)", "Run vacuum test; check door seal; repeat"),
                ("C15", "Vacuum not reached within 8 min", "Check door seal, vacuum pump and filter"),
                ("C22", "Water conductivity above 15 µS/cm", "Replace the water; clean the tank"),
                ("C30", "Door lock fault", "Switch off and on; call service if repeated"),
                ("C35", "Steam generator over 180 °C", "Call service; do not reset the cut-out"),
            ],
        ),
        ("h1", "6 Replacing the door seal"),
        (
            "steps",
            [
                "Switch off and let the chamber cool below 40 °C.",
                "Open the door fully.",
                "Pull the old seal out of its groove, starting at the top.",
                "Clean the groove with isopropyl alcohol; never use abrasives or metal tools.",
                "Wet the new seal with demineralised water and press it in at 12, 6, 3 and 9 o'clock first, then all round.",
                "Close the door and run a vacuum test.",
            ],
        ),
        ("h1", "7 Spare parts"),
        (
            "table",
            (90, 45, 45),
            [
                ("Part", "Steriq 18", "Steriq 23"),
                ("Door seal", "7710-218", "7710-223"),
                ("Bacteriological filter", "7720-030", "7720-030"),
                ("Rear dust filter", "7720-045", "7720-045"),
                ("Conductivity cell", "7730-015", "7730-015"),
                ("Instrument tray", "7740-18", "7740-23"),
            ],
        ),
    ]
    return [cover, specs, THEORY_1, THEORY_2, THEORY_3, maint, codes]


def theory_word_count():
    words = 0
    for page in (THEORY_1, THEORY_2, THEORY_3):
        for block in page:
            if block[0] == "p":
                words += len(block[1].split())
    return words


def documents():
    return [
        {
            "file": "cleravex-steriq-technical-manual.pdf",
            "format": "pdf",
            "header": f"Cleravex Steriq 18 / 23 - Technical Manual - {KEY} Rev 2",
            "pages": _pages(),
            "meta": {
                "document": KEY,
                "version": "Rev 2",
                "effective_from": "2020-01-15",
                "effective_to": None,
                "recorded_at": "2020-01-20T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["Steriq 18", "Steriq 23"],
                },
            },
        }
    ]

# ruff: noqa: E501
"""Pellucid PuraRO DX-2 double-pass RO plant for haemodialysis water - technical manual.

Holds the long prose chapter "2 Principle of operation". All names and values invented.
"""

from .common import meta

KEY = "PRW-DX2-TM"
PRODUCT = "Pellucid PuraRO DX-2 dialysis water treatment plant"
VARIANTS = ["DX-2/1200", "DX-2/2400"]
COMPANY = "Pellucid Renal Water Systems BV"
FILE = "pellucid-puraro-dx2-technical-manual.pdf"

COVER = [
    (
        "cover",
        {
            "company": COMPANY,
            "title": "PuraRO DX-2 Water Treatment Plant",
            "subtitle": "Technical Manual - double-pass reverse osmosis plant with heat-disinfectable distribution loop for haemodialysis units, DX-2/1200 and DX-2/2400",
            "lines": [
                ("Document number", KEY),
                ("Revision", "Rev 2"),
                ("Date of issue", "January 2024"),
                ("Applies to", "DX-2/1200, DX-2/2400"),
            ],
            "notice": [
                "Water for haemodialysis must meet the quality requirements of the applicable standards (for example ISO 23500) at the point of use. The responsible renal unit must define a monitoring plan; the tests described in this manual are the minimum required by the manufacturer.",
                "Pellucid Renal Water Systems BV, Zuiverweg 31, 9999 XR Helderdam. Technical service 24 h: +31 20 555 0147.",
            ],
        },
    )
]

CONTENTS = [("toc",)]

PAGE3 = [
    ("h1", "1 Introduction"),
    (
        "p",
        "The PuraRO DX-2 produces purified water for the preparation of dialysis fluid. It consists of a pretreatment skid (backflow preventer, duplex water softener, two activated carbon filters in series and a 5 µm cartridge filter), a double-pass reverse osmosis unit, and a stainless steel distribution loop that supplies the dialysis machines directly without a storage tank. This manual explains how the plant works, lists its technical data and alarms, and describes routine maintenance.",
    ),
    ("h1", "2 Principle of operation"),
    ("h2", "2.1 Why dialysis water needs special treatment"),
    (
        "p",
        "A patient on haemodialysis is exposed to around 120 litres of dialysis fluid in a single treatment, and the only barrier between that fluid and the blood is the thin membrane of the dialyser. Substances that are harmless when drinking water passes through the gut, where the body can exclude or excrete them, reach the blood directly during dialysis and accumulate because the kidneys of the patient no longer remove them. For this reason the plant removes not only particles and hardness, but also disinfectant residues, dissolved salts, bacteria and the bacterial fragments known as endotoxins. Each treatment stage exists to protect either the patient or the next stage of the plant, and the order of the stages follows from that.",
    ),
    ("h2", "2.2 Softening"),
    (
        "p",
        "Calcium and magnesium are the main causes of scale. Inside the reverse osmosis modules the dissolved salts become more and more concentrated as water is pressed through the membrane, and at the concentrate end the solubility limit of calcium carbonate is easily exceeded. Scale then forms on the membrane surface, which reduces the permeate flow and increases salt passage. The softener prevents this by exchanging calcium and magnesium ions for sodium ions on the resin; the extra sodium does no harm because the reverse osmosis stage removes it afterwards. The softener is a duplex unit: while one column is in service, the other is regenerated with brine or stands ready, so that soft water is available at all times. Regeneration is started by volume, not by time, and is blocked while a heat disinfection is running.",
    ),
    ("h2", "2.3 Activated carbon: why two filters in series"),
    (
        "p",
        "Municipal water contains free chlorine or chloramine as a disinfectant. Both must be removed completely. Chlorine oxidises the polyamide layer of the reverse osmosis membranes and destroys their salt rejection within weeks. Chloramine is the more dangerous of the two for the patient: it is a small, uncharged molecule, so chloramine passes through the membranes of the reverse osmosis stage almost unchanged, and in the blood it damages red cells and causes haemolysis. The reverse osmosis stage therefore cannot be relied on to remove it, and the carbon filters are the only protection.",
    ),
]

PAGE4 = [
    (
        "p",
        "Activated carbon removes free chlorine within seconds, but the reaction with chloramine is much slower. What matters is the empty bed contact time, the volume of the carbon bed divided by the flow through it. The DX-2 is sized for a total empty bed contact time of at least 10 minutes at maximum flow, split equally between two filters in series. The first filter, the worker bed, does most of the work. The second filter, the polisher bed, catches what breaks through the first. The total chlorine test is taken between the two beds: when the worker bed is exhausted, chloramine appears at this sample point while the polisher still protects the patient, which gives the unit time to replace the carbon before any chloramine can reach the reverse osmosis stage. After replacement the polisher becomes the new worker and the fresh bed is installed in the polisher position.",
    ),
    ("h2", "2.4 Reverse osmosis"),
    (
        "p",
        "If pure water and salt water are separated by a semi-permeable membrane, water flows towards the salt side until a pressure difference builds up that stops the flow. That pressure is the osmotic pressure, and it rises roughly in proportion to the salt concentration. Reverse osmosis applies a pressure higher than the osmotic pressure to the salt side, so that water is pushed through the membrane in the opposite direction while most of the dissolved ions are held back. The high-pressure pump of each pass supplies this pressure. The useful part of it is the net driving pressure: the applied pressure minus the osmotic pressure difference and the pressure losses along the module. The permeate flow is proportional to the net driving pressure.",
    ),
    (
        "p",
        "Membrane permeability also depends strongly on temperature. Cold water is more viscous and passes the membrane more slowly; as a rule of thumb the permeate flow falls by about 3 % for every degree Celsius below the design temperature. All capacity figures in this manual therefore refer to a feed temperature of 15 °C. The controller keeps the permeate flow constant when the feed water gets colder by raising the speed of the high-pressure pump through its frequency converter, which is why the operating pressure is higher in winter than in summer. If the maximum pump speed is reached and the flow is still too low, the plant reports reduced capacity instead of exceeding the pressure rating of the modules.",
    ),
    ("h2", "2.5 Recovery, rejection and concentrate recirculation"),
    (
        "p",
        "Recovery is the share of the feed water that leaves the pass as permeate; the rest leaves as concentrate. A high recovery saves water, but it also concentrates the salts at the tail end of the module, which raises both the scaling risk and the salt concentration that the permeate sees. Rejection is the share of the dissolved salts held back by the membrane. Along the membrane surface the rejected salts accumulate in a thin boundary layer, an effect called concentration polarisation, which raises the local osmotic pressure and the local salt passage. To keep this layer thin the water must flow quickly across the membrane surface. The DX-2 therefore returns a large part of the concentrate to the inlet of the high-pressure pump. This concentrate recirculation keeps the cross-flow velocity high enough to sweep the boundary layer away while only a small part of the concentrate goes to drain, so that good recovery and a well-washed membrane surface are achieved at the same time.",
    ),
]

PAGE5 = [
    ("h2", "2.6 Why a second pass"),
    (
        "p",
        "The first pass alone produces water that usually meets the chemical limits for dialysis water. The second pass treats the permeate of the first pass again and lowers its conductivity by a further order of magnitude. There are two reasons for this design. First, the margin to the limits is large enough that a gradual loss of rejection in one pass does not put the patient at risk before it is noticed. Second, it provides redundancy: if one pass fails, the plant can be switched to single-pass emergency operation with the remaining pass and continue to supply the unit until the repair is complete. The concentrate of the second pass is cleaner than the raw feed water, so it is returned to the inlet of the first pass instead of going to drain, which raises the total recovery of the plant.",
    ),
    ("h2", "2.7 Conductivity monitoring and permeate divert"),
    (
        "p",
        "Conductivity measures how well the water conducts an electric current, which depends on the number of dissolved ions. It is therefore used as a continuous indicator of salt content, although it does not detect uncharged substances such as chloramine or organic compounds. Because conductivity rises by about 2 % per degree Celsius at the same salt content, the measured value is temperature compensated to 25 °C, so that readings taken at different water temperatures can be compared. The final permeate conductivity is measured by two independent cells. When the alarm limit is exceeded, the divert valve sends the permeate to drain so that water of unknown quality never enters the distribution loop; the loop is then supplied only after the value has stayed below the limit for 60 seconds.",
    ),
    ("h2", "2.8 Distribution loop and biofilm"),
    (
        "p",
        "Bacteria in water attach to surfaces and build up biofilm, a slimy layer that protects them from disinfectants and continuously releases bacteria and endotoxins into the passing water. Biofilm grows fastest where water stands still. The distribution loop is therefore designed without dead legs, and the water circulates continuously, also at night, with a minimum velocity at the loop return. Flowing water exerts a shear force on the pipe wall that makes it difficult for bacteria to attach. Direct feed without a storage tank was chosen for the same reason: a tank has a large wetted surface and zones of low flow.",
    ),
    ("h2", "2.9 Heat disinfection"),
    (
        "p",
        "Once a week, and after every intervention that opens the hydraulic system, the loop and the permeate side of the second pass are heat disinfected. The plant heats the water in the loop with an electric heater and holds the temperature at the loop return for the time given in the technical data. Heat reaches every part of the loop that water reaches, including valve seats and the inside of the dialysis machine supply hoses, and it kills bacteria inside young biofilm. Unlike chemical disinfection, heat leaves no residue, so no rinse-out and no residual test are needed before dialysis can restart; the loop only has to cool down. The membranes of the second pass are heat-tolerant types; the first pass is isolated during heat disinfection and is disinfected chemically at the intervals in section 5.",
    ),
]

PAGE6 = [
    ("h1", "3 Technical data"),
    (
        "table",
        {
            "widths": [80, 47, 47],
            "rows": [
                ["Item", "DX-2/1200", "DX-2/2400"],
                ["Permeate flow at 15 °C feed temperature", "1 200 L/h", "2 400 L/h"],
                ["Permeate flow at 10 °C feed temperature 1)", "1 020 L/h", "2 040 L/h"],
                ["Recovery, pass 1", "75 %", "75 %"],
                ["Recovery, pass 2", "85 %", "85 %"],
                ["Total recovery of the plant 2)", "72 %", "73 %"],
                ["Salt rejection, pass 1, min.", "98 %", "98 %"],
                ["Feed water pressure", "2.0 to 6.0 bar", "2.0 to 6.0 bar"],
                ["Feed water temperature", "5 to 30 °C", "5 to 30 °C"],
                ["Max. operating pressure, pass 1", "16 bar", "16 bar"],
                ["Carbon filters (in series)", "2 x 100 L", "2 x 200 L"],
                ["Softener resin volume (duplex)", "2 x 50 L", "2 x 100 L"],
                ["Loop return velocity, min.", "1.0 m/s", "1.0 m/s"],
                ["Heat disinfection", "85 °C for 30 min", "85 °C for 30 min"],
                ["Heater power", "18 kW", "24 kW"],
                ["Electrical supply", "400 V 3N~, 32 A", "400 V 3N~, 50 A"],
                ["Pump power, pass 1 / pass 2", "4.0 / 2.2 kW", "7.5 / 4.0 kW"],
                ["Mass, operating", "1 150 kg", "1 780 kg"],
            ],
            "notes": [
                "1) Capacity with the high-pressure pumps at maximum speed. Below 10 °C the plant reports reduced capacity (AL-27).",
                "2) With second-pass concentrate returned to the inlet of pass 1 and concentrate recirculation at factory setting.",
            ],
        },
    ),
    ("h2", "3.1 Conductivity limits (final permeate, compensated to 25 °C)"),
    (
        "table",
        {
            "widths": [80, 94],
            "rows": [
                ["Condition", "Limit"],
                ["Typical value in operation", "below 2 µS/cm"],
                ["Warning (AL-31)", "5 µS/cm"],
                ["Alarm and permeate divert (AL-32)", "10 µS/cm"],
                ["Pass 1 permeate, alarm (AL-24)", "30 µS/cm"],
            ],
        },
    ),
]

PAGE7 = [
    ("h1", "4 Alarms"),
    (
        "p",
        "Alarms are shown on the touch panel with code, plain text and time. A-class alarms stop the supply to the loop; B-class alarms are warnings and must be acknowledged. The alarm history holds 1 000 entries and can be exported to USB.",
    ),
    (
        "table",
        {
            "widths": [16, 12, 60, 86],
            "rows": [
                ["Code", "Class", "Meaning", "Action"],
                [
                    "AL-11",
                    "B",
                    "Feed water pressure low (below 1.5 bar)",
                    "Check the main water supply and the inlet strainer. Check the backflow preventer for blockage.",
                ],
                [
                    "AL-12",
                    "B",
                    "Feed water pressure high (above 6.5 bar)",
                    "Check the pressure reducing valve upstream of the plant.",
                ],
                [
                    "AL-15",
                    "B",
                    "Cartridge filter differential pressure high (above 0.7 bar)",
                    "Replace the 5 µm cartridge filter element.",
                ],
                [
                    "AL-21",
                    "A",
                    "High-pressure pump pass 1 fault (converter or motor)",
                    "Read the converter fault; switch to single-pass mode via pass 2 if needed (section 2.6).",
                ],
                [
                    "AL-24",
                    "B",
                    "Pass 1 permeate conductivity high",
                    "Check softener function and hardness after the softener. Plan membrane cleaning.",
                ],
                [
                    "AL-27",
                    "B",
                    "Reduced capacity (pump at maximum speed)",
                    "Check feed temperature and cartridge filter; clean membranes if flow is low at normal temperature.",
                ],
                [
                    "AL-31",
                    "B",
                    "Final permeate conductivity warning",
                    "Check both conductivity cells against each other; check pass 2 rejection.",
                ],
                [
                    "AL-32",
                    "A",
                    "Final permeate conductivity alarm - permeate diverted to drain",
                    "Stop dialysis if the loop is not supplied within 10 minutes. Find the cause before resetting.",
                ],
                [
                    "AL-35",
                    "A",
                    "Total chlorine between carbon filters above 0.1 mg/L (online analyser option)",
                    "Confirm with a manual test. Replace carbon in the worker bed and rotate the beds (section 2.3).",
                ],
                [
                    "AL-41",
                    "A",
                    "Loop return flow low",
                    "Check loop pump, valves at the machine connections and for leaks.",
                ],
                [
                    "AL-52",
                    "B",
                    "Heat disinfection temperature not reached within 120 min",
                    "Check heater contactor and heater fuses; check the loop return temperature sensor.",
                ],
                [
                    "AL-55",
                    "B",
                    "Heat disinfection interrupted",
                    "Repeat the heat disinfection before the next dialysis session.",
                ],
                ["AL-61", "B", "Salt level low in brine tank", "Refill softener salt (tablets, min. 99.5 % NaCl)."],
                [
                    "AL-70",
                    "A",
                    "Leak detected in base tray",
                    "Close the water supply; find and repair the leak; dry the sensor.",
                ],
            ],
        },
    ),
]

PAGE8 = [
    ("h1", "5 Maintenance"),
    ("h2", "5.1 Routine checks and intervals"),
    (
        "table",
        {
            "widths": [60, 114],
            "rows": [
                ["Check / task", "Interval"],
                ["Total chlorine between carbon filters", "Before the start of each treatment shift"],
                ["Hardness after softener (limit 1 °dH)", "Daily"],
                ["Record conductivity, pressures and temperatures", "Daily"],
                ["Heat disinfection of loop and pass 2", "Weekly, and after opening the system"],
                ["Chemical disinfection of pass 1", "Every 3 months"],
                ["Replace 5 µm cartridge filter element", "Monthly or at AL-15"],
                ["Replace carbon in the worker bed", "Every 12 months or at breakthrough"],
                ["Calibrate conductivity cells", "Every 6 months"],
                ["Membrane cleaning", "When normalised permeate flow has fallen by 15 %"],
            ],
        },
    ),
    ("h2", "5.2 Total chlorine test between the carbon filters"),
    (
        "ol",
        [
            "Open sample valve SV-2 between the worker and polisher beds and let water run for 60 seconds.",
            "Fill the test cuvette to the 10 mL mark.",
            "Add one total chlorine (DPD) reagent tablet and crush it with the stirring rod.",
            "Wait 2 minutes for the colour to develop, then read the value on the photometer.",
            "If the result is 0.1 mg/L or higher, do not start dialysis; repeat the test after the polisher bed at SV-3.",
            "Record the result, the time and your initials in the plant logbook.",
        ],
    ),
    ("h2", "5.3 Spare parts"),
    (
        "table",
        {
            "widths": [80, 47, 47],
            "rows": [
                ["Part", "DX-2/1200", "DX-2/2400"],
                ["RO membrane element, pass 1", "PRW-M4040-LE", "PRW-M8040-LE"],
                ["RO membrane element, pass 2 (heat-tolerant)", "PRW-M4040-HT", "PRW-M4040-HT"],
                ["Cartridge filter element 5 µm", "PRW-CF-05-20", "PRW-CF-05-30"],
                ["Conductivity cell with temperature sensor", "PRW-CC-0102", "PRW-CC-0102"],
                ["Activated carbon, 25 L bag", "PRW-AC-025", "PRW-AC-025"],
            ],
        },
    ),
]


def documents():
    return [
        {
            "format": "pdf",
            "file": FILE,
            "key": KEY,
            "version": "Rev 2",
            "title": "PuraRO DX-2 Water Treatment Plant - Technical Manual",
            "running_title": "PuraRO DX-2 - Technical Manual",
            "company": COMPANY,
            "footer_note": "Rev 2, 2024-01",
            "pages": [COVER, CONTENTS, PAGE3, PAGE4, PAGE5, PAGE6, PAGE7, PAGE8],
            "meta": meta(KEY, "Rev 2", "2024-01-15", None, "2024-01-10", PRODUCT, VARIANTS),
        }
    ]

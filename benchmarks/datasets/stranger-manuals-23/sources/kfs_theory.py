# ruff: noqa: E501
"""KFS-TH-0100 - Technical note: principles of operation of pulse-jet cartridge collectors.

Invented document. Chapter 2 is a prose chapter of about 1,400 words that explains why
the collector is operated and maintained the way the manual prescribes.
"""

KEY = "KFS-TH-0100"
COMPANY = "Kestrel Filtration Systems Ltd."
TITLE = "Principles of Operation - Pulse-Jet Cartridge Filtration"
REV = "Issue 2"
FILE = "KFS-TH-0100_Issue2.pdf"
EFFECTIVE_FROM = "2022-01-10"
RECORDED_AT = "2022-01-04T00:00:00Z"
PRODUCT = "PulseJet cartridge dust collector"
VARIANTS = ["PJ-8", "PJ-12", "PJ-16"]

CH2 = [
    # page 2
    [
        (
            "2.1  The dust cake is the filter",
            "A new cartridge is a poor filter. Fresh polyester media with a PTFE membrane stops most of the coarse dust, "
            "but the finest particles pass until a thin layer of dust has built up on the surface. This layer, the dust "
            "cake, does most of the filtering in a working collector. Every cleaning pulse removes part of the cake, and "
            "for a few seconds afterwards the emission from that row of cartridges rises. The aim of cleaning is "
            "therefore not to make the cartridges clean, but to keep the cake at a steady, moderate thickness. A "
            "collector that is cleaned too often runs with a thin cake, emits more dust and wears the membrane sooner. "
            "This is also why a cartridge that has been blown out with a hand lance is never refitted: the lance drives "
            "dust into the media from the wrong side, and the membrane is usually torn in the process.",
        ),
        (
            "2.2  Cleaning on demand",
            "The controller normally cleans on demand. It starts a cleaning sequence when the differential pressure "
            "across the cartridges reaches the cleaning ON value and stops when it has fallen to the cleaning OFF value. "
            "Between the two values the cake is allowed to rebuild. Timed cleaning, in which the valves fire at a fixed "
            "interval whatever the load, is kept only as a fallback for a faulty transmitter. Cleaning on demand uses "
            "less compressed air, because the valves fire only when the cake has actually grown, and it gives the "
            "cartridges fewer flexing cycles, which are the main cause of fatigue cracks at the pleat tips. The gap "
            "between the ON and OFF values is deliberately small. If it were large, each cleaning sequence would strip a "
            "large share of the cake at once and the emission peak after cleaning would be higher.",
        ),
        (
            "2.3  Why the pulse is short",
            "The cleaning effect comes from a pressure wave, not from a flow of air. When the diaphragm valve opens, a "
            "burst of air leaves the blowpipe nozzle, draws in air from the clean side through the venturi and creates a "
            "reverse pressure peak inside the cartridge. The peak is reached within the first few tens of milliseconds. "
            "Once it has passed, keeping the valve open adds almost nothing to the cleaning; it only empties the header "
            "and pushes a steady flow of air through the media. A long pulse therefore wastes compressed air and lowers "
            "the header pressure available for the next valve. The factory pulse duration is the shortest setting that "
            "still opens the diaphragm fully for the valve size fitted. Longer settings are needed only where the header "
            "is small or the supply line is long, and then only as a service bulletin advises. On site, a pulse that sounds like a dull thud rather than a sharp crack "
            "usually means that the valve is opening slowly or that the header pressure is too low.",
        ),
    ],
    # page 3
    [
        (
            "2.4  Why the header pressure is limited",
            "It might seem that a higher header pressure would clean better. Up to a point it does, but above the "
            "nominal value the extra energy mainly drives fine particles deeper into the media, where no pulse can reach "
            "them. The pleats are also bent harder at each pulse, and the diaphragms wear faster because they slam "
            "against the valve seat. The maximum pressure stated in the manual protects the valves and the cartridges; "
            "the nominal value is the best compromise between cleaning and wear. A lower nominal value suits a larger "
            "header, because a header that stores more air delivers the same pressure peak at a lower pressure.",
        ),
        (
            "2.5  Why the air must be dry and free of oil",
            "Water in the compressed air collects in the header and is blown onto the cartridges with every pulse. Wet "
            "dust forms a paste on the membrane that the next pulse cannot dislodge, and the cartridge blinds: the "
            "differential pressure climbs and stays high even after repeated off-line cleaning. Oil has the same effect "
            "and is worse, because an oily cake can never be dried out. In winter, free water in the header can also "
            "freeze in the pilot port of a diaphragm valve, so that the valve stays open and drains the header. That is "
            "why the header drain valve is opened every day and why outdoor installations need a lower pressure dew point.",
        ),
        (
            "2.6  Why cleaning is blocked in severe cold",
            "Below about -25 °C the diaphragms lose their elasticity and can crack on the first pulse, and any moisture "
            "left in the pilot ports freezes solid. The controller therefore blocks cleaning at very low ambient "
            "temperature and reports a fault, rather than risk a valve that stays open and empties the header. Heating "
            "the valve enclosure restores normal operation.",
        ),
        (
            "2.7  Why the collector cleans after the fan stops",
            "While the fan runs, dust released by a pulse is carried straight back onto the cartridges by the airflow; "
            "only the heavier agglomerates fall into the hopper. This is called re-entrainment. When the fan has "
            "stopped there is no upward flow, and the released dust falls freely. The post-clean cycles that the "
            "controller runs after a fan stop are therefore the most effective cleaning the collector ever gets. They "
            "also mean that the next start begins at a lower differential pressure. Operators sometimes switch the "
            "controller off together with the fan to save air. This should be avoided, because the cartridges then "
            "start the next shift already partly loaded.",
        ),
    ],
    # page 4
    [
        (
            "2.8  Why the hopper is not a store",
            "The hopper is a transit space, not a store. Dust left in the hopper is picked up again by the incoming air, "
            "which enters at the side of the housing and turns upwards past the lower cartridges. The higher the dust "
            "level, the faster the air moves over the dust surface and the more dust is lifted back into the cartridge "
            "zone. A full hopper also adds a large fuel load inside the explosion-protected volume, and if the level "
            "reaches the lowest cartridges it buries them. For these reasons the rotary valve runs whenever the fan "
            "runs, and the hopper level switch raises an alarm before the dust reaches the cartridges.",
        ),
        (
            "2.9  Why the clamp nut has a set torque",
            "The cartridge seals against the tube sheet with a closed-cell gasket. The gasket must be compressed enough "
            "to close every surface irregularity, but not so much that it takes a permanent set or is cut by the edge of "
            "the tube sheet opening. The clamp nut torque in the manual gives the right compression with the standard "
            "yoke. Overtightening also bends the cartridge end cap, which opens a leak path at the inner seal. A leak at "
            "the seal lets dust bypass the media and shows as a dust trail on the clean side of the tube sheet. A gasket "
            "that has been compressed once has lost its elasticity, which is why it is never reused.",
        ),
        (
            "2.10  Why the rows are pulsed one after another",
            "Each pulse takes a large share of the air stored in the header. After a valve has fired, the header pressure "
            "drops and needs several seconds to recover through the supply pipe. If the next valve fired at once, it "
            "would work at a lower pressure and its row would be cleaned less well. The pulse interval is therefore set "
            "so that the header recovers to at least 90 % of its nominal pressure before the next valve fires. Firing "
            "the rows in turn also keeps the emission peak small, because only one row at a time has a freshly thinned cake.",
        ),
        (
            "2.11  Why all cartridges are changed together",
            "When only the worst cartridges are replaced, the new ones have a much lower resistance than the old ones "
            "around them. The airflow then crowds onto the new cartridges, which load up quickly and are dragged into "
            "the same condition within weeks, while the differential pressure reading hardly changes. The old "
            "cartridges, meanwhile, carry too little air for their cake to be kept in good shape. Replacing the whole "
            "set restores an even flow across the tube sheet and gives a clean starting point for planning the next "
            "replacement. The one exception is a cartridge that has torn: it is replaced at once, together with its "
            "direct neighbours, which have been loaded by the leak.",
        ),
    ],
]


def chapter2_words():
    return sum(len(t.split()) + len(h.split()) for pg in CH2 for h, t in pg)


def pages():
    p1 = [
        ("title", "Principles of Operation"),
        ("subtitle", "Pulse-jet cartridge filtration in the PulseJet PJ series"),
        (
            "kv",
            [
                ("Document", KEY),
                ("Issue", "Issue 2, 2022-01-10"),
                ("Applies to", "PulseJet PJ-8, PJ-12 and PJ-16"),
                ("Type", "Technical note for service engineers and plant engineers"),
            ],
        ),
        ("h1", "Contents"),
        (
            "toc",
            [
                ("1", "Introduction", 1),
                ("2", "Why the collector is run the way it is", 2),
                ("3", "Main components", 5),
                ("4", "Terms and typical values", 6),
            ],
        ),
        ("h1", "1  Introduction"),
        (
            "p",
            "A pulse-jet cartridge collector separates dust from an air stream by drawing the air through pleated "
            "filter cartridges. Dust collects on the outside of each cartridge while the cleaned air passes to the "
            "clean-air plenum and the fan. At intervals a short burst of compressed air is fired down the inside of "
            "a row of cartridges; the shock loosens the dust, which falls into the hopper and is discharged by the "
            "rotary valve.",
        ),
        (
            "p",
            "The maintenance manual KFS-MM-0412 tells you what to set and when to replace parts. This note explains "
            "the reasons. It does not replace the manual: where a value is needed, always take it from the manual "
            "revision in force or from an applicable service bulletin.",
        ),
        (
            "p",
            "Chapter 2 follows the order in which questions usually arise on site: first the dust cake, then the "
            "cleaning control, the compressed air, the hopper and the cartridge seal.",
        ),
    ]
    body = []
    for i, pg in enumerate(CH2):
        blocks = []
        if i == 0:
            blocks.append(("h1", "2  Why the collector is run the way it is"))
        for head, text in pg:
            blocks.append(("h2", head))
            blocks.append(("p", text))
        body.append(blocks)
    p5 = [
        ("h1", "3  Main components"),
        (
            "table",
            dict(
                title="Table 3-1  Components and their function",
                widths=[50, 130],
                header=["Component", "Function"],
                rows=[
                    ["Filter cartridge", "Pleated media element; carries the dust cake on its outer surface"],
                    ["Tube sheet", "Steel plate separating the dirty-air plenum from the clean-air plenum"],
                    ["Pulse header", "Pressure vessel storing the compressed air for cleaning"],
                    ["Diaphragm valve", "Releases the stored air into one blowpipe when its pilot is vented"],
                    ["Blowpipe with nozzles", "Directs the pulse into the cartridges of one row"],
                    ["Venturi", "Fitted in the cartridge mouth; shapes the pulse and draws in secondary air"],
                    ["dP transmitter", "Measures the pressure drop across the cartridges, 0 to 5 kPa"],
                    ["Controller", "Runs the cleaning sequence and monitors the alarms"],
                    ["Rotary valve", "Discharges dust from the hopper while keeping the housing sealed"],
                    ["Explosion vent", "Relieves the pressure of a dust explosion to a safe area"],
                ],
            ),
        ),
        (
            "p",
            "The Type H1 header fitted to early PJ-12 and PJ-16 collectors is a round tube. The Type H2 header "
            "fitted since 2023 is square and holds about 40 % more air for the same length.",
        ),
    ]
    p6 = [
        ("h1", "4  Terms and typical values"),
        (
            "table",
            dict(
                title="Table 4-1  Terms",
                widths=[50, 130],
                header=["Term", "Meaning"],
                rows=[
                    ["Differential pressure (dP)", "Pressure drop from the dirty-air side to the clean-air side"],
                    ["Blinding", "Permanent rise of dP that cleaning cannot reverse"],
                    ["Re-entrainment", "Dust released by a pulse that is carried back onto the cartridges"],
                    ["Off-line cleaning", "Pulsing with the fan stopped"],
                    ["Air-to-cloth ratio", "Airflow divided by filter area, in m/min"],
                ],
            ),
        ),
        (
            "table",
            dict(
                title="Table 4-2  Typical values in service",
                widths=[110, 70],
                header=["Quantity", "Typical value"],
                rows=[
                    ["dP with new cartridges, nominal airflow", "250 to 400 Pa"],
                    ["dP of a settled collector", "800 to 1,100 Pa"],
                    ["Air-to-cloth ratio at nominal airflow", "0.8 m/min"],
                    ["Header pressure recovery time after one pulse", "4 to 8 s"],
                ],
            ),
        ),
        ("h2", "References"),
        (
            "ul",
            [
                "KFS-MM-0412  Maintenance Manual, PulseJet PJ series",
                "KFS-IM-0410  Installation Manual, PulseJet PJ series",
                "ISO 8573-1  Compressed air - contaminants and purity classes",
            ],
        ),
    ]
    return [p1, *body, p5, p6]


def meta():
    return dict(company=COMPANY, title=TITLE, docno=KEY, rev=REV)

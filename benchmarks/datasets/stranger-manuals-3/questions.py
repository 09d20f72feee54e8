"""Question definitions for stranger-manuals-3 (imported by generate.py).

A(question, document, page, answers, kind, **filters)
U(question, document, kind, absent=[...], present=[...], **filters)
Pages are 1-based within the file selected by as_of (else the latest revision).
"""


def add_questions(A, U, g):
    KR, AQ, CM, CE, NX = g["KR"], g["AQ"], g["CM"], g["CE"], g["NX"]
    SB, FN, FS = g["SB"], g["FN"], g["FS"]

    # ------------------------------------------------------------------
    # Kestrel KR service manual (revisioned)
    # ------------------------------------------------------------------
    A("oil qty kr30", KR, 2, "19.5 L", "table_lookup")
    A("How much oil does a KR-37V hold in total, cooler included?", KR, 2, "21.5 L", "table_lookup")
    A(
        "what was the oil capacity of a KR 30 according to the manual we had in January 2022",
        KR,
        2,
        "18.0 L",
        "dated_value",
        as_of="2022-01-10",
    )
    A("main fuse size for a kr-22 on 400V?", KR, 2, "63 A", "table_lookup")
    A("Electrician is asking what gG fuse rating he has to fit for the new KR-45.", KR, 2, "125 A", "table_lookup")
    A("full load amps KR 37V", KR, 2, "67 A", "table_lookup")
    A("max working pressure of the KR-30?", KR, 2, "9.8 bar", "limit")
    A(
        "Our KR37V controller runs firmware 2.6. What maximum working pressure can I set?",
        KR,
        2,
        "12.5 bar",
        "effectivity",
    )
    A("max press KR-37V?", KR, 2, "12.0 bar", "dated_value", as_of="2021-06-01")
    A("FAD of the KR22 at 7 bar?", KR, 2, "3.62 m3/min", "table_lookup")
    A("speed range of the VSD motor on a KR-37 V", KR, 2, "1050-3600 rpm", "table_lookup")
    A("KR-45 net weight for the rigging plan", KR, 2, "840 kg", "dated_value", as_of="2023-11-01")
    A("noise level of a KR-30 at 1 metre", KR, 2, "69 dB(A)", "table_lookup")
    A("air outlet thread on the kr45", KR, 2, 'G 1 1/2"', "table_lookup")
    A("Up to what room temperature can a KR compressor run?", KR, 2, "+46 °C", "limit")
    A(
        "We want to put a KR-22 in an unheated shed that drops below 2 degrees in winter. Which kit is needed?",
        KR,
        2,
        "KP-8800-01",
        "part_number",
    )
    A("how often do I change the oil on a KR-22", KR, 3, "6000 h", "interval")
    A("Oil change interval for the KR range?", KR, 3, "4000 h", "dated_value", as_of="2021-11-15")
    A("seperator element change interval kr-30", KR, 3, "10000 h", "interval")
    A("separator replacement interval, KR-37V", KR, 3, "8000 h or 24 months", "dated_value", as_of="2023-03-01")
    A("how many grams of grease per motor bearing on the KR-37V", KR, 3, "15 g", "consumable")
    A("air filter element PN for KR30", KR, 3, "KP-1120-30", "part_number")
    A(
        "We still have separator KP-3310-02 on the shelf for our KR-30. What is the current number for that element?",
        KR,
        3,
        "KP-3310-12",
        "part_number",
    )
    A("separator element p/n kr 22", KR, 3, "KP-3310-01", "dated_value", as_of="2021-12-01")
    A("Which oil goes in a KR compressor and what's the 20 l can part no?", KR, 3, "KP-9020-47", "consumable")
    A("part number of the 20 L oil can for KR compressors", KR, 3, "KP-9020-46", "dated_value", as_of="2021-05-01")
    A("thermostatic valve element part number KR series", KR, 3, "KP-4410-71", "part_number")
    A("ALM 103?", KR, 4, "Separator differential pressure above 0.8 bar", "code_meaning")
    A("what does alarm 214 mean on the KC-7 controller", KR, 4, "PT20 signal below 4 mA", "code_meaning")
    A("ALM 214 on a KR-30, which sensor P/N do I order?", KR, 4, "KP-7702-21", "code_remedy")
    A("Replacement sensor part number for ALM 214", KR, 4, "KP-7702-20", "dated_value", as_of="2022-02-01")
    A("KR-37V is showing ALM 305. What is it?", KR, 4, "DC bus overvoltage", "code_meaning")
    A("alm202 fix?", KR, 4, "reset relay F1", "code_remedy")
    A(
        "After the electrician rewired the supply the KR-22 won't start, ALM 204. What do I do?",
        KR,
        4,
        "swap two phases",
        "code_remedy",
    )
    A("At what discharge temp does the ALM 106 warning come up?", KR, 4, "105 °C", "limit")
    A(
        "KR oil change - what do I do right after draining the cooler?",
        KR,
        5,
        "Replace the oil filter",
        "procedure_step",
    )
    A("filler plug torque kr", KR, 5, "40 Nm", "torque")
    A("Separator cover bolt torque KR-30?", KR, 5, "68 Nm", "torque")
    A("seperator cover bolts torqe", KR, 5, "62 Nm", "dated_value", as_of="2022-09-01")
    A("how far above the bottom of the separator element should the scavenge tube end", KR, 5, "4 mm", "limit")
    A(
        "Do I pull the metal staple out of the gasket on the new separator element?",
        KR,
        5,
        "electrical earthing",
        "procedure_step",
    )
    A(
        "kr compressor loading/unloading constantly, how wide should the pressure band be",
        KR,
        5,
        "at least 0.6 bar",
        "lookup",
    )
    A("What coil voltage does the inlet solenoid Y1 have on a KR-30, S/N 30488?", KR, 5, "230 V AC", "effectivity")

    U(
        "Torque for the cooler drain plug on a KR-30?",
        KR,
        "unans_attribute_missing",
        absent=["drain plug to", "drain plug and tighten", "drain plug: "],
        present=["cooler drain plug"],
    )
    U(
        "VSD speed range for KR-30",
        KR,
        "unans_na_cell",
        absent=["KR-30 VSD", "KR-30 speed"],
        present=["N/A", "VSD motor speed range"],
    )
    U("coupling insert part no for the KR-37V", KR, "unans_na_cell", absent=["KP-6605-37"], present=["Coupling insert"])
    U("ALM 105 meaning?", KR, "unans_code_missing", absent=["ALM 105"], present=["ALM 104", "ALM 106"])
    U("What's ALM 203 on a KR-22", KR, "unans_code_missing", absent=["ALM 203"], present=["ALM 202"])
    U("alm 304 kr37v", KR, "unans_code_missing", absent=["ALM 304"], present=["ALM 303"])
    U(
        "Our KR-37V showed ALM 305 this morning, what does it mean?",
        KR,
        "unans_before_revision",
        absent=["ALM 305", "overvoltage"],
        as_of="2023-02-01",
    )
    U("oil capacity KR-45", KR, "unans_before_revision", absent=["KR-45"], as_of="2023-06-01")
    U("main fuse rating for a KR45?", KR, "unans_before_revision", absent=["KR-45", "125 A"], as_of="2022-12-01")
    U("KR-45 separator element P/N", KR, "unans_before_revision", absent=["KP-3310-14", "KR-45"], as_of="2023-10-31")
    U("net weight of the KR-55", KR, "unans_nonexistent", absent=["KR-55"])
    U(
        "main fuse for the fixed-speed KR-37 (the one without V)",
        KR,
        "unans_nonexistent",
        absent=["KR-37 ", "KR-37,", "KR-37."],
        present=["KR-37V"],
    )
    U(
        "FLA of a KR-30 on a 460 V supply?",
        KR,
        "unans_wrong_condition",
        absent=["460 V", "60 Hz"],
        present=["Full-load current at 400 V"],
    )
    U(
        "Oil capacity of the KR-22 separator vessel alone, excluding the cooler?",
        KR,
        "unans_wrong_condition",
        absent=["excl. cooler", "excluding cooler", "without cooler", "excluding the cooler"],
        present=["incl. cooler"],
    )
    U("KR-22 sound level at 7 m distance", KR, "unans_wrong_condition", absent=["at 7 m"], present=["at 1 m"])
    U(
        "how much grease per bearing for the KR-22 motor?",
        KR,
        "unans_wrong_model",
        absent=["KR-22 only", "KR-22 and", "KR-22, KR-37V"],
        present=["KR-37V and KR-45 only"],
    )
    U(
        "safety valve set pressure KR-45",
        KR,
        "unans_attribute_missing",
        absent=["safety valve set", "opens at", "set pressure", "safety valve setting"],
        present=["safety valve"],
    )
    U(
        "At what oil temperature does the thermostatic valve start opening on a KR-30?",
        KR,
        "unans_attribute_missing",
        absent=["opening temperature", "opens at", "starts to open"],
        present=["thermostatic valve"],
    )
    U(
        "KR oil filter tightening torque in Nm",
        KR,
        "unans_attribute_missing",
        absent=["oil filter to", "filter to ", "oil filter torque"],
        present=["3/4 turn"],
    )
    U(
        "rating of the DC bus fuses in the KR-37V drive",
        KR,
        "unans_attribute_missing",
        absent=["DC bus fuse rating", "DC bus fuses ("],
        present=["DC bus fuses"],
    )
    U(
        "How often should the thermostatic valve element be replaced on KR units?",
        KR,
        "unans_attribute_missing",
        absent=["Replace thermostatic valve", "thermostatic valve element |"],
        present=["thermostatic valve element"],
    )
    U("separator cover torque for the KR-45", KR, "unans_before_revision", absent=["KR-45"], as_of="2023-05-01")
    U(
        "Y1 coil voltage on a KR-22?",
        KR,
        "unans_wrong_model",
        absent=["KR-22 units", "KR-22: inlet"],
        present=["24 V DC coil"],
    )
    U("kr-45 vsd speed range", KR, "unans_na_cell", absent=["KR-45 VSD", "KR-45 speed"], present=["N/A"])
    U("oil filter p/n KR45", KR, "unans_before_revision", absent=["KP-2240-03", "KR-45"], as_of="2022-11-01")
    U(
        "What is the heater power of the KR frost protection kit?",
        KR,
        "unans_attribute_missing",
        absent=["heater", " W heating"],
        present=["frost protection kit"],
    )

    # ------------------------------------------------------------------
    # Vantor Aquila technical service manual
    # ------------------------------------------------------------------
    A("flow range IP-310", AQ, 2, "0.1-1200 mL/h", "table_lookup")
    A("max rate on the IP300P", AQ, 2, "0.5-500 mL/h", "table_lookup")
    A("volume accuracy spec for the ip-310?", AQ, 2, "±3 %", "table_lookup")
    A("KVO rate on an IP-300 P", AQ, 2, "0.5 mL/h", "table_lookup")
    A("What is the occlusion alarm limit on the high setting for the IP-300P?", AQ, 2, "750 mmHg", "table_lookup")
    A("IP-310 occlusion setting M?", AQ, 2, "600 mmHg", "table_lookup")
    A("smallest single air bubble the ip 310 will alarm on", AQ, 2, "20 µL", "limit")
    A("IP310 battery run time at 25 ml/h", AQ, 2, "7.5 h", "table_lookup")
    A("which fuses go in the IP-310 mains inlet", AQ, 2, "T2AL", "table_lookup")
    A("how much does an IP-300P weigh without the pole clamp", AQ, 2, "2.2 kg", "table_lookup")
    A("E.04.2?", AQ, 3, "Air-in-line detector signal drift", "code_meaning")
    A("Aquila showing E.02.3 - what does that mean?", AQ, 3, "Motor encoder count mismatch", "code_meaning")
    A("aquila e.05.3 what to do", AQ, 3, "Remove pump from service", "code_remedy")
    A("Pump gives E.05.1, which connector should I check first?", AQ, 3, "battery connector J9", "code_remedy")
    A("E.08.1 on an IP-310, fix?", AQ, 3, "Reseat the inter-channel ribbon cable", "code_remedy")
    A("What do I clean the air detector channel with for E.04.2?", AQ, 3, "70 % isopropyl alcohol", "code_remedy")
    A("PM interval for Aquila pumps", AQ, 4, "4000 pumping hours", "interval")
    A(
        "how often do we have to swap the batteries in the Aquila pumps even if they test fine",
        AQ,
        4,
        "36 months",
        "interval",
    )
    A(
        "What pressure do I apply for the span step when calibrating the downstream sensor?",
        AQ,
        4,
        "800 mmHg",
        "procedure_step",
    )
    A("tolerance at the 400 mmHg verification point", AQ, 4, "±12 mmHg", "limit")
    A("downstream sensor cal: what's next after confirming the zero point?", AQ, 4, "Close the vent", "procedure_step")
    A("vol accuracy test pass range for an IP-310 channel", AQ, 4, "58.2-61.8 mL", "limit")
    A("rear housing screw torque on the aquila", AQ, 4, "0.8 Nm", "torque")
    A("We have an IP-300 with battery VM-5510 - what's the part number to order now?", AQ, 5, "VM-5520", "part_number")

    U("E.05.2 on an IP-300, meaning?", AQ, "unans_code_missing", absent=["E.05.2"], present=["E.05.1", "E.05.3"])
    U("Aquila error E.09.1", AQ, "unans_code_missing", absent=["E.09.1"], present=["E.09.x"])
    U(
        "PCA bolus volume range on the IP-310",
        AQ,
        "unans_na_cell",
        absent=["IP-310 PCA"],
        present=["PCA bolus volume", "N/A"],
    )
    U("max flow rate of the Aquila IP-320", AQ, "unans_nonexistent", absent=["IP-320"])
    U(
        "IP-300 battery run time when infusing at 100 mL/h?",
        AQ,
        "unans_wrong_condition",
        absent=["100 mL/h"],
        present=["infusing at 25 mL/h"],
    )
    U(
        "torque for the pole clamp screw",
        AQ,
        "unans_attribute_missing",
        absent=["Pole clamp screw", "clamp screw"],
        present=["Pole clamp"],
    )
    U(
        "weight of an IP-300 with the pole clamp fitted",
        AQ,
        "unans_wrong_condition",
        absent=["with pole clamp", "including pole clamp"],
        present=["without pole clamp"],
    )
    U(
        "span pressure for calibrating the UPSTREAM pressure sensor",
        AQ,
        "unans_attribute_missing",
        absent=["PRESSURE > UPSTREAM", "upstream sensor calibration", "upstream pressure sensor calibration"],
        present=["Upstream pressure sensor"],
    )
    U(
        "part number of the upstream pressure sensor",
        AQ,
        "unans_attribute_missing",
        absent=["upstream sensor VM-", "Upstream pressure sensor assembly", "Upstream pressure sensor |"],
        present=["upstream sensor"],
    )
    U(
        "cumulative air-in-line limit for the IP-300",
        AQ,
        "unans_attribute_missing",
        absent=["cumulative"],
        present=["single bubble"],
    )
    U(
        "P/N for the IP-310 mains fuses",
        AQ,
        "unans_wrong_model",
        absent=["VM-9020", "T2AL (pack"],
        present=["T2AL", "Mains fuse T1.6AL"],
    )
    U(
        "protective earth resistance limit for the Aquila safety test",
        AQ,
        "unans_attribute_missing",
        absent=["earth resistance", "protective earth"],
        present=["leakage current"],
    )
    U("E.02.2 aquila", AQ, "unans_code_missing", absent=["E.02.2"], present=["E.02.1", "E.02.3"])
    U(
        "max operating altitude for the Aquila pump",
        AQ,
        "unans_attribute_missing",
        absent=["altitude", "hPa"],
        present=["Environmental limits"],
    )
    U(
        "KVO rate of the IP-310 on firmware 3.x?",
        AQ,
        "unans_wrong_condition",
        absent=["firmware 3.x:", "3.x KVO"],
        present=["firmware 3.x refer to Edition 3"],
    )

    # ------------------------------------------------------------------
    # Thermaline CombiMaster
    # ------------------------------------------------------------------
    A(
        "what side clearance do I leave on the left of a combimaster so service can get at it",
        CM,
        1,
        "500 mm recommended",
        "lookup",
    )
    A("how far from the fryer does the CM oven have to be", CM, 1, "350 mm", "limit")
    A("water pressure range for the combimaster", CM, 1, "150-600 kPa", "limit")
    A("Water hardness spec for the CombiMaster steamers?", CM, 1, "4-7 °dH", "limit")
    A("open drain air gap cm-101", CM, 1, "20 mm", "limit")
    A("fuse for a CM-101", CM, 2, "32 A", "table_lookup")
    A("What cable does a CM 201 need?", CM, 2, "5 x 16 mm2", "table_lookup")
    A("gas heat input CM-101 G", CM, 2, "21 kW", "table_lookup")
    A("propane supply pressure CM101G", CM, 2, "37 mbar", "table_lookup")
    A("how heavy is the CM-201", CM, 2, "268 kg", "table_lookup")
    A("What type of RCD does a combimaster need?", CM, 2, "type B, 30 mA", "lookup")
    A("Kit needed to convert a CM-101G to propane?", CM, 2, "TL-GK31", "part_number")
    A("Err 7 on a CM-061 - what part do I replace if it keeps coming back?", CM, 3, "TL-40217", "code_remedy")
    A("what does Err 7 mean on the combi", CM, 3, "minimum water level within 6 minutes", "code_meaning")
    A("err 5 - where's the reset button?", CM, 3, "behind the lower left side panel", "code_remedy")
    A("Err 12: what winding resistance should the fan motor show?", CM, 3, "28 ohm", "code_remedy")
    A("err 31 ignition electrode gap", CM, 3, "3-4 mm", "code_remedy")
    A("Err 34 CM-101G, what's the ionisation current threshold", CM, 3, "1.5 µA", "code_meaning")
    A("how much DS-200 goes into a CM-101G when descaling", CM, 4, "2.5 L", "consumable")
    A("how long does the descaling program run", CM, 4, "70 minutes", "procedure_step")
    A("Descaling: what's step 3?", CM, 4, "Remove the descaler filler cap", "procedure_step")
    A("fan wheel nut torque, combi oven", CM, 4, "25 Nm", "torque")

    U("Err 8 on a CM-101", CM, "unans_code_missing", absent=["Err 8"], present=["Err 7", "Err 9"])
    U("CM-101G showing Err 33", CM, "unans_code_missing", absent=["Err 33"], present=["Err 31", "Err 34"])
    U("gas heat input CM-101", CM, "unans_na_cell", absent=["CM-101 gas"], present=["Nominal gas heat input"])
    U(
        "steam generator power rating of the CM-101G",
        CM,
        "unans_na_cell",
        absent=["CM-101G steam"],
        present=["Steam generator power"],
    )
    U("fuse size for the CM-151", CM, "unans_nonexistent", absent=["CM-151"])
    U(
        "Nozzle diameter for propane on the CM-101G?",
        CM,
        "unans_attribute_missing",
        absent=["nozzle diameter", "mm nozzle", "Ø"],
        present=["nozzle kit"],
    )
    U(
        "part number of the core temp probe B4",
        CM,
        "unans_attribute_missing",
        absent=["TL-31004"],
        present=["core temperature probe B4"],
    )
    U(
        "how often should the door gasket be replaced on a CombiMaster",
        CM,
        "unans_attribute_missing",
        absent=["Replace door gasket", "replace the door gasket every"],
        present=["door gasket"],
    )
    U(
        "can I feed the combi with hot water, max inlet temp?",
        CM,
        "unans_wrong_condition",
        absent=["hot water", "max. inlet temperature"],
        present=["cold drinking water"],
    )
    U("gas supply pressure for G25 on the CM-101G", CM, "unans_wrong_condition", absent=["G25"], present=["G20 / G31"])
    U(
        "natural gas consumption of the CM-101G in m3/h",
        CM,
        "unans_attribute_missing",
        absent=["m3/h"],
        present=["Nominal gas heat input"],
    )
    U(
        "max waste water temperature at the CM drain",
        CM,
        "unans_attribute_missing",
        absent=["drain temperature", "waste water temperature"],
        present=["DN 50"],
    )
    U("descaler amount for a CM-081", CM, "unans_nonexistent", absent=["CM-081"])
    U(
        "what torque for the descaler filler cap on the side panel?",
        CM,
        "unans_attribute_missing",
        absent=["cap to", "filler cap torque", "cap: "],
        present=["descaler filler cap"],
    )

    # ------------------------------------------------------------------
    # Laborex Centra user manual
    # ------------------------------------------------------------------
    A("temp range centra 16R", CE, 1, "-20 to +40 °C", "table_lookup")
    A("Centra 14 power draw", CE, 1, "380 W", "table_lookup")
    A("what does the 16R weigh without a rotor", CE, 1, "71 kg", "table_lookup")
    A("max RCF with the F-12x5 rotor", CE, 2, "25,830 x g", "table_lookup")
    A("when does an S-4x100 rotor have to be retired?", CE, 2, "20,000 cycles or 10 years", "limit")
    A("How much can opposing tubes differ in weight?", CE, 2, "0.5 g", "limit")
    A("what speed does FAST TEMP pre-cooling run the rotor at", CE, 2, "2,000 rpm", "procedure_step")
    A("emergency lid release on the centra: which way do I turn the key", CE, 2, "counter-clockwise", "procedure_step")
    A("Alarm code 0x1F on a Centra 16R?", CE, 3, "exceeded the rotor limit", "code_meaning")
    A("centrifuge shows alarm code 0x04", CE, 3, "imbalance detected", "code_meaning")
    A("0x22 on our 14R, what do I do", CE, 3, "Clean the condenser grille", "code_remedy")
    A("can I autoclave the rotor lids, at what conditions", CE, 3, "121 °C for 20 min", "lookup")
    A("lid gas spring part number centra", CE, 3, "LX-3370", "part_number")
    A("0x08 - how long should it cool before restarting?", CE, 3, "30 min", "code_remedy")
    A("ventilation clearance around a Centra", CE, 3, "300 mm", "limit")

    U(
        "temperature range of the Centra 14",
        CE,
        "unans_na_cell",
        absent=["Centra 14 temperature"],
        present=["Temperature range", "N/A"],
    )
    U("alarm code 0x20 centra", CE, "unans_code_missing", absent=["0x20"], present=["0x1F", "0x22"])
    U("Centra shows Alarm code: 0x1E", CE, "unans_code_missing", absent=["0x1E"], present=["0x1F"])
    U("max speed of the Centra 18R", CE, "unans_nonexistent", absent=["18R"])
    U(
        "max speed of the S-4x100 swing-out rotor in a Centra 14R",
        CE,
        "unans_wrong_model",
        absent=["S-4x100 (Centra 14R)", "S-4x100 in the Centra 14R"],
        present=["S-4x100"],
    )
    U(
        "refrigerant charge Centra 16R",
        CE,
        "unans_attribute_missing",
        absent=["refrigerant", "R-134a", "R-452"],
        present=["condenser grille"],
    )
    U(
        "how often do the lid gas springs have to be replaced",
        CE,
        "unans_attribute_missing",
        absent=["replace the gas springs every", "gas spring replacement interval"],
        present=["lid gas springs"],
    )
    U(
        "noise level of the 16R at 4,000 rpm",
        CE,
        "unans_wrong_condition",
        absent=["at 4,000 rpm"],
        present=["at maximum speed"],
    )

    # ------------------------------------------------------------------
    # Nordvik NCX firmware release notes (.docx)
    # ------------------------------------------------------------------
    A("new anti-freeze default in ncx fw 3.2.1?", NX, 1, "2.5 °C", "lookup")
    A("what is alarm A-12 on an NCX chiller", NX, 1, "evaporator flow switch open", "code_meaning")
    A("minimum compressor off time after updating to 3.2.0", NX, 1, "240 s", "lookup")
    A("bootloader needed for NCX firmware 3.2.0", NX, 1, "boot loader 1.6", "lookup")
    A("which USB port do I use for the NCX firmware upgrade", NX, 1, "X14", "procedure_step")
    A("how long does the NCX firmware upgrade take", NX, 1, "6 minutes", "procedure_step")
    A("NCX upgrade: stick is in, what am I waiting for?", NX, 1, "steady green", "procedure_step")
    A("A-17 - which chiller model does that alarm apply to?", NX, 1, "NCX-80H only", "lookup")

    U("NCX alarm A-14", NX, "unans_code_missing", absent=["A-14"], present=["A-12", "A-17"])
    U("release date of NCX fw 3.3.0", NX, "unans_nonexistent", absent=["3.3.0"])
    U("what changed in ncx 3.1.3", NX, "unans_nonexistent", absent=["3.1.3"], present=["3.1.4"])
    U("is fw 3.2.1 approved for the NCX-100?", NX, "unans_nonexistent", absent=["NCX-100"])
    U(
        "A-03 anti-freeze trip point on entering water temp",
        NX,
        "unans_wrong_condition",
        absent=["entering water"],
        present=["leaving water"],
    )
    U(
        "which Modbus register shows leaving water temperature on the NCX",
        NX,
        "unans_attribute_missing",
        absent=["Modbus", "register"],
        present=["leaving water"],
    )

    # ------------------------------------------------------------------
    # Bulletins with applicability filters
    # ------------------------------------------------------------------
    A(
        "New MPV spring part number per SB-KR-024?",
        SB,
        1,
        "KP-5151-20",
        "bulletin",
        product="KR",
        variant="KR-30",
        serial=30712,
    )
    A("mpv cap torque after the spring swap", SB, 1, "85 Nm", "bulletin", product="KR", variant="KR-37V", serial=37215)
    A(
        "By when does SB-KR-024 have to be done on this unit?",
        SB,
        1,
        "500 operating hours",
        "bulletin",
        product="KR",
        variant="KR-30",
        serial=30999,
    )
    A(
        "what opening pressure should the MPV show after fitting the new spring",
        SB,
        1,
        "4.5 bar",
        "bulletin",
        product="KR",
        variant="KR-37V",
        serial=37100,
    )
    A(
        "warranty claim code for the MPV spring bulletin",
        SB,
        1,
        "W-24-07",
        "bulletin",
        product="KR",
        variant="KR-37V",
        serial=37380,
    )
    A(
        "how do we mark a compressor once the spring bulletin is done",
        SB,
        1,
        "yellow paint dot",
        "bulletin",
        product="KR",
        variant="KR-30",
        serial=30800,
    )
    A("o-ring p/n for SB-KR-024", SB, 1, "KP-0042-3", "bulletin", product="KR", variant="KR-37V", serial=37290)

    U(
        "Does the MPV spring bulletin apply, and what spring do I fit?",
        SB,
        "unans_bulletin_variant",
        absent=["22510"],
        product="KR",
        variant="KR-22",
        serial=22510,
    )
    U(
        "SB-KR-024 spring P/N for this KR-30",
        SB,
        "unans_bulletin_serial",
        absent=["31250"],
        product="KR",
        variant="KR-30",
        serial=31250,
    )
    U(
        "MPV cap torque per the spring bulletin",
        SB,
        "unans_bulletin_serial",
        absent=["37050"],
        product="KR",
        variant="KR-37V",
        serial=37050,
    )
    U(
        "labour allowance for SB-KR-024 on our KR-45",
        SB,
        "unans_bulletin_variant",
        absent=["45020"],
        product="KR",
        variant="KR-45",
        serial=45020,
    )
    U(
        "What material is the O-ring in the SB-KR-024 kit?",
        SB,
        "unans_attribute_missing",
        absent=["NBR", "FKM", "Viton"],
        present=["O-ring 42 x 3"],
        product="KR",
        variant="KR-30",
        serial=30600,
    )

    A(
        "max battery pack thickness before it must be replaced (FN-2024-011)",
        FN,
        1,
        "21.5 mm",
        "bulletin",
        product="Aquila",
        variant="IP-300P",
        serial=72450,
    )
    A(
        "which firmware do we load for the battery field notice",
        FN,
        1,
        "4.1.3",
        "bulletin",
        product="Aquila",
        variant="IP-310",
        serial=73001,
    )
    A(
        "replacement battery for this pump per the field notice",
        FN,
        1,
        "VM-5530 rev. C",
        "bulletin",
        product="Aquila",
        variant="IP-310",
        serial=72010,
    )
    A("deadline for FN-2024-011", FN, 1, "2024-09-30", "bulletin", product="Aquila", variant="IP-300P", serial=73499)
    A(
        "how long do we have to send back the reply form",
        FN,
        1,
        "30 days",
        "bulletin",
        product="Aquila",
        variant="IP-300P",
        serial=72000,
    )
    A(
        "swollen battery VM-5510, what do I replace it with",
        FN,
        1,
        "VM-5520",
        "bulletin",
        product="Aquila",
        variant="IP-300P",
        serial=72888,
    )

    U(
        "Is our pump affected by the battery swelling notice and what's the thickness limit?",
        FN,
        "unans_bulletin_variant",
        absent=["72100"],
        product="Aquila",
        variant="IP-300",
        serial=72100,
    )
    U(
        "battery thickness limit per FN-2024-011",
        FN,
        "unans_bulletin_serial",
        absent=["73600"],
        product="Aquila",
        variant="IP-300P",
        serial=73600,
    )
    U(
        "firmware to install for the battery notice",
        FN,
        "unans_bulletin_serial",
        absent=["71999"],
        product="Aquila",
        variant="IP-310",
        serial=71999,
    )
    U(
        "Above what storage temperature do the battery packs swell?",
        FN,
        "unans_attribute_missing",
        absent=["°C", "deg"],
        present=["elevated temperature"],
        product="Aquila",
        variant="IP-310",
        serial=72500,
    )

    A(
        "until the actuator is replaced, what's the lowest temp we may set",
        FS,
        1,
        "+2 °C",
        "bulletin",
        product="Centra",
        variant="Centra 16R",
        serial=1420555,
    )
    A(
        "new lid lock actuator P/N",
        FS,
        1,
        "LX-6620-B",
        "bulletin",
        product="Centra",
        variant="Centra 14R",
        serial=1421850,
    )
    A(
        "how long is the centrifuge out of action for the actuator swap",
        FS,
        1,
        "45 minutes",
        "bulletin",
        product="Centra",
        variant="Centra 16R",
        serial=1421000,
    )
    A(
        "FSN-LX-23-02 completion deadline",
        FS,
        1,
        "2023-12-31",
        "bulletin",
        product="Centra",
        variant="Centra 14R",
        serial=1420100,
    )
    A(
        "what label goes on the unit after the lid lock fix",
        FS,
        1,
        "FSN-2302",
        "bulletin",
        product="Centra",
        variant="Centra 16R",
        serial=1421200,
    )

    U(
        "lid lock field notice: what actuator do we need?",
        FS,
        "unans_bulletin_variant",
        absent=["1420200"],
        product="Centra",
        variant="Centra 14",
        serial=1420200,
    )
    U(
        "interim minimum chamber temperature per FSN-LX-23-02",
        FS,
        "unans_bulletin_serial",
        absent=["1422001"],
        product="Centra",
        variant="Centra 16R",
        serial=1422001,
    )
    U(
        "new lid lock actuator part number",
        FS,
        "unans_bulletin_serial",
        absent=["1420099"],
        product="Centra",
        variant="Centra 14R",
        serial=1420099,
    )
    U(
        "torque for the lid lock actuator screws",
        FS,
        "unans_attribute_missing",
        absent=["Nm", "torque"],
        present=["lid lock actuator"],
        product="Centra",
        variant="Centra 16R",
        serial=1420700,
    )

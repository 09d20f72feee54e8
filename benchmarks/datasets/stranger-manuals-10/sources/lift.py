"""Veltrane LC-400 lift controller manual, three revisions (invented).

Every name, number and value in this module is invented for the benchmark.
Text must stay within latin-1 because the PDFs use a core font.
"""

KEY = "VLS-LC400-IM"
PRODUCT = "Veltrane LC-400 lift controller"
VARIANTS = ["LC-400T", "LC-400H"]

REVISIONS = {
    "A": {
        "file": "veltrane-lc400-manual-revA.pdf",
        "version": "Rev A",
        "effective_from": "2019-03-01",
        "effective_to": "2020-08-31",
        "recorded_at": "2019-03-04T00:00:00Z",
        "dwell": "3.0",
        "relevel": "10",
        "overspeed": "115",
        "brake_v": "180 V DC",
        "max_floors": "16",
        "amb_max": "+40 °C",
        "lining_int": "every 3 months",
        "chain_int": "every 12 months",
        "battery_int": "every 3 years",
        "f27_remedy": "Allow 20 min cool-down, then check motor ventilation",
        "f27_meaning": "Motor thermistor over-temperature",
        "brake_torque": "24",
        "air_gap": "0.30 to 0.50 mm",
        "has_f44": False,
        "history": [
            ("Rev A", "2019-03-01", "First issue."),
        ],
    },
    "B": {
        "file": "veltrane-lc400-manual-revB.pdf",
        "version": "Rev B",
        "effective_from": "2020-09-01",
        "effective_to": "2022-05-15",
        "recorded_at": "2020-09-02T00:00:00Z",
        "dwell": "4.0",
        "relevel": "6",
        "overspeed": "115",
        "brake_v": "180 V DC",
        "max_floors": "24",
        "amb_max": "+45 °C",
        "lining_int": "every 3 months",
        "chain_int": "every 6 months",
        "battery_int": "every 4 years",
        "f27_remedy": "Allow 20 min cool-down, then check motor ventilation",
        "f27_meaning": "Motor thermistor over-temperature",
        "brake_torque": "24",
        "air_gap": "0.30 to 0.50 mm",
        "has_f44": True,
        "history": [
            ("Rev A", "2019-03-01", "First issue."),
            (
                "Rev B",
                "2020-09-01",
                "Firmware 2.x: floors served extended, door dwell and "
                "re-levelling defaults changed, rescue battery monitoring "
                "(fault F44) added, maintenance intervals revised.",
            ),
        ],
    },
    "C": {
        "file": "veltrane-lc400-manual-revC.pdf",
        "version": "Rev C",
        "effective_from": "2022-05-16",
        "effective_to": None,
        "recorded_at": "2022-05-18T00:00:00Z",
        "dwell": "4.5",
        "relevel": "6",
        "overspeed": "112",
        "brake_v": "205 V DC",
        "max_floors": "24",
        "amb_max": "+45 °C",
        "lining_int": "every 2 months",
        "chain_int": "every 6 months",
        "battery_int": "every 4 years",
        "f27_remedy": "Allow 30 min cool-down; check cabinet fan and motor fan",
        "f27_meaning": "Motor or brake coil thermistor over-temperature",
        "brake_torque": "26",
        "air_gap": "0.25 to 0.45 mm",
        "has_f44": True,
        "history": [
            ("Rev A", "2019-03-01", "First issue."),
            (
                "Rev B",
                "2020-09-01",
                "Firmware 2.x: floors served extended, door dwell and "
                "re-levelling defaults changed, rescue battery monitoring "
                "(fault F44) added, maintenance intervals revised.",
            ),
            (
                "Rev C",
                "2022-05-16",
                "New brake rectifier board VB-7: brake supply, air gap and "
                "magnet bolt torque changed. Overspeed default lowered. "
                "F27 extended to the brake coil thermistor.",
            ),
        ],
    },
}


def _pages(r):
    rev = r["version"]
    p1 = [
        ("title", "Veltrane LC-400 Lift Controller"),
        ("subtitle", "Installation, Commissioning and Service Manual"),
        ("p", f"Document {KEY}, {rev}. Effective from {r['effective_from']}."),
        (
            "p",
            "Applies to LC-400T controller cabinets (traction lifts with "
            "variable-frequency drive) and LC-400H controller cabinets "
            "(hydraulic lifts with soft-start pump motor).",
        ),
        (
            "p",
            "Veltrane Lift Systems Ltd, Unit 14 Carrow Park, Dunmere. "
            "Technical support line +44 1632 960 418 (weekdays 07:30 to 18:00).",
        ),
        ("h2", "Revision record"),
        (
            "table",
            (25, 30, 125),
            [("Revision", "Date", "Summary of change"), *r["history"]],
        ),
        (
            "small",
            "Only the revision in force may be used for commissioning. Earlier "
            "revisions remain valid for reference on units commissioned while "
            "they were in force.",
        ),
    ]
    p2 = [
        ("h1", "Contents"),
        (
            "table",
            (20, 130, 30),
            [
                ("Section", "Title", "Page"),
                ("1", "Safety and scope", "2"),
                ("2", "Technical data", "3"),
                ("3", "Commissioning parameters", "4"),
                ("4", "Periodic maintenance", "5"),
                ("5", "Fault codes", "6"),
                ("6", "Procedures and tightening torques", "7"),
            ],
        ),
        ("h1", "1 Safety and scope"),
        (
            "p",
            "Work on the controller shall be carried out only by lift "
            "technicians who have been trained on the LC-400 series. The main "
            "switch must be opened and locked before any cover is removed. The "
            "DC bus capacitors of the LC-400T drive stay charged after "
            "switch-off; wait until the bus LED is dark and measure before "
            "touching any terminal.",
        ),
        (
            "p",
            "The controller does not replace the mechanical overspeed governor, "
            "the safety gear or the buffers. The settings in section 3 are "
            "monitoring functions of the controller only.",
        ),
        (
            "p",
            "Never bridge the safety chain to move the car in normal mode. "
            "Temporary bridging is permitted only with the inspection "
            "bridge plug VB-IB, and only in inspection mode.",
        ),
    ]
    p3 = [
        ("h1", "2 Technical data"),
        (
            "table",
            (70, 55, 55),
            [
                ("Item", "LC-400T", "LC-400H"),
                ("Mains supply", "400 V 3~ 50/60 Hz", "400 V 3~ 50/60 Hz"),
                ("Permitted supply tolerance", "±10 %", "±10 %"),
                ("Control circuit voltage", "24 V DC", "24 V DC"),
                ("Safety chain voltage", "110 V AC", "110 V AC"),
                ("Brake supply voltage", r["brake_v"], "not applicable"),
                ("Valve coil supply", "not applicable", "48 V DC"),
                ("Maximum floors served (a)", r["max_floors"], "8"),
                ("Maximum rated speed", "2.5 m/s", "1.0 m/s"),
                ("Motor power range", "4 to 37 kW", "5.5 to 45 kW"),
                ("Ambient temperature, min", "+5 °C", "+5 °C"),
                ("Ambient temperature, max", r["amb_max"], r["amb_max"]),
                ("Relative humidity", "max. 95 %", "max. 95 %"),
                ("Enclosure protection", "IP54", "IP54"),
                ("Cabinet size H x W x D", "1200 x 600 x 300 mm", "1000 x 600 x 300 mm"),
                ("Cabinet weight (b)", "68 kg", "55 kg"),
            ],
        ),
        (
            "small",
            "(a) For the LC-400H the limit of 8 floors is set by the valve block "
            "wiring, not by the controller software.",
        ),
        (
            "small",
            "(b) LC-400T weight includes the integrated 22 kW inverter. Inverters "
            "above 22 kW are wall-mounted next to the cabinet and are not included.",
        ),
        (
            "p",
            "The cabinet must be installed in the machine room or, for "
            "machine-room-less lifts, in the landing control panel frame VB-LF. "
            "Keep 600 mm free space in front of the cabinet door.",
        ),
    ]
    p4 = [
        ("h1", "3 Commissioning parameters"),
        (
            "p",
            "Parameters are set from the service tool menu SET. The default "
            "values below are loaded after a factory reset (menu SET-99).",
        ),
        (
            "table",
            (16, 70, 24, 34, 36),
            [
                ("No.", "Parameter", "Default", "Range", "Unit"),
                ("P01", "Rated speed", "1.00", "0.10 to 2.50", "m/s"),
                ("P04", "Acceleration", "0.60", "0.20 to 1.20", "m/s²"),
                ("P05", "Jerk", "0.90", "0.30 to 2.00", "m/s³"),
                ("P07", "Door dwell time, landing call", r["dwell"], "2.0 to 12.0", "s"),
                ("P08", "Door dwell time, car call", "2.0", "1.0 to 10.0", "s"),
                ("P11", "Re-levelling tolerance", r["relevel"], "3 to 15", "mm"),
                ("P14", "Overspeed trip threshold", r["overspeed"], "105 to 120", "% of P01"),
                ("P18", "Motor overload time", "30", "10 to 60", "s"),
                ("P21", "Parking floor", "0", "0 to 23", "floor"),
                ("P25", "Fire recall floor", "0", "0 to 23", "floor"),
                ("P30", "Brake lift delay", "250", "100 to 800", "ms"),
            ],
        ),
        ("h2", "3.2 Notes on the parameters"),
        (
            "p",
            "P14 is a supervision of the encoder speed by the controller. It "
            "acts before the mechanical governor and opens the safety chain "
            "when exceeded, giving fault F31. It must always be set below the "
            "tripping speed of the governor.",
        ),
        (
            "p",
            "P11 defines how far the car may sink or rise at a landing before re-levelling starts with the doors open.",
        ),
    ]
    p5 = [
        ("h1", "4 Periodic maintenance"),
        (
            "table",
            (95, 40, 45),
            [
                ("Task", "Interval", "Remark"),
                ("Visual check of cabinet, fans, wiring", "every 3 months", ""),
                ("Brake lining wear check (LC-400T)", r["lining_int"], "min. lining 4.0 mm"),
                ("Safety chain functional test", r["chain_int"], "record in log"),
                ("Rescue battery replacement", r["battery_int"], "2 x 12 V 7 Ah"),
                ("Cabinet air filter mat replacement", "every 6 months", "VB-FM60"),
                ("Main contactor contact inspection", "every 12 months", "or 250 000 starts"),
                ("Oil temperature sensor check (LC-400H)", "every 12 months", ""),
                ("Encoder cable and shaft information check", "every 12 months", ""),
            ],
        ),
        (
            "small",
            "Intervals assume up to 180 starts per hour. Installations with "
            "higher start rates must follow the interval for the next shorter "
            "step in the table.",
        ),
        (
            "p",
            "Record every maintenance task in the lift logbook with the date, "
            "the reading taken where applicable and the technician's name.",
        ),
    ]
    faults = [
        ("Code", "Meaning", "Remedy"),
        ("F09", "Phase loss or wrong phase sequence", "Check L1 to L3 at main switch; swap two phases"),
        ("F12", "Car door contact open", "Check car door contact and wiring; close door fully"),
        ("F15", "Landing door lock not made within 15 s", "Adjust lock rollers and lock engagement"),
        ("F21", "Inverter not ready", "Check inverter supply and DC bus; read inverter log"),
        ("F27", r["f27_meaning"], r["f27_remedy"]),
        ("F31", "Overspeed detected by controller", "Check encoder mounting and P14; inspect governor"),
        ("F38", "Re-levelling failed three times", "Check brake (T) or down valve (H); check P11"),
    ]
    if r["has_f44"]:
        faults.append(("F44", "Rescue battery voltage below 22.0 V", "Charge or replace battery; check fuse F7"))
    p6 = [
        ("h1", "5 Fault codes"),
        (
            "p",
            "Faults are shown on the cabinet display and stored in the log "
            "(last 64 entries). Faults marked by a flashing display block "
            "normal operation until reset with the RESET key.",
        ),
        ("table", (16, 72, 92), faults),
        (
            "small",
            "The log is erased by a factory reset. Read the log out with the service tool before resetting.",
        ),
    ]
    p7 = [
        ("h1", "6 Procedures and tightening torques"),
        ("h2", "6.1 Brake air gap adjustment (LC-400T)"),
        (
            "steps",
            [
                "Park the empty car at the top landing and switch the controller to inspection mode.",
                "Open the main switch and lock it off.",
                "Remove the brake dust cover.",
                "Measure the air gap with a feeler gauge at three points 120° apart.",
                f"If the gap is outside {r['air_gap']}, loosen the lock nuts and turn the adjusting screws evenly.",
                "Tighten the lock nuts to the torque in table 6-1 and measure the gap again.",
                "Refit the cover, close the main switch and make ten trips in inspection mode.",
            ],
        ),
        ("h2", "6.2 Manual rescue (LC-400T)"),
        (
            "steps",
            [
                "Confirm that no person is in the shaft and tell the passengers what will happen.",
                "Open the main switch; the rescue battery keeps the car display lit.",
                "Press and hold the RESCUE button; the brake opens in short pulses.",
                "Watch the speed display; release the button if it shows more than 0.3 m/s.",
                "Stop when the green zone lamp lights and open the doors by hand.",
            ],
        ),
        ("h2", "Table 6-1 Tightening torques"),
        (
            "table",
            (110, 70),
            [
                ("Fastener", "Torque"),
                ("Brake magnet fixing bolts M10", f"{r['brake_torque']} N·m"),
                ("Brake adjusting screw lock nuts M8", "18 N·m"),
                ("Mains terminals L1 to L3", "2.5 N·m"),
                ("Earth stud M6", "6.0 N·m"),
                ("Inverter DC bus terminals M5", "3.0 N·m"),
            ],
        ),
    ]
    return [p1, p2, p3, p4, p5, p6, p7]


def documents():
    docs = []
    for code in ("A", "B", "C"):
        r = REVISIONS[code]
        docs.append(
            {
                "file": r["file"],
                "format": "pdf",
                "header": f"Veltrane LC-400 Lift Controller - {KEY} {r['version']}",
                "pages": _pages(r),
                "meta": {
                    "document": KEY,
                    "version": r["version"],
                    "effective_from": r["effective_from"],
                    "effective_to": r["effective_to"],
                    "recorded_at": r["recorded_at"],
                    "applicability": {"product": PRODUCT, "variants": list(VARIANTS)},
                },
            }
        )
    return docs

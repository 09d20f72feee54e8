"""Harrowgate HGD diesel generator sets: service manual and a service bulletin.

Everything here is invented for the benchmark. Latin-1 text only (PDF core font).
"""

PRODUCT = "Harrowgate HGD diesel generator set"
MANUAL_KEY = "HPS-HGD-SM"
SB_KEY = "HPS-SB-2023-014"


def _manual_pages():
    cover = [
        ("title", "Harrowgate HGD Series Diesel Generating Sets"),
        ("subtitle", "Operation and Service Manual - HGD-60, HGD-80, HGD-100, HGD-125"),
        ("p", f"Document {MANUAL_KEY}, Rev D, effective 2021-06-01. Supersedes Rev C."),
        (
            "p",
            "Harrowgate Power Systems, Brindle Works, Oxhey Lane, Calderbridge. "
            "Service hotline +44 1632 960 771. Parts desk +44 1632 960 772.",
        ),
        (
            "p",
            "The serial number is on the rating plate on the control panel "
            "door. It consists of the letters HG followed by seven figures, "
            "for example HG2104500. Quote it with every parts order.",
        ),
        (
            "small",
            "This manual covers sets with the HGC-7 controller. Sets fitted with "
            "the earlier HGC-5 controller use manual HPS-HGD-SM Rev B.",
        ),
    ]
    contents = [
        ("h1", "Contents"),
        (
            "table",
            (20, 130, 30),
            [
                ("Section", "Title", "Page"),
                ("1", "Safety", "2"),
                ("2", "Technical data", "3"),
                ("3", "Operating limits and protection settings", "4"),
                ("4", "Maintenance schedule", "5"),
                ("5", "Alarm and shutdown codes (HGC-7)", "6"),
                ("6", "Service procedures", "7"),
                ("7", "Tightening torques", "8"),
                ("8", "Spare parts", "9"),
            ],
        ),
        ("h1", "1 Safety"),
        (
            "p",
            "Before any work, set the controller to OFF, remove the start key "
            "and isolate the starter battery negative lead. Automatic start "
            "from a remote signal is possible while the controller is in AUTO.",
        ),
        (
            "p",
            "Do not open the radiator cap while the engine is hot. Exhaust gas "
            "contains carbon monoxide; never run the set indoors without an "
            "exhaust pipe to open air.",
        ),
        (
            "p",
            "Alternator terminals carry lethal voltage whenever the engine turns, including during cranking tests.",
        ),
    ]
    tech = [
        ("h1", "2 Technical data"),
        (
            "table",
            (64, 29, 29, 29, 29),
            [
                ("Item", "HGD-60", "HGD-80", "HGD-100", "HGD-125"),
                ("Prime power, 50 Hz (kVA) (a)", "60", "80", "100", "125"),
                ("Standby power, 50 Hz (kVA) (a)", "66", "88", "110", "138"),
                ("Prime power, 60 Hz (kVA)", "70", "94", "116", "144"),
                ("Engine model", "HX4-32", "HX4-42T", "HX6-55T", "HX6-68TA"),
                ("Cylinders / displacement", "4 / 3.2 L", "4 / 4.2 L", "6 / 5.5 L", "6 / 6.8 L"),
                ("Fuel use at 75 % prime (L/h)", "11.9", "15.6", "19.4", "24.1"),
                ("Fuel use at 100 % prime (L/h)", "15.8", "20.7", "25.9", "32.0"),
                ("Lube oil incl. filter (L) (b)", "9.5", "11.0", "16.5", "19.0"),
                ("Coolant capacity (L)", "14", "16", "24", "27"),
                ("Base fuel tank (L)", "180", "230", "300", "350"),
                ("Sound pressure at 7 m, dB(A) (c)", "68", "69", "70", "72"),
                ("Starter system voltage", "12 V", "12 V", "24 V", "24 V"),
                ("Dry weight (kg)", "1240", "1410", "1780", "1965"),
            ],
        ),
        (
            "small",
            "(a) Ratings at 25 °C, 100 kPa and 30 % relative humidity to ISO "
            "8528-1. The standby rating may be used for up to 200 h per year, "
            "with no overload allowed.",
        ),
        (
            "small",
            "(b) Standard sump. HGD-100 and HGD-125 sets with the deep sump option (-DS) hold 4.0 L more.",
        ),
        (
            "small",
            "(c) Canopy doors closed, 75 % load. Open-frame sets are about 14 dB(A) louder.",
        ),
        (
            "p",
            "Alternator: brushless, self-excited, 4-pole, class H insulation "
            "with class F temperature rise. Voltage regulation ±1.0 % from "
            "no load to full load.",
        ),
    ]
    limits = [
        ("h1", "3 Operating limits and protection settings"),
        ("h2", "3.1 HGC-7 protection settings (factory defaults)"),
        (
            "table",
            (80, 50, 50),
            [
                ("Parameter", "Warning", "Shutdown"),
                ("Low oil pressure", "1.4 bar", "1.0 bar"),
                ("High coolant temperature", "103 °C", "108 °C"),
                ("Overspeed, 50 Hz sets", "-", "1725 rpm"),
                ("Overspeed, 60 Hz sets", "-", "2070 rpm"),
                ("Under-frequency, 50 Hz sets", "47.0 Hz after 10 s", "45.0 Hz after 5 s"),
                ("Battery under-voltage, 12 V sets", "11.2 V", "-"),
                ("Battery under-voltage, 24 V sets", "22.4 V", "-"),
                ("Battery over-voltage, 12 V sets", "15.0 V", "-"),
                ("Battery over-voltage, 24 V sets", "30.0 V", "-"),
            ],
        ),
        ("h2", "3.2 Derating"),
        (
            "p",
            "Above 1000 m altitude, reduce the prime rating by 3.5 % for each "
            "further 300 m. Above 40 °C ambient, reduce the prime rating by "
            "2.0 % for each further 5 °C. Both factors apply together. The set "
            "must not be operated at ambient temperatures above 50 °C.",
        ),
        ("h2", "3.3 Air intake and exhaust"),
        (
            "p",
            "Maximum intake restriction with a dirty element: 6.2 kPa (a new "
            "element reads about 2.5 kPa). Maximum exhaust back pressure: 10 kPa "
            "measured at the turbocharger or manifold outlet.",
        ),
        ("h2", "3.4 Light load"),
        (
            "p",
            "Avoid running below 30 % of the prime rating for more than 4 hours. "
            "After extended light-load running, operate at 75 % load or more "
            "for at least 1 hour to burn off unburnt fuel in the exhaust system.",
        ),
    ]
    maint = [
        ("h1", "4 Maintenance schedule"),
        (
            "table",
            (110, 70),
            [
                ("Task", "Interval"),
                ("Check oil and coolant level, look for leaks", "daily or before each start"),
                ("Drain water from the fuel pre-filter bowl", "weekly"),
                ("Engine oil and oil filter change (a)", "250 h or 12 months"),
                ("Check drive belt tension", "250 h"),
                ("Replace secondary fuel filter", "500 h or 12 months"),
                ("Replace fuel pre-filter element", "500 h"),
                ("Replace air filter element", "500 h or red indicator"),
                ("Check and adjust valve clearances", "1000 h"),
                ("Replace drive belt", "2000 h or 4 years"),
                ("Replace coolant", "3000 h or 3 years"),
                ("Injector test", "3000 h"),
                ("Battery load test", "every 6 months"),
            ],
        ),
        (
            "small",
            "(a) When the fuel contains more than 0.5 % sulphur, halve the oil change interval.",
        ),
        ("h2", "4.1 Valve clearances (engine cold)"),
        (
            "table",
            (80, 50, 50),
            [
                ("Engine", "Inlet", "Exhaust"),
                ("HX4 (HGD-60, HGD-80)", "0.30 mm", "0.45 mm"),
                ("HX6 (HGD-100, HGD-125)", "0.35 mm", "0.50 mm"),
            ],
        ),
        ("h2", "4.2 Drive belt tension"),
        (
            "p",
            "Press the belt midway between the crankshaft and alternator "
            "pulleys with 45 N. The deflection should be 10 to 12 mm.",
        ),
        ("h2", "4.3 Engine oil"),
        ("p", "Use SAE 15W-40 to API CK-4 or better. Do not mix brands between changes."),
    ]
    codes = [
        ("h1", "5 Alarm and shutdown codes (HGC-7)"),
        (
            "p",
            "Codes starting with A are warnings; the set keeps running. Codes "
            "starting with S stop the engine and must be reset on the "
            "controller before a restart.",
        ),
        (
            "table",
            (17, 63, 100),
            [
                ("Code", "Meaning", "Remedy"),
                ("A101", "Low oil pressure warning", "Check oil level and top up; check sender wiring"),
                ("S102", "Low oil pressure shutdown", "Find cause before restart; check oil pump and relief valve"),
                ("A110", "High coolant temperature warning", "Reduce load; clean radiator core; check fan belt"),
                ("S111", "High coolant temperature shutdown", "Cool for 30 min before opening cap; check thermostat"),
                ("S120", "Overspeed shutdown", "Check actuator and speed sensor gap (0.5 to 0.8 mm)"),
                ("A130", "Battery under-voltage", "Check charging alternator belt and charger fuse"),
                ("A131", "Battery over-voltage", "Check alternator regulator; disconnect mains charger"),
                ("S140", "Fail to start after 3 attempts", "Check fuel level and fuel solenoid; bleed system (6.2)"),
                ("S141", "Fail to stop", "Check fuel solenoid; close the manual fuel valve"),
                ("A150", "Low fuel level (below 20 %)", "Refuel; check level sender"),
                ("S160", "Emergency stop pressed", "Release the E-stop button, then press RESET"),
                ("A170", "Alternator earth fault", "Isolate load; test insulation of alternator and cables"),
            ],
        ),
        (
            "small",
            "S111 is also raised by the coolant level sensor when the level "
            "falls below the sensor. The HGC-7 keeps the last 250 events with "
            "engine hours; export them with the HGC-Link software before "
            "replacing the controller.",
        ),
    ]
    procs = [
        ("h1", "6 Service procedures"),
        ("h2", "6.1 Changing engine oil and filter"),
        (
            "steps",
            [
                "Run the engine for 5 minutes to warm the oil, stop it and isolate the starter battery.",
                "Place a container of at least 25 L under the drain hose outlet.",
                "Open the sump drain valve and let the oil drain completely.",
                "Unscrew the oil filter with a strap wrench and discard it.",
                "Oil the seal of the new filter; screw it on until the seal touches, then a further 3/4 turn by hand.",
                "Close the drain valve and fill with oil to the upper dipstick mark (capacity in section 2).",
                "Reconnect the battery, run the engine for 2 minutes and look for leaks.",
                "Stop the engine, wait 5 minutes and check the dipstick level again.",
            ],
        ),
        ("h2", "6.2 Bleeding the fuel system"),
        (
            "steps",
            [
                "Fill the pre-filter bowl with clean fuel after draining or element change.",
                "Loosen the bleed screw on the secondary filter head by two turns.",
                "Operate the hand primer until fuel comes out free of bubbles.",
                "Tighten the bleed screw to 8 N·m.",
                "Keep priming until resistance is felt (about 20 strokes).",
                "Crank for no more than 15 s at a time, with 30 s rest between attempts.",
            ],
        ),
        (
            "p",
            "Do not loosen injector pipe unions to bleed the system on HX6 "
            "engines; the common fuel rail bleeds itself once the filter head "
            "is free of air.",
        ),
    ]
    torque = [
        ("h1", "7 Tightening torques"),
        (
            "table",
            (90, 45, 45),
            [
                ("Fastener", "HX4 engines", "HX6 engines"),
                ("Cylinder head bolts, stage 1 (a)", "40 N·m", "50 N·m"),
                ("Cylinder head bolts, stage 2", "90 N·m", "110 N·m"),
                ("Cylinder head bolts, stage 3", "+90°", "+90°"),
                ("Main bearing cap bolts", "135 N·m", "160 N·m"),
                ("Connecting rod bolts", "60 N·m + 60°", "75 N·m + 60°"),
                ("Injector clamp bolt", "25 N·m", "28 N·m"),
                ("Exhaust manifold nuts", "32 N·m", "32 N·m"),
                ("Sump drain valve body", "45 N·m", "55 N·m"),
                ("Flywheel bolts", "120 N·m", "145 N·m"),
                ("Alternator adaptor to flywheel housing", "48 N·m", "48 N·m"),
            ],
        ),
        (
            "small",
            "(a) Oil the threads and under the heads of cylinder head bolts. "
            "Head bolts may be used twice; replace them at the third fitting.",
        ),
        (
            "p",
            "Tighten cylinder head bolts in a spiral from the centre outwards, "
            "completing each stage on all bolts before starting the next.",
        ),
    ]
    parts = [
        ("h1", "8 Spare parts"),
        (
            "table",
            (70, 45, 45, 20),
            [
                ("Description", "HGD-60 / HGD-80", "HGD-100 / HGD-125", "Qty"),
                ("Oil filter", "21-3302", "21-3310", "1"),
                ("Secondary fuel filter", "22-1184", "22-1190", "1"),
                ("Fuel pre-filter element", "22-1050", "22-1050", "1"),
                ("Air filter, outer element (a)", "31-4460", "31-4475", "1"),
                ("Air filter, safety element", "31-4461", "31-4476", "1"),
                ("Thermostat, 82 °C", "41-0218", "41-0220", "1 / 2"),
                ("Drive belt", "43-0907", "43-0912", "1"),
                ("Rocker cover gasket", "12-0331", "12-0338", "1"),
                ("Starter battery", "12 V 100 Ah", "12 V 143 Ah", "1 / 2"),
            ],
        ),
        (
            "small",
            "(a) HGD-125 sets with serial numbers below HG2100000 use outer element 31-4471.",
        ),
        (
            "p",
            "Order parts from the parts desk quoting the set serial number. "
            "Filters are also sold as a 500 h service kit: 90-0560 for HX4 "
            "engines and 90-0590 for HX6 engines.",
        ),
    ]
    return [cover, contents, tech, limits, maint, codes, procs, torque, parts]


def _bulletin_pages():
    p1 = [
        ("title", "Service Bulletin SB-2023-014"),
        ("subtitle", "Coolant level sensor harness - chafing at radiator bracket"),
        (
            "p",
            f"Document {SB_KEY}, Rev A, issued 2023-04-03 by Harrowgate Power "
            "Systems Technical Services. Category: recommended, safety related.",
        ),
        ("h2", "1 Affected sets"),
        (
            "table",
            (60, 120),
            [
                ("Item", "Applicability"),
                ("Models", "HGD-80 and HGD-100 only"),
                ("Serial range", "HG2104500 to HG2106999"),
                ("Excluded within the range", "HG2105200 to HG2105260 (reworked at factory)"),
                ("Not affected", "HGD-60 and HGD-125 (different harness route)"),
            ],
        ),
        (
            "small",
            "Sets reworked at the factory carry a yellow label marked SB014 next to the rating plate.",
        ),
        ("h2", "2 Description"),
        (
            "p",
            "On the sets listed, the coolant level sensor harness can rub "
            "against the upper radiator bracket. Over time the insulation wears "
            "through, which may cause intermittent false S111 shutdowns or, "
            "worse, loss of the low coolant protection.",
        ),
        ("h2", "3 Compliance"),
        (
            "p",
            "Carry out this bulletin within 90 days of receipt or at the next "
            "scheduled 250 h service, whichever comes first.",
        ),
        ("h2", "4 Parts and labour"),
        (
            "table",
            (40, 100, 40),
            [
                ("Part number", "Description", "Qty"),
                ("99-0142", "Harness kit SB014 (contains the items below)", "1"),
                ("55-2071", "Coolant level sensor harness, re-routed", "1"),
                ("55-0090", "Edge grommet", "2"),
                ("55-0311", "P-clip 12 mm", "3"),
            ],
        ),
        (
            "p",
            "Labour allowance: 1.2 h per set. Claim under warranty code W-014 within 30 days of completing the work.",
        ),
    ]
    p2 = [
        ("h1", "5 Procedure"),
        (
            "steps",
            [
                "Set the controller to OFF, remove the key and isolate the battery negative lead.",
                "Let the engine cool below 40 °C coolant temperature.",
                "Remove the canopy roof panel on the radiator end.",
                "Unplug the coolant level sensor and cut the cable ties holding the old harness.",
                "Inspect the sensor body; replace the sensor if the insulation has worn through to copper.",
                "Fit the two edge grommets to the radiator bracket.",
                "Route the new harness below the bracket and secure it with the three P-clips.",
                "If the sensor was removed, tighten it to 12 N·m and top up coolant.",
                "Reconnect the battery and test: lower the coolant below the sensor and confirm that S111 is raised.",
                "Refit the roof panel and fix the SB014 label next to the rating plate.",
            ],
        ),
        ("h2", "6 Records"),
        (
            "p",
            "Enter the bulletin number, the date and the engine hours in the "
            "set logbook. Return the completed bulletin card to Technical "
            "Services by e-mail or post.",
        ),
        (
            "small",
            "Questions on this bulletin: Technical Services +44 1632 960 775.",
        ),
    ]
    return [p1, p2]


def documents():
    return [
        {
            "file": "harrowgate-hgd-service-manual.pdf",
            "format": "pdf",
            "header": f"Harrowgate HGD Series - Operation and Service Manual - {MANUAL_KEY} Rev D",
            "pages": _manual_pages(),
            "meta": {
                "document": MANUAL_KEY,
                "version": "Rev D",
                "effective_from": "2021-06-01",
                "effective_to": None,
                "recorded_at": "2021-06-07T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["HGD-60", "HGD-80", "HGD-100", "HGD-125"],
                },
            },
        },
        {
            "file": "harrowgate-sb-2023-014.pdf",
            "format": "pdf",
            "header": f"Harrowgate Power Systems - Service Bulletin - {SB_KEY} Rev A",
            "pages": _bulletin_pages(),
            "meta": {
                "document": SB_KEY,
                "version": "Rev A",
                "effective_from": "2023-04-03",
                "effective_to": None,
                "recorded_at": "2023-04-05T00:00:00Z",
                "applicability": {
                    "product": PRODUCT,
                    "variants": ["HGD-80", "HGD-100"],
                    "serials": [[2104500, 2105199], [2105261, 2106999]],
                },
            },
        },
    ]

"""Three short notices: service bulletin (md), safety notice (html), release note (txt)."""

SB_FILE = "bds_sb_63_014.md"
SB_META = {
    "document": "BDS-SB-63-014",
    "version": "Original",
    "effective_from": "2023-02-20",
    "effective_to": None,
    "recorded_at": "2023-02-17T00:00:00Z",
    "applicability": {
        "product": "BD-3",
        "variants": ["MGB-3A", "MGB-3B"],
        "serials": [[1040, 1389]],
    },
}
SB_TEXT = """\
# Belmara Drive Systems - Service Bulletin BDS-SB-63-014

**Subject:** MGB input chip detector valve housing - inspection and replacement
**Category:** Mandatory
**Issue date:** 2023-02-20 (original issue)

## 1. Applicability

This bulletin applies to **MGB-3A and MGB-3B** main rotor gearboxes with serial
numbers **1040 through 1389** inclusive, installed on Serin S-220 and S-220L
helicopters.

It does **not** apply to:

- TGB-3T tail rotor gearboxes (no valve housing is fitted);
- MGB-3C gearboxes, all serial numbers (improved housing fitted in production);
- MGB-3A and MGB-3B gearboxes below serial 1040 or above serial 1389.

## 2. Reason

Cracks have been found at the bayonet lugs of self-closing valve housings
P/N 3B-4420-01 from casting lot H7. A cracked lug can let the input (I) chip
detector back out, with loss of gearbox oil.

## 3. Compliance

Initial inspection within 25 flight hours or 30 days after receipt of this
bulletin, whichever occurs first. Repeat the inspection every 100 flight hours
until the housing is replaced. Installing housing P/N 3B-4420-03 terminates the
repetitive inspection.

## 4. Accomplishment instructions

1. Remove the input (I) chip detector as described in CMM BDS-CMM-6320, 4.3.
2. Inspect the four bayonet lugs with a 10x glass and a type II dye penetrant.
3. If any crack indication is found, replace the housing with P/N 3B-4420-03
   before further flight.
4. Torque the new housing to 48 N.m (the -03 housing has a longer thread; do
   not use the CMM value).
5. Refit the detector, run the CHIP TEST and record compliance in the gearbox
   log card.

## 5. Material and labour

Housing kit 3B-4420-K3 contains one housing and two O-rings. Labour: 1.5
man-hours per gearbox for inspection, 3.0 man-hours including replacement.
"""

SN_FILE = "vlm_sn_2023_04.html"
SN_META = {
    "document": "VLM-SN-2023-04",
    "version": "Issue 1",
    "effective_from": "2023-07-10",
    "effective_to": None,
    "recorded_at": "2023-07-07T00:00:00Z",
    "applicability": {
        "product": "VL6M",
        "variants": ["VL6M-315", "VL6M-370"],
        "serials": [[7310200, 7311499]],
    },
}
SN_TEXT = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>VLM-SN-2023-04 Exhaust mixing elbow gasket</title>
</head>
<body>
<h1>Varga-Lind Marine Engines - Safety Notice VLM-SN-2023-04</h1>
<p><strong>Subject:</strong> Exhaust mixing elbow gasket leak - carbon monoxide
risk</p>
<p><strong>Issued:</strong> 2023-07-10 &nbsp; <strong>Issue:</strong> 1</p>
<h2>Applies to</h2>
<p>VL6M-315 and VL6M-370 engines with serial numbers 7310200 to 7311499
inclusive.</p>
<p>Not applicable to: VL6M-260 engines (different elbow design), and VL6M-315 or
VL6M-370 engines from serial 7311500 onward (graphite-steel gasket fitted in
production).</p>
<h2>Hazard</h2>
<p>The composite gasket between the exhaust manifold and the mixing elbow can
lose clamping load after heat cycling. Exhaust gas containing carbon monoxide
can then leak into the engine room and the accommodation. Carbon monoxide is
colourless and odourless and can kill.</p>
<h2>Required action</h2>
<ol>
<li>Before the next operation, inspect the elbow joint for soot traces or a
white salt line at the gasket edge.</li>
<li>Within 20 engine hours, or before the next operation if traces are found,
replace the gasket with graphite-steel gasket P/N VL-21877-B (replaces
VL-21877-A).</li>
<li>Tighten the four elbow bolts to 32 N.m in a cross pattern, and re-torque
after the first 10 running hours.</li>
<li>Test every carbon monoxide alarm on board using its test button.</li>
</ol>
<p>Warranty: parts and 2.0 hours labour are covered when the work is done by an
authorised Varga-Lind dealer before 2024-06-30.</p>
</body>
</html>
"""

RN_FILE = "hpx_pcu_fw_5_2_0_release_notes.txt"
RN_META = {
    "document": "HPX-PCU-FW-5.2.0-RN",
    "version": "5.2.0",
    "effective_from": "2024-02-05",
    "effective_to": None,
    "recorded_at": "2024-02-02T00:00:00Z",
    "applicability": {
        "product": "HPX",
        "variants": ["HPX-220", "HPX-300"],
        "serials": [[40100, 41850]],
    },
}
RN_TEXT = """\
NORRVIK WINDTECH - HPX PITCH CONTROL UNIT FIRMWARE 5.2.0
RELEASE NOTES                                          Released 2024-02-05
=========================================================================

APPLICABILITY
  HPX-220 and HPX-300 pitch systems, system serial numbers 40100 to 41850,
  PCU hardware revision C or later.
  NOT for HPX-150 systems: these stay on the 4.8.x firmware line.
  NOT for PCU hardware revision A or B (insufficient flash memory).

NEW
  * Error E131 "Accumulator precharge estimate low". The PCU estimates the
    precharge from the pressure decay during the weekly feather test and
    warns when the estimate is more than 8 % below nominal. Warning only,
    the turbine keeps running. Confirm with a manual precharge check.
  * Feather test interval is now adjustable: new parameter P4.10,
    default 7 days, range 1 to 14 days.

CHANGED
  * Default of P2.11 (low pressure warning) raised from 150 to 155 bar.
    Units already in service keep their current value unless parameters
    are reset to defaults.

FIXED
  * Spurious E112 on axis 3 at ambient temperatures below -20 C.
  * PCU log time stamps drifted by more than 2 s per day.

INSTALLATION
  1. Stop the turbine, pitch to feather, set service mode (P9.01 = 1).
  2. Connect PitchLink 3.4 or later and load file PCU_5_2_0.bin.
  3. Flashing takes about 12 minutes. Do not switch off the PCU supply
     while flashing; an interrupted update needs the PCU to be returned
     to Norrvik for recovery.
  4. After restart, check the parameter list and run a manual emergency
     feather test.

KNOWN ISSUES
  * With display units set to Fahrenheit, P3.07 is shown rounded to whole
    degrees.
"""

NOTICES = [
    (SB_FILE, SB_META, SB_TEXT),
    (SN_FILE, SN_META, SN_TEXT),
    (RN_FILE, RN_META, RN_TEXT),
]


def build(out_dir):
    for name, _meta, text in NOTICES:
        (out_dir / name).write_text(text, encoding="utf-8")

"""Family 6: service notices and bulletins (Markdown), each limited to a product, variants and serials.

ALT-SB-052 supersedes ALT-SB-044; the superseded bulletin's sidecar ends the day before.
"""

from __future__ import annotations

from pathlib import Path

from families.common import qa, un, write_sidecar

SN019 = "CRD-SN-019"
SB044 = "ALT-SB-044"
SB052 = "ALT-SB-052"

NOTICES = {
    SN019: {
        "file": "crd-sn-019-relay-valve-diaphragm.md",
        "version": "Issue 1",
        "from": "2022-03-14",
        "to": None,
        "recorded": "2022-03-10T00:00:00Z",
        "product": "BCU-7",
        "variants": ["BCU-7S", "BCU-7W"],
        "serials": [[3000, 3499]],
        "text": """# Service Notice CRD-SN-019

Corvane Rail Dynamics - Brake Systems Division

| Field | Value |
|---|---|
| Subject | BCU-7 relay valve diaphragm - inspection and replacement |
| Issue date | 14 March 2022 |
| Product | BCU-7 brake control unit |
| Variants | BCU-7S, BCU-7W |
| Serial numbers | 3000 to 3499 |
| Category | Mandatory |

## Reason

Relay valve diaphragms from moulding batch D21 can crack after repeated operation below -20 °C.
A cracked diaphragm causes slow brake release and may set fault code B-17.

## Compliance

- Inspect every affected unit within 90 days of the issue date or before the next 50,000 km, whichever
  comes first.
- Replace all batch D21 diaphragms no later than 31 December 2022.
- BCU-7W units operated where temperatures fall below -20 °C: replace the diaphragm before 30 November 2022.

## Action

1. Vent the supply and remove the relay valve cover (four M6 screws).
2. Read the batch mark moulded on the diaphragm rim.
3. If the mark is D21, fit a new diaphragm from kit 7220-395 and refit the cover. Tighten the cover screws as
   given in CRD-CMM-3207 Table 5.
4. If the mark is anything other than D21, refit the cover. No further action is needed.
5. Do the leakage test in CRD-CMM-3207 para 7.3.
6. Mark the unit nameplate with SN019 using the paint pen from the kit.

## Parts and labour

- Diaphragm kit 7220-395: one diaphragm, two O-rings and a paint pen.
- Labour: 1.5 h per unit, including the leakage test.
""",
    },
    SB044: {
        "file": "alt-sb-044-brake-feedback-switch.md",
        "version": "Issue 1",
        "from": "2022-09-01",
        "to": "2023-10-31",
        "recorded": "2022-08-26T00:00:00Z",
        "product": "VDX-300",
        "variants": ["VDX-300-11"],
        "serials": [[40100, 40599]],
        "text": """# Service Bulletin ALT-SB-044 - Brake feedback switch replacement

Aldmoor Lift Technologies - Technical Support

- Bulletin: ALT-SB-044, Issue 1
- Date: 1 September 2022
- Product: VDX-300 lift drive and controller
- Variant: VDX-300-11 only
- Serial numbers: 40100 to 40599
- Classification: Recommended, safety related

## Background

Brake feedback switches of type BFS-2 fitted to these controllers can stick after long idle periods. A
sticking switch causes error E-131 and takes the lift out of service. On some installations it can also
hide a brake that has not opened fully.

## Compliance

Carry out the action at the next scheduled maintenance visit, and in any case by 31 March 2023.

## Action

1. Switch off and lock off the main switch.
2. Replace brake feedback switches S1 and S2 with switches part number 3140-022.
3. Adjust the switches to change state at 0.10 to 0.15 mm armature travel (ALT-SM-0300 section 8).
4. Set parameter P2.07 (brake feedback filter time) to 120 ms.
5. Run 10 test trips in each direction and check the error log for E-131.

## Parts

Switch kit 3140-022: two switches, mounting screws and cable ties. Estimated time: 1 h per controller.
""",
    },
    SB052: {
        "file": "alt-sb-052-brake-feedback-switch-improved.md",
        "version": "Issue 1",
        "from": "2023-11-01",
        "to": None,
        "recorded": "2023-10-27T00:00:00Z",
        "product": "VDX-300",
        "variants": ["VDX-300-11", "VDX-300-18"],
        "serials": [[40100, 40999]],
        "text": """# Service Bulletin ALT-SB-052 - Brake feedback switches, improved type

Aldmoor Lift Technologies - Technical Support

- Bulletin: ALT-SB-052, Issue 1
- Date: 1 November 2023
- Supersedes: ALT-SB-044 Issue 1, which is cancelled from the date of this bulletin
- Product: VDX-300 lift drive and controller
- Variants: VDX-300-11 and VDX-300-18
- Serial numbers: 40100 to 40999
- Classification: Mandatory, safety related

## Background

Field data show that the 3140-022 switches fitted under ALT-SB-044 can also stick at low machine room
temperatures (below +5 °C). The improved switch 3140-031 has a sealed plunger.

## Compliance

- Controllers that already have 3140-022 switches: replace them by 30 April 2024.
- All other affected controllers: replace the switches by 30 June 2024.

## Action

1. Switch off and lock off the main switch.
2. Replace S1 and S2 with switches 3140-031. Do not refit 3140-022 or BFS-2 switches.
3. Adjust the switches to change state at 0.10 to 0.15 mm armature travel.
4. Update the drive firmware to version 2.14 or later.
5. Set P2.07 to 80 ms. Firmware 2.14 accepts P2.07 values from 40 ms.
6. Run 10 test trips in each direction and check the error log for E-131.
7. Record the bulletin number and the batch code of the new switches in the lift logbook.

## Parts

Switch kit 3140-031: two switches, mounting screws and cable ties. Estimated time: 1.5 h per controller
including the firmware update.
""",
    },
}


def build(doc_dir: Path) -> list[Path]:
    paths = []
    for key, n in NOTICES.items():
        path = doc_dir / n["file"]
        path.write_text(n["text"], encoding="utf-8")
        write_sidecar(
            path,
            document=key,
            version=n["version"],
            effective_from=n["from"],
            effective_to=n["to"],
            recorded_at=n["recorded"],
            product=n["product"],
            variants=n["variants"],
            serials=n["serials"],
        )
        paths.append(path)
    return paths


B, VX = "BCU-7", "VDX-300"

QUESTIONS = [
    # ---- CRD-SN-019
    qa(
        "SN-019 deadline to swap D21 diaphragms, 7S s/n 3210",
        1,
        ["31 December 2022"],
        "notice",
        document=SN019,
        product=B,
        variant="BCU-7S",
        serial=3210,
    ),
    qa(
        "7W unit 3455 runs up north, well below -20 in winter. diaphragm change due by?",
        1,
        ["30 November 2022"],
        "notice",
        document=SN019,
        product=B,
        variant="BCU-7W",
        serial=3455,
    ),
    qa(
        "bcu 3077 - how soon do i have to inspect for the diaphragm notice",
        1,
        ["within 90 days of the issue date or before the next 50,000 km"],
        "notice",
        document=SN019,
        product=B,
        variant="BCU-7S",
        serial=3077,
    ),
    qa(
        "diaphragm kit part no for the relay valve notice",
        1,
        ["7220-395"],
        "notice",
        document=SN019,
        product=B,
        variant="BCU-7W",
        serial=3300,
    ),
    qa(
        "rim says D19 not D21, unit 3388, what now",
        1,
        ["refit the cover. No further action is needed"],
        "notice",
        document=SN019,
        product=B,
        variant="BCU-7W",
        serial=3388,
    ),
    # ---- ALT-SB-044 (in force 2022-09-01 .. 2023-10-31)
    qa(
        "P2.07 setting per the brake switch bulletin",
        1,
        ["120 ms"],
        "notice",
        document=SB044,
        as_of="2023-02-01",
        product=VX,
        variant="VDX-300-11",
        serial=40250,
    ),
    qa(
        "new brake feedback switch p/n for controller 40480",
        1,
        ["3140-022"],
        "notice",
        document=SB044,
        as_of="2022-12-01",
        product=VX,
        variant="VDX-300-11",
        serial=40480,
    ),
    qa(
        "switch replacement bulletin - latest completion date",
        1,
        ["31 March 2023"],
        "notice",
        document=SB044,
        as_of="2022-10-05",
        product=VX,
        variant="VDX-300-11",
        serial=40111,
    ),
    # ---- ALT-SB-052 (in force from 2023-11-01)
    qa(
        "brake switch bulletin - what P2.07 value now",
        1,
        ["80 ms"],
        "notice",
        document=SB052,
        product=VX,
        variant="VDX-300-18",
        serial=40720,
    ),
    qa(
        "firmware needed for the switch bulletin",
        1,
        ["2.14 or later"],
        "notice",
        document=SB052,
        product=VX,
        variant="VDX-300-11",
        serial=40140,
    ),
    qa(
        "40250 already got the 3140-022 switches last year, when is the next swap due",
        1,
        ["30 April 2024"],
        "notice",
        document=SB052,
        product=VX,
        variant="VDX-300-11",
        serial=40250,
    ),
    qa(
        "controller 40850 still has original switches - deadline?",
        1,
        ["30 June 2024"],
        "notice",
        document=SB052,
        product=VX,
        variant="VDX-300-18",
        serial=40850,
    ),
    qa(
        "what does SB-052 cancel",
        1,
        ["ALT-SB-044 Issue 1"],
        "notice",
        document=SB052,
        product=VX,
        variant="VDX-300-18",
        serial=40610,
    ),
    qa(
        "switch part number to fit now, vdx 40700",
        1,
        ["3140-031"],
        "notice",
        document=SB052,
        product=VX,
        variant="VDX-300-18",
        serial=40700,
    ),
    # ---- unanswerable: outside applicability, before issue, attributes not stated
    un(
        "SN-019 diaphragm replacement deadline for 7S serial 3620",
        "unans_notice_out_of_scope",
        document=SN019,
        product=B,
        variant="BCU-7S",
        serial=3620,
    ),
    un(
        "does the D21 diaphragm notice need doing on 7H 3100, by when",
        "unans_notice_out_of_scope",
        document=SN019,
        product=B,
        variant="BCU-7H",
        serial=3100,
    ),
    un(
        "diaphragm notice inspection deadline, unit 2950",
        "unans_notice_out_of_scope",
        document=SN019,
        product=B,
        variant="BCU-7W",
        serial=2950,
    ),
    un(
        "switch bulletin P2.07 setting for controller 41200",
        "unans_notice_out_of_scope",
        document=SB052,
        product=VX,
        variant="VDX-300-18",
        serial=41200,
    ),
    un(
        "brake switch bulletin part no for 18kW unit 40300",
        "unans_notice_out_of_scope",
        document=SB044,
        as_of="2023-03-01",
        product=VX,
        variant="VDX-300-18",
        serial=40300,
    ),
    un(
        "brake feedback switch bulletin - what filter time to set",
        "unans_before_revision",
        document=SB044,
        as_of="2022-06-01",
        product=VX,
        variant="VDX-300-11",
        serial=40200,
    ),
    un(
        "switch bulletin deadline on 40650",
        "unans_notice_out_of_scope",
        document=SB044,
        as_of="2023-05-10",
        product=VX,
        variant="VDX-300-11",
        serial=40650,
    ),
    un(
        "who pays for the D21 diaphragm kits, warranty claim code?",
        "unans_attribute_not_stated",
        document=SN019,
        product=B,
        variant="BCU-7S",
        serial=3200,
    ),
    un(
        "torque for the new 3140-031 switch screws",
        "unans_attribute_not_stated",
        document=SB052,
        product=VX,
        variant="VDX-300-11",
        serial=40500,
    ),
    un(
        "where do i download firmware 2.14, file name?",
        "unans_attribute_not_stated",
        document=SB052,
        product=VX,
        variant="VDX-300-18",
        serial=40900,
    ),
    un(
        "does the D21 diaphragm notice cover BCU-5 s/n 3100 too? deadline",
        "unans_other_product",
        document=SN019,
        product="BCU-5",
        serial=3100,
    ),
    un(
        "any service notice on the TSX sprayer boom hinges?",
        "unans_condition_not_covered",
        document="BAM-OM-TSX",
        product="TSX",
        variant="TSX-3600",
    ),
    un(
        "3140-031 switch operating temperature range",
        "unans_attribute_not_stated",
        document=SB052,
        product=VX,
        variant="VDX-300-11",
        serial=40180,
    ),
]

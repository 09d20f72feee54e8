# ruff: noqa: E501
"""Pyroline HX-125 CNC plasma system - consumables and cut guide, Markdown (invented)."""

TEXT = """# Pyroline HX-125 Plasma System - Consumables and Cut Guide

Field guide for CNC tables fitted with the Pyroline HX-125 power source and the MT-125 machine torch.
Guide revision 7, Pyroline Cutting Systems Oy. Technical hotline +358 555 610 2290.

All values are for air plasma / air shield unless stated. Pressures are measured at the torch lead
inlet with gas flowing (set in the TEST GAS mode).

## 1. Consumable sets by process

| Process current | Electrode | Swirl ring | Nozzle | Retaining cap | Shield |
|---|---|---|---|---|---|
| 45 A fine cut | PX-2201 | PX-2240 | PX-2245 | PX-2260 | PX-2271 |
| 65 A | PX-2201 | PX-2240 | PX-2265 | PX-2260 | PX-2273 |
| 85 A | PX-2203 | PX-2242 | PX-2285 | PX-2262 | PX-2275 |
| 125 A | PX-2203 | PX-2242 | PX-2295 | PX-2262 | PX-2279 |

The 45 A fine-cut nozzle has a smaller orifice and must not be run above 50 A.

## 2. Cut chart - mild steel, 85 A, air / air

| Thickness | Cut speed | Arc voltage | Cut height | Pierce height | Pierce delay |
|---|---|---|---|---|---|
| 6 mm | 3,450 mm/min | 128 V | 1.5 mm | 3.8 mm | 0.4 s |
| 10 mm | 2,160 mm/min | 134 V | 1.8 mm | 4.5 mm | 0.6 s |
| 12 mm | 1,720 mm/min | 137 V | 1.8 mm | 4.5 mm | 0.8 s |
| 20 mm | 760 mm/min | 146 V | 2.0 mm | edge start | - |

Plasma gas pressure for 85 A: 5.9 bar. Shield gas flow: 45 % on the flow display.

Kerf width at 10 mm is about 2.1 mm. Use an edge start above 16 mm; piercing thicker plate at 85 A
shortens nozzle life sharply.

## 3. Cut chart - stainless steel, 125 A, air / air

| Thickness | Cut speed | Arc voltage | Cut height | Pierce height | Pierce delay |
|---|---|---|---|---|---|
| 10 mm | 2,540 mm/min | 141 V | 2.3 mm | 5.0 mm | 0.7 s |
| 15 mm | 1,480 mm/min | 149 V | 2.5 mm | 5.5 mm | 1.1 s |
| 25 mm | 560 mm/min | 163 V | 3.0 mm | edge start | - |

Plasma gas pressure for 125 A: 6.2 bar.

## 4. When to change consumables

- Replace the electrode when the hafnium insert is pitted deeper than 1.0 mm (check with the PX-9010 pit gauge).
- Replace the nozzle when the orifice is no longer round or its edge is rounded; never clean the orifice with a drill.
- Always replace electrode and nozzle together on the 125 A process.
- Expected life with good air (dew point below +3 °C at 7 bar, oil-free): about 900 pierces or 3 hours of arc-on time at 85 A.

## 5. Troubleshooting cut quality

| Symptom | Most likely cause | What to do |
|---|---|---|
| Top edge rounded | Cut height too high | Lower the arc voltage setting by 2 to 3 V |
| Negative bevel (top wider) | Cut height too low or worn nozzle | Raise arc voltage; inspect nozzle |
| Low-speed dross (bubbly, easy to remove) | Speed too slow | Increase cut speed by 10 % |
| High-speed dross (fine, hard to remove) | Speed too fast | Reduce cut speed by 10 % |
| Short electrode life | Moisture or oil in air supply | Check the air dryer and coalescing filters |
| Arc does not transfer | Work lead loose | Clean the work lead clamp and table slats |

## 6. Power source messages related to consumables

- `C-01` Consumables missing or cap not tightened: tighten the retaining cap by hand.
- `C-04` Gas pressure low at torch (below 4.5 bar): check supply and lead for kinks.
- `C-07` Electrode end of life detected (arc voltage rise): replace electrode and nozzle.
"""

DOC = {
    "file": "pyroline-hx125-consumables-guide.md",
    "format": "md",
    "text": TEXT,
}

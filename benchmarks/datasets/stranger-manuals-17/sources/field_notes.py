"""barrier-gate-field-notes.md: technician's field notes on Gatlan BX-6 / BX-8 boom barriers (invented; no sidecar)."""

FILE = "barrier-gate-field-notes.md"

TEXT = """# Field notes - Gatlan BX-6 / BX-8 boom barriers

*Collected by the service team, North depot. Site visits March to October 2023. Not an official Gatlan document -
check the installation manual when in doubt.*

## Which barrier is which

| | BX-6 | BX-8 |
|---|---|---|
| Max. boom length | 6.0 m | 8.0 m |
| Opening time (90°) | 1.8 s | 4.0 s |
| Motor | 24 V DC, 120 W | 24 V DC, 180 W |
| Balance springs | 1 pair | 2 pairs |
| Duty | 100 % (continuous) | 80 % |

Serial plates are inside the door, top left. BX-8 units built before 2020 have the old grey controller (GC-1); all
notes below are for the blue GC-3 controller unless said otherwise.

## Balancing the boom

- Balance is right when the boom, with the motor released, stays put at 45°. If it drifts up, take spring
  tension off; if it drifts down, add tension.
- Always balance with the boom lights and the skirt fitted - adding a skirt later (about 1.1 kg/m) throws it out.
- Spring adjuster nut: one full turn changes the holding point by roughly 5°.
- Never release the motor brake with the springs unhooked on one side. The boom can drop or fly up.

## Loop detector (GC-3, built-in)

- Sensitivity DIP switches 1-2: both OFF = low, 1 ON = medium, both ON = high. Start with medium.
- Loop inductance must be between 80 and 300 µH; we measured 140-180 µH on most 2 x 1 m loops with 3 turns.
- Frequency switch 3 ON on one of two barriers that sit closer than 2 m to each other, otherwise the loops
  cross-talk and the arm bounces.
- After any change press RESET and keep the loop clear for 5 s while it retunes.

## LED blink codes on the GC-3

| Red LED blinks | Meaning | What fixed it for us |
|---|---|---|
| 1 | Loop open circuit | Re-terminated loop feeder in the junction box |
| 2 | Loop short to earth | Replaced loop - slot sealant was cracked |
| 3 | Motor current too high | Re-balanced springs; boom was heavy after skirt fitting |
| 4 | Encoder error | Cleaned and re-seated the encoder plug X9 |
| 5 | Photocell blocked at closing | Realigned photocells, cleaned lenses |

A steady red LED is a controller fault - swap the board, don't bother resetting.

## Torques we use

- Boom clamp bolts (M10): 40 Nm, re-check after the first week.
- Housing anchor bolts (M12 chemical anchors): 60 Nm after 24 h curing.
- Spring eye bolts: snug only, then lock with the second nut.

## Things that caught us out

- Site 14 (hospital car park): boom breakaway coupling kept releasing in wind. Boom was a 6 m BX-6 with skirt -
  within the limit but not recommended with skirt above 5 m in exposed places. Fitted the support post.
- Do not grease the breakaway coupling; it is meant to run dry.
- Battery backup (2 x 12 V 7 Ah) gives about 50 openings on the BX-6, fewer on the BX-8. Replace the pair every 3 years.
- When the barrier opens by itself at night, check the loop first, then the radio receiver channel - one site had
  a neighbour's remote coded on channel 2.
"""

# ruff: noqa: E501
"""gx-daily-inspection-card.txt - shop-floor daily inspection card for GX granulators (plain text, no sidecar). Invented."""

FILE = "gx-daily-inspection-card.txt"

TEXT = """ORVANE GX SERIES GRANULATORS - DAILY INSPECTION CARD
Card IC-GX-01, for GX-250 / GX-400 / GX-550. Keep this card at the machine.

Machine no.: ________   Week: ____   Checked by: ________

BEFORE THE FIRST START OF EACH SHIFT
 1. Hopper interlock: lift the hopper about 20 mm. The rotor must not start and A01 must show.
 2. Chamber interlock: slacken the handwheel one turn. The rotor must not start and A02 must show.
 3. Emergency stop: press it with the rotor running empty. The rotor must stop within 40 s.
 4. Push stick is on its hook beside the hopper.
 5. Collection bin no more than three quarters full.
 6. Belt guard and all covers fitted, no screws missing.

Why test the interlocks every day: a switch whose contacts have welded shut gives no sign
of the fault in normal running. Only a test shows that it no longer breaks the circuit.

DURING THE FIRST HOUR
 7. Listen for knocking. Knocking usually means a loose knife bolt: stop at once and call maintenance.
 8. Read the bearing temperature on the panel after one hour at full feed.
    Below 70 °C: normal.  70 to 85 °C: tell maintenance before the end of the shift.
    Alarm A06 comes at 85 °C and the rotor trips (A07) at 95 °C.
 9. Look at the regrind: long strands or "angel hair" mean the knives are blunt or the gap is too wide.

WEEKLY (MONDAY)
10. Shake out the filter bag of the evacuation blower cyclone.
11. Check the push stick for cracks; replace it if the end is split.

Report every fault on the card and in the machine log. Do not clear alarms A04 or A07 twice in a row
without calling maintenance.
"""

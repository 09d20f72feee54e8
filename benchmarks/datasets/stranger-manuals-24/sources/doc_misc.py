"""Luxmast (invented): plain-text weekly inspection card for a trailer-mounted light tower.
Invented test material, not guidance."""

TXT_FILE = "luxmast_lt9_weekly_inspection_card.txt"
TXT_TEXT = """LUXMAST LT-9 TRAILER LIGHT TOWER
WEEKLY INSPECTION CARD - FORM LM-IC-09 (issue 4)

Machine no.: __________   Week no.: ____   Inspector: ______________

Mark every item OK or NOT OK. A NOT OK on an item marked * takes the tower
out of service until it has been repaired and re-inspected.

 1 *  Mast hoist wire rope: no kinks, no crushing; not more than 6 broken
      wires in one lay length.
 2 *  Mast section locking pins present and secured with R-clips.
 3    Outriggers: all four extended and pads on firm ground before the mast
      is raised.
 4    Engine oil level between the dipstick marks (check with engine cold).
 5    Coolant level at or above the MIN mark on the expansion tank.
 6    Starter battery voltage at rest: 12.4 V minimum.
 7    LED heads: all 4 lit. A cracked lens means the head is replaced.
 8 *  Earth rod connected whenever the generator supplies external loads.
 9    Fuel: top up. Do not refuel with the engine running or the lamps on.
10    Tyres: 3.5 bar cold, tread visible across the full width.

LIMITS
  Maximum mast height ......................... 9.0 m
  Lower the mast when wind speed exceeds ...... 65 km/h
  Maximum towing speed ........................ 80 km/h
  LED head power .............................. 4 x 320 W

SERVICE (by workshop, not part of this card)
  Engine oil and oil filter ................... every 250 h
  Fuel filter ................................. every 500 h
  Mast wire rope replacement .................. every 2 years

Do not raise the mast under overhead power lines.
Do not move the trailer with the mast raised.

Return the completed card to the depot office every Friday.
"""

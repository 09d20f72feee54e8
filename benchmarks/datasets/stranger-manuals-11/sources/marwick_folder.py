"""Marwick FX-78 buckle folder - jam troubleshooting notes, plain text (invented)."""

TEXT = """MARWICK FX-78 BUCKLE FOLDER
Jam and misfold troubleshooting notes - bindery floor copy
Marwick Finishing Equipment, service note set FX78-TN, edition 5
Service desk: +44 1632 960 532
======================================================================

1. BEFORE YOU START
   - Stop the folder with the red STOP key and wait for the rollers to
     come to rest before opening any guard.
   - Never reach into the fold rollers to clear a sheet while the
     rollers are turning, not even at crawl speed.
   - Sheet sizes: minimum 90 x 120 mm, maximum 780 x 1100 mm.
     Paper weights: 40 to 250 g/m2 (up to 170 g/m2 for cross folds).

2. JAM CODES SHOWN ON THE OPERATOR PANEL
   Code  Where                      Usual cause / first action
   ----  -------------------------  --------------------------------------
   J01   Feeder, double sheet       Too much suction air; reduce blast air
                                    by one step, fan the pile again
   J02   Feeder, sheet missed       Suction too weak or pile too low;
                                    raise pile height, clean suction cups
   J03   Registration table         Sheet skewed; check side lay and
                                    roll pressure of the ball rail
   J05   Buckle plate 1 to 3        Buckle stop set short; sheet hit the
                                    stop too hard - see section 3
   J06   Buckle plate 4 to 6        As J05, or deflector left in place
   J08   Cross fold knife unit      Knife timing; run KNIFE TEST at
                                    crawl speed
   J09   Delivery                   Delivery rollers dirty or stacker
                                    full; clean rollers with rubber
                                    regenerator only

3. BUCKLE PLATE SETTINGS
   - Set each buckle stop to the fold length shown on the job sheet,
     then close it by 0.5 mm for papers above 150 g/m2.
   - Fold roller gap: set to 2 x sheet thickness for the first roller
     pair, 3 x sheet thickness where the sheet has already been
     folded once, 5 x where folded twice.
   - Feeler gauge strips are in the drawer under the delivery.

4. PROCEDURE - CLEARING A JAM IN BUCKLE PLATE 2
   1. Press STOP, then open the top guard.
   2. Lift buckle plate 2 out of its slots; do not loosen the stop.
   3. Turn the handwheel backwards to free the sheet from the rollers.
   4. Remove every scrap; a torn corner left in the plate causes the
      next jam within a few sheets.
   5. Refit the plate with the hook ends towards the rollers.
   6. Close the guard, press RESET, and run 10 sheets at crawl speed
      before returning to production speed.

5. STATIC AND HUMIDITY
   Sheets that cling together or curl cause J01 and J05 jams.
   Keep the room at 50 to 55 % relative humidity and let paper
   acclimatise in the room for 24 hours before folding. The static
   eliminator bar above the registration table must be cleaned weekly
   with a dry brush.

6. AIR SUPPLY
   Vacuum pump filter: clean every 40 operating hours.
   Blast air pressure for the feeder: 0.4 bar for papers below
   80 g/m2, 0.6 bar for heavier papers.
   Replace the vacuum pump vanes after 6,000 operating hours.

7. PARTS OFTEN NEEDED
   FX-1120  Suction cup, set of 4
   FX-3307  Fold roller cleaning rubber regenerator, 500 ml
   FX-4410  Buckle plate deflector, 780 mm
   FX-5502  Cross fold knife blade
   FX-6012  Vacuum pump vane set

-- end of notes --
"""

DOC = {
    "file": "marwick-fx78-folder-jam-notes.txt",
    "format": "txt",
    "text": TEXT,
}

"""Lindqvist BCS-40 airport baggage belt conveyor - field quick reference as plain text (no sidecar). All invented."""

FILE = "lindqvist-bcs40-conveyor-quick-reference.txt"

TEXT = """LINDQVIST AIRPORT SYSTEMS
BCS-40 BAGGAGE BELT CONVEYOR - FIELD SERVICE QUICK REFERENCE
Card QR-BCS40-02, printed 11/2022. Keep in the maintenance cabinet of each baggage hall.

Applies to: BCS-40 straight sections (types S, SI = straight with incline) and
BCS-40C curve sections. Sorter and screening interfaces: see separate cards.

-----------------------------------------------------------------------
1. KEY DATA
-----------------------------------------------------------------------
Belt width ....................... 1000 mm (BCS-40), 1200 mm (BCS-40 W)
Belt speed, standard ............. 0.5 m/s
Belt speed, high-speed sections .. 2.0 m/s (merge and transport lines only)
Max. bag mass .................... 50 kg per bag
Max. line load ................... 120 kg per metre of belt
Max. incline (type SI) ........... 18 degrees (rough top belt only)
Drive motor, straight sections ... 1.5 kW, 400 V, with gear motor and VFD
Drive motor, curve sections ...... 0.75 kW
Take-up travel (tail pulley) ..... 150 mm

-----------------------------------------------------------------------
2. BELT TRACKING AND TENSION
-----------------------------------------------------------------------
- Belt tension: set so that the belt does not slip with a 50 kg test bag
  at start-up; typical take-up position is one third of the take-up travel.
- Tracking: the belt edge must run at least 20 mm from the side guard
  over the full length. Adjust only at the tail pulley and the snub roller,
  never at the drive pulley.
- Adjust tracking in steps of half a turn of the take-up screws, then
  let the belt run at least three full revolutions before judging.

-----------------------------------------------------------------------
3. ROUTINE CHECKS
-----------------------------------------------------------------------
Daily ......... E-stop pull-cord test on one section per line (rotate)
Weekly ........ Photocell lenses clean; belt tracking visual check
Monthly ....... Gear motor oil level; belt splice condition; scraper
Every 6 months  Drive chain/coupling check; measure belt stretch
Every 20 000 h  Gear motor oil change (synthetic, ISO VG 220)

Belt splice: replace the belt or re-splice when cracks across the splice
are longer than 25 mm, or when the splice lifts at the edge.

-----------------------------------------------------------------------
4. E-STOP PULL-CORD TEST (one section)
-----------------------------------------------------------------------
1. Tell the baggage control room that the line will stop for a test.
2. Start the line in MANUAL from the local panel.
3. Pull the cord at the middle of the section.
4. Check that the belt stops within 0.5 s and the blue RESET lamp flashes.
5. Reset the pull-cord switch with the key, then press RESET on the panel.
6. Restart the line and record the result on the test sheet.

-----------------------------------------------------------------------
5. FAULT CODES (local panel display)
-----------------------------------------------------------------------
C01  Emergency stop / pull-cord actuated .... find and reset the actuated
                                              device, then RESET.
C04  Motor overload (VFD) ................... check for jammed bag or
                                              debris under the belt.
C06  Belt slip (speed sensor) ............... check tension and take-up;
                                              check for wet belt.
C08  Jam detected (photocell blocked > 6 s) . clear the bag; check photocell
                                              alignment.
C12  Belt misalignment switch ............... stop line, correct tracking
                                              at tail pulley (section 2).
C15  Communication loss to line PLC ......... check Profinet cable and
                                              switch port; line runs in
                                              local mode only.

-----------------------------------------------------------------------
6. TORQUES
-----------------------------------------------------------------------
Drive pulley bearing housing bolts (M16) ..... 140 Nm
Gear motor to torque arm (M12) ............... 70 Nm
Side guard brackets (M8) ..................... 20 Nm

Service desk: +46 8 555 013 06 (24 h)
"""


def documents():
    return [{"format": "txt", "file": FILE, "text": TEXT, "meta": None}]

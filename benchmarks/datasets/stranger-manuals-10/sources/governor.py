"""Pelmark PG-3 propeller governor overhaul notes, as plain text without a sidecar (invented)."""

FILE = "pelmark-pg3-governor-overhaul-notes.txt"

TEXT = """PELMARK PG-3 CONSTANT-SPEED PROPELLER GOVERNOR
OVERHAUL AND BENCH TEST NOTES - WORKSHOP COPY
Pelmark Aero Components, Fenwick Airfield, Hangar 6. Tel +44 1632 960 884.

These notes cover the PG-3A (oil pressure increases pitch) and the PG-3C
(oil pressure decreases pitch, for counterweighted propellers). They are a
workshop aid only. The governor must be overhauled by an approved shop.

1. OVERHAUL PERIOD
   Overhaul at 1800 hours time in service or 72 months, whichever comes first.
   A governor that has been through a propeller strike must be overhauled
   before further flight, whatever its hours.

2. SETTINGS AND LIMITS
   Drive rotation ............................ clockwise (viewed on drive)
   Drive ratio ............................... 0.866 : 1 (governor : engine)
   High rpm stop, PG-3A ...................... set for 2700 engine rpm
   High rpm stop, PG-3C ...................... set for 2600 engine rpm
   Low rpm stop (both) ....................... set for 2000 engine rpm
   Pressure relief valve setting ............. 290 psi +/- 10 psi
   Pump output (min) ......................... 4.2 US gal/min at 2100 drive rpm
   Bench test oil ............................ SAE 30, 60 deg C at inlet

   The pump output is checked against 260 psi back pressure with the oil
   at 60 deg C. Readings taken with colder oil are not valid.

3. WEAR LIMITS
   Drive spline backlash ..................... max 0.012 in
   Pilot valve plunger to bore clearance ..... max 0.0015 in
   Pump gear end clearance ................... 0.0010 to 0.0025 in
   Flyweight toe wear ........................ max 0.005 in flat

4. TIGHTENING TORQUES
   Governor mounting nuts 5/16-24 ............ 150 in-lb
   Head to body cap screws ................... 60 in-lb
   Relief valve plug ......................... 90 in-lb

5. BENCH TEST PROCEDURE
   1. Mount the governor on the test stand with a new gasket and connect
      the oil supply and the pressure gauge line.
   2. Warm the test oil until it is at 60 deg C at the inlet.
   3. Run the drive at 2100 rpm with the control lever at full high rpm.
   4. Close the outlet valve slowly and read the relief valve opening
      pressure. Adjust with shims under the relief spring: one shim
      0.010 in changes the setting by about 12 psi.
   5. Set the back pressure to 260 psi and measure the pump output into
      the calibrated beaker for one minute.
   6. Check the high and low rpm stops with the speed reference unit and
      set them with the stop screws.
   7. Check for external leaks for 5 minutes at full pressure.
   8. Lockwire all adjusted screws and fit the test tag.

6. NOTES
   - Do not adjust the relief valve on the aircraft. The setting may only
     be changed on the test stand.
   - The PG-3A and PG-3C pilot valves look alike but are not interchangeable.
     The PG-3C plunger has a groove at the top.
   - A transfer gasket with the wrong hole pattern will block the oil
     passage to the propeller. Always match the gasket to the engine pad.
"""


def documents():
    return [{"file": FILE, "format": "txt", "text": TEXT, "meta": None}]

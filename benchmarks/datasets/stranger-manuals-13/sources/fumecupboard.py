"""Orrin Labworks FC-1500 laboratory fume cupboard: annual test procedure
(plain text, no sidecar). All names and values invented."""

FILE = "orrin-fc1500-annual-test.txt"

TEXT = """ORRIN LABWORKS - FC-1500 FUME CUPBOARD
ANNUAL PERFORMANCE TEST PROCEDURE
Form OL-TP-15, issue 5, March 2024

Applies to: FC-1500 (standard bench, 1500 mm wide) and FC-1500-D (deep bench
version). Both use the AFM-3 airflow monitor.

1. PURPOSE
This procedure checks that the fume cupboard still contains fumes as it did
when it was commissioned. Carry it out every 12 months, after any change to
the extract system, and after the cupboard has been moved.

2. EQUIPMENT
- Calibrated thermal anemometer, accuracy 0.02 m/s or 3 % of reading,
  calibration not older than 12 months
- Smoke tubes or a smoke pencil
- Tape measure and stopwatch
- Spring balance, 0 to 50 N

3. TEST CONDITIONS
- Sash at the working height of 500 mm (yellow arrow on the side post).
- Room doors and windows closed; nobody moving within 2 m of the cupboard.
- Extract running for at least 15 minutes before the first reading.
- Cupboard empty apart from fixed services.

4. FACE VELOCITY
4.1 Divide the sash opening into 3 columns and 3 rows of equal rectangles
    and measure at the centre of each rectangle (9 points).
4.2 Hold the probe still at each point for 10 s and record the mean value.
4.3 Acceptance:
    - average face velocity 0.45 to 0.60 m/s;
    - every single reading within 20 % of the average;
    - no single reading below 0.35 m/s.
4.4 If the average is too low, check the extract damper position against the
    setting on the damper label and check the rear baffle slots for
    obstructions before adjusting anything else.

Typical extract volume at 0.5 m/s face velocity: about 1,250 m3/h for the
FC-1500 and 1,450 m3/h for the FC-1500-D.

5. AIRFLOW MONITOR AFM-3
5.1 Display codes
    AF-1  Low airflow: face velocity below the alarm setpoint (factory
          setting 0.35 m/s) for more than 10 s. Buzzer and red LED.
    AF-2  Sensor fault: sensor open circuit or sensing tube blocked.
          Clear the tube with dry air; never blow into it by mouth.
    AF-3  Sash above the 500 mm working height for longer than 60 s.
          Lower the sash.
    AF-4  Calibration data lost. Recalibrate as in 5.4.
5.2 Alarm test: close the extract damper slowly until AF-1 appears. The face
    velocity at the centre point at the moment of alarm must be between
    0.30 and 0.38 m/s.
5.3 MUTE silences the buzzer for 15 minutes. The red LED stays on until the
    airflow has recovered.
5.4 Calibration (two-point):
    1) Set the sash to 500 mm and adjust the damper until the centre point
       reads 0.30 m/s on the anemometer.
    2) Hold CAL and MUTE together for 5 s until the display shows CL.
    3) Press CAL once to store the low point.
    4) Open the damper until the centre point reads 0.50 m/s.
    5) Press CAL once to store the high point; the display shows OK.
    6) Repeat the alarm test of 5.2.

6. SMOKE TEST
Release smoke slowly along the full width of the opening, 150 mm inside the
plane of the sash, and at the worktop corners. No smoke may escape from the
opening. Smoke that rolls forward along the worktop and out under the sash
means the bottom aerofoil is blocked or missing.

7. SASH
- The sash must stay put at any height between closed and 500 mm.
- The force needed to move the sash must not exceed 30 N, measured with the
  spring balance at the middle of the handle.
- Replace both sash cords (3 mm stainless wire rope, part OL-SC-3) every
  5 years, or at once if any broken wire is seen.

8. RECORDS AND LABELS
Fill in the results sheet of form OL-TP-15 and keep it for at least 5 years.
Fix a green label OL-LB-G to a cupboard that passes. A cupboard that fails
gets a red label OL-LB-R and must be taken out of use until repaired and
retested.

Orrin Labworks service desk: +44 1632 960233
"""

DOCUMENTS = [{"file": FILE, "format": "txt", "text": TEXT, "meta": None}]

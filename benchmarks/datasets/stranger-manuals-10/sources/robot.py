"""Corvane CR-7 six-axis robot arm maintenance notes, as Markdown without a sidecar (invented)."""

FILE = "corvane-cr7-maintenance-notes.md"

TEXT = """# Corvane CR-7 six-axis robot - maintenance notes

Field notes for the CR-7/900 and CR-7/1400 arms with the CC-20 controller.
Compiled by Corvane Robotics field service, March 2022. These notes do not
replace the full mechanical manual; they collect the values that technicians
ask for most often.

## 1. Arm data

| Item | CR-7/900 | CR-7/1400 |
|---|---|---|
| Reach | 900 mm | 1400 mm |
| Rated payload | 7 kg | 5 kg |
| Position repeatability | ±0.02 mm | ±0.03 mm |
| Arm weight | 52 kg | 71 kg |
| Mounting | floor, ceiling or wall | floor or ceiling only |

| Axis | Motion range | Max. speed (CR-7/900) | Max. speed (CR-7/1400) |
|---|---|---|---|
| J1 | ±170° | 250°/s | 200°/s |
| J2 | -110° / +135° | 250°/s | 190°/s |
| J3 | -70° / +200° | 300°/s | 240°/s |
| J4 | ±190° | 450°/s | 450°/s |
| J5 | ±120° | 450°/s | 450°/s |
| J6 | ±360° | 720°/s | 720°/s |

The CR-7/1400 may not be wall-mounted because the J1 gearbox is not rated for
the tilting moment of the longer arm.

## 2. Gearbox grease

All joints use Corvane GR-2 grease (lithium complex, NLGI 2). Never mix GR-2
with other greases.

| Joint | CR-7/900 | CR-7/1400 | Interval |
|---|---|---|---|
| J1 | 38 mL | 45 mL | 10 000 h |
| J2 | 32 mL | 40 mL | 10 000 h |
| J3 | 25 mL | 30 mL | 10 000 h |
| J4 to J6 (wrist unit, total) | 18 mL | 18 mL | 5 000 h |

Hours are servo-on hours as shown in controller menu 7.4. For arms running
above 40 °C ambient or at more than 80 % of rated payload most of the time,
halve the intervals.

Regreasing steps for J1 to J3:

1. Move the arm to the grease position for the joint (menu 7.5 shows it).
2. Switch off the controller and lock out the mains.
3. Remove the outlet plug first, then the inlet plug.
4. Pump grease in at the inlet until fresh grease appears at the outlet; do not exceed the quantity in the table.
5. Switch on and jog the joint back and forth for 10 minutes with the outlet open to release pressure.
6. Clean the thread and fit the outlet plug with new sealing tape.

## 3. Encoder backup battery

The absolute encoders keep their position through a 3.6 V lithium battery
pack (part CR-BAT-36) in the base. Replace it every 2 years, or straight away
when alarm B-021 appears. Change it with the controller switched ON, otherwise
all axes lose their position and must be remastered.

## 4. Alarm codes (CC-20)

| Code | Meaning | Action |
|---|---|---|
| M-112 | Joint overload / collision detected | Jog clear in manual mode, check the tool and the load data |
| M-207 | Brake release failure | Check the brake supply fuse F3 and the brake connector on the axis |
| B-021 | Encoder battery low | Replace battery pack CR-BAT-36 with controller on |
| B-022 | Encoder battery empty, position lost | Replace battery, then remaster all axes |
| C-301 | Enabling switch fault on teach pendant | Check pendant cable; replace pendant if the fault stays |
| S-410 | Safety fence door opened in AUTO | Close the door, reset at the operator panel |

## 5. Manual brake release

Use this only to free a trapped person or a jammed arm. Support the arm with a
crane or props first: J2 and J3 will drop under their own weight when the
brake opens.

1. Put the controller in manual mode and press the emergency stop.
2. Support the arm so that it cannot fall.
3. Connect the brake release box CR-BRB to connector X21 on the base.
4. Select the axis on the box.
5. Hold the RELEASE button and move the arm by hand, slowly.
6. Let go of the button to close the brake again.

## 6. Tightening torques

| Fastener | Torque |
|---|---|
| Tool flange bolts M6 (4 off, ISO 9409-1-50-4-M6) | 12.5 N·m |
| Base mounting bolts M16 (CR-7/900) | 210 N·m |
| Base mounting bolts M20 (CR-7/1400) | 350 N·m |
| Grease plugs R1/8 | 4 N·m |

Field service: +44 1632 960 610.
"""


def documents():
    return [{"file": FILE, "format": "md", "text": TEXT, "meta": None}]

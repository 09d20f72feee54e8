# ruff: noqa: E501
"""Myceliq MC-8 mushroom growing room climate controller - field setup notes.

Markdown file without a sidecar. Everything here is invented.
"""

FILE = "myceliq-mc8-field-setup-notes.md"

TEXT = """# Myceliq MC-8 growing room climate controller - field setup notes

Installer notes for the MC-8 controller (firmware 3.x) in white button mushroom growing rooms. One MC-8 controls one room. These notes are not a replacement for the wiring diagram delivered with the unit.

## 1. Wiring quick facts

- Supply: 24 V AC, 30 VA per controller. Do not share the transformer with the damper motors.
- Air temperature sensors T1 and T2: PT1000, two-wire, max cable length 50 m.
- Compost probes C1 to C4: PT1000 in stainless sleeve, pushed 15 cm into the compost.
- CO2 sensor: 0-10 V = 0-10,000 ppm, mounted 1.5 m above floor level in the return air duct.
- Outputs: fresh air damper 0-10 V (Y1), heating valve 0-10 V (Y2), cooling valve 0-10 V (Y3), humidifier relay K1, circulation fan 0-10 V (Y4).

## 2. Phase setpoints (factory defaults)

| Phase | Air temp | Compost temp | RH | CO2 |
|---|---|---|---|---|
| Spawn run | 24 °C | 25 to 26 °C | 95 % | 5,000 to 10,000 ppm |
| Case run | 23 °C | 24 °C | 95 % | 4,000 ppm |
| Pinning (airing) | 17 to 18 °C | 19 to 20 °C | 92 % | 1,000 to 1,200 ppm |
| First flush | 17 °C | 19 °C | 88 % | 900 ppm |
| Second flush | 18 °C | 20 °C | 86 % | 1,000 ppm |

During spawn run the fresh air damper stays at its minimum position and CO2 is allowed to build up; the spawn grows faster at high CO2.

## 3. Airing (pinning) ramp

When the phase is switched from case run to pinning, the MC-8 does not jump to the new setpoints. It lowers the air temperature by at most 1.5 °C per 12 h and the CO2 setpoint in steps of 500 ppm every 6 h. A faster drop makes the mycelium form pins in dense clusters, and clustered pins give many small, misshapen mushrooms. The ramp rates are set in menu P17 (temperature) and P18 (CO2).

## 4. Menu codes you will need on site

| Menu | Function | Default |
|---|---|---|
| P01 | Phase selection | Spawn run |
| P09 | Compost probe averaging (C1 to C4) | on |
| P14 | Fresh air damper minimum position | 8 % |
| P17 | Air temperature ramp, pinning | 1.5 °C / 12 h |
| P18 | CO2 ramp step, pinning | 500 ppm / 6 h |
| P22 | Humidifier switching hysteresis | 2 % RH |
| P31 | CO2 sensor offset | 0 ppm |
| P40 | Alarm relay delay | 10 min |

Service code for the P-menus is 2406. The code cannot be changed by the grower.

## 5. Alarm codes

| Code | Meaning | What to check |
|---|---|---|
| AL-CO2H | CO2 above alarm limit (default 6,000 ppm in the cropping phases) | Damper actuator and fresh air fan; damper linkage |
| AL-CO2S | CO2 sensor signal out of range | Sensor supply and 0-10 V cable |
| AL-RHL | Relative humidity more than 5 % below setpoint for 30 min | Humidifier water supply and nozzles |
| AL-T1 | Air temperature sensor T1 open or short circuit | Sensor and terminal block X3 |
| AL-CMP | Compost probes differ by more than 3 °C | Probe position; a probe may be touching the shelf |
| AL-DMP | Damper feedback differs from command by more than 10 % | Actuator linkage and 2-10 V feedback wire |

AL-CO2H and AL-T1 switch the alarm relay after the P40 delay; all other alarms are shown on the display only.

## 6. CO2 sensor check

Check the CO2 sensor every 6 months. Take it outdoors (or hold it in the fresh air inlet with the damper fully open) and wait 10 minutes; it should read 400 to 450 ppm. Correct any deviation with the offset in P31. If more than 200 ppm of offset is needed, replace the sensor.

## 7. Notes

- After a power failure the MC-8 resumes the running phase and ramp; no phase change is needed.
- Do not place T1 in the direct air stream of the cooling coil. It will read low and the room will run warm.
- Keep the compost probes at least 30 cm from the shelf edges, where the compost is cooled by the airflow.
"""


def documents():
    return [{"file": FILE, "format": "md", "text": TEXT, "meta": None}]

"""pj-field-notes.md - a service technician's field notes on PulseJet collectors (Markdown, no sidecar). Invented."""

FILE = "pj-field-notes.md"

TEXT = """# Field notes - PulseJet collectors, northern region

Written up by D. Okafor (Kestrel regional service), winter 2024. Informal notes, not a controlled document.
Always check the manual revision and any service bulletin before changing a setting.

## Site visits

| Site | Model | Serial | Header | dP on arrival | dP after work | Work done |
|------|-------|--------|--------|---------------|---------------|-----------|
| Joinery, Pellingham | PJ-16 | KF2304412 | H1 round | 1,720 Pa | 980 Pa | SB-0412-07 done, all diaphragms |
| Feed mill, Astley Cross | PJ-12 | KF2305038 | H2 square | 1,150 Pa | 1,020 Pa | Header drain valve cleaned |
| Foundry sand plant, Rudd | PJ-8 | KF2208790 | H1 round | 2,310 Pa | 1,240 Pa | Full cartridge change |
| Print finishing, Marl Bank | PJ-12 | KF2304871 | H1 round | 1,480 Pa | 1,050 Pa | SB-0412-07 done |

Note: the foundry PJ-8 has a round header but the bulletin does not cover PJ-8, so settings stay as per the manual.

## Things worth knowing

- If the dP reading jumps about, look at the transmitter tubing first. The low-pressure tube runs downhill from
  the clean plenum, so condensate collects in it and makes the reading swing.
- Diaphragm kits on the van: keep them below 25 °C and use them within 3 years of the date on the bag.
- A valve that fires with a dull thud instead of a sharp crack is usually a tired diaphragm or low header pressure.
- On the foundry unit the blowpipe nozzles had worn oval. Replace the blowpipe if a nozzle is more than 1 mm out
  of round; a worn nozzle sprays the pulse onto the venturi lip and wastes it.
- Customers often switch the controller off with the fan at the end of the shift. Explain the post-clean cycles
  and leave the controller powered.

## Start-up dP after a weekend (Pellingham, PJ-16)

- With post-clean enabled (P07 = 6): about 650 Pa at Monday start.
- With the controller switched off over the weekend: about 950 Pa at Monday start.

## Van stock to carry for a PJ visit

- 2 cartridges KF-20311 (only for a torn cartridge; full sets are ordered per site)
- 1 pack of gaskets KF-40117
- 2 diaphragm kits of each size, plus the reinforced kits for bulletin work
- Spare coil KF-51040 and a 4-20 mA loop calibrator

## Next visit

Check the Marl Bank PJ-12 again after 500 h; the dP had been creeping up for two months before the bulletin work.
"""

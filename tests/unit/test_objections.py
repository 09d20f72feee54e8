"""Positive evidence of answering (answering/objections.py) and navigation pages (analysis.is_navigation): what the
confirmed tier requires of a verified quote, on hand-made passages with the held-out failure shapes of issue 23."""

from __future__ import annotations

import re

import pytest

from spanproof.analysis import in_stated_range, is_navigation, is_navigation_row, printed_serial
from spanproof.answering.evidence import QuestionProfile, TermStats, profile_question
from spanproof.answering.objections import (
    Objection,
    acts_on_asked,
    applies_to,
    asked_cells,
    asked_step_lines,
    bound_of_asked_values,
    code_in_range_only,
    contrary_in_asked_sentence,
    contrary_polarity,
    contrary_qualifier,
    counts_other,
    declared_names,
    defines_asked,
    denied_asked,
    document_exclusions,
    enumerated_value,
    excluded_identifiers,
    forbidden_means,
    forbidden_premise,
    gives_no_reason,
    identifiers_absent,
    limited_to_others,
    lists_asked_value,
    looks_like_title,
    named_pattern,
    naming_first,
    noted_asked_value,
    noted_otherwise,
    objection,
    on_asked_step,
    other_condition,
    other_identifiers,
    other_qualified_figure,
    other_variant,
    other_year,
    sentence_window,
    states_applicability,
    states_asked,
    states_meaning_only,
    step_asked,
    steps_elsewhere,
    steps_quoted,
    swapped_roles,
    unstated_bound,
)
from spanproof.ingest.chunking import chunk_document
from spanproof.types import Block, Hit, Page, Scores


def profile(question: str) -> QuestionProfile:
    return profile_question(question, TermStats(100, {}))


@pytest.mark.parametrize(
    "text",
    [
        "Table of Contents Chapter 1 Aircraft Engines ....................... 1-1 Power & Weight"
        " ..................... 1-2 Fuel Economy ........................ 1-2",
        "Index\nAbrasion  10-3\nAccelerating system  2-13\nAccessory section  1-38\nAfterfiring  2-40\n",
        "List of Figures\nFigure 1. Pump housing  4\nFigure 2. Inlet valve  7\nFigure 3. Seal  9\nFigure 4. Gear  12\n",
        # an index's entries with several pages, lower-case entries, a roman page, and an entry cut off by the chunk
        "throttle assembly ......... 2-26 air turbine starters ....... 7-3, 7-9 preface ....... xiv Oil ..........",
    ],
)
def test_contents_index_and_lists_of_figures_are_navigation(text: str) -> None:
    assert is_navigation(text)


@pytest.mark.parametrize(
    "text",
    [
        "The relief valve opens at 85 psi. Check it every 100 hours. See Figure 6-2 and Table 6-1.",
        # a list of values ending in figures is a table of limits, not navigation: it has no navigation title
        "Limits\nIdle rpm  600\nMaximum rpm  2700\nOil pressure  60\nOil temperature  245\n",
        # ... nor is a card's list of limits, torques or intervals with dot leaders (stranger's set 24)
        "LIMITS\n  Maximum mast height ......... 9.0 m\n  Lower the mast when wind exceeds ...... 65 km/h\n"
        "  LED head power ........ 4 x 320 W\n  Fuel filter ........ every 500 h\n",
        "TORQUES\nJaw pin nut M24 ........ 220 Nm\nHanger bolt M30 ........ 410 Nm\nHead cap screws ...... 60 in-lb\n"
        "Drive rotation ........ clockwise\n",
    ],
)
def test_prose_and_tables_of_values_are_not_navigation(text: str) -> None:
    assert not is_navigation(text)


def test_a_piece_of_an_index_under_its_heading_is_navigation() -> None:
    piece = "8\nP-15, ofv motor overtemp ............ 8\nPosition sensor adjustment ............ 9"
    assert is_navigation(piece, "Index")
    assert not is_navigation(piece, "Outflow valve")  # two entries alone, without the heading, are too few
    # a heading that only ends in a navigation word titles no navigation
    assert not is_navigation("Oil grade  SAE 50\nViscosity  95", "Viscosity index")


@pytest.mark.parametrize(
    ("row", "heading", "navigation"),
    [
        ("6 Fault codes | 7", "Contents", True),
        ("Section: 7 | Title: Spare parts | Page: page 8", "Contents", True),
        ("2.2 Controls .......................... | 3", "Table of contents", True),
        ("Safety information ..........................", "Contents", True),
        # a table of values under another heading, or a kit's contents with their quantities, is no navigation
        ("6 Fault codes | 7", "Technical data", False),
        ("Part: O-ring | Qty: 2", "Contents", False),
        ("Item: Filter | Interval: 500 h", "Contents", False),
    ],
)
def test_a_contents_tables_row_is_navigation(row: str, heading: str, navigation: bool) -> None:
    assert is_navigation_row(row, heading) is navigation


def test_chunking_marks_a_contents_page_navigation_and_keeps_prose() -> None:
    toc = "Contents Pump ........ 1 Valve ........ 2 Seal ........ 3"
    body = "The pump delivers 300 psi at idle."
    pages = [Page(1, toc), Page(2, body)]
    blocks = [Block(1, 0, len(toc), "prose", ()), Block(2, 0, len(body), "prose", ())]
    assert [c.kind for c in chunk_document(pages, blocks, size=800, overlap=0)] == ["navigation", "prose"]
    # a contents table's rows on a page that also holds prose
    text = "Contents\n3 Main components | 5\nThe pump delivers 300 psi at idle."
    row, prose = text.index("3 Main"), text.index("The pump")
    blocks = [Block(1, row, prose - 1, "table_row", ("Contents",)), Block(1, prose, len(text), "prose", ("Pump",))]
    assert [c.kind for c in chunk_document([Page(1, text)], blocks, size=800, overlap=0)] == ["navigation", "prose"]


@pytest.mark.parametrize(
    ("quote", "headings", "title"),
    [
        ("Task 45-21: Maintenance Message E-34", [], True),
        ("Inspection Interval for the PX200 Filter", [], True),
        ("Fault codes", ["PX200 manual", "Fault codes"], True),
        ("Meaning of E-34: hydraulic return pressure below 120 psi for more than 5 s.", [], False),
        ("replace the seal when it leaks", [], False),
        # a table's row states values under its column names; its header row names them only
        ("Item: Gland nut | LG-7M: 900 lbf.in | LG-7N: 650 lbf.in", ["Table 602. Torque values"], False),
        ("Item | LG-7M | LG-7N", ["Table 602. Torque values"], True),
        # a text file's first line is its "title": a sentence inside a long one is still a statement
        (
            "Fault E-21 means the inlet valve is stuck closed.",
            [
                "Fault codes. Fault E-21 means the inlet valve is "
                "stuck closed. Replace the inlet valve seal and restart "
                "the pump after a full check of the housing."
            ],
            False,
        ),
    ],
)
def test_a_title_or_heading_line_is_told_from_a_statement(quote: str, headings: list[str], title: bool) -> None:
    assert looks_like_title(quote, headings) is title


def test_a_heading_that_restates_the_question_is_objected_to() -> None:
    found = objection(profile("what does E-34 indicate?"), "Task 45-21: Maintenance Message E-34", "", [])
    assert found is not None and found.rule == "restates_question"


def test_the_meaning_line_is_not_objected_to() -> None:
    quote = "Meaning of E-34: hydraulic return pressure below 120 psi for more than 5 s."
    assert objection(profile("what does E-34 indicate?"), quote, quote, ["Task 45-21"]) is None


def test_a_value_stated_for_another_model_is_objected_to() -> None:
    asked = profile("what is the oil capacity of the O-235?")
    quote = "The sump holds 8 quarts."
    # the page names the O-235 elsewhere, but not in the quote, its neighbours or its heading
    found = objection(asked, quote, "The O-320 is a four-cylinder engine. The sump holds 8 quarts.", ["Oil system"])
    assert found is not None and found.rule == "identifier_not_near" and "o-235" in found.reason.lower()
    # named in the sentence before it: the quote is about the O-235
    near = "The O-235 is a four-cylinder engine. The sump holds 8 quarts."
    assert objection(asked, quote, near, ["Oil system"]) is None
    # or in its heading, as the handbook prints the designation
    oil = "The oil sump holds 8 quarts."
    assert objection(asked, oil, oil, ["Lycoming 0-235"]) is None
    # (without the word "oil" near it, the capacity is not said to be the oil's: qualifier_unstated)
    assert objection(asked, quote, quote, ["Lycoming 0-235"]) == Objection(
        "qualifier_unstated", "the sentence does not say oil (the oil capacity asked)"
    )


def test_a_quote_without_the_kind_of_value_asked_for_is_objected_to() -> None:
    asked = profile("what is the flash point of jet fuel?")
    found = objection(asked, "Jet fuel is a kerosene-type fuel.", "", [])
    assert found is not None and found.rule == "type_missing" and found.reason == "no temperature is stated"
    assert objection(asked, "Jet A has a flash point of 110 °F.", "", []) is None


def test_a_unit_without_a_figure_or_a_model_the_manual_is_about_is_no_value() -> None:
    torque = profile("Torque for the TRG-40 mounting bolts into the airframe?")
    row = "Fastener: Mounting bolts to airframe | Torque, N·m (lbf·in): see HMM | Note: -"
    found = objection(torque, row, row, ["3.4 Torque values", "TRG-40 CMM"])
    assert found is not None and found.rule == "type_missing"
    stated = "Fastener: Mounting bolts to airframe | Torque, N·m (lbf·in): 25 (221) | Note: -"
    assert objection(torque, stated, stated, ["3.4 Torque values", "TRG-40 CMM"]) is None
    superseded = profile("Which p/n superseded capacitor CIS-5512-02?")
    line = "Input filter capacitor (IX-225): P/N CIS-5512-02."
    found = objection(superseded, line, line, ["3.3 Parts"], applies="IX-220 IX-225")
    assert found is not None and found.rule == "type_missing"
    assert objection(superseded, line, line, ["3.3 Parts"]) is None  # without the declaration, IX-225 reads as one


def test_a_sentence_about_another_member_of_the_asked_family_is_objected_to() -> None:
    asked = profile("what does E-22 mean on the fuel metering unit?")
    other = "3. Meaning of E-21: metering valve LVDT signal out of range."
    # E-22 is in the heading and in the next line: near, but the sentence itself speaks of E-21
    window = other + " Task 73-21-22: Maintenance Message E-22"
    found = objection(asked, other, window, ["Fault isolation - E-21 to E-24"])
    assert found is not None and found.rule == "other_identifier"
    assert found.reason == "the sentence names E-21, not E-22"
    # riding along with a sentence that names E-22 does not make the E-21 sentence an answer
    both = objection(asked, other + " Task 73-21-22: Maintenance Message E-22.", window, [])
    assert both is not None and both.rule == "other_identifier"
    right = "2. Meaning of E-22: torque motor current above 85 mA."
    assert objection(asked, right, right, ["Fault isolation - E-21 to E-24"]) is None


BLEED = (
    "Brake bleeding\n"
    "1. Connect a clear hose to the bleeder valve and put its end in a container of fluid.\n"
    "2. Open the bleeder valve one half turn (Ref. Fig. 12).\n"
    "3. Pump the brake pedal slowly until the fluid runs free of bubbles.\n"
    "4. Close the bleeder valve and torque it to 30 in-lb."
)


@pytest.mark.parametrize(
    "question",
    [
        "brake bleeding: what is the fourth step?",
        "bleeding the brakes, what do I do at step no. 4",
        "Step #4, brake bleed?",
        "brake bleed - the 4th step?",  # "4th" names step 4: the line "4." names it (no passage prints "4th")
    ],
)
def test_a_quote_on_another_numbered_step_than_the_one_asked_is_objected_to(question: str) -> None:
    asked = profile(question)
    three = "Pump the brake pedal slowly until the fluid runs free of bubbles."  # its line's number left out
    found = objection(asked, three, BLEED, ["Brake bleeding"])
    assert found == Objection("other_step", "the sentence is step 3, not step 4")
    two_and_three = BLEED[BLEED.index("2. Open") : BLEED.index("4. Close") - 1]
    assert objection(asked, two_and_three, BLEED, ["Brake bleeding"]) == Objection(
        "other_step", "the sentence is step 2, 3, not step 4"
    )
    four = "4. Close the bleeder valve and torque it to 30 in-lb."
    assert objection(asked, four, BLEED, ["Brake bleeding"]) is None
    # the line asked for is positive evidence, whatever its words share with the question's
    assert on_asked_step(asked, four, BLEED) and not on_asked_step(asked, three, BLEED)
    assert not on_asked_step(profile("how tight is the bleeder valve?"), four, BLEED)


def test_what_comes_next_is_the_line_after_the_step_or_action_named() -> None:
    four = "4. Close the bleeder valve and torque it to 30 in-lb."
    three = "3. Pump the brake pedal slowly until the fluid runs free of bubbles."
    for question in ("brake bleed: step 3 is done, what comes next?", "brake bleeding, what do I do after step 3?"):
        asked = profile(question)
        assert on_asked_step(asked, four, BLEED) and not on_asked_step(asked, three, BLEED)
    # an action described, not numbered: the line after the one doing it (its own line states more of it)
    described = profile("bleeding the brakes: pumped the pedal till the fluid runs free of bubbles, what next?")
    assert on_asked_step(described, four, BLEED)
    assert not on_asked_step(described, three, BLEED)  # the step doing it
    assert not on_asked_step(described, "2. Open the bleeder valve one half turn (Ref. Fig. 12).", BLEED)
    # no "next" asked: no line is the answer for coming after another
    assert not on_asked_step(profile("pumped the pedal till the fluid runs free of bubbles?"), four, BLEED)


def test_a_numbered_line_that_the_next_restarts_from_one_heads_a_section_and_is_no_step() -> None:
    card = "4. E-STOP PULL-CORD TEST (one section)\n" + "-" * 40 + "\n1. Tell the control room.\n2. Pull the cord."
    heading_and_first = card[: card.index("\n2.")]
    assert steps_quoted(heading_and_first, card) == [1]
    assert not on_asked_step(profile("pull cord test step 4 - how fast must the belt stop"), heading_and_first, card)
    assert steps_quoted(card[card.index("1.") :], card) == [1, 2]


def test_a_question_without_a_step_number_or_a_quote_on_no_numbered_line_has_no_step_objection() -> None:
    three = "Pump the brake pedal slowly until the fluid runs free of bubbles."
    assert objection(profile("when bleeding the brakes, when do I stop pumping the pedal?"), three, BLEED, []) is None
    prose = "Pump the brake pedal slowly until the fluid runs free of bubbles, then close the valve."
    assert step_asked("brake bleeding, step 4?") == 4 and steps_quoted(prose, prose) == []
    assert step_asked("how many steps does brake bleeding take?") is None


def test_a_variant_suffix_is_another_model_but_a_hyphenated_letter_is_the_family() -> None:
    quote = "Minimum cooling air flow is 30 lb/min for the TR-40A and 42 lb/min for the TR-42."
    window = quote + " The drive shaft shear section fails at 850 lbf.in on the TR-40 and the TR-40A."
    found = objection(profile("tr-40 cooling air flow minimum"), quote, window, ["Description"])
    assert found is not None and found.rule == "other_identifier" and "TR-40A, TR-42" in found.reason
    # asked for the TR-42, the same sentence names it
    assert objection(profile("tr-42 cooling air flow minimum"), quote, quote, ["Description"]) is None
    # a family asked for is named by its variants ("PX200-B" names a PX200)
    rated = "Rated outlet pressure is 3000 psi for the PX200-A and the PX200-B."
    assert objection(profile("what is the px200 rated outlet pressure?"), rated, rated, []) is None


def test_a_figure_the_question_names_itself_is_no_value_stated() -> None:
    """New information beyond the question's own terms: the engine's number in "Rotax 912" is no size."""
    asked = profile("how large is the coolant expansion tank on a Rotax 912?")
    caption = "Rotax 912 liquid cooling. The expansion tank sits above the radiator."
    found = objection(asked, caption, caption, [])
    assert found == Objection("type_missing", "no quantity is stated")
    stated = "On the Rotax 912 the expansion tank holds 0.4 liters."
    assert objection(asked, stated, stated, []) is None
    # a condition the question names is not the value asked either, yet the value beside it is
    hot = profile("what oil pressure at 2000 rpm?")
    assert objection(hot, "Check it at 2000 rpm.", "Check it at 2000 rpm.", []) is not None
    both = "At 2000 rpm the oil pressure must read 60 psi."
    assert objection(hot, both, both, []) is None


def test_figures_inside_a_designation_are_no_value() -> None:
    asked = profile("how often do I check the px200 pressure filter?")
    heading_like = "Inspection interval for the PX200 filter: the element is examined for contamination."
    found = objection(asked, heading_like, heading_like, [])
    assert found is not None and found.rule == "type_missing" and found.reason == "no duration is stated"
    stated = "The PX200 pressure filter is checked every 600 flight hours."
    assert objection(asked, stated, stated, []) is None
    # a terse question for a limit asks for a figure
    terse = profile("tr-40 cooling air flow minimum")
    no_figure = "Cooling is by a shaft-driven fan on the TR-40."
    found = objection(terse, no_figure, no_figure, [])
    assert found is not None and found.rule == "type_missing"
    # a part number asked for is a designation
    part = profile("what is the part number of the LVDT?")
    assert objection(part, "Replace the LVDT (P/N KF-6611-02).", "Replace the LVDT (P/N KF-6611-02).", []) is None
    # a figure's number is where to look, not a part number (a caption is no answer to "what part number")
    caption = "Fire extinguisher containers (HRD bottles). Figure 9-10. Discharge valve (left) and cartridge (squib)."
    found = objection(profile("part number of the cartridge (squib) in a discharge valve?"), caption, caption, [])
    assert found is not None and found.rule == "type_missing" and found.reason == "no part number is stated"


def test_a_size_and_a_row_s_model_labels_are_no_part_number() -> None:
    row = "Item: Return-air filters (qty x size, mm) | RT-075: 4 x 500x500x50 | RT-125: 6 x 625x500x50"
    found = objection(profile("part number for the return air filters on an RT-125"), row, row, [])
    assert found is not None and found.rule == "type_missing" and found.reason == "no part number is stated"
    parts = "Item: Return-air filter | RT-075: 61-4410 | RT-125: 61-4420"
    assert objection(profile("part number for the return air filter on an RT-125"), parts, parts, []) is None


def test_how_much_of_a_thing_is_not_answered_by_how_long_it_takes() -> None:
    asked = profile("how much descaler for a descale on the CX-201")
    timed = "It takes approximately 45 min on the CX-101 and 70 min on the CX-201."
    found = objection(asked, timed, timed, [])
    assert found is not None and found.rule == "type_missing" and found.reason == "no amount is stated"
    measured = "Place the hose in a container holding 5 L (CX-101) or 8 L (CX-201) of descaler."
    assert objection(asked, measured, measured, []) is None


def test_a_table_row_is_read_for_the_member_asked() -> None:
    row = "Item: 25 | Description: Cooling fan | TR-40: AL-3301-01 | TR-40A: - | TR-42: -"
    found = objection(profile("tr-40a cooling fan part no."), row, row, ["Parts list"])
    assert found is not None and found.rule == "type_missing" and found.reason == "the table states no value for TR-40A"
    assert objection(profile("tr-40 cooling fan part no."), row, row, ["Parts list"]) is None
    # a dash with a note mark states no value either
    rated = "Item: Standby rating, 60 Hz | KG-100: 125 kVA | KG-150T: — (c)"
    found = objection(profile("standby kva of the KG-150T"), rated, rated, ["Data"])
    assert found == Objection("type_missing", "the table states no value for KG-150T")
    # ... nor for a model named without its letters, which the row prints with them
    assert asked_cells(profile("standby kva of the kg 150t"), rated) == (
        "Item: Standby rating, 60 Hz | KG-150T: — (c)",
        "— (c)",
    )
    # the value asked for must be in the asked member's cell, not in another's
    limits = "Item: Bearing radial play, max | TR-40: 0.0008 in | TR-40A: n/a | TR-42: 0.0008 in"
    assert objection(profile("TR-42 bearing radial play max?"), limits, limits, []) is None
    found = objection(profile("TR-40A bearing radial play max?"), limits, limits, [])
    assert found is not None and found.rule == "type_missing"


def test_the_window_is_the_quote_with_the_sentence_before_and_after() -> None:
    text = "The O-235 is small. It has four cylinders. The sump holds 6 quarts. Use grade 80 oil."
    hit = Hit(1, "m.txt", "m", "v1", 3, 100, 100 + len(text), "prose", [], text, Scores(fused=0.0))
    start = 100 + text.index("The sump")
    window = sentence_window(hit, start, start + len("The sump holds 6 quarts."))
    assert window == "It has four cylinders. The sump holds 6 quarts. Use grade 80 oil."


@pytest.mark.parametrize(
    ("question", "quote", "reason"),
    [
        # a table row of minimums for a maximum asked
        (
            "fmx-12 max inlet pressure?",
            "Parameter: Inlet pressure, min | FMX-12: 25 psig | FMX-14: 30 psig",
            "the sentence speaks of the minimum, not the maximum asked",
        ),
        (
            "what is the wet weight of the pump?",
            "Dry weight: 6.8 kg.",
            "the sentence speaks of the dry, not the wet asked",
        ),
        (
            "torque for the inlet port fitting?",
            "Outlet fitting torque is 135 lbf.in.",
            "the sentence speaks of the outlet, not the inlet asked",
        ),
        (
            "sensor voltage with the valve fully open",
            "With the valve fully closed, the sensor output is 0.50 V.",
            "the sentence speaks of the closed position, not the open position asked",
        ),
        (
            "can I do a major repair on a prop with just my A&P?",
            "All minor repairs on propellers may be done by an A&P technician.",
            "the sentence speaks of the minor, not the major asked",
        ),
        (
            "LVDT primary excitation voltage?",
            "The LVDT secondary voltage is 3.5 V at connector P1.",
            "the sentence speaks of the secondary, not the primary asked",
        ),
        (
            "max wind speed for pumping with the boom folded",
            "The boom must not be unfolded at wind speeds above 60 km/h (3-second gust).",
            "the sentence speaks of the unfolded, not the folded asked",
        ),
        (
            "heavy-duty facing blade part number for a PJ-250",
            "Part no.: 40-1172 | Description: Facing blade, standard (set of 2) | Used on: PJ-250, PJ-315",
            "the sentence speaks of the standard, not the heavy-duty asked",
        ),
        (
            "deadline for doing the chain upgrade on our RTW-2000HD",
            "Item: Labour time allowed | RTW-1800: 1.5 h | RTW-2000HD: 2.0 h",
            "the sentence speaks of the labour time, not the deadline asked",
        ),
        ("minimum oil pressure at idle?", "Oil pressure must not exceed 90 psi.", None),
        # a wearing dimension: new, or at its wear limit
        (
            "how long is a new carbon brush?",
            "Replace the brushes when worn to 0.30 in.",
            "the sentence speaks of the wear or service limit, not the value when new asked",
        ),
        (
            "gear backlash on a new gearbox",
            "Gear backlash, max: 0.012 in.",
            "the sentence speaks of the wear or service limit, not the value when new asked",
        ),
        (
            "wear limit for the bushing inside diameter?",
            "Bushing inside diameter, new: 0.500 to 0.502 in.",
            "the sentence speaks of the value when new, not the wear or service limit asked",
        ),
    ],
)
def test_the_opposite_qualifier_of_the_one_asked_is_objected_to(question: str, quote: str, reason: str | None) -> None:
    found = objection(profile(question), quote, quote, [])
    if reason is None:  # "not exceed" states a maximum: asked for the minimum, that is the other value
        assert found is not None and found.rule == "contrary_qualifier"
        assert found.reason == "the sentence speaks of the maximum, not the minimum asked"
    else:
        assert found is not None and found.rule == "contrary_qualifier" and found.reason == reason


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        # both values stated: the one asked is among them
        ("max oil temperature?", "Oil temperature: minimum 40 °C, maximum 100 °C."),
        # "5 min" is five minutes, not a minimum
        ("maximum warm-up time?", "Run the engine at idle for 5 min before takeoff; no longer than 10 minutes."),
        # the question names neither of a pair
        ("what oil pressure is normal?", "Normal oil pressure is 60 psi at the outlet."),
        ("minimum brush length?", "Minimum brush length is 0.45 in."),
        # new and limit both stated; a new part's torque is no dimension worn (its "max" is the torque's own)
        ("new brush length?", "Brush length: new 0.75 in, wear limit 0.45 in."),
        ("torque for a new engine mount bolt?", "Torque the mount bolts to 50 in-lb maximum."),
    ],
)
def test_a_quote_with_the_asked_qualifier_or_none_of_a_pair_is_not_objected_to(question: str, quote: str) -> None:
    found = objection(profile(question), quote, quote, [])
    assert found is None or found.rule != "contrary_qualifier"


def test_a_qualifier_the_question_says_it_does_not_ask_is_not_asked() -> None:
    """ "(not the wear limit)", ", not the outlet": what a question rules out is not what it asks; "not to exceed"
    still asks for the maximum."""
    wear = profile("bushing inside diameter when new, lg-7 (not the service limit)")
    limit = "Maximum bushing inside diameter is 0.5030 in on the LG-7."
    found = objection(wear, limit, limit, [])
    assert found == Objection(
        "contrary_qualifier", "the sentence speaks of the wear or service limit, not the value when new asked"
    )
    inlet = profile("fuel pump inlet pressure - not the outlet one?")
    outlet = "Fuel pump outlet pressure is 25 psi."
    assert objection(inlet, outlet, outlet, []) == Objection(
        "contrary_qualifier", "the sentence speaks of the outlet, not the inlet asked"
    )
    ceiling = profile("cylinder head temperature, not to exceed?")
    floor = "Minimum cylinder head temperature for takeoff is 150 °F."
    assert objection(ceiling, floor, floor, []) == Objection(
        "contrary_qualifier", "the sentence speaks of the minimum, not the maximum asked"
    )


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        # the quantity's word ending a terse question asks for it
        ("kx9 outflow valve actuator weight?", "weight"),
        ("vm-310 motor voltage?", "voltage"),
        # five words between the asking word and the quantity
        ("what's the kx-9 outflow valve actuator torque?", "torque"),
        ("man-hours for the shaft seal bulletin", "labour"),
        ("kinematic viscosity - what units is that in?", "unit"),
        # the model named after the quantity still ends a terse question
        ("rated flow px200-b?", "flow"),
        ("what controls the flow of fuel?", None),
        ("FMX-12 bypass dP at max flow?", None),  # a condition of another value
        ("px200 max flow?", "flow"),
        # a quantity word that only names a thing asks for no value
        ("what does the oil pressure relief valve do?", None),
        ("what is the purpose of the torque tube?", None),
    ],
)
def test_the_kind_of_value_asked_for(question: str, kind: str | None) -> None:
    asked = profile(question).answer_type
    assert (asked.name if asked else None) == kind


@pytest.mark.parametrize(
    ("question", "without", "kind", "stated"),
    [
        # a chapter-page number ("6-18" heading a handbook page) is no part number
        (
            "part number of the spin-on oil filter?",
            "6-18 A B C Oil sump screen. Cutting open a spin-on type oil filter using a special filter cutter.",
            "part number",
            "Use the spin-on oil filter P/N 64010-1.",
        ),
        # a measurement is no count
        (
            "how many vanes in a vm-350",
            "Item: Vane length, min | VM-300: 38.0 mm | VM-350: 46.5 mm",
            "count",
            "The VM-350 rotor has 6 vanes.",
        ),
        (
            "man-hours for the px200 shaft seal bulletin",
            "Effectivity: PX200-B pumps, serial numbers 1200 through 1499.",
            "labour",
            "Man-hours: 3.5 man-hours per PX200 pump.",
        ),
        # asked in a unit, a weight relative to another is none
        (
            "roughly how many pounds is an air turbine starter?",
            "The typical air turbine starter weighs from one-fourth to one-half as much as an electric starter.",
            "weight figure",
            "A typical air turbine starter weighs about 15 pounds.",
        ),
        (
            "kinematic viscosity - what units is that in?",
            "Kinematic viscosity. The ratio of the absolute viscosity of a fluid to its density.",
            "unit",
            "Kinematic viscosity is measured in centistokes.",
        ),
        (
            "rated flow px200-b?",
            "Rated outlet pressure is 3000 psi for the PX200-A and the PX200-B.",
            "flow",
            "Rated flow is 15 gpm for the PX200-B.",
        ),
    ],
)
def test_a_quote_without_the_value_asked_for_is_objected_to(
    question: str, without: str, kind: str, stated: str
) -> None:
    asked = profile(question)
    found = objection(asked, without, without, [])
    assert found is not None and found.rule == "type_missing" and found.reason == f"no {kind} is stated"
    assert objection(asked, stated, stated, []) is None


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        ("case drain fitting torque for the px200-c?", "Fastener: Case drain fitting | PX200-C: 150 lbf.in"),
        ("ultimate pressure vm-310?", "Ultimate pressure is 0.1 mbar for the VM-310."),
        ("FMX-12 bypass dP limit?", "Parameter: Bypass dP at max flow | FMX-12: 55 psid"),
        ("need the max case drain temp, px200-c", "Parameter: Case drain temperature, max | PX200-C: 99 deg C"),
        # asked without a unit, a weight relative to another is one
        (
            "what does an air turbine starter weigh?",
            "The typical air turbine starter weighs from one-fourth to one-half as much as an electric starter.",
        ),
    ],
)
def test_values_as_manuals_print_them_are_stated(question: str, quote: str) -> None:
    assert objection(profile(question), quote, quote, []) is None


def test_a_value_of_the_asked_kind_for_another_of_its_kind_is_objected_to() -> None:
    # the words before the quantity say which value of that kind is asked: the full-flow pressure is not the rated
    # outlet pressure, the overhaul interval not the filter's
    full_flow = profile("px200-b full-flow pressure?")
    assert full_flow.qualifiers == ("full-flow",)
    rated = "Rated outlet pressure is 3000 psi for the PX200-A and the PX200-B."
    found = objection(full_flow, rated, rated, ["Pump ratings"])
    assert found == Objection(
        "qualifier_unstated", "the sentence does not say full-flow (the full-flow pressure asked)"
    )
    stated = "At full flow the outlet pressure is 2850 psi for the PX200-B."
    assert objection(full_flow, stated, stated, ["Pump ratings"]) is None

    overhaul = profile("fmx-12 overhaul interval?")
    interval = "Interval: 500 flight hours for the FMX-12."
    assert objection(overhaul, interval, interval, ["Filter replacement"]).rule == "qualifier_unstated"  # type: ignore[union-attr]
    # stated by the heading the interval stands under
    assert objection(overhaul, interval, interval, ["FMX-12 overhaul"]) is None


def test_a_qualifier_may_be_written_short_and_only_measured_values_have_them() -> None:
    # a technician's short forms: "prop" for propeller, "lube" for lubrication
    lube = profile("prop lube interval in salt air?")
    assert lube.qualifiers == ("lube",)
    quote = "In salt air, lubricate the propeller every 50 hours."
    assert objection(lube, quote, quote, []) is None
    # the asking words are no qualifier; the word before the quantity's is ("flash" point)
    assert profile("what is the flash point of jet fuel?").qualifiers == ("flash",)
    assert profile("what is the maximum oil temperature?").qualifiers == ("oil",)
    # a part number's or a count's subject follows its "of": no qualifier is read for them
    assert profile("what is the part number of the squib?").qualifiers == ()
    assert profile("how many spark plugs per cylinder?").qualifiers == ()
    # the word nearest the quantity says which value; the ones before it name the component, often in a title only
    assert profile("main gear actuator overhaul interval").qualifiers == ("overhaul",)


def test_a_dash_number_the_question_names_must_be_near() -> None:
    # "the -6 size" names a fitting's dash number: the -4 fitting's row is another fitting's
    asked = profile("px200-b case drain fitting torque, the -6 size")
    assert "-6" in asked.identifiers
    row = "Fastener: Case drain fitting (-4) | PX200-A: 135 lbf.in | PX200-B: 135 lbf.in"
    assert objection(asked, row, row, []).rule == "identifier_not_near"  # type: ignore[union-attr]
    right = "Fastener: Case drain fitting (-6) | PX200-A: 210 lbf.in | PX200-B: 210 lbf.in"
    assert objection(asked, right, right, []) is None


def test_a_question_without_an_asking_word_names_the_value_it_wants() -> None:
    # a technician's noun phrase asks for the quantity it names, with its qualifier
    asked = profile("gland nut torque on the nose gear actuator LG-7N")
    assert asked.answer_type is not None and asked.answer_type.name == "torque"
    assert asked.qualifiers == ("nut",)
    found = objection(
        asked, "Applicable to the LG-7N nose gear actuator.", "Applicable to the LG-7N nose gear actuator."
    )
    assert found is not None and found.rule == "type_missing"
    # the quantity's word only names a thing when more of the phrase follows it: no value is asked
    assert profile("oil pressure relief valve purpose").answer_type is None
    # "pn" is a part number
    pn = profile("cooling fan pn, TR-40")
    assert pn.answer_type is not None and pn.answer_type.name == "part number"
    no_pn = "Cooling is by a shaft-driven fan on the TR-40."
    assert objection(pn, no_pn, no_pn).rule == "type_missing"  # type: ignore[union-attr]
    # nor are the asked model's siblings part numbers; a part number beside them is one
    valve = profile("FMX-12E shutoff valve p/n")
    siblings = "The FMX-12E has an electronic shutoff valve; the FMX-12 and the FMX-14 have a solenoid-latched one."
    assert objection(valve, siblings, siblings).rule == "type_missing"  # type: ignore[union-attr]
    stated = "The FMX-12E shutoff valve is P/N SV-2281-03; the FMX-12 uses SV-2281-01."
    assert objection(valve, stated, stated) is None


def test_a_table_column_named_by_the_model_and_the_quantity_is_read_for_the_asked_model() -> None:
    asked = profile("kx-9 cabin alt at 45000 ft")
    row = "Aircraft altitude: 45000 ft | KX-9 cabin altitude: - | KX-9S cabin altitude: 6000 ft"
    found = objection(asked, row, row)
    assert found is not None and found.rule == "type_missing" and "KX-9" in found.reason


def test_a_neighbour_stating_its_own_value_does_not_qualify_the_quote() -> None:
    asked = profile("px200-b full-flow pressure?")
    quote = "Rated outlet pressure is 3000 psi for the PX200-A and the PX200-B."
    # the next sentence says full-flow, but of its own value (the PX200-C's): it does not qualify the quote's
    window = quote + " The PX200-C is rated at 3000 psi as well, with a full-flow pressure of 2850 psi."
    found = objection(asked, quote, window, ["Description"])
    assert found is not None and found.rule == "qualifier_unstated"
    # a step that names the quantity without a value of its own does ("Measure ..." before "If the resistance ...")
    step = profile("F-116 equalizer bus resistance limit?")
    assert step.qualifiers == ("bus",)
    quote = "4. If the resistance is more than 0.5 ohm, repair the connection."
    window = "2. Measure the equalizer bus resistance at terminal D. " + quote
    assert objection(step, quote, window, ["Task 24-31: F-116"]) is None


@pytest.mark.parametrize(
    ("question", "quote", "defined"),
    [
        # a longer term holding the asked one: a kind of the thing, or another thing
        ("What is an annular combustor?", "Can-annular combustor. A combustor of separate liners in one case.", True),
        ("What is a magneto?", "A high-tension magneto is a magneto that delivers high voltage to the plugs.", True),
        # the asked term itself, in the singular or the plural
        ("What is an annular combustor?", "Annular combustor. A combustor of one liner around the shaft.", False),
        ("What is a Class B fire?", "Class B fires are fires in flammable petroleum products.", False),
        ("what are magnetos", "Magnetos are self-contained engine-driven units that make ignition current.", False),
        # a phrase, not a term; a question that asks more than what a term is
        ("What is a combustor?", "The combustor in a can-annular engine is where the fuel burns.", False),
        ("What is the purpose of a relief valve?", "Pressure relief valve. A valve that limits pressure.", False),
    ],
)
def test_a_definition_of_another_term_holding_the_asked_one_is_no_answer(
    question: str, quote: str, defined: bool
) -> None:
    found = objection(profile(question), quote, quote)
    assert (found is not None and found.rule == "another_term_defined") is defined


def test_passages_naming_more_of_the_asked_codes_are_read_first_in_their_ranked_order() -> None:
    def passage(chunk_id: int, text: str, heading: str = "Description", title: str = "KX-9 controller FIM") -> Hit:
        return Hit(chunk_id, "fim.pdf", title, "v1", 1, 0, len(text), "prose", [heading], text, Scores(fused=0.0))

    ranked = [
        passage(1, "The KX-9 controls the cabin altitude rate."),  # the model: one of the two
        passage(2, "1. Meaning of P-14: auto schedule lost.", heading="Task 21-31-14: Maintenance Message P-14"),  # one
        passage(3, "3. Meaning of P-06: rate above 1500 ft/min.", heading="Task 21-31-06: Maintenance Message P-06"),
        passage(4, "P-06 is recorded by the controller.", title="Other manual"),  # the code alone: one
    ]
    order = [h.chunk_id for h in naming_first(profile("got msg P-06 on the KX-9, what triggers it"), ranked)]
    assert order == [3, 1, 2, 4]  # both named (the model by its title), then the ranked order
    # a question naming no code or model keeps the ranked order; a figure is no code
    assert [h.chunk_id for h in naming_first(profile("what triggers a 1500 ft/min rate?"), ranked)] == [1, 2, 3, 4]


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        (
            "got maint msg E-33 on the PX200 hyd pump. what triggers it",
            "3. Meaning of E-33: outlet pressure above 3250 psi.",
        ),
        ("px200 pump E-31 definition?", "| E-31 | Case drain flow high | 29-11-05 |"),
        ("what sets F-104 on a tr40 starter gen", "F-104 indicates that the engine did not reach 45 % NG within 40 s."),
        (
            "F-108 came up on TR40 s/g, what's the condition behind it",
            "Fault isolation\n3. F108 - cooling air too hot.",
        ),
        ("E-36 on the px200 - what temp trips it?", "E-36: fluid temperature at case drain above 110 deg C."),
        (
            "what does code A-11 mean on the vm300",
            "The pump stops. A-11 is set when oil temperature is above 95 deg C.",
        ),
        # worded as the dev set never words it: what the code is, explain it, why it comes up
        ("what is E-34 on the px200?", "3. Meaning of E-34: return pressure below 120 psi."),
        ("whats fault code E-34", "3. Meaning of E-34: return pressure below 120 psi."),
        ("explain P-06 on the kx-9", "Meaning of P-06: cabin rate above 1500 ft/min for more than 15 s."),
        ("why am I getting F-110 on the TR-40A", "F-110 indicates arcing at the commutator."),
        # a code and nothing else asked of it; codes with dots, hexadecimal codes, ALM codes, bulleted lines
        ("E.04.2?", "Code: E.04.2 | Description: Air-in-line detector signal drift | Service action: Clean it."),
        ("ALM 103 on the KR-30?", "Code: ALM 103 | Message / condition: Separator differential pressure high"),
        ("centrifuge shows alarm code 0x04", "Check the rotor.\n- Alarm code: 0x04 - imbalance detected."),
        ("what is alarm A-12 on an NCX chiller", "New alarm A-12: evaporator flow switch open for more than 5 s."),
    ],
)
def test_a_statement_of_what_the_asked_code_means_is_recognised(question: str, quote: str) -> None:
    assert defines_asked(profile(question), quote)


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        # a range naming the code, or another code's meaning
        ("fmx12 FMU E-36 definition?", "Fault codes E-21 to E-36 are recorded by the engine control for the FMU."),
        ("what does E-34 mean on the px200", "3. Meaning of E-35: return pressure below 120 psi."),
        ("what does E-34 mean on the px200", "Task 29-11-05-810-834: Maintenance Message E-34"),
        # the question asks a step of the code's task, or a part, not what the code means
        ("corvane px200: E-34 procedure, step 5?", "3. Meaning of E-34: return pressure below 120 psi."),
        ("P-09 on the cpc, what part do I replace", "Meaning of P-09: outflow valve motor current high."),
        # what is asked about the code is a value, not what it is
        ("what is the E-34 threshold on the px200", "3. Meaning of E-34: return pressure below 120 psi."),
        ("what's the px200 E-34 inlet pressure limit?", "3. Meaning of E-34: return pressure below 120 psi."),
        # no code asked
        ("what does the relief valve do?", "Meaning of E-34: return pressure below 120 psi."),
        # a code of the same kind beside the asked one; a value of the code asked, not what it is
        ("E.04.2?", "Code: E.04.1 | Description: Air-in-line detector self-test failure"),
        ("ALM 103 reset delay?", "Code: ALM 103 | Message / condition: Separator differential pressure high"),
        ("Changed alarm A-03 trip point?", "Changed: default trip point of anti-freeze alarm A-03 lowered to 2.5 °C."),
    ],
)
def test_what_does_not_state_the_asked_codes_meaning_is_not_taken_for_it(question: str, quote: str) -> None:
    assert not defines_asked(profile(question), quote)


@pytest.mark.parametrize(
    ("question", "row", "objected"),
    [
        ("lg-7m piston rod chrome thickness min?", "Item: Piston rod diameter, min | LG-7M: 1.2480 in", True),
        ("tr-42 commutator max diameter (new)?", "Item: Commutator runout, max | TR-42: 0.0015 in", True),
        # a row naming no dimension gives its table's ("Fits and clearances")
        ("new-part limits for plunger land dia", "Mating parts: Plunger to gear bore | New, min: 0.0004", True),
        ("plunger to gear bore clearance, new?", "Mating parts: Plunger to gear bore | New, min: 0.0004", False),
        # the dimension asked, however short its name
        ("min rod dia LG-7M", "Item: Piston rod diameter, min | LG-7M: 1.2480 in | LG-7N: 0.9980 in", False),
        ("need the shaft end play, PX200-C", "Parameter: Shaft end play | PX200-C: 0.003-0.008 in", False),
        # no dimension asked, or prose (it may give one without naming it)
        ("vm-350 oil capacity", "Item: Oil capacity | VM-350: 2.6 L", False),
        ("how thick is the chrome on the lg-7m rod?", "The rod diameter is 1.2480 in; the chrome is 0.002 in.", False),
        # a dimension asked by its adjective (stranger's set 28)
        ("how deep is the LM-220 wet well", "Item: Wet well inner diameter | LM-220: 1500 mm", True),
        ("how deep is the LM-220 wet well", "Item: Wet well depth | LM-220: 2400 mm", False),
    ],
)
def test_a_table_row_for_another_dimension_is_objected_to(question: str, row: str, objected: bool) -> None:
    found = objection(profile(question), row, row, ["Table 601. Fits and clearances"])
    assert (found is not None and found.rule == "other_dimension") is objected, found


TORQUES = "Fastener: B+ terminal nut | TR-40: 110 lbf.in | TR-40A: 110 lbf.in | TR-42: 160 lbf.in | TR-43: -"


@pytest.mark.parametrize(
    ("question", "states"),
    [
        ("need the B+ terminal torque, TR-42", True),  # the torque named by the heading
        ("tr-40a b+ terminal nut torque?", True),
        ("B+ terminal torque, TR-43", False),  # no value in its cell
        ("B+ terminal torque, TR-44", False),  # no cell of its own
        ("torque for the tr-42 E terminal nut, dry?", False),  # the row does not say "dry"
        ("B+ terminal nut resistance on the TR-42", False),  # a value of another kind
    ],
)
def test_a_table_row_with_the_asked_models_value_and_the_rest_of_the_question_states_it(
    question: str, states: bool
) -> None:
    assert lists_asked_value(profile(question), TORQUES, ["Table 3. Torque values"]) is states


PARTS = "Item: 10 | Description: Pressure filter element | PX200-A: CV-4410-02 | PX200-C: CV-4410-05"


@pytest.mark.parametrize(
    ("question", "states"),
    [
        # the word asking for the kind of value is answered by a value of that kind, however short
        ("what's the pn of the pressure filter element on a PX200-C", True),
        ("PX200-A pressure filter element part number?", True),
        ("what's the pn of the pressure filter bowl on a PX200-C", False),  # the row does not say "bowl"
        ("pressure filter element rating, PX200-C", False),  # a part number is no rating
    ],
)
def test_the_words_asking_for_the_kind_of_value_are_stated_by_a_value_of_that_kind(question: str, states: bool) -> None:
    assert lists_asked_value(profile(question), PARTS, ["Illustrated parts list"]) is states


TBO = "TBO is 4000 flight hours for the TR-40, 4500 flight hours for the TR-40A and 5000 flight hours for the TR-42."
WEIGHTS = "The pump is light. Dry weight: PX200-A 6.8 kg, PX200-B 7.1 kg, PX200-C 8.4 kg, PX200-D 9.9 kg."


@pytest.mark.parametrize(
    ("question", "quote", "value"),
    [
        ("tr-40a TBO?", TBO, "4500 flight hours"),
        ("what's the TBO on a TR-42", TBO, "5000 flight hours"),
        ("px200-c dry weight", WEIGHTS, "8.4 kg"),
        ("fmx-14 max flow", "Maximum fuel flow is 2400 pph for the FMX-12 and 3100 pph for the FMX-14.", "3100 pph"),
        ("tr-43 TBO?", TBO, None),  # not in the list
        ("fmx-12e inlet screen interval", "Interval: 500 flight hours for the FMX-12 and FMX-12E.", None),  # shared
        ("tr-40 TBO?", "The TR-40 and the TR-40A have a TBO of 4000 flight hours.", None),  # no list of values
    ],
)
def test_the_asked_models_value_is_read_from_a_sentence_listing_each_models(
    question: str, quote: str, value: str | None
) -> None:
    found = enumerated_value(profile(question), quote)
    assert (found and found[1]) == value
    if found:
        assert found[0] in quote and value in found[0]


def test_a_listing_sentence_is_read_only_when_short_and_values_never_span_another() -> None:
    """A list of models' values is a short sentence; a longer one (a hostile page's run-on text) is not read, and a
    value stops where another could start ("is", "and", "for", a comma, semicolon or colon): linear time."""
    question = profile("px200-c dry weight")
    padding = "The pump is light and its case is cast. " * 20
    listing = "dry weight: PX200-A 6.8 kg, PX200-C 8.4 kg."
    assert enumerated_value(question, listing) == (listing, "8.4 kg")
    assert enumerated_value(question, padding.replace(". ", ", ") + listing) is None  # one sentence of 800 characters
    assert enumerated_value(question, "PX200-A is 6.8 kg is light, is 8.4 for the PX200-C") == (
        "PX200-A is 6.8 kg is light, is 8.4 for the PX200-C",
        "8.4",
    )


@pytest.mark.parametrize(
    ("question", "states"),
    [
        ("tr-40a TBO?", True),
        ("how heavy is a px200-c, dry?", True),  # a weight says how heavy
        ("how heavy is a px200-c, wet?", False),
        ("px200-c dry weight", True),
        ("px200-c wet weight", False),
        ("how many vanes in a tr-40a", False),  # a duration is no count
    ],
)
def test_a_sentence_listing_each_models_value_states_the_asked_ones_with_the_rest_of_the_question(
    question: str, states: bool
) -> None:
    quote = TBO if question.startswith(("tr", "how many")) else WEIGHTS
    assert lists_asked_value(profile(question), quote, ["Overhaul"]) is states


def _declaring(product: str | None, variants: list[str] | None) -> Hit:
    text = "4. Install the new seal retainer and torque its screws to 30 lbf.in."
    return Hit(
        1,
        "sb",
        "SB PX200-29-014",
        "1",
        1,
        0,
        len(text),
        "prose",
        [],
        text,
        Scores(),
        product=product,
        variants=variants,
    )


def test_the_models_a_version_declares_it_applies_to_are_named_in_full() -> None:
    assert applies_to(_declaring("PX200", ["B", "C"])) == "PX200-B PX200-C"
    assert applies_to(_declaring("TR-40", ["TR-40A"])) == "TR-40A"  # written in full already
    assert applies_to(_declaring("PX200", None)) == "PX200"
    assert applies_to(_declaring(None, None)) == ""


@pytest.mark.parametrize(
    ("question", "context", "absent"),
    [
        ("px200-b retainer screw torque", "Torque its screws to 30 lbf.in.", []),  # the bulletin's B, unnamed
        ("px200 retainer screw torque", "Torque its screws to 30 lbf.in.", []),
        ("px200-a retainer screw torque", "Torque its screws to 30 lbf.in.", ["px200-a"]),  # not declared
        # a sentence naming another model of the family speaks of that one
        ("px200-b retainer screw torque", "On the PX200-C, torque its screws to 30 lbf.in.", ["px200-b"]),
        ("px200-b retainer screw torque", "On the PX200-B and C, torque its screws to 30 lbf.in.", []),
    ],
)
def test_a_model_the_version_declares_counts_as_named_unless_the_sentence_names_another(
    question: str, context: str, absent: list[str]
) -> None:
    found = identifiers_absent(profile(question), context, ["SB PX200-29-014 - Improved shaft seal"], "PX200-B PX200-C")
    assert found == absent


def test_a_serial_in_a_range_stated_on_the_page_counts_as_named() -> None:
    question = profile("CX-45 KT2233310 torque on the flare nut")
    step = "5. On the CX-45, tighten the 1/4 in flare nut to 16 N·m."
    rows = (
        "Model: CX-45 | Serial numbers: KT2231000 to KT2234999\nModel: CX-60 | Serial numbers: KT2240000 to KT2242499"
    )
    assert identifiers_absent(question, step) == ["kt2233310"]
    assert identifiers_absent(question, step, ranges=rows) == []
    assert identifiers_absent(profile("CX-45 KT2235000 flare nut torque"), step, ranges=rows) == ["kt2235000"]


def test_a_heading_setting_the_other_state_is_a_contrary_when_the_quote_says_neither() -> None:
    quote = "b) Force at the handwheel rim at full application: HB-7 max. 350 N"
    asked = profile("max rim force HB-7 when testing on a loaded wagon")
    found = objection(asked, quote, quote, ["2 FUNCTION TEST (wagon empty, air brake released)"])
    assert found == Objection("contrary_qualifier", "the sentence speaks of the empty, not the loaded asked")
    assert objection(asked, quote, quote, ["2 FUNCTION TEST (wagon loaded)"]) is None
    # the quote's own word decides over its heading's
    loaded = "b) Force at the rim, wagon loaded: HB-7 max. 350 N"
    assert objection(asked, loaded, loaded, ["2 FUNCTION TEST (wagon empty, air brake released)"]) is None


def test_not_folded_is_unfolded() -> None:
    quote = "Never stand under a boom that is not folded. The boom must not be unfolded at wind speeds above 60 km/h."
    found = objection(profile("max wind speed for pumping with the boom folded"), quote, quote, [])
    assert found == Objection("contrary_qualifier", "the sentence speaks of the unfolded, not the folded asked")
    folded = "With the boom folded, pump at wind speeds up to 80 km/h. Never stand under a boom not folded."
    assert objection(profile("max wind speed for pumping with the boom folded"), folded, folded, []) is None


@pytest.mark.parametrize(
    ("question", "quote", "bounded"),
    [
        # the only length is a minimum; the maximum in the quote bounds a force
        (
            "max clearance between brake block and wheel after releasing",
            "b) Force at the rim: HB-7 max. 350 N\nd) Release fully. Each block must then stand clear of its wheel "
            "tread by at least 5 mm.",
            ("maximum", "minimum"),
        ),
        (
            "minimum seal gap?",
            "The seal gap must not exceed 0.4 mm, and must be even all round.",
            ("minimum", "maximum"),
        ),
        # a length bounded as asked, or one not bounded at all, may answer
        ("max clearance between block and wheel", "Clearance: at least 5 mm, at most 8 mm.", None),
        ("max clearance between block and wheel", "The block stands 5 mm clear of the tread.", None),
        # the bound is in another clause than the value's
        ("max gap at the seal", "Check the gap at least once a year; it is 0.3 mm when new.", None),
    ],
)
def test_values_of_the_asked_kind_bounded_the_other_way_are_objected_to(
    question: str, quote: str, bounded: tuple[str, str] | None
) -> None:
    assert bound_of_asked_values(profile(question), quote) == bounded


@pytest.mark.parametrize(
    ("question", "row", "reason"),
    [
        (
            "seal kit part no. for the twin bend cylinders on an FB-38",
            "Part no.: CT-8110 | Description: Clamp cylinder seal kit | Models: FB-38",
            "the row names another part (clamp cylinder), not the one asked",
        ),
        (
            "which kit do i order for the encoder coupling fix on FB-90",
            "Part no.: CT-5241 | Description: Encoder coupling, bellows type | Models: FB-60, FB-90",
            "the row names no kit, the thing asked",
        ),
        (
            "part number of the vaporiser mount block itself (not the o-rings)",
            "Part no.: PV-3318 | Description: O-ring set for vaporiser mount block (2 pcs)",
            "the sentence names the o-rings, which the question does not ask for",
        ),
        # the part asked, however its row words it
        ("seal kit part no. for the bend cylinders", "Part no.: CT-8120 | Description: Bend cylinder seal kit", None),
        ("which kit do i order for the coupling", "Part no.: CT-5241K | Description: Coupling kit, bellows", None),
        ("part number of the return filter element", "Part no.: HF-22 | Description: Return-line filter element", None),
        ("part number of the mount block (not the o-rings)", "Part no.: PV-3310 | Description: Mount block", None),
        # an abbreviation, a model's name, a count, a participle and the words asking for the number qualify nothing
        ("part no. for water temp sensor B14", "Part no.: IS-7002 | Description: Water temperature sensor B14", None),
        (
            "Which oil goes in a KR compressor and what's the 20 l can part no?",
            "Compressor oil (all models): KLube S-46 Plus synthetic compressor fluid, 20 L can P/N KP-9020-47.",
            None,
        ),
        (
            "overheat horn at WOT - impeller kit pn",
            "Likely cause: Blocked water intake or worn impeller | Remedy: fit impeller kit 47-WP6090",
            None,
        ),
        ("replacement fan speed controller part number", "one fan speed controller PCL-FSC-26B", None),
        ("Which p/n superseded capacitor CIS-5512-02?", "Input filter capacitor (IX-225): P/N CIS-5512-02.", None),
        (
            "Which part number replaces the 40-1312-1 spring seat washer?",
            "Replace spring seat washer 40-1312-1 with washer 40-1312-3.",
            None,
        ),
    ],
)
def test_a_row_naming_another_part_than_the_one_asked_is_objected_to(
    question: str, row: str, reason: str | None
) -> None:
    found = objection(profile(question), row, row, [])
    assert (found.reason if found else None) == reason


def test_a_serial_printed_in_two_groups_is_one_serial() -> None:
    assert printed_serial("IR60-000401") == ("ir", "60000401")
    assert printed_serial("KP4205200") == ("kp", "4205200")
    assert printed_serial("SB-2023-014") is None and printed_serial("1234-5678") is None
    rows = "IR-520 E: IR52-001800 to IR52-002299"
    assert in_stated_range("ir52-002000", rows) and not in_stated_range("ir52-002300", rows)
    # the user's serial applies to it, and to its parts: no passage need print it
    bulletin = profile_question(
        "hinge pin torque after SB-031, IR-600 E IR60-000500", TermStats(100, {}), applied=["60000500"]
    )
    assert bulletin.identifiers == ("sb-031", "ir-600") and "000500" not in bulletin.terms
    # ... and so does the word naming it; not where the caller applied none
    asked = "labour time for SB-2023-014 on KBP 42-5 serial KP4205350"
    assert "serial" not in profile_question(asked, TermStats(100, {}), applied=["4205350"]).terms
    assert "serial" in profile_question(asked, TermStats(100, {})).terms


def test_a_serial_is_in_a_stated_range_with_its_letters_and_figures() -> None:
    rows = "Serial numbers: KT2231000 to KT2234999; s/n 51000-51899"
    assert in_stated_range("kt2233310", rows) and in_stated_range("KT2231000", rows)
    assert in_stated_range("51200", rows)
    assert not in_stated_range("kt2235000", rows)  # past its end
    assert not in_stated_range("vc2233310", rows)  # other letters
    assert not in_stated_range("kt223331", rows)  # fewer figures
    assert not in_stated_range("2500", "2000-3000 rpm")  # four figures alone are no serial


def test_the_models_named_by_declaration_alone_are_those_no_sentence_contradicts() -> None:
    question = profile("px200-b retainer screw torque")
    assert declared_names(question, "Torque its screws to 30 lbf.in.", "PX200-B PX200-C") == ["px200-b"]
    assert declared_names(question, "On the PX200-C, torque them to 30 lbf.in.", "PX200-B PX200-C") == []
    assert declared_names(question, "Torque its screws to 30 lbf.in.", "PX200-C") == []


# the question's last word is its unit's serial number, given to the filters too
_SERIAL = " [serial]"
_LR_EXCLUDED = (
    "This bulletin does not apply to the LR-150, which was never fitted with the HB impeller, nor to LR-220 and "
    "LR-310 pumps outside the serial ranges above.\nParameter: Seal water flow | Affected pumps: 24 l/min"
)


@pytest.mark.parametrize(
    ("question", "context", "excluded"),
    [
        (
            "bearing replacement interval for the standard ACF-12 in the forward bay?",
            "It does not apply to the standard ACF-12 fan.\n\nReplace both bearings at 6,000 operating hours.",
            ["acf-12"],
        ),
        ("px200-d seal p/n?", "Applies to all variants except the PX200-D. Seal P/N 29-118-2.", ["px200-d"]),
        ("tr-40a brush length?", "This SB is not applicable to TR-40A units. New brush length 0.75 in.", ["tr-40a"]),
        # the model the passage does apply to, or an exclusion of something else
        ("bearing interval for the ACF-12H?", "It does not apply to the standard ACF-12 fan. Replace at 6,000 h.", []),
        ("px200-b seal p/n?", "The PX200-B uses the same seal, except for the retainer. Seal P/N 29-118-2.", []),
        ("px200-b seal p/n?", "Seal P/N 29-118-2. It applies to every model. The D is excepted later.", []),
        # excluded outside some serial numbers: not for a unit whose serial number the filters admitted the document
        # for; for a question giving none, or a model excluded in a clause of its own, it is
        (f"seal water flow LR220 sn 2205000{_SERIAL}", _LR_EXCLUDED, []),
        ("seal water flow LR220", _LR_EXCLUDED, ["lr220"]),
        (f"seal water flow LR150 sn 1505000{_SERIAL}", _LR_EXCLUDED, ["lr150"]),
    ],
)
def test_a_passage_that_says_it_does_not_apply_to_the_asked_model_is_objected_to(
    question: str, context: str, excluded: list[str]
) -> None:
    question, serial, _ = question.partition(_SERIAL)
    applied = [question.split()[-1]] if serial else []
    asked = profile_question(question, TermStats(100, {}), applied=applied, serial=int(applied[0]) if serial else None)
    assert excluded_identifiers(asked, context) == excluded
    found = objection(asked, context.split("\n")[-1], context, ["Service letter"])
    assert (found is not None and found.rule == "not_applicable") is bool(excluded), found


@pytest.mark.parametrize(
    ("question", "quote", "others"),
    [
        (
            "which wall bracket kit do I use to hang a CX-42 on the wall",
            "Wall brackets PCL-WB-1 may be used for CX-18 and CX-26 only; CX-34 and CX-42 must stand on the ground.",
            ["CX-18", "CX-26"],
        ),
        (
            "live tool drive oil for the TL-250",
            "Point: Live tool drive (TL-250M only) | Lubricant: ISO VG 150",
            ["TL-250M"],
        ),
        ("wall bracket for a CX-26", "Wall brackets PCL-WB-1 may be used for CX-18 and CX-26 only.", []),
        ("live tool drive oil for the TL-250M", "Point: Live tool drive (TL-250M only) | Lubricant: ISO VG 150", []),
        # "only" limiting something else than the models
        ("CX-42 bracket bolt torque", "On the CX-42 use stainless bolts only: 25 N·m.", []),
    ],
)
def test_a_sentence_limited_to_other_models_is_objected_to(question: str, quote: str, others: list[str]) -> None:
    asked = profile(question)
    assert limited_to_others(asked, quote) == others
    found = objection(asked, quote, quote)
    assert (found is not None) is bool(others), found  # "TL-250M" is no naming of the TL-250 (identifier_not_near)


@pytest.mark.parametrize(
    ("question", "quote", "other"),
    [
        (
            "what is the brake coil holding voltage after pull-in",
            "The HCU applies a pull-in voltage of at least 18 V and then drops the coil to a lower holding voltage.",
            "pull-in voltage",
        ),
        ("brake coil holding voltage", "The holding voltage, 12 V, follows a pull-in voltage of 18 V.", None),
        ("brake coil holding voltage", "Pull-in voltage 18 V, holding voltage 12 V.", None),
        # the asked quantity not named at all is qualifier_unstated's
        ("brake coil holding voltage", "Apply a pull-in voltage of 18 V.", None),
    ],
)
def test_a_figure_of_a_quantity_qualified_otherwise_is_no_value_asked(question: str, quote: str, other: str) -> None:
    assert other_qualified_figure(profile(question), quote) == other


def _passage(chunk_id: int, document: str, text: str) -> Hit:
    return Hit(chunk_id, document, document, "1", 1, 0, len(text), "prose", [], text, Scores())


LETTER = [
    _passage(
        1,
        "sil",
        "PURPOSE\nOperators have reported bearing noise. This letter gives a reduced interval. It does not apply"
        " to the\nstandard ACF-12 fan.",
    ),
    _passage(2, "sil", "BEARING REPLACEMENT INTERVAL\nReplace both ball bearings at 6,000 operating hours."),
    _passage(3, "cmm", "This manual does not apply to the ACF-9. Bearing life is 10,000 operating hours."),
]


def test_what_a_document_says_it_does_not_apply_to_holds_for_all_its_passages() -> None:
    interval = LETTER[1]
    excluding = document_exclusions(interval, LETTER)
    assert "standard ACF-12 fan" in excluding and "ACF-9" not in excluding  # the other document's is its own
    asked = profile("bearing replacement interval for the standard ACF-12 in the forward bay?")
    found = objection(asked, interval.text, interval.text, ["Service letter"], "ACF-12-H", excluding)
    assert found == Objection("not_applicable", "the document says it does not apply to acf-12")
    # the model it does apply to; and "it" read as the document only in a passage that names the document
    assert (
        objection(profile("bearing interval for the ACF-12H?"), interval.text, interval.text, [], "ACF-12-H", excluding)
        is None
    )
    step = _passage(4, "cmm", "5. Fit the cover. It does not apply to the ACF-12 fan, whose cover is riveted.")
    assert document_exclusions(step, [step]) == ""
    listed = _passage(5, "sb", "SB WB-24-002\nApplicability: WB-7, WB-11\nNot applicable to: WB-7S\n")
    assert "WB-7S" in document_exclusions(listed, [listed])


SELF_TEST = (
    "Self-test codes\nCode 12 means supply pressure is below 50 psig. Check the supply line.\n"
    "Code 21 means the pressure-breathing solenoid did not respond. Replace the solenoid valve, P/N 9P-4410.\n"
    "Code 27 means the aneroid signal disagrees with the cabin altitude."
)
FLT_BLOCKS = (
    "FLT 0431\nDescription: Internal watchdog reset.\nIndication: DET FAIL caution for 10 s, then clears.\n"
    "Action: If stored more than 3 times in 50 flight hours, replace the unit.\n"
    "FLT 0432\nDescription: Loop A open.\nAction: Replace loop A."
)
TASKS = (
    "Task 29-34: Maintenance Message E-34\n1. Make sure that the pump is off.\n"
    "2. Meaning of E-34: return pressure below 120 psi for more than 5 s.\n"
    "3. If the return line is clear, replace the return pressure transducer, P/N 29-441.\n"
    "Task 29-35: Maintenance Message E-35\n1. Meaning of E-35: case drain flow high.\n2. Replace the case drain filter."
)


E_CODES = (
    "Code: E.05.1 | Description: Battery not detected | Service action: Check battery connector J9.\n"
    "Code: E.05.3 | Description: Battery temperature above 60 °C | Service action: Remove pump from service."
)


@pytest.mark.parametrize(
    ("question", "context", "quote", "acts"),
    [
        (
            "Code 21 came up on an ORX-9PH, what part do I replace?",
            SELF_TEST,
            "Replace the solenoid valve, P/N 9P-4410.",
            True,
        ),
        ("Code 21 came up on an ORX-9PH, what part do I replace?", SELF_TEST, "Check the supply line.", False),
        (
            "fault 0431 keeps coming back, when do we pull the unit?",
            FLT_BLOCKS,
            "Action: If stored more than 3 times in 50 flight hours, replace the unit.",
            True,
        ),
        ("fault 0431 keeps coming back, when do we pull the unit?", FLT_BLOCKS, "Action: Replace loop A.", False),
        (
            "px200 E-34, what do I swap?",
            TASKS,
            "3. If the return line is clear, replace the return pressure transducer, P/N 29-441.",
            True,
        ),
        ("px200 E-34, what do I swap?", TASKS, "2. Replace the case drain filter.", False),  # E-35's
        ("px200 E-34, what do I swap?", TASKS, "1. Make sure that the pump is off.", False),  # before its meaning
        # the question names what it would act on: the code's action may be about something else
        (
            "E-34 on px200 - which transducer connector pins do I check?",
            TASKS,
            "3. If the return line is clear, replace the return pressure transducer, P/N 29-441.",
            False,
        ),
        ("aquila e.05.3 what to do", E_CODES, "Service action: Remove pump from service.", True),
        ("E.05.1 on an IP-310, fix?", E_CODES, "Service action: Check battery connector J9.", True),
        ("E.05.1 on an IP-310, fix?", E_CODES, "Service action: Remove pump from service.", False),  # E.05.3's
        (
            "A-170 feeder overload what to check",
            "A-170 Feeder motor overload\nMeaning: Feeder motor current above limit.\nRemedy: Check for caked product"
            " in the feeder frame and clean it.",
            "Remedy: Check for caked product in the feeder frame and clean it.",
            True,
        ),
        # a row continued from the page before: its code marked so, its action still under it (stranger's set 26)
        (
            "T-120 but none of the tube fuses are blown, what should I check",
            "Code: T-120 (cont.) | Meaning: HV overcurrent or tube fuse failure | Remedy: 4. Withdraw each tube. 6. If"
            " no fuse has blown, measure the HV transformer secondary insulation.\nCode: A-130 | Meaning: Ambient ozone"
            " | Remedy: Ventilate the room.",
            "Remedy: 4. Withdraw each tube.",
            True,
        ),
        (
            "A-130 what should I check",
            "Code: T-120 (cont.) | Meaning: HV overcurrent or tube fuse failure | Remedy: 4. Withdraw each tube.",
            "Remedy: 4. Withdraw each tube.",
            False,
        ),
        # the meaning asked, not what to do
        (
            "what does E-34 mean on the px200?",
            TASKS,
            "3. If the return line is clear, replace the return pressure transducer, P/N 29-441.",
            False,
        ),
    ],
)
def test_what_to_do_about_a_code_is_the_action_under_its_own_entry(
    question: str, context: str, quote: str, acts: bool
) -> None:
    assert acts_on_asked(profile(question), quote, context) is acts


@pytest.mark.parametrize(
    ("question", "quote", "reason"),
    [
        # with or without a thing the value includes
        (
            "weight of an IP-300 with the pole clamp fitted",
            "Parameter: Weight without pole clamp | IP-300: 2.1 kg | IP-300P: 2.2 kg",
            "the sentence gives the value without pole clamp, not with the pole clamp",
        ),
        (
            "Oil capacity of the KR-22 separator vessel alone, excluding the cooler?",
            "Quantity: Oil capacity (system incl. cooler) | KR-22: 14.5 L | KR-30: 19.5 L",
            "the sentence gives the value incl. cooler, not excluding the cooler",
        ),
        ("weight of an IP-300 without the pole clamp", "Parameter: Weight without pole clamp | IP-300: 2.1 kg", None),
        ("weight with oil", "Weight without oil: 20 kg; with oil: 25 kg.", None),  # both given
        ("oil capacity of the KR-22", "Quantity: Oil capacity (system incl. cooler) | KR-22: 14.5 L", None),
        # the thing asked of itself, given only without it
        (
            "how much does the motor for an LR-150 weigh",
            "Parameter: Mass, pump without motor | LR-150: 145 kg | LR-220: 210 kg | LR-310: 340 kg",
            "the sentence gives the value without motor, not of the motor itself",
        ),
        ("how much does an LR-150 weigh", "Parameter: Mass, pump without motor | LR-150: 145 kg", None),
        ("how heavy is the motor", "Motor mass: 30 kg | Pump without motor: 145 kg", None),
        # a chiller's entering and leaving water temperatures
        (
            "A-03 anti-freeze trip point on entering water temp",
            "Changed: trip point of anti-freeze alarm A-03 lowered from 3.0 °C to 2.5 °C leaving water temperature.",
            "the sentence speaks of the leaving, not the entering asked",
        ),
    ],
)
def test_a_value_given_with_what_the_question_excludes_or_the_other_way_round_is_objected_to(
    question: str, quote: str, reason: str | None
) -> None:
    found = objection(profile(question), quote, quote)
    assert (found.reason if found else None) == reason


@pytest.mark.parametrize(
    ("quote", "stated"),
    [
        ("The IP-310 takes two mains fuses, P/N 29-118-2.", True),
        ("The IP-310 takes two mains fuses, P/N VF-FU-12H.", True),
        ("The IP-310 takes two mains fuses MS29513-214.", True),
        # a fuse's rating, a current and a voltage: designations and measurements, no part number
        ("Parameter: Mains fuses | IP-310: 2 x T2AL 250V", False),
        ("The IP-310 takes two mains fuses of 10A at 250 V.", False),
        ("IP-310: every 1000 h, replace the mains fuses.", False),  # a time
        ("Fastener: Mains fuse holder screws | IP-310: 0.8 Nm (M3) | IP-410: 1.2 Nm (M4x0.7)", False),  # threads
        ("The IP-310 takes two mains fuses, P/N M12-2204.", True),  # a part number that begins like a thread
    ],
)
def test_a_part_number_holds_two_figures_and_is_no_measurement(quote: str, stated: bool) -> None:
    asked = profile("P/N for the IP-310 mains fuses")
    assert asked.answer_type is not None and asked.answer_type.name == "part number"
    found = objection(asked, quote, quote)
    assert (found is None) is stated, found
    if not stated:
        assert found == Objection("type_missing", "no part number is stated")


def test_a_model_named_by_a_word_and_a_number_is_read_in_a_table_row() -> None:
    row = "Temperature range | Centra 14: N/A | Centra 14R: -10 to +40 °C | Centra 16R: -20 to +40 °C"
    assert objection(profile("temperature range of the Centra 14"), row, row) == Objection(
        "type_missing", "the table states no value for Centra 14"
    )
    assert objection(profile("temperature range of the Centra 14R"), row, row) is None
    # a sentence about a sibling, not the asked model
    other = "The Centra 16R holds temperatures from -20 to +40 °C."
    assert objection(profile("temperature range of the Centra 14"), other, other) is not None
    # a number after a word that names no model ("Figure 3", "Step 4") makes no family of models
    found = objection(profile("oil filter housing torque, Figure 3?"), "Figure 4: filter housing, 25 Nm.", "")
    assert found is None or found.rule != "other_identifier"
    beside = "Filter 3 housing: 30 Nm. Filter 4 housing: 25 Nm."
    assert objection(profile("torque of the Filter 3 housing"), "Filter 4 housing: 25 Nm.", beside) == Objection(
        "other_identifier", "the sentence names FILTER 4, not Filter 3"
    )


DRAIN = (
    "3. Drain the oil:\na) Place a container under the drain hose.\n"
    "b) Open the sump drain valve V4 and let the oil drain completely.\n"
    "c) Remove the cooler drain plug and drain the cooler; refit the plug."
)


def test_a_quote_ending_on_the_action_the_question_says_is_done_is_not_what_comes_after_it() -> None:
    asked = profile("KR oil change - what do I do right after draining the cooler?")
    assert objection(asked, DRAIN, DRAIN) == Objection(
        "other_step", "the sentence is the step the question says is done, not the one after it"
    )
    assert objection(asked, "4. Replace the oil filter.", DRAIN + "\n4. Replace the oil filter.") is None
    # the quote runs on past the action to the next line: it holds the answer
    assert objection(asked, DRAIN + "\n4. Replace the oil filter.", DRAIN) is None
    # a question asking no next step
    assert objection(profile("how do I drain the cooler on a KR?"), DRAIN, DRAIN) is None


def test_a_code_entry_ending_on_the_action_the_question_says_is_done_is_not_what_comes_after_it() -> None:
    asked = profile("A07 vib trip: already checked the impeller clearance, vibration still there. next step?")
    cut = (
        "Code: A07 | Meaning: Bearing vibration above 11.0 mm/s RMS (trip). | Remedy: Do not restart until the cause"
        " is found. Check impeller clearance, erosion and deposits."
    )
    assert objection(asked, cut, cut) == Objection(
        "other_step", "the sentence is the step the question says is done, not the one after it"
    )
    # the entry runs on past the action: it holds the answer, and so does a case with what to do in it
    on = cut + " Replace both bearings if the vibration persists."
    assert objection(asked, on, on) is None
    case = cut + " If the vibration persists after the impeller check, replace both bearings."
    assert objection(asked, case, case) is None


NOTED_TORQUES = (
    "Fastener: Propeller nut (1) | Corvina 40: 35 Nm | Corvina 60 EFI: 55 Nm | Corvina 90 EFI / 90 EFI CT: 75 Nm\n"
    "Fastener: Flywheel nut (2) | Corvina 40: 157 Nm | Corvina 60 EFI: 186 Nm | Corvina 90 EFI / 90 EFI CT: 235 Nm\n"
    "(1) Corvina 90 EFI CT: 82 Nm.\n(2) Clean the taper; apply thread locker to the nut threads."
)


def test_a_part_numbers_sibling_is_a_part_number_but_a_models_sibling_is_no_part_number() -> None:
    row = "Description: Probe P1 | P/N: NI-4410-8 | Note: Supersedes NI-4410-6"
    assert objection(profile("which p/n supersedes NI-4410-6"), row, row) is None
    sibling = "The FMX-12 and the FMX-14 have a solenoid-latched shutoff valve."
    assert objection(profile("shutoff valve p/n for the FMX-12?"), sibling, sibling) == Objection(
        "type_missing", "no part number is stated"
    )


def test_a_tables_note_giving_the_asked_model_its_own_value_is_the_answer_not_the_row() -> None:
    row, note = NOTED_TORQUES.splitlines()[0], "(1) Corvina 90 EFI CT: 82 Nm."
    asked = profile("prop nut torque Corvina 90 EFI CT")
    assert noted_otherwise(asked, row, NOTED_TORQUES) == ("1", "Corvina 90 EFI CT")
    assert objection(asked, row, row, ["3 Torque specifications"], "", "", NOTED_TORQUES) == Objection(
        "noted_otherwise", "note (1) gives the Corvina 90 EFI CT its own value"
    )
    assert noted_asked_value(asked, note, NOTED_TORQUES, ["3 Torque specifications"])
    # the model the row's value is for; a note that names no asked model, or a row of another mark
    plain = profile("prop nut torque Corvina 90 EFI")
    assert noted_otherwise(plain, row, NOTED_TORQUES) is None and not noted_asked_value(plain, note, NOTED_TORQUES, [])
    flywheel = profile("flywheel nut torque Corvina 90 EFI CT")
    assert noted_otherwise(flywheel, NOTED_TORQUES.splitlines()[1], NOTED_TORQUES) is None
    assert not noted_asked_value(
        flywheel, note, NOTED_TORQUES, ["3 Torque specifications"]
    )  # note (1) is the prop nut's


@pytest.mark.parametrize(
    ("question", "kind"),
    [("lockout duration after failed logins, default", "duration"), ("gear lube qty corvina 90", "quantity")],
)
def test_a_duration_or_an_amount_asked_tersely_is_a_value_asked(question: str, kind: str) -> None:
    asked = profile(question).answer_type
    assert asked is not None and asked.name == kind


def test_fresh_water_is_not_salt_water() -> None:
    row = "Item: Sacrificial anodes (salt water) | Interval: Inspect every 50 hours"
    assert objection(profile("anode inspection interval in fresh water"), row, row) == Objection(
        "contrary_qualifier", "the sentence speaks of the salt water, not the fresh water asked"
    )


@pytest.mark.parametrize(
    ("question", "quote", "reason"),
    [
        (
            "What is the prime rating of the KG-150T at 60 Hz?",
            "Item: Prime rating, 50 Hz (1) | KG-60: 60 kVA | KG-150T: 150 kVA",
            "the sentence speaks of 50 Hz, not 60 Hz",
        ),
        ("What is the prime rating of the KG-150T at 50 Hz?", "Item: Prime rating, 50 Hz | KG-150T: 150 kVA", None),
        # a distance measured at, set by the table's note (stranger's set 24)
        (
            "sound level of the SB-620 measured 3 m away from the arch",
            "Parameter: Sound pressure level (3) | SB-620: 74 dB(A) | SB-620X: 76 dB(A)"
            " (3) Measured 1 m from the arch.",
            "the sentence speaks of 1 m, not 3 m",
        ),
        ("SB-620 sound level at 1 m", "Parameter: Sound pressure level, at 1 m | SB-620: 74 dB(A)", None),
        # a figure of the question in another unit, or no condition set by a figure
        ("KG-150T prime rating at 60 Hz", "Item: Prime rating at 60 Hz, 400 V | KG-150T: 150 kVA", None),
        ("prime rating of the KG-150T", "Item: Prime rating, 50 Hz | KG-150T: 150 kVA", None),
    ],
)
def test_a_condition_set_by_a_figure_and_its_unit_is_not_another_figures(
    question: str, quote: str, reason: str | None
) -> None:
    found = objection(profile(question), quote, quote)
    assert (found.reason if found else None) == reason


@pytest.mark.parametrize(
    ("question", "quote", "others"),
    [
        # asked of "this machine", the variant the filters apply: another model's row is another model's
        (
            "what torque on the mount nuts for this machine",
            "Item: Mount nut torque | Model: VPC-80 | New: 45 Nm",
            ["VPC-80"],
        ),
        ("what torque on the mount nuts for this machine", "Item: Mount nut torque | Model: VPC-100R | New: 78 Nm", []),
        ("mount nut torque?", "VPC-60: 40 Nm | VPC-80: 40 Nm | VPC-100R: 70 Nm", []),  # names the variant too
        ("mount nut torque?", "Tighten the mount nuts to 40 Nm.", []),  # names no model
        # a part number or a file of the family's letters is no sibling model (strangers' sets 6 and 7)
        ("mount nut torque?", "Fit kit VPC-100-2231 and gasket VPC-21877-B.", []),
        ("usb stick size?", "Copy VPC421.BIN to a FAT32 USB stick.", []),
        # the question names a model of the family itself: the rules for named models decide
        ("VPC-80 mount nut torque?", "Item: Mount nut torque | Model: VPC-80 | New: 45 Nm", []),
    ],
)
def test_a_model_other_than_the_variant_asked_of_is_another_models(
    question: str, quote: str, others: list[str]
) -> None:
    asked = profile_question(question, TermStats(100, {}), variant="VPC-100R")
    assert other_variant(asked, quote) == others
    assert other_variant(profile(question), quote) == []  # no variant applied
    found = objection(asked, quote, quote)
    assert (found.reason if found and found.rule == "other_identifier" else None) == (
        f"the sentence names {', '.join(others)}, not VPC-100R" if others else None
    )


@pytest.mark.parametrize(
    ("question", "quote", "reason"),
    [
        (
            "continuous speed limit for the HX-40T (normal temps)?",
            "(1) HX-40T: at fluid temperatures above 90 °C limit continuous speed to 40 rpm.",
            "the sentence gives the value above 90 °C, not for normal temps",
        ),
        # the normal figure stated beside the exception's; no normal running asked
        (
            "continuous speed limit for the HX-40T (normal temps)?",
            "HX-40T max continuous speed: 55 rpm. At fluid temperatures above 90 °C limit continuous speed to 40 rpm.",
            None,
        ),
        (
            "continuous speed limit for the HX-40T above 90 deg?",
            "(1) HX-40T: at fluid temperatures above 90 °C limit continuous speed to 40 rpm.",
            None,
        ),
        # a condition set as a whole, a share of it stated (stranger's set 28)
        (
            "LM-220 flow at its max head?",
            "Item: Rated flow (a) | LM-220: 9.0 l/s (a) At half the maximum head, clean water at 20 °C.",
            "the sentence gives the value at half the maximum head, not for max head",
        ),
        (
            "LM-220 flow at half the max head?",
            "Item: Rated flow (a) | LM-220: 9.0 l/s (a) At half the maximum head.",
            None,
        ),
        ("LM-220 flow at max head?", "Item: Flow at maximum head | LM-220: 4.1 l/s", None),
        # a machine asked of at work, its row's note giving the value idle (stranger's set 28)
        (
            "SP-20 noise level at 1 m while it's actually welding",
            "Parameter: Sound pressure level at 1 m (d) | SP-20: 78 dB(A) | SP-20X: 82 dB(A) (d) Idle press with the"
            " enclosure closed. Welding noise depends on the part and can be much higher.",
            "the sentence speaks of the machine idle, not the machine at work asked",
        ),
        (
            "SP-20 noise level at 1 m",
            "Parameter: Sound pressure level at 1 m (d) | SP-20: 78 dB(A) | SP-20X: 82 dB(A) (d) Idle press with the"
            " enclosure closed.",
            None,
        ),
    ],
)
def test_a_value_beyond_a_threshold_does_not_answer_for_normal_running(
    question: str, quote: str, reason: str | None
) -> None:
    found = objection(profile(question), quote, quote)
    assert (found.reason if found else None) == reason


def test_a_distance_is_a_condition_a_speed_is_not() -> None:
    noted = "Sound pressure level (3) | SB-620: 74 dB(A) (3) Measured 1 m from the arch at 3 m/s belt speed."
    assert other_condition("SB-620 noise 3 m away", noted) == ("3 m", "1 m")
    assert other_condition("SB-620 noise at 3 ft", "Noise, at 1 ft | SB-620: 74 dB(A)") == ("3 ft", "1 ft")
    assert other_condition("SB-620 noise at 3 m/s belt speed", noted) is None  # a speed, not a distance
    assert other_condition("SB-620 noise measured 1 m from the arch", noted) is None


SPECS = {
    "gear": "Item: Gear ratio | Corvina 40: 2.00:1 | Corvina 60 EFI: 2.08:1 | Corvina 90 EFI: 2.33:1"
    " | Corvina 90 EFI CT: 2.50:1",
    "prop": "Fastener: Propeller nut | Corvina 40: 35 Nm | Corvina 60 EFI: 55 Nm | Corvina 90 EFI / 90 EFI CT: 75 Nm",
    "booms": "Item: Boom widths | Mistral 3000: 18 / 21 m | Mistral 4000 HD: 24 / 28 / 36 m",
    "efficiency": "Efficiency, online mode | Atlas 10: 94.1 % | Atlas 20: 95.2 % | Atlas 20 XR: 95.9 %"
    " | Atlas 30 HD: 96.3 %",
}


@pytest.mark.parametrize(
    ("question", "row", "value"),
    [
        ("Corvina 60 EFI gear ratio", "gear", "2.08:1"),
        ("Corvina 60 EFI CT gear ratio", "gear", ""),  # no such model: the row gives none of its own
        ("prop nut torque Corvina 90 EFI", "prop", "75 Nm"),  # one cell naming two models
        ("prop nut torque Corvina 90 EFI CT", "prop", "75 Nm"),
        ("Atlas 20 efficiency online", "efficiency", "95.2 %"),  # not the Atlas 20 XR's
        ("Atlas 20 XR efficiency online", "efficiency", "95.9 %"),
        ("What boom widths are available for the Mistral 4000HD?", "booms", "24 / 28 / 36 m"),  # printed "4000 HD"
    ],
)
def test_a_model_named_by_words_and_a_number_is_read_from_its_own_cell(question: str, row: str, value: str) -> None:
    assert asked_cells(profile(question), SPECS[row])[1] == value


def test_a_row_without_the_asked_models_cell_states_no_value_for_it() -> None:
    found = objection(profile("Corvina 60 EFI CT gear ratio"), SPECS["gear"], SPECS["gear"])
    assert found == Objection("type_missing", "the table states no value for Corvina 60")


def test_a_cells_value_ends_with_its_line() -> None:
    """A quote going on with the table's note after the row: the note is no part of the last cell, whose "n/a" states
    no part for the OZG-40 (stranger's set 26)."""
    row = "Part No.: 30-2201 | Description: Dielectric tube assembly, 300 mm (f) | OZG-20: 12 | OZG-40: n/a"
    quote = f"{row}\n(f) Tube assemblies are supplied with the fuse clip fitted."
    asked = profile("part no. of the 300 mm dielectric tube for OZG-40")
    assert asked_cells(asked, quote)[1] == "n/a"
    assert objection(asked, quote, quote) == Objection("type_missing", "the table states no value for OZG-40")
    assert asked_cells(profile("part no. of the 300 mm dielectric tube for OZG-20"), quote)[1] == "12"


def test_a_model_typed_in_lower_case_is_read_from_the_cell_printing_it() -> None:
    """ "cresta 36" as a stranger types it is the row's "Cresta 36" (stranger's set 24); a lower-case word before a
    figure that no cell prints so names no model."""
    row = "Parameter: Can chute capacity (3) | Cresta 36: - | Cresta 48: 40 cans | Cresta 60: 60 cans"
    assert asked_cells(profile("can chute capacity cresta 36"), row) == (
        "Parameter: Can chute capacity (3) | Cresta 36: -",
        "-",
    )
    assert asked_cells(profile("cresta 48 can chute capacity?"), row)[1] == "40 cans"
    found = objection(profile("can chute capacity cresta 36"), row, row)
    assert found == Objection("type_missing", "the table states no value for Cresta 36")
    assert asked_cells(profile("can chute capacity at 36 cans"), row) == (row, None)


@pytest.mark.parametrize(
    ("question", "quote", "reason"),
    [
        (
            "Atlas 20 efficiency at half load in online mode?",
            SPECS["efficiency"],
            "the sentence does not say at half load",
        ),
        (
            "heat dissipation of the Atlas 20 in ECO mode at full load",
            "Heat dissipation, online, full load | Atlas 10: 560 W | Atlas 20: 910 W",
            "the sentence does not say in ECO mode",
        ),
        (
            "KG-100 coolant capacity with the remote radiator / heat exchanger option",
            "Item: Coolant capacity, engine and radiator | KG-60: 13.2 L | KG-100: 21.6 L",
            "the sentence does not say with the remote radiator / heat exchanger option",
        ),
        # the condition stated by the row, or by its heading; and a question setting none by words
        ("Atlas 20 efficiency in online mode", SPECS["efficiency"], None),
        ("Atlas 20 efficiency", SPECS["efficiency"], None),
    ],
)
def test_a_condition_set_by_words_must_be_stated_with_the_value(question: str, quote: str, reason: str | None) -> None:
    found = objection(profile(question), quote, quote)
    assert (found.reason if found else None) == reason


def test_a_condition_set_by_words_may_be_stated_by_the_heading_or_a_neighbour_without_a_figure() -> None:
    asked = profile("Atlas 20 heat dissipation at full load in ECO mode?")
    row = "Item: Heat dissipation, full load | Atlas 10: 210 W | Atlas 20: 350 W"
    assert objection(asked, row, row, ["2.3 ECO mode data"]) is None
    prose = "In ECO mode the Atlas 20 bypasses its inverter. At full load, heat dissipation is then 350 W."
    assert objection(asked, "At full load, heat dissipation is then 350 W.", prose) is None
    # a neighbouring row with a figure of its own speaks of itself
    rows = "ECO mode transfer time | Atlas 20: 4 ms\n" + row
    assert objection(asked, row, rows) == Objection("contrary_qualifier", "the sentence does not say in ECO mode")


BATTERY_STEPS = (
    "Battery tray replacement\n"
    "1. Switch the UPS off and open Q4.\n"
    "2. Remove the front panel.\n"
    "3. Unplug the Anderson connector of the first tray and pull the tray out.\n"
    "4. Replace the four blocks in the tray."
)


def test_what_comes_after_a_described_state_is_the_line_right_after_the_one_stating_it() -> None:
    asked = profile("UPS won't start, Q4 is open now - what next?")
    assert objection(asked, "2. Remove the front panel.", BATTERY_STEPS, page=BATTERY_STEPS) is None
    assert objection(asked, "4. Replace the four blocks in the tray.", BATTERY_STEPS, page=BATTERY_STEPS) == Objection(
        "other_step", "the sentence is no step right after the one the question says is done"
    )
    # a troubleshooting row states the case and what to do on one line: no step done, none elsewhere
    row = "Symptom: UPS does not start, Q4 open | Action: close Q4, then press and hold ON for 5 s"
    assert objection(asked, row, row, page=row) is None


@pytest.mark.parametrize(
    ("question", "quote", "stated"),
    [
        ("lockout duration after failed logins, default", "Setting: Failed logins before lockout | Default: 5", False),
        ("lockout duration after failed logins, default", "Setting: Lockout duration | Default: 900 s", True),
        ("how often should the filter be changed?", "Change the filter annually.", True),
        ("how long should the engine run?", "Run the engine until the oil is warm.", True),
        ("how long does the descaling program run", "Refit the cap and start the descaling program.", False),
        ("how often to change oil on the vm-300", "Change the oil more often when pumping vapours.", False),
        ("how often to change oil on the vm-300", "Overhaul every 2000 starts.", True),
        ("What is the frequency tolerance of the ULB?", "Item: ULB frequency | HCR-6: 37.5 kHz", False),
        ("What is the frequency tolerance of the ULB?", "ULB frequency: 37.5 kHz ± 1 kHz", True),
        ("What is the frequency tolerance of the ULB?", "ULB frequency: 36.5 to 38.5 kHz", True),
    ],
)
def test_a_duration_needs_a_time_and_a_tolerance_more_than_the_nominal_value(
    question: str, quote: str, stated: bool
) -> None:
    kind = profile(question).answer_type
    assert kind is not None and kind.stated_in(quote) is stated


def test_a_step_saying_when_it_applies_states_the_case_the_question_describes() -> None:
    task = (
        "3. Examine the starter-generator for a seized bearing: turn the shaft by hand.\n"
        "4. If the shaft does not turn freely, replace the starter-generator.\n"
        "5. If the shaft turns freely, replace the start contactor (P/N AL-7720-01)."
    )
    asked = profile("tr-40 F-105 and the shaft spins free, next?")
    assert not steps_elsewhere(asked, "5. If the shaft turns freely, replace the start contactor.", task)
    # a step with no case of its own, not after the one stating the question's
    assert steps_elsewhere(asked, "3. Examine the starter-generator for a seized bearing.", task)


BATTERY_CONNECTOR = (
    "Item: Battery connector | 48 V trucks (EFX-16, EFX-20): SB350, grey housing | 80 V trucks (EFX-25, EFX-30): SB350"
)


@pytest.mark.parametrize(
    ("question", "cells", "value"),
    [
        (
            "battery connector colour on the 80 V trucks",
            "Item: Battery connector | 80 V trucks (EFX-25, EFX-30): SB350",
            "SB350",
        ),
        (
            "battery connector on 48 V trucks?",
            "Item: Battery connector | 48 V trucks (EFX-16, EFX-20): SB350, grey housing",
            "SB350, grey housing",
        ),
        ("battery connector on 24 V trucks?", "Item: Battery connector", ""),  # no cell of its own
        ("battery connector?", BATTERY_CONNECTOR, None),  # no condition asked: the row as it is
    ],
)
def test_a_row_labelled_by_a_conditions_figures_is_read_for_the_asked_one(
    question: str, cells: str, value: str | None
) -> None:
    assert asked_cells(profile(question), BATTERY_CONNECTOR) == (cells, value)


def test_the_asked_conditions_cell_without_the_asked_kind_of_value_states_none() -> None:
    found = objection(profile("battery connector colour on the 80 V trucks"), BATTERY_CONNECTOR, BATTERY_CONNECTOR)
    assert found == Objection("type_missing", "no colour is stated")
    assert (
        objection(profile("battery connector colour on the 48 V trucks"), BATTERY_CONNECTOR, BATTERY_CONNECTOR) is None
    )


def test_a_value_asked_with_a_thing_the_quote_never_names_is_no_answer() -> None:
    row = "Model: RTX-060 | Shipping weight: 331 kg | Operating weight: 316 kg"
    asked = profile("operating weight of an RTX-060 with electric heat")
    assert objection(asked, row, row) == Objection("contrary_qualifier", "the sentence does not say with electric heat")
    assert objection(asked, row, row, ["4.2 Weights with electric heat"]) is None
    assert objection(profile("operating weight of an RTX-060"), row, row) is None


@pytest.mark.parametrize(
    ("question", "kind", "quote", "stated"),
    [
        ("how many times can a tyre be retreaded", "count", "A new tyre is left inflated for twelve hours.", False),
        ("how many times can a tyre be retreaded", "count", "A tyre may be retreaded three times.", True),
        (
            "where is the serial number stamped on an EFX",
            "location",
            "Model: EFX-25 | Serial numbers: 51000 to 51899",
            False,
        ),
        (
            "where is the serial number stamped on an EFX",
            "location",
            "It is stamped on the right-hand frame member.",
            True,
        ),
        (
            "condenser fan motor rpm on the RTX-048",
            "speed",
            "Item: Condenser fan motor, 1/4 hp | Part number: NV-52108",
            False,
        ),
        ("condenser fan motor rpm on the RTX-048", "speed", "Condenser fan motor: 1,075 rpm", True),
        (
            "TGB-3T chip detector inspection interval",
            "duration",
            "Task: Chip detector inspection | TGB-3T: 25 FH",
            True,
        ),
        ("how much oil for an oil change on the MGB-3A?", "capacity", "Task: Oil change | MGB-3A: 600 FH", False),
        ("how much oil for an oil change on the MGB-3A?", "capacity", "Oil change quantity | MGB-3A: 5.8 L", True),
        # a volume asked by its name or its unit
        ("surge tank volume on the TC-540 (litres)?", "capacity", "Surge tank, max filling pressure | 10 bar", False),
        ("surge tank volume on the TC-540 (litres)?", "capacity", "Surge tank volume | TC-540: 18 L", True),
        ("what's the surge tank good for in litres", "capacity", "Surge tank volume | TC-540: 18 L", True),
        ("station sync follower delay setting", "duration", "Setting: Station sync | Default: Off", False),
        ("station sync follower delay setting", "duration", "Setting: Follower delay | Default: 2 s", True),
        # a ratio is a proportion, not an amount; one compared with another asks no ratio's value
        (
            "antifreeze mix ratio for winter storage",
            "ratio",
            "Pump 30 L of antifreeze mixture through the system.",
            False,
        ),
        ("antifreeze mix ratio for winter storage", "ratio", "Mix antifreeze and water 1:1.", True),
        # when a bulletin's action is due: a date or a time from an event, not its steps' measurements
        ("when is the next swap due", "deadline", "3. Adjust the switches to 0.10 to 0.15 mm armature travel.", False),
        ("when is the next swap due", "deadline", "Compliance: by 30 April 2024.", True),
        ("deadline for replacing the elbow gasket", "deadline", "Within 20 engine hours.", True),
    ],
)
def test_counts_places_speeds_times_and_volumes_are_stated_by_their_own_kind_of_words(
    question: str, kind: str, quote: str, stated: bool
) -> None:
    asked = profile(question).answer_type
    assert asked is not None and asked.name == kind and asked.stated_in(quote) is stated


@pytest.mark.parametrize(
    ("question", "quote", "counted"),
    [
        (
            "how many capacitance probes are in a typical wing tank",
            "Larger aircraft use capacitance probes, the space between two concentric tubes holding fuel.",
            "capacitance probes",
        ),
        ("how many vanes does the rotor have", "The rotor has 6 vanes.", None),
        ("how many cylinders on the O-235", "The O-235 is a four-cylinder engine.", None),
        ("how many probes", "Each of the two tanks has several probes.", None),
        ("how many times can a tyre be retreaded", "It may be retreaded twice.", None),
        ("How many men were in Robert's army?", "Robert landed with an army of 30,000.", None),  # counts anything
    ],
)
def test_a_count_counts_what_was_asked(question: str, quote: str, counted: str | None) -> None:
    assert counts_other(question, quote) == counted


def test_a_pump_running_is_not_a_pump_switched_off() -> None:
    quote = "Pass criterion: all blades reach 85 deg within 14 s on HPX-150, with the pump switched off."
    found = objection(profile("HPX-150 feather test pass time with the pump running"), quote, quote)
    assert found == Objection("contrary_qualifier", "the sentence speaks of the stopped, not the running asked")


@pytest.mark.parametrize(
    ("question", "quote", "opposite"),
    [
        # SQuAD 2.0's unanswerable shape: a "not" put into a sentence of the text, or a word's opposite by its prefix
        ("What does not solve the problem of sorting a list?", "This solves the problem of sorting a list.", "not"),
        (
            "What would not be a major breakthrough in complexity theory?",
            "Proving that any of these classes are unequal would be a major breakthrough in complexity theory.",
            "not",
        ),
        (
            "What is the term for the set of all unconnected graphs?",
            "It is the set of all connected graphs.",
            "unconnected",
        ),
        # the clause saying the negated word says it negated, or the quote negates in its own words
        ("Which fluids must not be mixed?", "Never mix MIL-H-5606 with MIL-H-83282.", None),
        ("What persons were not allowed to settle in New France?", "Non-Catholics were barred from settling.", None),
        (
            "Why did prices not keep in sync with the market?",
            "OPEC had not developed mechanisms to update prices in sync with the market.",
            None,
        ),
        # a "not" that asks nothing: the case described, a cause asked, an alternative set aside
        (
            "cranked it twice and it still won't catch. how long does the starter need to cool?",
            "Allow the starter to cool for 5 minutes.",
            None,
        ),
        ("what do I check when it won't start", "Check the fuel supply and the ignition.", None),
        ("F12 won't clear when I cycle the key, why", "Replace the line contactor.", None),
        ("why use a round wire gauge and not a flat feeler gauge on plug gaps?", "The electrodes are contoured.", None),
        ("What is the maximum torque, not to exceed?", "Torque: 40 Nm", None),
        # a prefix that is no opposite, or the opposite word itself quoted
        ("how long does the drive bus take to discharge", "The bus needs 8 minutes to discharge.", None),
        ("what is the intake pressure?", "Take the pressure at the port.", None),
    ],
)
def test_a_question_asking_what_does_not_hold_is_not_answered_by_a_sentence_saying_it_does(
    question: str, quote: str, opposite: str | None
) -> None:
    assert contrary_polarity(question, quote) == opposite


def test_an_affirmative_sentence_is_objected_to_for_a_negated_question() -> None:
    quote = "Analyzing a particular algorithm falls under the field of analysis of algorithms."
    found = objection(profile("What does not fall under the field of analysis of algorithms?"), quote, quote)
    assert found is not None and found.rule == "contrary_qualifier"


def test_few_is_not_many_and_an_increase_is_not_a_decrease() -> None:
    quote = "Numerous signs of Huguenot presence can still be seen in Cork."
    found = objection(profile("In what Irish city can few signs of the Huguenots be seen?"), quote, quote)
    assert found == Objection("contrary_qualifier", "the sentence speaks of the many, not the few asked")
    quote = "The oil pressure decreases as the oil warms up."
    found = objection(profile("Why does the oil pressure increase when cold?"), quote, quote)
    assert found == Objection("contrary_qualifier", "the sentence speaks of the decrease, not the increase asked")


@pytest.mark.parametrize(
    ("question", "quote", "swapped"),
    [
        # the name the question says acted is acted on, actively or passively said, or by the verb's noun
        (
            "In what year did the Harwick mill sue Benedict Orme?",
            "Benedict Orme sued the Harwick mill in 1871.",
            "Harwick acted",
        ),
        (
            "In what year did the Harwick mill sue Benedict Orme?",
            "The Harwick mill was sued by Benedict Orme in 1871.",
            "Harwick acted",
        ),
        (
            "Whom did Lena Voss appoint as director?",
            "The board's appointment of Lena Voss as director was opposed.",
            "Lena acted",
        ),
        (
            "Who replaced the Ostrel line as the main route?",
            "The Ostrel line replaced the canal as the main route.",
            "Ostrel acted on",
        ),
        # near misses: the same roles, in any voice
        ("In what year did the Harwick mill sue Benedict Orme?", "The Harwick mill sued Benedict Orme in 1871.", None),
        (
            "In what year did the Harwick mill sue Benedict Orme?",
            "Benedict Orme was sued by the Harwick mill in 1871.",
            None,
        ),
        (
            "Who replaced the Ostrel line as the main route?",
            "The Ostrel line was replaced by the canal as the main route.",
            None,
        ),
        (
            "Who founded the Kessel Foundry?",
            "The Kessel Foundry, founded in 1838 by the engineer Tomas Wren, built ships.",
            None,
        ),
        # "by" a year is no one acting; a relative clause's object is not its subject
        (
            "How many surveyors did the Ardent Company employ in 1927?",
            "The largest was that of the Ardent Company, which employed 140 surveyors by 1934.",
            None,
        ),
        (
            "When did the council recognise the Weavers' Guild?",
            "Forty weavers left to form the Weavers' Guild, which the council refused to recognise.",
            None,
        ),
        # a name after a preposition is a place or a time; models and codes are no names; no verb, no reading
        ("Whom did the firm hire in Lisbon?", "Lisbon hired the firm's engineers.", None),
        ("how much DS-10 descaler do I add for the HX-60 tank", "Add 2 L of DS-10 to the HX-60 tank.", None),
        ("Who was Gideon Marr's nephew?", "He was succeeded by Ada Marr's nephew, Gideon Marr.", None),
    ],
)
def test_a_name_the_question_says_acted_is_not_answered_by_a_sentence_acting_on_it(
    question: str, quote: str, swapped: str | None
) -> None:
    assert swapped_roles(question, quote) == swapped


def test_swapped_roles_are_objected_to() -> None:
    quote = "Benedict Orme sued the Harwick mill in 1871, claiming that its weir flooded his fields."
    found = objection(profile("In what year did the Harwick mill sue Benedict Orme?"), quote, quote)
    assert found == Objection(
        "contrary_qualifier", "the sentence says the other way round who did what (Harwick acted)"
    )


@pytest.mark.parametrize(
    ("question", "quote", "contrary"),
    [
        # a change one way, stated the other way, in the words prose uses
        ("By how much did the toll fall after 1850?", "The toll doubled after 1850.", ("decrease", "increase")),
        (
            "How far did the river rise in the flood?",
            "The river dropped two feet in the flood.",
            ("increase", "decrease"),
        ),
        ("How much did exports grow in 1921?", "Exports declined by a fifth in 1921.", ("increase", "decrease")),
        ("How much did exports grow in 1921?", "Exports rose by a fifth in 1921.", None),
        # the two ends of a comparison or an order
        ("How much higher was the new fare?", "The new fare was a tenth lower.", ("higher", "lower")),
        (
            "Which is the smallest of the three pumps?",
            "The P-3 is the largest of the three pumps.",
            ("smaller", "larger"),
        ),
        (
            "Which mill was the last to install a turbine?",
            "Hale's mill was the first to install a turbine.",
            ("last", "first"),
        ),
        (
            "Why did the board approve the plan?",
            "The plan was rejected by the board as too costly.",
            ("accepted", "rejected"),
        ),
        # "first" as an adverb orders no two things
        ("Which mill was the last to install a turbine?", "At first the mill used a water wheel.", None),
        # the state a value is given in
        (
            "valve clearance spec with the engine hot",
            "Adjust valve clearances (engine cold): intake 0.30 mm, exhaust 0.50 mm.",
            ("hot", "cold"),
        ),
        ("valve clearance, engine cold", "Valve clearance, cold: 0.30 mm; hot: 0.35 mm.", None),
        # a setting's default is neither of its limits, nor the other way round
        (
            "max value for the work light delay",
            "Setting: SET 12 | Function: Work light auto-off delay | Default: 10 min",
            ("maximum", "default or nominal value"),
        ),
        (
            "default position loop gain",
            "Position loop gain: min. 1000, max. 8000",
            ("default or nominal value", "maximum"),
        ),
        ("max value for the work light delay", "Work light delay | Default: 10 min | Max: 60 min", None),
        ("highest I can set the way lube interval", "Way lube interval | Default: 15 min | Do not set above 30", None),
        ("min idle speed", "Idle speed, nominal 750 rpm.", ("minimum", "default or nominal value")),
        # the smallest a thing may be is its minimum
        (
            "smallest dough piece the DS-640 can handle",
            "Parameter: Maximum dough piece (2) | DS-520: 4 kg | DS-640: 7 kg",
            ("minimum", "maximum"),
        ),
        ("smallest dough piece the DS-640 can handle", "Parameter: Minimum dough piece | DS-640: 0.5 kg", None),
    ],
)
def test_a_change_or_an_end_asked_is_not_answered_by_its_opposite(
    question: str, quote: str, contrary: tuple[str, str] | None
) -> None:
    assert contrary_qualifier(question, quote) == contrary


def test_a_quote_of_several_sentences_is_read_in_the_one_stating_the_question() -> None:
    asked = profile("By how much did the price of coal fall between 1880 and 1890?")
    quote = (
        "The price of coal doubled between 1880 and 1890. The mill bought a colliery of its own. Smaller mills, "
        "which could not do the same, closed, and their number fell by half."
    )
    # the quote as a whole states both changes; its sentence about the price of coal only the other one
    assert contrary_qualifier(asked.text, quote) is None
    assert contrary_in_asked_sentence(asked, quote) == ("decrease", "increase")
    found = objection(asked, quote, quote)
    assert found == Objection("contrary_qualifier", "the sentence speaks of the increase, not the decrease asked")


def test_a_sentence_next_to_the_asked_one_may_state_the_value_asked() -> None:
    asked = profile("position sensor voltage with the valve fully open")
    quote = (
        "With the valve fully closed, the position sensor output is 0.50 V. With the valve fully open, the output "
        "is 4.50 V."
    )
    assert contrary_in_asked_sentence(asked, quote) is None


@pytest.mark.parametrize(
    ("question", "quote", "years"),
    [
        (
            "How many people did the mill employ in 1880?",
            "The mill opened in 1862. By 1895 the mill employed about 900 people.",
            ("1880", "1895"),
        ),
        ("How many people did the mill employ in 1895?", "By 1895 it employed about 900 people.", None),
        # the year asked stated next to the sentence holding the value: the time the passage speaks of
        (
            "Who led the members who left in 1888?",
            "In 1888 the club split. The minority, led by Anna Weld, left to found a club that stayed closed until "
            "1931.",
            None,
        ),
        # a question asking for a time sets none
        ("When did the mill close after 1880?", "The mill closed in 1895.", None),
        # a year farther off in a quote of several sentences speaks of another time
        (
            "How many surveyors did the company employ in 1927?",
            "Membership grew from 300 in 1923 to 2,100 in 1935. The first oil field was found by a borehole. "
            "The largest company department employed 140 surveyors by 1934.",
            ("1927", "1934"),
        ),
    ],
)
def test_a_year_the_question_sets_must_be_the_quotes(question: str, quote: str, years: tuple[str, str] | None) -> None:
    assert other_year(profile(question), quote) == years


def test_a_part_number_of_figures_has_a_family_as_a_model_does() -> None:
    quote = (
        "The 3140-022 switches can stick at low temperatures (below +5 °C). The improved switch 3140-031 has a sealed"
        " plunger."
    )
    assert other_identifiers(profile("3140-031 switch operating temperature range"), quote) == ["3140-022"]
    row = "Check: Wear pin protrusion, remove brake when less than | 2-1587-3: 0.050 in | 2-1587-5: 0.080 in"
    assert other_identifiers(profile("wear pin limit for brake assembly 2-1587-7"), row) == ["2-1587-3", "2-1587-5"]


def test_a_ratio_compared_with_another_asks_for_no_ratio() -> None:
    assert profile("What is the power-to-weight ratio of a steam plant compared to an engine?").answer_type is None


@pytest.mark.parametrize(
    ("question", "quote", "none_given"),
    [
        (
            "why do they insist on non-foaming detergent",
            "Use only non-foaming detergents for commercial machines.",
            True,
        ),
        (
            "why can't GR-2 be mixed with other greases",
            "All joints use Corvane GR-2 grease (lithium complex, NLGI 2). Never mix GR-2 with other greases.",
            True,
        ),
        (
            "why open the door in two steps at the end of steaming?",
            "At the end of a steam cycle the door should be opened in two stages: first to the safety latch position,"
            " then fully after a few seconds.",
            True,
        ),
        (
            "why is the chamber made from 316L",
            "Item: Chamber material | Steriq 18: stainless steel 316L | Steriq 23: stainless steel 316L",
            True,
        ),
        # a prescription that gives its reason: a word of cause or purpose, a clause saying what it does
        (
            "why cant the oven drain be hard piped into the building drain",
            "The oven drain must never be connected rigidly to the building drain: an open air break of at least 20 mm"
            " prevents waste water from being siphoned back into the chamber.",
            False,
        ),
        (
            "Why can't I use a wire brush on the chip detector tip?",
            "Never use a wire brush, which scratches the pole faces.",
            False,
        ),
        # a fact stated before the prescription
        (
            "why shouldn't a turbine engine-driven fuel pump ever be spun without fuel going to it?",
            "The fuel pump is also lubricated by the fuel passing through the pump, and it should never be turned "
            "without fuel flow supplied to the inlet of the pump.",
            False,
        ),
        # a sentence stating only what the question asks the reason for
        (
            "why aren't PG-3A and PG-3C pilot valves interchangeable?",
            "The PG-3A and PG-3C pilot valves look alike but are not interchangeable.",
            True,
        ),
        (
            "Why was old oil withdrawn from the market?",
            "Predictably, old oil was withdrawn from the market, creating greater scarcity.",
            True,
        ),
        # ... unless it gives a cause, an aim or a circumstance, or leaves a term of the question unsaid
        (
            "Why did OPEC raise the price of oil to $5.11?",
            "In response to American aid to Israel, on October 16, 1973, OPEC raised the posted price of oil by 70%,"
            " to $5.11 a barrel.",
            False,
        ),
        (
            "Why was this short-term organization created?",
            "Simon headed the Federal Energy Office, a short-term organization created to coordinate the response.",
            False,
        ),
        (
            "Why did the wool trade go into decline?",
            "The wool trade began to decline in the late sixteenth century, when the northern ports began weaving their"
            " own cloth.",
            False,
        ),
        (
            "why do the clevis pin clips work loose on careframe 5 beds",
            "On CareFrame 5 beds the clip that retains the clevis pin can work loose.",
            True,
        ),
        ("why do the clevis pin clips work loose on careframe 5 beds", "The clip can work loose.", False),
        # an aim in words: "in protest against"
        (
            "Why did Berlin Huguenots switch to German from French in their services?",
            "The Berlin Huguenots preserved the French language for nearly a century. They then switched to German in "
            "their services in protest against the occupation of Prussia by Napoleon.",
            False,
        ),
        # ... or a consequence drawn: "therefore"
        (
            "why is the door bolted during a cycle",
            "At 134 °C the door carries a force of well over one tonne. The door is therefore locked by an electric "
            "bolt as soon as the cycle starts.",
            False,
        ),
        # ... not a conclusion whose grounds come before the sentence, outside the quote
        (
            "My site only runs at 5 bar. why does the dryer need a bigger purge share then?",
            "A dryer operated at 5 bar therefore needs a larger purge share than at 7 bar, and its capacity has to be"
            " derated.",
            True,
        ),
        ("why is the door bolted during a cycle", "The door is therefore locked as soon as the cycle starts.", True),
        (
            "why are the pores blocked for good",
            "Oil aerosol coats the beads and therefore blocks the pores for good.",
            False,
        ),
        # a unit's word stated by its symbol; the premise stated by the quote's sentences together, none with a reason
        ("why dont the water droplets just freeze at 0 deg", "Pure water droplets do not freeze at 0 °C.", True),
        (
            "why is the water switched on in stages",
            "The water is not switched on all at once. The outer nozzle ring is divided into four stages that the "
            "control opens one by one as the wet-bulb temperature falls.",
            True,
        ),
        (
            "why is the water switched on in stages",
            "The water is not switched on all at once. The stages open one by one because dry air cannot freeze it.",
            False,
        ),
        # a question not asking why, and a code's meaning asked by "why"
        # a row's label is no word of cause ("Leading particulars")
        ("why is the rated load exactly 272 kg", "Leading particulars: Rated load | AL-272-1: 272 kg", True),
        ("what detergent do they insist on", "Use only non-foaming detergents for commercial machines.", False),
        ("why am I getting F-110 on the PX200?", "F-110 | Condition: filter bypass valve open", False),
    ],
)
def test_a_why_question_is_not_answered_by_a_prescription_or_a_row_without_a_reason(
    question: str, quote: str, none_given: bool
) -> None:
    assert gives_no_reason(profile(question), quote) is none_given


def test_the_gate_refuses_a_prescription_for_a_why_question_as_giving_no_reason() -> None:
    quote = "Use only non-foaming detergents for commercial machines."
    found = objection(profile("why do they insist on non-foaming detergent"), quote, quote)
    assert found is not None and found.rule == "type_missing" and "no reason" in found.reason


def test_a_value_asked_of_a_step_is_read_in_that_steps_lines_of_a_quote_on_several() -> None:
    quote = (
        "2. Warm the test oil until it is at 60 deg C at the inlet.\n"
        "   3. Run the drive at 2100 rpm with the control lever at full high rpm.\n"
        "   4. Close the outlet valve slowly and read the relief valve opening\n      pressure."
    )
    assert asked_step_lines(quote, 3) == "   3. Run the drive at 2100 rpm with the control lever at full high rpm.\n"
    assert asked_step_lines(quote, 7) is None
    question = profile("bench test step 4 - how much does one 0.010 shim move the relief setting")
    context = (
        f"{quote} Adjust with shims under the relief spring: one shim 0.010 in changes the setting by about 12 psi."
    )
    found = objection(question, quote, context)
    assert found is not None and found.rule == "type_missing"
    # the asked step stating the value asked is no objection
    stated = quote.replace("opening\n      pressure.", "opening pressure; one 0.010 shim changes it by about 12 psi.")
    assert objection(question, stated, stated) is None


@pytest.mark.parametrize(
    ("question", "quote", "denied"),
    [
        (
            "In what year did Stefan Horak win the national title?",
            "Horak, who won the city championship seven times between 1946 and 1960, never won the national title.",
            "never won the national title",
        ),
        (
            "after a C35 how do we reset the steam generator cut-out ourselves?",
            "Code: C35 | Meaning: Steam generator over 180 °C | Remedy: Call service; do not reset the cut-out",
            "not reset the cut-out",
        ),
        (
            "which injector pipe union should I crack first to bleed air on the HX6 engine",
            "Do not loosen injector pipe unions to bleed the system on HX6 engines; the common fuel rail bleeds "
            "itself once the filter head is free of air.",
            "not loosen injector pipe unions to",
        ),
        # how to do a thing, forbidden by any sentence of the quote, not only the one stating most of the question
        (
            "how do i bypass the E/F interlock on the AV-90 so K1 closes without the aircraft signal",
            "Never connect or disconnect the output plug while the output contactor K1 is closed: the contactor must "
            "be open before the plug is moved.\n- Keep a minimum clearance of 1.5 m to the aircraft skin.\n\nWARNING: "
            "Do not bypass the interlock (E/F) circuit.",
            "not bypass the interlock E F",
        ),
        (
            "In what year did Stefan Horak win the national title?",
            "Horak won the city title in 1946. He never won the national title, said his rival.",
            None,
        ),
        # one term of the question: the thing asked how to do, not the thing forbidden
        (
            "how do I bleed the fuel system on the HX6 engine",
            "Do not loosen injector pipe unions to bleed the system on HX6 engines; the common fuel rail bleeds "
            "itself once the filter head is free of air.",
            None,
        ),
        # a permission denied, of what comes before it or of what "no" names
        (
            "what welding rod to use to repair a cracked HB-7 handwheel",
            "Cracked handwheels must be replaced; welding is not permitted.",
            "Cracked handwheels must be replaced welding is not permitted",
        ),
        (
            "what dosage of nucleating additive should we mix into the water for the arcus",
            "No chemical additives are needed\nor permitted for the Arcus; its nucleation is purely mechanical.",
            "No chemical additives are needed or permitted",
        ),
        # ... not of a case of doing without the thing
        ("what oil for the pump", "Use SAE 30 oil. Running the pump without oil is not permitted.", None),
        # the best way to do a thing asks how to do it; a thing that cannot be done what is asked (stranger's set 16)
        (
            "best way to pour oil straight into the tank via the inspection cover",
            "Never pour oil directly into the tank through the inspection cover.",
            "Never pour oil directly into the",
        ),
        (
            "how do I change the P-menu service code",
            "Service code for the P-menus is 2406. The code cannot be changed by the grower.",
            "The code cannot be changed by the grower",
        ),
        ("how do I change the P-menu service code", "The code can be changed in menu P90.", None),
        # what cannot be done as a symptom, not the action asked; which cannot, for which can
        (
            "Cable stuck in the HB-7S socket after charging, how do I get it out?",
            "Symptom: Cable cannot be removed from the socket (HB-7S) | Remedy: Hold the pause button for 8 seconds",
            None,
        ),
        (
            "which STS service tool version can read 2.7.1 logs",
            "Service tool STS 3.2 cannot read cycle logs from 2.7.1. Use STS 3.3 or later.",
            None,
        ),
        # the very thing asked which of, forbidden; not one kind of it
        (
            "what solvent should I use to wipe the centring bells",
            "Wipe the centring bells with a cloth moistened with sanitiser; do not use solvent cleaners.",
            "not use solvent cleaners",
        ),
        ("what solvent should I use on the bells", "Use solvent S-40. Do not use chlorinated solvent.", None),
        # an instruction, when the question does not ask how to do the thing
        ("what does the manual say about reusing the gasket", "Do not reuse the gasket.", None),
        # ... asked as the procedure for doing it (stranger's set 24); not a procedure for a thing
        (
            "procedure for fitting the VP-20533A springs to an SB-620X gripper",
            "Do not fit VP-20533A springs to SB-620X machines; their gripper uses a different spring rate.",
            "not fit VP- A springs to",
        ),
        ("procedure for the gripper springs", "Do not fit VP-20533A springs to SB-620X machines.", None),
        # a case, a bound, a condition, a correction, and a question that is itself negated
        ("what do I check if pump failing to prime", "If the pump does not prime, check the suction line.", None),
        ("what is the max pressure", "Pressure must not exceed 50 psi.", None),
        (
            "what temp must the boiler reach before the final rinse starts",
            "The final rinse will not start until the boiler has reached 82 °C (rinse temperature guarantee).",
            None,
        ),
        (
            "What kind of needlework was used in the creation of the Bayeux Tapestry?",
            "By far the most famous work of Norman art is the Bayeux Tapestry, which is not a tapestry but a work of "
            "embroidery.",
            None,
        ),
        (
            "EFI cranks no start, which fuse should I check",
            "Engine cranks but will not start (EFI): check fuse F3.",
            None,
        ),
    ],
)
def test_a_sentence_denying_or_forbidding_what_the_question_asks_about_is_no_answer(
    question: str, quote: str, denied: str | None
) -> None:
    assert denied_asked(profile(question), quote) == denied


RUN_IN = (
    "4. Run each stage of the table in order, without interruption between stages.\n"
    "5. If the housing temperature rises more than 20 K above ambient at any stage, stop the spindle, let it cool to\n"
    "ambient temperature and repeat the previous stage.\n"
    "6. After stage 5, record the final housing temperature and the vibration level on form KRF-07."
)


def test_a_step_stating_a_case_and_its_action_is_what_to_do_in_that_case_not_the_step_after_it() -> None:
    asked = profile("housing temp went more than 20 K over ambient during run-in, what now")
    after = "6. After stage 5, record the final housing temperature and the vibration level on form KRF-07."
    assert not on_asked_step(asked, after, RUN_IN)
    case = "5. If the housing temperature rises more than 20 K above ambient at any stage, stop the spindle"
    assert objection(asked, case, RUN_IN, page=RUN_IN) is None


@pytest.mark.parametrize(
    ("question", "quote", "bounds"),
    [
        (
            "min conductivity of the inlet water for HX machines?",
            "Value: Conductivity of inlet water (2) | Minimum: - | Setpoint: - | Maximum: 800 µS/cm",
            ("minimum", "maximum"),
        ),
        (
            "max inlet water temp",
            "Value: Inlet water temperature | Minimum: 10 °C | Setpoint: - | Maximum: n/a",
            ("maximum", "minimum"),
        ),
        # the asked bound's cell states a value; or neither bound is labelled; or both are asked
        ("min inlet water temp", "Value: Inlet water temperature | Minimum: 10 °C | Maximum: 60 °C", None),
        ("min conductivity", "Value: Conductivity | Limit: 800 µS/cm", None),
        ("min and max conductivity", "Value: Conductivity | Minimum: - | Maximum: 800 µS/cm", None),
        ("min conductivity", "Conductivity must not exceed 800 µS/cm; there is no minimum: -", None),
    ],
)
def test_a_rows_empty_cell_for_the_bound_asked_states_no_value_of_it(
    question: str, quote: str, bounds: tuple[str, str] | None
) -> None:
    assert unstated_bound(question, quote) == bounds


COOLER = (
    "5.3 Cleaning the oil cooler\n\nBlow compressed air through the cooler fins against the normal direction of air"
    " flow at no more than 6 bar. Do not use a pressure washer on the cooler."
)


@pytest.mark.parametrize(
    ("question", "quote", "forbidding"),
    [
        (
            "recommended pressure washer pressure for cleaning the BRS oil cooler fins?",
            COOLER,
            "Do not use a pressure washer",
        ),
        # a means the question does not ask of, named by one word, or asked whether it may be used at all
        ("air pressure for cleaning the oil cooler fins", COOLER, None),
        ("oil change interval", "Drain the oil at operating temperature. Do not use the oil again.", None),
        ("can I use a pressure washer on the oil cooler?", COOLER, None),
        ("why no pressure washer on the cooler", COOLER, None),
        # any thing of a list the sentence forbids
        (
            "which oven cleaner spray is ok to use on the door gasket",
            "Do not use scouring pads, oven spray or caustic products on the door glass or the gasket.",
            "Do not use scouring pads, oven spray or caustic products",
        ),
        (
            "which detergent for the door gasket",
            "Do not use scouring pads, oven spray or caustic products on the door glass or the gasket.",
            None,
        ),
        # a thing forbidden by a pronoun: the subject of the sentence before
        (
            "which mineral oil grease is ok to use on the mech seal o-rings",
            "CAUTION: Mineral-oil based greases swell the EPDM O-rings of the mechanical seal. Do not use them on any"
            "\nseal part.",
            "Do not use them on",
        ),
        (
            "which silicone grease is ok to use on the mech seal o-rings",
            "CAUTION: Mineral-oil based greases swell the EPDM O-rings of the mechanical seal. Do not use them on any"
            "\nseal part.",
            None,
        ),
    ],
)
def test_a_means_the_quote_forbids_using_is_no_way_the_question_asks_about(
    question: str, quote: str, forbidding: str | None
) -> None:
    assert forbidden_means(profile(question), quote) == forbidding


SCRAPPED = (
    "Remove the old hinge plate HP-12 and scrap it. Do not reuse its bolts. Fit the new hinge plate HP-14 with the"
    " new M6 bolts supplied and tighten them to 10 Nm."
)


@pytest.mark.parametrize(
    ("question", "context", "forbidding"),
    [
        # the question's case forbidden beside the quote
        ("bolt torque when I reuse the old hinge bolts on the HP-14 plate", SCRAPPED, "Do not reuse its bolts"),
        ("how long can the feed pump run dry", "Never run the feed pump dry.", "Never run the feed pump dry"),
        # near misses: no such case put, a prohibition bounded by a case or a limit, a question whether it may be done
        ("bolt torque for the HP-14 hinge plate", SCRAPPED, None),
        ("how long can the feed pump run dry", "Never run the feed pump dry for more than 30 s.", None),
        ("how long can the feed pump run dry", "Do not run the feed pump dry while the heater is on.", None),
        ("can I reuse the old hinge bolts?", SCRAPPED, None),
        ("hinge job on the HP-14: can i just reuse the old bolts?", SCRAPPED, None),
        ("why not reuse the old hinge bolts", SCRAPPED, None),
    ],
)
def test_a_case_the_documents_forbid_is_not_answered_beside_the_prohibition(
    question: str, context: str, forbidding: str | None
) -> None:
    assert forbidden_premise(profile(question), context) == forbidding


def test_a_forbidden_case_is_objected_to_in_the_sentences_around_the_quote() -> None:
    quote = "Fit the new hinge plate HP-14 with the new M6 bolts supplied and tighten them to 10 Nm."
    found = objection(profile("bolt torque when I reuse the old hinge bolts on the HP-14 plate"), quote, SCRAPPED)
    assert found == Objection(
        "contrary_qualifier", "the sentence says the opposite of what was asked (Do not reuse its bolts)"
    )
    assert objection(profile("bolt torque for the HP-14 hinge plate"), quote, SCRAPPED) is None


def test_a_model_named_without_its_letters_takes_them_from_the_models_its_document_declares() -> None:
    asked = profile("optional 150 % pre-stretch gear set for the 2000HD - part no?")
    quote = "(2) An optional gear set for 150 % pre-stretch is available for RTW-1500 and RTW-1800 only."
    declared = "RTW turntable stretch wrapper-RTW-1500 RTW turntable stretch wrapper-RTW-2000HD"
    assert limited_to_others(asked, quote, declared) == ["RTW-1500", "RTW-1800"]
    assert other_identifiers(asked, quote, declared) == ["RTW-1500", "RTW-1800"]
    found = objection(asked, quote, quote, applies=declared)
    assert found is not None and found.rule == "other_identifier" and "not 2000HD" in found.reason
    # without the declaration no family is known; with the asked model in the sentence, none is another
    assert limited_to_others(asked, quote) == []
    named = "An optional gear set is available for RTW-1800 and RTW-2000HD only."
    assert limited_to_others(asked, named, declared) == [] and other_identifiers(asked, named, declared) == []


@pytest.mark.parametrize(
    ("question", "name", "text", "named"),
    [
        # a model written as a word and a number apart is named by the designation printed of them
        ("gasket kit number for a BRS 37, serial 2302001", "37", "Model: BRS-37 | Gasket kit: 5000-9308", True),
        ("sprocket grub screw torque rtw 1800 serial PW2104300", "1800", "RTW-1800: 25 Nm", True),
        ("gasket kit number for a BRS 37", "37", "BRS 37 gasket kit", True),
        # ... not by another designation, nor by the number inside another figure
        ("gasket kit number for a BRS 37", "37", "Model: BRS-30 | Gasket kit: 5000-9307", False),
        ("gasket kit number for a BRS 37", "37", "Model: XBRS-37", False),
        ("torque for step 37", "37", "Torque 137 Nm", False),
        # a model called by its number after "the" is named by a designation ending in it, a value with a unit is not
        ("How much oil does the hydraulic tank hold on the smaller PolyJoin, the 250?", "250", "PJ-250: 2.5 l", True),
        ("duct connection diameter for the 1800 wide labsafe", "1800", "LS-1800: 315 mm", True),
        ("duct connection diameter for the 1800 wide labsafe", "1800", "LS-18000: 315 mm", False),
        ("is the 250 bar relief setting right for the press", "250", "HP-250: 230 bar", False),
        ("relief setting for a press at 250", "250", "HP-250: 230 bar", False),
    ],
)
def test_a_number_the_question_writes_after_a_word_is_named_by_their_designation(
    question: str, name: str, text: str, named: bool
) -> None:
    assert bool(re.search(named_pattern(question, name), text.lower())) is named


def test_a_model_written_apart_is_named_by_its_bulletins_row_and_declaration() -> None:
    asked = profile("gasket kit number for a BRS 37, serial 2302001")
    row = "Model: BRS-37 | Serial numbers (data plate): BR2205001 to BR2207450 | Gasket kit: 5000-9308"
    assert "37" in asked.identifiers
    assert "37" not in identifiers_absent(asked, row)
    assert "37" in identifiers_absent(asked, "Model: BRS-30 | Gasket kit: 5000-9307")
    declared = "BRS rotary screw compressor-BRS-30 BRS rotary screw compressor-BRS-37"
    assert "37" in declared_names(asked, "Replace the cover gasket.", declared)


ALARMS = (
    "9 Controller alarm codes\nTL-300 and TL-300S controllers show the codes below. The TL-200 indicator shows A01"
    " to A05 only.\nA05 Low gas pressure\nMeaning: Regulator outlet pressure is below the alarm set point.\n"
    "Remedy: Connect the second cylinder or change the cylinder.\nA07 Agitator stalled\n\nMeaning: No rotation"
    " pulses from the agitator sensor for 5 s while the drive is on.\nRemedy: Check the shear pin."
)


@pytest.mark.parametrize(
    ("question", "quote", "defines"),
    [
        # a code's line with its name and the labelled meaning under it
        ("TL-300 showing A07", "A07 Agitator stalled\n\nMeaning: No rotation pulses from the agitator sensor.", True),
        (
            "what does a05 mean",
            "A05 Low gas pressure\nMeaning: Regulator outlet pressure is below the alarm set point.",
            True,
        ),
        # ... not the name alone (its meaning is the line under it), another code's entry, or a remedy alone
        ("TL-300 showing A07", "A07 Agitator stalled", False),
        (
            "TL-300 showing A07",
            "A05 Low gas pressure\nMeaning: Regulator outlet pressure is below the alarm set point.",
            False,
        ),
        ("what does a05 mean", "Remedy: Connect the second cylinder or change the cylinder.", False),
    ],
)
def test_a_codes_line_with_its_name_and_the_meaning_under_it_defines_the_code(
    question: str, quote: str, defines: bool
) -> None:
    assert states_asked(profile(question), quote, ALARMS) is defines


@pytest.mark.parametrize(
    ("question", "quote", "code"),
    [
        (
            "fan speed low error (Err 21), what's the fix",
            "Err 21 Fan speed low\n\nMeaning: Below 60 % of the setpoint for 15 s.",
            "21",
        ),
        (
            "remedy for A13?",
            "A13 Wheel speed sensor fault\n\nMeaning: No speed signal while the lever is forward.",
            "a13",
        ),
        # the action stated (in a clause of the code's sentence too), or the meaning asked
        # the code's title line alone, asked what to do about it in so many words
        ("what to do about F-107 welded contactor", "F-107 DC output contactor welded [stop]", "f-107"),
        ("what do I do about F-107?", "F-107 DC output contactor welded [stop]", "f-107"),
        ("what to do about F-107 welded contactor", "F-107 DC output contactor welded: replace the contactor.", None),
        ("what does F-107 mean", "F-107 DC output contactor welded [stop]", None),
        ("fault 11b fix", "FAULT 11B means that a probe is wet with water; drain the tank sump and retest.", None),
        ("remedy for A13?", "A13 Wheel speed sensor fault\nRemedy: Check the sensor gap (1.5 mm).", None),
        (
            "what does A13 mean",
            "A13 Wheel speed sensor fault\n\nMeaning: No speed signal while the lever is forward.",
            None,
        ),
    ],
)
def test_a_codes_meaning_is_no_answer_to_what_to_do_about_it(question: str, quote: str, code: str | None) -> None:
    assert states_meaning_only(profile(question), quote) == code
    found = objection(profile(question), quote, quote)
    assert (found is not None and found.reason.endswith("not what to do about it")) is (code is not None)


@pytest.mark.parametrize(
    ("question", "quote", "code"),
    [
        ("a05 on the controller?", "The TL-200 indicator shows A01 to A05 only.", "a05"),
        ("what is E-02", "Codes E-02 through E-09 are reserved.", "e-02"),
        # the code named on its own, or a range not of codes
        ("a05 on the controller?", "A05 Low gas pressure; the TL-200 shows A01 to A04 only.", None),
        ("a05 on the controller?", "A05 is shown for 5 to 10 s.", None),
    ],
)
def test_a_code_named_only_as_an_end_of_a_range_of_codes_is_not_spoken_of(
    question: str, quote: str, code: str | None
) -> None:
    assert code_in_range_only(profile(question), quote) == code


def test_a_value_at_full_throttle_is_not_the_one_at_idle() -> None:
    quote = "Model: HJ-40 | Test nozzle: size 045 | Pressure at full throttle: 200 bar +/- 5"
    found = objection(profile("what pressure does an HJ-40 make at idle with the 045 test nozzle"), quote, quote)
    assert found is not None and found.reason == "the sentence speaks of the full throttle, not the idle asked"
    assert objection(profile("HJ-40 pressure at full throttle, 045 nozzle"), quote, quote) is None


@pytest.mark.parametrize(
    ("question", "quote", "restates"),
    [
        # the models and the serial range a question's serial falls in: that the document applies, not what it asks
        ("sb-hb-0412 kit for HB7 serial 7700", "Model: HB-7 | Serial numbers: 5200 to 7849", True),
        (
            "latest date to finish the hinge pin bulletin on IR-600 E IR60-000401",
            "Model: IR-600 E | First serial: IR60-000400 | Last serial: IR60-000655",
            True,
        ),
        (
            "TSB 0419 spring kit for QS-22 serial QR3180200",
            "This bulletin applies to QS-22 and QS-30 compressors with serial numbers QR3180200 to QR3182450.",
            True,
        ),
        # a row stating more than that, a question asking which units, or a serial outside the range
        (
            "CX-26 PC4218400 replacement fan speed controller part number",
            "Model: CX-26 | Serial numbers from: PC4218000 | Serial numbers to: PC4218749 | Controller: X-2B",
            False,
        ),
        ("which serials does SB-HB-0412 cover", "Model: HB-7 | Serial numbers: 5200 to 7849", False),
        ("sb-hb-0412 kit for HB7 serial 7900", "Model: HB-7 | Serial numbers: 5200 to 7849", False),
    ],
)
def test_a_bulletins_applicability_is_no_answer_to_what_it_asks_done(question: str, quote: str, restates: bool) -> None:
    assert states_applicability(profile(question), quote, ["Service Bulletin compressors"]) is restates


@pytest.mark.parametrize(
    ("question", "row", "restates"),
    [
        # asked something else of the thing the asked model's cell names: the cell is the question's own words
        (
            "who makes the soft starter on the PM-420S, what brand is it",
            "Item: Main motor starting method | PM-420S: Soft starter | PM-420H: Soft starter",
            True,
        ),
        # the cell says what was asked, or the question asks whether it is so, or names the row by its figure
        ("P.01 set to 3 - which battery profile is that", "P.01: 3 | Profile: Lead-acid, gel, IUI", False),
        (
            "how is the PM-420S main motor started",
            "Item: Main motor starting method | PM-420S: Soft starter | PM-420H: Star-delta",
            False,
        ),
        (
            "is the PM-420S main motor on a soft starter?",
            "Item: Main motor starting method | PM-420S: Soft starter | PM-420H: Star-delta",
            False,
        ),
    ],
)
def test_a_cell_holding_only_the_questions_words_restates_it(question: str, row: str, restates: bool) -> None:
    found = objection(profile(question), row, row)
    assert (found is not None and found.rule == "restates_question") is restates

"""A quote carrying a note mark is read with its note (answering/notes.py), checked against hand-made pages."""

from __future__ import annotations

from spanproof.answering.notes import note_span, with_notes
from spanproof.answering.verify import VerifiedDraft, verify_draft
from spanproof.store.sql import StoredPage
from spanproof.types import Citation, Claim, Draft

DATA_PAGE = """2 Technical data
Parameter: Cooling capacity (1) | TW-9: 40 kW | TW-12: 60 kW
Parameter: System fill pressure, min. (2) | TW-9: 1.5 bar | TW-12: 1.5 bar
Parameter: Heat input³ | TW-9: 9 kW | TW-12: 12 kW
Parameter: Pump flow | TW-9: 40 l/min | TW-12: 60 l/min
(1) At 90 °C supply temperature and 15 °C cooling water
inlet temperature.
(2) Static pressure at the inlet with the pump stopped. Below this the controller limits the setpoint to 90 °C.
³ At 400 V
(4) A note no row refers to.

Pressure is checked daily (see [5]).
"""


def lookup(document: str, page: int, version: str | None = None) -> StoredPage | None:
    return StoredPage(DATA_PAGE, "Rev D", None, True) if (document, page) == ("tw.pdf", 3) else None


def verified(*quotes: str) -> VerifiedDraft:
    draft = Draft([Claim(q, [Citation("tw.pdf", "TW manual", "Rev D", 3, 0, 0, q)]) for q in quotes])
    return verify_draft(draft, lookup)


def quotes(draft: VerifiedDraft) -> list[str]:
    return [c.quote for c in draft.citations]


def test_a_row_is_followed_by_its_note_cited_verbatim() -> None:
    row = "Parameter: Cooling capacity (1) | TW-9: 40 kW | TW-12: 60 kW"
    noted = with_notes(verified(row), lookup)
    assert quotes(noted) == [row, "(1) At 90 °C supply temperature and 15 °C cooling water\ninlet temperature."]
    note = noted.claims[1].citations[0]
    assert DATA_PAGE[note.start : note.end] == note.quote  # exact offsets, as every citation leaving the system
    assert noted.claims[1].text == "(1) At 90 °C supply temperature and 15 °C cooling water inlet temperature."


def test_each_mark_form_finds_its_own_note_and_no_other() -> None:
    assert quotes(with_notes(verified("Parameter: Heat input³ | TW-9: 9 kW | TW-12: 12 kW"), lookup))[1] == "³ At 400 V"
    pressure = quotes(with_notes(verified("Parameter: System fill pressure, min. (2) | TW-9: 1.5 bar"), lookup))
    assert pressure[1].startswith("(2) Static pressure") and pressure[1].endswith("setpoint to 90 °C.")
    # no mark, or a mark whose note the page does not give: nothing is added
    assert len(with_notes(verified("Parameter: Pump flow | TW-9: 40 l/min | TW-12: 60 l/min"), lookup).claims) == 1
    assert len(with_notes(verified("Pressure is checked daily (see [5])."), lookup).claims) == 1


def test_a_note_already_quoted_or_a_note_itself_adds_nothing() -> None:
    both = "(1) At 90 °C supply temperature and 15 °C cooling water\ninlet temperature."
    row = "Parameter: Cooling capacity (1) | TW-9: 40 kW | TW-12: 60 kW"
    assert quotes(with_notes(verified(row, both), lookup)) == [row, both]
    assert quotes(with_notes(verified(both), lookup)) == [both]  # a mark at a line's start begins a note


def test_a_note_runs_on_until_its_sentence_ends_and_never_into_the_next_note() -> None:
    start, end = note_span(DATA_PAGE, "(1)") or (0, 0)
    assert DATA_PAGE[start:end].endswith("inlet temperature.")
    page = "Flow (1) | 40\n(1) Measured with water\n(2) Another note.\n"
    start, end = note_span(page, "(1)") or (0, 0)
    assert page[start:end] == "(1) Measured with water"
    assert note_span(page, "(3)") is None


def test_a_mark_in_a_models_cell_is_that_models_note_not_the_rows() -> None:
    page = "Breaker | ST-40: 16 A | ST-80: 20 A (1) | ST-160: 32 A\n(1) ST-80 for 60 Hz supplies: 25 A breaker.\n"
    row = "Breaker | ST-40: 16 A | ST-80: 20 A (1) | ST-160: 32 A"

    def one_page(document: str, page_number: int, version: str | None = None) -> StoredPage:
        return StoredPage(page, "v1", None, True)

    draft = verify_draft(Draft([Claim(row, [Citation("st.pdf", "ST", "v1", 1, 0, 0, row)])]), one_page)
    assert quotes(with_notes(draft, one_page)) == [row]

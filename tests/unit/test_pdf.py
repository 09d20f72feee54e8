"""PDF understanding on the ground-truth samples: reading order, tables, captions, headers, headings."""

from __future__ import annotations

import json
import re
from functools import cache

import pytest
from fpdf import FPDF

from spanproof.ingest.chunking import chunk_document
from spanproof.ingest.pdf import parse_pdf
from spanproof.types import ParsedDocument
from tests.conftest import SHARED_DATA

SAMPLES = SHARED_DATA / "pdf-samples"
STEPS = json.loads((SAMPLES / "maint_steps_groundtruth.json").read_text(encoding="utf-8"))
RUNNING_HEADER = "ACME PX-200 Industrial Pump Controller — Service Handbook, Rev. 3"


@cache
def handbook() -> ParsedDocument:
    return parse_pdf((SAMPLES / "handbook.pdf").read_bytes(), "handbook.pdf", use_ocr=False)


def steps_in(text: str) -> list[str]:
    flat = " ".join(text.split())
    return [m.group(0).strip() for m in re.finditer(r"Step \d+\..*?(?=Step \d+\.|Record the measured|$)", flat)]


@pytest.mark.parametrize(("name", "page"), [("handbook.pdf", 4), ("twocol_reversed_stream.pdf", 1)])
def test_two_column_steps_come_out_in_reading_order(name: str, page: int) -> None:
    parsed = parse_pdf((SAMPLES / name).read_bytes(), name, use_ocr=False)
    found = steps_in(parsed.pages[page - 1].text)
    assert found == STEPS


def test_ruled_table_rows_name_their_headers_and_carry_the_caption() -> None:
    parsed = handbook()
    rows = [b for b in parsed.blocks if b.kind == "table_row" and b.page == 2]
    texts = [parsed.pages[1].text[b.start : b.end] for b in rows]
    assert (
        "Mode: Constant Flow | P-02 value: 1 | Setpoint source: Analog input AI2 | "
        "Typical application: Dosing, process cooling loops"
    ) in texts
    flow = rows[texts.index(next(t for t in texts if t.startswith("Mode: Constant Flow")))]
    assert flow.heading_path == (
        "2 Installation",
        "2.1 Operating modes",
        "Table 1: Operating modes selected by parameter P-02",
    )


def test_borderless_table_is_recovered() -> None:
    parsed = handbook()
    texts = [parsed.pages[1].text[b.start : b.end] for b in parsed.blocks if b.kind == "table_row"]
    assert "Terminal: X2:5 | Signal: AI2 pressure transducer | Range: 4–20 mA" in texts


def test_table_across_pages_is_one_table() -> None:
    parsed = handbook()
    assert parsed.tables == 3  # Table 1, Table 2, and Table 3 continued on page 7
    page7 = [b for b in parsed.blocks if b.kind == "table_row" and b.page == 7]
    assert page7 and all(b.heading_path[-1] == "Table 3: Parameter reference" for b in page7)
    first = parsed.pages[6].text[page7[0].start : page7[0].end]
    assert first.startswith("Param: P-33 | Name: Setpoint (aux 2)")


def test_captions_are_their_own_searchable_blocks() -> None:
    parsed = handbook()
    captions = [parsed.pages[b.page - 1].text[b.start : b.end] for b in parsed.blocks if b.kind == "caption"]
    assert "Figure 1: Control loop of the PX-200 with pressure feedback" in captions
    assert "Table 2: Analog and digital terminals" in captions


def test_running_header_and_page_numbers_stay_in_pages_not_chunks() -> None:
    parsed = handbook()
    assert all(page.text.startswith(RUNNING_HEADER) for page in parsed.pages if page.number != 5)
    chunks = chunk_document(parsed.pages, parsed.blocks, 900, 120)
    assert chunks
    assert not any(RUNNING_HEADER in c.text for c in chunks)
    assert not any(re.search(r"(?m)^Page \d+$", c.text) for c in chunks)


def test_headings_come_from_bookmarks_and_every_later_chunk_has_a_path() -> None:
    parsed = handbook()
    chunks = chunk_document(parsed.pages, parsed.blocks, 900, 120)
    scope = next(c for c in chunks if "firmware versions 4.2" in c.text)
    assert scope.heading_path == ("1 Introduction", "1.1 Scope")
    first_heading = next(i for i, c in enumerate(chunks) if c.heading_path)
    assert all(c.heading_path for c in chunks[first_heading:])


def test_headings_from_font_size_without_bookmarks() -> None:
    parsed = parse_pdf((SAMPLES / "handbook_100p.pdf").read_bytes(), "handbook_100p.pdf", use_ocr=False)
    paths = {b.heading_path[:2] for b in parsed.blocks if b.page == 2 and b.kind == "prose"}
    assert ("2 Installation", "2.1 Operating modes") in paths


def test_a_bold_line_a_little_larger_than_the_text_is_a_heading_and_bold_emphasis_is_not() -> None:
    """The standard fonts ("Helvetica-Bold", not embedded) give pdfium no weight: their bold is read from the name.
    A task title in 10.5 pt bold over 9.5 pt text heads what follows it; a note in bold at 9 pt and a table's title
    in bold at the text's size do not."""
    pdf = FPDF(format="A4")
    pdf.add_page()
    for number in (1, 2):
        pdf.set_font("Helvetica", "B", 10.5)
        pdf.multi_cell(170, 5.5, f"Task 29-3{number}: Maintenance Message E-3{number}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9.5)
        pdf.multi_cell(170, 4.8, f"Meaning of E-3{number}: the inlet pressure is low.", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
        pdf.set_font("Helvetica", "B", 9)
        pdf.multi_cell(170, 4.8, "CAUTION: DEPRESSURIZE THE SYSTEM FIRST", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.multi_cell(170, 4.8, f"Table {number}. Pressure limits", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9.5)
        pdf.multi_cell(170, 4.8, "Replace the filter if the pressure stays low. " * 3, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    parsed = parse_pdf(bytes(pdf.output()), "tasks.pdf", use_ocr=False)
    text = parsed.pages[0].text
    blocks = [(text[b.start : b.end][:24], b.heading_path) for b in parsed.blocks]
    first, second = ("Task 29-31: Maintenance Message E-31",), ("Task 29-32: Maintenance Message E-32",)
    assert blocks == [
        ("Task 29-31: Maintenance ", first),
        ("Meaning of E-31: the inl", first),
        ("CAUTION: DEPRESSURIZE TH", first),
        ("Table 1. Pressure limits", first),
        ("Replace the filter if th", first),
        ("Task 29-32: Maintenance ", second),
        ("Meaning of E-32: the inl", second),
        ("CAUTION: DEPRESSURIZE TH", second),
        ("Table 2. Pressure limits", second),
        ("Replace the filter if th", second),
    ]


def test_a_section_continued_on_the_next_page_resumes_where_it_broke_off() -> None:
    """A code's remedy runs onto the next page under "7 Alarm codes (continued)": its steps stay under the code's
    own heading, and the next code's heading replaces it as before (stranger's set 25 lost "3. If the switch trips
    again, check the mechanical seal" to the section alone)."""
    pdf = FPDF(format="A4")
    pages = [
        ("7 Alarm codes", "A07 Booster pump fault", ["1. Check the motor protection switch setting."]),
        ("7 Alarm codes (continued)", None, ["3. If the switch trips again, check the mechanical seal."]),
    ]
    for section, code, steps in pages:
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 14)
        pdf.multi_cell(170, 7, section, new_x="LMARGIN", new_y="NEXT")
        if code:
            pdf.set_font("Helvetica", "B", 10.5)
            pdf.multi_cell(170, 5.5, code, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9.5)
        for step in steps:
            pdf.multi_cell(170, 4.8, step + " Then restart the pump once." * 4, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "B", 10.5)
    pdf.multi_cell(170, 5.5, "A08 Stock tank low level", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(170, 4.8, "1. Refill the stock tank; the alarm clears automatically.", new_x="LMARGIN", new_y="NEXT")
    parsed = parse_pdf(bytes(pdf.output()), "alarms.pdf", use_ocr=False)
    paths = {parsed.pages[b.page - 1].text[b.start : b.end][:12]: b.heading_path for b in parsed.blocks}
    assert paths["1. Check the"] == ("7 Alarm codes", "A07 Booster pump fault")
    assert paths["3. If the sw"] == ("7 Alarm codes", "A07 Booster pump fault")
    assert paths["1. Refill th"] == ("7 Alarm codes", "A08 Stock tank low level")


def test_scanned_page_is_flagged_when_ocr_is_off() -> None:
    parsed = handbook()
    assert parsed.pages[4].text.strip() == ""
    assert "pages without text: [5]" in parsed.warnings


def test_a_numbered_procedure_with_a_hanging_indent_is_text_not_a_table() -> None:
    """Each step's number in a cell of its own and its text indented beside it: three lines or more of two cells
    that align, as a borderless table's would. Read as one, the first step became the header of the others ("1.: 3.
    | Set the drawbar height ...: Connect the PTO shaft ... at least 150"), and a wrapped step's second line ("mm in
    the working position.") was cut from it."""
    steps = [
        "Set the drawbar height with the baler standing level so that the pickup frame is parallel to the ground.",
        "Couple the drawbar eye and secure the hitch pin with its retaining clip.",
        "Connect the PTO shaft with the wide-angle joint at the tractor end and check the overlap: at least 150 mm in "
        "the working position.",
        "Connect the hydraulic couplings.",
    ]
    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("Helvetica", "", 10)
    for number, step in enumerate(steps, 1):
        pdf.cell(8, 5, f"{number}.")
        pdf.multi_cell(160, 5, step, new_x="LMARGIN", new_y="NEXT")
    parsed = parse_pdf(bytes(pdf.output()), "steps.pdf", use_ocr=False)
    assert [b.kind for b in parsed.blocks] == ["prose"]
    text = " ".join(parsed.pages[0].text.split())
    assert f"3. {steps[2]}" in text

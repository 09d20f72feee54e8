"""Financial statements in PDFs (issue 25, tables found by name): row labels on the left, figures right-aligned in
columns, the years above them. The words below are shaped like those pdfium gives for page 52 of Amcor's 2023
10-K (x0, x1 and tops in points, as measured): read row by row, each row naming its year, under the statement's
title."""

from __future__ import annotations

from typing import Any

from spanproof.ingest.pdf import _Outline, _PageRecord, _Structure
from spanproof.ingest.pdf_layout import gutter, layout
from spanproof.types import Page

WIDTH, HEIGHT = 612.0, 792.0


def words(top: float, *spans: tuple[str, float, float], size: float = 12.0) -> list[dict[str, Any]]:
    """One line: each span is (text, x0, x1); a span of several words is split evenly over its width."""
    out = []
    for text, x0, x1 in spans:
        parts = text.split()
        step = (x1 - x0) / len(parts)
        for i, part in enumerate(parts):
            left = x0 + i * step
            out.append({"text": part, "x0": left, "x1": left + step - 2, "top": top, "bottom": top + size,
                        "size": size, "fontname": "Regular"})  # fmt: skip
    return out


def balance_sheet() -> list[dict[str, Any]]:
    rows = [
        (
            "Cash and cash equivalents",
            17,
            112,
            [("$", 441, 445), ("689", 498, 511), ("$", 522, 527), ("775", 579, 592)],
        ),
        ("Trade receivables, net", 17, 100, [("1,875", 491, 511), ("1,935", 572, 592)]),
        ("Inventories, net", 17, 80, []),
        ("Raw materials and supplies", 23, 120, [("992", 498, 511), ("1,114", 572, 592)]),
        ("Work in process and finished goods", 23, 160, [("1,221", 491, 511), ("1,325", 572, 592)]),
        ("Assets held for sale, net", 17, 110, [("—", 502, 511), ("192", 579, 592)]),
        ("Total current assets", 17, 95, [("5,308", 491, 511), ("5,853", 572, 592)]),
        ("Non-current assets:", 17, 90, []),
        ("Property, plant, and equipment, net", 17, 150, [("3,762", 491, 511), ("3,646", 572, 592)]),
        ("Goodwill", 17, 50, [("5,366", 491, 511), ("5,285", 572, 592)]),
        ("Other intangible assets, net", 17, 125, [("1,524", 491, 511), ("1,657", 572, 592)]),
        ("Treasury shares", 17, 80, [("(12)", 496, 514), ("(18)", 577, 595)]),
        ("Total assets", 17, 60, [("$", 441, 445), ("17,003", 487, 511), ("$", 522, 527), ("17,426", 568, 592)]),
    ]
    out = [
        *words(44.9, ("Amcor plc and Subsidiaries", 247, 365), size=13.3),
        *words(56.9, ("Consolidated Balance Sheets", 245, 367), size=13.3),
        *words(68.9, ("($ in millions, except share and per share data)", 206, 406), size=13.3),
        *words(88.6, ("As of June 30,", 17, 71), ("2023", 469, 487), ("2022", 550, 568)),
        *words(101.3, ("Assets", 213, 237)),
        *words(113.3, ("Current assets:", 17, 75)),
    ]
    for n, (label, x0, x1, figures) in enumerate(rows):
        out += words(125.3 + 12 * n, (label, x0, x1), *figures)
    out += words(300.0, ("See accompanying notes to consolidated financial statements.", 14, 300), size=13.3)
    return out


def lines_of(kind: str, page: Any) -> list[str]:
    return [line.text for line in page.lines if line.kind == kind]


def test_a_statement_page_is_not_split_into_a_label_column_and_a_figure_column() -> None:
    # the rows alone (the wide title lines above them would hide the empty band anyway)
    body = [w for w in balance_sheet() if 80 < w["top"] < 0.92 * HEIGHT]
    assert gutter(body, WIDTH) is None


def test_two_columns_of_prose_are_still_two_columns() -> None:
    prose = []
    for n in range(12):
        prose += words(
            100 + 12 * n, ("the pump runs at a constant flow when", 40, 280), ("valves open slowly and close", 330, 570)
        )
    assert gutter(prose, WIDTH) is not None


def test_statement_rows_name_their_year_and_keep_their_label() -> None:
    page = layout(balance_sheet(), [], WIDTH, HEIGHT)
    rows = lines_of("table_row", page)
    assert "Cash and cash equivalents | 2023: $ 689 | 2022: $ 775" in rows
    assert "Total assets | 2023: $ 17,003 | 2022: $ 17,426" in rows
    assert "Assets held for sale, net | 2023: — | 2022: 192" in rows
    assert "Treasury shares | 2023: (12) | 2022: (18)" in rows  # a ")" hanging out is still the same column
    assert "Non-current assets:" in rows  # a label-only line stays inside the table, in place
    assert rows.index("Non-current assets:") < rows.index("Goodwill | 2023: 5,366 | 2022: 5,285")
    assert lines_of("table_header", page) == ["2023 | 2022"]
    # the title, the units line and the footnote stay text
    assert "Consolidated Balance Sheets" in lines_of("text", page)
    assert "See accompanying notes to consolidated financial statements." in lines_of("text", page)
    assert "Total assets | 2023: $ 17,003 | 2022: $ 17,426" in page.text


def test_statement_rows_carry_the_statement_title_in_their_heading_path() -> None:
    page = layout(balance_sheet(), [], WIDTH, HEIGHT)
    record = _PageRecord(Page(52, page.text), page.lines, page.height)
    blocks = _Structure([record], _Outline()).blocks()
    rows = {page.text[b.start : b.end]: b for b in blocks if b.kind == "table_row"}
    total = rows["Total assets | 2023: $ 17,003 | 2022: $ 17,426"]
    assert total.heading_path[-1] == "Consolidated Balance Sheets"


def test_a_smaller_column_heading_line_does_not_take_the_title_and_dates_head_the_columns() -> None:
    # Best Buy's statement: "Fiscal Years Ended" (10.7 pt) sits between the title (12 pt) and the figures.
    page_words = [
        *words(43.7, ("Consolidated Statements of Earnings", 18, 200)),
        *words(63.3, ("Fiscal Years Ended", 18, 100), size=10.7),
        *words(73.3, ("January 28, 2023", 340, 400), ("January 29, 2022", 440, 500), size=10.7),
        *words(
            83.3,
            ("Revenue", 18, 60),
            ("$", 330, 335),
            ("46,298", 370, 400),
            ("$", 430, 435),
            ("51,761", 470, 500),
            size=10.7,
        ),
        *words(92.7, ("Cost of sales", 18, 80), ("36,386", 370, 400), ("40,121", 470, 500), size=10.7),
        *words(102.1, ("Gross profit", 18, 75), ("9,912", 375, 400), ("11,640", 470, 500), size=10.7),
    ]
    page = layout(page_words, [], WIDTH, HEIGHT)
    # the dates above the figures name their columns by year
    assert "Revenue | 2023: $ 46,298 | 2022: $ 51,761" in lines_of("table_row", page)
    record = _PageRecord(Page(40, page.text), page.lines, page.height)
    rows = [b for b in _Structure([record], _Outline()).blocks() if b.kind == "table_row"]
    assert rows and all(b.heading_path[-1] == "Consolidated Statements of Earnings" for b in rows)


def test_a_figure_inside_a_sentence_is_no_table() -> None:
    prose = [
        *words(100, ("Revenue grew in fiscal 2023 to", 18, 200), ("$", 204, 209), ("17,606", 212, 240)),
        *words(112, ("million, and the backlog rose to", 18, 200), ("4,100", 204, 230)),
        *words(124, ("units shipped in the period were", 18, 200), ("1,200", 204, 230)),
    ]
    page = layout(prose, [], WIDTH, HEIGHT)
    assert lines_of("table_row", page) == []

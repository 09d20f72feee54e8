"""The agent's tools over a ToolBox of plain functions (what the facade binds them to): argument checking, table
lookup by name (rows with their headers, and statements laid out as text lines), cells cited by their offsets."""

from __future__ import annotations

import json
from collections.abc import Sequence

from spanproof.answering.tools import Passages, SectionPage, ToolBox, Tools
from spanproof.types import Hit, Scores

STATEMENT = (
    "ADOBE INC.\nCONSOLIDATED STATEMENTS OF INCOME\n(In millions, except per share data)\nYears Ended\n"
    "December 2, December 3, November 27,\n2022 2021 2020\nRevenue:\nSubscription $ 16,388 $ 14,573 $ 11,626\n"
    "Total revenue 17,606 15,785 12,868\nOperating income 6,098 5,802 4,237\nInterest expense (112) (113) (116)\n"
)
HEADINGS = ["PART II > CONSOLIDATED STATEMENTS OF INCOME"]
ROWS_PAGE = "Table 4: Hub bolt torque\nBolt: Hub bolt A | Torque (ft-lb): 30\nBolt: Hub bolt B | Torque (ft-lb): 45"


def _hit(document: str, page: int, start: int, end: int, text: str, kind: str, path: list[str]) -> Hit:
    return Hit(1, document, document, "v1", page, start, end, kind, path, text, Scores(fused=0.5))


def box() -> ToolBox:
    pages = {("adobe.pdf", 1): "Annual report", ("adobe.pdf", 54): STATEMENT, ("px.md", 1): ROWS_PAGE}

    def search(query: str, k: int, documents: Sequence[str] | None) -> list[Hit]:
        if documents is None or "adobe.pdf" in documents:
            return [_hit("adobe.pdf", 54, 0, 60, STATEMENT[:60], "prose", HEADINGS)][:k]
        return []

    def page(document: str, number: int) -> SectionPage | None:
        text = pages.get((document, number))
        return None if text is None else SectionPage(document, document, "v1", number, text, HEADINGS)

    def table_rows(document: str) -> list[Hit]:
        if document != "px.md":
            return []
        lines = ROWS_PAGE.split("\n")
        start = len(lines[0]) + 1
        path = ["Torque values", "Table 4: Hub bolt torque"]
        return [
            _hit("px.md", 1, start, start + len(lines[1]), lines[1], "table_row", path),
            _hit("px.md", 1, start + len(lines[1]) + 1, len(ROWS_PAGE), lines[2], "table_row", path),
        ]

    return ToolBox(search, page, table_rows, lambda: ["adobe.pdf", "px.md"])


def run(name: str, arguments: object) -> dict[str, object]:
    _, result = Tools(box(), Passages()).run(name, arguments)  # type: ignore[arg-type]
    return json.loads(result.content)


def test_a_row_table_cell_is_found_by_table_name_row_and_column() -> None:
    tools = Tools(box(), Passages())
    _, result = tools.run("lookup_table", {"document": "px.md", "table": "torque", "row": "bolt B", "column": "torque"})
    cell = json.loads(result.content)["matches"][0]["cell"]
    assert cell["value"] == "45" and ROWS_PAGE[cell["start"] : cell["end"]] == "45"
    assert tools.passages.items[cell["passage"] - 1].text == "45"
    assert result.outcome == "px.md p.1: Torque (ft-lb) = 45"


def test_a_statement_laid_out_as_lines_is_read_cell_by_cell() -> None:
    for column, value in (("2022", "6,098"), ("fiscal 2021", "5,802"), ("", "6,098")):
        found = run(
            "lookup_table",
            {"document": "adobe.pdf", "table": "income statement", "row": "operating income", "column": column},
        )
        match = found["matches"][0]  # type: ignore[index]
        assert match["columns"] == ["2022", "2021", "2020"]
        cell = match["cell"]
        assert cell["value"] == value and STATEMENT[cell["start"] : cell["end"]] == value
    subscription = run("lookup_table", {"document": "adobe.pdf", "table": "income", "row": "Subscription"})
    assert subscription["matches"][0]["cell"]["value"] == "16,388"  # type: ignore[index]


def test_bad_calls_are_results_that_say_what_is_wrong() -> None:
    assert "no document 'other.pdf' is visible" in str(run("read_section", {"document": "other.pdf", "page": 1}))
    assert "Input should be greater than or equal to 1" in str(run("search", {"query": "x", "k": 0}))
    assert "must be a JSON object" in str(run("search", "[1, 2]"))
    assert "no table of px.md is named like 'wiring'" in str(
        run("lookup_table", {"document": "px.md", "table": "wiring", "row": "x"})
    )
    compared = run("compare_documents", {"documents": ["adobe.pdf", "px.md"], "query": "revenue"})
    assert [p.get("document") for p in compared["passages"]] == ["adobe.pdf", "px.md"]  # type: ignore[union-attr]
    assert "error" in compared["passages"][1]  # type: ignore[index]

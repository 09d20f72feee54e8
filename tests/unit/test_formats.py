"""HTML, Markdown and DOCX give the same tables (labelled rows), captions and heading paths, at exact offsets."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from pathlib import Path

import docx
import pytest

from spanproof.errors import CorruptDocument, EmptyDocument
from spanproof.ingest.chunking import chunk_document
from spanproof.ingest.docx import parse_docx
from spanproof.ingest.html import parse_html
from spanproof.ingest.markdown import parse_markdown
from spanproof.ingest.tables import is_caption, labelled_row
from spanproof.types import ParsedDocument

SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "pdf-samples"
PARSERS: dict[str, Callable[[bytes, str], ParsedDocument]] = {
    "handbook.html": parse_html,
    "handbook.md": parse_markdown,
    "handbook.docx": parse_docx,
}
ROWS = [
    "Mode: Constant Pressure | P-02 value: 0 | Setpoint source: Keypad / P-10",
    "Mode: Constant Flow | P-02 value: 1 | Setpoint source: Analog input AI2",
    "Mode: Level Control | P-02 value: 2 | Setpoint source: Level sensor on AI1",
]
PATH = ("ACME PX-200 Service Handbook", "2 Installation", "2.1 Operating modes")
TABLE = "Table 1: Operating modes selected by parameter P-02"  # a table's rows carry its name in their path


def slices(parsed: ParsedDocument, kind: str) -> list[str]:
    pages = {page.number: page.text for page in parsed.pages}
    return [pages[b.page][b.start : b.end] for b in parsed.blocks if b.kind == kind]


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_tables_captions_and_headings_agree_across_formats(name: str) -> None:
    parsed = PARSERS[name]((SAMPLES / name).read_bytes(), name)
    pages = {page.number: page.text for page in parsed.pages}
    for block in parsed.blocks:
        quote = pages[block.page][block.start : block.end]
        assert quote.strip() and quote == quote.strip(), block
    assert slices(parsed, "table_row") == ROWS
    assert all(b.heading_path == (*PATH, TABLE) for b in parsed.blocks if b.kind == "table_row")
    assert slices(parsed, "caption") == [
        "Table 1: Operating modes selected by parameter P-02",
        "Figure 1: Control loop of the PX-200 with pressure feedback",
    ]
    assert parsed.tables == 1
    assert parsed.title in ("ACME PX-200 Service Handbook", "PX-200 Handbook")  # the HTML has its own <title>
    assert parsed.paginated is (name != "handbook.docx")
    chunks = chunk_document(parsed.pages, parsed.blocks, 300, 40)
    assert [c.text for c in chunks if c.kind == "table_row"] == ROWS
    assert all(c.text == pages[c.page][c.start : c.end] for c in chunks)
    if name == "handbook.md":  # the table lines are replaced by the labelled rows; markup elsewhere stays
        assert "|---|" not in pages[1] and "\n".join(ROWS) in pages[1] and "### 2.2 Electrical" in pages[1]


def test_markdown_offsets_after_a_table_shift_and_captions_lose_their_emphasis() -> None:
    source = b"# A\n\n*Figure 2: Loop*\n\n| k | v |\n|---|---|\n| `x` | 1 |\n|  |  |\n\nAfter **the** table.\n"
    parsed = parse_markdown(source, "a.md")
    text = parsed.pages[0].text
    assert [(b.kind, text[b.start : b.end]) for b in parsed.blocks] == [
        ("prose", "A"),
        ("caption", "Figure 2: Loop"),
        ("table_row", "k: x | v: 1"),
        ("prose", "After **the** table."),
    ]


def test_html_header_rows_spans_and_leaf_divs() -> None:
    html = (
        b"<div>Loose <b>text</b><script>x()</script></div><table><thead><tr><th colspan=2>Pressure</th></tr>"
        b"<tr><th>min</th><th>max</th></tr></thead><tr><td colspan=2>n/a</td></tr><tr><td>1</td><td>5</td></tr>"
        b"</table><p>Table 3. Limits</p><pre>E-21</pre>"
    )
    parsed = parse_html(html, "a.html")
    text = parsed.pages[0].text
    assert [(b.kind, text[b.start : b.end]) for b in parsed.blocks] == [
        ("prose", "Loose text"),
        ("table_row", "Pressure min: n/a"),
        ("table_row", "Pressure min: 1 | Pressure max: 5"),
        ("caption", "Table 3. Limits"),
        ("code", "E-21"),
    ]


def test_labelled_row_and_caption_pattern() -> None:
    assert labelled_row(["Mode", "", "Unit"], [" Constant\n Flow ", "1", ""]) == "Mode: Constant Flow | 1"
    assert labelled_row([], ["a", "", "b"]) == "a | b"
    assert all(is_caption(t) for t in ("Figure 1: Loop", "Fig. 3 – Pump", "TABLE 2. Modes", "Table A-1 — Codes"))
    assert not any(is_caption(t) for t in ("Table 1 lists the modes.", "Figures show it", "Table: none", ""))


def _zip(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


@pytest.mark.parametrize(
    "data",
    [bytes(range(256)) * 8, _zip({"readme.txt": "x"}), _zip({"word/document.xml": "<broken"})],
    ids=["random-bytes", "zip-without-document", "zip-without-content-types"],
)
def test_a_fake_docx_is_corrupt(data: bytes) -> None:
    with pytest.raises(CorruptDocument, match="not a valid DOCX"):
        parse_docx(data, "fake.docx")


def test_an_empty_docx_is_empty() -> None:
    buffer = io.BytesIO()
    docx.Document().save(buffer)
    with pytest.raises(EmptyDocument):
        parse_docx(buffer.getvalue(), "empty.docx")


def test_html_text_straight_in_the_body_is_kept() -> None:
    # found by tests/unit/test_parser_properties.py: such a page was "no visible text"
    parsed = parse_html(b"<html><body>Torque the cap to <b>12 Nm</b>.</body></html>", "bare.html")
    assert parsed.pages[0].text == "Torque the cap to 12 Nm ."

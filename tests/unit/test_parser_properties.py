"""Hypothesis over every parser (PDF, DOCX, HTML, Markdown, text): whatever the bytes, a parser returns a document
or raises one of our errors (never another exception), and every block and chunk slices the stored page text.

A few examples each here; ``benchmarks/bench_fuzz.py`` runs the same properties over 10,000+ cases.
"""

from __future__ import annotations

import io
import zipfile
from collections import Counter
from collections.abc import Callable
from xml.sax.saxutils import escape

import pytest
from fpdf import FPDF
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spanproof import Settings
from spanproof.errors import IngestError
from spanproof.ingest.budget import Limits
from spanproof.ingest.chunking import chunk_document
from spanproof.ingest.pipeline import PARSERS
from tests.unit.test_budgets import docx_bytes

LIMITS = Limits.from_settings(Settings())
EXAMPLES = 25  # per property in the test suite (the benchmark sets its own)

# Characters that mean something to one format or another, mixed with ordinary text and control characters.
MARKUP = "#*_`~-=|<>/&;{}[]()!:.\"' \t\n\r\f\x00\x0b\u2028\ufeff\ufffd"
TEXT = st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(MARKUP), max_size=400)
# What an XML text node may hold (python-docx refuses control characters): for DOCX files made from text.
XML_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=["Cc", "Cs", "Cn"]) | st.sampled_from(" \t\n#*<>&"),
    max_size=400,
)


def pdf_of(text: str, ruled: bool = True) -> bytes:
    """A small uncompressed PDF (so that mutations hit its content stream): a heading, ``text``, a ruled table."""
    pdf = FPDF(unit="pt", format=(300, 300))
    pdf.set_compression(False)
    pdf.add_page()
    pdf.set_font("Helvetica", size=14)
    pdf.text(20, 30, "1 Oil system")
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(260, 12, text.encode("latin-1", "replace").decode("latin-1"))
    if ruled:
        for i in range(3):
            pdf.line(20, 200 + i * 20, 260, 200 + i * 20)
        for j in range(3):
            pdf.line(20 + j * 120, 200, 20 + j * 120, 240)
        for i, (a, b) in enumerate([("Mode", "Value"), ("Flow", "1")]):
            pdf.text(25, 214 + i * 20, a)
            pdf.text(145, 214 + i * 20, b)
    return bytes(pdf.output())


_SMALL_PDF = pdf_of("Torque the cap to 12 Nm. Check the seal before each flight.")


def _outcome(suffix: str, data: bytes) -> str:
    """Parse ``data`` as a file of type ``suffix``: 'parsed' or our error's class name; check what was parsed."""
    parse = PARSERS[suffix][1]
    try:
        parsed = parse(data, f"fuzz{suffix}", LIMITS)
    except IngestError as exc:
        assert exc.message, "an error in our words"
        return type(exc).__name__
    texts = {page.number: page.text for page in parsed.pages}
    assert len(texts) == len(parsed.pages), "page numbers are unique"
    for block in parsed.blocks:
        assert block.page in texts and 0 <= block.start <= block.end <= len(texts[block.page]), block
    for chunk in chunk_document(parsed.pages, parsed.blocks, 900, 120):
        assert chunk.text == texts[chunk.page][chunk.start : chunk.end], chunk
    return "parsed"


def _mutated(base: bytes) -> st.SearchStrategy[bytes]:
    """``base`` with a few byte ranges overwritten, cut short or repeated."""

    def mutate(draw: Callable[..., object]) -> bytes:
        data = bytearray(base)
        for _ in range(int(draw(st.integers(1, 8)))):  # type: ignore[call-overload]
            at = int(draw(st.integers(0, max(len(data) - 1, 0))))  # type: ignore[call-overload]
            kind = draw(st.sampled_from(["overwrite", "cut", "repeat"]))
            if kind == "overwrite":
                data[at : at + 8] = bytes(draw(st.binary(min_size=1, max_size=8)))  # type: ignore[arg-type]
            elif kind == "cut":
                del data[at:]
            else:
                data[at:at] = data[at : at + 64] * 4
        return bytes(data)

    return st.composite(lambda draw: mutate(draw))()


DOCX_BASE = docx_bytes("Torque the cap to 12 Nm.\n\nCheck the seal.")


def docx_with_body(body: str) -> bytes:
    """DOCX_BASE with ``body`` (any text: XML or not) as the inside of its document's <w:body>."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(DOCX_BASE)) as base, zipfile.ZipFile(out, "w") as archive:
        for member in base.infolist():
            data = base.read(member)
            if member.filename == "word/document.xml":
                head, _, rest = data.decode().partition("<w:body>")
                data = (head + "<w:body>" + body + rest[rest.index("</w:body>") :]).encode()
            archive.writestr(member, data)
    return out.getvalue()


# Paragraphs and table cells as python-docx reads them, filled with any text; and their pieces, unbalanced.
_PARAGRAPH = "<w:p><w:r><w:t xml:space='preserve'>{}</w:t></w:r></w:p>"
_DOCX_WELL_FORMED = XML_TEXT.map(lambda t: _PARAGRAPH.format(escape(t))) | XML_TEXT.map(
    lambda t: "<w:tbl><w:tr><w:tc>" + _PARAGRAPH.format(escape(t)) + "</w:tc></w:tr></w:tbl>"
)
_DOCX_PARTS = st.sampled_from(
    ["<w:p><w:r><w:t>", "</w:t></w:r></w:p>", "<w:tbl><w:tr><w:tc>", "</w:tc></w:tr></w:tbl>"]
)
_DOCX_BODY = st.lists(_DOCX_WELL_FORMED | _DOCX_WELL_FORMED | _DOCX_PARTS | TEXT, max_size=12)
STRATEGIES: dict[str, dict[str, st.SearchStrategy[bytes]]] = {
    ".pdf": {
        "bytes": st.binary(max_size=2000).map(lambda b: b"%PDF-1.4\n" + b),
        "mutated": _mutated(_SMALL_PDF),
        "text": TEXT.map(pdf_of),
    },
    ".docx": {
        "bytes": st.binary(max_size=2000),
        "mutated": _mutated(DOCX_BASE),
        "text": XML_TEXT.map(docx_bytes),
        "xml": _DOCX_BODY.map(lambda parts: docx_with_body("".join(parts))),
    },
    ".html": {"bytes": st.binary(max_size=2000), "text": TEXT.map(lambda t: f"<html><body>{t}</body>".encode())},
    ".md": {"bytes": st.binary(max_size=2000), "text": TEXT.map(str.encode)},
    ".txt": {"bytes": st.binary(max_size=2000), "text": TEXT.map(str.encode)},
}


def run_property(suffix: str, kind: str, examples: int, outcomes: Counter[str] | None = None) -> None:
    """The property over ``examples`` cases of one parser and strategy; each outcome counted in ``outcomes``."""

    @settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(STRATEGIES[suffix][kind])
    def check(data: bytes) -> None:
        outcome = _outcome(suffix, data)
        if outcomes is not None:
            outcomes[outcome] += 1

    check()


@pytest.mark.parametrize(("suffix", "kind"), [(suffix, kind) for suffix in STRATEGIES for kind in STRATEGIES[suffix]])
def test_any_input_is_a_document_or_our_error(suffix: str, kind: str) -> None:
    run_property(suffix, kind, EXAMPLES)

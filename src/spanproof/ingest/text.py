"""Plain text: pages separated by form feeds (as pdftotext writes them), paragraphs by blank lines, and a line in
capitals heading the paragraphs below it ("BEARING REPLACEMENT INTERVAL")."""

from __future__ import annotations

import re
from pathlib import PurePath

from spanproof.analysis import RULE
from spanproof.errors import CorruptDocument, EmptyDocument
from spanproof.ingest.budget import Limits
from spanproof.types import Block, Page, ParsedDocument

_PARAGRAPH = re.compile(r"\S(?:.*?\S)?(?=\n\s*\n|\s*\Z)", re.S)


def decode(data: bytes, source: str) -> str:
    # anywhere, not only in the first 4 KB: PostgreSQL text cannot hold a NUL (a later one reached the driver)
    if b"\x00" in data:
        raise CorruptDocument(source, "looks like a binary file, not text (it holds NUL bytes)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CorruptDocument(source, f"not valid UTF-8 text ({exc.reason} at byte {exc.start})") from exc


def paragraph_blocks(page: Page, heading_path: tuple[str, ...] = ()) -> list[Block]:
    return [Block(page.number, m.start(), m.end(), "prose", heading_path) for m in _PARAGRAPH.finditer(page.text)]


# A paragraph's first line in capitals, short and without a full stop but its number's ("PURPOSE", "IN-SERVICE CHECK",
# "1. BEFORE YOU START"): a heading. A letter or bulletin written as plain text heads its sections so; read as prose,
# the heading ran into its first sentence and no passage below it carried its words.
_CAPITALS_LINE = re.compile(
    r"(?:\d+(?:\.\d+)*\.?[^\S\n]+)?[A-Z0-9][A-Z0-9 ,&/()'-]{0,78}[A-Z0-9)](?=[^\S\n]*(?:\n|\Z))"
)


# A rule drawn across the page ("-----", "=====") frames or underlines a heading; it is no text of its own. A line
# with a rule right below it is a heading whatever its case: plain-text manuals and cards head their sections so
# ("2  FUNCTION TEST (wagon empty, air brake released)" between two rules; six of the strangers' text documents),
# and read as prose, no passage below carried the condition it sets.
_RULE = re.compile(RULE)
_UNDERLINED_CHARS = 100  # bounded: a line of any length is read once (``test_linear_time``)
_UNDERLINED = re.compile(rf"[^\n]{{1,{_UNDERLINED_CHARS}}}\n(?={RULE})")


def _after_rules(text: str, start: int, end: int) -> int:
    """``start`` moved past the rules and the blank space that open ``text[start:end]``."""
    while True:
        while start < end and text[start].isspace():
            start += 1
        rule = _RULE.match(text, start, end)
        if rule is None:
            return start
        start = rule.end()


def _before_rules(text: str, start: int, end: int) -> int:
    """``end`` moved back before the rules and the blank space that close ``text[start:end]``."""
    while True:
        while end > start and text[end - 1].isspace():
            end -= 1
        line = text.rfind("\n", start, end) + 1 or start  # where the last line starts: never before ``start``
        if _RULE.fullmatch(text, line, end) is None:
            return end
        end = line


def _heading_line(text: str, start: int, end: int) -> tuple[int, int] | None:
    underlined = _UNDERLINED.match(text, start, end)
    if underlined is not None and any(ch.isalpha() for ch in underlined.group()):
        return start, _before_rules(text, start, underlined.end())
    line = _CAPITALS_LINE.match(text, start, end)
    if line is None or sum(ch.isalpha() for ch in line.group()) < 3:
        return None
    return line.start(), line.end()


def text_blocks(page: Page) -> list[Block]:
    """The page's paragraphs, each under the last heading line above it (the heading a block of its own); the rules
    framing a heading left out."""
    blocks: list[Block] = []
    heading: tuple[str, ...] = ()
    for paragraph in _PARAGRAPH.finditer(page.text):
        start = _after_rules(page.text, *paragraph.span())
        end = _before_rules(page.text, start, paragraph.end())
        line = _heading_line(page.text, start, end)
        if line is not None:
            heading = (page.text[line[0] : line[1]],)
            blocks.append(Block(page.number, line[0], line[1], "prose", heading))
            start = _after_rules(page.text, line[1], end)
        if start < end:
            blocks.append(Block(page.number, start, end, "prose", heading))
    return blocks


def parse_text(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    if limits:  # counted on the bytes: 50 MB of "a\f" is 25 million pages, refused before any is made
        limits.check_pages(source, data.count(b"\f") + 1)
    text = decode(data, source)
    if not text.strip():
        raise EmptyDocument(source, "the file is empty")
    pages = [Page(number, body) for number, body in enumerate(text.split("\f"), start=1)]
    first_line = next((line.strip() for line in text.splitlines() if line.strip()), "")
    title = first_line[:120] if 0 < len(first_line) <= 120 else PurePath(source).stem
    blocks = [block for page in pages for block in text_blocks(page)]
    return ParsedDocument(title=title, pages=pages, blocks=blocks)

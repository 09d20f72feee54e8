"""A table's notes: a quote carrying a note mark ("Parameter: Cooling capacity (1) | TW-9: 40 kW", "Heat input¹",
"Note: [2]") is read with the note its page gives for that mark ("(1) At 90 °C supply temperature and 15 °C cooling
water inlet temperature."). Without it the quote is incomplete: the note says under which condition the value
holds, by how much it changes, or what happens past it — and it is where a question about that condition is
answered. Every answerer's verified quotes pass here before the gate, which judges them with their notes.
"""

from __future__ import annotations

import re
from dataclasses import replace

from spanproof.answering.verify import PageLookup, VerifiedDraft, verify_citation
from spanproof.types import Citation, Claim

# A note's mark, as a row carries it and its note begins: "(1)", "(a)", "[2]", "³"
_MARK_FORMS = r"(?:\((?:\d{1,2}|[a-z])\)|\[\d{1,2}\]|[¹²³⁴⁵⁶⁷⁸⁹])"
_MARK = re.compile(rf"(?<=\S)[ \t]?{_MARK_FORMS}")  # after the text it qualifies, never at a line's start
_NOTE_START = re.compile(rf"[ \t]*{_MARK_FORMS}")
MAX_NOTE_LINES = 4
MAX_NOTES = 2  # per draft: a row with more marks is shown with its first two notes


def _marks(quote: str) -> list[str]:
    """The note marks ``quote`` carries, in order, each as its note line begins: "(1)", "[2]", "³". In a table's row,
    a mark in a cell labelled by a model ("ST-80: 20 A (1)", "QS-4820XP: 740 W (a)") qualifies that model's value
    alone, and its note is not the row's: only the marks of the other cells ("Parameter: Melt rate (1)", "Note: (2)",
    "Interval: every 3 months (1)") are read."""
    found = []
    for cell in quote.split(" | "):
        label = cell.split(":", 1)[0] if ":" in cell else ""
        if any(ch.isdigit() for ch in label):
            continue
        for match in _MARK.finditer(cell):
            mark = match.group(0).strip()
            if mark not in found:
                found.append(mark)
    return found


def note_span(page: str, mark: str) -> tuple[int, int] | None:
    """Offsets in ``page`` of the note a mark refers to: the line beginning with the mark and a space, and the lines
    it runs on to (not blank, not another note) until one ends a sentence."""
    begins = re.compile(rf"^[ \t]*({re.escape(mark)}[ \t]+\S)", re.MULTILINE)
    found = begins.search(page)
    if found is None:
        return None
    start = found.start(1)
    end = page.find("\n", start)
    end = len(page) if end < 0 else end
    for _ in range(MAX_NOTE_LINES - 1):
        if page[start:end].rstrip().endswith((".", ";")) or end >= len(page):
            break
        following = page.find("\n", end + 1)
        following = len(page) if following < 0 else following
        line = page[end + 1 : following]
        if not line.strip() or _NOTE_START.match(line):
            break
        end = following
    return start, len(page[:end].rstrip())


def with_notes(verified: VerifiedDraft, lookup: PageLookup) -> VerifiedDraft:
    """The draft with, after each claim whose quotes carry note marks, the notes their pages give for them (each
    once, none already quoted): claims of their own, citing the note verbatim."""
    quoted = {(c.document, c.document_version, c.page, c.start, c.end) for c in verified.citations}
    claims: list[Claim] = []
    added = 0
    for claim in verified.claims:
        claims.append(claim)
        for citation in claim.citations:
            marks = _marks(citation.quote)
            page = lookup(citation.document, citation.page, citation.document_version or None) if marks else None
            if page is None:
                continue
            for mark in marks:
                if added >= MAX_NOTES:
                    break
                note = _note(citation, page.text, mark, lookup, quoted)
                if note is not None:
                    claims.append(Claim(" ".join(note.quote.split()), [note]))
                    quoted.add((note.document, note.document_version, note.page, note.start, note.end))
                    added += 1
    return replace(verified, claims=claims)


def _note(
    citation: Citation, page: str, mark: str, lookup: PageLookup, quoted: set[tuple[str, str, int, int, int]]
) -> Citation | None:
    """The note ``mark`` refers to on ``citation``'s page (its text ``page``), verified, unless it is not there or
    overlaps a quote already cited."""
    span = note_span(page, mark)
    if span is None:
        return None
    start, end = span
    overlapping = any(
        (d, v, p) == (citation.document, citation.document_version, citation.page) and s < end and start < e
        for d, v, p, s, e in quoted
    )
    if overlapping:
        return None
    return verify_citation(replace(citation, start=start, end=end, quote=page[start:end]), lookup).citation

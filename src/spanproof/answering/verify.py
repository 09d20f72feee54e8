"""Deterministic citation verification against the stored page text.

A quote is accepted when it is found in its page (exactly at its offsets, else anywhere on the page with
whitespace and case normalised); the citation is then rewritten to the exact stored slice, so
``quote == page_text[start:end]`` always holds for what leaves the system.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from spanproof.store.sql import StoredPage
from spanproof.types import Citation

# (document, page) -> the stored page, or None when there is no such page
PageLookup = Callable[[str, int], StoredPage | None]


@dataclass
class Verification:
    citation: Citation | None  # the exact citation, or None when rejected
    reason: str | None = None


def _normalise(text: str) -> tuple[str, list[int]]:
    """Case-folded text with whitespace runs collapsed to one space, and each char's source offset."""
    chars: list[str] = []
    where: list[int] = []
    in_space = False
    for index, ch in enumerate(text):
        if ch.isspace():
            if not in_space and chars:
                chars.append(" ")
                where.append(index)
            in_space = True
            continue
        in_space = False
        for folded in ch.casefold():
            chars.append(folded)
            where.append(index)
    while chars and chars[-1] == " ":
        chars.pop()
        where.pop()
    return "".join(chars), where


def verify_citation(citation: Citation, lookup: PageLookup) -> Verification:
    found = lookup(citation.document, citation.page)
    if found is None:
        return Verification(None, f"{citation.document} p.{citation.page}: no such page")
    page_text = found.text
    if not citation.quote.strip():
        return Verification(None, "empty quote")
    if 0 <= citation.start < citation.end <= len(page_text) and (
        page_text[citation.start : citation.end] == citation.quote
    ):
        return Verification(replace(citation, document_version=found.version, note=_note(found)))
    needle, _ = _normalise(citation.quote)
    haystack, where = _normalise(page_text)
    at = haystack.find(needle)
    if at < 0:
        return Verification(None, f"{citation.document} p.{citation.page}: quote not found in the page text")
    start, end = where[at], where[at + len(needle) - 1] + 1
    exact = replace(citation, start=start, end=end, quote=page_text[start:end])
    return Verification(replace(exact, document_version=found.version, note=_note(found)))


def _note(page: StoredPage) -> str | None:
    """What a reader must know about where the quote comes from."""
    notes = []
    if page.ocr_confidence is not None:
        notes.append(f"OCR text (mean word confidence {page.ocr_confidence:.0f}%): check against the scan")
    if not page.paginated:
        notes.append("this format has no pages: page 1 is the whole document; offsets are into its text")
    return "; ".join(notes) or None

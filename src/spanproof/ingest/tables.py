"""Shared by every parser: how a table row is laid out as text, and what a caption line looks like.

A table row is stored as one self-contained line that names its headers, so a cited row still says what each
value means: ``labelled_row(["Mode", "P-02 value"], ["Constant Flow", "1"]) == "Mode: Constant Flow | P-02 value: 1"``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_SPACE = re.compile(r"\s+")

# "Figure 1: ...", "Fig. 3 – ...", "Table 2. ...", "TABLE A-1 — ...", "Listing 4: ...": a label, a number, then a
# separator (":" "." "-" "–" "—") and text. "Table 1 lists the modes" (no separator) is prose, not a caption.
CAPTION = re.compile(
    r"^\s*(?P<label>figure|fig\.|table|tab\.|listing|exhibit|chart|diagram|illustration|photo|plate)"
    r"\s*(?P<number>(?:[A-Z]-?)?\d+(?:[.\-]\d+)*[a-z]?)\s*[:.\-–—]\s*\S",
    re.IGNORECASE,
)


def _clean(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def labelled_row(headers: Sequence[str], cells: Sequence[str]) -> str:
    """One body row as ``"Header: cell | Header: cell"``.

    Whitespace inside cells is collapsed; empty cells are skipped; a cell without a (non-empty) header stands bare;
    with no headers at all the cells are simply joined by ``" | "``.
    """
    parts = []
    for index, cell in enumerate(cells):
        value = _clean(cell)
        if not value:
            continue
        header = _clean(headers[index]) if index < len(headers) else ""
        parts.append(f"{header}: {value}" if header else value)
    return " | ".join(parts)


def table_path(path: Sequence[str], title: str | None) -> tuple[str, ...]:
    """The heading path a table's rows carry: the section's path, then the table's own name — its caption, title or
    the line that introduces it ("CONSOLIDATED BALANCE SHEETS") — so a question naming the table finds its rows and
    the agent's ``lookup_table`` resolves it by name. Not repeated when the path already ends with it."""
    name = _clean(title or "")
    if not name or (path and _clean(path[-1]).casefold() == name.casefold()):
        return tuple(path)
    return (*path, name)


_TITLE_WORD = re.compile(r"[A-Za-z][A-Za-z'’&-]*")


def is_table_title(text: str, max_chars: int = 100) -> bool:
    """A short line that names the table below it: a caption, or a line in capitals or title case ("Consolidated
    Statements of Operations") that does not end like a sentence. "(In millions, except per share data)" is not."""
    text = _clean(text)
    if is_caption(text):
        return True
    if not 3 <= len(text) <= max_chars or text.endswith((".", ",", ";", ":", "-")) or text.startswith("("):
        return False
    words = [w for w in _TITLE_WORD.findall(text) if len(w) > 3]
    enough = len(words) >= 2 or (len(words) == 1 and text.isupper())  # "Diluted" alone is a row label
    return enough and all(w[0].isupper() for w in words) and sum(ch.isdigit() for ch in text) < 4


def is_caption(text: str, max_chars: int = 400) -> bool:
    """True for a short line or paragraph that labels a figure or table ("Figure 1: ...", "Table 2. ...")."""
    text = text.strip()
    return 0 < len(text) <= max_chars and CAPTION.match(text) is not None

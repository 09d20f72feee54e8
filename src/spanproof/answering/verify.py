"""Deterministic citation verification against the stored page text.

A quote is accepted when it is found in its page (exactly at its offsets, else anywhere on the page with
whitespace and case normalised); the citation is then rewritten to the exact stored slice, so
``quote == page_text[start:end]`` always holds for what leaves the system.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from spanproof.answering.arithmetic import ArithmeticProblem, agrees, evaluate, parse_number
from spanproof.store.sql import StoredPage
from spanproof.types import Calculation, CalculationInput, Citation, Claim, Draft

# (document, page, version label or None for the latest) -> the stored page, or None when there is no such page
PageLookup = Callable[[str, int, str | None], StoredPage | None]


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
    found = lookup(citation.document, citation.page, citation.document_version or None)
    if found is None:
        return Verification(None, f"{citation.document} p.{citation.page}: no such page")
    page_text = found.text
    if not citation.quote.strip():
        return Verification(None, "empty quote")
    if 0 <= citation.start < citation.end <= len(page_text) and (
        page_text[citation.start : citation.end] == citation.quote
    ):
        return Verification(_of_version(citation, found))
    needle, _ = _normalise(citation.quote)
    haystack, where = _normalise(page_text)
    at = haystack.find(needle)
    if at < 0:
        return Verification(None, f"{citation.document} p.{citation.page}: quote not found in the page text")
    start, end = where[at], where[at + len(needle) - 1] + 1
    exact = replace(citation, start=start, end=end, quote=page_text[start:end])
    return Verification(_of_version(exact, found))


def _of_version(citation: Citation, page: StoredPage) -> Citation:
    """The citation labelled with the version its page belongs to, and that version's dates."""
    return replace(
        citation,
        document_version=page.version,
        note=_note(page),
        effective_from=page.effective_from,
        effective_to=page.effective_to,
        recorded_at=page.recorded_at,
    )


def _note(page: StoredPage) -> str | None:
    """What a reader must know about where the quote comes from."""
    notes = []
    if page.ocr_confidence is not None:
        notes.append(f"OCR text (mean word confidence {page.ocr_confidence:.0f}%): check against the scan")
    if not page.paginated:
        notes.append("this format has no pages: page 1 is the whole document; offsets are into its text")
    return "; ".join(notes) or None


# --- whole drafts: every claim of every answerer passes here ---------------------------------------------------

# A figure (245, 0.010, 1,500, 3/4) or an identifier with a digit (E-21, 65-1234A, O-470, MS28775).
# The token is an atomic group: its optional separators let "(?:[-/]?[A-Za-z0-9]+)*" split a run of letters in 2^n
# ways, and each was tried before the final check failed ("1" + 24 letters + "_" took seconds, 4 more letters 16x
# that). Once matched, the token is never split again.
_STATED_NUMBER = re.compile(r"(?<![\w.])(?>(?:[A-Za-z]+[-/]?)?\d+(?:[.,/]\d+)*(?:[-/]?[A-Za-z0-9]+)*)(?![\w])")


def stated_numbers(text: str) -> set[str]:
    """The figures, part numbers and codes a text states, normalised (case, thousands separators)."""
    found = set()
    for match in _STATED_NUMBER.finditer(text):
        token = match.group(0).lower().rstrip(".")
        found.add(re.sub(r"(?<=\d),(?=\d{3}\b)", "", token))
    return found


def _number_in(number: str, quotes: str) -> bool:
    """A stated number is backed when the quotes state the same token, or it is a plain figure the quotes hold
    inside a token ("245" in "245°F")."""
    stated = stated_numbers(quotes)
    if number in stated:
        return True
    return number.replace(".", "").isdigit() and any(
        re.search(rf"(?<![\d.]){re.escape(number)}(?![\d])", token) for token in stated
    )


@dataclass
class DroppedClaim:
    text: str
    reason: str

    def to_dict(self) -> dict[str, str]:
        return {"text": self.text, "reason": self.reason}


@dataclass
class VerifiedDraft:
    claims: list[Claim] = field(default_factory=list)  # each with only its verified, exact citations
    dropped: list[DroppedClaim] = field(default_factory=list)
    rejected_citations: list[str] = field(default_factory=list)  # why each failed citation failed

    @property
    def citations(self) -> list[Citation]:
        return [c for claim in self.claims for c in claim.citations]


def verify_draft(draft: Draft, lookup: PageLookup) -> VerifiedDraft:
    """DESIGN's claim rule: every quote is found in its stored page and made exact; a claim whose citations all
    fail is dropped; a claim stating a number that none of its verified quotes contains is dropped."""
    verified = VerifiedDraft()
    for claim in draft.claims:
        results = [verify_citation(c, lookup) for c in claim.citations]
        good = [r.citation for r in results if r.citation is not None]
        verified.rejected_citations += [r.reason or "rejected" for r in results if r.citation is None]
        if not good:
            reasons = "; ".join(r.reason or "rejected" for r in results) or "no citation"
            verified.dropped.append(DroppedClaim(claim.text, f"no citation verified ({reasons})"))
            continue
        calculation: Calculation | None = None
        if claim.calculation is not None:
            checked = verify_calculation(claim.calculation, lookup)
            if isinstance(checked, str):
                verified.dropped.append(DroppedClaim(claim.text, f"calculation: {checked}"))
                continue
            calculation = checked
        quotes = " ".join(c.quote for c in good)
        unbacked = sorted(
            n
            for n in stated_numbers(claim.text)
            if not _number_in(n, quotes) and not (calculation is not None and _computed(n, calculation))
        )
        if unbacked:
            verified.dropped.append(
                DroppedClaim(claim.text, f"states {', '.join(unbacked)}, which none of its quotes contains")
            )
            continue
        verified.claims.append(Claim(claim.text, good, calculation))
    return verified


# --- computed numbers (the agent's calculate tool) ---------------------------------------------------------------

# Constants an expression may hold besides its cited inputs: a percentage, a per-thousand, an average of a few, a
# dozen. Any other number in an expression must be one of its inputs.
CALCULATION_CONSTANTS = frozenset({1.0, 2.0, 3.0, 4.0, 5.0, 10.0, 12.0, 100.0, 1000.0})


def verify_calculation(calculation: Calculation, lookup: PageLookup) -> Calculation | str:
    """A computed number's proof, checked: every input's quote is found in its stored page (and made exact) and
    states the input's value; every number in the expression is an input (or one of ``CALCULATION_CONSTANTS``);
    the expression, recomputed, gives the stated result. Returns the calculation with exact citations, or why not."""
    if not calculation.inputs:
        return "it has no cited inputs"
    exact: list[CalculationInput] = []
    values: list[float] = []
    for item in calculation.inputs:
        found = verify_citation(item.citation, lookup)
        if found.citation is None:
            return f"input {item.value!r}: {found.reason}"
        value = parse_number(item.value)
        if value is None:
            return f"input {item.value!r} is not a number"
        if not any(agrees(token, value) for token in _figures(found.citation.quote)):
            return f"input {item.value!r} is not stated in its quote {found.citation.quote!r:.120}"
        exact.append(CalculationInput(item.value, found.citation))
        values.append(value)
    try:
        evaluated = evaluate(calculation.expression)
    except ArithmeticProblem as exc:
        return f"the expression {calculation.expression!r} cannot be computed ({exc})"
    for literal in evaluated.literals:
        if literal not in CALCULATION_CONSTANTS and not any(abs(literal - v) <= 1e-9 * max(1, abs(v)) for v in values):
            return f"the expression uses {literal:g}, which is not one of its cited inputs"
    if not math.isclose(evaluated.value, calculation.result, rel_tol=1e-6, abs_tol=1e-9):
        return f"{calculation.expression} = {evaluated.value:g}, not {calculation.result:g}"
    return Calculation(calculation.expression, exact, evaluated.value)


def _figures(text: str) -> list[str]:
    """The figures written in a quote, as written ("1,234.5", "(12)", "45")."""
    return re.findall(r"\(?-?\d[\d,]*(?:\.\d+)?\)?|-?\.\d+", text)


def _computed(number: str, calculation: Calculation) -> bool:
    """A number a claim states is backed by its verified calculation when it is the result (to the precision the
    claim writes it) or one of the inputs."""
    if not re.fullmatch(r"-?[\d.,]+", number):
        return False
    return agrees(number, calculation.result) or any(
        agrees(number, parse_number(i.value) or float("nan")) for i in calculation.inputs
    )

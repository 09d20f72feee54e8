"""Text from uploads and queries goes through regexes; none may take more than linear time on any input.

Each case times a public function at size n and 4n (CPU seconds, interleaved, best of three): linear time grows
~4x, the quadratic patterns found grew 16x and the exponential one doubled per character. The bound is generous
(the machine is shared) and has a floor for timer noise on fast runs.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import date

import pytest

from spanproof.analysis import content_terms, dating_years, identifiers, sentence_spans
from spanproof.answering import objections
from spanproof.answering.evidence import TermStats, abbreviations, expected_type, profile_question
from spanproof.answering.verify import stated_numbers
from spanproof.ingest.html import parse_html
from spanproof.ingest.markdown import parse_markdown
from spanproof.ingest.text import parse_text

RATIO = 10.0  # 4x the input: linear is ~4, quadratic ~16
FLOOR = 0.05  # seconds


def _cpu_seconds(fn: Callable[[], object]) -> float:
    # CPU time of this process, not the wall clock: on a shared machine another process's load takes the CPU away
    # (a wall-clock run of the 4n input once took 11x the n input under load, 4.7x on a quiet machine)
    began = time.process_time()
    fn()
    return time.process_time() - began


def assert_linear(fn: Callable[[str], object], make: Callable[[int], str], n: int) -> None:
    small_input, large_input = make(n), make(4 * n)
    small = large = float("inf")
    for _ in range(3):  # interleaved, best of three each: both sizes see the same machine
        small = min(small, _cpu_seconds(lambda: fn(small_input)))
        large = min(large, _cpu_seconds(lambda: fn(large_input)))
        if large > 100 * (small + FLOOR):  # hopelessly superlinear: no need to wait for two more runs
            break
    bound = RATIO * small + FLOOR
    assert large <= bound, f"n={n}: {small:.4f} s, 4n: {large:.4f} s CPU (bound {bound:.4f} s)"


_WEIGHT = profile_question("px200-c dry weight", TermStats(100, {}))


def _listed(text: str) -> object:
    """The listing-sentence reader's patterns, without the sentence length it stops at (which alone bounds them)."""
    limit, objections._LIST_CHARS = objections._LIST_CHARS, len(text) + 1
    try:
        return objections.enumerated_value(_WEIGHT, text)
    finally:
        objections._LIST_CHARS = limit


def _md(text: str) -> object:
    return parse_markdown(text.encode(), "hostile.md")


CASES: dict[str, tuple[Callable[[str], object], Callable[[int], str], int]] = {
    # the reported attack: a heading line of spaces before a "{" (the attribute-list pattern was quadratic)
    "markdown heading spaces before {": (_md, lambda n: "# Title" + " " * n + "{\n\nBody text.\n", 5000),
    "markdown heading of many {": (_md, lambda n: "# Title" + " {" * n + "}\n\nBody text.\n", 5000),
    "markdown image-only lines": (_md, lambda n: "![a](b) " * n + "x\n", 5000),
    # one emphasised caption (our pattern strips the emphasis); "a *" repeated would time markdown-it's own delimiter
    # handling instead: 5.8x per 4x (0.095 s at 5,000, 0.55 s at 20,000), and 12x once under load
    "markdown emphasis caption": (_md, lambda n: "*Figure 1: " + "a " * n + "*\n", 5000),
    "text spaces between words": (lambda s: parse_text(s.encode(), "t.txt"), lambda n: "a" + " " * n + "b", 50000),
    "text blank-ish lines": (lambda s: parse_text(s.encode(), "t.txt"), lambda n: "a" + "\n " * n + "b", 50000),
    "text capitals without a line end": (lambda s: parse_text(s.encode(), "t.txt"), lambda n: "AB " * n + "c", 50000),
    "html deep spaces": (lambda s: parse_html(s.encode(), "t.html"), lambda n: "<p>a" + " " * n + "b</p>", 50000),
    # a figure check on claims and quotes: "1" + letters + "_" split the letters in 2^n ways
    "stated number, letters then _": (stated_numbers, lambda n: "1" + "a" * n + "_", 6),
    "stated number, digits then _": (stated_numbers, lambda n: "1" * n + "_", 5000),
    "stated number, separated parts": (stated_numbers, lambda n: "A1" + "-a" * n + "_", 5000),
    # an acronym definition search over passages: quadratic in the length of one word
    "abbreviations, one long word": (lambda s: abbreviations([s]), lambda n: "a" * n, 5000),
    "abbreviations, many words": (lambda s: abbreviations([s]), lambda n: "ab " * n + "(AB", 5000),
    "identifiers": (identifiers, lambda n: "a." * n + ".", 50000),
    "content terms": (content_terms, lambda n: "a-" * n, 50000),
    "sentence spans": (sentence_spans, lambda n: "." + " " * n + "a", 50000),
    # dot leaders: a leader line opens a sentence, and a leader's dots end none
    "sentence spans, leader lines": (sentence_spans, lambda n: "Fuel filter .... 5 h\n" * n, 5000),
    "sentence spans, one long leader": (sentence_spans, lambda n: "a " + ". " * n + "b", 50000),
    "question types": (expected_type, lambda n: "what " * n, 5000),
    # a value per model in one sentence: a value ran across "is", where the next could start (17 s at 64,000)
    "listed values, is between": (_listed, lambda n: "PX200-A " + "is 1 x " * n + "PX200-C", 2000),
    "listed values, models between": (_listed, lambda n: "PX200-A " + "PX200-C 1 x " * n, 2000),
    # dated questions (the date filters stand for the years they agree with)
    "dating years": (lambda s: dating_years(s, date(2021, 1, 1)), lambda n: "before " * n + "2022", 5000),
}


@pytest.mark.timeout(60)  # a regression fails here instead of holding the suite
@pytest.mark.parametrize("case", sorted(CASES))
def test_text_handling_is_linear(case: str) -> None:
    fn, make, n = CASES[case]
    assert_linear(fn, make, n)

"""The offline side of follow-up rewriting: which follow-ups need the conversation, and what is carried."""

from __future__ import annotations

import pytest

from spanproof.answering.rewrite import carry_terms, depends_on_context, too_long
from spanproof.store.conversations import Turn


@pytest.mark.parametrize(
    ("question", "dependent"),
    [
        ("And inside a container?", True),
        ("How often is it replaced?", True),
        ("Who controls them?", True),
        ("What should the operator do then?", True),
        ("Why?", True),
        ("What is Halon 1301 used for?", False),
        ("What does the starter solenoid do?", False),
    ],
)
def test_depends_on_context(question: str, dependent: bool) -> None:
    assert depends_on_context(question) is dependent


def test_carry_terms_appends_only_the_previous_questions_missing_words() -> None:
    history = [Turn("c", "How is the oil filter of the PX200 replaced?", "", "answered", "")]
    assert carry_terms(history, "How often is it replaced?") == "How often is it replaced? oil filter PX200"
    assert carry_terms([], "How often?") == "How often?"


def test_a_rewrite_much_longer_than_the_questions_has_run_away() -> None:
    history = [Turn("c", "How is the PX200 stored?", "", "answered", "")]
    assert not too_long("How is the PX200 stored inside a container?", "And inside a container?", history)
    assert too_long("The PX200 is stored dry. " * 20, "And inside a container?", history)

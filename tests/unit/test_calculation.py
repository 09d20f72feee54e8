"""The agent's arithmetic (an AST walker, never eval) and the verifier's check of a computed number."""

from __future__ import annotations

import pytest

from spanproof.answering.arithmetic import ArithmeticProblem, agrees, evaluate, parse_number
from spanproof.answering.verify import verify_calculation, verify_draft
from spanproof.store.sql import StoredPage
from spanproof.types import Calculation, CalculationInput, Citation, Claim, Draft

PAGE = (
    "Hub bolt torque\nBolt: Hub bolt B | Torque (ft-lb): 45\nThe forward tank holds 12 quarts; the aft tank 8 quarts."
)


def lookup(document: str, page: int, version: str | None) -> StoredPage | None:
    return StoredPage(PAGE, "v1", None, True) if (document, page) == ("m.md", 1) else None


def cite(quote: str) -> Citation:
    return Citation("m.md", "M", "v1", 1, -1, -1, quote)


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ("12 + 8", 20.0),
        ("(12 + 8) * 2 - 1", 39.0),
        ("2 ** 10", 1024.0),
        ("-3 + abs(-4)", 1.0),
        ("round(10 / 3, 2)", 3.33),
        ("max(1, 7, 3) + min(4, 2) + sum(1, 2) + avg(2, 4)", 15.0),
        ("convert(45, 'ft_lb', 'in_lb')", 540.0),
        ("convert(100, 'C', 'F')", 212.0),
        ("convert(1, 'us_gal', 'l')", 3.785411784),
        ("1,234.5 + 1", 1235.5),
    ],
)
def test_arithmetic(expression: str, value: float) -> None:
    assert evaluate(expression).value == pytest.approx(value)


@pytest.mark.parametrize(
    ("expression", "why"),
    [
        ("__import__('os').system('true')", "not allowed"),
        ("open('/etc/passwd')", "unknown function"),
        ("x + 1", "not allowed"),
        ("(1).real", "not allowed"),
        ("[1, 2]", "not allowed"),
        ("9 ** 9 ** 9", "out of range"),
        ("1 / 0", "division by zero"),
        ("convert(1, 'psi', 'ft')", "cannot convert"),
        ("convert(1, 'furlong', 'm')", "unknown unit"),
        ("1 +", "not an arithmetic expression"),
        ("", "empty"),
        ("1" * 400, "longer than"),
    ],
)
def test_what_is_not_arithmetic_is_refused_with_a_reason(expression: str, why: str) -> None:
    with pytest.raises(ArithmeticProblem, match=why):
        evaluate(expression)


def test_figures_as_written() -> None:
    assert parse_number("$1,234.50") == 1234.5 and parse_number("(12)") == -12 and parse_number("n/a") is None
    assert agrees("540", 540.0000001) and agrees("3.33", 10 / 3) and not agrees("3.3", 3.4) and not agrees("x", 1)


def test_a_verified_calculation_comes_back_with_exact_citations() -> None:
    calculation = Calculation(
        "convert(45, 'ft_lb', 'in_lb')", [CalculationInput("45", cite("Torque (ft-lb): 45"))], 540
    )
    checked = verify_calculation(calculation, lookup)
    assert isinstance(checked, Calculation)
    citation = checked.inputs[0].citation
    assert PAGE[citation.start : citation.end] == citation.quote == "Torque (ft-lb): 45"


@pytest.mark.parametrize(
    ("calculation", "why"),
    [
        (Calculation("12 + 8", [], 20), "no cited inputs"),
        (Calculation("12 + 8", [CalculationInput("13", cite("holds 12 quarts"))], 21), "not stated in its quote"),
        (Calculation("12 + 8", [CalculationInput("12", cite("holds 99 quarts"))], 20), "quote not found"),
        (Calculation("12 + 7", [CalculationInput("12", cite("holds 12 quarts"))], 19), "uses 7"),
        (
            Calculation(
                "12 + 8",
                [CalculationInput("12", cite("holds 12 quarts")), CalculationInput("8", cite("aft tank 8 quarts"))],
                21,
            ),
            "= 20, not 21",
        ),
        (Calculation("12 +", [CalculationInput("12", cite("holds 12 quarts"))], 12), "cannot be computed"),
        (Calculation("12 * 1", [CalculationInput("twelve", cite("holds 12 quarts"))], 12), "not a number"),
    ],
)
def test_a_calculation_that_does_not_hold_is_rejected(calculation: Calculation, why: str) -> None:
    result = verify_calculation(calculation, lookup)
    assert isinstance(result, str) and why in result


def test_a_computed_number_is_kept_only_with_its_calculation() -> None:
    inputs = [CalculationInput("12", cite("holds 12 quarts")), CalculationInput("8", cite("aft tank 8 quarts"))]
    quotes = [cite("holds 12 quarts"), cite("aft tank 8 quarts")]
    computed = Claim("Both tanks hold 20 quarts.", quotes, Calculation("12 + 8", inputs, 20))
    bare = Claim("Both tanks hold 20 quarts.", quotes)
    wrong = Claim("Both tanks hold 21 quarts.", quotes, Calculation("12 + 8", inputs, 20))
    verified = verify_draft(Draft([computed, bare, wrong]), lookup)
    assert [c.calculation is not None for c in verified.claims] == [True]
    assert [d.reason for d in verified.dropped] == [
        "states 20, which none of its quotes contains",
        "states 21, which none of its quotes contains",
    ]
    assert verified.claims[0].to_dict()["calculation"]["result"] == 20.0

"""Arithmetic and unit conversion for the agent's ``calculate`` tool and the verifier's check of a computed number.

An expression is parsed with ``ast`` and walked here — never ``eval``: numbers, ``+ - * / **``, unary minus,
parentheses, the functions of ``FUNCTIONS`` and ``convert(value, "from_unit", "to_unit")`` over the units of
``UNITS``. Anything else (names, attributes, calls of anything else, comprehensions, strings outside ``convert``)
is an ``ArithmeticProblem`` saying what is not allowed. Exponents and magnitudes are bounded so that an expression
cannot run for long or exhaust memory ("9 ** 9 ** 9").
"""

from __future__ import annotations

import ast
import math
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass

MAX_EXPRESSION_CHARS = 300
MAX_EXPONENT = 64
MAX_MAGNITUDE = 1e30


class ArithmeticProblem(ValueError):
    """The expression cannot be computed; the message says why (it is shown to the model as a tool result)."""


# Units by dimension, each as its factor to the dimension's base unit (temperature is affine: handled apart).
_UNIT_TABLE: dict[str, dict[str, float]] = {
    "torque": {"in_lb": 1.0, "ft_lb": 12.0, "n_m": 8.850745791327184},
    "length": {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0, "in": 0.0254, "ft": 0.3048, "mi": 1609.344},
    "volume": {"ml": 0.001, "l": 1.0, "us_gal": 3.785411784, "us_qt": 0.946352946, "imp_gal": 4.54609},
    "mass": {"g": 0.001, "kg": 1.0, "lb": 0.45359237, "oz": 0.028349523125},
    "pressure": {"psi": 6894.757293168, "kpa": 1000.0, "bar": 100000.0, "pa": 1.0, "inhg": 3386.389},
    "time": {"s": 1.0, "min": 60.0, "h": 3600.0, "day": 86400.0},
    "ratio": {"percent": 0.01, "fraction": 1.0},
}
_ALIASES = {
    "in-lb": "in_lb",
    "inch_pound": "in_lb",
    "inch_pounds": "in_lb",
    "lbf_in": "in_lb",
    "in_lbf": "in_lb",
    "ft-lb": "ft_lb",
    "foot_pound": "ft_lb",
    "foot_pounds": "ft_lb",
    "ft_lbf": "ft_lb",
    "lbf_ft": "ft_lb",
    "nm": "n_m",
    "n-m": "n_m",
    "newton_meter": "n_m",
    "newton_metres": "n_m",
    "gal": "us_gal",
    "gallon": "us_gal",
    "gallons": "us_gal",
    "qt": "us_qt",
    "quart": "us_qt",
    "quarts": "us_qt",
    "liter": "l",
    "litre": "l",
    "liters": "l",
    "litres": "l",
    "inch": "in",
    "inches": "in",
    "foot": "ft",
    "feet": "ft",
    "lbs": "lb",
    "pound": "lb",
    "pounds": "lb",
    "hour": "h",
    "hours": "h",
    "hr": "h",
    "minutes": "min",
    "seconds": "s",
    "days": "day",
    "%": "percent",
}
UNITS: dict[str, tuple[str, float]] = {
    unit: (dimension, factor) for dimension, units in _UNIT_TABLE.items() for unit, factor in units.items()
}
_TEMPERATURE = {"c", "f", "k", "degc", "degf"}


def _unit(name: str) -> str:
    key = re.sub(r"[\s.]+", "_", name.strip().lower())
    key = _ALIASES.get(key, key)
    if key not in UNITS and key not in _TEMPERATURE:
        known = ", ".join(sorted([*UNITS, "C", "F", "K"]))
        raise ArithmeticProblem(f"unknown unit {name!r}; known units: {known}")
    return key


def convert(value: float, source: str, target: str) -> float:
    a, b = _unit(source), _unit(target)
    if a in _TEMPERATURE or b in _TEMPERATURE:
        if not (a in _TEMPERATURE and b in _TEMPERATURE):
            raise ArithmeticProblem(f"cannot convert {source} to {target}")
        kelvin = {"c": value + 273.15, "degc": value + 273.15, "k": value}.get(a, (value - 32) * 5 / 9 + 273.15)
        return {"c": kelvin - 273.15, "degc": kelvin - 273.15, "k": kelvin}.get(b, (kelvin - 273.15) * 9 / 5 + 32)
    (dim_a, factor_a), (dim_b, factor_b) = UNITS[a], UNITS[b]
    if dim_a != dim_b:
        raise ArithmeticProblem(f"cannot convert {source} ({dim_a}) to {target} ({dim_b})")
    return value * factor_a / factor_b


def _round(value: float, digits: float = 0) -> float:
    return float(round(value, int(digits)))


FUNCTIONS: dict[str, Callable[..., float]] = {
    "abs": abs,
    "round": _round,
    "min": min,
    "max": max,
    "sqrt": math.sqrt,
    "sum": lambda *values: math.fsum(values),
    "avg": lambda *values: math.fsum(values) / len(values),
}
_BINARY: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}


@dataclass(frozen=True)
class Evaluated:
    value: float
    literals: tuple[float, ...]  # every number written in the expression (not the units' factors)


def evaluate(expression: str) -> Evaluated:
    """The value of ``expression``, or ``ArithmeticProblem``."""
    if not isinstance(expression, str) or not expression.strip():
        raise ArithmeticProblem("the expression is empty")
    if len(expression) > MAX_EXPRESSION_CHARS:
        raise ArithmeticProblem(f"the expression is longer than {MAX_EXPRESSION_CHARS} characters")
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", expression.strip())  # 1,234.5 -> 1234.5
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ArithmeticProblem(f"not an arithmetic expression ({exc.msg})") from None
    literals: list[float] = []
    value = _walk(tree.body, literals)
    return Evaluated(value, tuple(literals))


def _walk(node: ast.AST, literals: list[float]) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        literals.append(float(node.value))
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = _walk(node.operand, literals)
        return -inner if isinstance(node.op, ast.USub) else inner
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = _walk(node.left, literals), _walk(node.right, literals)
        if isinstance(node.op, ast.Pow) and (abs(right) > MAX_EXPONENT or abs(left) > MAX_MAGNITUDE):
            raise ArithmeticProblem(f"the power {left:g} ** {right:g} is out of range")
        try:
            result = _BINARY[type(node.op)](left, right)
        except ZeroDivisionError:
            raise ArithmeticProblem("division by zero") from None
        if isinstance(result, complex) or not math.isfinite(result) or abs(result) > MAX_MAGNITUDE:
            raise ArithmeticProblem("the result is out of range")
        return float(result)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        name = node.func.id
        if name == "convert":
            if len(node.args) != 3 or not all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[1:]
            ):
                raise ArithmeticProblem('convert takes (value, "from_unit", "to_unit")')
            value = _walk(node.args[0], literals)
            return convert(value, str(node.args[1].value), str(node.args[2].value))  # type: ignore[attr-defined]
        function = FUNCTIONS.get(name)
        if function is None:
            allowed = ", ".join(sorted([*FUNCTIONS, "convert"]))
            raise ArithmeticProblem(f"unknown function {name!r}; allowed: {allowed}")
        args = [_walk(a, literals) for a in node.args]
        if not args:
            raise ArithmeticProblem(f"{name} needs at least one argument")
        try:
            return float(function(*args))
        except (TypeError, ValueError) as exc:
            raise ArithmeticProblem(f"{name}: {exc}") from None
    shown = ast.unparse(node) if isinstance(node, ast.expr) else type(node).__name__
    raise ArithmeticProblem(
        f"{shown[:60]!r} is not allowed: use numbers, + - * / **, parentheses, "
        f"{', '.join(sorted(FUNCTIONS))} and convert(value, 'from', 'to')"
    )


def parse_number(text: str) -> float | None:
    """A figure as written in a document or a claim ("1,234.5", "$12", "45%", "(3.2)"), or None."""
    match = re.search(r"-?\d[\d,]*(?:\.\d+)?|-?\.\d+", text)
    if match is None:
        return None
    try:
        value = float(match.group(0).replace(",", ""))
    except ValueError:
        return None
    negative = text.strip().startswith("(") and text.strip().endswith(")")  # accounting negatives
    return -value if negative and value > 0 else value


def decimals(text: str) -> int:
    """How many decimals a written figure states ("1,234.50" -> 2)."""
    match = re.search(r"\.(\d+)", text.replace(",", ""))
    return len(match.group(1)) if match else 0


def agrees(stated: str, value: float) -> bool:
    """True when the figure ``stated`` is ``value`` written to the precision it states (or closer)."""
    number = parse_number(stated)
    if number is None:
        return False
    tolerance = max(0.5 * 10 ** -decimals(stated), abs(value) * 1e-9)
    return abs(number - value) <= tolerance + 1e-12

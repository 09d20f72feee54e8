"""Hostile input, measured: the regexes replaced for linear time (the old pattern beside the new code, at n and 4n)
and the cost of hostile files through the real parsers (each refused or parsed within a bound).

    .venv/bin/python benchmarks/bench_hostile.py      # -> benchmarks/results/hostile.json
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import environment, write_result
from tests.unit.test_budgets import blank_pdf, docx_bytes

from spanproof import Settings
from spanproof.answering.evidence import abbreviations
from spanproof.answering.verify import stated_numbers
from spanproof.errors import SpanproofError
from spanproof.ingest.budget import Limits
from spanproof.ingest.markdown import parse_markdown
from spanproof.ingest.pipeline import PARSERS, parse_file

# The patterns as they were before this branch (git show ccbe499).
OLD_ATTRIBUTES = re.compile(r"\s*\{\s*[#.][^}]*\}\s*$")
OLD_STATED = re.compile(r"(?<![\w.])(?:[A-Za-z]+[-/]?)?\d+(?:[.,/]\d+)*(?:[-/]?[A-Za-z0-9]+)*(?![\w])")
OLD_ACRONYM = re.compile(r"((?:[A-Za-z][\w-]*\s+){1,6})\(([A-Z][A-Za-z]{1,7})s?\)")


def seconds(fn: Callable[[], object]) -> float:
    began = time.perf_counter()
    fn()
    return round(time.perf_counter() - began, 5)


def scaling(old: Callable[[str], object], new: Callable[[str], object], make: Callable[[int], str], n: int) -> dict:
    small, large = make(n), make(4 * n)
    row: dict[str, Any] = {"n": n}
    for label, fn in (("old", old), ("new", new)):
        a, b = seconds(lambda f=fn: f(small)), seconds(lambda f=fn: f(large))  # type: ignore[misc]
        row[label] = {"n_s": a, "4n_s": b, "ratio": round(b / a, 1) if a > 0 else None}
    return row


def regexes() -> dict[str, Any]:
    return {
        "markdown heading: spaces before '{'": scaling(
            lambda s: OLD_ATTRIBUTES.sub("", s),
            lambda s: parse_markdown(("# T" + s + "\n\nBody.\n").encode(), "h.md"),
            lambda n: " " * n + "{",
            2000,
        ),
        "stated number: '1' + letters + '_'": scaling(
            lambda s: list(OLD_STATED.finditer(s)), stated_numbers, lambda n: "1" + "a" * n + "_", 5
        ),
        "stated number: digits + '_'": scaling(
            lambda s: list(OLD_STATED.finditer(s)), stated_numbers, lambda n: "1" * n + "_", 5
        ),
        "acronym definition: one long word": scaling(
            lambda s: list(OLD_ACRONYM.finditer(s)), lambda s: abbreviations([s]), lambda n: "a" * n, 1500
        ),
    }


def hostile_files() -> dict[str, bytes]:
    return {
        "spaces-before-brace.md": b"# Title" + b" " * 200_000 + b"{\n\nBody text.\n",
        "nested-200000.html": b"<div>" * 200_000 + b"x",
        "broken-central-directory.docx": docx_bytes("Hello world.").replace(b"PK\x01\x02", b"PK\x09\x09"),
        "bomb-20MB.docx": docx_bytes("a" * 20_000_000),
        "nul-after-4kB.txt": b"a " * 3000 + b"\x00 tail",
        "form-feeds-5M.txt": b"a\f" * 5_000_000,
        "pages-6000.pdf": blank_pdf(6000),
        "empty.txt": b"",
        "not-a-pdf.pdf": b"%PDF-1.4\n" + b"x" * 100,
    }


def files() -> dict[str, Any]:
    out = {}
    for name, data in hostile_files().items():
        limits = Limits.from_settings(Settings())
        began = time.perf_counter()
        try:
            parsed = parse_file(PARSERS["." + name.rsplit(".", 1)[1]][1], data, name, limits)
            outcome = f"parsed: {len(parsed.pages)} pages"
        except SpanproofError as exc:
            outcome = f"refused: {exc}"
        out[name] = {"bytes": len(data), "seconds": round(time.perf_counter() - began, 3), "outcome": outcome}
    return out


def main() -> None:
    result = {"environment": environment(), "regexes": regexes(), "files": files()}
    print(write_result("hostile", result))


if __name__ == "__main__":
    main()

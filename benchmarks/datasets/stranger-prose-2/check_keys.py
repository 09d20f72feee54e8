"""Validate qa.jsonl against documents/ for the stranger-prose-2 evaluation set.

Checks: exact key set, unique well-formed ids, document and page exist, every answer is a
verbatim span of its page (case-insensitive, whitespace collapsed), 1-3 answers for
answerable items and none for unanswerable ones, and the shape of each document
(16 pages of 80-120 words). Exits non-zero on any error.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOCS = HERE / "documents"
QA = HERE / "qa.jsonl"
KEYS = {"id", "question", "document", "page", "answers", "answerable", "kind"}
ID_RE = re.compile(r"^p2-\d{3}$")
PAGES_PER_DOC = 16
MIN_WORDS, MAX_WORDS = 80, 120
MAX_ANSWERS = 3


def norm(text: str) -> str:
    """Lower-case and collapse runs of whitespace to single spaces."""
    return " ".join(text.split()).lower()


def load_pages() -> tuple[dict[str, list[str]], list[str]]:
    """Read every document, split it into pages and check the page count and lengths."""
    errors: list[str] = []
    pages: dict[str, list[str]] = {}
    for path in sorted(DOCS.glob("*.txt")):
        parts = path.read_text(encoding="utf-8").split("\f")
        pages[path.name] = parts
        if len(parts) != PAGES_PER_DOC:
            errors.append(f"{path.name}: {len(parts)} pages, expected {PAGES_PER_DOC}")
        for number, part in enumerate(parts, start=1):
            words = len(part.split())
            if not MIN_WORDS <= words <= MAX_WORDS:
                errors.append(f"{path.name} page {number}: {words} words, expected {MIN_WORDS}-{MAX_WORDS}")
    if not pages:
        errors.append("no documents found")
    return pages, errors


def check_fields(record: dict[str, object]) -> list[str]:
    """Check the types and simple shapes of one record's fields."""
    errors: list[str] = []
    rid = record["id"]
    if not isinstance(rid, str) or not ID_RE.match(rid):
        errors.append(f"bad id {rid!r}")
    question = record["question"]
    if not isinstance(question, str) or not question.strip().endswith("?"):
        errors.append("question must be a non-empty string ending in '?'")
    kind = record["kind"]
    if not isinstance(kind, str) or not kind.strip():
        errors.append("kind must be a non-empty string")
    if not isinstance(record["answerable"], bool):
        errors.append("answerable must be a bool")
    return errors


def check_answers(record: dict[str, object], pages: dict[str, list[str]]) -> list[str]:
    """Check the answer list against the answerable flag and the referenced page."""
    answers = record["answers"]
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        return ["answers must be a list of non-empty strings"]
    errors: list[str] = []
    answerable = record["answerable"]
    if answerable is True and not 1 <= len(answers) <= MAX_ANSWERS:
        errors.append(f"answerable item has {len(answers)} answers, expected 1-{MAX_ANSWERS}")
    if answerable is False and answers:
        errors.append("unanswerable item has answers")
    if len({norm(a) for a in answers}) != len(answers):
        errors.append("duplicate answers")
    document = record["document"]
    page = record["page"]
    if not isinstance(document, str) or document not in pages:
        return [*errors, f"unknown document {document!r}"]
    if not isinstance(page, int) or isinstance(page, bool) or not 1 <= page <= len(pages[document]):
        return [*errors, f"bad page {page!r} for {document}"]
    text = norm(pages[document][page - 1])
    errors.extend(
        f"answer {answer!r} is not a span of {document} page {page}" for answer in answers if norm(answer) not in text
    )
    return errors


def check_record(record: object, pages: dict[str, list[str]]) -> list[str]:
    """Return every problem found in one qa.jsonl record."""
    if not isinstance(record, dict):
        return ["record is not an object"]
    keys = set(record)
    if keys != KEYS:
        return [f"keys {sorted(keys)} differ from {sorted(KEYS)}"]
    return check_fields(record) + check_answers(record, pages)


def main() -> int:
    """Validate everything and return the process exit status."""
    pages, errors = load_pages()
    records: list[object] = []
    if not QA.exists():
        errors.append("qa.jsonl is missing")
    else:
        for line_no, line in enumerate(QA.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                errors.append(f"line {line_no}: blank line")
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as exc:
                errors.append(f"line {line_no}: invalid JSON ({exc})")
    ids: Counter[str] = Counter()
    questions: Counter[str] = Counter()
    for number, record in enumerate(records, start=1):
        label = record.get("id", f"record {number}") if isinstance(record, dict) else f"record {number}"
        errors.extend(f"{label}: {problem}" for problem in check_record(record, pages))
        if isinstance(record, dict):
            ids[str(record.get("id"))] += 1
            questions[norm(str(record.get("question", "")))] += 1
    errors.extend(f"duplicate id {rid}" for rid, count in ids.items() if count > 1)
    errors.extend(f"duplicate question {q!r}" for q, count in questions.items() if count > 1)
    expected = {f"p2-{n:03d}" for n in range(1, len(records) + 1)}
    if set(ids) != expected:
        errors.append(f"ids are not exactly p2-001 .. p2-{len(records):03d}")
    for error in errors:
        print(f"ERROR {error}")
    answerable = sum(1 for r in records if isinstance(r, dict) and r.get("answerable") is True)
    print(f"{len(records)} records ({answerable} answerable), {len(pages)} documents, {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

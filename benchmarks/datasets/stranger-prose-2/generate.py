"""Write documents/ and qa.jsonl for the stranger-prose-2 evaluation set.

Deterministic: the same articles and question bank always give byte-identical output.
Run with: python generate.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from articles import ARTICLES, KEYS, paragraphs
from questions import QUESTIONS

HERE = Path(__file__).resolve().parent
DOCS = HERE / "documents"
QA = HERE / "qa.jsonl"
SEED = 20250602
ID_PREFIX = "p2-"


def write_documents() -> dict[str, list[str]]:
    """Write one UTF-8 file per article, paragraphs separated by a form feed."""
    DOCS.mkdir(exist_ok=True)
    for old in DOCS.glob("*.txt"):
        old.unlink()
    pages: dict[str, list[str]] = {}
    for title in ARTICLES:
        paras = paragraphs(title)
        name = f"{title}.txt"
        (DOCS / name).write_text("\f".join(paras) + "\n", encoding="utf-8")
        pages[name] = paras
    return pages


def build_records() -> list[dict[str, object]]:
    """Turn the question bank into records, shuffle them with a fixed seed and number them."""
    records: list[dict[str, object]] = []
    for key, items in QUESTIONS.items():
        document = f"{KEYS[key]}.txt"
        for page, kind, question, answers in items:
            records.append(
                {
                    "question": question,
                    "document": document,
                    "page": page,
                    "answers": list(answers),
                    "answerable": bool(answers),
                    "kind": kind,
                }
            )
    random.Random(SEED).shuffle(records)
    width = max(3, len(str(len(records))))
    numbered: list[dict[str, object]] = []
    for index, record in enumerate(records, start=1):
        numbered.append({"id": f"{ID_PREFIX}{index:0{width}d}", **record})
    return numbered


def main() -> None:
    """Write the documents and the shuffled question file."""
    write_documents()
    records = build_records()
    with QA.open("w", encoding="utf-8", newline="\n") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    answerable = sum(1 for record in records if record["answerable"])
    print(f"wrote {len(ARTICLES)} documents and {len(records)} questions ({answerable} answerable)")


if __name__ == "__main__":
    main()

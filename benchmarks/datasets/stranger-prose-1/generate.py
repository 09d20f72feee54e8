"""Write documents/*.txt and qa.jsonl for the stranger-prose-1 reading-comprehension set.

Deterministic and standard library only: running it twice produces byte-identical files.

    python generate.py
"""

import json
import random
from pathlib import Path

from articles import ARTICLES, paragraphs
from questions import ANSWERABLE_KINDS, QUESTIONS, UNANSWERABLE_KINDS

HERE = Path(__file__).resolve().parent
DOCUMENTS = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"
SEED = 20240611
ID_PREFIX = "p1"


def write_documents():
    DOCUMENTS.mkdir(exist_ok=True)
    for stale in DOCUMENTS.glob("*.txt"):
        if stale.name not in ARTICLES:
            stale.unlink()
    pages = {}
    for name, text in ARTICLES.items():
        paras = paragraphs(text)
        pages[name] = paras
        # Paragraphs are separated by a single form feed; paragraph N is page N.
        (DOCUMENTS / name).write_text("\f".join(paras) + "\n", encoding="utf-8", newline="\n")
    return pages


def build_records(pages):
    records = []
    for name, bank in QUESTIONS.items():
        if name not in pages:
            raise SystemExit(f"question bank refers to unknown document {name}")
        for page, kind, question, answers in bank:
            answerable = bool(answers)
            allowed = ANSWERABLE_KINDS if answerable else UNANSWERABLE_KINDS
            if kind not in allowed:
                raise SystemExit(f"{name} p{page}: kind {kind!r} not allowed for answerable={answerable}: {question}")
            if not 1 <= page <= len(pages[name]):
                raise SystemExit(f"{name}: page {page} out of range: {question}")
            records.append(
                {
                    "question": question,
                    "document": name,
                    "page": page,
                    "answers": list(answers),
                    "answerable": answerable,
                    "kind": kind,
                }
            )
    random.Random(SEED).shuffle(records)
    width = max(3, len(str(len(records))))
    out = []
    for number, record in enumerate(records, start=1):
        out.append({"id": f"{ID_PREFIX}-{number:0{width}d}", **record})
    return out


def main():
    pages = write_documents()
    records = build_records(pages)
    with QA_PATH.open("w", encoding="utf-8", newline="\n") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    answerable = sum(record["answerable"] for record in records)
    print(
        f"wrote {len(pages)} documents and {len(records)} questions "
        f"({answerable} answerable, {len(records) - answerable} unanswerable)"
    )


if __name__ == "__main__":
    main()

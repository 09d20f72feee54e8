"""Generate the stranger-manuals-5 evaluation set.

Usage: python generate.py [OUTPUT_DIR]

Writes OUTPUT_DIR/documents/* and OUTPUT_DIR/qa.jsonl (default: this folder).
Output is deterministic: fixed seed, fixed creation dates, fixed zip timestamps.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import sys
from pathlib import Path

import doc_genset
import doc_small
import doc_sprayer
import doc_steri
import doc_ups
import questions

HERE = Path(__file__).resolve().parent
SEED = 5150


def _stamp(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day).replace(hour=9, tzinfo=dt.UTC)


def _write_meta(path: Path, meta: dict) -> None:
    path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def build_documents(docs: Path) -> None:
    docs.mkdir(parents=True, exist_ok=True)
    for rev, info in doc_genset.REVISIONS.items():
        target = docs / info["file"]
        doc_genset.build(rev, str(target), _stamp(info["issued"]))
        _write_meta(docs / f"{info['file']}.meta.json", doc_genset.meta(rev))
    doc_ups.build(str(docs / doc_ups.FILE), _stamp("2024-02-12"))
    doc_steri.build(str(docs / doc_steri.FILE), _stamp("2023-09-04"))
    doc_sprayer.build(str(docs / doc_sprayer.FILE), _stamp("2024-01-15"))
    doc_small.build_docx(str(docs / doc_small.LC_FILE), _stamp("2024-03-01"))
    for name, text, meta in (
        (doc_small.SB_FILE, doc_small.SB_TEXT, doc_small.SB_META),
        (doc_small.FN_FILE, doc_small.FN_TEXT, doc_small.FN_META),
        (doc_small.RN_FILE, doc_small.RN_TEXT, doc_small.RN_META),
    ):
        (docs / name).write_text(text, encoding="utf-8", newline="\n")
        _write_meta(docs / f"{name}.meta.json", meta)


def build_qa(path: Path) -> int:
    items = questions.all_questions()
    rng = random.Random(SEED)
    rng.shuffle(items)
    lines = []
    for number, item in enumerate(items, start=1):
        record = {"id": f"s5-{number:03d}", **item.record()}
        lines.append(json.dumps(record, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")
    return len(lines)


def main(argv: list[str]) -> int:
    out = Path(argv[1]).resolve() if len(argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    build_documents(out / "documents")
    count = build_qa(out / "qa.jsonl")
    print(f"wrote {count} questions and documents to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

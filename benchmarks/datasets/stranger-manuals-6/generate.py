"""Build the stranger-manuals-6 evaluation set.

Usage: python generate.py [OUT_DIR]   (default: the folder containing this script)
Writes OUT_DIR/documents/* and OUT_DIR/qa.jsonl. Output is deterministic.
"""

import json
import random
import sys
from pathlib import Path

import forklift
import handbook
import hvac
import lathe
import notices
import quickref
from questions import BANK

HERE = Path(__file__).resolve().parent
SEED = 60606
QA_FIELDS = [
    "id",
    "question",
    "document",
    "page",
    "answers",
    "answerable",
    "kind",
    "as_of",
    "product",
    "variant",
    "serial",
]


def build_items():
    """The shuffled question list with ids; entries keep their ``absent`` near-miss strings."""
    items = [dict(q) for q in BANK]
    random.Random(SEED).shuffle(items)
    for n, item in enumerate(items, start=1):
        item["id"] = f"s6-{n:03d}"
    return items


def qa_record(item):
    return {k: item[k] for k in QA_FIELDS if k in item}


def build_documents(doc_dir):
    doc_dir.mkdir(parents=True, exist_ok=True)
    hvac.build(doc_dir)
    forklift.build(doc_dir)
    lathe.build(doc_dir)
    handbook.build(doc_dir)
    quickref.build(doc_dir)
    notices.build(doc_dir)


def main(out_dir=HERE):
    out_dir = Path(out_dir)
    build_documents(out_dir / "documents")
    lines = [json.dumps(qa_record(item), ensure_ascii=False) for item in build_items()]
    (out_dir / "qa.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out_dir


if __name__ == "__main__":
    target = main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
    print(f"wrote {target / 'documents'} and {target / 'qa.jsonl'}")

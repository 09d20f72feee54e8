"""Dump each dev question's answer with its texts, for studying the gate's measurements offline.

The harness's records (``eval.runner.answer_record``) keep the gate's features but no text; a new measurement
can only be judged on them after a full regeneration (``trust_first.sh``, about an hour). This dumps, per
question, the same record plus the question, the drafted quotes (confirmed or not) and the passages found, so
that a candidate measurement can be computed from the texts and compared, cross-fitted by document, in seconds.
Figures reported from such a study are leads only; the shipped figures come from ``trust_first.sh``.

    python benchmarks/study_gate_features.py dump DATASET COLLECTION OUT.jsonl   (SPANPROOF_HOME as ingested)
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from spanproof import Spanproof
from spanproof.eval.datasets import load_qa
from spanproof.eval.runner import _drafted_citations, answer_record


def dump(dataset: Path, collection: str, out: Path) -> None:
    items = load_qa(dataset)
    with Spanproof() as client, out.open("w", encoding="utf-8") as sink:
        for item in items:
            answer = client.ask(
                item.question,
                collection=collection,
                as_of=item.as_of,
                product=item.product,
                variant=item.variant,
                serial=item.serial,
            )
            row = answer_record(item, answer)
            row["question"] = item.question
            row["answers"] = item.answers
            row["quotes"] = [
                {"document": c.document, "page": c.page, "start": c.start, "end": c.end, "quote": c.quote}
                for c in _drafted_citations(answer)
            ]
            row["hits"] = [
                {
                    "document": h.document,
                    "page": h.page,
                    "start": h.start,
                    "end": h.end,
                    "kind": h.kind,
                    "heading_path": list(h.heading_path),
                    "text": h.text,
                }
                for h in answer.hits[:5]
            ]
            sink.write(json.dumps(row) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump")
    d.add_argument("dataset", type=Path)
    d.add_argument("collection")
    d.add_argument("out", type=Path)
    args = parser.parse_args()
    dump(args.dataset, args.collection, args.out)


if __name__ == "__main__":
    main()

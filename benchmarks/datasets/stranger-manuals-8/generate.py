"""Generate the stranger-manuals-8 dataset: ``documents/`` and ``qa.jsonl``.

Deterministic: fixed PDF creation dates, fixed DOCX zip timestamps and a fixed shuffle seed.
Run from any directory:  python generate.py
"""

from __future__ import annotations

import json
import random
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from families import (  # noqa: E402
    brake_cmm,
    elec_handbook,
    lift_manual,
    quickref_card,
    service_notices,
    sprayer_manual,
)

FAMILIES = [brake_cmm, lift_manual, sprayer_manual, elec_handbook, quickref_card, service_notices]
SEED = 20240815
KEY_ORDER = [
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


def main() -> None:
    doc_dir = HERE / "documents"
    if doc_dir.exists():
        shutil.rmtree(doc_dir)
    doc_dir.mkdir()

    records: list[dict] = []
    for fam in FAMILIES:
        fam.build(doc_dir)
        records.extend(fam.QUESTIONS)

    seen = set()
    for rec in records:
        unknown = set(rec) - set(KEY_ORDER)
        if unknown:
            raise ValueError(f"unexpected keys {unknown} in {rec}")
        sig = (rec["question"].lower(), rec["document"], rec.get("as_of"), rec.get("variant"), rec.get("serial"))
        if sig in seen:
            raise ValueError(f"duplicate question: {rec['question']!r}")
        seen.add(sig)

    rng = random.Random(SEED)
    rng.shuffle(records)
    lines = []
    for i, rec in enumerate(records, start=1):
        rec = dict(rec, id=f"s8-{i:03d}")
        lines.append(json.dumps({k: rec[k] for k in KEY_ORDER if k in rec}, ensure_ascii=False))
    (HERE / "qa.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")

    n_ans = sum(r["answerable"] for r in records)
    print(f"wrote {len(records)} questions ({n_ans} answerable, {len(records) - n_ans} unanswerable)")
    print(f"documents: {len([p for p in doc_dir.iterdir() if not p.name.endswith('.meta.json')])}")


if __name__ == "__main__":
    main()

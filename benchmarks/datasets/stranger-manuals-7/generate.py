"""Build the stranger-manuals-7 evaluation set.

Usage: python generate.py [OUT_DIR]   (default: this folder)
Writes OUT_DIR/documents/* (with .meta.json sidecars) and OUT_DIR/qa.jsonl.
"""

import json
import random
import sys
from pathlib import Path

import card
import gearbox
import handbook
import marine
import notices
import pitch
import questions

HERE = Path(__file__).resolve().parent
SEED = 7


def document_table():
    """Static description of every document: file, key, meta (or None)."""
    docs = []
    for rev in gearbox.REVISIONS:
        meta = {
            "document": gearbox.DOC_KEY,
            "version": f"Rev {rev['rev']}",
            "effective_from": rev["effective_from"],
            "effective_to": rev["effective_to"],
            "recorded_at": rev["recorded_at"],
            "applicability": {
                "product": "BD-3",
                "variants": ["MGB-3A", "MGB-3B", "TGB-3T"] + (["MGB-3C"] if rev["rev"] == "C" else []),
            },
        }
        docs.append({"file": rev["file"], "key": gearbox.DOC_KEY, "meta": meta})
    docs.append({"file": marine.FILE, "key": marine.DOC_KEY, "meta": marine.META})
    docs.append({"file": pitch.FILE, "key": pitch.DOC_KEY, "meta": pitch.META})
    docs.append({"file": handbook.FILE, "key": handbook.FILE, "meta": None})
    docs.append({"file": card.FILE, "key": card.FILE, "meta": None})
    for name, meta, _text in notices.NOTICES:
        docs.append({"file": name, "key": meta["document"], "meta": meta})
    return docs


def select_file(key, as_of=None):
    """File of document `key` in force on `as_of` (latest if as_of is None)."""
    cands = [d for d in document_table() if d["key"] == key]
    if not cands:
        raise KeyError(key)
    if as_of is None:
        return max(cands, key=lambda d: (d["meta"] or {}).get("effective_from", ""))
    for d in cands:
        m = d["meta"]
        if m["effective_from"] <= as_of and (m["effective_to"] is None or as_of <= m["effective_to"]):
            return d
    raise LookupError(f"no revision of {key} in force on {as_of}")


def build_documents(out_dir):
    ddir = out_dir / "documents"
    ddir.mkdir(parents=True, exist_ok=True)
    for rev in gearbox.REVISIONS:
        gearbox.build(rev["rev"], ddir / rev["file"])
    marine.build(ddir / marine.FILE)
    pitch.build(ddir / pitch.FILE)
    handbook.build(ddir / handbook.FILE)
    card.build(ddir / card.FILE)
    notices.build(ddir)
    for d in document_table():
        if d["meta"] is not None:
            side = ddir / (d["file"] + ".meta.json")
            side.write_text(json.dumps(d["meta"], indent=2) + "\n", encoding="utf-8")


def qa_records():
    bank = questions.bank()
    rng = random.Random(SEED)
    rng.shuffle(bank)
    out = []
    for n, q in enumerate(bank, 1):
        rec = {
            "id": f"s7-{n:03d}",
            "question": q["question"],
            "document": q["document"],
            "page": q["page"],
            "answers": q["answers"],
            "answerable": q["answerable"],
            "kind": q["kind"],
        }
        for opt in ("as_of", "product", "variant", "serial"):
            if q.get(opt) is not None:
                rec[opt] = q[opt]
        out.append(rec)
    return out


def build_qa(out_dir):
    lines = [json.dumps(r, ensure_ascii=False) for r in qa_records()]
    (out_dir / "qa.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv):
    out_dir = Path(argv[1]).resolve() if len(argv) > 1 else HERE
    build_documents(out_dir)
    build_qa(out_dir)
    print(f"wrote {out_dir / 'documents'} and {out_dir / 'qa.jsonl'}")


if __name__ == "__main__":
    main(sys.argv)

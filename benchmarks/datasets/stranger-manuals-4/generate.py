"""Generate the stranger-manuals-4 evaluation set.

Usage:  python generate.py [OUTPUT_DIR]

Writes OUTPUT_DIR/documents/ (PDF, DOCX, Markdown, HTML, text and
``<file>.meta.json`` sidecars) and OUTPUT_DIR/qa.jsonl.  OUTPUT_DIR defaults to
the folder that contains this script.  Output is byte-identical on every run.
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import docs_hb  # noqa: E402
import docs_misc  # noqa: E402
import docs_outboard  # noqa: E402
import docs_switch  # noqa: E402
import questions  # noqa: E402

SEED = 4_2024_0611
ID_PREFIX = "s4-"
PUBLIC_FIELDS = [
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


def _json_text(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def _write_bytes(path, data):
    path.write_bytes(data)


def _write_text(path, text):
    path.write_bytes(text.encode("utf-8"))


def write_documents(out):
    docs = out / "documents"
    docs.mkdir(parents=True, exist_ok=True)
    for rev in docs_hb.REV_ORDER:
        info = docs_hb.REVISIONS[rev]
        _write_bytes(docs / info["file"], docs_hb.build(rev))
        _write_text(docs / f"{info['file']}.meta.json", _json_text(docs_hb.meta(rev)))
    _write_bytes(docs / docs_outboard.FILE, docs_outboard.build())
    _write_bytes(docs / docs_switch.FILE, docs_switch.build())
    _write_bytes(docs / docs_misc.DOCX_FILE, docs_misc.build_docx())
    for name, (meta, text) in docs_misc.BULLETINS.items():
        _write_text(docs / name, text)
        _write_text(docs / f"{name}.meta.json", _json_text(meta))


def build_records():
    """All questions, shuffled with a fixed seed, with ids; private fields kept."""
    records = questions.build()
    random.Random(SEED).shuffle(records)
    for number, rec in enumerate(records, start=1):
        rec["id"] = f"{ID_PREFIX}{number:03d}"
    return records


def public(rec):
    return {key: rec[key] for key in PUBLIC_FIELDS if key in rec}


def write_questions(out):
    lines = [json.dumps(public(rec), ensure_ascii=False) for rec in build_records()]
    _write_text(out / "qa.jsonl", "\n".join(lines) + "\n")


def main(argv):
    out = Path(argv[1]).resolve() if len(argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    write_documents(out)
    write_questions(out)
    print(f"wrote {out / 'documents'} and {out / 'qa.jsonl'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

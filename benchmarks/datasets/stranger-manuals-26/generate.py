#!/usr/bin/env python3
# ruff: noqa: E402
"""Build the s26 evaluation set deterministically.

Writes documents/ (PDF, DOCX, HTML, MD, TXT + .meta.json sidecars) and qa.jsonl.
Run:  /work/main/.venv/bin/python generate.py
Two runs give byte-identical output (fixed PDF dates, fixed DOCX core properties and
zip timestamps, fixed shuffle seed).
"""

import sys

sys.dont_write_bytecode = True
import datetime
import io
import json
import os
import random
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import doc_bulletins
import doc_small
import docx
import pdfrender
import registry
from docx.shared import Pt

DOC_DIR = os.path.join(HERE, "documents")
SEED = 2626
FIXED_ZIP_TIME = (2021, 5, 3, 8, 0, 0)


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def build_docx(path, body, meta):
    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10.5)
    for item in body:
        if item[0] == "heading":
            d.add_heading(item[1], level=item[2])
        elif item[0] == "para":
            d.add_paragraph(item[1])
        elif item[0] == "table":
            header, rows = item[1], item[2]
            t = d.add_table(rows=1 + len(rows), cols=len(header))
            t.style = "Table Grid"
            for j, h in enumerate(header):
                t.rows[0].cells[j].text = h
                for r in t.rows[0].cells[j].paragraphs[0].runs:
                    r.bold = True
            for i, row in enumerate(rows, 1):
                for j, c in enumerate(row):
                    t.rows[i].cells[j].text = c
            d.add_paragraph("")
        else:
            raise ValueError(item)
    cp = d.core_properties
    fixed = datetime.datetime(2021, 5, 3, 8, 0, 0)
    cp.author = "Kalvenor Thermal Systems"
    cp.title = "Service Bulletin SB-KH-019"
    cp.subject = "KH-30 flow switch replacement"
    cp.keywords = "SB-KH-019"
    cp.comments = "Invented document for an evaluation set (CC0)."
    cp.category = "Service bulletin"
    cp.last_modified_by = "Kalvenor Thermal Systems"
    cp.revision = 1
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    cp.identifier = meta["key"]
    cp.language = "en-GB"
    cp.version = meta["version"]
    buf = io.BytesIO()
    d.save(buf)
    # rewrite the zip with fixed timestamps and attributes
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            z.writestr(zi, data)
    with open(path, "wb") as f:
        f.write(out.getvalue())


def build_documents():
    os.makedirs(DOC_DIR, exist_ok=True)
    for name in os.listdir(DOC_DIR):
        os.remove(os.path.join(DOC_DIR, name))
    page_counts = {}
    for d in registry.DOCS:
        path = os.path.join(DOC_DIR, d["file"])
        if d["format"] == "pdf":
            created = datetime.datetime.fromisoformat(d["recorded_at"].replace("Z", "+00:00"))
            n = pdfrender.render(
                path, d["company"], d["title"], d["docno"], d["header_rev"], d["pages_fn"](), created=created
            )
        elif d["format"] == "docx":
            build_docx(path, doc_bulletins.KH_SB_BODY, doc_bulletins.KH_SB)
            n = 1
        elif d["format"] == "html":
            write_text(path, doc_small.HTML)
            n = 1
        elif d["format"] == "md":
            write_text(path, doc_small.MD)
            n = 1
        elif d["format"] == "txt":
            write_text(path, doc_small.TXT)
            n = 1
        page_counts[d["file"]] = n
        if d["sidecar"]:
            write_text(path + ".meta.json", json.dumps(registry.sidecar(d), indent=2, ensure_ascii=False) + "\n")
    return page_counts


FIELD_ORDER = [
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


def build_questions():
    import questions

    qs = [dict(q) for q in questions.QUESTIONS]
    rng = random.Random(SEED)
    rng.shuffle(qs)
    lines = []
    for i, q in enumerate(qs, 1):
        rec = {"id": f"s26-{i:03d}"}
        for k in FIELD_ORDER[1:]:
            if k in q:
                rec[k] = q[k]
        extra = [k for k in q if k not in FIELD_ORDER and not k.startswith("_")]
        if extra:
            raise ValueError(f"unexpected fields {extra} in {q['question']!r}")
        lines.append(json.dumps(rec, ensure_ascii=False))
    write_text(os.path.join(HERE, "qa.jsonl"), "\n".join(lines) + "\n")
    return len(lines)


def main():
    counts = build_documents()
    for f, n in counts.items():
        print(f"{f}: {n} page(s)")
    if os.path.exists(os.path.join(HERE, "sources", "questions.py")):
        print(f"qa.jsonl: {build_questions()} questions")


if __name__ == "__main__":
    main()

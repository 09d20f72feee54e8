#!/usr/bin/env python3
"""Build the s23 evaluation set: documents/, sidecars and qa.jsonl.

Deterministic: fixed PDF creation dates, fixed DOCX core properties and zip
timestamps, fixed shuffle seed.  Run twice and the output is byte-identical.
Run with the interpreter that has fpdf2 and python-docx installed.
"""

import datetime
import io
import json
import os
import random
import sys
import zipfile

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from sources import (  # noqa: E402  # noqa: E402
    field_notes,
    inspection_card,
    kfs_bulletin,
    kfs_manual,
    kfs_theory,
    orm_bulletin,
    orm_manual,
    render_pdf,
    vge_manual,
    vge_quickguide,
)

DOCS = os.path.join(HERE, "documents")
SEED = 2323


def _utc(day):
    y, m, d = (int(x) for x in day.split("-"))
    return datetime.datetime(y, m, d, 9, 0, 0, tzinfo=datetime.UTC)


def _write(path, data, binary=False):
    with open(path, "wb" if binary else "w", **({} if binary else {"encoding": "utf-8", "newline": "\n"})) as f:
        f.write(data)


def _sidecar(fname, key, version, eff_from, eff_to, recorded, product, variants, serials=None):
    app = {"product": product, "variants": list(variants)}
    if serials is not None:
        app["serials"] = [list(r) for r in serials]
    obj = {
        "document": key,
        "version": version,
        "effective_from": eff_from,
        "effective_to": eff_to,
        "recorded_at": recorded,
        "applicability": app,
    }
    _write(os.path.join(DOCS, fname + ".meta.json"), json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


def build_pdfs():
    for rev, v in kfs_manual.REVS.items():
        render_pdf.render(
            os.path.join(DOCS, v["file"]), kfs_manual.meta(rev), kfs_manual.pages(rev), _utc(v["recorded_at"][:10])
        )
        _sidecar(
            v["file"],
            kfs_manual.KEY,
            rev,
            v["effective_from"],
            v["effective_to"],
            v["recorded_at"],
            kfs_manual.PRODUCT,
            kfs_manual.VARIANTS,
        )
    for mod in (orm_manual, vge_manual):
        render_pdf.render(os.path.join(DOCS, mod.FILE), mod.meta(), mod.pages(), _utc(mod.RECORDED_AT[:10]))
        _sidecar(mod.FILE, mod.KEY, mod.REV, mod.EFFECTIVE_FROM, None, mod.RECORDED_AT, mod.PRODUCT, mod.VARIANTS)
    m = orm_bulletin
    render_pdf.render(os.path.join(DOCS, m.FILE), m.meta(), m.pages(), _utc(m.RECORDED_AT[:10]))
    _sidecar(m.FILE, m.KEY, m.REV, m.EFFECTIVE_FROM, None, m.RECORDED_AT, m.PRODUCT, m.VARIANTS, m.SERIALS)
    m = kfs_theory
    render_pdf.render(os.path.join(DOCS, m.FILE), m.meta(), m.pages(), _utc(m.RECORDED_AT[:10]))
    _sidecar(m.FILE, m.KEY, m.REV, m.EFFECTIVE_FROM, None, m.RECORDED_AT, m.PRODUCT, m.VARIANTS)


def build_docx():
    import docx
    from docx.shared import Pt

    m = kfs_bulletin
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    sec = d.sections[0]
    sec.header.paragraphs[0].text = f"Kestrel Filtration Systems Ltd.  |  Service Bulletin {m.KEY}  |  {m.VERSION}"
    sec.footer.paragraphs[0].text = "Kestrel Filtration Systems Ltd. - service bulletin - controlled copy"
    for kind, payload in m.BLOCKS:
        if kind == "heading0":
            d.add_heading(payload, level=0)
        elif kind == "heading1":
            d.add_heading(payload, level=1)
        elif kind == "heading2":
            d.add_heading(payload, level=2)
        elif kind == "p":
            d.add_paragraph(payload)
        elif kind == "table":
            t = d.add_table(rows=len(payload), cols=len(payload[0]))
            t.style = "Table Grid"
            for r, row in enumerate(payload):
                for c, text in enumerate(row):
                    t.cell(r, c).text = text
            d.add_paragraph("")
        else:
            raise ValueError(kind)
    cp = d.core_properties
    fixed = datetime.datetime(2024, 3, 11, 9, 0, 0)
    cp.author = "Kestrel Filtration Systems Ltd."
    cp.last_modified_by = "Kestrel Filtration Systems Ltd."
    cp.title = "Service Bulletin SB-0412-07"
    cp.subject = "PulseJet PJ-12 / PJ-16 Type H1 header"
    cp.keywords = "service bulletin"
    cp.comments = ""
    cp.category = "Service bulletin"
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    cp.revision = 1
    buf = io.BytesIO()
    d.save(buf)
    # re-pack with fixed zip timestamps and attributes
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2024, 3, 11, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 0
            z.writestr(zi, src.read(info.filename))
    _write(os.path.join(DOCS, m.FILE), out.getvalue(), binary=True)
    _sidecar(m.FILE, m.KEY, m.VERSION, m.EFFECTIVE_FROM, None, m.RECORDED_AT, m.PRODUCT, m.VARIANTS, m.SERIALS)


def build_text():
    m = vge_quickguide
    _write(os.path.join(DOCS, m.FILE), m.HTML)
    _sidecar(m.FILE, m.KEY, m.VERSION, m.EFFECTIVE_FROM, None, m.RECORDED_AT, m.PRODUCT, m.VARIANTS)
    _write(os.path.join(DOCS, field_notes.FILE), field_notes.TEXT)
    _write(os.path.join(DOCS, inspection_card.FILE), inspection_card.TEXT)


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


def build_qa():
    from sources import questions

    qs = [dict(q) for q in questions.QUESTIONS]
    rng = random.Random(SEED)
    rng.shuffle(qs)
    lines = []
    for i, q in enumerate(qs, start=1):
        q["id"] = f"s23-{i:03d}"
        q.setdefault("page", None)
        q.setdefault("answers", [])
        obj = {k: q[k] for k in FIELD_ORDER if k in q}
        extra = set(q) - set(FIELD_ORDER)
        if extra:
            raise ValueError(f"unknown fields {extra} in {q}")
        lines.append(json.dumps(obj, ensure_ascii=False))
    _write(os.path.join(HERE, "qa.jsonl"), "\n".join(lines) + "\n")
    return len(lines)


def main():
    os.makedirs(DOCS, exist_ok=True)
    build_pdfs()
    build_docx()
    build_text()
    n = 0
    if os.path.exists(os.path.join(HERE, "sources", "questions.py")):
        n = build_qa()
    print(f"documents written to {DOCS}; {n} questions written to qa.jsonl")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# ruff: noqa: E402
"""Build the s25 held-out evaluation set: documents/, sidecars and qa.jsonl.

Deterministic: fixed PDF creation dates and producer, fixed DOCX core properties and
zip timestamps, fixed shuffle seed. Run twice -> byte-identical output.
Usage: /work/main/.venv/bin/python generate.py
"""

import io
import json
import os
import random
import sys

sys.dont_write_bytecode = True
import zipfile
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import bulletins
import fx_manual
import kfs_manual
import kfs_theory
import ls_manual
import pdflayout
import questions
import small_docs

DOCS = os.path.join(HERE, "documents")
SEED = 25250
ZIP_DATE = (2023, 2, 6, 0, 0, 0)


def sidecar(fname, key, version, eff_from, eff_to, recorded, product, variants, serials=None):
    app = {"product": product, "variants": list(variants)}
    if serials is not None:
        app["serials"] = [list(s) for s in serials]
    meta = {
        "document": key,
        "version": version,
        "effective_from": eff_from,
        "effective_to": eff_to,
        "recorded_at": f"{recorded}T00:00:00Z",
        "applicability": app,
    }
    with open(os.path.join(DOCS, fname + ".meta.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(meta, f, ensure_ascii=False, indent=2)
        f.write("\n")


def write_text(fname, text):
    with open(os.path.join(DOCS, fname), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def build_manual_revisions():
    K = kfs_manual
    for rev, info in K.REVISIONS.items():
        fname = f"kfs-mm-0412_rev{rev}.pdf"
        pdflayout.build_pdf(
            os.path.join(DOCS, fname), K.COMPANY, K.TITLE, K.DOCNO, f"Rev {rev}", K.pages(rev), info["created"]
        )
        sidecar(fname, K.DOCNO, f"Rev {rev}", info["from"], info["to"], info["recorded"], K.PRODUCT, K.VARIANTS)


def build_single_pdfs():
    for mod, fname, eff_from, recorded in [
        (fx_manual, "bat-sm-fx-07_rev3.pdf", "2022-05-02", "2022-04-25"),
        (ls_manual, "cvl-sm-ls-210_issue4.pdf", "2021-08-16", "2021-08-10"),
        (kfs_theory, "kfs-th-0090_issue2.pdf", "2021-06-01", "2021-05-24"),
    ]:
        pdflayout.build_pdf(
            os.path.join(DOCS, fname), mod.COMPANY, mod.TITLE, mod.DOCNO, mod.VERSION, mod.pages(), mod.CREATED
        )
        sidecar(fname, mod.DOCNO, mod.VERSION, eff_from, None, recorded, mod.PRODUCT, mod.VARIANTS)


def build_fx_bulletin():
    B = bulletins.FX_SB
    fname = "bat-sb-fx-14.pdf"
    pdflayout.build_pdf(
        os.path.join(DOCS, fname),
        B["company"],
        B["title"],
        B["docno"],
        B["version"],
        bulletins.fx_sb_pages(),
        B["created"],
    )
    sidecar(
        fname, B["docno"], B["version"], "2023-03-20", None, "2023-03-15", B["product"], B["variants"], B["serials"]
    )


def _fixed_zip(raw, path):
    """Rewrite a zip with fixed timestamps and attributes (member order kept)."""
    zin = zipfile.ZipFile(io.BytesIO(raw))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            zout.writestr(zi, zin.read(info.filename))


def build_kfs_bulletin():
    from docx import Document
    from docx.shared import Cm, Pt

    B = bulletins.KFS_SB
    doc = Document()
    style = doc.styles["Normal"]
    style.font.name = "Arial"
    style.font.size = Pt(9.5)
    style.paragraph_format.space_after = Pt(3)
    style.paragraph_format.line_spacing = 1.0
    for name, size in (("Heading 1", 14), ("Heading 2", 11)):
        hs = doc.styles[name]
        hs.font.name = "Arial"
        hs.font.size = Pt(size)
        hs.paragraph_format.space_before = Pt(8)
        hs.paragraph_format.space_after = Pt(3)
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)  # A4, one page of content
    sec.left_margin = sec.right_margin = Cm(1.8)
    sec.top_margin = sec.bottom_margin = Cm(1.6)
    sec.header.paragraphs[0].text = f"{B['company']} | {B['docno']} | {B['version']}"
    sec.footer.paragraphs[0].text = f"{B['docno']} {B['version']} - single-page bulletin"
    for kind, payload in bulletins.KFS_SB_BODY:
        if kind == "heading1":
            doc.add_heading(payload, level=1)
        elif kind == "heading2":
            doc.add_heading(payload, level=2)
        elif kind == "para":
            doc.add_paragraph(payload)
        elif kind == "steps":
            for i, s in enumerate(payload, 1):
                doc.add_paragraph(f"{i}. {s}")
        elif kind == "table":
            t = doc.add_table(rows=len(payload), cols=len(payload[0]))
            t.style = "Table Grid"
            for r, row in enumerate(payload):
                for c, val in enumerate(row):
                    t.cell(r, c).text = val
                    if r == 0:
                        for run in t.cell(r, c).paragraphs[0].runs:
                            run.bold = True
        else:
            raise ValueError(kind)
    cp = doc.core_properties
    fixed = datetime(*B["created"])
    cp.author = B["company"]
    cp.last_modified_by = B["company"]
    cp.title = B["title"]
    cp.subject = B["docno"]
    cp.keywords = "service bulletin; PJ-315"
    cp.comments = "Invented test document (s25)."
    cp.category = "Service bulletin"
    cp.created = fixed
    cp.modified = fixed
    cp.last_printed = fixed
    cp.revision = 1
    buf = io.BytesIO()
    doc.save(buf)
    fname = "kfs-sb-031.docx"
    _fixed_zip(buf.getvalue(), os.path.join(DOCS, fname))
    sidecar(
        fname, B["docno"], B["version"], "2023-02-06", None, "2023-02-06", B["product"], B["variants"], B["serials"]
    )


def build_small_docs():
    S = small_docs
    write_text("salinor_sc_quick_guide.html", S.SAL_HTML)
    sidecar(
        "salinor_sc_quick_guide.html",
        S.SAL["docno"],
        S.SAL["version"],
        "2022-07-01",
        None,
        "2022-06-27",
        S.SAL["product"],
        S.SAL["variants"],
    )
    write_text(S.MD_NAME, S.MD_TEXT)
    write_text(S.TXT_NAME, S.TXT_TEXT)


def build_qa():
    items = [dict(q) for q in questions.QUESTIONS]
    rnd = random.Random(SEED)
    rnd.shuffle(items)
    order = [
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
    with open(os.path.join(HERE, "qa.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for n, q in enumerate(items, 1):
            q["id"] = f"s25-{n:03d}"
            q.pop("absent", None)
            q.pop("present", None)
            rec = {k: q[k] for k in order if k in q and (q[k] is not None or k == "page")}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return len(items)


def main():
    os.makedirs(DOCS, exist_ok=True)
    for name in os.listdir(DOCS):
        os.remove(os.path.join(DOCS, name))
    build_manual_revisions()
    build_single_pdfs()
    build_fx_bulletin()
    build_kfs_bulletin()
    build_small_docs()
    n = build_qa()
    print(f"wrote {len(os.listdir(DOCS))} files to documents/ and {n} questions to qa.jsonl")


if __name__ == "__main__":
    main()

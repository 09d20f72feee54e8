#!/usr/bin/env python3
# ruff: noqa: UP031
"""Build the s24 held-out evaluation set: documents/, sidecars, qa.jsonl and README.md.

Deterministic: fixed PDF creation dates, fixed DOCX core properties and zip timestamps, fixed shuffle
seed. Run with the interpreter that has fpdf2, python-docx and pdfplumber installed:

    /work/main/.venv/bin/python generate.py
"""

import collections
import json
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import doc_bfm  # noqa: E402
import doc_hpv  # noqa: E402
import doc_misc  # noqa: E402
import doc_vps  # noqa: E402
import render  # noqa: E402

DOCS = os.path.join(HERE, "documents")
SEED = 24024
ID_PREFIX = "s24-"


def sidecar(fname, key, version, eff_from, eff_to, recorded, applic):
    meta = {
        "document": key,
        "version": version,
        "effective_from": eff_from,
        "effective_to": eff_to,
        "recorded_at": recorded + "T00:00:00Z",
        "applicability": applic,
    }
    with open(os.path.join(DOCS, fname + ".meta.json"), "w", encoding="utf-8") as fh:
        json.dump(meta, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def build_documents():
    """Render every document; return a list of rows for the README documents table."""
    os.makedirs(DOCS, exist_ok=True)
    rows = []

    # SB-620 maintenance manual, Rev A/B/C
    for rev, v in doc_vps.MM_REVS.items():
        head = dict(company=doc_vps.COMPANY, title=doc_vps.MM_TITLE, docno=doc_vps.MM_KEY, revision="Revision " + rev)
        n = render.render_pdf(
            os.path.join(DOCS, v["file"]),
            head,
            doc_vps.mm_pages(rev),
            dict(title=doc_vps.MM_TITLE + f" (Rev {rev})", author=doc_vps.COMPANY, date=v["date"]),
        )
        sidecar(v["file"], doc_vps.MM_KEY, "Rev " + rev, v["eff_from"], v["eff_to"], v["recorded"], doc_vps.MM_APPLIC)
        rows.append(
            (
                v["file"],
                "PDF",
                doc_vps.MM_KEY,
                "Rev " + rev,
                v["eff_from"],
                v["eff_to"],
                "SB-620, SB-620X",
                n,
                "contents, revision history, safety rules, technical data with footnotes, intervals, "
                "lubrication, torque table, numbered procedures, wear limits, fault codes over 2 pages"
                + (" (E15 added)" if rev == "C" else "")
                + ", spare parts",
            )
        )

    # Service bulletin (DOCX)
    m = doc_vps.SB_META
    render.render_docx(
        os.path.join(DOCS, doc_vps.SB_FILE),
        doc_vps.SB_SPEC,
        dict(
            title="Service Bulletin SB-620-014",
            author=doc_vps.COMPANY,
            date=m["date"],
            subject="Revised weld settings and gripper springs",
        ),
    )
    sidecar(
        doc_vps.SB_FILE, doc_vps.SB_KEY, m["version"], m["eff_from"], m["eff_to"], m["recorded"], m["applicability"]
    )
    rows.append(
        (
            doc_vps.SB_FILE,
            "DOCX",
            doc_vps.SB_KEY,
            m["version"],
            m["eff_from"],
            m["eff_to"],
            "SB-620 only; serials 6201400-6201899, 6203000-6203249",
            "-",
            "bulletin overriding manual values (weld/cooling time, gap, torque), actions, parts, "
            "excluded model SB-620X",
        )
    )

    # Principle of operation
    m = doc_vps.PO_META
    head = dict(company=doc_vps.COMPANY, title=doc_vps.PO_TITLE, docno=doc_vps.PO_KEY, revision=m["version"])
    n = render.render_pdf(
        os.path.join(DOCS, doc_vps.PO_FILE),
        head,
        doc_vps.po_pages(),
        dict(title=doc_vps.PO_TITLE, author=doc_vps.COMPANY, date=m["date"]),
    )
    sidecar(doc_vps.PO_FILE, doc_vps.PO_KEY, m["version"], m["eff_from"], m["eff_to"], m["recorded"], doc_vps.PO_APPLIC)
    rows.append(
        (
            doc_vps.PO_FILE,
            "PDF",
            doc_vps.PO_KEY,
            m["version"],
            m["eff_from"],
            m["eff_to"],
            "SB-620, SB-620X",
            n,
            "theory: overview table, prose chapter on why/how (about 1,400 words), cycle sequence, glossary",
        )
    )

    # Cresta service manual
    m = doc_hpv.SM_META
    head = dict(company=doc_hpv.COMPANY, title=doc_hpv.SM_TITLE, docno=doc_hpv.SM_KEY, revision=m["version"])
    n = render.render_pdf(
        os.path.join(DOCS, doc_hpv.SM_FILE),
        head,
        doc_hpv.sm_pages(),
        dict(title=doc_hpv.SM_TITLE, author=doc_hpv.COMPANY, date=m["date"]),
    )
    sidecar(
        doc_hpv.SM_FILE, doc_hpv.SM_KEY, m["version"], m["eff_from"], m["eff_to"], m["recorded"], m["applicability"]
    )
    rows.append(
        (
            doc_hpv.SM_FILE,
            "PDF",
            doc_hpv.SM_KEY,
            m["version"],
            m["eff_from"],
            m["eff_to"],
            "Cresta 36, Cresta 48, Cresta 60",
            n,
            "three-model data table with footnotes, controller parameters, intervals, procedures, "
            "torques, error codes over 2 pages, spare parts",
        )
    )

    # BX chipper service manual
    m = doc_bfm.SM_META
    head = dict(company=doc_bfm.COMPANY, title=doc_bfm.SM_TITLE, docno=doc_bfm.SM_KEY, revision=m["version"])
    n = render.render_pdf(
        os.path.join(DOCS, doc_bfm.SM_FILE),
        head,
        doc_bfm.sm_pages(),
        dict(title=doc_bfm.SM_TITLE, author=doc_bfm.COMPANY, date=m["date"]),
    )
    sidecar(
        doc_bfm.SM_FILE, doc_bfm.SM_KEY, m["version"], m["eff_from"], m["eff_to"], m["recorded"], m["applicability"]
    )
    rows.append(
        (
            doc_bfm.SM_FILE,
            "PDF",
            doc_bfm.SM_KEY,
            m["version"],
            m["eff_from"],
            m["eff_to"],
            "BX-150, BX-190, BX-230",
            n,
            "three-model data and torque tables, operating limits (alarm/shutdown), intervals, knife "
            "change procedure, no-stress stop/restart speeds, alarm codes, spare parts",
        )
    )

    # Technical bulletin TB-22-07 (PDF, 2 pages)
    m = doc_bfm.TB_META
    head = dict(company=doc_bfm.COMPANY, title=doc_bfm.TB_TITLE, docno=doc_bfm.TB_KEY, revision=m["version"])
    n = render.render_pdf(
        os.path.join(DOCS, doc_bfm.TB_FILE),
        head,
        doc_bfm.tb_pages(),
        dict(title=doc_bfm.TB_TITLE, author=doc_bfm.COMPANY, date=m["date"]),
    )
    sidecar(
        doc_bfm.TB_FILE, doc_bfm.TB_KEY, m["version"], m["eff_from"], m["eff_to"], m["recorded"], m["applicability"]
    )
    rows.append(
        (
            doc_bfm.TB_FILE,
            "PDF",
            doc_bfm.TB_KEY,
            m["version"],
            m["eff_from"],
            m["eff_to"],
            "BX-190 1904001-1904350, BX-230 2301001-2301180 (BX-150 not affected)",
            n,
            "bulletin: applicability table, compliance deadlines, inspection and replacement steps, "
            "kit part numbers, torque, spring lengths per model",
        )
    )

    # HTML quick guide
    m = doc_bfm.QG_META
    with open(os.path.join(DOCS, doc_bfm.QG_FILE), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(doc_bfm.QG_HTML)
    sidecar(
        doc_bfm.QG_FILE, doc_bfm.QG_KEY, m["version"], m["eff_from"], m["eff_to"], m["recorded"], m["applicability"]
    )
    rows.append(
        (
            doc_bfm.QG_FILE,
            "HTML",
            doc_bfm.QG_KEY,
            m["version"],
            m["eff_from"],
            m["eff_to"],
            "BX-150, BX-190, BX-230",
            "-",
            "checklists, start-up steps, lamp meanings table, three-model quick reference table",
        )
    )

    # Markdown field notes and text inspection card (no sidecars)
    with open(os.path.join(DOCS, doc_hpv.MD_FILE), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(doc_hpv.MD_TEXT)
    rows.append(
        (
            doc_hpv.MD_FILE,
            "Markdown",
            "(file name)",
            "-",
            "-",
            "-",
            "Cresta (informal)",
            "-",
            "informal notes, firmware table, no sidecar",
        )
    )
    with open(os.path.join(DOCS, doc_misc.TXT_FILE), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(doc_misc.TXT_TEXT)
    rows.append(
        (
            doc_misc.TXT_FILE,
            "Text",
            "(file name)",
            "-",
            "-",
            "-",
            "Luxmast LT-9 light tower",
            "-",
            "numbered checklist, dotted limits list, no sidecar",
        )
    )
    return rows


FIELDS = [
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
    rnd = random.Random(SEED)
    rnd.shuffle(qs)
    out = []
    for i, q in enumerate(qs, start=1):
        rec = {"id": "%s%03d" % (ID_PREFIX, i)}
        for f in FIELDS[1:]:
            if f in q:
                rec[f] = q[f]
        for f in ("question", "document", "page", "answers", "answerable", "kind"):
            if f not in rec:
                raise SystemExit(f"question lacks {f}: {q!r}")
        out.append(rec)
    with open(os.path.join(HERE, "qa.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return out


def md_table(head, rows):
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(lines)


def build_readme(doc_rows, qa):
    with open(os.path.join(HERE, "sources", "README.template.md"), encoding="utf-8") as fh:
        tpl = fh.read()
    docs_tbl = md_table(
        ["File", "Format", "Key", "Version", "Effective from", "Effective to", "Applicability", "Pages", "Features"],
        [(r[0], r[1], r[2], r[3], r[4], r[5] if r[5] else "(open)", r[6], r[7], r[8]) for r in doc_rows],
    )
    kinds = collections.Counter(q["kind"] for q in qa)
    ans_kinds = sorted(k for k in kinds if not k.startswith("unans_"))
    un_kinds = sorted(k for k in kinds if k.startswith("unans_"))
    krows = [(k, "yes", kinds[k]) for k in ans_kinds] + [(k, "no", kinds[k]) for k in un_kinds]
    krows.append(("total", "", len(qa)))
    kinds_tbl = md_table(["Kind", "Answerable", "Count"], krows)
    per_doc = collections.OrderedDict()
    for r in doc_rows:
        key = r[2] if r[2] != "(file name)" else r[0]
        per_doc.setdefault(key, [0, 0])
    for q in qa:
        per_doc.setdefault(q["document"], [0, 0])
        per_doc[q["document"]][0 if q["answerable"] else 1] += 1
    drows = [(k, v[0], v[1], v[0] + v[1]) for k, v in per_doc.items()]
    doc_counts = md_table(["Document (key or file)", "Answerable", "Unanswerable", "Total"], drows)
    n_ans = sum(1 for q in qa if q["answerable"])
    text = (
        tpl.replace("{{DOCS_TABLE}}", docs_tbl)
        .replace("{{KINDS_TABLE}}", kinds_tbl)
        .replace("{{DOC_COUNTS}}", doc_counts)
        .replace("{{N_TOTAL}}", str(len(qa)))
        .replace("{{N_ANS}}", str(n_ans))
        .replace("{{N_UNANS}}", str(len(qa) - n_ans))
        .replace("{{SEED}}", str(SEED))
    )
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


def main():
    rows = build_documents()
    qa = build_questions()
    build_readme(rows, qa)
    print("documents: %d files in documents/ (including sidecars)" % len(os.listdir(DOCS)))
    print("questions: %d written to qa.jsonl" % len(qa))


if __name__ == "__main__":
    main()

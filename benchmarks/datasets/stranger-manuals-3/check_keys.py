#!/usr/bin/env python3
"""Verify the stranger-manuals-3 set.  Usage: python check_keys.py [DATASET_DIR]

Checks (exit status 1 on any failure):
  * qa.jsonl: unique ids, required fields, consistency with the generator's question list;
  * every answer key of an answerable question occurs (whitespace collapsed, case folded) on its gold
    page and on no other page of the same file (the revision selected by as_of, else the latest);
  * unanswerable questions: no answers/page, every recorded ABSENT string is absent from the selected
    file and every recorded PRESENT string (the near-miss item) is present;
  * bulletin filter questions: variant/serial inside (answerable) or outside (out-of-scope kinds) the
    sidecar applicability;
  * revision chains contiguous (effective_to of one = effective_from of the next, last open);
  * answer keys do not occur verbatim in the question text;
  * re-running generate.py into a temporary folder gives byte-identical files.
"""

import html
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

FAILS = []


def fail(msg):
    FAILS.append(msg)


def norm(s, strip=True):
    s = re.sub(r"\s+", " ", s.replace("\u00a0", " ")).casefold()
    return s.strip() if strip else s


# ---------------------------------------------------------------- readers
def read_pdf(path):
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(path)
    pages = []
    for i in range(len(doc)):
        tp = doc[i].get_textpage()
        pages.append(tp.get_text_range())
        tp.close()
    doc.close()
    return pages


def read_docx(path):
    import docx

    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    return ["\n".join(parts)]


def read_html(path):
    with open(path, encoding="utf-8") as f:
        s = f.read()
    s = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return [html.unescape(s)]


def read_text(path):
    with open(path, encoding="utf-8") as f:
        return [f.read()]


def read_pages(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        return read_pdf(path)
    if ext == ".docx":
        return read_docx(path)
    if ext in (".html", ".htm"):
        return read_html(path)
    return read_text(path)


# ---------------------------------------------------------------- corpus
def load_corpus(docdir):
    docs = {}  # key -> list of dict(file, meta, pages)
    for fn in sorted(os.listdir(docdir)):
        if fn.endswith(".meta.json"):
            continue
        path = os.path.join(docdir, fn)
        meta = None
        if os.path.exists(path + ".meta.json"):
            with open(path + ".meta.json", encoding="utf-8") as f:
                meta = json.load(f)
            for k in ("document", "version", "effective_from", "effective_to", "recorded_at", "applicability"):
                if k not in meta:
                    fail(f"{fn}.meta.json: missing field {k}")
        key = meta["document"] if meta else fn
        pages = [norm(p) for p in read_pages(path)]
        docs.setdefault(key, []).append({"file": fn, "meta": meta, "pages": pages})
    for fn in sorted(os.listdir(docdir)):
        if fn.endswith(".meta.json") and not os.path.exists(os.path.join(docdir, fn[: -len(".meta.json")])):
            fail("orphan sidecar " + fn)
    return docs


def check_chains(docs):
    for key, revs in docs.items():
        if len(revs) == 1:
            continue
        if any(r["meta"] is None for r in revs):
            fail(f"{key}: revision without sidecar")
            continue
        revs.sort(key=lambda r: r["meta"]["effective_from"])
        versions = [r["meta"]["version"] for r in revs]
        if len(set(versions)) != len(versions):
            fail(f"{key}: duplicate versions {versions}")
        for a, b in itertools.pairwise(revs):
            if a["meta"]["effective_to"] != b["meta"]["effective_from"]:
                fail(
                    "{}: chain gap {} (to {}) -> {} (from {})".format(
                        key, a["file"], a["meta"]["effective_to"], b["file"], b["meta"]["effective_from"]
                    )
                )
        for r in revs:
            m = r["meta"]
            if m["effective_to"] is not None and not m["effective_from"] < m["effective_to"]:
                fail("{}: effective_from >= effective_to".format(r["file"]))
            if not m["recorded_at"][:10] <= m["effective_from"]:
                fail("{}: recorded_at after effective_from".format(r["file"]))
        if revs[-1]["meta"]["effective_to"] is not None:
            fail(f"{key}: latest revision is not open-ended")


def select(docs, key, as_of):
    revs = docs.get(key)
    if not revs:
        return None
    if len(revs) == 1 and as_of is None:
        return revs[0]
    if as_of is None:
        open_ = [r for r in revs if r["meta"] and r["meta"]["effective_to"] is None]
        return open_[0] if len(open_) == 1 else None
    hits = [
        r
        for r in revs
        if r["meta"]
        and r["meta"]["effective_from"] <= as_of
        and (r["meta"]["effective_to"] is None or as_of < r["meta"]["effective_to"])
    ]
    return hits[0] if len(hits) == 1 else None


def in_ranges(serial, ranges):
    return any(lo <= serial <= hi for lo, hi in ranges)


# ---------------------------------------------------------------- main
def main():
    root = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else HERE
    docdir = os.path.join(root, "documents")
    docs = load_corpus(docdir)
    check_chains(docs)

    import generate  # question definitions incl. absent/present lists

    gen = {}
    for q in generate.QA:
        k = (q["question"], q["document"], q.get("as_of"), q.get("variant"), q.get("serial"))
        if k in gen:
            fail(f"duplicate question definition: {k!r}")
        gen[k] = q

    with open(os.path.join(root, "qa.jsonl"), encoding="utf-8") as f:
        recs = [json.loads(line) for line in f if line.strip()]
    ids = [r.get("id") for r in recs]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    for i in ids:
        if not re.fullmatch(r"s3-\d{3}", str(i)):
            fail(f"bad id {i!r}")
    if len(recs) != len(gen):
        fail(f"qa.jsonl has {len(recs)} records, generator defines {len(gen)}")

    kinds = {}
    for r in recs:
        rid = r.get("id")
        for fld in ("question", "document", "page", "answers", "answerable", "kind"):
            if fld not in r:
                fail(f"{rid}: missing field {fld}")
        k = (r["question"], r["document"], r.get("as_of"), r.get("variant"), r.get("serial"))
        g = gen.get(k)
        if g is None:
            fail(f"{rid}: not in generator definitions")
            continue
        kinds[(r["kind"], r["answerable"])] = kinds.get((r["kind"], r["answerable"]), 0) + 1
        if r["document"] not in docs:
            fail("{}: unknown document {}".format(rid, r["document"]))
            continue
        if r.get("as_of") and len(docs[r["document"]]) < 2:
            fail(f"{rid}: as_of on a document without revisions")
        sel = select(docs, r["document"], r.get("as_of"))
        if sel is None:
            fail("{}: no revision of {} in force at {}".format(rid, r["document"], r.get("as_of")))
            continue
        pages = sel["pages"]
        qn = norm(r["question"])
        # bulletin filters
        app = (sel["meta"] or {}).get("applicability", {})
        if "serial" in r or "variant" in r:
            if "serials" not in app:
                fail(f"{rid}: serial/variant filter on a document without serial applicability")
            else:
                if r.get("product") != app.get("product"):
                    fail(
                        "{}: product {!r} does not match applicability {!r}".format(
                            rid, r.get("product"), app.get("product")
                        )
                    )
                v_in = r.get("variant") in app["variants"]
                s_in = in_ranges(r.get("serial", -1), app["serials"])
                if r["answerable"] and not (v_in and s_in):
                    fail(f"{rid}: answerable bulletin question outside applicability")
                if r["kind"] == "unans_bulletin_variant" and v_in:
                    fail(f"{rid}: variant is inside applicability")
                if r["kind"] == "unans_bulletin_serial" and (not v_in or s_in):
                    fail(f"{rid}: serial-out-of-scope question is not (variant in, serial out)")
                if r["kind"] == "unans_attribute_missing" and not (v_in and s_in):
                    fail(f"{rid}: attribute-missing bulletin question should be in scope")
        if r["answerable"]:
            p = r["page"]
            if not isinstance(p, int) or not 1 <= p <= len(pages):
                fail(f"{rid}: page {p!r} out of range (1..{len(pages)})")
                continue
            if not r["answers"]:
                fail(f"{rid}: answerable without answers")
            for key in r["answers"]:
                kn = norm(key)
                if kn not in pages[p - 1]:
                    fail(f"{rid}: key {key!r} not on {sel['file']} page {p}")
                others = [i + 1 for i, t in enumerate(pages) if i != p - 1 and kn in t]
                if others:
                    fail("{}: key {!r} also on {} page(s) {}".format(rid, key, sel["file"], others))
                if kn in qn:
                    fail(f"{rid}: key {key!r} appears in the question")
        else:
            if r["answers"] or r["page"] is not None:
                fail(f"{rid}: unanswerable with answers/page")
            absent = g.get("absent") or []
            if not absent:
                fail(f"{rid}: unanswerable without absent strings")
            full = " || ".join(pages)
            for s in absent:
                if norm(s, strip=False) in full:
                    fail("{}: near-miss string {!r} IS present in {}".format(rid, s, sel["file"]))
            for s in g.get("present") or []:
                if norm(s, strip=False) not in full:
                    fail("{}: near-miss item {!r} not present in {}".format(rid, s, sel["file"]))
            if not r["kind"].startswith("unans_"):
                fail(f"{rid}: unanswerable kind should start with unans_")

    # determinism
    with tempfile.TemporaryDirectory() as tmp:
        res = subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), tmp], capture_output=True, text=True)
        if res.returncode != 0:
            fail("re-run of generate.py failed: " + res.stderr[-2000:])
        else:
            a = sorted(os.listdir(docdir))
            b = sorted(os.listdir(os.path.join(tmp, "documents")))
            if a != b:
                fail("re-run produced a different file list")
            for fn in sorted(set(a) & set(b)):
                with open(os.path.join(docdir, fn), "rb") as f1, open(os.path.join(tmp, "documents", fn), "rb") as f2:
                    if f1.read() != f2.read():
                        fail(f"re-run: {fn} not byte-identical")
            with open(os.path.join(root, "qa.jsonl"), "rb") as f1, open(os.path.join(tmp, "qa.jsonl"), "rb") as f2:
                if f1.read() != f2.read():
                    fail("re-run: qa.jsonl not byte-identical")

    # summary
    nfiles = sum(len(v) for v in docs.values())
    npages = sum(len(r["pages"]) for v in docs.values() for r in v)
    nans = sum(1 for r in recs if r.get("answerable"))
    print(f"documents: {len(docs)} keys, {nfiles} files, {npages} pages")
    print(f"questions: {len(recs)} (answerable {nans}, unanswerable {len(recs) - nans})")
    for (k, _a), n in sorted(kinds.items(), key=lambda x: (not x[0][1], x[0][0])):
        print(f"  {k:<28} {n:3d}")
    if FAILS:
        print(f"\nFAILED ({len(FAILS)}):")
        for m in FAILS:
            print("  - " + m)
        return 1
    print("\nALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())

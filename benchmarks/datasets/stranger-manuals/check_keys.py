#!/usr/bin/env python3
"""Check the stranger-manuals set against the generated files.

Reads documents/ back (PDF pages through pypdfium2; Markdown, HTML and text as one page each) and checks:
  * ids unique, fields well formed, kinds and counts;
  * every answerable key is on its gold page (whitespace collapsed, case folded) of the revision the question's
    as_of selects (latest revision when no as_of), and on no other page of that file;
  * the question's product/variant/serial filters admit the gold document; effectivity near misses are excluded
    by them;
  * every near-miss string listed for an unanswerable question (a code, a model, a word that would carry the
    answer) is absent from every file of its document;
  * revision chains are contiguous, and a second run of generate.py gives byte-identical files.
Exits non-zero on any failure.

Usage: python check_keys.py [DATASET_DIR]
"""

from __future__ import annotations

import collections
import hashlib
import html.parser
import itertools
import json
import os
import subprocess
import sys
import tempfile

import pypdfium2 as pdfium

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402  (for the near-miss strings listed with each unanswerable question)


def norm(s: str) -> str:
    return " ".join(s.split()).casefold()


class _Text(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style", "title"):
            self.skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style", "title"):
            self.skip -= 1
        self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def read_pages(path: str) -> list[str]:
    if path.endswith(".pdf"):
        doc = pdfium.PdfDocument(path)
        out = []
        for i in range(len(doc)):
            tp = doc[i].get_textpage()
            out.append(tp.get_text_range())
        doc.close()
        return out
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if path.endswith(".html"):
        p = _Text()
        p.feed(raw)
        return ["".join(p.parts)]
    if path.endswith(".md"):
        return [raw.replace("**", "")]
    return [raw]


def admits(meta: dict | None, q: dict) -> bool:
    if not meta or not meta.get("applicability"):
        return True
    app = meta["applicability"]
    prod = app.get("product")
    if "product" in q and prod and q["product"] != prod:
        return False
    if "variant" in q and app.get("variants"):
        v = q["variant"]
        if v not in app["variants"] and f"{prod}{v}" not in app["variants"] and f"{prod}-{v}" not in app["variants"]:
            return False
    return not ("serial" in q and app.get("serials") and not any(lo <= q["serial"] <= hi for lo, hi in app["serials"]))


def main(root: str) -> int:
    failures: list[str] = []
    docs_dir = os.path.join(root, "documents")
    # ---- load documents ----
    docs: dict[str, list[dict]] = collections.defaultdict(list)
    n_pages = 0
    for name in sorted(os.listdir(docs_dir)):
        if name.endswith(".meta.json"):
            continue
        path = os.path.join(docs_dir, name)
        meta = None
        if os.path.exists(path + ".meta.json"):
            with open(path + ".meta.json", encoding="utf-8") as f:
                meta = json.load(f)
        pages = read_pages(path)
        n_pages += len(pages)
        key = meta["document"] if meta else name
        docs[key].append({"file": name, "meta": meta, "pages": [norm(p) for p in pages]})
    for key, revs in docs.items():
        revs.sort(key=lambda r: (r["meta"] or {}).get("effective_from") or "")
        if len(revs) > 1:
            for a, b in itertools.pairwise(revs):
                if a["meta"]["effective_to"] != b["meta"]["effective_from"]:
                    failures.append(f"{key}: {a['file']} effective_to != {b['file']} effective_from")
            if revs[-1]["meta"]["effective_to"] is not None:
                failures.append(f"{key}: latest revision has an effective_to")
            if len({r["meta"]["version"] for r in revs}) != len(revs):
                failures.append(f"{key}: duplicate version labels")

    # ---- questions ----
    with open(os.path.join(root, "qa.jsonl"), encoding="utf-8") as f:
        qs = [json.loads(line) for line in f if line.strip()]
    src = {f"st-{i:03d}": q for i, q in enumerate(generate.QUESTIONS, start=1)}
    ids = [q["id"] for q in qs]
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    if dup:
        failures.append(f"duplicate ids: {dup}")
    allowed = {
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
    }
    keys_checked = absent_checked = 0
    for q in qs:
        qid = q["id"]
        extra = set(q) - allowed
        if extra:
            failures.append(f"{qid}: unexpected fields {extra}")
        if q["document"] not in docs:
            failures.append(f"{qid}: unknown document {q['document']}")
            continue
        revs = docs[q["document"]]
        if "as_of" in q:
            sel = [
                r
                for r in revs
                if r["meta"] is None
                or (
                    (r["meta"].get("effective_from") or "") <= q["as_of"]
                    and (r["meta"].get("effective_to") is None or q["as_of"] < r["meta"]["effective_to"])
                )
            ]
        else:
            sel = [revs[-1]]
        if not sel and not q["answerable"] and q["kind"] == "unanswerable_dated":
            sel = [revs[0]]  # asked before the document (or its first revision) came into force
        elif len(sel) != 1:
            failures.append(f"{qid}: as_of selects {len(sel)} revisions")
            continue
        rev = sel[0]
        page = q["page"]
        if not (isinstance(page, int) and 1 <= page <= len(rev["pages"])):
            failures.append(f"{qid}: page {page} out of range for {rev['file']}")
            continue
        if q["answerable"]:
            if not q["answers"]:
                failures.append(f"{qid}: answerable without answers")
            if not admits(rev["meta"], q):
                failures.append(f"{qid}: filters exclude the gold document {rev['file']}")
            for k in q["answers"]:
                nk = norm(k)
                keys_checked += 1
                if len(k.split()) > 12:
                    failures.append(f"{qid}: key too long: {k!r}")
                if rev["pages"][page - 1].count(nk) > 1:
                    failures.append(f"{qid}: key {k!r} occurs more than once on {rev['file']} p.{page}")
                if nk not in rev["pages"][page - 1]:
                    failures.append(f"{qid}: key {k!r} not on {rev['file']} p.{page}")
                others = [i + 1 for i, p in enumerate(rev["pages"]) if nk in p and i + 1 != page]
                if others:
                    failures.append(f"{qid}: key {k!r} also on {rev['file']} pages {others}")
        else:
            if q["answers"]:
                failures.append(f"{qid}: unanswerable with answers")
            s = src.get(qid)
            if s is None or s["question"] != q["question"]:
                failures.append(f"{qid}: does not match generate.QUESTIONS")
                continue
            for term in s.get("absent", []):
                absent_checked += 1
                # keep a leading/trailing space of the term (" kg" must not match "0.86kg"-less words)
                nt = (" " if term[:1].isspace() else "") + norm(term) + (" " if term[-1:].isspace() else "")
                for r in revs:
                    for i, p in enumerate(r["pages"], start=1):
                        if nt in f" {p} ":
                            failures.append(f"{qid}: near-miss string {term!r} present in {r['file']} p.{i}")
            if q["kind"] == "unanswerable_effectivity":
                gold_meta = rev["meta"]
                if gold_meta is not None and admits(gold_meta, q):
                    failures.append(f"{qid}: effectivity near miss but filters admit {rev['file']}")
            if q["kind"] == "unanswerable_dated":
                in_force = [r for r in revs if r["meta"] and r["meta"]["effective_from"] <= q["as_of"]]
                if len(revs) < 2 and in_force:
                    failures.append(f"{qid}: dated near miss but the document is in force on {q['as_of']}")

    # ---- determinism ----
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), tmp], check=True, stdout=subprocess.DEVNULL)
        for rel in ["qa.jsonl"] + [os.path.join("documents", n) for n in sorted(os.listdir(docs_dir))]:
            with open(os.path.join(root, rel), "rb") as fh:
                a = hashlib.sha256(fh.read()).hexdigest()
            p = os.path.join(tmp, rel)
            b = None
            if os.path.exists(p):
                with open(p, "rb") as fh:
                    b = hashlib.sha256(fh.read()).hexdigest()
            if a != b:
                failures.append(f"not byte-identical on regeneration: {rel}")

    # ---- summary ----
    n_ans = sum(q["answerable"] for q in qs)
    kinds = collections.Counter((q["kind"], q["answerable"]) for q in qs)
    print(f"documents: {len(docs)} ({sum(len(v) for v in docs.values())} files, {n_pages} pages)")
    print(f"questions: {len(qs)}  answerable: {n_ans}  unanswerable: {len(qs) - n_ans}")
    for (k, a), c in sorted(kinds.items(), key=lambda x: (not x[0][1], x[0][0])):
        print(f"  {k:28s} {'answerable' if a else 'unanswerable':12s} {c}")
    print(
        f"with as_of: {sum('as_of' in q for q in qs)}  with variant: {sum('variant' in q for q in qs)}  "
        f"with serial: {sum('serial' in q for q in qs)}"
    )
    print(f"keys checked: {keys_checked}  near-miss strings checked absent: {absent_checked}")
    if failures:
        print(f"FAILURES ({len(failures)}):")
        for f_ in failures:
            print("  " + f_)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else HERE))

#!/usr/bin/env python3
# ruff: noqa: E402, E741, RUF012
"""Validate the s25 evaluation set: sidecars, revision dates, documents and qa.jsonl.

Text is extracted page by page: pdfplumber for PDF, python-docx paragraphs and table cells
for DOCX (one page), html.parser for HTML (one page), raw lines for .md/.txt (one page).
Every answer span must occur (case-insensitive, whitespace collapsed) inside a single
extracted line of the stated page of the revision in force.
Exits non-zero on any error.
Usage: /work/main/.venv/bin/python check_keys.py
"""

import json
import os
import re
import sys

sys.dont_write_bytecode = True
import itertools
from collections import Counter, defaultdict
from datetime import date
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")
sys.path.insert(0, os.path.join(HERE, "sources"))

EXPECTED_KINDS = {
    "table_value": 16,
    "spec_limit": 12,
    "revision_value": 10,
    "bulletin": 16,
    "explanation": 13,
    "code_meaning": 8,
    "code_remedy": 8,
    "procedure_step": 7,
    "footnote": 8,
    "interval": 8,
    "torque": 5,
    "part_number": 6,
    "contents": 3,
    "unans_unstated_attribute": 19,
    "unans_negated_premise": 10,
    "unans_model_outside": 7,
    "unans_nonexistent_code": 7,
    "unans_other_condition": 6,
    "unans_min_only_max": 6,
    "unans_unexplained_why": 6,
    "unans_swapped_number": 5,
    "unans_bulletin_out_of_range": 5,
    "unans_other_model": 3,
    "unans_bulletin_excluded_model": 2,
    "unans_before_first_revision": 2,
    "unans_code_later_revision": 2,
}
EXPECTED_PAGES = {
    "kfs-mm-0412_revA.pdf": 8,
    "kfs-mm-0412_revB.pdf": 8,
    "kfs-mm-0412_revC.pdf": 8,
    "bat-sm-fx-07_rev3.pdf": 8,
    "cvl-sm-ls-210_issue4.pdf": 8,
    "kfs-th-0090_issue2.pdf": 6,
    "bat-sb-fx-14.pdf": 2,
}
NO_SIDECAR_EXT = (".md", ".txt")
ALLOWED_FIELDS = {
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
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def pdate(s):
    return date.fromisoformat(s)


# ------------------------------------------------------------------ text extraction
class _HTMLLines(HTMLParser):
    BLOCK = {
        "p",
        "div",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "li",
        "tr",
        "br",
        "table",
        "ul",
        "ol",
        "title",
        "section",
        "dt",
        "dd",
        "body",
        "head",
        "html",
    }
    CELL = {"td", "th"}
    SKIP = {"script", "style"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.cur, self.skip = [], [], 0

    def _flush(self):
        text = "".join(self.cur)
        if text.strip():
            self.lines.append(text)
        self.cur = []

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        elif tag in self.BLOCK:
            self._flush()
        elif tag in self.CELL:
            self.cur.append(" ")

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skip -= 1
        elif tag in self.BLOCK:
            self._flush()
        elif tag in self.CELL:
            self.cur.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.cur.append(data)

    def close(self):
        super().close()
        self._flush()


def extract(path):
    """Return list of pages; each page is a list of raw lines."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        import pdfplumber

        pages = []
        with pdfplumber.open(path) as pdf:
            for pg in pdf.pages:
                pages.append((pg.extract_text() or "").split("\n"))
        return pages
    if ext == ".docx":
        import docx

        d = docx.Document(path)
        lines = []
        for sec in d.sections:
            for p in sec.header.paragraphs + sec.footer.paragraphs:
                lines.extend(p.text.split("\n"))
        for p in d.paragraphs:
            lines.extend(p.text.split("\n"))
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    for p in cell.paragraphs:
                        lines.extend(p.text.split("\n"))
        return [lines]
    if ext in (".html", ".htm"):
        parser = _HTMLLines()
        with open(path, encoding="utf-8") as f:
            parser.feed(f.read())
        parser.close()
        return [parser.lines]
    with open(path, encoding="utf-8") as f:
        return [f.read().split("\n")]


def pdf_layout_checks(fname, meta):
    import pdfplumber

    path = os.path.join(DOCS, fname)
    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        if EXPECTED_PAGES.get(fname) not in (None, n):
            err(f"{fname}: {n} pages, expected {EXPECTED_PAGES[fname]}")
        for i, pg in enumerate(pdf.pages, 1):
            if abs(pg.width - 595.28) > 1 or abs(pg.height - 841.89) > 1:
                err(f"{fname} p{i}: not A4 ({pg.width}x{pg.height})")
            fonts = {c["fontname"] for c in pg.chars}
            if not fonts or any("Helvetica" not in f for f in fonts):
                err(f"{fname} p{i}: unexpected fonts {fonts}")
            lines = (pg.extract_text() or "").split("\n")
            head = norm(lines[0]) if lines else ""
            if meta and f"doc. {meta['document'].lower()} | {meta['version'].lower()}" not in head:
                err(f"{fname} p{i}: header lacks document number/revision: {lines[0]!r}")
            if norm(lines[-1]) != f"page {i} of {n}":
                err(f"{fname} p{i}: footer is {lines[-1]!r}, expected 'Page {i} of {n}'")
        if pdf.metadata.get("CreationDate") is None:
            err(f"{fname}: no CreationDate")


# ------------------------------------------------------------------ sidecars
def load_sidecars():
    files = sorted(os.listdir(DOCS))
    docs = [f for f in files if not f.endswith(".meta.json")]
    metas = {}
    for f in files:
        if f.endswith(".meta.json"):
            target = f[: -len(".meta.json")]
            if target not in docs:
                err(f"sidecar {f} has no document")
            with open(os.path.join(DOCS, f), encoding="utf-8") as fh:
                metas[target] = json.load(fh)
    if len(docs) != 11:
        err(f"expected 11 documents, found {len(docs)}: {docs}")
    for d in docs:
        if d.endswith(NO_SIDECAR_EXT):
            if d in metas:
                err(f"{d} must not have a sidecar")
        elif d not in metas:
            err(f"{d} has no sidecar")
    for fname, m in metas.items():
        keys = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
        if set(m) != keys:
            err(f"{fname}.meta.json: keys {sorted(m)} != {sorted(keys)}")
            continue
        if not DATE_RE.match(m["effective_from"] or ""):
            err(f"{fname}: bad effective_from {m['effective_from']!r}")
        if m["effective_to"] is not None and not DATE_RE.match(m["effective_to"]):
            err(f"{fname}: bad effective_to {m['effective_to']!r}")
        if m["effective_to"] and pdate(m["effective_to"]) < pdate(m["effective_from"]):
            err(f"{fname}: effective_to before effective_from")
        if not re.match(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$", m["recorded_at"] or ""):
            err(f"{fname}: bad recorded_at {m['recorded_at']!r}")
        app = m["applicability"]
        is_bulletin = "-SB-" in m["document"]
        exp_app = {"product", "variants"} | ({"serials"} if is_bulletin else set())
        if set(app) != exp_app:
            err(f"{fname}: applicability keys {sorted(app)} != {sorted(exp_app)}")
        if not isinstance(app.get("product"), str) or not app.get("product"):
            err(f"{fname}: product missing")
        if not isinstance(app.get("variants"), list) or not app["variants"]:
            err(f"{fname}: variants missing")
        if is_bulletin:
            ser = app.get("serials")
            if not isinstance(ser, list) or not ser:
                err(f"{fname}: bulletin without serial ranges")
            else:
                for r in ser:
                    if not (
                        isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and r[0] <= r[1]
                    ):
                        err(f"{fname}: bad serial range {r}")
                srt = sorted(ser)
                for a, b in itertools.pairwise(srt):
                    if b[0] <= a[1]:
                        err(f"{fname}: overlapping serial ranges {a} {b}")
    # revisions of one key must not overlap
    by_key = defaultdict(list)
    for fname, m in metas.items():
        by_key[m["document"]].append((fname, m))
    for key, revs in by_key.items():
        revs.sort(key=lambda fm: fm[1]["effective_from"])
        for (fa, a), (fb, b) in itertools.pairwise(revs):
            if a["effective_to"] is None:
                err(f"{key}: {fa} open-ended but followed by {fb}")
            elif pdate(a["effective_to"]) >= pdate(b["effective_from"]):
                err(f"{key}: {fa} overlaps {fb}")
            elif (pdate(b["effective_from"]) - pdate(a["effective_to"])).days != 1:
                warnings.append(f"{key}: gap between {fa} and {fb}")
        if len({m["version"] for _, m in revs}) != len(revs):
            err(f"{key}: duplicate versions")
        if len({json.dumps(m["applicability"], sort_keys=True) for _, m in revs}) != 1:
            err(f"{key}: applicability differs between revisions")
    return docs, metas, by_key


# ------------------------------------------------------------------ main
def main():
    docs, metas, by_key = load_sidecars()

    texts = {}  # fname -> pages -> lines
    for d in docs:
        texts[d] = extract(os.path.join(DOCS, d))
        if d.endswith(".pdf"):
            pdf_layout_checks(d, metas.get(d))
    normpages = {d: [[norm(l) for l in page] for page in pages] for d, pages in texts.items()}
    fulltext = {d: "\n".join(l for page in pages for l in page) for d, pages in texts.items()}

    # same page layout in every revision: first body line of every page identical
    for key, revs in by_key.items():
        if len(revs) > 1:
            firsts = {f: [p[2] if len(p) > 2 else "" for p in normpages[f]] for f, _ in revs}
            if len({len(v) for v in firsts.values()}) != 1 or len({tuple(v) for v in firsts.values()}) != 1:
                err(f"{key}: page layout differs between revisions: {firsts}")

    # bulletin serials printed in the text
    for fname, m in metas.items():
        for lo, hi in m["applicability"].get("serials", []):
            printed = {re.sub(r"\D", "", t) for t in re.findall(r"\b[A-Z]{2}\d{7}\b", fulltext[fname])}
            for v in (lo, hi):
                if str(v) not in printed:
                    err(f"{fname}: serial bound {v} not printed in the bulletin")

    def resolve(q):
        doc = q["document"]
        if doc in by_key:
            revs = by_key[doc]
            if q.get("as_of"):
                d = pdate(q["as_of"])
                for f, m in revs:
                    to = pdate(m["effective_to"]) if m["effective_to"] else date.max
                    if pdate(m["effective_from"]) <= d <= to:
                        return f, m
                return None, None
            cur = [(f, m) for f, m in revs if m["effective_to"] is None]
            return cur[0] if cur else (None, None)
        if doc in texts and doc.endswith(NO_SIDECAR_EXT):
            return doc, None
        err(f"unknown document {doc!r}")
        return None, None

    def on_page(fname, page, span):
        ns = norm(span)
        return any(ns in line for line in normpages[fname][page - 1])

    def doc_files(doc):
        return [f for f, _ in by_key[doc]] if doc in by_key else [doc]

    # ---------------------------------------------------------- qa.jsonl
    qpath = os.path.join(HERE, "qa.jsonl")
    with open(qpath, encoding="utf-8") as f:
        qs = [json.loads(line) for line in f if line.strip()]
    hints = {}
    try:
        import questions as qsrc

        hints = {q["question"]: q for q in qsrc.QUESTIONS}
    except Exception as e:  # pragma: no cover
        err(f"cannot import sources/questions.py: {e}")

    if len(qs) != 200:
        err(f"expected 200 questions, found {len(qs)}")
    for i, q in enumerate(qs, 1):
        if q.get("id") != f"s25-{i:03d}":
            err(f"line {i}: id {q.get('id')} out of sequence")
    texts_seen = Counter(q["question"] for q in qs)
    for t, c in texts_seen.items():
        if c > 1:
            err(f"duplicate question text: {t!r}")

    kinds = Counter(q["kind"] for q in qs)
    n_ans = sum(q["answerable"] for q in qs)
    if n_ans != 120 or len(qs) - n_ans != 80:
        err(f"answerable/unanswerable = {n_ans}/{len(qs) - n_ans}, expected 120/80")
    for k, v in EXPECTED_KINDS.items():
        if kinds.get(k, 0) != v:
            err(f"kind {k}: {kinds.get(k, 0)} questions, expected {v}")
    for k in kinds:
        if k not in EXPECTED_KINDS:
            err(f"unknown kind {k}")

    rev_days = set()
    for q in qs:
        qid = q.get("id")
        extra = set(q) - ALLOWED_FIELDS
        if extra:
            err(f"{qid}: unexpected fields {extra}")
        for fld in ("id", "question", "document", "page", "answers", "answerable", "kind"):
            if fld not in q:
                err(f"{qid}: missing field {fld}")
        if "as_of" in q and not DATE_RE.match(str(q["as_of"])):
            err(f"{qid}: bad as_of {q['as_of']!r}")
        if "serial" in q and not isinstance(q["serial"], int):
            err(f"{qid}: serial must be int")
        if q["kind"].startswith("unans_") == q["answerable"]:
            err(f"{qid}: kind {q['kind']} inconsistent with answerable={q['answerable']}")
        fname, meta = resolve(q)
        h = hints.get(q["question"], {})

        # product / variant / serial consistency
        app = (meta or {}).get("applicability") if meta else None
        if app is None and q["document"] in by_key:
            app = by_key[q["document"]][0][1]["applicability"]
        if "product" in q and app and q["product"] != app["product"]:
            err(f"{qid}: product {q['product']!r} != {app['product']!r}")

        if q["answerable"]:
            if fname is None:
                err(f"{qid}: no revision of {q['document']} in force on {q.get('as_of')}")
                continue
            if not isinstance(q["page"], int) or not 1 <= q["page"] <= len(texts[fname]):
                err(f"{qid}: bad page {q['page']} for {fname}")
                continue
            ans = q["answers"]
            if not (
                isinstance(ans, list) and 1 <= len(ans) <= 3 and all(isinstance(a, str) and a.strip() for a in ans)
            ):
                err(f"{qid}: answers must be 1-3 non-empty strings")
                continue
            for a in ans:
                if not on_page(fname, q["page"], a):
                    err(f"{qid}: span {a!r} not on one line of {fname} p{q['page']}")
            if app and "variant" in q and q["variant"] not in app["variants"]:
                err(f"{qid}: variant {q['variant']} not in {app['variants']}")
            if q["document"] in by_key and len(by_key[q["document"]]) > 1:
                if q["kind"] == "revision_value":
                    if not q.get("as_of"):
                        err(f"{qid}: revision_value without as_of")
                    others = [f for f, _ in by_key[q["document"]] if f != fname]
                    if not any(all(not on_page(o, q["page"], a) for a in ans) for o in others):
                        err(f"{qid}: revision_value answer is the same in every revision")
                    for f, m in by_key[q["document"]]:
                        if q.get("as_of") in (m["effective_from"], m["effective_to"]):
                            rev_days.add((q["as_of"], f))
                elif not q.get("as_of"):
                    for f, _ in by_key[q["document"]]:
                        for a in ans:
                            if not on_page(f, q["page"], a):
                                err(f"{qid}: no as_of but span {a!r} missing from {f} p{q['page']}")
            if q["kind"] == "bulletin":
                if not app or "serials" not in app:
                    err(f"{qid}: bulletin question on a non-bulletin document")
                else:
                    if q.get("variant") not in app["variants"]:
                        err(f"{qid}: bulletin variant {q.get('variant')} not applicable")
                    s = q.get("serial")
                    if not any(lo <= s <= hi for lo, hi in app["serials"]):
                        err(f"{qid}: bulletin serial {s} outside {app['serials']}")
                    if q.get("product") != app["product"]:
                        err(f"{qid}: bulletin question needs product")
        else:
            if q["page"] is not None or q["answers"] != []:
                err(f"{qid}: unanswerable must have page null and answers []")
            k = q["kind"]
            if k == "unans_before_first_revision":
                first = min(pdate(m["effective_from"]) for _, m in by_key[q["document"]])
                if not q.get("as_of") or pdate(q["as_of"]) >= first:
                    err(f"{qid}: as_of {q.get('as_of')} not before first revision ({first})")
                continue
            if fname is None:
                err(f"{qid}: no document in force for {q['document']} on {q.get('as_of')}")
                continue
            if k == "unans_code_later_revision":
                codes = re.findall(r"\b[A-Z]\d{2}\b", q["question"])
                if len(codes) != 1:
                    err(f"{qid}: cannot find one code in question")
                else:
                    c = codes[0]
                    if re.search(rf"\b{c}\b", fulltext[fname]):
                        err(f"{qid}: code {c} already in {fname}")
                    later = [f for f, m in by_key[q["document"]] if pdate(m["effective_from"]) > pdate(q["as_of"])]
                    if not any(re.search(rf"\b{c}\b", fulltext[f]) for f in later):
                        err(f"{qid}: code {c} not in any later revision")
            if k in ("unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
                if not app or "serials" not in app:
                    err(f"{qid}: {k} on a non-bulletin document")
                else:
                    s = q.get("serial")
                    if not isinstance(s, int) or q.get("product") != app["product"] or "variant" not in q:
                        err(f"{qid}: {k} needs product, variant and serial")
                    elif k == "unans_bulletin_out_of_range":
                        if q["variant"] not in app["variants"]:
                            err(f"{qid}: variant should be applicable for out-of-range test")
                        if any(lo <= s <= hi for lo, hi in app["serials"]):
                            err(f"{qid}: serial {s} is inside {app['serials']}")
                        dist = min(min(abs(s - lo), abs(s - hi)) for lo, hi in app["serials"])
                        if dist > 10:
                            err(f"{qid}: serial {s} not just outside a range (distance {dist})")
                    else:
                        if q["variant"] in app["variants"]:
                            err(f"{qid}: variant {q['variant']} is not excluded")
                        if not re.search(rf"\b{re.escape(q['variant'])}\b", fulltext[fname]):
                            err(f"{qid}: excluded model {q['variant']} not named in the bulletin")
            if k == "unans_other_model" and app and q.get("variant") not in app["variants"]:
                err(f"{qid}: other_model variant must be a model the document covers")
            # hints from the question source
            files = doc_files(q["document"]) if k != "unans_code_later_revision" else [fname]
            for pat in h.get("absent", []):
                rx = re.compile(rf"(?<!\w){pat}(?!\w)", re.I)
                for f in files:
                    if rx.search(fulltext[f]):
                        err(f"{qid}: pattern {pat!r} unexpectedly present in {f}")
            for s in h.get("present", []):
                if norm(s) not in norm(fulltext[fname]):
                    err(f"{qid}: expected text {s!r} not found in {fname}")
            if k in ("unans_nonexistent_code", "unans_model_outside", "unans_swapped_number") and not h.get("absent"):
                err(f"{qid}: {k} needs an absent pattern")

        # wording check: question should not copy long runs of words from the document
        words_q = re.findall(r"[a-z0-9]+", q["question"].lower())
        if fname:
            words_d = " " + " ".join(re.findall(r"[a-z0-9]+", fulltext[fname].lower())) + " "
            longest = 0
            for i in range(len(words_q)):
                for j in range(i + longest + 1, len(words_q) + 1):
                    if " " + " ".join(words_q[i:j]) + " " in words_d:
                        longest = j - i
                    else:
                        break
            if longest >= 6:
                err(f"{qid}: question copies a run of {longest} words from {fname}")
            elif longest == 5:
                warnings.append(f"{qid}: question shares a run of 5 words with {fname}")

    # revision_value coverage of first/last days
    firsts = {(m["effective_from"], f) for key in by_key for f, m in by_key[key]}
    lasts = {(m["effective_to"], f) for key in by_key for f, m in by_key[key] if m["effective_to"]}
    if not rev_days & firsts or not rev_days & lasts:
        err("revision_value questions must include first and last days of revisions")

    # ---------------------------------------------------------- report
    print(f"documents: {len(docs)} ({len(metas)} with sidecar)")
    print(f"questions: {len(qs)} (answerable {n_ans}, unanswerable {len(qs) - n_ans})")
    print("kinds:")
    for k in EXPECTED_KINDS:
        print(f"  {k:32s} {kinds.get(k, 0):3d}")
    per_doc = Counter((q["document"], q["answerable"]) for q in qs)
    print("per document (answerable / unanswerable):")
    for d in sorted({q["document"] for q in qs}):
        print(f"  {d:34s} {per_doc[(d, True)]:3d} / {per_doc[(d, False)]:3d}")
    print(f"revision_value boundary days used: {sorted(d for d, _ in rev_days)}")
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAILED with {len(errors)} error(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# ruff: noqa: E402, E741, UP031, RUF012
"""Validate the s17 evaluation set. Exits non-zero on any error.

Checks: sidecars (schema, dates, non-overlapping revisions), PDF layout (A4, Helvetica, running header,
"Page n of N" footer), qa.jsonl structure and kind counts, that every answer span occurs on one extracted line
of the stated page of the revision in force, bulletin serial/model logic, revision logic, code logic and the
per-question probes kept in sources/questions.py.

Usage: /work/main/.venv/bin/python check_keys.py [--dump FILE]
"""

import sys

sys.dont_write_bytecode = True
import collections
import datetime as dt
import glob
import itertools
import json
import os
import re
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
DOC_DIR = os.path.join(HERE, "documents")
sys.path.insert(0, os.path.join(HERE, "sources"))

ERRORS = []
WARNINGS = []


def err(msg):
    ERRORS.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------ extraction
class _HTMLText(HTMLParser):
    BLOCK = {
        "p",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "tr",
        "title",
        "div",
        "header",
        "footer",
        "section",
        "table",
        "thead",
        "tbody",
        "ul",
        "ol",
        "br",
        "body",
        "html",
        "head",
    }

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines = [""]
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        if tag in self.BLOCK:
            self.lines.append("")
        elif tag in ("td", "th", "sup"):
            self.lines[-1] += " "

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
        if tag in self.BLOCK:
            self.lines.append("")

    def handle_data(self, data):
        if not self.skip:
            self.lines[-1] += data.replace("\n", " ")


def extract_pages(path):
    """Return list of pages; each page is a list of text lines."""
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        import pdfplumber

        with pdfplumber.open(path) as pdf:
            return [(p.extract_text() or "").split("\n") for p in pdf.pages]
    if ext == "docx":
        import docx

        d = docx.Document(path)
        lines = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    lines.extend(c.text.split("\n"))
        return [lines]
    if ext in ("html", "htm"):
        p = _HTMLText()
        with open(path, encoding="utf-8") as f:
            p.feed(f.read())
        return [[ln for ln in p.lines if ln.strip()]]
    with open(path, encoding="utf-8") as f:
        return [f.read().split("\n")]


_CACHE = {}


def pages_of(path):
    if path not in _CACHE:
        _CACHE[path] = extract_pages(path)
    return _CACHE[path]


def parse_date(s, what):
    try:
        return dt.date.fromisoformat(s)
    except Exception:
        err(f"{what}: bad date {s!r}")
        return None


# ------------------------------------------------------------------ sidecars
def load_documents():
    files = sorted(f for f in os.listdir(DOC_DIR) if not f.endswith(".meta.json"))
    docs = []  # (file, meta or None)
    for f in files:
        side = os.path.join(DOC_DIR, f + ".meta.json")
        ext = f.rsplit(".", 1)[-1]
        if ext in ("md", "txt"):
            if os.path.exists(side):
                err(f"{f} must not have a sidecar")
            docs.append((f, None))
            continue
        if not os.path.exists(side):
            err(f"{f} has no sidecar")
            docs.append((f, None))
            continue
        with open(side, encoding="utf-8") as fh:
            meta = json.load(fh)
        docs.append((f, meta))
    for side in glob.glob(os.path.join(DOC_DIR, "*.meta.json")):
        if not os.path.exists(side[: -len(".meta.json")]):
            err(f"orphan sidecar {os.path.basename(side)}")
    if len(docs) != 11:
        err("expected 11 documents, found %d" % len(docs))
    return docs


def check_sidecars(docs):
    bykey = collections.defaultdict(list)
    required = ["document", "version", "effective_from", "effective_to", "recorded_at", "applicability"]
    for f, m in docs:
        if m is None:
            continue
        for k in required:
            if k not in m:
                err(f"{f}: sidecar lacks {k}")
        extra = set(m) - set(required)
        if extra:
            err(f"{f}: unexpected sidecar keys {sorted(extra)}")
        ef = parse_date(m.get("effective_from", ""), f)
        et = m.get("effective_to")
        if et is not None:
            et = parse_date(et, f)
            if ef and et and et < ef:
                err(f"{f}: effective_to before effective_from")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", m.get("recorded_at", "")):
            err("{}: bad recorded_at {!r}".format(f, m.get("recorded_at")))
        ap = m.get("applicability", {})
        if not isinstance(ap.get("product"), str) or not ap.get("product"):
            err(f"{f}: applicability.product missing")
        if not (
            isinstance(ap.get("variants"), list) and ap["variants"] and all(isinstance(v, str) for v in ap["variants"])
        ):
            err(f"{f}: applicability.variants must be a non-empty list of strings")
        if set(ap) - {"product", "variants", "serials"}:
            err(f"{f}: unexpected applicability keys")
        is_bulletin = "-SB-" in m.get("document", "")
        if "serials" in ap:
            if not is_bulletin:
                err(f"{f}: serials only allowed on bulletins")
            for r in ap["serials"]:
                if not (isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and r[0] <= r[1]):
                    err(f"{f}: bad serial range {r!r}")
        elif is_bulletin:
            err(f"{f}: bulletin without serial ranges")
        bykey[m.get("document")].append((ef, et, f, m))
    for key, revs in bykey.items():
        revs.sort(key=lambda r: r[0] or dt.date.min)
        for a, b in itertools.pairwise(revs):
            if a[1] is None:
                err(f"{key}: {a[2]} open-ended but followed by {b[2]}")
            elif b[0] and a[1] >= b[0]:
                err(f"{key}: {a[2]} and {b[2]} overlap")
        if sum(1 for r in revs if r[1] is None) > 1:
            err(f"{key}: more than one open-ended revision")
    return bykey


def in_force(revs, as_of):
    """revs: list of (ef, et, file, meta). as_of: date or None (None -> latest)."""
    if as_of is None:
        return max(revs, key=lambda r: r[0])
    for r in revs:
        if r[0] <= as_of and (r[1] is None or as_of <= r[1]):
            return r
    return None


# ------------------------------------------------------------------ PDFs
def check_pdfs(docs):
    import pdfplumber

    for f, m in docs:
        if not f.endswith(".pdf"):
            continue
        path = os.path.join(DOC_DIR, f)
        with pdfplumber.open(path) as pdf:
            n = len(pdf.pages)
            fonts = set()
            for i, p in enumerate(pdf.pages, start=1):
                if abs(p.width - 595.28) > 1 or abs(p.height - 841.89) > 1:
                    err("%s p%d: not A4" % (f, i))
                fonts.update(c["fontname"] for c in p.chars)
                lines = (p.extract_text() or "").split("\n")
                if norm(lines[-1]) != norm("Page %d of %d" % (i, n)):
                    err("%s p%d: footer %r" % (f, i, lines[-1]))
                head = norm(" ".join(lines[:2]))
                if m and (norm(m["document"]) not in head or norm(m["version"]) not in head):
                    err("%s p%d: running header lacks document number / revision" % (f, i))
            if not fonts or not all(fn.startswith("Helvetica") for fn in fonts):
                err(f"{f}: non-Helvetica fonts {sorted(fonts)}")
        expect = {"BAS-TH-0902": 6, "PPS-SB-22-03": 2}.get(m["document"], 8)
        if n != expect:
            err("%s: %d pages, expected %d" % (f, n, expect))


# ------------------------------------------------------------------ questions
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
CODE_RE = re.compile(r"\b([EAF]\d{2})\b", re.I)
FIELDS = {
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


def doc_text(path):
    return norm(" ".join(" ".join(p) for p in pages_of(path)))


def check_questions(docs, bykey):
    path = os.path.join(HERE, "qa.jsonl")
    with open(path, encoding="utf-8") as f:
        recs = [json.loads(line) for line in f if line.strip()]
    if len(recs) != 200:
        err("qa.jsonl: %d records, expected 200" % len(recs))
    ids = [r.get("id") for r in recs]
    if ids != ["s17-%03d" % i for i in range(1, len(recs) + 1)]:
        err("qa.jsonl: ids are not s17-001.. in order")
    files = {f: m for f, m in docs}
    kinds = collections.Counter(r.get("kind") for r in recs)
    if dict(kinds) != EXPECTED_KINDS:
        for k in sorted(set(kinds) | set(EXPECTED_KINDS)):
            if kinds.get(k, 0) != EXPECTED_KINDS.get(k, 0):
                err("kind %s: %d, expected %d" % (k, kinds.get(k, 0), EXPECTED_KINDS.get(k, 0)))
    n_ans = sum(1 for r in recs if r.get("answerable") is True)
    if n_ans != 120:
        err("answerable: %d, expected 120" % n_ans)
    seen_q = set()

    try:
        import questions as qsrc

        probes = {q["question"]: q for q in qsrc.build()}
    except Exception as e:  # pragma: no cover
        err(f"cannot import sources/questions.py: {e}")
        probes = {}

    all_texts = {}
    for f, _m in docs:
        all_texts[f] = doc_text(os.path.join(DOC_DIR, f))

    for r in recs:
        qid = r.get("id")
        extra = set(r) - FIELDS
        if extra:
            err(f"{qid}: unexpected fields {sorted(extra)}")
        for k in ("question", "document", "answers", "answerable", "kind"):
            if k not in r:
                err(f"{qid}: missing {k}")
        if "page" not in r:
            err(f"{qid}: missing page")
        q = r.get("question", "")
        if norm(q) in seen_q:
            err(f"{qid}: duplicate question")
        seen_q.add(norm(q))
        kind = r.get("kind", "")
        ans = r.get("answerable")
        if ans != (not kind.startswith("unans_")):
            err(f"{qid}: answerable flag does not match kind {kind}")
        as_of = None
        if "as_of" in r:
            as_of = parse_date(r["as_of"], qid)
        if "serial" in r and not isinstance(r["serial"], int):
            err(f"{qid}: serial must be an int")

        # resolve the document
        key = r.get("document")
        if key in files and files[key] is None:
            revs = [(dt.date.min, None, key, None)]
        elif key in bykey:
            revs = bykey[key]
        else:
            err(f"{qid}: unknown document {key!r}")
            continue
        rev = in_force(revs, as_of)
        all_rev_text = " ".join(all_texts[x[2]] for x in revs)
        latest = in_force(revs, None)
        meta = latest[3]
        variants = meta["applicability"]["variants"] if meta else []
        serials = meta["applicability"].get("serials", []) if meta else []

        if ans:
            if rev is None:
                err(f"{qid}: no revision of {key} in force on {as_of}")
                continue
            page = r.get("page")
            answers = r.get("answers")
            if (
                not isinstance(answers, list)
                or not (1 <= len(answers) <= 3)
                or not all(isinstance(a, str) and a.strip() for a in answers)
            ):
                err(f"{qid}: answers must be 1-3 non-empty strings")
                continue
            pages = pages_of(os.path.join(DOC_DIR, rev[2]))
            if not isinstance(page, int) or not (1 <= page <= len(pages)):
                err(f"{qid}: bad page {page!r} for {rev[2]}")
                continue
            lines = [norm(x) for x in pages[page - 1]]
            for a in answers:
                if not any(norm(a) in ln for ln in lines):
                    where = [i + 1 for i, p in enumerate(pages) if norm(a) in norm(" ".join(p))]
                    err(
                        "%s: answer %r not on one line of %s page %d (found on pages %s)"
                        % (qid, a, rev[2], page, where)
                    )
            if kind == "revision_value":
                if as_of is None:
                    err(f"{qid}: revision_value needs as_of")
                else:
                    # the answer must differ in at least one other revision (otherwise not a revision question)
                    others = [x for x in revs if x is not rev]
                    if others and all(
                        all(
                            any(norm(a) in norm(l) for l in pages_of(os.path.join(DOC_DIR, o[2]))[page - 1])
                            for a in answers
                        )
                        for o in others
                    ):
                        err(f"{qid}: revision_value answer is the same in every revision")
            if kind == "bulletin":
                if r.get("variant") not in variants:
                    err("{}: variant {!r} not covered by bulletin".format(qid, r.get("variant")))
                s = r.get("serial")
                if not isinstance(s, int) or not any(lo <= s <= hi for lo, hi in serials):
                    err(f"{qid}: serial {s!r} not inside bulletin ranges")
        else:
            if r.get("page") is not None or r.get("answers") != []:
                err(f"{qid}: unanswerable must have page null and answers []")
            if kind == "unans_before_first_revision":
                first = min(x[0] for x in revs)
                if as_of is None or as_of >= first:
                    err(f"{qid}: as_of {as_of} is not before the first revision ({first})")
            if kind == "unans_bulletin_out_of_range":
                s = r.get("serial")
                if r.get("variant") not in variants:
                    err(f"{qid}: variant should be one the bulletin covers")
                if not isinstance(s, int) or any(lo <= s <= hi for lo, hi in serials):
                    err(f"{qid}: serial {s!r} is inside a bulletin range")
                elif min(min(abs(s - lo), abs(s - hi)) for lo, hi in serials) > 25:
                    err(f"{qid}: serial {s!r} is not just outside a range")
            if kind == "unans_bulletin_excluded_model":
                if r.get("variant") in variants:
                    err("{}: variant {!r} is covered by the bulletin".format(qid, r.get("variant")))
                if norm(r.get("variant", "")) not in all_texts[latest[2]]:
                    err(f"{qid}: excluded model is not named in the bulletin")
            if kind == "unans_model_outside" and (not r.get("variant") or r.get("variant") in variants):
                err("{}: variant {!r} must be outside the document's variants".format(qid, r.get("variant")))
            if kind in ("unans_nonexistent_code", "unans_code_later_revision"):
                codes = CODE_RE.findall(q)
                if len(codes) != 1:
                    err(f"{qid}: expected exactly one code in question, found {codes}")
                else:
                    c = norm(codes[0])
                    if kind == "unans_nonexistent_code":
                        if re.search(rf"\b{re.escape(c)}\b", all_rev_text):
                            err(f"{qid}: code {c} exists in {key}")
                    else:
                        if rev is None:
                            err(f"{qid}: no revision in force")
                        elif re.search(rf"\b{re.escape(c)}\b", all_texts[rev[2]]):
                            err(f"{qid}: code {c} exists in the revision in force")
                        if not re.search(rf"\b{re.escape(c)}\b", all_texts[latest[2]]):
                            err(f"{qid}: code {c} not in the latest revision")
            if kind == "unans_code_later_revision" and as_of is None:
                err(f"{qid}: needs as_of")

        # per-question probes from the source
        src = probes.get(q)
        if src is None:
            err(f"{qid}: question not found in sources/questions.py")
            continue
        text_in_force = all_texts[rev[2]] if rev else all_rev_text
        for s in src.get("_absent", []):
            if norm(s) in text_in_force:
                err(f"{qid}: probe {s!r} should be absent from {rev[2] if rev else key}")
        for s in src.get("_present", []):
            if norm(s) not in text_in_force:
                err(f"{qid}: probe {s!r} should be present in {rev[2] if rev else key}")
        for other, s in src.get("_present_in", []):
            if norm(s) not in all_texts.get(other, ""):
                err(f"{qid}: probe {s!r} should be present in {other}")

        # the question must not copy long runs of words from its document
        words = re.findall(r"[a-z0-9]+", q.lower())
        dwords = " " + " ".join(re.findall(r"[a-z0-9]+", all_rev_text)) + " "
        for i in range(len(words) - 6):
            run = " ".join(words[i : i + 7])
            if " " + run + " " in dwords:
                err(f"{qid}: question copies a 7-word run from the document: {run!r}")
                break
    return recs, kinds


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        for i, p in enumerate(pages_of(sys.argv[2]), start=1):
            print("=== page %d" % i)
            print("\n".join(p))
        return 0
    docs = load_documents()
    bykey = check_sidecars(docs)
    check_pdfs(docs)
    recs, kinds = check_questions(docs, bykey)
    # BAS-MM-1140: same page count in every revision, E21 only in Rev C
    revs = sorted(bykey.get("BAS-MM-1140", []), key=lambda r: r[0])
    if len(revs) != 3:
        err("BAS-MM-1140: expected 3 revisions")
    else:
        counts = {len(pages_of(os.path.join(DOC_DIR, r[2]))) for r in revs}
        if counts != {8}:
            err(f"BAS-MM-1140: revisions differ in page count {counts}")
        has = [bool(re.search(r"\be21\b", doc_text(os.path.join(DOC_DIR, r[2])))) for r in revs]
        if has != [False, False, True]:
            err(f"BAS-MM-1140: E21 should appear only in Rev C, got {has}")
    print(
        "documents: %d, sidecars: %d, questions: %d (answerable %d)"
        % (len(docs), sum(1 for _, m in docs if m), len(recs), sum(1 for r in recs if r.get("answerable")))
    )
    for k in sorted(kinds):
        print("  %-32s %3d" % (k, kinds[k]))
    for w in WARNINGS:
        print("WARNING:", w)
    for e in ERRORS:
        print("ERROR:", e)
    if ERRORS:
        print("FAILED with %d error(s)" % len(ERRORS))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

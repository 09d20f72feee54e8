#!/usr/bin/env python3
# ruff: noqa: E402, RUF012, UP031
"""Validate the s27 evaluation set.

Checks sidecars, revision dates, question fields and kind counts, and that every answer span occurs on
a single extracted line of the stated page of the revision in force (case-insensitive, whitespace
collapsed). Text extraction: pdfplumber page by page (PDF), python-docx paragraphs and table cells
(DOCX, one page), html.parser (HTML, one page), raw lines (.md/.txt, one page).

Usage:  python check_keys.py            # run all checks, exit 1 on any error
        python check_keys.py --dump F   # print the extracted lines of document file F
"""

import datetime
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__
import itertools
from collections import Counter, defaultdict
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
DOC_DIR = os.path.join(HERE, "documents")
DOC_EXT = (".pdf", ".docx", ".html", ".md", ".txt")

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
JUST_OUTSIDE = 5  # an out-of-range serial must lie within this distance of a range end
MAX_COPIED_WORDS = 5  # a question may share at most this many consecutive words with its document

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------ extraction


def pdf_pages(path):
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return [(p.extract_text() or "").split("\n") for p in pdf.pages]


def docx_pages(path):
    import docx

    d = docx.Document(path)
    lines = []
    for sec in d.sections:
        for p in sec.header.paragraphs:
            lines.append(p.text)
    for p in d.paragraphs:
        lines.append(p.text)
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                lines.extend(cell.text.split("\n"))
    return [lines]


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
        "header",
        "footer",
        "div",
        "ul",
        "ol",
        "table",
        "br",
        "section",
        "body",
        "head",
        "html",
    }

    def __init__(self):
        super().__init__()
        self.parts = []

    def handle_starttag(self, tag, attrs):
        if tag in self.BLOCK:
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in self.BLOCK:
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" ")

    def handle_data(self, data):
        self.parts.append(data.replace("\n", " "))


def html_pages(path):
    with open(path, encoding="utf-8") as f:
        p = _HTMLText()
        p.feed(f.read())
    return ["".join(p.parts).split("\n")]


def raw_pages(path):
    with open(path, encoding="utf-8") as f:
        return [f.read().split("\n")]


def extract(path):
    if path.endswith(".pdf"):
        return pdf_pages(path)
    if path.endswith(".docx"):
        return docx_pages(path)
    if path.endswith(".html"):
        return html_pages(path)
    return raw_pages(path)


# ------------------------------------------------------------------ sidecars

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
TS_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$")


def parse_date(s):
    return datetime.date.fromisoformat(s)


def load_documents():
    """Return {key: [rev dict sorted by effective_from]} and {filename: pages} for md/txt."""
    by_key = defaultdict(list)
    plain = {}
    files = sorted(f for f in os.listdir(DOC_DIR) if f.endswith(DOC_EXT))
    for f in files:
        path = os.path.join(DOC_DIR, f)
        side = path + ".meta.json"
        if f.endswith((".md", ".txt")):
            if os.path.exists(side):
                err(f"{f}: .md/.txt documents must not have a sidecar")
            plain[f] = {"file": f, "pages": extract(path)}
            continue
        if not os.path.exists(side):
            err(f"{f}: missing sidecar {os.path.basename(side)}")
            continue
        with open(side, encoding="utf-8") as fh:
            m = json.load(fh)
        want = ["document", "version", "effective_from", "effective_to", "recorded_at", "applicability"]
        if sorted(m) != sorted(want):
            err(f"{side}: sidecar fields {sorted(m)}, expected {sorted(want)}")
            continue
        if not isinstance(m["document"], str) or not m["document"]:
            err(f"{side}: bad document key")
        if not DATE_RE.match(m["effective_from"] or ""):
            err(f"{side}: bad effective_from")
        if m["effective_to"] is not None and not DATE_RE.match(m["effective_to"]):
            err(f"{side}: bad effective_to")
        if m["effective_to"] is not None and parse_date(m["effective_to"]) < parse_date(m["effective_from"]):
            err(f"{side}: effective_to before effective_from")
        if not TS_RE.match(m["recorded_at"] or ""):
            err(f"{side}: bad recorded_at")
        a = m["applicability"]
        if not isinstance(a, dict) or not isinstance(a.get("product"), str) or not a["product"]:
            err(f"{side}: applicability.product missing")
        if (
            not isinstance(a.get("variants"), list)
            or not a["variants"]
            or not all(isinstance(v, str) and v for v in a["variants"])
        ):
            err(f"{side}: applicability.variants must be a non-empty list of strings")
        extra = set(a) - {"product", "variants", "serials"}
        if extra:
            err(f"{side}: unexpected applicability fields {extra}")
        if "serials" in a:
            ok = (
                isinstance(a["serials"], list)
                and a["serials"]
                and all(
                    isinstance(r, list) and len(r) == 2 and all(type(x) is int for x in r) and r[0] <= r[1]
                    for r in a["serials"]
                )
            )
            if not ok:
                err(f"{side}: serials must be a list of [lo, hi] integer pairs")
        pages = extract(path)
        if path.endswith(".pdf"):
            check_pdf_furniture(f, pages, m)
        by_key[m["document"]].append({"file": f, "meta": m, "pages": pages})
    for key, revs in by_key.items():
        revs.sort(key=lambda r: r["meta"]["effective_from"])
        for a, b in itertools.pairwise(revs):
            if a["meta"]["effective_to"] is None:
                err("{}: {} has open end but a later revision exists".format(key, a["meta"]["version"]))
            elif parse_date(a["meta"]["effective_to"]) >= parse_date(b["meta"]["effective_from"]):
                err("{}: revisions {} and {} overlap".format(key, a["meta"]["version"], b["meta"]["version"]))
            elif parse_date(a["meta"]["effective_to"]) + datetime.timedelta(days=1) != parse_date(
                b["meta"]["effective_from"]
            ):
                err("{}: gap between {} and {}".format(key, a["meta"]["version"], b["meta"]["version"]))
        if len({r["meta"]["version"] for r in revs}) != len(revs):
            err(f"{key}: duplicate versions")
        if len(revs) > 1:
            n = {len(r["pages"]) for r in revs}
            if len(n) != 1:
                err(f"{key}: revisions have different page counts {n}")
            if len({json.dumps(r["meta"]["applicability"], sort_keys=True) for r in revs}) != 1:
                err(f"{key}: applicability differs between revisions")
    return by_key, plain


def check_pdf_furniture(f, pages, meta):
    n = len(pages)
    for i, lines in enumerate(pages, 1):
        text = norm(" ".join(lines))
        if ("page %d of %d" % (i, n)) not in text:
            err("%s p%d: footer 'Page %d of %d' not found" % (f, i, i, n))
        if norm(meta["version"]) not in norm(lines[0] if lines else ""):
            err("%s p%d: running header lacks version %s" % (f, i, meta["version"]))


# ------------------------------------------------------------------ questions


def in_force(revs, as_of):
    d = parse_date(as_of)
    for r in revs:
        lo = parse_date(r["meta"]["effective_from"])
        hi = r["meta"]["effective_to"]
        if d >= lo and (hi is None or d <= parse_date(hi)):
            return r
    return None


def span_on_line(span, lines):
    s = norm(span)
    return any(s in norm(line) for line in lines)


def doc_text(rev):
    return norm(" ".join(" ".join(p) for p in rev["pages"]))


def _words(s):
    return re.findall(r"[a-z0-9][a-z0-9\-.,%/]*", s.lower())


def longest_copied_run(question, revs):
    """Longest run of consecutive words of the question that also occurs in the document text."""
    text = " " + " ".join(_words(" ".join(" ".join(p) for r in revs for p in r["pages"]))) + " "
    w = _words(question)
    best = 0
    for i in range(len(w)):
        for j in range(i + best + 1, len(w) + 1):
            if (" " + " ".join(w[i:j]) + " ") in text:
                best = j - i
            else:
                break
    return best


def main():
    by_key, plain = load_documents()
    if len(by_key) + len(plain) == 0:
        err("no documents found")
    nfiles = sum(len(v) for v in by_key.values()) + len(plain)
    qa_path = os.path.join(HERE, "qa.jsonl")
    qs = []
    with open(qa_path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                qs.append(json.loads(line))
            except Exception as e:
                err("qa.jsonl line %d: %s" % (ln, e))
    sys.path.insert(0, HERE)
    from sources import questions as srcq

    private = {q["question"]: q for q in srcq.QUESTIONS}
    if len(private) != len(srcq.QUESTIONS):
        err("duplicate question texts in sources/questions.py")
    if len(qs) != 200:
        err("expected 200 questions, found %d" % len(qs))
    ids = [q.get("id") for q in qs]
    if ids != sorted(ids) or set(ids) != {"s27-%03d" % i for i in range(1, 201)}:
        err("ids must be s27-001..s27-200 in order")
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
    kinds = Counter()
    per_doc = Counter()
    for q in qs:
        qid = q.get("id", "?")
        extra = set(q) - allowed
        if extra:
            err(f"{qid}: unexpected fields {extra}")
        for k in ("question", "document", "page", "answers", "answerable", "kind"):
            if k not in q:
                err(f"{qid}: missing field {k}")
        if any(k not in q for k in ("question", "document", "page", "answers", "answerable", "kind")):
            continue
        kinds[q["kind"]] += 1
        per_doc[q["document"]] += 1
        if q["kind"] not in EXPECTED_KINDS:
            err("{}: unknown kind {}".format(qid, q["kind"]))
        if q["answerable"] != (not q["kind"].startswith("unans_")):
            err(f"{qid}: answerable flag does not match kind")
        p = private.get(q["question"])
        if p is None:
            err(f"{qid}: question not found in sources/questions.py")
            p = {}
        if "as_of" in q and not DATE_RE.match(str(q["as_of"])):
            err(f"{qid}: bad as_of")
        if "serial" in q and type(q["serial"]) is not int:
            err(f"{qid}: serial must be an int")
        # resolve document
        if q["document"] in plain:
            revs = [plain[q["document"]]]
            meta = None
        elif q["document"] in by_key:
            revs = by_key[q["document"]]
            meta = revs[0]["meta"]
        else:
            err("{}: unknown document {}".format(qid, q["document"]))
            continue
        run = longest_copied_run(q["question"], revs)
        if run > MAX_COPIED_WORDS:
            err("%s: question copies %d consecutive words from the document" % (qid, run))
        if meta and "product" in q and q["product"] != meta["applicability"]["product"]:
            err("{}: product {!r} does not match sidecar".format(qid, q["product"]))
        if "as_of" in q and meta:
            target = in_force(revs, q["as_of"])
        elif "as_of" in q:
            target = revs[0]
        else:
            target = revs[-1]
        # ---- answerable
        if q["answerable"]:
            if type(q["page"]) is not int or q["page"] < 1:
                err(f"{qid}: page must be a positive int")
                continue
            if (
                not isinstance(q["answers"], list)
                or not 1 <= len(q["answers"]) <= 3
                or not all(isinstance(a, str) and a.strip() for a in q["answers"])
            ):
                err(f"{qid}: answers must be 1-3 non-empty strings")
                continue
            if target is None:
                err("{}: no revision in force at {}".format(qid, q.get("as_of")))
                continue
            check_revs = [target] if ("as_of" in q or len(revs) == 1) else revs
            for r in check_revs:
                if q["page"] > len(r["pages"]):
                    err("%s: page %d beyond %s" % (qid, q["page"], r["file"]))
                    continue
                for a in q["answers"]:
                    if not span_on_line(a, r["pages"][q["page"] - 1]):
                        err("%s: span %r not on one line of %s page %d" % (qid, a, r["file"], q["page"]))
            if q["kind"] == "revision_value":
                if "as_of" not in q or len(revs) < 2:
                    err(f"{qid}: revision_value needs as_of on a multi-revision document")
                elif all(all(span_on_line(a, r["pages"][q["page"] - 1]) for a in q["answers"]) for r in revs):
                    err(f"{qid}: revision_value answer is the same in every revision")
            if q["kind"] == "bulletin":
                check_bulletin_inside(qid, q, meta)
        # ---- unanswerable
        else:
            if q["page"] is not None or q["answers"] != []:
                err(f"{qid}: unanswerable needs page null and answers []")
            check_unanswerable(qid, q, p, revs, target, meta, by_key, plain)
    for k, n in EXPECTED_KINDS.items():
        if kinds[k] != n:
            err("kind %s: %d questions, expected %d" % (k, kinds[k], n))
    na = sum(1 for q in qs if q.get("answerable"))
    if na != 120:
        err("expected 120 answerable questions, found %d" % na)
    qtexts = [norm(q.get("question", "")) for q in qs]
    if len(set(qtexts)) != len(qtexts):
        err("duplicate question texts in qa.jsonl")
    # report
    print("documents: %d files, %d keyed documents, %d plain files" % (nfiles, len(by_key), len(plain)))
    print("questions: %d (answerable %d, unanswerable %d)" % (len(qs), na, len(qs) - na))
    print("kinds:")
    for k in EXPECTED_KINDS:
        print("  %-32s %3d" % (k, kinds[k]))
    print("per document:")
    for d, n in sorted(per_doc.items()):
        print("  %-32s %3d" % (d, n))
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK: all checks passed")
    return 0


def serial_inside(serial, meta):
    return any(lo <= serial <= hi for lo, hi in meta["applicability"].get("serials", []))


def check_bulletin_inside(qid, q, meta):
    if meta is None or "serials" not in meta["applicability"]:
        err(f"{qid}: bulletin question on a document without serial ranges")
        return
    if q.get("variant") not in meta["applicability"]["variants"]:
        err("{}: bulletin variant {!r} not covered".format(qid, q.get("variant")))
    if "serial" not in q or not serial_inside(q["serial"], meta):
        err(f"{qid}: bulletin serial not inside a range")
    if "product" not in q:
        err(f"{qid}: bulletin question needs product")


def check_unanswerable(qid, q, p, revs, target, meta, by_key, plain):
    kind = q["kind"]
    probe = p.get("_probe")
    if kind in ("unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
        if meta is None or "serials" not in meta["applicability"]:
            err(f"{qid}: needs a bulletin with serial ranges")
            return
        if "serial" not in q or "variant" not in q or "product" not in q:
            err(f"{qid}: needs product, variant and serial")
            return
        ranges = meta["applicability"]["serials"]
        if kind == "unans_bulletin_out_of_range":
            if serial_inside(q["serial"], meta):
                err("%s: serial %d is inside a range" % (qid, q["serial"]))
            if min(min(abs(q["serial"] - lo), abs(q["serial"] - hi)) for lo, hi in ranges) > JUST_OUTSIDE:
                err("%s: serial %d is not just outside a range" % (qid, q["serial"]))
            if q["variant"] not in meta["applicability"]["variants"]:
                err(f"{qid}: variant should be covered (only the serial is outside)")
        else:
            if not serial_inside(q["serial"], meta):
                err(f"{qid}: serial should be inside (only the model is excluded)")
            if q["variant"] in meta["applicability"]["variants"]:
                err("{}: variant {!r} is not excluded".format(qid, q["variant"]))
    elif kind == "unans_before_first_revision":
        if "as_of" not in q or meta is None:
            err(f"{qid}: needs as_of on a keyed document")
        elif parse_date(q["as_of"]) >= parse_date(revs[0]["meta"]["effective_from"]):
            err(f"{qid}: as_of is not before the first revision")
    elif kind == "unans_code_later_revision":
        if "as_of" not in q or target is None or not probe:
            err(f"{qid}: needs as_of in force and _probe")
        else:
            if norm(probe) in doc_text(target):
                err("{}: {} already present in {}".format(qid, probe, target["file"]))
            later = [r for r in revs if r["meta"]["effective_from"] > target["meta"]["effective_from"]]
            if not any(norm(probe) in doc_text(r) for r in later):
                err(f"{qid}: {probe} not present in any later revision")
    elif kind in ("unans_nonexistent_code", "unans_swapped_number", "unans_model_outside"):
        if not probe:
            err(f"{qid}: needs _probe in sources")
        else:
            for r in revs:
                if norm(probe) in doc_text(r):
                    err("{}: probe {!r} occurs in {}".format(qid, probe, r["file"]))
        if kind == "unans_model_outside" and meta and q.get("variant") in meta["applicability"]["variants"]:
            err("{}: variant {!r} is covered by the document".format(qid, q.get("variant")))
    if p.get("_elsewhere"):
        other = p["_elsewhere"]
        rr = by_key.get(other) or ([plain[other]] if other in plain else None)
        if not rr:
            err(f"{qid}: _elsewhere document {other} unknown")
        elif not any(norm(probe or "") in doc_text(r) for r in rr):
            err(f"{qid}: probe {probe!r} not found in {other}")
    if p.get("_absent_on"):
        # strings that must not occur anywhere in the document in force (e.g. an unstated value)
        for s in p["_absent_on"]:
            for r in [target] if target else revs:
                if norm(s) in doc_text(r):
                    err("{}: {!r} occurs in {}".format(qid, s, r["file"]))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        pages = extract(os.path.join(DOC_DIR, sys.argv[2]))
        for i, lines in enumerate(pages, 1):
            print("=" * 20, "page", i)
            for line in lines:
                print(line)
        sys.exit(0)
    sys.exit(main())

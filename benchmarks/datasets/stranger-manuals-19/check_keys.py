#!/usr/bin/env python3
# ruff: noqa: E501, E741, RUF012
"""Validate the s19 evaluation set: sidecars, revision dates, documents and qa.jsonl.

Every answer span must occur, case-insensitively with whitespace collapsed, on ONE extracted line of the stated
page of the revision in force:
  * PDF  - pdfplumber, page by page (extract_text), split into lines;
  * DOCX - python-docx paragraphs, then table cells (the whole file is page 1);
  * HTML - html.parser text, with a line break at every block-level tag (page 1);
  * MD / TXT - raw file lines (page 1).
Exits non-zero on any error.  Use --dump FILE to print the extracted lines of one document.
"""

import collections
import datetime as dt
import itertools
import json
import os
import re
import sys
from html.parser import HTMLParser

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
DOC_DIR = os.path.join(HERE, "documents")
sys.path.insert(0, os.path.join(HERE, "sources"))

EXPECTED_KINDS = {
    # answerable
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
    # unanswerable
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
N_QUESTIONS = 200
N_ANSWERABLE = 120
ID_PREFIX = "s19"
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
NO_SIDECAR_EXT = (".md", ".txt")
COPY_RUN = 6  # a question may not share this many consecutive words with its document
JUST_OUTSIDE = 50  # an out-of-range serial must be within this distance of a range end

errors = []
notes = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().casefold()


# ------------------------------------------------------------------------------------------------
# extraction
# ------------------------------------------------------------------------------------------------
class _HTMLText(HTMLParser):
    BLOCK = {
        "p",
        "li",
        "td",
        "th",
        "tr",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "div",
        "br",
        "ul",
        "ol",
        "table",
        "header",
        "footer",
        "title",
        "section",
        "article",
        "body",
        "html",
        "head",
    }
    SKIP = {"style", "script"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        if tag in self.BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skip -= 1
        if tag in self.BLOCK:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def extract_pages(path):
    """Return a list of pages; each page is a list of raw text lines."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        import pdfplumber

        pages = []
        with pdfplumber.open(path) as pdf:
            for p in pdf.pages:
                pages.append((p.extract_text() or "").split("\n"))
        return pages
    if ext == ".docx":
        import docx

        d = docx.Document(path)
        lines = []
        for para in d.paragraphs:
            lines.extend(para.text.split("\n"))
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    lines.extend(cell.text.split("\n"))
        return [lines]
    if ext in (".html", ".htm"):
        parser = _HTMLText()
        with open(path, encoding="utf-8") as f:
            parser.feed(f.read())
        parser.close()
        return ["".join(parser.parts).split("\n")]
    if ext in (".md", ".txt"):
        with open(path, encoding="utf-8") as f:
            return [f.read().split("\n")]
    raise ValueError(path)


def page_has(lines, span):
    s = norm(span)
    return any(s in norm(line) for line in lines)


def doc_has(pages, span):
    return any(page_has(p, span) for p in pages)


# ------------------------------------------------------------------------------------------------
# sidecars
# ------------------------------------------------------------------------------------------------
def parse_date(s, what):
    try:
        return dt.date.fromisoformat(s)
    except Exception:
        err(f"{what}: bad date {s!r}")
        return None


def load_documents():
    files = sorted(f for f in os.listdir(DOC_DIR) if not f.endswith(".meta.json"))
    metas = sorted(f for f in os.listdir(DOC_DIR) if f.endswith(".meta.json"))
    for m in metas:
        if m[: -len(".meta.json")] not in files:
            err(f"sidecar without document: {m}")
    docs = []  # dicts: file, key, meta, pages
    for f in files:
        path = os.path.join(DOC_DIR, f)
        side = path + ".meta.json"
        entry = {"file": f, "path": path, "meta": None}
        if f.lower().endswith(NO_SIDECAR_EXT):
            if os.path.exists(side):
                err(f"{f}: .md/.txt files must not have a sidecar")
            entry["key"] = f
        else:
            if not os.path.exists(side):
                err(f"{f}: missing sidecar")
                continue
            with open(side, encoding="utf-8") as fh:
                meta = json.load(fh)
            check_sidecar(f, meta)
            entry["meta"] = meta
            entry["key"] = meta.get("document")
        entry["pages"] = extract_pages(path)
        docs.append(entry)
    return docs


def check_sidecar(f, meta):
    want = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
    if set(meta) != want:
        err(f"{f}: sidecar keys {sorted(meta)} != {sorted(want)}")
    for k in ("document", "version"):
        if not isinstance(meta.get(k), str) or not meta.get(k):
            err(f"{f}: sidecar {k} must be a non-empty string")
    ef = parse_date(meta.get("effective_from", ""), f"{f} effective_from")
    et = meta.get("effective_to")
    if et is not None:
        et = parse_date(et, f"{f} effective_to")
        if ef and et and et < ef:
            err(f"{f}: effective_to before effective_from")
    ra = meta.get("recorded_at", "")
    if not re.fullmatch(r"\d{4}-\d\d-\d\dT00:00:00Z", ra or ""):
        err(f"{f}: recorded_at {ra!r} not YYYY-MM-DDT00:00:00Z")
    else:
        rd = parse_date(ra[:10], f"{f} recorded_at")
        if rd and ef and rd > ef:
            err(f"{f}: recorded_at after effective_from")
    ap = meta.get("applicability", {})
    if not isinstance(ap.get("product"), str) or not ap.get("product"):
        err(f"{f}: applicability.product missing")
    v = ap.get("variants")
    if not (isinstance(v, list) and v and all(isinstance(x, str) and x for x in v)):
        err(f"{f}: applicability.variants must be a non-empty list of strings")
    is_bulletin = "-SB-" in (meta.get("document") or "")
    extra = set(ap) - {"product", "variants", "serials"}
    if extra:
        err(f"{f}: unexpected applicability keys {extra}")
    if is_bulletin:
        s = ap.get("serials")
        if not (isinstance(s, list) and s):
            err(f"{f}: bulletin needs applicability.serials")
        else:
            for r in s:
                if not (isinstance(r, list) and len(r) == 2 and all(type(x) is int for x in r) and r[0] <= r[1]):
                    err(f"{f}: bad serial range {r!r}")
            srt = sorted(s)
            for a, b in itertools.pairwise(srt):
                if b[0] <= a[1]:
                    err(f"{f}: overlapping serial ranges {a} {b}")
    elif "serials" in ap:
        err(f"{f}: serials are only for bulletins")


def check_revisions(by_key):
    for key, revs in by_key.items():
        if revs[0]["meta"] is None:
            continue
        revs.sort(key=lambda d: d["meta"]["effective_from"])
        versions = [d["meta"]["version"] for d in revs]
        if len(set(versions)) != len(versions):
            err(f"{key}: duplicate versions {versions}")
        for a, b in itertools.pairwise(revs):
            at = a["meta"]["effective_to"]
            if at is None:
                err(f"{key}: {a['meta']['version']} open-ended but followed by {b['meta']['version']}")
                continue
            a_to = dt.date.fromisoformat(at)
            b_from = dt.date.fromisoformat(b["meta"]["effective_from"])
            if b_from <= a_to:
                err(f"{key}: {a['meta']['version']} and {b['meta']['version']} overlap")
            elif b_from != a_to + dt.timedelta(days=1):
                notes.append(f"{key}: gap between {a['meta']['version']} and {b['meta']['version']}")
        if revs[-1]["meta"]["effective_to"] is not None:
            notes.append(f"{key}: latest revision has an effective_to date")
        if len(revs) > 1:
            check_same_layout(key, revs)


HEADING_RE = re.compile(r"^(\d+(\.\d+)*) [A-Z]")


def check_same_layout(key, revs):
    n = {len(d["pages"]) for d in revs}
    if len(n) != 1:
        err(f"{key}: revisions have different page counts {n}")
        return
    for i in range(len(revs[0]["pages"])):
        heads = []
        for d in revs:
            heads.append(
                [
                    l
                    for l in d["pages"][i]
                    if HEADING_RE.match(l.strip()) and len(l) < 60 and not re.search(r"\d$", l.strip())
                ]
            )
        if any(h != heads[0] for h in heads):
            err(f"{key}: page {i + 1} headings differ between revisions: {heads}")


def check_pdf_layout(d):
    import pdfplumber

    meta = d["meta"]
    n = len(d["pages"])
    with pdfplumber.open(d["path"]) as pdf:
        for i, p in enumerate(pdf.pages, start=1):
            if abs(p.width - 595.28) > 1 or abs(p.height - 841.89) > 1:
                err(f"{d['file']} page {i}: not A4 ({p.width}x{p.height})")
            fonts = {c["fontname"] for c in p.chars}
            if not fonts or any("Helvetica" not in fn for fn in fonts):
                err(f"{d['file']} page {i}: fonts {fonts}")
    for i, lines in enumerate(d["pages"], start=1):
        head = " ".join(lines[:2])
        if meta["document"] not in head or meta["version"] not in head:
            err(f"{d['file']} page {i}: running header lacks document number / revision: {head!r}")
        if not lines or norm(lines[-1]) != norm(f"Page {i} of {n}"):
            err(f"{d['file']} page {i}: footer is {lines[-1] if lines else None!r}")


# ------------------------------------------------------------------------------------------------
# questions
# ------------------------------------------------------------------------------------------------
def in_force(revs, as_of):
    """Return the revision in force on as_of (None = latest), or None if there is none."""
    if revs[0]["meta"] is None:
        return revs[0]
    if as_of is None:
        latest = [d for d in revs if d["meta"]["effective_to"] is None]
        return latest[0] if latest else revs[-1]
    day = dt.date.fromisoformat(as_of)
    for d in revs:
        f = dt.date.fromisoformat(d["meta"]["effective_from"])
        t = d["meta"]["effective_to"]
        if f <= day and (t is None or day <= dt.date.fromisoformat(t)):
            return d
    return None


def words(s):
    return re.findall(r"[a-z0-9]+(?:[.,/-][a-z0-9]+)*", s.casefold())


def doc_ngrams(revs, n):
    grams = set()
    for d in revs:
        for page in d["pages"]:
            w = words(" ".join(page))
            grams.update(tuple(w[i : i + n]) for i in range(len(w) - n + 1))
    return grams


def in_ranges(serial, ranges):
    return any(lo <= serial <= hi for lo, hi in ranges)


def check_questions(by_key):
    path = os.path.join(HERE, "qa.jsonl")
    with open(path, encoding="utf-8") as f:
        raw = [l for l in f.read().split("\n") if l.strip()]
    qs = [json.loads(l) for l in raw]
    if len(qs) != N_QUESTIONS:
        err(f"qa.jsonl has {len(qs)} questions, expected {N_QUESTIONS}")
    probes = {}
    try:
        import questions as qsrc

        for q in qsrc.QUESTIONS:
            probes[q["question"]] = q
    except Exception as e:  # pragma: no cover
        err(f"cannot import sources/questions.py: {e}")
    seen_text = set()
    ngram_cache = {}
    for i, q in enumerate(qs, start=1):
        qid = q.get("id")
        if qid != f"{ID_PREFIX}-{i:03d}":
            err(f"line {i}: id {qid!r}, expected {ID_PREFIX}-{i:03d}")
        extra = set(q) - ALLOWED_FIELDS
        if extra:
            err(f"{qid}: unexpected fields {extra}")
        for k in ("question", "document", "answers", "answerable", "kind"):
            if k not in q:
                err(f"{qid}: missing {k}")
        if "page" not in q:
            err(f"{qid}: missing page")
        text = q.get("question", "")
        if not isinstance(text, str) or len(text) < 8:
            err(f"{qid}: question too short")
        if norm(text) in seen_text:
            err(f"{qid}: duplicate question text")
        seen_text.add(norm(text))
        kind = q.get("kind")
        if kind not in EXPECTED_KINDS:
            err(f"{qid}: unknown kind {kind!r}")
        key = q.get("document")
        if key not in by_key:
            err(f"{qid}: unknown document {key!r}")
            continue
        revs = by_key[key]
        as_of = q.get("as_of")
        if as_of is not None and not re.fullmatch(r"\d{4}-\d\d-\d\d", as_of):
            err(f"{qid}: bad as_of {as_of!r}")
            continue
        if "serial" in q and type(q["serial"]) is not int:
            err(f"{qid}: serial must be an int")
        meta = revs[0]["meta"]
        src = probes.get(text, {})
        # copy check -------------------------------------------------------------------------
        if key not in ngram_cache:
            ngram_cache[key] = doc_ngrams(revs, COPY_RUN)
        qw = words(text)
        for j in range(len(qw) - COPY_RUN + 1):
            if tuple(qw[j : j + COPY_RUN]) in ngram_cache[key]:
                err(
                    f"{qid}: question copies a {COPY_RUN}-word run from the document: {' '.join(qw[j : j + COPY_RUN])!r}"
                )
                break
        # product / variant --------------------------------------------------------------------
        if meta is not None and q.get("product") is not None and q["product"] != meta["applicability"]["product"]:
            err(f"{qid}: product {q['product']!r} does not match sidecar product")
        doc = in_force(revs, as_of)
        if q.get("answerable") is True:
            if kind.startswith("unans_"):
                err(f"{qid}: answerable question with kind {kind}")
            ans = q.get("answers")
            if not (
                isinstance(ans, list) and 1 <= len(ans) <= 3 and all(isinstance(a, str) and a.strip() for a in ans)
            ):
                err(f"{qid}: answers must be 1-3 non-empty strings")
                continue
            page = q.get("page")
            if type(page) is not int:
                err(f"{qid}: page must be an int")
                continue
            if doc is None:
                err(f"{qid}: no revision of {key} in force on {as_of}")
                continue
            if not 1 <= page <= len(doc["pages"]):
                err(f"{qid}: page {page} out of range for {doc['file']}")
                continue
            for a in ans:
                if len(a) > 90:
                    err(f"{qid}: answer span too long ({len(a)} chars)")
                if not page_has(doc["pages"][page - 1], a):
                    where = [k + 1 for k, p in enumerate(doc["pages"]) if page_has(p, a)]
                    err(f"{qid}: answer {a!r} not on a single line of page {page} of {doc['file']} (found on {where})")
            if len(revs) > 1 and as_of is None:
                for other in revs:
                    if page <= len(other["pages"]) and not all(page_has(other["pages"][page - 1], a) for a in ans):
                        err(f"{qid}: no as_of, but the answer is not on page {page} of {other['file']}")
            if kind == "revision_value":
                if as_of is None:
                    err(f"{qid}: revision_value needs as_of")
                if len(revs) < 2:
                    err(f"{qid}: revision_value on a document with one revision")
                elif not any(not any(page_has(o["pages"][page - 1], a) for a in ans) for o in revs if o is not doc):
                    err(f"{qid}: revision_value answer is the same in every revision")
            if kind == "bulletin":
                if meta is None or "serials" not in meta["applicability"]:
                    err(f"{qid}: bulletin question on a non-bulletin document")
                else:
                    for k in ("product", "variant", "serial"):
                        if q.get(k) is None:
                            err(f"{qid}: bulletin question needs {k}")
                    if q.get("variant") not in meta["applicability"]["variants"]:
                        err(f"{qid}: variant {q.get('variant')!r} not covered by the bulletin")
                    if type(q.get("serial")) is int and not in_ranges(q["serial"], meta["applicability"]["serials"]):
                        err(f"{qid}: serial {q['serial']} outside the bulletin ranges")
            if (
                meta is not None
                and q.get("variant") is not None
                and q["variant"] not in meta["applicability"]["variants"]
            ):
                err(f"{qid}: answerable question for variant {q['variant']!r} not in sidecar variants")
        elif q.get("answerable") is False:
            if not kind.startswith("unans_"):
                err(f"{qid}: unanswerable question with kind {kind}")
            if q.get("page") is not None or q.get("answers") != []:
                err(f"{qid}: unanswerable questions need page null and answers []")
            for p in src.get("probe", []):
                hits = (
                    [d["file"] for d in revs if doc_has(d["pages"], p)]
                    if kind != "unans_code_later_revision"
                    else ([doc["file"]] if doc is not None and doc_has(doc["pages"], p) else [])
                )
                if hits:
                    err(f"{qid}: probe {p!r} must be absent but occurs in {hits}")
            if kind in ("unans_nonexistent_code", "unans_swapped_number") and not src.get("probe"):
                err(f"{qid}: {kind} needs a probe in sources/questions.py")
            if kind == "unans_nonexistent_code" and src.get("exists_in"):
                other = by_key.get(src["exists_in"])
                if not other or not any(doc_has(d["pages"], src["probe"][0]) for d in other):
                    err(f"{qid}: code {src['probe'][0]!r} should exist in {src['exists_in']}")
            if kind == "unans_before_first_revision":
                if as_of is None or meta is None:
                    err(f"{qid}: needs as_of and a sidecar")
                elif as_of >= min(d["meta"]["effective_from"] for d in revs):
                    err(f"{qid}: as_of {as_of} is not before the first revision")
            if kind == "unans_code_later_revision":
                if as_of is None or doc is None:
                    err(f"{qid}: needs an as_of with a revision in force")
                elif not src.get("probe"):
                    err(f"{qid}: needs a probe code")
                else:
                    later = [
                        d for d in revs if d["meta"]["effective_from"] > as_of and doc_has(d["pages"], src["probe"][0])
                    ]
                    if not later:
                        err(f"{qid}: code {src['probe'][0]!r} does not appear in a later revision")
            if kind in ("unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
                if meta is None or "serials" not in meta["applicability"]:
                    err(f"{qid}: {kind} on a non-bulletin document")
                else:
                    ranges = meta["applicability"]["serials"]
                    variants = meta["applicability"]["variants"]
                    for k in ("product", "variant", "serial"):
                        if q.get(k) is None:
                            err(f"{qid}: {kind} needs {k}")
                    s = q.get("serial")
                    if kind == "unans_bulletin_out_of_range":
                        if type(s) is int and in_ranges(s, ranges):
                            err(f"{qid}: serial {s} is inside a bulletin range")
                        elif type(s) is int and min(min(abs(s - lo), abs(s - hi)) for lo, hi in ranges) > JUST_OUTSIDE:
                            err(f"{qid}: serial {s} is not just outside a range")
                        if q.get("variant") not in variants:
                            err(f"{qid}: out-of-range question should use a covered variant")
                    else:
                        if q.get("variant") in variants:
                            err(f"{qid}: variant {q.get('variant')!r} is covered by the bulletin")
                        if type(s) is int and not in_ranges(s, ranges):
                            err(f"{qid}: excluded-model question should use a serial inside a range")
            if kind == "unans_model_outside":
                v = q.get("variant")
                if v is None:
                    err(f"{qid}: unans_model_outside needs a variant")
                else:
                    if meta is not None and v in meta["applicability"]["variants"]:
                        err(f"{qid}: variant {v!r} is covered by the document")
                    if any(doc_has(d["pages"], v) for d in revs):
                        err(f"{qid}: variant {v!r} occurs in the document")
        else:
            err(f"{qid}: answerable must be a bool")
    return qs


def report(qs):
    kinds = collections.Counter(q.get("kind") for q in qs)
    for k, want in EXPECTED_KINDS.items():
        if kinds.get(k, 0) != want:
            err(f"kind {k}: {kinds.get(k, 0)} questions, expected {want}")
    n_ans = sum(1 for q in qs if q.get("answerable") is True)
    if n_ans != N_ANSWERABLE:
        err(f"{n_ans} answerable questions, expected {N_ANSWERABLE}")
    print(f"questions: {len(qs)} ({n_ans} answerable, {len(qs) - n_ans} unanswerable)")
    print("kinds:")
    for k in EXPECTED_KINDS:
        print(f"  {k:32s} {kinds.get(k, 0):3d}")
    print("per document (answerable / unanswerable):")
    per = collections.defaultdict(lambda: [0, 0])
    for q in qs:
        per[q.get("document")][0 if q.get("answerable") else 1] += 1
    for k in sorted(per):
        print(f"  {k:40s} {per[k][0]:3d} / {per[k][1]:3d}")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        for i, page in enumerate(extract_pages(sys.argv[2]), start=1):
            print(f"===== page {i}")
            for line in page:
                print(line)
        return 0
    docs = load_documents()
    by_key = collections.defaultdict(list)
    for d in docs:
        by_key[d["key"]].append(d)
    check_revisions(by_key)
    for d in docs:
        if d["file"].endswith(".pdf") and d["meta"] is not None:
            check_pdf_layout(d)
    print(f"documents: {len(docs)} files, {len(by_key)} document keys")
    for key in sorted(by_key):
        for d in by_key[key]:
            m = d["meta"] or {}
            print(f"  {d['file']:48s} {key:22s} {m.get('version', '-'):8s} pages={len(d['pages'])}")
    qs = check_questions(by_key)
    report(qs)
    for n in notes:
        print("note:", n)
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

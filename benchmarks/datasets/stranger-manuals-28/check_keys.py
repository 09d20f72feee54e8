#!/usr/bin/env python3
# ruff: noqa: E402, E741, RUF012, SIM102
"""Validate the s28 evaluation set.

Checks sidecars, revision dates, question records and that every answer span occurs on one
extracted line of the stated page of the revision in force (case-insensitive, whitespace
collapsed). Extraction: pdfplumber page by page (PDF), python-docx paragraphs and table cells
(DOCX, one page), html.parser (HTML, one page), raw text (MD/TXT, one page).
Also checks the premises of the unanswerable kinds (serials outside ranges, excluded models,
dates before the first revision, codes only in later revisions, strings that must be absent).
Exits 1 on any error.
"""

import sys

sys.dont_write_bytecode = True

import datetime
import itertools
import json
import os
import re
from collections import Counter, defaultdict
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
DOCDIR = os.path.join(HERE, "documents")

ERRORS = []
WARNINGS = []


def err(msg):
    ERRORS.append(msg)


def warn(msg):
    WARNINGS.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------ extraction
def pdf_pages(path):
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return [pg.extract_text() or "" for pg in pdf.pages]


def docx_pages(path):
    import docx

    d = docx.Document(path)
    lines = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                lines.extend(p.text for p in cell.paragraphs)
    return ["\n".join(lines)]


class _HTMLText(HTMLParser):
    BLOCK = {
        "p",
        "li",
        "tr",
        "h1",
        "h2",
        "h3",
        "h4",
        "title",
        "header",
        "footer",
        "table",
        "ol",
        "ul",
        "div",
        "br",
        "section",
        "body",
        "html",
        "head",
    }

    def __init__(self):
        super().__init__(convert_charrefs=True)
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
    p = _HTMLText()
    with open(path, encoding="utf-8") as f:
        p.feed(f.read())
    p.close()
    return ["".join(p.parts)]


def raw_pages(path):
    with open(path, encoding="utf-8") as f:
        return [f.read()]


def extract(path):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        return pdf_pages(path)
    if ext == ".docx":
        return docx_pages(path)
    if ext in (".html", ".htm"):
        return html_pages(path)
    if ext in (".md", ".txt"):
        return raw_pages(path)
    raise ValueError(path)


def page_lines(text):
    return [norm(l) for l in text.split("\n") if l.strip()]


# ------------------------------------------------------------------ helpers
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def pdate(s):
    return datetime.date.fromisoformat(s)


def load_docs():
    """Return {key: [revision dict sorted by effective_from]} for sidecar documents and for md/txt."""
    docs = defaultdict(list)
    files = sorted(f for f in os.listdir(DOCDIR) if not f.endswith(".meta.json"))
    metas = sorted(f for f in os.listdir(DOCDIR) if f.endswith(".meta.json"))
    for m in metas:
        base = m[: -len(".meta.json")]
        if base not in files:
            err(f"sidecar {m} has no document")
    for f in files:
        path = os.path.join(DOCDIR, f)
        ext = os.path.splitext(f)[1].lower()
        mpath = path + ".meta.json"
        if ext in (".md", ".txt"):
            if os.path.exists(mpath):
                err(f"{f}: .md/.txt must not have a sidecar")
            docs[f].append(
                dict(
                    file=f,
                    path=path,
                    version=None,
                    effective_from=None,
                    effective_to=None,
                    variants=None,
                    serials=None,
                    product=None,
                    pages=extract(path),
                )
            )
            continue
        if not os.path.exists(mpath):
            err(f"{f}: missing sidecar")
            continue
        with open(mpath, encoding="utf-8") as fh:
            meta = json.load(fh)
        want = ["document", "version", "effective_from", "effective_to", "recorded_at", "applicability"]
        if list(meta) != want:
            err(f"{f}: sidecar keys {list(meta)} != {want}")
        for k in ("document", "version"):
            if not isinstance(meta.get(k), str) or not meta.get(k):
                err(f"{f}: sidecar {k} must be a non-empty string")
        ef, et = meta.get("effective_from"), meta.get("effective_to")
        if not (isinstance(ef, str) and DATE_RE.match(ef)):
            err(f"{f}: bad effective_from {ef!r}")
        if et is not None and not (isinstance(et, str) and DATE_RE.match(et)):
            err(f"{f}: bad effective_to {et!r}")
        if isinstance(et, str) and DATE_RE.match(et) and et < ef:
            err(f"{f}: effective_to before effective_from")
        ra = meta.get("recorded_at")
        if not (isinstance(ra, str) and re.match(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$", ra)):
            err(f"{f}: bad recorded_at {ra!r}")
        elif ra[:10] > ef:
            err(f"{f}: recorded_at after effective_from")
        app = meta.get("applicability") or {}
        if not isinstance(app.get("product"), str) or not app.get("product"):
            err(f"{f}: applicability.product missing")
        vs = app.get("variants")
        if not (isinstance(vs, list) and vs and all(isinstance(v, str) for v in vs)):
            err(f"{f}: applicability.variants must be a non-empty list of strings")
        serials = app.get("serials")
        is_bulletin = "-SB-" in meta.get("document", "")
        if is_bulletin:
            if not (isinstance(serials, list) and serials):
                err(f"{f}: bulletin sidecar needs serials")
            else:
                for r in serials:
                    if not (
                        isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and r[0] <= r[1]
                    ):
                        err(f"{f}: bad serial range {r!r}")
                srt = sorted(serials)
                for a, b in itertools.pairwise(srt):
                    if b[0] <= a[1]:
                        err(f"{f}: overlapping serial ranges {a} {b}")
        elif "serials" in app:
            err(f"{f}: serials are only for bulletins")
        pages = extract(path)
        docs[meta["document"]].append(
            dict(
                file=f,
                path=path,
                version=meta.get("version"),
                effective_from=ef,
                effective_to=et,
                variants=vs,
                serials=serials,
                product=app.get("product"),
                pages=pages,
            )
        )
    # revisions of one key must not overlap; only the last may be open-ended
    for key, revs in docs.items():
        if revs[0]["effective_from"] is None:
            continue
        revs.sort(key=lambda r: r["effective_from"])
        versions = [r["version"] for r in revs]
        if len(set(versions)) != len(versions):
            err(f"{key}: duplicate versions {versions}")
        for a, b in itertools.pairwise(revs):
            if a["effective_to"] is None:
                err(f"{key}: {a['version']} is open-ended but {b['version']} follows")
            elif pdate(a["effective_to"]) >= pdate(b["effective_from"]):
                err(f"{key}: {a['version']} overlaps {b['version']}")
            elif pdate(a["effective_to"]) + datetime.timedelta(days=1) != pdate(b["effective_from"]):
                warn(f"{key}: gap between {a['version']} and {b['version']}")
            if len(a["pages"]) != len(b["pages"]):
                err(f"{key}: page count differs between {a['version']} and {b['version']}")
            if a["variants"] != b["variants"] or a["product"] != b["product"]:
                err(f"{key}: applicability differs between revisions")
        # bulletin serial figures must be printed in the document
        for r in revs:
            if r["serials"]:
                figures = set(re.findall(r"\d{7}", re.sub(r"[A-Z]{2}(?=\d{7})", " ", " ".join(r["pages"]))))
                for lo, hi in r["serials"]:
                    for n in (lo, hi):
                        if str(n) not in figures:
                            err(f"{key}: serial bound {n} not printed in the bulletin")
    # PDF layout: running header and footer on each page
    for key, revs in docs.items():
        for r in revs:
            if r["file"].endswith(".pdf"):
                n = len(r["pages"])
                for i, t in enumerate(r["pages"], 1):
                    lines = page_lines(t)
                    if not any(f"page {i} of {n}" == l for l in lines[-2:]):
                        err(f"{r['file']}: page {i} lacks footer 'Page {i} of {n}'")
                    head = " ".join(lines[:2])
                    if norm(key) not in head or norm(r["version"]) not in head:
                        err(f"{r['file']}: page {i} header lacks document number/revision")
    return docs


def in_force(revs, as_of):
    """Revision in force on as_of (None = latest, open-ended revision)."""
    if revs[0]["effective_from"] is None:
        return revs[0]
    if as_of is None:
        open_ = [r for r in revs if r["effective_to"] is None]
        return open_[0] if open_ else revs[-1]
    d = pdate(as_of)
    for r in revs:
        if pdate(r["effective_from"]) <= d and (r["effective_to"] is None or d <= pdate(r["effective_to"])):
            return r
    return None


def in_ranges(serial, ranges):
    return any(lo <= serial <= hi for lo, hi in ranges)


def alltext(revs):
    return norm(" \n ".join(p for r in revs for p in r["pages"]))


def token_runs(text, n):
    toks = re.findall(r"[a-z0-9]+(?:[.,/-][a-z0-9]+)*", text.lower())
    return {" ".join(toks[i : i + n]) for i in range(len(toks) - n + 1)}


# ------------------------------------------------------------------ questions
ANSWERABLE_KINDS = {
    "table_value",
    "spec_limit",
    "revision_value",
    "bulletin",
    "explanation",
    "code_meaning",
    "code_remedy",
    "procedure_step",
    "footnote",
    "interval",
    "torque",
    "part_number",
    "contents",
}
UNANSWERABLE_KINDS = {
    "unans_unstated_attribute",
    "unans_negated_premise",
    "unans_model_outside",
    "unans_nonexistent_code",
    "unans_other_condition",
    "unans_min_only_max",
    "unans_unexplained_why",
    "unans_swapped_number",
    "unans_bulletin_out_of_range",
    "unans_other_model",
    "unans_bulletin_excluded_model",
    "unans_before_first_revision",
    "unans_code_later_revision",
}


def check_questions(docs):
    path = os.path.join(HERE, "qa.jsonl")
    qa = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                qa.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"qa.jsonl line {n}: {e}")
    if len(qa) != 200:
        err(f"expected 200 questions, found {len(qa)}")
    ids = [q.get("id") for q in qa]
    if ids != [f"s28-{i:03d}" for i in range(1, len(qa) + 1)]:
        err("ids are not s28-001.. in order")
    n_ans = sum(1 for q in qa if q.get("answerable"))
    if n_ans != 120 or len(qa) - n_ans != 80:
        err(f"answerable/unanswerable = {n_ans}/{len(qa) - n_ans}, expected 120/80")
    texts = Counter(norm(q.get("question", "")) for q in qa)
    for t, c in texts.items():
        if c > 1:
            err(f"duplicate question text: {t[:60]}")

    # checker-only premises from the hand-written source
    sys.path.insert(0, HERE)
    try:
        from sources.questions import QUESTIONS

        premises = {norm(q["question"]): q for q in QUESTIONS}
    except Exception as e:  # pragma: no cover
        err(f"cannot import sources.questions: {e}")
        premises = {}

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
    doc_runs = {k: token_runs(alltext(v), 6) for k, v in docs.items()}
    revision_days = defaultdict(set)

    for q in qa:
        qid = q.get("id")
        extra = set(q) - allowed
        if extra:
            err(f"{qid}: unknown fields {sorted(extra)}")
        for k in ("id", "question", "document", "page", "answers", "answerable", "kind"):
            if k not in q:
                err(f"{qid}: missing field {k}")
        key = q.get("document")
        if key not in docs:
            err(f"{qid}: unknown document {key!r}")
            continue
        revs = docs[key]
        kind = q.get("kind")
        ans = q.get("answers")
        answerable = q.get("answerable")
        if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
            err(f"{qid}: answers must be a list of non-empty strings")
            continue
        if answerable:
            if kind not in ANSWERABLE_KINDS:
                err(f"{qid}: kind {kind} not an answerable kind")
            if not 1 <= len(ans) <= 3:
                err(f"{qid}: answerable needs 1-3 answers")
            if not isinstance(q.get("page"), int) or q["page"] < 1:
                err(f"{qid}: answerable needs an integer page")
        else:
            if kind not in UNANSWERABLE_KINDS:
                err(f"{qid}: kind {kind} not an unanswerable kind")
            if ans or q.get("page") is not None:
                err(f"{qid}: unanswerable needs answers [] and page null")
        for a in ans:
            if len(a) > 90:
                warn(f"{qid}: long answer span ({len(a)} chars)")
        as_of = q.get("as_of")
        if as_of is not None and not (isinstance(as_of, str) and DATE_RE.match(as_of)):
            err(f"{qid}: bad as_of {as_of!r}")
            continue
        serial = q.get("serial")
        if serial is not None and not isinstance(serial, int):
            err(f"{qid}: serial must be an int")
        variant = q.get("variant")
        product = q.get("product")
        if product is not None and revs[0]["product"] is not None and product != revs[0]["product"]:
            err(f"{qid}: product {product!r} != sidecar product {revs[0]['product']!r}")
        if (product is not None or variant is not None or serial is not None) and revs[0]["product"] is None:
            pass  # md/txt: informational only

        rev = in_force(revs, as_of)
        if kind == "unans_before_first_revision":
            if as_of is None or pdate(as_of) >= pdate(revs[0]["effective_from"]):
                err(f"{qid}: as_of must be before the first revision")
            continue
        if rev is None:
            err(f"{qid}: no revision of {key} in force on {as_of}")
            continue

        # answer spans on the stated page
        if answerable:
            page = q.get("page")
            if not 1 <= page <= len(rev["pages"]):
                err(f"{qid}: page {page} out of range for {rev['file']}")
                continue
            lines = page_lines(rev["pages"][page - 1])
            for a in ans:
                na = norm(a)
                if not any(na in l for l in lines):
                    err(f"{qid}: span {a!r} not on one line of {rev['file']} p{page}")

        # variant / serial applicability
        variants = rev["variants"]
        if variants is not None and variant is not None:
            inside = variant in variants
            if kind in ("unans_model_outside", "unans_bulletin_excluded_model"):
                if inside:
                    err(f"{qid}: variant {variant} is covered by {key}")
            elif not inside:
                err(f"{qid}: variant {variant} not covered by {key}")
        if rev["serials"]:
            if kind == "bulletin" or (answerable and key.find("-SB-") >= 0):
                if serial is None or variant is None or product is None:
                    err(f"{qid}: bulletin question needs product, variant and serial")
                elif not in_ranges(serial, rev["serials"]):
                    err(f"{qid}: serial {serial} outside bulletin ranges")
            if kind == "unans_bulletin_out_of_range":
                if serial is None or in_ranges(serial, rev["serials"]):
                    err(f"{qid}: serial {serial} is not outside the ranges")
                else:
                    dist = min(min(abs(serial - lo), abs(serial - hi)) for lo, hi in rev["serials"])
                    if dist > 10:
                        err(f"{qid}: serial {serial} is not 'just' outside (distance {dist})")
            if kind == "unans_bulletin_excluded_model":
                if serial is None or not in_ranges(serial, rev["serials"]):
                    err(f"{qid}: excluded-model question should use a serial inside the range")
        elif kind in ("bulletin", "unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
            err(f"{qid}: kind {kind} on a document without serial ranges")
        if kind in ("unans_model_outside", "unans_other_model") and variant is None:
            err(f"{qid}: {kind} needs a variant")

        # revision-specific checks
        if kind == "revision_value":
            if as_of is None or len(revs) < 2:
                err(f"{qid}: revision_value needs as_of and a multi-revision document")
            else:
                others = [r for r in revs if r is not rev]
                differs = any(
                    not any(norm(a) in l for a in ans for l in page_lines(r["pages"][q["page"] - 1])) for r in others
                )
                if not differs:
                    err(f"{qid}: answer does not change between revisions")
                revision_days[key].add(as_of)
        if kind == "unans_code_later_revision" and as_of is None:
            err(f"{qid}: needs as_of")

        # premises (checker-only metadata in sources/questions.py)
        src = premises.get(norm(q["question"]))
        if src is None:
            err(f"{qid}: question not found in sources/questions.py")
            continue
        doc_text = norm(" \n ".join(rev["pages"]))
        for s in src.get("absent", []):
            if norm(s) in alltext(revs) and kind != "unans_code_later_revision":
                err(f"{qid}: {s!r} must be absent from {key}")
            if norm(s) in doc_text:
                err(f"{qid}: {s!r} must be absent from {rev['file']}")
        for s in src.get("present", []):
            if norm(s) not in doc_text:
                err(f"{qid}: {s!r} must be present in {rev['file']}")
        if kind == "unans_code_later_revision":
            later = [r for r in revs if r["effective_from"] > rev["effective_from"]]
            for s in src.get("absent", []):
                if not any(norm(s) in norm(" ".join(r["pages"])) for r in later):
                    err(f"{qid}: {s!r} not found in a later revision")
        for other_key, s in src.get("elsewhere", []):
            if other_key not in docs or norm(s) not in alltext(docs[other_key]):
                err(f"{qid}: {s!r} should exist in {other_key}")

        # stranger-style wording: no 6-word run copied from the document
        qruns = token_runs(q["question"], 6)
        copied = qruns & doc_runs[key]
        if copied:
            err(f"{qid}: question copies a 6-word run from the document: {sorted(copied)[0]!r}")

    # revision_value questions must include first and last days of revisions
    for key, days in revision_days.items():
        revs = docs[key]
        firsts = {r["effective_from"] for r in revs}
        lasts = {r["effective_to"] for r in revs if r["effective_to"]}
        if not days & firsts:
            err(f"{key}: no revision_value question on a first day of a revision")
        if not days & lasts:
            err(f"{key}: no revision_value question on a last day of a revision")
    return qa


def main():
    docs = load_docs()
    qa = check_questions(docs)
    kinds = Counter(q.get("kind") for q in qa)
    per_doc = Counter(q.get("document") for q in qa)
    print("documents:", sum(len(v) for v in docs.values()), "files,", len(docs), "keys")
    print("questions:", len(qa), "answerable:", sum(1 for q in qa if q.get("answerable")))
    for k in sorted(kinds):
        print(f"  {k:32s} {kinds[k]}")
    for k in sorted(per_doc):
        print(f"  {k:32s} {per_doc[k]}")
    for w in WARNINGS:
        print("WARNING:", w)
    for e in ERRORS:
        print("ERROR:", e)
    print("OK" if not ERRORS else f"FAILED with {len(ERRORS)} error(s)")
    sys.exit(1 if ERRORS else 0)


if __name__ == "__main__":
    main()

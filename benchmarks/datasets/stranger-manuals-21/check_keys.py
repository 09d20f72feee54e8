#!/usr/bin/env python3
# ruff: noqa: E402, RUF012, SIM102
"""Validate the s21 evaluation set. Exits non-zero on any error.

Checks sidecars, revision dates, document layout (page counts, running header,
"Page n of N" footer, Helvetica, A4), the qa.jsonl format and kind counts, and
that every answer span occurs on the stated page of the revision in force
(case-insensitive, whitespace collapsed, within a single extracted line).
Text is extracted with pdfplumber page by page for PDF, python-docx paragraphs
and table cells for DOCX, html.parser for HTML and raw lines for .md/.txt.
Run with /work/main/.venv/bin/python.
"""

import collections
import datetime as dt
import html.parser
import json
import os
import re
import sys

sys.dont_write_bytecode = True

import docx
import pdfplumber

HERE = os.path.dirname(os.path.abspath(__file__))
DOC_DIR = os.path.join(HERE, "documents")
sys.path.insert(0, os.path.join(HERE, "sources"))
import itertools

import questions as QSRC

ERRORS = []
WARNINGS = []


def err(msg):
    ERRORS.append(msg)


def warn(msg):
    WARNINGS.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def parse_date(s, what):
    try:
        return dt.date.fromisoformat(s)
    except Exception:
        err(f"{what}: bad date {s!r}")
        return None


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
EXPECTED_PAGES = {"VAS-MM-0410": 8, "KTC-SM-0217": 8, "BMT-SM-0530": 8, "KTC-PO-0218": 6, "VAS-SB-2023-04": 2}
N_DOCUMENTS = 11
A4 = (595.28, 841.89)


# ----------------------------------------------------------------------------- extraction
class _HTMLText(html.parser.HTMLParser):
    BLOCK = {
        "p",
        "li",
        "tr",
        "td",
        "th",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "div",
        "br",
        "table",
        "ul",
        "ol",
        "title",
        "body",
        "head",
        "html",
    }

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self.skip += 1
        if tag in self.BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.skip -= 1
        if tag in self.BLOCK:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def extract_pages(path):
    """Return a list of pages; each page is a list of raw lines."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        pages = []
        with pdfplumber.open(path) as pdf:
            for p in pdf.pages:
                pages.append((p.extract_text() or "").split("\n"))
        return pages
    if ext == ".docx":
        d = docx.Document(path)
        lines = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    lines.extend(p.text for p in cell.paragraphs)
        return [lines]
    if ext in (".html", ".htm"):
        hp = _HTMLText()
        with open(path, encoding="utf-8") as f:
            hp.feed(f.read())
        return ["".join(hp.parts).split("\n")]
    if ext in (".md", ".txt"):
        with open(path, encoding="utf-8") as f:
            return [f.read().split("\n")]
    raise ValueError(path)


def pdf_layout_checks(path, key, version):
    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        if key in EXPECTED_PAGES and n != EXPECTED_PAGES[key]:
            err(f"{os.path.basename(path)}: {n} pages, expected {EXPECTED_PAGES[key]}")
        for i, p in enumerate(pdf.pages, 1):
            if abs(p.width - A4[0]) > 1 or abs(p.height - A4[1]) > 1:
                err(f"{os.path.basename(path)} p{i}: not A4 ({p.width}x{p.height})")
            fonts = {c["fontname"] for c in p.chars}
            if not fonts or any("Helvetica" not in f for f in fonts):
                err(f"{os.path.basename(path)} p{i}: non-Helvetica fonts {sorted(fonts)}")
            lines = (p.extract_text() or "").split("\n")
            if not lines or key not in lines[0] or version not in lines[0]:
                err(f"{os.path.basename(path)} p{i}: running header missing key/version: {lines[:1]}")
            if lines[-1].strip() != f"Page {i} of {n}":
                err(f"{os.path.basename(path)} p{i}: footer is {lines[-1]!r}")
    return n


# ----------------------------------------------------------------------------- documents
SIDECAR_KEYS = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}


def load_documents():
    files = sorted(os.listdir(DOC_DIR))
    docs = [f for f in files if not f.endswith(".meta.json")]
    metas = [f for f in files if f.endswith(".meta.json")]
    if len(docs) != N_DOCUMENTS:
        err(f"expected {N_DOCUMENTS} documents, found {len(docs)}: {docs}")
    fmt = collections.Counter(os.path.splitext(d)[1] for d in docs)
    for ext, n in ((".pdf", 7), (".docx", 1), (".html", 1), (".md", 1), (".txt", 1)):
        if fmt[ext] != n:
            err(f"expected {n} {ext} documents, found {fmt[ext]}")
    for m in metas:
        if m[: -len(".meta.json")] not in docs:
            err(f"orphan sidecar {m}")

    revisions = collections.defaultdict(list)  # key -> list of dict(meta, file, pages)
    plain = {}  # md/txt file name -> pages
    for d in docs:
        path = os.path.join(DOC_DIR, d)
        ext = os.path.splitext(d)[1]
        side = path + ".meta.json"
        if ext in (".md", ".txt"):
            if os.path.exists(side):
                err(f"{d}: .md/.txt must not have a sidecar")
            plain[d] = extract_pages(path)
            continue
        if not os.path.exists(side):
            err(f"{d}: missing sidecar")
            continue
        with open(side, encoding="utf-8") as f:
            meta = json.load(f)
        if set(meta) != SIDECAR_KEYS:
            err(f"{d}: sidecar keys {sorted(meta)}")
            continue
        ef = parse_date(meta["effective_from"], d)
        et = parse_date(meta["effective_to"], d) if meta["effective_to"] is not None else None
        if ef and et and et < ef:
            err(f"{d}: effective_to before effective_from")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", meta["recorded_at"] or ""):
            err(f"{d}: bad recorded_at {meta['recorded_at']!r}")
        app = meta["applicability"]
        if not isinstance(app.get("product"), str) or not app["product"]:
            err(f"{d}: applicability.product missing")
        if not isinstance(app.get("variants"), list) or not app["variants"]:
            err(f"{d}: applicability.variants missing")
        is_bulletin = "-SB-" in meta["document"]
        if is_bulletin:
            ser = app.get("serials")
            if set(app) != {"product", "variants", "serials"}:
                err(f"{d}: bulletin applicability keys {sorted(app)}")
            if not ser or not all(
                isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and r[0] <= r[1] for r in ser
            ):
                err(f"{d}: bad serial ranges {ser}")
        elif set(app) != {"product", "variants"}:
            err(f"{d}: non-bulletin applicability keys {sorted(app)}")
        pages = extract_pages(path)
        if ext == ".pdf":
            pdf_layout_checks(path, meta["document"], meta["version"])
        revisions[meta["document"]].append({"meta": meta, "file": d, "pages": pages, "from": ef, "to": et})

    # revisions of one key: ordered, non-overlapping, only the last open-ended
    for key, revs in revisions.items():
        revs.sort(key=lambda r: r["from"])
        for a, b in itertools.pairwise(revs):
            if a["to"] is None:
                err(f"{key}: {a['meta']['version']} open-ended but followed by {b['meta']['version']}")
            elif a["to"] >= b["from"]:
                err(f"{key}: {a['meta']['version']} overlaps {b['meta']['version']}")
            elif a["to"] + dt.timedelta(days=1) != b["from"]:
                warn(f"{key}: gap between {a['meta']['version']} and {b['meta']['version']}")
            if len(a["pages"]) != len(b["pages"]):
                err(f"{key}: revisions have different page counts")
        if len({r["meta"]["version"] for r in revs}) != len(revs):
            err(f"{key}: duplicate versions")
    if len(revisions.get("VAS-MM-0410", [])) != 3:
        err("VAS-MM-0410 must have 3 revisions")
    return revisions, plain


def in_force(revs, as_of):
    if as_of is None:
        open_ = [r for r in revs if r["to"] is None]
        return open_[0] if open_ else revs[-1]
    d = dt.date.fromisoformat(as_of)
    for r in revs:
        if r["from"] <= d and (r["to"] is None or d <= r["to"]):
            return r
    return None


def span_on_page(span, page_lines):
    s = norm(span)
    return any(s in norm(line) for line in page_lines)


def page_text(page_lines):
    return norm(" ".join(page_lines))


def doc_text(pages):
    return norm(" ".join(" ".join(p) for p in pages))


def in_ranges(serial, ranges):
    return any(lo <= serial <= hi for lo, hi in ranges)


# ----------------------------------------------------------------------------- questions
ALLOWED_FIELDS = [
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


def longest_common_run(a, b):
    wa = re.findall(r"[a-z0-9]+", a.lower())
    wb = re.findall(r"[a-z0-9]+", b.lower())
    best = 0
    for n in range(1, 12):
        grams = {tuple(wb[i : i + n]) for i in range(len(wb) - n + 1)}
        if any(tuple(wa[i : i + n]) in grams for i in range(len(wa) - n + 1)):
            best = n
        else:
            break
    return best


def check_questions(revisions, plain):
    path = os.path.join(HERE, "qa.jsonl")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    if len(rows) != 200:
        err(f"qa.jsonl has {len(rows)} rows, expected 200")
    ids = [r.get("id") for r in rows]
    if ids != [f"s21-{i:03d}" for i in range(1, len(rows) + 1)]:
        err("ids are not s21-001.. in order")
    texts = collections.Counter(r.get("question") for r in rows)
    for t, n in texts.items():
        if n > 1:
            err(f"duplicate question: {t!r}")
    probes = {q["q"]: q.get("probe", []) for q in QSRC.QUESTIONS}
    kinds = collections.Counter(r.get("kind") for r in rows)
    for k, n in EXPECTED_KINDS.items():
        if kinds.get(k, 0) != n:
            err(f"kind {k}: {kinds.get(k, 0)} questions, expected {n}")
    for k in kinds:
        if k not in EXPECTED_KINDS:
            err(f"unknown kind {k}")
    n_ans = sum(1 for r in rows if r.get("answerable"))
    if n_ans != 120 or len(rows) - n_ans != 80:
        err(f"answerable {n_ans}, unanswerable {len(rows) - n_ans}; expected 120/80")

    rev_asofs = collections.defaultdict(set)
    for r in rows:
        qid = r.get("id")
        where = f"{qid} ({r.get('kind')})"
        if list(r) != [k for k in ALLOWED_FIELDS if k in r] or any(k not in ALLOWED_FIELDS for k in r):
            err(f"{where}: unexpected fields or order {list(r)}")
        for k in ("id", "question", "document", "page", "answers", "answerable", "kind"):
            if k not in r:
                err(f"{where}: missing field {k}")
        ans, page, kind = r.get("answers", []), r.get("page"), r.get("kind", "")
        answerable = r.get("answerable")
        if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
            err(f"{where}: answers must be a list of non-empty strings")
        if answerable:
            if not (1 <= len(ans) <= 3) or not isinstance(page, int):
                err(f"{where}: answerable needs 1-3 answers and an int page")
            if kind.startswith("unans_"):
                err(f"{where}: answerable with unans kind")
        else:
            if ans or page is not None:
                err(f"{where}: unanswerable must have page null and answers []")
            if not kind.startswith("unans_"):
                err(f"{where}: unanswerable with answerable kind")
        if "as_of" in r:
            parse_date(r["as_of"], where)
        if "serial" in r and not isinstance(r["serial"], int):
            err(f"{where}: serial must be int")
        if r.get("question") not in probes:
            err(f"{where}: question text not found in sources/questions.py")

        # ---- resolve the document / revision
        docname = r.get("document")
        rev = None
        all_revs = None
        if docname in plain:
            pages = plain[docname]
            if "as_of" in r:
                err(f"{where}: as_of on a document without sidecar")
        elif docname in revisions:
            all_revs = revisions[docname]
            rev = in_force(all_revs, r.get("as_of"))
            if rev is None:
                if kind != "unans_before_first_revision":
                    err(f"{where}: no revision of {docname} in force at {r.get('as_of')}")
                pages = None
            else:
                pages = rev["pages"]
        else:
            err(f"{where}: unknown document {docname!r}")
            continue
        meta = rev["meta"] if rev else (all_revs[0]["meta"] if all_revs else None)
        app = meta["applicability"] if meta else None

        # ---- product / variant applicability
        if app and "product" in r and r["product"] != app["product"]:
            err(f"{where}: product {r['product']!r} != sidecar {app['product']!r}")
        variant_outside_ok = kind in ("unans_model_outside", "unans_bulletin_excluded_model")
        if app and "variant" in r and not variant_outside_ok and r["variant"] not in app["variants"]:
            err(f"{where}: variant {r['variant']} not in {app['variants']}")

        # ---- answer spans
        if answerable and pages is not None:
            if not (1 <= page <= len(pages)):
                err(f"{where}: page {page} out of range 1..{len(pages)}")
            else:
                for a in ans:
                    if not span_on_page(a, pages[page - 1]):
                        err(
                            f"{where}: span {a!r} not on a single line of page {page} of "
                            f"{rev['file'] if rev else docname}"
                        )
                    if norm(a) in norm(r["question"]) and len(a) > 4:
                        warn(f"{where}: answer span {a!r} appears in the question")
                run = longest_common_run(r["question"], " ".join(pages[page - 1]))
                if run >= 6:
                    warn(f"{where}: question copies a run of {run} words from the page")

        # ---- probes: strings that must not occur in the target document
        for p in probes.get(r.get("question"), []):
            if kind == "unans_code_later_revision":
                continue
            target = pages if pages is not None else []
            if norm(p) in doc_text(target):
                err(f"{where}: probe {p!r} occurs in {docname}")

        # ---- kind-specific checks
        if kind == "revision_value":
            if "as_of" not in r:
                err(f"{where}: revision_value needs as_of")
            elif rev is not None:
                rev_asofs[docname].add(r["as_of"])
                others = [x for x in all_revs if x is not rev]
                if all(all(span_on_page(a, x["pages"][page - 1]) for a in ans) for x in others):
                    err(f"{where}: answer is the same in every revision")
        if kind in ("bulletin", "unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
            if not meta or "serials" not in app:
                err(f"{where}: bulletin kind on a non-bulletin document")
            elif "serial" not in r or "variant" not in r:
                err(f"{where}: bulletin kinds need variant and serial")
            else:
                inside = in_ranges(r["serial"], app["serials"])
                vin = r["variant"] in app["variants"]
                if kind == "bulletin" and not (inside and vin):
                    err(f"{where}: serial/variant not covered by the bulletin")
                if kind == "unans_bulletin_out_of_range":
                    if inside or not vin:
                        err(f"{where}: serial {r['serial']} is not outside the ranges (or variant wrong)")
                    near = min(min(abs(r["serial"] - lo), abs(r["serial"] - hi)) for lo, hi in app["serials"])
                    if near > 5:
                        warn(f"{where}: out-of-range serial is {near} away from the nearest bound")
                if kind == "unans_bulletin_excluded_model" and (vin or not inside):
                    err(f"{where}: excluded-model question must use an excluded variant with a serial in range")
                if kind == "unans_bulletin_excluded_model" and norm(r["variant"]) not in doc_text(pages):
                    err(f"{where}: bulletin does not mention the excluded model {r['variant']}")
        if kind == "unans_before_first_revision":
            first = min(x["from"] for x in all_revs) if all_revs else None
            if "as_of" not in r or first is None or dt.date.fromisoformat(r["as_of"]) >= first:
                err(f"{where}: as_of must be before the first revision")
        if kind == "unans_code_later_revision":
            pr = probes.get(r.get("question"), [])
            if not pr or rev is None:
                err(f"{where}: needs a probe code and a revision in force")
            else:
                for p in pr:
                    if norm(p) in doc_text(rev["pages"]):
                        err(f"{where}: code {p} already in {rev['meta']['version']}")
                    later = [x for x in all_revs if x["from"] > rev["from"] and norm(p) in doc_text(x["pages"])]
                    if not later:
                        err(f"{where}: code {p} not found in any later revision")
        if kind in ("unans_nonexistent_code", "unans_swapped_number", "unans_model_outside"):
            if not probes.get(r.get("question")):
                err(f"{where}: needs a probe string")
        if kind == "unans_model_outside" and app and r.get("variant") in app["variants"]:
            err(f"{where}: variant is covered by the document")
        if kind == "unans_other_model" and app and r.get("variant") not in app["variants"]:
            err(f"{where}: other_model must name a covered variant")

    # revision_value must include first and last days of revisions
    for key, asofs in rev_asofs.items():
        revs = revisions[key]
        firsts = {x["from"].isoformat() for x in revs}
        lasts = {x["to"].isoformat() for x in revs if x["to"]}
        if not firsts <= asofs:
            err(f"{key}: revision_value as_of misses first days {sorted(firsts - asofs)}")
        if not lasts <= asofs:
            err(f"{key}: revision_value as_of misses last days {sorted(lasts - asofs)}")
    return rows


def main():
    revisions, plain = load_documents()
    rows = check_questions(revisions, plain)
    per_doc = collections.Counter(r["document"] for r in rows)
    print("documents:", sum(len(v) for v in revisions.values()) + len(plain))
    print("questions:", len(rows), "answerable:", sum(r["answerable"] for r in rows))
    for d, n in sorted(per_doc.items()):
        print(f"  {d:34s} {n}")
    for w in WARNINGS:
        print("WARNING:", w)
    for e in ERRORS:
        print("ERROR:", e)
    print(f"{len(ERRORS)} error(s), {len(WARNINGS)} warning(s)")
    sys.exit(1 if ERRORS else 0)


if __name__ == "__main__":
    main()

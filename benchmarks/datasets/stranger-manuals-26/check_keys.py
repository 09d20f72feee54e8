#!/usr/bin/env python3
# ruff: noqa: E402, E741, RUF012, SIM102
"""Validate the s26 evaluation set.

Checks
  * every document listed in sources/registry.py exists; sidecars exist for all but .md/.txt and have
    the required fields and types; dates are valid; revisions of one key do not overlap;
  * PDFs: page count, A4 size, running header (company, document number, revision) and
    "Page n of N" footer on every page, real text layer;
  * qa.jsonl: 200 records, ids s26-001..s26-200, field types, kind counts, 120/80 split;
  * every answer span occurs on ONE extracted line of the stated page of the revision in force
    (case-insensitive, whitespace collapsed; pdfplumber per page for PDF, python-docx paragraphs and
    table cells for DOCX, html.parser for HTML, raw lines for .md/.txt);
  * kind-specific rules (bulletin serial inside / just outside a range, excluded model, as_of before
    the first revision, code only in a later revision, revision_value differs between revisions,
    non-existent codes, swapped numbers, models outside the manual, ...).
Exit status is non-zero on any error.  "--dump FILE" prints the extracted lines of one document.
"""

import sys

sys.dont_write_bytecode = True
import datetime
import html.parser
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "sources"))

import itertools

import docx
import pdfplumber
import registry

DOC_DIR = os.path.join(HERE, "documents")
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------ extraction
class _HTMLText(html.parser.HTMLParser):
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
        "title",
        "header",
        "footer",
        "ul",
        "ol",
        "table",
        "body",
        "head",
        "section",
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
    """Return a list of pages; each page is a list of text lines."""
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        out = []
        with pdfplumber.open(path) as pdf:
            for page in pdf.pages:
                out.append((page.extract_text() or "").split("\n"))
        return out
    if ext == "docx":
        d = docx.Document(path)
        lines = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    lines.extend(p.text for p in cell.paragraphs)
        return [lines]
    if ext in ("html", "htm"):
        p = _HTMLText()
        with open(path, encoding="utf-8") as f:
            p.feed(f.read())
        return ["".join(p.parts).split("\n")]
    with open(path, encoding="utf-8") as f:
        return [f.read().split("\n")]


_CACHE = {}


def pages_of(file):
    if file not in _CACHE:
        _CACHE[file] = [[norm(l) for l in page if norm(l)] for page in extract_pages(os.path.join(DOC_DIR, file))]
    return _CACHE[file]


def span_on_page(file, page, span):
    pages = pages_of(file)
    if page < 1 or page > len(pages):
        return False
    s = norm(span)
    return any(s in line for line in pages[page - 1])


def text_anywhere(file, needle, word=True):
    n = norm(needle)
    pat = re.compile(r"(?<![a-z0-9])" + re.escape(n) + r"(?![0-9])") if word else None
    for page in pages_of(file):
        for line in page:
            if pat.search(line) if word else n in line:
                return True
    return False


# ------------------------------------------------------------------ documents / sidecars
def parse_date(s, what):
    try:
        return datetime.date.fromisoformat(s)
    except Exception:
        err(f"{what}: bad date {s!r}")
        return None


def check_documents():
    files_expected = set()
    by_key = {}
    for d in registry.DOCS:
        path = os.path.join(DOC_DIR, d["file"])
        files_expected.add(d["file"])
        if not os.path.exists(path):
            err(f"missing document {d['file']}")
            continue
        if d["sidecar"]:
            files_expected.add(d["file"] + ".meta.json")
            sp = path + ".meta.json"
            if not os.path.exists(sp):
                err(f"missing sidecar for {d['file']}")
                continue
            with open(sp, encoding="utf-8") as f:
                m = json.load(f)
            need = ["document", "version", "effective_from", "effective_to", "recorded_at", "applicability"]
            if list(m.keys()) != need:
                err(f"{sp}: keys {list(m.keys())} != {need}")
            if m.get("document") != d["key"]:
                err(f"{sp}: document {m.get('document')} != {d['key']}")
            ef = parse_date(m["effective_from"], sp)
            et = parse_date(m["effective_to"], sp) if m["effective_to"] is not None else None
            if ef and et and et < ef:
                err(f"{sp}: effective_to before effective_from")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", m["recorded_at"] or ""):
                err(f"{sp}: bad recorded_at {m['recorded_at']!r}")
            elif ef and datetime.date.fromisoformat(m["recorded_at"][:10]) > ef:
                err(f"{sp}: recorded_at after effective_from")
            app = m["applicability"]
            if not isinstance(app.get("product"), str) or not app["product"]:
                err(f"{sp}: applicability.product missing")
            if not isinstance(app.get("variants"), list) or not all(isinstance(v, str) for v in app["variants"]):
                err(f"{sp}: applicability.variants must be a list of strings")
            is_bulletin = "-SB-" in d["key"]
            if is_bulletin:
                ser = app.get("serials")
                if not (
                    isinstance(ser, list)
                    and ser
                    and all(
                        isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and r[0] <= r[1]
                        for r in ser
                    )
                ):
                    err(f"{sp}: bulletin serials must be [[lo, hi], ...] integers")
                else:
                    # printed serials must be present in the bulletin and match the integer ranges
                    for lo, hi in ser:
                        for x in (lo, hi):
                            if not text_anywhere(d["file"], str(x), word=False):
                                err(f"{d['file']}: serial figures {x} not printed in the bulletin")
                    ss = sorted(ser)
                    for a, b in itertools.pairwise(ss):
                        if b[0] <= a[1]:
                            err(f"{sp}: overlapping serial ranges")
            elif "serials" in app:
                err(f"{sp}: serials only allowed for bulletins")
            by_key.setdefault(d["key"], []).append((ef, et, d))
        if d["format"] == "pdf":
            check_pdf(d)
    # revisions of one key must not overlap; only the last may be open-ended
    for key, revs in by_key.items():
        revs.sort(key=lambda r: r[0])
        for (_ef1, et1, d1), (ef2, _et2, d2) in itertools.pairwise(revs):
            if et1 is None or et1 >= ef2:
                err(f"{key}: {d1['version']} overlaps {d2['version']}")
            elif (ef2 - et1).days != 1:
                err(f"{key}: gap between {d1['version']} and {d2['version']}")
        if len(revs) > 1:
            n = {len(pages_of(r[2]["file"])) for r in revs}
            if len(n) != 1:
                err(f"{key}: revisions have different page counts {n}")
    # nothing extra in documents/
    actual = set(os.listdir(DOC_DIR))
    if actual != files_expected:
        err(
            f"documents/ content mismatch: extra {sorted(actual - files_expected)}, "
            f"missing {sorted(files_expected - actual)}"
        )
    return by_key


def check_pdf(d):
    path = os.path.join(DOC_DIR, d["file"])
    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        for i, page in enumerate(pdf.pages, 1):
            if abs(page.width - 595.28) > 1 or abs(page.height - 841.89) > 1:
                err(f"{d['file']} p{i}: not A4")
            fonts = {c["fontname"] for c in page.chars}
            if not fonts or any("Helvetica" not in f for f in fonts):
                err(f"{d['file']} p{i}: unexpected fonts {fonts}")
    pages = pages_of(d["file"])
    for i, lines in enumerate(pages, 1):
        joined = " | ".join(lines)
        for need in (d["company"], d["docno"], d["header_rev"], f"Page {i} of {n}"):
            if norm(need) not in joined:
                err(f"{d['file']} p{i}: header/footer text {need!r} missing")
        if len(lines) < 6:
            err(f"{d['file']} p{i}: page nearly empty")
    expected = {"pdf": None}
    if "-MM-" in d["key"] or "-SM-" in d["key"] or "-SVC-" in d["key"]:
        expected = 8
    elif "-SB-" in d["key"]:
        expected = 2
    else:
        expected = None
    if expected and n != expected:
        err(f"{d['file']}: {n} pages, expected {expected}")


# ------------------------------------------------------------------ questions
KIND_TARGET = {
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


def docs_for(key):
    return [d for d in registry.DOCS if d["key"] == key]


def in_force(key, as_of):
    """Return the registry entry in force on as_of (latest if as_of is None), or None."""
    revs = docs_for(key)
    if not revs:
        return None
    if len(revs) == 1 and revs[0].get("effective_from") is None:
        return revs[0]
    if as_of is None:
        return max(revs, key=lambda d: d["effective_from"])
    day = datetime.date.fromisoformat(as_of)
    for d in revs:
        ef = datetime.date.fromisoformat(d["effective_from"])
        et = datetime.date.fromisoformat(d["effective_to"]) if d["effective_to"] else None
        if ef <= day and (et is None or day <= et):
            return d
    return None


def in_ranges(serial, ranges):
    return any(lo <= serial <= hi for lo, hi in ranges)


def check_questions():
    import questions as qsrc

    src_by_text = {q["question"]: q for q in qsrc.QUESTIONS}
    if len(src_by_text) != len(qsrc.QUESTIONS):
        err("duplicate question texts in sources/questions.py")
    path = os.path.join(HERE, "qa.jsonl")
    with open(path, encoding="utf-8") as f:
        recs = [json.loads(l) for l in f if l.strip()]
    if len(recs) != 200:
        err(f"qa.jsonl has {len(recs)} records, expected 200")
    ids = [r.get("id") for r in recs]
    if ids != [f"s26-{i:03d}" for i in range(1, len(recs) + 1)]:
        err("ids are not s26-001.. in order")
    counts = {}
    n_ans = 0
    rev_days = set()
    for r in recs:
        rid = r.get("id")
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
        if set(r) - allowed:
            err(f"{rid}: unexpected fields {set(r) - allowed}")
        for k in ("question", "document", "page", "answers", "answerable", "kind"):
            if k not in r:
                err(f"{rid}: missing {k}")
        kind = r.get("kind")
        counts[kind] = counts.get(kind, 0) + 1
        if kind not in KIND_TARGET:
            err(f"{rid}: unknown kind {kind}")
        ans = r.get("answerable")
        if not isinstance(ans, bool):
            err(f"{rid}: answerable must be bool")
        if ans != (not kind.startswith("unans")):
            err(f"{rid}: answerable flag inconsistent with kind")
        if "as_of" in r:
            parse_date(r["as_of"], rid)
        if "serial" in r and not isinstance(r["serial"], int):
            err(f"{rid}: serial must be int")
        src = src_by_text.get(r["question"], {})
        key = r["document"]
        entries = docs_for(key)
        if not entries:
            err(f"{rid}: unknown document {key}")
            continue
        if "product" in r and r["product"] != entries[0]["product"]:
            err(f"{rid}: product {r['product']!r} does not match document product")
        doc = in_force(key, r.get("as_of"))
        if ans:
            n_ans += 1
            if doc is None:
                err(f"{rid}: no revision of {key} in force on {r.get('as_of')}")
                continue
            if not isinstance(r["page"], int):
                err(f"{rid}: page must be int")
                continue
            if not (1 <= len(r["answers"]) <= 3):
                err(f"{rid}: 1-3 answers required")
            for a in r["answers"]:
                if not isinstance(a, str) or not a.strip():
                    err(f"{rid}: empty answer")
                elif not span_on_page(doc["file"], r["page"], a):
                    err(f"{rid}: answer {a!r} not on one line of {doc['file']} p{r['page']}")
                elif len(a) > 120:
                    err(f"{rid}: answer span too long")
            if "variant" in r and doc.get("variants") and r["variant"] not in doc["variants"]:
                err(f"{rid}: variant {r['variant']} not covered by {key}")
        else:
            if r["page"] is not None or r["answers"] != []:
                err(f"{rid}: unanswerable must have page null and answers []")
        # ---- kind-specific checks
        if kind == "revision_value":
            if "as_of" not in r:
                err(f"{rid}: revision_value needs as_of")
            elif doc is not None:
                rev_days.add(r["as_of"])
                others = [d for d in entries if d is not doc]
                if all(any(span_on_page(o["file"], r["page"], a) for a in r["answers"]) for o in others):
                    err(f"{rid}: revision_value answer is the same in every revision")
        if kind in ("bulletin", "unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
            if "-SB-" not in key:
                err(f"{rid}: {kind} must target a bulletin")
            ranges = entries[0]["serials"]
            var = r.get("variant")
            ser = r.get("serial")
            if var is None or ser is None:
                err(f"{rid}: {kind} needs variant and serial")
            else:
                variants = entries[0]["variants"]
                if kind == "bulletin" and not (var in variants and in_ranges(ser, ranges)):
                    err(f"{rid}: bulletin question outside applicability")
                if kind == "unans_bulletin_out_of_range":
                    if var not in variants:
                        err(f"{rid}: out-of-range question should use an affected model")
                    if in_ranges(ser, ranges):
                        err(f"{rid}: serial {ser} is inside a range")
                    dist = min(min(abs(ser - lo), abs(ser - hi)) for lo, hi in ranges)
                    if dist > 5:
                        err(f"{rid}: serial {ser} is not just outside a range (distance {dist})")
                if kind == "unans_bulletin_excluded_model":
                    if var in variants:
                        err(f"{rid}: excluded-model question uses an affected model")
                    if not in_ranges(ser, ranges):
                        err(f"{rid}: excluded-model question should use a serial inside a range")
                    prod_vars = set()
                    for d in registry.DOCS:
                        if d["product"] == entries[0]["product"] and d.get("variants"):
                            prod_vars |= set(d["variants"])
                    if var not in prod_vars:
                        err(f"{rid}: excluded model {var} is not a model of the product")
        if kind == "unans_before_first_revision":
            first = min(d["effective_from"] for d in entries)
            if "as_of" not in r or r["as_of"] >= first:
                err(f"{rid}: as_of must be before {first}")
        if kind == "unans_code_later_revision":
            code = src.get("_code")
            latest = in_force(key, None)
            if not code or doc is None:
                err(f"{rid}: needs _code and an as_of inside a revision")
            else:
                if text_anywhere(doc["file"], code):
                    err(f"{rid}: code {code} exists in the revision in force")
                if not text_anywhere(latest["file"], code):
                    err(f"{rid}: code {code} is not in the latest revision")
        if kind in ("unans_nonexistent_code", "unans_swapped_number"):
            tok = src.get("_code") or src.get("_number")
            if not tok:
                err(f"{rid}: needs _code/_number in the source")
            else:
                for d in entries:
                    if text_anywhere(d["file"], tok):
                        err(f"{rid}: {tok} occurs in {d['file']}")
                if kind == "unans_nonexistent_code" and src.get("_elsewhere"):
                    if not any(text_anywhere(d["file"], tok) for d in registry.DOCS if d["key"] != key):
                        err(f"{rid}: {tok} is said to exist in another document but does not")
                if kind == "unans_swapped_number" and src.get("_real"):
                    if not any(text_anywhere(d["file"], src["_real"]) for d in entries):
                        err(f"{rid}: real number {src['_real']} not found in the document")
        if kind in ("unans_model_outside",):
            m = src.get("_model")
            if not m:
                err(f"{rid}: needs _model")
            else:
                for d in entries:
                    if text_anywhere(d["file"], m):
                        err(f"{rid}: model {m} occurs in {d['file']}")
                    if d.get("variants") and m in d["variants"]:
                        err(f"{rid}: model {m} is in the variants")
        if kind == "unans_other_model":
            var = r.get("variant")
            if not var or var not in (entries[0].get("variants") or []):
                err(f"{rid}: other_model question needs a covered variant")
        for need in src.get("_absent", []):
            for d in entries:
                if text_anywhere(d["file"], need, word=False):
                    err(f"{rid}: text {need!r} unexpectedly occurs in {d['file']}")
    # counts
    n = len(recs)
    if n_ans != 120 or n - n_ans != 80:
        err(f"answerable/unanswerable = {n_ans}/{n - n_ans}, expected 120/80")
    for k, target in KIND_TARGET.items():
        got = counts.get(k, 0)
        if abs(got - target) > 2:
            err(f"kind {k}: {got} questions, target about {target}")
    # revision_value must include first and last days of revisions
    for key in {d["key"] for d in registry.DOCS if len(docs_for(d["key"])) > 1}:
        bounds = set()
        for d in docs_for(key):
            bounds.add(d["effective_from"])
            if d["effective_to"]:
                bounds.add(d["effective_to"])
        if len(bounds & rev_days) < 3:
            err(f"{key}: revision_value questions use only {sorted(bounds & rev_days)} of the boundary days")
    return counts, recs


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--dump":
        for i, page in enumerate(extract_pages(os.path.join(DOC_DIR, sys.argv[2])), 1):
            print(f"======== page {i}")
            for line in page:
                print(line)
        return 0
    check_documents()
    counts, recs = check_questions()
    print("kind counts:")
    for k in KIND_TARGET:
        print(f"  {k:32s} {counts.get(k, 0):3d}")
    per_doc = {}
    for r in recs:
        per_doc[r["document"]] = per_doc.get(r["document"], 0) + 1
    print("questions per document:")
    for k, v in sorted(per_doc.items()):
        print(f"  {k:32s} {v:3d}")
    if ERRORS:
        print(f"\n{len(ERRORS)} error(s):")
        for e in ERRORS:
            print("  ERROR:", e)
        return 1
    print(f"\nOK: {len(recs)} questions, all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# ruff: noqa: B007, RUF012
"""Validate the s23 evaluation set.

Checks the documents and their sidecars (fields, dates, revision overlap,
serial ranges, PDF layout), then every question in qa.jsonl: counts per kind,
ids, and that every answer span occurs on one extracted line of the stated page
of the revision in force (case-insensitive, whitespace collapsed).  Unanswerable
kinds get kind-specific checks (serial just outside a bulletin range, as_of
before the first revision, fault code only in a later revision, ...).

Text extraction: pdfplumber page by page for PDF; python-docx paragraphs and
table cells for DOCX (one page); html.parser for HTML (one page); raw lines for
.md and .txt (one page).

Usage:  python check_keys.py            -> exit 0 if everything passes
        python check_keys.py --dump F   -> print the extracted lines of document file F
"""

import collections
import datetime
import functools
import glob
import json
import operator
import os
import re
import sys
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")

EXPECTED_FILES = {
    "KFS-MM-0412_RevA.pdf": 8,
    "KFS-MM-0412_RevB.pdf": 8,
    "KFS-MM-0412_RevC.pdf": 8,
    "ORM-SM-GX_Rev4.pdf": 8,
    "VGE-SM-TC5_Issue2.pdf": 8,
    "ORM-TSB-GX-2305.pdf": 2,
    "KFS-TH-0100_Issue2.pdf": 6,
    "KFS-SB-0412-07.docx": 1,
    "VGE-QG-TC5.html": 1,
    "pj-field-notes.md": 1,
    "gx-daily-inspection-card.txt": 1,
}
BULLETIN_KEYS = {"KFS-SB-0412-07", "ORM-TSB-GX-2305"}
NO_SIDECAR = {".md", ".txt"}

KIND_TARGETS = {
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
THEORY_KEY = "KFS-TH-0100"
MIN_THEORY_EXPLANATIONS = 10
CODE_RE = re.compile(r"\b([AEF])-?(\d{2})\b", re.I)
JUST_OUTSIDE = 100  # an out-of-range serial must lie within this distance of a range end
MAX_SHARED_RUN = 7  # a question may share at most this many consecutive words with its document

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ----------------------------------------------------------------------------- extraction
class _HTMLText(HTMLParser):
    BLOCK = {
        "p",
        "li",
        "tr",
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
        "header",
        "footer",
        "title",
        "section",
        "article",
    }
    SKIP = {"style", "script"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        elif tag in self.BLOCK:
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skip -= 1
        elif tag in self.BLOCK:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def extract_pages(path):
    """Return a list of pages; each page is a list of text lines."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        import pdfplumber

        out = []
        with pdfplumber.open(path) as pdf:
            for page in pdf.pages:
                out.append((page.extract_text() or "").split("\n"))
        return out
    if ext == ".docx":
        import docx

        d = docx.Document(path)
        lines = []
        for p in d.paragraphs:
            lines.extend(p.text.split("\n"))
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    lines.extend(cell.text.split("\n"))
        return [lines]
    if ext in (".html", ".htm"):
        p = _HTMLText()
        with open(path, encoding="utf-8") as f:
            p.feed(f.read())
        text = "".join(p.parts)
        return [[ln for ln in text.split("\n")]]
    with open(path, encoding="utf-8") as f:
        return [f.read().split("\n")]


# ----------------------------------------------------------------------------- helpers
def parse_date(s, what):
    try:
        return datetime.date.fromisoformat(s)
    except Exception:
        err(f"{what}: bad date {s!r}")
        return None


def load_sidecars():
    side = {}
    for fname in EXPECTED_FILES:
        path = os.path.join(DOCS, fname)
        ext = os.path.splitext(fname)[1]
        mpath = path + ".meta.json"
        if ext in NO_SIDECAR:
            if os.path.exists(mpath):
                err(f"{fname}: must not have a sidecar")
            continue
        if not os.path.exists(mpath):
            err(f"{fname}: sidecar missing")
            continue
        with open(mpath, encoding="utf-8") as f:
            m = json.load(f)
        side[fname] = m
        want = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
        if set(m) != want:
            err(f"{fname}: sidecar fields {sorted(m)} != {sorted(want)}")
            continue
        if not isinstance(m["document"], str) or not m["document"]:
            err(f"{fname}: bad document key")
        if not isinstance(m["version"], str) or not m["version"]:
            err(f"{fname}: bad version")
        f0 = parse_date(m["effective_from"], f"{fname} effective_from")
        if m["effective_to"] is not None:
            t0 = parse_date(m["effective_to"], f"{fname} effective_to")
            if f0 and t0 and t0 < f0:
                err(f"{fname}: effective_to before effective_from")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", str(m["recorded_at"])):
            err(f"{fname}: recorded_at must look like YYYY-MM-DDT00:00:00Z")
        elif f0 and datetime.date.fromisoformat(m["recorded_at"][:10]) > f0:
            err(f"{fname}: recorded_at after effective_from")
        app = m["applicability"]
        if not isinstance(app, dict) or not isinstance(app.get("product"), str) or not app.get("product"):
            err(f"{fname}: applicability.product missing")
            continue
        if (
            not isinstance(app.get("variants"), list)
            or not app["variants"]
            or not all(isinstance(v, str) and v for v in app["variants"])
        ):
            err(f"{fname}: applicability.variants must be a non-empty list of strings")
        allowed = {"product", "variants", "serials"} if m["document"] in BULLETIN_KEYS else {"product", "variants"}
        if set(app) - allowed:
            err(f"{fname}: applicability has unexpected fields {sorted(set(app) - allowed)}")
        if m["document"] in BULLETIN_KEYS:
            s = app.get("serials")
            if not isinstance(s, list) or not s:
                err(f"{fname}: bulletin needs applicability.serials")
            else:
                for r in s:
                    if not (isinstance(r, list) and len(r) == 2 and all(type(x) is int for x in r) and r[0] <= r[1]):
                        err(f"{fname}: bad serial range {r!r}")
    # revisions of one key must not overlap; only the last may be open-ended
    by_key = collections.defaultdict(list)
    for fname, m in side.items():
        by_key[m["document"]].append((m["effective_from"], m["effective_to"], fname))
    for key, revs in by_key.items():
        revs.sort()
        for i, (f0, t0, fname) in enumerate(revs):
            if t0 is None and i != len(revs) - 1:
                err(f"{key}: open-ended revision {fname} is not the last one")
            if i + 1 < len(revs):
                nf = revs[i + 1][0]
                if t0 is None or t0 >= nf:
                    err(f"{key}: {fname} overlaps the next revision")
                elif (datetime.date.fromisoformat(nf) - datetime.date.fromisoformat(t0)).days != 1:
                    err(f"{key}: gap between {fname} and {revs[i + 1][2]}")
        if len({m["version"] for fn, m in side.items() if m["document"] == key}) != len(revs):
            err(f"{key}: duplicate version labels")
    return side, by_key


def check_pdf_layout(fname, side):
    import pdfplumber

    path = os.path.join(DOCS, fname)
    m = side.get(fname)
    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        if n != EXPECTED_FILES[fname]:
            err(f"{fname}: {n} pages, expected {EXPECTED_FILES[fname]}")
        for i, page in enumerate(pdf.pages, start=1):
            if abs(page.width - 595.28) > 1 or abs(page.height - 841.89) > 1:
                err(f"{fname} p{i}: not A4")
            fonts = {c["fontname"] for c in page.chars}
            if not fonts or not all("Helvetica" in f for f in fonts):
                err(f"{fname} p{i}: fonts {fonts}")
            lines = (page.extract_text() or "").split("\n")
            if m:
                head = norm(" ".join(lines[:2]))
                if norm(m["document"]) not in head or norm(m["version"]) not in head:
                    err(f"{fname} p{i}: running header lacks document number or revision")
            if norm(lines[-1]) != norm(f"Page {i} of {n}"):
                err(f"{fname} p{i}: footer is {lines[-1]!r}")
    return n


# ----------------------------------------------------------------------------- main check
def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        for i, lines in enumerate(extract_pages(os.path.join(DOCS, sys.argv[2])), start=1):
            print(f"===== page {i}")
            print("\n".join(lines))
        return 0

    present = {os.path.basename(p) for p in glob.glob(os.path.join(DOCS, "*")) if not p.endswith(".meta.json")}
    if present != set(EXPECTED_FILES):
        err(f"documents/ holds {sorted(present)}; expected {sorted(EXPECTED_FILES)}")
    side, by_key = load_sidecars()
    if len(side) != 9:
        err(f"expected 9 sidecars, found {len(side)}")

    texts = {}
    for fname in EXPECTED_FILES:
        if not os.path.exists(os.path.join(DOCS, fname)):
            continue
        if fname.endswith(".pdf"):
            check_pdf_layout(fname, side)
        texts[fname] = extract_pages(os.path.join(DOCS, fname))

    # revisions of the multi-revision manual share one layout
    kfs = sorted(by_key.get("KFS-MM-0412", []))
    if len(kfs) != 3:
        err("KFS-MM-0412 must have three revisions")
    else:
        counts = {len(texts[f]) for _, _, f in kfs}
        if len(counts) != 1:
            err("KFS-MM-0412 revisions differ in page count")
        for p in range(min(counts)):
            heads = {norm(texts[f][p][2]) if len(texts[f][p]) > 2 else "" for _, _, f in kfs}
            if len(heads) != 1:
                err(f"KFS-MM-0412 page {p + 1}: first content line differs between revisions: {heads}")
        c_text = norm(" ".join(functools.reduce(operator.iadd, texts[kfs[-1][2]], [])))
        b_text = norm(" ".join(functools.reduce(operator.iadd, texts[kfs[-2][2]], [])))
        if "e17" not in c_text or "e17 emission" in b_text:
            err("E17 must be added in Rev C only")

    # ------------------------------------------------------------------ questions
    def resolve(doc, as_of):
        """Return (file, sidecar-or-None) of the revision in force, or (None, reason)."""
        if doc in EXPECTED_FILES and os.path.splitext(doc)[1] in NO_SIDECAR:
            return doc, None
        revs = by_key.get(doc)
        if not revs:
            return None, f"unknown document {doc!r}"
        if as_of is None:
            open_ended = [r for r in revs if r[1] is None]
            return (open_ended[-1][2] if open_ended else revs[-1][2]), side
        d = as_of
        for f0, t0, fname in revs:
            if f0 <= d and (t0 is None or d <= t0):
                return fname, side
        return None, "no revision in force"

    qpath = os.path.join(HERE, "qa.jsonl")
    qs = []
    with open(qpath, encoding="utf-8") as f:
        for ln, line in enumerate(f, start=1):
            if not line.strip():
                err(f"qa.jsonl line {ln}: blank line")
                continue
            qs.append(json.loads(line))
    if len(qs) != N_QUESTIONS:
        err(f"{len(qs)} questions, expected {N_QUESTIONS}")
    ids = [q.get("id") for q in qs]
    if ids != [f"s23-{i:03d}" for i in range(1, len(qs) + 1)]:
        err("ids must be s23-001.. in file order")
    kinds = collections.Counter(q.get("kind") for q in qs)
    for k, n in KIND_TARGETS.items():
        if kinds.get(k, 0) != n:
            err(f"kind {k}: {kinds.get(k, 0)} questions, expected {n}")
    for k in kinds:
        if k not in KIND_TARGETS:
            err(f"unknown kind {k!r}")
    n_ans = sum(1 for q in qs if q.get("answerable") is True)
    if n_ans != N_ANSWERABLE:
        err(f"{n_ans} answerable questions, expected {N_ANSWERABLE}")
    texts_q = collections.Counter(norm(q.get("question", "")) for q in qs)
    for t, n in texts_q.items():
        if n > 1:
            err(f"duplicate question text: {t[:60]!r}")

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
    theory_expl = 0
    for q in qs:
        qid = q.get("id")
        if set(q) - allowed:
            err(f"{qid}: unexpected fields {sorted(set(q) - allowed)}")
        for fld in ("id", "question", "document", "page", "answers", "answerable", "kind"):
            if fld not in q:
                err(f"{qid}: missing {fld}")
        if not isinstance(q.get("question"), str) or len(q["question"].strip()) < 8:
            err(f"{qid}: question text too short")
        kind = q.get("kind", "")
        ans = q.get("answerable")
        if ans is not (not kind.startswith("unans_")):
            err(f"{qid}: answerable flag does not match kind {kind}")
        as_of = q.get("as_of")
        if as_of is not None and parse_date(as_of, f"{qid} as_of") is None:
            continue
        if "serial" in q and type(q["serial"]) is not int:
            err(f"{qid}: serial must be an int")
        doc = q.get("document")
        fname, sc = resolve(doc, as_of)
        meta = side.get(fname) if fname else None
        if meta and "product" in q and q["product"] != meta["applicability"]["product"]:
            err(f"{qid}: product {q['product']!r} does not match sidecar")
        # shared-run check (paraphrase, not copy)
        if fname:
            qwords = re.findall(r"[a-z0-9]+", q["question"].lower())
            alltext = (
                " "
                + " ".join(
                    re.findall(r"[a-z0-9]+", " ".join(functools.reduce(operator.iadd, texts[fname], [])).lower())
                )
                + " "
            )
            for i in range(len(qwords) - MAX_SHARED_RUN):
                run = " " + " ".join(qwords[i : i + MAX_SHARED_RUN + 1]) + " "
                if run in alltext:
                    err(f"{qid}: question copies a run of {MAX_SHARED_RUN + 1}+ words from {fname}: {run.strip()!r}")
                    break

        if ans:
            if fname is None:
                err(f"{qid}: {sc}")
                continue
            page = q.get("page")
            answers = q.get("answers")
            if type(page) is not int or not (1 <= page <= len(texts[fname])):
                err(f"{qid}: bad page {page!r} for {fname}")
                continue
            if (
                not isinstance(answers, list)
                or not (1 <= len(answers) <= 3)
                or not all(isinstance(a, str) and a.strip() for a in answers)
            ):
                err(f"{qid}: answers must be 1-3 non-empty strings")
                continue
            lines = [norm(x) for x in texts[fname][page - 1]]
            for a in answers:
                na = norm(a)
                if not any(na in ln for ln in lines):
                    other = [i + 1 for i, pg in enumerate(texts[fname]) if any(na in norm(x) for x in pg)]
                    err(f"{qid}: span {a!r} not on one line of {fname} p{page} (found on pages {other})")
            if meta and "variant" in q and q["variant"] not in meta["applicability"]["variants"]:
                err(f"{qid}: variant {q['variant']} not covered by {fname}")
            if kind == "revision_value":
                if as_of is None:
                    err(f"{qid}: revision_value needs as_of")
                others = [r[2] for r in by_key.get(doc, []) if r[2] != fname]
                if not others:
                    err(f"{qid}: revision_value on a single-revision document")
                for a in answers:
                    na = norm(a)
                    differs = False
                    for o in others:
                        olines = [norm(x) for x in texts[o][page - 1]]
                        if not any(na in ln for ln in olines):
                            differs = True
                    if not differs:
                        err(f"{qid}: span {a!r} is the same in every revision")
            if kind == "bulletin":
                if doc not in BULLETIN_KEYS:
                    err(f"{qid}: bulletin question must point at a bulletin")
                elif not all(k in q for k in ("product", "variant", "serial")):
                    err(f"{qid}: bulletin question needs product, variant and serial")
                else:
                    rngs = meta["applicability"]["serials"]
                    if not any(lo <= q["serial"] <= hi for lo, hi in rngs):
                        err(f"{qid}: serial {q['serial']} outside the bulletin range")
            if kind == "explanation" and doc == THEORY_KEY:
                theory_expl += 1
        else:
            if q.get("page") is not None or q.get("answers") != []:
                err(f"{qid}: unanswerable question must have page null and answers []")
            if kind == "unans_before_first_revision":
                revs = by_key.get(doc, [])
                if as_of is None or not revs or as_of >= revs[0][0]:
                    err(f"{qid}: as_of must be before the first revision of {doc}")
                continue
            if fname is None:
                err(f"{qid}: {sc}")
                continue
            if kind in ("unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
                if doc not in BULLETIN_KEYS or not all(k in q for k in ("product", "variant", "serial")):
                    err(f"{qid}: needs a bulletin document and product, variant, serial")
                    continue
                app = meta["applicability"]
                inside = any(lo <= q["serial"] <= hi for lo, hi in app["serials"])
                if kind == "unans_bulletin_out_of_range":
                    if q["variant"] not in app["variants"]:
                        err(f"{qid}: variant should be covered (only the serial is out of range)")
                    if inside:
                        err(f"{qid}: serial {q['serial']} is inside the range")
                    dist = min(min(abs(q["serial"] - lo), abs(q["serial"] - hi)) for lo, hi in app["serials"])
                    if dist > JUST_OUTSIDE:
                        err(f"{qid}: serial {q['serial']} is not just outside the range")
                else:
                    if q["variant"] in app["variants"]:
                        err(f"{qid}: variant {q['variant']} is not excluded")
                    if not inside:
                        err(f"{qid}: serial should be inside the range (only the model is excluded)")
            if kind in ("unans_model_outside", "unans_other_model"):
                if "variant" not in q:
                    err(f"{qid}: needs variant")
                elif meta:
                    covered = q["variant"] in meta["applicability"]["variants"]
                    if kind == "unans_model_outside" and covered:
                        err(f"{qid}: variant {q['variant']} is covered by {doc}")
                    if kind == "unans_other_model" and not covered:
                        err(f"{qid}: variant {q['variant']} should be a model of {doc}")
                    if kind == "unans_model_outside":
                        alltext = norm(" ".join(functools.reduce(operator.iadd, texts[fname], [])))
                        if norm(q["variant"]) in alltext:
                            err(f"{qid}: {q['variant']} appears in {fname}")
            if kind in ("unans_nonexistent_code", "unans_code_later_revision"):
                codes = [f"{a.upper()}{b}" for a, b in CODE_RE.findall(q["question"])]
                if not codes:
                    err(f"{qid}: no fault code found in question")
                    continue
                cur = norm(" ".join(functools.reduce(operator.iadd, texts[fname], [])))
                for c in codes:
                    if re.search(r"\b" + c.lower() + r"\b", cur):
                        err(f"{qid}: code {c} exists in {fname}")
                if kind == "unans_code_later_revision":
                    later = [r[2] for r in by_key.get(doc, []) if as_of and r[0] > as_of]
                    if as_of is None or not later:
                        err(f"{qid}: needs as_of with a later revision")
                    for c in codes:
                        if not any(
                            re.search(
                                r"\b" + c.lower() + r"\b", norm(" ".join(functools.reduce(operator.iadd, texts[f], [])))
                            )
                            for f in later
                        ):
                            err(f"{qid}: code {c} is not in a later revision either")
                if kind == "unans_nonexistent_code":
                    for _, _, f in by_key.get(doc, []):
                        if any(
                            re.search(
                                r"\b" + c.lower() + r"\b", norm(" ".join(functools.reduce(operator.iadd, texts[f], [])))
                            )
                            for c in codes
                        ):
                            err(f"{qid}: code exists in a revision of {doc}")
    if theory_expl < MIN_THEORY_EXPLANATIONS:
        err(f"only {theory_expl} explanation questions answered from {THEORY_KEY}")

    # ------------------------------------------------------------------ report
    per_doc = collections.Counter(q.get("document") for q in qs)
    print(f"questions: {len(qs)}  answerable: {n_ans}  unanswerable: {len(qs) - n_ans}")
    print("per document: " + ", ".join(f"{k}={v}" for k, v in sorted(per_doc.items())))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  - " + e)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

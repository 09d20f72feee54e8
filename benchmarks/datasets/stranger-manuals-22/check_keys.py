#!/usr/bin/env python3
# ruff: noqa: B007, E402, E501, RUF012, SIM102, UP031
"""Validate the s22 evaluation set. Exits non-zero on any error.

Checks: document inventory and sidecars, revision dates (no overlap, contiguous, one open-ended),
PDF layout (A4, Helvetica text layer, running header, "Page n of N" footer), qa.jsonl structure,
kind counts, and that every answer span occurs on a single extracted line of the stated page of
the revision in force (case-insensitive, whitespace collapsed). Kind-specific checks cover serial
ranges, excluded models, models outside a document, codes that do not exist, codes added in a later
revision, dates before the first revision, and copying of long word runs from the documents.

Run with:  /work/main/.venv/bin/python check_keys.py
"""

import datetime as dt
import glob
import json
import os
import re
import sys

sys.dont_write_bytecode = True
from html.parser import HTMLParser

import docx
import pdfplumber

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")
sys.path.insert(0, os.path.join(HERE, "sources"))
import questions as QSRC

ERRORS = []
WARNINGS = []


def err(msg):
    ERRORS.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


EXPECTED_FILES = {
    "GVP-MM-420_RevA.pdf": 8,
    "GVP-MM-420_RevB.pdf": 8,
    "GVP-MM-420_RevC.pdf": 8,
    "VRS-SM-DCX_Issue3.pdf": 8,
    "PKW-SM-VF_Edition2.pdf": 8,
    "GVP-SB-2024-07.pdf": 2,
    "VRS-SB-118.docx": 1,
    "GVP-TO-420_Principles_of_Operation.pdf": 6,
    "VRS-QG-DCX_quick_guide.html": 1,
    "vf_field_notes.md": 1,
    "pm420_daily_inspection_card.txt": 1,
}
BULLETIN_KEYS = {"GVP-SB-2024-07", "VRS-SB-118"}

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
QA_FIELDS = {
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
REQUIRED_QA = ["id", "question", "document", "page", "answers", "answerable", "kind"]
NGRAM = 6  # a question must not share a run of this many words with its document


# ---------------------------------------------------------------- extraction
class _HTMLText(HTMLParser):
    BLOCK = {
        "html",
        "head",
        "body",
        "title",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "p",
        "div",
        "section",
        "ul",
        "ol",
        "li",
        "table",
        "tr",
        "br",
        "hr",
        "header",
        "footer",
        "main",
        "article",
    }

    def __init__(self):
        super().__init__()
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        elif tag in self.BLOCK:
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
        elif tag in self.BLOCK:
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def extract(path):
    """Return a list of pages; each page is a list of normalised lines."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        pages = []
        with pdfplumber.open(path) as pdf:
            for p in pdf.pages:
                pages.append([norm(x) for x in (p.extract_text() or "").split("\n") if x.strip()])
        return pages
    if ext == ".docx":
        d = docx.Document(path)
        lines = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    lines.append(c.text)
        return [[norm(x) for x in lines if x.strip()]]
    if ext in (".html", ".htm"):
        hp = _HTMLText()
        with open(path, encoding="utf-8") as f:
            hp.feed(f.read())
        hp.close()
        return [[norm(x) for x in "".join(hp.parts).split("\n") if x.strip()]]
    with open(path, encoding="utf-8") as f:
        return [[norm(x) for x in f.read().split("\n") if x.strip()]]


def parse_date(s, what):
    try:
        return dt.date.fromisoformat(s) if re.fullmatch(r"\d{4}-\d{2}-\d{2}", s) else None
    except (TypeError, ValueError):
        return None


# ---------------------------------------------------------------- documents
def check_documents():
    present = sorted(f for f in os.listdir(DOCS) if not f.endswith(".meta.json"))
    if set(present) != set(EXPECTED_FILES):
        err(
            f"document set differs: extra {sorted(set(present) - set(EXPECTED_FILES))} missing {sorted(set(EXPECTED_FILES) - set(present))}"
        )
    metas = {}
    for f in sorted(glob.glob(os.path.join(DOCS, "*.meta.json"))):
        name = os.path.basename(f)[: -len(".meta.json")]
        if name not in present:
            err(f"sidecar without document: {f}")
        with open(f, encoding="utf-8") as fh:
            m = json.load(fh)
        metas[name] = m
        keys = set(m)
        if keys != {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}:
            err(f"{name}: sidecar keys {sorted(keys)}")
            continue
        if not isinstance(m["document"], str) or not m["document"]:
            err(f"{name}: bad document key")
        if not isinstance(m["version"], str) or not m["version"]:
            err(f"{name}: bad version")
        if parse_date(m["effective_from"], "from") is None:
            err("{}: bad effective_from {!r}".format(name, m["effective_from"]))
        if m["effective_to"] is not None and parse_date(m["effective_to"], "to") is None:
            err("{}: bad effective_to {!r}".format(name, m["effective_to"]))
        if (
            m["effective_to"] is not None
            and parse_date(m["effective_from"], "")
            and parse_date(m["effective_to"], "") < parse_date(m["effective_from"], "")
        ):
            err(f"{name}: effective_to before effective_from")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", str(m["recorded_at"])):
            err("{}: bad recorded_at {!r}".format(name, m["recorded_at"]))
        elif m["recorded_at"][:10] > m["effective_from"]:
            err(f"{name}: recorded_at after effective_from")
        app = m["applicability"]
        if (
            not isinstance(app, dict)
            or not isinstance(app.get("product"), str)
            or not isinstance(app.get("variants"), list)
            or not app["variants"]
            or not all(isinstance(v, str) and v for v in app["variants"])
        ):
            err(f"{name}: bad applicability {app!r}")
            continue
        is_bulletin = m["document"] in BULLETIN_KEYS
        if is_bulletin:
            sr = app.get("serials")
            if set(app) != {"product", "variants", "serials"} or not isinstance(sr, list) or not sr:
                err(f"{name}: bulletin needs serials")
            else:
                for r in sr:
                    if not (isinstance(r, list) and len(r) == 2 and all(type(x) is int for x in r) and r[0] <= r[1]):
                        err(f"{name}: bad serial range {r!r}")
        elif set(app) != {"product", "variants"}:
            err(f"{name}: non-bulletin applicability must have product and variants only")
    for f in present:
        ext = os.path.splitext(f)[1]
        if ext in (".md", ".txt"):
            if f in metas:
                err(f"{f} must not have a sidecar")
        elif f not in metas:
            err(f"{f} has no sidecar")

    # revisions per key
    by_key = {}
    for name, m in metas.items():
        by_key.setdefault(m["document"], []).append((m["effective_from"], m["effective_to"], name, m))
    for key, revs in by_key.items():
        revs.sort()
        for i, (_frm, to, name, m) in enumerate(revs):
            last = i == len(revs) - 1
            if to is None and not last:
                err(f"{key}: open-ended revision {name} is not the last")
            if not last:
                nfrm = revs[i + 1][0]
                if to is None or to >= nfrm:
                    err(f"{key}: revisions {name} and {revs[i + 1][2]} overlap")
                elif dt.date.fromisoformat(to) + dt.timedelta(days=1) != dt.date.fromisoformat(nfrm):
                    err(f"{key}: gap between {name} and {revs[i + 1][2]}")
        if len({r[3]["version"] for r in revs}) != len(revs):
            err(f"{key}: duplicate version labels")
    if len(by_key.get("GVP-MM-420", [])) != 3:
        err("GVP-MM-420 must have three revisions")

    # text and PDF layout
    texts = {}
    for f in present:
        path = os.path.join(DOCS, f)
        pages = extract(path)
        texts[f] = pages
        exp = EXPECTED_FILES.get(f)
        if exp is not None and len(pages) != exp:
            err("%s: %d pages, expected %d" % (f, len(pages), exp))
        if f.endswith(".pdf"):
            m = metas.get(f, {})
            with pdfplumber.open(path) as pdf:
                for i, p in enumerate(pdf.pages, 1):
                    if abs(p.width - 595.28) > 1 or abs(p.height - 841.89) > 1:
                        err("%s p%d: not A4" % (f, i))
                    fonts = {c["fontname"] for c in p.chars}
                    if not fonts or not all("Helvetica" in fn for fn in fonts):
                        err("%s p%d: fonts %s" % (f, i, fonts))
            for i, lines in enumerate(pages, 1):
                head = " ".join(lines[:2])
                if norm(m.get("document", "?")) not in head or norm(m.get("version", "?")) not in head:
                    err("%s p%d: running header lacks document number/revision" % (f, i))
                if lines[-1] != norm("Page %d of %d" % (i, len(pages))):
                    err("%s p%d: footer %r" % (f, i, lines[-1]))
    # same layout in every revision of the maintenance manual: identical headings per page
    revfiles = [r[2] for r in sorted(by_key.get("GVP-MM-420", []))]
    if len(revfiles) == 3:

        def heads(pages):
            return [[ln for ln in pg if re.match(r"^(\d+(\.\d+)? [a-z]|e\d\d )", ln)] for pg in pages]

        ha = heads(texts[revfiles[0]])
        for other in revfiles[1:]:
            hb = heads(texts[other])
            for i, (x, y) in enumerate(zip(ha, hb, strict=False), 1):
                extra = [ln for ln in y if ln not in x]
                missing = [ln for ln in x if ln not in y]
                if missing or any(not ln.startswith("e15 ") for ln in extra):
                    err("%s vs %s: page %d layout differs: %s %s" % (revfiles[0], other, i, missing, extra))
        c_text = " ".join(" ".join(p) for p in texts[revfiles[2]])
        a_text = " ".join(" ".join(p) for p in texts[revfiles[0]])
        if "e15 " not in c_text or "e15 " in a_text:
            err("fault code E15 must be new in Rev C")
    return metas, by_key, texts


# ---------------------------------------------------------------- questions
def resolve(q, metas, by_key):
    """Return (file name, sidecar or None) for the revision in force, or (None, None)."""
    key = q["document"]
    if key in EXPECTED_FILES and key not in metas:
        return key, None
    revs = by_key.get(key)
    if not revs:
        return None, None
    as_of = q.get("as_of")
    if as_of:
        for frm, to, name, m in revs:
            if frm <= as_of and (to is None or as_of <= to):
                return name, m
        return None, None
    for frm, to, name, m in revs:
        if to is None:
            return name, m
    return None, None


def tokens(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def check_questions(metas, by_key, texts):
    path = os.path.join(HERE, "qa.jsonl")
    with open(path, encoding="utf-8") as f:
        recs = [json.loads(line) for line in f if line.strip()]
    src = {q["question"]: q for q in QSRC.build()}
    if len(src) != len(QSRC.build()):
        err("duplicate question texts in sources/questions.py")
    if len(recs) != 200:
        err("qa.jsonl has %d records, expected 200" % len(recs))
    ids = [r.get("id") for r in recs]
    if ids != ["s22-%03d" % i for i in range(1, len(recs) + 1)]:
        err("ids are not s22-001.. in order")
    kinds = {}
    n_ans = sum(1 for r in recs if r.get("answerable") is True)
    if n_ans != 120 or len(recs) - n_ans != 80:
        err("answerable/unanswerable = %d/%d, expected 120/80" % (n_ans, len(recs) - n_ans))
    first_days, last_days = set(), set()
    for revs in by_key.values():
        for frm, to, _name, m in revs:
            first_days.add(frm)
            if to:
                last_days.add(to)
    rv_first = rv_last = 0
    doc_text = {f: " ".join(" ".join(p) for p in pages) for f, pages in texts.items()}
    key_text = {}
    for f, m in metas.items():
        key_text.setdefault(m["document"], []).append(doc_text[f])
    for f in texts:
        if f not in metas:
            key_text[f] = [doc_text[f]]

    for r in recs:
        rid = r.get("id", "?")
        for k in REQUIRED_QA:
            if k not in r:
                err(f"{rid}: missing {k}")
        if set(r) - QA_FIELDS:
            err(f"{rid}: unknown fields {sorted(set(r) - QA_FIELDS)}")
        if any(k not in r for k in REQUIRED_QA):
            continue
        kind = r["kind"]
        kinds[kind] = kinds.get(kind, 0) + 1
        if kind not in EXPECTED_KINDS:
            err(f"{rid}: unknown kind {kind}")
        aux = src.get(r["question"])
        if aux is None:
            err(f"{rid}: question not found in sources/questions.py")
            aux = {}
        if not isinstance(r["question"], str) or len(r["question"].strip()) < 8:
            err(f"{rid}: question too short")
        if "as_of" in r and parse_date(r["as_of"], "") is None:
            err(f"{rid}: bad as_of")
        if "serial" in r and type(r["serial"]) is not int:
            err(f"{rid}: serial must be int")
        for k in ("product", "variant"):
            if k in r and (not isinstance(r[k], str) or not r[k]):
                err(f"{rid}: bad {k}")
        if r["document"] not in EXPECTED_FILES and r["document"] not in by_key:
            err("{}: unknown document {}".format(rid, r["document"]))
            continue
        unans = kind.startswith("unans_")
        if r["answerable"] is not (not unans):
            err(f"{rid}: answerable flag does not match kind {kind}")
        fname, _meta = resolve(r, metas, by_key)
        keymetas = [x[3] for x in by_key.get(r["document"], [])]

        # copying check against every version of the document
        qt = tokens(r["question"])
        grams = {tuple(qt[i : i + NGRAM]) for i in range(len(qt) - NGRAM + 1)}
        for t in key_text.get(r["document"], []):
            tt = tokens(t)
            dg = {tuple(tt[i : i + NGRAM]) for i in range(len(tt) - NGRAM + 1)}
            common = grams & dg
            if common:
                err(
                    "%s: question copies a %d-word run from the document: %s"
                    % (rid, NGRAM, " ".join(sorted(common)[0]))
                )
                break

        if not unans:
            if fname is None:
                err("{}: no revision of {} in force (as_of {})".format(rid, r["document"], r.get("as_of")))
                continue
            pages = texts[fname]
            if type(r["page"]) is not int or not 1 <= r["page"] <= len(pages):
                err("{}: bad page {!r} for {}".format(rid, r["page"], fname))
                continue
            ans = r["answers"]
            if not isinstance(ans, list) or not 1 <= len(ans) <= 3:
                err(f"{rid}: needs 1-3 answers")
                continue
            lines = pages[r["page"] - 1]
            for a in ans:
                if not isinstance(a, str) or not a.strip() or len(a) > 120:
                    err(f"{rid}: bad answer span {a!r}")
                    continue
                na = norm(a)
                if not any(na in ln for ln in lines):
                    where = [i for i, pg in enumerate(pages, 1) if any(na in ln for ln in pg)]
                    err(
                        "%s: answer %r not on one line of %s page %d (found on pages %s)"
                        % (rid, a, fname, r["page"], where)
                    )
        else:
            if r["page"] is not None or r["answers"] != []:
                err(f"{rid}: unanswerable needs page null and answers []")

        # kind-specific checks
        if kind == "revision_value":
            if "as_of" not in r:
                err(f"{rid}: revision_value needs as_of")
            else:
                rv_first += r["as_of"] in first_days
                rv_last += r["as_of"] in last_days
                others = [x[2] for x in by_key[r["document"]] if x[2] != fname]
                if fname and all(
                    any(norm(a) in ln for a in r["answers"] for ln in texts[o][r["page"] - 1]) for o in others
                ):
                    err(f"{rid}: revision_value answer is the same in every revision")
        if kind in ("bulletin", "unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
            if r["document"] not in BULLETIN_KEYS or not all(k in r for k in ("product", "variant", "serial")):
                err(f"{rid}: {kind} needs a bulletin document, product, variant and serial")
                continue
            m = keymetas[0]
            inside = any(lo <= r["serial"] <= hi for lo, hi in m["applicability"]["serials"])
            if r["product"] != m["applicability"]["product"]:
                err(f"{rid}: product differs from the bulletin's")
            if kind == "bulletin" and (not inside or r["variant"] not in m["applicability"]["variants"]):
                err(f"{rid}: bulletin question must have a listed model and a serial inside the range")
            if kind == "unans_bulletin_out_of_range":
                near = min(
                    min(abs(r["serial"] - lo), abs(r["serial"] - hi)) for lo, hi in m["applicability"]["serials"]
                )
                if inside or r["variant"] not in m["applicability"]["variants"] or near > 10:
                    err(f"{rid}: out-of-range serial must be just outside a range of a listed model")
            if kind == "unans_bulletin_excluded_model":
                if (
                    r["variant"] in m["applicability"]["variants"]
                    or norm(r["variant"]) not in doc_text[next(x[2] for x in by_key[r["document"]])]
                ):
                    err(f"{rid}: excluded model must be named in the bulletin but not listed")
        if kind in ("unans_model_outside",):
            allv = {v for x in keymetas for v in x["applicability"]["variants"]}
            if "variant" not in r or r["variant"] in allv:
                err(f"{rid}: model_outside needs a variant not covered by the document")
        if kind in ("unans_other_model",):
            allv = {v for x in keymetas for v in x["applicability"]["variants"]}
            if "variant" not in r or r["variant"] not in allv:
                err(f"{rid}: other_model needs a variant the document covers")
        if kind == "unans_before_first_revision":
            if "as_of" not in r or not keymetas or r["as_of"] >= min(x["effective_from"] for x in keymetas):
                err(f"{rid}: as_of must be before the first revision")
            if fname is not None:
                err(f"{rid}: a revision is in force")
        elif unans and "as_of" in r and fname is None:
            err(f"{rid}: no revision in force at as_of")
        if kind == "unans_code_later_revision":
            code = norm(aux.get("_code", ""))
            if not code or "as_of" not in r or fname is None:
                err(f"{rid}: code_later_revision needs _code and as_of")
            else:
                later = [x[2] for x in by_key[r["document"]] if x[0] > r["as_of"]]
                pat = re.compile(rf"\b{re.escape(code)}\b")
                if pat.search(doc_text[fname]) or not any(pat.search(doc_text[x]) for x in later):
                    err(f"{rid}: {code} must be absent now and present in a later revision")
        if kind == "unans_nonexistent_code":
            code = norm(aux.get("_code", ""))
            pat = re.compile(rf"(?<![a-z0-9-]){re.escape(code)}(?![0-9])")
            if not code or any(pat.search(t) for t in key_text.get(r["document"], [])):
                err(f"{rid}: code {code!r} exists in the target document")
            if aux.get("_elsewhere"):
                if not any(pat.search(t) for t in key_text.get(aux["_elsewhere"], [])):
                    err("{}: code {!r} not found in {}".format(rid, code, aux["_elsewhere"]))
        for probe in aux.get("_absent", []):
            if any(norm(probe) in t for t in key_text.get(r["document"], [])):
                err(f"{rid}: probe {probe!r} occurs in the document")
    for k, n in EXPECTED_KINDS.items():
        if kinds.get(k, 0) != n:
            err("kind %s: %d, expected %d" % (k, kinds.get(k, 0), n))
    if rv_first < 2 or rv_last < 2:
        err(
            "revision_value questions must include first days (%d) and last days (%d) of revisions"
            % (rv_first, rv_last)
        )
    if (
        sum(
            1
            for r in recs
            if r.get("kind") == "unans_nonexistent_code" and src.get(r["question"], {}).get("_elsewhere")
        )
        < 2
    ):
        err("some nonexistent codes must exist in another document")
    return recs, kinds


def main():
    metas, by_key, texts = check_documents()
    recs, _kinds = check_questions(metas, by_key, texts)
    print("documents: %d files, %d sidecars" % (len(texts), len(metas)))
    print("questions: %d (%d answerable)" % (len(recs), sum(1 for r in recs if r.get("answerable"))))
    for w in WARNINGS:
        print("WARNING:", w)
    for e in ERRORS:
        print("ERROR:", e)
    if ERRORS:
        print("FAILED with %d error(s)" % len(ERRORS))
        sys.exit(1)
    print("OK - all checks passed")


if __name__ == "__main__":
    main()

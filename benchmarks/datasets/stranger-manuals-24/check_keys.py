#!/usr/bin/env python3
# ruff: noqa: E402, E741, UP031
"""Validate the s24 evaluation set. Exits non-zero on any error.

Checks
  * sidecars: schema, dates, recorded_at format, applicability, serial ranges only on bulletins,
    revisions of one key do not overlap and only the newest is open-ended, every document has a
    sidecar except the .md and .txt files;
  * PDFs: A4, Helvetica text layer, running header (company, title, document number, revision) and
    "Page n of N" footer on every page, same page count for all revisions of one key;
  * qa.jsonl: ids, field set and types, counts per kind, answerable/unanswerable consistency;
  * every answer span occurs (case-insensitive, whitespace collapsed) on one extracted line of the
    stated page of the revision in force (as_of, or the open-ended revision when as_of is absent);
  * revision_value questions carry as_of, their spans are absent from the same page of some other
    revision, and first and last days of revisions are covered;
  * bulletin questions: variant and serial inside the bulletin applicability; out-of-range serials
    lie outside every range but within 5 of a range end; excluded models really are excluded;
  * unanswerable special cases (code only in a later revision, nonexistent codes, swapped numbers,
    models outside, dates before the first revision) are checked against the extracted texts;
  * questions do not copy a run of 6 or more words from their document.

Text extraction: pdfplumber page by page (PDF); python-docx paragraphs and table cells (DOCX);
html.parser text nodes (HTML); raw lines (.md/.txt). Non-PDF documents count as one page.
"""

import collections
import datetime
import glob
import html.parser
import json
import os
import re
import sys

sys.dont_write_bytecode = True
import itertools
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")
sys.path.insert(0, os.path.join(HERE, "sources"))

ERRORS = []
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
N_TOTAL, N_ANS = 200, 120
FIELDS_REQ = ["id", "question", "document", "page", "answers", "answerable", "kind"]
FIELDS_OPT = ["as_of", "product", "variant", "serial"]
COPY_RUN = 6


def err(msg):
    ERRORS.append(msg)


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", " ", s).strip().lower()


def parse_date(s, what):
    try:
        return datetime.date.fromisoformat(s)
    except Exception:
        err(f"{what}: bad date {s!r}")
        return None


# ---------------------------------------------------------------------------- extraction
class _HtmlText(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.lines = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data):
        if self._skip:
            return
        for ln in data.split("\n"):
            if ln.strip():
                self.lines.append(ln.strip())


def extract(path):
    """Return a list of pages; each page is a list of text lines."""
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
        lines = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    lines.append(c.text)
        return [lines]
    if ext in (".html", ".htm"):
        h = _HtmlText()
        with open(path, encoding="utf-8") as fh:
            h.feed(fh.read())
        return [h.lines]
    with open(path, encoding="utf-8") as fh:
        return [fh.read().split("\n")]


def pdf_layout_checks(path, meta):
    """A4, core Helvetica, running header (company + document number / title + revision), footer."""
    import pdfplumber

    name = os.path.basename(path)
    rev = meta["version"].split()[-1]
    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        first = None
        for i, p in enumerate(pdf.pages, start=1):
            if abs(p.width - 595.28) > 1 or abs(p.height - 841.89) > 1:
                err("%s p%d: not A4 (%s x %s)" % (name, i, p.width, p.height))
            fonts = {c["fontname"] for c in p.chars}
            if not fonts or any("Helvetica" not in f for f in fonts):
                err("%s p%d: fonts %r are not core Helvetica" % (name, i, fonts))
            lines = (p.extract_text() or "").split("\n")
            if len(lines) < 3:
                err("%s p%d: too little text" % (name, i))
                continue
            head = (lines[0], lines[1])
            if first is None:
                first = head
            if head != first:
                err("%s p%d: running header differs from page 1" % (name, i))
            if not lines[0].endswith("Doc. No. " + meta["document"]) or len(lines[0]) < 20:
                err("%s p%d: header line 1 lacks company or document number" % (name, i))
            if not lines[1].endswith(" " + rev) or len(lines[1]) < 20:
                err("%s p%d: header line 2 lacks title or revision %r" % (name, i, rev))
            if lines[-1].strip() != "Page %d of %d" % (i, n):
                err("%s p%d: footer is %r" % (name, i, lines[-1]))
    return n


# ---------------------------------------------------------------------------- sidecars
def load_sidecars():
    metas = {}
    for mp in sorted(glob.glob(os.path.join(DOCS, "*.meta.json"))):
        fname = os.path.basename(mp)[: -len(".meta.json")]
        with open(mp, encoding="utf-8") as fh:
            m = json.load(fh)
        what = os.path.basename(mp)
        keys = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
        if set(m) != keys:
            err(f"{what}: keys {sorted(m)!r}")
            continue
        if not os.path.exists(os.path.join(DOCS, fname)):
            err(f"{what}: document file missing")
        f = parse_date(m["effective_from"], what)
        t = parse_date(m["effective_to"], what) if m["effective_to"] is not None else None
        if f and t and t < f:
            err(f"{what}: effective_to before effective_from")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", m["recorded_at"]):
            err("{}: recorded_at {!r}".format(what, m["recorded_at"]))
        else:
            rd = parse_date(m["recorded_at"][:10], what)
            if rd and f and rd > f:
                err(f"{what}: recorded_at after effective_from")
        a = m["applicability"]
        if not isinstance(a.get("product"), str) or not a["product"]:
            err(f"{what}: applicability.product")
        if (
            not isinstance(a.get("variants"), list)
            or not a["variants"]
            or not all(isinstance(v, str) for v in a["variants"])
        ):
            err(f"{what}: applicability.variants")
        extra = set(a) - {"product", "variants", "serials"}
        if extra:
            err(f"{what}: unexpected applicability keys {extra!r}")
        is_bulletin = "bulletin" in fname
        if is_bulletin != ("serials" in a):
            err(f"{what}: serials must be present exactly on bulletins")
        if "serials" in a:
            for r in a["serials"]:
                if not (isinstance(r, list) and len(r) == 2 and all(type(x) is int for x in r) and r[0] <= r[1]):
                    err(f"{what}: bad serial range {r!r}")
        m["_file"] = fname
        m["_from"], m["_to"] = f, t
        metas.setdefault(m["document"], []).append(m)
    for key, revs in metas.items():
        revs.sort(key=lambda m: m["_from"])
        for a, b in itertools.pairwise(revs):
            if a["_to"] is None or a["_to"] >= b["_from"]:
                err("{}: revisions {} and {} overlap".format(key, a["version"], b["version"]))
        if any(r["_to"] is None for r in revs[:-1]):
            err(f"{key}: only the newest revision may be open-ended")
    for path in sorted(glob.glob(os.path.join(DOCS, "*"))):
        name = os.path.basename(path)
        if name.endswith(".meta.json"):
            continue
        has = os.path.exists(path + ".meta.json")
        if name.endswith((".md", ".txt")):
            if has:
                err(f"{name} must not have a sidecar")
        elif not has:
            err(f"{name} has no sidecar")
    return metas


def revision_for(revs, as_of):
    if as_of is None:
        open_ = [r for r in revs if r["_to"] is None]
        return open_[0] if open_ else revs[-1]
    for r in revs:
        if r["_from"] <= as_of and (r["_to"] is None or as_of <= r["_to"]):
            return r
    return None


def in_ranges(serial, ranges):
    return any(lo <= serial <= hi for lo, hi in ranges)


def words(s):
    return re.findall(r"[a-z0-9]+", norm(s))


def main():
    metas = load_sidecars()
    texts = {}  # file name -> pages (list of list of normalised lines)
    for key, revs in metas.items():
        counts = set()
        for m in revs:
            path = os.path.join(DOCS, m["_file"])
            pages = extract(path)
            texts[m["_file"]] = [[norm(l) for l in p] for p in pages]
            if path.endswith(".pdf"):
                pdf_layout_checks(path, m)
                counts.add(len(pages))
        if len(counts) > 1:
            err(f"{key}: revisions differ in page count {counts!r}")
    free_docs = {}
    for path in sorted(glob.glob(os.path.join(DOCS, "*.md")) + glob.glob(os.path.join(DOCS, "*.txt"))):
        name = os.path.basename(path)
        free_docs[name] = path
        texts[name] = [[norm(l) for l in p] for p in extract(path)]
    n_docs = len([p for p in glob.glob(os.path.join(DOCS, "*")) if not p.endswith(".meta.json")])
    if n_docs != 11:
        err("expected 11 documents, found %d" % n_docs)

    def doc_pages(docname, rev):
        return texts[rev["_file"]] if rev is not None else texts[docname]

    def all_text(docname):
        if docname in metas:
            return "\n".join("\n".join(l for l in p) for r in metas[docname] for p in texts[r["_file"]])
        return "\n".join("\n".join(p) for p in texts[docname])

    # private check data from the question sources
    import questions as qsrc

    private = {}
    for q in qsrc.QUESTIONS:
        if q["question"] in private:
            err("duplicate question text: {!r}".format(q["question"][:60]))
        private[q["question"]] = q

    qa = []
    with open(os.path.join(HERE, "qa.jsonl"), encoding="utf-8") as fh:
        for ln, line in enumerate(fh, start=1):
            try:
                qa.append(json.loads(line))
            except Exception as e:
                err("qa.jsonl line %d: %s" % (ln, e))
    if len(qa) != N_TOTAL:
        err("expected %d questions, found %d" % (N_TOTAL, len(qa)))
    ids = [q.get("id") for q in qa]
    if ids != ["s24-%03d" % i for i in range(1, len(qa) + 1)]:
        err("ids are not s24-001.. in order")
    kinds = collections.Counter(q.get("kind") for q in qa)
    for k, n in EXPECTED_KINDS.items():
        if kinds.get(k, 0) != n:
            err("kind %s: %d questions, expected %d" % (k, kinds.get(k, 0), n))
    for k in kinds:
        if k not in EXPECTED_KINDS:
            err(f"unknown kind {k!r}")
    if sum(1 for q in qa if q.get("answerable")) != N_ANS:
        err("expected %d answerable questions" % N_ANS)

    boundary_days = set()
    for q in qa:
        qid = q.get("id")
        for f in FIELDS_REQ:
            if f not in q:
                err(f"{qid}: missing {f}")
        if set(q) - set(FIELDS_REQ) - set(FIELDS_OPT):
            err(f"{qid}: unexpected fields {set(q) - set(FIELDS_REQ) - set(FIELDS_OPT)!r}")
        if not isinstance(q.get("question"), str) or len(q["question"]) < 8:
            err(f"{qid}: question text")
            continue
        priv = private.get(q["question"])
        if priv is None:
            err(f"{qid}: question not found in sources/questions.py")
            priv = {}
        kind = q["kind"]
        ans = q["answerable"]
        if not isinstance(ans, bool) or ans == kind.startswith("unans_"):
            err(f"{qid}: answerable={ans!r} inconsistent with kind {kind}")
        docname = q["document"]
        if docname not in metas and docname not in free_docs:
            err(f"{qid}: unknown document {docname!r}")
            continue
        as_of = None
        if "as_of" in q:
            as_of = parse_date(q["as_of"], qid)
        if "serial" in q and type(q["serial"]) is not int:
            err(f"{qid}: serial must be an int")
        revs = metas.get(docname)
        rev = revision_for(revs, as_of) if revs else None
        applic = rev["applicability"] if rev else (revs[-1]["applicability"] if revs else None)
        if revs and rev is None and kind != "unans_before_first_revision":
            err("{}: as_of {} selects no revision of {}".format(qid, q.get("as_of"), docname))
        if "product" in q and applic and q["product"] != applic["product"]:
            err("{}: product {!r} differs from sidecar {!r}".format(qid, q["product"], applic["product"]))
        if "variant" in q and applic:
            inside = q["variant"] in applic["variants"]
            if kind in ("unans_model_outside", "unans_bulletin_excluded_model"):
                if inside:
                    err("{}: variant {!r} is covered by {}".format(qid, q["variant"], docname))
            elif not inside:
                err("{}: variant {!r} not covered by {}".format(qid, q["variant"], docname))
        # answers and page
        if ans:
            if type(q["page"]) is not int:
                err(f"{qid}: answerable question needs an int page")
                continue
            if not (
                isinstance(q["answers"], list)
                and 1 <= len(q["answers"]) <= 3
                and all(isinstance(a, str) and a.strip() for a in q["answers"])
            ):
                err(f"{qid}: answers must be 1-3 non-empty strings")
                continue
            pages = doc_pages(docname, rev)
            if not 1 <= q["page"] <= len(pages):
                err("{}: page {!r} out of range".format(qid, q["page"]))
                continue
            lines = pages[q["page"] - 1]
            for a in q["answers"]:
                na = norm(a)
                if not any(na in l for l in lines):
                    err(
                        "%s: answer %r not on one line of %s page %d (%s)"
                        % (qid, a, docname, q["page"], rev["version"] if rev else "-")
                    )
        else:
            if q["page"] is not None or q["answers"] != []:
                err(f"{qid}: unanswerable question must have page null and answers []")
        # kind-specific checks
        if kind == "revision_value":
            if as_of is None:
                err(f"{qid}: revision_value needs as_of")
            elif rev is not None:
                if as_of in (rev["_from"], rev["_to"]):
                    boundary_days.add((docname, as_of))
                others = [r for r in revs if r is not rev]
                differs = False
                for r in others:
                    ol = texts[r["_file"]][q["page"] - 1]
                    if not any(any(norm(a) in l for l in ol) for a in q["answers"]):
                        differs = True
                if not differs:
                    err(f"{qid}: revision_value answer appears in every revision")
        if kind == "bulletin":
            ranges = applic.get("serials") if applic else None
            if not ranges:
                err(f"{qid}: bulletin question on a document without serial ranges")
            else:
                if "serial" not in q or not in_ranges(q["serial"], ranges):
                    err("{}: bulletin serial {!r} outside ranges".format(qid, q.get("serial")))
                if "variant" not in q or "product" not in q:
                    err(f"{qid}: bulletin question needs product and variant")
        if kind == "unans_bulletin_out_of_range":
            ranges = applic.get("serials") if applic else []
            s = q.get("serial")
            if s is None or in_ranges(s, ranges):
                err(f"{qid}: serial {s!r} is not outside the ranges")
            elif min(min(abs(s - lo), abs(s - hi)) for lo, hi in ranges) > 5:
                err(f"{qid}: serial {s!r} is not just outside a range")
            if "variant" not in q:
                err(f"{qid}: needs variant")
        if kind == "unans_bulletin_excluded_model":
            if "variant" not in q or not applic or not applic.get("serials"):
                err(f"{qid}: needs variant and a bulletin document")
            elif priv.get("_excluded_text") and norm(priv["_excluded_text"]) not in all_text(docname):
                err("{}: bulletin does not state the exclusion {!r}".format(qid, priv["_excluded_text"]))
        if kind == "unans_before_first_revision" and (as_of is None or not revs or as_of >= revs[0]["_from"]):
            err(f"{qid}: as_of must precede the first revision")
        if kind == "unans_code_later_revision":
            code = priv.get("_code")
            if not code or rev is None:
                err(f"{qid}: needs _code and an as_of inside a revision")
            else:
                here = "\n".join("\n".join(p) for p in texts[rev["_file"]])
                later = [r for r in revs if r["_from"] > rev["_from"]]
                if re.search(rf"\b{re.escape(norm(code))}\b", here):
                    err("{}: code {} already present in {}".format(qid, code, rev["version"]))
                if not any(
                    re.search(rf"\b{re.escape(norm(code))}\b", "\n".join("\n".join(p) for p in texts[r["_file"]]))
                    for r in later
                ):
                    err(f"{qid}: code {code} not present in a later revision")
        if kind in ("unans_nonexistent_code", "unans_swapped_number", "unans_model_outside"):
            absent = priv.get("_absent") or ([priv["_code"]] if priv.get("_code") else [])
            if not absent:
                err(f"{qid}: needs _absent or _code in sources")
            txt = all_text(docname)
            for s in absent:
                if re.search(rf"(?<![a-z0-9]){re.escape(norm(s))}(?![a-z0-9])", txt):
                    err(f"{qid}: {s!r} does occur in {docname}")
            if priv.get("_elsewhere"):
                other, s = priv["_elsewhere"]
                if not re.search(rf"(?<![a-z0-9]){re.escape(norm(s))}(?![a-z0-9])", all_text(other)):
                    err(f"{qid}: {s!r} not found in {other}")
        # copying check
        qw = words(q["question"])
        dtxt = " ".join(words(all_text(docname)))
        for i in range(len(qw) - COPY_RUN + 1):
            run = " ".join(qw[i : i + COPY_RUN])
            if (" " + run + " ") in (" " + dtxt + " "):
                err("%s: question copies %d-word run %r from the document" % (qid, COPY_RUN, run))
                break

    # first/last days covered by revision_value questions
    for key, revs in metas.items():
        if len(revs) < 2:
            continue
        for r in revs:
            for d in (r["_from"], r["_to"]):
                if d is not None and (key, d) not in boundary_days:
                    err(f"{key}: no revision_value question on boundary day {d}")

    print(
        "documents: %d (+%d sidecars); questions: %d (%d answerable, %d unanswerable)"
        % (
            n_docs,
            sum(len(v) for v in metas.values()),
            len(qa),
            sum(1 for q in qa if q.get("answerable")),
            sum(1 for q in qa if not q.get("answerable")),
        )
    )
    for k in sorted(kinds):
        print("  %-32s %3d" % (k, kinds[k]))
    if ERRORS:
        print("\n%d error(s):" % len(ERRORS))
        for e in ERRORS:
            print("  ERROR " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# ruff: noqa: E402, RUF012
"""Validate the s18 evaluation set.

Checks
  * sidecars: fields, types, dates, recorded_at format, applicability, serial ranges only on bulletins,
    revisions of one key do not overlap, exactly one open-ended (latest) revision per key;
  * PDFs: A4, page count, running header (company, title, document number, revision) and footer
    "Page n of N" on every page;
  * qa.jsonl: 200 records, ids s18-001..s18-200, field types, 120 answerable / 80 unanswerable,
    kind counts as listed in KIND_TARGETS, document keys exist;
  * every answer span occurs on the stated page of the revision in force (as_of), case-insensitive with
    whitespace collapsed, and lies on a single extracted line;
  * revision_value answers differ from at least one other revision on the same page;
  * bulletin questions: variant in applicability, serial inside a range; out-of-range serials really outside;
    excluded models really excluded; before-first-revision dates really before; later-revision codes really
    absent from the revision in force and present in a later one; nonexistent codes / swapped numbers absent;
  * questions do not copy long runs of words from their document (7+ consecutive words).

Text extraction: pdfplumber page by page (PDF), python-docx paragraphs and table cells (DOCX),
html.parser (HTML), raw text (.md/.txt).  Exits 1 on any error.

Usage:  /work/main/.venv/bin/python check_keys.py [--dump]
"""

import collections
import datetime as _dt
import glob
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # keep sources/ free of __pycache__
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")
sys.path.insert(0, os.path.join(HERE, "sources"))

import itertools

import docx
import pdfplumber

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
N_TOTAL, N_ANS, N_UNANS = 200, 120, 80
EXPLANATION_FROM_THEORY = 10
THEORY_KEY = "SRE-TL-PO"

ERRORS = []
WARNINGS = []


def err(msg):
    ERRORS.append(msg)


def warn(msg):
    WARNINGS.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def has_word(probe, text):
    """Whole-word (alphanumeric-boundary) containment of a probe in normalised text."""
    pat = r"(?<![a-z0-9])" + re.escape(norm(probe)) + r"(?![a-z0-9])"
    return re.search(pat, text) is not None


def parse_date(s, what):
    try:
        return _dt.date.fromisoformat(s)
    except Exception:
        err(f"{what}: bad date {s!r}")
        return None


# ----------------------------------------------------------------------------- extraction
class _HTMLText(HTMLParser):
    BLOCK = {
        "p",
        "li",
        "td",
        "th",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "title",
        "div",
        "tr",
        "dt",
        "dd",
        "header",
        "footer",
        "ul",
        "ol",
        "table",
        "body",
        "head",
        "br",
        "caption",
    }

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines = []
        self.buf = []
        self.skip = 0

    def _flush(self):
        t = "".join(self.buf)
        for ln in t.split("\n"):
            if ln.strip():
                self.lines.append(ln.strip())
        self.buf = []

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        if tag in self.BLOCK:
            self._flush()

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
        if tag in self.BLOCK:
            self._flush()

    def handle_data(self, data):
        if not self.skip:
            self.buf.append(data)

    def close(self):
        super().close()
        self._flush()


def extract_pages(path):
    """Return a list of pages; each page is a list of text lines."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".pdf":
        out = []
        with pdfplumber.open(path) as pdf:
            for page in pdf.pages:
                out.append((page.extract_text() or "").split("\n"))
        return out
    if ext == ".docx":
        d = docx.Document(path)
        lines = []
        for par in d.paragraphs:
            lines.extend(par.text.split("\n"))
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    lines.extend(cell.text.split("\n"))
        return [lines]
    if ext in (".html", ".htm"):
        p = _HTMLText()
        with open(path, encoding="utf-8") as f:
            p.feed(f.read())
        p.close()
        return [p.lines]
    with open(path, encoding="utf-8") as f:
        return [f.read().split("\n")]


# ----------------------------------------------------------------------------- sidecars
def load_sidecars():
    """Return {key: [ (meta, docfile), ... sorted by effective_from ]} and a list of plain files."""
    by_key = collections.defaultdict(list)
    for mp in sorted(glob.glob(os.path.join(DOCS, "*.meta.json"))):
        docfile = mp[: -len(".meta.json")]
        name = os.path.basename(mp)
        if not os.path.exists(docfile):
            err(f"{name}: document file missing")
            continue
        try:
            with open(mp, encoding="utf-8") as f:
                m = json.load(f)
        except Exception as e:
            err(f"{name}: invalid JSON ({e})")
            continue
        expect = ["document", "version", "effective_from", "effective_to", "recorded_at", "applicability"]
        if list(m.keys()) != expect:
            err(f"{name}: keys {list(m.keys())} != {expect}")
        for k in ("document", "version", "effective_from", "recorded_at"):
            if not isinstance(m.get(k), str) or not m.get(k):
                err(f"{name}: {k} must be a non-empty string")
        ef = parse_date(m.get("effective_from", ""), name)
        et = m.get("effective_to")
        if et is not None:
            et_d = parse_date(et, name)
            if ef and et_d and et_d < ef:
                err(f"{name}: effective_to before effective_from")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", m.get("recorded_at", "")):
            err(f"{name}: recorded_at must look like YYYY-MM-DDT00:00:00Z")
        else:
            rec = _dt.date.fromisoformat(m["recorded_at"][:10])
            if ef and rec > ef:
                err(f"{name}: recorded_at after effective_from")
        app = m.get("applicability")
        if (
            not isinstance(app, dict)
            or not isinstance(app.get("product"), str)
            or not isinstance(app.get("variants"), list)
            or not app["variants"]
        ):
            err(f"{name}: applicability needs product and non-empty variants")
            app = {"product": "", "variants": []}
        extra = set(app) - {"product", "variants", "serials"}
        if extra:
            err(f"{name}: unexpected applicability keys {extra}")
        is_bulletin = "-SB-" in m.get("document", "")
        if "serials" in app:
            if not is_bulletin:
                err(f"{name}: serials given for a non-bulletin")
            for r in app["serials"]:
                if not (isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and r[0] <= r[1]):
                    err(f"{name}: bad serial range {r}")
        elif is_bulletin:
            err(f"{name}: bulletin without serial ranges")
        by_key[m.get("document")].append((m, docfile))
    for key, revs in by_key.items():
        revs.sort(key=lambda t: t[0]["effective_from"])
        open_ended = [m for m, _ in revs if m["effective_to"] is None]
        if len(open_ended) != 1 or revs[-1][0]["effective_to"] is not None:
            err(f"{key}: exactly the latest revision must have effective_to null")
        versions = [m["version"] for m, _ in revs]
        if len(set(versions)) != len(versions):
            err(f"{key}: duplicate versions {versions}")
        for (a, _), (b, _) in itertools.pairwise(revs):
            if a["effective_to"] is None:
                continue
            a_to = _dt.date.fromisoformat(a["effective_to"])
            b_from = _dt.date.fromisoformat(b["effective_from"])
            if a_to >= b_from:
                err(f"{key}: {a['version']} overlaps {b['version']}")
            elif (b_from - a_to).days != 1:
                warn(f"{key}: gap between {a['version']} and {b['version']}")
    return by_key


def check_pdf_layout(meta, path, pages):
    name = os.path.basename(path)
    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        for i, page in enumerate(pdf.pages, 1):
            if abs(page.width - 595.28) > 1 or abs(page.height - 841.89) > 1:
                err(f"{name} p{i}: not A4 ({page.width}x{page.height})")
            fonts = {c["fontname"] for c in page.chars}
            if any("Helvetica" not in f for f in fonts):
                err(f"{name} p{i}: non-Helvetica font {fonts}")
    for i, lines in enumerate(pages, 1):
        text = norm(" ".join(lines))
        first = norm(lines[0]) if lines else ""
        if f"page {i} of {n}" not in norm(lines[-1] if lines else ""):
            err(f"{name} p{i}: footer 'Page {i} of {n}' missing")
        for part in (meta["document"].lower(), meta["version"].lower()):
            if part not in first:
                err(f"{name} p{i}: header lacks {part!r}")
        if "|" not in first:
            err(f"{name} p{i}: header line malformed: {first!r}")
        if not text:
            err(f"{name} p{i}: no text layer")


# ----------------------------------------------------------------------------- questions
def in_force(revs, as_of):
    d = _dt.date.fromisoformat(as_of)
    for m, f in revs:
        ef = _dt.date.fromisoformat(m["effective_from"])
        et = _dt.date.fromisoformat(m["effective_to"]) if m["effective_to"] else None
        if d >= ef and (et is None or d <= et):
            return m, f
    return None, None


def main():
    dump = "--dump" in sys.argv
    by_key = load_sidecars()
    plain = {os.path.basename(p): p for p in sorted(glob.glob(os.path.join(DOCS, "*"))) if p.endswith((".md", ".txt"))}
    all_docs = sorted(p for p in glob.glob(os.path.join(DOCS, "*")) if not p.endswith(".meta.json"))
    for p in all_docs:
        if p.endswith((".md", ".txt")):
            continue
        if not os.path.exists(p + ".meta.json"):
            err(f"{os.path.basename(p)}: sidecar missing")
    if len(all_docs) != 11:
        err(f"expected 11 documents, found {len(all_docs)}")

    cache = {}

    def pages_of(path):
        if path not in cache:
            cache[path] = extract_pages(path)
        return cache[path]

    for _key, revs in by_key.items():
        for m, f in revs:
            if f.endswith(".pdf"):
                check_pdf_layout(m, f, pages_of(f))

    if dump:
        for p in all_docs:
            for i, lines in enumerate(pages_of(p), 1):
                print(f"===== {os.path.basename(p)} page {i}")
                print("\n".join(lines))
        return 0

    # ---- load qa
    qa_path = os.path.join(HERE, "qa.jsonl")
    recs = []
    with open(qa_path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except Exception as e:
                err(f"qa.jsonl line {ln}: bad JSON ({e})")
    try:
        import questions as Q

        aux = {q["question"]: q for q in Q.QUESTIONS}
    except Exception as e:  # pragma: no cover
        err(f"cannot import sources/questions.py: {e}")
        aux = {}

    if len(recs) != N_TOTAL:
        err(f"{len(recs)} questions, expected {N_TOTAL}")
    ids = [r.get("id") for r in recs]
    if ids != [f"s18-{i:03d}" for i in range(1, len(recs) + 1)]:
        err("ids are not s18-001.. in order")
    texts = [norm(r.get("question", "")) for r in recs]
    dups = [t for t, c in collections.Counter(texts).items() if c > 1]
    if dups:
        err(f"duplicate questions: {dups}")

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
    kinds = collections.Counter()
    per_doc = collections.Counter()
    n_ans = 0
    theory_expl = 0
    for r in recs:
        rid = r.get("id")
        extra = set(r) - allowed
        if extra:
            err(f"{rid}: unexpected fields {extra}")
        for k in ("question", "document", "kind"):
            if not isinstance(r.get(k), str) or not r.get(k):
                err(f"{rid}: {k} must be a non-empty string")
        if not isinstance(r.get("answerable"), bool):
            err(f"{rid}: answerable must be bool")
        kind = r.get("kind", "")
        kinds[kind] += 1
        per_doc[r.get("document")] += 1
        if kind not in KIND_TARGETS:
            err(f"{rid}: unknown kind {kind}")
        ans = r.get("answerable")
        if ans:
            n_ans += 1
            if kind.startswith("unans_"):
                err(f"{rid}: answerable with unans kind")
            if not isinstance(r.get("page"), int) or r["page"] < 1:
                err(f"{rid}: page must be a positive int")
            a = r.get("answers")
            if not (isinstance(a, list) and 1 <= len(a) <= 3 and all(isinstance(x, str) and x.strip() for x in a)):
                err(f"{rid}: answers must be 1-3 non-empty strings")
        else:
            if not kind.startswith("unans_"):
                err(f"{rid}: unanswerable with answerable kind")
            if r.get("page") is not None:
                err(f"{rid}: unanswerable must have page null")
            if r.get("answers") != []:
                err(f"{rid}: unanswerable must have answers []")
        if "as_of" in r:
            if not isinstance(r["as_of"], str):
                err(f"{rid}: as_of must be a string")
            else:
                parse_date(r["as_of"], rid)
        if "serial" in r and not isinstance(r["serial"], int):
            err(f"{rid}: serial must be int")
        for k in ("product", "variant"):
            if k in r and not isinstance(r[k], str):
                err(f"{rid}: {k} must be a string")

        doc = r.get("document")
        q_aux = aux.get(r.get("question"), {})
        # ---- resolve the file in force
        meta = None
        if doc in plain:
            path = plain[doc]
            if "as_of" in r:
                err(f"{rid}: as_of given for a document without sidecar")
        elif doc in by_key:
            revs = by_key[doc]
            if len(revs) > 1 and "as_of" not in r:
                err(f"{rid}: {doc} has several revisions; as_of required")
            if "as_of" in r:
                meta, path = in_force(revs, r["as_of"])
                if meta is None:
                    path = None
                    if kind != "unans_before_first_revision":
                        err(f"{rid}: no revision of {doc} in force on {r['as_of']}")
            else:
                meta, path = revs[-1]
            if kind == "unans_before_first_revision" and meta is not None:
                err(f"{rid}: as_of {r.get('as_of')} is not before the first revision of {doc}")
        else:
            err(f"{rid}: unknown document {doc!r}")
            continue
        app = (meta or by_key.get(doc, [({}, None)])[0][0]).get("applicability", {}) if doc in by_key else {}

        # ---- product / variant consistency with the sidecar
        if doc in by_key and "product" in r and app and r["product"] != app.get("product"):
            err(f"{rid}: product {r['product']!r} != sidecar product {app.get('product')!r}")
        if kind == "unans_model_outside" or kind == "unans_bulletin_excluded_model":
            if not r.get("variant"):
                err(f"{rid}: {kind} needs a variant")
            elif app and r["variant"] in app.get("variants", []):
                err(f"{rid}: variant {r['variant']} is inside the applicability of {doc}")
        elif r.get("variant") and app and r["variant"] not in app.get("variants", []):
            err(f"{rid}: variant {r['variant']} not in applicability of {doc}")
        if kind in ("bulletin", "unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
            if "-SB-" not in doc:
                err(f"{rid}: {kind} must target a bulletin")
            if not isinstance(r.get("serial"), int) or not r.get("variant") or not r.get("product"):
                err(f"{rid}: {kind} needs product, variant and serial")
            else:
                inside = any(lo <= r["serial"] <= hi for lo, hi in app.get("serials", []))
                if kind == "bulletin" and not inside:
                    err(f"{rid}: serial {r['serial']} not inside {app.get('serials')}")
                if kind == "unans_bulletin_out_of_range":
                    if inside:
                        err(f"{rid}: serial {r['serial']} is inside a range")
                    near = min(min(abs(r["serial"] - lo), abs(r["serial"] - hi)) for lo, hi in app["serials"])
                    if near > 5:
                        warn(f"{rid}: out-of-range serial {r['serial']} is {near} away from the nearest limit")

        # ---- absent / present probes (from sources/questions.py)
        doc_pages_in_force = pages_of(path) if path else []
        full = norm(" ".join(" ".join(p) for p in doc_pages_in_force))
        for probe in q_aux.get("absent", []):
            if has_word(probe, full):
                err(f"{rid}: probe {probe!r} unexpectedly present in {doc}")
        for probe_doc, probe in q_aux.get("present_elsewhere", []):
            src = plain.get(probe_doc) or (by_key[probe_doc][-1][1] if probe_doc in by_key else None)
            if not src or not has_word(probe, norm(" ".join(" ".join(p) for p in pages_of(src)))):
                err(f"{rid}: probe {probe!r} not found in {probe_doc}")
        if kind in ("unans_nonexistent_code", "unans_swapped_number", "unans_code_later_revision") and not q_aux.get(
            "absent"
        ):
            err(f"{rid}: {kind} needs an 'absent' probe in sources/questions.py")
        if kind == "unans_code_later_revision":
            later = [f for m, f in by_key.get(doc, []) if meta and m["effective_from"] > meta["effective_from"]]
            for probe in q_aux.get("absent", []):
                if not any(has_word(probe, norm(" ".join(" ".join(p) for p in pages_of(f)))) for f in later):
                    err(f"{rid}: {probe!r} not present in any later revision of {doc}")

        # ---- answer spans
        if ans and path:
            pg = r.get("page")
            pages = pages_of(path)
            if not isinstance(pg, int) or pg < 1 or pg > len(pages):
                err(f"{rid}: page {pg} out of range for {os.path.basename(path)} ({len(pages)} pages)")
                continue
            lines = [norm(x) for x in pages[pg - 1]]
            for a in r.get("answers", []):
                na = norm(a)
                if not any(na in x for x in lines):
                    onpage = na in norm(" ".join(pages[pg - 1]))
                    where = [i + 1 for i, p in enumerate(pages) if na in norm(" ".join(p))]
                    err(
                        f"{rid}: answer {a!r} not on a single line of {os.path.basename(path)} p{pg}"
                        f" (on page but split: {onpage}; found on pages {where})"
                    )
            if kind == "revision_value":
                if "as_of" not in r:
                    err(f"{rid}: revision_value needs as_of")
                others = [f for m, f in by_key.get(doc, []) if f != path]
                if not others:
                    err(f"{rid}: revision_value on a single-revision document")
                differs = False
                for f in others:
                    op = pages_of(f)
                    if pg <= len(op):
                        ol = norm(" ".join(op[pg - 1]))
                        if not all(norm(a) in ol for a in r.get("answers", [])):
                            differs = True
                if not differs:
                    err(f"{rid}: revision_value answers identical in every revision")
            if kind == "explanation" and doc == THEORY_KEY:
                theory_expl += 1

        # ---- copied runs of words
        qwords = re.findall(r"[a-z0-9]+", norm(r.get("question", "")))
        if path and len(qwords) >= 7:
            dwords = " " + " ".join(re.findall(r"[a-z0-9]+", full)) + " "
            for i in range(len(qwords) - 6):
                run = " ".join(qwords[i : i + 7])
                if " " + run + " " in dwords:
                    err(f"{rid}: question copies a 7-word run from the document: {run!r}")
                    break

    # ---- totals
    if n_ans != N_ANS or len(recs) - n_ans != N_UNANS:
        err(f"answerable/unanswerable = {n_ans}/{len(recs) - n_ans}, expected {N_ANS}/{N_UNANS}")
    for k, target in KIND_TARGETS.items():
        if kinds.get(k, 0) != target:
            err(f"kind {k}: {kinds.get(k, 0)} (target {target})")
    if theory_expl < EXPLANATION_FROM_THEORY:
        err(f"only {theory_expl} explanation questions answered from the theory document")

    # ---- report
    print(
        f"documents: {len(all_docs)}  sidecar keys: {len(by_key)}  questions: {len(recs)} "
        f"(answerable {n_ans}, unanswerable {len(recs) - n_ans})"
    )
    print("kinds:")
    for k in KIND_TARGETS:
        print(f"  {k:32s} {kinds.get(k, 0):3d}")
    print("per document:")
    for d, c in sorted(per_doc.items()):
        print(f"  {d:40s} {c:3d}")
    for w in WARNINGS:
        print("WARNING:", w)
    for e in ERRORS:
        print("ERROR:", e)
    print(f"{len(ERRORS)} error(s), {len(WARNINGS)} warning(s)")
    return 1 if ERRORS else 0


if __name__ == "__main__":
    sys.exit(main())

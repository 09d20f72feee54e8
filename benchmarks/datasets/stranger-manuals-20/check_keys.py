#!/usr/bin/env python3
# ruff: noqa: RUF012
"""Validate the s20 evaluation set.

Checks
  * sidecars: required fields, date formats, applicability, serial ranges only on bulletins
  * revisions of one key: no overlaps, contiguous, only the last open-ended
  * every document (except .md/.txt) has a sidecar and every sidecar a document
  * PDFs: A4, running header with document number and revision on every page, footer "Page n of N"
  * qa.jsonl: ids, fields, kinds and counts; revision in force resolved from as_of
  * every answer span occurs on one extracted line of the stated page (case-insensitive,
    whitespace collapsed); PDF text by pdfplumber page by page, DOCX paragraphs and table
    cells, HTML via html.parser, .md/.txt raw
  * bulletin questions: model listed and serial inside a range; out-of-range serials really
    outside (and close to a boundary); excluded models really not listed
  * code questions: nonexistent codes absent from the document, later-revision codes absent
    from the revision in force but present in a later one
  * questions do not copy a run of 6 or more words from the document text

Exits 1 on any error.
"""

import collections
import datetime as dt
import html.parser
import itertools
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "documents")

ANSWERABLE_KINDS = {
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
}
UNANSWERABLE_KINDS = {
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
KIND_TOLERANCE = 3  # "roughly": each kind count may differ by this much
NO_SIDECAR_EXT = (".md", ".txt")
COPY_RUN = 6

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def parse_date(s, what):
    try:
        return dt.date.fromisoformat(s)
    except (TypeError, ValueError):
        err(f"{what}: bad date {s!r}")
        return None


# --------------------------------------------------------------------------
# text extraction
# --------------------------------------------------------------------------
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
        "section",
        "header",
        "footer",
        "ul",
        "ol",
        "table",
        "title",
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
            self.parts.append(data.replace("\n", " "))


def extract_pages(path):
    """Return a list of pages, each a list of text lines."""
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
                for cell in row.cells:
                    lines.extend(cell.text.split("\n"))
        return [lines]
    if ext in (".html", ".htm"):
        parser = _HTMLText()
        with open(path, encoding="utf-8") as f:
            parser.feed(f.read())
        return ["".join(parser.parts).split("\n")]
    with open(path, encoding="utf-8") as f:
        return [f.read().split("\n")]


def check_pdf_layout(path, meta):
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        for i, p in enumerate(pdf.pages, 1):
            if abs(p.width - 595.28) > 1 or abs(p.height - 841.89) > 1:
                err(f"{os.path.basename(path)} p{i}: not A4 ({p.width}x{p.height})")
            lines = (p.extract_text() or "").split("\n")
            head = lines[0] if lines else ""
            if meta["document"] not in head or meta["version"].split()[-1] not in head:
                err(f"{os.path.basename(path)} p{i}: running header lacks key/revision: {head!r}")
            if not lines or lines[-1].strip() != f"Page {i} of {n}":
                err(f"{os.path.basename(path)} p{i}: footer wrong: {lines[-1] if lines else ''!r}")
            fonts = {c["fontname"] for c in p.chars}
            if any("Helvetica" not in f for f in fonts):
                err(f"{os.path.basename(path)} p{i}: non-Helvetica font {fonts}")
    return n


# --------------------------------------------------------------------------
def load_documents():
    files = sorted(f for f in os.listdir(DOCS) if not f.endswith(".meta.json"))
    sidecars = sorted(f for f in os.listdir(DOCS) if f.endswith(".meta.json"))
    docs = {}
    for f in files:
        path = os.path.join(DOCS, f)
        meta_path = path + ".meta.json"
        meta = None
        if f.endswith(NO_SIDECAR_EXT):
            if os.path.exists(meta_path):
                err(f"{f}: .md/.txt must not have a sidecar")
        elif not os.path.exists(meta_path):
            err(f"{f}: sidecar missing")
        else:
            with open(meta_path, encoding="utf-8") as fh:
                meta = json.load(fh)
        docs[f] = {"file": f, "path": path, "meta": meta, "pages": extract_pages(path)}
    for s in sidecars:
        if s[: -len(".meta.json")] not in docs:
            err(f"{s}: sidecar without document")
    return docs


def check_sidecars(docs):
    by_key = collections.defaultdict(list)
    for f, d in docs.items():
        m = d["meta"]
        if m is None:
            continue
        keys = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
        if set(m) != keys:
            err(f"{f}: sidecar keys {sorted(m)}")
            continue
        if not isinstance(m["document"], str) or not m["document"]:
            err(f"{f}: bad document key")
        if not isinstance(m["version"], str) or not m["version"]:
            err(f"{f}: bad version")
        d["from"] = parse_date(m["effective_from"], f)
        d["to"] = parse_date(m["effective_to"], f) if m["effective_to"] is not None else None
        if d["from"] and d["to"] and d["to"] < d["from"]:
            err(f"{f}: effective_to before effective_from")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", m["recorded_at"] or ""):
            err(f"{f}: bad recorded_at {m['recorded_at']!r}")
        else:
            rec = dt.date.fromisoformat(m["recorded_at"][:10])
            if d["from"] and rec > d["from"]:
                err(f"{f}: recorded_at after effective_from")
        a = m["applicability"]
        if not isinstance(a, dict) or not isinstance(a.get("product"), str) or not a.get("variants"):
            err(f"{f}: bad applicability")
            continue
        if not all(isinstance(v, str) for v in a["variants"]):
            err(f"{f}: variants must be strings")
        is_bulletin = "-SB-" in m["document"]
        if is_bulletin:
            extra = set(a) - {"product", "variants", "serials"}
            s = a.get("serials")
            if not s or not all(
                isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) and r[0] <= r[1] for r in s
            ):
                err(f"{f}: bulletin needs serials [[lo, hi], ...]")
            else:
                # every range must be printed in the document, as letters + figures
                text = norm(" ".join(" ".join(p) for p in d["pages"]))
                for lo, hi in s:
                    for val in (lo, hi):
                        if not re.search(r"[a-z]{2}" + str(val) + r"\b", text):
                            err(f"{f}: serial {val} not printed in the bulletin")
        else:
            extra = set(a) - {"product", "variants"}
        if extra:
            err(f"{f}: unexpected applicability keys {sorted(extra)}")
        if d["file"].endswith(".pdf"):
            d["npages"] = check_pdf_layout(d["path"], m)
        by_key[m["document"]].append(d)
    for key, revs in by_key.items():
        revs.sort(key=lambda d: d["from"] or dt.date.min)
        for a, b in itertools.pairwise(revs):
            if a["to"] is None:
                err(f"{key}: {a['file']} open-ended but followed by {b['file']}")
            elif b["from"] and a["to"] >= b["from"]:
                err(f"{key}: {a['file']} overlaps {b['file']}")
            elif b["from"] and a["to"] + dt.timedelta(days=1) != b["from"]:
                err(f"{key}: gap between {a['file']} and {b['file']}")
        if len(revs) > 1:
            pc = {len(d["pages"]) for d in revs}
            if len(pc) != 1:
                err(f"{key}: revisions have different page counts {pc}")
    return by_key


def in_force(revs, as_of):
    for d in revs:
        if d["from"] <= as_of and (d["to"] is None or as_of <= d["to"]):
            return d
    return None


def ngrams(words, n):
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def words_of(s):
    return re.findall(r"[a-z0-9]+(?:[.,/-][a-z0-9]+)*", s.lower())


def check_questions(docs, by_key):
    path = os.path.join(HERE, "qa.jsonl")
    with open(path, encoding="utf-8") as f:
        raw = [ln for ln in f.read().split("\n") if ln.strip()]
    qs = [json.loads(ln) for ln in raw]
    if len(qs) != 200:
        err(f"qa.jsonl: {len(qs)} questions, expected 200")
    ids = [q.get("id") for q in qs]
    if ids != [f"s20-{i:03d}" for i in range(1, len(qs) + 1)]:
        err("qa.jsonl: ids not s20-001.. in order")
    seen_q = set()
    kinds = collections.Counter()
    per_doc = collections.Counter()
    n_ans = 0
    all_text = {}
    for f, d in docs.items():
        all_text[f] = norm(" ".join(" ".join(p) for p in d["pages"]))
    for q in qs:
        qid = q.get("id")
        req = {"id", "question", "document", "page", "answers", "answerable", "kind"}
        opt = {"as_of", "product", "variant", "serial"}
        if not req <= set(q) or set(q) - req - opt:
            err(f"{qid}: fields {sorted(q)}")
            continue
        if norm(q["question"]) in seen_q:
            err(f"{qid}: duplicate question")
        seen_q.add(norm(q["question"]))
        kind = q["kind"]
        kinds[kind] += 1
        per_doc[q["document"]] += 1
        ans = q["answerable"]
        if not isinstance(ans, bool):
            err(f"{qid}: answerable not bool")
        if ans:
            n_ans += 1
            if kind not in ANSWERABLE_KINDS:
                err(f"{qid}: kind {kind} not an answerable kind")
            if not (1 <= len(q["answers"]) <= 3) or not isinstance(q["page"], int):
                err(f"{qid}: answerable needs 1-3 answers and an int page")
        else:
            if kind not in UNANSWERABLE_KINDS:
                err(f"{qid}: kind {kind} not an unanswerable kind")
            if q["answers"] != [] or q["page"] is not None:
                err(f"{qid}: unanswerable must have answers [] and page null")
        # resolve document
        key = q["document"]
        as_of = None
        if "as_of" in q:
            as_of = parse_date(q["as_of"], qid)
        if key in by_key:
            revs = by_key[key]
            if as_of:
                doc = in_force(revs, as_of)
            else:
                open_ended = [d for d in revs if d["to"] is None]
                doc = open_ended[0] if open_ended else revs[-1]
        elif key in docs and key.endswith(NO_SIDECAR_EXT):
            doc = docs[key]
            if as_of:
                err(f"{qid}: as_of on a document without sidecar")
        else:
            err(f"{qid}: unknown document {key!r}")
            continue
        if kind == "revision_value" and (not as_of or len(by_key.get(key, [])) < 2):
            err(f"{qid}: revision_value needs as_of on a multi-revision key")
        if kind == "unans_before_first_revision":
            if not as_of or doc is not None:
                err(f"{qid}: as_of must lie before the first revision")
            continue
        if doc is None:
            err(f"{qid}: no revision of {key} in force on {as_of}")
            continue
        meta = doc["meta"]
        variants = meta["applicability"]["variants"] if meta else None
        if q.get("variant") and variants is not None:
            listed = q["variant"] in variants
            if kind in ("unans_model_outside", "unans_bulletin_excluded_model"):
                if listed:
                    err(f"{qid}: variant {q['variant']} is listed for {key}")
            elif not listed:
                err(f"{qid}: variant {q['variant']} not listed for {key}")
        if q.get("product") and meta and q["product"] != meta["applicability"]["product"]:
            err(f"{qid}: product differs from sidecar")
        serials = meta["applicability"].get("serials") if meta else None
        if kind in ("bulletin", "unans_bulletin_out_of_range", "unans_bulletin_excluded_model"):
            if not serials or not isinstance(q.get("serial"), int) or not q.get("variant"):
                err(f"{qid}: bulletin question needs a bulletin document, variant and int serial")
            else:
                s = q["serial"]
                inside = any(lo <= s <= hi for lo, hi in serials)
                if kind == "bulletin" and not inside:
                    err(f"{qid}: serial {s} not inside {serials}")
                if kind == "unans_bulletin_out_of_range":
                    if inside:
                        err(f"{qid}: serial {s} is inside {serials}")
                    elif min(min(abs(s - lo), abs(s - hi)) for lo, hi in serials) > 10:
                        err(f"{qid}: serial {s} not just outside a range")
        elif q.get("serial") is not None and serials and not any(lo <= q["serial"] <= hi for lo, hi in serials):
            err(f"{qid}: serial outside bulletin ranges")
        codes = re.findall(r"\b([AEF]\d{2})\b", q["question"].upper())
        if kind == "unans_nonexistent_code":
            if not codes:
                err(f"{qid}: no code token in question")
            for c in codes:
                if re.search(r"\b" + c.lower() + r"\b", all_text[doc["file"]]):
                    err(f"{qid}: code {c} does exist in {doc['file']}")
        if kind == "unans_code_later_revision":
            later = [d for d in by_key.get(key, []) if d["from"] > doc["from"]]
            if not codes or not later:
                err(f"{qid}: needs a code and a later revision")
            for c in codes:
                pat = r"\b" + c.lower() + r"\b"
                if re.search(pat, all_text[doc["file"]]):
                    err(f"{qid}: code {c} exists in the revision in force")
                if not any(re.search(pat, all_text[d["file"]]) for d in later):
                    err(f"{qid}: code {c} not in any later revision")
        if kind in ("code_meaning", "code_remedy") and not codes:
            err(f"{qid}: code question without code token")
        # answer spans
        if ans:
            pages = doc["pages"]
            p = q["page"]
            if not (1 <= p <= len(pages)):
                err(f"{qid}: page {p} out of range for {doc['file']}")
                continue
            lines = [norm(ln) for ln in pages[p - 1]]
            for a in q["answers"]:
                na = norm(a)
                if not na or len(na) > 90:
                    err(f"{qid}: answer span empty or too long: {a!r}")
                if not any(na in ln for ln in lines):
                    where = [i + 1 for i, pg in enumerate(pages) if any(na in norm(x) for x in pg)]
                    err(f"{qid}: answer {a!r} not on one line of {doc['file']} p{p} (found on pages {where})")
        # copying check
        qw = words_of(q["question"])
        dw = words_of(all_text[doc["file"]])
        common = ngrams(qw, COPY_RUN) & ngrams(dw, COPY_RUN)
        if common:
            err(f"{qid}: question copies a run of {COPY_RUN} words from the document: {' '.join(sorted(common)[0])}")
    # counts
    if n_ans != 120:
        err(f"answerable count {n_ans}, expected 120")
    for k, want in {**ANSWERABLE_KINDS, **UNANSWERABLE_KINDS}.items():
        if abs(kinds.get(k, 0) - want) > KIND_TOLERANCE:
            err(f"kind {k}: {kinds.get(k, 0)} (target {want})")
    for k in kinds:
        if k not in ANSWERABLE_KINDS and k not in UNANSWERABLE_KINDS:
            err(f"unknown kind {k}")
    return qs, kinds, per_doc


def main():
    docs = load_documents()
    by_key = check_sidecars(docs)
    qs, kinds, per_doc = check_questions(docs, by_key)
    print(
        f"documents: {len(docs)}  sidecars: {sum(1 for d in docs.values() if d['meta'])}  "
        f"keys: {len(by_key)}  questions: {len(qs)}"
    )
    print("kinds:")
    for k in list(ANSWERABLE_KINDS) + list(UNANSWERABLE_KINDS):
        print(f"  {k:32s} {kinds.get(k, 0):3d}")
    print("per document:")
    for k, n in sorted(per_doc.items()):
        print(f"  {k:32s} {n:3d}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()

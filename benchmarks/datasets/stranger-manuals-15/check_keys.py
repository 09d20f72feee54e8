"""Validate stranger-manuals-15: documents, sidecars and qa.jsonl.

Checks
- sidecar schema (keys, dates, applicability, serial ranges as integer pairs);
- revisions of one document key do not overlap and at most one is open-ended;
- every PDF/DOCX/HTML has a sidecar, the Markdown and .txt files have none;
- qa.jsonl: ids unique and well-formed, fields and types valid, 200 lines;
- the revision in force is resolved from as_of (or the current one when as_of is absent);
- every answer span occurs on its page (case-insensitive, whitespace collapsed);
- variant / serial / product of answerable items fall inside the sidecar applicability.
Exits non-zero on any error.
"""

import datetime
import itertools
import json
import re
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOC_DIR = HERE / "documents"
QA = HERE / "qa.jsonl"

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
STAMP_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$")
ID_RE = re.compile(r"^s15-\d{3}$")
META_KEYS = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
APPL_KEYS = {"product", "variants", "serials"}
REQUIRED_Q = {"id", "question", "document", "page", "answers", "answerable", "kind"}
OPTIONAL_Q = {"as_of", "product", "variant", "serial"}
NO_SIDECAR_EXT = {".md", ".txt"}
EXPECTED_TOTAL = 200
EXPECTED_ANSWERABLE = 120

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def parse_date(value, where):
    if not isinstance(value, str) or not DATE_RE.match(value):
        err(where + ": bad date " + repr(value))
        return None
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        err(where + ": invalid date " + repr(value))
        return None


class TextExtractor(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self.skip:
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def page_texts(path):
    """Return a list of page texts (index 0 = page 1)."""
    ext = path.suffix.lower()
    if ext == ".pdf":
        import pdfplumber

        with pdfplumber.open(path) as pdf:
            return [(p.extract_text() or "") for p in pdf.pages]
    if ext == ".docx":
        import docx

        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for table in d.tables:
            for row in table.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return ["\n".join(parts)]
    if ext in (".html", ".htm"):
        parser = TextExtractor()
        parser.feed(path.read_text(encoding="utf-8"))
        return [" ".join(parser.parts)]
    if ext in (".md", ".txt"):
        return [path.read_text(encoding="utf-8")]
    raise ValueError("unsupported file " + path.name)


def check_meta(meta, where):
    if not isinstance(meta, dict):
        err(where + ": sidecar is not an object")
        return None
    keys = set(meta)
    if keys != META_KEYS:
        err(where + ": sidecar keys " + str(sorted(keys)) + " != " + str(sorted(META_KEYS)))
    for k in ("document", "version"):
        if not isinstance(meta.get(k), str) or not meta.get(k):
            err(where + ": " + k + " must be a non-empty string")
    start = parse_date(meta.get("effective_from"), where + " effective_from")
    end = None
    if meta.get("effective_to") is not None:
        end = parse_date(meta.get("effective_to"), where + " effective_to")
        if start and end and end < start:
            err(where + ": effective_to before effective_from")
    rec = meta.get("recorded_at")
    if not isinstance(rec, str) or not STAMP_RE.match(rec):
        err(where + ": recorded_at must look like YYYY-MM-DDT00:00:00Z")
    appl = meta.get("applicability")
    if not isinstance(appl, dict):
        err(where + ": applicability must be an object")
        appl = {}
    extra = set(appl) - APPL_KEYS
    if extra:
        err(where + ": unknown applicability keys " + str(sorted(extra)))
    if not isinstance(appl.get("product"), str) or not appl.get("product"):
        err(where + ": applicability.product must be a non-empty string")
    if "variants" in appl:
        v = appl["variants"]
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
            err(where + ": applicability.variants must be a non-empty list of strings")
    if "serials" in appl:
        s = appl["serials"]
        if not isinstance(s, list) or not s:
            err(where + ": applicability.serials must be a non-empty list")
        else:
            for pair in s:
                ok = (
                    isinstance(pair, list)
                    and len(pair) == 2
                    and all(isinstance(x, int) and not isinstance(x, bool) for x in pair)
                    and pair[0] <= pair[1]
                )
                if not ok:
                    err(where + ": serial range must be [first, last] integers, got " + repr(pair))
    return {"meta": meta, "start": start, "end": end}


def load_documents():
    """Return {key: [revision dicts]} with page texts."""
    registry = {}
    if not DOC_DIR.is_dir():
        err("documents/ missing")
        return registry
    files = sorted(p for p in DOC_DIR.iterdir() if p.is_file())
    sidecars = {p.name for p in files if p.name.endswith(".meta.json")}
    docs = [p for p in files if not p.name.endswith(".meta.json")]
    for sc in sidecars:
        if not (DOC_DIR / sc[: -len(".meta.json")]).is_file():
            err("sidecar without document: " + sc)
    for path in docs:
        sc_name = path.name + ".meta.json"
        ext = path.suffix.lower()
        if ext in NO_SIDECAR_EXT:
            if sc_name in sidecars:
                err(path.name + ": Markdown/.txt files must not have a sidecar")
            key = path.name
            rev = {"meta": None, "start": None, "end": None}
        else:
            if sc_name not in sidecars:
                err(path.name + ": sidecar missing")
                continue
            try:
                meta = json.loads((DOC_DIR / sc_name).read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                err(sc_name + ": invalid JSON: " + str(exc))
                continue
            rev = check_meta(meta, sc_name)
            if rev is None:
                continue
            key = meta["document"]
        rev["file"] = path.name
        rev["pages"] = [norm(t) for t in page_texts(path)]
        registry.setdefault(key, []).append(rev)
    # revision ranges must not overlap
    for key, revs in registry.items():
        if len(revs) == 1:
            continue
        if any(r["start"] is None for r in revs):
            err(key + ": several files without dates share one key")
            continue
        open_ended = [r for r in revs if r["end"] is None]
        if len(open_ended) > 1:
            err(key + ": more than one open-ended revision")
        ordered = sorted(revs, key=lambda r: r["start"])
        for a, b in itertools.pairwise(ordered):
            if a["end"] is None or a["end"] >= b["start"]:
                err(key + ": revisions " + a["file"] + " and " + b["file"] + " overlap")
        versions = [r["meta"]["version"] for r in revs]
        if len(set(versions)) != len(versions):
            err(key + ": duplicate version labels")
    return registry


def resolve(revs, as_of):
    if revs[0]["meta"] is None:
        return revs[0]
    if as_of is None:
        current = [r for r in revs if r["end"] is None]
        return current[0] if len(current) == 1 else None
    hits = [r for r in revs if r["start"] <= as_of and (r["end"] is None or as_of <= r["end"])]
    if len(hits) > 1:
        err("ambiguous revision for as_of " + str(as_of))
    return hits[0] if len(hits) == 1 else None


def in_serials(serial, ranges):
    return any(a <= serial <= b for a, b in ranges)


def check_questions(registry):
    if not QA.is_file():
        err("qa.jsonl missing")
        return Counter(), Counter()
    lines = QA.read_text(encoding="utf-8").splitlines()
    ids = Counter()
    kinds = Counter()
    per_doc = Counter()
    n_ans = 0
    for lineno, line in enumerate(lines, 1):
        where = "qa.jsonl line " + str(lineno)
        try:
            q = json.loads(line)
        except json.JSONDecodeError as exc:
            err(where + ": invalid JSON: " + str(exc))
            continue
        keys = set(q)
        missing = REQUIRED_Q - keys
        unknown = keys - REQUIRED_Q - OPTIONAL_Q
        if missing:
            err(where + ": missing " + str(sorted(missing)))
            continue
        if unknown:
            err(where + ": unknown fields " + str(sorted(unknown)))
        qid = q["id"]
        where = qid if isinstance(qid, str) else where
        ids[qid] += 1
        if not isinstance(qid, str) or not ID_RE.match(qid):
            err(where + ": bad id")
        if not isinstance(q["question"], str) or not q["question"].strip():
            err(where + ": empty question")
        if not isinstance(q["kind"], str) or not q["kind"]:
            err(where + ": kind must be a non-empty string")
        if not isinstance(q["answerable"], bool):
            err(where + ": answerable must be a boolean")
            continue
        kinds[(q["kind"], q["answerable"])] += 1
        doc = q["document"]
        per_doc[(doc, q["answerable"])] += 1
        if doc not in registry:
            err(where + ": unknown document " + repr(doc))
            continue
        revs = registry[doc]
        as_of = None
        if "as_of" in q:
            as_of = parse_date(q["as_of"], where + " as_of")
        if "serial" in q and (not isinstance(q["serial"], int) or isinstance(q["serial"], bool)):
            err(where + ": serial must be an integer")
        if "variant" in q and not isinstance(q["variant"], str):
            err(where + ": variant must be a string")
        if "product" in q and not isinstance(q["product"], str):
            err(where + ": product must be a string")
        if not q["answerable"]:
            if q["page"] is not None:
                err(where + ": unanswerable item must have page null")
            if q["answers"] != []:
                err(where + ": unanswerable item must have answers []")
            continue
        n_ans += 1
        answers = q["answers"]
        if not isinstance(answers, list) or not 1 <= len(answers) <= 3:
            err(where + ": answerable item needs 1-3 answers")
            continue
        rev = resolve(revs, as_of)
        if rev is None:
            err(where + ": no revision in force for as_of " + str(q.get("as_of")))
            continue
        page = q["page"]
        if not isinstance(page, int) or isinstance(page, bool) or not 1 <= page <= len(rev["pages"]):
            err(where + ": page " + repr(page) + " out of range for " + rev["file"])
            continue
        text = rev["pages"][page - 1]
        for ans in answers:
            if not isinstance(ans, str) or not ans.strip():
                err(where + ": empty answer")
            elif norm(ans) not in text:
                err(where + ": answer " + repr(ans) + " not on page " + str(page) + " of " + rev["file"])
        meta = rev["meta"]
        if meta is not None:
            appl = meta["applicability"]
            if "product" in q and q["product"] != appl["product"]:
                err(where + ": product " + repr(q["product"]) + " not " + repr(appl["product"]))
            if "variant" in q and "variants" in appl and q["variant"] not in appl["variants"]:
                err(where + ": variant " + repr(q["variant"]) + " outside applicability")
            if "serials" in appl:
                if "serial" not in q:
                    err(where + ": serial-limited document but the question gives no serial")
                elif not in_serials(q["serial"], appl["serials"]):
                    err(where + ": serial " + str(q["serial"]) + " outside applicability")
            elif "serial" in q:
                err(where + ": serial given but the document has no serial ranges")
    for qid, n in ids.items():
        if n > 1:
            err("duplicate id " + str(qid))
    if len(lines) != EXPECTED_TOTAL:
        err("expected " + str(EXPECTED_TOTAL) + " questions, found " + str(len(lines)))
    if n_ans != EXPECTED_ANSWERABLE:
        err("expected " + str(EXPECTED_ANSWERABLE) + " answerable, found " + str(n_ans))
    expected_ids = {f"s15-{i:03d}" for i in range(1, len(lines) + 1)}
    if set(ids) != expected_ids:
        err(f"ids are not exactly s15-001..s15-{len(lines):03d}")
    return kinds, per_doc


def main():
    registry = load_documents()
    kinds, per_doc = check_questions(registry)
    n_files = sum(len(v) for v in registry.values())
    print(f"documents: {len(registry)} keys, {n_files} files")
    total = sum(kinds.values())
    ans = sum(n for (k, a), n in kinds.items() if a)
    print(f"questions: {total} (answerable {ans}, unanswerable {total - ans})")
    for (doc, a), n in sorted(per_doc.items()):
        label = "answerable" if a else "unanswerable"
        print(f"  {doc:<34} {label:<13} {n:3d}")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()

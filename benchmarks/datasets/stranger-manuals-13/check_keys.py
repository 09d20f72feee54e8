"""Validate documents/, sidecars and qa.jsonl of stranger-manuals-13.

Checks that every answer span occurs on its page of the revision in force
(case-insensitive, whitespace collapsed), ids are unique and complete, keys
are valid, sidecars follow the schema, revision date ranges of one key do not
overlap, and product/variant/serial of answerable items fall inside the
applicability. Exits non-zero on any error.
"""

import datetime as dt
import itertools
import json
import re
import sys
from collections import Counter, defaultdict
from html.parser import HTMLParser
from pathlib import Path

import docx
import pdfplumber

ROOT = Path(__file__).resolve().parent
DOC_DIR = ROOT / "documents"
QA_PATH = ROOT / "qa.jsonl"

N_TOTAL = 200
N_ANSWERABLE = 120
N_UNANSWERABLE = 80

ANSWERABLE_KINDS = {
    "table_value",
    "spec_limit",
    "procedure_step",
    "code_meaning",
    "code_remedy",
    "revision_value",
    "bulletin",
    "explanation",
    "part_number",
    "interval",
    "torque",
    "footnote",
    "contents",
}
UNANSWERABLE_KINDS = {
    "unans_unstated_attribute",
    "unans_other_condition",
    "unans_other_model_value",
    "unans_nonexistent_code",
    "unans_unexplained_why",
    "unans_model_outside",
    "unans_serial_outside",
    "unans_excluded_model",
    "unans_negated_premise",
    "unans_before_first_revision",
    "unans_code_later_revision",
    "unans_swapped_number",
    "unans_min_not_stated",
}
QA_FIELDS = [
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
REQUIRED_QA = {"id", "question", "document", "page", "answers", "answerable", "kind"}
META_FIELDS = {
    "document",
    "version",
    "effective_from",
    "effective_to",
    "recorded_at",
    "applicability",
}
NO_SIDECAR_FORMATS = {".md", ".txt"}
SIDECAR_FORMATS = {".pdf", ".docx", ".html"}

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return " ".join(text.lower().split())


def parse_date(value, where):
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        err(f"{where}: bad date {value!r}")
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        err(f"{where}: invalid date {value!r}")
        return None


# ------------------------------------------------------------ extraction
class _TextParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def extract_pages(path):
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        with pdfplumber.open(str(path)) as pdf:
            return [page.extract_text() or "" for page in pdf.pages]
    if suffix == ".docx":
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for table in d.tables:
            for row in table.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return ["\n".join(parts)]
    if suffix == ".html":
        parser = _TextParser()
        parser.feed(path.read_text(encoding="utf-8"))
        parser.close()
        return [" ".join(parser.parts)]
    if suffix in (".md", ".txt"):
        return [path.read_text(encoding="utf-8")]
    raise ValueError(f"unsupported format: {path.name}")


# ------------------------------------------------------------ sidecars
def check_meta(meta, where):
    if not isinstance(meta, dict):
        err(f"{where}: sidecar is not an object")
        return None
    keys = set(meta)
    if keys != META_FIELDS:
        err(f"{where}: sidecar fields {sorted(keys)} != {sorted(META_FIELDS)}")
    if not isinstance(meta.get("document"), str) or not meta.get("document"):
        err(f"{where}: document key missing")
    if not isinstance(meta.get("version"), str) or not meta.get("version"):
        err(f"{where}: version missing")
    start = parse_date(meta.get("effective_from"), f"{where} effective_from")
    end = None
    if meta.get("effective_to") is not None:
        end = parse_date(meta.get("effective_to"), f"{where} effective_to")
        if start and end and end < start:
            err(f"{where}: effective_to before effective_from")
    rec = meta.get("recorded_at")
    if not isinstance(rec, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", rec):
        err(f"{where}: bad recorded_at {rec!r}")
    else:
        parse_date(rec[:10], f"{where} recorded_at")
    app = meta.get("applicability")
    if not isinstance(app, dict):
        err(f"{where}: applicability missing")
        return start, end
    extra = set(app) - {"product", "variants", "serials"}
    if extra:
        err(f"{where}: unexpected applicability fields {extra}")
    if not isinstance(app.get("product"), str) or not app.get("product"):
        err(f"{where}: applicability.product missing")
    if "variants" in app:
        v = app["variants"]
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
            err(f"{where}: variants must be a non-empty list of strings")
    if "serials" in app:
        s = app["serials"]
        if not isinstance(s, list) or not s:
            err(f"{where}: serials must be a non-empty list")
        else:
            for pair in s:
                ok = (
                    isinstance(pair, list)
                    and len(pair) == 2
                    and all(isinstance(x, int) and not isinstance(x, bool) for x in pair)
                    and pair[0] <= pair[1]
                )
                if not ok:
                    err(f"{where}: serial range {pair!r} is not an ordered integer pair")
    return start, end


def load_documents():
    docs_by_key = defaultdict(list)  # key -> list of revision records
    plain = {}  # file name -> record (md/txt)
    files = sorted(p for p in DOC_DIR.iterdir() if p.is_file())
    names = {p.name for p in files}
    for p in files:
        if p.name.endswith(".meta.json"):
            base = p.name[: -len(".meta.json")]
            if base not in names:
                err(f"sidecar without document: {p.name}")
            continue
        suffix = p.suffix.lower()
        sidecar = DOC_DIR / (p.name + ".meta.json")
        pages = extract_pages(p)
        if suffix in NO_SIDECAR_FORMATS:
            if sidecar.exists():
                err(f"{p.name}: Markdown/text file must not have a sidecar")
            plain[p.name] = {"file": p.name, "pages": pages, "meta": None}
            continue
        if suffix not in SIDECAR_FORMATS:
            err(f"{p.name}: unexpected format")
            continue
        if not sidecar.exists():
            err(f"{p.name}: sidecar missing")
            continue
        meta = json.loads(sidecar.read_text(encoding="utf-8"))
        rng = check_meta(meta, sidecar.name)
        if rng is None:
            continue
        start, end = rng
        docs_by_key[meta["document"]].append(
            {
                "file": p.name,
                "pages": pages,
                "meta": meta,
                "start": start,
                "end": end,
            }
        )
    # revision ranges of one key must not overlap
    for key, revs in docs_by_key.items():
        revs.sort(key=lambda r: r["start"] or dt.date.min)
        open_ended = [r for r in revs if r["end"] is None]
        if len(open_ended) > 1:
            err(f"{key}: more than one open-ended revision")
        for a, b in itertools.pairwise(revs):
            if a["end"] is None or (b["start"] and a["end"] >= b["start"]):
                err(f"{key}: revisions {a['file']} and {b['file']} overlap")
        versions = [r["meta"]["version"] for r in revs]
        if len(set(versions)) != len(versions):
            err(f"{key}: duplicate version labels")
    overlap = set(docs_by_key) & set(plain)
    if overlap:
        err(f"names used both as key and file: {overlap}")
    return docs_by_key, plain


def resolve(doc_name, as_of, docs_by_key, plain):
    """Return the revision record in force, or None."""
    if doc_name in plain:
        return plain[doc_name]
    revs = docs_by_key.get(doc_name)
    if not revs:
        return None
    if as_of is None:
        current = [r for r in revs if r["end"] is None]
        return current[0] if current else revs[-1]
    for r in revs:
        if r["start"] <= as_of and (r["end"] is None or as_of <= r["end"]):
            return r
    return None


# ------------------------------------------------------------ questions
def check_questions(docs_by_key, plain):
    lines = QA_PATH.read_text(encoding="utf-8").splitlines()
    items = []
    for n, line in enumerate(lines, start=1):
        try:
            items.append(json.loads(line))
        except json.JSONDecodeError as exc:
            err(f"qa.jsonl line {n}: {exc}")
    ids = [q.get("id") for q in items]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        err(f"duplicate ids: {dup}")
    expected = {f"s13-{i:03d}" for i in range(1, N_TOTAL + 1)}
    if set(ids) != expected:
        err("ids are not exactly s13-001..s13-200")
    kinds = Counter()
    per_doc = Counter()
    n_ans = 0
    for q in items:
        qid = q.get("id", "?")
        keys = set(q)
        if not keys >= REQUIRED_QA:
            err(f"{qid}: missing fields {REQUIRED_QA - keys}")
            continue
        if keys - set(QA_FIELDS):
            err(f"{qid}: unexpected fields {keys - set(QA_FIELDS)}")
        if list(q) != [f for f in QA_FIELDS if f in q]:
            err(f"{qid}: field order differs from the documented order")
        if not isinstance(q["question"], str) or len(q["question"].strip()) < 8:
            err(f"{qid}: question too short")
        kind = q["kind"]
        kinds[kind] += 1
        per_doc[q["document"]] += 1
        as_of = None
        if "as_of" in q:
            as_of = parse_date(q["as_of"], f"{qid} as_of")
        if "serial" in q and (not isinstance(q["serial"], int) or isinstance(q["serial"], bool)):
            err(f"{qid}: serial must be an integer")
        for f in ("product", "variant"):
            if f in q and (not isinstance(q[f], str) or not q[f]):
                err(f"{qid}: {f} must be a non-empty string")
        if q["document"] not in docs_by_key and q["document"] not in plain:
            err(f"{qid}: unknown document {q['document']!r}")
            continue
        if not isinstance(q["answerable"], bool):
            err(f"{qid}: answerable must be a boolean")
            continue
        if not q["answerable"]:
            if kind not in UNANSWERABLE_KINDS:
                err(f"{qid}: kind {kind!r} not an unanswerable kind")
            if q["page"] is not None or q["answers"] != []:
                err(f"{qid}: unanswerable item must have page null and answers []")
            continue
        n_ans += 1
        if kind not in ANSWERABLE_KINDS:
            err(f"{qid}: kind {kind!r} not an answerable kind")
        rev = resolve(q["document"], as_of, docs_by_key, plain)
        if rev is None:
            err(f"{qid}: no revision of {q['document']} in force at {q.get('as_of')}")
            continue
        page = q["page"]
        if not isinstance(page, int) or isinstance(page, bool) or page < 1:
            err(f"{qid}: bad page {page!r}")
            continue
        if page > len(rev["pages"]):
            err(f"{qid}: page {page} beyond {rev['file']} ({len(rev['pages'])} pages)")
            continue
        answers = q["answers"]
        if not isinstance(answers, list) or not 1 <= len(answers) <= 3:
            err(f"{qid}: answers must be a list of 1-3 spans")
            continue
        text = norm(rev["pages"][page - 1])
        for a in answers:
            if not isinstance(a, str) or not a.strip():
                err(f"{qid}: empty answer span")
                continue
            if len(a) > 80:
                err(f"{qid}: answer span longer than 80 characters")
            if norm(a) not in text:
                err(f"{qid}: answer {a!r} not on page {page} of {rev['file']}")
        # the question must not copy a sentence of its document
        words = norm(q["question"]).split()
        full = norm(" ".join(rev["pages"]))
        for i in range(len(words) - 8):
            if " ".join(words[i : i + 9]) in full:
                err(f"{qid}: question copies document text")
                break
        # applicability
        meta = rev["meta"]
        if meta is not None:
            app = meta["applicability"]
            if "product" in q and q["product"] != app["product"]:
                err(f"{qid}: product {q['product']!r} not {app['product']!r}")
            if "variant" in q and "variants" in app and q["variant"] not in app["variants"]:
                err(f"{qid}: variant {q['variant']!r} outside applicability")
            if "serial" in q:
                ranges = app.get("serials")
                if not ranges:
                    err(f"{qid}: serial given but document is not serial-limited")
                elif not any(lo <= q["serial"] <= hi for lo, hi in ranges):
                    err(f"{qid}: serial {q['serial']} outside applicability")
    if len(items) != N_TOTAL:
        err(f"expected {N_TOTAL} items, found {len(items)}")
    if n_ans != N_ANSWERABLE or len(items) - n_ans != N_UNANSWERABLE:
        err(f"expected {N_ANSWERABLE}/{N_UNANSWERABLE}, found {n_ans}/{len(items) - n_ans}")
    return items, kinds, per_doc


def main():
    docs_by_key, plain = load_documents()
    items, kinds, per_doc = check_questions(docs_by_key, plain)
    n_files = sum(len(v) for v in docs_by_key.values()) + len(plain)
    print(f"documents: {n_files} files, {len(docs_by_key)} keys + {len(plain)} sidecar-less files")
    for key, revs in sorted(docs_by_key.items()):
        for r in revs:
            m = r["meta"]
            print(
                f"  {key:20s} {m['version']:8s} {m['effective_from']} .. {m['effective_to'] or 'open':10s} "
                f"{len(r['pages']):2d} page(s)  {r['file']}"
            )
    for name in sorted(plain):
        print(f"  {name:20s} (no sidecar)  1 page")
    print(f"questions: {len(items)} ({sum(1 for q in items if q.get('answerable'))} answerable)")
    for kind, count in sorted(kinds.items()):
        print(f"  {kind:30s} {count}")
    print("per document:")
    for d, count in sorted(per_doc.items()):
        print(f"  {d:40s} {count}")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  ERROR", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()

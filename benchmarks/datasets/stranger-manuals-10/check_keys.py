"""Validate stranger-manuals-10: sidecars, revisions, questions and answer keys.

Usage: python check_keys.py
Exits with status 1 on any error, 0 when everything checks out.

Page text is extracted independently of the generator:
  PDF  - pdfplumber, one text per page
  DOCX - python-docx paragraphs and table cells, all as page 1
  HTML - text nodes via html.parser (script/style skipped), as page 1
  MD / TXT - raw file text, as page 1
Answers must occur on the stated page of the revision in force
(case-insensitive, whitespace collapsed).
"""

import datetime
import itertools
import json
import re
import sys
from collections import Counter, defaultdict
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOC_DIR = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"

EXPECTED_TOTAL = 200
EXPECTED_ANSWERABLE = 120
ID_RE = re.compile(r"^s10-(\d{3})$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
STAMP_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$")
META_KEYS = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
APPL_KEYS = {"product", "variants", "serials"}
QA_REQUIRED = {"id", "question", "document", "page", "answers", "answerable", "kind"}
QA_OPTIONAL = {"as_of", "product", "variant", "serial"}
NO_SIDECAR_EXT = {".md", ".txt"}

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return " ".join(text.split()).lower()


def valid_date(s):
    if not isinstance(s, str) or not DATE_RE.match(s):
        return False
    try:
        datetime.date.fromisoformat(s)
    except ValueError:
        return False
    return True


def is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


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
    ext = path.suffix.lower()
    if ext == ".pdf":
        import pdfplumber

        with pdfplumber.open(str(path)) as pdf:
            return [page.extract_text() or "" for page in pdf.pages]
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
        parser = _TextParser()
        parser.feed(path.read_text(encoding="utf-8"))
        parser.close()
        return [" ".join(parser.parts)]
    if ext in (".md", ".txt"):
        return [path.read_text(encoding="utf-8")]
    raise ValueError(f"unsupported file type {path.name}")


# ------------------------------------------------------------ sidecars


def check_sidecar(meta, name):
    if not isinstance(meta, dict):
        err(f"{name}: sidecar is not an object")
        return False
    keys = set(meta)
    if keys != META_KEYS:
        err(f"{name}: sidecar keys {sorted(keys)} != {sorted(META_KEYS)}")
        return False
    ok = True
    for field in ("document", "version"):
        if not isinstance(meta[field], str) or not meta[field].strip():
            err(f"{name}: {field} must be a non-empty string")
            ok = False
    if not valid_date(meta["effective_from"]):
        err(f"{name}: bad effective_from {meta['effective_from']!r}")
        ok = False
    if meta["effective_to"] is not None and not valid_date(meta["effective_to"]):
        err(f"{name}: bad effective_to {meta['effective_to']!r}")
        ok = False
    if ok and meta["effective_to"] is not None and meta["effective_to"] < meta["effective_from"]:
        err(f"{name}: effective_to before effective_from")
        ok = False
    if not isinstance(meta["recorded_at"], str) or not STAMP_RE.match(meta["recorded_at"]):
        err(f"{name}: bad recorded_at {meta['recorded_at']!r}")
        ok = False
    elif not valid_date(meta["recorded_at"][:10]):
        err(f"{name}: bad recorded_at date {meta['recorded_at']!r}")
        ok = False
    appl = meta["applicability"]
    if not isinstance(appl, dict) or "product" not in appl or not set(appl) <= APPL_KEYS:
        err(f"{name}: applicability must have product and only {sorted(APPL_KEYS)}")
        return False
    if not isinstance(appl["product"], str) or not appl["product"].strip():
        err(f"{name}: applicability.product must be a non-empty string")
        ok = False
    if "variants" in appl:
        v = appl["variants"]
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
            err(f"{name}: variants must be a non-empty list of strings")
            ok = False
    if "serials" in appl:
        s = appl["serials"]
        if not isinstance(s, list) or not s:
            err(f"{name}: serials must be a non-empty list")
            ok = False
        else:
            for pair in s:
                if (
                    not isinstance(pair, list)
                    or len(pair) != 2
                    or not all(is_int(x) for x in pair)
                    or pair[0] > pair[1]
                ):
                    err(f"{name}: serial range {pair!r} is not an ascending pair of integers")
                    ok = False
    return ok


def load_documents():
    """Return (revisions by key, page texts by file name)."""
    if not DOC_DIR.is_dir():
        err("documents/ missing - run generate.py first")
        return {}, {}
    files = sorted(p for p in DOC_DIR.iterdir() if not p.name.endswith(".meta.json"))
    sidecars = sorted(p for p in DOC_DIR.iterdir() if p.name.endswith(".meta.json"))
    revisions = defaultdict(list)
    pages = {}
    names = {p.name for p in files}
    for sc in sidecars:
        target = sc.name[: -len(".meta.json")]
        if target not in names:
            err(f"{sc.name}: no document {target}")
    for path in files:
        try:
            pages[path.name] = extract_pages(path)
        except Exception as exc:
            err(f"{path.name}: cannot extract text: {exc}")
            continue
        sc = DOC_DIR / (path.name + ".meta.json")
        if path.suffix.lower() in NO_SIDECAR_EXT:
            if sc.exists():
                err(f"{path.name}: Markdown/text files must not have a sidecar")
            revisions[path.name].append({"file": path.name, "effective_from": None, "effective_to": None, "meta": None})
            continue
        if not sc.exists():
            err(f"{path.name}: sidecar missing")
            continue
        try:
            meta = json.loads(sc.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            err(f"{sc.name}: invalid JSON: {exc}")
            continue
        if check_sidecar(meta, sc.name):
            revisions[meta["document"]].append(
                {
                    "file": path.name,
                    "effective_from": meta["effective_from"],
                    "effective_to": meta["effective_to"],
                    "meta": meta,
                }
            )
    # revision ranges must not overlap; at most one open-ended revision
    for key, revs in revisions.items():
        if revs[0]["meta"] is None:
            if len(revs) > 1:
                err(f"{key}: duplicate file name key")
            continue
        revs.sort(key=lambda r: r["effective_from"])
        for a, b in itertools.pairwise(revs):
            if a["effective_to"] is None or a["effective_to"] >= b["effective_from"]:
                err(f"{key}: revisions {a['file']} and {b['file']} overlap")
        if sum(1 for r in revs if r["effective_to"] is None) > 1:
            err(f"{key}: more than one open-ended revision")
        products = {r["meta"]["applicability"]["product"] for r in revs}
        if len(products) > 1:
            err(f"{key}: revisions disagree on product")
    return revisions, pages


def resolve(revs, as_of):
    if revs[0]["meta"] is None:
        return revs[0]
    if as_of is None:
        open_ended = [r for r in revs if r["effective_to"] is None]
        return open_ended[0] if open_ended else max(revs, key=lambda r: r["effective_from"])
    for r in revs:
        if r["effective_from"] <= as_of and (r["effective_to"] is None or as_of <= r["effective_to"]):
            return r
    return None


# ------------------------------------------------------------ questions


def check_questions(revisions, pages):
    if not QA_PATH.exists():
        err("qa.jsonl missing")
        return Counter(), Counter()
    lines = QA_PATH.read_text(encoding="utf-8").splitlines()
    items = []
    for n, line in enumerate(lines, 1):
        try:
            items.append(json.loads(line))
        except json.JSONDecodeError as exc:
            err(f"qa.jsonl line {n}: invalid JSON: {exc}")
    if len(items) != EXPECTED_TOTAL:
        err(f"expected {EXPECTED_TOTAL} questions, found {len(items)}")
    ids = [it.get("id") for it in items]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        err(f"duplicate ids: {dup}")
    numbers = []
    for i in ids:
        m = ID_RE.match(i) if isinstance(i, str) else None
        if not m:
            err(f"bad id {i!r}")
        else:
            numbers.append(int(m.group(1)))
    if sorted(numbers) != list(range(1, len(items) + 1)):
        err("ids are not s10-001 .. s10-NNN without gaps")
    n_ans = sum(1 for it in items if it.get("answerable") is True)
    if n_ans != EXPECTED_ANSWERABLE:
        err(f"expected {EXPECTED_ANSWERABLE} answerable, found {n_ans}")
    questions_seen = Counter(norm(it.get("question", "")) for it in items)
    for q, c in questions_seen.items():
        if c > 1:
            err(f"duplicate question text: {q!r}")

    kinds = Counter()
    per_doc = Counter()
    for it in items:
        qid = it.get("id", "?")
        keys = set(it)
        missing = QA_REQUIRED - keys
        extra = keys - QA_REQUIRED - QA_OPTIONAL
        if missing:
            err(f"{qid}: missing fields {sorted(missing)}")
            continue
        if extra:
            err(f"{qid}: unexpected fields {sorted(extra)}")
        if not isinstance(it["question"], str) or not it["question"].strip():
            err(f"{qid}: empty question")
        if not isinstance(it["kind"], str) or not it["kind"]:
            err(f"{qid}: empty kind")
        if not isinstance(it["answerable"], bool):
            err(f"{qid}: answerable must be a boolean")
            continue
        kinds[(it["kind"], it["answerable"])] += 1
        per_doc[(it["document"], it["answerable"])] += 1
        if "as_of" in it and not valid_date(it["as_of"]):
            err(f"{qid}: bad as_of {it['as_of']!r}")
            continue
        if "serial" in it and not is_int(it["serial"]):
            err(f"{qid}: serial must be an integer")
        if "variant" in it and not isinstance(it["variant"], str):
            err(f"{qid}: variant must be a string")
        if "product" in it and not isinstance(it["product"], str):
            err(f"{qid}: product must be a string")
        doc = it["document"]
        if doc not in revisions:
            err(f"{qid}: unknown document key {doc!r}")
            continue
        answers = it["answers"]
        if not it["answerable"]:
            if it["page"] is not None:
                err(f"{qid}: unanswerable item must have page null")
            if answers != []:
                err(f"{qid}: unanswerable item must have answers []")
            continue
        if not isinstance(answers, list) or not 1 <= len(answers) <= 3:
            err(f"{qid}: answerable item needs 1-3 answers")
            continue
        rev = resolve(revisions[doc], it.get("as_of"))
        if rev is None:
            err(f"{qid}: no revision of {doc} in force on {it.get('as_of')}")
            continue
        text_pages = pages.get(rev["file"])
        if text_pages is None:
            err(f"{qid}: no text for {rev['file']}")
            continue
        page = it["page"]
        if not is_int(page) or not 1 <= page <= len(text_pages):
            err(f"{qid}: page {page!r} out of range for {rev['file']} ({len(text_pages)} pages)")
            continue
        page_text = norm(text_pages[page - 1])
        for ans in answers:
            if not isinstance(ans, str) or not ans.strip():
                err(f"{qid}: empty answer")
            elif norm(ans) not in page_text:
                err(f"{qid}: answer {ans!r} not on page {page} of {rev['file']}")
        meta = rev["meta"]
        if meta is None:
            continue
        appl = meta["applicability"]
        if "product" in it and it["product"] != appl["product"]:
            err(f"{qid}: product {it['product']!r} != {appl['product']!r}")
        if "variant" in it and "variants" in appl and it["variant"] not in appl["variants"]:
            err(f"{qid}: variant {it['variant']!r} outside {appl['variants']}")
        if (
            "serial" in it
            and "serials" in appl
            and is_int(it["serial"])
            and not any(lo <= it["serial"] <= hi for lo, hi in appl["serials"])
        ):
            err(f"{qid}: serial {it['serial']} outside {appl['serials']}")
    return kinds, per_doc


def main():
    revisions, pages = load_documents()
    kinds, _per_doc = check_questions(revisions, pages)
    n_docs = sum(len(v) for v in revisions.values())
    print(f"documents: {n_docs} files, {len(revisions)} document keys")
    for key in sorted(revisions):
        for r in revisions[key]:
            n = len(pages.get(r["file"], []))
            span = ""
            if r["meta"] is not None:
                span = f" {r['meta']['version']} {r['effective_from']}..{r['effective_to'] or 'open'}"
            print(f"  {key}{span}: {r['file']} ({n} page(s))")
    total = sum(kinds.values())
    ans = sum(c for (k, a), c in kinds.items() if a)
    print(f"questions: {total} ({ans} answerable, {total - ans} unanswerable)")
    if errors:
        print(f"FAILED with {len(errors)} error(s):")
        for e in errors:
            print("  - " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

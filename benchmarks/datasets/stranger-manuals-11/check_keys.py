"""Validate stranger-manuals-11: sidecars, revisions, applicability and answer keys.

Extracts page text from every document in documents/ (pdfplumber per page for PDF;
python-docx paragraphs and table cells, HTML text, raw Markdown and plain text
as page 1), resolves the revision in force for each question and checks that
every answer span occurs on its page (case-insensitive, whitespace collapsed,
not starting or ending inside a word or number). Exits non-zero on any error.
"""

import itertools
import json
import re
import sys
from collections import Counter, defaultdict
from datetime import date
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOC_DIR = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"

N_TOTAL = 200
N_ANSWERABLE = 120
ID_RE = re.compile(r"^s11-\d{3}$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
STAMP_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$")
SIDECAR_FORMATS = {".pdf", ".docx", ".html"}
NO_SIDECAR_FORMATS = {".md", ".txt"}
META_KEYS = {
    "document",
    "version",
    "effective_from",
    "effective_to",
    "recorded_at",
    "applicability",
}
QA_REQUIRED = ["id", "question", "document", "page", "answers", "answerable", "kind"]
QA_OPTIONAL = ["as_of", "product", "variant", "serial"]

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def valid_date(value):
    if not isinstance(value, str) or not DATE_RE.match(value):
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


class TextParser(HTMLParser):
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


def extract_pages(path):
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        import pdfplumber

        with pdfplumber.open(path) as pdf:
            return [page.extract_text() or "" for page in pdf.pages]
    if suffix == ".docx":
        import docx

        document = docx.Document(str(path))
        parts = [p.text for p in document.paragraphs]
        for table in document.tables:
            for row in table.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return ["\n".join(parts)]
    if suffix == ".html":
        parser = TextParser()
        parser.feed(path.read_text(encoding="utf-8"))
        parser.close()
        return [" ".join(parser.parts)]
    if suffix in (".md", ".txt"):
        return [path.read_text(encoding="utf-8")]
    raise ValueError(path)


def check_meta(path, meta):
    name = path.name
    if not isinstance(meta, dict) or set(meta) != META_KEYS:
        err(f"{name}: sidecar keys {sorted(meta) if isinstance(meta, dict) else meta}")
        return False
    for key in ("document", "version"):
        if not isinstance(meta[key], str) or not meta[key]:
            err(f"{name}: {key} must be a non-empty string")
    if not valid_date(meta["effective_from"]):
        err(f"{name}: bad effective_from")
    if meta["effective_to"] is not None and not valid_date(meta["effective_to"]):
        err(f"{name}: bad effective_to")
    if (
        valid_date(meta["effective_from"])
        and meta["effective_to"] is not None
        and valid_date(meta["effective_to"])
        and meta["effective_to"] < meta["effective_from"]
    ):
        err(f"{name}: effective_to before effective_from")
    if not isinstance(meta["recorded_at"], str) or not STAMP_RE.match(meta["recorded_at"]):
        err(f"{name}: bad recorded_at")
    elif not valid_date(meta["recorded_at"][:10]):
        err(f"{name}: bad recorded_at date")
    app = meta["applicability"]
    if not isinstance(app, dict):
        err(f"{name}: applicability must be an object")
        return False
    extra = set(app) - {"product", "variants", "serials"}
    if extra:
        err(f"{name}: unexpected applicability keys {sorted(extra)}")
    if not isinstance(app.get("product"), str) or not app.get("product"):
        err(f"{name}: applicability.product missing")
    if "variants" in app and (
        not isinstance(app["variants"], list) or not all(isinstance(v, str) and v for v in app["variants"])
    ):
        err(f"{name}: variants must be a list of strings")
    if "serials" in app:
        serials = app["serials"]
        if not isinstance(serials, list) or not serials:
            err(f"{name}: serials must be a non-empty list")
        else:
            for pair in serials:
                ok = isinstance(pair, list) and len(pair) == 2 and all(type(x) is int for x in pair)
                if not ok:
                    err(f"{name}: serial range {pair!r} is not a pair of integers")
                elif pair[0] > pair[1]:
                    err(f"{name}: serial range {pair!r} reversed")
    return True


def main():
    if not DOC_DIR.is_dir():
        print("documents/ missing - run generate.py first")
        return 1

    # ---- documents and sidecars ----------------------------------------
    docs = {}  # file name -> dict(path, meta, pages)
    by_key = defaultdict(list)
    for path in sorted(DOC_DIR.iterdir()):
        if path.name.endswith(".meta.json"):
            target = path.with_name(path.name[: -len(".meta.json")])
            if not target.exists():
                err("orphan sidecar " + path.name)
            continue
        suffix = path.suffix.lower()
        sidecar = path.with_name(path.name + ".meta.json")
        meta = None
        if suffix in SIDECAR_FORMATS:
            if not sidecar.exists():
                err("missing sidecar for " + path.name)
                continue
            meta = json.loads(sidecar.read_text(encoding="utf-8"))
            if not check_meta(path, meta):
                continue
            by_key[meta["document"]].append(path.name)
        elif suffix in NO_SIDECAR_FORMATS:
            if sidecar.exists():
                err(f"{path.name} must not have a sidecar")
        else:
            err("unexpected file " + path.name)
            continue
        docs[path.name] = {"path": path, "meta": meta, "pages": extract_pages(path)}

    # ---- revision ranges ------------------------------------------------
    for key, names in sorted(by_key.items()):
        metas = sorted((docs[n]["meta"] for n in names), key=lambda m: m["effective_from"])
        versions = [m["version"] for m in metas]
        if len(set(versions)) != len(versions):
            err(f"{key}: duplicate versions {versions}")
        open_ended = [m for m in metas if m["effective_to"] is None]
        if len(open_ended) > 1:
            err(f"{key}: more than one revision without effective_to")
        for prev, cur in itertools.pairwise(metas):
            if prev["effective_to"] is None or prev["effective_to"] >= cur["effective_from"]:
                err(f"{key}: {prev['version']} and {cur['version']} overlap")
        apps = {json.dumps(m["applicability"]["product"]) for m in metas}
        if len(apps) != 1:
            err(f"{key}: product differs between revisions")

    def resolve(key, as_of):
        if key in by_key:
            for name in by_key[key]:
                m = docs[name]["meta"]
                if as_of is None:
                    if m["effective_to"] is None:
                        return name
                elif m["effective_from"] <= as_of and (m["effective_to"] is None or as_of <= m["effective_to"]):
                    return name
            return None
        if key in docs and docs[key]["meta"] is None:
            return key
        return None

    # ---- questions -------------------------------------------------------
    lines = QA_PATH.read_text(encoding="utf-8").splitlines()
    records = []
    for n, line in enumerate(lines, 1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as exc:
            err(f"qa.jsonl line {n}: {exc}")
    ids = [r.get("id") for r in records]
    if len(records) != N_TOTAL:
        err(f"expected {N_TOTAL} questions, found {len(records)}")
    if len(set(ids)) != len(ids):
        err("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    expected_ids = [f"s11-{i:03d}" for i in range(1, N_TOTAL + 1)]
    if sorted(i for i in ids if isinstance(i, str)) != expected_ids:
        err(f"ids are not exactly s11-001..s11-{N_TOTAL:03d}")
    n_ans = sum(1 for r in records if r.get("answerable") is True)
    if n_ans != N_ANSWERABLE:
        err(f"expected {N_ANSWERABLE} answerable, found {n_ans}")
    seen_questions = set()

    for r in records:
        rid = r.get("id", "?")
        for field in QA_REQUIRED:
            if field not in r:
                err(f"{rid}: missing {field}")
        unknown = set(r) - set(QA_REQUIRED) - set(QA_OPTIONAL)
        if unknown:
            err(f"{rid}: unknown fields {sorted(unknown)}")
        if any(f not in r for f in QA_REQUIRED):
            continue
        if not isinstance(r["id"], str) or not ID_RE.match(r["id"]):
            err(f"{rid}: bad id")
        if not isinstance(r["question"], str) or not r["question"].strip():
            err(f"{rid}: empty question")
        if norm(r["question"]) in seen_questions:
            err(f"{rid}: duplicate question text")
        seen_questions.add(norm(r["question"]))
        if not isinstance(r["kind"], str) or not r["kind"]:
            err(f"{rid}: kind must be a non-empty string")
        if type(r["answerable"]) is not bool:
            err(f"{rid}: answerable must be a boolean")
            continue
        as_of = r.get("as_of")
        if "as_of" in r and not valid_date(as_of):
            err(f"{rid}: bad as_of {as_of!r}")
            continue
        if "serial" in r and type(r["serial"]) is not int:
            err(f"{rid}: serial must be an integer")
        if "variant" in r and not isinstance(r["variant"], str):
            err(f"{rid}: variant must be a string")
        if "product" in r and not isinstance(r["product"], str):
            err(f"{rid}: product must be a string")
        key = r["document"]
        if key not in by_key and not (key in docs and docs[key]["meta"] is None):
            err(f"{rid}: unknown document key {key!r}")
            continue
        answers = r["answers"]
        if not isinstance(answers, list):
            err(f"{rid}: answers must be a list")
            continue

        if not r["answerable"]:
            if r["page"] is not None:
                err(f"{rid}: unanswerable item must have page null")
            if answers:
                err(f"{rid}: unanswerable item must have no answers")
            continue

        if not 1 <= len(answers) <= 3 or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{rid}: answerable item needs 1-3 non-empty answers")
            continue
        name = resolve(key, as_of)
        if name is None:
            err(f"{rid}: no revision of {key} in force on {as_of}")
            continue
        doc = docs[name]
        page = r["page"]
        if type(page) is not int or not 1 <= page <= len(doc["pages"]):
            err(f"{rid}: page {page!r} outside 1..{len(doc['pages'])} of {name}")
            continue
        if doc["path"].suffix.lower() != ".pdf" and page != 1:
            err(f"{rid}: non-PDF documents only have page 1")
        text = norm(doc["pages"][page - 1])
        for ans in answers:
            # whole-span match: the span may not start or end inside a word or number
            pattern = r"(?<![0-9a-z])" + re.escape(norm(ans)) + r"(?![0-9a-z])"
            if not re.search(pattern, text):
                err(f"{rid}: answer {ans!r} not found on page {page} of {name}")
        meta = doc["meta"]
        if meta is not None:
            app = meta["applicability"]
            if "product" in r and r["product"] != app["product"]:
                err(f"{rid}: product {r['product']!r} not {app['product']!r}")
            if "variant" in r and "variants" in app and r["variant"] not in app["variants"]:
                err(f"{rid}: variant {r['variant']!r} not in applicability of {name}")
            if "serials" in app:
                if "serial" not in r:
                    err(f"{rid}: serial-limited document needs a serial")
                elif not any(lo <= r["serial"] <= hi for lo, hi in app["serials"]):
                    err(f"{rid}: serial {r['serial']!r} outside applicability of {name}")
        else:
            for field in ("product", "variant", "serial"):
                if field in r:
                    err(f"{rid}: {field} given for a document without applicability")

    # ---- report ---------------------------------------------------------
    kinds = Counter((r.get("kind"), r.get("answerable")) for r in records)
    print(f"documents: {len(docs)} files, {len(by_key)} keyed documents")
    print(f"questions: {len(records)} ({n_ans} answerable, {len(records) - n_ans} unanswerable), {len(kinds)} kinds")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAILED with {len(errors)} error(s)")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

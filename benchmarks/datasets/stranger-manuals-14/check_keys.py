"""Check qa.jsonl against the generated documents of stranger-manuals-14.

Extracts page text (pdfplumber per page; DOCX paragraphs and table cells, HTML text,
raw Markdown / plain text as page 1), resolves the revision in force from as_of (or the
current revision), and verifies that every answer span occurs on its page
(case-insensitive, whitespace collapsed). Also checks ids, keys, sidecar schema,
revision date ranges and applicability of answerable items. Exits non-zero on any error.

Usage: python check_keys.py            run all checks
       python check_keys.py --dump F   print the extracted page texts of document file F
"""

import itertools
import json
import re
import sys
from datetime import date
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOCS = HERE / "documents"
QA = HERE / "qa.jsonl"

EXPECTED_TOTAL = 200
EXPECTED_ANSWERABLE = 120
EXPECTED_UNANSWERABLE = 80
ID_RE = re.compile(r"^s14-\d{3}$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
RECORDED_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$")
SIDECAR_KEYS = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
QA_KEYS = {
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
QA_REQUIRED = {"id", "question", "document", "page", "answers", "answerable", "kind"}
NO_SIDECAR = {".md", ".txt"}


class TextOnly(HTMLParser):
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


def norm(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def page_texts(path):
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        import pdfplumber

        with pdfplumber.open(path) as pdf:
            return [page.extract_text() or "" for page in pdf.pages]
    if suffix == ".docx":
        import docx

        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for table in d.tables:
            for row in table.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return ["\n".join(parts)]
    if suffix in (".html", ".htm"):
        parser = TextOnly()
        parser.feed(path.read_text(encoding="utf-8"))
        return [" ".join(parser.parts)]
    if suffix in (".md", ".txt"):
        return [path.read_text(encoding="utf-8")]
    raise ValueError(f"unsupported format: {path.name}")


def parse_date(value):
    return date.fromisoformat(value)


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def load_sidecars(errors):
    """Return {key: [(meta, document path), ...]} and the set of file-name keys."""
    by_key = {}
    plain_keys = set()
    for path in sorted(DOCS.iterdir()):
        if path.name.endswith(".meta.json"):
            target = path.with_name(path.name[: -len(".meta.json")])
            if not target.exists():
                errors.append(f"sidecar without document: {path.name}")
            continue
        side = path.with_name(path.name + ".meta.json")
        if path.suffix.lower() in NO_SIDECAR:
            if side.exists():
                errors.append(f"{path.name}: Markdown/text files must not have a sidecar")
            plain_keys.add(path.name)
            continue
        if not side.exists():
            errors.append(f"{path.name}: missing sidecar")
            continue
        meta = json.loads(side.read_text(encoding="utf-8"))
        where = side.name
        if set(meta) != SIDECAR_KEYS:
            errors.append(f"{where}: keys {sorted(meta)} != {sorted(SIDECAR_KEYS)}")
            continue
        if not isinstance(meta["document"], str) or not meta["document"]:
            errors.append(f"{where}: document key must be a non-empty string")
        if not isinstance(meta["version"], str) or not meta["version"]:
            errors.append(f"{where}: version must be a non-empty string")
        if not (isinstance(meta["effective_from"], str) and DATE_RE.match(meta["effective_from"])):
            errors.append(f"{where}: bad effective_from")
        if meta["effective_to"] is not None and not (
            isinstance(meta["effective_to"], str) and DATE_RE.match(meta["effective_to"])
        ):
            errors.append(f"{where}: bad effective_to")
        if not (isinstance(meta["recorded_at"], str) and RECORDED_RE.match(meta["recorded_at"])):
            errors.append(f"{where}: bad recorded_at")
        app = meta["applicability"]
        if not isinstance(app, dict) or not isinstance(app.get("product"), str) or not app["product"]:
            errors.append(f"{where}: applicability.product missing")
        else:
            extra = set(app) - {"product", "variants", "serials"}
            if extra:
                errors.append(f"{where}: unexpected applicability keys {extra}")
            if "variants" in app and not (
                isinstance(app["variants"], list)
                and app["variants"]
                and all(isinstance(v, str) for v in app["variants"])
            ):
                errors.append(f"{where}: variants must be a non-empty list of strings")
            if "serials" in app:
                serials = app["serials"]
                ok = isinstance(serials, list) and serials
                for pair in serials if ok else []:
                    if not (
                        isinstance(pair, list)
                        and len(pair) == 2
                        and all(is_int(x) for x in pair)
                        and pair[0] <= pair[1]
                    ):
                        ok = False
                if not ok:
                    errors.append(f"{where}: serials must be a list of [first, last] integer pairs")
        by_key.setdefault(meta["document"], []).append((meta, path))
    for key, revs in by_key.items():
        spans = []
        for meta, path in revs:
            start = parse_date(meta["effective_from"])
            end = parse_date(meta["effective_to"]) if meta["effective_to"] else date.max
            if end < start:
                errors.append(f"{path.name}: effective_to before effective_from")
            spans.append((start, end, path.name))
        spans.sort()
        for (_s1, e1, n1), (s2, _e2, n2) in itertools.pairwise(spans):
            if s2 <= e1:
                errors.append(f"{key}: revisions {n1} and {n2} overlap")
        current = [m for m, _ in revs if m["effective_to"] is None]
        if len(current) > 1:
            errors.append(f"{key}: more than one open-ended (current) revision")
        if len({m["applicability"]["product"] for m, _ in revs}) > 1:
            errors.append(f"{key}: revisions name different products")
    return by_key, plain_keys


def resolve(revs, as_of):
    if as_of is None:
        hits = [(m, p) for m, p in revs if m["effective_to"] is None]
    else:
        day = parse_date(as_of)
        hits = []
        for m, p in revs:
            start = parse_date(m["effective_from"])
            end = parse_date(m["effective_to"]) if m["effective_to"] else date.max
            if start <= day <= end:
                hits.append((m, p))
    return hits[0] if len(hits) == 1 else (None, None)


def check_questions(by_key, plain_keys, errors):
    lines = QA.read_text(encoding="utf-8").splitlines()
    cache = {}
    ids = set()
    counts = {"answerable": 0, "unanswerable": 0}
    kinds = {}
    for n, line in enumerate(lines, 1):
        try:
            q = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(f"qa.jsonl line {n}: invalid JSON ({exc})")
            continue
        qid = q.get("id", f"line {n}")
        missing = QA_REQUIRED - set(q)
        if missing:
            errors.append(f"{qid}: missing fields {sorted(missing)}")
            continue
        if set(q) - QA_KEYS:
            errors.append(f"{qid}: unexpected fields {sorted(set(q) - QA_KEYS)}")
        if not ID_RE.match(str(q["id"])):
            errors.append(f"{qid}: bad id")
        if q["id"] in ids:
            errors.append(f"{qid}: duplicate id")
        ids.add(q["id"])
        if not isinstance(q["question"], str) or not q["question"].strip():
            errors.append(f"{qid}: empty question")
        if not isinstance(q["kind"], str) or not q["kind"]:
            errors.append(f"{qid}: empty kind")
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        if "as_of" in q and not (isinstance(q["as_of"], str) and DATE_RE.match(q["as_of"])):
            errors.append(f"{qid}: bad as_of")
        if "serial" in q and not is_int(q["serial"]):
            errors.append(f"{qid}: serial must be an integer")
        if "variant" in q and not isinstance(q["variant"], str):
            errors.append(f"{qid}: variant must be a string")
        if "product" in q and not isinstance(q["product"], str):
            errors.append(f"{qid}: product must be a string")
        key = q["document"]
        if key not in by_key and key not in plain_keys:
            errors.append(f"{qid}: unknown document key {key!r}")
            continue
        answers = q["answers"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            errors.append(f"{qid}: answers must be a list of non-empty strings")
            continue
        if q["answerable"] is not True and q["answerable"] is not False:
            errors.append(f"{qid}: answerable must be a boolean")
            continue
        if not q["answerable"]:
            counts["unanswerable"] += 1
            if answers or q["page"] is not None:
                errors.append(f"{qid}: unanswerable item must have answers [] and page null")
            continue
        counts["answerable"] += 1
        if not 1 <= len(answers) <= 3:
            errors.append(f"{qid}: answerable item needs 1 to 3 answers")
        if not is_int(q["page"]) or q["page"] < 1:
            errors.append(f"{qid}: page must be a positive integer")
            continue
        if key in plain_keys:
            if "as_of" in q:
                errors.append(f"{qid}: as_of given for a document without revisions")
            path, meta = DOCS / key, None
        else:
            meta, path = resolve(by_key[key], q.get("as_of"))
            if meta is None:
                errors.append(f"{qid}: no revision of {key} in force for as_of={q.get('as_of')}")
                continue
            app = meta["applicability"]
            if "product" in q and q["product"] != app["product"]:
                errors.append(f"{qid}: product {q['product']!r} not the document's product")
            if "variant" in q and "variants" in app and q["variant"] not in app["variants"]:
                errors.append(f"{qid}: variant {q['variant']!r} outside applicability {app['variants']}")
            if "serial" in q:
                if "serials" not in app:
                    errors.append(f"{qid}: serial given but {key} is not serial-limited")
                elif not any(lo <= q["serial"] <= hi for lo, hi in app["serials"]):
                    errors.append(f"{qid}: serial {q['serial']} outside {app['serials']}")
        if path not in cache:
            cache[path] = [norm(t) for t in page_texts(path)]
        pages = cache[path]
        if q["page"] > len(pages):
            errors.append(f"{qid}: page {q['page']} beyond {len(pages)} pages of {path.name}")
            continue
        text = pages[q["page"] - 1]
        for a in answers:
            if norm(a) not in text:
                errors.append(f"{qid}: answer {a!r} not on page {q['page']} of {path.name}")
    if len(lines) != EXPECTED_TOTAL:
        errors.append(f"qa.jsonl has {len(lines)} lines, expected {EXPECTED_TOTAL}")
    if counts["answerable"] != EXPECTED_ANSWERABLE or counts["unanswerable"] != EXPECTED_UNANSWERABLE:
        errors.append(f"counts {counts} != {EXPECTED_ANSWERABLE} answerable / {EXPECTED_UNANSWERABLE} unanswerable")
    return counts, kinds


def main(argv):
    if len(argv) == 3 and argv[1] == "--dump":
        for i, text in enumerate(page_texts(DOCS / argv[2]), 1):
            print(f"===== page {i} =====")
            print(text)
        return 0
    errors = []
    by_key, plain_keys = load_sidecars(errors)
    counts, kinds = check_questions(by_key, plain_keys, errors)
    n_files = len([p for p in DOCS.iterdir() if not p.name.endswith(".meta.json")])
    print(f"documents: {n_files} files, {len(by_key) + len(plain_keys)} document keys")
    print(f"questions: {counts['answerable']} answerable, {counts['unanswerable']} unanswerable")
    for kind in sorted(kinds):
        print(f"  {kind}: {kinds[kind]}")
    if errors:
        print(f"{len(errors)} error(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""Validate stranger-manuals-12: sidecars, revisions, question records, answer keys.

For every answerable question the revision in force (from as_of, or the
current revision when as_of is absent) is resolved, the page text is extracted
(pdfplumber per page; DOCX paragraphs and table cells, HTML text, raw .md/.txt
as page 1) and each answer must occur on that page (case-insensitive,
whitespace collapsed). Exits 1 on any error.

Usage:  python check_keys.py
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

HERE = Path(__file__).resolve().parent
DOCS = HERE / "documents"
QA = HERE / "qa.jsonl"
EXPECTED_TOTAL = 200
EXPECTED_ANSWERABLE = 120
NO_SIDECAR_EXT = {".md", ".txt"}
META_KEYS = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
QA_REQUIRED = ["id", "question", "document", "page", "answers", "answerable", "kind"]
QA_OPTIONAL = ["as_of", "product", "variant", "serial"]

errors = []


def error(message):
    errors.append(message)


def norm(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def parse_date(value, where):
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        error(f"{where}: bad date {value!r}")
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        error(f"{where}: invalid date {value!r}")
        return None


# ----------------------------------------------------------------- extraction


BLOCK_TAGS = frozenset(
    {
        "p",
        "li",
        "td",
        "th",
        "tr",
        "br",
        "div",
        "ul",
        "ol",
        "table",
        "header",
        "footer",
        "title",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "section",
        "thead",
        "tbody",
    }
)


class _TextParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        if tag in BLOCK_TAGS:
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
        if tag in BLOCK_TAGS:
            self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def extract_pages(path):
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        with pdfplumber.open(path) as pdf:
            return [page.extract_text() or "" for page in pdf.pages]
    if suffix == ".docx":
        document = docx.Document(str(path))
        parts = [p.text for p in document.paragraphs]
        for table in document.tables:
            for row in table.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return ["\n".join(parts)]
    if suffix in (".html", ".htm"):
        parser = _TextParser()
        parser.feed(path.read_text(encoding="utf-8"))
        parser.close()
        return ["".join(parser.parts)]
    if suffix in NO_SIDECAR_EXT:
        return [path.read_text(encoding="utf-8")]
    raise ValueError(f"unsupported file {path.name}")


# ------------------------------------------------------------------- sidecars


def check_meta(meta, where):
    if not isinstance(meta, dict):
        error(f"{where}: sidecar is not an object")
        return False
    if set(meta) != META_KEYS:
        error(f"{where}: sidecar keys {sorted(meta)} != {sorted(META_KEYS)}")
        return False
    ok = True
    for key in ("document", "version"):
        if not isinstance(meta[key], str) or not meta[key].strip():
            error(f"{where}: {key} must be a non-empty string")
            ok = False
    start = parse_date(meta["effective_from"], f"{where} effective_from")
    end = None
    if meta["effective_to"] is not None:
        end = parse_date(meta["effective_to"], f"{where} effective_to")
        if start and end and end < start:
            error(f"{where}: effective_to before effective_from")
            ok = False
    recorded = meta["recorded_at"]
    if not isinstance(recorded, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", recorded):
        error(f"{where}: recorded_at must look like YYYY-MM-DDT00:00:00Z, got {recorded!r}")
        ok = False
    else:
        parse_date(recorded[:10], f"{where} recorded_at")
    app = meta["applicability"]
    if not isinstance(app, dict) or not isinstance(app.get("product"), str) or not app["product"]:
        error(f"{where}: applicability.product missing")
        return False
    extra = set(app) - {"product", "variants", "serials"}
    if extra:
        error(f"{where}: unknown applicability keys {sorted(extra)}")
        ok = False
    if "variants" in app:
        variants = app["variants"]
        if not isinstance(variants, list) or not variants or not all(isinstance(v, str) and v for v in variants):
            error(f"{where}: variants must be a non-empty list of strings")
            ok = False
    if "serials" in app:
        serials = app["serials"]
        if not isinstance(serials, list) or not serials:
            error(f"{where}: serials must be a non-empty list")
            ok = False
        else:
            for pair in serials:
                if (
                    not isinstance(pair, list)
                    or len(pair) != 2
                    or not all(isinstance(x, int) and not isinstance(x, bool) for x in pair)
                ):
                    error(f"{where}: serial range {pair!r} is not a pair of integers")
                    ok = False
                elif pair[0] > pair[1]:
                    error(f"{where}: serial range {pair!r} reversed")
                    ok = False
    return ok and start is not None


def load_documents():
    """Return {key: [revision, ...]} where revision holds meta, file and pages."""
    registry = defaultdict(list)
    files = sorted(p for p in DOCS.iterdir() if not p.name.endswith(".meta.json"))
    sidecars = {p.name[: -len(".meta.json")] for p in DOCS.glob("*.meta.json")}
    for name in sidecars:
        if not (DOCS / name).exists():
            error(f"sidecar {name}.meta.json has no document")
    for path in files:
        has_sidecar = path.name in sidecars
        if path.suffix.lower() in NO_SIDECAR_EXT:
            if has_sidecar:
                error(f"{path.name}: .md/.txt files must not have a sidecar")
            registry[path.name].append({"meta": None, "file": path.name, "pages": extract_pages(path)})
            continue
        if not has_sidecar:
            error(f"{path.name}: missing sidecar")
            continue
        meta = json.loads((DOCS / f"{path.name}.meta.json").read_text(encoding="utf-8"))
        if not check_meta(meta, path.name):
            continue
        registry[meta["document"]].append({"meta": meta, "file": path.name, "pages": extract_pages(path)})
    # revision ranges: no overlap, one open-ended at most, open one is the latest
    for key, revisions in registry.items():
        if revisions[0]["meta"] is None:
            if len(revisions) != 1:
                error(f"{key}: duplicate file name key")
            continue
        revisions.sort(key=lambda r: r["meta"]["effective_from"])
        versions = [r["meta"]["version"] for r in revisions]
        if len(set(versions)) != len(versions):
            error(f"{key}: duplicate versions {versions}")
        products = {r["meta"]["applicability"]["product"] for r in revisions}
        if len(products) != 1:
            error(f"{key}: revisions disagree on product {products}")
        open_ended = [r for r in revisions if r["meta"]["effective_to"] is None]
        if len(open_ended) > 1:
            error(f"{key}: more than one revision without effective_to")
        if open_ended and open_ended[0] is not revisions[-1]:
            error(f"{key}: the open-ended revision is not the latest")
        for prev, nxt in itertools.pairwise(revisions):
            prev_end = prev["meta"]["effective_to"]
            if prev_end is None or prev_end >= nxt["meta"]["effective_from"]:
                error(f"{key}: {prev['meta']['version']} overlaps {nxt['meta']['version']}")
    return registry


def resolve(revisions, as_of):
    if revisions[0]["meta"] is None:
        return revisions[0]
    if as_of is None:
        current = [r for r in revisions if r["meta"]["effective_to"] is None]
        return current[0] if current else revisions[-1]
    for r in revisions:
        meta = r["meta"]
        if meta["effective_from"] <= as_of and (meta["effective_to"] is None or as_of <= meta["effective_to"]):
            return r
    return None


# ------------------------------------------------------------------ questions


def check_questions(registry):
    lines = QA.read_text(encoding="utf-8").splitlines()
    records = []
    for number, line in enumerate(lines, start=1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as exc:
            error(f"qa.jsonl line {number}: {exc}")
    ids = [r.get("id") for r in records]
    if len(records) != EXPECTED_TOTAL:
        error(f"expected {EXPECTED_TOTAL} questions, found {len(records)}")
    if len(set(ids)) != len(ids):
        error("duplicate ids: " + ", ".join(i for i, c in Counter(ids).items() if c > 1))
    expected_ids = {f"s12-{n:03d}" for n in range(1, EXPECTED_TOTAL + 1)}
    if set(ids) != expected_ids:
        error(f"ids differ from s12-001..s12-{EXPECTED_TOTAL:03d}")
    answerable = sum(1 for r in records if r.get("answerable") is True)
    if answerable != EXPECTED_ANSWERABLE:
        error(f"expected {EXPECTED_ANSWERABLE} answerable, found {answerable}")
    questions_seen = Counter(norm(r.get("question", "")) for r in records)
    for text, count in questions_seen.items():
        if count > 1:
            error(f"question text repeated {count} times: {text!r}")

    for r in records:
        qid = r.get("id", "?")
        missing = [k for k in QA_REQUIRED if k not in r]
        unknown = [k for k in r if k not in QA_REQUIRED + QA_OPTIONAL]
        if missing or unknown:
            error(f"{qid}: missing {missing} unknown {unknown}")
            continue
        if list(r)[: len(QA_REQUIRED)] != QA_REQUIRED:
            error(f"{qid}: field order {list(r)}")
        if not isinstance(r["question"], str) or len(r["question"].strip()) < 5:
            error(f"{qid}: question text")
        if not isinstance(r["kind"], str) or not r["kind"]:
            error(f"{qid}: kind")
        if not isinstance(r["answerable"], bool):
            error(f"{qid}: answerable must be bool")
            continue
        as_of = r.get("as_of")
        if as_of is not None and parse_date(as_of, f"{qid} as_of") is None:
            continue
        if "serial" in r and (not isinstance(r["serial"], int) or isinstance(r["serial"], bool)):
            error(f"{qid}: serial must be an integer")
        for key in ("product", "variant"):
            if key in r and (not isinstance(r[key], str) or not r[key]):
                error(f"{qid}: {key} must be a non-empty string")
        key = r["document"]
        if key not in registry:
            error(f"{qid}: unknown document key {key!r}")
            continue
        revisions = registry[key]
        if not r["answerable"]:
            if r["page"] is not None or r["answers"] != []:
                error(f"{qid}: unanswerable items need page null and answers []")
            continue
        page = r["page"]
        answers = r["answers"]
        if not isinstance(page, int) or isinstance(page, bool) or page < 1:
            error(f"{qid}: page must be a positive integer")
            continue
        if not isinstance(answers, list) or not 1 <= len(answers) <= 3:
            error(f"{qid}: answers must hold 1 to 3 spans")
            continue
        revision = resolve(revisions, as_of)
        if revision is None:
            error(f"{qid}: no revision of {key} in force on {as_of}")
            continue
        if page > len(revision["pages"]):
            error(f"{qid}: page {page} beyond {revision['file']} ({len(revision['pages'])} pages)")
            continue
        text = norm(revision["pages"][page - 1])
        for answer in answers:
            if not isinstance(answer, str) or not answer.strip():
                error(f"{qid}: empty answer")
            elif norm(answer) not in text:
                error(f"{qid}: answer {answer!r} not on page {page} of {revision['file']}")
        meta = revision["meta"]
        if meta is None:
            continue
        app = meta["applicability"]
        if "product" in r and r["product"] != app["product"]:
            error(f"{qid}: product {r['product']!r} not {app['product']!r}")
        if "variant" in r and "variants" in app and r["variant"] not in app["variants"]:
            error(f"{qid}: variant {r['variant']!r} outside {app['variants']}")
        serial = r.get("serial")
        if (
            isinstance(serial, int)
            and not isinstance(serial, bool)
            and "serials" in app
            and not any(lo <= serial <= hi for lo, hi in app["serials"])
        ):
            error(f"{qid}: serial {r['serial']} outside {app['serials']}")
    return records


def main():
    registry = load_documents()
    records = check_questions(registry)
    kinds = Counter((r.get("kind"), r.get("answerable")) for r in records)
    per_doc = Counter((r.get("document"), r.get("answerable")) for r in records)
    print(f"documents: {sum(len(v) for v in registry.values())} files, {len(registry)} keys")
    print(f"questions: {len(records)} ({sum(1 for r in records if r.get('answerable'))} answerable)")
    print("kinds:")
    for (kind, ans), count in sorted(kinds.items(), key=lambda x: (not x[0][1], x[0][0])):
        print(f"  {'A' if ans else 'U'} {kind:<24} {count}")
    print("per document (answerable/unanswerable):")
    for key in sorted(registry):
        print(f"  {key:<40} {per_doc[(key, True)]:>3} / {per_doc[(key, False)]:>3}")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for message in errors:
            print("  " + message)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()

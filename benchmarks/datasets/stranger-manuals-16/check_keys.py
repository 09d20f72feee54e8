"""Validate documents/, sidecars and qa.jsonl of stranger-manuals-16.

Checks:
- sidecar schema (keys, dates, applicability, integer serial pairs);
- every document except .md/.txt has a sidecar; .md/.txt have none;
- revisions of one key do not overlap in time;
- qa.jsonl: 200 lines, ids s16-001..s16-200 unique, fields and types, 120/80 split,
  document keys valid, kinds known;
- the revision in force is resolved from as_of (or the current revision when as_of
  is absent) and every answer occurs on the stated page of that revision
  (case-insensitive, whitespace collapsed);
- product/variant/serial of answerable items lie inside the applicability;
- a few structural checks on unanswerable items (out-of-range serials really are
  outside the range, as_of before the first revision really is earlier, and so on);
- no question copies a long run of words from its document.

Exits non-zero on any error.
"""

import collections
import datetime
import itertools
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import docx
import pdfplumber

HERE = Path(__file__).resolve().parent
DOCS = HERE / "documents"
QA = HERE / "qa.jsonl"

N_TOTAL, N_ANSWERABLE, N_UNANSWERABLE = 200, 120, 80

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
    "unans_other_model",
    "unans_nonexistent_code",
    "unans_unexplained_why",
    "unans_model_outside",
    "unans_bulletin_out_of_range",
    "unans_bulletin_excluded_model",
    "unans_negated_premise",
    "unans_before_first_revision",
    "unans_code_later_revision",
    "unans_swapped_number",
    "unans_min_only_max",
}
REQUIRED = {"id", "question", "document", "page", "answers", "answerable", "kind"}
OPTIONAL = {"as_of", "product", "variant", "serial"}
SIDECAR_KEYS = {"document", "version", "effective_from", "effective_to", "recorded_at", "applicability"}
APPLIC_KEYS = {"product", "variants", "serials"}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
STAMP_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T00:00:00Z$")

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text).strip().casefold()


def parse_date(s, where):
    if not isinstance(s, str) or not DATE_RE.match(s):
        err(f"{where}: bad date {s!r}")
        return None
    try:
        return datetime.date.fromisoformat(s)
    except ValueError:
        err(f"{where}: invalid date {s!r}")
        return None


class _HTMLText(HTMLParser):
    BLOCK = frozenset(
        {
            "p",
            "div",
            "br",
            "li",
            "ol",
            "ul",
            "tr",
            "td",
            "th",
            "table",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "title",
            "section",
            "article",
            "body",
            "head",
            "html",
        }
    )

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        if tag in self.BLOCK:
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
        if tag in self.BLOCK:
            self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def extract_pages(path):
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        with pdfplumber.open(path) as pdf:
            return [p.extract_text() or "" for p in pdf.pages]
    if suffix == ".docx":
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return ["\n".join(parts)]
    if suffix in (".html", ".htm"):
        p = _HTMLText()
        p.feed(path.read_text(encoding="utf-8"))
        p.close()
        return ["".join(p.parts)]
    if suffix in (".md", ".txt"):
        return [path.read_text(encoding="utf-8")]
    raise ValueError(f"unsupported file {path.name}")


def check_sidecar(name, meta):
    where = f"sidecar {name}"
    if not isinstance(meta, dict):
        err(f"{where}: not an object")
        return None
    if set(meta) != SIDECAR_KEYS:
        err(f"{where}: keys {sorted(meta)} != {sorted(SIDECAR_KEYS)}")
    for k in ("document", "version"):
        if not isinstance(meta.get(k), str) or not meta.get(k):
            err(f"{where}: {k} must be a non-empty string")
    start = parse_date(meta.get("effective_from"), where)
    end = None
    if meta.get("effective_to") is not None:
        end = parse_date(meta.get("effective_to"), where)
        if start and end and end < start:
            err(f"{where}: effective_to before effective_from")
    if not isinstance(meta.get("recorded_at"), str) or not STAMP_RE.match(meta.get("recorded_at", "")):
        err(f"{where}: recorded_at must look like YYYY-MM-DDT00:00:00Z")
    app = meta.get("applicability")
    if not isinstance(app, dict):
        err(f"{where}: applicability must be an object")
        return start, end
    if not set(app) <= APPLIC_KEYS or "product" not in app:
        err(f"{where}: applicability keys {sorted(app)}")
    if not isinstance(app.get("product"), str) or not app.get("product"):
        err(f"{where}: applicability.product must be a non-empty string")
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
                    err(f"{where}: serial range {pair!r} is not an ordered pair of integers")
    return start, end


def load_documents():
    revisions = collections.defaultdict(list)  # key -> list of dict(file, meta, start, end)
    files = sorted(p for p in DOCS.iterdir() if not p.name.endswith(".meta.json"))
    sidecars = {p.name[: -len(".meta.json")] for p in DOCS.iterdir() if p.name.endswith(".meta.json")}
    for orphan in sorted(sidecars - {f.name for f in files}):
        err(f"sidecar without document: {orphan}.meta.json")
    for f in files:
        side = DOCS / (f.name + ".meta.json")
        if f.suffix.lower() in (".md", ".txt"):
            if side.exists():
                err(f"{f.name}: .md/.txt files must not have a sidecar")
            revisions[f.name].append({"file": f, "meta": None, "start": None, "end": None})
            continue
        if not side.exists():
            err(f"{f.name}: missing sidecar")
            continue
        meta = json.loads(side.read_text(encoding="utf-8"))
        se = check_sidecar(side.name, meta)
        start, end = se if se else (None, None)
        revisions[meta.get("document")].append({"file": f, "meta": meta, "start": start, "end": end})
    for key, revs in revisions.items():
        if revs[0]["meta"] is None:
            continue
        revs.sort(key=lambda r: r["start"] or datetime.date.min)
        open_ended = [r for r in revs if r["end"] is None]
        if len(open_ended) > 1:
            err(f"{key}: more than one revision without effective_to")
        for a, b in itertools.pairwise(revs):
            if a["end"] is None or (b["start"] and a["end"] >= b["start"]):
                err(f"{key}: revisions {a['file'].name} and {b['file'].name} overlap")
        versions = [r["meta"]["version"] for r in revs]
        if len(set(versions)) != len(versions):
            err(f"{key}: duplicate version labels {versions}")
    return revisions


def resolve(revs, as_of):
    """Return the revision in force on as_of (or the current one)."""
    if revs[0]["meta"] is None:
        return revs[0]
    if as_of is None:
        current = [r for r in revs if r["end"] is None]
        return current[0] if current else revs[-1]
    for r in revs:
        if r["start"] <= as_of and (r["end"] is None or as_of <= r["end"]):
            return r
    return None


def in_applicability(q, meta, where):
    app = meta["applicability"]
    if "product" in q and q["product"] != app["product"]:
        err(f"{where}: product {q['product']!r} != applicability product {app['product']!r}")
    if "variant" in q and "variants" in app and q["variant"] not in app["variants"]:
        err(f"{where}: variant {q['variant']!r} not in {app['variants']}")
    if "serial" in q:
        if "serials" not in app:
            err(f"{where}: serial given but document is not serial-limited")
        elif not any(a <= q["serial"] <= b for a, b in app["serials"]):
            err(f"{where}: serial {q['serial']} outside {app['serials']}")


def words(text):
    return re.findall(r"[a-z0-9]+(?:[.,/-][a-z0-9]+)*", text.casefold())


def main():
    revisions = load_documents()
    page_cache = {}

    def pages_of(rev):
        f = rev["file"]
        if f not in page_cache:
            page_cache[f] = extract_pages(f)
        return page_cache[f]

    lines = QA.read_text(encoding="utf-8").splitlines()
    if len(lines) != N_TOTAL:
        err(f"qa.jsonl has {len(lines)} lines, expected {N_TOTAL}")
    seen = set()
    kinds = collections.Counter()
    per_doc = collections.Counter()
    n_ans = 0
    for ln, line in enumerate(lines, 1):
        try:
            q = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {ln}: invalid JSON ({e})")
            continue
        where = f"line {ln} ({q.get('id')})"
        keys = set(q)
        if not keys >= REQUIRED or not keys <= REQUIRED | OPTIONAL:
            err(f"{where}: bad field set {sorted(keys)}")
            continue
        if q["id"] != f"s16-{ln:03d}":
            err(f"{where}: id out of sequence (expected s16-{ln:03d})")
        if q["id"] in seen:
            err(f"{where}: duplicate id")
        seen.add(q["id"])
        if not isinstance(q["question"], str) or len(q["question"].strip()) < 8:
            err(f"{where}: question too short")
        if not isinstance(q["answerable"], bool):
            err(f"{where}: answerable must be bool")
            continue
        if "serial" in q and (not isinstance(q["serial"], int) or isinstance(q["serial"], bool)):
            err(f"{where}: serial must be an integer")
        if "variant" in q and not isinstance(q["variant"], str):
            err(f"{where}: variant must be a string")
        as_of = None
        if "as_of" in q:
            as_of = parse_date(q["as_of"], where)
        key = q["document"]
        if key not in revisions:
            err(f"{where}: unknown document key {key!r}")
            continue
        revs = revisions[key]
        kinds[q["kind"]] += 1
        per_doc[(key, q["answerable"])] += 1
        rev = resolve(revs, as_of)
        if q["answerable"]:
            n_ans += 1
            if q["kind"] not in ANSWERABLE_KINDS:
                err(f"{where}: kind {q['kind']!r} is not an answerable kind")
            if rev is None:
                err(f"{where}: no revision of {key} in force on {q.get('as_of')}")
                continue
            pages = pages_of(rev)
            page = q["page"]
            if not isinstance(page, int) or isinstance(page, bool) or not 1 <= page <= len(pages):
                err(f"{where}: page {page!r} outside 1..{len(pages)} of {rev['file'].name}")
                continue
            ans = q["answers"]
            if not isinstance(ans, list) or not 1 <= len(ans) <= 3:
                err(f"{where}: answers must be a list of 1-3 strings")
                continue
            text = norm(pages[page - 1])
            for a in ans:
                if not isinstance(a, str) or not a.strip():
                    err(f"{where}: empty answer")
                elif len(a) > 90:
                    err(f"{where}: answer too long ({len(a)} chars): {a!r}")
                elif norm(a) not in text:
                    err(f"{where}: answer {a!r} not found on page {page} of {rev['file'].name}")
            if rev["meta"] is not None:
                in_applicability(q, rev["meta"], where)
            elif {"product", "variant", "serial"} & keys:
                err(f"{where}: product/variant/serial given for a file without applicability")
        else:
            if q["kind"] not in UNANSWERABLE_KINDS:
                err(f"{where}: kind {q['kind']!r} is not an unanswerable kind")
            if q["page"] is not None or q["answers"] != []:
                err(f"{where}: unanswerable items need page null and answers []")
            meta0 = revs[0]["meta"]
            kind = q["kind"]
            if kind == "unans_before_first_revision":
                if as_of is None or meta0 is None or as_of >= revs[0]["start"]:
                    err(f"{where}: as_of is not before the first revision")
            elif rev is None:
                err(f"{where}: no revision in force on {q.get('as_of')} (only allowed for unans_before_first_revision)")
            if kind == "unans_bulletin_out_of_range":
                app = rev["meta"]["applicability"] if rev and rev["meta"] else {}
                if "serial" not in q or "serials" not in app:
                    err(f"{where}: out-of-range item needs a serial and a serial-limited document")
                elif any(a <= q["serial"] <= b for a, b in app["serials"]):
                    err(f"{where}: serial {q['serial']} is inside the range")
            if kind == "unans_bulletin_excluded_model":
                app = rev["meta"]["applicability"] if rev and rev["meta"] else {}
                if "variant" not in q or q["variant"] in app.get("variants", []):
                    err(f"{where}: variant {q.get('variant')!r} is not excluded")
            if kind == "unans_code_later_revision" and rev is not None:
                code = re.search(r"\b[A-Z]{1,2}-\d{2,3}\b", q["question"].upper())
                if not code:
                    err(f"{where}: no code found in question")
                else:
                    c = code.group(0)
                    here_text = norm(" ".join(pages_of(rev)))
                    later = [r for r in revs if r["start"] and r["start"] > rev["start"]]
                    if c.casefold() in here_text:
                        err(f"{where}: code {c} exists in the revision in force")
                    if not any(c.casefold() in norm(" ".join(pages_of(r))) for r in later):
                        err(f"{where}: code {c} does not appear in a later revision")
            if kind == "unans_nonexistent_code" and rev is not None:
                code = re.search(r"\b[A-Z]{1,2}-\d{2,3}\b", q["question"].upper())
                if code and code.group(0).casefold() in norm(" ".join(pages_of(rev))):
                    err(f"{where}: code {code.group(0)} does exist in {key}")
        # no long verbatim copying from the document into the question
        qw = words(q["question"])
        doc_words = " " + " ".join(words(" ".join(pages_of(rev if rev else revs[0])))) + " "
        for i in range(len(qw) - 6):
            run = " ".join(qw[i : i + 7])
            if f" {run} " in doc_words:
                err(f"{where}: question copies 7+ words from the document: {run!r}")
                break

    if n_ans != N_ANSWERABLE or len(lines) - n_ans != N_UNANSWERABLE:
        err(f"answerable/unanswerable = {n_ans}/{len(lines) - n_ans}, expected {N_ANSWERABLE}/{N_UNANSWERABLE}")

    print(f"documents: {sum(len(v) for v in revisions.values())} files, {len(revisions)} keys")
    for key in sorted(revisions):
        revs = revisions[key]
        label = ", ".join(r["meta"]["version"] if r["meta"] else "(no sidecar)" for r in revs)
        print(f"  {key}: {label}; questions answerable={per_doc[(key, True)]} unanswerable={per_doc[(key, False)]}")
    print(f"questions: {len(lines)} ({n_ans} answerable, {len(lines) - n_ans} unanswerable)")
    for k in sorted(kinds):
        print(f"  {k}: {kinds[k]}")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()

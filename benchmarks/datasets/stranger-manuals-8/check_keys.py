"""Check qa.jsonl against the generated documents, reading them the way a reader would.

- PDFs: page texts from pdfplumber and, independently, from pypdfium2; an answer must be on its page in both.
- DOCX: paragraph and table-cell text (a one-page card, page 1).
- Markdown / text: the raw file (page 1).

Checks: allowed keys only, ids unique and well-formed, answerable/unanswerable consistency, the document key
exists, the version in force (by ``as_of``, else the current one) resolves to exactly one file, pages exist,
every answer is on its page (case-insensitive, whitespace collapsed), variant and serial fall inside the
resolved document's applicability, sidecars have the fixed shape and revisions do not overlap.
Exit status 0 when everything passes.
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pdfplumber
import pypdfium2
from docx import Document

HERE = Path(__file__).resolve().parent
DOC_DIR = HERE / "documents"
ALLOWED = {
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
REQUIRED = {"id", "question", "document", "page", "answers", "answerable", "kind"}
SIDECAR_KEYS = ["document", "version", "effective_from", "effective_to", "recorded_at", "applicability"]
MAX_ANSWER_CHARS = 90


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def pdf_pages(path: Path) -> list[list[str]]:
    """Per page, the texts from each extractor."""
    with pdfplumber.open(path) as pdf:
        plumber = [page.extract_text() or "" for page in pdf.pages]
    doc = pypdfium2.PdfDocument(str(path))
    try:
        pdfium = []
        for i in range(len(doc)):
            textpage = doc[i].get_textpage()
            pdfium.append(textpage.get_text_range())
            textpage.close()
    finally:
        doc.close()
    if len(plumber) != len(pdfium):
        raise SystemExit(f"{path.name}: extractors disagree on page count")
    return [[a, b] for a, b in zip(plumber, pdfium, strict=True)]


def docx_pages(path: Path) -> list[list[str]]:
    d = Document(str(path))
    parts = [para.text for para in d.paragraphs]
    for table in d.tables:
        for row in table.rows:
            parts.append(" ".join(cell.text for cell in row.cells))
    return [["\n".join(parts)]]


def page_texts(path: Path) -> list[list[str]]:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return pdf_pages(path)
    if suffix == ".docx":
        return docx_pages(path)
    if suffix in (".md", ".txt"):
        return [[path.read_text(encoding="utf-8")]]
    raise SystemExit(f"unsupported document type: {path.name}")


def date(s: str | None) -> dt.date | None:
    return dt.date.fromisoformat(s) if s else None


def load_documents(errors: list[str]) -> dict[str, list[dict]]:
    by_key: dict[str, list[dict]] = defaultdict(list)
    for path in sorted(DOC_DIR.iterdir()):
        if path.name.endswith(".meta.json"):
            continue
        side = path.with_name(path.name + ".meta.json")
        if side.exists():
            meta = json.loads(side.read_text(encoding="utf-8"))
            if list(meta) != SIDECAR_KEYS:
                errors.append(f"{side.name}: keys {list(meta)} != {SIDECAR_KEYS}")
            app = meta.get("applicability", {})
            if not {"product", "variants"} <= set(app) or not set(app) <= {"product", "variants", "serials"}:
                errors.append(f"{side.name}: bad applicability {app}")
            key = meta["document"]
        else:
            meta = None
            key = path.name
        by_key[key].append({"path": path, "meta": meta, "pages": page_texts(path)})
    # revisions of one document: consecutive, non-overlapping, only the last open-ended
    for key, docs in by_key.items():
        metas = sorted((d["meta"] for d in docs if d["meta"]), key=lambda m: m["effective_from"])
        for a, b in itertools.pairwise(metas):
            end = date(a["effective_to"])
            if end is None or end + dt.timedelta(days=1) != date(b["effective_from"]):
                errors.append(f"{key}: {a['version']} -> {b['version']} effectivity not consecutive")
        for m in metas:
            if m["effective_to"] and date(m["effective_to"]) < date(m["effective_from"]):
                errors.append(f"{key} {m['version']}: effective_to before effective_from")
    return by_key


def in_force(doc: dict, as_of: dt.date | None) -> bool:
    meta = doc["meta"]
    if meta is None:
        return True
    start, end = date(meta["effective_from"]), date(meta["effective_to"])
    if as_of is None:
        return end is None
    return start <= as_of and (end is None or as_of <= end)


def check() -> int:
    errors: list[str] = []
    docs = load_documents(errors)
    qa_path = HERE / "qa.jsonl"
    ids: Counter = Counter()
    kinds: Counter = Counter()
    n = {True: 0, False: 0}
    for lineno, line in enumerate(qa_path.read_text(encoding="utf-8").splitlines(), start=1):
        rec = json.loads(line)
        where = f"line {lineno} ({rec.get('id')})"
        keys = set(rec)
        if keys - ALLOWED:
            errors.append(f"{where}: unexpected keys {sorted(keys - ALLOWED)}")
        if REQUIRED - keys:
            errors.append(f"{where}: missing keys {sorted(REQUIRED - keys)}")
            continue
        ids[rec["id"]] += 1
        if not re.fullmatch(r"s8-\d{3}", rec["id"]):
            errors.append(f"{where}: bad id")
        kinds[rec["kind"]] += 1
        answerable = rec["answerable"]
        if not isinstance(answerable, bool):
            errors.append(f"{where}: answerable must be a boolean")
            continue
        n[answerable] += 1
        if not rec["question"].strip():
            errors.append(f"{where}: empty question")
        as_of = None
        if "as_of" in rec:
            try:
                as_of = dt.date.fromisoformat(rec["as_of"])
            except ValueError:
                errors.append(f"{where}: bad as_of {rec['as_of']!r}")
        if "serial" in rec and not isinstance(rec["serial"], int):
            errors.append(f"{where}: serial must be an integer")
        if rec["document"] not in docs:
            errors.append(f"{where}: unknown document {rec['document']!r}")
            continue
        if not answerable:
            if rec["page"] is not None or rec["answers"] != []:
                errors.append(f"{where}: unanswerable needs page null and answers []")
            if not rec["kind"].startswith("unans_"):
                errors.append(f"{where}: unanswerable kind should start with unans_")
            continue
        if rec["kind"].startswith("unans_"):
            errors.append(f"{where}: answerable question has an unanswerable kind")
        if not isinstance(rec["answers"], list) or not rec["answers"]:
            errors.append(f"{where}: answerable needs a non-empty answers list")
            continue
        candidates = [d for d in docs[rec["document"]] if in_force(d, as_of)]
        if len(candidates) != 1:
            errors.append(f"{where}: {len(candidates)} versions of {rec['document']} in force (as_of={as_of})")
            continue
        doc = candidates[0]
        page = rec["page"]
        if not isinstance(page, int) or not 1 <= page <= len(doc["pages"]):
            errors.append(f"{where}: page {page!r} not in 1..{len(doc['pages'])} of {doc['path'].name}")
            continue
        for ans in rec["answers"]:
            if len(ans) > MAX_ANSWER_CHARS:
                errors.append(f"{where}: answer too long ({len(ans)} chars)")
            for text in doc["pages"][page - 1]:
                if norm(ans) not in norm(text):
                    errors.append(f"{where}: {ans!r} not on page {page} of {doc['path'].name}")
                    break
        meta = doc["meta"]
        if meta:
            app = meta["applicability"]
            if "product" in rec and rec["product"] != app["product"]:
                errors.append(f"{where}: product {rec['product']} != {app['product']}")
            if "variant" in rec and rec["variant"] not in app["variants"]:
                errors.append(f"{where}: variant {rec['variant']} not in {app['variants']}")
            if "serial" in rec and "serials" in app and not any(lo <= rec["serial"] <= hi for lo, hi in app["serials"]):
                errors.append(f"{where}: serial {rec['serial']} outside {app['serials']}")
    for dup, count in ids.items():
        if count > 1:
            errors.append(f"duplicate id {dup} ({count}x)")

    for err in errors:
        print("FAIL", err)
    print(f"questions: {sum(n.values())} (answerable {n[True]}, unanswerable {n[False]})")
    for kind, count in sorted(kinds.items()):
        print(f"  {kind}: {count}")
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(check())

"""Validate qa.jsonl and the documents/ sidecars of the stranger-manuals-9 evaluation set.

Page text is extracted with pdfplumber (PDF, one text per page), python-docx (DOCX, paragraphs and table cells,
page 1), html.parser (HTML, page 1) and raw reading (Markdown / plain text, page 1). Every answer string must occur
in its page's text, compared case-insensitively with whitespace collapsed. Exits non-zero on any error.
"""

from __future__ import annotations

import itertools
import json
import re
import sys
from datetime import date, datetime
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pdfplumber
from docx import Document

HERE = Path(__file__).resolve().parent
DOC_DIR = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"

SUPPORTED = {".pdf", ".docx", ".html", ".htm", ".md", ".txt"}
QA_REQUIRED = {"id", "question", "document", "page", "answers", "answerable", "kind"}
QA_OPTIONAL = {"as_of", "product", "variant", "serial"}
META_REQUIRED = {"document", "version", "effective_from", "effective_to", "recorded_at"}
META_OPTIONAL = {"applicability"}
APPLICABILITY_KEYS = {"product", "variants", "serials"}


class _TextExtractor(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style") and self._skip:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def normalise(text: str) -> str:
    return " ".join(text.split()).lower()


def extract_pages(path: Path) -> list[str]:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        with pdfplumber.open(path) as pdf:
            return [page.extract_text() or "" for page in pdf.pages]
    if suffix == ".docx":
        doc = Document(str(path))
        parts = [p.text for p in doc.paragraphs]
        for table in doc.tables:
            for row in table.rows:
                parts.extend(cell.text for cell in row.cells)
        return ["\n".join(parts)]
    if suffix in (".html", ".htm"):
        parser = _TextExtractor()
        parser.feed(path.read_text(encoding="utf-8"))
        return [" ".join(parser.parts)]
    return [path.read_text(encoding="utf-8")]


def parse_date(value: object) -> date | None:
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def serial_in(serial: int, spec: list[int]) -> bool:
    return spec[0] <= serial <= spec[1]


def check_sidecar(path: Path, meta: object, errors: list[str]) -> None:
    where = path.name
    if not isinstance(meta, dict):
        errors.append(f"{where}: sidecar is not an object")
        return
    keys = set(meta)
    if not keys >= META_REQUIRED:
        errors.append(f"{where}: missing keys {sorted(META_REQUIRED - keys)}")
    if keys - META_REQUIRED - META_OPTIONAL:
        errors.append(f"{where}: unexpected keys {sorted(keys - META_REQUIRED - META_OPTIONAL)}")
    for key in ("document", "version"):
        if not isinstance(meta.get(key), str) or not meta.get(key):
            errors.append(f"{where}: {key} must be a non-empty string")
    start = parse_date(meta.get("effective_from"))
    if start is None:
        errors.append(f"{where}: effective_from must be YYYY-MM-DD")
    end_raw = meta.get("effective_to")
    if end_raw is not None:
        end = parse_date(end_raw)
        if end is None:
            errors.append(f"{where}: effective_to must be null or YYYY-MM-DD")
        elif start is not None and end < start:
            errors.append(f"{where}: effective_to before effective_from")
    rec = meta.get("recorded_at")
    if not isinstance(rec, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", rec):
        errors.append(f"{where}: recorded_at must be YYYY-MM-DDTHH:MM:SSZ")
    else:
        try:
            datetime.fromisoformat(rec.replace("Z", "+00:00"))
        except ValueError:
            errors.append(f"{where}: recorded_at is not a valid timestamp")
    app = meta.get("applicability")
    if app is not None:
        if not isinstance(app, dict) or set(app) - APPLICABILITY_KEYS:
            errors.append(f"{where}: applicability must be an object with keys among {sorted(APPLICABILITY_KEYS)}")
        else:
            if "product" in app and not isinstance(app["product"], str):
                errors.append(f"{where}: applicability.product must be a string")
            variants = app.get("variants", [])
            if not isinstance(variants, list) or not all(isinstance(x, str) for x in variants):
                errors.append(f"{where}: applicability.variants must be a list of strings")
            for spec in app.get("serials", []):
                if not (isinstance(spec, list) and len(spec) == 2 and all(isinstance(n, int) for n in spec)):
                    errors.append(f"{where}: bad serial range {spec!r} (a [first, last] pair of integers)")
                elif spec[0] > spec[1]:
                    errors.append(f"{where}: inverted serial range {spec!r}")


def load_documents(errors: list[str]) -> dict[str, list[tuple[Path, dict[str, Any] | None]]]:
    by_key: dict[str, list[tuple[Path, dict[str, Any] | None]]] = {}
    for path in sorted(DOC_DIR.iterdir()):
        if path.name.endswith(".meta.json"):
            target = path.with_name(path.name[: -len(".meta.json")])
            if not target.exists():
                errors.append(f"{path.name}: sidecar without document")
            continue
        if path.suffix.lower() not in SUPPORTED:
            errors.append(f"{path.name}: unsupported document type")
            continue
        side = path.with_name(path.name + ".meta.json")
        meta: dict[str, Any] | None = None
        if side.exists():
            try:
                meta = json.loads(side.read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                errors.append(f"{side.name}: invalid JSON ({exc})")
                continue
            check_sidecar(side, meta, errors)
            key = str(meta.get("document"))
        else:
            key = path.name
        by_key.setdefault(key, []).append((path, meta))
    for key, revs in by_key.items():
        metas = [m for _, m in revs if m is not None]
        if len(revs) > 1 and len(metas) != len(revs):
            errors.append(f"{key}: several files share the key but not all have sidecars")
            continue
        versions = [m.get("version") for m in metas]
        if len(set(versions)) != len(versions):
            errors.append(f"{key}: duplicate versions {versions}")
        spans = sorted(
            (parse_date(m.get("effective_from")) or date.min, parse_date(m.get("effective_to") or "") or date.max)
            for m in metas
        )
        for (_, end_a), (start_b, _) in itertools.pairwise(spans):
            if start_b <= end_a:
                errors.append(f"{key}: revision date ranges overlap")
        if sum(1 for m in metas if m.get("effective_to") is None) > 1:
            errors.append(f"{key}: more than one open-ended revision")
    return by_key


def resolve(revs: list[tuple[Path, dict[str, Any] | None]], as_of: str | None) -> tuple[Path, dict[str, Any] | None]:
    if len(revs) == 1 and as_of is None:
        return revs[0]
    if as_of is None:
        current = [r for r in revs if r[1] is not None and r[1].get("effective_to") is None]
        if len(current) != 1:
            raise LookupError("no single current revision")
        return current[0]
    day = parse_date(as_of)
    for path, meta in revs:
        if meta is None:
            continue
        start = parse_date(meta.get("effective_from"))
        end = parse_date(meta.get("effective_to") or "") or date.max
        if start is not None and start <= day <= end:  # type: ignore[operator]
            return path, meta
    if len(revs) == 1 and revs[0][1] is None:
        return revs[0]
    raise LookupError(f"no revision in force on {as_of}")


def check_qa(by_key: dict[str, list[tuple[Path, dict[str, Any] | None]]], errors: list[str]) -> tuple[int, int]:
    page_cache: dict[Path, list[str]] = {}
    seen_ids: set[str] = set()
    n_ans = n_unans = 0
    lines = QA_PATH.read_text(encoding="utf-8").splitlines()
    if not lines:
        errors.append("qa.jsonl is empty")
    for line_no, line in enumerate(lines, start=1):
        where = f"qa.jsonl:{line_no}"
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(f"{where}: invalid JSON ({exc})")
            continue
        keys = set(item)
        if not keys >= QA_REQUIRED:
            errors.append(f"{where}: missing keys {sorted(QA_REQUIRED - keys)}")
            continue
        if keys - QA_REQUIRED - QA_OPTIONAL:
            errors.append(f"{where}: unexpected keys {sorted(keys - QA_REQUIRED - QA_OPTIONAL)}")
        qid = item["id"]
        where = f"{where} ({qid})"
        if not isinstance(qid, str) or not re.fullmatch(r"s9-\d{3}", qid):
            errors.append(f"{where}: bad id")
        if qid in seen_ids:
            errors.append(f"{where}: duplicate id")
        seen_ids.add(qid)
        if not isinstance(item["question"], str) or not item["question"].strip():
            errors.append(f"{where}: empty question")
        if not isinstance(item["kind"], str) or not item["kind"]:
            errors.append(f"{where}: empty kind")
        for opt in QA_OPTIONAL - {"serial"}:
            if opt in item and (not isinstance(item[opt], str) or not item[opt]):
                errors.append(f"{where}: {opt} must be a non-empty string")
        if "serial" in item and (not isinstance(item["serial"], int) or isinstance(item["serial"], bool)):
            errors.append(f"{where}: serial must be an integer")
        if "as_of" in item and parse_date(item["as_of"]) is None:
            errors.append(f"{where}: as_of must be YYYY-MM-DD")
        key = item["document"]
        if key not in by_key:
            errors.append(f"{where}: unknown document {key!r}")
            continue
        answerable, page, answers = item["answerable"], item["page"], item["answers"]
        if not isinstance(answerable, bool):
            errors.append(f"{where}: answerable must be a boolean")
            continue
        if not isinstance(answers, list):
            errors.append(f"{where}: answers must be a list")
            continue
        if not answerable:
            n_unans += 1
            if page is not None or answers:
                errors.append(f"{where}: unanswerable item must have page null and answers []")
            continue
        n_ans += 1
        if not 1 <= len(answers) <= 3 or not all(isinstance(a, str) and a.strip() for a in answers):
            errors.append(f"{where}: answerable item needs 1-3 non-empty answer strings")
            continue
        try:
            path, meta = resolve(by_key[key], item.get("as_of"))
        except LookupError as exc:
            errors.append(f"{where}: {exc}")
            continue
        app = (meta or {}).get("applicability") or {}
        if "product" in item and "product" in app and item["product"] != app["product"]:
            errors.append(f"{where}: product {item['product']!r} does not match {app['product']!r}")
        if "variant" in item and "variants" in app and item["variant"] not in app["variants"]:
            errors.append(f"{where}: variant {item['variant']!r} not in {app['variants']}")
        if "serial" in item and "serials" in app and not any(serial_in(item["serial"], s) for s in app["serials"]):
            errors.append(f"{where}: serial {item['serial']!r} outside {app['serials']}")
        if path not in page_cache:
            page_cache[path] = [normalise(t) for t in extract_pages(path)]
        pages = page_cache[path]
        if not isinstance(page, int) or isinstance(page, bool) or not 1 <= page <= len(pages):
            errors.append(f"{where}: page {page!r} out of range 1..{len(pages)} for {path.name}")
            continue
        for answer in answers:
            if normalise(answer) not in pages[page - 1]:
                errors.append(f"{where}: answer {answer!r} not found on page {page} of {path.name}")
    return n_ans, n_unans


def main() -> int:
    errors: list[str] = []
    if not DOC_DIR.is_dir() or not QA_PATH.is_file():
        print("documents/ or qa.jsonl missing; run generate.py first", file=sys.stderr)
        return 2
    by_key = load_documents(errors)
    n_ans, n_unans = check_qa(by_key, errors)
    for err in errors:
        print(f"ERROR: {err}", file=sys.stderr)
    print(f"{len(by_key)} document keys, {n_ans} answerable, {n_unans} unanswerable, {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

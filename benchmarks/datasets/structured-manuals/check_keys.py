#!/usr/bin/env python3
"""Check a generated QA folder against its documents as extracted (not as modelled by the generator).

    python check_keys.py [QA_DIR]      (default: this folder)

- every answerable question: each key is on its gold page of its document, as pypdfium2 extracts the PDF page
  (Markdown: the whole file is page 1), compared whitespace-collapsed and case-folded; a document named by its
  sidecar's stable key is any of the revision files carrying that key (the question's as_of picks one);
- every near_miss_code question: the code it asks about is on no page of that question's document;
- every question names an existing document and a page inside it; ids are unique; sidecars are JSON objects.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

import pypdfium2 as pdfium

SOFT_HYPHENS = {"\ufffe": "-", "\x02": "-", "\xad": "-"}


def norm(text: str) -> str:
    for bad, good in SOFT_HYPHENS.items():
        text = text.replace(bad, good)
    return re.sub(r"\s+", " ", text).strip().casefold()


def pages_of(path: Path) -> list[str]:
    if path.suffix == ".pdf":
        pdf = pdfium.PdfDocument(str(path))
        try:
            return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
        finally:
            pdf.close()
    return path.read_text(encoding="utf-8").split("\f")


def main(folder: Path) -> int:
    items = [json.loads(line) for line in (folder / "qa.jsonl").read_text(encoding="utf-8").splitlines() if line]
    cache: dict[str, list[str]] = {}
    problems: list[str] = []
    found = wanted = codes_ok = codes = 0
    ids = Counter(i["id"] for i in items)
    problems += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    for sidecar in sorted((folder / "documents").glob("*.meta.json")):
        if not isinstance(json.loads(sidecar.read_text(encoding="utf-8")), dict):
            problems.append(f"{sidecar.name}: not a JSON object")
    files: dict[str, list[str]] = {}  # a sidecar's stable key -> the revision files carrying it
    for sidecar in sorted((folder / "documents").glob("*.meta.json")):
        key = json.loads(sidecar.read_text(encoding="utf-8")).get("document")
        if key:
            files.setdefault(key, []).append(sidecar.name.removesuffix(".meta.json"))
    for item in items:
        name = item["document"]
        revisions = [n for n in files.get(name, [name]) if (folder / "documents" / n).exists()]
        if not revisions:
            problems.append(f"{item['id']}: no document {name}")
            continue
        for revision in revisions:
            if revision not in cache:
                cache[revision] = [norm(p) for p in pages_of(folder / "documents" / revision)]
        if not any(1 <= item["page"] <= len(cache[r]) for r in revisions):
            problems.append(f"{item['id']}: page {item['page']} outside {name}")
            continue
        page_texts = [cache[r][item["page"] - 1] for r in revisions if item["page"] <= len(cache[r])]
        pages = [p for r in revisions for p in cache[r]]
        if item["answerable"]:
            if not item["answers"]:
                problems.append(f"{item['id']}: answerable without answers")
            for key in item["answers"]:
                wanted += 1
                if any(norm(key) in text for text in page_texts):
                    found += 1
                else:
                    problems.append(f"{item['id']}: key {key!r} not on {name} page {item['page']}")
        elif item["answers"]:
            problems.append(f"{item['id']}: unanswerable with answers")
        if item.get("kind") == "near_miss_code":
            codes += 1
            match = re.search(r"\b([A-Z]-\d{2,3})\b", item["question"])
            if match and not any(norm(match.group(1)) in p for p in pages):
                codes_ok += 1
            else:
                problems.append(f"{item['id']}: asked code {match and match.group(1)} is in {name}")
    answerable = sum(1 for i in items if i["answerable"])
    print(f"questions: {len(items)} ({answerable} answerable, {len(items) - answerable} unanswerable)")
    print(f"keys found on gold pages (as extracted): {found} of {wanted}")
    print(f"near_miss_code questions whose code is absent from their document: {codes_ok} of {codes}")
    for kind, n in sorted(Counter(i.get("kind") for i in items).items()):
        print(f"  {kind}: {n}")
    for problem in problems:
        print("PROBLEM:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent))

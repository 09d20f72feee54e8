"""Check the generated stranger-manuals-2 set.

Reads documents/ and qa.jsonl back, checks every answerable key is on its gold page (and on no other page of
that file), ids are unique, near-miss strings are absent, and generate.py is byte-for-byte deterministic.
Exits non-zero on any failure.
"""

from __future__ import annotations

import filecmp
import itertools
import json
import subprocess
import sys
import tempfile
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pypdfium2 as pdfium

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))

import generate  # noqa: E402


def norm(text: str) -> str:
    return " ".join(text.split()).casefold()


class _TextOnly(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def read_pages(path: Path) -> list[str]:
    if path.suffix == ".pdf":
        pdf = pdfium.PdfDocument(str(path))
        try:
            pages = []
            for index in range(len(pdf)):
                page = pdf[index]
                textpage = page.get_textpage()
                pages.append(norm(textpage.get_text_range()))
                textpage.close()
                page.close()
            return pages
        finally:
            pdf.close()
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".html":
        parser = _TextOnly()
        parser.feed(raw)
        raw = " ".join(parser.parts)
    return [norm(raw)]


def load_documents(docs: Path) -> dict[str, list[dict]]:
    """Map document key -> list of revisions {file, meta}."""
    result: dict[str, list[dict]] = {}
    for path in sorted(docs.iterdir()):
        if path.name.endswith(".meta.json"):
            continue
        meta_path = path.parent / (path.name + ".meta.json")
        meta = None
        if meta_path.exists():
            with meta_path.open(encoding="utf-8") as handle:
                meta = json.load(handle)
        key = meta["document"] if meta else path.name
        result.setdefault(key, []).append({"file": path, "meta": meta})
    return result


def pick_revision(revisions: list[dict], as_of: str | None) -> dict:
    if len(revisions) == 1 and revisions[0]["meta"] is None:
        return revisions[0]
    if as_of is None:
        latest = [rev for rev in revisions if rev["meta"]["effective_to"] is None]
        if len(latest) != 1:
            raise ValueError("no unique latest revision")
        return latest[0]
    for rev in revisions:
        meta = rev["meta"]
        if meta["effective_from"] <= as_of and (meta["effective_to"] is None or as_of < meta["effective_to"]):
            return rev
    raise ValueError(f"no revision in force on {as_of}")


def check_chain(key: str, revisions: list[dict], errors: list[str]) -> None:
    metas = sorted((rev["meta"] for rev in revisions if rev["meta"]), key=lambda meta: meta["effective_from"])
    for older, newer in itertools.pairwise(metas):
        if older["effective_to"] != newer["effective_from"]:
            errors.append(f"{key}: effective_to {older['effective_to']} != next effective_from")
    if metas and metas[-1]["effective_to"] is not None:
        errors.append(f"{key}: latest revision has an effective_to")


def main() -> int:
    errors: list[str] = []
    docs = HERE / "documents"
    documents = load_documents(docs)
    pages_cache: dict[Path, list[str]] = {}
    for key, revisions in documents.items():
        check_chain(key, revisions, errors)
        for rev in revisions:
            pages_cache[rev["file"]] = read_pages(rev["file"])

    with (HERE / "qa.jsonl").open(encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle if line.strip()]
    ids = Counter(record["id"] for record in records)
    errors += [f"duplicate id {qid}" for qid, count in ids.items() if count > 1]

    allowed = {
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
    for record in records:
        qid = record["id"]
        extra = set(record) - allowed
        if extra:
            errors.append(f"{qid}: unexpected fields {sorted(extra)}")
        if record["document"] not in documents:
            errors.append(f"{qid}: unknown document {record['document']}")
            continue
        try:
            rev = pick_revision(documents[record["document"]], record.get("as_of"))
        except ValueError as exc:
            errors.append(f"{qid}: {exc}")
            continue
        pages = pages_cache[rev["file"]]
        page = record["page"]
        if not 1 <= page <= len(pages):
            errors.append(f"{qid}: page {page} out of range for {rev['file'].name} ({len(pages)} pages)")
            continue
        if record["answerable"] != bool(record["answers"]):
            errors.append(f"{qid}: answerable flag disagrees with answers")
        for answer in record["answers"]:
            needle = norm(answer)
            hits = [number for number, text in enumerate(pages, start=1) if needle in text]
            if hits != [page]:
                errors.append(f"{qid}: key {answer!r} found on pages {hits} of {rev['file'].name}, expected [{page}]")

    near = generate.near_misses()
    by_id = {record["id"]: record for record in records}
    for qid, (_doc, strings) in near.items():
        record = by_id[qid]
        if record["answerable"]:
            errors.append(f"{qid}: near-miss listed for an answerable question")
        rev = pick_revision(documents[record["document"]], record.get("as_of"))
        text = " ".join(pages_cache[rev["file"]])
        for string in strings:
            if norm(string) in text:
                errors.append(f"{qid}: near-miss string {string!r} present in {rev['file'].name}")

    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, str(HERE / "generate.py"), tmp], check=True)
        tmp_path = Path(tmp)
        fresh = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
        ours = sorted(p.relative_to(HERE) for p in [*docs.rglob("*"), HERE / "qa.jsonl"] if p.is_file())
        if fresh != ours:
            errors.append("re-generated file list differs")
        for rel in fresh:
            if (HERE / rel).exists() and not filecmp.cmp(tmp_path / rel, HERE / rel, shallow=False):
                errors.append(f"re-generated {rel} is not byte-identical")

    answerable = sum(1 for record in records if record["answerable"])
    kinds = Counter(record["kind"] for record in records)
    n_pages = sum(len(pages) for pages in pages_cache.values())
    print(f"documents: {len(documents)} ({len(pages_cache)} files, {n_pages} pages)")
    print(f"questions: {len(records)}  answerable: {answerable}  unanswerable: {len(records) - answerable}")
    print(f"near-miss strings checked: {sum(len(strings) for _doc, strings in near.values())} in {len(near)} questions")
    print("kinds: " + ", ".join(f"{kind}={count}" for kind, count in sorted(kinds.items())))
    for error in errors:
        print("FAIL", error)
    print("OK" if not errors else f"{len(errors)} failure(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

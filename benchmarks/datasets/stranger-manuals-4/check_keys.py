"""Check the stranger-manuals-4 evaluation set.

Usage:  python check_keys.py [DATASET_DIR]

Reads documents/ and qa.jsonl back and verifies:
  * every answer key of an answerable question occurs (whitespace collapsed,
    case folded) on its gold page and on no other page of the same file (the
    revision selected by as_of, else the latest revision);
  * ids are unique; unanswerable records have no page and no answers;
  * revision chains are contiguous (effective_to == next effective_from);
  * near-miss strings recorded in the generator are absent;
  * bulletin filters (variant/serial) agree with the sidecar applicability;
  * re-running generate.py into a temporary folder gives byte-identical files.
Exits non-zero on any failure.
"""

import collections
import html
import itertools
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import docx
import pypdfium2 as pdfium

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import generate  # noqa: E402

FAILURES = []


def fail(message):
    FAILURES.append(message)
    print(f"FAIL: {message}")


def norm(text):
    return " ".join(text.split()).casefold()


# ---------------------------------------------------------------- reading files
def pdf_pages(path):
    doc = pdfium.PdfDocument(str(path))
    try:
        pages = []
        for index in range(len(doc)):
            page = doc[index]
            textpage = page.get_textpage()
            pages.append(textpage.get_text_range())
            textpage.close()
            page.close()
        return pages
    finally:
        doc.close()


def docx_pages(path):
    document = docx.Document(str(path))
    parts = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            parts.extend(cell.text for cell in row.cells)
    return ["\n".join(parts)]


def html_pages(path):
    raw = path.read_text(encoding="utf-8")
    return [html.unescape(re.sub(r"<[^>]+>", " ", raw))]


def read_pages(path):
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return pdf_pages(path)
    if suffix == ".docx":
        return docx_pages(path)
    if suffix in (".html", ".htm"):
        return html_pages(path)
    return [path.read_text(encoding="utf-8")]


def load_corpus(folder):
    """doc key -> list of revisions sorted by effective_from (dicts with meta, pages, file)."""
    corpus = collections.defaultdict(list)
    for path in sorted((folder / "documents").iterdir()):
        if path.name.endswith(".meta.json") or not path.is_file():
            continue
        sidecar = path.with_name(path.name + ".meta.json")
        meta = json.loads(sidecar.read_text(encoding="utf-8")) if sidecar.exists() else None
        key = meta["document"] if meta else path.name
        corpus[key].append({"file": path.name, "meta": meta, "pages": read_pages(path)})
    for revisions in corpus.values():
        revisions.sort(key=lambda r: (r["meta"] or {}).get("effective_from", ""))
    return dict(corpus)


def select_revision(revisions, as_of):
    if as_of is None:
        return revisions[-1]
    for rev in revisions:
        meta = rev["meta"] or {}
        start = meta.get("effective_from", "0000-00-00")
        end = meta.get("effective_to") or "9999-12-31"
        if start <= as_of < end:
            return rev
    return None


# ---------------------------------------------------------------- checks
def check_chains(corpus):
    for key, revisions in corpus.items():
        metas = [r["meta"] for r in revisions]
        if any(m is None for m in metas):
            if len(revisions) > 1:
                fail(f"{key}: several files share a key but some have no sidecar")
            continue
        for meta in metas:
            for field in ("document", "version", "effective_from", "effective_to", "recorded_at", "applicability"):
                if field not in meta:
                    fail(f"{key}: sidecar lacks {field}")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T00:00:00Z", meta.get("recorded_at", "")):
                fail(f"{key}: bad recorded_at {meta.get('recorded_at')!r}")
        versions = [m["version"] for m in metas]
        if len(set(versions)) != len(versions):
            fail(f"{key}: duplicate versions {versions}")
        for older, newer in itertools.pairwise(metas):
            if older["effective_to"] != newer["effective_from"]:
                fail(f"{key}: gap/overlap between {older['version']} and {newer['version']}")
        for meta in metas:
            end = meta["effective_to"]
            if end is not None and not meta["effective_from"] < end:
                fail(f"{key}: {meta['version']} has effective_from >= effective_to")
        if metas[-1]["effective_to"] is not None:
            fail(f"{key}: latest revision {metas[-1]['version']} must have effective_to null")


def check_filters(rec, corpus):
    if "serial" not in rec and "variant" not in rec:
        return
    revisions = corpus.get(rec["document"])
    if not revisions or revisions[-1]["meta"] is None:
        fail(f"{rec['id']}: filters given but document has no sidecar")
        return
    appl = revisions[-1]["meta"]["applicability"]
    ok = True
    if rec.get("product") is not None and rec["product"] != appl.get("product"):
        ok = False
    if rec.get("variant") is not None and rec["variant"] not in appl.get("variants", []):
        ok = False
    if rec.get("serial") is not None and "serials" in appl:
        ok = ok and any(lo <= rec["serial"] <= hi for lo, hi in appl["serials"])
    if rec["answerable"] and not ok:
        fail(f"{rec['id']}: answerable but filters fall outside {rec['document']} applicability")
    if not rec["answerable"] and rec["kind"].endswith("bulletin_scope") and ok:
        fail(f"{rec['id']}: bulletin-scope near miss but filters match {rec['document']}")


def check_questions(folder, corpus):
    lines = (folder / "qa.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines if line.strip()]
    private = {rec["id"]: rec for rec in generate.build_records()}
    ids = [rec.get("id") for rec in records]
    dupes = [i for i, n in collections.Counter(ids).items() if n > 1]
    if dupes:
        fail(f"duplicate ids: {dupes}")
    if set(ids) != set(private):
        fail("qa.jsonl ids differ from the generator's records")
    for rec in records:
        qid = rec.get("id")
        full = private.get(qid, {})
        if generate.public(full) != rec:
            fail(f"{qid}: record differs from the generator")
        for field in ("question", "document", "page", "answers", "answerable", "kind"):
            if field not in rec:
                fail(f"{qid}: missing {field}")
        revisions = corpus.get(rec["document"])
        if not revisions:
            fail(f"{qid}: unknown document {rec['document']!r}")
            continue
        check_filters(rec, corpus)
        as_of = rec.get("as_of")
        chosen = select_revision(revisions, as_of)
        if chosen is None:
            fail(f"{qid}: no revision of {rec['document']} in force on {as_of}")
            continue
        pages = [norm(p) for p in chosen["pages"]]
        if rec["answerable"]:
            page = rec["page"]
            if not isinstance(page, int) or not 1 <= page <= len(pages):
                fail(f"{qid}: page {page!r} outside {chosen['file']} (1..{len(pages)})")
                continue
            if not rec["answers"]:
                fail(f"{qid}: answerable without answer keys")
            for key in rec["answers"]:
                needle = norm(key)
                if needle not in pages[page - 1]:
                    fail(f"{qid}: key {key!r} not on page {page} of {chosen['file']}")
                others = [n for n, text in enumerate(pages, start=1) if n != page and needle in text]
                if others:
                    fail(f"{qid}: key {key!r} also on page(s) {others} of {chosen['file']}")
        else:
            if rec["page"] is not None or rec["answers"]:
                fail(f"{qid}: unanswerable record must have page null and no answers")
            absent = full.get("absent", [])
            if not absent:
                fail(f"{qid}: unanswerable record has no near-miss absent strings")
            targets = []
            for key in full.get("absent_in", [rec["document"]]):
                revs = corpus.get(key, [])
                if as_of is not None and key == rec["document"]:
                    targets.append(chosen)
                else:
                    targets.extend(revs)
            for target in targets:
                text = norm(" ".join(target["pages"]))
                for needle in absent:
                    if norm(needle) in text:
                        fail(f"{qid}: near-miss string {needle!r} present in {target['file']}")
    return records


def check_regeneration(folder):
    with tempfile.TemporaryDirectory() as tmp:
        result = subprocess.run(
            [sys.executable, str(HERE / "generate.py"), tmp],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            fail(f"generate.py failed: {result.stderr.strip()}")
            return
        tmp_path = Path(tmp)
        expected = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
        actual = sorted(
            p.relative_to(folder) for p in [*(folder / "documents").rglob("*"), folder / "qa.jsonl"] if p.is_file()
        )
        if expected != actual:
            fail(f"file sets differ: extra={set(actual) - set(expected)}, missing={set(expected) - set(actual)}")
        same = 0
        for rel in expected:
            if (folder / rel).exists() and (folder / rel).read_bytes() == (tmp_path / rel).read_bytes():
                same += 1
            else:
                fail(f"{rel} is not byte-identical after regeneration")
        print(f"regeneration: {same}/{len(expected)} files byte-identical")


def summary(corpus, records):
    files = sum(len(revs) for revs in corpus.values())
    pages = sum(len(r["pages"]) for revs in corpus.values() for r in revs)
    answerable = sum(r["answerable"] for r in records)
    print(f"documents: {files} files, {len(corpus)} document keys, {pages} pages")
    print(f"questions: {len(records)} ({answerable} answerable, {len(records) - answerable} unanswerable)")
    for kind, count in sorted(collections.Counter(r["kind"] for r in records).items()):
        print(f"  {kind:40s} {count}")


def main(argv):
    folder = Path(argv[1]).resolve() if len(argv) > 1 else HERE
    corpus = load_corpus(folder)
    check_chains(corpus)
    records = check_questions(folder, corpus)
    check_regeneration(folder)
    summary(corpus, records)
    if FAILURES:
        print(f"{len(FAILURES)} check(s) FAILED")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""Verify stranger-manuals-6: reproducibility, answer keys, near misses, revisions and notice applicability.

Usage: python check_keys.py      (exit status 1 on any failure)
"""

import itertools
import json
import re
import sys
import tempfile
from datetime import date, timedelta
from pathlib import Path

import generate
import notices
import pypdfium2 as pdfium
import quickref

HERE = Path(__file__).resolve().parent
DOCS = HERE / "documents"
ERRORS = []


def fail(msg):
    ERRORS.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text).strip().casefold()


def pages_of(path):
    """Normalised text of each page; non-PDF formats count as a single page."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        pdf = pdfium.PdfDocument(str(path))
        try:
            return [norm(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
        finally:
            pdf.close()
    if suffix == ".docx":
        return [norm(quickref.extract_text(path))]
    raw = path.read_text(encoding="utf-8")
    if suffix in (".html", ".htm"):
        raw = notices.html_text(raw)
    return [norm(raw)]


def check_reproducible():
    with tempfile.TemporaryDirectory() as tmp:
        out = generate.main(Path(tmp))
        fresh = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
        mine = sorted(p.relative_to(HERE) for p in [*DOCS.rglob("*"), HERE / "qa.jsonl"] if p.is_file())
        if fresh != mine:
            fail(f"file sets differ: regenerated {fresh} vs committed {mine}")
        for rel in fresh:
            if (HERE / rel).exists() and (HERE / rel).read_bytes() != (out / rel).read_bytes():
                fail(f"{rel} is not byte-for-byte reproducible")


def load_catalogue():
    """document key -> list of (meta or None, file path), ordered by effective_from."""
    catalogue = {}
    for path in sorted(DOCS.iterdir()):
        if path.name.endswith(".meta.json"):
            continue
        side = path.with_name(path.name + ".meta.json")
        meta = json.loads(side.read_text(encoding="utf-8")) if side.exists() else None
        key = meta["document"] if meta else path.name
        catalogue.setdefault(key, []).append((meta, path))
    for entries in catalogue.values():
        entries.sort(key=lambda e: e[0]["effective_from"] if e[0] else "")
    return catalogue


def d(text):
    return date.fromisoformat(text)


def check_chains(catalogue):
    for key, entries in catalogue.items():
        metas = [m for m, _ in entries]
        if len(entries) > 1 and any(m is None for m in metas):
            fail(f"{key}: several files but not all have sidecars")
            continue
        for m in metas:
            if m is None:
                continue
            for field in ("document", "version", "effective_from", "effective_to", "recorded_at"):
                if field not in m:
                    fail(f"{key}: sidecar lacks {field}")
            if m["recorded_at"][:10] > m["effective_from"]:
                fail(f"{key} {m['version']}: recorded after it took effect")
            if m["effective_to"] and m["effective_to"] < m["effective_from"]:
                fail(f"{key} {m['version']}: effective_to before effective_from")
        if len(entries) > 1:
            for (a, _), (b, _) in itertools.pairwise(entries):
                if a["effective_to"] is None or d(a["effective_to"]) + timedelta(days=1) != d(b["effective_from"]):
                    fail(f"{key}: {a['version']} -> {b['version']} is not contiguous")
            if metas[-1]["effective_to"] is not None:
                fail(f"{key}: latest revision should be open-ended")


def select(entries, as_of):
    if as_of is None:
        return entries[-1]
    day = d(as_of)
    for meta, path in entries:
        lo = d(meta["effective_from"])
        hi = d(meta["effective_to"]) if meta["effective_to"] else date.max
        if lo <= day <= hi:
            return meta, path
    return None


def near_boundary(entries, as_of):
    day = d(as_of)
    for meta, _ in entries:
        for edge in (meta["effective_from"], meta["effective_to"]):
            if edge and abs((day - d(edge)).days) <= 1:
                return True
    return False


def inside(app, variant, serial):
    ok_variant = variant in app.get("variants", [variant])
    ranges = app.get("serials")
    ok_serial = True if ranges is None else any(lo <= serial <= hi for lo, hi in ranges)
    return ok_variant and ok_serial


def check_questions(catalogue):
    items = generate.build_items()
    lines = (HERE / "qa.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    if [generate.qa_record(i) for i in items] != records:
        fail("qa.jsonl does not match the question bank")
    ids = [r["id"] for r in records]
    if ids != [f"s6-{n:03d}" for n in range(1, len(records) + 1)] or len(set(ids)) != len(ids):
        fail("ids are not unique and sequential")
    if len({(r["question"], r["document"], r.get("as_of"), r.get("serial")) for r in records}) != len(records):
        fail("duplicate questions")
    cache = {}
    for item in items:
        qid, key = item["id"], item["document"]
        if key not in catalogue:
            fail(f"{qid}: unknown document {key}")
            continue
        entries = catalogue[key]
        as_of = item.get("as_of")
        if as_of is not None:
            if len(entries) < 2:
                fail(f"{qid}: as_of on a document without revisions")
            if near_boundary(entries, as_of):
                fail(f"{qid}: as_of {as_of} within one day of a revision boundary")
        chosen = select(entries, as_of)
        if chosen is None:
            fail(f"{qid}: no revision of {key} in force on {as_of}")
            continue
        meta, path = chosen
        if path not in cache:
            cache[path] = pages_of(path)
        pages = cache[path]
        if "serial" in item or "variant" in item:
            app = (meta or {}).get("applicability")
            if not app or item.get("product") != app.get("product"):
                fail(f"{qid}: notice question without matching applicability")
            else:
                is_in = inside(app, item["variant"], item["serial"])
                expect_out = item["kind"] == "unans-outside-applicability"
                if item["answerable"] and not is_in:
                    fail(f"{qid}: answerable but {item['variant']} / {item['serial']} outside applicability")
                if expect_out and is_in:
                    fail(f"{qid}: labelled outside applicability but inside")
                if not item["answerable"] and not expect_out and not is_in:
                    fail(f"{qid}: unanswerable for another reason but outside applicability")
        if item["answerable"]:
            page = item["page"]
            if not isinstance(page, int) or not 1 <= page <= len(pages):
                fail(f"{qid}: bad page {page} for {path.name}")
                continue
            if not item["answers"]:
                fail(f"{qid}: no answer keys")
            for ans in item["answers"]:
                k = norm(ans)
                hits = [n for n, text in enumerate(pages, start=1) if k in text]
                if page not in hits:
                    fail(f"{qid}: key {ans!r} not on page {page} of {path.name} (found on {hits})")
                elif len(hits) > 1:
                    fail(f"{qid}: key {ans!r} on several pages of {path.name}: {hits}")
        else:
            if item["page"] is not None or item["answers"]:
                fail(f"{qid}: unanswerable must have page null and no answers")
            if not item.get("absent"):
                fail(f"{qid}: unanswerable without near-miss strings")
            whole = " ".join(pages)
            for s in item.get("absent", []):
                if norm(s) in whole:
                    fail(f"{qid}: near-miss string {s!r} occurs in {path.name}")
    n_ans = sum(r["answerable"] for r in records)
    print(f"{len(records)} questions: {n_ans} answerable, {len(records) - n_ans} unanswerable")


def main():
    check_reproducible()
    catalogue = load_catalogue()
    check_chains(catalogue)
    check_questions(catalogue)
    for msg in ERRORS:
        print("FAIL", msg)
    print("check_keys: " + ("FAILED" if ERRORS else "passed"))
    return 1 if ERRORS else 0


if __name__ == "__main__":
    sys.exit(main())

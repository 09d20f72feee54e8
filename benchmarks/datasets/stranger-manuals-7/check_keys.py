"""Validate stranger-manuals-7: determinism, answer keys, near misses, metadata.

Usage: python check_keys.py   (exit status 1 on any failure)
"""

import filecmp
import html.parser
import itertools
import json
import re
import sys
import tempfile
from datetime import date, timedelta
from pathlib import Path

import card
import generate
import pypdfium2 as pdfium
import questions

HERE = Path(__file__).resolve().parent
ERRORS = []


def fail(msg):
    ERRORS.append(msg)


def norm(text):
    return re.sub(r"\s+", " ", text).strip().casefold()


class _HtmlText(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []

    def handle_data(self, data):
        self.parts.append(data)


def page_texts(path):
    """List of normalised page texts of a document file."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        pdf = pdfium.PdfDocument(str(path))
        try:
            pages = []
            for i in range(len(pdf)):
                tp = pdf[i].get_textpage()
                pages.append(norm(tp.get_text_range()))
            return pages
        finally:
            pdf.close()
    if suffix == ".docx":
        return [norm(card.docx_text(path))]
    raw = path.read_text(encoding="utf-8")
    if suffix in (".html", ".htm"):
        p = _HtmlText()
        p.feed(raw)
        raw = " ".join(p.parts)
    return [norm(raw)]


def check_determinism():
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        generate.build_documents(tmp)
        generate.build_qa(tmp)
        here = sorted(p.name for p in (HERE / "documents").iterdir())
        there = sorted(p.name for p in (tmp / "documents").iterdir())
        if here != there:
            fail(f"document file sets differ: {here} vs {there}")
        for name in there:
            a, b = HERE / "documents" / name, tmp / "documents" / name
            if not a.exists() or not filecmp.cmp(a, b, shallow=False):
                fail(f"documents/{name} is not byte-identical after regeneration")
        if not filecmp.cmp(HERE / "qa.jsonl", tmp / "qa.jsonl", shallow=False):
            fail("qa.jsonl is not byte-identical after regeneration")


def check_revision_chain(table):
    keys = {d["key"] for d in table if d["meta"]}
    for key in sorted(keys):
        revs = sorted(
            (d for d in table if d["key"] == key),
            key=lambda d: d["meta"]["effective_from"],
        )
        for d in revs:
            m = d["meta"]
            if m["document"] != key:
                fail(f"{d['file']}: sidecar key mismatch")
            if m["recorded_at"][:10] > m["effective_from"]:
                fail(f"{d['file']}: recorded_at after effective_from")
            side = HERE / "documents" / (d["file"] + ".meta.json")
            if not side.exists() or json.loads(side.read_text()) != m:
                fail(f"{d['file']}: sidecar missing or different")
        for a, b in itertools.pairwise(revs):
            end = a["meta"]["effective_to"]
            nxt = date.fromisoformat(b["meta"]["effective_from"])
            if end is None or date.fromisoformat(end) + timedelta(days=1) != nxt:
                fail(f"{key}: revision chain not contiguous at {b['file']}")
        if revs[-1]["meta"]["effective_to"] is not None:
            fail(f"{key}: latest revision must be open-ended")


def near_as_of(key, as_of, table):
    day = date.fromisoformat(as_of)
    for d in table:
        if d["key"] != key or not d["meta"]:
            continue
        for edge in (d["meta"]["effective_from"], d["meta"]["effective_to"]):
            if edge and abs((date.fromisoformat(edge) - day).days) <= 1:
                return True
    return False


def applies(meta, variant, serial):
    app = meta.get("applicability") or {}
    if variant not in app.get("variants", []):
        return False
    ranges = app.get("serials")
    if ranges is None:
        return True
    return any(lo <= serial <= hi for lo, hi in ranges)


def main():
    check_determinism()
    table = generate.document_table()
    check_revision_chain(table)
    cache = {}

    def texts(d):
        if d["file"] not in cache:
            cache[d["file"]] = page_texts(HERE / "documents" / d["file"])
        return cache[d["file"]]

    # notices must name the variants of their product they do NOT apply to
    for d in table:
        app = (d["meta"] or {}).get("applicability") or {}
        if "serials" not in app:
            continue
        full = " ".join(texts(d))
        others = {
            v
            for o in table
            if o["meta"] and o["key"] != d["key"]
            for v in (o["meta"].get("applicability") or {}).get("variants", [])
            if (o["meta"].get("applicability") or {}).get("product") == app["product"]
        }
        for v in sorted(others - set(app["variants"])):
            if norm(v) not in full:
                fail(f"{d['file']}: does not name excluded variant {v}")

    bank = {(q["document"], q["question"]): q for q in questions.bank()}
    if len(bank) != len(questions.bank()):
        fail("duplicate (document, question) pairs in the bank")
    records = [json.loads(line) for line in (HERE / "qa.jsonl").read_text().splitlines() if line]
    for n, rec in enumerate(records, 1):
        rid = rec["id"]
        if rid != f"s7-{n:03d}":
            fail(f"id {rid} out of sequence (expected s7-{n:03d})")
        q = bank.get((rec["document"], rec["question"]))
        if q is None:
            fail(f"{rid}: not found in question bank")
            continue
        as_of = rec.get("as_of")
        if as_of and near_as_of(rec["document"], as_of, table):
            fail(f"{rid}: as_of {as_of} within one day of a revision boundary")
        try:
            d = generate.select_file(rec["document"], as_of)
        except (KeyError, LookupError) as exc:
            fail(f"{rid}: {exc}")
            continue
        pages = texts(d)
        kind = rec["kind"]
        if rec["answerable"]:
            page = rec["page"]
            if not rec["answers"] or not isinstance(page, int):
                fail(f"{rid}: answerable without answers/page")
                continue
            if not 1 <= page <= len(pages):
                fail(f"{rid}: page {page} out of range for {d['file']}")
                continue
            for key in rec["answers"]:
                k = norm(key)
                hits = [i + 1 for i, t in enumerate(pages) if k in t]
                if hits != [page]:
                    fail(f"{rid}: key {key!r} on pages {hits}, gold {page} ({d['file']})")
            if "serial" in rec and not applies(d["meta"], rec.get("variant"), rec["serial"]):
                fail(f"{rid}: answerable notice question outside applicability")
        else:
            if rec["page"] is not None or rec["answers"]:
                fail(f"{rid}: unanswerable must have page null and no answers")
            near = q["near_miss"]
            if not near:
                fail(f"{rid}: unanswerable without near-miss strings")
            if kind in questions.NOTICE_KINDS:
                if d["meta"]["applicability"]["product"] != rec.get("product"):
                    fail(f"{rid}: product does not match notice")
                if applies(d["meta"], rec.get("variant"), rec["serial"]):
                    fail(f"{rid}: labelled outside but notice applies")
                var_in = rec.get("variant") in d["meta"]["applicability"]["variants"]
                if (kind == "notice-wrong-variant") == var_in:
                    fail(f"{rid}: kind {kind} does not match variant filter")
                scope = [
                    o
                    for o in table
                    if o["key"] != d["key"]
                    and o["meta"]
                    and (o["meta"].get("applicability") or {}).get("product") == rec.get("product")
                ]
                # the would-be answer exists only in the inapplicable notice
                for s in near:
                    if norm(s) not in " ".join(pages):
                        fail(f"{rid}: near-miss {s!r} not in the notice itself")
            else:
                scope = [d]
            for o in scope:
                full = " ".join(texts(o))
                for s in near:
                    if norm(s) in full:
                        fail(f"{rid}: near-miss string {s!r} found in {o['file']}")

    n_ans = sum(r["answerable"] for r in records)
    print(f"{len(records)} questions: {n_ans} answerable, {len(records) - n_ans} unanswerable")
    if ERRORS:
        for e in ERRORS:
            print("FAIL:", e)
        print(f"{len(ERRORS)} failure(s)")
        return 1
    print("check_keys: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

# ruff: noqa: E501
"""Writes README.md from the document catalogue and the generated questions (deterministic)."""

from collections import Counter

KIND_NOTES = {
    "table_value": "value read from a (often multi-model) table cell",
    "spec_limit": "a limit (min/max, alarm/trip) from a table or rule",
    "revision_value": "value that changes between revisions of HS-MM-0207; as_of selects the revision",
    "bulletin": "answer in a service bulletin; product, variant and serial inside the bulletin's range",
    "explanation": "why/how answered by prose (10 from the HS-PO-0210 theory chapter)",
    "code_meaning": "meaning of a fault/alarm/display code",
    "code_remedy": "remedy for a code (some on the continuation page of a split table)",
    "procedure_step": "a step of a numbered procedure",
    "footnote": "answer only in a table footnote",
    "interval": "maintenance interval",
    "torque": "torque value",
    "part_number": "part number (one with as_of: number changed in Rev C)",
    "contents": "section title and page number from a contents table",
    "unans_unstated_attribute": "asks for an attribute the document never states",
    "unans_negated_premise": "asks how to do what the document forbids",
    "unans_model_outside": "model not covered by the document",
    "unans_nonexistent_code": "code not in the document (some exist in another document)",
    "unans_other_condition": "value is only given for another condition",
    "unans_min_only_max": "asks for a minimum where only a maximum is given",
    "unans_unexplained_why": "asks why about a rule that is stated without a reason",
    "unans_swapped_number": "part/parameter/kit number with transposed digits",
    "unans_bulletin_out_of_range": "serial just outside the bulletin's serial ranges",
    "unans_other_model": "value given only for a neighbouring model in the same table",
    "unans_bulletin_excluded_model": "serial inside the range but model excluded by the bulletin",
    "unans_before_first_revision": "as_of before the first revision of the document",
    "unans_code_later_revision": "code only added in a later revision than the one in force on as_of",
}


def _app(c):
    parts = []
    if c["variants"]:
        parts.append(", ".join(c["variants"]))
    if c["serials"]:
        parts.append("serials " + "; ".join(f"{lo}-{hi}" for lo, hi in c["serials"]))
    return "; ".join(parts) if parts else c["product"]


def write_readme(path, catalog, qa):
    kinds = Counter(q["kind"] for q in qa)
    per_doc = Counter(q["document"] for q in qa)
    per_doc_ans = Counter(q["document"] for q in qa if q["answerable"])
    n_ans = sum(1 for q in qa if q["answerable"])
    L = []
    L.append("# s28 - invented technical service documents and questions (held-out set)")
    L.append("")
    L.append("## Provenance and licence")
    L.append("")
    L.append(
        "Written by an assistant session that never saw the question-answering system under test, its "
        "code, documentation, datasets or results, and that read no other dataset. Everything here is "
        "invented: companies, products, models, serial numbers, part numbers, codes and values. The values "
        "are plausible but are **not real engineering guidance**. Released under **CC0 1.0** (public domain "
        "dedication)."
    )
    L.append("")
    L.append(
        "Equipment domains: ultrasonic plastic welding press (manual in three revisions plus a theory "
        "document), packaged wastewater lift stations, abrasive blast cabinets, pneumatic tube stations, "
        "bakery roll-in proofers, welding positioners."
    )
    L.append("")
    L.append("## Files")
    L.append("")
    L.append("| Path | Content |")
    L.append("|---|---|")
    L.append(
        "| `documents/` | the 11 documents and a `<file>.meta.json` sidecar for each one except the .md and .txt |"
    )
    L.append(f"| `qa.jsonl` | {len(qa)} questions ({n_ans} answerable, {len(qa) - n_ans} unanswerable) |")
    L.append("| `sources/` | document texts and the hand-written questions as Python (`questions.py`), README writer |")
    L.append("| `generate.py` | deterministic build of `documents/`, `qa.jsonl` and this README |")
    L.append("| `check_keys.py` | validator; exits non-zero on any error |")
    L.append("| `README.md` | this file |")
    L.append("")
    L.append(
        "Rebuild and validate: `python generate.py && python check_keys.py` (needs fpdf2, python-docx, "
        "pdfplumber). Two runs of `generate.py` give byte-identical files."
    )
    L.append("")
    L.append("## Documents")
    L.append("")
    L.append("| File | Format | Key | Version | Effective from | Effective to | Applicability | Pages | Features |")
    L.append("|---|---|---|---|---|---|---|---|---|")
    for c in catalog:
        L.append(
            f"| `{c['file']}` | {c['fmt']} | {c['key']} | {c['version']} | {c['eff_from']} | "
            f"{c['eff_to'] or 'open'} | {_app(c)} | {c['pages']} | {c['features']} |"
        )
    L.append("")
    L.append(
        'Sidecar format: `{"document", "version", "effective_from", "effective_to" (last day in force, '
        'inclusive, or null), "recorded_at", "applicability": {"product", "variants", "serials" '
        "(bulletins only)}}`. Serial ranges are integers made from the figures of the printed serial "
        "(printed `BF2204150` -> `2204150`, `AB2105500` -> `2105500`). The .md and .txt files have no sidecar; "
        "their `document` value in `qa.jsonl` is the file name."
    )
    L.append("")
    L.append(
        "PDFs: A4, core Helvetica (real text layer), running header with company, title, document number "
        "and revision, footer `Page n of N`, fixed creation dates. The three revisions of HS-MM-0207 share "
        "the same page layout; between revisions the horn stud torque, horn flatness limit, frequency scan "
        "window, overload threshold, maximum supply air pressure, re-torque interval and air filter part "
        "number change, and fault code E27 is added in Rev C (page 8)."
    )
    L.append("")
    L.append("## Question format")
    L.append("")
    L.append("One JSON object per line:")
    L.append("")
    L.append("| Field | Meaning |")
    L.append("|---|---|")
    L.append("| `id` | `s28-001` .. `s28-200` (order shuffled with a fixed seed) |")
    L.append("| `question` | question as a stranger might type it (terse, abbreviated, sometimes misspelt) |")
    L.append("| `document` | sidecar key, or the file name for the .md/.txt files |")
    L.append(
        "| `page` | 1-based page in the revision in force; null if unanswerable. DOCX, HTML, MD and TXT count as one page |"
    )
    L.append("| `answers` | 1-3 short verbatim spans from that page, any one of which answers; `[]` if unanswerable |")
    L.append("| `answerable` | bool |")
    L.append("| `kind` | question kind (table below) |")
    L.append(
        "| `as_of` | optional date; selects the revision in force. Without it the latest (open-ended) revision applies |"
    )
    L.append("| `product`, `variant`, `serial` | optional applicability; `serial` is an int (figures only) |")
    L.append("")
    L.append("## Kinds")
    L.append("")
    L.append("| Kind | Count | Meaning |")
    L.append("|---|---|---|")
    order = [k for k in KIND_NOTES if k in kinds] + sorted(k for k in kinds if k not in KIND_NOTES)
    for k in order:
        L.append(f"| {k} | {kinds[k]} | {KIND_NOTES.get(k, '')} |")
    L.append(f"| **total** | **{len(qa)}** | {n_ans} answerable, {len(qa) - n_ans} unanswerable |")
    L.append("")
    L.append("## Questions per document")
    L.append("")
    L.append("| Document | Questions | Answerable | Unanswerable |")
    L.append("|---|---|---|---|")
    for k in sorted(per_doc):
        L.append(f"| {k} | {per_doc[k]} | {per_doc_ans[k]} | {per_doc[k] - per_doc_ans[k]} |")
    L.append("")
    L.append("## Notes for users")
    L.append("")
    L.append(
        "- Answer spans were checked with `check_keys.py`: each span occurs, case-insensitively with whitespace "
        "collapsed, on a single extracted line of the stated page (pdfplumber page text for PDF; python-docx "
        "paragraphs and table cells for DOCX; html.parser text with line breaks at block elements for HTML; "
        "raw text for MD/TXT). Other extractors may break lines differently."
    )
    L.append(
        "- A span is a minimal quote, not the full expected answer; a longer correct quote that contains a "
        "span should count as correct."
    )
    L.append(
        "- Revision questions use `as_of` dates that include the first and last days of revisions; "
        "`effective_to` is inclusive."
    )
    L.append(
        "- BFS-SB-2023-07 overrides values of BFS-SM-0440 (impeller nut torque, nut part number, wear ring "
        "limit, clearance check interval) for the listed serials only. Bulletin questions carry product, "
        "variant and serial; out-of-range serials are one unit outside a range bound."
    )
    L.append(
        "- Unanswerable questions are unanswerable from the named document (and the revision in force). "
        "Several are deliberate near misses: a neighbouring model, a paired value (alarm vs trip, min vs max), "
        "a value stated for another condition, a code that exists only in another document or only in a later "
        "revision."
    )
    L.append(
        "- The HS-PO-0210 theory chapter is about 1,400 words of prose on pages 3-5; ten explanation "
        "questions are answered there."
    )
    L.append("- Questions deliberately avoid copying runs of six or more words from the documents (checked).")
    L.append(
        "- `sources/questions.py` also holds checker-only premises that are not written to `qa.jsonl`: "
        "strings that must be absent from the document (non-existent codes, swapped numbers, models outside), "
        "strings that must be present (the forbidding rule, the footnote that fixes the condition) and codes "
        "that must exist in another document."
    )
    L.append("")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(L))

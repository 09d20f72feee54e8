"""Validate qa.jsonl and documents/ for the stranger-prose-1 set.

Hard checks (any failure exits with status 1):
  * documents: 14-20 paragraphs separated by single form feeds, 80-180 words each, no empty pages;
  * qa.jsonl: exactly the allowed keys, ids unique and sequential, document and page exist, kinds valid,
    answerable questions have 1-3 answers that are substrings of their page (case-insensitive, whitespace
    runs collapsed), unanswerable questions have no answers, no duplicate questions.

Review aids:
  * for every unanswerable question, the sentence of the WHOLE article that covers most of the question's
    content words; if every content word of the question is found in one sentence it is marked SUSPECT,
    and the check fails unless the question is in REVIEWED_SUSPECTS (re-read by a human, reason given);
  * for answerable questions, a warning for any run of six or more consecutive words copied from the page.

    python check_keys.py            # checks + summary + warnings
    python check_keys.py --review   # also print every unanswerable question next to its page
"""

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOCUMENTS = HERE / "documents"
QA_PATH = HERE / "qa.jsonl"

ALLOWED_KEYS = {"id", "question", "document", "page", "answers", "answerable", "kind"}
ANSWERABLE_KINDS = {"who", "when", "how-many", "where", "what", "why", "how", "which"}
UNANSWERABLE_KINDS = {
    "negation",
    "antonym",
    "entity-swap",
    "role-swap",
    "mutual-exclusion",
    "impossible-condition",
    "absent-attribute",
}
# Unanswerable questions whose content words all occur in one sentence of the article. Each was re-read
# against the whole article by hand and is unanswerable by design (the trick keeps the sentence's words but
# swaps roles, negates, or asks for an attribute the sentence does not give). A SUSPECT question that is not
# listed here fails the check until a human has re-read it and added it, with the reason, to this table.
REVIEWED_SUSPECTS = {
    "How long was the Lessary Star?": "the ship's length is never given",
    "Whose grandson was Count Aldric?": "Berold is Aldric's grandson; Aldric's grandfather is never named",
    "To whom did Ivo Lindell award the first Narrand Medal?": "Lindell received the medal; he awarded nothing",
    "In what year did the Saltings Branch reach the salt pans at Crewell?": "abandoned after two miles",
    "Who was Duke Raoul's uncle?": "Raoul is Ysolde's uncle; his own uncle is never named",
    "When were the old lanes of the Strand straightened?": "the plan was blocked",
    "From which languages did Strand talk not borrow words?": "only the source of the borrowings is given",
    "Where was the Resin and Tar Workers' Union founded?": "only the year of founding is given",
    "Who struck the ground while Dorrity's assistant listened at the borehole?": "the assistant struck, not listened",
    "Who was Tobias Keel's student?": "Keel is Narrand's student; no student of Keel is named",
    "Into which languages was Narrand's Treatise not translated?": "only the number of translations is given",
    "Which of Fennick Laud's buttons did not crack?": "the surviving buttons are not identified",
    "How many Listening Companies did the Lassian army form?": "only the Wendmark army formed them",
    "How many members did the Company of the Staple have when it was founded?": "only the 1500 figure is given",
    "What did the monks grant to Count Aldric in 1104?": "the grant went the other way",
    "Who was Gideon Quaile's nephew?": "Gideon is Hester Quaile's nephew; his own nephew is never named",
    "Who was Anton Melk's father-in-law?": "Melk is Corrabine's father-in-law; Melk's is never named",
    "Which gate of the medieval wall has not survived?": "only the surviving Sea Gate is named",
    "In what year did the Grebe consortium return the airline to profit?": "losses continued until the collapse",
    "Which goods were never made from amberite?": "only goods that were made are listed",
}

ID_RE = re.compile(r"^p1-(\d{3,})$")
COPY_RUN = 6

STOPWORDS = set(
    """
    a about after again all also an and any are as at be been before being between both but by can could
    did do does during each for from had has have he her him his how in into is it its made make many
    more most much not of on or other over she so some than that the their them then there these they
    this those through to under until up was were what when where which while who whom whose why will
    with would year years yet never only first last long did does do own one two three four get got
    """.split()
)


def norm(text):
    """Case-fold and collapse whitespace runs; used for span matching."""
    return " ".join(text.casefold().split())


def words(text):
    return re.findall(r"[a-z0-9£][a-z0-9'£,.-]*[a-z0-9]|[a-z0-9]", text.casefold())


def stem(word):
    word = word.strip("'.,").removesuffix("'s")
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def content_stems(text):
    return {stem(w) for w in words(text) if w not in STOPWORDS and len(w) > 1}


def sentences(page):
    return [s for s in re.split(r"(?<=[.;])\s+(?=[A-Z\"])", page) if s]


def load_documents(errors):
    docs = {}
    for path in sorted(DOCUMENTS.glob("*.txt")):
        raw = path.read_text(encoding="utf-8")
        pages = [p.strip() for p in raw.split("\f")]
        if raw.count("\f") != len(pages) - 1:
            errors.append(f"{path.name}: unexpected form feeds")
        if not 14 <= len(pages) <= 20:
            errors.append(f"{path.name}: {len(pages)} paragraphs (want 14-20)")
        for number, page in enumerate(pages, start=1):
            count = len(page.split())
            if not 80 <= count <= 180:
                errors.append(f"{path.name} page {number}: {count} words (want 80-180)")
            if "\n" in page:
                errors.append(f"{path.name} page {number}: contains a line break")
        docs[path.name] = pages
    if not docs:
        errors.append("no documents found")
    return docs


def longest_copied_run(question, page):
    q = words(question)
    p = " " + " ".join(words(page)) + " "
    best = 0
    for i in range(len(q)):
        for j in range(i + best + 1, len(q) + 1):
            if " " + " ".join(q[i:j]) + " " in p:
                best = j - i
            else:
                break
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--review", action="store_true", help="print every unanswerable question with its page")
    args = parser.parse_args()

    errors = []
    warnings = []
    docs = load_documents(errors)
    records = []
    with QA_PATH.open(encoding="utf-8") as handle:
        for line_number, line in enumerate(handle, start=1):
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as exc:
                errors.append(f"line {line_number}: invalid JSON ({exc})")

    seen_ids = set()
    seen_questions = Counter()
    for index, rec in enumerate(records, start=1):
        rid = rec.get("id", f"<line {index}>")
        keys = set(rec)
        if keys != ALLOWED_KEYS:
            errors.append(f"{rid}: keys {sorted(keys)} != {sorted(ALLOWED_KEYS)}")
            continue
        match = ID_RE.match(rid)
        if not match or int(match.group(1)) != index:
            errors.append(f"{rid}: id not of the form p1-NNN in file order (expected number {index})")
        if rid in seen_ids:
            errors.append(f"{rid}: duplicate id")
        seen_ids.add(rid)
        seen_questions[norm(rec["question"])] += 1
        if not isinstance(rec["question"], str) or not rec["question"].strip().endswith("?"):
            errors.append(f"{rid}: question must be a string ending in '?'")
        doc = rec["document"]
        if doc not in docs:
            errors.append(f"{rid}: unknown document {doc!r}")
            continue
        page = rec["page"]
        if not isinstance(page, int) or isinstance(page, bool) or not 1 <= page <= len(docs[doc]):
            errors.append(f"{rid}: page {page!r} does not exist in {doc}")
            continue
        text = docs[doc][page - 1]
        answers = rec["answers"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            errors.append(f"{rid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(rec["answerable"], bool):
            errors.append(f"{rid}: answerable must be a boolean")
            continue
        if rec["answerable"]:
            if rec["kind"] not in ANSWERABLE_KINDS:
                errors.append(f"{rid}: kind {rec['kind']!r} not allowed for an answerable question")
            if not 1 <= len(answers) <= 3:
                errors.append(f"{rid}: answerable question needs 1-3 answers, has {len(answers)}")
            for answer in answers:
                if norm(answer) not in norm(text):
                    errors.append(f"{rid}: answer {answer!r} is not in {doc} page {page}")
            run = longest_copied_run(rec["question"], text)
            if run >= COPY_RUN:
                warnings.append(f"{rid}: question copies {run} consecutive words of its page: {rec['question']}")
        else:
            if rec["kind"] not in UNANSWERABLE_KINDS:
                errors.append(f"{rid}: kind {rec['kind']!r} not allowed for an unanswerable question")
            if answers:
                errors.append(f"{rid}: unanswerable question must have answers == []")

    for question, count in seen_questions.items():
        if count > 1:
            errors.append(f"duplicate question ({count}x): {question}")

    # Review aid for unanswerable questions: nearest sentence in the whole article.
    suspects = 0
    review = []
    for rec in records:
        if rec.get("answerable") is not False or rec.get("document") not in docs:
            continue
        stems = content_stems(rec["question"])
        best = (-1.0, "", 0)
        for number, page in enumerate(docs[rec["document"]], start=1):
            for sentence in sentences(page):
                coverage = len(stems & content_stems(sentence)) / max(1, len(stems))
                if coverage > best[0]:
                    best = (coverage, sentence, number)
        flag = "ok"
        if best[0] >= 1.0:
            suspects += 1
            if rec["question"] in REVIEWED_SUSPECTS:
                flag = "SUSPECT, reviewed: " + REVIEWED_SUSPECTS[rec["question"]]
            else:
                flag = "SUSPECT"
                errors.append(
                    f"{rec['id']}: SUSPECT unanswerable ({rec['kind']}) not yet reviewed: {rec['question']}\n"
                    f"      all content words occur in page {best[2]}: {best[1]}\n"
                    "      re-read it against the whole article, then fix it or add it to REVIEWED_SUSPECTS"
                )
        review.append((rec, best, flag))
    live_questions = {rec.get("question") for rec in records}
    for question in sorted(set(REVIEWED_SUSPECTS) - live_questions):
        warnings.append(f"REVIEWED_SUSPECTS entry no longer in qa.jsonl: {question}")

    if args.review:
        for rec, (coverage, sentence, number), flag in sorted(
            review, key=lambda item: (item[0]["document"], item[0]["page"], item[0]["id"])
        ):
            print("=" * 100)
            print(f"{rec['id']}  [{rec['kind']}]  {rec['document']} page {rec['page']}  ({flag})")
            print(f"Q: {rec['question']}")
            print(f"PAGE: {docs[rec['document']][rec['page'] - 1]}")
            print(f"NEAREST SENTENCE IN ARTICLE (page {number}, coverage {coverage:.2f}): {sentence}")

    kinds = Counter((rec.get("answerable"), rec.get("kind")) for rec in records)
    per_doc = Counter((rec.get("document"), rec.get("answerable")) for rec in records)
    answerable = sum(1 for rec in records if rec.get("answerable") is True)
    print(f"{len(records)} questions: {answerable} answerable, {len(records) - answerable} unanswerable")
    for doc in sorted(docs):
        print(
            f"  {doc}: {len(docs[doc])} pages, {per_doc[(doc, True)]} answerable, {per_doc[(doc, False)]} unanswerable"
        )
    print("  answerable kinds:   " + ", ".join(f"{k}={kinds[(True, k)]}" for k in sorted(ANSWERABLE_KINDS)))
    print("  unanswerable kinds: " + ", ".join(f"{k}={kinds[(False, k)]}" for k in sorted(UNANSWERABLE_KINDS)))
    for warning in warnings:
        print("WARNING " + warning)
    print(f"{suspects} unanswerable questions share all content words with one sentence (see --review)")
    print(f"{len(warnings)} warnings")
    if errors:
        for error in errors:
            print("ERROR " + error)
        print(f"FAILED: {len(errors)} errors")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Pure functions: chunk offsets, fusion, identifiers, sentence spans, verification, parsers, public API."""

from __future__ import annotations

import itertools
import re
from datetime import date
from pathlib import Path

import pytest

import spanproof
from spanproof.analysis import (
    content_terms,
    identifier_pattern,
    identifier_spellings,
    identifiers,
    proper_names,
    quote_sentences,
    sentence_spans,
    term_in,
)
from spanproof.answering.verify import PageLookup, verify_citation
from spanproof.ingest.chunking import chunk_document
from spanproof.ingest.html import parse_html
from spanproof.ingest.markdown import parse_markdown
from spanproof.ingest.metadata import uncovered_days
from spanproof.ingest.text import parse_text
from spanproof.retrieval.fusion import reciprocal_rank_fusion
from spanproof.store.sql import StoredPage
from spanproof.types import Citation
from tests.conftest import FAA_FILES, SHARED_DATA

FASTAPI = SHARED_DATA / "fastapi-docs" / "docs"


def test_public_surface_is_pinned() -> None:
    assert sorted(spanproof.__all__) == sorted(
        [
            "DEFAULT_COLLECTION",
            "Answer",
            "Citation",
            "ConfigError",
            "CorruptDocument",
            "DatabaseUnavailable",
            "EmptyDocument",
            "FileReport",
            "Hit",
            "IndexModelMismatch",
            "IngestError",
            "IngestReport",
            "LLMError",
            "NoTextLayer",
            "NotFound",
            "RerankerError",
            "Scores",
            "Settings",
            "Spanproof",
            "SpanproofError",
            "StoreError",
            "TextDocument",
            "Unconfirmed",
            "UnsupportedFileType",
        ]
    )
    assert all(issubclass(getattr(spanproof, n), spanproof.SpanproofError) for n in ["NotFound", "NoTextLayer"])


def test_rrf_matches_the_formula_and_is_deterministic() -> None:
    fused = dict(reciprocal_rank_fusion([[1, 2, 3], [3, 1]], k=60))
    assert fused[1] == pytest.approx(1 / 61 + 1 / 62)
    assert fused[3] == pytest.approx(1 / 63 + 1 / 61)
    assert fused[2] == pytest.approx(1 / 62)
    assert [i for i, _ in reciprocal_rank_fusion([[5, 6], [6, 5]])] == [5, 6]  # tie: first seen wins


def test_identifiers_keep_codes_and_api_names_whole() -> None:
    found = identifiers("Fault E-21 on PX-200, seal kit 65-1234A; status.HTTP_418_IM_A_TEAPOT and a well-known fix")
    assert {"e-21", "px-200", "65-1234a", "status.http_418_im_a_teapot", "http_418_im_a_teapot"} <= set(found)
    assert "well-known" not in found


def test_a_part_number_of_figures_is_an_identifier_and_a_range_of_figures_is_not() -> None:
    found = identifiers("Fit switch 3140-031 (supersedes 3140-022), vibration at 2200-2350 rpm, built 1818-1835")
    assert found == ["3140-031", "3140-022"]
    # dash numbers on both sides of the base: a brake assembly's; not a chapter-page, an ATA reference or a date
    found = identifiers("Brake assembly 2-1587-7 (see 9-9, ATA 32-42-41), issued 2022-06-30")
    assert found == ["2-1587-7"]
    # a range of decimal values names nothing, nor do its pieces ("3-1" of "1.3-1.6x")
    assert identifiers("slip setting 1.3-1.6x rated load, face velocity 0.45-0.60 on average") == []


def test_a_designation_of_letters_then_figures_is_also_spelled_the_other_way() -> None:
    assert identifier_spellings("f105") == ["f-105"]
    assert identifier_spellings("f-105") == ["f105"]
    assert identifier_spellings("dcx-120") == ["dcx120"]
    # figures first, a dotted name, a variant after the figures, a plain word: no other spelling
    assert [identifier_spellings(n) for n in ("65-1234a", "status.http_418", "px200-b", "valve")] == [[], [], [], []]


@pytest.mark.parametrize(
    ("named", "printed"),
    [
        ("o-200", "the 0-200-A/B induction system"),  # the letter O printed as a zero, a variant's letter suffix
        ("io-360", "an IO360 engine"),
        ("100ll", "AVGAS 100 LL or auto gas"),
        ("65-1234a", "seal kit 65-1234A."),
        # a designation named without its maker's prefix
        ("1600t", "the BS-1600T band saw"),
        ("sb-031", "service bulletin PCL-SB-031"),
        ("031", "service bulletin ISK-SB-031"),  # a number led by a zero counts nothing: it designates
    ],
)
def test_an_identifier_is_found_however_it_is_printed(named: str, printed: str) -> None:
    assert re.search(identifier_pattern(named), printed.lower())


@pytest.mark.parametrize(
    ("named", "printed"),
    [
        ("e-99", "fault E-21"),
        ("o-300", "the 0-200 and the O-320"),
        ("65-1234", "part 65-1234-01"),  # a further number is another part
        ("747", "a 7470 tool"),
        ("200", "a 2OO mark"),  # a bare figure is no designation: O stays a letter there
        ("5", "5.2 Check-engine lamp blink codes"),  # a section number, or a decimal, names no 5
        ("5", "a gap of 0.5 mm"),
        ("e-21", "fault FE-21"),  # letters run on: another code
        ("1600", "the BS-1600 saw"),  # a bare figure is no designation without its letters
        ("031", "switch 3140-031"),  # nor the dash number of a part number of figures
    ],
)
def test_an_identifier_is_not_found_in_another(named: str, printed: str) -> None:
    assert not re.search(identifier_pattern(named), printed.lower())


def test_proper_names_are_capitalised_words_inside_a_sentence() -> None:
    assert proper_names("Who led the Vargian troops? Where did Isaac go, on a Marvel-Schebler carb?") == [
        "Vargian",
        "Isaac",
        "Marvel-Schebler",
    ]
    assert proper_names("Below what OAT does the MP drop? I saw it") == []  # abbreviations; sentences' first words


def test_content_terms_drop_question_words_and_stem() -> None:
    assert content_terms("What is the purpose of the magnetos?") == ["magneto"]
    assert term_in("compress", {"compressor"}) and not term_in("oil", {"boil"})


def test_sentence_spans_are_exact_offsets() -> None:
    text = "  The magneto fires at 4.5 degrees. It uses a magnet!\n\nNew paragraph here  "
    spans = sentence_spans(text)
    assert [text[s:e] for s, e in spans] == [
        "The magneto fires at 4.5 degrees.",
        "It uses a magnet!",
        "New paragraph here",
    ]


def test_a_rule_across_the_page_ends_a_sentence_and_its_paragraph() -> None:
    rule = "-" * 40
    text = f"Take-up travel 150 mm\n\n{rule}\n4. E-STOP PULL-CORD TEST (one section)\n{rule}\n1. Pull the cord."
    assert [text[a:b] for a, b in quote_sentences(text)] == [
        "Take-up travel 150 mm",
        "4. E-STOP PULL-CORD TEST (one section)",  # a heading, not joined to the step below the rule
        "1. Pull the cord.",
    ]
    columns = "Code  Where\n   ----  -----\n   J01   Feeder."  # a table's column rules are no rule across the page
    assert [columns[a:b] for a, b in sentence_spans(columns)] == [columns]


def test_a_sentence_goes_on_past_an_abbreviation_that_opens_a_reference_or_a_name() -> None:
    step = "1. Depressurize the system (Ref. Task 29-01).\n2. Meaning of E-41: shaft speed below 3600 rpm."
    assert [step[a:b] for a, b in quote_sentences(step)] == [
        "1. Depressurize the system (Ref. Task 29-01).",
        "2. Meaning of E-41: shaft speed below 3600 rpm.",
    ]
    text = (
        "The right rear is No. 1 and the left rear is No. 2. See Fig. 4. Thanks to Mr. Tom Wild and Dr. Ron Ellis. "
        "Is it hot? No. It is cold. Use the ref.\n\nA paragraph."
    )
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "The right rear is No. 1 and the left rear is No. 2.",
        "See Fig. 4.",
        "Thanks to Mr. Tom Wild and Dr. Ron Ellis.",
        "Is it hot?",
        "No.",
        "It is cold.",
        "Use the ref.",
        "A paragraph.",
    ]


def test_a_sentence_goes_on_past_a_unit_that_its_conversion_follows() -> None:
    text = (
        "Minimum wear pin protrusion: 0.25 in. (6.4 mm) for the A model. Replace the stack at 3.62 in. (91.9 mm). "
        "The pin is 3 in. Then stop. It weighs 4 lb. (1.8 kg) dry. The gap is 2 in. (See the figure.)"
    )
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "Minimum wear pin protrusion: 0.25 in. (6.4 mm) for the A model.",
        "Replace the stack at 3.62 in. (91.9 mm).",
        "The pin is 3 in.",
        "Then stop.",
        "It weighs 4 lb. (1.8 kg) dry.",
        "The gap is 2 in.",
        "(See the figure.)",
    ]


def test_a_table_row_is_one_sentence_with_its_cells_full_stops() -> None:
    text = (
        "Codes below. Read them.\n"
        "Code: E19 | Meaning: Suction motor thermal cut-out | Remedy: CT-500S only. Let the motor cool 20 min.\n"
        "E22 | LED driver fault | Check the supply. Replace the driver.\n"
        "For instance, the language {xx | x is any binary string} can be solved. It takes linear time."
    )
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "Codes below.",
        "Read them.",
        "Code: E19 | Meaning: Suction motor thermal cut-out | Remedy: CT-500S only. Let the motor cool 20 min.",
        "E22 | LED driver fault | Check the supply. Replace the driver.",
        # a bar in prose makes no row
        "For instance, the language {xx | x is any binary string} can be solved.",
        "It takes linear time.",
    ]


def test_a_line_with_a_dot_leader_is_a_sentence_with_its_value() -> None:
    """A card's list of limits: the leader's dots end no sentence, and each leader line opens one, with the lines
    under it that hold none (stranger's set 16: "44 kN\nGrip force, minimum in service ...." was a sentence)."""
    text = (
        "REFERENCE VALUES\n"
        "Grip force, nominal ............ 44 kN\n"
        "Grip force, minimum in service ........ 39.5 kN\n"
        "  (below 39.5 kN take the carrier off the line)\n"
        "Return filter ....... every 1000 h. Check it daily."
    )
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "REFERENCE VALUES",
        "Grip force, nominal ............ 44 kN",
        "Grip force, minimum in service ........ 39.5 kN\n  (below 39.5 kN take the carrier off the line)",
        "Return filter ....... every 1000 h.",
        "Check it daily.",
    ]
    contents = "Oil Systems ........ 6-2 Fuel ........ 6-3"  # entries on one line stay one
    assert [contents[a:b] for a, b in sentence_spans(contents)] == [contents]


def test_a_line_in_capitals_heads_the_plain_text_paragraphs_below_it() -> None:
    text = (
        "ACME SERVICE LETTER 12\nFan bearings in hot bays.\n\nPURPOSE\nOperators have reported noise.\n\n"
        "BEARING REPLACEMENT INTERVAL\nReplace both bearings at 6,000 hours.\n\nMore about it.\n\n"
        "WARNING: DO NOT RUN DRY.\nA sentence in capitals is no heading."
    )
    parsed = parse_text(text.encode(), "sil.txt")
    page = parsed.pages[0].text
    assert [(page[b.start : b.end], b.heading_path) for b in parsed.blocks] == [
        ("ACME SERVICE LETTER 12", ("ACME SERVICE LETTER 12",)),
        ("Fan bearings in hot bays.", ("ACME SERVICE LETTER 12",)),
        ("PURPOSE", ("PURPOSE",)),
        ("Operators have reported noise.", ("PURPOSE",)),
        ("BEARING REPLACEMENT INTERVAL", ("BEARING REPLACEMENT INTERVAL",)),
        ("Replace both bearings at 6,000 hours.", ("BEARING REPLACEMENT INTERVAL",)),
        ("More about it.", ("BEARING REPLACEMENT INTERVAL",)),
        ("WARNING: DO NOT RUN DRY.\nA sentence in capitals is no heading.", ("BEARING REPLACEMENT INTERVAL",)),
    ]


def test_a_line_framed_or_underlined_by_rules_heads_the_text_below_it_whatever_its_case() -> None:
    text = (
        "FERRODYNE RAIL COMPONENTS\nCard FRC-HB7-IC, issue 4\n\n" + "-" * 40 + "\n1. VISUAL CHECK\n" + "-" * 40 + "\n"
        "  - Handwheel: no cracks.\n\n"
        + "-" * 40
        + "\n2  FUNCTION TEST (wagon empty, air brake released)\n"
        + "-" * 40
        + "\n  b) Force at the rim: max. 350 N\n\nService bulletin\n"
        + "=" * 16
        + "\nBulletin SB-7.\n\n"
        "3. LUBRICATION\nGrease the spindle.\n\n" + "-" * 40 + "\n\n"
        "   Code  Where\n   ----  -----\n   J01   Feeder"
    )
    parsed = parse_text(text.encode(), "card.txt")
    page = parsed.pages[0].text
    assert [(page[b.start : b.end], b.heading_path[-1]) for b in parsed.blocks] == [
        ("FERRODYNE RAIL COMPONENTS", "FERRODYNE RAIL COMPONENTS"),
        ("Card FRC-HB7-IC, issue 4", "FERRODYNE RAIL COMPONENTS"),
        ("1. VISUAL CHECK", "1. VISUAL CHECK"),
        ("- Handwheel: no cracks.", "1. VISUAL CHECK"),
        ("2  FUNCTION TEST (wagon empty, air brake released)", "2  FUNCTION TEST (wagon empty, air brake released)"),
        ("b) Force at the rim: max. 350 N", "2  FUNCTION TEST (wagon empty, air brake released)"),
        ("Service bulletin", "Service bulletin"),
        ("Bulletin SB-7.", "Service bulletin"),
        ("3. LUBRICATION", "3. LUBRICATION"),
        ("Grease the spindle.", "3. LUBRICATION"),
        # a table's column rules are no rule across the page
        ("Code  Where\n   ----  -----\n   J01   Feeder", "3. LUBRICATION"),
    ]


@pytest.mark.parametrize("size", [120, 300, 900])
def test_chunks_are_verbatim_slices_within_size(size: int) -> None:
    parsed = parse_markdown((FASTAPI / "tutorial" / "response-model.md").read_bytes(), "response-model.md")
    chunks = chunk_document(parsed.pages, parsed.blocks, size, 40)
    page = parsed.pages[0].text
    assert chunks
    for chunk in chunks:
        assert chunk.text == page[chunk.start : chunk.end]
        assert chunk.text == chunk.text.strip()
        if chunk.kind == "prose":
            # a single over-long word is the only way past the limit
            assert len(chunk.text) <= size or " " not in chunk.text[size // 2 : size]


def test_long_text_is_split_with_overlap() -> None:
    sentences = [f"Sentence number {i} talks about the oil pump." for i in range(40)]
    parsed = parse_text(" ".join(sentences).encode(), "long.txt")
    chunks = chunk_document(parsed.pages, parsed.blocks, 300, 100)
    assert len(chunks) > 3
    for first, second in itertools.pairwise(chunks):
        assert second.start < first.end, "consecutive chunks overlap"
        assert second.start > first.start


def test_markdown_headings_paths_code_and_front_matter() -> None:
    source = (
        b"---\ntitle: Pump guide\nversion: 2.1\n---\n# Pump\n\nIntro text.\n\n"
        b"## Faults { #faults }\n\n```\nE-21\n```\n\nText.\n"
    )
    parsed = parse_markdown(source, "pump.md")
    assert parsed.title == "Pump guide" and parsed.metadata["version"] == "2.1"
    kinds = [(b.kind, b.heading_path) for b in parsed.blocks]
    assert ("code", ("Pump", "Faults")) in kinds
    assert all("---" not in parsed.pages[0].text[b.start : b.end] for b in parsed.blocks)


def test_html_blocks_follow_headings() -> None:
    parsed = parse_html((SHARED_DATA / "pdf-samples" / "handbook.html").read_bytes(), "handbook.html")
    text = parsed.pages[0].text
    assert parsed.title
    table = next(b for b in parsed.blocks if "Constant Flow" in text[b.start : b.end])
    assert table.heading_path[-2:] == ("2.1 Operating modes", "Table 1: Operating modes selected by parameter P-02")
    assert "<" not in text


def lookup(pages: dict[tuple[str, int], str], ocr: float | None = None) -> PageLookup:
    def find(document: str, page: int, version: str | None = None) -> StoredPage | None:
        text = pages.get((document, page))
        return StoredPage(text, "v1", ocr, True) if text is not None else None

    return find


def test_verify_rewrites_a_normalised_match_to_the_exact_slice() -> None:
    page = "Torque the plug\nto 300 inch-pounds.  Then safety-wire it."
    citation = Citation("m.pdf", "M", "?", 3, 0, 1, "torque the plug to 300 INCH-POUNDS.")
    verified = verify_citation(citation, lookup({("m.pdf", 3): page})).citation
    assert verified is not None
    assert verified.quote == page[verified.start : verified.end] == "Torque the plug\nto 300 inch-pounds."
    assert verified.document_version == "v1"
    assert verified.note is None


def test_verified_ocr_quotes_say_so() -> None:
    citation = Citation("scan.pdf", "S", "?", 1, 0, 6, "Torque")
    verified = verify_citation(citation, lookup({("scan.pdf", 1): "Torque the plug."}, ocr=91.2)).citation
    assert verified is not None and "OCR text (mean word confidence 91%)" in (verified.note or "")


def test_verify_rejects_invented_and_misplaced_quotes() -> None:
    pages = lookup({("m.pdf", 3): "Torque the plug to 300 inch-pounds."})
    assert verify_citation(Citation("m.pdf", "M", "?", 3, 0, 5, "to 400 inch-pounds"), pages).citation is None
    assert verify_citation(Citation("m.pdf", "M", "?", 4, 0, 5, "Torque"), pages).citation is None
    assert verify_citation(Citation("m.pdf", "M", "?", 3, 0, 5, "   "), pages).citation is None


def test_the_package_ships_the_demo_corpus() -> None:
    from spanproof.cli.demo import demo_corpus

    with demo_corpus() as corpus:
        assert sorted(p.name for p in corpus.glob("*.pdf")) == FAA_FILES
        assert "in the public domain" in " ".join((corpus / "NOTICE").read_text(encoding="utf-8").split())


def test_an_unreachable_database_is_a_clear_error(tmp_path: Path) -> None:
    settings = spanproof.Settings(home=tmp_path, database_url="postgresql://spanproof@127.0.0.1:1/none")
    with pytest.raises(spanproof.DatabaseUnavailable, match="PostgreSQL is unavailable") as raised:
        spanproof.Spanproof(settings).collections()
    assert "127.0.0.1" in str(raised.value)  # says where it looked
    assert not (tmp_path / "pgdata").exists()  # an external URL never starts the embedded server


def test_embedding_text_drops_dot_leaders_but_the_chunk_stays_verbatim() -> None:
    from spanproof.types import Chunk

    text = "Oil Systems ..................... 6-2\nCooling . . . . . . . 6-30\nSee p. 4... or etc.."
    chunk = Chunk(page=1, start=0, end=len(text), kind="prose", heading_path=("Contents",), text=text)
    assert chunk.embedding_text() == "Contents\nOil Systems   6-2\nCooling   6-30\nSee p. 4... or etc.."
    assert chunk.text == text


def test_a_short_sentence_joins_the_next_only_within_its_paragraph() -> None:
    text = "PX-200 pump manual\n\nFault codes\n\nFault E-21 means the inlet valve is stuck closed. Restart.\n\nEnd"
    assert [text[a:b] for a, b in quote_sentences(text)] == [
        "PX-200 pump manual",
        "Fault codes",
        "Fault E-21 means the inlet valve is stuck closed. Restart.",  # a short tail joins its paragraph's sentence
        "End",
    ]
    glossary = "A\n\nAbradable strip. A strip of material in the compressor case that the blade tips wear."
    assert [glossary[a:b] for a, b in quote_sentences(glossary)] == [
        "A",
        "Abradable strip. A strip of material in the compressor case that the blade tips wear.",
    ]


def test_a_day_between_two_versions_validities_is_warned_of() -> None:
    day = date.fromisoformat
    others = [("Rev A", day("2021-01-01"), day("2022-08-31")), ("Rev C", day("2024-03-01"), None)]
    # Rev B from the day after Rev A's effective_to, to the day before Rev C's effective_from: two days in neither
    found = uncovered_days(day("2022-09-01"), day("2024-02-29"), others)
    assert [w.split(":")[0] for w in found] == [
        "2022-08-31 is in no version of this document",
        "2024-02-29 is in no version of this document",
    ]
    assert "version Rev A has effective_to 2022-08-31 and this version effective_from 2022-09-01" in found[0]
    # written half-open, as the contract reads it, or far apart: nothing to warn of
    assert uncovered_days(day("2022-08-31"), day("2024-03-01"), others) == []
    assert uncovered_days(day("2023-01-01"), None, others[:1]) == []
    assert uncovered_days(None, None, others) == []

"""Plain-text analysis shared by indexing, answering and the gate: sentences, identifiers, content terms."""

from __future__ import annotations

import itertools
import re
import threading
from collections.abc import Set as AbstractSet
from datetime import date
from functools import lru_cache

import snowballstemmer

# Identifier-like tokens that PostgreSQL's text parser would split apart: part numbers (65-1234A),
# fault codes (E-21), API names (response_model_exclude_unset, status.HTTP_418_IM_A_TEAPOT).
_TOKEN = re.compile(r"[A-Za-z0-9_]+(?:[-./][A-Za-z0-9_]+)*")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’]*|\d+(?:[.,]\d+)*")

# A rule drawn across the page: a line of one character repeated ("-----", "=====")
RULE = r"[^\S\n]*([-=_*~#])\1{3,}[^\S\n]*(?:\n|\Z)"
# The mark of a heading or a table's row continued from the page before: "7 Alarm codes (continued)", "Fault table -
# cont'd", "Code: T-120 (cont.) | ..."
CONTINUED = r"(?:continued|cont'?d|cont)"
# Sentence ends: . ! ? (not after a lone initial/abbreviation-like single letter or a number like 4.5) before a
# capital, a figure or an opening quote or bracket; a blank line; or a rule (plain text's "-----" under a heading: "4.
# E-STOP PULL-CORD TEST (one section)" and the first step's "1." below the rule were one sentence, confirmed as step 4
# of the test; stranger's set 14). A list's item after a full stop is not split off: docs/decisions.md, session 47.
_RULE_LINE = rf"(?m:^){RULE}"
_SENTENCE_END = re.compile(rf"(?<=[.!?])[\"')\]]?\s+(?=[\"'(\[]?[A-Z0-9])|\n\s*\n|{_RULE_LINE}")
# ...but not after an abbreviation that opens a reference or a name ("(Ref. Task 29-01)", "see Fig. 4", "Mr. Wild";
# "No. 2 cylinder" before a figure only: "No." alone answers). The manuals' every "(Ref. Task ...)" cut a step in two,
# and the FAA handbook's "No. 1 and No. 2" 82 sentences. So "min.", "max." and "approx." before a figure: "Connect the
# equipotential bonding conductor (min. 10 mm²) to the stud" was two sentences (stranger's set 9).
_ABBREVIATION = re.compile(
    r"\b(?:Ref|Refs|Fig|Figs|Mr|Mrs|Ms|Dr|e\.g|i\.e|cf|vs|(?P<number>No|Nos|[Mm]in|[Mm]ax|[Aa]pprox))\.\Z"
)
# ...nor after a figure's unit written with a full stop when the figure in other units follows in brackets: manuals
# print "0.25 in. (6.4 mm)", and the limit and its conversion are one statement.
_UNIT_ABBREVIATION = re.compile(
    r"\d\s?(?:in|ft|lb|lbs|oz|gal|qt|qts|pt|sq\. ?in|cu\. ?in|hr|hrs|min|sec)\.\Z", re.IGNORECASE
)
_CONVERSION = re.compile(r"\(\s*[-+±]?\d")

STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are aren't as at be because been before
    being below between both but by can cannot could did do does doing don't down during each few
    for from further had has have having he her here hers herself him himself his how i if in into
    is it its itself just let me more most my myself no nor not of off on once only or other ought
    our ours ourselves out over own same she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we were what
    when where which while who whom why will with would you your yours yourself yourselves also may
    might must shall within without via per upon whose
    """.split()
)
# Words that shape a question but carry none of what it asks about.
QUESTION_WORDS = frozenset(
    """
    what which who whom whose when where why how does do did is are was were can could should would
    will tell explain describe give list name please kind type use used using according purpose
    function mean means meaning define definition role happen happens called often much many
    """.split()
)


_local = threading.local()


def _stemmer() -> snowballstemmer.stemmer:
    """One stemmer per thread: a snowball stemmer keeps its word in itself, so threads must not share one
    (the HTTP service answers from many threads; sharing gave IndexError under load)."""
    stemmer = getattr(_local, "stemmer", None)
    if stemmer is None:
        stemmer = _local.stemmer = snowballstemmer.stemmer("english")
    return stemmer


def folded(text: str) -> str:
    """Whitespace collapsed and case folded: how two renderings of the same words (a quote, a heading, a gold
    answer) are compared."""
    return " ".join(text.split()).casefold()


# A year a question dates itself by ("before the 2022 rev", "since 2021", "per the 2019 manual").
_DATING_YEAR = re.compile(
    r"\b(?P<relation>before|after|since|until|till|prior\s+to|from|as\s+of|in|per|by)\s+(?:the\s+|an?\s+)?"
    r"(?P<year>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
_BEFORE = ("before", "until", "till", "prior")


def dating_years(question: str, as_of: date) -> list[str]:
    """The years ``question`` dates itself by that a question asked as of ``as_of`` agrees with ("before the 2022
    rev" as of 2021-11-30, "since 2021" as of 2023-02-01, "in 2022" as of 2022-05-10): the date filters stand for
    them. A year the date contradicts ("in 2022" asked as of 2020) is left for the passages to state."""
    agreed = []
    for found in _DATING_YEAR.finditer(question):
        relation, year = found.group("relation").lower(), int(found.group("year"))
        if relation.startswith(_BEFORE):
            agrees = as_of.year <= year
        elif relation in ("after", "since", "from"):
            agrees = as_of.year >= year
        else:
            agrees = as_of.year == year
        if agrees:
            agreed.append(str(year))
    return agreed


# A part number of figures: a base of three figures or more and a dash number ("3140-031"), or dash numbers on both
# sides of such a base ("2-1587-7", a brake assembly's; stranger's set 11). Not a chapter and page ("9-9"), an ATA
# reference ("32-42-41": no group of three figures) or a date ("2022-06-30").
_FIGURE_PART_NUMBER = re.compile(r"\d{3,}-\d{2,}|(?!\d{4}-\d\d-\d\d$)\d+(?:-\d+)*-\d{3,}(?:-\d+)+")


_DECIMAL_RANGE = re.compile(r"\d+[.,]\d+-\d+(?:[.,]\d+)?[a-z]{0,2}|\d+-\d+[.,]\d+[a-z]{0,2}", re.IGNORECASE)


def _is_range(token: str) -> bool:
    """Two figures of as many digits, the second the greater: "2200-2350", "1818-1835"."""
    parts = token.split("-")
    return len(parts) == 2 and len(parts[0]) == len(parts[1]) and int(parts[1]) > int(parts[0])


def identifiers(text: str) -> list[str]:
    """Lower-cased identifier tokens (with their dotted parts), in order of appearance."""
    found: list[str] = []
    for match in _TOKEN.finditer(text):
        token = match.group(0).strip("._-/")
        has_joiner = any(ch in token for ch in "_-./")
        mixed = any(ch.isdigit() for ch in token) and any(ch.isalpha() for ch in token)
        if not (has_joiner or mixed) or len(token) < 2:
            continue
        # a range of decimal values ("1.3-1.6x rated load", "0.45-0.60") designates nothing, nor do its pieces
        if _DECIMAL_RANGE.fullmatch(token):
            continue
        joined = has_joiner and not mixed and "_" not in token and "." not in token and "/" not in token
        # plain hyphenated words (cross-check, well-known) are ordinary prose, not identifiers; a part number of
        # figures (a base of three or more and a dash number: "3140-031") is one, a range ("2200-2350 rpm") none
        if joined and (not _FIGURE_PART_NUMBER.fullmatch(token) or _is_range(token)):
            continue
        token = token.lower()
        found.append(token)
        if "." in token:
            found.extend(part for part in token.split(".") if len(part) > 1 and ("_" in part or "-" in part))
    return found


# A designation of letters, then figures: the index holds it as printed ("F-105" as "f-105", "F105" as "f105")
_LETTERS_FIGURES = re.compile(r"([a-z]+)(-?)(\d[a-z0-9]*)")


def identifier_spellings(identifier: str) -> list[str]:
    """The other way a document may print ``identifier`` (lower case) when it is letters then figures: with a
    hyphen between them or without ("f105" is the fault table's "F-105"; stranger's set 22: "f105 on a dcx-120?"
    never found the table, its lexical terms held only "f105")."""
    found = _LETTERS_FIGURES.fullmatch(identifier)
    if not found:
        return []
    letters, hyphen, figures = found.groups()
    return [f"{letters}{figures}" if hyphen else f"{letters}-{figures}"]


# A serial number as printed: a few letters, then its figures ("KT2241000", "GX-2104500"), a short group of them
# perhaps set apart by a hyphen ("IR60-000401" is serial 60000401; stranger's set 15: six bulletin questions refused
# as naming what no passage mentions)
_SERIAL_PRINTED = r"([a-z]{0,4})-?((?:\d{1,3}-)?\d{4,})"
# A range of them a text states ("Serial numbers: KT2231000 to KT2234999", "s/n 51000-51899"): a serial at both ends
_SERIAL_RANGE = re.compile(
    rf"(?<![\w-]){_SERIAL_PRINTED}\s*(?:to|through|thru|[-\u2013\u2014])\s*{_SERIAL_PRINTED}(?!\w)", re.IGNORECASE
)
_SERIAL = re.compile(_SERIAL_PRINTED, re.IGNORECASE)
_SERIAL_FIGURES = 5  # with no letters, a serial has five figures at least: "2500" in "2000-3000 rpm" is none


def printed_serial(name: str) -> tuple[str, str] | None:
    """(letters, lower-cased; figures) of ``name`` read as a serial number as printed, or None."""
    found = _SERIAL.fullmatch(name)
    return (found.group(1).lower(), found.group(2).replace("-", "")) if found else None


def _read_serial(name: str) -> tuple[str, str] | None:
    """``printed_serial`` of ``name`` when it reads as a serial number: letters and figures, or five figures."""
    serial = printed_serial(name)
    return serial if serial is not None and (serial[0] or len(serial[1]) >= _SERIAL_FIGURES) else None


def is_serial(name: str) -> bool:
    """Whether ``name`` (lower case) reads as a serial number as printed: letters and figures, or five figures."""
    return _read_serial(name) is not None


def in_stated_range(identifier: str, text: str) -> bool:
    """Whether ``identifier`` is a serial number inside a range of them that ``text`` states, with the same letters
    and as many figures: a technician names the unit's own serial ("CX-45 KT2233310"), a bulletin the range it falls
    in ("KT2231000 to KT2234999"; stranger's set 12: six bulletin questions refused as naming what no passage
    mentions)."""
    serial = _read_serial(identifier)
    if serial is None:
        return False
    letters, figures = serial
    ranges = [(a, low.replace("-", ""), b, high.replace("-", "")) for a, low, b, high in _SERIAL_RANGE.findall(text)]
    return any(
        low_letters.lower() == letters
        and high_letters.lower() in ("", letters)
        and len(low) == len(high) == len(figures)
        and int(low) <= int(figures) <= int(high)
        for low_letters, low, high_letters, high in ranges
    )


_SHORT_TEMPERATURE = re.compile(r"\d{2,3}[cf]")


@lru_cache(maxsize=4096)
def identifier_pattern(identifier: str) -> str:
    """A regular expression finding a (lower-case) identifier however a document prints it: in a designation that
    mixes letters and figures the letter O and the digit 0 are one character (the FAA handbook prints the O-200
    engine as "0-200-A/B"), and a hyphen or space between letters and figures may be there or not ("100LL",
    "100 LL")."""
    mixed = any(ch.isdigit() for ch in identifier) and any(ch.isalpha() for ch in identifier)
    parts: list[str] = []
    previous = ""
    # a temperature written short ("over 40C", "@20C") is printed "40 °C" (eight right answers of the strangers' sets
    # refused as naming what no passage mentions); one figure before the letter is a designation ("the 3C")
    temperature = _SHORT_TEMPERATURE.fullmatch(identifier) is not None
    for ch in identifier:
        if ch in "- ":
            parts.append(r"[-\s]?")
        else:
            if previous.isalnum() and ch.isalnum() and previous.isdigit() != ch.isdigit():
                parts.append(r"\s?°?\s?" if temperature else r"[-\s]?")
            parts.append("[o0]" if mixed and ch in "o0" else re.escape(ch))
        previous = ch
    # a variant's letter suffix still names it ("0-200-A/B"); a further number makes another part ("65-1234-01"); a
    # number inside a decimal or a section number is not named ("5" in "5.2 Check-engine lamp blink codes"). A
    # designation of letters and figures is named without its maker's prefix: "1600T" is the "BS-1600T", "SB-031" the
    # "PCL-SB-031" (stranger's set 13: refused as named nowhere). So is a number led by a zero, which counts nothing
    # and so designates: "SB 031" names "ISK-SB-031" (stranger's set 15)
    designation = mixed or (identifier[:1] == "0" and identifier.isdigit() and len(identifier) > 1)
    before = r"(?:(?<![\w-])|(?<=[a-z]-))" if designation else r"(?<![\w-])"
    return rf"{before}(?<!\d[.,]){''.join(parts)}(?![\w])(?!-\d)(?![.,]\d)"


_CAPITALISED = re.compile(r"(?<![\w'’.-])[A-Z][a-z][\w'’-]*")


def proper_names(text: str) -> list[str]:
    """Capitalised words inside a sentence ("the Vargian and Lombard", "a Marvel-Schebler carburettor"), as written:
    what a question names. A sentence's first word and all-capital abbreviations (OAT, MP) are left out."""
    names = []
    for match in _CAPITALISED.finditer(text):
        before = text[: match.start()].rstrip()
        if before and before[-1] not in '.?!:;"(“':
            names.append(match.group(0))
    return names


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    """Stems are cached by word: stemming is pure Python, and answering stems the same passages' words question after
    question (it was 75 % of an ask's time, profiled on the demo corpus)."""
    return str(_stemmer().stemWord(word))


def content_terms(text: str) -> list[str]:
    """Stemmed words that carry meaning (no stop or question words), unique, in order."""
    stem = _stem
    seen: dict[str, None] = {}
    for match in _WORD.finditer(text):
        word = match.group(0).lower().replace("’", "'")
        if word.endswith("'s"):
            word = word[:-2]
        if word in STOPWORDS or word in QUESTION_WORDS or (len(word) < 2 and not word.isdigit()):
            continue
        seen.setdefault(stem(word), None)
    return list(seen)


def term_in(term: str, terms: AbstractSet[str]) -> bool:
    """A term matches the same stem, or a stem sharing a long prefix (cool/cooler, lubricant/lubric)."""
    if term in terms:
        return True
    if len(term) < 5 or term.isdigit():
        return False
    return any(len(other) >= 5 and (other.startswith(term) or term.startswith(other)) for other in terms)


_ROW_SEPARATORS = 2


def _in_row(text: str, at: int) -> bool:
    """Whether ``at`` is inside a table's row: its line holds a cell separator after a first cell. A row is read
    whole, its cells' sentences with it ("Code: E19 | Meaning: Suction motor thermal cut-out | Remedy: CT-500S only.
    Let the motor cool 20 min" was quoted to its first full stop, without the remedy; stranger's set 12)."""
    end = text.find("\n", at)
    line = text[text.rfind("\n", 0, at) + 1 : len(text) if end < 0 else end]
    # a row opens with a cell, labelled ("Header: cell | Header: cell", ``ingest.tables.labelled_row``) or one of
    # several; not with sentences, nor as a set in prose does: "For instance, the language {xx | x is any binary
    # string} can be solved" (SQuAD)
    first = line.find(" | ")
    cell = line[:first]
    return (
        first >= 0
        and (": " in cell or line.count(" | ") >= _ROW_SEPARATORS)
        and not _SENTENCE_END.search(line, 0, first)
    )


def _goes_on(text: str, cursor: int, end: re.Match[str]) -> bool:
    """Whether the sentence from ``cursor`` goes on past the full stop before ``end``: inside a table's row, on the
    row's line; or it ends an abbreviation, with no bracket or quote closed after it and no blank line; or it ends a
    figure's unit that a conversion in brackets follows ("0.25 in. (6.4 mm)")."""
    if end.group().count("\n") > 1:
        return False
    if end.group().strip():  # a bracket or quote closed after the full stop
        return False
    if _ENDS_IN_LEADER.search(text, max(cursor, end.start() - 12), end.start()):  # "Fuel filter ....... every 500 h"
        return True
    if "\n" not in end.group() and _in_row(text, end.start()):
        return True
    if _UNIT_ABBREVIATION.search(text, max(cursor, end.start() - 12), end.start()):
        return _CONVERSION.match(text, end.end()) is not None
    found = _ABBREVIATION.search(text, max(cursor, end.start() - 7), end.start())  # "approx." is the longest
    return found is not None and (found.group("number") is None or text[end.end() : end.end() + 1].isdigit())


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Sentence (start, end) offsets inside ``text[start:end]``, trimmed of surrounding whitespace."""
    end = len(text) if end is None else end
    spans = []
    cursor = start
    for match in _SENTENCE_END.finditer(text, start, end):
        if _goes_on(text, cursor, match):
            continue
        spans.extend(_leader_lines(text, cursor, match.start()))
        cursor = match.end()
    spans.extend(_leader_lines(text, cursor, end))
    trimmed = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            trimmed.append((s, e))
    return trimmed


# Figure/table references that open a sentence ("[Figure 6-6] This valve ...") are not part of an answer.
_LEADER = r"\.(?:[ \t]*\.){3,}"  # a dot leader: four or more dots, spaces between them allowed
_DOT_LEADER = re.compile(_LEADER)
# A dot leader's full stop ends no sentence: the entry goes on to its value. And each line holding a leader opens a
# sentence of its own, with the lines under it that hold none: a card's list of limits ("Grip force, nominal
# ........ 44 kN\nGrip force, minimum in service ........ 39.5 kN") was cut at its leaders, each value quoted with
# the next line's label ("44 kN\nGrip force, minimum in service ....", stranger's set 16).
_ENDS_IN_LEADER = re.compile(rf"{_LEADER}\s*\Z")  # also a leader the chunk's end cuts off (``is_navigation``)
_LEADER_LINE = re.compile(rf"^[^\n]*{_LEADER}", re.MULTILINE)


def _leader_lines(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``text[start:end]`` cut before each line holding a dot leader (but its first)."""
    cuts = [m.start() for m in _LEADER_LINE.finditer(text, start, end) if m.start() > start]
    bounds = [start, *cuts, end]
    return list(itertools.pairwise(bounds))


def without_dot_leaders(text: str) -> str:
    """What the embedder reads of a text: a dot leader (a table of contents' or index's ``Oil Systems ........ 6-2``)
    is one space. Each dot is a word piece: the demo corpus's sentences were 195k word pieces, 96k without them."""
    return _DOT_LEADER.sub(" ", text)


# A table of contents', an index's or a list of figures' entry: a title and a page reference ("Oil Systems ....
# 6-2", "Abrasion  10-3"). In the FAA handbook every TOC and index chunk has three or more dot leaders and no
# chapter chunk has any; a page list without leaders needs a navigation title and most lines ending in a page number.
_NAVIGATION_TITLE = re.compile(
    r"\b(?:table of contents|contents|index|list of (?:figures|tables|illustrations))\b", re.IGNORECASE
)
_PAGE_NUMBER = r"(?:[A-Z]?\d{1,3}(?:-\d{1,3})?|[ivxlc]{1,6})"  # "6-2", "A12", "xiv"
_ENDS_IN_PAGE = re.compile(rf"(?:\s{{2,}}|\t|\.\s*){_PAGE_NUMBER}\s*$")
# A dot leader leads an entry to its page references ("Oil Systems ........ 6-2", "Abrasion ..... 10-3, 10-5"), or is
# cut off by the chunk's end; not to a value in a unit ("Maximum mast height ....... 9.0 m", "Jaw pin nut M24 .......
# 220 Nm", "every 500 h"): a card's list of limits, torques or intervals is no navigation. Such lists were stored as
# navigation, never quoted, on strangers' sets 10, 12, 14, 16, 17 and 24; of the FAA handbook's 238 navigation chunks
# with dot leaders, every one still has three that lead to a page or are cut off.
_VALUE_UNIT = (
    r"(?:[.,]\d|(?i:\s*(?:%|°|x\b|(?:[kmcµ]?m|km/h|m/s|in(?:-lbs?)?|ft(?:-lbs?)?|lbf?|h|hrs?|s|sec|min|bar|psi|k?pa|mpa|"
    r"k?n|n\.?m|n·m|k?v|vac|vdc|k?w|m?a|hz|k|m?l|db|j|kg|g)(?![\w]))))"
)
_LEADS_TO_PAGE = re.compile(rf"{_LEADER}[ \t]*{_PAGE_NUMBER}\b(?:[ \t]*,[ \t]*{_PAGE_NUMBER}\b)*(?!{_VALUE_UNIT})")


_NAVIGATION_HEADING = re.compile(rf"\s*(?:{_NAVIGATION_TITLE.pattern})\s*", re.IGNORECASE)
# Lines under a heading that is a navigation title: a piece of a contents page or an index that the chunker cut off
# (two entries and a page number, "8\nP-15, ofv motor overtemp ..... 8\n...", were shown as a refusal's
# unconfirmed statement on the structured manuals)
_NAVIGATION_PIECE_LINES = 2
_NAVIGATION_LINES = 4


def is_navigation(text: str, heading: str = "") -> bool:
    """Whether a text is navigation (a table of contents, an index, a list of figures): searchable, but never
    quoted as an answer nor shown as a refusal's best passage."""
    if len(_LEADS_TO_PAGE.findall(text)) + bool(_ENDS_IN_LEADER.search(text)) >= 3:
        return True
    lines = [line for line in text.splitlines() if line.strip()]
    if _NAVIGATION_HEADING.fullmatch(heading):
        if len(lines) < _NAVIGATION_PIECE_LINES:
            return False
    elif len(lines) < _NAVIGATION_LINES or not _NAVIGATION_TITLE.search(f"{heading}\n{text[:200]}"):
        return False
    return sum(1 for line in lines if _ENDS_IN_PAGE.search(line)) >= 0.6 * len(lines)


# A contents table's row: its last cell a page reference, labelled as one or not ("6 Fault codes | 7", "Section: 7 |
# Title: Spare parts | Page: page 8"), or an entry with its dot leader ("2.2 Controls ........ | 3"). The strangers'
# PDFs lay contents out as tables from the ninth set on: about 800 rows were stored as table rows, and quoted ("3 Main
# components | 5" shown as a refusal's unconfirmed statement; set 23).
_PAGE_CELL = re.compile(
    rf"(?:(?:page|pg|p\.?)(?:\s*\d{{1,3}})?\s*:\s*)?(?:(?:page|pg|p\.?)\s*)?{_PAGE_NUMBER}",
    re.IGNORECASE,
)


def is_navigation_row(text: str, heading: str) -> bool:
    """Whether a table's row under ``heading`` (its nearest) is an entry of a table of contents, an index or a list of
    figures: never quoted as an answer nor shown as a refusal's best passage, as navigation pages are not."""
    if not _NAVIGATION_HEADING.fullmatch(heading):
        return False
    return bool(_DOT_LEADER.search(text)) or bool(_PAGE_CELL.fullmatch(text.rsplit("|", 1)[-1].strip()))


_LEADING_REFERENCE = re.compile(r"\[(?:Figure|Table|Fig\.)[^\]]{0,40}\]\s*")


_PARAGRAPH_BREAK = re.compile(rf"\n[ \t]*\n|{_RULE_LINE}")  # a blank line, or a rule across the page


def crosses_paragraph(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` holds a paragraph break (a blank line or a rule)."""
    return bool(_PARAGRAPH_BREAK.search(text, start, end))


def quote_sentences(text: str, min_chars: int = 40) -> list[tuple[int, int]]:
    """The sentences a quote is made of: a short one joined to the next in its paragraph ("Abradable strip. A strip
    of ..."), or, ending its paragraph, to the one before; a leading figure reference left out. A short paragraph
    (a heading line: "Fault codes") is a span of its own, never the opening of the next paragraph's sentence.
    Answerers and the gate split text the same way, so they share vectors."""
    spans: list[tuple[int, int]] = []
    pending: int | None = None
    sentences = sentence_spans(text)
    for i, (s, e) in enumerate(sentences):
        start = s if pending is None else pending
        pending = None
        last_of_paragraph = i + 1 == len(sentences) or crosses_paragraph(text, e, sentences[i + 1][0])
        if e - start >= min_chars:
            reference = _LEADING_REFERENCE.match(text, start)
            spans.append((reference.end() if reference and reference.end() < e else start, e))
        elif not last_of_paragraph:
            pending = start
        elif spans and not crosses_paragraph(text, spans[-1][1], start):
            spans[-1] = (spans[-1][0], e)  # a short tail joins its paragraph's sentence before it
        else:
            spans.append((start, e))
    return spans

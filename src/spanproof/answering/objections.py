"""Why a verified quote is not an answer, however well it scores: positive evidence the confirmed tier requires.

A quote that merely *mentions* what was asked is not an answer. Held out (issue 23), the answers confirmed wrongly
were mostly of these shapes, each a rule here:

* ``restates_question``: a title, heading or caption line that repeats the question's own terms ("Task 45-21:
  Maintenance Message E-34" for "what does E-34 indicate?"), or a sentence that adds nothing beyond them;
* ``identifier_not_near``: the question names a model, code or figure (O-235, E-34) that is on the page but not in
  the quote, its neighbouring sentences or its heading — the same value stated for another model;
* ``other_identifier``: the quote names another member of the family of an identifier the question names (E-21
  for E-22, the TR-40A and TR-42 for the TR-40) and not the one asked: its value is another's;
* ``type_missing``: the question asks for a kind of value (a temperature, a colour, a capacity, a time, a place)
  and the quote itself states none, or a table's row has no cell for the asked model or condition, or the quote
  counts other things than the question does (``counts_other``: "two concentric tubes" for how many probes), or
  the question asks why and the quote only prescribes or lists (``gives_no_reason``: "Use only non-foaming
  detergents" for why they are insisted on), or a value asked of a numbered step is on other steps of the quote
  (``asked_step_lines``);
* ``contrary_qualifier``: the question asks for one of two opposite values of a thing (the maximum, the inlet's,
  the wet weight, fully open, a dimension when new) and the quote states only the other ("Inlet pressure, min" for
  the maximum inlet pressure, "Dry weight" for the wet weight, the wear limit for a new part's length), or the value
  without a thing asked with it, or a condition's other figure ("Prime rating, 50 Hz" for the rating at 60 Hz), or
  leaves unsaid a condition the question sets in words (``unstated_condition``: "at half load", "in ECO mode",
  "with electric heat"), or says affirmatively what the question asks the opposite of (``contrary_polarity``: "This
  solves the problem of sorting" for what does *not* solve it, "connected graphs" for unconnected ones), or denies or
  forbids what an affirmative question asks about (``denied_asked``: "never won the national title" for the year he
  won it, "do not reset the cut-out" for how to reset it), or bounds every value of the asked kind the other way
  (``bound_of_asked_values``: "at least 5 mm" for the maximum clearance), or names what the question says it does
  not ask for (``names_not_asked``: "O-ring set for vaporiser mount block" for the block itself, not the o-rings):
  it answers the question beside the one asked;
* ``not_applicable``: the quote, or a sentence beside it, says it does not apply to a model or code the question
  names ("It does not apply to the standard ACF-12 fan.", "except the PX200-D"), or its document says so once for all
  its passages ("This bulletin does not apply to the WB-7S.", ``document_exclusions``), or the quote limits what it
  says to other models of its family ("for CX-18 and CX-26 only", ``limited_to_others``);
* ``noted_otherwise``: the quote is a table's row whose note mark points to a note giving the asked model its own
  value ("Propeller nut (1) | … | 90 EFI / 90 EFI CT: 75 Nm" under "(1) Corvina 90 EFI CT: 82 Nm.");
* ``other_dimension``: the question asks for a length of one dimension (a thickness, a diameter, a clearance) and
  the quote is a table's row giving another's ("Piston rod diameter, min" for the rod's chrome thickness);
* ``qualifier_unstated``: the question says which value of a measured kind it asks for with the word before the
  quantity ("full-flow" pressure, "overhaul" interval, "drain" flow) and neither the quote, nor its heading, nor a
  neighbouring sentence without a value of its own says it ("Rated outlet pressure is 3000 psi" for the full-flow
  pressure), or a part number's row names another part (``other_part``: "Clamp cylinder seal kit" for the bend
  cylinders' kit);
* ``other_step``: the question asks for a numbered step of a procedure ("step 3 of the E-41 task") and the quote is
  on other numbered steps ("2. Meaning of E-41: ..."), or what comes after an action and the quote ends on the line
  doing it, or is on numbered lines neither right after it nor stating a case of their own (``steps_elsewhere``);
* ``another_term_defined``: the question asks what a term is ("What is an annular combustor?") and the quote defines
  a longer term holding it ("Can-annular combustor. A combustor ..."): a kind of the thing, or another thing.

And one piece of positive evidence no word measure sees, ``states_asked``: the quote is the line a question about a
code, a procedure or a table asks for (what the code means, the numbered step asked, the asked model's value in a
row that with its headings states the rest of the question), however little its words share with the question's
("Meaning of E-33: …" for "what triggers E-33").

Pure functions over plain text: the extractive answerer uses them to prefer a candidate that could be confirmed, the
gate to refuse one that cannot (with the objection as the reason its unconfirmed statement gives).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from spanproof.analysis import (
    CONTINUED,
    content_terms,
    folded,
    identifier_pattern,
    in_stated_range,
    quote_sentences,
    sentence_spans,
    term_in,
)
from spanproof.answering.evidence import (
    CODE_WORD,
    STEP_ORDINAL,
    WHY,
    AnswerType,
    QuestionProfile,
    coded_figures,
    covered_terms,
    measurements,
    terms_of,
)
from spanproof.answering.verify import stated_numbers
from spanproof.types import Hit

_WORDS = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_SMALL_WORDS = frozenset("a an and as at by for from in into of on or the to with via vs".split())
# A title or heading line: short, no sentence-final punctuation, mostly capitalised words.
_TITLE_MAX_WORDS = 14
_TITLE_CAPITALISED = 0.6


@dataclass(frozen=True)
class Objection:
    # restates_question | identifier_not_near | other_identifier | not_applicable | other_step | noted_otherwise |
    # type_missing | contrary_qualifier | other_dimension | qualifier_unstated | another_term_defined
    rule: str
    reason: str  # for a person: why the statement is not confirmed


# A bulletin's applicability restated: the serial range a question's serial falls in, the models it is limited to
# ("Model: HB-7 | Serial numbers: 5200 to 7849" for "which kit does SB-HB-0412 call for on HB7 serial 7700";
# "This bulletin applies to QS-22 and QS-30 compressors with serial numbers QR3180200 to QR3182450 inclusive") says
# the document applies, not what it asks done (strangers' sets 4, 10, 15, 16).
_APPLICABILITY_WORDS = (
    "model models serial serials number numbers from to first last applies apply applicable inclusive bulletin unit"
    " units item details affected range data plate s/n sn"
)
_APPLICABILITY_ASKED = re.compile(
    r"\b(?:which|what)\s+(?:serials?|s/ns?|units?|models?|machines?|firmware|versions?)\b|\baffected\b|\bappl(?:y|ies|icab)"
    r"|\bcover(?:ed|s)?\b|\beffectiv|\brange\b|\beligib"
)
_SERIAL_FIGURES = re.compile(r"\d{4,}")
_SERIAL_TERM = re.compile(r"[a-z]{1,4}\d{4,}")
_MODEL_OR_SERIAL = re.compile(r"[a-z]{0,4}\d{0,3}[- ]?\d+")
_APPLICABILITY_STATED = re.compile(r"\bserial|\bs/n\b|\bappl(?:y|ies)\b", re.IGNORECASE)


def states_applicability(profile: QuestionProfile, quote: str, headings: Sequence[str] = ()) -> bool:
    """The quote states only which units its document applies to — models, and a serial range holding a serial the
    question names — when the question asks something else of it. ``headings`` hold the product the document
    declares too: "This bulletin applies to PB-100 and PB-160 press brakes with serial numbers BK1904200 to
    BK2011399." names no more than it (stranger's set 21)."""
    question = profile.text.lower()
    if _YES_NO.search(question) or _APPLICABILITY_ASKED.search(question):
        return False
    serials = [int(f) for f in _SERIAL_FIGURES.findall(question)]
    bounds = [int(f) for f in _SERIAL_FIGURES.findall(quote)]
    if not serials or len(bounds) < 2 or not any(min(bounds) <= s <= max(bounds) for s in serials):
        return False
    if not _APPLICABILITY_STATED.search(quote):
        return False
    known = set(profile.terms) | _applicability_terms() | set().union(*(terms_of(h) for h in headings))
    # besides those, only figures: model numbers and serials ("HB-7", "QR3182450", "IR60-000655"), no part number
    designations = stated_numbers(quote) - stated_numbers(profile.text)
    return all(t in known or t.isdigit() or _SERIAL_TERM.fullmatch(t) for t in terms_of(quote)) and all(
        _MODEL_OR_SERIAL.fullmatch(n.lower()) for n in designations
    )


@cache
def _applicability_terms() -> frozenset[str]:
    return frozenset(terms_of(_APPLICABILITY_WORDS))


def looks_like_title(quote: str, headings: Sequence[str] = ()) -> bool:
    """A heading, title or caption line rather than a statement: one of the passage's headings (or inside a short
    one), or a short line without sentence-final punctuation whose words are mostly capitalised ("Task 45-21:
    Maintenance Message E-34"), but for a table's row of named values."""
    text = " ".join(quote.split())
    if not text:
        return True
    if text[-1] in ".!?;,":  # a statement: a heading has no sentence-final punctuation (a text file's first line,
        return False  # taken as its title, may be a whole sentence)
    if _named_values(text):  # a table's row: it states values under its column names
        return False
    line = folded(text)
    if any(line == folded(h) or (line in folded(h) and len(h.split()) <= _TITLE_MAX_WORDS) for h in headings):
        return True
    words = [w for w in _WORDS.findall(text) if w.lower() not in _SMALL_WORDS]
    if not words or len(text.split()) > _TITLE_MAX_WORDS:
        return False
    return sum(1 for w in words if w[0].isupper()) >= _TITLE_CAPITALISED * len(words)


def adds_nothing(profile: QuestionProfile, quote: str, headings: Sequence[str] = ()) -> bool:
    """The quote states no term and no figure beyond the question's own and its headings' (a heading that holds the
    quote itself is a body line taken as a title — a text file's first line — and adds nothing known)."""
    said = folded(quote)
    known = set(profile.terms).union(*(terms_of(h) for h in headings if said not in folded(h)))
    new_terms = {t for t in terms_of(quote) if t not in known and not t.isdigit()}
    new_numbers = stated_numbers(quote) - stated_numbers(profile.text)
    return not new_terms and not new_numbers


def identifiers_absent(
    profile: QuestionProfile, context: str, headings: Sequence[str] = (), applies: str = "", ranges: str = ""
) -> list[str]:
    """The identifiers and figures the question names that ``context`` (the quote and its neighbouring sentences)
    and ``headings`` do not contain, however a document prints them. A model that ``applies`` names (the models the
    passage's document version declares it applies to, ``applies_to``) counts as named unless ``context`` names
    another member of its family: each passage of a service bulletin for the PX200-B speaks of it unnamed. So does a
    serial number in a range that ``context`` or ``ranges`` (the passages found on its page) states: a bulletin's
    steps speak of every unit in its serial ranges (``in_stated_range``)."""
    text = "\n".join([context, *headings]).lower()
    declared = declared_names(profile, context, applies) if applies else []
    return [
        n
        for n in profile.identifiers
        if not re.search(named_pattern(profile.text, n), text)
        and n not in declared
        and not in_stated_range(n, f"{context}\n{ranges}")
    ]


# A model the question writes as a word and a number apart ("BRS 37", "rtw 1800") is named by the designation a
# document prints of them ("BRS-37", "RTW-1800"; stranger's set 17: refused as never named).
_WORD_BEFORE = r"(?<![\w-])([a-z]{{2,}})\s+{}(?![\w.-])"
# ... and one it calls by the number alone ("on the smaller PolyJoin, the 250?", "for the 1800 wide labsafe") by a
# designation ending in the number ("PJ-250", "LS-1800"; stranger's set 25: refused as never named); a figure with a
# unit is a value ("the 250 bar")
_ARTICLE_BEFORE = r"(?<![\w-])(?:the|our|my)\s+{}(?![\w.-])"
_ENDING_DESIGNATION = r"(?<![\w-])[a-z]{{1,6}}-?{}(?![\w])(?!-\d)(?![.,]\d)"


@lru_cache(maxsize=1024)  # asked for each identifier of the question against every candidate quote
def named_pattern(question: str, name: str) -> str:
    """How a text names ``name``, an identifier of ``question``: as ``identifier_pattern`` finds it, or, for a
    number written after a word, as the designation of the two, and for one written after "the", as a designation
    ending in it."""
    pattern = identifier_pattern(name.lower())
    if name.isdigit() and re.search(_ARTICLE_BEFORE.format(name), question.lower()):
        if name in {figure for figure, _ in measurements(question)}:
            return pattern
        return f"{pattern}|{_ENDING_DESIGNATION.format(name)}"
    found = re.search(_WORD_BEFORE.format(re.escape(name.lower())), question.lower()) if name[:1].isdigit() else None
    return f"{pattern}|{identifier_pattern(f'{found.group(1)}-{name.lower()}')}" if found else pattern


def declared_names(profile: QuestionProfile, context: str, applies: str) -> list[str]:
    """The question's identifiers that a passage names by its version's declaration alone (``identifiers_absent``)."""
    return [
        n
        for n in profile.identifiers
        if _declared(n.lower(), named_pattern(profile.text, n), applies.lower(), context.lower())
    ]


def _declared(name: str, named: str, applies: str, context: str) -> bool:
    """Whether ``applies`` names the model ``name`` (lower case; ``named``: how a text names it) and ``context``
    names no other member of its family (a bulletin's number in its title, "SB PX200-29-014", is not in the context:
    only the quote's sentences are)."""
    if not re.search(named, applies):
        return False
    family = _family(name)
    return family is None or not any(not re.search(named, member) for member in re.findall(_member(family), context))


def applies_to(hit: Hit | None) -> str:
    """The models a passage's document version declares it applies to, as a text naming them ("PX200-B PX200-C"
    for product PX200 with variants B and C; a variant written in full, "TR-40A", as it is), or "" when none."""
    if hit is None or not hit.product:
        return ""
    product = hit.product
    squashed = re.sub(r"[\W_]", "", product.lower())
    return (
        " ".join(
            variant if re.sub(r"[\W_]", "", variant.lower()).startswith(squashed) else f"{product}-{variant}"
            for variant in hit.variants or []
        )
        or product
    )


# An identifier with a family: letters, then figures ("e-22", "tr-40", "px200-b"); the letters name the family. Or a
# part number of figures only, a dash number after a base of three figures or more ("3140-022", "3140-031"; stranger's
# set 8: the old switch's temperature limit confirmed for the improved one; "2-1587-5" for "2-1587-7", set 11): the
# base names the family.
_FAMILY = re.compile(r"([a-z]+)[-.]?\d(?:[\w-]|\.(?=\d))*|((?:\d+-)*\d{3,}-)\d+[a-z]?")


def _family(name: str) -> str | None:
    """The family of an identifier (lower case), if it has one."""
    match = _FAMILY.fullmatch(name)
    return (match.group(1) or match.group(2)) if match else None


def _families(profile: QuestionProfile) -> dict[str, list[str]]:
    """The families of the identifiers the question names, each with its members asked for. A model named by a
    capitalised word and a number ("the Centra 14", beside the Centra 14R and 16R) is of the word's family."""
    return _families_of(profile.text, profile.identifiers)


@lru_cache(maxsize=256)  # asked for every candidate quote of a question
def _families_of(text: str, identifiers: tuple[str, ...]) -> dict[str, list[str]]:
    asked: dict[str, list[str]] = {}
    for name in identifiers:
        family = _family(name)
        if family:
            asked.setdefault(family, []).append(name)
    for match in _SPACED_MODEL.finditer(text):
        word, number = match.group(1).lower(), match.group(2).lower()
        if number in identifiers and word not in _NOT_A_MODEL:
            asked.setdefault(f"{word} ", []).append(f"{word} {number}")
    return asked


def _prefixed_families(profile: QuestionProfile, quote: str) -> dict[str, list[str]]:
    """The families of the question's models named without their letters ("standby kva of the kg 150t", "rated
    current 640H"), read from the quote printing them with them ("KG-150T", "TMB-640H")."""
    found: dict[str, list[str]] = {}
    for name in profile.identifiers:
        if name[:1].isdigit() and _family(name) is None:
            # its letters after a hyphen too: a product's name before them ("RTW stretch wrapper-RTW-2000HD")
            printed = re.search(rf"(?<![a-z0-9])([a-z]+)-(?={identifier_pattern(name)})", quote.lower())
            if printed:
                found.setdefault(printed.group(1), []).append(name)
    # a model named by a word and a number, typed in lower case ("can chute capacity cresta 36"), that the quote
    # prints with its capital ("Cresta 36: - | Cresta 48: 40 cans"; stranger's set 24)
    for match in _TYPED_SPACED_MODEL.finditer(profile.text):
        word, number = match.group(1), match.group(2).lower()
        capitalised = rf"(?<![\w-]){word[0].upper()}(?i:{re.escape(word[1:])})\s+{re.escape(number)}(?![\w.-])"
        if number in profile.identifiers and word not in _NOT_A_MODEL and re.search(capitalised, quote):
            found.setdefault(f"{word} ", []).append(f"{word} {number}")
    return found


_SPACED_MODEL = re.compile(r"(?<![\w-])([A-Z][a-zA-Z]{2,})\s+(\d[\w-]*)(?![\w.-])")
_TYPED_SPACED_MODEL = re.compile(r"(?<![\w-])([a-z]{3,})\s+(\d[\w-]*)(?![\w.-])")
# words that a number follows without naming a model with it
_NOT_A_MODEL = frozenset(
    "step steps code codes page pages table figure fig chapter section item rev revision issue edition version "
    "note task part parts model series type class grade size zone stage phase level number no nr qty alarm alm err "
    "error fault flt msg message bite dtc sb sil ata firmware fw".split()
)


def _member(family: str) -> str:
    """Any member of ``family``, as written in lower-cased text."""
    return rf"(?<![\w-]){re.escape(family)}[-.]?\d(?:[\w-]|\.(?=\d))*"


def _asked_members(profile: QuestionProfile, applies: str = "") -> str:
    return " or ".join(n.upper() if n in profile.identifiers else n.title() for n in _asked_names(profile, applies))


def _asked_names(profile: QuestionProfile, applies: str = "") -> list[str]:
    return [n for names in _asked_families(profile, applies).values() for n in names]


def _asked_families(profile: QuestionProfile, applies: str) -> dict[str, list[str]]:
    """The question's families (``_families``), and those of its models named without their letters ("for the
    2000HD") as the models its passage's document declares print them ("RTW-1500 RTW-1800 RTW-2000HD": ``applies``;
    stranger's set 17: an option "available for RTW-1500 and RTW-1800 only" confirmed for the 2000HD)."""
    return {**_prefixed_families(profile, applies), **_families(profile)} if applies else _families(profile)


def other_identifiers(profile: QuestionProfile, quote: str, applies: str = "") -> list[str]:
    """Identifiers that a sentence of the quote names, sharing a family (the same letters before the figures) with
    an identifier of the question, in a sentence that names none of that family's asked members: that sentence
    speaks of another model or code ("Meaning of E-21: ..." for E-22), even when a sentence beside it names the
    one asked. Empty when every sentence names the asked one or no member of its family."""
    asked = _asked_families(profile, applies)
    others: list[str] = []
    for a, b in quote_sentences(quote, 0) or [(0, len(quote))]:
        sentence = quote[a:b].lower()
        for family, names in asked.items():
            if not any(re.search(identifier_pattern(n), sentence) for n in names):
                others += [f.rstrip("-").upper() for f in re.findall(_member(family), sentence)]
    return list(dict.fromkeys(others))


def other_variant(profile: QuestionProfile, quote: str) -> list[str]:
    """Models of the family of the variant the caller's filters ask about that a sentence of the quote names, in a
    sentence that does not name the variant, when the question names no model of that family itself: "Item: Shock
    mount nut torque | Model: VPC-80 | … | New value: 45 Nm" asked of "this machine", a VPC-100R (stranger's set 27)."""
    variant = (profile.variant or "").lower()
    family = _family(variant)
    if family is None or family in _families(profile):
        return []
    # its siblings print what it prints up to its last separator ("VPC-" of VPC-100R, "VL6M-" of VL6M-370) and end
    # there: not a part number ("VL-21877-B", "VPC-100-2231") or a file ("TL421.BIN")
    prefix = re.sub(r"[a-z0-9]+$", "", variant)
    if not prefix:
        return []  # a variant printed without a separator has no siblings to tell by print
    sibling = re.compile(rf"(?<![\w.-]){re.escape(prefix)}[a-z0-9]+(?![\w.-])")
    named = identifier_pattern(variant)
    others: list[str] = []
    for a, b in quote_sentences(quote, 0) or [(0, len(quote))]:
        sentence = quote[a:b].lower()
        if not re.search(named, sentence):
            others += [m.upper() for m in sibling.findall(sentence) if any(ch.isdigit() for ch in m)]
    return list(dict.fromkeys(others))


_CELLS = re.compile(r"\s*\|\s*")


def _named_values(text: str) -> bool:
    """A table's row as the ingest reads it, each cell named by its column: "Item: Gland nut | LG-7N: 650 lbf.in"."""
    cells = _CELLS.split(text.strip())
    return len(cells) > 1 and all(":" in cell for cell in cells)


_NO_VALUE = frozenset(("", "-", "–", "—", "n/a", "na", "none", "not applicable"))
# a cell's note mark after its value: "— (c)", "n/a ¹" state no value either (the note may; stranger's set 5)
_CELL_NOTE_MARK = re.compile(r"\s*(?:\((?:\d{1,2}|[a-z])\)|\d{1,2}\)|[¹²³⁴⁵⁶⁷⁸⁹*†‡]+)\s*$")


def _no_value(value: str) -> bool:
    """Whether a table's cell states no value: empty, a dash, "n/a", with or without a note mark."""
    return _CELL_NOTE_MARK.sub("", value).strip().lower() in _NO_VALUE


def _value_restates(profile: QuestionProfile, value: str) -> bool:
    """Whether the asked model's cell holds nothing but the question's own words, asked something else of it ("who
    makes the soft starter on the PM-420S, what brand" for "PM-420S: Soft starter"; stranger's set 22). Asked
    whether it is so, the cell answers."""
    said = {t for t in terms_of(_CELL_NOTE_MARK.sub("", value)) if not t.isdigit()}  # "P.01: 3" is a setting
    asked = set(profile.terms)
    return (
        bool(said)
        and said <= asked
        and not stated_numbers(value) - stated_numbers(profile.text)
        and not _asks_whether(profile.text.lower())
    )


def asked_cells(profile: QuestionProfile, quote: str) -> tuple[str, str | None]:
    """A table row whose cells are labelled by members of the family of an identifier the question names ("Item:
    Cooling fan | TR-40: AL-3301-01 | TR-40A: - | TR-42: -"), read for the one asked: the row without the other
    members' cells, and the asked member's own value ("-" here), or None when no cell is labelled by it. Any other
    quote comes back as it is. A cell's value ends with its line: a note the quote goes on with after the row is no
    part of the last cell ("OZG-40: n/a\n(f) Tube assemblies are supplied with the fuse clip fitted."; stranger's
    set 26)."""
    if "|" not in quote:
        return quote, None
    families = {**_families(profile), **_prefixed_families(profile, quote)}
    cells = [(cell, *cell.partition(":")[::2]) for cell in _CELLS.split(quote.strip())]
    # labelled by a member: "TR-40", or "KX-9 cabin altitude" (a column named by the model and the quantity)
    members = [_is_member_label(label, families) for _, label, _ in cells]
    labels = [label for (_, label, _), member in zip(cells, members, strict=True) if member]
    spaced = _spaced_asked(profile, families, labels)
    kept, value = [], None
    for (cell, label, rest), member in zip(cells, members, strict=True):
        folded_label = label.strip().lower()
        if not member:
            kept.append(cell)
        elif member[0] in spaced:
            if spaced[member[0]] in _label_models(folded_label, member[0]):
                kept.append(cell)
                value = _cell_value(rest)
            elif value is None:
                value = ""  # the row gives models of the family, none of them the one asked (so far)
        elif any(re.search(identifier_pattern(n), folded_label) for n in profile.identifiers):
            kept.append(cell)
            value = _cell_value(rest)
    if value is None:
        return _condition_cells(profile.text, cells) or (" | ".join(kept), value)
    return " | ".join(kept), value


def _cell_value(rest: str) -> str:
    """A cell's value: what follows its label, to the end of its line."""
    return rest.strip().split("\n", 1)[0].strip()


# The units a condition is set in (a frequency, a voltage, a pressure, a speed, a temperature), and a figure in one of
# them anywhere in a question: "battery connector colour on the 80 V trucks"
_CONDITION_UNIT = r"hz|v|vac|vdc|kv|bar|psi|kpa|mpa|rpm|°c|°f|deg\s*[cf]"
_FIGURE_AND_UNIT = re.compile(rf"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*({_CONDITION_UNIT})(?![\w/])", re.IGNORECASE)


def _condition_cells(question: str, cells: Sequence[tuple[str, str, str]]) -> tuple[str, str] | None:
    """A row whose cells are labelled by the figures of a condition in one unit ("Item: Battery connector | 48 V
    trucks (EFX-16, EFX-20): SB350, grey housing | 80 V trucks (EFX-25, EFX-30): SB350"), read for the figure the
    question sets ("on the 80 V trucks"): the row without the other figures' cells, and the asked one's value;
    None when the row is not labelled so."""
    for figure, unit in _FIGURE_AND_UNIT.findall(question):
        pattern = rf"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*{re.escape(unit.lower())}(?![\w/])"
        figures = [re.findall(pattern, label.lower()) for _, label, _ in cells]
        if sum(1 for f in figures if f) < 2:  # one cell so labelled is no table by condition
            continue
        kept = [cell for (cell, _, _), f in zip(cells, figures, strict=True) if not f or figure in f]
        value = next((rest for (_, _, rest), f in zip(cells, figures, strict=True) if figure in f), "")
        return " | ".join(kept), value.strip()
    return None


def _is_member_label(label: str, families: Iterable[str]) -> list[str]:
    """The families of which a cell's label names a member."""
    return [f for f in families if re.match(rf"{_member(f)}(?:\s|$)", label.strip().lower())]


def _spaced_asked(
    profile: QuestionProfile, families: dict[str, list[str]], labels: Sequence[str]
) -> dict[str, frozenset[str]]:
    """For each family of models named by a word and a number ("Atlas 20", "Corvina 60 EFI CT"), the words naming
    the model asked: the word, the number, and the words after it that label some cell of the row ("EFI", "CT"; not
    "efficiency")."""
    labelled = {w for label in labels for w in _model_words(label)}
    asked: dict[str, frozenset[str]] = {}
    for family, names in families.items():
        if not family.endswith(" "):
            continue
        after = re.search(rf"{re.escape(names[0])}((?:\s+[a-z0-9]+)*)", profile.text.lower())
        words = _model_words(after.group(1)) if after else []
        suffix = list(itertools.takewhile(lambda w: w in labelled, words))
        asked[family] = frozenset([*_model_words(names[0]), *suffix])
    return asked


def _label_models(label: str, family: str) -> list[frozenset[str]]:
    """The models a cell's label names, each by its words: "corvina 90 efi / 90 efi ct" names the Corvina 90 EFI and
    the Corvina 90 EFI CT."""
    models = []
    for part in re.split(r"\s*(?:/|,|\band\b)\s*", label):
        words = _model_words(part)
        if words:
            models.append(frozenset(words if words[0] == family.strip() else [family.strip(), *words]))
    return models


def _model_words(text: str) -> list[str]:
    """A model name's words, letters apart from figures as however it is printed: "4000HD" and "4000 HD" alike."""
    return re.findall(r"[a-z]+|\d+", text.lower())


# The dimensions a length is given for, each with the words (and technicians' short forms) that name it: lengths of
# different dimensions share their units, so the kind of value asked cannot tell them apart.
_DIMENSIONS = (
    ("thickness", r"\bthick(?:ness)?\b"),
    ("diameter", r"\bdia(?:m|meters?)?\b"),
    ("length", r"\blength\b"),
    # ... asked by its adjective too ("how deep is the LM-220 wet well" for "Wet well inner diameter"; stranger's
    # set 28)
    ("width", r"\bwidth\b|\bhow\s+wide\b"),
    ("depth", r"\bdepth\b|\bhow\s+deep\b"),
    ("height", r"\bheight\b|\bhow\s+(?:high|tall)\b"),
    ("clearance", r"\bclearances?\b"),
    ("runout", r"\brun-?out\b"),
    ("play", r"\b(?:end|radial|axial) play\b"),
    ("undercut", r"\bundercut\b"),
    ("gap", r"\bgaps?\b"),
    ("stroke", r"\bstroke\b"),
)


def _named_dimensions(text: str) -> list[str]:
    said = folded(text)
    return [name for name, words in _DIMENSIONS if re.search(words, said)]


def other_dimension(question: str, quote: str, headings: Sequence[str] = ()) -> tuple[str, str] | None:
    """(asked, stated) when the question asks for a length of one dimension ("piston rod chrome thickness") and the
    quote is a table's row that names the length of another ("Item: Piston rod diameter, min | LG-7M: 1.2480 in"),
    or names none under a table whose title does ("Mating parts: Pilot valve plunger to drive gear bore | New, min:
    0.0004" in "Table 2. Fits and clearances"): a row names its quantity, so one naming another answers the question
    beside the one asked. Prose is left alone (it may give a dimension without naming it)."""
    if not _named_values(quote):
        return None
    asked = _named_dimensions(question)
    stated = _named_dimensions(quote) or _named_dimensions(" ".join(headings))
    if asked and stated and not set(asked) & set(stated):
        return asked[0], stated[0]
    return None


# What a question counts ("how many capacitance probes"), and a figure or number word with the words after it.
_COUNT_WORDS = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|single|dual|twin|double|triple|pair|"
    r"several|multiple|both|few|many"
)
_HOW_MANY = re.compile(r"\bhow many\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)", re.IGNORECASE)
# A whole number ("6", "30,000", "two"), and what follows it: up to three words, or none ("an army of 30,000.")
_COUNTING = re.compile(
    rf"(?<![\w.,])(?:\d{{1,3}}(?:,\d{{3}})+|\d+|{_COUNT_WORDS})(?![\w.,]*\d)"
    r"(?=([\s-]+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)?)",
    re.IGNORECASE,
)


def counts_other(question: str, quote: str) -> str | None:
    """What the question counts, when ``quote`` gives numbers but none of them counts it: "how many capacitance probes
    are in a typical wing tank" is not answered by "two concentric tubes" (stranger's set 7). A number counts what
    one of the three words after it names ("6 vanes", "four-cylinder", "two magnetos of the same type"); one with no
    word after it, or "of", may count anything (SQuAD's "an army of 30,000"). "How many times" is answered by "twice"
    alone."""
    asked = _HOW_MANY.search(question)
    if asked is None:
        return None
    counted = [t for t in content_terms(asked.group(1)) if t != "time"]
    numbers = _COUNTING.findall(quote)
    if not counted or not numbers:
        return None
    # a number with no word after it, or "of" ("an army of 30,000", "about 50,000 of them") may count anything
    if any(not words.strip() or words.split()[0].lower() == "of" for words in numbers):
        return None
    if any(term_in(t, terms_of(words)) for words in numbers for t in counted):
        return None
    return " ".join(w for w in asked.group(1).split() if content_terms(w))


# Qualifiers that choose one of two opposite values of the same thing, each with the words that say it.
# ... a limit said as what not to go beyond too ("Do not set above 30 min", the highest a setting may be; stranger's
# set 6)
_MAXIMUM = (
    "maximum",
    r"\bmax(?:imum|imal)?\b|\bupper limit\b|\bnot (?:to )?exceed|\bno more than\b|\bat most\b|\bhighest\b|"
    r"\bnot (?:\w+ )?(?:above|over|higher than|more than)\b|\bup to\b",
)
# ... the smallest a thing may be too ("smallest dough piece the DS-640 can handle" for "Maximum dough piece";
# stranger's set 20)
_MINIMUM = (
    "minimum",
    r"\bmin(?:imum|imal)?\b|\blower limit\b|\bno less than\b|\bat least\b|\blowest\b|\bsmallest\b|"
    r"\bnot (?:\w+ )?(?:below|under|lower than|less than)\b",
)
# the value a setting or a quantity has unless changed, or usually: neither of its limits ("max value for the work
# light delay" is not "Default: 10 min"; stranger's set 6)
_USUAL = ("default or nominal value", r"\bdefault\b|\bnominal\b|\btypical(?:ly)?\b|\bfactory setting\b")
_CONTRARIES = (
    (_MAXIMUM, _MINIMUM),
    (_MAXIMUM, _USUAL),
    (_MINIMUM, _USUAL),
    (("inlet", r"\binlets?\b"), ("outlet", r"\boutlets?\b")),
    (("intake", r"\bintakes?\b"), ("exhaust", r"\bexhausts?\b")),
    (("input", r"\binputs?\b"), ("output", r"\boutputs?\b")),
    (("supply", r"\bsupply\b"), ("return", r"\breturn\b")),
    (("upstream", r"\bupstream\b"), ("downstream", r"\bdownstream\b")),
    (("entering", r"\benter(?:ing|s)?\b"), ("leaving", r"\bleav(?:ing|es)\b")),  # a chiller's water temperatures
    (("fresh water", r"\bfresh\s*water\b"), ("salt water", r"\bsalt\s*water\b|\bsea\s*water\b")),
    (("inboard", r"\binboard\b"), ("outboard", r"\boutboard\b")),
    # a pump, a motor or an engine running or not ("feather test pass time with the pump running" is not "... with the
    # pump switched off"; stranger's set 7)
    (
        ("running", r"\brunning\b|\b(?:switched|turned) on\b|\benergi[sz]ed\b"),
        (
            "stopped",
            r"\b(?:switched|turned|shut) off\b|\bshut ?down\b|\bstopped\b|\bnot running\b|\bde-?energi[sz]ed\b",
        ),
    ),
    (("upper", r"\bupper\b"), ("lower", r"\blower\b")),
    # amounts and changes, in prose as in manuals ("In what city can few signs remain" for "Numerous signs of Huguenot
    # presence can still be seen"; SQuAD 2.0)
    (("few", r"\bfew(?:er|est)?\b"), ("many", r"\bmany\b|\bnumerous\b")),
    # a change one way or the other ("By how much did the price of tar fall" for "The price of tar tripled";
    # stranger-prose-1)
    (
        (
            "increase",
            r"\bincreas(?:e|es|ed|ing)\b|\b(?:rise|rises|rose|risen|rising|grew|grow|grows|growing|grown)\b"
            r"|\brais(?:e|es|ed|ing)\b|\b(?:doubl|tripl|quadrupl)(?:e|es|ed|ing)\b",
        ),
        (
            "decrease",
            r"\bdecreas(?:e|es|ed|ing)\b|\b(?:fall|falls|fell|fallen|falling|shrank|shrunk|shrink|shrinks)\b"
            r"|\bdrop(?:s|ped|ping)?\b|\bdeclin(?:e|es|ed|ing)\b|\bcut(?:s|ting)?\b|\bhalv(?:e|es|ed|ing)\b",
        ),
    ),
    # one of two ends of a comparison or an order ("How much higher were Tavair's fares" for "a third lower";
    # "Which was the last canal to adopt a steam tug" for "the first to be used on any canal"; stranger-prose-1)
    (("higher", r"\bhigher\b|\bmore expensive\b|\bcostlier\b"), ("lower", r"\blower\b|\bcheaper\b")),
    (("larger", r"\b(?:larg|bigg)(?:er|est)\b"), ("smaller", r"\bsmall(?:er|est)\b")),
    (("heavier", r"\bheav(?:ier|iest)\b"), ("lighter", r"\blight(?:er|est)\b")),
    (("first", r"\bthe first\b|\bfirst to\b"), ("last", r"\bthe last\b|\blast to\b")),
    (("accepted", r"\baccept(?:s|ed|ing)?\b|\bapprov(?:e|es|ed|ing)\b"), ("rejected", r"\breject(?:s|ed|ing)?\b")),
    (("dry", r"\bdry\b"), ("wet", r"\bwet\b")),
    # an engine's or an oil's state a value is given in ("valve clearance spec with the engine hot" for "Adjust valve
    # clearances (engine cold): intake 0.30 mm"; stranger's set 7)
    (("hot", r"\bhot\b|\bwarm\b"), ("cold", r"\bcold\b")),
    (("major", r"\bmajor\b"), ("minor", r"\bminor\b")),  # repairs and alterations
    # a part's grade ("heavy-duty facing blade part number" for "Facing blade, standard (set of 2)"; stranger's set 25)
    (("standard", r"\bstandard\b"), ("heavy-duty", r"\bheavy[- ]?duty\b")),
    # by when a bulletin is to be done, not how long the work takes ("deadline for doing the chain upgrade" for "Labour
    # time allowed | RTW-2000HD: 2.0 h"; stranger's set 17)
    (
        ("deadline", r"\bdeadlines?\b|\bby when\b|\bcomplian(?:ce|t)\b"),
        ("labour time", r"\blabou?r\b|\bman[- ]?hours?\b"),
    ),
    (("primary", r"\bprimary\b"), ("secondary", r"\bsecondary\b")),
    (
        ("open position", r"\b(?:fully|full|wide) open\b|\bopen position\b"),
        ("closed position", r"\b(?:fully|full) closed?\b|\bclosed position\b"),
    ),
    # a vehicle's or a machine's state a value is given in ("max rim force when testing on a loaded wagon" for a test
    # headed "wagon empty"; "max wind speed ... with the boom folded" for "The boom must not be unfolded at wind speeds
    # above 60 km/h"; stranger's set 15)
    (("loaded", r"\b(?:loaded|laden|fully loaded)\b"), ("empty", r"\bempty\b|\bunladen\b|\bunloaded\b")),
    # an engine's or a pump's speed a value is given at ("pressure at idle with the 045 nozzle" for "Pressure at full
    # throttle: 200 bar"; stranger's set 18)
    (
        ("idle", r"\bidl(?:e|ing)\b"),
        ("full throttle", r"\bfull[ -](?:throttle|load|speed|power)\b|\brated (?:speed|load)\b"),
    ),
    # a machine at work or idle ("SP-20 noise level at 1 m while it's actually welding" for a row noted "Idle press
    # with the enclosure closed"; stranger's set 28)
    (
        ("machine at work", r"\bwhile\s+(?:it(?:'s|\s+is)\s+)?(?:actually\s+)?(?!idl)[a-z]+ing\b|\bin\s+operation\b"),
        ("machine idle", r"\bidl(?:e|ing)\b|\bon\s+standby\b"),
    ),
    (
        ("folded", r"(?<!not )\b(?:folded|stowed)\b"),
        ("unfolded", r"\bunfolded\b|\bdeployed\b|\bnot (?:folded|stowed)\b"),
    ),
)
# A part's wearing dimension is given twice, new and at its wear (service) limit, in a manual's fits and clearances:
# asked for one, the other is another value. Only for a dimension asked: "a new bolt's torque" asks no state of
# wear, and its "max" is the torque's own.
_WEAR = (
    ("value when new", r"\bnew\b|\bunworn\b"),
    (
        "wear or service limit",
        r"\bwear limits?\b|\bservice(?:able)? limits?\b|\bworn\b|\breject|\bmax(?:imum)?\b|\bmin(?:imum)?\b",
    ),
)
_WEARING_DIMENSION = re.compile(
    r"\b(?:length|play|clearance|diameter|thickness|width|depth|gap|runout|backlash|end ?float|wear)s?\b"
    r"|\bhow (?:long|thick|wide|deep) (?:is|are)\b"
)
_MINUTES = re.compile(r"(\d)\s*min\b")  # "30 min" is minutes, not a minimum
# What a question says it does not ask, after a bracket, comma or dash: "new brush length (not the wear limit)".
_NOT_ASKED = re.compile(r"[(,;\u2013\u2014-]\s*not (?!(?:to )?exceed)(?:the |a |an )?[^),;]*\)?")


@lru_cache(maxsize=256)
def _contrary_question(question: str) -> str:
    """The question as a contrary is read in it: lower-cased, "30 min" as minutes, what it says it does not ask left
    out (``_NOT_ASKED``)."""
    return _NOT_ASKED.sub(" ", _MINUTES.sub(r"\1 minutes", question.lower()))


def _contrary(question: str, quote: str) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """((asked, its pattern), (stated, its pattern)) for ``contrary_qualifier``."""
    q, said = _contrary_question(question), _MINUTES.sub(r"\1 minutes", quote.lower())
    pairs = (*_CONTRARIES, _WEAR) if _WEARING_DIMENSION.search(q) else _CONTRARIES
    for one, other in pairs:
        for (asked, a), (stated, b) in ((one, other), (other, one)):
            if re.search(a, q) and not re.search(b, q) and re.search(b, said) and not re.search(a, said):
                return (asked, a), (stated, b)
    return None


@lru_cache(maxsize=256)
def _asks_contrary(question: str) -> bool:
    """Whether the question says one side of a pair of ``_CONTRARIES`` (or of ``_WEAR``) at all."""
    q = _contrary_question(question)
    return any(re.search(words, q) for pair in (*_CONTRARIES, _WEAR) for _, words in pair)


def contrary_qualifier(question: str, quote: str, headings: Sequence[str] = ()) -> tuple[str, str] | None:
    """(asked, stated) when the question asks for one of two opposite values and the quote states only the other,
    or states neither and its headings only the other: a test headed "(wagon empty, air brake released)" gives its
    force with the wagon empty."""
    found = _contrary(question, quote)
    if found is None and headings and _asks_contrary(question):
        found = _contrary(question, "\n".join(headings))
        said = quote.lower()
        if found is not None and (re.search(found[0][1], said) or re.search(found[1][1], said)):
            found = None
    return (found[0][0], found[1][0]) if found else None


# Where the words bounding a value begin: the clause it is stated in ("Each block must then stand clear of its wheel
# tread by at least 5 mm")
_CLAUSE_START = re.compile(r"[;!?\n|]|\.\s|,\s+(?:and|but|or)\s")
_BOUND_REACH = 40  # characters before a value that may bound it


def _bound_asked(question: str) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """(the bound asked, the other), each its name and pattern, when the question asks for a maximum or a minimum
    and not both."""
    q = _contrary_question(question)
    asked = [side for side in (_MAXIMUM, _MINIMUM) if re.search(side[1], q)]
    if len(asked) != 1:
        return None
    return asked[0], _MINIMUM if asked[0] is _MAXIMUM else _MAXIMUM


def bound_of_asked_values(profile: QuestionProfile, quote: str) -> tuple[str, str] | None:
    """(asked, stated) when the question asks for a measured value's maximum or minimum and every value of that kind
    the quote states is bounded the other way in its own clause: "max clearance between brake block and wheel" is
    not "stand clear of its wheel tread by at least 5 mm", though the quote's "max. 350 N" bounds a force (stranger's
    set 15)."""
    expected = profile.answer_type
    if expected is None or not expected.measured:
        return None
    bounds_asked = _bound_asked(profile.text)
    if bounds_asked is None:
        return None
    (name, words), (other, other_words) = bounds_asked
    said = _MINUTES.sub(r"\1 minutes", quote.lower())
    bounds = []
    for value in expected.evidence.finditer(said):
        before = said[max(0, value.start() - _BOUND_REACH) : value.start()]
        clause = before[max((m.end() for m in _CLAUSE_START.finditer(before)), default=0) :]
        if re.search(words, clause):
            return None
        bounds.append(bool(re.search(other_words, clause)))
    return (name, other) if bounds and all(bounds) else None


def unstated_bound(question: str, quote: str) -> tuple[str, str] | None:
    """(asked, stated) when a table's row labels its cells by bound and the asked one's cell states no value while
    the other's does: "Minimum: - | Setpoint: - | Maximum: 800 µS/cm" for the minimum conductivity of the inlet
    water (stranger's set 17)."""
    bounds_asked = _bound_asked(question) if "|" in quote else None
    if bounds_asked is None:
        return None
    (name, words), (other, other_words) = bounds_asked
    cells = [cell.partition(":") for cell in _CELLS.split(quote.strip())]
    mine = [value for label, colon, value in cells if colon and re.search(words, label.lower())]
    theirs = [value for label, colon, value in cells if colon and re.search(other_words, label.lower())]
    if mine and all(map(_no_value, mine)) and not all(map(_no_value, theirs)):
        return name, other
    return None


def names_not_asked(profile: QuestionProfile, quote: str) -> str | None:
    """What a question asking for a part number says it does not ask for ("the vaporiser mount block itself (not the
    o-rings)"), when the quote names it: the number there is that thing's ("O-ring set for vaporiser mount block";
    stranger's set 16)."""
    if profile.answer_type is None or profile.answer_type.name != "part number":
        return None
    said = terms_of(quote)
    for excluded in _NOT_ASKED.finditer(profile.text.lower()):
        terms = content_terms(excluded.group(0))
        if terms and all(term_in(t, said) for t in terms):
            return " ".join(excluded.group(0).strip("(),;-\u2013\u2014 ").split()[1:])
    return None


def other_part(profile: QuestionProfile, quote: str) -> str | None:
    """How a quote's row names another part than the one whose number a question asks for: it does not name the
    thing asked which of ("which kit do i order for the encoder coupling fix" for "Encoder coupling, bellows type"),
    or the part asked is qualified by a word the row does not say and the row qualifies it otherwise ("seal kit for
    the twin bend cylinders" for "Clamp cylinder seal kit"; stranger's set 16)."""
    if profile.answer_type is None or profile.answer_type.name != "part number":
        return None
    said = terms_of(quote)
    asking = kind_terms(profile)  # "part number", "p/n": how the number is asked, not which part
    thing = _thing_asked(profile.text)
    if thing and thing[1] not in asking and not term_in(thing[1], said):
        return f"names no {thing[0]}, the thing asked"
    for qualifier, head, asked in _qualified_words(profile.text):
        # a participle is said of the part, not its kind: "which p/n superseded capacitor CIS-5512-02"
        if asked.split()[0].endswith("ed") or qualifier in asking or head in asking:
            continue
        if term_in(qualifier, said) or not term_in(head, said):
            continue
        # another qualifier, not the asked one written out ("temp sensor" is the "Water temperature sensor")
        other = [
            written
            for q, h, written in _qualified_words(quote)
            if h == head and q not in profile.terms and not q.startswith(qualifier)
        ]
        if other:
            return f"names another part ({other[0]}), not the one asked"
    return None


# a count, no kind of part ("one fan speed controller"); unlike ``_COUNT_WORDS``, "twin", "dual" or "single" name one
_COUNTING_WORDS = frozenset("one two three four five six seven eight nine ten each every".split())
_WORD_PAIR = re.compile(r"(?=\b([A-Za-z]\w*)[ -]([A-Za-z]\w*)\b)")


@lru_cache(maxsize=4096)
def _qualified_words(text: str) -> tuple[tuple[str, str, str], ...]:
    """Each two content words written next to each other, "bend cylinders": (qualifier, head) as stems, and the two
    words as written. A word in capitals or with figures is a name ("KR compressor"), not a kind: no qualifier.
    Cached: the question's are read against each candidate row, and a row again for each of its pairs."""
    pairs = []
    for a, b in _WORD_PAIR.findall(text):
        q, h = content_terms(a), content_terms(b)
        if q and h and not (a.isupper() or any(ch.isdigit() for ch in a) or a.lower() in _COUNTING_WORDS):
            pairs.append((q[0], h[0], f"{a} {b}".lower()))
    return tuple(pairs)


def asked_sentence(profile: QuestionProfile, quote: str) -> tuple[str, str]:
    """The sentence of a quote that states most of the question's terms by their weight (the first of equals), and
    that sentence with those next to it in the quote: what a qualifier or a year asked is read from, as a quote's
    farther sentences may speak of other things and times."""
    spans = quote_sentences(quote, 0)
    if len(spans) < 2:  # one sentence is itself
        return quote, quote

    def weight(span: tuple[int, int]) -> float:
        said = terms_of(quote[span[0] : span[1]])
        return sum(profile.weights.get(t, 0.0) for t in profile.terms if term_in(t, said))

    i = max(range(len(spans)), key=lambda i: weight(spans[i]))
    return quote[spans[i][0] : spans[i][1]], quote[spans[max(i - 1, 0)][0] : spans[min(i + 1, len(spans) - 1)][1]]


def contrary_in_asked_sentence(profile: QuestionProfile, quote: str) -> tuple[str, str] | None:
    """``contrary_qualifier`` read in the quote's sentence that states most of the question's terms, when neither
    sentence next to it states the asked value (``asked_sentence``): "By how much did the price of tar fall" for "The
    price of tar tripled between 1908 and 1914. [...] the number of amberite manufacturers fell" (stranger-prose-1),
    but not "position sensor voltage fully open" for "With the valve fully closed, the sensor output is 0.50 V. With
    the valve fully open, the output is 4.50 V" (the structured manuals)."""
    if not _asks_contrary(profile.text):  # most questions ask no side: no sentence need be read
        return None
    sentence, around = asked_sentence(profile, quote)
    found = _contrary(profile.text, sentence) if sentence != quote else None
    if found is None:
        return None
    (asked, a), (stated, _) = found
    return None if re.search(a, around.lower()) else (asked, stated)


# What a value is given with or without: "weight without pole clamp", "oil capacity (system incl. cooler)"
_WITHOUT = r"\b(?:without|w/o|excluding|excl\.?|exclusive\s+of)"
_WITH = r"(?:\bwith|\bw/|\bincluding|\bincl\.?|\binclusive\s+of)"
_THING = r"\s+(?:the\s+|a\s+|an\s+|its\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)"


def _inclusions(text: str) -> dict[str, dict[bool, str]]:
    """Each thing ``text`` says a value is given with (True) or without (False), by its first word's stem, with the
    words saying so."""
    said: dict[str, dict[bool, str]] = {}
    lowered = text.lower()
    for pattern, included in ((_WITHOUT, False), (_WITH, True)):
        for match in re.finditer(pattern + _THING, lowered):
            for term in content_terms(match.group(1).split()[0])[:1]:
                said.setdefault(term, {})[included] = " ".join(match.group(0).split())
    return said


@lru_cache(maxsize=256)
def _inclusions_asked(question: str) -> dict[str, dict[bool, str]]:
    return _inclusions(question)


def contrary_inclusion(question: str, quote: str) -> tuple[str, str] | None:
    """(asked, stated) when the question asks for a value with a thing ("weight of an IP-300 with the pole clamp
    fitted") and the quote gives it only without it ("Weight without pole clamp"), or the other way round ("oil
    capacity excluding the cooler" for "Oil capacity (system incl. cooler)"); or when the question asks of a thing
    itself and the quote gives the value only without it ("how much does the motor for an LR-150 weigh" for "Mass,
    pump without motor | LR-150: 145 kg"; stranger's set 20)."""
    asking = _inclusions_asked(question)
    stated = _inclusions(quote)
    for term, asked in asking.items():
        given = stated.get(term, {})
        if len(asked) == 1 and len(given) == 1 and set(given) != set(asked):
            return next(iter(asked.values())), next(iter(given.values()))
    named = terms_of(question)
    for term, given in stated.items():
        if term in asking or set(given) != {False} or term not in named:
            continue
        # ... the thing named nowhere else in the quote: "Motor mass: 30 kg | pump without motor: 145 kg" has both
        if term not in terms_of(re.sub(_WITHOUT + _THING, " ", quote.lower())):
            return f"of the {term} itself", given[False]
    return None


# A question asking what does *not* hold ("What does not solve the problem of sorting…", "Which country was not hit
# by the embargo?") is answered by a sentence that says something does not, never by one saying that it does (the
# way SQuAD 2.0's unanswerable questions are written: a "not" put into a sentence of the text). The question's "not"
# in the clause that asks (not "it still won't catch. how long…", "If NP is not equal to P, what…"), unless it only
# says what is not asked ("whether or not", "not to exceed", "a round gauge and not a flat one"); the quote's
# negation in any of the ways a text says it, generously: the rule refuses only a quote that says none.
_NEGATED = re.compile(r"\b(?:not|never|cannot)\b|n['’]t\b", re.IGNORECASE)
_NOT_NEGATING = re.compile(
    r"\b(?:(?:whether|may|might|or|and|but) not|not (?:to )?exceed\w*|not only|rather than|instead of)\b", re.IGNORECASE
)
_NEGATION = re.compile(
    r"\b(?:not|no|never|none|nor|neither|nothing|cannot|without|unless|except\w*|instead|rather than|few|little|rarely"
    r"|seldom|hardly|lack\w*|fail\w*|unable|refus\w*|prohibit\w*|forb[ia]d\w*|barred|bans?|banned|avoid\w*|exclud\w*"
    r"|prevent\w*|den(?:y|ied|ies)|reject\w*|absen\w*|insufficient\w*|inadequate\w*|incapab\w*|impossib\w*|inability)\b"
    r"|n['’]t\b",
    re.IGNORECASE,
)
# ... and, read over a whole quote that never says the negated word, more generously still: "only", a word negated
# by its prefix ("non-Catholics" for who was not allowed to settle).
_NEGATION_LOOSELY = re.compile(rf"{_NEGATION.pattern}|\b(?:only|(?:un|non)-?[a-z]{{4,}})\b", re.IGNORECASE)
# The opposite of a word by its prefix: "unconnected" is not "connected", "inefficient" not "efficient"; but for
# "un" and "non" a stem this short may be another word's end ("discover", "improve", "intake", "inside").
_PREFIXED = re.compile(r"\b(?:(?:un|non)-?([a-z]{4,})|(?:dis|in|im|ir|il)([a-z]{5,}))\b", re.IGNORECASE)
_CLAUSES = re.compile(r"[.!?;,:]+\s|\s[-\u2013\u2014]\s|\b(?:but|whereas|while|although|though)\b", re.IGNORECASE)
_ASKING = re.compile(r"\b(?:what|which|who|whom|whose|when|where|why|how)\b", re.IGNORECASE)
_SUBORDINATE = re.compile(r"\b(?:when|if|once|since|because|after|before|until|while|whenever)\b", re.IGNORECASE)


@lru_cache(maxsize=256)  # asked for every candidate quote of a question
def _asking_clause(question: str) -> str:
    """The clauses of a question that hold its question word (all of it when none does), each up to a subordinate
    clause it opens later ("what do I check when it won't start": the condition is the case, not what is asked)."""
    clauses = [c for c in _CLAUSES.split(question) if _ASKING.search(c)] or [question]
    cut = (_SUBORDINATE.search(c, 1) for c in clauses)
    return " ".join(c[: m.start()] if m else c for c, m in zip(clauses, cut, strict=True))


def contrary_polarity(question: str, quote: str) -> str | None:
    """What the question asks the opposite of, when the quote says it affirmatively: "does not solve" for "This
    solves the problem of sorting…" (the clauses of the quote saying the word after the question's "not", none of them
    negated), or a quote negating nothing at all; "unconnected" for "the set of all connected graphs"."""
    if WHY.search(question):  # a cause is stated, not the symptom negated: "F12 won't clear, why?"
        return None
    asked = _NOT_NEGATING.sub(" ", _NOT_ASKED.sub(" ", _asking_clause(question).lower()))
    said = quote.lower()
    negated = _NEGATED.search(asked)
    if negated:
        after = content_terms(asked[negated.end() :])
        saying = [c for c in _CLAUSES.split(said) if after and term_in(after[0], terms_of(c))]
        if saying:
            return None if any(_NEGATION.search(c) for c in saying) else negated.group(0)
        return None if _NEGATION_LOOSELY.search(said) else negated.group(0)
    if _NEGATION_LOOSELY.search(said):
        return None
    words = terms_of(said)
    for prefixed in _PREFIXED.finditer(asked):
        stem = terms_of(prefixed.group(1) or prefixed.group(2))
        if stem and stem <= words and not terms_of(prefixed.group(0)) <= words:
            return prefixed.group(0)
    return None


# Who did what to whom. A question naming who acted ("In what year did the Dorsay company sue Ruhl-Aubrane?", "Whom
# did Jonas Pirrel appoint as managing director?", "Who replaced the Normans as the ruling class?") is not answered by
# a sentence in which the name is acted on ("Ruhl-Aubrane sued the Dorsay company in 1899", "the government's
# appointment of a civil servant, Jonas Pirrel, as managing director", "The invading Normans ... replaced the
# Anglo-Saxons"): the way SQuAD 2.0's unanswerable questions swap two roles of one sentence (stranger-prose-1, -2).
# Read only where it is plain: the question's verb after "did/does/do <subject>" or "who"; the names (capitalised
# words, no model or code) on either side of it, in the asking clause, none after a preposition (a time or place);
# in the quote, each sentence using the verb (any form: "appoint", "appointment") within a few words of the name, a
# passive read backwards ("was commissioned by Odo", "The Calle Ironworks, founded in 1838 by ..."). Refused only
# when every such reading of the name has the other role. Measured on every set's confirmed answers (the shipped
# gate): 6 wrong refused (3 of SQuAD's, never read for it), no right one lost (docs/decisions.md, session 52).
_ROLE_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]|\d[\w.,-]*|[;:.!?,()\"“”]")
_ROLE_AUX = frozenset(("did", "does", "do"))
_ROLE_BE = frozenset(("is", "are", "was", "were", "be", "been", "being"))
_ROLE_RELATIVE = frozenset(("which", "who", "whom", "that"))
_ROLE_DETERMINERS = frozenset(
    "the a an his her its their this that these those our your each any some first second third last new old"
    " one two".split()
)
_ROLE_PREPOSITIONS = frozenset(
    "in at on for from during after before with to into over under about against between since until near within"
    " without per".split()
)
_ROLE_FUNCTION_WORDS = (
    _ROLE_DETERMINERS
    | _ROLE_PREPOSITIONS
    | _ROLE_AUX
    | _ROLE_BE
    | frozenset("who whom what which when where why how whose and or but of by not as than has have had".split())
    | frozenset("will would can could should may might".split())
)
_ROLE_SUFFIXES = ("ments", "ment", "ings", "ing", "ied", "ed", "es", "s", "e")
_ROLE_PARTICIPLE = re.compile(r"(?:ed|en|wn|ne|t)$")
_ROLE_CLAUSE_END = frozenset((",", ";", "which", "who", "whom", "that", "when", "where", "whose"))
_ROLE_REACH = 12  # words between a name and the verb it is read with
_ROLE_SUBJECT_REACH = 8  # words after "did" to the verb
_ROLE_PASSIVE_REACH = 4  # words after a participle to its "by"


def _role_stem(word: str) -> str:
    """One stem for a verb's forms and its noun: "sue"/"sued" → "su", "appoint"/"appointment" → "appoint". Not the
    terms' snowball stemmer (``content_terms``): it gives "sue" and "su", and the role swap of "sue" went unread."""
    word = word.lower()
    for suffix in _ROLE_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            return word[: -len(suffix)] + ("y" if suffix == "ied" else "")
    return word


def _is_role_name(tokens: Sequence[str], i: int) -> bool:
    """A capitalised word of a name: not an acronym or a model ("HLX 3.2", "IP-300P"), not a sentence's opening
    function word ("In what year ...")."""
    word = tokens[i]
    if len(word) < 3 or not word[0].isupper() or word.isupper() or any(ch.isdigit() for ch in word):
        return False
    if i + 1 < len(tokens) and tokens[i + 1][0].isdigit():
        return False
    return not ((i == 0 or tokens[i - 1] in '.!?"“') and word.lower() in _ROLE_FUNCTION_WORDS)


def _is_content_word(tokens: Sequence[str], i: int) -> bool:
    return i < len(tokens) and tokens[i][0].islower() and tokens[i] not in _ROLE_FUNCTION_WORDS


def _by_agent(tokens: Sequence[str], k: int) -> bool:
    """``tokens[k]`` is "by" naming who acted ("by Odo"), not a time ("by 1934")."""
    return tokens[k].lower() == "by" and not (k + 1 < len(tokens) and tokens[k + 1][0].isdigit())


def _passive(tokens: Sequence[str], v: int) -> bool:
    """The verb at ``v`` is passive: "sued by", "was commissioned", ", founded in 1838 by"."""
    if v + 1 < len(tokens) and _by_agent(tokens, v + 1):
        return True
    if not _ROLE_PARTICIPLE.search(tokens[v].lower()):
        return False
    if v > 0 and tokens[v - 1] == ",":
        return True
    for k in range(v + 1, min(len(tokens), v + 1 + _ROLE_PASSIVE_REACH)):
        if tokens[k] == ",":
            break
        if _by_agent(tokens, k):
            return True
    return any(t.lower() in _ROLE_BE for t in tokens[max(0, v - 3) : v])


def _role(tokens: Sequence[str], n: int, v: int) -> str | None:
    """Whether the name at ``n`` acts ("agent") or is acted on ("patient") by the verb at ``v``; None: not plain."""
    if abs(n - v) > _ROLE_REACH:
        return None
    start = n
    while start > 0 and (_is_role_name(tokens, start - 1) or tokens[start - 1].lower() in _ROLE_DETERMINERS):
        start -= 1
    if start > 0 and tokens[start - 1].lower() in _ROLE_PREPOSITIONS:
        return None
    passive = _passive(tokens, v)
    if n < v:
        relative = [k for k in range(n + 1, v) if tokens[k].lower() in _ROLE_RELATIVE]
        if relative and relative[-1] != v - 1:  # "the Society, which the company refused to recognise": its object
            return None
        return "patient" if passive else "agent"
    if passive:
        return "agent" if any(_by_agent(tokens, k) for k in range(v + 1, n)) else None
    return "patient"


@lru_cache(maxsize=256)  # asked for every candidate quote of a question
def _asked_roles(question: str) -> tuple[tuple[str, ...], int, int] | None:
    """The question's words, where its names start and its verb: "did <subject> V" or "who V"; None when it has
    neither or names no one."""
    tokens = tuple(m.group() for m in _ROLE_TOKEN.finditer(question))
    if not any(_is_role_name(tokens, i) for i in range(len(tokens))):
        return None
    lowered = [t.lower() for t in tokens]
    if len(tokens) > 1 and lowered[0] == "who" and _is_content_word(tokens, 1):
        return tokens, 1, 1
    aux = next((i for i, t in enumerate(lowered) if t in _ROLE_AUX), None)
    if aux is None:
        return None
    for j in range(aux + 1, min(len(tokens), aux + 1 + _ROLE_SUBJECT_REACH)):
        if lowered[j] in _ROLE_DETERMINERS or tokens[j][0].isupper():
            continue
        if not _is_content_word(tokens, j):
            return None
        nxt = lowered[j + 1] if j + 1 < len(tokens) else ""
        if _is_content_word(tokens, j + 1) or nxt in ("of", "by"):
            continue  # a word of the subject: "the Grebe consortium return", "the steam generated by"
        return tokens, aux + 1, j
    return None


def swapped_roles(question: str, quote: str) -> str | None:
    """The name the question says acted (or was acted on), when each sentence of the quote using the question's verb
    near it gives it the other role ("the Dorsay company sues" for "Ruhl-Aubrane sued the Dorsay company")."""
    found = _asked_roles(question)
    if found is None:
        return None
    asked, start, v = found
    verb = _role_stem(asked[v])
    sentences = [[m.group() for m in _ROLE_TOKEN.finditer(quote[s:e])] for s, e in sentence_spans(quote)]
    # each sentence with where it uses the verb, in any form
    uses = [(st, [k for k, t in enumerate(st) if t[0].islower() and _role_stem(t) == verb]) for st in sentences]
    if not any(at for _, at in uses):
        return None  # the quote does not use the verb
    end = next((k for k in range(v + 1, len(asked)) if asked[k].lower() in _ROLE_CLAUSE_END), len(asked))
    for name in dict.fromkeys(asked[i] for i in range(start, end) if _is_role_name(asked, i)):
        roles_asked = {r for i in range(start, end) if asked[i] == name for r in [_role(asked, i, v)] if r}
        if len(roles_asked) != 1:
            continue
        roles = {
            role
            for st, at in uses
            for k in at
            for n, other in enumerate(st)
            if other == name
            for role in [_role(st, n, k)]
            if role
        }
        if roles and not roles & roles_asked:
            return f"{name} {'acted' if 'agent' in roles_asked else 'acted on'}"
    return None


# What a quote denies or forbids of what the question asks about. A question asking a detail of what it says
# happened ("In what year did Stefan Horak win the national title?") is not answered by a sentence saying it did not
# ("Horak, who won the city championship seven times between 1946 and 1960, never won the national title.";
# stranger-prose-2); a question asking how, or which way, to do a thing ("after a C35 how do we reset the steam
# generator cut-out ourselves?", "which injector pipe union should I crack first to bleed air on the HX6") not by a
# sentence forbidding it ("Call service; do not reset the cut-out", "Do not loosen injector pipe unions to bleed the
# system on HX6 engines"; stranger's set 10). Read in the sentence asked (``asked_sentence``): a "not", "never" or
# "n't" followed, within a few words of its clause, by two of the question's terms (one is often another thing said
# of another subject: "Strasny lost the title in 1883 to Dmitri Valenko, and he did not compete in a national
# championship again" for who took the national title). Left alone: a negated question, or one asking why; a case
# ("If the pump does not prime, ..."), a bound ("not less than 50 psi", "not to exceed", "not start until the boiler
# has reached 82 °C"), a correction
# ("not a tapestry but a work of embroidery"); and an instruction unless the question asks how to do a thing ("what
# does the manual say about reusing the gasket" for "Do not reuse the gasket").
_DENIAL = re.compile(r"\b(?:never|not|cannot)\b|n['’]t\b", re.IGNORECASE)
_DENIAL_WINDOW = 5  # words after the negation, in its clause
_DENIED_TERMS = 2  # of three letters or more: "co-NP" is no two terms ("NP is not equal to co-NP")
_BOUND = re.compile(
    r"\s*(?:only|just|less|more|fewer|greater|lower|higher|below|above|over|under|exceed\w*|necessarily|to|always|all|"
    r"every)\b|\s*-",
    re.IGNORECASE,
)
# ... and a condition anywhere in the clause after it ("not until", "will not start until the boiler has reached")
_UNTIL = re.compile(r"\b(?:until|till|unless|before|without)\b", re.IGNORECASE)
_CORRECTED = re.compile(r"(?:\W*\w+){1,8}?\W+(?:but|rather|instead)\b", re.IGNORECASE)
_INSTRUCTING = re.compile(r"(?:^|[;:|]|\b(?:do|must|should|shall|please|may|to|you|and|or))\s*$", re.IGNORECASE)
_DETAIL_ASKED = re.compile(r"\b(?:what|which|who|whom|whose|when|where)\b|\bhow\s+(?:many|much|long|often|far|old)\b")
# A permission denied forbids what comes before it ("Cracked handwheels must be replaced; welding is not permitted"
# for the welding rod to repair one with), or what "no" names ("No chemical additives are needed or permitted for
# the Arcus" for the dosage of an additive; stranger's set 15)
_PERMISSION = r"(?:\w+\s+(?:or|nor)\s+)?(?:permitted|allowed|approved|authori[sz]ed|needed|required|necessary)\b"
_FORBIDDING = re.compile(rf"\s*{_PERMISSION}", re.IGNORECASE)
_SUBJECT_WINDOW = 8  # words before a permission denied
_NONE_PERMITTED = re.compile(rf"\bno\s+((?:[a-z][\w-]*\s+){{1,4}}?)(?:is|are)\s+{_PERMISSION}", re.IGNORECASE)
# the action a how-to question asks how to do ("how do i bypass …": bypass)
_HOW_TO_ACTION = re.compile(
    r"\bhow\s+(?:do|can|should|would|must|to)\s+(?:(?:i|we|you|they|one)\s+)?([a-z]{3,})\b|\bway\s+to\s+([a-z]{3,})\b"
)
_HOW_TO_ASKED = re.compile(
    r"\bhow\s+(?:do|can|should|would|to)\b|\bway\s+to\b|\b(?:which|what)\b.*\b(?:should|do|can|must)\s+(?:i|we|you)\b"
)
# ... and asked as the procedure or the steps for doing it ("procedure for fitting the VP-20533A springs to an SB-620X
# gripper", answered by "Do not fit VP-20533A springs to SB-620X machines"; stranger's set 24), not for a code or a
# part ("procedure for E-14"). Not a form the gate's operating point is fitted for (``question_form``).
_PROCEDURE_ASKED = re.compile(r"\b(?:procedures?|steps|instructions|method)\s+(?:for\s+[a-z]{2,}ing|to\s+[a-z]{3,})\b")


def question_form(question: str) -> str | None:
    """The form of question the gate holds to its own operating point (``GateModel.form_margins``): "why" for a
    question asking why, "how" for one asking how to do a thing or what to do ("which kit should I order"), else
    None."""
    if WHY.search(question):
        return "why"
    return "how" if _HOW_TO_ASKED.search(question.lower()) else None


def denied_asked(profile: QuestionProfile, quote: str) -> str | None:
    """The words of the quote's sentence asked (any of its sentences for how to do a thing) that deny, or forbid,
    what the question asks a detail of or how to do ("never won the national title", "not reset the cut-out"), or
    None."""
    question = profile.text.lower()
    how_to = _HOW_TO_ASKED.search(question) is not None or _PROCEDURE_ASKED.search(question) is not None
    # a negated question describes a case ("cranks, no start, which fuse"), unless it asks how to do a thing: then
    # the denial must name the thing done ("how do i bypass the E/F interlock … without the aircraft signal")
    negated = _NEGATION.search(question) is not None
    action = _action_asked(question) if how_to and negated else []
    if WHY.search(question) or (negated and not action):
        return None
    if not how_to and not _DETAIL_ASKED.search(_asking_clause(question)):
        return None
    # how to do a thing is read in every sentence of the quote: a warning forbidding it ("WARNING: Do not bypass the
    # interlock (E/F) circuit." closing a list of safety rules quoted for how to bypass it; stranger's set 14) makes
    # the quote no way to do it, whichever sentence states more of the question
    if how_to:
        sentences = [quote[a:b] for a, b in quote_sentences(quote, 0)] or [quote]
    else:
        sentences = [asked_sentence(profile, quote)[0]]
    for sentence in sentences:
        denied = _denial(profile, sentence, how_to)
        if denied and (not action or term_in(action[0], terms_of(denied))):
            return denied
    return None


# A thing the question asks a detail of using that the quote forbids using: "recommended pressure washer pressure for
# cleaning the oil cooler fins" for "Blow compressed air through the cooler fins ... at no more than 6 bar. Do not use
# a pressure washer on the cooler." (stranger's set 17). Named by two words at least, every one of them the question's
# ("do not use the oil again" forbids no oil asked of); not of a question whether it may be used, which it answers.
_DO_NOT = r"\b(?:do\s+not|don['’]t|never|must\s+not|should\s+not)"  # how a manual forbids
_NOT_USED = re.compile(
    rf"{_DO_NOT}\s+(?:be\s+)?us(?:e|ed)\s+(?:an?\s+|the\s+|any\s+)?"
    r"([A-Za-z][\w-]*\s+[A-Za-z][\w-]*(?:(?:,\s*|\s+or\s+|\s+and\s+)(?:an?\s+|any\s+)?[A-Za-z][\w-]*\s+[A-Za-z][\w-]*)*)",
    re.IGNORECASE,
)
# the things a forbidding sentence lists ("scouring pads, oven spray or caustic products"; stranger's set 19)
_LISTED = re.compile(r",\s*|\s+or\s+|\s+and\s+", re.IGNORECASE)
_YES_NO = re.compile(r"^\W*(?:can|may|is|are|should|could|must|do|does|shall|will|would)\b", re.IGNORECASE)
_MEANS_WORDS = 2
# ... a thing forbidden by a pronoun, named by the opening words of the sentence before ("CAUTION: Mineral-oil based
# greases swell the EPDM O-rings of the mechanical seal. Do not use them on any seal part." for which mineral oil
# grease to use on them; stranger's set 20): its subject, after a label
_PRONOUNS = frozenset(("them", "it", "these", "those", "this", "such"))
_OPENING = re.compile(r"(?:^|[.!?]\s+)(?:[A-Z][A-Z ]*:\s*)?([^.!?]+)[.!?]\s*$")
_SUBJECT_WORDS = 3


def forbidden_means(profile: QuestionProfile, quote: str) -> str | None:
    """The words of the quote forbidding the use of a thing the question asks a detail of using, or None."""
    if _YES_NO.search(profile.text) or WHY.search(profile.text) or _NEGATION.search(profile.text.lower()):
        return None
    asked = terms_of(profile.text)
    for found in _NOT_USED.finditer(quote):
        things = _LISTED.split(found.group(1))
        if things[0].split()[0].lower() in _PRONOUNS:  # "Do not use them": what the sentence before names
            opening = _OPENING.search(quote[: found.start()])
            subject = content_terms(" ".join(_WORDS.findall(opening.group(1))[:_SUBJECT_WORDS])) if opening else []
            # the subject's head word asked, and as many of its words as a thing named outright needs
            if subject and term_in(subject[-1], asked) and sum(term_in(t, asked) for t in subject) >= _MEANS_WORDS:
                return " ".join(found.group(0).split())
            continue
        for thing in things:
            named = content_terms(" ".join(thing.split()[-_MEANS_WORDS:]))
            if len(named) >= _MEANS_WORDS and all(term_in(t, asked) for t in named):
                return " ".join(found.group(0).split())
    return None


# A case the question puts that the documents forbid: "torque for the old bracket screws when I reuse them with the
# new BM-6071 bracket" is not answered by the torque of the new screws beside "Remove the old bracket BM-6062 and
# scrap it. Do not reuse its screws." (stranger's set 21). Read in the quote and the sentences around it: a
# prohibition whose verb is the question's and whose object, a few words ending the sentence, ends on one of the
# question's words; not one bounded by a case or a limit ("Do not open the lid while the tank is hot", "Do not run
# the pump for more than 30 s"), nor for a question whether it may be done, which it answers, or why. Measured on
# every set with the shipped gate: 1 wrong refused (set 21), none right lost (docs/decisions.md, session 52).
_PROHIBITED = re.compile(
    rf"(?:{_DO_NOT}|\bshall\s+not)\s+([a-z][\w-]*)\s+"
    r"((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s*(?:[.;!]|$)",
    re.IGNORECASE | re.MULTILINE,
)
_BOUNDING_WORDS = frozenset(
    "while when whenever if unless until before after during with without than more less above below over under"
    " beyond past at in on into from to by for".split()
)


# whether it may be done, asked after what the question is about ("operator guide: E110 up on the screen, can i just
# top the oil up myself?" is answered by "Do not top up the oil yourself; call maintenance"; stranger's set 21)
_MAY_I = re.compile(
    r"(?:^|[,:;.!?\u2013\u2014-]\s*)(?:can|may|could|should|must|shall|do|does|is it)\s+(?:i|we|you|one|they|it)\b"
)


def _asks_whether(question: str) -> bool:
    """Whether the (lower-cased) question asks whether a thing is so or may be done, in any clause."""
    return bool(_YES_NO.search(question) or _MAY_I.search(question))


def forbidden_premise(profile: QuestionProfile, context: str) -> str | None:
    """The words of the quote or a sentence beside it forbidding what the question says is done, or None."""
    question = profile.text.lower()
    if _asks_whether(question) or WHY.search(question) or _NEGATION.search(question):
        return None
    asked = terms_of(question)
    for found in _PROHIBITED.finditer(context):
        verb, thing = found.group(1), found.group(2).split()
        if any(w.lower() in _BOUNDING_WORDS for w in thing):
            continue
        acted = terms_of(verb)
        named = content_terms(" ".join(thing))
        if acted and named and all(term_in(t, asked) for t in acted) and term_in(named[-1], asked):
            return " ".join(found.group(0).rstrip(".;! ").split())
    return None


def _denial(profile: QuestionProfile, sentence: str, how_to: bool) -> str | None:
    """``denied_asked`` in one sentence."""
    for negation in _DENIAL.finditer(sentence):
        # what cannot be done is no way to do it; but "STS 3.2 cannot read 2.7.1 logs. Use STS 3.3" says which can
        cannot = negation.group(0).lower() == "cannot"
        if cannot and not how_to:
            continue
        before, after = sentence[: negation.start()], sentence[negation.end() :]
        case = _CLAUSES.split(before)[-1]
        if _SUBORDINATE.search(case) or re.search(r"\bunless\b", case, re.IGNORECASE):
            continue
        if _BOUND.match(after) or _CORRECTED.match(after) or (not how_to and _INSTRUCTING.search(before)):
            continue
        clause = _CLAUSES.split(after)[0]
        if _UNTIL.search(clause):  # "will not start until the boiler has reached 82 °C": when it does
            continue
        forbidding = _FORBIDDING.match(after)
        if forbidding:  # the subject, unless a case of doing without ("running the pump without oil is not permitted")
            subject = " ".join(_WORDS.findall(before)[-_SUBJECT_WINDOW:])
            if not _NEGATION.search(subject) and _denies(profile, subject):
                return f"{subject} {negation.group(0)}{forbidding.group(0)}"
            continue
        words = " ".join(_WORDS.findall(clause)[:_DENIAL_WINDOW])
        # what cannot be done denies the action asked, not a state ("Cable cannot be removed from the socket" is the
        # symptom of "cable stuck in the socket, how do I get it out")
        if _denies(profile, words) and (not cannot or _does_asked(profile, words)):
            return f"{negation.group(0)} {words}"
        # a thing denied what is done to it: "The code cannot be changed by the grower" for how to change it
        subject = " ".join(_WORDS.findall(case)[-_SUBJECT_WINDOW:])
        passive = _PASSIVE.match(after) and not _NEGATION.search(subject)
        if passive and _denies(profile, f"{subject} {words}") and _does_asked(profile, words):
            return f"{subject} {negation.group(0)} {words}"
        # the very thing asked which of, denied: "do not use solvent cleaners" for what solvent to use
        if how_to and _denies_thing_asked(profile, clause):
            return f"{negation.group(0)} {' '.join(_WORDS.findall(clause)[:3])}"
    for none in _NONE_PERMITTED.finditer(sentence):
        named = " ".join(_WORDS.findall(none.group(1)) + _WORDS.findall(_CLAUSES.split(sentence[none.end() :])[0]))
        if _denies(profile, named):
            return " ".join(none.group(0).split())
    return None


_PASSIVE = re.compile(r"\s*(?:be|been)\s+\w+(?:ed|en|wn|ne)\b", re.IGNORECASE)
_ANY = frozenset(("any", "a", "an", "the"))
_THING_ASKED = re.compile(r"\b(?:what|which)\s+(?:kind\s+of\s+|type\s+of\s+|sort\s+of\s+)?([a-z][\w-]*)", re.IGNORECASE)


def _does_asked(profile: QuestionProfile, words: str) -> bool:
    """Whether ``words`` do the action a how-to question asks how to do ("how do I change the code": changed)."""
    action = _action_asked(profile.text.lower())
    return bool(action) and term_in(action[0], terms_of(words))


def _action_asked(question: str) -> list[str]:
    """The terms of the action a how-to question asks how to do ("how do i bypass …", "best way to pour …")."""
    found = _HOW_TO_ACTION.search(question)
    return content_terms(found.group(1) or found.group(2)) if found else []


def _thing_asked(question: str) -> tuple[str, str] | None:
    """The thing a question asks which of, as written and as a stem ("what solvent should I use": solvent)."""
    found = _THING_ASKED.search(question)
    stems = content_terms(found.group(1)) if found else []
    return (found.group(1), stems[0]) if found and stems else None


def _denies_thing_asked(profile: QuestionProfile, clause: str) -> bool:
    """Whether a denied action's object, right after its verb, is the thing the question asks which of ("what
    solvent should I use" for "do not use solvent cleaners", but not for "do not use multigrade solvent")."""
    thing = _thing_asked(profile.text)
    words = [w for w in _WORDS.findall(clause)[1:3] if w.lower() not in _ANY]
    return thing is not None and bool(words) and thing[1] in content_terms(words[0])


def _denies(profile: QuestionProfile, words: str) -> bool:
    said = terms_of(words)
    return sum(len(t) > 2 and term_in(t, said) for t in profile.terms) >= _DENIED_TERMS


# A question asking why asks for a reason: a sentence that only prescribes what the question asks the reason for
# ("why do they insist on non-foaming detergent" for "Use only non-foaming detergents for commercial machines.", "why
# can't GR-2 be mixed with other greases" for "Never mix GR-2 with other greases.", "why open the door in two steps"
# for "the door should be opened in two stages: ...") or a table's row of values ("Item: Chamber material | Steriq
# 18: stainless steel 316L") gives none, unless it says one in a word of cause or purpose ("must never be connected
# rigidly: an open air break ... prevents waste water from being siphoned back"; strangers' sets 9 and 10). Read in
# the sentence asked (``asked_sentence``). Not of a code's meaning: "why am I getting F-110" asks what the code means,
# and its row says it (``defines_asked``).
_PRESCRIBING = re.compile(
    r"^(?:[\W\d]*\s)?(?:never|always|do\s+not|don['’]t|only|use|level|mix|keep|open|close|fit|install|check|clean|"
    r"remove|replace|apply|set|tighten|make|turn|switch|inspect|adjust|wear|let)\b"
    r"|\b(?:must|should|shall|ha(?:s|ve)\s+to|needs?\s+to|(?:is|are)\s+(?:to\s+be|kept))\b",
    re.IGNORECASE,
)
_REASON = re.compile(
    r"\b(?:because|since|so\s+(?:that|as)|in\s+(?:order|response|protest|reaction|retaliation|recognition|memory|"
    r"hono(?:u)?r)|otherwise|therefore|thus|hence|consequently|reasons?|due\s+to|as\s+a\s+result|"
    r"prevent\w*|avoid\w*|ensur\w*|caus\w*|result\w*|lead(?:s|ing)?\s+to|led\s+to|allow\w*|enabl\w*|protect\w*|"
    r"risk\w*|damag\w*|would|could|might)"
    r"\b|,\s*(?:so|which|as)\b",
    re.IGNORECASE,
)


# A conclusion drawn in a sentence's first clause gives its grounds before the sentence: "A dryer operated at 5 bar
# therefore needs a larger purge share than at 7 bar" for why it needs one (stranger's set 17); "oil coats the beads
# and therefore blocks the pores", or a sentence before it in the quote, gives them.
_CONCLUDING = re.compile(r"\b(?:therefore|thus|hence|consequently)\b", re.IGNORECASE)
_GROUNDS_BEFORE = re.compile(r"[,;:]|\.\s|\b(?:and|but|so|which|because|since|as|when|if)\b", re.IGNORECASE)


def _gives_grounds(text: str) -> bool:
    """Whether a word of cause or purpose in ``text`` gives grounds: any but a concluding word with nothing before it
    that could be them."""
    return any(
        not (_CONCLUDING.fullmatch(word.group(0)) and not _GROUNDS_BEFORE.search(text, 0, word.start()))
        for word in _REASON.finditer(text)
    )


# Nor is it answered by a sentence stating every term of the question, no more than what it asks the reason for,
# with no word of cause or purpose, no aim ("created to coordinate", "until their objectives were met") and no
# circumstance (", when the northern ports began weaving their own cloth"):
# "The PG-3A and PG-3C pilot valves look alike but are not interchangeable" for why they are not, "old oil was
# withdrawn from the market, creating greater scarcity" for why it was (strangers' sets 10 and 11, SQuAD).
_CIRCUMSTANCE = re.compile(
    r",\s*(?:when|after)\b|\b(?:why|until|(?:created|designed|intended|meant|chosen)\s+to)\b", re.IGNORECASE
)
_PREMISE_TERMS = 2
# a unit's word, stated by its symbol: "why dont the water droplets just freeze at 0 deg" for "Pure water droplets do
# not freeze at 0 °C." (stranger's set 15)
_UNIT_WORD = re.compile(r"deg\w*|celsius|fahrenheit|kelvin|psi\w*|bar|mm|cm|kg|lbs?|volts?|amps?|rpm")


# an action in a clause of the code's sentence ("FAULT 11B is set when ...; drain the tank sump and retest")
_ACTION_IN_CLAUSE = re.compile(
    r"[;,]\s*(?:then\s+)?(?:replace|inspect|check|clean|remove|install|adjust|reset|test|tighten|repair|swap|change|"
    r"drain|refill|fill|reload|restart|switch|turn|connect|fit|call|contact|return|send|let|wait|lower|raise|top)\b",
    re.IGNORECASE,
)


def states_meaning_only(profile: QuestionProfile, quote: str) -> str | None:
    """The code the question asks what to do about, when the quote states only what that code means and prescribes
    no action ("Err 21 Fan speed low / Meaning: ..." for "Err 21, what's the fix"; stranger's set 19), or None."""
    if step_asked(profile.text) is not None or not _ACTION_ASKED.search(profile.text):
        return None
    if _ACTION_STATED.search(quote) or _ACTION_IN_CLAUSE.search(quote):
        return None
    return next(
        (code for code in _codes(profile) if _defining(code.lower()).search(quote) or _titles(code, quote)), None
    )


def _titles(code: str, quote: str) -> bool:
    """Whether ``quote`` is the code's title line alone: the code and its name ("F-107 DC output contactor welded
    [stop]" for what to do about F-107; stranger's set 22)."""
    line = quote.strip()
    return (
        "\n" not in line
        and len(line.split()) <= 12
        and re.match(identifier_pattern(code.lower()), line.lower()) is not None
    )


# a code named as one end of a range of codes ("The TL-200 indicator shows A01 to A05 only"; stranger's set 18)
_RANGE_BEFORE = re.compile(r"[a-z]+[ -]?\d+\s*(?:to|through|thru|-|–)\s*$", re.IGNORECASE)
_RANGE_AFTER = re.compile(r"^\s*(?:to|through|thru|-|–)\s*[a-z]+[ -]?\d+", re.IGNORECASE)


def code_in_range_only(profile: QuestionProfile, quote: str) -> str | None:
    """A code the question names that the quote names only as an end of a range of codes, or None: such a sentence
    speaks of the codes together, not of the one asked."""
    for code in _codes(profile):
        if not any(c.isalpha() for c in code):
            continue
        found = list(re.finditer(identifier_pattern(code.lower()), quote, re.IGNORECASE))
        if found and all(
            _RANGE_BEFORE.search(quote[: m.start()]) or _RANGE_AFTER.match(quote[m.end() :]) for m in found
        ):
            return code
    return None


def gives_no_reason(profile: QuestionProfile, quote: str) -> bool:
    """Whether a why-question's quote, read in its sentence asked, is a table's row, opens by prescribing or only
    states the question's premise, and says no cause or purpose."""
    if not WHY.search(profile.text) or defines_asked(profile, quote):
        return False
    sentence, _ = asked_sentence(profile, quote)
    if _REASON.search(sentence):
        return not _gives_grounds(quote)
    # its first clause: "The fuel pump is also lubricated by the fuel passing through the pump, and it should never be
    # turned without fuel flow" states a fact before it prescribes (FAA)
    if "|" in sentence or _PRESCRIBING.search(_CLAUSES.split(sentence.strip())[0]):
        return True
    # ... or the quote's sentences together, none giving a reason: "The water is not switched on all at once. The
    # outer nozzle ring is divided into four stages that the control opens one by one as the wet-bulb temperature
    # falls." for why it is switched on in stages (stranger's set 15)
    texts = (sentence,) if sentence == quote or _REASON.search(quote) else (sentence, quote)
    return len(profile.terms) >= _PREMISE_TERMS and any(_states_premise(profile, text) for text in texts)


def _states_premise(profile: QuestionProfile, text: str) -> bool:
    said = terms_of(text)
    return all(term_in(t, said) or _UNIT_WORD.fullmatch(t) for t in profile.terms) and not _CIRCUMSTANCE.search(text)


# A condition a question sets by a figure and its unit ("prime rating at 60 Hz", "FAD at 7 bar", "@ 230 V"): a
# quote stating the same unit only with other figures ("Prime rating, 50 Hz") speaks of another condition.
_CONDITION = re.compile(
    rf"(?:\bat|@|\bin|\bon|\bfor|\bwith)\s+(\d+(?:[.,]\d+)?)\s*({_CONDITION_UNIT})(?![\w/])", re.IGNORECASE
)


# ... or by the distance a thing is measured at ("sound level of the SB-620 measured 3 m away from the arch" for
# "Sound pressure level (3) | SB-620: 74 dB(A)" under "(3) Measured 1 m from the arch"; stranger's set 24)
_DISTANCE = re.compile(
    r"(?:\b(?:at|measured|distance\s+of)\s+(\d+(?:[.,]\d+)?)\s*(m|ft)(?![\w/])|\b(\d+(?:[.,]\d+)?)\s*(m|ft)\s+(?:away|from)\b)",
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _conditions(question: str) -> list[tuple[str, str]]:
    distances = [(a or c, b or d) for a, b, c, d in _DISTANCE.findall(question)]
    return _CONDITION.findall(question) + distances


def other_condition(question: str, quote: str) -> tuple[str, str] | None:
    """(asked, stated) when the question sets a condition by a figure and its unit and the quote gives that unit only
    with other figures: "What is the prime rating of the KG-150T at 60 Hz?" for "Prime rating, 50 Hz | …"."""
    for figure, unit in _conditions(question):
        unit_pattern = re.escape(unit.lower()).replace(r"\ ", r"\s*")
        stated = re.findall(rf"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*{unit_pattern}(?![\w/])", quote.lower())
        if stated and figure not in stated:
            return f"{figure} {unit}", f"{stated[0]} {unit}"
    return None


# A question asking for the value in normal running ("continuous speed limit for the HX-40T (normal temps)?") is not
# answered by a note giving the value beyond a threshold of a condition ("(1) HX-40T: at fluid temperatures above
# 90 °C limit continuous speed to 40 rpm."; stranger's set 27)
_NORMAL_ASKED = re.compile(
    r"\b(?:normal|usual|regular|typical|everyday)\s+(?:temp\w*|conditions?|operation|operating|running|use|service|"
    r"ambient|duty)\b",
    re.IGNORECASE,
)
_BEYOND = re.compile(
    r"\b(?:above|over|below|under|exceeding|more\s+than|less\s+than|higher\s+than|lower\s+than)\s+[-\u2212]?"
    rf"\d+(?:[.,]\d+)?\s*(?:{_CONDITION_UNIT})(?![\w/])",
    re.IGNORECASE,
)


def beyond_normal(question: str, quote: str) -> tuple[str, str] | None:
    """(asked, stated) when the question asks for the value in normal running and every sentence of the quote that
    states a figure sets a threshold of a condition ("at fluid temperatures above 90 °C"), or None."""
    asked = _NORMAL_ASKED.search(question)
    if asked is None:
        return None
    sentences = [quote[a:b] for a, b in quote_sentences(quote, 0)] or [quote]
    figured = [s for s in sentences if re.search(r"\d", s)]
    beyond = [_BEYOND.search(s) for s in figured]
    if figured and all(beyond):
        return asked.group(0), next(m.group(0) for m in beyond if m)
    return None


# A condition set as a whole ("LM-220 flow at its max head?") is not one set as a share of it ("(a) At half the
# maximum head, clean water at 20 °C."; stranger's set 28)
_WHOLE_CONDITION = re.compile(r"\b(?:at|@)\s+(?:the\s+|its\s+)?((?:max(?:imum)?|full|rated)\s+([a-z]+))", re.IGNORECASE)
_SHARE_OF = re.compile(
    r"\b(?:half|one\s+third|a\s+third|two\s+thirds|a\s+quarter|three\s+quarters|\d+(?:[.,]\d+)?\s*%)\s+(?:of\s+)?"
    r"(?:the\s+|its\s+)?(?:max(?:imum)?|full|rated)\s+([a-z]+)",
    re.IGNORECASE,
)


def share_of_condition(question: str, quote: str) -> tuple[str, str] | None:
    """(asked, stated) when the question sets a condition as a whole (at maximum head, at full load) and the quote
    sets the same condition as a share of it (at half the maximum head, at 50 % of full load), or None."""
    if _SHARE_OF.search(question):
        return None
    for asked in _WHOLE_CONDITION.finditer(question):
        for stated in _SHARE_OF.finditer(quote):
            if term_in(asked.group(2).lower(), terms_of(stated.group(1))):
                return " ".join(asked.group(1).split()), "at " + " ".join(stated.group(0).split())
    return None


# A year a question sets as the time of what it asks ("How many terraphonists did the Wendmark Petroleum Company
# employ in 1927?"): a quote stating other years but not that one speaks of another time ("which employed 140
# terraphonists by 1934"; stranger-prose-1). Not when the question asks for a time itself ("in what year after
# 1900 ...").
_YEAR_SET = re.compile(
    r"\b(?:in|by|during|after|before|since|until|till|between|from|of|and|to)\s+((?:1[5-9]|20)\d\d)\b(?![-/.]\d)",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?<![\w.,/-])((?:1[5-9]|20)\d\d)(?![\w/-]|[.,]\d)")
_TIMES_ASKED = frozenset(("year", "deadline", "duration"))


def other_year(profile: QuestionProfile, quote: str) -> tuple[str, str] | None:
    """(asked, stated) when the question sets the year of what it asks and the quote's sentence stating most of the
    question's terms states other years, and neither it nor the sentences next to it (``asked_sentence``) the one
    asked."""
    if profile.answer_type is not None and profile.answer_type.name in _TIMES_ASKED:
        return None
    asked = _YEAR_SET.findall(profile.text)
    if not asked:
        return None
    sentence, around = asked_sentence(profile, quote)
    stated = _YEAR.findall(sentence)
    if stated and not set(asked) & set(_YEAR.findall(around)):
        return asked[0], stated[0]
    return None


# A condition a question sets by words after "at", "in", "with" or "under", for a load, a mode or an option ("at
# half load", "in ECO mode", "with the remote radiator / heat exchanger option"): a quote whose row, headings and
# neighbouring sentences without a figure leave one of its words unsaid gives the value in another condition
# ("Efficiency, online mode" for the efficiency at half load; stranger's set 5).
_WORDED_CONDITION = re.compile(
    r"\b(?:at|in|with|under)\s+(?:the\s+|an?\s+)?((?:[a-z][\w-]*\s+(?:/\s*)?){1,4}?)(?:load|mode|option|configuration)s?\b",
    re.IGNORECASE,
)


# A load said as a share: "at half load" is "Runtime at 50 % load" (stranger's set 5)
_SHARES = {"half": "50", "full": "100", "quarter": "25", "no": "0"}


@lru_cache(maxsize=256)
def _worded_conditions(question: str) -> list[tuple[str, tuple[str, ...]]]:
    return [
        (" ".join(m.group(0).split()), tuple(content_terms(m.group(1).replace("/", " "))))
        for m in _WORDED_CONDITION.finditer(question)
    ]


def unstated_condition(profile: QuestionProfile, quote: str, context: str, headings: Sequence[str] = ()) -> str | None:
    """The condition the question sets by words (``_WORDED_CONDITION``) that the quote, its headings and its
    neighbouring sentences without a figure but the question's models (a table's other rows give other values) do
    not state, if any."""
    conditions = [(phrase, terms) for phrase, terms in _worded_conditions(profile.text) if terms]
    if profile.answer_type is not None:
        # a value asked with a thing: "operating weight of an RTX-060 with electric heat" is not "Operating weight:
        # 316 kg" (stranger's set 6); the thing by its first word, as for contrary_inclusion
        with_things = _inclusions_asked(profile.text).items()
        conditions += [(given[True], (term,)) for term, given in with_things if True in given]
    if not conditions:
        return None
    neighbours = [context[a:b] for a, b in quote_sentences(context, 0)]
    figureless = [s for s in neighbours if not any(c.isdigit() for c in _without_asked(profile, s))]
    texts = [quote, *headings, *figureless]
    said = frozenset().union(*(terms_of(text) for text in texts))
    said |= {word for word, share in _SHARES.items() if re.search(rf"(?<![\d.,]){share}\s*%", " ".join(texts))}
    return next((phrase for phrase, terms in conditions if not all(_stated(t, said) for t in terms)), None)


# A qualifier this short may be a word's short form, stated by a word that begins with its first letters ("temp"
# for temperature, "prop" for propeller, "lube" for lubrication): technicians write so (FAA dev set).
_SHORT_FORM = 5
_SHORT_FORM_PREFIX = 3


def unstated_qualifiers(profile: QuestionProfile, context: Sequence[str]) -> list[str]:
    """The question's qualifiers of the value asked (``asked_qualifiers``: "full-flow" pressure, "overhaul"
    interval) that ``context`` (the quote, its neighbouring sentences and its heading) does not state, by stem or
    as a short form ("temp" for temperature)."""
    if not profile.qualifiers:
        return []
    # each text's terms on their own: the same sentences come back candidate after candidate (cached)
    said = frozenset().union(*(terms_of(text) for text in context))
    return [word for word in profile.qualifiers if not all(_stated(t, said) for t in content_terms(word))]


def _stated(term: str, said: frozenset[str]) -> bool:
    """Whether a question's term is among the terms ``said``, by stem or as a short form ("temp" for temperature)."""
    short = len(term) <= _SHORT_FORM and not term.isdigit()
    return term_in(term, said) or (short and any(t.startswith(term[:_SHORT_FORM_PREFIX]) for t in said))


def _without_asked(profile: QuestionProfile, text: str, applies: str = "") -> str:
    """``text`` without the identifiers and figures the question names nor the other members of their families, nor
    the models its document version declares (``applies``): what the question says itself is no value stated — the
    model asked about is not the part number asked for ("Cooling is by a shaft-driven fan on the TR-40" states no
    part number of the TR-40's fan), nor are its sibling models ("the FMX-12 and the FMX-14 have a solenoid-latched
    shutoff valve" for the FMX-12E's valve), nor the models the manual is about ("Input filter capacitor (IX-225):
    P/N CIS-5512-02." for what superseded CIS-5512-02), nor is the engine's number a size ("Rotax 582 cooling
    system." for how big its overflow bottle is)."""
    for name in applies.split():
        text = re.sub(identifier_pattern(name.lower()), " ", text, flags=re.IGNORECASE)
    for name in profile.identifiers:
        text = re.sub(identifier_pattern(name.lower()), " ", text, flags=re.IGNORECASE)
    for family, names in _families(profile).items():
        # a part number's siblings are other part numbers, which a question about it may ask for ("which p/n
        # supersedes NI-4410-6": NI-4410-8); a model's are other models
        if not all(sum(c.isdigit() for c in name) >= _PART_NUMBER_FIGURES for name in names):
            text = re.sub(_member(family), " ", text, flags=re.IGNORECASE)
    return text


_PART_NUMBER_FIGURES = 4  # "NI-4410-6", "CIS-5512-02" are part numbers; "FMX-12E", "TR-40A", "KR-22" models


def _qualifier_context(profile: QuestionProfile, quote: str, context: str, headings: Sequence[str]) -> list[str]:
    """Where the qualifier of the value asked may be said: the quote, its headings, and each neighbouring sentence
    that states no value of the asked kind itself — one that does speaks of its own value ("The PX200-C is rated
    at 3000 psi as well, with a full-flow pressure of 2850 psi." beside the PX200-B's rated outlet pressure)."""
    kind = profile.answer_type
    said = folded(quote)
    neighbours = [context[a:b] for a, b in quote_sentences(context, 0)]
    kept = [s for s in neighbours if folded(s) not in said and not (kind is not None and kind.stated_in(s))]
    return [quote, *kept, *headings]


# "What is an annular combustor?", "Define cowl flap", "what are magnetos": a question asking what a term is, and
# nothing more (at most five words, none of them a function word: "the purpose of the valve" is no term).
_DEFINITION_QUESTION = re.compile(
    r"^\s*(?:what\s+(?:is|are)|what's|define)\s+(?:(?:an?|the)\s+)?(?P<term>[^?]+?)\s*\??\s*$", re.IGNORECASE
)
_TERM_MAX_WORDS = 5
# The term a sentence defines: a glossary headword ("Can-annular combustor. A combustor ...", "Fire zone: an area")
# or the subject of "is"/"are" ("A fire zone is ...", "Class B fires are ...").
_HEADWORD = re.compile(r"^\s*(?P<head>[^.:;,\n]{2,60}?)[.:]\s+\S")
_SUBJECT = re.compile(
    r"^\s*(?:(?:an?|the)\s+)?(?P<head>[^.:;,\n]{2,60}?)\s+(?:is|are|refers to|means)\s", re.IGNORECASE
)


def _term_words(text: str) -> list[str]:
    """A term's words, lower-cased, hyphens split, a plural's s dropped: "Class B fires" -> class, b, fire."""
    return [
        w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
        for w in re.findall(r"[a-z0-9]+", folded(text))
    ]


def defined_instead(question: str, quote: str) -> str | None:
    """The longer term the quote defines where the question asks what a term is, the asked term's words inside it
    ("Can-annular combustor" for "What is an annular combustor?"); None when the quote defines the asked term, or
    no term, or the question asks something else."""
    asked = _DEFINITION_QUESTION.match(question)
    if asked is None:
        return None
    term = _term_words(asked.group("term"))
    if not term or len(term) > _TERM_MAX_WORDS or any(w in _SMALL_WORDS for w in term):
        return None
    for pattern in (_HEADWORD, _SUBJECT):
        found = pattern.match(quote)
        if found is None or len(found.group("head").split()) > _TERM_MAX_WORDS + 2:
            continue
        head = _term_words(found.group("head"))
        if any(w in _SMALL_WORDS for w in head):  # a phrase ("the combustor in a can-annular engine"), no term
            continue
        inside = any(head[i : i + len(term)] == term for i in range(len(head) - len(term) + 1))
        if inside and len(head) > len(term):
            return found.group("head").strip()
    return None


# "It does not apply to the standard ACF-12 fan.", "not applicable to the TR-40A", "except the PX200-D": a passage
# that says what it is not about, up to the end of its sentence
_EXCLUDING = re.compile(
    r"\b(?:(?:does|do|shall|will)\s+not|doesn[’']t|don[’']t)\s+apply\s+to\b|\bnot\s+applicable\s+to\b|"
    r"\b(?:except(?:\s+for)?|excluding)\b",
    re.IGNORECASE,
)
_EXCLUSION_REACH = 100  # characters after the phrase, within its sentence


# A value limited to some members of a family: "may be used for CX-18 and CX-26 only", "Live tool drive (TL-250M
# only)", "only on the HX4 and HX6": of the question's model when it is among them, of none other.
_LIMITED = re.compile(
    r"\b(?:for|on|with|to|in)\s+(?P<listed>[^.;:,()|\n]{1,60}?)\s+only\b|"
    r"\bonly\s+(?:for|on|with|to|in)\s+(?P<after>[^.;:()|\n]{1,60})|\((?P<bracket>[^()|\n]{1,60}?)\s+only\)",
    re.IGNORECASE,
)


def limited_to_others(profile: QuestionProfile, quote: str, applies: str = "") -> list[str]:
    """The other members of an asked model's family that the quote limits what it says to ("Wall brackets PCL-WB-1
    may be used for CX-18 and CX-26 only" for the wall bracket kit of a CX-42; stranger's set 13), when it leaves
    the asked one out; else empty."""
    families = _asked_families(profile, applies)
    if not families:
        return []
    lowered = quote.lower()
    for match in _LIMITED.finditer(lowered):
        listed = next(g for g in match.groups() if g is not None)
        for family, names in families.items():
            members = re.findall(_member(family), listed)
            if members and not any(re.search(identifier_pattern(n), listed) for n in names):
                return [m.upper() for m in dict.fromkeys(members)]
    return []


# An exclusion limited to serial numbers: "nor to LR-220 and LR-310 pumps outside the serial ranges above" (to the
# end of the clause naming the model)
_SERIAL_QUALIFIED = re.compile(r"^[^,;:]*\b(?:serial|s/n)", re.IGNORECASE)


# A revised figure asked for a unit named by its serial ("new torque for the shock mount nuts on this one?", "revised
# end cap torque from the bulletin") is a service bulletin's: the manual's figure does not answer it, and a bulletin
# that does not cover the unit is not found (stranger's set 27, a model the bulletin excludes)
_REVISED_ASKED = re.compile(
    r"\b(?:new|revised|updated|changed|amended|modified)\s+(?:[\w/-]+\s+){0,4}?(?:torques?|values?|settings?|"
    r"set\s*points?|setpoints?|limits?|intervals?|pressures?|temp\w*|gaps?|clearances?|speeds?|figures?|specs?)\b"
    r"|\b(?:from|per|in|by)\s+(?:the|that|this)\s+(?:service\s+)?bulletin\b",
    re.IGNORECASE,
)


def asks_revised(profile: QuestionProfile) -> bool:
    """Whether the question asks for a revised figure (a service bulletin's) for a unit named by its serial."""
    return profile.serial is not None and _REVISED_ASKED.search(profile.text) is not None


def excluded_identifiers(profile: QuestionProfile, context: str) -> list[str]:
    """The models or codes of the question that ``context`` (a quote with its neighbouring sentences) says it does
    not apply to ("It does not apply to the standard ACF-12 fan." under a service letter's interval for the
    ACF-12H): whatever the passage states, it states it of something else. A model excluded only outside some
    serial numbers is not, for a question giving its unit's serial number: the filters admitted the document for
    that serial (stranger's set 20's "nor to LR-220 and LR-310 pumps outside the serial ranges above")."""
    found = []
    for match in _EXCLUDING.finditer(context):
        end = context.find(".", match.end(), match.end() + _EXCLUSION_REACH)
        reach = context[match.end() : end if end >= 0 else match.end() + _EXCLUSION_REACH].lower()
        for n in profile.identifiers:
            named = re.search(identifier_pattern(n.lower()), reach) if any(c.isalpha() for c in n) else None
            after = context[match.end() + named.end() :].split(".", 1)[0] if named else ""
            if named and not (profile.serial is not None and _SERIAL_QUALIFIED.search(after)):
                found.append(n)
    return list(dict.fromkeys(found))


# A document saying, once, what it is not about: "This letter gives a reduced interval. It does not apply to the
# standard ACF-12 fan.", "This bulletin does not apply to the WB-7S.", a line "Not applicable to: WB-7S".
_DOCUMENT_NOUN = (
    r"this\s+(?:(?:service|field|safety|technical|information|release)\s+)*"
    r"(?:letter|bulletin|notice|sb|sil|manual|publication|document|instructions?|supplement|revision|notes?)\b"
)
_DOCUMENT_EXCLUDING = re.compile(
    rf"\b{_DOCUMENT_NOUN}[^.\n]{{0,80}}?\b(?:does|do|shall|will)\s+not\s+apply\s+to\b[^.]{{0,200}}"
    r"|^[ \t]*not\s+applicable\s+to\s*:[^\n]*",
    re.IGNORECASE | re.MULTILINE,
)
_IT_EXCLUDING = re.compile(r"\bit\s+(?:does|shall|will)\s+not\s+apply\s+to\b[^.]{0,200}", re.IGNORECASE)


def document_exclusions(hit: Hit, hits: Sequence[Hit]) -> str:
    """What the passages found of ``hit``'s document version say the whole document does not apply to: said in
    its purpose or applicability, it holds for every passage of it (a service letter's hot-bay interval is no
    interval of "the standard ACF-12", which the letter excludes two paragraphs up)."""
    said: list[str] = []
    for other in hits:
        same = (other.document, other.document_version) == (hit.document, hit.document_version)
        if same and "appl" in other.text.lower():  # "apply", "applicable": most passages say neither
            said += [m.group(0) for m in _DOCUMENT_EXCLUDING.finditer(other.text)]
            if re.search(rf"\b{_DOCUMENT_NOUN}", other.text, re.IGNORECASE):  # "it" is the document
                said += [m.group(0) for m in _IT_EXCLUDING.finditer(other.text)]
    return "\n".join(dict.fromkeys(said))


# A table's note mark ("Propeller nut (1)", "Gearcase lubricant … | Corvina 90 EFI CT: see (a)") and the note it points
# to under the table, giving one model its own value: "(1) Corvina 90 EFI CT: 82 Nm." Each row and the notes are
# passages of their own (chunking), so the notes are read from the passages found on the same page.
_NOTE_MARK = re.compile(r"(?<!^)(?<!\n)\((\d{1,2}|[a-z])\)")
_NOTE_LINE = re.compile(r"^[ \t]*\((\d{1,2}|[a-z])\)[ \t]+([^:\n]{1,60}?):[ \t]*(\S[^\n]*)$", re.MULTILINE)


def marked_notes(quote: str, cells: str) -> str:
    """The notes of ``quote`` whose marks ``cells`` carry ("(d) Idle press with the enclosure closed." for "SP-20: 78
    dB(A) (d)"), each up to the next note's mark, joined by line breaks; empty when none is quoted."""
    notes = []
    after = quote.find(cells) + len(cells) if cells in quote else 0  # the notes follow the cells they mark
    for mark in dict.fromkeys(_NOTE_MARK.findall(cells)):
        start = quote.find(f"({mark}) ", after)
        if start >= 0:
            rest = quote[start + len(mark) + 3 :]
            following = re.search(r"\s\((?:\d{1,2}|[a-z])\)\s", rest)
            notes.append(rest[: following.start()] if following else rest)
    return "\n".join(notes)


def on_page(hit: Hit, hits: Sequence[Hit]) -> str:
    """The passages found on ``hit``'s page of its document version, its own first."""
    where = (hit.document, hit.document_version, hit.page)
    same = [h.text for h in hits if (h.document, h.document_version, h.page) == where]
    return "\n".join(dict.fromkeys([hit.text, *same]))


@lru_cache(maxsize=256)  # the same page comes back candidate after candidate
def _asked_notes(question: str, page: str) -> dict[str, tuple[str, str, str]]:
    """The notes of ``page`` that give the value of a model the question names in full (every word and figure of the
    note's label is the question's, two at least, one a figure): mark -> (label, value, the note's line)."""
    asked = set(re.findall(r"[a-z0-9]+", question.lower()))
    notes: dict[str, tuple[str, str, str]] = {}
    for note in _NOTE_LINE.finditer(page):
        words = re.findall(r"[a-z0-9]+", note.group(2).lower())
        if len(words) >= 2 and any(w.isdigit() for w in words) and set(words) <= asked:
            notes.setdefault(note.group(1).lower(), (note.group(2).strip(), note.group(3).strip(), note.group(0)))
    return notes


def noted_otherwise(profile: QuestionProfile, quote: str, page: str) -> tuple[str, str] | None:
    """(mark, label) when ``quote`` is a table's row carrying a note mark whose note, on the same page, gives the
    model the question names its own value ("Propeller nut (1) | … | Corvina 90 EFI / 90 EFI CT: 75 Nm" with "(1)
    Corvina 90 EFI CT: 82 Nm." for the 90 EFI CT's propeller nut)."""
    marks = _NOTE_MARK.findall(quote)
    notes = _asked_notes(profile.text, page) if page and marks else {}
    for mark in marks:
        if mark.lower() in notes:
            return mark, notes[mark.lower()][0]
    return None


def noted_asked_value(profile: QuestionProfile, quote: str, page: str, headings: Sequence[str]) -> bool:
    """Whether ``quote`` is the note giving the asked model its own value (of the kind asked, when a kind is), and a
    row of the same page carrying its mark, with its headings, states every other term of the question."""
    notes = _asked_notes(profile.text, quote) if page and "(" in quote else {}
    asked = {t for n in profile.identifiers for t in content_terms(n)} | kind_terms(profile)
    for mark, (_, value, line) in notes.items():
        if profile.answer_type is not None and not profile.answer_type.stated_in(value):
            continue
        rows = [row for row in page.splitlines() if row.strip() != line.strip() and f"({mark})" in row.lower()]
        named = asked | {t for t in profile.terms if t in terms_of(line)}
        for row in rows:
            said = frozenset().union(*(terms_of(text) for text in (row, *headings)))
            if all(t in named or t.isdigit() or _stated(t, said) for t in profile.terms):
                return True
    return False


def objection(
    profile: QuestionProfile,
    quote: str,
    context: str,
    headings: Sequence[str] = (),
    applies: str = "",
    excluding: str = "",
    page: str = "",
) -> Objection | None:
    """Why ``quote`` cannot be confirmed as the answer to ``profile``'s question (None: no objection). ``context``
    holds the quote with the sentences around it; ``headings`` its heading path and its document's title;
    ``applies`` the models its document version declares it applies to (``applies_to``); ``excluding`` what its
    document says it does not apply to (``document_exclusions``); ``page`` the passages found on its page
    (``on_page``: a table's notes)."""
    if looks_like_title(quote, headings) or adds_nothing(profile, quote, headings):
        return Objection("restates_question", "the best sentence restates the question (a title or heading)")
    if states_applicability(profile, quote, (*headings, applies)):
        return Objection("restates_question", "the sentence states only which units the document applies to")
    absent = identifiers_absent(profile, context, headings, applies, page)
    if absent:
        return Objection("identifier_not_near", f"the sentence does not name {', '.join(absent)}")
    others = other_identifiers(profile, quote, applies)
    if others:
        asked = _asked_members(profile, applies)
        return Objection("other_identifier", f"the sentence names {', '.join(others)}, not {asked}")
    others = other_variant(profile, quote)
    if others:
        return Objection("other_identifier", f"the sentence names {', '.join(others)}, not {profile.variant}")
    excluded = excluded_identifiers(profile, context)
    if excluded:
        return Objection("not_applicable", f"the passage says it does not apply to {', '.join(excluded)}")
    excluded = excluded_identifiers(profile, excluding)
    if excluded:
        return Objection("not_applicable", f"the document says it does not apply to {', '.join(excluded)}")
    limited = limited_to_others(profile, quote, applies)
    if limited:
        return Objection("not_applicable", f"the sentence says so of {', '.join(limited)} only")
    asked_step = step_asked(profile.text)
    quoted_steps = steps_quoted(quote, context) if asked_step is not None else []
    if quoted_steps and asked_step not in quoted_steps:
        on = ", ".join(map(str, quoted_steps))
        return Objection("other_step", f"the sentence is step {on}, not step {asked_step}")
    noted = noted_otherwise(profile, quote, page)
    if noted:
        return Objection("noted_otherwise", f"note ({noted[0]}) gives the {noted[1]} its own value")
    cells, value = asked_cells(profile, quote)
    if asked_step is not None and len(quoted_steps) > 1:  # what the quote states is read in the asked step's lines
        cells = asked_step_lines(quote, asked_step) or cells
    if value is not None and _no_value(value):
        asked = _asked_members(profile, quote) or " or ".join(
            " ".join(c) for c in _FIGURE_AND_UNIT.findall(profile.text)
        )
        return Objection("type_missing", f"the table states no value for {asked}")
    if value is not None and _value_restates(profile, value):
        return Objection("restates_question", f"the table gives {_asked_members(profile)} only what the question says")
    expected = profile.answer_type
    if expected is not None and not expected.stated_in(_without_asked(profile, cells, applies)):
        return Objection("type_missing", f"no {expected.name} is stated")
    counted = counts_other(profile.text, cells)
    if counted:
        return Objection("type_missing", f"the sentence counts other things than the {counted} asked")
    if gives_no_reason(profile, cells):
        return Objection("type_missing", "no reason is stated: the sentence prescribes or lists, it does not explain")
    code = states_meaning_only(profile, quote)
    if code:
        return Objection("type_missing", f"the sentence says what {code} means, not what to do about it")
    code = code_in_range_only(profile, quote)
    if code:
        return Objection("identifier_not_near", f"the sentence names {code} only as an end of a range of codes")
    contrary = (
        contrary_qualifier(profile.text, cells, headings)
        or contrary_in_asked_sentence(profile, cells)
        or unstated_bound(profile.text, cells)
        # ... and in the notes the asked cells carry, quoted with them ("SP-20: 78 dB(A)" under "(d) Idle press with
        # the enclosure closed", asked of the press while welding; stranger's set 28)
        or contrary_qualifier(profile.text, marked_notes(quote, cells))
    )
    if contrary:
        return Objection("contrary_qualifier", f"the sentence speaks of the {contrary[1]}, not the {contrary[0]} asked")
    part = other_part(profile, cells)
    if part:
        return Objection("qualifier_unstated", f"the row {part}")
    not_asked = names_not_asked(profile, cells)
    if not_asked:
        return Objection("contrary_qualifier", f"the sentence names {not_asked}, which the question does not ask for")
    bound = bound_of_asked_values(profile, cells)
    if bound:
        return Objection(
            "contrary_qualifier", f"the sentence bounds the value by its {bound[1]}, not the {bound[0]} asked"
        )
    # read in the asked model's cells, and in the whole quote, whose note may set the condition for every model
    # ("(3) Measured 1 m from the arch"; stranger's set 24)
    condition = other_condition(profile.text, cells) or other_condition(profile.text, quote)
    if condition:
        return Objection("contrary_qualifier", f"the sentence speaks of {condition[1]}, not {condition[0]}")
    beyond = beyond_normal(profile.text, quote) or share_of_condition(profile.text, quote)
    if beyond:
        return Objection("contrary_qualifier", f"the sentence gives the value {beyond[1]}, not for {beyond[0]}")
    year = other_year(profile, cells)
    if year:
        return Objection("contrary_qualifier", f"the sentence speaks of {year[1]}, not {year[0]}")
    contrary = contrary_inclusion(profile.text, cells)
    if contrary:
        return Objection("contrary_qualifier", f"the sentence gives the value {contrary[1]}, not {contrary[0]}")
    opposite = contrary_polarity(profile.text, cells)
    if opposite:
        return Objection("contrary_qualifier", f"the sentence does not say what was asked ({opposite})")
    swapped = swapped_roles(profile.text, cells)
    if swapped:
        return Objection("contrary_qualifier", f"the sentence says the other way round who did what ({swapped})")
    denied = denied_asked(profile, cells) or forbidden_means(profile, quote) or forbidden_premise(profile, context)
    if denied:
        return Objection("contrary_qualifier", f"the sentence says the opposite of what was asked ({denied})")
    if ends_on_described(profile, quote):
        return Objection("other_step", "the sentence is the step the question says is done, not the one after it")
    if steps_elsewhere(profile, quote, page or context):
        return Objection("other_step", "the sentence is no step right after the one the question says is done")
    worded = unstated_condition(profile, cells, context, headings)
    if worded:
        return Objection("contrary_qualifier", f"the sentence does not say {worded}")
    dimension = other_dimension(profile.text, quote, headings)
    if dimension:
        return Objection("other_dimension", f"the row gives the {dimension[1]}, not the {dimension[0]} asked")
    instead = defined_instead(profile.text, quote)
    if instead:
        return Objection("another_term_defined", f"the sentence defines {instead}, not what was asked")
    # a table's note giving the asked model's value is read with the row pointing to it (``noted_asked_value``)
    if profile.qualifiers and expected is not None and not noted_asked_value(profile, quote, page, headings):
        unstated = unstated_qualifiers(profile, _qualifier_context(profile, quote, context, headings))
        if unstated:
            asked = " ".join(profile.qualifiers)
            return Objection(
                "qualifier_unstated",
                f"the sentence does not say {', '.join(unstated)} (the {asked} {expected.name} asked)",
            )
        other = other_qualified_figure(profile, cells)
        if other:
            asked = " ".join(profile.qualifiers)
            return Objection("qualifier_unstated", f"the figure stated is the {other}'s, not the {asked} one asked")
    return None


# A figure said of a quantity qualified otherwise than asked: "applies a pull-in voltage of at least 18 V and then
# drops the coil to a lower holding voltage" states no holding voltage (stranger's set 13). The quantity by its
# word after the qualifier asked; a figure follows it within a few connecting words.
_FIGURE_AFTER = r"[\s,:=(]*(?:(?:of|is|are|was|be|at|to|about|approx\.?|approximately|at least|at most|up to)\s+)*\d"


def other_qualified_figure(profile: QuestionProfile, quote: str) -> str | None:
    """The other qualified quantity ("pull-in voltage") whose figure the quote states, when the quote gives a figure
    only to quantities of the asked word qualified by other words, and names the asked one without any."""
    lowered = quote.lower()
    for qualifier in (q.lower() for q in profile.qualifiers):
        after = re.search(rf"\b{re.escape(qualifier)}\s+([a-z]+)", profile.text, re.IGNORECASE)
        if after is None:
            continue
        word = re.escape(after.group(1).lower().rstrip("s"))
        figured = re.findall(rf"([\w-]+)\s+{word}s?\b(?={_FIGURE_AFTER})", lowered)
        if not figured or qualifier in figured:
            continue
        if re.search(rf"\b{re.escape(qualifier)}\s+{word}s?\b", lowered):
            return f"{figured[0]} {after.group(1).lower()}"
    return None


# A question asking what a code it names means, or what sets it off ("what does E-34 mean", "P-05 definition?",
# "what sets F-104", "F-108 came up, what's the condition behind it", "E-36 - what temp trips it?", "explain E-34",
# "why am I getting E-34"), or what the code is ("what is E-34 on the px200?": the code and nothing after it).
_MEANING_ASKED = re.compile(
    r"\b(?:mean(?:s|ing)?|definitions?|defined?|indicat(?:e|es|ion)|triggers?|trips?|sets?|causes?|conditions?|"
    r"stands? for|explain|explanation|describe|description|signif(?:y|ies|icance)|why)\b",
    re.IGNORECASE,
)
_CODE_WORDS = rf"(?:(?:a|an|the|{CODE_WORD}|maint|maintenance)\s+)*"


# A code and nothing else asked of it: "E.04.2?", "ALM 103 on the KR-30?", "centrifuge shows alarm code 0x04", "got
# P-08 on the fmu": the question ends at the code (and what it is on), so what it means is asked.
_SHOWN = (
    r"(?:shows?|showing|displays?|displaying|gives?|giving|got|gets?|reads?|reading|throws?|throwing|flashing|"
    r"flashes|came\s+up\s+with|logged|stored)"
)
_ON_WHAT = r"(?:\s+(?:on|for|in|from)\s+(?:an?\s+|the\s+|our\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?)?\s*[?.!]*\s*$"


def _code_asked_about(question: str, code: str) -> bool:
    named = identifier_pattern(code)
    return bool(
        re.search(
            rf"\bwhat(?:['\u2019]?s|\s+is)\s+{_CODE_WORDS}{named}(?=\s*(?:[?.!,;:]|$|\b(?:on|for|in|from|at)\b))"
            rf"|^\W*{_CODE_WORDS}{named}{_ON_WHAT}|\b{_SHOWN}\s+{_CODE_WORDS}{named}{_ON_WHAT}",
            question,
            re.IGNORECASE,
        )
    )


@lru_cache(maxsize=1024)
def _defining(code: str) -> re.Pattern[str]:
    """A statement of what ``code`` (lower case) means, however a manual words it: "Meaning of E-34: ...", a line or
    table row opening with the code ("E-34: ...", "3. E-34 - ...", "| E-34 | ..."), "E-34 means / indicates /
    is set when ..."."""
    named = identifier_pattern(code)
    # a code word may open the line ("FLT 0412", "Code: BITE 2-07 | Indication: ..."), and the meaning may stand on
    # the next line under its label ("FLT 0412\nDescription: Loop B short to ground.")
    coded = rf"(?:{CODE_WORD}[ \t]*:?[ \t]*)*"
    label = r"(?:meaning|definition|description|indication|cause)[ \t]*:"
    # a line may open with a bullet ("- Alarm code: 0x04 - imbalance detected."), or with a word or two before the
    # code word ("New alarm A-12: evaporator flow switch open")
    opening = rf"(?:\d{{1,2}}[.)][ \t]+|[|][ \t]*|[-\u2022*\u2013][ \t]+|(?:[a-z]+[ \t]+){{1,2}}(?={CODE_WORD}))?"
    # a row continued from the page before marks its code so ("Code: T-120 (cont.) | Meaning: ..."; stranger's set 26)
    continued = rf"(?:[ \t]*\({CONTINUED}\.?\))?"
    return re.compile(
        rf"\b(?:meaning|definition|description|cause)\s+of\s+{named}\s*[:\u2013\u2014-]"
        rf"|^[ \t]*{opening}{coded}{named}{continued}[ \t]*(?:[:=|\u2013\u2014]|-\s)"
        rf"|^[ \t]*{coded}{named}[ \t]*\n[ \t]*{label}"
        # the code's line with its name, the meaning under its label below ("A07 Agitator stalled\nMeaning: No
        # rotation pulses ..."; stranger's set 18)
        rf"|^[ \t]*{coded}{named}[ \t]+[^\n:|]{{1,80}}\n\s*{label}"
        rf"|{named}\s+(?:means|indicates|is\s+(?:set|recorded|triggered|shown|displayed|raised)\s+(?:when|if))\b",
        re.IGNORECASE | re.MULTILINE,
    )


def defines_asked(profile: QuestionProfile, quote: str) -> bool:
    """Whether the question asks what a code it names means (not a step of its task) and ``quote`` states that:
    positive evidence of answering that shares no word with a question worded "what triggers it"."""
    if step_asked(profile.text) is not None:
        return False
    asked = _MEANING_ASKED.search(profile.text) is not None
    return any(
        (asked or _code_asked_about(profile.text, code.lower())) and _defining(code.lower()).search(quote)
        for code in _codes(profile)
    )


def _codes(profile: QuestionProfile) -> list[str]:
    """The codes (and models) the question names: letters joined to figures, and numbers after a code word."""
    codes = [n for n in profile.identifiers if any(c.isalpha() for c in n) and any(c.isdigit() for c in n)]
    return codes + [n for n in coded_figures(profile.text) if n in profile.identifiers]


def on_asked_step(profile: QuestionProfile, quote: str, context: str) -> bool:
    """Whether the question asks for a numbered step ("step 4 of the E-37 task") and ``quote`` is on that line, or
    asks what comes after an action it describes and ``quote`` is the numbered line after the one doing it."""
    asked = step_asked(profile.text)
    if asked is not None:
        return asked in steps_quoted(quote, context)
    return _asks_after_described(profile.text) and _after_described(profile, quote, context)


_MIN_ACTION_TERMS = 2


def _after_described(profile: QuestionProfile, quote: str, context: str) -> bool:
    """The quote's first numbered line comes right after the line (in ``context``, the passage) that states the
    action the question describes: at least two of the question's terms, and more than the quote's own line and the
    lines beside those two state (the step doing it is not the one after it)."""
    at = context.find(quote)
    if at < 0:
        return False
    lines = list(_NUMBERED_LINE.finditer(context))
    own = next((i for i, m in enumerate(lines) if m.start() <= at < m.end() + 1), None)
    if not own or int(lines[own - 1].group(1)) != int(lines[own].group(1)) - 1:
        return False
    if _CONDITIONAL_STEP.match(lines[own - 1].group(0)):
        return False  # the line stating the case says what to do in it (``_CONDITIONAL_STEP``)
    asked = [t for t in profile.terms if t not in _NEXT_TERMS]

    def stated(i: int) -> int:
        return sum(1 for t in asked if term_in(t, terms_of(lines[i].group(2)))) if 0 <= i < len(lines) else 0

    before = stated(own - 1)
    return before >= _MIN_ACTION_TERMS and before > max(stated(own - 2), stated(own), stated(own + 1))


_NEXT_TERMS = frozenset(("next", "step", "come", "then", "now", "done"))


def ends_on_described(profile: QuestionProfile, quote: str) -> bool:
    """Whether the question asks what comes after an action it describes (no step number) and ``quote`` ends on the
    line that does that action: of its lines, the last states the most of the question's terms, two at least ("what
    do I do right after draining the cooler?" quoted up to "c) Remove the cooler drain plug and drain the cooler")."""
    if not _asks_after_described(profile.text):
        return False
    lines = _stated_per_line(profile, quote)
    if lines and not any(_STEP_LINE.match(line) for line, _ in lines):
        # an entry without numbered steps, a code's remedy in a table's row, ends on its last sentence ("Remedy: Do not
        # restart until the cause is found. Check impeller for erosion, rubbing or deposits." cut by the page's end,
        # for "A07 vib trip: already checked the impeller clearance ... next step?"; stranger's set 20)
        lines = _stated_per_sentence(profile, quote)
        if not lines or _CONDITIONAL_SENTENCE.match(lines[-1][0]):
            return False
    elif not lines or _STEP_LINE.match(lines[-1][0]) is None or _CONDITIONAL_STEP.match(lines[-1][0]):
        return False
    stated = [n for _, n in lines]
    return stated[-1] >= _MIN_ACTION_TERMS and stated[-1] >= max(stated)


def _asks_after_described(question: str) -> bool:
    """Whether the question asks what comes after an action or a state it describes, and names no step number."""
    return _NEXT_ASKED.search(question) is not None and step_asked(question) is None


# A procedure's step line: "3. Drain the oil", "c) Remove the cooler drain plug" (a troubleshooting table's row,
# "UPS does not start on battery | Battery breaker Q4 off | Switch on Q4, then press ON", states the case and its
# action on one line: no step done); and one saying when it applies ("5. If the shaft turns freely, ..."), which
# states a case and what to do in it: "5. If the housing temperature rises more than 20 K above ambient at any stage,
# stop the spindle, ..." answers "housing temp went more than 20 K over ambient during run-in, what now", and the step
# after it does not (stranger's set 9)
_STEP_PREFIX = r"^[ \t]*(?:\d{1,2}|[a-z])[.)][ \t]+"
_STEP_LINE = re.compile(rf"{_STEP_PREFIX}\S")
_CONDITIONAL_STEP = re.compile(rf"{_STEP_PREFIX}(?:if|when|where|should|in case|once)\b", re.IGNORECASE)


def _stated_per_line(profile: QuestionProfile, quote: str) -> list[tuple[str, int]]:
    """Each non-empty line of ``quote``, with how many of the question's terms (but those asking what comes next) it
    states."""
    return _stated_per(profile, [line for line in quote.splitlines() if line.strip()])


def _stated_per_sentence(profile: QuestionProfile, quote: str) -> list[tuple[str, int]]:
    """``_stated_per_line`` for the sentences of ``quote`` (a table's cells are read apart)."""
    cells = [c for c in _CELLS.split(quote.strip()) if c]
    return _stated_per(profile, [cell[a:b] for cell in cells for a, b in quote_sentences(cell)])


def _stated_per(profile: QuestionProfile, parts: Sequence[str]) -> list[tuple[str, int]]:
    asked = [t for t in profile.terms if t not in _NEXT_TERMS]
    return [(part, sum(1 for t in asked if term_in(t, terms_of(part)))) for part in parts]


# a sentence saying when it applies states a case and what to do in it ("If it persists, replace both bearings")
_CONDITIONAL_SENTENCE = re.compile(r"\W*(?:\w+:\s*)?(?:if|when|where|should|in case|once)\b", re.IGNORECASE)


def steps_elsewhere(profile: QuestionProfile, quote: str, passages: str) -> bool:
    """Whether the question asks what comes after an action or a state it describes (no step number: "Q4 is on now -
    what next?", "milky gear oil came out, what now?") and ``quote`` is on numbered lines that do not come right
    after a line stating it (``_after_described``): another procedure's steps, or this one's elsewhere. ``passages``:
    the passages the quote may be cut from."""
    if not _asks_after_described(profile.text):
        return False
    if not steps_quoted(quote, passages) or _after_described(profile, quote, passages):
        return False
    # a quote that states the case itself holds what comes after it: a quote running on from the line doing the
    # action, or a step saying when it applies ("5. If the shaft turns freely, replace the start contactor" for "F-105
    # and the shaft spins free, next?")
    lines = _stated_per_line(profile, quote)
    conditional = any(n and _CONDITIONAL_STEP.match(line) for line, n in lines)
    return not conditional and max((n for _, n in lines), default=0) < _MIN_ACTION_TERMS


# A value one model of a list is given in a sentence: "4500 flight hours for the TR-40A", "PX200-C 8.4 kg",
# "KX-9: 8.3 psi" — the figure runs up to the next comma, semicolon, colon, "and", "for" or "is" (never across
# another value's start, so a sentence is read in linear time), in a sentence of at most _LIST_CHARS characters.
_VALUE = r"\d(?:(?!\band\b|\bfor\b|\bis\b)[^,;:])*?"
_LIST_CHARS = 600
_CLAUSE_END = r"(?=\s*(?:[,;]|\band\b|$|\.(?:\s|$)))"


def enumerated_value(profile: QuestionProfile, quote: str) -> tuple[str, str] | None:
    """A sentence of ``quote`` that lists a value for several models of a family the question names, and the asked
    model's own value in it ("TBO is 4000 flight hours for the TR-40, 4500 flight hours for the TR-40A and 5000
    flight hours for the TR-42.", "Dry weight: PX200-A 6.8 kg, PX200-B 7.1 kg, PX200-C 8.4 kg"), or None."""
    for family, names in _families(profile).items():
        for a, b in quote_sentences(quote, 0) or [(0, len(quote))]:
            sentence = quote[a:b].lower()
            if len(sentence) > _LIST_CHARS or len(set(re.findall(_member(family), sentence))) < 2:
                continue
            for name in names:
                named = identifier_pattern(name.lower())
                before = re.search(
                    rf"(?:^|[,;:]|\band\b|\bis\b)\s*(?P<value>{_VALUE})\s+(?:for|on|of)\s+(?:the\s+|an?\s+)?{named}"
                    rf"{_CLAUSE_END}",
                    sentence,
                )
                after = re.search(rf"{named}\s*(?::|=|\bis\b)?\s*(?P<value>{_VALUE}){_CLAUSE_END}", sentence)
                for found in (before, after):
                    if found and not re.search(_member(family), found.group("value")):
                        return quote[a:b], found.group("value").strip()
    return None


# A figure a document limited to listed serial numbers (a service bulletin) gives for the units it covers overrides
# the manual's: a sentence of it stating another figure of the quantity asked (one measured in a unit) about at least
# as much of the question as the quote overrides the quote. The words asking the kind are left out of the measure: a
# figure in the kind's unit states them ("Setting: Sealing head mounting bolts | … | New value: 28 Nm" says as much of
# "sealing head bolts - what torque now?" as the manual's "Fastener: Sealing head mounting bolts | … | Torque: 26
# Nm"; stranger's set 24).
_FIGURE_BEFORE = re.compile(r"(\d+(?:[.,]\d+)?)\s*$")


def overriding(
    profile: QuestionProfile, quote: str, limited: Sequence[tuple[str, str]], expansions: dict[str, str]
) -> int | None:
    """Which of ``limited`` (passages of serial-limited documents, each with the models its version declares it
    applies to, ``applies_to``) has a sentence overriding ``quote``, or None. The models declared count as said by
    every sentence: "Item: Pressure relief valve setting | Manual value: 60 bar | New value: 50 bar" is of the HM-40
    its bulletin is for. A setting or an amount asked ("HM-40 s/n VA2211873 - what should the relief valve be set to
    now?") is compared in the units the quote gives it in ("HM-40: 60 bar"; stranger's set 21), and so is a value
    asked for without a word saying its kind of a unit named by its serial number ("pe80 set point heater plate";
    stranger's set 25; asked of no serial, a code's meaning is no figure a bulletin can override: set 13's "A07 on
    the coldline controller")."""
    kind = profile.answer_type
    if not limited:
        return None
    if kind is not None and kind.measured:

        def values(text: str) -> set[str]:
            return _measured_values(kind, text)

    elif (kind is None and profile.serial is not None) or (kind is not None and kind.name in _SETTINGS):
        units = {unit for _, unit in measurements(quote)}

        def values(text: str) -> set[str]:
            return {figure for figure, unit in measurements(text) if unit in units}

    else:
        return None
    asking = kind_terms(profile)

    def weight(text: str) -> float:
        return sum(profile.weights[t] for t in covered_terms(profile, [text], expansions) - asking)

    figures = values(quote)
    quoted = weight(quote)
    for index, (text, declared) in enumerate(limited):
        for start, end in quote_sentences(text):
            sentence = text[start:end]
            stated = values(sentence)
            if stated and not stated <= figures and weight(f"{sentence}\n{declared}") >= quoted:
                return index
    return None


_SETTINGS = frozenset(("setting", "quantity"))


def _measured_values(kind: AnswerType, text: str) -> set[str]:
    """The figures ``text`` gives in the unit of the kind asked ("4.5" of "4.5 Nm"), not the other figures (a step's
    number, a model's)."""
    before = (_FIGURE_BEFORE.search(text[: unit.start()]) for unit in kind.evidence.finditer(text))
    return {found.group(1) for found in before if found}


def lists_asked_value(profile: QuestionProfile, quote: str, headings: Sequence[str]) -> bool:
    """Whether ``quote`` holds the asked model's value (of the kind asked, when a kind is) where a list of models'
    values gives it — a table's row, in the cell labelled by that model, or a sentence listing a value per model
    (``enumerated_value``) — and the quote and its headings state every other term of the question ("Fastener:
    B+ terminal nut | TR-42: 160 lbf.in" under "Table 3. Torque values" for "need the B+ terminal torque, TR-42")."""
    if _named_values(quote):
        _, value = asked_cells(profile, quote)
    elif listed := enumerated_value(profile, quote):
        quote, value = listed  # the listing sentence alone must state the rest
    else:
        return False
    if value is None or _no_value(value):
        return False
    if profile.answer_type is not None and not profile.answer_type.stated_in(value):
        return False
    named = {t for n in profile.identifiers for t in content_terms(n)} | kind_terms(profile)
    said = frozenset().union(*(terms_of(text) for text in (quote, *headings)))
    return all(t in named or t.isdigit() or _stated(t, said) for t in profile.terms)


def kind_terms(profile: QuestionProfile) -> set[str]:
    """The question's terms that ask for the kind of value asked, each word on its own ("pn", "torque", "temp") or
    with its neighbour when neither asks alone ("part number", "how heavy"): a value of that kind states them."""
    kind = profile.answer_type
    if kind is None:
        return set()
    words = re.findall(r"[\w/]+", profile.text.lower())
    alone = [bool(kind.question.search(word)) for word in words]
    asking = [i for i, a in enumerate(alone) if a]
    for i in range(len(words) - 1):
        if not alone[i] and not alone[i + 1] and kind.question.search(f"{words[i]} {words[i + 1]}"):
            asking += [i, i + 1]
    return {t for i in asking for t in content_terms(words[i])}


def states_asked(profile: QuestionProfile, quote: str, context: str) -> bool:
    """Positive evidence of answering that no word measure sees: ``quote`` (in ``context``, the passage it was cut
    from) is the line a question about a code or a procedure asks for: what the code means, what to do about it, the
    step asked, or the step after the one the question says is done.
    (A model's value in a list of them is judged apart, ``lists_asked_value``.)"""
    return (
        defines_asked(profile, quote)
        or acts_on_asked(profile, quote, context)
        or on_asked_step(profile, quote, context)
    )


# What to do about a code, the thing to act on left to the manual: "what do I swap", "what part do I replace", "what
# should I inspect?", "what to check" (stranger's set 27), "action?", "how do I fix it", "when do we pull the unit".
# A question naming what it would act on ("which transducer connector pins do I check", "what temp probe P/N do I
# order") asks about that thing, which the code's action may not mention (two such near misses of the manuals were
# confirmed by the code's action).
_ACTION_ASKED = re.compile(
    r"\b(?:what|which)(?:\s+(?:part|parts|component|components|unit|item|lru|module|action))?\s+(?:(?:do|should|must|"
    r"can|would)\s+(?:i|we|you)|to)\s+(?:do|replace|swap|change|inspect|check|fix|repair|remove|pull|look\s+at)\b"
    r"(?!\s+(?!(?:first|next|now|then|on|for|in|at|after|if|when|to|with|about)\b)\w)|"
    r"\b(?:action|remedy|fix)\b(?:\s+(?:needed|required|is\s+needed))?\s*\??\s*$|\bwhat\s+(?:action|remedy)\b|"
    r"\b(?:remedy|fix)\s+for\b|\bwhat\s+now\s*[?.!]*\s*$|"
    r"\bwhen\s+is\s+action\b|\bhow\s+(?:do|can|should)\s+(?:i|we|you)\s+(?:fix|clear|correct|repair)\b|"
    r"\bwhat\s+to\s+do\s*(?:now|next|about\s+it)?\s*[?.!]*\s*$|\bwhat\s+(?:to|do\s+(?:i|we|you))\s+do\s+about\b|"
    r"\bwhen\s+(?:do|should|must)\s+(?:i|we|you)\s+(?:pull|remove|replace)\s+(?:it|the\s+(?:unit|lru|part|component))\b",
    re.IGNORECASE,
)
# An action a manual prescribes: a labelled line ("Action: …", "Corrective action: …", "Remedy: …") or a sentence in
# the imperative, perhaps after its condition ("If the step response is within limits, replace the LVDT.")
_ACTION_STATED = re.compile(
    r"\b(?:corrective\s+action|action|remedy|repair)\s*:|"
    r"(?:^|[.:|]\s+|\n\s*)(?:\d{1,2}[.)]\s+)?(?:if\b[^.\n]{0,120}?,\s*)?"
    r"(?:replace|inspect|check|clean|remove|install|adjust|reset|test|tighten|repair|swap|change|reseat|secure|"
    r"examine|measure)\b",
    re.IGNORECASE,
)


def _code_kind(code: str) -> str | None:
    """A pattern finding, in lower-cased text, any code written as ``code`` is: the same letters before the figures
    ("e-21" for E-34), or a code word and a number ("flt 0431" for FLT 0412's 0412)."""
    if re.fullmatch(r"\d+(?:-\d+)*", code):
        return rf"\b{CODE_WORD}\s*(?:code\s*)?(?:no\.?\s*|#\s*)?\d+(?:-\d+)*"
    family = _family(code)
    return _member(family) if family else None


def acts_on_asked(profile: QuestionProfile, quote: str, context: str) -> bool:
    """Whether the question asks what to do about a code it names ("Code 21 came up on an ORX-9PH, what part do I
    replace?") and ``quote`` (in ``context``, the passage it was cut from) prescribes an action under that code's own
    entry: after the code's meaning, and before any other code of its kind."""
    if step_asked(profile.text) is not None or not _ACTION_ASKED.search(profile.text):
        return False
    action = _ACTION_STATED.search(quote)
    at = context.find(quote)
    if action is None or at < 0:
        return False
    where = at + action.start()
    lowered = context.lower()
    for code in _codes(profile):
        entries = [m.start() for m in _defining(code.lower()).finditer(context) if m.start() < where]
        kind = _code_kind(code.lower())
        if not entries or kind is None:
            continue
        named = identifier_pattern(code.lower())
        between = [m.group(0) for m in re.finditer(kind, lowered[entries[-1] : where])]
        if all(re.search(named, other) for other in between):
            return True
    return False


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_STEP_ASKED = re.compile(
    rf"\bstep\s+(?:#|no\.?\s*)?(\d{{1,2}})\b|{STEP_ORDINAL.pattern}"
    r"|\b(" + "|".join(_ORDINALS) + r")\s+step\b",
    re.IGNORECASE,
)
# A numbered line of a procedure ("3. Replace the LVDT."): its number, and its text
_NUMBERED_LINE = re.compile(r"^[ \t]*(\d{1,2})[.)][ \t]+(.*)$", re.MULTILINE)


# What comes after a step or an action: "step 3 is done, what comes next?", "after setting FIRE TEST to LOOPS,
# what's the next step?"
_NEXT_ASKED = re.compile(
    r"\b(?:next|then what|what now|comes after|after (?:step|that))\b"
    r"|\bwhat\s+(?:do|should|must|can)\s+(?:i|we|you)\s+do\s+(?:right\s+|just\s+|directly\s+|immediately\s+)?after\b",
    re.IGNORECASE,
)


def step_asked(question: str) -> int | None:
    """The number of the procedure step a question asks for ("step 3", "the 3rd step", "third step"), if any; the
    one after it when the question asks what comes next ("step 3 is done, what's next": step 4)."""
    match = _STEP_ASKED.search(question)
    if match is None:
        return None
    number, ordinal, word = match.groups()
    named = int(number or ordinal) if (number or ordinal) else _ORDINALS.index(word.lower()) + 1
    return named + 1 if _NEXT_ASKED.search(question) else named


def steps_quoted(quote: str, context: str) -> list[int]:
    """The numbers of the numbered lines ("2. Meaning of E-41: ...") a quote is on, read from the start of its first
    line in ``context`` (a quote may leave its line's number out); empty when no line of it is numbered. A numbered
    line that the next one restarts from 1 heads a section and is no step ("4. E-STOP PULL-CORD TEST" above "1. Tell
    the control room …" was confirmed as step 4 of the test; stranger's set 14)."""
    at = context.find(quote)
    lines = quote if at < 0 else context[context.rfind("\n", 0, at) + 1 : at + len(quote)]
    numbers = [int(m.group(1)) for m in _NUMBERED_LINE.finditer(lines)]
    return [n for n, after in itertools.zip_longest(numbers, numbers[1:]) if not (after == 1 and n > 1)]


def asked_step_lines(quote: str, step: int) -> str | None:
    """The lines of a quote on several numbered steps that are the asked step's, up to the next numbered line: what a
    value asked of that step is read from ("bench test step 4 - how much does one 0.010 shim move the relief setting"
    is not answered by step 2's "60 deg C" or step 3's "2100 rpm"; stranger's set 10). None when the quote holds no
    line numbered so."""
    lines = list(_NUMBERED_LINE.finditer(quote))
    for this, after in itertools.zip_longest(lines, lines[1:]):
        if int(this.group(1)) == step:
            return quote[this.start() : after.start() if after else len(quote)]
    return None


def sentence_window(hit: Hit, start: int, end: int) -> str:
    """The quote ``[start, end)`` (offsets in the page, inside ``hit``) with the sentence before and after it in the
    passage: where a precise quote's subject is named."""
    spans = quote_sentences(hit.text, 0)
    s, e = start - hit.start, end - hit.start
    inside = [i for i, (a, b) in enumerate(spans) if b > s and a < e]
    if not inside:
        return hit.text[max(0, s) : max(0, e)]
    first, last = max(0, inside[0] - 1), min(len(spans) - 1, inside[-1] + 1)
    return hit.text[spans[first][0] : spans[last][1]]


_HEADING_MAX_WORDS = 24  # longer is no heading: a text file without one is "titled" by its whole first line


def naming_first(profile: QuestionProfile, passages: Sequence[Hit]) -> list[Hit]:
    """The passages in the order to read them: those naming more of the codes and models the question names (in
    their text, heading or document title) first, each group in ranked order. A quote is confirmed only near what it
    names (``identifiers_absent``), so a passage naming none can give no confirmed answer to such a question; a
    fault code's own task ranks low when every page names the model (the manuals' P-06: 2nd by its words, outside
    the first ten by meaning, so 8th fused)."""
    names = [n for n in profile.identifiers if any(ch.isalpha() for ch in n)]
    if not names:
        return list(passages)
    patterns = [re.compile(identifier_pattern(n.lower())) for n in names]

    def named(hit: Hit) -> int:
        text = " ".join((*hit.heading_path, hit.title, hit.text, applies_to(hit))).lower()
        return sum(1 for pattern in patterns if pattern.search(text))

    return sorted(passages, key=lambda hit: -named(hit))


def headings_of(hit: Hit) -> list[str]:
    """A passage's heading path and its document's title (each when it is heading-sized)."""
    return [h for h in (*hit.heading_path, hit.title) if len(h.split()) <= _HEADING_MAX_WORDS]


def containing(hits: Sequence[Hit], document: str, version: str, page: int, start: int, end: int) -> Hit | None:
    """The passage that holds a span of a page, if one was found."""
    for hit in hits:
        same = (hit.document, hit.document_version, hit.page) == (document, version, page)
        if same and hit.start <= start and end <= hit.end + 1:
            return hit
    return None

"""How well a piece of text states what a question asks: the measurements both the answerers and the gate use.

A question is read once (``QuestionProfile``): its content terms with IDF weights over what the caller may see,
the identifiers and figures it names, and the kind of value it expects ("how hot" wants a temperature, "how
many" a count). A text is then measured against it (``EvidenceScorer.assess``):

* ``coverage``: the IDF-weighted share of the question's terms the text (or its heading path) contains — the same
  stem, a long shared prefix, or an abbreviation and its expansion as the evidence itself defines them
  ("cylinder head temperature (CHT)");
* ``similarity``: the embedder's cosine of question and text;
* ``alignment``: how well the text's word pieces match the question's, in context (late interaction);
* ``type_expected`` / ``type_found``: whether the question expects a kind of value and the text holds one.

Pure arithmetic over plain types. The embedder is the only model (with, for choosing a quote, the question encoder
tuned above its first layers); its states (encoders/states.py) are stored at ingest and cached by text. (A "soft
coverage", each missing term counted by its cosine with the text, was measured and dropped: neither the selection
nor the gate gained from it, and it cost an embedder pass per question term.)
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from threading import Lock

import numpy as np

from spanproof.analysis import (
    content_terms,
    identifier_pattern,
    identifiers,
    is_serial,
    printed_serial,
    proper_names,
    term_in,
    without_dot_leaders,
)
from spanproof.encoders.embedder import Embedder
from spanproof.encoders.question_encoder import QuestionEncoder
from spanproof.encoders.states import (
    Embedded,
    Encoded,
    SentenceEncoder,
    chunk_sentences,
    from_hidden,
    sentence_texts,
    unpack_stored,
)
from spanproof.types import ChunkStates, Hit


@dataclass(frozen=True)
class TermStats:
    """How many visible chunks there are and how many contain each question term."""

    total: int
    frequencies: dict[str, int]

    def idf(self, term: str) -> float:
        df = self.frequencies.get(term, 0)
        return math.log(1 + (self.total - df + 0.5) / (df + 0.5))

    def share(self, term: str) -> float:
        return self.frequencies.get(term, 0) / self.total if self.total else 0.0


# --- the kind of value a question expects -------------------------------------------------------------------

_NUMBER_WORDS = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand|million|billion|"
    r"single|dual|twin|double|triple|pair|half|quarter|once|twice"
)
_DIGIT = r"\d"
# The value itself is asked for ("what's the max oil temp", "at what pressure"), not a thing named after it
# ("the purpose of the oil pressure relief valve").
_ASKS_FOR = (
    r"\b(?:what|which|at what|how much|max(?:imum)?|min(?:imum)?|normal|limit|rated|operating)\W+(?:\w+\W+){0,5}?"
)
# ... and the quantity's word ends the phrase asked about: "what does the oil pressure relief valve do" asks what a
# valve does ("pressure" only names it), "what oil pressure is normal at idle" asks for a pressure, "what torque
# now?" for a torque (stranger's set 24).
_ASKED = (
    r"(?=\s*(?:[?.!,;:)]|$|\b(?:now|currently|today|of|for|in|at|on|to|from|between|when|while|during|with|without|"
    r"after|before|should|"
    r"is|are|was|were|does|do|did|be|must|can|could|will|would|may|might|needed|required|range|ranges|limits?|settings?|"
    r"values?|readings?|ratings?|specs?|specifications?|thresholds?|allowed|allowable|permitted|max(?:imum)?|min(?:imum)?)\b))"
)
_UNIT_TIME = r"\b(?:hours?|hrs?|minutes?|min|seconds?|sec|days?|weeks?|months?|years?)\b"
# "one" counts, unless it names a member or stands for a noun: "Bedfordshire, one of the main centres of the lace
# industry" says nothing of how many Huguenots settled there (SQuAD), nor does "the one on the left" or "one can".
_ONE_COUNTING = (
    r"(?<!the\s)(?<!this\s)(?<!that\s)(?<!each\s)(?<!which\s)(?<!any\s)\bone\b"
    rf"(?!\s+(?:of|another|can|could|may|might|must|should|would)\b)(?![\s-]+{_UNIT_TIME})"
)
# When, or how often, said without a unit: "every", "at each inspection", "annually", "until it stops" (not "when":
# "Change the oil more often when pumping condensable vapours" states no interval)
_TIME_WORDS = (
    r"\b(?:every|each|once|twice|until|till|within|periodically|"
    r"annual(?:ly)?|yearly|daily|weekly|monthly|hourly|instant(?:ly|aneously)?|immediately|continuous(?:ly)?)\b|"
    r"\d\s*(?:flights?|cycles?|landings?|starts?)\b|"  # "every 500 starts"; not "start the descaling program"
    # "how long is a new carbon brush?" asks for a length
    r"\d\s*(?:mm|cm|in|inch(?:es)?|ft|feet)\b"
)


# Units of measure, after a figure: what makes it a measurement
_MEASURE_UNIT = (
    r"(?:mm|cm|m|km|in|inch(?:es)?|ft|feet|foot|psi[ga]?|psid|kpa|mpa|m?bar|kg|g|lbs?|pounds?|pph|oz|°|deg|degrees?|v|vdc|vac|a|"
    r"amps?|ma|ohms?|kw|w|watts?|hp|rpm|l|liters?|litres?|qts?|quarts?|gal|gallons?|gpm|lbf\.?\s?in|%)\b"
)

_MEASUREMENT = re.compile(rf"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*({_MEASURE_UNIT})", re.IGNORECASE)


def measurements(text: str) -> set[tuple[str, str]]:
    """The figures ``text`` gives in a unit of measure, each with its unit ("50 bar": ("50", "bar"))."""
    return {(figure, unit.lower()) for figure, unit in _MEASUREMENT.findall(text)}


# A figure in a unit of weight
_WEIGHT_FIGURE = r"\d\s*(?:lbs?\b|pounds?\b|kg\b|kilograms?\b|g\b|grams?\b|oz\b|ounces?\b|tons?\b)"


# "px200-b", "for the TR-40A", "on a kx-9": the model a terse question names after the quantity
_FOR_MODEL = r"(?:(?:for|on|of|in)\s+)?(?:(?:the|a|an)\s+)?[a-z]+-?\d[\w-]*"


# A question with no asking word is a noun phrase naming what it wants ("gland nut torque on the LG-7N actuator").
_NO_ASKING_WORD = r"^(?!.*\b(?:what|which|how|why|when|where|who)\b)"


def _asked(quantity: str) -> str:
    """A question asking for a value of ``quantity`` (words, a regex): as above, or tersely, the quantity's word
    ending the question, or followed only by the model ("kx9 outflow valve actuator weight?", "vm-310 motor
    voltage?", "rated flow px200-b?"), or ending the phrase of a question without an asking word ("gland nut
    torque on the nose gear actuator LG-7N", "max rim force HB-7 when testing")."""
    model = rf"(?:\s+{_FOR_MODEL})?"
    return (
        rf"{_ASKS_FOR}(?:{quantity})\b{model}{_ASKED}|\b(?:{quantity}){model}\s*\??\s*$|"
        rf"{_NO_ASKING_WORD}.*?\b(?:{quantity})\b{model}{_ASKED}"
    )


@dataclass(frozen=True)
class AnswerType:
    name: str
    question: re.Pattern[str]  # the question asks for this kind of value
    evidence: re.Pattern[str]  # a text that holds such a value

    @property
    def measured(self) -> bool:
        """Whether a value of this kind is measured in a unit (a pressure, a length), not named or counted."""
        return self.name in _MEASURED

    def stated_in(self, text: str) -> bool:
        """Whether ``text`` states a value of this kind. The figures inside a designation (PX200, VM-300, E-21,
        MIL-PRF-5606) are no value: "Inspection interval for the PX200 filter" states no interval. Only an
        identifier asked for is one. A reference to a figure or table ("Figure 9-10") is neither. A measured value
        needs a figure, not only its unit: a table's column "Torque, N·m (lbf·in): see HMM" states no torque."""
        text = _REFERENCE.sub("§", text)
        if self.name == "part number":
            text = _OTHER_DESIGNATION_CELL.sub("§", text)
        if self.name in ("part number", "identifier"):
            text = _SERIALS_PHRASE.sub("§", text)
        if self.name in ("part number", "identifier", "grade"):
            return bool(self.evidence.search(text))
        text = _DESIGNATION.sub("§", text)
        if self.measured and not _FIGURE.search(text):
            return False
        return bool(self.evidence.search(text))


# The kinds of value that are measured in a unit: stated by a figure (or a number word) with it
_MEASURED = frozenset(
    ("temperature", "pressure", "torque", "flow", "voltage", "current", "resistance", "capacity", "power", "speed")
) | {"length", "hardness", "service life", "force"}
_FIGURE = re.compile(rf"\d|\b(?:{_NUMBER_WORDS})\b", re.IGNORECASE)


def _type(name: str, question: str, evidence: str) -> AnswerType:
    return AnswerType(name, re.compile(question, re.IGNORECASE), re.compile(evidence, re.IGNORECASE))


# A table's cell whose label names what else its designation is ("Refrigerant: R448A", "Serial numbers: KT2240000 to
# KT2242499", "Model: CX-60"): no part number (a bulletin's row of affected units confirmed as the kit's part number;
# stranger's set 12)
_OTHER_DESIGNATION_CELL = re.compile(
    r"(?:^|(?<=\| ))(?:models?|variants?|types?|serials?(?: numbers?| nos?\.?)?|s/n|refrigerants?|"
    r"(?:fault |error )?codes?|versions?|revisions?|standards?|grades?)\s*:[^|\n]*",
    re.IGNORECASE | re.MULTILINE,
)
# A range of serial numbers in a sentence ("... press brakes with serial numbers BK1904200 to BK2011399"): which units
# a document applies to, no part number or code (a bulletin's applicability sentence shown first for a kit's part
# number and a warranty claim code; stranger's set 21)
_SERIALS_PHRASE = re.compile(
    r"\b(?:serial(?:\s+numbers?|\s+nos?\.?)?|s/ns?)\s+(?:from\s+)?[\w-]+\s+(?:to|through|thru|-|–)\s+[\w-]+",
    re.IGNORECASE,
)
# "Figure 9-10", "Fig. 4", "Table 2-1": where to look, not a value or a part number
_REFERENCE = re.compile(r"\b(?:figures?|figs?\.|tables?)\s+\d+(?:[-.]\d+)*[a-z]?\b", re.IGNORECASE)
# Letters joined to figures (no space between): a model, part, fault code, parameter or specification, not a quantity
# (a parameter's number too: "S4.07").
_DESIGNATION = re.compile(r"(?<![\w-])[A-Za-z]+(?:[-/][A-Za-z]+)*-?\d[\w/-]*(?:\.\d[\w/-]*)*")

# A designation: letters with figures (AN6227, E-21, 2200cc), or four figures or more (64010-1, 12-345): a chapter-page
# number ("9-9", "6-18" heading a handbook page) designates nothing (it confirmed "the part number of the squib" from a
# figure caption's page)
_DESIGNATED = (
    r"\b[A-Z][-A-Z0-9]*\d[-A-Z0-9]*\b|\b\d[-A-Z0-9]*[A-Z][-A-Z0-9]*\b|\b\d{4,}(?:-\d+)*\b|\b\d{2,}-\d{2,}(?:-\d+)*\b"
)

_MONTHS = r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b"

# Ordered from the most to the least specific; a question takes the first that matches.
ANSWER_TYPES = (
    # which way to turn or move a thing ("which way to raise the pressure" asks no pressure): a direction named
    _type(
        "direction",
        r"\bwhich (?:way|direction)\b|\bin what direction\b",
        r"\b(?:counter-?)?clockwise\b|\bcc?w\b|\b(?:left|right|upward|downward|inward|outward|forward|aft|rearward|"
        r"backward|toward|away from)\b|\bdirection of\b",
    ),
    # a tolerance asked for: a plus-minus, a range or a limit, not the nominal value alone ("Item: ULB frequency |
    # HCR-6: 37.5 kHz" for the frequency's tolerance; stranger's set 2)
    _type(
        "tolerance",
        r"\btolerances?\b",
        r"±|\+\s*/\s*[-−–]|\btolerances?\b|\d\s*(?:to|-|–|—)\s*[-+]?\d|\bwithin\b|\bmax(?:imum)?\b|\bmin(?:imum)?\b|"
        r"\bnot (?:to )?exceed|\bno (?:more|less) than\b|\bdeviation\b",
    ),
    _type(
        "temperature",
        _asked("temperatures?|temps?|degrees?") + r"|\bhow (?:hot|cold|warm)\b|"
        r"\b(?:hot|cold|warm) (?:can|does|should|is)\b|"
        r"\b(?:melting|boiling|freezing|flash) point\b|°",
        # "99 deg C", as manuals' tables print it
        r"°|\bdegrees?\b|\b\d+\s*(?:deg\.?\s*)?[FC]\b|\d\s*deg\b|fahrenheit|celsius|centigrade",
    ),
    _type(
        "pressure",
        _asked("pressures?") + r"|\bpsi[ga]?\b|\binhg\b|\bhow much pressure\b",
        r"\bpsi[ga]?d?\b|pounds per square inch|\bin\.?\s*hg\b|inches of mercury|\b[kmh]?pa\b|\bm?bar\b|\btorr\b|"
        r"\bmm\s?hg\b|\d\s*(?:lb|pounds|oz\b|ounces)",
    ),
    # A value with its own units: a sentence that names the quantity without a figure in those units states none
    # ("a series-wound motor that develops high starting torque" is no torque value).
    _type(
        "torque",
        _asked("torques?") + r"|\bhow tight\b|\btorqued? to\b",
        r"\b(?:in(?:ch)?|ft|foot)\.?[- ]?(?:lbs?|lbf|pounds?)\b|\blb[sf]?\.?[- ·]?(?:in|ft)\b|\bN\s?[·.-]?\s?m\b|"
        r"newton[- ]met",
    ),
    # a weight asked for in a unit ("how many pounds"): a figure in a unit of weight, not a relative one; and a
    # refrigerant charge, weighed in ("r290 charge tm320": "145 g"; not "Refrigerant: R448A", a bulletin row's
    # refrigerant confirmed as a CX-45's charge; stranger's set 12)
    _type(
        "weight figure",
        r"\bhow many (?:pounds|lbs?|kilograms|kgs?|ounces|tons)\b|\bin (?:pounds|lbs|kilograms|kg)\b|"
        r"\b(?:refr\w+|factory|r-?\d{2,3}[a-z]?)\s+(?:refr\w+\s+)?charge\b|\bhow much charge\b|"
        r"\bcharge amount\b",
        _WEIGHT_FIGURE,
    ),
    _type(
        "weight",
        _asked("weight|mass") + r"|\bhow heavy\b|\bweigh\b",
        # a figure in a unit of weight, or one weight relative to another ("one-fourth to one-half the weight")
        _WEIGHT_FIGURE + r"|"
        r"\b(?:half|one[- ](?:half|third|fourth|quarter|fifth)|twice|(?:two|three|four|\d+) times)\b|"
        r"\b(?:lighter|heavier)\b",
    ),
    # a force ("max rim force", "what force is on the door"): in newtons, pounds-force or tonnes, not "Force at the
    # handwheel rim" without its figure (stranger's sets 10 and 15)
    _type(
        "force",
        _asked("forces?|thrust|pull") + r"|\bhow much (?:force|thrust|pull)\b|\bwhat force\b",
        r"\d\s*(?:k?n(?![·.\s-]?m\b)|dan|mn|lbf|lbs?|pounds?|kgf|kgs?|t|tonnes?|tons?)\b|\b(?:tonnes?|tons?|newtons?)\b",
    ),
    _type(
        "flow",
        # not any "what ... flow of" ("what controls the flow of fuel" asks what controls it), nor "at max flow" (a
        # condition of another value)
        # ... or tersely, a noun phrase without an asking word ("flow of seal water for LR-310 #AR3101649?";
        # stranger's set 20)
        r"\bflow rates?\b|\bhow much flow\b|\brated flow\b|"
        rf"(?<!\bat )(?<!\bat max )(?<!\bat min )(?<!\bat full )\bflows?(?:\s+{_FOR_MODEL})?\s*\??\s*$|"
        rf"{_NO_ASKING_WORD}(?:(?!\bat\s).)*?\bflows?\b(?:\s+{_FOR_MODEL})?{_ASKED}",
        r"\d\s*(?:gpm|gph|lpm|l/min|l/h|l/s|ml/min|ml/h|m[3³]/h|m[3³]/min|cfm|scfm|pph|"
        r"lbs?/h(?:r|our)?|lbs?/min|kg/h|kg/min|gal(?:lons)?/(?:min|h|hr)|"
        r"(?:gallons?|liters?|litres?|pounds?|lbs?|kg|cubic feet) per (?:minute|hour|second))\b",
    ),
    # a voltage, a current and a resistance each in its own unit: "encoder supply current draw" is not "Limit: 12 V
    # DC" (stranger's set 8)
    _type(
        "voltage",
        _asked("voltages?|volts?") + r"|\bhow many volts\b",
        r"\d\s*-?\s*(?:v|volts?|vdc|vac|v\s?dc|v\s?ac|kv|mv)\b|\bvolts?\b",
    ),
    _type(
        "current",
        _asked(r"current(?:\s+draw)?|amperage|amps?") + r"|\bhow many amps\b",
        r"\d\s*-?\s*(?:a|amps?|amperes?|ma|ka)\b|\b(?:amperes?|amps)\b",
    ),
    _type(
        "resistance",
        _asked("resistances?|ohms?") + r"|\bhow many ohms\b",
        r"\d\s*-?\s*(?:[kmµ]?ohms?\b|megohms?\b|[kmMµ]?Ω)|\bohms?\b|Ω",
    ),
    _type(
        "colour",
        r"\b(?:what|which) colou?rs?\b|\bcolou?r (?:is|are|of|does|do|code)\b|\bcolou?red\b|\bdyed?\b"
        # tersely, without an asking word: "battery connector colour on the 80 V trucks" (not "what makes the plugs
        # change color?": what makes it)
        + rf"|{_NO_ASKING_WORD}.*?\bcolou?rs?\b{_ASKED}",
        r"\b(?:red|blue|green|yellow|orange|purple|violet|black|white|gr[ae]y|brown|pink|amber|bronze|silver|gold|"
        r"colou?rless|clear|straw|tan)\b",
    ),
    _type(
        "capacity",
        r"\bcapacity\b|\bhow many (?:quarts|gallons|liters|litres|pints)\b|\bhow much (?:\S+ ){0,5}(?:hold|take)s?\b|"
        # how much of a liquid: a volume ("how much oil for an oil change on the MGB-3A?" is not "600 FH or 24
        # months"; stranger's set 7)
        r"\bhow much (?:engine |gear(?:box)? |hydraulic |transmission )?(?:oil|fuel|fluid|coolant|water|lubricant)\b"
        # a volume asked by its name or its unit ("bead seating tank volume on the TC-540 (litres)?" is not "maximum
        # filling pressure | Setting: 10 bar"; stranger's set 23)
        + "|"
        + _asked("volume")
        + r"|\((?:litres|liters|gallons|quarts)\)|\bin (?:litres|liters|gallons|quarts)\b",
        r"\d\s*(?:qts?|quarts?|gal(?:lons?)?|l|liters?|litres?|pints?|ml|cc|cm3|cm³|cu\.?\s?in\.?|cubic)\b|"
        r"\b(?:quarts?|gallons?)\b",
    ),
    _type(
        "power",
        _asked("horsepower|hp|shp|bhp|power output|wattage") + r"|\bhow much (?:horse)?power\b",
        r"\d\s*(?:hp|horsepower|shp|bhp|kw|watts?)\b|\bhorsepower\b",
    ),
    # a speed asked for, by its unit ("condenser fan motor rpm on the RTX-048") or its name: a figure in a unit of
    # speed ("Condenser fan motor, 1/4 hp | Part number: NV-52108" states none; stranger's set 6)
    _type(
        "speed",
        # not a speed that sets a condition: "pump output of the PGV-44 at 2000 rpm"
        _asked(r"(?<!\d)(?<!\d )rpm|speeds?"),
        r"\d\s*(?:rpm|r/min|min-1|min⁻¹|1/min|km/h|kph|mph|m/s|knots?|kts?|kt|ft/min|fpm|m/min)(?![\w/])",
    ),
    # the unit something is measured in: a unit named, or how it is measured
    _type(
        "unit",
        r"\b(?:what|which|in what) units?\b|\bunits? of measure",
        r"\b(?:measured|expressed|given|stated|rated) in\b|\bunits?\b|\b(?:centi)?stokes\b|\b(?:centi)?poises?\b|"
        r"\bpsi[ga]?\b|\bpounds?\b|\binch(?:es)?\b|\bfeet\b|\bdegrees?\b|\bvolts?\b|\bamperes?\b|\bohms?\b|"
        r"\bwatts?\b|\bhorsepower\b|\bgallons?\b|\bquarts?\b|\blit(?:er|re)s?\b|\bseconds?\b|\bpercent\b",
    ),
    # a ratio asked for: two quantities' proportion ("1:3", "1 to 3", "50 %", "one part to two"), not an amount
    # ("pump 30 L of antifreeze mixture through the system" for the antifreeze's mix ratio; stranger's set 8); but
    # one ratio compared with another is answered "lower" (SQuAD's power-to-weight ratio of a steam plant)
    _type(
        "ratio",
        r"^(?!.*\b(?:compared?|than|relative)\b).*\bratios?\b",
        r"\d\s*:\s*\d|\d\s*(?:to|/)\s*\d|%|\bpercent\b|\bparts?\b|\bhalf\b|\bequal\b",
    ),
    # a share asked for, not one the question names with its figure: "optional 150 % pre-stretch gear set - part
    # no?" asks a part number (stranger's set 17)
    _type(
        "percentage",
        r"(?<![\d.,])(?<![\d.,]\s)(?:\bpercent(?:age)?\b|%)",
        r"%|\bpercent\b",
    ),
    # when a task or a bulletin's action is due: a date, or a time from an event ("Within 20 engine hours", "at the
    # next shop visit"), not the task's steps ("when is the next swap due" for "3. Adjust the switches …"; stranger's
    # set 8)
    _type(
        "deadline",
        r"\bdeadline\b|\bwhen (?:is|are|was|were) (?:\S+ ){0,6}?due\b|\bdue (?:date|by)\b|\bby when\b|"
        r"\bcompliance (?:date|time|deadline|period)\b",
        rf"\b(?:19|20)\d{{2}}\b|\b\d{{1,2}}[./-]\d{{1,2}}[./-]\d{{2,4}}\b|{_UNIT_TIME}|"
        r"\b(?:every|each|once|until|till|within|immediately)\b|\d\s*(?:flights?|cycles?|landings?|starts?)\b|"
        rf"{_MONTHS}|\b(?:before|prior to|by|next|first)\b|\d\s*(?:h|hr|d|fh|efh|cyc|ldgs?)\b",
    ),
    _type(
        "year",
        # "when was it built" asks for a date; "when does the controller raise E-21" asks for a condition
        r"\b(?:what|which) (?:year|century|decade)\b|\bwhen (?:was|were|did)\b|\bin what year\b",
        rf"\b1\d{{3}}\b|\b20\d{{2}}\b|\bcentury\b|\b\d0s\b|{_MONTHS}",
    ),
    # the time between overhauls (TBO), a shelf or service life: hours, cycles, landings or a calendar time, not any
    # figure (an engine's "233 series", an oil's "Grade 1010"); how long a thing lasts too, which an inspection's
    # interval ("Inspect PTFE coating of heater plate | Interval: Monthly") does not say (stranger's set 25)
    _type(
        "service life",
        r"\btbo\b|\btime between overhauls?\b|\b(?:shelf|service|storage|calendar)[- ]life\b|\blife[- ]limit|"
        r"\bhow (?:long|many \w+)\s+(?:does|do|will|should|would|can|could|might)\b[^?.]{0,80}?\blast\b"
        r"(?=\s*(?:$|[?,.!]|(?:before|for|between|on|in|if|when|until|under|at)\b))",
        r"\d\s*(?:flight\s+|operating\s+|calendar\s+)?"
        r"(?:hours?|hrs?|h|cycles?|landings?|flights?|starts?|years?|months?|days?|weeks?)\b",
    ),
    # a hardness asked for: a figure on a hardness scale
    _type(
        "hardness",
        r"\bhardness\b",
        r"\b(?:hrc|hrb|hra|hv|hb|hbw|rockwell|brinell|vickers|shore|knoop)\b",
    ),
    # a gap, clearance, distance or size along one dimension: a figure in a unit of length, not any figure (a step's
    # number, "1.", is none)
    _type(
        "length",
        _asked("gaps?|clearances?|end ?play|runout|backlash|diameters?|thickness|lengths?|distances?|widths?|depths?")
        + r"|\bhow (?:close|far|thick|thin|wide|deep)\b",
        r"\d\s*(?:in\b\.?|inch(?:es)?\b|mm\b|cm\b|m\b|ft\b|feet\b|foot\b|thou\b|mils?\b|microns?\b|\")|"
        r"\b(?:inch(?:es)?|millimet(?:er|re)s?|thousandths?)\b",
    ),
    # a price asked for ("what's the kit price"): an amount of money, not "available from Customer Support"; not how
    # a price moved ("how much did the price of oil increase": a change, often a share) nor when (a year, above)
    _type(
        "price",
        r"^(?!.*\b(?:increas|ris|rose|fall|fell|drop|chang|rais|doubl|tripl|jump|climb|cut|lower)\w*).*?(?:"
        + _asked("prices?|costs?")
        + ")",
        r"[$€£¥]\s?\d|\d\s?(?:usd|eur|gbp|sek|dollars?|euros?|pounds sterling)\b",
    ),
    # the labour a task or bulletin takes: hours of work, not any figure
    _type(
        "labour",
        r"\bman[- ]?hours?\b|\blabou?r (?:hours|time)\b|\bwork[- ]?hours\b",
        r"\d\s*(?:man[- ]?hours?|work[- ]?hours?|hours?|hrs?|h)\b",
    ),
    _type(
        "duration",
        # ... and a delay or a time-out ("station sync follower delay setting"; stranger's set 7)
        r"\bhow (?:long|often|frequently|soon)\b|\binterval\b|\bduration\b|"
        r"\bhow many (?:hours|minutes|seconds|days|years)\b|\blead ?time\b|" + _asked("delays?|time-?outs?"),
        # a time, or when: not a bare figure ("Failed logins before lockout | Default: 5" for the lockout's duration;
        # stranger's set 4); a time may be short ("25 FH", flight hours, in a maintenance table; stranger's set 7)
        rf"{_UNIT_TIME}|\d\s*(?:h|hr|s|secs?|ms|mins?|d|wks?|mos?|yrs?|fh|efh|oh|cyc|ldgs?)\b|{_TIME_WORDS}",
    ),
    # when a thing is done or happens, asked by "when" opening the asking clause ("when to change UV lamps", "when do
    # the mast chains need replacing"): a time, or the case or figure it is done at ("Every 800 h", "exceeds 2 % of
    # the nominal length", "before the first flight of the day"), not a page's introduction ("This page covers
    # routine lamp replacement ... of the LX-40, LX-80 and LX-160 reactors" for when to change them; stranger's set
    # 11). After the year and the duration: "when was it built", "how often"; not a clause before another asking
    # word.
    _type(
        "time or case",
        r"^(?!.*\b(?:what|which|who|whom|whose|how|where|why)\b)"  # "When American car companies ..., which policy"
        r".*?(?:^\W*when\b|\bwhen(?:'s|\s+(?:is|are|do|does|should|must|to|can|will|would|has|have)\b))",
        rf"{_UNIT_TIME}|{_TIME_WORDS}|{_FIGURE.pattern}|\b(?:when|whenever|if|after|before|during|as soon as|exceed\w*|"
        r"more|less|below|above|over|under|next|first|last|never|always|worn|damaged)\b",
    ),
    # where a thing is: a place said by where it stands or how it is fitted, not a serial range ("where is the serial
    # number stamped on an EFX" answered by a bulletin's "Model: EFX-25 | Serial numbers: 51000 to 51899"; stranger's
    # set 6)
    _type(
        "location",
        r"^\W*where\b|\bwhere(?:'s|\s+(?:is|are|do|does|can|should|would|must|to)\b)|\b(?:location|position) of\b",
        r"\b(?:on|in|at|behind|under|underneath|beneath|below|above|over|beside|near|next to|inside|outside|between|"
        r"adjacent|against|along|left|right|front|rear|forward|aft|top|bottom|side|end|mounted|located|fitted|attached|"
        r"installed|stamped|positioned|through|into|onto|from)\b",
    ),
    # before count: "the part number of the LVDT" asks for a designation, not how many. A part number holds two figures
    # at least and is no measurement: a fuse's rating "2 x T2AL 250V" is none (stranger's set 3: confirmed as the
    # mains fuses' part number).
    _type(
        "part number",
        # ... or what to order: "which kit do i order for the encoder coupling fix" (stranger's set 16)
        r"\bpart (?:number|no)s?\b|\bp/?n\b"
        r"|\b(?:which|what)\s+(?:[\w-]+\s+){1,2}(?:do|should|must|can)\s+(?:i|we|you)\s+(?:order|buy)\b",
        # nor a time: "Every 1000 h" (stranger's set 6), nor a size: "6 x 625x500x50", nor a table row's model label:
        # "RT-125: 6 x 625x500x50" (filters' sizes confirmed as their part number; stranger's set 9)
        # nor a metric thread: "GX-250: 80 Nm (M12)" (a torque row confirmed as the rotor bearing's part number;
        # stranger's set 23)
        rf"\b(?=[-A-Z0-9]*\d[-A-Z0-9]*\d)(?!\d+(?:[.,]\d+)?\s*(?:{_MEASURE_UNIT}|{_UNIT_TIME}|h\b|[x×]\s*\d))"
        r"(?!M\d{1,2}(?:\s?[x×]\s?\d+(?:[.,]\d+)?)?(?![\w.-]))"
        rf"(?:{_DESIGNATED})(?!\s*:)",
    ),
    _type(
        "identifier",
        # "which code" asks for one; "what's code 12" names one (what it means is asked)
        r"\bmodel number\b|\bcode\b(?!\s*(?:no\.?\s*|#\s*)?\d)",
        _DESIGNATED,
    ),
    # which oil, grease, refrigerant or sealant: a product's designation or a grade ("MIL-PRF-23699", "R-454B", "SAE
    # 80W-90", "ISO VG 32 HLP"), not a capacity or a count in a row of the models' values ("Refrigerant circuits |
    # RT-075: 1 | RT-100: 2" for which refrigerant, "Oil capacity | VM-300: 1.2 L" for which oil; stranger's set 9,
    # the structured manuals). Every such answerable question of the dev sets is keyed by one; a fuel, a gas or a
    # coolant is often named in words ("helium"), and is no such question.
    _type(
        "grade",
        r"\b(?:which|what)\s+(?:(?:kind|type|grade|brand|spec(?:ification)?)\s+(?:of\s+)?)?(?:[a-z]+\s+)?"
        r"(?:oils?|greases?|refrigerants?|hydraulic fluids?|sealants?|compounds?|lubricants?|lube|threadlockers?|"
        r"lockwire)\b(?=\s*(?:$|[?,.+]|(?:goes|go|is|are|was|were|do|does|did|should|must|to|for|on|in|into|at|"
        r"of|runs?|type|spec|grade|if|when|and|would|can|has|have)\b))|"
        r"\b(?:oil|grease|refrigerant|fluid|lubricant|lube|sealant)\s+(?:type|spec(?:ification)?s?|grade)\b",
        # a grade in capitals and figures apart ("HVLP 22", "DTE 25"), in capitals only: not "every 500 h"
        rf"(?:{_DESIGNATED})(?!\s*:)|\b(?:SAE|ISO\s*VG|API|NLGI|DOT\s*\d|MIL)\b|"
        r"(?-i:\b[A-Z]{2,5}\s+\d{1,4}[A-Z]?\b)(?!\s*:)",
    ),
    # what a parameter, a switch or a dial is to be set to: a figure or a switch's position, not the step saying to
    # set it ("Set parameter S4.07 in the service menu after the new fan is fitted" for what S4.07 should be set to;
    # stranger's set 20). A designation's figures are none (``stated_in``). A setting asked for by its noun too ("new
    # relief setting from SB-2023-04 for my HM-20", not "the relief setting was left at the manual value"; stranger's
    # set 21).
    _type(
        "setting",
        r"\b(?:be|is|are|gets?)\s+set\s+(?:to|at)\b|\bset\s+(?:it\s+|them\s+)?(?:to|at)\s+what\b|"
        + _asked(r"settings?|set[- ]?points?"),
        rf"{_DIGIT}|\b(?:{_NUMBER_WORDS})\b|(?-i:\b(?:ON|OFF|AUTO)\b)|\b(?:enabled?|disabled?|switched (?:on|off))\b",
    ),
    # a figure with a unit of measure ("38.0 mm") or a decimal point ("0.05") is a measurement, not how many
    _type(
        "count",
        r"\bhow many\b|\bnumber of\b",
        # "left inflated for twelve hours" counts nothing (stranger's set 6: for how many times a tyre is retreaded)
        # ... nor does a maintenance table's short time: "MGB-3C: 75 FH" counts no chip detectors (stranger's set 7)
        rf"(?<![\d.,]){_DIGIT}(?![\d,]*\.\d)(?![\d.,]*\s*(?:{_MEASURE_UNIT}|{_UNIT_TIME}|(?:h|hrs?|fh|efh|cyc)\b))|"
        rf"\b(?!one\b)(?:{_NUMBER_WORDS})\b(?![\s-]+{_UNIT_TIME})|{_ONE_COUNTING}|"
        r"\b(?:several|multiple|both|all|each|few)\b",
    ),
    # how much of a thing to use ("how much DescaleX for a descale on the CX-201"): an amount, not how long it takes
    # ("It takes approximately 45 min on the CX-101 and 70 min on the CX-201"; stranger's set 9)
    _type(
        "amount",
        r"\bhow much (?!(?:time|longer|later|sooner|earlier|more|less|further|higher|lower|bigger|smaller|does|do|"
        r"did|is|are|was|were|will|would|can|could|should|has|have|had)\b)[a-z][\w-]*\s+"
        r"(?:for|per|to|into|goes|is needed)\b",
        rf"(?<![\d.,]){_DIGIT}(?![\d.,]*\s*(?:{_UNIT_TIME}|(?:h|hr|s|secs?|ms|mins?|d|wks?)\b))|"
        rf"\b(?:{_NUMBER_WORDS})\b(?![\s-]+{_UNIT_TIME})",
    ),
    _type(
        "quantity",
        r"\bhow (?:much|big|large|small|high|low|fast|tight|heavy)\b|"
        r"\b(?:what|which) (?:size|rpm|speed|voltage|torque|weight|capacity|amount|rate|limit|"
        r"value|setting|volume|current|resistance)\b|\bat what\b|"
        # a limit, rating or amount asked for, however tersely ("tr-40 cooling air flow minimum", "gear lube qty"):
        # a figure
        r"\b(?:minimum|maximum|limits?|ratings?|qty|quantity|amount)\b",
        rf"{_DIGIT}|\b(?:{_NUMBER_WORDS})\b",
    ),
)


# A question asking why (``expected_type``; ``objections.contrary_polarity``), however worded: "how come ...",
# "reason for ...", "whats the reason the front cover screws go in crosswise" (stranger's set 27, answered by the
# instruction itself; 19 questions of the strangers' sets ask so without "why", none of them confirmed before)
WHY = re.compile(
    r"\bwhy\b|\bhow\s+come\b|\b(?:reason|rationale)\s+(?:for|why|behind)\b"
    r"|\bwhat(?:'?s|\s+is|\s+are)\s+(?:the\s+)?(?:reason|rationale)\b",
    re.IGNORECASE,
)


def expected_type(question: str) -> AnswerType | None:
    """The kind of value asked for. A question asking why asks for a reason, never a value ("why use a round wire
    gauge on plug gaps?")."""
    if WHY.search(question):
        return None
    return next((t for t in ANSWER_TYPES if t.question.search(question)), None)


# A figure the question names: "747", "3.5", and a dash number ("the -6 size", a fitting's size) with its dash.
_NAMED_FIGURE = re.compile(r"(?<![\w.-])-?\d+(?:[.,]\d+)*(?![\w.-])")
# The kinds of measured value whose asked-for one the word before the quantity chooses ("full-flow pressure",
# "drain flow", "overhaul interval"): a value of the same kind stated for another of them is no answer.
_QUALIFIED_TYPES = frozenset(
    (
        "temperature",
        "pressure",
        "torque",
        "weight figure",
        "weight",
        "force",
        "flow",
        "voltage",
        "current",
        "resistance",
        "capacity",
        "power",
        "labour",
        "duration",
        "length",
        "service life",
        "quantity",
    )
)
_QUESTION_WORD = re.compile(r"[A-Za-z0-9][\w'’/-]*")
# Words that ask, hedge or say max/min (contrary_qualifier's concern), not which value: never a qualifier.
_NOT_QUALIFIERS = frozenset(
    """a an the of for on in at to is are was were be what which whats what's how much many does do did should
    max maximum min minimum normal rated limit limits operating its it this that my your our their approximate
    average about""".split()
)


def asked_qualifiers(question: str) -> tuple[str, ...]:
    """The word just before the quantity a question asks for, which says which value of that kind it is: "px200-b
    full-flow pressure?" asks for the full-flow pressure, not the rated outlet pressure; "fmx-12 overhaul
    interval?" for the overhaul interval, not the filter's. No figure or designation, and for measured kinds of
    value only (a part number's or a count's subject follows its "of"). One word, not the words before it too:
    those name the component ("main gear actuator overhaul interval"), which a manual often names only in its
    title; with three, exact quotes of the right sentence were refused for them (bench_quoting_provider, manuals,
    2026-12-03)."""
    kind = expected_type(question)
    match = kind.question.search(question) if kind is not None and kind.name in _QUALIFIED_TYPES else None
    if match is None:
        return ()
    # the quantity: the match's last word that is no asking word or model ("what is the max oil temperature",
    # "pressure px200-b?", "flash point")
    named = [
        w
        for w in _QUESTION_WORD.finditer(question, match.start(), match.end())
        if w.group(0).isalpha() and w.group(0).lower() not in _NOT_QUALIFIERS
    ]
    if not named:
        return ()
    before = list(_QUESTION_WORD.finditer(question, 0, named[-1].start()))
    if not before:
        return ()
    word = before[-1].group(0)
    lowered = word.lower()
    if lowered in _NOT_QUALIFIERS or lowered in FILLER_WORDS or any(ch.isdigit() for ch in word):
        return ()
    return (word,) if content_terms(word) else ()


# --- abbreviations the evidence defines ---------------------------------------------------------------------

_ACRONYM = re.compile(r"\(([A-Z][A-Za-z]{1,7})s?\)")
# From word starts only: from inside a long word "[\w-]*" would rescan the rest of it (quadratic).
_WORDS_BEFORE = re.compile(r"(?<![\w-])((?:[A-Za-z][\w-]*\s+){1,6})$")
_LOOK_BACK = 400  # characters before "(CHT)" that may hold the up to six words it abbreviates


# The maintenance trade's acronyms for its documents and intervals, which a technician writes and a document spells
# out in its title ("SB 61-014" for "SERVICE BULLETIN PGV 61-014"). Not "AD": the FAA handbook's "AD oil" is ashless
# dispersant, not an airworthiness directive.
TRADE_ABBREVIATIONS = {
    "sb": "service bulletin",
    "sil": "service information letter",
    "cmm": "component maintenance manual",
    "amm": "aircraft maintenance manual",
    "fim": "fault isolation manual",
    "ipl": "illustrated parts list",
    "ipc": "illustrated parts catalog",
    "tbo": "time between overhaul",
    "oh": "overhaul",
    "lru": "line replaceable unit",
}


def abbreviations(texts: Iterable[str]) -> dict[str, str]:
    """Acronyms defined in the texts ("cylinder head temperature (CHT)"), lower-cased: acronym -> expansion; and the
    trade's own (``TRADE_ABBREVIATIONS``), unless a text defines one otherwise.

    An acronym counts only when its letters are the initials of the words before it (hyphenated parts too)."""
    found: dict[str, str] = dict(TRADE_ABBREVIATIONS)
    for text in texts:
        found.update(_defined_in(text))
    return found


@lru_cache(maxsize=16384)
def _defined_in(text: str) -> dict[str, str]:
    """One text's acronym definitions, cached: the same passages come back question after question. The words are
    looked for just before each "(ABC)", not by a pattern tried at every position of the text (21 ms a call)."""
    found: dict[str, str] = {}
    for match in _ACRONYM.finditer(text):
        before = _WORDS_BEFORE.search(text, max(0, match.start() - _LOOK_BACK), match.start())
        if before is None:
            continue
        acronym = match.group(1)
        words = re.split(r"[\s-]+", before.group(1).strip())
        initials = acronym.lower()
        for size in range(len(words), 0, -1):
            tail = words[-size:]
            if "".join(w[0] for w in tail).lower() == initials:
                found[acronym.lower()] = " ".join(tail).lower()
                break
    return found


# --- the question and the measurements ------------------------------------------------------------------------

# Conversational words that shape a technician's question but never name what it is about; they weigh nothing.
FILLER_WORDS = frozenset(
    """
    actual actually basically really anyway anyways anyhow honestly literally guys guy folks people someone somebody
    anyone anybody something anything instead
    thing things stuff kind sort need needs want wants know knows get gets got getting go goes going gonna wanna
    supposed normally usually typically generally ever even exactly roughly approximately approx around quick
    quickly okay ok hey hi thanks thank please whats what's im i'm ive i've youre you're dont don't doesnt
    doesn't isnt isn't cant can't ya yeah lot lots bit little much many way ways mean meant tell say said
    look looking make sure right wrong good bad best better typical common commonly especially
    """.split()
)


@dataclass(frozen=True)
class QuestionProfile:
    text: str
    terms: tuple[str, ...]  # content terms (stemmed), filler words left out
    weights: dict[str, float]  # IDF over what the caller may see
    identifiers: tuple[str, ...]  # part numbers, fault codes, model names, figures the question names
    names: tuple[str, ...]  # the proper names it uses, as written ("Hartzell", "Marvel-Schebler")
    answer_type: AnswerType | None
    common: frozenset[str] = field(default_factory=frozenset)  # terms common enough to go unstated
    qualifiers: tuple[str, ...] = ()  # the word naming which value of its kind is asked ("full-flow" pressure)
    # the question without the serial number the caller's filters apply (``profile_question``): what chooses a quote
    choosing: str = ""
    # the serial number the caller's filters apply: a document limited to serial numbers that was found covers it
    serial: int | None = None
    # the variant the caller's filters apply: the model a question about "this one" asks of (``other_variant``)
    variant: str | None = None

    @property
    def choosing_text(self) -> str:
        return self.choosing or self.text

    @property
    def total_weight(self) -> float:
        return sum(self.weights.values())


@cache
def _filler_stems() -> frozenset[str]:
    return frozenset(content_terms(" ".join(FILLER_WORDS)))


@cache
def _serial_words() -> frozenset[str]:
    return frozenset(content_terms("serial sn"))


def question_terms(question: str) -> list[str]:
    fillers = _filler_stems()
    return [t for t in content_terms(question) if t not in fillers]


# Words joined by a slash ("p/n", "s/n", "drops/min", "and/or"): abbreviations, which the lexical index matches as
# written, but nothing the question names that a passage must print so (manuals write "part number", "per minute").
_SLASHED_WORDS = re.compile(r"[a-z]+(?:/[a-z]+)+")


# A fault code written as a word and a number ("code 27", "FLT 0412", "BITE 3-14", "fault no. 5"): the number is
# the code's designation, hyphens and all. ``objections.defines_asked`` reads what such a code means.
CODE_WORD = r"(?:fault|flt|bite|code|err(?:or)?|msg|message|alarm|alm|dtc)"
_CODED_FIGURE = re.compile(
    rf"\b{CODE_WORD}\s*(?:code\s*)?(?:no\.?\s*|#\s*)?(?P<code>\d+(?:-\d+)*)(?![\w.-])", re.IGNORECASE
)


def coded_figures(question: str) -> list[str]:
    """The fault codes a question names by a code word and a number ("what does FLT 0412 mean": "0412")."""
    return list(dict.fromkeys(m.group("code") for m in _CODED_FIGURE.finditer(question)))


# "the 4th step": the step's number written as an ordinal (``objections.step_asked`` reads it too)
STEP_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)(?=\s+step\b)", re.IGNORECASE)


# "what should I look at 1st", "the 2nd run-in step": a counting word, not a name a passage must print (five right
# answers of the strangers' sets refused as naming what no passage mentions; a manual writes "first"). A century
# ("the 10th century") is a name.
_COUNTING_ORDINAL = re.compile(r"(?:1st|2nd|3rd)")
# A code written in the plural, its letters in capitals ("the false E25s"): the code is named (stranger's set 24);
# not a model whose name ends in S, however typed ("TL-300S", "tl-300s")
_PLURAL_CODE = re.compile(r"(?<![\w-])([A-Z]{1,3}-?\d+)s(?![\w-])")
# A month or a day of the week: a date's word, not a proper name a passage must print ("at the start of September
# 2022", asked as of 2022-09-01; stranger's set 24)
_CALENDAR = frozenset(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)
# A unit written with its power as a figure, in lower case ("m3/h", "mm2", "mJ/cm2", "g/m3"): a unit, not a name
# (a document prints "m³/h"; strangers' sets: 7 answerable questions refused as naming what no passage mentions).
# "M3" in capitals is a thread or a model, still named.
_POWERED_UNIT = re.compile(r"(?<![\w/-])(?:[A-Za-zµ]{1,3}/)?(?:[kcdmµ]?m|ft|in)[23](?:/[a-z]{1,3})?(?![\w/-])")


def _is_applied(name: str, applied: Collection[str]) -> bool:
    serial = printed_serial(name)
    return name in applied or (serial is not None and serial[1] in applied)


# How a question leads into a serial number it prints ("serial", "s/n", "sn:", "serial no.")
_SERIAL_LEAD = r"(?:(?:serial(?:\s+(?:numbers?|nos?\.?|#))?|s/?n|ser\.?\s*no\.?)\s*[:#]?\s*)?"


def _without_serials(question: str, printed: Sequence[str]) -> str:
    """``question`` without the serial numbers among ``printed`` and the words leading into them: the unit asked
    about, which the filters choose documents by. Left in, the serial chose a bulletin's line of affected serials
    over the line stating what was asked ("deadline for the response form, CF5-S VM231000": "Serial numbers:
    VM230400 to VM231650 | Retrofit kit: ..."). On the strangers' sets: key shown first +11 -1; one right answer
    more confirmed, two fewer (quoted otherwise, they score under the threshold; docs/decisions.md, session 54)."""
    text = question
    for word in printed:
        if is_serial(word.lower()):  # not the year asked as of
            text = re.sub(rf"{_SERIAL_LEAD}(?<![\w-]){re.escape(word)}(?![\w-])", " ", text, flags=re.IGNORECASE)
    text = re.sub(r"\(\s*\)", " ", text)
    return " ".join(text.split())


def profile_question(
    question: str,
    stats: TermStats,
    common_share: float = 0.1,
    applied: Collection[str] = (),
    serial: int | None = None,
    variant: str | None = None,
) -> QuestionProfile:
    """``applied``: figures of the question that the caller's filters account for already (the year of the date it
    asks as of, the serial number it asks for), so no passage need print them: manuals state serial ranges ("1200
    through 1499") and revision dates, not the year or serial a technician writes, and no quote need state them. A
    serial is applied however its letters print it: "KT2241000" for serial 2241000 (the figures a document's
    applicability holds; stranger's set 12)."""
    # a serial printed in parts ("IR60-000401") is applied as a whole, and so are its parts
    printed = [w for w in re.findall(r"[\w-]+", question) if _is_applied(w.lower(), applied)] if applied else []
    parts = set(content_terms(" ".join(printed)))
    if any(printed_serial(w.lower()) for w in printed):
        parts.update(_serial_words())  # "serial KP4205350": the word names what the caller applied
    terms = tuple(t for t in question_terms(question) if not _is_applied(t, applied) and t not in parts)
    numbered = STEP_ORDINAL.sub(r"\1", question)  # "the 4th step" names step 4, as a procedure prints it
    numbered = _PLURAL_CODE.sub(r"\1", numbered)
    units = {u.lower() for u in _POWERED_UNIT.findall(question)}
    named = tuple(
        n
        for n in dict.fromkeys([*identifiers(numbered), *re.findall(_NAMED_FIGURE, numbered), *coded_figures(question)])
        if not _is_applied(n, applied)
        and not _SLASHED_WORDS.fullmatch(n)
        and not _COUNTING_ORDINAL.fullmatch(n)
        and n not in units
    )
    names = tuple(
        n
        for n in dict.fromkeys(proper_names(question))
        if set(content_terms(n)) & set(terms) and n.lower() not in _CALENDAR
    )
    return QuestionProfile(
        question,
        terms,
        {t: stats.idf(t) for t in terms},
        named,
        names,
        expected_type(question),
        frozenset(t for t in terms if stats.share(t) >= common_share),
        asked_qualifiers(question),
        _without_serials(question, printed),
        serial,
        variant,
    )


@lru_cache(maxsize=16384)
def terms_of(text: str) -> frozenset[str]:
    """The content terms of a text, cached: the same passages come back question after question."""
    return frozenset(content_terms(text))


@dataclass
class Assessment:
    coverage: float = 0.0
    similarity: float = 0.0
    alignment: float = 0.0
    type_expected: bool = False
    type_found: bool = False
    missing: tuple[str, ...] = ()  # question terms the text does not contain (lexically)
    missing_rare: float = 0.0  # share of the question's weight in missing terms that are not common

    def as_features(self) -> dict[str, float]:
        return {
            "coverage": self.coverage,
            "similarity": self.similarity,
            "alignment": self.alignment,
            "type_expected": float(self.type_expected),
            "type_found": float(self.type_found),
            "type_missing": float(self.type_expected and not self.type_found),
            "missing_rare": self.missing_rare,
        }


@lru_cache(maxsize=4096)
def _phrase_terms(phrase: str) -> tuple[str, ...]:
    """An acronym's or its expansion's terms, once per process: every candidate quote is read against each (the
    trade's acronyms made that 20 stemmings a candidate; ask p50 37 -> 45 ms on the demo corpus uncached)."""
    return tuple(content_terms(phrase))


def covered_terms(profile: QuestionProfile, texts: Iterable[str], expansions: dict[str, str]) -> set[str]:
    """The question terms the texts contain: same stem or long shared prefix, through an abbreviation, or as part of
    an identifier the question names however a text writes it ("tr40" for TR-40, "px-200" for PX200: their terms
    differ, "tr40" against "tr" and "40")."""
    texts = list(texts)
    text_terms = frozenset().union(*(terms_of(t) for t in texts))
    # an identifier's number is found only with the identifier: "11" of P-11 is not stated by "11 N.m"
    numbers = {t for n in profile.identifiers for t in content_terms(n) if t.isdigit()}
    found = {t for t in profile.terms if t not in numbers and term_in(t, text_terms)}
    if profile.identifiers:  # most questions name none
        lowered = [t.lower() for t in texts]
        for identifier in profile.identifiers:
            # found as the gate's other rules find it (``identifier_pattern``): one notion of naming it
            if any(re.search(identifier_pattern(identifier.lower()), t) for t in lowered):
                found.update(t for t in content_terms(identifier) if t in profile.terms)
    for acronym, expansion in expansions.items():
        short, long = _phrase_terms(acronym), _phrase_terms(expansion)
        # the question says CHT and the text spells it out, or the other way round
        if short and short[0] in profile.terms and long and all(term_in(t, text_terms) for t in long):
            found.add(short[0])
        if short and term_in(short[0], text_terms):
            found.update(t for t in long if t in profile.terms)
    return found


class EmbeddingCache:
    """Each text's states, bounded (LRU): the same sentence or question is embedded once per process, and not at
    all when its chunk's stored states were put here first (``put``). Entries are kept as stored (int8 word
    pieces) and expanded when read: as ``Embedded`` a full cache of the demo corpus's sentences was 146 MiB, and the
    service's memory grew by most of that over a 10-minute soak (benchmarks/results/soak.json)."""

    def __init__(self, embedder: Embedder, size: int = 4096) -> None:
        self.embedder = embedder
        self.encoder = SentenceEncoder(embedder)
        self._size = size
        self._entries: OrderedDict[str, Encoded] = OrderedDict()
        self._lock = Lock()

    def put(self, states: dict[str, Encoded]) -> None:
        with self._lock:
            self._entries.update(states)
            for text in states:
                self._entries.move_to_end(text)
            self._evict()

    def has_all(self, texts: Sequence[str]) -> bool:
        """Whether every text is cached (each found one counts as used)."""
        with self._lock:
            if not all(text in self._entries for text in texts):
                return False
            for text in texts:
                self._entries.move_to_end(text)
            return True

    def _evict(self) -> None:
        while len(self._entries) > self._size:
            self._entries.popitem(last=False)

    def stored(self, texts: Sequence[str]) -> list[Encoded]:
        """Each text's states as kept (computed for those not cached yet)."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._entries))
        computed = dict(zip(missing, self.encoder.encode_stored(missing), strict=True)) if missing else {}
        with self._lock:
            self._entries.update(computed)
            out = []
            for text in texts:
                entry = computed.get(text) or self._entries.get(text)
                if entry is None:  # evicted by another thread meanwhile
                    entry = self.encoder.encode_stored([text])[0]
                else:
                    self._entries.move_to_end(text)
                out.append(entry)
            self._evict()
        return out

    def entries(self, texts: Sequence[str]) -> list[Embedded]:
        return [entry.embedded() for entry in self.stored(texts)]

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        found = [e.vector.astype(np.float32) for e in self.stored(texts)]  # the word pieces are not expanded
        return np.stack(found) if found else np.zeros((0, self.embedder.dim), dtype=np.float32)


def alignment(question_tokens: np.ndarray | None, text_tokens: np.ndarray | None) -> float:
    """How well the text's words match the question's, in context: for each word piece of the question, its best
    cosine with a word piece of the text, averaged (late interaction). A technician's "hot" finds "temperature";
    "Germany" finds no match in a sentence about Normandy. 0 when the embedder gives no token vectors."""
    if question_tokens is None or text_tokens is None or not len(question_tokens) or not len(text_tokens):
        return 0.0
    return float((question_tokens @ text_tokens.T).max(axis=1).mean())


class EvidenceScorer:
    """Measures texts against a question; one per process (it holds the embedding cache)."""

    def __init__(
        self, embedder: Embedder, cache_size: int = 4096, question_encoder: QuestionEncoder | None = None
    ) -> None:
        self.cache = EmbeddingCache(embedder, cache_size)
        self.question_encoder = question_encoder

    def choosing_states(self, question: str) -> Embedded:
        """The question's states that choose a quote: the tuned question encoder's when there is one
        (``encoders/question_encoder.py``), else the embedder's — which are what the gate always measures with."""
        if self.question_encoder is None:
            return self.cache.entries([question])[0]
        [(plain, tuned)] = self.question_encoder.embed_with_base([without_dot_leaders(question)])
        self.cache.put({question: from_hidden(plain)})  # the gate's, as the embedder alone gives them
        return from_hidden(tuned).embedded()

    @property
    def encoding(self) -> str:
        """The encoding of the sentence states it reads (stored states of another are recomputed)."""
        return self.cache.encoder.encoding

    def remember(self, passages: Sequence[Hit], stored: dict[int, ChunkStates]) -> None:
        """Put the stored sentence states of these passages in the cache (passages without any are left out, and
        so are those whose sentences are all there already: they are not unpacked again)."""
        for passage in passages:
            states = stored.get(passage.chunk_id)
            if states is not None and not self.cache.has_all(sentence_texts(passage.text, states)):
                self.cache.put(unpack_stored(passage.text, states))

    def assess_many(
        self,
        profile: QuestionProfile,
        texts: Sequence[str],
        contexts: Sequence[str],
        expansions: dict[str, str] | None = None,
        asked: Embedded | None = None,
    ) -> list[Assessment]:
        """One Assessment per text; ``contexts`` (heading paths) count for coverage, not for similarity. Each text
        is measured through its sentences, split as ingest split them, so their stored states are found. ``asked``:
        the question's states (default: the embedder's)."""
        if not texts:
            return []
        expansions = expansions or {}
        terms = list(profile.terms)
        if asked is None:
            [asked] = self.cache.entries([profile.text])
        members = [[text[a:b] for a, b in chunk_sentences(text)] or [text] for text in texts]
        # each distinct sentence's states expanded once, whatever number of windows it is in
        sentences = list(dict.fromkeys(t for group in members for t in group))
        states = dict(zip(sentences, self.cache.entries(sentences), strict=True))
        text_tokens = [_joined_tokens([states[t] for t in group]) for group in members]
        text_vectors = _window_vectors(states, members)
        similarities = text_vectors @ asked.vector
        total = profile.total_weight
        out = []
        for index, (text, context) in enumerate(zip(texts, contexts, strict=True)):
            found = covered_terms(profile, (text, context), expansions)
            missing = tuple(t for t in terms if t not in found)
            if total > 0:
                coverage = sum(profile.weights[t] for t in found) / total
                rare = sum(profile.weights[t] for t in missing if t not in profile.common) / total
            else:
                coverage = rare = 0.0
            expected = profile.answer_type
            out.append(
                Assessment(
                    coverage=coverage,
                    similarity=float(similarities[index]),
                    alignment=alignment(asked.tokens, text_tokens[index]),
                    type_expected=expected is not None,
                    type_found=bool(expected and expected.stated_in(text)),
                    missing=missing,
                    missing_rare=rare,
                )
            )
        return out


def _joined_tokens(states: Sequence[Embedded]) -> np.ndarray | None:
    """The word-piece vectors of a run of sentences, stacked (a window's are the union of its sentences')."""
    found = [e.tokens for e in states]
    if not found or any(t is None for t in found):
        return None
    return np.concatenate([t for t in found if t is not None])


def _window_vectors(states: dict[str, Embedded], members: Sequence[Sequence[str]]) -> np.ndarray:
    """A run of sentences' vector: the normalised sum of its sentences'."""
    vectors = np.stack([np.sum([states[t].vector for t in group], axis=0) for group in members])
    return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)

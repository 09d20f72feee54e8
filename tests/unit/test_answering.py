"""The answer pipeline's pure parts: evidence measurements, the claim verifier, the gate's rules, the registry."""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import Any

import numpy as np
import pytest

from spanproof.analysis import content_terms, dating_years, identifier_pattern
from spanproof.answering.evidence import (
    ANSWER_TYPES,
    TRADE_ABBREVIATIONS,
    EvidenceScorer,
    TermStats,
    abbreviations,
    alignment,
    covered_terms,
    expected_type,
    profile_question,
    question_terms,
)
from spanproof.answering.extractive import ExtractiveAnswerer
from spanproof.answering.gate import (
    Gate,
    GateModel,
    _named_in_another_title,
    _rival_sentences,
    default_gate_model,
    held_form,
    overriding_passage,
)
from spanproof.answering.objections import overriding, question_form
from spanproof.answering.pipeline import AnswerPipeline, answerer_names, register_answerer
from spanproof.answering.verify import VerifiedDraft, stated_numbers, verify_draft
from spanproof.encoders.states import SentenceEncoder, chunk_sentences, unpack, unpack_stored
from spanproof.errors import InvalidRequest
from spanproof.store.sql import StoredPage
from spanproof.types import Answer, Chunk, Citation, Claim, Draft, Hit, Scores

PAGE = (
    "Oil System. The oil temperature must not exceed 245 °F at any time. "
    "Replace the filter, part number 65-1234A, every 50 hours. Fault E-21 means the sensor is open."
)
OTHER = "Oil System. The oil temperature must not exceed 230 °F in the B model."


class BagOfWordsEmbedder:
    """A deterministic stand-in for the embedder: hashed stems, so shared words mean closeness."""

    model_id = "bag-of-words-test"
    dim = 256

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for term in content_terms(text) or ["empty"]:
                out[row, zlib.crc32(term.encode()) % self.dim] += 1.0
        return out / np.linalg.norm(out, axis=1, keepdims=True)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]

    def embed_tokens(self, texts: Sequence[str]) -> list[np.ndarray]:
        """[CLS], one one-hot row per word, [SEP]: as a transformer's token states are laid out."""
        out = []
        for text in texts:
            rows = np.zeros((len(content_terms(text)) + 2, self.dim), dtype=np.float32)
            rows[0, 0] = rows[-1, 1] = 1.0
            for row, term in enumerate(content_terms(text), start=1):
                rows[row, zlib.crc32(term.encode()) % self.dim] = 1.0
            out.append(rows)
        return out


def page_lookup(document: str, page: int, version: str | None = None) -> StoredPage | None:
    texts = {("manual.pdf", 1): PAGE, ("other.pdf", 1): OTHER}
    text = texts.get((document, page))
    return None if text is None else StoredPage(text=text, version="v1", ocr_confidence=None, paginated=True)


def hit(document: str = "manual.pdf", text: str = PAGE, chunk_id: int = 1) -> Hit:
    return Hit(chunk_id, document, "Manual", "v1", 1, 0, len(text), "prose", ["Oil System"], text, Scores(dense=0.6))


def cite(quote: str, document: str = "manual.pdf", page: int = 1) -> Citation:
    return Citation(document, "Manual", "v1", page, 0, 0, quote)


STATS = TermStats(100, {})


def test_stated_numbers_are_figures_part_numbers_and_codes() -> None:
    assert stated_numbers("Replace part 65-1234A at 1,500 hours or fault E-21 at 0.010 in.") >= {
        "65-1234a",
        "1500",
        "e-21",
        "0.010",
    }
    assert stated_numbers("No figures here.") == set()


def test_verifier_drops_a_fabricated_quote_and_an_unbacked_number() -> None:
    draft = Draft(
        [
            Claim("Oil must stay under 245 °F.", [cite("the oil temperature must not exceed 245 °F")]),
            Claim("Oil must stay under 300 °F.", [cite("The oil temperature must not exceed 245 °F")]),
            Claim("The valve opens at 90 psi.", [cite("The valve opens at 90 psi.")]),
            Claim("Fault E-22 means the sensor is open.", [cite("Fault E-21 means the sensor is open.")]),
        ]
    )
    verified = verify_draft(draft, page_lookup)
    assert [c.text for c in verified.claims] == ["Oil must stay under 245 °F."]
    exact = verified.claims[0].citations[0]
    assert exact.quote == PAGE[exact.start : exact.end]  # made exact, case and all
    reasons = [d.reason for d in verified.dropped]
    assert reasons[0] == "states 300, which none of its quotes contains"
    assert reasons[1].startswith("no citation verified")
    assert reasons[2] == "states e-22, which none of its quotes contains"


def test_a_figure_inside_a_quoted_token_backs_the_claim() -> None:
    verified = verify_draft(Draft([Claim("It is 245.", [cite("exceed 245 °F")])]), page_lookup)
    assert len(verified.claims) == 1


def test_abbreviations_are_read_from_the_evidence() -> None:
    found = abbreviations(["Watch the cylinder head temperature (CHT) and the exhaust gas temperature (EGT)."])
    assert found == {**TRADE_ABBREVIATIONS, "cht": "cylinder head temperature", "egt": "exhaust gas temperature"}
    assert abbreviations(["a note (see below) on Type (XYZ)"]) == TRADE_ABBREVIATIONS
    # the trade's own: a technician's "SB" is the bulletin's spelled-out title, unless a text defines it otherwise
    profile = profile_question("which software p/n do I load for SB 26-007?", STATS)
    assert "sb" in covered_terms(profile, ["SERVICE BULLETIN FDU 26-007"], abbreviations([]))
    assert abbreviations(["the spring bracket (SB)"])["sb"] == "spring bracket"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("how hot can the oil get?", "temperature"),
        ("E-36 temp threshold on the px200 in 2022?", "temperature"),  # a threshold is a value asked
        ("what psi should the tire be at?", "pressure"),
        ("how many plugs per cylinder?", "count"),
        ("how often do I change the filter?", "duration"),
        ("when was the engine certified?", "year"),
        ("what does the relief valve do?", None),
        ("What is the purpose of the oil pressure relief valve?", None),
        ("what's the max oil temp on the ground?", "temperature"),
        ("What is the torque value for the starter mounting bolts?", "torque"),
        ("how tight do the spark plugs go?", "torque"),
        ("What is the weight of the oil cooler?", "weight"),
        ("what voltage does the starter run on?", "voltage"),
        ("what does the starter's torque clutch do?", None),
        # a gap or clearance set or measured is a figure; TBO is an interval by name
        ("S-200 mag, what should the breaker point gap be?", "length"),
        ("how close do the blade tips have to be?", "length"),
        ("valve clearance on the O-200?", "length"),
        ("max clearance between brake block and wheel after releasing the handbrake", "length"),
        ("what's TBO on the O-233?", "service life"),
        ("Shelf life of the MIL-PRF-6081 preservation oil?", "service life"),
        # how long a thing lasts is its life, not the last of something
        ("how many years does the PTFE coating on the heater plate last", "service life"),
        ("how long will the battery last on a full charge?", "service life"),
        ("how long should the last step take", "duration"),
        ("What surface hardness is required on the input spline?", "hardness"),
        ("why use a round wire gauge and not a feeler gauge on plug gaps?", None),  # a reason, not a value
        ("what does the gap gauge do?", None),
        ("what is the purpose of the clearance check?", None),
        ("which way do I turn the adjusting screw to raise the pressure?", "direction"),
        ("What's the kit price for K61-014?", "price"),
        ("How much did the price of oil increase?", "quantity"),  # a change, not a price
        ("When did OPEC start to readjust oil prices?", "year"),
        ("When did oil start getting priced in terms of gold?", "year"),
        ("lead time on the 61-014 kit?", "duration"),
        ("what's code 12 on the self test?", None),  # a code named: what it means is asked, not a code
        ("which code is shown when the supply is low?", "identifier"),
        ("P/N for the IP-310 mains fuses", "part number"),
        ("how much descaler for a descale on the CX-201", "amount"),  # an amount, not how long it takes
        ("how much time for a descale on the CX-201", "quantity"),
        # a refrigerant charge is weighed in
        ("r290 charge tm320", "weight figure"),
        ("refridgerant charge per circuit on an RT-125", "weight figure"),
        ("max charge current for a nicad battery", "current"),
        # when a thing is done: a time or a case, asked by "when" opening the asking clause only
        ("when to change UV lamps lumatrix", "time or case"),
        ("when do the mast chains need replacing", "time or case"),
        ("hand winding car to floor, when do i stop", "time or case"),
        ("When American car companies rolled out with their replacement cars, which policy ended?", None),
        ("Who was in charge of the Tollen works when it shut?", None),
        # which oil, grease, refrigerant or sealant: a product's grade or designation, not its temperature or amount
        ("what oil goes in a vm-310", "grade"),
        ("pitch bearing grease type", "grade"),
        ("which hyd oil in a cold store at -20", "grade"),
        ("At what oil temperature does the thermostatic valve open?", "temperature"),
        ("how much hydraulic oil goes in the lift cylinder", "capacity"),
        ("Which oil producer is a close ally of the United States?", None),
        # a share asked, not one named with its figure
        ("what % glycol in the coolant", "percentage"),
        ("optional 150 % pre-stretch gear set for the 2000HD - part no?", "part number"),
        ("pump part no for the 50 percent glycol version", "part number"),
        # a flow asked tersely, without an asking word; not what controls one, nor a value at a flow
        ("flow of seal water for LR-310 #AR3101649?", "flow"),
        ("seal water flow for LR-220 AR2201000?", "flow"),
        ("what controls the flow of fuel", None),
        ("pump output at max flow of 20 l/min", None),
        # what a parameter or a switch is to be set to
        ("what should S4.07 be set to on SV-90 SN4902749 once the new fan is in", "setting"),
        ("dip switch 3, set it to what for the 60 Hz supply?", "setting"),
        # ... or by the setting's noun; a menu named by it asks none
        ("new cut-out setting from SB-12 for my KX-20 KX2300500", "setting"),
        ("what is the thermostat setting on the KX-40?", "setting"),
        ("setting menu on the KX-20", None),
        ("heater plate set point for PE80?", "setting"),
    ],
)
def test_expected_answer_type(question: str, kind: str | None) -> None:
    found = expected_type(question)
    assert (found.name if found else None) == kind


@pytest.mark.parametrize(
    ("kind", "states", "names_only"),
    [
        ("torque", "Torque the plugs to 300 in-lb.", "The motor develops high starting torque."),
        ("weight", "The cooler weighs 4.5 lb dry.", "The cooler adds weight to the nacelle."),
        ("weight", "It is about one-fourth the weight of an electric starter.", "Weight is a concern."),
        ("voltage", "The starter is a 24-volt, series-wound motor.", "Check the voltage regulator."),
        ("current", "Supply: 24 V DC, max. 2.5 A", "Check: Encoder supply | Limit: 12 V DC"),
        ("resistance", "Winding resistance 4.2 Ω ± 10 %", "Check the winding with an ohmmeter at 20 °C."),
        # how many: a whole number, not a measurement ("0.05 mbar for the VM-350" answered "how many vanes")
        ("count", "The rotor has 6 vanes.", "Ultimate pressure is 0.05 mbar."),
        ("count", "Fit two seals.", "Maximum flow is 3100 pph."),
        (
            "count",
            "The MGB-3C adds a third detector: 3 chip detectors.",
            "Task: Chip detector inspection | MGB-3C: 75 FH",
        ),
        # "one" naming a member or standing for a noun counts nothing (SQuAD: how many Huguenots settled there)
        ("count", "Fit one new seal.", "Bedfordshire, one of the main centres of the lace industry"),
        ("count", "Only one pump is fitted.", "Use the one on the left; one can see it from the cab."),
        ("time or case", "Replace the lamps every 12,000 operating hours.", "This page covers lamp replacement."),
        ("weight figure", "Refrigerant charge R290 | TM-320: 145 g", "Model: CX-45 | Refrigerant: R448A"),
        # a grade, not a row of the models' counts or capacities
        ("grade", "Model: CX-45 | Refrigerant: R448A", "Refrigerant circuits | RT-075: 1 | RT-100: 2"),
        ("grade", "Use HVLP 22 hydraulic oil.", "Item: Oil capacity | VM-300: 1.2 L | VM-310: 1.4 L"),
        ("grade", "Fill with SAE 80W-90 hypoid oil.", "Change the oil every 500 h."),
        # a row's cell labelled as another kind of designation is none
        (
            "part number",
            "Item: HP switch kit | Part number: KT-K-0728",
            "Model: CX-60 | Refrigerant: R448A | Serial numbers: KT2240000 to KT2242499 | Action: Replace HP switch",
        ),
        ("time or case", "Replace the chain when its stretch exceeds 2 %.", "Work must be done by trained staff."),
        # a setting: a figure or a switch's position, not the parameter's own number
        (
            "setting",
            "Item: E07 heatsink temperature limit (parameter S4.07) | New value: 80 °C",
            "Set parameter S4.07 in the service menu after the new fan is fitted.",
        ),
        ("setting", "Set DIP switch S3 to ON.", "The supply frequency is selected with DIP switch S3."),
        # a range of serial numbers says which units a document applies to: no part number, no code
        (
            "part number",
            "Kit KX-6071 contains one bracket.",
            "It applies to units with serial numbers KX2300000 to KX2399999.",
        ),
        ("identifier", "Use claim code SB2403.", "It applies to units with s/n KX2300000 through KX2399999."),
        ("flow", "Seal water flow | LR-310 (affected serials): 31 l/min", "Set the seal water flow with valve V3."),
        ("flow", "The CIP flow must be at least 3.5 m³/h on the CPF-6.", "CIP flow is measured at the filler inlet."),
        ("flow", "Flow rate range | IP-310: 0.1-1200 mL/h per channel", "Flow rate range | IP-310: see Table 3"),
    ],
)
def test_a_value_with_units_is_stated_only_with_those_units(kind: str, states: str, names_only: str) -> None:
    answer_type = next(t for t in ANSWER_TYPES if t.name == kind)
    assert answer_type.stated_in(states)
    assert not answer_type.stated_in(names_only)


def test_alignment_is_each_question_token_best_match_averaged() -> None:
    question = np.eye(3, dtype=np.float32)[:2]  # two question tokens
    assert alignment(question, np.eye(3, dtype=np.float32)) == pytest.approx(1.0)
    assert alignment(question, np.eye(3, dtype=np.float32)[:1]) == pytest.approx(0.5)  # one of two found
    assert alignment(question, np.eye(3, dtype=np.float32)[2:]) == pytest.approx(0.0)
    assert alignment(None, np.eye(3)) == 0.0


def test_the_cache_embeds_each_text_once_and_pools_its_tokens() -> None:
    class Counting(BagOfWordsEmbedder):
        calls = 0

        def embed_tokens(self, texts: Sequence[str]) -> list[np.ndarray]:
            self.calls += len(texts)
            return super().embed_tokens(texts)

    embedder = Counting()
    scorer = EvidenceScorer(embedder, cache_size=2)
    first = scorer.cache.vectors(["oil temperature", "filter"])
    again = scorer.cache.vectors(["oil temperature"])
    assert embedder.calls == 2 and np.allclose(first[0], again[0])
    [entry] = scorer.cache.entries(["oil temperature"])
    tokens = entry.tokens
    assert tokens is not None and tokens.shape == (2, embedder.dim)  # [CLS]/[SEP] left out
    scorer.cache.vectors(["a", "b"])  # the bound evicts the oldest
    scorer.cache.vectors(["oil temperature"])
    assert embedder.calls == 5


def test_filler_words_never_count_as_question_terms() -> None:
    assert question_terms("so guys, what's actually the oil limit basically?") == content_terms("oil limit")
    # "why would a cylinder be choke ground anyway?" asks about three terms, all of them in a sentence that only
    # describes the grinding (FAA): "anyway" may not stand for the reason
    assert question_terms("why would a cylinder be choke ground anyway?") == content_terms("cylinder choke ground")


def gate(threshold: float = 0.5) -> Gate:
    return Gate(EvidenceScorer(BagOfWordsEmbedder()), default_gate_model(), threshold)


def test_gate_refuses_without_hits_and_when_a_named_identifier_is_absent() -> None:
    profile = profile_question("What does fault E-99 mean?", STATS)
    verified = verify_draft(
        Draft([Claim("Fault E-21 means open.", [cite("Fault E-21 means the sensor is open.")])]), page_lookup
    )
    assert gate().decide(profile, verified, []).signals["decided_by"] == "no_hits"
    decision = gate().decide(profile, verified, [hit()])
    assert decision.status == "refused"
    assert decision.signals["decided_by"] == "named_absent"
    assert decision.signals["named_absent_from_evidence"] == ["e-99"]


def test_a_model_the_quoted_version_declares_counts_in_the_context_coverage() -> None:
    """A bulletin's step states the question's model through the version's applicability, as the objections read
    it (``identifiers_absent``): the score's context coverage counts it too."""
    profile = profile_question("px200-b filter part number?", STATS)
    claims = [Claim("The filter is 65-1234A.", [cite("Replace the filter, part number 65-1234A, every 50 hours.")])]
    verified = verify_draft(Draft(claims), page_lookup)

    def coverage(declared: Hit) -> float:
        return gate().assess(profile, verified.claims, [declared], {})[1]["context_coverage"]

    plain = hit()
    assert coverage(replace(plain, product="PX200", variants=["B", "C"])) > coverage(plain)
    assert coverage(replace(plain, product="PX200", variants=["C"])) == coverage(plain)


def test_a_designation_printed_with_a_zero_is_not_named_absent() -> None:
    profile = profile_question("How much oil does the O-200 sump hold?", STATS)
    printed = hit(text="The 0-200-A/B oil sump capacity is six quarts maximum.")
    assert gate().before_draft(profile, [printed]).signals["named_absent_from_evidence"] == []
    assert (
        gate().before_draft(profile_question("What about the O-300?", STATS), [printed]).signals["decided_by"]
        == "named_absent"
    )


def test_a_proper_name_no_passage_uses_is_named_absent() -> None:
    passage = hit(text="Hartzell steel-hub propellers feather in 3 to 10 seconds.")
    asked = profile_question("How long does a Hartzell propeller take to feather?", STATS)
    assert gate().before_draft(asked, [passage]).signals["named_absent_from_evidence"] == []
    other = gate().before_draft(
        profile_question("How long does a McCauley propeller take to feather?", STATS), [passage]
    )
    assert other.signals["decided_by"] == "named_absent"
    assert other.signals["named_absent_from_evidence"] == ["McCauley"]


def test_gate_answers_a_stated_fact_and_reports_every_contribution() -> None:
    profile = profile_question("What is the maximum oil temperature?", STATS)
    quote = "The oil temperature must not exceed 245 °F at any time."
    verified = verify_draft(Draft([Claim(quote, [cite(quote)])]), page_lookup)
    decision = gate(threshold=0.0).decide(profile, verified, [hit()])
    assert decision.status == "answered"
    features = decision.signals["gate"]["features"]
    assert features["type_found"] == 1.0 and features["coverage"] > 0.5
    assert set(decision.signals["gate"]["contributions"]) == set(default_gate_model().coefficients)
    assert gate(threshold=1.0).decide(profile, verified, [hit()]).status == "refused"


def test_a_question_asking_why_or_how_to_is_held_to_its_forms_margin() -> None:
    """The same quote, scored the same, is confirmed for a question of no special form and refused for one whose
    form needs more of the score (``form_margins``), the refusal saying so and its signals naming the score needed."""
    quote = "The oil temperature must not exceed 245 °F at any time."
    verified = verify_draft(Draft([Claim(quote, [cite(quote)])]), page_lookup)
    model = replace(default_gate_model(), form_margins={"why": None, "how": 0.3})
    held = Gate(EvidenceScorer(BagOfWordsEmbedder()), model, 0.0)

    plain = held.decide(profile_question("What is the maximum oil temperature?", STATS), verified, [hit()])
    assert plain.status == "answered" and plain.signals["gate"]["form"] is None
    assert plain.signals["gate"]["needed"] == 0.0

    because = "The oil temperature must stay below 245 °F because the shaft seals harden above it."
    page = StoredPage(text=f"Oil System. {because}", version="v1", ocr_confidence=None, paginated=True)
    reasoned = verify_draft(Draft([Claim(because, [cite(because)])]), lambda *_: page)
    asked, found = profile_question("Why must the oil temperature stay below 245 °F?", STATS), hit(text=page.text)
    assert (
        Gate(EvidenceScorer(BagOfWordsEmbedder()), replace(model, form_margins={}), 0.0)
        .decide(asked, reasoned, [found])
        .status
        == "answered"
    )
    why = held.decide(asked, reasoned, [found])
    assert why.status == "refused" and why.signals["decided_by"] == "answer_score"
    assert why.signals["gate"]["form"] == "why" and why.signals["gate"]["needed"] is None
    assert why.reason == "an answer to a question asking why is not confirmed by its score alone"

    how = held.decide(profile_question("How do I keep the oil temperature down?", STATS), verified, [hit()])
    assert how.signals["gate"]["form"] == "how" and how.signals["gate"]["needed"] == pytest.approx(0.3)
    score = how.signals["gate"]["score"]
    assert (how.status == "answered") == (score >= 0.3)
    higher = Gate(EvidenceScorer(BagOfWordsEmbedder()), replace(model, form_margins={"how": score + 0.01}), 0.0)
    refused = higher.decide(profile_question("How do I keep the oil temperature down?", STATS), verified, [hit()])
    assert refused.status == "refused" and refused.reason.startswith("an answer to a question asking how to do")


def test_an_answer_stating_a_codes_action_is_held_to_the_threshold_alone() -> None:
    """What to do about a code, answered by the action under the code's own entry (``states_asked``), is not held to
    the how-to form's margin; the same quote for a question it does not answer so, and a why-question, are."""
    row = "Code: T-120 | Meaning: HV overcurrent | Remedy: Measure the transformer insulation to earth."
    verified = verify_draft(Draft([Claim(row, [cite(row)])]), lambda *_: StoredPage(row, "v1", None, True))
    never = Gate(EvidenceScorer(BagOfWordsEmbedder()), replace(default_gate_model(), form_margins={"how": None}), 0.0)
    acted = never.decide(profile_question("T-120 on the panel, what should I check", STATS), verified, [hit(text=row)])
    assert acted.signals["gate"]["features"]["states_asked"] == 1.0
    assert acted.status == "answered" and acted.signals["gate"]["form"] is None
    plain = never.decide(profile_question("how do I check the insulation?", STATS), verified, [hit(text=row)])
    assert plain.status == "refused" and plain.signals["gate"]["form"] == "how"
    assert held_form("T-120 on the panel, what should I check", True) is None
    assert held_form("T-120 on the panel, what should I check", False) == "how"
    assert held_form("why does T-120 come up?", True) == "why"


MANUAL_ROW = "Joint: Encoder coupling clamp screws | FB-38: 2.5 Nm | FB-60: 2.5 Nm | FB-90: 4.0 Nm"
BULLETIN_STEP = (
    "6. Refit the encoder and tighten the coupling clamp screws with thread locker from the kit to 3.0 Nm (FB-60) or"
    " 4.5 Nm (FB-90)."
)


def test_a_bulletins_other_figure_overrides_the_manuals() -> None:
    """A document limited to serial numbers (a bulletin) stating another figure of the kind asked, about as much of
    the question, keeps the manual's figure from being confirmed; the same figure, another quantity, a bulletin
    quoted itself, or a document limited by nothing, do not."""
    profile = profile_question("FB-90 encoder coupling - what torque on the clamp screws", STATS)
    manual = hit(document="manual.pdf", text=MANUAL_ROW)
    bulletin = replace(hit(document="sb.pdf", text=BULLETIN_STEP, chunk_id=2), serial_limited=True)
    quoted = [cite(MANUAL_ROW)]
    assert overriding_passage(profile, quoted, [manual, bulletin], {}) == bulletin
    assert overriding_passage(profile, quoted, [manual, replace(bulletin, serial_limited=False)], {}) is None
    same = replace(bulletin, text=BULLETIN_STEP.replace("4.5 Nm", "4.0 Nm").replace("3.0 Nm", "2.5 Nm"))
    assert overriding_passage(profile, quoted, [manual, same], {}) is None
    other = replace(bulletin, text="6. Refit the encoder and run the axis for 10 min at 20 rpm.")
    assert overriding_passage(profile, quoted, [manual, other], {}) is None
    assert overriding_passage(profile, [cite(BULLETIN_STEP, "sb.pdf")], [manual, bulletin], {}) is None

    placed = [replace(cite(MANUAL_ROW), end=len(MANUAL_ROW))]  # where the quote stands in the manual's passage
    verified = VerifiedDraft([Claim(MANUAL_ROW, placed)], [], [])
    decision = gate(threshold=0.0).decide(profile, verified, [manual, bulletin])
    assert decision.status == "refused" and decision.signals["decided_by"] == "bulletin_overrides"
    assert decision.reason == "a document limited to serial numbers (sb.pdf p.1) states another figure"


def test_a_revised_figure_asked_for_a_serial_is_a_bulletins() -> None:
    """Asked for the new figure for a unit named by its serial, the manual's figure is not confirmed: the bulletin that
    revised it does not cover the unit, or was not found (stranger's set 27: a model the bulletin excludes). Quoted
    from a bulletin, or asked without a serial, or for the figure itself, the gate decides as before."""
    row = (
        "Fastener: Shock mount nuts (2) | VPC-60: M10, 40 Nm | VPC-80: M10, 40 Nm | VPC-100R: M12, 70 Nm\n"
        "(2) Use new self-locking nuts every time a shock mount is removed."
    )
    manual = hit(document="manual.pdf", text=row)
    verified = VerifiedDraft([Claim(row, [replace(cite(row), end=len(row))])], [], [])
    new = profile_question("VPC-60 new torque for the shock mount nuts?", STATS, serial=2210800)
    decision = gate(threshold=0.0).decide(new, verified, [manual])
    assert decision.status == "refused" and decision.signals["decided_by"] == "not_applicable"
    assert decision.reason == "a revised figure is asked, and no service bulletin for the unit is quoted"
    assert gate(threshold=0.0).decide(new, verified, [replace(manual, serial_limited=True)]).status == "answered"
    unserialled = profile_question("VPC-60 new torque for the shock mount nuts?", STATS)
    assert gate(threshold=0.0).decide(unserialled, verified, [manual]).status == "answered"
    plain = profile_question("VPC-60 torque for the shock mount nuts?", STATS, serial=2210800)
    assert gate(threshold=0.0).decide(plain, verified, [manual]).status == "answered"


def test_a_bulletins_row_overrides_the_manuals_and_is_quoted_instead() -> None:
    """A bulletin's row for the units asked states the figure in force without the word the question asks the kind
    by ("New value: 28 Nm" for "what torque now?"; stranger's set 24): it overrides the manual's row, and the
    extractive answerer quotes it, however far down it ranks. Not a row of another fastener, nor the same figure."""
    profile = profile_question("sealing head bolts - what torque now?", STATS, serial=6203100)
    assert profile.answer_type is not None and profile.answer_type.name == "torque"
    manual_row = "Fastener: Sealing head mounting bolts | Thread: M10 | Torque: 26 Nm | Note: (a)"
    bulletin_row = "Setting: Sealing head mounting bolts | Manual reference: Section 3 | New value: 28 Nm"
    spring = ("Setting: Gripper spring preload | New value: 28 Nm", "SB-620")
    assert overriding(profile, manual_row, [spring, (bulletin_row, "SB-620")], {}) == 1
    assert overriding(profile, manual_row, [(bulletin_row.replace("28", "26"), "SB-620")], {}) is None
    assert overriding(profile, manual_row, [spring], {}) is None
    # a setting asked of a model, compared in the quote's unit; the model is the one the bulletin declares
    relief = profile_question("HM-40 s/n VA2211873 - what should the relief valve be set to now?", STATS)
    row = "Parameter: Pressure relief valve setting (3) | HM-20: 60 bar | HM-40: 60 bar"
    new = "Item: Pressure relief valve setting | Manual value: 60 bar | New value: 50 bar"
    assert overriding(relief, row, [(new, "HM-40")], {}) == 0
    assert overriding(relief, row, [(new, "")], {}) is None  # for no model the question names
    assert overriding(relief, row, [(new.replace("bar", "%"), "HM-40")], {}) is None  # in another unit
    # a value asked without a word saying its kind is compared in the quote's unit too (stranger's set 25)
    heater = profile_question("pe80 set point heater plate", STATS, serial=6005149)
    assert heater.answer_type is None
    row = "Parameter: Heater plate set temperature, PE80 | Value: 210 °C"
    new = "Parameter: Heater plate set temperature, PE80 | KFS-MM-0412: 210 °C | Affected machines: 205 °C"
    assert overriding(heater, row, [(new, "PJ-315")], {}) == 0
    assert overriding(heater, row, [(new.replace("205", "210"), "PJ-315")], {}) is None
    # ... and only then: asked of no serial, such a question may be a code's, which no figure overrides
    assert overriding(profile_question("pe80 set point heater plate", STATS), row, [(new, "PJ-315")], {}) is None

    manual = hit(text=manual_row)
    others = [
        hit(text=f"Fastener: Arch joint bolts, row {i} | Thread: M8 | Torque: {18 + i} Nm", chunk_id=10 + i)
        for i in range(5)
    ]
    bulletin = replace(hit("sb.pdf", bulletin_row, 2), serial_limited=True)
    answerer = ExtractiveAnswerer(profile, EvidenceScorer(BagOfWordsEmbedder()))
    chosen = answerer.candidates([manual, *others, bulletin])[0]
    assert chosen.hit.document == "sb.pdf" and "28 Nm" in chosen.text
    unlimited = answerer.candidates([manual, *others, replace(bulletin, serial_limited=False)])[0]
    assert unlimited.hit.document == "manual.pdf" and "26 Nm" in unlimited.text
    # asked of no serial number, a bulletin found may not cover the unit: the manual's row is quoted
    unnamed = ExtractiveAnswerer(replace(profile, serial=None), EvidenceScorer(BagOfWordsEmbedder()))
    assert unnamed.candidates([manual, *others, bulletin])[0].hit.document == "manual.pdf"


def test_question_form_reads_why_and_how_to_only() -> None:
    assert question_form("why does the dryer need a bigger purge share?") == "why"
    assert question_form("F03 tripped - how to reset") == "how"
    assert question_form("which kit should I order for the FB-90?") == "how"
    assert question_form("What is the maximum oil temperature?") is None
    assert question_form("how many bolts hold the cover?") is None
    # asked why without the word (stranger's set 27): the reason, however worded
    assert question_form("whats the reason the front cover screws go in crosswise in two passes") == "why"
    assert question_form("reason for the 50 deg C inlet temperature limit on heatless dryers?") == "why"
    assert question_form("how come the O2 setpoint is higher at low load") == "why"
    assert question_form("what reason code does the panel show for a low-flow stop?") is None


def test_gate_model_reads_its_forms_margins() -> None:
    data = {"intercept": 0.0, "coefficients": {"a": 1.0}, "threshold": 0.7, "form_margins": {"why": None, "how": 0.2}}
    model = GateModel.from_dict(data)
    assert model.needed(None, 0.7) == 0.7 and model.needed("why", 0.7) is None
    assert model.needed("how", 0.6) == pytest.approx(0.8)
    assert GateModel.from_dict({k: v for k, v in data.items() if k != "form_margins"}).needed("why", 0.7) == 0.7


def test_gate_sends_disagreeing_documents_to_review() -> None:
    profile = profile_question("What is the maximum oil temperature?", STATS)
    quotes = [("manual.pdf", "The oil temperature must not exceed 245 °F at any time."), ("other.pdf", OTHER[12:])]
    draft = Draft([Claim(q, [cite(q, document=d)]) for d, q in quotes])
    verified = verify_draft(draft, page_lookup)
    decision = gate(threshold=0.0).decide(profile, verified, [hit(), hit("other.pdf", OTHER, 2)])
    assert decision.status == "review"
    assert decision.signals["conflicting_sources"] == ["manual.pdf", "other.pdf"]


def test_gate_margin_is_over_the_best_other_sentence_that_could_answer() -> None:
    text = (
        "Fault E-21 means the inlet valve is stuck closed. Fault E-22 means the outlet sensor failed. "
        "Replace the seal every 500 hours. The inlet valve is checked for wear every 100 hours."
    )
    passage = Hit(1, "pump.txt", "Pump", "v1", 1, 0, len(text), "prose", ["Faults"], text, Scores(dense=0.6))

    def lookup(document: str, page: int, version: str | None = None) -> StoredPage | None:
        return StoredPage(text=text, version="v1", ocr_confidence=None, paginated=True)

    def margins(question: str, quote: str) -> tuple[float, float]:
        profile = profile_question(question, STATS)
        verified = verify_draft(Draft([Claim(quote, [cite(quote, document="pump.txt")])]), lookup)
        features = gate().decide(profile, verified, [passage]).signals["gate"]["features"]
        return features["alignment_margin"], features["similarity_margin"]

    asked = "What does fault E-21 mean?"
    best = margins(asked, "Fault E-21 means the inlet valve is stuck closed.")
    assert best[0] > 0 and best[1] > 0
    # the seal sentence is beaten by the line about the fault
    beaten = margins(asked, "Replace the seal every 500 hours.")
    assert beaten[0] < 0 and beaten[1] < 0
    # the rivals: every other sentence (as the extractive answerer splits them: short ones run on) but the E-22
    # line, which speaks of another code
    quote = "Fault E-21 means the inlet valve is stuck closed."
    rivals, _, contenders = _rival_sentences(
        profile_question(asked, STATS), [Citation("pump.txt", "Pump", "v1", 1, 0, 49, quote)], [passage]
    )
    assert rivals == ["Replace the seal every 500 hours. The inlet valve is checked for wear every 100 hours."]
    assert contenders == [False]  # it names no E-21, nor do its neighbours: it could not be confirmed itself
    # the same sentence in another document (another format or revision of the manual) agrees with it: no rival
    copy = Hit(2, "pump.docx", "Pump", "v1", 1, 0, len(text), "prose", ["Faults"], text, Scores(dense=0.6))
    citation = Citation("pump.txt", "Pump", "v1", 1, 0, 49, quote)
    assert _rival_sentences(profile_question(asked, STATS), [citation], [passage, copy])[0] == rivals * 2


def test_a_quote_beside_a_sentence_that_states_the_question_better_is_refused() -> None:
    """A quoting model's neighbouring sentence: verified, near the code asked, but another sentence found (one that
    could be confirmed) states the question better by word pieces and by meaning."""
    text = (
        "Compressor faults\n\nFault C-7 means the compressor discharge valve leaks. "
        "Remove the valve cover and clean the seat before any test. "
        "The cooler fan of the compressor runs at 1200 rpm in normal operation."
    )
    passage = Hit(1, "air.txt", "Air", "v1", 1, 0, len(text), "prose", ["Compressor faults"], text, Scores(dense=0.6))

    def decide(question: str, quote: str) -> Answer:
        lookup = lambda document, page, version=None: StoredPage(text, "v1", None, True)  # noqa: E731
        verified = verify_draft(Draft([Claim(quote, [cite(quote, document="air.txt")])]), lookup)
        decision = gate(threshold=0.0).decide(profile_question(question, STATS), verified, [passage])
        return Answer(decision.status, "", [], decision.reason, decision.signals, [])

    beside = decide("what does fault C-7 mean?", "Remove the valve cover and clean the seat before any test.")
    assert (beside.status, beside.signals["decided_by"]) == ("refused", "better_sentence")
    assert beside.reason == "another sentence of the passages found states the question better"
    stated = decide("what does fault C-7 mean?", "Fault C-7 means the compressor discharge valve leaks.")
    assert stated.status == "answered"
    # a sentence naming no C-7 near it could not be confirmed for C-7, however well it reads: no contender
    step = "Remove the valve cover and clean the seat before any test."
    at = text.index(step)
    rivals, _, contenders = _rival_sentences(
        profile_question("what does fault C-7 mean?", STATS),
        [Citation("air.txt", "Air", "v1", 1, at, at + len(step), step)],
        [passage],
    )
    assert dict(zip(rivals, contenders, strict=True)) == {
        "Compressor faults": False,  # a heading line
        "Fault C-7 means the compressor discharge valve leaks.": True,
        "The cooler fan of the compressor runs at 1200 rpm in normal operation.": False,
    }


def test_an_identifier_is_covered_however_the_text_writes_it() -> None:
    """A question's model or code is found in a text that prints it otherwise ("TR40" for TR-40, "px-200" for
    PX200), though their words differ ("tr40" against "tr" and "40"); another member of its family is not it."""
    tr40 = profile_question("what does F-114 mean on the TR40 s/g?", STATS)
    assert "tr40" in covered_terms(tr40, ["Meaning of F-114", "TR-40 Starter-Generator"], {})
    assert "tr40" not in covered_terms(tr40, ["TR-40A Starter-Generator"], {})
    px200 = profile_question("px-200 E-44 definition?", STATS)
    assert {"px", "200"} <= covered_terms(px200, ["Corvane PX200 Hydraulic Pump"], {})
    assert not {"px", "200"} & covered_terms(px200, ["Corvane PX300 Hydraulic Pump"], {})


def test_an_identifiers_number_is_covered_only_with_the_identifier() -> None:
    """ "11" of P-11 is not stated by a text that says "11 N.m": the manual of another product, which printed the
    question's other words and eleven newton-metres, was taken for the one stating most of the question."""
    p11 = profile_question("cabin controller showing P-11, what does that mean", STATS)
    assert "11" not in covered_terms(p11, ["Torque the cover bolts to 11 N.m."], {})
    assert "11" in covered_terms(p11, ["3. Meaning of P-11: static pressure input invalid."], {})


def test_gate_model_score_is_a_logistic_of_the_contributions() -> None:
    model = GateModel(-1.0, {"a": 2.0}, 0.5)
    assert model.score({"a": 0.5}) == pytest.approx(0.5)
    assert model.score({"a": 1.0}) > model.score({"a": 0.0})


class FabricatingAnswerer:
    name = "fabricating"

    def draft(self, question: str, passages: Sequence[Hit]) -> Draft:
        return Draft([Claim("The limit is 99 °F.", [cite("The oil temperature must not exceed 99 °F")])])


def ask(question: str, answerer: str = "extractive") -> Answer:
    """The pipeline over one stored page, every threshold passing: only the verifier and the rules decide."""
    scorer = EvidenceScorer(BagOfWordsEmbedder())
    pipeline = AnswerPipeline(scorer, Gate(scorer, default_gate_model(), 0.0))
    return pipeline.ask(
        question, retrieve=lambda q: [hit()], statistics=lambda terms: STATS, lookup=page_lookup, answerer=answerer
    )


def test_pipeline_holds_any_answerer_to_the_verifier() -> None:
    register_answerer("fabricating", lambda context: FabricatingAnswerer())
    assert "fabricating" in answerer_names() and "extractive" in answerer_names()
    answer = ask("What is the maximum oil temperature?", answerer="fabricating")
    assert answer.status == "refused" and answer.citations == []
    assert answer.signals["answerer"] == "fabricating"
    assert answer.signals["decided_by"] == "nothing_verified"
    assert answer.signals["degraded"] is None and answer.signals["repair_passes"] == 0
    assert answer.signals["claims_dropped"][0]["reason"].startswith("no citation verified")
    assert "Best passages found: manual.pdf p.1" in (answer.reason or "")


def test_pipeline_extractive_answer_quotes_the_page_exactly() -> None:
    answer = ask("What does fault E-21 mean?")
    assert answer.status == "answered", answer.reason
    assert all(c.quote == PAGE[c.start : c.end] for c in answer.citations)
    assert "E-21" in answer.answer


def test_unknown_answerer_is_an_invalid_request() -> None:
    scorer = EvidenceScorer(BagOfWordsEmbedder())
    pipeline = AnswerPipeline(scorer, gate())
    with pytest.raises(InvalidRequest, match="unknown answerer 'nope'"):
        pipeline.ask("q", retrieve=lambda q: [], statistics=lambda t: STATS, lookup=page_lookup, answerer="nope")


def _chunk(text: str, heading_path: tuple[str, ...] = ()) -> Chunk:
    return Chunk(page=1, start=0, end=len(text), kind="prose", heading_path=heading_path, text=text)


def test_stored_sentence_states_read_back_as_computed() -> None:
    encoder = SentenceEncoder(BagOfWordsEmbedder())
    texts = [PAGE, OTHER, "   "]
    _, stored = encoder.encode_chunks([_chunk(text) for text in texts])
    assert stored[2] is None  # nothing to say about a blank chunk
    for text, states in zip(texts[:2], stored[:2], strict=True):
        assert states is not None
        read = unpack(text, states)
        sentences = [text[a:b] for a, b in chunk_sentences(text)]
        assert list(read) == sentences
        for sentence, computed in zip(sentences, encoder.encode(sentences), strict=True):
            assert np.array_equal(read[sentence].vector, computed.vector)
            assert computed.tokens is not None and np.array_equal(read[sentence].tokens, computed.tokens)
            assert computed.tokens.shape[1] == BagOfWordsEmbedder.dim


def test_a_chunks_search_vector_is_pooled_from_its_heading_and_sentence_passes() -> None:
    embedder = BagOfWordsEmbedder()
    chunk = _chunk(PAGE, ("Engine", "Faults"))
    [vector], _ = SentenceEncoder(embedder).encode_chunks([chunk])
    parts = ["Engine > Faults"] + [PAGE[a:b] for a, b in chunk_sentences(PAGE)]
    pooled = np.concatenate(embedder.embed_tokens(parts)).mean(axis=0)
    assert np.allclose(vector, pooled / np.linalg.norm(pooled))
    # the heading counts: without it, another vector
    [other], _ = SentenceEncoder(embedder).encode_chunks([_chunk(PAGE)])
    assert not np.allclose(vector, other)


def test_dot_leaders_are_not_read_by_the_embedder() -> None:
    embedder = BagOfWordsEmbedder()
    encoder = SentenceEncoder(embedder)
    [leaders, plain] = encoder.encode(["Oil Systems ........ 6-2", "Oil Systems   6-2"])
    assert np.array_equal(leaders.vector, plain.vector)


def test_the_cache_gives_the_states_it_was_given_as_stored() -> None:
    embedder = BagOfWordsEmbedder()
    scorer = EvidenceScorer(embedder)
    _, [states] = scorer.cache.encoder.encode_chunks([_chunk(PAGE)])
    assert states is not None
    sentences = [PAGE[a:b] for a, b in chunk_sentences(PAGE)]
    scorer.cache.put(unpack_stored(PAGE, states))
    assert scorer.cache.has_all(sentences)
    for cached, computed in zip(scorer.cache.entries(sentences), scorer.cache.encoder.encode(sentences), strict=True):
        assert np.array_equal(cached.vector, computed.vector)
        assert cached.tokens is not None and computed.tokens is not None
        assert np.array_equal(cached.tokens, computed.tokens)


def test_a_refusal_shows_a_statement_before_a_title_that_restates_the_question() -> None:
    # Both passages are objected to (the title states nothing; the sentence no capacity): under the refusal, the
    # sentence is the closer statement, however much better the title's words match the question.
    title, body = "PX-200 gearbox oil", "Use SAE 30 oil in the gearbox."
    text = f"{title}\n\n{body}"
    passages = [
        Hit(1, "pump.md", "Pump", "v1", 1, 0, len(title), "prose", [title], title, Scores(dense=0.6)),
        Hit(2, "pump.md", "Pump", "v1", 1, len(title) + 2, len(text), "prose", [title], body, Scores(dense=0.5)),
    ]
    scorer = EvidenceScorer(BagOfWordsEmbedder())
    pipeline = AnswerPipeline(scorer, Gate(scorer, default_gate_model(), 0.0))
    answer = pipeline.ask(
        "How much oil does the PX-200 gearbox hold?",
        retrieve=lambda q: passages,
        statistics=lambda terms: STATS,
        lookup=lambda d, p, v=None: StoredPage(text=text, version="v1", ocr_confidence=None, paginated=True),
    )
    assert answer.status == "refused" and answer.unconfirmed is not None
    assert [c.quote for c in answer.unconfirmed.citations] == [body]
    assert answer.unconfirmed.reason == "no capacity is stated"


def test_a_refusal_shows_a_statement_with_the_kind_of_value_asked_before_one_without() -> None:
    # Both are objected to: the first names the magneto but gives no gap, the second gives the gap without naming the
    # magneto. Under the refusal the gap is the closer statement, however much better the first matches in words.
    first = "Set the breaker point gap of the S-200 magneto as follows."
    second = "The gap of the points must be 0.018 inch when open."
    passages = [
        Hit(1, "mag.md", "Magnetos", "v1", 1, 0, len(first), "prose", ["Magnetos"], first, Scores(dense=0.6)),
        Hit(2, "mag.md", "Magnetos", "v1", 2, 0, len(second), "prose", ["Points"], second, Scores(dense=0.5)),
    ]
    profile = profile_question("S-200 mag, what should the breaker point gap be?", STATS)
    candidates = ExtractiveAnswerer(profile, EvidenceScorer(BagOfWordsEmbedder())).candidates(passages)
    assert [(c.text, c.objected_by) for c in candidates[:2]] == [
        (second, "identifier_not_near"),
        (first, "type_missing"),
    ]


def test_a_code_asked_of_a_product_named_by_another_documents_title_is_not_that_documents() -> None:
    fdu = "FLT 0412\nDescription: Loop B short to ground."
    orx = "Code 12 means supply pressure at the regulator inlet is below 50 psig."
    hits = [
        Hit(
            1,
            "fdu.pdf",
            "FDU-12 Fire Detection Control Unit Manual",
            "v1",
            3,
            0,
            len(fdu),
            "prose",
            ["Codes"],
            fdu,
            Scores(),
        ),
        Hit(
            2,
            "orx.pdf",
            "ORX-9 Oxygen Regulator Fault Isolation Manual",
            "v1",
            2,
            0,
            len(orx),
            "prose",
            ["Codes"],
            orx,
            Scores(),
        ),
    ]
    quoted = [Citation("fdu.pdf", "FDU-12 Fire Detection Control Unit Manual", "v1", 3, 0, len(fdu), fdu)]
    asked = profile_question("What does FLT 0412 mean on the oxygen regulator?", STATS)
    assert _named_in_another_title(asked, quoted, hits, {})
    # the product the quote's manual is about, or none named: the quote's own
    assert not _named_in_another_title(
        profile_question("What does FLT 0412 mean on the fire detection unit?", STATS), quoted, hits, {}
    )
    assert not _named_in_another_title(profile_question("What does FLT 0412 mean?", STATS), quoted, hits, {})
    # one word of another title ("manual") names no product
    assert not _named_in_another_title(profile_question("FLT 0412 meaning per the manual?", STATS), quoted, hits, {})
    # ... unless few passages of the collection use it: "regulator" names the ORX-9's, "manual" still none
    rare = TermStats(100, {"manual": 60, "regul": 2})
    assert _named_in_another_title(profile_question("FLT 0412 on the regulator?", rare), quoted, hits, {})
    assert not _named_in_another_title(profile_question("FLT 0412 meaning per the manual?", rare), quoted, hits, {})
    # a word of the product another document declares it applies to names that product, however many passages use it
    # (stranger's set 26: a third of the collection is about ozone); not a word the quote's own product shares
    common = TermStats(100, {"ozon": 40, "gener": 60})
    declared = [
        replace(hits[0], product="KH Series Induction Brazing Generator"),
        replace(hits[1], product="OZG Series Ozone Generator"),
    ]
    asked = profile_question("ozone generator panel shows FLT 0412, what now", common)
    assert _named_in_another_title(asked, quoted, declared, {})
    assert not _named_in_another_title(asked, quoted, hits, {})  # without the declarations, "ozone" is common
    brazing = profile_question("brazing generator panel shows FLT 0412, what now", common)
    assert not _named_in_another_title(brazing, quoted, declared, {})


def test_slashed_words_and_the_figures_the_filters_apply_are_not_named() -> None:
    stats = TermStats(100, {})
    question = "px200-b s/n 1320 in 2022 - improved shaft seal p/n and max drops/min?"
    assert profile_question(question, stats).identifiers == ("px200-b", "1320", "2022")
    applied = profile_question(question, stats, applied=["2022", "1320"])
    assert applied.identifiers == ("px200-b",)
    assert (
        {"2022", "1320"} & set(applied.terms) == set() < {"2022", "1320"} & set(profile_question(question, stats).terms)
    )
    # a serial printed with its letters is the serial the filter applies; another unit's is not
    question = "CX-45 KT2233310 torque on the flare nut"
    assert "kt2233310" in profile_question(question, stats).identifiers
    applied = profile_question(question, stats, applied=["2233310"])
    assert applied.identifiers == ("cx-45",) and "kt2233310" not in applied.terms
    assert "kt2233310" in profile_question(question, stats, applied=["2233311"]).identifiers


def test_the_serial_the_filters_apply_does_not_choose_the_quote() -> None:
    stats = TermStats(100, {})
    asked = "deadline for sending back the response form, CF5-S s/n VM231000"
    assert profile_question(asked, stats).choosing_text == asked  # no filter: the question as asked
    applied = profile_question(asked, stats, applied=["231000"])
    assert applied.choosing_text == "deadline for sending back the response form, CF5-S"
    assert applied.text == asked  # what the gate measures is still the question as asked
    assert profile_question("filter hours for HM-40 (serial VA2306200)", stats, applied=["2306200"]).choosing_text == (
        "filter hours for HM-40"
    )
    # another unit's serial, a model's figures and the year of the date asked as of stay
    other = "CX-45 KT2233310 torque on the flare nut in 2022"
    assert profile_question(other, stats, applied=["2233311", "2022"]).choosing_text == other


def test_a_unit_written_with_its_power_as_a_figure_is_no_name() -> None:
    assert profile_question("PJ-12 nominal airflow m3/h?", STATS).identifiers == ("pj-12",)
    assert profile_question("flow limit for a 40 mJ/cm2 dose, LX-80", STATS).identifiers == ("lx-80", "40")
    assert set(profile_question("cable size mm2 for the CX-26, dust at 8 g/m3", STATS).identifiers) == {"cx-26", "8"}
    # in capitals, a thread or a model
    assert profile_question("torque for the M3 screws on the PX-200", STATS).identifiers == ("m3", "px-200")


def test_a_plural_code_and_a_month_are_named_as_documents_print_them() -> None:
    """Stranger's set 24: "the false E25s" names the code E25, and "September" is a date's word, not a name a
    passage must print; a model whose name ends in S keeps it, however typed."""
    assert profile_question("which firmware sorted the false E25s on the top tray", STATS).identifiers == ("e25",)
    assert profile_question("oil grade for the tl-300s", STATS).identifiers == ("tl-300s",)
    assert profile_question("oil grade for the TL-300S", STATS).identifiers == ("tl-300s",)
    dated = profile_question("We re-commissioned an SB-620 at the start of September with the Vortland strap", STATS)
    assert dated.names == ("Vortland",)


def test_counting_ordinals_are_words_and_a_short_temperature_is_printed_in_degrees() -> None:
    assert profile_question("F-116 cabinet too hot, what should I look at 1st", STATS).identifiers == ("f-116",)
    assert profile_question("roller gap on the 2nd fold station", STATS).identifiers == ()
    assert "10th" in profile_question("Who ruled Normandy in the 10th century?", STATS).identifiers
    hot = identifier_pattern("40c")
    assert re.search(hot, "with coolant below 40 °c at the return") and re.search(hot, "over 40c")
    assert not re.search(hot, "below 400 °c") and not re.search(hot, "40 cm")
    # one figure and a letter is a designation, printed as such
    assert re.search(identifier_pattern("3c"), "on the mgb-3c") and not re.search(identifier_pattern("3c"), "3 °c")


def test_the_passages_naming_the_asked_code_are_read_first() -> None:
    task = "Task 29-35: Maintenance Message E-35"
    text = f"{task}\n\n1. Make sure that the pump is off and the system is depressurized.\n2. Meaning of E-35: high."
    found = Hit(7, "cmm.pdf", "PX200 pump CMM", "v1", 9, 0, len(text), "prose", [task], text, Scores(fused=0.0))
    other = Hit(8, "cmm.pdf", "PX200 pump CMM", "v1", 2, 0, 40, "prose", ["Description"], "x" * 40, Scores())
    profile = profile_question("PX200 E-35 meaning?", STATS)
    candidates = ExtractiveAnswerer(profile, EvidenceScorer(BagOfWordsEmbedder())).candidates([other] * 5 + [found])
    # ranked sixth, the passage naming E-35 is read, and first
    assert {c.rank for c in candidates if c.hit.chunk_id == 7} == {0}


def test_for_what_a_code_means_the_line_stating_it_is_quoted_not_one_that_echoes_the_question() -> None:
    task = "Task 29-35: Maintenance Message E-35"
    echo = "1. When the pump maintenance message E-35 triggers, make sure that the pump is off."
    meaning = "2. Meaning of E-35: return pressure below 120 psi for more than 5 s."
    text = f"{task}\n\n{echo}\n{meaning}"
    hit = Hit(7, "cmm.pdf", "PX200 pump CMM", "v1", 9, 0, len(text), "prose", [task], text, Scores(fused=0.0))
    scorer = EvidenceScorer(BagOfWordsEmbedder())
    question = "what triggers pump maintenance message E-35"
    candidates = ExtractiveAnswerer(profile_question(question, STATS), scorer).candidates([hit])
    lone = [c for c in candidates if c.sentences == 1]
    assert max(lone, key=lambda c: c.score).text == echo  # by words alone, the echo would be quoted
    assert meaning in candidates[0].text and candidates[0].states_asked
    # asked for a step of the task, the question wants that step first, not the meaning
    stepped = ExtractiveAnswerer(profile_question("E-35 task, step 1 - what triggers it?", STATS), scorer)
    assert {c.text for c in stepped.candidates([hit]) if c.states_asked and c.sentences == 1} == {echo}


def test_a_statement_of_what_the_asked_code_means_is_evidence_in_the_manual_of_what_was_asked() -> None:
    """'Meaning of E-35: ...' answers "what triggers message E-35", though it shares no word with the question but
    the code and another line echoes it better; quoted from another product's manual, it is no such evidence."""
    echo = "When message E-35 triggers on the PX200 pump, the pump stops."
    meaning = "Meaning of E-35: return pressure below 120 psi for more than 5 s."
    pump_text = f"{echo}\n{meaning}"
    fmu_text = "The Kestrel fuel metering unit records its messages in the engine control."
    pump = Hit(
        1, "pump.txt", "PX200 pump", "v1", 1, 0, len(pump_text), "prose", ["Faults"], pump_text, Scores(dense=0.6)
    )
    fmu = Hit(2, "fmu.txt", "Kestrel FMU", "v1", 1, 0, len(fmu_text), "prose", ["Faults"], fmu_text, Scores(dense=0.5))

    def decide(question: str, hits: list[Hit]) -> dict[str, Any]:
        lookup = lambda document, page, version=None: StoredPage(pump_text, "v1", None, True)  # noqa: E731
        verified = verify_draft(Draft([Claim(meaning, [cite(meaning, document="pump.txt")])]), lookup)
        decision = gate(threshold=0.0).decide(profile_question(question, STATS), verified, hits)
        return {"status": decision.status, **decision.signals}

    asked = decide("what triggers message E-35 on the px200 pump", [pump, fmu])
    features = asked["gate"]["features"]
    assert (
        features["contender_alignment_margin"] < 0 and features["contender_similarity_margin"] < 0
    )  # echo reads better
    assert features["states_asked"] == 1.0 and asked["status"] == "answered"
    near_miss = decide("what triggers message E-35 on the kestrel fuel metering unit", [pump, fmu])
    assert near_miss["gate"]["features"]["states_asked"] == 0.0
    assert (near_miss["status"], near_miss["decided_by"]) == ("refused", "better_sentence")


@pytest.mark.parametrize(
    ("question", "as_of", "years"),
    [
        ("TR-42 v-band clamp torque before the 2022 rev", date(2021, 11, 30), ["2022"]),
        ("brush interval since 2021?", date(2023, 2, 1), ["2021"]),
        ("px200-b outlet torque per the 2019 manual", date(2019, 12, 1), ["2019"]),
        # the date contradicts it: the year stays a figure to find
        ("torque in 2022 on s/n 1500", date(2020, 6, 1), []),
        ("brush interval since 2024?", date(2023, 2, 1), []),
        ("torque before the 2020 rev", date(2021, 1, 1), []),
        # no year, or a figure that only looks like one
        ("what does the 2200 rpm limit mean", date(2021, 1, 1), []),
    ],
)
def test_the_years_a_dated_question_dates_itself_by_are_the_date_filters(
    question: str, as_of: date, years: list[str]
) -> None:
    assert dating_years(question, as_of) == years


def test_another_sources_claim_beside_the_answer_lends_it_nothing() -> None:
    """The extractive answerer adds another document's claim with other figures (a rival, for a conflict); the
    answer's own claims must hold what was asked themselves (stranger's set 6: a part number from another manual's
    parts list beside a schedule line naming the part)."""
    texts = {
        "schedule.pdf": "Every 1000 h: replace the hydraulic tank breather and measure chain elongation.",
        "parts.pdf": "Return air filter, MERV 8: part number NV-60144.",
    }

    def lookup(document: str, page: int, version: str | None = None) -> StoredPage | None:
        text = texts.get(document) if page == 1 else None
        return None if text is None else StoredPage(text=text, version="v1", ocr_confidence=None, paginated=True)

    asked = profile_question("part number for the hydraulic tank breather", STATS)
    claims = [Claim(text, [cite(text, document=document)]) for document, text in texts.items()]
    hits = [hit(document, text, i) for i, (document, text) in enumerate(texts.items(), 1)]
    decision = gate(threshold=0.0).decide(asked, verify_draft(Draft(claims), lookup), hits)
    assert decision.status == "refused"
    assert decision.signals["decided_by"] == "type_missing"


def test_the_figures_of_the_asked_variant_written_alone_are_applied() -> None:
    from spanproof.api import Eligibility

    dcx = Eligibility.of(variant="DCX-180")
    assert dcx.figures("AC input terminal thread size on the 180?") == ["180"]
    assert dcx.figures("DCX-180 charging lead length") == []  # written whole, it is named as printed
    assert dcx.figures("lead length at 18 kW") == []
    assert Eligibility.of(serial="2204100").figures("serial VR2204100 kit") == ["2204100"]
    # the variant's word before its figures, however typed, names the model: a passage prints it (stranger's set 24)
    cresta = Eligibility.of(variant="Cresta 36")
    assert cresta.figures("can chute capacity cresta 36") == []
    assert cresta.figures("can chute capacity on the 36") == ["36"]

"""Versions, effectivity and knowledge time, proved by replay on a synthetic corpus built here.

The corpus: two product families (PX200 with variants A, B and C; PX300), serial ranges, revisions that end the
previous one's validity, a correction recorded later (``supersedes``), a changed file without metadata, and
documents without any effectivity. Every question is replayed at five dates and two knowledge times; an oracle
written here from the contract (not from the code under test) says which versions are eligible, and:

* no hit of any list is of a version the oracle calls ineligible (superseded, out of validity, another variant,
  product or serial range);
* the expected version is the one cited, with the correction's value under current knowledge and the original's
  under the earlier knowledge time;
* with a predicate left out of the SQL (a parameter of this test), the replay fails.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from spanproof import Spanproof, TextDocument
from spanproof.api import BULLETIN_PASSAGES
from spanproof.config import Settings
from spanproof.errors import InvalidMetadata, InvalidRequest
from spanproof.ingest import pipeline
from spanproof.store import sql
from spanproof.store.originals import Originals
from spanproof.store.sql import LOCAL_TENANT, ranking, visibility
from spanproof.types import Filters, Hit
from tests.conftest import shown_citations

QUESTION = "What is the main rotor retaining nut torque?"
TORQUE = (
    "Main rotor retaining nut. Torque the main rotor retaining nut to {} Nm in three equal steps, then fit the"
    " locking plate and safety-wire the nut."
)
PAST = datetime(2022, 1, 1, tzinfo=UTC)  # knows Rev B, not yet its correction
DATES = (date(2018, 6, 1), date(2020, 6, 1), date(2021, 3, 1), date(2022, 5, 1), date(2025, 1, 1))
KNOWLEDGE = (PAST, None)  # None: now


@dataclass(frozen=True)
class Version:
    document: str
    label: str
    text: str
    effective_from: date | None = None
    effective_to: date | None = None
    recorded_at: datetime | None = None  # None: at ingest (now)
    supersedes: tuple[str, ...] = ()
    product: str | None = None
    variants: tuple[str, ...] | None = None
    serials: tuple[tuple[int, int], ...] | None = None
    value: str | None = None  # the torque it states

    def metadata(self) -> dict[str, Any]:
        applicability: dict[str, Any] = {}
        if self.product:
            applicability["product"] = self.product
        if self.variants:
            applicability["variants"] = list(self.variants)
        if self.serials:
            applicability["serials"] = [list(r) for r in self.serials]
        meta: dict[str, Any] = {"document": self.document, "version": self.label}
        if self.effective_from:
            meta["effective_from"] = self.effective_from.isoformat()
        if self.effective_to:
            meta["effective_to"] = self.effective_to.isoformat()
        if self.recorded_at:
            meta["recorded_at"] = self.recorded_at.isoformat()
        if self.supersedes:
            meta["supersedes"] = list(self.supersedes)
        if applicability:
            meta["applicability"] = applicability
        return meta


PX200_EARLY = {"product": "PX200", "variants": ("A", "B"), "serials": ((1000, 1999),)}
RECORDED = datetime(2018, 1, 1, tzinfo=UTC)

# In ingestion order: a correction must follow what it corrects.
CORPUS = (
    Version(
        "px200-amm-62-10", "Rev A", TORQUE.format(110), date(2019, 1, 1), date(2021, 3, 1),
        datetime(2018, 12, 1, tzinfo=UTC), value="110", **PX200_EARLY,  # type: ignore[arg-type]
    ),
    Version(
        "px200-amm-62-10", "Rev B", TORQUE.format(125), date(2021, 3, 1), None,
        datetime(2021, 2, 15, tzinfo=UTC), value="125", **PX200_EARLY,  # type: ignore[arg-type]
    ),
    Version(
        "px200-amm-62-10", "Rev B1", TORQUE.format(128), date(2021, 3, 1), None,
        datetime(2023, 6, 1, tzinfo=UTC), ("Rev B",), value="128", **PX200_EARLY,  # type: ignore[arg-type]
    ),
    Version(
        "px200-late-serials", "Issue 1", TORQUE.format(135), date(2020, 1, 1), None, RECORDED,
        product="PX200", variants=("A", "B"), serials=((2000, 2999),), value="135",
    ),
    Version(
        "px200c-supplement", "Issue 1", TORQUE.format(140), date(2020, 1, 1), None, RECORDED,
        product="PX200", variants=("C",), serials=((1000, 2999),), value="140",
    ),
    Version(
        "px300-amm-62-10", "Issue 1", TORQUE.format(90), date(2018, 1, 1), None, RECORDED,
        product="PX300", variants=("A",), value="90",
    ),
    Version(
        "shop-practices", "1", "Shop practice. Torque wrenches are calibrated every 12 months and tagged.",
        recorded_at=RECORDED,
    ),
)  # fmt: skip


@dataclass(frozen=True)
class Ask:
    """One question's applicability; the replay adds the date and the knowledge time."""

    product: str | None
    variant: str | None
    serial: int | None
    version: str | None = None


ASKS = (
    Ask("PX200", "A", 1500),
    Ask("PX200", "B", 2500),
    Ask("PX200", "C", 1500),
    Ask("PX300", "A", 42),
    Ask(None, None, None),
)


@dataclass
class Replay:
    violations: list[str] = field(default_factory=list)
    answers: list[dict[str, Any]] = field(default_factory=list)
    cited: dict[tuple[Ask, date, datetime | None], set[tuple[str, str]]] = field(default_factory=dict)


def superseded_at(version: Version) -> datetime | None:
    """When a later correction naming it was recorded (the contract's knowledge-time end)."""
    later = CORPUS[CORPUS.index(version) + 1 :]
    stamps = [v.recorded_at for v in later if v.document == version.document and version.label in v.supersedes]
    return min((s for s in stamps if s is not None), default=None)


def eligible(version: Version, ask: Ask, as_of: date | None, known: datetime | None) -> bool:
    """The contract, written out: valid at as_of, known at known_as_of, applicable, the asked-for label."""
    if ask.version is not None and version.label != ask.version:
        return False
    named = ask.version is not None
    day = as_of or date.today()
    if not (named and as_of is None):
        if version.effective_from and day < version.effective_from:
            return False
        if version.effective_to and day >= version.effective_to:
            return False
    moment = known or datetime.now(UTC)
    if version.recorded_at and version.recorded_at > moment:
        return False
    end = superseded_at(version)
    if not (named and known is None) and end is not None and moment >= end:
        return False
    if ask.product and version.product and version.product != ask.product:
        return False
    if ask.variant and version.variants and ask.variant not in version.variants:
        return False
    return not (
        ask.serial is not None and version.serials and not any(a <= ask.serial <= b for a, b in version.serials)
    )


def expected(ask: Ask, as_of: date, known: datetime | None) -> Version | None:
    """The one torque version that should answer (None: no torque is in force for it)."""
    found = [v for v in CORPUS if v.value and eligible(v, ask, as_of, known)]
    return found[0] if len(found) == 1 else None


def by_label(hit: Hit) -> Version:
    return next(v for v in CORPUS if (v.document, v.label) == (hit.document, hit.document_version))


def stored_text(client: Spanproof, collection: str, document: str, version: str, page: int) -> str:
    """A version's page read straight from the database, not through the code under test."""
    with client.db.connection() as conn:
        row = conn.execute(
            "SELECT p.text FROM pages p JOIN documents d ON d.id = p.document_id"
            " JOIN collections c ON c.id = d.collection_id"
            " WHERE c.name = %s AND d.source = %s AND d.version = %s AND p.number = %s",
            (collection, document, version, page),
        ).fetchone()
    return str(row[0]) if row else ""


@pytest.fixture(scope="module")
def corpus(client: Spanproof) -> str:
    name = "versions-replay"
    for version in CORPUS:
        document = TextDocument(version.document + ".txt", version.text, "Maintenance manual", version.metadata())
        report = client.ingest_texts([document], collection=name)
        assert not report.failed, report.to_dict()
    return name


def replay(client: Spanproof, collection: str, asks: tuple[Ask, ...] = ASKS, answer: bool = True) -> Replay:
    out = Replay()
    for ask in asks:
        for as_of in DATES:
            for known in KNOWLEDGE:
                when = {
                    "as_of": as_of,
                    "known_as_of": known,
                    "product": ask.product,
                    "variant": ask.variant,
                    "serial": ask.serial,
                    "version": ask.version,
                }
                hits = client.search(QUESTION, collection=collection, k=20, **when)
                out.violations += [
                    f"{ask} {as_of} {known}: {h.document} {h.document_version}"
                    for h in hits
                    if not eligible(by_label(h), ask, as_of, known)
                ]
                if not answer:
                    continue
                result = client.ask(QUESTION, collection=collection, **when)
                out.violations += [
                    f"{ask} {as_of} {known}: cited {c.document} {c.document_version}"
                    for c in result.citations
                    if not eligible(
                        next(v for v in CORPUS if (v.document, v.label) == (c.document, c.document_version)),
                        ask,
                        as_of,
                        known,
                    )
                ]
                out.violations += [
                    f"{ask} {as_of} {known}: {c.document} {c.document_version} p.{c.page} does not hold {c.quote!r}"
                    for c in result.citations
                    if stored_text(client, collection, c.document, c.document_version, c.page)[c.start : c.end]
                    != c.quote
                ]
                out.cited[(ask, as_of, known)] = {(c.document, c.document_version) for c in result.citations}
                body = result.to_dict()
                body["signals"].pop("timings", None)
                out.answers.append(body)
                want = expected(ask, as_of, known)
                if want is not None and want.value not in result.answer:
                    out.violations += [f"{ask} {as_of} {known}: wanted {want.label} ({want.value}): {result.answer!r}"]
    return out


def test_replay_sees_only_eligible_versions_and_cites_the_expected_one(client: Spanproof, corpus: str) -> None:
    first = replay(client, corpus)
    assert first.violations == []
    # the expected version is cited, for every question with one torque in force
    for (ask, as_of, known), cited in first.cited.items():
        want = expected(ask, as_of, known)
        if want is not None:
            assert (want.document, want.label) in cited, (ask, as_of, known, cited)
    # the correction with current knowledge; the belief it replaced with the earlier knowledge time
    px200a = Ask("PX200", "A", 1500)
    assert first.cited[(px200a, date(2022, 5, 1), None)] == {("px200-amm-62-10", "Rev B1")}
    assert first.cited[(px200a, date(2022, 5, 1), PAST)] == {("px200-amm-62-10", "Rev B")}
    assert first.cited[(px200a, date(2020, 6, 1), None)] == {("px200-amm-62-10", "Rev A")}
    # answers are byte-identical across two runs on the same store
    second = replay(client, corpus)
    assert json.dumps(first.answers, sort_keys=True) == json.dumps(second.answers, sort_keys=True)


def test_signals_and_citations_name_the_version_and_its_validity(client: Spanproof, corpus: str) -> None:
    answer = client.ask(QUESTION, collection=corpus, product="PX200", variant="A", serial=1500, as_of="2022-05-01")
    assert answer.status == "answered"
    [citation] = answer.citations
    assert (citation.document_version, citation.effective_from, citation.effective_to, citation.recorded_at) == (
        "Rev B1",
        "2021-03-01",
        None,
        "2023-06-01T00:00:00Z",
    )
    assert answer.signals["versions"] == [
        {
            "document": "px200-amm-62-10",
            "document_version": "Rev B1",
            "effective_from": "2021-03-01",
            "effective_to": None,
            "recorded_at": "2023-06-01T00:00:00Z",
        }
    ]
    for hit in answer.hits:
        assert hit.document_version and hit.recorded_at


def test_the_date_and_serial_a_question_writes_are_the_filters_not_figures_to_find(
    client: Spanproof, corpus: str
) -> None:
    # "in 2022" and "s/n 1500" are what the filters apply: no passage prints them, and none need to
    question = "What was the main rotor retaining nut torque in 2022 on s/n 1500?"
    when: dict[str, Any] = {"product": "PX200", "variant": "A"}
    answer = client.ask(question, collection=corpus, serial=1500, as_of="2022-05-01", **when)
    assert answer.signals["named_absent_from_evidence"] == []
    assert "2022" not in answer.signals["question_terms"] and "1500" not in answer.signals["question_terms"]
    assert answer.signals["decided_by"] == "answer_score", answer.reason
    assert [(c.document_version, "128" in c.quote) for c in shown_citations(answer)] == [("Rev B1", True)]
    # asked as of another year, or for another serial, the question's own figures are found nowhere: refused
    for other in ({"serial": 1500, "as_of": "2020-06-01"}, {"serial": 1600, "as_of": "2022-05-01"}):
        refused = client.ask(question, collection=corpus, **other, **when)
        assert refused.signals["decided_by"] == "named_absent", other
        assert refused.signals["named_absent_from_evidence"] == ["2022" if other["serial"] == 1500 else "1500"]
    # a year the question dates itself by, which the date agrees with, is the filters' too ("before the 2024 rev"
    # asked as of 2022): but not one the date contradicts ("after the 2024 rev" asked as of 2022)
    dated = "What was the main rotor retaining nut torque before the 2024 revision?"
    before = client.ask(dated, collection=corpus, serial=1500, as_of="2022-05-01", **when)
    assert before.signals["named_absent_from_evidence"] == [], before.reason
    after = client.ask(dated.replace("before", "after"), collection=corpus, serial=1500, as_of="2022-05-01", **when)
    assert after.signals["named_absent_from_evidence"] == ["2024"]


def test_a_named_version_is_found_whatever_its_validity(client: Spanproof, corpus: str) -> None:
    hits = client.search(QUESTION, collection=corpus, version="Rev B")
    assert {(h.document, h.document_version) for h in hits} == {("px200-amm-62-10", "Rev B")}
    # with a knowledge time, a named version is still held to it
    assert client.search(QUESTION, collection=corpus, version="Rev B1", known_as_of=PAST) == []


# Each predicate this issue adds, and the replay that must catch its absence.
BREACHES = {
    "effective_from": ASKS,
    "effective_to": ASKS,
    "recorded": ASKS,
    "superseded": ASKS,
    "product": ASKS,
    "variant": ASKS,
    "serial": ASKS,
    "version": (Ask(None, None, None, "Rev A"),),
}


@pytest.fixture
def without(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> Iterator[str]:
    name = request.param
    assert name in {p.name for p in visibility.PREDICATES}
    monkeypatch.setattr(visibility, "PREDICATES", tuple(p for p in visibility.PREDICATES if p.name != name))
    yield name


@pytest.mark.parametrize("without", sorted(BREACHES), indirect=True)
def test_a_planted_breach_fails_the_replay(client: Spanproof, corpus: str, without: str) -> None:
    assert replay(client, corpus, BREACHES[without], answer=False).violations, f"{without} left out, yet no breach"


def test_recall_holds_when_fewer_eligible_passages_than_k(client: Spanproof, corpus: str) -> None:
    when: dict[str, Any] = {"product": "PX200", "variant": "C", "serial": 1500, "as_of": "2022-05-01"}
    want = {(v.document, v.label) for v in CORPUS if eligible(v, Ask("PX200", "C", 1500), date(2022, 5, 1), None)}
    assert len(want) == 2  # the variant C supplement and the shop practice
    for mode in ("dense", "lexical", "hybrid"):
        hits = client.search("torque", collection=corpus, k=10, mode=mode, **when)  # type: ignore[arg-type]
        found = {(h.document, h.document_version) for h in hits}
        if mode == "lexical":
            assert found == want  # both name the torque
        else:
            assert found == want, mode


def test_metadata_is_validated_with_clear_errors(client: Spanproof, collection: str, tmp_path: Path) -> None:
    cases = [
        ({"effective_from": "2021-13-01"}, "effective_from"),
        ({"effective_from": "2022-01-01", "effective_to": "2021-01-01"}, "not before effective_to"),
        ({"applicability": {"serials": [[1000, 1999], [1500, 2500]]}}, "overlap"),
        ({"applicability": {"serials": [[2000, 1000]]}}, "inverted"),
        ({"recorded_at": "soon"}, "recorded_at"),
        ({"applicability": {"variant": "A"}}, "unknown keys"),
    ]
    for metadata, words in cases:
        with pytest.raises(InvalidMetadata, match=words):
            client.ingest([tmp_path], collection=collection, metadata=metadata)
    (tmp_path / "a.txt").write_text("Torque the cap to 12 inch-pounds.")
    (tmp_path / "b.txt").write_text("Torque the plug to 30 inch-pounds.")
    with pytest.raises(InvalidMetadata, match="for one file"):
        client.ingest([tmp_path], collection=collection, metadata={"document": "one"})
    card = TextDocument("card.txt", "Torque the cap to 12 inch-pounds.", None, {"version": "1", "supersedes": ["0"]})
    [report] = client.ingest_texts([card], collection=collection).files
    assert report.status == "failed" and "not a stored version" in (report.error or "")
    with pytest.raises(InvalidRequest, match="as_of"):
        client.search("torque", collection="anything", as_of="2021-02-30")
    with pytest.raises(InvalidRequest, match="serial"):
        client.search("torque", collection="anything", serial="12a")


def test_sidecar_and_changed_files_add_versions(client: Spanproof, collection: str, tmp_path: Path) -> None:
    manual = tmp_path / "manual.txt"
    manual.write_text("Hydraulic pump. The pump delivers 3000 psi at idle.")
    (tmp_path / "manual.txt.meta.json").write_text(
        json.dumps({"document": "hyd-pump", "version": "Rev 1", "recorded_at": "2020-01-01T00:00:00Z"})
    )
    [first] = client.ingest([manual], collection=collection).files
    assert (first.status, first.document, first.version) == ("ingested", "hyd-pump", "Rev 1")
    # a changed file without effectivity: a new version that supersedes the previous one implicitly
    (tmp_path / "manual.txt.meta.json").write_text(json.dumps({"document": "hyd-pump", "version": "Rev 2"}))
    manual.write_text("Hydraulic pump. The pump delivers 3200 psi at idle.")
    [second] = client.ingest([manual], collection=collection).files
    assert (second.status, second.version) == ("replaced", "Rev 2")
    assert [h.document_version for h in client.search("pump psi", collection=collection)] == ["Rev 2"]
    assert [h.document_version for h in client.search("pump psi", collection=collection, version="Rev 1")] == ["Rev 1"]
    early = client.search("pump psi", collection=collection, known_as_of="2021-01-01T00:00:00Z")
    assert [h.document_version for h in early] == ["Rev 1"]
    versions = [d for d in client.documents(collection) if d["document"] == "hyd-pump"]
    assert [d["version"] for d in versions] == ["Rev 1", "Rev 2"]
    # deleting one version: the one it superseded is current again; deleting the document deletes every version
    client.delete_document(collection, versions[1]["id"], only_this_version=True)
    assert [h.document_version for h in client.search("pump psi", collection=collection)] == ["Rev 1"]
    client.delete_document(collection, versions[0]["id"])
    assert [d for d in client.documents(collection) if d["document"] == "hyd-pump"] == []


def test_a_revision_ending_the_day_before_the_next_begins_is_warned_of(
    client: Spanproof, collection: str, tmp_path: Path
) -> None:
    def revision(name: str, label: str, start: str, end: str | None, psi: int) -> Path:
        path = tmp_path / name
        path.write_text(f"Hydraulic pump. The pump delivers {psi} psi at idle.")
        meta = {"document": "hyd-pump", "version": label, "effective_from": start, "effective_to": end}
        (tmp_path / f"{name}.meta.json").write_text(json.dumps(meta))
        return path

    [first] = client.ingest([revision("a.txt", "Rev A", "2021-01-01", "2022-08-31", 3000)], collection=collection).files
    [second] = client.ingest([revision("b.txt", "Rev B", "2022-09-01", None, 3200)], collection=collection).files
    assert first.warnings == []
    assert second.warnings == [
        "2022-08-31 is in no version of this document: version Rev A has effective_to 2022-08-31 and this version"
        " effective_from 2022-09-01, and valid time ends before effective_to; if 2022-08-31 is a last day, write"
        " effective_to 2022-09-01"
    ]
    # as the contract says: that day is in neither version; the one after is Rev B's
    assert client.search("pump psi", collection=collection, as_of="2022-08-31") == []
    assert [h.document_version for h in client.search("pump psi", collection=collection, as_of="2022-09-01")] == [
        "Rev B"
    ]
    # written as the contract reads it, no warning
    [third] = client.ingest([revision("c.txt", "Rev C", "2021-01-01", "2021-06-01", 2900)], collection=collection).files
    assert third.warnings == []


def test_what_an_earlier_release_stored_is_read_again_in_its_place(
    client: Spanproof, collection: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After an upgrade that changes the pipeline, ingesting the same folder again reads each stored version anew in
    its place: its label, dates and order kept, no version added, the old reading's file gone. Before, a labelled
    version failed ("stored already with other content") and an unlabelled one was stored twice."""
    rev1, rev2, notes = tmp_path / "rev1.txt", tmp_path / "rev2.txt", tmp_path / "notes.txt"
    rev1.write_text("Hydraulic pump. The pump delivers 3000 psi at idle.")
    rev2.write_text("Hydraulic pump. The pump delivers 3200 psi at idle.")
    notes.write_text("Shop notes. Bleed the pump before the first run.")
    for path, label, recorded in ((rev1, "Rev 1", "2020-01-01T00:00:00Z"), (rev2, "Rev 2", "2022-01-01T00:00:00Z")):
        Path(f"{path}.meta.json").write_text(
            json.dumps({"document": "up-pump", "version": label, "recorded_at": recorded})
        )
    earlier = str(int(pipeline.PIPELINE_VERSION) - 1)

    def stored() -> list[dict[str, Any]]:
        with client.db.connection() as conn:
            rows = conn.execute(
                "SELECT d.id, d.source, d.version, d.recorded_at, d.superseded_at, d.content_hash"
                " FROM documents d JOIN collections c ON c.id = d.collection_id WHERE c.name = %s ORDER BY d.id",
                (collection,),
            ).fetchall()
        return [
            dict(zip(("id", "source", "version", "recorded_at", "superseded_at", "hash"), r, strict=True)) for r in rows
        ]

    with monkeypatch.context() as patch:
        patch.setattr(pipeline, "PIPELINE_VERSION", earlier)
        for path in (rev1, rev2, notes):  # one at a time: Rev 2 is stored after Rev 1
            [report] = client.ingest([path], collection=collection).files
            assert report.status in ("ingested", "replaced"), report
    before = stored()
    assert [(r["source"], r["version"]) for r in before] == [
        ("up-pump", "Rev 1"),
        ("up-pump", "Rev 2"),
        ("notes.txt", before[2]["hash"][:12]),
    ]

    originals = Originals.of(client.settings)
    for row in before:  # pages the web page rendered from the earlier readings
        originals.rendered(row["hash"]).mkdir(parents=True)
        (originals.rendered(row["hash"]) / "1.png").write_bytes(b"png")

    reports = client.ingest([tmp_path], collection=collection).files
    assert sorted((r.source, r.status, r.version) for r in reports) == [
        ("notes.txt", "reprocessed", before[2]["hash"][:12]),
        ("rev1.txt", "reprocessed", "Rev 1"),
        ("rev2.txt", "reprocessed", "Rev 2"),
    ]
    after = stored()
    kept = ("id", "source", "version", "recorded_at", "superseded_at")
    assert [{k: r[k] for k in kept} for r in after] == [{k: r[k] for k in kept} for r in before]
    assert all(a["hash"] != b["hash"] for a, b in zip(after, before, strict=True))
    assert all(originals.has(r["hash"]) and not originals.has(b["hash"]) for r, b in zip(after, before, strict=True))
    assert not any(originals.rendered(b["hash"]).exists() for b in before)
    assert {r.status for r in client.ingest([tmp_path], collection=collection).files} == {"unchanged"}

    # the versions answer as before: Rev 2 now, Rev 1 as known in 2021; the statistics hold only what is stored
    now = client.search("pump psi", collection=collection)
    early = client.search("pump psi", collection=collection, known_as_of="2021-01-01T00:00:00Z")
    assert [h.document_version for h in now if h.document == "up-pump"] == ["Rev 2"]
    assert [h.document_version for h in early if h.document == "up-pump"] == ["Rev 1"]
    with client.db.connection() as conn:
        counts = conn.execute(
            "SELECT c.chunk_count, (SELECT count(*) FROM chunks WHERE collection_id = c.id),"
            " (SELECT sum(chunk_df) FROM collection_terms WHERE collection_id = c.id),"
            " (SELECT count(*) FROM chunk_postings WHERE collection_id = c.id)"
            " FROM collections c WHERE c.name = %s",
            (collection,),
        ).fetchone()
    assert counts is not None and counts[0] == counts[1] == 3 and counts[2] == counts[3] > 0


def test_two_eligible_sources_that_disagree_go_to_review_with_both_citations(
    client: Spanproof, collection: str
) -> None:
    app = {"product": "PX200", "variants": ["A"], "serials": [[1000, 1999]]}
    manual = {"document": "px200-amm", "version": "Rev C", "effective_from": "2022-01-01", "applicability": app}
    # a second version of the same document in force over the same dates (an overlap the publisher left)
    overlap = {"document": "px200-amm", "version": "Rev C-temp", "effective_from": "2022-01-01", "applicability": app}
    bulletin = {"document": "sb-62-01", "version": "1", "effective_from": "2023-01-01", "applicability": app}
    texts = [
        TextDocument("amm.txt", TORQUE.format(128), "Maintenance manual", manual),
        TextDocument("sb.txt", TORQUE.format(131), "Maintenance manual", bulletin),
        TextDocument("amm-temp.txt", TORQUE.format(133), "Maintenance manual", overlap),
    ]
    for text in texts:
        assert not client.ingest_texts([text], collection=collection).failed
    when: dict[str, Any] = {"product": "PX200", "variant": "A", "serial": 1500}
    # before the bulletin: the two overlapping versions of the manual disagree
    early = client.ask(QUESTION, collection=collection, as_of="2022-06-01", **when)
    assert early.status == "review", (early.status, early.answer, early.reason)
    assert {c.document_version for c in early.citations} == {"Rev C", "Rev C-temp"}
    # once the bulletin is in force: still review, the bulletin among the cited
    later = client.ask(QUESTION, collection=collection, as_of="2024-01-01", **when)
    assert later.status == "review"
    assert len({(c.document, c.document_version) for c in later.citations}) >= 2
    # for a serial none of them applies to: nothing to answer from
    other = client.ask(QUESTION, collection=collection, as_of="2024-01-01", product="PX200", variant="A", serial=5)
    assert (other.status, other.hits) == ("refused", [])


BULLETIN = (
    "# Service Bulletin SB PX200-29-014 - Improved shaft seal\n\n## Accomplishment instructions\n\n"
    "1. Remove the pump from the aircraft.\n2. Remove the seal retainer and discard the shaft seal.\n"
    "3. Install the improved seal with the lip toward the pump housing.\n"
    "4. Install the new seal retainer CV-2215-01 and torque its screws to 30 lbf.in.\n"
)


@pytest.mark.parametrize(("variants", "declared"), [(["B", "C"], True), (["C"], False)])
def test_a_passage_speaks_of_the_models_its_version_declares_it_applies_to(
    client: Spanproof, collection: str, variants: list[str], declared: bool
) -> None:
    """A service bulletin's steps never name the model; the version's applicability does. A step of a bulletin for
    the PX200-B and C is near the PX200-B a question names; one of a bulletin for the PX200-C only is not."""
    meta = {"document": "sb-px200-29-014", "version": "1", "applicability": {"product": "PX200", "variants": variants}}
    text = TextDocument("sb.md", BULLETIN, "Service bulletin", meta)
    assert not client.ingest_texts([text], collection=collection).failed
    hits = client.search("seal retainer screw torque", collection=collection)
    assert hits and all((h.product, h.variants) == ("PX200", variants) for h in hits)
    answer = client.ask("seal retainer screw torque after the seal SB, px200-b", collection=collection)
    if declared:
        assert answer.signals.get("objection") is None, answer.reason
        [shown] = shown_citations(answer)[:1]
        assert "torque its screws to 30 lbf.in" in shown.quote
    else:  # no passage found names the PX200-B, nor does the version declare it
        assert answer.status == "refused" and "px200-b" in (answer.reason or "").lower(), answer.reason


@pytest.mark.parametrize(
    "question",
    [
        "What is the torque for the 65-1234A retaining nut?",  # a part number no eligible passage holds
        "What is the PX200 tail rotor gearbox oil capacity?",  # a near miss: the corpus states no capacity
    ],
)
def test_unsupportable_questions_are_refused(client: Spanproof, corpus: str, question: str) -> None:
    answer = client.ask(question, collection=corpus, product="PX200", variant="A", serial=1500)
    assert answer.status == "refused", (answer.answer, answer.signals.get("decided_by"))


class _Explaining:
    """A connection that runs each dense query twice: EXPLAIN first (with the settings in force then), then the
    query itself; it keeps the plans."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.plans: list[dict[str, Any]] = []

    def execute(self, query: str, params: Any = None) -> Any:
        if "nearest" in query:
            (plan,) = self.conn.execute("EXPLAIN (FORMAT JSON) " + query, params).fetchone()
            self.plans.append(plan[0]["Plan"])
        return self.conn.execute(query, params)


def _synthetic_chunks(client: Spanproof, collection_id: int, variant: str, count: int, seed: int) -> None:
    """A dated document of ``count`` chunks with clustered unit vectors, written straight into the store."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(16, 384))
    data = centres[rng.integers(0, 16, count)] + 0.3 * rng.normal(size=(count, 384))
    data /= np.linalg.norm(data, axis=1, keepdims=True)
    with client.db.connection() as conn:
        (document_id,) = conn.execute(
            "INSERT INTO documents (collection_id, source, title, content_hash, version, media_type, page_count,"
            " effective_from, product, variants, chunk_count) VALUES (%s, %s, 'x', %s, '1', 'text/plain', 1,"
            " '2020-01-01', 'PX', ARRAY[%s], %s) RETURNING id",
            (collection_id, f"synthetic-{variant}", f"hash-{variant}", variant, count),
        ).fetchone() or (0,)
        conn.execute("INSERT INTO pages (document_id, number, text) VALUES (%s, 1, 'x')", (document_id,))
        with (
            conn.cursor() as cur,
            cur.copy(
                "COPY chunks (collection_id, document_id, page, start_offset, end_offset, kind, text, term_count, tsv,"
                " embedding) FROM STDIN"
            ) as copy,
        ):
            for row in data:
                copy.write_row((collection_id, document_id, 1, 0, 1, "prose", "x", 1, "", str(row.tolist())))
        conn.execute("ANALYZE chunks")
        conn.execute("ANALYZE documents")
        conn.commit()


def _uses_hnsw(plan: dict[str, Any]) -> bool:
    return plan.get("Index Name") == "chunks_embedding_idx" or any(_uses_hnsw(p) for p in plan.get("Plans", []))


def _tree(plan: dict[str, Any], depth: int = 0) -> str:
    """The plan's nodes, one a line (what a failed assertion shows)."""
    name = plan.get("Index Name", plan.get("Relation Name", ""))
    line = f"{'  ' * depth}{plan['Node Type']} {name} rows={plan['Plan Rows']}"
    return "\n".join([line, *(_tree(p, depth + 1) for p in plan.get("Plans", []))])


def test_dense_arm_walks_the_vector_index_when_many_are_eligible_and_scans_when_few(client: Spanproof) -> None:
    collection = f"planner-{uuid.uuid4().hex[:6]}"
    with client.db.connection() as conn:
        collection_id = sql.ensure_collection(
            conn, collection, client.embedder.model_id, client.embedder.dim, tenant=LOCAL_TENANT
        )
        conn.commit()
    many = ranking.EXACT_SCAN_MAX_CHUNKS + 1000
    _synthetic_chunks(client, collection_id, "many", many, 1)
    _synthetic_chunks(client, collection_id, "few", 30, 2)
    query = np.random.default_rng(3).normal(size=384).astype(np.float32)
    query /= np.linalg.norm(query)
    for variant, walks in (("many", True), ("few", False)):
        filters = Filters(collection_id, product="PX", variant=variant)
        with client.db.connection() as conn:
            explaining = _Explaining(conn)
            found = ranking.search_dense(explaining, query, filters, 50)  # type: ignore[arg-type]
            assert len(found) == (50 if variant == "many" else 30)  # every eligible one, when fewer than asked
            [plan] = explaining.plans  # one dense query: no fallback was needed
            assert _uses_hnsw(plan) == walks, f"{variant}:\n{_tree(plan)}"
            conn.rollback()


# sections long enough to be passages of their own
_BULLETIN_PARTS = "".join(
    f"\n\n## {part}\n\n"
    + " ".join(f"Record {n} of the {part.lower()} for pump group {k} is kept with the pump log." for k in range(12))
    for n, part in enumerate(("Reason", "Identification", "Labour", "Records"), start=1)
)


def test_the_bulletin_found_for_the_serial_asked_is_read_further(settings: Settings, collection: str) -> None:
    """A service bulletin's step giving the figure can rank below its own header rows, which name the model and the
    serials ("GX-400 OR5520300: what torque for the bearing housing bolts now?"; stranger's set 23): for a question
    about a unit named by its serial number, the bulletins found are searched again on their own
    (``BULLETIN_PASSAGES``). With one hit asked for, a bulletin alone in its collection is read in full."""
    meta = {
        "document": "sb-px200-29-014",
        "version": "1",
        "applicability": {"product": "PX200", "variants": ["B"], "serials": [[1000, 1999]]},
    }
    with Spanproof(settings.model_copy(update={"default_k": 1})) as sp:
        text = TextDocument("sb.md", f"{BULLETIN}{_BULLETIN_PARTS}", "Service bulletin", meta)
        assert not sp.ingest_texts([text], collection=collection).failed
        passages = len(sp.search("seal", collection=collection, k=50, mode="dense"))  # every passage
        assert 1 < passages <= BULLETIN_PASSAGES + 1
        question = "seal retainer screw torque, px200-b"
        for serial, read in ((1500, passages), (None, 1)):
            answer = sp.ask(question, collection=collection, product="PX200", variant="B", serial=serial)
            assert len(answer.hits) == read, (serial, [h.text for h in answer.hits])

"""Conversations: turns stored per tenant (and access groups) in PostgreSQL; a follow-up rewritten by the LLM (a
scripted loopback server) to stand alone for retrieval only; every failed rewrite falls back to the raw question."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from spanproof import Answer, Settings, Spanproof, TextDocument
from spanproof.errors import InvalidRequest
from tests.openai_server import ScriptedLLM, Step, scripted_llm

pytestmark = pytest.mark.integration

COLLECTION = "conversations"
DOCS = [
    TextDocument(
        "storage.txt",
        "PX200 storage. Store the PX200 pump between 5 and 30 degrees C. For storage inside a shipping container,"
        " keep the PX200 on its pallet with the desiccant bag fitted.",
    ),
    TextDocument(
        "containers.txt",
        "Container types. A shipping container is a steel box. Containers come in 20 and 40 foot lengths."
        " Inside a container, cargo is lashed to the floor rings.",
    ),
    TextDocument("pump.txt", "PX200 fuel pump. The PX200 pump delivers 300 psi at idle."),
]
FIRST = "How should the PX200 pump be stored?"
FOLLOW_UP = "And inside a container?"
STANDALONE = "How should the PX200 pump be stored inside a shipping container?"


@pytest.fixture(scope="module")
def llm() -> Iterator[ScriptedLLM]:
    with scripted_llm(json.dumps({"query": STANDALONE})) as server:
        yield server


@pytest.fixture(scope="module")
def sp(client: Spanproof, home: Path, llm: ScriptedLLM) -> Iterator[Spanproof]:
    settings = Settings(home=home, llm_base_url=llm.base_url, llm_model="scripted", llm_timeout=1.0, llm_retries=1)
    with Spanproof(settings, embedder=client.embedder) as handle:
        assert not handle.ingest_texts(DOCS, collection=COLLECTION).failed
        handle.ingest_texts(DOCS, collection=COLLECTION, tenant="other-tenant")
        yield handle


def new_id() -> str:
    return f"conv-{uuid.uuid4().hex[:8]}"


def shown(answer: Answer) -> str:
    """What an answer shows as its statement: the confirmed answer, or else the unconfirmed one under the refusal."""
    if answer.status == "answered":
        return answer.answer
    return answer.unconfirmed.answer if answer.unconfirmed else ""


def test_a_follow_up_is_rewritten_for_retrieval_and_finds_what_the_raw_follow_up_cannot(
    sp: Spanproof, llm: ScriptedLLM
) -> None:
    llm.script = [json.dumps({"query": STANDALONE})]
    llm.requests.clear()
    conversation = new_id()
    first = sp.ask(FIRST, collection=COLLECTION, conversation=conversation)
    assert first.signals["rewritten_query"] is None and first.signals["conversation"]["turn"] == 1
    assert llm.requests == []  # a first turn is never rewritten
    follow = sp.ask(FOLLOW_UP, collection=COLLECTION, conversation=conversation)
    assert follow.signals["rewritten_query"] == STANDALONE and follow.signals["conversation"]["turn"] == 2
    assert follow.signals["rewrite"]["fallback"] is None and follow.signals["rewrite"]["by"] == "llm"
    assert follow.hits[0].document == "storage.txt"
    # the statement found, confirmed or not: a how-to answer's confirmation is the gate's operating point for questions
    # of its form (``GateModel.form_margins``; this one scores about 0.92 against the 0.94 it needs since session 51)
    assert "desiccant" in shown(follow)
    raw = sp.ask(FOLLOW_UP, collection=COLLECTION)
    assert raw.hits[0].document == "containers.txt" and raw.signals["rewritten_query"] is None
    assert "desiccant" not in shown(raw)
    (request,) = llm.requests
    prompt = request["messages"][1]["content"]
    assert FIRST in prompt and FOLLOW_UP in prompt


@pytest.mark.parametrize(
    ("step", "why"),
    [
        (Step(500), "HTTP 500"),
        (Step(content=""), "not usable"),
        (Step(content=json.dumps({"query": "   "})), "empty"),
        (Step(content="The PX200 should be kept dry."), "not usable"),
        (Step(content=json.dumps({"query": "Store it dry. " * 40})), "ran long"),
        (Step(delay=3, content="{}"), "timeout"),
    ],
)
def test_a_failed_rewrite_falls_back_to_the_raw_follow_up(
    sp: Spanproof, llm: ScriptedLLM, step: Step, why: str
) -> None:
    conversation = new_id()
    llm.script = [step]
    sp.ask(FIRST, collection=COLLECTION, conversation=conversation)
    follow = sp.ask(FOLLOW_UP, collection=COLLECTION, conversation=conversation)
    assert follow.signals["rewritten_query"] == FOLLOW_UP
    assert why in follow.signals["rewrite"]["fallback"]
    assert follow.signals["conversation"]["turn"] == 2


def test_conversations_are_per_tenant_and_per_access_groups(sp: Spanproof, llm: ScriptedLLM) -> None:
    llm.script = [json.dumps({"query": STANDALONE})]
    conversation = new_id()
    sp.ask(FIRST, collection=COLLECTION, conversation=conversation)
    elsewhere = sp.ask(FOLLOW_UP, collection=COLLECTION, conversation=conversation, tenant="other-tenant")
    assert elsewhere.signals["rewritten_query"] is None and elsewhere.signals["conversation"]["turn"] == 1
    other_groups = sp.ask(FOLLOW_UP, collection=COLLECTION, conversation=conversation, groups=["eng"])
    assert other_groups.signals["conversation"]["turn"] == 1
    mine = sp.ask(FOLLOW_UP, collection=COLLECTION, conversation=conversation)
    assert mine.signals["conversation"]["turn"] == 2


def test_without_an_llm_a_dependent_follow_up_carries_the_previous_questions_terms(sp: Spanproof) -> None:
    settings = sp.settings.model_copy(update={"llm_base_url": None})
    conversation = new_id()
    with Spanproof(settings, embedder=sp.embedder) as offline:
        offline.ask(FIRST, collection=COLLECTION, conversation=conversation)
        follow = offline.ask(FOLLOW_UP, collection=COLLECTION, conversation=conversation)
        switch = offline.ask("What does the PX200 fuel pump deliver?", collection=COLLECTION, conversation=conversation)
    assert follow.signals["rewritten_query"] == "And inside a container? PX200 pump stored"
    assert follow.signals["rewrite"]["by"] == "offline"
    assert follow.hits[0].document == "storage.txt"  # the raw follow-up ranks containers.txt first (above)
    # A follow-up that names its own topic is searched as asked.
    assert switch.signals["rewritten_query"] == "What does the PX200 fuel pump deliver?"
    assert "no LLM" in switch.signals["rewrite"]["fallback"]


def test_an_overlong_conversation_id_is_refused(sp: Spanproof) -> None:
    with pytest.raises(InvalidRequest):
        sp.ask(FIRST, collection=COLLECTION, conversation="x" * 201)

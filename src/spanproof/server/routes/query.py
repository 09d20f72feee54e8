"""Search, ask (JSON or server-sent events) and statistics over what the caller may see."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Query
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import StreamingResponse

from spanproof.api import ClaimCallback, StageCallback, StepCallback
from spanproof.observability import note_answer
from spanproof.server.deps import FacadeDep, PrincipalDep
from spanproof.server.routes.collections import CollectionName
from spanproof.server.schemas import Answer, AskRequest, Hit, Stats
from spanproof.server.sse import ask_events

router = APIRouter(prefix="/v1/collections/{name}", tags=["query"])


@router.get("/search", response_model=list[Hit], summary="Hybrid search; every hit carries every score")
def search(
    name: CollectionName,
    sp: FacadeDep,
    caller: PrincipalDep,
    q: Annotated[str, Query(min_length=1, max_length=2000, description="What to look for.")],
    k: Annotated[int, Query(ge=1, le=100, description="How many hits.")] = 10,
    document: Annotated[list[str] | None, Query(description="Only these documents (repeatable).")] = None,
    as_of: Annotated[str | None, Query(max_length=40, description="The date, YYYY-MM-DD (default today).")] = None,
    known_as_of: Annotated[
        str | None, Query(max_length=40, description="The knowledge time, ISO 8601 (default now).")
    ] = None,
    variant: Annotated[str | None, Query(max_length=300, description="Only versions for this variant.")] = None,
    serial: Annotated[int | None, Query(ge=0, description="Only versions for this serial number.")] = None,
    product: Annotated[str | None, Query(max_length=300, description="Only versions for this product.")] = None,
    version: Annotated[str | None, Query(max_length=300, description="This version label (an old one too).")] = None,
) -> list[Hit]:
    return sp.search(
        q,
        collection=name,
        k=k,
        documents=document,
        tenant=caller.tenant,
        groups=caller.groups,
        as_of=as_of,
        known_as_of=known_as_of,
        variant=variant,
        serial=serial,
        product=product,
        version=version,
    )


ASK_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "The Answer; with `Accept: text/event-stream`, `stage` events, a `step` event per tool call of"
        " the agent answerer (name, arguments, outcome), a `claim` event per verified claim of an answer, then one"
        " `answer` event",
        "content": {"text/event-stream": {"schema": {"type": "string"}}},
    }
}


@router.post("/ask", response_model=Answer, responses=ASK_RESPONSES, summary="Answer with verified citations")
async def ask(
    name: CollectionName,
    body: AskRequest,
    sp: FacadeDep,
    caller: PrincipalDep,
    accept: Annotated[str | None, Header()] = None,
) -> Any:
    def run(
        on_stage: StageCallback | None = None,
        on_claim: ClaimCallback | None = None,
        on_step: StepCallback | None = None,
    ) -> Answer:
        answer = sp.ask(
            body.question,
            collection=name,
            documents=body.documents,
            metadata=body.metadata,
            tenant=caller.tenant,
            groups=caller.groups,
            answerer=body.answerer,
            on_stage=on_stage,
            on_claim=on_claim,
            on_step=on_step,
            conversation=body.conversation_id,
            as_of=body.as_of,
            known_as_of=body.known_as_of,
            variant=body.variant,
            serial=body.serial,
            product=body.product,
            version=body.version,
        )
        note_answer(answer, body.question)  # the request's log line and metrics: its outcome, never its text
        return answer

    if accept and "text/event-stream" in accept:
        # Resolve the collection first, so a missing one is a plain 404 rather than an event in a 200 stream.
        await run_in_threadpool(sp.collection, name, tenant=caller.tenant, groups=caller.groups)
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        return StreamingResponse(ask_events(run), media_type="text/event-stream", headers=headers)
    return await run_in_threadpool(run)


@router.get("/stats", response_model=Stats, summary="Documents, pages, chunks by kind, OCR pages, index model")
def stats(name: CollectionName, sp: FacadeDep, caller: PrincipalDep) -> dict[str, Any]:
    return sp.stats(name, tenant=caller.tenant, groups=caller.groups)

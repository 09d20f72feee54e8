"""The web page (static files from the package, at /) and what only it needs: signing in with a one-time link,
a page of a document with a cited span located, example questions, feedback and the content-gap report."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from spanproof.server.deps import FacadeDep, PrincipalDep
from spanproof.server.routes.collections import CollectionName

router = APIRouter(tags=["web"])

WEB_DIR = Path(str(resources.files("spanproof.server") / "web"))
# The page's own files only; no inline script, nothing from another origin.
_PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' blob:; object-src 'none'; base-uri 'none';"
    " frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
}


def static_files() -> StaticFiles:
    return StaticFiles(directory=WEB_DIR)


@router.get("/", include_in_schema=False)
def index() -> FileResponse:
    return FileResponse(WEB_DIR / "index.html", headers=_PAGE_HEADERS)


class SessionRequest(BaseModel):
    token: str = Field(min_length=1, max_length=200, description="The one-time token of `spanproof serve --open`.")


class Session(BaseModel):
    tenant: str
    can_write: bool
    answerers: list[str] = Field(description="What may draft answers here: 'llm' and 'agent' only with an LLM.")
    default_answerer: str


class NewKey(BaseModel):
    api_key: str = Field(description="A new API key of the token's tenant, for this browser session.")


@router.post("/v1/session", response_model=NewKey, summary="Exchange a one-time sign-in token for an API key")
def redeem(body: SessionRequest, sp: FacadeDep) -> dict[str, str]:
    return {"api_key": sp.redeem_login_token(body.token)}


@router.get("/v1/session", response_model=Session, summary="Who the API key stands for, and the answerers on offer")
def session(sp: FacadeDep, caller: PrincipalDep) -> dict[str, Any]:
    llm = sp.settings.llm_base_url is not None
    return {
        "tenant": caller.tenant,
        "can_write": caller.can_write,
        "answerers": ["extractive", "llm", "agent"] if llm else ["extractive"],
        "default_answerer": sp.settings.answerer,
    }


class PageView(BaseModel):
    document: str
    title: str
    document_version: str
    page: int
    page_count: int
    media_type: str
    paginated: bool
    effective_from: str | None
    effective_to: str | None
    recorded_at: str | None
    text: str = Field(description="The page text exactly as stored.")
    start: int | None
    end: int | None
    quote: str | None = Field(description="text[start:end]")
    image: bool = Field(description="Whether /image renders this page (a PDF whose original file is kept).")
    rects: list[dict[str, float]] | None = Field(
        description="The span's boxes on the rendered page (left, top, width, height as fractions of the page),"
        " one per line; null when the offsets do not map exactly to the PDF's characters."
    )


PageNumber = Annotated[int, Query(ge=1, le=1_000_000)]
DocumentName = Annotated[str, Query(min_length=1, max_length=1000, description="The document's source name.")]
Version = Annotated[str | None, Query(max_length=300, description="The version label (default: the latest).")]


@router.get("/v1/collections/{name}/page", response_model=PageView, summary="A stored page, the span located")
def page_view(
    name: CollectionName,
    sp: FacadeDep,
    caller: PrincipalDep,
    document: DocumentName,
    page: PageNumber,
    version: Version = None,
    start: Annotated[int | None, Query(ge=0)] = None,
    end: Annotated[int | None, Query(ge=1)] = None,
) -> dict[str, Any]:
    return sp.page_view(
        name, document, page, version=version, start=start, end=end, tenant=caller.tenant, groups=caller.groups
    )


@router.get(
    "/v1/collections/{name}/page/image",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}}},
    summary="A PDF page rendered as PNG",
)
async def page_image(
    name: CollectionName,
    sp: FacadeDep,
    caller: PrincipalDep,
    document: DocumentName,
    page: PageNumber,
    version: Version = None,
) -> Response:
    png = await run_in_threadpool(
        sp.page_image, name, document, page, version=version, tenant=caller.tenant, groups=caller.groups
    )
    return Response(png, media_type="image/png", headers={"Cache-Control": "private, max-age=3600"})


@router.get("/v1/collections/{name}/examples", response_model=list[str], summary="Example questions")
def examples(name: CollectionName, sp: FacadeDep, caller: PrincipalDep) -> list[str]:
    return sp.example_questions(name, tenant=caller.tenant, groups=caller.groups)


Reason = Literal["not_in_documents", "retrieval_missed", "lacked_context", "misread", "outdated_document"]


class FeedbackRequest(BaseModel):
    collection: str = Field(min_length=1, max_length=200)
    question: str = Field(min_length=1, max_length=2000)
    status: Literal["answered", "refused", "review"]
    rating: Literal["up", "down"]
    reason: Reason | None = None
    comment: str = Field(default="", max_length=2000)
    answer: str = Field(default="", max_length=20_000)


class FeedbackStored(BaseModel):
    id: int


@router.post("/v1/feedback", response_model=FeedbackStored, status_code=201, summary="Thumbs up or down on an answer")
def add_feedback(body: FeedbackRequest, sp: FacadeDep, caller: PrincipalDep) -> dict[str, int]:
    return {"id": sp.add_feedback(**body.model_dump(), tenant=caller.tenant)}


class FeedbackReason(BaseModel):
    reason: Reason


@router.patch("/v1/feedback/{feedback_id}", status_code=204, summary="Give a thumbs down its reason")
def set_reason(feedback_id: int, body: FeedbackReason, sp: FacadeDep, caller: PrincipalDep) -> Response:
    sp.set_feedback_reason(feedback_id, body.reason, tenant=caller.tenant)
    return Response(status_code=204)


class Gap(BaseModel):
    reason: str = Field(description="refused, review, or the thumbs-down reason")
    collection: str
    week: str = Field(description="The Monday (UTC) the week starts on")
    count: int
    questions: list[str] = Field(description="Up to ten of the questions, the most asked first")


@router.get("/v1/report/gaps", response_model=list[Gap], summary="Content gaps: refused and thumbs-down questions")
def gaps(
    sp: FacadeDep,
    caller: PrincipalDep,
    weeks: Annotated[int, Query(ge=1, le=520)] = 12,
    collection: Annotated[str | None, Query(max_length=200)] = None,
) -> list[dict[str, Any]]:
    return sp.content_gaps(tenant=caller.tenant, weeks=weeks, collection=collection)

"""Dependencies every route declares by type: the facade, the job runner and the caller (API key checked here)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Header, Request

from spanproof.api import Spanproof
from spanproof.errors import PermissionDenied, RateLimited
from spanproof.jobs import JobRunner
from spanproof.observability import note_caller
from spanproof.tenancy import Principal


# async: FastAPI would run a plain def dependency in its thread pool, a thread hop per request for a lookup.
async def facade(request: Request) -> Spanproof:
    sp: Spanproof = request.app.state.spanproof
    return sp


async def runner(request: Request) -> JobRunner:
    jobs: JobRunner = request.app.state.jobs
    return jobs


FacadeDep = Annotated[Spanproof, Depends(facade)]
RunnerDep = Annotated[JobRunner, Depends(runner)]


def principal(
    sp: FacadeDep,
    request: Request,
    x_api_key: Annotated[str | None, Header(description="An API key from `spanproof keys create`.")] = None,
) -> Principal:
    """The caller: a missing, unknown or revoked key is 401; a key over its request rate is 429."""
    caller = sp.authenticate(x_api_key)
    note_caller(caller.tenant)  # the request's log line names its tenant
    wait = request.app.state.rate_limiter.take(x_api_key)
    if wait:
        raise RateLimited(f"too many requests with this API key; retry in {wait} s", wait)
    return caller


PrincipalDep = Annotated[Principal, Depends(principal)]


async def writer(caller: PrincipalDep) -> Principal:
    """A caller allowed to change what is stored: a read-only key is 403."""
    if not caller.can_write:
        raise PermissionDenied("this API key is read-only")
    return caller


WriterDep = Annotated[Principal, Depends(writer)]

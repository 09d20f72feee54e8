"""Background ingestion jobs."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from spanproof.jobs import job
from spanproof.server.deps import FacadeDep, PrincipalDep
from spanproof.server.schemas import Job

router = APIRouter(prefix="/v1/jobs", tags=["jobs"])


@router.get("/{job_id}", response_model=Job, summary="Status, progress and report of an ingestion job")
def get_job(job_id: str, sp: FacadeDep, caller: PrincipalDep) -> dict[str, Any]:
    return job(sp, job_id, tenant=caller.tenant, groups=caller.groups)

"""Documents: uploads become background ingestion jobs; listing, reading and deleting what the caller may see."""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Request, Response
from fastapi.concurrency import run_in_threadpool
from pydantic import ValidationError
from starlette.datastructures import UploadFile

from spanproof.errors import InvalidRequest, PermissionDenied
from spanproof.ingest.pipeline import TextDocument
from spanproof.jobs import submit_upload
from spanproof.server.deps import FacadeDep, PrincipalDep, RunnerDep, WriterDep
from spanproof.server.errors import validation_message
from spanproof.server.routes.collections import CollectionName
from spanproof.server.schemas import Document, Job, TextUpload
from spanproof.tenancy import Principal

router = APIRouter(prefix="/v1/collections/{name}/documents", tags=["documents"])

DocumentId = Annotated[int, Path(ge=1)]

UPLOAD_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {"type": "array", "items": {"type": "string", "format": "binary"}},
                        "access_groups": {"type": "array", "items": {"type": "string"}},
                        "metadata": {"type": "string", "description": "a JSON object"},
                        "version": {"type": "string"},
                    },
                }
            },
            "application/json": {"schema": TextUpload.model_json_schema()},
        },
    }
}


@router.post(
    "",
    status_code=202,
    response_model=Job,
    openapi_extra=UPLOAD_BODY,
    summary="Upload files (multipart) or one text document (JSON); ingested in the background",
)
async def upload(
    name: CollectionName, request: Request, sp: FacadeDep, caller: WriterDep, jobs: RunnerDep, response: Response
) -> dict[str, Any]:
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("multipart/form-data"):
        job = await _upload_files(name, request, sp, caller)
    elif content_type.startswith("application/json"):
        job = await _upload_text(name, request, sp, caller)
    else:
        raise InvalidRequest("send multipart/form-data (files) or application/json (title and text)")
    jobs.submit(job["id"], caller.tenant)
    response.headers["Location"] = f"/v1/jobs/{job['id']}"
    return job


def _granted(caller: Principal, groups: list[str]) -> list[str]:
    cleaned = sorted({g.strip() for g in groups if g.strip()})
    if not caller.may_grant(cleaned):
        raise PermissionDenied("this API key may only restrict documents to its own groups")
    return cleaned


async def _upload_files(name: str, request: Request, sp: Any, caller: Principal) -> dict[str, Any]:
    async with request.form() as form:
        files = [(f.filename or "", f.file) for f in form.getlist("file") if isinstance(f, UploadFile)]
        if not files:
            raise InvalidRequest("no file: send one or more files in the form field 'file'")
        groups = [g for value in form.getlist("access_groups") if isinstance(value, str) for g in value.split(",")]
        try:
            metadata = json.loads(str(form.get("metadata") or "{}"))
        except json.JSONDecodeError as exc:
            raise InvalidRequest(f"metadata is not JSON: {exc}") from exc
        except RecursionError as exc:  # the decoder recurses per level: a 10,000-deep object got a 500
            raise InvalidRequest("metadata is nested too deeply") from exc
        if not isinstance(metadata, dict):
            raise InvalidRequest("metadata must be a JSON object")
        version = form.get("version")
        label = version if isinstance(version, str) and version else None
        return await _submit(sp, name, caller, groups, files=files, metadata=metadata, version=label)


async def _upload_text(name: str, request: Request, sp: Any, caller: Principal) -> dict[str, Any]:
    try:
        body = TextUpload.model_validate_json(await request.body())
    except ValidationError as exc:
        raise InvalidRequest(validation_message(exc.errors())) from exc
    document = TextDocument(body.name or body.title, body.text, body.title, body.metadata or None)
    return await _submit(sp, name, caller, body.access_groups, text=document)


async def _submit(sp: Any, name: str, caller: Principal, access_groups: list[str], **upload: Any) -> dict[str, Any]:
    """Spool the upload and record its job (in a thread: it writes files and talks to the database)."""
    granted = _granted(caller, access_groups)
    return await run_in_threadpool(
        submit_upload, sp, name, tenant=caller.tenant, groups=caller.groups, access_groups=granted, **upload
    )


@router.get("", response_model=list[Document], summary="Documents the caller may see")
def list_documents(name: CollectionName, sp: FacadeDep, caller: PrincipalDep) -> list[dict[str, Any]]:
    return sp.documents(name, tenant=caller.tenant, groups=caller.groups)


@router.get("/{document_id}", response_model=Document, summary="One document")
def get_document(name: CollectionName, document_id: DocumentId, sp: FacadeDep, caller: PrincipalDep) -> dict[str, Any]:
    return sp.document(name, document_id, tenant=caller.tenant, groups=caller.groups)


@router.delete(
    "/{document_id}", status_code=204, summary="Delete a document: every version of it, or only this version"
)
def delete_document(
    name: CollectionName,
    document_id: DocumentId,
    sp: FacadeDep,
    caller: WriterDep,
    only_this_version: Annotated[bool, Query(description="Delete this version alone; the others stay.")] = False,
) -> Response:
    sp.delete_document(
        name, document_id, tenant=caller.tenant, groups=caller.groups, only_this_version=only_this_version
    )
    return Response(status_code=204)

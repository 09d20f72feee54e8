"""Collections of the caller's tenant."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Path, Response, status

from spanproof.errors import Conflict, PermissionDenied
from spanproof.server.deps import FacadeDep, PrincipalDep, WriterDep
from spanproof.server.schemas import NAME_PATTERN, Collection, CollectionCreate

router = APIRouter(prefix="/v1/collections", tags=["collections"])

CollectionName = Annotated[str, Path(pattern=NAME_PATTERN, description="Collection name (unique per tenant).")]


@router.get("", response_model=list[Collection], summary="The tenant's collections")
def list_collections(sp: FacadeDep, caller: PrincipalDep) -> list[dict[str, object]]:
    return sp.collections(tenant=caller.tenant, groups=caller.groups)


@router.put(
    "/{name}",
    response_model=Collection,
    responses={201: {"model": Collection, "description": "Created"}},
    summary="Create a collection (200 if it exists with the same embedding model, 409 if not)",
)
def put_collection(
    name: CollectionName,
    sp: FacadeDep,
    caller: WriterDep,
    response: Response,
    body: Annotated[CollectionCreate | None, Body()] = None,
) -> dict[str, object]:
    if body and body.embedding_model and body.embedding_model != sp.embedder.model_id:
        model = sp.embedder.model_id
        raise Conflict(f"this service indexes with {model}; it cannot create a collection for {body.embedding_model}")
    if sp.create_collection(name, tenant=caller.tenant):
        response.status_code = status.HTTP_201_CREATED
    return sp.collection(name, tenant=caller.tenant, groups=caller.groups)


@router.get("/{name}", response_model=Collection, summary="One collection")
def get_collection(name: CollectionName, sp: FacadeDep, caller: PrincipalDep) -> dict[str, object]:
    return sp.collection(name, tenant=caller.tenant, groups=caller.groups)


@router.delete("/{name}", status_code=204, summary="Delete a collection and every document in it")
def delete_collection(name: CollectionName, sp: FacadeDep, caller: WriterDep) -> Response:
    sp.collection(name, tenant=caller.tenant)  # 404 first: a missing collection is not a permission question
    if caller.groups is not None:
        raise PermissionDenied("deleting a collection needs a key that sees every group")
    sp.delete_collection(name, tenant=caller.tenant)
    return Response(status_code=204)

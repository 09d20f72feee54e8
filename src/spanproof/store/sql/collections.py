"""Tenants and collections. Collections belong to a tenant; every lookup by name is scoped to one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg.rows import dict_row

from spanproof.errors import CollectionNotFound, IndexModelMismatch
from spanproof.store.sql.visibility import groups_param, groups_visible

LOCAL_TENANT = "local"  # owns everything the CLI and the Python API store (migration 0003)

_TENANT_ID = "(SELECT id FROM tenants WHERE name = %(tenant)s)"


def ensure_tenant(conn: psycopg.Connection, tenant: str) -> int:
    conn.execute("INSERT INTO tenants (name) VALUES (%s) ON CONFLICT (name) DO NOTHING", (tenant,))
    row = conn.execute("SELECT id FROM tenants WHERE name = %s", (tenant,)).fetchone()
    assert row is not None
    return int(row[0])


def ensure_collection(conn: psycopg.Connection, name: str, model: str, dim: int, *, tenant: str) -> int:
    create_collection(conn, name, model, dim, tenant=tenant)
    return check_collection(conn, name, model, dim, tenant=tenant)


def create_collection(conn: psycopg.Connection, name: str, model: str, dim: int, *, tenant: str) -> bool:
    """Create the collection if it is new; True when it was created."""
    tenant_id = ensure_tenant(conn, tenant)
    row = conn.execute(
        "INSERT INTO collections (tenant_id, name, embedding_model, embedding_dim) VALUES (%s, %s, %s, %s)"
        " ON CONFLICT (tenant_id, name) DO NOTHING RETURNING id",
        (tenant_id, name, model, dim),
    ).fetchone()
    return row is not None


def _find_collection(conn: psycopg.Connection, name: str, *, tenant: str) -> tuple[int, str, int]:
    """(id, embedding model, embedding dim) of the tenant's collection ``name``; CollectionNotFound otherwise."""
    row = conn.execute(
        f"SELECT id, embedding_model, embedding_dim FROM collections WHERE tenant_id = {_TENANT_ID}"
        " AND name = %(name)s",
        {"tenant": tenant, "name": name},
    ).fetchone()
    if row is None:
        raise CollectionNotFound(f"collection {name!r} does not exist (ingest something into it first)")
    return int(row[0]), str(row[1]), int(row[2])


def check_collection(conn: psycopg.Connection, name: str, model: str, dim: int, *, tenant: str) -> int:
    found_id, index_model, index_dim = _find_collection(conn, name, tenant=tenant)
    if (index_model, index_dim) != (model, dim):
        from spanproof.encoders.embedder import how_to_keep_using

        raise IndexModelMismatch(
            f"collection {name!r} was indexed with {index_model} ({index_dim} dims) but the configured embedder is"
            f" {model} ({dim} dims). To keep using the collection as it is, {how_to_keep_using(index_model)}. To move"
            f" it to {model}, delete the collection (`spanproof collections --delete {name}`) and ingest its"
            " documents again, or ingest them into a new collection."
        )
    return found_id


def collection_id(conn: psycopg.Connection, name: str, *, tenant: str) -> int:
    return _find_collection(conn, name, tenant=tenant)[0]


def list_collections(
    conn: psycopg.Connection, *, tenant: str, groups: Sequence[str] | None = None, name: str | None = None
) -> list[dict[str, Any]]:
    """The tenant's collections (or the one named), counting only the documents the caller may see."""
    with conn.cursor(row_factory=dict_row) as cur:
        return cur.execute(
            "SELECT c.name, count(DISTINCT d.source) AS documents, c.embedding_model, c.embedding_dim, c.created_at"
            f" FROM collections c LEFT JOIN documents d ON d.collection_id = c.id AND {groups_visible('d')}"
            f" WHERE c.tenant_id = {_TENANT_ID} AND (%(name)s::text IS NULL OR c.name = %(name)s)"
            " GROUP BY c.id ORDER BY c.name",
            {"tenant": tenant, "groups": groups_param(groups), "name": name},
        ).fetchall()


def delete_collection(conn: psycopg.Connection, collection_id: int) -> None:
    conn.execute("DELETE FROM collections WHERE id = %s", (collection_id,))


def lock_collection(conn: psycopg.Connection, collection_id: int) -> None:
    """Take the collection's row lock for the transaction. Every writer of a collection's documents takes it first:
    replacements then serialise on one row instead of taking collection_terms rows in different orders (the
    delete trigger updates them in no fixed order) and deadlocking; checks made after it hold until commit."""
    conn.execute("SELECT 1 FROM collections WHERE id = %s FOR UPDATE", (collection_id,))

"""API keys: stored as sha256 only, each mapping to a tenant, its access groups and whether it may write."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg.rows import dict_row

from spanproof.store.sql.collections import ensure_tenant


def insert_api_key(
    conn: psycopg.Connection, tenant: str, key_hash: str, prefix: str, groups: Sequence[str] | None, can_write: bool
) -> None:
    tenant_id = ensure_tenant(conn, tenant)
    conn.execute(
        "INSERT INTO api_keys (tenant_id, key_hash, prefix, groups, can_write) VALUES (%s, %s, %s, %s, %s)",
        (tenant_id, key_hash, prefix, None if groups is None else sorted(set(groups)), can_write),
    )


_KEY_COLUMNS = "t.name AS tenant, k.prefix, k.groups, k.can_write, k.created_at, k.revoked_at"


def api_key(conn: psycopg.Connection, key_hash: str) -> dict[str, Any] | None:
    with conn.cursor(row_factory=dict_row) as cur:
        return cur.execute(
            f"SELECT {_KEY_COLUMNS} FROM api_keys k JOIN tenants t ON t.id = k.tenant_id WHERE k.key_hash = %s",
            (key_hash,),
        ).fetchone()


def list_api_keys(conn: psycopg.Connection, tenant: str | None = None) -> list[dict[str, Any]]:
    with conn.cursor(row_factory=dict_row) as cur:
        return cur.execute(
            f"SELECT {_KEY_COLUMNS} FROM api_keys k JOIN tenants t ON t.id = k.tenant_id"
            " WHERE %(tenant)s::text IS NULL OR t.name = %(tenant)s ORDER BY k.created_at, k.id",
            {"tenant": tenant},
        ).fetchall()


def revoke_api_keys(conn: psycopg.Connection, key_hash: str, prefix: str) -> list[str]:
    """Revoke the key with this hash, else the one key with this prefix; the prefixes of the keys matched."""
    rows = conn.execute(
        "SELECT id, prefix FROM api_keys WHERE key_hash = %s OR prefix = %s", (key_hash, prefix)
    ).fetchall()
    if len(rows) == 1:
        conn.execute("UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = %s", (rows[0][0],))
    return [str(row[1]) for row in rows]

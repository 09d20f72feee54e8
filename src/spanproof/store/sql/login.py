"""One-time sign-in tokens (migration 0012): stored as sha256, redeemed at most once, before they expire."""

from __future__ import annotations

import psycopg

from spanproof.store.sql.collections import ensure_tenant


def insert_login_token(conn: psycopg.Connection, tenant: str, token_hash: str, seconds: int) -> None:
    conn.execute(
        "INSERT INTO login_tokens (token_hash, tenant_id, expires_at)"
        " VALUES (%s, %s, now() + make_interval(secs => %s))",
        (token_hash, ensure_tenant(conn, tenant), seconds),
    )


def redeem_login_token(conn: psycopg.Connection, token_hash: str) -> str | None:
    """Mark the token used and return its tenant; None when it is unknown, used or expired (one UPDATE: two
    redemptions at once cannot both succeed)."""
    row = conn.execute(
        "UPDATE login_tokens l SET used_at = now() FROM tenants t"
        " WHERE l.token_hash = %s AND l.used_at IS NULL AND l.expires_at > now() AND t.id = l.tenant_id"
        " RETURNING t.name",
        (token_hash,),
    ).fetchone()
    return None if row is None else str(row[0])

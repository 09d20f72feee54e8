"""The SQL of conversations (migration 0008): the turns of a tenant's conversation, as one caller sees them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

import psycopg
import psycopg.errors

from spanproof.store.sql import ensure_tenant

_ATTEMPTS = 3  # two turns at once in one conversation: the later insert takes the next number


@dataclass(frozen=True)
class Turn:
    collection: str
    question: str  # the user's own words
    search_query: str  # what was retrieved with
    status: str
    answer: str
    turn: int = 0  # 1, 2, ... once stored


def caller_groups(groups: Sequence[str] | None) -> str:
    """The access groups as part of the conversation's key: '*' for every group."""
    return "*" if groups is None else ",".join(sorted(set(groups)))


def recent_turns(
    conn: psycopg.Connection, tenant: str, conversation: str, groups: Sequence[str] | None, limit: int
) -> list[Turn]:
    """The last ``limit`` turns, oldest first."""
    rows = conn.execute(
        "SELECT t.collection, t.question, t.search_query, t.status, t.answer, t.turn FROM conversation_turns t"
        " JOIN tenants n ON n.id = t.tenant_id"
        " WHERE n.name = %s AND t.conversation = %s AND t.caller_groups = %s ORDER BY t.turn DESC LIMIT %s",
        (tenant, conversation, caller_groups(groups), limit),
    ).fetchall()
    return [Turn(*row) for row in reversed(rows)]


def add_turn(conn: psycopg.Connection, tenant: str, conversation: str, groups: Sequence[str] | None, turn: Turn) -> int:
    """Append a turn (its ``turn`` is ignored); the number it got."""
    params = {
        **asdict(turn),
        "tenant": ensure_tenant(conn, tenant),
        "conversation": conversation,
        "groups": caller_groups(groups),
    }
    for attempt in range(_ATTEMPTS):
        try:
            with conn.transaction():
                row = conn.execute(
                    "INSERT INTO conversation_turns"
                    " (tenant_id, conversation, caller_groups, turn, collection, question, search_query, status,"
                    " answer)"
                    " SELECT %(tenant)s, %(conversation)s, %(groups)s, COALESCE(MAX(turn), 0) + 1, %(collection)s,"
                    " %(question)s, %(search_query)s, %(status)s, %(answer)s FROM conversation_turns"
                    " WHERE tenant_id = %(tenant)s AND conversation = %(conversation)s"
                    " AND caller_groups = %(groups)s RETURNING turn",
                    params,
                ).fetchone()
            assert row is not None
            return int(row[0])
        except psycopg.errors.UniqueViolation:
            if attempt == _ATTEMPTS - 1:
                raise
    raise AssertionError("unreachable")

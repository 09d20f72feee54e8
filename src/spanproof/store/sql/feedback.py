"""Feedback on answers and the content gaps (migration 0011): refused questions and thumbs-down questions,
grouped by reason and collection, counted by week."""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg.rows import dict_row

from spanproof.store.sql.collections import ensure_tenant

REASONS = {
    "not_in_documents": "not in the documents",
    "retrieval_missed": "retrieval missed it",
    "lacked_context": "the passage lacked context",
    "misread": "misread",
    "outdated_document": "outdated document",
}
REFUSED = "refused"  # the reason a refusal without feedback is listed under
REVIEW = "review"


def add_feedback(conn: psycopg.Connection, tenant: str, row: dict[str, Any]) -> int:
    found = conn.execute(
        "INSERT INTO feedback (tenant_id, collection, question, status, rating, reason, comment, answer)"
        " VALUES (%(tenant)s, %(collection)s, %(question)s, %(status)s, %(rating)s, %(reason)s, %(comment)s,"
        " %(answer)s) RETURNING id",
        {**row, "tenant": ensure_tenant(conn, tenant)},
    ).fetchone()
    assert found is not None
    return int(found[0])


def set_reason(conn: psycopg.Connection, tenant: str, feedback_id: int, reason: str) -> bool:
    """Give a thumbs down of the tenant its reason; False when there is no such thumbs down."""
    row = conn.execute(
        "UPDATE feedback f SET reason = %s FROM tenants t"
        " WHERE f.id = %s AND f.tenant_id = t.id AND t.name = %s AND f.rating = 'down' RETURNING f.id",
        (reason, feedback_id, tenant),
    ).fetchone()
    return row is not None


def add_refusal(
    conn: psycopg.Connection, tenant: str, collection: str, question: str, status: str, reason: str
) -> None:
    conn.execute(
        "INSERT INTO refusals (tenant_id, collection, question, status, reason) VALUES (%s, %s, %s, %s, %s)",
        (ensure_tenant(conn, tenant), collection, question, status, reason),
    )


def content_gaps(conn: psycopg.Connection, tenant: str, weeks: int, collection: str | None) -> list[dict[str, Any]]:
    """One row per (reason, collection, week starting Monday, UTC): how many questions, and up to ten of them
    (most frequent first). Refusals count under 'refused' / 'review'; thumbs-down under their reason."""
    with conn.cursor(row_factory=dict_row) as cur:
        return cur.execute(
            "WITH gaps AS ("
            "  SELECT r.status AS reason, r.collection, r.question, r.created_at FROM refusals r"
            "   JOIN tenants t ON t.id = r.tenant_id WHERE t.name = %(tenant)s"
            "  UNION ALL"
            "  SELECT coalesce(f.reason, 'unspecified'), f.collection, f.question, f.created_at FROM feedback f"
            "   JOIN tenants t ON t.id = f.tenant_id WHERE t.name = %(tenant)s AND f.rating = 'down'"
            "), recent AS ("
            "  SELECT reason, collection, question,"
            "   to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week FROM gaps"
            "  WHERE created_at >= now() - make_interval(weeks => %(weeks)s)"
            "   AND (%(collection)s::text IS NULL OR collection = %(collection)s)"
            "), asked AS ("
            "  SELECT reason, collection, week, question, count(*) AS n FROM recent GROUP BY 1, 2, 3, 4"
            ")"
            " SELECT reason, collection, week, sum(n)::int AS count,"
            "  (array_agg(question ORDER BY n DESC, question))[1:10] AS questions"
            " FROM asked GROUP BY 1, 2, 3 ORDER BY week DESC, count DESC, reason, collection",
            {"tenant": tenant, "weeks": weeks, "collection": collection},
        ).fetchall()

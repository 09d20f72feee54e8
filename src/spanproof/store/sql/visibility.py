"""Which documents a query may see: one predicate, built from named pieces, used for every alias.

Every condition is on the document row (alias ``d`` by default). The ranking queries, the BM25 statistics and the
listings all take their WHERE from here, so what a caller may not see neither ranks nor shapes the scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from psycopg.types.json import Jsonb

from spanproof.types import Filters


@dataclass(frozen=True)
class Predicate:
    name: str
    sql: str  # a boolean SQL expression over the document alias, written as {d}


# Who may see a document by its access groups: none on it, one the caller holds, or an unrestricted caller.
GROUPS = Predicate(
    "groups", "(%(groups)s::text[] IS NULL OR {d}.access_groups = '{{}}' OR {d}.access_groups && %(groups)s::text[])"
)

# The pieces of the document-visibility predicate, all ANDed. Kept as data so that a test can leave one out and
# see its proofs fail; production always uses them all.
PREDICATES: tuple[Predicate, ...] = (
    Predicate("collection", "{d}.collection_id = %(collection_id)s"),
    Predicate("sources", "(%(sources)s::text[] IS NULL OR {d}.source = ANY(%(sources)s::text[]))"),
    Predicate("metadata", "{d}.metadata @> %(metadata)s"),
    GROUPS,
)


def document_visible(alias: str = "d") -> str:
    """The whole visibility predicate over the document alias ``alias`` (its parameters: ``filter_params``)."""
    return "(" + " AND ".join(p.sql.format(d=alias) for p in PREDICATES) + ")"


def groups_visible(alias: str = "d") -> str:
    """Only the access-group part (listings and statistics that are not restricted by a query)."""
    return GROUPS.sql.format(d=alias)


def groups_param(groups: Sequence[str] | None) -> list[str] | None:
    return None if groups is None else list(groups)


def filter_params(filters: Filters) -> dict[str, Any]:
    """The bound parameters of ``document_visible``."""
    return {
        "collection_id": filters.collection_id,
        "sources": list(filters.sources) if filters.sources else None,
        "metadata": Jsonb(filters.metadata or {}),
        "groups": groups_param(filters.groups),
    }

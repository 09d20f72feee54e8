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

# The query's date and knowledge time (today and now unless given).
_AS_OF = "coalesce(%(as_of)s::date, current_date)"
_KNOWN = "coalesce(%(known_as_of)s::timestamptz, now())"
# A named version is wanted whatever its validity or later corrections, unless a date or knowledge time is given.
_VERSION_NOT_DATED = "%(version)s::text IS NOT NULL AND %(as_of)s::date IS NULL"
_VERSION_NOT_KNOWN = "%(version)s::text IS NOT NULL AND %(known_as_of)s::timestamptz IS NULL"

# The pieces of the document-visibility predicate, all ANDed. Kept as data so that a test can leave one out and
# see its proofs fail; production always uses them all. Eligibility (DESIGN.md, "Versions, effectivity and
# knowledge time"): valid time contains as_of, known at known_as_of, applicability admits the product, variant and
# serial (absent applicability admits all), and the version label when one is asked for.
PREDICATES: tuple[Predicate, ...] = (
    Predicate("collection", "{d}.collection_id = %(collection_id)s"),
    Predicate("sources", "(%(sources)s::text[] IS NULL OR {d}.source = ANY(%(sources)s::text[]))"),
    Predicate("metadata", "{d}.metadata @> %(metadata)s"),
    GROUPS,
    Predicate("version", "(%(version)s::text IS NULL OR {d}.version = %(version)s)"),
    Predicate(
        "effective_from",
        f"({_VERSION_NOT_DATED} OR {{d}}.effective_from IS NULL OR {{d}}.effective_from <= {_AS_OF})",
    ),
    Predicate(
        "effective_to",
        f"({_VERSION_NOT_DATED} OR {{d}}.effective_to IS NULL OR {_AS_OF} < {{d}}.effective_to)",
    ),
    Predicate("recorded", f"{{d}}.recorded_at <= {_KNOWN}"),
    Predicate(
        "superseded",
        f"({_VERSION_NOT_KNOWN} OR {{d}}.superseded_at IS NULL OR {_KNOWN} < {{d}}.superseded_at)",
    ),
    Predicate("product", "(%(product)s::text IS NULL OR {d}.product IS NULL OR {d}.product = %(product)s)"),
    Predicate("variant", "(%(variant)s::text IS NULL OR {d}.variants IS NULL OR %(variant)s = ANY({d}.variants))"),
    Predicate("serial", "(%(serial)s::bigint IS NULL OR {d}.serials IS NULL OR {d}.serials @> %(serial)s::bigint)"),
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
        "as_of": filters.as_of,
        "known_as_of": filters.known_as_of,
        "product": filters.product,
        "variant": filters.variant,
        "serial": filters.serial,
        "version": filters.version,
    }

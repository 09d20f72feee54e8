"""Version metadata: a document's stable key, its version label, valid time, knowledge time and applicability.

It comes from a ``<file>.meta.json`` sidecar beside the file, from ``ingest --meta FILE.json``, or from the API
(``metadata=``, the HTTP upload's ``metadata``), in one format (DESIGN.md)::

    {"document": "px200-amm-12-34", "version": "Rev C",
     "effective_from": "2021-03-01", "effective_to": null,
     "recorded_at": "2021-02-15T00:00:00Z", "supersedes": ["Rev B"],
     "applicability": {"product": "PX200", "variants": ["B", "C"], "serials": [[1000, 1999]]}}

Any other key is free metadata, stored and matched by the ``metadata`` filter as before. Every problem is an
InvalidMetadata naming the field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from itertools import pairwise
from pathlib import Path
from typing import Any

from spanproof.errors import InvalidMetadata

VERSION_KEYS = ("document", "version", "effective_from", "effective_to", "recorded_at", "supersedes", "applicability")
SIDECAR_SUFFIX = ".meta.json"
MAX_LABEL_CHARS = 300
MAX_SERIAL = 2**63 - 1


@dataclass(frozen=True)
class VersionMetadata:
    document: str | None = None  # the stable key (default: the source name)
    version: str | None = None  # the version label (default: the file's own, else the content hash)
    effective_from: date | None = None
    effective_to: date | None = None
    recorded_at: datetime | None = None  # default: when it is ingested
    supersedes: tuple[str, ...] = ()  # labels of the versions this one corrects
    product: str | None = None
    variants: tuple[str, ...] | None = None
    serials: tuple[tuple[int, int], ...] | None = None  # inclusive ranges, sorted, not overlapping
    extra: dict[str, Any] = field(default_factory=dict)  # free metadata

    @property
    def effectivity(self) -> bool:
        """True when it says when or to what the version applies, or what it corrects."""
        return (
            self.effective_from is not None
            or self.effective_to is not None
            or bool(self.supersedes)
            or self.product is not None
            or self.variants is not None
            or self.serials is not None
        )


def uncovered_days(
    effective_from: date | None, effective_to: date | None, others: Sequence[tuple[str, date | None, date | None]]
) -> list[str]:
    """Warnings for a version whose valid time ends the day before another of the same document begins, or begins
    the day after one ends (``others``: each stored version's label, effective_from and effective_to). Valid time
    is ``[effective_from, effective_to)``, so that day is in neither: a revision list's "Rev A: to 2022-08-31, Rev
    B: from 2022-09-01" read as written leaves 2022-08-31 without a manual (every strangers' set wrote its dates
    so; docs/decisions.md, 2026-12-06)."""
    one_day = timedelta(days=1)
    found = []
    for label, other_from, other_to in others:
        if effective_to is not None and other_from is not None and effective_to + one_day == other_from:
            found.append((effective_to, "this version", f"version {label}", other_from))
        if other_to is not None and effective_from is not None and other_to + one_day == effective_from:
            found.append((other_to, f"version {label}", "this version", effective_from))
    return [
        f"{day} is in no version of this document: {ending} has effective_to {day} and {starting} effective_from"
        f" {begins}, and valid time ends before effective_to; if {day} is a last day, write effective_to {begins}"
        for day, ending, starting, begins in found
    ]


def _label(value: Any, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidMetadata(f"metadata {name!r} must be a non-empty string, not {json.dumps(value)}")
    if len(value) > MAX_LABEL_CHARS:
        raise InvalidMetadata(f"metadata {name!r} has more than {MAX_LABEL_CHARS} characters")
    return value.strip()


def _date(value: Any, name: str) -> date | None:
    if value is None:
        return None
    if isinstance(value, date) and not isinstance(value, datetime):
        return value
    if isinstance(value, str):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise InvalidMetadata(f"metadata {name!r} must be a date as YYYY-MM-DD or null, not {json.dumps(str(value))}")


def parse_timestamp(value: Any, name: str) -> datetime:
    """An ISO 8601 timestamp (a date alone is its midnight; no zone is UTC)."""
    if isinstance(value, datetime):
        stamp = value
    elif isinstance(value, date):
        stamp = datetime(value.year, value.month, value.day)
    else:
        try:
            if not isinstance(value, str):
                raise ValueError
            stamp = datetime.fromisoformat(value)
        except ValueError:
            raise InvalidMetadata(
                f"{name!r} must be an ISO 8601 timestamp such as 2021-02-15T00:00:00Z, not {json.dumps(str(value))}"
            ) from None
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=UTC)


def _strings(value: Any, name: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise InvalidMetadata(f"metadata {name!r} must be a non-empty list of strings")
    return tuple(dict.fromkeys(_label(v, name) for v in value))


def _serials(value: Any) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, list) or not value:
        raise InvalidMetadata("applicability 'serials' must be a non-empty list of [first, last] ranges")
    ranges = []
    for item in value:
        if isinstance(item, int) and not isinstance(item, bool):
            item = [item, item]
        if (
            not isinstance(item, list)
            or len(item) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_SERIAL for n in item)
        ):
            raise InvalidMetadata(f"applicability 'serials': {json.dumps(item)} is not a [first, last] pair of serials")
        if item[0] > item[1]:
            raise InvalidMetadata(f"applicability 'serials': the range {item} is inverted (first > last)")
        ranges.append((item[0], item[1]))
    ranges.sort()
    for (a, b), (c, d) in pairwise(ranges):
        if c <= b:
            raise InvalidMetadata(f"applicability 'serials': the ranges [{a}, {b}] and [{c}, {d}] overlap")
    return tuple(ranges)


def parse_metadata(raw: Mapping[str, Any] | None) -> VersionMetadata:
    """Validate one metadata object; its version keys become a VersionMetadata, the rest stays free metadata."""
    if raw is None:
        return VersionMetadata()
    if not isinstance(raw, Mapping):
        raise InvalidMetadata("metadata must be a JSON object")
    extra = {k: v for k, v in raw.items() if k not in VERSION_KEYS}
    applicability = raw.get("applicability")
    if applicability is None:
        applicability = {}
    if not isinstance(applicability, Mapping):
        raise InvalidMetadata("metadata 'applicability' must be an object with product, variants and serials")
    unknown = sorted(set(applicability) - {"product", "variants", "serials"})
    if unknown:
        raise InvalidMetadata(f"applicability has unknown keys {unknown} (known: product, variants, serials)")
    effective_from = _date(raw.get("effective_from"), "effective_from")
    effective_to = _date(raw.get("effective_to"), "effective_to")
    if effective_from is not None and effective_to is not None and effective_from >= effective_to:
        raise InvalidMetadata(
            f"metadata effective_from {effective_from} is not before effective_to {effective_to}"
            " (valid time is [effective_from, effective_to))"
        )
    recorded = raw.get("recorded_at")
    return VersionMetadata(
        document=None if raw.get("document") is None else _label(raw["document"], "document"),
        version=None if raw.get("version") is None else _label(raw["version"], "version"),
        effective_from=effective_from,
        effective_to=effective_to,
        recorded_at=None if recorded is None else parse_timestamp(recorded, "metadata recorded_at"),
        supersedes=() if raw.get("supersedes") in (None, []) else _strings(raw["supersedes"], "supersedes"),
        product=None if applicability.get("product") is None else _label(applicability["product"], "product"),
        variants=None if applicability.get("variants") is None else _strings(applicability["variants"], "variants"),
        serials=None if applicability.get("serials") is None else _serials(applicability["serials"]),
        extra=extra,
    )


def read_metadata_file(path: Path) -> dict[str, Any]:
    """A metadata JSON file (a sidecar or ``--meta``) as an object; InvalidMetadata when it is not one."""
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InvalidMetadata(f"cannot read the metadata file {path.name}: {exc.strerror}") from exc
    except (ValueError, RecursionError) as exc:
        raise InvalidMetadata(f"the metadata file {path.name} is not JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise InvalidMetadata(f"the metadata file {path.name} must hold a JSON object")
    return value


def sidecar(path: Path) -> Path:
    """Where a file's sidecar is: ``manual.pdf`` -> ``manual.pdf.meta.json``."""
    return path.with_name(path.name + SIDECAR_SUFFIX)

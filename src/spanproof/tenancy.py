"""API keys and the principal they stand for: a tenant, its access groups and whether it may write.

A key is shown once, when it is made; only its sha256 is stored, so a key is found by hashing what a
request presents and looking the hash up.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

KEY_PREFIX = "sp_"
PREFIX_CHARS = 10  # how much of a key is stored in clear, to name it in lists and revoke it


@dataclass(frozen=True)
class Principal:
    """Who is asking: ``groups`` None means every group of the tenant."""

    tenant: str
    groups: tuple[str, ...] | None
    can_write: bool = True

    def may_grant(self, access_groups: Sequence[str]) -> bool:
        """Whether this caller may store documents restricted to ``access_groups``."""
        return may_change(self.groups, access_groups)


def may_change(writer_groups: Sequence[str] | None, document_groups: Sequence[str]) -> bool:
    """A writer may store, replace or delete a document only when it holds every group of it (None: all groups):
    replacing one it only partly shares would re-label it and hide it from the others."""
    return writer_groups is None or set(document_groups) <= set(writer_groups)


def new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def key_prefix(key: str) -> str:
    return key[:PREFIX_CHARS]

"""The long queries, kept as ``.sql`` files beside this module and read once, like the migrations."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def query(name: str) -> str:
    """The text of ``<name>.sql`` in this package."""
    return (resources.files("spanproof.store.sql") / f"{name}.sql").read_text(encoding="utf-8")

"""Below the surfaces no function picks a tenant for its caller: a route that forgot one must fail at once, not
silently serve the CLI's tenant ("local")."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

from spanproof.api import Spanproof
from spanproof.ingest.pipeline import Ingestor
from spanproof.store import sql


def _below_the_surfaces() -> dict[str, Callable[..., Any]]:
    found: dict[str, Callable[..., Any]] = {
        f"sql.{name}": fn
        for name, fn in vars(sql).items()
        if inspect.isfunction(fn)
        and fn.__module__.startswith(sql.__name__ + ".")
        and "tenant" in inspect.signature(fn).parameters
    }
    found.update(
        {
            "Ingestor": Ingestor.__init__,
            "Spanproof._collection_id": Spanproof._collection_id,
            "Spanproof._filters": Spanproof._filters,
        }
    )
    return found


def test_the_sql_layer_has_tenant_functions_to_check() -> None:
    assert {"sql.collection_id", "sql.list_collections", "sql.job", "sql.ensure_collection"} <= set(
        _below_the_surfaces()
    )


@pytest.mark.parametrize("name", sorted(_below_the_surfaces()))
def test_tenant_is_a_required_keyword(name: str) -> None:
    parameter = inspect.signature(_below_the_surfaces()[name]).parameters["tenant"]
    if name in ("sql.ensure_tenant", "sql.insert_api_key", "sql.list_api_keys"):
        # the tenant is what these act on (a positional subject), or None lists every tenant's keys (the CLI)
        assert parameter.default is inspect.Parameter.empty or parameter.default is None
        return
    assert parameter.kind is inspect.Parameter.KEYWORD_ONLY, name
    assert parameter.default is inspect.Parameter.empty, name

"""Schemathesis against /openapi.json for each kind of key, and the life-cycle state machine, over real HTTP:
no 5xx and every error in our schema (a few cases each; benchmarks/bench_api_fuzz.py runs thousands)."""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from spanproof import Spanproof
from tests.integration.api_fuzz import KEY_KINDS, key_of, load_schema, stateful, stateless
from tests.integration.server_process import ServerProcess, start_server

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def server(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    srv = start_server(tmp_path_factory.mktemp("fuzz-home"), client.db.url, max_upload_bytes=200_000)
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def schema(server: ServerProcess) -> Any:
    return load_schema(server.url)


@pytest.fixture(scope="module")
def tenant() -> str:
    return f"fuzz-{uuid.uuid4().hex[:6]}"


@pytest.mark.parametrize("kind", KEY_KINDS)
def test_generated_requests_get_no_5xx_and_errors_in_our_schema(
    server: ServerProcess, schema: Any, client: Spanproof, tenant: str, kind: str
) -> None:
    counts: Counter[str] = Counter()
    failures = stateless(server.url, schema, key_of(client, tenant, kind), examples=1, counts=counts)
    assert failures == []
    assert sum(n for status, n in counts.items() if status.isdigit()) > 10, counts


@pytest.mark.parametrize("kind", ["group"])
def test_life_cycles_get_no_5xx_and_stay_consistent(
    server: ServerProcess, client: Spanproof, tenant: str, kind: str
) -> None:
    counts: Counter[str] = Counter()
    stateful(server.url, key_of(client, tenant, kind), examples=2, steps=6, counts=counts)
    assert counts["201"] + counts["200"] > 0, counts

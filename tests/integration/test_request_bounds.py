"""A request's database work ends with the request: statements get the time left as their statement_timeout; a
saturated pool is its own 503, not an outage; a query's distinct terms are capped."""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from spanproof import Settings, Spanproof
from spanproof.errors import DatabaseBusy, StatementTimeout
from spanproof.server.errors import describe
from spanproof.server.limits import Timeout
from spanproof.store import sql
from spanproof.store.db import Database, deadline, time_left

pytestmark = pytest.mark.integration


def test_a_statement_past_the_deadline_is_cancelled_and_the_connection_goes_back_unbounded(client: Spanproof) -> None:
    db = client.db  # opened (started, migrated) before the clock starts
    began = time.monotonic()
    with deadline(0.5), pytest.raises(StatementTimeout), db.connection() as conn:
        conn.execute("SELECT pg_sleep(20)")
    assert time.monotonic() - began < 5
    assert describe(StatementTimeout("x"))[:2] == (504, "request_timeout")
    for _ in range(client.settings.pool_size):  # every pooled connection: none kept the request's timeout
        with client.db.connection() as conn:
            row = conn.execute("SHOW statement_timeout").fetchone()
            assert row is not None and row[0] == "0"


def test_a_saturated_pool_is_service_busy_not_database_unavailable(client: Spanproof, tmp_path: Any) -> None:
    small = Database(Settings(home=tmp_path, database_url=client.db.url, pool_size=1, pool_timeout=0.3)).open()
    try:
        with small.connection(), pytest.raises(DatabaseBusy) as caught, small.connection():
            pass
        status, code, message = describe(caught.value)
        assert (status, code) == (503, "service_busy") and "busy" in message
        with small.connection() as conn:  # free again: the database was fine all along
            assert conn.execute("SELECT 1").fetchone() == (1,)
    finally:
        small.close()


def test_the_request_timeout_reaches_the_threads_a_request_runs_in() -> None:
    app = FastAPI()

    @app.get("/left")
    def left() -> dict[str, float | None]:  # a sync route: run in a worker thread
        return {"left": time_left()}

    async def call() -> dict[str, Any]:
        transport = httpx.ASGITransport(app=Timeout(app, seconds=30))
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as api:
            return dict((await api.get("/left")).json())

    seconds = asyncio.run(call())["left"]
    assert seconds is not None and 25 < seconds <= 30


def test_a_query_of_thousands_of_distinct_words_searches_a_bounded_number(
    client: Spanproof, monkeypatch: pytest.MonkeyPatch
) -> None:
    collection = f"t-{uuid.uuid4().hex[:8]}"
    client.ingest_texts([], collection=collection)
    searched: list[int] = []
    real = sql.search_lexical

    def spy(conn: Any, terms: Any, *args: Any, **kwargs: Any) -> Any:
        searched.append(len(terms))
        return real(conn, terms, *args, **kwargs)

    monkeypatch.setattr(sql, "search_lexical", spy)
    words = " ".join(f"w{n}x" for n in range(400))  # 400 distinct terms in 2,000 characters
    client.search(words, collection=collection, mode="lexical")
    assert searched == [client.settings.max_query_terms]

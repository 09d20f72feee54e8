"""The request timeout middleware over real HTTP (uvicorn in a thread, a tiny app: no database, no models)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import httpx
import pytest
import uvicorn
from fastapi import FastAPI

from spanproof.server.limits import Timeout
from tests.integration.server_process import free_port


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    app = FastAPI()

    @app.get("/fast")
    def fast() -> dict[str, str]:
        return {"ok": "yes"}

    @app.get("/slow-sync")
    def slow_sync() -> dict[str, str]:  # runs in a worker thread, which cannot be interrupted
        time.sleep(2)
        return {"ok": "late"}

    @app.get("/slow-async")
    async def slow_async() -> dict[str, str]:
        import asyncio

        await asyncio.sleep(2)
        return {"ok": "late"}

    app.add_middleware(Timeout, seconds=0.3)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


@pytest.mark.parametrize("path", ["/slow-sync", "/slow-async"])
def test_a_slow_request_gets_504_with_our_error_body_in_time(base_url: str, path: str) -> None:
    began = time.monotonic()
    response = httpx.get(base_url + path, timeout=10)
    elapsed = time.monotonic() - began
    assert response.status_code == 504
    assert response.json() == {"error": {"code": "request_timeout", "message": "the request took longer than 0.3 s"}}
    assert 0.25 < elapsed < 1.5


def test_a_fast_request_is_untouched(base_url: str) -> None:
    response = httpx.get(base_url + "/fast", timeout=10)
    assert response.status_code == 200 and response.json() == {"ok": "yes"}

"""Per-key rate limiting over real HTTP: a key over its rate gets 429 with Retry-After; other keys are unaffected."""

from __future__ import annotations

import uuid
from pathlib import Path

import httpx
import pytest

from spanproof import Spanproof
from spanproof.server.ratelimit import KeyRateLimiter
from tests.integration.server_process import start_server

pytestmark = pytest.mark.integration


def test_a_bucket_refills_at_its_rate() -> None:
    limiter = KeyRateLimiter(rate=10.0, burst=2)
    assert [limiter.take("k") for _ in range(3)] == [0, 0, 1]
    assert limiter.take("other") == 0


def test_a_key_over_its_rate_gets_429_with_retry_after(client: Spanproof, tmp_path: Path) -> None:
    tenant = f"rate-{uuid.uuid4().hex[:6]}"
    busy, calm = client.create_api_key(tenant)[0], client.create_api_key(tenant)[0]
    server = start_server(tmp_path / "home", client.db.url, rate_limit_per_second=0.5, rate_limit_burst=3)
    try:
        with httpx.Client(base_url=server.url, headers={"X-API-Key": busy}, timeout=30) as api:
            assert [api.get("/v1/collections").status_code for _ in range(3)] == [200, 200, 200]
            refused = api.get("/v1/collections")
            assert refused.status_code == 429, refused.text
            assert refused.json()["error"]["code"] == "rate_limited"
            assert int(refused.headers["retry-after"]) >= 1
        with httpx.Client(base_url=server.url, headers={"X-API-Key": calm}, timeout=30) as other:
            assert other.get("/v1/collections").status_code == 200
    finally:
        server.stop()

"""``spanproof smoke`` against a real ``spanproof serve`` on loopback (the session's embedded PostgreSQL): every
check passes on a healthy service within a minute, and a failing check ends the run with exit 1 and one line."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator

import pytest

from spanproof import Spanproof
from tests.integration.server_process import ServerProcess, start_server

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def server(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    srv = start_server(tmp_path_factory.mktemp("smoke-home"), client.db.url)
    yield srv
    srv.stop()


def smoke(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SPANPROOF_SMOKE")}
    command = [sys.executable, "-m", "spanproof.cli", "smoke", *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=180)


def test_smoke_passes_on_a_healthy_deployment(client: Spanproof, server: ServerProcess) -> None:
    key, _ = client.create_api_key(f"smoke-{uuid.uuid4().hex[:8]}")
    other, _ = client.create_api_key(f"smoke-other-{uuid.uuid4().hex[:8]}")
    began = time.monotonic()
    done = smoke(server.url, "--key", key, "--other-key", other)
    took = time.monotonic() - began
    assert done.returncode == 0, (done.stdout, done.stderr, server.log_tail())
    lines = done.stdout.splitlines()
    for words in (
        "health and readiness",
        "upload job",
        "search with scores",
        "confirmed answer, quote on its cited",
        "refusal",
        "another tenant gets 404",
        "cites the earlier revision (Rev A)",
        "all checks passed",
    ):
        assert any(words in line and line.startswith("ok") for line in lines), (words, lines)
    print(f"smoke check: {took:.1f} s")
    # its collection is gone again
    assert all(not c["name"].startswith("smoke-") for c in client.collections(tenant=_tenant(client, key)))


def _tenant(client: Spanproof, key: str) -> str:
    return client.authenticate(key).tenant


def test_smoke_fails_at_the_first_failing_check(client: Spanproof, server: ServerProcess) -> None:
    bad = smoke(server.url, "--key", "sp_not-a-key")
    assert bad.returncode == 1
    assert bad.stdout.splitlines()[0].startswith("ok    health and readiness")
    assert bad.stderr.strip().startswith("FAIL  create the collection: HTTP 401"), bad.stderr
    # Another tenant's key that is in fact the same tenant's: its "404" check fails, and says so.
    key, _ = client.create_api_key(f"smoke-{uuid.uuid4().hex[:8]}")
    same, _ = client.create_api_key(client.authenticate(key).tenant)
    leaky = smoke(server.url, "--key", key, "--other-key", same)
    assert leaky.returncode == 1 and "another tenant's collection: expected 404, got HTTP 200" in leaky.stderr, leaky
    nothing = smoke("http://127.0.0.1:9", "--key", key)  # nothing listens on the discard port
    assert nothing.returncode == 1 and nothing.stderr.startswith("FAIL  cannot talk to http://127.0.0.1:9"), nothing

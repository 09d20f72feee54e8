"""The attacks reported against the running service (issue 12), each through real HTTP: the service stays up, no
5xx, a clear per-file failure or a 4xx in our words, nothing left in the spool, and the good files of the same upload
are ingested."""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from spanproof import Spanproof
from tests.integration.server_process import ServerProcess, start_server, wait_for_job
from tests.unit.test_budgets import docx_bytes

pytestmark = pytest.mark.integration

DRIVER_WORDS = ("psycopg", "PostgreSQL", "DETAIL", "CONTEXT", "Traceback", "/tmp/", "0x00")
GOOD = b"# Pump\n\nFault E-77 means the strainer is blocked. Clean the strainer.\n"


@pytest.fixture(scope="module")
def service_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("hostile-home")


@pytest.fixture(scope="module")
def server(client: Spanproof, service_home: Path) -> Iterator[ServerProcess]:
    srv = start_server(service_home, client.db.url, max_upload_bytes=2_000_000)
    yield srv
    srv.stop()


@pytest.fixture
def api(server: ServerProcess, client: Spanproof) -> Iterator[httpx.Client]:
    key = client.create_api_key(f"hostile-{uuid.uuid4().hex[:8]}")[0]
    with httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=120) as api:
        assert api.put("/v1/collections/c").status_code == 201
        yield api


def spool_entries(home: Path) -> list[str]:
    spool = home / "spool"
    return sorted(p.name for p in spool.iterdir()) if spool.exists() else []


def assert_ours(text: str) -> None:
    for word in DRIVER_WORDS:
        assert word not in text, text


def assert_refused(response: httpx.Response, status: int = 422) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()["error"]
    assert set(body) == {"code", "message"}
    assert_ours(body["message"])
    return body


def upload(api: httpx.Client, files: list[tuple[str, bytes]], **data: Any) -> httpx.Response:
    return api.post("/v1/collections/c/documents", files=[("file", f) for f in files], data=data)


def finished(api: httpx.Client, response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 202, response.text
    return dict(wait_for_job(api, response.json()["id"], timeout=120))


def docx_with_broken_central_directory() -> bytes:
    return docx_bytes("Hello world.").replace(b"PK\x01\x02", b"PK\x09\x09")


def test_a_broken_docx_fails_once_as_its_own_file_and_the_rest_of_the_job_goes_on(
    api: httpx.Client, service_home: Path
) -> None:
    job = finished(api, upload(api, [("broken.docx", docx_with_broken_central_directory()), ("good.md", GOOD)]))
    files = {f["source"]: f for f in job["report"]["files"]}
    assert files["broken.docx"]["status"] == "failed" and "damaged" in files["broken.docx"]["error"]
    assert files["good.md"]["status"] == "ingested"
    assert job["attempts"] == 1  # not retried as "interrupted"
    assert_ours(json.dumps(job))
    hits = api.get("/v1/collections/c/search", params={"q": "E-77 strainer"}).json()
    assert hits and hits[0]["document"] == "good.md"
    assert spool_entries(service_home) == []


def test_a_nul_byte_after_the_first_4_kb_of_a_text_file_is_a_clear_failure(
    api: httpx.Client, service_home: Path
) -> None:
    job = finished(api, upload(api, [("late-nul.txt", b"a " * 3000 + b"\x00 tail")]))
    (only,) = job["report"]["files"]
    assert only["status"] == "failed" and "NUL" in only["error"]
    assert_ours(json.dumps(job))
    assert spool_entries(service_home) == []


def test_nul_characters_in_queries_text_and_metadata_are_4xx(api: httpx.Client, service_home: Path) -> None:
    assert_refused(api.get("/v1/collections/c/search", params={"q": "oil\x00filter"}))
    assert_refused(api.post("/v1/collections/c/ask", json={"question": "oil\x00filter?"}))
    assert_refused(upload(api, [("meta.md", GOOD)], metadata=json.dumps({"k": "v\x00"})))
    text = api.post("/v1/collections/c/documents", json={"title": "Memo\x00", "text": "Some memo text."})
    if text.status_code != 202:  # refused at once, or a clear failure of that file
        assert_refused(text)
    else:
        job = wait_for_job(api, text.json()["id"])
        assert_ours(json.dumps(job))
    assert api.get("/health").status_code == 200
    assert spool_entries(service_home) == []


def test_long_names_twin_names_and_deep_metadata_are_422_and_leave_no_spool(
    api: httpx.Client, service_home: Path
) -> None:
    assert_refused(upload(api, [("a" * 300 + ".txt", b"text")]))
    assert_refused(upload(api, [("same.md", GOOD), ("same.md", GOOD + b"more\n")]))
    deep = "[" * 10_000 + "]" * 10_000
    assert_refused(upload(api, [("deep.md", GOOD)], metadata='{"a": ' + deep + "}"))
    nested = {"a": json.loads("[" * 100 + "]" * 100)}
    assert_refused(upload(api, [("deep.md", GOOD)], metadata=json.dumps(nested)))
    text = api.post(
        "/v1/collections/c/documents",
        content='{"title": "t", "text": "x", "metadata": {"a": ' + deep + "}}",
        headers={"content-type": "application/json"},
    )
    assert_refused(text)
    assert spool_entries(service_home) == []


def test_a_markdown_heading_of_200000_spaces_before_a_brace_does_not_hold_the_service(
    api: httpx.Client, server: ServerProcess, service_home: Path
) -> None:
    hostile = b"# Title" + b" " * 200_000 + b"{\n\nBody text about the strainer.\n"
    began = time.monotonic()
    sent = upload(api, [("spaces.md", hostile)])
    health: list[float] = []

    def probe() -> None:
        with httpx.Client(base_url=server.url, timeout=10) as plain:
            for _ in range(10):
                t = time.monotonic()
                assert plain.get("/health").status_code == 200
                health.append(time.monotonic() - t)

    prober = threading.Thread(target=probe)
    prober.start()
    job = finished(api, sent)
    prober.join()
    assert job["status"] == "done", job
    assert time.monotonic() - began < 60  # minutes to hours before the fix
    assert len(health) == 10 and max(health) < 5
    assert spool_entries(service_home) == []

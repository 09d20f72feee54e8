"""What the web page needs from the service, over real HTTP against ``spanproof serve``: a stored page with the
cited span located (and never another tenant's or group's), the rendered PNG, feedback and the content gaps per
tenant, one-time sign-in tokens, and the original files kept by content hash until the last version goes."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from spanproof import Spanproof
from spanproof.errors import InvalidApiKey
from spanproof.store.originals import Originals
from tests.conftest import FAA
from tests.integration.server_process import ServerProcess, start_server

pytestmark = pytest.mark.integration

CARD = "Valve card.\n\nThe drain valve must be closed before the tank is filled.\n\nThe tank holds 40 litres.\n"


@pytest.fixture(scope="module")
def server(client: Spanproof, home: Path) -> Iterator[ServerProcess]:
    srv = start_server(home, client.db.url)  # the session's home: it holds the originals ``client`` ingested
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def tenant(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A tenant with a PDF and a text card (the card restricted to the group "eng"), and its keys."""
    name = f"web-{uuid.uuid4().hex[:8]}"
    folder = tmp_path_factory.mktemp("web-docs")
    (folder / "card.txt").write_text(CARD)
    client.ingest([FAA / "ch05_engine-starting-systems.pdf"], collection="docs", tenant=name)
    client.ingest([folder / "card.txt"], collection="docs", tenant=name, access_groups=["eng"])
    return {
        "name": name,
        "admin": client.create_api_key(name)[0],
        "public": client.create_api_key(name, groups=[])[0],
        "other": client.create_api_key(f"other-{uuid.uuid4().hex[:8]}")[0],
    }


def http(server: ServerProcess, key: str) -> httpx.Client:
    return httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=120)


def test_the_page_is_served_with_its_files_and_no_inline_script(server: ServerProcess) -> None:
    page = httpx.get(f"{server.url}/")
    assert page.status_code == 200 and 'data-testid="question"' in page.text
    assert "script-src" not in page.headers["content-security-policy"]  # default-src 'self': no inline script
    assert "<script>" not in page.text  # only the module file
    assert httpx.get(f"{server.url}/web/main.js").headers["content-type"].startswith("text/javascript")


def test_a_pdf_citation_opens_its_page_with_boxes_and_a_text_one_with_its_offsets(
    server: ServerProcess, tenant: dict[str, str]
) -> None:
    with http(server, tenant["admin"]) as api:
        answer = api.post("/v1/collections/docs/ask", json={"question": "What is a direct-cranking electric starter?"})
        # confirmed or not, a citation opens the same way (the page shows an unconfirmed statement's too)
        cited = (answer.json()["citations"] or answer.json()["unconfirmed"]["citations"])[0]
        params = {k: cited[k] for k in ("document", "page", "start", "end")} | {"version": cited["document_version"]}
        view = api.get("/v1/collections/docs/page", params=params).json()
        assert view["quote"] == cited["quote"] == view["text"][cited["start"] : cited["end"]]
        assert view["image"] and view["rects"]
        image = api.get(
            "/v1/collections/docs/page/image", params={"document": cited["document"], "page": cited["page"]}
        )
        assert image.headers["content-type"] == "image/png" and image.content[:4] == b"\x89PNG"

        text = api.get("/v1/collections/docs/page", params={"document": "card.txt", "page": 1, "start": 13, "end": 28})
        body = text.json()
        assert body["quote"] == CARD[13:28] and body["image"] is False and body["rects"] is None
        assert api.get("/v1/collections/docs/page/image", params={"document": "card.txt", "page": 1}).status_code == 404
        bad = api.get("/v1/collections/docs/page", params={"document": "card.txt", "page": 1, "start": 5, "end": 999})
        assert bad.status_code == 422
        assert api.get("/v1/collections/docs/page", params={"document": "nope.pdf", "page": 1}).status_code == 404
    with http(server, tenant["public"]) as public:  # the card is the "eng" group's only
        assert public.get("/v1/collections/docs/page", params={"document": "card.txt", "page": 1}).status_code == 404
        assert public.get("/v1/collections/docs/page/image", params=params).status_code == 200
    with http(server, tenant["other"]) as other:  # another tenant sees neither
        assert other.get("/v1/collections/docs/page", params=params).status_code == 404
        assert other.get("/v1/collections/docs/page/image", params=params).status_code == 404


def test_feedback_and_gaps_stay_with_their_tenant(server: ServerProcess, tenant: dict[str, str]) -> None:
    question = f"What is the torque of bolt {uuid.uuid4().hex[:6]}?"
    with http(server, tenant["admin"]) as api:
        refused = api.post("/v1/collections/docs/ask", json={"question": question}).json()
        assert refused["status"] == "refused"
        body = {"collection": "docs", "question": question, "status": "refused", "rating": "down"}
        stored = api.post("/v1/feedback", json=body)
        assert stored.status_code == 201
        with http(server, tenant["other"]) as other:
            reason = {"reason": "retrieval_missed"}
            assert other.patch(f"/v1/feedback/{stored.json()['id']}", json=reason).status_code == 404
            assert all(question not in row["questions"] for row in other.get("/v1/report/gaps").json())
        assert api.patch(f"/v1/feedback/{stored.json()['id']}", json={"reason": "bogus"}).status_code == 422
        assert api.patch(f"/v1/feedback/{stored.json()['id']}", json=reason).status_code == 204
        up = api.post("/v1/feedback", json={**body, "rating": "up", "question": question + " (up)"})
        assert up.status_code == 201
        gaps = api.get("/v1/report/gaps", params={"collection": "docs"}).json()
        listed = {row["reason"]: row for row in gaps}
        assert question in listed["refused"]["questions"] and question in listed["retrieval_missed"]["questions"]
        assert all(question + " (up)" not in row["questions"] for row in gaps)  # a thumbs up is no gap
        assert api.get("/v1/report/gaps", params={"weeks": 0}).status_code == 422


def test_a_sign_in_token_works_once_and_not_after_it_expires(client: Spanproof) -> None:
    token = client.create_login_token("someone")
    key = client.redeem_login_token(token)
    assert client.authenticate(key).tenant == "someone"
    with pytest.raises(InvalidApiKey):
        client.redeem_login_token(token)
    with pytest.raises(InvalidApiKey):
        client.redeem_login_token(client.create_login_token("someone", seconds=0))


def test_an_original_file_stays_until_its_last_version_is_deleted(
    client: Spanproof, tmp_path: Path, collection: str
) -> None:
    (tmp_path / "card.txt").write_text(CARD + f"Batch {uuid.uuid4().hex}.\n")
    client.ingest([tmp_path / "card.txt"], collection=collection)
    client.ingest([tmp_path / "card.txt"], collection=collection + "-copy")
    stored = client.documents(collection)[0]
    with client.db.connection() as conn:
        row = conn.execute("SELECT content_hash FROM documents WHERE id = %s", (stored["id"],)).fetchone()
    assert row is not None
    original = Originals.of(client.settings).path(row[0])
    assert original.read_bytes() == (tmp_path / "card.txt").read_bytes()
    original.unlink()  # as if stored before originals were kept: an unchanged ingest keeps it now
    [again] = client.ingest([tmp_path / "card.txt"], collection=collection).files
    assert again.status == "unchanged" and original.read_bytes() == (tmp_path / "card.txt").read_bytes()
    client.delete_document(collection, stored["id"])
    assert original.is_file()  # the copy in the other collection still has it
    client.delete_collection(collection + "-copy")
    assert not original.exists()

"""A deployment smoke check over HTTP (``spanproof smoke URL --key KEY``): a running service, checked end to end.

In a fresh collection of its own (deleted at the end): health and readiness; an upload job that finishes; a search
whose hits carry their scores; a confirmed answer whose every quote is the exact slice of the page it cites (the
pages are the text this check uploaded, stored verbatim); a refusal; another tenant's 404 (with a second key); and
an as-of question that cites the earlier of two revisions uploaded with effectivity metadata. The first failure
ends the run with one clear line.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

# Two pages (a form feed between): the answer must cite page 1, and the quote is checked against it.
PUMP_PAGES = (
    "Fault codes. Fault E-21 means the inlet valve is stuck closed. Replace the inlet valve seal and restart the pump.",
    "Lubrication. Change the oil filter every 500 operating hours. Use SAE 30 oil in the gearbox.",
)
TORQUE = "Main rotor nut. Torque the main rotor retaining nut to {} Nm, then safety-wire it."
REVISIONS = (
    ("Rev A", "110", {"effective_from": "2019-01-01", "effective_to": "2021-03-01", "recorded_at": "2018-12-01"}),
    ("Rev B", "125", {"effective_from": "2021-03-01", "recorded_at": "2021-02-15"}),
)
ANSWERABLE = "What does fault E-21 mean?"
UNANSWERABLE = "Who composed the Moonlight Sonata?"
AS_OF_QUESTION = "What is the main rotor retaining nut torque?"
AS_OF = "2020-06-01"
SCORES = ("lexical", "dense", "fused")


class SmokeFailure(Exception):
    """One check failed; the message says which and why."""


@dataclass
class Smoke:
    url: str
    key: str
    other_key: str | None = None
    timeout: float = 60.0
    report: Callable[[str], None] = print
    collection: str = field(default_factory=lambda: f"smoke-{uuid.uuid4().hex[:10]}")

    def run(self) -> None:
        """Every check in turn; SmokeFailure at the first that fails. The collection is deleted at the end."""
        began = time.monotonic()
        self._deadline = began + self.timeout
        try:
            with httpx.Client(base_url=self.url.rstrip("/"), headers={"X-API-Key": self.key}, timeout=30) as api:
                self._health(api)
                self._expect(api.put(f"/v1/collections/{self.collection}"), (200, 201), "create the collection")
                try:
                    self._upload_and_search(api)
                    self._answers(api)
                    self._other_tenant()
                    self._as_of(api)
                finally:
                    self._delete(api)
        except httpx.HTTPError as exc:
            raise SmokeFailure(f"cannot talk to {self.url}: {exc!r}") from exc
        self.report(f"ok    all checks passed in {time.monotonic() - began:.1f} s")

    def _delete(self, api: httpx.Client) -> None:
        status: int | str
        try:
            status = api.delete(f"/v1/collections/{self.collection}").status_code
        except httpx.HTTPError as exc:
            status = f"{exc!r}"
        if status != 204:
            self.report(f"note  could not delete the collection {self.collection}: {status}")

    # --- the checks ---------------------------------------------------------------------------

    def _health(self, api: httpx.Client) -> None:
        health = self._expect(api.get("/health"), (200,), "health")
        if health.get("status") != "ok":
            raise SmokeFailure(f"health: expected status ok, got {health}")
        ready = self._expect(api.get("/ready"), (200,), "readiness")
        if ready.get("status") != "ready":
            raise SmokeFailure(f"readiness: {ready}")
        self.report(f"ok    health and readiness ({', '.join(k for k, v in ready.get('checks', {}).items() if v)})")

    def _upload_and_search(self, api: httpx.Client) -> None:
        job = self._upload(api, {"title": "PX-200 pump", "name": "pump.txt", "text": "\f".join(PUMP_PAGES)})
        report = job.get("report") or {}
        self.report(f"ok    upload job {job['id']} done ({report.get('totals', {}).get('ingested', '?')} ingested)")
        hits = self._expect(api.get(self._path("search"), params={"q": "fault E-21", "k": 3}), (200,), "search")
        if not hits or hits[0].get("document") != "pump.txt":
            raise SmokeFailure(f"search: expected pump.txt first, got {[h.get('document') for h in hits]}")
        missing = [name for name in SCORES if hits[0].get("scores", {}).get(name) is None]
        if missing:
            raise SmokeFailure(f"search: the first hit has no {', '.join(missing)} score: {hits[0].get('scores')}")
        scores = hits[0]["scores"]
        self.report(f"ok    search with scores (lexical {scores['lexical']:.3g}, dense {scores['dense']:.3g})")

    def _answers(self, api: httpx.Client) -> None:
        answer = self._ask(api, {"question": ANSWERABLE})
        if answer.get("status") != "answered" or not answer.get("citations"):
            raise SmokeFailure(f"confirmed answer: expected answered with citations, got {_brief(answer)}")
        for cited in answer["citations"]:
            if cited.get("document") != "pump.txt" or not 1 <= cited.get("page", 0) <= len(PUMP_PAGES):
                raise SmokeFailure(f"confirmed answer: a citation names {cited.get('document')} p.{cited.get('page')}")
            page = PUMP_PAGES[cited["page"] - 1]
            if page[cited["start"] : cited["end"]] != cited["quote"]:
                raise SmokeFailure(f"confirmed answer: the quote {cited['quote']!r} is not on its cited page")
        self.report(f"ok    confirmed answer, quote on its cited page: {answer['citations'][0]['quote']!r}")
        refusal = self._ask(api, {"question": UNANSWERABLE})
        if refusal.get("status") != "refused" or refusal.get("citations"):
            raise SmokeFailure(f"refusal: expected refused without citations, got {_brief(refusal)}")
        self.report(f"ok    refusal: {refusal.get('reason')}")

    def _other_tenant(self) -> None:
        if not self.other_key:
            self.report("skip  another tenant's 404 (give --other-key, a key of another tenant)")
            return
        with httpx.Client(base_url=self.url.rstrip("/"), headers={"X-API-Key": self.other_key}, timeout=30) as other:
            for what, response in (
                ("collection", other.get(f"/v1/collections/{self.collection}")),
                ("search", other.get(self._path("search"), params={"q": "fault E-21"})),
                ("ask", other.post(self._path("ask"), json={"question": ANSWERABLE})),
            ):
                if response.status_code != 404:
                    raise SmokeFailure(f"another tenant's {what}: expected 404, got HTTP {response.status_code}")
        self.report("ok    another tenant gets 404 for this collection, its search and ask")

    def _as_of(self, api: httpx.Client) -> None:
        for version, torque, validity in REVISIONS:
            metadata = {"document": "px200-62", "version": version, **validity}
            body = {"title": "PX200 62-10", "name": f"62-10-{version[-1].lower()}.txt", "text": TORQUE.format(torque)}
            self._upload(api, {**body, "metadata": metadata})
        answer = self._ask(api, {"question": AS_OF_QUESTION, "as_of": AS_OF})
        versions = [c.get("document_version") for c in answer.get("citations", [])]
        if answer.get("status") != "answered" or set(versions) != {"Rev A"} or "110" not in answer.get("answer", ""):
            raise SmokeFailure(f"as-of {AS_OF}: expected an answer citing Rev A (110 Nm), got {_brief(answer)}")
        self.report(f"ok    as of {AS_OF} the answer cites the earlier revision (Rev A): {answer['answer']!r}")

    # --- helpers ------------------------------------------------------------------------------

    def _path(self, route: str) -> str:
        return f"/v1/collections/{self.collection}/{route}"

    def _expect(self, response: httpx.Response, statuses: tuple[int, ...], what: str) -> Any:
        if response.status_code not in statuses:
            raise SmokeFailure(f"{what}: HTTP {response.status_code}: {response.text[:300]}")
        return response.json() if response.content else None

    def _ask(self, api: httpx.Client, body: dict[str, Any]) -> dict[str, Any]:
        answer: dict[str, Any] = self._expect(
            api.post(self._path("ask"), json=body), (200,), f"ask {body['question']!r}"
        )
        return answer

    def _upload(self, api: httpx.Client, body: dict[str, Any]) -> dict[str, Any]:
        """A JSON text upload, then its job polled until it ends (within the run's time)."""
        job = self._expect(api.post(self._path("documents"), json=body), (202,), f"upload {body['name']}")
        while job["status"] not in ("done", "failed"):
            if time.monotonic() > self._deadline:
                raise SmokeFailure(f"upload job {job['id']}: still {job['status']} after {self.timeout:g} s")
            time.sleep(0.2)
            job = self._expect(api.get(f"/v1/jobs/{job['id']}"), (200,), f"job {job['id']}")
        if job["status"] != "done" or (job.get("report") or {}).get("totals", {}).get("failed"):
            raise SmokeFailure(f"upload job {job['id']}: {job['status']}: {job.get('error') or job.get('report')}")
        return dict(job)


def _brief(answer: dict[str, Any]) -> str:
    cited = [(c.get("document"), c.get("document_version"), c.get("page")) for c in answer.get("citations", [])]
    status, text, reason = answer.get("status"), answer.get("answer"), answer.get("reason")
    return f"status {status!r}, answer {text!r}, citations {cited}, reason {reason!r}"

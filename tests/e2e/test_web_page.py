"""The web page in real headless Chromium against a real ``spanproof serve --open`` on loopback (the session's
embedded PostgreSQL, the real FAA sample): sign in with the one-time link, ask and watch the stages, open a citation
and find the highlight at the quoted words (checked against pypdfium2's own character boxes, computed here), a
refusal with its unconfirmed statement and passages, feedback found in the content-gap report, markup from a
document shown as text, keyboard-only use and phone width. Explicit waits on conditions only.

Screenshots go to $SPANPROOF_E2E_ARTEFACTS (default: a pytest temporary folder), named as in docs/.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pypdfium2 as pdfium
import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver import Chrome
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

from spanproof import Spanproof, TextDocument
from tests.conftest import FAA
from tests.e2e.browser import chromium
from tests.integration.server_process import ServerProcess, start_server
from tests.integration.test_versions import QUESTION as TORQUE_QUESTION
from tests.integration.test_versions import TORQUE
from tests.openai_server import scripted_llm

pytestmark = pytest.mark.integration

WAIT = 120  # seconds an explicit wait may take on a busy two-core machine before it fails
ANSWERED = "What is a bimetallic strip?"  # confirmed at the fitted threshold (score 0.82, 2026-12-04)
# The handbook speaks of turbine blades melting but never states a melting point: refused, with the closest
# verified statement as unconfirmed evidence.
REFUSED = "What is the melting point of the turbine blades?"
MARKUP = "<script>window.pwned = 1</script>"
MARKUP_DOC = (
    "Pump service card.\n\nThe bypass switch carries the label " + MARKUP + " and the bypass switch must be set to OFF"
    " before the pump is serviced.\n\nThe pump housing is painted grey.\n"
)
MARKUP_QUESTION = "What must the bypass switch be set to before the pump is serviced?"


@pytest.fixture(scope="module")
def artefacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = Path(os.environ.get("SPANPROOF_E2E_ARTEFACTS") or tmp_path_factory.mktemp("artefacts"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def server(client: Spanproof, home: Path) -> Iterator[ServerProcess]:
    # The session's home: the originals ingested through ``client`` are the ones the service renders.
    srv = start_server(home, client.db.url, args=["--open"])
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def sign_in_url(server: ServerProcess) -> str:
    found = re.search(r"http://\S+/#token=\S+", server.log.read_text())
    assert found, server.log_tail()
    return found.group(0)


@pytest.fixture(scope="module")
def markup_collection(client: Spanproof, tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("markup")
    (folder / "pump-card.txt").write_text(MARKUP_DOC)
    name = f"web-markup-{uuid.uuid4().hex[:6]}"
    assert not client.ingest([folder / "pump-card.txt"], collection=name).failed
    return name


@pytest.fixture(scope="module")
def review_collection(client: Spanproof) -> str:
    """Two versions of a manual in force together for PX200 variant A, serials 1000-1999, that disagree."""
    name = f"web-review-{uuid.uuid4().hex[:6]}"
    app = {"product": "PX200", "variants": ["A"], "serials": [[1000, 1999]]}
    for version, torque in (("Rev C", 128), ("Rev C-temp", 133)):
        meta = {"document": "px200-amm", "version": version, "effective_from": "2022-01-01", "applicability": app}
        text = TextDocument(f"amm-{torque}.txt", TORQUE.format(torque), "Maintenance manual", meta)
        assert not client.ingest_texts([text], collection=name).failed
    return name


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chrome]:
    driver = chromium(tmp_path_factory.mktemp("chromium-profile"))
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def signed_in(
    browser: Chrome, sign_in_url: str, server: ServerProcess, faa_collection: str, markup_collection: str
) -> Chrome:
    browser.get(sign_in_url)
    loaded(browser)
    return browser


def wait(browser: Chrome) -> WebDriverWait[Chrome]:
    return WebDriverWait(browser, WAIT, ignored_exceptions=(StaleElementReferenceException,))


def by_testid(browser: Chrome, name: str) -> list[WebElement]:
    return browser.find_elements(By.CSS_SELECTOR, f"[data-testid={name}]")


def visible(browser: Chrome, name: str) -> WebElement:
    def shown(driver: Chrome) -> WebElement | bool:
        found = [e for e in by_testid(driver, name) if e.is_displayed()]
        return found[0] if found else False

    element: WebElement = wait(browser).until(shown, f"no visible [data-testid={name}]")
    return element


def loaded(browser: Chrome) -> None:
    """Signed in, the collections and example questions in place."""
    wait(browser).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true")
    visible(browser, "question")


def ask(browser: Chrome, collection: str, question: str) -> str:
    """Ask through the page; the final status (the stream's answer event)."""
    Select(browser.find_element(By.ID, "collection")).select_by_value(collection)
    box = visible(browser, "question")
    box.clear()
    box.send_keys(question)
    visible(browser, "ask").click()
    return final_status(browser)


def final_status(browser: Chrome) -> str:
    def done(driver: Chrome) -> str | bool:
        status = by_testid(driver, "status")[0]
        value = status.get_attribute("data-status") or ""
        return value if value in ("answered", "refused", "review", "error") else False

    status: str = wait(browser).until(done, "the answer did not arrive")
    return status


def api(server: ServerProcess, browser: Chrome) -> httpx.Client:
    """The service with the key the page holds in its session storage."""
    key = browser.execute_script("return sessionStorage.getItem('spanproof.apiKey')")
    return httpx.Client(base_url=server.url, headers={"X-API-Key": key}, timeout=120)


def page_ready(browser: Chrome, mode: str) -> WebElement:
    def ready(driver: Chrome) -> WebElement | bool:
        view = by_testid(driver, "page-view")[0]
        return view if view.get_attribute("data-ready") == "true" and view.get_attribute("data-mode") == mode else False

    element: WebElement = wait(browser).until(ready, f"the page view did not open in {mode} mode")
    return element


def pdfium_quote_boxes(path: Path, page_number: int, quote: str) -> list[tuple[float, float, float, float]]:
    """The boxes (fractions of the page: left, top, right, bottom) of the quote's letters and digits, found here
    in pdfium's own character sequence, independently of spanproof's layout."""
    doc = pdfium.PdfDocument(path)
    try:
        page = doc[page_number - 1]
        width, height = page.get_width(), page.get_height()
        text = page.get_textpage()
        chars = [(i, text.get_text_range(i, 1)) for i in range(text.count_chars())]
        alnum = [(i, c) for i, c in chars if c.isalnum()]
        sequence = "".join(c for _, c in alnum)
        wanted = "".join(c for c in quote if c.isalnum())
        at = sequence.find(wanted)
        assert at >= 0 and sequence.find(wanted, at + 1) < 0, "the quote is not found once on the page"
        boxes = []
        for index, _ in alnum[at : at + len(wanted)]:
            left, bottom, right, top = text.get_charbox(index, loose=True)
            boxes.append((left / width, (height - top) / height, right / width, (height - bottom) / height))
        return boxes
    finally:
        doc.close()


def highlight_rects(browser: Chrome) -> list[tuple[float, float, float, float]]:
    """The drawn highlights as fractions of the rendered page image (left, top, right, bottom)."""
    rects: list[dict[str, Any]] = browser.execute_script(
        "const img = document.querySelector('[data-testid=page-view] img').getBoundingClientRect();"
        "return [...document.querySelectorAll('[data-testid=highlight]')].map(h => {"
        " const r = h.getBoundingClientRect();"
        " return {l: (r.left - img.left) / img.width, t: (r.top - img.top) / img.height,"
        "  r: (r.right - img.left) / img.width, b: (r.bottom - img.top) / img.height}; });"
    )
    return [(r["l"], r["t"], r["r"], r["b"]) for r in rects]


CONTRAST = """
const luminance = (rgb) => {
  const [r, g, b] = rgb.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const parse = (css) => css.match(/[\\d.]+/g).map(Number);
const background = (node) => {
  for (; node; node = node.parentElement) {
    const c = parse(getComputedStyle(node).backgroundColor);
    if (c.length < 4 || c[3] > 0.5) return c.slice(0, 3);
  }
  return [255, 255, 255];
};
const worst = [];
for (const node of document.querySelectorAll("body *")) {
  const own = [...node.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own || !node.checkVisibility() || node.closest("[data-testid=page-view] .page-frame")) continue;
  const fg = luminance(parse(getComputedStyle(node).color).slice(0, 3));
  const bg = luminance(background(node));
  const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  worst.push([ratio, node.tagName + "#" + node.id + " " + node.textContent.trim().slice(0, 30)]);
}
worst.sort((a, b) => a[0] - b[0]);
return worst.slice(0, 3);
"""


def assert_contrast(browser: Chrome) -> None:
    """Every visible text on the page at WCAG AA contrast (4.5:1) against the background it is drawn on."""
    worst = browser.execute_script(CONTRAST)
    assert worst and worst[0][0] >= 4.5, worst


def test_one_time_link_signs_in_once(signed_in: Chrome, server: ServerProcess, sign_in_url: str) -> None:
    key = signed_in.execute_script("return sessionStorage.getItem('spanproof.apiKey')")
    assert key and key.startswith("sp_")
    assert signed_in.execute_script("return localStorage.length") == 0
    assert "token" not in signed_in.current_url  # the token left the address bar
    token = sign_in_url.split("#token=")[1]
    again = httpx.post(f"{server.url}/v1/session", json={"token": token}, timeout=30)
    assert again.status_code == 401
    assert httpx.get(f"{server.url}/v1/session", headers={"X-API-Key": key}).json()["tenant"] == "local"


def test_answer_streams_and_a_citation_opens_the_highlighted_page(
    signed_in: Chrome, server: ServerProcess, faa_collection: str, artefacts: Path
) -> None:
    with api(server, signed_in) as http:  # the same question as JSON: what the page must show
        direct = http.post(f"/v1/collections/{faa_collection}/ask", json={"question": ANSWERED}).json()
    assert direct["status"] == "answered", "precondition"
    cited = direct["citations"][0]
    assert ask(signed_in, faa_collection, ANSWERED) == "answered"
    stages = [e.text for e in signed_in.find_elements(By.CSS_SELECTOR, "#stages li")]
    assert stages == ["retrieving", "ranking", "drafting", "verifying"]
    answer = visible(signed_in, "answer")
    assert answer.text.strip()
    assert_contrast(signed_in)
    citations = by_testid(signed_in, "citation")
    assert len(citations) == len(direct["citations"])
    first = citations[0]
    body = first.text
    assert cited["document"] in body and f"version {cited['document_version']}" in body
    assert f"page {cited['page']}" in body and "valid" in body and cited["quote"].split()[0] in body
    first.click()
    page_ready(signed_in, "image")
    rects = highlight_rects(signed_in)
    assert rects
    expected = pdfium_quote_boxes(FAA / cited["document"], cited["page"], cited["quote"])
    slack = 0.004  # a fraction of the page: sub-pixel rounding of the rendered image
    for left, top, right, bottom in expected:  # every letter of the quote lies inside a highlight
        x, y = (left + right) / 2, (top + bottom) / 2
        assert any(r[0] - slack <= x <= r[2] + slack and r[1] - slack <= y <= r[3] + slack for r in rects), (x, y)
    union = (min(b[0] for b in expected), min(b[1] for b in expected), max(b[2] for b in expected))
    union += (max(b[3] for b in expected),)
    drawn = (min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects), max(r[3] for r in rects))
    assert all(abs(a - b) < 0.01 for a, b in zip(union, drawn, strict=True)), (union, drawn)  # and no more than it
    signed_in.set_window_size(1280, 2400)
    signed_in.execute_script("document.getElementById('result').scrollIntoView()")
    signed_in.save_screenshot(str(artefacts / "web-answer.png"))
    # The search inspector for the same question: every hit with every score and rank.
    inspector = signed_in.find_element(By.ID, "inspector")
    wait(signed_in).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=inspector-hit]"))
    row = signed_in.find_elements(By.CSS_SELECTOR, "[data-testid=inspector-hit]")[0].text
    assert re.search(r"\d\.\d{3} \(#\d+\)", row)
    signed_in.execute_script("arguments[0].scrollIntoView()", inspector)
    inspector.screenshot(str(artefacts / "web-inspector.png"))
    signed_in.set_window_size(1280, 1000)


def test_refusal_shows_unconfirmed_and_passages_then_feedback_reaches_the_report(
    signed_in: Chrome, server: ServerProcess, client: Spanproof, faa_collection: str, artefacts: Path
) -> None:
    with api(server, signed_in) as http:
        direct = http.post(f"/v1/collections/{faa_collection}/ask", json={"question": REFUSED}).json()
    assert direct["status"] == "refused" and direct["unconfirmed"], "precondition: this refusal carries one"
    assert ask(signed_in, faa_collection, REFUSED) == "refused"
    refusal = visible(signed_in, "refusal")
    assert direct["reason"][:40] in refusal.text
    unconfirmed = visible(signed_in, "unconfirmed")
    assert "closest statement found — not confirmed" in unconfirmed.text
    assert direct["unconfirmed"]["answer"][:40] in unconfirmed.text
    assert not [e for e in by_testid(signed_in, "answer") if e.is_displayed()]  # not shown as an answer
    assert not by_testid(signed_in, "citation")  # a refusal has no citations; the statement's are its own
    assert len(by_testid(signed_in, "unconfirmed-citation")) == len(direct["unconfirmed"]["citations"])
    passages = visible(signed_in, "passages")
    hits = passages.find_elements(By.CSS_SELECTOR, "[data-testid=hit]")
    assert hits and all(h.get_attribute("data-kind") != "navigation" for h in hits)
    assert_contrast(signed_in)
    history = signed_in.find_elements(By.CSS_SELECTOR, "#history li")  # one conversation: the service counts the turns
    assert history[-1].get_attribute("data-turn") == str(len(history))
    signed_in.set_window_size(1280, 1800)
    signed_in.save_screenshot(str(artefacts / "web-refusal.png"))
    signed_in.set_window_size(1280, 1000)
    hits[0].click()
    wait(signed_in).until(lambda d: by_testid(d, "page-view")[0].get_attribute("data-ready") == "true")
    assert by_testid(signed_in, "highlight")

    visible(signed_in, "feedback-down").click()
    reason = wait(signed_in).until(lambda d: d.find_element(By.CSS_SELECTOR, "input[value=not_in_documents]"))
    wait(signed_in).until(lambda d: reason.is_displayed())
    reason.click()
    signed_in.find_element(By.ID, "feedback-send").click()
    wait(signed_in).until(lambda d: "recorded: Not in the documents" in d.find_element(By.ID, "feedback-status").text)
    env = {**os.environ, "SPANPROOF_DATABASE_URL": client.db.url}
    out = subprocess.run(
        [sys.executable, "-m", "spanproof.cli", "report", "--json", "--collection", faa_collection],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    rows = json.loads(out)
    by_reason = {row["reason"]: row for row in rows}
    assert REFUSED in by_reason["not_in_documents"]["questions"]  # the thumbs down, with its reason
    assert REFUSED in by_reason["refused"]["questions"]  # and the refusal itself
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", row["week"]) and row["count"] >= 1 for row in rows)
    signed_in.find_element(By.ID, "gaps-load").click()
    wait(signed_in).until(lambda d: any(REFUSED in r.text for r in by_testid(d, "gap")))


def test_markup_in_a_document_shows_as_text(signed_in: Chrome, server: ServerProcess, markup_collection: str) -> None:
    signed_in.get(f"{server.url}/?collection={markup_collection}")  # the key stays in the tab's session
    loaded(signed_in)
    assert Select(signed_in.find_element(By.ID, "collection")).first_selected_option.get_attribute("value") == (
        markup_collection
    )
    scripts = signed_in.execute_script("return document.scripts.length")
    status = ask(signed_in, markup_collection, MARKUP_QUESTION)
    assert status == "answered"
    citation = by_testid(signed_in, "citation")[0]
    assert MARKUP in citation.text
    assert MARKUP in visible(signed_in, "answer").text or MARKUP in citation.text
    citation.click()
    view = page_ready(signed_in, "text")
    assert MARKUP in by_testid(signed_in, "highlight")[0].text
    assert MARKUP in view.text
    assert signed_in.execute_script("return document.scripts.length") == scripts
    assert signed_in.execute_script("return typeof window.pwned") == "undefined"


def test_review_shows_the_disagreeing_sources_side_by_side_for_the_effectivity_asked(
    signed_in: Chrome, review_collection: str, artefacts: Path
) -> None:
    signed_in.refresh()
    loaded(signed_in)
    signed_in.find_element(By.CSS_SELECTOR, "#effectivity summary").click()
    # a date field takes the date as typed in its locale's order; the en-US default is month, day, year
    signed_in.find_element(By.ID, "as-of").send_keys("06012022")
    for field, value in (("product", "PX200"), ("variant", "A"), ("serial", "1500")):
        signed_in.find_element(By.ID, field).send_keys(value)
    assert signed_in.find_element(By.ID, "as-of").get_attribute("value") == "2022-06-01"
    assert ask(signed_in, review_collection, TORQUE_QUESTION) == "review"
    sources = signed_in.find_elements(By.CSS_SELECTOR, "#review-sources .side-by-side [data-testid=citation]")
    assert {s.text.split("version ")[1].split(" ·")[0] for s in sources} == {"Rev C", "Rev C-temp"}
    tops = {round(s.rect["y"]) for s in sources}
    assert len(tops) == 1  # side by side: one row
    signed_in.save_screenshot(str(artefacts / "web-review.png"))
    # a serial none of the versions applies to: nothing to answer from, and no passages to show
    signed_in.find_element(By.ID, "serial").clear()
    signed_in.find_element(By.ID, "serial").send_keys("5")
    assert ask(signed_in, review_collection, TORQUE_QUESTION) == "refused"
    assert not [e for e in by_testid(signed_in, "passages") if e.is_displayed()]


def test_keyboard_only(signed_in: Chrome, faa_collection: str) -> None:
    signed_in.refresh()
    loaded(signed_in)
    Select(signed_in.find_element(By.ID, "collection")).select_by_value(faa_collection)
    signed_in.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    keys = ActionChains(signed_in)

    def tab_to(target: WebElement, limit: int = 40) -> None:
        for _ in range(limit):
            if signed_in.switch_to.active_element == target:
                return
            keys.send_keys(Keys.TAB).perform()
        raise AssertionError(f"Tab never reached {target.get_attribute('outerHTML')[:80]}")

    examples = wait(signed_in).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, f"#example-list[data-collection='{faa_collection}'] button"),
        "no example questions for the collection",
    )
    tab_to(examples[0])
    keys.send_keys(Keys.ENTER).perform()  # an example fills the question box and focuses it
    assert signed_in.switch_to.active_element == by_testid(signed_in, "question")[0]
    assert by_testid(signed_in, "question")[0].get_attribute("value") == examples[0].text
    keys.key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys(ANSWERED).perform()
    tab_to(by_testid(signed_in, "ask")[0])
    keys.send_keys(Keys.ENTER).perform()
    assert final_status(signed_in) == "answered"
    citation = visible(signed_in, "citation")
    tab_to(citation, limit=80)
    keys.send_keys(Keys.ENTER).perform()
    page_ready(signed_in, "image")
    assert signed_in.switch_to.active_element == signed_in.find_element(By.ID, "page-title")
    keys.send_keys(Keys.ESCAPE).perform()
    wait(signed_in).until(lambda d: not d.find_element(By.ID, "page-panel").is_displayed())
    assert signed_in.switch_to.active_element == citation  # focus returns to where it was


def test_phone_width(signed_in: Chrome, faa_collection: str, artefacts: Path) -> None:
    signed_in.set_window_size(390, 844)
    try:
        signed_in.refresh()
        loaded(signed_in)
        assert ask(signed_in, faa_collection, ANSWERED) == "answered"
        visible(signed_in, "citation").click()
        page_ready(signed_in, "image")
        width = signed_in.execute_script("return document.documentElement.clientWidth")
        assert signed_in.execute_script("return document.documentElement.scrollWidth") <= width  # no sideways scroll
        for name in ("question", "ask", "citation", "page-view"):
            box = by_testid(signed_in, name)[0].rect
            assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, name
        signed_in.save_screenshot(str(artefacts / "web-phone.png"))
    finally:
        signed_in.set_window_size(1280, 1000)


SEAL_DOC = "Fault codes. Fault E-21 means the inlet valve is stuck closed. Replace the inlet valve seal."
SEAL_QUOTE = "Replace the inlet valve seal."
SEAL_QUESTION = "What colour is the inlet valve seal?"


def seal_reply(body: dict[str, Any]) -> str:
    """The scripted LLM quotes a sentence that is there but does not say what was asked."""
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    number = next(n for n in range(1, 20) if f"[{n}] document seal.txt" in user)
    claim = {"text": "Replace the inlet valve seal.", "citations": [{"passage": number, "quote": SEAL_QUOTE}]}
    return json.dumps({"claims": [claim]})


def test_paste_a_key_choose_the_llm_answerer_and_see_its_unconfirmed_statement(
    browser: Chrome, client: Spanproof, tmp_path_factory: pytest.TempPathFactory
) -> None:
    tenant = f"web-llm-{uuid.uuid4().hex[:6]}"
    client.ingest_texts([TextDocument("seal.txt", SEAL_DOC)], collection="seals", tenant=tenant)
    key = client.create_api_key(tenant, can_write=False)[0]
    with scripted_llm(seal_reply) as llm:
        srv = start_server(
            tmp_path_factory.mktemp("llm-web-home"), client.db.url, llm_base_url=llm.base_url, llm_model="scripted"
        )
        try:
            with httpx.Client(base_url=srv.url, headers={"X-API-Key": key}, timeout=120) as http:
                direct = http.post("/v1/collections/seals/ask", json={"question": SEAL_QUESTION, "answerer": "llm"})
            assert direct.json()["status"] == "refused" and direct.json()["unconfirmed"], "precondition"
            browser.get(srv.url)  # another origin: no key in this session yet
            field = wait(browser).until(
                lambda d: d.find_element(By.ID, "api-key") if d.find_element(By.ID, "api-key").is_displayed() else False
            )
            field.send_keys("sp_not-a-key", Keys.ENTER)
            wait(browser).until(lambda d: "not valid" in d.find_element(By.ID, "signin-error").text)
            browser.find_element(By.ID, "api-key").send_keys(key, Keys.ENTER)
            loaded(browser)
            assert "(read-only)" in browser.find_element(By.ID, "who-text").text
            assert browser.execute_script("return localStorage.length") == 0
            picker = Select(browser.find_element(By.ID, "answerer"))
            assert [o.text for o in picker.options] == ["extractive", "llm", "agent"]
            picker.select_by_value("llm")
            assert ask(browser, "seals", SEAL_QUESTION) == "refused"
            unconfirmed = visible(browser, "unconfirmed")
            assert "closest statement found — not confirmed" in unconfirmed.text and SEAL_QUOTE in unconfirmed.text
            assert [m for m in llm.requests if SEAL_QUESTION in json.dumps(m)]  # the LLM did draft it
        finally:
            srv.stop()

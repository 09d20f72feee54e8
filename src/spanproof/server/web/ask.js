// Asking: collection picker, example questions, effectivity, answerer, one conversation of follow-ups; the
// answer streams in stages over SSE, then each verified sentence shows with numbered citations.
import { request, streamAsk } from "./api.js";
import { el, byId, clear } from "./dom.js";
import { citationList, sourceButton, sameSpan } from "./citations.js";
import { showInspector } from "./inspector.js";
import { showFeedback } from "./feedback.js";

const STAGES = ["retrieving", "ranking", "drafting", "verifying"];
let conversation = null;

export function collection() {
  return byId("collection").value;
}

export async function setUp(session) {
  const answerers = byId("answerer");
  answerers.replaceChildren(...session.answerers.map((name) => el("option", { value: name, text: name })));
  answerers.value = session.answerers.includes(session.default_answerer) ? session.default_answerer : "extractive";
  byId("answerer-field").hidden = session.answerers.length < 2;
  const collections = await request("/v1/collections");
  const picker = byId("collection");
  picker.replaceChildren(...collections.map((c) => el("option", { value: c.name, text: `${c.name} (${c.documents} documents)` })));
  const wanted = new URLSearchParams(location.search).get("collection"); // a link may name one: /?collection=NAME
  if (wanted && collections.some((c) => c.name === wanted)) picker.value = wanted;
  picker.addEventListener("change", () => { newConversation(); loadExamples(); });
  byId("ask-form").addEventListener("submit", (event) => { event.preventDefault(); ask(); });
  byId("question").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); ask(); }
  });
  byId("new-conversation").addEventListener("click", newConversation);
  if (!collections.length) byId("ask-error").textContent = "No collection yet: ingest documents first (spanproof ingest).";
  await loadExamples();
}

function newConversation() {
  conversation = null;
  clear(byId("history"));
  byId("question").focus();
}

async function loadExamples() {
  const list = clear(byId("example-list"));
  const name = collection();
  delete list.dataset.collection;
  if (!name) return;
  try {
    const examples = await request(`/v1/collections/${encodeURIComponent(name)}/examples`);
    if (name !== collection()) return; // another collection was chosen meanwhile
    list.dataset.collection = name; // loaded (a reader or a test may wait on it)
    list.append(...examples.map((q) => el("li", {}, el("button", {
      type: "button", text: q, onclick: () => { byId("question").value = q; byId("question").focus(); },
    }))));
    byId("examples").hidden = !examples.length;
  } catch (error) {
    byId("examples").hidden = true;
  }
}

function filters() {
  const body = {};
  const text = (id) => byId(id).value.trim();
  if (text("as-of")) body.as_of = text("as-of");
  if (text("known-as-of")) body.known_as_of = new Date(text("known-as-of")).toISOString();
  for (const id of ["product", "variant"]) if (text(id)) body[id] = text(id);
  if (text("serial")) body.serial = Number(text("serial"));
  return body;
}

function resetResult() {
  byId("result").hidden = false;
  const status = byId("status");
  status.textContent = "asking";
  status.dataset.status = "pending";
  clear(byId("stages"));
  for (const id of ["answer", "refusal", "review", "unconfirmed", "passages", "feedback", "citations-title"]) byId(id).hidden = true;
  for (const id of ["claims", "citations", "review-sources", "unconfirmed-citations", "passage-list"]) clear(byId(id));
}

function showStage(stage) {
  const list = byId("stages");
  for (const item of list.children) { item.classList.remove("current"); item.classList.add("done"); }
  list.append(el("li", { class: "current", "data-stage": stage, text: stage }));
  byId("status").textContent = `${stage}…`;
}

async function ask() {
  const question = byId("question").value.trim();
  if (!question || !collection()) return;
  byId("ask-error").textContent = "";
  const button = byId("ask");
  button.disabled = true;
  resetResult();
  conversation = conversation || (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random());
  const body = { question, conversation_id: conversation, ...filters() };
  const answerer = byId("answerer").value;
  if (!byId("answerer-field").hidden && answerer) body.answerer = answerer;
  const claims = [];
  let answer = null;
  try {
    await streamAsk(collection(), body, (name, data) => {
      if (name === "stage") showStage(data.stage);
      else if (name === "claim") claims.push(data);
      else if (name === "answer") answer = data;
      else if (name === "error") throw new Error(data?.error?.message || "the answer failed");
    });
    if (!answer) throw new Error("the stream ended without an answer");
    render(question, answer, claims);
    const turn = answer.signals?.conversation?.turn;
    byId("history").append(el("li", { "data-turn": turn, text: `${question} — ${answer.status}` }));
    showInspector(collection(), answer.signals?.rewritten_query || question, body);
  } catch (error) {
    byId("status").textContent = "error";
    byId("status").dataset.status = "error";
    byId("ask-error").textContent = error.message;
  } finally {
    button.disabled = false;
  }
}

function render(question, answer, claims) {
  const status = byId("status");
  status.textContent = answer.status;
  status.dataset.status = answer.status;
  for (const item of byId("stages").children) { item.classList.remove("current"); item.classList.add("done"); }
  if (answer.status === "answered") renderAnswer(answer, claims);
  else if (answer.status === "review") renderReview(answer);
  else renderRefusal(answer);
  showFeedback(collection(), question, answer);
}

function renderAnswer(answer, claims) {
  const numbered = [];
  const number = (citation) => {
    let at = numbered.findIndex((c) => sameSpan(c, citation));
    if (at < 0) { numbered.push(citation); at = numbered.length - 1; }
    return at + 1;
  };
  const sentences = claims.length ? claims : [{ text: answer.answer, citations: answer.citations }];
  const box = byId("claims");
  for (const claim of sentences) {
    const p = el("p", { class: "claim" }, claim.text);
    for (const citation of claim.citations) {
      const n = number(citation);
      p.append(el("a", { class: "marker", href: `#cite-${n}`, "aria-label": `source ${n}`, text: `[${n}]` }));
    }
    box.append(p);
  }
  for (const citation of answer.citations) number(citation);
  byId("answer").hidden = false;
  byId("citations-title").hidden = false;
  citationList(byId("citations"), numbered);
}

function renderReview(answer) {
  if (answer.answer) {
    byId("claims").append(el("p", { class: "help", text: "Needs review — the sources below disagree:" }),
      el("p", { text: answer.answer }));
    byId("answer").hidden = false;
  }
  const sources = byId("review-sources");
  sources.append(el("p", { class: "help", text: answer.reason || "" }));
  const grid = el("div", { class: "side-by-side" });
  answer.citations.forEach((c, i) => grid.append(el("div", {}, sourceButton(c, { number: i + 1 }))));
  sources.append(grid);
  byId("review").hidden = false;
}

function renderRefusal(answer) {
  byId("refusal").hidden = false;
  byId("refusal-reason").textContent = answer.reason || "The documents do not support an answer.";
  const unconfirmed = answer.unconfirmed;
  if (unconfirmed) {
    byId("unconfirmed-text").textContent = unconfirmed.answer;
    byId("unconfirmed-reason").textContent = `Why it is not an answer: ${unconfirmed.reason}`;
    // not the answer's citations (it has none): their own hook, opened the same way
    citationList(byId("unconfirmed-citations"), unconfirmed.citations, true, "unconfirmed-citation");
    byId("unconfirmed").hidden = false;
  }
  const passages = (answer.hits || []).filter((h) => h.kind !== "navigation").slice(0, 5);
  if (passages.length) {
    byId("passage-list").replaceChildren(...passages.map((h) => el("li", {}, sourceButton(h, { testid: "hit", quote: h.text, kind: h.kind }))));
    byId("passages").hidden = false;
  }
}

// Feedback on every answer and refusal: a thumb is stored at once; a thumbs down then takes a reason.
import { request } from "./api.js";
import { byId } from "./dom.js";

let current = null; // {collection, question, answer, id}

export function showFeedback(collection, question, answer) {
  current = { collection, question, answer, id: null };
  byId("feedback").hidden = false;
  byId("feedback-reasons").hidden = true;
  byId("feedback-status").textContent = "";
  for (const input of byId("feedback-reasons").querySelectorAll("input")) input.checked = false;
  for (const id of ["feedback-up", "feedback-down"]) byId(id).disabled = false;
}

async function send(rating) {
  if (!current) return;
  const { collection, question, answer } = current;
  for (const id of ["feedback-up", "feedback-down"]) byId(id).disabled = true;
  try {
    const stored = await request("/v1/feedback", {
      method: "POST",
      body: { collection, question, status: answer.status, rating, answer: (answer.answer || "").slice(0, 20000) },
    });
    current.id = stored.id;
    byId("feedback-status").textContent = rating === "up" ? "Thanks — recorded." : "Recorded. What went wrong?";
    if (rating === "down") {
      byId("feedback-reasons").hidden = false;
      byId("feedback-reasons").querySelector("input").focus();
    }
  } catch (error) {
    byId("feedback-status").textContent = `Not recorded: ${error.message}`;
    for (const id of ["feedback-up", "feedback-down"]) byId(id).disabled = false;
  }
}

async function sendReason() {
  const chosen = byId("feedback-reasons").querySelector("input:checked");
  if (!current?.id || !chosen) {
    byId("feedback-status").textContent = "Choose a reason first.";
    return;
  }
  try {
    await request(`/v1/feedback/${current.id}`, { method: "PATCH", body: { reason: chosen.value } });
    byId("feedback-status").textContent = `Thanks — recorded: ${chosen.parentElement.textContent.trim()}.`;
    byId("feedback-reasons").hidden = true;
  } catch (error) {
    byId("feedback-status").textContent = `Not recorded: ${error.message}`;
  }
}

export function setUpFeedback() {
  byId("feedback-up").addEventListener("click", () => send("up"));
  byId("feedback-down").addEventListener("click", () => send("down"));
  byId("feedback-send").addEventListener("click", sendReason);
}

// The HTTP API with the session's key. The key lives in sessionStorage (this tab, until it closes), never in
// localStorage or a cookie.
const KEY = "spanproof.apiKey";

export function apiKey() {
  return sessionStorage.getItem(KEY);
}

export function setApiKey(key) {
  if (key) sessionStorage.setItem(KEY, key);
  else sessionStorage.removeItem(KEY);
}

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function failure(response) {
  let message = `${response.status} ${response.statusText}`;
  try {
    const body = await response.json();
    message = body?.error?.message || body?.detail?.[0]?.msg || body?.detail || message;
  } catch (_) { /* not JSON */ }
  return new ApiError(response.status, String(message));
}

export async function request(path, { method = "GET", body, accept = "application/json", raw = false } = {}) {
  const headers = { Accept: accept };
  const key = apiKey();
  if (key) headers["X-API-Key"] = key;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw await failure(response);
  if (raw) return response;
  return response.status === 204 ? null : response.json();
}

// POST ask with Accept: text/event-stream, read from the response body: onEvent(name, data) per SSE event.
export async function streamAsk(collection, body, onEvent) {
  const response = await request(`/v1/collections/${encodeURIComponent(collection)}/ask`, {
    method: "POST", body, accept: "text/event-stream", raw: true,
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = "message";
      const data = [];
      for (const line of frame.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) onEvent(name, JSON.parse(data.join("\n")));
    }
  }
}

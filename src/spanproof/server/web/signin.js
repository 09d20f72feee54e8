// Signing in: a pasted API key, or the one-time token of `spanproof serve --open` in the URL's fragment
// (#token=...; a fragment never reaches a server log), exchanged once for a key of the local tenant.
import { request, setApiKey, apiKey, ApiError } from "./api.js";
import { byId } from "./dom.js";

export async function signIn(onReady) {
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  if (token) {
    history.replaceState(null, "", location.pathname + location.search);
    try {
      const { api_key } = await request("/v1/session", { method: "POST", body: { token } });
      setApiKey(api_key);
    } catch (error) {
      showForm(error.message);
    }
  }
  byId("signin-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    setApiKey(byId("api-key").value.trim());
    byId("api-key").value = "";
    await check(onReady);
  });
  byId("sign-out").addEventListener("click", () => {
    setApiKey(null);
    location.reload();
  });
  if (apiKey()) await check(onReady);
  else showForm("");
}

async function check(onReady) {
  try {
    const session = await request("/v1/session");
    byId("signin").hidden = true;
    byId("who").hidden = false;
    byId("who-text").textContent = `Signed in: ${session.tenant}${session.can_write ? "" : " (read-only)"}`;
    byId("workspace").hidden = false;
    await onReady(session);
  } catch (error) {
    setApiKey(null);
    showForm(error instanceof ApiError && error.status === 401 ? "That API key is not valid." : error.message);
  }
}

function showForm(message) {
  byId("workspace").hidden = true;
  byId("who").hidden = true;
  byId("signin").hidden = false;
  byId("signin-error").textContent = message;
  byId("api-key").focus();
}

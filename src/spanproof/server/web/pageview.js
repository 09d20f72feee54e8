// A citation opens its page: a PDF page rendered by the server with the span's character boxes drawn over it,
// or the stored page text with the span marked by its offsets (when the boxes do not map exactly, or for
// other formats). The text goes in as text nodes only.
import { request } from "./api.js";
import { el, byId, clear } from "./dom.js";

let currentCollection = () => null;
let lastOpener = null;
let objectUrl = null;

export function setCollectionSource(fn) {
  currentCollection = fn;
}

export async function openPage(document, version, page, start, end, opener = null) {
  lastOpener = opener;
  const collection = encodeURIComponent(currentCollection());
  const query = new URLSearchParams({ document, page: String(page) });
  if (version) query.set("version", version);
  const panel = byId("page-panel");
  const view = clear(byId("page-view"));
  view.dataset.ready = "false"; // until this page is in place (a test or a reader waits on it)
  delete view.dataset.mode;
  panel.hidden = false;
  byId("page-title").textContent = `${document}, page ${page}`;
  byId("page-caption").textContent = "Loading the page…";
  const spanQuery = new URLSearchParams(query);
  if (start !== undefined && start !== null) {
    spanQuery.set("start", String(start));
    spanQuery.set("end", String(end));
  }
  try {
    const found = await request(`/v1/collections/${collection}/page?${spanQuery}`);
    byId("page-caption").textContent = `${found.title} · version ${found.document_version} · page ${found.page}`
      + ` of ${found.page_count}` + (found.rects ? " · the quoted words are highlighted"
        : found.quote !== null ? " · the quoted span is marked in the stored text" : "");
    if (found.image && found.rects) {
      const response = await request(`/v1/collections/${collection}/page/image?${query}`, { accept: "image/png", raw: true });
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      objectUrl = URL.createObjectURL(await response.blob());
      const image = el("img", { src: objectUrl, alt: `Page ${found.page} of ${found.title}, quoted text highlighted` });
      const frame = el("div", { class: "page-frame" }, image);
      for (const rect of found.rects) {
        const box = el("div", { class: "hl", "data-testid": "highlight", "aria-hidden": "true" });
        // CSSOM, not a style attribute: the page's Content-Security-Policy allows no inline style.
        Object.assign(box.style, {
          left: `${rect.left * 100}%`, top: `${rect.top * 100}%`,
          width: `${rect.width * 100}%`, height: `${rect.height * 100}%`,
        });
        frame.append(box);
      }
      // The quote as text too, for screen readers and copying.
      view.append(frame, el("p", { class: "help", text: `Quoted: “${found.quote}”` }));
      await image.decode().catch(() => {});
      view.dataset.mode = "image";
    } else {
      view.append(textPage(found));
      view.dataset.mode = "text";
    }
    view.dataset.ready = "true";
    byId("page-title").focus();
    const mark = view.querySelector("[data-testid=highlight]");
    if (mark) mark.scrollIntoView({ block: "center" });
  } catch (error) {
    byId("page-caption").textContent = `The page could not be opened: ${error.message}`;
  }
}

function textPage(found) {
  const pre = el("pre", { class: "page-text" });
  if (found.start === null) {
    pre.textContent = found.text;
  } else {
    pre.append(found.text.slice(0, found.start),
      el("mark", { "data-testid": "highlight", text: found.text.slice(found.start, found.end) }),
      found.text.slice(found.end));
  }
  return pre;
}

export function closePage() {
  byId("page-panel").hidden = true;
  clear(byId("page-view"));
  if (lastOpener) lastOpener.focus();
}

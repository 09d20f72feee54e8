// A citation (or a passage) as a button naming document, version, validity and page; pressing it opens the page.
import { el } from "./dom.js";
import { openPage } from "./pageview.js";

export function validity(item) {
  if (!item.effective_from && !item.effective_to) return "valid: no dates";
  return `valid ${item.effective_from || "…"} to ${item.effective_to || "open"}`;
}

export function sourceButton(item, { number = null, testid = "citation", quote = item.quote ?? item.text, kind = null } = {}) {
  const name = item.title && item.title !== item.document ? `${item.title} (${item.document})` : item.document;
  const label = `${number === null ? "" : `[${number}] `}${name}`;
  const button = el("button", {
    type: "button", "data-testid": testid, "data-kind": kind, title: `Open page ${item.page}`,
    onclick: () => openPage(item.document, item.document_version, item.page, item.start, item.end, button),
  },
  el("span", { class: "cite-name", text: label }),
  el("span", { class: "cite-meta", text: `version ${item.document_version} · ${validity(item)} · page ${item.page}` }),
  el("span", { class: "cite-quote", text: `“${quote}”` }));
  if (number !== null) button.id = `cite-${number}`;
  return button;
}

export function citationList(list, citations, numbered = true, testid = "citation") {
  list.replaceChildren(...citations.map((c, i) => el("li", {}, sourceButton(c, { number: numbered ? i + 1 : null, testid }))));
}

export function sameSpan(a, b) {
  return a.document === b.document && a.document_version === b.document_version && a.page === b.page
    && a.start === b.start && a.end === b.end;
}

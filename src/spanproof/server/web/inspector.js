// The search inspector: every hit for the question just asked, with lexical, dense, fused and rerank scores
// and ranks (the same filters as the ask).
import { request } from "./api.js";
import { el, byId, clear } from "./dom.js";
import { openPage } from "./pageview.js";

const fmt = (value) => (value === null || value === undefined ? "—" : Number(value).toFixed(3));
const rank = (value) => (value === null || value === undefined ? "" : ` (#${value})`);

export async function showInspector(collection, query, body) {
  const params = new URLSearchParams({ q: query, k: "20" });
  for (const name of ["as_of", "known_as_of", "product", "variant", "serial"]) {
    if (body[name] !== undefined) params.set(name, String(body[name]));
  }
  const rows = clear(byId("inspector-table").tBodies[0]);
  byId("inspector-query").textContent = query;
  try {
    const hits = await request(`/v1/collections/${encodeURIComponent(collection)}/search?${params}`);
    const fusedRanks = new Map([...hits].sort((a, b) => (b.scores.fused ?? 0) - (a.scores.fused ?? 0)).map((h, i) => [h.chunk_id, i + 1]));
    hits.forEach((hit, i) => {
      const s = hit.scores;
      const open = el("button", {
        type: "button", class: "secondary", text: `${hit.document}, p. ${hit.page}`,
        onclick: (event) => openPage(hit.document, hit.document_version, hit.page, hit.start, hit.end, event.currentTarget),
      });
      rows.append(el("tr", { "data-testid": "inspector-hit" },
        el("td", { text: String(i + 1) }), el("td", {}, open), el("td", { text: hit.kind }),
        el("td", { text: fmt(s.lexical) + rank(s.lexical_rank) }), el("td", { text: fmt(s.dense) + rank(s.dense_rank) }),
        el("td", { text: fmt(s.fused) + rank(fusedRanks.get(hit.chunk_id)) }), el("td", { text: fmt(s.rerank) + rank(i + 1) }),
        el("td", { class: "text", text: hit.text.length > 160 ? `${hit.text.slice(0, 160)}…` : hit.text })));
    });
    byId("inspector").hidden = false;
  } catch (error) {
    rows.append(el("tr", {}, el("td", { colspan: "8", text: `Search failed: ${error.message}` })));
    byId("inspector").hidden = false;
  }
}

// The content-gap list: refused and thumbs-down questions by week, reason and collection.
import { request } from "./api.js";
import { el, byId, clear } from "./dom.js";

export function setUpGaps() {
  byId("gaps-load").addEventListener("click", async () => {
    const rows = clear(byId("gaps-table").tBodies[0]);
    try {
      const gaps = await request("/v1/report/gaps");
      for (const gap of gaps) {
        rows.append(el("tr", { "data-testid": "gap" }, el("td", { text: gap.week }), el("td", { text: gap.reason }),
          el("td", { text: gap.collection }), el("td", { text: String(gap.count) }),
          el("td", { text: gap.questions.join(" · ") })));
      }
      if (!gaps.length) rows.append(el("tr", {}, el("td", { colspan: "5", text: "No gaps recorded yet." })));
    } catch (error) {
      rows.append(el("tr", {}, el("td", { colspan: "5", text: error.message })));
    }
    byId("gaps-table").hidden = false;
  });
}

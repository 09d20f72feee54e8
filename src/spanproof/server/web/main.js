// Wires the page's behaviours together once it has loaded.
import { signIn } from "./signin.js";
import { setUp, collection } from "./ask.js";
import { setCollectionSource, closePage } from "./pageview.js";
import { setUpFeedback } from "./feedback.js";
import { setUpGaps } from "./gaps.js";
import { byId } from "./dom.js";

setCollectionSource(collection);
setUpFeedback();
setUpGaps();
byId("page-close").addEventListener("click", closePage);
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && !byId("page-panel").hidden) closePage();
});
let ready = false;
signIn(async (session) => {
  if (ready) return;
  ready = true;
  await setUp(session);
  document.body.dataset.ready = "true"; // collections and examples are in place
});

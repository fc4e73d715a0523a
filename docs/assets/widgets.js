// Loaded on every page (mkdocs.yml extra_javascript, type module). It finds the widgets the
// rummylab-widgets plugin rendered, starts the engine's worker and upgrades them. A page without
// a widget loads nothing more: no widget module, no worker, no Pyodide.

/** @type {{[kind: string]: string}} */
const MODULES = { "solver": "./solver.js", "quiz": "./quiz.js", "puzzle": "./puzzle.js", "play": "./play.js",
  "scorekeeper": "./scorekeeper.js", "worksheet": "./worksheet.js",
  "coach": "./coach.js", "house": "./houserules.js", "progress": "./progress.js" };

// Material's search overlay is a role="dialog" without a name (axe: aria-dialog-name); name it
// after its own, already translated, search field.
const search = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
const query = search && search.querySelector("input[aria-label]");
if (search && query) search.setAttribute("aria-label", /** @type {string} */ (query.getAttribute("aria-label")));

// A wide table that scrolls sideways on a phone (Material's .md-typeset__scrollwrap) must be
// reachable by the keyboard, to scroll it with the arrow keys (axe: scrollable-region-focusable).
function focusableScrolls() {
  for (const wrap of document.querySelectorAll(".md-typeset__scrollwrap")) {
    if (wrap.scrollWidth > wrap.clientWidth) wrap.setAttribute("tabindex", "0");
    else wrap.removeAttribute("tabindex");
  }
}
// Material's own script wraps the tables, at a time of its choosing: look again when it has.
focusableScrolls();
addEventListener("load", focusableScrolls);
addEventListener("resize", focusableScrolls);
new MutationObserver((changes) => {
  if (changes.some((c) => [...c.addedNodes].some((n) => /** @type {Element} */ (n).classList && /** @type {Element} */ (n).classList.contains("md-typeset__scrollwrap")))) {
    focusableScrolls();
  }
}).observe(document.body, { childList: true, subtree: true });

const roots = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-rl-widget]"));
// Every page with a widget is a practice page, whose point is the tool: its engine starts now,
// while the widget's module loads, not at the first tap (engine.js; restored from the memory
// snapshot when an earlier page kept one).
if (roots.length) {
  import(new URL("./engine.js", import.meta.url).href)
    .then(({ engine }) => engine.start())
    .catch((err) => console.error("rummylab: the engine failed to start", err));
}
/** @type {Promise<unknown>[]} */
const upgrades = [];
for (const root of roots) {
  const kind = /** @type {string} */ (root.dataset.rlWidget); // (what the selector found it by)
  const path = MODULES[kind];
  if (!path) {
    console.error(`rummylab: unknown widget ${JSON.stringify(kind)}`);
    continue;
  }
  upgrades.push(import(new URL(path, import.meta.url).href)
    .then((module) => module.upgrade(root, { first: root === roots[0] }))
    .catch((err) => console.error("rummylab: widget failed to start", err)));
}
// The widgets have upgraded (and asked the engine whatever they ask first): engine.js waits for
// this before it lets Material's script run on a page whose engine was ready before any request.
if (roots.length) {
  Promise.all(upgrades).then(() => {
    /** @type {import("../../types/page-globals").EngineWindow} */ (window).__rlWidgetsUp = true;
    dispatchEvent(new Event("rummylab:widgets-up"));
  });
}

// A walkthrough (a worked example of the kind "walkthrough") steps through its own precomputed
// steps: a small module, no engine.
for (const root of document.querySelectorAll("[data-rl-walkthrough]")) {
  import(new URL("./walkthrough.js", import.meta.url).href)
    .then((module) => module.upgrade(root))
    .catch((err) => console.error("rummylab: walkthrough failed to start", err));
}

// Loaded on every page (mkdocs.yml extra_javascript, type module). It finds the widgets the
// rummylab-widgets plugin rendered, starts the engine's worker and upgrades them. A page without
// a widget loads nothing more: no widget module, no worker, no Pyodide.

const MODULES = { "solver": "./solver.js", "quiz": "./quiz.js", "puzzle": "./puzzle.js", "play": "./play.js" };

// Material's search overlay is a role="dialog" without a name (axe: aria-dialog-name); name it
// after its own, already translated, search field.
const search = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
const query = search && search.querySelector("input[aria-label]");
if (query) search.setAttribute("aria-label", query.getAttribute("aria-label"));

const roots = document.querySelectorAll("[data-rl-widget]");
// Every page with a widget is a practice page, whose point is the tool: its engine starts now,
// while the widget's module loads, not at the first tap (engine.js; restored from the memory
// snapshot when an earlier page kept one).
if (roots.length) {
  import(new URL("./engine.js", import.meta.url).href)
    .then(({ engine }) => engine.start())
    .catch((err) => console.error("rummylab: the engine failed to start", err));
}
for (const root of roots) {
  const kind = root.dataset.rlWidget;
  const path = MODULES[kind];
  if (!path) {
    console.error(`rummylab: unknown widget ${JSON.stringify(kind)}`);
    continue;
  }
  import(new URL(path, import.meta.url).href)
    .then((module) => module.upgrade(root, { first: root === roots[0] }))
    .catch((err) => console.error("rummylab: widget failed to start", err));
}

// Loaded on every page (mkdocs.yml extra_javascript, type module). It finds the widgets the
// rummylab-widgets plugin rendered and upgrades them. A page without a widget loads nothing
// more: no widget module, no worker, no Pyodide.

const MODULES = { "solver": "./solver.js", "quiz": "./quiz.js", "puzzle": "./puzzle.js", "play": "./play.js", "coach": "./coach.js" };

// Material's search overlay is a role="dialog" without a name (axe: aria-dialog-name); name it
// after its own, already translated, search field.
const search = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
const query = search && search.querySelector("input[aria-label]");
if (query) search.setAttribute("aria-label", query.getAttribute("aria-label"));

const roots = document.querySelectorAll("[data-rl-widget]");
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

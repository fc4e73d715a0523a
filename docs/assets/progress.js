// The progress page (practice/progress/): what the browser's store holds (progress-store.js),
// drawn: per tool and level the problems done and right, the streaks, the rules most often missed
// (each linked to the rules reference), a chart of the problems per day (SVG, drawn as the
// strategy charts are: site_plugins/widgets/charts_svg.py), and export, import and forget. It only
// counts what the store holds; the engine judged every answer when it was given.

import { dataOf, el, fill, part } from "./render.js";
import { TOOLS, exportText, forget, importText, load, onChange, summary, unreadableKeys } from "./progress-store.js";

/** @typedef {import("./render.js").Strings} Strings */
/** @typedef {ReturnType<typeof summary>} Summary */

const SVG = "http://www.w3.org/2000/svg";
// As charts_svg.py: the view box, the plotting margins, Okabe–Ito's orange and bluish green.
const WIDTH = 640;
const HEIGHT = 360;
const LEFT = 64;
const RIGHT = 20;
const TOP = 16;
const BOTTOM = 96;
const DONE_COLOUR = "#E69F00";
const RIGHT_COLOUR = "#009E73";
/** The most days the chart shows (the latest). */
const DAYS = 30;
/** Where a rule id's entry is, from this page (practice/progress/ → rules/). */
const RULES = "../../rules/#";

/**
 * An SVG element with its attributes.
 * @param {string} tag @param {{[name: string]: string | number}} attrs @param {...(Node | string)} children
 */
function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

/**
 * Problems done and right per day, as bars (done behind, right in front), the latest DAYS days with answers.
 * @param {Summary["series"]} series @param {Strings} s @param {string} uid @param {string} lang
 */
export function chart(series, s, uid, lang) {
  const days = series.slice(-DAYS);
  const most = Math.max(1, ...days.map((d) => d.done));
  const step = Math.max(1, Math.ceil(most / 4));
  const top = step * Math.ceil(most / step);
  const y = (/** @type {number} */ v) => Math.round((HEIGHT - BOTTOM - (v / top) * (HEIGHT - TOP - BOTTOM)) * 100) / 100;
  const band = (WIDTH - LEFT - RIGHT) / Math.max(days.length, 1);
  const root = svg("svg", {
    xmlns: SVG, class: "rl-chart", viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: "100%", role: "img",
    "aria-labelledby": `${uid}-chart-title ${uid}-chart-desc`, lang, "font-family": "DejaVu Sans, Verdana, Arial, sans-serif",
    "font-size": 15, fill: "currentColor", "data-testid": "progress-chart",
  }, svg("title", { id: `${uid}-chart-title` }, s.chart_title), svg("desc", { id: `${uid}-chart-desc` }, s.chart_desc));
  for (let v = 0; v <= top; v += step) {
    root.append(svg("line", { x1: LEFT, y1: y(v), x2: WIDTH - RIGHT, y2: y(v), stroke: "currentColor", "stroke-opacity": 0.2 }),
      svg("text", { x: LEFT - 8, y: y(v) + 5, "text-anchor": "end" }, String(v)));
  }
  days.forEach((d, i) => {
    const x = Math.round((LEFT + i * band + band * 0.15) * 100) / 100;
    const w = Math.round(band * 0.7 * 100) / 100;
    const label = fill(s.chart_day, { day: d.day, done: d.done, right: d.right });
    root.append(
      svg("rect", { class: "rl-bar", x, y: y(d.done), width: w, height: Math.round((y(0) - y(d.done)) * 100) / 100,
        fill: DONE_COLOUR, "data-day": d.day, "data-done": d.done }, svg("title", {}, label)),
      svg("rect", { class: "rl-bar", x, y: y(d.right), width: w, height: Math.round((y(0) - y(d.right)) * 100) / 100,
        fill: RIGHT_COLOUR, "data-day": d.day, "data-right": d.right }, svg("title", {}, label)));
  });
  const base = HEIGHT - BOTTOM;
  root.append(svg("line", { x1: LEFT, y1: base, x2: WIDTH - RIGHT, y2: base, stroke: "currentColor" }));
  if (days.length) {
    root.append(svg("text", { x: LEFT, y: base + 20 }, days[0].day),
      svg("text", { x: WIDTH - RIGHT, y: base + 20, "text-anchor": "end" }, days[days.length - 1].day));
  }
  [[DONE_COLOUR, s.col_done], [RIGHT_COLOUR, s.col_right]].forEach(([colour, text], i) => {
    const x = LEFT + i * 200;
    root.append(svg("rect", { x, y: base + 50, width: 24, height: 14, fill: colour }),
      svg("text", { x: x + 30, y: base + 62 }, text));
  });
  return el("figure", { class: "rl-chart-figure" }, root);
}

/**
 * Per level done and right, with the tool's total, and its streaks.
 * @param {string} tool @param {Summary["tools"][string]} t @param {Strings} s
 */
function toolTable(tool, t, s) {
  const rows = t.levels.map((l, i) => el("tr", { "data-testid": `progress-row-${tool}-${i + 1}`, "data-done": String(l.done),
    "data-right": String(l.right) }, el("th", { scope: "row" }, String(i + 1)), el("td", {}, String(l.done)), el("td", {}, String(l.right))));
  rows.push(el("tr", { "data-testid": `progress-row-${tool}-all`, "data-done": String(t.done), "data-right": String(t.right) },
    el("th", { scope: "row" }, s.all_levels), el("td", {}, String(t.done)), el("td", {}, String(t.right))));
  return el("section", { class: "rl-progress-tool", "data-testid": `progress-tool-${tool}` },
    el("h3", {}, s[`tool_${tool}`]),
    el("table", {}, el("thead", {}, el("tr", {}, el("th", { scope: "col" }, s.col_level), el("th", { scope: "col" }, s.col_done),
      el("th", { scope: "col" }, s.col_right))), el("tbody", {}, ...rows)),
    el("p", { "data-testid": `progress-streak-${tool}`, "data-streak": String(t.streak), "data-best": String(t.best) },
      fill(s.streak, { n: t.streak, best: t.best })));
}

/**
 * @param {HTMLElement} root
 */
export function upgrade(root) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  const box = part(root, "[data-testid=progress-summary]");
  const note = part(root, "[data-testid=progress-store-note]");
  const message = part(root, "[data-testid=progress-message]");
  const actions = part(root, "[data-testid=progress-actions]");
  const ask = part(root, "[data-testid=progress-forget-ask]");
  const fileInput = /** @type {HTMLInputElement} */ (part(root, "[data-testid=progress-import]"));
  const uid = root.id || "rl-progress";

  function draw() {
    const { progress, broken } = load();
    if (broken) {
      note.textContent = s.broken;
      note.hidden = false;
    }
    const sum = summary(progress);
    /** @type {Node[]} */
    const nodes = [];
    if (!progress.answers.length) nodes.push(el("p", { "data-testid": "progress-empty" }, s.empty));
    for (const tool of TOOLS) nodes.push(toolTable(tool, sum.tools[tool], s));
    nodes.push(el("h3", {}, s.rules_title));
    if (sum.rules.length) {
      nodes.push(el("table", { "data-testid": "progress-rules" },
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, s.col_rule), el("th", { scope: "col" }, s.col_missed))),
        el("tbody", {}, ...sum.rules.slice(0, 10).map(([rule, n]) => el("tr", { "data-testid": `progress-rule-${rule}`, "data-missed": String(n) },
          el("th", { scope: "row" }, el("a", { class: "rule-id", href: `${RULES}${rule.toLowerCase()}` }, rule)), el("td", {}, String(n)))))));
    } else {
      nodes.push(el("p", {}, s.rules_none));
    }
    nodes.push(el("h3", {}, s.chart_title), chart(sum.series, s, uid, s.lang));
    const played = Object.entries(sum.games);
    if (played.length) {
      /** @type {{[game: string]: string}} */
      const titles = dataOf(root, "script.rl-progress-games");
      /** @type {{[level: string]: string}} the play page's levels, named in the page's language */
      const levelNames = dataOf(root, "script.rl-progress-levels");
      const rows = played.flatMap(([game, byLevel]) => Object.entries(byLevel).map(([level, g]) =>
        el("tr", { "data-testid": `progress-game-${game}-${level}`, "data-played": String(g.played), "data-won": String(g.won) },
          el("th", { scope: "row" }, titles[game] || game), el("td", {}, levelNames[level] || level), el("td", {}, String(g.played)),
          el("td", {}, String(g.won)))));
      nodes.push(el("h3", {}, s.games_title), el("table", { "data-testid": "progress-games" },
        el("thead", {}, el("tr", {}, ...[s.col_game, s.col_level, s.col_played, s.col_won].map((h) => el("th", { scope: "col" }, h)))),
        el("tbody", {}, ...rows)));
    }
    nodes.push(el("p", { "data-testid": "progress-waiting", "data-waiting": String(sum.waiting) }, fill(s.waiting, { n: sum.waiting })));
    const copies = unreadableKeys().length;
    if (copies) nodes.push(el("p", { "data-testid": "progress-copies" }, fill(s.copies, { n: copies })));
    box.replaceChildren(...nodes);
    // A table wider than a phone scrolls sideways (Material's tables do): the keyboard must reach it.
    for (const table of box.querySelectorAll("table")) {
      if (table.scrollWidth > table.clientWidth) table.setAttribute("tabindex", "0");
      else table.removeAttribute("tabindex");
    }
    root.dataset.answers = String(progress.answers.length); // tests wait on this
  }

  part(root, "[data-testid=progress-export]").addEventListener("click", () => {
    const blob = new Blob([exportText(load().progress)], { type: "application/json" });
    const a = el("a", { href: URL.createObjectURL(blob), download: "rummylab-progress.json" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files && fileInput.files[0];
    if (!file) return;
    const imported = importText(await file.text());
    message.textContent = imported ? fill(s.imported, { n: imported.answers.length }) : s.import_bad;
    fileInput.value = "";
    draw();
  });
  const forgetButton = part(root, "[data-testid=progress-forget]");
  forgetButton.addEventListener("click", () => {
    ask.hidden = false;
    part(ask, "button").focus();
  });
  part(ask, "button").addEventListener("click", () => {
    forget();
    ask.hidden = true;
    note.hidden = true;
    message.textContent = s.forgotten;
    draw();
    forgetButton.focus();
  });
  onChange(() => draw());
  actions.hidden = false;
  part(root, "[data-testid=progress-import-box]").hidden = false;
  draw();
  root.dataset.upgraded = "true";
}

// For teachers (site_plugins/embed.py builds the pages this runs on).
//
// On an embed page (<html data-rl-embed>, meant for an <iframe>): tell the parent page the
// content's height, and forward the practice widgets' results, with window.parent.postMessage:
//   {type: "rummylab:height", height, embed: "example"|"widget", id, lang, href}
//   {type: "rummylab:result", widget, seed, level|game, round, correct, lang, href}
// (the result fields come from the widget's CustomEvent("rummylab:result") detail; only plain
// values are copied). Nothing secret is sent, so the target origin is "*".
//
// On the site's own pages: an "Embed" control under every worked example and widget that shows
// and copies a ready <iframe> snippet and a plain link; the page's URL for print. The snippet's
// title names the embedded example or widget (written by embed.py in the page's language); its
// height is the content's as laid out on this page, plus what the embed page adds around it.

import { setPageFooter } from "./page-style.js";

const html = document.documentElement;
const EMBED = html.dataset.rlEmbed;
const LANG = html.lang || "pt";

/**
 * A result's plain values (strings, numbers, booleans, null), its type left out.
 * @param {unknown} detail
 */
function plain(detail) {
  /** @type {{[key: string]: string | number | boolean | null}} */
  const out = {};
  if (!detail || typeof detail !== "object") return out;
  for (const [key, value] of Object.entries(detail)) {
    if (key === "type") continue;
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) out[key] = value;
  }
  return out;
}

/** @param {{type: string, [key: string]: unknown}} message */
function post(message) {
  if (window.parent && window.parent !== window) window.parent.postMessage(message, "*");
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {{[name: string]: string}} [attrs]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

/** @param {string} src @param {string} title @param {number} height */
function snippet(src, title, height) {
  // Built as text: the values are escaped for an HTML attribute.
  const attr = (/** @type {unknown} */ v) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${attr(src)}" title="${attr(title)}" lang="${attr(LANG)}" width="100%" height="${height}"` +
    ` style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/**
 * The widget's current state as URL parameters: its named form fields (the solver's hand, game,
 * round) and the data-seed / data-level / data-game of the widget (the practice widgets).
 * @param {HTMLElement} root
 */
function widgetQuery(root) {
  const params = new URLSearchParams();
  const form = root.querySelector("form");
  if (form) {
    // (The fields that have a value: inputs, selects, textareas, buttons.)
    for (const field of /** @type {Iterable<HTMLInputElement>} */ (form.elements)) {
      if (!field.name || field.disabled || field.type === "submit" || field.type === "button") continue;
      if (field.closest("[hidden]") && field.closest("[hidden]") !== form) continue;
      if (field.value) params.set(field.name, field.value.trim());
    }
  }
  for (const key of ["seed", "level", "game", "round"]) {
    const value = root.dataset[key];
    if (value && !params.has(key)) params.set(key, value);
  }
  return params;
}

// What an embed page adds around its content, in rem (embed.py's styles): .rl-embed's padding
// (.4rem above and below) and, under an example, the "Open on rummylab" line (.6rem type, a
// line of 1.6, .4rem above it); a widget gets .2rem to spare, for the rounding of its parts.
/** @type {{[kind: string]: number}} */
const CHROME_REM = { example: 0.8 + 0.4 + 0.6 * 1.6, widget: 0.8 + 0.2 };

function rem() {
  return parseFloat(getComputedStyle(html).fontSize) || 16;
}

/**
 * The outer height of a block (margins included) without the children in `skip`: the span from
 * the first shown child's top margin to the last one's bottom margin.
 * @param {Element} node
 * @param {Element[]} [skip]
 */
function outerHeight(node, skip = []) {
  let top = Infinity;
  let bottom = -Infinity;
  for (const child of node.children) {
    if (skip.includes(child)) continue;
    const box = child.getBoundingClientRect();
    if (!box.width && !box.height) continue; // not shown (a script, a hidden part)
    const style = getComputedStyle(child);
    top = Math.min(top, box.top - parseFloat(style.marginTop));
    bottom = Math.max(bottom, box.bottom + parseFloat(style.marginBottom));
  }
  return bottom > top ? bottom - top : node.getBoundingClientRect().height;
}

/** @param {number} content @param {"example" | "widget"} kind */
function frameHeight(content, kind) {
  return Math.min(Math.max(Math.ceil(content + CHROME_REM[kind] * rem()), 150), 2000);
}

let counter = 0;

/**
 * The page's embed words (<script id="rl-embed-strings">, site_plugins/embed.py), with the site's
 * root and each widget's title.
 * @typedef {{[term: string]: string} & {titles?: {[kind: string]: string}}} EmbedStrings
 */

/**
 * @param {EmbedStrings} strings
 * @param {() => {src: string, title: string, height: number}} getTarget
 */
function control(strings, getTarget) {
  const id = `rl-embed-${++counter}`;
  const area = el("textarea", { id, readonly: "", rows: "3", spellcheck: "false", "data-testid": "embed-snippet" });
  const copy = el("button", { type: "button", class: "md-button", "data-testid": "embed-copy" }, strings.copy);
  const status = el("span", { class: "rl-embed-status", role: "status" });
  const link = el("a", { "data-testid": "embed-link" });
  const details = el("details", { class: "rl-embed-control", "data-testid": "embed-control" },
    el("summary", {}, strings.embed),
    el("label", { for: id }, strings.snippet), area,
    el("p", {}, copy, " ", status),
    el("p", {}, `${strings.link}: `, link));
  const refresh = () => {
    const { src, title, height } = getTarget();
    area.value = snippet(src, title, height);
    link.href = src;
    link.textContent = src;
  };
  // On the click itself, not only on "toggle" (queued after it): the snippet holds the widget's
  // state the moment the box opens (a test reading it right after the click saw the old hand).
  /** @type {HTMLElement} */ (details.querySelector("summary")).addEventListener("click", () => { if (!details.open) refresh(); });
  details.addEventListener("toggle", () => { if (details.open) refresh(); });
  copy.addEventListener("click", async () => {
    refresh();
    try {
      await navigator.clipboard.writeText(area.value);
      status.textContent = strings.copied;
    } catch {
      area.select();
      status.textContent = strings.copy_failed;
    }
  });
  // Filled when the box opens: measuring the example's height forces a layout, which on a
  // practice page would compete with the engine's start for nothing.
  return details;
}

function setUp() {
  const data = document.getElementById("rl-embed-strings");
  if (!data) return;
  /** @type {EmbedStrings} */
  const strings = JSON.parse(/** @type {string} */ (data.textContent));
  const root = new URL(strings.root, location.href);

  // The page's address, at the foot of the printout (print.css) and in the footer of every
  // printed page: an @page margin box (Chromium 131 and later) can only hold a fixed string, so
  // it is written here, where the address is known.
  const address = location.origin + location.pathname;
  const href = document.querySelector(".rl-print-href");
  if (href) href.textContent = address;
  setPageFooter(address);
  html.dataset.rlPrintFooter = "";

  for (const tools of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".rl-example-tools[data-rl-embed-src]"))) {
    const example = tools.closest(".rl-example");
    tools.append(control(strings, () => ({
      src: new URL(/** @type {string} */ (tools.dataset.rlEmbedSrc), location.href).href,
      title: /** @type {string} */ (tools.dataset.rlEmbedTitle),
      // The example without this line of tools (and the Embed box open in it).
      height: frameHeight(example ? outerHeight(example, [tools]) : 0, "example"),
    })));
  }
  // A widget without an embed page (the worksheet maker: data-rl-no-embed) gets no Embed control.
  for (const widget of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-rl-widget]:not([data-rl-no-embed])"))) {
    const kind = /** @type {string} */ (widget.dataset.rlWidget);
    const box = el("div", { class: "rl-example-tools rl-widget-tools" });
    box.append(control(strings, () => {
      const url = new URL(`embed/${encodeURIComponent(kind)}/`, root);
      url.search = widgetQuery(widget).toString();
      const style = getComputedStyle(widget);
      // The practice bar (practice-bar.js: levels, the problem of the day) is not shown in an embed.
      const bar = widget.querySelector(".rl-progress-bar");
      const barBox = bar && !(/** @type {HTMLElement} */ (bar)).hidden ? bar.getBoundingClientRect().height
        + parseFloat(getComputedStyle(bar).marginTop) + parseFloat(getComputedStyle(bar).marginBottom) : 0;
      return {
        src: url.href,
        title: (strings.titles && strings.titles[kind]) || widget.getAttribute("aria-label") || kind,
        height: frameHeight(widget.getBoundingClientRect().height - barBox + parseFloat(style.marginTop)
          + parseFloat(style.marginBottom), "widget"),
      };
    }));
    widget.after(box);
  }
}

if (EMBED) {
  const main = document.querySelector(".rl-embed") || document.body;
  let last = -1;
  const report = () => {
    const height = Math.ceil(main.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post({ type: "rummylab:height", height, embed: EMBED, id: html.dataset.rlEmbedId || "", lang: LANG, href: location.href });
  };
  new ResizeObserver(report).observe(main);
  window.addEventListener("load", report);
  report();
  document.addEventListener("rummylab:result", (event) => {
    post({ ...plain(/** @type {CustomEvent} */ (event).detail), type: "rummylab:result", lang: LANG, href: location.href });
  });
} else {
  setUp();
}

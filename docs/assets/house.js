// The house rules the reader chose, one state for the whole site: per game, the variants set away
// from the site's profile ({"knock": {"penalty": 20}}). Read from the address (?house=…) or else from
// localStorage ("rummylab-house"), and written to both when it changes, so a link carries it and the
// next page follows it. Every tool sends `house: houseFor(game)` with its requests and shows a badge
// (badge()) with one click back to the site's profile.
//
// The address: ?house=knock.penalty:20,knock.lay-off:true,rummy.target:100 (game.name:value, comma
// separated; true/false for a switch, a whole number, or none where "no limit" is allowed).
//
// What is valid comes from the page's table (site_plugins/widgets/house_table.py, generated from the engine);
// a name or value it does not take is said, in the engine's words, and that part is ignored: the
// site's profile is used for it. This file holds no rule and computes no number.

import { checkValue, parseValue } from "./house-values.js";
import { el, fill, saveQuery } from "./render.js";

/**
 * One variant of a game as the page's table gives it (site_plugins/widgets/house_table.py): its kind, the
 * values it takes (between low and high, or one of choices; none: "no limit" allowed), its
 * default (the site's profile) and its words; bad: the engine's message for a refused value, with
 * {value} where the reader's text goes.
 * @typedef {object} Variant
 * @property {string} name
 * @property {"bool" | "int"} kind
 * @property {number | null} low
 * @property {number | null} high
 * @property {number[]} choices
 * @property {boolean} none
 * @property {Value} default
 * @property {string} label
 * @property {string} bad
 */
/**
 * The page's table of every game's house rules (<script id="rl-house-table">), with the engine's
 * messages for a game or a name it does not have.
 * @typedef {object} HouseTable
 * @property {string} page  the house-rules page, relative to this one
 * @property {{[game: string]: {title: string, unknown: string, variants: Variant[]}}} games
 * @property {string} bad_game
 * @property {{[term: string]: string}} words
 */
/** A variant's value: a switch, a whole number, or null (no limit). @typedef {boolean | number | null} Value */
/** The reader's choice: per game, the variants set away from the site's profile. @typedef {{[game: string]: {[name: string]: Value}}} Choice */
/** @typedef {"here" | "elsewhere"} Source */

const KEY = "rummylab-house";
const PARAM = "house";

/** @type {HouseTable | null} */
const table = (() => {
  const node = document.getElementById("rl-house-table");
  try { return node ? JSON.parse(/** @type {string} */ (node.textContent)) : null; } catch { return null; }
})();
// What reads it once a page has the table (every page with a tool or the house-rules form).
const tableOf = () => /** @type {HouseTable} */ (table);

/** @type {Choice} */
let choice = {};
/** @type {string[]} */
let problems = [];
let noted = false; // a badge has said the problems already
/** @type {Set<(game: string | undefined, source: Source) => void>} */
const listeners = new Set();

const variantsOf = (/** @type {string} */ game) => (table && table.games[game] ? table.games[game].variants : []);
const findVariant = (/** @type {string} */ game, /** @type {string} */ name) => variantsOf(game).find((v) => v.name === name);

const shown = (/** @type {Value} */ value) => (value === null ? "none" : String(value));
const said = (/** @type {string} */ message) => fill(tableOf().words.ignored, { message });

/**
 * The message for a refused value (`text` as the reader wrote it), in the engine's words.
 * @param {string} game
 * @param {string} name  a variant of the game
 * @param {string} text
 */
export function refusal(game, name, text) {
  return fill(/** @type {Variant} */ (findVariant(game, name)).bad, { value: text });
}

/** @param {Choice} into @param {string} game @param {Variant} v @param {Value} value */
function put(into, game, v, value) {
  if (value === v.default) return;
  (into[game] ||= {})[v.name] = value;
}

/**
 * Read an address's text: the choice it makes and a message for each part that was ignored.
 * @param {string} text
 * @returns {{choice: Choice, problems: string[]}}
 */
export function parseText(text) {
  const table = tableOf();
  /** @type {Choice} */
  const out = {};
  /** @type {string[]} */
  const notes = [];
  const seen = new Set(); // a name given twice keeps its first value, and the second is said
  for (const item of text.split(",").map((t) => t.trim()).filter((t) => t)) {
    const m = item.match(/^([^.:]+)\.([^:]+):(.*)$/);
    if (!m) { notes.push(said(fill(table.words.bad_item, { value: item.slice(0, 40) }))); continue; }
    const game = m[1].trim().toLowerCase();
    if (!table.games[game]) { notes.push(said(fill(table.bad_game, { value: m[1].slice(0, 40) }))); continue; }
    const name = m[2].trim().toLowerCase().replace(/_/g, "-");
    const v = findVariant(game, name);
    if (!v) { notes.push(said(fill(table.games[game].unknown, { value: m[2].slice(0, 40) }))); continue; }
    const key = `${game}.${v.name}`;
    if (seen.has(key)) { notes.push(said(fill(table.words.twice, { value: key }))); continue; }
    seen.add(key);
    const parsed = parseValue(v, m[3]);
    if (!parsed) { notes.push(said(refusal(game, name, m[3].trim().slice(0, 40)))); continue; }
    put(out, game, v, parsed.value);
  }
  return { choice: out, problems: notes };
}

/**
 * The address's text for a choice, in the table's order: "knock.penalty:20,knock.lay-off:true".
 * @param {{[game: string]: {[name: string]: Value} | undefined}} c
 */
export function formatChoice(c) {
  const items = [];
  for (const game of Object.keys(tableOf().games)) {
    for (const v of variantsOf(game)) {
      const values = c[game];
      if (values && v.name in values) items.push(`${game}.${v.name}:${shown(values[v.name])}`);
    }
  }
  return items.join(",");
}

/** @returns {{choice: Choice, problems: string[]}} */
function readStored() {
  const table = tableOf();
  /** @type {unknown} */
  let data = null;
  try { data = JSON.parse(window.localStorage.getItem(KEY) || "null"); } catch { data = null; }
  /** @type {Choice} */
  const out = {};
  /** @type {string[]} */
  const notes = [];
  if (!data || typeof data !== "object") return { choice: out, problems: notes };
  for (const [game, values] of Object.entries(data)) {
    if (!table.games[game] || !values || typeof values !== "object") {
      notes.push(said(fill(table.bad_game, { value: String(game).slice(0, 40) })));
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      const v = findVariant(game, name);
      if (!v) { notes.push(said(fill(table.games[game].unknown, { value: name.slice(0, 40) }))); continue; }
      const checked = checkValue(v, value);
      if (!checked) { notes.push(said(refusal(game, name, JSON.stringify(value).slice(0, 40)))); continue; }
      put(out, game, v, checked.value);
    }
  }
  return { choice: out, problems: notes };
}

function keep() {
  try {
    if (Object.keys(choice).length) window.localStorage.setItem(KEY, JSON.stringify(choice));
    else window.localStorage.removeItem(KEY);
  } catch { /* private mode: the address still carries it */ }
  const text = formatChoice(choice);
  saveQuery({ [PARAM]: text || null });
}

/**
 * source: "here" (this page changed it) or "elsewhere" (another tab did).
 * @param {string | undefined} game  undefined: every game
 * @param {Source} [source]
 */
function changed(game, source = "here") {
  keep();
  for (const fn of [...listeners]) fn(game, source);
}

if (table) {
  const params = new URLSearchParams(window.location.search);
  ({ choice, problems } = params.has(PARAM) ? parseText(params.getAll(PARAM).join(",")) : readStored());
  keep();
  // Another tab changed the choice: this one follows it (its tools redraw, its badge says so).
  window.addEventListener("storage", (event) => {
    if (event.key !== KEY && event.key !== null) return;
    ({ choice } = readStored());
    changed(undefined, "elsewhere");
  });
}

/** What the address or the stored choice asked for and could not be used, one message each. */
export const houseProblems = () => problems.slice();

/**
 * The house rules of `game` for a request (`house: houseFor(game)`), or undefined for the profile.
 * @param {string} game
 */
export function houseFor(game) {
  const c = choice[game];
  return c && Object.keys(c).length ? { ...c } : undefined;
}

/**
 * The value of one variant (the profile's when it is not set).
 * @param {string} game
 * @param {string} name  a variant of the game
 * @returns {Value}
 */
export function valueOf(game, name) {
  const c = choice[game];
  return c && name in c ? c[name] : /** @type {Variant} */ (findVariant(game, name)).default;
}

/**
 * Set one variant; a value it does not take is refused (returns false) and nothing changes.
 * @param {string} game
 * @param {string} name
 * @param {unknown} value
 */
export function setVariant(game, name, value) {
  const v = findVariant(game, name);
  if (!v || !checkValue(v, value)) return false;
  if (value === v.default) {
    if (choice[game]) delete choice[game][name];
    if (choice[game] && !Object.keys(choice[game]).length) delete choice[game];
  } else {
    (choice[game] ||= {})[name] = /** @type {Value} */ (value); // checkValue took it
  }
  changed(game);
  return true;
}

/**
 * Back to the site's profile for `game`, or for every game when `game` is omitted.
 * @param {string} [game]
 */
export function clearHouse(game) {
  if (game === undefined) choice = {};
  else delete choice[game];
  changed(game);
}

/**
 * Call fn(game, source) after every change (game undefined: every game changed; source "here", or
 * "elsewhere" when another tab made it). Returns the unsubscribe.
 * @param {(game: string | undefined, source: Source) => void} fn
 */
export function onHouseChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * "penalty for a beaten knocker 20 · lay off on the knocker's melds": what is set for `game`.
 * @param {string} game
 */
export function describe(game) {
  const c = choice[game] || {};
  const w = tableOf().words;
  return variantsOf(game).filter((v) => v.name in c).map((v) => {
    const value = c[v.name];
    if (v.kind === "bool") return value ? v.label : fill(w.off, { label: v.label });
    return fill(w.value, { label: v.label, value: value === null ? w.no_limit : String(value) });
  }).join(" · ");
}

/**
 * The badge of a tool whose game is `gameOf()`: "House rules: …", a button back to the site's
 * profile (for that game) and a link to the house-rules page; hidden when nothing is set. The
 * address's ignored parts are said under it. `onChange(game, source)` re-draws the tool after a change.
 * @param {HTMLElement} root
 * @param {() => string | null} gameOf
 * @param {(game: string | undefined, source: Source) => void} [onChange]
 * @returns {{update: () => void}}
 */
export function badge(root, gameOf, onChange) {
  if (!table) return { update() {} };
  const w = table.words;
  const text = el("span", { class: "rl-house-badge-text", "data-testid": "house-badge-text" });
  const reset = el("button", { type: "button", class: "rl-button rl-house-badge-reset", "data-testid": "house-badge-reset" });
  const link = el("a", { href: table.page, class: "rl-house-badge-link", "data-testid": "house-badge-link" }, w.change);
  const box = el("div", { class: "rl-house-badge", role: "note", "data-testid": "house-badge", hidden: "" },
    text, " ", reset, " ", link);
  const notes = el("p", { class: "rl-note rl-house-notes", "data-testid": "house-error", hidden: "" });
  root.prepend(box, notes);
  // (The button shows only for a game with house rules set: gameOf() names one.)
  reset.addEventListener("click", () => clearHouse(/** @type {string} */ (gameOf())));
  function update() {
    const games = tableOf().games;
    const asked = gameOf();
    const game = asked && games[asked] ? asked : null; // a sheet of every game has no house rules
    const list = game ? describe(game) : "";
    box.hidden = !list;
    text.textContent = fill(w.badge, { list });
    reset.textContent = w.reset;
    reset.setAttribute("aria-label", fill(w.reset_game, { game: game ? games[game].title : "" }));
    root.dataset.house = game && list ? formatChoice({ [game]: choice[game] }) : "";
  }
  // What the address asked for and could not be used is said once, by the page's first tool.
  const asked = noted ? [] : houseProblems();
  noted = true;
  notes.textContent = asked.join(" ");
  notes.hidden = asked.length === 0;
  onHouseChange((game, source) => {
    update();
    if (onChange && (game === undefined || game === gameOf())) onChange(game, source);
  });
  update();
  return { update };
}

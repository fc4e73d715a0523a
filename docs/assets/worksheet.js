// The worksheet maker (teachers/worksheets/): collects the choices, posts {"op": "worksheet", ...} and
// draws the engine's sheet: the problems with blank answer lines, then the key. Every prompt,
// number, name and explanation comes from the engine's JSON or from the page's strings (rendered by
// site_plugins/widgets/worksheet.py, whose templates this fills); this file holds no rules. The
// choices live in the page's address, so a link is the same sheet; a choice the engine refuses is
// said at its field and the last good sheet stays.

import { badge, houseFor } from "./house.js";
import { cardsOf, conversation, dataOf, el, fill, handSpan, part, renderArrangement, reveal, saveQuery } from "./render.js";
import { setPageFooter } from "./page-style.js";
import { draw } from "./templates.js";

/** @typedef {import("./render.js").Strings} Strings */
/** @typedef {import("./render.js").Cards} Cards */
/**
 * One problem of a sheet (the engine's "worksheet"): its prompt, the players' hands (labels
 * empty: one hand, no players), the blanks to fill, and the key's answer.
 * @typedef {object} Problem
 * @property {number} number
 * @property {string} kind
 * @property {string} game
 * @property {string} prompt
 * @property {string[]} labels
 * @property {string[][]} hands
 * @property {string[]} [hand_names]
 * @property {number | null} [knocker]
 * @property {number | null} [out]
 * @property {string[]} blanks
 * @property {{summary: string, arrangement?: import("./render.js").Arrangement | null, explanation: string[]}} answer
 */
/**
 * A sheet as the engine makes it ("worksheet"; the plugin writes the page's first one), with its
 * address's query (the choices that make it again).
 * @typedef {import("./render.js").WithCards & {seed: number, title: string, heading: string, key_title: string,
 *   query: string, problems: Problem[]}} Sheet
 */
/** The choices as the form holds them (kinds: the boxes ticked, or the address's text as written). @typedef {{kinds: string[] | string, game: string, level: string, count: string, title: string, seed: string}} Choices */

const FIELDS = ["kinds", "game", "level", "count", "title", "seed"];

/**
 * One problem: its prompt, its cards, its blank answer lines (the templates problem_html in
 * site_plugins/widgets/worksheet.py fills).
 * @param {Problem} p
 * @param {Strings} s
 * @param {Cards} cards
 */
function renderProblem(p, s, cards) {
  const part = p.labels.length
    ? draw("ws-hands", { rows: p.labels.map((label, i) => draw("ws-player", {
      name: label,
      tag: p.knocker === i + 1 ? draw("tag", { text: s.knocker_tag }) : p.out === i + 1 ? draw("tag", { text: s.went_out }) : null,
      hand: p.hands[i].length
        ? handSpan(p.hands[i], cards, p.hand_names ? p.hand_names[i] : fill(s.hand_of, { player: label.toLowerCase() }))
        : draw("hand", { role: null, label: null, cards: s.no_cards }),
    })) })
    : draw("ws-hand", { hand: handSpan(p.hands[0], cards, s.hand) });
  return draw("ws-problem", { number: p.number, kind: p.kind, game: p.game, prompt: p.prompt, cards: part,
    blanks: p.blanks.map((blank) => draw("ws-blank", { label: `${blank}${s.colon}` })) });
}

/** One answer of the key (the templates answer_html fills). @param {Problem} p @param {Strings} s @param {Cards} cards */
function renderAnswer(p, s, cards) {
  return draw("ws-answer", { number: p.number, summary: p.answer.summary,
    arrangement: p.answer.arrangement ? renderArrangement(p.answer.arrangement, s, cards) : null,
    explanation: p.answer.explanation.map((line) => draw("explanation", { text: line })) });
}

/**
 * The printable sheet (the templates sheet_html fills; exported for the browser test that compares the two).
 * @param {Sheet} sheet
 * @param {Strings} s
 */
export function renderSheet(sheet, s) {
  const cards = cardsOf(sheet);
  return draw("ws-sheet", { title: sheet.title, heading: sheet.heading, name: `${s.name}${s.colon}`, date: `${s.date}${s.colon}`,
    problems: sheet.problems.map((p) => renderProblem(p, s, cards)), key_title: sheet.key_title,
    answers: sheet.problems.map((p) => renderAnswer(p, s, cards)) });
}


/**
 * The sheet's address (with its query) at the foot of every printed page, in place of the page's
 * address that embed.js writes, whichever runs first (page-style.js: one rule, its owner). Two
 * rules in two style sheets left the first page with embed.js's address when it ran last.
 * @param {string} address
 */
function writeFooter(address) {
  setPageFooter(address, "worksheet");
}

/**
 * The key alone, as a small HTML file the teacher keeps (cards keep their symbols and names).
 * @param {HTMLElement} root
 * @param {Sheet} sheet
 */
function keyFile(root, sheet) {
  const key = part(root, "[data-testid=worksheet-key]").cloneNode(true);
  const lang = document.documentElement.lang || "en";
  const style = "body{font:14px/1.4 sans-serif;margin:1.5cm;color:#000}ol{list-style:none;padding:0}"
    + "li{margin:0 0 1em;break-inside:avoid}.rl-card{display:inline-block;border:1px solid #000;border-radius:3px;"
    + "padding:0 .25em;margin:0 .1em}.rl-red{color:#a00}.rl-melds{padding:0;list-style:none}.rl-meld-kind{font-weight:600;margin-right:.4em}"
    + ".rl-ws-title{font-size:1.3em;font-weight:700}";
  const doc = document.implementation.createHTMLDocument(sheet.key_title);
  doc.documentElement.lang = lang;
  const meta = doc.createElement("meta");
  meta.setAttribute("charset", "utf-8");
  doc.head.prepend(meta);
  const address = doc.createElement("p");
  address.textContent = /** @type {HTMLAnchorElement} */ (part(root, "[data-testid=worksheet-link]")).href;
  doc.body.append(doc.importNode(key, true), address);
  // The file's <style> is written into its text: a <style> element made in a document of this page
  // would be refused by the page's Content-Security-Policy (site_plugins/csp.py), file or not.
  const page = doc.documentElement.outerHTML.replace("</head>", `<style>${style}</style></head>`);
  return new Blob([`<!doctype html>\n${page}\n`], { type: "text/html;charset=utf-8" });
}

/**
 * Turn the worksheet rendered by the plugin into the live maker.
 * @param {HTMLElement} root
 * @param {{first?: boolean}} [options]
 */
export function upgrade(root, { first = true } = {}) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  const form = part(root, "[data-testid=worksheet-form]");
  const status = part(root, "[data-testid=worksheet-status]");
  const error = part(root, "[data-testid=worksheet-error]");
  const box = part(root, "[data-testid=worksheet-sheet]");
  const link = /** @type {HTMLAnchorElement} */ (part(root, "[data-testid=worksheet-link]"));
  // A field of the form (a select or an input; "new", "print" and "download-key": buttons).
  const input = (/** @type {string} */ name) => /** @type {HTMLInputElement | HTMLSelectElement} */ (part(root, `[data-testid=worksheet-${name}]`));
  const fieldError = (/** @type {string} */ name) => part(root, `[data-testid=worksheet-${name}-error]`);
  const kindBoxes = [.../** @type {NodeListOf<HTMLInputElement>} */ (root.querySelectorAll("input[name=kinds]"))];
  /** @type {Sheet} */
  let sheet = dataOf(root, "script.rl-worksheet-data");

  const talk = conversation(root, s, { status, error });

  function clearFieldErrors() {
    for (const name of FIELDS) {
      const box = fieldError(name);
      box.hidden = true;
      box.textContent = "";
      const control = name === "kinds" ? null : input(name);
      if (control) {
        control.removeAttribute("aria-invalid");
        control.removeAttribute("aria-describedby");
      }
    }
  }

  /** @returns {Choices} */
  function choices() {
    return {
      kinds: kindBoxes.filter((b) => b.checked).map((b) => b.value),
      game: input("game").value,
      level: input("level").value,
      count: input("count").value,
      title: input("title").value,
      seed: input("seed").value,
    };
  }

  /** @param {Sheet} next @param {{save?: boolean}} [options] */
  function show(next, { save = true } = {}) {
    sheet = next;
    box.replaceChildren(renderSheet(sheet, s));
    root.dataset.seed = String(sheet.seed);
    if (save && first) {
      // The engine's own query (title only when one was given), then carried to the other languages.
      const url = new URL(window.location.href);
      url.search = `?${sheet.query}`;
      window.history.replaceState(window.history.state, "", url);
      saveQuery({});
    }
    // The address of the sheet shown (the page's own may still hold choices the engine refused).
    const address = `${window.location.origin}${window.location.pathname}?${sheet.query}`;
    link.href = address;
    link.replaceChildren(el("code", {}, address)); // an address, not prose (French spacing does not apply)
    writeFooter(address);
    root.dataset.sheet = sheet.query; // tests wait on this
  }

  /**
   * The engine names the field it refused: say it there, keep the sheet below.
   * @param {import("./render.js").EngineError | null} failure
   */
  function pointAt(failure) {
    const field = failure && failure.params && failure.params.field;
    if (!failure || !field || !FIELDS.includes(field)) return;
    error.hidden = true;
    const where = fieldError(field);
    where.textContent = `${failure.message}. ${s.kept}`;
    where.hidden = false;
    const control = field === "kinds" ? kindBoxes[0] : input(field);
    if (field !== "kinds") {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", where.id);
    }
    control.focus();
    reveal(where);
    root.dataset.refused = field; // tests wait on this
  }

  /** @param {Choices} values */
  function make(values) {
    clearFieldErrors();
    delete root.dataset.refused;
    // A sheet of one game follows that game's house rules (house.js); a sheet of every game, the site's.
    return talk.ask({ op: "worksheet", lang: s.lang, house: houseFor(values.game), ...values }, s.making, {
      onResult: (/** @type {Sheet} */ result) => {
        show(result);
        talk.announce(s.ready);
      },
      onError: pointAt,
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    make(choices());
  });
  input("new").addEventListener("click", () => {
    // A new seed is not rules logic: any whole number picks another sheet.
    input("seed").value = String(Math.floor(Math.random() * 2 ** 31));
    make(choices());
  });
  input("print").addEventListener("click", () => window.print());
  input("download-key").addEventListener("click", () => {
    const url = URL.createObjectURL(keyFile(root, sheet));
    const a = el("a", { href: url, download: `rummylab-worksheet-${sheet.seed}-key-${s.lang}.html` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  });

  // House rules (house.js): the badge of the chosen game; a change makes the sheet again.
  const house = badge(root, () => input("game").value, () => make(choices()));
  input("game").addEventListener("change", () => house.update());
  form.hidden = false;
  show(sheet, { save: false });

  // The link's sheet: its choices go into the fields as written, and the engine judges them.
  const params = new URLSearchParams(window.location.search);
  const asked = first && FIELDS.some((name) => params.has(name));
  if (asked) {
    // (params.get(name) of a name params has is never null.)
    if (params.has("kinds")) {
      const wanted = /** @type {string} */ (params.get("kinds")).split(",");
      for (const b of kindBoxes) b.checked = wanted.includes(b.value);
    }
    for (const name of ["game", "level", "count", "title", "seed"]) {
      if (!params.has(name)) continue;
      const control = input(name);
      const asked = /** @type {string} */ (params.get(name));
      if (control.tagName === "SELECT" && ![.../** @type {HTMLSelectElement} */ (control).options].some((o) => o.value === asked)) {
        // Not an option: the engine hears it as written and says why it cannot be used.
        const option = el("option", { value: asked }, asked);
        control.append(option);
      }
      control.value = asked;
    }
    const values = choices();
    if (params.has("kinds")) values.kinds = /** @type {string} */ (params.get("kinds"));
    make(values);
  }
  house.update(); // the link's game
  root.dataset.upgraded = "true";
}

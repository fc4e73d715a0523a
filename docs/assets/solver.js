// The meld solver widget: collects a hand (typed or picked), the game and the round, posts
// {"op": "solve", ...} to the engine and draws the answer. Every number and every name shown
// comes from the engine's JSON or from the page's strings (rendered by site_plugins/widgets.py);
// this file holds no rules and computes nothing.

import { badge, houseFor } from "./house.js";
import { engine } from "./engine.js";
import { draw } from "./templates.js";
import { cardSpan, cardsOf, conversation, dataOf, el, fill, hasRounds, inLeftover, noteIgnored, part, renderArrangement, reveal,
  saveQuery }
  from "./render.js";

/** @typedef {import("./render.js").Strings} Strings */
/** @typedef {import("./render.js").Arrangement} Arrangement */
/** @typedef {import("./render.js").Ignored} Ignored */
/**
 * The engine's answer to "solve" (rummylab.web.hands): the best arrangement, with every optimal
 * one when asked (all), the lines that explain it and the notes on how the hand was read.
 * `leftover` says what the game calls the leftover cards (the label and the summary follow it).
 * @typedef {Arrangement & import("./render.js").WithCards & {alternatives?: Arrangement[], explanation?: string[], notes?: string[],
 *   leftover?: string}} Solved
 */
/**
 * The engine's answer to "read": each token of the field and its card (null: not a card yet).
 * @typedef {import("./render.js").WithCards & {tokens: [string, string | null][], notes: string[]}} Reading
 */

/** @param {Arrangement} a @param {Arrangement} b */
function sameArrangement(a, b) {
  return JSON.stringify([a.melds, a.unmatched]) === JSON.stringify([b.melds, b.unmatched]);
}

/** @param {Solved} result @param {Strings} s */
export function renderResult(result, s) {
  const cards = cardsOf(result);
  const others = (result.alternatives || []).filter((a) => !sameArrangement(a, result));
  return draw("solver-result", {
    // How the hand was read (C as copas or as clubs) and a hand that is not its round's size.
    notes: (result.notes || []).map((line) => draw("solver-note", { text: line })),
    label: `${inLeftover(s, "deadwood", result.leftover)}${s.colon}`,
    deadwood: result.deadwood,
    best: s.best,
    arrangement: renderArrangement(result, s, cards),
    alternatives: others.length
      ? draw("solver-alternatives", { label: s.alternatives,
        items: others.map((alt) => draw("item", { content: renderArrangement(alt, s, cards) })) })
      : draw("solver-no-alternatives", { text: inLeftover(s, "no_alternatives", result.leftover) }),
    explanation: (result.explanation || []).map((line) => draw("explanation", { text: line })),
  });
}

/**
 * Turn a widget rendered by the plugin into a live one.
 * @param {HTMLElement} root
 * @param {{first?: boolean}} [options]
 */
export function upgrade(root, { first = true } = {}) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  const form = /** @type {HTMLFormElement} */ (part(root, "form"));
  const input = /** @type {HTMLInputElement} */ (form.elements.namedItem("hand"));
  const game = /** @type {HTMLSelectElement} */ (form.elements.namedItem("game"));
  const round = /** @type {HTMLSelectElement} */ (form.elements.namedItem("round"));
  const roundBox = part(root, ".rl-round");
  const status = part(root, "[data-testid=solver-status]");
  const error = part(root, "[data-testid=solver-error]");
  const result = part(root, "[data-testid=solver-result]");
  const buttons = [.../** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll("button[data-card]"))];

  const preview = part(root, "[data-testid=solver-preview]");
  const urlNote = part(root, "[data-testid=solver-url-note]");

  // Every English spelling of each card (QH, Q♥, Q♡, TH, 10H …) comes from the plugin, which
  // asked the engine's parser at build time; the page language's own letters (copas C, …) are
  // read by the engine as the reader types (the preview), and the picker follows that reading.
  const byAlias = new Map();
  const byCard = new Map();
  for (const button of buttons) {
    for (const alias of /** @type {string} */ (button.dataset.aliases).split(" ")) byAlias.set(alias, button);
    byCard.set(button.textContent, button);
  }
  const tokens = () => input.value.split(/[\s,;]+/u).filter(Boolean);
  const norm = (/** @type {string} */ token) => token.replace(/\uFE0F/gu, "").toUpperCase();
  /** @type {Map<string, string>} */
  let read = new Map(); // token -> card, as the engine last read the field
  const buttonOf = (/** @type {string} */ token) => (read.has(token) ? byCard.get(read.get(token)) : byAlias.get(norm(token)));

  function syncPicker() {
    const picked = new Set(tokens().map(buttonOf).filter(Boolean));
    for (const button of buttons) button.setAttribute("aria-pressed", String(picked.has(button)));
  }

  /** @param {HTMLButtonElement} button */
  function togglePick(button) {
    const list = tokens();
    const at = list.findIndex((t) => buttonOf(t) === button);
    if (at >= 0) list.splice(at, 1);
    else list.push(/** @type {string} */ (button.dataset.card));
    input.value = list.join(" ");
    syncPicker();
    showReading();
  }

  // The picker is one Tab stop: the arrow keys move inside it (left/right along a suit, up/down
  // to the same rank of the next suit), Home/End to the ends; Enter or Space picks.
  let current = buttons[0];
  /** @param {HTMLButtonElement | undefined} next */
  function rove(next) {
    if (!next) return;
    current.tabIndex = -1;
    current = next;
    current.tabIndex = 0;
    current.focus();
  }
  for (const button of buttons) button.tabIndex = button === current ? 0 : -1;
  part(root, "[data-testid=solver-picker]").addEventListener("keydown", (event) => {
    const at = buttons.indexOf(/** @type {HTMLButtonElement} */ (event.target));
    if (at < 0) return;
    const step = /** @type {{[key: string]: number}} */ ({ ArrowRight: 1, ArrowLeft: -1, ArrowDown: 13, ArrowUp: -13 })[event.key];
    if (step !== undefined) rove(buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]);
    else if (event.key === "Home") rove(buttons[0]);
    else if (event.key === "End") rove(buttons[buttons.length - 1]);
    else return;
    event.preventDefault();
  });
  for (const button of buttons) button.addEventListener("focus", () => { if (button !== current) rove(button); });

  // The live reading under the field: the cards as the engine reads them, a token it cannot read
  // marked, and how a C was read. Only once the engine is there; only the latest reading shows.
  let readTicket = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let readTimer;
  function showReading() {
    clearTimeout(readTimer);
    if (!input.value.trim()) {
      readTicket += 1;
      preview.hidden = true;
      read = new Map();
      return;
    }
    readTimer = setTimeout(async () => {
      const ticket = ++readTicket;
      if (!engine.ready || !input.value.trim()) {
        preview.hidden = true;
        read = new Map();
        return;
      }
      let answer;
      try {
        answer = await engine.request({ op: "read", hand: input.value, letters: "local", lang: s.lang });
      } catch {
        return; // the Solve button reports what went wrong with the engine
      }
      if (ticket !== readTicket || !answer.ok) return;
      const reading = /** @type {Reading} */ (answer.result);
      const cards = cardsOf(reading);
      read = new Map(/** @type {[string, string][]} */ (reading.tokens.filter(([, card]) => card)).map(([token, card]) => [token, card]));
      const shown = reading.tokens.map(([token, card]) => (card ? cardSpan(card, cards)
        : el("span", { class: "rl-bad-token", title: fill(s.not_read, { token }) }, `${token}?`)));
      const line = el("p", { class: "rl-preview-cards" }, `${s.preview}: `);
      shown.forEach((node, i) => line.append(...(i ? [" ", node] : [node])));
      preview.replaceChildren(line, ...reading.notes.map((n) => el("p", { class: "rl-note" }, n)));
      preview.hidden = false;
      syncPicker();
    }, 120);
  }

  function syncRound() {
    roundBox.hidden = !hasRounds(game);
  }

  function request() {
    /** @type {import("./render.js").EngineRequest} */
    const req = { op: "solve", hand: input.value, game: game.value, all: true, letters: "local", lang: s.lang,
      house: houseFor(game.value) };
    if (hasRounds(game)) req.round = Number(round.value);
    return req;
  }

  function saveToUrl() {
    if (first) saveQuery({ hand: input.value.trim(), game: game.value, round: hasRounds(game) ? round.value : null });
  }

  const talk = conversation(root, s, { status, error });
  const helpIds = input.getAttribute("aria-describedby");

  // shown: the reader asked (Enter, Solve): bring the answer or the error into view.
  /** @param {{shown?: boolean}} [options] */
  function solve({ shown = false } = {}) {
    saveToUrl();
    return talk.ask(request(), s.solving, {
      /** @param {Solved} answer @param {number} ticket */
      onResult(answer, ticket) {
        input.setAttribute("aria-invalid", "false");
        input.setAttribute("aria-describedby", `${helpIds}`);
        result.replaceChildren(renderResult(answer, s));
        result.hidden = false;
        root.dataset.solved = String(ticket);
        talk.announce(fill(inLeftover(s, "summary", answer.leftover), { deadwood: answer.deadwood }));
        if (shown) reveal(result, { focus: true });
      },
      onError(failure) {
        result.hidden = true;
        // The field's own mistake (a card, a count): mark it and link the message to it.
        if (failure) {
          input.setAttribute("aria-invalid", "true");
          input.setAttribute("aria-describedby", `${error.id} ${helpIds}`);
        }
        if (shown) reveal(error);
      },
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    solve({ shown: true });
  });
  input.addEventListener("input", () => {
    syncPicker();
    showReading();
  });
  engine.onStage((stage) => { if (stage === "ready") showReading(); });
  // House rules (house.js): the badge of the chosen game; a change solves the hand again.
  const house = badge(root, () => game.value, () => { if (root.dataset.solved) solve(); });
  game.addEventListener("change", () => { syncRound(); house.update(); });
  for (const button of buttons) button.addEventListener("click", () => togglePick(button));
  part(root, "[data-testid=solver-clear]").addEventListener("click", () => {
    input.value = "";
    syncPicker();
    showReading();
    input.focus();
  });
  // A link's hand, game and round; what cannot be used is said, and the page goes on without it.
  const params = new URLSearchParams(window.location.search);
  /** @type {Ignored[]} */
  const ignored = [];
  // (params.get(name) of a name params has is never null.)
  if (first && params.has("game")) {
    const asked = /** @type {string} */ (params.get("game"));
    if ([...game.options].some((o) => o.value === asked)) game.value = asked;
    else ignored.push({ name: "game", value: asked, why: "why_game" });
  }
  if (first && params.has("round")) {
    const asked = /** @type {string} */ (params.get("round"));
    if ([...round.options].some((o) => o.value === asked)) round.value = asked;
    else ignored.push({ name: "round", value: asked, why: "why_round" });
  }
  if (first && params.has("hand")) input.value = /** @type {string} */ (params.get("hand"));
  noteIgnored(urlNote, s, ignored);
  syncPicker();
  syncRound();
  house.update(); // the link's game
  form.hidden = false;
  root.dataset.upgraded = "true";
  if (first && params.has("hand")) solve();
}

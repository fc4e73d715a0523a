// The meld solver widget: collects a hand (typed or picked), the game and the round, posts
// {"op": "solve", ...} to the engine and draws the answer. Every number and every name shown
// comes from the engine's JSON or from the page's strings (rendered by site_plugins/widgets.py);
// this file holds no rules and computes nothing.

import { badge, houseFor } from "./house.js";
import { engine } from "./engine.js";
import { cardSpan, cardsOf, conversation, el, fill, hasRounds, noteIgnored, renderArrangement, reveal, saveQuery } from "./render.js";

function sameArrangement(a, b) {
  return JSON.stringify([a.melds, a.unmatched]) === JSON.stringify([b.melds, b.unmatched]);
}

function renderResult(result, s) {
  const cards = cardsOf(result);
  const nodes = [
    el("p", { class: "rl-deadwood" }, `${s.deadwood}: `,
      el("strong", { "data-testid": "solver-deadwood" }, String(result.deadwood))),
    el("p", { class: "rl-label" }, s.best),
    renderArrangement(result, s, cards),
  ];
  const others = (result.alternatives || []).filter((a) => !sameArrangement(a, result));
  if (others.length) {
    const list = el("ol");
    for (const alt of others) list.append(el("li", {}, renderArrangement(alt, s, cards)));
    nodes.push(el("details", { class: "rl-alternatives", "data-testid": "solver-alternatives" },
      el("summary", {}, s.alternatives), list));
  } else {
    nodes.push(el("p", { class: "rl-alternatives-none", "data-testid": "solver-alternatives" }, s.no_alternatives));
  }
  for (const line of result.explanation || []) nodes.push(el("p", { class: "rl-explanation" }, line));
  // How the hand was read (C as copas or as clubs) and a hand that is not its round's size.
  for (const line of result.notes || []) nodes.unshift(el("p", { class: "rl-note", "data-testid": "solver-note" }, line));
  return nodes;
}

/** Turn a widget rendered by the plugin into a live one. */
export function upgrade(root, { first = true } = {}) {
  const s = JSON.parse(root.querySelector("script.rl-strings").textContent);
  const form = root.querySelector("form");
  const input = form.elements.hand;
  const game = form.elements.game;
  const round = form.elements.round;
  const roundBox = root.querySelector(".rl-round");
  const status = root.querySelector("[data-testid=solver-status]");
  const error = root.querySelector("[data-testid=solver-error]");
  const result = root.querySelector("[data-testid=solver-result]");
  const buttons = [...root.querySelectorAll("button[data-card]")];

  const preview = root.querySelector("[data-testid=solver-preview]");
  const urlNote = root.querySelector("[data-testid=solver-url-note]");

  // Every English spelling of each card (QH, Q♥, Q♡, TH, 10H …) comes from the plugin, which
  // asked the engine's parser at build time; the page language's own letters (copas C, …) are
  // read by the engine as the reader types (the preview), and the picker follows that reading.
  const byAlias = new Map();
  const byCard = new Map();
  for (const button of buttons) {
    for (const alias of button.dataset.aliases.split(" ")) byAlias.set(alias, button);
    byCard.set(button.textContent, button);
  }
  const tokens = () => input.value.split(/[\s,;]+/u).filter(Boolean);
  const norm = (token) => token.replace(/\uFE0F/gu, "").toUpperCase();
  let read = new Map(); // token -> card, as the engine last read the field
  const buttonOf = (token) => (read.has(token) ? byCard.get(read.get(token)) : byAlias.get(norm(token)));

  function syncPicker() {
    const picked = new Set(tokens().map(buttonOf).filter(Boolean));
    for (const button of buttons) button.setAttribute("aria-pressed", String(picked.has(button)));
  }

  function togglePick(button) {
    const list = tokens();
    const at = list.findIndex((t) => buttonOf(t) === button);
    if (at >= 0) list.splice(at, 1);
    else list.push(button.dataset.card);
    input.value = list.join(" ");
    syncPicker();
    showReading();
  }

  // The picker is one Tab stop: the arrow keys move inside it (left/right along a suit, up/down
  // to the same rank of the next suit), Home/End to the ends; Enter or Space picks.
  let current = buttons[0];
  function rove(next) {
    if (!next) return;
    current.tabIndex = -1;
    current = next;
    current.tabIndex = 0;
    current.focus();
  }
  for (const button of buttons) button.tabIndex = button === current ? 0 : -1;
  root.querySelector("[data-testid=solver-picker]").addEventListener("keydown", (event) => {
    const at = buttons.indexOf(event.target);
    if (at < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 13, ArrowUp: -13 }[event.key];
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
  let readTimer = null;
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
      const cards = cardsOf(answer.result);
      read = new Map(answer.result.tokens.filter(([, card]) => card).map(([token, card]) => [token, card]));
      const shown = answer.result.tokens.map(([token, card]) => (card ? cardSpan(card, cards)
        : el("span", { class: "rl-bad-token", title: fill(s.not_read, { token }) }, `${token}?`)));
      const line = el("p", { class: "rl-preview-cards" }, `${s.preview}: `);
      shown.forEach((node, i) => line.append(...(i ? [" ", node] : [node])));
      preview.replaceChildren(line, ...answer.result.notes.map((n) => el("p", { class: "rl-note" }, n)));
      preview.hidden = false;
      syncPicker();
    }, 120);
  }

  function syncRound() {
    roundBox.hidden = !hasRounds(game);
  }

  function request() {
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
  function solve({ shown = false } = {}) {
    saveToUrl();
    return talk.ask(request(), s.solving, {
      onResult(answer, ticket) {
        input.setAttribute("aria-invalid", "false");
        input.setAttribute("aria-describedby", `${helpIds}`);
        result.replaceChildren(...renderResult(answer, s));
        result.hidden = false;
        root.dataset.solved = String(ticket);
        talk.announce(s.summary.replace("{deadwood}", String(answer.deadwood)));
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
  root.querySelector("[data-testid=solver-clear]").addEventListener("click", () => {
    input.value = "";
    syncPicker();
    showReading();
    input.focus();
  });
  // A link's hand, game and round; what cannot be used is said, and the page goes on without it.
  const params = new URLSearchParams(window.location.search);
  const ignored = [];
  if (first && params.has("game")) {
    if ([...game.options].some((o) => o.value === params.get("game"))) game.value = params.get("game");
    else ignored.push({ name: "game", value: params.get("game"), why: "why_game" });
  }
  if (first && params.has("round")) {
    if ([...round.options].some((o) => o.value === params.get("round"))) round.value = params.get("round");
    else ignored.push({ name: "round", value: params.get("round"), why: "why_round" });
  }
  if (first && params.has("hand")) input.value = params.get("hand");
  noteIgnored(urlNote, s, ignored);
  syncPicker();
  syncRound();
  house.update(); // the link's game
  form.hidden = false;
  root.dataset.upgraded = "true";
  if (first && params.has("hand")) solve();
}

// The meld solver widget: collects a hand (typed or picked), the game and the round, posts
// {"op": "solve", ...} to the engine and draws the answer. Every number and every name shown
// comes from the engine's JSON or from the page's strings (rendered by site_plugins/widgets.py);
// this file holds no rules and computes nothing.

import { cardsOf, conversation, el, hasRounds, renderArrangement, saveQuery } from "./render.js";

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

  // Every spelling of each card (QH, Q♥, Q♡, TH, 10H …) comes from the plugin, which asked
  // the engine's parser at build time; here we only look tokens up.
  const byAlias = new Map();
  for (const button of buttons) {
    for (const alias of button.dataset.aliases.split(" ")) byAlias.set(alias, button);
  }
  const tokens = () => input.value.split(/[\s,;]+/u).filter(Boolean);
  const norm = (token) => token.replace(/\uFE0F/gu, "").toUpperCase();

  function syncPicker() {
    const picked = new Set(tokens().map((t) => byAlias.get(norm(t))).filter(Boolean));
    for (const button of buttons) button.setAttribute("aria-pressed", String(picked.has(button)));
  }

  function togglePick(button) {
    const list = tokens();
    const at = list.findIndex((t) => byAlias.get(norm(t)) === button);
    if (at >= 0) list.splice(at, 1);
    else list.push(button.dataset.card);
    input.value = list.join(" ");
    syncPicker();
  }

  function syncRound() {
    roundBox.hidden = !hasRounds(game);
  }

  function request() {
    const req = { op: "solve", hand: input.value, game: game.value, all: true, lang: s.lang };
    if (hasRounds(game)) req.round = Number(round.value);
    return req;
  }

  function saveToUrl() {
    if (first) saveQuery({ hand: input.value.trim(), game: game.value, round: hasRounds(game) ? round.value : null });
  }

  const talk = conversation(root, s, { status, error });

  function solve() {
    saveToUrl();
    return talk.ask(request(), s.solving, {
      onResult(answer, ticket) {
        result.replaceChildren(...renderResult(answer, s));
        result.hidden = false;
        root.dataset.solved = String(ticket);
        talk.announce(s.summary.replace("{deadwood}", String(answer.deadwood)));
      },
      onError() {
        result.hidden = true;
      },
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    solve();
  });
  input.addEventListener("input", syncPicker);
  game.addEventListener("change", syncRound);
  for (const button of buttons) button.addEventListener("click", () => togglePick(button));
  root.querySelector("[data-testid=solver-clear]").addEventListener("click", () => {
    input.value = "";
    syncPicker();
    input.focus();
  });
  const params = new URLSearchParams(window.location.search);
  if (first && params.has("hand")) {
    input.value = params.get("hand");
    if ([...game.options].some((o) => o.value === params.get("game"))) game.value = params.get("game");
    if ([...round.options].some((o) => o.value === params.get("round"))) round.value = params.get("round");
  }
  syncPicker();
  syncRound();
  form.hidden = false;
  root.dataset.upgraded = "true";
  if (first && params.has("hand")) solve();
}

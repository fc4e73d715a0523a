// The meld solver widget: collects a hand (typed or picked), the game and the round, posts
// {"op": "solve", ...} to the engine and draws the answer. Every number and every name shown
// comes from the engine's JSON or from the page's strings (rendered by site_plugins/widgets.py);
// this file holds no rules and computes nothing.

import { engine, EngineTimeout, EngineLoadFailed } from "./engine.js";
import { STAGE_TEXT, el, renderArrangement, saveQuery } from "./render.js";

function sameArrangement(a, b) {
  return JSON.stringify([a.melds, a.unmatched]) === JSON.stringify([b.melds, b.unmatched]);
}

function renderResult(result, s) {
  const names = result.card_names || {};
  const nodes = [
    el("p", { class: "rl-deadwood" }, `${s.deadwood}: `,
      el("strong", { "data-testid": "solver-deadwood" }, String(result.deadwood))),
    el("p", { class: "rl-label" }, s.best),
    renderArrangement(result, s, names),
  ];
  const others = (result.alternatives || []).filter((a) => !sameArrangement(a, result));
  if (others.length) {
    const list = el("ol");
    for (const alt of others) list.append(el("li", {}, renderArrangement(alt, s, names)));
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
    roundBox.hidden = game.value !== "three-thirteen";
  }

  function request() {
    const req = { op: "solve", hand: input.value, game: game.value, all: true, lang: s.lang };
    if (game.value === "three-thirteen") req.round = Number(round.value);
    return req;
  }

  function saveToUrl() {
    if (!first) return;
    const tt = game.value === "three-thirteen";
    saveQuery({ hand: input.value.trim(), game: game.value, round: tt ? round.value : null });
  }

  function setStatus(text) {
    status.classList.remove("rl-sr-only");
    status.textContent = text;
  }

  function showError(message) {
    error.textContent = message;
    error.hidden = false;
    result.hidden = true;
    setStatus("");
  }

  let busy = 0;
  let latest = 0;

  // Show one answer (or failure) unless a newer request was made meanwhile.
  function show(ticket, answer, failure) {
    if (ticket !== latest) return;
    if (failure) {
      showError(failure);
    } else if (!answer.ok) {
      showError(answer.error.message);
    } else {
      result.replaceChildren(...renderResult(answer.result, s));
      result.hidden = false;
      root.dataset.solved = String(ticket);
      // Announced to screen readers; on screen the result already shows it.
      status.textContent = s.summary.replace("{deadwood}", String(answer.result.deadwood));
      status.classList.add("rl-sr-only");
    }
    root.dataset.answered = String(ticket); // tests wait on this
  }

  async function solve() {
    const ticket = ++latest;
    saveToUrl();
    error.hidden = true;
    busy += 1;
    root.setAttribute("aria-busy", "true");
    setStatus(engine.ready ? s.solving : s[STAGE_TEXT[engine.stage] || "loading_runtime"]);
    // Read at each request (the plugin's timeout_ms option; a test may lower it).
    const timeoutMs = Number(root.dataset.timeoutMs || 10000);
    try {
      const answer = await engine.request(request(), { timeoutMs });
      show(ticket, answer, null);
    } catch (err) {
      show(ticket, null, err instanceof EngineTimeout ? s.timeout : err instanceof EngineLoadFailed ? s.load_failed : s.crashed);
    } finally {
      busy -= 1;
      if (!busy) root.removeAttribute("aria-busy");
    }
  }

  engine.onStage((stage) => {
    if (busy && STAGE_TEXT[stage]) setStatus(s[STAGE_TEXT[stage]]);
    else if (busy && stage === "ready") setStatus(s.solving);
  });

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
  // Load the engine on the first sign of interest, or when the browser is idle.
  root.addEventListener("focusin", () => engine.start(), { once: true });
  root.addEventListener("pointerdown", () => engine.start(), { once: true });
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => engine.start(), { timeout: 5000 });

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

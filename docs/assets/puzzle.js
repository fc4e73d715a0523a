// The meld puzzle widget: the engine deals a hand; the reader groups cards into melds (click
// or keyboard: every card is a toggle button), then posts {"op": "puzzle-check", ...} and
// draws the engine's verdict. Every card name, number and message comes from the engine's
// JSON or from the page's strings (site_plugins/widget_puzzle.py); this file holds no rules.

import { engine, EngineTimeout, EngineLoadFailed } from "./engine.js";
import { STAGE_TEXT, cardSpan, colour, el, fill, renderArrangement, saveQuery } from "./render.js";

// Mirrors describe() in site_plugins/widget_puzzle.py.
function describe(puzzle, s) {
  if (puzzle.game === "knock") return fill(s.puzzle_knock, { cards: puzzle.hand.length });
  return fill(s.puzzle_tt, { round: puzzle.round, cards: puzzle.hand.length, wild: s.ranks[puzzle.wild_rank] });
}

/** Turn a puzzle rendered by the plugin into a live one. */
export function upgrade(root, { first = true } = {}) {
  const s = JSON.parse(root.querySelector("script.rl-strings").textContent);
  const controls = root.querySelector("[data-testid=puzzle-controls]");
  const gameSelect = root.querySelector("[data-testid=puzzle-game]");
  const roundSelect = root.querySelector("[data-testid=puzzle-round]");
  const roundBox = root.querySelector(".rl-round");
  const newButton = root.querySelector("[data-testid=puzzle-new]");
  const idLine = root.querySelector("[data-testid=puzzle-id]");
  const what = root.querySelector("[data-testid=puzzle-what]");
  const board = root.querySelector("[data-testid=puzzle-board]");
  const status = root.querySelector("[data-testid=puzzle-status]");
  const error = root.querySelector("[data-testid=puzzle-error]");
  const result = root.querySelector("[data-testid=puzzle-result]");

  let puzzle = JSON.parse(root.querySelector("script.rl-puzzle-data").textContent);
  let melds = [];            // each a list of indexes into puzzle.hand
  let selected = new Set();  // indexes
  let busy = 0;
  let latest = 0;

  // The board: the cards not yet in a meld (toggle buttons), Make meld / Check, the melds.
  const handBox = el("div", { class: "rl-puzzle-hand", role: "group", "aria-label": s.hand, "data-testid": "puzzle-hand" });
  const makeButton = el("button", { type: "button", class: "rl-button", "data-testid": "puzzle-make" }, s.make);
  const checkButton = el("button", { type: "button", class: "md-button md-button--primary", "data-testid": "puzzle-check" }, s.check);
  const meldList = el("ol", { class: "rl-puzzle-melds", "data-testid": "puzzle-melds" });
  const noMelds = el("p", { class: "rl-puzzle-none" }, s.no_melds);

  const placed = () => new Set(melds.flat());

  function drawHand() {
    const names = puzzle.card_names || {};
    const used = placed();
    const buttons = [];
    puzzle.hand.forEach((card, i) => {
      if (used.has(i)) return;
      const button = el("button", {
        type: "button", class: `rl-pick ${colour(card)}`, "aria-pressed": String(selected.has(i)),
        // The name starts with the visible text (WCAG 2.5.3), as the solver's picker does.
        "aria-label": names[card] ? `${card} (${names[card]})` : card, "data-card": card, "data-index": String(i), "data-testid": `puzzle-card-${i}`,
      }, card);
      button.addEventListener("click", () => {
        if (selected.has(i)) selected.delete(i);
        else selected.add(i);
        button.setAttribute("aria-pressed", String(selected.has(i)));
      });
      buttons.push(button);
    });
    handBox.replaceChildren(...buttons);
  }

  function drawMelds() {
    const names = puzzle.card_names || {};
    meldList.replaceChildren(...melds.map((meld, k) => {
      const undo = el("button", { type: "button", class: "rl-button rl-undo", "data-testid": `puzzle-undo-${k + 1}`,
        "aria-label": `${s.undo}: ${fill(s.meld_n, { n: k + 1 })}` }, s.undo);
      undo.addEventListener("click", () => {
        melds.splice(k, 1);
        redraw();
        makeButton.focus();
      });
      return el("li", { class: "rl-puzzle-meld", "data-testid": `puzzle-meld-${k + 1}` },
        el("span", { class: "rl-meld-kind" }, fill(s.meld_n, { n: k + 1 })),
        el("span", { class: "rl-hand" }, ...meld.map((i) => cardSpan(puzzle.hand[i], names))), undo);
    }));
    noMelds.hidden = melds.length > 0;
  }

  function redraw() {
    drawHand();
    drawMelds();
  }

  function saveToUrl() {
    if (!first) return;
    saveQuery({ seed: puzzle.seed, game: puzzle.game, round: puzzle.game === "three-thirteen" ? puzzle.round : null });
  }

  function syncRound() {
    roundBox.hidden = gameSelect.value !== "three-thirteen";
  }

  function showPuzzle(next) {
    puzzle = next;
    melds = [];
    selected = new Set();
    root.dataset.seed = String(puzzle.seed);
    root.dataset.game = puzzle.game;
    root.dataset.round = puzzle.round === null ? "" : String(puzzle.round);
    gameSelect.value = puzzle.game;
    if (puzzle.round !== null) roundSelect.value = String(puzzle.round);
    syncRound();
    idLine.textContent = fill(s.seed, { seed: puzzle.seed });
    what.textContent = `${describe(puzzle, s)} ${s.task}`;
    board.replaceChildren(
      el("p", { class: "rl-label" }, s.hand), handBox,
      el("div", { class: "rl-field rl-inline" }, makeButton, checkButton),
      el("p", { class: "rl-label" }, s.your_melds), noMelds, meldList);
    redraw();
    result.replaceChildren();
    error.hidden = true;
    saveToUrl();
    root.dataset.puzzleReady = `${puzzle.game}:${puzzle.round}:${puzzle.seed}`; // tests wait on this
  }

  function showError(message) {
    error.textContent = message;
    error.hidden = false;
    status.textContent = "";
  }

  async function ask(request, busyText) {
    const ticket = ++latest;
    error.hidden = true;
    busy += 1;
    root.setAttribute("aria-busy", "true");
    status.classList.remove("rl-sr-only");
    status.textContent = engine.ready ? busyText : s[STAGE_TEXT[engine.stage] || "loading_runtime"];
    const timeoutMs = Number(root.dataset.timeoutMs || 10000);
    try {
      const answer = await engine.request(request, { timeoutMs });
      if (ticket !== latest) return null;
      if (!answer.ok) {
        showError(answer.error.message);
        return null;
      }
      status.textContent = "";
      return answer.result;
    } catch (err) {
      if (ticket === latest) {
        showError(err instanceof EngineTimeout ? s.timeout : err instanceof EngineLoadFailed ? s.load_failed : s.crashed);
      }
      return null;
    } finally {
      busy -= 1;
      if (!busy) root.removeAttribute("aria-busy");
      if (ticket === latest) root.dataset.answered = String(ticket); // tests wait on this
    }
  }

  function request(op, seed, game, round) {
    const req = { op, seed, game, lang: s.lang };
    if (game === "three-thirteen") req.round = round;
    return req;
  }

  async function load(seed, game, round) {
    const next = await ask(request("puzzle", seed, game, round), s.dealing);
    if (next) showPuzzle(next);
  }

  async function check() {
    const req = request("puzzle-check", puzzle.seed, puzzle.game, puzzle.round);
    req.melds = melds.map((meld) => meld.map((i) => puzzle.hand[i]));
    result.replaceChildren();
    const verdict = await ask(req, s.checking);
    if (!verdict) return; // an illegal meld: the engine's message names it; the melds stay
    const names = verdict.card_names || puzzle.card_names || {};
    const nodes = [
      el("p", { class: `rl-verdict ${verdict.optimal ? "rl-right" : "rl-wrong"}`, "data-testid": "puzzle-verdict",
        "data-optimal": String(verdict.optimal) },
      fill(verdict.optimal ? s.optimal : s.not_optimal, { deadwood: verdict.deadwood, best: verdict.best_deadwood })),
      el("p", { class: "rl-deadwood" }, fill(s.your_deadwood, { deadwood: verdict.deadwood })),
      renderArrangement(verdict.arrangement, s, names),
    ];
    if (verdict.better) {
      nodes.push(el("p", { class: "rl-label" }, s.better),
        el("div", { "data-testid": "puzzle-better" }, renderArrangement(verdict.better, s, names)));
    }
    for (const line of verdict.explanation || []) nodes.push(el("p", { class: "rl-explanation" }, line));
    if (verdict.ways > 1) nodes.push(el("p", { class: "rl-puzzle-ways" }, fill(s.ways, { n: verdict.ways })));
    result.replaceChildren(...nodes);
    // Announced to screen readers; on screen the verdict already says it.
    status.textContent = nodes[0].textContent;
    status.classList.add("rl-sr-only");
    root.dataset.checked = String(Number(root.dataset.checked || 0) + 1);
    root.dispatchEvent(new CustomEvent("rummylab:result", {
      bubbles: true,
      detail: { widget: "puzzle", seed: puzzle.seed, game: puzzle.game, round: puzzle.round, correct: verdict.optimal },
    }));
  }

  makeButton.addEventListener("click", () => {
    if (!selected.size) {
      showError(s.select_first);
      return;
    }
    error.hidden = true;
    melds.push([...selected].sort((a, b) => a - b));
    selected = new Set();
    redraw();
    const next = handBox.querySelector("button");
    (next || checkButton).focus();
  });
  checkButton.addEventListener("click", () => check());
  newButton.addEventListener("click", () => {
    // A new seed is not rules logic: any integer picks another deal.
    load(Math.floor(Math.random() * 2 ** 31), gameSelect.value, Number(roundSelect.value));
  });
  gameSelect.addEventListener("change", () => {
    syncRound();
    load(puzzle.seed, gameSelect.value, Number(roundSelect.value));
  });
  roundSelect.addEventListener("change", () => load(puzzle.seed, gameSelect.value, Number(roundSelect.value)));
  engine.onStage((stage) => {
    if (busy && STAGE_TEXT[stage]) status.textContent = s[STAGE_TEXT[stage]];
  });
  root.addEventListener("focusin", () => engine.start(), { once: true });
  root.addEventListener("pointerdown", () => engine.start(), { once: true });
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => engine.start(), { timeout: 5000 });

  // The folded solution is for readers without JavaScript; here the reader solves first.
  const staticAnswer = root.querySelector(".rl-puzzle-static-answer");
  if (staticAnswer) staticAnswer.remove();
  controls.hidden = false;

  const params = new URLSearchParams(window.location.search);
  const seed = params.get("seed");
  const game = params.get("game") || puzzle.game;
  const round = params.get("round");
  const known = [...gameSelect.options].some((o) => o.value === game);
  const differs = seed !== null && /^\d+$/.test(seed) && known && (String(puzzle.seed) !== seed
    || game !== puzzle.game || (game === "three-thirteen" && round !== null && round !== String(puzzle.round)));
  if (first && differs) {
    board.replaceChildren();
    what.textContent = "";
    idLine.textContent = "";
    const r = round !== null && /^\d+$/.test(round) ? Number(round) : Number(roundSelect.value);
    load(Number(seed), game, r);
  } else {
    showPuzzle(puzzle);
  }
  root.dataset.upgraded = "true";
}

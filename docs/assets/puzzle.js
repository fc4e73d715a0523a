// The meld puzzle widget: the engine deals a hand; the reader groups cards into melds (click
// or keyboard: every card is a toggle button), then posts {"op": "puzzle-check", ...} and
// draws the engine's verdict. Every card name, number and message comes from the engine's
// JSON or from the page's strings (site_plugins/widgets/puzzles.py); this file holds no rules.

import { badge, houseFor } from "./house.js";
import { practiceBar } from "./practice-bar.js";
import { cardSpan, cardsOf, colour, conversation, dataOf, el, fill, hasRounds, inLeftover, noteIgnored, part, renderArrangement, reveal,
  saveQuery, seedOf } from "./render.js";

/** @typedef {import("./render.js").Arrangement} Arrangement */
/** @typedef {import("./render.js").Strings} Strings */
/**
 * A puzzle as the engine deals it ("puzzle"; the plugin writes the page's first one): its hand,
 * for a game played by rounds its round and that round's wild rank (else round null), and the
 * engine's line saying what is dealt, and what the game calls the leftover cards (the texts follow it).
 * @typedef {import("./render.js").WithCards & {seed: number, game: string, round: number | null, wild_rank: number, hand: string[], what: string,
 *   leftover?: string, difficulty?: {level: number}}} Puzzle
 */
/**
 * The engine's verdict on the reader's melds ("puzzle-check"): their deadwood against the best,
 * a better arrangement when there is one, and how many optimal ones there are.
 * @typedef {import("./render.js").WithCards & {optimal: boolean, deadwood: number, best_deadwood: number,
 *   arrangement: Arrangement, better?: Arrangement | null, explanation?: string[], ways: number, rules?: string[],
 *   difficulty?: {level: number}}} Verdict
 */

/**
 * Turn a puzzle rendered by the plugin into a live one.
 * @param {HTMLElement} root
 * @param {{first?: boolean}} [options]
 */
export function upgrade(root, { first = true } = {}) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  const controls = part(root, "[data-testid=puzzle-controls]");
  const gameSelect = /** @type {HTMLSelectElement} */ (part(root, "[data-testid=puzzle-game]"));
  const roundSelect = /** @type {HTMLSelectElement} */ (part(root, "[data-testid=puzzle-round]"));
  const roundBox = part(root, ".rl-round");
  const newButton = part(root, "[data-testid=puzzle-new]");
  const idLine = part(root, "[data-testid=puzzle-id]");
  const what = part(root, "[data-testid=puzzle-what]");
  const board = part(root, "[data-testid=puzzle-board]");
  const status = part(root, "[data-testid=puzzle-status]");
  const error = part(root, "[data-testid=puzzle-error]");
  const result = part(root, "[data-testid=puzzle-result]");

  /** @type {Puzzle} */
  let puzzle = dataOf(root, "script.rl-puzzle-data");
  /** @type {number[][]} */
  let melds = [];            // each a list of indexes into puzzle.hand
  /** @type {Set<number>} */
  let selected = new Set();  // indexes

  // The board: the cards not yet in a meld (toggle buttons), Make meld / Check, the melds.
  const handBox = el("div", { class: "rl-puzzle-hand", role: "group", "aria-label": s.hand, "data-testid": "puzzle-hand" });
  const makeButton = el("button", { type: "button", class: "rl-button", "data-testid": "puzzle-make" }, s.make);
  const checkButton = el("button", { type: "button", class: "md-button md-button--primary", "data-testid": "puzzle-check" }, s.check);
  const meldList = el("ol", { class: "rl-puzzle-melds", "data-testid": "puzzle-melds" });
  const noMelds = el("p", { class: "rl-puzzle-none" }, s.no_melds);

  const placed = () => new Set(melds.flat());

  function drawHand() {
    const cards = cardsOf(puzzle);
    const used = placed();
    /** @type {HTMLButtonElement[]} */
    const buttons = [];
    puzzle.hand.forEach((card, i) => {
      if (used.has(i)) return;
      const button = el("button", {
        type: "button", class: `rl-pick ${colour(card, cards)}`, "aria-pressed": String(selected.has(i)),
        // The name starts with the visible text (WCAG 2.5.3), as the solver's picker does.
        "aria-label": cards.names[card] ? `${card} (${cards.names[card]})` : card, "data-card": card, "data-index": String(i), "data-testid": `puzzle-card-${i}`,
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
    const cards = cardsOf(puzzle);
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
        el("span", { class: "rl-hand" }, ...meld.map((i) => cardSpan(puzzle.hand[i], cards))), undo);
    }));
    noMelds.hidden = melds.length > 0;
  }

  function redraw() {
    drawHand();
    drawMelds();
  }

  function saveToUrl() {
    if (!first) return;
    saveQuery({ seed: puzzle.seed, game: puzzle.game, round: puzzle.round });
  }

  function syncRound() {
    roundBox.hidden = !hasRounds(gameSelect);
  }

  /**
   * @param {Puzzle} next
   * @param {{fromLink?: boolean, yesterday?: boolean}} [how] a link's problem, or yesterday's (answered)
   */
  function showPuzzle(next, how = {}) {
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
    what.textContent = `${puzzle.what} ${inLeftover(s, "task", puzzle.leftover)}`;
    board.replaceChildren(
      el("p", { class: "rl-label" }, s.hand), handBox,
      el("div", { class: "rl-field rl-inline" }, makeButton, checkButton),
      el("p", { class: "rl-label" }, s.your_melds), noMelds, meldList);
    redraw();
    result.replaceChildren();
    error.hidden = true;
    saveToUrl();
    house.update();
    bar.shown({ seed: puzzle.seed, game: puzzle.game, round: puzzle.round }, puzzle.difficulty, how);
    root.dataset.puzzleReady = `${puzzle.game}:${puzzle.round}:${puzzle.seed}`; // tests wait on this
  }

  const talk = conversation(root, s, { status, error });
  // House rules (house.js): the badge of the puzzle's game; a change deals the puzzle again under them.
  const house = badge(root, () => puzzle.game, () => load(puzzle.seed, puzzle.game, puzzle.round));

  /**
   * round is null for a game not played by rounds.
   * @param {string} op
   * @param {number} seed
   * @param {string} game
   * @param {number | null} round
   */
  function request(op, seed, game, round) {
    /** @type {import("./render.js").EngineRequest} */
    const req = { op, seed, game, lang: s.lang, house: houseFor(game) };
    if (round !== null) req.round = round;
    return req;
  }

  // The round the controls choose, or null when the chosen game has none.
  const chosenRound = () => (hasRounds(gameSelect) ? Number(roundSelect.value) : null);

  /**
   * @param {number} seed @param {string} game @param {number | null} round
   * @param {number | null} [level] the difficulty to deal at (the engine finds one from the seed)
   */
  function load(seed, game, round, level = null) {
    const req = request("puzzle", seed, game, round);
    if (level !== null) req.difficulty = level;
    return talk.ask(req, s.dealing, { onResult: (/** @type {Puzzle} */ next) => showPuzzle(next) });
  }
  /** @param {{[field: string]: string | number | null}} p */
  const open = (p) => load(Number(p.seed), String(p.game), p.round === null ? null : Number(p.round));
  // The progress bar (practice-bar.js): the level, the problem of the day, a missed problem coming back.
  const bar = practiceBar(root, {
    // (The problem of the day is a Knock Rummy hand: the engine deals it with that game's house rules.)
    tool: "puzzle", ask: talk.ask, base: () => ({ op: "", lang: s.lang, house: houseFor("knock") }),
    deal: (level) => load(Math.floor(Math.random() * 2 ** 31), gameSelect.value, chosenRound(), level),
    open, show: (/** @type {Puzzle} */ next) => showPuzzle(next),
    showAnswer: (/** @type {Puzzle} */ question, /** @type {Verdict} */ answer) => {
      showPuzzle(question, { yesterday: true });
      showVerdict(answer, { yesterday: true });
    },
  });

  function check() {
    const req = request("puzzle-check", puzzle.seed, puzzle.game, puzzle.round);
    req.melds = melds.map((meld) => meld.map((i) => puzzle.hand[i]));
    result.replaceChildren();
    // An illegal meld gets the engine's message, which names it; the melds stay.
    return talk.ask(req, s.checking, { onResult: (/** @type {Verdict} */ v) => showVerdict(v), onError: () => reveal(error) });
  }

  /** @param {Verdict} verdict @param {{yesterday?: boolean}} [how] yesterday's answered problem: not a result */
  function showVerdict(verdict, { yesterday = false } = {}) {
    const cards = cardsOf(verdict.card_names ? verdict : puzzle);
    /** @type {HTMLElement[]} */
    const nodes = [
      el("p", { class: `rl-verdict ${verdict.optimal ? "rl-right" : "rl-wrong"}`, "data-testid": "puzzle-verdict",
        "data-optimal": String(verdict.optimal) },
      fill(inLeftover(s, verdict.optimal ? "optimal" : "not_optimal", puzzle.leftover), { deadwood: verdict.deadwood, best: verdict.best_deadwood })),
      el("p", { class: "rl-deadwood" }, fill(inLeftover(s, "your_deadwood", puzzle.leftover), { deadwood: verdict.deadwood })),
      renderArrangement(verdict.arrangement, s, cards),
    ];
    if (verdict.better) {
      nodes.push(el("p", { class: "rl-label" }, s.better),
        el("div", { "data-testid": "puzzle-better" }, renderArrangement(verdict.better, s, cards)));
    }
    for (const line of verdict.explanation || []) nodes.push(el("p", { class: "rl-explanation" }, line));
    if (verdict.ways > 1) nodes.push(el("p", { class: "rl-puzzle-ways" }, fill(inLeftover(s, "ways", puzzle.leftover), { n: verdict.ways })));
    result.replaceChildren(...nodes);
    talk.announce(/** @type {string} */ (nodes[0].textContent));
    reveal(nodes[0], { focus: true });
    root.dataset.checked = String(Number(root.dataset.checked || 0) + 1);
    if (yesterday) return;
    bar.answered({ ok: verdict.optimal, rules: verdict.rules, explanation: verdict.explanation,
      level: verdict.difficulty && verdict.difficulty.level });
    root.dispatchEvent(new CustomEvent("rummylab:result", {
      bubbles: true,
      detail: { widget: "puzzle", seed: puzzle.seed, game: puzzle.game, round: puzzle.round, correct: verdict.optimal },
    }));
  }

  makeButton.addEventListener("click", () => {
    if (!selected.size) {
      talk.showError(s.select_first);
      reveal(error);
      return;
    }
    talk.hideError();
    melds.push([...selected].sort((a, b) => a - b));
    selected = new Set();
    redraw();
    const next = handBox.querySelector("button");
    (next || checkButton).focus();
  });
  checkButton.addEventListener("click", () => check());
  newButton.addEventListener("click", () => {
    // A missed problem whose turn has come, else a new seed (not rules logic: any integer picks another deal).
    if (!bar.next()) load(Math.floor(Math.random() * 2 ** 31), gameSelect.value, chosenRound(), bar.level());
  });
  gameSelect.addEventListener("change", () => {
    syncRound();
    load(puzzle.seed, gameSelect.value, chosenRound());
  });
  roundSelect.addEventListener("change", () => load(puzzle.seed, gameSelect.value, chosenRound()));

  // The folded solution is for readers without JavaScript; here the reader solves first.
  const staticAnswer = root.querySelector(".rl-puzzle-static-answer");
  if (staticAnswer) staticAnswer.remove();
  controls.hidden = false;

  // The link's puzzle (seed, game, round); what cannot be used is said, and the page's puzzle stays.
  const params = new URLSearchParams(window.location.search);
  /** @type {import("./render.js").Ignored[]} */
  const ignored = [];
  let want = { seed: puzzle.seed, game: puzzle.game, round: puzzle.round };
  // (params.get(name) of a name params has is never null.)
  if (first && params.has("seed")) {
    const seed = seedOf(params.get("seed"));
    if (seed === null) ignored.push({ name: "seed", value: /** @type {string} */ (params.get("seed")), why: "why_seed" });
    else want.seed = seed;
  }
  if (first && params.has("game")) {
    const option = [...gameSelect.options].find((o) => o.value === params.get("game"));
    if (option === undefined) ignored.push({ name: "game", value: /** @type {string} */ (params.get("game")), why: "why_game" });
    else want = { ...want, game: option.value, round: option.dataset.rounds === "true" ? want.round ?? Number(roundSelect.value) : null };
  }
  if (first && params.has("round") && want.round !== null) {
    const option = [...roundSelect.options].find((o) => o.value === params.get("round"));
    if (option === undefined) ignored.push({ name: "round", value: /** @type {string} */ (params.get("round")), why: "why_round" });
    else want.round = Number(option.value);
  }
  noteIgnored(part(root, "[data-testid=puzzle-url-note]"), s, ignored);
  if (want.seed !== puzzle.seed || want.game !== puzzle.game || want.round !== puzzle.round) {
    board.replaceChildren();
    what.textContent = "";
    idLine.textContent = "";
    talk.ask(request("puzzle", want.seed, want.game, want.round), s.dealing,
      { onResult: (/** @type {Puzzle} */ next) => showPuzzle(next, { fromLink: first && params.has("seed") }) });
  } else {
    showPuzzle(puzzle, { fromLink: first && params.has("seed") });
  }
  root.dataset.upgraded = "true";
}

// The play widget: a game against the computer. The page holds the engine's record of the game
// and sends it back with each move ({"op": "play-move", record, move}); the engine checks the
// move, plays the bots and answers with the new record and what the reader may see. The bots'
// moves are shown one at a time, each on the board as it left it (the engine sends the board after
// every move), at the widget's pace (data-delay-ms; a link's ?pace=N sets it, in milliseconds, and
// nothing else), and the reader may skip them. Nothing here knows a rule: a refused move shows the
// engine's message, which names the rule. The record is kept in localStorage, so a reload resumes.

import { badge, formatChoice, houseFor } from "./house.js";
import { cardSpan, cardsOf, colour, conversation, dataOf, el, fill, part, renderArrangement, saveQuery, template } from "./render.js";
import { recordGame } from "./progress-store.js";
import { draw, drawOne } from "./templates.js";

/** @typedef {import("./render.js").Strings} Strings */
/** @typedef {import("./render.js").Cards} Cards */
/** @typedef {import("./render.js").Arrangement} Arrangement */
/**
 * A move as the page sends it and the engine lists it: draw (from stock or discard), decline,
 * discard, knock, go-out (card), meld (cards) or lay-off (card on a meld of the table, 1-based).
 * @typedef {{move: string, from?: string, card?: string, cards?: string[], meld?: number}} Move
 */
/**
 * What the reader may see of the game ("play-start", "play-move": the view; each bot move's
 * `board` is a part of it as that move left it). Seats are 1-based; labels name the players.
 * @typedef {object} View
 * @property {string} game
 * @property {{term: string, [value: string]: unknown}} where  the words' term for where the game stands, and its values
 * @property {number} dealer
 * @property {string[]} labels
 * @property {number[]} held  how many cards each player holds
 * @property {boolean} your_turn
 * @property {string} phase  "draw", "play"…
 * @property {string} turn  the words' term for what the reader does now
 * @property {number} stock
 * @property {string | null} discard_top
 * @property {Move[]} legal
 * @property {{owner: number, cards: string[]}[] | null} [table]  the melds on the table (a game with melds down)
 * @property {string[]} hand
 * @property {string | null} [taken]  the card the reader just took
 * @property {string[]} actions  the moves after the draw that the game has ("discard", "knock"…)
 * @property {Arrangement} arrangement
 * @property {string} points  "penalty" (TT-7) or deadwood
 * @property {string} leftover  what the leftover cards are called: "deadwood" (KR-5), "penalty" (TT-7) or "cards" (RU-8)
 * @property {"hand" | "round"} unit
 * @property {number} to_play  the seat to play (1-based)
 * @property {number | null} [out]  Three Thirteen: who went out (TT-6), 1-based
 */
/** A move the bots (or the reader) made, as the log says it; board: the view it left. @typedef {Move & {player: number, drew?: string, text: string, board?: Partial<View>}} Played */
/** @typedef {{shown: string[]}} Totals */
/**
 * The engine's answer to a move: the record to send back with the next one, the view, the moves
 * made since, the hand or round that ended (then the next one is dealt already) and the game's end.
 * @typedef {object} AnswerFields
 * @property {{game: string, seed: number, players: number, [field: string]: unknown}} record
 * @property {View} view
 * @property {Played[]} moves
 * @property {Totals} totals
 * @property {{number: number, explanation: string[], arrangements: Arrangement[]}} [ended]
 * @property {{winners: number[], explanation: string[]}} [final]
 * @property {boolean} [over]
 * @property {{[name: string]: import("./house.js").Value}} [house]  the record's house rules
 * @property {string | null} [level]  the bots' level of play (null: bots named)
 * @typedef {import("./render.js").WithCards & AnswerFields} Answer
 */
/**
 * The engine's hint ("play-hint"): the expert's move for the reader and its reason in the page's
 * language (rummylab.games.expert: from what the reader may know), and in Knock Rummy after the
 * draw the estimate of knocking now.
 * @typedef {{expert: {move: Move, text: string},
 *   advice?: {deadwood: number, win_shown: string, tie_shown: string, beaten_shown: string, expected_shown: string,
 *     samples: number, samples_shown?: string}}} Hint
 */
/** What a game was started with, kept with its save: the address's words for it. @typedef {{[param: string]: string}} Settings */
/**
 * What the address, the page or a new game asks for (PARAMS; a new game's seed is a number).
 * @typedef {{game?: string, bots?: string, level?: string, rounds?: string, target?: string, hands?: string, [param: string]: string | number | undefined}} Wanted
 */
/** What the page keeps between visits: the record, and the lines of the moves of this hand or round. @typedef {{record: Answer["record"], settings?: Settings | null, log?: string[]}} Saved */

const SAVE_KEY = "rummylab:play";
// What the address may say: the game, the table, the deal, the bots or their level of play; a shorter Three Thirteen
// game (rounds), a lower Rummy target or a shorter Knock Rummy session (hands). The engine checks each one.
const PARAMS = ["game", "players", "seed", "bots", "level", "rounds", "target", "hands"];
const NEXT = { hand: "next_hand", round: "next_round" };
const ENDED = { hand: "ended_hand", round: "ended_round" };
/** @type {{[kind: string]: string}} */
const ACTION_WORD = { discard: "act_discard", knock: "act_knock", "go-out": "act_go_out", meld: "act_meld" };
// The slowest pace a link may ask for, in milliseconds per bot move.
const MAX_PACE_MS = 10000;

const cap = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);
// The reader's own moves, in the page's words (the second person of each language's register).
/** @type {{[move: string]: string}} */
const YOU_DID = { discard: "you_discarded", knock: "you_knocked", "go-out": "you_went_out", meld: "you_melded",
  "lay-off": "you_laid_off", decline: "you_declined" };
// The card backs drawn for a player's hidden cards (the count is written beside them).
const MAX_BACKS = 8;

/** @returns {{state: Saved | null, damaged?: boolean}} */
function readSave() {
  let raw;
  try { raw = window.localStorage.getItem(SAVE_KEY); } catch { return { state: null }; }
  if (raw === null) return { state: null };
  try {
    const state = JSON.parse(raw);
    if (!state || typeof state !== "object" || !state.record || typeof state.record !== "object") throw new Error("shape");
    return { state };
  } catch {
    return { state: null, damaged: true };
  }
}
/** @param {Saved} state */
function writeSave(state) {
  try { window.localStorage.setItem(SAVE_KEY, JSON.stringify(state)); } catch { /* private mode: memory only */ }
}
function dropSave() {
  try { window.localStorage.removeItem(SAVE_KEY); } catch { /* nothing saved */ }
}

/**
 * Turn a play widget rendered by the plugin into a live game.
 * @param {HTMLElement} root
 * @param {{first?: boolean}} [options]
 */
export function upgrade(root, { first = true } = {}) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  const controls = part(root, "[data-testid=play-controls]");
  const gameSelect = /** @type {HTMLSelectElement} */ (part(root, "[data-testid=play-game]"));
  const playersInput = /** @type {HTMLInputElement} */ (part(root, "[data-testid=play-players]"));
  const newButton = part(root, "[data-testid=play-new]");
  const hintButton = /** @type {HTMLButtonElement} */ (part(root, "[data-testid=play-hint]"));
  const downloadButton = part(root, "[data-testid=play-download]");
  const idLine = part(root, "[data-testid=play-id]");
  const notice = part(root, "[data-testid=play-notice]");
  const board = part(root, "[data-testid=play-board]");
  const status = part(root, "[data-testid=play-status]");
  const error = part(root, "[data-testid=play-error]");
  const uid = root.id || "rl-play";
  // Each game's table, as the engine's games give it (the plugin writes them): {knock: [2, 5], …}.
  /** @type {{[game: string]: [number, number]}} */
  const limits = JSON.parse(root.dataset.limits || "{}");
  const playersRange = /** @type {HTMLElement | null} */ (root.querySelector("[data-testid=play-players-range]"));
  const lengthSelect = /** @type {HTMLSelectElement} */ (part(root, "[data-testid=play-length]"));
  // The bots' level of play (the engine's levels: Beginner, Intermediate, Expert), for the next game;
  // until the reader chooses one, each game's own (the level of the bot the engine seats by default).
  const levelSelect = /** @type {HTMLSelectElement} */ (part(root, "[data-testid=play-level]"));
  /** @type {{[game: string]: string}} */
  const ownLevels = JSON.parse(root.dataset.levels || "{}");
  let levelChosen = false;
  levelSelect.addEventListener("change", () => { levelChosen = true; });
  // Each game's lengths, from the plugin: [{param: "rounds", value: "3", word: "len_rounds", n: 3}, …], the whole game first.
  /** @type {{[game: string]: {param: string | null, value: string, word: string, n: number | null}[]}} */
  const lengths = JSON.parse(root.dataset.lengths || "{}");

  const styles = document.createElement("link");
  styles.rel = "stylesheet";
  styles.href = new URL("./play.css", import.meta.url).href;
  document.head.append(styles);

  /** @type {Answer | null} */
  let answer = null;      // the engine's latest answer
  /** @type {Settings | null} */
  let settings = null;    // what the game was started with: {game, players, seed, bots}
  /** @type {Set<number>} */
  let selected = new Set(); // indexes into answer.view.hand
  let focusIndex = 0;
  /** @type {string[]} */
  let log = [];           // the moves shown so far in this hand or round
  let logOpen = false;    // whether the reader unfolded the list of moves
  /** @type {{view: View, totals: Totals} | null} */
  let shown = null;       // while the bots' moves are shown: the board after the move being shown
  let skipping = false;   // the reader asked to see the rest of the bots' moves at once
  /** @type {(() => void) | null} */
  let skipWait = null;    // ends the current pause early
  const talk = conversation(root, s, { status, error });
  // Shown while the bots' moves are shown one by one: the rest at once (Escape does the same).
  const skipButton = el("button", { type: "button", class: "rl-button rl-play-skip", "data-testid": "play-skip" }, s.skip);
  skipButton.hidden = true;
  function skip() {
    skipping = true;
    if (skipWait) skipWait();
  }
  skipButton.addEventListener("click", skip);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && shown) skip();
  });
  /** A pause the reader may end early. @param {number} ms @returns {Promise<void>} */
  function pause(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        skipWait = null;
        resolve();
      }
      skipWait = done;
    });
  }

  /** @param {string} state */
  function setState(state) { root.dataset.state = state; }
  // What a hand's leftover cards are called in this game, as the engine says (Knock Rummy's deadwood,
  // TT-7's penalty points, RU-8's cards left in hand).
  /** @type {{[leftover: string]: string}} */
  const LEFTOVER_N = { deadwood: s.deadwood_n, penalty: s.penalty_n, cards: s.cards_n };
  const pointsWords = (/** @type {View} */ view) => LEFTOVER_N[view.leftover];
  let paceNote = "";       // what the address's pace was, when it could not be used
  /** @param {string} text */
  function showNotice(text) {
    const shownText = [text, paceNote].filter(Boolean).join(" ");
    notice.textContent = shownText;
    notice.hidden = !shownText;
  }

  // -- drawing -----------------------------------------------------------------------------

  // Where the game stands, in the words the engine names (a hand of a session, a round and its wild rank…).
  const whereText = (/** @type {View} */ view) => fill(s[view.where.term], view.where);
  // The reader is "you" wherever the page names a player (the engine's labels name the seats).
  const labelsOf = (/** @type {View} */ view) => view.labels.map((label, i) => (i ? label : s.you));

  /**
   * A card's face on the table: the site's card (its colour, its name in the page's language), its
   * suit drawn large by the stylesheet from data-suit (not read aloud, not in its text).
   * @param {string} card @param {Cards} cards
   */
  function faceOf(card, cards) {
    const face = cardSpan(card, cards);
    face.classList.add("rl-play-face");
    face.dataset.suit = [...card].pop() || "";
    return face;
  }
  /** Card backs for a count of hidden cards (a few of them drawn: the count is written beside). @param {number} n */
  function backs(n) {
    const row = el("span", { class: "rl-play-backs", "aria-hidden": "true" });
    for (let i = 0; i < Math.min(n, MAX_BACKS); i += 1) row.append(el("span", { class: "rl-play-back" }));
    return row;
  }

  /** @param {string} card @param {number} i @param {Cards} cards @param {View} view @param {boolean} acting */
  function cardOption(card, i, cards, view, acting) {
    const chosen = selected.has(i);
    const node = el("span", {
      class: `rl-card rl-play-card rl-play-face ${colour(card, cards)}${chosen ? " rl-picked" : ""}${card === view.taken ? " rl-taken" : ""}`,
      role: "option", "aria-selected": String(chosen),
      tabindex: i === focusIndex ? "0" : "-1", "data-index": String(i), "data-card": card,
      "data-suit": [...card].pop() || "", "data-testid": `play-card-${i}`,
    }, el("span", { "aria-hidden": "true" }, card), el("span", { class: "rl-sr-only" }, cards.names[card] || card));
    if (acting) node.draggable = true;
    // Its place in the fan (play.css turns the cards where the hand has room for one row).
    const place = i - (view.hand.length - 1) / 2;
    node.style.setProperty("--fan", String(place));
    node.style.setProperty("--fan-drop", String(place * place));
    return node;
  }

  /** @param {View} view @param {Cards} cards @param {boolean} acting */
  function handBox(view, cards, acting) {
    const box = el("div", {
      class: "rl-play-hand", role: "listbox", "aria-multiselectable": "true", "aria-label": s.your_hand,
      "aria-describedby": `${uid}-hand-help`, "data-testid": "play-hand", "data-seat": "1",
    });
    if (focusIndex >= view.hand.length) focusIndex = Math.max(0, view.hand.length - 1);
    view.hand.forEach((card, i) => box.append(cardOption(card, i, cards, view, acting)));
    return box;
  }

  /**
   * The melds on the table (Rummy, RU-3), each under its owner: a meld is a button when the reader
   * may lay off on it (RU-4), the chosen card going there.
   * @param {View} view @param {Cards} cards @param {boolean} mine @param {number} owner
   */
  function meldsOf(view, cards, mine, owner) {
    const list = el("ul", { class: "rl-play-melds", "data-owner": String(owner) });
    (view.table || []).forEach((meld, i) => {
      if (meld.owner !== owner) return;
      const label = owner === 1 ? fill(s.your_meld, { n: i + 1 }) : fill(s.meld_of, { n: i + 1, player: view.labels[owner - 1] });
      const faces = el("span", { class: "rl-hand" }, ...meld.cards.map((c) => faceOf(c, cards)));
      const item = el("li", { class: "rl-play-meld", "data-testid": `play-meld-${i + 1}`, "data-meld-index": String(i + 1) });
      if (mine && view.phase === "play") {
        item.append(el("button", { type: "button", class: "rl-play-lay", "data-testid": `play-lay-off-${i + 1}`,
          "data-meld": String(i + 1) }, el("span", { class: "rl-sr-only" }, `${s.lay_off_on} · ${label}`), faces));
      } else {
        item.append(el("span", { class: "rl-sr-only" }, label), faces);
      }
      list.append(item);
    });
    return list;
  }

  /** @param {View} view */
  function turnText(view) {
    if (!view.your_turn) return s.waiting;
    // TT-6: after a player has gone out, each other player has one more turn (the engine says who went out).
    const out = view.out;
    const last = out && out !== 1 ? ` ${fill(s.last_turn, { player: cap(view.labels[out - 1]) })}` : "";
    return (view.phase === "draw" ? s.turn_draw : s[view.turn]) + last;
  }

  function drawBoard() {
    const now = /** @type {Answer} */ (answer); // (the board is drawn once there is an answer)
    const view = shown ? shown.view : now.view;
    const cards = cardsOf(now);
    const mine = view.your_turn && root.dataset.state === "your-turn";
    if (now.ended && (root.dataset.state === "ended" || root.dataset.state === "over")) {
      // A pause: the hand or round that has ended, not yet the next one the engine has dealt.
      const nodes = [endedBox(now.ended, cards)];
      if (now.final && root.dataset.state === "over") nodes.unshift(finalBox(now.final));
      board.replaceChildren(...nodes, status, error, logBox(), totalsBox());
      hintButton.disabled = true;
      return;
    }
    const labels = labelsOf(view);
    /** @type {HTMLElement[]} */
    const nodes = [];
    nodes.push(drawOne("play-where", { where: whereText(view), dealer: fill(s.dealer, { player: labels[view.dealer - 1] }) }));
    // The table: the others around it (their card backs and how many), the piles in the middle, the melds under their owners.
    const others = drawOne("play-others", {
      items: view.held.flatMap((n, i) => (i ? [draw("item", { content: [
        el("span", { class: "rl-play-held rl-play-seat-name" }, cap(fill(n === 1 ? s.held_one : s.held, { player: view.labels[i], n }))),
        backs(n),
      ] })] : [])),
    });
    [...others.children].forEach((item, i) => {
      const seat = i + 2;
      item.classList.add("rl-play-seat");
      item.setAttribute("data-seat", String(seat));
      item.setAttribute("data-testid", `play-seat-${seat}`);
      if (view.to_play === seat) item.classList.add("rl-play-to-play");
      if (view.table) item.append(meldsOf(view, cards, mine, seat));
    });
    const drawing = mine && view.phase === "draw";
    const acting = mine && view.phase !== "draw";
    const canDiscard = acting && view.actions.includes("discard");
    // Named by what it shows (the count, "Stock") and what it does (read, not drawn).
    const stock = el("button", { type: "button", class: "rl-play-pile rl-play-stock", "data-testid": "play-stock" },
      el("span", { class: "rl-play-back rl-play-back-big" }, String(view.stock)),
      el("span", { class: "rl-play-pile-label" }, s.stock_label),
      el("span", { class: "rl-sr-only" }, ` · ${fill(s.stock, { n: view.stock })}`));
    stock.disabled = !drawing;
    stock.draggable = drawing;
    const top = view.discard_top ? faceOf(view.discard_top, cards) : el("span", { class: "rl-play-empty" }, s.empty);
    const take = el("button", { type: "button", class: "rl-play-pile rl-play-discard", "data-testid": "play-take" },
      el("span", { "data-testid": "play-discard-top" }, top),
      el("span", { class: "rl-play-pile-label" }, canDiscard ? s.act_discard : s.take_discard));
    take.disabled = !(drawing && view.discard_top) && !canDiscard;
    take.dataset.does = canDiscard ? "discard" : "take";
    take.draggable = Boolean(drawing && view.discard_top);
    const piles = el("div", { class: "rl-play-piles", "data-testid": "play-piles" }, stock, take);
    if (drawing && view.legal.some((m) => m.move === "decline")) {
      const decline = el("button", { type: "button", class: "rl-button", "data-testid": "play-decline" }, s.act_decline);
      decline.addEventListener("click", () => move({ move: "decline" }));
      piles.append(decline);
    }
    const caption = el("p", { class: "rl-play-caption", "data-testid": "play-caption" }, log.length ? log[log.length - 1] : "\u00a0");
    // play-table: the table itself; in a game with melds (RU-3) each meld lies under its owner, the reader's last.
    const felt = el("section", { class: "rl-play-felt", "data-testid": "play-table", "aria-label": s.table },
      others, piles, caption);
    if (view.table) {
      felt.append(el("div", { class: "rl-play-seat rl-play-you", "data-seat": "1", "data-testid": "play-seat-1" },
        el("span", { class: "rl-play-seat-name" }, cap(s.you)), meldsOf(view, cards, mine, 1)));
      if (!view.table.length) felt.append(el("p", { class: "rl-help rl-play-no-table" }, s.no_table));
    }
    nodes.push(felt);
    nodes.push(el("p", { class: "rl-play-turn", "data-testid": "play-turn" }, turnText(view)));
    nodes.push(handBox(view, cards, acting));
    const actions = el("div", { class: "rl-play-actions", "data-testid": "play-actions" });
    if (shown) {
      actions.append(skipButton);
    } else {
      // The buttons of the game's moves after the draw (the engine lists them and decides what is legal).
      for (const kind of view.actions) {
        const button = el("button", { type: "button", class: "md-button md-button--primary", "data-testid": `play-act-${kind}` },
          s[ACTION_WORD[kind]]);
        button.disabled = !acting;
        button.addEventListener("click", () => act(kind));
        actions.append(button);
      }
    }
    nodes.push(actions);
    // The engine's answer or refusal, right under the moves (in view on a phone).
    nodes.push(status, error);
    nodes.push(el("p", { class: "rl-help", id: `${uid}-hand-help` }, s.hand_help));
    nodes.push(el("p", { class: "rl-label" }, `${s.best} · `,
      ...template(pointsWords(view), { n: el("strong", { "data-testid": "play-deadwood" }, String(view.arrangement.deadwood)) })));
    nodes.push(renderArrangement(view.arrangement, s, cards));
    nodes.push(el("div", { class: "rl-play-hint", "data-testid": "play-hint-box", "aria-live": "polite" }));
    nodes.push(logBox());
    nodes.push(totalsBox());
    board.replaceChildren(...nodes);
    hintButton.disabled = !mine;
  }

  function logBox() {
    // Scrollable when long, so reachable by the keyboard too (tabindex); the newest move stays in view.
    const list = el("ol", { class: "rl-play-log", "data-testid": "play-log", "aria-live": "polite", tabindex: "0",
      "aria-label": s.log });
    for (const line of log) list.append(el("li", {}, line));
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
    // Folded: the caption on the table says the latest move; the whole list is one tap away.
    const box = el("details", { class: "rl-play-log-box", "data-testid": "play-log-box" }, el("summary", {}, s.log), list);
    box.open = logOpen;
    box.addEventListener("toggle", () => { logOpen = box.open; });
    return box;
  }

  function totalsBox() {
    const view = /** @type {Answer} */ (answer).view;
    // While the moves that end a hand are shown, the totals are still those before it.
    const totals = shown ? shown.totals : /** @type {Answer} */ (answer).totals;
    const body = el("tbody");
    labelsOf(view).forEach((label, i) => body.append(el("tr", { "data-testid": `play-total-${i + 1}` },
      el("th", { scope: "row" }, cap(label)), el("td", {}, totals.shown[i]))));
    // No class on the table itself: Material styles the tables of a page that have none.
    return el("div", { class: "rl-play-totals", "data-testid": "play-totals" }, el("table", {},
      el("caption", {}, s.totals),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, s.player), el("th", { scope: "col" }, s.total))), body));
  }

  /** @param {NonNullable<Answer["ended"]>} ended @param {Cards} cards */
  function endedBox(ended, cards) {
    const now = /** @type {Answer} */ (answer);
    const view = now.view;
    const unit = view.unit;
    const box = el("section", { class: "rl-play-ended", "data-testid": "play-ended", "aria-labelledby": `${uid}-ended` },
      el("h3", { id: `${uid}-ended`, tabindex: "-1" }, fill(s[ENDED[unit]], { n: ended.number })),
      el("p", { class: "rl-help", "data-testid": "play-you-are" }, s.you_are));
    for (const line of ended.explanation) box.append(el("p", { class: "rl-explanation" }, line));
    const list = el("ul", { class: "rl-play-arrangements", "aria-label": s.hands_shown });
    ended.arrangements.forEach((arr, i) => list.append(el("li", { "data-testid": `play-ended-${i + 1}` },
      el("span", { class: "rl-quiz-name" }, `${cap(labelsOf(view)[i])} · ${fill(pointsWords(view), { n: arr.deadwood })}`),
      renderArrangement(arr, s, cards))));
    box.append(list);
    if (!now.over) {
      const next = el("button", { type: "button", class: "md-button md-button--primary", "data-testid": "play-next" },
        s[NEXT[view.unit]]);
      next.addEventListener("click", nextPart);
      box.append(next);
    }
    return box;
  }

  /** @param {NonNullable<Answer["final"]>} final */
  function finalBox(final) {
    const labels = labelsOf(/** @type {Answer} */ (answer).view);
    const all = final.winners.map((w) => labels[w - 1]);
    const names = all.length > 1 ? `${all.slice(0, -1).join(", ")} ${s.and} ${all[all.length - 1]}` : all.join("");
    // The reader alone: "You win"; among others: the winners, the reader named "you".
    const verdict = final.winners.length === 1 && final.winners[0] === 1 ? s.you_win
      : cap(fill(final.winners.length > 1 ? s.winners : s.winner, { players: names }));
    const box = el("section", { class: "rl-play-final", "data-testid": "play-final" },
      el("h3", {}, s.over),
      el("p", { class: "rl-verdict", "data-testid": "play-winner", "data-winners": final.winners.join(",") }, verdict));
    for (const line of final.explanation) box.append(el("p", { class: "rl-explanation" }, line));
    return box;
  }

  // -- the conversation -----------------------------------------------------------------------

  /**
   * A move as the log and the caption say it: the reader's own in the second person (the page's
   * words), a bot's as the engine words it; a card taken from the discard pile is named (the board
   * after the draw says which card was taken: it was in view on the pile).
   * @param {Played} m @param {string[]} labels  the engine's names of the seats
   */
  function moveLine(m, labels) {
    const taken = m.move === "draw" && m.from === "discard" ? (m.board && m.board.taken) || null : null;
    if (m.player === 1) {
      const word = m.move === "draw" ? (taken ? s.you_took : s.you_drew) : s[YOU_DID[m.move]];
      if (word) return fill(word, { card: m.drew || m.card || "", cards: (m.cards || []).join(" "), n: m.meld || "" });
    } else if (taken) {
      return cap(fill(s.took, { player: labels[m.player - 1], card: taken }));
    }
    return cap(m.text);
  }

  // Each bot move on the table: its card flies from where it left to where it lands (from the stock or
  // the discard pile to a seat, from a seat to the pile or to a meld), unless the reader asks for less
  // motion; where it lands is marked either way.
  const lessMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  /** @param {Played} m @param {Cards} cards @param {number} delay */
  function fly(m, cards, delay) {
    const q = (/** @type {string} */ selector) => /** @type {HTMLElement | null} */ (board.querySelector(selector));
    const seat = q(`[data-seat="${m.player}"]`);
    const pile = q("[data-testid=play-take]");
    /** @type {[HTMLElement | null, HTMLElement | null, string | null]} */
    let [from, to, card] = [null, null, null];
    if (m.move === "draw") [from, to, card] = [m.from === "discard" ? pile : q("[data-testid=play-stock]"), seat, null];
    else if (m.move === "meld") [from, to, card] = [seat, seat && seat.querySelector(".rl-play-meld:last-child"), (m.cards || [null])[0]];
    else if (m.move === "lay-off") [from, to, card] = [seat, q(`[data-testid=play-meld-${m.meld}]`), m.card || null];
    else if (m.card) [from, to, card] = [seat, pile, m.card];
    if (!to) return;
    to.classList.add("rl-play-landed");
    if (!from || lessMotion.matches || delay < 150) return;
    const [a, b] = [from.getBoundingClientRect(), to.getBoundingClientRect()];
    const ghost = card ? faceOf(card, cards) : el("span", { class: "rl-play-back rl-play-back-big" });
    ghost.classList.add("rl-play-flying");
    ghost.setAttribute("aria-hidden", "true");
    ghost.removeAttribute("role");
    ghost.style.left = `${a.left + a.width / 2}px`;
    ghost.style.top = `${a.top + a.height / 2}px`;
    document.body.append(ghost);
    const [dx, dy] = [b.left + b.width / 2 - (a.left + a.width / 2), b.top + b.height / 2 - (a.top + a.height / 2)];
    const flight = ghost.animate([{ transform: "translate(-50%, -50%)" }, { transform: `translate(calc(${dx}px - 50%), calc(${dy}px - 50%))` }],
      { duration: Math.min(450, delay * 0.6), easing: "ease-out", fill: "forwards" });
    flight.finished.then(() => ghost.remove(), () => ghost.remove());
  }

  /** @param {Answer} next @param {{fresh?: boolean, next?: boolean}} [options] */
  async function show(next, { fresh = false } = {}) {
    const previous = answer;
    answer = next;
    selected = new Set();
    if (fresh || (previous && previous.ended)) log = []; // a new game, or the next hand or round after a pause
    // Every move's line is saved with the record at once, so a reload while they are shown still lists them all.
    const lines = next.moves.map((m) => moveLine(m, next.view.labels));
    writeSave({ record: next.record, settings, log: [...log, ...lines] });
    if (!next.moves.length && !next.ended) talk.setStatus("");
    root.dataset.record = String(Number(root.dataset.record || 0) + 1);
    const delay = Number(root.dataset.delayMs || 0);
    if (next.moves.length) {
      setState("animating");
      skipping = false;
      // Each move on the board it left (the engine's board after it; the reader's hand only when it
      // changed), the totals as they were: when the moves end the hand or round, the next deal
      // (already in the answer) and its totals wait for the pause.
      let view = next.view;
      const totals = previous && next.ended ? previous.totals : next.totals;
      for (const [i, m] of next.moves.entries()) {
        const line = lines[i];
        log.push(line);
        view = { ...view, ...(m.board || {}), your_turn: false, legal: [] };
        if (m.player === 1 || delay <= 0 || skipping) continue;
        shown = { view, totals };
        root.dataset.step = String(i + 1);
        skipButton.hidden = false;
        // A keyboard reader whose place is redrawn away waits on the skip button (Enter skips).
        const lost = board.contains(document.activeElement) && !skipButton.contains(document.activeElement);
        drawBoard();
        if (lost || (document.activeElement === document.body && keepFocus)) skipButton.focus();
        fly(m, cardsOf(next), delay);
        talk.announce(line);
        await pause(delay);
      }
      shown = null;
      skipButton.hidden = true;
      delete root.dataset.step;
    }
    setState(next.over ? "over" : next.ended ? "ended" : next.view.your_turn ? "your-turn" : "waiting");
    drawBoard();
    // A game played to its end at a level counts on the progress page, once (its record names it).
    if (next.over && next.final && next.level) {
      const r = next.record;
      recordGame({ game: next.view.game, level: next.level, won: next.final.winners.includes(1),
        id: `${r.game}:${r.seed}:${r.players}:${next.level}:${JSON.stringify(settings || {})}` });
    }
    if (next.over || next.ended) {
      keepFocus = false;
      const heading = /** @type {HTMLElement | null} */ (board.querySelector("[data-testid=play-ended] h3"));
      if (heading) heading.focus();
    } else {
      restoreFocus();
    }
    idLine.textContent = fill(s.game_id, { seed: next.record.seed, players: next.record.players });
  }

  /** @param {string} op @param {{[field: string]: unknown}} extra @returns {import("./render.js").EngineRequest} */
  function request(op, extra) {
    return { op, lang: s.lang, ...extra };
  }

  /**
   * @param {Wanted} params
   * @param {{onError?: (failure: import("./render.js").EngineError | null) => void}} [handlers]
   */
  function start(params, { onError } = {}) {
    // A new game follows the house rules of its game (house.js); its record keeps them for every move.
    const req = request("play-start", { house: houseFor(params.game || gameSelect.value) });
    for (const key of PARAMS) {
      if (params[key] !== undefined && params[key] !== null && params[key] !== "") req[key] = params[key];
    }
    // Bots named (by the page or the address) play as named; otherwise the level chosen, or the game's own.
    const game = String(req.game || gameSelect.value);
    if (params.level) levelChosen = true; // (the address's: the reader's choice)
    if (!req.bots && !req.level) req.level = levelChosen ? levelSelect.value : ownLevels[game] || levelSelect.value;
    return talk.ask(req, s.dealing, {
      onResult: (/** @type {Answer} */ result) => {
        settings = { game: result.view.game, players: String(result.record.players), seed: String(result.record.seed),
          bots: params.bots || "", level: result.level || "", rounds: params.rounds || "", target: params.target || "",
          hands: params.hands || "" };
        if (result.level) levelSelect.value = result.level;
        gameSelect.value = result.view.game;
        playersInput.value = String(result.record.players);
        showLimits();
        showLengths();
        showGameNote();
        if (first) {
          saveQuery({ game: settings.game, players: settings.players, seed: settings.seed, bots: params.bots || null,
            level: result.level || null, rounds: params.rounds || null, target: params.target || null, hands: params.hands || null });
        }
        show(result, { fresh: true });
        house.update();
      },
      onError,
    });
  }

  /** @param {string} message */
  function freshStart(message) {
    showNotice(message);
    const defaults = { game: root.dataset.game, players: root.dataset.players, seed: root.dataset.seed, bots: root.dataset.bots };
    return start(defaults);
  }

  /**
   * Whether a record's house rules (by name) are the reader's choice for its game, compared as the
   * address writes them; a quick game's own Rummy target is the game's setting, not a house rule (RU-8).
   * @param {string} game
   * @param {Answer["house"]} played
   * @param {Answer["house"]} chosen
   * @param {string | undefined} target
   */
  function sameRules(game, played, chosen, target) {
    const [a, b] = [{ ...played }, { ...chosen }];
    if (target) { delete a.target; delete b.target; }
    return formatChoice({ [game]: a }) === formatChoice({ [game]: b });
  }

  /** @param {Saved} saved */
  function resume(saved) {
    return talk.ask(request("play-start", { record: saved.record }), s.dealing, {
      onResult: (/** @type {Answer} */ result) => {
        settings = saved.settings || { game: result.view.game, players: String(result.record.players),
          seed: String(result.record.seed), bots: "", level: result.level || "" };
        if (result.level) levelSelect.value = result.level;
        gameSelect.value = result.view.game;
        playersInput.value = String(result.record.players);
        showLimits();
        showLengths();
        // A saved game keeps the rules it began with (its record's); a choice made since waits for the next game.
        showNotice(sameRules(result.view.game, result.house, houseFor(result.view.game), settings.target) ? s.resumed : s.resumed_rules);
        // The moves of this hand or round listed as they were (a reload while the bots' moves were shown lists them all).
        log = Array.isArray(saved.log) ? saved.log.filter((line) => typeof line === "string") : [];
        show({ ...result, moves: [] });
        house.update();
      },
      onError: (failure) => {
        dropSave();
        const message = failure ? failure.message : error.textContent;
        talk.hideError();
        freshStart(fill(s.save_refused, { message }));
      },
    });
  }

  // A reader playing from the keyboard keeps their place: after a move the focus goes back to the
  // pile to draw from or to the hand, instead of falling to the page when the board is redrawn.
  let keepFocus = false;
  function restoreFocus() {
    if (!keepFocus) return;
    keepFocus = false;
    const view = /** @type {Answer} */ (answer).view;
    if (root.dataset.state !== "your-turn") return;
    const target = /** @type {HTMLElement | null} */ (view.phase === "draw"
      ? board.querySelector("[data-testid=play-stock]:not([disabled])") || board.querySelector("[data-testid=play-take]")
      : board.querySelector("[data-testid=play-hand] [tabindex='0']"));
    if (target) target.focus();
  }

  /** @param {Move | null} mv */
  function send(mv) {
    if (!answer) return Promise.resolve();
    const now = answer;
    keepFocus = root.contains(document.activeElement);
    showNotice("");
    setState("thinking");
    return talk.ask(request("play-move", { record: now.record, move: mv }), s.thinking, {
      onResult: (/** @type {Answer} */ result) => show(result),
      onError: (failure) => {
        const latest = /** @type {Answer} */ (answer); // (only a new game replaces it, and then this is no longer the latest request)
        setState(latest.over ? "over" : latest.ended ? "ended" : latest.view.your_turn ? "your-turn" : "waiting");
        drawBoard();
        restoreFocus();
        // The rule the engine names, linked to where the site states it.
        const rule = failure && failure.params && failure.params.rule;
        if (rule && root.dataset.rlRules) {
          error.append(" ", el("a", { href: `${root.dataset.rlRules}#${rule.toLowerCase()}`, "data-testid": "play-rule" },
            fill(s.see_rule, { rule })));
        }
        root.dataset.refused = String(Number(root.dataset.refused || 0) + 1);
      },
    });
  }

  // After a pause at the end of a hand or round: the bots play the next one up to the reader's
  // turn, unless the reader plays first in it (the engine has already dealt it).
  function nextPart() {
    const now = /** @type {Answer} */ (answer); // (the button is drawn with an answer)
    if (!now.view.your_turn) return send(null);
    keepFocus = true;
    return show({ ...now, ended: undefined, moves: [] }, { fresh: false, next: true });
  }

  /** @param {Move} mv */
  function move(mv) {
    if (root.dataset.state !== "your-turn") return Promise.resolve();
    return send(mv);
  }

  function chosenCards() {
    const hand = /** @type {Answer} */ (answer).view.hand; // (cards are chosen in a hand drawn)
    return [...selected].sort((a, b) => a - b).map((i) => hand[i]);
  }

  /** @param {string} kind */
  function act(kind) {
    const chosen = chosenCards();
    if (kind === "meld") {
      if (chosen.length < 1) return talk.showError(s.select_meld);
      return move({ move: "meld", cards: chosen });
    }
    if (chosen.length !== 1) return talk.showError(s.select_one);
    return move({ move: kind, card: chosen[0] });
  }

  /** @param {string} meld  its number on the table (a button's data-meld) */
  function layOff(meld) {
    const chosen = chosenCards();
    if (chosen.length !== 1) return talk.showError(s.select_one);
    return move({ move: "lay-off", card: chosen[0], meld: Number(meld) });
  }

  /** @param {Hint} h */
  function hintText(h) {
    const lines = [h.expert.text]; // the expert's move and why, from its own figures
    if (h.advice) {
      const a = h.advice;
      lines.push(fill(s.hint_advice, { deadwood: a.deadwood, win: a.win_shown, tie: a.tie_shown, beaten: a.beaten_shown,
        expected: a.expected_shown, samples: a.samples_shown ?? a.samples }));
    }
    return lines;
  }

  function hint() {
    if (!answer || root.dataset.state !== "your-turn") return Promise.resolve();
    return talk.ask(request("play-hint", { record: answer.record }), s.thinking, {
      onResult: (/** @type {Hint} */ h) => {
        const box = part(board, "[data-testid=play-hint-box]");
        box.replaceChildren(...hintText(h).map((line) => el("p", { class: "rl-explanation" }, line)));
        box.dataset.move = JSON.stringify(h.expert.move);
        root.dataset.hinted = String(Number(root.dataset.hinted || 0) + 1);
      },
    });
  }

  function download() {
    if (!answer) return;
    const blob = new Blob([JSON.stringify(answer.record, null, 2) + "\n"], { type: "application/json" });
    const link = el("a", { href: URL.createObjectURL(blob), download: `rummylab-${answer.record.game}-${answer.record.seed}.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  // -- the hand: one Tab stop, arrows move, Space or Enter chooses --------------------------------

  /** @param {number} i */
  function toggle(i) {
    if (!answer || !answer.view.hand.length || root.dataset.state !== "your-turn") return;
    if (selected.has(i)) selected.delete(i); else selected.add(i);
    // One card at a time, unless the game has melds to put down (RU-3).
    if (!answer.view.actions.includes("meld") && selected.has(i)) selected = new Set([i]);
    focusIndex = i;
    redrawHand(true);
  }

  /** @param {boolean} keepFocus */
  function redrawHand(keepFocus) {
    const box = board.querySelector("[data-testid=play-hand]");
    if (!box) return;
    const now = /** @type {Answer} */ (answer); // (a hand drawn: an answer)
    const fresh = handBox(now.view, cardsOf(now), root.dataset.state === "your-turn" && now.view.phase !== "draw");
    box.replaceWith(fresh);
    if (keepFocus) /** @type {HTMLElement | null} */ (fresh.querySelector(`[data-index="${focusIndex}"]`))?.focus();
  }

  // The piles: the stock draws; the discard pile draws its top card, or takes the chosen card after the draw.
  /** @param {HTMLElement} pile */
  function onPile(pile) {
    if (pile.dataset.testid === "play-stock") return move({ move: "draw", from: "stock" });
    return pile.dataset.does === "discard" ? act("discard") : move({ move: "draw", from: "discard" });
  }
  board.addEventListener("click", (event) => {
    const target = /** @type {Element} */ (event.target);
    const card = /** @type {HTMLElement | null} */ (target.closest("[data-testid^=play-card-]"));
    if (card) return toggle(Number(card.dataset.index));
    const pile = /** @type {HTMLElement | null} */ (target.closest("[data-testid=play-stock], [data-testid=play-take]"));
    if (pile) return onPile(pile);
    const lay = /** @type {HTMLElement | null} */ (target.closest("[data-meld]"));
    if (lay) layOff(/** @type {string} */ (lay.dataset.meld));
  });

  // Drag and drop with a mouse or a pen: a card of the hand onto the discard pile (a discard) or onto a
  // meld (a lay-off, RU-4); the stock or the discard pile onto the hand (a draw). The same moves as the taps.
  /** @type {{card?: number, pile?: HTMLElement} | null} */
  let dragged = null;
  /** @param {Element} target @returns {HTMLElement | null} where the dragged thing may land */
  function dropTarget(target) {
    if (!dragged) return null;
    if (dragged.pile) return /** @type {HTMLElement | null} */ (target.closest("[data-testid=play-hand]"));
    const spot = /** @type {HTMLElement | null} */ (target.closest("[data-testid=play-take][data-does=discard], [data-meld]"));
    return spot && !(/** @type {HTMLButtonElement} */ (spot)).disabled ? spot : null;
  }
  board.addEventListener("dragstart", (event) => {
    const target = /** @type {Element} */ (event.target);
    const card = /** @type {HTMLElement | null} */ (target.closest("[data-testid^=play-card-]"));
    const pile = /** @type {HTMLElement | null} */ (target.closest("[data-testid=play-stock], [data-testid=play-take]"));
    if (root.dataset.state !== "your-turn" || !(card || pile)) { event.preventDefault(); return; }
    dragged = card ? { card: Number(card.dataset.index) } : { pile: /** @type {HTMLElement} */ (pile) };
    if (card) {
      // The card dragged is the one chosen (as a tap on it would choose it alone).
      selected = new Set([Number(card.dataset.index)]);
      board.querySelectorAll(".rl-play-card.rl-picked").forEach((node) => node.classList.remove("rl-picked"));
      card.classList.add("rl-picked");
    }
    if (event.dataTransfer) {
      event.dataTransfer.setData("text/plain", card ? /** @type {string} */ (card.dataset.card) : "");
      event.dataTransfer.effectAllowed = "move";
    }
  });
  board.addEventListener("dragover", (event) => {
    if (dropTarget(/** @type {Element} */ (event.target))) event.preventDefault();
  });
  board.addEventListener("drop", (event) => {
    const spot = dropTarget(/** @type {Element} */ (event.target));
    const was = dragged;
    dragged = null;
    if (!spot || !was) return;
    event.preventDefault();
    if (was.pile) onPile(was.pile);
    else if (spot.dataset.meld) layOff(spot.dataset.meld);
    else act("discard");
  });
  board.addEventListener("dragend", () => { dragged = null; });
  board.addEventListener("keydown", (event) => {
    const card = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-testid^=play-card-]"));
    if (!card) return;
    const count = /** @type {Answer} */ (answer).view.hand.length; // (a card drawn: an answer)
    const i = Number(card.dataset.index);
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (i + 1) % count;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (i - 1 + count) % count;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      toggle(i);
      return;
    } else return;
    event.preventDefault();
    focusIndex = next;
    /** @type {NodeListOf<HTMLElement>} */ (board.querySelectorAll("[data-testid^=play-card-]")).forEach((node) => {
      node.tabIndex = Number(node.dataset.index) === next ? 0 : -1;
    });
    part(board, `[data-index="${next}"]`).focus();
  });

  // The table each game is dealt for, from the engine's games: the field's bounds and a note. A number
  // outside them is still sent, so the engine's refusal says what was wrong and the game goes on.
  function showLimits() {
    const range = limits[gameSelect.value];
    if (!range) return;
    playersInput.min = String(range[0]);
    playersInput.max = String(range[1]);
    if (playersRange) playersRange.textContent = fill(s.players_range, { low: range[0], high: range[1] });
  }
  // House rules (house.js): the badge of the game being played (or chosen). A change made here (the
  // badge's click) starts the game again under them; one made in another tab waits for the next game.
  const house = badge(root, () => (settings ? settings.game : gameSelect.value), (_game, source) => {
    if (settings && source === "here") start(settings);
  });
  // The length of a game (the address's ?rounds= or ?target=, the engine checks them): each game's
  // choices as the plugin lists them, the first one the whole game.
  function showLengths() {
    const choices = lengths[gameSelect.value] || [];
    const kept = settings && settings.game === gameSelect.value ? settings.rounds || settings.target || settings.hands || "" : null;
    lengthSelect.replaceChildren(...choices.map((c) => el("option", { value: c.value }, fill(s[c.word], { n: c.n ?? "" }))));
    if (kept !== null && choices.some((c) => c.value === kept)) lengthSelect.value = kept;
    lengthSelect.disabled = choices.length < 2;
  }
  // Changing the game deals nothing yet: the note says New game starts it (the game in progress goes on).
  const gameNote = el("span", { class: "rl-help", "data-testid": "play-game-note", role: "status" });
  gameSelect.after(gameNote);
  function showGameNote() {
    gameNote.textContent = settings && gameSelect.value !== settings.game ? s.game_next : "";
  }
  gameSelect.addEventListener("change", () => {
    showLimits(); showLengths(); showGameNote(); if (!settings) house.update();
    if (!levelChosen && ownLevels[gameSelect.value]) levelSelect.value = ownLevels[gameSelect.value];
  });
  showLimits();
  showLengths();

  // New game: a game in progress is left only once the reader says so.
  const confirmYes = el("button", { type: "button", class: "md-button md-button--primary", "data-testid": "play-new-yes" }, s.new_yes);
  const confirmNo = el("button", { type: "button", class: "rl-button", "data-testid": "play-new-no" }, s.new_no);
  const confirmBox = el("div", { class: "rl-play-confirm", role: "group", "aria-labelledby": `${uid}-confirm`, "data-testid": "play-new-confirm" },
    el("p", { id: `${uid}-confirm` }, s.new_confirm), confirmYes, confirmNo);
  confirmBox.hidden = true;
  controls.after(confirmBox);
  confirmNo.addEventListener("click", () => { confirmBox.hidden = true; newButton.focus(); });
  confirmYes.addEventListener("click", () => { confirmBox.hidden = true; newGame(); });
  newButton.addEventListener("click", () => {
    const playing = answer && !answer.over && answer.record && root.dataset.state !== "starting";
    if (!playing) return newGame();
    confirmBox.hidden = false;
    confirmYes.focus();
  });

  function newGame() {
    showNotice("");
    gameNote.textContent = "";
    const choice = (lengths[gameSelect.value] || []).find((c) => c.value === lengthSelect.value);
    // The saved game is replaced when the new one begins (show writes it), not before: a refused
    // table leaves the game being played, and its save, as they were.
    // A new seed is not rules logic: any whole number deals another game.
    start({ game: gameSelect.value, players: playersInput.value, seed: Math.floor(Math.random() * 2 ** 31),
      bots: "", ...(choice && choice.param ? { [choice.param]: choice.value } : {}) }, {
      onError: (failure) => {
        // The game being played goes on; the refusal names the table the chosen game allows.
        if (failure && failure.code === "bad-players" && failure.params) {
          error.append(" ", fill(s.players_kept, { low: failure.params.low, high: failure.params.high }));
        }
      },
    });
  }
  hintButton.addEventListener("click", hint);
  downloadButton.addEventListener("click", download);

  // -- start: the link's game, else the saved one, else the page's ------------------------------

  controls.hidden = false;
  const params = new URLSearchParams(window.location.search);
  // ?pace=N: the milliseconds between the bots' moves (0 shows them at once); it changes nothing else.
  const pace = params.get("pace");
  if (pace !== null) {
    if (/^\d{1,5}$/.test(pace) && Number(pace) <= MAX_PACE_MS) root.dataset.delayMs = String(Number(pace));
    else paceNote = fill(s.pace_ignored, { value: pace.slice(0, 20), max: MAX_PACE_MS });
    showNotice("");
  }
  /** @type {{[param: string]: string}} */
  const asked = {};
  for (const key of PARAMS) if (params.has(key)) asked[key] = /** @type {string} */ (params.get(key));
  const { state: saved, damaged } = readSave();
  const kept = saved && saved.settings;
  const sameAsSaved = kept
    && Object.entries(asked).every(([key, value]) => String(kept[key] ?? "") === value);
  setState("starting");
  if (first && Object.keys(asked).length && !sameAsSaved) {
    const wanted = { game: root.dataset.game, players: root.dataset.players, seed: root.dataset.seed, bots: root.dataset.bots, ...asked };
    start(wanted, {
      onError: (failure) => {
        const message = failure ? failure.message : error.textContent;
        talk.hideError();
        freshStart(fill(s.bad_link, { message }));
      },
    });
  } else if (saved && first) {
    resume(saved);
  } else {
    if (damaged) dropSave();
    freshStart(damaged ? s.save_damaged : "");
  }
  root.dataset.upgraded = "true";
}

// The knock coach widget: shows a position the engine reached in bot play (the reader's hand after
// drawing, the turn, the discard pile), sends the reader's choice ({"op": "coach-check", ...}: knock
// with a card, or play on) and draws the engine's verdict: the estimates, which choice was better and
// by how much, the real hands. Every number, name and sentence comes from the engine's JSON or from
// the page's strings (site_plugins/widgets/coach.py); this file holds no rules and computes nothing
// but the session's tally of right answers.

import { badge, houseFor } from "./house.js";
import { practiceBar } from "./practice-bar.js";
import { cardSpan, cardsOf, conversation, dataOf, el, fill, handSpan, noteIgnored, part, renderArrangement, reveal, saveQuery, seedOf,
  template } from "./render.js";
import { draw } from "./templates.js";

/** @typedef {import("./render.js").Strings} Strings */
/**
 * A position the engine reached in bot play ("coach"; the plugin writes the page's first one):
 * the reader's hand after drawing, the card taken (if from the discard pile), the discards so far
 * (seat 1-based, null for the up-card), and the cards the reader may knock with.
 * @typedef {object} PositionFields
 * @property {number} seed
 * @property {number} players
 * @property {number} turn
 * @property {number} stock
 * @property {number} samples
 * @property {string[]} labels
 * @property {string[]} taken_labels
 * @property {string[]} hand
 * @property {string | null} taken
 * @property {{card: string, seat: number | null, taken_by: number | null}[]} history
 * @property {string[]} choices
 * @property {{level: number}} [difficulty]
 * @typedef {import("./render.js").WithCards & PositionFields} Position
 */
/** An estimate of one choice's result over the samples, as shown. @typedef {{mean_shown: string, se_shown: string, beaten_shown: string}} Estimate */
/** @typedef {Estimate & {rum: boolean, deadwood: number}} KnockEstimate */
/**
 * The engine's verdict on the reader's choice ("coach-check"): the estimates, the better choice and
 * by how much, and the real hands.
 * @typedef {object} VerdictFields
 * @property {boolean} right
 * @property {"knock" | "play"} best
 * @property {string} best_knock
 * @property {string} knock_card
 * @property {string} play_card
 * @property {string} loss_shown
 * @property {string} loss_se_shown
 * @property {KnockEstimate} knock
 * @property {KnockEstimate} best_knock_estimate
 * @property {Estimate} play
 * @property {number} samples
 * @property {number} seat
 * @property {string[]} hand_labels
 * @property {number[]} deadwood
 * @property {import("./render.js").Arrangement[]} arrangements
 * @property {{net_shown: string[], case_rule: string}} actual
 * @property {{choice: "knock" | "play", card: string, agrees: boolean, text: string}} expert what the expert would do in
 *   the reader's seat (decided from the reader's view), with its reason in the page's language
 * @property {string[]} [rules] the rule ids the decision asks
 * @property {{level: number}} [difficulty]
 * @typedef {import("./render.js").WithCards & VerdictFields} Verdict
 */

const SCORE_KEY = "rummylab:coach-score";
// The coach's positions are Knock Rummy's (KR-7): the house rules it follows are that game's.
const GAME = "knock";
const cap = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The position as the reader sees it (the templates position_html in site_plugins/widgets/coach.py fills).
 * @param {Position} p
 * @param {Strings} s
 */
export function renderPosition(p, s) {
  const cards = cardsOf(p);
  const card = (/** @type {string} */ c) => cardSpan(c, cards);
  return draw("coach-position", {
    situation: fill(s.situation, { players: p.players, turn: p.turn, stock: p.stock }),
    your_hand: s.your_hand,
    hand: handSpan(p.hand, cards, s.your_hand),
    taken: p.taken ? draw("coach-taken", { text: template(s.taken, { card: card(p.taken) }) }) : null,
    history: s.history,
    discards: p.history.map((t) => draw("coach-discard", {
      card: card(t.card),
      who: t.seat === null ? s.up_card : cap(p.labels[t.seat - 1]),
      tag: t.taken_by ? draw("tag", { text: p.taken_labels[t.taken_by - 1] }) : null,
    })),
  });
}

/** @param {(Node | string)[]} choice @param {Estimate} e @param {boolean} beaten */
function estimateRow(choice, e, beaten) {
  return draw("coach-estimate", { choice, mean: e.mean_shown, error: e.se_shown, beaten: beaten ? e.beaten_shown : "—" });
}

/** @param {Verdict} v @param {Strings} s */
function renderVerdict(v, s) {
  const cards = cardsOf(v);
  const card = (/** @type {string} */ c) => cardSpan(c, cards);
  const best = v.best === "knock"
    ? template(s.best_knock, { card: card(v.best_knock) })
    : template(s.best_play, { card: card(v.play_card) });
  const gap = fill(v.right ? s.close : s.loss, { loss: v.loss_shown, se: v.loss_se_shown });
  const k = v.knock;
  const knockLabel = template(k.rum ? s.knock_rum : s.knock_row, { card: card(v.knock_card), deadwood: String(k.deadwood) });
  const rows = [estimateRow(knockLabel, k, true)];
  if (v.knock_card !== v.best_knock) {
    const b = v.best_knock_estimate;
    rows.push(estimateRow(template(b.rum ? s.knock_rum : s.knock_row, { card: card(v.best_knock), deadwood: String(b.deadwood) }), b, true));
  }
  rows.push(estimateRow(template(s.play_row, { card: card(v.play_card) }), v.play, false));
  const table = draw("coach-estimates", { caption: fill(s.estimates, { samples: v.samples }), option: s.option,
    mean: s.mean, error: s.error, undercut: s.undercut, rows });
  const hands = draw("coach-hands", { label: s.actual, hands: v.hand_labels.map((label, i) => draw("named-arrangement", {
    name: fill(s.hand_of, { player: label, deadwood: v.deadwood[i] }),
    arrangement: renderArrangement(v.arrangements[i], s, cards),
  })) });
  const net = v.actual.net_shown[v.seat - 1];
  return [
    el("p", { class: v.right ? "rl-verdict rl-right" : "rl-verdict rl-wrong", "data-testid": "coach-verdict",
      "data-right": String(v.right), "data-best": v.best }, v.right ? `✓ ${s.right}` : `✗ ${s.wrong}`),
    el("p", { "data-testid": "coach-best" }, ...best),
    el("p", { "data-testid": "coach-gap" }, gap),
    el("p", { class: "rl-coach-expert", "data-testid": "coach-expert", "data-choice": v.expert.choice, "data-card": v.expert.card,
      "data-agrees": String(v.expert.agrees) }, el("strong", {}, s.expert), " ", v.expert.text),
    table,
    hands,
    el("p", { "data-testid": "coach-actual-net" },
      ...template(s.actual_net, { card: card(v.knock_card), net, rule: v.actual.case_rule })),
  ];
}

/** @typedef {{right: number, total: number, streak: number}} Score */

/** @returns {Score} */
function readScore() {
  try {
    const got = JSON.parse(/** @type {string} */ (window.sessionStorage.getItem(SCORE_KEY))); // (null reads as null)
    if (got && Number.isInteger(got.right) && Number.isInteger(got.total) && Number.isInteger(got.streak)) return got;
  } catch { /* nothing kept */ }
  return { right: 0, total: 0, streak: 0 };
}
/** @param {Score} score */
function writeScore(score) {
  try { window.sessionStorage.setItem(SCORE_KEY, JSON.stringify(score)); } catch { /* private mode: memory only */ }
}

/**
 * Turn a coach rendered by the plugin into a live one.
 * @param {HTMLElement} root
 * @param {{first?: boolean}} [options]
 */
export function upgrade(root, { first = true } = {}) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  const positionBox = part(root, "[data-testid=coach-position]");
  const form = part(root, "[data-testid=coach-form]");
  const select = /** @type {HTMLSelectElement} */ (part(root, "[data-testid=coach-card]"));
  const playButton = part(root, "[data-testid=coach-play]");
  const controls = part(root, "[data-testid=coach-controls]");
  const newButton = part(root, "[data-testid=coach-new]");
  const scoreBox = part(root, "[data-testid=coach-score]");
  const idLine = part(root, "[data-testid=coach-id]");
  const status = part(root, "[data-testid=coach-status]");
  const progress = part(root, "[data-testid=coach-progress]");
  const error = part(root, "[data-testid=coach-error]");
  const result = part(root, "[data-testid=coach-result]");

  /** @type {Position} */
  let position = dataOf(root, "script.rl-coach-data");
  let score = readScore();
  let counted = false;

  const showScore = () => { scoreBox.textContent = fill(s.score, score); };
  const talk = conversation(root, s, { status, error });
  // House rules (house.js): the badge, and the position dealt again when they change.
  badge(root, () => GAME, () => load(position.seed));

  /**
   * @param {Position} next
   * @param {{fromLink?: boolean, yesterday?: boolean}} [how] a link's position, or yesterday's (answered)
   */
  function showPosition(next, how = {}) {
    position = next;
    counted = false;
    root.dataset.seed = String(position.seed);
    idLine.textContent = fill(s.seed, { seed: position.seed });
    positionBox.replaceChildren(renderPosition(position, s));
    const cards = cardsOf(position);
    select.replaceChildren(...position.choices.map((c) => el("option", { value: c }, `${c} — ${cards.names[c] || c}`)));
    result.replaceChildren();
    /** @type {NodeListOf<HTMLButtonElement | HTMLSelectElement>} */ (form.querySelectorAll("button, select")).forEach((b) => { b.disabled = false; });
    if (first) saveQuery({ seed: position.seed });
    bar.shown({ seed: position.seed }, position.difficulty, how);
    root.dataset.coachReady = String(position.seed); // tests wait on this
  }

  /**
   * @param {number} seed
   * @param {number | null} [level] the difficulty to deal at (the engine finds a position of it from the seed)
   */
  function load(seed, level = null) {
    /** @type {import("./render.js").EngineRequest} */
    const req = { op: "coach", seed, lang: s.lang, house: houseFor(GAME) };
    if (level !== null) req.difficulty = level;
    return talk.ask(req, s.dealing, { onResult: (/** @type {Position} */ next) => showPosition(next) });
  }
  // The progress bar (practice-bar.js): the level, the problem of the day, a missed position coming back.
  const bar = practiceBar(root, {
    tool: "coach", ask: talk.ask, base: () => ({ op: "", lang: s.lang, house: houseFor(GAME) }),
    deal: (level) => load(Math.floor(Math.random() * 2 ** 31), level),
    open: (p) => load(Number(p.seed)),
    show: (/** @type {Position} */ next) => showPosition(next),
    showAnswer: (/** @type {Position} */ question, /** @type {Verdict} */ answer) => {
      showPosition(question, { yesterday: true });
      showVerdict(answer, { yesterday: true });
    },
  });

  /** @param {Verdict} verdict @param {{yesterday?: boolean}} [how] yesterday's answered position: not counted */
  function showVerdict(verdict, { yesterday = false } = {}) {
    result.replaceChildren(...renderVerdict(verdict, s));
    if (!counted && !yesterday) {
      counted = true;
      score = { right: score.right + (verdict.right ? 1 : 0), total: score.total + 1, streak: verdict.right ? score.streak + 1 : 0 };
      writeScore(score);
      showScore();
    }
    talk.announce(verdict.right ? s.right : s.wrong);
    reveal(/** @type {HTMLElement} */ (result.firstChild || result), { focus: true }); // (its first child: a <p>)
    root.dataset.checked = String(Number(root.dataset.checked || 0) + 1);
    if (yesterday) return;
    // What comes back with a missed position: the verdict's sentences as this page drew them.
    const explanation = [...result.querySelectorAll("p")].map((p) => p.textContent || "").filter(Boolean).slice(0, 4);
    bar.answered({ ok: verdict.right, rules: verdict.rules, explanation,
      level: verdict.difficulty && verdict.difficulty.level });
    root.dispatchEvent(new CustomEvent("rummylab:result", {
      bubbles: true, detail: { widget: "coach", seed: position.seed, right: verdict.right, best: verdict.best },
    }));
  }

  /** @param {{choice: "knock", card: string} | {choice: "play"}} request */
  function choose(request) {
    // The estimate takes about a second: an indeterminate bar shows it is running.
    progress.hidden = false;
    const done = () => { progress.hidden = true; };
    return talk.ask({ op: "coach-check", seed: position.seed, lang: s.lang, house: houseFor(GAME), ...request },
      fill(s.thinking, { samples: position.samples }), {
        onResult: (/** @type {Verdict} */ verdict) => { done(); showVerdict(verdict); },
        onError: () => { done(); reveal(error); },
      }).finally(done);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    choose({ choice: "knock", card: select.value });
  });
  playButton.addEventListener("click", () => choose({ choice: "play" }));
  newButton.addEventListener("click", () => {
    // A missed position whose turn has come, else a new seed (not rules logic: any integer picks another deal).
    if (!bar.next()) load(Math.floor(Math.random() * 2 ** 31), bar.level());
  });

  const staticAnswer = root.querySelector(".rl-coach-static-answer");
  if (staticAnswer) staticAnswer.remove();
  showScore();
  form.hidden = false;
  controls.hidden = false;

  const params = new URLSearchParams(window.location.search);
  /** @type {import("./render.js").Ignored[]} */
  const ignored = [];
  let want = position.seed;
  if (first && params.has("seed")) {
    const seed = seedOf(params.get("seed"));
    // (params.get(name) of a name params has is never null.)
    if (seed === null) ignored.push({ name: "seed", value: /** @type {string} */ (params.get("seed")), why: "why_seed" });
    else want = seed;
  }
  noteIgnored(part(root, "[data-testid=coach-url-note]"), s, ignored);
  // The first state is the site's profile: under house rules (from the address or this browser)
  // the position is dealt again by them (knock-max may deal another one).
  if (want !== position.seed || houseFor(GAME)) {
    positionBox.replaceChildren();
    idLine.textContent = "";
    talk.ask({ op: "coach", seed: want, lang: s.lang, house: houseFor(GAME) }, s.dealing,
      { onResult: (/** @type {Position} */ next) => showPosition(next, { fromLink: first && params.has("seed") }) });
  } else {
    showPosition(position, { fromLink: first && params.has("seed") });
  }
  root.dataset.upgraded = "true";
}

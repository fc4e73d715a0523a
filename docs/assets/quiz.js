// The settlement quiz widget: shows an end-of-hand table dealt by the engine, collects each
// player's net result, posts {"op": "quiz-check", ...} and draws the verdict. Every number,
// name and explanation comes from the engine's JSON or from the page's strings (rendered by
// site_plugins/widgets/quiz.py); this file holds no rules and computes nothing.

import { badge, houseFor } from "./house.js";
import { practiceBar } from "./practice-bar.js";
import { cardsOf, conversation, dataOf, el, fill, handSpan, noteIgnored, part, renderArrangement, reveal, saveQuery, seedOf }
  from "./render.js";
import { draw, drawOne } from "./templates.js";

/** @typedef {import("./render.js").Strings} Strings */
/** @typedef {import("./render.js").Arrangement} Arrangement */
/**
 * A quiz as the engine deals it ("quiz"; the plugin writes the page's first one): the players'
 * names, their hands, who knocked (1-based; null: the stock ran out).
 * @typedef {import("./render.js").WithCards & {seed: number, level: number, labels: string[], hands: string[][], knocker: number | null,
 *   difficulty?: {level: number}}} Quiz
 */
/**
 * The engine's verdict on the answers ("quiz-check"): per player the answer and the expected net
 * result as shown, and whether they match; the settlement and the arrangements behind it.
 * @typedef {object} VerdictFields
 * @property {string[]} labels
 * @property {boolean[]} right
 * @property {string[]} answers_signed
 * @property {string[]} expected_signed
 * @property {boolean} correct
 * @property {{transfers: {from: number, to: number, shown: string}[]}} settlement
 * @property {string[]} [explanation]
 * @property {Arrangement[]} arrangements
 * @property {string[]} [expected] the expected nets as the engine reads answers
 * @property {string[]} [rules] the rule ids the table asks
 * @property {{level: number}} [difficulty]
 * @typedef {import("./render.js").WithCards & VerdictFields} Verdict
 */

const STREAK_KEY = "rummylab:quiz-streak";
// The quiz settles Knock Rummy hands (KR-10): the house rules it follows are that game's.
const GAME = "knock";

const cap = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Who knocked and every hand (the templates question_html in site_plugins/widgets/quiz.py fills).
 * @param {Quiz} quiz
 * @param {Strings} s
 */
export function renderQuestion(quiz, s) {
  const cards = cardsOf(quiz);
  const situation = quiz.knocker ? fill(s.knocked, { player: quiz.labels[quiz.knocker - 1] }) : s.stock_out;
  const players = quiz.hands.map((hand, i) => draw("quiz-player", {
    seat: i + 1,
    name: cap(quiz.labels[i]),
    tag: quiz.knocker === i + 1 ? draw("tag", { text: s.knocker_tag }) : null,
    hand: handSpan(hand, cards, fill(s.hand_of, { player: quiz.labels[i] })),
  }));
  return draw("quiz-question", { situation, players });
}

/** @param {Quiz} quiz @param {Strings} s @param {string} uid */
function renderAnswers(quiz, s, uid) {
  const box = el("fieldset", { class: "rl-quiz-answers" }, el("legend", {}, s.answers));
  quiz.labels.forEach((label, i) => {
    const id = `${uid}-answer-${i + 1}`;
    box.append(el("div", { class: "rl-field rl-quiz-answer" },
      el("label", { for: id }, fill(s.answer_label, { player: label })),
      el("input", {
        id, type: "text", inputmode: "text", autocomplete: "off", spellcheck: "false",
        "aria-describedby": `${uid}-answer-help`, "data-testid": `quiz-answer-${i + 1}`,
      }),
      el("span", { class: "rl-quiz-mark", "data-testid": `quiz-mark-${i + 1}` })));
  });
  box.append(el("p", { class: "rl-help", id: `${uid}-answer-help` }, s.answer_help));
  const check = el("button", { type: "submit", class: "md-button md-button--primary", "data-testid": "quiz-check" }, s.check);
  return [box, el("div", { class: "rl-field" }, check)];
}

/**
 * Who pays whom (the templates settlement_html in site_plugins/widgets/quiz.py fills).
 * @param {Verdict["settlement"]} settlement
 * @param {string[]} labels
 * @param {Strings} s
 */
function settlementTable(settlement, labels, s) {
  if (!settlement.transfers.length) return draw("no-transfer", { text: s.no_payment });
  const rows = settlement.transfers.map((t) =>
    draw("transfer", { payer: cap(labels[t.from - 1]), payee: cap(labels[t.to - 1]), amount: t.shown }));
  return draw("transfers", { caption: s.settlement, payer: s.payer, payee: s.payee, amount: s.amount, rows });
}

/** @param {Verdict} verdict @param {Strings} s @param {string} uid */
function renderVerdict(verdict, s, uid) {
  const body = el("tbody");
  verdict.labels.forEach((label, i) => {
    const right = verdict.right[i];
    body.append(el("tr", { "data-testid": `quiz-verdict-${i + 1}`, "data-right": String(right) },
      el("th", { scope: "row" }, cap(label)),
      el("td", {}, verdict.answers_signed[i]),
      el("td", { "data-testid": `quiz-expected-${i + 1}` }, verdict.expected_signed[i]),
      el("td", { class: right ? "rl-right" : "rl-wrong" }, right ? `✓ ${s.right}` : `✗ ${s.wrong}`)));
  });
  const table = el("table", { class: "rl-quiz-verdict" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, s.player), el("th", { scope: "col" }, s.yours),
      el("th", { scope: "col" }, s.expected), el("th", { scope: "col" }, s.verdict))),
    body);
  /** @type {Node[]} */
  const nodes = [
    el("p", { class: verdict.correct ? "rl-verdict rl-right" : "rl-verdict rl-wrong", "data-testid": "quiz-summary",
      "data-correct": String(verdict.correct) }, verdict.correct ? s.all_right : s.some_wrong),
    table,
    settlementTable(verdict.settlement, verdict.labels, s),
    el("p", { class: "rl-label" }, s.why),
  ];
  for (const line of verdict.explanation || []) nodes.push(drawOne("explanation", { text: line }));
  // Each player's best arrangement (KR-5), the deadwood the explanation starts from.
  const cards = cardsOf(verdict);
  const list = el("ul", { class: "rl-quiz-arrangements" }, ...verdict.labels.map((label, i) =>
    draw("named-arrangement", { name: cap(label), arrangement: renderArrangement(verdict.arrangements[i], s, cards) })));
  nodes.push(el("details", { class: "rl-quiz-arrangements-box", id: `${uid}-arrangements` },
    el("summary", {}, s.arrangements), list));
  return nodes;
}

function readStreak() {
  try { return Number(window.sessionStorage.getItem(STREAK_KEY)) || 0; } catch { return 0; }
}
/** @param {number} n */
function writeStreak(n) {
  try { window.sessionStorage.setItem(STREAK_KEY, String(n)); } catch { /* private mode: memory only */ }
}

/**
 * Turn a quiz rendered by the plugin into a live one.
 * @param {HTMLElement} root
 * @param {{first?: boolean}} [options]
 */
export function upgrade(root, { first = true } = {}) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  const controls = part(root, "[data-testid=quiz-controls]");
  const levelSelect = /** @type {HTMLSelectElement} */ (part(root, "[data-testid=quiz-level]"));
  const newButton = part(root, "[data-testid=quiz-new]");
  const streakBox = part(root, "[data-testid=quiz-streak]");
  const idLine = part(root, "[data-testid=quiz-id]");
  const question = part(root, "[data-testid=quiz-question]");
  const form = part(root, "[data-testid=quiz-form]");
  const status = part(root, "[data-testid=quiz-status]");
  const error = part(root, "[data-testid=quiz-error]");
  const result = part(root, "[data-testid=quiz-result]");
  const uid = root.id || "rl-quiz";

  /** @type {Quiz} */
  let quiz = dataOf(root, "script.rl-quiz-data");
  let streak = readStreak();
  let counted = false; // this quiz already counted for (or against) the streak

  const showStreak = () => { streakBox.textContent = fill(s.streak, { n: streak }); };

  function saveToUrl() {
    if (first) saveQuery({ seed: quiz.seed, level: quiz.level });
  }

  /**
   * @param {Quiz} next
   * @param {{fromLink?: boolean, yesterday?: boolean}} [how] a link's table, or yesterday's (answered)
   */
  function showQuiz(next, how = {}) {
    quiz = next;
    counted = false;
    root.dataset.seed = String(quiz.seed);
    root.dataset.level = String(quiz.level);
    levelSelect.value = String(quiz.level);
    idLine.textContent = fill(s.seed, { seed: quiz.seed, level: quiz.level });
    question.replaceChildren(renderQuestion(quiz, s));
    form.replaceChildren(...renderAnswers(quiz, s, uid));
    result.replaceChildren();
    error.hidden = true;
    saveToUrl();
    bar.shown({ seed: quiz.seed, level: quiz.level }, quiz.difficulty, how);
    root.dataset.quizReady = String(quiz.seed); // tests wait on this
  }

  const talk = conversation(root, s, { status, error });

  /**
   * @param {number} seed @param {number} level
   * @param {number | null} [difficulty] the difficulty to deal at (the engine finds a table of it from the seed)
   */
  function load(seed, level, difficulty = null) {
    /** @type {import("./render.js").EngineRequest} */
    const req = { op: "quiz", seed, level, lang: s.lang, house: houseFor(GAME) };
    if (difficulty !== null) req.difficulty = difficulty;
    return talk.ask(req, s.dealing, { onResult: (/** @type {Quiz} */ next) => showQuiz(next) });
  }
  // The progress bar (practice-bar.js): the level, the problem of the day, a missed table coming back.
  const bar = practiceBar(root, {
    tool: "quiz", ask: talk.ask, base: () => ({ op: "", lang: s.lang, house: houseFor(GAME) }),
    deal: (difficulty) => load(Math.floor(Math.random() * 2 ** 31), Number(levelSelect.value), difficulty),
    open: (p) => load(Number(p.seed), Number(p.level)),
    show: (/** @type {Quiz} */ next) => showQuiz(next),
    showAnswer: (/** @type {Quiz} */ question, /** @type {Verdict} */ answer) => {
      showQuiz(question, { yesterday: true });
      const inputs = [...form.querySelectorAll("input")];
      inputs.forEach((input, i) => { input.value = (answer.expected || [])[i] || ""; });
      showVerdict(answer, inputs, { yesterday: true });
    },
  });

  /**
   * The engine's message names the player whose answer it could not read: point there.
   * @param {import("./render.js").EngineError | null} failure
   * @param {HTMLInputElement[]} inputs
   */
  function pointAt(failure, inputs) {
    const player = failure && failure.params && failure.params.player;
    if (!player || !inputs[player - 1]) {
      reveal(error);
      return;
    }
    inputs.forEach((input, i) => input.setAttribute("aria-invalid", String(i === player - 1)));
    inputs[player - 1].focus();
    // Some messages quote the answer only ("'abc' is not an amount"): say whose it is.
    const label = quiz.labels[player - 1];
    if (!error.textContent.toLowerCase().includes(label.toLowerCase())) {
      error.textContent = fill(s.whose_error, { player: cap(label), message: error.textContent });
    }
    inputs[player - 1].setAttribute("aria-describedby", `${error.id} ${uid}-answer-help`);
    reveal(error);
  }

  /**
   * @param {Verdict} verdict @param {HTMLInputElement[]} inputs
   * @param {{yesterday?: boolean}} [how] yesterday's answered table: not a result, not counted
   */
  function showVerdict(verdict, inputs, { yesterday = false } = {}) {
    inputs.forEach((input, i) => {
      input.setAttribute("aria-invalid", String(!verdict.right[i]));
      part(form, `[data-testid=quiz-mark-${i + 1}]`).textContent = verdict.right[i] ? `✓ ${s.right}` : `✗ ${s.wrong}`;
    });
    result.replaceChildren(...renderVerdict(verdict, s, uid));
    talk.announce(verdict.correct ? s.all_right : s.some_wrong);
    reveal(/** @type {HTMLElement} */ (result.firstChild || result), { focus: true }); // (its first child: a <p>)
    if (!counted && !yesterday) {
      counted = true;
      streak = verdict.correct ? streak + 1 : 0;
      writeStreak(streak);
      showStreak();
    }
    root.dataset.checked = String(Number(root.dataset.checked || 0) + 1);
    if (yesterday) return;
    bar.answered({ ok: verdict.correct, rules: verdict.rules, explanation: verdict.explanation,
      level: verdict.difficulty && verdict.difficulty.level });
    root.dispatchEvent(new CustomEvent("rummylab:result", {
      bubbles: true,
      detail: { widget: "quiz", seed: quiz.seed, level: quiz.level, correct: verdict.correct },
    }));
  }

  function check() {
    const inputs = [...form.querySelectorAll("input")];
    const answers = inputs.map((input) => input.value);
    return talk.ask({ op: "quiz-check", seed: quiz.seed, level: quiz.level, answers, lang: s.lang, house: houseFor(GAME) }, s.checking, {
      onResult: (/** @type {Verdict} */ verdict) => showVerdict(verdict, inputs),
      onError: (failure) => pointAt(failure, inputs),
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    check();
  });
  newButton.addEventListener("click", () => {
    // A missed table whose turn has come, else a new seed (not rules logic: any integer picks another deal).
    if (!bar.next()) load(Math.floor(Math.random() * 2 ** 31), Number(levelSelect.value), bar.level());
  });
  levelSelect.addEventListener("change", () => load(quiz.seed, Number(levelSelect.value)));

  // The folded answer is for readers without JavaScript; here the reader answers first.
  const staticAnswer = root.querySelector(".rl-quiz-static-answer");
  if (staticAnswer) staticAnswer.remove();
  showStreak();
  controls.hidden = false;
  form.hidden = false;

  // The link's quiz (seed and level); what cannot be used is said, and the page's quiz stays.
  const params = new URLSearchParams(window.location.search);
  /** @type {import("./render.js").Ignored[]} */
  const ignored = [];
  let wantSeed = quiz.seed;
  let wantLevel = quiz.level;
  // (params.get(name) of a name params has is never null.)
  if (first && params.has("seed")) {
    const seed = seedOf(params.get("seed"));
    if (seed === null) ignored.push({ name: "seed", value: /** @type {string} */ (params.get("seed")), why: "why_seed" });
    else wantSeed = seed;
  }
  if (first && params.has("level")) {
    const level = /** @type {string} */ (params.get("level"));
    if ([...levelSelect.options].some((o) => o.value === level)) wantLevel = Number(level);
    else ignored.push({ name: "level", value: level, why: "why_level" });
  }
  noteIgnored(part(root, "[data-testid=quiz-url-note]"), s, ignored);
  // House rules (house.js): the badge, and a quiz dealt again when they change (five cards each…).
  badge(root, () => GAME, () => load(quiz.seed, quiz.level));
  if (wantSeed !== quiz.seed || wantLevel !== quiz.level || houseFor(GAME)) {
    // The link's quiz, dealt by the engine.
    form.replaceChildren();
    question.replaceChildren();
    idLine.textContent = "";
    talk.ask({ op: "quiz", seed: wantSeed, level: wantLevel, lang: s.lang, house: houseFor(GAME) }, s.dealing,
      { onResult: (/** @type {Quiz} */ next) => showQuiz(next, { fromLink: first && params.has("seed") }) });
  } else {
    showQuiz(quiz, { fromLink: first && params.has("seed") });
  }
  root.dataset.upgraded = "true";
}

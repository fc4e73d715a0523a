// The bar under each practice tool (the quiz, the meld puzzles, the knock coach), rendered hidden by
// site_plugins/widgets/progress.py: the difficulty the next problem is dealt at (the engine finds
// one of that level), the problem of the day and yesterday's answered (the engine's "daily"), a
// link's problem counted only when the reader ticks the box, a missed problem coming back with the
// explanation it had, and a note when the stored progress could not be read (the tool goes on).
// The tool tells the bar what it shows and what the engine answered; the bar keeps the progress
// (progress-store.js). Nothing here judges an answer: the engine's verdict says right or wrong.

import { dataOf, fill, part } from "./render.js";
import { dueReview, load, problemKey, record } from "./progress-store.js";

/** @typedef {import("./render.js").Strings} Strings */
/** The fields that deal a problem again (its address's). @typedef {{[field: string]: string | number | null}} Problem */
/** A problem's difficulty as the engine measures it. @typedef {{level: number}} Difficulty */
/**
 * What the tool gives the bar: its name, the engine conversation, and how to deal a problem at a
 * level, deal a given one, show one the engine dealt, and show one with the engine's answer.
 * @typedef {object} Hooks
 * @property {string} tool
 * @property {(request: import("./render.js").EngineRequest, busy: string, handlers: {onResult: (result: any) => void}) => Promise<void>} ask
 * @property {() => import("./render.js").EngineRequest} base  the request's lang and house
 * @property {(level: number | null) => void} deal
 * @property {(problem: Problem) => void} open
 * @property {(question: any) => void} show
 * @property {(question: any, answer: any) => void} showAnswer
 */

/** Today in the reader's calendar, YYYY-MM-DD. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * @param {HTMLElement} root the tool's root
 * @param {Hooks} hooks
 */
export function practiceBar(root, hooks) {
  const bar = part(root, "[data-testid=progress-bar]");
  /** @type {Strings} */
  const s = dataOf(bar, "script.rl-progress-strings");
  const select = /** @type {HTMLSelectElement} */ (part(bar, "[data-testid=progress-level]"));
  const note = part(bar, "[data-testid=progress-store-note]");
  const levelLine = part(bar, "[data-testid=progress-problem-level]");
  const dailyTitle = part(bar, "[data-testid=progress-daily-title]");
  const linkBox = part(bar, "[data-testid=progress-link]");
  const countLink = /** @type {HTMLInputElement} */ (part(bar, "[data-testid=progress-count-link]"));
  const reviewBox = part(bar, "[data-testid=progress-review]");
  const reviewText = part(bar, ".rl-progress-explanation");
  // An embed (a teacher's page shows the tool in a frame) is a link's problem with no room for the
  // bar: nothing is counted there, and the bar stays hidden, as the embed's height was measured without it.
  const embedded = !!document.querySelector("[data-testid=embed]");

  /** @param {string} text */
  const tell = (text) => { note.textContent = text; note.hidden = false; };
  // A stored progress that cannot be read is set aside now, said once; the tool goes on.
  if (load().broken) tell(s.broken);

  /** @type {{problem: Problem | null, level: number, fromLink: boolean, yesterday: boolean, answered: boolean}} */
  let current = { problem: null, level: 1, fromLink: false, yesterday: false, answered: false };
  /** @type {import("./progress-store.js").Review | null} */
  let coming = null; // the missed problem being dealt again
  /** @type {string} */
  let daily = "";    // the date of the problem of the day being dealt

  /**
   * The tool shows a problem (dealt, from a link, of the day, coming back or yesterday's).
   * @param {Problem} problem
   * @param {Difficulty | undefined} difficulty
   * @param {{fromLink?: boolean, yesterday?: boolean}} [how]
   */
  function shown(problem, difficulty, { fromLink = false, yesterday = false } = {}) {
    current = { problem, level: difficulty ? difficulty.level : 1, fromLink, yesterday, answered: false };
    levelLine.textContent = difficulty ? fill(s.this_level, { n: difficulty.level }) : "";
    linkBox.hidden = !fromLink;
    countLink.checked = false;
    const review = coming && coming.key === problemKey(hooks.tool, problem) ? coming : null;
    coming = null;
    reviewBox.hidden = !review;
    reviewText.replaceChildren(...(review ? review.explanation.map((line) => {
      const p = document.createElement("p");
      p.className = "rl-explanation";
      p.textContent = line;
      return p;
    }) : []));
    dailyTitle.hidden = !daily && !yesterday;
    if (!daily && !yesterday) dailyTitle.textContent = "";
    daily = "";
    root.dataset.progressShown = problemKey(hooks.tool, problem); // tests wait on this
  }

  /**
   * The engine's verdict on the shown problem: counted once (a link's only when the box is ticked,
   * yesterday's answered one never).
   * @param {{ok: boolean, rules?: string[], explanation?: string[], level?: number}} verdict
   */
  function answered({ ok, rules = [], explanation = [], level }) {
    if (!current.problem || current.answered || current.yesterday || embedded) return;
    if (current.fromLink && !countLink.checked) return;
    current.answered = true;
    const result = record({ tool: hooks.tool, level: level || current.level, ok, rules, problem: current.problem, explanation });
    if (result.broken) tell(s.broken);
    else if (!result.saved) tell(s.unsaved);
    root.dataset.progressCounted = String(result.progress.seen[hooks.tool] || 0); // tests wait on this
  }

  /** The next problem: a missed one when its turn has come (true), else the tool deals one (false). */
  function next() {
    if (embedded) return false;
    const review = dueReview(load().progress, hooks.tool);
    if (!review) return false;
    coming = review;
    hooks.open(review.problem);
    return true;
  }

  /** The difficulty chosen, or null for any. */
  const level = () => (select.value ? Number(select.value) : null);

  /** @param {boolean} before */
  function askDaily(before) {
    const date = today();
    return hooks.ask({ ...hooks.base(), op: "daily", tool: hooks.tool, date }, "", {
      onResult: (/** @type {any} */ result) => {
        if (before) {
          const y = result.yesterday;
          dailyTitle.textContent = fill(s.yesterday_title, { date: y.date });
          hooks.showAnswer(y.problem, y.answer);
        } else {
          daily = result.date;
          dailyTitle.textContent = fill(s.daily_title, { date: result.date });
          hooks.show(result.problem);
        }
      },
    });
  }
  part(bar, "[data-testid=progress-daily]").addEventListener("click", () => askDaily(false));
  part(bar, "[data-testid=progress-yesterday]").addEventListener("click", () => askDaily(true));
  select.addEventListener("change", () => hooks.deal(level()));
  bar.hidden = embedded;
  return { shown, answered, next, level };
}

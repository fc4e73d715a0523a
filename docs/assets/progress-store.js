// The reader's practice progress, in localStorage (this origin, this browser: nothing leaves the
// device). One record:
//
//   rummylab:progress                      {"format": "rummylab-progress", "version": 1,
//                                           "answers": [Answer…], "reviews": [Review…], "seen": {tool: n}}
//   rummylab:progress:unreadable:<stamp>   {"from": key, "found": ISO date, "text": what could not be read}
//
// Each answer counted (a tool's first check of a problem) is one Answer; the tables, the streaks,
// the rules most often missed and the chart are read from them (summary). A missed problem goes
// into the reviews and comes back after 1, 3, 7, 15 and 31 problems of its tool (INTERVALS): a miss
// starts it again at 1, a right answer moves it one step on, past the last it is done. Every write
// reads the record again first, so two tabs add to one progress; other tabs' writes arrive as
// `storage` events (onChange). A record that cannot be read is copied aside under its own key
// (never overwritten) and progress starts afresh: no tool stops for it. The store keeps no rules:
// the engine says what is right, what level a problem is and which rules it asks.

/** The practice tools that count. @typedef {"quiz" | "puzzle" | "coach"} Tool */
/**
 * One answer: when (ms since 1970), the tool, the problem's level (1-5, the engine's), right or
 * not, the rule ids the problem asks (the engine's), and whether it was a problem coming back.
 * @typedef {{t: number, tool: string, level: number, ok: boolean, rules: string[], review?: boolean}} Answer
 */
/**
 * A missed problem waiting to come back: what the tool needs to deal it again (its address's
 * fields), its step in INTERVALS, the tool's problem count at which it is due, and the engine's
 * explanation from the time it was missed.
 * @typedef {{tool: string, key: string, problem: {[field: string]: string | number | null}, step: number, due: number,
 *   explanation: string[]}} Review
 */
/**
 * One game played on the play page against the computer: when, the game, the bots' level, won or
 * not, and the game's own id (a game counts once, whatever reloads it).
 * @typedef {{t: number, game: string, level: string, won: boolean, id: string}} Game
 */
/**
 * @typedef {{format: "rummylab-progress", version: 1, answers: Answer[], reviews: Review[], seen: {[tool: string]: number},
 *   games?: Game[]}} Progress
 */

export const KEY = "rummylab:progress";
export const UNREADABLE_PREFIX = `${KEY}:unreadable:`;
export const FORMAT = "rummylab-progress";
export const TOOLS = /** @type {const} */ (["quiz", "puzzle", "coach"]);
/** A missed problem returns after this many problems of its tool, one step further after each right answer. */
export const INTERVALS = [1, 3, 7, 15, 31];
/** The most answers kept (the oldest go first). */
export const MAX_ANSWERS = 20000;
/** The most problems waiting to come back. */
export const MAX_REVIEWS = 200;

/** @returns {Progress} */
export const empty = () => ({ format: FORMAT, version: 1, answers: [], reviews: [], seen: {} });

/** @returns {Storage | null} */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isStrings = (/** @type {unknown} */ x) => Array.isArray(x) && x.every((r) => typeof r === "string");
const isCount = (/** @type {unknown} */ x) => typeof x === "number" && Number.isInteger(x) && x >= 0;

/** @param {unknown} x @returns {x is Answer} */
function isAnswer(x) {
  if (!x || typeof x !== "object") return false;
  const a = /** @type {{[field: string]: unknown}} */ (x);
  return typeof a.t === "number" && Number.isFinite(a.t) && typeof a.tool === "string" && typeof a.ok === "boolean"
    && typeof a.level === "number" && Number.isInteger(a.level) && a.level >= 1 && a.level <= 5 && isStrings(a.rules)
    && (a.review === undefined || typeof a.review === "boolean");
}

/** @param {unknown} x @returns {x is Review} */
function isReview(x) {
  if (!x || typeof x !== "object") return false;
  const r = /** @type {{[field: string]: unknown}} */ (x);
  return typeof r.tool === "string" && typeof r.key === "string" && !!r.problem && typeof r.problem === "object"
    && !Array.isArray(r.problem) && isCount(r.step) && isCount(r.due) && isStrings(r.explanation);
}

/** @param {unknown} x @returns {x is Game} */
function isGame(x) {
  if (!x || typeof x !== "object") return false;
  const g = /** @type {{[field: string]: unknown}} */ (x);
  return typeof g.t === "number" && typeof g.game === "string" && typeof g.level === "string" && typeof g.won === "boolean"
    && typeof g.id === "string";
}

/**
 * A progress record's shape (what an import or a stored record must have).
 * @param {unknown} x
 * @returns {x is Progress}
 */
export function isProgress(x) {
  if (!x || typeof x !== "object" || Array.isArray(x)) return false;
  const p = /** @type {{[field: string]: unknown}} */ (x);
  return p.format === FORMAT && p.version === 1 && Array.isArray(p.answers) && p.answers.every(isAnswer)
    && Array.isArray(p.reviews) && p.reviews.every(isReview) && !!p.seen && typeof p.seen === "object"
    && !Array.isArray(p.seen) && Object.values(p.seen).every(isCount)
    && (p.games === undefined || (Array.isArray(p.games) && p.games.every(isGame)));
}

/**
 * The stored progress. What cannot be read is copied aside (its own key) and a fresh progress
 * starts: `broken` says so, for the page to tell the reader once.
 * @returns {{progress: Progress, broken: boolean}}
 */
export function load() {
  const store = storage();
  /** @type {string | null} */
  let text = null;
  try { text = store ? store.getItem(KEY) : null; } catch { text = null; }
  if (text === null) return { progress: empty(), broken: false };
  try {
    const parsed = JSON.parse(text);
    if (isProgress(parsed)) return { progress: parsed, broken: false };
  } catch { /* set aside below */ }
  setAside(text);
  return { progress: empty(), broken: true };
}

/** Copy an unreadable record aside, under a key of its own, and free the progress key. @param {string} text */
function setAside(text) {
  const store = storage();
  if (!store) return;
  let key = `${UNREADABLE_PREFIX}${Date.now()}`;
  for (let n = 1; store.getItem(key) !== null; n += 1) key = `${UNREADABLE_PREFIX}${Date.now()}-${n}`;
  try {
    store.setItem(key, JSON.stringify({ from: KEY, found: new Date().toISOString(), text }));
    store.removeItem(KEY);
  } catch { /* full: the record stays where it is, and this visit works from a fresh progress */ }
}

/** The copies set aside so far (their keys, oldest first). @returns {string[]} */
export function unreadableKeys() {
  const store = storage();
  /** @type {string[]} */
  const keys = [];
  if (!store) return keys;
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null && key.startsWith(UNREADABLE_PREFIX)) keys.push(key);
  }
  return keys.sort();
}

/**
 * Write the progress; false when the browser refused (private mode, full): it then lives for this visit only.
 * @param {Progress} progress
 */
export function save(progress) {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(KEY, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

/** A problem's identity in the reviews: its tool and its address's fields. @param {string} tool @param {{[field: string]: unknown}} problem */
export const problemKey = (tool, problem) =>
  `${tool}:${JSON.stringify(Object.keys(problem).sort().map((k) => [k, problem[k]]))}`;

/**
 * Count one answer (read, add, write: two tabs add to one progress) and schedule the problem's return.
 * @param {{tool: string, level: number, ok: boolean, rules: string[], problem: {[field: string]: string | number | null},
 *   explanation: string[], now?: number}} answer
 * @returns {{progress: Progress, saved: boolean, broken: boolean}}
 */
export function record({ tool, level, ok, rules, problem, explanation, now = Date.now() }) {
  const { progress, broken } = load();
  const key = problemKey(tool, problem);
  const seen = (progress.seen[tool] || 0) + 1;
  progress.seen[tool] = seen;
  const at = progress.reviews.findIndex((r) => r.key === key);
  const review = at >= 0 ? progress.reviews[at] : null;
  /** @type {Answer} */
  const entry = { t: now, tool, level, ok, rules: [...rules] };
  if (review) entry.review = true;
  progress.answers.push(entry);
  if (progress.answers.length > MAX_ANSWERS) progress.answers.splice(0, progress.answers.length - MAX_ANSWERS);
  if (!ok) {
    // Missed (again): back after INTERVALS[0] problems, with this explanation.
    const next = { tool, key, problem: { ...problem }, step: 0, due: seen + INTERVALS[0], explanation: [...explanation] };
    if (review) progress.reviews[at] = next;
    else progress.reviews.push(next);
    if (progress.reviews.length > MAX_REVIEWS) progress.reviews.shift();
  } else if (review) {
    const step = review.step + 1;
    if (step >= INTERVALS.length) progress.reviews.splice(at, 1);
    else progress.reviews[at] = { ...review, step, due: seen + INTERVALS[step] };
  }
  return { progress, saved: save(progress), broken };
}

/**
 * The missed problem of `tool` that is due now (the longest due first), or null.
 * @param {Progress} progress
 * @param {string} tool
 * @returns {Review | null}
 */
export function dueReview(progress, tool) {
  const seen = progress.seen[tool] || 0;
  const due = progress.reviews.filter((r) => r.tool === tool && r.due <= seen).sort((a, b) => a.due - b.due);
  return due.length ? due[0] : null;
}

/**
 * Count a game played against the computer, once (the play page calls this when a game is over):
 * `id` names the game (its seed and settings), so a reload of a finished game does not count it again.
 * @param {{game: string, level: string, won: boolean, id: string, now?: number}} game
 * @returns {boolean} false when it was counted already or could not be saved
 */
export function recordGame({ game, level, won, id, now = Date.now() }) {
  const { progress } = load();
  const games = progress.games || (progress.games = []);
  if (games.some((g) => g.id === id)) return false;
  games.push({ t: now, game, level: String(level), won, id });
  if (games.length > MAX_ANSWERS) games.splice(0, games.length - MAX_ANSWERS);
  return save(progress);
}

/** Forget everything (the copies set aside too). */
export function forget() {
  const store = storage();
  if (!store) return;
  try {
    for (const key of unreadableKeys()) store.removeItem(key);
    store.removeItem(KEY);
  } catch { /* nothing stored */ }
}

/** The progress as the file an export writes (and an import reads). @param {Progress} progress */
export const exportText = (progress) => `${JSON.stringify(progress, null, 1)}\n`;

/**
 * Replace the progress with an exported file's; null (nothing changed) when the text is not one.
 * @param {string} text
 * @returns {Progress | null}
 */
export function importText(text) {
  let parsed;
  try { parsed = JSON.parse(text); } catch { return null; }
  if (!isProgress(parsed)) return null;
  save(parsed);
  return parsed;
}

/**
 * Call `then` with the progress each time another tab changes it.
 * @param {(progress: Progress) => void} then
 */
export function onChange(then) {
  window.addEventListener("storage", (event) => {
    if (event.key === KEY || event.key === null) then(load().progress);
  });
}

/**
 * What the progress page shows: per tool and level done and right, each tool's current and best
 * streak, the rule ids missed (most often first), and per day the problems done and right.
 * @param {Progress} progress
 */
export function summary(progress) {
  /** @type {{[tool: string]: {levels: {done: number, right: number}[], streak: number, best: number, done: number, right: number}}} */
  const tools = {};
  /** @type {{[rule: string]: number}} */
  const missed = {};
  /** @type {{[day: string]: {done: number, right: number}}} */
  const days = {};
  for (const tool of TOOLS) {
    tools[tool] = { levels: [1, 2, 3, 4, 5].map(() => ({ done: 0, right: 0 })), streak: 0, best: 0, done: 0, right: 0 };
  }
  for (const a of progress.answers) {
    const t = tools[a.tool];
    if (!t) continue;
    const level = t.levels[a.level - 1];
    level.done += 1;
    t.done += 1;
    if (a.ok) {
      level.right += 1;
      t.right += 1;
      t.streak += 1;
      t.best = Math.max(t.best, t.streak);
    } else {
      t.streak = 0;
      for (const rule of a.rules) missed[rule] = (missed[rule] || 0) + 1;
    }
    const d = new Date(a.t);
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    days[day] = days[day] || { done: 0, right: 0 };
    days[day].done += 1;
    if (a.ok) days[day].right += 1;
  }
  /** @type {{[game: string]: {[level: string]: {played: number, won: number}}}} */
  const games = {};
  for (const g of progress.games || []) {
    const byLevel = games[g.game] || (games[g.game] = {});
    const row = byLevel[g.level] || (byLevel[g.level] = { played: 0, won: 0 });
    row.played += 1;
    if (g.won) row.won += 1;
  }
  const rules = Object.entries(missed).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const series = Object.entries(days).sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([day, v]) => ({ day, ...v }));
  return { tools, rules, series, waiting: progress.reviews.length, games };
}

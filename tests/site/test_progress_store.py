"""The practice progress store (docs/assets/progress-store.js) in Node, with a localStorage of its own.

The spaced-repetition schedule step by step (a missed problem comes back after 1, 3, 7, 15 and 31
problems of its tool, starts again at 1 when missed again, is done after the last), the summary's
counts and streaks, a record that cannot be read set aside, and export then import giving the
same progress, and the play page's games counted once each. The browser tier (tests/browser/test_progress.py) drives the same module in pages.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
const items = new Map();
globalThis.window = {
  localStorage: {
    get length() { return items.size; },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => { items.set(k, String(v)); },
    removeItem: (k) => { items.delete(k); },
  },
  addEventListener: () => {},
};
const store = await import(process.argv[1]);
const out = {};
// A is missed first; every other problem is new and right; A is right each time it comes back,
// except a miss at its third return (then it starts again at 1).
function run(missAgainAt) {
  store.forget();
  const dealt = [];
  let fresh = 0;
  let returns = 0;
  for (let n = 1; n <= 200; n += 1) {
    const review = store.dueReview(store.load().progress, "quiz");
    const problem = n === 1 ? { seed: 1, level: 3 } : review ? review.problem : { seed: 1000 + (fresh += 1), level: 3 };
    const isA = problem.seed === 1;
    if (isA) { dealt.push(n); returns += 1; }
    const ok = !isA ? true : n === 1 ? false : returns - 1 !== missAgainAt;
    store.record({ tool: "quiz", level: 3, ok, rules: ok ? [] : ["KR-10c"], problem, explanation: ["why"], now: n });
  }
  return dealt;
}
out.schedule = run(-1);
out.missedAgain = run(3);
// The summary: counts per level, streaks, rules missed.
store.forget();
for (const [ok, level, rules] of [[true, 1, []], [false, 2, ["KR-5", "KR-10c"]], [true, 2, []], [true, 2, []], [false, 5, ["KR-10c"]]]) {
  store.record({ tool: "quiz", level, ok, rules, problem: { seed: level * 10 + rules.length }, explanation: [], now: 0 });
}
// Games against the computer (the play page's hook): each game once, by its id.
out.gamesCounted = [
  store.recordGame({ game: "knock", level: "1", won: true, id: "knock:7" }),
  store.recordGame({ game: "knock", level: "1", won: true, id: "knock:7" }),
  store.recordGame({ game: "knock", level: "1", won: false, id: "knock:8" }),
  store.recordGame({ game: "rummy", level: "2", won: true, id: "rummy:1" }),
];
const sum = store.summary(store.load().progress);
out.summary = { levels: sum.tools.quiz.levels, streak: sum.tools.quiz.streak, best: sum.tools.quiz.best, rules: sum.rules,
  games: sum.games };
// Export, forget, import: the same record.
const text = store.exportText(store.load().progress);
store.forget();
out.afterForget = window.localStorage.getItem(store.KEY);
out.imported = JSON.stringify(store.importText(text)) === JSON.stringify(JSON.parse(text));
out.badImport = store.importText('{"format": "rummylab-progress", "version": 1}');
// A record that cannot be read: set aside (kept), a fresh progress, and the next answer counts.
window.localStorage.setItem(store.KEY, "{oops");
const broken = store.load();
out.broken = broken.broken;
out.copies = store.unreadableKeys().map((k) => JSON.parse(window.localStorage.getItem(k)).text);
out.after = store.record({ tool: "puzzle", level: 1, ok: true, rules: [], problem: { seed: 3 }, explanation: [] }).progress.answers.length;
process.stdout.write(JSON.stringify(out));
"""


def _run() -> dict:
    module = (ROOT / "docs" / "assets" / "progress-store.js").as_uri()
    proc = subprocess.run(["node", "--input-type=module", "-e", SCRIPT, module], capture_output=True, text=True,
                          check=True, timeout=60)
    result: dict = json.loads(proc.stdout)
    return result


def test_the_progress_store() -> None:
    out = _run()
    # Missed at problem 1: back after 1 problem, then after 3, 7, 15 and 31 more; then done.
    assert out["schedule"] == [1, 3, 7, 15, 31, 63]
    # Missed again at its third return (problem 15): back after 1 problem again, then 3, 7, …
    assert out["missedAgain"] == [1, 3, 7, 15, 17, 21, 29, 45, 77]
    assert out["summary"] == {
        "levels": [{"done": 1, "right": 1}, {"done": 3, "right": 2}, {"done": 0, "right": 0}, {"done": 0, "right": 0},
                   {"done": 1, "right": 0}],
        "streak": 0, "best": 2, "rules": [["KR-10c", 2], ["KR-5", 1]],
        "games": {"knock": {"1": {"played": 2, "won": 1}}, "rummy": {"2": {"played": 1, "won": 1}}},
    }
    assert out["gamesCounted"] == [True, False, True, True]
    assert out["afterForget"] is None and out["imported"] is True and out["badImport"] is None
    assert out["broken"] is True and out["copies"] == ["{oops"] and out["after"] == 1

// The scorekeeper: a score sheet for games played with real cards. The reader's sheets live in
// localStorage (several, named and dated; one record per sheet with a revision, merged live with the
// other tabs' changes: scorekeeper-store.js); every change (a new hand or round, an edit, a deletion,
// an undo, an import) sends the whole sheet to the engine ({"op": "sheet"}) and draws its answer:
// each entry's settlement and narration, the totals, the next dealer, the winners, the CSV. This
// file holds no rules and computes no number; a change the engine refuses is not kept, and its
// message is shown at the field it names (site_plugins/widgets/scorekeeper.py renders the first state).

import { badge, houseFor } from "./house.js";
import { cardsOf, conversation, dataOf, el, fill, part, renderArrangement, reveal } from "./render.js";
import { SheetStore, UNREADABLE_PREFIX, newId } from "./scorekeeper-store.js";
import { draw as fromTemplate } from "./templates.js";

/**
 * The scorekeeper's words, each game's name by its key, and the games whose points are their
 * scores (shown once, TT-7: the engine's Game.scores_are_points).
 * @typedef {import("./render.js").Strings & {games: {[game: string]: string}, points_once: string[]}} Strings
 */
/**
 * A sheet as it is stored and sent (format "rummylab-sheet"; the engine checks and scores it): its
 * entries hold what the reader typed, under the engine's name for who ended each (`who` in the answer).
 * @typedef {{name?: string, game: string, created?: string, players: string[], entries: ({values: string[]} & {[who: string]: unknown})[],
 *   [field: string]: unknown}} SheetRecord
 */
/**
 * One entry (a hand or a round) as the engine scores it: who dealt and who ended it (1-based; null:
 * nobody), each player's points, score and running total as shown, and why.
 * @typedef {object} Entry
 * @property {number} number
 * @property {number} dealer
 * @property {number | null} who
 * @property {number[]} points
 * @property {string[]} scores_shown
 * @property {string[]} totals_shown
 * @property {string[]} explanation
 * @property {(import("./render.js").Arrangement | null)[]} arrangements
 */
/**
 * The engine's answer to "sheet": the record it kept (normalised), and the sheet as drawn.
 * @typedef {object} ScoredFields
 * @property {SheetRecord} record
 * @property {string} game
 * @property {"hand" | "round"} unit
 * @property {string} who  the field of an entry that says who ended it ("knocker", "out")
 * @property {string[]} players
 * @property {Entry[]} entries
 * @property {string[]} totals_shown
 * @property {string[]} summary
 * @property {boolean} complete
 * @property {number} next_number
 * @property {number} next_dealer
 * @property {string} [next_note]
 * @property {string} csv
 * @typedef {import("./render.js").WithCards & ScoredFields} Scored
 */

const FORMAT = "rummylab-sheet";

/**
 * The house rules (house.js) of a sheet's game, sent with every sheet the engine scores: {} for the
 * site's profile, so a sheet always follows the badge rather than the options its record kept; an
 * imported file is read for its game only (the engine reads the rest).
 * @param {SheetRecord | string} sheet
 */
function houseOf(sheet) {
  /** @type {unknown} */
  let game = sheet && /** @type {SheetRecord} */ (sheet).game; // (a string's .game: undefined)
  if (typeof sheet === "string") {
    try { game = JSON.parse(sheet).game; } catch { game = undefined; }
  }
  return typeof game === "string" ? houseFor(game) || {} : undefined;
}

/** @param {string} name @param {string} type @param {string} text */
function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el("a", { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const fileName = (/** @type {SheetRecord} */ record, /** @type {string} */ ext) => `${(record.name || "sheet").replace(/[^\p{L}\p{N}_ -]+/gu, "").trim() || "sheet"}.${ext}`;

/**
 * The sheet: the templates sheet_html in site_plugins/widgets/scorekeeper.py fills (exported for the
 * browser test that compares the two); with actions, an Edit and a Delete button in each row.
 * @param {Scored} r
 * @param {Strings} s
 * @param {{editing: number | null, onEdit: (n: number) => void, onDelete: (n: number) => void} | null} [actions]
 */
export function renderSheet(r, s, actions = null) {
  const names = r.players;
  const u = r.unit;
  const pointsOnce = s.points_once.includes(r.game);
  /** @param {string} text @param {{scope?: string, colspan?: number | null, mark?: string | null, label?: string | null}} [o] */
  const th = (text, { scope = "col", colspan = null, mark = null, label = null } = {}) =>
    fromTemplate("sk-th", { scope, colspan, actions: mark, label, text });
  /** @param {import("./templates.js").SlotValue} content @param {string | null} label
   * @param {{testid?: string | null, mark?: string | null}} [o] */
  const td = (content, label, { testid = null, mark = null } = {}) =>
    fromTemplate("sk-td", { testid, actions: mark, label, content });
  const [unit, dealer, who] = [s[`unit.${u}`], s["col.dealer"], s[`col.who.${r.game}`]];
  const head = [th(unit), th(dealer), th(who), ...names.map((n) => th(n))];
  if (actions) head.push(th(s["col.actions"], { mark: "rl-sk-actions" }));
  const rows = r.entries.map((e) => {
    const cells = [th(String(e.number), { scope: "row", label: unit }), td(names[e.dealer - 1], dealer),
      td(e.who === null ? "—" : names[e.who - 1], who),
      ...names.map((_, i) => td(fromTemplate("sk-cell", { points: e.points[i], total: e.totals_shown[i],
        score: pointsOnce ? null : fromTemplate("sk-score", { text: e.scores_shown[i] }) }),
      names[i], { testid: `scorekeeper-cell-${e.number}-${i + 1}` }))];
    if (actions) {
      const edit = el("button", { type: "button", class: "rl-sk-small", "data-testid": `scorekeeper-edit-${e.number}`,
        "aria-label": fill(s[`edit_label.${u}`], { n: e.number }) }, s.edit);
      const del = el("button", { type: "button", class: "rl-sk-small", "data-testid": `scorekeeper-delete-${e.number}`,
        "aria-label": fill(s[`delete_label.${u}`], { n: e.number }) }, s.delete);
      edit.addEventListener("click", () => actions.onEdit(e.number));
      del.addEventListener("click", () => actions.onDelete(e.number));
      cells.push(td([edit, " ", del], s["col.actions"], { mark: "rl-sk-actions" }));
    }
    return fromTemplate("sk-row", { number: e.number, editing: actions?.editing === e.number ? "rl-sk-editing" : null, cells });
  });
  const foot = [th(s.total, { scope: "row", colspan: 3 }),
    ...r.totals_shown.map((t, i) => td(fromTemplate("strong", { text: t }), names[i], { testid: `scorekeeper-total-${i + 1}` }))];
  if (actions) foot.push(td(null, null, { mark: "rl-sk-actions" }));
  const cards = cardsOf(r);
  // The latest hand or round is explained at once; the earlier ones are a tap away.
  const why = r.entries.map((e) => fromTemplate("sk-why", { number: e.number, open: e.number === r.entries.length ? "" : null,
    label: fill(s[`why_label.${u}`], { n: e.number }),
    lines: e.explanation.map((line) => fromTemplate("explanation", { text: line })),
    arrangements: e.arrangements.flatMap((arr, i) => (arr
      ? [fromTemplate("sk-arrangement", { name: names[i], arrangement: renderArrangement(arr, s, cards) })] : [])) }));
  return fromTemplate("sk-sheet", { legend: s[`legend.${r.game}`], caption: s.title, head, rows, foot,
    summary: r.summary.map((line) => fromTemplate("line", { text: line })),
    over: r.complete ? fromTemplate("sk-over", { text: s.over }) : null, why });
}

/**
 * Turn the scorekeeper rendered by the plugin into the live one.
 * @param {HTMLElement} root
 */
export function upgrade(root) {
  /** @type {Strings} */
  const s = dataOf(root, "script.rl-strings");
  // A part the plugin rendered, by its data-testid (a field's kind: a cast where it is read as one).
  const q = (/** @type {string} */ id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid=${id}]`));
  // A form field (an input, a select, a textarea), for its value.
  const field = (/** @type {string} */ id) => /** @type {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} */ (q(id));
  const controls = q("scorekeeper-controls");
  const sheetSelect = /** @type {HTMLSelectElement} */ (q("scorekeeper-sheets"));
  const setup = q("scorekeeper-setup");
  const setupError = q("scorekeeper-setup-error");
  const status = q("scorekeeper-status");
  const error = q("scorekeeper-error");
  const importInput = /** @type {HTMLInputElement} */ (q("scorekeeper-import"));
  const importError = q("scorekeeper-import-error");
  const title = q("scorekeeper-sheet-title");
  const body = q("scorekeeper-body");
  const sheetBox = q("scorekeeper-sheet");
  const form = q("scorekeeper-entry");
  const tools = q("scorekeeper-tools");
  const undoButton = /** @type {HTMLButtonElement} */ (q("scorekeeper-undo"));
  const uid = root.id || "rl-scorekeeper";

  const notices = q("scorekeeper-notices");
  const store = new SheetStore();
  store.load(); // the older format migrated; a record that cannot be read set aside, every other one kept
  /** @type {string | null} */
  let currentId = store.current;
  let persisted = store.persisted;
  let pending = 0; // changes sent to the engine and not yet answered (an answer is stored on the revision it was made on)
  let stale = false; // another tab changed the open sheet while a change was pending: score it again after
  /** @type {Scored | null} */
  let result = null; // the engine's latest answer for the current sheet
  /** @type {number | null} */
  let editing = null; // the number of the entry being edited, or null
  /** @type {{[id: string]: SheetRecord[]}} */
  const history = {}; // per sheet id: the records before each change (undo), this visit only

  const talk = conversation(root, s, { status, error });

  const record = () => (currentId ? store.sheets[currentId] ?? null : null);
  // The open sheet's id and record, where one is open (its answer drawn, or a change of it sent).
  const openId = () => /** @type {string} */ (currentId);
  const current = () => /** @type {SheetRecord} */ (record());

  /**
   * A notice that stays until the reader closes it (another tab's edit kept as a copy, a sheet deleted
   * elsewhere): polite, in the notices' live region.
   * @param {string} kind @param {string} text @param {HTMLElement[]} [more]
   */
  function notice(kind, text, more = []) {
    notices.querySelector(`[data-testid=scorekeeper-notice-${kind}]`)?.remove();
    const close = el("button", { type: "button", class: "md-button rl-sk-small", "data-testid": `scorekeeper-notice-${kind}-close` }, s.dismiss);
    const box = el("div", { class: "rl-sk-notice", "data-testid": `scorekeeper-notice-${kind}` },
      el("p", {}, text), el("div", { class: "rl-field rl-inline" }, ...more, close));
    close.addEventListener("click", () => { box.remove(); notices.hidden = !notices.childElementCount; });
    notices.append(box);
    notices.hidden = false;
    return box;
  }

  /** What could not be read, set aside: said once, with its download (every copy, this visit's and earlier). */
  function showUnreadable() {
    const items = store.unreadable();
    notices.querySelector("[data-testid=scorekeeper-notice-unreadable]")?.remove();
    notices.hidden = !notices.childElementCount;
    if (!items.length) return;
    const downloadButton = el("button", { type: "button", class: "md-button", "data-testid": "scorekeeper-unreadable-download" }, s.unreadable_download);
    const forget = el("button", { type: "button", class: "md-button", "data-testid": "scorekeeper-unreadable-forget" }, s.unreadable_forget);
    downloadButton.addEventListener("click", () => {
      const file = { format: "rummylab-unreadable", version: 1, items: items.map(({ from, found, text }) => ({ from, found, text })) };
      download("rummylab-unreadable.json", "application/json", `${JSON.stringify(file, null, 2)}\n`);
    });
    forget.addEventListener("click", () => {
      if (!window.confirm(s.confirm_forget)) return;
      store.forgetUnreadable();
      showUnreadable();
    });
    notice("unreadable", fill(s.unreadable, { n: items.length }), [downloadButton, forget]);
  }

  /**
   * Store the open sheet's new version, made on revision `base`; another tab's version written
   * meanwhile is kept as a copy, and the reader told.
   * @param {string} id @param {SheetRecord} sheet @param {number | undefined} base
   */
  function keep(id, sheet, base) {
    const written = store.write(id, sheet, base, (other) => ({ ...other, name: fill(s.conflict_name, { name: other.name || "—" }) }));
    persisted = store.persisted;
    if (written.outcome !== "failed") stale = false; // what another tab wrote meanwhile is kept (a copy) or was this
    const name = sheet.name || "—";
    if (written.outcome === "conflict" && written.copy) {
      notice("conflict", fill(s.conflict, { name, copy: store.sheets[written.copy].name || "—" }));
    } else if (written.outcome === "restored") {
      notice("restored", fill(s.restored, { name }));
    }
    fillSheets();
  }

  function sayStored() {
    talk.setStatus(persisted ? s.saved : s.not_saved);
  }

  /** @param {string | undefined} iso */
  function dateText(iso) {
    const date = new Date(/** @type {string} */ (iso)); // (undefined: an invalid date, as new Date(undefined))
    return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(s.lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
  }

  function fillSheets() {
    const ids = Object.keys(store.sheets).sort((a, b) =>
      String(store.sheets[b].created).localeCompare(String(store.sheets[a].created)));
    sheetSelect.replaceChildren(...ids.map((id) => {
      const r = store.sheets[id];
      const option = el("option", { value: id },
        fill(s.sheet_option, { name: r.name || "—", game: s.games[r.game] || r.game, date: dateText(r.created) }));
      if (id === currentId) option.selected = true;
      return option;
    }));
    /** @type {HTMLElement} */ (sheetSelect.closest(".rl-field")).hidden = ids.length === 0;
    q("scorekeeper-delete-sheet").hidden = !currentId;
  }

  // ---- drawing ---------------------------------------------------------------------------------

  /** @param {Scored} r */
  function drawSheet(r) {
    body.replaceChildren(renderSheet(r, s, { editing, onEdit: startEdit, onDelete: deleteEntry }));
  }

  /** @param {number} seat @param {string} name @param {string} game */
  function valueInput(seat, name, game) {
    const id = `${uid}-value-${seat}`;
    const err = el("p", { class: "rl-error", id: `${id}-error`, role: "alert", "data-testid": `scorekeeper-value-error-${seat}`, hidden: "" });
    const input = el("input", {
      id, type: "text", autocomplete: "off", autocapitalize: "characters", spellcheck: "false", enterkeyhint: "next",
      "aria-describedby": `${uid}-value-help ${id}-error`, "data-testid": `scorekeeper-value-${seat}`,
    });
    return el("div", { class: "rl-field rl-sk-value" }, el("label", { for: id }, fill(s[`value.${game}`], { player: name })), input, err);
  }

  /**
   * The form of the next hand or round (or of the one being edited).
   * @param {Scored} r
   */
  function drawForm(r) {
    if (r.complete && editing === null) {
      form.replaceChildren();
      form.hidden = true;
      return;
    }
    const u = r.unit;
    const number = editing === null ? r.next_number : editing;
    const entry = editing === null ? null : r.entries[editing - 1];
    const dealer = entry === null ? r.players[r.next_dealer - 1] : r.players[entry.dealer - 1];
    const legend = editing === null ? fill(s[`entry.${u}`], { n: number, dealer }) : fill(s[`editing.${u}`], { n: number });
    const whoId = `${uid}-who`;
    const who = el("select", { id: whoId, "data-testid": "scorekeeper-who", "aria-describedby": `${whoId}-error` },
      ...r.players.map((name, i) => el("option", { value: String(i + 1) }, name)),
      el("option", { value: "" }, s[`nobody.${r.game}`]));
    const fields = el("fieldset", {}, el("legend", { "data-testid": "scorekeeper-entry-title" }, legend));
    if (editing === null && r.next_note) fields.append(el("p", { class: "rl-help", "data-testid": "scorekeeper-next-note" }, r.next_note));
    fields.append(el("div", { class: "rl-field" }, el("label", { for: whoId }, s[`who.${r.game}`]), who,
      el("p", { class: "rl-error", id: `${whoId}-error`, role: "alert", "data-testid": "scorekeeper-who-error", hidden: "" })));
    r.players.forEach((name, i) => fields.append(valueInput(i + 1, name, r.game)));
    fields.append(el("p", { class: "rl-help", id: `${uid}-value-help` }, s.value_help));
    const submit = el("button", { type: "submit", class: "md-button md-button--primary", "data-testid": "scorekeeper-add" },
      editing === null ? fill(s[`add.${u}`], { n: number }) : s.save_edit);
    const buttons = el("div", { class: "rl-field rl-inline" }, submit);
    if (editing !== null) {
      const cancel = el("button", { type: "button", class: "md-button", "data-testid": "scorekeeper-cancel" }, s.cancel);
      cancel.addEventListener("click", () => { editing = null; draw(); });
      buttons.append(cancel);
    }
    fields.append(buttons);
    form.replaceChildren(fields);
    form.hidden = false;
    if (entry) {
      who.value = entry.who === null ? "" : String(entry.who);
      const values = current().entries[/** @type {number} */ (editing) - 1].values; // (an entry: one is being edited)
      values.forEach((v, i) => { field(`scorekeeper-value-${i + 1}`).value = String(v); });
    }
  }

  function draw() {
    const r = result;
    if (!r) return;
    const rec = current();
    title.textContent = `${rec.name || "—"} · ${s.games[r.game]}${rec.created ? ` · ${dateText(rec.created)}` : ""}`;
    drawSheet(r);
    drawForm(r);
    tools.hidden = false;
    undoButton.disabled = !(history[openId()] && history[openId()].length);
    fillSheets();
    house.update();
    root.dataset.entries = String(r.entries.length);
    root.dataset.complete = String(r.complete);
  }

  // ---- talking to the engine -------------------------------------------------------------------

  /**
   * Score `candidate`; keep it only when the engine accepts it. onError gets the engine's error.
   * @param {SheetRecord | string} candidate
   * @param {string} busy
   * @param {{onOk?: (answer: Scored) => void, onError?: (failure: import("./render.js").EngineError | null) => void}} [handlers]
   */
  function score(candidate, busy, { onOk = () => {}, onError = () => {} } = {}) {
    return talk.ask({ op: "sheet", sheet: candidate, lang: s.lang, house: houseOf(candidate) }, busy || s.scoring, {
      onResult: (/** @type {Scored} */ answer) => onOk(answer),
      onError,
    });
  }

  function clearFieldErrors() {
    for (const node of /** @type {NodeListOf<HTMLElement>} */ (form.querySelectorAll(".rl-error"))) { node.hidden = true; node.textContent = ""; }
    for (const node of form.querySelectorAll("[aria-invalid]")) node.removeAttribute("aria-invalid");
  }

  /**
   * The engine names the entry, the player and the part: put its message at that field.
   * @param {import("./render.js").EngineError | null} failure
   * @param {number | null} number
   */
  function pointAt(failure, number) {
    if (!failure || !failure.params) return;
    const p = failure.params;
    /** @type {HTMLElement | null} */
    let target = null;
    /** @type {HTMLElement | null} */
    let box = null;
    if (p.entry === number && p.part === "value" && p.player) {
      target = form.querySelector(`[data-testid=scorekeeper-value-${p.player}]`);
      box = form.querySelector(`[data-testid=scorekeeper-value-error-${p.player}]`);
    } else if (p.entry === number && (p.part === "knocker" || p.part === "out")) {
      target = form.querySelector("[data-testid=scorekeeper-who]");
      box = form.querySelector("[data-testid=scorekeeper-who-error]");
    }
    if (!target || !box) return; // the general error line already says it
    error.hidden = true;
    box.textContent = failure.message;
    box.hidden = false;
    target.setAttribute("aria-invalid", "true");
    target.focus();
    reveal(box);
  }

  /**
   * @param {SheetRecord} candidate
   * @param {{onOk?: (answer: Scored) => void, number?: number | null}} [options]
   */
  function change(candidate, { onOk = () => {}, number = null } = {}) {
    const before = current();
    const id = openId();
    const base = store.revs[id];
    pending += 1;
    return score(candidate, s.scoring, {
      onOk: (answer) => {
        (history[id] ||= []).push(before);
        keep(id, answer.record, base);
        result = answer;
        onOk(answer);
        draw();
        sayStored();
        root.dataset.changes = String(Number(root.dataset.changes || 0) + 1);
      },
      onError: (failure) => pointAt(failure, number),
    }).finally(settle);
  }

  /** A change answered: if another tab changed the open sheet meanwhile, draw its stored version. */
  function settle() {
    pending -= 1;
    if (pending === 0 && stale && currentId) {
      stale = false;
      if (currentId in store.sheets) refresh(currentId);
      else closed(); // deleted in another tab, and no change of this tab's stored it again
    }
  }

  /** The entry the form holds (for the answer `r` drawn). @param {Scored} r */
  function readForm(r) {
    const who = /** @type {HTMLSelectElement} */ (part(form, "[data-testid=scorekeeper-who]")).value;
    const values = r.players.map((_, i) => field(`scorekeeper-value-${i + 1}`).value.trim());
    return { [r.who]: who === "" ? null : Number(who), values };
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!result) return;
    clearFieldErrors();
    const entry = readForm(result);
    const rec = current();
    const entries = rec.entries.slice();
    const number = editing === null ? entries.length + 1 : editing;
    if (editing === null) entries.push(entry);
    else entries[editing - 1] = entry;
    change({ ...rec, entries }, {
      number,
      onOk: () => {
        editing = null;
      },
    }).then(() => {
      if (!form.hidden && editing === null && form.querySelector("[aria-invalid]") === null) {
        const first = /** @type {HTMLInputElement | null} */ (form.querySelector("[data-testid=scorekeeper-value-1]"));
        if (first) first.focus({ preventScroll: true });
      }
    });
  });

  /** @param {number} number */
  function startEdit(number) {
    editing = number;
    draw();
    const first = part(form, "[data-testid=scorekeeper-who]");
    reveal(form);
    first.focus();
  }

  /** @param {number} number */
  function deleteEntry(number) {
    const rec = current();
    editing = null;
    change({ ...rec, entries: rec.entries.filter((_, i) => i !== number - 1) });
  }

  undoButton.addEventListener("click", () => {
    const past = history[openId()];
    if (!past || !past.length) return;
    const previous = past[past.length - 1];
    const id = openId();
    const base = store.revs[id];
    pending += 1;
    score(previous, s.scoring, {
      onOk: (answer) => {
        past.pop();
        keep(id, answer.record, base);
        result = answer;
        editing = null;
        draw();
        talk.setStatus(s.undone);
      },
    }).finally(settle);
  });

  /** @param {string} id */
  function open(id) {
    currentId = id;
    store.current = id;
    editing = null;
    result = null;
    setup.hidden = true;
    sheetBox.hidden = false;
    return score(store.sheets[id], s.scoring, {
      onOk: (answer) => {
        result = answer;
        draw();
      },
    });
  }

  // ---- sheets: new, choose, delete, import, export, print ---------------------------------------

  function showSetup() {
    setup.hidden = false;
    setupError.hidden = true;
    q("scorekeeper-setup-cancel").hidden = !currentId;
    const name = field("scorekeeper-name");
    if (!name.value) name.value = fill(s.name_default, { date: new Intl.DateTimeFormat(s.lang, { dateStyle: "medium" }).format(new Date()) });
    reveal(setup);
    q("scorekeeper-players").focus();
  }

  /**
   * A sheet the engine has just scored (new or imported) becomes the current one, with no history.
   * @param {Scored} answer
   */
  function adopt(answer) {
    const id = newId();
    keep(id, answer.record, undefined);
    currentId = id;
    store.current = id;
    history[id] = [];
    result = answer;
    editing = null;
    setup.hidden = true;
    sheetBox.hidden = false;
    draw();
  }

  setup.addEventListener("submit", (event) => {
    event.preventDefault();
    const players = field("scorekeeper-players").value.split(/\n|,|;/).map((n) => n.trim()).filter((n) => n !== "");
    /** @type {SheetRecord} */
    const candidate = {
      format: FORMAT, version: 1, game: field("scorekeeper-game").value, name: field("scorekeeper-name").value.trim(),
      created: new Date().toISOString(), players, first_dealer: 1, entries: [],
    };
    setupError.hidden = true;
    talk.ask({ op: "sheet", sheet: candidate, lang: s.lang, house: houseOf(candidate) }, s.scoring, {
      onResult: (/** @type {Scored} */ answer) => {
        field("scorekeeper-name").value = "";
        adopt(answer);
        sayStored();
        const first = /** @type {HTMLInputElement | null} */ (form.querySelector("[data-testid=scorekeeper-value-1]"));
        if (first) first.focus();
      },
      onError: (failure) => {
        if (!failure) return;
        error.hidden = true;
        setupError.textContent = failure.message;
        setupError.hidden = false;
        q("scorekeeper-players").setAttribute("aria-invalid", "true");
        q("scorekeeper-players").focus();
      },
    });
  });
  q("scorekeeper-new").addEventListener("click", showSetup);
  q("scorekeeper-setup-cancel").addEventListener("click", () => { setup.hidden = true; });
  sheetSelect.addEventListener("change", () => open(sheetSelect.value));

  q("scorekeeper-delete-sheet").addEventListener("click", () => {
    const rec = record();
    if (!rec || !window.confirm(fill(s.confirm_delete, { name: rec.name || "—" }))) return;
    store.remove(openId());
    delete history[openId()];
    closed();
  });

  /** The open sheet is gone (deleted here or in another tab): open another one, or start one. */
  function closed() {
    const rest = Object.keys(store.sheets);
    currentId = rest.length ? rest[0] : null;
    store.current = currentId;
    if (currentId) open(currentId);
    else {
      result = null;
      body.replaceChildren();
      title.textContent = "";
      form.hidden = true;
      tools.hidden = true;
      fillSheets();
      showSetup();
    }
  }

  /**
   * Score and draw the open sheet's stored version (another tab changed it), keeping what the reader
   * was typing in the form.
   * @param {string} id
   */
  function refresh(id) {
    const typed = [...form.querySelectorAll("input, select")].map((node) => {
      const input = /** @type {HTMLInputElement | HTMLSelectElement} */ (node);
      return [input.dataset.testid, input.value];
    });
    const name = store.sheets[id].name || "—";
    score(store.sheets[id], s.scoring, {
      onOk: (answer) => {
        if (currentId !== id) return;
        result = answer;
        draw();
        for (const [testid, value] of typed) {
          const input = /** @type {HTMLInputElement | null} */ (form.querySelector(`[data-testid="${testid}"]`));
          if (input && value) input.value = /** @type {string} */ (value);
        }
        talk.setStatus(fill(s.updated_elsewhere, { name }));
      },
    });
  }

  // Another tab's change: merged at once (scorekeeper-store.js); the open sheet drawn again.
  window.addEventListener("storage", (event) => {
    const name = record()?.name || "—"; // (before the change: a deleted sheet's name)
    const remote = store.sync(event);
    if (store.setAside || (event.key && event.key.startsWith(UNREADABLE_PREFIX)) || event.key === null) {
      store.setAside = 0;
      showUnreadable();
    }
    fillSheets();
    if (currentId && !(currentId in store.sheets)) { // the open sheet deleted in another tab
      if (pending) { // the change in flight stores it again (and says so); a refused one closes it after
        stale = true;
        return;
      }
      delete history[currentId];
      notice("deleted", fill(s.deleted_elsewhere, { name }));
      closed();
      return;
    }
    if (!remote || remote.id !== currentId) return;
    history[remote.id] = []; // an undo would take back the other tab's change too
    if (pending) {
      stale = true; // the change in flight is stored on its own revision: both are kept
    } else {
      if (editing !== null && editing > store.sheets[remote.id].entries.length) editing = null; // the entry is gone
      refresh(remote.id);
    }
  });

  importInput.addEventListener("change", async () => {
    const file = importInput.files && importInput.files[0];
    if (!file) return;
    importError.hidden = true;
    importInput.removeAttribute("aria-invalid");
    const content = await file.text();
    // The engine limits a sheet's content, not its text: the page sends the file's JSON as JSON (any
    // sheet it exported fits), and a file that is not JSON as the start of its text, for the engine to say so.
    /** @type {SheetRecord | string} */
    let sheet = content.slice(0, 1000);
    try { sheet = JSON.parse(content); } catch { /* not JSON: the engine says so */ }
    await talk.ask({ op: "sheet", sheet, lang: s.lang, house: houseOf(sheet) }, s.scoring, {
      onResult: (/** @type {Scored} */ answer) => {
        adopt(answer);
        talk.setStatus(fill(s.imported, { name: answer.record.name || "—" }));
      },
      onError: (failure) => {
        if (!failure) return;
        error.hidden = true;
        importError.textContent = `${failure.message}. ${s.nothing_changed}`;
        importError.hidden = false;
        importInput.setAttribute("aria-invalid", "true");
        reveal(importError);
      },
    });
    importInput.value = "";
    root.dataset.imports = String(Number(root.dataset.imports || 0) + 1);
  });

  q("scorekeeper-export-json").addEventListener("click", () => {
    const rec = record();
    if (rec) download(fileName(rec, "json"), "application/json", `${JSON.stringify(rec, null, 2)}\n`);
  });
  q("scorekeeper-export-csv").addEventListener("click", () => {
    const rec = record();
    // A byte-order mark, so spreadsheets read the names' accents and the ½ as UTF-8.
    if (rec && result) download(fileName(rec, "csv"), "text/csv", `\ufeff${result.csv}`);
  });

  /** @param {string} part */
  function printPart(part) {
    root.dataset.print = part;
    document.documentElement.dataset.rlPrint = "scorekeeper";
    window.print();
  }
  window.addEventListener("afterprint", () => {
    delete root.dataset.print;
    delete document.documentElement.dataset.rlPrint;
  });
  q("scorekeeper-print").addEventListener("click", () => printPart("sheet"));
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll(".rl-sk-print-blank"))) {
    button.hidden = false;
    button.addEventListener("click", () => printPart(`blank-${button.dataset.game}`));
  }

  // ---- start -------------------------------------------------------------------------------------

  // The badge of the current sheet's game; its rules changed: the sheet is scored again under them.
  const house = badge(root, () => record()?.game ?? null, () => { if (currentId) open(currentId); });
  controls.hidden = false;
  document.documentElement.dataset.rlScorekeeper = "true"; // print.css: on this page, print the sheet
  fillSheets();
  showUnreadable();
  store.setAside = 0;
  if (currentId === null && Object.keys(store.sheets).length) currentId = Object.keys(store.sheets)[0];
  if (currentId) {
    open(currentId);
  } else {
    body.replaceChildren();
    title.textContent = "";
    sheetBox.hidden = true;
    showSetupQuietly();
  }
  root.dataset.upgraded = "true";

  function showSetupQuietly() {
    setup.hidden = false;
    q("scorekeeper-setup-cancel").hidden = true;
    field("scorekeeper-name").value = fill(s.name_default, { date: new Intl.DateTimeFormat(s.lang, { dateStyle: "medium" }).format(new Date()) });
  }
}

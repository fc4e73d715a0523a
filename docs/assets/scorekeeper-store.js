// The scorekeeper's store: the reader's score sheets in localStorage, one record per sheet, each
// with a revision, so that two tabs never overwrite each other and one broken record costs only itself.
//
//   rummylab:scorekeeper:sheet:<id>          {"rev": 3, "saved": ISO date, "sheet": SheetRecord}
//   rummylab:scorekeeper:current             the id of the sheet last opened (where a new tab starts)
//   rummylab:scorekeeper:unreadable:<stamp>  {"from": key, "found": ISO date, "text": what could not be read}
//   rummylab:scorekeeper:unreadable          (older pages: one slot, raw text; kept and offered like the others)
//   rummylab:scorekeeper                     the older format, {current, sheets: {id: SheetRecord}}: migrated
//                                            on the first visit (each sheet to its own record), then removed
//
// A write names the revision the change was made on; when the stored one has moved on (another tab
// wrote it first), nothing is lost: this tab's version takes the sheet's key, the other tab's is kept
// as a copy of its own, and the caller tells the reader. Other tabs' writes come in through `storage`
// events (sync). What cannot be read is moved aside, each copy under its own key, never overwritten.
// The store keeps no rules: the engine checks every sheet it scores.

/** @typedef {import("./scorekeeper.js").SheetRecord} SheetRecord */
/** One sheet's record as stored. @typedef {{rev: number, saved: string, sheet: SheetRecord}} Stored */
/** A copy set aside: where it was, when, and its text. @typedef {{key: string, from: string, found: string, text: string}} Unreadable */
/**
 * What a write did: "ok"; "conflict": the stored sheet had moved on, and `copy` is the id the other
 * version is kept under; "restored": another tab had deleted the sheet, and this write brought it back;
 * "failed": the browser refused to store it (private mode, or full).
 * @typedef {{outcome: "ok" | "conflict" | "restored" | "failed", copy?: string}} Written
 */
/**
 * What another tab did to one sheet (sync): `sheet` null when it was deleted.
 * @typedef {{id: string, sheet: SheetRecord | null}} Remote
 */

export const PREFIX = "rummylab:scorekeeper";
export const LEGACY_KEY = PREFIX;
export const SHEET_PREFIX = `${PREFIX}:sheet:`;
export const CURRENT_KEY = `${PREFIX}:current`;
export const UNREADABLE_PREFIX = `${PREFIX}:unreadable`;

/** @returns {Storage | null} */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused altogether
  }
}

/** A sheet's shape, enough for the page to list and open it (the engine checks the rest). @param {unknown} x */
export function isSheet(x) {
  if (!x || typeof x !== "object" || Array.isArray(x)) return false;
  const r = /** @type {{[field: string]: unknown}} */ (x);
  return typeof r.game === "string" && Array.isArray(r.players) && Array.isArray(r.entries)
    && (r.name === undefined || typeof r.name === "string") && (r.created === undefined || typeof r.created === "string");
}

/** @param {unknown} x @returns {x is Stored} */
function isStored(x) {
  if (!x || typeof x !== "object") return false;
  const r = /** @type {{[field: string]: unknown}} */ (x);
  return typeof r.rev === "number" && Number.isInteger(r.rev) && r.rev > 0 && isSheet(r.sheet);
}

export const newId = () => `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;

export class SheetStore {
  constructor() {
    /** @type {{[id: string]: SheetRecord}} every readable sheet, by id */
    this.sheets = {};
    /** @type {{[id: string]: number}} the revision each sheet was read or written at */
    this.revs = {};
    /** @type {number} records set aside during this visit (a caller says so once) */
    this.setAside = 0;
    /** @type {boolean} false once the browser refused a write: the sheets live in memory only */
    this.persisted = storage() !== null;
  }

  /** Migrate the older format, then read every sheet (a broken one is set aside). */
  load() {
    this.migrate();
    const store = storage();
    if (!store) return;
    for (const key of this.keys(SHEET_PREFIX)) {
      const id = key.slice(SHEET_PREFIX.length);
      const stored = this.read(id);
      if (stored) {
        this.sheets[id] = stored.sheet;
        this.revs[id] = stored.rev;
      }
    }
  }

  /** @param {string} prefix @returns {string[]} */
  keys(prefix) {
    const store = storage();
    /** @type {string[]} */
    const found = [];
    if (!store) return found;
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && key.startsWith(prefix)) found.push(key);
    }
    return found;
  }

  /** The sheet last opened in any tab, if it is still here. */
  get current() {
    let id = null;
    try { id = storage()?.getItem(CURRENT_KEY) ?? null; } catch { /* none */ }
    return id !== null && id in this.sheets ? id : null;
  }

  /** @param {string | null} id */
  set current(id) {
    try {
      if (id === null) storage()?.removeItem(CURRENT_KEY);
      else storage()?.setItem(CURRENT_KEY, id);
    } catch { /* the next visit opens another sheet */ }
  }

  /**
   * One sheet's stored record; a record that cannot be read is set aside (and its key freed).
   * @param {string} id
   * @returns {Stored | null}
   */
  read(id) {
    const store = storage();
    if (!store) return null;
    const key = SHEET_PREFIX + id;
    let text = null;
    try { text = store.getItem(key); } catch { return null; }
    if (text === null) return null;
    try {
      const data = JSON.parse(text);
      if (isStored(data)) return data;
    } catch { /* set aside below */ }
    if (this.quarantine(key, text)) {
      try { store.removeItem(key); } catch { /* it stays, and is set aside again next time */ }
    }
    return null;
  }

  /**
   * Keep `text` aside under a key of its own (never one that holds something).
   * @param {string} from the key it was found under (and, for a sheet of the older format, its id)
   * @param {string} text
   */
  quarantine(from, text) {
    const store = storage();
    if (!store) return false;
    let key = `${UNREADABLE_PREFIX}:${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
    while (store.getItem(key) !== null) key += "x";
    try {
      store.setItem(key, JSON.stringify({ from, found: new Date().toISOString(), text }));
      this.setAside += 1;
      return true;
    } catch {
      return false; // no room to set it aside: it is left where it was, unread
    }
  }

  /** The older format ({current, sheets} under one key): each sheet to its own record, then the key removed. */
  migrate() {
    const store = storage();
    if (!store) return;
    let text = null;
    try { text = store.getItem(LEGACY_KEY); } catch { return; }
    if (text === null) return;
    /** @type {unknown} */
    let data = null;
    try { data = JSON.parse(text); } catch { /* set aside below */ }
    const old = /** @type {{current?: unknown, sheets?: unknown}} */ (data);
    if (!old || typeof old !== "object" || !old.sheets || typeof old.sheets !== "object" || Array.isArray(old.sheets)) {
      if (this.quarantine(LEGACY_KEY, text)) store.removeItem(LEGACY_KEY);
      return;
    }
    let done = true;
    for (const [id, sheet] of Object.entries(/** @type {{[id: string]: unknown}} */ (old.sheets))) {
      try {
        if (!isSheet(sheet)) done = this.quarantine(`${LEGACY_KEY} ${id}`, JSON.stringify(sheet) ?? String(sheet)) && done;
        else if (store.getItem(SHEET_PREFIX + id) === null) {
          store.setItem(SHEET_PREFIX + id, JSON.stringify({ rev: 1, saved: new Date().toISOString(), sheet }));
        }
      } catch {
        done = false; // full: the older key stays, and the next visit goes on from here
      }
    }
    if (typeof old.current === "string" && store.getItem(CURRENT_KEY) === null) this.current = old.current;
    if (done) store.removeItem(LEGACY_KEY);
  }

  /**
   * Store `sheet` as `id`'s new version, made on revision `base` (undefined: a new sheet).
   * @param {string} id
   * @param {SheetRecord} sheet
   * @param {number | undefined} base
   * @param {(other: SheetRecord) => SheetRecord} nameCopy  the other tab's version, renamed as a copy
   * @returns {Written}
   */
  write(id, sheet, base, nameCopy) {
    this.sheets[id] = sheet;
    const store = storage();
    if (!store) return this.failed();
    const stored = this.read(id);
    /** @type {Written} */
    let written = { outcome: "ok" };
    if (stored && stored.rev !== base) {
      // Another tab wrote this sheet since this version was made: its version is kept as a copy.
      const copy = newId();
      const other = nameCopy(stored.sheet);
      try {
        store.setItem(SHEET_PREFIX + copy, JSON.stringify({ rev: 1, saved: new Date().toISOString(), sheet: other }));
      } catch {
        return this.failed(); // nothing written: the stored version stays as it is
      }
      this.sheets[copy] = other;
      this.revs[copy] = 1;
      written = { outcome: "conflict", copy };
    } else if (!stored && base !== undefined) {
      written = { outcome: "restored" }; // deleted in another tab, brought back by this change
    }
    const rev = (stored ? stored.rev : base || 0) + 1;
    try {
      store.setItem(SHEET_PREFIX + id, JSON.stringify({ rev, saved: new Date().toISOString(), sheet }));
    } catch {
      return this.failed();
    }
    this.revs[id] = rev;
    this.persisted = true;
    return written;
  }

  /** @returns {Written} */
  failed() {
    this.persisted = false;
    return { outcome: "failed" };
  }

  /** @param {string} id */
  remove(id) {
    delete this.sheets[id];
    delete this.revs[id];
    try { storage()?.removeItem(SHEET_PREFIX + id); } catch { /* nothing to do */ }
  }

  /**
   * Another tab's change (a `storage` event): the sheet it wrote or deleted, or null for any other key.
   * An older page's write of the older format is migrated at once.
   * @param {StorageEvent} event
   * @returns {Remote | null}
   */
  sync(event) {
    if (event.storageArea !== storage()) return null;
    if (event.key === LEGACY_KEY && event.newValue !== null) {
      this.migrate();
      return null;
    }
    if (event.key === null) { // the whole storage cleared (another tab, or the browser's settings)
      this.sheets = {};
      this.revs = {};
      this.load();
      return null;
    }
    if (!event.key.startsWith(SHEET_PREFIX)) return null;
    const id = event.key.slice(SHEET_PREFIX.length);
    const stored = event.newValue === null ? null : this.read(id);
    if (!stored) {
      if (!(id in this.sheets)) return null;
      delete this.sheets[id];
      delete this.revs[id];
      return { id, sheet: null };
    }
    if (this.revs[id] === stored.rev) return null; // already this tab's own version
    this.sheets[id] = stored.sheet;
    this.revs[id] = stored.rev;
    return { id, sheet: stored.sheet };
  }

  /** Every copy set aside (this visit's and earlier ones'), oldest first. @returns {Unreadable[]} */
  unreadable() {
    const store = storage();
    if (!store) return [];
    return this.keys(UNREADABLE_PREFIX).sort().map((key) => {
      const text = store.getItem(key) ?? "";
      try {
        const data = JSON.parse(text);
        if (data && typeof data === "object" && typeof data.text === "string") {
          return { key, from: String(data.from), found: String(data.found), text: data.text };
        }
      } catch { /* an older page's slot: the raw text */ }
      return { key, from: LEGACY_KEY, found: "", text };
    });
  }

  /** Forget every copy set aside (the reader has downloaded them, or does not want them). */
  forgetUnreadable() {
    for (const key of this.keys(UNREADABLE_PREFIX)) {
      try { storage()?.removeItem(key); } catch { /* nothing to do */ }
    }
  }
}

// Helpers shared by the widgets (solver.js, quiz.js, puzzle.js): the conversation with the engine
// (conversation: one ask() with the in-flight count, the latest request and the error wording),
// the state kept in the address, and the drawing: cards, hands and arrangements, from the engine's
// JSON and the page's strings, filled into the templates site_plugins/cards_html.py fills at build
// time (templates.js), so a live answer is drawn as the build-time one. No rules and no numbers
// are computed here.

import { engine, EngineTimeout, EngineLoadFailed } from "./engine.js";
import { draw, drawOne } from "./templates.js";

/**
 * A widget's words in the page's language (its script.rl-strings, site_plugins/widgets/markup.py's
 * words_json), by term; `lang` is the page's language.
 * @typedef {{[term: string]: string}} Strings
 */
/** @typedef {import("./engine.js").EngineError} EngineError */
/** @typedef {import("./engine.js").EngineRequest} EngineRequest */
/**
 * A card's name in the page's language and its colour, each by the card's text (an engine
 * result's card_names and card_colours).
 * @typedef {{names: {[card: string]: string}, colours: {[card: string]: string}}} Cards
 */
/** @typedef {{card_names?: {[card: string]: string}, card_colours?: {[card: string]: string}}} WithCards */
/**
 * A meld as the engine gives it: its kind (the strings' word for it), its cards and, parallel to
 * them, the card each wild card stands for (null for a card that is no wild).
 * @typedef {{kind: string, cards: string[], stands_for?: (string | null)[]}} Meld
 */
/** @typedef {{melds: Meld[], unmatched: string[], deadwood: number}} Arrangement */
/** @typedef {{name: string, value: string, why: string}} Ignored */

/**
 * A part of a widget that its plugin always renders (root.querySelector(selector), never null
 * there): an HTMLElement, or the kind of element a cast at the call names.
 * @param {ParentNode} root
 * @param {string} selector
 */
export const part = (root, selector) => /** @type {HTMLElement} */ (root.querySelector(selector));

/**
 * The JSON a widget's <script type="application/json"> holds (its words, its first state).
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {any} what the caller's type says the plugin wrote there
 */
export const dataOf = (root, selector) => JSON.parse(/** @type {string} */ (part(root, selector).textContent));

/**
 * Keep the widget's state in the page's address (each value set, or deleted when null) and carry
 * that query to the same page in the other languages, so a link or a language switch keeps it.
 * @param {{[name: string]: string | number | null}} params
 */
export function saveQuery(params) {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(params)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  // ":" and "," need no escaping in a query (RFC 3986); unescaped, ?house=knock.penalty:20 stays readable.
  url.search = url.search.replace(/%3A/gi, ":").replace(/%2C/gi, ",");
  window.history.replaceState(window.history.state, "", url);
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll("a[hreflang]"))) {
    const target = new URL(link.href, window.location.href);
    if (target.origin !== url.origin) continue;
    target.search = url.search;
    link.href = target.href;
    if (!link.dataset.rlKeepsQuery) {
      // Material's selector navigates to the bare path (its sitemap check drops the query);
      // every page exists in every language here, so let the browser follow our link.
      link.addEventListener("click", (event) => event.stopPropagation());
      link.dataset.rlKeepsQuery = "true";
    }
  }
}

// How long a request to a running engine may take before its busy text shows (ms).
const QUIET_MS = 150;
/** @type {{[stage: string]: string}} */
const STAGE_TEXT = { "loading-runtime": "loading_runtime", "loading-engine": "loading_engine" };

/**
 * One widget's conversation with the page's engine. `status` shows what is happening (loading,
 * working), `error` the engine's message or why no answer came. ask() sends a request; only the
 * answer to the latest one is shown (an older answer arriving late is dropped), and the root
 * carries aria-busy while any request is in flight and data-answered once the latest is settled
 * (what the tests wait on). The engine starts loading on the reader's first sign of interest.
 * @param {HTMLElement} root
 * @param {Strings} s
 * @param {{status: HTMLElement, error: HTMLElement}} parts
 */
export function conversation(root, s, { status, error }) {
  let busy = 0;
  let latest = 0;
  let working = "";

  /** @param {string} text */
  function setStatus(text) {
    status.classList.remove("rl-sr-only");
    status.textContent = text;
  }
  /** For screen readers only: on screen the answer already says it. @param {string} text */
  function announce(text) {
    status.textContent = text;
    status.classList.add("rl-sr-only");
  }
  /** Shown on its own, the engine's message is a sentence: its first letter in upper case (as the CLI's
   * words are after "rummylab: "; rummylab.words.language.capitalized). @param {string} message */
  function showError(message) {
    error.textContent = message.charAt(0).toUpperCase() + message.slice(1);
    error.hidden = false;
    setStatus("");
  }
  function hideError() {
    error.hidden = true;
  }

  /**
   * Send `request`; `busyText` is shown while the engine works on it. onResult(result, ticket) runs for a
   * good answer, onError(error) after an engine error is shown (error is null when no answer came:
   * a timeout, a failed load or a crash). Neither runs for an answer that is no longer the latest.
   * The result is the engine's JSON for the request's op: R, as the caller's onResult reads it.
   * @template [R=unknown]
   * @param {EngineRequest} request
   * @param {string} busyText
   * @param {{onResult?: (result: R, ticket: number) => void, onError?: (error: EngineError | null) => void}} [handlers]
   * @returns {Promise<void>}
   */
  async function ask(request, busyText, { onResult = () => {}, onError = () => {} } = {}) {
    const ticket = ++latest;
    hideError();
    busy += 1;
    working = busyText;
    root.setAttribute("aria-busy", "true");
    // A running engine answers most requests at once: its busy text shows only past QUIET_MS (a
    // "thinking…" that flashes for 20 ms is noise); a loading one says what it loads at once.
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let slow;
    if (engine.ready) slow = setTimeout(() => { if (ticket === latest) setStatus(busyText); }, QUIET_MS);
    else setStatus(s[STAGE_TEXT[engine.stage] || "loading_runtime"]);
    // Read at each request (the plugins' timeout_ms option; a test may lower it).
    const timeoutMs = Number(root.dataset.timeoutMs || 10000);
    try {
      const answer = await engine.request(request, { timeoutMs });
      if (ticket !== latest) return;
      if (answer.ok) {
        setStatus("");
        onResult(/** @type {R} */ (answer.result), ticket);
      } else {
        showError(answer.error.message);
        onError(answer.error);
      }
    } catch (err) {
      if (ticket !== latest) return;
      showError(err instanceof EngineTimeout ? s.timeout : err instanceof EngineLoadFailed ? s.load_failed : s.crashed);
      onError(null);
    } finally {
      clearTimeout(slow);
      busy -= 1;
      if (!busy) root.removeAttribute("aria-busy");
      if (ticket === latest) root.dataset.answered = String(ticket);
    }
  }

  engine.onStage((stage) => {
    if (busy && STAGE_TEXT[stage]) setStatus(s[STAGE_TEXT[stage]]);
    else if (busy && stage === "ready") setStatus(working);
  });
  root.addEventListener("focusin", () => engine.start(), { once: true });
  root.addEventListener("pointerdown", () => engine.start(), { once: true });
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => engine.start(), { timeout: 5000 });

  return { ask, setStatus, announce, showError, hideError };
}

/**
 * Bring an answer or an error into view (on a phone it is drawn below the on-screen keyboard
 * otherwise); with focus, move the focus there too, so the keyboard closes and a screen reader
 * starts reading it.
 * @param {HTMLElement} node
 * @param {{focus?: boolean}} [options]
 */
export function reveal(node, { focus = false } = {}) {
  const box = node.getBoundingClientRect();
  const inView = box.top >= 0 && box.bottom <= window.innerHeight;
  // Centred, so a line appearing or going above it (a live preview) does not push it out again.
  if (!inView) node.scrollIntoView({ block: box.height > window.innerHeight / 2 ? "start" : "center" });
  if (focus) {
    if (!node.hasAttribute("tabindex")) node.setAttribute("tabindex", "-1");
    node.focus({ preventScroll: true });
  }
}

/**
 * Say what the page's address asked for and could not be used ("seed=abc was ignored: …"), in
 * `box`, one line per ignored parameter; the page goes on with what it has. Values are shown
 * as text, shortened.
 * @param {HTMLElement} box
 * @param {Strings} s
 * @param {Ignored[]} ignored
 */
export function noteIgnored(box, s, ignored) {
  const lines = ignored.map(({ name, value, why }) =>
    fill(s.ignored, { name, value: value.length > 40 ? `${value.slice(0, 40)}…` : value, why: s[why] }));
  box.textContent = lines.join(" ");
  box.hidden = lines.length === 0;
}

/** A seed from the address: a whole number JavaScript keeps exact, else null. @param {string | null} text */
export const seedOf = (text) => (text !== null && /^\d{1,16}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null);

/**
 * True when the option chosen in a game <select> is a game whose rules change by round (the plugin marks it).
 * @param {HTMLSelectElement} select
 */
export const hasRounds = (select) => select.selectedOptions[0]?.dataset.rounds === "true";

/**
 * A new element with these attributes and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {{[name: string]: string}} [attrs]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

// French "de {x}" and "que {x}" before a value that starts with a vowel or a mute h elide
// ("Au tour d’Ana"); not before a digit, nor huit or onze. The twin of rummylab.words.language.elided.
const ELIDABLE = /\b([Dd]e|[Qq]ue) \{(\w+)\}/g;
const VOWELS = "aeiouhàâäéèêëîïôöùûüœæ";
const NOT_ELIDED = /^(huit|onze)\b/i;

/**
 * "{n} of {m}" with the placeholders replaced by values (text only), French elisions made.
 * @param {string} text
 * @param {{[name: string]: unknown}} values
 */
export const fill = (text, values) => {
  const french = typeof document !== "undefined" && document.documentElement.lang.startsWith("fr");
  const elided = french
    ? text.replace(ELIDABLE, (m, word, key) => (key in values && String(values[key]) !== "" && VOWELS.includes(String(values[key]).charAt(0).toLowerCase()) && !NOT_ELIDED.test(String(values[key]))
      ? `${word.slice(0, -1)}’{${key}}` : m))
    : text;
  return elided.replace(/\{(\w+)\}/g, (m, key) => (key in values ? String(values[key]) : m));
};

/**
 * A widget's word in the words of the game's leftover cards, as the engine names them in its answer
 * (`leftover`: Knock Rummy's "deadwood", Three Thirteen's "penalty", Rummy's "cards"): the word
 * itself for deadwood, else its `_penalty` / `_cards` form (RULES.md: deadwood is Knock Rummy's
 * word alone). The twin of site_plugins/words.py's leftover_term.
 * @param {Strings} s
 * @param {string} key
 * @param {string | undefined} leftover
 */
export const inLeftover = (s, key, leftover) => s[!leftover || leftover === "deadwood" ? key : `${key}_${leftover}`];

/**
 * What a result says of its cards: their names in the page's language and their colours, both
 * from the engine (card_names, card_colours), so nothing here reads a suit.
 * @param {WithCards} result
 * @returns {Cards}
 */
export const cardsOf = (result) => ({ names: result.card_names || {}, colours: result.card_colours || {} });

/** The class of a card's colour. @param {string} card @param {Cards} cards */
export const colour = (card, cards) => (cards.colours[card] === "red" ? "rl-red" : "rl-black");

/** A card (the template "card"). @param {string} card @param {Cards} cards */
export function cardSpan(card, cards) {
  return drawOne("card", { colour: `rl-card ${colour(card, cards)}`, name: cards.names[card] || card, text: card });
}

/**
 * A hand of cards, a line apart as the build writes them; with a label it is a named group (a
 * player's hand in the quiz).
 * @param {string[]} hand
 * @param {Cards} cards
 * @param {string} [label]
 */
export function handSpan(hand, cards, label) {
  const inner = hand.flatMap((card, i) => (i ? ["\n", cardSpan(card, cards)] : [cardSpan(card, cards)]));
  return drawOne("hand", { role: label === undefined ? null : "group", label: label ?? null, cards: inner });
}

/**
 * "{wild} stands for {card}" with the placeholders replaced by nodes.
 * @param {string} text
 * @param {{[name: string]: Node | string}} parts
 * @returns {(Node | string)[]}
 */
export function template(text, parts) {
  return text.split(/(\{\w+\})/).map((piece) => {
    const key = piece.match(/^\{(\w+)\}$/);
    return key && parts[key[1]] !== undefined ? parts[key[1]] : piece;
  });
}

/**
 * An arrangement as a widget shows it: its melds, each with a note per wild card, then the cards
 * left (site_plugins/cards_html.py's arrangement_html, layout "list", fills the same templates).
 * @param {Pick<Arrangement, "melds" | "unmatched">} arr
 * @param {Strings} s
 * @param {Cards} cards
 */
export function renderArrangement(arr, s, cards) {
  const card = (/** @type {string} */ c) => cardSpan(c, cards);
  const melds = arr.melds.map((meld) => draw("meld", {
    kind: meld.kind,
    kind_name: s[meld.kind],
    cards: meld.cards.map(card),
    // stands_for runs parallel to cards (one entry per wild card, duplicates included).
    wilds: (meld.stands_for || []).flatMap((stood, i) =>
      stood ? [draw("wild-note", { note: template(s.wild_as, { wild: card(meld.cards[i]), card: card(stood) }) })] : []),
  }));
  const unmatched = draw("unmatched", { label: s.unmatched, cards: arr.unmatched.length ? arr.unmatched.map(card) : s.none });
  return drawOne("melds", { melds: [...melds, unmatched] });
}

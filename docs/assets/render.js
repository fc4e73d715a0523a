// Helpers shared by the widgets (solver.js, quiz.js, puzzle.js): the conversation with the engine
// (conversation: one ask() with the in-flight count, the latest request and the error wording),
// the state kept in the address, and the drawing: DOM nodes for cards, hands and arrangements,
// built from the engine's JSON and the page's strings. The drawing mirrors site_plugins/cards_html.py,
// so a live answer looks exactly like the build-time one. No rules and no numbers are computed here.

import { engine, EngineTimeout, EngineLoadFailed } from "./engine.js";

/**
 * Keep the widget's state in the page's address (each value set, or deleted when null) and carry
 * that query to the same page in the other languages, so a link or a language switch keeps it.
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
  for (const link of document.querySelectorAll("a[hreflang]")) {
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

const STAGE_TEXT = { "loading-runtime": "loading_runtime", "loading-engine": "loading_engine" };

/**
 * One widget's conversation with the page's engine. `status` shows what is happening (loading,
 * working), `error` the engine's message or why no answer came. ask() sends a request; only the
 * answer to the latest one is shown (an older answer arriving late is dropped), and the root
 * carries aria-busy while any request is in flight and data-answered once the latest is settled
 * (what the tests wait on). The engine starts loading on the reader's first sign of interest.
 */
export function conversation(root, s, { status, error }) {
  let busy = 0;
  let latest = 0;
  let working = "";

  function setStatus(text) {
    status.classList.remove("rl-sr-only");
    status.textContent = text;
  }
  // For screen readers only: on screen the answer already says it.
  function announce(text) {
    status.textContent = text;
    status.classList.add("rl-sr-only");
  }
  function showError(message) {
    error.textContent = message;
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
   */
  async function ask(request, busyText, { onResult = () => {}, onError = () => {} } = {}) {
    const ticket = ++latest;
    hideError();
    busy += 1;
    working = busyText;
    root.setAttribute("aria-busy", "true");
    setStatus(engine.ready ? busyText : s[STAGE_TEXT[engine.stage] || "loading_runtime"]);
    // Read at each request (the plugins' timeout_ms option; a test may lower it).
    const timeoutMs = Number(root.dataset.timeoutMs || 10000);
    try {
      const answer = await engine.request(request, { timeoutMs });
      if (ticket !== latest) return;
      if (answer.ok) {
        setStatus("");
        onResult(answer.result, ticket);
      } else {
        showError(answer.error.message);
        onError(answer.error);
      }
    } catch (err) {
      if (ticket !== latest) return;
      showError(err instanceof EngineTimeout ? s.timeout : err instanceof EngineLoadFailed ? s.load_failed : s.crashed);
      onError(null);
    } finally {
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
 */
export function noteIgnored(box, s, ignored) {
  const lines = ignored.map(({ name, value, why }) =>
    fill(s.ignored, { name, value: value.length > 40 ? `${value.slice(0, 40)}…` : value, why: s[why] }));
  box.textContent = lines.join(" ");
  box.hidden = lines.length === 0;
}

/** A seed from the address: a whole number JavaScript keeps exact, else null. */
export const seedOf = (text) => (text !== null && /^\d{1,16}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null);

/** True when the option chosen in a game <select> is a game whose rules change by round (the plugin marks it). */
export const hasRounds = (select) => select.selectedOptions[0]?.dataset.rounds === "true";

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

// "{n} of {m}" with the placeholders replaced by values (text only).
export const fill = (text, values) =>
  text.replace(/\{(\w+)\}/g, (m, key) => (key in values ? String(values[key]) : m));

/**
 * What a result says of its cards: their names in the page's language and their colours, both
 * from the engine (card_names, card_colours), so nothing here reads a suit.
 */
export const cardsOf = (result) => ({ names: result.card_names || {}, colours: result.card_colours || {} });

export const colour = (card, cards) => (cards.colours[card] === "red" ? "rl-red" : "rl-black");

export function cardSpan(card, cards) {
  return el("span", { class: `rl-card ${colour(card, cards)}`, role: "img", "aria-label": cards.names[card] || card }, card);
}

// A hand of cards; with a label it is a named group (a player's hand in the quiz).
export function handSpan(hand, cards, label) {
  const attrs = label === undefined ? { class: "rl-hand" } : { class: "rl-hand", role: "group", "aria-label": label };
  return el("span", attrs, ...hand.map((c) => cardSpan(c, cards)));
}

// "{wild} stands for {card}" with the placeholders replaced by nodes.
export function template(text, parts) {
  return text.split(/(\{\w+\})/).map((piece) => {
    const key = piece.match(/^\{(\w+)\}$/);
    return key && parts[key[1]] !== undefined ? parts[key[1]] : piece;
  });
}

// Mirrors arrangement_html in site_plugins/cards_html.py.
export function renderArrangement(arr, s, cards) {
  const list = el("ul", { class: "rl-melds" });
  for (const meld of arr.melds) {
    const item = el("li", { class: "rl-meld", "data-kind": meld.kind },
      el("span", { class: "rl-meld-kind" }, s[meld.kind]), handSpan(meld.cards, cards));
    // stands_for runs parallel to cards (one entry per wild card, duplicates included).
    for (const [i, card] of (meld.stands_for || []).entries()) {
      if (!card) continue;
      item.append(el("span", { class: "rl-wild-note" },
        ...template(s.wild_as, { wild: cardSpan(meld.cards[i], cards), card: cardSpan(card, cards) })));
    }
    list.append(item);
  }
  list.append(el("li", { class: "rl-unmatched" },
    el("span", { class: "rl-meld-kind" }, s.unmatched),
    arr.unmatched.length ? handSpan(arr.unmatched, cards) : el("span", { class: "rl-hand" }, s.none)));
  return list;
}

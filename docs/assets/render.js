// Helpers shared by the widgets (solver.js, quiz.js, puzzle.js): the state kept in the address,
// and the drawing: DOM nodes for cards, hands and arrangements, built from the engine's JSON and the page's strings. They mirror
// site_plugins/cards_html.py and render_arrangement in site_plugins/widgets.py, so a live answer
// looks exactly like the build-time one. No rules and no numbers are computed here.

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

export const RED = /[♥♦]/u;
export const STAGE_TEXT = { "loading-runtime": "loading_runtime", "loading-engine": "loading_engine" };

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

// "{n} of {m}" with the placeholders replaced by values (text only).
export const fill = (text, values) =>
  text.replace(/\{(\w+)\}/g, (m, key) => (key in values ? String(values[key]) : m));

export const colour = (card) => (RED.test(card) ? "rl-red" : "rl-black");

export function cardSpan(card, names) {
  return el("span", { class: `rl-card ${colour(card)}`, role: "img", "aria-label": names[card] || card }, card);
}

// A hand of cards; with a label it is a named group (a player's hand in the quiz).
export function handSpan(cards, names, label) {
  const attrs = label === undefined ? { class: "rl-hand" } : { class: "rl-hand", role: "group", "aria-label": label };
  return el("span", attrs, ...cards.map((c) => cardSpan(c, names)));
}

// "{wild} stands for {card}" with the placeholders replaced by nodes.
export function template(text, parts) {
  return text.split(/(\{\w+\})/).map((piece) => {
    const key = piece.match(/^\{(\w+)\}$/);
    return key && parts[key[1]] !== undefined ? parts[key[1]] : piece;
  });
}

// Mirrors render_arrangement in site_plugins/widgets.py.
export function renderArrangement(arr, s, names) {
  const list = el("ul", { class: "rl-melds" });
  for (const meld of arr.melds) {
    const item = el("li", { class: "rl-meld", "data-kind": meld.kind },
      el("span", { class: "rl-meld-kind" }, s[meld.kind]), handSpan(meld.cards, names));
    // stands_for runs parallel to cards (one entry per wild card, duplicates included).
    for (const [i, card] of (meld.stands_for || []).entries()) {
      if (!card) continue;
      item.append(el("span", { class: "rl-wild-note" },
        ...template(s.wild_as, { wild: cardSpan(meld.cards[i], names), card: cardSpan(card, names) })));
    }
    list.append(item);
  }
  list.append(el("li", { class: "rl-unmatched" },
    el("span", { class: "rl-meld-kind" }, s.unmatched),
    arr.unmatched.length ? handSpan(arr.unmatched, names) : el("span", { class: "rl-hand" }, s.none)));
  return list;
}

// A whole hand, step by step: the walkthrough's steps are all in the page (an ordered list the
// build computed and verified, readable without JavaScript); this shows them one at a time
// with Previous / Next (buttons, so Tab, Enter and Space work) and the left and right arrow
// keys, Home and End. No engine is needed: nothing here is computed, only shown or hidden.
// The words come from the page (data-rl-words, site_plugins/words_parts/walkthrough.py).

const fill = (/** @type {string} */ template, /** @type {{[name: string]: unknown}} */ values) => template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));

/**
 * Turn a walkthrough rendered by the examples plugin into a step-through control.
 * @param {HTMLElement} root
 */
export function upgrade(root) {
  /** @type {{[term: string]: string}} */
  const words = JSON.parse(root.dataset.rlWords || "{}");
  const controls = /** @type {HTMLElement | null} */ (root.querySelector("[data-testid=walkthrough-controls]"));
  // (The controls' parts are rendered with them.)
  const prev = /** @type {HTMLElement} */ (root.querySelector("[data-testid=walkthrough-prev]"));
  const next = /** @type {HTMLElement} */ (root.querySelector("[data-testid=walkthrough-next]"));
  const all = /** @type {HTMLElement} */ (root.querySelector("[data-testid=walkthrough-all]"));
  const position = /** @type {HTMLElement} */ (root.querySelector("[data-testid=walkthrough-position]"));
  const steps = [.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-testid=walkthrough-step]"))];
  if (!controls || !steps.length) return;
  let current = Math.max(0, steps.findIndex((step) => `#${step.id}` === location.hash));
  let showAll = false;

  /** @param {number} index @param {{link?: boolean}} [options] */
  function show(index, { link = true } = {}) {
    current = Math.min(Math.max(index, 0), steps.length - 1);
    steps.forEach((step, i) => {
      step.hidden = !showAll && i !== current;
      step.classList.toggle("rl-walk-current", i === current);
    });
    // aria-disabled rather than disabled: the button keeps the focus at the first and last step.
    prev.setAttribute("aria-disabled", String(showAll || current === 0));
    next.setAttribute("aria-disabled", String(showAll || current === steps.length - 1));
    position.textContent = fill(words.position || "{n} / {total}", { n: current + 1, total: steps.length });
    all.setAttribute("aria-pressed", String(showAll));
    all.textContent = showAll ? words.one : words.all;
    if (link && !showAll) history.replaceState(null, "", `#${steps[current].id}`);
  }

  const move = (/** @type {number} */ by) => { if (!showAll) show(current + by); };
  prev.addEventListener("click", () => move(-1));
  next.addEventListener("click", () => move(1));
  all.addEventListener("click", () => { showAll = !showAll; show(current); });
  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || showAll) return;
    const to = /** @type {{[key: string]: number}} */ ({ ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1 })[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to);
  });

  controls.hidden = false;
  show(current, { link: false });
  root.dataset.upgraded = "true";
}

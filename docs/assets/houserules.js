// The house-rules page: the form of every game's variants (site_plugins/widgets/house.py renders it
// with the site's profile) writes the site's one choice (house.js), and a few of the site's worked
// examples are asked of the engine again under that choice, beside the site's rules; a number that
// differs is marked, in words and not by colour alone. This file holds no rule and computes no number.

import { conversation, dataOf, el, fill, part, reveal } from "./render.js";
import { clearHouse, houseFor, houseProblems, onHouseChange, refusal, setVariant, valueOf } from "./house.js";

/**
 * A worked example the page asks again under the reader's house rules (site_plugins/widgets/house.py):
 * its request, which field of the answer holds its numbers (pick) and the site's profile's numbers.
 * @typedef {{id: string, game: string, request: import("./render.js").EngineRequest, pick: string, profile: string[]}} Example
 */
/**
 * A variant's control: a checkbox (a switch), a select (a list of values) or a number field,
 * with the game and the variant's name in data-game and data-name.
 * @typedef {HTMLInputElement | HTMLSelectElement} Control
 */

/**
 * Turn the house-rules page's widget into the live one.
 * @param {HTMLElement} root
 */
export function upgrade(root) {
  /** @type {import("./render.js").Strings} */
  const s = dataOf(root, "script.rl-strings");
  /** @type {Example[]} */
  const examples = dataOf(root, "script.rl-house-examples-data");
  const form = part(root, "[data-testid=house-form]");
  const status = part(root, "[data-testid=house-status]");
  const error = part(root, "[data-testid=house-engine-error]");
  const notes = part(root, "[data-testid=house-error]");
  const talk = conversation(root, s, { status, error });
  const controls = [.../** @type {NodeListOf<Control>} */ (form.querySelectorAll("[data-game][data-name]"))];
  // (The plugin writes both on every control.)
  const gameOf = (/** @type {Control} */ input) => /** @type {string} */ (input.dataset.game);
  const nameOf = (/** @type {Control} */ input) => /** @type {string} */ (input.dataset.name);

  // "n numbers change", or its singular for one (house.differs_one).
  const differs = (/** @type {number} */ n) => (n === 1 ? s.differs_one : fill(s.differs, { n }));
  const fieldError = (/** @type {Control} */ input) => part(form, `[data-testid=house-field-error-${input.dataset.game}-${input.dataset.name}]`);

  // The form shows the choice (the address's or the stored one, else the profile).
  function showChoice() {
    for (const input of controls) {
      const value = valueOf(gameOf(input), nameOf(input));
      if (input.type === "checkbox") /** @type {HTMLInputElement} */ (input).checked = value === true;
      else input.value = value === null ? "" : String(value);
      input.removeAttribute("aria-invalid");
      fieldError(input).hidden = true;
    }
  }

  /**
   * A control's value as the variant takes it: a switch, a list's value, a number or empty (none).
   * @param {Control} input
   */
  function read(input) {
    if (input.type === "checkbox") return /** @type {HTMLInputElement} */ (input).checked;
    const text = input.value.trim();
    // (A select has no placeholder: undefined.)
    if (text === "" && /** @type {HTMLInputElement} */ (input).placeholder) return null;
    return /^[+-]?\d+$/.test(text) ? Number(text) : text;
  }

  /** @param {Control} input */
  function apply(input) {
    const [game, name] = [gameOf(input), nameOf(input)];
    const value = read(input);
    const box = fieldError(input);
    if (setVariant(game, name, value)) {
      input.removeAttribute("aria-invalid");
      box.hidden = true;
      return;
    }
    // Refused: said at the field, in the engine's words; the choice keeps its previous value.
    box.textContent = fill(s.ignored, { message: refusal(game, name, input.value.trim()) });
    box.hidden = false;
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", `${input.id}-about ${box.id}`);
    reveal(box);
  }

  for (const input of controls) {
    input.addEventListener("change", () => apply(input));
    if (input.type === "number") {
      input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); apply(input); } });
    }
  }
  form.addEventListener("submit", (event) => event.preventDefault());
  part(root, "[data-testid=house-reset]").addEventListener("click", () => {
    clearHouse();
    showChoice();
  });

  // ---- the examples ------------------------------------------------------------------------------

  let round = 0;
  async function recompute() {
    const mine = ++round;
    let changed = 0;
    /** @type {string[]} */
    const refusals = [];
    for (const ex of examples) {
      if (mine !== round) return;
      const house = houseFor(ex.game);
      const box = part(root, `[data-testid=house-example-${ex.id}]`);
      if (!house) {
        draw(ex, box, ex.profile, []);
        continue;
      }
      await talk.ask({ ...ex.request, house, lang: s.lang }, s.computing, {
        onResult: (/** @type {{[field: string]: unknown[]} & {explanation?: string[]}} */ result) => {
          if (mine !== round) return;
          changed += draw(ex, box, result[ex.pick].map(String), result.explanation || []);
        },
        // The engine refused this example under these rules (e.g. a knock over knock-max): the box
        // says why in its own words and shows no number, never the previous rules' figures.
        // No answer at all (a timeout, a failed load, a crash): the conversation's own words for it.
        onError: (failure) => {
          if (mine !== round) return;
          refusals.push(failure ? failure.message : error.textContent);
          draw(ex, box, null, [], refusals.at(-1));
        },
      });
    }
    if (mine === round) {
      root.dataset.computed = String(Number(root.dataset.computed || 0) + 1); // tests wait on this
      root.dataset.changed = String(changed);
      root.dataset.refused = String(refusals.length);
      if (refusals.length) talk.announce(refusals.join(" "));
      else if (examples.some((ex) => houseFor(ex.game))) talk.announce(changed ? differs(changed) : s.same);
    }
  }

  /**
   * One example's "yours" column; returns how many numbers differ from the profile's. An example
   * the engine refused (`refusal`, its message) shows "—" in every cell and the message instead.
   * @param {Example} ex
   * @param {HTMLElement} box
   * @param {string[] | null} values
   * @param {string[]} explanation
   * @param {string} [refusal]
   */
  function draw(ex, box, values, explanation, refusal = "") {
    box.dataset.refused = String(Boolean(refusal));
    let differ = 0;
    (values || ex.profile.map(() => null)).forEach((value, i) => {
      const cell = part(box, `[data-testid=house-yours-${ex.id}-${i + 1}]`);
      const other = value !== null && value !== ex.profile[i];
      differ += other ? 1 : 0;
      cell.classList.toggle("rl-house-changed", other);
      cell.dataset.changed = String(other);
      cell.replaceChildren(other ? el("strong", {}, value) : value ?? "—");
      if (other) cell.append(" ", el("span", { class: "rl-tag rl-house-tag" }, s.changed));
    });
    part(box, `[data-testid=house-summary-${ex.id}]`).textContent =
      refusal || (differ ? differs(differ) : s.same);
    const why = part(box, `[data-testid=house-why-${ex.id}]`);
    part(why, ".rl-house-why-lines").replaceChildren(...explanation.map((line) => el("p", { class: "rl-explanation" }, line)));
    why.hidden = explanation.length === 0;
    box.dataset.changed = String(differ);
    return differ;
  }

  // What the address asked for and could not be used: said, and the site's profile used for it.
  const asked = houseProblems();
  notes.textContent = asked.join(" ");
  notes.hidden = asked.length === 0;

  onHouseChange(() => { showChoice(); recompute(); }); // the form's own change, or another tab's
  // The form waits for this script (it is disabled in the page's first state).
  for (const node of /** @type {NodeListOf<HTMLFieldSetElement | HTMLButtonElement>} */ (form.querySelectorAll("fieldset, button"))) node.disabled = false;
  showChoice();
  recompute();
  root.dataset.upgraded = "true";
}

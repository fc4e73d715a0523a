// A house rule's value, as a reader writes it (the address ?house=, the house-rules form) and as
// JSON keeps it (localStorage): the same grammar as the engine's (rummylab.core.house.Variant.parse
// and .check). tests/shared/house-values.json holds the cases both sides run
// (tests/site/test_house_values.py runs this module in Node); they must agree on every one.
//
// `v` is a variant as the page's table describes it (site_plugins/widgets/house_table.py). Each
// function returns {value} when the variant takes it, else null (refused); the reader is told what
// was ignored, in the engine's words.

/**
 * What a variant takes: a switch (bool), or a whole number between low and high or among choices;
 * none: "no limit" (null) is allowed too.
 * @typedef {{kind: "bool" | "int", low: number | null, high: number | null, choices: number[], none: boolean}} ValueRule
 */

const TRUE = ["true", "yes", "on", "1"];
const FALSE = ["false", "no", "off", "0"];
const WHOLE = /^[+-]?[0-9]{1,9}$/; // ASCII digits only: no 1_0, 1e1, 0x14 or other scripts' digits

/**
 * A value written as text: true/false (yes/no, on/off, 1/0) for a switch, a whole number, or none
 * where the rule allows "no limit".
 * @param {ValueRule} v
 * @param {string} text
 * @returns {{value: boolean | number | null} | null}
 */
export function parseValue(v, text) {
  const word = text.trim().toLowerCase();
  if (v.kind === "bool") {
    if (TRUE.includes(word)) return { value: true };
    if (FALSE.includes(word)) return { value: false };
    return null;
  }
  if (word === "none" && v.none) return { value: null };
  return WHOLE.test(word) ? checkValue(v, Number(word)) : null;
}

/**
 * A value kept as JSON: a boolean for a switch; for a number, a whole one in the variant's range or
 * among its choices (JSON has one kind of number: 20.0 is 20), or null where "no limit" is allowed.
 * @param {ValueRule} v
 * @param {unknown} value
 * @returns {{value: boolean | number | null} | null}
 */
export function checkValue(v, value) {
  if (v.kind === "bool") return typeof value === "boolean" ? { value } : null;
  if (value === null) return v.none ? { value } : null;
  if (typeof value !== "number" || !Number.isInteger(value)) return null;
  const whole = value === 0 ? 0 : value; // -0 is 0
  const fits = v.choices.length ? v.choices.includes(whole) : whole >= Number(v.low) && whole <= Number(v.high);
  return fits ? { value: whole } : null;
}

// The worker's guard on a request, before it reaches Python: a request larger, deeper or with a
// longer number than the engine takes (rummylab.web.limits) is not passed in. Such a request
// could kill Pyodide (a request nested 5,000 deep overflowed the WebAssembly stack in the JSON
// parser), or cost its memory. The limits are the engine's own: its "version" answer carries them
// ("limits"), read once the engine has started. The worker then asks the engine for the refusal
// with a small stand-in request that breaks the same limit in the same language, so the reader gets
// the engine's message in the page's language and nothing is worded here.
// No rules and no numbers of the games here.

/** The engine's limits (rummylab.web.limits.limits()). @typedef {{request: number, depth: number, digits: number}} Limits */

const LANG = /"lang"\s*:\s*"(en|pt|es|fr)"/;

/**
 * Whether a JSON text nests arrays and objects deeper than limit (brackets inside strings do not count).
 * @param {string} text @param {number} limit
 */
function deeper(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return false;
}

/**
 * The request to pass to the engine in place of this one: null when it is within the limits, else
 * a small request that breaks the same limit, in the same language (the engine refuses it with the
 * same message as the whole request).
 * @param {string} request @param {Limits} limits
 * @returns {string | null}
 */
export function standIn(request, limits) {
  const found = LANG.exec(request.slice(0, limits.request));
  const head = `{"lang": "${found ? found[1] : "en"}", "x": `;
  if (request.length > limits.request) return head + "0}" + " ".repeat(limits.request);
  if (new RegExp(`[0-9]{${limits.digits + 1}}`).test(request)) return head + "1".repeat(limits.digits + 1) + "}";
  if (deeper(request, limits.depth)) return head + "[".repeat(limits.depth + 1);
  return null;
}

// Rules a page's script writes into its CSS at run time: the address in the printed footer
// (embed.js on every page, worksheet.js for a sheet). They go into a constructed stylesheet
// adopted by the document, not into a <style> element: the page's Content-Security-Policy
// (site_plugins/csp.py) refuses a <style> the build did not hash, and the CSSOM is not its to
// govern.

/** @type {Map<string, CSSStyleSheet>} */
const sheets = new Map();

/**
 * Set the rules of one key (its sheet is made and adopted on the first call, replaced after).
 * @param {string} key
 * @param {string} css
 */
export function setPageStyle(key, css) {
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheets.set(key, sheet);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(css);
}

// Who wrote the printed pages' footer: a tool with an address of its own (the worksheet's, with
// its query) outranks the page's (embed.js), whichever of the two runs first.
/** @type {string | null} */
let footerOwner = null;

/**
 * The address at the foot of every printed page (one style sheet, so no rule of another order
 * wins on some pages). `owner` "page" (embed.js) yields to any other owner.
 * @param {string} address
 * @param {string} [owner]
 */
export function setPageFooter(address, owner = "page") {
  if (owner === "page" && footerOwner !== null && footerOwner !== "page") return;
  footerOwner = owner;
  setPageStyle("print-footer", `@page { ${footerBox(address)} }`);
}

/**
 * A CSS string holding any text (an address).
 * @param {string} text
 */
export const cssString = (text) => `"${text.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;

/**
 * A printed page's footer holding an address: the @bottom-center margin box both footers use.
 * @param {string} address
 */
export const footerBox = (address) => `@bottom-center { content: ${cssString(address)}; font: 8pt sans-serif; color: #000; }`;

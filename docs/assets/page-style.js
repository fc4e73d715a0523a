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

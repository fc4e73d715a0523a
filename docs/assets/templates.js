// The widgets' markup, as the build wrote it: the page's <template data-rl-template> elements
// (site_plugins/templates.py, which also fills them for the page's first state), cloned and filled
// here with the same rules. So no script holds a copy of the plugins' HTML.
//
// A slot is named {name}: in an attribute, the value as text (an attribute whose whole value is
// one slot is left out when the value is null); in the text, text, a node or a list of them; an
// element with data-slot="name" takes the value as its content. Every slot needs a value and
// every value a slot.

/** What a slot takes. @typedef {string | number | Node | null | SlotValue[]} SlotValue */

const SLOT = /\{(\w+)\}/g;
const WHOLE = /^\{(\w+)\}$/;

/**
 * The nodes a value stands for in the text.
 * @param {SlotValue} value
 * @returns {(Node | string)[]}
 */
function nodesOf(value) {
  if (value === null) return [];
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  return [typeof value === "number" ? String(value) : value];
}

/**
 * The template `name` filled with `values`, as a fragment of the page's document.
 * @param {string} name
 * @param {{[slot: string]: SlotValue}} values
 * @returns {DocumentFragment}
 */
export function draw(name, values) {
  const source = /** @type {HTMLTemplateElement | null} */ (document.querySelector(`template[data-rl-template="${name}"]`));
  if (!source) throw new Error(`no template ${name} on this page (site_plugins/templates.py)`);
  const fragment = /** @type {DocumentFragment} */ (source.content.cloneNode(true));
  const used = new Set();
  /** @param {string} key */
  const take = (key) => {
    if (!(key in values)) throw new Error(`template ${name} has no value for {${key}}`);
    used.add(key);
    return values[key];
  };
  /** @type {Node[]} */
  const nodes = [];
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) nodes.push(walker.currentNode);
  for (const node of nodes) {
    if (node instanceof Text) {
      if (!node.data.match(SLOT)) continue;
      node.replaceWith(...node.data.split(/(\{\w+\})/).flatMap((piece) => {
        const key = piece.match(WHOLE);
        return key ? nodesOf(take(key[1])) : piece ? [piece] : [];
      }));
      continue;
    }
    const element = /** @type {Element} */ (node);
    const slot = element.getAttribute("data-slot");
    if (slot !== null) {
      element.removeAttribute("data-slot");
      element.replaceChildren(...nodesOf(take(slot)));
    }
    for (const attr of [...element.attributes]) {
      const whole = attr.value.match(WHOLE);
      if (whole && take(whole[1]) === null) element.removeAttribute(attr.name);
      else attr.value = attr.value.replace(SLOT, (_, key) => String(take(key) ?? ""));
    }
  }
  const unused = Object.keys(values).filter((key) => !used.has(key));
  if (unused.length) throw new Error(`template ${name} has no slot for ${unused.join(", ")}`);
  return fragment;
}

/**
 * A template of one element, filled: that element.
 * @param {string} name
 * @param {{[slot: string]: SlotValue}} values
 * @returns {HTMLElement}
 */
export function drawOne(name, values) {
  const fragment = draw(name, values);
  if (fragment.childNodes.length !== 1 || !(fragment.firstChild instanceof HTMLElement)) {
    throw new Error(`template ${name} is not one element`);
  }
  return fragment.firstChild;
}

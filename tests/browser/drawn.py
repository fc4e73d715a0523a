"""Whether a widget's script draws a state exactly as the build drew it.

The plugins fill the templates of ``site_plugins/templates.py`` for a widget's first state and put
them in the page; the scripts fill the same templates for every later state. :func:`drawn_as_built`
takes the page as the build wrote it (fetched again, so nothing the script did since counts), calls
one of the script's exported drawing functions on the first state's data (the widget's
``<script type="application/json">``, or the engine's answer the plugin drew) and compares the two, node for node: tag, attributes, text
(white space squeezed). It answers ``"same"``, or where they part.
"""

from __future__ import annotations

#: The page's function: (args) -> "same" or [index, built's nodes there, drawn's nodes there].
_COMPARE = """async ({ widget, part, data, module, call, drop }) => {
    const html = await (await fetch(location.href)).text();
    const built = new DOMParser().parseFromString(html, "text/html");
    const root = built.querySelector(`[data-testid=${widget}]`);
    const first = typeof data === "string" ? JSON.parse(root.querySelector(data).textContent) : data;
    const words = JSON.parse(root.querySelector("script.rl-strings").textContent);
    const script = document.querySelector("script[src$='widgets.js']").src.replace(/widgets\\.js$/, module);
    const drawn = document.createElement("div");
    drawn.append((await import(script))[call](first, words));
    drawn.normalize();  // (a slot's text beside the template's: one text, as the parser makes it)
    const target = root.querySelector(part);
    // The build links rule ids to the rules reference (site_plugins/rule_links.py); a script does not.
    target.querySelectorAll("a.rule-id").forEach((link) => link.replaceWith(link.textContent));
    if (drop) target.querySelectorAll(drop).forEach((node) => node.remove());
    target.normalize();
    const flat = (node) => {
        const out = [];
        const walk = (n) => {
            if (n.nodeType === 3) { const t = n.textContent.replace(/\\s+/g, " ").trim(); if (t) out.push(t); return; }
            if (n.nodeType !== 1) return;
            out.push(`<${n.tagName} ${[...n.attributes].map((a) => `${a.name}=${a.value}`).sort().join(" ")}>`);
            n.childNodes.forEach(walk);
            out.push(`</${n.tagName}>`);
        };
        node.childNodes.forEach(walk);
        return out;
    };
    const a = flat(target), b = flat(drawn);
    const at = a.findIndex((x, i) => x !== b[i]);
    if (a.length < 3) return ["the built part is empty", a];
    return at < 0 && a.length === b.length ? "same" : [at, a.slice(at, at + 4), b.slice(at, at + 4)];
}"""


def drawn_as_built(page: object, *, widget: str, part: str, data: str | dict[str, object], module: str, call: str,
                   drop: str | None = None) -> object:
    """Compare the built ``part`` of the widget ``[data-testid=widget]`` with ``module``'s ``call`` on its ``data``.

    Args:
        page: a Playwright page showing the built page (its scripts loaded).
        widget: the widget root's ``data-testid``.
        part: a selector, inside the root, of what the build drew.
        data: a selector, inside the root, of the JSON of the first state; or that state itself
            (the engine's answer the plugin drew, when the page does not carry it).
        module: the script (``quiz.js``) beside ``widgets.js``.
        call: its exported function: (data, words) -> a node.
        drop: a selector of what the build adds around the first state only (the solver's example hand, a noscript).
    """
    return page.evaluate(_COMPARE, {"widget": widget, "part": part, "data": data, "module": module, "call": call, "drop": drop})

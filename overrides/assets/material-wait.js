// Material's script waits for the engine on a practice page (overrides/main.html says how).
// Jinja includes it: no double braces, brace-percent or brace-hash.

(function () {
  var page = /** @type {import("../../types/page-globals").EngineWindow} */ (window);
  // Material's bundle, which the template wrote with a type that neither loads nor runs it.
  var found = /** @type {HTMLScriptElement | null} */ (document.querySelector('script[type="text/rl-later"]'));
  if (!found) return;
  var held = found;
  var released = false;
  function release() {
    if (released) return;
    released = true;
    // The bundle starts its components on the document's DOMContentLoaded, which has fired by
    // the time it runs here: a listener it adds for that event while it loads is given one.
    var doc = /** @type {Document & {addEventListener: Document["addEventListener"]}} */ (document);
    var add = doc.addEventListener;
    /** @type {(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => void} */
    var late = function (type, listener, options) {
      if (!listener) return;
      if (type !== "DOMContentLoaded") return add.call(doc, type, listener, options);
      setTimeout(function () {
        var event = new Event("DOMContentLoaded");
        // (The page's hreflang links hidden meanwhile, as site_meta.py's guard hides them at the
        // real event: the bundle would fetch a sitemap.xml next to each.)
        var links = document.querySelectorAll("link[rel=alternate][hreflang]");
        links.forEach(function (link) { link.setAttribute("rel", "x-rummylab-alternate"); });
        try {
          if (typeof listener === "function") listener.call(doc, event);
          else listener.handleEvent(event);
        } finally {
          links.forEach(function (link) { link.setAttribute("rel", "alternate"); });
        }
      }, 0);
    };
    doc.addEventListener = late;
    var script = document.createElement("script");
    script.src = /** @type {string} */ (held.getAttribute("src"));
    script.onload = script.onerror = function () { delete (/** @type {any} */ (doc)).addEventListener; };
    held.after(script);
  }
  page.__rlReleaseMaterial = release;
  if (page.__rlMaterialMayStart) release();
  setTimeout(release, 4000);
  // The reader's first touch, key or focus (the search field, a link tabbed to) loads it at once.
  ["pointerdown", "keydown", "focusin"].forEach(function (type) {
    document.addEventListener(type, release, { capture: true, once: true, passive: true });
  });
})();

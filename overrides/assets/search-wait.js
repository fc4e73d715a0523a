// Material's search waits for the engine on a practice page (overrides/main.html says how).
// Jinja includes it: no double braces, brace-percent or brace-hash.

(function () {
  var page = /** @type {import("../../types/page-globals").EngineWindow} */ (window);
  if (!document.querySelector("[data-rl-widget]") || !window.EventTarget) return;
  var released = false;
  /** @type {(() => void)[]} */
  var onRelease = [];
  function release() {
    if (released) return;
    released = true;
    onRelease.splice(0).forEach(function (f) { f(); });
  }
  /** @param {() => void} f */
  function whenReleased(f) { if (released) f(); else onRelease.push(f); }
  page.__rlReleaseSearch = release;
  if (page.__rlSearchMayStart) release();
  setTimeout(release, 4000);
  document.addEventListener("focusin", function (e) {
    var target = /** @type {Element} */ (e.target);
    if (target.closest && target.closest(".md-search")) release();
  });
  // (Material asks for the index with an XMLHttpRequest: its send waits.)
  /** @typedef {XMLHttpRequest & {__rlSearchIndex?: boolean}} Request */
  var xhr = window.XMLHttpRequest && window.XMLHttpRequest.prototype;
  if (xhr) {
    var open = xhr.open, send = xhr.send;
    /** @this {Request} @param {string} _method @param {string | URL} url */
    xhr.open = function (_method, url) {
      this.__rlSearchIndex = /\/search\/search_index\.json([?#]|$)/.test(String(url));
      return open.apply(this, /** @type {any} */ (arguments));
    };
    /** @this {Request} */
    xhr.send = function () {
      var self = this, args = /** @type {any} */ (arguments);
      if (!self.__rlSearchIndex) return send.apply(self, args);
      whenReleased(function () { send.apply(self, args); });
    };
  }
  var Real = window.Worker;
  /**
   * Material's search worker, created once the search may start; until then, a stand-in that
   * keeps its messages.
   * @param {string | URL} url
   * @param {WorkerOptions} [options]
   */
  function Waiting(url, options) {
    if (!/\/workers\/search\.[^/]*\.js/.test(String(url))) return new Real(url, options);
    window.Worker = Real;
    var proxy = /** @type {EventTarget & Pick<Worker, "postMessage" | "terminate">} */ (new EventTarget());
    /** @type {any[]} */
    var waiting = [];
    /** @type {Worker | null} */
    var worker = null;
    whenReleased(function () {
      var made = new Real(url, options);
      worker = made;
      made.addEventListener("message", function (e) {
        proxy.dispatchEvent(new MessageEvent("message", { data: e.data }));
      });
      waiting.splice(0).forEach(function (m) { made.postMessage(m); });
    });
    proxy.postMessage = function (/** @type {any} */ m) { if (worker) worker.postMessage(m); else waiting.push(m); };
    proxy.terminate = function () { if (worker) worker.terminate(); };
    return proxy;
  }
  window.Worker = /** @type {typeof Worker} */ (/** @type {unknown} */ (Waiting));
})();

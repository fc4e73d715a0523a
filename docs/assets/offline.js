// Loaded on every page (overrides/main.html): registers the site's service worker (sw.js at the
// site's root, written by site_plugins/offline.py) and tells the reader when a new version of the
// site is ready, in the page's language (the notice's words are in the page: #offline-notice's
// <template>).
//
// - The worker is registered once the page has loaded and, on a page with live tools, once the
//   engine has finished loading (or failed): its precache downloads the whole site, which must not
//   compete with the reader's first answer.
// - A new build's worker installs its whole cache in the background, then waits. The notice's
//   Reload button lets it take over ("skip-waiting"); when it does, every open page of the site
//   reloads, so no page keeps running on files of the build whose cache was just deleted.

const SW_URL = new URL("../sw.js", import.meta.url);
const UPDATE_EVERY_MS = 60 * 60 * 1000;

/** @returns {Promise<unknown>} */
function loaded() {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
}

// On a page with live tools, until the engine is ready or has stopped (a page without one: at once).
async function engineSettled() {
  if (!document.querySelector("[data-rl-widget]")) return;
  const { engine } = await import("./engine.js");
  const busy = () => engine.stage === "loading-runtime" || engine.stage === "loading-engine";
  if (!busy()) return;
  await /** @type {Promise<void>} */ (new Promise((resolve) => {
    const off = engine.onStage(() => {
      if (!busy()) { off(); resolve(); }
    });
  }));
}

/** @param {ServiceWorker} worker */
function offer(worker) {
  const root = /** @type {HTMLElement | null} */ (document.querySelector("[data-testid=offline-notice]"));
  const template = root && /** @type {HTMLTemplateElement | null} */ (root.querySelector("template[data-rl-offline-update]"));
  if (!root || !template || root.querySelector("[data-testid=offline-reload]")) return;
  root.append(template.content.cloneNode(true));
  root.dataset.state = "update-ready";
  // (The template's buttons, just added.)
  /** @type {HTMLButtonElement} */ (root.querySelector("[data-testid=offline-reload]")).addEventListener("click", (event) => {
    /** @type {HTMLButtonElement} */ (event.currentTarget).disabled = true;
    worker.postMessage({ type: "skip-waiting" });
  });
  /** @type {HTMLButtonElement} */ (root.querySelector("[data-testid=offline-later]")).addEventListener("click", () => {
    for (const child of [...root.children]) if (child !== template) child.remove();
    root.dataset.state = "dismissed";
  });
}

async function register() {
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    // A new build took over: this page's files belong to the old one (whose cache is gone).
    if (hadController) window.location.reload();
  });
  const registration = await container.register(SW_URL.href, { scope: new URL("./", SW_URL).pathname });
  const watch = (/** @type {ServiceWorker | null} */ worker) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === "installed" && container.controller) offer(worker);
    };
    worker.addEventListener("statechange", check);
    check();
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  // The browser looks for a new build at each page opened; a page kept open looks every hour.
  setInterval(() => registration.update().catch(() => {}), UPDATE_EVERY_MS);
  document.documentElement.dataset.rlOffline = "registered";
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  loaded().then(engineSettled).then(register).catch((err) => {
    // No worker (blocked by the browser, private mode): the site works as before, online.
    document.documentElement.dataset.rlOffline = "unavailable";
    console.info("rummylab: the offline copy is not available:", err && err.message || err);
  });
}

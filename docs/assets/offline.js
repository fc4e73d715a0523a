// Loaded on every page (overrides/main.html): registers the site's service worker (sw.js at the
// site's root, written by site_plugins/offline.py), says what is kept for offline use, keeps the
// page's language when the reader asks, and tells the reader when a new version of the site is
// ready, in the page's language (the words are in the page: #offline-notice's <template>, the
// footer's data-w-* attributes, overrides/partials/copyright.html).
//
// - The worker is registered once the page has loaded and, on a page with live tools, once the
//   engine has finished loading (or failed): nothing it fetches competes with the first answer.
// - Once it is active, the page asks it to keep this page and what the page loaded (the shell,
//   from the HTTP cache), and on a page with tools the runtime: a first visit to a rules page
//   downloads nothing more than the shell. The rest of the language is kept when the reader
//   presses "Keep this site for offline use", or at once on an unmetered connection that does not
//   ask to save data (navigator.connection: saveData false and type wifi or ethernet; a browser
//   that does not say so is asked, never assumed unmetered).
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
  const ready = await container.ready;
  await keepThisPage(/** @type {ServiceWorker} */ (ready.active));
}

/**
 * Ask the active worker something and wait for its answer (on a port of its own).
 * @param {ServiceWorker} worker @param {Record<string, unknown>} message @returns {Promise<any>}
 */
function ask(worker, message) {
  const channel = new MessageChannel();
  const answer = new Promise((resolve) => { channel.port1.onmessage = (event) => resolve(event.data); });
  worker.postMessage(message, [channel.port2]);
  return answer;
}

/** Whether the connection says it costs nothing and the reader did not ask to save data. */
function unmetered() {
  const connection = /** @type {{saveData?: boolean, type?: string} | undefined} */ (
    /** @type {{connection?: unknown}} */ (navigator).connection);
  return Boolean(connection && connection.saveData === false && (connection.type === "wifi" || connection.type === "ethernet"));
}

const LANG = document.documentElement.lang;

/** The footer's line about what is kept offline, and its button. @param {ServiceWorker} worker */
async function keepThisPage(worker) {
  const box = /** @type {HTMLElement | null} */ (document.querySelector("[data-testid=offline-box]"));
  const line = box && /** @type {HTMLElement} */ (box.querySelector("[data-testid=offline-status]"));
  const button = box && /** @type {HTMLButtonElement} */ (box.querySelector("[data-testid=offline-keep]"));
  const format = new Intl.NumberFormat(LANG);
  /** @param {string} key @param {number} [n] */
  const words = (key, n = 0) => ((box && box.getAttribute(`data-w-${key}`)) || "").replace("{n}", format.format(n));
  let failed = false;
  const show = async () => {
    if (!box || !line || !button) return;
    const state = await ask(worker, { type: "status", lang: LANG, path: location.href });
    if (state.error) return;
    let text;
    if (state.keeping) text = words("keeping", state.keeping.total ? Math.floor(100 * state.keeping.done / state.keeping.total) : 0);
    else if (failed) text = words("keep_failed");
    else if (state.all) text = words("kept_all");
    else if (!state.page) text = words("kept_not");
    else text = state.others === 0 ? words("kept_page") : state.others === 1 ? words("kept_pages_1") : words("kept_pages_n", state.others);
    if (state.tools && !state.keeping) text += ` ${words("kept_tools")}`;
    line.textContent = text;
    button.hidden = Boolean(state.all);
    button.disabled = Boolean(state.keeping);
    box.dataset.state = state.keeping ? "keeping" : state.all ? "all" : state.page ? "page" : "none";
    box.hidden = false;
  };
  const keepLanguage = () => {
    failed = false;
    ask(worker, { type: "keep-language", lang: LANG });
    show();
  };
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if ((data.type === "keeping" || data.type === "kept") && data.lang === LANG) {
      if (data.type === "kept") failed = !data.ok;
      show();
    }
  });
  navigator.serviceWorker.startMessages();
  if (button) button.addEventListener("click", keepLanguage);
  const urls = [location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name)];
  const tools = Boolean(document.querySelector("[data-rl-widget]"));
  if (tools) {
    const { engine } = await import("./engine.js");
    for (const file of engine.files || []) urls.push(new URL(`../pyodide/${file.name}`, import.meta.url).href);
  }
  await show();
  await ask(worker, { type: "keep", urls, runtime: tools });
  await show();
  // (The decision, for tests and diagnostics: html[data-rl-offline-auto] "keep" or "ask".)
  if (unmetered()) {
    const state = await ask(worker, { type: "status", lang: LANG, path: location.href });
    if (!state.all && !state.keeping) keepLanguage();
  }
  document.documentElement.dataset.rlOfflineAuto = unmetered() ? "keep" : "ask";
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  loaded().then(engineSettled).then(register).catch((err) => {
    // No worker (blocked by the browser, private mode): the site works as before, online.
    document.documentElement.dataset.rlOffline = "unavailable";
    console.info("rummylab: the offline copy is not available:", err && err.message || err);
  });
}

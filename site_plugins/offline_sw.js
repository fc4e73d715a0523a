// rummylab's service worker, written to the site's root as sw.js by site_plugins/offline.py, which
// puts this build's id and file list in the two constants below. No library: it is this file.
//
// - install: every file of the build (the pages of the four languages, the assets, the Pyodide
//   runtime and the engine wheel) goes into ONE cache, rummylab-site-<build id>. Each download
//   skips the HTTP cache's copy unless the server confirms it (cache: "no-cache") and must have the
//   SHA-256 the build listed, or the install fails (a host half-way through a deploy, a stale
//   proxy): a worker never holds a mix of two builds. An install that failed resumes where it
//   stopped (what is already in the cache was checked).
// - activate (when no page uses the old worker any more, or when a page asks: "skip-waiting"):
//   every other cache named rummylab-site-* is deleted. Other caches are never touched (the
//   engine's memory snapshot is no cache: a file of the origin private file system).
// - fetch: a GET inside the scope is answered from this build's cache only, never from another
//   cache, so a page and the runtime it loads always come from one build. A page address the build
//   does not have gets the build's 404 page of its language (status 404); anything else that is not
//   in the cache goes to the network as usual.

const BUILD = "@BUILD@";
/**
 * [path relative to the scope, sha256 hex] of every file of the build ("en/" is en/index.html).
 * @type {[string, string][]}
 */
const FILES = [];
/**
 * The 404 page of each language folder ("" = the default language, at the root).
 * @type {{[folder: string]: string}}
 */
const NOT_FOUND = {};

// This script's global scope: a service worker's (the type check's WebWorker library gives `self`
// only what every worker has).
const scope = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const PREFIX = "rummylab-site-";
const CACHE = PREFIX + BUILD;
const SCOPE = new URL("./", scope.location.href).href;
const LISTED = new Set(FILES.map(([path]) => path));
const PARALLEL = 6;

/** @param {ArrayBuffer} buffer */
function hex(buffer) {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function precache() {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((request) => request.url));
  const todo = FILES.filter(([path]) => !have.has(new URL(path, SCOPE).href));
  let next = 0;
  async function lane() {
    while (next < todo.length) {
      const [path, sha] = todo[next++];
      const url = new URL(path, SCOPE).href;
      const response = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
      if (!response.ok) throw new Error(`rummylab offline copy: ${path} answered HTTP ${response.status}`);
      const body = await response.arrayBuffer();
      if (hex(await crypto.subtle.digest("SHA-256", body)) !== sha) {
        throw new Error(`rummylab offline copy: ${path} is not the file of build ${BUILD}`);
      }
      const headers = { "Content-Type": response.headers.get("Content-Type") || "application/octet-stream" };
      await cache.put(url, new Response(body, { status: 200, headers }));
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  // The cache may have been deleted meanwhile (another build's worker took over and cleaned up):
  // then this install fails, and the browser tries again at its next check.
  const stored = new Set((await (await caches.open(CACHE)).keys()).map((request) => request.url));
  const missing = FILES.filter(([path]) => !stored.has(new URL(path, SCOPE).href));
  if (missing.length) throw new Error(`rummylab offline copy: ${missing.length} files of build ${BUILD} went missing`);
}

scope.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

scope.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
  })());
});

// {type: "skip-waiting"}: take over now (the notice's Reload button). {type: "build"} with a
// MessagePort: answers {build} on the port (which build a page runs on; tests and diagnostics).
scope.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "skip-waiting") scope.skipWaiting();
  else if (type === "build" && event.ports[0]) event.ports[0].postMessage({ build: BUILD });
});

/**
 * The path of a request inside the scope, as FILES writes it (no query, index.html dropped). An
 * address whose percent escapes are no UTF-8 (/en/%E0%A4%A/) stays as it came: no file of the
 * build has that name, so a page address gets its language's 404 page like any unknown one.
 * @param {URL} url
 */
function pathOf(url) {
  const raw = url.href.slice(SCOPE.length).split(/[?#]/, 1)[0];
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // URIError: malformed escapes; decodeURI would have thrown the fetch into a network error.
  }
  return path.endsWith("index.html") && (path === "index.html" || path.endsWith("/index.html"))
    ? path.slice(0, -"index.html".length) : path;
}

/** @param {string} path */
function notFoundPage(path) {
  const first = path.split("/", 1)[0];
  return Object.prototype.hasOwnProperty.call(NOT_FOUND, first) ? NOT_FOUND[first] : NOT_FOUND[""];
}

/** @param {Request} request @param {URL} url */
async function answer(request, url) {
  const cache = await caches.open(CACHE);
  const path = pathOf(url);
  const hit = LISTED.has(path) && await cache.match(new URL(path, SCOPE).href);
  if (hit) return hit;
  // An archive's gzip copy (rummylab-worker.js asks for it where the host sends no brotli twin):
  // this cache holds the archive itself, of this build, which the worker takes as it is.
  const archive = path.endsWith(".gz") && LISTED.has(path.slice(0, -3)) && await cache.match(new URL(path.slice(0, -3), SCOPE).href);
  if (archive) return archive;
  if (request.mode === "navigate" && !LISTED.has(path)) {
    if (LISTED.has(`${path}/`)) return Response.redirect(new URL(`${path}/`, SCOPE).href + url.search + url.hash, 301);
    const page = await cache.match(new URL(notFoundPage(path), SCOPE).href);
    if (page) return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers });
  }
  return fetch(request); // not in this build's cache (or evicted): the network, as without a worker
}

scope.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request, new URL(request.url)));
});

// rummylab's service worker, written to the site's root as sw.js by site_plugins/offline.py, which
// puts this build's id, file list and 404 pages in the three constants below. No library: it is
// this file.
//
// One cache per build, rummylab-site-<build id>, holding only files of that build, each checked
// against the SHA-256 the build listed. What goes into it, by the group each file has in FILES:
//
// - install: the shell ("shell": the assets, each language's 404 page and manifest) and, when
//   another build's cache is there (an update), everything that cache held (its pages, its
//   runtime, the languages the reader kept): a new build replaces the reader's copy as a whole.
//   A file another cache holds with the same hash is copied, not downloaded. Any file that does
//   not arrive or is not this build's (a host half-way through a deploy) fails the install: a
//   worker never holds a mix of two builds. A failed install resumes where it stopped.
// - fetch: a listed file is answered from the cache; one not kept yet comes from the network and
//   is kept when its hash is this build's: so the pages a reader opens, and the runtime the
//   engine's worker fetches ("runtime", and the "copy" files it asks for by name on some hosts:
//   the archives' gzip copies, the brotli copies, the shipped snapshot). A response with other bytes (the host
//   now serves a newer build) is passed on as the host sent it, as without a worker, but never
//   kept: the worker looks for the new build at once, which installs as a whole and waits for
//   the reader's Reload (the page's notice). A page address the build does not have gets the
//   build's 404 page of its language (status 404); anything unlisted goes to the network.
// - messages from a page (docs/assets/offline.js):
//   {type: "keep", urls, runtime}: keep these addresses (the page and what it loaded before this
//     worker controlled it: from the HTTP cache, mostly) and, with runtime, the runtime of a
//     plain start (a tool was used);
//   {type: "keep-language", lang}: keep every file of that language, the shell and the runtime
//     (the reader's "Keep this site for offline use", or an unmetered connection); progress is
//     posted to every page as {type: "keeping", lang, done, total}, then {type: "kept", lang, ok};
//   {type: "status", lang, path} (with a port): what is kept, {pages, others, all, tools, keeping};
//   {type: "skip-waiting"}: take over now (the notice's Reload button);
//   {type: "build"} (with a port): {build}, which build a page runs on (tests and diagnostics).
// - activate: every other cache named rummylab-site-* is deleted. Other caches are never
//   touched (the engine's memory snapshot is no cache: a file of the origin private file system).

const BUILD = "@BUILD@";
/**
 * [path relative to the scope, sha256 hex, group] of every file a reader may keep ("en/" is
 * en/index.html); group: "shell", "runtime", "copy" or a language ("pt", "en" …).
 * @type {[string, string, string][]}
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
/** @type {Map<string, {sha: string, group: string}>} */
const LISTED = new Map(FILES.map(([path, sha, group]) => [path, { sha, group }]));
// Each kept response carries its hash, so another build's worker can copy it instead of downloading.
const SHA_HEADER = "X-Rummylab-SHA256";
// The languages the reader chose to keep (JSON list), an entry of the cache beside the files: an
// address no file of the site has.
const KEPT_KEY = new URL("__rummylab/kept-languages.json", SCOPE).href;
const PARALLEL = 6;
// The engine's worker asks which host it is on (twins.bin's Content-Encoding): kept with the file.
const RUNTIME = "pyodide/";
const TWINS = `${RUNTIME}twins.bin`;
// The runtime's description (rummylab.json): which copy stands for which file on a host without twins.
const ABOUT = `${RUNTIME}rummylab.json`;

/** @param {string} path */
const href = (path) => new URL(path, SCOPE).href;
/** @param {string} path */
const isPage = (path) => path === "" || path.endsWith("/");

/** @param {ArrayBuffer} buffer */
async function sha256(buffer) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", buffer))]
    .map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether bytes are the listed file's. A copy (X.gz) a host sent with Content-Encoding (so the
 * browser inflated it) holds the archive X itself, which the engine's worker takes as it is.
 * @param {string} path @param {string} hash
 */
function isThisBuild(path, hash) {
  const entry = LISTED.get(path);
  if (!entry) return false;
  if (entry.sha === hash) return true;
  const plain = entry.group === "copy" && LISTED.get(path.replace(/\.gz$/, ""));
  return Boolean(plain && plain.sha === hash);
}

/** @param {string} path @param {ArrayBuffer} body @param {Response} response */
function stored(path, body, response) {
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Type": response.headers.get("Content-Type") || "application/octet-stream",
    [SHA_HEADER]: /** @type {{sha: string}} */ (LISTED.get(path)).sha,
  };
  const encoding = response.headers.get("Content-Encoding");
  if (path === TWINS && encoding) headers["Content-Encoding"] = encoding;
  return new Response(body, { status: 200, headers });
}

/**
 * Download one listed file into the cache, checked. The HTTP cache's copy first (a page just
 * loaded it: nothing is sent again); one that is not this build's is asked again of the server.
 * @param {Cache} cache @param {string} path
 */
async function download(cache, path) {
  for (const mode of /** @type {RequestCache[]} */ (["default", "no-cache"])) {
    const response = await fetch(href(path), { cache: mode, credentials: "same-origin" });
    if (!response.ok) throw new Error(`rummylab offline copy: ${path} answered HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if (isThisBuild(path, await sha256(body))) {
      await cache.put(href(path), stored(path, body, response));
      return;
    }
  }
  throw new Error(`rummylab offline copy: ${path} is not the file of build ${BUILD}`);
}

/** Every other build's cache (to copy from, and to delete once this one is active). */
async function otherCaches() {
  return Promise.all((await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE)
    .map((name) => caches.open(name)));
}

/**
 * Put every path into this build's cache: what it holds already stays, a file another build's
 * cache holds with the same hash is copied, the rest is downloaded (six at a time).
 * @param {string[]} paths @param {(done: number, total: number) => void} [progress]
 */
async function keep(paths, progress = () => {}) {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((request) => request.url));
  const todo = [...new Set(paths)].filter((path) => LISTED.has(path) && !have.has(href(path)));
  const others = await otherCaches();
  let next = 0;
  let done = 0;
  progress(0, todo.length);
  async function lane() {
    while (next < todo.length) {
      const path = todo[next++];
      const sha = /** @type {{sha: string}} */ (LISTED.get(path)).sha;
      let copied = false;
      for (const other of others) {
        const old = await other.match(href(path));
        if (old && old.headers.get(SHA_HEADER) === sha) {
          await cache.put(href(path), old);
          copied = true;
          break;
        }
      }
      if (!copied) await download(cache, path);
      progress(++done, todo.length);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  // The cache may have been deleted meanwhile (another build's worker took over and cleaned up).
  const now = new Set((await (await caches.open(CACHE)).keys()).map((request) => request.url));
  const missing = todo.filter((path) => !now.has(href(path)));
  if (missing.length) throw new Error(`rummylab offline copy: ${missing.length} files of build ${BUILD} went missing`);
}

/** @param {string} group */
const pathsOf = (group) => FILES.filter((file) => file[2] === group).map(([path]) => path);

/**
 * The runtime of a start, as the engine's worker fetches it on this host: from a host that sends
 * brotli twins (twins.bin arrives with Content-Encoding: br) the files themselves, from any other
 * the copy rummylab.json names for each file ("copies": the archives' gzip copies, the wasm's brotli
 * copy), which it asks for by name there. That wasm's copy has no data segments and runs only from
 * a snapshot (rummylab.json's data_less): with it, the shipped snapshot's copy, so that a page
 * opened offline starts even where the origin has kept no snapshot of its own yet.
 */
async function runtimePaths() {
  await keep([TWINS, ABOUT]);
  return runtimeOf(await caches.open(CACHE));
}

/**
 * runtimePaths() from what the cache holds of twins.bin and rummylab.json (without them: the files).
 * @param {Cache} cache
 */
async function runtimeOf(cache) {
  const twins = await cache.match(href(TWINS));
  const about = await cache.match(href(ABOUT));
  const twinHost = Boolean(twins && twins.headers.get("Content-Encoding") === "br");
  /** @type {{copies?: {[name: string]: string}, data_less?: string, snapshot?: {file?: string}}} */
  const manifest = (!twinHost && about && (await about.json())) || {};
  const copies = manifest.copies || {};
  const paths = pathsOf("runtime").map((path) => {
    const copy = copies[path.slice(RUNTIME.length)];
    return copy && LISTED.has(RUNTIME + copy) ? RUNTIME + copy : path;
  });
  const shipped = manifest.snapshot && manifest.snapshot.file && copies[manifest.snapshot.file];
  if (manifest.data_less && paths.includes(RUNTIME + manifest.data_less) && shipped && LISTED.has(RUNTIME + shipped)) {
    paths.push(RUNTIME + shipped);
  }
  return paths;
}

/** @returns {Promise<string[]>} */
async function keptLanguages(cache = caches.open(CACHE)) {
  const entry = await (await cache).match(KEPT_KEY);
  return entry ? entry.json() : [];
}

scope.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    // An update keeps what the reader had: every listed address another build's cache held.
    const paths = pathsOf("shell");
    /** @type {Set<string>} */
    const languages = new Set();
    for (const other of await otherCaches()) {
      for (const request of await other.keys()) {
        if (request.url.startsWith(SCOPE)) paths.push(pathOf(new URL(request.url)));
      }
      for (const lang of await keptLanguages(Promise.resolve(other))) languages.add(lang);
    }
    for (const lang of languages) paths.push(...pathsOf(lang));
    await keep(paths);
    if (languages.size) await (await caches.open(CACHE)).put(KEPT_KEY, Response.json([...languages]));
  })());
});

scope.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
  })());
});

/** @param {unknown} message */
async function tellPages(message) {
  // (A first visit's page is not controlled by this worker: it asked all the same.)
  for (const client of await scope.clients.matchAll({ type: "window", includeUncontrolled: true })) client.postMessage(message);
}

// The language being kept, with its progress (one at a time: a second request joins the first).
/** @type {{lang: string, done: number, total: number, promise: Promise<boolean>} | null} */
let keeping = null;

/** @param {string} lang */
function keepLanguage(lang) {
  if (keeping) return keeping.promise;
  const state = { lang, done: 0, total: 0, promise: Promise.resolve(false) };
  keeping = state;
  state.promise = (async () => {
    try {
      const runtime = await runtimePaths();
      await keep([...pathsOf("shell"), ...pathsOf(lang), ...runtime], (done, total) => {
        state.done = done;
        state.total = total;
        if (done === 0 || done === total || done % 10 === 0) tellPages({ type: "keeping", lang, done, total });
      });
      const languages = new Set(await keptLanguages());
      languages.add(lang);
      await (await caches.open(CACHE)).put(KEPT_KEY, Response.json([...languages]));
      return true;
    } catch (err) {
      console.warn(err);
      return false;
    } finally {
      keeping = null;
    }
  })();
  state.promise.then((ok) => tellPages({ type: "kept", lang, ok }));
  return state.promise;
}

/** @param {string} lang @param {string} page */
async function status(lang, page) {
  const cache = await caches.open(CACHE);
  const kept = new Set((await cache.keys()).map((request) => pathOf(new URL(request.url))));
  const pages = pathsOf(lang).filter(isPage);
  const runtime = pathsOf("runtime").filter((path) => path !== TWINS);
  return {
    // (An address the build does not have shows its language's 404 page, kept with the shell.)
    page: LISTED.has(page) ? kept.has(page) : kept.has(notFoundPage(page)),
    others: pages.filter((path) => path !== page && kept.has(path)).length,
    all: pathsOf(lang).every((path) => kept.has(path)),
    // A start's files, a copy (X.gz, X.nodata.br) standing for its file; the wasm's copy without
    // data segments with the shipped snapshot's copy that it runs from (runtimeOf).
    tools: runtime.every((path) => kept.has(path) ||
      [...kept].some((other) => other.startsWith(`${path}.`) && (LISTED.get(other) || {}).group === "copy")) &&
      (await runtimeOf(cache)).every((path) => !path.endsWith(".br") || kept.has(path)),
    keeping: keeping && keeping.lang === lang ? { done: keeping.done, total: keeping.total } : null,
  };
}

scope.addEventListener("message", (event) => {
  const data = event.data || {};
  const port = event.ports[0];
  /** @param {Promise<unknown>} work */
  const reply = (work) => event.waitUntil(work.then((answer) => port && port.postMessage(answer),
    (err) => port && port.postMessage({ error: String(err) })));
  if (data.type === "skip-waiting") scope.skipWaiting();
  else if (data.type === "build" && port) port.postMessage({ build: BUILD });
  else if (data.type === "keep") {
    const paths = (Array.isArray(data.urls) ? data.urls : []).filter((/** @type {unknown} */ url) =>
      typeof url === "string" && url.startsWith(SCOPE)).map((/** @type {string} */ url) => pathOf(new URL(url)));
    reply((async () => {
      await keep(paths.filter((/** @type {string} */ path) => LISTED.has(path)));
      if (data.runtime) await keep(await runtimePaths());
      return { ok: true };
    })());
  } else if (data.type === "keep-language" && typeof data.lang === "string") {
    reply(keepLanguage(data.lang).then((ok) => ({ ok })));
  } else if (data.type === "status" && typeof data.lang === "string") {
    reply(status(data.lang, typeof data.path === "string" ? pathOf(new URL(data.path, SCOPE)) : ""));
  }
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

/**
 * A listed file not kept yet, from the network: passed on as it came, and kept when it is this
 * build's (checked on a copy, so the page is not kept waiting for the hash).
 * @param {FetchEvent} event @param {string} path
 */
async function fetchAndKeep(event, path) {
  const response = await fetch(event.request);
  if (!response.ok || response.status !== 200 || response.redirected || response.type !== "basic") return response;
  const copy = response.clone();
  event.waitUntil((async () => {
    const body = await copy.arrayBuffer();
    if (isThisBuild(path, await sha256(body))) {
      await (await caches.open(CACHE)).put(href(path), stored(path, body, copy));
    } else {
      // The host serves another build now: never kept; its worker installs and the page offers it.
      scope.registration.update().catch(() => {});
    }
  })().catch(() => {}));
  return response;
}

/**
 * Offline, a runtime file that was not kept in the form asked for, from the form that was: the
 * engine's worker takes an archive for its gzip copy as it is (and falls back to the archive when
 * a copy fails), and a gzip copy kept stands for its archive, inflated.
 * @param {Cache} cache @param {string} path
 */
async function standIn(cache, path) {
  const copy = /^(.*)\.gz$/.exec(path);
  if (copy) return cache.match(href(copy[1]));
  const packed = LISTED.has(`${path}.gz`) && await cache.match(href(`${path}.gz`));
  if (!packed || !packed.body) return undefined;
  const head = new Uint8Array(await packed.clone().arrayBuffer(), 0, 2);
  const gzip = head[0] === 0x1f && head[1] === 0x8b; // (a copy kept inflated is the archive itself)
  return new Response(gzip ? packed.body.pipeThrough(new DecompressionStream("gzip")) : packed.body,
    { status: 200, headers: { "Content-Type": "application/octet-stream" } });
}

/** @param {FetchEvent} event @param {URL} url */
async function answer(event, url) {
  const request = event.request;
  const cache = await caches.open(CACHE);
  const path = pathOf(url);
  if (LISTED.has(path)) {
    const hit = await cache.match(href(path));
    if (hit) return hit;
    try {
      return await fetchAndKeep(event, path);
    } catch (err) {
      const substitute = await standIn(cache, path);
      if (substitute) return substitute;
      throw err; // offline, and not kept: a network error, as without a worker
    }
  }
  if (request.mode === "navigate") {
    if (LISTED.has(`${path}/`)) return Response.redirect(href(`${path}/`) + url.search + url.hash, 301);
    const page = await cache.match(href(notFoundPage(path)));
    if (page) return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers });
  }
  return fetch(request); // not a file of this build: the network, as without a worker
}

scope.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(event, new URL(request.url)));
});

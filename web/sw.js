// The Renju tutor's service worker: it keeps every file of the site so that
// the app starts and runs without a network, one version at a time.
//
// This file is a template: the site build (cmd/serve -precompress, which
// calls web.WriteOffline) fills in VERSION, a hash over the content of
// every file of the site, and FILES, each file with the SHA-256 of its
// bytes. A new build is new bytes here, so the browser installs the new
// worker; that worker copies the whole new version into a cache of its
// own (every file checked against its hash, so that a half-copied or
// mixed-up version is never kept), then waits. The page (loader.js) offers
// "Reload": only then does it take over ("skip-waiting"), and the page
// reloads once, whole, from the new version; the old version's cache is
// deleted. Until then the old worker serves the old files: never a
// silent half-update.
//
// Everything in the cache is served from it, cache-first; the rest, and a
// request that asks to bypass caches, goes to the network. The server may send a file Brotli- or gzip-encoded; the
// cache keeps the bytes the browser decoded, with headers that say so.
"use strict";

const VERSION = "development";
const FILES = [];

// The caches of this site (its scope), one per version.
const SCOPE = new URL(self.registration.scope);
const PREFIX = "renju-tutor:" + SCOPE.pathname + ":";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(keep());
});

// keep copies every file into this version's cache, checked against its
// hash; a file already kept (an install tried before) is not fetched again.
// On a first visit the page has just downloaded the app's module, which it
// ran, and offers those bytes (fromPages): a file offered whose SHA-256 is
// the one listed is kept as given, anything else is fetched. Fetching the
// tutor's module again cost a first visit about 0.2 s of CPU (20 MB read
// from the HTTP cache and decoded again by the network service, then
// checked by the fetch's integrity).
async function keep() {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const file of FILES) {
    if (!(await cache.match(new URL(file[0], SCOPE).href))) missing.push(file);
  }
  const offered = missing.length ? await fromPages(missing.map(([name]) => name)) : new Map();
  await Promise.all(
    missing.map(async ([name, integrity]) => {
      const url = new URL(name, SCOPE).href;
      const given = offered.get(name);
      if (given && (await sha256(given.blob)) === integrity) {
        await cache.put(url, kept(given.blob, new Headers(given.headers)));
        return;
      }
      // "no-cache": the browser may answer from its HTTP cache only after
      // the server says the copy is current (a 304), so nothing stale.
      const resp = await fetch(url, { cache: "no-cache", integrity, credentials: "same-origin" });
      if (!resp.ok) throw new Error(name + ": HTTP " + resp.status);
      await cache.put(url, kept(await resp.blob(), resp.headers));
    }),
  );
}

// How long a page may take to answer fromPages: a page whose loader does
// not answer (an older version's) only delays the install by it.
const ASK_PAGES_MS = 5000;

// fromPages asks this site's open pages for the files of names they
// downloaded whole and still hold (web/loader.js, "renju:downloaded?"),
// and gives name → {blob, headers}. Nothing is trusted: keep checks each
// against its hash.
async function fromPages(names) {
  const got = new Map();
  let pages = [];
  try {
    pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  } catch (e) {
    return got;
  }
  await Promise.all(
    pages.map(
      (page) =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          const timer = setTimeout(resolve, ASK_PAGES_MS);
          channel.port1.onmessage = (e) => {
            clearTimeout(timer);
            const files = (e.data && e.data.files) || [];
            for (const f of files) {
              if (f && names.includes(f.name) && f.blob instanceof Blob && Array.isArray(f.headers) && !got.has(f.name)) {
                got.set(f.name, f);
              }
            }
            resolve();
          };
          try {
            page.postMessage({ renju: "downloaded?", names }, [channel.port2]);
          } catch (e) {
            clearTimeout(timer);
            resolve();
          }
        }),
    ),
  );
  return got;
}

// sha256 is blob's SHA-256 as a Subresource Integrity value.
async function sha256(blob) {
  try {
    const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", await blob.arrayBuffer()));
    let bin = "";
    for (const b of sum) bin += String.fromCharCode(b);
    return "sha256-" + btoa(bin);
  } catch (e) {
    return "";
  }
}

// Headers that describe the bytes on the wire, not the bytes kept.
const WIRE = new Set(["content-encoding", "content-length", "transfer-encoding", "vary", "connection", "keep-alive", "date"]);

// kept is a file as it will be served from the cache: body, the bytes the
// browser decoded, with the headers it came with less those that describe
// the wire (an encoding, a length it no longer has).
function kept(body, from) {
  const headers = new Headers();
  for (const [k, v] of from) {
    if (!WIRE.has(k.toLowerCase())) headers.set(k, v);
  }
  headers.set("Content-Length", String(body.size));
  return new Response(body, { status: 200, statusText: "OK", headers });
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      // The first version takes over the page that installed it at once.
      await self.clients.claim();
    })(),
  );
});

// The page's "Reload": this version takes over.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  // A request that asks to bypass caches (fetch(url, {cache: "no-store"}))
  // gets the network, as it would without the worker.
  if (req.method !== "GET" || req.headers.has("range") || req.cache === "no-store" || req.cache === "reload") return;
  const url = new URL(req.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  let key = url.href;
  if (req.mode === "navigate") {
    // The app is one page, whatever its query and hash say.
    const rel = url.pathname.slice(SCOPE.pathname.length);
    if (rel !== "" && rel !== "index.html") return;
    key = new URL("index.html", SCOPE).href;
  }
  event.respondWith(cached(req, key));
});

async function cached(req, key) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreVary: true });
  return hit || fetch(req);
}

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
async function keep() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    FILES.map(async ([name, integrity]) => {
      const url = new URL(name, SCOPE).href;
      if (await cache.match(url)) return;
      // "no-cache": the browser may answer from its HTTP cache only after
      // the server says the copy is current (a 304), so nothing stale.
      const resp = await fetch(url, { cache: "no-cache", integrity, credentials: "same-origin" });
      if (!resp.ok) throw new Error(name + ": HTTP " + resp.status);
      await cache.put(url, await decoded(resp));
    }),
  );
}

// Headers that describe the bytes on the wire, not the bytes kept.
const WIRE = new Set(["content-encoding", "content-length", "transfer-encoding", "vary", "connection", "keep-alive", "date"]);

// decoded is resp as it will be served from the cache: the body the
// browser decoded, and headers that no longer claim an encoding.
async function decoded(resp) {
  const body = await resp.blob();
  const headers = new Headers();
  for (const [k, v] of resp.headers) {
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

// SPDX-License-Identifier: MIT
// sw.js: the service worker. It keeps the app (pages, modules, styles, icons and, when present,
// the WebAssembly package and the Tiled tile atlas) and every board seen on this device, so that
// with no server and no signal the app still opens and the engine makes boards with the package. The app's files are
// fetched fresh when the network answers (and kept), a board's files (immutable: a code names
// its board for good) are answered from the device first.

// The app's version: a digest of its files, written here by the build (server/embed.c for the
// server, scripts/make-site for a static site), so that any change to the app changes this
// file and the browser installs the new worker beside the old one. The new worker waits until
// the player takes it (the page's "Reload" notice, app.js) or every tab of the app is closed.
const VERSION = '@VERSION@';
const APP = `hexseed-app-${VERSION}`;
const BOARDS = 'hexseed-boards'; // shared with engine.js, which keeps the drawings it was given
const SHELL = [
  '/', '/static/app.css', '/static/app.js', '/static/engine.js', '/static/generator.js', '/static/generators.js',
  '/static/boardpage.js', '/static/form.js', '/static/view.js', '/static/recent.js', '/static/words.js',
  '/static/drawing.js', '/static/empire.js', '/static/print.js', '/static/qr.js', '/static/qrcode.js', '/static/engine-worker.js', '/static/favicon.svg', '/static/icon.svg', '/static/icon-192.png',
  '/static/icon-512.png', '/static/manifest.json',
  '/event', '/static/event.js', // the tournament kit's page (event.html)
];
// The package beside the app (make wasm: the server embeds it, make site copies it) and the
// Tiled maps' tile atlas: kept when they answer (a server built without the package has none).
const EXTRA = ['/static/hexseed.js', '/static/hexseed-core.wasm', '/hexseed-tiles.png'];
// Drawings of the other generators, fixed by their query (the page's engine keeps those the
// package made, under these addresses, so that downloads work offline).
const GENERATED = /^\/(landmass|terrain)\.svg$/;
// Tables the forms are built from: kept when fetched.
const TABLES = ['/api', '/api/rules', '/api/layouts'];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(APP);
    await cache.addAll(SHELL);
    await Promise.all(EXTRA.map((url) => cache.add(url).catch(() => null)));
    // the first worker of this device takes over at once; a new version waits for the player
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    // the app's files of older versions go; the boards seen stay (a code names its board for good)
    for (const name of await caches.keys()) if (name.startsWith('hexseed-app') && name !== APP) await caches.delete(name);
    await self.clients.claim();
  })());
});

// The page's notice: "skip-waiting" when the player takes the new version; "version" asks
// which version this worker is.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
  else if (event.data === 'version' && event.source) event.source.postMessage({ version: VERSION });
});

// Network first; what answers is kept under `key`; with no network, what was kept.
async function fresh(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key || request, response.clone());
    return response;
  } catch (e) {
    const kept = await cache.match(key || request, { ignoreVary: true });
    if (kept) return kept;
    throw e;
  }
}

// The device first (a board's files never change); else the network, kept.
async function kept(request) {
  const cache = await caches.open(BOARDS);
  const have = await cache.match(request, { ignoreVary: true });
  if (have) return have;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function page(request) {
  const url = new URL(request.url);
  const board = /^\/board\/[0-9a-z]+$/.test(url.pathname);
  try {
    return await fresh(request, board ? BOARDS : APP, board ? request : url.pathname === '/' ? '/' : null);
  } catch (e) {
    // offline and never seen: the app's shell makes the page (a board page by its code too)
    const shell = await caches.match(url.pathname === '/event' ? '/event' : '/', { ignoreSearch: true });
    if (shell) return shell;
    throw e;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (/^\/board\/[0-9a-z]+\.(svg|json|txt)$/.test(url.pathname) || GENERATED.test(url.pathname)) {
    event.respondWith(kept(request));
  } else if (url.pathname === '/hexseed-tiles.png' || url.pathname === '/board/hexseed-tiles.png') {
    event.respondWith(fresh(request, APP, '/hexseed-tiles.png')); // one atlas, served in both folders
  } else if (url.pathname.startsWith('/static/') || TABLES.includes(url.pathname)) {
    event.respondWith(fresh(request, APP));
  }
});

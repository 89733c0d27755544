// SPDX-License-Identifier: MIT
// app.js: the hexseed UI's entry (an ES module, no build step). It wires the parts that every
// page shares and starts the page's own: a generator page (generator.js, the table in
// generators.js) or a board's page (boardpage.js). Boards come from engine.js, which answers
// from the server or, offline, from the WebAssembly package; the service worker (sw.js) keeps
// the app and every board seen on the device.
import { setupBoardPage } from './boardpage.js';
import { setupGenerator } from './generator.js';
import { qrSvg } from './qr.js';
import { setupStar } from './recent.js';
import { setupCopy, setupMenu, setupShare, setupTheme, setupViewer, watchSize } from './view.js';

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => { /* an insecure origin or a static host without it */ });
}

function start() {
  setupTheme();
  setupMenu();
  setupCopy();
  setupShare(qrSvg);
  setupViewer();
  setupStar();
  watchSize();
  if (document.body.dataset.page === 'board') setupBoardPage();
  else setupGenerator();
  registerServiceWorker();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();

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
import { setupCopy, setupDownloads, setupMenu, setupShare, setupTheme, setupViewer, watchSize } from './view.js';

// The service worker, and the notice when a new version of the app is ready: it waits (sw.js)
// until the player taps Reload, which lets it take over and reloads the page under it.
function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
  });
  const offer = (worker) => {
    if (!worker || !navigator.serviceWorker.controller || document.getElementById('update')) return;
    const box = document.createElement('div');
    box.id = 'update';
    box.className = 'update';
    box.setAttribute('role', 'status');
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'tool', textContent: 'Reload' });
    button.addEventListener('click', () => {
      reloading = true;
      button.disabled = true;
      worker.postMessage('skip-waiting');
    });
    box.append(Object.assign(document.createElement('span'), { textContent: 'A new version of hexseed is ready.' }), button);
    document.querySelector('header.bar').after(box); // at the top of the page, where a page opens
  };
  navigator.serviceWorker.register('/sw.js').then((registration) => {
    offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      if (worker) worker.addEventListener('statechange', () => { if (worker.state === 'installed') offer(worker); });
    });
  }).catch(() => { /* an insecure origin or a static host without it */ });
}

function start() {
  setupTheme();
  setupMenu();
  setupCopy();
  setupShare(qrSvg);
  setupViewer();
  setupStar();
  setupDownloads();
  watchSize();
  if (document.body.dataset.page === 'board') setupBoardPage();
  else setupGenerator();
  registerServiceWorker();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();

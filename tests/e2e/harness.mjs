// SPDX-License-Identifier: MIT
// harness.mjs: what the browser tests (*.test.mjs) share: where the hexseed binary, the
// screenshots and the browser are, a `hexseed serve` of their own, a plain static host for the
// site folder, and browser contexts without time limits.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exe = process.env.HS_HEXSEED_EXE || path.join(root, 'build', 'hexseed');
export const shots = process.env.HS_SCREENSHOTS || path.join(root, 'build', 'screenshots');
const browserPath = process.env.HS_CHROMIUM || '/usr/bin/chromium';
mkdirSync(shots, { recursive: true });

// Starts `hexseed serve --port 0` and resolves with the child and its URL from the "serving on" line.
export function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(exe, ['serve', '--port', '0', '--threads', '2', '--quiet'], { stdio: ['ignore', 'ignore', 'pipe'] });
    // no deadline: the server says when it listens (however slow the machine), or exits
    let text = '';
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = text.match(/serving on (http:\/\/[0-9.]+:[0-9]+)/);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${text}`)));
  });
}

// A plain static host, as any web host serves files: the folder `dirOf()` names at each request
// (a test may swap the site for a new version), index.html for a folder, 404 for what is not
// there, no-cache. Resolves with the server (close it) and its URL.
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json',
  '.wasm': 'application/wasm' };
export function startStaticHost(dirOf) {
  return new Promise((resolve) => {
    const host = createServer((req, res) => {
      const dir = dirOf();
      let file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
      if (!file.startsWith(dir)) file = dir;
      if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><title>Not found</title>');
        return;
      }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
      res.end(readFileSync(file));
    });
    host.listen(0, '127.0.0.1', () => resolve({ host, url: `http://127.0.0.1:${host.address().port}` }));
  });
}

// Waits until the board is drawn and not busy, and returns its code.
export async function settled(page) {
  await page.waitForSelector('#board[aria-busy="false"] svg');
  return page.locator('#board').getAttribute('data-code');
}

// Does `act` and waits for a new board to be drawn in its place; returns the new code.
export async function newCode(page, act) {
  const old = await page.locator('#board').getAttribute('data-code');
  await act();
  await page.waitForFunction((c) => {
    const b = document.querySelector('#board');
    return b.dataset.code && b.dataset.code !== c && b.getAttribute('aria-busy') === 'false';
  }, old);
  return page.locator('#board').getAttribute('data-code');
}

let browser;

// Debian's chromium driven by playwright-core: the browser newContext opens its contexts in.
export async function launchBrowser() {
  browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  return browser;
}

// A browser context whose actions, waits and navigations have no time limit: a test waits for
// what it needs however slow the machine is; only the runner's hang guard (tests/e2e/run) ends
// a test that never gets it.
export async function newContext(options) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(0);
  context.setDefaultNavigationTimeout(0);
  return context;
}

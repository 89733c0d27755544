// SPDX-License-Identifier: MIT
// harness.mjs: what the browser tests (*.test.mjs) share: where the hexseed binary, the
// screenshots and the browser are, a `hexseed serve` of their own, and browser contexts
// without time limits.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
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

// SPDX-License-Identifier: MIT
// offline.test.mjs: the app offline wherever it is served (issue 35). The app `hexseed serve`
// serves (with the WebAssembly package embedded, as `make build` builds it) makes boards with no
// signal, with the server's codes, and a board on screen stays usable when something needs the
// network; every Download chip saves a real file (Playwright's download event: its suggested
// name and its bytes) online and offline, from the server and from a static host (make site);
// and a new version of the site installs itself and says so with a Reload button.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, newContext, root, shots, newCode, settled, startServer, startStaticHost } from './harness.mjs';

const siteDir = process.env.HS_SITE || path.join(root, 'build-site');
const haveSite = existsSync(path.join(siteDir, 'static', 'hexseed-core.wasm'));

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// The server first (the tests of the served app need to know whether it has the package).
const { child: server, url: base } = await startServer();
const packaged = (await fetch(`${base}/static/hexseed-core.wasm`)).ok;
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  server.kill('SIGTERM');
});

// Loads `url`, waits for the service worker to take the page, then reloads under it.
async function firstVisit(page, url) {
  await page.goto(url);
  await settled(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  return settled(page);
}

// Clicks the chip and answers the download: its suggested name and its bytes.
async function download(page, selector) {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return { name: d.suggestedFilename(), bytes: readFileSync(await d.path()) };
}

const fromServer = async (u) => Buffer.from(await (await fetch(base + u)).arrayBuffer());

// A PNG's width and height, from its IHDR chunk (after the 8-byte signature).
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

// Every board file a chip saves, checked against the hexseed server's own file of that code.
async function checkBoardDownloads(page, code, what) {
  const svg = await download(page, '#dl-svg');
  assert.equal(svg.name, `hexseed-${code}.svg`, what);
  assert.equal(svg.bytes.toString(), (await fromServer(`/board/${code}.svg`)).toString(), `${what}: the SVG`);
  const json = await download(page, '#dl-json');
  assert.equal(json.name, `hexseed-${code}.json`, what);
  const board = JSON.parse(json.bytes.toString());
  assert.deepEqual(board, JSON.parse((await fromServer(`/board/${code}.json`)).toString()), `${what}: the JSON`);
  const txt = await download(page, '#dl-txt');
  assert.equal(txt.name, `hexseed-${code}.txt`, what);
  assert.equal(txt.bytes.toString(), (await fromServer(`/board/${code}.txt`)).toString(), `${what}: the board line`);
  const tmj = await download(page, '#dl-tmj');
  assert.equal(tmj.name, `hexseed-${code}.tmj`, what);
  assert.equal(tmj.bytes.toString(), (await fromServer(`/board/${code}.tmj`)).toString(), `${what}: the Tiled map`);
  const tiles = await download(page, '#dl-tiles');
  assert.equal(tiles.name, 'hexseed-tiles.png', what);
  assert.ok(tiles.bytes.equals(await fromServer('/hexseed-tiles.png')), `${what}: the tile atlas`);
  assert.ok(JSON.parse(tmj.bytes.toString()).tilesets.some((t) => t.image === 'hexseed-tiles.png'), 'the map names the atlas');
  const png = await download(page, '#dl-png');
  assert.equal(png.name, `hexseed-${code}.png`, what);
  // the server's width; its height within a pixel (the page knows the drawing's size in whole units)
  const [w, h] = pngSize(png.bytes), [sw, sh] = pngSize(await fromServer(`/board/${code}.png`));
  assert.equal(w, sw, `${what}: the PNG's width`);
  assert.ok(Math.abs(h - sh) <= 1, `${what}: the PNG's height ${h}, the server's ${sh}`);
}

// The PDF chip with no server: the page lays the print pages out and opens the print dialog
// (stubbed here); Chromium prints them to a PDF, whose pages must be the paper's size, as many
// as the server's PDF of the board has (the overview and the real-size sheets), with a test
// square of 50 mm: measured on page 1 drawn by pdftoppm at 254 dpi (10 pixels a millimetre),
// the box of the square's corner marks.
async function checkPrint(page, selector, code, paper, what) {
  await page.evaluate(() => { window.print = () => { window.hexseedPrinted = true; }; window.hexseedPrinted = false; });
  await page.click(selector);
  await page.waitForFunction(() => window.hexseedPrinted);
  assert.match(await page.locator('.dl-status').textContent(), /50 mm square/);
  const sheets = await page.locator('#print-sheets .print-sheet').count();
  assert.ok(sheets >= 2, `${what}: ${sheets} print pages`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexseed-print-'));
  try {
    const file = path.join(dir, 'board.pdf');
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    assert.match(info, new RegExp(`^Pages: +${sheets}$`, 'm'), what);
    writeFileSync(path.join(dir, 'server.pdf'), await fromServer(`/board/${code}.pdf${paper === 'letter' ? '?paper=letter' : ''}`));
    const served = execFileSync('pdfinfo', [path.join(dir, 'server.pdf')], { encoding: 'utf8' });
    assert.equal(sheets, Number(served.match(/^Pages: +(\d+)$/m)[1]), `${what}: as many pages as the server's PDF`);
    const [pw, ph] = paper === 'letter' ? [215.9, 279.4] : [210, 297];
    const size = info.match(/^Page size: +([0-9.]+) x ([0-9.]+) pts/m);
    assert.ok(Math.abs(Number(size[1]) - pw * 72 / 25.4) < 0.5 && Math.abs(Number(size[2]) - ph * 72 / 25.4) < 0.5, `${what}: ${size[0]}`);
    execFileSync('pdftoppm', ['-r', '254', '-f', '1', '-l', '1', '-gray', '-singlefile', file, path.join(dir, 'page')]);
    const pgm = readFileSync(path.join(dir, 'page.pgm'));
    const head = pgm.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
    const [w, h, start] = [Number(head[1]), Number(head[2]), head[0].length];
    // the square's corner: 10 mm from the right, 20 mm from the foot; look a little around it
    let x0 = Infinity, x1 = -1, y0 = Infinity, y1 = -1;
    for (let y = Math.round((ph - 71) * 10); y < Math.round((ph - 17) * 10); y++) {
      for (let x = Math.round((pw - 70) * 10); x < Math.min(w, Math.round((pw - 5) * 10)); x++) {
        if (pgm[start + y * w + x] < 128) { x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y); }
      }
    }
    assert.ok(h > 0 && x1 > x0, `${what}: no square found`);
    assert.ok(Math.abs(x1 + 1 - x0 - 500) <= 3 && Math.abs(y1 + 1 - y0 - 500) <= 3,
      `${what}: the square is ${(x1 + 1 - x0) / 10} x ${(y1 + 1 - y0) / 10} mm`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the served app (hexseed serve, the package embedded)', { skip: !packaged && 'hexseed built without -Dwasm_package (make build WASM=no)' }, () => {
  let context, page;
  before(async () => {
    context = await newContext({ ...PHONE, acceptDownloads: true });
    page = await context.newPage();
  });
  after(async () => context && context.close());

  test('serves the package, and makes boards with the server\'s codes offline', async () => {
    const r = await fetch(`${base}/static/hexseed-core.wasm`);
    assert.equal(r.headers.get('content-type'), 'application/wasm');
    assert.equal((await fetch(`${base}/static/hexseed.js`)).status, 200);
    assert.equal(await firstVisit(page, `${base}/catan?seed=42`), '0xjiwxm2');
    await context.setOffline(true);
    for (let k = 0; k < 2; k++) {
      const code = await newCode(page, () => page.click('#new'));
      const p = new URL(page.url()).searchParams;
      const api = await (await fetch(`${base}/api/catan?seed=${p.get('seed')}&rules=${p.get('rules')}`)).json();
      assert.equal(code, api.code);
      assert.equal(await page.isVisible('#zoom'), true);
      assert.equal(await page.isVisible('#star'), true);
      assert.equal(await page.locator('#board.stale').count(), 0);
    }
    // balanced, under rules and a Seafarers scenario: the package, in the page's worker
    await page.goto(`${base}/catan?seed=5&balanced=1&iterations=10000`);
    const balanced = await settled(page);
    assert.equal(balanced, (await (await fetch(`${base}/api/catan?seed=5&balanced=1&iterations=10000`)).json()).code);
    await page.goto(`${base}/seafarers?seed=9&scenario=four-islands&players=5-6`);
    assert.equal(await settled(page), (await (await fetch(`${base}/api/seafarers?seed=9&scenario=four-islands&players=5-6`)).json()).code);
    // a code never seen on this device opens
    await page.fill('#code-input', '0xjiwxm4');
    assert.equal(await newCode(page, () => page.click('#open-code button[type="submit"]')), '0xjiwxm4');
    await page.screenshot({ path: path.join(shots, 'offline-served-board.png'), fullPage: true });
  });

  test('every download offline is a real file, the server\'s bytes; the PDF is printed from the page', async () => {
    await page.goto(`${base}/catan?seed=42`);
    assert.equal(await settled(page), '0xjiwxm2');
    await checkBoardDownloads(page, '0xjiwxm2', 'served, offline');
    await checkPrint(page, '#dl-pdf', '0xjiwxm2', 'a4', 'served, offline, A4');
    // a board made offline (the package's links): the same files
    const code = await newCode(page, () => page.click('#new'));
    await checkBoardDownloads(page, code, 'served, a board made offline');
    await checkPrint(page, '#dl-letter', code, 'letter', 'served, offline, Letter');
    await context.setOffline(false);
  });

  test('online, the board page\'s chips save the server\'s files', async () => {
    await page.goto(`${base}/board/0xjiwxm2`);
    const [d] = await Promise.all([page.waitForEvent('download'), page.click('.downloads a:text("Tiles for Tiled")')]);
    assert.equal(d.suggestedFilename(), 'hexseed-tiles.png');
    assert.ok(readFileSync(await d.path()).equals(await fromServer('/hexseed-tiles.png')));
    const [t] = await Promise.all([page.waitForEvent('download'), page.click('.downloads a:text("Text")')]);
    assert.equal(t.suggestedFilename(), 'hexseed-0xjiwxm2.txt');
    assert.equal(readFileSync(await t.path(), 'utf8'), (await fromServer('/board/0xjiwxm2.txt')).toString());
  });
});

test('without the package, a failure for want of a connection leaves the board on screen usable', async () => {
  const context = await newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route('**/static/hexseed.js', (r) => r.fulfill({ status: 404, body: 'none' }));
  await page.goto(`${base}/catan?seed=42`);
  assert.equal(await settled(page), '0xjiwxm2');
  await context.setOffline(true);
  await page.click('#new');
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.locator('#error').textContent(), /still the one its code names/);
  assert.equal(await page.locator('#board.stale').count(), 0);
  assert.equal(await page.locator('#board').getAttribute('data-code'), '0xjiwxm2');
  assert.equal(await page.isVisible('#zoom'), true);
  assert.equal(await page.isVisible('#star'), true);
  assert.equal(await page.getAttribute('#dl-svg', 'href'), '/board/0xjiwxm2.svg');
  await page.screenshot({ path: path.join(shots, 'offline-error-board-kept.png'), fullPage: true });
  await context.close();
});

describe('a static host (make site)', { skip: !haveSite && 'no build-site/ (make site)' }, () => {
  const folder = { dir: siteDir };
  let host, site, context, page, other;
  before(async () => {
    ({ host, url: site } = await startStaticHost(() => folder.dir));
    context = await newContext({ ...PHONE, acceptDownloads: true });
    page = await context.newPage();
  });
  after(async () => {
    if (context) await context.close();
    if (host) host.close();
    if (other) rmSync(other, { recursive: true, force: true });
  });

  test('every download online and offline is a real file, the server\'s bytes', async () => {
    assert.equal(await firstVisit(page, `${site}/catan?seed=42`), '0xjiwxm2');
    await checkBoardDownloads(page, '0xjiwxm2', 'static, online');
    await checkPrint(page, '#dl-pdf', '0xjiwxm2', 'a4', 'static, online');
    await context.setOffline(true);
    await page.goto(`${site}/catan?seed=42`);
    assert.equal(await settled(page), '0xjiwxm2');
    await checkBoardDownloads(page, '0xjiwxm2', 'static, offline');
    const code = await newCode(page, () => page.click('#new'));
    await checkBoardDownloads(page, code, 'static, a new board offline');
    await checkPrint(page, '#dl-letter', code, 'letter', 'static, offline, Letter');
    await page.screenshot({ path: path.join(shots, 'offline-static-downloads.png'), fullPage: true });
    await context.setOffline(false);
  });

  test('a new version of the site installs itself and offers a Reload', async () => {
    // the first version is in charge; the host then serves a second one
    await page.goto(`${site}/catan?seed=42`);
    await settled(page);
    const version = () => page.evaluate(() => new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.version), { once: true });
      navigator.serviceWorker.controller.postMessage('version');
    }));
    const first = await version();
    assert.match(first, /^[0-9a-f]{16}$/);
    assert.equal(await page.locator('#update').count(), 0);
    other = mkdtempSync(path.join(os.tmpdir(), 'hexseed-site-'));
    cpSync(siteDir, other, { recursive: true });
    writeFileSync(path.join(other, 'static', 'app.css'), readFileSync(path.join(other, 'static', 'app.css'), 'utf8') + '\n/* v2 */\n');
    const second = 'f'.repeat(16) === first ? '0'.repeat(16) : 'f'.repeat(16);
    writeFileSync(path.join(other, 'sw.js'), readFileSync(path.join(other, 'sw.js'), 'utf8').replace(first, second));
    folder.dir = other;
    await page.reload();
    await settled(page);
    await page.waitForSelector('#update button');
    assert.match(await page.locator('#update').textContent(), /A new version of hexseed is ready/);
    assert.equal(await version(), first); // the old one still serves until the player says
    for (const [w, h] of [[320, 568], [390, 844], [568, 320], [1280, 800]]) {
      await page.setViewportSize({ width: w, height: h });
      for (const theme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: theme });
        await page.screenshot({ path: path.join(shots, `offline-update-notice-${w}x${h}-${theme}.png`) });
      }
    }
    await page.setViewportSize(PHONE.viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await Promise.all([page.waitForEvent('load'), page.click('#update button')]);
    await settled(page);
    assert.equal(await version(), second);
    assert.equal(await page.locator('#update').count(), 0);
    folder.dir = siteDir;
  });
});

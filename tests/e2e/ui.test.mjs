// ui.test.mjs: the web UI in a real browser (Debian's chromium driven by playwright-core), on a
// phone and a desktop viewport: load, generate, randomize, copy the share link, open it and get
// the identical board, download an SVG, errors, dark mode. Screenshots go to build/screenshots/.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exe = process.env.HS_HEXSEED_EXE || path.join(root, 'build', 'hexseed');
const shots = process.env.HS_SCREENSHOTS || path.join(root, 'build', 'screenshots');
const browserPath = process.env.HS_CHROMIUM || '/usr/bin/chromium';
mkdirSync(shots, { recursive: true });

const viewports = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

let server, base, browser;

// Starts `hexseed serve --port 0` and resolves with its URL from the "serving on" line.
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(exe, ['serve', '--port', '0', '--threads', '2', '--quiet'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    const timer = setTimeout(() => reject(new Error('the server did not start: ' + text)), 15000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = text.match(/serving on (http:\/\/[0-9.]+:[0-9]+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${text}`)));
  });
}

before(async () => {
  const s = await startServer();
  server = s.child;
  base = s.url;
  browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
});

async function boardCode(page) {
  return page.locator('#board').getAttribute('data-code');
}

// Waits until the board is drawn and not busy, and returns its code.
async function settled(page) {
  await page.waitForSelector('#board[aria-busy="false"] svg');
  return boardCode(page);
}

for (const [name, options] of Object.entries(viewports)) {
  describe(`on a ${name}`, () => {
    let context, page;
    before(async () => {
      context = await browser.newContext({ ...options, acceptDownloads: true, colorScheme: 'light' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      page = await context.newPage();
    });
    after(async () => context && context.close());

    test('loads and draws the board of the URL', async () => {
      await page.goto(`${base}/?seed=42`);
      assert.equal(await settled(page), '0xjiwxm2');
      assert.equal(await page.locator('#title').textContent(), 'Catan board');
      assert.equal(await page.inputValue('#share'), `${base}/board/0xjiwxm2`);
      assert.equal(await page.getAttribute('#dl-svg', 'href'), '/board/0xjiwxm2.svg');
      await page.screenshot({ path: path.join(shots, `${name}-load.png`), fullPage: true });
    });

    test('generates from the form, and the form survives a reload', async () => {
      await page.selectOption('#f-mode', '5-6');
      await page.waitForURL(/mode=5-6/);
      const code = await settled(page);
      assert.notEqual(code, '0xjiwxm2');
      await page.check('input[name="rules"][value="extremes"]');
      await page.waitForURL(/rules=red%2Cextremes/);
      const code2 = await settled(page);
      assert.notEqual(code2, code);
      await page.reload();
      assert.equal(await settled(page), code2);
      assert.equal(await page.inputValue('#f-mode'), '5-6');
      assert.equal(await page.inputValue('#f-seed'), '42');
      assert.equal(await page.isChecked('input[name="rules"][value="extremes"]'), true);
      assert.equal(await page.isChecked('input[name="rules"][value="equal"]'), false);
    });

    test('randomize makes a new seed and board', async () => {
      const before = await boardCode(page);
      await page.click('#randomize');
      await page.waitForFunction((old) => {
        const b = document.querySelector('#board');
        return b.dataset.code !== old && b.getAttribute('aria-busy') === 'false';
      }, before);
      const seed = await page.inputValue('#f-seed');
      assert.match(seed, /^[0-9]+$/);
      assert.ok(page.url().includes(`seed=${seed}`));
    });

    test('copies the share link, which opens the identical board', async () => {
      const code = await settled(page);
      const drawn = await page.locator('#board svg').evaluate((svg) => svg.outerHTML);
      await page.click('#copy');
      await page.waitForSelector('#copy[data-copied]');
      const copied = await page.evaluate(() => navigator.clipboard.readText().catch(() => null))
        ?? await page.getAttribute('#copy', 'data-copied');
      assert.equal(copied, `${base}/board/${code}`);
      const other = await context.newPage();
      const response = await other.goto(copied);
      assert.equal(response.status(), 200);
      assert.equal(await other.locator('#code').textContent(), code);
      const shown = await other.locator('#board svg').evaluate((svg) => svg.outerHTML);
      assert.equal(shown, drawn);
      await other.screenshot({ path: path.join(shots, `${name}-board-page.png`), fullPage: true });
      await other.close();
    });

    test('downloads the SVG of the board', async () => {
      const code = await settled(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#dl-svg')]);
      assert.equal(download.suggestedFilename(), `hexseed-${code}.svg`);
      const file = readFileSync(await download.path(), 'utf8');
      const direct = await (await fetch(`${base}/board/${code}.svg`)).text();
      assert.equal(file, direct);
      assert.ok(file.startsWith('<svg'));
      // the other downloads answer with their types
      for (const [id, type] of [['#dl-png', 'image/png'], ['#dl-pdf', 'application/pdf']]) {
        const href = await page.getAttribute(id, 'href');
        const r = await fetch(base + href, { method: 'HEAD' });
        assert.equal(r.status, 200);
        assert.equal(r.headers.get('content-type'), type);
      }
    });

    test('shows a bad value as an error beside the form', async () => {
      await page.fill('#f-seed', 'abc');
      await page.click('#generate');
      await page.waitForSelector('#error:not([hidden])');
      assert.match(await page.locator('#error').textContent(), /seed 'abc' is not a whole number/);
      assert.equal(await page.getAttribute('#f-seed', 'aria-invalid'), 'true');
      await page.fill('#f-seed', '42');
      await page.click('#generate');
      await page.waitForSelector('#error', { state: 'hidden' });
    });

    test('switches to dark mode and remembers it', async () => {
      await page.click('#theme');
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(bg, 'rgb(20, 23, 28)');
      await page.reload();
      await settled(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      await page.screenshot({ path: path.join(shots, `${name}-dark.png`), fullPage: true });
      await page.click('#theme');
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    });
  });
}

test('follows the system dark mode without a choice', async () => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  await page.goto(`${base}/?seed=7`);
  await settled(page);
  assert.equal(await page.getAttribute('html', 'data-theme'), null);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(20, 23, 28)');
  await context.close();
});

describe('the other generators', () => {
  let context, page;
  before(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, colorScheme: 'light' });
    page = await context.newPage();
  });
  after(async () => context && context.close());

  test('the menu lists every generator the server offers', async () => {
    await page.goto(`${base}/?seed=42`);
    await settled(page);
    await page.waitForSelector('#nav a[href="/house-rules"]');
    const labels = await page.locator('#nav a').allTextContents();
    assert.deepEqual(labels, ['Catan', 'Seafarers', 'Landmass', 'House rules', 'Hex Empire', 'Land & water']);
  });

  test('seafarers: a board on a landmass, and its page', async () => {
    await page.goto(`${base}/seafarers?landmass=146:25&seed=1`);
    const code = await settled(page);
    assert.equal(code, 'fqzq8iuzym9');
    assert.equal(await page.isVisible('[data-field="players"]'), false);
    assert.equal(await page.isVisible('[data-field="swap"]'), true);
    await page.screenshot({ path: path.join(shots, 'desktop-seafarers.png'), fullPage: true });
    await page.goto(await page.inputValue('#share'));
    assert.match(await page.locator('.facts').textContent(), /landmass 146:25/);
    await page.click('text=Edit these options');
    assert.equal(await settled(page), code);
    assert.equal(await page.inputValue('#f-landmass'), '146:25');
  });

  test('landmass: drawn from rule and start, with its rating and a board link', async () => {
    await page.goto(`${base}/landmass?rule=146&start=25`);
    await page.waitForSelector('#board[aria-busy="false"] svg');
    assert.match(await page.locator('#facts').textContent(), /24 of 44 hexes/);
    assert.equal(await page.getAttribute('#facts a', 'href'), '/seafarers?landmass=146:25&swap=0');
    assert.equal(await page.inputValue('#share'), `${base}/landmass?rule=146&start=25&swap=0`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#dl-svg')]);
    assert.equal(download.suggestedFilename(), 'hexseed-landmass-146-25-0.svg');
    await page.click('#randomize');
    await page.waitForFunction(() => !location.search.includes('rule=146&start=25'));
    await page.waitForSelector('#board[aria-busy="false"] svg');
    await page.screenshot({ path: path.join(shots, 'desktop-landmass.png'), fullPage: true });
  });

  test('house rules: the drawn rules, the same again from the share link', async () => {
    await page.goto(`${base}/house-rules?seed=5&count=3&intensity=50`);
    await page.waitForSelector('#board[aria-busy="false"] .rules li');
    const rules = await page.locator('.rules li strong').allTextContents();
    assert.equal(rules.length, 3);
    assert.equal(rules[0], 'Outcropping');
    assert.equal(await page.isVisible('#downloads'), false);
    await page.screenshot({ path: path.join(shots, 'desktop-house-rules.png'), fullPage: true });
    await page.fill('#f-count', '27');
    await page.click('#generate');
    await page.waitForSelector('#error:not([hidden])');
    assert.match(await page.locator('#error').textContent(), /count '27' is not a whole number from 1 to 26/);
    const other = await context.newPage();
    await other.goto(`${base}/house-rules?intensity=50&count=3&seed=5`);
    await other.waitForSelector('#board[aria-busy="false"] .rules li');
    assert.deepEqual(await other.locator('.rules li strong').allTextContents(), rules);
    await other.close();
  });
});

test('hex empire: a game map by number, with its capitals', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${base}/empire?map=42`);
  await page.waitForSelector('#board[aria-busy="false"] svg');
  assert.match(await page.locator('#facts').textContent(), /Accra, Monrovia/);
  assert.equal(await page.inputValue('#share'), `${base}/empire?map=42&width=20&height=11&land=2&paths=0&names=1`);
  await page.screenshot({ path: path.join(shots, 'desktop-empire.png'), fullPage: true });
  await page.click('#randomize');
  await page.waitForFunction(() => !location.search.includes('map=42&'));
  await page.waitForSelector('#board[aria-busy="false"] svg');
  await context.close();
});

test('a balanced board: its score beside it, the factors on its page', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${base}/catan?seed=1&balanced=1`);
  const code = await settled(page);
  assert.equal(code, '1xb638m7im9');
  assert.equal(await page.isVisible('[data-field="metric"]'), true);
  assert.equal(await page.isVisible('[data-field="spiral"]'), false);
  // the score the page shows is the API's, and the board page shows the same with its factors
  const answer = await (await fetch(`${base}/api/catan?seed=1&balanced=1`)).json();
  const shown = answer.score.score.toFixed(4);
  assert.ok(answer.score.score < 0.01, `a balanced board scores ${shown}`);
  assert.equal(await page.locator('#facts dd').first().textContent(), `${shown} (0 is perfectly balanced)`);
  await page.click('#facts a');
  await page.waitForSelector('#score');
  assert.equal(await page.locator('#score tr').count(), 5);
  assert.equal(await page.locator('#score .score-value').textContent(), shown);
  await page.screenshot({ path: path.join(shots, 'desktop-board-score.png'), fullPage: true });
  await context.close();
});

test('land and water: a seeded map as a picture, its share link, a new one', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${base}/terrain?width=160&height=100&seed=7`);
  await page.waitForSelector('#board[aria-busy="false"] img.pixels');
  assert.equal(await page.locator('#board img').evaluate((img) => img.naturalWidth), 960);
  assert.match(await page.locator('#facts').textContent(), /160 × 100 cells/);
  assert.match(await page.inputValue('#share'), /\/terrain\?width=160&height=100&land-ratio=0.5&iterations=8&.*seed=7/);
  await page.screenshot({ path: path.join(shots, 'desktop-terrain.png'), fullPage: true });
  await page.selectOption('#f-method', 'subdivide');
  await page.waitForURL(/method=subdivide/);
  assert.equal(await page.isVisible('[data-field="iterations"]'), false);
  await page.click('#randomize');
  await page.waitForFunction(() => !location.search.includes('seed=7'));
  await page.waitForSelector('#board[aria-busy="false"] img.pixels');
  await context.close();
});

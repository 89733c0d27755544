// SPDX-License-Identifier: MIT
// ui.test.mjs: the web UI in a real browser (Debian's chromium driven by playwright-core), on a
// phone and a desktop viewport: load, generate, New board, copy the share link, open it and get
// the identical board, download an SVG, errors, dark mode; the board in view after every action,
// Back and Forward through boards, stars that survive a reload, full screen, no horizontal
// overflow, 44 px tap targets, every menu entry reachable and axe-core's rules on every page in
// both themes; the share link's QR code read back by a real reader. Screenshots of every page go to build/screenshots/.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchBrowser, newContext, shots, startServer } from './harness.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const viewports = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

let server, base, browser;

before(async () => {
  const s = await startServer();
  server = s.child;
  base = s.url;
  browser = await launchBrowser();
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

// Whether any of the element's box lies in the viewport (under the sticky header counts).
async function inView(page, selector) {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  });
}

// Waits for a new board after `action`, then asserts the board's box is in the viewport.
async function newBoardInView(page, action, what) {
  const before = await boardCode(page);
  await action();
  await page.waitForFunction((old) => {
    const b = document.querySelector('#board');
    return b.dataset.code && b.dataset.code !== old && b.getAttribute('aria-busy') === 'false';
  }, before);
  assert.ok(await inView(page, '#board'), `after ${what} the board is out of view`);
  return boardCode(page);
}

// Every page of the UI, by name (for the screenshots) and address.
const PAGES = [
  ['catan', '/catan?seed=42'],
  ['catan-balanced', '/catan?seed=1&balanced=1'],
  ['seafarers', '/seafarers?seed=3'],
  ['landmass', '/landmass?rule=146&start=25'],
  ['house-rules', '/house-rules?seed=5&count=3&intensity=50'],
  ['empire', '/empire?map=42'],
  ['terrain', '/terrain?width=160&height=100&seed=7'],
  ['board-page', '/board/0xjiwxm2'],
  ['board-page-balanced', '/board/1xb638m7im9'],
];

// Waits until a page has drawn what it shows.
async function pageReady(page) {
  await page.waitForFunction(() => {
    const b = document.querySelector('#board');
    return b && b.getAttribute('aria-busy') !== 'true' && b.children.length > 0 && document.querySelector('#nav a');
  });
}

// The visible controls a finger taps and their sizes below 44 x 44 px. Links inside running
// text (facts, hints, the footer) are exempt, as WCAG 2.5.8 exempts inline targets.
async function smallTargets(page) {
  return page.evaluate(() => {
    const sel = 'button, select, input:not([type="checkbox"]), a.chip, #nav a, .brand, label.check, .recent-open, .star';
    return [...document.querySelectorAll(sel)].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('dialog:not([open])');
    }).map((el) => {
      const r = el.getBoundingClientRect();
      return { el: el.id || el.className || el.tagName, text: el.textContent.trim().slice(0, 30), w: Math.round(r.width), h: Math.round(r.height) };
    }).filter((t) => t.w < 44 || t.h < 44);
  });
}

for (const [name, options] of Object.entries(viewports)) {
  describe(`on a ${name}`, () => {
    let context, page;
    before(async () => {
      context = await newContext({ ...options, acceptDownloads: true, colorScheme: 'light' });
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

    test('New board makes a new seed and board, and leaves the seed field empty', async () => {
      const before = await boardCode(page);
      await page.click('#new');
      await page.waitForFunction((old) => {
        const b = document.querySelector('#board');
        return b.dataset.code !== old && b.getAttribute('aria-busy') === 'false';
      }, before);
      assert.equal(await page.inputValue('#f-seed'), '');
      assert.match(new URL(page.url()).searchParams.get('seed'), /^[0-9]+$/);
    });

    test('copies the share link, which opens the identical board', async () => {
      const code = await settled(page);
      const drawn = await page.locator('#board svg desc').textContent();
      await page.click('#copy');
      await page.waitForSelector('#copy[data-copied]');
      const copied = await page.evaluate(() => navigator.clipboard.readText().catch(() => null))
        ?? await page.getAttribute('#copy', 'data-copied');
      assert.equal(copied, `${base}/board/${code}`);
      const other = await context.newPage();
      const response = await other.goto(copied);
      assert.equal(response.status(), 200);
      assert.equal(await other.locator('#code').textContent(), code);
      const shown = await other.locator('#board svg desc').textContent();
      assert.equal(shown, drawn);
      assert.match(shown, /^Row 1: /);
      // the facts in words, not option names
      await other.waitForFunction(() => document.querySelector('#board-facts').textContent.includes('never touch'));
      assert.match(await other.locator('#board-facts').textContent(), /GameClassic with the 5–6 player extension\s*Rules6 and 8 never touch; 2 and 12 never touch/);
      // New board never covers the board or its panel (on a phone it is the bar under the thumb,
      // below the panel's end; on a wide screen at the top of the left column)
      const bar = await other.locator('#new').boundingBox();
      const panel = await other.locator('#result').boundingBox();
      const apart = bar.x >= panel.x + panel.width || bar.x + bar.width <= panel.x
        || bar.y >= panel.y + panel.height || bar.y + bar.height <= panel.y;
      const fixedBar = await other.locator('#actionbar').evaluate((e) => getComputedStyle(e).position === 'fixed');
      assert.ok(apart || fixedBar, `New board ${JSON.stringify(bar)} over the board ${JSON.stringify(panel)}`);
      if (!fixedBar) assert.ok(bar.y < 200, `New board at the top beside the board: ${JSON.stringify(bar)}`);
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
      assert.equal(await page.getAttribute('#dl-letter', 'href'), `/board/${code}.pdf?paper=letter`);
      for (const [id, type] of [['#dl-png', 'image/png'], ['#dl-pdf', 'application/pdf'], ['#dl-letter', 'application/pdf']]) {
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
      // the old board stays, marked out of date, its links withdrawn
      assert.match(await page.getAttribute('#board', 'class'), /stale/);
      assert.equal(await page.isVisible('#dl-svg'), false);
      assert.ok(await inView(page, '#error'));
      await page.fill('#f-seed', '42');
      await page.click('#generate');
      await page.waitForSelector('#error', { state: 'hidden' });
      assert.doesNotMatch(await page.getAttribute('#board', 'class'), /stale/);
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
  const context = await newContext({ colorScheme: 'dark', viewport: { width: 800, height: 600 } });
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
    context = await newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, colorScheme: 'light' });
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
    await page.click('#new');
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
    assert.match(await page.locator('#error').textContent(), /ount '27' is not a whole number from 1 to 26/);
    const other = await context.newPage();
    await other.goto(`${base}/house-rules?intensity=50&count=3&seed=5`);
    await other.waitForSelector('#board[aria-busy="false"] .rules li');
    assert.deepEqual(await other.locator('.rules li strong').allTextContents(), rules);
    await other.close();
  });
});

test('hex empire: a game map by number, with its capitals', async () => {
  const context = await newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${base}/empire?map=42`);
  await page.waitForSelector('#board[aria-busy="false"] svg');
  assert.match(await page.locator('#facts').textContent(), /Accra, Monrovia/);
  assert.equal(await page.inputValue('#share'), `${base}/empire?map=42&width=20&height=11&land=2&paths=0&names=1`);
  await page.screenshot({ path: path.join(shots, 'desktop-empire.png'), fullPage: true });
  await page.click('#new');
  await page.waitForFunction(() => !location.search.includes('map=42&'));
  await page.waitForSelector('#board[aria-busy="false"] svg');
  await context.close();
});

test('a balanced board: its score beside it, the factors on its page', async () => {
  const context = await newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
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
  // one scale for players: the 0-100 number balance; the raw score only in the board page's details
  assert.doesNotMatch(await page.locator('#facts').textContent(), new RegExp(shown));
  assert.match(await page.locator('#facts').textContent(), /Most balanced by the hexseed score, 200,000 annealing steps/);
  assert.equal(await page.locator('.fair-value').textContent(), '100');
  assert.equal(await page.locator('.fair-band').textContent(), 'very even');
  await page.click('#facts a');
  // the server's page, once its script has moved the raw score under the bars (a loaded
  // machine can show the page before the script has run)
  await page.waitForSelector('#score .raw-score');
  assert.equal(await page.locator('#score tr').count(), 5);
  assert.equal(await page.locator('#score .score-value').textContent(), shown);
  assert.equal(await page.locator('#score h2').textContent(), 'Balance');
  assert.match(await page.locator('#score .raw-score').textContent(), new RegExp(`raw score, ${shown} \\(0 perfectly even`));
  // the bars are drawn as wide as their factor (not as stubs), the page says how it was balanced,
  // and its edit link keeps the balance settings
  const widths = await page.locator('#score td.bar').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().width));
  assert.ok(widths.every((w) => w > 60), `bar cells ${widths}`);
  // the page adds how it was balanced once the board's JSON has come (after #score, which the
  // server writes): wait for it rather than race it
  await page.locator('#board-facts dd', { hasText: 'Most balanced by the hexseed score' }).waitFor();
  assert.match(await page.locator('#board-facts').textContent(), /Most balanced by the hexseed score, 200,000 annealing steps/);
  assert.match(await page.locator('#score').textContent(), /Number balance 100/);
  await page.click('text=Edit these options');
  assert.equal(await settled(page), code);
  assert.equal(await page.inputValue('#f-balance'), 'most');
  await page.screenshot({ path: path.join(shots, 'desktop-board-score.png'), fullPage: true });
  await context.close();
});

test('locked hexes: tap to keep, Randomize rerolls the rest, the code keeps them', async () => {
  const context = await newContext(viewports.phone);
  const page = await context.newPage();
  await page.goto(`${base}/catan?seed=5`);
  const first = await settled(page);
  await page.click('#lockmode');
  assert.equal(await page.isVisible('#lockhint'), true);
  const tiles = page.locator('#board [data-tile]');
  await tiles.nth(9).click({ force: true }); // the centre, under its number token
  const kept = await page.inputValue('input[name=lock]');
  assert.match(kept, /^0,0=[a-z]+(:[0-9]+)?$/);
  assert.equal(await page.locator('#board polygon.locked').count(), 1);
  // a sign, not only a colour: a padlock over the hex's top half, taps going through it
  assert.equal(await page.locator('#board .lock-sign').count(), 1);
  const [sign, hex] = await Promise.all(['#board .lock-sign', '#board polygon.locked'].map((sel) =>
    page.locator(sel).boundingBox()));
  const middle = sign.y + sign.height / 2;
  assert.ok(sign.width >= 12 && sign.x >= hex.x && sign.x + sign.width <= hex.x + hex.width &&
    middle > hex.y && middle < hex.y + hex.height / 2, `the padlock lies over the hex's top: ${JSON.stringify({ sign, hex })}`);
  assert.equal(await page.evaluate(() => document.querySelector('dialog').open), false); // no zoom
  await page.click('#new');
  await page.waitForFunction((old) => {
    const b = document.querySelector('#board');
    return b.dataset.code !== old && b.getAttribute('aria-busy') === 'false';
  }, first);
  const code = await boardCode(page);
  // the new board keeps the hex, and its share code rebuilds it with the lock
  const board = await (await fetch(`${base}/board/${code}.json`)).json();
  const centre = board.hexes.find((h) => h.q === 0 && h.r === 0);
  assert.equal(`0,0=${centre.terrain}${centre.number ? ':' + centre.number : ''}`, kept);
  assert.equal(board.locks.length, 1);
  assert.equal(await page.locator('#board polygon.locked').count(), 1);
  assert.equal(await page.locator('#board .lock-sign').count(), 1);
  await tiles.nth(9).click({ force: true }); // tap again: free
  assert.equal(await page.inputValue('input[name=lock]'), '');
  assert.equal(await page.locator('#board .lock-sign').count(), 0);
  await page.screenshot({ path: path.join(shots, 'phone-catan-locks.png') });
  await context.close();
});

test('a board page plays the board: seat bars, a verdict, the opening spots drawn', async () => {
  const context = await newContext(viewports.phone);
  const page = await context.newPage();
  await page.goto(`${base}/board/0xjiwxm2`);
  await page.waitForSelector('#seats:not([hidden])');
  await page.click('#simulate');
  await page.waitForSelector('.seat-bars li');
  assert.equal(await page.locator('.seat-bars li').count(), 4);
  const api = await (await fetch(`${base}/api/fairness?code=0xjiwxm2`)).json();
  assert.match(await page.locator('.seat-bars').innerText(), new RegExp(`${(100 * api.seats[0].win_rate).toFixed(1)}%`));
  const verdict = await page.locator('.verdict').innerText();
  assert.match(verdict, { favoured: /^Seats? [\d, and]+ (is|are) favoured: /, none: /^No seat is (clearly )?favoured/,
    depends: /^It depends on how people play/ }[api.robust.class]);
  assert.match(verdict, /games in 100/);
  await page.click('#openings');
  await page.waitForSelector('#open-result:not([hidden])');
  // each pick of the snake draft drawn on the board in its seat's colour (a disc for a first
  // settlement, a ring for a second), a legend with the order in words, and a way back
  const marks = page.locator('#board svg g[data-openings] > g');
  assert.equal(await marks.count(), 8);
  assert.equal(await page.locator('#board svg g[data-openings] > g[data-settlement=first] > circle').count(), 4);
  assert.equal(await page.locator('#board svg g[data-openings] > g[data-settlement=second]').count(), 4);
  assert.deepEqual(await marks.evaluateAll((gs) => gs.map((g) => `${g.dataset.pick}:${g.dataset.seat}`)),
    ['1:1', '2:2', '3:3', '4:4', '5:4', '6:3', '7:2', '8:1']);
  // no two markers overlap, and each seat number is at least 11 px on the 390 px phone
  const boxes = await marks.evaluateAll((gs) => gs.map((g) => {
    const b = g.getBoundingClientRect();
    return { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
  }));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = 0; j < i; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      assert.ok(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        `markers ${j + 1} and ${i + 1} overlap: ${JSON.stringify([b, a])}`);
    }
  }
  const sizes = await page.locator('#board svg g[data-openings] text').evaluateAll((ts) => ts.map((t) => {
    const svg = t.ownerSVGElement;
    return Number(t.getAttribute('font-size')) * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  }));
  assert.equal(sizes.length, 8);
  for (const px of sizes) assert.ok(px >= 11, `a seat number ${px.toFixed(1)} px high`);
  assert.equal(await page.locator('#open-legend li').count(), 5);
  assert.match(await page.locator('#open-legend').innerText(), /Best spots if players settle in the order 1, 2, 3, 4, 4, 3, 2, 1/);
  assert.match(await page.locator('#open-legend').innerText(), /Seat 1 \(red\): first settlement \(pick 1\) on .*second settlement \(pick 8\) on/);
  await page.screenshot({ path: path.join(shots, 'phone-board-openings.png'), fullPage: true });
  await page.click('#open-back');
  assert.equal(await page.locator('#board svg g[data-openings]').count(), 0);
  await page.screenshot({ path: path.join(shots, 'phone-board-seats.png'), fullPage: true });
  // a Seafarers board: the engine does not play it, and the page does not offer it
  const sea = await (await fetch(`${base}/api/seafarers?seed=1`)).json();
  await page.goto(`${base}/board/${sea.code}`);
  await page.waitForSelector('body[data-ready="board"]');
  assert.equal(await page.locator('#seats').isHidden(), true);
  await context.close();
});

test('the QR code of a board page reads back as its share link', async () => {
  const context = await newContext(viewports.phone);
  const page = await context.newPage();
  await page.goto(`${base}/board/0xjiwxm2`);
  await pageReady(page);
  await page.click('#qr-show');
  await page.waitForSelector('#qr svg path');
  const link = await page.inputValue('#share');
  assert.equal(link, `${base}/board/0xjiwxm2`);
  // the whole code is in view, clear of the bottom bar, for the other phone's camera
  // (the page scrolls it there smoothly: wait until it is)
  await page.waitForFunction(() => {
    const r = document.querySelector('#qr svg').getBoundingClientRect();
    const bar = document.querySelector('#actionbar');
    const limit = bar && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().top : innerHeight;
    return r.top >= 0 && r.bottom <= limit;
  });
  await page.screenshot({ path: path.join(shots, 'phone-board-qr-shown.png') });
  // a real reader (Debian's zbarimg) decodes the drawing as a phone's camera would
  const svg = await page.locator('#qr svg').evaluate((el) => el.outerHTML);
  const alone = await context.newPage();
  await alone.setContent(`<body style="margin:0;background:#fff">${svg.replace('<svg', '<svg width="400" height="400"')}</body>`);
  const png = path.join(shots, 'phone-board-qr.png');
  await alone.locator('svg').screenshot({ path: png });
  const read = spawnSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' });
  assert.equal(read.status, 0, `zbarimg found no code: ${read.stderr}`);
  assert.equal(read.stdout.trim(), link);
  await context.close();
});

test('seafarers: every scenario of the box, with its own rules unless chosen', async () => {
  const context = await newContext(viewports.phone);
  const page = await context.newPage();
  await page.goto(`${base}/seafarers?seed=4`);
  await settled(page);
  assert.equal(await page.isVisible('[data-field="rules"]'), false); // the scenario's own rules
  const first = await boardCode(page);
  await page.selectOption('#f-scenario', 'four-islands');
  await page.waitForFunction((old) => {
    const b = document.querySelector('#board');
    return b.dataset.code !== old && b.getAttribute('aria-busy') === 'false';
  }, first);
  assert.match(page.url(), /scenario=four-islands/);
  assert.doesNotMatch(page.url(), /rules=/);
  const board = await (await fetch(`${base}/board/${await boardCode(page)}.json`)).json();
  assert.equal(board.scenario.name, 'four-islands');
  assert.ok(board.rules.includes('min-pips=forest:2'));
  await page.uncheck('input[name=own]');
  assert.equal(await page.isVisible('[data-field="rules"]'), true);
  await page.screenshot({ path: path.join(shots, 'phone-seafarers-scenario.png') });
  await context.close();
});

test('land and water: a seeded map as a picture, its share link, a new one', async () => {
  const context = await newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
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
  await page.click('#new');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('seed') !== '7'); // any new seed
  await page.waitForSelector('#board[aria-busy="false"] img.pixels');
  await context.close();
});

// Every page at both sizes in both themes: no horizontal overflow, no axe-core violations, tap
// targets of 44 px, every menu entry reachable; and a screenshot of each.
// Each page is loaded once a size and checked in both themes: the theme follows the system's
// (prefers-color-scheme), which the page switches to at once, so the second theme needs no reload.
for (const [size, options] of Object.entries(viewports)) {
  describe(`every page on a ${size}, light and dark`, () => {
    let context, page;
    before(async () => {
      // axe-core is injected as an inline script, which the server's CSP refuses to pages
      context = await newContext({ ...options, colorScheme: 'light', bypassCSP: true });
      page = await context.newPage();
    });
    after(async () => context && context.close());

    for (const [name, address] of PAGES) {
      test(`${name}: fits, passes axe, large targets`, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(base + address);
        await pageReady(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${name} overflows by ${overflow} px`);
        assert.deepEqual(await smallTargets(page), []);
        await page.addScriptTag({ content: axeSource });
        for (const theme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme: theme });
          assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), theme === 'dark');
          const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
          const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          assert.deepEqual(found, [], `${name} in ${theme}`);
          await page.screenshot({ path: path.join(shots, `${size}-${theme}-${name}.png`), fullPage: true });
        }
      });
    }

    test('every menu entry is reachable', async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${base}/catan?seed=42`);
      await pageReady(page);
      const hrefs = await page.locator('#nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual(hrefs, ['/catan', '/seafarers', '/landmass', '/house-rules', '/empire', '/terrain']);
      for (const href of hrefs.slice(1)) {
        if (size === 'phone') {
          assert.equal(await page.isVisible('#nav'), false);
          await page.click('#menu');
          assert.equal(await page.getAttribute('#menu', 'aria-expanded'), 'true');
        }
        const a = page.locator(`#nav a[href="${href}"]`);
        assert.ok(await inView(page, `#nav a[href="${href}"]`), `${href} is out of view`);
        await a.click();
        await page.waitForURL((u) => u.pathname === href);
        await pageReady(page);
      }
    });
  });
}

for (const [size, options] of Object.entries(viewports)) {
  describe(`boards at the table, on a ${size}`, () => {
    let context, page;
    before(async () => {
      context = await newContext({ ...options, colorScheme: 'light' });
      page = await context.newPage();
    });
    after(async () => context && context.close());

    test('after Make this board and New board the board is in view; an option change leaves the options in place', async () => {
      await page.goto(`${base}/catan?seed=42`);
      await settled(page);
      // from the bottom of the form (on a phone, far below the board)
      await page.locator('#generate').scrollIntoViewIfNeeded();
      await page.fill('#f-seed', '43');
      await newBoardInView(page, () => page.click('#generate'), 'Make this board');
      await page.locator('#generate').scrollIntoViewIfNeeded();
      await newBoardInView(page, () => page.click('#new'), 'New board');
      // an option changes the board where it is: the player goes on choosing options
      for (const [what, sel, act] of [['a new game', '#f-mode', () => page.selectOption('#f-mode', '5-6')],
        ['a rule', '#rule-equal', () => page.check('#rule-equal')],
        ['least balanced', '#f-balance', () => page.selectOption('#f-balance', 'least')]]) {
        await page.locator(sel).scrollIntoViewIfNeeded();
        const top = () => page.locator(sel).evaluate((el) => el.getBoundingClientRect().top);
        const y = await top();
        const old = await boardCode(page);
        await act();
        await page.waitForFunction((c) => document.querySelector('#board').dataset.code !== c
          && document.querySelector('#board').getAttribute('aria-busy') === 'false', old);
        // the option stays in view where the finger left it (give or take the rows the form
        // shows or hides for it): the page does not jump to the board
        const moved = Math.abs((await top()) - y);
        assert.ok(moved < 120 && await inView(page, sel), `${what} moved the option by ${moved} px`);
      }
      assert.match(page.url(), /unbalanced=1/);
      assert.ok(Number(await page.locator('.fair-value').textContent()) < 45);
      await newBoardInView(page, () => page.click('#new'), 'New board after the options');
    });

    test('on a phone the board is drawn legibly, and opens full screen', async () => {
      await page.goto(`${base}/catan?seed=42`);
      await settled(page);
      const title = await page.locator('#board svg title').textContent();
      assert.equal(title, 'hexseed classic board, 19 land hexes, 9 harbors');
      // legible: one dot per token instead of one per pip (19 tokens less the desert); the
      // four 6 and 8 tokens ringed
      assert.equal(await page.locator('#board svg circle.ring').count(), 4);
      const dots = await page.locator('#board svg circle:not(.ring)').count();
      assert.equal(dots, size === 'phone' ? 2 * 18 + 9 + 1 : 18 + 58 + 9 + 1);
      await page.click('#board');
      await page.waitForSelector('#viewer[open]');
      const box = await page.locator('#stage').boundingBox();
      const view = page.viewportSize();
      assert.ok(box.width >= view.width - 1 && box.height > view.height * 0.8, `stage ${JSON.stringify(box)}`);
      // the drawing shown, not the print file: the same share code, drawn in the page
      assert.match(await page.locator('#viewer-img svg').innerHTML(), /0xjiwxm2/);
      // a wheel zooms in (the drawing grows), a double tap resets
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -400);
      assert.match(await page.locator('#viewer-img').evaluate((i) => i.style.transform), /scale\((?!1\))/);
      await page.dblclick('#stage');
      assert.match(await page.locator('#viewer-img').evaluate((i) => i.style.transform), /scale\(1\)/);
      if (size === 'phone') {
        // two fingers spread apart: the drawing grows by their spread, then one finger pans it
        const cdp = await context.newCDPSession(page);
        const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
        const fingers = (d) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
        for (const d of [60, 80, 100, 120]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        const scale = await page.locator('#viewer-img').evaluate((i) => Number(i.style.transform.match(/scale\(([0-9.]+)\)/)[1]));
        assert.ok(Math.abs(scale - 3) < 0.01, `pinched to ${scale}`);
        const moved = (t) => t.match(/translate\((-?[0-9.]+)px, (-?[0-9.]+)px\)/).slice(1).map(Number);
        const [x0, y0] = moved(await page.locator('#viewer-img').evaluate((i) => i.style.transform));
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy, id: 3 }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx + 30, y: cy + 50, id: 3 }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        const [x1, y1] = moved(await page.locator('#viewer-img').evaluate((i) => i.style.transform));
        assert.ok(Math.abs(x1 - x0 - 30) < 0.5 && Math.abs(y1 - y0 - 50) < 0.5, `panned by ${x1 - x0}, ${y1 - y0}`);
        await cdp.detach();
      }
      await page.screenshot({ path: path.join(shots, `${size}-full-screen.png`) });
      await page.click('#viewer-close');
      assert.equal(await page.isVisible('#viewer'), false);
    });

    test('Back and Forward walk through three generated boards', async () => {
      await page.goto(`${base}/catan?seed=100`);
      const first = await settled(page);
      const second = await newBoardInView(page, () => page.click('#new'), 'Randomize');
      const third = await newBoardInView(page, () => page.click('#new'), 'Randomize');
      assert.equal(new Set([first, second, third]).size, 3);
      const back = async (go, code) => {
        await go();
        await page.waitForFunction((c) => document.querySelector('#board').dataset.code === c
          && document.querySelector('#board').getAttribute('aria-busy') === 'false', code);
        const seed = await page.inputValue('#f-seed');
        assert.ok(page.url().includes(`seed=${seed}`), `${page.url()} names seed ${seed}`);
      };
      await back(() => page.goBack(), second);
      await back(() => page.goBack(), first);
      assert.ok(page.url().includes('seed=100'));
      await back(() => page.goForward(), second);
      await back(() => page.goForward(), third);
    });

    test('a starred board survives a reload, and reopens by a tap', async () => {
      await page.goto(`${base}/catan?seed=77`);
      const code = await settled(page);
      await page.click('#star');
      assert.equal(await page.getAttribute('#star', 'aria-pressed'), 'true');
      await page.goto(`${base}/catan?seed=78`);
      await settled(page);
      await page.reload();
      await settled(page);
      const starred = page.locator('#recent-list li.starred');
      assert.equal(await starred.count(), 1);
      assert.match(await starred.textContent(), new RegExp(code));
      assert.equal(await page.locator('#recent-list li').count() >= 2, true);
      await starred.locator('a').click();
      await page.waitForURL(`${base}/board/${code}`);
      assert.equal(await page.locator('#code').textContent(), code);
      assert.equal(await page.getAttribute('#star', 'aria-pressed'), 'true');
    });

    test('keeps the last 30 boards, and every starred one', async () => {
      await page.goto(`${base}/catan?seed=42`);
      await settled(page);
      await page.evaluate(() => {
        const list = [];
        for (let k = 0; k < 40; k++) list.push({ url: `/board/x${k}`, name: `b${k}`, thumb: null, starred: k === 39, at: k });
        localStorage.setItem('hexseed-recent', JSON.stringify(list));
      });
      await newBoardInView(page, () => page.click('#new'), 'Randomize');
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('hexseed-recent')));
      assert.equal(kept.length, 30);
      assert.ok(kept.some((e) => e.url === '/board/x39' && e.starred));
      assert.ok(!kept.some((e) => e.url === '/board/x29'));
      await page.evaluate(() => localStorage.removeItem('hexseed-recent'));
    });
  });
}

describe('every option the API has', () => {
  let context, page;
  before(async () => {
    // the tables are mocked with page.route, which a service worker's own requests would bypass
    context = await newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light', serviceWorkers: 'block' });
    page = await context.newPage();
  });
  after(async () => context && context.close());

  test('the 2021 score is offered for Classic only; the steps are sent', async () => {
    await page.goto(`${base}/catan?seed=5&balanced=1&metric=compat&iterations=10000`);
    const code = await settled(page);
    assert.equal(await page.inputValue('#f-metric'), 'compat');
    assert.match(await page.locator('#facts').textContent(), /Most balanced by the 2021 score, 10,000 annealing steps/);
    const answer = await (await fetch(`${base}/api/catan?seed=5&balanced=1&metric=compat&iterations=10000`)).json();
    assert.equal(code, answer.code);
    await page.selectOption('#f-mode', '5-6');
    await settled(page);
    assert.equal(await page.locator('#f-metric option[value="compat"]').isDisabled(), true);
    assert.equal(await page.inputValue('#f-metric'), 'hexseed');
    assert.equal(await page.isVisible('#error'), false);
    // a step count the list lacks (from the CLI or a board page) is kept, not replaced
    await page.goto(`${base}/catan?seed=5&balanced=1&iterations=7000`);
    const seven = await settled(page);
    assert.equal(await page.inputValue('#f-iterations'), '7000');
    assert.equal(seven, (await (await fetch(`${base}/api/catan?seed=5&balanced=1&iterations=7000`)).json()).code);
  });

  test('the rule form comes from /api/rules when the server has it', async () => {
    const table = {
      rules: [
        { name: 'red', label: '6 & 8 never touch', kind: 'pair', param: null },
        { name: 'pips', label: 'No corner over a pip count', kind: 'corner', param: { type: 'int', min: 5, max: 15, default: 10 } },
        { name: 'desert', label: 'The desert stands', kind: 'place', param: { type: 'enum', values: ['centre', 'inland', 'any'], default: 'centre' } },
      ],
      default: 'red,pips=11',
    };
    await page.route('**/api/rules', (route) => route.fulfill({ json: table }));
    await page.goto(`${base}/catan?seed=42`);
    await page.waitForSelector('#rule-pips');
    assert.deepEqual(await page.locator('#fields fieldset .check').allTextContents(), table.rules.map((r) => r.label));
    assert.equal(await page.isChecked('#rule-pips'), true);
    assert.equal(await page.inputValue('#rule-param-pips'), '11'); // the table's default rules set it
    assert.equal(await page.inputValue('#rule-param-desert'), 'centre'); // the rule's own default
    const sent = page.waitForRequest((r) => r.url().includes('/api/catan?') && r.url().includes('desert'));
    await page.fill('#rule-param-pips', '12');
    await page.check('#rule-desert');
    await page.selectOption('#rule-param-desert', 'inland');
    const url = new URL((await sent).url());
    assert.match(url.searchParams.get('rules'), /^red,pips=12,desert=(centre|inland)$/);
    await page.unroute('**/api/rules');
    // a server without the route (and no package): no rule list of the page's own, but the rules
    // the address names stay, shown by name, and are sent
    await page.route('**/api/rules', (route) => route.fulfill({ status: 404, json: { error: 'nothing here: /api/rules' } }));
    await page.goto(`${base}/catan?seed=42&rules=red,equal`);
    await settled(page);
    assert.deepEqual(await page.locator('#fields fieldset .check').allTextContents(), ['red', 'equal']);
    assert.equal(await page.isChecked('#rule-equal'), true);
    await page.unroute('**/api/rules');
  });

  test('the server\'s own rule table: every rule, a terrain and a number for min-pips', async () => {
    const table = await (await fetch(`${base}/api/rules`)).json();
    await page.goto(`${base}/catan?seed=42`);
    await settled(page);
    assert.deepEqual(await page.locator('#fields fieldset .check').allTextContents(), table.rules.map((r) => r.label));
    // a rule's value can be set once the rule is on
    assert.equal(await page.isDisabled('#rule-param-min-pips-terrain'), true);
    await page.check('#rule-min-pips');
    await page.selectOption('#rule-param-min-pips-terrain', 'mountains');
    await page.fill('#rule-param-min-pips-n', '3');
    await page.press('#rule-param-min-pips-n', 'Tab');
    await page.waitForURL((u) => u.searchParams.get('rules') === 'red,min-pips=mountains:3');
    const code = await settled(page);
    const answer = await (await fetch(`${base}/api/catan?seed=42&rules=red,min-pips=mountains:3`)).json();
    assert.equal(code, answer.code);
    // a rule given twice keeps both: the second has no control of its own, and is sent again
    await page.goto(`${base}/catan?seed=42&rules=red,min-pips=gold:2,min-pips=mountains:3`);
    const twice = await settled(page);
    assert.equal(await page.inputValue('#rule-param-min-pips-terrain'), 'gold');
    assert.equal(await page.isVisible('#error'), false);
    await page.selectOption('#f-mode', '5-6');
    await page.waitForURL(/mode=5-6/);
    assert.match(decodeURIComponent(page.url()), /rules=red,min-pips=gold:2,min-pips=mountains:3/);
    assert.notEqual(await settled(page), twice);
  });

  test('a rule the table lacks is kept; a board balanced with it says so', async () => {
    await page.route('**/api/rules', (route) => route.fulfill({ status: 404, json: { error: 'nothing here: /api/rules' } }));
    await page.goto(`${base}/catan?seed=1&rules=red,pips=10&balanced=1&iterations=10000`);
    const code = await settled(page);
    assert.equal(await page.isChecked('#rule-pips'), true);
    assert.equal(await page.inputValue('#rule-param-pips'), '10');
    const answer = await (await fetch(`${base}/api/catan?seed=1&rules=red,pips=10&balanced=1&iterations=10000`)).json();
    assert.equal(code, answer.code);
    assert.match(await page.locator('#facts').textContent(), /Most balanced by the hexseed score, 10,000 annealing steps/);
    await page.unroute('**/api/rules');
    // `all` is the table's first four, checked one by one
    await page.goto(`${base}/catan?seed=1&rules=all`);
    await settled(page);
    for (const r of ['red', 'extremes', 'equal', 'terrain']) assert.equal(await page.isChecked(`#rule-${r}`), true, r);
  });

  test('the landmass survey lists the best maps; a tap draws one', async () => {
    await page.goto(`${base}/landmass?rule=77&start=88`);
    await page.waitForSelector('.survey-list button');
    const first = page.locator('.survey-list button').first();
    assert.match(await first.textContent(), /^146:25, rated 99\.3/);
    await first.click();
    await page.waitForURL(/rule=146&start=25/);
    await page.waitForSelector('#board[aria-busy="false"] svg');
    assert.match(await page.locator('#facts').textContent(), /99\.3 \/ 100/);
  });

  test('Hex Empire lists only the capitals that have names', async () => {
    await page.goto(`${base}/empire?map=42&width=64&height=40`);
    await page.waitForSelector('#board[aria-busy="false"] svg');
    const facts = await page.locator('#facts').textContent();
    assert.doesNotMatch(facts, /, ,|,\s*(;|$)/);
    assert.match(facts, /^CapitalsNew Delhi, Amman; 2 more without a nameTowns/);
  });

  test('the manifest and icons are served', async () => {
    await page.goto(`${base}/catan?seed=42`);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const manifest = await (await fetch(base + href)).json();
    assert.equal(manifest.short_name, 'hexseed');
    for (const icon of manifest.icons) {
      const r = await fetch(base + icon.src);
      assert.equal(r.status, 200, icon.src);
      assert.equal(r.headers.get('content-type'), icon.type);
    }
  });
});

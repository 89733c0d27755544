// SPDX-License-Identifier: MIT
// event.test.mjs: the tournament kit's page (issue 35) at 320x568, 390x844, 568x320 and 1280x800,
// light and dark: the organiser makes an event's sheet from the form; the page fits the screen
// and passes axe-core; the rotation read back from the page seats every player in each seat
// equally often (at most one apart when the rounds are not a multiple of the seats, as the
// sheet says); each table's code is the one `hexseed event` makes, its QR code reads (Debian's
// zbarimg) as the link, and the link opens that board; the print layout shows the tables alone;
// a named event is saved on the device and opens again; and with no server the WebAssembly
// package makes the same sheet (the static site of `make site`, when it was built).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, newContext, root, shots, startServer, startStaticHost } from './harness.mjs';

const exe = process.env.HS_HEXSEED_EXE || path.join(root, 'build', 'hexseed');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const siteDir = process.env.HS_SITE || path.join(root, 'build-site');
const haveSite = existsSync(path.join(siteDir, 'static', 'hexseed-core.wasm')) && existsSync(path.join(siteDir, 'event'));

const SCREENS = {
  'phone-320': { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'phone-390': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'landscape-568': { viewport: { width: 568, height: 320 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'desktop-1280': { viewport: { width: 1280, height: 800 } },
};

// Each screen its own event: tables, rounds (a multiple of the seats or not), layout.
const EVENTS = {
  'phone-320': { tables: 2, rounds: 6, mode: 'classic', seed: 35 },
  'phone-390': { tables: 3, rounds: 8, mode: 'classic', seed: 2026 },
  'landscape-568': { tables: 2, rounds: 5, mode: '5-6', seed: 7 },
  'desktop-1280': { tables: 5, rounds: 4, mode: 'classic', seed: 4294967295 },
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

// The event as the command line makes it: the library's own codes and schedule.
function cliEvent(e) {
  const r = spawnSync(exe, ['event', '--tables', String(e.tables), '--rounds', String(e.rounds), '--mode', e.mode,
    '--seed', String(e.seed), '--format', 'json'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

// Fills the form and makes the sheet; resolves when every table's card is on the page.
async function makeSheet(page, e) {
  await page.fill('#f-tables', String(e.tables));
  await page.fill('#f-rounds', String(e.rounds));
  await page.selectOption('#f-mode', e.mode);
  await page.fill('#f-seed', String(e.seed));
  await page.click('#make');
  await page.waitForFunction((n) => document.querySelectorAll('#tables .event-table').length === n
    && document.querySelectorAll('#tables .event-qr svg').length === n
    && document.getElementById('sheet').getAttribute('aria-busy') === 'false', e.tables);
}

// Each table as the page shows it: its code, the QR code's link, and the rotation read from the
// table's cells (rows: rounds; cells: the player in each seat).
function readSheet(page) {
  return page.evaluate(() => [...document.querySelectorAll('#tables .event-table')].map((card) => ({
    code: card.querySelector('.event-code').textContent,
    href: card.querySelector('.event-code').href,
    url: card.dataset.url,
    qr: card.querySelector('.event-qr svg').outerHTML,
    rows: [...card.querySelectorAll('.event-rotation tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
  })));
}

// How often each player sits in each seat, counted from the page's rows.
function seatCounts(rows) {
  const counts = new Map();
  for (const row of rows) {
    assert.equal(new Set(row).size, row.length, `a player twice in one round: ${row}`);
    row.forEach((p, seat) => {
      if (!counts.has(p)) counts.set(p, new Array(row.length).fill(0));
      counts.get(p)[seat]++;
    });
  }
  return counts;
}

// Interactive elements smaller than 44 px either way (the app's own rule for touch).
function smallTargets(page) {
  return page.evaluate(() => [...document.querySelectorAll('button, input, select, .event-nav a, .event-saved-list a')]
    .filter((el) => el.offsetParent !== null)
    .filter((el) => { const r = el.getBoundingClientRect(); return r.width < 44 || r.height < 40; })
    .map((el) => el.id || el.textContent.trim()));
}

// Reads a QR code the way a phone's camera would: drawn alone at 400 px, decoded by zbarimg.
async function readQr(context, svg, name) {
  const alone = await context.newPage();
  await alone.setContent(`<body style="margin:0;background:#fff">${svg.replace('<svg', '<svg width="400" height="400"')}</body>`);
  const png = path.join(shots, `${name}.png`);
  await alone.locator('svg').screenshot({ path: png });
  await alone.close();
  const read = spawnSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' });
  assert.equal(read.status, 0, `zbarimg found no code in ${png}: ${read.stderr}`);
  return read.stdout.trim();
}

for (const [size, options] of Object.entries(SCREENS)) {
  describe(`the tournament kit on ${size}, light and dark`, () => {
    const e = EVENTS[size];
    let context, page;
    before(async () => {
      // axe-core goes in as an inline script, which the server's CSP refuses
      context = await newContext({ ...options, colorScheme: 'light', bypassCSP: true });
      page = await context.newPage();
      await page.goto(`${base}/event`);
      await makeSheet(page, e);
    });
    after(async () => context && context.close());

    test('the sheet is the library\'s event, and its rotation is balanced', async () => {
      const want = cliEvent(e);
      const tables = await readSheet(page);
      assert.equal(tables.length, e.tables);
      const seats = want.players;
      const exact = e.rounds % seats === 0;
      const promise = await page.textContent('#sheet-promise');
      assert.match(promise, exact ? /every player sits in each seat/ : /at most one apart/);
      tables.forEach((t, k) => {
        assert.equal(t.code, want.boards[k].code);
        assert.equal(t.rows.length, e.rounds);
        const counts = seatCounts(t.rows);
        assert.equal(counts.size, seats, `table ${k + 1}: ${seats} players`);
        for (const [player, bySeat] of counts) {
          assert.equal(bySeat.length, seats);
          const lo = Math.min(...bySeat), hi = Math.max(...bySeat);
          if (exact) assert.equal(hi, lo, `${player} sits ${bySeat} times in the seats`);
          else assert.ok(hi - lo <= 1, `${player} sits ${bySeat} times in the seats`);
          assert.equal(bySeat.reduce((a, b) => a + b, 0), e.rounds);
        }
      });
      // the address keeps the form: a reload makes the same event
      assert.match(page.url(), new RegExp(`seed=${e.seed}`));
    });

    test('fits the screen, passes axe, large targets, in both themes', async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `the page overflows by ${overflow} px`);
      assert.deepEqual(await smallTargets(page), []);
      await page.addScriptTag({ content: axeSource });
      await page.evaluate(() => window.scrollTo(0, 0)); // the sticky bar at the top of the whole-page picture
      for (const theme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: theme });
        assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), theme === 'dark');
        const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        assert.deepEqual(found, [], `in ${theme}`);
        await page.screenshot({ path: path.join(shots, `event-${size}-${theme}.png`), fullPage: true });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    });

    test('the print layout shows the tables alone, each whole', async () => {
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      const seen = await page.evaluate(() => ({
        form: getComputedStyle(document.getElementById('event-form')).display,
        header: getComputedStyle(document.querySelector('header.bar')).display,
        tools: getComputedStyle(document.querySelector('.event-tools')).display,
        cards: [...document.querySelectorAll('.event-table')].map((c) => getComputedStyle(c).breakInside),
        width: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        qrs: [...document.querySelectorAll('.event-qr svg')].filter((s) => s.getBoundingClientRect().width >= 80).length,
      }));
      assert.equal(seen.form, 'none');
      assert.equal(seen.header, 'none');
      assert.equal(seen.tools, 'none');
      assert.ok(seen.cards.every((b) => b === 'avoid' || b === 'avoid-page'), `cards break: ${seen.cards}`);
      assert.equal(seen.width, 0);
      assert.equal(seen.qrs, e.tables, 'every QR code printed at a readable size');
      await page.screenshot({ path: path.join(shots, `event-${size}-print.png`), fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    });
  });
}

test('every QR code reads as its table\'s link, and each link opens its board', async () => {
  const context = await newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const page = await context.newPage();
  const e = { tables: 3, rounds: 3, mode: 'classic', seed: 99 };
  await page.goto(`${base}/event`);
  await makeSheet(page, e);
  const tables = await readSheet(page);
  for (const [k, t] of tables.entries()) {
    assert.equal(await readQr(context, t.qr, `event-qr-${k + 1}`), t.url);
    assert.equal(t.href, t.url);
    const board = await context.newPage();
    await board.goto(t.url);
    await board.waitForSelector('#board svg'); // the board's page, drawn by the server
    assert.equal(await board.getAttribute('body', 'data-code'), t.code);
    await board.close();
  }
  await context.close();
});

test('a named event is saved on the device, its boards in the recent list, and opens again', async () => {
  const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'light' });
  const page = await context.newPage();
  const e = { tables: 2, rounds: 4, mode: 'classic', seed: 123 };
  await page.goto(`${base}/event`);
  await makeSheet(page, e);
  await page.fill('#event-name', 'Club night');
  await page.click('#save-form button[type="submit"]');
  await page.waitForSelector('#saved-list li');
  assert.equal(await page.textContent('#sheet-title'), 'Club night');
  const codes = (await readSheet(page)).map((t) => t.code);
  const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('hexseed-recent') || '[]'));
  for (const [k, code] of codes.entries()) {
    assert.ok(recent.some((r) => r.url === `/board/${code}` && r.name === `Club night, table ${k + 1}`), `table ${k + 1} in recent`);
  }
  await page.goto(`${base}/event`);
  await page.waitForSelector('#saved-list li a');
  assert.equal(await page.textContent('#saved-list li a'), 'Club night');
  await page.click('#saved-list li a');
  await page.waitForFunction(() => document.querySelectorAll('#tables .event-table').length === 2);
  assert.equal(await page.textContent('#sheet-title'), 'Club night');
  assert.deepEqual((await readSheet(page)).map((t) => t.code), codes);
  // bad input: the library's one line, at the field it names
  await page.fill('#f-tables', '65');
  await page.click('#make');
  await page.waitForSelector('#event-error:not([hidden])');
  assert.equal(await page.textContent('#event-error'), "tables '65' is not a whole number from 1 to 64");
  assert.equal(await page.getAttribute('#f-tables', 'aria-invalid'), 'true');
  await page.screenshot({ path: path.join(shots, 'event-saved.png'), fullPage: true });
  await context.close();
});

// The static site: no hexseed server, the WebAssembly package makes the event.
let staticHost;

test('with no server, the WebAssembly package makes the same sheet', { skip: !haveSite && 'no build-site (make site)' }, async () => {
  let siteBase;
  ({ host: staticHost, url: siteBase } = await startStaticHost(() => siteDir));
  try {
    const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });
    const page = await context.newPage();
    const e = EVENTS['phone-390'];
    await page.goto(`${siteBase}/event/`);
    await makeSheet(page, e);
    const want = cliEvent(e);
    const tables = await readSheet(page);
    assert.deepEqual(tables.map((t) => t.code), want.boards.map((b) => b.code));
    const spreads = await page.locator('[data-spread]').allTextContents();
    assert.deepEqual(spreads, want.boards.map((b) => b.seat_spread.toFixed(3)));
    await page.screenshot({ path: path.join(shots, 'event-offline-390-dark.png'), fullPage: true });
    await context.close();
  } finally {
    staticHost.close();
  }
});

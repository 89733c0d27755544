// SPDX-License-Identifier: MIT
// The expansions' boards in the app as players choose them: the Catan page's Game list groups
// every layout of the table by its box (from /api/layouts), only the player counts each is set
// up for; each expansion layout chosen in the form makes its board in place, the board the share
// code names, legible at both phone widths in light and dark: every text at least the page's own
// floor, no harbor label over another label or a token's number.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launchBrowser, newCode, newContext, settled, shots, startServer } from './harness.mjs';

const SCREENS = {
  'phone-320': { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'phone-390': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

let server, base, browser, table;

before(async () => {
  const s = await startServer();
  server = s.child;
  base = s.url;
  browser = await launchBrowser();
  table = (await (await fetch(`${base}/api/layouts`)).json()).layouts;
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
});

// The layouts of the expansions' boxes, as offered.
const expansions = () => table.filter((l) => l.offered && l.family === 'catan' && !['Catan', 'Seafarers'].includes(l.expansion));

test('the Game list is the layout table, grouped by box, offered counts only', async () => {
  const context = await newContext({ ...SCREENS['phone-390'], serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/catan?seed=5`);
  await settled(page);
  const groups = await page.$$eval('#f-mode optgroup', (gs) => gs.map((g) => [g.label, [...g.children].map((o) => o.value)]));
  const boxes = groups.map(([label]) => label);
  for (const box of ['Catan', 'Seafarers', 'Cities & Knights', 'Traders & Barbarians', 'Explorers & Pirates'])
    assert.ok(boxes.includes(box), `no group ${box} in ${boxes}`);
  const listed = groups.flatMap(([, values]) => values);
  for (const l of expansions()) assert.ok(listed.includes(l.name), `${l.name} is not offered`);
  assert.equal(new Set(listed).size, listed.length, 'a layout listed twice');
  for (const name of listed) assert.ok(table.find((l) => l.name === name && l.offered), `${name} is not an offered layout`);
  assert.ok(expansions().length >= 15, `${expansions().length} expansion layouts`);
  await context.close();
});

test('a board page names its game as the Game list does', async () => {
  const context = await newContext({ ...SCREENS['phone-390'], serviceWorkers: 'block' });
  const page = await context.newPage();
  const made = await (await fetch(`${base}/api/catan?mode=rivers-of-catan&seed=5`)).json();
  await page.goto(`${base}/board/${made.code}`);
  await page.waitForFunction(() => /The Rivers of Catan/.test(document.querySelector('#board-facts')?.textContent || ''));
  assert.match(await page.locator('#board-facts').textContent(), /GameThe Rivers of Catan \(3–4 players\)/);
  await context.close();
});

for (const screen of Object.keys(SCREENS)) {
  for (const colorScheme of ['light', 'dark']) {
    describe(`the expansions on a ${screen}, ${colorScheme}`, () => {
      test('each layout chosen in the form: its board, legible, the code names it', async () => {
        const context = await newContext({ ...SCREENS[screen], colorScheme, serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto(`${base}/catan?seed=5`);
        await settled(page);
        for (const l of expansions()) {
          await newCode(page, () => page.selectOption('#f-mode', l.name));
          assert.equal(new URL(page.url()).searchParams.get('mode'), l.name);
          const code = await page.locator('#board').getAttribute('data-code');
          const board = await (await fetch(`${base}/board/${code}.json`)).json();
          assert.equal(board.mode, l.name, `the code ${code} names ${board.mode}`);
          // balance and the spiral are offered only where the layout takes them
          assert.equal(await page.isVisible('[data-field="balance"]'), l.balance, `${l.name}: balance field`);
          if (!l.spiral) assert.equal(await page.isVisible('[data-field="spiral"]'), false, `${l.name}: spiral field`);
          const seen = await page.evaluate(async () => {
            const { inkBox, minTextPx } = await import('/static/drawing.js');
            const svg = document.querySelector('#board svg');
            const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim());
            const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            const boxes = texts.map((t) => ({ t: t.textContent.trim(), harbor: t.closest('g[data-harbor]'), r: inkBox(t) }));
            const out = [];
            for (let i = 0; i < boxes.length; i++) {
              for (let j = i + 1; j < boxes.length; j++) {
                const a = boxes[i], b = boxes[j];
                if (!a.harbor && !b.harbor) continue;
                if (a.harbor && a.harbor === b.harbor) continue;
                if (!(a.harbor && b.harbor) && !/^\d{1,2}$/.test((a.harbor ? b : a).t)) continue;
                const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
                const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
                if (x > 0.5 && y > 0.5) out.push(`"${a.t}" and "${b.t}" by ${x.toFixed(1)} x ${y.toFixed(1)} px`);
              }
            }
            const smallest = Math.min(...texts.map((t) => Number(t.getAttribute('font-size')) * scale));
            return { out, smallest, floor: minTextPx() };
          });
          assert.deepEqual(seen.out, [], `${l.name} on a ${screen}`);
          assert.ok(seen.smallest >= seen.floor - 0.05, `${l.name} on a ${screen}: a text of ${seen.smallest.toFixed(2)} px`);
          if (['rivers-and-lakes', 'explorers-pirates-fish', 'traders-and-barbarians', 'barbarian-attack-fish'].includes(l.name))
            await page.locator('#board').screenshot({ path: path.join(shots, `expansion-${screen}-${colorScheme}-${l.name}.png`) });
        }
        await context.close();
      });
    });
  }
}

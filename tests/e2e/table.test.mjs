// SPDX-License-Identifier: MIT
// table.test.mjs: the web UI as players at a table use it (issue 21): on two phones (320x568 and
// 390x844, touch) and a desktop (1280x800), light and dark, New board stays in view and each tap
// gives a new board whole below the header; the drawing's text is large enough to read at arm's
// length and the 6 and 8 stand out in greyscale and for deuteranopes as much as in colour; one
// optimizer run per balanced board; and after the first visit the app works with no network.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, newContext, root, shots, newCode, settled, startServer, startStaticHost } from './harness.mjs';

// The static site of `make site` (the app and the WebAssembly package, no hexseed server).
const siteDir = process.env.HS_SITE || path.join(root, 'build-site');
const haveSite = existsSync(path.join(siteDir, 'static', 'hexseed-core.wasm'));

const SCREENS = {
  'phone-320': { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'phone-390': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  'desktop-1280': { viewport: { width: 1280, height: 800 } },
};

let server, base, browser;

let staticHost, siteBase;

before(async () => {
  const s = await startServer();
  server = s.child;
  base = s.url;
  if (haveSite) ({ host: staticHost, url: siteBase } = await startStaticHost(() => siteDir));
  browser = await launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
  if (staticHost) staticHost.close();
});

// The boxes that matter for the main loop, in CSS px of the viewport.
async function layout(page) {
  return page.evaluate(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    const bar = document.getElementById('actionbar');
    const fixed = getComputedStyle(bar).position === 'fixed';
    return {
      header: box(document.querySelector('header.bar')), board: box(document.querySelector('#board svg')),
      button: box(document.getElementById('new')), floor: fixed ? bar.getBoundingClientRect().top : innerHeight,
      width: innerWidth, height: innerHeight, scrollY,
    };
  });
}

function assertMainLoop(l, what) {
  const b = l.button;
  assert.ok(b.top >= 0 && b.bottom <= l.height && b.left >= 0 && b.right <= l.width, `${what}: New board out of view ${JSON.stringify(b)}`);
  assert.ok(l.board.top >= l.header.bottom - 0.5, `${what}: the board's top ${l.board.top} is under the header (${l.header.bottom})`);
  assert.ok(l.board.bottom <= l.floor + 0.5, `${what}: the board's bottom ${l.board.bottom} is below the visible area (${l.floor})`);
}

for (const [screen, options] of Object.entries(SCREENS)) {
  for (const theme of ['light', 'dark']) {
    describe(`the main loop on a ${screen}, ${theme}`, () => {
      let context, page;
      before(async () => {
        context = await newContext({ ...options, colorScheme: theme, serviceWorkers: 'block' });
        page = await context.newPage();
      });
      after(async () => context && context.close());

      test('New board in view at load and after each of 5 taps, 5 new boards whole below the header', async () => {
        await page.goto(`${base}/catan`);
        const codes = [await settled(page)];
        assertMainLoop(await layout(page), 'at load');
        assert.equal(await page.inputValue('#f-seed'), '');
        for (let k = 1; k <= 5; k++) {
          const old = codes[codes.length - 1];
          await (options.hasTouch ? page.locator('#new').tap() : page.click('#new'));
          await page.waitForFunction((c) => {
            const b = document.querySelector('#board');
            return b.dataset.code && b.dataset.code !== c && b.getAttribute('aria-busy') === 'false';
          }, old);
          const l = await layout(page);
          assertMainLoop(l, `after tap ${k}`);
          assert.equal(l.scrollY, 0, `after tap ${k} the page scrolled`);
          codes.push(await page.locator('#board').getAttribute('data-code'));
          assert.equal(await page.inputValue('#f-seed'), '', 'the seed field stays empty');
        }
        assert.equal(new Set(codes.slice(1)).size, 5, `codes ${codes}`);
        assert.ok(await captionContrast(page) >= 4.5, 'the code under the board is faint');
        if (theme === 'light') await page.screenshot({ path: path.join(shots, `table-${screen}.png`) });
        // from the bottom of the options, New board brings the new board into view
        await page.locator('#generate').scrollIntoViewIfNeeded();
        const old = codes[codes.length - 1];
        await page.click('#new');
        await page.waitForFunction((c) => document.querySelector('#board').dataset.code !== c
          && document.querySelector('#board').getAttribute('aria-busy') === 'false', old);
        assertMainLoop(await layout(page), 'after a tap from the options');
      });
    });
  }
}

// The lowest contrast (WCAG) of the captions under the drawing (its code, a scenario's legend)
// against the board's sea, as the page paints them.
async function captionContrast(page) {
  return page.evaluate(() => {
    const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = (c) => rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const sea = lum(getComputedStyle(document.querySelector('#board')).backgroundColor);
    const code = document.querySelector('#board').dataset.code;
    const captions = [...document.querySelectorAll('#board svg text')].filter((t) => t.textContent.trim() === code
      || t.getAttribute('fill') === '#33485e');
    if (!captions.length) return 0;
    return Math.min(...captions.map((t) => {
      const a = lum(getComputedStyle(t).fill);
      return (Math.max(a, sea) + 0.05) / (Math.min(a, sea) + 0.05);
    }));
  });
}

for (const theme of ['light', 'dark']) {
  test(`the captions under a Seafarers board read in ${theme} (4.5:1 against the sea)`, async () => {
    const context = await newContext({ ...SCREENS['desktop-1280'], colorScheme: theme, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/seafarers?seed=3&scenario=fog-islands`);
    await settled(page);
    const contrast = await captionContrast(page);
    assert.ok(contrast >= 4.5, `the captions at ${contrast.toFixed(2)}:1`);
    await context.close();
  });
}

// The on-screen size of every text of the board drawing, in CSS px: its font size times the
// drawing's scale (the renderer's units to the screen's).
async function textSizes(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('#board svg');
    return [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim() && t.getBBox().width > 0).map((t) => {
      const m = t.getScreenCTM();
      const scale = Math.hypot(m.a, m.b);
      return { text: t.textContent.trim(), px: Number(t.getAttribute('font-size')) * scale, number: /^\d{1,2}$/.test(t.textContent.trim()) };
    });
  });
}

describe('the menu button names the page whole on a phone', () => {
  for (const screen of ['phone-320', 'phone-390']) {
    test(`every generator's name fits its menu button on a ${screen}, and the logo still reads "hexseed"`, async () => {
      const context = await newContext({ ...SCREENS[screen], serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const address of ['/catan', '/seafarers', '/landmass', '/house-rules', '/empire', '/terrain']) {
        await page.goto(base + address);
        await page.waitForFunction(() => document.querySelector('#menu').textContent.startsWith('\u2630 '));
        const menu = await page.locator('#menu').evaluate((b) => ({ text: b.textContent, cut: b.scrollWidth - b.clientWidth }));
        assert.equal(menu.cut, 0, `${address} on a ${screen}: "${menu.text}" is cut by ${menu.cut} px`);
        // the home link keeps its name for a screen reader, and its 44 px target
        assert.equal(await page.getByRole('link', { name: 'hexseed', exact: true }).count(), 1);
        const box = await page.locator('.brand').boundingBox();
        assert.ok(box.width >= 44 && box.height >= 44, `the home link is ${box.width} x ${box.height} px`);
      }
      await page.screenshot({ path: path.join(shots, `menu-${screen}.png`) });
      await context.close();
    });
  }
});

// A phone held sideways: New board within reach, and never over the board (it stands in a
// gutter on the right instead of a bar along the bottom, a sixth of the height).
test('on a phone held sideways (568x320) New board never covers the board', async () => {
  const context = await newContext({ viewport: { width: 568, height: 320 }, isMobile: true, hasTouch: true,
    deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  for (const address of ['/catan?seed=3', '/board/0xjiwxm2']) {
    await page.goto(base + address);
    await page.waitForSelector('#board svg');
    const bar = await page.locator('#new').boundingBox();
    const board = await page.locator('#board').boundingBox();
    const apart = bar.x >= board.x + board.width || bar.y >= board.y + board.height;
    assert.ok(apart, `${address}: New board ${JSON.stringify(bar)} over the board ${JSON.stringify(board)}`);
    assert.ok(bar.x + bar.width <= 568 && bar.y + bar.height <= 320, `${address}: New board off the screen`);
    await page.screenshot({ path: path.join(shots, `sideways-${address.replace(/[/?=]/g, '_')}.png`) });
  }
  await context.close();
});

describe('the drawing is readable at arm\'s length', () => {
  for (const [screen, least] of [['phone-320', 9], ['phone-390', 11]]) {
    test(`every text at least ${least} px on a ${screen}, numbers larger`, async () => {
      const context = await newContext({ ...SCREENS[screen], serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const address of ['/catan?seed=42', '/catan?seed=42&mode=5-6', '/seafarers?seed=3',
        '/seafarers?seed=3&scenario=four-islands&players=5-6', '/seafarers?seed=3&scenario=fog-islands&players=5-6']) {
        await page.goto(base + address);
        await settled(page);
        const sizes = await textSizes(page);
        assert.ok(sizes.length > 10, `${address}: ${sizes.length} texts`);
        const small = sizes.filter((s) => s.px < least - 0.05);
        assert.deepEqual(small, [], `${address} on a ${screen}`);
        const numbers = sizes.filter((s) => s.number && s.px >= least * 1.2);
        assert.ok(numbers.length >= 18, `${address}: ${numbers.length} numbers larger than the rest`);
        await page.screenshot({ path: path.join(shots, `readable-${screen}-${address.replace(/[^a-z0-9]+/gi, '-')}.png`) });
      }
      await context.close();
    });
  }

  test('Full screen fills the screen with the drawing, its text larger still', async () => {
    const context = await newContext({ ...SCREENS['phone-390'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/seafarers?seed=3&scenario=four-islands&players=5-6`);
    await settled(page);
    const before = Math.min(...(await textSizes(page)).map((s) => s.px));
    await page.click('#zoom');
    await page.waitForSelector('#viewer[open] #viewer-img svg');
    // the drawing spans the stage's width or height, turned when that draws it larger
    const fit = await page.evaluate(() => {
      const svg = document.querySelector('#viewer-img svg'), vb = svg.viewBox.baseVal, r = svg.getBoundingClientRect();
      const scale = Math.min(r.width / vb.width, r.height / vb.height);
      const other = Math.min(r.width / vb.height, r.height / vb.width);
      return { spans: Math.max((vb.width * scale) / r.width, (vb.height * scale) / r.height), better: scale >= other,
        stage: r.width * r.height / (innerWidth * innerHeight) };
    });
    assert.ok(fit.spans > 0.99 && fit.better && fit.stage > 0.85, `full screen ${JSON.stringify(fit)}`);
    const sizes = await page.evaluate(() => [...document.querySelectorAll('#viewer-img svg text')].map((t) => {
      const m = t.getScreenCTM();
      return Number(t.getAttribute('font-size')) * Math.hypot(m.a, m.b);
    }));
    assert.ok(Math.min(...sizes) >= before - 0.05, `full screen text ${Math.min(...sizes)} px, on the page ${before}`);
    // turned or not, each token reads as on the table: its pip count under its number
    const misplaced = await page.evaluate(() => {
      const texts = [...document.querySelectorAll('#viewer-img svg text')].filter((t) => /^\d{1,2}$/.test(t.textContent.trim()))
        .map((t) => { const r = t.getBoundingClientRect(); return { t: t.textContent.trim(), x: r.x + r.width / 2, y: r.y + r.height / 2, h: r.height }; });
      const big = Math.max(...texts.map((t) => t.h));
      const numbers = texts.filter((t) => t.h >= 0.8 * big), counts = texts.filter((t) => t.h < 0.8 * big);
      return counts.filter((c) => {
        const n = numbers.reduce((a, b) => (Math.hypot(b.x - c.x, b.y - c.y) < Math.hypot(a.x - c.x, a.y - c.y) ? b : a));
        return !(c.y > n.y && Math.abs(c.x - n.x) < n.h);
      }).length + (counts.length ? 0 : 1000);
    });
    assert.equal(misplaced, 0, 'pip counts beside their numbers (or none found) in full screen');
    await page.screenshot({ path: path.join(shots, 'table-full-screen.png') });
    await context.close();
  });

  // How far the 6 and 8 stand out from the other numbers: the mean colour distance of a token's
  // disc from the token's own paper, for the 6/8 tokens over the others, with the drawing drawn
  // through an SVG colour filter (none, greyscale, or the deuteranopia matrix of Machado et al.).
  async function standOut(page, matrix) {
    return page.evaluate(async (values) => {
      const svg = document.querySelector('#board svg').cloneNode(true);
      const vb = svg.viewBox.baseVal;
      if (values) {
        const ns = 'http://www.w3.org/2000/svg';
        const defs = document.createElementNS(ns, 'defs');
        defs.innerHTML = `<filter id="see" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${values}"/></filter>`;
        const g = document.createElementNS(ns, 'g');
        g.setAttribute('filter', 'url(#see)');
        for (const c of [...svg.childNodes]) g.append(c);
        svg.append(defs, g);
      }
      svg.setAttribute('width', vb.width);
      svg.setAttribute('height', vb.height);
      const img = new Image();
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = vb.width;
      canvas.height = vb.height;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const tokens = [...document.querySelectorAll('#board svg circle')].filter((c) => Number(c.getAttribute('r')) > 20 && !c.classList.contains('ring'));
      const texts = [...document.querySelectorAll('#board svg text')].filter((t) => /^\d{1,2}$/.test(t.textContent.trim()));
      const ink = (c) => {
        const cx = Number(c.getAttribute('cx')), cy = Number(c.getAttribute('cy')), r = Math.round(Number(c.getAttribute('r')) + 6);
        const w = 2 * r;
        const d = ctx.getImageData(Math.round(cx - r), Math.round(cy - r), w, w).data;
        const paper = ctx.getImageData(Math.round(cx - r + 10), Math.round(cy), 1, 1).data; // inside, left of the number
        let sum = 0, n = 0;
        for (let y = 0; y < w; y++) {
          for (let x = 0; x < w; x++) {
            if (Math.hypot(x - r, y - r) > r) continue;
            const i = 4 * (y * w + x);
            sum += Math.hypot(d[i] - paper[0], d[i + 1] - paper[1], d[i + 2] - paper[2]);
            n++;
          }
        }
        return sum / n;
      };
      const red = [], other = [];
      for (const c of tokens) {
        const cx = Number(c.getAttribute('cx')), cy = Number(c.getAttribute('cy'));
        const t = texts.find((x) => Math.hypot(Number(x.getAttribute('x')) - cx, Number(x.dataset.y || x.getAttribute('y')) - cy) < 25);
        if (!t) continue;
        (/^(6|8)$/.test(t.textContent.trim()) ? red : other).push(ink(c));
      }
      const mean = (a) => a.reduce((s, v) => s + v, 0) / a.length;
      return { ratio: mean(red) / mean(other), red: red.length, other: other.length };
    }, matrix);
  }

  test('the 6 and 8 stand out in greyscale and for deuteranopes at least as much as in colour', async () => {
    const context = await newContext({ ...SCREENS['phone-390'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/catan?seed=42`);
    await settled(page);
    const grey = '0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0';
    const deuteranopia = '0.367 0.861 -0.228 0 0 0.280 0.673 0.047 0 0 -0.012 0.043 0.969 0 0 0 0 0 1 0';
    const colour = await standOut(page, null);
    assert.equal(colour.red, 4);
    assert.equal(colour.other, 14);
    assert.ok(colour.ratio > 1.1, `in colour the 6/8 tokens carry ${colour.ratio.toFixed(2)} times the ink`);
    for (const [name, m] of [['greyscale', grey], ['deuteranopia', deuteranopia]]) {
      const seen = await standOut(page, m);
      console.log(`# 6/8 stand out: in colour ${colour.ratio.toFixed(3)}x, ${name} ${seen.ratio.toFixed(3)}x`);
      assert.ok(seen.ratio >= colour.ratio, `${name}: the 6/8 stand out ${seen.ratio.toFixed(3)}x, in colour ${colour.ratio.toFixed(3)}x`);
    }
    // terrains told apart without colour: the renderer's mark on every land hex, three times
    const marked = await page.locator('#board svg use[href^="#hs-mark-"]').count();
    assert.equal(marked, 3 * 19); // the 18 resource hexes and the desert
    await context.close();
  });
});

// Harbor labels grown to a legible size must not run into one another or into the numbers: on
// every Seafarers layout (each scenario at each of its player counts) at both phone widths, the
// boxes of every harbor's lines (the boxes their ink covers, measured in the same font by a
// canvas) intersect no other harbor's lines and no token's number or pip count.
describe('harbor labels keep clear on a phone', () => {
  for (const screen of ['phone-320', 'phone-390']) {
    test(`every Seafarers layout on a ${screen}`, async () => {
      const context = await newContext({ ...SCREENS[screen], serviceWorkers: 'block' });
      const page = await context.newPage();
      const layouts = JSON.parse(await (await fetch(`${base}/api/layouts`)).text());
      // each scenario and player count once (the table also lists the older layouts old codes name)
      const pairs = new Map((Array.isArray(layouts) ? layouts : layouts.layouts).filter((l) => l.family === 'seafarers' && l.scenario)
        .map((l) => [`${l.scenario} ${l.players}`, l]));
      const list = [...pairs.values()];
      assert.ok(list.length >= 20, `${list.length} Seafarers layouts`);
      // one page, each layout chosen in the form as a player does (scenario and players, then a
      // change): the board is redrawn in place, with no page load between layouts
      await page.goto(`${base}/seafarers?seed=3&landmass=146:25`); // a board that is none of them
      await settled(page);
      for (const l of list) {
        await newCode(page, () => page.evaluate(([scenario, players]) => {
          const form = document.getElementById('form');
          form.elements.landmass.value = '';
          form.elements.scenario.value = scenario;
          form.elements.players.value = players;
          form.elements.players.dispatchEvent(new Event('change', { bubbles: true }));
        }, [l.scenario, l.players]));
        const asked = new URL(page.url()).searchParams;
        assert.deepEqual([asked.get('scenario') || 'new-shores', asked.get('players')], [l.scenario, l.players]);
        const hits = await page.evaluate(async () => {
          const { inkBox } = await import('/static/drawing.js'); // the box a text's ink covers, by a canvas
          const boxes = [...document.querySelectorAll('#board svg text')].filter((t) => t.textContent.trim())
            .map((t) => ({ t: t.textContent.trim(), harbor: t.closest('g[data-harbor]'), r: inkBox(t) }));
          const out = [];
          for (let i = 0; i < boxes.length; i++) {
            for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i], b = boxes[j];
              if (!a.harbor && !b.harbor) continue; // tokens' own lines are another test's
              if (a.harbor && a.harbor === b.harbor) continue; // "2:1" over "ore"
              if (!(a.harbor && b.harbor) && !/^\d{1,2}$/.test((a.harbor ? b : a).t)) continue; // the numbers and pip counts
              const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
              const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
              if (x > 0.5 && y > 0.5) out.push(`"${a.t}" and "${b.t}" by ${x.toFixed(1)} x ${y.toFixed(1)} px`);
            }
          }
          // every text of the board at least the page's floor on screen (drawing.js: 11.5 px from
          // 380 px wide, 9.5 px below)
          const { minTextPx } = await import('/static/drawing.js');
          const svg = document.querySelector('#board svg');
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          const smallest = Math.min(...[...svg.querySelectorAll('text')].filter((t) => t.textContent.trim())
            .map((t) => Number(t.getAttribute('font-size')) * scale));
          return { out, smallest: Number(smallest.toFixed(2)), floor: minTextPx(), harbors: document.querySelectorAll('#board svg g[data-harbor]').length };
        });
        assert.ok(hits.harbors > 0, `${l.scenario} ${l.players}: no harbors found`);
        assert.deepEqual(hits.out, [], `${l.scenario} for ${l.players} on a ${screen}`);
        assert.ok(hits.smallest >= hits.floor - 0.05, `${l.scenario} for ${l.players} on a ${screen}: a text of ${hits.smallest} px`);
        if (l.players === '4') await page.locator('#board').screenshot({ path: path.join(shots, `harbors-${screen}-${l.scenario}.png`) });
      }
      await context.close();
    });
  }
});

test('one optimizer run per balanced board: one request makes the board and its drawing', async () => {
  const context = await newContext({ ...SCREENS['phone-390'], serviceWorkers: 'block' });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/catan') || u.pathname.startsWith('/board/')) requests.push(u.pathname + u.search);
  });
  await page.goto(`${base}/catan?balanced=1&iterations=10000`);
  await settled(page);
  for (let k = 0; k < 3; k++) {
    const old = await page.locator('#board').getAttribute('data-code');
    await page.click('#new');
    await page.waitForFunction((c) => document.querySelector('#board').dataset.code !== c
      && document.querySelector('#board').getAttribute('aria-busy') === 'false', old);
  }
  await page.waitForSelector('#recent-list img');
  // the thumbnails load (each img done, however long it takes; lazy ones off screen are asked
  // to load now, or they never would)
  await page.evaluate(() => document.querySelectorAll('#recent-list img').forEach((i) => { i.loading = 'eager'; }));
  await page.waitForFunction(() => [...document.querySelectorAll('#recent-list img')].every((i) => i.complete));
  const expensive = requests.filter((r) => r.startsWith('/api/catan') || /^\/board\/[0-9a-z]+(\.(svg|json|png|pdf))?(\?|$)/.test(r));
  const boards = requests.filter((r) => r.startsWith('/api/catan'));
  assert.equal(boards.length, 4, requests.join('\n'));
  // the drawing came with the answer, and the thumbnails are that same drawing, kept
  assert.deepEqual(expensive.filter((r) => !r.startsWith('/api/catan')).filter((r) => !r.includes('style=legible')), []);
  await context.close();
});

describe('offline after the first visit', () => {
  let context, page;
  before(async () => {
    context = await newContext({ ...SCREENS['phone-390'] });
    page = await context.newPage();
  });
  after(async () => context && context.close());

  test('the app opens, and a board from the recent list opens with the same code', async () => {
    await page.goto(`${base}/catan?seed=42`);
    const code = await settled(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload(); // now under the service worker
    await settled(page);
    await context.setOffline(true);
    await page.goto(`${base}/catan`);
    await page.waitForSelector('#recent-list a');
    const entry = page.locator(`#recent-list a[href="/board/${code}"]`);
    assert.equal(await entry.count(), 1);
    await entry.click();
    await page.waitForURL(`${base}/board/${code}`);
    assert.equal(await settled(page), code);
    assert.match(await page.locator('#board svg desc').textContent(), /^Row 1: /);
    await page.screenshot({ path: path.join(shots, 'table-offline-board.png') });
    await context.setOffline(false);
  });
});

// The API's share code of a board, from the hexseed server: what the offline boards must match.
async function serverCode(api, params) {
  const r = await fetch(`${base}${api}?${params}`);
  return (await r.json()).code;
}

describe('a static host (make site) with the network cut after the first visit', { skip: !haveSite && 'no build-site/ (make site)' }, () => {
  let context, page;
  before(async () => {
    context = await newContext({ ...SCREENS['phone-390'] });
    page = await context.newPage();
    await page.goto(`${siteBase}/catan?seed=42`);
    assert.equal(await settled(page), '0xjiwxm2'); // the package makes the server's board
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await settled(page);
    await context.setOffline(true);
  });
  after(async () => context && context.close());

  const params = () => new URL(page.url()).searchParams;

  test('New board makes new boards, with the server\'s codes', async () => {
    await page.goto(`${siteBase}/catan`);
    await settled(page);
    for (let k = 0; k < 2; k++) {
      const code = await newCode(page, () => page.click('#new'));
      const p = params();
      assert.equal(code, await serverCode('/api/catan', `seed=${p.get('seed')}&rules=${p.get('rules')}`));
    }
  });

  test('a balanced board, with the server\'s code', async () => {
    await page.goto(`${siteBase}/catan?seed=5&balanced=1&iterations=10000`);
    const code = await settled(page);
    assert.equal(code, await serverCode('/api/catan', 'seed=5&balanced=1&iterations=10000'));
    assert.match(await page.locator('#facts').textContent(), /Most balanced by the hexseed score, 10,000 annealing steps/);
  });

  test('a Seafarers scenario, its player counts from the layout table', async () => {
    await page.goto(`${siteBase}/seafarers?seed=9&scenario=four-islands&players=5-6`);
    const code = await settled(page);
    assert.equal(code, await serverCode('/api/seafarers', 'seed=9&scenario=four-islands&players=5-6'));
    await page.selectOption('#f-scenario', 'new-world');
    await settled(page);
    const counts = await page.locator('#f-players option:not([disabled])').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(counts, ['3', '4']);
  });

  test('a code from the recent boards opens, and Simulate plays it with progress', async () => {
    await page.goto(`${siteBase}/catan`);
    await page.waitForSelector('#recent-list a');
    const entry = page.locator('#recent-list a[href="/catan?code=0xjiwxm2"]');
    assert.equal(await entry.count(), 1);
    await entry.click();
    assert.equal(await settled(page), '0xjiwxm2');
    await page.waitForSelector('#seats:not([hidden])');
    await page.click('#simulate');
    await page.waitForSelector('#sim-cancel:not([hidden])');
    await page.waitForSelector('.seat-bars li');
    const api = await (await fetch(`${base}/api/fairness?code=0xjiwxm2`)).json();
    assert.match(await page.locator('.seat-bars').innerText(), new RegExp(`${(100 * api.seats[0].win_rate).toFixed(1)}%`));
    // the verdict in words, of the class the engine decided (the server's and the page's engines agree)
    const opening = { favoured: /^Seats? [\d, and]+ (is|are) favoured: /, none: /^No seat is (clearly )?favoured/,
      depends: /^It depends on how people play/ }[api.robust.class];
    assert.match(await page.locator('.verdict').innerText(), opening);
    assert.match(await page.locator('.verdict').innerText(), new RegExp(`${api.games.toLocaleString('en')}`));
    await page.screenshot({ path: path.join(shots, 'table-offline-simulate.png'), fullPage: true });
  });

  test('every generator page works offline, with the server\'s answers and drawings', async () => {
    const server = async (u) => (await fetch(base + u)).text();
    const kept = (u) => page.evaluate((x) => fetch(x).then((r) => r.text()), u); // what a download gets
    // the menu offers every generator
    await page.goto(`${siteBase}/landmass?rule=146&start=25`);
    await page.waitForSelector('#board[aria-busy="false"] svg');
    await page.waitForSelector('#nav a[href="/terrain"]', { state: 'attached' });
    assert.deepEqual(await page.locator('#nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      ['/catan', '/seafarers', '/landmass', '/house-rules', '/empire', '/terrain']);
    // Landmass: the server's map, facts, SVG (downloaded offline) and its survey
    assert.match(await page.locator('#facts').textContent(), /24 of 44 hexes/);
    assert.equal(await kept('/landmass.svg?rule=146&start=25&swap=0'), await server('/landmass.svg?rule=146&start=25&swap=0'));
    assert.equal(await page.getAttribute('#dl-svg', 'href'), '/landmass.svg?rule=146&start=25&swap=0');
    await page.waitForSelector('.survey-list li button');
    const best = JSON.parse(await server('/api/landmass/survey?top=10')).best;
    assert.deepEqual(await page.locator('.survey-list li button').allTextContents(),
      best.map((m) => `${m.rule}:${m.start}, rated ${m.score.toFixed(1)}, ${m.islands} islands`));
    await page.screenshot({ path: path.join(shots, 'offline-landmass.png'), fullPage: true });
    // House rules: the same rules as the server's for the seed
    await page.goto(`${siteBase}/house-rules?seed=5&count=3&intensity=50`);
    await page.waitForSelector('#board[aria-busy="false"] .rules li');
    const rules = JSON.parse(await server('/api/house-rules?seed=5&count=3&intensity=50')).house_rules.rules;
    assert.deepEqual(await page.locator('.rules li strong').allTextContents(), rules.map((r) => r.name));
    await page.fill('#f-count', '27');
    await page.click('#generate');
    await page.waitForSelector('#error:not([hidden])');
    assert.match(await page.locator('#error').textContent(), /ount '27' is not a whole number from 1 to 26/);
    // Hex Empire: the server's map and capitals, drawn in the page; its SVG and PNG need the server
    await page.goto(`${siteBase}/empire?map=42`);
    await page.waitForSelector('#board[aria-busy="false"] svg');
    const empire = JSON.parse(await server('/api/empire?map=42&names=1')).empire;
    const capitals = empire.towns.filter((t) => t.capital >= 0).sort((a, b) => a.capital - b.capital).map((t) => t.name);
    assert.match(await page.locator('#facts').textContent(), new RegExp(capitals.filter((n) => n.trim()).join(', ')));
    assert.equal(await page.locator('#board svg polygon').count() >= empire.width * empire.height, true);
    assert.equal(await page.isVisible('#dl-png:not([aria-disabled])'), false); // no PNG without the server
    await page.screenshot({ path: path.join(shots, 'offline-empire.png'), fullPage: true });
    // Land & water: the server's map (its land count) and its SVG, byte for byte
    await page.goto(`${siteBase}/terrain?width=160&height=100&seed=7`);
    await page.waitForSelector('#board[aria-busy="false"] img.pixels');
    const terrain = JSON.parse(await server('/api/terrain?width=160&height=100&seed=7'));
    assert.match(await page.locator('#facts').textContent(), new RegExp(`\\(${terrain.terrain.land} cells\\)`));
    const svgLink = await page.getAttribute('#dl-svg', 'href');
    assert.match(svgLink, /^\/terrain\.svg\?width=160&height=100&.*&seed=7&scale=6$/);
    assert.equal(await kept(svgLink), await server(svgLink));
    await page.screenshot({ path: path.join(shots, 'offline-terrain.png'), fullPage: true });
  });

  test('a typo in a code is caught by its check letter before another board opens', async () => {
    await page.goto(`${siteBase}/catan`);
    await settled(page);
    await page.fill('#code-input', '0xjiwxm3-i');
    await page.click('#open-code button[type="submit"]');
    assert.match(await page.locator('#open-code-error').textContent(), /does not match its check letter/);
    await page.fill('#code-input', '0xjiwxm2-i');
    await newCode(page, () => page.click('#open-code button[type="submit"]'));
    assert.equal(await page.locator('#board').getAttribute('data-code'), '0xjiwxm2');
    // Any link to a board opens it: a static host's share link, a server's file.
    for (const [link, code] of [['https://example.org/catan?code=0xjiwxm3', '0xjiwxm3'],
                                 ['http://127.0.0.1:8080/board/0xjiwxm4.svg?style=legible', '0xjiwxm4']]) {
      await page.fill('#code-input', link);
      await newCode(page, () => page.click('#open-code button[type="submit"]'));
      assert.equal(await page.locator('#board').getAttribute('data-code'), code);
    }
  });
});

// SPDX-License-Identifier: MIT
// boardpage.js: a board's own page (/board/CODE, written by the server). Here it gains the
// legible drawing on a phone, the number balance in words, the balancing settings, a star and a
// place among the recent boards, and the seats: the simulation's verdict in plain words and the
// best opening spots drawn on the board in seat colours, with a legend and a way back.
import * as engine from './engine.js';
import { dress, minTextPx } from './drawing.js';
import { parseRules } from './form.js';
import { GENERATORS } from './generators.js';
import { remember, setCurrent, showRecent } from './recent.js';
import { buildNav, drawQr, keepAwake, setZoomSource, styleForScreen } from './view.js';
import { balanceBox, balanceWords, checkChar, seatSentence } from './words.js';
import { qrSvg } from './qr.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';

// Seat colours of the box, with a word for each (the legend says the word, not only the colour)
// and the ink of the seat's number on its disc. The same table as the C drawing's
// (src/render/openings.c, seat_colors): change both together.
const SEATS = [['#d32f2f', 'red', '#fff'], ['#1e5fbf', 'blue', '#fff'], ['#ef8a17', 'orange', '#111'],
  ['#f5f5f5', 'white', '#111'], ['#2e7d32', 'green', '#fff'], ['#6d4c41', 'brown', '#fff']];

// Reads a version-1 share code (docs/formats.md): its balance extension, or null.
function balanceOf(code) {
  if (!/^[0-9a-z]{8,12}$/.test(code) || typeof BigInt !== 'function') return null;
  let v = 0n;
  for (const ch of code) v = v * 36n + BigInt(parseInt(ch, 36));
  const h = v >> 32n;
  if (h % 4n !== 1n) return null;
  const ext = (h / 4n) / 4n / 16n / 2n;
  if (ext % 4n !== 1n) return null;
  const x = (ext - 1n) / 4n;
  return { metric: x % 2n ? 'compat' : 'hexseed', least: (x / 2n) % 2n === 1n, steps: Number(x / 4n) * 1000 };
}

function seatRow(seat, best) {
  const li = document.createElement('li');
  const name = document.createElement('span');
  name.className = 'seat-name';
  name.textContent = `Seat ${seat.seat}`;
  const bar = document.createElement('span');
  bar.className = 'seat-bar';
  const fill = document.createElement('span');
  fill.style.width = `${Math.round(100 * seat.win_rate / best)}%`;
  bar.append(fill);
  const value = document.createElement('span');
  value.className = 'seat-value';
  value.textContent = `${(100 * seat.win_rate).toFixed(1)}%`;
  li.append(name, bar, value);
  return li;
}

function showSeats(a) {
  const best = Math.max(...a.seats.map((s) => s.win_rate), 0.01);
  const verdict = document.createElement('p');
  verdict.className = 'verdict';
  verdict.textContent = seatSentence(a);
  const ol = document.createElement('ol');
  ol.className = 'seat-bars';
  ol.append(...a.seats.map((s) => seatRow(s, best)));
  const more = document.createElement('p');
  more.className = 'hint';
  const pct = (x) => (100 * x).toFixed(1);
  const within = Math.max(...a.seats.map((s) => (s.bounds[1] - s.bounds[0]) / 2));
  more.textContent = `Games won from each seat over ${a.games.toLocaleString('en')} games `
    + `(${a.mean_turns.toFixed(0)} turns a game); each rate is within ${pct(within)} points of the truth `
    + `for these players, 95% sure. The simulation stops as soon as the verdict is clear.`;
  $('sim-result').replaceChildren(verdict, ol, more);
}

// The corners of the board's land hexes, numbered as the C graph numbers them (hex by hex, corner
// by corner clockwise from the top, each new corner the next number): their points on the drawing.
function cornerPoints(svg) {
  const polys = [...svg.querySelectorAll('polygon[data-tile]')].sort((a, b) => a.dataset.tile - b.dataset.tile);
  const points = [], seen = new Map();
  for (const poly of polys) {
    const pts = poly.getAttribute('points').trim().split(/\s+/).map((p) => p.split(',').map(Number));
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length, cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const r = Math.hypot(pts[0][0] - cx, pts[0][1] - cy);
    // the drawn hex is inset from the grid by its gap: the grid's corner lies a little further out
    const full = r + 3;
    for (let c = 0; c < 6; c++) {
      const a = Math.PI / 2 - c * Math.PI / 3;
      const x = cx + full * Math.cos(a), y = cy - full * Math.sin(a);
      const key = `${Math.round(x / 8)},${Math.round(y / 8)}`;
      const near = [...seen.entries()].find(([, i]) => Math.hypot(points[i][0] - x, points[i][1] - y) < 12);
      if (near) continue;
      seen.set(key, points.length);
      points.push([x, y]);
    }
  }
  return points;
}

// The draft the advice assumes (a.order: seat 1, 2, .., n, then n, .., 1), in words.
function orderWords(a) {
  return `Best spots if players settle in the order ${a.order.map((p) => p.seat).join(', ')}`
    + ', each seat on the spot advised to it.';
}

// Marks each pick of the draft on the drawing at its advised spot (the best of its list) in the
// seat's colour: a filled disc for a first settlement, a ring for a second, the seat number in the
// middle. Sizes are in the drawing's units (hexes of circumradius 60; the viewBox is 757 wide on
// Classic, 861 on 5-6). The number is at least 11 CSS px where the drawing is 390 px wide
// (11 * width / 390: 21.4 and 24.3 units), and as large as the page's own numbers where it is
// shown (1.3 * minTextPx(), fitText's rule, at the drawing's scale, so fitText leaves it be): on a
// 390 px phone the Classic drawing is 332 px wide and the number 15 px, 34.1 units. The disc's
// radius is 0.8 of the number's size, and a ring's dark rim reaches 0.125 of it + 1.5 further
// out: 33.0 units in all there. The draft never advises two spots that are the same or
// neighbours, so two marked spots are at least 60 * sqrt(3) = 103.9 units apart, and two markers
// leave 37.9 units between them. Whatever the scale, the size stops at 48.9 units, where a
// marker's outer radius is 45% of 103.9: markers never touch. Returns the legend: the order, then
// per seat its colour and its two spots in words.
function drawOpenings(svg, a) {
  svg.querySelectorAll('g[data-openings]').forEach((g) => g.remove());
  const corners = cornerPoints(svg);
  const vb = svg.viewBox.baseVal;
  const box = svg.getBoundingClientRect();
  const scale = box.width && box.height ? Math.min(box.width / vb.width, box.height / vb.height) : 390 / vb.width;
  const most = (0.45 * 60 * Math.sqrt(3) - 1.5) / 0.925;
  const font = Math.min(Math.max(11 * vb.width / 390, 1.3 * minTextPx() / scale), most);
  const r = 0.8 * font, ring = 0.25 * font;
  const g = document.createElementNS(SVG, 'g');
  g.dataset.openings = '1';
  const circle = (x, y, attrs) => {
    const c = document.createElementNS(SVG, 'circle');
    c.setAttribute('cx', x.toFixed(1));
    c.setAttribute('cy', y.toFixed(1));
    c.setAttribute('r', r.toFixed(1));
    for (const [k, v] of Object.entries(attrs)) c.setAttribute(k, v);
    return c;
  };
  const said = new Map(a.seats.map((s) => [s.seat, []]));
  for (const { pick, seat: n, settlement } of a.order) {
    const seat = a.seats.find((s) => s.seat === n);
    const spot = seat && seat[settlement] && seat[settlement][0];
    if (!spot || !corners[spot.vertex]) continue;
    const [color, , ink] = SEATS[(n - 1) % SEATS.length];
    const [x, y] = corners[spot.vertex];
    const mark = document.createElementNS(SVG, 'g');
    mark.dataset.seat = String(n);
    mark.dataset.pick = String(pick);
    mark.dataset.settlement = settlement;
    if (settlement === 'first') mark.append(circle(x, y, { fill: color, stroke: '#111', 'stroke-width': (0.1 * font).toFixed(1) }));
    else { // a white disc in a ring of the seat's colour, rimmed dark so that the white seat's shows
      mark.append(circle(x, y, { fill: '#fff', stroke: '#111', 'stroke-width': (ring + 3).toFixed(1) }),
        circle(x, y, { fill: 'none', stroke: color, 'stroke-width': ring.toFixed(1) }));
    }
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', x.toFixed(1));
    label.setAttribute('y', (y + 0.36 * font).toFixed(1));
    label.setAttribute('font-size', (Math.ceil(10 * font) / 10).toFixed(1));
    label.setAttribute('font-weight', 'bold');
    label.setAttribute('text-anchor', 'middle');
    label.setAttribute('fill', settlement === 'first' ? ink : '#111');
    label.textContent = String(n);
    mark.append(label);
    g.append(mark);
    said.get(n).push(`${settlement} settlement (pick ${pick}) on ${spot.numbers.filter(Boolean).join('-') || 'the coast'}`
      + ` (${spot.terrains.join(', ')}${spot.harbor ? ', ' + spot.harbor + ' harbor' : ''})`);
  }
  svg.append(g);
  return {
    order: orderWords(a),
    seats: a.seats.map((seat) => {
      const [color, word] = SEATS[(seat.seat - 1) % SEATS.length];
      return [color, `Seat ${seat.seat} (${word}): ${said.get(seat.seat).join('; ')}`];
    }),
  };
}

// The openings on show (redrawn when the drawing changes size), or null.
let shownOpenings = null;

function showOpenings(a) {
  const svg = $('board').querySelector('svg');
  if (!svg) return;
  const legend = drawOpenings(svg, a);
  shownOpenings = a;
  const order = document.createElement('li');
  order.className = 'open-order';
  order.textContent = legend.order;
  $('open-legend').replaceChildren(order, ...legend.seats.map(([color, text]) => {
    const li = document.createElement('li');
    const dot = document.createElement('span');
    dot.className = 'swatch';
    dot.style.background = color;
    li.append(dot, text);
    return li;
  }));
}

async function playBoard(code, what) {
  const buttons = [$('simulate'), $('openings')];
  buttons.forEach((b) => { b.disabled = true; });
  const progress = $('sim-progress'), cancel = $('sim-cancel');
  const stop = new AbortController();
  progress.hidden = false;
  progress.removeAttribute('value');
  cancel.hidden = false;
  const onCancel = () => stop.abort();
  cancel.addEventListener('click', onCancel, { once: true });
  const options = { signal: stop.signal, onProgress: (done, total) => { progress.max = total; progress.value = done; } };
  try {
    if (what === 'fairness') showSeats(await engine.fairness(code, options));
    else {
      showOpenings(await engine.openings(code, options));
      $('open-result').hidden = false;
      $('board').scrollIntoView({ block: 'nearest' });
    }
  } catch (e) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = stop.signal.aborted ? 'Stopped.' : e && e.error ? e.error : 'The simulation failed.';
    $('sim-result').replaceChildren(p);
  } finally {
    progress.hidden = true;
    cancel.hidden = true;
    cancel.removeEventListener('click', onCancel);
    buttons.forEach((b) => { b.disabled = false; });
  }
}

// The board the seats section plays (a generator page shows one board after another).
let seatsCode = null;

// The engine plays Classic and 5-6 boards: the section shows only on those. Called for every
// board shown; the buttons are wired once.
export function setupSeats(code, json) {
  if (!$('seats')) return;
  const playable = !!json && (json.mode === 'classic' || json.mode === '5-6');
  $('seats').hidden = !playable;
  if (code !== seatsCode) {
    $('sim-result').replaceChildren();
    $('open-result').hidden = true;
  }
  seatsCode = playable ? code : null;
  if ($('seats').dataset.wired) return;
  $('seats').dataset.wired = '1';
  $('simulate').addEventListener('click', () => seatsCode && playBoard(seatsCode, 'fairness'));
  $('openings').addEventListener('click', () => seatsCode && playBoard(seatsCode, 'openings'));
  $('open-back').addEventListener('click', () => {
    $('board').querySelectorAll('svg g[data-openings]').forEach((g) => g.remove());
    $('open-result').hidden = true;
    shownOpenings = null;
  });
  // the markers' sizes follow the drawing's (after fitText has fitted the board's own text)
  addEventListener('resize', () => requestAnimationFrame(() => {
    if (shownOpenings && $('board').querySelector('svg g[data-openings]')) showOpenings(shownOpenings);
  }));
}

// The board page's facts in words: "Classic (3–4 players)", "6 & 8 never touch".
async function wordsForFacts() {
  const gen = GENERATORS.catan;
  if (gen.prepare && !gen.layouts) await gen.prepare(gen).catch(() => {}); // the layout table's games
  // the Game list's options, flat: [name, label], or [box, [[name, label], ...]] for a group
  const games = Object.fromEntries(gen.fields[0].options.flatMap(([v, t]) => (Array.isArray(t) ? t : [[v, t]])));
  const dl = $('board-facts');
  const dd = (label) => [...dl.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling;
  const game = dd('Game');
  if (game && games[game.textContent.trim()]) game.textContent = games[game.textContent.trim()];
  const rules = dd('Rules');
  if (!rules) return;
  const table = await engine.rules();
  const label = (name, value) => {
    const rule = table.rules.find((r) => r.name === name);
    const given = value !== null ? (rule ? ` (${value})` : `=${value}`) : '';
    return (rule ? rule.label : name) + given;
  };
  const given = parseRules(rules.textContent.replace(/\s+/g, ''));
  rules.textContent = given.size ? [...given].flatMap(([n, vs]) => vs.map((v) => label(n, v))).join('; ') : 'none';
}

export async function setupBoardPage() {
  buildNav(null, GENERATORS, engine.generators);
  showRecent();
  const code = document.body.dataset.code;
  $('share').value = new URL($('share').value, location.href).href;
  drawQr(qrSvg);
  // the facts first (a version-1 code says its balancing itself), then the board's JSON
  const json = balanceOf(code) ? null : await engine.boardJson(code).catch(() => null);
  const b = balanceOf(code) || (json && json.balance
    ? { metric: json.balance.metric, least: json.balance.direction === 'least', steps: json.balance.steps } : null);
  if (b) {
    const edit = $('edit');
    const u = new URL(edit.href, location.href);
    u.searchParams.set(b.least ? 'unbalanced' : 'balanced', '1');
    u.searchParams.set('metric', b.metric);
    u.searchParams.set('iterations', String(b.steps));
    u.searchParams.delete('spiral');
    edit.href = u.pathname + u.search;
    const dl = $('board-facts');
    const dt = document.createElement('dt');
    dt.textContent = 'Balanced';
    const dd = document.createElement('dd');
    dd.textContent = balanceWords(b);
    dl.append(dt, dd);
  }
  // New board: the options of this one, with a new seed
  const again = new URL($('edit').href, location.href);
  again.searchParams.delete('seed');
  $('new').href = again.pathname + again.search;
  const typed = document.createElement('dt');
  typed.textContent = 'Code to type';
  const typedValue = document.createElement('dd');
  typedValue.textContent = `${code}-${checkChar(code)}`;
  $('board-facts').append(typed, typedValue);
  wordsForFacts();
  const value = document.querySelector('#score .score-value');
  if (value) {
    const score = Number(value.textContent);
    const hint = document.querySelector('#score .hint');
    // One scale for players: the heading and the box say the number balance (0-100); the raw
    // score (0-1) stays in the details under the bars, as what they add up to.
    const words = document.createElement('p');
    words.className = 'hint raw-score';
    words.append('Each bar is one way numbers and resources can bunch up: longer is less even. '
      + 'Their mean is the raw score, ', value, ' (0 perfectly even, 1 as lopsided as a board gets); '
      + 'the number balance above is the same figure on a 0 to 100 scale, 100 the most even.');
    if (hint) hint.replaceWith(words);
    const h2 = document.querySelector('#score h2');
    h2.textContent = 'Balance';
    h2.after(balanceBox(score, b ? balanceWords(b) + '.' : ''));
    const table = document.querySelector('#score table');
    if (table) table.before(words);
  }
  const board = json || await engine.boardJson(code).catch(() => null);
  const style = styleForScreen();
  const entry = { url: `/board/${code}`, name: `Board ${code}`, thumb: engine.drawingUrl(code, style), plainName: true };
  setCurrent(entry);
  remember(entry);
  setupSeats(code, board);
  // the drawing for this screen, kept per code (the thumbnail is the same file)
  let svgText = null;
  try {
    svgText = await engine.drawing(code, style);
    const t = document.createElement('template');
    t.innerHTML = svgText;
    $('board').replaceChildren(t.content);
  } catch (e) { /* keep the server's drawing */ }
  const captions = dress($('board').querySelector('svg'), board, matchMedia('(max-width: 700px)').matches);
  $('caption').replaceChildren(...captions.map((c) => Object.assign(document.createElement('p'), { textContent: c })));
  $('caption').hidden = captions.length === 0;
  setZoomSource(svgText ? { svg: svgText, board } : { href: `/board/${code}.svg` });
  keepAwake();
  document.body.dataset.ready = 'board'; // the page is set up (what a test waits for)
}

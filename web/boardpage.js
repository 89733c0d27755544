// SPDX-License-Identifier: MIT
// boardpage.js: a board's own page (/board/CODE, written by the server). Here it gains the
// legible drawing on a phone, the number balance in words, the balancing settings, a star and a
// place among the recent boards, and the seats: the simulation's verdict in plain words and the
// best opening spots drawn on the board in seat colours, with a legend and a way back.
import * as engine from './engine.js';
import { dress } from './drawing.js';
import { parseRules } from './form.js';
import { GENERATORS } from './generators.js';
import { remember, setCurrent, showRecent } from './recent.js';
import { buildNav, drawQr, keepAwake, setZoomSource, styleForScreen } from './view.js';
import { balanceBox, balanceWords, checkChar, seatSentence } from './words.js';
import { qrSvg } from './qr.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';

// Seat colours of the box, with a word for each (the legend says the word, not only the colour).
const SEATS = [['#d32f2f', 'red'], ['#1e5fbf', 'blue'], ['#ef8a17', 'orange'], ['#f5f5f5', 'white'],
  ['#2e7d32', 'green'], ['#6d4c41', 'brown']];

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
  more.textContent = `Games won from each seat over ${a.games.toLocaleString('en')} games `
    + `(${a.mean_turns.toFixed(0)} turns a game). 95% of the time the true gap between the best and the `
    + `worst seat lies between ${pct(a.spread_ci[0])} and ${pct(a.spread_ci[1])} points.`;
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

// Draws each seat's best first (a disc) and second (a ring) settlement on the drawing.
function drawOpenings(svg, a) {
  const corners = cornerPoints(svg);
  const g = document.createElementNS(SVG, 'g');
  g.dataset.openings = '1';
  const legend = [];
  for (const seat of a.seats) {
    const [color, word] = SEATS[(seat.seat - 1) % SEATS.length];
    const spots = [['first', seat.first && seat.first[0]], ['second', seat.second && seat.second[0]]];
    const said = [];
    for (const [which, spot] of spots) {
      if (!spot || !corners[spot.vertex]) continue;
      const [x, y] = corners[spot.vertex];
      const mark = document.createElementNS(SVG, 'circle');
      mark.setAttribute('cx', x.toFixed(1));
      mark.setAttribute('cy', y.toFixed(1));
      mark.setAttribute('r', which === 'first' ? 15 : 13);
      mark.setAttribute('fill', which === 'first' ? color : '#fff');
      mark.setAttribute('stroke', which === 'first' ? '#111' : color);
      mark.setAttribute('stroke-width', which === 'first' ? 3 : 7);
      const label = document.createElementNS(SVG, 'text');
      label.setAttribute('x', x.toFixed(1));
      label.setAttribute('y', (y + 7).toFixed(1));
      label.setAttribute('font-size', '20');
      label.setAttribute('font-weight', 'bold');
      label.setAttribute('fill', which === 'first' && word !== 'white' && word !== 'orange' ? '#fff' : '#111');
      label.textContent = String(seat.seat);
      g.append(mark, label);
      said.push(`${which === 'first' ? 'first' : 'second'} settlement on ${spot.numbers.filter(Boolean).join('-') || 'the coast'}`
        + ` (${spot.terrains.join(', ')}${spot.harbor ? ', ' + spot.harbor + ' harbor' : ''})`);
    }
    legend.push([color, `Seat ${seat.seat} (${word}): ${said.join('; ')}`]);
  }
  svg.append(g);
  return legend;
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
      const a = await engine.openings(code, options);
      const svg = $('board').querySelector('svg');
      svg.querySelectorAll('g[data-openings]').forEach((g) => g.remove());
      const legend = drawOpenings(svg, a);
      const list = $('open-legend');
      list.replaceChildren(...legend.map(([color, text]) => {
        const li = document.createElement('li');
        const dot = document.createElement('span');
        dot.className = 'swatch';
        dot.style.background = color;
        li.append(dot, text);
        return li;
      }));
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
  });
}

// The board page's facts in words: "Classic (3–4 players)", "6 & 8 never touch".
async function wordsForFacts() {
  const games = Object.fromEntries(GENERATORS.catan.fields[0].options);
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
    const words = document.createElement('p');
    words.className = 'hint';
    words.textContent = 'Each bar is one way numbers and resources can bunch up: longer is less even. '
      + 'The score is the mean of the bars, from 0 (perfectly even) to 1 (as lopsided as a board gets).';
    if (hint) hint.replaceWith(words);
    const h2 = document.querySelector('#score h2');
    if (h2.firstChild && h2.firstChild.nodeType === Node.TEXT_NODE) h2.firstChild.textContent = 'Number balance, score ';
    document.querySelector('#score h2').after(balanceBox(score, b ? balanceWords(b) + '.' : ''));
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

// SPDX-License-Identifier: MIT
// event.js: the tournament kit's page (event.html). The organiser's values go to the generator
// table's event through engine.js (the server's /api/event, or the WebAssembly package with no
// server), and the answer, `hexseed event --format json`, becomes the sheet: per table its board's
// code, link and QR code, its seat spread, and who sits in which seat each round. Events are
// saved by name on the device (localStorage), and each table's board goes to the app's recent
// boards under the event's name (recent.js). The form lives in the page's query, so a saved or
// shared address makes the same event.
import { EngineError, generic, pageOf } from './engine.js';
import { qrSvg } from './qr.js';
import { remember } from './recent.js';
import { setupTheme } from './view.js';

const $ = (id) => document.getElementById(id);
const FIELDS = ['tables', 'players', 'rounds', 'mode', 'rules', 'seed'];
const SAVED_KEY = 'hexseed-events';

// ---- The form and the page's address ------------------------------------------------------------

function field(name) {
  return document.querySelector(`#event-form [name="${name}"]`);
}

function freshSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

// The form's values as a query: what is empty is left to the library's defaults.
function query() {
  const q = new URLSearchParams();
  for (const name of FIELDS) {
    const v = field(name).value.trim();
    if (v !== '') q.set(name, v);
  }
  return q;
}

function fill(q) {
  for (const name of FIELDS) if (q.has(name)) field(name).value = q.get(name);
  if (q.has('name')) $('event-name').value = q.get('name');
}

function showError(err) {
  const box = $('event-error');
  for (const name of FIELDS) field(name).removeAttribute('aria-invalid');
  if (!err) {
    box.hidden = true;
    return;
  }
  box.textContent = err.error || err.message || String(err);
  box.hidden = false;
  const bad = err.parameter && FIELDS.includes(err.parameter) ? field(err.parameter) : null;
  if (bad) {
    bad.setAttribute('aria-invalid', 'true');
    bad.focus();
  }
}

// ---- The sheet ----------------------------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

// What the rotation promises for these rounds, in the words of the text sheet.
function promise(event) {
  const n = event.players, r = event.rounds, each = Math.floor(r / n);
  if (event.exact) {
    return `${r} rounds for ${n} seats: every player sits in each seat ${each === 1 ? 'once' : `${each} times`}.`;
  }
  return `${r} round${r === 1 ? '' : 's'} for ${n} seats, not a multiple of ${n}: each player sits in each seat `
    + `${each} or ${each + 1} times (at most one apart); ${(each + 1) * n} rounds make it equal.`;
}

// One table's card: the board's code, link and QR code, its seat spread, and the rotation.
async function tableCard(event, board) {
  const href = await pageOf(board.code);
  const url = new URL(href, location.href).href;
  const qr = el('div', { class: 'event-qr' });
  try {
    qr.append(await qrSvg(url));
  } catch (e) {
    qr.textContent = 'The QR code needs the encoder, which has not been loaded on this device yet.';
  }
  const spread = board.seat_spread === null ? '– (Classic and 5–6 boards only)' : board.seat_spread.toFixed(3);
  const link = el('a', { href, class: 'event-code' }, board.code);
  const facts = el('dl', { class: 'event-board-facts' },
    el('dt', {}, 'Board'), el('dd', {}, link),
    el('dt', {}, 'Seat spread'), el('dd', { 'data-spread': '' }, spread));
  const head = el('tr', {}, el('th', { scope: 'col' }, 'Round'),
    ...Array.from({ length: event.players }, (_, s) => el('th', { scope: 'col' }, `Seat ${s + 1}`)));
  const rows = board.schedule.map((seats, r) => el('tr', {}, el('th', { scope: 'row' }, String(r + 1)),
    ...seats.map((p) => el('td', {}, `P${p}`))));
  const table = el('table', { class: 'event-rotation' },
    el('caption', {}, `Table ${board.table}: who sits where, seat 1 starts`), el('thead', {}, head), el('tbody', {}, ...rows));
  // a region a keyboard can scroll, should the rotation be wider than a narrow screen
  const scroll = el('div', { class: 'event-rotation-wrap', tabindex: '0', role: 'region', 'aria-label': `Table ${board.table}'s rotation` }, table);
  return el('article', { class: 'event-table', 'data-table': String(board.table), 'data-code': board.code, 'data-url': url },
    el('h3', {}, `Table ${board.table}`), el('div', { class: 'event-board' }, qr, facts), scroll);
}

let shown = null; // the event on the sheet: { event, query }

async function showSheet(event, q) {
  const name = $('event-name').value.trim();
  $('sheet-title').textContent = name || `Event ${event.seed}`;
  document.title = `hexseed: ${name || `event ${event.seed}`}`;
  $('sheet-facts').textContent = `${event.tables} table${event.tables === 1 ? '' : 's'} of ${event.players} players, `
    + `${event.rounds} round${event.rounds === 1 ? '' : 's'}, ${event.mode} boards, event seed ${event.seed}. `
    + `Players P1 to P${event.tables * event.players}; each table's players stay at it.`;
  $('sheet-promise').textContent = promise(event);
  $('sheet-promise').dataset.exact = String(event.exact);
  const cards = await Promise.all(event.boards.map((b) => tableCard(event, b)));
  $('tables').replaceChildren(...cards);
  $('sheet').hidden = false;
  $('saved-note').textContent = '';
  shown = { event, query: q.toString() };
}

async function make() {
  if (!field('seed').value.trim()) field('seed').value = String(freshSeed()); // told back: the event is remade from it
  const q = query();
  const sheet = $('sheet');
  sheet.setAttribute('aria-busy', 'true');
  $('make').disabled = true;
  try {
    const event = await generic('/api/event', q.toString());
    showError(null);
    const address = new URLSearchParams(q);
    const name = $('event-name').value.trim();
    if (name) address.set('name', name);
    history.replaceState(null, '', `/event?${address}`);
    await showSheet(event, q);
    sheet.focus({ preventScroll: true });
    sheet.scrollIntoView({ block: 'start' });
  } catch (err) {
    showError(err instanceof EngineError ? err : new EngineError(String(err && err.message || err)));
  } finally {
    sheet.setAttribute('aria-busy', 'false');
    $('make').disabled = false;
  }
}

// ---- Saved events -------------------------------------------------------------------------------

function loadSaved() {
  try {
    const list = JSON.parse(localStorage.getItem(SAVED_KEY) || '[]');
    return Array.isArray(list) ? list.filter((e) => e && typeof e.name === 'string' && typeof e.query === 'string') : [];
  } catch (e) { return []; }
}

function storeSaved(list) {
  try {
    localStorage.setItem(SAVED_KEY, JSON.stringify(list));
    return true;
  } catch (e) { return false; }
}

function showSaved() {
  const list = loadSaved();
  $('saved').hidden = list.length === 0;
  $('saved-list').replaceChildren(...list.map((e) => {
    const q = new URLSearchParams(e.query);
    q.set('name', e.name);
    const open = el('a', { href: `/event?${q}` }, e.name);
    const what = el('span', { class: 'hint' }, ` ${e.tables} tables, seed ${e.seed}`);
    const drop = el('button', { type: 'button', class: 'tool', 'aria-label': `Forget ${e.name}` }, 'Forget');
    drop.addEventListener('click', () => {
      storeSaved(loadSaved().filter((x) => x.name !== e.name));
      showSaved();
    });
    return el('li', {}, open, what, drop);
  }));
}

// Saves the sheet's event under its name (replacing one of the same name), and each table's board
// in the app's recent boards as "NAME, table N".
function save(e) {
  e.preventDefault();
  const name = $('event-name').value.trim();
  if (!shown) return;
  if (!name) {
    $('saved-note').textContent = 'Give the event a name to save it.';
    $('event-name').focus();
    return;
  }
  const entry = { name, query: shown.query, seed: shown.event.seed, tables: shown.event.tables, at: Date.now() };
  const ok = storeSaved([entry, ...loadSaved().filter((x) => x.name !== name)]);
  for (const b of shown.event.boards) remember({ url: `/board/${b.code}`, name: `${name}, table ${b.table}`, thumb: null });
  $('sheet-title').textContent = name;
  const address = new URLSearchParams(shown.query);
  address.set('name', name);
  history.replaceState(null, '', `/event?${address}`);
  $('saved-note').textContent = ok ? `Saved as “${name}” on this device.` : 'This browser keeps nothing (private mode?).';
  showSaved();
}

// ---- Start --------------------------------------------------------------------------------------

function start() {
  setupTheme();
  $('event-form').addEventListener('submit', (e) => {
    e.preventDefault();
    make();
  });
  $('save-form').addEventListener('submit', save);
  $('print').addEventListener('click', () => window.print());
  showSaved();
  const q = new URLSearchParams(location.search);
  fill(q);
  if (q.has('seed')) make();
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => { /* no worker here */ });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();

// SPDX-License-Identifier: MIT
// view.js: the board view's controls, the same on every page: theme, menu, the share link (copy,
// the system share sheet, a QR code), full screen with pinch and pan, locked hexes, the
// downloads, and keeping the screen awake while a board is shown.
import { dress, fitText, turn, wantsTurn } from './drawing.js';
import { drawing, fileAt, serverOnly } from './engine.js';
import { printBoard } from './print.js';
import { playerWords } from './words.js';

const $ = (id) => document.getElementById(id);

/** True on a phone-sized screen (the layout's own breakpoint). */
export const phone = () => matchMedia('(max-width: 700px)').matches;

/** The board drawing's style for this screen: bigger type on a phone. */
export function styleForScreen() {
  return phone() ? 'legible' : 'compact';
}

// ---- Theme ----------------------------------------------------------------------------------
function applyTheme(theme) {
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}
export function setupTheme() {
  let saved = null;
  try { saved = localStorage.getItem('hexseed-theme'); } catch (e) { /* private mode */ }
  applyTheme(saved);
  $('theme').addEventListener('click', () => {
    const dark = document.documentElement.dataset.theme
      ? document.documentElement.dataset.theme === 'dark'
      : matchMedia('(prefers-color-scheme: dark)').matches;
    const next = dark ? 'light' : 'dark';
    applyTheme(next);
    try { localStorage.setItem('hexseed-theme', next); } catch (e) { /* private mode */ }
  });
}

// ---- Menu: a row on a wide screen, a button that opens a list on a phone ---------------------
export function setupMenu() {
  const button = $('menu'), nav = $('nav');
  const close = () => { button.setAttribute('aria-expanded', 'false'); nav.classList.remove('open'); };
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('open', open);
    if (open && nav.firstElementChild) nav.firstElementChild.focus();
  });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && nav.classList.contains('open')) { close(); button.focus(); } });
  document.addEventListener('click', (e) => { if (!nav.contains(e.target) && e.target !== button) close(); });
}

export async function buildNav(current, GENERATORS, offered) {
  const names = await offered(Object.keys(GENERATORS));
  const nav = $('nav');
  nav.replaceChildren(...names.map((n) => {
    const a = document.createElement('a');
    a.href = '/' + n;
    a.textContent = GENERATORS[n].label;
    if (n === current) a.setAttribute('aria-current', 'page');
    return a;
  }));
  const here = GENERATORS[current];
  if (here) $('menu').textContent = '☰ ' + here.label;
}

// ---- Share link -----------------------------------------------------------------------------
export function setupCopy() {
  const button = $('copy'), input = $('share');
  button.addEventListener('click', async () => {
    const text = input.value;
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
    } catch (e) {
      input.select();
      document.execCommand('copy');
    }
    button.textContent = 'Copied';
    button.dataset.copied = text;
    setTimeout(() => { button.textContent = 'Copy'; }, 1500);
  });
}

// ---- Full screen, with pinch, wheel and drag ------------------------------------------------
let zoomSource = null;
export function setupViewer() {
  const dialog = $('viewer'), stage = $('stage'), img = $('viewer-img'); // img: the moving layer
  let scale = 1, x = 0, y = 0;
  const pointers = new Map();
  let last = null; // the previous midpoint and spread of the pointers
  const apply = () => { img.style.transform = `translate(${x}px, ${y}px) scale(${scale})`; };
  const reset = () => { scale = 1; x = 0; y = 0; apply(); };
  // Zooms by `k` keeping the stage point (px, py) still.
  const zoomAt = (k, px, py) => {
    const next = Math.min(8, Math.max(1, scale * k));
    k = next / scale;
    x = px - (px - x) * k;
    y = py - (py - y) * k;
    scale = next;
    if (scale === 1) { x = 0; y = 0; }
    apply();
  };
  const local = (e) => {
    const r = stage.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const spread = () => {
    const p = [...pointers.values()];
    if (p.length < 2) return { x: p[0].x, y: p[0].y, d: 0 };
    return { x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2, d: Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y) };
  };
  stage.addEventListener('pointerdown', (e) => {
    stage.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, local(e));
    last = spread();
  });
  stage.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, local(e));
    const now = spread();
    if (pointers.size >= 2 && last.d > 0) zoomAt(now.d / last.d, now.x, now.y);
    x += now.x - last.x;
    y += now.y - last.y;
    apply();
    last = now;
  });
  const up = (e) => { pointers.delete(e.pointerId); last = pointers.size ? spread() : null; };
  stage.addEventListener('pointerup', up);
  stage.addEventListener('pointercancel', up);
  stage.addEventListener('wheel', (e) => {
    e.preventDefault();
    const p = local(e);
    zoomAt(Math.exp(-e.deltaY / 300), p.x, p.y);
  }, { passive: false });
  stage.addEventListener('dblclick', (e) => {
    const p = local(e);
    if (scale > 1) reset(); else zoomAt(2.5, p.x, p.y);
  });
  $('viewer-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => { document.body.classList.remove('viewing'); });
  const open = () => {
    if (!zoomSource) return;
    document.body.classList.add('viewing');
    dialog.showModal();
    if (zoomSource.svg) {
      const t = document.createElement('template');
      t.innerHTML = zoomSource.svg;
      const svg = t.content.querySelector('svg');
      img.replaceChildren(svg);
      const r = stage.getBoundingClientRect();
      dress(svg, zoomSource.board);
      // a wide board on an upright screen turns a quarter: it fills the screen
      if (!svg.dataset.turned && wantsTurn(svg, r)) turn(svg);
      fitText(svg);
    } else {
      const pic = document.createElement('img');
      pic.src = zoomSource.href;
      pic.alt = 'The board, full screen';
      img.replaceChildren(pic);
    }
    reset();
  };
  $('zoom').addEventListener('click', open);
  $('board').addEventListener('click', (e) => {
    if (e.target.closest('a, button') || $('board').classList.contains('text')) return;
    if (lockMode()) { /* the hex under the tap, whatever token or label lies on top of it */
      const hex = document.elementsFromPoint(e.clientX, e.clientY).find((el) => el.dataset && el.dataset.tile);
      if (hex) toggleLock(Number(hex.dataset.tile));
      return;
    }
    open();
  });
  if ($('lockmode')) $('lockmode').addEventListener('click', () => {
    const on = !lockMode();
    $('lockmode').setAttribute('aria-pressed', String(on));
    $('lockhint').hidden = !on;
    $('board').classList.toggle('locking', on);
  });
}

// ---- Locked hexes: tap a hex to keep it, Randomize rerolls the rest -------------------------
let lockBoard = null; // the board on screen (its JSON) when its generator takes locks

export function lockMode() {
  return !!$('lockmode') && $('lockmode').getAttribute('aria-pressed') === 'true';
}

// The lock field's entries, "Q,R=terrain[:number]", by their "Q,R".
export function lockEntries() {
  const field = $('form').elements.lock;
  const entries = new Map();
  for (const e of (field ? field.value : '').split(';').map((x) => x.trim()).filter(Boolean))
    entries.set(e.split('=')[0], e);
  return entries;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

// A padlock drawn over the top of a locked hex, so a lock shows by its sign and not by the gold
// edge alone (colour is not needed to see it); taps go through it to the hex.
function lockSign(poly) {
  const box = poly.getBBox();
  const size = box.width * 0.26, x = box.x + box.width / 2, y = box.y + box.height * 0.155;
  const g = document.createElementNS(SVG_NS, 'g');
  g.setAttribute('class', 'lock-sign');
  g.setAttribute('transform', `translate(${x} ${y}) scale(${size / 24})`);
  g.setAttribute('aria-hidden', 'true');
  const shackle = document.createElementNS(SVG_NS, 'path');
  shackle.setAttribute('d', 'M-6 0v-5a6 6 0 0 1 12 0v5');
  const body = document.createElementNS(SVG_NS, 'rect');
  for (const [k, v] of Object.entries({ x: -9, y: -1, width: 18, height: 14, rx: 2.5 })) body.setAttribute(k, v);
  const hole = document.createElementNS(SVG_NS, 'circle');
  for (const [k, v] of Object.entries({ cx: 0, cy: 5.5, r: 2 })) hole.setAttribute(k, v);
  g.append(shackle, body, hole);
  return g;
}

export function markLocks() {
  const entries = lockEntries();
  for (const old of $('board').querySelectorAll('.lock-sign')) old.remove();
  for (const poly of $('board').querySelectorAll('[data-tile]')) {
    const h = lockBoard && lockBoard.hexes[Number(poly.dataset.tile)];
    const locked = !!h && entries.has(`${h.q},${h.r}`);
    poly.classList.toggle('locked', locked);
    if (locked && poly.ownerSVGElement) poly.ownerSVGElement.append(lockSign(poly));
  }
}

function toggleLock(tile) {
  const h = lockBoard && lockBoard.hexes[tile];
  if (!h || h.terrain === 'sea') return;
  const entries = lockEntries(), key = `${h.q},${h.r}`;
  if (entries.has(key)) entries.delete(key);
  else entries.set(key, `${key}=${h.terrain}${h.number ? ':' + h.number : ''}`);
  $('form').elements.lock.value = [...entries.values()].join(';');
  markLocks();
}

export function setLockable(board) {
  lockBoard = board;
  $('lockmode').hidden = !board;
  if (!board) {
    $('lockmode').setAttribute('aria-pressed', 'false');
    $('lockhint').hidden = true;
    $('board').classList.remove('locking');
  }
  markLocks();
}
// What Full screen shows: { svg, board } (a drawing's text and its board JSON) or { href } (a
// picture), or null for none.
export function setZoomSource(source) {
  zoomSource = source || null;
  $('zoom').hidden = !zoomSource;
  $('board').classList.toggle('zoomable', !!zoomSource);
}


// ---- Keeping the screen awake while a board is shown ---------------------------------------
let wakeLock = null;
export function keepAwake() {
  if (!('wakeLock' in navigator)) return;
  const ask = async () => {
    if (document.visibilityState !== 'visible' || (wakeLock && !wakeLock.released)) return;
    try { wakeLock = await navigator.wakeLock.request('screen'); } catch (e) { /* refused: battery saver, no gesture */ }
  };
  ask();
  // the browser lets the lock go when the page is hidden: take it again on return
  document.addEventListener('visibilitychange', ask);
}

// ---- Sharing: the system share sheet where there is one, and a QR code ----------------------
export function setupShare(qr) {
  const button = $('share-sheet');
  if (button) {
    button.hidden = !navigator.share;
    button.addEventListener('click', async () => {
      const url = $('share').value;
      if (!url) return;
      try { await navigator.share({ title: document.title, url }); } catch (e) { /* dismissed */ }
    });
  }
  const show = $('qr-show');
  if (show) {
    show.addEventListener('click', () => {
      const box = $('qr');
      const open = box.hidden;
      box.hidden = !open;
      show.setAttribute('aria-expanded', String(open));
      if (open) drawQr(qr);
    });
  }
}

// Draws the share link's QR code into #qr (when it is open); `qr` answers a promise of the
// drawing. A later link or a closed box wins over a drawing that comes late.
export async function drawQr(qr) {
  const box = $('qr'), url = $('share').value;
  if (!box || box.hidden) return;
  box.replaceChildren();
  if (!url) return;
  let svg;
  try {
    svg = await qr(url);
  } catch (e) {
    svg = null;
    box.textContent = typeof globalThis.qrcode === 'function'
      ? 'This link is too long for a QR code.'
      : 'The QR code needs the app to have been opened once with a connection.';
  }
  if (svg && !box.hidden && $('share').value === url) {
    box.replaceChildren(svg);
    // the whole code in view, above the bottom bar, for the camera of the phone across the table
    box.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }
}

// Re-fits the board's text when the drawing changes size (rotation, a wider window).
export function watchSize() {
  let pending = false;
  addEventListener('resize', () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      const svg = $('board') && $('board').querySelector('svg');
      if (svg) fitText(svg);
    });
  });
}

// The downloads of a board: its links (the server's addresses; the page makes the files when
// no server answers: setupDownloads). A file only the server makes (the PDF, a Hex Empire
// picture) is struck out when the board was made here.
export function setLinks(links, shareUrl) {
  let any = false;
  for (const kind of ['svg', 'png', 'pdf', 'letter', 'json', 'txt', 'tmj', 'tiles']) {
    const a = $('dl-' + kind);
    if (!a) continue;
    const href = kind === 'letter' ? (links && links.pdf ? links.pdf + '?paper=letter' : null)
      : kind === 'tiles' ? (links && links.tmj ? TILES : null)
      : kind === 'txt' ? links && (links.txt || (/^\/board\/[0-9a-z]+\.json$/.test(links.json || '') ? links.json.replace(/json$/, 'txt') : null))
      : links && links[kind];
    // shown struck out only where the server would make it but the package made the board (its
    // links say null); a file no route makes (a Hex Empire map's PDF) is not offered at all
    const needsServer = serverOnly(kind) && links && links.svg && links[kind === 'letter' ? 'pdf' : kind] === null;
    a.hidden = !links || (!href && !needsServer);
    if (href) {
      a.href = href;
      a.removeAttribute('aria-disabled');
      a.removeAttribute('title');
      any = true;
      if (kind === 'letter') a.download = downloadName(links.pdf).replace(/\.pdf$/, '-letter.pdf');
      else a.download = kind === 'tiles' ? TILES.slice(1) : downloadName(href);
    } else {
      a.removeAttribute('href');
      if (!a.hidden) {
        a.setAttribute('aria-disabled', 'true');
        a.title = 'Needs the hexseed server';
      }
    }
  }
  $('downloads').hidden = !any;
  $('share').value = shareUrl || (links && links.page ? new URL(links.page, location.href).href : '');
  const actions = $('share-actions');
  if (actions) actions.hidden = !$('share').value;
}

// The Tiled maps' tile atlas, which every map names as a file beside it (HS_TILESET_IMAGE).
const TILES = '/hexseed-tiles.png';

// Saves `blob` as a download named `name` (an object URL on a link with a download name).
function save(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

// Every Download chip (the generator pages' and a board page's) saves its file through the
// engine: from the server when it answers, else made in the page (engine.fileAt), so the
// downloads work offline and on a static host. A failure is said beside the chips.
export function setupDownloads() {
  document.addEventListener('click', async (e) => {
    const a = e.target.closest && e.target.closest('.downloads a[href]');
    if (!a || e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const box = a.closest('.downloads');
    let status = box.querySelector('.dl-status');
    if (!status) {
      status = Object.assign(document.createElement('p'), { className: 'hint dl-status' });
      status.setAttribute('role', 'status');
      box.append(status);
    }
    status.textContent = '';
    a.setAttribute('aria-busy', 'true');
    const href = a.getAttribute('href');
    const pdf = href.match(/^\/board\/([0-9a-z]+)\.pdf(\?paper=letter)?$/);
    try {
      save(await fileAt(href), a.getAttribute('download') || downloadName(href));
    } catch (err) {
      if (pdf && err && err.offline) { // no server draws it: the page lays it out for the print dialog
        try {
          printBoard(await drawing(pdf[1], 'compact'), pdf[2] ? 'letter' : 'a4');
          status.textContent = 'Made in this page: print it, or save it as a PDF, at 100 % (actual size), '
            + 'and check the 50 mm square with a ruler.';
          return;
        } catch (e) { /* said below */ }
      }
      status.textContent = playerWords(err && err.error ? err.error : String(err && err.message || err));
    } finally {
      a.removeAttribute('aria-busy');
    }
  });
}

// "/board/0xjiwxm2.svg" -> "hexseed-0xjiwxm2.svg"; "/landmass.svg?rule=1&start=2&swap=0" ->
// "hexseed-landmass-1-2-0.svg".
function downloadName(href) {
  const u = new URL(href, location.href);
  const file = u.pathname.split('/').pop();
  const dot = file.lastIndexOf('.');
  const extra = [...u.searchParams.values()].join('-');
  return 'hexseed-' + file.slice(0, dot) + (extra ? '-' + extra : '') + file.slice(dot);
}

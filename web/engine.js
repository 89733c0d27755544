// SPDX-License-Identifier: MIT
// engine.js: the one module that makes boards. The rest of the app asks it for a board, a
// drawing, the rule and layout tables, seat fairness and openings; it answers from the hexseed
// server when one is there and from the WebAssembly package (/static/wasm/hexseed.js) when not,
// so no other module knows which. Every answer is the server API's JSON shape.

// A failure in the shape every caller shows: `error` the sentence, `parameter` the field at
// fault (when known), `offline` true when the answer needs the server and there is none.
export class EngineError extends Error {
  constructor(error, parameter = null, offline = false) {
    super(error);
    this.error = error;
    this.parameter = parameter;
    this.offline = offline;
  }
}

const BOARD_CACHE = 'hexseed-boards';
const drawings = new Map(); // "/board/CODE.svg?style=S" -> the SVG text, for this page's life

// The address under which a board's drawing is kept: the server's own, so the service worker
// and the browser's cache answer it as well.
export function drawingUrl(code, style) {
  return `/board/${code}.svg${style && style !== 'compact' ? '?style=' + style : ''}`;
}

// Keeps a drawing for the page and in the device's board cache (read by the service worker:
// thumbnails and offline reloads of a board seen once).
async function keep(url, svg) {
  drawings.set(url, svg);
  try {
    const cache = await caches.open(BOARD_CACHE);
    await cache.put(url, new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } }));
  } catch (e) { /* no Cache Storage (an insecure origin): the page's map still holds it */ }
}

// Keeps a board's JSON as /board/CODE.json would answer it, so the board opens offline later.
async function keepJson(code, board) {
  try {
    const cache = await caches.open(BOARD_CACHE);
    await cache.put(`/board/${code}.json`, new Response(JSON.stringify(board), { headers: { 'Content-Type': 'application/json' } }));
  } catch (e) { /* no Cache Storage */ }
}

async function kept(url) {
  if (drawings.has(url)) return drawings.get(url);
  try {
    const cache = await caches.open(BOARD_CACHE);
    const r = await cache.match(url);
    if (r) {
      const svg = await r.text();
      drawings.set(url, svg);
      return svg;
    }
  } catch (e) { /* no Cache Storage */ }
  return null;
}

// ---- Backends ------------------------------------------------------------------------------
// The package (make wasm: hexseed.js and hexseed-core.wasm beside the app's
// files), loaded once on first need; null when it is not there.
let wasmLoad = null;
function wasm() {
  if (!wasmLoad) {
    wasmLoad = import('/static/hexseed.js').catch(() => null);
  }
  return wasmLoad;
}

// Whether a hexseed server answers here (GET /api names its generators): asked once a page.
// A static host (make site) answers 404 or a page, no signal answers nothing: then the package.
let serverCheck = null;
export function hasServer() {
  if (!serverCheck) {
    serverCheck = fetch('/api').then(async (r) => {
      if (!r.ok) return false;
      const index = await r.json().catch(() => null);
      return !!(index && Array.isArray(index.generators));
    }).catch(() => false);
  }
  return serverCheck;
}

// True when the failure is the network's (no server, no signal), not the server's answer.
function unreachable(e) {
  return e instanceof TypeError || (e && e.name === 'TypeError') || (e && e.noServer);
}

// The address that shows a board by its code: the server's page, or the app's own view of it.
export async function pageOf(code) {
  return (await hasServer()) ? `/board/${code}` : `/catan?code=${code}`;
}

async function serverJson(url, init) {
  const r = await fetch(url, init);
  let body = null;
  try { body = await r.json(); } catch (e) { /* an HTML error page or nothing */ }
  if (!r.ok) throw new EngineError(body && body.error ? body.error : `the server answered ${r.status}`,
    body ? body.parameter || null : null);
  return body;
}

async function serverText(url, init) {
  const r = await fetch(url, init);
  if (!r.ok) {
    let body = null;
    try { body = await r.json(); } catch (e) { /* not JSON */ }
    throw new EngineError(body && body.error ? body.error : `the server answered ${r.status}`, body ? body.parameter || null : null);
  }
  return r.text();
}

// Runs `viaServer`; when the network fails, `viaWasm(hs)` with the package, or an EngineError
// saying what needs the server.
async function either(viaServer, viaWasm, what) {
  try {
    if (!(await hasServer())) throw Object.assign(new Error('no server'), { noServer: true });
    return await viaServer();
  } catch (e) {
    if (!unreachable(e)) throw e;
    const hs = viaWasm ? await wasm() : null;
    if (!hs) throw new EngineError(`No connection, and ${what} needs the hexseed server on this device. `
      + 'Try again when you are back online.', null, true);
    try {
      return await viaWasm(hs);
    } catch (err) {
      if (err instanceof EngineError) throw err;
      throw new EngineError(err && err.message ? err.message : String(err), paramOf(err), false);
    }
  }
}

// The form field a package error is about, read from its message (the server names it itself).
function paramOf(err) {
  const m = String(err && err.message || '');
  for (const [re, name] of [[/^seed /, 'seed'], [/rule|under these rules/, 'rules'], [/lock/, 'lock'],
    [/player count/, 'players'], [/scenario/, 'scenario'], [/landmass/, 'landmass'], [/mode/, 'mode']]) if (re.test(m)) return name;
  return null;
}

// The package's options from the API's parameters (URLSearchParams) of a Catan board.
function seedOf(p) {
  const seed = p.get('seed');
  if (!seed) return undefined;
  if (!/^[0-9]+$/.test(seed) || Number(seed) > 4294967295) {
    throw new EngineError(`seed '${seed}' is not a whole number from 0 to 4294967295`, 'seed');
  }
  return Number(seed);
}

function catanOptions(p) {
  const balanced = p.get('balanced') === '1' ? 'most' : p.get('unbalanced') === '1' ? 'least' : false;
  const o = { mode: p.get('mode') || 'classic', rules: p.get('rules') || undefined, balanced, seed: seedOf(p) };
  if (p.get('lock')) o.locks = p.get('lock');
  if (p.get('spiral') === '1') o.spiral = true;
  if (balanced) {
    o.metric = p.get('metric') || 'hexseed';
    o.steps = Number(p.get('iterations') || 200000);
  }
  return o;
}

function seafarersOptions(p) {
  const o = { rules: p.get('rules') || undefined, seed: seedOf(p) };
  if (p.get('landmass')) {
    o.landmass = p.get('landmass');
    o.swap = p.get('swap') === '1';
  } else {
    o.scenario = p.get('scenario') || 'new-shores';
    o.players = p.get('players') || '4';
  }
  if (p.get('lock')) o.locks = p.get('lock');
  if (p.get('spiral') === '1') o.spiral = true;
  return o;
}

// The API answer of a board the package made: code, links, board and score, as the server's.
function packageAnswer(hs, made, page) {
  const code = made.code;
  let score = null;
  try { score = hs.score ? hs.score(hs.line(code).trim()) : null; } catch (e) { score = null; }
  return {
    code,
    links: boardLinks(code, page),
    board: made,
    score,
  };
}

// The files of a board a share code names, at the server's addresses. When no server answers
// the page makes each (fileAt), and lays the PDF's pages out for the print dialog (print.js).
export function boardLinks(code, page) {
  const at = (ext) => `/board/${code}.${ext}`;
  return { page, svg: drawingUrl(code), png: at('png'), pdf: at('pdf'), json: at('json'), txt: at('txt'), tmj: at('tmj') };
}

// A board by the package with its drawings: { board, svg (in `style`), compact (the print one) }.
// engine-worker.js does the same in a worker.
export function makeHere(hs, family, options, style) {
  const board = family === 'seafarers' ? hs.seafarers(options) : hs.catan(options);
  const svg = hs.svg(board.code, { style });
  return { board, svg, compact: style === 'compact' ? svg : hs.svg(board.code, { style: 'compact' }) };
}

// Long work of the package in a module Worker (engine-worker.js), so the page stays responsive:
// `job` is { fn, args }; progress comes back as it is made; aborting ends the worker.
function inWorker(job, { onProgress, signal } = {}) {
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(new EngineError('Stopped.', null, false)); return; }
    const worker = new Worker('/static/engine-worker.js', { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new EngineError('Stopped.', null, false));
    };
    if (signal) signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = ({ data }) => {
      if (data.progress) { if (onProgress) onProgress(data.progress[0], data.progress[1]); return; }
      if (signal) signal.removeEventListener('abort', stop);
      worker.terminate();
      if (data.error) reject(new EngineError(data.error, paramOf({ message: data.error }), false));
      else resolve(data.ok);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new EngineError(e.message || 'the engine failed', null, false));
    };
    worker.postMessage(job);
  });
}

// ---- What the app asks ---------------------------------------------------------------------

// A Catan or Seafarers board from the API's parameters, and its drawing in `style`:
// { answer, svg }. One computation: the server draws the board of the answer's code once more
// only when it was cheap to make (the drawing then comes from its cache or a fresh cheap run);
// a balanced board's drawing is asked for with the board itself (svg= on the API).
export async function makeBoard(family, params, style) {
  const api = family === 'seafarers' ? '/api/seafarers' : '/api/catan';
  return either(async () => {
    const q = new URLSearchParams(params);
    q.set('svg', style || 'compact');
    const answer = await serverJson(`${api}?${q}`);
    const url = drawingUrl(answer.code, style);
    let svg = answer.svg || await kept(url);
    delete answer.svg;
    if (!svg) svg = await serverText(url);
    await keep(url, svg);
    await keepJson(answer.code, answer.board);
    return { answer, svg };
  }, async (hs) => {
    const options = family === 'seafarers' ? seafarersOptions(params) : catanOptions(params);
    // balancing and the complete search may take a second: in a worker, the page keeps answering
    const slow = family !== 'seafarers' && (options.balanced || options.locks || (options.rules && options.rules !== 'red'));
    const job = { fn: 'board', args: [family, options, style || 'compact'] };
    const made = slow ? await inWorker(job) : makeHere(hs, ...job.args);
    const answer = packageAnswer(hs, made.board, await pageOf(made.board.code));
    await keep(drawingUrl(answer.code, style), made.svg);
    if (style && style !== 'compact') await keep(drawingUrl(answer.code), made.compact); // the SVG download
    await keepJson(answer.code, made.board);
    return { answer, svg: made.svg };
  }, 'this board');
}

// The drawing of the board a share code names, in `style` (kept per code: drawn once).
export async function drawing(code, style) {
  const url = drawingUrl(code, style);
  const have = await kept(url);
  if (have) return have;
  const svg = await either(() => serverText(url), async (hs) => hs.svg(code, { style: style || 'compact' }), 'this drawing');
  await keep(url, svg);
  return svg;
}

// The board JSON of a share code (docs/formats.md).
export async function boardJson(code) {
  return either(() => serverJson(`/board/${code}.json`), async (hs) => hs.board(code), 'this board');
}

// The rule table (as /api/rules), from the server or the package; with neither there is no board
// to make either, and the form offers no rules.
export async function rules() {
  try {
    return await either(async () => {
      const t = await serverJson('/api/rules');
      if (!t || !Array.isArray(t.rules)) throw new EngineError('no rule table');
      return t;
    }, async (hs) => hs.rules(), 'the rule table');
  } catch (e) {
    return { rules: [], default: 'red' };
  }
}

// The Seafarers scenarios offered, with their names and the player counts each is set up for:
// [[name, label, [counts]]], read from the layout table (as /api/layouts).
export async function scenarios() {
  let layouts = null;
  try {
    layouts = await either(() => serverJson('/api/layouts'), async (hs) => ({ layouts: hs.layouts() }), 'the layout table');
  } catch (e) { layouts = null; }
  const list = ((layouts && layouts.layouts) || []).filter((l) => l.family === 'seafarers' && l.scenario);
  const by = new Map(); // in the table's order of scenarios (as the CLI lists them), offered counts only
  for (const l of list) if (!by.has(l.scenario)) by.set(l.scenario, [l.scenario, l.scenario_label, []]);
  for (const l of list) if (l.offered) by.get(l.scenario)[2].push(l.players);
  return [...by.values()].filter(([, , counts]) => counts.length);
}

// Every layout offered, as /api/layouts lists them (the server's, or the package's offline).
export async function layouts() {
  try {
    const t = await either(() => serverJson('/api/layouts'), async (hs) => ({ layouts: hs.layouts() }), 'the layout table');
    return ((t && t.layouts) || []).filter((l) => l.offered);
  } catch (e) {
    return [];
  }
}

// The generators this engine offers, by page name: the server's list, or with no server every
// generator the package makes (all of them).
export async function generators(all) {
  try {
    if (!(await hasServer())) throw Object.assign(new Error('no server'), { noServer: true });
    const index = await serverJson('/api');
    return index.generators.filter((n) => all.includes(n));
  } catch (e) {
    if (!unreachable(e)) return ['catan'];
    return (await wasm()) ? all.filter((n) => n === 'catan' || n === 'seafarers' || OFFLINE[`/api/${n}`]) : ['catan'];
  }
}

// ---- The other generators by the package -------------------------------------------------
// Each answers as its server route does (server/routes.c): the same JSON object and links, the
// request's values checked with the server's words. A drawing the package makes is kept under
// the server's address of that file (the service worker answers it, downloads work offline);
// the JSON files are not offered (the package gives them parsed, not as the server's bytes).

// The query's non-empty values, as the server reads them (an empty value leaves the default).
function given(p) {
  const out = {};
  for (const [k, v] of p) if (v !== '') out[k] = v;
  return out;
}

function drawnSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

// A generator of the table made by the package from the query's values: the library reads them
// with the table's readers, so a value out of range or an unknown parameter gets the server's
// sentence; the JSON comes back parsed. A seed left out is a fresh one.
function fromQuery(hs, generator, values) {
  return JSON.parse(hs.generate(generator, values, { format: 'json' }));
}

// The package's SVG of a terrain map has at most this many cells (hexseed.d.ts); larger maps are
// painted from their rows.
const TERRAIN_SVG_CELLS = 512 * 512;

// Paints a map's rows ('#' land) at `scale` pixels a cell: a PNG data address, made here.
function paintRows(rows, scale) {
  const canvas = document.createElement('canvas');
  canvas.width = rows[0].length * scale;
  canvas.height = rows.length * scale;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#2f78b7';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#8fbf5a';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '#') ctx.fillRect(x * scale, y * scale, scale, scale);
  });
  return canvas.toDataURL('image/png');
}

const OFFLINE = {
  '/api/landmass': async (hs, p) => {
    const landmass = fromQuery(hs, 'landmass', given(p));
    const { rule, start } = landmass, swap = landmass.swap ? 1 : 0;
    const q = `rule=${rule}&start=${start}&swap=${swap}`;
    const links = { page: `/landmass?${q}`, svg: `/landmass.svg?${q}`, json: null,
      seafarers: `/seafarers?landmass=${rule}:${start}&swap=${swap}` };
    const svg = hs.generate('landmass', { rule, start, swap }, { format: 'svg' });
    await keep(links.svg, svg);
    return { links, landmass, svg };
  },
  '/api/event': async (hs, p) => fromQuery(hs, 'event', given(p)), // the tournament kit (event.js), as the server's JSON
  '/api/house-rules': async (hs, p) => {
    const house = fromQuery(hs, 'house-rules', given(p));
    return { links: { page: `/house-rules?intensity=${house.intensity}&count=${house.count}&seed=${house.seed}` },
      house_rules: house };
  },
  // The map and its towns are the package's; its picture the server draws with cairo, so here
  // the page draws it from the map (empire.js), and the SVG and PNG files need the server.
  '/api/empire': async (hs, p) => {
    const values = given(p);
    const drawing = { paths: values.paths, names: values.names }; /* the drawing's, made here below */
    delete values.paths;
    delete values.names;
    const empire = fromQuery(hs, 'empire', values);
    const drawn = new URLSearchParams(hs.query('empire', { ...values, ...drawing }, { format: 'svg' }));
    const flags = `paths=${drawn.get('paths')}&names=${drawn.get('names')}`;
    const q = hs.query('empire', values, { format: 'json' });
    const { drawEmpire } = await import('/static/empire.js');
    return { links: { page: `/empire?${q}&${flags}`, svg: null, png: null, json: null },
      empire, svg: drawEmpire(empire, { paths: flags.includes('paths=1'), names: flags.includes('names=1') }) };
  },
  '/api/terrain': async (hs, p) => {
    const values = given(p);
    const scale = values.scale ?? '1'; /* the links' (the picture here has its own) */
    delete values.scale;
    if (values.seed === undefined) values.seed = drawnSeed();
    const plain = hs.query('terrain', values, { format: 'json' }); /* checks every value first */
    const read = new URLSearchParams(plain), width = Number(read.get('width')), height = Number(read.get('height'));
    if (width * height > 2048 * 2048) {
      throw new EngineError(`a map of ${width} x ${height} cells is over this page's 4194304 (the CLI makes larger ones)`, 'width');
    }
    const made = fromQuery(hs, 'terrain', values);
    const links = { page: `/terrain?${plain}&scale=${scale}`, png: null, svg: null, json: null };
    let picture;
    if (width * height <= TERRAIN_SVG_CELLS) {
      const fit = Math.max(1, Math.min(16, Math.floor(1024 / width)));
      const svg = hs.generate('terrain', { ...values, scale: fit }, { format: 'svg' });
      links.svg = `/terrain.svg?${plain}&scale=${fit}`;
      await keep(links.svg, svg);
      picture = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    } else {
      picture = paintRows(made.rows, Math.max(1, Math.floor(2048 / Math.max(width, height))));
    }
    return { links, terrain: { width, height, seed: made.seed, cells: width * height, land: made.land }, picture };
  },
};

// Any other generator's API answer (landmass, house rules, empire, terrain): from the server,
// or made by the package in the server's shape (OFFLINE). A drawing made with it comes in `svg`.
export async function generic(api, params) {
  return either(() => serverJson(`${api}?${params}`), async (hs) => {
    if (!OFFLINE[api]) throw new EngineError('This generator needs the hexseed server.', null, true);
    try {
      return await OFFLINE[api](hs, new URLSearchParams(params));
    } catch (err) {
      if (err instanceof EngineError) throw err;
      const m = String(err && err.message || err);
      throw new EngineError(m, /^[a-z-]+ /.test(m) ? m.split(' ')[0] : null, false);
    }
  }, 'this generator');
}

// A drawing by its link (landmass, empire): the text of an SVG, kept when the package made it.
export async function svgAt(href) {
  const have = await kept(href);
  if (have) return have;
  return either(() => serverText(href), null, 'this drawing');
}

// The landmass survey's best `top` maps: the server's, or the package's (all 65,536 maps rated
// in a worker, a few seconds on a phone).
export async function survey(top) {
  return either(() => serverJson(`/api/landmass/survey?top=${top}`),
    (hs) => (hs.survey ? inWorker({ fn: 'survey', args: [top] }) : Promise.reject(new EngineError('no survey', null, true))),
    'the survey');
}

// Seat fairness: the board of `code` played many times, as `hexseed fairness CODE --format json`.
// { onProgress(done, total), signal } as the package takes them; the server answers at once.
export async function fairness(code, options = {}) {
  return either(() => serverJson(`/api/fairness?code=${code}`, { signal: options.signal }),
    () => inWorker({ fn: 'fairness', args: [code, {}] }, options), 'the simulation');
}

// Opening advice, as `hexseed openings CODE --format json`.
export async function openings(code, options = {}) {
  return either(() => serverJson(`/api/openings?code=${code}`, { signal: options.signal }),
    () => inWorker({ fn: 'openings', args: [code, {}] }, options), 'the opening advice');
}

// Whether a file of the board (PNG, PDF) can be had: they need the server.
export function serverOnly(kind) {
  return kind === 'png' || kind === 'pdf' || kind === 'letter';
}

// ---- Files saved by the Download chips -------------------------------------------------------
// What a chip's address holds, as a Blob: the server's file when the server answers; else, for a
// board (/board/CODE.svg, .json, .txt, .tmj, .png) the file the package makes here, the same
// bytes as the server's (the PNG drawn from the same SVG on a canvas of the server's width);
// else what the device keeps under that address (drawings made here, the Tiled tile atlas).

// The server's PNG of a board is this many pixels wide (src/cairo/run.c), on white.
const PNG_WIDTH = 1200;

function pngOf(svg) {
  return new Promise((resolve, reject) => {
    const box = /viewBox="([-0-9. ]+)"/.exec(svg);
    const [, , w, h] = box ? box[1].split(' ').map(Number) : [0, 0, 0, 0];
    if (!(w > 0 && h > 0)) { reject(new EngineError('this drawing has no size to draw a PNG at')); return; }
    const img = new Image();
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = PNG_WIDTH;
      canvas.height = Math.round(h * PNG_WIDTH / w); // the server's within a pixel: the viewBox is in whole units
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new EngineError('the PNG could not be drawn'))), 'image/png');
    };
    img.onerror = () => { URL.revokeObjectURL(url); reject(new EngineError('the drawing could not be read')); };
    img.src = url;
  });
}

// The package's format of each board file, as the server's route names them (/board/CODE.EXT).
const BOARD_FORMATS = { svg: ['svg', 'image/svg+xml'], json: ['json', 'application/json'], txt: ['line', 'text/plain'],
  tmj: ['tmj', 'application/json'] };

async function boardFile(hs, code, ext, query) {
  if (ext === 'png') return pngOf(hs.svg(code, { style: 'compact' }));
  const [format, type] = BOARD_FORMATS[ext];
  const values = { code };
  if (ext === 'svg' && query.get('style')) values.style = query.get('style');
  return new Blob([hs.generate('board', values, { format })], { type });
}

export async function fileAt(href) {
  const u = new URL(href, location.href);
  const board = u.pathname.match(/^\/board\/([0-9a-z]+)\.(svg|json|txt|tmj|png)$/);
  const server = await hasServer();
  if (server || !board) {
    try {
      const r = await fetch(u.pathname + u.search);
      if (r.ok) return r.blob();
      let body = null;
      try { body = await r.json(); } catch (e) { /* a static host's page of 404 */ }
      if (server && body && body.error) throw new EngineError(body.error, body.parameter || null);
      throw Object.assign(new Error('not here'), { noServer: true });
    } catch (e) {
      if (!unreachable(e)) throw e;
    }
  }
  const drawn = board ? null : await kept(u.pathname + u.search); // a drawing the package made for this page
  if (drawn) return new Blob([drawn], { type: 'image/svg+xml' });
  const hs = board ? await wasm() : null;
  if (!hs) {
    throw new EngineError(navigator.onLine === false ? 'No connection, and this file needs the hexseed server. Try again when you are back online.'
      : 'This file needs the hexseed server.', null, true);
  }
  return boardFile(hs, board[1], board[2], u.searchParams);
}

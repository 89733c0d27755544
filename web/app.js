// SPDX-License-Identifier: MIT
// app.js: the hexseed UI. One table describes each generator's form; the form lives in the URL,
// the API answers with a share code and links, and the board is drawn from the server's SVG.
// Every generated board is a history entry (Back and Forward walk through boards) and is kept
// on the device with the last 30 (starred ones for good).
'use strict';

// Placement rules when the server has no /api/rules (its rule table): the four pair rules.
const FALLBACK_RULES = {
  rules: [
    { name: 'red', label: '6 and 8 never touch', kind: 'pair', param: null },
    { name: 'extremes', label: '2 and 12 never touch', kind: 'pair', param: null },
    { name: 'equal', label: 'Equal numbers never touch', kind: 'pair', param: null },
    { name: 'terrain', label: 'Equal resources never touch', kind: 'pair', param: null },
  ],
  default: 'red',
};

const SEED_FIELD = (what) => ({
  name: 'seed', label: 'Seed', type: 'number', value: '', min: 0, max: 4294967295,
  hint: `Empty: ${what}. The same seed and options always make the same one.`,
});

// Hexes to keep as they are while the rest is searched (the API's lock=, docs/http.md).
const LOCK_FIELD = {
  name: 'lock', label: 'Locked hexes', type: 'text', value: '', placeholder: 'e.g. 0,0=desert;1,-1=hills:6',
  hint: 'Keep these hexes and reroll the rest: Q,R=terrain, or Q,R=terrain:number, separated by ";" '
    + '(0,0 is the centre; Q grows to the east, R to the south-east).',
};

// Each generator: its page, API route, form fields and how to read the answer back into the form.
// Field types: select, rules (the rule table), bool, number, text. Add a generator here and in
// server/routes.c; the menu shows the generators the server lists at /api.
const GENERATORS = {
  catan: {
    label: 'Catan',
    title: 'Catan board',
    blurb: 'A fair board for Catan: terrain, numbers, harbors and robber.',
    api: '/api/catan',
    fields: [
      { name: 'mode', label: 'Game', type: 'select', value: 'classic',
        options: [['classic', 'Classic (3–4 players)'], ['5-6', 'Classic with the 5–6 player extension'],
                  ['seafarers-v2', 'Seafarers: New Shores (3–4 players)'],
                  ['seafarers-5-6-v2', 'Seafarers: New Shores (5–6 players)']] },
      { name: 'rules', label: 'Placement rules', type: 'rules', value: 'red' },
      LOCK_FIELD,
      { name: 'spiral', label: 'Lay the numbers along the official spiral', type: 'bool', value: '0' },
      { name: 'balance', label: 'Balance', type: 'select', value: 'off',
        options: [['off', 'As drawn'], ['most', 'Most balanced (fairest numbers)'], ['least', 'Least balanced (for a wild game)']],
        hint: 'Moves the numbers until the board is as fair (or as unfair) as the rules allow.' },
      { name: 'metric', label: 'Judged by', type: 'select', value: 'hexseed',
        options: [['hexseed', 'The hexseed score'], ['compat', 'The 2021 score (Classic only)'],
                  ['seats', 'Seat fairness (the best spot\'s lead)']] },
      { name: 'iterations', label: 'Effort', type: 'select', value: '200000',
        open: (v) => /^[1-9][0-9]*000$/.test(v) && `${Number(v).toLocaleString('en')} steps`,
        options: [['10000', 'Quick (10,000 steps)'], ['50000', 'Short (50,000 steps)'],
                  ['200000', 'Standard (200,000 steps)'], ['1000000', 'Thorough (1,000,000 steps)']] },
      SEED_FIELD('a new random board'),
    ],
    // Balancing moves the numbers, for Classic and 5-6 boards only; compat scores Classic only.
    omit: (v) => {
      const off = [];
      if (v.mode && v.mode.startsWith('seafarers')) off.push('balance', 'metric', 'iterations');
      else if (v.balance === 'off') off.push('metric', 'iterations');
      else off.push('spiral');
      return off;
    },
    adjust: (form) => {
      const classic = form.elements.mode.value === 'classic';
      const compat = form.elements.metric.querySelector('option[value="compat"]');
      compat.disabled = !classic;
      if (!classic && form.elements.metric.value === 'compat') form.elements.metric.value = 'hexseed';
    },
    // The form's balance choice is the API's balanced / unbalanced flags.
    toParams: (params) => {
      const b = params.get('balance');
      params.delete('balance');
      if (b === 'most') params.set('balanced', '1');
      if (b === 'least') params.set('unbalanced', '1');
      if (params.get('iterations') === '200000') params.delete('iterations');
      return params;
    },
    fromParams: (q) => {
      if (truthy(q.balanced)) q.balance = 'most';
      else if (truthy(q.unbalanced)) q.balance = 'least';
      return q;
    },
    fromAnswer: (a) => ({ seed: String(a.board.seed) }),
    facts: boardFacts,
    thumb: (a) => a.links.svg,
    name: (a) => `${modeLabel(a.board.mode)} · ${a.code}`,
  },
  seafarers: {
    label: 'Seafarers',
    title: 'Seafarers board',
    blurb: 'A scenario of the Seafarers box, fair and seeded: islands, gold, harbors, robber, pirate and '
      + 'the scenario\'s own pieces; or a whole board on the islands of an automaton landmass.',
    api: '/api/seafarers',
    fields: [
      { name: 'scenario', label: 'Scenario', type: 'select', value: 'new-shores',
        options: [['new-shores', 'Heading for New Shores'], ['four-islands', 'The Four Islands (5–6: Six Islands)'],
                  ['fog-islands', 'The Fog Islands'], ['through-the-desert', 'Through the Desert'],
                  ['forgotten-tribe', 'The Forgotten Tribe'], ['cloth-for-catan', 'Cloth for Catan'],
                  ['pirate-islands', 'The Pirate Islands'], ['wonders-of-catan', 'The Wonders of Catan'],
                  ['new-world', 'New World (random islands)']] },
      { name: 'players', label: 'Players', type: 'select', value: '4',
        options: [['3', '3 players'], ['4', '4 players'], ['5-6', '5–6 players']],
        hint: 'Not every scenario is made for every count: the board says so if not.' },
      { name: 'landmass', label: 'Landmass (rule:start)', type: 'text', value: '', placeholder: 'The scenario\'s islands',
        hint: 'Islands grown by an elementary automaton, e.g. 146:25 (see Landmass). Empty: the scenario.' },
      { name: 'swap', label: 'Swap land and water of the landmass', type: 'bool', value: '0' },
      { name: 'own', label: 'The scenario\'s own rules', type: 'bool', value: '1',
        hint: 'Four Islands: forest and pasture hexes hold at least 2 pips; New Shores, Through the Desert: gold '
          + 'at most 4 (never 6 or 8); the others: 6 and 8 never touch. Untick to choose the rules.' },
      { name: 'rules', label: 'Placement rules', type: 'rules', value: 'red' },
      LOCK_FIELD,
      { name: 'spiral', label: 'Lay the numbers along the official spiral', type: 'bool', value: '0' },
      SEED_FIELD('a new random board'),
    ],
    // A landmass makes its own islands, for 4 players: scenario, player count and locks then do
    // not apply; a scenario brings its own rules unless they are chosen.
    omit: (v) => (v.landmass ? ['scenario', 'players', 'lock', 'own']
      : ['swap', ...(v.own === '1' ? ['rules'] : [])]),
    toParams: (params) => {
      params.delete('own');
      if (params.get('scenario') === 'new-shores') params.delete('scenario');
      return params;
    },
    fromParams: (q) => {
      q.own = q.rules ? '0' : '1';
      return q;
    },
    fromAnswer: (a) => ({ seed: String(a.board.seed) }),
    facts: boardFacts,
    thumb: (a) => a.links.svg,
    name: (a) => `${a.board.scenario ? a.board.scenario.label : modeLabel(a.board.mode)} · ${a.code}`,
  },
  landmass: {
    label: 'Landmass',
    title: 'Landmass',
    blurb: 'Islands grown row by row by an elementary cellular automaton on an 8×8 hex grid '
      + '(grey: cells outside the map). Every rule and start row is a map; the survey rates them all.',
    api: '/api/landmass',
    fields: [
      { name: 'rule', label: 'Rule (0–255)', type: 'number', value: '77', placeholder: '77' },
      { name: 'start', label: 'Start row (0–255)', type: 'number', value: '88', placeholder: '88',
        hint: 'The top row as a number, its leftmost cell the top bit.' },
      { name: 'swap', label: 'Swap land and water', type: 'bool', value: '0' },
    ],
    randomize: (form) => {
      form.elements.rule.value = String(randomBelow(256));
      form.elements.start.value = String(randomBelow(256));
    },
    extra: surveyList,
    facts: (a) => [
      ['Land', `${a.landmass.land} of 44 hexes`],
      ['Islands', `${a.landmass.islands} (largest ${a.landmass.largest_island})`],
      ['Coast', `${a.landmass.coast} edges`],
      ['Playability', `${a.landmass.score.toFixed(1)} / 100`],
      ['Board', link('A Seafarers board on it', a.links.seafarers)],
    ],
    thumb: (a) => a.links.svg,
    name: (a) => `Landmass ${a.landmass.rule}:${a.landmass.start}${a.landmass.swap ? ' swapped' : ''}`,
  },
  'house-rules': {
    label: 'House rules',
    title: 'House rules',
    blurb: 'A twist for your next game: the higher the intensity, the wilder the rules.',
    api: '/api/house-rules',
    fields: [
      { name: 'intensity', label: 'Intensity (1–100)', type: 'number', value: '50', placeholder: '50',
        hint: 'Up to 30 mostly minor rules, up to 70 moderate, above that major; each rule is jittered.' },
      { name: 'count', label: 'How many rules (1–26)', type: 'number', value: '3', placeholder: '1' },
      SEED_FIELD('new rules'),
    ],
    show: showRules,
    fromAnswer: (a) => ({ seed: String(a.house_rules.seed) }),
    name: (a) => `House rules: ${a.house_rules.rules.map((r) => r.name).join(', ')}`,
  },
  empire: {
    label: 'Hex Empire',
    title: 'Hex Empire map',
    blurb: 'The maps of the game Hex Empire, tile for tile and name for name, by map number; '
      + 'other sizes and land densities are our extension.',
    api: '/api/empire',
    fields: [
      { name: 'map', label: 'Map number (0–999999)', type: 'number', value: '0', placeholder: '0' },
      { name: 'width', label: 'Width (6–64)', type: 'number', value: '20', placeholder: '20' },
      { name: 'height', label: 'Height (6–40)', type: 'number', value: '11', placeholder: '11',
        hint: '20 × 11 with land 2 is the game\'s own board; anything else is a new map.' },
      { name: 'land', label: 'Land (1–9)', type: 'number', value: '2', placeholder: '2' },
      { name: 'paths', label: 'Draw the paths that placed the ports', type: 'bool', value: '0' },
      { name: 'names', label: 'Write the town names', type: 'bool', value: '1' },
    ],
    randomize: (form) => { form.elements.map.value = String(randomBelow(1000000)); },
    facts: (a) => {
      const towns = a.empire.towns;
      const capitals = towns.filter((t) => t.capital >= 0).sort((x, y) => x.capital - y.capital);
      const named = capitals.map((t) => t.name).filter((n) => n && n.trim());
      const unnamed = capitals.length - named.length;
      let shown = named.join(', ') || 'none';
      if (unnamed > 0) shown = named.length ? `${shown}; ${unnamed} more without a name` : `${unnamed}, without names`;
      return [
        ['Capitals', shown],
        ['Towns', `${towns.filter((t) => t.kind === 'town').length} and ${towns.filter((t) => t.kind === 'port').length} ports`],
        ['Game map', a.empire.original ? 'yes, as the game shows it' : 'no: an extension size or density'],
      ];
    },
    thumb: (a) => a.links.svg,
    name: (a) => `Hex Empire map ${a.empire.map} (${a.empire.width} × ${a.empire.height})`,
  },
  terrain: {
    label: 'Land & water',
    title: 'Land and water map',
    blurb: 'Islands and lakes by the 4-5 cellular automaton: a random fill, then passes of the rule. '
      + 'Any size up to 2048 × 2048 here (the command line goes far larger).',
    api: '/api/terrain',
    fields: [
      { name: 'width', label: 'Width (cells)', type: 'number', value: '128', placeholder: '64' },
      { name: 'height', label: 'Height (cells)', type: 'number', value: '96', placeholder: '48' },
      { name: 'land-ratio', label: 'Land in the fill (0–1)', type: 'text', value: '0.5', placeholder: '0.5' },
      { name: 'iterations', label: 'Passes of the rule (0–1000)', type: 'number', value: '8', placeholder: '8' },
      { name: 'method', label: 'Method', type: 'select', value: 'automaton',
        options: [['automaton', 'Cellular automaton (4-5 rule)'], ['subdivide', 'Subdivision (coarse to fine)']] },
      { name: 'update', label: 'Update', type: 'select', value: 'simultaneous',
        options: [['simultaneous', 'Simultaneous'], ['in-place', 'In place, row by row']] },
      { name: 'border', label: 'Beyond the edge', type: 'select', value: 'water',
        options: [['water', 'Water'], ['land', 'Land'], ['wrap', 'Wrap around']] },
      { name: 'neighbourhood', label: 'Neighbourhood', type: 'select', value: 'moore',
        options: [['moore', '8 neighbours (square)'], ['hex', '6 neighbours (hex)']] },
      SEED_FIELD('a new map'),
    ],
    omit: (v) => (v.method === 'subdivide' ? ['iterations', 'update', 'border', 'neighbourhood'] : []),
    // The picture: the server's PNG, as many pixels a cell as fit about 1024 across.
    show: (a) => {
      const img = document.createElement('img');
      img.src = terrainPng(a, 1024);
      img.alt = `land and water map, ${a.terrain.width} × ${a.terrain.height} cells`;
      img.className = 'pixels';
      return new Promise((resolve, reject) => {
        img.onload = () => resolve(img);
        img.onerror = () => reject({ error: 'the map image failed' });
      });
    },
    facts: (a) => [
      ['Size', `${a.terrain.width} × ${a.terrain.height} cells`],
      ['Land', `${(100 * a.terrain.land / a.terrain.cells).toFixed(1)}% (${a.terrain.land} cells)`],
    ],
    fromAnswer: (a) => ({ seed: String(a.terrain.seed) }),
    thumb: (a) => terrainPng(a, 160),
    zoom: (a) => terrainPng(a, 2048),
    name: (a) => `Land & water ${a.terrain.width} × ${a.terrain.height}, seed ${a.terrain.seed}`,
  },
  /* hexseed:ui-generators (one entry per generator) */
};

const $ = (id) => document.getElementById(id);
const truthy = (v) => ['1', 'true', 'on', 'yes'].includes(String(v ?? ''));
const phone = () => matchMedia('(max-width: 700px)').matches;

function modeLabel(mode) {
  return { classic: 'Classic', '5-6': 'Classic 5–6', seafarers: 'Seafarers', 'seafarers-5-6': 'Seafarers 5–6',
    'seafarers-v2': 'Seafarers', 'seafarers-5-6-v2': 'Seafarers 5–6' }[mode] || mode;
}

function terrainPng(a, across) {
  const scale = Math.max(1, Math.min(16, Math.floor(across / a.terrain.width)));
  return a.links.png.replace(/scale=[0-9]+/, 'scale=' + scale);
}

// ---- Theme ----------------------------------------------------------------------------------
function applyTheme(theme) {
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}
function setupTheme() {
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
function setupMenu() {
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

async function buildNav(current) {
  let names = ['catan'];
  try {
    const r = await fetch('/api');
    if (r.ok) names = (await r.json()).generators.filter((n) => GENERATORS[n]);
  } catch (e) { /* offline: keep the default */ }
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
function setupCopy() {
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

// ---- Boards kept on the device --------------------------------------------------------------
const RECENT_KEY = 'hexseed-recent', RECENT_MAX = 30;

function loadRecent() {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) || '[]');
    return Array.isArray(list) ? list.filter((e) => e && typeof e.url === 'string') : [];
  } catch (e) { return []; }
}
function saveRecent(list) {
  try { localStorage.setItem(RECENT_KEY, JSON.stringify(list)); } catch (e) { /* full or private */ }
}
// Puts `entry` first (replacing the entry of the same URL, keeping its star), then drops the
// oldest unstarred entries past RECENT_MAX.
function remember(entry) {
  const list = loadRecent();
  const old = list.find((e) => e.url === entry.url);
  const rest = list.filter((e) => e.url !== entry.url);
  // a board's own page names it by code only: a name the generator gave it earlier stays
  const name = old && entry.plainName ? old.name : entry.name;
  rest.unshift({ url: entry.url, name, thumb: entry.thumb, starred: old ? !!old.starred : false, at: Date.now() });
  while (rest.length > RECENT_MAX) {
    let k = rest.length - 1;
    while (k >= 0 && rest[k].starred) k--;
    if (k < 0) break;
    rest.splice(k, 1);
  }
  saveRecent(rest);
  showRecent();
}
function isStarred(url) {
  return loadRecent().some((e) => e.url === url && e.starred);
}
function setStar(url, on) {
  const list = loadRecent();
  const e = list.find((x) => x.url === url);
  if (e) e.starred = on;
  saveRecent(list);
  showRecent();
  syncStarButton();
}

function showRecent() {
  const box = $('recent'), ul = $('recent-list');
  if (!box) return;
  const list = loadRecent();
  box.hidden = list.length === 0;
  // starred first, then the newest
  const shown = [...list.filter((e) => e.starred), ...list.filter((e) => !e.starred)];
  ul.replaceChildren(...shown.map((e) => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = e.url;
    a.className = 'recent-open';
    if (e.thumb) {
      const img = document.createElement('img');
      img.src = e.thumb;
      img.alt = '';
      img.loading = 'lazy';
      img.width = 72;
      img.height = 64;
      a.append(img);
    } else {
      const blank = document.createElement('span');
      blank.className = 'thumb-blank';
      blank.setAttribute('aria-hidden', 'true');
      blank.textContent = '✎';
      a.append(blank);
    }
    const text = document.createElement('span');
    text.textContent = e.name;
    a.append(text);
    const star = document.createElement('button');
    star.type = 'button';
    star.className = 'star';
    star.setAttribute('aria-pressed', String(!!e.starred));
    star.setAttribute('aria-label', `Star ${e.name}`);
    star.textContent = e.starred ? '★' : '☆';
    star.addEventListener('click', () => setStar(e.url, !e.starred));
    li.append(a, star);
    if (e.starred) li.className = 'starred';
    return li;
  }));
}

let currentEntry = null; // the board on screen, as a recent entry
function syncStarButton() {
  const b = $('star');
  if (!b) return;
  b.hidden = !currentEntry;
  if (!currentEntry) return;
  const on = isStarred(currentEntry.url);
  b.setAttribute('aria-pressed', String(on));
  b.textContent = on ? '★ Starred' : '☆ Star';
}
function setupStar() {
  $('star').addEventListener('click', () => {
    if (!currentEntry) return;
    if (!loadRecent().some((e) => e.url === currentEntry.url)) remember(currentEntry);
    setStar(currentEntry.url, !isStarred(currentEntry.url));
  });
}

// ---- Full screen, with pinch, wheel and drag ------------------------------------------------
let zoomSource = null;
function setupViewer() {
  const dialog = $('viewer'), stage = $('stage'), img = $('viewer-img');
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
    img.src = zoomSource;
    reset();
    document.body.classList.add('viewing');
    dialog.showModal();
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

function lockMode() {
  return !!$('lockmode') && $('lockmode').getAttribute('aria-pressed') === 'true';
}

// The lock field's entries, "Q,R=terrain[:number]", by their "Q,R".
function lockEntries() {
  const field = $('form').elements.lock;
  const entries = new Map();
  for (const e of (field ? field.value : '').split(';').map((x) => x.trim()).filter(Boolean))
    entries.set(e.split('=')[0], e);
  return entries;
}

function markLocks() {
  const entries = lockEntries();
  for (const poly of $('board').querySelectorAll('[data-tile]')) {
    const h = lockBoard && lockBoard.hexes[Number(poly.dataset.tile)];
    poly.classList.toggle('locked', !!h && entries.has(`${h.q},${h.r}`));
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

function setLockable(board) {
  lockBoard = board;
  $('lockmode').hidden = !board;
  if (!board) {
    $('lockmode').setAttribute('aria-pressed', 'false');
    $('lockhint').hidden = true;
    $('board').classList.remove('locking');
  }
  markLocks();
}
function setZoomSource(href) {
  zoomSource = href || null;
  $('zoom').hidden = !zoomSource;
  $('board').classList.toggle('zoomable', !!zoomSource);
}

// ---- The fairness figure --------------------------------------------------------------------
// The hexseed score runs from 0 (perfectly balanced) to 1 (as lopsided as a board gets); random
// Classic boards score about 0.13 to 0.26 (docs/balance.md). The figure spreads that range over
// 0..100: fairness = 100 × (1 − score / 0.5), clamped.
const BANDS = [
  [85, 'excellent', 'as even as boards get: every resource and every number is well spread'],
  [65, 'good', 'fairer than most shuffled boards; no seat is clearly ahead'],
  [45, 'uneven', 'like a typical shuffle: some spots are clearly richer than others'],
  [0, 'lopsided', 'numbers or resources bunch up: whoever sits there first has an edge'],
];
function fairness(score) {
  const value = Math.round(100 * Math.min(1, Math.max(0, 1 - score / 0.5)));
  const [, band, words] = BANDS.find(([min]) => value >= min);
  return { value, band, words };
}
function fairnessBox(score, how) {
  const f = fairness(score);
  const box = document.createElement('div');
  box.className = `fair fair-${f.band}`;
  const head = document.createElement('p');
  head.className = 'fair-head';
  const fig = document.createElement('strong');
  fig.className = 'fair-value';
  fig.textContent = String(f.value);
  head.append('Fairness ', fig, ' / 100: ');
  const band = document.createElement('strong');
  band.className = 'fair-band';
  band.textContent = f.band;
  head.append(band);
  const meter = document.createElement('meter');
  meter.min = 0;
  meter.max = 100;
  meter.low = 45;
  meter.high = 65;
  meter.optimum = 100;
  meter.value = f.value;
  meter.setAttribute('aria-label', `Fairness ${f.value} of 100`);
  const text = document.createElement('p');
  text.className = 'hint';
  text.textContent = `${f.words[0].toUpperCase()}${f.words.slice(1)}. `
    + 'Bands: 85 and up excellent, 65 good, 45 uneven, below that lopsided.' + (how ? ' ' + how : '');
  box.append(head, meter, text);
  return box;
}

// ---- Share codes: which boards were balanced -----------------------------------------------
// Reads a version-1 share code (docs/formats.md): the balance extension, or null. Other
// versions and extensions: null, and the page says nothing more than the server did.
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
// The same from the API's parameters (any code version): what the generator page asked for.
function balanceOfParams(params) {
  const least = truthy(params.get('unbalanced'));
  if (!least && !truthy(params.get('balanced'))) return null;
  return { metric: params.get('metric') || 'hexseed', least, steps: Number(params.get('iterations') || 200000) };
}
function balanceWords(b) {
  const by = { compat: 'the 2021 score', seats: 'seat fairness' }[b.metric] || 'the hexseed score';
  return `${b.least ? 'Least' : 'Most'} balanced by ${by}, `
    + `${b.steps.toLocaleString('en')} annealing steps`;
}

// ---- The generator page ---------------------------------------------------------------------
// The rule table: from the server's /api/rules when it has one, else the four pair rules.
async function ruleTable() {
  try {
    const r = await fetch('/api/rules');
    if (r.ok) {
      const t = await r.json();
      if (t && Array.isArray(t.rules)) return t;
    }
  } catch (e) { /* offline or older server */ }
  return structuredClone(FALLBACK_RULES);
}

// "red,pips=10,min-pips=gold:2,min-pips=ore:3" -> Map{red: [null], pips: ["10"],
// "min-pips": ["gold:2", "ore:3"]} (a rule may be given more than once)
function parseRules(text) {
  const m = new Map();
  for (const part of String(text || '').split(',')) {
    const [name, value] = part.split('=');
    if (!name || name.trim() === 'none') continue;
    const key = name.trim();
    if (!m.has(key)) m.set(key, []);
    m.get(key).push(value === undefined ? null : value.trim());
  }
  return m;
}

function ruleElement(f, rule) {
  const row = document.createElement('div');
  row.className = 'rule';
  const label = document.createElement('label');
  label.className = 'check';
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.name = f.name;
  input.value = rule.name;
  input.id = `rule-${rule.name}`;
  label.append(input, rule.label || rule.name);
  if (rule.help) row.title = rule.help;
  row.append(label);
  const p = rule.param;
  if (p && p.type === 'terrain-int') {
    // "min-pips=gold:2": a terrain and a number
    const which = document.createElement('select');
    for (const t of p.terrains || []) which.append(new Option(t, t));
    which.value = (p.terrains || [])[0] ?? '';
    const n = document.createElement('input');
    n.type = 'number';
    n.inputMode = 'numeric';
    n.min = p.min;
    n.max = p.max;
    n.value = p.default ?? '';
    const pair = document.createElement('span');
    pair.className = 'rule-pair';
    for (const [el, part, words] of [[which, 'terrain', 'terrain'], [n, 'n', `number (${p.min}–${p.max})`]]) {
      el.className = 'rule-param';
      el.dataset.rule = rule.name;
      el.dataset.part = part;
      el.name = `rule-param-${rule.name}-${part}`;
      el.id = `rule-param-${rule.name}-${part}`;
      el.setAttribute('aria-label', `${rule.label || rule.name}: ${words}`);
      pair.append(el);
    }
    row.append(pair);
  } else if (p) {
    let control;
    if (p.type === 'enum') {
      control = document.createElement('select');
      for (const v of p.values) control.append(new Option(v, v));
    } else if (p.type === 'text') {
      control = document.createElement('input');
      control.type = 'text';
    } else {
      control = document.createElement('input');
      control.type = 'number';
      control.inputMode = 'numeric';
      if (p.min !== undefined) control.min = p.min;
      if (p.max !== undefined) control.max = p.max;
    }
    control.value = p.default ?? '';
    control.name = `rule-param-${rule.name}`;
    control.id = `rule-param-${rule.name}`;
    control.dataset.rule = rule.name;
    control.className = 'rule-param';
    const range = p.type === 'int' ? ` (${p.min}–${p.max})` : '';
    control.setAttribute('aria-label', `${rule.label || rule.name}: value${range}`);
    row.append(control);
  }
  return row;
}

function fieldElement(f) {
  const id = 'f-' + f.name;
  let box;
  if (f.type === 'rules') {
    box = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = f.label;
    box.append(legend, ...f.table.rules.map((rule) => ruleElement(f, rule)));
  } else if (f.type === 'bool') {
    box = document.createElement('div');
    const label = document.createElement('label');
    label.className = 'check';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    input.name = f.name;
    label.append(input, f.label);
    box.append(label);
  } else {
    box = document.createElement('div');
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = f.label;
    let input;
    if (f.type === 'select') {
      input = document.createElement('select');
      for (const [value, text] of f.options) input.append(new Option(text, value));
    } else {
      input = document.createElement('input');
      input.type = 'text';
      if (f.type === 'number') {
        input.inputMode = 'numeric';
        input.pattern = '[0-9]*';
      }
      input.placeholder = f.placeholder || (f.type === 'number' ? 'random' : '');
    }
    input.id = id;
    input.name = f.name;
    box.append(label, input);
  }
  box.className = 'field';
  box.dataset.field = f.name;
  if (f.hint) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = f.hint;
    box.append(p);
  }
  return box;
}

function rulesValue(f) {
  const form = $('form');
  const on = [...form.querySelectorAll(`input[name="${f.name}"]:checked`)].flatMap((i) => {
    const parts = [...form.querySelectorAll(`.rule-param[data-rule="${i.value}"]`)];
    let value = null;
    if (parts.length === 2) value = `${parts[0].value}:${parts[1].value}`;
    else if (parts.length === 1 && parts[0].value !== '') value = parts[0].value;
    // repeats of the rule the form shows no control for (min-pips for a second terrain)
    const extra = JSON.parse(i.dataset.extra || '[]');
    return [value, ...extra].map((v) => (v === null ? i.value : `${i.value}=${v}`));
  });
  return on.length ? on.join(',') : 'none';
}

function readForm(gen) {
  const form = $('form'), params = new URLSearchParams();
  if (gen.adjust) gen.adjust(form);
  const values = {};
  for (const f of gen.fields) {
    if (f.type === 'text' || f.type === 'number' || f.type === 'select') values[f.name] = form.elements[f.name].value.trim();
    else if (f.type === 'bool') values[f.name] = form.elements[f.name].checked ? '1' : '0';
  }
  const omit = gen.omit ? gen.omit(values) : [];
  for (const f of gen.fields) {
    const box = form.querySelector(`[data-field="${f.name}"]`);
    if (box) box.hidden = omit.includes(f.name);
    if (omit.includes(f.name)) continue;
    if (f.type === 'rules') {
      params.set(f.name, rulesValue(f));
    } else if (f.type === 'bool') {
      params.set(f.name, form.elements[f.name].checked ? '1' : '0');
    } else {
      const v = form.elements[f.name].value.trim();
      if (v !== '') params.set(f.name, v);
    }
  }
  for (const p of form.querySelectorAll('.rule-param')) {
    const box = form.querySelector(`input[name="rules"][value="${p.dataset.rule}"]`);
    p.disabled = !box.checked;
  }
  return gen.toParams ? gen.toParams(params) : params;
}

function writeForm(gen, given) {
  const form = $('form');
  const values = gen.fromParams ? gen.fromParams({ ...given }) : given;
  for (const f of gen.fields) {
    const v = values[f.name] !== undefined && values[f.name] !== null ? String(values[f.name]) : null;
    if (f.type === 'rules') {
      const on = parseRules(v ?? f.value);
      // "all" is the server's shorthand for the four rules of the first share codes
      const all = on.has('all') ? ['red', 'extremes', 'equal', 'terrain'] : [];
      for (const i of form.querySelectorAll(`input[name="${f.name}"]`)) {
        i.checked = on.has(i.value) || all.includes(i.value);
        i.dataset.extra = JSON.stringify((on.get(i.value) || []).slice(1));
      }
      for (const p of form.querySelectorAll('.rule-param')) {
        const rule = f.table.rules.find((r) => r.name === p.dataset.rule);
        const first = (on.get(p.dataset.rule) || [])[0] ?? null;
        const fallback = rule && rule.param ? (p.dataset.part === 'terrain' ? (rule.param.terrains || [])[0] : rule.param.default) ?? '' : '';
        const given = first === null ? null : p.dataset.part === 'terrain' ? first.split(':')[0] : p.dataset.part === 'n' ? first.split(':')[1] : first;
        p.value = given ?? fallback;
        if (p.tagName === 'SELECT' && p.selectedIndex < 0) p.value = fallback;
      }
    } else if (f.type === 'bool') {
      form.elements[f.name].checked = truthy(v ?? f.value);
    } else if (f.type === 'select') {
      const el = form.elements[f.name];
      el.value = v ?? f.value;
      // a value the list lacks (a board made by the CLI, say) joins the list when the field allows
      if (el.selectedIndex < 0 && v !== null && f.open && f.open(v)) {
        el.append(new Option(f.open(v), v));
        el.value = v;
      }
      if (el.selectedIndex < 0) el.value = f.value;
    } else {
      form.elements[f.name].value = v ?? f.value;
    }
  }
  if (gen.adjust) gen.adjust(form);
}

function setLinks(links) {
  let any = false;
  for (const kind of ['svg', 'png', 'pdf', 'letter', 'json', 'tmj']) {
    const a = $('dl-' + kind);
    const href = kind === 'letter' ? (links && links.pdf ? links.pdf + '?paper=letter' : null) : links && links[kind];
    if (href) {
      a.href = href;
      a.hidden = false;
      any = true;
      if (kind === 'letter') a.download = downloadName(links.pdf).replace(/\.pdf$/, '-letter.pdf');
      else if (kind !== 'json') a.download = downloadName(href);
    } else {
      a.removeAttribute('href');
      a.hidden = true;
    }
  }
  $('downloads').hidden = !any;
  $('share').value = links && links.page ? new URL(links.page, location.href).href : '';
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

// An error beside the board: the message in words, the field marked, and the old board (if
// any) greyed out with its links withdrawn, so nobody plays a board the form no longer makes.
function showError(err) {
  const box = $('error'), board = $('board');
  for (const el of $('form').querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  if (!err) {
    box.hidden = true;
    box.textContent = '';
    board.classList.remove('stale');
    return;
  }
  const old = !!board.querySelector('svg, img, ol');
  box.textContent = (err.error || String(err)) + (old ? ' The board below is the previous one.' : '');
  box.hidden = false;
  board.classList.toggle('stale', old);
  board.dataset.code = '';
  setLinks(null);
  setZoomSource(null);
  currentEntry = null;
  syncStarButton();
  $('fairness').replaceChildren();
  if (err.parameter) {
    const form = $('form');
    const el = form.elements[err.parameter] || $('f-' + err.parameter)
      || (err.parameter === 'unbalanced' || err.parameter === 'balanced' ? form.elements.balance : null);
    if (el && el.setAttribute) el.setAttribute('aria-invalid', 'true');
  }
}

// Scrolls the board into view when none of it is on screen (a phone, the form below it).
function bringIntoView() {
  const board = $('board'), r = board.getBoundingClientRect();
  const top = document.querySelector('header.bar').getBoundingClientRect().bottom;
  if (r.bottom < top + 40 || r.top > innerHeight - 40) $('result').scrollIntoView({ block: 'start' });
}

let generation = 0;
// Makes the board of the form. `how`: 'push' (a new history entry: the user asked for a new
// board), 'replace' (the page's first board) or 'none' (Back/Forward: the URL is already right).
async function generate(gen, how) {
  const mine = ++generation;
  const params = readForm(gen);
  const board = $('board'), button = $('generate');
  board.setAttribute('aria-busy', 'true');
  button.disabled = true;
  if (how === 'push') bringIntoView();
  try {
    const r = await fetch(gen.api + '?' + params.toString());
    const answer = await r.json();
    if (!r.ok) throw answer;
    const shown = await (gen.show || showSvg)(answer);
    if (mine !== generation) return; // a newer request is under way
    // only the fields the answer settles (the seed drawn for an empty one): the rest of the form
    // may have changed while the board was on its way, and a newer request carries that
    const named = new URLSearchParams(params); // the URL names the board shown: its request
    if (gen.fromAnswer) {
      for (const [k, v] of Object.entries(gen.fromAnswer(answer))) {
        $('form').elements[k].value = v;
        named.set(k, v);
      }
    }
    const url = location.pathname + '?' + named.toString();
    if (how === 'push' && url !== location.pathname + location.search) history.pushState({ hexseed: 1 }, '', url);
    else if (how !== 'none') history.replaceState({ hexseed: 1 }, '', url);
    showError(null);
    board.replaceChildren(shown, spinner());
    board.dataset.code = answer.code || '';
    setLinks(answer.links);
    setZoomSource(gen.show === showRules ? null : (gen.zoom ? gen.zoom(answer) : answer.links && answer.links.svg));
    setLockable(gen.fields.some((f) => f.name === 'lock') && answer.board && answer.board.hexes ? answer.board : null);
    const balance = balanceOfParams(params);
    showFacts(gen.facts ? gen.facts(answer, balance) : []);
    const balanced = balance ? balanceWords(balance) + '.' : '';
    $('fairness').replaceChildren(...(answer.score ? [fairnessBox(answer.score.score, balanced)] : []));
    currentEntry = {
      url: answer.links && answer.links.page && answer.code ? answer.links.page : url,
      name: gen.name ? gen.name(answer) : gen.title,
      thumb: gen.thumb ? gen.thumb(answer) : null,
    };
    remember(currentEntry);
    syncStarButton();
  } catch (e) {
    if (mine !== generation) return;
    showError(e && e.error ? e : { error: 'The server did not answer: ' + (e && e.message ? e.message : e) });
    const r = $('error').getBoundingClientRect();
    if (r.top < 60 || r.bottom > innerHeight) $('error').scrollIntoView({ block: 'start' });
  } finally {
    if (mine === generation) {
      board.setAttribute('aria-busy', 'false');
      button.disabled = false;
      if (how === 'push' && $('error').hidden) bringIntoView();
    }
  }
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return String(a[0]);
}

// A uniform whole number in [0, n): draws above the largest multiple of n are drawn again.
function randomBelow(n) {
  const limit = Math.floor(4294967296 / n) * n;
  for (;;) {
    const v = Number(randomSeed());
    if (v < limit) return v % n;
  }
}

function spinner() {
  const d = document.createElement('div');
  d.className = 'spinner';
  d.setAttribute('aria-hidden', 'true');
  return d;
}

function link(text, href) {
  const a = document.createElement('a');
  a.textContent = text;
  a.href = href;
  return a;
}

// The default view of an answer: the drawing its links name, inlined; on a phone the legible
// style of a board (bigger numbers, pips as a count).
async function showSvg(answer) {
  const legible = phone() && /^\/board\/[^/?]+\.svg$/.test(answer.links.svg);
  const r = await fetch(answer.links.svg + (legible ? '?style=legible' : ''));
  if (!r.ok) throw { error: 'the drawing failed (' + r.status + ')' };
  const t = document.createElement('template');
  t.innerHTML = await r.text();
  return t.content;
}

function showRules(answer) {
  const ol = document.createElement('ol');
  ol.className = 'rules';
  for (const rule of answer.house_rules.rules) {
    const li = document.createElement('li');
    const head = document.createElement('strong');
    head.textContent = rule.name;
    const tier = document.createElement('span');
    tier.className = 'tier tier-' + rule.tier;
    tier.textContent = rule.tier;
    const text = document.createElement('p');
    text.textContent = rule.text;
    li.append(head, ' ', tier, text);
    ol.append(li);
  }
  return ol;
}

// A board's balance, with a link to its page where each factor is shown.
function boardFacts(a, balance) {
  if (!a.score) return [];
  const facts = [];
  if (balance) facts.push(['Balanced', balanceWords(balance)]);
  facts.push(['Score', `${a.score.score.toFixed(4)} (0 is perfectly even, 1 the most lopsided)`]);
  facts.push(['Factors', link('Each factor on the board\'s page', a.links.page + '#score')]);
  return facts;
}

function showFacts(facts) {
  const dl = $('facts');
  dl.replaceChildren();
  for (const [label, value] of facts) {
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.append(value);
    dl.append(dt, dd);
  }
  dl.hidden = facts.length === 0;
}

// The landmass survey's best maps: a tap draws one.
async function surveyList(gen) {
  const box = document.createElement('section');
  box.className = 'survey';
  box.setAttribute('aria-labelledby', 'survey-title');
  const h = document.createElement('h2');
  h.id = 'survey-title';
  h.textContent = 'The most playable maps';
  const p = document.createElement('p');
  p.className = 'hint';
  p.textContent = 'The survey rates all 65,536 rule and start pairs for a Seafarers game (0–100). Tap one to draw it.';
  const ol = document.createElement('ol');
  ol.className = 'survey-list';
  box.append(h, p, ol);
  $('extra').replaceChildren(box);
  try {
    const r = await fetch('/api/landmass/survey?top=10');
    if (!r.ok) throw new Error(String(r.status));
    const survey = await r.json();
    ol.replaceChildren(...survey.best.map((m) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'tool';
      b.textContent = `${m.rule}:${m.start}, rated ${m.score.toFixed(1)}, ${m.islands} islands`;
      b.addEventListener('click', () => {
        const form = $('form');
        form.elements.rule.value = String(m.rule);
        form.elements.start.value = String(m.start);
        form.elements.swap.checked = false;
        generate(gen, 'push');
      });
      li.append(b);
      return li;
    }));
  } catch (e) {
    box.hidden = true;
  }
}

async function setupGenerator() {
  const name = location.pathname.replace(/^\/+|\/+$/g, '') || 'catan';
  const gen = GENERATORS[name] || GENERATORS.catan;
  buildNav(GENERATORS[name] ? name : 'catan');
  document.title = 'hexseed: ' + gen.title;
  $('title').textContent = gen.title;
  $('blurb').textContent = gen.blurb;
  if (gen.fields.some((f) => f.type === 'rules')) {
    const table = await ruleTable();
    // a rule the URL names that the table lacks (a newer server's, on an older table) stays
    const asked = parseRules(new URLSearchParams(location.search).get('rules'));
    for (const [name, values] of asked) {
      if (name === 'all' || table.rules.some((r) => r.name === name)) continue;
      const value = values[0];
      table.rules.push({ name, label: name, kind: 'other', param: value === null ? null : { type: 'text', default: value } });
    }
    for (const f of gen.fields) {
      if (f.type !== 'rules') continue;
      f.table = table;
      f.value = table.default || f.value;
    }
  }
  $('fields').replaceChildren(...gen.fields.map(fieldElement));
  writeForm(gen, Object.fromEntries(new URLSearchParams(location.search)));
  setLinks(null);
  setZoomSource(null);
  showRecent();

  const form = $('form');
  form.addEventListener('submit', (e) => { e.preventDefault(); generate(gen, 'push'); });
  form.addEventListener('change', (e) => {
    if (e.target.name !== 'seed') generate(gen, 'push');
  });
  const randomize = gen.randomize || ((f) => { f.elements.seed.value = randomSeed(); });
  $('randomize').addEventListener('click', () => {
    randomize(form);
    generate(gen, 'push');
  });
  // Back and Forward: the URL names the board; draw it again (the server's cache answers).
  addEventListener('popstate', () => {
    writeForm(gen, Object.fromEntries(new URLSearchParams(location.search)));
    generate(gen, 'none');
  });
  if (form.elements.seed && !form.elements.seed.value) form.elements.seed.value = randomSeed();
  $('board').classList.toggle('text', gen.show === showRules);
  if (gen.extra) gen.extra(gen);
  generate(gen, 'replace');
}

// The balancing of a board of any code version, from its JSON (null when it was not balanced).
async function balanceOfBoard(code) {
  try {
    const r = await fetch(`/board/${code}.json`);
    const j = r.ok ? await r.json() : null;
    if (!j || !j.balance) return null;
    return { metric: j.balance.metric, least: j.balance.direction === 'least', steps: j.balance.steps };
  } catch (e) {
    return null;
  }
}

// ---- Seats: the board played many times (GET /api/fairness, /api/openings) --------------------
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
  const pct = (x) => (100 * x).toFixed(1);
  value.textContent = `${pct(seat.win_rate)}% (${pct(seat.ci[0])}–${pct(seat.ci[1])})`;
  li.append(name, bar, value);
  return li;
}

function showSeats(a) {
  const best = Math.max(...a.seats.map((s) => s.win_rate), 0.01);
  const ol = document.createElement('ol');
  ol.className = 'seat-bars';
  ol.append(...a.seats.map((s) => seatRow(s, best)));
  const verdict = document.createElement('p');
  verdict.className = 'verdict';
  verdict.textContent = a.verdict.charAt(0).toUpperCase() + a.verdict.slice(1) + '.';
  const more = document.createElement('p');
  more.className = 'hint';
  more.textContent = `Win rates with 95% intervals over ${a.games.toLocaleString('en')} games `
    + `(${a.mean_turns.toFixed(0)} turns a game). The seats differ by up to `
    + `${(100 * a.spread).toFixed(1)} points (${(100 * a.spread_ci[0]).toFixed(1)}–`
    + `${(100 * a.spread_ci[1]).toFixed(1)}); with equal seats each would win `
    + `${(100 / a.players).toFixed(1)}%.`;
  $('sim-result').replaceChildren(ol, verdict, more);
}

async function simulate(url, show) {
  const buttons = [$('simulate'), $('openings')];
  buttons.forEach((b) => { b.disabled = true; });
  $('sim-progress').hidden = false;
  try {
    const r = await fetch(url);
    if (!r.ok) throw await r.json();
    await show(r);
  } catch (e) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = e && e.error ? e.error : 'The simulation failed.';
    $('sim-result').replaceChildren(p);
  } finally {
    $('sim-progress').hidden = true;
    buttons.forEach((b) => { b.disabled = false; });
  }
}

// The engine plays Classic and 5-6 boards: the section shows only on those.
async function setupSeats(code) {
  if (!$('seats')) return;
  try {
    const r = await fetch(`/board/${code}.json`);
    const j = r.ok ? await r.json() : null;
    if (!j || (j.mode !== 'classic' && j.mode !== '5-6')) return;
  } catch (e) {
    return;
  }
  $('seats').hidden = false;
  $('simulate').addEventListener('click', () => simulate(`/api/fairness?code=${code}`,
    async (r) => showSeats(await r.json())));
  $('openings').addEventListener('click', () => simulate(`/api/openings?code=${code}&format=svg`, async (r) => {
    const t = document.createElement('template');
    t.innerHTML = await r.text();
    $('board').replaceChildren(t.content);
    $('open-result').hidden = false;
    $('board').scrollIntoView({ block: 'nearest' });
  }));
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
  const table = await ruleTable();
  const label = (name, value) => {
    const rule = table.rules.find((r) => r.name === name);
    const given = value !== null ? (rule ? ` (${value})` : `=${value}`) : '';
    return (rule ? rule.label : name) + given;
  };
  const given = parseRules(rules.textContent.replace(/\s+/g, ''));
  rules.textContent = given.size ? [...given].flatMap(([n, vs]) => vs.map((v) => label(n, v))).join('; ') : 'none';
}

// The board's own page: the server wrote it; here it gains the legible drawing on a phone, the
// fairness figure, the balance settings in words and in its "Edit these options" link, a star,
// and a place among the recent boards.
async function setupBoardPage() {
  buildNav(null);
  showRecent();
  const code = document.body.dataset.code;
  $('share').value = new URL($('share').value, location.href).href;
  setZoomSource(`/board/${code}.svg`);
  const b = balanceOf(code) || await balanceOfBoard(code);
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
  wordsForFacts();
  const value = document.querySelector('#score .score-value');
  if (value) {
    const score = Number(value.textContent);
    const hint = document.querySelector('#score .hint');
    const words = document.createElement('p');
    words.className = 'hint';
    words.textContent = 'Each bar is one way a board can favour some seats: longer is less even. '
      + 'The score is the mean of the bars, from 0 (perfectly even) to 1 (as lopsided as a board gets).';
    if (hint) hint.replaceWith(words);
    document.querySelector('#score h2').after(fairnessBox(score, b ? balanceWords(b) + '.' : ''));
  }
  currentEntry = { url: `/board/${code}`, name: `Board ${code}`, thumb: `/board/${code}.svg`, plainName: true };
  remember(currentEntry);
  syncStarButton();
  setupSeats(code);
  if (phone()) {
    try {
      const r = await fetch(`/board/${code}.svg?style=legible`);
      if (r.ok) {
        const t = document.createElement('template');
        t.innerHTML = await r.text();
        $('board').replaceChildren(t.content);
      }
    } catch (e) { /* keep the print drawing */ }
  }
}

document.addEventListener('DOMContentLoaded', () => {
  setupTheme();
  setupMenu();
  setupCopy();
  setupViewer();
  setupStar();
  if (document.body.dataset.page === 'board') setupBoardPage();
  else setupGenerator();
});

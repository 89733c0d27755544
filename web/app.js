// app.js: the hexseed UI. One table describes each generator's form; the form lives in the URL,
// the API answers with a share code and links, and the board is drawn from the server's SVG.
'use strict';

// Each generator: its page, API route, form fields and how to read the answer back into the form.
// Field types: select, checks (a comma list), bool, number. Add a generator here and in
// server/routes.c; the menu shows the generators the server lists at /api.
const GENERATORS = {
  catan: {
    label: 'Catan',
    title: 'Catan board',
    blurb: 'A fair board for The Settlers of Catan: terrain, numbers, harbors and robber.',
    api: '/api/catan',
    fields: [
      { name: 'mode', label: 'Game', type: 'select', value: 'classic',
        options: [['classic', 'Classic, 3–4 players'], ['5-6', '5–6 player extension'],
                  ['seafarers', 'Seafarers: New Shores, 4 players'],
                  ['seafarers-5-6', 'Seafarers: New Shores, 5–6 players']] },
      { name: 'rules', label: 'Placement rules', type: 'checks', value: 'red',
        options: [['red', 'No 6 and 8 side by side'], ['extremes', 'No 2 and 12 side by side'],
                  ['equal', 'No equal numbers side by side'], ['terrain', 'No equal terrain side by side']] },
      { name: 'spiral', label: 'Lay the numbers along the official spiral', type: 'bool', value: '0' },
      { name: 'balanced', label: 'Balance', type: 'select', value: '0',
        options: [['0', 'As drawn'], ['1', 'Most balanced (annealed; Classic and 5–6)']] },
      { name: 'metric', label: 'Balance score', type: 'select', value: 'hexseed',
        options: [['hexseed', 'hexseed (every factor 0–1)'], ['compat', 'compat (the 2021 score, Classic)']] },
      { name: 'seed', label: 'Seed', type: 'number', value: '', min: 0, max: 4294967295,
        hint: 'Empty: a new random board. The same seed and options always make the same board.' },
    ],
    // Balancing moves the numbers, for Classic and 5-6 boards only.
    omit: (v) => {
      const off = [];
      if (v.mode && v.mode.startsWith('seafarers')) off.push('balanced', 'metric');
      else if (v.balanced !== '1') off.push('metric');
      if (v.balanced === '1') off.push('spiral');
      return off;
    },
    fromAnswer: (a) => ({ seed: String(a.board.seed) }),
    facts: boardFacts,
  },
  seafarers: {
    label: 'Seafarers',
    title: 'Seafarers board',
    blurb: 'Heading for New Shores: a main island, small islands with gold, harbors, robber and pirate; '
      + 'or a whole board on the islands of an automaton landmass.',
    api: '/api/seafarers',
    fields: [
      { name: 'players', label: 'Players', type: 'select', value: '4', options: [['4', '3–4 players'], ['5-6', '5–6 players']] },
      { name: 'landmass', label: 'Landmass (rule:start)', type: 'text', value: '', placeholder: 'New Shores layout',
        hint: 'Islands grown by an elementary automaton, e.g. 146:25 (see Landmass). Empty: the rulebook layout.' },
      { name: 'swap', label: 'Swap land and water of the landmass', type: 'bool', value: '0' },
      { name: 'rules', label: 'Placement rules', type: 'checks', value: 'red',
        options: [['red', 'No 6 and 8 side by side'], ['extremes', 'No 2 and 12 side by side'],
                  ['equal', 'No equal numbers side by side'], ['terrain', 'No equal terrain side by side']] },
      { name: 'spiral', label: 'Lay the numbers along the official spiral', type: 'bool', value: '0' },
      { name: 'seed', label: 'Seed', type: 'number', value: '', min: 0, max: 4294967295,
        hint: 'Empty: a new random board. The same seed and options always make the same board.' },
    ],
    // A landmass makes its own islands, for 4 players: the player count then does not apply.
    omit: (v) => (v.landmass ? ['players'] : ['swap']),
    fromAnswer: (a) => ({ seed: String(a.board.seed) }),
    facts: boardFacts,
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
    facts: (a) => [
      ['Land', `${a.landmass.land} of 44 hexes`],
      ['Islands', `${a.landmass.islands} (largest ${a.landmass.largest_island})`],
      ['Coast', `${a.landmass.coast} edges`],
      ['Playability', `${a.landmass.score.toFixed(1)} / 100`],
      ['Board', link('A Seafarers board on it', a.links.seafarers)],
    ],
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
      { name: 'seed', label: 'Seed', type: 'number', value: '', min: 0, max: 4294967295,
        hint: 'Empty: new rules. The same seed and options always draw the same rules.' },
    ],
    show: showRules,
    fromAnswer: (a) => ({ seed: String(a.house_rules.seed) }),
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
      const capitals = towns.filter((t) => t.capital >= 0).sort((x, y) => x.capital - y.capital).map((t) => t.name);
      return [
        ['Capitals', capitals.join(', ') || 'none'],
        ['Towns', `${towns.filter((t) => t.kind === 'town').length} and ${towns.filter((t) => t.kind === 'port').length} ports`],
        ['Game map', a.empire.original ? 'yes, as the game shows it' : 'no: an extension size or density'],
      ];
    },
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
      { name: 'seed', label: 'Seed', type: 'number', value: '', min: 0, max: 4294967295,
        hint: 'Empty: a new map. The same seed and options always make the same map.' },
    ],
    omit: (v) => (v.method === 'subdivide' ? ['iterations', 'update', 'border', 'neighbourhood'] : []),
    // The picture: the server's PNG, as many pixels a cell as fit about 1024 across.
    show: (a) => {
      const img = document.createElement('img');
      const scale = Math.max(1, Math.min(16, Math.floor(1024 / a.terrain.width)));
      img.src = a.links.png.replace(/scale=[0-9]+/, 'scale=' + scale);
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
  },
  /* hexseed:ui-generators (one entry per generator) */
};

const $ = (id) => document.getElementById(id);

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
}

// ---- The generator page ---------------------------------------------------------------------
function fieldElement(f) {
  const id = 'f-' + f.name;
  let box;
  if (f.type === 'checks') {
    box = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = f.label;
    box.append(legend);
    for (const [value, text] of f.options) {
      const label = document.createElement('label');
      label.className = 'check';
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.name = f.name;
      input.value = value;
      label.append(input, text);
      box.append(label);
    }
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

function readForm(gen) {
  const form = $('form'), params = new URLSearchParams();
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
    if (f.type === 'checks') {
      const on = [...form.querySelectorAll(`input[name="${f.name}"]:checked`)].map((i) => i.value);
      params.set(f.name, on.length ? on.join(',') : 'none');
    } else if (f.type === 'bool') {
      params.set(f.name, form.elements[f.name].checked ? '1' : '0');
    } else {
      const v = form.elements[f.name].value.trim();
      if (v !== '') params.set(f.name, v);
    }
  }
  return params;
}

function writeForm(gen, values) {
  const form = $('form');
  for (const f of gen.fields) {
    const v = values[f.name] !== undefined && values[f.name] !== null ? String(values[f.name]) : null;
    if (f.type === 'checks') {
      const list = (v ?? f.value).split(',');
      for (const i of form.querySelectorAll(`input[name="${f.name}"]`)) i.checked = list.includes(i.value);
    } else if (f.type === 'bool') {
      form.elements[f.name].checked = ['1', 'true', 'on', 'yes'].includes(v ?? f.value);
    } else if (f.type === 'select') {
      const el = form.elements[f.name];
      el.value = v ?? f.value;
      if (el.selectedIndex < 0) el.value = f.value;
    } else {
      form.elements[f.name].value = v ?? f.value;
    }
  }
}

function setLinks(links) {
  let any = false;
  for (const kind of ['svg', 'png', 'pdf', 'json']) {
    const a = $('dl-' + kind);
    if (links && links[kind]) {
      a.href = links[kind];
      a.hidden = false;
      any = true;
      if (kind !== 'json') a.download = downloadName(links[kind]);
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

function showError(err) {
  const box = $('error');
  for (const el of $('form').querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  if (!err) { box.hidden = true; box.textContent = ''; return; }
  box.textContent = err.error || String(err);
  box.hidden = false;
  if (err.parameter) {
    const el = $('form').elements[err.parameter] || $('f-' + err.parameter);
    if (el && el.setAttribute) el.setAttribute('aria-invalid', 'true');
  }
}

let generation = 0;
async function generate(gen) {
  const mine = ++generation;
  const params = readForm(gen);
  history.replaceState(null, '', location.pathname + '?' + params.toString());
  const board = $('board'), button = $('generate');
  board.setAttribute('aria-busy', 'true');
  button.disabled = true;
  showError(null);
  try {
    const r = await fetch(gen.api + '?' + params.toString());
    const answer = await r.json();
    if (!r.ok) throw answer;
    const shown = await (gen.show || showSvg)(answer);
    if (mine !== generation) return; // a newer request is under way
    if (gen.fromAnswer) {
      writeForm(gen, Object.assign(Object.fromEntries(readForm(gen)), gen.fromAnswer(answer)));
      history.replaceState(null, '', location.pathname + '?' + readForm(gen).toString());
    }
    board.replaceChildren(shown, spinner());
    board.dataset.code = answer.code || '';
    setLinks(answer.links);
    showFacts(gen.facts ? gen.facts(answer) : []);
  } catch (e) {
    if (mine !== generation) return;
    showError(e && e.error ? e : { error: 'The server did not answer: ' + (e && e.message ? e.message : e) });
  } finally {
    if (mine === generation) {
      board.setAttribute('aria-busy', 'false');
      button.disabled = false;
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

// The default view of an answer: the drawing its links name, inlined.
async function showSvg(answer) {
  const r = await fetch(answer.links.svg);
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

// A board's balance score, with a link to its page where the factors are listed.
function boardFacts(a) {
  if (!a.score) return [];
  return [['Balance', a.score.score.toFixed(4) + ' (0 is perfectly balanced)'],
          ['Factors', link('Each factor on the board\'s page', a.links.page + '#score')]];
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

function setupGenerator() {
  const name = location.pathname.replace(/^\/+|\/+$/g, '') || 'catan';
  const gen = GENERATORS[name] || GENERATORS.catan;
  buildNav(GENERATORS[name] ? name : 'catan');
  document.title = 'hexseed: ' + gen.title;
  $('title').textContent = gen.title;
  $('blurb').textContent = gen.blurb;
  $('fields').replaceChildren(...gen.fields.map(fieldElement));
  const query = Object.fromEntries(new URLSearchParams(location.search));
  writeForm(gen, query);
  setLinks(null);

  const form = $('form');
  form.addEventListener('submit', (e) => { e.preventDefault(); generate(gen); });
  form.addEventListener('change', (e) => {
    if (e.target.name !== 'seed') generate(gen);
  });
  const randomize = gen.randomize || ((f) => { f.elements.seed.value = randomSeed(); });
  $('randomize').addEventListener('click', () => {
    randomize(form);
    generate(gen);
  });
  if (form.elements.seed && !form.elements.seed.value) form.elements.seed.value = randomSeed();
  $('board').classList.toggle('text', gen.show === showRules);
  generate(gen);
}

function setupBoardPage() {
  buildNav(null);
  $('share').value = new URL($('share').value, location.href).href;
}

document.addEventListener('DOMContentLoaded', () => {
  setupTheme();
  setupCopy();
  if (document.body.dataset.page === 'board') setupBoardPage();
  else setupGenerator();
});

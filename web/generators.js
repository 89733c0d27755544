// SPDX-License-Identifier: MIT
// generators.js: the table of generators. Each entry is one page: its API route, its form's
// fields and how to read the answer back; add a generator here and in server/routes.c, and the
// menu shows it when the engine offers it.
import { layouts, scenarios, survey } from './engine.js';
import { truthy } from './form.js';

const $ = (id) => document.getElementById(id);

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

// The Game list as it reads before the layout table arrives (and with no table at all).
const BASE_GAMES = [['Catan', [['classic', 'Classic (3–4 players)'], ['5-6', 'Classic with the 5–6 player extension']]],
  ['Seafarers', [['seafarers-v2', 'New Shores (3–4 players)'], ['seafarers-5-6-v2', 'New Shores (5–6 players)']]]];

// Each generator: its page, API route, form fields and how to read the answer back into the form.
// Field types: select, rules (the rule table), bool, number, text. Add a generator here and in
// server/routes.c; the menu shows the generators the server lists at /api.
export const GENERATORS = {
  catan: {
    label: 'Catan',
    title: 'Catan board',
    blurb: 'A board for Catan, with its numbers balanced if you like: terrain, numbers, harbors and robber.',
    api: '/api/catan',
    family: 'catan',
    fields: [
      { name: 'mode', label: 'Game', type: 'select', value: 'classic', options: BASE_GAMES,
        hint: 'Grouped by box; each game only for the player counts it is set up for.' },
      { name: 'rules', label: 'Placement rules', type: 'rules', value: 'red' },
      LOCK_FIELD,
      { name: 'spiral', label: 'Lay the numbers along the official spiral', type: 'bool', value: '0' },
      { name: 'balance', label: 'Balance', type: 'select', value: 'off',
        options: [['off', 'As drawn'], ['most', 'Most balanced numbers'], ['least', 'Least balanced (for a wild game)']],
        hint: 'Moves the numbers until the board is as balanced (or as lopsided) as the rules allow, by the measure below. '
          + 'Whether a seat is favoured only Simulate tells, on the board\'s page.' },
      { name: 'metric', label: 'Judged by', type: 'select', value: 'hexseed',
        options: [['hexseed', 'The hexseed score'], ['compat', 'The 2021 score (Classic only)'],
                  ['seats', 'An even opening draft (for a greedy bot)']],
        hint: 'The draft measure: seats taking the best spots in turn should get spots of equal value. It evens the '
          + 'draft of one bot style, not the seats of a real table.' },
      { name: 'iterations', label: 'Effort', type: 'select', value: '200000',
        open: (v) => /^[1-9][0-9]*000$/.test(v) && `${Number(v).toLocaleString('en')} steps`,
        options: [['10000', 'Quick (10,000 steps)'], ['50000', 'Short (50,000 steps)'],
                  ['200000', 'Standard (200,000 steps)'], ['1000000', 'Thorough (1,000,000 steps)']] },
      SEED_FIELD('a new random board'),
    ],
    // The games of the layout table, grouped by box (the base game's and New Shores first, as
    // before, so that a page without the table still offers them).
    prepare: async (gen) => {
      const list = (await layouts()).filter((l) => l.family === 'catan' || ['seafarers-v2', 'seafarers-5-6-v2'].includes(l.name));
      if (!list.length) return;
      gen.layouts = Object.fromEntries(list.map((l) => [l.name, l]));
      const groups = new Map();
      for (const l of list) {
        const box = l.name.startsWith('seafarers') ? 'Seafarers' : l.expansion;
        if (!groups.has(box)) groups.set(box, []);
        groups.get(box).push([l.name, gameLabel(l)]);
      }
      gen.fields.find((f) => f.name === 'mode').options = [...groups].map(([box, options]) => [box, options]);
    },
    // Balancing moves the numbers, for Classic and 5-6 boards only; compat scores Classic only;
    // the spiral lays a rulebook island's numbers. The layout table says which layout takes them.
    omit: (v, gen) => {
      const off = [];
      const l = gen && gen.layouts && gen.layouts[v.mode];
      const balance = l ? l.balance : v.mode === 'classic' || v.mode === '5-6';
      if (!balance) off.push('balance', 'metric', 'iterations');
      else if (v.balance === 'off') off.push('metric', 'iterations');
      else off.push('spiral');
      if (l && !l.spiral && !off.includes('spiral')) off.push('spiral');
      return off;
    },
    adjust: (form, gen) => {
      // the chosen game's other player counts: which exist, which hexseed lacks (the layout table's note)
      const l = gen.layouts && gen.layouts[form.elements.mode.value];
      const hint = form.querySelector('[data-field="mode"] .hint');
      if (hint) hint.textContent = l && l.players_note ? `For ${l.players.replace('-', '–')} players: ${l.players_note}.`
        : 'Grouped by box; each game only for the player counts it is set up for.';
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
    name: (a) => `${a.board.scenario ? a.board.scenario.label : modeLabel(a.board.mode)} · ${a.code}`,
  },
  seafarers: {
    label: 'Seafarers',
    title: 'Seafarers board',
    blurb: 'A scenario of the Seafarers box, seeded: islands, gold, harbors, robber, pirate and '
      + 'the scenario\'s own pieces; or a whole board on the islands of an automaton landmass.',
    api: '/api/seafarers',
    family: 'seafarers',
    fields: [
      { name: 'scenario', label: 'Scenario', type: 'select', value: 'new-shores',
        options: [] }, // the layout table's scenarios and names (prepare, below)
      { name: 'players', label: 'Players', type: 'select', value: '4',
        options: [['3', '3 players'], ['4', '4 players'], ['5-6', '5–6 players']],
        hint: 'Only the player counts the scenario is made for.' },
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
    // The scenarios and their player counts come from the layout table.
    prepare: async (gen) => {
      const list = await scenarios();
      gen.counts = Object.fromEntries(list.map(([name, , counts]) => [name, counts]));
      gen.fields.find((f) => f.name === 'scenario').options = list.map(([name, label]) => [name, label]);
    },
    adjust: (form, gen) => {
      const counts = (gen.counts || {})[form.elements.scenario.value];
      if (!counts) return;
      for (const o of form.elements.players.options) o.disabled = o.hidden = !counts.includes(o.value);
      if (!counts.includes(form.elements.players.value)) form.elements.players.value = counts.includes('4') ? '4' : counts[0];
    },
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
    // The picture: the server's PNG, as many pixels a cell as fit about 1024 across (with no
    // server, the package's picture of the same map).
    show: (a) => {
      const img = document.createElement('img');
      img.src = a.picture || terrainPng(a, 1024);
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
    thumb: (a) => (a.links.png ? terrainPng(a, 160) : a.links.svg),
    zoom: (a) => a.picture || terrainPng(a, 2048),
    name: (a) => `Land & water ${a.terrain.width} × ${a.terrain.height}, seed ${a.terrain.seed}`,
  },
  /* hexseed:ui-generators (one entry per generator) */
};


// A layout's name in the Game list: its scenario and player count, its box being the group.
function gameLabel(l) {
  const named = BASE_GAMES.flatMap(([, options]) => options).find(([name]) => name === l.name);
  if (named) return named[1];
  const players = `${l.players.replace('-', '–')} players`;
  return l.scenario_label ? `${l.scenario_label} (${players})` : players;
}

export function modeLabel(mode) {
  return { classic: 'Classic', '5-6': 'Classic 5–6', seafarers: 'Seafarers', 'seafarers-5-6': 'Seafarers 5–6',
    'seafarers-v2': 'Seafarers', 'seafarers-5-6-v2': 'Seafarers 5–6' }[mode] || mode;
}

function terrainPng(a, across) {
  const scale = Math.max(1, Math.min(16, Math.floor(across / a.terrain.width)));
  return a.links.png.replace(/scale=[0-9]+/, 'scale=' + scale);
}

export function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return String(a[0]);
}

// A uniform whole number in [0, n): draws above the largest multiple of n are drawn again.
export function randomBelow(n) {
  const limit = Math.floor(4294967296 / n) * n;
  for (;;) {
    const v = Number(randomSeed());
    if (v < limit) return v % n;
  }
}

export function link(text, href) {
  const a = document.createElement('a');
  a.textContent = text;
  a.href = href;
  return a;
}

export function showRules(answer) {
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

// A board's balancing settings and its link to the factors. One scale is shown to players: the
// number balance box (0-100) is the page's; the raw score (0-1) is only in the board page's
// details, beside the factors it is the mean of.
function boardFacts(a, balance, words) {
  if (!a.score) return [];
  const facts = [];
  if (balance) facts.push(['Balanced', words(balance)]);
  if (a.links.page) facts.push(['Factors', link('Each factor on the board\'s page', a.links.page + '#score')]);
  return facts;
}

// The landmass survey's best maps: a tap draws one (`draw` makes the board of the form).
async function surveyList(gen, draw) {
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
    const best = await survey(10);
    ol.replaceChildren(...best.best.map((m) => {
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
        draw();
      });
      li.append(b);
      return li;
    }));
  } catch (e) {
    box.hidden = true;
  }
}

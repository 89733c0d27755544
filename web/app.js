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
      { name: 'seed', label: 'Seed', type: 'number', value: '', min: 0, max: 4294967295,
        hint: 'Empty: a new random board. The same seed and options always make the same board.' },
    ],
    fromAnswer: (a) => ({ seed: String(a.board.seed) }),
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
      input.inputMode = 'numeric';
      input.pattern = '[0-9]*';
      input.placeholder = 'random';
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
  for (const f of gen.fields) {
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
  for (const kind of ['svg', 'png', 'pdf', 'json']) {
    const a = $('dl-' + kind);
    if (links && links[kind]) {
      a.href = links[kind];
      a.removeAttribute('aria-disabled');
      if (kind !== 'json') a.download = 'hexseed-' + links[kind].split('/').pop();
    } else {
      a.removeAttribute('href');
      a.setAttribute('aria-disabled', 'true');
    }
  }
  $('share').value = links && links.page ? new URL(links.page, location.href).href : '';
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
    const svgResponse = await fetch(answer.links.svg);
    if (!svgResponse.ok) throw { error: 'the board image failed (' + svgResponse.status + ')' };
    const svg = await svgResponse.text();
    if (mine !== generation) return; // a newer request is under way
    if (gen.fromAnswer) {
      writeForm(gen, Object.assign(Object.fromEntries(readForm(gen)), gen.fromAnswer(answer)));
      history.replaceState(null, '', location.pathname + '?' + readForm(gen).toString());
    }
    board.innerHTML = svg + '<div class="spinner" aria-hidden="true"></div>';
    board.dataset.code = answer.code || '';
    setLinks(answer.links);
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
  $('randomize').addEventListener('click', () => {
    form.elements.seed.value = randomSeed();
    generate(gen);
  });
  if (!form.elements.seed.value) form.elements.seed.value = randomSeed();
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

// SPDX-License-Identifier: MIT
// generator.js: a generator's page. The main loop is "New board": one tap makes a new board
// with the same settings and shows it whole below the header; the options sit in their own
// section and change the board in place. The URL names the board shown (Back and Forward walk
// through the boards asked for); only those boards join the recent list.
import * as engine from './engine.js';
import { dress } from './drawing.js';
import { fieldElement, parseRules, readForm, truthy, writeForm } from './form.js';
import { GENERATORS, link, modeLabel, randomBelow, showRules } from './generators.js';
import { loadRecent, remember, setCurrent, showRecent } from './recent.js';
import { buildNav, drawQr, keepAwake, markLocks, phone, setLinks, setLockable, setZoomSource, styleForScreen } from './view.js';
import { balanceBox, balanceWords, checkChar, playerWords, readCode } from './words.js';
import { qrSvg } from './qr.js';
import { setupSeats } from './boardpage.js';

const $ = (id) => document.getElementById(id);

// The drawing style for this screen: the legible one on a phone.
function spinner() {
  const d = document.createElement('div');
  d.className = 'spinner';
  d.setAttribute('aria-hidden', 'true');
  return d;
}

function svgElement(text) {
  const t = document.createElement('template');
  t.innerHTML = text;
  return t.content;
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

// The balancing the generator page asked for (null when none).
function balanceOfParams(params) {
  const least = truthy(params.get('unbalanced'));
  if (!least && !truthy(params.get('balanced'))) return null;
  return { metric: params.get('metric') || 'hexseed', least, steps: Number(params.get('iterations') || 200000) };
}

// An error beside the board, in a player's words: the field marked, and the old board (if any)
// greyed out with its links withdrawn, so nobody plays a board the form no longer makes.
// A failure for want of a connection (err.offline) says nothing against the board on screen:
// it stays as it was, with its links, Full screen and Star.
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
  box.hidden = false;
  if (err.offline && old) {
    box.textContent = playerWords(err.error || String(err)) + ' The board below is still the one its code names.';
    return;
  }
  box.textContent = playerWords(err.error || String(err)) + (old ? ' The board below is the previous one.' : '');
  board.classList.toggle('stale', old);
  board.dataset.code = '';
  setLinks(null);
  setZoomSource(null);
  setCurrent(null);
  $('fairness').replaceChildren();
  if (err.parameter) {
    const form = $('form');
    const el = form.elements[err.parameter] || $('f-' + err.parameter)
      || (err.parameter === 'unbalanced' || err.parameter === 'balanced' ? form.elements.balance : null);
    if (el && el.setAttribute) el.setAttribute('aria-invalid', 'true');
  }
}

// Brings the whole board into view just below the sticky header (a phone scrolled down to the
// options, or a board taller than what is left of the screen).
function bringIntoView() {
  const board = $('board'), r = board.getBoundingClientRect();
  const top = document.querySelector('header.bar').getBoundingClientRect().bottom;
  const bar = $('actionbar');
  const bottom = bar && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().top : innerHeight;
  if (r.top < top + 4 || r.bottom > bottom) scrollBy({ top: r.top - top - 8, behavior: 'instant' });
}

// Draws what the generator answered, and records the board as the one on screen.
function present(gen, answer, shown, svgText, params) {
  const board = $('board');
  board.replaceChildren(shown, spinner());
  board.dataset.code = answer.code || '';
  const svg = board.querySelector('svg');
  const captions = svg && gen.family ? dress(svg, answer.board, phone()) : [];
  $('caption').replaceChildren(...captions.map((c) => Object.assign(document.createElement('p'), { textContent: c })));
  $('caption').hidden = captions.length === 0;
  const page = answer.links && answer.links.page;
  setLinks(answer.links, page && answer.code ? new URL(page, location.href).href : null);
  if (gen.show === showRules) setZoomSource(null);
  else if (gen.zoom) setZoomSource({ href: gen.zoom(answer) });
  else if (svgText) setZoomSource({ svg: svgText, board: answer.board });
  else setZoomSource(null);
  setLockable(gen.fields.some((f) => f.name === 'lock') && answer.board && answer.board.hexes ? answer.board : null);
  const balance = params ? balanceOfParams(params) : answer.board && answer.board.balance
    ? { metric: answer.board.balance.metric, least: answer.board.balance.direction === 'least', steps: answer.board.balance.steps } : null;
  const typed = answer.code ? [['Code to type', `${answer.code}-${checkChar(answer.code)}`]] : [];
  showFacts([...typed, ...(gen.facts ? gen.facts(answer, balance, balanceWords) : [])]);
  $('fairness').replaceChildren(...(answer.score ? [balanceBox(answer.score.score, balance ? balanceWords(balance) + '.' : '')] : []));
  drawQr(qrSvg);
  keepAwake();
  setupSeats(answer.code, answer.board);
}

// The thumbnail of a board: the drawing already shown (kept per code), so no second computation.
function thumbOf(gen, answer) {
  if (gen.family && answer.code) return engine.drawingUrl(answer.code, styleForScreen());
  return gen.thumb ? gen.thumb(answer) : null;
}

// Makes the board of the form and shows it. `how`: 'new' (New board: a new history entry and a
// recent board), 'asked' (the form sent: the same), 'option' (an option changed: the board
// changes in place, replacing the history entry and the recent board the last option change
// made), 'load' (the page's first board) or 'none' (Back/Forward: the URL is already right).
let generation = 0;
let optionEntry = null; // the recent board an option change made, replaced by the next one
async function draw(gen, how) {
  const mine = ++generation;
  const params = readForm(gen);
  const board = $('board'), button = $('new');
  board.setAttribute('aria-busy', 'true');
  if (how === 'new' || how === 'asked') bringIntoView();
  try {
    let answer, shown, svgText = null;
    if (gen.family) {
      const made = await engine.makeBoard(gen.family, params, styleForScreen());
      answer = made.answer;
      svgText = made.svg;
      shown = svgElement(svgText);
    } else {
      answer = await engine.generic(gen.api, params);
      if (gen.show) shown = await gen.show(answer);
      else {
        svgText = answer.svg || await engine.svgAt(answer.links.svg); // the package's comes with the answer
        shown = svgElement(svgText);
      }
      delete answer.svg;
    }
    if (mine !== generation) return; // a newer request is under way
    // the URL names the board shown: its request, with the seed drawn for an empty field
    const named = new URLSearchParams(params);
    if (gen.fromAnswer) for (const [k, v] of Object.entries(gen.fromAnswer(answer))) named.set(k, v);
    const url = location.pathname + '?' + named.toString();
    if (how === 'new' || how === 'asked') {
      if (url !== location.pathname + location.search) history.pushState({ hexseed: 1 }, '', url);
    } else if (how !== 'none') history.replaceState({ hexseed: 1 }, '', url);
    showError(null);
    present(gen, answer, shown, svgText, params);
    const entry = {
      url: answer.links && answer.links.page && answer.code ? answer.links.page : url,
      name: gen.name ? gen.name(answer) : gen.title,
      thumb: thumbOf(gen, answer),
    };
    setCurrent(entry);
    if (how === 'option') {
      if (optionEntry && optionEntry !== entry.url) forget(optionEntry);
      optionEntry = entry.url;
      remember(entry);
    } else if (how !== 'none') {
      optionEntry = null;
      remember(entry);
    }
  } catch (e) {
    if (mine !== generation) return;
    showError(e && e.error ? e : { error: 'Something went wrong: ' + (e && e.message ? e.message : e) });
    const r = $('error').getBoundingClientRect();
    if (r.top < 60 || r.bottom > innerHeight) $('error').scrollIntoView({ block: 'center' });
  } finally {
    if (mine === generation) {
      board.setAttribute('aria-busy', 'false');
      if (button) button.disabled = false;
      if ((how === 'new' || how === 'asked') && $('error').hidden) bringIntoView();
    }
  }
}

// Drops a recent board an option change made (unless starred) when the next change replaces it.
function forget(url) {
  const list = loadRecent();
  const e = list.find((x) => x.url === url);
  if (!e || e.starred) return;
  try { localStorage.setItem('hexseed-recent', JSON.stringify(list.filter((x) => x !== e))); } catch (err) { /* private */ }
  showRecent();
}

// A board by its share code, opened from the "Open a code" field or an address the service
// worker answered with this page (a board page offline).
async function showCode(gen, code, how) {
  const board = $('board');
  board.setAttribute('aria-busy', 'true');
  try {
    const [json, svgText] = await Promise.all([engine.boardJson(code), engine.drawing(code, styleForScreen())]);
    showError(null);
    const server = await engine.hasServer();
    const answer = { code, links: engine.boardLinks(code, await engine.pageOf(code)), board: json, score: null };
    if (!server) engine.drawing(code, 'compact').catch(() => null); // the SVG download, kept on the device
    present(gen, answer, svgElement(svgText), svgText, null);
    const entry = { url: answer.links.page, name: `${json.scenario ? json.scenario.label : modeLabel(json.mode)} · ${code}`,
      thumb: engine.drawingUrl(code, styleForScreen()) };
    setCurrent(entry);
    if (how !== 'none') remember(entry);
  } catch (e) {
    showError(e && e.error ? e : { error: String(e) });
  } finally {
    board.setAttribute('aria-busy', 'false');
  }
}

function setupOpenCode(gen) {
  const form = $('open-code');
  if (!form) return;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const read = readCode(form.elements.code.value);
    const msg = $('open-code-error');
    if (read.error) {
      msg.textContent = read.error;
      msg.hidden = false;
      form.elements.code.setAttribute('aria-invalid', 'true');
      return;
    }
    msg.hidden = true;
    form.elements.code.removeAttribute('aria-invalid');
    history.pushState({ hexseed: 1 }, '', `/board/${read.code}`);
    showCode(gen, read.code, 'asked');
    bringIntoView();
  });
}

export async function setupGenerator() {
  const path = location.pathname.replace(/^\/+|\/+$/g, '');
  const byCode = path.match(/^board\/([0-9a-z]+)$/); // the shell standing in for a board page
  const name = byCode ? 'catan' : path || 'catan';
  const gen = GENERATORS[name] || GENERATORS.catan;
  buildNav(GENERATORS[name] && !byCode ? name : null, GENERATORS, engine.generators);
  document.title = 'hexseed: ' + gen.title;
  $('title').textContent = gen.title;
  $('blurb').textContent = gen.blurb;
  if (gen.prepare) await gen.prepare(gen);
  if (gen.fields.some((f) => f.type === 'rules')) {
    const table = await engine.rules();
    // a rule the URL names that the table lacks (a newer server's, on an older table) stays
    const asked = parseRules(new URLSearchParams(location.search).get('rules'));
    for (const [rule, values] of asked) {
      if (rule === 'all' || table.rules.some((r) => r.name === rule)) continue;
      const value = values[0];
      table.rules.push({ name: rule, label: rule, kind: 'other', param: value === null ? null : { type: 'text', default: value } });
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
  setupOpenCode(gen);
  $('open-code-box').hidden = !gen.family;

  const form = $('form');
  form.addEventListener('submit', (e) => { e.preventDefault(); draw(gen, 'asked'); });
  form.addEventListener('change', (e) => {
    if (e.target.name !== 'seed' && !e.target.closest('#open-code')) draw(gen, 'option');
  });
  // New board: the same settings, a new seed (or map) whatever the field held
  const fresh = gen.randomize || ((f) => { if (f.elements.seed) f.elements.seed.value = ''; });
  $('new').addEventListener('click', () => {
    fresh(form);
    draw(gen, 'new');
  });
  $('options-jump').addEventListener('click', () => {
    const box = $('form');
    box.scrollIntoView({ block: 'start' });
    const first = box.querySelector('select, input');
    if (first) first.focus({ preventScroll: true });
  });
  // Back and Forward: the URL names the board; draw it again (kept per code: no new computation
  // for a board of this page's life)
  addEventListener('popstate', () => {
    const code = location.pathname.match(/^\/board\/([0-9a-z]+)$/);
    if (code) return showCode(gen, code[1], 'none');
    writeForm(gen, Object.fromEntries(new URLSearchParams(location.search)));
    draw(gen, 'none');
  });
  $('board').classList.toggle('text', gen.show === showRules);
  if (gen.extra) gen.extra(gen, () => draw(gen, 'asked'));
  if (byCode) return showCode(gen, byCode[1], 'load');
  const code = new URLSearchParams(location.search).get('code');
  if (code && gen.family) return showCode(gen, code, 'load');
  draw(gen, 'load');
}

export { randomBelow, link };

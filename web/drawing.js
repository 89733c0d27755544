// SPDX-License-Identifier: MIT
// drawing.js: makes a board drawing readable at the size it is shown. The SVG is the C
// renderer's; here, in the page only (downloads stay the renderer's bytes), every text grows to
// at least a legible size on screen (numbers larger), the 6 and 8 get a ring and heavier type,
// and each terrain gets a pattern, so that neither needs colour to be told apart.

const SVG = 'http://www.w3.org/2000/svg';

// Terrain by the renderer's fill colour (src/render/scene.c's palette), for drawings whose hexes
// carry no terrain name; a board's JSON, when given, names them exactly.
const FILL_TERRAIN = {
  '#2f7d3a': 'forest', '#c4683a': 'hills', '#e9c046': 'fields', '#9ccc5a': 'pasture',
  '#8e9297': 'mountains', '#e3cf9c': 'desert', '#f2b705': 'gold',
};

// One pattern per terrain: trees, bricks, furrows, tufts, peaks, dunes, stars; drawn dark on
// light fills and light on dark ones, so each reads in greyscale too.
const PATTERNS = {
  forest: { size: 18, ink: '#fff', shape: 'M9 3 L14 13 L4 13 Z M9 13 L9 16' },
  hills: { size: 16, ink: '#3a1a0a', shape: 'M0 4 H16 M0 12 H16 M5 4 V12 M13 12 V16 M13 0 V4' },
  fields: { size: 12, ink: '#6b5310', shape: 'M0 12 L12 0 M-3 3 L3 -3 M9 15 L15 9' },
  pasture: { size: 16, ink: '#2d5a12', shape: 'M4 12 L5 8 L6 12 M10 6 L11 2 L12 6' },
  mountains: { size: 20, ink: '#fff', shape: 'M2 16 L8 6 L14 16 M10 16 L14 10 L18 16' },
  desert: { size: 20, ink: '#7a6230', shape: 'M2 10 Q6 6 10 10 T18 10' },
  gold: { size: 16, ink: '#5a4500', shape: 'M8 2 L9.5 6.5 L14 8 L9.5 9.5 L8 14 L6.5 9.5 L2 8 L6.5 6.5 Z' },
};

function el(name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function addPatterns(svg) {
  if (svg.querySelector('defs[data-hexseed-patterns]')) return;
  const defs = el('defs', { 'data-hexseed-patterns': '1' });
  for (const [name, p] of Object.entries(PATTERNS)) {
    const pat = el('pattern', { id: `hs-pat-${name}`, width: p.size, height: p.size, patternUnits: 'userSpaceOnUse' });
    pat.append(el('path', { d: p.shape, fill: name === 'gold' ? p.ink : 'none', stroke: p.ink, 'stroke-width': 1.6,
      'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.55 }));
    defs.append(pat);
  }
  svg.prepend(defs);
}

// Lays a terrain pattern over every land hex (hexes with data-tile), under the tokens.
function patternHexes(svg, board) {
  addPatterns(svg);
  for (const poly of svg.querySelectorAll('polygon[data-tile]')) {
    if (poly.nextElementSibling && poly.nextElementSibling.dataset.pattern) continue;
    const hex = board && board.hexes ? board.hexes[Number(poly.dataset.tile)] : null;
    const terrain = hex ? hex.terrain : FILL_TERRAIN[(poly.getAttribute('fill') || '').toLowerCase()];
    if (!PATTERNS[terrain]) continue;
    poly.dataset.terrain = terrain;
    const over = el('polygon', { points: poly.getAttribute('points'), fill: `url(#hs-pat-${terrain})`, 'pointer-events': 'none' });
    over.dataset.pattern = terrain;
    poly.after(over);
  }
}

// The 6 and 8 (the renderer draws them red): a ring around the token and heavier type.
function markRed(svg) {
  const circles = [...svg.querySelectorAll('circle')];
  for (const t of svg.querySelectorAll('text')) {
    if (!/^(6|8)$/.test(t.textContent.trim()) || t.dataset.red) continue;
    t.dataset.red = '1';
    t.setAttribute('font-weight', '900');
    const x = Number(t.getAttribute('x')), y = Number(t.getAttribute('y'));
    // the token: the largest circle whose centre lies within a token's reach of the number
    let token = null;
    for (const c of circles) {
      const cx = Number(c.getAttribute('cx')), cy = Number(c.getAttribute('cy')), r = Number(c.getAttribute('r'));
      if (Math.hypot(cx - x, cy - y) < r + 4 && r > 12 && (!token || r > Number(token.getAttribute('r')))) token = c;
    }
    if (!token) continue;
    const ring = el('circle', { cx: token.getAttribute('cx'), cy: token.getAttribute('cy'),
      r: Number(token.getAttribute('r')) + 3.5, fill: 'none', stroke: '#1a1a1a', 'stroke-width': 4, 'pointer-events': 'none' });
    ring.dataset.ring = '1';
    token.after(ring);
  }
}

// The smallest text the page allows on the drawing, in CSS px, at the drawing's width on screen.
export function minTextPx() {
  return innerWidth >= 380 ? 11.5 : 9.5;
}

// Grows every text to at least minTextPx() on screen (numbers on tokens to 1.3 times that).
// Called again whenever the drawing's size changes; the renderer's sizes are the floor.
export function fitText(svg) {
  const box = svg.getBoundingClientRect();
  const vb = svg.viewBox && svg.viewBox.baseVal;
  if (!box.width || !vb || !vb.width) return;
  const scale = Math.min(box.width / vb.width, box.height / vb.height);
  const min = minTextPx() / scale;
  const texts = [...svg.querySelectorAll('text')];
  for (const t of texts) if (!t.dataset.size) t.dataset.size = t.getAttribute('font-size') || '12';
  const biggest = Math.max(...texts.map((t) => Number(t.dataset.size)), 0);
  for (const t of texts) {
    const own = Number(t.dataset.size);
    const number = /^\d{1,2}$/.test(t.textContent.trim()) && own >= 0.8 * biggest;
    const want = Math.max(own, number ? 1.3 * min : min);
    t.setAttribute('font-size', want.toFixed(1));
  }
  unstack(texts);
}

// Lines stacked under one another (a number and its pip count, "2:1" over "ore") move apart as
// they grow: each lower line sits at least its own cap height below the one above.
function unstack(texts) {
  const stacks = new Map();
  for (const t of texts) {
    if (!t.dataset.y) t.dataset.y = t.getAttribute('y') || '0';
    t.setAttribute('y', t.dataset.y);
    const x = Number(t.getAttribute('x'));
    const key = [...stacks.keys()].find((k) => Math.abs(k - x) < 6) ?? x;
    if (!stacks.has(key)) stacks.set(key, []);
    stacks.get(key).push(t);
  }
  for (const stack of stacks.values()) {
    stack.sort((a, b) => a.dataset.y - b.dataset.y);
    for (let k = 1; k < stack.length; k++) {
      const up = stack[k - 1], low = stack[k];
      const upY = Number(up.getAttribute('y')), lowY = Number(low.dataset.y);
      const size = Number(low.getAttribute('font-size')), upSize = Number(up.getAttribute('font-size'));
      if (lowY - upY > 1.2 * Math.max(size, upSize)) continue; // not one stack
      low.setAttribute('y', Math.max(lowY, upY + 0.8 * size).toFixed(1));
      if (low.getAttribute('transform')) low.setAttribute('transform', `rotate(-90 ${low.getAttribute('x')} ${low.getAttribute('y')})`);
    }
  }
}

// Turns a drawing a quarter clockwise in place (its content in a rotated group, its viewBox
// with width and height exchanged), every text turned back upright about its anchor.
export function turn(svg) {
  const vb = svg.viewBox.baseVal;
  const g = el('g', { transform: `translate(${vb.height} 0) rotate(90) translate(${-vb.x} ${-vb.y})` });
  for (const child of [...svg.childNodes]) if (!(child.nodeName === 'title' || child.nodeName === 'desc')) g.append(child);
  svg.append(g);
  for (const t of g.querySelectorAll('text')) t.setAttribute('transform', `rotate(-90 ${t.getAttribute('x')} ${t.getAttribute('y')})`);
  svg.setAttribute('viewBox', `0 0 ${vb.height} ${vb.width}`);
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.dataset.turned = '1';
}

// Whether the drawing, turned a quarter, is drawn clearly larger in `box` (a wide board on an
// upright screen).
export function wantsTurn(svg, box) {
  const vb = svg.viewBox && svg.viewBox.baseVal;
  if (!vb || !vb.width || !vb.height) return false;
  const now = Math.min(box.width / vb.width, box.height / vb.height);
  const turned = Math.min(box.width / vb.height, box.height / vb.width);
  return turned > 1.05 * now;
}

// Long captions (a scenario's notes) leave the drawing for a line of page text below it, where
// they wrap at a readable size.
function liftCaptions(svg) {
  const lifted = [];
  for (const t of svg.querySelectorAll('text')) {
    if (t.textContent.trim().length > 32 && !t.closest('title, desc')) {
      lifted.push(t.textContent.trim());
      t.remove();
    }
  }
  return lifted;
}

// All of the above, for a drawing just put on the page; `board` is its JSON when known. With
// `upright` (a phone held upright), a wide drawing turns a quarter to fill the screen. Returns
// the captions taken out of the drawing.
export function dress(svg, board, upright = false) {
  if (!svg) return [];
  const captions = liftCaptions(svg);
  patternHexes(svg, board);
  markRed(svg);
  const vb = svg.viewBox && svg.viewBox.baseVal;
  if (upright && vb && vb.width > 1.25 * vb.height) turn(svg); // a wide board on an upright phone
  fitText(svg);
  return captions;
}

// SPDX-License-Identifier: MIT
// drawing.js: makes a board drawing readable at the size it is shown. The SVG is the C
// renderer's, which already tells terrains apart without colour (a mark per terrain) and rings
// the 6 and 8 (src/render/scene.c), in the downloads and printouts too; here, in the page only,
// every text grows to at least a legible size on screen (numbers larger), a wide board turns
// on an upright phone, and long captions move below the drawing.

const SVG = 'http://www.w3.org/2000/svg';

// The transform that stands a text (or a token's dot) upright again in a turned drawing: turned
// back about the centre of what it belongs to (its token or harbor), so that a token's lines keep
// their places around its centre; "" in a drawing that is not turned.
function standUp(e) {
  if (e.dataset.aboutX === undefined) return '';
  return `rotate(-90 ${e.dataset.aboutX} ${e.dataset.aboutY})`;
}

function el(name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
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
  placeHarbors(svg);
}

// ---- Harbors ---------------------------------------------------------------------------------
// A harbor is a disc and two lines ("2:1" over "ore", class "harbor" from the renderer). Grown to
// a legible size on a small drawing its lines outgrow the disc and run into the numbers and the
// next harbor (a Seafarers board on a phone). So each harbor becomes a group: its disc grows to
// hold its lines, and the group moves out to sea (along its piers first, then turned further
// from them, up to four hexes away) to the nearest place where it covers no number, token or
// other harbor and stays on the drawing; a thin line joins it to where it was. Done again
// whenever the text size changes.

function harborGroups(svg) {
  const groups = [...svg.querySelectorAll('g[data-harbor]')];
  if (groups.length) return groups;
  for (const disc of svg.querySelectorAll('circle.harbor')) {
    const lines = [];
    for (let n = disc.nextElementSibling; n && n.matches('text.harbor') && lines.length < 2; n = n.nextElementSibling) lines.push(n);
    // the piers: the two polylines just before the disc, each from the sea to a corner of the coast
    const piers = [];
    for (let n = disc.previousElementSibling; n && n.nodeName === 'polyline' && piers.length < 2; n = n.previousElementSibling) piers.push(n);
    const g = el('g', { 'data-harbor': '1' });
    const cx = Number(disc.getAttribute('cx')), cy = Number(disc.getAttribute('cy'));
    let out = [0, 1];
    if (piers.length === 2) {
      const ends = piers.map((p) => p.getAttribute('points').trim().split(/\s+/).pop().split(',').map(Number));
      out = [cx - (ends[0][0] + ends[1][0]) / 2, cy - (ends[0][1] + ends[1][1]) / 2];
    }
    Object.assign(g.dataset, { cx, cy, r: disc.getAttribute('r'), out: Math.atan2(out[1], out[0]) });
    disc.before(g);
    g.append(disc, ...lines);
    groups.push(g);
  }
  return groups;
}

// The box a text's ink covers on screen (not its font's whole line box, whose leading makes
// lines that do not touch look as if they did): measured with a canvas in the same font.
let inkCanvas = null;
export function inkBox(t) {
  const r = t.getBoundingClientRect(), style = getComputedStyle(t);
  const m = t.getScreenCTM(), px = Number(t.getAttribute('font-size')) * Math.hypot(m.a, m.b);
  inkCanvas = inkCanvas || document.createElement('canvas').getContext('2d');
  inkCanvas.font = `${style.fontWeight} ${px}px ${style.fontFamily}`;
  inkCanvas.textAlign = 'center';
  const k = inkCanvas.measureText(t.textContent);
  const line = k.fontBoundingBoxAscent + k.fontBoundingBoxDescent;
  if (!line) return r;
  const base = r.top + (r.height * k.fontBoundingBoxAscent) / line, mid = (r.left + r.right) / 2;
  return { left: mid - k.actualBoundingBoxLeft, right: mid + k.actualBoundingBoxRight,
    top: base - k.actualBoundingBoxAscent, bottom: base + k.actualBoundingBoxDescent };
}

function overlap(a, b) {
  return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
}

function shifted(r, dx, dy) {
  return { left: r.left + dx, right: r.right + dx, top: r.top + dy, bottom: r.bottom + dy };
}

// The directions a harbor tries, in degrees from its piers' outward one: nearest first.
const TURNS = [0, ...Array.from({ length: 12 }, (_, k) => 15 * (k + 1)).flatMap((d) => [-d, d])].filter((d) => d > -180);

function placeHarbors(svg) {
  const groups = harborGroups(svg);
  if (!groups.length) return;
  for (const g of groups) {
    g.removeAttribute('transform');
    const disc = g.querySelector('circle');
    disc.setAttribute('r', g.dataset.r);
    if (standUp(disc)) disc.setAttribute('transform', standUp(disc));
    else disc.removeAttribute('transform');
    if (g.previousElementSibling && g.previousElementSibling.dataset.leader) g.previousElementSibling.remove();
  }
  // user units to screen pixels, and back
  const m = groups[0].getScreenCTM();
  if (!m) return;
  const scale = Math.hypot(m.a, m.b);
  const area = svg.getBoundingClientRect();
  // what a harbor must not cover: every other text, and the tokens and pieces
  const inGroups = new Set(groups.flatMap((g) => [...g.children]));
  const fixed = [...svg.querySelectorAll('text')].filter((t) => !inGroups.has(t) && t.textContent.trim()).map(inkBox)
    .concat([...svg.querySelectorAll('circle')].filter((c) => !inGroups.has(c) && Number(c.getAttribute('r')) * scale > 6)
      .map((c) => c.getBoundingClientRect()));
  const harbors = [];
  for (const g of groups) {
    const disc = g.querySelector('circle'), lines = [...g.querySelectorAll('text')];
    // the disc grows into an oval that holds its lines, and the lines sit in its middle
    for (const t of lines) {
      if (!t.dataset.x) t.dataset.x = t.getAttribute('x');
      t.setAttribute('x', t.dataset.x);
      if (standUp(t)) t.setAttribute('transform', standUp(t));
    }
    let boxes = lines.map((t) => t.getBoundingClientRect());
    const r0 = Number(g.dataset.r), cx = Number(g.dataset.cx), cy = Number(g.dataset.cy);
    if (boxes.length) {
      const top = Math.min(...boxes.map((b) => b.top)), bottom = Math.max(...boxes.map((b) => b.bottom));
      const wide = Math.max(...boxes.map((b) => b.width)), tall = bottom - top;
      const ry = Math.max(r0, (tall / 2 + 1) / scale), rx = Math.max(r0, (wide / 2 + 4) / scale);
      disc.setAttribute('r', ry.toFixed(1));
      disc.setAttribute('transform', `${standUp(disc)} translate(${cx} ${cy}) scale(${(rx / ry).toFixed(3)} 1) translate(${-cx} ${-cy})`.trim());
      disc.setAttribute('vector-effect', 'non-scaling-stroke');
      // the lines' middle onto the disc's centre (in user units along the lines' own up)
      const d = disc.getBoundingClientRect(), shiftPx = (d.top + d.bottom) / 2 - (top + bottom) / 2;
      const shiftX = (d.left + d.right) / 2 - (Math.min(...boxes.map((b) => b.left)) + Math.max(...boxes.map((b) => b.right))) / 2;
      const inv = lines[0].getScreenCTM().inverse(); // the lines' own frame (upright in a turned drawing)
      const ux = inv.a * shiftX + inv.c * shiftPx, uy = inv.b * shiftX + inv.d * shiftPx;
      for (const t of lines) {
        t.setAttribute('y', (Number(t.getAttribute('y')) + uy).toFixed(1));
        t.setAttribute('x', (Number(t.getAttribute('x')) + ux).toFixed(1));
        if (standUp(t)) t.setAttribute('transform', standUp(t));
      }
      boxes = lines.map((t) => t.getBoundingClientRect());
    }
    harbors.push({ g, cx, cy, unit: r0 / 0.45, out: Number(g.dataset.out), parts: [disc.getBoundingClientRect(), ...lines.map(inkBox)],
      moved: null, cost: Infinity, dx: 0, dy: 0 });
  }
  // Each harbor in turn takes the nearest free place (its unit: about a hex's size; up to four
  // away); then those left covering something try again, now against every other harbor's
  // place, up to four times.
  const cost = (h, moved) => {
    let c = 0;
    for (const p of moved) {
      for (const o of fixed) c += overlap(p, o);
      for (const other of harbors) if (other !== h && other.moved) for (const o of other.moved) c += overlap(p, o);
      c += 4 * ((p.right - p.left) * (p.bottom - p.top) - overlap(p, area)); // off the drawing
    }
    return c;
  };
  for (let pass = 0; pass < 5; pass++) {
    for (const h of harbors) {
      if (h.moved) h.cost = cost(h, h.moved); // the others may have moved since
      if (h.cost < 0.01) continue;
      let best = null;
      for (let step = 0; step <= 4 && !(best && best.cost < 0.01); step += 0.25) {
        for (const turn of step ? TURNS : [0]) {
          const a = h.out + (turn * Math.PI) / 180;
          const dx = step * h.unit * Math.cos(a), dy = step * h.unit * Math.sin(a);
          const moved = h.parts.map((p) => shifted(p, m.a * dx + m.c * dy, m.b * dx + m.d * dy));
          const c = cost(h, moved);
          if (!best || c < best.cost - 0.01) best = { cost: c, dx, dy, moved };
          if (c < 0.01) break;
        }
      }
      if (best.cost < h.cost - 0.01 || !h.moved) Object.assign(h, best);
    }
  }
  for (const h of harbors) {
    if (!h.dx && !h.dy) continue;
    h.g.setAttribute('transform', `translate(${h.dx.toFixed(1)} ${h.dy.toFixed(1)})`);
    const leader = el('line', { x1: h.cx, y1: h.cy, x2: (h.cx + h.dx).toFixed(1), y2: (h.cy + h.dy).toFixed(1),
      stroke: '#8a6a3f', 'stroke-width': (0.04 * h.unit).toFixed(1), 'stroke-linecap': 'round', 'pointer-events': 'none' });
    leader.dataset.leader = '1';
    h.g.before(leader);
  }
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
      if (standUp(low)) low.setAttribute('transform', standUp(low));
    }
  }
}

// Turns a drawing a quarter clockwise in place (its content in a rotated group, its viewBox
// with width and height exchanged), every text and dot turned back upright.
export function turn(svg) {
  const vb = svg.viewBox.baseVal;
  const g = el('g', { transform: `translate(${vb.height} 0) rotate(90) translate(${-vb.x} ${-vb.y})` });
  for (const child of [...svg.childNodes]) if (!(child.nodeName === 'title' || child.nodeName === 'desc')) g.append(child);
  svg.append(g);
  // each text and dot stands upright about the centre of its token or harbor disc (or its own
  // anchor), so a number keeps its pip count below it and "2:1" stays over "ore"
  const discs = [...g.querySelectorAll('circle')].filter((c) => !c.classList.contains('ring'))
    .map((c) => ({ c, x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')) }))
    .sort((a, b) => b.r - a.r);
  // (a text is looked for by the middle of its glyphs, not its baseline: a token's pip count
  // has its baseline near the disc's rim, and turned about itself it would land beside the number)
  const about = (e, x, y, middle = y) => {
    const home = discs.find((d) => d.c !== e && d.r > 12 && Math.hypot(d.x - x, d.y - middle) < d.r);
    e.dataset.aboutX = home ? home.x : x;
    e.dataset.aboutY = home ? home.y : y;
    e.setAttribute('transform', standUp(e));
  };
  // the caption lines under the board (its code, a scenario's notes) stay along the turned edge,
  // one under the other, reading downwards: stood up they would run into each other and the board
  const polys = [...g.querySelectorAll('polygon')].flatMap((p) => p.getAttribute('points').trim().split(/\s+/)
    .map((xy) => Number(xy.split(',')[1])));
  const bottom = polys.length ? Math.max(...polys) : Infinity;
  for (const t of g.querySelectorAll('text')) {
    const y = Number(t.getAttribute('y')), middle = y - 0.35 * Number(t.getAttribute('font-size') || 0);
    if (middle > bottom) continue; // a caption: its glyphs' middle below the lowest hex
    about(t, Number(t.getAttribute('x')), y, middle);
  }
  for (const d of discs) {
    if (d.c.classList.contains('harbor')) { // its oval lies along its lines
      d.c.dataset.aboutX = d.x;
      d.c.dataset.aboutY = d.y;
      d.c.setAttribute('transform', standUp(d.c));
    } else if (d.r <= 12) about(d.c, d.x, d.y); // a token's dots
  }
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

// All of the above, for a drawing just put on the page (`board`, its JSON, is not needed). With
// `upright` (a phone held upright), a wide drawing turns a quarter to fill the screen. Returns
// the captions taken out of the drawing.
export function dress(svg, board, upright = false) {
  if (!svg) return [];
  const captions = liftCaptions(svg);
  const vb = svg.viewBox && svg.viewBox.baseVal;
  if (upright && vb && vb.width > 1.25 * vb.height) turn(svg); // a wide board on an upright phone
  fitText(svg);
  return captions;
}

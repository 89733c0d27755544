// SPDX-License-Identifier: MIT
// print.js: the board to print at the real size of the game's tiles, made in the page when no
// server draws its PDF (a static host, no signal). It lays out print pages as the server's PDF
// does (src/cairo/board.c): page 1 the whole board, then the board at real size (hexes 76 mm
// across the flats) cut into sheets that overlap by 8 mm, each sheet with a 50 mm test square;
// the browser's print dialog prints them or saves them as a PDF (app.css, "@media print").

// Paper sizes in mm, and the layout's measures (the server's, in mm).
const PAPERS = { a4: { w: 210, h: 297, name: 'A4' }, letter: { w: 215.9, h: 279.4, name: 'Letter' } };
const MARGIN = 10;
const OVERLAP = 8;
const FOOTER = 12;
const SQUARE = 50;
const TILE_FLATS = 76; // a game tile across the flats (docs/design.md)

// The drawing's distance between neighbouring hex centres (a hex across the flats), in its units.
function acrossFlats(svg) {
  const centres = [...svg.querySelectorAll('polygon[data-tile]')].map((p) => {
    const n = p.getAttribute('points').trim().split(/[\s,]+/).map(Number);
    let x = 0, y = 0;
    for (let k = 0; k < n.length; k += 2) { x += n[k]; y += n[k + 1]; }
    return [x / (n.length / 2), y / (n.length / 2)];
  });
  let best = Infinity;
  for (let i = 0; i < centres.length; i++) {
    for (let j = i + 1; j < centres.length; j++) {
      const d = Math.hypot(centres[i][0] - centres[j][0], centres[i][1] - centres[j][1]);
      if (d > 1e-6 && d < best) best = d;
    }
  }
  return best;
}

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}

// A copy of the drawing `svg` showing `view` (x, y, w, h in its units) in a box of w x h mm.
function windowOf(svg, view, w, h) {
  const copy = svg.cloneNode(true);
  copy.setAttribute('viewBox', view.join(' '));
  copy.setAttribute('width', `${w}mm`);
  copy.setAttribute('height', `${h}mm`);
  copy.setAttribute('preserveAspectRatio', 'xMidYMin meet');
  copy.removeAttribute('role');
  copy.setAttribute('aria-hidden', 'true');
  return copy;
}

// The 50 mm test square in the sheet's bottom-right corner: its four corners, as the server draws it.
function testSquare(paper) {
  const square = el('div', 'print-square');
  square.style.right = `${MARGIN}mm`;
  square.style.bottom = `${MARGIN + FOOTER - 2}mm`;
  for (const corner of ['tl', 'tr', 'bl', 'br']) square.append(el('i', corner));
  square.append(el('span', null, 'corner to corner: 50 mm at 100 %'));
  return square;
}

function sheet(paper, note) {
  const page = el('section', 'print-sheet');
  page.style.width = `calc(${paper.w}mm - 1px)`;
  page.style.height = `calc(${paper.h}mm - 1px)`; // a page in whole points may be a hair smaller
  page.append(testSquare(paper));
  const foot = el('p', 'print-note', note);
  foot.style.left = `${MARGIN}mm`;
  foot.style.bottom = `${MARGIN / 2 - 1.5}mm`;
  page.append(foot);
  return page;
}

// Lays the print pages of the drawing `svgText` (the board's compact SVG) on `paper` ('a4' or
// 'letter') into #print-sheets, sets the page size and opens the print dialog; once the dialog
// closes (afterprint) the sheets and the page size go, so the page prints as itself again.
export function printBoard(svgText, paperName) {
  const paper = PAPERS[paperName] || PAPERS.a4;
  const t = document.createElement('template');
  t.innerHTML = svgText;
  const svg = t.content.querySelector('svg');
  const [vx, vy, vw, vh] = svg.getAttribute('viewBox').split(/\s+/).map(Number);
  const box = document.getElementById('print-sheets') || document.body.appendChild(el('div', null));
  box.id = 'print-sheets';
  box.replaceChildren();

  // Page 1: the whole board, fitted above the footer and the square.
  const first = sheet(paper, `hexseed - overview (${paper.name}). The following pages print the board at the real tile size.`);
  const fitW = paper.w - 2 * MARGIN, fitH = paper.h - 2 * MARGIN - FOOTER - SQUARE;
  const whole = windowOf(svg, [vx, vy, vw, vh], fitW, fitH);
  whole.style.left = `${MARGIN}mm`;
  whole.style.top = `${MARGIN}mm`;
  first.append(whole);
  box.append(first);

  // Then the board at real size, in sheets that overlap by a strip.
  const mm = TILE_FLATS / acrossFlats(svg); // mm per unit of the drawing
  const pw = paper.w - 2 * MARGIN, ph = paper.h - 2 * MARGIN - 6;
  const cols = Math.ceil((vw * mm - OVERLAP) / (pw - OVERLAP));
  const rows = Math.ceil((vh * mm - OVERLAP) / (ph - OVERLAP));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const page = sheet(paper, `hexseed - real size (${paper.name}, print at 100 %), sheet row ${r + 1} of ${rows}, `
        + `column ${c + 1} of ${cols} (overlap at the dashes)`);
      const part = windowOf(svg, [vx + c * (pw - OVERLAP) / mm, vy + r * (ph - OVERLAP) / mm, pw / mm, ph / mm], pw, ph);
      part.style.left = `${MARGIN}mm`;
      part.style.top = `${MARGIN}mm`;
      page.append(part);
      if (c + 1 < cols) page.append(Object.assign(el('i', 'print-cut v'), { style: `left: ${MARGIN + pw - OVERLAP}mm; top: ${MARGIN}mm; height: ${ph}mm` }));
      if (r + 1 < rows) page.append(Object.assign(el('i', 'print-cut h'), { style: `left: ${MARGIN}mm; top: ${MARGIN + ph - OVERLAP}mm; width: ${pw}mm` }));
      page.append(page.querySelector('.print-square')); // over the board
      box.append(page);
    }
  }
  let size = document.getElementById('print-size');
  if (!size) {
    size = el('style');
    size.id = 'print-size';
    document.head.append(size);
  }
  size.textContent = `@page { size: ${paper.w}mm ${paper.h}mm; margin: 0; }`;
  addEventListener('afterprint', () => {
    box.replaceChildren();
    size.textContent = '';
  }, { once: true });
  window.print();
  return rows * cols + 1;
}

// SPDX-License-Identifier: MIT
// empire.js: a Hex Empire map drawn in the page from its JSON (the package's, docs/empire.md),
// for when there is no server: the server draws its SVG and PNG with cairo (src/cairo/empire.c),
// which the WebAssembly package does not have. The same geometry and colours: land and water,
// the capitals in their colours with a keep, towns, ports, and on request the paths that placed
// the ports and the town names.

const HEX_R = 26;
const CAPITAL_COLOURS = ['#d32f2f', '#8e44ad', '#1e6fd9', '#2e9d45'];

function centre(x, y) {
  return [12 + HEX_R + 1.5 * HEX_R * x, 12 + Math.sqrt(3) * HEX_R * (y + 0.5 + 0.5 * (x & 1))];
}

function hexagon(cx, cy, r) {
  const pts = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

function escapeText(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// The SVG text of `map` (the JSON of hexseed empire --format json); `paths` and `names` as the
// server's flags.
export function drawEmpire(map, { paths = false, names = false } = {}) {
  const land = (x, y) => map.grid[y][x] !== '.';
  const w = 24 + 2 * HEX_R + 1.5 * HEX_R * (map.width - 1), h = 24 + Math.sqrt(3) * HEX_R * (map.height + 0.5);
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w.toFixed(0)} ${h.toFixed(0)}" `
    + `width="${w.toFixed(0)}" height="${h.toFixed(0)}" role="img" font-family="DejaVu Sans, Verdana, sans-serif">`,
  `<title>Hex Empire map ${map.map}, ${map.width} × ${map.height}</title>`,
  `<rect width="100%" height="100%" fill="#1f5f99"/>`];
  for (let x = 0; x < map.width; x++) {
    for (let y = 0; y < map.height; y++) {
      const [cx, cy] = centre(x, y), l = land(x, y);
      out.push(`<polygon points="${hexagon(cx, cy, HEX_R * 0.98)}" fill="${l ? '#8fbf5a' : '#2f78b7'}" `
        + `stroke="${l ? '#6f9a44' : '#2a6aa3'}" stroke-width="1.2"/>`);
    }
  }
  if (paths) {
    for (const p of map.paths) {
      for (let k = 1; k < p.fields.length; k++) {
        const [ax, ay] = p.fields[k - 1], [bx, by] = p.fields[k];
        const wet = !land(ax, ay) || !land(bx, by);
        const [x0, y0] = centre(ax, ay), [x1, y1] = centre(bx, by);
        out.push(`<line x1="${x0.toFixed(1)}" y1="${y0.toFixed(1)}" x2="${x1.toFixed(1)}" y2="${y1.toFixed(1)}" `
          + `stroke="${wet ? '#ffffff' : '#5a3d1e'}" stroke-opacity="0.85" stroke-width="2.2" stroke-dasharray="5 4"/>`);
      }
    }
  }
  for (const t of map.towns) {
    const [cx, cy] = centre(t.x, t.y);
    if (t.capital >= 0) {
      out.push(`<polygon points="${hexagon(cx, cy, HEX_R * 0.9)}" fill="${CAPITAL_COLOURS[t.capital]}"/>`);
      const merlons = [0, 1, 2].map((k) => `<rect x="${cx - 9 + 7 * k}" y="${cy - 9}" width="4" height="5"/>`).join('');
      out.push(`<g fill="#ffffff"><rect x="${cx - 9}" y="${cy - 4}" width="18" height="12"/>${merlons}</g>`);
    } else if (t.kind === 'town') {
      out.push(`<polygon points="${cx - 8},${cy + 7} ${cx - 8},${cy - 2} ${cx},${cy - 9} ${cx + 8},${cy - 2} ${cx + 8},${cy + 7}" `
        + 'fill="#5b4636" stroke="#fff3d6" stroke-width="1.5"/>');
    } else {
      out.push(`<circle cx="${cx}" cy="${cy}" r="8" fill="#fff3d6" stroke="#1b4f80" stroke-width="2"/>`
        + `<polyline points="${cx},${cy - 5} ${cx},${cy + 5}" stroke="#1b4f80" stroke-width="2" fill="none"/>`
        + `<polyline points="${cx - 4},${cy + 2} ${cx},${cy + 5} ${cx + 4},${cy + 2}" stroke="#1b4f80" stroke-width="2" fill="none"/>`);
    }
  }
  if (names) {
    for (const t of map.towns) {
      if (!t.name || !t.name.trim()) continue;
      const [cx, cy] = centre(t.x, t.y), ty = cy + HEX_R * 0.78, wide = 5.6 * t.name.length;
      out.push(`<rect x="${(cx - wide / 2 - 2).toFixed(1)}" y="${(ty - 8).toFixed(1)}" width="${(wide + 4).toFixed(1)}" height="11" `
        + `fill="#000000" fill-opacity="0.55"/><text x="${cx.toFixed(1)}" y="${ty.toFixed(1)}" font-size="9" `
        + `font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeText(t.name)}</text>`);
    }
  }
  out.push('</svg>');
  return out.join('\n');
}

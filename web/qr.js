// SPDX-License-Identifier: MIT
// qr.js: a small QR code encoder (ISO/IEC 18004), enough for a share link: byte mode, error
// correction level M, versions 1 to 10 (up to 213 bytes), the mask with the lowest penalty.
// qrMatrix(text) gives the modules; qrSvg(text) an <svg> element of them with its quiet zone.

// Per version (index 1..10), level M: EC codewords per block, then [blocks, data codewords] groups.
const BLOCKS = [null,
  [10, [[1, 16]]], [16, [[1, 28]]], [26, [[1, 44]]], [18, [[2, 32]]], [24, [[2, 43]]],
  [16, [[4, 27]]], [18, [[4, 31]]], [22, [[2, 38], [2, 39]]], [22, [[3, 36], [2, 37]]], [26, [[4, 43], [1, 44]]]];
const ALIGN = [null, [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

// GF(256) over x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512), LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
const mul = (a, b) => (a && b ? EXP[LOG[a] + LOG[b]] : 0);

// The Reed-Solomon remainder of `data` for `n` EC codewords.
function reedSolomon(data, n) {
  let gen = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array(gen.length + 1).fill(0);
    for (let j = 0; j < gen.length; j++) {
      next[j] ^= gen[j];
      next[j + 1] ^= mul(gen[j], EXP[i]);
    }
    gen = next;
  }
  const rem = new Array(n).fill(0);
  for (const d of data) {
    const f = d ^ rem.shift();
    rem.push(0);
    for (let j = 0; j < n; j++) rem[j] ^= mul(gen[j + 1], f);
  }
  return rem;
}

// The remainder of the BCH code used by the format (15,5) and version (18,6) fields.
function bch(value, poly, bits) {
  let v = value << bits;
  const top = 31 - Math.clz32(poly);
  while (31 - Math.clz32(v) >= top) v ^= poly << (31 - Math.clz32(v) - top);
  return (value << bits) | v;
}

function codewords(bytes, version) {
  const [ec, groups] = BLOCKS[version];
  const capacity = groups.reduce((s, [n, k]) => s + n * k, 0);
  const bits = [];
  const put = (v, n) => { for (let i = n - 1; i >= 0; i--) bits.push((v >> i) & 1); };
  put(4, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  put(0, Math.min(4, capacity * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; data.length < capacity; pad ^= 0xec ^ 0x11) data.push(pad);
  const blocks = [];
  let at = 0;
  for (const [n, k] of groups) for (let i = 0; i < n; i++) { blocks.push(data.slice(at, at + k)); at += k; }
  const out = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i]);
  const ecs = blocks.map((b) => reedSolomon(b, ec));
  for (let i = 0; i < ec; i++) for (const e of ecs) out.push(e[i]);
  return out;
}

const MASKS = [
  (r, c) => (r + c) % 2 === 0, (r) => r % 2 === 0, (r, c) => c % 3 === 0, (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0, (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0, (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

function penalty(m) {
  const n = m.length;
  let p = 0;
  for (const line of [(i, j) => m[i][j], (i, j) => m[j][i]]) {
    for (let i = 0; i < n; i++) {
      let run = 1;
      for (let j = 1; j <= n; j++) {
        if (j < n && line(i, j) === line(i, j - 1)) run++;
        else { if (run >= 5) p += run - 2; run = 1; }
      }
      for (let j = 0; j + 7 <= n; j++) { // 1:1:3:1:1 finder-like runs with four light modules beside
        const w = [1, 0, 1, 1, 1, 0, 1].every((v, k) => line(i, j + k) === !!v);
        if (!w) continue;
        const before = j >= 4 && [1, 2, 3, 4].every((k) => !line(i, j - k));
        const after = j + 11 <= n && [7, 8, 9, 10].every((k) => !line(i, j + k));
        if (before || after) p += 40;
      }
    }
  }
  let dark = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      dark += m[i][j];
      if (i + 1 < n && j + 1 < n && m[i][j] === m[i + 1][j] && m[i][j] === m[i][j + 1] && m[i][j] === m[i + 1][j + 1]) p += 3;
    }
  }
  return p + 10 * Math.floor(Math.abs((dark * 20) / (n * n) - 10));
}

// The modules of `text`'s QR code: an array of rows of booleans (true = dark). Throws when the
// text is longer than version 10 holds.
export function qrMatrix(text) {
  const bytes = [...new TextEncoder().encode(text)];
  let version = 1;
  while (version <= 10) {
    const [, groups] = BLOCKS[version];
    const capacity = groups.reduce((s, [n, k]) => s + n * k, 0);
    if (4 + (version < 10 ? 8 : 16) + 8 * bytes.length <= capacity * 8) break;
    version++;
  }
  if (version > 10) throw new Error('too long for a QR code of version 10');
  const n = 17 + 4 * version;
  const m = Array.from({ length: n }, () => new Array(n).fill(false));
  const fixed = Array.from({ length: n }, () => new Array(n).fill(false));
  const set = (r, c, v) => { m[r][c] = v; fixed[r][c] = true; };
  for (const [r0, c0] of [[0, 0], [0, n - 7], [n - 7, 0]]) {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const rr = r0 + r, cc = c0 + c;
        if (rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(rr, cc, r >= 0 && r <= 6 && c >= 0 && c <= 6 && ring !== 2);
      }
    }
  }
  for (let i = 8; i < n - 8; i++) { set(6, i, i % 2 === 0); set(i, 6, i % 2 === 0); }
  const centres = ALIGN[version];
  const last = centres[centres.length - 1];
  for (const r of centres) {
    for (const c of centres) {
      if ((r === 6 && c === 6) || (r === 6 && c === last) || (r === last && c === 6)) continue; // the finders' corners
      for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) set(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
    }
  }
  set(n - 8, 8, true); // the dark module
  for (let i = 0; i < 9; i++) { fixed[8][i] = fixed[i][8] = true; }
  for (let i = 0; i < 8; i++) { fixed[8][n - 1 - i] = fixed[n - 1 - i][8] = true; }
  if (version >= 7) {
    const v = bch(version, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const bit = ((v >> i) & 1) === 1;
      set(Math.floor(i / 3), n - 11 + (i % 3), bit);
      set(n - 11 + (i % 3), Math.floor(i / 3), bit);
    }
  }
  const words = codewords(bytes, version);
  const bits = words.flatMap((w) => [7, 6, 5, 4, 3, 2, 1, 0].map((k) => ((w >> k) & 1) === 1));
  let k = 0;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const up = ((right + 1) & 2) === 0;
    for (let step = 0; step < n; step++) {
      const r = up ? n - 1 - step : step;
      for (const c of [right, right - 1]) {
        if (fixed[r][c]) continue;
        m[r][c] = k < bits.length ? bits[k] : false;
        k++;
      }
    }
  }
  let best = null;
  for (let mask = 0; mask < 8; mask++) {
    const t = m.map((row, r) => row.map((v, c) => (fixed[r][c] ? v : v !== MASKS[mask](r, c))));
    placeFormat(t, bch(mask, 0x537, 10) ^ 0x5412); // level M's two bits are 00
    const score = penalty(t);
    if (!best || score < best.score) best = { score, t };
  }
  return best.t;
}

// The 15 format bits, twice: around the top-left finder, and split between the other two.
function placeFormat(t, f) {
  const n = t.length;
  const bit = (i) => ((f >> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) t[i][8] = bit(i);
  t[7][8] = bit(6);
  t[8][8] = bit(7);
  t[8][7] = bit(8);
  for (let i = 9; i < 15; i++) t[8][14 - i] = bit(i);
  for (let i = 0; i < 8; i++) t[8][n - 1 - i] = bit(i);
  for (let i = 8; i < 15; i++) t[n - 15 + i][8] = bit(i);
  t[n - 8][8] = true;
}

// An <svg> of `text`'s QR code, dark on white with a four-module quiet zone.
export function qrSvg(text) {
  const m = qrMatrix(text), n = m.length, size = n + 8;
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (m[r][c]) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `QR code of ${text}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.innerHTML = `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/>`;
  return svg;
}

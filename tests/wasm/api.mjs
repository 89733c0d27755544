// SPDX-License-Identifier: MIT
// tests/wasm/api.mjs HEXSEED NPMDIR: the JavaScript face of the npm package against the native
// command line HEXSEED: boards, SVG, text, lines, scores, landmasses, house rules, Hex Empire maps,
// terrain, fairness and openings give what the native CLI prints (texts byte for byte, JSON as
// equal values: the face returns it parsed); errors are HexseedErrors with the library's message
// and code; fairness yields, reports progress and stops on an AbortSignal.
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [hexseed, npm] = process.argv.slice(2);
const hs = await import(pathToFileURL(path.join(npm, 'hexseed.js')).href);
const native = (...args) => execFileSync(hexseed, args, { encoding: 'utf8', maxBuffer: 1 << 28,
    stdio: ['pipe', 'pipe', 'ignore'] });
let checks = 0;
const same = (got, want, what) => {
    assert.deepEqual(got, want, what);
    checks++;
};
const error = (fn, code, message) => {
    assert.throws(fn, (e) => e instanceof hs.HexseedError && e.code === code && (!message || e.message === message));
    checks++;
};

same(hs.version, native('--version').trim().split(' ')[1], 'version');

// The Tiled maps' tile atlas: the native `hexseed tileset`'s bytes, under the name the maps give it.
same(Buffer.from(await hs.tileset()).equals(execFileSync(hexseed, ['tileset'], { stdio: ['pipe', 'pipe', 'ignore'] })), true,
    'tileset()');
same(JSON.parse(hs.tmj(hs.catan({ seed: 1 }))).tilesets[0].image, hs.TILESET_IMAGE, 'the maps name TILESET_IMAGE');

// Boards from options, and from their codes, in every format.
const boards = [
    hs.catan({ seed: 42 }),
    hs.catan({ mode: '5-6', seed: 7, spiral: true }),
    hs.catan({ seed: 9, rules: 'red,pips=10,group=2', locks: ['0,0=desert', '1,-1=mountains:6'] }),
    hs.catan({ seed: 5, balanced: 'most', steps: 20000 }),
    hs.catan({ seed: 5, balanced: 'least', metric: 'compat', steps: 5000 }),
    hs.seafarers({ scenario: 'four-islands', players: 3, seed: 11 }),
    hs.seafarers({ scenario: 'fog-islands', seed: 12 }),
    hs.seafarers({ landmass: '30:4', swap: true, seed: 3 }),
];
same(boards[0].code, native('catan', '--seed', '42', '--format', 'code').trim(), 'catan code');
same(boards[2].code, native('catan', '--seed', '9', '--rules', 'red,pips=10,group=2', '--lock', '0,0=desert',
    '--lock', '1,-1=mountains:6', '--format', 'code').trim(), 'locked board code');
same(boards[3].code, native('catan', '--seed', '5', '--balanced', '--iterations', '20000', '--format', 'code').trim(),
    'balanced code');
for (const b of boards) {
    same(b, JSON.parse(native('board', b.code, '--format', 'json')), `${b.code} json`);
    same(hs.board(b.code), b, `${b.code} board()`);
    same(hs.svg(b), native('board', b.code, '--format', 'svg'), `${b.code} svg`);
    same(hs.text(b.code), native('board', b.code, '--color', 'never'), `${b.code} text`);
    same(hs.line(b), native('board', b.code, '--format', 'line'), `${b.code} line`);
    same(hs.tmj(b), native('board', b.code, '--format', 'tmj'), `${b.code} tmj`);
}
// The same boards through the table by name, as the command line asks for them.
same(hs.generate('catan', { seed: 9, rules: 'red,pips=10,group=2', lock: ['0,0=desert', '1,-1=mountains:6'] },
    { format: 'code' }).trim(), boards[2].code, 'catan through the table');
same(hs.generate('seafarers', { landmass: '30:4', swap: true, seed: 3 }, { format: 'tmj' }),
    native('seafarers', '--landmass', '30:4', '--swap', '--seed', '3', '--format', 'tmj'), 'seafarers tmj');
const legible = hs.svg(boards[0], { style: 'legible' });
assert.ok(legible.startsWith('<svg') && legible !== hs.svg(boards[0]), 'legible style');

// Tables.
same(hs.rules(), JSON.parse(native('rules', '--format', 'json')), 'rules');
const layouts = hs.layouts();
assert.ok(layouts.length >= 4 && layouts[0].name === 'classic' && layouts.some((l) => l.scenario === 'four-islands'));

// Scores, landmasses, house rules, Hex Empire, terrain.
const line = 'GLLGOGBOWGOWWWBLLDB 5 11 6 9 12 11 5 3 4 10 10 4 2 8 9 3 6 0 8';
for (const metric of ['compat', 'hexseed'])
    same(hs.score(line, { metric }), JSON.parse(execFileSync(hexseed, ['score', '--metric', metric, '--format',
        'json'], { input: line + '\n', encoding: 'utf8' })), `score ${metric}`);
same(hs.landmass({ rule: 30, start: 4 }), JSON.parse(native('landmass', '--rule', '30', '--start', '4', '--format',
    'json')), 'landmass');
same(hs.landmass({ rule: 90, start: 1, swap: true, format: 'svg' }), native('landmass', '--rule', '90', '--start', '1',
    '--swap', '--format', 'svg'), 'landmass svg');
same(hs.survey({ top: 3 }), JSON.parse(native('landmass', '--survey', '--top', '3', '--format', 'json')), 'survey');
same(hs.houseRules({ seed: 5, count: 4, intensity: 80 }), JSON.parse(native('house-rules', '--seed', '5', '--count',
    '4', '--intensity', '80', '--format', 'json')), 'house rules');
same(hs.empire({ map: 42 }), JSON.parse(native('empire', '--map', '42', '--format', 'json')), 'empire');
same(hs.empire({ map: 999999, format: 'grid' }), native('empire', '--map', '999999', '--format', 'grid'), 'empire grid');
same(hs.terrain({ seed: 2, width: 100, height: 60, border: 'wrap', neighbourhood: 'hex' }),
    JSON.parse(native('terrain', '--seed', '2', '--width', '100', '--height', '60', '--border', 'wrap',
        '--neighbourhood', 'hex', '--format', 'json')), 'terrain');
same(hs.terrain({ seed: 4, width: 100000, height: 100000, window: [5000, 5000, 50, 40], format: 'text' }),
    native('terrain', '--seed', '4', '--width', '100000', '--height', '100000', '--window', '5000,5000,50,40'),
    'terrain window');
// The largest JSON map: its text outgrows the module's first 16 MB, so the memory grows during
// the call and the face must read the answer through the grown memory's new views.
same(hs.terrain({ seed: 3, width: 2048, height: 2048 }), JSON.parse(native('terrain', '--seed', '3', '--width', '2048',
    '--height', '2048', '--format', 'json')), 'terrain 2048 x 2048 (the memory grows)');
assert.throws(() => hs.terrain({ width: 8192, height: 8192, format: 'text' }), { code: 'limit' });

// The generator table: the same document as the CLI's, and every format the table gives a
// generator this face reads from it, byte for byte as the CLI writes it (cairo's drawings aside).
const nativeBytes = (...args) => execFileSync(hexseed, args, { maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'ignore'] });
same(hs.generators(), JSON.parse(native('generators', '--format', 'json')), 'generators');
for (const g of hs.generators().generators.filter((t) => ['empire', 'terrain', 'house-rules'].includes(t.name))) {
    for (const f of g.formats) {
        const key = g.name === 'empire' ? 'map' : 'seed';
        // What this build cannot draw (cairo's drawings, libpng's PNG) is refused, saying so.
        if (f.cairo || f.name === 'png') {
            error(() => hs.generate(g.name, { [key]: 7 }, { format: f.name }), 'invalid');
            assert.match((() => { try { hs.generate(g.name, { [key]: 7 }, { format: f.name }); } catch (e) { return e.message; } })(),
                /leaves out/);
            continue;
        }
        const got = hs.generate(g.name, { [key]: 7 }, { format: f.name });
        const color = g.name === 'empire' ? ['--color', 'never'] : []; // the commands that colour take it
        const want = nativeBytes(g.name, `--${key}`, '7', '--format', f.name, ...color);
        same(Buffer.from(got).equals(want), true, `${g.name} ${f.name}: the CLI's bytes`);
    }
}
same(hs.generate('terrain', { seed: 3, width: 40, height: 30 }, { format: 'pgm' }) instanceof Uint8Array, true,
    'pgm is bytes');
// A board by its code through the table, every format this build makes, as the CLI writes it.
for (const code of [boards[0].code, boards[3].code, boards[6].code]) {
    for (const f of ['text', 'json', 'svg', 'line', 'code', 'tmj'])
        same(hs.generate('board', { code }, { format: f }), native('board', code, '--format', f, '--color', 'never'),
            `board ${code} ${f} through the table`);
    same(hs.generate('board', { code, explain: true }), native('board', code, '--explain', '--color', 'never'),
        `board ${code} explained`);
}
error(() => hs.generate('board', { code: '0xjiwxm2' }, { format: 'png' }), 'invalid');
error(() => hs.generate('board', {}), 'invalid', 'missing code');
error(() => hs.generate('board', { code: '0xjiwxm2', metric: 'compat' }), 'invalid', 'metric belongs to explain');

// The canonical query the server writes its links with: the table's order, defaults included, the
// parameters of other formats left out; the same values spelt otherwise give the same query.
same(hs.query('empire', { map: 3 }, { format: 'json' }), 'map=3&width=20&height=11&land=2', 'query');
same(hs.query('empire', { map: '3', paths: 'yes' }, { format: 'svg' }), 'map=3&width=20&height=11&land=2&paths=1&names=0',
    'query of the drawing');
same(hs.query('terrain', { seed: 1, 'land-ratio': '0.30' }, { format: 'json' }),
    'width=64&height=48&land-ratio=0.3&iterations=8&update=simultaneous&border=water&neighbourhood=moore&method=automaton&seed=1',
    'query of a terrain map');
error(() => hs.query('empire', { mapp: 3 }), 'invalid',
    "unknown parameter 'mapp' of empire (parameters: map, width, height, land, paths, names)");

// Fairness in chunks: the same figures as the native run, progress reported, abort honoured.
let calls = 0, last = 0, lastTotal = 0;
const fair = await hs.fairness('0xjiwxm2', { games: 300, onProgress: (done, total) => {
    // against the most the plan may play (the mix's 300, each of the five styles' 75) until it
    // stops, then against the games it played
    assert.ok(done >= last && done <= total && (total === 300 + 5 * 75 || total === done));
    last = done;
    lastTotal = total;
    calls++;
} });
// The mix at every seat, then each style alone: the CLI's whole report, its verdict over styles too.
same(fair, JSON.parse(native('fairness', '0xjiwxm2', '--games', '300', '--format', 'json')), 'fairness');
same(await hs.fairness('0xjiwxm2', { games: 100, seed: 2, format: 'text' }),
    native('fairness', '0xjiwxm2', '--games', '100', '--seed', '2'), 'fairness mix text');
same(await hs.fairness('0xjiwxm2', { games: 100, trading: false }),
    JSON.parse(native('fairness', '0xjiwxm2', '--games', '100', '--trading', 'off', '--format', 'json')),
    'fairness without trading');
same(await hs.fairness('0xjiwxm2', { games: 200, bots: 'greedy' }),
    JSON.parse(native('fairness', '0xjiwxm2', '--games', '200', '--bot', 'greedy', '--format', 'json')), 'fairness greedy');
assert.ok(calls >= 1 && last === lastTotal && last === fair.games + fair.styles.reduce((n, st) => n + st.games, 0),
    'fairness progress');
same(await hs.fairness('0xjiwxm2', { games: 100, bots: ['greedy', 'random', 'greedy'], seed: 3, format: 'text' }),
    native('fairness', '0xjiwxm2', '--games', '100', '--bots', 'greedy,random,greedy', '--seed', '3'), 'fairness text');
const abort = new AbortController();
await assert.rejects(hs.fairness('0xjiwxm2', { games: 1000000, signal: abort.signal,
    onProgress: (done) => { if (done >= 20) abort.abort(); } }), { name: 'HexseedError', code: 'cancelled' });
same(await hs.openings('0xjiwxm2', { games: 20, candidates: 3 }),
    JSON.parse(native('openings', '0xjiwxm2', '--games', '20', '--candidates', '3', '--format', 'json')), 'openings');

// Errors: the library's one-line message and a code.
error(() => hs.catan({ rules: 'bogus' }), 'invalid', "unknown rule 'bogus' (see 'hexseed rules' or GET /api/rules)");
error(() => hs.board('zzzz'), 'code');
error(() => hs.catan({ seed: -1 }), 'invalid');
error(() => hs.catan({ balanced: 'sideways' }), 'invalid');
error(() => hs.catan({ locks: '9,9=forest' }), 'invalid');
error(() => hs.svg('0xjiwxm2', { style: 'huge' }), 'invalid');
error(() => hs.seafarers({ scenario: 'atlantis' }), 'invalid');
error(() => hs.score('GGG 1 2 3'), 'parse');
// Options the table does not know are refused, never ignored; values out of range get the CLI's words.
error(() => hs.empire({ mapp: 3 }), 'invalid', "unknown option 'mapp' of empire() (options: map, width, height, land, "
    + 'paths, names, format)');
error(() => hs.terrain({ sed: 3 }), 'invalid');
error(() => hs.catan({ sed: 42 }), 'invalid');
// Every parameter of every generator with a range or choices, given a value past it: the command
// line's sentence, word for word.
const cliSays = (...args) => {
    try {
        execFileSync(hexseed, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (e) {
        return e.stderr.toString().trim().replace(/^hexseed: /, '');
    }
    throw new Error(`hexseed ${args.join(' ')} took it`);
};
let walked = 0;
for (const g of hs.generators().generators)
    for (const p of g.parameters) {
        if (p.kind === 'text')
            continue; // its grammar is the generator's, tested with it
        const bad = p.kind === 'choice' ? `no-such-${p.name}` : p.kind === 'flag' ? 'maybe' : String(p.max + 1);
        error(() => hs.generate(g.name, { [p.name]: bad }), 'invalid', cliSays(g.name, `--${p.name}=${bad}`));
        walked++;
    }
assert.ok(walked > 60, 'the walk reached every parameter');
error(() => hs.catan({ mode: '5-6', metric: 'compat', balanced: true }), 'invalid',
    'the compat metric scores Classic boards only: use metric hexseed');
error(() => hs.houseRules({ intensity: 101 }), 'invalid', "intensity '101' is not a whole number from 1 to 100");
error(() => hs.terrain({ landRatio: 2 }), 'invalid', "land-ratio '2' is not a number from 0 to 1");
error(() => hs.empire({ paths: true, format: 'grid' }), 'invalid',
    'paths is for svg and png: drop it or ask for one of those');
error(() => hs.generate('empire', { map: 1 }, { format: 'svg' }), 'invalid');
error(() => hs.generate('chess'), 'invalid');
console.log(`wasm: the JavaScript face: ${checks} checks against the native CLI passed`);

// SPDX-License-Identifier: MIT
// core.js: the JavaScript face of the hexseed library compiled to WebAssembly (the npm package
// `hexseed`), without its loading: js/package.py puts it into each entry of the package
// (hexseed.js: Node and pages that import the package's folder as it is, loaded on import;
// browser.js: bundlers, loaded by init(); hexseed.cjs: require(), loaded on require) with the
// entry's own few lines (js/entry-*.js) that say where hexseed-core.wasm is by default. It
// offers plain functions: objects in, plain objects out (parsed from the library's own JSON
// renderers, so every value is what `hexseed ... --format json` prints), errors thrown as
// HexseedError with the library's one-line message and a short code. Long work (fairness) runs
// in chunks between which it yields, with progress and an AbortSignal. js/README.md is the
// reference; js/glue.c is the C side. No import, no import.meta and no top-level await here:
// the entries add what their platform needs.
//
// The .wasm is a standalone module (emcc -sSTANDALONE_WASM, js/gen-ninja.py): its exports are
// the C functions by name, its memory and _initialize (the C library's start-up); its imports
// tell when the memory grew and give the few system calls the C library's code refers to (below).
// So this file is its whole loader: no emscripten runtime, no second module to fetch before the
// .wasm (docs/benchmarks.md: one round trip less on the way to the first board).

// The module's exports once init() or initSync() has instantiated it; null before.
let core = null;

// The memory's views, made again when it grows (a grown memory has a new ArrayBuffer).
let heapU8, heap32;
function views(memory) {
    heapU8 = new Uint8Array(memory.buffer);
    heap32 = new Int32Array(memory.buffer);
}
// The system calls (WASI) the library's C and C++ runtime refers to. jansson seeds its hash
// tables from the clock (the seed changes no output: objects keep their keys in insertion order);
// its functions that write to a FILE and CaDiCaL's options (read from the environment, files
// and signals it never opens or gets here) bring in stdio, so writes only reach the console (a C
// assertion's message), there is nothing to read, no environment and no signal.
const WASI_EBADF = 8, WASI_ESPIPE = 70;
const wasi = {
    clock_time_get(id, precision, at) {
        new BigInt64Array(core.memory.buffer, at, 1)[0] = BigInt(Date.now()) * 1000000n;
        return 0;
    },
    fd_write(fd, iovs, count, written) {
        let text = '', total = 0;
        for (let k = 0; k < count; k++) {
            const base = heap32[(iovs >> 2) + 2 * k], len = heap32[(iovs >> 2) + 2 * k + 1];
            text += new TextDecoder().decode(heapU8.subarray(base, base + len));
            total += len;
        }
        if (text.trim())
            console.error(text.trimEnd());
        heap32[written >> 2] = total;
        return 0;
    },
    fd_read(fd, iovs, count, read) {
        heap32[read >> 2] = 0; // end of file
        return 0;
    },
    fd_close: () => 0,
    fd_seek: () => WASI_ESPIPE,
    fd_fdstat_get: () => WASI_EBADF,
    environ_sizes_get(count, size) {
        heap32[count >> 2] = 0;
        heap32[size >> 2] = 0;
        return 0;
    },
    environ_get: () => 0,
    proc_exit(status) {
        throw new Error(`hexseed: the library stopped (exit status ${status})`);
    },
};
const imports = {
    env: { emscripten_notify_memory_growth: () => views(core.memory), __call_sighandler: () => {} },
    wasi_snapshot_preview1: wasi,
};

// hs_err, in the library's order (hexseed/error.h), as the short codes of HexseedError.
const errorCodes = ['ok', 'invalid', 'nomem', 'code', 'version', 'unsat', 'conflict', 'limit', 'parse', 'io',
    'cancelled'];

/** An error of the library: `message` is its one-line reason, `code` one of 'invalid', 'nomem',
 * 'code' (malformed share code), 'version', 'unsat' (no board exists), 'conflict', 'limit',
 * 'parse', 'io', 'cancelled'; and 'init': a function called before init() loaded the module. */
export class HexseedError extends Error {
    constructor(message, code) {
        super(message);
        this.name = 'HexseedError';
        this.code = code;
    }
}

// ---- Loading ----------------------------------------------------------------------------------

// The module's instance from what init() or initSync() was given. A URL or string is fetched
// (compiled while it downloads when the server sends application/wasm, which streaming
// compilation requires; after the download otherwise); bytes are compiled; a compiled module is
// instantiated.
const isResponse = (x) => typeof Response === 'function' && x instanceof Response;
const isBytes = (x) => x instanceof ArrayBuffer || ArrayBuffer.isView(x);
const what = (x) => x === null ? 'null' : typeof x !== 'object' ? typeof x : (x.constructor && x.constructor.name) || 'object';
const wrongSource = (x) => new HexseedError(`init({ wasm }) takes a URL, a string, a Response, bytes (ArrayBuffer or a typed ` +
    `array) or a WebAssembly.Module, not ${what(x)}`, 'invalid');

async function instantiate(source) {
    source = await source;
    if (source instanceof WebAssembly.Module)
        return WebAssembly.instantiate(source, imports);
    if (isBytes(source))
        return (await WebAssembly.instantiate(source, imports)).instance;
    let response = source;
    if (typeof source === 'string' || source instanceof URL) {
        try {
            response = await fetch(source);
        } catch (e) {
            throw new HexseedError(`cannot load ${source}: ${e.message} (init({ wasm }) takes the .wasm's URL, bytes ` +
                'or a compiled module)', 'io');
        }
    }
    if (!isResponse(response))
        throw wrongSource(source);
    if (!response.ok)
        throw new HexseedError(`cannot load ${response.url || 'hexseed-core.wasm'} (HTTP ${response.status})`, 'io');
    const type = response.headers.get('content-type') || '';
    if (typeof WebAssembly.instantiateStreaming === 'function' && type.split(';')[0].trim() === 'application/wasm')
        return (await WebAssembly.instantiateStreaming(response, imports)).instance;
    return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

function start(instance) {
    if (core)
        return; // an initSync() while init() was loading: the first one stays
    core = instance.exports;
    views(core.memory);
    core._initialize();
    version = readString(core.hsw_version());
}

let loading = null;

/** Loads hexseed-core.wasm; every other function needs it loaded. `wasm` is where it is: a URL
 * or string (fetched), a Response or a Promise of one, its bytes (an ArrayBuffer or a typed
 * array) or a compiled WebAssembly.Module; by default the file beside this module (the entry's
 * defaultWasm()). Called again, it returns the first call's promise (a failed one may be tried
 * again). Resolves to undefined. */
export function init(options = {}) {
    if (options === null || typeof options !== 'object')
        return Promise.reject(new HexseedError('init() takes an options object: init({ wasm })', 'invalid'));
    if (!loading) {
        loading = Promise.resolve()
            .then(() => instantiate(options.wasm === undefined || options.wasm === null ? defaultWasm() : options.wasm))
            .then(start, (e) => {
                loading = null;
                throw e;
            });
    }
    return loading;
}

/** Loads the module at once from its bytes or a compiled WebAssembly.Module (a Worker, Node; a
 * browser's main thread compiles only small modules synchronously). No-op once loaded. */
export function initSync(options = {}) {
    if (core)
        return;
    const source = options && typeof options === 'object' ? options.wasm : undefined;
    if (source instanceof WebAssembly.Module)
        start(new WebAssembly.Instance(source, imports));
    else if (isBytes(source))
        start(new WebAssembly.Instance(new WebAssembly.Module(source), imports));
    else
        throw new HexseedError('initSync({ wasm }) takes bytes (ArrayBuffer or a typed array) or a WebAssembly.Module; ' +
            'for a URL use await init({ wasm })', 'invalid');
    loading = Promise.resolve();
}

/** Whether the module is loaded (init() has resolved, or initSync() returned). */
export function loaded() {
    return core !== null;
}

function notLoaded() {
    return new HexseedError('hexseed-core.wasm is not loaded: await init() first (or init({ wasm }) with where it is)',
        'init');
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// A C string in the module's memory (0 for null/undefined); the caller frees it.
function cString(text) {
    if (text === null || text === undefined)
        return 0;
    const bytes = encoder.encode(String(text));
    const p = core.malloc(bytes.length + 1);
    heapU8.set(bytes, p);
    heapU8[p + bytes.length] = 0;
    return p;
}

// A NUL-terminated text in the module's memory (indexOf finds its end natively: a loop over
// the bytes runs in the interpreter on the first call, 8.5 ms of one load at 4x throttling).
function readString(p) {
    return decoder.decode(heapU8.subarray(p, heapU8.indexOf(0, p)));
}

// Calls hsw_<name>(args..., status): strings are passed as C strings, numbers as they are. A
// NULL result throws the status as a HexseedError; a non-NULL one is returned (a pointer).
function call(name, ...args) {
    if (!core)
        throw notLoaded();
    const status = core.malloc(4 + 256);
    heap32[status >> 2] = 0;
    heapU8[status + 4] = 0;
    const owned = [];
    const cargs = args.map((a) => {
        if (typeof a === 'number' || typeof a === 'boolean')
            return Number(a);
        const p = cString(a);
        if (p)
            owned.push(p);
        return p;
    });
    try {
        const result = core['hsw_' + name](...cargs, status);
        if (!result) {
            const err = heap32[status >> 2];
            throw new HexseedError(readString(status + 4) || 'hexseed failed', errorCodes[err] || 'unknown');
        }
        return result;
    } finally {
        for (const p of owned)
            core.free(p);
        core.free(status);
    }
}

// A text made by the C side: copied out, then freed.
function text(name, ...args) {
    const p = call(name, ...args);
    try {
        return readString(p);
    } finally {
        core.hsw_free(p);
    }
}

/** The library's version, e.g. "0.1.0" ('' until the module is loaded). */
export let version = '';

// ---- Boards ---------------------------------------------------------------------------------

// The boards made lately, by share code: svg(), text() and line() of a board just made do not
// make it again (a balanced board costs an optimizer run). Least recently used goes first.
const boardCache = new Map();
const BOARD_CACHE_SIZE = 16;

function remember(code, ptr) {
    if (boardCache.has(code)) {
        core.hsw_board_free(boardCache.get(code));
        boardCache.delete(code);
    }
    boardCache.set(code, ptr);
    while (boardCache.size > BOARD_CACHE_SIZE) {
        const [oldest, p] = boardCache.entries().next().value;
        core.hsw_board_free(p);
        boardCache.delete(oldest);
    }
}

// The board pointer of a share code (made from the code unless cached).
function boardOf(codeOrBoard) {
    const code = typeof codeOrBoard === 'string' ? codeOrBoard.trim().toLowerCase()
        : codeOrBoard && typeof codeOrBoard.code === 'string' ? codeOrBoard.code : null;
    if (code === null)
        throw new HexseedError('expected a share code or a board object with its code', 'invalid');
    let p = boardCache.get(code);
    if (p) {
        boardCache.delete(code);
        boardCache.set(code, p);
        return p;
    }
    p = call('board', 'board', JSON.stringify({ code }));
    remember(code, p);
    return p;
}

// The board object of a freshly made board pointer: its JSON, parsed (the JSON has `code`).
function adopt(p) {
    let board;
    try {
        board = JSON.parse(text('render', p, '{}', 'json', 0));
    } catch (e) {
        core.hsw_board_free(p);
        throw e;
    }
    remember(board.code, p);
    return board;
}

function optString(value, name) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'string')
        throw new HexseedError(`${name} must be a string`, 'invalid');
    return value;
}

// The options of catan() and seafarers() as the table names them: the names this face took before
// the table (locks, steps, balanced: 'most' | 'least') read as the table's (lock, iterations,
// balanced and unbalanced), every other key as generate() reads it.
function boardParams(generator, options) {
    if (options === null || typeof options !== 'object')
        throw new HexseedError(`${generator}() takes an options object`, 'invalid');
    const { locks, steps, balanced, ...rest } = options;
    const params = { ...rest };
    if (locks !== undefined && locks !== null)
        params.lock = locks;
    if (steps !== undefined && steps !== null && steps !== 0)
        params.iterations = steps;
    if (balanced === 'least')
        params.unbalanced = true;
    else if (balanced === 'most' || balanced === true)
        params.balanced = true;
    else if (balanced !== undefined && balanced !== null && balanced !== false)
        throw new HexseedError(`balanced '${balanced}' is not 'most', 'least' or false`, 'invalid');
    return JSON.stringify(paramsOf(generatorOf(generator), params, []));
}

/** A Classic or 5-6 board (or any layout by `mode`), as `hexseed catan` makes it: the options are
 * the generator table's (mode, seed, rules, lock, spiral, balanced, unbalanced, metric,
 * iterations, maxNodes; also locks, steps and balanced: 'least'); an unknown one is refused. The
 * board's JSON object with `code`. */
export function catan(options = {}) {
    return adopt(call('board', 'catan', boardParams('catan', options)));
}

/** A Seafarers board: a scenario of the box, or a board on a landmass ("RULE:START"); the
 * options are the generator table's seafarers (scenario, players, landmass, swap, seed, rules,
 * lock, spiral, maxNodes). */
export function seafarers(options = {}) {
    if (options === null || typeof options !== 'object')
        throw new HexseedError('seafarers() takes an options object', 'invalid');
    const { players, ...rest } = options; // 3 or '3': the table's choices are names
    return adopt(call('board', 'seafarers', boardParams('seafarers',
        players === undefined || players === null ? rest : { ...rest, players: String(players) })));
}

/** The board a share code makes (the same board on every platform and version). */
export function board(code) {
    if (typeof code !== 'string')
        throw new HexseedError('board() takes a share code string', 'invalid');
    return JSON.parse(text('render', boardOf(code), '{}', 'json', 0));
}

/** The board's SVG, exactly as the native renderer writes it; style 'compact' (default) or 'legible'. */
export function svg(codeOrBoard, options = {}) {
    const style = options.style === undefined ? 'compact' : options.style;
    return text('render', boardOf(codeOrBoard), JSON.stringify({ style }), 'svg', 0);
}

/** The board as the CLI's text format (`color: true` adds ANSI colours). */
export function text_(codeOrBoard, options = {}) {
    return text('render', boardOf(codeOrBoard), '{}', 'text', options.color ? 1 : 0);
}
export { text_ as text };

/** The board line: terrain letters, a space, the numbers, and a newline. */
export function line(codeOrBoard) {
    return text('render', boardOf(codeOrBoard), '{}', 'line', 0);
}

/** The board as a map for the Tiled editor and game engines (docs/formats.md), as `hexseed board
 * CODE --format tmj` writes it. */
export function tmj(codeOrBoard) {
    return text('render', boardOf(codeOrBoard), '{}', 'tmj', 0);
}

/** The file name every Tiled map (tmj(), and the tmj format of every generator) gives its
 * tile atlas: save tileset()'s bytes under this name beside the map. */
export const TILESET_IMAGE = 'hexseed-tiles.png';

/** The tile atlas of the Tiled maps (TILESET_IMAGE), as bytes: every kind of cell in hexseed's
 * colours with its sign, the native `hexseed tileset`'s PNG. The module cannot draw it (no
 * cairo): it is the file the package ships beside this module, read from disk in Node and
 * fetched elsewhere (`url` says where when a bundle put it somewhere else). Needs no init(). */
export async function tileset(options = {}) {
    const url = options && typeof options === 'object' ? options.url : undefined;
    const source = await (url === undefined || url === null ? defaultTileset() : url);
    if (isBytes(source))
        return source instanceof Uint8Array ? source : new Uint8Array(ArrayBuffer.isView(source) ? source.buffer : source);
    const response = await fetch(source);
    if (!response.ok)
        throw new HexseedError(`cannot load the tile atlas ${source} (HTTP ${response.status})`, 'io');
    return new Uint8Array(await response.arrayBuffer());
}

/** The placement rules, as `hexseed rules --format json` prints them. */
export function rules() {
    return JSON.parse(text('rules', 'json'));
}

/** Every layout (Classic, 5-6, the Seafarers scenarios by player count): name, label, family,
 * scenario, players, vp and the scenario's own rules. */
export function layouts() {
    return JSON.parse(text('layouts')).layouts;
}

/** The board's balance explained (score, factors, where the cost comes from), as text. */
export function explain(codeOrBoard, options = {}) {
    return text('explain', boardOf(codeOrBoard), optString(options.metric, 'metric'), options.harbors ? 1 : 0);
}

// ---- Scores, landmasses, house rules, Hex Empire, terrain ------------------------------------

function formatOf(options, allowed) {
    const format = options.format === undefined ? 'json' : options.format;
    if (!allowed.includes(format))
        throw new HexseedError(`unknown format '${format}' (formats: ${allowed.join(', ')})`, 'invalid');
    return format;
}

// JSON formats come back parsed; the others as the text the CLI prints.
function result(name, format, ...args) {
    const out = text(name, ...args);
    return format === 'json' ? JSON.parse(out) : out;
}

function intIn(value, name, min, max, fallback) {
    if (value === undefined || value === null)
        return fallback;
    if (!Number.isInteger(value) || value < min || value > max)
        throw new HexseedError(`${name} ${value} is not a whole number from ${min} to ${max}`, 'invalid');
    return value;
}

/** A board line's balance score: {board, metric, raw, normalized, score} (format 'json', the
 * default), or the CLI's 'text' or 'line'. metric 'hexseed' (default) or 'compat'. */
export function score(line, options = {}) {
    const format = formatOf(options, ['json', 'text', 'line']);
    if (typeof line !== 'string')
        throw new HexseedError('score() takes a board line string', 'invalid');
    return result('score', format, line, optString(options.metric, 'metric'), options.harbors ? 1 : 0, format);
}

/** The Seafarers landmass of a Wolfram rule and start row: {rule, start, swap, grid, land, ...},
 * or format 'grid', 'text' or 'svg'. */
export function landmass(options = {}) {
    if (options.survey || options.top !== undefined)
        throw new HexseedError('the survey is survey(): landmass() grows one landmass', 'invalid');
    return fromTable('landmass', options, 'json');
}

/** The landmass survey: every (rule, start) pair rated, the best `top` distinct maps (1..1000,
 * default 20, as the CLI's --survey): {pairs, best: [{rank, rule, start, grid, ..., score}]},
 * or format 'text'. Rates all 65,536 pairs: a second or more, so a page runs it in a Worker. */
export function survey(options = {}) {
    const top = intIn(options.top, 'top', 1, 1000, 20); // this face's bound: a page's memory and time
    return fromTable('landmass', { ...options, survey: true, top }, 'json');
}

// ---- The generator table: one description of every generator, which this face reads --------

/** The generator table: every generator's parameters (name, kind, range, default, choices, the
 * formats a parameter is for), its formats and what it costs, as `hexseed generators --format
 * json` prints it and GET /api/generators serves it. */
export function generators() {
    return JSON.parse(text('generators'));
}

// The table, read on first use (not at import: a page's first board does not need it), and a
// generator of it by name.
let table = null;
function generatorOf(name) {
    table = table || generators().generators;
    const g = table.find((t) => t.name === name);
    if (!g)
        throw new HexseedError(`unknown generator '${name}' (generators: ${table.map((t) => t.name).join(', ')})`,
            'invalid');
    return g;
}
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

// The table's parameters of `generator` from a JavaScript options object: each key a parameter's
// name in camelCase (landRatio) or as the table spells it (land-ratio); any other key is refused
// here when `strict` (as the command line refuses an unknown option; `own` lists the keys this
// face reads itself), else handed on for the library to refuse in the table's own words. A seed
// left out is a fresh one, as on the command line.
function paramsOf(g, options, own, strict = true) {
    if (options === null || typeof options !== 'object')
        throw new HexseedError(`${camel(g.name)}() takes an options object`, 'invalid');
    const params = {};
    for (const [key, value] of Object.entries(options)) {
        if (key === 'format' || own.includes(key) || value === undefined)
            continue;
        const p = g.parameters.find((q) => [q.name, q.alias].some((n) => n && (n === key || camel(n) === key)));
        if (!p && !strict) {
            params[key] = value;
            continue;
        }
        if (!p) {
            const names = g.parameters.map((q) => camel(q.name)).concat('format', own).join(', ');
            throw new HexseedError(`unknown option '${key}' of ${camel(g.name)}() (options: ${names})`, 'invalid');
        }
        // A list for a parameter that is not repeatable is its text with commas (window: [x, y, w, h]).
        params[p.name] = Array.isArray(value) && !p.repeatable ? value.join(',') : value;
    }
    const seed = g.parameters.find((q) => q.name === 'seed');
    if (seed && seed.default === null && (params.seed === undefined || params.seed === null))
        params.seed = (Math.random() * 4294967296) >>> 0;
    return params;
}

/** Any generator of the table by name, as the command line runs it: `params` keyed by the
 * table's parameter names (or in camelCase), `format` one of its formats (default: the
 * generator's). Text formats come back as a string, binary ones (png, pgm) as a Uint8Array.
 * Formats drawn by cairo (board png and pdf, Hex Empire svg and png) are not in this build. */
export function generate(generator, params = {}, options = {}) {
    const g = generatorOf(generator);
    const format = options.format === undefined ? g.default_format : options.format;
    const f = g.formats.find((x) => x.name === format || x.alias === format);
    if (!f)
        throw new HexseedError(`unknown format '${format}' (formats: ${g.formats.map((x) => x.name).join(', ')})`,
            'invalid');
    const len = core.malloc(4);
    try {
        const p = call('request', generator, JSON.stringify(paramsOf(g, params, [], false)), f.name, len);
        try {
            const bytes = heapU8.subarray(p, p + (heap32[len >> 2] >>> 0));
            return f.binary ? bytes.slice() : decoder.decode(bytes);
        } finally {
            core.hsw_free(p);
        }
    } finally {
        core.free(len);
    }
}

/** The canonical query of a request of the generator table ("map=3&width=20&height=11&land=2"):
 * every value in the table's order, the defaults included and the parameters its format does not
 * take left out, as the server writes its links and cache keys. Values are checked as generate()
 * checks them. */
export function query(generator, params = {}, options = {}) {
    const g = generatorOf(generator);
    return text('query', generator, JSON.stringify(paramsOf(g, params, [], false)),
        options.format === undefined ? g.default_format : options.format);
}

// A generator of the table as this face's named functions call it: JSON parsed, others as text.
function fromTable(generator, options, fallbackFormat, own = []) {
    const g = generatorOf(generator);
    const format = options.format === undefined ? fallbackFormat : options.format;
    const out = generate(generator, paramsOf(g, options, own), { format });
    return format === 'json' ? JSON.parse(out) : out;
}

/** House rules drawn for a game: {seed, intensity, count, rules: [...]}, or format 'text'. */
export function houseRules(options = {}) {
    return fromTable('house-rules', options, 'json');
}

/** The Hex Empire map of a map number, as the game makes it: {map, width, height, grid, towns,
 * groups, paths}, or format 'grid' (also 'txt'), 'text' or 'tmj'. width, height and land change
 * the game's board. (Its svg and png are drawn by cairo, which this build leaves out.) */
export function empire(options = {}) {
    return fromTable('empire', options, 'json');
}

/** The most cells terrain() makes in one call (a map, or a window with its halo): 16 Mi cells,
 * about 2 MB of bits and what fits a phone's memory. */
export const TERRAIN_MAX_CELLS = 16 * 1024 * 1024;

/** A land and water map by the 4-5 cellular automaton (docs/terrain.md): {width, height, seed,
 * land_ratio, ..., rows: ['#..#', ...]} (format 'json', up to 2048 x 2048 cells), or 'text',
 * 'svg' (up to 512 x 512), 'pgm' (a Uint8Array) or 'tmj'. Options as the command line's, in
 * camelCase: width, height, landRatio, iterations, update, border, neighbourhood, survive,
 * birth, method, seed, window [x, y, w, h], scale; and maxCells, this face's own bound. */
export function terrain(options = {}) {
    const maxCells = intIn(options.maxCells, 'maxCells', 1, TERRAIN_MAX_CELLS, TERRAIN_MAX_CELLS);
    const w = options.window ? options.window[2] : options.width === undefined ? 64 : options.width;
    const h = options.window ? options.window[3] : options.height === undefined ? 48 : options.height;
    if (Number.isInteger(w) && Number.isInteger(h) && w * h > maxCells)
        throw new HexseedError(`a map of ${w} x ${h} cells is over this page's ${maxCells} cells (maxCells)`, 'limit');
    return fromTable('terrain', options, 'json', ['maxCells']);
}

// ---- Seat fairness and openings: long work, in chunks -----------------------------------------

const yieldToCaller = () => new Promise((resolve) => setTimeout(resolve, 0));

function checkAbort(signal) {
    if (signal && signal.aborted)
        throw new HexseedError('cancelled', 'cancelled');
}

// The options of fairness() and openings() as the table names them: a list of bots (one of them:
// the bot of every seat) and trading as a boolean, this face's spellings, read as the table's.
function runOf(code, generator, options) {
    if (options === null || typeof options !== 'object')
        throw new HexseedError(`${generator}() takes an options object`, 'invalid');
    const { bots, trading, ...rest } = options;
    const params = { ...rest };
    const list = Array.isArray(bots) ? bots : typeof bots === 'string' ? bots.split(',') : null;
    if (list && list.length === 1)
        params.bot = list[0];
    else if (list)
        params.bots = list.join(',');
    else if (bots !== undefined && bots !== null)
        throw new HexseedError('bots must be a list of bot names, one per seat', 'invalid');
    if (trading !== undefined && trading !== null) {
        if (typeof trading !== 'boolean')
            throw new HexseedError(`trading '${trading}' is not true or false`, 'invalid');
        params.trading = trading ? 'on' : 'off';
    }
    const g = generatorOf(generator);
    const table = paramsOf(g, params, ['signal', 'onProgress']);
    const games = table.games === undefined ? Number(g.parameters.find((p) => p.name === 'games').default) : table.games;
    return { games, run: call('run_new', boardOf(code), generator, JSON.stringify(table)) };
}

/** Plays the board many times with bots and says whether a seat is favoured, as `hexseed fairness
 * CODE --format json` prints it for the same bots (format 'text': its text). Runs in chunks of
 * about 20 ms, yielding between them; onProgress(done, total) after each; an aborted signal
 * rejects with HexseedError code 'cancelled'. The seat verdict's plan plays stages of games until
 * the verdict is clear, at most `games` (64,000 by default, as the CLI's; seed 0, players 4 or 6,
 * temperature 1, maxTurns 1000); bots by default 'mix' at every seat (each seat draws a player
 * style per game; trading on unless `trading: false`), and then, as the CLI, each style with every
 * seat playing it for the styles' veto: the report is the CLI's byte for byte. onProgress(done,
 * total) counts games against the most the plan may play, and total drops to done when it stops. */
export async function fairness(code, options = {}) {
    const format = formatOf(options, ['json', 'text']);
    checkAbort(options.signal);
    const { run } = runOf(code, 'fairness', options);
    try {
        let total = core.hsw_run_total(run), done = 0, chunk = 4;
        while (done < total) {
            const t0 = performance.now();
            done = core.hsw_run_step(run, chunk);
            if (done < 0)
                throw new HexseedError('the game engine failed', 'invalid');
            total = core.hsw_run_total(run); /* the plan's most until it stops, then the games played */
            const took = performance.now() - t0;
            chunk = Math.max(1, Math.min(4096, Math.round(chunk * (took > 0 ? 20 / took : 2))));
            if (options.onProgress)
                options.onProgress(done, total);
            if (done < total) {
                await yieldToCaller();
                checkAbort(options.signal);
            }
        }
        return result('run_report', format, run, format);
    } finally {
        core.hsw_run_free(run);
    }
}

/** Opening advice: per seat, the ranked first and second settlement spots by simulated win rate,
 * as `hexseed openings CODE --format json` prints it (format 'text' or 'svg': those). One search
 * that does not yield while it runs (games 400 per spot, candidates 6: about a second or more):
 * run it in a Worker. The signal is checked before it starts. */
export async function openings(code, options = {}) {
    const format = formatOf(options, ['json', 'text', 'svg']);
    checkAbort(options.signal);
    await yieldToCaller();
    checkAbort(options.signal);
    const { games, run } = runOf(code, 'openings', options);
    try {
        if (core.hsw_run_step(run, 0) < 0)
            throw new HexseedError('the opening search failed', 'invalid');
        if (options.onProgress)
            options.onProgress(games, games);
        return result('run_report', format, run, format);
    } finally {
        core.hsw_run_free(run);
    }
}

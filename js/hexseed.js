// SPDX-License-Identifier: MIT
// hexseed.js: the JavaScript face of the hexseed library compiled to WebAssembly (the npm package
// `hexseed`). It loads hexseed-core.wasm from its own folder on import (top-level await; no other
// network), and offers plain functions: objects in, plain objects out (parsed from the library's
// own JSON renderers, so every value is what `hexseed ... --format json` prints), errors thrown
// as HexseedError with the library's one-line message and a short code. Long work (fairness)
// runs in chunks between which it yields, with progress and an AbortSignal. js/README.md is the
// reference; js/glue.c is the C side.
import createHexseedCore from './hexseed-core.mjs';

const wasmUrl = new URL('./hexseed-core.wasm', import.meta.url);
const isNode = typeof process === 'object' && process !== null && !!(process.versions && process.versions.node);

async function wasmBytes() {
    if (isNode && wasmUrl.protocol === 'file:') {
        const { readFile } = await import('node:fs/promises');
        return readFile(wasmUrl);
    }
    const response = await fetch(wasmUrl);
    if (!response.ok)
        throw new Error(`hexseed: cannot load ${wasmUrl} (HTTP ${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
}

const core = await createHexseedCore({ wasmBinary: await wasmBytes() });

// hs_err, in the library's order (hexseed/error.h), as the short codes of HexseedError.
const errorCodes = ['ok', 'invalid', 'nomem', 'code', 'version', 'unsat', 'conflict', 'limit', 'parse', 'io',
    'cancelled'];

/** An error of the library: `message` is its one-line reason, `code` one of 'invalid', 'nomem',
 * 'code' (malformed share code), 'version', 'unsat' (no board exists), 'conflict', 'limit',
 * 'parse', 'io', 'cancelled'. */
export class HexseedError extends Error {
    constructor(message, code) {
        super(message);
        this.name = 'HexseedError';
        this.code = code;
    }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// A C string in the module's memory (0 for null/undefined); the caller frees it.
function cString(text) {
    if (text === null || text === undefined)
        return 0;
    const bytes = encoder.encode(String(text));
    const p = core._malloc(bytes.length + 1);
    core.HEAPU8.set(bytes, p);
    core.HEAPU8[p + bytes.length] = 0;
    return p;
}

function readString(p) {
    const heap = core.HEAPU8;
    let end = p;
    while (heap[end])
        end++;
    return decoder.decode(heap.subarray(p, end));
}

// Calls hsw_<name>(args..., status): strings are passed as C strings, numbers as they are. A
// NULL result throws the status as a HexseedError; a non-NULL one is returned (a pointer).
function call(name, ...args) {
    const status = core._malloc(4 + 256);
    core.HEAP32[status >> 2] = 0;
    core.HEAPU8[status + 4] = 0;
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
        const result = core['_hsw_' + name](...cargs, status);
        if (!result) {
            const err = core.HEAP32[status >> 2];
            throw new HexseedError(readString(status + 4) || 'hexseed failed', errorCodes[err] || 'unknown');
        }
        return result;
    } finally {
        for (const p of owned)
            core._free(p);
        core._free(status);
    }
}

// A text made by the C side: copied out, then freed.
function text(name, ...args) {
    const p = call(name, ...args);
    try {
        return readString(p);
    } finally {
        core._hsw_free(p);
    }
}

/** The library's version, e.g. "0.1.0". */
export const version = readString(core._hsw_version());

// ---- Boards ---------------------------------------------------------------------------------

// The boards made lately, by share code: svg(), text() and line() of a board just made do not
// make it again (a balanced board costs an optimizer run). Least recently used goes first.
const boardCache = new Map();
const BOARD_CACHE_SIZE = 16;

function remember(code, ptr) {
    if (boardCache.has(code)) {
        core._hsw_board_free(boardCache.get(code));
        boardCache.delete(code);
    }
    boardCache.set(code, ptr);
    while (boardCache.size > BOARD_CACHE_SIZE) {
        const [oldest, p] = boardCache.entries().next().value;
        core._hsw_board_free(p);
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
    p = call('decode', code);
    remember(code, p);
    return p;
}

// The board object of a freshly made board pointer: its JSON, parsed (the JSON has `code`).
function adopt(p) {
    let board;
    try {
        board = JSON.parse(text('render', p, 'json'));
    } catch (e) {
        core._hsw_board_free(p);
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

function optSeed(seed) {
    if (seed === undefined || seed === null)
        return (Math.random() * 4294967296) >>> 0;
    if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295)
        throw new HexseedError(`seed ${seed} is not a whole number from 0 to 4294967295`, 'invalid');
    return seed >>> 0;
}

function optLocks(locks) {
    if (locks === undefined || locks === null)
        return null;
    if (Array.isArray(locks)) {
        for (const l of locks)
            if (typeof l !== 'string' || l.includes(';'))
                throw new HexseedError('locks: each lock is a string "Q,R=TERRAIN[:NUMBER]"', 'invalid');
        return locks.join(';');
    }
    return optString(locks, 'locks');
}

/** A Classic or 5-6 board (see README.md for the options); the board's JSON object with `code`. */
export function catan(options = {}) {
    const { mode, seed, rules, locks, spiral, balanced, metric, steps } = options;
    let balance = 0;
    if (balanced === 'most' || balanced === true)
        balance = 1;
    else if (balanced === 'least')
        balance = 2;
    else if (balanced !== undefined && balanced !== null && balanced !== false)
        throw new HexseedError(`balanced '${balanced}' is not 'most', 'least' or false`, 'invalid');
    if (steps !== undefined && steps !== null && (!Number.isInteger(steps) || steps < 0 || steps > 4294967295))
        throw new HexseedError('steps is a multiple of 1000 from 1000 to 10000000', 'invalid');
    return adopt(call('catan', optString(mode, 'mode'), optSeed(seed), optString(rules, 'rules'), optLocks(locks),
        spiral ? 1 : 0, balance, optString(metric, 'metric'), steps || 0));
}

/** A Seafarers board: a scenario of the box, or a board on a landmass ("RULE:START"). */
export function seafarers(options = {}) {
    const { scenario, players, seed, rules, locks, spiral, landmass, swap } = options;
    return adopt(call('seafarers', optString(scenario, 'scenario'),
        players === undefined || players === null ? null : String(players), optSeed(seed),
        optString(rules, 'rules'), optLocks(locks), spiral ? 1 : 0, optString(landmass, 'landmass'), swap ? 1 : 0));
}

/** The board a share code makes (the same board on every platform and version). */
export function board(code) {
    if (typeof code !== 'string')
        throw new HexseedError('board() takes a share code string', 'invalid');
    return JSON.parse(text('render', boardOf(code), 'json'));
}

/** The board's SVG, exactly as the native renderer writes it; style 'compact' (default) or 'legible'. */
export function svg(codeOrBoard, options = {}) {
    const style = options.style === undefined ? 'compact' : options.style;
    if (style !== 'compact' && style !== 'legible')
        throw new HexseedError(`unknown style '${style}' (styles: compact, legible)`, 'invalid');
    return text('render', boardOf(codeOrBoard), style);
}

/** The board as the CLI's text format (`color: true` adds ANSI colours). */
export function text_(codeOrBoard, options = {}) {
    return text('render', boardOf(codeOrBoard), options.color ? 'color' : 'text');
}
export { text_ as text };

/** The board line: terrain letters, a space, the numbers, and a newline. */
export function line(codeOrBoard) {
    return text('render', boardOf(codeOrBoard), 'line');
}

/** The placement rules, as `hexseed rules --format json` prints them. */
export function rules() {
    return JSON.parse(text('rules', 'json'));
}

/** Every layout (Classic, 5-6, the Seafarers scenarios by player count): name, label, family,
 * scenario, players, vp and the scenario's own rules. */
export function layouts() {
    return JSON.parse(text('layouts'));
}

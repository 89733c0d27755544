// SPDX-License-Identifier: MIT
// tests/npm/required.cjs HEXSEED: run from a fresh folder where the packed package is installed:
// require('hexseed') works at once (the CommonJS entry, hexseed.cjs), gives the native command
// line's board, and init() resolves; an error is a HexseedError with the library's code.
'use strict';
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');

const hexseed = process.argv[2];
const hs = require('hexseed');
const code = '0xjiwxm2';
const native = (...args) => execFileSync(hexseed, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
assert.equal(hs.loaded(), true, 'require() loads the module');
assert.equal(hs.line(code), native('board', code, '--format', 'line'));
assert.equal(hs.svg(code), native('board', code, '--format', 'svg'));
assert.equal(hs.catan({ seed: 42 }).code, native('catan', '--seed', '42', '--format', 'code').trim());
assert.equal(hs.version, native('--version').trim().split(' ')[1]);
assert.throws(() => hs.board('zzzz'), (e) => e instanceof hs.HexseedError && e.code === 'code');
hs.init().then((value) => {
    assert.equal(value, undefined);
    console.log('npm: require(\'hexseed\') makes the native boards; init() resolves at once');
});

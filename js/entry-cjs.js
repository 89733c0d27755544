// SPDX-License-Identifier: MIT
// entry-cjs.js: the end of hexseed.cjs, the package's CommonJS entry (the `require` condition):
// require('hexseed') compiles the module from the file beside this one at once (Node compiles
// WebAssembly synchronously), so its functions work on return; init() resolves at once.

function defaultWasm() {
    return require('node:fs').readFileSync(require('node:path').join(__dirname, 'hexseed-core.wasm'));
}

function defaultTileset() {
    return require('node:fs').readFileSync(require('node:path').join(__dirname, 'hexseed-tiles.png'));
}

initSync({ wasm: defaultWasm() });

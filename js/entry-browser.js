// SPDX-License-Identifier: MIT
// entry-browser.js: the end of browser.js, the package's entry for bundlers and browsers (the
// `browser`, `import` and `default` conditions of package.json): nothing is loaded until init().
// The default .wasm is written as `new URL('./hexseed-core.wasm', import.meta.url)`, the form
// Vite, webpack, Parcel and Rollup's plugins resolve and copy; no `node:` import is reachable.

function defaultWasm() {
    try {
        return new URL('./hexseed-core.wasm', import.meta.url);
    } catch (e) {
        // A bundle without import.meta.url (esbuild's iife): it cannot know where the file is.
        throw new HexseedError('cannot tell where hexseed-core.wasm is (this bundle has no import.meta.url): pass ' +
            "init({ wasm }) its URL, e.g. with esbuild's --loader:.wasm=file and " +
            "import wasm from 'hexseed/hexseed-core.wasm'", 'init');
    }
}

function defaultTileset() {
    try {
        return new URL('./hexseed-tiles.png', import.meta.url);
    } catch (e) {
        throw new HexseedError('cannot tell where hexseed-tiles.png is (this bundle has no import.meta.url): pass ' +
            'tileset({ url }) its URL', 'init');
    }
}

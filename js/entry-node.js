// SPDX-License-Identifier: MIT
// entry-node.js: the end of hexseed.js, the package's ES module for Node (the `node` + `import`
// condition) and for pages that import the package's folder as it is (the web app): the module
// is loaded before the import resolves (top-level await), in Node from the file beside this one,
// elsewhere with fetch. init() then resolves at once.

function defaultWasm() {
    return new URL('./hexseed-core.wasm', import.meta.url);
}

const inNode = typeof process === 'object' && process !== null && !!(process.versions && process.versions.node) &&
    import.meta.url.startsWith('file:');

function defaultTileset() {
    const url = new URL('./hexseed-tiles.png', import.meta.url);
    return inNode ? import('node:fs/promises').then(({ readFile }) => readFile(url)) : url;
}

if (inNode) {
    const { readFile } = await import('node:fs/promises');
    await init({ wasm: await readFile(defaultWasm()) });
} else {
    await init();
}

// SPDX-License-Identifier: MIT
// hexseed-core.wasm.d.ts: `import wasm from 'hexseed/hexseed-core.wasm'` as a bundler that copies
// the file gives it (esbuild's --loader:.wasm=file): the URL of the copy, for init({ wasm }).
declare const url: string;
export default url;

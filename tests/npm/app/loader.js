// SPDX-License-Identifier: MIT
// tests/npm/app/loader.js: a page's script bundled by esbuild with --loader:.wasm=file: the .wasm
// is imported by its package path, esbuild copies it and gives its URL to init().
import { init, line, svg, text, version } from 'hexseed';
import wasm from 'hexseed/hexseed-core.wasm';
import { report } from './report.js';

report(init({ wasm }).then(() => ({ before: null, version, svg, text, line })));

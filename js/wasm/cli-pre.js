// SPDX-License-Identifier: MIT
// js/wasm/cli-pre.js: put before the CLI's emscripten glue (bin/hexseed-cli.cjs): hands it the
// .wasm beside it as bytes, so that it never tries fetch() on a file path (Node 18+ has fetch).
Module['wasmBinary'] = require('fs').readFileSync(require('path').join(__dirname, 'hexseed-cli.wasm'));

// SPDX-License-Identifier: MIT
// js/wasm/cli-pre.js: put before the CLI's emscripten glue (bin/hexseed-cli.cjs): hands it the
// .wasm beside it as bytes, so that it never tries fetch() on a file path (Node 18+ has fetch),
// and the path of the Tiled maps' tile atlas the package ships (HEXSEED_TILESET: the command
// cannot draw it without cairo, cli/cmd_tables.c), unless the caller set one.
Module['wasmBinary'] = require('fs').readFileSync(require('path').join(__dirname, 'hexseed-cli.wasm'));
Module['preRun'] = (Module['preRun'] || []).concat([() => {
    if (!ENV['HEXSEED_TILESET'])
        ENV['HEXSEED_TILESET'] = process.env.HEXSEED_TILESET || require('path').join(__dirname, '..', 'hexseed-tiles.png');
}]);

// SPDX-License-Identifier: MIT
// tests/npm/app/plain.js: a page's script bundled by `esbuild --bundle --platform=browser` with no
// other flag: the .wasm is not part of the bundle, so the page hands init() a fetch of the copy
// the test put beside it. Before init(), a call throws HexseedError 'init'.
import { init, line, svg, text, version, HexseedError } from 'hexseed';
import { report } from './report.js';

let before = null;
try {
    line('0xjiwxm2');
} catch (e) {
    before = e instanceof HexseedError ? e.code : String(e);
}
report(init({ wasm: fetch('./hexseed-core.wasm') }).then(() => ({ before, version, svg, text, line })));

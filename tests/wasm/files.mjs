// SPDX-License-Identifier: MIT
// tests/wasm/files.mjs HEXSEED NPMDIR WORK: `-o FILE` with every format of every generator of the
// table (HEXSEED generators --format json), through the native command line and the
// WebAssembly one (NPMDIR/bin/hexseed.mjs). A format the WebAssembly build makes is written to
// the file, the same bytes as natively; one it leaves out (drawn by cairo, or a PNG, which needs
// libpng) is refused in one line with exit status 2, and no file is left behind. A new generator
// needs its arguments below; a new format is checked as it comes.
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const [hexseed, npm, work] = process.argv.slice(2);
const line = 'GLLGOGBOWGOWWWBLLDB 5 11 6 9 12 11 5 3 4 10 10 4 2 8 9 3 6 0 8';
const argsOf = {
    catan: ['--seed', '1'], seafarers: ['--seed', '1'], board: ['0xjiwxm2'], landmass: ['--rule', '30'],
    'house-rules': ['--seed', '1'], empire: ['--map', '3'], terrain: ['--seed', '1'], score: [line],
    fairness: ['0xjiwxm2', '--games', '20'], openings: ['0xjiwxm2', '--games', '10', '--candidates', '2'],
    event: ['--tables', '3', '--seed', '7'],
};
const dir = path.join(work, 'files');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);
const run = (cmd, args) => spawnSync(cmd[0], [...cmd.slice(1), ...args], { encoding: 'buffer', stdio: ['ignore', 'pipe', 'pipe'] });
const table = JSON.parse(run([hexseed], ['generators', '--format', 'json']).stdout.toString()).generators;
let written = 0, refused = 0, atlases = 0;
for (const g of table) {
    assert.ok(argsOf[g.name], `tests/wasm/files.mjs: no arguments for the generator '${g.name}': add them to argsOf`);
    for (const f of g.formats) {
        const args = [g.name, ...argsOf[g.name], '--format', f.name, '-o'];
        const nativeFile = path.join(dir, `${g.name}.native.${f.name}`), wasmFile = path.join(dir, `${g.name}.wasm.${f.name}`);
        const native = run([hexseed], [...args, nativeFile]);
        assert.equal(native.status, 0, `native ${args.join(' ')}: ${native.stderr}`);
        const wasm = run(['node', path.join(npm, 'bin/hexseed.mjs')], [...args, wasmFile]);
        const what = `hexseed ${args.join(' ')} FILE in WebAssembly`;
        if (f.cairo || f.name === 'png') {
            const said = wasm.stderr.toString();
            assert.equal(wasm.status, 2, `${what}: exit status ${wasm.status}, not 2 (${said})`);
            assert.match(said, /^hexseed: [^\n]*(cairo|libpng)[^\n]*\n$/, `${what}: not one line saying why`);
            assert.ok(!fs.existsSync(wasmFile), `${what}: left a file behind`);
            refused++;
        } else {
            assert.equal(wasm.status, 0, `${what}: exit status ${wasm.status}: ${wasm.stderr}`);
            assert.ok(fs.readFileSync(wasmFile).equals(fs.readFileSync(nativeFile)), `${what}: not the native bytes`);
            written++;
        }
        if (f.name === 'tmj') { // a map's tile atlas beside it: the package's copy of the native one
            const atlas = path.join(dir, 'hexseed-tiles.png'), nativeAtlas = fs.readFileSync(atlas);
            fs.rmSync(atlas);
            const again = run(['node', path.join(npm, 'bin/hexseed.mjs')], [...args, wasmFile]);
            assert.equal(again.status, 0, `${what}: exit status ${again.status}: ${again.stderr}`);
            assert.ok(fs.existsSync(atlas) && fs.readFileSync(atlas).equals(nativeAtlas),
                `${what}: no tile atlas beside the map, or not the native one`);
            atlases++;
        }
    }
}
console.log(`wasm: -o FILE: ${written} formats written as natively, ${refused} left out refused in one line (exit 2, no file), ` +
    `${atlases} Tiled maps with the native tile atlas beside them`);

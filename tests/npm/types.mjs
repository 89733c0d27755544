// SPDX-License-Identifier: MIT
// tests/npm/types.mjs FRESH TOOLS ROOT: the package's declarations with `tsc --strict` (npm's
// typescript), in FRESH where the packed package is installed:
//  1. what the package really returns, each kind of result written as a literal of its declared
//     type (results.ts): an undeclared key, a missing one or a value of another type fails;
//  2. every ```js and ```ts example of js/README.md and the project's README.md, each block a
//     module of its own (a new example is checked too); the ```cjs ones (CommonJS) are run
//     with Node instead, in FRESH;
//  3. require('hexseed') from TypeScript's CommonJS (hexseed.d.cts);
// once with Node's resolution (nodenext) and once with a bundler's.
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const [fresh, tools, root] = process.argv.slice(2);
const hs = await import(path.join(fresh, 'node_modules/hexseed/hexseed.js'));
const dir = path.join(fresh, 'types');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);

// 1. Results, of every kind the declarations name.
const code = '0xjiwxm2';
const scenarios = hs.generators().generators.find((g) => g.name === 'seafarers').parameters
    .find((p) => p.name === 'scenario').choices;
const results = [
    ['hs.Board', hs.board(code)],
    ['hs.Board', hs.catan({ seed: 5, balanced: 'most', steps: 2000 })],
    ['hs.Board', hs.catan({ seed: 9, mode: '5-6', spiral: true })],
    ['hs.Board', hs.catan({ seed: 9, locks: ['0,0=desert', '1,-1=mountains:6'] })],
    ['hs.Board', hs.seafarers({ landmass: '30:4', swap: true, seed: 3 })],
    ...scenarios.map((scenario) => ['hs.Board', hs.seafarers({ scenario, seed: 1 })]),
    ['hs.RuleTable', hs.rules()],
    ['hs.LayoutInfo[]', hs.layouts()],
    ['hs.ScoreResult', hs.score(hs.line(code))],
    ['hs.Landmass', hs.landmass({ rule: 30, start: 4 })],
    ['hs.LandmassSurvey', hs.survey({ top: 3 })],
    ['hs.HouseRules', hs.houseRules({ seed: 1, count: 3 })],
    ['hs.EmpireMap', hs.empire({ map: 3 })],
    ['hs.TerrainMap', hs.terrain({ seed: 3, width: 16, height: 8 })],
    ['hs.TerrainMap', hs.terrain({ seed: 3, width: 16, height: 8, window: [2, 2, 4, 4], border: 'wrap' })],
    ['hs.GeneratorTable', hs.generators()],
    ['hs.FairnessReport', await hs.fairness(code, { games: 100 })],
    ['hs.FairnessReport', await hs.fairness(code, { games: 40, bots: ['greedy', 'random', 'roads', 'cities'] })],
    ['hs.OpeningsReport', await hs.openings(code, { games: 10, candidates: 2 })],
];
fs.writeFileSync(path.join(dir, 'results.ts'), "import type * as hs from 'hexseed';\n" +
    results.map(([type, value], k) => `export const r${k}: ${type} = ${JSON.stringify(value)};\n`).join(''));

// 2. The READMEs' examples.
let examples = 0;
for (const file of ['js/README.md', 'README.md']) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/^```(js|ts|cjs)\n([\s\S]*?)^```$/gm)) {
        examples++;
        if (m[1] === 'cjs') {
            fs.writeFileSync(path.join(fresh, `example${examples}.cjs`), m[2]);
            execFileSync(process.execPath, [`example${examples}.cjs`], { cwd: fresh, stdio: ['ignore', 'ignore', 'inherit'] });
            continue;
        }
        // Each block is a module (a block without import or export still is one).
        fs.writeFileSync(path.join(dir, `example${examples}.ts`), `// ${file}, example ${examples}\n${m[2]}\nexport {};\n`);
    }
}
assert.ok(examples >= 3, `only ${examples} examples found in the READMEs`);

// 3. CommonJS.
fs.writeFileSync(path.join(dir, 'required.cts'), `import hs = require('hexseed');
const board: hs.Board = hs.catan({ seed: 42 });
const ready: Promise<void> = hs.init();
export const svg: string = hs.svg(board.code) + String(ready);
`);

const tsc = path.join(tools, 'node_modules', '.bin', 'tsc');
for (const [module, resolution] of [['nodenext', 'nodenext'], ['esnext', 'bundler']]) {
    const files = fs.readdirSync(dir).filter((f) => /\.c?ts$/.test(f) && !f.endsWith('.d.ts'))
        .filter((f) => resolution === 'nodenext' || !f.endsWith('.cts'));
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module, moduleResolution: resolution, target: 'es2022',
            lib: ['es2022', 'dom'], types: [], skipLibCheck: false },
        files,
    }, null, 2));
    try {
        execFileSync(tsc, ['-p', dir], { cwd: fresh, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
        console.error(e.stdout, e.stderr);
        throw new Error(`tsc --strict (${resolution}) failed on ${dir}`);
    }
}
console.log(`npm: tsc --strict: ${results.length} results of the package fit their declared types; ` +
    `${examples} README examples and require() type-check (nodenext and bundler resolution)`);

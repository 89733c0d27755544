// SPDX-License-Identifier: MIT
// tests/npm/pages.mjs FRESH TOOLS HEXSEED: the package as a page's dependency. FRESH is a folder
// with the packed package installed (node_modules/hexseed); TOOLS the folder of tests/npm's npm
// packages. Builds the page of app/ four ways, none with any configuration file: esbuild with no
// flag but --bundle --platform=browser (the page fetches the .wasm it was given), esbuild with
// --loader:.wasm=file (the .wasm imported), and `vite build` and webpack (init() by its default,
// and the package in a Worker through hexseed/worker); serves each from 127.0.0.1, loads it in Debian's
// chromium (playwright-core), and checks the page's board SVG, text and line against the native
// HEXSEED's for the same share code, byte for byte.
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const [fresh, tools, hexseed] = process.argv.slice(2);
const { chromium } = createRequire(path.join(tools, 'package.json'))('playwright-core');
const bin = (name) => path.join(tools, 'node_modules', '.bin', name);
const code = process.env.HS_NPM_CODE || '0xjiwxm2';
const native = (...args) => execFileSync(hexseed, ['board', code, ...args], { encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'] });
const want = { svg: native('--format', 'svg'), text: native('--format', 'text', '--color', 'never'),
    line: native('--format', 'line') };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: fresh, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

// The app's files, and each bundle's page.
const app = path.join(fresh, 'app');
fs.cpSync(path.join(import.meta.dirname || path.dirname(new URL(import.meta.url).pathname), 'app'), app, { recursive: true });
const html = fs.readFileSync(path.join(app, 'index.html'), 'utf8').replace('@CODE@', code);
const page = (dir, script) => fs.writeFileSync(path.join(fresh, dir, 'index.html'), html.replace('@SCRIPT@', script));

run(bin('esbuild'), ['app/plain.js', '--bundle', '--platform=browser', '--log-level=warning', '--outfile=out-plain/page.js']);
fs.copyFileSync(path.join(fresh, 'node_modules/hexseed/hexseed-core.wasm'), path.join(fresh, 'out-plain/hexseed-core.wasm'));
page('out-plain', '<script src="page.js"></script>');
run(bin('esbuild'), ['app/loader.js', '--bundle', '--platform=browser', '--log-level=warning', '--loader:.wasm=file',
    '--outdir=out-loader']);
page('out-loader', '<script src="loader.js"></script>');
page('app', '<script type="module" src="./default.js"></script>');
run(bin('vite'), ['build', 'app', '--outDir', '../out-vite', '--emptyOutDir', '--logLevel', 'warn']);
run(bin('webpack'), ['--mode', 'production', '--entry', './app/default.js', '--output-path', 'out-webpack']);
page('out-webpack', '<script src="main.js"></script>');
for (const dir of ['out-plain', 'out-loader', 'out-vite', 'out-webpack'])
    assert.ok(!/["'`]node:/.test(fs.readdirSync(path.join(fresh, dir), { recursive: true })
        .filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(fresh, dir, f), 'utf8')).join('')),
        `${dir}: a node: import reached the browser bundle`);

// A static server of one bundle's folder at a time (`served`), at the root as a site would have
// it (Vite's pages name their files from /): .wasm as application/wasm (streaming compilation).
let served = fresh;
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
const server = http.createServer((req, res) => {
    const file = path.join(served, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(served) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: process.env.HS_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'] });
let checks = 0;
try {
    for (const [dir, what] of [['out-plain', 'esbuild'], ['out-loader', 'esbuild --loader:.wasm=file'], ['out-vite', 'vite build'],
        ['out-webpack', 'webpack']]) {
        const tab = await browser.newPage();
        // No time limit: the page says when it is done (a result or an error), or fails to
        // load a file or run a script, which ends the wait at once.
        const failed = new Promise((resolve) => {
            tab.on('pageerror', (e) => resolve(`an error on the page: ${e.message}`));
            tab.on('response', (r) => r.status() >= 400 && resolve(`${r.url()}: HTTP ${r.status()}`));
            tab.on('requestfailed', (r) => resolve(`${r.url()}: ${r.failure() && r.failure().errorText}`));
        });
        served = path.join(fresh, dir);
        await tab.goto(`${base}/index.html`);
        const done = tab.waitForFunction(() => window.hexseedResult || window.hexseedError, null, { timeout: 0 });
        const stop = await Promise.race([done.then(() => null), failed]);
        assert.equal(stop, null, `${what}: ${stop}`);
        const got = await tab.evaluate(() => window.hexseedResult || { error: window.hexseedError });
        assert.equal(got.error, undefined, `${what}: ${got.error}`);
        assert.equal(got.svg, want.svg, `${what}: the SVG differs from the native one`);
        assert.equal(got.text, want.text, `${what}: the text board differs from the native one`);
        assert.equal(got.line, want.line, `${what}: the board line differs from the native one`);
        assert.match(got.version, /^[0-9]+\.[0-9]+\.[0-9]+$/, `${what}: version`);
        checks += 4;
        if (dir === 'out-plain') {
            assert.equal(got.before, 'init', `${what}: a call before init() should throw HexseedError 'init'`);
            checks++;
        }
        if (dir === 'out-vite' || dir === 'out-webpack') {
            assert.equal(got.workerLine, want.line, `${what}: hexseed/worker's line differs from the native one`);
            assert.equal(got.workerError, 'HexseedError code', `${what}: hexseed/worker's error`);
            assert.equal(got.workerCancel, 'HexseedError cancelled', `${what}: hexseed/worker's fairness, cancelled`);
            checks += 3;
        }
        console.log(`npm: ${what}: the page's board (${code}) is the native one, byte for byte`);
        await tab.close();
    }
} finally {
    await browser.close();
    server.close();
}
console.log(`npm: pages: ${checks} checks passed`);

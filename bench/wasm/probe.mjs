// SPDX-License-Identifier: MIT
// bench/wasm/probe.mjs [--rate R] [--runs N] [--trace FILE] LABEL=NPMDIR...: where the time from
// `import` to the first board goes in headless Chromium (docs/benchmarks.md, "WebAssembly").
// Each NPMDIR (a built npm package) is served under /LABEL/; the runs alternate between them
// (A, B, A, B, ...), each in a fresh browser context with the cache disabled and the CPU
// throttled R times (default 4). The page wraps WebAssembly.instantiateStreaming and
// WebAssembly.instantiate to time them, imports LABEL/hexseed.js, makes one board and reads the
// resource timings of the three files; per label it prints the best and the median of N runs
// (default 7) of every mark, in ms from the import. Two more labels measure the floor, without
// hexseed: `empty` (an empty ES module imported, an 8-byte .wasm streamed and instantiated) and
// `bare` (the package's own .wasm fetched and compiled by WebAssembly.compileStreaming, nothing
// else). The page reports by a console message, as no page polled by the harness would: a label
// that ends in `+poll` is waited for instead as bench/wasm/browser.mjs used to, by Playwright's
// waitForFunction (its injected script and its polling then run on the page's main thread,
// throttled too, while the page loads). --trace FILE writes a Chrome trace (DevTools' Performance panel reads it) of the first
// run of each label, with V8's WebAssembly compile events.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../tests/e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const args = process.argv.slice(2);
let rate = 4, runs = 7, trace = null;
const dirs = new Map();
while (args.length) {
    const a = args.shift();
    if (a === '--rate')
        rate = Number(args.shift());
    else if (a === '--runs')
        runs = Number(args.shift());
    else if (a === '--trace')
        trace = args.shift();
    else if (a.includes('='))
        dirs.set(a.slice(0, a.indexOf('=')), path.resolve(a.slice(a.indexOf('=') + 1)));
    else
        throw new Error(`probe.mjs: unknown argument ${a}`);
}
if (!dirs.size)
    throw new Error('usage: probe.mjs [--rate R] [--runs N] [--trace FILE] LABEL=NPMDIR...');
const firstDir = [...dirs.values()][0];

// The page of a package: every time relative to t0, just before the import.
const packagePage = (label) => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module">
const marks = {};
const t0 = performance.now();
const since = () => performance.now() - t0;
for (const name of ['instantiateStreaming', 'instantiate', 'compileStreaming', 'compile']) {
    const real = WebAssembly[name];
    if (typeof real !== 'function')
        continue;
    WebAssembly[name] = function (...a) {
        marks[name + ' called'] ??= since();
        const p = real.apply(this, a);
        p.then(() => { marks[name + ' done'] ??= since(); }, () => {});
        return p;
    };
}
const hs = await import('/${label}/hexseed.js');
marks['import done'] = since();
const board = hs.catan({ seed: 1 });
marks['first board'] = since();
for (const e of performance.getEntriesByType('resource')) {
    const file = e.name.slice(e.name.lastIndexOf('/') + 1);
    marks[file + ' requested'] = e.startTime - t0;
    marks[file + ' received'] = e.responseEnd - t0;
}
window.result = { marks, code: board.code };
console.log('probe-result ' + JSON.stringify(window.result));
</script>`;

const floorPages = {
    // The least any package costs: an ES module import and an 8-byte .wasm through the network.
    empty: `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module">
const marks = {};
const t0 = performance.now();
await import('/empty.mjs');
marks['import done'] = performance.now() - t0;
const { instance } = await WebAssembly.instantiateStreaming(fetch('/empty.wasm'));
marks['empty wasm instantiated'] = performance.now() - t0;
window.result = { marks, code: String(Object.keys(instance.exports).length) };
console.log('probe-result ' + JSON.stringify(window.result));
</script>`,
    // The package's .wasm fetched and compiled, nothing else.
    bare: `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module">
const marks = {};
const t0 = performance.now();
const module = await WebAssembly.compileStreaming(fetch('/bare.wasm'));
marks['compiled'] = performance.now() - t0;
const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith('bare.wasm'));
marks['bare.wasm received'] = e.responseEnd - t0;
window.result = { marks, code: String(WebAssembly.Module.exports(module).length) };
console.log('probe-result ' + JSON.stringify(window.result));
</script>`,
};
const emptyWasm = Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const send = (type, body) => {
        res.writeHead(200, { 'content-type': type });
        res.end(body);
    };
    if (name.startsWith('/page/')) {
        const label = name.slice(6);
        return send('text/html', floorPages[label] || packagePage(label));
    }
    if (name === '/empty.mjs')
        return send('text/javascript', 'export default 1;\n');
    if (name === '/empty.wasm')
        return send('application/wasm', emptyWasm);
    const dir = dirs.get(name.split('/')[1]);
    const file = name === '/bare.wasm' ? path.join(firstDir, 'hexseed-core.wasm')
        : dir ? path.join(dir, path.normalize(name.split('/').slice(2).join('/'))) : null;
    if (!file || !fs.existsSync(file)) {
        res.writeHead(404);
        return res.end();
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/page/`;
const browser = await chromium.launch({ executablePath: process.env.HS_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'] });
const labels = [...dirs.keys(), 'empty', 'bare'];
const results = new Map(labels.map((l) => [l, []]));
const loads = [];
try {
    for (let i = 0; i < runs; i++) {
        loads.push(os.loadavg()[0]);
        for (const label of labels) {
            const context = await browser.newContext();
            const tab = await context.newPage();
            const cdp = await context.newCDPSession(tab);
            await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
            await cdp.send('Emulation.setCPUThrottlingRate', { rate });
            tab.on('pageerror', (e) => console.error(`${label}: page error:`, e.message));
            const tracing = trace && i === 0;
            const events = [];
            if (tracing) {
                cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
                await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'v8',
                    'v8.wasm', 'disabled-by-default-v8.wasm.detailed', 'disabled-by-default-devtools.timeline',
                    'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'] }, transferMode: 'ReportEvents' });
            }
            const reported = tab.waitForEvent('console', { predicate: (m) => m.text().startsWith('probe-result '),
                timeout: 60000 });
            await tab.goto(url + label);
            const r = label.endsWith('+poll')
                ? await tab.waitForFunction(() => window.result, null, { timeout: 60000 }).then((h) => h.jsonValue())
                : JSON.parse((await reported).text().slice('probe-result '.length));
            reported.catch(() => {});
            if (tracing) {
                const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
                await cdp.send('Tracing.end');
                await done;
                fs.writeFileSync(`${trace}.${label}.json`, JSON.stringify({ traceEvents: events }));
            }
            results.get(label).push(r.marks);
            await context.close();
        }
    }
} finally {
    await browser.close();
    server.close();
}
loads.push(os.loadavg()[0]);
console.log(`Chromium ${browser.version()}, CPU throttled ${rate}x, ${runs} fresh contexts per label, alternating; ` +
    `load average (1 min) ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores`);
const median = (v) => {
    const s = [...v].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const label of labels) {
    const all = results.get(label);
    const names = [...new Set(all.flatMap((m) => Object.keys(m)))]
        .sort((a, b) => median(all.map((m) => m[a] ?? 0)) - median(all.map((m) => m[b] ?? 0)));
    console.log(`${label}: ms from the import, best / median`);
    for (const n of names) {
        const v = all.map((m) => m[n]).filter((x) => x !== undefined);
        console.log(`  ${n.padEnd(36)} ${Math.min(...v).toFixed(1).padStart(7)} ${median(v).toFixed(1).padStart(7)}`);
    }
}

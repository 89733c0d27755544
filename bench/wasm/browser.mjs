// SPDX-License-Identifier: MIT
// bench/wasm/browser.mjs NPMDIR [RATE]: the time from `import` to the first board in headless
// Chromium (Debian's, driven by playwright-core from tests/e2e), with the CPU throttled RATE times
// (default 4, as a phone) through CDP's Emulation.setCPUThrottlingRate. Serves NPMDIR and a page
// that imports hexseed.js and makes one board; prints the best and the median of 5 fresh page
// loads. Then checks that the package works in a module Web Worker too (the README's pattern):
// the worker's board must have the page's code. The page reports by a console message:
// Playwright's waitForFunction would inject its script and poll on the page's main thread,
// throttled too, while it loads (bench/wasm/probe.mjs measures that, and where the time goes).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../tests/e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const [npmArg, rateText] = process.argv.slice(2);
const npm = path.resolve(npmArg);
const rate = Number(rateText || 4);
const page = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module">
const t0 = performance.now();
const hs = await import('./hexseed.js');
const t1 = performance.now();
const board = hs.catan({ seed: 1 });
const t2 = performance.now();
console.log('bench-result ' + JSON.stringify({ importMs: t1 - t0, firstBoardMs: t2 - t0, code: board.code }));
</script>`;
const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (name === '/worker.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end("const ready = import('./hexseed.js');\n" +
            'self.onmessage = async ({ data }) => { const hs = await ready; ' +
            'self.postMessage({ code: hs.catan({ seed: data.seed }).code, ' +
            'fair: (await hs.fairness(hs.catan({ seed: data.seed }).code, { games: 20 })).games }); };');
    }
    if (name === '/worker.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module">
const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
w.onmessage = ({ data }) => { window.result = data; };
w.onerror = (e) => { window.result = { error: String(e.message) }; };
w.postMessage({ seed: 1 });
</script>`);
    }
    if (name === '/' || name === '/index.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(page);
    }
    const file = path.join(npm, path.normalize(name));
    if (!file.startsWith(npm + path.sep) || !fs.existsSync(file)) {
        res.writeHead(404);
        return res.end();
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.HS_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'] });
let best = null;
const all = [];
try {
    for (let i = 0; i < 5; i++) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        tab.on('pageerror', (e) => console.error('page error:', e.message));
        const reported = tab.waitForEvent('console', { predicate: (m) => m.text().startsWith('bench-result '),
            timeout: 20000 });
        await tab.goto(url);
        const r = JSON.parse((await reported).text().slice('bench-result '.length));
        all.push(r);
        if (!best || r.firstBoardMs < best.firstBoardMs)
            best = r;
        await context.close();
    }
    const tab = await browser.newPage();
    tab.on('console', (m) => console.error('worker page:', m.text()));
    await tab.goto(url + 'worker.html');
    const fromWorker = await tab.waitForFunction(() => window.result, null, { timeout: 20000 }).then((h) => h.jsonValue());
    if (fromWorker.code !== best.code || fromWorker.fair !== 20)
        throw new Error(`the worker made ${JSON.stringify(fromWorker)}, the page ${best.code}`);
    console.log(`module Web Worker: the same board (${fromWorker.code}) and a fairness run of ${fromWorker.fair} games`);
} finally {
    await browser.close();
    server.close();
}
const median = (key) => all.map((r) => r[key]).sort((a, b) => a - b)[(all.length - 1) / 2];
console.log(`Chromium ${browser.version()}, CPU throttled ${rate}x: import ${best.importMs.toFixed(1)} ms, ` +
    `import to first board ${best.firstBoardMs.toFixed(1)} ms (best of 5; board ${best.code}); ` +
    `median import ${median('importMs').toFixed(1)} ms, to first board ${median('firstBoardMs').toFixed(1)} ms`);

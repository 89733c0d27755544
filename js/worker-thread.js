// SPDX-License-Identifier: MIT
// worker-thread.js: the module that runs in a Worker for worker.js's client (`hexseed/worker`):
// it loads the package (browser.js) when the client says how, runs each call the client posts,
// and answers with its result or its error. Messages in: {init: {wasm}}, {id, fn, args},
// {cancel: id}; out: {id, ok}, {id, error: {message, code}}, {id, progress: [done, total]}. A
// fairness run checks its cancel between chunks; other calls run to their end.
import * as hs from './browser.js';

const running = new Map(); // id -> AbortController of a fairness run
let ready = null;

// The functions a client may call: the package's own, nothing else by name.
const callable = new Set(['catan', 'seafarers', 'board', 'svg', 'text', 'line', 'tmj', 'explain', 'rules', 'layouts',
    'score', 'landmass', 'survey', 'generators', 'generate', 'query', 'houseRules', 'empire', 'terrain', 'fairness',
    'openings']);

async function run(id, fn, args) {
    if (!callable.has(fn))
        throw new hs.HexseedError(`no function '${fn}' in hexseed/worker (functions: ${[...callable].join(', ')})`, 'invalid');
    await (ready || (ready = hs.init()));
    if (fn !== 'fairness' && fn !== 'openings')
        return hs[fn](...args);
    const [code, options = {}] = args;
    const controller = new AbortController();
    running.set(id, controller);
    try {
        return await hs[fn](code, {
            ...options,
            signal: controller.signal,
            onProgress: (done, total) => postMessage({ id, progress: [done, total] }),
        });
    } finally {
        running.delete(id);
    }
}

self.onmessage = async ({ data }) => {
    if (data && data.init) {
        ready = hs.init(data.init);
        ready.catch(() => { ready = null; }); // told to each call that waits for it
        return;
    }
    if (data && data.cancel !== undefined) {
        const controller = running.get(data.cancel);
        if (controller)
            controller.abort();
        return;
    }
    const { id, fn, args } = data;
    try {
        const ok = await run(id, fn, args || []);
        // A Uint8Array (generate's binary formats) is handed over, not copied.
        postMessage({ id, ok }, ok instanceof Uint8Array ? [ok.buffer] : []);
    } catch (e) {
        postMessage({ id, error: { message: e && e.message ? e.message : String(e), code: (e && e.code) || 'invalid' } });
    }
};

// SPDX-License-Identifier: MIT
// tests/npm/app/default.js: a page's script built by `vite build` and by webpack with no
// configuration: init() finds the .wasm by its default, `new URL('./hexseed-core.wasm',
// import.meta.url)`, which both copy; and the same board from hexseed/worker, the package run
// in a Worker the bundler makes from the package's `new Worker(new URL(...))`, with an error and
// a fairness run cancelled from here.
import { init, line, svg, text, version } from 'hexseed';
import { HexseedWorker } from 'hexseed/worker';
import { report } from './report.js';

report(init().then(async () => {
    const worker = new HexseedWorker();
    const workerLine = await worker.line(window.hexseedCode);
    let workerError = null;
    try {
        await worker.board('zzzz');
    } catch (e) {
        workerError = `${e.name} ${e.code}`;
    }
    // A fairness run stopped by its signal once it has reported progress: it rejects with
    // 'cancelled' at the worker's next chunk (the whole run is thousands of games).
    const controller = new AbortController();
    let progress = 0;
    const workerCancel = await worker.fairness(window.hexseedCode, {
        signal: controller.signal,
        onProgress: () => {
            if (++progress === 1)
                controller.abort();
        },
    }).then(() => 'finished', (e) => `${e.name} ${e.code}`);
    worker.terminate();
    return { before: null, version, svg, text, line, workerLine, workerError, workerCancel };
}));

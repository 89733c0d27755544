// SPDX-License-Identifier: MIT
// worker.js: `hexseed/worker`, the package's functions off the main thread: a Worker runs
// worker-thread.js and this client sends it each call, so a balanced board, a fairness run or the
// landmass survey never holds the page up. Every function of the package is a method here that
// returns a promise of what the package's function returns; errors reject as HexseedError.
import { HexseedError } from './browser.js';

const methods = ['catan', 'seafarers', 'board', 'svg', 'text', 'line', 'tmj', 'explain', 'rules', 'layouts', 'score',
    'landmass', 'survey', 'generators', 'generate', 'query', 'houseRules', 'empire', 'terrain'];

/** A Worker running the package. `worker`: a Worker already made from hexseed/worker-thread (for
 * a bundler that does not follow `new Worker(new URL(...))`, e.g. esbuild); by default this
 * module makes one with `new Worker(new URL('./worker-thread.js', import.meta.url), { type:
 * 'module' })`. `wasm`: what the worker's init({ wasm }) gets (a URL or string, bytes or a
 * WebAssembly.Module; a URL object is sent as its text); by default the file beside the
 * worker's module. */
export class HexseedWorker {
    constructor(options = {}) {
        this.worker = options.worker || new Worker(new URL('./worker-thread.js', import.meta.url), { type: 'module' });
        this.pending = new Map();
        this.next = 1;
        this.worker.onmessage = ({ data }) => this.answer(data);
        this.worker.onerror = (event) => this.failAll(`the worker failed: ${event.message || 'it could not load'}`);
        const wasm = options.wasm instanceof URL ? options.wasm.href : options.wasm;
        this.worker.postMessage({ init: wasm === undefined ? {} : { wasm } });
    }

    answer(data) {
        const job = this.pending.get(data.id);
        if (!job)
            return;
        if (data.progress) {
            if (job.onProgress)
                job.onProgress(...data.progress);
            return;
        }
        this.pending.delete(data.id);
        if (job.signal)
            job.signal.removeEventListener('abort', job.onAbort);
        if (data.error)
            job.reject(new HexseedError(data.error.message, data.error.code));
        else
            job.resolve(data.ok);
    }

    failAll(message) {
        for (const job of this.pending.values())
            job.reject(new HexseedError(message, 'io'));
        this.pending.clear();
    }

    /** Runs the package's function `fn` with `args` in the worker. */
    call(fn, ...args) {
        return new Promise((resolve, reject) => {
            const id = this.next++;
            this.pending.set(id, { resolve, reject });
            this.worker.postMessage({ id, fn, args });
        });
    }

    // fairness() and openings(): onProgress is called here with the worker's progress; an
    // aborted signal cancels the run (fairness stops at its next chunk; openings, one search,
    // is only checked before it starts) and rejects with code 'cancelled'.
    run(fn, code, options = {}) {
        const { onProgress, signal, ...rest } = options;
        if (signal && signal.aborted)
            return Promise.reject(new HexseedError('cancelled', 'cancelled'));
        return new Promise((resolve, reject) => {
            const id = this.next++;
            const onAbort = () => this.worker.postMessage({ cancel: id });
            this.pending.set(id, { resolve, reject, onProgress, signal, onAbort });
            if (signal)
                signal.addEventListener('abort', onAbort, { once: true });
            this.worker.postMessage({ id, fn, args: [code, rest] });
        });
    }

    fairness(code, options) {
        return this.run('fairness', code, options);
    }

    openings(code, options) {
        return this.run('openings', code, options);
    }

    /** Stops the worker; calls still waiting reject with code 'cancelled'. */
    terminate() {
        this.worker.terminate();
        for (const job of this.pending.values())
            job.reject(new HexseedError('cancelled: the worker was stopped', 'cancelled'));
        this.pending.clear();
    }
}
for (const name of methods)
    HexseedWorker.prototype[name] = function (...args) {
        return this.call(name, ...args);
    };

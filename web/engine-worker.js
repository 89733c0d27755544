// SPDX-License-Identifier: MIT
// engine-worker.js: the WebAssembly package's long work (balanced boards, seat fairness, opening
// advice, the landmass survey) in a module Worker, so the page stays responsive; engine.js posts { fn, args } and
// gets { progress: [done, total] } messages, then { ok } or { error }. The package is imported
// after the handler is set: a message that arrives while it loads waits for it, not lost.
const loading = Promise.all([import('/static/hexseed.js'), import('/static/engine.js')]);

self.onmessage = async ({ data }) => {
  try {
    const [hs, engine] = await loading;
    const jobs = {
      board: (family, options, style) => engine.makeHere(hs, family, options, style),
      fairness: (code, options) => hs.fairness(code, { ...options, onProgress: (done, total) => postMessage({ progress: [done, total] }) }),
      openings: (code, options) => hs.openings(code, options),
      survey: (top) => hs.survey({ top }),
    };
    const job = jobs[data.fn];
    if (!job) throw new Error(`no such job '${data.fn}'`);
    postMessage({ ok: await job(...data.args) });
  } catch (e) {
    postMessage({ error: e && e.message ? e.message : String(e) });
  }
};

// SPDX-License-Identifier: MIT
// worker.d.ts: declarations of `hexseed/worker` (worker.js): the package's functions run in a
// Worker, each returning a promise of what the same function of `hexseed` returns.
import type * as hs from './hexseed.js';

type Remote<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;

export interface HexseedWorkerOptions {
    /** A Worker already made from `hexseed/worker-thread` (bundlers that do not follow
     * `new Worker(new URL(...))`); by default one is made beside this module. */
    worker?: Worker;
    /** What the worker's init({ wasm }) gets: a URL or string, bytes or a compiled module. */
    wasm?: URL | string | ArrayBuffer | ArrayBufferView | WebAssembly.Module;
}

/** The package in a Worker: every call returns a promise; errors reject as HexseedError. */
export class HexseedWorker {
    constructor(options?: HexseedWorkerOptions);
    readonly worker: Worker;
    catan: Remote<typeof hs.catan>;
    seafarers: Remote<typeof hs.seafarers>;
    board: Remote<typeof hs.board>;
    svg: Remote<typeof hs.svg>;
    text: Remote<typeof hs.text>;
    line: Remote<typeof hs.line>;
    tmj: Remote<typeof hs.tmj>;
    explain: Remote<typeof hs.explain>;
    rules: Remote<typeof hs.rules>;
    layouts: Remote<typeof hs.layouts>;
    generators: Remote<typeof hs.generators>;
    generate: Remote<typeof hs.generate>;
    query: Remote<typeof hs.query>;
    houseRules(options?: hs.HouseRulesOptions & { format?: 'json' }): Promise<hs.HouseRules>;
    houseRules(options: hs.HouseRulesOptions & { format: 'text' }): Promise<string>;
    score(line: string, options?: { metric?: 'hexseed' | 'compat'; harbors?: boolean; format?: 'json' }): Promise<hs.ScoreResult>;
    score(line: string, options: { metric?: 'hexseed' | 'compat'; harbors?: boolean; format: 'text' | 'line' }): Promise<string>;
    landmass(options?: hs.LandmassOptions & { format?: 'json' }): Promise<hs.Landmass>;
    landmass(options: hs.LandmassOptions & { format: 'grid' | 'txt' | 'text' | 'svg' | 'tmj' }): Promise<string>;
    survey(options?: { top?: number; format?: 'json' }): Promise<hs.LandmassSurvey>;
    survey(options: { top?: number; format: 'text' }): Promise<string>;
    empire(options?: hs.EmpireOptions & { format?: 'json' }): Promise<hs.EmpireMap>;
    empire(options: hs.EmpireOptions & { format: 'grid' | 'txt' | 'text' | 'tmj' }): Promise<string>;
    terrain(options?: hs.TerrainOptions & { format?: 'json' }): Promise<hs.TerrainMap>;
    terrain(options: hs.TerrainOptions & { format: 'text' | 'txt' | 'svg' | 'tmj' }): Promise<string>;
    terrain(options: hs.TerrainOptions & { format: 'pgm' }): Promise<Uint8Array>;
    /** onProgress is called here with the worker's progress; an aborted signal stops the run. */
    fairness(code: string | hs.Board, options?: hs.RunOptions & { format?: 'json' }): Promise<hs.FairnessReport>;
    fairness(code: string | hs.Board, options: hs.RunOptions & { format: 'text' }): Promise<string>;
    openings(code: string | hs.Board, options?: hs.RunOptions & { candidates?: number; format?: 'json' }): Promise<hs.OpeningsReport>;
    openings(code: string | hs.Board, options: hs.RunOptions & { candidates?: number; format: 'text' | 'svg' }): Promise<string>;
    /** Runs the package's function `fn` by name. */
    call(fn: string, ...args: unknown[]): Promise<unknown>;
    /** Stops the worker; calls still waiting reject with code 'cancelled'. */
    terminate(): void;
}

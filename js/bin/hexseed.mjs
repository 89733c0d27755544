#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// bin/hexseed.mjs: the hexseed command line for Node, without a C compiler: the native CLI's own
// sources (cli/) compiled to WebAssembly with the library (hexseed-cli.cjs and .wasm beside this
// file), so its arguments, output, messages and exit codes are those of the native `hexseed`
// for catan, seafarers, board, score, rules, fairness, openings, landmass, house-rules, empire
// and terrain. Not there: serve, and the cairo/libpng drawings (png, pdf, the empire's svg).
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./hexseed-cli.cjs');

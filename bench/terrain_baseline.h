/* SPDX-License-Identifier: MIT */
/* terrain_baseline.h: the baselines of bench_terrain (terrain_baseline.c): the byte-per-cell
 * automaton and the cell-by-cell fill. */
#ifndef HEXSEED_BENCH_TERRAIN_BASELINE_H
#define HEXSEED_BENCH_TERRAIN_BASELINE_H

#include <stdbool.h>
#include <stdint.h>

/* The Moore rule with water beyond the edge over a w x h map filled by hs_terrain_fill,
 * `passes` times: simultaneous, or in place (row by row, left to right, each cell seeing its
 * neighbours' new states above and to the left). Returns the cells with a one-cell border: row y, column x
 * at [(y + 1) * (w + 2) + x + 1]; the caller frees it. NULL when out of memory. */
uint8_t *bench_baseline_run(int w, int h, uint32_t seed, double land_ratio, int passes, int survive, int birth,
                            bool in_place);

/* The fill as hexseed first wrote it, for the fill's figures: bit-packed rows like a map's
 * (((w + 63) / 64 words a row, the bits past the width 0), hs_hash3(seed, x, y) called once per
 * cell against land_ratio * 2^32 and the cell's bit set alone. The caller frees it; NULL when out
 * of memory. */
uint64_t *bench_baseline_fill(int w, int h, uint32_t seed, double land_ratio);

#endif

/* SPDX-License-Identifier: MIT */
/* terrain_internal.h: the layout of a land and water map, shared by the generator and the
 * renderers; outside the library hs_terrain_map is opaque (hexseed/terrain.h). */
#ifndef HEXSEED_TERRAIN_INTERNAL_H
#define HEXSEED_TERRAIN_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hexseed/terrain.h"

struct hs_terrain_map {
    int width, height;        /* of the window when a window was asked for */
    int origin_x, origin_y;   /* its place in the whole map */
    size_t stride;            /* words per row */
    uint64_t *bits;           /* bit x % 64 of word x / 64 of a row, 1 = land */
};

/* hs_terrain_at without the call, for the library's own loops. */
static inline int terrain_bit(const hs_terrain_map *m, int x, int y)
{
    return (int)((m->bits[(size_t)y * m->stride + (size_t)x / 64] >> (x % 64)) & 1);
}

/* hs_terrain_generate by the reference loops (one byte a cell; whole maps only, windows are
 * cropped from the whole map): obviously right, slow, for tests and the benchmark's baseline. */
hs_err hs_terrain_reference(const hs_terrain_options *options, hs_terrain_map **out, hs_diag *diag);

/* hs_terrain_generate with the plain x86-64 build of its row function even where the processor
 * has AVX2 (there hs_terrain_generate takes the AVX2 build): for the tests, which hold both to
 * the reference. Elsewhere the same as hs_terrain_generate. */
hs_err hs_terrain_generate_plain(const hs_terrain_options *options, hs_terrain_map **out, hs_diag *diag);

/* hs_terrain_generate with the threads started from `split_cells` cells of the frame instead of
 * HS_TERRAIN_SPLIT_CELLS (0: whenever options->threads > 1), the jobs cut into chunks of
 * `chunk_cells` cells (rounded to whole rows, at least one; 0: the library's own size), and the
 * plain build when `plain`: for the tests, which hold small maps cut into chunks of a row to one
 * thread's, and for the benchmark, which measures where threads begin to pay. */
hs_err hs_terrain_generate_split(const hs_terrain_options *options, bool plain, uint64_t split_cells,
                                 uint64_t chunk_cells, hs_terrain_map **out, hs_diag *diag);

/* The frame size from which a run starts its threads (when the options allow more than one):
 * they start once a run and take chunks of rows of the fill and of every simultaneous pass.
 * Measured on the project's 2-core machine on 2026-11-29 by `bench_terrain threads` (a whole run,
 * fill and 8 passes, two threads against one, medians of alternate runs), in five runs under
 * the usual load of other sessions' builds and test suites (load average 2.6-4.7): at 4096^2
 * two threads took 0.45-1.04x as long as one, at 8192^2 0.51-1.01x, at 16384^2 0.63-0.93x;
 * below, up to 1.3x as long at 2048^2, 3.4x at 1024^2 and 2.1x (once 21x) at 512^2 when the
 * other core was busy, though 0.74-0.97x at 2048^2 when it was not. So they start at 2^24 cells (4096^2, 2 MiB
 * a buffer). Before, a thread was started for each pass with a fixed half of the rows, and paid
 * only from 2^27 cells. */
#define HS_TERRAIN_SPLIT_CELLS (UINT64_C(1) << 24)

/* The fill alone (no pass) of the frame hs_terrain_generate computes: the whole map, or the
 * window with its halo of `iterations` cells on each side (clipped to the map unless the border
 * wraps); the map's origin is the frame's place in the whole map, negative when a wrapped halo
 * crosses the top or left edge. `plain` takes the plain x86-64 build of the fill even where the
 * processor has AVX2. For the tests, which hold it to hs_hash3 cell by cell. Errors as
 * hs_terrain_generate's; the method is not looked at. */
hs_err hs_terrain_fill_frame(const hs_terrain_options *options, bool plain, hs_terrain_map **out, hs_diag *diag);

#endif

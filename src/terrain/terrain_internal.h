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

/* The frame size from which the fill and each pass split their rows between two threads (when
 * the options allow two). Measured on the project's 2-core machine under its usual load (load
 * average 5.7-6; two other sessions' simulations and builds: the scheduler shares the cores
 * between sessions, so a second thread mostly waits for its turn) on 2026-11-28, two threads
 * against one, medians of alternate runs: a pass took 1.04-1.10x as long from 4096^2 to 8192^2
 * cells, 0.94-1.03x at 11585^2 and 0.83-1.11x at 16384^2; the fill 0.98-1.07x from 4096^2 to
 * 11585^2 and 0.93-1.01x at 16384^2; below 4096^2 both took 1.3-40x as long (a thread started
 * on a busy core waits up to 4 ms). So the split starts at 2^27 cells, 16 MiB a buffer. On an
 * idle second core it would pay from far smaller maps, but that is not the machine measured. */
#define HS_TERRAIN_SPLIT_CELLS (UINT64_C(1) << 27)

/* The fill alone (no pass) of the frame hs_terrain_generate computes: the whole map, or the
 * window with its halo of `iterations` cells on each side (clipped to the map unless the border
 * wraps); the map's origin is the frame's place in the whole map, negative when a wrapped halo
 * crosses the top or left edge. `plain` takes the plain x86-64 build of the fill even where the
 * processor has AVX2. For the tests, which hold it to hs_hash3 cell by cell. Errors as
 * hs_terrain_generate's; the method is not looked at. */
hs_err hs_terrain_fill_frame(const hs_terrain_options *options, bool plain, hs_terrain_map **out, hs_diag *diag);

#endif

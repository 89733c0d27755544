/* SPDX-License-Identifier: MIT */
/* terrain_internal.h: the layout of a land and water map, shared by the generator and the
 * renderers; outside the library hs_terrain_map is opaque (hexseed/terrain.h). */
#ifndef HEXSEED_TERRAIN_INTERNAL_H
#define HEXSEED_TERRAIN_INTERNAL_H

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

#endif

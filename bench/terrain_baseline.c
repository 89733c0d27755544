/* SPDX-License-Identifier: MIT */
/* terrain_baseline.c: the plain, competent baselines of bench_terrain, built -O2 on their own
 * (bench/meson.build). The automaton: one byte a cell, a one-cell water border around the map so
 * the inner loop has no bounds checks, the eight neighbours summed directly, two buffers swapped
 * each pass (or one, updated as it goes, for the in-place rule). The fill: the library's own
 * first version, a hash a cell and a bit set at a time. */
#include "terrain_baseline.h"

#include <stdlib.h>
#include <string.h>

#include "hexseed/rng.h"
#include "hexseed/terrain.h"

uint8_t *bench_baseline_run(int w, int h, uint32_t seed, double land_ratio, int passes, int survive, int birth,
                            bool in_place)
{
    size_t stride = (size_t)w + 2, size = stride * ((size_t)h + 2);
    uint8_t *a = calloc(size, 1), *b = calloc(size, 1);
    if (!a || !b) {
        free(a);
        free(b);
        return NULL;
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            a[(size_t)(y + 1) * stride + (size_t)x + 1] = hs_terrain_fill(seed, land_ratio, (uint32_t)x, (uint32_t)y);
    for (int p = 0; p < passes; p++) {
        for (int y = 1; y <= h; y++) {
            const uint8_t *up = a + (size_t)(y - 1) * stride, *me = a + (size_t)y * stride,
                          *dn = a + (size_t)(y + 1) * stride;
            uint8_t *out = (in_place ? a : b) + (size_t)y * stride;
            for (int x = 1; x <= w; x++) {
                int n = up[x - 1] + up[x] + up[x + 1] + me[x - 1] + me[x + 1] + dn[x - 1] + dn[x] + dn[x + 1];
                out[x] = (uint8_t)(me[x] ? n >= survive : n >= birth);
            }
        }
        if (!in_place) {
            uint8_t *t = a;
            a = b;
            b = t;
        }
    }
    free(b);
    return a;
}

uint64_t *bench_baseline_fill(int w, int h, uint32_t seed, double land_ratio)
{
    size_t stride = ((size_t)w + 63) / 64;
    uint64_t *bits = calloc(stride * (size_t)h, sizeof *bits);
    if (!bits)
        return NULL;
    uint64_t threshold = (uint64_t)(land_ratio * 4294967296.0);
    for (int y = 0; y < h; y++) {
        uint64_t *row = bits + (size_t)y * stride;
        for (int x = 0; x < w; x++)
            if (hs_hash3(seed, (uint32_t)x, (uint32_t)y) < threshold)
                row[x / 64] |= UINT64_C(1) << (x % 64);
    }
    return bits;
}

/* SPDX-License-Identifier: MIT */
/* test_terrain.c: the fast path equals the reference loops cell for cell over many sizes (widths
 * that are not multiples of 64, 1 x N, N x 1), every border, both updates and both
 * neighbourhoods; windows equal the same crop of the whole map; the fill is a pure function of
 * the cell; bad input gives one clear line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli_run.h"
#include "failalloc.h"
#include "hexseed/render.h"
#include "hexseed/rng.h"
#include "hexseed/terrain.h"
#include "../src/terrain/terrain_internal.h"

/* Cell for cell through hs_terrain_at, row for row through hs_terrain_row (whose bits past the
 * width are 0), and the land count of both accessors. */
static void assert_same(const hs_terrain_map *a, const hs_terrain_map *b, const char *what)
{
    int w = hs_terrain_map_width(a), h = hs_terrain_map_height(a);
    assert_int_equal(w, hs_terrain_map_width(b));
    assert_int_equal(h, hs_terrain_map_height(b));
    uint64_t land = 0;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (hs_terrain_at(a, x, y) != hs_terrain_at(b, x, y))
                fail_msg("%s: cell %d,%d differs", what, x, y);
            land += (uint64_t)hs_terrain_at(a, x, y);
        }
        if (memcmp(hs_terrain_row(a, y), hs_terrain_row(b, y), ((size_t)w + 63) / 64 * sizeof(uint64_t)) != 0)
            fail_msg("%s: row %d differs", what, y);
    }
    assert_true(hs_terrain_land_count(a) == land);
    assert_true(hs_terrain_land_count(b) == land);
}

static void fast_path_equals_the_reference(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1, 1},  {1, 37},  {37, 1},  {2, 2},   {63, 5},  {64, 9},   {65, 7},
                                   {127, 3}, {128, 64}, {129, 66}, {200, 31}, {64, 48}, {300, 130}, {1000, 21}, {777, 12}};
    int cases = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int border = 0; border < 3; border++)
            for (int update = 0; update < 2; update++)
                for (int hex = 0; hex < 2; hex++) {
                    hs_terrain_options o = hs_terrain_default();
                    o.width = sizes[s][0];
                    o.height = sizes[s][1];
                    if (hex && border == HS_BORDER_WRAP && o.height % 2)
                        o.height++;
                    o.border = (hs_border)border;
                    o.update = (hs_update)update;
                    o.neighbourhood = hex ? HS_HEX : HS_MOORE;
                    o.seed = (uint32_t)(s * 31 + border * 7 + update * 3 + hex);
                    o.land_ratio = 0.35 + 0.05 * (double)(s % 5);
                    o.iterations = (int)(s % 4) * 3 + 1;
                    o.threads = 1 + (int)(s % 2);
                    if (s % 3 == 0) { /* other thresholds too */
                        o.survive = 3;
                        o.birth = hex ? 3 : 6;
                    }
                    hs_terrain_map *fast = NULL, *plain = NULL, *ref = NULL;
                    assert_int_equal(hs_terrain_generate(&o, &fast, NULL), HS_OK);
                    assert_int_equal(hs_terrain_generate_plain(&o, &plain, NULL), HS_OK);
                    assert_int_equal(hs_terrain_reference(&o, &ref, NULL), HS_OK);
                    char what[96];
                    snprintf(what, sizeof what, "%dx%d border %d update %d hex %d", o.width, o.height, border, update, hex);
                    assert_same(fast, ref, what);
                    assert_same(plain, ref, what);
                    hs_terrain_free(fast);
                    hs_terrain_free(plain);
                    hs_terrain_free(ref);
                    cases++;
                }
    assert_int_equal(cases, 15 * 12);
}

/* Thresholds of 0 (every cell of that state becomes land) and of 9 (never met) in both updates;
 * in place, the threshold once the left cell is land stays 0, not -1. */
static void extreme_thresholds_equal_the_reference(void **state)
{
    (void)state;
    static const int rules[][2] = {{0, 0}, {0, 9}, {9, 0}, {1, 8}, {9, 9}};
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++)
        for (int update = 0; update < 2; update++) {
            hs_terrain_options o = hs_terrain_default();
            o.width = 90;
            o.height = 11;
            o.iterations = 3;
            o.update = (hs_update)update;
            o.survive = rules[r][0];
            o.birth = rules[r][1];
            o.seed = (uint32_t)r;
            hs_terrain_map *fast = NULL, *ref = NULL;
            assert_int_equal(hs_terrain_generate(&o, &fast, NULL), HS_OK);
            assert_int_equal(hs_terrain_reference(&o, &ref, NULL), HS_OK);
            assert_same(fast, ref, "extreme thresholds");
            if (rules[r][0] == 0 && rules[r][1] == 0)
                assert_true(hs_terrain_land_count(fast) == 90 * 11);
            if (rules[r][0] == 9 && rules[r][1] == 9)
                assert_true(hs_terrain_land_count(fast) == 0);
            hs_terrain_free(fast);
            hs_terrain_free(ref);
        }
}

/* Maps big enough to split the passes and the fill between two threads (HS_TERRAIN_SPLIT_CELLS):
 * the same map as one thread makes, in both builds of the row function. */
static void two_threads_make_the_same_map(void **state)
{
    (void)state;
    hs_terrain_options o = hs_terrain_default();
    o.width = 4096;
    o.height = (int)(HS_TERRAIN_SPLIT_CELLS / 4096);
    o.iterations = 2;
    o.seed = 77;
    for (int hex = 0; hex < 2; hex++) {
        o.neighbourhood = hex ? HS_HEX : HS_MOORE;
        hs_terrain_map *one = NULL, *two = NULL, *plain = NULL;
        o.threads = 1;
        assert_int_equal(hs_terrain_generate(&o, &one, NULL), HS_OK);
        o.threads = 2;
        assert_int_equal(hs_terrain_generate(&o, &two, NULL), HS_OK);
        assert_int_equal(hs_terrain_generate_plain(&o, &plain, NULL), HS_OK);
        size_t bytes = (size_t)o.height * 4096 / 8; /* the rows lie end to end */
        assert_memory_equal(hs_terrain_row(one, 0), hs_terrain_row(two, 0), bytes);
        assert_memory_equal(hs_terrain_row(one, 0), hs_terrain_row(plain, 0), bytes);
        uint64_t land = hs_terrain_land_count(one), cells = (uint64_t)o.width * (uint64_t)o.height;
        assert_true(land > cells / 4 && land < cells / 4 * 3);
        hs_terrain_free(one);
        hs_terrain_free(two);
        hs_terrain_free(plain);
    }
}

/* Small maps cut into chunks of one and of three rows, shared by 2, 3, 5 and 64 threads started
 * whatever the size: the same map as one thread makes, with every border, both updates and both
 * neighbourhoods, whole maps and windows, in both builds. */
static void many_threads_make_the_same_map(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1, 1}, {3, 2}, {65, 7}, {129, 66}, {300, 130}, {1000, 21}};
    static const int threads[] = {2, 3, 5, HS_TERRAIN_MAX_THREADS};
    int cases = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int border = 0; border < 3; border++)
            for (int update = 0; update < 2; update++)
                for (int hex = 0; hex < 2; hex++) {
                    hs_terrain_options o = hs_terrain_default();
                    o.width = sizes[s][0];
                    o.height = sizes[s][1];
                    if (hex && border == HS_BORDER_WRAP && o.height % 2)
                        o.height++;
                    o.border = (hs_border)border;
                    o.update = (hs_update)update;
                    o.neighbourhood = hex ? HS_HEX : HS_MOORE;
                    o.seed = (uint32_t)(s * 17 + (size_t)border * 5 + (size_t)update * 3 + (size_t)hex);
                    o.iterations = 1 + (int)(s % 3) * 2;
                    if (update == HS_UPDATE_SIMULTANEOUS && o.width > 4 && o.height > 4 && s % 2) {
                        o.window_x = 1; /* a window with its halo */
                        o.window_y = o.height / 3;
                        o.window_w = o.width - 3;
                        o.window_h = o.height / 2;
                    }
                    o.threads = 1;
                    hs_terrain_map *one = NULL;
                    assert_int_equal(hs_terrain_generate(&o, &one, NULL), HS_OK);
                    for (size_t t = 0; t < sizeof threads / sizeof threads[0]; t++)
                        for (int plain = 0; plain < 2; plain++) {
                            o.threads = threads[t];
                            hs_terrain_map *many = NULL;
                            uint64_t chunk = (uint64_t)(t % 2 ? 1 : 3 * o.width); /* a row, three rows */
                            assert_int_equal(hs_terrain_generate_split(&o, plain, 0, chunk, &many, NULL), HS_OK);
                            char what[96];
                            snprintf(what, sizeof what, "%dx%d border %d update %d hex %d, %d threads", o.width,
                                     o.height, border, update, hex, o.threads);
                            assert_same(many, one, what);
                            hs_terrain_free(many);
                            cases++;
                        }
                    hs_terrain_free(one);
                }
    assert_int_equal(cases, 6 * 12 * 4 * 2);
}

/* The library's own checks (the CLI and the server refuse most of these before): one table of
 * bad options, each with its error and its reason, from hs_terrain_check and from both makers. */
typedef struct bad_options {
    int width, height;
    double land_ratio;
    int iterations, survive, birth, threads;
    int neighbourhood, border, update, method;
    int window[4];
    uint64_t max_cells;
    hs_err err;
    const char *msg;
} bad_options;

static void options_say_what_is_wrong(void **state)
{
    (void)state;
    const bad_options cases[] = {
        {0, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "width 0 is not from 1 to 1048576"},
        {1048577, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "width 1048577 is not from 1 to 1048576"},
        {64, 0, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "height 0 is not from 1 to 1048576"},
        {64, 1048577, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "height 1048577 is not from 1 to 1048576"},
        {64, 48, -0.25, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "land ratio -0.25 is not from 0 to 1"},
        {64, 48, 1.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "land ratio 1.5 is not from 0 to 1"},
        {64, 48, 0.5, -1, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "iterations -1 is not from 0 to 1000"},
        {64, 48, 0.5, 1001, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "iterations 1001 is not from 0 to 1000"},
        {64, 48, 0.5, 8, 10, -1, 2, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "a threshold above 9 neighbours can never be met"},
        {64, 48, 0.5, 8, -1, 8, 2, HS_HEX, 0, 0, 0, {0}, 0, HS_EINVAL, "a threshold above 7 neighbours can never be met"},
        {64, 48, 0.5, 8, -1, -1, 0, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "threads 0 is not from 1 to 64"},
        {64, 48, 0.5, 8, -1, -1, 65, HS_MOORE, 0, 0, 0, {0}, 0, HS_EINVAL, "threads 65 is not from 1 to 64"},
        {64, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {-1, 0, 4, 4}, 0, HS_EINVAL,
         "window -1,0,4,4 is not inside the 64x48 map"},
        {64, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0, -1, 4, 4}, 0, HS_EINVAL,
         "window 0,-1,4,4 is not inside the 64x48 map"},
        {64, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0, 0, 4, 0}, 0, HS_EINVAL,
         "window 0,0,4,0 is not inside the 64x48 map"},
        {64, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0, 45, 4, 4}, 0, HS_EINVAL,
         "window 0,45,4,4 is not inside the 64x48 map"},
        {64, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {0}, 3071, HS_ELIMIT, "3072 cells is more than the limit of 3071"},
        /* a window's cost is the window and its halo of one cell a pass */
        {64, 48, 0.5, 8, -1, -1, 2, HS_MOORE, 0, 0, 0, {10, 10, 4, 4}, 399, HS_ELIMIT,
         "400 cells is more than the limit of 399"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const bad_options *c = &cases[k];
        hs_terrain_options o = hs_terrain_default();
        o.width = c->width;
        o.height = c->height;
        o.land_ratio = c->land_ratio;
        o.iterations = c->iterations;
        o.survive = c->survive;
        o.birth = c->birth;
        o.threads = c->threads;
        o.neighbourhood = (hs_neighbourhood)c->neighbourhood;
        o.border = (hs_border)c->border;
        o.update = (hs_update)c->update;
        o.method = (hs_terrain_method)c->method;
        o.window_x = c->window[0];
        o.window_y = c->window[1];
        o.window_w = c->window[2];
        o.window_h = c->window[3];
        if (c->max_cells)
            o.max_cells = c->max_cells;
        hs_diag d = {{0}};
        if (hs_terrain_check(&o, &d) != c->err || strcmp(d.msg, c->msg) != 0)
            fail_msg("case %zu: got '%s', want '%s'", k, d.msg, c->msg);
        hs_terrain_map *m = (hs_terrain_map *)&m;
        assert_int_equal(hs_terrain_generate(&o, &m, NULL), c->err);
        assert_null(m);
        m = (hs_terrain_map *)&m;
        assert_int_equal(hs_terrain_reference(&o, &m, NULL), c->err);
        assert_null(m);
    }
    /* Accepted: no limit at all (max_cells 0), and a window of a subdivided map in place (the
     * subdivision has no passes to update). */
    hs_terrain_options o = hs_terrain_default();
    o.max_cells = 0;
    assert_int_equal(hs_terrain_check(&o, NULL), HS_OK);
    o.method = HS_METHOD_SUBDIVIDE;
    o.update = HS_UPDATE_IN_PLACE;
    o.window_w = o.window_h = 8;
    assert_int_equal(hs_terrain_check(&o, NULL), HS_OK);
    hs_terrain_free(NULL); /* a no-op, as every _free */
}

/* A window of the map, computed alone with its halo, is the same crop of the whole map. */
static void windows_equal_crops(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(11);
    for (int k = 0; k < 120; k++) {
        hs_terrain_options o = hs_terrain_default();
        o.width = 40 + (int)hs_rng_below(&r, 200);
        o.height = 20 + 2 * (int)hs_rng_below(&r, 60);
        o.border = (hs_border)(k % 3);
        o.neighbourhood = k % 4 == 1 ? HS_HEX : HS_MOORE;
        o.iterations = (int)hs_rng_below(&r, 12);
        o.seed = hs_rng_next(&r);
        hs_terrain_map *whole = NULL, *win = NULL;
        assert_int_equal(hs_terrain_generate(&o, &whole, NULL), HS_OK);
        o.window_x = (int)hs_rng_below(&r, (uint32_t)o.width);
        o.window_y = (int)hs_rng_below(&r, (uint32_t)o.height);
        o.window_w = 1 + (int)hs_rng_below(&r, (uint32_t)(o.width - o.window_x));
        o.window_h = 1 + (int)hs_rng_below(&r, (uint32_t)(o.height - o.window_y));
        assert_int_equal(hs_terrain_generate(&o, &win, NULL), HS_OK);
        if (k % 10 == 0) { /* the reference cuts the same window from its whole map */
            hs_terrain_map *ref = NULL;
            assert_int_equal(hs_terrain_reference(&o, &ref, NULL), HS_OK);
            assert_same(win, ref, "reference window");
            assert_int_equal(hs_terrain_map_origin_x(ref), o.window_x);
            hs_terrain_free(ref);
        }
        assert_int_equal(hs_terrain_map_origin_x(win), o.window_x);
        assert_int_equal(hs_terrain_map_origin_y(win), o.window_y);
        for (int y = 0; y < o.window_h; y++)
            for (int x = 0; x < o.window_w; x++)
                if (hs_terrain_at(win, x, y) != hs_terrain_at(whole, x + o.window_x, y + o.window_y))
                    fail_msg("case %d: window %d,%d,%d,%d of %dx%d (border %d) differs at %d,%d", k, o.window_x,
                             o.window_y, o.window_w, o.window_h, o.width, o.height, o.border, x, y);
        hs_terrain_free(whole);
        hs_terrain_free(win);
    }
}

static void the_fill_is_a_pure_function_of_the_cell(void **state)
{
    (void)state;
    hs_terrain_options o = hs_terrain_default();
    o.iterations = 0;
    o.seed = 99;
    o.width = 100;
    o.height = 50;
    hs_terrain_map *m = NULL;
    assert_int_equal(hs_terrain_generate(&o, &m, NULL), HS_OK);
    long land = 0;
    for (int y = 0; y < 50; y++)
        for (int x = 0; x < 100; x++) {
            assert_int_equal(hs_terrain_at(m, x, y), hs_terrain_fill(99, 0.5, (uint32_t)x, (uint32_t)y));
            land += hs_terrain_at(m, x, y);
        }
    assert_true(land > 2300 && land < 2700); /* about half of 5000 */
    hs_terrain_free(m);
    o.land_ratio = 0;
    assert_int_equal(hs_terrain_generate(&o, &m, NULL), HS_OK);
    for (int y = 0; y < 50; y++)
        for (int x = 0; x < 100; x++)
            assert_int_equal(hs_terrain_at(m, x, y), 0);
    hs_terrain_free(m);
}

/* The fill hs_terrain_generate makes 64 cells a word from column hashes (the part of hs_hash3
 * that depends on x alone, computed once per column), cell by cell against hs_hash3 itself as the
 * fill called it once per cell: random sizes from 1 x 1 to 300 x 300 (widths of every remainder
 * modulo 64), seeds, land ratios (0 and 1 too), windows with their halo, the three borders (under
 * wrap the halo wraps around the map's edges), in both builds of the fill and through
 * hs_terrain_generate without passes. Every bit of every row is compared, the bits past the
 * width too (they must be 0). */
static uint64_t *reference_fill(uint32_t seed, double land_ratio, const hs_terrain_options *o, int64_t x0, int64_t y0,
                                int w, int h)
{
    size_t stride = ((size_t)w + 63) / 64;
    uint64_t *bits = calloc(stride * (size_t)h, sizeof *bits);
    assert_non_null(bits);
    uint64_t threshold = (uint64_t)(land_ratio * 4294967296.0);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int64_t gx = x0 + x, gy = y0 + y;
            if (o->border == HS_BORDER_WRAP) {
                gx = (gx % o->width + o->width) % o->width;
                gy = (gy % o->height + o->height) % o->height;
            }
            if (hs_hash3(seed, (uint32_t)gx, (uint32_t)gy) < threshold)
                bits[(size_t)y * stride + (size_t)x / 64] |= UINT64_C(1) << (x % 64);
        }
    return bits;
}

static void assert_rows(const hs_terrain_map *m, const uint64_t *want, int w, int h, const char *what)
{
    assert_int_equal(hs_terrain_map_width(m), w);
    assert_int_equal(hs_terrain_map_height(m), h);
    size_t stride = ((size_t)w + 63) / 64;
    for (int y = 0; y < h; y++)
        for (size_t k = 0; k < stride; k++)
            if (hs_terrain_row(m, y)[k] != want[(size_t)y * stride + k])
                fail_msg("%s: row %d, word %zu: %016llx, want %016llx", what, y, k,
                         (unsigned long long)hs_terrain_row(m, y)[k], (unsigned long long)want[(size_t)y * stride + k]);
}

static void the_word_fill_equals_the_cell_fill(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(2026);
    for (int k = 0; k < 400; k++) {
        hs_terrain_options o = hs_terrain_default();
        o.width = 1 + (int)hs_rng_below(&r, 300);
        o.height = 1 + (int)hs_rng_below(&r, 300);
        if (k < 64) /* every remainder of the width modulo 64 at least once */
            o.width = 64 * (int)hs_rng_below(&r, 4) + k + (k == 0 && hs_rng_below(&r, 2) ? 64 : 0);
        if (o.width == 0)
            o.width = 64;
        o.border = (hs_border)(k % 3);
        o.seed = k % 7 == 0 ? (uint32_t)k : hs_rng_next(&r);
        static const double ratios[] = {0.0, 1.0, 0.5, 0.999999, 1e-9};
        o.land_ratio = k % 4 == 0 ? ratios[(k / 4) % 5] : hs_rng_float(&r);
        o.iterations = (int)hs_rng_below(&r, 13); /* the halo of a window */
        o.threads = 1 + (int)hs_rng_below(&r, 2);
        int64_t x0 = 0, y0 = 0;
        int w = o.width, h = o.height;
        if (k % 5 != 4) { /* a window, four cases in five */
            o.window_x = (int)hs_rng_below(&r, (uint32_t)o.width);
            o.window_y = (int)hs_rng_below(&r, (uint32_t)o.height);
            o.window_w = 1 + (int)hs_rng_below(&r, (uint32_t)(o.width - o.window_x));
            o.window_h = 1 + (int)hs_rng_below(&r, (uint32_t)(o.height - o.window_y));
            int64_t halo = o.iterations;
            x0 = o.window_x - halo;
            y0 = o.window_y - halo;
            int64_t x1 = o.window_x + o.window_w + halo, y1 = o.window_y + o.window_h + halo;
            if (o.border != HS_BORDER_WRAP) { /* clipped to the map */
                x0 = x0 < 0 ? 0 : x0;
                y0 = y0 < 0 ? 0 : y0;
                x1 = x1 > o.width ? o.width : x1;
                y1 = y1 > o.height ? o.height : y1;
            }
            w = (int)(x1 - x0);
            h = (int)(y1 - y0);
        }
        char what[160];
        snprintf(what, sizeof what, "case %d: %dx%d seed %u ratio %.9g border %d window %d,%d,%d,%d halo %d", k,
                 o.width, o.height, (unsigned)o.seed, o.land_ratio, o.border, o.window_x, o.window_y, o.window_w,
                 o.window_h, o.iterations);
        uint64_t *want = reference_fill(o.seed, o.land_ratio, &o, x0, y0, w, h);
        for (int plain = 0; plain < 2; plain++) {
            hs_terrain_map *m = NULL;
            assert_int_equal(hs_terrain_fill_frame(&o, plain, &m, NULL), HS_OK);
            assert_int_equal(hs_terrain_map_origin_x(m), x0);
            assert_int_equal(hs_terrain_map_origin_y(m), y0);
            assert_rows(m, want, w, h, what);
            hs_terrain_free(m);
        }
        free(want);
        /* The same fill through the public path: the window itself when there are no passes. */
        o.iterations = 0;
        if (o.window_w) {
            x0 = o.window_x;
            y0 = o.window_y;
            w = o.window_w;
            h = o.window_h;
        }
        want = reference_fill(o.seed, o.land_ratio, &o, x0, y0, w, h);
        hs_terrain_map *fast = NULL, *plain = NULL;
        assert_int_equal(hs_terrain_generate(&o, &fast, NULL), HS_OK);
        assert_int_equal(hs_terrain_generate_plain(&o, &plain, NULL), HS_OK);
        assert_rows(fast, want, w, h, what);
        assert_rows(plain, want, w, h, what);
        hs_terrain_free(fast);
        hs_terrain_free(plain);
        free(want);
    }
}

/* Subdivision: both entry points make the same map from the same options, a window is the
 * same crop of it, and the land share follows the coarse ratio. */
static void subdivision_maps(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 20; seed++) {
        hs_terrain_options o = hs_terrain_default();
        o.method = HS_METHOD_SUBDIVIDE;
        o.seed = seed;
        o.width = 37 + (int)seed * 5;
        o.height = 23 + (int)seed * 3;
        hs_terrain_map *m = NULL, *again = NULL, *win = NULL;
        assert_int_equal(hs_terrain_generate(&o, &m, NULL), HS_OK);
        assert_int_equal(hs_terrain_reference(&o, &again, NULL), HS_OK);
        assert_same(m, again, "subdivide");
        long land = 0;
        for (int y = 0; y < o.height; y++)
            for (int x = 0; x < o.width; x++)
                land += hs_terrain_at(m, x, y);
        assert_true(land > 0 && land < (long)o.width * o.height);
        o.window_x = 3;
        o.window_y = 2;
        o.window_w = 10;
        o.window_h = 7;
        assert_int_equal(hs_terrain_generate(&o, &win, NULL), HS_OK);
        for (int y = 0; y < 7; y++)
            for (int x = 0; x < 10; x++)
                assert_int_equal(hs_terrain_at(win, x, y), hs_terrain_at(m, x + 3, y + 2));
        hs_terrain_free(m);
        hs_terrain_free(again);
        hs_terrain_free(win);
    }
}

/* The API's conventions on a map: a bad scale is HS_EINVAL with its reason, nothing written; a
 * requested cancel is HS_ECANCEL; reserved space that is not zero is HS_EINVAL. */
static void renderers_and_options_say_what_is_wrong(void **state)
{
    (void)state;
    hs_terrain_options o = hs_terrain_default();
    o.width = 40;
    o.height = 30;
    hs_terrain_map *m = NULL;
    assert_int_equal(hs_terrain_generate(&o, &m, NULL), HS_OK);
    hs_buf out = {0};
    hs_diag d = {{0}};
    assert_int_equal(hs_render_terrain_png(m, hs_sink_buf(&out), 0, &d), HS_EINVAL);
    assert_string_equal(d.msg, "scale 0 is not from 1 to 64 pixels a cell");
    assert_int_equal(hs_render_terrain_svg(m, hs_sink_buf(&out), 65, &d), HS_EINVAL);
    assert_string_equal(d.msg, "scale 65 is not from 1 to 64 pixels a cell");
    assert_int_equal(out.len, 0);
    assert_int_equal(hs_render_terrain_png(m, hs_sink_buf(&out), 2, NULL), HS_OK);
    assert_true(out.len > 8);
    hs_buf_free(&out);
    hs_terrain_free(m);

    hs_cancel cancel = {0};
    hs_cancel_request(&cancel);
    o.cancel = &cancel;
    m = NULL;
    assert_int_equal(hs_terrain_generate(&o, &m, &d), HS_ECANCEL);
    assert_null(m);
    assert_string_equal(d.msg, "cancelled after 0 of 8 passes");
    hs_cancel_reset(&cancel);
    assert_false(hs_cancel_requested(&cancel));
    assert_int_equal(hs_terrain_generate(&o, &m, NULL), HS_OK);
    hs_terrain_free(m);

    o = hs_terrain_default();
    o.reserved[3] = 1;
    assert_int_equal(hs_terrain_check(&o, &d), HS_EINVAL);
    assert_string_equal(d.msg, "hs_terrain_options.reserved is not zero: start from hs_terrain_default() and set only "
                               "the fields this version of hexseed has");
}

/* `hexseed terrain` given what it cannot take, and the one line each must say (exit 2). */
static const cli_bad_case terrain_bad[] = {
    {ARGS("terrain", "--width", "0"), "hexseed: width '0' is not a whole number from 1 to 1048576\n"},
    {ARGS("terrain", "--width", "2000000"), "hexseed: width '2000000' is not a whole number from 1 to 1048576\n"},
    {ARGS("terrain", "--land-ratio", "1.5"), "hexseed: land-ratio '1.5' is not a number from 0 to 1\n"},
    {ARGS("terrain", "--threads", "0"), "hexseed: threads '0' is not a whole number from 1 to 64\n"},
    {ARGS("terrain", "--threads", "65"), "hexseed: threads '65' is not a whole number from 1 to 64\n"},
    {ARGS("terrain", "--border", "lava"), "hexseed: unknown border 'lava' (borders: water, land, wrap)\n"},
    {ARGS("terrain", "--update", "random"), "hexseed: unknown update 'random' (updates: simultaneous, in-place)\n"},
    {ARGS("terrain", "--neighbourhood", "von-neumann"),
     "hexseed: unknown neighbourhood 'von-neumann' (neighbourhoods: moore, hex)\n"},
    {ARGS("terrain", "--format", "gif"), "hexseed: unknown format 'gif' (formats: text, png, pgm, svg, json, tmj)\n"},
    {ARGS("terrain", "--window", "60,40,10,10", "--seed", "1"),
     "hexseed: window 60,40,10,10 is not inside the 64x48 map\n"},
    {ARGS("terrain", "--window", "1,2,3"), "hexseed: window '1,2,3' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--window", "0,0,8,8", "--update", "in-place", "--seed", "1"),
     "hexseed: a window needs simultaneous updates: in place, every cell depends on all before it\n"},
    {ARGS("terrain", "--width", "70000", "--height", "70000", "--seed", "1"),
     "hexseed: 4900000000 cells is more than the limit of 4294967296\n"},
    {ARGS("terrain", "--width", "5", "--width", "6"), "hexseed: --width given twice\n"},
    {ARGS("terrain", "--iterations", "-1"), "hexseed: iterations '-1' is not a whole number from 0 to 1000\n"},
    {ARGS("terrain", "--neighbourhood", "hex", "--border", "wrap", "--height", "5", "--seed", "1"),
     "hexseed: hex rows wrap only with an even height (odd rows are shifted)\n"},
    {ARGS("terrain", "--width", "1000", "--height", "1000", "--format", "svg", "--seed", "1"),
     "hexseed: svg is for maps up to 262144 cells; use png for 1000x1000\n"},
    {ARGS("terrain", "--method", "fractal"), "hexseed: unknown method 'fractal' (methods: automaton, subdivide)\n"},
    {ARGS("terrain", "--method", "subdivide", "--width", "20000", "--height", "20000", "--seed", "1"),
     "hexseed: subdivision keeps a byte a cell: 400000000 cells is more than its limit of 268435456\n"},
    {ARGS("terrain", "--scale", "0"), "hexseed: scale '0' is not a whole number from 1 to 64\n"},
};

static void cli_bad_input_and_formats(void **state)
{
    (void)state;
    cli_expect_bad_cases(terrain_bad, sizeof terrain_bad / sizeof terrain_bad[0]);
    cli_result r;
    assert_int_equal(cli_run(ARGS("terrain", "--seed", "5", "--width", "10", "--height", "3", "--iterations", "0"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_int_equal(strlen(r.out), 33);
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 10; x++)
            assert_int_equal(r.out[y * 11 + x], hs_terrain_fill(5, 0.5, (uint32_t)x, (uint32_t)y) ? '#' : '.');
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("terrain", "--seed", "5", "--format", "png", "--scale", "3", "-o", "-"), NULL, &r), 0);
    assert_memory_equal(r.out, "\x89PNG\r\n\x1a\n", 8);
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("terrain", "--seed", "5", "--format", "pgm"), NULL, &r), 0);
    assert_memory_equal(r.out, "P5\n64 48\n255\n", 13);
    assert_int_equal(r.out_len, 13 + 64 * 48);
    /* --threads is taken, and never changes the map (4096^2: a map where the threads start) */
    cli_result three;
    assert_int_equal(cli_run(ARGS("terrain", "--seed", "5", "--width", "4096", "--height", "4096", "--format", "pgm",
                                  "--threads", "3"),
                             NULL, &three),
                     0);
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("terrain", "--seed", "5", "--width", "4096", "--height", "4096", "--format", "pgm",
                                  "--threads", "1"),
                             NULL, &r),
                     0);
    assert_int_equal(three.status, 0);
    assert_int_equal(r.status, 0);
    assert_int_equal(r.out_len, three.out_len);
    assert_memory_equal(r.out, three.out, r.out_len);
    cli_result_free(&three);
    cli_result_free(&r);
}

/* Out of memory at every allocation of each way to make a map: HS_ENOMEM with its reason,
 * no map, nothing leaked; the run without a failure makes the map. */
typedef struct oom_case {
    hs_terrain_options o;
    bool reference;
} oom_case;

static int make_map(void *ctx)
{
    const oom_case *c = ctx;
    hs_terrain_map *m = (hs_terrain_map *)&m; /* not NULL: the call must set it */
    hs_diag d = {{0}};
    hs_err e = c->reference ? hs_terrain_reference(&c->o, &m, &d) : hs_terrain_generate(&c->o, &m, &d);
    if (e == HS_OK) {
        assert_non_null(m);
        assert_int_equal(hs_terrain_map_width(m), c->o.window_w ? c->o.window_w : c->o.width);
        hs_terrain_free(m);
    } else {
        assert_null(m);
        assert_non_null(strstr(d.msg, "out of memory"));
    }
    return e;
}

static void out_of_memory_is_enomem(void **state)
{
    (void)state;
    oom_case c = {hs_terrain_default(), false};
    c.o.width = 70;
    c.o.height = 20;
    assert_int_equal(failalloc_sweep(make_map, &c, HS_ENOMEM), 4); /* 2 frames, scratch, map */
    c.o.update = HS_UPDATE_IN_PLACE;
    assert_int_equal(failalloc_sweep(make_map, &c, HS_ENOMEM), 3); /* frame, scratch, map */
    c.o.height = 1;
    c.o.border = HS_BORDER_WRAP;
    assert_int_equal(failalloc_sweep(make_map, &c, HS_ENOMEM), 4); /* and the ring's bytes */
    c.o.height = 20;
    c.o.border = HS_BORDER_WATER;
    c.o.update = HS_UPDATE_SIMULTANEOUS;
    c.o.window_x = 5;
    c.o.window_y = 4;
    c.o.window_w = 9;
    c.o.window_h = 6;
    assert_int_equal(failalloc_sweep(make_map, &c, HS_ENOMEM), 5); /* frames, scratch, window's 2 */
    c.o.method = HS_METHOD_SUBDIVIDE;
    assert_int_equal(failalloc_sweep(make_map, &c, HS_ENOMEM), 4); /* 2 levels, window's 2 */
    c.reference = true;
    assert_int_equal(failalloc_sweep(make_map, &c, HS_ENOMEM), 4);
    c.o.method = HS_METHOD_AUTOMATON;
    assert_int_equal(failalloc_sweep(make_map, &c, HS_ENOMEM), 4); /* 2 grids, window's 2 */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fast_path_equals_the_reference),
        cmocka_unit_test(extreme_thresholds_equal_the_reference),
        cmocka_unit_test(two_threads_make_the_same_map),
        cmocka_unit_test(many_threads_make_the_same_map),
        cmocka_unit_test(options_say_what_is_wrong),
        cmocka_unit_test(windows_equal_crops),
        cmocka_unit_test(the_fill_is_a_pure_function_of_the_cell),
        cmocka_unit_test(the_word_fill_equals_the_cell_fill),
        cmocka_unit_test(subdivision_maps),
        cmocka_unit_test(renderers_and_options_say_what_is_wrong),
        cmocka_unit_test(cli_bad_input_and_formats),
        cmocka_unit_test(out_of_memory_is_enomem),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

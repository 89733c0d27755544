/* SPDX-License-Identifier: MIT */
/* check.h: small helpers the unit tests share: the data lines of a golden or reference file (and
 * the writing of a golden file anew), the board of some options, a board on a landmass, the tiles
 * of one terrain. Header-only (static inline): the WebAssembly build of the tests links a fixed list of
 * helper sources (js/gen-ninja.py), and these are needed there too. */
#ifndef HEXSEED_TEST_CHECK_H
#define HEXSEED_TEST_CHECK_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/board.h"
#include "hexseed/catan.h"

/* The data lines of a text file: those neither blank nor comments (starting with '#'). */
typedef struct data_lines {
    char **line; /* in file order, each without its newline (owned; data_lines_free) */
    size_t n;
} data_lines;

/* Reads the data lines of the file `path`, of any length; fails the running test when the file
 * cannot be read or memory runs out. */
static inline data_lines data_lines_read(const char *path)
{
    data_lines d = {NULL, 0};
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("cannot read %s", path);
    char *text = NULL;
    size_t cap = 0, room = 0;
    while (getline(&text, &cap, f) >= 0) {
        if (text[0] == '#' || text[0] == '\n')
            continue;
        text[strcspn(text, "\n")] = '\0';
        if (d.n == room) {
            room = room ? 2 * room : 64;
            char **more = realloc(d.line, room * sizeof *more);
            assert_non_null(more);
            d.line = more;
        }
        d.line[d.n] = strdup(text);
        assert_non_null(d.line[d.n]);
        d.n++;
    }
    free(text);
    fclose(f);
    return d;
}

static inline void data_lines_free(data_lines *d)
{
    for (size_t k = 0; k < d->n; k++)
        free(d->line[k]);
    free(d->line);
    d->line = NULL;
    d->n = 0;
}

/* The data lines of the golden file `path`, as data_lines_read. With HEXSEED_WRITE_GOLDEN set
 * (HEXSEED_WRITE_GOLDEN=1 build/tests/test_<module>), the file is first written anew with what
 * `write` writes (false when it cannot make a line); the running test fails when the file cannot
 * be written whole. */
static inline data_lines golden_lines(const char *path, bool (*write)(FILE *f))
{
    if (getenv("HEXSEED_WRITE_GOLDEN")) {
        FILE *f = fopen(path, "w");
        if (!f)
            fail_msg("cannot write %s", path);
        bool whole = write(f);
        if (fclose(f) != 0 || !whole)
            fail_msg("could not write %s whole", path);
    }
    return data_lines_read(path);
}

/* The board hs_board_make makes of `o`; fails the running test, with the reason, when it makes
 * none. */
static inline hs_board board_made(const hs_catan_options *o)
{
    hs_board b;
    hs_diag diag = {{0}};
    if (hs_board_make(o, &b, &diag) != HS_OK)
        fail_msg("%s", diag.msg);
    return b;
}

/* The board of layout `mode` and `seed`, every other option at its default, as board_made. */
static inline hs_board board_of(hs_mode mode, uint32_t seed)
{
    hs_catan_options o = hs_catan_default();
    o.mode = mode;
    o.seed = seed;
    return board_made(&o);
}

/* The options of a Seafarers board on the landmass of `rule` and `start` (hexseed/landmass.h)
 * with `seed`, every other option at its default. */
static inline hs_catan_options on_landmass(uint8_t rule, uint8_t start, uint32_t seed)
{
    hs_catan_options o = hs_catan_default();
    o.mode = HS_MODE_SEAFARERS;
    o.landmass = true;
    o.land_rule = rule;
    o.land_start = start;
    o.seed = seed;
    return o;
}

/* How many tiles of `b` are of terrain `terrain`. */
static inline int count_terrain(const hs_board *b, int terrain)
{
    int n = 0;
    for (int t = 0; t < b->n_tiles; t++)
        n += b->tiles[t].terrain == terrain;
    return n;
}

#endif

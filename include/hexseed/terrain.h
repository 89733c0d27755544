/* SPDX-License-Identifier: MIT */
/* hexseed/terrain.h: land and water maps by the 2-D "4-5" cellular automaton
 * (docs/terrain.md), from 64 x 48 to game-world sizes: a reference implementation
 * in plain loops and a fast one (bit-packed rows, bit-sliced neighbour counts, threads) that
 * give the same map cell for cell; any window of a huge map computed by itself.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_TERRAIN_H
#define HEXSEED_TERRAIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hs_update { HS_UPDATE_SIMULTANEOUS, HS_UPDATE_IN_PLACE } hs_update;
typedef enum hs_border { HS_BORDER_WATER, HS_BORDER_LAND, HS_BORDER_WRAP } hs_border;
typedef enum hs_neighbourhood { HS_MOORE, HS_HEX } hs_neighbourhood;
typedef enum hs_terrain_method { HS_METHOD_AUTOMATON, HS_METHOD_SUBDIVIDE } hs_terrain_method;

#define HS_TERRAIN_MAX_SIDE 1048576
#define HS_TERRAIN_DEFAULT_LIMIT (UINT64_C(1) << 32) /* 65536 x 65536 cells */
#define HS_TERRAIN_SUBDIVIDE_MAX_CELLS (UINT64_C(1) << 28) /* a byte a cell: 256 MiB */
#define HS_TERRAIN_MAX_THREADS 64

typedef struct hs_terrain_options {
    int width, height;        /* 1..1048576 each; default 64 x 48 */
    double land_ratio;        /* 0..1, the share of land in the random fill; default 0.5 */
    int iterations;           /* 0..1000 passes of the rule; default 8 */
    hs_update update;         /* default simultaneous */
    hs_border border;         /* what lies beyond the edge; default water */
    hs_neighbourhood neighbourhood; /* default Moore (8 neighbours); hex: 6, odd rows shifted right */
    int survive;              /* a land cell stays land with at least this many land neighbours;
                                 -1 (default): 4 for Moore, 3 for hex */
    int birth;                /* a water cell becomes land with at least this many; -1: 5 / 4 */
    uint32_t seed;
    /* A window of the map, computed by itself (simultaneous mode only): cells [x, x + w) x
     * [y, y + h). w == 0 means the whole map. */
    int window_x, window_y, window_w, window_h;
    uint64_t max_cells;       /* refuse larger requests (the map, or the window with its halo);
                                 default HS_TERRAIN_DEFAULT_LIMIT */
    int threads;              /* fast path: 1..HS_TERRAIN_MAX_THREADS (default 2); threads start
                                 only for maps big enough to pay for them, and never change the
                                 map */
    /* HS_METHOD_SUBDIVIDE: the series' earlier generator instead of the automaton: a coarse map
     * of one cell per 4 x 4, split twice into 2 x 2 children that keep their parent's state with
     * probability 0.8, then one clean-up pass (docs/terrain.md). Uses only the size, land_ratio
     * (of the coarse map), seed and window; whole-map cost, so windows are cropped. */
    hs_terrain_method method;
    /* Optional (default NULL): called from the calling thread after the fill and after each
     * pass of the automaton with the cells done so far and the cells of the whole run (cells
     * computed x (passes + 1)), for progress lines on long runs. Not called by the subdivide
     * method or the reference loops. */
    void (*progress)(void *ctx, uint64_t done, uint64_t total);
    void *progress_ctx;
    /* Cooperative cancellation (optional): when it points to true, generation stops after the
     * current pass with HS_ECANCEL. Default NULL: never cancelled. */
    const hs_cancel *cancel;
    /* Zero (as the _default() function leaves it); HS_EINVAL otherwise. A later version turns
     * these words into fields whose zero means "as before" (docs/library.md, "ABI"). */
    uint64_t reserved[4];
} hs_terrain_options;

/* The defaults written beside each field: the source's 64 x 48 map, ratio 0.5, 8 passes. Errors:
 * none. */
hs_terrain_options hs_terrain_default(void);

/* The options a request of the generator table names (hexseed/generators.h: a face fills the
 * request from its flags, query or arguments), from the defaults up and checks them as hs_terrain_check does, and that the map fits
 * the request's format (svg and json hold every cell: HS_ELIMIT past their ceilings). Errors:
 * HS_EINVAL for a request of another generator or a value the table's reader could not
 * check (its message). */
typedef struct hs_request hs_request;
hs_err hs_terrain_options_read(const hs_request *r, hs_terrain_options *o, hs_diag *diag);

/* A map (or window): an opaque owning handle (hs_terrain_free), read through the accessors
 * below. Cells are bit-packed rows, 1 = land. */
typedef struct hs_terrain_map hs_terrain_map;

/* Checks the options: HS_EINVAL (which option, why), HS_ECONFLICT (a window in in-place
 * mode; hex with wrap and an odd height), HS_ELIMIT (more cells than max_cells). Errors: those
 * three, each with its reason in `diag`. */
hs_err hs_terrain_check(const hs_terrain_options *options, hs_diag *diag);

/* Makes the map (or window) by the fast path. The caller frees it with hs_terrain_free. Errors:
 * hs_terrain_check's (the options are checked first), HS_ENOMEM ("out of memory for WxH cells"),
 * HS_ECANCEL ("cancelled after N of M passes") once options->cancel is set; each with its reason
 * in `diag`, and *out NULL on any error. Thread-safety: any thread; on a big map it starts up to
 * options->threads - 1 worker threads of its own, once for the whole run, and ends them before
 * it returns; it calls options->progress from the calling thread only. */
hs_err hs_terrain_generate(const hs_terrain_options *options, hs_terrain_map **out, hs_diag *diag);

/* Releases a map and its bits; NULL is a no-op. Errors: none. */
void hs_terrain_free(hs_terrain_map *map);

/* The size of the map, or of the window when a window was asked for. Errors: none. */
int hs_terrain_map_width(const hs_terrain_map *map);
int hs_terrain_map_height(const hs_terrain_map *map);

/* The window's place in the whole map (0, 0 for a whole map). Errors: none. */
int hs_terrain_map_origin_x(const hs_terrain_map *map);
int hs_terrain_map_origin_y(const hs_terrain_map *map);

/* 1 when cell (x, y) of the map (or window) is land, 0 when water; x in [0, width), y in
 * [0, height) (not checked). Errors: none; a cell outside the map is a caller's bug (not
 * checked). */
int hs_terrain_at(const hs_terrain_map *map, int x, int y);

/* Row y, bit-packed: bit x % 64 of word x / 64 is cell x, (width + 63) / 64 words, the bits
 * past the width 0. Valid until hs_terrain_free. For readers that go faster than a cell a call.
 * Errors: none; y outside [0, height) is a caller's bug (not checked). */
const uint64_t *hs_terrain_row(const hs_terrain_map *map, int y);

/* How many cells are land. Errors: none. */
uint64_t hs_terrain_land_count(const hs_terrain_map *map);

/* The random fill of cell (x, y): land when hs_hash3(seed, x, y) < land_ratio * 2^32. A pure
 * function of the cell, so any window can draw its own. Errors: none. */
bool hs_terrain_fill(uint32_t seed, double land_ratio, uint32_t x, uint32_t y);

#ifdef __cplusplus
}
#endif

#endif

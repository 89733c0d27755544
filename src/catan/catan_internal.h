/* catan_internal.h: the game-fact tables of each board shape, shared by the generator, the
 * share codes and the renderers. Not installed; not part of the public API. */
#ifndef HEXSEED_CATAN_INTERNAL_H
#define HEXSEED_CATAN_INTERNAL_H

#include <stdint.h>

#include "hexseed/catan.h"

#define HS_SHAPE_MAX_ROWS 8
#define HS_SHAPE_MAX_TOKENS 28
#define HS_SHAPE_MAX_HARBORS 11

/* A harbor position: the land hex (row, index within the row) and its edge toward the sea. */
typedef struct hs_harbor_slot {
    uint8_t row, idx, side;
} hs_harbor_slot;

/* One board shape with its bags, tokens and harbors: the facts of one game mode. */
typedef struct hs_shape {
    hs_mode mode;
    int n_rows;
    uint8_t row_len[HS_SHAPE_MAX_ROWS];
    /* Doubled-width column of each row's first hex (columns step by 2 along a row). */
    uint8_t row_first_col[HS_SHAPE_MAX_ROWS];
    /* The (row, col) that becomes axial (0,0). */
    uint8_t origin_row, origin_col;
    uint8_t terrain_bag[HS_TERRAIN_COUNT];   /* tiles of each terrain */
    int n_tokens;
    uint8_t tokens[HS_SHAPE_MAX_TOKENS];     /* numbers in letter order A, B, C, ... */
    int n_harbors;
    hs_harbor_slot harbors[HS_SHAPE_MAX_HARBORS]; /* clockwise from the top-left */
    uint8_t harbor_bag[HS_HARBOR_TYPE_COUNT];
    /* Spiral paths whose reds never touch, whatever the deserts: bit (2*corner + ccw). */
    uint16_t spiral_paths;
} hs_shape;

/* The shape of `mode` (a valid hs_mode). */
const hs_shape *hs_shape_of(hs_mode mode);

/* The token letter of position k (0-based) in letter order: "A".."Y", "Za", "Zb", "Zc". */
const char *hs_token_letter(int k);

/* Fills the board's tiles with the shape's hexes in row-major order (terrain and number
 * left 0) and returns the tile count. */
int hs_shape_tiles(const hs_shape *shape, hs_tile *tiles);

/* The tile index at (row, idx) of the shape. */
int hs_shape_tile_index(const hs_shape *shape, int row, int idx);

/* Walks the board ring by ring from corner `corner` (0..5, clockwise from the top-left),
 * clockwise or not, and writes the order of the tiles into `order`. Returns the tile count. */
int hs_spiral_order(const hs_shape *shape, int corner, bool clockwise, uint8_t *order);

#endif

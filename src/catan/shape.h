/* SPDX-License-Identifier: MIT */
/* shape.h: a Seafarers scenario's drawing read into board tiles (shape.c), for the generator
 * (catan.c). The other helpers of shape.c (neighbours, groups, layout tiles and bags) are
 * declared with the tables in catan_internal.h, where the tests read them too. Private. */
#ifndef HEXSEED_SHAPE_H
#define HEXSEED_SHAPE_H

#include "catan_internal.h"

/* A Seafarers scenario read off its drawing: every hex of the rectangle as a board tile
 * (row-major), which tiles form the main island and the small islands, the harbor slots and
 * the pirate's start. */
typedef struct hs_sea_board {
    int n_main, n_islands, n_slots;
    int robber; /* the land cell marked '*', or -1 */
    bool fixed[HS_BOARD_MAX_TILES]; /* main-island hexes the setup fixes ('D', '=') */
    uint8_t fixed_terrain[HS_BOARD_MAX_TILES], fixed_number[HS_BOARD_MAX_TILES]; /* what they hold */
    uint8_t main[HS_BOARD_MAX_TILES];
    uint8_t islands[HS_BOARD_MAX_TILES];
    uint8_t slot_sea[HS_BOARD_MAX_HARBORS], slot_dir[HS_BOARD_MAX_HARBORS];
    signed char slot_type[HS_BOARD_MAX_HARBORS]; /* a fixed hs_harbor_type, or -1: from the bag */
    int n_fog;
    uint8_t fog[HS_BOARD_MAX_FOG];
    int n_new; /* New World: the cells land or sea is dealt over ('N') */
    uint8_t new_cells[HS_BOARD_MAX_TILES];
    short cell[HS_SEA_MAX_ROWS][2 * HS_SEA_MAX_COLS + 2]; /* the tile of each cell (row, column), or -1 */
} hs_sea_board;

/* Reads drawing `L` into `board` (every cell a tile, row-major: hexes, fixed X hexes with their
 * terrain and number, the rest sea; the pieces; the pirate's start) and `sb` (groups, fixed
 * deserts, harbor slots, fog and New World cells, the cell map). */
void hs_sea_read(const hs_sea_layout *L, hs_board *board, hs_sea_board *sb);

/* The tile of the drawing's cell "ROW,COL" at *text, which moves past it and the spaces after;
 * -1 when *text names no cell of the drawing. */
int hs_sea_cell(const hs_sea_board *sb, const char **text);

/* The bags of the main island (group 0) of `mode`: its shape's, or the scenario's own. */
void hs_main_bags(hs_mode mode, const uint8_t **terrain, const uint8_t **tokens, int *n_tokens,
                  const uint8_t **harbors);

#endif

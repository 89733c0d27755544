/* SPDX-License-Identifier: MIT */
/* catan_internal.h: the game-fact tables of each board shape, shared by the generator, the
 * share codes and the renderers. Not installed; not part of the public API. */
#ifndef HEXSEED_CATAN_INTERNAL_H
#define HEXSEED_CATAN_INTERNAL_H

#include <stdint.h>

#include "hexseed/catan.h"
#include "hexseed/rules.h"

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
    /* The centre hexes (desert=centre), in axial coordinates. */
    int n_centre;
    signed char centre_q[2], centre_r[2];
} hs_shape;

/* The shape of `mode` (a valid hs_mode); for Seafarers modes, the shape of the main island. */
const hs_shape *hs_shape_of(hs_mode mode);

/* The most tiles a shape has (its rows on the grid hs_shape_neighbors reads). */
#define HS_SHAPE_MAX_TILES (HS_SHAPE_MAX_ROWS * 8)

/* A shape's tiles as a graph: per tile (row-major) the neighbour in each direction, -1 off the
 * board, and the neighbours that exist. */
typedef struct hs_shape_graph {
    int n_tiles;
    short neighbor[HS_SHAPE_MAX_TILES][6];
    uint8_t around[HS_SHAPE_MAX_TILES][6]; /* the neighbour, or the tile itself off the board */
    uint8_t n_near[HS_SHAPE_MAX_TILES];
    uint8_t near[HS_SHAPE_MAX_TILES][6];
    uint8_t spiral[12][HS_SHAPE_MAX_TILES]; /* by path: 2 * corner + (counter-clockwise) */
} hs_shape_graph;

/* From the neighbour table of n tiles: per tile, the neighbour in each direction or the tile
 * itself off the board (`around`), and the neighbours that exist (`n_near`, `near`). */
void hs_neighbor_lists(int n, const short neighbor[][6], uint8_t around[][6], uint8_t *n_near, uint8_t near[][6]);

/* The graph of `shape`, worked out once per process (thread-safe). */
const hs_shape_graph *hs_shape_graph_of(const hs_shape *shape);

/* Copies the neighbour table of `shape`'s graph into `neighbor`. */
void hs_shape_neighbors(const hs_shape *shape, short neighbor[][6]);

#define HS_SEA_MAX_ROWS 12
#define HS_ISLAND_MAX_TOKENS 12
#define HS_SEA_MAX_TOKENS 32
#define HS_SEA_MAX_COLS 14 /* cells in a drawing's row */

/* A Seafarers scenario as drawn: one string per hex row, cells separated by spaces, in the
 * orientation of docs/boards.md, "Coordinates" (JSettlers2's layouts). Row 0 holds the
 * even doubled-width columns from 2, row 1 the odd ones from 1, and so on alternately. Cells:
 *   ~        sea                       M   a main-island hex (the main shape, row-major)
 *   I<n>     a hex of small island n   P<dir>  sea with a harbor on the land hex in <dir>
 *   pir      sea where the pirate starts   D   a main-island hex that is always desert
 *   F        a hex under fog: sea on the board, its content in the face-down fog stack
 *   N        New World: a cell that land or sea is dealt over (n_new_land of them land)
 *   X<t>[n]  a hex the scenario fixes: terrain letter t (hs_terrain_letter) and number n, or
 *            none; in no search group (the tribe's islands, the pirate islands, ...)
 *   =<t>[n]  a main-island hex the setup fixes as X does (a river's hex, the castle), which the
 *            main island's search places around: its rules see it, its bags include it
 *   P<dir>/<t>  a harbor of fixed type t (3, L, B, G, W, O): the bag's others are shuffled
 * Fishing grounds (pieces on sea hexes) keep their places and take their numbers in a shuffle.
 * A land cell ending in '*' is where the robber starts when the board has no desert (New Shores
 * for 3 players); without a desert and without such a cell the robber starts off the board.
 * Harbor slots are taken in reading order (row by row, left to right).
 * A scenario whose M hexes are no rulebook shape (main_mode HS_MODE_COUNT) carries their terrain
 * bag, tokens and harbor bag itself; their numbers are always shuffled and searched. */
typedef struct hs_sea_layout {
    hs_mode main_mode;                  /* the main island's shape, bags and harbor bag, or
                                           HS_MODE_COUNT: the main_* fields below */
    uint8_t origin_row, origin_col;     /* the cell that becomes axial (0,0): the main centre */
    int n_rows;
    const char *rows[HS_SEA_MAX_ROWS];
    uint8_t island_bag[HS_TERRAIN_COUNT];
    int n_island_tokens;
    uint8_t island_tokens[HS_ISLAND_MAX_TOKENS];
    uint8_t main_bag[HS_TERRAIN_COUNT];           /* only with main_mode HS_MODE_COUNT */
    int n_main_tokens;
    uint8_t main_tokens[HS_SEA_MAX_TOKENS];
    uint8_t harbor_bag[HS_HARBOR_TYPE_COUNT];
    uint8_t fog_bag[HS_TERRAIN_COUNT];            /* the fog stack (F cells), sea included */
    int n_fog_tokens;
    uint8_t fog_tokens[HS_SEA_MAX_TOKENS];
    /* The scenario's pieces, "; "-separated: "KIND ROW,COL AT [NUMBER]", ROW,COL a cell of the
     * drawing (its row, and its doubled-width column), AT a corner (N NE SE S SW NW), an edge
     * (E SE SW W NW NE) or C for the hex, as the kind's place asks (hs_piece_place). */
    const char *pieces;
    int n_new_land; /* New World: how many N cells are land */
    /* Terrains of the bags that never lie on the coast (The Fishermen's lake), as bits: a
     * constraint of the terrain search. */
    uint16_t inland_only;
    /* {A, B}: the hex that takes token A also holds token B, a second-number piece (The Rivers
     * of Catan's 2 and 12); {0, 0}: none. The rules see token A only. */
    uint8_t joined[2];
    /* The small-island group (I cells) touches the main island (Barbarian Attack's inner hexes):
     * it is searched after the main island, around it as placed, so that the rules hold across;
     * finding no placement there is no proof that no board exists (the generator gives up). */
    bool touching;
} hs_sea_layout;

/* Whether `kind` is a piece each seat gets one of (a pirate fortress, a landing). */
bool hs_piece_per_seat(hs_piece_kind kind);

/* Takes the pieces of a seat's kind beyond the first `seats` of their kind off `board`. */
void hs_pieces_for_seats(hs_board *board, int seats);

/* The scenario of a Seafarers mode, or NULL for Classic and 5-6. */
const hs_sea_layout *hs_sea_layout_of(hs_mode mode);

/* What a layout entry added after its drawing's first release sets up differently, as the
 * rulebook does (and JSettlers2 where the rulebook is silent; docs/seafarers.md, "Setups"). The
 * entries released before keep their setup, so that their share codes keep their boards. */
typedef struct hs_sea_setup {
    /* The robber's start: "ROW,COL", a land cell of the drawing (its row and doubled-width
     * column, as pieces name cells), or "" for off the board. */
    const char *robber;
    /* Main-group cells "ROW,COL ROW,COL ...", one of which (drawn) holds the main group's gold:
     * Through the Desert's strip beyond the desert. NULL where the gold goes anywhere. */
    const char *gold_beyond;
    /* No two gold hexes touch: part of the terrain search, whatever rules are chosen. */
    bool golds_apart;
    /* The seats the pieces are handed to (0: every seat the drawing has). The drawing lists one
     * piece of a seat's kind (hs_piece_per_seat) per seat, in seat order; only the first `seats`
     * of each such kind are put out, as JSettlers2 leaves out an empty seat's. */
    int seats;
} hs_sea_setup;

/* The setup of a Seafarers mode's later entry, or NULL: the setup as first released (the
 * robber on a drawn desert of the main group, else on the cell marked '*' or the first desert of
 * the board, else off the board; the gold wherever the search puts it). */
const hs_sea_setup *hs_sea_setup_of(hs_mode mode);

/* Fills the board's tiles with the shape's hexes in row-major order (terrain and number
 * left 0) and returns the tile count. */
int hs_shape_tiles(const hs_shape *shape, hs_tile *tiles);

/* The tile index at (row, idx) of the shape (read off the shape alone: spiral.c, below the
 * tables, uses it too). */
static inline int hs_shape_tile_index(const hs_shape *shape, int row, int idx)
{
    int k = 0;
    for (int r = 0; r < row; r++)
        k += shape->row_len[r];
    return k + idx;
}

/* The spiral from corner `corner` (0..5, clockwise from the top-left), clockwise or not: the
 * order of the tiles into `order` (read off the shape's graph). Returns the tile count. */
int hs_spiral_order(const hs_shape *shape, int corner, bool clockwise, uint8_t *order);

/* Walks the `n` tiles of `shape` (their neighbour table) ring by ring from `corner`, clockwise or
 * not, hugging the outside of what is left, and writes the tile order into `order`: the
 * graph's spirals are made with it. */
void hs_spiral_walk(const hs_shape *shape, const short neighbor[][6], int n, int corner, bool clockwise,
                    uint8_t *order);

/* The bags of a board on free-form land of `land` tiles (docs/seafarers.md): gold one in 13
 * (rounded), a desert per 15 tiles, the rest forest, pasture, fields, hills, mountains as 4:4:4:3:3
 * (largest remainder); one token per tile but the deserts, in the Classic set's proportions. */
typedef struct hs_land_bags {
    uint8_t terrain[HS_TERRAIN_COUNT];
    int n_tokens;
    uint8_t tokens[HS_BOARD_MAX_TILES];
} hs_land_bags;

hs_land_bags hs_land_bags_for(int land);

#define HS_LAND_MAX_HARBORS 11

/* Completes a board whose tiles (row-major, water as HS_SEA, land as anything else) and options
 * are set: terrain, numbers under the rules, harbors on coastal edges, robber and pirate.
 * `cancel` stops the SAT solver (HS_ECANCEL; NULL: never), as hs_catan_generate_cancel's. */
hs_err hs_catan_on_land(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel, hs_diag *diag);

/* A Seafarers board on the landmass the options name (land_rule, land_start, land_swap). */
hs_err hs_landmass_board(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel, hs_diag *diag);

/* ---- Defined in shape.c, below the stages that use them ---------------------------------- */

/* The neighbours of hexes[0..n) among themselves, by coordinates (-1: not among them). */
void hs_hexes_neighbors(const hs_hex *hexes, int n, short neighbor[][6]);

/* The tiles of `mode`'s rulebook layout as a board (land as desert, sea as sea, numbers 0),
 * its options zero but the mode: what locks and checks index into. */
void hs_layout_tiles(hs_mode mode, hs_board *board);

/* True when tile `tile` of `mode`'s layout is always a desert (a 'D' cell of its drawing). */
bool hs_layout_fixed(hs_mode mode, int tile);

/* The terrain bag (counts per terrain) and the tokens (counts per number, 13 entries) of group
 * `group` (0 main, 1 small islands) of `mode`'s layout. */
void hs_group_bags(hs_mode mode, int group, uint8_t *terrain, uint8_t *tokens);

/* The island group of each tile, as searched: 0 for the main island (the whole board on
 * Classic, 5-6 and landmass boards), 1 for the small islands of a Seafarers layout, -1 for sea. */
void hs_board_groups(const hs_board *board, signed char *group);

/* ---- What the rule table asks of the search (rules.c) ------------------------------------ */

/* The two placement stages: terrain first, then number tokens on it. */
typedef enum hs_stage { HS_STAGE_TERRAIN, HS_STAGE_NUMBERS } hs_stage;

/* For every value 0..15 (a terrain or a number), the values a neighbour of a hex holding it may
 * not hold. */
void hs_rules_conflict_masks(const hs_rules *rules, hs_stage stage, uint16_t mask[16]);
/* The numbers a hex of `terrain` may hold (bit n for number n). */
uint16_t hs_rules_number_domain(const hs_rules *rules, int terrain);
/* The pips an intersection may hold (0: no bound). */
int hs_rules_pips_cap(const hs_rules *rules);
/* The largest group of one terrain (0: no bound) and the terrains it applies to. */
int hs_rules_group_cap(const hs_rules *rules, uint16_t *terrains);
/* The numbers spread-red counts per terrain (0: rule off), and how many of them one terrain
 * of a group may hold when the group has `counted` of them. */
uint16_t hs_rules_counted(const hs_rules *rules);
int hs_rules_count_cap(int counted);
/* Whether `terrain` may lie on a hex that is (or is not) in the centre, or inland. */
bool hs_rules_place_ok(const hs_rules *rules, int terrain, bool centre, bool inland);

/* True when `options` make a rulebook Seafarers layout, whose rectangle includes its frame. */
bool hs_sea_layout_drawn(const hs_catan_options *options);

#endif

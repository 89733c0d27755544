/* SPDX-License-Identifier: MIT */
/* land.c: Catan boards on free-form land (an automaton's landmass, or any set of hexes): bags
 * scaled to the land, harbors on coastal edges, robber and pirate, numbers under the rules. */
#include <string.h>

#include "generate.h"
#include "hexseed/landmass.h"
#include "../core/fail.h"

/* Splits `seats` over `n` kinds in proportion to `weight` (largest remainder; ties go to the
 * earlier kind), adding to counts[k]. */
static void apportion(int seats, const int *weight, int n, int *counts)
{
    int total = 0, given = 0, rem[16];
    for (int k = 0; k < n; k++)
        total += weight[k];
    for (int k = 0; k < n; k++) {
        counts[k] = seats * weight[k] / total;
        rem[k] = seats * weight[k] % total;
        given += counts[k];
    }
    for (; given < seats; given++) {
        int best = 0;
        for (int k = 1; k < n; k++)
            if (rem[k] > rem[best])
                best = k;
        counts[best]++;
        rem[best] = -1;
    }
}

hs_land_bags hs_land_bags_for(int land)
{
    hs_land_bags b;
    memset(&b, 0, sizeof b);
    b.terrain[HS_GOLD] = (uint8_t)((land + 6) / 13);
    b.terrain[HS_DESERT] = (uint8_t)(land / 15);
    static const uint8_t kinds[5] = {HS_FOREST, HS_PASTURE, HS_FIELDS, HS_HILLS, HS_MOUNTAINS};
    static const int kind_weight[5] = {4, 4, 4, 3, 3};
    int counts[10];
    apportion(land - b.terrain[HS_GOLD] - b.terrain[HS_DESERT], kind_weight, 5, counts);
    for (int k = 0; k < 5; k++)
        b.terrain[kinds[k]] = (uint8_t)counts[k];

    /* The Classic token set's proportions; on ties the middle numbers come first and 6/8
     * late, so that small islands are never forced to hold two red numbers side by side. */
    static const uint8_t values[10] = {5, 9, 4, 10, 3, 11, 6, 8, 2, 12};
    static const int value_weight[10] = {2, 2, 2, 2, 2, 2, 2, 2, 1, 1};
    apportion(land - b.terrain[HS_DESERT], value_weight, 10, counts);
    for (int k = 0; k < 10; k++)
        for (int i = 0; i < counts[k]; i++)
            b.tokens[b.n_tokens++] = values[k];
    return b;
}

/* The coastal edges of the land tiles, as (tile, side), in tile order. */
static int coastal_edges(const hs_board *board, const short (*nb)[6], uint8_t *tile, uint8_t *side)
{
    int n = 0;
    for (int t = 0; t < board->n_tiles; t++) {
        if (board->tiles[t].terrain == HS_SEA)
            continue;
        for (int d = 0; d < 6; d++) {
            int j = nb[t][d];
            if (j < 0 || board->tiles[j].terrain == HS_SEA) {
                tile[n] = (uint8_t)t;
                side[n++] = (uint8_t)d;
            }
        }
    }
    return n;
}

static bool shares_corner(const hs_board *b, int t1, int d1, int t2, int d2)
{
    for (int i = 1; i <= 2; i++)
        for (int k = 1; k <= 2; k++) {
            hs_vertex_key x = hs_vertex_of(b->tiles[t1].hex, (d1 + i) % 6);
            hs_vertex_key y = hs_vertex_of(b->tiles[t2].hex, (d2 + k) % 6);
            if (x.q == y.q && x.r == y.r && x.south == y.south)
                return true;
        }
    return false;
}

void hs_land_harbors(hs_board *board, hs_rng *rng, int want)
{
    short nb[HS_BOARD_MAX_TILES][6];
    hs_board_neighbors(board, nb);
    uint8_t edge_tile[6 * HS_BOARD_MAX_TILES], edge_side[6 * HS_BOARD_MAX_TILES], order[6 * HS_BOARD_MAX_TILES];
    int n_edges = coastal_edges(board, (const short (*)[6])nb, edge_tile, edge_side);
    for (int e = 0; e < n_edges; e++)
        order[e] = (uint8_t)e;
    hs_rng_shuffle(rng, order, (size_t)n_edges, 1);
    if (want < 0)
        want = (n_edges * 9 + 15) / 30; /* Classic: 9 harbors on 30 coastal edges */
    if (want > HS_LAND_MAX_HARBORS)
        want = HS_LAND_MAX_HARBORS;
    board->n_harbors = 0;
    for (int k = 0; k < n_edges && board->n_harbors < want; k++) {
        int t = edge_tile[order[k]], d = edge_side[order[k]];
        bool clear = true;
        for (int h = 0; h < board->n_harbors && clear; h++)
            clear = !shares_corner(board, t, d, board->harbors[h].tile, board->harbors[h].side);
        if (clear) {
            board->harbors[board->n_harbors].tile = (uint8_t)t;
            board->harbors[board->n_harbors++].side = (uint8_t)d;
        }
    }
    for (int i = 1; i < board->n_harbors; i++) /* insertion sort by (tile, side) */
        for (int j = i; j > 0; j--) {
            hs_harbor *a = &board->harbors[j - 1], *b = &board->harbors[j];
            if (a->tile * 6 + a->side < b->tile * 6 + b->side)
                break;
            hs_harbor tmp = *a;
            *a = *b;
            *b = tmp;
        }
    uint8_t resources[5] = {HS_HARBOR_LUMBER, HS_HARBOR_BRICK, HS_HARBOR_GRAIN, HS_HARBOR_WOOL, HS_HARBOR_ORE};
    hs_rng_shuffle(rng, resources, 5, 1);
    int h = board->n_harbors, any = (h * 4 + 4) / 9; /* Classic: 4 of 9 harbors are 3:1 */
    if (h - any > 5)
        any = h - 5;
    uint8_t types[HS_LAND_MAX_HARBORS];
    for (int k = 0; k < h; k++)
        types[k] = k < any ? (uint8_t)HS_HARBOR_ANY : resources[k - any];
    hs_rng_shuffle(rng, types, (size_t)h, 1);
    for (int k = 0; k < h; k++)
        board->harbors[k].type = types[k];

}

/* A board on free-form land: `board` arrives with its tiles (hexes in row-major order, terrain
 * HS_SEA for water and anything else for land) and options; this fills terrain, numbers,
 * harbors, robber and pirate. Draws from mulberry32(seed), in this order:
 *   1. terrain shuffle of the scaled bag;  2. token shuffle;  3. a shuffle of the coastal
 *   edges, taken greedily as harbor slots when they share no corner with a slot already taken;
 *   4. a shuffle of the five resources (which get a 2:1 harbor when there are fewer than five);
 *   5. harbor-type shuffle over the slots;  6. the robber's desert, when there are two or more;
 *   7. the pirate's sea tile;  8. the search order.
 * Harbor slots end up sorted by (tile, side), so the slot order is the board's reading order. */
hs_err hs_catan_on_land(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel, hs_diag *diag)
{
    if (options->numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT, "the spiral belongs to the rulebook boards; a landmass board takes searched numbers");
    hs_gen g;
    uint8_t land[HS_BOARD_MAX_TILES];
    int n_land = 0;
    for (int t = 0; t < board->n_tiles; t++)
        if (board->tiles[t].terrain != HS_SEA)
            land[n_land++] = (uint8_t)t;
    if (n_land == 0)
        return hs_fail(diag, HS_EINVAL, "the landmass has no land tiles");
    hs_gen_init(&g, NULL, options, board, land, n_land);
    g.cancel = cancel;
    hs_land_bags bags = hs_land_bags_for(n_land);

    hs_rng rng = hs_rng_seed(options->seed);
    hs_gen_draw_terrain(&g, &rng, bags.terrain);
    hs_gen_draw_numbers(&g, &rng, bags.tokens, bags.n_tokens);

    hs_land_harbors(board, &rng, -1);

    int deserts = bags.terrain[HS_DESERT];
    int robber_pick = deserts > 1 ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;
    int n_sea = board->n_tiles - n_land;
    int pirate_pick = n_sea > 0 ? (int)hs_rng_below(&rng, (uint32_t)n_sea) : -1;
    hs_gen_draw_order(&g, &rng);

    hs_err err = hs_gen_solve(&g, diag);
    if (err)
        return err;
    hs_gen_store(&g, land, board);
    board->backtracks = hs_gen_extra_nodes(&g);
    board->robber = deserts ? hs_board_desert(board, robber_pick) : -1;
    board->pirate = -1;
    for (int t = 0, seen = 0; t < board->n_tiles && pirate_pick >= 0; t++)
        if (board->tiles[t].terrain == HS_SEA && seen++ == pirate_pick)
            board->pirate = t;
    return HS_OK;
}

/* The real cells of the landmass as tiles (land as a placeholder terrain, water as sea), then
 * a board on that land. */
hs_err hs_landmass_board(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel, hs_diag *diag)
{
    hs_landmass_options lo = {.rule = options->land_rule, .start = options->land_start, .swap = options->land_swap};
    hs_landmass m = hs_landmass_grow(&lo);
    hs_hex hexes[HS_LANDMASS_REAL];
    bool land[HS_LANDMASS_REAL];
    int n = hs_landmass_hexes(&m, hexes, land, NULL);
    int n_land = 0;
    for (int t = 0; t < n; t++) {
        board->tiles[t].hex = hexes[t];
        board->tiles[t].terrain = land[t] ? HS_DESERT : HS_SEA;
        board->tiles[t].number = 0;
        n_land += land[t];
    }
    board->n_tiles = n;
    if (n_land == 0)
        return hs_fail(diag, HS_EINVAL, "landmass %u:%u%s has no land: try %s", lo.rule, lo.start,
                       lo.swap ? " swapped" : "", lo.swap ? "without --swap" : "--swap");
    return hs_catan_on_land(options, board, cancel, diag);
}

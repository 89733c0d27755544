/* SPDX-License-Identifier: MIT */
/* place.h: the placement solver under the Catan generator: lay a bag of values (terrains or
 * number tokens) on the tiles of a board so that no two neighbouring tiles hold conflicting
 * values. Complete: it fails only when no placement exists (or its node budget runs out). */
#ifndef HEXSEED_PLACE_H
#define HEXSEED_PLACE_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/catan.h"

#define HS_PLACE_NONE 0xFF
#define HS_PLACE_WORDS ((HS_BOARD_MAX_TILES + 63) / 64) /* 64-bit words of a set of tiles */
/* Most value searches end within this many nodes; only longer ones pay for the stronger test
 * of room apart (measured: 16 is slower, 128 no faster). */
#define HS_PLACE_APART_AFTER 64

enum { HS_PLACE_FAIL = 0, HS_PLACE_OK = 1, HS_PLACE_LIMIT = -1 };

/* Called with each complete placement; returns HS_PLACE_OK to accept it, HS_PLACE_FAIL to make
 * the solver look for the next one, HS_PLACE_LIMIT to give up. */
typedef int (*hs_place_leaf)(void *ctx);

/* A counter per group of values, one 16-bit lane each in two vectors of eight: the search moves
 * all of them at once, without a branch per group. */
typedef int16_t hs_lanes8 __attribute__((vector_size(16)));
typedef union hs_group_lanes {
    hs_lanes8 half[2];
    int16_t at[16];
} hs_group_lanes;

typedef struct hs_place {
    /* Set by the caller (hs_place_init fills the rest). */
    int n_tiles;
    const short (*neighbor)[6];          /* per tile and direction: tile index or -1 */
    const uint8_t (*around)[6];          /* the same with the tile itself for -1 */
    const uint8_t *n_near;               /* per tile: how many neighbours exist */
    const uint8_t (*near)[6];            /* per tile: those neighbours */
    uint8_t value[HS_BOARD_MAX_TILES];   /* fixed values for non-variable tiles, else NONE */
    bool is_var[HS_BOARD_MAX_TILES];
    uint16_t conflict[16];               /* value -> values no neighbour may hold (symmetric) */
    uint32_t *nodes;                     /* node counter, shared by the stages of a board */
    uint32_t max_nodes;                  /* 0: no bound */
    /* Constraints beyond the pairwise conflicts; all off when zero or NULL (and then the search
     * is exactly the one share codes v1 were made with). */
    const uint16_t *allowed;             /* per tile: the values it may hold; NULL: any */
    uint8_t pips_cap;                    /* corner bound: the weights of the values at the
                                            hexes meeting at a corner sum to at most this */
    uint8_t weight[16];                  /* value -> its weight under pips_cap (at most 5;
                                            pips_cap at most 16) */
    const uint16_t (*corner_of)[6];      /* under pips_cap, per tile: its six corners'
                                            numbers (hs_place_number_corners) */
    int n_corners;
    uint8_t group_cap;                   /* no connected run of one value of `grouped` larger */
    uint16_t grouped;
    uint8_t count_cap;                   /* no class of tiles holds more values of `counted` */
    uint16_t counted;
    const uint8_t *class_of;             /* per tile: its class for count_cap */
    uint16_t relevant;                   /* values the leaf's verdict depends on: a leaf that
                                            fails sends the search back to the last of them */
    bool reorder;                        /* place relevant and heavy values first (rules v2) */
    bool tilewise;                       /* search tile by tile over classes of interchangeable
                                            values (rules v2 number stage) */
    bool check_fixed;                    /* the fixed tiles may break constraints among
                                            themselves (locked tiles): check them first */
    uint32_t apart_after;                /* nodes a value search spends before it also tests
                                            room apart (HS_PLACE_APART_AFTER; UINT32_MAX: never) */
    /* A second opinion: once *nodes reaches
     * prune_from, every value placed is shown to prune(prune_ctx, core), which returns false
     * when no placement completes the values placed so far, and then sets core[t] on variable
     * tiles whose values alone already exclude every placement. The search goes back to the
     * last of those (conflict-directed back-jumping). The tile-wise search asks only before
     * each of its runs, with nothing placed, whether the whole call can succeed. It must only
     * ever say false where no placement exists: then the search meets the same placements in
     * the same order, and the same first one. NULL: off. */
    bool (*prune)(void *ctx, bool *core);
    void *prune_ctx;                     /* the context of prune and at_limit */
    uint32_t prune_from;
    /* Called when *nodes reaches max_nodes, before the search gives up: returns true to go on
     * (having raised max_nodes), false to give up. Going on changes nothing the search does, so
     * a caller may bound the search low, look, and let it run on as if it had never stopped.
     * NULL: give up. */
    bool (*at_limit)(void *ctx);

    /* The solver's own state. */
    int n_vars;
    uint8_t var_tile[HS_BOARD_MAX_TILES]; /* variable tiles in tile order */
    uint8_t bag[HS_BOARD_MAX_TILES];      /* the shuffled bag, one value per variable tile */
    int n_items;
    uint8_t item_value[HS_BOARD_MAX_TILES];
    uint8_t item_pos[HS_BOARD_MAX_TILES]; /* position in the value's tile order */
    uint8_t drawn[HS_BOARD_MAX_TILES];     /* the value the bag gave each variable tile */
    uint8_t by_value[HS_BOARD_MAX_TILES];  /* variable tiles grouped by drawn value */
    uint8_t first[16], n_drawn[16];        /* each value's slice of by_value */
    uint8_t order[HS_BOARD_MAX_TILES];     /* the drawn search order of all tiles */
    uint8_t var_order[HS_BOARD_MAX_TILES]; /* the variable tiles in the drawn search order */
    uint8_t order_pos[HS_BOARD_MAX_TILES]; /* per variable tile: its place in var_order */
    uint64_t free_set[HS_PLACE_WORDS];     /* the places in var_order of the free tiles */
    int n_words;                           /* the words of free_set that hold places */
    uint64_t drawn_set[16][HS_PLACE_WORDS]; /* per value: the places of the tiles drawn so */
    uint8_t group_of[16];                  /* value -> its group (values sharing a mask) */
    uint8_t group_rep[16];                 /* group -> its smallest value */
    uint16_t blocks[16];                   /* value -> groups it blocks on its neighbours */
    int n_groups;
    uint16_t all_groups, live;             /* the groups; those with copies left */
    uint16_t self_blocking;                /* the groups whose values block each other */
    uint16_t counted_groups;               /* the groups whose values count for count_cap */
    bool wide;                             /* some counted-down mask reaches past group 7: both
                                              vectors of lanes move (else only the first) */
    uint32_t apart_from;                   /* node count from which room apart is tested */
    bool near_sets_made;
    uint64_t near_set[HS_BOARD_MAX_TILES][HS_PLACE_WORDS]; /* by place in var_order: neighbours */
    uint16_t blocked_mask[HS_BOARD_MAX_TILES]; /* per free tile: the groups blocked there */
    hs_group_lanes room;                   /* per group: free tiles it may still take */
    hs_group_lanes left;                   /* per group: copies not yet placed */
    uint8_t group_weight[16];              /* per group: the weight of its values */
    uint16_t heavier[33];                  /* per slack -16..16: the groups heavier than it */
    int8_t slack[HS_BOARD_MAX_TILES];      /* per free tile: the weight it may still take */
    int8_t corner_sum[6 * HS_BOARD_MAX_TILES]; /* per corner: the weight placed around it */
    uint8_t count[16];                     /* per class: counted values placed */
    bool jump;                             /* a leaf failed: back to the last relevant value */
    int back_to;                           /* the prune's verdict: back to this item (INT_MAX:
                                              none; -1: no placement at all) */
    uint8_t item_of[HS_BOARD_MAX_TILES];   /* per taken tile: the item placed on it */
    uint8_t class_order[16];               /* tile-wise: the order classes are tried in */
    uint32_t restart_at;                   /* tile-wise: node count that ends this run */
} hs_place;

/* Numbers the corners of the tiles' graph: corner k of tile t lies between its neighbours in
 * directions k and k+1; the neighbour a in direction k sees the same corner as its corner k+2,
 * the neighbour b in direction k+1 as its corner k+4, so a corner is numbered once, by its first
 * tile. Returns how many there are (at most 6 x n_tiles). */
int hs_place_number_corners(int n_tiles, const short (*neighbor)[6], uint16_t (*corner_of)[6]);

/* Prepares `p` once the caller's fields are set: `bag` holds n_vars values (the shuffled bag,
 * the k-th value belonging to the k-th variable tile in tile order) and `order` a permutation
 * of all n_tiles tiles that decides where displaced values are tried. */
void hs_place_init(hs_place *p, const uint8_t *bag, const uint8_t *order);

/* Solves: first the bag exactly as drawn, when it already obeys the constraints (then nothing
 * more is prepared); otherwise the search. On HS_PLACE_OK, `value` holds the placement. */
int hs_place_solve(hs_place *p, hs_place_leaf leaf, void *ctx);

/* Whether `value` (one value per tile, HS_PLACE_NONE for none) obeys every constraint of `p`:
 * conflicts, domains of the variable tiles, corners, runs and counts. Needs only the caller's
 * fields of `p`. */
bool hs_place_fits(const hs_place *p, const uint8_t *value);
/* hs_place_fits in two halves: per tile, whether tile t may hold value v (its domain, and the
 * count of its class, which count[] keeps as the tiles are taken in turn); then what looks at
 * the values alone (conflicts, corners, runs). */
static inline bool hs_place_tile_takes(const hs_place *p, int t, int v, uint8_t *count)
{
    if (p->allowed && !((p->allowed[t] >> v) & 1u))
        return false;
    return !(((p->counted >> v) & 1u) && ++count[p->class_of[t]] > p->count_cap);
}
bool hs_place_fits_values(const hs_place *p, const uint8_t *value);

#endif

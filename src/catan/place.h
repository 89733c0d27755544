/* place.h: the placement solver under the Catan generator: lay a bag of values (terrains or
 * number tokens) on the tiles of a board so that no two neighbouring tiles hold conflicting
 * values. Complete: it fails only when no placement exists (or its node budget runs out). */
#ifndef HEXSEED_PLACE_H
#define HEXSEED_PLACE_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/catan.h"

#define HS_PLACE_NONE 0xFF

enum { HS_PLACE_FAIL = 0, HS_PLACE_OK = 1, HS_PLACE_LIMIT = -1 };

/* Called with each complete placement; returns HS_PLACE_OK to accept it, HS_PLACE_FAIL to make
 * the solver look for the next one, HS_PLACE_LIMIT to give up. */
typedef int (*hs_place_leaf)(void *ctx);

typedef struct hs_place {
    /* Set by the caller (hs_place_init fills the rest). */
    int n_tiles;
    const short (*neighbor)[6];
    uint8_t value[HS_BOARD_MAX_TILES];   /* fixed values for non-variable tiles, else NONE */
    bool is_var[HS_BOARD_MAX_TILES];
    uint16_t conflict[16];               /* value -> values no neighbour may hold (symmetric) */
    uint32_t *nodes;                     /* node counter, shared by the stages of a board */
    uint32_t max_nodes;                  /* 0: no bound */

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
    uint8_t blocked[HS_BOARD_MAX_TILES][16];
    int16_t room[16];                      /* free tiles where a value may still go */
    int16_t left[16];                      /* items of a value not yet placed */
    uint16_t group[16];                    /* values sharing this value's conflict mask */
    uint16_t in_bag;
    int n_tracked, n_groups;
    uint8_t tracked[16];                   /* values with conflicts: their room is counted */
    uint16_t groups[16];                   /* distinct groups among the tracked values */
    uint8_t n_near[HS_BOARD_MAX_TILES];
    uint8_t near[HS_BOARD_MAX_TILES][6];   /* the neighbours that exist */
} hs_place;

/* Prepares `p` once the caller's fields are set: `bag` holds n_vars values (the shuffled bag,
 * the k-th value belonging to the k-th variable tile in tile order) and `order` a permutation
 * of all n_tiles tiles that decides where displaced values are tried. */
void hs_place_init(hs_place *p, const uint8_t *bag, const uint8_t *order);

/* Solves: first the bag exactly as drawn, when it already obeys the conflicts; otherwise the
 * search. On HS_PLACE_OK, `value` holds the placement. */
int hs_place_solve(hs_place *p, hs_place_leaf leaf, void *ctx);

#endif
